#include "rk_support.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>

int rkshim_eventfd_create(void) { return eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK); }

ffi_type *rkshim_ffi_type_void(void) { return &ffi_type_void; }
ffi_type *rkshim_ffi_type_pointer(void) { return &ffi_type_pointer; }
ffi_type *rkshim_ffi_type_sint32(void) { return &ffi_type_sint32; }
ffi_type *rkshim_ffi_type_sint64(void) { return &ffi_type_sint64; }
ffi_type *rkshim_ffi_type_uint64(void) { return &ffi_type_uint64; }
ffi_type *rkshim_ffi_type_double(void) { return &ffi_type_double; }

static _Atomic uint64_t next_thread_id = 1;
/* initial-exec: the loop-thread check runs on every call, and the general TLS model costs a
   __tls_get_addr call each time. Eight bytes of static TLS are safe to ask for even when the
   library is dlopen()ed (glibc keeps a surplus for exactly this). */
static _Thread_local uint64_t this_thread_id __attribute__((tls_model("initial-exec")));

/* 24 more bytes of static TLS (see rk_support.h for what the entry means). */
_Thread_local struct rkshim_loop_cache rkshim_loop_cache_entry __attribute__((tls_model("initial-exec")));

uint64_t rkshim_thread_id(void) {
    if (this_thread_id == 0) {
        this_thread_id = atomic_fetch_add_explicit(&next_thread_id, 1, memory_order_relaxed);
    }
    return this_thread_id;
}

/* Loop threads that exit: a key whose value is the thread's number, so its destructor knows it. */
static pthread_key_t exit_key;
static pthread_once_t exit_key_once = PTHREAD_ONCE_INIT;
static int exit_key_ok;
static _Atomic(rkshim_thread_exit_fn) exit_fn;

static void thread_exiting(void *value) {
    rkshim_thread_exit_fn fn = atomic_load_explicit(&exit_fn, memory_order_acquire);
    if (fn != NULL) fn((uint64_t)(uintptr_t)value);
}

static void make_exit_key(void) { exit_key_ok = pthread_key_create(&exit_key, thread_exiting) == 0; }

void rkshim_watch_thread_exit(uint64_t thread_id, rkshim_thread_exit_fn fn) {
    rkshim_thread_exit_fn expected = NULL;
    atomic_compare_exchange_strong_explicit(&exit_fn, &expected, fn, memory_order_acq_rel,
                                            memory_order_acquire);
    pthread_once(&exit_key_once, make_exit_key);
    if (exit_key_ok && pthread_getspecific(exit_key) == NULL) {
        (void)pthread_setspecific(exit_key, (void *)(uintptr_t)thread_id);
    }
}

/* fork(): the child starts a new epoch, and the forking thread (the child's only one) forgets its
   cached loop context, so every call in the child takes the checked path, which sees the epoch. */
static _Atomic uint64_t fork_epoch;

static void forked_child(void) {
    atomic_fetch_add_explicit(&fork_epoch, 1, memory_order_relaxed);
    rkshim_loop_cache_entry.key = 0;
    rkshim_loop_cache_entry.context = NULL;
    rkshim_loop_cache_entry.wakeups = NULL;
}

__attribute__((constructor)) static void register_fork_handler(void) {
    (void)pthread_atfork(NULL, NULL, forked_child);
}

uint64_t rkshim_fork_epoch(void) { return atomic_load_explicit(&fork_epoch, memory_order_relaxed); }

/* Messages are built by RefreshKit and bounded; a longer one is cut on a character boundary so the
   reported length is always what a copy can return. */
enum { RKSHIM_ERROR_CAP = 1024 };

/* Each thread's message lives in a heap block found through a pthread key, not in thread-local
   storage: the library's TLS block must stay small because the thread number above uses the
   initial-exec model, which puts the whole block in glibc's small static TLS reserve. The key's
   destructor frees the block when the thread exits. */
struct error_slot {
    size_t length;
    char text[RKSHIM_ERROR_CAP];
};

static pthread_key_t error_key;
static pthread_once_t error_key_once = PTHREAD_ONCE_INIT;
static int error_key_ok;

static void make_error_key(void) { error_key_ok = pthread_key_create(&error_key, free) == 0; }

/* The calling thread's slot; NULL when it has none and create is 0 (or memory ran out). */
static struct error_slot *error_slot(int create) {
    struct error_slot *slot;
    pthread_once(&error_key_once, make_error_key);
    if (!error_key_ok) return NULL;
    slot = pthread_getspecific(error_key);
    if (slot == NULL && create) {
        slot = calloc(1, sizeof *slot);
        if (slot != NULL && pthread_setspecific(error_key, slot) != 0) {
            free(slot);
            slot = NULL;
        }
    }
    return slot;
}

/* Length of the longest prefix of s[0..<n] that ends on a UTF-8 character boundary. */
static size_t utf8_boundary(const char *s, size_t n) {
    while (n > 0 && (((unsigned char)s[n]) & 0xC0) == 0x80) {
        n--;
    }
    return n;
}

void rkshim_set_error(const char *message, size_t length) {
    struct error_slot *slot = error_slot(message != NULL);
    if (slot == NULL) return;
    if (message == NULL) {
        slot->length = 0;
        return;
    }
    if (length > RKSHIM_ERROR_CAP - 1) {
        length = utf8_boundary(message, RKSHIM_ERROR_CAP - 1);
    }
    memcpy(slot->text, message, length);
    slot->text[length] = '\0';
    slot->length = length;
}

size_t rkshim_copy_error(char *buf, size_t cap) {
    struct error_slot *slot = error_slot(0);
    size_t length = slot == NULL ? 0 : slot->length;
    if (buf != NULL && cap > 0) {
        size_t n = length;
        if (n > cap - 1) {
            n = utf8_boundary(slot->text, cap - 1);
        }
        if (n > 0) memcpy(buf, slot->text, n);
        buf[n] = '\0';
    }
    return length;
}

void rkshim_clear_error(void) {
    struct error_slot *slot = error_slot(0);
    if (slot != NULL) slot->length = 0;
}
