/*
 * test_last_updated_formatter: the header's last-updated formatter and the context's time zone
 * (1.4) through the C ABI.
 * - rk_header_set_last_updated_formatter: the formatter is asked at every recompute of the time
 *   text (set, key, language, state change, the time label shown again, a refresh's end with the
 *   time it stamped, a store write seen by the next update, a time zone change), never while the
 *   label is hidden or a fixed text is set; what it returns is the label's text (rk_header_get_time_label
 *   and "time-label-changed"); NULL brings the built-in text back; its destroy_notify runs exactly
 *   once (replaced, cleared, header destroyed, context destroyed, replaced from inside its own call);
 * - the snprintf protocol: a text that does not fit the first buffer (RK_LAST_UPDATED_FIRST_CAP)
 *   is asked for again with room for it; RK_LAST_UPDATED_BUILT_IN; refused texts (invalid UTF-8, a
 *   NUL, too long, a second call that asks for more) fall back to the built-in text after
 *   "time-text-refused";
 * - reentrancy: a formatter that recomputes its own header is asked again, at most 8 times in a
 *   row; one that destroys its header; queries from inside it; rk_context_destroy is busy;
 * - rk_context_set_utc_offset: the built-in text of every header without a time zone of its own
 *   follows it, a header's own time zone wins, headers created later use it.
 *
 * The host double: a context on a fake monotonic clock and a fake wall clock ("now" = 2024-11-28
 * 15:30 UTC), one normal header with handlers on "time-label-changed" (log item "time:TEXT"),
 * "state-changed" ("state:NEW<OLD|TEXT", TEXT being rk_header_get_time_label inside the handler) and
 * "time-text-refused" ("refused:REASON"). The formatter logs "fmt:WHAT@CAP" per call: WHAT is
 * "none" or the stored time minus the day's midnight in minutes ("t=545" is 09:05), followed by
 * "/tz=OFFSET" when the offset is not 0.
 */
#include "rk_test.h"

#include <stdlib.h>
#include <string.h>

/* 2024-11-28 00:00 UTC, and "now": 15:30 that day. */
#define DAY 1732752000.0
#define NOW (DAY + 15.5 * 3600)
/* 09:05 UTC that day. */
#define AT_0905 (DAY + 9 * 3600 + 5 * 60)
#define KEY "MJRefreshHeaderLastUpdatedTimeKey"

typedef enum {
    F_COUNT,      /* "T<calls>" */
    F_FIXED,      /* text */
    F_LONG,       /* long_length bytes of 'x' (first_length on the first call of a pair when set) */
    F_RAW,        /* raw bytes [0, raw_length), returned length returned_length */
    F_BUILT_IN,   /* RK_LAST_UPDATED_BUILT_IN */
    F_RECOMPUTE,  /* sets the header's key (the same key) every time: its answer is dropped */
    F_RECOMPUTE_ONCE, /* the same on its first call only, then "T<calls>" */
    F_DESTROY,    /* destroys its header, returns "gone" */
    F_REPLACE,    /* sets `next` as the header's formatter from inside its first call */
    F_QUERY,      /* reads rk_header_get_time_label and rk_context_destroy (busy) */
} fmt_mode;

typedef struct fmt {
    rkt_watch watch; /* first: the user_data is also the rkt_watch of rkt_watch_notify */
    fmt_mode mode;
    const char *text;
    size_t long_length, first_length;
    const char *raw;
    size_t raw_length, returned_length;
    int calls;
    int notified_inside; /* F_REPLACE: its notify count right after the set, inside the call */
    struct fmt *next;
    rk_header *header;
    rk_context *ctx;
    rk_last_updated_info last; /* the last info seen */
    char seen[256];            /* F_QUERY: the time label read inside */
    rk_status destroy_status;  /* F_QUERY */
} fmt;

typedef struct world {
    rkt_fixture fx; /* the context on its fake clocks (rk_test.h) */
    rk_header *header;
} world;

static const char *time_label(rk_header *header) {
    static char buf[70000];
    size_t len = 0;
    buf[0] = '\0';
    CHECK_OK(rk_header_get_time_label(header, buf, sizeof buf, &len));
    CHECK_EQ_U64(len, strlen(buf));
    return buf;
}

static void on_time(void *o, const char *text, void *ud) {
    (void)o;
    (void)ud;
    if (strlen(text) > 40) rkt_log("time:<%u bytes>", (unsigned)strlen(text));
    else rkt_log("time:%s", text);
}

static void on_state(void *o, int32_t state, int32_t old, void *ud) {
    (void)ud;
    rkt_log("state:%d<%d|%s", (int)state, (int)old, time_label(o));
}

static void on_refused(void *o, int32_t reason, void *ud) {
    (void)o;
    (void)ud;
    rkt_log("refused:%d", (int)reason);
}

static size_t put(char *buf, size_t cap, const char *text, size_t length) {
    if (cap > 0) {
        size_t n = length < cap - 1 ? length : cap - 1;
        memcpy(buf, text, n);
        buf[n] = '\0';
    }
    return length;
}

static size_t formatter(rk_header *header, const rk_last_updated_info *info, char *buf, size_t cap,
                        void *user_data) {
    fmt *f = user_data;
    char text[64];
    rkt_watch_called(&f->watch);
    f->calls++;
    f->last = *info;
    CHECK_EQ_U64(info->struct_size, sizeof(rk_last_updated_info));
    CHECK(header == f->header);
    if (info->has_time) {
        char tz[24] = "";
        if (info->utc_offset != 0) snprintf(tz, sizeof tz, "/tz=%d", (int)info->utc_offset);
        rkt_log("fmt:t=%g%s@%zu", (info->time - DAY) / 60, tz, cap);
    } else {
        CHECK_EQ_BITS(info->time, 0.0);
        rkt_log("fmt:none%s@%zu", info->utc_offset != 0 ? "/tz" : "", cap);
    }
    switch (f->mode) {
    case F_FIXED:
        return put(buf, cap, f->text, strlen(f->text));
    case F_LONG: {
        size_t n = f->first_length != 0 && f->calls % 2 == 1 ? f->first_length : f->long_length;
        char *x = malloc(n + 1);
        size_t r;
        if (x == NULL) abort();
        memset(x, 'x', n);
        x[n] = '\0';
        r = put(buf, cap, x, n);
        free(x);
        return r;
    }
    case F_RAW:
        memcpy(buf, f->raw, f->raw_length < cap ? f->raw_length : cap);
        return f->returned_length;
    case F_BUILT_IN:
        return RK_LAST_UPDATED_BUILT_IN;
    case F_RECOMPUTE:
        CHECK_OK(rk_header_set_last_updated_key(header, KEY));
        return put(buf, cap, "dropped", 7);
    case F_RECOMPUTE_ONCE:
        if (f->calls == 1) {
            CHECK_OK(rk_header_set_last_updated_key(header, KEY));
            return put(buf, cap, "dropped", 7);
        }
        break;
    case F_DESTROY:
        CHECK_OK(rk_header_destroy(header));
        return put(buf, cap, "gone", 4);
    case F_REPLACE:
        if (f->calls == 1) {
            CHECK_OK(rk_header_set_last_updated_formatter(header, formatter, f->next, rkt_watch_notify));
            f->notified_inside = atomic_load(&f->watch.notified);
            return put(buf, cap, "replaced", 8);
        }
        break;
    case F_QUERY: {
        size_t len = 0;
        CHECK_OK(rk_header_get_time_label(header, f->seen, sizeof f->seen, &len));
        f->destroy_status = rk_context_destroy(f->ctx);
        break;
    }
    case F_COUNT:
        break;
    }
    snprintf(text, sizeof text, "T%d", f->calls);
    return put(buf, cap, text, strlen(text));
}

static void fmt_init(fmt *f, fmt_mode mode, world *w) {
    memset(f, 0, sizeof *f);
    rkt_watch_init(&f->watch);
    f->mode = mode;
    f->header = w ? w->header : NULL;
    f->ctx = w ? w->fx.ctx : NULL;
}

static void connect_logs(rk_header *header) {
    CHECK_OK(rk_connect(header, "time-label-changed", (rk_callback)on_time, NULL, NULL, NULL));
    CHECK_OK(rk_connect(header, "state-changed", (rk_callback)on_state, NULL, NULL, NULL));
    CHECK_OK(rk_connect(header, "time-text-refused", (rk_callback)on_refused, NULL, NULL, NULL));
}

static world *world_new(void) {
    world *w = calloc(1, sizeof *w);
    if (w == NULL) abort();
    rkt_fixture_open(&w->fx, 1000.0);
    rkt_fixture_set_wall(&w->fx, NOW);
    CHECK_OK(rk_header_create(w->fx.ctx, RK_HEADER_STYLE_NORMAL, &w->header));
    connect_logs(w->header);
    rkt_log_reset();
    return w;
}

static void world_free(world *w) {
    rkt_fixture_close(&w->fx);
    free(w);
}

static void run(world *w) { rkt_fixture_dispatch(&w->fx); }

static void scroll(world *w) {
    rk_scroll_metrics m = rkt_metrics(375, 812, 375, 1500, 88);
    CHECK_OK(rk_header_set_metrics(w->header, &m));
}

static void set_formatter(world *w, fmt *f) {
    CHECK_OK(rk_header_set_last_updated_formatter(w->header, formatter, f, rkt_watch_notify));
}

/* ---- when the formatter is asked ---- */

static void asked_at_every_recompute(void) {
    world *w = world_new();
    fmt f;
    double stored = NAN;
    fmt_init(&f, F_COUNT, w);
    CHECK_STR(time_label(w->header), "Last update: No record");

    /* Set: asked at once, nothing stored yet. */
    set_formatter(w, &f);
    RKT_EXPECT_LOG("fmt:none@256 time:T1");
    CHECK_STR(time_label(w->header), "T1");

    /* The key, the language. */
    CHECK_OK(rk_header_set_last_updated_key(w->header, "feed"));
    RKT_EXPECT_LOG("fmt:none@256 time:T2");
    CHECK_OK(rk_header_set_language(w->header, "zh-Hans"));
    RKT_EXPECT_LOG("fmt:none@256 time:T3");

    /* A state change: the state-changed handler, called before the formatter, still reads the
       previous text; the new one follows. Then the end: stamped, the time passed. */
    CHECK_OK(rk_header_begin_refreshing(w->header, NULL, NULL));
    RKT_EXPECT_LOG("state:3<1|T3 fmt:none@256 time:T4");
    w->fx.wall = AT_0905;
    CHECK_OK(rk_header_end_refreshing(w->header, NULL, NULL));
    RKT_EXPECT_LOG("state:1<3|T4 fmt:t=545@256 time:T5");
    CHECK_OK(rk_context_get_last_updated(w->fx.ctx, "feed", &stored));
    CHECK_EQ_BITS(stored, AT_0905);
    CHECK_EQ_BITS(f.last.time, AT_0905);
    CHECK_EQ_INT(f.last.has_time, 1);
    CHECK_EQ_INT(f.last.has_now, 1);
    CHECK_EQ_BITS(f.last.now, AT_0905);
    CHECK_STR(time_label(w->header), "T5");
    run(w);
    rkt_log_reset();

    /* Hidden: never asked (not for the key either); shown: asked. */
    CHECK_OK(rk_header_set_time_label_hidden(w->header, 1));
    CHECK_OK(rk_header_set_last_updated_key(w->header, KEY));
    CHECK_OK(rk_header_set_language(w->header, "en"));
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_header_set_time_label_hidden(w->header, 0));
    RKT_EXPECT_LOG("fmt:none@256 time:T6");

    /* A host write to the store: seen at the next scroll update. */
    CHECK_OK(rk_context_set_last_updated(w->fx.ctx, KEY, AT_0905));
    RKT_EXPECT_LOG("");
    scroll(w);
    RKT_EXPECT_LOG("fmt:t=545@256 time:T7");
    scroll(w);
    RKT_EXPECT_LOG("");

    /* The time zones: the context's (the header has none of its own), then the header's own, after
       which the context's changes nothing for it. */
    CHECK_OK(rk_context_set_utc_offset(w->fx.ctx, 3600));
    RKT_EXPECT_LOG("fmt:t=545/tz=3600@256 time:T8");
    CHECK_OK(rk_header_set_utc_offset(w->header, -7200));
    RKT_EXPECT_LOG("fmt:t=545/tz=-7200@256 time:T9");
    CHECK_OK(rk_context_set_utc_offset(w->fx.ctx, 7200));
    RKT_EXPECT_LOG("");

    /* A fixed text wins: the formatter is not asked until it goes. */
    CHECK_OK(rk_header_set_last_updated_text(w->header, "fixed"));
    RKT_EXPECT_LOG("time:fixed");
    CHECK_OK(rk_header_set_last_updated_key(w->header, "other"));
    RKT_EXPECT_LOG("");
    CHECK_OK(rk_header_set_last_updated_text(w->header, NULL));
    RKT_EXPECT_LOG("fmt:none/tz@256 time:T10");
    CHECK_EQ_INT(f.calls, 10);
    CHECK_EQ_INT(atomic_load(&f.watch.off_thread), 0);

    /* The same text again is not told again. */
    f.mode = F_FIXED;
    f.text = "same";
    CHECK_OK(rk_header_set_language(w->header, "ko"));
    RKT_EXPECT_LOG("fmt:none/tz@256 time:same");
    CHECK_OK(rk_header_set_language(w->header, "ru"));
    RKT_EXPECT_LOG("fmt:none/tz@256");
    world_free(w);
    RKT_CHECK_ENDED(&f.watch, "the formatter at the context's destroy");
}

/* A queued recompute from another thread asks the formatter at the dispatch, on the loop thread. */
static void *set_language_off_loop(void *arg) {
    world *w = arg;
    CHECK_OK(rk_header_set_language(w->header, "uk"));
    return NULL;
}

static void asked_at_dispatch_on_the_loop_thread(void) {
    world *w = world_new();
    fmt f;
    fmt_init(&f, F_COUNT, w);
    set_formatter(w, &f);
    rkt_log_reset();
    RKT_RUN_THREAD(set_language_off_loop, w);
    RKT_EXPECT_LOG("");
    run(w);
    RKT_EXPECT_LOG("fmt:none@256 time:T2");
    CHECK_EQ_INT(atomic_load(&f.watch.off_thread), 0);
    world_free(w);
}

/* ---- NULL, replacing, destroy_notify ---- */

static void cleared_and_replaced(void) {
    world *w = world_new();
    fmt a, b;
    fmt_init(&a, F_FIXED, w);
    fmt_init(&b, F_FIXED, w);
    a.text = "from a";
    b.text = "from b";
    set_formatter(w, &a);
    RKT_EXPECT_LOG("fmt:none@256 time:from a");

    /* NULL: the built-in text, a's notify once. */
    CHECK_OK(rk_header_set_last_updated_formatter(w->header, NULL, NULL, NULL));
    RKT_EXPECT_LOG("time:Last update: No record");
    RKT_CHECK_ENDED(&a.watch, "a, cleared");
    CHECK_EQ_INT(a.calls, 1);
    /* NULL again: nothing to release, nothing to tell. */
    CHECK_OK(rk_header_set_last_updated_formatter(w->header, NULL, NULL, NULL));
    RKT_EXPECT_LOG("");

    /* A NULL fn with a destroy_notify is refused: nothing changes, nothing is called. */
    fmt_init(&a, F_FIXED, w);
    a.text = "from a";
    CHECK_RC(rk_header_set_last_updated_formatter(w->header, NULL, &a, rkt_watch_notify), RK_ERR_INVALID_ARGUMENT);
    CHECK_EQ_INT(atomic_load(&a.watch.notified), 0);
    RKT_EXPECT_LOG("");

    /* a, then b over it: a's notify once, b asked. */
    set_formatter(w, &a);
    set_formatter(w, &b);
    RKT_EXPECT_LOG("fmt:none@256 time:from a fmt:none@256 time:from b");
    RKT_CHECK_ENDED(&a.watch, "a, replaced by b");
    CHECK_EQ_INT(atomic_load(&b.watch.notified), 0);

    /* The same function and data again: the first installation is released, once, before the
       second is asked (the watch cannot tell the installations apart: one call counts as late). */
    set_formatter(w, &b);
    RKT_EXPECT_LOG("fmt:none@256");
    CHECK_EQ_INT(atomic_load(&b.watch.notified), 1);
    CHECK_EQ_INT(atomic_load(&b.watch.calls_after_notify), 1);
    /* A formatter without a destroy_notify. */
    CHECK_OK(rk_header_set_last_updated_formatter(w->header, formatter, &a, NULL));
    RKT_EXPECT_LOG("fmt:none@256 time:from a");
    CHECK_EQ_INT(atomic_load(&b.watch.notified), 2); /* b's second installation, replaced */
    CHECK_EQ_INT(atomic_load(&a.watch.notified), 1);

    /* The header destroyed: its formatter released once. */
    set_formatter(w, &b);
    fmt_init(&a, F_FIXED, w);
    a.text = "from a";
    set_formatter(w, &a);
    CHECK_OK(rk_header_destroy(w->header));
    RKT_CHECK_ENDED(&a.watch, "a, its header destroyed");
    world_free(w);
    RKT_CHECK_ENDED(&a.watch, "a, after the context's destroy");
}

static void replaced_from_inside_its_call(void) {
    world *w = world_new();
    fmt a, b;
    fmt_init(&a, F_REPLACE, w);
    fmt_init(&b, F_FIXED, w);
    b.text = "from b";
    a.next = &b;
    set_formatter(w, &a);
    /* a's answer is dropped (the set recomputed); b answers. a's notify waited for a's return. */
    RKT_EXPECT_LOG("fmt:none@256 fmt:none@256 time:from b");
    CHECK_EQ_INT(a.notified_inside, 0);
    RKT_CHECK_ENDED(&a.watch, "a, replaced from inside its own call");
    CHECK_EQ_INT(a.calls, 1);
    CHECK_EQ_INT(b.calls, 1);
    CHECK_STR(time_label(w->header), "from b");
    world_free(w);
    RKT_CHECK_ENDED(&b.watch, "b, at the context's destroy");
}

/* ---- the snprintf protocol ---- */

static void long_text_second_call(void) {
    world *w = world_new();
    fmt f;
    fmt_init(&f, F_LONG, w);
    /* 255 bytes fit the first buffer with the NUL; 256 do not. */
    f.long_length = 255;
    set_formatter(w, &f);
    RKT_EXPECT_LOG("fmt:none@256 time:<255 bytes>");
    CHECK_EQ_U64(strlen(time_label(w->header)), 255);
    f.calls = 0;
    f.long_length = 256;
    CHECK_OK(rk_header_set_language(w->header, "en"));
    RKT_EXPECT_LOG("fmt:none@256 fmt:none@257 time:<256 bytes>");
    CHECK_EQ_INT(f.calls, 2);
    f.long_length = 5000;
    CHECK_OK(rk_header_set_language(w->header, "en"));
    RKT_EXPECT_LOG("fmt:none@256 fmt:none@5001 time:<5000 bytes>");
    CHECK_EQ_U64(strlen(time_label(w->header)), 5000);
    /* The longest text accepted, and one byte more (refused without a second call). */
    f.long_length = RK_MAX_STRING_BYTES;
    CHECK_OK(rk_header_set_language(w->header, "en"));
    RKT_EXPECT_LOG("fmt:none@256 fmt:none@65536 time:<65535 bytes>");
    f.long_length = RK_MAX_STRING_BYTES + 1;
    CHECK_OK(rk_header_set_language(w->header, "en"));
    RKT_EXPECT_LOG("fmt:none@256 refused:2 time:Last update: No record");
    /* Asked again with room for 300 bytes, it asks for 400: refused. */
    f.calls = 0;
    f.first_length = 300;
    f.long_length = 400;
    CHECK_OK(rk_header_set_language(w->header, "en"));
    RKT_EXPECT_LOG("fmt:none@256 fmt:none@301 refused:3");
    CHECK_STR(time_label(w->header), "Last update: No record");
    /* Asked again, it needs less: taken. */
    f.calls = 0;
    f.first_length = 300;
    f.long_length = 10;
    CHECK_OK(rk_header_set_language(w->header, "en"));
    RKT_EXPECT_LOG("fmt:none@256 fmt:none@301 time:xxxxxxxxxx");
    world_free(w);
    RKT_CHECK_ENDED(&f.watch, "the long formatter");
}

static void refused_texts_fall_back(void) {
    static const struct {
        const char *label, *raw;
        size_t raw_length, returned;
    } cases[] = {
        {"a lone continuation byte", "ok\x80", 3, 3},
        {"0xFF", "\xFF", 1, 1},
        {"an overlong slash", "\xC0\xAF", 2, 2},
        {"a surrogate", "\xED\xA0\x80", 3, 3},
        {"a truncated sequence", "\xE2\x9C", 2, 2},
        {"a NUL inside", "a\0b", 3, 3},
        {"a length past what it wrote", "abc", 3, 10},
    };
    world *w = world_new();
    fmt f;
    size_t i;
    fmt_init(&f, F_FIXED, w);
    f.text = "fine";
    set_formatter(w, &f);
    RKT_EXPECT_LOG("fmt:none@256 time:fine");
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        RKT_NOTE("%s", cases[i].label);
        f.mode = F_RAW;
        f.raw = cases[i].raw;
        f.raw_length = cases[i].raw_length;
        f.returned_length = cases[i].returned;
        CHECK_OK(rk_header_set_language(w->header, "en"));
        /* Refused first, then the built-in text. */
        RKT_EXPECT_LOG("fmt:none@256 refused:1 time:Last update: No record");
        CHECK_STR(time_label(w->header), "Last update: No record");
        f.mode = F_FIXED;
        CHECK_OK(rk_header_set_language(w->header, "en"));
        RKT_EXPECT_LOG("fmt:none@256 time:fine");
    }
    rkt_note[0] = '\0';
    /* Valid UTF-8 beyond ASCII is a text. */
    f.mode = F_RAW;
    f.raw = "\xE6\x9C\x80\xE5\x90\x8E \xE2\x9C\x93";
    f.raw_length = f.returned_length = strlen(f.raw);
    CHECK_OK(rk_header_set_language(w->header, "en"));
    RKT_EXPECT_LOG("fmt:none@256 time:\xE6\x9C\x80\xE5\x90\x8E \xE2\x9C\x93");
    /* An empty text is a text. */
    f.raw_length = f.returned_length = 0;
    CHECK_OK(rk_header_set_language(w->header, "en"));
    RKT_EXPECT_LOG("fmt:none@256 time:");
    /* RK_LAST_UPDATED_BUILT_IN: the built-in text, nothing refused; in the header's language and
       time zone, with the stored time. */
    f.mode = F_BUILT_IN;
    CHECK_OK(rk_context_set_last_updated(w->fx.ctx, KEY, AT_0905));
    CHECK_OK(rk_header_set_language(w->header, "zh-Hans"));
    RKT_EXPECT_LOG("fmt:t=545@256 time:\xE6\x9C\x80\xE5\x90\x8E\xE6\x9B\xB4\xE6\x96\xB0\xEF\xBC\x9A"
                   "\xE4\xBB\x8A\xE5\xA4\xA9 09:05");
    world_free(w);
    RKT_CHECK_ENDED(&f.watch, "the refused formatter");
}

/* ---- reentrancy ---- */

static void recomputing_formatters(void) {
    world *w = world_new();
    fmt once, f;
    /* Once: its answer is dropped, it is asked again at once. */
    fmt_init(&once, F_RECOMPUTE_ONCE, w);
    set_formatter(w, &once);
    RKT_EXPECT_LOG("fmt:none@256 fmt:none@256 time:T2");
    CHECK_EQ_INT(once.calls, 2);
    /* Always: asked 8 times in a row, then the built-in text. */
    fmt_init(&f, F_RECOMPUTE, w);
    set_formatter(w, &f);
    RKT_CHECK_ENDED(&once.watch, "the formatter that recomputed once");
    CHECK_EQ_INT(f.calls, 8);
    CHECK_STR(time_label(w->header), "Last update: No record");
    RKT_EXPECT_LOG("fmt:none@256 fmt:none@256 fmt:none@256 fmt:none@256 fmt:none@256 fmt:none@256 "
                   "fmt:none@256 fmt:none@256 time:Last update: No record");
    /* The next recompute asks it again (8 more). */
    CHECK_OK(rk_header_set_language(w->header, "en"));
    CHECK_EQ_INT(f.calls, 16);
    rkt_log_reset();
    CHECK_OK(rk_header_set_last_updated_formatter(w->header, NULL, NULL, NULL));
    RKT_CHECK_ENDED(&f.watch, "the recomputing formatter");
    world_free(w);
}

static void formatter_destroys_its_header(void) {
    world *w = world_new();
    fmt f;
    rk_kind kind = 0;
    fmt_init(&f, F_DESTROY, w);
    CHECK_OK(rk_header_set_last_updated_formatter(w->header, formatter, &f, rkt_watch_notify));
    RKT_EXPECT_LOG("fmt:none@256");
    CHECK_RC(rk_object_kind(w->header, &kind), RK_ERR_INVALID_HANDLE);
    RKT_CHECK_ENDED(&f.watch, "the formatter that destroyed its header");
    CHECK_EQ_INT(f.calls, 1);
    world_free(w);
    CHECK_EQ_INT(atomic_load(&f.watch.notified), 1);
}

static void formatter_queries(void) {
    world *w = world_new();
    fmt f;
    fmt_init(&f, F_QUERY, w);
    set_formatter(w, &f);
    /* Inside, the previous text; rk_context_destroy is busy. */
    CHECK_STR(f.seen, "Last update: No record");
    CHECK_EQ_INT(f.destroy_status, RK_ERR_BUSY);
    RKT_EXPECT_LOG("fmt:none@256 time:T1");
    CHECK_OK(rk_header_set_language(w->header, "en"));
    CHECK_STR(f.seen, "T1");
    world_free(w);
    RKT_CHECK_ENDED(&f.watch, "the querying formatter");
}

/* ---- the context's time zone ---- */

static void context_time_zone(void) {
    world *w = world_new();
    rk_header *own = NULL, *later = NULL;
    int32_t seconds = -1;
    CHECK_OK(rk_context_get_utc_offset(w->fx.ctx, &seconds));
    CHECK_EQ_INT(seconds, 0);
    CHECK_OK(rk_context_set_last_updated(w->fx.ctx, KEY, AT_0905));
    /* Seen by the header at its next update; a second header with its own zone (-5 h). */
    scroll(w);
    CHECK_STR(time_label(w->header), "Last update: Today 09:05");
    CHECK_OK(rk_header_create(w->fx.ctx, RK_HEADER_STYLE_GIF, &own));
    CHECK_OK(rk_header_set_utc_offset(own, -5 * 3600));
    CHECK_STR(time_label(own), "Last update: Today 04:05");
    rkt_log_reset();

    /* Tokyo for the context: 09:05 UTC is 18:05 on the 28th, now is 00:30 on the 29th. */
    CHECK_OK(rk_context_set_utc_offset(w->fx.ctx, 9 * 3600));
    RKT_EXPECT_LOG("time:Last update: 11-28 18:05");
    CHECK_OK(rk_context_get_utc_offset(w->fx.ctx, &seconds));
    CHECK_EQ_INT(seconds, 9 * 3600);
    CHECK_STR(time_label(w->header), "Last update: 11-28 18:05");
    CHECK_STR(time_label(own), "Last update: Today 04:05");
    /* A header created later uses it. */
    CHECK_OK(rk_header_create(w->fx.ctx, RK_HEADER_STYLE_NORMAL, &later));
    CHECK_STR(time_label(later), "Last update: 11-28 18:05");

    /* Refused values change nothing. */
    CHECK_RC(rk_context_set_utc_offset(w->fx.ctx, 18 * 3600 + 1), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_context_set_utc_offset(w->fx.ctx, INT32_MIN), RK_ERR_INVALID_ARGUMENT);
    CHECK_OK(rk_context_get_utc_offset(w->fx.ctx, &seconds));
    CHECK_EQ_INT(seconds, 9 * 3600);
    /* The extremes. */
    CHECK_OK(rk_context_set_utc_offset(w->fx.ctx, -18 * 3600));
    /* -18 h: stored 15:05 on the 27th, now 21:30 that day; +18 h: 03:05 and 09:30 on the 29th. */
    RKT_EXPECT_LOG("time:Last update: Today 15:05");
    CHECK_STR(time_label(later), "Last update: Today 15:05");
    CHECK_OK(rk_context_set_utc_offset(w->fx.ctx, 18 * 3600));
    RKT_EXPECT_LOG("time:Last update: Today 03:05");
    /* The same value again recomputes (nothing new to tell). */
    CHECK_OK(rk_context_set_utc_offset(w->fx.ctx, 18 * 3600));
    RKT_EXPECT_LOG("");
    CHECK_STR(time_label(own), "Last update: Today 04:05");
    CHECK_OK(rk_context_set_utc_offset(w->fx.ctx, 0));
    CHECK_STR(time_label(w->header), "Last update: Today 09:05");
    world_free(w);
}

/* A handler of one header's "time-label-changed" destroys the next header while the context's time
   zone recomputes them: the destroyed one is skipped. */
static rk_header *doomed;
static void destroy_doomed(void *o, const char *text, void *ud) {
    (void)o;
    (void)text;
    (void)ud;
    if (doomed != NULL) CHECK_OK(rk_header_destroy(doomed));
    doomed = NULL;
}

static void context_time_zone_with_a_destroying_handler(void) {
    world *w = world_new();
    rk_header *second = NULL;
    CHECK_OK(rk_header_create(w->fx.ctx, RK_HEADER_STYLE_NORMAL, &second));
    CHECK_OK(rk_context_set_last_updated(w->fx.ctx, KEY, AT_0905));
    scroll(w);
    CHECK_OK(rk_connect(w->header, "time-label-changed", (rk_callback)destroy_doomed, NULL, NULL, NULL));
    doomed = second;
    rkt_log_reset();
    CHECK_OK(rk_context_set_utc_offset(w->fx.ctx, 3600));
    RKT_EXPECT_LOG("time:Last update: Today 10:05");
    CHECK(doomed == NULL);
    world_free(w);
}

static const rkt_case cases[] = {
    RKT_CASE(asked_at_every_recompute),
    RKT_CASE(asked_at_dispatch_on_the_loop_thread),
    RKT_CASE(cleared_and_replaced),
    RKT_CASE(replaced_from_inside_its_call),
    RKT_CASE(long_text_second_call),
    RKT_CASE(refused_texts_fall_back),
    RKT_CASE(recomputing_formatters),
    RKT_CASE(formatter_destroys_its_header),
    RKT_CASE(formatter_queries),
    RKT_CASE(context_time_zone),
    RKT_CASE(context_time_zone_with_a_destroying_handler),
};

RKT_MAIN(cases)
