/*
 * rk_uv: a RefreshKit context in a libuv loop.
 *
 * Copy rk_uv.h and rk_uv.c into your program (C11, libuv >= 1.0), or link them. Attaching watches the
 * context's fd with a uv_poll_t and its timers with a uv_timer_t; after every dispatch (when the fd
 * fires, when the timer fires) the timer is re-armed from rk_context_next_timeout, so work posted
 * from any thread, task transitions, and every RefreshKit timer (footer animations, GIF frames, the
 * activity monitor's delays, rk_timer_start) run in the loop with no polling. A timer started by a
 * call made from one of the loop's other callbacks (rk_component_begin_refreshing from a uv_timer_t,
 * say) makes the context's fd readable when it is earlier than what the adapter was told (RefreshKit
 * 1.1's deadline rule), and the adapter dispatches and re-arms.
 *
 *     uv_loop_t *loop = uv_default_loop();
 *     rk_context *ctx;  rk_context_create(&ctx);        // on the loop's thread
 *     rk_uv_source *source;
 *     if (rk_uv_attach(loop, ctx, &source) != 0) ...    // a negative libuv error code
 *     ... uv_run(loop, UV_RUN_DEFAULT) ...
 *     rk_uv_detach(source);                             // before rk_context_destroy
 *     uv_run(loop, UV_RUN_DEFAULT);                     // lets the handles close (frees the source)
 *     rk_context_destroy(ctx);
 *
 * Threads: everything here on the loop's thread, which must be the context's loop thread (the thread
 * that created it). Other threads talk to the context through RefreshKit (rk_context_post,
 * rk_task_*), never through this adapter.
 */
#ifndef RK_UV_H
#define RK_UV_H

#include <refreshkit.h>
#include <uv.h>

#ifdef __cplusplus
extern "C" {
#endif

/** An attachment of one context to one loop. */
typedef struct rk_uv_source rk_uv_source;

/**
 * Watches ctx in loop. The two handles are active (they keep uv_run running) until rk_uv_detach or
 * a failure (see rk_uv_status). Returns 0, or a negative libuv error code (UV_EINVAL for a NULL
 * argument or a context whose fd RefreshKit refuses; UV_ENOMEM; what uv_poll_init returns).
 */
int rk_uv_attach(uv_loop_t *loop, rk_context *ctx, rk_uv_source **out_source);

/**
 * Stops watching and closes the two handles; the source is freed when libuv has closed them (during
 * the loop's next iteration: run the loop once more before freeing the loop). Call it before
 * rk_context_destroy. It may be called from inside a RefreshKit callback the adapter's dispatch is
 * running (a signal handler, posted work, a timer): the dispatch finishes, and nothing is re-armed.
 * NULL does nothing. The source must not be used after this call.
 */
void rk_uv_detach(rk_uv_source *source);

/**
 * RK_OK, or the status of the RefreshKit call that failed in the adapter (rk_context_dispatch or
 * rk_context_next_timeout, e.g. RK_ERR_INVALID_HANDLE when the context was destroyed while
 * attached). After a failure the adapter stops both handles (so uv_run can return) and does nothing
 * more until detached. A poll error from libuv stops it the same way, with RK_ERR_SYSTEM.
 */
rk_status rk_uv_status(const rk_uv_source *source);

/** How many dispatches the adapter ran (for tests and statistics). */
uint64_t rk_uv_dispatch_count(const rk_uv_source *source);

#ifdef __cplusplus
}
#endif

#endif /* RK_UV_H */
