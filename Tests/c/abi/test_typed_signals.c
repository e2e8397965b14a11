/*
 * test_typed_signals: the generated typed connects (rk_<kind>_connect_<signal>,
 * rk_component_connect_<signal>) connect the handler to the signal they name, and the handler is
 * called with the object's handle and the signal's arguments in their C types, user_data last; the
 * connection they return is an ordinary one (rk_disconnect ends it, destroy_notify runs once).
 */
#include "rk_test.h"

/* What the last handler call saw. */
typedef struct {
    int calls;
    void *object;
    void *pointer;
    int32_t i32a, i32b;
    int64_t i64;
    uint64_t u64;
    double real;
    char text[64];
    void *user_data;
    int notified;
} seen_call;

/* The destroy_notify: user_data is the seen_call. */
static void notified(void *user_data) { ((seen_call *)user_data)->notified++; }

static void remember_text(seen_call *seen, const char *text) {
    snprintf(seen->text, sizeof seen->text, "%s", text);
}

/* ---- the probe: every parameter type, and a return value ---- */

static void on_values(rk_probe *probe, void *pointer, int32_t i32, int64_t i64, uint64_t u64,
                      double real, const char *text, void *user_data) {
    seen_call *seen = user_data;
    seen->calls++;
    seen->object = probe;
    seen->pointer = pointer;
    seen->i32a = i32;
    seen->i64 = i64;
    seen->u64 = u64;
    seen->real = real;
    remember_text(seen, text);
    seen->user_data = user_data;
}

static double on_measure(rk_probe *probe, const char *text, double size, void *user_data) {
    seen_call *seen = user_data;
    seen->calls++;
    seen->object = probe;
    seen->real = size;
    remember_text(seen, text);
    return size * 2 + 0.5;
}

static void on_pair(rk_probe *probe, int32_t first, int32_t second, void *user_data) {
    seen_call *seen = user_data;
    seen->calls++;
    seen->object = probe;
    seen->i32a = first;
    seen->i32b = second;
}

static void probe_typed_connects(void) {
    rk_context *ctx = NULL;
    rk_probe *probe = NULL;
    seen_call values = {0}, measure = {0}, pair = {0};
    rk_connection connection = 0;
    double answer = 0;
    int32_t handled = 0;
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_probe_create(ctx, &probe));

    CHECK_OK(rk_probe_connect_values(probe, on_values, &values, NULL, NULL));
    CHECK_OK(rk_probe_emit_values(probe, RKT_PTR(0x1234), -7, INT64_MIN, UINT64_MAX, 2.25, "héllo"));
    CHECK_EQ_INT(values.calls, 1);
    CHECK(values.object == probe);
    CHECK(values.pointer == RKT_PTR(0x1234));
    CHECK_EQ_INT(values.i32a, -7);
    CHECK(values.i64 == INT64_MIN);
    CHECK_EQ_U64(values.u64, UINT64_MAX);
    CHECK_EQ_BITS(values.real, 2.25);
    CHECK_STR(values.text, "héllo");
    CHECK(values.user_data == &values);

    CHECK_OK(rk_probe_connect_measure(probe, on_measure, &measure, NULL, NULL));
    CHECK_OK(rk_probe_emit_measure(probe, "width", 10.0, &answer, &handled));
    CHECK_EQ_INT(measure.calls, 1);
    CHECK(measure.object == probe);
    CHECK_STR(measure.text, "width");
    CHECK_EQ_BITS(answer, 20.5);
    CHECK_EQ_INT(handled, 1);

    /* The connection is rk_connect's: disconnecting ends it and runs destroy_notify once. */
    CHECK_OK(rk_probe_connect_pair(probe, on_pair, &pair, notified, &connection));
    CHECK(connection != 0);
    CHECK_OK(rk_probe_emit_pair(probe, 3, -4));
    CHECK_EQ_INT(pair.calls, 1);
    CHECK(pair.object == probe);
    CHECK_EQ_INT(pair.i32a, 3);
    CHECK_EQ_INT(pair.i32b, -4);
    CHECK_OK(rk_disconnect(ctx, connection));
    CHECK_EQ_INT(pair.notified, 1);
    CHECK_OK(rk_probe_emit_pair(probe, 5, 6));
    CHECK_EQ_INT(pair.calls, 1);

    /* Errors are rk_connect's. */
    CHECK_RC(rk_probe_connect_ping(probe, NULL, NULL, NULL, NULL), RK_ERR_INVALID_ARGUMENT);
    CHECK_OK(rk_context_destroy(ctx));
}

/* ---- the footer: its own handle type first, and the component connects ---- */

static void on_state(rk_footer *footer, int32_t state, int32_t old_state, void *user_data) {
    seen_call *seen = user_data;
    seen->calls++;
    seen->object = footer;
    seen->i32a = state;
    seen->i32b = old_state;
}

static void on_label(rk_footer *footer, const char *text, void *user_data) {
    seen_call *seen = user_data;
    seen->calls++;
    seen->object = footer;
    remember_text(seen, text);
}

static void on_component_label(void *component, const char *text, void *user_data) {
    seen_call *seen = user_data;
    seen->calls++;
    seen->object = component;
    remember_text(seen, text);
}

static void on_component_state(void *component, int32_t state, int32_t old_state, void *user_data) {
    seen_call *seen = user_data;
    seen->calls++;
    seen->object = component;
    seen->i32a = state;
    seen->i32b = old_state;
}

static void footer_typed_connects(void) {
    rk_context *ctx = NULL;
    rk_footer *footer = NULL;
    rk_header *header = NULL;
    seen_call state = {0}, label = {0}, any_label = {0}, header_state = {0};
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_footer_create(ctx, &footer));
    CHECK_OK(rk_header_create(ctx, RK_HEADER_STYLE_NORMAL, &header));

    CHECK_OK(rk_footer_connect_state_changed(footer, on_state, &state, NULL, NULL));
    CHECK_OK(rk_footer_connect_label_changed(footer, on_label, &label, NULL, NULL));
    CHECK_OK(rk_component_connect_label_changed(footer, on_component_label, &any_label, NULL, NULL));
    CHECK_OK(rk_component_connect_state_changed(header, on_component_state, &header_state, NULL, NULL));

    CHECK_OK(rk_footer_set_title(footer, RK_FOOTER_IDLE, "Pull up"));
    CHECK_EQ_INT(label.calls, 1);
    CHECK(label.object == footer);
    CHECK_STR(label.text, "Pull up");
    CHECK_EQ_INT(any_label.calls, 1);
    CHECK(any_label.object == (void *)footer);
    CHECK_STR(any_label.text, "Pull up");

    CHECK_OK(rk_footer_begin_refreshing(footer, NULL, NULL));
    CHECK(state.calls >= 1);
    CHECK(state.object == footer);
    CHECK_EQ_INT(state.i32a, RK_FOOTER_REFRESHING);
    CHECK_EQ_INT(state.i32b, RK_FOOTER_IDLE);

    CHECK_OK(rk_header_begin_refreshing(header, NULL, NULL));
    CHECK(header_state.calls >= 1);
    CHECK(header_state.object == (void *)header);
    CHECK_EQ_INT(header_state.i32a, RK_FOOTER_REFRESHING);
    CHECK_EQ_INT(header_state.i32b, RK_FOOTER_IDLE);

    /* A component connect on an object that is no component is refused as rk_connect refuses it. */
    CHECK_RC(rk_component_connect_label_changed(ctx, on_component_label, &any_label, NULL, NULL),
             RK_ERR_NOT_FOUND);
    CHECK_OK(rk_context_destroy(ctx));
}

/* ---- tasks and the context: delivered at dispatch ---- */

static void on_completed(rk_task *task, int32_t error_code, const char *message, void *user_data) {
    seen_call *seen = user_data;
    seen->calls++;
    seen->object = task;
    seen->i32a = error_code;
    remember_text(seen, message);
}

static void on_task_completed(rk_context *context, void *task, int32_t error_code, const char *message,
                              void *user_data) {
    seen_call *seen = user_data;
    seen->calls++;
    seen->object = context;
    seen->pointer = task;
    seen->i32a = error_code;
    remember_text(seen, message);
}

static void task_typed_connects(void) {
    rk_context *ctx = NULL;
    rk_task *task = NULL;
    seen_call completed = {0}, context_completed = {0};
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_task_create(ctx, &task));
    CHECK_OK(rk_task_connect_completed(task, on_completed, &completed, NULL, NULL));
    CHECK_OK(rk_context_connect_task_completed(ctx, on_task_completed, &context_completed, NULL, NULL));
    CHECK_OK(rk_task_resume(task));
    CHECK_OK(rk_task_complete(task, 42, "timed out"));
    rkt_dispatch(ctx);
    CHECK_EQ_INT(completed.calls, 1);
    CHECK(completed.object == task);
    CHECK_EQ_INT(completed.i32a, 42);
    CHECK_STR(completed.text, "timed out");
    CHECK_EQ_INT(context_completed.calls, 1);
    CHECK(context_completed.object == ctx);
    CHECK(context_completed.pointer == (void *)task);
    CHECK_EQ_INT(context_completed.i32a, 42);
    CHECK_STR(context_completed.text, "timed out");
    CHECK_OK(rk_context_destroy(ctx));
}

/* ---- the tables serve the reference's text ---- */

static void every_signal_has_a_summary(void) {
    rk_kind kind;
    for (kind = RK_KIND_CONTEXT; kind <= RK_KIND_PROGRESS; kind++) {
        uint32_t count = 0, i;
        CHECK_OK(rk_signal_count(kind, &count));
        for (i = 0; i < count; i++) {
            rk_signal_desc d;
            memset(&d, 0xAB, sizeof d);
            d.struct_size = sizeof d;
            RKT_NOTE("kind %d signal %u", (int)kind, i);
            CHECK_OK(rk_signal_info(kind, i, &d));
            CHECK(d.summary != NULL && strlen(d.summary) > 10);
        }
    }
    /* A caller whose struct ends before summary (1.3's size) has it left alone. */
    {
        rk_signal_desc d;
        memset(&d, 0xAB, sizeof d);
        d.struct_size = (uint32_t)offsetof(rk_signal_desc, summary);
        CHECK_OK(rk_signal_info(RK_KIND_FOOTER, 0, &d));
        CHECK_EQ_U64(d.struct_size, offsetof(rk_signal_desc, summary));
        CHECK(d.summary == (const char *)(uintptr_t)0xABABABABABABABABull);
    }
}

static const rkt_case cases[] = {
    RKT_CASE(probe_typed_connects),
    RKT_CASE(footer_typed_connects),
    RKT_CASE(task_typed_connects),
    RKT_CASE(every_signal_has_a_summary),
};

RKT_MAIN(cases)
