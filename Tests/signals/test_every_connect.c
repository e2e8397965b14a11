/*
 * test_every_connect: every typed connect of the header, called through the C ABI.
 *
 * The calls come from every_connect_table.h, which the build makes from the built library's signal
 * tables (Tests/signals/generate.py --test): for each typed connect, a handler of its exact type
 * and one call. For each, on live objects of its kind (for rk_component_connect_*, on each of the
 * four components), it must connect (RK_OK, a connection that rk_disconnect then ends); given
 * NULL or a destroyed object of its kind it must refuse with RK_ERR_INVALID_HANDLE, and given (cast)
 * a live object of a kind without the signal with RK_ERR_NOT_FOUND, as rk_connect does: each time
 * with a message and no connection written. The table must name every typed
 * connect the header declares (read from Include/refreshkit.h beside these tests).
 */
#include "rk_test.h"

typedef struct typed_connect {
    const char *name;
    const char *signal;
    rk_kind kind; /* RK_KIND_FOOTER for rk_component_connect_*: see components below */
    rk_status (*call)(void *object, rk_connection *out);
} typed_connect;

#include "every_connect_table.h"

enum { N_CONNECTS = sizeof typed_connects / sizeof typed_connects[0] };

static rk_context *ctx;

/* A new object of `kind` in ctx (the context itself for RK_KIND_CONTEXT). */
static void *make(rk_kind kind) {
    void *o = NULL;
    switch (kind) {
    case RK_KIND_CONTEXT: return ctx;
    case RK_KIND_PROBE: CHECK_OK(rk_probe_create(ctx, (rk_probe **)&o)); break;
    case RK_KIND_FOOTER: CHECK_OK(rk_footer_create(ctx, (rk_footer **)&o)); break;
    case RK_KIND_TASK: CHECK_OK(rk_task_create(ctx, (rk_task **)&o)); break;
    case RK_KIND_INDICATOR: CHECK_OK(rk_indicator_create(ctx, (rk_indicator **)&o)); break;
    case RK_KIND_HEADER: CHECK_OK(rk_header_create(ctx, RK_HEADER_STYLE_GIF, (rk_header **)&o)); break;
    case RK_KIND_TRAILER: CHECK_OK(rk_trailer_create(ctx, RK_TRAILER_STYLE_NORMAL, (rk_trailer **)&o)); break;
    case RK_KIND_AUTO_FOOTER:
        CHECK_OK(rk_auto_footer_create(ctx, RK_AUTO_FOOTER_STYLE_NORMAL, (rk_auto_footer **)&o));
        break;
    case RK_KIND_SCROLL_VIEW: CHECK_OK(rk_scroll_view_create(ctx, (rk_scroll_view **)&o)); break;
    case RK_KIND_PROGRESS: CHECK_OK(rk_progress_create(ctx, (rk_progress **)&o)); break;
    case RK_KIND_AUTO_HEADER:
        CHECK_OK(rk_auto_header_create(ctx, RK_AUTO_FOOTER_STYLE_NORMAL, (rk_auto_header **)&o));
        break;
    default: CHECK_MSG(0, "the test makes no object of kind %d", (int)kind); break;
    }
    return o;
}

/* Destroys an object `make` made (not the context). */
static void destroy(rk_kind kind, void *o) {
    if (kind == RK_KIND_CONTEXT) return;
    if (kind == RK_KIND_PROBE) CHECK_OK(rk_probe_destroy(o));
    else if (kind == RK_KIND_TASK) CHECK_OK(rk_task_destroy(o));
    else if (kind == RK_KIND_INDICATOR) CHECK_OK(rk_indicator_destroy(o));
    else if (kind == RK_KIND_SCROLL_VIEW) CHECK_OK(rk_scroll_view_destroy(o));
    else if (kind == RK_KIND_PROGRESS) CHECK_OK(rk_progress_destroy(o));
    else CHECK_OK(rk_component_destroy(o)); /* the four components */
}

static int is_generic(const typed_connect *t) { return strncmp(t->name, "rk_component_", 13) == 0; }

static void connects_on(const typed_connect *t, rk_kind kind) {
    void *o = make(kind);
    rk_connection conn = 0;
    RKT_NOTE("%s on a live %s", t->name, rk_kind_name(kind));
    CHECK_OK(t->call(o, &conn));
    CHECK_MSG(conn != 0, "%s wrote no connection", t->name);
    CHECK_OK(rk_disconnect(ctx, conn));
    destroy(kind, o);
}

static void refuses(const typed_connect *t, void *o, const char *what, rk_status want) {
    rk_connection conn = 0;
    RKT_NOTE("%s given %s", t->name, what);
    CHECK_RC(t->call(o, &conn), want);
    CHECK_MSG(conn == 0, "%s given %s wrote a connection", t->name, what);
}

static void every_typed_connect_connects_and_refuses(void) {
    static const rk_kind components[] = {RK_KIND_FOOTER, RK_KIND_HEADER, RK_KIND_TRAILER, RK_KIND_AUTO_FOOTER,
                                         RK_KIND_AUTO_HEADER};
    size_t i, k;
    CHECK_OK(rk_context_create(&ctx));
    for (i = 0; i < N_CONNECTS; i++) {
        const typed_connect *t = &typed_connects[i];
        rk_kind other;
        uint32_t index;
        void *dead, *foreign;
        /* A kind without this signal: the task has none of the others' names, the probe none of
           the task's. */
        other = rk_signal_lookup(RK_KIND_TASK, t->signal, &index) == RK_OK ? RK_KIND_PROBE : RK_KIND_TASK;
        CHECK_RC(rk_signal_lookup(other, t->signal, &index), RK_ERR_NOT_FOUND);
        if (is_generic(t)) {
            for (k = 0; k < sizeof components / sizeof components[0]; k++) connects_on(t, components[k]);
        } else {
            connects_on(t, t->kind);
        }
        refuses(t, NULL, "NULL", RK_ERR_INVALID_HANDLE);
        if (t->kind != RK_KIND_CONTEXT) {
            dead = make(t->kind);
            destroy(t->kind, dead);
            refuses(t, dead, "a destroyed object of its kind", RK_ERR_INVALID_HANDLE);
        }
        foreign = make(other);
        refuses(t, foreign, "a live object of a kind without the signal", RK_ERR_NOT_FOUND);
        destroy(other, foreign);
    }
    rkt_note[0] = '\0';
    CHECK_OK(rk_context_destroy(ctx));
    printf("  %d typed connects called\n", (int)N_CONNECTS);
}

/* The table names every typed connect the header declares, and nothing else. */
static void the_table_covers_the_header(void) {
    char path[4096];
    const char *here = __FILE__, *slash = strrchr(here, '/');
    static char text[1 << 20];
    size_t n, found = 0, i;
    const char *at;
    FILE *f;
    snprintf(path, sizeof path, "%.*s%s../../Include/refreshkit.h", slash ? (int)(slash - here) : 0, here,
             slash ? "/" : "");
    f = fopen(path, "r");
    CHECK_MSG(f != NULL, "cannot open %s", path);
    if (f == NULL) return;
    n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    for (at = strstr(text, "static inline rk_status"); at; at = strstr(at + 1, "static inline rk_status")) {
        const char *name = at + strlen("static inline rk_status");
        size_t len;
        int listed = 0;
        name += strspn(name, " \n");
        len = strcspn(name, "(");
        for (i = 0; i < N_CONNECTS; i++) {
            if (strlen(typed_connects[i].name) == len && strncmp(typed_connects[i].name, name, len) == 0) listed = 1;
        }
        CHECK_MSG(listed, "%.*s is declared but not called by this test", (int)len, name);
        found++;
    }
    printf("  the header declares %zu typed connects; the table calls %d\n", found, (int)N_CONNECTS);
    CHECK_EQ_INT(found, N_CONNECTS);
}

static const rkt_case cases[] = {
    RKT_CASE(the_table_covers_the_header),
    RKT_CASE(every_typed_connect_connects_and_refuses),
};
RKT_MAIN(cases)
