/* rk_uv: a RefreshKit context in a libuv loop. See rk_uv.h. */
#define _POSIX_C_SOURCE 200809L /* uv.h needs POSIX types (pthread_rwlock_t) under strict C11 */
#include "rk_uv.h"

#include <math.h>
#include <stdlib.h>

struct rk_uv_source {
    uv_poll_t poll;          /* the context's fd, readable while work is pending */
    uv_timer_t timer;        /* the context's next deadline */
    uv_loop_t *loop;
    rk_context *ctx;
    rk_status status;        /* RK_OK, or the failure that stopped the adapter */
    uint64_t dispatches;
    int detached;
    int open_handles;        /* handles not yet closed by libuv (the source is freed at 0) */
};

static void stop(rk_uv_source *s, rk_status status) {
    if (s->status == RK_OK) s->status = status;
    uv_poll_stop(&s->poll);
    uv_timer_stop(&s->timer);
}

static void on_timer(uv_timer_t *timer);

/* Re-arms the timer from rk_context_next_timeout: stopped for -1 (nothing scheduled), otherwise due
   after the timeout rounded up to whole milliseconds (libuv's unit), so it never fires early and
   spins. The loop's clock is refreshed first, so the delay counts from now, not from the time libuv
   cached at the start of this iteration. */
static void rearm(rk_uv_source *s) {
    if (s->detached || s->status != RK_OK) return;
    double seconds = -1;
    rk_status status = rk_context_next_timeout(s->ctx, &seconds);
    if (status != RK_OK) {
        stop(s, status);
        return;
    }
    if (seconds < 0) {
        uv_timer_stop(&s->timer);
        return;
    }
    uv_update_time(s->loop);
    /* RefreshKit keeps every timeout finite and at most 1e9 s, so the product fits in uint64_t. */
    uv_timer_start(&s->timer, on_timer, (uint64_t)ceil(seconds * 1000.0), 0);
}

static void dispatch(rk_uv_source *s) {
    if (s->detached || s->status != RK_OK) return;
    /* A handler may detach: the source stays allocated until libuv closes the handles. */
    rk_status status = rk_context_dispatch(s->ctx, NULL);
    s->dispatches++;
    if (status != RK_OK) {
        if (!s->detached) stop(s, status);
        return;
    }
    rearm(s);
}

static void on_poll(uv_poll_t *poll, int status, int events) {
    rk_uv_source *s = poll->data;
    (void)events;
    if (status < 0) {
        stop(s, RK_ERR_SYSTEM);
        return;
    }
    dispatch(s);
}

static void on_timer(uv_timer_t *timer) {
    dispatch(timer->data);
}

static void on_closed(uv_handle_t *handle) {
    rk_uv_source *s = handle->data;
    if (--s->open_handles == 0) free(s);
}

int rk_uv_attach(uv_loop_t *loop, rk_context *ctx, rk_uv_source **out_source) {
    if (loop == NULL || ctx == NULL || out_source == NULL) return UV_EINVAL;
    *out_source = NULL;
    int fd = -1;
    if (rk_context_fd(ctx, &fd) != RK_OK) return UV_EINVAL;
    rk_uv_source *s = calloc(1, sizeof *s);
    if (s == NULL) return UV_ENOMEM;
    s->loop = loop;
    s->ctx = ctx;
    s->status = RK_OK;
    int rc = uv_timer_init(loop, &s->timer);
    if (rc != 0) {
        free(s);
        return rc;
    }
    s->timer.data = s;  /* set after init, which owns the handle's fields */
    rc = uv_poll_init(loop, &s->poll, fd);
    if (rc != 0) {
        /* The timer is known to the loop now: free the source once libuv has closed it. */
        s->detached = 1;
        s->open_handles = 1;
        uv_close((uv_handle_t *)&s->timer, on_closed);
        return rc;
    }
    s->poll.data = s;
    s->open_handles = 2;
    rc = uv_poll_start(&s->poll, UV_READABLE, on_poll);
    if (rc != 0) {
        rk_uv_detach(s);
        return rc;
    }
    rearm(s);  /* timers started before the attach */
    if (s->status != RK_OK) {
        rk_uv_detach(s);
        return UV_EINVAL;
    }
    *out_source = s;
    return 0;
}

void rk_uv_detach(rk_uv_source *s) {
    if (s == NULL || s->detached) return;
    s->detached = 1;
    uv_poll_stop(&s->poll);
    uv_timer_stop(&s->timer);
    uv_close((uv_handle_t *)&s->poll, on_closed);
    uv_close((uv_handle_t *)&s->timer, on_closed);
}

rk_status rk_uv_status(const rk_uv_source *s) {
    return s ? s->status : RK_ERR_INVALID_ARGUMENT;
}

uint64_t rk_uv_dispatch_count(const rk_uv_source *s) {
    return s ? s->dispatches : 0;
}
