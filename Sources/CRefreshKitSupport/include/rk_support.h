/*
 * Internal C support for the Swift implementation. Not installed, not exported (hidden visibility):
 * the library's only exports are the rk_* functions of Include/refreshkit.h.
 */
#ifndef RK_SUPPORT_H
#define RK_SUPPORT_H

#include <stddef.h>
#include <stdint.h>
#include <ffi.h>

/* The public contract: Swift implements these declarations with @c @implementation. */
#include "../../../Include/refreshkit.h"

#define RKSHIM_HIDDEN __attribute__((visibility("hidden")))

/* libffi's type descriptors are mutable globals, which Swift 6 rejects as not concurrency-safe;
   returning their addresses from C sidesteps that. libffi never writes to them after load. */
RKSHIM_HIDDEN ffi_type *rkshim_ffi_type_void(void);
RKSHIM_HIDDEN ffi_type *rkshim_ffi_type_pointer(void);
RKSHIM_HIDDEN ffi_type *rkshim_ffi_type_sint32(void);
RKSHIM_HIDDEN ffi_type *rkshim_ffi_type_sint64(void);
RKSHIM_HIDDEN ffi_type *rkshim_ffi_type_uint64(void);
RKSHIM_HIDDEN ffi_type *rkshim_ffi_type_double(void);

/* A non-blocking, close-on-exec eventfd (Glibc's Swift overlay does not carry sys/eventfd.h). */
RKSHIM_HIDDEN int rkshim_eventfd_create(void);

/* A number that identifies the calling thread for the life of the process. pthread_t values are
   reused once a thread exits, so they cannot say "the thread that created this context". */
RKSHIM_HIDDEN uint64_t rkshim_thread_id(void);

/* Called on a loop thread as it exits (from a pthread key destructor), with its thread number. */
typedef void (*rkshim_thread_exit_fn)(uint64_t thread_id);

/* Makes the calling thread's exit call fn(thread_id) once (the first fn given wins; one call per
   thread however many contexts it made). The main thread's return from main does not exit it in
   this sense: the process ends. */
RKSHIM_HIDDEN void rkshim_watch_thread_exit(uint64_t thread_id, rkshim_thread_exit_fn fn);

/* How many times this process is a fork() child of the process that loaded the library: 0 in the
   original process. A context made under another epoch was inherited across fork(). */
RKSHIM_HIDDEN uint64_t rkshim_fork_epoch(void);

/* The loop-thread context cache: the context a thread most recently used as its loop thread, keyed
   by the context part of its handles (slot and generation, never 0 for a live context). A hit means
   both "this context is live" and "the caller is its loop thread", which spares the hot path the
   process-wide registry's lock. Only the loop thread fills its own entry, and a context is
   destroyed only on its loop thread, which clears the entry first: an entry never outlives its
   context. The context pointer is unretained. */
/* A wakeup callback running on this thread: one frame per callback, on the caller's stack, linked
   from the innermost to the outermost. A wakeup may call into another context, whose own wakeup
   then runs nested inside it, in any cycle of contexts. */
struct rkshim_wakeup_frame {
    uint64_t key;
    struct rkshim_wakeup_frame *outer;
};

struct rkshim_loop_cache {
    uint64_t key;
    void *context;
    /* The innermost wakeup callback running on this thread, else NULL. */
    struct rkshim_wakeup_frame *wakeups;
};
extern _Thread_local struct rkshim_loop_cache rkshim_loop_cache_entry
    __attribute__((tls_model("initial-exec"), visibility("hidden")));

static inline void *rkshim_loop_cache_get(uint64_t key) {
    return rkshim_loop_cache_entry.key == key ? rkshim_loop_cache_entry.context : NULL;
}
static inline void rkshim_loop_cache_set(uint64_t key, void *context) {
    rkshim_loop_cache_entry.key = key;
    rkshim_loop_cache_entry.context = context;
}
static inline void rkshim_loop_cache_clear(uint64_t key) {
    if (rkshim_loop_cache_entry.key == key) {
        rkshim_loop_cache_entry.key = 0;
        rkshim_loop_cache_entry.context = NULL;
    }
}

/* Around a wakeup callback. The callback runs under its context's queue lock (and, for a task
   transition, the task's lock), so a call back into that context, or into any context whose wakeup
   encloses it on this thread, must be refused before it reaches a lock: the cache is emptied for
   the duration (every call then takes the checked path) and the frame is pushed. */
static inline struct rkshim_loop_cache rkshim_wakeup_enter(struct rkshim_wakeup_frame *frame,
                                                           uint64_t key) {
    struct rkshim_loop_cache saved = rkshim_loop_cache_entry;
    frame->key = key;
    frame->outer = saved.wakeups;
    rkshim_loop_cache_entry.key = 0;
    rkshim_loop_cache_entry.context = NULL;
    rkshim_loop_cache_entry.wakeups = frame;
    return saved;
}
static inline void rkshim_wakeup_leave(struct rkshim_loop_cache saved) { rkshim_loop_cache_entry = saved; }
/* Whether a wakeup of the context with this key runs on this thread, at any depth. */
static inline int rkshim_in_wakeup_of(uint64_t key) {
    const struct rkshim_wakeup_frame *frame;
    for (frame = rkshim_loop_cache_entry.wakeups; frame != NULL; frame = frame->outer) {
        if (frame->key == key) return 1;
    }
    return 0;
}

/* The calling thread's last error message. Swift has no plain thread-local storage; C11 does. */
RKSHIM_HIDDEN void rkshim_set_error(const char *message, size_t length);
RKSHIM_HIDDEN size_t rkshim_copy_error(char *buf, size_t cap);
RKSHIM_HIDDEN void rkshim_clear_error(void);

#endif
