/*
 * rk_glib_source.c — a GSource for a RefreshKit context; see rk_glib_source.h.
 *
 * The deadline is kept in GLib's monotonic microseconds. RefreshKit's own clock may be a host clock
 * (tests, replays): only the delay rk_context_next_timeout reports is used, never the clock itself,
 * so the source waits the reported delay in real time and asks again after dispatching.
 */
#include "rk_glib_source.h"

#include <math.h>

typedef struct {
    GSource base;
    rk_context *ctx;
    gpointer fd_tag;
    /* g_get_monotonic_time() at which the next timer is due; -1 when none is scheduled. */
    gint64 deadline;
    rk_status status;
    guint64 dispatches;
    /* Dispatches of this source in progress: above 0 inside a nested main loop that a callback of
       the context runs. */
    int depth;
} RkGlibSource;

/* The longest poll timeout GLib takes, in milliseconds. */
#define RK_GLIB_MAX_TIMEOUT_MS G_MAXINT

static rk_status read_deadline(RkGlibSource *source) {
    double seconds = 0;
    rk_status status = rk_context_next_timeout(source->ctx, &seconds);
    if (status != RK_OK) return status;
    if (seconds < 0) {
        source->deadline = -1;
    } else {
        /* Whole microseconds, rounded up: the wait never ends before the timer is due. RefreshKit's
           timeouts are at most RK_MAX_DELAY_SECONDS (1e9 s = 1e15 us), within gint64. */
        double micros = ceil(seconds * 1e6);
        if (!(micros < 1e15)) micros = 1e15;
        source->deadline = g_get_monotonic_time() + (gint64)micros;
    }
    return RK_OK;
}

static void fail(RkGlibSource *source, rk_status status, const char *what) {
    source->status = status;
    if (status == RK_ERR_INVALID_HANDLE) {
        g_warning("rk_glib_source: %s: the context was destroyed while its source was attached; "
                  "the source removes itself (detach it before rk_context_destroy)", what);
    } else {
        char message[256];
        rk_last_error_message(message, sizeof message);
        g_warning("rk_glib_source: %s failed: %s (%s); the source removes itself", what,
                  rk_status_string(status), message);
    }
}

static gboolean source_prepare(GSource *base, gint *timeout) {
    RkGlibSource *source = (RkGlibSource *)base;
    /* Inside a nested main loop the dispatch that runs it has not ended, so RefreshKit has not
       told the source of timers started since (it announces a new deadline only outside a
       dispatch, whose end tells the host): ask at every iteration of such a loop. */
    if (source->depth > 0 && read_deadline(source) != RK_OK) {
        *timeout = 0;
        return TRUE; /* the dispatch reports the failure and removes the source */
    }
    if (source->deadline < 0) {
        *timeout = -1;
        return FALSE;
    }
    gint64 now = g_source_get_time(base);
    if (now >= source->deadline) {
        *timeout = 0;
        return TRUE;
    }
    /* Milliseconds, rounded up, so the loop does not wake before the deadline and spin on it. */
    gint64 ms = (source->deadline - now + 999) / 1000;
    *timeout = ms > RK_GLIB_MAX_TIMEOUT_MS ? RK_GLIB_MAX_TIMEOUT_MS : (gint)ms;
    return FALSE;
}

static gboolean source_check(GSource *base) {
    RkGlibSource *source = (RkGlibSource *)base;
    /* Readable: work is pending or a new earlier deadline was set. ERR/HUP/NVAL also dispatch, so a
       context destroyed under the source is noticed (the dispatch then fails and removes it). */
    if (g_source_query_unix_fd(base, source->fd_tag) != 0) return TRUE;
    return source->deadline >= 0 && g_source_get_time(base) >= source->deadline;
}

static gboolean source_dispatch(GSource *base, GSourceFunc callback, gpointer user_data) {
    (void)callback;
    (void)user_data;
    RkGlibSource *source = (RkGlibSource *)base;
    source->dispatches++;
    source->depth++;
    rk_status status = rk_context_dispatch(source->ctx, NULL);
    source->depth--;
    /* A callback of the context may have detached this source: GLib keeps it alive until we
       return, but nothing of it should run again. */
    if (g_source_is_destroyed(base)) return G_SOURCE_REMOVE;
    if (status != RK_OK) {
        fail(source, status, "rk_context_dispatch");
        return G_SOURCE_REMOVE;
    }
    /* The end of a dispatch is where RefreshKit takes the host to know the next deadline. */
    status = read_deadline(source);
    if (status != RK_OK) {
        fail(source, status, "rk_context_next_timeout");
        return G_SOURCE_REMOVE;
    }
    return G_SOURCE_CONTINUE;
}

static GSourceFuncs source_funcs = {
    .prepare = source_prepare,
    .check = source_check,
    .dispatch = source_dispatch,
    .finalize = NULL,
};

rk_status rk_glib_source_new(rk_context *ctx, GSource **out_source) {
    if (out_source == NULL) return RK_ERR_INVALID_ARGUMENT;
    int fd = -1;
    rk_status status = rk_context_fd(ctx, &fd);
    if (status != RK_OK) return status;
    /* Asked on the loop thread only: this also checks that the caller is on it. */
    double seconds = 0;
    status = rk_context_next_timeout(ctx, &seconds);
    if (status != RK_OK) return status;

    GSource *base = g_source_new(&source_funcs, sizeof(RkGlibSource));
    RkGlibSource *source = (RkGlibSource *)base;
    source->ctx = ctx;
    source->status = RK_OK;
    source->dispatches = 0;
    source->deadline = -1;
    source->depth = 0;
    source->fd_tag = g_source_add_unix_fd(base, fd, G_IO_IN);
    g_source_set_name(base, "RefreshKit");
    g_source_set_can_recurse(base, TRUE);
    status = read_deadline(source);
    if (status != RK_OK) {
        g_source_unref(base);
        return status;
    }
    *out_source = base;
    return RK_OK;
}

rk_status rk_glib_source_attach(rk_context *ctx, GMainContext *main_context, GSource **out_source) {
    if (out_source == NULL) return RK_ERR_INVALID_ARGUMENT;
    GSource *source = NULL;
    rk_status status = rk_glib_source_new(ctx, &source);
    if (status != RK_OK) return status;
    g_source_attach(source, main_context);
    *out_source = source;
    return RK_OK;
}

void rk_glib_source_detach(GSource *source) {
    if (source == NULL) return;
    g_source_destroy(source);
    g_source_unref(source);
}

rk_context *rk_glib_source_get_context(GSource *source) {
    return ((RkGlibSource *)source)->ctx;
}

rk_status rk_glib_source_get_status(GSource *source) {
    return ((RkGlibSource *)source)->status;
}

guint64 rk_glib_source_get_dispatch_count(GSource *source) {
    return ((RkGlibSource *)source)->dispatches;
}

rk_status rk_glib_source_update(GSource *source) {
    RkGlibSource *self = (RkGlibSource *)source;
    rk_status status = read_deadline(self);
    /* A new deadline is picked up at the loop's next prepare; wake the loop so that it comes now
       (the caller may be on the loop thread outside any iteration, which is harmless). */
    GMainContext *main_context = g_source_is_destroyed(source) ? NULL : g_source_get_context(source);
    if (status == RK_OK && main_context != NULL) g_main_context_wakeup(main_context);
    return status;
}
