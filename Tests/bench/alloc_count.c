/*
 * alloc_count.c — counts heap allocations of the whole process.
 *
 * rk-bench defines malloc and its relatives, forwarding to glibc's internal entry points; it is
 * linked with ENABLE_EXPORTS, so these definitions interpose the calls of every library in the
 * process: librefreshkit's static Swift runtime, GLib, Foundation (as Tests/c/test_noalloc does).
 *
 * The count must not slow down the peers that allocate more (NotificationCenter, GLib): a shared
 * atomic counter would bounce one cache line between the worker and loop threads on every malloc.
 * So each thread counts in its own slot (a plain increment, on its own cache line), and a reader
 * sums the slots. Slots are claimed once per thread and never given back: threads past the last
 * slot share an atomic overflow counter.
 */
#include "bench.h"

#include <errno.h>
#include <stdalign.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

void *malloc(size_t size);
void *calloc(size_t count, size_t size);
void *realloc(void *pointer, size_t size);
void free(void *pointer);
int posix_memalign(void **out, size_t alignment, size_t size);
void *aligned_alloc(size_t alignment, size_t size);
void *memalign(size_t alignment, size_t size);

enum { SLOTS = 256 };

typedef struct {
    /* Written by its thread only; read (racily but atomically) by rkb_allocations. */
    alignas(64) _Atomic uint64_t count;
} slot;

static slot slots[SLOTS];
static atomic_uint slots_claimed;
static _Atomic uint64_t overflow;
/* The executable's own TLS (local-exec): usable from the first malloc, allocates nothing. */
static _Thread_local slot *my_slot;
static _Thread_local int my_slot_claimed;

static inline void count_one(void) {
    if (!my_slot_claimed) {
        unsigned index = atomic_fetch_add_explicit(&slots_claimed, 1, memory_order_relaxed);
        my_slot = index < SLOTS ? &slots[index] : NULL;
        my_slot_claimed = 1;
    }
    if (my_slot != NULL) {
        /* Relaxed load + store, not an atomic add: only this thread writes the slot. */
        uint64_t value = atomic_load_explicit(&my_slot->count, memory_order_relaxed);
        atomic_store_explicit(&my_slot->count, value + 1, memory_order_relaxed);
    } else {
        atomic_fetch_add_explicit(&overflow, 1, memory_order_relaxed);
    }
}

uint64_t rkb_allocations(void) {
    uint64_t total = atomic_load_explicit(&overflow, memory_order_relaxed);
    unsigned claimed = atomic_load_explicit(&slots_claimed, memory_order_relaxed);
    unsigned i;
    if (claimed > SLOTS) claimed = SLOTS;
    for (i = 0; i < claimed; i++) total += atomic_load_explicit(&slots[i].count, memory_order_relaxed);
    return total;
}

void *malloc(size_t size) {
    count_one();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_one();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_one();
    return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    void *pointer;
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    count_one();
    pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *out = pointer;
    return 0;
}
