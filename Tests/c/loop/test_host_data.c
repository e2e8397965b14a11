/*
 * test_host_data: one pointer of the host's on every object and context (rk_object_set_user_data,
 * rk_object_get_user_data; docs/ARCHITECTURE.md §2, "Host data"), and the names of enum values
 * (rk_*_name). The notify runs exactly once: when the data is replaced, when the object is
 * destroyed (after its connections and completions), or when its context is destroyed (last).
 */
#include "rk_test.h"

/* ---- notifies and other callbacks, in order, in rk_test.h's log (rkt_log, RKT_CHECK_LOG) ---- */

static void notify_named(void *data) { rkt_log("%s", (const char *)data); }

static void on_connection_end(void *data) { rkt_log("conn(%s)", (const char *)data); }
static void on_ping(void *probe, void *user_data) {
    (void)probe;
    (void)user_data;
}
static void on_completion(rk_footer *footer, int32_t finished, void *user_data) {
    (void)footer;
    rkt_log("done(%s,%d)", (const char *)user_data, (int)finished);
}
static void on_work(void *user_data, int32_t finished) {
    rkt_log("work(%s,%d)", (const char *)user_data, (int)finished);
}

static void *get_from_worker(void *arg) {
    void **pair = arg;
    void *data = NULL;
    CHECK_OK(rk_object_get_user_data(pair[0], &data));
    pair[1] = data;
    return NULL;
}

static void every_kind_carries_data(void) {
    rk_context *ctx = NULL;
    rk_probe *probe = NULL;
    rk_footer *footer = NULL;
    rk_task *task = NULL;
    rk_indicator *indicator = NULL;
    void *objects[5];
    static const char *names[5] = {"ctx", "probe", "footer", "task", "indicator"};
    int i;
    rkt_log_reset();
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_probe_create(ctx, &probe));
    CHECK_OK(rk_footer_create(ctx, &footer));
    CHECK_OK(rk_task_create(ctx, &task));
    CHECK_OK(rk_indicator_create(ctx, &indicator));
    objects[0] = ctx;
    objects[1] = probe;
    objects[2] = footer;
    objects[3] = task;
    objects[4] = indicator;
    for (i = 0; i < 5; i++) {
        void *data = (void *)1;
        RKT_NOTE("%s", names[i]);
        CHECK_OK(rk_object_get_user_data(objects[i], &data));
        CHECK(data == NULL); /* none yet */
        CHECK_OK(rk_object_set_user_data(objects[i], (void *)names[i], notify_named));
        CHECK_OK(rk_object_get_user_data(objects[i], &data));
        CHECK(data == names[i]);
        /* Readable from any thread. */
        {
            void *pair[2] = {objects[i], NULL};
            RKT_RUN_THREAD(get_from_worker, pair);
            CHECK(pair[1] == names[i]);
        }
    }
    rkt_note[0] = '\0';
    RKT_CHECK_LOG("");
    /* The context's destroy releases every object's data in creation order, then its own. */
    CHECK_OK(rk_context_destroy(ctx));
    RKT_CHECK_LOG("probe footer task indicator ctx");
}

static void replacing_notifies_the_old_data_once(void) {
    rk_context *ctx = NULL;
    rk_probe *probe = NULL;
    void *data = NULL;
    rkt_log_reset();
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_probe_create(ctx, &probe));
    CHECK_OK(rk_object_set_user_data(probe, "a", notify_named));
    CHECK_OK(rk_object_set_user_data(probe, "b", notify_named));
    RKT_CHECK_LOG("a");
    /* The same pointer again is still a replacement: the old one is released. */
    CHECK_OK(rk_object_set_user_data(probe, "b", notify_named));
    RKT_CHECK_LOG("a b");
    /* No notify: nothing to call at the end. */
    CHECK_OK(rk_object_set_user_data(probe, "c", NULL));
    RKT_CHECK_LOG("a b b");
    CHECK_OK(rk_object_get_user_data(probe, &data));
    CHECK(data != NULL && strcmp(data, "c") == 0);
    CHECK_OK(rk_object_set_user_data(probe, NULL, NULL));
    CHECK_OK(rk_object_get_user_data(probe, &data));
    CHECK(data == NULL);
    CHECK_OK(rk_probe_destroy(probe));
    RKT_CHECK_LOG("a b b");
    CHECK_OK(rk_context_destroy(ctx));
    RKT_CHECK_LOG("a b b");
}

/* An object's destroy: its connections end, its completions run with 0, then its data goes. */
static void destroy_releases_data_last(void) {
    rk_context *ctx = NULL;
    rk_footer *footer = NULL;
    rk_probe *probe = NULL;
    void *data = NULL;
    rkt_log_reset();
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_footer_create(ctx, &footer));
    CHECK_OK(rk_probe_create(ctx, &probe));
    CHECK_OK(rk_connect(footer, "refreshing", (rk_callback)on_ping, "footer", on_connection_end, NULL));
    CHECK_OK(rk_object_set_user_data(footer, "footer-data", notify_named));
    CHECK_OK(rk_footer_begin_refreshing(footer, on_completion, "begin"));
    CHECK_OK(rk_footer_destroy(footer));
    RKT_CHECK_LOG("conn(footer) done(begin,0) footer-data");
    CHECK_RC(rk_object_get_user_data(footer, &data), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_object_set_user_data(footer, "x", notify_named), RK_ERR_INVALID_HANDLE);
    /* At the context's destroy, pending work and timers run before any data is released. */
    rkt_log_reset();
    CHECK_OK(rk_object_set_user_data(probe, "probe-data", notify_named));
    CHECK_OK(rk_object_set_user_data(ctx, "ctx-data", notify_named));
    CHECK_OK(rk_context_post(ctx, on_work, "posted"));
    CHECK_OK(rk_timer_start(ctx, 100.0, on_work, "timer", NULL));
    CHECK_OK(rk_context_destroy(ctx));
    RKT_CHECK_LOG("work(posted,0) work(timer,0) probe-data ctx-data");
    CHECK_RC(rk_object_get_user_data(ctx, &data), RK_ERR_INVALID_HANDLE);
}

/* A notify may call into RefreshKit like any handler. */
static rk_context *notify_other_ctx;
static int notify_calls_in;
static void notify_calling_in(void *data) {
    rk_probe *probe = NULL;
    void *got = NULL;
    (void)data;
    notify_calls_in = 0;
    if (rk_probe_create(notify_other_ctx, &probe) == RK_OK) notify_calls_in++;
    if (rk_probe_emit_ping(probe) == RK_OK) notify_calls_in++;
    if (rk_object_get_user_data(probe, &got) == RK_OK && got == NULL) notify_calls_in++;
}

static rk_status destroy_from_notify;
static void notify_destroying_its_context(void *data) {
    destroy_from_notify = rk_context_destroy(data);
}

static void a_notify_may_call_in(void) {
    rk_context *ctx = NULL;
    rk_probe *probe = NULL;
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_context_create(&notify_other_ctx));
    CHECK_OK(rk_probe_create(ctx, &probe));
    CHECK_OK(rk_object_set_user_data(probe, NULL, notify_calling_in));
    CHECK_OK(rk_probe_destroy(probe));
    CHECK_EQ_INT(notify_calls_in, 3);
    /* A replaced notify that destroys its own context is refused (it is one of its callbacks). */
    CHECK_OK(rk_object_set_user_data(ctx, ctx, notify_destroying_its_context));
    CHECK_OK(rk_object_set_user_data(ctx, NULL, NULL));
    CHECK_EQ_INT(destroy_from_notify, RK_ERR_BUSY);
    CHECK_OK(rk_context_destroy(ctx));
    CHECK_OK(rk_context_destroy(notify_other_ctx));
}

/* Wrong thread: nothing stored, nothing called. */
static void *set_from_worker(void *probe) {
    CHECK_RC(rk_object_set_user_data(probe, "worker", notify_named), RK_ERR_WRONG_THREAD);
    return NULL;
}

static void set_from_another_thread_is_refused(void) {
    rk_context *ctx = NULL;
    rk_probe *probe = NULL;
    void *data = (void *)1;
    rkt_log_reset();
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_probe_create(ctx, &probe));
    CHECK_OK(rk_object_set_user_data(probe, "mine", notify_named));
    RKT_RUN_THREAD(set_from_worker, probe);
    CHECK_OK(rk_object_get_user_data(probe, &data));
    CHECK(data != NULL && strcmp(data, "mine") == 0);
    RKT_CHECK_LOG("");
    CHECK_RC(rk_object_get_user_data(probe, NULL), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_object_set_user_data(NULL, "x", notify_named), RK_ERR_INVALID_HANDLE);
    RKT_CHECK_LOG("");
    CHECK_OK(rk_context_destroy(ctx));
    RKT_CHECK_LOG("mine");
}

/* ---- names ---- */

static void names_of_every_value(void) {
    CHECK_STR(rk_kind_name(RK_KIND_CONTEXT), "context");
    CHECK_STR(rk_kind_name(RK_KIND_PROBE), "probe");
    CHECK_STR(rk_kind_name(RK_KIND_FOOTER), "footer");
    CHECK_STR(rk_kind_name(RK_KIND_TASK), "task");
    CHECK_STR(rk_kind_name(RK_KIND_INDICATOR), "indicator");
    CHECK_STR(rk_kind_name(0), "unknown");
    CHECK_STR(rk_type_name(RK_TYPE_VOID), "void");
    CHECK_STR(rk_type_name(RK_TYPE_POINTER), "pointer");
    CHECK_STR(rk_type_name(RK_TYPE_INT32), "int32");
    CHECK_STR(rk_type_name(RK_TYPE_INT64), "int64");
    CHECK_STR(rk_type_name(RK_TYPE_UINT64), "uint64");
    CHECK_STR(rk_type_name(RK_TYPE_DOUBLE), "double");
    CHECK_STR(rk_type_name(RK_TYPE_STRING), "string");
    CHECK_STR(rk_type_name(-1), "unknown");
    CHECK_STR(rk_footer_state_name(RK_FOOTER_IDLE), "idle");
    CHECK_STR(rk_footer_state_name(RK_FOOTER_PULLING), "pulling");
    CHECK_STR(rk_footer_state_name(RK_FOOTER_REFRESHING), "refreshing");
    CHECK_STR(rk_footer_state_name(RK_FOOTER_WILL_REFRESH), "will-refresh");
    CHECK_STR(rk_footer_state_name(RK_FOOTER_NO_MORE_DATA), "no-more-data");
    CHECK_STR(rk_footer_state_name(0), "unknown");
    CHECK_STR(rk_task_state_name(RK_TASK_RUNNING), "running");
    CHECK_STR(rk_task_state_name(RK_TASK_SUSPENDED), "suspended");
    CHECK_STR(rk_task_state_name(RK_TASK_CANCELING), "canceling");
    CHECK_STR(rk_task_state_name(RK_TASK_COMPLETED), "completed");
    CHECK_STR(rk_task_state_name(4), "unknown");
    CHECK_STR(rk_activity_state_name(RK_ACTIVITY_NOT_ACTIVE), "not-active");
    CHECK_STR(rk_activity_state_name(RK_ACTIVITY_DELAYING_START), "delaying-start");
    CHECK_STR(rk_activity_state_name(RK_ACTIVITY_ACTIVE), "active");
    CHECK_STR(rk_activity_state_name(RK_ACTIVITY_DELAYING_END), "delaying-end");
    CHECK_STR(rk_activity_state_name(INT32_MIN), "unknown");
    CHECK_STR(rk_content_mode_name(RK_CONTENT_MODE_CENTER), "center");
    CHECK_STR(rk_content_mode_name(RK_CONTENT_MODE_RIGHT), "right");
    CHECK_STR(rk_content_mode_name(INT32_MAX), "unknown");
    /* The same pointer every time: static strings, nothing to free. */
    CHECK(rk_footer_state_name(RK_FOOTER_IDLE) == rk_footer_state_name(RK_FOOTER_IDLE));
}

static void version_text_and_macro(void) {
    char want[32];
    snprintf(want, sizeof want, "%d.%d.%d", RK_VERSION_MAJOR, RK_VERSION_MINOR, RK_VERSION_PATCH);
    CHECK_STR(rk_version_string(), want);
    CHECK(RK_CHECK_VERSION(1, 0, 0));
    CHECK(RK_CHECK_VERSION(1, 1, 0));
    CHECK(RK_CHECK_VERSION(RK_VERSION_MAJOR, RK_VERSION_MINOR, RK_VERSION_PATCH));
    CHECK(!RK_CHECK_VERSION(RK_VERSION_MAJOR, RK_VERSION_MINOR, RK_VERSION_PATCH + 1));
    CHECK(!RK_CHECK_VERSION(RK_VERSION_MAJOR, RK_VERSION_MINOR + 1, 0));
    CHECK(!RK_CHECK_VERSION(RK_VERSION_MAJOR + 1, 0, 0));
    CHECK(RK_CHECK_VERSION(0, 99, 99));
}

static const rkt_case cases[] = {
    RKT_CASE(every_kind_carries_data),
    RKT_CASE(replacing_notifies_the_old_data_once),
    RKT_CASE(destroy_releases_data_last),
    RKT_CASE(a_notify_may_call_in),
    RKT_CASE(set_from_another_thread_is_refused),
    RKT_CASE(names_of_every_value),
    RKT_CASE(version_text_and_macro),
};

RKT_MAIN(cases)
