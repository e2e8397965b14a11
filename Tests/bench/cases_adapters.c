/*
 * cases_adapters.c — what a loop adapter costs per loop iteration (Examples/adapters), beside a bare
 * poll loop doing the same wake in the same run.
 *
 * One operation is one wake of an idle loop: work is posted to the context (rk_context_post: the
 * context's fd becomes readable), then the loop runs one iteration, which must see the fd, call
 * rk_context_dispatch (the work runs and counts) and learn the next deadline:
 *
 *   adapter.poll  the bare loop a host would write: rk_context_next_timeout, poll(2) on the fd with
 *                 that timeout, rk_context_dispatch
 *   adapter.glib  g_main_context_iteration(main_context, TRUE) with rk_glib_source attached (a
 *                 GMainContext of its own, holding nothing else)
 *   adapter.uv    uv_run(loop, UV_RUN_ONCE) with rk_uv attached (a uv_loop_t of its own)
 *
 * The adapters are the files a host copies (Examples/adapters/glib/rk_glib_source.c and
 * Examples/adapters/libuv/rk_uv.c), compiled into rk-bench as they are. The post comes from the loop
 * thread itself, before the iteration, so the count is exact under callgrind; a worker's post costs
 * the same on every side. What the adapter adds is the case minus adapter.poll (the ratio is in the
 * tables too): the loop library's own iteration (GLib's prepare/query/check/dispatch, libuv's timers
 * and epoll) and the adapter's callbacks. callgrind counts user space only: the kernel side of
 * poll(2) and epoll_wait(2) is in the nanoseconds. The asyncio adapter (Python) is measured by
 * Tests/bench/adapter_asyncio.py the same way.
 */
#include "bench.h"

#include <glib.h>
#include <poll.h>
#include <stdlib.h>
#include <uv.h>

#include "rk_glib_source.h"
#include "rk_uv.h"

enum { BARE_POLL, GLIB, LIBUV };

typedef struct {
    int kind;
    rk_context *ctx;
    int fd;
    GMainContext *main_context;
    GSource *source;
    uv_loop_t loop;
    int loop_ready;
    rk_uv_source *uv_source;
    uint64_t ran;
} adapter_case;

static void work(void *user_data, int32_t finished) {
    if (finished) ((adapter_case *)user_data)->ran++;
}

static int adapter_setup(const rkb_case *c, void **state) {
    adapter_case *ac = calloc(1, sizeof *ac);
    if (ac == NULL) return 1;
    *state = ac;
    ac->kind = (int)c->arg;
    RKB_CHECK_OK(rk_context_create(&ac->ctx));
    RKB_CHECK_OK(rk_context_fd(ac->ctx, &ac->fd));
    if (ac->kind == GLIB) {
        ac->main_context = g_main_context_new();
        RKB_CHECK_OK(rk_glib_source_attach(ac->ctx, ac->main_context, &ac->source));
    } else if (ac->kind == LIBUV) {
        int rc = uv_loop_init(&ac->loop);
        if (rc != 0) {
            fprintf(stderr, "rk-bench: uv_loop_init: %s\n", uv_strerror(rc));
            return 1;
        }
        ac->loop_ready = 1;
        rc = rk_uv_attach(&ac->loop, ac->ctx, &ac->uv_source);
        if (rc != 0) {
            fprintf(stderr, "rk-bench: rk_uv_attach: %s\n", uv_strerror(rc));
            return 1;
        }
    }
    return 0;
}

static int bare_iteration(adapter_case *ac) {
    double seconds = -1;
    struct pollfd entry = {ac->fd, POLLIN, 0};
    int timeout;
    RKB_CHECK_OK(rk_context_next_timeout(ac->ctx, &seconds));
    /* Milliseconds rounded up, as the adapters do (the bench schedules no timer: -1, no limit). */
    timeout = seconds < 0 ? -1 : (int)(seconds * 1000.0 + 0.999);
    if (poll(&entry, 1, timeout) < 0) {
        perror("rk-bench: poll");
        return 1;
    }
    if (entry.revents & POLLIN) RKB_CHECK_OK(rk_context_dispatch(ac->ctx, NULL));
    return 0;
}

static int adapter_run(void *state, uint64_t n, rkb_result *result) {
    adapter_case *ac = state;
    uint64_t i;
    ac->ran = 0;
    for (i = 0; i < n; i++) {
        RKB_CHECK_OK(rk_context_post(ac->ctx, work, ac));
        switch (ac->kind) {
        case BARE_POLL:
            if (bare_iteration(ac) != 0) return 1;
            break;
        case GLIB: g_main_context_iteration(ac->main_context, TRUE); break;
        default: uv_run(&ac->loop, UV_RUN_ONCE); break;
        }
    }
    /* Each iteration ran its wake's work (not a later one): an adapter that missed the fd would
       block in its poll above or fall behind here. */
    if (ac->ran != n) {
        fprintf(stderr, "rk-bench: %llu wakes, %llu works ran\n", (unsigned long long)n, (unsigned long long)ac->ran);
        return 1;
    }
    if (ac->kind == GLIB && rk_glib_source_get_status(ac->source) != RK_OK) return 1;
    if (ac->kind == LIBUV && rk_uv_status(ac->uv_source) != RK_OK) return 1;
    result->ops = n;
    return 0;
}

static void adapter_teardown(void *state) {
    adapter_case *ac = state;
    if (ac == NULL) return;
    if (ac->source != NULL) rk_glib_source_detach(ac->source);
    if (ac->main_context != NULL) g_main_context_unref(ac->main_context);
    if (ac->uv_source != NULL) {
        rk_uv_detach(ac->uv_source);
        uv_run(&ac->loop, UV_RUN_DEFAULT); /* lets the handles close */
    }
    if (ac->loop_ready) uv_loop_close(&ac->loop);
    if (ac->ctx) rk_context_destroy(ac->ctx);
    free(ac);
}

#define ADAPTER_GROUP "loop adapters: one wake of an idle loop (rk_context_post, then one iteration: the fd, rk_context_dispatch, the next deadline)"

const rkb_case rkb_adapter_cases[] = {
    {"adapter.poll", ADAPTER_GROUP, NULL, "bare loop: rk_context_next_timeout, poll(2), rk_context_dispatch", 200000, 200,
     5000, BARE_POLL, adapter_setup, adapter_run, adapter_teardown},
    {"adapter.glib", ADAPTER_GROUP, "adapter.poll", "g_main_context_iteration with rk_glib_source (GSource)", 200000,
     200, 5000, GLIB, adapter_setup, adapter_run, adapter_teardown},
    {"adapter.uv", ADAPTER_GROUP, "adapter.poll", "uv_run(UV_RUN_ONCE) with rk_uv (uv_poll_t + uv_timer_t)", 200000,
     200, 5000, LIBUV, adapter_setup, adapter_run, adapter_teardown},
    {0},
};
