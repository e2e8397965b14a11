/*
 * test_reentrancy: what a handler may do while an emission is in progress (rk_connect's header
 * comment): connect, disconnect itself or others, destroy the emitting object, dispatch the loop,
 * emit again; rk_context_destroy from a callback is RK_ERR_BUSY; destroy_notify runs exactly once
 * per connection, after the handler's last call.
 *
 * Every callback appends to one event log, compared as a string: "A< A>" is handler A's body
 * starting and ending, "~A" its destroy_notify, "w1" work item 1.
 */
#include "rk_test.h"

static int notify_total;
static int connect_total;

/* The log is rk_test.h's (rkt_log; RKT_CHECK_LOG checks the log so far). */
static void reset(void) {
    rkt_log_reset();
    notify_total = 0;
    connect_total = 0;
}

/* What a handler does between logging its start and its end. */
typedef enum {
    DO_NOTHING,
    DO_DISCONNECT_SELF,
    DO_DISCONNECT_OTHER,
    DO_CONNECT_NEW,
    DO_DESTROY_PROBE,
    DO_DISPATCH,
    DO_DESTROY_CONTEXT,
    DO_EMIT_PING_ONCE,
    DO_EMIT_VALUES,
} action;

typedef struct handler handler;
struct handler {
    const char *name;
    action act;
    rk_context *ctx;
    rk_probe *probe;
    rk_connection connection;
    handler *other;          /* DO_DISCONNECT_OTHER: whose connection; DO_CONNECT_NEW: whom */
    int depth;               /* > 0 while the body runs */
    int calls;
    int notified;
    int notify_depth_seen;   /* the handler's depth when its notify ran (must be 0) */
    int used;                /* one-shot actions */
    rk_status result;        /* what the action's call returned */
    uint32_t ran;            /* DO_DISPATCH: out_ran */
};

static void handler_notify(void *user_data) {
    handler *h = user_data;
    h->notified++;
    h->notify_depth_seen = h->depth;
    notify_total++;
    rkt_log("~%s", h->name);
}

static void connect_handler(handler *h, const char *signal);

static void run_action(handler *h) {
    switch (h->act) {
    case DO_NOTHING:
        break;
    case DO_DISCONNECT_SELF:
        if (!h->used) {
            h->used = 1;
            h->result = rk_disconnect(h->ctx, h->connection);
            rkt_log("%s-", h->name); /* the body goes on after disconnecting itself */
        }
        break;
    case DO_DISCONNECT_OTHER:
        if (!h->used) {
            h->used = 1;
            h->result = rk_disconnect(h->ctx, h->other->connection);
        }
        break;
    case DO_CONNECT_NEW:
        if (!h->used) {
            h->used = 1;
            connect_handler(h->other, "ping");
        }
        break;
    case DO_DESTROY_PROBE:
        if (!h->used) {
            h->used = 1;
            h->result = rk_probe_destroy(h->probe);
            rkt_log("%s-", h->name);
        }
        break;
    case DO_DISPATCH:
        h->result = rk_context_dispatch(h->ctx, &h->ran);
        break;
    case DO_DESTROY_CONTEXT:
        h->result = rk_context_destroy(h->ctx);
        break;
    case DO_EMIT_PING_ONCE:
        if (!h->used) {
            h->used = 1;
            h->result = rk_probe_emit_ping(h->probe);
        }
        break;
    case DO_EMIT_VALUES:
        if (!h->used) {
            h->used = 1;
            h->result = rk_probe_emit_values(h->probe, NULL, 0, 0, 0, 0, "nested");
        }
        break;
    }
}

static void ping_handler(void *object, void *user_data) {
    handler *h = user_data;
    CHECK(object == (void *)h->probe);
    h->calls++;
    h->depth++;
    rkt_log("%s<", h->name);
    run_action(h);
    rkt_log("%s>", h->name);
    h->depth--;
}

static void values_handler(void *object, void *pointer, int32_t i32, int64_t i64, uint64_t u64,
                           double real, const char *text, void *user_data) {
    (void)pointer;
    (void)i32;
    (void)i64;
    (void)u64;
    (void)real;
    (void)text;
    ping_handler(object, user_data);
}

static double measure_handler(void *object, const char *text, double size, void *user_data) {
    handler *h = user_data;
    (void)text;
    ping_handler(object, user_data);
    return size + (double)h->name[0];
}

static void connect_handler(handler *h, const char *signal) {
    rk_callback fn = strcmp(signal, "values") == 0    ? (rk_callback)values_handler
                     : strcmp(signal, "measure") == 0 ? (rk_callback)measure_handler
                                                      : (rk_callback)ping_handler;
    CHECK_OK(rk_connect(h->probe, signal, fn, h, handler_notify, &h->connection));
    connect_total++;
}

static void init_handler(handler *h, const char *name, action act, rk_context *ctx, rk_probe *probe) {
    memset(h, 0, sizeof *h);
    h->name = name;
    h->act = act;
    h->ctx = ctx;
    h->probe = probe;
    h->result = 12345;
}

typedef struct {
    rk_context *ctx;
    rk_probe *probe;
} world;

static void open_world(world *w) {
    reset();
    CHECK_OK(rk_context_create(&w->ctx));
    CHECK_OK(rk_probe_create(w->ctx, &w->probe));
}

static void close_world(world *w) {
    CHECK_OK(rk_context_destroy(w->ctx));
    CHECK_MSG(notify_total == connect_total, "%d destroy_notifies for %d connections", notify_total,
              connect_total);
}

/* ---- cases ---- */

static void connection_order_is_call_order(void) {
    world w;
    handler h[10];
    static const char *const names[10] = {"A", "B", "C", "D", "E", "F", "G", "H", "I", "J"};
    int i;
    open_world(&w);
    for (i = 0; i < 10; i++) {
        init_handler(&h[i], names[i], DO_NOTHING, w.ctx, w.probe);
        connect_handler(&h[i], "ping");
    }
    CHECK_OK(rk_probe_emit_ping(w.probe));
    RKT_CHECK_LOG("A< A> B< B> C< C> D< D> E< E> F< F> G< G> H< H> I< I> J< J>");
    /* Disconnecting keeps the others' order; reconnecting goes to the end. */
    reset();
    connect_total = 10;
    CHECK_OK(rk_disconnect(w.ctx, h[2].connection));
    CHECK_OK(rk_disconnect(w.ctx, h[6].connection));
    CHECK_OK(rk_disconnect(w.ctx, h[0].connection));
    connect_handler(&h[0], "ping");
    CHECK_OK(rk_probe_emit_ping(w.probe));
    RKT_CHECK_LOG("~C ~G ~A B< B> D< D> E< E> F< F> H< H> I< I> J< J> A< A>");
    close_world(&w);
}

static void handler_disconnects_itself(void) {
    world w;
    handler a, b;
    open_world(&w);
    init_handler(&a, "A", DO_DISCONNECT_SELF, w.ctx, w.probe);
    init_handler(&b, "B", DO_NOTHING, w.ctx, w.probe);
    connect_handler(&a, "ping");
    connect_handler(&b, "ping");
    CHECK_OK(rk_probe_emit_ping(w.probe));
    CHECK_EQ_INT(a.result, RK_OK);
    /* A's body finishes before its notify runs; the emission goes on to B. */
    RKT_CHECK_LOG("A< A- A> ~A B< B>");
    CHECK_EQ_INT(a.notified, 1);
    CHECK_EQ_INT(a.notify_depth_seen, 0);
    reset();
    connect_total = 2;
    notify_total = 1;
    CHECK_OK(rk_probe_emit_ping(w.probe));
    RKT_CHECK_LOG("B< B>");
    CHECK_EQ_INT(a.calls, 1);
    CHECK_RC(rk_disconnect(w.ctx, a.connection), RK_ERR_NOT_FOUND);
    close_world(&w);
    CHECK_EQ_INT(a.notified, 1);
    CHECK_EQ_INT(b.notified, 1);
}

static void handler_disconnects_later_one(void) {
    world w;
    handler a, b, c;
    open_world(&w);
    init_handler(&a, "A", DO_DISCONNECT_OTHER, w.ctx, w.probe);
    init_handler(&b, "B", DO_NOTHING, w.ctx, w.probe);
    init_handler(&c, "C", DO_NOTHING, w.ctx, w.probe);
    a.other = &c;
    connect_handler(&a, "ping");
    connect_handler(&b, "ping");
    connect_handler(&c, "ping");
    CHECK_OK(rk_probe_emit_ping(w.probe));
    CHECK_EQ_INT(a.result, RK_OK);
    /* C is idle: its notify runs at once, and it is not called later in this emission. */
    RKT_CHECK_LOG("A< ~C A> B< B>");
    CHECK_EQ_INT(c.calls, 0);
    CHECK_EQ_INT(c.notified, 1);
    close_world(&w);
    CHECK_EQ_INT(c.notified, 1);
}

static void handler_disconnects_earlier_one(void) {
    world w;
    handler a, b, c;
    open_world(&w);
    init_handler(&a, "A", DO_NOTHING, w.ctx, w.probe);
    init_handler(&b, "B", DO_DISCONNECT_OTHER, w.ctx, w.probe);
    init_handler(&c, "C", DO_NOTHING, w.ctx, w.probe);
    b.other = &a;
    connect_handler(&a, "ping");
    connect_handler(&b, "ping");
    connect_handler(&c, "ping");
    CHECK_OK(rk_probe_emit_ping(w.probe));
    RKT_CHECK_LOG("A< A> B< ~A B> C< C>");
    reset();
    connect_total = 3;
    notify_total = 1;
    CHECK_OK(rk_probe_emit_ping(w.probe));
    RKT_CHECK_LOG("B< B> C< C>");
    close_world(&w);
}

static void handler_connects_new_one(void) {
    world w;
    handler a, b, d;
    open_world(&w);
    init_handler(&a, "A", DO_CONNECT_NEW, w.ctx, w.probe);
    init_handler(&b, "B", DO_NOTHING, w.ctx, w.probe);
    init_handler(&d, "D", DO_NOTHING, w.ctx, w.probe);
    a.other = &d;
    connect_handler(&a, "ping");
    connect_handler(&b, "ping");
    CHECK_OK(rk_probe_emit_ping(w.probe));
    /* D is not called by the emission in progress... */
    RKT_CHECK_LOG("A< A> B< B>");
    CHECK(d.connection != 0);
    /* ...but by the next one, after the handlers that were there before it. */
    reset();
    connect_total = 3;
    CHECK_OK(rk_probe_emit_ping(w.probe));
    RKT_CHECK_LOG("A< A> B< B> D< D>");
    close_world(&w);
}

/* A handler connects a new handler during a nested emission: neither the inner nor the outer
   emission calls it. */
static void handler_connects_during_nested_emission(void) {
    world w;
    handler a, b, d;
    open_world(&w);
    init_handler(&a, "A", DO_EMIT_PING_ONCE, w.ctx, w.probe);
    init_handler(&b, "B", DO_CONNECT_NEW, w.ctx, w.probe);
    init_handler(&d, "D", DO_NOTHING, w.ctx, w.probe);
    b.other = &d;
    connect_handler(&a, "ping");
    connect_handler(&b, "ping");
    CHECK_OK(rk_probe_emit_ping(w.probe));
    RKT_CHECK_LOG("A< A< A> B< B> A> B< B>");
    close_world(&w);
}

static void handler_destroys_emitting_probe(void) {
    world w;
    handler a, b, c;
    rk_probe *survivor = NULL;
    handler s;
    open_world(&w);
    CHECK_OK(rk_probe_create(w.ctx, &survivor));
    init_handler(&s, "S", DO_NOTHING, w.ctx, survivor);
    connect_handler(&s, "ping");
    init_handler(&a, "A", DO_NOTHING, w.ctx, w.probe);
    init_handler(&b, "B", DO_DESTROY_PROBE, w.ctx, w.probe);
    init_handler(&c, "C", DO_NOTHING, w.ctx, w.probe);
    connect_handler(&a, "ping");
    connect_handler(&b, "ping");
    connect_handler(&c, "ping");
    /* The emit that was in progress still returns its status. */
    CHECK_OK(rk_probe_emit_ping(w.probe));
    CHECK_EQ_INT(b.result, RK_OK);
    /* Idle A and C are notified at once, B right after its body; C is never called. */
    RKT_CHECK_LOG("A< A> B< ~A ~C B- B> ~B");
    CHECK_EQ_INT(c.calls, 0);
    CHECK_EQ_INT(a.notified, 1);
    CHECK_EQ_INT(b.notified, 1);
    CHECK_EQ_INT(c.notified, 1);
    CHECK_EQ_INT(b.notify_depth_seen, 0);
    /* The handle is dead; the other probe is untouched. */
    CHECK_RC(rk_probe_emit_ping(w.probe), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_probe_destroy(w.probe), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_disconnect(w.ctx, c.connection), RK_ERR_NOT_FOUND);
    reset();
    connect_total = 4; /* S, A, B, C */
    notify_total = 3;
    CHECK_OK(rk_probe_emit_ping(survivor));
    RKT_CHECK_LOG("S< S>");
    close_world(&w);
    CHECK_EQ_INT(a.notified + b.notified + c.notified, 3);
}

/* The same with "measure": the value is the last handler called, which is the destroyer. */
static void handler_destroys_probe_during_measure(void) {
    world w;
    handler a, b, c;
    double value = 0;
    int32_t handled = 0;
    open_world(&w);
    init_handler(&a, "A", DO_NOTHING, w.ctx, w.probe);
    init_handler(&b, "B", DO_DESTROY_PROBE, w.ctx, w.probe);
    init_handler(&c, "C", DO_NOTHING, w.ctx, w.probe);
    connect_handler(&a, "measure");
    connect_handler(&b, "measure");
    connect_handler(&c, "measure");
    CHECK_OK(rk_probe_emit_measure(w.probe, "t", 100.0, &value, &handled));
    CHECK_EQ_INT(handled, 1);
    CHECK_EQ_BITS(value, 100.0 + 'B');
    CHECK_EQ_INT(c.calls, 0);
    CHECK_EQ_INT(notify_total, 3);
    close_world(&w);
}

/* "measure" reports the last handler actually called: a later handler disconnected mid-emission
   does not count, and neither does its stale slot. */
static void measure_value_from_last_handler_called(void) {
    world w;
    handler a, b, c;
    double value = 0;
    int32_t handled = 0;
    open_world(&w);
    init_handler(&a, "A", DO_NOTHING, w.ctx, w.probe);
    init_handler(&b, "B", DO_DISCONNECT_OTHER, w.ctx, w.probe);
    init_handler(&c, "C", DO_NOTHING, w.ctx, w.probe);
    b.other = &c;
    connect_handler(&a, "measure");
    connect_handler(&b, "measure");
    connect_handler(&c, "measure");
    CHECK_OK(rk_probe_emit_measure(w.probe, "t", 1000.0, &value, &handled));
    RKT_CHECK_LOG("A< A> B< ~C B>");
    CHECK_EQ_INT(handled, 1);
    CHECK_EQ_BITS(value, 1000.0 + 'B');
    close_world(&w);
}

/* Destroyed from a nested emission of another signal: the outer emission stops too. */
static void probe_destroyed_in_nested_emission(void) {
    world w;
    handler a, b, v;
    open_world(&w);
    init_handler(&a, "A", DO_EMIT_VALUES, w.ctx, w.probe);
    init_handler(&b, "B", DO_NOTHING, w.ctx, w.probe);
    init_handler(&v, "V", DO_DESTROY_PROBE, w.ctx, w.probe);
    connect_handler(&a, "ping");
    connect_handler(&b, "ping");
    connect_handler(&v, "values");
    CHECK_OK(rk_probe_emit_ping(w.probe));
    CHECK_EQ_INT(a.result, RK_OK);
    RKT_CHECK_LOG("A< V< ~B V- V> ~V A> ~A");
    CHECK_EQ_INT(b.calls, 0);
    CHECK_EQ_INT(a.notify_depth_seen, 0);
    close_world(&w);
}

/* A handler running at two depths (nested emission) that disconnects itself in the inner call:
   its notify waits until the outer call returns too. */
static void disconnect_self_while_nested(void) {
    world w;
    handler outer, inner;
    open_world(&w);
    /* O emits ping once, nested. In the nested emission O runs again (its action is used up, so it
       does nothing) and then I disconnects O, which is still running in the outer emission. */
    init_handler(&outer, "O", DO_EMIT_PING_ONCE, w.ctx, w.probe);
    init_handler(&inner, "I", DO_DISCONNECT_OTHER, w.ctx, w.probe);
    inner.other = &outer;
    connect_handler(&outer, "ping");
    connect_handler(&inner, "ping");
    CHECK_OK(rk_probe_emit_ping(w.probe));
    CHECK_EQ_INT(inner.result, RK_OK);
    /* O's notify waits for its outer call to return; the outer emission still calls I. */
    RKT_CHECK_LOG("O< O< O> I< I> O> ~O I< I>");
    CHECK_EQ_INT(outer.notified, 1);
    CHECK_EQ_INT(outer.notify_depth_seen, 0);
    CHECK_EQ_INT(outer.calls, 2);
    close_world(&w);
}

static void nested_emission_on_same_probe(void) {
    world w;
    handler a, b;
    open_world(&w);
    init_handler(&a, "A", DO_EMIT_PING_ONCE, w.ctx, w.probe);
    init_handler(&b, "B", DO_NOTHING, w.ctx, w.probe);
    connect_handler(&a, "ping");
    connect_handler(&b, "ping");
    CHECK_OK(rk_probe_emit_ping(w.probe));
    CHECK_EQ_INT(a.result, RK_OK);
    RKT_CHECK_LOG("A< A< A> B< B> A> B< B>");
    CHECK_EQ_INT(a.calls, 2);
    CHECK_EQ_INT(b.calls, 2);
    close_world(&w);
}

/* ---- dispatch from a handler ---- */

typedef struct {
    const char *name;
    rk_context *ctx;
    rk_probe *probe; /* if set, the work item emits ping on it */
    int finished_seen;
} work_item;

static void logged_work(void *user_data, int32_t finished) {
    work_item *w = user_data;
    w->finished_seen = finished;
    rkt_log("%s%s", w->name, finished ? "" : "(0)");
    if (w->probe != NULL && finished) {
        rkt_log("%s<", w->name);
        CHECK_OK(rk_probe_emit_ping(w->probe));
        rkt_log("%s>", w->name);
    }
}

static void handler_dispatches_loop(void) {
    world w;
    handler h;
    work_item w1 = {"w1", NULL, NULL, -1}, w2 = {"w2", NULL, NULL, -1}, w3 = {"w3", NULL, NULL, -1};
    open_world(&w);
    init_handler(&h, "H", DO_DISPATCH, w.ctx, w.probe);
    connect_handler(&h, "ping");
    CHECK_OK(rk_context_post(w.ctx, logged_work, &w1));
    CHECK_OK(rk_context_post(w.ctx, logged_work, &w2));
    CHECK_OK(rk_context_post(w.ctx, logged_work, &w3));
    CHECK_OK(rk_probe_emit_ping(w.probe));
    CHECK_EQ_INT(h.result, RK_OK);
    CHECK_EQ_INT(h.ran, 3);
    RKT_CHECK_LOG("H< w1 w2 w3 H>");
    close_world(&w);
}

/* Work item 1 emits; its handler dispatches (nested): the nested dispatch continues with items 2 and
   3; the outer dispatch then has nothing left; each item runs once, in order. */
static void nested_dispatch_keeps_order(void) {
    world w;
    handler h;
    uint32_t ran = 0;
    work_item w1 = {"w1", NULL, NULL, -1}, w2 = {"w2", NULL, NULL, -1}, w3 = {"w3", NULL, NULL, -1};
    open_world(&w);
    w1.probe = w.probe;
    init_handler(&h, "H", DO_DISPATCH, w.ctx, w.probe);
    connect_handler(&h, "ping");
    CHECK_OK(rk_context_post(w.ctx, logged_work, &w1));
    CHECK_OK(rk_context_post(w.ctx, logged_work, &w2));
    CHECK_OK(rk_context_post(w.ctx, logged_work, &w3));
    CHECK_OK(rk_context_dispatch(w.ctx, &ran));
    RKT_CHECK_LOG("w1 w1< H< w2 w3 H> w1>");
    CHECK_EQ_INT(h.ran, 2);
    CHECK_MSG(ran == 1 || ran == 3, "outer dispatch reported %u", ran);
    reset();
    connect_total = 1;
    CHECK_OK(rk_context_dispatch(w.ctx, &ran));
    CHECK_EQ_INT(ran, 0);
    RKT_CHECK_LOG("");
    close_world(&w);
}

/* ---- rk_context_destroy from a callback ---- */

static void handler_destroys_context_busy(void) {
    world w;
    handler h;
    open_world(&w);
    init_handler(&h, "H", DO_DESTROY_CONTEXT, w.ctx, w.probe);
    connect_handler(&h, "ping");
    CHECK_OK(rk_probe_emit_ping(w.probe));
    CHECK_EQ_INT(h.result, RK_ERR_BUSY);
    /* Nothing happened: the context and probe are alive and the handler still connected. */
    CHECK_EQ_INT(notify_total, 0);
    h.act = DO_NOTHING;
    CHECK_OK(rk_probe_emit_ping(w.probe));
    CHECK_EQ_INT(h.calls, 2);
    close_world(&w);
}

static rk_status busy_seen_in_work;
static rk_status busy_seen_in_timer;
static rk_status busy_seen_in_clock;
static rk_status busy_seen_in_notify;

static void destroy_from_work(void *user_data, int32_t finished) {
    if (finished) busy_seen_in_work = rk_context_destroy((rk_context *)user_data);
}
static void destroy_from_timer(void *user_data, int32_t finished) {
    if (finished) busy_seen_in_timer = rk_context_destroy((rk_context *)user_data);
}
static rk_context *clock_ctx;
static int clock_armed;
static double destroy_from_clock(void *user_data) {
    (void)user_data;
    if (clock_armed) {
        clock_armed = 0;
        busy_seen_in_clock = rk_context_destroy(clock_ctx);
    }
    return 5.0;
}
static void destroy_from_notify(void *user_data) {
    busy_seen_in_notify = rk_context_destroy((rk_context *)user_data);
}
static void noop_ping(void *object, void *user_data) {
    (void)object;
    (void)user_data;
}

static void callbacks_destroy_context_busy(void) {
    rk_context *ctx = NULL;
    rk_probe *probe = NULL;
    rk_connection c = 0;
    double now = 0;
    busy_seen_in_work = busy_seen_in_timer = busy_seen_in_clock = busy_seen_in_notify = 1;
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_probe_create(ctx, &probe));
    CHECK_OK(rk_context_post(ctx, destroy_from_work, ctx));
    CHECK_OK(rk_timer_start(ctx, 0.0, destroy_from_timer, ctx, NULL));
    CHECK_OK(rk_context_dispatch(ctx, NULL));
    CHECK_EQ_INT(busy_seen_in_work, RK_ERR_BUSY);
    CHECK_EQ_INT(busy_seen_in_timer, RK_ERR_BUSY);
    /* A destroy_notify run by rk_disconnect is a callback of the context too. */
    CHECK_OK(rk_connect(probe, "ping", (rk_callback)noop_ping, ctx, destroy_from_notify, &c));
    CHECK_OK(rk_disconnect(ctx, c));
    CHECK_EQ_INT(busy_seen_in_notify, RK_ERR_BUSY);
    /* So is the clock. */
    clock_ctx = ctx;
    CHECK_OK(rk_context_set_clock(ctx, destroy_from_clock, NULL));
    clock_armed = 1;
    CHECK_OK(rk_context_now(ctx, &now));
    CHECK_EQ_INT(busy_seen_in_clock, RK_ERR_BUSY);
    /* Still alive and usable. */
    CHECK_OK(rk_probe_emit_ping(probe));
    CHECK_OK(rk_context_destroy(ctx));
}

/* ---- destroy_notify accounting ---- */

static void probe_destroy_notifies_each_once(void) {
    world w;
    handler h[6];
    static const char *const names[6] = {"A", "B", "C", "D", "E", "F"};
    int i;
    open_world(&w);
    for (i = 0; i < 6; i++) {
        init_handler(&h[i], names[i], DO_NOTHING, w.ctx, w.probe);
        connect_handler(&h[i], i % 3 == 0 ? "ping" : i % 3 == 1 ? "values" : "measure");
    }
    CHECK_OK(rk_probe_destroy(w.probe));
    /* Connection order, across signals. */
    RKT_CHECK_LOG("~A ~B ~C ~D ~E ~F");
    for (i = 0; i < 6; i++) CHECK_EQ_INT(h[i].notified, 1);
    close_world(&w);
    for (i = 0; i < 6; i++) CHECK_EQ_INT(h[i].notified, 1);
}

static void context_destroy_notifies_in_order(void) {
    world w;
    rk_probe *second = NULL;
    handler a, b, c, d, e;
    open_world(&w);
    CHECK_OK(rk_probe_create(w.ctx, &second));
    /* Connections made in an order that differs from object order. */
    init_handler(&a, "A", DO_NOTHING, w.ctx, second);
    init_handler(&b, "B", DO_NOTHING, w.ctx, w.probe);
    init_handler(&c, "C", DO_NOTHING, w.ctx, second);
    init_handler(&d, "D", DO_NOTHING, w.ctx, w.probe);
    init_handler(&e, "E", DO_NOTHING, w.ctx, w.probe);
    connect_handler(&a, "ping");
    connect_handler(&b, "values");
    connect_handler(&c, "ping");
    connect_handler(&d, "ping");
    connect_handler(&e, "measure");
    CHECK_OK(rk_disconnect(w.ctx, d.connection));
    RKT_CHECK_LOG("~D");
    reset();
    connect_total = 5;
    notify_total = 1;
    close_world(&w);
    /* Objects in creation order (w.probe first), connections in connection order. */
    RKT_CHECK_LOG("~B ~E ~A ~C");
}

/* Everything a destroy runs, in the documented order, and calls into the dying context from those
   callbacks get RK_ERR_INVALID_HANDLE. */
static rk_context *dying_ctx;
static rk_probe *dying_probe;
static char name_n[] = "N", name_p1[] = "p1", name_p2[] = "p2", name_t10[] = "t10",
            name_t20[] = "t20", name_t30[] = "t30";

static void unexpected_work(void *user_data, int32_t finished) {
    (void)user_data;
    rkt_log("unexpected(%d)", (int)finished);
}

static void dying_notify(void *user_data) {
    rkt_log("~%s", (const char *)user_data);
    CHECK_RC(rk_probe_emit_ping(dying_probe), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_context_post(dying_ctx, unexpected_work, NULL), RK_ERR_INVALID_HANDLE);
}

static void dying_work(void *user_data, int32_t finished) {
    rkt_log("%s(%d)", (const char *)user_data, (int)finished);
    CHECK_RC(rk_context_post(dying_ctx, unexpected_work, NULL), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_timer_start(dying_ctx, 0, unexpected_work, NULL, NULL), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_context_dispatch(dying_ctx, NULL), RK_ERR_INVALID_HANDLE);
}

static void context_destroy_order(void) {
    world w;
    open_world(&w);
    dying_ctx = w.ctx;
    dying_probe = w.probe;
    CHECK_OK(rk_timer_start(w.ctx, 30.0, dying_work, name_t30, NULL));
    CHECK_OK(rk_timer_start(w.ctx, 10.0, dying_work, name_t10, NULL));
    CHECK_OK(rk_context_post(w.ctx, dying_work, name_p1));
    CHECK_OK(rk_connect(w.probe, "ping", (rk_callback)noop_ping, name_n, dying_notify, NULL));
    CHECK_OK(rk_timer_start(w.ctx, 20.0, dying_work, name_t20, NULL));
    CHECK_OK(rk_context_post(w.ctx, dying_work, name_p2));
    CHECK_OK(rk_context_destroy(w.ctx));
    RKT_CHECK_LOG("~N p1(0) p2(0) t10(0) t20(0) t30(0)");
    CHECK_RC(rk_context_destroy(w.ctx), RK_ERR_INVALID_HANDLE);
}

/* ---- indicator and monitor signals stay in order when a handler changes them ---- */

typedef struct {
    rk_indicator *indicator;
    rk_task *running;
    rk_context *ctx;
    int rebound;
} order_world; /* what the later handler saw goes to the log, in order */

/* The first stop handler binds the indicator to a running task: that starts it at once. */
static void first_stop_rebinds(void *object, void *user_data) {
    order_world *w = user_data;
    (void)object;
    if (!w->rebound) {
        w->rebound = 1;
        CHECK_OK(rk_indicator_set_animating_with_state_of_task(w->indicator, w->running));
    }
}
static void later_start(void *object, void *user_data) {
    (void)object;
    (void)user_data;
    rkt_log("start");
}
static void later_stop(void *object, void *user_data) {
    (void)object;
    (void)user_data;
    rkt_log("stop");
}

static void indicator_signals_stay_in_order(void) {
    order_world w;
    rk_task *suspended = NULL;
    int32_t animating = -1;
    uint32_t ran = 0;
    memset(&w, 0, sizeof w);
    rkt_log_reset();
    CHECK_OK(rk_context_create(&w.ctx));
    CHECK_OK(rk_indicator_create(w.ctx, &w.indicator));
    CHECK_OK(rk_task_create(w.ctx, &w.running));
    CHECK_OK(rk_task_create(w.ctx, &suspended));
    CHECK_OK(rk_task_resume(w.running));
    CHECK_OK(rk_context_dispatch(w.ctx, &ran));
    CHECK_OK(rk_connect(w.indicator, "stop-animating", (rk_callback)first_stop_rebinds, &w, NULL, NULL));
    CHECK_OK(rk_connect(w.indicator, "stop-animating", (rk_callback)later_stop, &w, NULL, NULL));
    CHECK_OK(rk_connect(w.indicator, "start-animating", (rk_callback)later_start, &w, NULL, NULL));
    /* Binding to a suspended task stops it; the first handler rebinds to the running one. */
    CHECK_OK(rk_indicator_set_animating_with_state_of_task(w.indicator, suspended));
    RKT_CHECK_LOG("stop start");
    CHECK_OK(rk_indicator_is_animating(w.indicator, &animating));
    CHECK_EQ_INT(animating, 1);
    CHECK_OK(rk_context_destroy(w.ctx));
}

typedef struct {
    rk_context *ctx;
    int turned_off;
} monitor_world; /* what the later handler saw goes to the log, in order */

static void first_visibility_turns_off(void *object, int32_t visible, void *user_data) {
    monitor_world *w = user_data;
    (void)object;
    if (visible && !w->turned_off) {
        w->turned_off = 1;
        CHECK_OK(rk_activity_monitor_set_enabled(w->ctx, 0));
    }
}
static void later_visibility(void *object, int32_t visible, void *user_data) {
    (void)object;
    (void)user_data;
    rkt_log("%d", (int)visible);
}

static void monitor_visibility_stays_in_order(void) {
    monitor_world w;
    rk_task *task = NULL;
    rk_activity_monitor_info info;
    uint32_t ran = 0;
    int i;
    memset(&w, 0, sizeof w);
    rkt_log_reset();
    CHECK_OK(rk_context_create(&w.ctx));
    CHECK_OK(rk_connect(w.ctx, "activity-visibility-changed", (rk_callback)first_visibility_turns_off, &w,
                        NULL, NULL));
    CHECK_OK(rk_connect(w.ctx, "activity-visibility-changed", (rk_callback)later_visibility, &w, NULL,
                        NULL));
    CHECK_OK(rk_activity_monitor_set_delays(w.ctx, 0, 0));
    CHECK_OK(rk_activity_monitor_set_enabled(w.ctx, 1));
    CHECK_OK(rk_task_create(w.ctx, &task));
    CHECK_OK(rk_task_resume(task));
    for (i = 0; i < 4 && !w.turned_off; i++) CHECK_OK(rk_context_dispatch(w.ctx, &ran));
    CHECK_EQ_INT(w.turned_off, 1);
    /* Shown, then hidden by the first handler: the later handler sees them in that order. */
    RKT_CHECK_LOG("1 0");
    memset(&info, 0, sizeof info);
    info.struct_size = sizeof info;
    CHECK_OK(rk_activity_monitor_get_info(w.ctx, &info));
    CHECK_EQ_INT(info.visible, 0);
    CHECK_OK(rk_context_destroy(w.ctx));
}

static const rkt_case cases[] = {
    RKT_CASE(indicator_signals_stay_in_order),
    RKT_CASE(monitor_visibility_stays_in_order),
    RKT_CASE(connection_order_is_call_order),
    RKT_CASE(handler_disconnects_itself),
    RKT_CASE(handler_disconnects_later_one),
    RKT_CASE(handler_disconnects_earlier_one),
    RKT_CASE(handler_connects_new_one),
    RKT_CASE(handler_connects_during_nested_emission),
    RKT_CASE(handler_destroys_emitting_probe),
    RKT_CASE(handler_destroys_probe_during_measure),
    RKT_CASE(measure_value_from_last_handler_called),
    RKT_CASE(probe_destroyed_in_nested_emission),
    RKT_CASE(disconnect_self_while_nested),
    RKT_CASE(nested_emission_on_same_probe),
    RKT_CASE(handler_dispatches_loop),
    RKT_CASE(nested_dispatch_keeps_order),
    RKT_CASE(handler_destroys_context_busy),
    RKT_CASE(callbacks_destroy_context_busy),
    RKT_CASE(probe_destroy_notifies_each_once),
    RKT_CASE(context_destroy_notifies_in_order),
    RKT_CASE(context_destroy_order),
};

RKT_MAIN(cases)
