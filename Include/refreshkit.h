/**
 * @file refreshkit.h
 * The whole public contract of RefreshKit.
 *
 * RefreshKit is a headless loading-state engine: it owns state, timing, geometry and wiring of
 * "pull up to load more" footers and network-task-bound activity indicators, and tells its host what
 * to show through callbacks (signals) that it dispatches with libffi. The host owns pixels, fonts,
 * and the network.
 *
 * Conventions that hold for every declaration below unless its own comment says otherwise:
 *
 * - Names: functions and types are rk_*, constants RK_*. Nothing else is exported.
 * - Errors: every fallible function returns an rk_status: RK_OK (0) or a negative error code whose
 *   number never changes. On an error the calling thread's last-error message is set (see
 *   rk_last_error_message), out-parameters are left untouched, and no state has changed.
 * - Handles (rk_context *, rk_probe *, ...) are opaque values that RefreshKit never dereferences; they
 *   encode a slot, a generation and a kind. A NULL, destroyed, wrong-kind or other-context handle is
 *   reliably rejected with RK_ERR_INVALID_HANDLE, never a crash, and from any thread: handles are
 *   checked before the calling thread, so a bad handle is never reported as RK_ERR_WRONG_THREAD.
 *   A context holds at most 8,388,607 live objects. A handle slot is reused up to 8,191 times and
 *   then retired (so a stale handle can never match a new object), which leaves a context room for
 *   68,711,079,937 object creations over its life; a process has room for 1,024 live contexts and
 *   268,434,432 context creations. Past any of these bounds a create returns RK_ERR_LIMIT, and
 *   the message names the bound reached. A handle's kind is known while it is live: a destroyed
 *   handle is reported as destroyed, whatever kind it had.
 *   When a call names two handles and both are bad, the first one in parameter order decides the
 *   status and the message.
 * - Threads: every object belongs to its context, and a context belongs to the thread that created it
 *   (its "loop thread"). Functions marked "Thread: loop" must be called on that thread and return
 *   RK_ERR_WRONG_THREAD elsewhere; "Thread: any" functions may be called from any thread, also
 *   while the loop thread destroys the object they name or its context: such a call either takes
 *   effect before the destroy (a queued command then meets the destroy, and its completion is
 *   called with finished = 0) or is refused with RK_ERR_INVALID_HANDLE; it never reads what the
 *   destroy frees. Host callbacks (signal handlers, work, timers, destroy notifies, the clock, a
 *   header's last-updated formatter) run only on the loop thread, except the wakeup callback.
 * - fork(): a child may not use a context created before fork() in the parent, nor any of its
 *   objects: every call naming one returns RK_ERR_INVALID_STATE (see rk_context_create).
 * - Strings are UTF-8 and NUL-terminated, borrowed for the duration of the call and copied if kept.
 *   Invalid UTF-8 is rejected with RK_ERR_INVALID_ARGUMENT. Strings RefreshKit passes to the host are
 *   valid only during the callback. Functions that copy a string out take a size_t capacity as the
 *   unsigned value it is: any capacity, SIZE_MAX included, is a buffer that large.
 * - Time is monotonic seconds as a double. Every deadline and every timeout is finite: delays and
 *   durations above RK_MAX_DELAY_SECONDS are rejected, and a clock reading that is not finite is
 *   ignored (see rk_context_set_clock).
 * - Memory: no function reports running out of memory; the process ends instead (RK_ERR_NO_MEMORY
 *   is reserved).
 * - Compatibility: within the SONAME librefreshkit.so.1 nothing is removed or changed. Functions,
 *   constants, kinds and signals are only added; struct fields only appended (structs that may grow
 *   begin with struct_size); a changed meaning gets a new function name instead.
 * - Loading: the library contains the Swift runtime and is linked with -z nodelete: dlclose() does
 *   not unmap it, so a plugin host may close it freely; it stays loaded until the process exits.
 *
 * Copyright (c) 2026 The RefreshKit authors. SPDX-License-Identifier: MIT (the LICENSE file).
 */
#ifndef REFRESHKIT_H
#define REFRESHKIT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * RK_DEPRECATED_FOR(f) marks a function that f replaces. It is quiet unless the host defines
 * RK_WARN_DEPRECATED before including this header; then GCC and Clang warn at each use (like GLib's
 * G_DEPRECATED_FOR). A deprecated function keeps working, stays exported and keeps its meaning.
 */
#if defined(RK_WARN_DEPRECATED) && (defined(__GNUC__) || defined(__clang__))
#define RK_DEPRECATED_FOR(f) __attribute__((deprecated("use " #f)))
#else
#define RK_DEPRECATED_FOR(f)
#endif

/** @defgroup rk_conventions Overview and conventions
 * Versions, status codes and the last error, handles, kinds and value types. The status codes stay
 * here, with the conventions: every function returns one.
 * @{
 */

/* ------------------------------------------------------------------------------------------------
 * Versions
 * ---------------------------------------------------------------------------------------------- */

/** Major version of the library; equals the ABI major and the SONAME's number. */
#define RK_VERSION_MAJOR 1
/** Minor version: grows when functions, kinds or signals are added. */
#define RK_VERSION_MINOR 5
/** Patch version: grows for fixes that add nothing. */
#define RK_VERSION_PATCH 0
/** The ABI major this header describes; pass it to rk_get_api(). */
#define RK_ABI_MAJOR 1
/** The ABI version this header describes, as rk_api.abi_version reports it: (major << 16) | minor,
    where the ABI minor is the library's minor version. */
#define RK_ABI_VERSION ((RK_ABI_MAJOR << 16) | RK_VERSION_MINOR)

/** 1 when this header's version is at least major.minor.patch, else 0; for compile-time checks:
    `#if RK_CHECK_VERSION(1, 1, 0)`. Compare rk_version() for the library loaded at run time. */
#define RK_CHECK_VERSION(major, minor, patch) \
    ((RK_VERSION_MAJOR > (major)) || \
     (RK_VERSION_MAJOR == (major) && RK_VERSION_MINOR > (minor)) || \
     (RK_VERSION_MAJOR == (major) && RK_VERSION_MINOR == (minor) && RK_VERSION_PATCH >= (patch)))

/** The longest delay or duration RefreshKit accepts, in seconds (about 31.7 years): timer delays,
    animation and frame durations, the activity monitor's delays. Longer ones are rejected with
    RK_ERR_INVALID_ARGUMENT, so that a deadline (a clock reading plus a delay) is always finite. */
#define RK_MAX_DELAY_SECONDS 1e9

/** The longest string RefreshKit accepts, in bytes, not counting the NUL. Longer ones are rejected
    with RK_ERR_INVALID_ARGUMENT. */
#define RK_MAX_STRING_BYTES 65535

/**
 * The runtime library's version, as (major << 16) | (minor << 8) | patch.
 * Compare with the RK_VERSION_* macros to detect a header/library mismatch.
 * Thread: any. Errors: none. Ownership: nothing.
 */
uint32_t rk_version(void);

/**
 * The runtime library's version as text, "major.minor.patch" (for example "1.1.0"), for logs and
 * "about" boxes. Added in 1.1.
 * Thread: any. Errors: none. Ownership: a static string that lives as long as the library.
 */
const char *rk_version_string(void);

/* ------------------------------------------------------------------------------------------------
 * Status codes and the last error
 * ---------------------------------------------------------------------------------------------- */

/** Result of every fallible function: RK_OK or one of the negative RK_ERR_* codes. */
typedef int32_t rk_status;

enum {
    /** Success. */
    RK_OK = 0,
    /** An argument is out of range: NULL out-pointer, NaN or infinite number, negative size or
        duration, unknown enum value, invalid UTF-8, over-long string. */
    RK_ERR_INVALID_ARGUMENT = -1,
    /** A handle is NULL, destroyed, of the wrong kind, or belongs to another context. */
    RK_ERR_INVALID_HANDLE = -2,
    /** The call is not legal in the object's current state. */
    RK_ERR_INVALID_STATE = -3,
    /** A named thing does not exist: unknown signal name or index, connection, or timer. */
    RK_ERR_NOT_FOUND = -4,
    /** A "Thread: loop" function was called on a thread other than the context's loop thread (with a
        live handle: a destroyed one gives RK_ERR_INVALID_HANDLE from any thread). */
    RK_ERR_WRONG_THREAD = -5,
    /** A documented limit was reached: handle slots, live contexts, dispatch nesting depth. */
    RK_ERR_LIMIT = -6,
    /** Reserved for "memory could not be allocated". No function of this version returns it: when
        memory runs out the process ends (the Swift runtime stops on a failed allocation), so no
        function promises to recover from it. */
    RK_ERR_NO_MEMORY = -7,
    /** The requested ABI major is not provided by this library. */
    RK_ERR_VERSION = -8,
    /** An operating-system or libffi call failed; the message says which. */
    RK_ERR_SYSTEM = -9,
    /** The object is in use by the call in progress (for example a context destroyed from inside
        one of its own callbacks, or any call naming a context from inside its wakeup callback). */
    RK_ERR_BUSY = -10
};

/**
 * A static, human-readable name for a status, such as "invalid handle".
 * Unknown codes give "unknown status". The string is never NULL and lives forever.
 * Thread: any. Errors: none.
 */
const char *rk_status_string(rk_status status);

/**
 * Copies the calling thread's last error message into buf and returns the message's full length in
 * bytes (not counting the terminating NUL), which may exceed cap: the copy is truncated to cap - 1
 * bytes (on a UTF-8 character boundary) and always NUL-terminated when cap > 0. buf may be NULL when
 * cap is 0, to ask for the length. The message is set by every failing call and kept until the next
 * failing call or rk_clear_last_error() on the same thread; successful calls leave it alone.
 * Thread: any (each thread has its own message). Errors: none.
 */
size_t rk_last_error_message(char *buf, size_t cap);

/** Clears the calling thread's last error message (its length becomes 0). Thread: any. */
void rk_clear_last_error(void);

/* ------------------------------------------------------------------------------------------------
 * Handles, kinds and value types
 * ---------------------------------------------------------------------------------------------- */

/** A context: a loop, a clock and a table of objects. Created by rk_context_create. */
typedef struct rk_context rk_context;
/** A diagnostic object whose signals carry every parameter type; see "Probe" below. */
typedef struct rk_probe rk_probe;
/** A "pull up to load more" footer (MJRefresh's back GIF footer); see "Footer" below. */
typedef struct rk_footer rk_footer;
/** A "pull down to refresh" header (MJRefresh's normal and GIF headers); see "Header" below.
    Added in 1.2. */
typedef struct rk_header rk_header;
/** A "swipe past the right edge" trailer (MJRefresh's trailer); see "Trailer" below. Added in 1.2. */
typedef struct rk_trailer rk_trailer;
/** A "load when the end comes into view" footer (MJRefresh's auto footers); see "Auto footer"
    below. Added in 1.2. */
typedef struct rk_auto_footer rk_auto_footer;
/** A "load older items when the start comes into view" header, the auto footer's mirror at the top
    edge; see "Auto header" below. Added in 1.5. */
typedef struct rk_auto_header rk_auto_header;
/** The host's scroll view, which drives the components attached to it; see "Scroll view" below.
    Added in 1.2. */
typedef struct rk_scroll_view rk_scroll_view;
/** A network task the host reports on. */
typedef struct rk_task rk_task;
/** An activity indicator: a spinner whose start/stop RefreshKit drives. */
typedef struct rk_indicator rk_indicator;

/** The kind of an object, as encoded in its handle. Numbers never change. */
typedef int32_t rk_kind;
enum {
    /** An rk_context. */
    RK_KIND_CONTEXT = 1,
    /** An rk_probe. */
    RK_KIND_PROBE = 2,
    /** An rk_footer. */
    RK_KIND_FOOTER = 3,
    /** An rk_task. */
    RK_KIND_TASK = 4,
    /** An rk_indicator. */
    RK_KIND_INDICATOR = 5,
    /** An rk_header (added in 1.2). */
    RK_KIND_HEADER = 6,
    /** An rk_trailer (added in 1.2). */
    RK_KIND_TRAILER = 7,
    /** An rk_auto_footer (added in 1.2). */
    RK_KIND_AUTO_FOOTER = 8,
    /** An rk_scroll_view (added in 1.2). */
    RK_KIND_SCROLL_VIEW = 9,
    /** An rk_progress (added in 1.3). */
    RK_KIND_PROGRESS = 10,
    /** An rk_auto_header (added in 1.5). */
    RK_KIND_AUTO_HEADER = 11
};

/** A signal parameter or return type. Numbers never change. */
typedef int32_t rk_type;
enum {
    /** No value (return type only). */
    RK_TYPE_VOID = 0,
    /** void * (handles are passed with this type). */
    RK_TYPE_POINTER = 1,
    /** int32_t */
    RK_TYPE_INT32 = 2,
    /** int64_t */
    RK_TYPE_INT64 = 3,
    /** uint64_t */
    RK_TYPE_UINT64 = 4,
    /** double */
    RK_TYPE_DOUBLE = 5,
    /** const char *: UTF-8, NUL-terminated, never NULL, valid only during the call. */
    RK_TYPE_STRING = 6
};

/** Identifies one connection within its context. Never 0; never reused within a context. */
typedef uint64_t rk_connection;
/** Identifies one timer within its context. Never 0; never reused within a context. */
typedef uint64_t rk_timer;

/**
 * The generic handler type that rk_connect takes. The real handler has the signal's signature:
 *   return_type handler(void *object, param_1, ..., param_n, void *user_data);
 * Cast it to rk_callback to pass it; RefreshKit calls it through libffi with the declared types.
 */
typedef void (*rk_callback)(void);

/** Releases user_data when a connection ends. Called exactly once, on the loop thread. */
typedef void (*rk_destroy_notify)(void *user_data);

/**
 * Work posted to the loop, and timers. Called exactly once, on the loop thread: with finished = 1
 * when it runs normally, with finished = 0 when it is canceled (rk_timer_cancel) or its context is
 * destroyed first. Use finished = 0 to release user_data without acting.
 */
typedef void (*rk_work_fn)(void *user_data, int32_t finished);

/** A host clock: returns monotonic seconds. Called on the loop thread only. */
typedef double (*rk_clock_fn)(void *user_data);

/**
 * A wakeup callback: told that the loop needs a dispatch, from whatever thread caused it. It should
 * only wake the loop thread (write a pipe, signal a condition, post to the host's loop). It runs
 * under the context's queue lock (and, when a task transition caused it, the task's lock), so a
 * call that names that context or one of its objects returns RK_ERR_BUSY and changes nothing
 * instead of deadlocking; so does a call naming any context whose wakeup callback encloses this one
 * on the same thread (a wakeup that posts to another context runs that context's wakeup nested in
 * it, at any depth and in any cycle of contexts). Calls naming other contexts work as usual.
 * Called once per empty-to-pending change of the queue (wakeups are coalesced); at the end of a
 * dispatch that leaves work pending without having caused a wakeup while it ran, so a host driven
 * only by wakeups never sleeps on pending work; and when a timer is started whose deadline is
 * earlier than every deadline the host was last told of (see rk_context_fd).
 */
typedef void (*rk_wakeup_fn)(void *user_data);

/**
 * The kind of any live handle.
 * Errors: RK_ERR_INVALID_HANDLE (NULL, destroyed, or not a RefreshKit handle), RK_ERR_INVALID_ARGUMENT
 * (out_kind NULL), RK_ERR_INVALID_STATE (the handle's context was inherited across fork() or its
 * loop thread has exited, as for every call naming it; before 1.4 this function alone answered
 * RK_OK there). Thread: any. Ownership: nothing changes hands.
 */
rk_status rk_object_kind(const void *object, rk_kind *out_kind);

/**
 * Attaches one pointer of the host's to a live object or context (like CURLOPT_PRIVATE or
 * g_object_set_data_full), so a handler that gets the handle finds the host's own record without a
 * map: the context-wide signals ("task-completed", ...) name the object. Every kind takes it,
 * rk_context included. data may be NULL; destroy_notify (may be NULL) releases it.
 * destroy_notify(data) is called exactly once, on the loop thread: when the data is replaced by a
 * later call (during that call, even when the new pointer is the same), when the object is
 * destroyed (after its connections' notifies and its pending completions), or when its context is
 * destroyed (see rk_context_destroy). It may call into RefreshKit like any handler.
 * Ownership: data stays the host's; RefreshKit only stores it. On an error nothing is stored and
 * destroy_notify is not called. Added in 1.1.
 * Errors: RK_ERR_INVALID_HANDLE (NULL, destroyed, foreign), RK_ERR_WRONG_THREAD. Thread: loop.
 */
rk_status rk_object_set_user_data(void *object, void *data, rk_destroy_notify destroy_notify);

/**
 * The pointer last given to rk_object_set_user_data for a live object or context (NULL if none).
 * Readable from any thread (a worker reporting a task's progress may look up its transfer), but the
 * data is only guaranteed to be alive while the object is: synchronise with its destroy yourself.
 * Ownership: nothing changes hands. Added in 1.1.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (out_data NULL). Thread: any.
 */
rk_status rk_object_get_user_data(const void *object, void **out_data);

/** @} */

/** @defgroup rk_context Context and loop
 * A context: its loop, clock, posted work and timers, and its signals (they observe every task and
 * the activity monitor).
 * @{
 */

/* ------------------------------------------------------------------------------------------------
 * Context and loop
 * ---------------------------------------------------------------------------------------------- */

/**
 * Creates a context owned by the calling thread, which becomes its loop thread: the one thread that
 * may dispatch it and that runs every host callback. The context's clock is CLOCK_MONOTONIC until
 * rk_context_set_clock. Contexts are independent: nothing is shared between two of them.
 * When the loop thread exits (pthread_exit or returning from its start routine) before destroying
 * its contexts, they can run nothing any more: every call naming one of them or its objects returns
 * RK_ERR_INVALID_STATE, except rk_context_destroy, which any thread may then call (it runs the
 * pending work's and timers' callbacks with finished = 0, and every destroy_notify, on the calling
 * thread). Work posted before the exit is never lost: it gets its finished = 0 call then.
 * After fork(), the child must not use the contexts it inherited: each shares its eventfd with the
 * parent's, so dispatching or even reading it would take the parent's wakeups. In the child every
 * call naming an inherited context or its objects returns RK_ERR_INVALID_STATE (destroy included:
 * the child leaves them alone, and their memory goes with the child). A child of a single-threaded
 * parent may create and use new contexts; a child of a multi-threaded parent may only call exec
 * (as POSIX allows for any library that takes locks).
 * Ownership: the caller owns the context and frees it with rk_context_destroy.
 * Errors: RK_ERR_INVALID_ARGUMENT (out_ctx NULL), RK_ERR_LIMIT (1,024 live contexts, or 268,434,432
 * contexts created in this process; the message says which), RK_ERR_SYSTEM (no eventfd).
 * Thread: any (the caller becomes the loop thread).
 */
rk_status rk_context_create(rk_context **out_ctx);

/**
 * Destroys a context and everything in it. In this order, on the calling thread: the handle and all
 * of its objects' handles become invalid; every connection's destroy_notify runs (objects in creation
 * order, connections in connection order); the objects end their own pending work (a footer's
 * completions run with finished = 0); every pending posted work item runs with finished = 0 (in
 * posting order; a footer command queued from another thread calls its completion with 0); every
 * pending timer runs with finished = 0 (in deadline order); the context's fd is closed. A callback run during the destroy that calls into this context gets RK_ERR_INVALID_HANDLE.
 * Host data (rk_object_set_user_data) is released last: every object's, in creation order, then the
 * context's own.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_BUSY (called from inside one of this
 * context's own callbacks: a handler, work item, timer or notify; destroy it after dispatch
 * returns), RK_ERR_INVALID_STATE (inherited across fork(); see rk_context_create).
 * Thread: loop; any thread once the loop thread has exited (see rk_context_create).
 */
rk_status rk_context_destroy(rk_context *ctx);

/**
 * The context's file descriptor: an eventfd that is readable exactly while the loop needs a dispatch
 * (wakeups coalesced; reading it is not required and changes nothing): while posted work or task
 * events are pending, and after a timer was started whose deadline is earlier than every deadline
 * the host was last told of (by rk_context_next_timeout, or the end of a dispatch), until the next
 * dispatch. So a host never misses a deadline: add the fd to poll/epoll/GLib/libuv, call
 * rk_context_dispatch when it is readable (it may run nothing), and after every dispatch sleep at
 * most rk_context_next_timeout. No polling is needed, even when a call made from one of the host's
 * own callbacks starts a timer (rk_footer_begin_refreshing's animation, say). A timer started
 * while a dispatch runs (by a handler, work item or timer it runs) is told by that dispatch's end,
 * not through the fd: a host that runs a nested event loop from inside one of RefreshKit's
 * callbacks must ask rk_context_next_timeout in that loop (the GLib adapter does). The fd
 * stays owned by the context and is closed by rk_context_destroy: remove it from your poll set first.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (out_fd NULL). Thread: any.
 */
rk_status rk_context_fd(rk_context *ctx, int *out_fd);

/**
 * Runs, on the calling thread, the work that was posted before this call started (in posting order),
 * then the timers that are due at the clock reading taken when it started (in deadline order, ties in
 * start order; the clock is read only when a timer is pending). Work posted and timers started while it runs wait for the next dispatch, so a
 * dispatch always ends. It may be called from inside a callback of the same context (nested dispatch):
 * the nested call continues with the next pending item, so order is kept; nesting is limited to 32
 * levels. out_ran (may be NULL) receives the number of work items and timers that ran.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_LIMIT (nesting too deep).
 * Thread: loop.
 */
rk_status rk_context_dispatch(rk_context *ctx, uint32_t *out_ran);

/**
 * How long the host may sleep before it must call rk_context_dispatch: 0 when work is pending or a
 * timer is due, the seconds until the earliest timer otherwise, and -1 when nothing is scheduled
 * (sleep until the fd is readable). Always -1 or finite in [0, RK_MAX_DELAY_SECONDS], so a host may
 * convert it to a poll timeout without checks (round up, or it may wake a hair early and spin once).
 * The deadline it reports counts as told: only an earlier one makes the fd readable again. Reads the
 * context's clock.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (out_seconds NULL).
 * Thread: loop.
 */
rk_status rk_context_next_timeout(rk_context *ctx, double *out_seconds);

/**
 * Installs (or, with fn NULL, removes) the wakeup callback, replacing any earlier one. After this call
 * returns, the earlier callback is never called again. user_data is borrowed: keep it alive until it
 * is replaced or the context is destroyed.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD. Thread: loop.
 */
rk_status rk_context_set_wakeup(rk_context *ctx, rk_wakeup_fn fn, void *user_data);

/**
 * Installs (or, with fn NULL, removes) a host clock for deterministic tests and replays. RefreshKit's
 * time never goes backwards: a reading lower than the previous one counts as the previous reading,
 * and a NaN or infinite reading is ignored (it counts as the previous reading; as 0 if it is the
 * first); switching clocks starts a new time line, and timers already started keep their
 * remaining delays on it (to measure them, this call reads the old clock and then the new one; a
 * timer already due stays due), so every deadline stays finite whatever the two clocks read. The
 * clock is called on the loop thread only, and must not call into RefreshKit. user_data is borrowed until the clock is replaced or the context is destroyed.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD. Thread: loop.
 */
rk_status rk_context_set_clock(rk_context *ctx, rk_clock_fn fn, void *user_data);

/**
 * The context's current time (seconds), as its timers see it.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (out_seconds NULL).
 * Thread: loop.
 */
rk_status rk_context_now(rk_context *ctx, double *out_seconds);

/**
 * Posts work to the context's loop from any thread: fn(user_data, 1) runs at a later dispatch, after
 * everything posted before it; work posted by one thread runs in that thread's posting order. If the
 * context is destroyed first, fn(user_data, 0) runs during the destroy. Posting makes the fd readable
 * and calls the wakeup callback if the queue was empty.
 * Ownership: user_data is the host's; fn is called exactly once when this returns RK_OK, never when it
 * fails. Errors: RK_ERR_INVALID_HANDLE (also once destroy has begun), RK_ERR_INVALID_ARGUMENT (fn
 * NULL), RK_ERR_INVALID_STATE (the context's loop thread has exited, or the context was inherited
 * across fork(): see rk_context_create), RK_ERR_BUSY (from inside the wakeup callback of this
 * context). Thread: any.
 */
rk_status rk_context_post(rk_context *ctx, rk_work_fn fn, void *user_data);

/**
 * Starts a one-shot timer: fn(user_data, 1) runs at the first dispatch whose clock reading is at or
 * past now + delay_seconds. out_timer (may be NULL) receives its id for rk_timer_cancel.
 * Ownership: fn is called exactly once when this returns RK_OK (finished = 0 on cancel or destroy).
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (fn NULL; delay
 * negative, NaN, infinite or above RK_MAX_DELAY_SECONDS). Thread: loop.
 */
rk_status rk_timer_start(rk_context *ctx, double delay_seconds, rk_work_fn fn, void *user_data,
                         rk_timer *out_timer);

/**
 * Cancels a pending timer: its fn runs with finished = 0 before this returns.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_NOT_FOUND (unknown id, already fired or
 * canceled; nothing is called). Thread: loop.
 */
rk_status rk_timer_cancel(rk_context *ctx, rk_timer timer);

/** @} */

/** @defgroup rk_signals Signals
 * Connecting handlers to signals, the signal tables, and the probe (a diagnostic object for
 * signals).
 * @{
 */

/* ------------------------------------------------------------------------------------------------
 * Signals
 * ---------------------------------------------------------------------------------------------- */

/** The most parameters a signal has (not counting the object and user_data). */
#define RK_SIGNAL_MAX_PARAMS 12

/**
 * The description of one signal. The caller sets struct_size to sizeof(rk_signal_desc); RefreshKit
 * fills the fields that fit in it, so an older caller keeps working with a newer library.
 * All strings are static and live forever.
 */
typedef struct rk_signal_desc {
    /** Set by the caller to sizeof(this struct) before the call (see the struct's description). */
    uint32_t struct_size;
    /** Index of the signal within its kind, 0-based and stable. */
    uint32_t index;
    /** Name, for example "state-changed". */
    const char *name;
    /** RK_TYPE_VOID or RK_TYPE_DOUBLE. */
    rk_type return_type;
    /** Number of parameters between the object and user_data. */
    uint32_t param_count;
    /** Parameter types; entries past param_count are RK_TYPE_VOID. */
    rk_type param_types[RK_SIGNAL_MAX_PARAMS];
    /** Parameter names; entries past param_count are NULL. */
    const char *param_names[RK_SIGNAL_MAX_PARAMS];
    /** When the signal is emitted and what the host should do with it: one or more sentences of
        English, never empty (the text of the signal reference, refreshkit-signals). Filled only
        when struct_size covers it. Added in 1.4. */
    const char *summary;
} rk_signal_desc;

/**
 * The number of signals a kind declares.
 * Errors: RK_ERR_INVALID_ARGUMENT (unknown kind, out_count NULL). Thread: any.
 */
rk_status rk_signal_count(rk_kind kind, uint32_t *out_count);

/**
 * Describes signal number index of a kind (see rk_signal_desc).
 * Errors: RK_ERR_INVALID_ARGUMENT (unknown kind, out NULL, out->struct_size smaller than the fields
 * up to param_count), RK_ERR_NOT_FOUND (index past the last signal). Thread: any.
 */
rk_status rk_signal_info(rk_kind kind, uint32_t index, rk_signal_desc *out);

/**
 * Finds a signal's index by name.
 * Errors: RK_ERR_INVALID_ARGUMENT (unknown kind, name or out_index NULL, invalid UTF-8),
 * RK_ERR_NOT_FOUND (no such signal). Thread: any.
 */
rk_status rk_signal_lookup(rk_kind kind, const char *name, uint32_t *out_index);

/**
 * Connects a handler to a signal of a live object, or of a context (pass the rk_context *: its
 * signals observe every task). Handlers run in connection order, on the loop
 * thread, as fn(object, params..., user_data). destroy_notify (may be NULL) runs exactly once, after
 * the handler's last call: at rk_disconnect, or when the object or its context is destroyed; if the
 * handler is running at that moment, right after it returns. out_connection may be NULL.
 * Connecting may itself emit: a footer's "measure-text" handler is asked at once when the footer
 * has laid out (see the footer's signals), so such a handler can run before rk_connect returns.
 * Reentrancy, all defined: a handler may connect (the new handler is not called by the emission in
 * progress), disconnect itself or others (a disconnected handler is not called again, not even later
 * in the emission in progress), destroy the emitting object (the emission stops after that handler;
 * the call that emitted still returns its status), or dispatch the loop.
 * Ownership: user_data stays the host's; on failure destroy_notify is not called.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (fn or signal NULL,
 * invalid UTF-8), RK_ERR_NOT_FOUND (the object's kind has no such signal). Thread: loop.
 */
rk_status rk_connect(void *object, const char *signal, rk_callback fn, void *user_data,
                     rk_destroy_notify destroy_notify, rk_connection *out_connection);

/**
 * Ends a connection: the handler is not called again and its destroy_notify runs (now, or when the
 * handler returns if it is running). The connection has ended before anything this call runs (a
 * footer's relayout when a measure-text handler goes): a handler that disconnects it again from
 * there is told RK_ERR_NOT_FOUND.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_NOT_FOUND (unknown or already ended
 * connection; nothing is called). Thread: loop.
 */
rk_status rk_disconnect(rk_context *ctx, rk_connection connection);

/* ------------------------------------------------------------------------------------------------
 * Probe: a diagnostic object whose signals use every parameter type, so that a host or a language
 * binding can prove its marshalling before it relies on the real objects.
 *
 * Signals (object = the rk_probe *): each is listed, with its handler's type, when it is emitted
 * and what the host should do, at its typed connect (rk_probe_connect_values and the other
 * rk_probe_connect_* functions, at the end of this header) and in man 7 refreshkit-signals.
 * ---------------------------------------------------------------------------------------------- */

/**
 * Creates a probe in ctx. Ownership: the caller owns it (rk_probe_destroy, or the context's destroy).
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (out_probe NULL),
 * RK_ERR_LIMIT (handle slots exhausted). Thread: loop.
 */
rk_status rk_probe_create(rk_context *ctx, rk_probe **out_probe);

/**
 * Destroys a probe: its handle becomes invalid and its connections end (destroy_notify as documented
 * at rk_connect). It may be called from inside the probe's own handler.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD. Thread: loop.
 */
rk_status rk_probe_destroy(rk_probe *probe);

/**
 * Emits "values" with exactly these arguments, synchronously. text is borrowed.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (text NULL or invalid
 * UTF-8). Thread: loop.
 */
rk_status rk_probe_emit_values(rk_probe *probe, void *pointer, int32_t i32, int64_t i64,
                               uint64_t u64, double real, const char *text);

/**
 * Emits "measure" synchronously. *out_value receives the value returned by the last handler called,
 * and *out_handled (may be NULL) 1 if a handler ran, 0 if none did (then *out_value is 0).
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (text NULL or invalid
 * UTF-8, out_value NULL). Thread: loop.
 */
rk_status rk_probe_emit_measure(rk_probe *probe, const char *text, double size, double *out_value,
                                int32_t *out_handled);

/**
 * Emits "ping" synchronously. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD. Thread: loop.
 */
rk_status rk_probe_emit_ping(rk_probe *probe);

/**
 * Emits "pair" with these two values, synchronously. (Its rk_api entry is the table's last, after
 * activity_monitor_get_info: the table only grows at its end.)
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD. Thread: loop.
 */
rk_status rk_probe_emit_pair(rk_probe *probe, int32_t first, int32_t second);

/** @} */

/** @defgroup rk_components Components (any kind)
 * The functions every member of the refresh family (footer, header, auto footer, trailer) shares,
 * and the types they use.
 * @{
 */

/* ------------------------------------------------------------------------------------------------
 * Components (any kind), added in 1.4: one function per verb for every member of the refresh family
 * (footer, header, auto footer, trailer). component is an rk_footer *, rk_header *, rk_auto_footer *
 * or rk_trailer * (pass it as is: every handle converts to void *), like rk_activate and
 * rk_follow_task. Each function does exactly what its kind's own function (rk_footer_set_title,
 * rk_header_set_title, ...) does on that kind, with the same checks, statuses, thread rules and
 * signals: the two take one route. Beyond that:
 *  - a handle that is not a member of the family (a task, an indicator, a probe, a scroll view, a
 *    progress, a context) is refused with RK_ERR_INVALID_HANDLE;
 *  - a kind that lacks the verb (rk_component_end_refreshing_with_no_more_data on a header, set_height
 *    on a trailer) is refused with RK_ERR_INVALID_STATE and a message naming the kind; nothing changes;
 *  - a state the kind lacks (RK_FOOTER_NO_MORE_DATA on a header or trailer; an auto header has it) is refused as the kind's
 *    own function refuses it (RK_ERR_INVALID_STATE for a title or images, RK_ERR_INVALID_ARGUMENT
 *    for an end_load outcome);
 *  - arguments are checked before the handle, as the kind's own function does, except for a live
 *    handle of another kind of object, which is refused first; a handle that names no live object
 *    has no kind, so its arguments are checked as every kind accepts them (RK_LOAD_NO_MORE_DATA
 *    passes) and the handle is then refused.
 * Creation names a kind and stays per kind (rk_footer_create, ...), and so do the layout and
 * geometry queries, whose structs differ by kind, and the verbs one kind alone has.
 * Errors name the rk_component_ function.
 * ---------------------------------------------------------------------------------------------- */

/* Shared types ------------------------------------------------------------------------------------
 * The types every member of the family and the rk_component_* functions use: the states, scroll
 * metrics, images, the GIF state, completions, load ids and outcomes, announcement priorities.
 * ---------------------------------------------------------------------------------------------- */

/** The refresh family's states (every member's, as the comments say); the numbers are MJRefresh's.
    rk_refresh_state is the name since 1.4; rk_footer_state, the 1.0 name, is the same type. */
typedef int32_t rk_refresh_state;
/** The 1.0 name of rk_refresh_state: the same type, so both names work everywhere. */
typedef rk_refresh_state rk_footer_state;
enum {
    /** At rest: the Idle frames follow the pulling percent. */
    RK_FOOTER_IDLE = 1,
    /** Dragged past the trigger: releasing now refreshes. */
    RK_FOOTER_PULLING = 2,
    /** Loading more: the refreshing inset is applied and the Refreshing frames animate. */
    RK_FOOTER_REFRESHING = 3,
    /** Asked to refresh while not visible: refreshes when it becomes visible. */
    RK_FOOTER_WILL_REFRESH = 4,
    /** Everything is loaded: the GIF hides and dragging no longer refreshes. */
    RK_FOOTER_NO_MORE_DATA = 5,
    /** F17 (added in 1.3, RefreshKit's own): the last load failed (rk_*_end_refreshing_with_failure).
        At rest like Idle: the label shows the failure's message or the Failed title ("Loading
        failed. Tap to retry", localized), a pull past the trigger leaves it as it leaves Idle, and
        rk_*_retry begins again. Every member of the family has it. */
    RK_FOOTER_FAILED = 6
};

/** How the GIF view draws its image: at natural size (never scaled), centered or right-aligned. */
typedef int32_t rk_content_mode;
enum {
    /** Centered in the GIF rect (the label is hidden). */
    RK_CONTENT_MODE_CENTER = 1,
    /** Against the GIF rect's right edge, next to the label. */
    RK_CONTENT_MODE_RIGHT = 2
};

/** The most frames a state's GIF may have. */
#define RK_FOOTER_MAX_FRAMES 4096

/** The pan gesture's phase in one scroll update (UIKit's pan recognizer, as the host sees it).
    Added in 1.2. */
typedef int32_t rk_pan_state;
enum {
    /** No pan gesture is under way (or the host does not track it). */
    RK_PAN_NONE = 0,
    /** A finger touched down and started to drag (this update). */
    RK_PAN_BEGAN = 1,
    /** The drag goes on. */
    RK_PAN_CHANGED = 2,
    /** The finger lifted (this update carries the final offset). */
    RK_PAN_ENDED = 3,
    /** The system cancelled the gesture. */
    RK_PAN_CANCELLED = 4
};

/** The size of rk_scroll_metrics in 1.0 and 1.1 (up to offset_y). A caller that sets struct_size to
    it is accepted; the fields appended in 1.2 then read as 0 (pan RK_PAN_NONE). */
#define RK_SCROLL_METRICS_SIZE_1_0 64

/** The size of rk_scroll_metrics in 1.2 (up to reserved). A caller that sets struct_size to it is
    accepted; the fields appended in 1.3 then read as "not reported" (item_count 0). */
#define RK_SCROLL_METRICS_SIZE_1_2 96

/** The size of rk_scroll_metrics in 1.3 and 1.4 (up to last_visible_item). A caller that sets
    struct_size to it is accepted; the field appended in 1.5 then reads as -1 (no first visible
    item reported: an auto header's prefetch by item count waits). */
#define RK_SCROLL_METRICS_SIZE_1_3 112

/** One scroll update. Set struct_size to sizeof(rk_scroll_metrics) (or an older release's size,
    RK_SCROLL_METRICS_SIZE_1_0, RK_SCROLL_METRICS_SIZE_1_2 or RK_SCROLL_METRICS_SIZE_1_3, see there;
    any other size below the whole struct is refused). */
typedef struct rk_scroll_metrics {
    /** Set by the caller to sizeof(this struct) before the call (see the struct's description). */
    uint32_t struct_size;
    /** 1 while the user's finger is on the scroll view, else 0. */
    int32_t dragging;
    /** The scroll view's width (>= 0). */
    double viewport_width;
    /** The scroll view's height (>= 0). */
    double viewport_height;
    /** The content height (>= 0). */
    double content_height;
    /** The effective top content inset (safe area included); any finite value. */
    double inset_top;
    /** The effective bottom content inset (safe area included); any finite value. */
    double inset_bottom;
    /** The effective left content inset (safe area included); any finite value. */
    double inset_left;
    /** The vertical content offset; any finite value. */
    double offset_y;
    /** The content width (>= 0). Added in 1.2; read by the trailer. */
    double content_width;
    /** The effective right content inset (safe area included); any finite value. Added in 1.2. */
    double inset_right;
    /** The horizontal content offset; any finite value. Added in 1.2; read by the trailer. */
    double offset_x;
    /** The pan gesture's phase (rk_pan_state). Added in 1.2; the header reads it when it enters
        Refreshing (a cancelled pan asks for no inset or offset, docs/behaviour/header.md §5). */
    rk_pan_state pan;
    /** Padding; set it to 0. */
    uint32_t reserved;
    /** F19 (added in 1.3): the number of items (rows) the list shows, >= 0; 0 means the host does
        not report items (an auto footer's prefetch by item count then waits). Read by the auto
        footer (rk_auto_footer_set_prefetch_items). */
    int64_t item_count;
    /** F19 (added in 1.3): the index of the last item at least partly visible: -1 (none) up to
        item_count - 1; with item_count 0, -1 or 0. */
    int64_t last_visible_item;
    /** 1.5: the index of the first item at least partly visible: -1 (none, or not reported) up to
        item_count - 1; with item_count 0, -1 or 0. Read by the auto header
        (rk_auto_header_set_prefetch_items), which counts the items above it. */
    int64_t first_visible_item;
} rk_scroll_metrics;

/** A host image: RefreshKit keeps its id and size (points), never its pixels. */
typedef struct rk_image {
    /** The host's id for the image; RefreshKit reports it back in "frame-changed". */
    uint64_t id;
    /** Width in points (finite, >= 0). */
    double width;
    /** Height in points (finite, >= 0). */
    double height;
} rk_image;

/** A rectangle in points: origin and size. */
typedef struct rk_rect {
    /** Left edge. */
    double x;
    /** Top edge. */
    double y;
    /** Width (>= 0). */
    double width;
    /** Height (>= 0). */
    double height;
} rk_rect;

/** The GIF's state. Set struct_size to sizeof(rk_footer_gif). */
typedef struct rk_footer_gif {
    /** Set by the caller to sizeof(this struct) before the call (see the struct's description). */
    uint32_t struct_size;
    /** 1 when the GIF view is shown. */
    int32_t visible;
    /** 1 while frames animate on timers. */
    int32_t animating;
    /** 1 when a frame has been shown; 0 until the first (then image_id and index are 0). */
    int32_t has_frame;
    /** The frame shown now: its index in the state's frames. */
    int32_t index;
    /** Padding; always 0. */
    uint32_t reserved;
    /** The frame shown now: the rk_image id of that frame. */
    uint64_t image_id;
} rk_footer_gif;

/**
 * A one-shot completion for the rk_component_* functions (added in 1.4): the same contract as
 * rk_completion_fn, for any member of the family; component is the handle the call named.
 */
typedef void (*rk_component_completion_fn)(void *component, int32_t finished, void *user_data);

/* Load ids (F18, added in 1.3, RefreshKit's own) ------------------------------------------------
 * Every load a member of the family starts has an id: a begin call (rk_*_begin_load returns it),
 * a pull released past the trigger, an auto footer's trigger or tap, a retry, a bound task. A load
 * starts when the component enters Refreshing or WillRefresh from any other state, and ends when
 * it leaves them (WillRefresh to Refreshing is the same load). The "refreshing" trigger is followed
 * by "refreshing-load" (load_id): start the request there and tag it with the id. The response
 * ends the load it belongs to with rk_*_end_load; an end that names a load that is not current
 * (ended by another end, a cancel or a task, superseded, or never started) is refused with
 * RK_ERR_INVALID_STATE and changes nothing. So a slow response can never end the next load, and a
 * second trigger while a load runs starts no second one. rk_*_get_load_id reads the current id.
 * Ids are per component, start at 1 and are never reused; 0 is never an id ("no load"). An id is
 * issued when the begin or restart is called, so a call queued from another thread may start its load
 * after a larger id the loop thread issued meanwhile.
 * The plain begin and end functions keep their meaning: they start and end loads without naming
 * them. From another thread, an end that names a load is checked twice: at the call (refused at
 * once when its load is over and no queued begin will start it) and at dispatch (a load that
 * ended in between: nothing changes and its completion gets finished = 0).
 * ---------------------------------------------------------------------------------------------- */

/** A load's id (F18): nonzero, unique within its component, growing; 0 means "no load". */
typedef uint64_t rk_load_id;

/* Accessibility (F20, added in 1.3, RefreshKit's own) --------------------------------------------
 * A screen reader user cannot see a spinner appear or rows arrive. Every member of the family has
 * an "announcement" (text, priority) signal, which it emits only while a handler is connected (a
 * host without an accessibility bridge pays nothing), in its language (rk_*_set_language):
 *   entering Refreshing                       "Loading"                        RK_ANNOUNCEMENT_LOW
 *   Refreshing to Idle (a load ended)         "Loaded", or with item counts    RK_ANNOUNCEMENT_MEDIUM
 *                                             "Loaded 12 new items"
 *   entering NoMoreData                       "No more data"                   RK_ANNOUNCEMENT_MEDIUM
 *   entering Failed                           the label: the failure's        RK_ANNOUNCEMENT_HIGH
 *                                             message or the Failed title
 * The new items are the item_count of the host's latest metrics (F19) minus the one it reported
 * when the load began: report the new count before ending the load to have it counted (1.5: on a
 * scroll view, less the items rk_scroll_view_content_inserted reported at the other edge
 * meanwhile; rk_scroll_view_content_inserted's items join item_count at once). The
 * wording in every language is RefreshKit's own (the original has none). The text lives for the
 * emission. rk_activate is the accessibility action (what a tap or pull would do), and
 * rk_context_set_reduced_motion the platform's reduced-motion setting.
 * ---------------------------------------------------------------------------------------------- */

/** How urgently an announcement should be spoken (F20, added in 1.3): GTK's
    GtkAccessibleAnnouncementPriority and the web's live-region politeness have the same three. */
typedef int32_t rk_announcement_priority;
enum {
    /** When the reader is idle (a load began). */
    RK_ANNOUNCEMENT_LOW = 0,
    /** After what is being read (a load ended, no more data). */
    RK_ANNOUNCEMENT_MEDIUM = 1,
    /** At once, interrupting (a load failed). */
    RK_ANNOUNCEMENT_HIGH = 2
};

/** How rk_*_end_load ends a load (F18, added in 1.3). */
typedef int32_t rk_load_outcome;
enum {
    /** Loaded: to Idle, as rk_*_end_refreshing. */
    RK_LOAD_DONE = 0,
    /** Loaded, and nothing is left: to NoMoreData, as rk_*_end_refreshing_with_no_more_data
        (the footers and the auto header only; a header or trailer refuses it with
        RK_ERR_INVALID_ARGUMENT). */
    RK_LOAD_NO_MORE_DATA = 1,
    /** Failed (F17): to Failed, as rk_*_end_refreshing_with_failure, with the call's message. */
    RK_LOAD_FAILED = 2,
    /** Canceled by the host (added in 1.5): to Idle as RK_LOAD_DONE, but the component tells
        "load-cancelled" (RK_LOAD_CANCEL_HOST) instead of announcing a load; as
        rk_component_cancel_load. */
    RK_LOAD_CANCELLED = 3
};

/**
 * Why a load ended other than by an end naming it (added in 1.5): the reason of "load-cancelled"
 * (load_id, reason), which every member of the family emits once for such a load, never for one
 * that ended or failed, after the state change it caused (docs/behaviour/component.md §6). Abort
 * the request started for that id there.
 */
typedef int32_t rk_load_cancel_reason;
enum {
    /** rk_component_restart_load started a new load in its place (the component stays Refreshing). */
    RK_LOAD_CANCEL_SUPERSEDED = 0,
    /** The task the component is bound to was canceled (rk_task_cancel). */
    RK_LOAD_CANCEL_TASK_CANCELED = 1,
    /** The component was detached from its scroll view while loading (it goes to Idle). */
    RK_LOAD_CANCEL_DETACHED = 2,
    /** The component is being destroyed: its last signal, while its handle still lives. Not
        emitted by rk_context_destroy, which ends every object without signals. */
    RK_LOAD_CANCEL_DESTROYED = 3,
    /** The host canceled it: rk_component_cancel_load, or rk_component_end_load with
        RK_LOAD_CANCELLED. */
    RK_LOAD_CANCEL_HOST = 4,
    /** A shown auto footer was hidden while loading (it goes to Idle). */
    RK_LOAD_CANCEL_HIDDEN = 5
};

/**
 * Destroys a component of any kind, as its kind's destroy did: its handle dies, its connections end
 * (destroy_notify), pending completions are called with finished = 0 and its timers stop, all before
 * this returns; one attached to an rk_scroll_view is detached. May be called from the component's own
 * handlers. Thread: loop. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD. Added in 1.4.
 */
rk_status rk_component_destroy(void *component);

/**
 * One scroll update for a component that is not attached to an rk_scroll_view (the metrics are
 * copied): it snapshots the insets, moves the component and computes its pulling percent and state as
 * its kind describes. Thread: any; off the loop thread the update is queued and applied at dispatch
 * (dropped if the component is attached by then). Errors: RK_ERR_INVALID_HANDLE,
 * RK_ERR_INVALID_ARGUMENT (metrics NULL, struct_size too small, a NaN or infinite field, a negative
 * width, height or content height, dragging not 0 or 1), RK_ERR_INVALID_STATE (attached to an
 * rk_scroll_view, whose rk_scroll_view_set_metrics drives it; nothing changes). Added in 1.4.
 */
rk_status rk_component_set_metrics(void *component, const rk_scroll_metrics *metrics);

/**
 * Shows or hides the component (0 or 1); a begin while hidden waits in WillRefresh for visibility.
 * Thread: any (queued off the loop thread). Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT
 * (not 0 or 1). Added in 1.4.
 */
rk_status rk_component_set_visible(void *component, int32_t visible);

/**
 * Sets the component's hidden flag (0 or 1), which its view follows. Thread: any (queued). Errors:
 * RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (not 0 or 1). Added in 1.4.
 */
rk_status rk_component_set_hidden(void *component, int32_t hidden);

/**
 * Enables or disables the component's reaction to scroll updates (0 or 1); updates while disabled are
 * remembered, not acted on. Thread: any (queued). Errors: RK_ERR_INVALID_HANDLE,
 * RK_ERR_INVALID_ARGUMENT (not 0 or 1). Added in 1.4.
 */
rk_status rk_component_set_interaction_enabled(void *component, int32_t enabled);

/**
 * Whether the component's alpha follows its pulling percent (0 or 1). Thread: any (queued). Errors:
 * RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (not 0 or 1). Added in 1.4.
 */
rk_status rk_component_set_automatically_change_alpha(void *component, int32_t enabled);

/**
 * The fast and slow animation durations in seconds. Thread: any (queued). Errors:
 * RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (negative, not finite). Added in 1.4.
 */
rk_status rk_component_set_animation_durations(void *component, double fast, double slow);

/**
 * The component's height (footer, header, auto footer; a trailer has a width, not a height). Thread:
 * any (queued). Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (not finite, below 0.001 or
 * above 1e9), RK_ERR_INVALID_STATE (a trailer). Added in 1.4.
 */
rk_status rk_component_set_height(void *component, double height);

/**
 * The bottom inset the footer ignores (footer, auto footer). Thread: any (queued). Errors:
 * RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (not finite, or negative), RK_ERR_INVALID_STATE (a
 * header, auto header or trailer). Added in 1.4.
 */
rk_status rk_component_set_ignored_bottom_inset(void *component, double inset);

/**
 * The number of items the host shows (footer, trailer), which hides the component while it is 0 as
 * its kind describes. Thread: any (queued). Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT
 * (negative), RK_ERR_INVALID_STATE (a header or auto footer). Added in 1.4.
 */
rk_status rk_component_set_data_count(void *component, int64_t count);

/**
 * Begins refreshing (Refreshing, or WillRefresh while not visible). completion is one-shot: called
 * once on the loop thread, finished = 1 when the entering animation ran to its end, 0 otherwise.
 * Thread: any (queued off the loop thread). Errors: RK_ERR_INVALID_HANDLE; on an error completion is
 * not called. Ownership: completion and user_data stay the host's; completion is called exactly once
 * when this returns RK_OK. Added in 1.4.
 */
rk_status rk_component_begin_refreshing(void *component, rk_component_completion_fn completion,
                                        void *user_data);

/**
 * Ends refreshing (back to Idle); completion as rk_component_begin_refreshing. Thread: any (queued:
 * if the component is destroyed before the dispatch that runs it, completion is called with 0).
 * Errors: RK_ERR_INVALID_HANDLE; on an error completion is not called. Ownership: completion and
 * user_data stay the host's; completion is called exactly once when this returns RK_OK. Added in 1.4.
 */
rk_status rk_component_end_refreshing(void *component, rk_component_completion_fn completion,
                                      void *user_data);

/**
 * Ends refreshing into NoMoreData (footer, auto footer, auto header); completion as rk_component_begin_refreshing.
 * Thread: any (queued). Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_STATE (a header or trailer); on
 * an error completion is not called. Ownership: completion and user_data stay the host's; completion
 * is called exactly once when this returns RK_OK. Added in 1.4.
 */
rk_status rk_component_end_refreshing_with_no_more_data(void *component,
                                                        rk_component_completion_fn completion,
                                                        void *user_data);

/**
 * Leaves NoMoreData for Idle (footer, auto footer, auto header); completion as rk_component_begin_refreshing.
 * Thread: any (queued). Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_STATE (a header or trailer); on
 * an error completion is not called. Ownership: completion and user_data stay the host's; completion
 * is called exactly once when this returns RK_OK. Added in 1.4.
 */
rk_status rk_component_reset_no_more_data(void *component, rk_component_completion_fn completion,
                                          void *user_data);

/**
 * Ends refreshing into Failed; the label shows message (copied; NULL: the Failed title). completion
 * as rk_component_begin_refreshing. Thread: any (queued). Errors: RK_ERR_INVALID_HANDLE,
 * RK_ERR_INVALID_ARGUMENT (message invalid UTF-8 or longer than RK_MAX_STRING_BYTES); nothing changes
 * and completion is not called on an error. Ownership: completion and user_data stay the host's;
 * completion is called exactly once when this returns RK_OK. Added in 1.4.
 */
rk_status rk_component_end_refreshing_with_failure(void *component, const char *message,
                                                   rk_component_completion_fn completion, void *user_data);

/**
 * From Failed, begins again as rk_component_begin_refreshing; in any other state it calls completion
 * with 0 and changes nothing. Thread: any (queued: the state is the one at dispatch). Errors:
 * RK_ERR_INVALID_HANDLE (completion not called). Ownership: completion and user_data stay the host's;
 * completion is called exactly once when this returns RK_OK. Added in 1.4.
 */
rk_status rk_component_retry(void *component, rk_component_completion_fn completion, void *user_data);

/**
 * Begins a load as rk_component_begin_refreshing and writes its id to *out_load_id (the id of the
 * load the begin starts; a begin while a load runs starts none, and the id it returns never becomes
 * a load: rk_component_get_load_id reads the current one; see "Load ids"). Thread: any (queued, as
 * rk_component_begin_refreshing). Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (out_load_id
 * NULL); nothing happens and completion is not called on an error. Ownership: completion and
 * user_data stay the host's; completion is called exactly once when this returns RK_OK. Added in 1.4.
 */
rk_status rk_component_begin_load(void *component, rk_component_completion_fn completion, void *user_data,
                                  rk_load_id *out_load_id);

/**
 * Ends the load load_id with outcome (Done, NoMoreData for the footers, Failed with message); see
 * "Load ids". Thread: any (queued; the id is checked at the call and again at dispatch). Errors:
 * RK_ERR_INVALID_HANDLE; RK_ERR_INVALID_ARGUMENT (outcome unknown or NoMoreData on a header or
 * trailer, message not NULL outside RK_LOAD_FAILED, message invalid UTF-8 or too long);
 * RK_ERR_INVALID_STATE (load_id is 0 or not the current load). Nothing changes and completion is not
 * called on an error. Ownership: completion and user_data stay the host's; completion is called
 * exactly once when this returns RK_OK. Added in 1.4.
 */
rk_status rk_component_end_load(void *component, rk_load_id load_id, rk_load_outcome outcome,
                                const char *message, rk_component_completion_fn completion, void *user_data);

/**
 * The current load's id (0: none). Thread: loop. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD,
 * RK_ERR_INVALID_ARGUMENT (out_load_id NULL). Added in 1.4.
 */
rk_status rk_component_get_load_id(void *component, rk_load_id *out_load_id);

/**
 * Cancels the load load_id (added in 1.5; docs/behaviour/component.md §6): the component ends it as
 * rk_component_end_load with RK_LOAD_DONE does (to Idle, its exit animation included) but tells
 * "load-cancelled" (load_id, RK_LOAD_CANCEL_HOST) after the state change instead of announcing a
 * load. Thread: any (queued; the id is checked at the call and again at dispatch, as
 * rk_component_end_load's: a load that ended in between changes nothing). Errors:
 * RK_ERR_INVALID_HANDLE; RK_ERR_INVALID_STATE (load_id 0, or not the current load: ended,
 * superseded, never started, or another component's). Nothing changes on an error.
 */
rk_status rk_component_cancel_load(void *component, rk_load_id load_id);

/**
 * Restarts (added in 1.5): a new load replaces the one under way, which is told as cancelled first
 * ("load-cancelled", its id, RK_LOAD_CANCEL_SUPERSEDED); the component stays Refreshing and fires
 * "refreshing" and "refreshing-load" with the new id at once (when its begin animation still runs,
 * at its end, as a begin's). With no load under way it is rk_component_begin_load. *out_load_id
 * gets the new load's id. Use it when the request behind the load changed (a new search query).
 * Thread: any (queued, as rk_component_begin_load). Errors: RK_ERR_INVALID_HANDLE,
 * RK_ERR_INVALID_ARGUMENT (out_load_id NULL); nothing happens and completion is not called on an
 * error. Ownership: completion and user_data stay the host's; completion is called exactly once
 * when this returns RK_OK (finished = 1 when a load started).
 */
rk_status rk_component_restart_load(void *component, rk_component_completion_fn completion, void *user_data,
                                    rk_load_id *out_load_id);

/**
 * Binds the component to a task (NULL unbinds): it refreshes while the task runs and ends when it
 * ends, as its kind describes (see "Task binder"). Thread: loop. Errors: RK_ERR_INVALID_HANDLE
 * (either handle; a task of another context), RK_ERR_WRONG_THREAD. Added in 1.4.
 */
rk_status rk_component_set_refreshing_with_state_of_task(void *component, rk_task *task);

/**
 * The title of one state (copied; NULL restores the built-in one in the component's language). A
 * header or trailer has no NoMoreData state. Thread: any (queued). Errors: RK_ERR_INVALID_HANDLE,
 * RK_ERR_INVALID_ARGUMENT (unknown state, invalid UTF-8, longer than RK_MAX_STRING_BYTES),
 * RK_ERR_INVALID_STATE (RK_FOOTER_NO_MORE_DATA on a header or trailer). Added in 1.4.
 */
rk_status rk_component_set_title(void *component, rk_refresh_state state, const char *title);

/**
 * Copies one state's title into buf (NUL-terminated, truncated to cap) and its full length to
 * *out_length. Thread: loop. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD,
 * RK_ERR_INVALID_ARGUMENT (unknown state, buf NULL with cap > 0). Added in 1.4.
 */
rk_status rk_component_get_title(void *component, rk_refresh_state state, char *buf, size_t cap,
                                 size_t *out_length);

/**
 * The language of the built-in titles (a BCP 47 tag, copied; unknown ones fall back to English).
 * Thread: any (queued). Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (NULL, invalid UTF-8).
 * Added in 1.4.
 */
rk_status rk_component_set_language(void *component, const char *language);

/**
 * Copies the language tag into buf, as rk_component_get_title. Thread: loop. Errors:
 * RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (buf NULL with cap > 0). Added
 * in 1.4.
 */
rk_status rk_component_get_language(void *component, char *buf, size_t cap, size_t *out_length);

/**
 * Copies what the label shows now into buf, as rk_component_get_title. Thread: loop. Errors:
 * RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (buf NULL with cap > 0). Added
 * in 1.4.
 */
rk_status rk_component_get_label(void *component, char *buf, size_t cap, size_t *out_length);

/**
 * Hides the state label (0 or 1) (footer, header, trailer). Thread: any (queued). Errors:
 * RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (not 0 or 1), RK_ERR_INVALID_STATE (an auto footer).
 * Added in 1.4.
 */
rk_status rk_component_set_label_hidden(void *component, int32_t hidden);

/**
 * The gap between the GIF and the label (footer, header, auto footer). Thread: any (queued). Errors:
 * RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (not finite, or negative), RK_ERR_INVALID_STATE (a
 * trailer). Added in 1.4.
 */
rk_status rk_component_set_label_left_inset(void *component, double inset);

/**
 * The label's measured text width (footer, auto footer, auto header), as a "measure-text" handler would report it.
 * Thread: any (queued). Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (not finite, or
 * negative), RK_ERR_INVALID_STATE (a header or trailer). Added in 1.4.
 */
rk_status rk_component_set_text_width(void *component, double width);

/**
 * One state's GIF frames (copied), at the default duration (footer, header, auto footer). Thread: any
 * (queued). Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (unknown state or one the kind
 * lacks, images NULL with count > 0, count > RK_FOOTER_MAX_FRAMES, a width or height negative or not
 * finite), RK_ERR_INVALID_STATE (a trailer). Added in 1.4.
 */
rk_status rk_component_set_images(void *component, rk_refresh_state state, const rk_image *images,
                                  uint32_t count);

/**
 * One state's GIF frames over one loop of duration seconds. Thread: any (queued). Errors: as
 * rk_component_set_images, and RK_ERR_INVALID_ARGUMENT for a duration that is negative or not finite,
 * or 0 for Pulling or Refreshing with two or more frames. Added in 1.4.
 */
rk_status rk_component_set_images_with_duration(void *component, rk_refresh_state state,
                                                const rk_image *images, uint32_t count, double duration);

/**
 * One state's GIF frames, each with its own duration (copied). Thread: any (queued). Errors: as
 * rk_component_set_images, and RK_ERR_INVALID_ARGUMENT for durations NULL with count > 0, a duration
 * negative or not finite, or not > 0 for Pulling or Refreshing with two or more frames. Added in 1.4.
 */
rk_status rk_component_set_images_with_frame_durations(void *component, rk_refresh_state state,
                                                       const rk_image *images, const double *durations,
                                                       uint32_t count);

/**
 * The GIF view now (footer, header, auto footer). Thread: loop. Errors: RK_ERR_INVALID_HANDLE,
 * RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (out NULL), RK_ERR_INVALID_STATE (a trailer). Added in
 * 1.4.
 */
rk_status rk_component_get_gif(void *component, rk_footer_gif *out);

/**
 * The frame a render loop shows at time t (seconds of the context's clock) (footer, header, auto
 * footer). Thread: loop. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT
 * (t not finite, an out pointer NULL), RK_ERR_NOT_FOUND (no frame shown yet), RK_ERR_INVALID_STATE (a
 * trailer). Added in 1.4.
 */
rk_status rk_component_frame_at(void *component, double t, uint64_t *out_image_id, int32_t *out_index);

/**
 * The component's state. Thread: loop. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD,
 * RK_ERR_INVALID_ARGUMENT (out_state NULL). Added in 1.4.
 */
rk_status rk_component_get_state(void *component, rk_refresh_state *out_state);

/**
 * The component's pulling percent. Thread: loop. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD,
 * RK_ERR_INVALID_ARGUMENT (out_percent NULL). Added in 1.4.
 */
rk_status rk_component_get_pulling_percent(void *component, double *out_percent);

/**
 * The component's alpha (1 unless rk_component_set_automatically_change_alpha makes it follow the
 * pulling percent). Thread: loop. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD,
 * RK_ERR_INVALID_ARGUMENT (out_alpha NULL). Added in 1.4.
 */
rk_status rk_component_get_alpha(void *component, double *out_alpha);

/** @} */

/** @defgroup rk_footer Footer
 * The "pull up to load more" back footer: its own functions and its signals.
 * @{
 */

/* ------------------------------------------------------------------------------------------------
 * Footer: MJRefresh's "pull up to load more" back footer with per-state GIF frames, headless.
 *
 * The host reports its scroll view's metrics; the footer answers with signals: which state it is
 * in, which GIF frame to draw, where to draw it, what the label says, and which bottom inset and
 * content offset the scroll view should take (the original wrote the scroll view directly; here the
 * footer asks, takes its request as applied, and reads the host's next metrics). A new footer is
 * visible, in English, Idle, with pulling percent 0, height 44, label left inset 20, animation
 * durations 0.25 s (fast) and 0.4 s (slow).
 *
 * Behaviour follows MJRefresh 3.7.9 (state machine, back-footer geometry, titles, GIF table) except
 * these deliberate fixes:
 *  F1 Commands act synchronously, in call order, end calls included (the original defers the end
 *     calls a main-queue turn: its issues #642, #1025, #1147). Commands called off the loop thread
 *     are queued to it and run at dispatch, in order (see "Threads" at each function).
 *  F2 A transition ends the pending work of the one before it: the "refreshing" trigger never fires
 *     after the footer has left Refreshing (issues #1020, #642), and a superseded exit animation
 *     does not reset the percent.
 *  F3 Completions are one-shot, passed with the call, and each is called exactly once with
 *     finished = 1 when its animation ran to the end (at once for a transition without animation,
 *     such as NoMoreData to Idle), or 0 when a later transition superseded it, the call caused no
 *     transition, or the footer was destroyed first (then during the destroy call). A begin
 *     completion passed while the footer is not visible waits for the Refreshing that visibility
 *     brings. Persistent reactions are signals.
 *  F4 Entering Idle stops a running GIF animation and shows the Idle frame for the current percent.
 *  F5 NaN and infinite numbers, negative sizes and negative durations are rejected with
 *     RK_ERR_INVALID_ARGUMENT and change nothing, and so are lengths (metrics, insets, heights,
 *     widths, image sizes) beyond ±1e9 points and footer heights below 0.001, so that every value
 *     the footer reports stays finite; a zero duration is rejected where two or more
 *     frames would animate (Pulling and Refreshing; Idle frames follow the percent). A negative
 *     percent clamps to 0, a negative GIF width to 0, alpha to [0, 1].
 *  F6 The footer frame follows every metrics change (the original: content-size changes only),
 *     from the inset snapshot, which, as in the original, is frozen while Refreshing.
 *  F7 Built-in titles in en, zh-Hans, zh-Hant, ko, ru, uk; the language is set through the API and
 *     "zh-CN" means Simplified Chinese; custom titles survive a language change.
 * Other decisions: a hidden GIF (NoMoreData) does not animate; images set for the state being shown
 * take effect at once; a NULL title restores the built-in one.
 *
 * Signals (object = the rk_footer *): each is listed, with its handler's type, when it is emitted
 * and what the host should do, at its typed connect (rk_footer_connect_state_changed and the other
 * rk_footer_connect_* functions, at the end of this header) and in man 7 refreshkit-signals.
 * Effects of one call are emitted in the order they happen. A footer call made from inside one of
 * its handlers takes effect at once, and its signals follow those still pending from the outer
 * call, so every handler sees the footer's changes in order.
 * ---------------------------------------------------------------------------------------------- */

/** The footer's layout. Set struct_size to sizeof(rk_footer_layout) before the query. */
typedef struct rk_footer_layout {
    /** Set by the caller to sizeof(this struct) before the call (see the struct's description). */
    uint32_t struct_size;
    /** RK_CONTENT_MODE_RIGHT while the label shows, RK_CONTENT_MODE_CENTER when it is hidden. */
    rk_content_mode content_mode;
    /** The footer in content coordinates: x = -inset_left, y = max(content, visible height) +
        ignored bottom inset, the viewport's width, the footer's height. */
    rk_rect footer;
    /** The GIF view in footer coordinates: the bounds, or with the label showing
        width = max(0, W/2 - label_left_inset - text_width/2). */
    rk_rect gif;
} rk_footer_layout;

/** The footer's geometry and requests. Set struct_size to sizeof(rk_footer_geometry). */
typedef struct rk_footer_geometry {
    /** Set by the caller to sizeof(this struct) before the call (see the struct's description). */
    uint32_t struct_size;
    /** Padding; always 0. */
    uint32_t reserved;
    /** Footer height h. */
    double height;
    /** The offset at which the footer's top edge reaches the visible bottom. */
    double happen_offset;
    /** Idle becomes Pulling past it while dragging: happen_offset + h. */
    double trigger_offset;
    /** The bottom inset the footer has asked for, or the host's last one. */
    double bottom_inset;
    /** The content offset the footer has asked for, or the host's last one. */
    double offset_y;
    /** The bottom inset added at the start of the last refresh, removed at its end. */
    double bottom_delta;
} rk_footer_geometry;

/**
 * A one-shot completion: called exactly once on the loop thread, with finished = 1 when the
 * animation it waited for ran to its end, 0 otherwise (see F3). footer may already be destroyed
 * when finished is 0; do not use it then.
 */
typedef void (*rk_completion_fn)(rk_footer *footer, int32_t finished, void *user_data);

/**
 * Creates a footer in ctx. Ownership: the caller's (rk_footer_destroy, or the context's destroy).
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (out_footer NULL),
 * RK_ERR_LIMIT. Thread: loop.
 */
rk_status rk_footer_create(rk_context *ctx, rk_footer **out_footer);

/** Sets both animation durations to 0. Errors: RK_ERR_INVALID_HANDLE. Thread: any (queued). */
rk_status rk_footer_set_animation_disabled(rk_footer *footer);

/** The layout (see rk_footer_layout). Errors: as rk_footer_get_state, and RK_ERR_INVALID_ARGUMENT
    when out->struct_size is too small. */
rk_status rk_footer_get_layout(rk_footer *footer, rk_footer_layout *out);

/** The geometry and requests (see rk_footer_geometry). Errors: as rk_footer_get_layout. */
rk_status rk_footer_get_geometry(rk_footer *footer, rk_footer_geometry *out);

/** @} */

/** @defgroup rk_header Header
 * The "pull down to refresh" header: its own functions and its signals.
 * @{
 */

/* ------------------------------------------------------------------------------------------------
 * Header: MJRefresh's "pull down to refresh" header, headless (added in 1.2). Two styles:
 * RK_HEADER_STYLE_NORMAL (the arrow that turns and the activity spinner, as signals) and
 * RK_HEADER_STYLE_GIF (per-state images, as the footer's). It shares the footer's machine: the
 * states (rk_footer_state numbers; a header has no RK_FOOTER_NO_MORE_DATA), begin/end with
 * one-shot completions (F1-F3), alpha and auto-alpha, durations, languages and titles (F7).
 *
 * Geometry (T0 the base top inset, h the height, gT the ignored top inset, y the offset):
 *   the header sits at y = -h - gT, just above the content (gT moves it, never a threshold);
 *   happen_offset = -T0 (the header's bottom edge meets the top of the visible area);
 *   trigger_offset = -T0 - h: dragging strictly above it turns Idle into Pulling, back at or below
 *   it returns to Idle; letting go while Pulling begins refreshing;
 *   pulling percent = (-T0 - y) / h, for y <= -T0 (at rest too).
 * While refreshing, the header adds c = clamp(-y - T0, 0, h) to the top inset (all of h when it is
 * pulled fully into view, the part in view, nothing once the content scrolled up past the rest
 * line), re-evaluated on every update, and asks for a new inset only when the value moves by more
 * than FLT_EPSILON.
 *
 * Deliberate fixes beside the footer's F1-F7:
 *  F8  Additive inset: the header remembers exactly what it added (c) and asks for
 *      reported - c_old + c_new; at the end it removes exactly c. The base inset T0 is read live
 *      (the reported inset minus c), so an inset another party changes is never lost or doubled.
 *      A host applies "inset-requested" to the inset it reports in the next update.
 *  F11 A calendar-correct "Today": same year, month and day in the time zone the host gives
 *      (rk_header_set_utc_offset for one header; since 1.4 rk_context_set_utc_offset for every
 *      header of the context without one of its own), Gregorian calendar, ASCII digits, the
 *      original patterns " HH:mm" (today), "MM-dd HH:mm" (this year), "yyyy-MM-dd HH:mm". Since
 *      1.4 the host may make the text itself (rk_header_set_last_updated_formatter, the original's
 *      lastUpdatedTimeText block).
 *  F12 The last-updated times live in the context (rk_context_set_last_updated and friends): the
 *      header stamps its key with the wall clock when it leaves Refreshing for Idle; the host reads,
 *      writes, imports and exports the store (persistence is the host's); the default key
 *      "MJRefreshHeaderLastUpdatedTimeKey" is shared by every header of the context (as the
 *      original's); a custom key survives a language change.
 *  F15 The time label takes the full bounds when the state label is hidden; only visible labels are
 *      measured.
 *  F16 One animation model: every request carries its target value and duration at the moment of
 *      the transition (the original's collection-view workaround has no equivalent).
 *
 * Signals (object = the rk_header *): each is listed, with its handler's type, when it is emitted
 * and what the host should do, at its typed connect (rk_header_connect_state_changed and the other
 * rk_header_connect_* functions, at the end of this header) and in man 7 refreshkit-signals.
 * Effects of one call are emitted in the order they happen, and a call made from a handler follows
 * the signals still pending (as the footer's). As the footer's, the setters and commands may be
 * called from any thread: off the loop thread they are queued and applied at dispatch, in order
 * (their arguments are checked at the call); create, destroy, the queries and
 * rk_header_set_last_updated_formatter (it takes a destroy_notify, as rk_connect) are loop-only.
 * ---------------------------------------------------------------------------------------------- */

/** Which of MJRefresh's header classes. */
typedef int32_t rk_header_style;
enum {
    /** MJRefreshNormalHeader: the arrow and the activity spinner. */
    RK_HEADER_STYLE_NORMAL = 0,
    /** MJRefreshGifHeader: per-state images. */
    RK_HEADER_STYLE_GIF = 1
};

/** The header's layout. Set struct_size to sizeof(rk_header_layout) before the query. */
typedef struct rk_header_layout {
    /** Set by the caller to sizeof(this struct) before the call (see the struct's description). */
    uint32_t struct_size;
    /** The header's style. */
    rk_header_style style;
    /** The header in content coordinates: x = -inset_left, y = -h - gT, the viewport's width, h. */
    rk_rect header;
    /** The state label in header coordinates: the top half when both labels show, else the bounds
        (a hidden label keeps the bounds; the host does not draw it). */
    rk_rect state_label;
    /** The last-updated label in header coordinates: the bottom half when both labels show, else
        the bounds (F15: the bounds when the state label is hidden). */
    rk_rect time_label;
    /** Normal style: the arrow's rect in header coordinates; zero for the GIF style. */
    rk_rect arrow;
    /** Normal style: the spinner's rect (centred on the arrow's); zero for the GIF style. */
    rk_rect spinner;
    /** GIF style: the GIF view's rect in header coordinates; zero for the normal style. */
    rk_rect gif;
    /** GIF style: how the image sits in its rect; 0 for the normal style. */
    rk_content_mode content_mode;
    /** Padding; always 0. */
    uint32_t reserved;
} rk_header_layout;

/** The header's geometry and inset. Set struct_size to sizeof(rk_header_geometry). */
typedef struct rk_header_geometry {
    /** Set by the caller to sizeof(this struct) before the call (see the struct's description). */
    uint32_t struct_size;
    /** Padding; always 0. */
    uint32_t reserved;
    /** Header height h. */
    double height;
    /** The base top inset T0: the top inset last reported minus what the header added (F8), also
        while the header is hidden or takes no interaction (it keeps every update's metrics). */
    double base_top;
    /** -T0: where the header's bottom edge meets the top of the visible area. */
    double happen_offset;
    /** -T0 - h: Idle becomes Pulling strictly above it while dragging. */
    double trigger_offset;
    /** c: what the header adds to the top inset now (0 outside Refreshing). A height change while
        refreshing takes effect at the next update (c may exceed the new h until then). */
    double top_contribution;
    /** gT: the ignored top inset. */
    double ignored_top_inset;
} rk_header_geometry;

/**
 * A header's one-shot completion: called exactly once on the loop thread, with finished = 1 when
 * the animation it waited for ran to its end, 0 otherwise (F3). header may already be destroyed when
 * finished is 0; do not use it then.
 */
typedef void (*rk_header_completion_fn)(rk_header *header, int32_t finished, void *user_data);

/**
 * Creates a header in the context: Idle, English, height 54, percent 0, alpha 1, visible, its
 * last-updated key the shared default. Owned by the caller until rk_header_destroy (or the
 * context's destroy). Its time text is made at once: the context's store is read and its wall clock
 * called (from inside this call).
 * Errors: RK_ERR_INVALID_HANDLE (ctx), RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (style out of
 * range, out_header NULL), RK_ERR_LIMIT. Thread: loop.
 */
rk_status rk_header_create(rk_context *ctx, rk_header_style style, rk_header **out_header);

/** gT, the ignored top inset ([0, 1e9]): moves the header up without moving a threshold. Errors:
    RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT. Thread: any (queued). */
rk_status rk_header_set_ignored_top_inset(rk_header *header, double inset);

/** The last-updated label's text (docs/behaviour/header.md §6), copied as rk_header_get_title.
    Errors as there. Thread: loop. */
rk_status rk_header_get_time_label(rk_header *header, char *buf, size_t cap, size_t *out_length);

/** Hides (1) the last-updated label (its text freezes) or shows it (0, recomputed). Errors:
    RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT. Thread: any (queued). */
rk_status rk_header_set_time_label_hidden(rk_header *header, int32_t hidden);

/** The widths of the state text and the time text used when no measure-text handler is connected
    ([0, 1e9] each). Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT.
    Thread: any (queued). */
rk_status rk_header_set_text_widths(rk_header *header, double state_width, double time_width);

/** The normal style's arrow and spinner sizes (defaults 15x40 and 20x20; [0, 1e9] each). Errors:
    RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT. Thread: any (queued). */
rk_status rk_header_set_visual_sizes(rk_header *header, double arrow_width, double arrow_height,
                                     double spinner_width, double spinner_height);

/** The key this header reads and stamps in the context's store (F12; default
    "MJRefreshHeaderLastUpdatedTimeKey"). Copied; it survives a language change. Errors:
    RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (NULL, empty, invalid UTF-8,
    longer than RK_LAST_UPDATED_KEY_MAX bytes). Thread: any (queued). */
rk_status rk_header_set_last_updated_key(rk_header *header, const char *key);

/** The key, copied as rk_header_get_title. Errors as there. Thread: loop. */
rk_status rk_header_get_last_updated_key(rk_header *header, char *buf, size_t cap, size_t *out_length);

/** A fixed text shown instead of the formatted time; NULL returns to the formatted text. Copied.
    While set it wins over a last-updated formatter (rk_header_set_last_updated_formatter), which is
    then not called. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (invalid UTF-8).
    Thread: any (queued). */
rk_status rk_header_set_last_updated_text(rk_header *header, const char *text);

/** The time zone for "Today" and the clock (F11), in seconds east of UTC, within +-18 hours. Until
    it is set the header follows its context's (rk_context_set_utc_offset, default 0); once set,
    the header keeps its own. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (out of
    range). Thread: any (queued). */
rk_status rk_header_set_utc_offset(rk_header *header, int32_t seconds);

/**
 * What a last-updated formatter is given (added in 1.4): what the built-in text would be made from.
 * Read-only, valid during the call. Later versions may append fields: read a field only when
 * struct_size covers it.
 */
typedef struct rk_last_updated_info {
    /** The size of the struct the library filled (sizeof(rk_last_updated_info) in 1.4). */
    uint32_t struct_size;
    /** 1: time holds the time stored under the header's key; 0: nothing is stored there (the
        built-in text says "No record"). */
    int32_t has_time;
    /** The stored time, seconds since 1970-01-01 00:00 UTC; 0 when has_time is 0. */
    double time;
    /** 1: now holds the context's wall clock (rk_context_set_wall_clock) read at this recompute;
        0: the reading was unusable (the built-in text then counts no date as today). */
    int32_t has_now;
    /** The time zone the built-in text uses, seconds east of UTC: the header's own
        (rk_header_set_utc_offset), else its context's (rk_context_set_utc_offset). */
    int32_t utc_offset;
    /** The wall clock at this recompute, seconds since 1970-01-01 00:00 UTC; 0 when has_now is 0. */
    double now;
} rk_last_updated_info;

/** What a last-updated formatter returns for "the built-in text this time" (added in 1.4). */
#define RK_LAST_UPDATED_BUILT_IN ((size_t)-1)

/** The size of the buffer a last-updated formatter is first called with (added in 1.4). */
#define RK_LAST_UPDATED_FIRST_CAP 256

/** Why a last-updated formatter's text was refused: the reason of "time-text-refused" (added in
    1.4). The built-in text is shown instead. */
enum {
    /** The text is not valid UTF-8, or has a NUL byte within the length returned. */
    RK_TIME_TEXT_INVALID_UTF8 = 1,
    /** The length returned is above RK_MAX_STRING_BYTES (RK_LAST_UPDATED_BUILT_IN aside). */
    RK_TIME_TEXT_TOO_LONG = 2,
    /** Called again with a buffer of the length it asked for, it asked for more. */
    RK_TIME_TEXT_SIZE_CHANGED = 3
};

/**
 * A header's last-updated formatter (added in 1.4; the original's lastUpdatedTimeText block): makes
 * the time label's text from info, as snprintf makes text. It writes at most cap bytes into buf, the
 * text and a terminating NUL, and returns the text's full length in bytes, without the NUL:
 *   - a length below cap: the text is buf's first length bytes;
 *   - a length of cap or more: it did not fit, and the formatter is called once more with the same
 *     info and a buffer of length + 1 bytes (the first call's cap is RK_LAST_UPDATED_FIRST_CAP);
 *     if that call asks for more again, the text is refused (RK_TIME_TEXT_SIZE_CHANGED);
 *   - RK_LAST_UPDATED_BUILT_IN: the built-in text, made from the same info, is shown.
 * The text must be valid UTF-8 without a NUL byte, at most RK_MAX_STRING_BYTES long; a text that is
 * not is refused: the header emits "time-text-refused" with the reason (RK_TIME_TEXT_*), then shows
 * the built-in text. The text is copied; an empty text is a text (the label shows nothing).
 *
 * When: at every recompute of the time text while the time label is shown and no fixed text is set
 * (rk_header_set_last_updated_text wins over the formatter): when the formatter is set, when the
 * key is set, at every state change (after a refresh ends, with the time it stamped), on a language
 * change, when the time label is shown again, when the header's time zone is set or (for a header
 * without one) its context's changes, and at the first scroll update after the time stored under
 * the key changed. Never while the time label is hidden, never as time passes. The formatter runs
 * on the loop thread, once the signals the recomputing call had queued are delivered (as a
 * "measure-text" handler is asked), before the header's "layout-changed": the text shows in
 * "time-label-changed" (when it differs from the text shown) and in rk_header_get_time_label from
 * then on, so a handler of an earlier signal of the same call still reads the previous text. A call
 * into RefreshKit returns with the formatter's text in place.
 *
 * Reentrancy: the formatter may call RefreshKit as a signal handler may (rk_context_destroy returns
 * RK_ERR_BUSY). A call that recomputes the text of this header (any of the above: its key, its
 * language, its formatter, a fixed text, a time zone, its state) drops the answer being made, and
 * the new recompute asks again: after 8 calls in a row whose answer was dropped, the built-in text
 * is shown. Hiding the time label drops the answer too (the text stays as it was). A formatter that
 * destroys its header has its answer dropped.
 */
typedef size_t (*rk_last_updated_formatter)(rk_header *header, const rk_last_updated_info *info, char *buf,
                                           size_t cap, void *user_data);

/**
 * Makes fn the header's last-updated formatter (added in 1.4; see rk_last_updated_formatter), or
 * with fn NULL returns the header to the built-in text. Either way the text is recomputed at once:
 * fn is called from inside this call (unless the time label is hidden or a fixed text is set; made
 * from inside this header's own signal delivery, the call returns first and fn is asked when that
 * delivery reaches it, as every recompute made there).
 * Ownership: user_data stays the host's; destroy_notify (may be NULL) runs exactly once, on the loop
 * thread, with user_data, when this formatter is replaced (by another call of this function, even
 * with the same fn and user_data, or by fn NULL), when the header is destroyed, or when its context
 * is destroyed; if that happens while fn runs, after fn returns. The previous formatter's
 * destroy_notify runs from inside this call, after the new one is set.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (fn NULL with a
 * destroy_notify: there is nothing to release). On an error nothing changes and destroy_notify is
 * not called. Thread: loop (it takes a destroy_notify, as rk_connect).
 */
rk_status rk_header_set_last_updated_formatter(rk_header *header, rk_last_updated_formatter fn, void *user_data,
                                               rk_destroy_notify destroy_notify);

/** The layout last told in "layout-changed" (before the first one, the layout for the current
    metrics). Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (NULL,
    struct_size too small). Thread: loop. */
rk_status rk_header_get_layout(rk_header *header, rk_header_layout *out);

/** The geometry. Errors as rk_header_get_layout. Thread: loop. */
rk_status rk_header_get_geometry(rk_header *header, rk_header_geometry *out);

/** The longest last-updated key, in bytes. */
#define RK_LAST_UPDATED_KEY_MAX 1024
/** The most keys a context's last-updated store holds. */
#define RK_LAST_UPDATED_MAX_KEYS 4096

/**
 * The wall clock the context's headers stamp and compare with (F11, F12): seconds since
 * 1970-01-01 00:00 UTC. Default (fn NULL): the system's real-time clock. A reading that is not
 * finite or outside years 1 to 9999 is ignored: nothing is stamped, and no date counts as today.
 * user_data is the caller's; it must outlive the context or the next call. The clock is called on
 * the loop thread only, and must not call into RefreshKit (as rk_context_set_clock's).
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD. Thread: loop.
 */
rk_status rk_context_set_wall_clock(rk_context *ctx, rk_clock_fn fn, void *user_data);

/**
 * Stores a last-updated time (seconds since 1970 UTC, within years 1 to 9999:
 * [-62135596800, 253402300799]) under key, as a header
 * leaving Refreshing does: how a host imports what it persisted. Every header of the context
 * reading the key shows it at its next recompute (an update or a state change). key is copied.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (key NULL, empty,
 * invalid UTF-8 or longer than RK_LAST_UPDATED_KEY_MAX; time out of range), RK_ERR_LIMIT (a new key
 * beyond RK_LAST_UPDATED_MAX_KEYS). Thread: loop.
 */
rk_status rk_context_set_last_updated(rk_context *ctx, const char *key, double time);

/** The time stored under key. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD,
    RK_ERR_INVALID_ARGUMENT (as rk_context_set_last_updated; out_time NULL), RK_ERR_NOT_FOUND (no
    time under key). Thread: loop. */
rk_status rk_context_get_last_updated(rk_context *ctx, const char *key, double *out_time);

/** Removes key's time (headers then show the "no record" text). Errors: as
    rk_context_get_last_updated. Thread: loop. */
rk_status rk_context_remove_last_updated(rk_context *ctx, const char *key);

/**
 * The time zone of the context's headers (added in 1.4), in seconds east of UTC within +-18 hours
 * (default 0, UTC): every header of the context that was not given one with
 * rk_header_set_utc_offset uses it for "Today" and the clock, headers created later included. Those
 * headers recompute their time text from inside this call, in creation order ("time-label-changed",
 * their formatters), even when the value does not change.
 * Errors: RK_ERR_INVALID_ARGUMENT (out of range; checked first), RK_ERR_INVALID_HANDLE,
 * RK_ERR_WRONG_THREAD. Nothing changes on an error. Thread: loop.
 */
rk_status rk_context_set_utc_offset(rk_context *ctx, int32_t seconds);

/** The context's time zone (added in 1.4), as rk_context_set_utc_offset set it. Errors:
    RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (out_seconds NULL).
    Thread: loop. */
rk_status rk_context_get_utc_offset(rk_context *ctx, int32_t *out_seconds);

/**
 * How a host exports the store: the entry at index (0 <= index < *out_count, in key order): its key
 * copied into buf as rk_header_get_title copies, its time into *out_time. Any pointer but out_count
 * may be NULL (then nothing is written there). *out_count is written on RK_OK and RK_ERR_NOT_FOUND
 * alike, so a call with index 0 tells the count of an empty store too.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (out_count NULL, buf
 * NULL with cap > 0), RK_ERR_NOT_FOUND (index >= the count; *out_count is still written). Thread: loop.
 */
rk_status rk_context_last_updated_entry(rk_context *ctx, uint32_t index, char *buf, size_t cap,
                                        size_t *out_length, double *out_time, uint32_t *out_count);

/** @} */

/** @defgroup rk_auto_footer Auto footer
 * The footer that loads when the end of the content comes into view: its own functions and its
 * signals.
 * @{
 */

/* ------------------------------------------------------------------------------------------------
 * Auto footer: MJRefresh's auto footer (loads when the end of the content comes into view),
 * headless; added in 1.2. Two styles: RK_AUTO_FOOTER_STYLE_NORMAL (MJRefreshAutoNormalFooter: the
 * label and an activity spinner, as a signal) and RK_AUTO_FOOTER_STYLE_GIF
 * (MJRefreshAutoGifFooter: the label and per-state images). It shares the footer's machine (the
 * states as rk_footer_state numbers, NoMoreData included; begin/end with one-shot completions,
 * F1-F3; alpha and auto-alpha; durations; languages and titles, F7). A new auto footer is Idle,
 * English, 44 high, visible, not attached, percent 0, alpha 1, its trigger percent 1, automatic
 * refresh on, its trigger budget 1 (autoTriggerTimes), label left inset 25 (GIF style 20).
 *
 * Geometry (H the viewport height, C the content height, T the top inset, B the bottom inset the
 * host reports, which holds the footer's own contribution while it is attached and shown, h the
 * height, r the trigger percent, gB the ignored bottom inset, y the offset):
 *   the footer sits right after the last row, at y = C + gB (even with short content);
 *   the content is tall when T + C > H (B and h are not counted);
 *   the offset rule's line: trigger_offset = C - H + B - h * (1 - r): r = 1 is the largest
 *   offset, r = 0 the footer's top edge at the bottom of the view, r < 0 earlier, r > 1 only in
 *   overscroll;
 *   the pan-end line: pan_end_offset = C + B - H when tall, -T when short (whatever r).
 * Attached (to an rk_scroll_view, or by its first rk_auto_footer_set_metrics when alone) and shown,
 * the footer adds c = h to the bottom inset (docs/behaviour/auto-footer.md §2, F8: it asks for B0 +
 * h, B0 = B - c read live, and gives exactly c back when it is hidden, detached or destroyed; a
 * height change, such as images taller than h, asks for B0 + the new h at once). It never changes
 * the inset when it enters or leaves Refreshing, and never computes a percent: the percent becomes
 * 1 at the first begin and stays 1 (docs/behaviour/auto-footer.md §8, kept).
 *
 * What loads (docs/behaviour/auto-footer.md §4-§6, in Idle only; hidden or interaction-disabled
 * footers take no pan or offset, but keep the previous offset):
 *   the offset rule: automatic refresh on, the frame not at y = 0 (an empty list), tall content,
 *   y >= trigger_offset and y > the previous offset (the last one the footer saw, reported or
 *   requested), and y > -T (F13, below);
 *   the pan-end rule: the update's pan is RK_PAN_ENDED and its offset y >= pan_end_offset (read in
 *   the same update; automatic refresh does not matter: a "release to load" footer);
 *   a tap (rk_auto_footer_tap) on a shown, Idle footer that takes interaction;
 *   rk_auto_footer_begin_refreshing, from any state but Refreshing.
 * A load the offset rule starts while dragging, or the pan-end rule starts, is a drag load: it
 * needs the budget and uses one unit of it when it enters Refreshing. A load the offset rule starts
 * while not dragging (deceleration) is never blocked and never counted (as the original).
 *
 * Entering Refreshing has no animation: in the same call the state, label, spinner or GIF, then
 * "refreshing", then the begin completion (finished = 1, also when a "refreshing" handler ended the
 * load at once). Leaving it (to Idle or NoMoreData) emits the state, label, spinner or GIF, then,
 * with paging on, the paging offset request (y - B over the slow duration), then
 * "end-animation-began", then the end completion: at once, or at the end of the paging animation.
 * Alpha: a begin asks for alpha 1 over the fast duration; the end does not fade.
 *
 * Deliberate fixes beside F1-F7 (docs/FIXES.md#f8 to #f13):
 *  F8  Additive inset: the footer remembers exactly what it added (c = h) and removes exactly c,
 *      so a host inset changed meanwhile, or images that grew h, leave no residue (the original's
 *      stray -16 and -4 points).
 *  F9  A trigger budget with no residue: a pan that begins (RK_PAN_BEGAN) refills the budget to
 *      autoTriggerTimes in every state (the original only in Idle); a drag load uses one unit when
 *      it actually enters Refreshing; a blocked attempt changes nothing (the original kept a stale
 *      flag that swallowed the next retry); rk_auto_footer_begin_refreshing and taps are never
 *      blocked and never counted; -1 is unlimited; other values <= 0 allow no drag load.
 *  F10 Entering Refreshing emits the state, label, spinner and GIF before "refreshing" and the
 *      begin completion (the original ran its callbacks first); every exit emits
 *      "end-animation-began" (the original only with paging), before the end completion.
 *  F13 No auto-load from the top edge: the offset rule also needs y > -T, so a negative trigger
 *      percent does not load when a header springs back (MJRefresh #1500, #1618).
 * Other decisions: a language change keeps refreshingTitleHidden (the original showed the
 * Refreshing title after it); refreshingTitleHidden itself shows at the next state change (as the
 * original), its layout at once; a zero duration is refused for Refreshing frames only (no other
 * state's frames are ever shown); a hidden footer cannot be tapped.
 * As the footer's, the setters and commands may be called from any thread (queued off the loop
 * thread, their arguments checked at the call); create, destroy and the queries are loop-only.
 *
 * Signals (object = the rk_auto_footer *): each is listed, with its handler's type, when it is emitted
 * and what the host should do, at its typed connect (rk_auto_footer_connect_state_changed and the other
 * rk_auto_footer_connect_* functions, at the end of this header) and in man 7 refreshkit-signals.
 * Effects of one call are emitted in the order they happen, and a call made from a handler follows
 * the signals still pending (as the footer's).
 * ---------------------------------------------------------------------------------------------- */

/** Which of MJRefresh's auto footer classes. */
typedef int32_t rk_auto_footer_style;
enum {
    /** MJRefreshAutoNormalFooter: the label and the activity spinner. */
    RK_AUTO_FOOTER_STYLE_NORMAL = 0,
    /** MJRefreshAutoGifFooter: the label and per-state images. */
    RK_AUTO_FOOTER_STYLE_GIF = 1
};

/** The auto footer's layout. Set struct_size to sizeof(rk_auto_footer_layout) before the query. */
typedef struct rk_auto_footer_layout {
    /** Set by the caller to sizeof(this struct) before the call (see the struct's description). */
    uint32_t struct_size;
    /** The footer's style. */
    rk_auto_footer_style style;
    /** The footer in content coordinates: x = -inset_left, y = C + gB, the viewport's width, h. */
    rk_rect footer;
    /** The label (the tap target) in footer coordinates: the bounds. */
    rk_rect label;
    /** Normal style: the spinner's rect in footer coordinates, centred at (W/2 - (tw/2 + L), h/2),
        tw the label text's width (0 for an empty label), L the label left inset, or at (W/2, h/2)
        with the refreshing title hidden; zero for the GIF style. */
    rk_rect spinner;
    /** GIF style: the GIF view's rect in footer coordinates: the bounds with the refreshing title
        hidden, else width max(0, W/2 - L - tw/2); zero for the normal style. */
    rk_rect gif;
    /** GIF style: RK_CONTENT_MODE_CENTER with the refreshing title hidden, else
        RK_CONTENT_MODE_RIGHT; 0 for the normal style. */
    rk_content_mode content_mode;
    /** Padding; always 0. */
    uint32_t reserved;
} rk_auto_footer_layout;

/** The auto footer's geometry and trigger state. Set struct_size to sizeof(rk_auto_footer_geometry). */
typedef struct rk_auto_footer_geometry {
    /** Set by the caller to sizeof(this struct) before the call (see the struct's description). */
    uint32_t struct_size;
    /** 1 when the content is tall (T + C > H). */
    int32_t tall;
    /** Footer height h. */
    double height;
    /** B0: the bottom inset without the footer's contribution (F8). */
    double base_bottom;
    /** c: what the footer adds to the bottom inset now (h while attached and shown, else 0). */
    double bottom_contribution;
    /** r, the trigger percent. */
    double trigger_percent;
    /** The offset rule's line, C - H + B - h * (1 - r). */
    double trigger_offset;
    /** The pan-end rule's line: C + B - H when tall, -T when short. */
    double pan_end_offset;
    /** -T: the offset rule loads only below it (F13). */
    double top_rest_offset;
    /** gB: the ignored bottom inset. */
    double ignored_bottom_inset;
    /** The offset the footer saw before its current one, reported or requested (the offset
        rule's "previous offset"). */
    double previous_offset;
    /** 1 while attached (to a scroll view, or by a lone footer's first update). */
    int32_t attached;
    /** 1 when the offset rule is on (rk_auto_footer_set_automatically_refresh). */
    int32_t automatically_refresh;
    /** 1 when the scroll view pages (rk_auto_footer_set_paging_enabled). */
    int32_t paging_enabled;
    /** n, autoTriggerTimes (-1 unlimited). */
    int32_t auto_trigger_times;
    /** k, the drag loads left in this drag (-1 unlimited). */
    int32_t remaining_trigger_times;
    /** Padding; always 0. */
    uint32_t reserved;
} rk_auto_footer_geometry;

/**
 * An auto footer's one-shot completion: called exactly once on the loop thread, finished = 1 when
 * what it waited for ran to its end, 0 otherwise (F3). auto_footer may already be destroyed when
 * finished is 0; do not use it then.
 */
typedef void (*rk_auto_footer_completion_fn)(rk_auto_footer *auto_footer, int32_t finished, void *user_data);

/**
 * Creates an auto footer in the context (see the section's description for its defaults). Owned
 * by the caller until rk_auto_footer_destroy (or the context's destroy).
 * Errors: RK_ERR_INVALID_HANDLE (ctx), RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (style out of
 * range, out_auto_footer NULL), RK_ERR_LIMIT. Thread: loop.
 */
rk_status rk_auto_footer_create(rk_context *ctx, rk_auto_footer_style style, rk_auto_footer **out_auto_footer);

/** r, triggerAutomaticallyRefreshPercent (default 1): any finite value within +-1e9, negative
    included (it loads earlier; F13 keeps it off the top edge). Errors: RK_ERR_INVALID_HANDLE,
    RK_ERR_INVALID_ARGUMENT (not finite or beyond +-1e9). Thread: any (queued). */
rk_status rk_auto_footer_set_trigger_percent(rk_auto_footer *auto_footer, double percent);

/** Turns the offset rule on (1, default) or off (0); the pan-end rule and taps stay. Errors:
    RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (not 0/1). Thread: any (queued). */
rk_status rk_auto_footer_set_automatically_refresh(rk_auto_footer *auto_footer, int32_t enabled);

/** n, autoTriggerTimes (default 1): how many drag loads one drag may make; -1 is unlimited, other
    values <= 0 allow none (F9). Sets the remaining budget to n too. Errors:
    RK_ERR_INVALID_HANDLE. Thread: any (queued). */
rk_status rk_auto_footer_set_auto_trigger_times(rk_auto_footer *auto_footer, int32_t times);

/** F19 (added in 1.3, RefreshKit's own): prefetch by item count. With items > 0 the footer begins
    loading when the last visible item reaches item_count - items, the two numbers the host reports
    in its metrics (rk_scroll_metrics.item_count and .last_visible_item; an update that reports no
    items, item_count 0, leaves the rule waiting). The rule is edge-triggered: it begins once when
    the condition becomes true, again only when the count changes while it holds (a load that
    filled a short list that still shows its end, or a list that shrank) or after a new pan
    (RK_PAN_BEGAN); never merely because it still holds, so a load that brings nothing cannot
    repeat itself. It begins from Idle only (one load at a time; not in Failed, F17, nor
    NoMoreData), after the pan-end rule and before the offset rule of the same update; while
    dragging it is a drag-caused load and takes from the trigger budget (F9), while not it is
    never blocked. Hidden and interaction-disabled footers take no scroll events, so no prefetch.
    0 (the default) turns it off; the offset rule stays as it is (rk_auto_footer_set_automatically_refresh).
    Setting it re-arms the rule. The update that attaches the footer (its first own
    rk_auto_footer_set_metrics, or its rk_scroll_view_attach) only attaches, as for the offset
    rule: a list whose first update already shows its end begins at the next update. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (items
    negative). Thread: any (queued). */
rk_status rk_auto_footer_set_prefetch_items(rk_auto_footer *auto_footer, int64_t items);

/** F19 (added in 1.3): the prefetch distance of rk_auto_footer_set_prefetch_items (0: off).
    Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (NULL). Thread: loop. */
rk_status rk_auto_footer_get_prefetch_items(rk_auto_footer *auto_footer, int64_t *out_items);

/** 1.5, RefreshKit's own: fill the viewport (default 0, as MJRefresh). With 1, after a load ends
    normally (and when the footer attaches, this is set, or a pan begins) the next scroll update
    begins the next load at once while the content is still short (T + C <= H, nothing to scroll)
    or the prefetch condition holds (rk_auto_footer_set_prefetch_items); one load at a time, from
    Idle only (so never past NoMoreData or Failed), each a drag load of the trigger budget (F9:
    rk_auto_footer_set_auto_trigger_times(-1) lets it fill without a pan), and never again after a
    load whose end did not grow the content (report the grown content in the first update after the
    end). docs/behaviour/auto-footer.md §12. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT
    (not 0/1). Thread: any (queued). */
rk_status rk_auto_footer_set_fills_viewport(rk_auto_footer *auto_footer, int32_t enabled);

/** Whether the scroll view pages (default 0): then the end of a load asks for the offset y - B over
    the slow duration (docs/behaviour/auto-footer.md §8; the whole bottom inset, kept). Errors:
    RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (not 0/1). Thread: any (queued). */
rk_status rk_auto_footer_set_paging_enabled(rk_auto_footer *auto_footer, int32_t enabled);

/** A tap on the label (docs/behaviour/auto-footer.md §9): in Idle, or in Failed (a retry, F17,
    1.3), on a shown footer that takes interaction, it begins refreshing (never blocked by the
    budget, never counted, F9); otherwise nothing happens (RK_OK).
    Errors: RK_ERR_INVALID_HANDLE. Thread: any (queued). */
rk_status rk_auto_footer_tap(rk_auto_footer *auto_footer);

/** refreshingTitleHidden (docs/behaviour/auto-footer.md §10): 1 shows an empty label in Refreshing
    (from the next state change on) and centres the spinner or GIF (at once). Errors:
    RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (not 0/1). Thread: any (queued). */
rk_status rk_auto_footer_set_refreshing_title_hidden(rk_auto_footer *auto_footer, int32_t hidden);

/** The normal style's spinner size (default 20x20; [0, 1e9] each). Errors: RK_ERR_INVALID_HANDLE,
    RK_ERR_INVALID_ARGUMENT. Thread: any (queued). */
rk_status rk_auto_footer_set_spinner_size(rk_auto_footer *auto_footer, double width, double height);

/** 1 while the normal style's spinner animates (always 0 for the GIF style). Errors as
    rk_auto_footer_get_state. Thread: loop. */
rk_status rk_auto_footer_is_spinner_animating(rk_auto_footer *auto_footer, int32_t *out_animating);

/** The layout last told in "layout-changed" (before the first one, the layout for the current
    metrics with the set text width). Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD,
    RK_ERR_INVALID_ARGUMENT (NULL, struct_size too small). Thread: loop. */
rk_status rk_auto_footer_get_layout(rk_auto_footer *auto_footer, rk_auto_footer_layout *out);

/** The geometry and trigger state. Errors as rk_auto_footer_get_layout. Thread: loop. */
rk_status rk_auto_footer_get_geometry(rk_auto_footer *auto_footer, rk_auto_footer_geometry *out);

/** @} */

/** @defgroup rk_auto_header Auto header
 * The header that loads older items when the start of the content comes into view (1.5): its own
 * functions and its signals.
 * @{
 */

/* ------------------------------------------------------------------------------------------------
 * Auto header (added in 1.5, docs/behaviour/auto-header.md): the auto footer at the top edge, for
 * lists that load both ways (a chat, a timeline that pages into the past). MJRefresh has none; it is
 * the auto footer's model with the edge mirrored, so everything the auto footer section says holds
 * with "bottom" read as "top": the same styles (rk_auto_footer_style), states (NoMoreData is "no
 * older items"), trigger percent, budget (F9), pan rules, tap, Failed and retry (F17), load ids
 * (F18), prefetch by item count (F19, counted from the first visible item), announcements (F20)
 * and signals (with "inset-requested" for the top inset). It is created with rk_auto_header_create
 * and driven through the rk_component_* functions (rk_component_destroy, set_metrics, set_hidden,
 * begin/end, the titles, images and queries); its own functions are below. It is attachable to an
 * rk_scroll_view beside a pull-down header (rk_header): the header refreshes, the auto header loads
 * older items; the scroll view's "load-states-changed" reports it as prepend. A new auto header is
 * Idle, English, 44 high, visible, not attached, percent 0, alpha 1, its trigger percent 1,
 * automatic refresh on, its trigger budget 1, label left inset 25 (GIF style 20).
 *
 * Geometry (H the viewport height, C the content height, T the top inset the host reports, which
 * holds the auto header's own contribution while it is attached and shown, B the bottom inset, h the
 * height, r the trigger percent, y the offset):
 *   the auto header sits right above the first row, at y = -h;
 *   the content is tall when C + B > H (T and h are not counted);
 *   the offset rule's line: trigger_offset = -T + h * (1 - r): r = 1 is the smallest offset (the
 *   auto header wholly in view), r = 0 its bottom edge at the top of the view;
 *   the pan-end line: pan_end_offset = -T (tall or short).
 * Attached and shown, it adds c = h to the top inset (F8, as the auto footer's bottom).
 *
 * What loads (in Idle only; hidden or interaction-disabled auto headers take no pan or offset):
 *   the offset rule: automatic refresh on, content (C > 0), tall content, y <= trigger_offset and
 *   y < the previous offset (moving up), and y < C + B - H (not in the bottom bounce, F13 mirrored);
 *   the pan-end rule: the update's pan is RK_PAN_ENDED and its offset y <= -T;
 *   prefetch by item count: fewer than n items above the first visible one
 *   (rk_scroll_metrics.first_visible_item < n);
 *   a tap (rk_auto_header_tap), and rk_component_begin_refreshing / rk_component_begin_load.
 * When older items arrive, insert them above and tell the scroll view with
 * rk_scroll_view_content_inserted(view, RK_SCROLL_EDGE_TOP, height, items): it asks for the
 * offset that keeps the visible rows still, so a prepend never jumps, and its "Loaded N new items"
 * leaves out the messages that arrived at the bottom meanwhile. It never pages.
 * Thread rules as the auto footer's: the setters and commands may be called from any thread (queued
 * off the loop thread, their arguments checked at the call); create and the queries are loop-only.
 *
 * Signals (object = the rk_auto_header *): the auto footer's, at the same indices, listed at the
 * typed connects (rk_auto_header_connect_*, at the end of this header) and in man 7
 * refreshkit-signals.
 * ---------------------------------------------------------------------------------------------- */

/** The auto header's layout. Set struct_size to sizeof(rk_auto_header_layout) before the query. */
typedef struct rk_auto_header_layout {
    /** Set by the caller to sizeof(this struct) before the call (see the struct's description). */
    uint32_t struct_size;
    /** The auto header's style. */
    rk_auto_footer_style style;
    /** The auto header in content coordinates: x = -inset_left, y = -h, the viewport's width, h. */
    rk_rect header;
    /** The label (the tap target) in the auto header's coordinates: the bounds. */
    rk_rect label;
    /** Normal style: the spinner's rect, placed as the auto footer's (rk_auto_footer_layout);
        zero for the GIF style. */
    rk_rect spinner;
    /** GIF style: the GIF view's rect, placed as the auto footer's; zero for the normal style. */
    rk_rect gif;
    /** GIF style: RK_CONTENT_MODE_CENTER with the refreshing title hidden, else
        RK_CONTENT_MODE_RIGHT; 0 for the normal style. */
    rk_content_mode content_mode;
    /** Padding; always 0. */
    uint32_t reserved;
} rk_auto_header_layout;

/** The auto header's geometry and trigger state. Set struct_size to sizeof(rk_auto_header_geometry). */
typedef struct rk_auto_header_geometry {
    /** Set by the caller to sizeof(this struct) before the call (see the struct's description). */
    uint32_t struct_size;
    /** 1 when the content is tall (C + B > H). */
    int32_t tall;
    /** Height h. */
    double height;
    /** T0: the top inset without the auto header's contribution (F8). */
    double base_top;
    /** c: what the auto header adds to the top inset now (h while attached and shown, else 0). */
    double top_contribution;
    /** r, the trigger percent. */
    double trigger_percent;
    /** The offset rule's line, -T + h * (1 - r). */
    double trigger_offset;
    /** The pan-end rule's line, -T. */
    double pan_end_offset;
    /** C + B - H: the offset rule loads only above it (F13 mirrored). */
    double bottom_rest_offset;
    /** The offset the auto header saw before its current one (the offset rule's "previous offset"). */
    double previous_offset;
    /** 1 while attached (to a scroll view, or by a lone auto header's first update). */
    int32_t attached;
    /** 1 when the offset rule is on (rk_auto_header_set_automatically_refresh). */
    int32_t automatically_refresh;
    /** n, autoTriggerTimes (-1 unlimited). */
    int32_t auto_trigger_times;
    /** k, the drag loads left in this drag (-1 unlimited). */
    int32_t remaining_trigger_times;
    /** Padding; always 0. */
    uint32_t reserved;
} rk_auto_header_geometry;

/**
 * Creates an auto header in the context (see the section's description for its defaults). Owned
 * by the caller until rk_component_destroy (or the context's destroy).
 * Errors: RK_ERR_INVALID_HANDLE (ctx), RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (style out of
 * range, out_auto_header NULL), RK_ERR_LIMIT. Thread: loop.
 */
rk_status rk_auto_header_create(rk_context *ctx, rk_auto_footer_style style, rk_auto_header **out_auto_header);

/** r (default 1): any finite value within +-1e9, as rk_auto_footer_set_trigger_percent. Errors:
    RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (not finite or beyond +-1e9). Thread: any
    (queued). */
rk_status rk_auto_header_set_trigger_percent(rk_auto_header *auto_header, double percent);

/** Turns the offset rule on (1, default) or off (0); the pan-end rule and taps stay. Errors:
    RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (not 0/1). Thread: any (queued). */
rk_status rk_auto_header_set_automatically_refresh(rk_auto_header *auto_header, int32_t enabled);

/** n, autoTriggerTimes (default 1), as rk_auto_footer_set_auto_trigger_times (F9). Errors:
    RK_ERR_INVALID_HANDLE. Thread: any (queued). */
rk_status rk_auto_header_set_auto_trigger_times(rk_auto_header *auto_header, int32_t times);

/** F19 at the top: with items > 0 the auto header begins loading when fewer than items items lie
    above the first visible one (rk_scroll_metrics.first_visible_item < items; an update that
    reports no items, or first_visible_item -1, leaves the rule waiting). Edge-triggered as the auto
    footer's (rk_auto_footer_set_prefetch_items): once when the condition becomes true, again when
    the count changes while it holds or after a new pan. 0 (the default) turns it off. Errors:
    RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (items negative). Thread: any (queued). */
rk_status rk_auto_header_set_prefetch_items(rk_auto_header *auto_header, int64_t items);

/** The prefetch distance of rk_auto_header_set_prefetch_items (0: off). Errors:
    RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (NULL). Thread: loop. */
rk_status rk_auto_header_get_prefetch_items(rk_auto_header *auto_header, int64_t *out_items);

/** Fill the viewport (default 0), as rk_auto_footer_set_fills_viewport: after a load ends, the next
    update begins the next one while the content is short (C + B <= H) or fewer than the prefetch
    count of items lie above the first visible one, one at a time, each a drag load of the budget,
    never after a load that did not grow the content. A chat whose first page does not fill the
    screen loads older pages until it does. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT
    (not 0/1). Thread: any (queued). */
rk_status rk_auto_header_set_fills_viewport(rk_auto_header *auto_header, int32_t enabled);

/** A tap on the label: in Idle, or in Failed (a retry, F17), on a shown auto header that takes
    interaction, it begins loading (never blocked by the budget, never counted, F9); otherwise
    nothing happens (RK_OK). Errors: RK_ERR_INVALID_HANDLE. Thread: any (queued). */
rk_status rk_auto_header_tap(rk_auto_header *auto_header);

/** refreshingTitleHidden, as rk_auto_footer_set_refreshing_title_hidden. Errors:
    RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (not 0/1). Thread: any (queued). */
rk_status rk_auto_header_set_refreshing_title_hidden(rk_auto_header *auto_header, int32_t hidden);

/** The normal style's spinner size (default 20x20; [0, 1e9] each). Errors: RK_ERR_INVALID_HANDLE,
    RK_ERR_INVALID_ARGUMENT. Thread: any (queued). */
rk_status rk_auto_header_set_spinner_size(rk_auto_header *auto_header, double width, double height);

/** 1 while the normal style's spinner animates (always 0 for the GIF style). Errors:
    RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (NULL). Thread: loop. */
rk_status rk_auto_header_is_spinner_animating(rk_auto_header *auto_header, int32_t *out_animating);

/** The layout last told in "layout-changed" (before the first one, the layout for the current
    metrics with the set text width). Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD,
    RK_ERR_INVALID_ARGUMENT (NULL, struct_size too small). Thread: loop. */
rk_status rk_auto_header_get_layout(rk_auto_header *auto_header, rk_auto_header_layout *out);

/** The geometry and trigger state. Errors as rk_auto_header_get_layout. Thread: loop. */
rk_status rk_auto_header_get_geometry(rk_auto_header *auto_header, rk_auto_header_geometry *out);

/** @} */

/** @defgroup rk_trailer Trailer
 * The "swipe past the right edge" trailer: its own functions and its signals.
 * @{
 */

/* ------------------------------------------------------------------------------------------------
 * Trailer: MJRefresh's trailer (swipe past the right edge to see more), headless; added in 1.2.
 * The horizontal mirror of the back footer: RK_TRAILER_STYLE_STATE (a label column) or
 * RK_TRAILER_STYLE_NORMAL (the label and a circled arrow that turns). It shares the footer's
 * machine (states as rk_footer_state numbers, no NoMoreData; begin/end with one-shot completions,
 * F1-F3; alpha and auto-alpha; durations; languages and titles, F7). Reads content_width, offset_x,
 * inset_left and inset_right of rk_scroll_metrics.
 *
 * Geometry (W the viewport width, Cw the content width, L0/R0 the host's left/right insets: the
 * ones last reported, the right one less what the trailer itself added, read whenever the trailer
 * needs them, whether it was hidden, refreshing or taking no interaction meanwhile; w = 60 the
 * trailer width, gR the ignored right inset):
 *   V = W - L0 - R0; D = Cw - V; happen_offset = max(D, 0) - L0; trigger_offset = happen_offset + w;
 *   dragging strictly past trigger_offset turns Idle into Pulling, back to it or before returns to
 *   Idle; letting go while Pulling begins refreshing; percent = (x - happen_offset) / w for x past
 *   happen_offset; the trailer sits at x = max(Cw, V) + gR, y = 0, w wide, H tall.
 * While refreshing it adds c = w + max(-D, 0) to the right inset (F8: it asks for reported + c and
 * gives exactly c back) and asks for the offset happen_offset + w; ending with another item count
 * than it began with (rk_trailer_set_data_count), while the content is wider than the visible
 * area, asks for the offset again, at once (duration 0).
 *
 * Deliberate fixes beside F1-F8: F14 the geometry holds from creation (w = 60 at once, the original
 * first laid out W wide), and titles exist in every built-in language: zh-Hans and zh-Hant are
 * MJRefresh's; en, ko, ru and uk ("Swipe to view details" / "Release to view details" and their
 * translations) are RefreshKit's own wording, not MJRefresh's (which showed its string keys there).
 * F15 the label column is placed from its centre and size together; the normal style's arrow snaps
 * back after an end only if the trailer is still Idle.
 * As the footer's, the setters and commands may be called from any thread (queued off the loop
 * thread, their arguments checked at the call); create, destroy and the queries are loop-only.
 *
 * Signals (object = the rk_trailer *): each is listed, with its handler's type, when it is emitted
 * and what the host should do, at its typed connect (rk_trailer_connect_state_changed and the other
 * rk_trailer_connect_* functions, at the end of this header) and in man 7 refreshkit-signals.
 * ---------------------------------------------------------------------------------------------- */

/** Which of MJRefresh's trailer classes. */
typedef int32_t rk_trailer_style;
enum {
    /** MJRefreshStateTrailer: the label column alone. */
    RK_TRAILER_STYLE_STATE = 0,
    /** MJRefreshNormalTrailer: the label and the circled arrow. */
    RK_TRAILER_STYLE_NORMAL = 1
};

/** The trailer's layout. Set struct_size to sizeof(rk_trailer_layout) before the query. */
typedef struct rk_trailer_layout {
    /** Set by the caller to sizeof(this struct) before the call (see the struct's description). */
    uint32_t struct_size;
    /** 1 for the normal style (arrow is its rect), 0 for the state style (arrow is zero). */
    int32_t has_arrow;
    /** The trailer in content coordinates: x = max(Cw, V) + gR, y = 0, width 60, the viewport's
        height. */
    rk_rect trailer;
    /** The label column in trailer coordinates: 14 wide, full height; centred beside the arrow in
        the normal style, in the trailer in the state style (a hidden label takes the state style's
        column; the host does not draw it). */
    rk_rect label;
    /** The arrow in trailer coordinates (normal style): 5 from the left edge with the label shown,
        centred when it is hidden. */
    rk_rect arrow;
} rk_trailer_layout;

/** The trailer's geometry. Set struct_size to sizeof(rk_trailer_geometry). */
typedef struct rk_trailer_geometry {
    /** Set by the caller to sizeof(this struct) before the call (see the struct's description). */
    uint32_t struct_size;
    /** Padding; always 0. */
    uint32_t reserved;
    /** The trailer width w (60). */
    double width;
    /** L0: the left inset as last reported. (Named for the original, which kept a snapshot.) */
    double snapshot_left;
    /** R0: the right inset as last reported, less right_contribution. */
    double snapshot_right;
    /** happen_offset = max(D, 0) - L0. */
    double happen_offset;
    /** trigger_offset = happen_offset + w. */
    double trigger_offset;
    /** c: what the trailer adds to the right inset now (0 outside Refreshing). */
    double right_contribution;
    /** gR: the ignored right inset. */
    double ignored_right_inset;
} rk_trailer_geometry;

/**
 * A trailer's one-shot completion: called exactly once on the loop thread, finished = 1 when the
 * animation it waited for ran to its end, 0 otherwise (F3). trailer may already be destroyed when
 * finished is 0; do not use it then.
 */
typedef void (*rk_trailer_completion_fn)(rk_trailer *trailer, int32_t finished, void *user_data);

/**
 * Creates a trailer in the context: Idle, English, width 60, percent 0, alpha 1, visible. Owned by
 * the caller until rk_trailer_destroy (or the context's destroy).
 * Errors: RK_ERR_INVALID_HANDLE (ctx), RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (style out of
 * range, out_trailer NULL), RK_ERR_LIMIT. Thread: loop.
 */
rk_status rk_trailer_create(rk_context *ctx, rk_trailer_style style, rk_trailer **out_trailer);

/** gR, the ignored right inset ([0, 1e9]): moves the trailer right without moving a threshold; the
    frame follows at once. Errors: RK_ERR_INVALID_HANDLE,
    RK_ERR_INVALID_ARGUMENT. Thread: any (queued). */
rk_status rk_trailer_set_ignored_right_inset(rk_trailer *trailer, double inset);

/** The normal style's arrow size (default 20x20; [0, 1e9] each). Errors: RK_ERR_INVALID_HANDLE,
    RK_ERR_INVALID_ARGUMENT. Thread: any (queued). */
rk_status rk_trailer_set_arrow_size(rk_trailer *trailer, double width, double height);

/** The normal style's arrow angle in radians (0 left, pi right; 0 for the state style). Errors as
    rk_trailer_get_state. Thread: loop. */
rk_status rk_trailer_get_arrow_angle(rk_trailer *trailer, double *out_angle);

/** The layout last told in "layout-changed" (before the first one, the layout for the current
    metrics). Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (NULL,
    struct_size too small). Thread: loop. */
rk_status rk_trailer_get_layout(rk_trailer *trailer, rk_trailer_layout *out);

/** The geometry. Errors as rk_trailer_get_layout. Thread: loop. */
rk_status rk_trailer_get_geometry(rk_trailer *trailer, rk_trailer_geometry *out);

/** @} */

/** @defgroup rk_scroll_view Scroll view
 * The host's scroll view, which drives the components attached to it.
 * @{
 */

/* ------------------------------------------------------------------------------------------------
 * Scroll view: the host's scroll view, which drives the components attached to it (added in 1.2).
 *
 * One rk_scroll_view_set_metrics per scroll event drives every attached component in two steps,
 * as UIKit tells every observer of one change before the next: first the content size and the pan
 * for every component, then the offset for every component, each step in slot order (the header,
 * the footer - back or auto -, the trailer). Only the auto footer reacts to the content size and
 * the pan before the offset (its frame, its budget, its pan-end rule), on the offset the update
 * carried: a header that begins on the same lift asks for an offset that rule never reads. For the
 * other kinds the whole update is their offset step.
 *
 * One truth for the offset and the insets: every inset or offset request a component makes, in an
 * update or outside one (a begin, an end, hiding, images that grow it, a detach), is taken as
 * applied by the scroll view at once, and every other attached component sees it at once. A later
 * component of the same offset step reads it (a header that springs back asks for an offset the
 * auto footer then takes as its offset, the one the update carried becoming its previous offset),
 * and every later request starts from it (an auto footer hidden after the header asked for an
 * offset asks for its inset and leaves that offset as it is; its paging end moves back from the
 * current offset). rk_scroll_view_get_metrics is always the last update with every request made
 * since applied: a host that applies every request it is told holds the same metrics.
 *
 * A scroll view holds at most one component per slot: the header, the footer (MJRefresh's
 * mj_footer: a back footer or an auto footer, not both), the trailer; a component is on at most
 * one scroll view. Attaching gives the component the scroll view's metrics (an auto footer adds its
 * height to the bottom inset at once); detaching gives back exactly the component's inset
 * contribution (F8), at once, and leaves its state. A component that is on no scroll view but
 * holds an inset of its own updates (an auto footer attached alone by its first
 * rk_auto_footer_set_metrics, a refreshing header's inset) moves: attaching first gives that inset
 * back through the component's own "inset-requested" (not relayed: the scroll view never had it),
 * then asks the scroll view for its contribution as any attach does (F8: each scroll view's host
 * inset stays its own). A host moving a lone component onto an rk_scroll_view of the same native
 * view reports that view's metrics without the component's inset (or attaches before the scroll
 * view's first update), as for any component not yet attached. An attached component's own
 * rk_*_set_metrics returns RK_ERR_INVALID_STATE: its updates come from here (so the previous
 * offset and the insets it reads have one source). A component that is not attached keeps its own
 * rk_*_set_metrics (the back footer's rk_footer_set_metrics as in 1.0).
 *
 * Each component keeps its own signals. The scroll view also tells every request, naming its edge
 * or axis and its component, after the component's own signal: a host may apply requests in one
 * place. F8: the host's own inset on an edge is the reported one minus the contributions of the
 * components on it (rk_scroll_view_get_host_inset).
 *
 * Destroying a scroll view detaches its components: each component's own "inset-requested" gives
 * back its contribution (the scroll view's handlers have ended by then: detach the components
 * first to have the give-backs relayed too). Destroying an attached component detaches it: the
 * scroll view's "inset-requested" gives back its contribution (the component's own handlers have
 * ended), naming its handle, which is already invalid.
 * Anchoring (1.5): after inserting rows at the top or the bottom of the list, call
 * rk_scroll_view_content_inserted; the scroll view asks, in that call, for the offset that keeps
 * the visible rows still ("offset-requested" naming no component), so a prepend never jumps.
 *
 * A handler run by an update may call anything, the scroll view included (a nested update is a
 * new scroll event); the components are driven first and their signals delivered after, in slot
 * order, so no handler runs while the scroll view is half-updated.
 *
 * Signals (object = the rk_scroll_view *): each is listed, with its handler's type, when it is emitted
 * and what the host should do, at its typed connect (rk_scroll_view_connect_inset_requested and the other
 * rk_scroll_view_connect_* functions, at the end of this header) and in man 7 refreshkit-signals.
 * ---------------------------------------------------------------------------------------------- */

/** An edge of the scroll view, as inset requests name it. */
typedef int32_t rk_scroll_edge;
enum {
    /** The top inset (the header's). */
    RK_SCROLL_EDGE_TOP = 0,
    /** The bottom inset (the footers'). */
    RK_SCROLL_EDGE_BOTTOM = 1,
    /** The right inset (the trailer's). */
    RK_SCROLL_EDGE_RIGHT = 2
};

/** An axis of the content offset, as offset requests name it. */
typedef int32_t rk_scroll_axis;
enum {
    /** offset_y (the header's and the footers'). */
    RK_SCROLL_AXIS_VERTICAL = 0,
    /** offset_x (the trailer's). */
    RK_SCROLL_AXIS_HORIZONTAL = 1
};

/**
 * Creates a scroll view in the context, its metrics all 0, nothing attached. Owned by the caller
 * until rk_scroll_view_destroy (or the context's destroy).
 * Errors: RK_ERR_INVALID_HANDLE (ctx), RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT
 * (out_scroll_view NULL), RK_ERR_LIMIT. Thread: loop.
 */
rk_status rk_scroll_view_create(rk_context *ctx, rk_scroll_view **out_scroll_view);

/** Destroys a scroll view: its components are detached (each gives back its inset contribution),
    its handlers' destroy_notify run, its handle becomes invalid. The components live on. Errors:
    RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD. Thread: loop. */
rk_status rk_scroll_view_destroy(rk_scroll_view *scroll_view);

/**
 * One scroll update (see the section): the metrics are copied and drive every attached component,
 * first the content size and the pan of every component, then the offset of every component, each
 * step in slot order (header, footer, trailer); the components' requests are the scroll view's at
 * once, for every other component too, and their signals follow, in slot order.
 * struct_size may be RK_SCROLL_METRICS_SIZE_1_0 (the 1.2 fields then read as 0).
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (as rk_header_set_metrics; nothing
 * changes, no component is driven). Thread: any (queued off the loop thread, as the components'
 * setters).
 */
rk_status rk_scroll_view_set_metrics(rk_scroll_view *scroll_view, const rk_scroll_metrics *metrics);

/**
 * Attaches a component (an rk_footer *, rk_header *, rk_auto_footer * or rk_trailer *) with the
 * scroll view's current metrics (see the section). A component holding an inset of its own updates
 * gives it back through its own "inset-requested" first; a handler of that give-back may call
 * anything: the attach is checked again after it (RK_ERR_INVALID_STATE if a handler took the slot,
 * attached the component elsewhere or destroyed either handle; the give-back stays done).
 * Errors: RK_ERR_INVALID_HANDLE (scroll_view or component NULL, destroyed, of another context, or
 * of a kind that does not attach), RK_ERR_INVALID_STATE (the component's slot holds another
 * component, or the component is attached to a scroll view already, this one included; the
 * message says which), RK_ERR_WRONG_THREAD. Nothing changes on an error but the give-back above.
 * Thread: loop.
 */
rk_status rk_scroll_view_attach(rk_scroll_view *scroll_view, void *component);

/**
 * Detaches a component: its inset contribution is given back at once (F8), its state stays.
 * Errors: RK_ERR_INVALID_HANDLE (as rk_scroll_view_attach), RK_ERR_INVALID_STATE (the component is
 * not attached to this scroll view), RK_ERR_WRONG_THREAD. Thread: loop.
 */
rk_status rk_scroll_view_detach(rk_scroll_view *scroll_view, void *component);

/** The component attached in the slot of kind (RK_KIND_HEADER, RK_KIND_FOOTER, RK_KIND_AUTO_FOOTER
    or RK_KIND_TRAILER) if it is of that kind, else NULL. Errors: RK_ERR_INVALID_HANDLE,
    RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (another kind, out_component NULL). Thread: loop. */
rk_status rk_scroll_view_get_component(rk_scroll_view *scroll_view, rk_kind kind, void **out_component);

/** The metrics of the last update with every request made since applied, by any attached
    component, in an update or outside one (see the section): a host that applies every request it
    is told holds the same metrics. out->struct_size: RK_SCROLL_METRICS_SIZE_1_2, which leaves the
    1.3 fields, F19's items, unwritten, RK_SCROLL_METRICS_SIZE_1_3, which leaves 1.5's
    first_visible_item unwritten, or at least sizeof(rk_scroll_metrics); nothing past struct_size is
    ever written. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD,
    RK_ERR_INVALID_ARGUMENT (NULL, struct_size too small). Thread: loop. */
rk_status rk_scroll_view_get_metrics(rk_scroll_view *scroll_view, rk_scroll_metrics *out);

/** The host's own inset on an edge: the current inset minus the attached components'
    contributions on it (F8). Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD,
    RK_ERR_INVALID_ARGUMENT (edge out of range, out_inset NULL). Thread: loop. */
rk_status rk_scroll_view_get_host_inset(rk_scroll_view *scroll_view, rk_scroll_edge edge, double *out_inset);

/**
 * The host inserted rows height points high, holding items items, at edge (RK_SCROLL_EDGE_TOP or
 * RK_SCROLL_EDGE_BOTTOM) of the list: call it right after the insertion, before the next
 * rk_scroll_view_set_metrics. The scroll view adds height to its content height and keeps what
 * the user sees still (anchoring, docs/behaviour/scroll-view.md §6):
 *   - at the top (older items loaded above, a prepend): the vertical offset grows by height;
 *   - at the bottom (a new message at the end of a chat): the offset stays, unless the list rested
 *     at its end (the offset within half a point of max(-inset_top, content_height + inset_bottom -
 *     viewport_height)); then it follows the new end.
 * A changed offset is asked for at once, in this call, with duration 0, through the scroll view's
 * "offset-requested" naming no component (component NULL): apply it before drawing and the rows
 * do not jump, whether or not the user is dragging. Every attached component takes the new metrics
 * without reacting (an auto footer does not load because the offset grew).
 * items is the number of items (rows) inserted, or 0 when the host does not count them. When the
 * host reports items (rk_scroll_metrics.item_count above 0), they join item_count, and at the top
 * they move first_visible_item and last_visible_item with the rows. Each edge's items are counted:
 * a load's "Loaded N new items" announcement (F20) leaves out the items inserted at the other edge
 * while it ran (new messages arriving below while older ones load above). Height 0 and items 0
 * change nothing.
 * Errors: RK_ERR_INVALID_ARGUMENT (edge unknown or RK_SCROLL_EDGE_RIGHT, height NaN, infinite,
 * negative or above 1e9, items negative or above 1e9, checked before the handle; on the loop
 * thread also content or offset that would pass 1e9), RK_ERR_INVALID_HANDLE. Nothing changes on an
 * error. Thread: any (queued off the loop thread in order with rk_scroll_view_set_metrics; a
 * queued insertion that would pass 1e9 is dropped at dispatch). Added in 1.5.
 */
rk_status rk_scroll_view_content_inserted(rk_scroll_view *scroll_view, rk_scroll_edge edge, double height,
                                          int64_t items);

/** Where one load of a list stands (added in 1.5; docs/behaviour/scroll-view.md §7). */
typedef int32_t rk_load_status;
enum {
    /** No load runs and none failed (Idle or Pulling), or no component loads this end. */
    RK_LOAD_STATUS_NOT_LOADING = 0,
    /** A load runs (Refreshing or WillRefresh). */
    RK_LOAD_STATUS_LOADING = 1,
    /** The last load failed (Failed, F17) and no retry has begun. */
    RK_LOAD_STATUS_FAILED = 2,
    /** Nothing more to load (NoMoreData). */
    RK_LOAD_STATUS_END_REACHED = 3
};

/** One load of a list (added in 1.5). */
typedef struct rk_load_state {
    /** An rk_load_status. */
    rk_load_status status;
    /** Padding; written as 0. */
    uint32_t reserved;
    /** The current load's id (F18) while loading; 0 otherwise. */
    rk_load_id load_id;
    /** RK_LOAD_STATUS_FAILED: the length in bytes (UTF-8, no NUL) of the host's failure message,
        0 when the failure gave none (the label shows the Failed title); 0 in the other statuses.
        Read the text itself with rk_component_get_label. */
    uint64_t failure_message_length;
} rk_load_state;

/**
 * The three loads of a list in one snapshot (added in 1.5), as a declarative host draws them
 * (Paging's combined load states): refresh is the pull-down header's, prepend the top edge's load
 * of older items, append the footer's (back or auto). A slot without a component reads
 * RK_LOAD_STATUS_NOT_LOADING, id 0. The trailer loads no items of the list and is not in it.
 */
typedef struct rk_load_states {
    /** Set by the caller to sizeof(this struct) before the call. */
    uint32_t struct_size;
    /** Padding; written as 0. */
    uint32_t reserved;
    /** The header's load. */
    rk_load_state refresh;
    /** The load of older items at the top. */
    rk_load_state prepend;
    /** The footer's load (back or auto footer). */
    rk_load_state append;
} rk_load_states;

/**
 * The list's load states now (see rk_load_states). The scroll view's "load-states-changed"
 * (refresh, prepend, append statuses) tells when they change: once per scroll update, attach,
 * detach or command that changed any of them, after the components' own signals, never once per
 * component inside an update. out->struct_size must be at least sizeof(rk_load_states) of 1.5;
 * nothing past it is written. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD,
 * RK_ERR_INVALID_ARGUMENT (out NULL, struct_size too small; out is not written). Thread: loop.
 * Added in 1.5.
 */
rk_status rk_scroll_view_get_load_states(rk_scroll_view *scroll_view, rk_load_states *out);

/** @} */

/** @defgroup rk_binder Tasks, indicators and the activity monitor
 * Network tasks, activity indicators bound to them, and the activity monitor, with the signals of
 * tasks and indicators (the context's signals, which observe them, are under Context and loop).
 * @{
 */

/* ------------------------------------------------------------------------------------------------
 * Task binder: network tasks, activity indicators bound to them, the footer bound to them, and the
 * activity monitor (AFNetworking's UIActivityIndicatorView and UIRefreshControl categories and its
 * AFNetworkActivityIndicatorManager), headless.
 *
 * The host owns the network: it creates a task per request and reports what happens to it, from
 * any thread. Each real transition is checked against the state table
 *     Suspended -> Running <-> Suspended;  Running or Suspended -> Canceling;
 *     Running or Canceling -> Completed (final)
 * and delivered to every observer at dispatch, in the order of that task's transitions, whatever
 * thread reported them: the task's own signals, the context's task signals, bound indicators and
 * footers (in bind order), then the activity monitor. A request that changes nothing (resume while
 * Running, suspend while Suspended, cancel while Canceling) succeeds and emits nothing; an illegal one
 * returns RK_ERR_INVALID_STATE and emits nothing. The state itself changes at once.
 *
 * Deliberate fixes to the original:
 *  B1 Every task emits its events; there is no "unmanaged task".
 *  B2 Per-task state is authoritative: illegal transitions are refused, and one task's events are
 *     seen in the order of its transitions.
 *  B3 Binding an indicator to a Completed task stops it; an indicator stops at cancel as well as
 *     at suspend and completion.
 *  B4 The footer binds to a task like the refresh control: see
 *     rk_footer_set_refreshing_with_state_of_task.
 *  B5 The activity monitor counts each task at most once, between its resume and its suspend,
 *     cancel or completion; a task completed without a resume changes nothing; enabling re-evaluates
 *     at once; "activity-visibility-changed" fires only on a real change.
 *  B6 Commands caused by task events run on the loop thread at dispatch; the initial command at
 *     bind runs synchronously. A binding sees only the transitions made while it exists: a rebind
 *     drops the old task's queued events, and a new bind does not replay earlier ones. After an
 *     object is destroyed nothing of it is ever called again.
 *  B7 (1.3) Progress: the host reports a task's bytes from any thread (rk_task_set_progress);
 *     deliveries coalesce to the latest value per task and direction at each dispatch; an
 *     rk_progress follows one direction of one task or of several combined by byte totals, under
 *     B6's rules (see "Progress" below).
 *
 * Signals of a task (object = the rk_task *; rk_task_connect_completed, ...), of an indicator
 * (rk_indicator_connect_start_animating, ...) and of a context (they observe every task and the
 * activity monitor: rk_context_connect_task_completed, ...): each is listed, with its handler's
 * type, when it is emitted and what the host should do, at its typed connect (at the end of this
 * header) and in man 7 refreshkit-signals.
 * An indicator's signals, and the monitor's visibility changes, are sent in order: a change made by
 * one of their handlers (a rebind, turning the monitor off) takes effect at once, and its signal
 * follows the one in progress after that has reached every handler.
 * ---------------------------------------------------------------------------------------------- */

/** Task states; the numbers are NSURLSessionTaskState's. */
typedef int32_t rk_task_state;
enum {
    /** Resumed and not finished. */
    RK_TASK_RUNNING = 0,
    /** New, or suspended: not running. */
    RK_TASK_SUSPENDED = 1,
    /** Canceled; a completion should follow. */
    RK_TASK_CANCELING = 2,
    /** Completed (final). */
    RK_TASK_COMPLETED = 3
};

/** Activity monitor states. */
typedef int32_t rk_activity_state;
enum {
    /** No activity shown, none pending. */
    RK_ACTIVITY_NOT_ACTIVE = 0,
    /** Tasks are active; waiting for the activation delay before showing. */
    RK_ACTIVITY_DELAYING_START = 1,
    /** Activity is shown. */
    RK_ACTIVITY_ACTIVE = 2,
    /** No task is active; waiting for the completion delay before hiding. */
    RK_ACTIVITY_DELAYING_END = 3
};

/**
 * Creates a task, Suspended (as every new network task is). Ownership: the caller's
 * (rk_task_destroy, or the context's destroy). Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD,
 * RK_ERR_INVALID_ARGUMENT (out_task NULL), RK_ERR_LIMIT. Thread: loop.
 */
rk_status rk_task_create(rk_context *ctx, rk_task **out_task);

/**
 * Destroys a task: indicators and footers bound to it are unbound (no command), the activity
 * monitor stops counting it, its queued events are dropped, its connections end.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD. Thread: loop.
 */
rk_status rk_task_destroy(rk_task *task);

/**
 * Suspended -> Running ("resumed"). Running: success, nothing emitted.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_STATE (Canceling or Completed). Thread: any.
 */
rk_status rk_task_resume(rk_task *task);

/**
 * Running -> Suspended ("suspended"). Suspended: success, nothing emitted.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_STATE (Canceling or Completed). Thread: any.
 */
rk_status rk_task_suspend(rk_task *task);

/**
 * Running or Suspended -> Canceling ("canceled"); a completion should follow. Canceling: success,
 * nothing emitted. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_STATE (Completed). Thread: any.
 */
rk_status rk_task_cancel(rk_task *task);

/**
 * Running or Canceling -> Completed ("completed" with error_code, 0 for success, and message, which
 * may be NULL for none and is copied).
 * The error domain is the host's: 0 means the load succeeded; any other value is the host's own
 * code, passed through unchanged to every observer ("completed", "task-completed"). RefreshKit
 * never interprets it beyond "0 or not". A libcurl host would pass 0 for CURLE_OK with a 2xx
 * status, the CURLcode for a transfer error, and the HTTP status (for example 500) for a response
 * it treats as a failure, with curl_easy_strerror() or the status line as the message; a canceled
 * transfer completes from Canceling with the host's "canceled" code (CURLE_ABORTED_BY_CALLBACK, say).
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_STATE (Suspended or Completed),
 * RK_ERR_INVALID_ARGUMENT (message invalid UTF-8 or too long). Thread: any.
 */
rk_status rk_task_complete(rk_task *task, int32_t error_code, const char *message);

/** The task's current state. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (out NULL).
    Thread: any. */
rk_status rk_task_get_state(rk_task *task, rk_task_state *out_state);

/**
 * Creates an indicator, not animating. Ownership: the caller's (rk_indicator_destroy, or the
 * context's destroy). Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT,
 * RK_ERR_LIMIT. Thread: loop.
 */
rk_status rk_indicator_create(rk_context *ctx, rk_indicator **out_indicator);

/** Destroys an indicator (unbinding it first; no command). Errors: RK_ERR_INVALID_HANDLE,
    RK_ERR_WRONG_THREAD. Thread: loop. */
rk_status rk_indicator_destroy(rk_indicator *indicator);

/**
 * Makes the indicator follow a task: the earlier binding is dropped first; task NULL only unbinds
 * (no command). Then, synchronously: Running emits "start-animating"; Suspended and Canceling emit
 * "stop-animating"; Completed emits "stop-animating" and binds nothing (B3). Later transitions of
 * the task, delivered at dispatch: resume starts; suspend, cancel and completion stop. Every event
 * issues its command, even when the indicator already is in that state. Several indicators may
 * follow one task; an indicator follows one task at a time.
 * Errors: RK_ERR_INVALID_HANDLE (either handle; a task of another context), RK_ERR_WRONG_THREAD.
 * Thread: loop.
 */
rk_status rk_indicator_set_animating_with_state_of_task(rk_indicator *indicator, rk_task *task);

/** 1 after "start-animating", 0 after "stop-animating" (and for a new indicator).
    Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT. Thread: loop. */
rk_status rk_indicator_is_animating(rk_indicator *indicator, int32_t *out_animating);

/** Flags of rk_follow_task (added in 1.3). */
enum {
    /** B8: a completion of the task with error_code != 0 ends a refreshing component in Failed
        (RK_FOOTER_FAILED, F17), its label showing the completion's message (the Failed title when
        the message is NULL or empty). Without it the end goes to Idle, as in 1.2. No effect on an
        indicator (it stops, as for any completion). */
    RK_FOLLOW_FAILURE = 1u << 0
};

/**
 * The successor of the rk_*_set_refreshing_with_state_of_task functions and of
 * rk_indicator_set_animating_with_state_of_task (added in 1.3): makes object (an rk_footer *,
 * rk_header *, rk_auto_footer * or rk_trailer *, or an rk_indicator *) follow task, with flags.
 * With flags 0 it is exactly the kind's own function: the earlier binding is dropped first, task
 * NULL only unbinds, the command at bind runs synchronously, later transitions act at dispatch
 * (B3, B4, B6). With RK_FOLLOW_FAILURE a component whose task completes with an error enters Failed
 * (B8) instead of Idle; a cancel (which completes later) and a completion with error_code 0 still
 * end in Idle.
 * Errors: RK_ERR_INVALID_HANDLE (object NULL, destroyed, of a kind that cannot follow a task, or
 * task not live or of another context), RK_ERR_INVALID_ARGUMENT (a flag bit other than
 * RK_FOLLOW_FAILURE), RK_ERR_WRONG_THREAD. Nothing changes on an error. Thread: loop.
 */
rk_status rk_follow_task(void *object, rk_task *task, uint32_t flags);

/**
 * F20 (added in 1.3): the accessibility action of a refresh component (an rk_footer *, rk_header *,
 * rk_auto_footer * or rk_trailer *): what a tap or a pull would do. From Idle it begins a load with
 * its trigger ("refreshing", "refreshing-load"), from Failed it retries (F17); a component in any
 * other state, hidden or with interaction disabled does nothing (RK_OK: the state is the one at
 * dispatch). Errors: RK_ERR_INVALID_HANDLE (NULL, destroyed, foreign, or not a component).
 * Thread: any (queued off the loop thread, as the components' commands).
 */
rk_status rk_activate(void *component);

/**
 * F20 (added in 1.3): the platform's reduced-motion setting for every component of ctx (default 0).
 * While it is 1 every inset, offset, alpha, arrow and spinner request the components deliver
 * carries duration 0, and GIFs show their state's first frame: Pulling's and Refreshing's do not
 * loop and Idle's does not follow the pull (a running animation stops at its next frame). The
 * state machine's timing is unchanged (the trigger still waits for the begin animation's time).
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (not 0 or 1).
 * Thread: loop.
 */
rk_status rk_context_set_reduced_motion(rk_context *ctx, int32_t enabled);

/** F20 (added in 1.3): the reduced-motion setting (0 or 1). Errors: RK_ERR_INVALID_HANDLE,
    RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (NULL). Thread: loop. */
rk_status rk_context_get_reduced_motion(rk_context *ctx, int32_t *out_enabled);

/**
 * Turns the context's activity monitor on or off (default off). On: re-evaluates at once. Off:
 * NotActive at once, timers canceled, hidden (emitting "activity-visibility-changed" 0 if it was
 * shown). Tasks are counted whether it is on or not.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (not 0 or 1).
 * Thread: loop.
 */
rk_status rk_activity_monitor_set_enabled(rk_context *ctx, int32_t enabled);

/**
 * The monitor's delays in seconds: activity must last `activation` before it shows (default 1.0),
 * and be gone for `completion` before it hides (default 0.17). They apply to timers started later;
 * a delay of 0 still waits for the next dispatch.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (negative, not
 * finite). Thread: loop.
 */
rk_status rk_activity_monitor_set_delays(rk_context *ctx, double activation, double completion);

/** The monitor's state. Set struct_size to sizeof(rk_activity_monitor_info). */
typedef struct rk_activity_monitor_info {
    /** Set by the caller to sizeof(this struct) before the call (see the struct's description). */
    uint32_t struct_size;
    /** 1 when the monitor is on (rk_activity_monitor_set_enabled). */
    int32_t enabled;
    /** Where the monitor is in its delays. */
    rk_activity_state state;
    /** 1 while activity is shown (the last "activity-visibility-changed" said 1). */
    int32_t visible;
    /** Tasks counted as active now (resumed and not yet suspended, canceled or completed). */
    int64_t active_tasks;
    /** Seconds activity must last before it shows (rk_activity_monitor_set_delays). */
    double activation_delay;
    /** Seconds activity must be gone before it hides. */
    double completion_delay;
} rk_activity_monitor_info;

/** Reads the monitor. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT
    (out NULL or struct_size too small). Thread: loop. */
rk_status rk_activity_monitor_get_info(rk_context *ctx, rk_activity_monitor_info *out);

/** @} */

/** @defgroup rk_progress Progress
 * A task's bytes and the progress objects that follow them.
 * @{
 */

/* ------------------------------------------------------------------------------------------------
 * Progress (B7, added in 1.3): AFNetworking's UIProgressView category, headless.
 *
 * The host reports a task's bytes, upload or download, from any thread (rk_task_set_progress, from
 * a transfer callback such as libcurl's CURLOPT_XFERINFOFUNCTION). Reports coalesce: while a
 * delivery of a task and direction is queued, a later report only replaces its bytes, so the loop
 * thread sees at most one delivery per task and direction per dispatch, carrying the latest bytes
 * (one wakeup for any number of reports). Each delivery emits the task's "progress", the context's
 * "task-progress", then reaches the rk_progress objects that follow the task (in bind order).
 *
 * Order with the task's transitions: a delivery takes its place in the task's order (B2) at the
 * first report it merges, and carries the bytes of the latest report made before it is delivered.
 * So a transition reported after that first report reaches observers after the delivery; reports
 * after the completion are refused, so no progress is delivered after a task's "completed".
 *
 * An rk_progress follows one direction of one task (rk_progress_set_task) or of several tasks
 * combined by their byte totals (rk_progress_set_tasks), and shows either a fraction in [0, 1] or
 * "indeterminate"; it never gives a host NaN. The rules:
 *   - fraction = sum of completed bytes / sum of expected totals, each task's completed bytes
 *     counting at most its total (a transfer that runs past its announced size is full, not more);
 *   - a task whose total is RK_PROGRESS_UNKNOWN makes the progress indeterminate until its total is
 *     known or it completes successfully; a sum of totals of 0 is fraction 0 (a new task reports
 *     0 of 0) unless every task has completed successfully (then 1);
 *   - a task that completes with error_code 0 counts as fully transferred (an unknown total becomes
 *     its completed bytes): a lone task ends at 1. A cancel, or a completion with another code,
 *     leaves its last reported bytes (the host hides or resets its bar as it sees fit);
 *   - a destroyed task leaves the progress without a signal; the next change of the others is
 *     computed without it.
 * Signals, only on a real change of what is shown (rk_progress_connect_progress_changed and
 * rk_progress_connect_indeterminate_changed, at the end of this header, say when and what to do).
 * B6: the values at bind are applied synchronously (signals during the bind call); deliveries run
 * on the loop thread at dispatch; a rebind drops the old tasks' queued reports (they no longer
 * reach the progress), and a NULL task or an empty list unbinds without a signal, keeping what is
 * shown. Signals are sent in order: one caused by a handler of the progress (a rebind) follows the
 * one in progress after it has reached every handler. After rk_progress_destroy nothing of the
 * progress is called again.
 * ---------------------------------------------------------------------------------------------- */

/** A progress bar's model, bound to tasks' bytes (B7). Added in 1.3. */
typedef struct rk_progress rk_progress;

/** Which half of a transfer a report is about (added in 1.3). Numbers never change. */
typedef int32_t rk_progress_direction;
enum {
    /** The request body (NSURLSessionTask's countOfBytesSent). */
    RK_PROGRESS_UPLOAD = 0,
    /** The response body (countOfBytesReceived). */
    RK_PROGRESS_DOWNLOAD = 1
};

/** The expected total of a transfer whose size is not known (a chunked response, say). 1.3. */
#define RK_PROGRESS_UNKNOWN (-1)
/** The most tasks rk_progress_set_tasks combines (added in 1.3). */
#define RK_PROGRESS_MAX_TASKS 4096

/**
 * Reports a task's bytes in one direction: completed so far of expected in all (RK_PROGRESS_UNKNOWN
 * when unknown; libcurl's 0 total before the headers is "unknown" too, the host's to translate).
 * completed above expected is accepted (it counts as the whole total). Coalesced (see above): the
 * task's "progress", its context's "task-progress" and its progress objects see the latest bytes
 * at the next dispatch, once per task and direction. Not delivered synchronously, even on the loop
 * thread. Reports are accepted in every state but Completed (a canceling transfer may still move).
 * Errors: RK_ERR_INVALID_ARGUMENT (direction not RK_PROGRESS_UPLOAD or RK_PROGRESS_DOWNLOAD,
 * completed < 0, expected < -1), RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_STATE (the task is
 * Completed). Nothing changes on an error. Thread: any. Added in 1.3.
 */
rk_status rk_task_set_progress(rk_task *task, rk_progress_direction direction, int64_t completed, int64_t expected);

/**
 * The latest bytes reported for a task's direction (reported, not yet delivered, included): 0 of 0
 * before any report. out_completed and out_expected are written on success only.
 * Errors: RK_ERR_INVALID_ARGUMENT (bad direction; an out pointer NULL), RK_ERR_INVALID_HANDLE.
 * Thread: any. Added in 1.3.
 */
rk_status rk_task_get_progress(rk_task *task, rk_progress_direction direction, int64_t *out_completed,
                               int64_t *out_expected);

/**
 * Creates a progress: fraction 0, determinate, following nothing. Ownership: the caller's
 * (rk_progress_destroy, or the context's destroy). Errors: RK_ERR_INVALID_HANDLE,
 * RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (out_progress NULL), RK_ERR_LIMIT. Thread: loop.
 * Added in 1.3.
 */
rk_status rk_progress_create(rk_context *ctx, rk_progress **out_progress);

/** Destroys a progress (it stops following its tasks; no signal). Errors: RK_ERR_INVALID_HANDLE,
    RK_ERR_WRONG_THREAD. Thread: loop. Added in 1.3. */
rk_status rk_progress_destroy(rk_progress *progress);

/**
 * Makes the progress follow one direction of a task (AFNetworking's
 * setProgressWithUploadProgressOfTask:animated: and its download twin): the earlier binding is
 * dropped first, with its tasks' queued reports; task NULL only unbinds (no signal, what is shown
 * stays). Then, synchronously, the task's current bytes (and a completion it already made) are
 * shown, emitting only what changes; later deliveries act at dispatch. animated (0 or 1) is passed
 * with every "progress-changed" of this binding. Several progress objects may follow one task.
 * Errors: RK_ERR_INVALID_ARGUMENT (bad direction; animated not 0 or 1), RK_ERR_INVALID_HANDLE
 * (either handle; a task of another context), RK_ERR_WRONG_THREAD. Nothing changes on an error.
 * Thread: loop. Added in 1.3.
 */
rk_status rk_progress_set_task(rk_progress *progress, rk_task *task, rk_progress_direction direction,
                               int32_t animated);

/**
 * Makes the progress follow one direction of count tasks combined by their byte totals (see the
 * rules above), as rk_progress_set_task does for one. tasks is borrowed for the call; count 0
 * unbinds (tasks may then be NULL). The whole array is checked before anything changes: on any
 * error the earlier binding stays as it was.
 * Errors, in this order: RK_ERR_INVALID_ARGUMENT (bad direction; animated not 0 or 1; tasks NULL
 * with count > 0; count > RK_PROGRESS_MAX_TASKS; the same handle listed twice: the message names
 * the index), RK_ERR_INVALID_HANDLE (the progress; then any element NULL, not a live task, or of
 * another context: the message names its index), RK_ERR_WRONG_THREAD. Thread: loop. Added in 1.3.
 */
rk_status rk_progress_set_tasks(rk_progress *progress, rk_task *const *tasks, size_t count,
                                rk_progress_direction direction, int32_t animated);

/**
 * What the progress shows: out_fraction the last fraction (in [0, 1]; kept while indeterminate),
 * out_indeterminate 1 while indeterminate. Both are written on success only.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (an out pointer
 * NULL). Thread: loop. Added in 1.3.
 */
rk_status rk_progress_get_fraction(rk_progress *progress, double *out_fraction, int32_t *out_indeterminate);

/** The direction's name: "upload" or "download" (added in 1.3). Thread: any. Errors: none (a
    value the enum does not have gives "unknown"). */
const char *rk_progress_direction_name(rk_progress_direction direction);

/** @} */

/** @defgroup rk_names Names
 * The values of the enums as short, stable names.
 * @{
 */

/* ------------------------------------------------------------------------------------------------
 * Names: the values of the enums above as short, stable, lower-case names, for logs and UIs, so a
 * host needs no copy of the tables. Each returns a static string that lives as long as the
 * library, never NULL: a value the enum does not have gives "unknown". Names never change (a
 * renamed meaning would be a new value). Added in 1.1. Thread: any. Errors: none.
 * ---------------------------------------------------------------------------------------------- */

/** "context", "probe", "footer", "task", "indicator", "header", "trailer", "auto-footer",
    "scroll-view" (the last four 1.2), "progress" (1.3), "auto-header" (1.5). */
const char *rk_kind_name(rk_kind kind);

/** "void", "pointer", "int32", "int64", "uint64", "double", "string". */
const char *rk_type_name(rk_type type);

/** "idle", "pulling", "refreshing", "will-refresh", "no-more-data", "failed" (1.3). */
const char *rk_footer_state_name(rk_footer_state state);

/** "running", "suspended", "canceling", "completed". */
const char *rk_task_state_name(rk_task_state state);

/** "not-active", "delaying-start", "active", "delaying-end". */
const char *rk_activity_state_name(rk_activity_state state);

/** "center", "right". */
const char *rk_content_mode_name(rk_content_mode mode);

/** The style's name: "normal" or "gif". Added in 1.2. */
const char *rk_header_style_name(rk_header_style style);

/** The pan state's name: "none", "began", "changed", "ended" or "cancelled". Added in 1.2. */
const char *rk_pan_state_name(rk_pan_state pan);

/** The load status's name: "not-loading", "loading", "failed" or "end-reached". Added in 1.5. */
const char *rk_load_status_name(rk_load_status status);

/** The cancel reason's name: "superseded", "task-canceled", "detached", "destroyed", "host" or
    "hidden". Added in 1.5. */
const char *rk_load_cancel_reason_name(rk_load_cancel_reason reason);

/** The trailer style's name: "state" or "normal". Added in 1.2. */
const char *rk_trailer_style_name(rk_trailer_style style);

/** The auto footer style's name: "normal" or "gif". Added in 1.2. */
const char *rk_auto_footer_style_name(rk_auto_footer_style style);

/** @} */

/** @defgroup rk_api The API table
 * Every function in one table, for plugin loaders.
 * @{
 */

/* ------------------------------------------------------------------------------------------------
 * The API table: every function, for plugin loaders that resolve one symbol.
 * ---------------------------------------------------------------------------------------------- */

/**
 * Every function of the ABI, in a table that only grows at its end. struct_size is the size of the
 * table the library provides; a host built against an older header reads only the fields it knows,
 * and one built against a newer header checks struct_size before reading a field past it.
 */
typedef struct rk_api {
    /** The size in bytes of the table the library provides (see RK_API_HAS). */
    uint32_t struct_size;
    /** (major << 16) | minor of the ABI this table provides. */
    uint32_t abi_version;
    /** @name Functions
        Each field is the function of the same name with the rk_ prefix: version is rk_version(),
        context_create is rk_context_create(), and so on. */
    /** @{ */
    /** The function of the field's name with the rk_ prefix; see that function. */
    uint32_t (*version)(void);
    const char *(*status_string)(rk_status);
    size_t (*last_error_message)(char *, size_t);
    void (*clear_last_error)(void);
    rk_status (*object_kind)(const void *, rk_kind *);
    rk_status (*context_create)(rk_context **);
    rk_status (*context_destroy)(rk_context *);
    rk_status (*context_fd)(rk_context *, int *);
    rk_status (*context_dispatch)(rk_context *, uint32_t *);
    rk_status (*context_next_timeout)(rk_context *, double *);
    rk_status (*context_set_wakeup)(rk_context *, rk_wakeup_fn, void *);
    rk_status (*context_set_clock)(rk_context *, rk_clock_fn, void *);
    rk_status (*context_now)(rk_context *, double *);
    rk_status (*context_post)(rk_context *, rk_work_fn, void *);
    rk_status (*timer_start)(rk_context *, double, rk_work_fn, void *, rk_timer *);
    rk_status (*timer_cancel)(rk_context *, rk_timer);
    rk_status (*signal_count)(rk_kind, uint32_t *);
    rk_status (*signal_info)(rk_kind, uint32_t, rk_signal_desc *);
    rk_status (*signal_lookup)(rk_kind, const char *, uint32_t *);
    rk_status (*connect)(void *, const char *, rk_callback, void *, rk_destroy_notify,
                         rk_connection *);
    rk_status (*disconnect)(rk_context *, rk_connection);
    rk_status (*probe_create)(rk_context *, rk_probe **);
    rk_status (*probe_destroy)(rk_probe *);
    rk_status (*probe_emit_values)(rk_probe *, void *, int32_t, int64_t, uint64_t, double,
                                   const char *);
    rk_status (*probe_emit_measure)(rk_probe *, const char *, double, double *, int32_t *);
    rk_status (*probe_emit_ping)(rk_probe *);
    rk_status (*footer_create)(rk_context *, rk_footer **);
    rk_status (*footer_destroy)(rk_footer *);
    rk_status (*footer_set_metrics)(rk_footer *, const rk_scroll_metrics *);
    rk_status (*footer_set_visible)(rk_footer *, int32_t);
    rk_status (*footer_set_hidden)(rk_footer *, int32_t);
    rk_status (*footer_set_interaction_enabled)(rk_footer *, int32_t);
    rk_status (*footer_set_data_count)(rk_footer *, int64_t);
    rk_status (*footer_set_height)(rk_footer *, double);
    rk_status (*footer_set_ignored_bottom_inset)(rk_footer *, double);
    rk_status (*footer_begin_refreshing)(rk_footer *, rk_completion_fn, void *);
    rk_status (*footer_end_refreshing)(rk_footer *, rk_completion_fn, void *);
    rk_status (*footer_end_refreshing_with_no_more_data)(rk_footer *, rk_completion_fn, void *);
    rk_status (*footer_reset_no_more_data)(rk_footer *, rk_completion_fn, void *);
    rk_status (*footer_set_images)(rk_footer *, rk_footer_state, const rk_image *, uint32_t);
    rk_status (*footer_set_images_with_duration)(rk_footer *, rk_footer_state, const rk_image *,
                                                 uint32_t, double);
    rk_status (*footer_set_images_with_frame_durations)(rk_footer *, rk_footer_state,
                                                        const rk_image *, const double *, uint32_t);
    rk_status (*footer_set_title)(rk_footer *, rk_footer_state, const char *);
    rk_status (*footer_get_title)(rk_footer *, rk_footer_state, char *, size_t, size_t *);
    rk_status (*footer_set_language)(rk_footer *, const char *);
    rk_status (*footer_get_language)(rk_footer *, char *, size_t, size_t *);
    rk_status (*footer_get_label)(rk_footer *, char *, size_t, size_t *);
    rk_status (*footer_set_label_hidden)(rk_footer *, int32_t);
    rk_status (*footer_set_label_left_inset)(rk_footer *, double);
    rk_status (*footer_set_text_width)(rk_footer *, double);
    rk_status (*footer_set_automatically_change_alpha)(rk_footer *, int32_t);
    rk_status (*footer_set_animation_durations)(rk_footer *, double, double);
    rk_status (*footer_set_animation_disabled)(rk_footer *);
    rk_status (*footer_get_state)(rk_footer *, rk_footer_state *);
    rk_status (*footer_get_pulling_percent)(rk_footer *, double *);
    rk_status (*footer_get_alpha)(rk_footer *, double *);
    rk_status (*footer_get_layout)(rk_footer *, rk_footer_layout *);
    rk_status (*footer_get_geometry)(rk_footer *, rk_footer_geometry *);
    rk_status (*footer_get_gif)(rk_footer *, rk_footer_gif *);
    rk_status (*footer_frame_at)(rk_footer *, double, uint64_t *, int32_t *);
    rk_status (*task_create)(rk_context *, rk_task **);
    rk_status (*task_destroy)(rk_task *);
    rk_status (*task_resume)(rk_task *);
    rk_status (*task_suspend)(rk_task *);
    rk_status (*task_cancel)(rk_task *);
    rk_status (*task_complete)(rk_task *, int32_t, const char *);
    rk_status (*task_get_state)(rk_task *, rk_task_state *);
    rk_status (*indicator_create)(rk_context *, rk_indicator **);
    rk_status (*indicator_destroy)(rk_indicator *);
    rk_status (*indicator_set_animating_with_state_of_task)(rk_indicator *, rk_task *);
    rk_status (*indicator_is_animating)(rk_indicator *, int32_t *);
    rk_status (*footer_set_refreshing_with_state_of_task)(rk_footer *, rk_task *);
    rk_status (*activity_monitor_set_enabled)(rk_context *, int32_t);
    rk_status (*activity_monitor_set_delays)(rk_context *, double, double);
    rk_status (*activity_monitor_get_info)(rk_context *, rk_activity_monitor_info *);
    rk_status (*probe_emit_pair)(rk_probe *, int32_t, int32_t);
    /* Added in 1.1. */
    const char *(*version_string)(void);
    rk_status (*object_set_user_data)(void *, void *, rk_destroy_notify);
    rk_status (*object_get_user_data)(const void *, void **);
    const char *(*kind_name)(rk_kind);
    const char *(*type_name)(rk_type);
    const char *(*footer_state_name)(rk_footer_state);
    const char *(*task_state_name)(rk_task_state);
    const char *(*activity_state_name)(rk_activity_state);
    const char *(*content_mode_name)(rk_content_mode);
    /* Added in 1.2. */
    rk_status (*header_create)(rk_context *, rk_header_style, rk_header **);
    rk_status (*header_destroy)(rk_header *);
    rk_status (*header_set_metrics)(rk_header *, const rk_scroll_metrics *);
    rk_status (*header_set_visible)(rk_header *, int32_t);
    rk_status (*header_set_hidden)(rk_header *, int32_t);
    rk_status (*header_set_interaction_enabled)(rk_header *, int32_t);
    rk_status (*header_set_height)(rk_header *, double);
    rk_status (*header_set_ignored_top_inset)(rk_header *, double);
    rk_status (*header_begin_refreshing)(rk_header *, rk_header_completion_fn, void *);
    rk_status (*header_end_refreshing)(rk_header *, rk_header_completion_fn, void *);
    rk_status (*header_set_images)(rk_header *, rk_footer_state, const rk_image *, uint32_t);
    rk_status (*header_set_images_with_duration)(rk_header *, rk_footer_state, const rk_image *,
                                                 uint32_t, double);
    rk_status (*header_set_images_with_frame_durations)(rk_header *, rk_footer_state,
                                                        const rk_image *, const double *, uint32_t);
    rk_status (*header_set_title)(rk_header *, rk_footer_state, const char *);
    rk_status (*header_get_title)(rk_header *, rk_footer_state, char *, size_t, size_t *);
    rk_status (*header_set_language)(rk_header *, const char *);
    rk_status (*header_get_language)(rk_header *, char *, size_t, size_t *);
    rk_status (*header_get_label)(rk_header *, char *, size_t, size_t *);
    rk_status (*header_get_time_label)(rk_header *, char *, size_t, size_t *);
    rk_status (*header_set_label_hidden)(rk_header *, int32_t);
    rk_status (*header_set_time_label_hidden)(rk_header *, int32_t);
    rk_status (*header_set_label_left_inset)(rk_header *, double);
    rk_status (*header_set_text_widths)(rk_header *, double, double);
    rk_status (*header_set_visual_sizes)(rk_header *, double, double, double, double);
    rk_status (*header_set_last_updated_key)(rk_header *, const char *);
    rk_status (*header_get_last_updated_key)(rk_header *, char *, size_t, size_t *);
    rk_status (*header_set_last_updated_text)(rk_header *, const char *);
    rk_status (*header_set_utc_offset)(rk_header *, int32_t);
    rk_status (*header_set_automatically_change_alpha)(rk_header *, int32_t);
    rk_status (*header_set_animation_durations)(rk_header *, double, double);
    rk_status (*header_get_state)(rk_header *, rk_footer_state *);
    rk_status (*header_get_pulling_percent)(rk_header *, double *);
    rk_status (*header_get_alpha)(rk_header *, double *);
    rk_status (*header_get_layout)(rk_header *, rk_header_layout *);
    rk_status (*header_get_geometry)(rk_header *, rk_header_geometry *);
    rk_status (*header_get_gif)(rk_header *, rk_footer_gif *);
    rk_status (*header_frame_at)(rk_header *, double, uint64_t *, int32_t *);
    rk_status (*header_set_refreshing_with_state_of_task)(rk_header *, rk_task *);
    rk_status (*context_set_wall_clock)(rk_context *, rk_clock_fn, void *);
    rk_status (*context_set_last_updated)(rk_context *, const char *, double);
    rk_status (*context_get_last_updated)(rk_context *, const char *, double *);
    rk_status (*context_remove_last_updated)(rk_context *, const char *);
    rk_status (*context_last_updated_entry)(rk_context *, uint32_t, char *, size_t, size_t *,
                                            double *, uint32_t *);
    const char *(*header_style_name)(rk_header_style);
    const char *(*pan_state_name)(rk_pan_state);
    rk_status (*trailer_create)(rk_context *, rk_trailer_style, rk_trailer **);
    rk_status (*trailer_destroy)(rk_trailer *);
    rk_status (*trailer_set_metrics)(rk_trailer *, const rk_scroll_metrics *);
    rk_status (*trailer_set_visible)(rk_trailer *, int32_t);
    rk_status (*trailer_set_hidden)(rk_trailer *, int32_t);
    rk_status (*trailer_set_interaction_enabled)(rk_trailer *, int32_t);
    rk_status (*trailer_set_data_count)(rk_trailer *, int64_t);
    rk_status (*trailer_set_ignored_right_inset)(rk_trailer *, double);
    rk_status (*trailer_begin_refreshing)(rk_trailer *, rk_trailer_completion_fn, void *);
    rk_status (*trailer_end_refreshing)(rk_trailer *, rk_trailer_completion_fn, void *);
    rk_status (*trailer_set_title)(rk_trailer *, rk_footer_state, const char *);
    rk_status (*trailer_get_title)(rk_trailer *, rk_footer_state, char *, size_t, size_t *);
    rk_status (*trailer_set_language)(rk_trailer *, const char *);
    rk_status (*trailer_get_language)(rk_trailer *, char *, size_t, size_t *);
    rk_status (*trailer_get_label)(rk_trailer *, char *, size_t, size_t *);
    rk_status (*trailer_set_label_hidden)(rk_trailer *, int32_t);
    rk_status (*trailer_set_arrow_size)(rk_trailer *, double, double);
    rk_status (*trailer_set_automatically_change_alpha)(rk_trailer *, int32_t);
    rk_status (*trailer_set_animation_durations)(rk_trailer *, double, double);
    rk_status (*trailer_get_state)(rk_trailer *, rk_footer_state *);
    rk_status (*trailer_get_pulling_percent)(rk_trailer *, double *);
    rk_status (*trailer_get_alpha)(rk_trailer *, double *);
    rk_status (*trailer_get_arrow_angle)(rk_trailer *, double *);
    rk_status (*trailer_get_layout)(rk_trailer *, rk_trailer_layout *);
    rk_status (*trailer_get_geometry)(rk_trailer *, rk_trailer_geometry *);
    rk_status (*trailer_set_refreshing_with_state_of_task)(rk_trailer *, rk_task *);
    const char *(*trailer_style_name)(rk_trailer_style);
    rk_status (*auto_footer_create)(rk_context *, rk_auto_footer_style, rk_auto_footer **);
    rk_status (*auto_footer_destroy)(rk_auto_footer *);
    rk_status (*auto_footer_set_metrics)(rk_auto_footer *, const rk_scroll_metrics *);
    rk_status (*auto_footer_set_visible)(rk_auto_footer *, int32_t);
    rk_status (*auto_footer_set_hidden)(rk_auto_footer *, int32_t);
    rk_status (*auto_footer_set_interaction_enabled)(rk_auto_footer *, int32_t);
    rk_status (*auto_footer_set_height)(rk_auto_footer *, double);
    rk_status (*auto_footer_set_ignored_bottom_inset)(rk_auto_footer *, double);
    rk_status (*auto_footer_set_trigger_percent)(rk_auto_footer *, double);
    rk_status (*auto_footer_set_automatically_refresh)(rk_auto_footer *, int32_t);
    rk_status (*auto_footer_set_auto_trigger_times)(rk_auto_footer *, int32_t);
    rk_status (*auto_footer_set_paging_enabled)(rk_auto_footer *, int32_t);
    rk_status (*auto_footer_tap)(rk_auto_footer *);
    rk_status (*auto_footer_begin_refreshing)(rk_auto_footer *, rk_auto_footer_completion_fn, void *);
    rk_status (*auto_footer_end_refreshing)(rk_auto_footer *, rk_auto_footer_completion_fn, void *);
    rk_status (*auto_footer_end_refreshing_with_no_more_data)(rk_auto_footer *, rk_auto_footer_completion_fn,
                                                              void *);
    rk_status (*auto_footer_reset_no_more_data)(rk_auto_footer *, rk_auto_footer_completion_fn, void *);
    rk_status (*auto_footer_set_images)(rk_auto_footer *, rk_footer_state, const rk_image *, uint32_t);
    rk_status (*auto_footer_set_images_with_duration)(rk_auto_footer *, rk_footer_state, const rk_image *,
                                                      uint32_t, double);
    rk_status (*auto_footer_set_images_with_frame_durations)(rk_auto_footer *, rk_footer_state,
                                                             const rk_image *, const double *, uint32_t);
    rk_status (*auto_footer_set_title)(rk_auto_footer *, rk_footer_state, const char *);
    rk_status (*auto_footer_get_title)(rk_auto_footer *, rk_footer_state, char *, size_t, size_t *);
    rk_status (*auto_footer_set_language)(rk_auto_footer *, const char *);
    rk_status (*auto_footer_get_language)(rk_auto_footer *, char *, size_t, size_t *);
    rk_status (*auto_footer_get_label)(rk_auto_footer *, char *, size_t, size_t *);
    rk_status (*auto_footer_set_refreshing_title_hidden)(rk_auto_footer *, int32_t);
    rk_status (*auto_footer_set_label_left_inset)(rk_auto_footer *, double);
    rk_status (*auto_footer_set_text_width)(rk_auto_footer *, double);
    rk_status (*auto_footer_set_spinner_size)(rk_auto_footer *, double, double);
    rk_status (*auto_footer_set_automatically_change_alpha)(rk_auto_footer *, int32_t);
    rk_status (*auto_footer_set_animation_durations)(rk_auto_footer *, double, double);
    rk_status (*auto_footer_get_state)(rk_auto_footer *, rk_footer_state *);
    rk_status (*auto_footer_get_pulling_percent)(rk_auto_footer *, double *);
    rk_status (*auto_footer_get_alpha)(rk_auto_footer *, double *);
    rk_status (*auto_footer_is_spinner_animating)(rk_auto_footer *, int32_t *);
    rk_status (*auto_footer_get_layout)(rk_auto_footer *, rk_auto_footer_layout *);
    rk_status (*auto_footer_get_geometry)(rk_auto_footer *, rk_auto_footer_geometry *);
    rk_status (*auto_footer_get_gif)(rk_auto_footer *, rk_footer_gif *);
    rk_status (*auto_footer_frame_at)(rk_auto_footer *, double, uint64_t *, int32_t *);
    rk_status (*auto_footer_set_refreshing_with_state_of_task)(rk_auto_footer *, rk_task *);
    const char *(*auto_footer_style_name)(rk_auto_footer_style);
    rk_status (*scroll_view_create)(rk_context *, rk_scroll_view **);
    rk_status (*scroll_view_destroy)(rk_scroll_view *);
    rk_status (*scroll_view_set_metrics)(rk_scroll_view *, const rk_scroll_metrics *);
    rk_status (*scroll_view_attach)(rk_scroll_view *, void *);
    rk_status (*scroll_view_detach)(rk_scroll_view *, void *);
    rk_status (*scroll_view_get_component)(rk_scroll_view *, rk_kind, void **);
    rk_status (*scroll_view_get_metrics)(rk_scroll_view *, rk_scroll_metrics *);
    rk_status (*scroll_view_get_host_inset)(rk_scroll_view *, rk_scroll_edge, double *);
    /* Added in 1.3: F17's failure and retry for every member of the family. */
    rk_status (*footer_end_refreshing_with_failure)(rk_footer *, const char *, rk_completion_fn, void *);
    rk_status (*footer_retry)(rk_footer *, rk_completion_fn, void *);
    rk_status (*header_end_refreshing_with_failure)(rk_header *, const char *, rk_header_completion_fn, void *);
    rk_status (*header_retry)(rk_header *, rk_header_completion_fn, void *);
    rk_status (*auto_footer_end_refreshing_with_failure)(rk_auto_footer *, const char *, rk_auto_footer_completion_fn, void *);
    rk_status (*auto_footer_retry)(rk_auto_footer *, rk_auto_footer_completion_fn, void *);
    rk_status (*trailer_end_refreshing_with_failure)(rk_trailer *, const char *, rk_trailer_completion_fn, void *);
    rk_status (*trailer_retry)(rk_trailer *, rk_trailer_completion_fn, void *);
    rk_status (*follow_task)(void *, rk_task *, uint32_t);
    /* Added in 1.3: F18's load ids for every member of the family. */
    rk_status (*footer_begin_load)(rk_footer *, rk_completion_fn, void *, rk_load_id *);
    rk_status (*footer_end_load)(rk_footer *, rk_load_id, rk_load_outcome, const char *, rk_completion_fn, void *);
    rk_status (*footer_get_load_id)(rk_footer *, rk_load_id *);
    rk_status (*header_begin_load)(rk_header *, rk_header_completion_fn, void *, rk_load_id *);
    rk_status (*header_end_load)(rk_header *, rk_load_id, rk_load_outcome, const char *, rk_header_completion_fn, void *);
    rk_status (*header_get_load_id)(rk_header *, rk_load_id *);
    rk_status (*auto_footer_begin_load)(rk_auto_footer *, rk_auto_footer_completion_fn, void *, rk_load_id *);
    rk_status (*auto_footer_end_load)(rk_auto_footer *, rk_load_id, rk_load_outcome, const char *, rk_auto_footer_completion_fn, void *);
    rk_status (*auto_footer_get_load_id)(rk_auto_footer *, rk_load_id *);
    rk_status (*trailer_begin_load)(rk_trailer *, rk_trailer_completion_fn, void *, rk_load_id *);
    rk_status (*trailer_end_load)(rk_trailer *, rk_load_id, rk_load_outcome, const char *, rk_trailer_completion_fn, void *);
    rk_status (*trailer_get_load_id)(rk_trailer *, rk_load_id *);
    /* Added in 1.3: F19's prefetch by item count. */
    rk_status (*auto_footer_set_prefetch_items)(rk_auto_footer *, int64_t);
    rk_status (*auto_footer_get_prefetch_items)(rk_auto_footer *, int64_t *);
    /* Added in 1.3: F20's accessibility input and reduced motion. */
    rk_status (*activate)(void *);
    rk_status (*context_set_reduced_motion)(rk_context *, int32_t);
    rk_status (*context_get_reduced_motion)(rk_context *, int32_t *);
    /* Added in 1.3: B7's progress (issue 16). */
    rk_status (*task_set_progress)(rk_task *, rk_progress_direction, int64_t, int64_t);
    rk_status (*task_get_progress)(rk_task *, rk_progress_direction, int64_t *, int64_t *);
    rk_status (*progress_create)(rk_context *, rk_progress **);
    rk_status (*progress_destroy)(rk_progress *);
    rk_status (*progress_set_task)(rk_progress *, rk_task *, rk_progress_direction, int32_t);
    rk_status (*progress_set_tasks)(rk_progress *, rk_task *const *, size_t, rk_progress_direction, int32_t);
    rk_status (*progress_get_fraction)(rk_progress *, double *, int32_t *);
    const char *(*progress_direction_name)(rk_progress_direction);
    /* Added in 1.4: the header's last-updated formatter and the context's time zone. */
    rk_status (*header_set_last_updated_formatter)(rk_header *, rk_last_updated_formatter, void *, rk_destroy_notify);
    rk_status (*context_set_utc_offset)(rk_context *, int32_t);
    rk_status (*context_get_utc_offset)(rk_context *, int32_t *);
    /* Added in 1.4: the refresh family's functions for any kind (rk_component_*). */
    rk_status (*component_destroy)(void *);
    rk_status (*component_set_metrics)(void *, const rk_scroll_metrics *);
    rk_status (*component_set_visible)(void *, int32_t);
    rk_status (*component_set_hidden)(void *, int32_t);
    rk_status (*component_set_interaction_enabled)(void *, int32_t);
    rk_status (*component_set_automatically_change_alpha)(void *, int32_t);
    rk_status (*component_set_animation_durations)(void *, double, double);
    rk_status (*component_set_height)(void *, double);
    rk_status (*component_set_ignored_bottom_inset)(void *, double);
    rk_status (*component_set_data_count)(void *, int64_t);
    rk_status (*component_begin_refreshing)(void *, rk_component_completion_fn, void *);
    rk_status (*component_end_refreshing)(void *, rk_component_completion_fn, void *);
    rk_status (*component_end_refreshing_with_no_more_data)(void *, rk_component_completion_fn, void *);
    rk_status (*component_reset_no_more_data)(void *, rk_component_completion_fn, void *);
    rk_status (*component_end_refreshing_with_failure)(void *, const char *, rk_component_completion_fn, void *);
    rk_status (*component_retry)(void *, rk_component_completion_fn, void *);
    rk_status (*component_begin_load)(void *, rk_component_completion_fn, void *, rk_load_id *);
    rk_status (*component_end_load)(void *, rk_load_id, rk_load_outcome, const char *, rk_component_completion_fn, void *);
    rk_status (*component_get_load_id)(void *, rk_load_id *);
    rk_status (*component_set_refreshing_with_state_of_task)(void *, rk_task *);
    rk_status (*component_set_title)(void *, rk_refresh_state, const char *);
    rk_status (*component_get_title)(void *, rk_refresh_state, char *, size_t, size_t *);
    rk_status (*component_set_language)(void *, const char *);
    rk_status (*component_get_language)(void *, char *, size_t, size_t *);
    rk_status (*component_get_label)(void *, char *, size_t, size_t *);
    rk_status (*component_set_label_hidden)(void *, int32_t);
    rk_status (*component_set_label_left_inset)(void *, double);
    rk_status (*component_set_text_width)(void *, double);
    rk_status (*component_set_images)(void *, rk_refresh_state, const rk_image *, uint32_t);
    rk_status (*component_set_images_with_duration)(void *, rk_refresh_state, const rk_image *, uint32_t, double);
    rk_status (*component_set_images_with_frame_durations)(void *, rk_refresh_state, const rk_image *, const double *, uint32_t);
    rk_status (*component_get_gif)(void *, rk_footer_gif *);
    rk_status (*component_frame_at)(void *, double, uint64_t *, int32_t *);
    rk_status (*component_get_state)(void *, rk_refresh_state *);
    rk_status (*component_get_pulling_percent)(void *, double *);
    rk_status (*component_get_alpha)(void *, double *);
    /* Added in 1.5: lists that load both ways. */
    rk_status (*scroll_view_content_inserted)(rk_scroll_view *, rk_scroll_edge, double, int64_t);
    rk_status (*scroll_view_get_load_states)(rk_scroll_view *, rk_load_states *);
    const char *(*load_status_name)(rk_load_status);
    rk_status (*component_cancel_load)(void *, rk_load_id);
    rk_status (*component_restart_load)(void *, rk_component_completion_fn, void *, rk_load_id *);
    const char *(*load_cancel_reason_name)(rk_load_cancel_reason);
    rk_status (*auto_header_create)(rk_context *, rk_auto_footer_style, rk_auto_header **);
    rk_status (*auto_header_set_trigger_percent)(rk_auto_header *, double);
    rk_status (*auto_header_set_automatically_refresh)(rk_auto_header *, int32_t);
    rk_status (*auto_header_set_auto_trigger_times)(rk_auto_header *, int32_t);
    rk_status (*auto_header_set_prefetch_items)(rk_auto_header *, int64_t);
    rk_status (*auto_header_get_prefetch_items)(rk_auto_header *, int64_t *);
    rk_status (*auto_header_tap)(rk_auto_header *);
    rk_status (*auto_header_set_refreshing_title_hidden)(rk_auto_header *, int32_t);
    rk_status (*auto_header_set_spinner_size)(rk_auto_header *, double, double);
    rk_status (*auto_header_is_spinner_animating)(rk_auto_header *, int32_t *);
    rk_status (*auto_header_get_layout)(rk_auto_header *, rk_auto_header_layout *);
    rk_status (*auto_header_get_geometry)(rk_auto_header *, rk_auto_header_geometry *);
    rk_status (*auto_footer_set_fills_viewport)(rk_auto_footer *, int32_t);
    rk_status (*auto_header_set_fills_viewport)(rk_auto_header *, int32_t);
    /** @} */
} rk_api;

/**
 * Whether a table provides a field: true when the library's table is long enough to hold it. A host
 * built against a newer header checks this before calling a function added after ABI 1.0.
 */
#define RK_API_HAS(api, field) \
    ((api)->struct_size >= offsetof(rk_api, field) + sizeof((api)->field))

/**
 * The API table for ABI major abi_major (pass RK_ABI_MAJOR). The table is static and lives as long as
 * the library is loaded; it is the only symbol a plugin loader needs (dlsym "rk_get_api").
 * Errors: RK_ERR_VERSION (a major this library does not provide), RK_ERR_INVALID_ARGUMENT (out_api
 * NULL). Thread: any.
 */
rk_status rk_get_api(uint32_t abi_major, const rk_api **out_api);

/** @} */

/** @defgroup rk_signal_reference Typed signal connects
 * How the typed connects work. Each kind's typed connects and handler types are listed with its
 * kind (the footer's under Footer), those every component shares under Components (any kind), and
 * every signal in the signal reference, @ref refreshkit-signals.
 */

/* ------------------------------------------------------------------------------------------------
 * Typed signal connects and the signal reference (1.4)
 *
 * For every signal of every kind, rk_<kind>_connect_<signal> (dashes as underscores) connects a
 * handler of the signal's exact C type, the object's own handle type first, so that a handler of
 * the wrong type is a compile error (with -Werror=incompatible-pointer-types in C; always in C++):
 *
 *     static void on_frame(rk_footer *footer, uint64_t image_id, int32_t index, void *user_data);
 *     rk_footer_connect_frame_changed(footer, on_frame, NULL, NULL, NULL);
 *
 * rk_component_connect_<signal> does the same for a signal that every component (footer, header,
 * trailer, auto footer) has, the component passed as void *. They are static inline wrappers of
 * rk_connect, which stays for dynamic runtimes (nothing is exported for them); the handler types
 * are rk_<kind>_<signal>_fn. Each one's documentation says when its signal is emitted and what the
 * host should do with it, and the page refreshkit-signals lists them all. All of it is generated
 * from the library's signal tables (rk_signal_info, whose summary field carries the same text) by
 * Tests/signals/generate.py, and a test fails when the two differ. Define RK_NO_TYPED_CONNECTS
 * before including this header to leave the inline functions out (an FFI that parses the header).
 * ---------------------------------------------------------------------------------------------- */

/* BEGIN GENERATED: typed signal connects (Tests/signals/generate.py; do not edit) */

#ifndef RK_NO_TYPED_CONNECTS
/** @addtogroup rk_signal_reference
 * @{
 */

/**
 * Casts a typed handler to rk_callback inside the typed connects (C++ has no C cast without a
 * warning under -Wold-style-cast). Not for use outside this header.
 */
#ifdef __cplusplus
#define RK_SIGNAL_HANDLER_(fn) reinterpret_cast<rk_callback>(fn)
#else
#define RK_SIGNAL_HANDLER_(fn) ((rk_callback)(fn))
#endif

/**
 * The handler type of the "task-resumed" signal of an rk_context (index 0); connect it with
 * rk_context_connect_task_resumed.
 * @ingroup rk_context
 */
typedef void (*rk_context_task_resumed_fn)(rk_context *context, void *task, void *user_data);
/**
 * Connects handler to the "task-resumed" signal of an rk_context (index 0), as rk_connect(context,
 * "task-resumed", ...) does, with the handler's type checked by the compiler. context is the
 * rk_context *.
 * Emitted: A task of the context (the rk_task *) was resumed, at dispatch on the loop thread.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_context
 */
static inline rk_status
    rk_context_connect_task_resumed(rk_context *context, rk_context_task_resumed_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(context, "task-resumed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "task-suspended" signal of an rk_context (index 1); connect it with
 * rk_context_connect_task_suspended.
 * @ingroup rk_context
 */
typedef void (*rk_context_task_suspended_fn)(rk_context *context, void *task, void *user_data);
/**
 * Connects handler to the "task-suspended" signal of an rk_context (index 1), as
 * rk_connect(context, "task-suspended", ...) does, with the handler's type checked by the compiler.
 * context is the rk_context *.
 * Emitted: A task of the context (the rk_task *) was suspended, at dispatch on the loop thread.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_context
 */
static inline rk_status
    rk_context_connect_task_suspended(rk_context *context, rk_context_task_suspended_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(context, "task-suspended", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "task-canceled" signal of an rk_context (index 2); connect it with
 * rk_context_connect_task_canceled.
 * @ingroup rk_context
 */
typedef void (*rk_context_task_canceled_fn)(rk_context *context, void *task, void *user_data);
/**
 * Connects handler to the "task-canceled" signal of an rk_context (index 2), as rk_connect(context,
 * "task-canceled", ...) does, with the handler's type checked by the compiler. context is the
 * rk_context *.
 * Emitted: A task of the context (the rk_task *) was canceled, at dispatch on the loop thread.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_context
 */
static inline rk_status
    rk_context_connect_task_canceled(rk_context *context, rk_context_task_canceled_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(context, "task-canceled", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "task-completed" signal of an rk_context (index 3); connect it with
 * rk_context_connect_task_completed.
 * @ingroup rk_context
 */
typedef void (*rk_context_task_completed_fn)(rk_context *context, void *task, int32_t error_code,
                                             const char *message, void *user_data);
/**
 * Connects handler to the "task-completed" signal of an rk_context (index 3), as
 * rk_connect(context, "task-completed", ...) does, with the handler's type checked by the compiler.
 * context is the rk_context *.
 * Emitted: A task of the context (the rk_task *) completed with error_code (0 is success) and
 * message (empty if none), at dispatch on the loop thread.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_context
 */
static inline rk_status
    rk_context_connect_task_completed(rk_context *context, rk_context_task_completed_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(context, "task-completed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "activity-visibility-changed" signal of an rk_context (index 4); connect
 * it with rk_context_connect_activity_visibility_changed.
 * @ingroup rk_context
 */
typedef void (*rk_context_activity_visibility_changed_fn)(rk_context *context, int32_t visible,
                                                          void *user_data);
/**
 * Connects handler to the "activity-visibility-changed" signal of an rk_context (index 4), as
 * rk_connect(context, "activity-visibility-changed", ...) does, with the handler's type checked by
 * the compiler. context is the rk_context *.
 * Emitted: The activity monitor's indicator should be shown (1) or hidden (0): only on a real
 * change. Show or hide the network activity indicator.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_context
 */
static inline rk_status
    rk_context_connect_activity_visibility_changed(rk_context *context,
        rk_context_activity_visibility_changed_fn handler, void *user_data,
        rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(context, "activity-visibility-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "task-progress" signal of an rk_context (index 5); connect it with
 * rk_context_connect_task_progress.
 * @ingroup rk_context
 */
typedef void (*rk_context_task_progress_fn)(rk_context *context, void *task, int32_t direction,
                                            int64_t completed, int64_t expected, void *user_data);
/**
 * Connects handler to the "task-progress" signal of an rk_context (index 5), as rk_connect(context,
 * "task-progress", ...) does, with the handler's type checked by the compiler. context is the
 * rk_context *.
 * Emitted: A task of the context (the rk_task *) reported its bytes in direction
 * (rk_progress_direction), coalesced to the latest value at each dispatch; expected is -1 when
 * unknown.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_context
 */
static inline rk_status
    rk_context_connect_task_progress(rk_context *context, rk_context_task_progress_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(context, "task-progress", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "values" signal of an rk_probe (index 0); connect it with
 * rk_probe_connect_values.
 * @ingroup rk_signals
 */
typedef void (*rk_probe_values_fn)(rk_probe *probe, void *pointer, int32_t i32, int64_t i64,
                                   uint64_t u64, double real, const char *text, void *user_data);
/**
 * Connects handler to the "values" signal of an rk_probe (index 0), as rk_connect(probe, "values",
 * ...) does, with the handler's type checked by the compiler. probe is the rk_probe *.
 * Emitted: Emitted by rk_probe_emit_values with exactly its arguments: check that every parameter
 * type arrives intact.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_signals
 */
static inline rk_status
    rk_probe_connect_values(rk_probe *probe, rk_probe_values_fn handler, void *user_data,
        rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(probe, "values", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "measure" signal of an rk_probe (index 1); connect it with
 * rk_probe_connect_measure.
 * @ingroup rk_signals
 */
typedef double (*rk_probe_measure_fn)(rk_probe *probe, const char *text, double size,
                                      void *user_data);
/**
 * Connects handler to the "measure" signal of an rk_probe (index 1), as rk_connect(probe,
 * "measure", ...) does, with the handler's type checked by the compiler. probe is the rk_probe *.
 * Emitted: Emitted by rk_probe_emit_measure: return a double; the value the last handler returns is
 * the call's answer.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_signals
 */
static inline rk_status
    rk_probe_connect_measure(rk_probe *probe, rk_probe_measure_fn handler, void *user_data,
        rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(probe, "measure", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "ping" signal of an rk_probe (index 2); connect it with
 * rk_probe_connect_ping.
 * @ingroup rk_signals
 */
typedef void (*rk_probe_ping_fn)(rk_probe *probe, void *user_data);
/**
 * Connects handler to the "ping" signal of an rk_probe (index 2), as rk_connect(probe, "ping", ...)
 * does, with the handler's type checked by the compiler. probe is the rk_probe *.
 * Emitted: Emitted by rk_probe_emit_ping: a signal without parameters.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_signals
 */
static inline rk_status
    rk_probe_connect_ping(rk_probe *probe, rk_probe_ping_fn handler, void *user_data,
        rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(probe, "ping", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "pair" signal of an rk_probe (index 3); connect it with
 * rk_probe_connect_pair.
 * @ingroup rk_signals
 */
typedef void (*rk_probe_pair_fn)(rk_probe *probe, int32_t first, int32_t second, void *user_data);
/**
 * Connects handler to the "pair" signal of an rk_probe (index 3), as rk_connect(probe, "pair", ...)
 * does, with the handler's type checked by the compiler. probe is the rk_probe *.
 * Emitted: Emitted by rk_probe_emit_pair with its two arguments: the shape the benchmarks measure
 * (two int32_t).
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_signals
 */
static inline rk_status
    rk_probe_connect_pair(rk_probe *probe, rk_probe_pair_fn handler, void *user_data,
        rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(probe, "pair", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "state-changed" signal of an rk_footer (index 0); connect it with
 * rk_footer_connect_state_changed.
 * @ingroup rk_footer
 */
typedef void (*rk_footer_state_changed_fn)(rk_footer *footer, int32_t state, int32_t old_state,
                                           void *user_data);
/**
 * Connects handler to the "state-changed" signal of an rk_footer (index 0), as rk_connect(footer,
 * "state-changed", ...) does, with the handler's type checked by the compiler. footer is the
 * rk_footer *.
 * Emitted: The component went from old_state to state (rk_footer_state numbers, which every
 * component uses). Update what depends on the state; start loads on "refreshing", not here: a begin
 * that is superseded never fires it.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_footer
 */
static inline rk_status
    rk_footer_connect_state_changed(rk_footer *footer, rk_footer_state_changed_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(footer, "state-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "pulling-percent" signal of an rk_footer (index 1); connect it with
 * rk_footer_connect_pulling_percent.
 * @ingroup rk_footer
 */
typedef void (*rk_footer_pulling_percent_fn)(rk_footer *footer, double percent, void *user_data);
/**
 * Connects handler to the "pulling-percent" signal of an rk_footer (index 1), as rk_connect(footer,
 * "pulling-percent", ...) does, with the handler's type checked by the compiler. footer is the
 * rk_footer *.
 * Emitted: How far the pull has gone (1 is the trigger), only when it changes. Redraw what follows
 * the pull.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_footer
 */
static inline rk_status
    rk_footer_connect_pulling_percent(rk_footer *footer, rk_footer_pulling_percent_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(footer, "pulling-percent", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "frame-changed" signal of an rk_footer (index 2); connect it with
 * rk_footer_connect_frame_changed.
 * @ingroup rk_footer
 */
typedef void (*rk_footer_frame_changed_fn)(rk_footer *footer, uint64_t image_id, int32_t index,
                                           void *user_data);
/**
 * Connects handler to the "frame-changed" signal of an rk_footer (index 2), as rk_connect(footer,
 * "frame-changed", ...) does, with the handler's type checked by the compiler. footer is the
 * rk_footer *.
 * Emitted: The GIF frame to draw: image_id is the id the host gave the image, index its position in
 * the state's frames. Draw that image.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_footer
 */
static inline rk_status
    rk_footer_connect_frame_changed(rk_footer *footer, rk_footer_frame_changed_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(footer, "frame-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "gif-visibility" signal of an rk_footer (index 3); connect it with
 * rk_footer_connect_gif_visibility.
 * @ingroup rk_footer
 */
typedef void (*rk_footer_gif_visibility_fn)(rk_footer *footer, int32_t visible, void *user_data);
/**
 * Connects handler to the "gif-visibility" signal of an rk_footer (index 3), as rk_connect(footer,
 * "gif-visibility", ...) does, with the handler's type checked by the compiler. footer is the
 * rk_footer *.
 * Emitted: The GIF view is shown (1) or hidden (0). Show or hide it.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_footer
 */
static inline rk_status
    rk_footer_connect_gif_visibility(rk_footer *footer, rk_footer_gif_visibility_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(footer, "gif-visibility", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "layout-changed" signal of an rk_footer (index 4); connect it with
 * rk_footer_connect_layout_changed.
 * @ingroup rk_footer
 */
typedef void (*rk_footer_layout_changed_fn)(rk_footer *footer, double x, double y, double width,
                                            double height, double gif_x, double gif_y,
                                            double gif_width, double gif_height,
                                            int32_t content_mode, void *user_data);
/**
 * Connects handler to the "layout-changed" signal of an rk_footer (index 4), as rk_connect(footer,
 * "layout-changed", ...) does, with the handler's type checked by the compiler. footer is the
 * rk_footer *.
 * Emitted: The footer's rect in content coordinates and its GIF's rect in footer coordinates, drawn
 * as content_mode (rk_content_mode) says. Move the views there.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_footer
 */
static inline rk_status
    rk_footer_connect_layout_changed(rk_footer *footer, rk_footer_layout_changed_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(footer, "layout-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "inset-requested" signal of an rk_footer (index 5); connect it with
 * rk_footer_connect_inset_requested.
 * @ingroup rk_footer
 */
typedef void (*rk_footer_inset_requested_fn)(rk_footer *footer, double bottom, double duration,
                                             void *user_data);
/**
 * Connects handler to the "inset-requested" signal of an rk_footer (index 5), as rk_connect(footer,
 * "inset-requested", ...) does, with the handler's type checked by the compiler. footer is the
 * rk_footer *.
 * Emitted: Set the scroll view's bottom inset over duration seconds; the footer reads it back from
 * the next metrics.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_footer
 */
static inline rk_status
    rk_footer_connect_inset_requested(rk_footer *footer, rk_footer_inset_requested_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(footer, "inset-requested", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "offset-requested" signal of an rk_footer (index 6); connect it with
 * rk_footer_connect_offset_requested.
 * @ingroup rk_footer
 */
typedef void (*rk_footer_offset_requested_fn)(rk_footer *footer, double offset_y, double duration,
                                              void *user_data);
/**
 * Connects handler to the "offset-requested" signal of an rk_footer (index 6), as
 * rk_connect(footer, "offset-requested", ...) does, with the handler's type checked by the
 * compiler. footer is the rk_footer *.
 * Emitted: Set the scroll view's vertical content offset over duration seconds.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_footer
 */
static inline rk_status
    rk_footer_connect_offset_requested(rk_footer *footer, rk_footer_offset_requested_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(footer, "offset-requested", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "alpha-changed" signal of an rk_footer (index 7); connect it with
 * rk_footer_connect_alpha_changed.
 * @ingroup rk_footer
 */
typedef void (*rk_footer_alpha_changed_fn)(rk_footer *footer, double alpha, double duration,
                                           void *user_data);
/**
 * Connects handler to the "alpha-changed" signal of an rk_footer (index 7), as rk_connect(footer,
 * "alpha-changed", ...) does, with the handler's type checked by the compiler. footer is the
 * rk_footer *.
 * Emitted: Fade the component's view to alpha over duration seconds.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_footer
 */
static inline rk_status
    rk_footer_connect_alpha_changed(rk_footer *footer, rk_footer_alpha_changed_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(footer, "alpha-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "label-changed" signal of an rk_footer (index 8); connect it with
 * rk_footer_connect_label_changed.
 * @ingroup rk_footer
 */
typedef void (*rk_footer_label_changed_fn)(rk_footer *footer, const char *text, void *user_data);
/**
 * Connects handler to the "label-changed" signal of an rk_footer (index 8), as rk_connect(footer,
 * "label-changed", ...) does, with the handler's type checked by the compiler. footer is the
 * rk_footer *.
 * Emitted: The state label's new text (localized; copy it, it lives only during the call). Show it.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_footer
 */
static inline rk_status
    rk_footer_connect_label_changed(rk_footer *footer, rk_footer_label_changed_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(footer, "label-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "refreshing" signal of an rk_footer (index 9); connect it with
 * rk_footer_connect_refreshing.
 * @ingroup rk_footer
 */
typedef void (*rk_footer_refreshing_fn)(rk_footer *footer, void *user_data);
/**
 * Connects handler to the "refreshing" signal of an rk_footer (index 9), as rk_connect(footer,
 * "refreshing", ...) does, with the handler's type checked by the compiler. footer is the rk_footer
 * *.
 * Emitted: LOAD MORE NOW: the trigger that starts the host's request. Start loads here, not on
 * "state-changed" to Refreshing: the state comes first and a begin that is superseded never fires
 * it.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_footer
 */
static inline rk_status
    rk_footer_connect_refreshing(rk_footer *footer, rk_footer_refreshing_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(footer, "refreshing", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "measure-text" signal of an rk_footer (index 10); connect it with
 * rk_footer_connect_measure_text.
 * @ingroup rk_footer
 */
typedef double (*rk_footer_measure_text_fn)(rk_footer *footer, const char *text, void *user_data);
/**
 * Connects handler to the "measure-text" signal of an rk_footer (index 10), as rk_connect(footer,
 * "measure-text", ...) does, with the handler's type checked by the compiler. footer is the
 * rk_footer *.
 * Emitted: Return the label text's width in points, for the layout; without a handler the width the
 * host set is used. Asked whenever the layout depends on it and may have changed (the text, the
 * width, the set width, a handler connected or disconnected: so connecting to a component that has
 * laid out calls it before the connect returns). A handler that changes the text is asked again for
 * the new text, at most 8 times in a row.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_footer
 */
static inline rk_status
    rk_footer_connect_measure_text(rk_footer *footer, rk_footer_measure_text_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(footer, "measure-text", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "refreshing-load" signal of an rk_footer (index 11); connect it with
 * rk_footer_connect_refreshing_load.
 * @ingroup rk_footer
 */
typedef void (*rk_footer_refreshing_load_fn)(rk_footer *footer, uint64_t load_id, void *user_data);
/**
 * Connects handler to the "refreshing-load" signal of an rk_footer (index 11), as
 * rk_connect(footer, "refreshing-load", ...) does, with the handler's type checked by the compiler.
 * footer is the rk_footer *.
 * Emitted: Right after "refreshing", the same trigger with the id of the load it starts: tag the
 * host's request with it and end that load with the kind's end_load.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_footer
 */
static inline rk_status
    rk_footer_connect_refreshing_load(rk_footer *footer, rk_footer_refreshing_load_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(footer, "refreshing-load", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "announcement" signal of an rk_footer (index 12); connect it with
 * rk_footer_connect_announcement.
 * @ingroup rk_footer
 */
typedef void (*rk_footer_announcement_fn)(rk_footer *footer, const char *text, int32_t priority,
                                          void *user_data);
/**
 * Connects handler to the "announcement" signal of an rk_footer (index 12), as rk_connect(footer,
 * "announcement", ...) does, with the handler's type checked by the compiler. footer is the
 * rk_footer *.
 * Emitted: What a screen reader should say, localized, and how urgently (rk_announcement_priority).
 * Emitted only while a handler is connected: pass it to the platform's accessibility service.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_footer
 */
static inline rk_status
    rk_footer_connect_announcement(rk_footer *footer, rk_footer_announcement_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(footer, "announcement", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "load-cancelled" signal of an rk_footer (index 13); connect it with
 * rk_footer_connect_load_cancelled.
 * @ingroup rk_footer
 */
typedef void (*rk_footer_load_cancelled_fn)(rk_footer *footer, uint64_t load_id, int32_t reason,
                                            void *user_data);
/**
 * Connects handler to the "load-cancelled" signal of an rk_footer (index 13), as rk_connect(footer,
 * "load-cancelled", ...) does, with the handler's type checked by the compiler. footer is the
 * rk_footer *.
 * Emitted: The load load_id ended other than by an end naming it (reason: an
 * rk_load_cancel_reason): superseded by a restart, its task canceled, the component detached,
 * destroyed (its last signal), hidden, or canceled by the host. Emitted once per load, never for
 * one that ended or failed, after the state change it caused. Abort the request started for that
 * id.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_footer
 */
static inline rk_status
    rk_footer_connect_load_cancelled(rk_footer *footer, rk_footer_load_cancelled_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(footer, "load-cancelled", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "resumed" signal of an rk_task (index 0); connect it with
 * rk_task_connect_resumed.
 * @ingroup rk_binder
 */
typedef void (*rk_task_resumed_fn)(rk_task *task, void *user_data);
/**
 * Connects handler to the "resumed" signal of an rk_task (index 0), as rk_connect(task, "resumed",
 * ...) does, with the handler's type checked by the compiler. task is the rk_task *.
 * Emitted: The task was resumed (delivered at dispatch on the loop thread).
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_binder
 */
static inline rk_status
    rk_task_connect_resumed(rk_task *task, rk_task_resumed_fn handler, void *user_data,
        rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(task, "resumed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "suspended" signal of an rk_task (index 1); connect it with
 * rk_task_connect_suspended.
 * @ingroup rk_binder
 */
typedef void (*rk_task_suspended_fn)(rk_task *task, void *user_data);
/**
 * Connects handler to the "suspended" signal of an rk_task (index 1), as rk_connect(task,
 * "suspended", ...) does, with the handler's type checked by the compiler. task is the rk_task *.
 * Emitted: The task was suspended (delivered at dispatch on the loop thread).
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_binder
 */
static inline rk_status
    rk_task_connect_suspended(rk_task *task, rk_task_suspended_fn handler, void *user_data,
        rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(task, "suspended", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "canceled" signal of an rk_task (index 2); connect it with
 * rk_task_connect_canceled.
 * @ingroup rk_binder
 */
typedef void (*rk_task_canceled_fn)(rk_task *task, void *user_data);
/**
 * Connects handler to the "canceled" signal of an rk_task (index 2), as rk_connect(task,
 * "canceled", ...) does, with the handler's type checked by the compiler. task is the rk_task *.
 * Emitted: The task was canceled; a completion should follow (at dispatch).
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_binder
 */
static inline rk_status
    rk_task_connect_canceled(rk_task *task, rk_task_canceled_fn handler, void *user_data,
        rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(task, "canceled", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "completed" signal of an rk_task (index 3); connect it with
 * rk_task_connect_completed.
 * @ingroup rk_binder
 */
typedef void (*rk_task_completed_fn)(rk_task *task, int32_t error_code, const char *message,
                                     void *user_data);
/**
 * Connects handler to the "completed" signal of an rk_task (index 3), as rk_connect(task,
 * "completed", ...) does, with the handler's type checked by the compiler. task is the rk_task *.
 * Emitted: The task completed with error_code (0 is success) and message (empty if none), at
 * dispatch on the loop thread.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_binder
 */
static inline rk_status
    rk_task_connect_completed(rk_task *task, rk_task_completed_fn handler, void *user_data,
        rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(task, "completed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "progress" signal of an rk_task (index 4); connect it with
 * rk_task_connect_progress.
 * @ingroup rk_binder
 */
typedef void (*rk_task_progress_fn)(rk_task *task, int32_t direction, int64_t completed,
                                    int64_t expected, void *user_data);
/**
 * Connects handler to the "progress" signal of an rk_task (index 4), as rk_connect(task,
 * "progress", ...) does, with the handler's type checked by the compiler. task is the rk_task *.
 * Emitted: The task's bytes in direction (rk_progress_direction), as rk_task_set_progress reported
 * them, coalesced to the latest value at each dispatch; expected is -1 when unknown.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_binder
 */
static inline rk_status
    rk_task_connect_progress(rk_task *task, rk_task_progress_fn handler, void *user_data,
        rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(task, "progress", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "start-animating" signal of an rk_indicator (index 0); connect it with
 * rk_indicator_connect_start_animating.
 * @ingroup rk_binder
 */
typedef void (*rk_indicator_start_animating_fn)(rk_indicator *indicator, void *user_data);
/**
 * Connects handler to the "start-animating" signal of an rk_indicator (index 0), as
 * rk_connect(indicator, "start-animating", ...) does, with the handler's type checked by the
 * compiler. indicator is the rk_indicator *.
 * Emitted: The bound tasks started: start the spinner.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_binder
 */
static inline rk_status
    rk_indicator_connect_start_animating(rk_indicator *indicator,
        rk_indicator_start_animating_fn handler, void *user_data, rk_destroy_notify destroy_notify,
        rk_connection *out_connection) {
    return rk_connect(indicator, "start-animating", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "stop-animating" signal of an rk_indicator (index 1); connect it with
 * rk_indicator_connect_stop_animating.
 * @ingroup rk_binder
 */
typedef void (*rk_indicator_stop_animating_fn)(rk_indicator *indicator, void *user_data);
/**
 * Connects handler to the "stop-animating" signal of an rk_indicator (index 1), as
 * rk_connect(indicator, "stop-animating", ...) does, with the handler's type checked by the
 * compiler. indicator is the rk_indicator *.
 * Emitted: The bound tasks stopped: stop the spinner.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_binder
 */
static inline rk_status
    rk_indicator_connect_stop_animating(rk_indicator *indicator,
        rk_indicator_stop_animating_fn handler, void *user_data, rk_destroy_notify destroy_notify,
        rk_connection *out_connection) {
    return rk_connect(indicator, "stop-animating", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "state-changed" signal of an rk_header (index 0); connect it with
 * rk_header_connect_state_changed.
 * @ingroup rk_header
 */
typedef void (*rk_header_state_changed_fn)(rk_header *header, int32_t state, int32_t old_state,
                                           void *user_data);
/**
 * Connects handler to the "state-changed" signal of an rk_header (index 0), as rk_connect(header,
 * "state-changed", ...) does, with the handler's type checked by the compiler. header is the
 * rk_header *.
 * Emitted: The component went from old_state to state (rk_footer_state numbers, which every
 * component uses). Update what depends on the state; start loads on "refreshing", not here: a begin
 * that is superseded never fires it.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_header
 */
static inline rk_status
    rk_header_connect_state_changed(rk_header *header, rk_header_state_changed_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(header, "state-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "pulling-percent" signal of an rk_header (index 1); connect it with
 * rk_header_connect_pulling_percent.
 * @ingroup rk_header
 */
typedef void (*rk_header_pulling_percent_fn)(rk_header *header, double percent, void *user_data);
/**
 * Connects handler to the "pulling-percent" signal of an rk_header (index 1), as rk_connect(header,
 * "pulling-percent", ...) does, with the handler's type checked by the compiler. header is the
 * rk_header *.
 * Emitted: How far the pull has gone (1 is the trigger), only when it changes. Redraw what follows
 * the pull.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_header
 */
static inline rk_status
    rk_header_connect_pulling_percent(rk_header *header, rk_header_pulling_percent_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(header, "pulling-percent", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "frame-changed" signal of an rk_header (index 2); connect it with
 * rk_header_connect_frame_changed.
 * @ingroup rk_header
 */
typedef void (*rk_header_frame_changed_fn)(rk_header *header, uint64_t image_id, int32_t index,
                                           void *user_data);
/**
 * Connects handler to the "frame-changed" signal of an rk_header (index 2), as rk_connect(header,
 * "frame-changed", ...) does, with the handler's type checked by the compiler. header is the
 * rk_header *.
 * Emitted: GIF style: the GIF frame to draw (image_id as the host gave it, index in the state's
 * frames). A header's GIF view is always shown: it has no "gif-visibility".
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_header
 */
static inline rk_status
    rk_header_connect_frame_changed(rk_header *header, rk_header_frame_changed_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(header, "frame-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "layout-changed" signal of an rk_header (index 3); connect it with
 * rk_header_connect_layout_changed.
 * @ingroup rk_header
 */
typedef void (*rk_header_layout_changed_fn)(rk_header *header, double x, double y, double width,
                                            double height, void *user_data);
/**
 * Connects handler to the "layout-changed" signal of an rk_header (index 3), as rk_connect(header,
 * "layout-changed", ...) does, with the handler's type checked by the compiler. header is the
 * rk_header *.
 * Emitted: The component's rect in content coordinates changed. Move the component's view there;
 * the parts come from the kind's get_layout.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_header
 */
static inline rk_status
    rk_header_connect_layout_changed(rk_header *header, rk_header_layout_changed_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(header, "layout-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "inset-requested" signal of an rk_header (index 4); connect it with
 * rk_header_connect_inset_requested.
 * @ingroup rk_header
 */
typedef void (*rk_header_inset_requested_fn)(rk_header *header, double top, double duration,
                                             void *user_data);
/**
 * Connects handler to the "inset-requested" signal of an rk_header (index 4), as rk_connect(header,
 * "inset-requested", ...) does, with the handler's type checked by the compiler. header is the
 * rk_header *.
 * Emitted: Set the scroll view's top inset over duration seconds; the header reads it back from the
 * next metrics.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_header
 */
static inline rk_status
    rk_header_connect_inset_requested(rk_header *header, rk_header_inset_requested_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(header, "inset-requested", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "offset-requested" signal of an rk_header (index 5); connect it with
 * rk_header_connect_offset_requested.
 * @ingroup rk_header
 */
typedef void (*rk_header_offset_requested_fn)(rk_header *header, double offset_y, double duration,
                                              void *user_data);
/**
 * Connects handler to the "offset-requested" signal of an rk_header (index 5), as
 * rk_connect(header, "offset-requested", ...) does, with the handler's type checked by the
 * compiler. header is the rk_header *.
 * Emitted: Set the scroll view's vertical content offset over duration seconds.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_header
 */
static inline rk_status
    rk_header_connect_offset_requested(rk_header *header, rk_header_offset_requested_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(header, "offset-requested", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "alpha-changed" signal of an rk_header (index 6); connect it with
 * rk_header_connect_alpha_changed.
 * @ingroup rk_header
 */
typedef void (*rk_header_alpha_changed_fn)(rk_header *header, double alpha, double duration,
                                           void *user_data);
/**
 * Connects handler to the "alpha-changed" signal of an rk_header (index 6), as rk_connect(header,
 * "alpha-changed", ...) does, with the handler's type checked by the compiler. header is the
 * rk_header *.
 * Emitted: Fade the component's view to alpha over duration seconds.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_header
 */
static inline rk_status
    rk_header_connect_alpha_changed(rk_header *header, rk_header_alpha_changed_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(header, "alpha-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "label-changed" signal of an rk_header (index 7); connect it with
 * rk_header_connect_label_changed.
 * @ingroup rk_header
 */
typedef void (*rk_header_label_changed_fn)(rk_header *header, const char *text, void *user_data);
/**
 * Connects handler to the "label-changed" signal of an rk_header (index 7), as rk_connect(header,
 * "label-changed", ...) does, with the handler's type checked by the compiler. header is the
 * rk_header *.
 * Emitted: The state label's new text (localized; copy it, it lives only during the call). Show it.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_header
 */
static inline rk_status
    rk_header_connect_label_changed(rk_header *header, rk_header_label_changed_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(header, "label-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "time-label-changed" signal of an rk_header (index 8); connect it with
 * rk_header_connect_time_label_changed.
 * @ingroup rk_header
 */
typedef void (*rk_header_time_label_changed_fn)(rk_header *header, const char *text,
                                                void *user_data);
/**
 * Connects handler to the "time-label-changed" signal of an rk_header (index 8), as
 * rk_connect(header, "time-label-changed", ...) does, with the handler's type checked by the
 * compiler. header is the rk_header *.
 * Emitted: The last-updated label's new text. Show it.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_header
 */
static inline rk_status
    rk_header_connect_time_label_changed(rk_header *header, rk_header_time_label_changed_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(header, "time-label-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "refreshing" signal of an rk_header (index 9); connect it with
 * rk_header_connect_refreshing.
 * @ingroup rk_header
 */
typedef void (*rk_header_refreshing_fn)(rk_header *header, void *user_data);
/**
 * Connects handler to the "refreshing" signal of an rk_header (index 9), as rk_connect(header,
 * "refreshing", ...) does, with the handler's type checked by the compiler. header is the rk_header
 * *.
 * Emitted: REFRESH NOW: start the host's reload here (after the begin animation). It never fires
 * after the header has left Refreshing.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_header
 */
static inline rk_status
    rk_header_connect_refreshing(rk_header *header, rk_header_refreshing_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(header, "refreshing", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "end-animation-began" signal of an rk_header (index 10); connect it with
 * rk_header_connect_end_animation_began.
 * @ingroup rk_header
 */
typedef void (*rk_header_end_animation_began_fn)(rk_header *header, void *user_data);
/**
 * Connects handler to the "end-animation-began" signal of an rk_header (index 10), as
 * rk_connect(header, "end-animation-began", ...) does, with the handler's type checked by the
 * compiler. header is the rk_header *.
 * Emitted: The exit animation from Refreshing started, after the inset request that starts it.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_header
 */
static inline rk_status
    rk_header_connect_end_animation_began(rk_header *header,
        rk_header_end_animation_began_fn handler, void *user_data, rk_destroy_notify destroy_notify,
        rk_connection *out_connection) {
    return rk_connect(header, "end-animation-began", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "arrow-changed" signal of an rk_header (index 11); connect it with
 * rk_header_connect_arrow_changed.
 * @ingroup rk_header
 */
typedef void (*rk_header_arrow_changed_fn)(rk_header *header, double angle, double duration,
                                           void *user_data);
/**
 * Connects handler to the "arrow-changed" signal of an rk_header (index 11), as rk_connect(header,
 * "arrow-changed", ...) does, with the handler's type checked by the compiler. header is the
 * rk_header *.
 * Emitted: Normal style: turn the arrow to angle radians (0 down, -pi + 1e-6 up) over duration
 * seconds.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_header
 */
static inline rk_status
    rk_header_connect_arrow_changed(rk_header *header, rk_header_arrow_changed_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(header, "arrow-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "arrow-visibility" signal of an rk_header (index 12); connect it with
 * rk_header_connect_arrow_visibility.
 * @ingroup rk_header
 */
typedef void (*rk_header_arrow_visibility_fn)(rk_header *header, int32_t visible, void *user_data);
/**
 * Connects handler to the "arrow-visibility" signal of an rk_header (index 12), as
 * rk_connect(header, "arrow-visibility", ...) does, with the handler's type checked by the
 * compiler. header is the rk_header *.
 * Emitted: Normal style: show (1) or hide (0) the arrow.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_header
 */
static inline rk_status
    rk_header_connect_arrow_visibility(rk_header *header, rk_header_arrow_visibility_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(header, "arrow-visibility", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "spinner-changed" signal of an rk_header (index 13); connect it with
 * rk_header_connect_spinner_changed.
 * @ingroup rk_header
 */
typedef void (*rk_header_spinner_changed_fn)(rk_header *header, int32_t animating, void *user_data);
/**
 * Connects handler to the "spinner-changed" signal of an rk_header (index 13), as
 * rk_connect(header, "spinner-changed", ...) does, with the handler's type checked by the compiler.
 * header is the rk_header *.
 * Emitted: Normal style: start (1) or stop (0) the activity spinner; a stopped spinner is hidden.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_header
 */
static inline rk_status
    rk_header_connect_spinner_changed(rk_header *header, rk_header_spinner_changed_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(header, "spinner-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "spinner-alpha" signal of an rk_header (index 14); connect it with
 * rk_header_connect_spinner_alpha.
 * @ingroup rk_header
 */
typedef void (*rk_header_spinner_alpha_fn)(rk_header *header, double alpha, double duration,
                                           void *user_data);
/**
 * Connects handler to the "spinner-alpha" signal of an rk_header (index 14), as rk_connect(header,
 * "spinner-alpha", ...) does, with the handler's type checked by the compiler. header is the
 * rk_header *.
 * Emitted: Normal style: fade the spinner to alpha over duration seconds.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_header
 */
static inline rk_status
    rk_header_connect_spinner_alpha(rk_header *header, rk_header_spinner_alpha_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(header, "spinner-alpha", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "measure-text" signal of an rk_header (index 15); connect it with
 * rk_header_connect_measure_text.
 * @ingroup rk_header
 */
typedef double (*rk_header_measure_text_fn)(rk_header *header, const char *text, void *user_data);
/**
 * Connects handler to the "measure-text" signal of an rk_header (index 15), as rk_connect(header,
 * "measure-text", ...) does, with the handler's type checked by the compiler. header is the
 * rk_header *.
 * Emitted: Return a label text's width in points (both labels use the same font), for the layout;
 * without a handler the widths of rk_header_set_text_widths are used. Asked whenever the layout
 * depends on it and may have changed, as the footer's.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_header
 */
static inline rk_status
    rk_header_connect_measure_text(rk_header *header, rk_header_measure_text_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(header, "measure-text", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "refreshing-load" signal of an rk_header (index 16); connect it with
 * rk_header_connect_refreshing_load.
 * @ingroup rk_header
 */
typedef void (*rk_header_refreshing_load_fn)(rk_header *header, uint64_t load_id, void *user_data);
/**
 * Connects handler to the "refreshing-load" signal of an rk_header (index 16), as
 * rk_connect(header, "refreshing-load", ...) does, with the handler's type checked by the compiler.
 * header is the rk_header *.
 * Emitted: Right after "refreshing", the same trigger with the id of the load it starts: tag the
 * host's request with it and end that load with the kind's end_load.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_header
 */
static inline rk_status
    rk_header_connect_refreshing_load(rk_header *header, rk_header_refreshing_load_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(header, "refreshing-load", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "announcement" signal of an rk_header (index 17); connect it with
 * rk_header_connect_announcement.
 * @ingroup rk_header
 */
typedef void (*rk_header_announcement_fn)(rk_header *header, const char *text, int32_t priority,
                                          void *user_data);
/**
 * Connects handler to the "announcement" signal of an rk_header (index 17), as rk_connect(header,
 * "announcement", ...) does, with the handler's type checked by the compiler. header is the
 * rk_header *.
 * Emitted: What a screen reader should say, localized, and how urgently (rk_announcement_priority).
 * Emitted only while a handler is connected: pass it to the platform's accessibility service.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_header
 */
static inline rk_status
    rk_header_connect_announcement(rk_header *header, rk_header_announcement_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(header, "announcement", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "time-text-refused" signal of an rk_header (index 18); connect it with
 * rk_header_connect_time_text_refused.
 * @ingroup rk_header
 */
typedef void (*rk_header_time_text_refused_fn)(rk_header *header, int32_t reason, void *user_data);
/**
 * Connects handler to the "time-text-refused" signal of an rk_header (index 18), as
 * rk_connect(header, "time-text-refused", ...) does, with the handler's type checked by the
 * compiler. header is the rk_header *.
 * Emitted: The host's last-updated formatter gave a text the header refused (reason:
 * RK_TIME_TEXT_*); the built-in text shows instead, told by "time-label-changed" next. Fix the
 * formatter.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_header
 */
static inline rk_status
    rk_header_connect_time_text_refused(rk_header *header, rk_header_time_text_refused_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(header, "time-text-refused", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "load-cancelled" signal of an rk_header (index 19); connect it with
 * rk_header_connect_load_cancelled.
 * @ingroup rk_header
 */
typedef void (*rk_header_load_cancelled_fn)(rk_header *header, uint64_t load_id, int32_t reason,
                                            void *user_data);
/**
 * Connects handler to the "load-cancelled" signal of an rk_header (index 19), as rk_connect(header,
 * "load-cancelled", ...) does, with the handler's type checked by the compiler. header is the
 * rk_header *.
 * Emitted: The load load_id ended other than by an end naming it (reason: an
 * rk_load_cancel_reason): superseded by a restart, its task canceled, the component detached,
 * destroyed (its last signal), hidden, or canceled by the host. Emitted once per load, never for
 * one that ended or failed, after the state change it caused. Abort the request started for that
 * id.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_header
 */
static inline rk_status
    rk_header_connect_load_cancelled(rk_header *header, rk_header_load_cancelled_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(header, "load-cancelled", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "state-changed" signal of an rk_trailer (index 0); connect it with
 * rk_trailer_connect_state_changed.
 * @ingroup rk_trailer
 */
typedef void (*rk_trailer_state_changed_fn)(rk_trailer *trailer, int32_t state, int32_t old_state,
                                            void *user_data);
/**
 * Connects handler to the "state-changed" signal of an rk_trailer (index 0), as rk_connect(trailer,
 * "state-changed", ...) does, with the handler's type checked by the compiler. trailer is the
 * rk_trailer *.
 * Emitted: The component went from old_state to state (rk_footer_state numbers, which every
 * component uses). Update what depends on the state; start loads on "refreshing", not here: a begin
 * that is superseded never fires it.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_trailer
 */
static inline rk_status
    rk_trailer_connect_state_changed(rk_trailer *trailer, rk_trailer_state_changed_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(trailer, "state-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "pulling-percent" signal of an rk_trailer (index 1); connect it with
 * rk_trailer_connect_pulling_percent.
 * @ingroup rk_trailer
 */
typedef void (*rk_trailer_pulling_percent_fn)(rk_trailer *trailer, double percent, void *user_data);
/**
 * Connects handler to the "pulling-percent" signal of an rk_trailer (index 1), as
 * rk_connect(trailer, "pulling-percent", ...) does, with the handler's type checked by the
 * compiler. trailer is the rk_trailer *.
 * Emitted: How far the pull has gone (1 is the trigger), only when it changes. Redraw what follows
 * the pull.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_trailer
 */
static inline rk_status
    rk_trailer_connect_pulling_percent(rk_trailer *trailer, rk_trailer_pulling_percent_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(trailer, "pulling-percent", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "layout-changed" signal of an rk_trailer (index 2); connect it with
 * rk_trailer_connect_layout_changed.
 * @ingroup rk_trailer
 */
typedef void (*rk_trailer_layout_changed_fn)(rk_trailer *trailer, double x, double y, double width,
                                             double height, void *user_data);
/**
 * Connects handler to the "layout-changed" signal of an rk_trailer (index 2), as
 * rk_connect(trailer, "layout-changed", ...) does, with the handler's type checked by the compiler.
 * trailer is the rk_trailer *.
 * Emitted: The component's rect in content coordinates changed. Move the component's view there;
 * the parts come from the kind's get_layout.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_trailer
 */
static inline rk_status
    rk_trailer_connect_layout_changed(rk_trailer *trailer, rk_trailer_layout_changed_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(trailer, "layout-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "inset-requested" signal of an rk_trailer (index 3); connect it with
 * rk_trailer_connect_inset_requested.
 * @ingroup rk_trailer
 */
typedef void (*rk_trailer_inset_requested_fn)(rk_trailer *trailer, double right, double duration,
                                              void *user_data);
/**
 * Connects handler to the "inset-requested" signal of an rk_trailer (index 3), as
 * rk_connect(trailer, "inset-requested", ...) does, with the handler's type checked by the
 * compiler. trailer is the rk_trailer *.
 * Emitted: Set the scroll view's right inset over duration seconds; the trailer reads it back from
 * the next metrics.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_trailer
 */
static inline rk_status
    rk_trailer_connect_inset_requested(rk_trailer *trailer, rk_trailer_inset_requested_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(trailer, "inset-requested", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "offset-requested" signal of an rk_trailer (index 4); connect it with
 * rk_trailer_connect_offset_requested.
 * @ingroup rk_trailer
 */
typedef void (*rk_trailer_offset_requested_fn)(rk_trailer *trailer, double offset_x,
                                               double duration, void *user_data);
/**
 * Connects handler to the "offset-requested" signal of an rk_trailer (index 4), as
 * rk_connect(trailer, "offset-requested", ...) does, with the handler's type checked by the
 * compiler. trailer is the rk_trailer *.
 * Emitted: Set the scroll view's horizontal content offset over duration seconds.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_trailer
 */
static inline rk_status
    rk_trailer_connect_offset_requested(rk_trailer *trailer, rk_trailer_offset_requested_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(trailer, "offset-requested", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "alpha-changed" signal of an rk_trailer (index 5); connect it with
 * rk_trailer_connect_alpha_changed.
 * @ingroup rk_trailer
 */
typedef void (*rk_trailer_alpha_changed_fn)(rk_trailer *trailer, double alpha, double duration,
                                            void *user_data);
/**
 * Connects handler to the "alpha-changed" signal of an rk_trailer (index 5), as rk_connect(trailer,
 * "alpha-changed", ...) does, with the handler's type checked by the compiler. trailer is the
 * rk_trailer *.
 * Emitted: Fade the component's view to alpha over duration seconds.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_trailer
 */
static inline rk_status
    rk_trailer_connect_alpha_changed(rk_trailer *trailer, rk_trailer_alpha_changed_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(trailer, "alpha-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "label-changed" signal of an rk_trailer (index 6); connect it with
 * rk_trailer_connect_label_changed.
 * @ingroup rk_trailer
 */
typedef void (*rk_trailer_label_changed_fn)(rk_trailer *trailer, const char *text, void *user_data);
/**
 * Connects handler to the "label-changed" signal of an rk_trailer (index 6), as rk_connect(trailer,
 * "label-changed", ...) does, with the handler's type checked by the compiler. trailer is the
 * rk_trailer *.
 * Emitted: The label's new text (copy it, it lives only during the call). Draw it one glyph per
 * line.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_trailer
 */
static inline rk_status
    rk_trailer_connect_label_changed(rk_trailer *trailer, rk_trailer_label_changed_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(trailer, "label-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "refreshing" signal of an rk_trailer (index 7); connect it with
 * rk_trailer_connect_refreshing.
 * @ingroup rk_trailer
 */
typedef void (*rk_trailer_refreshing_fn)(rk_trailer *trailer, void *user_data);
/**
 * Connects handler to the "refreshing" signal of an rk_trailer (index 7), as rk_connect(trailer,
 * "refreshing", ...) does, with the handler's type checked by the compiler. trailer is the
 * rk_trailer *.
 * Emitted: SHOW THE DETAILS NOW: the trigger (after the begin animation). It never fires after the
 * trailer has left Refreshing.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_trailer
 */
static inline rk_status
    rk_trailer_connect_refreshing(rk_trailer *trailer, rk_trailer_refreshing_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(trailer, "refreshing", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "end-animation-began" signal of an rk_trailer (index 8); connect it with
 * rk_trailer_connect_end_animation_began.
 * @ingroup rk_trailer
 */
typedef void (*rk_trailer_end_animation_began_fn)(rk_trailer *trailer, void *user_data);
/**
 * Connects handler to the "end-animation-began" signal of an rk_trailer (index 8), as
 * rk_connect(trailer, "end-animation-began", ...) does, with the handler's type checked by the
 * compiler. trailer is the rk_trailer *.
 * Emitted: The exit animation from Refreshing started, before the inset request that starts it.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_trailer
 */
static inline rk_status
    rk_trailer_connect_end_animation_began(rk_trailer *trailer,
        rk_trailer_end_animation_began_fn handler, void *user_data,
        rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(trailer, "end-animation-began", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "arrow-changed" signal of an rk_trailer (index 9); connect it with
 * rk_trailer_connect_arrow_changed.
 * @ingroup rk_trailer
 */
typedef void (*rk_trailer_arrow_changed_fn)(rk_trailer *trailer, double angle, double duration,
                                            void *user_data);
/**
 * Connects handler to the "arrow-changed" signal of an rk_trailer (index 9), as rk_connect(trailer,
 * "arrow-changed", ...) does, with the handler's type checked by the compiler. trailer is the
 * rk_trailer *.
 * Emitted: Normal style: turn the arrow to angle radians (0 points left, swipe; pi right, release)
 * over duration seconds.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_trailer
 */
static inline rk_status
    rk_trailer_connect_arrow_changed(rk_trailer *trailer, rk_trailer_arrow_changed_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(trailer, "arrow-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "refreshing-load" signal of an rk_trailer (index 10); connect it with
 * rk_trailer_connect_refreshing_load.
 * @ingroup rk_trailer
 */
typedef void (*rk_trailer_refreshing_load_fn)(rk_trailer *trailer, uint64_t load_id,
                                              void *user_data);
/**
 * Connects handler to the "refreshing-load" signal of an rk_trailer (index 10), as
 * rk_connect(trailer, "refreshing-load", ...) does, with the handler's type checked by the
 * compiler. trailer is the rk_trailer *.
 * Emitted: Right after "refreshing", the same trigger with the id of the load it starts: tag the
 * host's request with it and end that load with the kind's end_load.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_trailer
 */
static inline rk_status
    rk_trailer_connect_refreshing_load(rk_trailer *trailer, rk_trailer_refreshing_load_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(trailer, "refreshing-load", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "announcement" signal of an rk_trailer (index 11); connect it with
 * rk_trailer_connect_announcement.
 * @ingroup rk_trailer
 */
typedef void (*rk_trailer_announcement_fn)(rk_trailer *trailer, const char *text, int32_t priority,
                                           void *user_data);
/**
 * Connects handler to the "announcement" signal of an rk_trailer (index 11), as rk_connect(trailer,
 * "announcement", ...) does, with the handler's type checked by the compiler. trailer is the
 * rk_trailer *.
 * Emitted: What a screen reader should say, localized, and how urgently (rk_announcement_priority).
 * Emitted only while a handler is connected: pass it to the platform's accessibility service.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_trailer
 */
static inline rk_status
    rk_trailer_connect_announcement(rk_trailer *trailer, rk_trailer_announcement_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(trailer, "announcement", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "load-cancelled" signal of an rk_trailer (index 12); connect it with
 * rk_trailer_connect_load_cancelled.
 * @ingroup rk_trailer
 */
typedef void (*rk_trailer_load_cancelled_fn)(rk_trailer *trailer, uint64_t load_id, int32_t reason,
                                             void *user_data);
/**
 * Connects handler to the "load-cancelled" signal of an rk_trailer (index 12), as
 * rk_connect(trailer, "load-cancelled", ...) does, with the handler's type checked by the compiler.
 * trailer is the rk_trailer *.
 * Emitted: The load load_id ended other than by an end naming it (reason: an
 * rk_load_cancel_reason): superseded by a restart, its task canceled, the component detached,
 * destroyed (its last signal), hidden, or canceled by the host. Emitted once per load, never for
 * one that ended or failed, after the state change it caused. Abort the request started for that
 * id.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_trailer
 */
static inline rk_status
    rk_trailer_connect_load_cancelled(rk_trailer *trailer, rk_trailer_load_cancelled_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(trailer, "load-cancelled", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "state-changed" signal of an rk_auto_footer (index 0); connect it with
 * rk_auto_footer_connect_state_changed.
 * @ingroup rk_auto_footer
 */
typedef void (*rk_auto_footer_state_changed_fn)(rk_auto_footer *auto_footer, int32_t state,
                                                int32_t old_state, void *user_data);
/**
 * Connects handler to the "state-changed" signal of an rk_auto_footer (index 0), as
 * rk_connect(auto_footer, "state-changed", ...) does, with the handler's type checked by the
 * compiler. auto_footer is the rk_auto_footer *.
 * Emitted: The component went from old_state to state (rk_footer_state numbers, which every
 * component uses). Update what depends on the state; start loads on "refreshing", not here: a begin
 * that is superseded never fires it.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_footer
 */
static inline rk_status
    rk_auto_footer_connect_state_changed(rk_auto_footer *auto_footer,
        rk_auto_footer_state_changed_fn handler, void *user_data, rk_destroy_notify destroy_notify,
        rk_connection *out_connection) {
    return rk_connect(auto_footer, "state-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "pulling-percent" signal of an rk_auto_footer (index 1); connect it with
 * rk_auto_footer_connect_pulling_percent.
 * @ingroup rk_auto_footer
 */
typedef void (*rk_auto_footer_pulling_percent_fn)(rk_auto_footer *auto_footer, double percent,
                                                  void *user_data);
/**
 * Connects handler to the "pulling-percent" signal of an rk_auto_footer (index 1), as
 * rk_connect(auto_footer, "pulling-percent", ...) does, with the handler's type checked by the
 * compiler. auto_footer is the rk_auto_footer *.
 * Emitted: 0 until the first begin, then 1: an auto footer or auto header has no pull to follow.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_footer
 */
static inline rk_status
    rk_auto_footer_connect_pulling_percent(rk_auto_footer *auto_footer,
        rk_auto_footer_pulling_percent_fn handler, void *user_data,
        rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(auto_footer, "pulling-percent", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "frame-changed" signal of an rk_auto_footer (index 2); connect it with
 * rk_auto_footer_connect_frame_changed.
 * @ingroup rk_auto_footer
 */
typedef void (*rk_auto_footer_frame_changed_fn)(rk_auto_footer *auto_footer, uint64_t image_id,
                                                int32_t index, void *user_data);
/**
 * Connects handler to the "frame-changed" signal of an rk_auto_footer (index 2), as
 * rk_connect(auto_footer, "frame-changed", ...) does, with the handler's type checked by the
 * compiler. auto_footer is the rk_auto_footer *.
 * Emitted: GIF style: the GIF frame to draw (image_id as the host gave it, index in the state's
 * frames).
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_footer
 */
static inline rk_status
    rk_auto_footer_connect_frame_changed(rk_auto_footer *auto_footer,
        rk_auto_footer_frame_changed_fn handler, void *user_data, rk_destroy_notify destroy_notify,
        rk_connection *out_connection) {
    return rk_connect(auto_footer, "frame-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "gif-visibility" signal of an rk_auto_footer (index 3); connect it with
 * rk_auto_footer_connect_gif_visibility.
 * @ingroup rk_auto_footer
 */
typedef void (*rk_auto_footer_gif_visibility_fn)(rk_auto_footer *auto_footer, int32_t visible,
                                                 void *user_data);
/**
 * Connects handler to the "gif-visibility" signal of an rk_auto_footer (index 3), as
 * rk_connect(auto_footer, "gif-visibility", ...) does, with the handler's type checked by the
 * compiler. auto_footer is the rk_auto_footer *.
 * Emitted: GIF style: the GIF view is shown (1, only in Refreshing with Refreshing frames) or
 * hidden (0).
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_footer
 */
static inline rk_status
    rk_auto_footer_connect_gif_visibility(rk_auto_footer *auto_footer,
        rk_auto_footer_gif_visibility_fn handler, void *user_data, rk_destroy_notify destroy_notify,
        rk_connection *out_connection) {
    return rk_connect(auto_footer, "gif-visibility", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "layout-changed" signal of an rk_auto_footer (index 4); connect it with
 * rk_auto_footer_connect_layout_changed.
 * @ingroup rk_auto_footer
 */
typedef void (*rk_auto_footer_layout_changed_fn)(rk_auto_footer *auto_footer, double x, double y,
                                                 double width, double height, void *user_data);
/**
 * Connects handler to the "layout-changed" signal of an rk_auto_footer (index 4), as
 * rk_connect(auto_footer, "layout-changed", ...) does, with the handler's type checked by the
 * compiler. auto_footer is the rk_auto_footer *.
 * Emitted: The component's rect in content coordinates changed. Move the component's view there;
 * the parts come from the kind's get_layout.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_footer
 */
static inline rk_status
    rk_auto_footer_connect_layout_changed(rk_auto_footer *auto_footer,
        rk_auto_footer_layout_changed_fn handler, void *user_data, rk_destroy_notify destroy_notify,
        rk_connection *out_connection) {
    return rk_connect(auto_footer, "layout-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "inset-requested" signal of an rk_auto_footer (index 5); connect it with
 * rk_auto_footer_connect_inset_requested.
 * @ingroup rk_auto_footer
 */
typedef void (*rk_auto_footer_inset_requested_fn)(rk_auto_footer *auto_footer, double bottom,
                                                  double duration, void *user_data);
/**
 * Connects handler to the "inset-requested" signal of an rk_auto_footer (index 5), as
 * rk_connect(auto_footer, "inset-requested", ...) does, with the handler's type checked by the
 * compiler. auto_footer is the rk_auto_footer *.
 * Emitted: Set the scroll view's bottom inset (at attach, hide, show, detach, a height change;
 * duration 0).
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_footer
 */
static inline rk_status
    rk_auto_footer_connect_inset_requested(rk_auto_footer *auto_footer,
        rk_auto_footer_inset_requested_fn handler, void *user_data,
        rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(auto_footer, "inset-requested", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "offset-requested" signal of an rk_auto_footer (index 6); connect it with
 * rk_auto_footer_connect_offset_requested.
 * @ingroup rk_auto_footer
 */
typedef void (*rk_auto_footer_offset_requested_fn)(rk_auto_footer *auto_footer, double offset_y,
                                                   double duration, void *user_data);
/**
 * Connects handler to the "offset-requested" signal of an rk_auto_footer (index 6), as
 * rk_connect(auto_footer, "offset-requested", ...) does, with the handler's type checked by the
 * compiler. auto_footer is the rk_auto_footer *.
 * Emitted: The paging end: set the scroll view's vertical content offset over duration seconds.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_footer
 */
static inline rk_status
    rk_auto_footer_connect_offset_requested(rk_auto_footer *auto_footer,
        rk_auto_footer_offset_requested_fn handler, void *user_data,
        rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(auto_footer, "offset-requested", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "alpha-changed" signal of an rk_auto_footer (index 7); connect it with
 * rk_auto_footer_connect_alpha_changed.
 * @ingroup rk_auto_footer
 */
typedef void (*rk_auto_footer_alpha_changed_fn)(rk_auto_footer *auto_footer, double alpha,
                                                double duration, void *user_data);
/**
 * Connects handler to the "alpha-changed" signal of an rk_auto_footer (index 7), as
 * rk_connect(auto_footer, "alpha-changed", ...) does, with the handler's type checked by the
 * compiler. auto_footer is the rk_auto_footer *.
 * Emitted: Fade the component's view to alpha over duration seconds.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_footer
 */
static inline rk_status
    rk_auto_footer_connect_alpha_changed(rk_auto_footer *auto_footer,
        rk_auto_footer_alpha_changed_fn handler, void *user_data, rk_destroy_notify destroy_notify,
        rk_connection *out_connection) {
    return rk_connect(auto_footer, "alpha-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "label-changed" signal of an rk_auto_footer (index 8); connect it with
 * rk_auto_footer_connect_label_changed.
 * @ingroup rk_auto_footer
 */
typedef void (*rk_auto_footer_label_changed_fn)(rk_auto_footer *auto_footer, const char *text,
                                                void *user_data);
/**
 * Connects handler to the "label-changed" signal of an rk_auto_footer (index 8), as
 * rk_connect(auto_footer, "label-changed", ...) does, with the handler's type checked by the
 * compiler. auto_footer is the rk_auto_footer *.
 * Emitted: The label's new text (copy it, it lives only during the call), also the tap target. Show
 * it.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_footer
 */
static inline rk_status
    rk_auto_footer_connect_label_changed(rk_auto_footer *auto_footer,
        rk_auto_footer_label_changed_fn handler, void *user_data, rk_destroy_notify destroy_notify,
        rk_connection *out_connection) {
    return rk_connect(auto_footer, "label-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "refreshing" signal of an rk_auto_footer (index 9); connect it with
 * rk_auto_footer_connect_refreshing.
 * @ingroup rk_auto_footer
 */
typedef void (*rk_auto_footer_refreshing_fn)(rk_auto_footer *auto_footer, void *user_data);
/**
 * Connects handler to the "refreshing" signal of an rk_auto_footer (index 9), as
 * rk_connect(auto_footer, "refreshing", ...) does, with the handler's type checked by the compiler.
 * auto_footer is the rk_auto_footer *.
 * Emitted: LOAD MORE NOW: start the host's request here. It never fires after the footer has left
 * Refreshing.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_footer
 */
static inline rk_status
    rk_auto_footer_connect_refreshing(rk_auto_footer *auto_footer,
        rk_auto_footer_refreshing_fn handler, void *user_data, rk_destroy_notify destroy_notify,
        rk_connection *out_connection) {
    return rk_connect(auto_footer, "refreshing", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "end-animation-began" signal of an rk_auto_footer (index 10); connect it
 * with rk_auto_footer_connect_end_animation_began.
 * @ingroup rk_auto_footer
 */
typedef void (*rk_auto_footer_end_animation_began_fn)(rk_auto_footer *auto_footer, void *user_data);
/**
 * Connects handler to the "end-animation-began" signal of an rk_auto_footer (index 10), as
 * rk_connect(auto_footer, "end-animation-began", ...) does, with the handler's type checked by the
 * compiler. auto_footer is the rk_auto_footer *.
 * Emitted: Every exit from Refreshing.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_footer
 */
static inline rk_status
    rk_auto_footer_connect_end_animation_began(rk_auto_footer *auto_footer,
        rk_auto_footer_end_animation_began_fn handler, void *user_data,
        rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(auto_footer, "end-animation-began", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "spinner-changed" signal of an rk_auto_footer (index 11); connect it with
 * rk_auto_footer_connect_spinner_changed.
 * @ingroup rk_auto_footer
 */
typedef void (*rk_auto_footer_spinner_changed_fn)(rk_auto_footer *auto_footer, int32_t animating,
                                                  void *user_data);
/**
 * Connects handler to the "spinner-changed" signal of an rk_auto_footer (index 11), as
 * rk_connect(auto_footer, "spinner-changed", ...) does, with the handler's type checked by the
 * compiler. auto_footer is the rk_auto_footer *.
 * Emitted: Normal style: start (1) or stop (0) the activity spinner; a stopped spinner is hidden.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_footer
 */
static inline rk_status
    rk_auto_footer_connect_spinner_changed(rk_auto_footer *auto_footer,
        rk_auto_footer_spinner_changed_fn handler, void *user_data,
        rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(auto_footer, "spinner-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "measure-text" signal of an rk_auto_footer (index 12); connect it with
 * rk_auto_footer_connect_measure_text.
 * @ingroup rk_auto_footer
 */
typedef double (*rk_auto_footer_measure_text_fn)(rk_auto_footer *auto_footer, const char *text,
                                                 void *user_data);
/**
 * Connects handler to the "measure-text" signal of an rk_auto_footer (index 12), as
 * rk_connect(auto_footer, "measure-text", ...) does, with the handler's type checked by the
 * compiler. auto_footer is the rk_auto_footer *.
 * Emitted: Return the label text's width in points, for the layout; without a handler the width set
 * by rk_auto_footer_set_text_width is used. Asked as the footer's is.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_footer
 */
static inline rk_status
    rk_auto_footer_connect_measure_text(rk_auto_footer *auto_footer,
        rk_auto_footer_measure_text_fn handler, void *user_data, rk_destroy_notify destroy_notify,
        rk_connection *out_connection) {
    return rk_connect(auto_footer, "measure-text", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "refreshing-load" signal of an rk_auto_footer (index 13); connect it with
 * rk_auto_footer_connect_refreshing_load.
 * @ingroup rk_auto_footer
 */
typedef void (*rk_auto_footer_refreshing_load_fn)(rk_auto_footer *auto_footer, uint64_t load_id,
                                                  void *user_data);
/**
 * Connects handler to the "refreshing-load" signal of an rk_auto_footer (index 13), as
 * rk_connect(auto_footer, "refreshing-load", ...) does, with the handler's type checked by the
 * compiler. auto_footer is the rk_auto_footer *.
 * Emitted: Right after "refreshing", the same trigger with the id of the load it starts: tag the
 * host's request with it and end that load with the kind's end_load.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_footer
 */
static inline rk_status
    rk_auto_footer_connect_refreshing_load(rk_auto_footer *auto_footer,
        rk_auto_footer_refreshing_load_fn handler, void *user_data,
        rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(auto_footer, "refreshing-load", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "announcement" signal of an rk_auto_footer (index 14); connect it with
 * rk_auto_footer_connect_announcement.
 * @ingroup rk_auto_footer
 */
typedef void (*rk_auto_footer_announcement_fn)(rk_auto_footer *auto_footer, const char *text,
                                               int32_t priority, void *user_data);
/**
 * Connects handler to the "announcement" signal of an rk_auto_footer (index 14), as
 * rk_connect(auto_footer, "announcement", ...) does, with the handler's type checked by the
 * compiler. auto_footer is the rk_auto_footer *.
 * Emitted: What a screen reader should say, localized, and how urgently (rk_announcement_priority).
 * Emitted only while a handler is connected: pass it to the platform's accessibility service.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_footer
 */
static inline rk_status
    rk_auto_footer_connect_announcement(rk_auto_footer *auto_footer,
        rk_auto_footer_announcement_fn handler, void *user_data, rk_destroy_notify destroy_notify,
        rk_connection *out_connection) {
    return rk_connect(auto_footer, "announcement", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "load-cancelled" signal of an rk_auto_footer (index 15); connect it with
 * rk_auto_footer_connect_load_cancelled.
 * @ingroup rk_auto_footer
 */
typedef void (*rk_auto_footer_load_cancelled_fn)(rk_auto_footer *auto_footer, uint64_t load_id,
                                                 int32_t reason, void *user_data);
/**
 * Connects handler to the "load-cancelled" signal of an rk_auto_footer (index 15), as
 * rk_connect(auto_footer, "load-cancelled", ...) does, with the handler's type checked by the
 * compiler. auto_footer is the rk_auto_footer *.
 * Emitted: The load load_id ended other than by an end naming it (reason: an
 * rk_load_cancel_reason): superseded by a restart, its task canceled, the component detached,
 * destroyed (its last signal), hidden, or canceled by the host. Emitted once per load, never for
 * one that ended or failed, after the state change it caused. Abort the request started for that
 * id.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_footer
 */
static inline rk_status
    rk_auto_footer_connect_load_cancelled(rk_auto_footer *auto_footer,
        rk_auto_footer_load_cancelled_fn handler, void *user_data, rk_destroy_notify destroy_notify,
        rk_connection *out_connection) {
    return rk_connect(auto_footer, "load-cancelled", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "inset-requested" signal of an rk_scroll_view (index 0); connect it with
 * rk_scroll_view_connect_inset_requested.
 * @ingroup rk_scroll_view
 */
typedef void (*rk_scroll_view_inset_requested_fn)(rk_scroll_view *scroll_view, void *component,
                                                  int32_t edge, double inset, double duration,
                                                  void *user_data);
/**
 * Connects handler to the "inset-requested" signal of an rk_scroll_view (index 0), as
 * rk_connect(scroll_view, "inset-requested", ...) does, with the handler's type checked by the
 * compiler. scroll_view is the rk_scroll_view *.
 * Emitted: An attached component (its handle) asked for the inset of edge (rk_scroll_edge), after
 * the component's own signal: set that inset over duration seconds.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_scroll_view
 */
static inline rk_status
    rk_scroll_view_connect_inset_requested(rk_scroll_view *scroll_view,
        rk_scroll_view_inset_requested_fn handler, void *user_data,
        rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(scroll_view, "inset-requested", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "offset-requested" signal of an rk_scroll_view (index 1); connect it with
 * rk_scroll_view_connect_offset_requested.
 * @ingroup rk_scroll_view
 */
typedef void (*rk_scroll_view_offset_requested_fn)(rk_scroll_view *scroll_view, void *component,
                                                   int32_t axis, double offset, double duration,
                                                   void *user_data);
/**
 * Connects handler to the "offset-requested" signal of an rk_scroll_view (index 1), as
 * rk_connect(scroll_view, "offset-requested", ...) does, with the handler's type checked by the
 * compiler. scroll_view is the rk_scroll_view *.
 * Emitted: An attached component (its handle) asked for the content offset on axis
 * (rk_scroll_axis), after the component's own signal, or (component NULL, added in 1.5) the scroll
 * view itself keeps the visible rows still after rk_scroll_view_content_inserted: set that offset
 * over duration seconds.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_scroll_view
 */
static inline rk_status
    rk_scroll_view_connect_offset_requested(rk_scroll_view *scroll_view,
        rk_scroll_view_offset_requested_fn handler, void *user_data,
        rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(scroll_view, "offset-requested", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "load-states-changed" signal of an rk_scroll_view (index 2); connect it
 * with rk_scroll_view_connect_load_states_changed.
 * @ingroup rk_scroll_view
 */
typedef void (*rk_scroll_view_load_states_changed_fn)(rk_scroll_view *scroll_view, int32_t refresh,
                                                      int32_t prepend, int32_t append,
                                                      void *user_data);
/**
 * Connects handler to the "load-states-changed" signal of an rk_scroll_view (index 2), as
 * rk_connect(scroll_view, "load-states-changed", ...) does, with the handler's type checked by the
 * compiler. scroll_view is the rk_scroll_view *.
 * Emitted: Added in 1.5: the list's load states changed (rk_scroll_view_get_load_states), once per
 * scroll update or command that changed any of them; each argument is an rk_load_status: read the
 * whole snapshot, ids and failure message lengths included, with rk_scroll_view_get_load_states.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_scroll_view
 */
static inline rk_status
    rk_scroll_view_connect_load_states_changed(rk_scroll_view *scroll_view,
        rk_scroll_view_load_states_changed_fn handler, void *user_data,
        rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(scroll_view, "load-states-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "progress-changed" signal of an rk_progress (index 0); connect it with
 * rk_progress_connect_progress_changed.
 * @ingroup rk_progress
 */
typedef void (*rk_progress_progress_changed_fn)(rk_progress *progress, double fraction,
                                                int32_t animated, void *user_data);
/**
 * Connects handler to the "progress-changed" signal of an rk_progress (index 0), as
 * rk_connect(progress, "progress-changed", ...) does, with the handler's type checked by the
 * compiler. progress is the rk_progress *.
 * Emitted: A new fraction to show, or the fraction on leaving the indeterminate state (after
 * "indeterminate-changed" 0); animated is the bind's. Only on a real change.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_progress
 */
static inline rk_status
    rk_progress_connect_progress_changed(rk_progress *progress,
        rk_progress_progress_changed_fn handler, void *user_data, rk_destroy_notify destroy_notify,
        rk_connection *out_connection) {
    return rk_connect(progress, "progress-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "indeterminate-changed" signal of an rk_progress (index 1); connect it
 * with rk_progress_connect_indeterminate_changed.
 * @ingroup rk_progress
 */
typedef void (*rk_progress_indeterminate_changed_fn)(rk_progress *progress, int32_t indeterminate,
                                                     void *user_data);
/**
 * Connects handler to the "indeterminate-changed" signal of an rk_progress (index 1), as
 * rk_connect(progress, "indeterminate-changed", ...) does, with the handler's type checked by the
 * compiler. progress is the rk_progress *.
 * Emitted: 1 on entering the indeterminate state (the last fraction is kept, for
 * rk_progress_get_fraction), 0 on leaving it. Show or stop the bar's indeterminate animation.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_progress
 */
static inline rk_status
    rk_progress_connect_indeterminate_changed(rk_progress *progress,
        rk_progress_indeterminate_changed_fn handler, void *user_data,
        rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(progress, "indeterminate-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "state-changed" signal of an rk_auto_header (index 0); connect it with
 * rk_auto_header_connect_state_changed.
 * @ingroup rk_auto_header
 */
typedef void (*rk_auto_header_state_changed_fn)(rk_auto_header *auto_header, int32_t state,
                                                int32_t old_state, void *user_data);
/**
 * Connects handler to the "state-changed" signal of an rk_auto_header (index 0), as
 * rk_connect(auto_header, "state-changed", ...) does, with the handler's type checked by the
 * compiler. auto_header is the rk_auto_header *.
 * Emitted: The component went from old_state to state (rk_footer_state numbers, which every
 * component uses). Update what depends on the state; start loads on "refreshing", not here: a begin
 * that is superseded never fires it.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_header
 */
static inline rk_status
    rk_auto_header_connect_state_changed(rk_auto_header *auto_header,
        rk_auto_header_state_changed_fn handler, void *user_data, rk_destroy_notify destroy_notify,
        rk_connection *out_connection) {
    return rk_connect(auto_header, "state-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "pulling-percent" signal of an rk_auto_header (index 1); connect it with
 * rk_auto_header_connect_pulling_percent.
 * @ingroup rk_auto_header
 */
typedef void (*rk_auto_header_pulling_percent_fn)(rk_auto_header *auto_header, double percent,
                                                  void *user_data);
/**
 * Connects handler to the "pulling-percent" signal of an rk_auto_header (index 1), as
 * rk_connect(auto_header, "pulling-percent", ...) does, with the handler's type checked by the
 * compiler. auto_header is the rk_auto_header *.
 * Emitted: 0 until the first begin, then 1: an auto footer or auto header has no pull to follow.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_header
 */
static inline rk_status
    rk_auto_header_connect_pulling_percent(rk_auto_header *auto_header,
        rk_auto_header_pulling_percent_fn handler, void *user_data,
        rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(auto_header, "pulling-percent", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "frame-changed" signal of an rk_auto_header (index 2); connect it with
 * rk_auto_header_connect_frame_changed.
 * @ingroup rk_auto_header
 */
typedef void (*rk_auto_header_frame_changed_fn)(rk_auto_header *auto_header, uint64_t image_id,
                                                int32_t index, void *user_data);
/**
 * Connects handler to the "frame-changed" signal of an rk_auto_header (index 2), as
 * rk_connect(auto_header, "frame-changed", ...) does, with the handler's type checked by the
 * compiler. auto_header is the rk_auto_header *.
 * Emitted: GIF style: the GIF frame to draw (image_id as the host gave it, index in the state's
 * frames).
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_header
 */
static inline rk_status
    rk_auto_header_connect_frame_changed(rk_auto_header *auto_header,
        rk_auto_header_frame_changed_fn handler, void *user_data, rk_destroy_notify destroy_notify,
        rk_connection *out_connection) {
    return rk_connect(auto_header, "frame-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "gif-visibility" signal of an rk_auto_header (index 3); connect it with
 * rk_auto_header_connect_gif_visibility.
 * @ingroup rk_auto_header
 */
typedef void (*rk_auto_header_gif_visibility_fn)(rk_auto_header *auto_header, int32_t visible,
                                                 void *user_data);
/**
 * Connects handler to the "gif-visibility" signal of an rk_auto_header (index 3), as
 * rk_connect(auto_header, "gif-visibility", ...) does, with the handler's type checked by the
 * compiler. auto_header is the rk_auto_header *.
 * Emitted: GIF style: the GIF view is shown (1, only in Refreshing with Refreshing frames) or
 * hidden (0).
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_header
 */
static inline rk_status
    rk_auto_header_connect_gif_visibility(rk_auto_header *auto_header,
        rk_auto_header_gif_visibility_fn handler, void *user_data, rk_destroy_notify destroy_notify,
        rk_connection *out_connection) {
    return rk_connect(auto_header, "gif-visibility", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "layout-changed" signal of an rk_auto_header (index 4); connect it with
 * rk_auto_header_connect_layout_changed.
 * @ingroup rk_auto_header
 */
typedef void (*rk_auto_header_layout_changed_fn)(rk_auto_header *auto_header, double x, double y,
                                                 double width, double height, void *user_data);
/**
 * Connects handler to the "layout-changed" signal of an rk_auto_header (index 4), as
 * rk_connect(auto_header, "layout-changed", ...) does, with the handler's type checked by the
 * compiler. auto_header is the rk_auto_header *.
 * Emitted: The component's rect in content coordinates changed. Move the component's view there;
 * the parts come from the kind's get_layout.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_header
 */
static inline rk_status
    rk_auto_header_connect_layout_changed(rk_auto_header *auto_header,
        rk_auto_header_layout_changed_fn handler, void *user_data, rk_destroy_notify destroy_notify,
        rk_connection *out_connection) {
    return rk_connect(auto_header, "layout-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "inset-requested" signal of an rk_auto_header (index 5); connect it with
 * rk_auto_header_connect_inset_requested.
 * @ingroup rk_auto_header
 */
typedef void (*rk_auto_header_inset_requested_fn)(rk_auto_header *auto_header, double top,
                                                  double duration, void *user_data);
/**
 * Connects handler to the "inset-requested" signal of an rk_auto_header (index 5), as
 * rk_connect(auto_header, "inset-requested", ...) does, with the handler's type checked by the
 * compiler. auto_header is the rk_auto_header *.
 * Emitted: Set the scroll view's top inset (at attach, hide, show, detach, a height change;
 * duration 0).
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_header
 */
static inline rk_status
    rk_auto_header_connect_inset_requested(rk_auto_header *auto_header,
        rk_auto_header_inset_requested_fn handler, void *user_data,
        rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(auto_header, "inset-requested", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "offset-requested" signal of an rk_auto_header (index 6); connect it with
 * rk_auto_header_connect_offset_requested.
 * @ingroup rk_auto_header
 */
typedef void (*rk_auto_header_offset_requested_fn)(rk_auto_header *auto_header, double offset_y,
                                                   double duration, void *user_data);
/**
 * Connects handler to the "offset-requested" signal of an rk_auto_header (index 6), as
 * rk_connect(auto_header, "offset-requested", ...) does, with the handler's type checked by the
 * compiler. auto_header is the rk_auto_header *.
 * Emitted: Never emitted by the auto header itself (it does not page); the scroll view's anchoring
 * is the scroll view's signal.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_header
 */
static inline rk_status
    rk_auto_header_connect_offset_requested(rk_auto_header *auto_header,
        rk_auto_header_offset_requested_fn handler, void *user_data,
        rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(auto_header, "offset-requested", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "alpha-changed" signal of an rk_auto_header (index 7); connect it with
 * rk_auto_header_connect_alpha_changed.
 * @ingroup rk_auto_header
 */
typedef void (*rk_auto_header_alpha_changed_fn)(rk_auto_header *auto_header, double alpha,
                                                double duration, void *user_data);
/**
 * Connects handler to the "alpha-changed" signal of an rk_auto_header (index 7), as
 * rk_connect(auto_header, "alpha-changed", ...) does, with the handler's type checked by the
 * compiler. auto_header is the rk_auto_header *.
 * Emitted: Fade the component's view to alpha over duration seconds.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_header
 */
static inline rk_status
    rk_auto_header_connect_alpha_changed(rk_auto_header *auto_header,
        rk_auto_header_alpha_changed_fn handler, void *user_data, rk_destroy_notify destroy_notify,
        rk_connection *out_connection) {
    return rk_connect(auto_header, "alpha-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "label-changed" signal of an rk_auto_header (index 8); connect it with
 * rk_auto_header_connect_label_changed.
 * @ingroup rk_auto_header
 */
typedef void (*rk_auto_header_label_changed_fn)(rk_auto_header *auto_header, const char *text,
                                                void *user_data);
/**
 * Connects handler to the "label-changed" signal of an rk_auto_header (index 8), as
 * rk_connect(auto_header, "label-changed", ...) does, with the handler's type checked by the
 * compiler. auto_header is the rk_auto_header *.
 * Emitted: The label's new text (copy it, it lives only during the call), also the tap target. Show
 * it.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_header
 */
static inline rk_status
    rk_auto_header_connect_label_changed(rk_auto_header *auto_header,
        rk_auto_header_label_changed_fn handler, void *user_data, rk_destroy_notify destroy_notify,
        rk_connection *out_connection) {
    return rk_connect(auto_header, "label-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "refreshing" signal of an rk_auto_header (index 9); connect it with
 * rk_auto_header_connect_refreshing.
 * @ingroup rk_auto_header
 */
typedef void (*rk_auto_header_refreshing_fn)(rk_auto_header *auto_header, void *user_data);
/**
 * Connects handler to the "refreshing" signal of an rk_auto_header (index 9), as
 * rk_connect(auto_header, "refreshing", ...) does, with the handler's type checked by the compiler.
 * auto_header is the rk_auto_header *.
 * Emitted: LOAD OLDER ITEMS NOW: start the host's request here. It never fires after the auto
 * header has left Refreshing.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_header
 */
static inline rk_status
    rk_auto_header_connect_refreshing(rk_auto_header *auto_header,
        rk_auto_header_refreshing_fn handler, void *user_data, rk_destroy_notify destroy_notify,
        rk_connection *out_connection) {
    return rk_connect(auto_header, "refreshing", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "end-animation-began" signal of an rk_auto_header (index 10); connect it
 * with rk_auto_header_connect_end_animation_began.
 * @ingroup rk_auto_header
 */
typedef void (*rk_auto_header_end_animation_began_fn)(rk_auto_header *auto_header, void *user_data);
/**
 * Connects handler to the "end-animation-began" signal of an rk_auto_header (index 10), as
 * rk_connect(auto_header, "end-animation-began", ...) does, with the handler's type checked by the
 * compiler. auto_header is the rk_auto_header *.
 * Emitted: Every exit from Refreshing.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_header
 */
static inline rk_status
    rk_auto_header_connect_end_animation_began(rk_auto_header *auto_header,
        rk_auto_header_end_animation_began_fn handler, void *user_data,
        rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(auto_header, "end-animation-began", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "spinner-changed" signal of an rk_auto_header (index 11); connect it with
 * rk_auto_header_connect_spinner_changed.
 * @ingroup rk_auto_header
 */
typedef void (*rk_auto_header_spinner_changed_fn)(rk_auto_header *auto_header, int32_t animating,
                                                  void *user_data);
/**
 * Connects handler to the "spinner-changed" signal of an rk_auto_header (index 11), as
 * rk_connect(auto_header, "spinner-changed", ...) does, with the handler's type checked by the
 * compiler. auto_header is the rk_auto_header *.
 * Emitted: Normal style: start (1) or stop (0) the activity spinner; a stopped spinner is hidden.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_header
 */
static inline rk_status
    rk_auto_header_connect_spinner_changed(rk_auto_header *auto_header,
        rk_auto_header_spinner_changed_fn handler, void *user_data,
        rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(auto_header, "spinner-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "measure-text" signal of an rk_auto_header (index 12); connect it with
 * rk_auto_header_connect_measure_text.
 * @ingroup rk_auto_header
 */
typedef double (*rk_auto_header_measure_text_fn)(rk_auto_header *auto_header, const char *text,
                                                 void *user_data);
/**
 * Connects handler to the "measure-text" signal of an rk_auto_header (index 12), as
 * rk_connect(auto_header, "measure-text", ...) does, with the handler's type checked by the
 * compiler. auto_header is the rk_auto_header *.
 * Emitted: Return the label text's width in points, for the layout; without a handler the width set
 * by rk_component_set_text_width is used.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_header
 */
static inline rk_status
    rk_auto_header_connect_measure_text(rk_auto_header *auto_header,
        rk_auto_header_measure_text_fn handler, void *user_data, rk_destroy_notify destroy_notify,
        rk_connection *out_connection) {
    return rk_connect(auto_header, "measure-text", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "refreshing-load" signal of an rk_auto_header (index 13); connect it with
 * rk_auto_header_connect_refreshing_load.
 * @ingroup rk_auto_header
 */
typedef void (*rk_auto_header_refreshing_load_fn)(rk_auto_header *auto_header, uint64_t load_id,
                                                  void *user_data);
/**
 * Connects handler to the "refreshing-load" signal of an rk_auto_header (index 13), as
 * rk_connect(auto_header, "refreshing-load", ...) does, with the handler's type checked by the
 * compiler. auto_header is the rk_auto_header *.
 * Emitted: Right after "refreshing", the same trigger with the id of the load it starts: tag the
 * host's request with it and end that load with the kind's end_load.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_header
 */
static inline rk_status
    rk_auto_header_connect_refreshing_load(rk_auto_header *auto_header,
        rk_auto_header_refreshing_load_fn handler, void *user_data,
        rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(auto_header, "refreshing-load", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "announcement" signal of an rk_auto_header (index 14); connect it with
 * rk_auto_header_connect_announcement.
 * @ingroup rk_auto_header
 */
typedef void (*rk_auto_header_announcement_fn)(rk_auto_header *auto_header, const char *text,
                                               int32_t priority, void *user_data);
/**
 * Connects handler to the "announcement" signal of an rk_auto_header (index 14), as
 * rk_connect(auto_header, "announcement", ...) does, with the handler's type checked by the
 * compiler. auto_header is the rk_auto_header *.
 * Emitted: What a screen reader should say, localized, and how urgently (rk_announcement_priority).
 * Emitted only while a handler is connected: pass it to the platform's accessibility service.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_header
 */
static inline rk_status
    rk_auto_header_connect_announcement(rk_auto_header *auto_header,
        rk_auto_header_announcement_fn handler, void *user_data, rk_destroy_notify destroy_notify,
        rk_connection *out_connection) {
    return rk_connect(auto_header, "announcement", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "load-cancelled" signal of an rk_auto_header (index 15); connect it with
 * rk_auto_header_connect_load_cancelled.
 * @ingroup rk_auto_header
 */
typedef void (*rk_auto_header_load_cancelled_fn)(rk_auto_header *auto_header, uint64_t load_id,
                                                 int32_t reason, void *user_data);
/**
 * Connects handler to the "load-cancelled" signal of an rk_auto_header (index 15), as
 * rk_connect(auto_header, "load-cancelled", ...) does, with the handler's type checked by the
 * compiler. auto_header is the rk_auto_header *.
 * Emitted: The load load_id ended other than by an end naming it (reason: an
 * rk_load_cancel_reason): superseded by a restart, its task canceled, the component detached,
 * destroyed (its last signal), hidden, or canceled by the host. Emitted once per load, never for
 * one that ended or failed, after the state change it caused. Abort the request started for that
 * id.
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_auto_header
 */
static inline rk_status
    rk_auto_header_connect_load_cancelled(rk_auto_header *auto_header,
        rk_auto_header_load_cancelled_fn handler, void *user_data, rk_destroy_notify destroy_notify,
        rk_connection *out_connection) {
    return rk_connect(auto_header, "load-cancelled", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "state-changed" signal of any component; connect it with
 * rk_component_connect_state_changed.
 * @ingroup rk_components
 */
typedef void (*rk_component_state_changed_fn)(void *component, int32_t state, int32_t old_state,
                                              void *user_data);
/**
 * Connects handler to the "state-changed" signal of any component, as rk_connect(component,
 * "state-changed", ...) does, with the handler's type checked by the compiler. component is an
 * rk_footer *, rk_header *, rk_trailer *, rk_auto_footer * or rk_auto_header *; another object is
 * refused as by rk_connect (RK_ERR_INVALID_HANDLE, or RK_ERR_NOT_FOUND for a kind without the
 * signal).
 * Emitted: as each component kind's (see rk_footer_connect_state_changed and the others).
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_components
 */
static inline rk_status
    rk_component_connect_state_changed(void *component, rk_component_state_changed_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(component, "state-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "pulling-percent" signal of any component; connect it with
 * rk_component_connect_pulling_percent.
 * @ingroup rk_components
 */
typedef void (*rk_component_pulling_percent_fn)(void *component, double percent, void *user_data);
/**
 * Connects handler to the "pulling-percent" signal of any component, as rk_connect(component,
 * "pulling-percent", ...) does, with the handler's type checked by the compiler. component is an
 * rk_footer *, rk_header *, rk_trailer *, rk_auto_footer * or rk_auto_header *; another object is
 * refused as by rk_connect (RK_ERR_INVALID_HANDLE, or RK_ERR_NOT_FOUND for a kind without the
 * signal).
 * Emitted: as each component kind's (see rk_footer_connect_pulling_percent and the others).
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_components
 */
static inline rk_status
    rk_component_connect_pulling_percent(void *component, rk_component_pulling_percent_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(component, "pulling-percent", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "inset-requested" signal of any component; connect it with
 * rk_component_connect_inset_requested.
 * @ingroup rk_components
 */
typedef void (*rk_component_inset_requested_fn)(void *component, double value, double duration,
                                                void *user_data);
/**
 * Connects handler to the "inset-requested" signal of any component, as rk_connect(component,
 * "inset-requested", ...) does, with the handler's type checked by the compiler. component is an
 * rk_footer *, rk_header *, rk_trailer *, rk_auto_footer * or rk_auto_header *; another object is
 * refused as by rk_connect (RK_ERR_INVALID_HANDLE, or RK_ERR_NOT_FOUND for a kind without the
 * signal).
 * Emitted: as each component kind's (see rk_footer_connect_inset_requested and the others).
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_components
 */
static inline rk_status
    rk_component_connect_inset_requested(void *component, rk_component_inset_requested_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(component, "inset-requested", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "offset-requested" signal of any component; connect it with
 * rk_component_connect_offset_requested.
 * @ingroup rk_components
 */
typedef void (*rk_component_offset_requested_fn)(void *component, double value, double duration,
                                                 void *user_data);
/**
 * Connects handler to the "offset-requested" signal of any component, as rk_connect(component,
 * "offset-requested", ...) does, with the handler's type checked by the compiler. component is an
 * rk_footer *, rk_header *, rk_trailer *, rk_auto_footer * or rk_auto_header *; another object is
 * refused as by rk_connect (RK_ERR_INVALID_HANDLE, or RK_ERR_NOT_FOUND for a kind without the
 * signal).
 * Emitted: as each component kind's (see rk_footer_connect_offset_requested and the others).
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_components
 */
static inline rk_status
    rk_component_connect_offset_requested(void *component, rk_component_offset_requested_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(component, "offset-requested", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "alpha-changed" signal of any component; connect it with
 * rk_component_connect_alpha_changed.
 * @ingroup rk_components
 */
typedef void (*rk_component_alpha_changed_fn)(void *component, double alpha, double duration,
                                              void *user_data);
/**
 * Connects handler to the "alpha-changed" signal of any component, as rk_connect(component,
 * "alpha-changed", ...) does, with the handler's type checked by the compiler. component is an
 * rk_footer *, rk_header *, rk_trailer *, rk_auto_footer * or rk_auto_header *; another object is
 * refused as by rk_connect (RK_ERR_INVALID_HANDLE, or RK_ERR_NOT_FOUND for a kind without the
 * signal).
 * Emitted: as each component kind's (see rk_footer_connect_alpha_changed and the others).
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_components
 */
static inline rk_status
    rk_component_connect_alpha_changed(void *component, rk_component_alpha_changed_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(component, "alpha-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "label-changed" signal of any component; connect it with
 * rk_component_connect_label_changed.
 * @ingroup rk_components
 */
typedef void (*rk_component_label_changed_fn)(void *component, const char *text, void *user_data);
/**
 * Connects handler to the "label-changed" signal of any component, as rk_connect(component,
 * "label-changed", ...) does, with the handler's type checked by the compiler. component is an
 * rk_footer *, rk_header *, rk_trailer *, rk_auto_footer * or rk_auto_header *; another object is
 * refused as by rk_connect (RK_ERR_INVALID_HANDLE, or RK_ERR_NOT_FOUND for a kind without the
 * signal).
 * Emitted: as each component kind's (see rk_footer_connect_label_changed and the others).
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_components
 */
static inline rk_status
    rk_component_connect_label_changed(void *component, rk_component_label_changed_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(component, "label-changed", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "refreshing" signal of any component; connect it with
 * rk_component_connect_refreshing.
 * @ingroup rk_components
 */
typedef void (*rk_component_refreshing_fn)(void *component, void *user_data);
/**
 * Connects handler to the "refreshing" signal of any component, as rk_connect(component,
 * "refreshing", ...) does, with the handler's type checked by the compiler. component is an
 * rk_footer *, rk_header *, rk_trailer *, rk_auto_footer * or rk_auto_header *; another object is
 * refused as by rk_connect (RK_ERR_INVALID_HANDLE, or RK_ERR_NOT_FOUND for a kind without the
 * signal).
 * Emitted: as each component kind's (see rk_footer_connect_refreshing and the others).
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_components
 */
static inline rk_status
    rk_component_connect_refreshing(void *component, rk_component_refreshing_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(component, "refreshing", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "refreshing-load" signal of any component; connect it with
 * rk_component_connect_refreshing_load.
 * @ingroup rk_components
 */
typedef void (*rk_component_refreshing_load_fn)(void *component, uint64_t load_id, void *user_data);
/**
 * Connects handler to the "refreshing-load" signal of any component, as rk_connect(component,
 * "refreshing-load", ...) does, with the handler's type checked by the compiler. component is an
 * rk_footer *, rk_header *, rk_trailer *, rk_auto_footer * or rk_auto_header *; another object is
 * refused as by rk_connect (RK_ERR_INVALID_HANDLE, or RK_ERR_NOT_FOUND for a kind without the
 * signal).
 * Emitted: as each component kind's (see rk_footer_connect_refreshing_load and the others).
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_components
 */
static inline rk_status
    rk_component_connect_refreshing_load(void *component, rk_component_refreshing_load_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(component, "refreshing-load", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "announcement" signal of any component; connect it with
 * rk_component_connect_announcement.
 * @ingroup rk_components
 */
typedef void (*rk_component_announcement_fn)(void *component, const char *text, int32_t priority,
                                             void *user_data);
/**
 * Connects handler to the "announcement" signal of any component, as rk_connect(component,
 * "announcement", ...) does, with the handler's type checked by the compiler. component is an
 * rk_footer *, rk_header *, rk_trailer *, rk_auto_footer * or rk_auto_header *; another object is
 * refused as by rk_connect (RK_ERR_INVALID_HANDLE, or RK_ERR_NOT_FOUND for a kind without the
 * signal).
 * Emitted: as each component kind's (see rk_footer_connect_announcement and the others).
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_components
 */
static inline rk_status
    rk_component_connect_announcement(void *component, rk_component_announcement_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(component, "announcement", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/**
 * The handler type of the "load-cancelled" signal of any component; connect it with
 * rk_component_connect_load_cancelled.
 * @ingroup rk_components
 */
typedef void (*rk_component_load_cancelled_fn)(void *component, uint64_t load_id, int32_t reason,
                                               void *user_data);
/**
 * Connects handler to the "load-cancelled" signal of any component, as rk_connect(component,
 * "load-cancelled", ...) does, with the handler's type checked by the compiler. component is an
 * rk_footer *, rk_header *, rk_trailer *, rk_auto_footer * or rk_auto_header *; another object is
 * refused as by rk_connect (RK_ERR_INVALID_HANDLE, or RK_ERR_NOT_FOUND for a kind without the
 * signal).
 * Emitted: as each component kind's (see rk_footer_connect_load_cancelled and the others).
 * Errors, ownership (user_data, destroy_notify, out_connection may be NULL) and reentrancy: as
 * rk_connect. Thread: loop. Static inline: it calls rk_connect.
 * @ingroup rk_components
 */
static inline rk_status
    rk_component_connect_load_cancelled(void *component, rk_component_load_cancelled_fn handler,
        void *user_data, rk_destroy_notify destroy_notify, rk_connection *out_connection) {
    return rk_connect(component, "load-cancelled", RK_SIGNAL_HANDLER_(handler), user_data,
                      destroy_notify, out_connection);
}

/** @} */

#endif /* RK_NO_TYPED_CONNECTS */

/**
 * @page refreshkit-signals RefreshKit signal reference
 *
 * Every signal of every kind, generated from the library's signal tables (rk_signal_info) by
 * Tests/signals/generate.py. A handler is called on the loop thread as handler(object,
 * parameters..., user_data); connect it with the typed connect named below (its handler type is
 * checked by the compiler) or with rk_connect and the signal's name (for dynamic runtimes).
 * Parameters of type const char * are UTF-8, never NULL and valid only during the call.
 *
 * @section refreshkit_signals_context rk_context (RK_KIND_CONTEXT)
 *
 * - rk_context_connect_task_resumed(): the signal "task-resumed" (index 0), handler `void
 *   handler(rk_context *context, void *task, void *user_data)`. A task of the context (the rk_task
 *   *) was resumed, at dispatch on the loop thread.
 * - rk_context_connect_task_suspended(): the signal "task-suspended" (index 1), handler `void
 *   handler(rk_context *context, void *task, void *user_data)`. A task of the context (the rk_task
 *   *) was suspended, at dispatch on the loop thread.
 * - rk_context_connect_task_canceled(): the signal "task-canceled" (index 2), handler `void
 *   handler(rk_context *context, void *task, void *user_data)`. A task of the context (the rk_task
 *   *) was canceled, at dispatch on the loop thread.
 * - rk_context_connect_task_completed(): the signal "task-completed" (index 3), handler `void
 *   handler(rk_context *context, void *task, int32_t error_code, const char *message, void
 *   *user_data)`. A task of the context (the rk_task *) completed with error_code (0 is success)
 *   and message (empty if none), at dispatch on the loop thread.
 * - rk_context_connect_activity_visibility_changed(): the signal "activity-visibility-changed"
 *   (index 4), handler `void handler(rk_context *context, int32_t visible, void *user_data)`. The
 *   activity monitor's indicator should be shown (1) or hidden (0): only on a real change. Show or
 *   hide the network activity indicator.
 * - rk_context_connect_task_progress(): the signal "task-progress" (index 5), handler `void
 *   handler(rk_context *context, void *task, int32_t direction, int64_t completed, int64_t
 *   expected, void *user_data)`. A task of the context (the rk_task *) reported its bytes in
 *   direction (rk_progress_direction), coalesced to the latest value at each dispatch; expected is
 *   -1 when unknown.
 *
 * @section refreshkit_signals_probe rk_probe (RK_KIND_PROBE)
 *
 * - rk_probe_connect_values(): the signal "values" (index 0), handler `void handler(rk_probe
 *   *probe, void *pointer, int32_t i32, int64_t i64, uint64_t u64, double real, const char *text,
 *   void *user_data)`. Emitted by rk_probe_emit_values with exactly its arguments: check that every
 *   parameter type arrives intact.
 * - rk_probe_connect_measure(): the signal "measure" (index 1), handler `double handler(rk_probe
 *   *probe, const char *text, double size, void *user_data)`. Emitted by rk_probe_emit_measure:
 *   return a double; the value the last handler returns is the call's answer.
 * - rk_probe_connect_ping(): the signal "ping" (index 2), handler `void handler(rk_probe *probe,
 *   void *user_data)`. Emitted by rk_probe_emit_ping: a signal without parameters.
 * - rk_probe_connect_pair(): the signal "pair" (index 3), handler `void handler(rk_probe *probe,
 *   int32_t first, int32_t second, void *user_data)`. Emitted by rk_probe_emit_pair with its two
 *   arguments: the shape the benchmarks measure (two int32_t).
 *
 * @section refreshkit_signals_footer rk_footer (RK_KIND_FOOTER)
 *
 * - rk_footer_connect_state_changed(): the signal "state-changed" (index 0), handler `void
 *   handler(rk_footer *footer, int32_t state, int32_t old_state, void *user_data)`. The component
 *   went from old_state to state (rk_footer_state numbers, which every component uses). Update what
 *   depends on the state; start loads on "refreshing", not here: a begin that is superseded never
 *   fires it.
 * - rk_footer_connect_pulling_percent(): the signal "pulling-percent" (index 1), handler `void
 *   handler(rk_footer *footer, double percent, void *user_data)`. How far the pull has gone (1 is
 *   the trigger), only when it changes. Redraw what follows the pull.
 * - rk_footer_connect_frame_changed(): the signal "frame-changed" (index 2), handler `void
 *   handler(rk_footer *footer, uint64_t image_id, int32_t index, void *user_data)`. The GIF frame
 *   to draw: image_id is the id the host gave the image, index its position in the state's frames.
 *   Draw that image.
 * - rk_footer_connect_gif_visibility(): the signal "gif-visibility" (index 3), handler `void
 *   handler(rk_footer *footer, int32_t visible, void *user_data)`. The GIF view is shown (1) or
 *   hidden (0). Show or hide it.
 * - rk_footer_connect_layout_changed(): the signal "layout-changed" (index 4), handler `void
 *   handler(rk_footer *footer, double x, double y, double width, double height, double gif_x,
 *   double gif_y, double gif_width, double gif_height, int32_t content_mode, void *user_data)`. The
 *   footer's rect in content coordinates and its GIF's rect in footer coordinates, drawn as
 *   content_mode (rk_content_mode) says. Move the views there.
 * - rk_footer_connect_inset_requested(): the signal "inset-requested" (index 5), handler `void
 *   handler(rk_footer *footer, double bottom, double duration, void *user_data)`. Set the scroll
 *   view's bottom inset over duration seconds; the footer reads it back from the next metrics.
 * - rk_footer_connect_offset_requested(): the signal "offset-requested" (index 6), handler `void
 *   handler(rk_footer *footer, double offset_y, double duration, void *user_data)`. Set the scroll
 *   view's vertical content offset over duration seconds.
 * - rk_footer_connect_alpha_changed(): the signal "alpha-changed" (index 7), handler `void
 *   handler(rk_footer *footer, double alpha, double duration, void *user_data)`. Fade the
 *   component's view to alpha over duration seconds.
 * - rk_footer_connect_label_changed(): the signal "label-changed" (index 8), handler `void
 *   handler(rk_footer *footer, const char *text, void *user_data)`. The state label's new text
 *   (localized; copy it, it lives only during the call). Show it.
 * - rk_footer_connect_refreshing(): the signal "refreshing" (index 9), handler `void
 *   handler(rk_footer *footer, void *user_data)`. LOAD MORE NOW: the trigger that starts the host's
 *   request. Start loads here, not on "state-changed" to Refreshing: the state comes first and a
 *   begin that is superseded never fires it.
 * - rk_footer_connect_measure_text(): the signal "measure-text" (index 10), handler `double
 *   handler(rk_footer *footer, const char *text, void *user_data)`. Return the label text's width
 *   in points, for the layout; without a handler the width the host set is used. Asked whenever the
 *   layout depends on it and may have changed (the text, the width, the set width, a handler
 *   connected or disconnected: so connecting to a component that has laid out calls it before the
 *   connect returns). A handler that changes the text is asked again for the new text, at most 8
 *   times in a row.
 * - rk_footer_connect_refreshing_load(): the signal "refreshing-load" (index 11), handler `void
 *   handler(rk_footer *footer, uint64_t load_id, void *user_data)`. Right after "refreshing", the
 *   same trigger with the id of the load it starts: tag the host's request with it and end that
 *   load with the kind's end_load.
 * - rk_footer_connect_announcement(): the signal "announcement" (index 12), handler `void
 *   handler(rk_footer *footer, const char *text, int32_t priority, void *user_data)`. What a screen
 *   reader should say, localized, and how urgently (rk_announcement_priority). Emitted only while a
 *   handler is connected: pass it to the platform's accessibility service.
 * - rk_footer_connect_load_cancelled(): the signal "load-cancelled" (index 13), handler `void
 *   handler(rk_footer *footer, uint64_t load_id, int32_t reason, void *user_data)`. The load
 *   load_id ended other than by an end naming it (reason: an rk_load_cancel_reason): superseded by
 *   a restart, its task canceled, the component detached, destroyed (its last signal), hidden, or
 *   canceled by the host. Emitted once per load, never for one that ended or failed, after the
 *   state change it caused. Abort the request started for that id.
 *
 * @section refreshkit_signals_task rk_task (RK_KIND_TASK)
 *
 * - rk_task_connect_resumed(): the signal "resumed" (index 0), handler `void handler(rk_task *task,
 *   void *user_data)`. The task was resumed (delivered at dispatch on the loop thread).
 * - rk_task_connect_suspended(): the signal "suspended" (index 1), handler `void handler(rk_task
 *   *task, void *user_data)`. The task was suspended (delivered at dispatch on the loop thread).
 * - rk_task_connect_canceled(): the signal "canceled" (index 2), handler `void handler(rk_task
 *   *task, void *user_data)`. The task was canceled; a completion should follow (at dispatch).
 * - rk_task_connect_completed(): the signal "completed" (index 3), handler `void handler(rk_task
 *   *task, int32_t error_code, const char *message, void *user_data)`. The task completed with
 *   error_code (0 is success) and message (empty if none), at dispatch on the loop thread.
 * - rk_task_connect_progress(): the signal "progress" (index 4), handler `void handler(rk_task
 *   *task, int32_t direction, int64_t completed, int64_t expected, void *user_data)`. The task's
 *   bytes in direction (rk_progress_direction), as rk_task_set_progress reported them, coalesced to
 *   the latest value at each dispatch; expected is -1 when unknown.
 *
 * @section refreshkit_signals_indicator rk_indicator (RK_KIND_INDICATOR)
 *
 * - rk_indicator_connect_start_animating(): the signal "start-animating" (index 0), handler `void
 *   handler(rk_indicator *indicator, void *user_data)`. The bound tasks started: start the spinner.
 * - rk_indicator_connect_stop_animating(): the signal "stop-animating" (index 1), handler `void
 *   handler(rk_indicator *indicator, void *user_data)`. The bound tasks stopped: stop the spinner.
 *
 * @section refreshkit_signals_header rk_header (RK_KIND_HEADER)
 *
 * - rk_header_connect_state_changed(): the signal "state-changed" (index 0), handler `void
 *   handler(rk_header *header, int32_t state, int32_t old_state, void *user_data)`. The component
 *   went from old_state to state (rk_footer_state numbers, which every component uses). Update what
 *   depends on the state; start loads on "refreshing", not here: a begin that is superseded never
 *   fires it.
 * - rk_header_connect_pulling_percent(): the signal "pulling-percent" (index 1), handler `void
 *   handler(rk_header *header, double percent, void *user_data)`. How far the pull has gone (1 is
 *   the trigger), only when it changes. Redraw what follows the pull.
 * - rk_header_connect_frame_changed(): the signal "frame-changed" (index 2), handler `void
 *   handler(rk_header *header, uint64_t image_id, int32_t index, void *user_data)`. GIF style: the
 *   GIF frame to draw (image_id as the host gave it, index in the state's frames). A header's GIF
 *   view is always shown: it has no "gif-visibility".
 * - rk_header_connect_layout_changed(): the signal "layout-changed" (index 3), handler `void
 *   handler(rk_header *header, double x, double y, double width, double height, void *user_data)`.
 *   The component's rect in content coordinates changed. Move the component's view there; the parts
 *   come from the kind's get_layout.
 * - rk_header_connect_inset_requested(): the signal "inset-requested" (index 4), handler `void
 *   handler(rk_header *header, double top, double duration, void *user_data)`. Set the scroll
 *   view's top inset over duration seconds; the header reads it back from the next metrics.
 * - rk_header_connect_offset_requested(): the signal "offset-requested" (index 5), handler `void
 *   handler(rk_header *header, double offset_y, double duration, void *user_data)`. Set the scroll
 *   view's vertical content offset over duration seconds.
 * - rk_header_connect_alpha_changed(): the signal "alpha-changed" (index 6), handler `void
 *   handler(rk_header *header, double alpha, double duration, void *user_data)`. Fade the
 *   component's view to alpha over duration seconds.
 * - rk_header_connect_label_changed(): the signal "label-changed" (index 7), handler `void
 *   handler(rk_header *header, const char *text, void *user_data)`. The state label's new text
 *   (localized; copy it, it lives only during the call). Show it.
 * - rk_header_connect_time_label_changed(): the signal "time-label-changed" (index 8), handler
 *   `void handler(rk_header *header, const char *text, void *user_data)`. The last-updated label's
 *   new text. Show it.
 * - rk_header_connect_refreshing(): the signal "refreshing" (index 9), handler `void
 *   handler(rk_header *header, void *user_data)`. REFRESH NOW: start the host's reload here (after
 *   the begin animation). It never fires after the header has left Refreshing.
 * - rk_header_connect_end_animation_began(): the signal "end-animation-began" (index 10), handler
 *   `void handler(rk_header *header, void *user_data)`. The exit animation from Refreshing started,
 *   after the inset request that starts it.
 * - rk_header_connect_arrow_changed(): the signal "arrow-changed" (index 11), handler `void
 *   handler(rk_header *header, double angle, double duration, void *user_data)`. Normal style: turn
 *   the arrow to angle radians (0 down, -pi + 1e-6 up) over duration seconds.
 * - rk_header_connect_arrow_visibility(): the signal "arrow-visibility" (index 12), handler `void
 *   handler(rk_header *header, int32_t visible, void *user_data)`. Normal style: show (1) or hide
 *   (0) the arrow.
 * - rk_header_connect_spinner_changed(): the signal "spinner-changed" (index 13), handler `void
 *   handler(rk_header *header, int32_t animating, void *user_data)`. Normal style: start (1) or
 *   stop (0) the activity spinner; a stopped spinner is hidden.
 * - rk_header_connect_spinner_alpha(): the signal "spinner-alpha" (index 14), handler `void
 *   handler(rk_header *header, double alpha, double duration, void *user_data)`. Normal style: fade
 *   the spinner to alpha over duration seconds.
 * - rk_header_connect_measure_text(): the signal "measure-text" (index 15), handler `double
 *   handler(rk_header *header, const char *text, void *user_data)`. Return a label text's width in
 *   points (both labels use the same font), for the layout; without a handler the widths of
 *   rk_header_set_text_widths are used. Asked whenever the layout depends on it and may have
 *   changed, as the footer's.
 * - rk_header_connect_refreshing_load(): the signal "refreshing-load" (index 16), handler `void
 *   handler(rk_header *header, uint64_t load_id, void *user_data)`. Right after "refreshing", the
 *   same trigger with the id of the load it starts: tag the host's request with it and end that
 *   load with the kind's end_load.
 * - rk_header_connect_announcement(): the signal "announcement" (index 17), handler `void
 *   handler(rk_header *header, const char *text, int32_t priority, void *user_data)`. What a screen
 *   reader should say, localized, and how urgently (rk_announcement_priority). Emitted only while a
 *   handler is connected: pass it to the platform's accessibility service.
 * - rk_header_connect_time_text_refused(): the signal "time-text-refused" (index 18), handler `void
 *   handler(rk_header *header, int32_t reason, void *user_data)`. The host's last-updated formatter
 *   gave a text the header refused (reason: RK_TIME_TEXT_*); the built-in text shows instead, told
 *   by "time-label-changed" next. Fix the formatter.
 * - rk_header_connect_load_cancelled(): the signal "load-cancelled" (index 19), handler `void
 *   handler(rk_header *header, uint64_t load_id, int32_t reason, void *user_data)`. The load
 *   load_id ended other than by an end naming it (reason: an rk_load_cancel_reason): superseded by
 *   a restart, its task canceled, the component detached, destroyed (its last signal), hidden, or
 *   canceled by the host. Emitted once per load, never for one that ended or failed, after the
 *   state change it caused. Abort the request started for that id.
 *
 * @section refreshkit_signals_trailer rk_trailer (RK_KIND_TRAILER)
 *
 * - rk_trailer_connect_state_changed(): the signal "state-changed" (index 0), handler `void
 *   handler(rk_trailer *trailer, int32_t state, int32_t old_state, void *user_data)`. The component
 *   went from old_state to state (rk_footer_state numbers, which every component uses). Update what
 *   depends on the state; start loads on "refreshing", not here: a begin that is superseded never
 *   fires it.
 * - rk_trailer_connect_pulling_percent(): the signal "pulling-percent" (index 1), handler `void
 *   handler(rk_trailer *trailer, double percent, void *user_data)`. How far the pull has gone (1 is
 *   the trigger), only when it changes. Redraw what follows the pull.
 * - rk_trailer_connect_layout_changed(): the signal "layout-changed" (index 2), handler `void
 *   handler(rk_trailer *trailer, double x, double y, double width, double height, void
 *   *user_data)`. The component's rect in content coordinates changed. Move the component's view
 *   there; the parts come from the kind's get_layout.
 * - rk_trailer_connect_inset_requested(): the signal "inset-requested" (index 3), handler `void
 *   handler(rk_trailer *trailer, double right, double duration, void *user_data)`. Set the scroll
 *   view's right inset over duration seconds; the trailer reads it back from the next metrics.
 * - rk_trailer_connect_offset_requested(): the signal "offset-requested" (index 4), handler `void
 *   handler(rk_trailer *trailer, double offset_x, double duration, void *user_data)`. Set the
 *   scroll view's horizontal content offset over duration seconds.
 * - rk_trailer_connect_alpha_changed(): the signal "alpha-changed" (index 5), handler `void
 *   handler(rk_trailer *trailer, double alpha, double duration, void *user_data)`. Fade the
 *   component's view to alpha over duration seconds.
 * - rk_trailer_connect_label_changed(): the signal "label-changed" (index 6), handler `void
 *   handler(rk_trailer *trailer, const char *text, void *user_data)`. The label's new text (copy
 *   it, it lives only during the call). Draw it one glyph per line.
 * - rk_trailer_connect_refreshing(): the signal "refreshing" (index 7), handler `void
 *   handler(rk_trailer *trailer, void *user_data)`. SHOW THE DETAILS NOW: the trigger (after the
 *   begin animation). It never fires after the trailer has left Refreshing.
 * - rk_trailer_connect_end_animation_began(): the signal "end-animation-began" (index 8), handler
 *   `void handler(rk_trailer *trailer, void *user_data)`. The exit animation from Refreshing
 *   started, before the inset request that starts it.
 * - rk_trailer_connect_arrow_changed(): the signal "arrow-changed" (index 9), handler `void
 *   handler(rk_trailer *trailer, double angle, double duration, void *user_data)`. Normal style:
 *   turn the arrow to angle radians (0 points left, swipe; pi right, release) over duration
 *   seconds.
 * - rk_trailer_connect_refreshing_load(): the signal "refreshing-load" (index 10), handler `void
 *   handler(rk_trailer *trailer, uint64_t load_id, void *user_data)`. Right after "refreshing", the
 *   same trigger with the id of the load it starts: tag the host's request with it and end that
 *   load with the kind's end_load.
 * - rk_trailer_connect_announcement(): the signal "announcement" (index 11), handler `void
 *   handler(rk_trailer *trailer, const char *text, int32_t priority, void *user_data)`. What a
 *   screen reader should say, localized, and how urgently (rk_announcement_priority). Emitted only
 *   while a handler is connected: pass it to the platform's accessibility service.
 * - rk_trailer_connect_load_cancelled(): the signal "load-cancelled" (index 12), handler `void
 *   handler(rk_trailer *trailer, uint64_t load_id, int32_t reason, void *user_data)`. The load
 *   load_id ended other than by an end naming it (reason: an rk_load_cancel_reason): superseded by
 *   a restart, its task canceled, the component detached, destroyed (its last signal), hidden, or
 *   canceled by the host. Emitted once per load, never for one that ended or failed, after the
 *   state change it caused. Abort the request started for that id.
 *
 * @section refreshkit_signals_auto_footer rk_auto_footer (RK_KIND_AUTO_FOOTER)
 *
 * - rk_auto_footer_connect_state_changed(): the signal "state-changed" (index 0), handler `void
 *   handler(rk_auto_footer *auto_footer, int32_t state, int32_t old_state, void *user_data)`. The
 *   component went from old_state to state (rk_footer_state numbers, which every component uses).
 *   Update what depends on the state; start loads on "refreshing", not here: a begin that is
 *   superseded never fires it.
 * - rk_auto_footer_connect_pulling_percent(): the signal "pulling-percent" (index 1), handler `void
 *   handler(rk_auto_footer *auto_footer, double percent, void *user_data)`. 0 until the first
 *   begin, then 1: an auto footer or auto header has no pull to follow.
 * - rk_auto_footer_connect_frame_changed(): the signal "frame-changed" (index 2), handler `void
 *   handler(rk_auto_footer *auto_footer, uint64_t image_id, int32_t index, void *user_data)`. GIF
 *   style: the GIF frame to draw (image_id as the host gave it, index in the state's frames).
 * - rk_auto_footer_connect_gif_visibility(): the signal "gif-visibility" (index 3), handler `void
 *   handler(rk_auto_footer *auto_footer, int32_t visible, void *user_data)`. GIF style: the GIF
 *   view is shown (1, only in Refreshing with Refreshing frames) or hidden (0).
 * - rk_auto_footer_connect_layout_changed(): the signal "layout-changed" (index 4), handler `void
 *   handler(rk_auto_footer *auto_footer, double x, double y, double width, double height, void
 *   *user_data)`. The component's rect in content coordinates changed. Move the component's view
 *   there; the parts come from the kind's get_layout.
 * - rk_auto_footer_connect_inset_requested(): the signal "inset-requested" (index 5), handler `void
 *   handler(rk_auto_footer *auto_footer, double bottom, double duration, void *user_data)`. Set the
 *   scroll view's bottom inset (at attach, hide, show, detach, a height change; duration 0).
 * - rk_auto_footer_connect_offset_requested(): the signal "offset-requested" (index 6), handler
 *   `void handler(rk_auto_footer *auto_footer, double offset_y, double duration, void *user_data)`.
 *   The paging end: set the scroll view's vertical content offset over duration seconds.
 * - rk_auto_footer_connect_alpha_changed(): the signal "alpha-changed" (index 7), handler `void
 *   handler(rk_auto_footer *auto_footer, double alpha, double duration, void *user_data)`. Fade the
 *   component's view to alpha over duration seconds.
 * - rk_auto_footer_connect_label_changed(): the signal "label-changed" (index 8), handler `void
 *   handler(rk_auto_footer *auto_footer, const char *text, void *user_data)`. The label's new text
 *   (copy it, it lives only during the call), also the tap target. Show it.
 * - rk_auto_footer_connect_refreshing(): the signal "refreshing" (index 9), handler `void
 *   handler(rk_auto_footer *auto_footer, void *user_data)`. LOAD MORE NOW: start the host's request
 *   here. It never fires after the footer has left Refreshing.
 * - rk_auto_footer_connect_end_animation_began(): the signal "end-animation-began" (index 10),
 *   handler `void handler(rk_auto_footer *auto_footer, void *user_data)`. Every exit from
 *   Refreshing.
 * - rk_auto_footer_connect_spinner_changed(): the signal "spinner-changed" (index 11), handler
 *   `void handler(rk_auto_footer *auto_footer, int32_t animating, void *user_data)`. Normal style:
 *   start (1) or stop (0) the activity spinner; a stopped spinner is hidden.
 * - rk_auto_footer_connect_measure_text(): the signal "measure-text" (index 12), handler `double
 *   handler(rk_auto_footer *auto_footer, const char *text, void *user_data)`. Return the label
 *   text's width in points, for the layout; without a handler the width set by
 *   rk_auto_footer_set_text_width is used. Asked as the footer's is.
 * - rk_auto_footer_connect_refreshing_load(): the signal "refreshing-load" (index 13), handler
 *   `void handler(rk_auto_footer *auto_footer, uint64_t load_id, void *user_data)`. Right after
 *   "refreshing", the same trigger with the id of the load it starts: tag the host's request with
 *   it and end that load with the kind's end_load.
 * - rk_auto_footer_connect_announcement(): the signal "announcement" (index 14), handler `void
 *   handler(rk_auto_footer *auto_footer, const char *text, int32_t priority, void *user_data)`.
 *   What a screen reader should say, localized, and how urgently (rk_announcement_priority).
 *   Emitted only while a handler is connected: pass it to the platform's accessibility service.
 * - rk_auto_footer_connect_load_cancelled(): the signal "load-cancelled" (index 15), handler `void
 *   handler(rk_auto_footer *auto_footer, uint64_t load_id, int32_t reason, void *user_data)`. The
 *   load load_id ended other than by an end naming it (reason: an rk_load_cancel_reason):
 *   superseded by a restart, its task canceled, the component detached, destroyed (its last
 *   signal), hidden, or canceled by the host. Emitted once per load, never for one that ended or
 *   failed, after the state change it caused. Abort the request started for that id.
 *
 * @section refreshkit_signals_scroll_view rk_scroll_view (RK_KIND_SCROLL_VIEW)
 *
 * - rk_scroll_view_connect_inset_requested(): the signal "inset-requested" (index 0), handler `void
 *   handler(rk_scroll_view *scroll_view, void *component, int32_t edge, double inset, double
 *   duration, void *user_data)`. An attached component (its handle) asked for the inset of edge
 *   (rk_scroll_edge), after the component's own signal: set that inset over duration seconds.
 * - rk_scroll_view_connect_offset_requested(): the signal "offset-requested" (index 1), handler
 *   `void handler(rk_scroll_view *scroll_view, void *component, int32_t axis, double offset, double
 *   duration, void *user_data)`. An attached component (its handle) asked for the content offset on
 *   axis (rk_scroll_axis), after the component's own signal, or (component NULL, added in 1.5) the
 *   scroll view itself keeps the visible rows still after rk_scroll_view_content_inserted: set that
 *   offset over duration seconds.
 * - rk_scroll_view_connect_load_states_changed(): the signal "load-states-changed" (index 2),
 *   handler `void handler(rk_scroll_view *scroll_view, int32_t refresh, int32_t prepend, int32_t
 *   append, void *user_data)`. Added in 1.5: the list's load states changed
 *   (rk_scroll_view_get_load_states), once per scroll update or command that changed any of them;
 *   each argument is an rk_load_status: read the whole snapshot, ids and failure message lengths
 *   included, with rk_scroll_view_get_load_states.
 *
 * @section refreshkit_signals_progress rk_progress (RK_KIND_PROGRESS)
 *
 * - rk_progress_connect_progress_changed(): the signal "progress-changed" (index 0), handler `void
 *   handler(rk_progress *progress, double fraction, int32_t animated, void *user_data)`. A new
 *   fraction to show, or the fraction on leaving the indeterminate state (after
 *   "indeterminate-changed" 0); animated is the bind's. Only on a real change.
 * - rk_progress_connect_indeterminate_changed(): the signal "indeterminate-changed" (index 1),
 *   handler `void handler(rk_progress *progress, int32_t indeterminate, void *user_data)`. 1 on
 *   entering the indeterminate state (the last fraction is kept, for rk_progress_get_fraction), 0
 *   on leaving it. Show or stop the bar's indeterminate animation.
 *
 * @section refreshkit_signals_auto_header rk_auto_header (RK_KIND_AUTO_HEADER)
 *
 * - rk_auto_header_connect_state_changed(): the signal "state-changed" (index 0), handler `void
 *   handler(rk_auto_header *auto_header, int32_t state, int32_t old_state, void *user_data)`. The
 *   component went from old_state to state (rk_footer_state numbers, which every component uses).
 *   Update what depends on the state; start loads on "refreshing", not here: a begin that is
 *   superseded never fires it.
 * - rk_auto_header_connect_pulling_percent(): the signal "pulling-percent" (index 1), handler `void
 *   handler(rk_auto_header *auto_header, double percent, void *user_data)`. 0 until the first
 *   begin, then 1: an auto footer or auto header has no pull to follow.
 * - rk_auto_header_connect_frame_changed(): the signal "frame-changed" (index 2), handler `void
 *   handler(rk_auto_header *auto_header, uint64_t image_id, int32_t index, void *user_data)`. GIF
 *   style: the GIF frame to draw (image_id as the host gave it, index in the state's frames).
 * - rk_auto_header_connect_gif_visibility(): the signal "gif-visibility" (index 3), handler `void
 *   handler(rk_auto_header *auto_header, int32_t visible, void *user_data)`. GIF style: the GIF
 *   view is shown (1, only in Refreshing with Refreshing frames) or hidden (0).
 * - rk_auto_header_connect_layout_changed(): the signal "layout-changed" (index 4), handler `void
 *   handler(rk_auto_header *auto_header, double x, double y, double width, double height, void
 *   *user_data)`. The component's rect in content coordinates changed. Move the component's view
 *   there; the parts come from the kind's get_layout.
 * - rk_auto_header_connect_inset_requested(): the signal "inset-requested" (index 5), handler `void
 *   handler(rk_auto_header *auto_header, double top, double duration, void *user_data)`. Set the
 *   scroll view's top inset (at attach, hide, show, detach, a height change; duration 0).
 * - rk_auto_header_connect_offset_requested(): the signal "offset-requested" (index 6), handler
 *   `void handler(rk_auto_header *auto_header, double offset_y, double duration, void *user_data)`.
 *   Never emitted by the auto header itself (it does not page); the scroll view's anchoring is the
 *   scroll view's signal.
 * - rk_auto_header_connect_alpha_changed(): the signal "alpha-changed" (index 7), handler `void
 *   handler(rk_auto_header *auto_header, double alpha, double duration, void *user_data)`. Fade the
 *   component's view to alpha over duration seconds.
 * - rk_auto_header_connect_label_changed(): the signal "label-changed" (index 8), handler `void
 *   handler(rk_auto_header *auto_header, const char *text, void *user_data)`. The label's new text
 *   (copy it, it lives only during the call), also the tap target. Show it.
 * - rk_auto_header_connect_refreshing(): the signal "refreshing" (index 9), handler `void
 *   handler(rk_auto_header *auto_header, void *user_data)`. LOAD OLDER ITEMS NOW: start the host's
 *   request here. It never fires after the auto header has left Refreshing.
 * - rk_auto_header_connect_end_animation_began(): the signal "end-animation-began" (index 10),
 *   handler `void handler(rk_auto_header *auto_header, void *user_data)`. Every exit from
 *   Refreshing.
 * - rk_auto_header_connect_spinner_changed(): the signal "spinner-changed" (index 11), handler
 *   `void handler(rk_auto_header *auto_header, int32_t animating, void *user_data)`. Normal style:
 *   start (1) or stop (0) the activity spinner; a stopped spinner is hidden.
 * - rk_auto_header_connect_measure_text(): the signal "measure-text" (index 12), handler `double
 *   handler(rk_auto_header *auto_header, const char *text, void *user_data)`. Return the label
 *   text's width in points, for the layout; without a handler the width set by
 *   rk_component_set_text_width is used.
 * - rk_auto_header_connect_refreshing_load(): the signal "refreshing-load" (index 13), handler
 *   `void handler(rk_auto_header *auto_header, uint64_t load_id, void *user_data)`. Right after
 *   "refreshing", the same trigger with the id of the load it starts: tag the host's request with
 *   it and end that load with the kind's end_load.
 * - rk_auto_header_connect_announcement(): the signal "announcement" (index 14), handler `void
 *   handler(rk_auto_header *auto_header, const char *text, int32_t priority, void *user_data)`.
 *   What a screen reader should say, localized, and how urgently (rk_announcement_priority).
 *   Emitted only while a handler is connected: pass it to the platform's accessibility service.
 * - rk_auto_header_connect_load_cancelled(): the signal "load-cancelled" (index 15), handler `void
 *   handler(rk_auto_header *auto_header, uint64_t load_id, int32_t reason, void *user_data)`. The
 *   load load_id ended other than by an end naming it (reason: an rk_load_cancel_reason):
 *   superseded by a restart, its task canceled, the component detached, destroyed (its last
 *   signal), hidden, or canceled by the host. Emitted once per load, never for one that ended or
 *   failed, after the state change it caused. Abort the request started for that id.
 *
 * @section refreshkit_signals_component Every component
 *
 * The signals that every component (rk_footer, rk_header, rk_trailer, rk_auto_footer) has with the
 * same name and types, connected on any of them as a void *:
 *
 * - rk_component_connect_state_changed(): the signal "state-changed", handler `void handler(void
 *   *component, int32_t state, int32_t old_state, void *user_data)`.
 * - rk_component_connect_pulling_percent(): the signal "pulling-percent", handler `void
 *   handler(void *component, double percent, void *user_data)`.
 * - rk_component_connect_inset_requested(): the signal "inset-requested", handler `void
 *   handler(void *component, double value, double duration, void *user_data)`.
 * - rk_component_connect_offset_requested(): the signal "offset-requested", handler `void
 *   handler(void *component, double value, double duration, void *user_data)`.
 * - rk_component_connect_alpha_changed(): the signal "alpha-changed", handler `void handler(void
 *   *component, double alpha, double duration, void *user_data)`.
 * - rk_component_connect_label_changed(): the signal "label-changed", handler `void handler(void
 *   *component, const char *text, void *user_data)`.
 * - rk_component_connect_refreshing(): the signal "refreshing", handler `void handler(void
 *   *component, void *user_data)`.
 * - rk_component_connect_refreshing_load(): the signal "refreshing-load", handler `void
 *   handler(void *component, uint64_t load_id, void *user_data)`.
 * - rk_component_connect_announcement(): the signal "announcement", handler `void handler(void
 *   *component, const char *text, int32_t priority, void *user_data)`.
 * - rk_component_connect_load_cancelled(): the signal "load-cancelled", handler `void handler(void
 *   *component, uint64_t load_id, int32_t reason, void *user_data)`.
 *
 */

/* END GENERATED: typed signal connects */

/** @defgroup rk_deprecated Deprecated
 * Each member of the family's own spelling of a verb the family shares.
 * @{
 */

/* ------------------------------------------------------------------------------------------------
 * Deprecated (1.4): each member of the family's own spelling of a verb the family shares. Each
 * still works, stays exported and in rk_api, and keeps its meaning: it takes the same route as its
 * rk_component_ function ("Components (any kind)"), with the same checks, statuses and signals. A
 * host that defines RK_WARN_DEPRECATED before including this header gets a compiler warning at each
 * use (GCC, Clang), naming the replacement. Their doc comments are kept as they were.
 * ---------------------------------------------------------------------------------------------- */

/* Footer ------------------------------------------------------------------------------------------ */

/**
 * Destroys a footer: its handle dies, its connections end (destroy_notify), pending completions are
 * called with finished = 0 and its timers stop, all before this returns. May be called from the
 * footer's own handlers. A footer attached to an rk_scroll_view is detached (see "Scroll view").
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD. Thread: loop.
 * Deprecated in 1.4: use rk_component_destroy.
 */
RK_DEPRECATED_FOR(rk_component_destroy)
rk_status rk_footer_destroy(rk_footer *footer);

/**
 * One scroll update: the metrics are copied. Outside Refreshing it snapshots the insets, moves the
 * footer frame, computes the pulling percent when the offset is past happen_offset, and moves
 * Idle to Pulling (dragging past the trigger), Pulling to Idle (dragging back to it), or Pulling to
 * Refreshing (released). Ignored (but remembered) while interaction is disabled; offsets are
 * ignored while hidden or Refreshing.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (metrics NULL, struct_size too small, a
 * NaN or infinite field, a negative width, height or content height, dragging not 0 or 1),
 * RK_ERR_INVALID_STATE (1.2: the footer is attached to an rk_scroll_view, whose
 * rk_scroll_view_set_metrics drives it; nothing changes). A footer that is not attached takes its
 * updates here, as in 1.0.
 * Thread: any; off the loop thread the update is queued and applied at dispatch (a queued update
 * that finds the footer attached when it runs is dropped).
 * Deprecated in 1.4: use rk_component_set_metrics.
 */
RK_DEPRECATED_FOR(rk_component_set_metrics)
rk_status rk_footer_set_metrics(rk_footer *footer, const rk_scroll_metrics *metrics);

/**
 * Whether the footer is in a window (drawn). Becoming visible turns WillRefresh into Refreshing.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (not 0 or 1). Thread: any (queued off the
 * loop thread).
 * Deprecated in 1.4: use rk_component_set_visible.
 */
RK_DEPRECATED_FOR(rk_component_set_visible)
rk_status rk_footer_set_visible(rk_footer *footer, int32_t visible);

/**
 * Hides the footer: scroll offsets stop moving it (content changes still move its frame).
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (not 0 or 1). Thread: any (queued).
 * Deprecated in 1.4: use rk_component_set_hidden.
 */
RK_DEPRECATED_FOR(rk_component_set_hidden)
rk_status rk_footer_set_hidden(rk_footer *footer, int32_t hidden);

/**
 * Enables or disables user interaction: while disabled, scroll updates are remembered but change
 * nothing. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (not 0 or 1). Thread: any (queued).
 * Deprecated in 1.4: use rk_component_set_interaction_enabled.
 */
RK_DEPRECATED_FOR(rk_component_set_interaction_enabled)
rk_status rk_footer_set_interaction_enabled(rk_footer *footer, int32_t enabled);

/**
 * Auto-alpha: outside refreshing, alpha follows the pulling percent; the end of a refresh fades to 0.
 * Turning it on sets alpha to the percent, off sets it to 1 (not while refreshing).
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (not 0 or 1). Thread: any (queued).
 * Deprecated in 1.4: use rk_component_set_automatically_change_alpha.
 */
RK_DEPRECATED_FOR(rk_component_set_automatically_change_alpha)
rk_status rk_footer_set_automatically_change_alpha(rk_footer *footer, int32_t enabled);

/**
 * The animation durations in seconds (defaults 0.25 fast: into Refreshing; 0.4 slow: out of it).
 * A zero duration still completes at the next dispatch, not during the call.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (negative, not finite). Thread: any (queued).
 * Deprecated in 1.4: use rk_component_set_animation_durations.
 */
RK_DEPRECATED_FOR(rk_component_set_animation_durations)
rk_status rk_footer_set_animation_durations(rk_footer *footer, double fast, double slow);

/**
 * The footer's height h (default 44; images taller than it grow it).
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (not finite, below 0.001 or above 1e9).
 * Thread: any (queued).
 * Deprecated in 1.4: use rk_component_set_height.
 */
RK_DEPRECATED_FOR(rk_component_set_height)
rk_status rk_footer_set_height(rk_footer *footer, double height);

/**
 * Moves the footer frame down by this much without moving the thresholds (for a bottom safe area).
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (not finite, or negative).
 * Thread: any (queued).
 * Deprecated in 1.4: use rk_component_set_ignored_bottom_inset.
 */
RK_DEPRECATED_FOR(rk_component_set_ignored_bottom_inset)
rk_status rk_footer_set_ignored_bottom_inset(rk_footer *footer, double inset);

/**
 * The host's data count (rows or items). A refresh that ends with a different count than it began
 * with re-asserts the content offset, so new rows appear under the user's finger: an
 * "offset-requested" with the unchanged offset and duration 0 (it lies outside the exit
 * animation; the original sent it with the slow duration).
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (negative). Thread: any (queued).
 * Deprecated in 1.4: use rk_component_set_data_count.
 */
RK_DEPRECATED_FOR(rk_component_set_data_count)
rk_status rk_footer_set_data_count(rk_footer *footer, int64_t count);

/**
 * Begins refreshing: alpha to 1 over the fast duration, percent 1, then Refreshing (visible) or
 * WillRefresh (not visible). Entering Refreshing asks for the refreshing bottom inset and offset
 * over the fast duration; when that animation ends the "refreshing" signal fires, then completion.
 * completion (may be NULL) is called exactly once (F3).
 * Errors: RK_ERR_INVALID_HANDLE. On an error completion is not called. Thread: any (queued, as
 * rk_footer_end_refreshing).
 * Deprecated in 1.4: use rk_component_begin_refreshing.
 */
RK_DEPRECATED_FOR(rk_component_begin_refreshing)
rk_status rk_footer_begin_refreshing(rk_footer *footer, rk_completion_fn completion, void *user_data);

/**
 * Ends refreshing: to Idle. From Refreshing it asks for the bottom inset minus the refresh's delta
 * over the slow duration, fades out with auto-alpha, re-asserts the offset with duration 0 when new
 * rows came in (see rk_footer_set_data_count), and when that animation ends resets the percent
 * to 0, then calls completion with 1. From Pulling, WillRefresh or NoMoreData it goes to Idle at once
 * (completion 1 at once). From Idle nothing changes (completion 0 at once).
 * Errors: RK_ERR_INVALID_HANDLE. On an error completion is not called. Thread: any (queued: if the
 * footer is destroyed before the dispatch that runs it, completion is called with 0).
 * Deprecated in 1.4: use rk_component_end_refreshing.
 */
RK_DEPRECATED_FOR(rk_component_end_refreshing)
rk_status rk_footer_end_refreshing(rk_footer *footer, rk_completion_fn completion, void *user_data);

/**
 * As rk_footer_end_refreshing, but to NoMoreData (the GIF hides; dragging no longer refreshes).
 * From NoMoreData nothing changes (completion 0). Errors: RK_ERR_INVALID_HANDLE; on an error
 * completion is not called. Thread: any (queued, as rk_footer_end_refreshing).
 * Deprecated in 1.4: use rk_component_end_refreshing_with_no_more_data.
 */
RK_DEPRECATED_FOR(rk_component_end_refreshing_with_no_more_data)
rk_status rk_footer_end_refreshing_with_no_more_data(rk_footer *footer, rk_completion_fn completion,
                                                     void *user_data);

/**
 * Back to Idle from any state (from Refreshing it is rk_footer_end_refreshing).
 * Errors: RK_ERR_INVALID_HANDLE; on an error completion is not called. Thread: any (queued, as
 * rk_footer_end_refreshing).
 * Deprecated in 1.4: use rk_component_reset_no_more_data.
 */
RK_DEPRECATED_FOR(rk_component_reset_no_more_data)
rk_status rk_footer_reset_no_more_data(rk_footer *footer, rk_completion_fn completion, void *user_data);

/**
 * F17 (added in 1.3): ends the load as a failure, at once (F1): to Failed, as
 * rk_footer_end_refreshing goes to Idle (from Refreshing the inset, alpha and offset of its exit,
 * completion 1 when the exit animation ends; from another state at once, completion 1). The label
 * shows message (copied), or with message NULL the Failed title (rk_footer_set_title with
 * RK_FOOTER_FAILED, else the language's). In Failed already only the label changes (completion
 * 0). The GIF shows the first of the Failed frames (rk_footer_set_images), or with none the Idle
 * frames, which follow the percent as in Idle. A pull past the trigger leaves Failed as it leaves
 * Idle; rk_footer_retry begins again.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (message invalid UTF-8 or longer than
 * RK_MAX_STRING_BYTES); nothing changes and completion is not called on an error. Thread: any
 * (queued, as rk_footer_end_refreshing).
 * Deprecated in 1.4: use rk_component_end_refreshing_with_failure.
 */
RK_DEPRECATED_FOR(rk_component_end_refreshing_with_failure)
rk_status rk_footer_end_refreshing_with_failure(rk_footer *footer, const char *message, rk_completion_fn completion,
                                                void *user_data);

/**
 * F17 (added in 1.3): a retry (a tap on the failure's label, a button, an accessibility action):
 * from Failed, begins as rk_footer_begin_refreshing does (the "refreshing" trigger fires; the
 * completion with 1 when the begin animation ends). In any other state nothing changes and the
 * completion is called with 0 at once.
 * Errors: RK_ERR_INVALID_HANDLE (completion not called). Thread: any (queued, as
 * rk_footer_begin_refreshing: the state is the one at dispatch).
 * Deprecated in 1.4: use rk_component_retry.
 */
RK_DEPRECATED_FOR(rk_component_retry)
rk_status rk_footer_retry(rk_footer *footer, rk_completion_fn completion, void *user_data);

/**
 * F18 (added in 1.3): rk_footer_begin_refreshing that names the load it starts. *out_load_id gets
 * the load's id before the call returns (untouched on an error); when the begin starts a load (at once on
 * the loop thread, at dispatch from another), that load has this id. A begin that finds a load
 * under way (Refreshing or WillRefresh) starts none: its id never becomes current (read the
 * current one with rk_footer_get_load_id) and its completion gets 0, as rk_footer_begin_refreshing's.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (out_load_id NULL); nothing happens and
 * completion is not called on an error. Thread: any (queued, as rk_footer_begin_refreshing).
 * Deprecated in 1.4: use rk_component_begin_load.
 */
RK_DEPRECATED_FOR(rk_component_begin_load)
rk_status rk_footer_begin_load(rk_footer *footer, rk_completion_fn completion, void *user_data,
                               rk_load_id *out_load_id);

/**
 * F18 (added in 1.3): ends the load named load_id as outcome says, if it is the current one:
 * RK_LOAD_DONE as rk_footer_end_refreshing, RK_LOAD_NO_MORE_DATA as
 * rk_footer_end_refreshing_with_no_more_data, RK_LOAD_FAILED as
 * rk_footer_end_refreshing_with_failure with message (NULL: the Failed title). message must be
 * NULL for the other outcomes. completion as the function the outcome names.
 * Errors: RK_ERR_INVALID_HANDLE; RK_ERR_INVALID_ARGUMENT (outcome unknown, message not NULL
 * outside RK_LOAD_FAILED, message invalid UTF-8 or longer than RK_MAX_STRING_BYTES);
 * RK_ERR_INVALID_STATE (load_id is 0 or not the current load: the message names the current
 * one). Nothing changes and completion is not called on an error. Thread: any (queued; the id is
 * checked at the call and again at dispatch, where a load that ended in between changes nothing
 * and completion gets 0).
 * Deprecated in 1.4: use rk_component_end_load.
 */
RK_DEPRECATED_FOR(rk_component_end_load)
rk_status rk_footer_end_load(rk_footer *footer, rk_load_id load_id, rk_load_outcome outcome, const char *message,
                             rk_completion_fn completion, void *user_data);

/**
 * F18 (added in 1.3): the current load's id, 0 when no load is current (the footer is neither
 * Refreshing nor WillRefresh). Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD,
 * RK_ERR_INVALID_ARGUMENT (out_load_id NULL). Thread: the loop thread.
 * Deprecated in 1.4: use rk_component_get_load_id.
 */
RK_DEPRECATED_FOR(rk_component_get_load_id)
rk_status rk_footer_get_load_id(rk_footer *footer, rk_load_id *out_load_id);

/**
 * Makes the footer refresh while a task runs (the refresh control's role, B4). The earlier binding
 * is dropped first; task NULL only unbinds. At bind: Running begins refreshing at once without the
 * "refreshing" trigger (the task is the load); Suspended does nothing yet and begins when the task
 * resumes; Canceling and Completed end refreshing at once. Later, at dispatch: resume begins;
 * suspend, cancel and completion end. An end that comes from the binding acts only on a refreshing
 * footer (it never moves NoMoreData to Idle). A Completed task binds nothing. A completion ends in
 * Idle whatever its error code; rk_follow_task with RK_FOLLOW_FAILURE (1.3) ends a failed one in
 * Failed (B8).
 * Errors: RK_ERR_INVALID_HANDLE (either handle; a task of another context), RK_ERR_WRONG_THREAD.
 * Thread: loop.
 * Deprecated in 1.4: use rk_component_set_refreshing_with_state_of_task.
 */
RK_DEPRECATED_FOR(rk_component_set_refreshing_with_state_of_task)
rk_status rk_footer_set_refreshing_with_state_of_task(rk_footer *footer, rk_task *task);

/**
 * A custom title for a state (copied); NULL restores the language's title. The label shows the
 * current state's title. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (unknown state,
 * invalid UTF-8, longer than RK_MAX_STRING_BYTES). Thread: any (queued).
 * Deprecated in 1.4: use rk_component_set_title.
 */
RK_DEPRECATED_FOR(rk_component_set_title)
rk_status rk_footer_set_title(rk_footer *footer, rk_footer_state state, const char *title);

/**
 * Copies the title shown in a state (custom, else the language's; empty for WillRefresh) into buf
 * as rk_last_error_message does (truncated on a character boundary, NUL-terminated when cap > 0);
 * *out_length (may be NULL) receives its full length in bytes.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (unknown state, buf
 * NULL with cap > 0). Thread: loop.
 * Deprecated in 1.4: use rk_component_get_title.
 */
RK_DEPRECATED_FOR(rk_component_get_title)
rk_status rk_footer_get_title(rk_footer *footer, rk_footer_state state, char *buf, size_t cap,
                              size_t *out_length);

/**
 * Chooses the built-in titles by language tag (case-insensitive, "_" as "-"): Chinese tags with
 * Hant, TW, HK, MO or yue as a subtag are Traditional; every other Chinese tag ("zh", "zh-Hans",
 * "zh-CN", "zh-SG", ...) is Simplified; "ko*", "ru*", "uk*" are Korean, Russian, Ukrainian; anything
 * else, "en*" included, is English.
 * Custom titles stay. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (NULL, invalid UTF-8).
 * Thread: any (queued).
 * Deprecated in 1.4: use rk_component_set_language.
 */
RK_DEPRECATED_FOR(rk_component_set_language)
rk_status rk_footer_set_language(rk_footer *footer, const char *language);

/**
 * Copies the chosen table's tag ("en", "zh-Hans", "zh-Hant", "ko", "ru" or "uk") like
 * rk_footer_get_title. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT
 * (buf NULL with cap > 0). Thread: loop.
 * Deprecated in 1.4: use rk_component_get_language.
 */
RK_DEPRECATED_FOR(rk_component_get_language)
rk_status rk_footer_get_language(rk_footer *footer, char *buf, size_t cap, size_t *out_length);

/**
 * Copies the label's current text like rk_footer_get_title.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT. Thread: loop.
 * Deprecated in 1.4: use rk_component_get_label.
 */
RK_DEPRECATED_FOR(rk_component_get_label)
rk_status rk_footer_get_label(rk_footer *footer, char *buf, size_t cap, size_t *out_length);

/** Hides (1) or shows (0) the label; a hidden label centers the GIF.
    Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (not 0 or 1). Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_label_hidden. */
RK_DEPRECATED_FOR(rk_component_set_label_hidden)
rk_status rk_footer_set_label_hidden(rk_footer *footer, int32_t hidden);

/** The gap between the GIF's right edge and the label text (default 20).
    Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (not finite, negative). Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_label_left_inset. */
RK_DEPRECATED_FOR(rk_component_set_label_left_inset)
rk_status rk_footer_set_label_left_inset(rk_footer *footer, double inset);

/** The label text's width when no "measure-text" handler is connected (default 0).
    Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (not finite, negative). Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_text_width. */
RK_DEPRECATED_FOR(rk_component_set_text_width)
rk_status rk_footer_set_text_width(rk_footer *footer, double width);

/**
 * Sets a state's GIF frames with the original's default duration, count x 0.1 s: frame k (counted
 * on across loops) begins k x 0.1 s after the animation starts. The images are copied. count 0
 * (images may then be NULL) clears the state's frames. The first image's height grows the footer
 * if taller. Frames of the state being shown take effect at once.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (unknown state, images NULL with count > 0,
 * count > RK_FOOTER_MAX_FRAMES, a width or height negative or not finite). Thread: any (queued).
 * Deprecated in 1.4: use rk_component_set_images.
 */
RK_DEPRECATED_FOR(rk_component_set_images)
rk_status rk_footer_set_images(rk_footer *footer, rk_footer_state state, const rk_image *images,
                               uint32_t count);

/**
 * As rk_footer_set_images with one duration (seconds) for the whole loop, split evenly: frame k of
 * count (counted on across loops) begins when elapsed x count >= k x duration, exactly (the
 * rounding of duration / count moves no boundary: 7 frames over 0.7 s change at 0.1, 0.2, ...).
 * Errors: as rk_footer_set_images, and RK_ERR_INVALID_ARGUMENT for a duration that is negative or
 * not finite, or 0 for Pulling or Refreshing with two or more frames. Thread: any (queued).
 * Deprecated in 1.4: use rk_component_set_images_with_duration.
 */
RK_DEPRECATED_FOR(rk_component_set_images_with_duration)
rk_status rk_footer_set_images_with_duration(rk_footer *footer, rk_footer_state state,
                                             const rk_image *images, uint32_t count, double duration);

/**
 * As rk_footer_set_images with one duration per frame (as GIF files carry them); durations has
 * count entries. A frame begins when the time into the loop reaches the sum of the durations
 * before it; durations all equal to d begin frame k at k x d, as a loop split evenly.
 * Errors: as rk_footer_set_images, and RK_ERR_INVALID_ARGUMENT for durations NULL with count > 0,
 * or a duration that is negative or not finite, or not > 0 for Pulling or Refreshing with two or
 * more frames. Thread: any (queued).
 * Deprecated in 1.4: use rk_component_set_images_with_frame_durations.
 */
RK_DEPRECATED_FOR(rk_component_set_images_with_frame_durations)
rk_status rk_footer_set_images_with_frame_durations(rk_footer *footer, rk_footer_state state,
                                                    const rk_image *images, const double *durations,
                                                    uint32_t count);

/**
 * The GIF's state (see rk_footer_gif). Errors: as rk_footer_get_layout.
 * Deprecated in 1.4: use rk_component_get_gif.
 */
RK_DEPRECATED_FOR(rk_component_get_gif)
rk_status rk_footer_get_gif(rk_footer *footer, rk_footer_gif *out);

/**
 * For render-loop hosts: the frame shown at time t on the context's clock (rk_context_now), from
 * the running animation, or the static frame. No timers needed. It is the frame the timers show
 * after a dispatch at t, at every t, frame boundaries included: frame k shows from the reading
 * start + b_k, the sum rounded as C rounds it (start: the reading at which the animation started;
 * b_k: the least time by which frame k has begun, exactly, as rk_footer_set_images and its variants
 * say), and the frame timer is due at exactly that reading. So a host that moves its clock from the
 * start by 0.1 sees the second frame of a 0.1 s a frame GIF.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (t not finite, an out
 * pointer NULL), RK_ERR_NOT_FOUND (no frame shown yet). Thread: loop.
 * Deprecated in 1.4: use rk_component_frame_at.
 */
RK_DEPRECATED_FOR(rk_component_frame_at)
rk_status rk_footer_frame_at(rk_footer *footer, double t, uint64_t *out_image_id, int32_t *out_index);

/** The current state. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT
    (out NULL). Thread: loop.
    Deprecated in 1.4: use rk_component_get_state. */
RK_DEPRECATED_FOR(rk_component_get_state)
rk_status rk_footer_get_state(rk_footer *footer, rk_footer_state *out_state);

/** The pulling percent p = (offset - happen_offset) / h, finite and >= 0. Errors: as
    rk_footer_get_state.
    Deprecated in 1.4: use rk_component_get_pulling_percent. */
RK_DEPRECATED_FOR(rk_component_get_pulling_percent)
rk_status rk_footer_get_pulling_percent(rk_footer *footer, double *out_percent);

/**
 * The alpha the footer asked for, in [0, 1]. Errors: as rk_footer_get_state.
 * Deprecated in 1.4: use rk_component_get_alpha.
 */
RK_DEPRECATED_FOR(rk_component_get_alpha)
rk_status rk_footer_get_alpha(rk_footer *footer, double *out_alpha);

/* Header ------------------------------------------------------------------------------------------ */

/**
 * Destroys a header: its handlers' destroy_notify run, pending completions are called with
 * finished = 0, its handle becomes invalid; attached to an rk_scroll_view, it is detached (see
 * "Scroll view"). Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD.
 * Thread: loop.
 * Deprecated in 1.4: use rk_component_destroy.
 */
RK_DEPRECATED_FOR(rk_component_destroy)
rk_status rk_header_destroy(rk_header *header);

/**
 * One scroll update (docs/behaviour/header.md §2): the frame follows every update (F6); the pull
 * reads the offset; while refreshing the inset rule runs (F8). Hidden and interaction-disabled
 * headers take no offset. The header reads the pan state of this update only (a cancelled pan when
 * it enters Refreshing asks for no inset or offset). struct_size may be RK_SCROLL_METRICS_SIZE_1_0.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (NULL, struct_size too
 * small, a length out of [0, 1e9], a coordinate out of +-1e9, dragging not 0/1, pan out of range;
 * nothing changes), RK_ERR_INVALID_STATE (attached to an rk_scroll_view, which drives it; nothing
 * changes). Thread: any (queued; a queued update that finds the header attached is dropped).
 * Deprecated in 1.4: use rk_component_set_metrics.
 */
RK_DEPRECATED_FOR(rk_component_set_metrics)
rk_status rk_header_set_metrics(rk_header *header, const rk_scroll_metrics *metrics);

/** Drawn in a window (1) or not (0): a begin while not visible waits in WillRefresh; becoming
    visible promotes it to Refreshing. Errors: RK_ERR_INVALID_HANDLE,
    RK_ERR_INVALID_ARGUMENT (not 0/1). Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_visible. */
RK_DEPRECATED_FOR(rk_component_set_visible)
rk_status rk_header_set_visible(rk_header *header, int32_t visible);

/** A hidden header (1) ignores offsets. Errors: RK_ERR_INVALID_HANDLE,
    RK_ERR_INVALID_ARGUMENT (not 0/1). Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_hidden. */
RK_DEPRECATED_FOR(rk_component_set_hidden)
rk_status rk_header_set_hidden(rk_header *header, int32_t hidden);

/** With interaction disabled (0) the header ignores offsets. Errors: RK_ERR_INVALID_HANDLE,
    RK_ERR_INVALID_ARGUMENT (not 0/1). Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_interaction_enabled. */
RK_DEPRECATED_FOR(rk_component_set_interaction_enabled)
rk_status rk_header_set_interaction_enabled(rk_header *header, int32_t enabled);

/** Alpha follows the pulling percent outside Refreshing (1) or stays 1 (0). Errors:
    RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT. Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_automatically_change_alpha. */
RK_DEPRECATED_FOR(rk_component_set_automatically_change_alpha)
rk_status rk_header_set_automatically_change_alpha(rk_header *header, int32_t enabled);

/** The fast (begin, default 0.25 s) and slow (end, 0.4 s) animation durations ([0,
    RK_MAX_DELAY_SECONDS]). Errors: RK_ERR_INVALID_HANDLE,
    RK_ERR_INVALID_ARGUMENT. Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_animation_durations. */
RK_DEPRECATED_FOR(rk_component_set_animation_durations)
rk_status rk_header_set_animation_durations(rk_header *header, double fast, double slow);

/** The header height h (default 54; [0.001, 1e9], as the footer's). GIF images taller than h grow it. Errors:
    RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT. Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_height. */
RK_DEPRECATED_FOR(rk_component_set_height)
rk_status rk_header_set_height(rk_header *header, double height);

/**
 * Begins refreshing (docs/behaviour/header.md §4, §5): alpha 1, percent 1, then Refreshing (the
 * inset and offset asked at once, "refreshing" when the begin animation ends), or WillRefresh while
 * not visible. completion (may be NULL) is called once: finished = 1 at the animation's end, 0 when
 * superseded or when the header already refreshes. Errors: RK_ERR_INVALID_HANDLE (the completion is
 * then never called). Thread: any (queued off the loop thread, as the footer's commands).
 * Deprecated in 1.4: use rk_component_begin_refreshing.
 */
RK_DEPRECATED_FOR(rk_component_begin_refreshing)
rk_status rk_header_begin_refreshing(rk_header *header, rk_header_completion_fn completion, void *user_data);

/**
 * Ends refreshing at once (F1): to Idle, stamping the last-updated time, giving back exactly the
 * inset it added (F8), with the exit animation when leaving Refreshing. completion as for begin
 * (finished = 0 when the header was already Idle). Errors: RK_ERR_INVALID_HANDLE.
 * Thread: any (queued).
 * Deprecated in 1.4: use rk_component_end_refreshing.
 */
RK_DEPRECATED_FOR(rk_component_end_refreshing)
rk_status rk_header_end_refreshing(rk_header *header, rk_header_completion_fn completion, void *user_data);

/** F17 (added in 1.3): ends the load as a failure, at once, to Failed, as rk_header_end_refreshing
    goes to Idle (the inset given back exactly, F8; the last-updated time is not stamped: nothing
    was loaded), showing message (copied) or with NULL the Failed title; as
    rk_footer_end_refreshing_with_failure otherwise (a new pull leaves Failed, the arrow shows as in
    Idle). Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (message invalid UTF-8 or longer
    than RK_MAX_STRING_BYTES); nothing changes on an error. Thread: any (queued).
    Deprecated in 1.4: use rk_component_end_refreshing_with_failure. */
RK_DEPRECATED_FOR(rk_component_end_refreshing_with_failure)
rk_status rk_header_end_refreshing_with_failure(rk_header *header, const char *message,
                                                rk_header_completion_fn completion, void *user_data);

/** F17 (added in 1.3): from Failed, begins as rk_header_begin_refreshing; in any other state nothing
    changes (completion 0). Errors: RK_ERR_INVALID_HANDLE. Thread: any (queued).
    Deprecated in 1.4: use rk_component_retry. */
RK_DEPRECATED_FOR(rk_component_retry)
rk_status rk_header_retry(rk_header *header, rk_header_completion_fn completion, void *user_data);

/** F18 (added in 1.3): rk_header_begin_refreshing that names the load it starts, as
    rk_footer_begin_load (*out_load_id before the call returns, untouched on an error; a begin that finds a
    load under way starts none). Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT
    (out_load_id NULL); nothing happens and completion is not called on an error. Thread: any
    (queued).
    Deprecated in 1.4: use rk_component_begin_load. */
RK_DEPRECATED_FOR(rk_component_begin_load)
rk_status rk_header_begin_load(rk_header *header, rk_header_completion_fn completion, void *user_data,
                               rk_load_id *out_load_id);

/** F18 (added in 1.3): ends the load named load_id, if current, as rk_footer_end_load:
    RK_LOAD_DONE as rk_header_end_refreshing, RK_LOAD_FAILED as
    rk_header_end_refreshing_with_failure (message, NULL for the others). Errors: RK_ERR_INVALID_HANDLE;
    RK_ERR_INVALID_ARGUMENT (outcome unknown or RK_LOAD_NO_MORE_DATA: a header has no NoMoreData; message not NULL outside RK_LOAD_FAILED, invalid UTF-8 or
    too long); RK_ERR_INVALID_STATE (load_id 0 or not current). Nothing changes and completion is
    not called on an error. Thread: any (queued; checked at the call and at dispatch, as
    rk_footer_end_load).
    Deprecated in 1.4: use rk_component_end_load. */
RK_DEPRECATED_FOR(rk_component_end_load)
rk_status rk_header_end_load(rk_header *header, rk_load_id load_id, rk_load_outcome outcome, const char *message,
                             rk_header_completion_fn completion, void *user_data);

/** F18 (added in 1.3): the current load's id, 0 when none (neither Refreshing nor WillRefresh).
    Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (out_load_id NULL).
    Thread: the loop thread.
    Deprecated in 1.4: use rk_component_get_load_id. */
RK_DEPRECATED_FOR(rk_component_get_load_id)
rk_status rk_header_get_load_id(rk_header *header, rk_load_id *out_load_id);

/**
 * Makes the header refresh while a task runs (the refresh control's role, B4), exactly as
 * rk_footer_set_refreshing_with_state_of_task does for the footer. Added in 1.2.
 * Errors: RK_ERR_INVALID_HANDLE (header, or task not live or of another context),
 * RK_ERR_WRONG_THREAD. Thread: loop.
 * Deprecated in 1.4: use rk_component_set_refreshing_with_state_of_task.
 */
RK_DEPRECATED_FOR(rk_component_set_refreshing_with_state_of_task)
rk_status rk_header_set_refreshing_with_state_of_task(rk_header *header, rk_task *task);

/** A custom title for a state (F7: it survives a language change); NULL returns to the language's
    title. Copied. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (state
    out of range, invalid UTF-8), RK_ERR_INVALID_STATE (RK_FOOTER_NO_MORE_DATA). Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_title. */
RK_DEPRECATED_FOR(rk_component_set_title)
rk_status rk_header_set_title(rk_header *header, rk_footer_state state, const char *title);

/** The title shown for a state, copied into buf (NUL-terminated, truncated to cap; *out_length, if
    not NULL, gets the full length). Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD,
    RK_ERR_INVALID_ARGUMENT (state out of range, buf NULL with cap > 0), RK_ERR_INVALID_STATE
    (RK_FOOTER_NO_MORE_DATA). Thread: loop.
    Deprecated in 1.4: use rk_component_get_title. */
RK_DEPRECATED_FOR(rk_component_get_title)
rk_status rk_header_get_title(rk_header *header, rk_footer_state state, char *buf, size_t cap,
                              size_t *out_length);

/** The built-in titles' language (as rk_footer_set_language: en, zh-Hans, zh-Hant, ko, ru, uk;
    zh-CN is zh-Hans; unknown tags are English); the time text follows. Errors:
    RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (NULL, invalid UTF-8).
    Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_language. */
RK_DEPRECATED_FOR(rk_component_set_language)
rk_status rk_header_set_language(rk_header *header, const char *language);

/**
 * The language tag, copied as rk_header_get_title. Errors as there. Thread: loop.
 * Deprecated in 1.4: use rk_component_get_language.
 */
RK_DEPRECATED_FOR(rk_component_get_language)
rk_status rk_header_get_language(rk_header *header, char *buf, size_t cap, size_t *out_length);

/**
 * The state label's text, copied as rk_header_get_title. Errors as there. Thread: loop.
 * Deprecated in 1.4: use rk_component_get_label.
 */
RK_DEPRECATED_FOR(rk_component_get_label)
rk_status rk_header_get_label(rk_header *header, char *buf, size_t cap, size_t *out_length);

/** Hides (1) or shows (0) the state label. Errors: RK_ERR_INVALID_HANDLE,
    RK_ERR_INVALID_ARGUMENT. Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_label_hidden. */
RK_DEPRECATED_FOR(rk_component_set_label_hidden)
rk_status rk_header_set_label_hidden(rk_header *header, int32_t hidden);

/** The gap between the labels and the arrow or GIF ([0, 1e9]; default 25 normal, 20 GIF). Errors:
    RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT. Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_label_left_inset. */
RK_DEPRECATED_FOR(rk_component_set_label_left_inset)
rk_status rk_header_set_label_left_inset(rk_header *header, double inset);

/**
 * A state's images (as rk_footer_set_images): the first image's height grows the header, frames of
 * the state shown take effect at once (GIF style; the normal style keeps them unused).
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (state out of range,
 * images NULL with count > 0, count > RK_FOOTER_MAX_FRAMES, a size out of [0, 1e9]),
 * RK_ERR_INVALID_STATE (RK_FOOTER_NO_MORE_DATA: a header has none). Nothing changes on error.
 * Thread: any (queued).
 * Deprecated in 1.4: use rk_component_set_images.
 */
RK_DEPRECATED_FOR(rk_component_set_images)
rk_status rk_header_set_images(rk_header *header, rk_footer_state state, const rk_image *images, uint32_t count);

/** As rk_header_set_images, with one loop duration in seconds ([0, RK_MAX_DELAY_SECONDS]; 0 refused
    for frames that animate). Errors as rk_header_set_images. Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_images_with_duration. */
RK_DEPRECATED_FOR(rk_component_set_images_with_duration)
rk_status rk_header_set_images_with_duration(rk_header *header, rk_footer_state state, const rk_image *images,
                                             uint32_t count, double duration);

/** As rk_header_set_images, with a duration per frame. Errors as rk_header_set_images, and
    RK_ERR_INVALID_ARGUMENT for durations NULL with count > 0 or a duration out of range. Thread:
    any (queued).
    Deprecated in 1.4: use rk_component_set_images_with_frame_durations. */
RK_DEPRECATED_FOR(rk_component_set_images_with_frame_durations)
rk_status rk_header_set_images_with_frame_durations(rk_header *header, rk_footer_state state,
                                                    const rk_image *images, const double *durations,
                                                    uint32_t count);

/** The GIF's state (rk_footer_gif): visible is 1 for the GIF style (its view is always shown), 0 for
    the normal style (it has none). Errors as rk_header_get_layout. Thread: loop.
    Deprecated in 1.4: use rk_component_get_gif. */
RK_DEPRECATED_FOR(rk_component_get_gif)
rk_status rk_header_get_gif(rk_header *header, rk_footer_gif *out);

/** The frame a render loop shows at time t (seconds of the context's clock, finite), as
    rk_footer_frame_at. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT
    (t not finite, an out pointer NULL), RK_ERR_NOT_FOUND (no frame shown yet). Thread: loop.
    Deprecated in 1.4: use rk_component_frame_at. */
RK_DEPRECATED_FOR(rk_component_frame_at)
rk_status rk_header_frame_at(rk_header *header, double t, uint64_t *out_image_id, int32_t *out_index);

/** The header's state (rk_footer_state numbers). Errors: RK_ERR_INVALID_HANDLE,
    RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (NULL). Thread: loop.
    Deprecated in 1.4: use rk_component_get_state. */
RK_DEPRECATED_FOR(rk_component_get_state)
rk_status rk_header_get_state(rk_header *header, rk_footer_state *out_state);

/**
 * The pulling percent. Errors as rk_header_get_state. Thread: loop.
 * Deprecated in 1.4: use rk_component_get_pulling_percent.
 */
RK_DEPRECATED_FOR(rk_component_get_pulling_percent)
rk_status rk_header_get_pulling_percent(rk_header *header, double *out_percent);

/** The alpha. Errors as rk_header_get_state. Thread: loop. Deprecated in 1.4: use rk_component_get_alpha. */
RK_DEPRECATED_FOR(rk_component_get_alpha)
rk_status rk_header_get_alpha(rk_header *header, double *out_alpha);

/* Auto footer ------------------------------------------------------------------------------------- */

/** Destroys an auto footer: attached, it is detached first (the scroll view's "inset-requested"
    gives back its contribution; its own handlers are gone by then); its handlers' destroy_notify
    run, pending completions get finished = 0, the handle becomes invalid. Errors:
    RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD. Thread: loop.
    Deprecated in 1.4: use rk_component_destroy. */
RK_DEPRECATED_FOR(rk_component_destroy)
rk_status rk_auto_footer_destroy(rk_auto_footer *auto_footer);

/**
 * One scroll update for a footer that is not on a scroll view, in the order of
 * docs/behaviour/scroll-view.md §2: the content size (the frame, F6), the pan (RK_PAN_BEGAN refills
 * the budget, RK_PAN_ENDED the pan-end rule), then the offset (the offset rule). The first update
 * of a footer that is not attached attaches it (docs/behaviour/auto-footer.md §2: a shown footer
 * asks for the bottom inset + h). struct_size may be RK_SCROLL_METRICS_SIZE_1_0 (pan then reads
 * RK_PAN_NONE).
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (as rk_header_set_metrics; nothing
 * changes), RK_ERR_INVALID_STATE (the footer is attached to an rk_scroll_view, whose
 * rk_scroll_view_set_metrics drives it; nothing changes). Thread: any (queued; a queued update that
 * finds the footer attached when it runs is dropped).
 * Deprecated in 1.4: use rk_component_set_metrics.
 */
RK_DEPRECATED_FOR(rk_component_set_metrics)
rk_status rk_auto_footer_set_metrics(rk_auto_footer *auto_footer, const rk_scroll_metrics *metrics);

/** Drawn in a window (1) or not (0): a begin while not visible waits in WillRefresh (the label
    empty); becoming visible promotes it to Refreshing, with "refreshing" and the waiting
    completion in the same call. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (not 0/1).
    Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_visible. */
RK_DEPRECATED_FOR(rk_component_set_visible)
rk_status rk_auto_footer_set_visible(rk_auto_footer *auto_footer, int32_t visible);

/** Hides (1) or shows (0) the footer (docs/behaviour/auto-footer.md §2). Hiding a shown footer ends
    a load at once (to Idle, with the exit's signals and the end completion) and gives back its
    inset contribution; showing it adds the contribution back (while attached). The same value again
    does nothing. A hidden footer takes no pan or offset and cannot be tapped; content sizes still
    move its frame.
    Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (not 0/1). Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_hidden. */
RK_DEPRECATED_FOR(rk_component_set_hidden)
rk_status rk_auto_footer_set_hidden(rk_auto_footer *auto_footer, int32_t hidden);

/** With interaction disabled (0) the footer takes no pan or offset and cannot be tapped. Errors:
    RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (not 0/1). Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_interaction_enabled. */
RK_DEPRECATED_FOR(rk_component_set_interaction_enabled)
rk_status rk_auto_footer_set_interaction_enabled(rk_auto_footer *auto_footer, int32_t enabled);

/** Alpha follows the percent outside Refreshing (1: alpha 0 until the first begin, then 1 for good,
    docs/behaviour/auto-footer.md §8) or stays 1 (0). Errors: RK_ERR_INVALID_HANDLE,
    RK_ERR_INVALID_ARGUMENT. Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_automatically_change_alpha. */
RK_DEPRECATED_FOR(rk_component_set_automatically_change_alpha)
rk_status rk_auto_footer_set_automatically_change_alpha(rk_auto_footer *auto_footer, int32_t enabled);

/** The fast (the begin's alpha, default 0.25 s) and slow (the paging end, 0.4 s) durations ([0,
    RK_MAX_DELAY_SECONDS]). Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT. Thread: any
    (queued).
    Deprecated in 1.4: use rk_component_set_animation_durations. */
RK_DEPRECATED_FOR(rk_component_set_animation_durations)
rk_status rk_auto_footer_set_animation_durations(rk_auto_footer *auto_footer, double fast, double slow);

/** The height h (default 44; [0.001, 1e9], as the footer's); GIF images taller than h grow it.
    Attached and shown, the inset contribution follows at once (F8). Errors: RK_ERR_INVALID_HANDLE,
    RK_ERR_INVALID_ARGUMENT. Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_height. */
RK_DEPRECATED_FOR(rk_component_set_height)
rk_status rk_auto_footer_set_height(rk_auto_footer *auto_footer, double height);

/** gB, the ignored bottom inset ([0, 1e9]): moves the footer down without moving a line. Errors:
    RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT. Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_ignored_bottom_inset. */
RK_DEPRECATED_FOR(rk_component_set_ignored_bottom_inset)
rk_status rk_auto_footer_set_ignored_bottom_inset(rk_auto_footer *auto_footer, double inset);

/**
 * Begins refreshing (docs/behaviour/auto-footer.md §8): alpha 1 over the fast duration, percent 1,
 * then Refreshing ("refreshing" and the completion in the same call, F10), or WillRefresh while not
 * visible (the completion waits for the Refreshing that visibility brings). Never blocked by the
 * budget (F9). completion (may be NULL) is called once: 0 when the footer already refreshes or a
 * later transition supersedes the wait. Errors: RK_ERR_INVALID_HANDLE (the completion is then never
 * called). Thread: any (queued, as rk_footer_begin_refreshing).
 * Deprecated in 1.4: use rk_component_begin_refreshing.
 */
RK_DEPRECATED_FOR(rk_component_begin_refreshing)
rk_status rk_auto_footer_begin_refreshing(rk_auto_footer *auto_footer, rk_auto_footer_completion_fn completion,
                                          void *user_data);

/**
 * Ends refreshing at once (F1): to Idle. From Refreshing the exit's signals (see the section) and
 * the completion with 1, at once or at the end of the paging animation; from Pulling, WillRefresh
 * or NoMoreData to Idle at once (completion 1); from Idle nothing (completion 0).
 * Errors: RK_ERR_INVALID_HANDLE (the completion is then never called). Thread: any (queued).
 * Deprecated in 1.4: use rk_component_end_refreshing.
 */
RK_DEPRECATED_FOR(rk_component_end_refreshing)
rk_status rk_auto_footer_end_refreshing(rk_auto_footer *auto_footer, rk_auto_footer_completion_fn completion,
                                        void *user_data);

/** As rk_auto_footer_end_refreshing, but to NoMoreData (title "No more data"; the offset and pan
    rules and taps are off; a begin still works). From NoMoreData nothing (completion 0). Errors:
    RK_ERR_INVALID_HANDLE. Thread: any (queued).
    Deprecated in 1.4: use rk_component_end_refreshing_with_no_more_data. */
RK_DEPRECATED_FOR(rk_component_end_refreshing_with_no_more_data)
rk_status rk_auto_footer_end_refreshing_with_no_more_data(rk_auto_footer *auto_footer,
                                                          rk_auto_footer_completion_fn completion, void *user_data);

/** Back to Idle from any state (from Refreshing it is rk_auto_footer_end_refreshing). Errors:
    RK_ERR_INVALID_HANDLE. Thread: any (queued).
    Deprecated in 1.4: use rk_component_reset_no_more_data. */
RK_DEPRECATED_FOR(rk_component_reset_no_more_data)
rk_status rk_auto_footer_reset_no_more_data(rk_auto_footer *auto_footer, rk_auto_footer_completion_fn completion,
                                            void *user_data);

/** F17 (added in 1.3): ends the load as a failure, at once, to Failed, as rk_auto_footer_end_refreshing
    goes to Idle (the exit's signals), showing message (copied) or with NULL the Failed title; the
    spinner stops and the GIF hides. In Failed the footer does not load by itself: the offset and
    pan-end rules wait for a new drag (an update with RK_PAN_BEGAN, which returns it to Idle), a
    tap (rk_auto_footer_tap) or rk_auto_footer_retry, so a failing server is not asked again on
    every scroll event. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (message invalid
    UTF-8 or longer than RK_MAX_STRING_BYTES); nothing changes on an error. Thread: any (queued).
    Deprecated in 1.4: use rk_component_end_refreshing_with_failure. */
RK_DEPRECATED_FOR(rk_component_end_refreshing_with_failure)
rk_status rk_auto_footer_end_refreshing_with_failure(rk_auto_footer *auto_footer, const char *message,
                                                     rk_auto_footer_completion_fn completion, void *user_data);

/** F17 (added in 1.3): from Failed, begins as rk_auto_footer_begin_refreshing (never blocked by the
    trigger budget, F9); in any other state nothing changes (completion 0). Errors:
    RK_ERR_INVALID_HANDLE. Thread: any (queued).
    Deprecated in 1.4: use rk_component_retry. */
RK_DEPRECATED_FOR(rk_component_retry)
rk_status rk_auto_footer_retry(rk_auto_footer *auto_footer, rk_auto_footer_completion_fn completion,
                               void *user_data);

/** F18 (added in 1.3): rk_auto_footer_begin_refreshing that names the load it starts, as
    rk_footer_begin_load (*out_load_id before the call returns, untouched on an error; a begin that finds a
    load under way starts none). Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT
    (out_load_id NULL); nothing happens and completion is not called on an error. Thread: any
    (queued).
    Deprecated in 1.4: use rk_component_begin_load. */
RK_DEPRECATED_FOR(rk_component_begin_load)
rk_status rk_auto_footer_begin_load(rk_auto_footer *auto_footer, rk_auto_footer_completion_fn completion, void *user_data,
                                    rk_load_id *out_load_id);

/** F18 (added in 1.3): ends the load named load_id, if current, as rk_footer_end_load:
    RK_LOAD_DONE as rk_auto_footer_end_refreshing, RK_LOAD_NO_MORE_DATA as
    rk_auto_footer_end_refreshing_with_no_more_data, RK_LOAD_FAILED as
    rk_auto_footer_end_refreshing_with_failure (message, NULL for the others). Errors: RK_ERR_INVALID_HANDLE;
    RK_ERR_INVALID_ARGUMENT (outcome unknown; message not NULL outside RK_LOAD_FAILED, invalid UTF-8 or
    too long); RK_ERR_INVALID_STATE (load_id 0 or not current). Nothing changes and completion is
    not called on an error. Thread: any (queued; checked at the call and at dispatch, as
    rk_footer_end_load).
    Deprecated in 1.4: use rk_component_end_load. */
RK_DEPRECATED_FOR(rk_component_end_load)
rk_status rk_auto_footer_end_load(rk_auto_footer *auto_footer, rk_load_id load_id, rk_load_outcome outcome, const char *message,
                                  rk_auto_footer_completion_fn completion, void *user_data);

/** F18 (added in 1.3): the current load's id, 0 when none (neither Refreshing nor WillRefresh).
    Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (out_load_id NULL).
    Thread: the loop thread.
    Deprecated in 1.4: use rk_component_get_load_id. */
RK_DEPRECATED_FOR(rk_component_get_load_id)
rk_status rk_auto_footer_get_load_id(rk_auto_footer *auto_footer, rk_load_id *out_load_id);

/** Makes the auto footer refresh while a task runs, as rk_header_set_refreshing_with_state_of_task
    (B4): a bound Running task begins without the "refreshing" trigger (the task is the load); an
    end from the binding acts only on a refreshing footer (it never moves NoMoreData to Idle).
    Added in 1.2. Errors: RK_ERR_INVALID_HANDLE (either handle; a task of another context),
    RK_ERR_WRONG_THREAD. Thread: loop.
    Deprecated in 1.4: use rk_component_set_refreshing_with_state_of_task. */
RK_DEPRECATED_FOR(rk_component_set_refreshing_with_state_of_task)
rk_status rk_auto_footer_set_refreshing_with_state_of_task(rk_auto_footer *auto_footer, rk_task *task);

/** A custom title for a state (F7: it survives a language change); NULL returns to the language's
    title. Copied. Idle, Refreshing and NoMoreData have built-in titles; Pulling and WillRefresh are
    empty unless set. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (state out of range,
    invalid UTF-8, longer than RK_MAX_STRING_BYTES). Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_title. */
RK_DEPRECATED_FOR(rk_component_set_title)
rk_status rk_auto_footer_set_title(rk_auto_footer *auto_footer, rk_footer_state state, const char *title);

/** The title of a state, copied as rk_footer_get_title. Errors: RK_ERR_INVALID_HANDLE,
    RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (state out of range, buf NULL with cap > 0).
    Thread: loop.
    Deprecated in 1.4: use rk_component_get_title. */
RK_DEPRECATED_FOR(rk_component_get_title)
rk_status rk_auto_footer_get_title(rk_auto_footer *auto_footer, rk_footer_state state, char *buf, size_t cap,
                                   size_t *out_length);

/** The built-in titles' language (as rk_footer_set_language). Errors: RK_ERR_INVALID_HANDLE,
    RK_ERR_INVALID_ARGUMENT (NULL, invalid UTF-8). Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_language. */
RK_DEPRECATED_FOR(rk_component_set_language)
rk_status rk_auto_footer_set_language(rk_auto_footer *auto_footer, const char *language);

/**
 * The language tag, copied as rk_auto_footer_get_title. Errors as there. Thread: loop.
 * Deprecated in 1.4: use rk_component_get_language.
 */
RK_DEPRECATED_FOR(rk_component_get_language)
rk_status rk_auto_footer_get_language(rk_auto_footer *auto_footer, char *buf, size_t cap, size_t *out_length);

/**
 * The label's text, copied as rk_auto_footer_get_title. Errors as there. Thread: loop.
 * Deprecated in 1.4: use rk_component_get_label.
 */
RK_DEPRECATED_FOR(rk_component_get_label)
rk_status rk_auto_footer_get_label(rk_auto_footer *auto_footer, char *buf, size_t cap, size_t *out_length);

/** L, the gap between the spinner or GIF and the label text ([0, 1e9]; default 25, GIF 20). Errors:
    RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT. Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_label_left_inset. */
RK_DEPRECATED_FOR(rk_component_set_label_left_inset)
rk_status rk_auto_footer_set_label_left_inset(rk_auto_footer *auto_footer, double inset);

/** The label text's width when no "measure-text" handler is connected ([0, 1e9]; default 0).
    Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT. Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_text_width. */
RK_DEPRECATED_FOR(rk_component_set_text_width)
rk_status rk_auto_footer_set_text_width(rk_auto_footer *auto_footer, double width);

/**
 * A state's images with the default duration, count x 0.1 s (as rk_footer_set_images): copied;
 * the first image's height grows the footer (and its inset contribution, F8). Only Refreshing's
 * frames are ever shown (GIF style; the normal style keeps them unused): none, the GIF stays
 * hidden; one, shown still; two or more, looping. Refreshing's frames take effect at once while
 * Refreshing. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (state out of range, images
 * NULL with count > 0, count > RK_FOOTER_MAX_FRAMES, a size out of [0, 1e9]). Thread: any (queued).
 * Deprecated in 1.4: use rk_component_set_images.
 */
RK_DEPRECATED_FOR(rk_component_set_images)
rk_status rk_auto_footer_set_images(rk_auto_footer *auto_footer, rk_footer_state state, const rk_image *images,
                                    uint32_t count);

/** As rk_auto_footer_set_images, with one loop duration in seconds ([0, RK_MAX_DELAY_SECONDS]; 0
    refused for two or more Refreshing frames only). Errors as rk_auto_footer_set_images. Thread:
    any (queued).
    Deprecated in 1.4: use rk_component_set_images_with_duration. */
RK_DEPRECATED_FOR(rk_component_set_images_with_duration)
rk_status rk_auto_footer_set_images_with_duration(rk_auto_footer *auto_footer, rk_footer_state state,
                                                  const rk_image *images, uint32_t count, double duration);

/** As rk_auto_footer_set_images, with a duration per frame (durations has count entries; not > 0
    refused for two or more Refreshing frames only). Errors as rk_auto_footer_set_images, and
    RK_ERR_INVALID_ARGUMENT for durations NULL with count > 0 or a duration out of range. Thread:
    any (queued).
    Deprecated in 1.4: use rk_component_set_images_with_frame_durations. */
RK_DEPRECATED_FOR(rk_component_set_images_with_frame_durations)
rk_status rk_auto_footer_set_images_with_frame_durations(rk_auto_footer *auto_footer, rk_footer_state state,
                                                         const rk_image *images, const double *durations,
                                                         uint32_t count);

/** The GIF's state (rk_footer_gif; visible is always 0 for the normal style). Errors as
    rk_auto_footer_get_layout. Thread: loop.
    Deprecated in 1.4: use rk_component_get_gif. */
RK_DEPRECATED_FOR(rk_component_get_gif)
rk_status rk_auto_footer_get_gif(rk_auto_footer *auto_footer, rk_footer_gif *out);

/** The frame a render loop shows at time t (seconds of the context's clock, finite), as
    rk_footer_frame_at. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT
    (t not finite, an out pointer NULL), RK_ERR_NOT_FOUND (no frame shown yet). Thread: loop.
    Deprecated in 1.4: use rk_component_frame_at. */
RK_DEPRECATED_FOR(rk_component_frame_at)
rk_status rk_auto_footer_frame_at(rk_auto_footer *auto_footer, double t, uint64_t *out_image_id,
                                  int32_t *out_index);

/** The state (rk_footer_state numbers). Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD,
    RK_ERR_INVALID_ARGUMENT (NULL). Thread: loop.
    Deprecated in 1.4: use rk_component_get_state. */
RK_DEPRECATED_FOR(rk_component_get_state)
rk_status rk_auto_footer_get_state(rk_auto_footer *auto_footer, rk_footer_state *out_state);

/** The pulling percent (0, or 1 after the first begin). Errors as rk_auto_footer_get_state.
    Thread: loop.
    Deprecated in 1.4: use rk_component_get_pulling_percent. */
RK_DEPRECATED_FOR(rk_component_get_pulling_percent)
rk_status rk_auto_footer_get_pulling_percent(rk_auto_footer *auto_footer, double *out_percent);

/**
 * The alpha. Errors as rk_auto_footer_get_state. Thread: loop.
 * Deprecated in 1.4: use rk_component_get_alpha.
 */
RK_DEPRECATED_FOR(rk_component_get_alpha)
rk_status rk_auto_footer_get_alpha(rk_auto_footer *auto_footer, double *out_alpha);

/* Trailer ----------------------------------------------------------------------------------------- */

/** Destroys a trailer: handlers' destroy_notify run, pending completions get finished = 0, the
    handle becomes invalid; attached to an rk_scroll_view, it is detached (see "Scroll view").
    Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD. Thread: loop.
    Deprecated in 1.4: use rk_component_destroy. */
RK_DEPRECATED_FOR(rk_component_destroy)
rk_status rk_trailer_destroy(rk_trailer *trailer);

/**
 * One scroll update (docs/behaviour/trailer.md §3): the frame follows every update (F6, F14);
 * outside Refreshing a shown trailer's pull reads offset_x. Hidden trailers ignore the offset;
 * interaction-disabled ones ignore the update (no pull, no layout signal). Every update's metrics
 * are kept all the same: the insets the next refresh starts from, and the geometry queries, are the
 * ones last reported.
 * struct_size may be RK_SCROLL_METRICS_SIZE_1_0 (the horizontal fields then read as 0). Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (as
 * rk_header_set_metrics; nothing changes), RK_ERR_INVALID_STATE (attached to an rk_scroll_view, as
 * rk_header_set_metrics). Thread: any (queued; dropped if attached when it runs).
 * Deprecated in 1.4: use rk_component_set_metrics.
 */
RK_DEPRECATED_FOR(rk_component_set_metrics)
rk_status rk_trailer_set_metrics(rk_trailer *trailer, const rk_scroll_metrics *metrics);

/** Drawn in a window (1) or not (0), as rk_header_set_visible. Errors: RK_ERR_INVALID_HANDLE,
    RK_ERR_INVALID_ARGUMENT (not 0/1). Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_visible. */
RK_DEPRECATED_FOR(rk_component_set_visible)
rk_status rk_trailer_set_visible(rk_trailer *trailer, int32_t visible);

/**
 * A hidden trailer (1) ignores offsets. Errors as rk_trailer_set_visible. Thread: any (queued).
 * Deprecated in 1.4: use rk_component_set_hidden.
 */
RK_DEPRECATED_FOR(rk_component_set_hidden)
rk_status rk_trailer_set_hidden(rk_trailer *trailer, int32_t hidden);

/** With interaction disabled (0) the trailer ignores every update. Errors as rk_trailer_set_visible.
    Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_interaction_enabled. */
RK_DEPRECATED_FOR(rk_component_set_interaction_enabled)
rk_status rk_trailer_set_interaction_enabled(rk_trailer *trailer, int32_t enabled);

/** Alpha follows the pulling percent outside Refreshing (1) or stays 1 (0). Errors:
    RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT. Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_automatically_change_alpha. */
RK_DEPRECATED_FOR(rk_component_set_automatically_change_alpha)
rk_status rk_trailer_set_automatically_change_alpha(rk_trailer *trailer, int32_t enabled);

/** The fast (begin) and slow (end) animation durations, as rk_header_set_animation_durations.
    Errors as there. Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_animation_durations. */
RK_DEPRECATED_FOR(rk_component_set_animation_durations)
rk_status rk_trailer_set_animation_durations(rk_trailer *trailer, double fast, double slow);

/** N, the host's item count: a refresh that ends with another count than it began with asks for
    the offset again (when the content is wider than the visible area). Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT
    (negative). Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_data_count. */
RK_DEPRECATED_FOR(rk_component_set_data_count)
rk_status rk_trailer_set_data_count(rk_trailer *trailer, int64_t count);

/** Begins refreshing (docs/behaviour/component.md §2), as rk_header_begin_refreshing. Errors:
    RK_ERR_INVALID_HANDLE (the completion is then never called). Thread: any (queued).
    Deprecated in 1.4: use rk_component_begin_refreshing. */
RK_DEPRECATED_FOR(rk_component_begin_refreshing)
rk_status rk_trailer_begin_refreshing(rk_trailer *trailer, rk_trailer_completion_fn completion, void *user_data);

/** Ends refreshing at once (F1), as rk_header_end_refreshing (the right inset given back exactly,
    F8). Errors as rk_trailer_begin_refreshing. Thread: any (queued).
    Deprecated in 1.4: use rk_component_end_refreshing. */
RK_DEPRECATED_FOR(rk_component_end_refreshing)
rk_status rk_trailer_end_refreshing(rk_trailer *trailer, rk_trailer_completion_fn completion, void *user_data);

/** F17 (added in 1.3): ends the load as a failure, at once, to Failed, as rk_trailer_end_refreshing
    goes to Idle (the right inset given back exactly, F8), showing message (copied) or with NULL the
    Failed title; as rk_footer_end_refreshing_with_failure otherwise. Errors: RK_ERR_INVALID_HANDLE,
    RK_ERR_INVALID_ARGUMENT (message invalid UTF-8 or longer than RK_MAX_STRING_BYTES); nothing
    changes on an error. Thread: any (queued).
    Deprecated in 1.4: use rk_component_end_refreshing_with_failure. */
RK_DEPRECATED_FOR(rk_component_end_refreshing_with_failure)
rk_status rk_trailer_end_refreshing_with_failure(rk_trailer *trailer, const char *message,
                                                 rk_trailer_completion_fn completion, void *user_data);

/** F17 (added in 1.3): from Failed, begins as rk_trailer_begin_refreshing; in any other state nothing
    changes (completion 0). Errors: RK_ERR_INVALID_HANDLE. Thread: any (queued).
    Deprecated in 1.4: use rk_component_retry. */
RK_DEPRECATED_FOR(rk_component_retry)
rk_status rk_trailer_retry(rk_trailer *trailer, rk_trailer_completion_fn completion, void *user_data);

/** F18 (added in 1.3): rk_trailer_begin_refreshing that names the load it starts, as
    rk_footer_begin_load (*out_load_id before the call returns, untouched on an error; a begin that finds a
    load under way starts none). Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT
    (out_load_id NULL); nothing happens and completion is not called on an error. Thread: any
    (queued).
    Deprecated in 1.4: use rk_component_begin_load. */
RK_DEPRECATED_FOR(rk_component_begin_load)
rk_status rk_trailer_begin_load(rk_trailer *trailer, rk_trailer_completion_fn completion, void *user_data,
                                rk_load_id *out_load_id);

/** F18 (added in 1.3): ends the load named load_id, if current, as rk_footer_end_load:
    RK_LOAD_DONE as rk_trailer_end_refreshing, RK_LOAD_FAILED as
    rk_trailer_end_refreshing_with_failure (message, NULL for the others). Errors: RK_ERR_INVALID_HANDLE;
    RK_ERR_INVALID_ARGUMENT (outcome unknown or RK_LOAD_NO_MORE_DATA: a trailer has no NoMoreData; message not NULL outside RK_LOAD_FAILED, invalid UTF-8 or
    too long); RK_ERR_INVALID_STATE (load_id 0 or not current). Nothing changes and completion is
    not called on an error. Thread: any (queued; checked at the call and at dispatch, as
    rk_footer_end_load).
    Deprecated in 1.4: use rk_component_end_load. */
RK_DEPRECATED_FOR(rk_component_end_load)
rk_status rk_trailer_end_load(rk_trailer *trailer, rk_load_id load_id, rk_load_outcome outcome, const char *message,
                              rk_trailer_completion_fn completion, void *user_data);

/** F18 (added in 1.3): the current load's id, 0 when none (neither Refreshing nor WillRefresh).
    Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (out_load_id NULL).
    Thread: the loop thread.
    Deprecated in 1.4: use rk_component_get_load_id. */
RK_DEPRECATED_FOR(rk_component_get_load_id)
rk_status rk_trailer_get_load_id(rk_trailer *trailer, rk_load_id *out_load_id);

/** Makes the trailer refresh while a task runs, as rk_header_set_refreshing_with_state_of_task.
    Added in 1.2. Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD. Thread: loop.
    Deprecated in 1.4: use rk_component_set_refreshing_with_state_of_task. */
RK_DEPRECATED_FOR(rk_component_set_refreshing_with_state_of_task)
rk_status rk_trailer_set_refreshing_with_state_of_task(rk_trailer *trailer, rk_task *task);

/** A custom title for a state (F7); NULL returns to the language's title. Copied. Errors:
    RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (state out of range, invalid
    UTF-8), RK_ERR_INVALID_STATE (RK_FOOTER_NO_MORE_DATA: a trailer has none). Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_title. */
RK_DEPRECATED_FOR(rk_component_set_title)
rk_status rk_trailer_set_title(rk_trailer *trailer, rk_footer_state state, const char *title);

/**
 * The title shown for a state, copied as rk_header_get_title. Errors as there. Thread: loop.
 * Deprecated in 1.4: use rk_component_get_title.
 */
RK_DEPRECATED_FOR(rk_component_get_title)
rk_status rk_trailer_get_title(rk_trailer *trailer, rk_footer_state state, char *buf, size_t cap,
                               size_t *out_length);

/** The built-in titles' language (as rk_footer_set_language; F14 for en, ko, ru, uk). Errors as
    rk_header_set_language. Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_language. */
RK_DEPRECATED_FOR(rk_component_set_language)
rk_status rk_trailer_set_language(rk_trailer *trailer, const char *language);

/**
 * The language tag, copied as rk_header_get_title. Errors as there. Thread: loop.
 * Deprecated in 1.4: use rk_component_get_language.
 */
RK_DEPRECATED_FOR(rk_component_get_language)
rk_status rk_trailer_get_language(rk_trailer *trailer, char *buf, size_t cap, size_t *out_length);

/**
 * The label's text, copied as rk_header_get_title. Errors as there. Thread: loop.
 * Deprecated in 1.4: use rk_component_get_label.
 */
RK_DEPRECATED_FOR(rk_component_get_label)
rk_status rk_trailer_get_label(rk_trailer *trailer, char *buf, size_t cap, size_t *out_length);

/** Hides (1) or shows (0) the label (the normal style's arrow then centres). Errors:
    RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT. Thread: any (queued).
    Deprecated in 1.4: use rk_component_set_label_hidden. */
RK_DEPRECATED_FOR(rk_component_set_label_hidden)
rk_status rk_trailer_set_label_hidden(rk_trailer *trailer, int32_t hidden);

/** The trailer's state (rk_footer_state numbers). Errors: RK_ERR_INVALID_HANDLE,
    RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (NULL). Thread: loop.
    Deprecated in 1.4: use rk_component_get_state. */
RK_DEPRECATED_FOR(rk_component_get_state)
rk_status rk_trailer_get_state(rk_trailer *trailer, rk_footer_state *out_state);

/**
 * The pulling percent. Errors as rk_trailer_get_state. Thread: loop.
 * Deprecated in 1.4: use rk_component_get_pulling_percent.
 */
RK_DEPRECATED_FOR(rk_component_get_pulling_percent)
rk_status rk_trailer_get_pulling_percent(rk_trailer *trailer, double *out_percent);

/** The alpha. Errors as rk_trailer_get_state. Thread: loop. Deprecated in 1.4: use rk_component_get_alpha. */
RK_DEPRECATED_FOR(rk_component_get_alpha)
rk_status rk_trailer_get_alpha(rk_trailer *trailer, double *out_alpha);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* REFRESHKIT_H */
