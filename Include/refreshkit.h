/*
 * refreshkit.h — the whole public contract of RefreshKit.
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
 *   reliably rejected with RK_ERR_INVALID_HANDLE, never a crash.
 * - Threads: every object belongs to its context, and a context belongs to the thread that created it
 *   (its "loop thread"). Functions marked "Thread: loop" must be called on that thread and return
 *   RK_ERR_WRONG_THREAD elsewhere; "Thread: any" functions may be called from any thread. Host
 *   callbacks (signal handlers, work, timers, destroy notifies, the clock) run only on the loop
 *   thread, except the wakeup callback.
 * - Strings are UTF-8 and NUL-terminated, borrowed for the duration of the call and copied if kept.
 *   Invalid UTF-8 is rejected with RK_ERR_INVALID_ARGUMENT. Strings RefreshKit passes to the host are
 *   valid only during the callback.
 * - Time is monotonic seconds as a double.
 * - Compatibility: within the SONAME librefreshkit.so.1 nothing is removed or changed. Functions,
 *   constants, kinds and signals are only added; struct fields only appended (structs that may grow
 *   begin with struct_size); a changed meaning gets a new function name instead.
 */
#ifndef REFRESHKIT_H
#define REFRESHKIT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------------------------------------
 * Versions
 * ---------------------------------------------------------------------------------------------- */

/** Major version of the library; equals the ABI major and the SONAME's number. */
#define RK_VERSION_MAJOR 1
/** Minor version: grows when functions, kinds or signals are added. */
#define RK_VERSION_MINOR 0
/** Patch version: grows for fixes that add nothing. */
#define RK_VERSION_PATCH 0
/** The ABI major this header describes; pass it to rk_get_api(). */
#define RK_ABI_MAJOR 1

/** The longest string RefreshKit accepts, in bytes, not counting the NUL. Longer ones are rejected
    with RK_ERR_INVALID_ARGUMENT. */
#define RK_MAX_STRING_BYTES 65535

/**
 * The runtime library's version, as (major << 16) | (minor << 8) | patch.
 * Compare with the RK_VERSION_* macros to detect a header/library mismatch.
 * Thread: any. Errors: none. Ownership: nothing.
 */
uint32_t rk_version(void);

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
    /** Memory could not be allocated. */
    RK_ERR_NO_MEMORY = -7,
    /** The requested ABI major is not provided by this library. */
    RK_ERR_VERSION = -8,
    /** An operating-system or libffi call failed; the message says which. */
    RK_ERR_SYSTEM = -9,
    /** The object is in use by the call in progress (for example a context destroyed from inside
        one of its own callbacks). */
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

/** The kind of an object, as encoded in its handle. Numbers never change. */
typedef int32_t rk_kind;
enum {
    RK_KIND_CONTEXT = 1,
    RK_KIND_PROBE = 2
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
 * A wakeup callback: told that work is pending, from whatever thread posted it. It must only wake the
 * loop thread (write a pipe, signal a condition, post to the host's loop) and must not call into
 * RefreshKit. Called once per empty-to-pending change of the queue (wakeups are coalesced), and at
 * the end of a dispatch that leaves work pending without having caused a wakeup while it ran, so a
 * host driven only by wakeups never sleeps on pending work.
 */
typedef void (*rk_wakeup_fn)(void *user_data);

/**
 * The kind of any live handle.
 * Errors: RK_ERR_INVALID_HANDLE (NULL, destroyed, or not a RefreshKit handle), RK_ERR_INVALID_ARGUMENT
 * (out_kind NULL). Thread: any. Ownership: nothing changes hands.
 */
rk_status rk_object_kind(const void *object, rk_kind *out_kind);

/* ------------------------------------------------------------------------------------------------
 * Context and loop
 * ---------------------------------------------------------------------------------------------- */

/**
 * Creates a context owned by the calling thread, which becomes its loop thread: the one thread that
 * may dispatch it and that runs every host callback. The context's clock is CLOCK_MONOTONIC until
 * rk_context_set_clock. Contexts are independent: nothing is shared between two of them.
 * Ownership: the caller owns the context and frees it with rk_context_destroy.
 * Errors: RK_ERR_INVALID_ARGUMENT (out_ctx NULL), RK_ERR_LIMIT (1,024 live contexts per process),
 * RK_ERR_SYSTEM (no eventfd). Thread: any (the caller becomes the loop thread).
 */
rk_status rk_context_create(rk_context **out_ctx);

/**
 * Destroys a context and everything in it. In this order, on the calling thread: the handle and all
 * of its objects' handles become invalid; every connection's destroy_notify runs (objects in creation
 * order, connections in connection order); every pending posted work item runs with finished = 0 (in
 * posting order); every pending timer runs with finished = 0 (in deadline order); the context's fd is
 * closed. A callback run during the destroy that calls into this context gets RK_ERR_INVALID_HANDLE.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_BUSY (called from inside one of this
 * context's own callbacks: a handler, work item or timer; destroy it after dispatch returns).
 * Thread: loop.
 */
rk_status rk_context_destroy(rk_context *ctx);

/**
 * The context's file descriptor: an eventfd that is readable exactly while posted work is pending
 * (wakeups coalesced; reading it is not required and changes nothing). Add it to poll/epoll/GLib/libuv
 * and call rk_context_dispatch when it is readable; use rk_context_next_timeout for timers. The fd
 * stays owned by the context and is closed by rk_context_destroy: remove it from your poll set first.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_INVALID_ARGUMENT (out_fd NULL). Thread: any.
 */
rk_status rk_context_fd(rk_context *ctx, int *out_fd);

/**
 * Runs, on the calling thread, the work that was posted before this call started (in posting order),
 * then the timers that are due at the clock reading taken when it started (in deadline order, ties in
 * start order). Work posted and timers started while it runs wait for the next dispatch, so a
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
 * (sleep until the fd is readable). Reads the context's clock.
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
 * time never goes backwards: a reading lower than the previous one, NaN or infinite, counts as the
 * previous reading; switching clocks starts a new time line, and timers already started keep their
 * remaining delays on it. The clock is called on the loop thread only, and must not call into
 * RefreshKit. user_data is borrowed until the clock is replaced or the context is destroyed.
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
 * NULL), RK_ERR_NO_MEMORY. Thread: any.
 */
rk_status rk_context_post(rk_context *ctx, rk_work_fn fn, void *user_data);

/**
 * Starts a one-shot timer: fn(user_data, 1) runs at the first dispatch whose clock reading is at or
 * past now + delay_seconds. out_timer (may be NULL) receives its id for rk_timer_cancel.
 * Ownership: fn is called exactly once when this returns RK_OK (finished = 0 on cancel or destroy).
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_INVALID_ARGUMENT (fn NULL; delay
 * negative, NaN or infinite). Thread: loop.
 */
rk_status rk_timer_start(rk_context *ctx, double delay_seconds, rk_work_fn fn, void *user_data,
                         rk_timer *out_timer);

/**
 * Cancels a pending timer: its fn runs with finished = 0 before this returns.
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_NOT_FOUND (unknown id, already fired or
 * canceled; nothing is called). Thread: loop.
 */
rk_status rk_timer_cancel(rk_context *ctx, rk_timer timer);

/* ------------------------------------------------------------------------------------------------
 * Signals
 * ---------------------------------------------------------------------------------------------- */

/** The most parameters a signal has (not counting the object and user_data). */
#define RK_SIGNAL_MAX_PARAMS 8

/**
 * The description of one signal. The caller sets struct_size to sizeof(rk_signal_desc); RefreshKit
 * fills the fields that fit in it, so an older caller keeps working with a newer library.
 * All strings are static and live forever.
 */
typedef struct rk_signal_desc {
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
 * Connects a handler to a signal of a live object. Handlers run in connection order, on the loop
 * thread, as fn(object, params..., user_data). destroy_notify (may be NULL) runs exactly once, after
 * the handler's last call: at rk_disconnect, or when the object or its context is destroyed; if the
 * handler is running at that moment, right after it returns. out_connection may be NULL.
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
 * handler returns if it is running).
 * Errors: RK_ERR_INVALID_HANDLE, RK_ERR_WRONG_THREAD, RK_ERR_NOT_FOUND (unknown or already ended
 * connection; nothing is called). Thread: loop.
 */
rk_status rk_disconnect(rk_context *ctx, rk_connection connection);

/* ------------------------------------------------------------------------------------------------
 * Probe: a diagnostic object whose signals use every parameter type, so that a host or a language
 * binding can prove its marshalling before it relies on the real objects.
 *
 * Signals:
 *   "values"  (void *pointer, int32_t i32, int64_t i64, uint64_t u64, double real, const char *text)
 *             -> void
 *   "measure" (const char *text, double size) -> double
 *   "ping"    () -> void
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

/* ------------------------------------------------------------------------------------------------
 * The API table: every function, for plugin loaders that resolve one symbol.
 * ---------------------------------------------------------------------------------------------- */

/**
 * Every function of the ABI, in a table that only grows at its end. struct_size is the size of the
 * table the library provides; a host built against an older header reads only the fields it knows,
 * and one built against a newer header checks struct_size before reading a field past it.
 */
typedef struct rk_api {
    uint32_t struct_size;
    /** (major << 16) | minor of the ABI this table provides. */
    uint32_t abi_version;
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
} rk_api;

/**
 * The API table for ABI major abi_major (pass RK_ABI_MAJOR). The table is static and lives as long as
 * the library is loaded; it is the only symbol a plugin loader needs (dlsym "rk_get_api").
 * Errors: RK_ERR_VERSION (a major this library does not provide), RK_ERR_INVALID_ARGUMENT (out_api
 * NULL). Thread: any.
 */
rk_status rk_get_api(uint32_t abi_major, const rk_api **out_api);

#ifdef __cplusplus
}
#endif

#endif /* REFRESHKIT_H */
