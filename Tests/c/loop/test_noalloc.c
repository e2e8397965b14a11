/*
 * test_noalloc: an emission allocates no heap memory (docs/ARCHITECTURE.md §2: "no heap allocation
 * per emission").
 *
 * This executable defines malloc and its relatives, forwarding to glibc's internal entry points and
 * counting calls. It is linked with ENABLE_EXPORTS, so its definitions interpose the library's calls
 * (the Swift runtime inside the .so allocates through malloc). A first case proves the counter sees
 * the library's allocations, so the zero-allocation cases cannot pass by not counting.
 */
#include "rk_test.h"

#include <errno.h>

/* ---- counting allocator ---- */

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static atomic_ulong allocations; /* malloc, calloc, realloc, the aligned ones */
static atomic_ulong frees;

void *malloc(size_t size);
void *calloc(size_t count, size_t size);
void *realloc(void *pointer, size_t size);
void free(void *pointer);
int posix_memalign(void **out, size_t alignment, size_t size);
void *aligned_alloc(size_t alignment, size_t size);
void *memalign(size_t alignment, size_t size);

void *malloc(size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_realloc(pointer, size);
}

void free(void *pointer) {
    if (pointer != NULL) atomic_fetch_add_explicit(&frees, 1, memory_order_relaxed);
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    void *p;
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    p = __libc_memalign(alignment, size);
    if (p == NULL) return ENOMEM;
    *out = p;
    return 0;
}

static unsigned long allocation_count(void) { return atomic_load(&allocations); }

/* ---- handlers ---- */

static long values_seen;
static void values_handler(void *object, void *pointer, int32_t i32, int64_t i64, uint64_t u64,
                           double real, const char *text, void *user_data) {
    (void)object;
    (void)pointer;
    (void)i64;
    (void)u64;
    (void)real;
    (void)user_data;
    values_seen += i32 + (text[0] != '\0');
}

static double measure_handler(void *object, const char *text, double size, void *user_data) {
    (void)object;
    (void)text;
    (void)user_data;
    return size * 2;
}

static long pings;
static void ping_handler(void *object, void *user_data) {
    (void)object;
    (void)user_data;
    pings++;
}

/* ---- cases ---- */

/* The counter sees the library: creating a context, a probe and a connection allocates. */
static void counter_sees_library_allocations(void) {
    rk_context *ctx = NULL;
    rk_probe *probe = NULL;
    unsigned long before = allocation_count();
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_probe_create(ctx, &probe));
    CHECK_OK(rk_connect(probe, "ping", (rk_callback)ping_handler, NULL, NULL, NULL));
    CHECK_MSG(allocation_count() > before,
              "no allocation counted while creating a context, a probe and a connection: the "
              "interposed malloc does not see the library, so the other cases prove nothing");
    CHECK_OK(rk_context_destroy(ctx));
}

/* Emits `rounds` times on a probe with `handlers` handlers on each signal, after a warm-up, and
   checks the allocation count did not move. */
static void emissions_allocate_nothing(int handlers) {
    rk_context *ctx = NULL;
    rk_probe *probe = NULL;
    unsigned long before, after;
    int i;
    double value = 0;
    int32_t handled = 0;
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_probe_create(ctx, &probe));
    for (i = 0; i < handlers; i++) {
        CHECK_OK(rk_connect(probe, "values", (rk_callback)values_handler, NULL, NULL, NULL));
        CHECK_OK(rk_connect(probe, "measure", (rk_callback)measure_handler, NULL, NULL, NULL));
        CHECK_OK(rk_connect(probe, "ping", (rk_callback)ping_handler, NULL, NULL, NULL));
    }
    /* Warm up: anything lazily initialized on first use happens here. */
    for (i = 0; i < 5; i++) {
        CHECK_OK(rk_probe_emit_values(probe, NULL, i, 2, 3, 4.0, "warm"));
        CHECK_OK(rk_probe_emit_measure(probe, "warm", 1.0, &value, &handled));
        CHECK_OK(rk_probe_emit_ping(probe));
    }

    values_seen = 0;
    before = allocation_count();
    for (i = 0; i < 1000; i++) {
        rk_probe_emit_values(probe, (void *)probe, i, -(int64_t)i, (uint64_t)i * 3, 0.5 * i,
                             "h\xc3\xa9llo");
    }
    after = allocation_count();
    RKT_NOTE("%d handler(s)", handlers);
    CHECK_MSG(after == before, "1000 \"values\" emissions with %d handler(s) allocated %lu times",
              handlers, after - before);
    CHECK_EQ_INT(values_seen, handlers * (999L * 1000L / 2 + 1000L));

    before = allocation_count();
    for (i = 0; i < 1000; i++) rk_probe_emit_measure(probe, "text", (double)i, &value, &handled);
    after = allocation_count();
    CHECK_MSG(after == before, "1000 \"measure\" emissions with %d handler(s) allocated %lu times",
              handlers, after - before);
    CHECK_EQ_INT(handled, handlers > 0);

    pings = 0;
    before = allocation_count();
    for (i = 0; i < 1000; i++) rk_probe_emit_ping(probe);
    after = allocation_count();
    CHECK_MSG(after == before, "1000 \"ping\" emissions with %d handler(s) allocated %lu times",
              handlers, after - before);
    CHECK_EQ_INT(pings, 1000L * handlers);
    CHECK_OK(rk_context_destroy(ctx));
}

static void emit_with_no_handler(void) { emissions_allocate_nothing(0); }
static void emit_with_one_handler(void) { emissions_allocate_nothing(1); }
static void emit_with_ten_handlers(void) { emissions_allocate_nothing(10); }

/* Emissions stay allocation-free after connections come and go (no leftover growth per emission). */
static void emit_after_disconnects(void) {
    rk_context *ctx = NULL;
    rk_probe *probe = NULL;
    rk_connection ids[8];
    unsigned long before, after;
    int i;
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_probe_create(ctx, &probe));
    for (i = 0; i < 8; i++) {
        CHECK_OK(rk_connect(probe, "ping", (rk_callback)ping_handler, NULL, NULL, &ids[i]));
    }
    for (i = 0; i < 8; i += 2) CHECK_OK(rk_disconnect(ctx, ids[i]));
    for (i = 0; i < 5; i++) rk_probe_emit_ping(probe);
    pings = 0;
    before = allocation_count();
    for (i = 0; i < 1000; i++) rk_probe_emit_ping(probe);
    after = allocation_count();
    CHECK_MSG(after == before, "1000 emissions after disconnects allocated %lu times",
              after - before);
    CHECK_EQ_INT(pings, 4000);
    CHECK_OK(rk_context_destroy(ctx));
}

/* A scroll view driving a header, an auto footer and a trailer: updates that make no request (the
   same metrics again, a drag moving through the middle of the content, its pan phases) allocate
   nothing, whichever steps each component takes. */
static void scroll_updates_allocate_nothing(void) {
    rk_context *ctx = NULL;
    rk_scroll_view *sv = NULL;
    rk_header *header = NULL;
    rk_auto_footer *af = NULL;
    rk_trailer *trailer = NULL;
    rk_scroll_metrics m;
    unsigned long before, after;
    int i;
    m = rkt_metrics(375, 600, 375, 5000, 64);
    m.offset_y = 1000; /* in the middle of the content */
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_scroll_view_create(ctx, &sv));
    CHECK_OK(rk_header_create(ctx, RK_HEADER_STYLE_NORMAL, &header));
    CHECK_OK(rk_auto_footer_create(ctx, RK_AUTO_FOOTER_STYLE_NORMAL, &af));
    CHECK_OK(rk_trailer_create(ctx, RK_TRAILER_STYLE_NORMAL, &trailer));
    CHECK_OK(rk_scroll_view_set_metrics(sv, &m));
    CHECK_OK(rk_scroll_view_attach(sv, header));
    CHECK_OK(rk_scroll_view_attach(sv, af));
    CHECK_OK(rk_scroll_view_attach(sv, trailer));
    m.inset_bottom = 44; /* the auto footer's request, applied */
    for (i = 0; i < 5; i++) CHECK_OK(rk_scroll_view_set_metrics(sv, &m));

    before = allocation_count();
    for (i = 0; i < 1000; i++) rk_scroll_view_set_metrics(sv, &m);
    after = allocation_count();
    CHECK_MSG(after == before, "1000 updates with the same metrics allocated %lu times", after - before);

    m.dragging = 1;
    before = allocation_count();
    for (i = 0; i < 1000; i++) {
        m.pan = i == 0 ? RK_PAN_BEGAN : i == 999 ? RK_PAN_ENDED : RK_PAN_CHANGED;
        m.offset_y = 1000 + (i % 200);
        rk_scroll_view_set_metrics(sv, &m);
    }
    after = allocation_count();
    CHECK_MSG(after == before, "1000 updates of a drag allocated %lu times", after - before);
    CHECK_OK(rk_context_destroy(ctx));
}

static const rkt_case cases[] = {
    RKT_CASE(counter_sees_library_allocations),
    RKT_CASE(emit_with_no_handler),
    RKT_CASE(emit_with_one_handler),
    RKT_CASE(emit_with_ten_handlers),
    RKT_CASE(emit_after_disconnects),
    RKT_CASE(scroll_updates_allocate_nothing),
};

RKT_MAIN(cases)
