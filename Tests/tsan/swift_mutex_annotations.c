/*
 * swift_mutex_annotations.c: tells ThreadSanitizer about the Swift standard library's Mutex, for the
 * TSan build of RefreshKit's tests (Tests/tsan/run.sh links it into each test executable).
 *
 * Why: Synchronization.Mutex on Linux is a priority-inheritance futex. Its uncontended lock and
 * unlock are atomic compare-exchanges inlined into librefreshkit, which TSan instruments and
 * understands. Its contended paths, _MutexHandle._lockSlow and _unlockSlow, live in the
 * uninstrumented libswiftSynchronization.so and hand the lock over inside the kernel
 * (FUTEX_LOCK_PI / FUTEX_UNLOCK_PI), so TSan sees no happens-before edge from the releasing thread
 * to the acquiring one and reports every access the mutex protects as a data race (for example
 * WorkQueue.append from two posting threads).
 *
 * What: the executable defines those two (exported) symbols, so the library's calls to them come
 * here; each calls the real function (dlsym RTLD_NEXT) and adds exactly the edge the mutex
 * guarantees: __tsan_release(lock word) before a contended unlock, __tsan_acquire(lock word) after
 * a contended lock. The lock word is `self`, which Swift passes in the swiftself register (clang's
 * swift_context parameter). Nothing else is annotated or suppressed.
 *
 * The symbols are Swift 6 mangled names; if a toolchain renames them, dlsym fails and this aborts
 * with a message rather than silently annotating nothing. Set RKT_TSAN_SHIM_REPORT=1 to print how
 * often each contended path ran.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

void __tsan_acquire(void *addr);
void __tsan_release(void *addr);

#define SWIFTCALL __attribute__((swiftcall))
#define SWIFT_SELF __attribute__((swift_context))

#define LOCK_SLOW "$s15Synchronization12_MutexHandleV9_lockSlowyys6UInt32VF"
#define UNLOCK_SLOW "$s15Synchronization12_MutexHandleV11_unlockSlowyyF"
#define TRY_LOCK_SLOW "$s15Synchronization12_MutexHandleV12_tryLockSlowSbyF"

typedef SWIFTCALL void (*lock_slow_fn)(uint32_t owner, void *SWIFT_SELF self);
typedef SWIFTCALL void (*unlock_slow_fn)(void *SWIFT_SELF self);
typedef SWIFTCALL _Bool (*try_lock_slow_fn)(void *SWIFT_SELF self);

SWIFTCALL void rkt_tsan_lock_slow(uint32_t owner, void *SWIFT_SELF self) __asm__(LOCK_SLOW);
SWIFTCALL void rkt_tsan_unlock_slow(void *SWIFT_SELF self) __asm__(UNLOCK_SLOW);
SWIFTCALL _Bool rkt_tsan_try_lock_slow(void *SWIFT_SELF self) __asm__(TRY_LOCK_SLOW);

static unsigned long lock_calls, unlock_calls, try_lock_calls;

/* The real function, looked up once; threads may race to look it up (same answer), hence atomics. */
static void *next_definition(void **cache, const char *name) {
    void *function = __atomic_load_n(cache, __ATOMIC_ACQUIRE);
    if (function != NULL) return function;
    function = dlsym(RTLD_NEXT, name);
    if (function == NULL) {
        fprintf(stderr, "swift_mutex_annotations: %s not found after the executable (%s): "
                        "the Swift toolchain changed; update Tests/tsan/swift_mutex_annotations.c\n",
                name, dlerror());
        abort();
    }
    __atomic_store_n(cache, function, __ATOMIC_RELEASE);
    return function;
}

SWIFTCALL void rkt_tsan_lock_slow(uint32_t owner, void *SWIFT_SELF self) {
    static void *cache;
    lock_slow_fn real = (lock_slow_fn)next_definition(&cache, LOCK_SLOW);
    real(owner, self);
    __tsan_acquire(self);
    __atomic_fetch_add(&lock_calls, 1, __ATOMIC_RELAXED);
}

SWIFTCALL void rkt_tsan_unlock_slow(void *SWIFT_SELF self) {
    static void *cache;
    unlock_slow_fn real = (unlock_slow_fn)next_definition(&cache, UNLOCK_SLOW);
    __atomic_fetch_add(&unlock_calls, 1, __ATOMIC_RELAXED);
    __tsan_release(self);
    real(self);
}

SWIFTCALL _Bool rkt_tsan_try_lock_slow(void *SWIFT_SELF self) {
    static void *cache;
    try_lock_slow_fn real = (try_lock_slow_fn)next_definition(&cache, TRY_LOCK_SLOW);
    _Bool locked = real(self);
    if (locked) __tsan_acquire(self);
    __atomic_fetch_add(&try_lock_calls, 1, __ATOMIC_RELAXED);
    return locked;
}

__attribute__((destructor)) static void report(void) {
    const char *wanted = getenv("RKT_TSAN_SHIM_REPORT");
    if (wanted != NULL && wanted[0] == '1') {
        fprintf(stderr, "swift_mutex_annotations: contended lock %lu, unlock %lu, try-lock %lu\n",
                __atomic_load_n(&lock_calls, __ATOMIC_RELAXED),
                __atomic_load_n(&unlock_calls, __ATOMIC_RELAXED),
                __atomic_load_n(&try_lock_calls, __ATOMIC_RELAXED));
    }
}
