/*
 * rk-plugin-host: RefreshKit loaded as a plugin.
 *
 * The way a runtime or an application with plugins uses RefreshKit:
 *  - the library is opened with dlopen (path: argv[1], else $RK_LIBRARY, else "librefreshkit.so.1"),
 *    and everything is reached through ONE symbol, rk_get_api, and the rk_api table it returns.
 *    This executable has no link-time dependency on the library and no undefined rk_* symbol
 *    (the ctest `plugin_no_link_symbols` checks that with nm and readelf);
 *  - the table's struct_size and abi_version are checked before any field is read;
 *  - handlers are libffi closures built from the signals' own descriptions (rk_signal_info), bound
 *    to per-object host state, as a runtime whose callbacks carry no user_data does it: the closure's
 *    user data is the host object, and the user_data given to rk_connect is NULL. The same goes for
 *    the destroy notify of each connection (it frees the handler's closure), the fake clock and the
 *    footer's completion.
 *
 * Two scenarios, each printed as a timeline and checked:
 *  1. a footer pull-up on a fake clock: drag past the trigger, release, the load-more trigger fires,
 *     rows arrive, end refreshing (with a completion);
 *  2. an indicator following a task that a worker thread resumes and completes: the events arrive on
 *     this (the loop) thread, at dispatch, while it polls the context's fd.
 * Exit status 0 only if every expected event arrived, in order, on the loop thread, and every
 * connection's destroy notify ran exactly once.
 *
 * Usage: rk-plugin-host [path/to/librefreshkit.so.1] [--quiet]
 */
#define _GNU_SOURCE /* RTLD_NODELETE */
#include <refreshkit.h> /* types and constants only: no function of it is called by name */

#include <dlfcn.h>
#include <ffi.h>
#include <inttypes.h>
#include <poll.h>
#include <pthread.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const rk_api *rk; /* the library, as far as this host knows it */
static int quiet;
static int failures;

#define SAY(...) do { if (!quiet) { printf(__VA_ARGS__); fflush(stdout); } } while (0)

static void fail(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "rk-plugin-host: FAIL: ");
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    failures++;
}

/* Every call through the table goes through CHECK: a failure prints the status and the message. */
static int check_status(rk_status status, const char *what) {
    if (status == RK_OK) return 1;
    char message[256];
    rk->last_error_message(message, sizeof message);
    fail("%s: %s (%d): %s", what, rk->status_string(status), (int)status, message);
    return 0;
}
#define CHECK(call) check_status((call), #call)

/* A table field may be read only if the library's table is long enough to hold it. */
#define RK_API_HAS(api, field) ((api)->struct_size >= offsetof(rk_api, field) + sizeof((api)->field))

/* ------------------------------------------------------------------------------------------------
 * Loading the plugin
 * ---------------------------------------------------------------------------------------------- */

typedef rk_status (*rk_get_api_fn)(uint32_t abi_major, const rk_api **out_api);

static void *load_refreshkit(const char *path) {
    void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE);
    if (library == NULL) {
        fprintf(stderr, "rk-plugin-host: dlopen(%s): %s\n", path, dlerror());
        return NULL;
    }
    /* POSIX: a data pointer from dlsym converts to a function pointer; memcpy keeps -pedantic quiet. */
    void *symbol = dlsym(library, "rk_get_api");
    rk_get_api_fn get_api;
    if (symbol == NULL) {
        fprintf(stderr, "rk-plugin-host: %s has no rk_get_api: %s\n", path, dlerror());
        dlclose(library);
        return NULL;
    }
    memcpy(&get_api, &symbol, sizeof get_api);

    const rk_api *api = NULL;
    rk_status status = get_api(RK_ABI_MAJOR, &api);
    if (status != RK_OK || api == NULL) {
        fprintf(stderr, "rk-plugin-host: rk_get_api(%d) failed with status %d\n", RK_ABI_MAJOR, (int)status);
        dlclose(library);
        return NULL;
    }
    /* The table must be the major this host was built for, at least the minor it was built against,
       and long enough for every field this host reads (the last one it uses is the check). */
    uint32_t major = api->abi_version >> 16, minor = api->abi_version & 0xffffu;
    uint32_t wanted = ((uint32_t)RK_ABI_MAJOR << 16) | (uint32_t)RK_VERSION_MINOR;
    if (major != RK_ABI_MAJOR || api->abi_version < wanted || !RK_API_HAS(api, component_get_state)) {
        fprintf(stderr,
                "rk-plugin-host: %s provides ABI %u.%u with a %u-byte table; this host needs %d.%d and "
                "%zu bytes\n", path, major, minor, api->struct_size, RK_ABI_MAJOR, RK_VERSION_MINOR,
                offsetof(rk_api, component_get_state) + sizeof api->component_get_state);
        dlclose(library);
        return NULL;
    }
    /* A wrong major must be refused, not answered with a table. */
    const rk_api *other = NULL;
    if (get_api(RK_ABI_MAJOR + 1, &other) != RK_ERR_VERSION || other != NULL)
        fail("rk_get_api(%d) did not answer RK_ERR_VERSION", RK_ABI_MAJOR + 1);
    rk = api;
    uint32_t version = rk->version();
    SAY("loaded %s: RefreshKit %u.%u.%u, ABI %u.%u, table of %u bytes (this host knows %zu)\n", path,
        version >> 16, (version >> 8) & 0xffu, version & 0xffu, major, minor, api->struct_size, sizeof(rk_api));
    return library;
}

/* ------------------------------------------------------------------------------------------------
 * Closures: a libffi closure whose user data is a host object
 * ---------------------------------------------------------------------------------------------- */

typedef void (*closure_fun)(ffi_cif *cif, void *ret, void **args, void *user_data);

struct closure {
    ffi_cif cif;
    ffi_type *types[RK_SIGNAL_MAX_PARAMS + 2];
    ffi_closure *closure;
    void *code; /* the executable address: cast it to the C function pointer type */
};

static int closure_make(struct closure *c, ffi_type *ret, unsigned count, ffi_type *const *types,
                        closure_fun fun, void *self) {
    if (count > RK_SIGNAL_MAX_PARAMS + 2) return 0;
    memcpy(c->types, types, count * sizeof *types);
    if (ffi_prep_cif(&c->cif, FFI_DEFAULT_ABI, count, ret, c->types) != FFI_OK) return 0;
    c->closure = ffi_closure_alloc(sizeof(ffi_closure), &c->code);
    if (c->closure == NULL) return 0;
    if (ffi_prep_closure_loc(c->closure, &c->cif, fun, self, c->code) != FFI_OK) {
        ffi_closure_free(c->closure);
        c->closure = NULL;
        return 0;
    }
    return 1;
}

static void closure_free(struct closure *c) {
    if (c->closure != NULL) ffi_closure_free(c->closure);
    c->closure = NULL;
    c->code = NULL;
}

/* Converts a closure's executable address to a C function pointer type without a pedantic warning. */
#define CLOSURE_AS(type, c) (*(type *)(void *)&(c)->code)

static ffi_type *ffi_type_of(rk_type type) {
    switch (type) {
    case RK_TYPE_VOID: return &ffi_type_void;
    case RK_TYPE_POINTER: return &ffi_type_pointer;
    case RK_TYPE_INT32: return &ffi_type_sint32;
    case RK_TYPE_INT64: return &ffi_type_sint64;
    case RK_TYPE_UINT64: return &ffi_type_uint64;
    case RK_TYPE_DOUBLE: return &ffi_type_double;
    case RK_TYPE_STRING: return &ffi_type_pointer;
    default: return NULL;
    }
}

/* ------------------------------------------------------------------------------------------------
 * Host objects and their connections
 *
 * A host object is the host's side of one RefreshKit object (a footer view, a spinner, a task
 * observer). Each connection ("slot") holds two closures that both carry the host object as user
 * data: the handler, and the destroy notify. libffi hands a closure function its cif, and the cif
 * lives in the slot, so the function finds its slot (signal description and method) from the cif.
 *
 * The destroy notify frees the handler's closure: RefreshKit calls it after the handler's last call.
 * The notify's own closure is running at that moment, and libffi does not promise that a closure
 * may free itself from inside, so it is retired and freed at the next safe point (reap_slots, called
 * after the host's calls into RefreshKit return, and when the host object is freed).
 * ---------------------------------------------------------------------------------------------- */

typedef union value {
    void *p;
    int32_t i32;
    int64_t i64;
    uint64_t u64;
    double d;
    const char *s;
} value;

struct host_object;
struct slot;
/* A method: gets the host object and the signal's parameters; its result is the handler's return
   value when the signal returns a double. */
typedef double (*method_fn)(struct host_object *self, const struct slot *slot, const value *params);

struct slot {
    struct closure handler;
    struct closure notify;
    rk_signal_desc desc;
    method_fn method;
    rk_connection connection;
    int ended; /* the destroy notify ran: handler freed, notify retired */
    int calls;
    struct slot *next;
};

#define SLOT_OF_HANDLER_CIF(cif) ((struct slot *)(void *)((char *)(cif) - offsetof(struct slot, handler.cif)))
#define SLOT_OF_NOTIFY_CIF(cif) ((struct slot *)(void *)((char *)(cif) - offsetof(struct slot, notify.cif)))

struct host_object {
    const char *name;
    void *handle;      /* the RefreshKit object */
    struct slot *slots;
    int connections;   /* made */
    int notified;      /* destroy notifies run */
    int wrong_calls;   /* calls with an unexpected object, user_data or thread */
};

static pthread_t loop_thread;

static void handler_fun(ffi_cif *cif, void *ret, void **args, void *user_data) {
    struct host_object *self = user_data;
    struct slot *slot = SLOT_OF_HANDLER_CIF(cif);
    value params[RK_SIGNAL_MAX_PARAMS];
    uint32_t n = slot->desc.param_count;
    slot->calls++;
    /* args: the object, the declared parameters, then RefreshKit's user_data (NULL here). */
    if (*(void **)args[0] != self->handle || *(void **)args[n + 1] != NULL ||
        !pthread_equal(pthread_self(), loop_thread))
        self->wrong_calls++;
    for (uint32_t i = 0; i < n; i++) {
        void *arg = args[i + 1];
        switch (slot->desc.param_types[i]) {
        case RK_TYPE_POINTER: params[i].p = *(void **)arg; break;
        case RK_TYPE_INT32: params[i].i32 = *(int32_t *)arg; break;
        case RK_TYPE_INT64: params[i].i64 = *(int64_t *)arg; break;
        case RK_TYPE_UINT64: params[i].u64 = *(uint64_t *)arg; break;
        case RK_TYPE_DOUBLE: params[i].d = *(double *)arg; break;
        case RK_TYPE_STRING: params[i].s = *(const char **)arg; break;
        default: params[i].u64 = 0; break;
        }
    }
    double result = slot->method(self, slot, params);
    if (slot->desc.return_type == RK_TYPE_DOUBLE) *(double *)ret = result;
}

static void notify_fun(ffi_cif *cif, void *ret, void **args, void *user_data) {
    struct host_object *self = user_data;
    struct slot *slot = SLOT_OF_NOTIFY_CIF(cif);
    (void)ret;
    if (*(void **)args[0] != NULL || slot->ended || !pthread_equal(pthread_self(), loop_thread))
        self->wrong_calls++;
    closure_free(&slot->handler); /* after the handler's last call: safe */
    slot->ended = 1;              /* this closure is running: reap_slots frees it later */
    self->notified++;
}

/* Connects method to the object's signal through a closure typed from the signal's description. */
static int host_connect(struct host_object *self, const char *signal, method_fn method) {
    rk_kind kind = 0;
    uint32_t index = 0;
    struct slot *slot = calloc(1, sizeof *slot);
    if (slot == NULL) return 0;
    slot->desc.struct_size = sizeof slot->desc;
    if (!CHECK(rk->object_kind(self->handle, &kind)) || !CHECK(rk->signal_lookup(kind, signal, &index)) ||
        !CHECK(rk->signal_info(kind, index, &slot->desc))) {
        free(slot);
        return 0;
    }
    ffi_type *types[RK_SIGNAL_MAX_PARAMS + 2];
    uint32_t n = slot->desc.param_count;
    types[0] = &ffi_type_pointer; /* the object */
    for (uint32_t i = 0; i < n; i++) types[i + 1] = ffi_type_of(slot->desc.param_types[i]);
    types[n + 1] = &ffi_type_pointer; /* user_data */
    ffi_type *notify_types[1] = {&ffi_type_pointer};
    slot->method = method;
    for (uint32_t i = 0; i <= n + 1; i++) {
        if (types[i] == NULL || ffi_type_of(slot->desc.return_type) == NULL) {
            /* A type a newer library added: this host cannot marshal it, so it does not connect. */
            fail("%s: \"%s\" uses a parameter or return type this host does not know", self->name, signal);
            free(slot);
            return 0;
        }
    }
    if (!closure_make(&slot->handler, ffi_type_of(slot->desc.return_type), n + 2, types, handler_fun, self) ||
        !closure_make(&slot->notify, &ffi_type_void, 1, notify_types, notify_fun, self)) {
        closure_free(&slot->handler);
        closure_free(&slot->notify);
        free(slot);
        fail("%s: cannot build closures for \"%s\"", self->name, signal);
        return 0;
    }
    rk_status status = rk->connect(self->handle, signal, CLOSURE_AS(rk_callback, &slot->handler),
                                   NULL /* user_data: the closure carries the host object */,
                                   CLOSURE_AS(rk_destroy_notify, &slot->notify), &slot->connection);
    if (!check_status(status, signal)) { /* on failure destroy_notify is not called */
        closure_free(&slot->handler);
        closure_free(&slot->notify);
        free(slot);
        return 0;
    }
    slot->next = self->slots;
    self->slots = slot;
    self->connections++;
    return 1;
}

/* Frees the slots whose destroy notify has run (never call it from inside a callback). */
static void reap_slots(struct host_object *self) {
    struct slot **link = &self->slots;
    while (*link != NULL) {
        struct slot *slot = *link;
        if (slot->ended) {
            *link = slot->next;
            closure_free(&slot->notify);
            free(slot);
        } else {
            link = &slot->next;
        }
    }
}

/* After the RefreshKit object is destroyed (every notify has run), the host object can go. */
static void host_object_finish(struct host_object *self) {
    reap_slots(self);
    if (self->slots != NULL) fail("%s: a connection outlived its object", self->name);
    if (self->notified != self->connections)
        fail("%s: %d destroy notifies for %d connections", self->name, self->notified, self->connections);
    if (self->wrong_calls != 0) fail("%s: %d calls with a wrong object, user_data or thread", self->name,
                                     self->wrong_calls);
}

/* ------------------------------------------------------------------------------------------------
 * The event log: every scenario records compact tokens and compares them with what it expects.
 * ---------------------------------------------------------------------------------------------- */

#define LOG_MAX 256
static char event_log[LOG_MAX][64];
static int event_count;

static void record(const char *fmt, ...) {
    if (event_count >= LOG_MAX) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(event_log[event_count++], sizeof event_log[0], fmt, ap);
    va_end(ap);
}

/* Checks that `expected` occur in the log in this order (other events may come between them). */
static int expect_in_order(const char *scenario, const char *const *expected, int count) {
    int at = 0;
    for (int i = 0; i < event_count && at < count; i++)
        if (strcmp(event_log[i], expected[at]) == 0) at++;
    if (at == count) return 1;
    fail("%s: expected event \"%s\" (number %d of %d in order) did not arrive", scenario, expected[at], at + 1,
         count);
    return 0;
}

static int count_events(const char *token) {
    int n = 0;
    for (int i = 0; i < event_count; i++) n += strcmp(event_log[i], token) == 0;
    return n;
}

/* ------------------------------------------------------------------------------------------------
 * Scenario 1: a footer pull-up on a fake clock
 * ---------------------------------------------------------------------------------------------- */

/* The fake clock is a host object too: its closure carries it; rk_context_set_clock gets NULL. */
struct fake_clock {
    struct host_object base;
    struct closure fn;
    double now;
};

static void clock_fun(ffi_cif *cif, void *ret, void **args, void *user_data) {
    struct fake_clock *clock = user_data;
    (void)cif;
    (void)args;
    *(double *)ret = clock->now;
}

struct footer_view {
    struct host_object base;
    struct fake_clock *clock;
    rk_scroll_metrics metrics;
    int rows;
    int loads;
};

static const char *state_name(int32_t state) {
    switch (state) {
    case RK_FOOTER_IDLE: return "Idle";
    case RK_FOOTER_PULLING: return "Pulling";
    case RK_FOOTER_REFRESHING: return "Refreshing";
    case RK_FOOTER_WILL_REFRESH: return "WillRefresh";
    case RK_FOOTER_NO_MORE_DATA: return "NoMoreData";
    default: return "?";
    }
}

#define VIEW(self) ((struct footer_view *)(void *)(self))
#define NOW(self) (VIEW(self)->clock->now)

static double footer_state(struct host_object *self, const struct slot *slot, const value *v) {
    (void)slot;
    SAY("  %6.3f  state      %s -> %s\n", NOW(self), state_name(v[1].i32), state_name(v[0].i32));
    record("state %s->%s", state_name(v[1].i32), state_name(v[0].i32));
    return 0;
}

static double footer_percent(struct host_object *self, const struct slot *slot, const value *v) {
    (void)slot;
    SAY("  %6.3f  percent    %.3f\n", NOW(self), v[0].d);
    return 0;
}

static double footer_frame(struct host_object *self, const struct slot *slot, const value *v) {
    (void)slot;
    SAY("  %6.3f  gif frame  image %" PRIu64 " (#%d)\n", NOW(self), v[0].u64, (int)v[1].i32);
    record("frame %" PRIu64, v[0].u64);
    return 0;
}

static double footer_layout(struct host_object *self, const struct slot *slot, const value *v) {
    (void)slot;
    SAY("  %6.3f  layout     footer (%g, %g, %g x %g), gif (%g, %g, %g x %g)\n", NOW(self), v[0].d, v[1].d,
        v[2].d, v[3].d, v[4].d, v[5].d, v[6].d, v[7].d);
    return 0;
}

/* The footer's requests are applied to the host's scroll view, as UIKit would. */
static double footer_inset(struct host_object *self, const struct slot *slot, const value *v) {
    (void)slot;
    VIEW(self)->metrics.inset_bottom = v[0].d;
    SAY("  %6.3f  request    bottom inset %g over %.2f s\n", NOW(self), v[0].d, v[1].d);
    record("inset %g", v[0].d);
    return 0;
}

static double footer_offset(struct host_object *self, const struct slot *slot, const value *v) {
    (void)slot;
    VIEW(self)->metrics.offset_y = v[0].d;
    SAY("  %6.3f  request    offset %g over %.2f s\n", NOW(self), v[0].d, v[1].d);
    return 0;
}

static double footer_label(struct host_object *self, const struct slot *slot, const value *v) {
    (void)slot;
    SAY("  %6.3f  label      \"%s\"\n", NOW(self), v[0].s);
    record("label %s", v[0].s);
    return 0;
}

static double footer_measure(struct host_object *self, const struct slot *slot, const value *v) {
    (void)self;
    (void)slot;
    return 7.5 * (double)strlen(v[0].s); /* a monospace font: 7.5 points per byte */
}

static double footer_refreshing(struct host_object *self, const struct slot *slot, const value *v) {
    (void)slot;
    (void)v;
    VIEW(self)->loads++;
    SAY("  %6.3f  REFRESHING load #%d: fetching 20 more rows\n", NOW(self), VIEW(self)->loads);
    record("refreshing at %.3f", NOW(self));
    return 0;
}

/* The end completion: a one-shot closure, bound to the footer view like the handlers. */
static struct closure end_completion;
static int end_finished = -1;

static void completion_fun(ffi_cif *cif, void *ret, void **args, void *user_data) {
    struct host_object *self = user_data;
    (void)cif;
    (void)ret;
    end_finished = *(int32_t *)args[1];
    if (*(void **)args[2] != NULL) self->wrong_calls++;
    SAY("  %6.3f  completion end (finished=%d)\n", NOW(self), end_finished);
    record("completion %d at %.3f", end_finished, NOW(self));
}

/* Lets time pass on the fake clock, dispatching each timer when it is due. */
static void advance(rk_context *ctx, struct fake_clock *clock, double seconds) {
    double end = clock->now + seconds;
    for (;;) {
        double timeout = -1;
        if (!CHECK(rk->context_next_timeout(ctx, &timeout))) break;
        if (timeout < 0 || clock->now + timeout > end) break;
        clock->now += timeout;
        CHECK(rk->context_dispatch(ctx, NULL));
    }
    clock->now = end;
}

static void scroll_to(struct footer_view *view, double offset, int dragging) {
    view->metrics.offset_y = offset;
    view->metrics.dragging = dragging;
    CHECK(rk->component_set_metrics(view->base.handle, &view->metrics));
}

static void rows_arrived(struct footer_view *view, int rows) {
    view->rows += rows;
    view->metrics.content_height = 44.0 * view->rows;
    CHECK(rk->component_set_data_count(view->base.handle, view->rows));
    CHECK(rk->component_set_metrics(view->base.handle, &view->metrics));
}

static int run_footer(void) {
    rk_context *ctx = NULL;
    struct fake_clock clock;
    struct footer_view view;
    memset(&clock, 0, sizeof clock);
    clock.base.name = "clock";
    clock.now = 100.0;
    memset(&view, 0, sizeof view);
    view.base.name = "footer view";
    view.clock = &clock;
    event_count = 0;

    SAY("\n1. A footer under a 375 x 600 list of 25 rows (content 1100, top inset 64), fake clock at 100 s:\n");
    if (!CHECK(rk->context_create(&ctx))) return 0;
    if (!closure_make(&clock.fn, &ffi_type_double, 1, (ffi_type *[]){&ffi_type_pointer}, clock_fun, &clock)) {
        fail("clock closure");
        return 0;
    }
    CHECK(rk->context_set_clock(ctx, CLOSURE_AS(rk_clock_fn, &clock.fn), NULL));
    CHECK(rk->footer_create(ctx, (rk_footer **)&view.base.handle));

    static const struct { const char *signal; method_fn method; } handlers[] = {
        {"state-changed", footer_state},     {"pulling-percent", footer_percent},
        {"frame-changed", footer_frame},     {"layout-changed", footer_layout},
        {"inset-requested", footer_inset},   {"offset-requested", footer_offset},
        {"label-changed", footer_label},     {"measure-text", footer_measure},
        {"refreshing", footer_refreshing},
    };
    for (size_t i = 0; i < sizeof handlers / sizeof handlers[0]; i++)
        host_connect(&view.base, handlers[i].signal, handlers[i].method);

    rk_image idle[4], pulling[2], refreshing[3];
    for (int i = 0; i < 4; i++) idle[i] = (rk_image){100u + (uint64_t)i, 40, 40};
    for (int i = 0; i < 2; i++) pulling[i] = (rk_image){200u + (uint64_t)i, 40, 40};
    for (int i = 0; i < 3; i++) refreshing[i] = (rk_image){300u + (uint64_t)i, 40, 40};
    CHECK(rk->component_set_images(view.base.handle, RK_FOOTER_IDLE, idle, 4));
    CHECK(rk->component_set_images(view.base.handle, RK_FOOTER_PULLING, pulling, 2));
    CHECK(rk->component_set_images(view.base.handle, RK_FOOTER_REFRESHING, refreshing, 3));
    view.metrics.struct_size = sizeof view.metrics;
    view.metrics.viewport_width = 375;
    view.metrics.viewport_height = 600;
    view.metrics.inset_top = 64;
    view.metrics.offset_y = -64;
    rows_arrived(&view, 25);

    SAY("-- drag up past the trigger, release\n");
    double happen = view.metrics.content_height - 600 + view.metrics.inset_bottom; /* 500 */
    for (double pull = 10; pull <= 70; pull += 20) {
        scroll_to(&view, happen + pull, 1);
        advance(ctx, &clock, 0.05);
    }
    scroll_to(&view, happen + 66, 0);
    advance(ctx, &clock, 0.3);
    SAY("-- 20 rows arrived; end refreshing\n");
    rows_arrived(&view, 20);
    if (!closure_make(&end_completion, &ffi_type_void, 3,
                      (ffi_type *[]){&ffi_type_pointer, &ffi_type_sint32, &ffi_type_pointer}, completion_fun,
                      &view.base))
        fail("completion closure");
    CHECK(rk->component_end_refreshing(view.base.handle, CLOSURE_AS(rk_component_completion_fn, &end_completion), NULL));
    advance(ctx, &clock, 0.5);

    rk_footer_state state = 0;
    CHECK(rk->component_get_state(view.base.handle, &state));
    /* Bad input through the table: an error status and a message, nothing else. */
    rk_status bad = rk->component_set_height(view.base.handle, -1.0);
    char message[128] = "";
    size_t length = rk->last_error_message(message, sizeof message);
    SAY("-- rk_component_set_height(-1): %s, \"%s\"\n", rk->status_string(bad), message);
    if (bad != RK_ERR_INVALID_ARGUMENT || length == 0) fail("set_height(-1) gave %d, message length %zu", bad, length);

    CHECK(rk->component_destroy(view.base.handle));
    rk_status dead = rk->component_get_state(view.base.handle, &state);
    if (dead != RK_ERR_INVALID_HANDLE) fail("a destroyed footer answered %d", dead);
    CHECK(rk->context_destroy(ctx));
    closure_free(&clock.fn); /* the clock is not called after its context is destroyed */
    closure_free(&end_completion);
    host_object_finish(&view.base);

    static const char *const expected[] = {
        /* the pull: Idle frames follow the percent, then Pulling, released at 100.2 s */
        "frame 100", "state Idle->Pulling", "label Release to load more", "frame 200",
        "state Pulling->Refreshing", "inset 44", "label Loading...", "frame 300",
        /* the trigger after the fast animation (0.25 s) */
        "refreshing at 100.450",
        /* the end at 100.5 s, the completion after the slow animation (0.4 s) */
        "state Refreshing->Idle", "inset 0", "label Pull up to load more", "completion 1 at 100.900",
    };
    int ok = expect_in_order("footer", expected, (int)(sizeof expected / sizeof expected[0]));
    if (view.loads != 1) ok = 0, fail("footer: the load-more trigger fired %d times", view.loads);
    if (state != RK_FOOTER_IDLE) ok = 0, fail("footer: final state %s", state_name(state));
    if (end_finished != 1) ok = 0, fail("footer: completion finished=%d", end_finished);
    SAY("footer: %d events, %d connections, %d destroy notifies, final state %s: %s\n", event_count,
        view.base.connections, view.base.notified, state_name(state), ok ? "ok" : "FAILED");
    return ok;
}

/* ------------------------------------------------------------------------------------------------
 * Scenario 2: an indicator follows a task that a worker thread resumes and completes
 * ---------------------------------------------------------------------------------------------- */

static double wall_start;
static double wall_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ((double)ts.tv_sec + (double)ts.tv_nsec * 1e-9 - wall_start) * 1000.0;
}

static void sleep_ms(int ms) {
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

static double spinner_start(struct host_object *self, const struct slot *slot, const value *v) {
    (void)self; (void)slot; (void)v;
    SAY("  %5.0f ms  loop thread: spinner start-animating\n", wall_ms());
    record("spinner start");
    return 0;
}

static double spinner_stop(struct host_object *self, const struct slot *slot, const value *v) {
    (void)self; (void)slot; (void)v;
    SAY("  %5.0f ms  loop thread: spinner stop-animating\n", wall_ms());
    record("spinner stop");
    return 0;
}

static double task_resumed(struct host_object *self, const struct slot *slot, const value *v) {
    (void)self; (void)slot; (void)v;
    SAY("  %5.0f ms  loop thread: task resumed\n", wall_ms());
    record("task resumed");
    return 0;
}

static double task_completed(struct host_object *self, const struct slot *slot, const value *v) {
    (void)self; (void)slot;
    SAY("  %5.0f ms  loop thread: task completed (%d, \"%s\")\n", wall_ms(), (int)v[0].i32, v[1].s);
    record("task completed %d %s", (int)v[0].i32, v[1].s);
    return 0;
}

struct worker {
    rk_task *task;
    rk_status resumed, completed;
};

static void *network_worker(void *arg) {
    struct worker *worker = arg;
    sleep_ms(30);
    SAY("  %5.0f ms  worker thread: rk_task_resume\n", wall_ms());
    worker->resumed = rk->task_resume(worker->task);
    sleep_ms(60);
    SAY("  %5.0f ms  worker thread: rk_task_complete(0, \"200 OK\")\n", wall_ms());
    worker->completed = rk->task_complete(worker->task, 0, "200 OK");
    return NULL;
}

static int run_task(void) {
    rk_context *ctx = NULL;
    struct host_object spinner = {"spinner", NULL, NULL, 0, 0, 0};
    struct host_object task = {"task observer", NULL, NULL, 0, 0, 0};
    struct worker worker = {NULL, -100, -100};
    pthread_t thread;
    int fd = -1;
    event_count = 0;

    SAY("\n2. A spinner follows a task that a worker thread resumes and completes:\n");
    if (!CHECK(rk->context_create(&ctx))) return 0;
    CHECK(rk->indicator_create(ctx, (rk_indicator **)&spinner.handle));
    CHECK(rk->task_create(ctx, (rk_task **)&task.handle));
    host_connect(&spinner, "start-animating", spinner_start);
    host_connect(&spinner, "stop-animating", spinner_stop);
    host_connect(&task, "resumed", task_resumed);
    host_connect(&task, "completed", task_completed);
    CHECK(rk->context_fd(ctx, &fd));

    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    wall_start = (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
    SAY("  %5.0f ms  loop thread: bind the spinner to the (suspended) task\n", wall_ms());
    CHECK(rk->indicator_set_animating_with_state_of_task(spinner.handle, task.handle));
    worker.task = task.handle;
    if (pthread_create(&thread, NULL, network_worker, &worker) != 0) {
        fail("pthread_create");
        return 0;
    }
    int dispatches = 0;
    while (count_events("spinner stop") < 2 && wall_ms() < 5000) {
        double timeout = 0;
        CHECK(rk->context_next_timeout(ctx, &timeout));
        struct pollfd pfd = {fd, POLLIN, 0};
        int ready = poll(&pfd, 1, timeout < 0 ? 100 : (int)(timeout * 1000.0 + 0.999));
        if (ready > 0) {
            uint32_t ran = 0;
            SAY("  %5.0f ms  loop thread: fd readable, rk_context_dispatch\n", wall_ms());
            CHECK(rk->context_dispatch(ctx, &ran));
            dispatches++;
        }
    }
    pthread_join(thread, NULL);
    CHECK(rk->context_dispatch(ctx, NULL));
    int32_t animating = -1;
    CHECK(rk->indicator_is_animating(spinner.handle, &animating));
    if (worker.resumed != RK_OK || worker.completed != RK_OK)
        fail("task: worker calls returned %d and %d", worker.resumed, worker.completed);

    /* The context's destroy ends every connection: each notify runs once, freeing its closure. */
    CHECK(rk->context_destroy(ctx));
    host_object_finish(&spinner);
    host_object_finish(&task);

    static const char *const expected[] = {
        "spinner stop", "task resumed", "spinner start", "task completed 0 200 OK", "spinner stop",
    };
    int ok = expect_in_order("task", expected, (int)(sizeof expected / sizeof expected[0]));
    if (event_count != 5) ok = 0, fail("task: %d events, expected 5", event_count);
    if (animating != 0) ok = 0, fail("task: the spinner is still animating");
    SAY("task: %d events in %d dispatches, spinner %s: %s\n", event_count, dispatches,
        animating ? "animating" : "stopped", ok ? "ok" : "FAILED");
    return ok;
}

int main(int argc, char **argv) {
    const char *path = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--quiet") == 0) quiet = 1;
        else if (strcmp(argv[i], "--help") == 0) {
            printf("usage: rk-plugin-host [path/to/librefreshkit.so.1] [--quiet]\n"
                   "  The library path defaults to $RK_LIBRARY, then \"librefreshkit.so.1\" (dlopen's search).\n");
            return 0;
        } else path = argv[i];
    }
    if (path == NULL) path = getenv("RK_LIBRARY");
    if (path == NULL || *path == '\0') path = "librefreshkit.so.1";
    loop_thread = pthread_self();

    void *library = load_refreshkit(path);
    if (library == NULL) return 1;
    int footer_ok = run_footer();
    int task_ok = run_task();
    rk = NULL;
    /* The API table and every function pointer die with the library: nothing of it is used after. */
    if (dlclose(library) != 0) fail("dlclose: %s", dlerror());

    int ok = footer_ok && task_ok && failures == 0;
    printf("rk-plugin-host: %s (footer %s, task %s, %d failures)\n", ok ? "ok" : "FAILED",
           footer_ok ? "ok" : "FAILED", task_ok ? "ok" : "FAILED", failures);
    return ok ? 0 : 1;
}
