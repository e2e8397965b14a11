/*
 * rk_glib_source.h — a GSource that runs a RefreshKit context inside a GLib main loop (GTK, GIO,
 * any GMainContext). Copy rk_glib_source.h and rk_glib_source.c into your program, or link the
 * static library `rk_glib_source` that this folder's CMakeLists.txt builds.
 *
 * The source watches the context's fd (readable while work is pending) and keeps the deadline of
 * the context's next timer, which it re-reads from rk_context_next_timeout after every dispatch.
 * It does not ask RefreshKit anything in the loop iterations in between: when a call made anywhere
 * on the loop thread (a GTK signal handler, an idle callback) starts a timer earlier than that
 * deadline, RefreshKit makes the fd readable ("a host never misses a deadline", docs/ARCHITECTURE.md §3), the source
 * dispatches and reads the new deadline. Timeouts are rounded up to whole milliseconds, so the loop
 * never wakes before a timer is due and then spins.
 *
 * Threads: create, attach and detach on the context's loop thread, and attach to the GMainContext
 * that this thread iterates (for GTK: the default one, NULL). Work may be posted to the context
 * from any thread, as always; the source wakes the loop for it through the fd.
 *
 * Ownership: the source borrows the context. Detach the source (rk_glib_source_detach or
 * g_source_destroy) before rk_context_destroy, which closes the fd. A source whose context was
 * destroyed first removes itself at its next wakeup, with a warning.
 *
 * Inside a nested main loop that one of the context's callbacks runs (the source may recurse), the
 * dispatch that runs it has not ended, so the source asks rk_context_next_timeout at each of that
 * loop's iterations instead.
 *
 * Requires GLib >= 2.36 (g_source_add_unix_fd) and RefreshKit >= 1.1 (the deadline rule).
 */
#ifndef RK_GLIB_SOURCE_H
#define RK_GLIB_SOURCE_H

#include <glib.h>
#include <refreshkit.h>

#ifndef RK_CHECK_VERSION
#error "rk_glib_source needs RefreshKit 1.1 or later (its deadline rule); this refreshkit.h is older"
#elif !RK_CHECK_VERSION(1, 1, 0)
#error "rk_glib_source needs RefreshKit 1.1 or later (its deadline rule)"
#endif

G_BEGIN_DECLS

/**
 * Creates a source for ctx, not attached: set its priority (default G_PRIORITY_DEFAULT) or name,
 * then g_source_attach it and g_source_unref your reference when you no longer need it. The source
 * may recurse (a RefreshKit callback may run a nested main loop: the context is then dispatched
 * from inside it, which RefreshKit allows up to its nesting limit).
 * Errors: those of rk_context_fd and rk_context_next_timeout: RK_ERR_INVALID_HANDLE,
 * RK_ERR_WRONG_THREAD (not the context's loop thread), RK_ERR_INVALID_ARGUMENT (out_source NULL).
 * On an error *out_source is untouched.
 */
rk_status rk_glib_source_new(rk_context *ctx, GSource **out_source);

/**
 * rk_glib_source_new, then g_source_attach to main_context (NULL: the default main context).
 * *out_source receives the caller's reference: pass it to rk_glib_source_detach to stop.
 */
rk_status rk_glib_source_attach(rk_context *ctx, GMainContext *main_context, GSource **out_source);

/**
 * Stops the source and drops the caller's reference: g_source_destroy then g_source_unref. Safe from
 * inside one of the context's callbacks that this source is dispatching (the dispatch in progress
 * finishes; nothing of the source runs again). NULL does nothing.
 */
void rk_glib_source_detach(GSource *source);

/** The context the source dispatches. */
rk_context *rk_glib_source_get_context(GSource *source);

/**
 * RK_OK while the source works; otherwise the status that made it remove itself: the context was
 * destroyed before the source (RK_ERR_INVALID_HANDLE), or it was attached to a main context that
 * another thread iterates (RK_ERR_WRONG_THREAD).
 */
rk_status rk_glib_source_get_status(GSource *source);

/** How many times the source has dispatched the context (for diagnostics and tests). */
guint64 rk_glib_source_get_dispatch_count(GSource *source);

/**
 * Re-reads the next deadline. Needed only by a program that calls rk_context_dispatch itself (on
 * the loop thread) while the source is attached: call this afterwards. Errors: as
 * rk_context_next_timeout; on an error the source keeps its deadline.
 */
rk_status rk_glib_source_update(GSource *source);

G_END_DECLS

#endif /* RK_GLIB_SOURCE_H */
