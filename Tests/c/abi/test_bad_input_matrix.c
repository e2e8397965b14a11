/*
 * test_bad_input_matrix: every function of the API table, given every kind of bad input it can
 * receive, called through the table's own pointer.
 *
 * Driven from the table, not from a hand-kept list of functions:
 * - Each row of the matrix is keyed by offsetof(rk_api, field) and names the field. The test walks
 *   every function-pointer slot of the rk_api the library returns (from the first function field to
 *   api->struct_size) and fails, naming the slot's offset and the symbol the slot points to, when a
 *   slot has no row: a function appended to the table fails this test until it gets a row. A row
 *   whose offset is not a slot fails too, and so does a row whose name is not the symbol its slot
 *   points to.
 * - The number of slots must equal the number of rk_ functions the loaded library exports, minus
 *   rk_get_api, and every such export must be in some slot. The exports are read from the dynamic
 *   symbol table of the very library file this process loaded (found with dladdr), which needs no
 *   path from the build system and holds under every build that runs this test (CMake, the ASan
 *   script's direct clang build, valgrind).
 * - The matrix runs the rows in table order, as it finds them by walking the slots.
 *
 * Each row is run in a fresh fixture world: a context on a fixed host clock, with a footer in
 * Pulling with metrics, custom titles, images on every state and its GIF animating on a timer; tasks
 * Running, Suspended, Canceling and Completed; indicators bound to the Running and the Suspended
 * task; the footer bound to the Suspended task; a probe; the activity monitor on and visible; host
 * timers pending, fired and canceled; a GIF header (1.2) with frames on every state, custom titles
 * and its own last-updated key, pulled into Pulling and bound to the Suspended task; a fixed wall
 * clock and a last-updated store in the first context, a store and a normal-style header in the
 * second; a normal-style trailer (1.2) with custom titles, Ukrainian, a data count, an arrow size
 * and an ignored right inset, swiped into Pulling and bound to the Suspended task, and a
 * state-style trailer in the second context; a GIF auto footer (1.2) with Refreshing frames, custom
 * titles, Polish, a trigger percent, a budget of two, paging and an ignored inset, attached to a
 * scroll view (1.2) whose metrics have every field non-zero, bound to the Suspended task, and a lone
 * normal-style auto footer and an empty scroll view in the second context; a second live context
 * with objects of its own; a destroyed context and destroyed objects of every kind; and a counting
 * handler connected to every signal of every live object (found through
 * rk_signal_count/rk_signal_info, so new signals are covered).
 *
 * For each bad call the test asserts: the documented status (or, where the header allows two, one of
 * them); a non-empty last error message on the calling thread; out-parameters untouched (they point
 * into a sentinel-filled area that is compared byte for byte); and no visible change: a snapshot of
 * everything the query functions show, the fd's readability, and every callback counter, taken
 * before the call, equals the one taken after it and the one taken after a dispatch of both contexts
 * (which must run nothing: a rejected call queues nothing). Callbacks passed with a rejected call
 * (handlers, destroy notifies, completions, work, timers, wakeups, clocks) count into a counter that
 * must stay 0 until the end of the process. After its bad calls, each row's world must still work
 * (bindings follow their tasks, timers fire, the wakeup is still the fixture's, every connection ends
 * exactly once at the destroy; the header ends with its task and stamps its key with the wall
 * clock; the trailer and the auto footer end with their task; the scroll view still gives the auto
 * footer's inset back at a detach).
 *
 * Every row runs twice: on the loop thread, then on a second thread, where "Thread: loop" functions
 * must answer RK_ERR_WRONG_THREAD for live handles and "Thread: any" functions must reject bad input
 * exactly as on the loop thread (and not queue it). The second thread hands the snapshots and the
 * dispatch to the loop thread at each call.
 *
 * A third pass runs in a child of fork() (case forked_child): the world is made in this process, and
 * in the child every row runs with the handle lists replaced by the inherited live handles; each call
 * naming one must answer RK_ERR_INVALID_STATE with a message and untouched out-parameters, and every
 * function whose declaration in the header takes a handle must have been called so.
 *
 * At the end it prints "bad-input matrix: <functions> functions, <calls> bad calls".
 */
#define _GNU_SOURCE /* dladdr, RTLD_DEFAULT */
#include "rk_test.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <float.h>
#include <link.h> /* ElfW */
#include <poll.h>
#include <sys/wait.h>
#include <pthread.h>
#include <stddef.h>
#include <unistd.h>

static const rk_api *api;

/* Every callback passed with a bad call counts here; it must stay 0 for the whole run. Atomic: a
   wrongly accepted wakeup is called from whichever thread posted. */
static atomic_ulong bad_fired;

/* ================================================================================================
 * Bad values shared by the rows
 * ============================================================================================== */

typedef struct {
    const char *label;
    const char *text;
} bad_text;

/* Strings the header promises to reject: invalid UTF-8 of several kinds, and strings longer than
   RK_MAX_STRING_BYTES (filled in by fill_long_strings). */
static char long_ascii[RK_MAX_STRING_BYTES + 2];
static char long_multibyte[RK_MAX_STRING_BYTES + 2];
static char very_long[4 * (RK_MAX_STRING_BYTES + 1) + 1];
static char late_invalid[4001];
/* Keys one byte longer than RK_LAST_UPDATED_KEY_MAX (filled in by fill_long_strings). */
static char long_key_ascii[RK_LAST_UPDATED_KEY_MAX + 2];
static char long_key_multibyte[RK_LAST_UPDATED_KEY_MAX + 2];

static const bad_text bad_texts[] = {
    {"invalid UTF-8: lone continuation byte", "ab\x80" "cd"},
    {"invalid UTF-8: string starting with a continuation byte", "\xbf" "abc"},
    {"invalid UTF-8: overlong 2-byte '/'", "\xc0\xaf"},
    {"invalid UTF-8: overlong 2-byte NUL", "a\xc0\x80" "b"},
    {"invalid UTF-8: overlong 3-byte", "\xe0\x80\xaf"},
    {"invalid UTF-8: overlong 4-byte", "\xf0\x80\x80\xaf"},
    {"invalid UTF-8: surrogate U+D800", "\xed\xa0\x80"},
    {"invalid UTF-8: surrogate U+DFFF mid-string", "x\xed\xbf\xbf" "y"},
    {"invalid UTF-8: truncated 2-byte sequence at the end", "abc\xc3"},
    {"invalid UTF-8: truncated 3-byte sequence at the end", "abc\xe2\x82"},
    {"invalid UTF-8: truncated 4-byte sequence at the end", "\xf0\x9f\x98"},
    {"invalid UTF-8: truncated 3-byte sequence mid-string", "\xe2\x82" "x"},
    {"invalid UTF-8: byte 0xFF", "\xff"},
    {"invalid UTF-8: byte 0xFE", "a\xfe"},
    {"invalid UTF-8: code point above U+10FFFF", "\xf4\x90\x80\x80"},
    {"invalid UTF-8: 5-byte form", "\xf8\x88\x80\x80\x80"},
    {"invalid UTF-8: a lone continuation byte after 3999 valid bytes", late_invalid},
    {"over-long: RK_MAX_STRING_BYTES + 1 ASCII bytes", long_ascii},
    {"over-long: RK_MAX_STRING_BYTES + 1 bytes of 2-byte characters", long_multibyte},
    {"over-long: 4 x (RK_MAX_STRING_BYTES + 1) bytes", very_long},
};
#define N_BAD_TEXTS (sizeof bad_texts / sizeof bad_texts[0])

static void fill_long_strings(void) {
    size_t i;
    memset(long_ascii, 'a', RK_MAX_STRING_BYTES + 1);
    long_ascii[RK_MAX_STRING_BYTES + 1] = '\0';
    for (i = 0; i + 1 < RK_MAX_STRING_BYTES + 1; i += 2) {
        long_multibyte[i] = '\xc3';
        long_multibyte[i + 1] = '\xa9';
    }
    long_multibyte[RK_MAX_STRING_BYTES + 1] = '\0';
    memset(very_long, 'b', sizeof very_long - 1);
    very_long[sizeof very_long - 1] = '\0';
    memset(late_invalid, 'c', sizeof late_invalid - 2);
    late_invalid[sizeof late_invalid - 2] = '\x80';
    late_invalid[sizeof late_invalid - 1] = '\0';
    memset(long_key_ascii, 'k', RK_LAST_UPDATED_KEY_MAX + 1);
    long_key_ascii[RK_LAST_UPDATED_KEY_MAX + 1] = '\0';
    /* 512 two-byte characters and one 'k': 1025 bytes, every character whole. */
    for (i = 0; i + 1 < RK_LAST_UPDATED_KEY_MAX; i += 2) {
        long_key_multibyte[i] = '\xc3';
        long_key_multibyte[i + 1] = '\xb6';
    }
    long_key_multibyte[RK_LAST_UPDATED_KEY_MAX] = 'k';
    long_key_multibyte[RK_LAST_UPDATED_KEY_MAX + 1] = '\0';
}

typedef struct {
    const char *label;
    double value;
} bad_double;

/* Non-negative lengths, capped at 1e9 points by F5. */
static const bad_double bad_lengths[] = {
    {"NaN", NAN},          {"+inf", INFINITY},       {"-inf", -INFINITY},
    {"-1", -1.0},          {"-DBL_TRUE_MIN", -DBL_TRUE_MIN}, {"-DBL_MAX", -DBL_MAX},
    {"1.5e9 (beyond 1e9)", 1.5e9}, {"DBL_MAX", DBL_MAX},
};
/* Non-negative durations and delays (no upper bound is documented). */
static const bad_double bad_durations[] = {
    {"NaN", NAN}, {"+inf", INFINITY}, {"-inf", -INFINITY},
    {"-1", -1.0}, {"-DBL_TRUE_MIN", -DBL_TRUE_MIN}, {"-DBL_MAX", -DBL_MAX},
};
/* The footer height: finite, 0.001 to 1e9. */
static const bad_double bad_heights[] = {
    {"NaN", NAN},   {"+inf", INFINITY}, {"-inf", -INFINITY},     {"-1", -1.0},
    {"0", 0.0},     {"-0.0", -0.0},     {"DBL_TRUE_MIN", DBL_TRUE_MIN}, {"0.0009", 0.0009},
    {"1.5e9", 1.5e9}, {"DBL_MAX", DBL_MAX},
};
/* Image widths and heights: finite, non-negative, at most 1e9. */
static const bad_double bad_image_sizes[] = {
    {"NaN", NAN}, {"+inf", INFINITY}, {"-inf", -INFINITY},
    {"-1", -1.0}, {"-DBL_TRUE_MIN", -DBL_TRUE_MIN}, {"1.5e9", 1.5e9},
};
static const bad_double nonfinite[] = {{"NaN", NAN}, {"+inf", INFINITY}, {"-inf", -INFINITY}};

/* Booleans given as int32_t: the header says 0 or 1 only. */
static const int32_t bad_flags[] = {2, -1, 255, INT32_MIN, INT32_MAX};
/* rk_footer_state values that name no state. */
static const int32_t bad_states[] = {0, 7, -1, INT32_MIN, INT32_MAX}; /* 6 is Failed since 1.3 */
/* rk_kind values that name no kind (6 is the header, 7 the trailer, 8 the auto footer and 9 the
   scroll view since 1.2). */
static const int32_t bad_kinds[] = {0, 12, -1, 32, INT32_MIN, INT32_MAX}; /* 11 is the auto header (1.5) */
/* The kinds, RK_KIND_CONTEXT to LAST_KIND; arrays indexed by kind have N_KINDS entries. */
#define LAST_KIND RK_KIND_AUTO_HEADER
#define N_KINDS (LAST_KIND + 1)

/* ---- the header's values (added in 1.2) ---- */

/* The header height: finite, in (0, 1e9] as its declaration says. */
static const bad_double bad_header_heights[] = {
    {"NaN", NAN}, {"+inf", INFINITY}, {"-inf", -INFINITY}, {"-1", -1.0}, {"0", 0.0},
    {"-0.0", -0.0}, {"-DBL_TRUE_MIN", -DBL_TRUE_MIN}, {"1.5e9", 1.5e9}, {"DBL_MAX", DBL_MAX},
};
/* Durations in [0, RK_MAX_DELAY_SECONDS]. */
static const bad_double bad_bounded_durations[] = {
    {"NaN", NAN}, {"+inf", INFINITY}, {"-inf", -INFINITY}, {"-1", -1.0},
    {"-DBL_TRUE_MIN", -DBL_TRUE_MIN}, {"-DBL_MAX", -DBL_MAX},
    {"2e9 (beyond RK_MAX_DELAY_SECONDS)", 2e9}, {"DBL_MAX", DBL_MAX},
};
/* Last-updated times: seconds since 1970 within years 1 to 9999. */
static const bad_double bad_wall_times[] = {
    {"NaN", NAN}, {"+inf", INFINITY}, {"-inf", -INFINITY},
    {"-62135596801 (before year 1)", -62135596801.0},
    {"253402300800 (after year 9999)", 253402300800.0},
    {"DBL_MAX", DBL_MAX}, {"-DBL_MAX", -DBL_MAX},
};
/* rk_header_style values that name no style. */
static const int32_t bad_header_styles[] = {2, -1, 3, 100, INT32_MIN, INT32_MAX};
/* rk_pan_state values that name no phase. */
static const int32_t bad_pans[] = {5, -1, 6, 255, INT32_MIN, INT32_MAX};
/* UTC offsets beyond +-18 hours. */
static const int32_t bad_utc_offsets[] = {64801, -64801, 86400, INT32_MIN, INT32_MAX};

/* ---- the trailer's values (added in 1.2) ---- */

/* rk_trailer_style values that name no style. */
static const int32_t bad_trailer_styles[] = {2, -1, 3, 100, INT32_MIN, INT32_MAX};
/* Item counts: negative is refused. */
static const int64_t bad_counts[] = {-1, INT64_MIN, -((int64_t)1 << 40)};

/* ---- the auto footer's and the scroll view's values (added in 1.2) ---- */

/* rk_auto_footer_style values that name no style. */
static const int32_t bad_auto_footer_styles[] = {2, -1, 3, 100, INT32_MIN, INT32_MAX};
/* Trigger percents: any finite value within +-1e9. */
static const bad_double bad_trigger_percents[] = {
    {"NaN", NAN}, {"+inf", INFINITY}, {"-inf", -INFINITY}, {"1.5e9 (beyond 1e9)", 1.5e9},
    {"-1.5e9 (beyond -1e9)", -1.5e9}, {"DBL_MAX", DBL_MAX}, {"-DBL_MAX", -DBL_MAX},
};
/* rk_scroll_edge values that name no edge. */
static const int32_t bad_edges[] = {3, -1, 4, 100, INT32_MIN, INT32_MAX};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* ================================================================================================
 * Counting handlers, one per signal signature
 * ============================================================================================== */

/* One connection of the fixture: its handler counts calls, its destroy_notify counts ends. */
typedef struct conn_slot {
    rk_connection id;
    rk_kind kind;
    const char *signal; /* static, from rk_signal_info */
    unsigned long calls;
    unsigned long notified;
} conn_slot;

#define HIT(ud) (((conn_slot *)(ud))->calls++)
static void h_v(void *o, void *ud) { (void)o; HIT(ud); }
static void h_i(void *o, int32_t a, void *ud) { (void)o; (void)a; HIT(ud); }
static void h_ii(void *o, int32_t a, int32_t b, void *ud) { (void)o; (void)a; (void)b; HIT(ud); }
static void h_iii(void *o, int32_t a, int32_t b, int32_t c, void *ud) {
    (void)o; (void)a; (void)b; (void)c; HIT(ud);
}
static void h_d(void *o, double a, void *ud) { (void)o; (void)a; HIT(ud); }
static void h_dd(void *o, double a, double b, void *ud) { (void)o; (void)a; (void)b; HIT(ud); }
static void h_ui(void *o, uint64_t a, int32_t b, void *ud) { (void)o; (void)a; (void)b; HIT(ud); }
static void h_u(void *o, uint64_t a, void *ud) { (void)o; (void)a; HIT(ud); }
static void h_si(void *o, const char *s, int32_t i, void *ud) { (void)o; (void)s; (void)i; HIT(ud); }
static void h_dddd(void *o, double a, double b, double c, double d, void *ud) {
    (void)o; (void)a; (void)b; (void)c; (void)d;
    HIT(ud);
}
static void h_layout(void *o, double x, double y, double wd, double ht, double gx, double gy,
                     double gw, double gh, int32_t mode, void *ud) {
    (void)o; (void)x; (void)y; (void)wd; (void)ht; (void)gx; (void)gy; (void)gw; (void)gh;
    (void)mode;
    HIT(ud);
}
static void h_s(void *o, const char *s, void *ud) { (void)o; (void)s; HIT(ud); }
static double h_measure_s(void *o, const char *s, void *ud) {
    (void)o;
    HIT(ud);
    return 7.0 * (double)strlen(s);
}
static void h_is(void *o, int32_t a, const char *s, void *ud) { (void)o; (void)a; (void)s; HIT(ud); }
static void h_p(void *o, void *p, void *ud) { (void)o; (void)p; HIT(ud); }
static void h_pidd(void *o, void *p, int32_t a, double b, double c, void *ud) {
    (void)o; (void)p; (void)a; (void)b; (void)c;
    HIT(ud);
}
static void h_pis(void *o, void *p, int32_t a, const char *s, void *ud) {
    (void)o; (void)p; (void)a; (void)s;
    HIT(ud);
}
static void h_values(void *o, void *p, int32_t a, int64_t b, uint64_t c, double d, const char *s,
                     void *ud) {
    (void)o; (void)p; (void)a; (void)b; (void)c; (void)d; (void)s;
    HIT(ud);
}
static double h_measure_sd(void *o, const char *s, double size, void *ud) {
    (void)o; (void)s; (void)size;
    HIT(ud);
    return 1.5;
}
/* B7 (1.3): a task's "progress", the context's "task-progress", a progress's "progress-changed". */
static void h_ill(void *o, int32_t a, int64_t b, int64_t c, void *ud) { (void)o; (void)a; (void)b; (void)c; HIT(ud); }
static void h_pill(void *o, void *p, int32_t a, int64_t b, int64_t c, void *ud) {
    (void)o; (void)p; (void)a; (void)b; (void)c;
    HIT(ud);
}
static void h_di(void *o, double a, int32_t b, void *ud) { (void)o; (void)a; (void)b; HIT(ud); }
static void on_notify(void *ud) { ((conn_slot *)ud)->notified++; }


static const struct {
    const char *signature;
    rk_callback fn;
} counting_handlers[] = {
    {"v:", (rk_callback)h_v},
    {"v:i", (rk_callback)h_i},
    {"v:ii", (rk_callback)h_ii},
    {"v:iii", (rk_callback)h_iii},
    {"v:d", (rk_callback)h_d},
    {"v:dd", (rk_callback)h_dd},
    {"v:ui", (rk_callback)h_ui},
    {"v:u", (rk_callback)h_u},
    {"v:si", (rk_callback)h_si},
    {"v:dddd", (rk_callback)h_dddd},
    {"v:ddddddddi", (rk_callback)h_layout},
    {"v:s", (rk_callback)h_s},
    {"d:s", (rk_callback)h_measure_s},
    {"v:is", (rk_callback)h_is},
    {"v:p", (rk_callback)h_p},
    {"v:pidd", (rk_callback)h_pidd},
    {"v:pis", (rk_callback)h_pis},
    {"v:piluds", (rk_callback)h_values},
    {"d:sd", (rk_callback)h_measure_sd},
    {"v:ill", (rk_callback)h_ill},
    {"v:pill", (rk_callback)h_pill},
    {"v:di", (rk_callback)h_di},
};

/* Callbacks passed with bad calls. They ignore their arguments (a wrongly accepted handler may be
   called with another signal's parameters) and only count. */
static void bad_callback(void) { atomic_fetch_add(&bad_fired, 1); }
static void bad_notify(void *ud) { (void)ud; bad_callback(); }
static void bad_work(void *ud, int32_t finished) { (void)ud; (void)finished; bad_callback(); }
static void bad_wakeup(void *ud) { (void)ud; bad_callback(); }
static double bad_clock(void *ud) {
    (void)ud;
    bad_callback();
    return 5000.0;
}
static void bad_completion(rk_footer *f, int32_t finished, void *ud) {
    (void)f; (void)finished; (void)ud;
    bad_callback();
}
static void bad_handler(void *o, void *ud) { (void)o; (void)ud; bad_callback(); }
static void bad_header_completion(rk_header *h, int32_t finished, void *ud) {
    (void)h; (void)finished; (void)ud;
    bad_callback();
}
static void bad_trailer_completion(rk_trailer *t, int32_t finished, void *ud) {
    (void)t; (void)finished; (void)ud;
    bad_callback();
}
static void bad_auto_footer_completion(rk_auto_footer *f, int32_t finished, void *ud) {
    (void)f; (void)finished; (void)ud;
    bad_callback();
}

/* ================================================================================================
 * The fixture world
 * ============================================================================================== */

enum { MAX_SLOTS = 224, MAX_BAD_HANDLES = 28, OUT_BYTES = 1024, N_LIVE = 26, LABEL = 80 };
/* The last-updated entries a snapshot reads per context (the fixture stores fewer). */
enum { SNAP_ENTRIES = 6 };
enum { OUT_SENTINEL = 0xA5 };

/* Where a bad call is made: on the loop thread, on a second thread, or both. */
enum { LOOP = 1, WORKER = 2, BOTH = 3 };
/* The matrix's third pass, in a child forked from a process with a live world: every call made
   with one of the (inherited) handles the pass puts in the lists (labels starting INHERITED) must
   be refused with RK_ERR_INVALID_STATE; the other calls are not made (see BAD). */
enum { FORKED = 4 };
#define INHERITED "inherited "
/* Expected results beyond single rk_status codes, where the header allows more than one. */
#define WANT_NEGATIVE INT32_MAX

/* What a bad handle value is. */
enum { H_NULL, H_DEAD, H_WRONG_KIND, H_GARBAGE, H_INHERITED };

typedef struct bad_handle {
    const char *label;
    void *value;
    int what;
    rk_kind kind; /* the kind of the object it is or was, 0 for NULL and garbage */
} bad_handle;

/* Everything observable through the query functions, the fd and the callback counters. */
typedef struct snap {
    rk_status st[256];
    int fd_readable, fd2_readable;
    int fd, fd2;
    double now, next_timeout, now2, next_timeout2;
    rk_activity_monitor_info act, act2;
    rk_kind kinds[N_LIVE];
    rk_footer_state state, state2;
    double percent, alpha;
    rk_footer_layout layout, layout2;
    rk_footer_geometry geo;
    rk_footer_gif gif;
    char label[192];
    size_t label_len;
    char lang[16];
    size_t lang_len;
    char titles[6][192];
    size_t title_len[6];
    uint64_t frame_id[2];
    int32_t frame_index[2];
    rk_task_state tasks[5];
    int32_t animating[3];
    /* The headers (1.2) and the contexts' last-updated stores. */
    rk_footer_state hstate, hstate2;
    double hpercent, halpha, hpercent2;
    rk_header_layout hlayout, hlayout2;
    rk_header_geometry hgeo, hgeo2;
    rk_footer_gif hgif;
    char hlabel[192], htime[192], htime2[192], hlang[16], hkey[64], hkey2[64];
    size_t hlabel_len, htime_len;
    char htitles[5][192];
    uint64_t hframe_id[2];
    int32_t hframe_index[2];
    uint32_t store_count, store_count2;
    char store_key[SNAP_ENTRIES][64], store_key2[SNAP_ENTRIES][64];
    double store_time[SNAP_ENTRIES], store_time2[SNAP_ENTRIES];
    /* The trailers (1.2). */
    rk_footer_state tstate, tstate2;
    double tpercent, talpha, tangle, tpercent2, tangle2;
    rk_trailer_layout tlayout, tlayout2;
    rk_trailer_geometry tgeo, tgeo2;
    char tlabel[192], tlabel2[192], tlang[16];
    size_t tlabel_len;
    char ttitles[5][192];
    /* The auto footers and the scroll views (1.2). */
    rk_footer_state astate, astate2;
    double apercent, aalpha, aalpha2;
    int32_t aspinner, aspinner2;
    rk_auto_footer_layout alayout, alayout2;
    rk_auto_footer_geometry ageo, ageo2;
    rk_footer_gif agif;
    char alabel[192], alabel2[192], alang[16];
    size_t alabel_len;
    char atitles[6][192];
    uint64_t aframe_id[2];
    int32_t aframe_index[2];
    rk_scroll_metrics svm, svm2;
    double host_inset[3], host_inset2[3];
    void *sv_component[4], *sv2_component[4];
    /* B7 (1.3): the progress objects and the tasks' bytes. */
    double pfraction, pfraction2;
    int32_t pindeterminate, pindeterminate2;
    int64_t tprogress[4][2][2]; /* t_running, t_suspended, t_canceling, t_other x direction */
    /* 1.4: the contexts' time zones, and the fixture formatter's calls and notifies. */
    int32_t utc_offset, utc_offset2;
    unsigned long formatter_calls, formatter_notified;
    unsigned long calls[MAX_SLOTS], notified[MAX_SLOTS];
    unsigned long wakeups, work[2], timer[2], timer2[2], completions[2], bad;
} snap;

typedef struct world world;
typedef struct matrix_row {
    size_t offset;
    const char *name;
    void (*run)(world *w);
} matrix_row;

struct world {
    const matrix_row *row;
    int mode; /* LOOP or WORKER: which of a row's calls are made now */

    rk_context *ctx, *ctx2, *dead_ctx;
    rkt_clock clock, clock2; /* the host clocks of ctx and ctx2 (rk_test.h) */
    rk_footer *footer, *footer2, *dead_footer, *footer_of_dead_ctx;
    rk_probe *probe, *probe2, *dead_probe, *probe_of_dead_ctx;
    rk_task *t_running, *t_suspended, *t_canceling, *t_completed, *t_other, *dead_task,
        *task_of_dead_ctx;
    rk_indicator *ind_running, *ind_suspended, *ind_other, *dead_indicator, *indicator_of_dead_ctx;
    /* header: GIF style, in ctx, bound to t_suspended, pulled into Pulling; header2: normal style,
       in ctx2. */
    rk_header *header, *header2, *dead_header, *header_of_dead_ctx;
    rkt_clock wall; /* ctx's wall clock (F11, F12), fixed */
    /* header2's last-updated formatter (1.4): its calls and its destroy_notify. */
    unsigned long formatter_calls, formatter_notified;
    rk_scroll_metrics hm; /* the header's last metrics */
    /* trailer: normal style, in ctx, bound to t_suspended, swiped into Pulling; trailer2: state
       style, in ctx2. */
    rk_trailer *trailer, *trailer2, *dead_trailer, *trailer_of_dead_ctx;
    rk_scroll_metrics tm; /* the trailer's last metrics */
    /* af: GIF style, in ctx, attached to sv, bound to t_suspended, Idle with Refreshing frames;
       af2: normal style, in ctx2, alone (its own metrics). sv: in ctx, holding af; sv2: in ctx2,
       holding nothing. (1.2) */
    rk_auto_footer *af, *af2, *dead_af, *af_of_dead_ctx;
    rk_scroll_view *sv, *sv2, *dead_sv, *sv_of_dead_ctx;
    rk_scroll_metrics svm; /* the scroll view's last metrics */
    rk_scroll_metrics am2; /* af2's last metrics */
    /* progress: in ctx, following t_running's download (30 of 120 reported); progress2: in ctx2,
       following t_other's upload. (1.3) */
    rk_progress *progress, *progress2, *dead_progress, *progress_of_dead_ctx;
    /* ah: GIF style, in ctx; ah2: normal style, in ctx2; both alone (the scroll view's rows keep
       their world). (1.5) */
    rk_auto_header *ah, *ah2, *dead_ah, *ah_of_dead_ctx;
    void *live[N_LIVE];
    rk_scroll_metrics m;

    conn_slot slots[MAX_SLOTS];
    size_t nslots, ctx2_first_slot, ping_slot;
    rk_connection any_conn, max_conn, ended_conn;
    rk_timer host_timer, fired_timer, canceled_timer, ctx2_timer;

    /* Callbacks the world expects (loop thread only, except the wakeup). */
    atomic_ulong wakeups;
    unsigned long work[2], timer[2], timer2[2], completions[2];
    unsigned long work_posted, timers_started, timers2_started;

    /* Bad handle values per expected kind (index = rk_kind), each list ended by a NULL label;
       `nonlive` holds NULL, every destroyed handle and the garbage values once. */
    bad_handle bad[N_KINDS][MAX_BAD_HANDLES];
    bad_handle nonlive[2 * MAX_BAD_HANDLES];
    char labels[N_KINDS][MAX_BAD_HANDLES][LABEL];
    int *local_int;
    void *heap_block;

    /* Out-parameters point here; it is filled with OUT_SENTINEL when each half of a row starts
       (rows set struct_size fields in it before a call) and must be unchanged by a bad call
       (compared with the copy taken just before it). */
    _Alignas(16) unsigned char out[OUT_BYTES];
    unsigned char out_copy[OUT_BYTES];

    /* The bad call in progress. */
    char desc[192];
    int line;
    unsigned long calls, vague;
    snap before, after;

    /* The second thread asks the loop thread for snapshots and dispatches. */
    pthread_mutex_t mu;
    pthread_cond_t cv;
    int request;
};

enum { REQ_NONE, REQ_BEFORE, REQ_AFTER, REQ_DONE };

#define OUT(type) ((type *)(void *)w->out)
#define OUT_AT(type, offset) ((type *)(void *)(w->out + (offset)))

static const char *kind_name(rk_kind k) {
    switch (k) {
    case RK_KIND_CONTEXT: return "context";
    case RK_KIND_PROBE: return "probe";
    case RK_KIND_FOOTER: return "footer";
    case RK_KIND_TASK: return "task";
    case RK_KIND_INDICATOR: return "indicator";
    case RK_KIND_HEADER: return "header";
    case RK_KIND_TRAILER: return "trailer";
    case RK_KIND_AUTO_FOOTER: return "auto footer";
    case RK_KIND_SCROLL_VIEW: return "scroll view";
    case RK_KIND_PROGRESS: return "progress";
    case RK_KIND_AUTO_HEADER: return "auto header";
    default: return "?";
    }
}

static const char *want_name(rk_status want) {
    if (want == WANT_NEGATIVE) return "any error";
    return api->status_string(want);
}

static void on_wakeup(void *ud) { atomic_fetch_add(&((world *)ud)->wakeups, 1); }
/* header2's formatter (1.4): "formatted <zone>", its zone from the info. */
static size_t fixture_formatter(rk_header *header, const rk_last_updated_info *info, char *buf, size_t cap,
                                void *ud) {
    (void)header;
    ((world *)ud)->formatter_calls++;
    return (size_t)snprintf(buf, cap, "formatted %d", (int)info->utc_offset);
}
static void fixture_formatter_notify(void *ud) { ((world *)ud)->formatter_notified++; }
static void good_work(void *ud, int32_t finished) { ((world *)ud)->work[finished ? 1 : 0]++; }
static void good_timer(void *ud, int32_t finished) { ((world *)ud)->timer[finished ? 1 : 0]++; }
static void good_timer2(void *ud, int32_t finished) { ((world *)ud)->timer2[finished ? 1 : 0]++; }

static int fd_readable(int fd) {
    struct pollfd p;
    p.fd = fd;
    p.events = POLLIN;
    p.revents = 0;
    return poll(&p, 1, 0) > 0 && (p.revents & POLLIN) != 0;
}

/* ---- the snapshot (loop thread only) ---- */

/* Uses successful calls only, so that it never touches the last error message. */
static void take(world *w, snap *s) {
    int n = 0, k;
    size_t i;
    memset(s, 0, sizeof *s);
    s->st[n++] = api->context_fd(w->ctx, &s->fd);
    s->st[n++] = api->context_fd(w->ctx2, &s->fd2);
    s->fd_readable = fd_readable(s->fd);
    s->fd2_readable = fd_readable(s->fd2);
    s->st[n++] = api->context_now(w->ctx, &s->now);
    s->st[n++] = api->context_next_timeout(w->ctx, &s->next_timeout);
    s->st[n++] = api->context_now(w->ctx2, &s->now2);
    s->st[n++] = api->context_next_timeout(w->ctx2, &s->next_timeout2);
    s->act.struct_size = sizeof s->act;
    s->st[n++] = api->activity_monitor_get_info(w->ctx, &s->act);
    s->act2.struct_size = sizeof s->act2;
    s->st[n++] = api->activity_monitor_get_info(w->ctx2, &s->act2);
    for (i = 0; i < N_LIVE; i++) s->st[n++] = api->object_kind(w->live[i], &s->kinds[i]);
    s->st[n++] = api->footer_get_state(w->footer, &s->state);
    s->st[n++] = api->footer_get_state(w->footer2, &s->state2);
    s->st[n++] = api->footer_get_pulling_percent(w->footer, &s->percent);
    s->st[n++] = api->footer_get_alpha(w->footer, &s->alpha);
    s->layout.struct_size = sizeof s->layout;
    s->st[n++] = api->footer_get_layout(w->footer, &s->layout);
    s->layout2.struct_size = sizeof s->layout2;
    s->st[n++] = api->footer_get_layout(w->footer2, &s->layout2);
    s->geo.struct_size = sizeof s->geo;
    s->st[n++] = api->footer_get_geometry(w->footer, &s->geo);
    s->gif.struct_size = sizeof s->gif;
    s->st[n++] = api->footer_get_gif(w->footer, &s->gif);
    s->st[n++] = api->footer_get_label(w->footer, s->label, sizeof s->label, &s->label_len);
    s->st[n++] = api->footer_get_language(w->footer, s->lang, sizeof s->lang, &s->lang_len);
    for (k = RK_FOOTER_IDLE; k <= RK_FOOTER_NO_MORE_DATA; k++) {
        s->st[n++] = api->footer_get_title(w->footer, k, s->titles[k], sizeof s->titles[k],
                                           &s->title_len[k]);
    }
    /* The frame now and later on the running animation (its timing is part of the state). */
    s->st[n++] = api->footer_frame_at(w->footer, w->clock.now, &s->frame_id[0], &s->frame_index[0]);
    s->st[n++] = api->footer_frame_at(w->footer, w->clock.now + 0.37, &s->frame_id[1],
                                      &s->frame_index[1]);
    s->st[n++] = api->task_get_state(w->t_running, &s->tasks[0]);
    s->st[n++] = api->task_get_state(w->t_suspended, &s->tasks[1]);
    s->st[n++] = api->task_get_state(w->t_canceling, &s->tasks[2]);
    s->st[n++] = api->task_get_state(w->t_completed, &s->tasks[3]);
    s->st[n++] = api->task_get_state(w->t_other, &s->tasks[4]);
    s->st[n++] = api->indicator_is_animating(w->ind_running, &s->animating[0]);
    s->st[n++] = api->indicator_is_animating(w->ind_suspended, &s->animating[1]);
    s->st[n++] = api->indicator_is_animating(w->ind_other, &s->animating[2]);
    /* The headers. */
    s->st[n++] = api->header_get_state(w->header, &s->hstate);
    s->st[n++] = api->header_get_state(w->header2, &s->hstate2);
    s->st[n++] = api->header_get_pulling_percent(w->header, &s->hpercent);
    s->st[n++] = api->header_get_pulling_percent(w->header2, &s->hpercent2);
    s->st[n++] = api->header_get_alpha(w->header, &s->halpha);
    s->hlayout.struct_size = sizeof s->hlayout;
    s->st[n++] = api->header_get_layout(w->header, &s->hlayout);
    s->hlayout2.struct_size = sizeof s->hlayout2;
    s->st[n++] = api->header_get_layout(w->header2, &s->hlayout2);
    s->hgeo.struct_size = sizeof s->hgeo;
    s->st[n++] = api->header_get_geometry(w->header, &s->hgeo);
    s->hgeo2.struct_size = sizeof s->hgeo2;
    s->st[n++] = api->header_get_geometry(w->header2, &s->hgeo2);
    s->hgif.struct_size = sizeof s->hgif;
    s->st[n++] = api->header_get_gif(w->header, &s->hgif);
    s->st[n++] = api->header_get_label(w->header, s->hlabel, sizeof s->hlabel, &s->hlabel_len);
    s->st[n++] = api->header_get_time_label(w->header, s->htime, sizeof s->htime, &s->htime_len);
    s->st[n++] = api->header_get_time_label(w->header2, s->htime2, sizeof s->htime2, NULL);
    s->st[n++] = api->header_get_language(w->header, s->hlang, sizeof s->hlang, NULL);
    s->st[n++] = api->header_get_last_updated_key(w->header, s->hkey, sizeof s->hkey, NULL);
    s->st[n++] = api->header_get_last_updated_key(w->header2, s->hkey2, sizeof s->hkey2, NULL);
    for (k = RK_FOOTER_IDLE; k <= RK_FOOTER_WILL_REFRESH; k++) {
        s->st[n++] = api->header_get_title(w->header, k, s->htitles[k], sizeof s->htitles[k], NULL);
    }
    s->st[n++] = api->header_frame_at(w->header, w->clock.now, &s->hframe_id[0], &s->hframe_index[0]);
    s->st[n++] = api->header_frame_at(w->header, w->clock.now + 0.37, &s->hframe_id[1],
                                      &s->hframe_index[1]);
    /* The trailers. */
    s->st[n++] = api->trailer_get_state(w->trailer, &s->tstate);
    s->st[n++] = api->trailer_get_state(w->trailer2, &s->tstate2);
    s->st[n++] = api->trailer_get_pulling_percent(w->trailer, &s->tpercent);
    s->st[n++] = api->trailer_get_pulling_percent(w->trailer2, &s->tpercent2);
    s->st[n++] = api->trailer_get_alpha(w->trailer, &s->talpha);
    s->st[n++] = api->trailer_get_arrow_angle(w->trailer, &s->tangle);
    s->st[n++] = api->trailer_get_arrow_angle(w->trailer2, &s->tangle2);
    s->tlayout.struct_size = sizeof s->tlayout;
    s->st[n++] = api->trailer_get_layout(w->trailer, &s->tlayout);
    s->tlayout2.struct_size = sizeof s->tlayout2;
    s->st[n++] = api->trailer_get_layout(w->trailer2, &s->tlayout2);
    s->tgeo.struct_size = sizeof s->tgeo;
    s->st[n++] = api->trailer_get_geometry(w->trailer, &s->tgeo);
    s->tgeo2.struct_size = sizeof s->tgeo2;
    s->st[n++] = api->trailer_get_geometry(w->trailer2, &s->tgeo2);
    s->st[n++] = api->trailer_get_label(w->trailer, s->tlabel, sizeof s->tlabel, &s->tlabel_len);
    s->st[n++] = api->trailer_get_label(w->trailer2, s->tlabel2, sizeof s->tlabel2, NULL);
    s->st[n++] = api->trailer_get_language(w->trailer, s->tlang, sizeof s->tlang, NULL);
    for (k = RK_FOOTER_IDLE; k <= RK_FOOTER_WILL_REFRESH; k++) {
        s->st[n++] = api->trailer_get_title(w->trailer, k, s->ttitles[k], sizeof s->ttitles[k], NULL);
    }
    /* The auto footers and the scroll views. */
    s->st[n++] = api->auto_footer_get_state(w->af, &s->astate);
    s->st[n++] = api->auto_footer_get_state(w->af2, &s->astate2);
    s->st[n++] = api->auto_footer_get_pulling_percent(w->af, &s->apercent);
    s->st[n++] = api->auto_footer_get_alpha(w->af, &s->aalpha);
    s->st[n++] = api->auto_footer_get_alpha(w->af2, &s->aalpha2);
    s->st[n++] = api->auto_footer_is_spinner_animating(w->af, &s->aspinner);
    s->st[n++] = api->auto_footer_is_spinner_animating(w->af2, &s->aspinner2);
    s->alayout.struct_size = sizeof s->alayout;
    s->st[n++] = api->auto_footer_get_layout(w->af, &s->alayout);
    s->alayout2.struct_size = sizeof s->alayout2;
    s->st[n++] = api->auto_footer_get_layout(w->af2, &s->alayout2);
    s->ageo.struct_size = sizeof s->ageo;
    s->st[n++] = api->auto_footer_get_geometry(w->af, &s->ageo);
    s->ageo2.struct_size = sizeof s->ageo2;
    s->st[n++] = api->auto_footer_get_geometry(w->af2, &s->ageo2);
    s->agif.struct_size = sizeof s->agif;
    s->st[n++] = api->auto_footer_get_gif(w->af, &s->agif);
    s->st[n++] = api->auto_footer_get_label(w->af, s->alabel, sizeof s->alabel, &s->alabel_len);
    s->st[n++] = api->auto_footer_get_label(w->af2, s->alabel2, sizeof s->alabel2, NULL);
    s->st[n++] = api->auto_footer_get_language(w->af, s->alang, sizeof s->alang, NULL);
    for (k = RK_FOOTER_IDLE; k <= RK_FOOTER_NO_MORE_DATA; k++) {
        s->st[n++] = api->auto_footer_get_title(w->af, k, s->atitles[k], sizeof s->atitles[k], NULL);
    }
    s->st[n++] = api->auto_footer_frame_at(w->af, w->clock.now, &s->aframe_id[0], &s->aframe_index[0]);
    s->st[n++] = api->auto_footer_frame_at(w->af, w->clock.now + 0.37, &s->aframe_id[1],
                                           &s->aframe_index[1]);
    s->svm.struct_size = sizeof s->svm;
    s->st[n++] = api->scroll_view_get_metrics(w->sv, &s->svm);
    s->svm2.struct_size = sizeof s->svm2;
    s->st[n++] = api->scroll_view_get_metrics(w->sv2, &s->svm2);
    for (k = RK_SCROLL_EDGE_TOP; k <= RK_SCROLL_EDGE_RIGHT; k++) {
        s->st[n++] = api->scroll_view_get_host_inset(w->sv, k, &s->host_inset[k]);
        s->st[n++] = api->scroll_view_get_host_inset(w->sv2, k, &s->host_inset2[k]);
    }
    {
        static const rk_kind slots[4] = {RK_KIND_HEADER, RK_KIND_FOOTER, RK_KIND_AUTO_FOOTER,
                                         RK_KIND_TRAILER};
        for (k = 0; k < 4; k++) {
            s->st[n++] = api->scroll_view_get_component(w->sv, slots[k], &s->sv_component[k]);
            s->st[n++] = api->scroll_view_get_component(w->sv2, slots[k], &s->sv2_component[k]);
        }
    }
    /* The progress objects and the tasks' bytes (1.3). */
    s->st[n++] = api->progress_get_fraction(w->progress, &s->pfraction, &s->pindeterminate);
    s->st[n++] = api->progress_get_fraction(w->progress2, &s->pfraction2, &s->pindeterminate2);
    {
        rk_task *const tasks[4] = {w->t_running, w->t_suspended, w->t_canceling, w->t_other};
        for (k = 0; k < 4; k++) {
            int d;
            for (d = RK_PROGRESS_UPLOAD; d <= RK_PROGRESS_DOWNLOAD; d++) {
                s->st[n++] = api->task_get_progress(tasks[k], d, &s->tprogress[k][d][0], &s->tprogress[k][d][1]);
            }
        }
    }
    /* The last-updated stores, entry by entry (index 0 answers RK_OK only when there is one). */
    s->store_count = s->store_count2 = 0;
    s->st[n++] = api->context_last_updated_entry(w->ctx, 0, s->store_key[0], sizeof s->store_key[0],
                                                 NULL, &s->store_time[0], &s->store_count);
    for (k = 1; k < SNAP_ENTRIES && (uint32_t)k < s->store_count; k++) {
        s->st[n++] = api->context_last_updated_entry(w->ctx, (uint32_t)k, s->store_key[k],
                                                     sizeof s->store_key[k], NULL, &s->store_time[k],
                                                     &s->store_count);
    }
    s->st[n++] = api->context_last_updated_entry(w->ctx2, 0, s->store_key2[0], sizeof s->store_key2[0],
                                                 NULL, &s->store_time2[0], &s->store_count2);
    for (k = 1; k < SNAP_ENTRIES && (uint32_t)k < s->store_count2; k++) {
        s->st[n++] = api->context_last_updated_entry(w->ctx2, (uint32_t)k, s->store_key2[k],
                                                     sizeof s->store_key2[k], NULL, &s->store_time2[k],
                                                     &s->store_count2);
    }
    /* The contexts' time zones and the fixture formatter (1.4). */
    s->st[n++] = api->context_get_utc_offset(w->ctx, &s->utc_offset);
    s->st[n++] = api->context_get_utc_offset(w->ctx2, &s->utc_offset2);
    s->formatter_calls = w->formatter_calls;
    s->formatter_notified = w->formatter_notified;
    for (i = 0; i < w->nslots; i++) {
        s->calls[i] = w->slots[i].calls;
        s->notified[i] = w->slots[i].notified;
    }
    s->wakeups = atomic_load(&w->wakeups);
    memcpy(s->work, w->work, sizeof s->work);
    memcpy(s->timer, w->timer, sizeof s->timer);
    memcpy(s->timer2, w->timer2, sizeof s->timer2);
    memcpy(s->completions, w->completions, sizeof s->completions);
    s->bad = atomic_load(&bad_fired);
}

/* Names the parts of two snapshots that differ. */
static const char *snap_diff(const world *w, const snap *a, const snap *b) {
    static char out[1024];
    size_t used = 0, i;
#define APPEND(...)                                                                               \
    do {                                                                                          \
        if (used < sizeof out) used += (size_t)snprintf(out + used, sizeof out - used, __VA_ARGS__); \
    } while (0)
#define FIELD(f)                                                                                  \
    if (memcmp(&a->f, &b->f, sizeof a->f) != 0) APPEND("%s ", #f);
    out[0] = '\0';
    FIELD(st) FIELD(fd_readable) FIELD(fd2_readable) FIELD(fd) FIELD(fd2) FIELD(now)
    FIELD(next_timeout) FIELD(now2) FIELD(next_timeout2) FIELD(act) FIELD(act2) FIELD(kinds)
    FIELD(state) FIELD(state2) FIELD(percent) FIELD(alpha) FIELD(layout) FIELD(layout2) FIELD(geo)
    FIELD(gif) FIELD(label) FIELD(label_len) FIELD(lang) FIELD(lang_len) FIELD(titles)
    FIELD(title_len) FIELD(frame_id) FIELD(frame_index) FIELD(tasks) FIELD(animating)
    FIELD(wakeups) FIELD(work) FIELD(timer) FIELD(timer2) FIELD(completions) FIELD(bad)
    FIELD(hstate) FIELD(hstate2) FIELD(hpercent) FIELD(halpha) FIELD(hpercent2) FIELD(hlayout)
    FIELD(hlayout2) FIELD(hgeo) FIELD(hgeo2) FIELD(hgif) FIELD(hlabel) FIELD(htime) FIELD(htime2)
    FIELD(hlang) FIELD(hkey) FIELD(hkey2) FIELD(hlabel_len) FIELD(htime_len) FIELD(htitles)
    FIELD(hframe_id) FIELD(hframe_index) FIELD(store_count) FIELD(store_count2) FIELD(store_key)
    FIELD(store_key2) FIELD(store_time) FIELD(store_time2)
    FIELD(tstate) FIELD(tstate2) FIELD(tpercent) FIELD(talpha) FIELD(tangle) FIELD(tpercent2)
    FIELD(tangle2) FIELD(tlayout) FIELD(tlayout2) FIELD(tgeo) FIELD(tgeo2) FIELD(tlabel)
    FIELD(tlabel2) FIELD(tlang) FIELD(tlabel_len) FIELD(ttitles)
    FIELD(astate) FIELD(astate2) FIELD(apercent) FIELD(aalpha) FIELD(aalpha2) FIELD(aspinner)
    FIELD(aspinner2) FIELD(alayout) FIELD(alayout2) FIELD(ageo) FIELD(ageo2) FIELD(agif)
    FIELD(alabel) FIELD(alabel2) FIELD(alang) FIELD(alabel_len) FIELD(atitles) FIELD(aframe_id)
    FIELD(aframe_index) FIELD(svm) FIELD(svm2) FIELD(host_inset) FIELD(host_inset2)
    FIELD(sv_component) FIELD(sv2_component)
    FIELD(pfraction) FIELD(pfraction2) FIELD(pindeterminate) FIELD(pindeterminate2) FIELD(tprogress)
    FIELD(utc_offset) FIELD(utc_offset2) FIELD(formatter_calls) FIELD(formatter_notified)
    for (i = 0; i < w->nslots; i++) {
        if (a->calls[i] != b->calls[i]) {
            APPEND("calls[%s \"%s\": %lu -> %lu] ", kind_name(w->slots[i].kind), w->slots[i].signal,
                   a->calls[i], b->calls[i]);
        }
        if (a->notified[i] != b->notified[i]) {
            APPEND("destroy_notify[%s \"%s\"] ", kind_name(w->slots[i].kind), w->slots[i].signal);
        }
    }
#undef FIELD
#undef APPEND
    return out;
}

/* ---- connecting the counting handlers ---- */

static void connect_all(world *w, void *object, rk_kind kind) {
    uint32_t count = 0, i;
    CHECK_OK(api->signal_count(kind, &count));
    for (i = 0; i < count; i++) {
        rk_signal_desc d;
        char signature[RKT_SHAPE_SIZE];
        rk_callback fn = NULL;
        size_t h;
        conn_slot *s;
        memset(&d, 0, sizeof d);
        d.struct_size = sizeof d;
        CHECK_OK(api->signal_info(kind, i, &d));
        if (d.name == NULL || d.param_count > RK_SIGNAL_MAX_PARAMS) continue;
        rkt_signal_shape(&d, signature);
        for (h = 0; h < COUNT(counting_handlers); h++) {
            if (strcmp(counting_handlers[h].signature, signature) == 0) fn = counting_handlers[h].fn;
        }
        CHECK_MSG(fn != NULL,
                  "no counting handler for signal \"%s\" of the %s (signature %s): add one to "
                  "counting_handlers so that the matrix observes it",
                  d.name, kind_name(kind), signature);
        if (fn == NULL || w->nslots == MAX_SLOTS) continue;
        s = &w->slots[w->nslots++];
        s->kind = kind;
        s->signal = d.name;
        CHECK_OK(api->connect(object, d.name, fn, s, on_notify, &s->id));
        if (kind == RK_KIND_PROBE && object == (void *)w->probe && strcmp(d.name, "ping") == 0) {
            w->ping_slot = (size_t)(s - w->slots);
        }
    }
}

static void dispatch_all(world *w) {
    uint32_t ran = 1;
    int guard = 0;
    while (ran != 0 && guard++ < 100) {
        uint32_t ran2 = 0;
        CHECK_OK(api->context_dispatch(w->ctx, &ran));
        CHECK_OK(api->context_dispatch(w->ctx2, &ran2));
        ran += ran2;
    }
}

/* The bad handle lists (see world.bad). */
static void add_bad(world *w, rk_kind want, size_t *n, const char *label, void *value, int what,
                    rk_kind kind) {
    bad_handle *h = &w->bad[want][*n];
    snprintf(w->labels[want][*n], LABEL, "%s", label);
    h->label = w->labels[want][*n];
    h->value = value;
    h->what = what;
    h->kind = kind;
    (*n)++;
}

static void function_for_garbage(void) {}
static int static_int;

/* One live handle of every kind, by kind: the fixture's first of each. */
static void live_handles(const world *w, void *live_of[N_KINDS]) {
    live_of[RK_KIND_CONTEXT] = w->ctx;
    live_of[RK_KIND_PROBE] = w->probe;
    live_of[RK_KIND_FOOTER] = w->footer;
    live_of[RK_KIND_TASK] = w->t_running;
    live_of[RK_KIND_INDICATOR] = w->ind_running;
    live_of[RK_KIND_HEADER] = w->header;
    live_of[RK_KIND_TRAILER] = w->trailer;
    live_of[RK_KIND_AUTO_FOOTER] = w->af;
    live_of[RK_KIND_SCROLL_VIEW] = w->sv;
    live_of[RK_KIND_PROGRESS] = w->progress;
    live_of[RK_KIND_AUTO_HEADER] = w->ah;
}

static void build_bad_handles(world *w) {
    void *live_of[N_KINDS], *dead_of[N_KINDS], *of_dead_ctx[N_KINDS];
    void *fn_address;
    void (*fn)(void) = function_for_garbage;
    rk_kind want, k;
    size_t n, m = 0;
    live_handles(w, live_of);
    dead_of[RK_KIND_CONTEXT] = w->dead_ctx;
    dead_of[RK_KIND_PROBE] = w->dead_probe;
    dead_of[RK_KIND_FOOTER] = w->dead_footer;
    dead_of[RK_KIND_TASK] = w->dead_task;
    dead_of[RK_KIND_INDICATOR] = w->dead_indicator;
    dead_of[RK_KIND_HEADER] = w->dead_header;
    dead_of[RK_KIND_TRAILER] = w->dead_trailer;
    dead_of[RK_KIND_AUTO_FOOTER] = w->dead_af;
    dead_of[RK_KIND_SCROLL_VIEW] = w->dead_sv;
    dead_of[RK_KIND_PROGRESS] = w->dead_progress;
    dead_of[RK_KIND_AUTO_HEADER] = w->dead_ah;
    of_dead_ctx[RK_KIND_CONTEXT] = NULL;
    of_dead_ctx[RK_KIND_PROBE] = w->probe_of_dead_ctx;
    of_dead_ctx[RK_KIND_FOOTER] = w->footer_of_dead_ctx;
    of_dead_ctx[RK_KIND_TASK] = w->task_of_dead_ctx;
    of_dead_ctx[RK_KIND_INDICATOR] = w->indicator_of_dead_ctx;
    of_dead_ctx[RK_KIND_HEADER] = w->header_of_dead_ctx;
    of_dead_ctx[RK_KIND_TRAILER] = w->trailer_of_dead_ctx;
    of_dead_ctx[RK_KIND_AUTO_FOOTER] = w->af_of_dead_ctx;
    of_dead_ctx[RK_KIND_SCROLL_VIEW] = w->sv_of_dead_ctx;
    of_dead_ctx[RK_KIND_PROGRESS] = w->progress_of_dead_ctx;
    of_dead_ctx[RK_KIND_AUTO_HEADER] = w->ah_of_dead_ctx;
    memcpy(&fn_address, &fn, sizeof fn_address);
    for (want = RK_KIND_CONTEXT; want <= LAST_KIND; want++) {
        char label[LABEL];
        n = 0;
        add_bad(w, want, &n, "NULL", NULL, H_NULL, 0);
        snprintf(label, sizeof label, "destroyed %s", kind_name(want));
        add_bad(w, want, &n, label, dead_of[want], H_DEAD, want);
        if (of_dead_ctx[want] != NULL) {
            snprintf(label, sizeof label, "%s of a destroyed context", kind_name(want));
            add_bad(w, want, &n, label, of_dead_ctx[want], H_DEAD, want);
        }
        for (k = RK_KIND_CONTEXT; k <= LAST_KIND; k++) {
            if (k == want) continue;
            snprintf(label, sizeof label, "live %s where a %s is expected", kind_name(k),
                     kind_name(want));
            add_bad(w, want, &n, label, live_of[k], H_WRONG_KIND, k);
        }
        /* Values that never were handles. The header promises they are reliably rejected. */
        add_bad(w, want, &n, "never a handle: 0x1234", (void *)(uintptr_t)0x1234, H_GARBAGE, 0);
        add_bad(w, want, &n, "never a handle: 0x1", (void *)(uintptr_t)0x1, H_GARBAGE, 0);
        add_bad(w, want, &n, "never a handle: UINTPTR_MAX", (void *)UINTPTR_MAX, H_GARBAGE, 0);
        add_bad(w, want, &n, "never a handle: UINTPTR_MAX - 7", (void *)(UINTPTR_MAX - 7), H_GARBAGE, 0);
        add_bad(w, want, &n, "never a handle: 1 << 63", (void *)((uintptr_t)1 << 63), H_GARBAGE, 0);
        add_bad(w, want, &n, "address of a local int", w->local_int, H_GARBAGE, 0);
        add_bad(w, want, &n, "address of a heap block", w->heap_block, H_GARBAGE, 0);
        add_bad(w, want, &n, "address of a static int", &static_int, H_GARBAGE, 0);
        add_bad(w, want, &n, "address of a function", fn_address, H_GARBAGE, 0);
        add_bad(w, want, &n, "address of the API table", (void *)(uintptr_t)api, H_GARBAGE, 0);
        CHECK_MSG(n < MAX_BAD_HANDLES, "fixture: too many bad %s handles", kind_name(want));
        w->bad[want][n].label = NULL;
    }
    /* Every non-live value once: NULL and the garbage from the footer list, every dead handle. */
    for (want = RK_KIND_CONTEXT; want <= LAST_KIND; want++) {
        const bad_handle *h;
        for (h = w->bad[want]; h->label != NULL; h++) {
            if (h->what == H_DEAD || (want == RK_KIND_FOOTER && (h->what == H_NULL || h->what == H_GARBAGE))) {
                w->nonlive[m++] = *h;
            }
        }
    }
    CHECK_MSG(m < COUNT(w->nonlive), "fixture: too many non-live handles");
    w->nonlive[m].label = NULL;
}

/* The forked pass's lists: each kind's list holds just its inherited live handle, and `nonlive`
   one inherited live handle of every kind. */
static void build_inherited_handles(world *w) {
    void *live_of[N_KINDS];
    rk_kind want;
    size_t m = 0;
    live_handles(w, live_of);
    for (want = RK_KIND_CONTEXT; want <= LAST_KIND; want++) {
        char label[LABEL];
        size_t n = 0;
        snprintf(label, sizeof label, INHERITED "live %s", kind_name(want));
        add_bad(w, want, &n, label, live_of[want], H_INHERITED, want);
        w->bad[want][n].label = NULL;
        w->nonlive[m++] = w->bad[want][0];
    }
    w->nonlive[m].label = NULL;
}

static rk_scroll_metrics metrics(double H, double W, double C, double T, double B, double L,
                                 double y, int32_t dragging) {
    rk_scroll_metrics m;
    memset(&m, 0, sizeof m);
    m.struct_size = sizeof m;
    m.viewport_height = H;
    m.viewport_width = W;
    m.content_height = C;
    m.inset_top = T;
    m.inset_bottom = B;
    m.inset_left = L;
    m.offset_y = y;
    m.dragging = dragging;
    return m;
}

static void world_open(world *w, const matrix_row *row, int *local_int, void *heap_block) {
    rk_context *dctx = NULL;
    rk_image img[8];
    double durations[3] = {0.1, 0.2, 0.3};
    rk_connection ended = 0;
    size_t i;
    memset(w, 0, sizeof *w);
    pthread_mutex_init(&w->mu, NULL);
    pthread_cond_init(&w->cv, NULL);
    atomic_init(&w->wakeups, 0);
    w->row = row;
    w->local_int = local_int;
    w->heap_block = heap_block;
    rkt_clock_init(&w->clock, 1000.0);
    rkt_clock_init(&w->clock2, 1000.0);

    /* Contexts on fixed host clocks: time only moves when the test moves it, so a dispatch made
       to flush a bad call's queued effects runs no timer. */
    CHECK_OK(api->context_create(&w->ctx));
    CHECK_OK(api->context_set_clock(w->ctx, rkt_clock_read, &w->clock));
    CHECK_OK(api->context_set_wakeup(w->ctx, on_wakeup, w));
    CHECK_OK(api->context_create(&w->ctx2));
    CHECK_OK(api->context_set_clock(w->ctx2, rkt_clock_read, &w->clock2));

    /* A destroyed context, and one object of each kind that died with it. */
    CHECK_OK(api->context_create(&dctx));
    CHECK_OK(api->footer_create(dctx, &w->footer_of_dead_ctx));
    CHECK_OK(api->probe_create(dctx, &w->probe_of_dead_ctx));
    CHECK_OK(api->task_create(dctx, &w->task_of_dead_ctx));
    CHECK_OK(api->indicator_create(dctx, &w->indicator_of_dead_ctx));
    CHECK_OK(api->header_create(dctx, RK_HEADER_STYLE_GIF, &w->header_of_dead_ctx));
    CHECK_OK(api->trailer_create(dctx, RK_TRAILER_STYLE_NORMAL, &w->trailer_of_dead_ctx));
    CHECK_OK(api->auto_footer_create(dctx, RK_AUTO_FOOTER_STYLE_GIF, &w->af_of_dead_ctx));
    CHECK_OK(api->scroll_view_create(dctx, &w->sv_of_dead_ctx));
    CHECK_OK(api->scroll_view_attach(w->sv_of_dead_ctx, w->af_of_dead_ctx));
    CHECK_OK(api->auto_header_create(dctx, RK_AUTO_FOOTER_STYLE_GIF, &w->ah_of_dead_ctx));
    CHECK_OK(api->scroll_view_attach(w->sv_of_dead_ctx, w->ah_of_dead_ctx));
    CHECK_OK(api->progress_create(dctx, &w->progress_of_dead_ctx));
    CHECK_OK(api->progress_set_task(w->progress_of_dead_ctx, w->task_of_dead_ctx, RK_PROGRESS_DOWNLOAD, 0));
    CHECK_OK(api->context_set_last_updated(dctx, "feed", 1.6e9));
    CHECK_OK(api->context_destroy(dctx));
    w->dead_ctx = dctx;

    /* Destroyed objects of each kind, made first so that the live ones may reuse their slots. */
    CHECK_OK(api->footer_create(w->ctx, &w->dead_footer));
    CHECK_OK(api->probe_create(w->ctx, &w->dead_probe));
    CHECK_OK(api->task_create(w->ctx, &w->dead_task));
    CHECK_OK(api->indicator_create(w->ctx, &w->dead_indicator));
    CHECK_OK(api->header_create(w->ctx, RK_HEADER_STYLE_NORMAL, &w->dead_header));
    CHECK_OK(api->header_destroy(w->dead_header));
    CHECK_OK(api->trailer_create(w->ctx, RK_TRAILER_STYLE_STATE, &w->dead_trailer));
    CHECK_OK(api->trailer_destroy(w->dead_trailer));
    CHECK_OK(api->auto_footer_create(w->ctx, RK_AUTO_FOOTER_STYLE_NORMAL, &w->dead_af));
    CHECK_OK(api->scroll_view_create(w->ctx, &w->dead_sv));
    CHECK_OK(api->scroll_view_attach(w->dead_sv, w->dead_af));
    CHECK_OK(api->scroll_view_destroy(w->dead_sv));
    CHECK_OK(api->auto_footer_destroy(w->dead_af));
    CHECK_OK(api->auto_header_create(w->ctx, RK_AUTO_FOOTER_STYLE_NORMAL, &w->dead_ah));
    CHECK_OK(api->component_destroy(w->dead_ah));
    CHECK_OK(api->footer_destroy(w->dead_footer));
    CHECK_OK(api->probe_destroy(w->dead_probe));
    CHECK_OK(api->task_destroy(w->dead_task));
    CHECK_OK(api->indicator_destroy(w->dead_indicator));
    CHECK_OK(api->progress_create(w->ctx, &w->dead_progress));
    CHECK_OK(api->progress_destroy(w->dead_progress));

    /* Live objects. */
    CHECK_OK(api->footer_create(w->ctx, &w->footer));
    CHECK_OK(api->probe_create(w->ctx, &w->probe));
    CHECK_OK(api->task_create(w->ctx, &w->t_running));
    CHECK_OK(api->task_create(w->ctx, &w->t_suspended));
    CHECK_OK(api->task_create(w->ctx, &w->t_canceling));
    CHECK_OK(api->task_create(w->ctx, &w->t_completed));
    CHECK_OK(api->indicator_create(w->ctx, &w->ind_running));
    CHECK_OK(api->indicator_create(w->ctx, &w->ind_suspended));
    CHECK_OK(api->footer_create(w->ctx2, &w->footer2));
    CHECK_OK(api->probe_create(w->ctx2, &w->probe2));
    CHECK_OK(api->task_create(w->ctx2, &w->t_other));
    CHECK_OK(api->indicator_create(w->ctx2, &w->ind_other));
    CHECK_OK(api->header_create(w->ctx, RK_HEADER_STYLE_GIF, &w->header));
    CHECK_OK(api->header_create(w->ctx2, RK_HEADER_STYLE_NORMAL, &w->header2));
    CHECK_OK(api->trailer_create(w->ctx, RK_TRAILER_STYLE_NORMAL, &w->trailer));
    CHECK_OK(api->trailer_create(w->ctx2, RK_TRAILER_STYLE_STATE, &w->trailer2));
    CHECK_OK(api->auto_footer_create(w->ctx, RK_AUTO_FOOTER_STYLE_GIF, &w->af));
    CHECK_OK(api->auto_footer_create(w->ctx2, RK_AUTO_FOOTER_STYLE_NORMAL, &w->af2));
    CHECK_OK(api->scroll_view_create(w->ctx, &w->sv));
    CHECK_OK(api->scroll_view_create(w->ctx2, &w->sv2));
    CHECK_OK(api->progress_create(w->ctx, &w->progress));
    CHECK_OK(api->progress_create(w->ctx2, &w->progress2));
    CHECK_OK(api->auto_header_create(w->ctx, RK_AUTO_FOOTER_STYLE_GIF, &w->ah));
    CHECK_OK(api->auto_header_create(w->ctx2, RK_AUTO_FOOTER_STYLE_NORMAL, &w->ah2));
    {
        void *live[N_LIVE] = {w->ctx,        w->ctx2,        w->footer,      w->footer2,
                              w->probe,      w->probe2,      w->t_running,   w->t_suspended,
                              w->t_canceling, w->t_completed, w->t_other,    w->ind_running,
                              w->ind_suspended, w->ind_other, w->header,     w->header2,
                              w->trailer,    w->trailer2,    w->af,          w->af2,
                              w->sv,         w->sv2,         w->progress,    w->progress2,
                              w->ah,         w->ah2};
        memcpy(w->live, live, sizeof live);
    }

    /* A counting handler on every signal of every live object of the first context. */
    connect_all(w, w->ctx, RK_KIND_CONTEXT);
    connect_all(w, w->footer, RK_KIND_FOOTER);
    connect_all(w, w->probe, RK_KIND_PROBE);
    connect_all(w, w->t_running, RK_KIND_TASK);
    connect_all(w, w->t_suspended, RK_KIND_TASK);
    connect_all(w, w->t_canceling, RK_KIND_TASK);
    connect_all(w, w->t_completed, RK_KIND_TASK);
    connect_all(w, w->ind_running, RK_KIND_INDICATOR);
    connect_all(w, w->ind_suspended, RK_KIND_INDICATOR);
    connect_all(w, w->header, RK_KIND_HEADER);
    connect_all(w, w->trailer, RK_KIND_TRAILER);
    connect_all(w, w->af, RK_KIND_AUTO_FOOTER);
    connect_all(w, w->sv, RK_KIND_SCROLL_VIEW);
    connect_all(w, w->progress, RK_KIND_PROGRESS);
    w->any_conn = w->slots[0].id;
    for (i = 0; i < w->nslots; i++) {
        if (w->slots[i].id > w->max_conn) w->max_conn = w->slots[i].id;
    }
    /* An ended connection (its destroy_notify has run: notified is 1 from here on). */
    if (w->nslots < MAX_SLOTS) {
        conn_slot *s = &w->slots[w->nslots++];
        s->kind = RK_KIND_PROBE;
        s->signal = "ping (ended)";
        CHECK_OK(api->connect(w->probe, "ping", (rk_callback)h_v, s, on_notify, &ended));
        s->id = ended;
        CHECK_OK(api->disconnect(w->ctx, ended));
        w->ended_conn = ended;
        if (ended > w->max_conn) w->max_conn = ended;
    }
    /* A few connections in the second context: its connection ids stay below ours, so an id of
       ours given with the second context names nothing there. */
    w->ctx2_first_slot = w->nslots;
    connect_all(w, w->probe2, RK_KIND_PROBE);
    for (i = w->ctx2_first_slot; i < w->nslots; i++) {
        CHECK_MSG(w->slots[i].id < w->max_conn, "fixture: the second context's connection ids "
                                                "should stay below the first's");
    }

    /* Tasks in each state, the activity monitor on. */
    CHECK_OK(api->activity_monitor_set_enabled(w->ctx, 1));
    CHECK_OK(api->activity_monitor_set_delays(w->ctx, 1.0, 0.17));
    CHECK_OK(api->task_resume(w->t_running));
    CHECK_OK(api->task_resume(w->t_canceling));
    CHECK_OK(api->task_cancel(w->t_canceling));
    CHECK_OK(api->task_resume(w->t_completed));
    CHECK_OK(api->task_complete(w->t_completed, 0, "done"));
    dispatch_all(w);
    CHECK_OK(api->indicator_set_animating_with_state_of_task(w->ind_running, w->t_running));
    CHECK_OK(api->indicator_set_animating_with_state_of_task(w->ind_suspended, w->t_suspended));
    CHECK_OK(api->footer_set_refreshing_with_state_of_task(w->footer, w->t_suspended));
    CHECK_OK(api->header_set_refreshing_with_state_of_task(w->header, w->t_suspended));
    CHECK_OK(api->trailer_set_refreshing_with_state_of_task(w->trailer, w->t_suspended));
    CHECK_OK(api->auto_footer_set_refreshing_with_state_of_task(w->af, w->t_suspended));
    /* B7 (1.3): bytes reported and delivered; the progress objects follow their tasks. */
    CHECK_OK(api->task_set_progress(w->t_running, RK_PROGRESS_DOWNLOAD, 30, 120));
    CHECK_OK(api->task_set_progress(w->t_running, RK_PROGRESS_UPLOAD, 5, RK_PROGRESS_UNKNOWN));
    CHECK_OK(api->task_set_progress(w->t_canceling, RK_PROGRESS_DOWNLOAD, 7, 9));
    CHECK_OK(api->task_set_progress(w->t_other, RK_PROGRESS_UPLOAD, 1, 4));
    CHECK_OK(api->progress_set_task(w->progress, w->t_running, RK_PROGRESS_DOWNLOAD, 1));
    CHECK_OK(api->progress_set_task(w->progress2, w->t_other, RK_PROGRESS_UPLOAD, 0));
    /* Past the monitor's activation delay: it shows. */
    rkt_clock_advance(&w->clock, 1.0);
    dispatch_all(w);

    /* The footer: metrics, frames on every state, custom titles, then pulled into Pulling, where
       its GIF animates on a timer. */
    w->m = metrics(600, 375, 1000, 64, 0, 0, -64, 0);
    CHECK_OK(api->footer_set_metrics(w->footer, &w->m));
    rkt_frames(img, 8, 100, 50, 60);
    CHECK_OK(api->footer_set_images(w->footer, RK_FOOTER_IDLE, img, 8));
    rkt_frames(img, 3, 200, 50, 50);
    CHECK_OK(api->footer_set_images_with_duration(w->footer, RK_FOOTER_PULLING, img, 3, 0.3));
    rkt_frames(img, 3, 300, 50, 50);
    CHECK_OK(api->footer_set_images_with_frame_durations(w->footer, RK_FOOTER_REFRESHING, img,
                                                          durations, 3));
    rkt_frames(img, 2, 500, 40, 40);
    CHECK_OK(api->footer_set_images(w->footer, RK_FOOTER_NO_MORE_DATA, img, 2));
    CHECK_OK(api->footer_set_title(w->footer, RK_FOOTER_IDLE, "pull up, friend"));
    CHECK_OK(api->footer_set_title(w->footer, RK_FOOTER_PULLING, "l\xc3\xa2" "chez \xe2\x86\x91"));
    CHECK_OK(api->footer_set_language(w->footer, "ru"));
    CHECK_OK(api->footer_set_text_width(w->footer, 90));
    CHECK_OK(api->footer_set_label_left_inset(w->footer, 24));
    CHECK_OK(api->footer_set_data_count(w->footer, 10));
    CHECK_OK(api->footer_set_automatically_change_alpha(w->footer, 1));
    w->m.offset_y = 430;
    w->m.dragging = 1;
    CHECK_OK(api->footer_set_metrics(w->footer, &w->m));
    w->m.offset_y = 470;
    CHECK_OK(api->footer_set_metrics(w->footer, &w->m));
    {
        rk_scroll_metrics m2 = metrics(500, 320, 200, 20, 0, 0, -20, 0);
        CHECK_OK(api->footer_set_metrics(w->footer2, &m2));
    }

    /* The header (1.2): a fixed wall clock, a store with the header's key and another, frames on
       every state, custom titles, Korean, UTC+1, then pulled into Pulling (GIF animating). Every
       field of its metrics, the 1.2 ones included, is non-zero. The second context's store holds a
       key of its own; its normal-style header shows the default key's "no record" text. */
    rkt_clock_init(&w->wall, 1.7e9);
    CHECK_OK(api->context_set_wall_clock(w->ctx, rkt_clock_read, &w->wall));
    CHECK_OK(api->context_set_last_updated(w->ctx, "feed", 1.7e9 - 5 * 3600.0));
    CHECK_OK(api->context_set_last_updated(w->ctx, "z-other", 1.5e9));
    CHECK_OK(api->context_set_last_updated(w->ctx2, "only-in-ctx2", 1.6e9));
    CHECK_OK(api->header_set_last_updated_key(w->header, "feed"));
    CHECK_OK(api->header_set_utc_offset(w->header, 3600));
    w->hm = metrics(600, 375, 1000, 64, 10, 4, -64, 0);
    w->hm.content_width = 375;
    w->hm.inset_right = 6;
    w->hm.offset_x = 2;
    w->hm.pan = RK_PAN_NONE;
    CHECK_OK(api->header_set_metrics(w->header, &w->hm));
    rkt_frames(img, 4, 1100, 50, 60);
    CHECK_OK(api->header_set_images(w->header, RK_FOOTER_IDLE, img, 4));
    rkt_frames(img, 3, 1200, 50, 50);
    CHECK_OK(api->header_set_images_with_duration(w->header, RK_FOOTER_PULLING, img, 3, 0.3));
    rkt_frames(img, 3, 1300, 50, 50);
    CHECK_OK(api->header_set_images_with_frame_durations(w->header, RK_FOOTER_REFRESHING, img,
                                                          durations, 3));
    rkt_frames(img, 2, 1400, 40, 40);
    CHECK_OK(api->header_set_images(w->header, RK_FOOTER_WILL_REFRESH, img, 2));
    CHECK_OK(api->header_set_language(w->header, "ko"));
    CHECK_OK(api->header_set_title(w->header, RK_FOOTER_IDLE, "pull down, friend"));
    CHECK_OK(api->header_set_title(w->header, RK_FOOTER_PULLING, "l\xc3\xa2" "chez \xe2\x86\x93"));
    CHECK_OK(api->header_set_text_widths(w->header, 90, 120));
    CHECK_OK(api->header_set_label_left_inset(w->header, 22));
    CHECK_OK(api->header_set_automatically_change_alpha(w->header, 1));
    w->hm.offset_y = -100;
    w->hm.dragging = 1;
    w->hm.pan = RK_PAN_BEGAN;
    CHECK_OK(api->header_set_metrics(w->header, &w->hm));
    w->hm.offset_y = -140;
    w->hm.pan = RK_PAN_CHANGED;
    CHECK_OK(api->header_set_metrics(w->header, &w->hm));
    {
        rk_scroll_metrics m2 = metrics(500, 320, 200, 20, 0, 0, -30, 1);
        m2.content_width = 320;
        CHECK_OK(api->header_set_metrics(w->header2, &m2));
    }
    /* 1.4: the second context's time zone is UTC-3, and its header's text comes from a formatter
       (a rejected set or clear of a formatter, or a rejected time zone, would show in its text,
       its calls or its notify). */
    CHECK_OK(api->context_set_utc_offset(w->ctx2, -3 * 3600));
    CHECK_OK(api->header_set_last_updated_formatter(w->header2, fixture_formatter, w, fixture_formatter_notify));
    CHECK_EQ_U64(w->formatter_calls, 1);

    /* The trailer (1.2): custom titles, Ukrainian, a data count, an arrow size, an ignored right
       inset, then swiped past its trigger into Pulling (V = 375 - 4 - 6 = 365, D = 635,
       happen_offset = 631, trigger_offset = 691). Every field of its metrics is non-zero. The second
       context's state-style trailer rests over content narrower than its viewport. */
    CHECK_OK(api->trailer_set_title(w->trailer, RK_FOOTER_IDLE, "swipe, friend"));
    CHECK_OK(api->trailer_set_title(w->trailer, RK_FOOTER_PULLING, "l\xc3\xa2" "chez \xe2\x86\x92"));
    CHECK_OK(api->trailer_set_language(w->trailer, "uk"));
    CHECK_OK(api->trailer_set_data_count(w->trailer, 12));
    CHECK_OK(api->trailer_set_arrow_size(w->trailer, 22, 24));
    CHECK_OK(api->trailer_set_ignored_right_inset(w->trailer, 3));
    CHECK_OK(api->trailer_set_automatically_change_alpha(w->trailer, 1));
    w->tm = metrics(600, 375, 1000, 64, 10, 4, -64, 0);
    w->tm.content_width = 1000;
    w->tm.inset_right = 6;
    w->tm.offset_x = -4;
    w->tm.pan = RK_PAN_NONE;
    CHECK_OK(api->trailer_set_metrics(w->trailer, &w->tm));
    w->tm.offset_x = 661; /* halfway */
    w->tm.dragging = 1;
    w->tm.pan = RK_PAN_BEGAN;
    CHECK_OK(api->trailer_set_metrics(w->trailer, &w->tm));
    w->tm.offset_x = 720;
    w->tm.pan = RK_PAN_CHANGED;
    CHECK_OK(api->trailer_set_metrics(w->trailer, &w->tm));
    {
        rk_scroll_metrics m2 = metrics(500, 320, 200, 20, 0, 0, -20, 0);
        m2.content_width = 200;
        m2.inset_right = 2;
        m2.offset_x = 0;
        CHECK_OK(api->trailer_set_metrics(w->trailer2, &m2));
        CHECK_OK(api->trailer_set_language(w->trailer2, "zh-Hant"));
    }

    /* The auto footers and the scroll views (1.2): the GIF auto footer on a scroll view in the
       first context, with Refreshing frames, custom titles, Polish, a trigger percent, a budget,
       paging and an ignored inset, scrolled to offset 300, above its trigger line (Idle); every
       field of the scroll view's metrics is non-zero. The normal-style auto footer in the second
       context is alone, attached by its own update. */
    rkt_frames(img, 3, 2300, 50, 30);
    CHECK_OK(api->auto_footer_set_images_with_frame_durations(w->af, RK_FOOTER_REFRESHING, img,
                                                              durations, 3));
    rkt_frames(img, 2, 2000, 40, 30);
    CHECK_OK(api->auto_footer_set_images(w->af, RK_FOOTER_IDLE, img, 2));
    CHECK_OK(api->auto_footer_set_title(w->af, RK_FOOTER_IDLE, "scroll on, friend"));
    CHECK_OK(api->auto_footer_set_title(w->af, RK_FOOTER_PULLING, "l\xc3\xa2" "chez \xe2\x86\x91"));
    CHECK_OK(api->auto_footer_set_language(w->af, "pl"));
    CHECK_OK(api->auto_footer_set_text_width(w->af, 90));
    CHECK_OK(api->auto_footer_set_trigger_percent(w->af, 0.5));
    CHECK_OK(api->auto_footer_set_auto_trigger_times(w->af, 2));
    CHECK_OK(api->auto_footer_set_paging_enabled(w->af, 1));
    CHECK_OK(api->auto_footer_set_ignored_bottom_inset(w->af, 3));
    CHECK_OK(api->scroll_view_attach(w->sv, w->af));
    w->svm = metrics(600, 375, 1000, 64, 10, 4, -64, 0);
    w->svm.content_width = 375;
    w->svm.inset_right = 6;
    w->svm.offset_x = 2;
    w->svm.pan = RK_PAN_NONE;
    CHECK_OK(api->scroll_view_set_metrics(w->sv, &w->svm));
    /* The bottom inset now holds the footer's 44. */
    w->svm.inset_bottom = 54;
    w->svm.offset_y = 300;
    w->svm.dragging = 1;
    w->svm.pan = RK_PAN_BEGAN;
    CHECK_OK(api->scroll_view_set_metrics(w->sv, &w->svm));
    {
        rk_scroll_metrics m2 = metrics(500, 320, 200, 20, 0, 0, -20, 0);
        m2.content_width = 320;
        CHECK_OK(api->scroll_view_set_metrics(w->sv2, &m2));
        w->am2 = metrics(500, 320, 900, 20, 0, 0, 100, 0);
        CHECK_OK(api->auto_footer_set_metrics(w->af2, &w->am2));
        CHECK_OK(api->auto_footer_set_language(w->af2, "ja"));
    }

    /* Host timers: one fired, one canceled, one pending (started last: the highest timer id in
       use), and one pending in the second context. */
    CHECK_OK(api->timer_start(w->ctx, 0, good_timer, w, &w->fired_timer));
    w->timers_started++;
    dispatch_all(w);
    CHECK_OK(api->timer_start(w->ctx, 50, good_timer, w, &w->canceled_timer));
    w->timers_started++;
    CHECK_OK(api->timer_cancel(w->ctx, w->canceled_timer));
    CHECK_OK(api->timer_start(w->ctx2, 100, good_timer2, w, &w->ctx2_timer));
    w->timers2_started++;
    CHECK_OK(api->timer_start(w->ctx, 100, good_timer, w, &w->host_timer));
    w->timers_started++;
    dispatch_all(w);

    build_bad_handles(w);
    memset(w->out, OUT_SENTINEL, sizeof w->out);

    /* The world is as described, and quiet: nothing due, nothing queued. */
    {
        rk_footer_state state = 0;
        rk_footer_gif gif;
        rk_activity_monitor_info info;
        int32_t animating = -1;
        rk_task_state ts = -1;
        double timeout = -5;
        CHECK_OK(api->footer_get_state(w->footer, &state));
        CHECK_EQ_INT(state, RK_FOOTER_PULLING);
        CHECK_OK(api->header_get_state(w->header, &state));
        CHECK_EQ_INT(state, RK_FOOTER_PULLING);
        CHECK_OK(api->trailer_get_state(w->trailer, &state));
        CHECK_EQ_INT(state, RK_FOOTER_PULLING);
        CHECK_OK(api->trailer_get_state(w->trailer2, &state));
        CHECK_EQ_INT(state, RK_FOOTER_IDLE);
        CHECK_OK(api->auto_footer_get_state(w->af, &state));
        CHECK_EQ_INT(state, RK_FOOTER_IDLE);
        CHECK_OK(api->auto_footer_get_state(w->af2, &state));
        CHECK_EQ_INT(state, RK_FOOTER_IDLE);
        {
            rk_auto_footer_geometry g;
            void *component = NULL;
            double inset = -1;
            memset(&g, 0, sizeof g);
            g.struct_size = sizeof g;
            CHECK_OK(api->auto_footer_get_geometry(w->af, &g));
            CHECK_EQ_INT(g.attached, 1);
            CHECK_EQ_INT(g.tall, 1);
            CHECK_EQ_BITS(g.bottom_contribution, 44.0);
            CHECK_EQ_BITS(g.previous_offset, -64.0); /* the offset before the last update's */
            CHECK(g.trigger_offset > 300.0);
            memset(&g, 0, sizeof g);
            g.struct_size = sizeof g;
            CHECK_OK(api->auto_footer_get_geometry(w->af2, &g));
            CHECK_EQ_INT(g.attached, 1);
            CHECK_OK(api->scroll_view_get_component(w->sv, RK_KIND_AUTO_FOOTER, &component));
            CHECK(component == (void *)w->af);
            CHECK_OK(api->scroll_view_get_host_inset(w->sv, RK_SCROLL_EDGE_BOTTOM, &inset));
            CHECK_EQ_BITS(inset, 10.0);
        }
        {
            rk_trailer_geometry g;
            rk_trailer_layout l;
            char text[64];
            double angle = -1;
            memset(&g, 0, sizeof g);
            g.struct_size = sizeof g;
            CHECK_OK(api->trailer_get_geometry(w->trailer, &g));
            CHECK_EQ_BITS(g.happen_offset, 631.0);
            CHECK_EQ_BITS(g.trigger_offset, 691.0);
            CHECK_EQ_BITS(g.ignored_right_inset, 3.0);
            CHECK_OK(api->trailer_get_label(w->trailer, text, sizeof text, NULL));
            CHECK_STR(text, "l\xc3\xa2" "chez \xe2\x86\x92");
            CHECK_OK(api->trailer_get_arrow_angle(w->trailer, &angle));
            CHECK(angle > 3.14 && angle < 3.15);
            memset(&l, 0, sizeof l);
            l.struct_size = sizeof l;
            CHECK_OK(api->trailer_get_layout(w->trailer, &l));
            CHECK_EQ_INT(l.has_arrow, 1);
            memset(&l, 0, sizeof l);
            l.struct_size = sizeof l;
            CHECK_OK(api->trailer_get_layout(w->trailer2, &l));
            CHECK_EQ_INT(l.has_arrow, 0);
        }
        memset(&gif, 0, sizeof gif);
        gif.struct_size = sizeof gif;
        CHECK_OK(api->header_get_gif(w->header, &gif));
        CHECK_EQ_INT(gif.animating, 1);
        memset(&gif, 0, sizeof gif);
        gif.struct_size = sizeof gif;
        CHECK_OK(api->footer_get_gif(w->footer, &gif));
        CHECK_EQ_INT(gif.animating, 1);
        memset(&info, 0, sizeof info);
        info.struct_size = sizeof info;
        CHECK_OK(api->activity_monitor_get_info(w->ctx, &info));
        CHECK_EQ_INT(info.visible, 1);
        CHECK_EQ_INT(info.active_tasks, 1);
        CHECK_OK(api->indicator_is_animating(w->ind_running, &animating));
        CHECK_EQ_INT(animating, 1);
        CHECK_OK(api->task_get_state(w->t_canceling, &ts));
        CHECK_EQ_INT(ts, RK_TASK_CANCELING);
        CHECK_OK(api->context_next_timeout(w->ctx, &timeout));
        CHECK(timeout > 0);
        CHECK_EQ_INT(w->timer[1], 1);
        CHECK_EQ_INT(w->timer[0], 1);
        CHECK_MSG(w->ctx2_timer < w->host_timer, "fixture: the second context's timer id should "
                                                 "be below the first's host timer id");
    }
}

/* After a row: the world still works. Bindings follow their tasks, the wakeup is still the
   fixture's, timers fire, no connection has ended. A rejected call that half-applied something
   invisible to the queries (an unbinding, a replaced wakeup, a dropped timer) shows here. */
static void world_check_alive(world *w) {
    size_t i;
    unsigned long wakeups;
    rk_footer_state state = 0;
    int32_t animating = -1;
    RKT_NOTE("row %s: the fixture world still works after the row", w->row->name);
    for (i = 0; i < w->nslots; i++) {
        if (w->slots[i].id == w->ended_conn) continue;
        CHECK_MSG(w->slots[i].notified == 0, "row %s: connection to %s \"%s\" has ended",
                  w->row->name, kind_name(w->slots[i].kind), w->slots[i].signal);
    }
    CHECK_OK(api->task_resume(w->t_suspended));
    CHECK_OK(api->task_suspend(w->t_running));
    dispatch_all(w);
    CHECK_OK(api->indicator_is_animating(w->ind_suspended, &animating));
    CHECK_MSG(animating == 1, "row %s: the indicator bound to the suspended task no longer follows it",
              w->row->name);
    CHECK_OK(api->indicator_is_animating(w->ind_running, &animating));
    CHECK_MSG(animating == 0, "row %s: the indicator bound to the running task no longer follows it",
              w->row->name);
    CHECK_OK(api->footer_get_state(w->footer, &state));
    CHECK_MSG(state == RK_FOOTER_REFRESHING,
              "row %s: the footer bound to the suspended task did not begin refreshing at its resume "
              "(state %d)", w->row->name, (int)state);
    CHECK_OK(api->header_get_state(w->header, &state));
    CHECK_MSG(state == RK_FOOTER_REFRESHING,
              "row %s: the header bound to the suspended task did not begin refreshing at its resume "
              "(state %d)", w->row->name, (int)state);
    CHECK_OK(api->trailer_get_state(w->trailer, &state));
    CHECK_MSG(state == RK_FOOTER_REFRESHING,
              "row %s: the trailer bound to the suspended task did not begin refreshing at its resume "
              "(state %d)", w->row->name, (int)state);
    CHECK_OK(api->auto_footer_get_state(w->af, &state));
    CHECK_MSG(state == RK_FOOTER_REFRESHING,
              "row %s: the auto footer bound to the suspended task did not begin refreshing at its "
              "resume (state %d)", w->row->name, (int)state);
    wakeups = atomic_load(&w->wakeups);
    CHECK_OK(api->context_post(w->ctx, good_work, w));
    w->work_posted++;
    CHECK_MSG(atomic_load(&w->wakeups) == wakeups + 1, "row %s: the fixture's wakeup callback was "
              "not called for a post", w->row->name);
    dispatch_all(w);
    CHECK_MSG(w->work[1] == 1, "row %s: posted work did not run", w->row->name);
    rkt_clock_advance(&w->clock, 100);
    rkt_clock_advance(&w->clock2, 100);
    dispatch_all(w);
    CHECK_MSG(w->timer[1] == 2, "row %s: the pending host timer did not fire", w->row->name);
    CHECK_MSG(w->timer2[1] == 1, "row %s: the second context's timer did not fire", w->row->name);
    /* The header ends with its task and stamps its key with the fixture's wall clock (a rejected
       rk_context_set_wall_clock or key change would show here). */
    CHECK_OK(api->task_suspend(w->t_suspended));
    dispatch_all(w);
    rkt_clock_advance(&w->clock, 10);
    dispatch_all(w);
    CHECK_OK(api->header_get_state(w->header, &state));
    CHECK_MSG(state == RK_FOOTER_IDLE, "row %s: the header bound to the suspended task did not end "
              "refreshing at its suspend (state %d)", w->row->name, (int)state);
    CHECK_OK(api->trailer_get_state(w->trailer, &state));
    CHECK_MSG(state == RK_FOOTER_IDLE, "row %s: the trailer bound to the suspended task did not end "
              "refreshing at its suspend (state %d)", w->row->name, (int)state);
    CHECK_OK(api->auto_footer_get_state(w->af, &state));
    CHECK_MSG(state == RK_FOOTER_IDLE, "row %s: the auto footer bound to the suspended task did not "
              "end refreshing at its suspend (state %d)", w->row->name, (int)state);
    {
        /* The scroll view still drives the auto footer: its inset contribution is still relayed
           away at a detach (a rejected attach or detach that half-applied would show here). */
        double inset = -1;
        CHECK_OK(api->scroll_view_detach(w->sv, w->af));
        CHECK_OK(api->scroll_view_get_host_inset(w->sv, RK_SCROLL_EDGE_BOTTOM, &inset));
        CHECK_MSG(inset == 10.0, "row %s: the scroll view's host bottom inset is %.17g after the "
                  "detach, expected 10", w->row->name, inset);
    }
    {
        double stamped = -1;
        CHECK_OK(api->context_get_last_updated(w->ctx, "feed", &stamped));
        CHECK_MSG(stamped == w->wall.now, "row %s: the header stamped %.17g, the wall clock reads %.17g",
                  w->row->name, stamped, w->wall.now);
    }
    {
        /* The progress still follows the running task's download, and only that (a rejected bind
           that half-applied would show here). */
        double fraction = -1;
        int32_t indeterminate = -1;
        CHECK_OK(api->task_set_progress(w->t_running, RK_PROGRESS_DOWNLOAD, 60, 120));
        CHECK_OK(api->task_set_progress(w->t_suspended, RK_PROGRESS_DOWNLOAD, 1, 1000));
        dispatch_all(w);
        CHECK_OK(api->progress_get_fraction(w->progress, &fraction, &indeterminate));
        CHECK_MSG(fraction == 0.5 && indeterminate == 0, "row %s: the progress shows %.17g (indeterminate "
                  "%d) after its task reported 60 of 120", w->row->name, fraction, (int)indeterminate);
    }
    {
        /* header2 still asks the fixture's formatter, in its context's time zone (1.4). */
        unsigned long calls = w->formatter_calls;
        char text[64] = "";
        CHECK_OK(api->header_set_language(w->header2, "uk"));
        dispatch_all(w);
        CHECK_OK(api->header_get_time_label(w->header2, text, sizeof text, NULL));
        CHECK_MSG(w->formatter_calls == calls + 1 && strcmp(text, "formatted -10800") == 0,
                  "row %s: header2's formatter was called %lu times at a language change, its text is "
                  "\"%s\"", w->row->name, w->formatter_calls - calls, text);
    }
    CHECK_MSG(atomic_load(&bad_fired) == 0, "row %s: a callback passed with a rejected call ran",
              w->row->name);
}

/* Destroys the world; every connection ends exactly once, every timer and work item is called
   exactly once, and no callback of a rejected call ever runs. */
static void world_close(world *w) {
    size_t i;
    RKT_NOTE("row %s: destroying the fixture world", w->row->name);
    CHECK_OK(api->context_destroy(w->ctx));
    CHECK_OK(api->context_destroy(w->ctx2));
    for (i = 0; i < w->nslots; i++) {
        CHECK_MSG(w->slots[i].notified == 1, "row %s: destroy_notify of %s \"%s\" ran %lu times",
                  w->row->name, kind_name(w->slots[i].kind), w->slots[i].signal,
                  w->slots[i].notified);
    }
    CHECK_MSG(w->formatter_notified == 1, "row %s: the formatter's destroy_notify ran %lu times",
              w->row->name, w->formatter_notified);
    CHECK_MSG(w->timer[0] + w->timer[1] == w->timers_started,
              "row %s: %lu host timers started, %lu calls", w->row->name, w->timers_started,
              w->timer[0] + w->timer[1]);
    CHECK_MSG(w->timer2[0] + w->timer2[1] == w->timers2_started,
              "row %s: second context's timers: %lu started, %lu calls", w->row->name,
              w->timers2_started, w->timer2[0] + w->timer2[1]);
    CHECK_MSG(w->work[0] + w->work[1] == w->work_posted, "row %s: %lu posted, %lu calls",
              w->row->name, w->work_posted, w->work[0] + w->work[1]);
    CHECK_MSG(atomic_load(&bad_fired) == 0,
              "row %s: a callback passed with a rejected call ran (%lu calls, counted up to the "
              "destroy)", w->row->name, atomic_load(&bad_fired));
    atomic_store(&bad_fired, 0);
    pthread_mutex_destroy(&w->mu);
    pthread_cond_destroy(&w->cv);
}

/* ================================================================================================
 * Making one bad call
 * ============================================================================================== */

/* The second thread hands a request to the loop thread and waits until it is served. */
static void ask(world *w, int request) {
    pthread_mutex_lock(&w->mu);
    w->request = request;
    pthread_cond_broadcast(&w->cv);
    while (w->request != REQ_NONE) pthread_cond_wait(&w->cv, &w->mu);
    pthread_mutex_unlock(&w->mu);
}

static const char *where_text(const world *w) { return w->mode == WORKER ? " [second thread]" : ""; }

/* Loop thread: the world is as it was before the call, right after it and after a dispatch of
   both contexts (which must run nothing: a rejected call queues nothing). */
static void verify_after(world *w) {
    uint32_t ran = 77, ran2 = 77;
    take(w, &w->after);
    CHECK_MSG(memcmp(&w->before, &w->after, sizeof w->after) == 0,
              "%s: %s%s (line %d): visible change right after the call: %s", w->row->name, w->desc,
              where_text(w), w->line, snap_diff(w, &w->before, &w->after));
    CHECK_OK(api->context_dispatch(w->ctx, &ran));
    CHECK_OK(api->context_dispatch(w->ctx2, &ran2));
    CHECK_MSG(ran == 0 && ran2 == 0,
              "%s: %s%s (line %d): the rejected call queued work (the next dispatch ran %u + %u items)",
              w->row->name, w->desc, where_text(w), w->line, (unsigned)ran, (unsigned)ran2);
    take(w, &w->after);
    CHECK_MSG(memcmp(&w->before, &w->after, sizeof w->after) == 0,
              "%s: %s%s (line %d): visible change after a dispatch: %s", w->row->name, w->desc,
              where_text(w), w->line, snap_diff(w, &w->before, &w->after));
    CHECK_MSG(atomic_load(&bad_fired) == 0,
              "%s: %s%s (line %d): a callback passed with the rejected call ran", w->row->name,
              w->desc, where_text(w), w->line);
    atomic_store(&bad_fired, 0);
}

static void call_begin(world *w, const char *desc, int line) {
    snprintf(w->desc, sizeof w->desc, "%s", desc);
    w->line = line;
    RKT_NOTE("%.40s: %.80s%s (line %d)", w->row->name, w->desc, where_text(w), line);
    if (w->mode == WORKER) ask(w, REQ_BEFORE);
    else take(w, &w->before);
    memcpy(w->out_copy, w->out, sizeof w->out);
    api->clear_last_error();
}

static void call_end(world *w, rk_status want, rk_status got) {
    int ok;
    if (want == WANT_NEGATIVE) {
        ok = got < 0;
        w->vague++;
    } else {
        ok = got == want;
    }
    CHECK_MSG(ok, "%s: %s%s (line %d): returned %d (%s), expected %s", w->row->name, w->desc,
              where_text(w), w->line, (int)got, api->status_string(got), want_name(want));
    CHECK_MSG(api->last_error_message(NULL, 0) > 0,
              "%s: %s%s (line %d): returned %d (%s) with an empty last error message", w->row->name,
              w->desc, where_text(w), w->line, (int)got, api->status_string(got));
    CHECK_MSG(memcmp(w->out, w->out_copy, sizeof w->out) == 0,
              "%s: %s%s (line %d): an out-parameter was written by a failing call", w->row->name,
              w->desc, where_text(w), w->line);
    /* Put back what the row prepared (struct_size fields), for its next calls. */
    memcpy(w->out, w->out_copy, sizeof w->out);
    w->calls++;
    if (w->mode == WORKER) ask(w, REQ_AFTER);
    else verify_after(w);
}

/* The forked pass's calls: nothing can change (the child's world is refused whole), so there is no
   snapshot; the status must be RK_ERR_INVALID_STATE with a message, out-parameters untouched. */
static void forked_begin(world *w, const char *desc, int line) {
    snprintf(w->desc, sizeof w->desc, "%s", desc);
    w->line = line;
    RKT_NOTE("%.40s: %.80s [forked child] (line %d)", w->row->name, w->desc, line);
    memcpy(w->out_copy, w->out, sizeof w->out);
    api->clear_last_error();
}

static void forked_end(world *w, rk_status got) {
    CHECK_MSG(got == RK_ERR_INVALID_STATE, "%s: %s [forked child] (line %d): returned %d (%s), expected "
              "invalid state", w->row->name, w->desc, w->line, (int)got, api->status_string(got));
    CHECK_MSG(api->last_error_message(NULL, 0) > 0, "%s: %s [forked child] (line %d): no last error message",
              w->row->name, w->desc, w->line);
    CHECK_MSG(memcmp(w->out, w->out_copy, sizeof w->out) == 0,
              "%s: %s [forked child] (line %d): an out-parameter was written by a failing call", w->row->name,
              w->desc, w->line);
    memcpy(w->out, w->out_copy, sizeof w->out);
    w->calls++;
}

/* BAD(where, desc, want, call): one bad call, made if `where` includes the current mode (in the
   forked pass: if it names an inherited handle). */
#define BAD(where_, desc_, want_, call_)                                                          \
    do {                                                                                          \
        if (w->mode == FORKED) {                                                                  \
            const char *forked_desc_ = (desc_);                                                   \
            if (strstr(forked_desc_, INHERITED) != NULL) {                                        \
                forked_begin(w, forked_desc_, __LINE__);                                          \
                forked_end(w, (call_));                                                           \
            }                                                                                     \
        } else if (w->mode & (where_)) {                                                          \
            rk_status bad_got_;                                                                   \
            call_begin(w, (desc_), __LINE__);                                                     \
            bad_got_ = (call_);                                                                   \
            call_end(w, (want_), bad_got_);                                                       \
        }                                                                                         \
    } while (0)

/* EDGE(where, desc, { statements }): an edge call of a function without a status; the statements
   check its result themselves, the world must not change. */
static void edge_end(world *w) {
    w->calls++;
    if (w->mode == WORKER) ask(w, REQ_AFTER);
    else verify_after(w);
}
#define EDGE(where_, desc_, ...)                                                                  \
    do {                                                                                          \
        if (w->mode & (where_)) {                                                                 \
            call_begin(w, (desc_), __LINE__);                                                     \
            __VA_ARGS__                                                                           \
            edge_end(w);                                                                          \
        }                                                                                         \
    } while (0)

/*
 * EACH_BAD_HANDLE(kind, loop_only, call): `call` once per bad value of a handle parameter of that
 * kind, as HV. Every bad value is rejected as RK_ERR_INVALID_HANDLE from any thread: the header
 * orders the handle check before the thread check, so a live handle of the wrong kind given to a
 * "Thread: loop" function from a second thread is still an invalid handle, not a wrong thread.
 */
#define HV (h_->value)
#define EACH_BAD_HANDLE(kind_, loop_only_, call_)                                                 \
    do {                                                                                          \
        const bad_handle *h_;                                                                     \
        for (h_ = w->bad[(kind_)]; h_->label != NULL; h_++) {                                     \
            (void)(loop_only_);                                                                   \
            BAD(BOTH, h_->label, RK_ERR_INVALID_HANDLE, call_);                                   \
        }                                                                                         \
    } while (0)

/* A text label with a formatted part, for loops. */
#define LBL(...) (snprintf(label, sizeof label, __VA_ARGS__), label)

/* ================================================================================================
 * Rows: functions without a status
 * ============================================================================================== */

static void provoke_error(void) {
    int fd = -7;
    (void)api->context_fd(NULL, &fd);
}

static void row_version(world *w) {
    const uint32_t want = ((uint32_t)RK_VERSION_MAJOR << 16) | ((uint32_t)RK_VERSION_MINOR << 8) |
                          (uint32_t)RK_VERSION_PATCH;
    EDGE(BOTH, "called with a last error set: the version, the error kept", {
        size_t before;
        provoke_error();
        before = api->last_error_message(NULL, 0);
        CHECK_EQ_U64(api->version(), want);
        CHECK_EQ_U64(api->last_error_message(NULL, 0), before);
    });
}

static void row_status_string(world *w) {
    static const rk_status unknown[] = {1,    2,         100,       -11,           -12,
                                        -100, -1000,     0x7fff,    -0x8000,       INT32_MAX,
                                        INT32_MIN, INT32_MIN + 1};
    size_t i;
    char label[LABEL];
    for (i = 0; i < COUNT(unknown); i++) {
        EDGE(BOTH, LBL("unknown status %d", (int)unknown[i]), {
            const char *s;
            size_t before;
            provoke_error();
            before = api->last_error_message(NULL, 0);
            s = api->status_string(unknown[i]);
            CHECK_MSG(s != NULL, "status_string(%d) is NULL", (int)unknown[i]);
            if (s != NULL) CHECK_STR(s, "unknown status");
            CHECK_EQ_U64(api->last_error_message(NULL, 0), before);
        });
    }
}

/* A failure whose message quotes back a name of multibyte characters (if the library quotes it),
   so that truncation must find character boundaries. */
static void provoke_multibyte_error(void) {
    uint32_t index = 0;
    (void)api->signal_lookup(RK_KIND_PROBE,
                             "\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80" "-no-such-signal-"
                             "\xf0\x9f\x98\x80\xe2\x82\xac\xc3\xa9",
                             &index);
}

static int is_continuation(unsigned char c) { return (c & 0xC0) == 0x80; }

static void row_last_error_message(world *w) {
    EDGE(BOTH, "every capacity from 0 to length + 2 (truncation on character boundaries)", {
        char full[512], buf[520];
        size_t len, cap;
        provoke_multibyte_error();
        len = api->last_error_message(full, sizeof full);
        CHECK(len > 0 && len < sizeof full);
        for (cap = 0; len < sizeof full && cap <= len + 2; cap++) {
            size_t got, n, k;
            memset(buf, 'Z', sizeof buf);
            got = api->last_error_message(buf, cap);
            w->calls++;
            CHECK_MSG(got == len, "cap %zu: returned %zu, the length is %zu", cap, got, len);
            for (k = cap; k < sizeof buf; k++) {
                if (buf[k] != 'Z') break;
            }
            CHECK_MSG(k == sizeof buf, "cap %zu: wrote byte %zu, past the capacity", cap, k);
            if (cap == 0) continue;
            n = strnlen(buf, cap);
            CHECK_MSG(n < cap, "cap %zu: the copy is not NUL-terminated within cap", cap);
            if (n >= cap) continue;
            CHECK_MSG(memcmp(buf, full, n) == 0, "cap %zu: the copy is not a prefix", cap);
            CHECK_MSG(n == len || !is_continuation((unsigned char)full[n]),
                      "cap %zu: cut inside a character (%zu bytes)", cap, n);
            /* The longest prefix on a boundary: every byte between it and cap - 1 continues the
               character it cut off. */
            for (k = n + 1; k < cap && k < len; k++) {
                CHECK_MSG(is_continuation((unsigned char)full[k]),
                          "cap %zu: truncated to %zu bytes, but %zu would fit on a boundary", cap, n,
                          k);
            }
            if (cap > len) CHECK_MSG(n == len, "cap %zu: truncated a message that fits", cap);
        }
        w->calls--; /* the EDGE counts one */
    });
    EDGE(BOTH, "buf NULL, cap 0: the length", {
        size_t len;
        provoke_error();
        len = api->last_error_message(NULL, 0);
        CHECK(len > 0);
    });
    EDGE(BOTH, "buf NULL, cap 16: no crash, the length", {
        size_t len;
        provoke_error();
        len = api->last_error_message(NULL, 0);
        CHECK_EQ_U64(api->last_error_message(NULL, 16), len);
    });
    EDGE(BOTH, "buf NULL, cap SIZE_MAX: no crash, the length", {
        size_t len;
        provoke_error();
        len = api->last_error_message(NULL, 0);
        CHECK_EQ_U64(api->last_error_message(NULL, SIZE_MAX), len);
    });
    EDGE(BOTH, "buf non-NULL, cap 0: nothing written, the length", {
        char buf[8];
        size_t len;
        provoke_error();
        len = api->last_error_message(NULL, 0);
        memset(buf, 'Z', sizeof buf);
        CHECK_EQ_U64(api->last_error_message(buf, 0), len);
        CHECK(buf[0] == 'Z' && buf[7] == 'Z');
    });
    EDGE(BOTH, "cap SIZE_MAX with a buffer that fits: the whole message", {
        char buf[512], full[512];
        size_t len;
        provoke_error();
        len = api->last_error_message(full, sizeof full);
        memset(buf, 'Z', sizeof buf);
        CHECK_EQ_U64(api->last_error_message(buf, SIZE_MAX), len);
        CHECK(len < sizeof buf && buf[len] == '\0' && memcmp(buf, full, len) == 0);
    });
    EDGE(BOTH, "no error set: length 0 and an empty string", {
        char buf[8];
        api->clear_last_error();
        memset(buf, 'Z', sizeof buf);
        CHECK_EQ_U64(api->last_error_message(buf, sizeof buf), 0);
        CHECK(buf[0] == '\0');
    });
}

static void row_clear_last_error(world *w) {
    EDGE(BOTH, "clears a set error", {
        char buf[8];
        provoke_error();
        CHECK(api->last_error_message(NULL, 0) > 0);
        api->clear_last_error();
        CHECK_EQ_U64(api->last_error_message(NULL, 0), 0);
        memset(buf, 'Z', sizeof buf);
        CHECK_EQ_U64(api->last_error_message(buf, sizeof buf), 0);
        CHECK(buf[0] == '\0');
    });
    EDGE(BOTH, "with no error set, twice: no crash, still empty", {
        api->clear_last_error();
        api->clear_last_error();
        CHECK_EQ_U64(api->last_error_message(NULL, 0), 0);
    });
}

/* ================================================================================================
 * Rows: handles, contexts and the loop
 * ============================================================================================== */

static void row_object_kind(world *w) {
    const bad_handle *h;
    for (h = w->nonlive; h->label != NULL; h++) {
        BAD(BOTH, h->label, RK_ERR_INVALID_HANDLE, api->object_kind(h->value, OUT(rk_kind)));
    }
    BAD(BOTH, "out_kind NULL (a live footer)", RK_ERR_INVALID_ARGUMENT, api->object_kind(w->footer, NULL));
    BAD(BOTH, "out_kind NULL (a live context)", RK_ERR_INVALID_ARGUMENT, api->object_kind(w->ctx, NULL));
}

static void row_context_create(world *w) {
    BAD(BOTH, "out_ctx NULL", RK_ERR_INVALID_ARGUMENT, api->context_create(NULL));
}

/* rk_context_destroy from inside one of the context's own callbacks: RK_ERR_BUSY. */
typedef struct {
    world *w;
    int calls;
    rk_status st[3];
    size_t msg[3];
} busy_state;

static void busy_try(busy_state *b) {
    if (b->calls >= 3) return;
    api->clear_last_error();
    b->st[b->calls] = api->context_destroy(b->w->ctx);
    b->msg[b->calls] = api->last_error_message(NULL, 0);
    b->calls++;
}
static void busy_work(void *ud, int32_t finished) { if (finished) busy_try(ud); }
static void busy_handler(void *o, void *ud) { (void)o; busy_try(ud); }

static void destroy_from_own_callbacks(world *w) {
    busy_state b;
    rk_connection c = 0;
    int i;
    memset(&b, 0, sizeof b);
    b.w = w;
    RKT_NOTE("context_destroy from inside a work item, a timer and a handler of the context");
    take(w, &w->before);
    CHECK_OK(api->context_post(w->ctx, busy_work, &b));
    CHECK_OK(api->timer_start(w->ctx, 0, busy_work, &b, NULL));
    dispatch_all(w);
    CHECK_OK(api->connect(w->probe, "ping", (rk_callback)busy_handler, &b, NULL, &c));
    CHECK_OK(api->probe_emit_ping(w->probe));
    CHECK_OK(api->disconnect(w->ctx, c));
    CHECK_EQ_INT(b.calls, 3);
    for (i = 0; i < b.calls; i++) {
        static const char *const from[] = {"work item", "timer", "signal handler"};
        CHECK_MSG(b.st[i] == RK_ERR_BUSY, "context_destroy: from inside a %s of the context: "
                  "returned %d (%s), expected busy", from[i], (int)b.st[i],
                  api->status_string(b.st[i]));
        CHECK_MSG(b.msg[i] > 0, "context_destroy: from inside a %s: no last error message", from[i]);
        w->calls++;
    }
    take(w, &w->after);
    /* The post woke the loop and the emission reached the fixture's own ping handler: expected. */
    w->before.wakeups = w->after.wakeups;
    w->before.calls[w->ping_slot] += 1;
    CHECK_MSG(memcmp(&w->before, &w->after, sizeof w->after) == 0,
              "context_destroy from its own callbacks changed the world: %s",
              snap_diff(w, &w->before, &w->after));
}

static void row_context_destroy(world *w) {
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->context_destroy(HV));
    BAD(WORKER, "the live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->context_destroy(w->ctx));
    BAD(WORKER, "the other live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->context_destroy(w->ctx2));
    if (w->mode == LOOP) destroy_from_own_callbacks(w);
}

static void row_context_fd(world *w) {
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 0, api->context_fd(HV, OUT(int)));
    BAD(BOTH, "out_fd NULL", RK_ERR_INVALID_ARGUMENT, api->context_fd(w->ctx, NULL));
}

/* Nested dispatch beyond the documented 32 levels: RK_ERR_LIMIT, and every item still runs once. */
typedef struct {
    world *w;
    int depth, ran, limits, first_limit_depth, other, no_message;
} nest_state;

static void nest_work(void *ud, int32_t finished) {
    nest_state *n = ud;
    rk_status st;
    if (!finished) return;
    n->ran++;
    n->depth++;
    api->clear_last_error();
    st = api->context_dispatch(n->w->ctx, NULL);
    if (st == RK_ERR_LIMIT) {
        if (n->limits++ == 0) n->first_limit_depth = n->depth;
        if (api->last_error_message(NULL, 0) == 0) n->no_message++;
    } else if (st != RK_OK) {
        n->other++;
    }
    n->depth--;
}

static void dispatch_nested_too_deep(world *w) {
    enum { ITEMS = 40 };
    nest_state n;
    int i;
    memset(&n, 0, sizeof n);
    n.w = w;
    RKT_NOTE("context_dispatch nested beyond 32 levels");
    take(w, &w->before);
    for (i = 0; i < ITEMS; i++) CHECK_OK(api->context_post(w->ctx, nest_work, &n));
    dispatch_all(w);
    CHECK_EQ_INT(n.ran, ITEMS);
    CHECK_MSG(n.limits > 0, "context_dispatch: 40 nested levels never returned RK_ERR_LIMIT");
    CHECK_MSG(n.first_limit_depth == 32 || n.first_limit_depth == 33,
              "context_dispatch: the first RK_ERR_LIMIT came at nesting depth %d (documented: 32 "
              "levels)", n.first_limit_depth);
    CHECK_EQ_INT(n.other, 0);
    CHECK_MSG(n.no_message == 0, "context_dispatch: %d RK_ERR_LIMIT results without a message",
              n.no_message);
    w->calls += (unsigned long)n.limits;
    take(w, &w->after);
    w->before.wakeups = w->after.wakeups; /* posting woke the loop: expected */
    CHECK_MSG(memcmp(&w->before, &w->after, sizeof w->after) == 0,
              "context_dispatch nested too deep changed the world: %s",
              snap_diff(w, &w->before, &w->after));
}

static void row_context_dispatch(world *w) {
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->context_dispatch(HV, OUT(uint32_t)));
    BAD(WORKER, "the live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->context_dispatch(w->ctx, OUT(uint32_t)));
    BAD(WORKER, "the live context, from a second thread, out_ran NULL", RK_ERR_WRONG_THREAD,
        api->context_dispatch(w->ctx, NULL));
    if (w->mode == LOOP) dispatch_nested_too_deep(w);
}

static void row_context_next_timeout(world *w) {
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->context_next_timeout(HV, OUT(double)));
    BAD(WORKER, "the live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->context_next_timeout(w->ctx, OUT(double)));
    BAD(LOOP, "out_seconds NULL", RK_ERR_INVALID_ARGUMENT, api->context_next_timeout(w->ctx, NULL));
}

static void row_context_set_wakeup(world *w) {
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->context_set_wakeup(HV, bad_wakeup, w));
    BAD(WORKER, "the live context, from a second thread (a new callback)", RK_ERR_WRONG_THREAD,
        api->context_set_wakeup(w->ctx, bad_wakeup, w));
    BAD(WORKER, "the live context, from a second thread (removing the callback)",
        RK_ERR_WRONG_THREAD, api->context_set_wakeup(w->ctx, NULL, NULL));
}

static void row_context_set_clock(world *w) {
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->context_set_clock(HV, bad_clock, w));
    BAD(WORKER, "the live context, from a second thread (a new clock)", RK_ERR_WRONG_THREAD,
        api->context_set_clock(w->ctx, bad_clock, w));
    BAD(WORKER, "the live context, from a second thread (removing the clock)", RK_ERR_WRONG_THREAD,
        api->context_set_clock(w->ctx, NULL, NULL));
}

static void row_context_now(world *w) {
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->context_now(HV, OUT(double)));
    BAD(WORKER, "the live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->context_now(w->ctx, OUT(double)));
    BAD(LOOP, "out_seconds NULL", RK_ERR_INVALID_ARGUMENT, api->context_now(w->ctx, NULL));
}

/* rk_context_post to a context whose destroy has begun (from a destroy_notify run by it):
   RK_ERR_INVALID_HANDLE, and the work is never called. */
typedef struct {
    rk_context *ctx;
    rk_status st;
    size_t msg;
    int calls;
} post_in_destroy;

static void post_from_notify(void *ud) {
    post_in_destroy *p = ud;
    p->calls++;
    api->clear_last_error();
    p->st = api->context_post(p->ctx, bad_work, NULL);
    p->msg = api->last_error_message(NULL, 0);
}

static void post_while_destroying(world *w) {
    post_in_destroy p;
    rk_probe *probe = NULL;
    memset(&p, 0, sizeof p);
    RKT_NOTE("context_post from a destroy_notify run by rk_context_destroy");
    take(w, &w->before);
    CHECK_OK(api->context_create(&p.ctx));
    CHECK_OK(api->probe_create(p.ctx, &probe));
    CHECK_OK(api->connect(probe, "ping", (rk_callback)bad_handler, &p, post_from_notify, NULL));
    CHECK_OK(api->context_destroy(p.ctx));
    CHECK_EQ_INT(p.calls, 1);
    CHECK_MSG(p.st == RK_ERR_INVALID_HANDLE, "context_post once destroy has begun: returned %d (%s), "
              "expected invalid handle", (int)p.st, api->status_string(p.st));
    CHECK_MSG(p.msg > 0, "context_post once destroy has begun: no last error message");
    w->calls++;
    take(w, &w->after);
    CHECK_MSG(memcmp(&w->before, &w->after, sizeof w->after) == 0,
              "context_post during another context's destroy changed the world: %s",
              snap_diff(w, &w->before, &w->after));
}

static void row_context_post(world *w) {
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 0, api->context_post(HV, bad_work, w));
    BAD(BOTH, "fn NULL", RK_ERR_INVALID_ARGUMENT, api->context_post(w->ctx, NULL, w));
    if (w->mode == LOOP) post_while_destroying(w);
}

static void row_timer_start(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->timer_start(HV, 1.0, bad_work, w, OUT(rk_timer)));
    BAD(WORKER, "the live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->timer_start(w->ctx, 1.0, bad_work, w, OUT(rk_timer)));
    BAD(LOOP, "fn NULL", RK_ERR_INVALID_ARGUMENT, api->timer_start(w->ctx, 1.0, NULL, w, OUT(rk_timer)));
    for (i = 0; i < COUNT(bad_durations); i++) {
        BAD(LOOP, LBL("delay %s", bad_durations[i].label), RK_ERR_INVALID_ARGUMENT,
            api->timer_start(w->ctx, bad_durations[i].value, bad_work, w, OUT(rk_timer)));
    }
}

static void row_timer_cancel(world *w) {
    rk_timer id;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->timer_cancel(HV, w->host_timer));
    BAD(WORKER, "the pending timer, from a second thread", RK_ERR_WRONG_THREAD,
        api->timer_cancel(w->ctx, w->host_timer));
    BAD(LOOP, "the pending timer's id with the other context", RK_ERR_NOT_FOUND,
        api->timer_cancel(w->ctx2, w->host_timer));
    BAD(LOOP, "timer 0", RK_ERR_NOT_FOUND, api->timer_cancel(w->ctx, 0));
    BAD(LOOP, "a fired timer", RK_ERR_NOT_FOUND, api->timer_cancel(w->ctx, w->fired_timer));
    BAD(LOOP, "a canceled timer", RK_ERR_NOT_FOUND, api->timer_cancel(w->ctx, w->canceled_timer));
    /* Every other id up to the highest in use: fired, canceled, or the footer's and the activity
       monitor's own timers, which are not the host's to cancel. */
    for (id = 1; id < w->host_timer; id++) {
        if (id == w->fired_timer || id == w->canceled_timer) continue;
        BAD(LOOP, LBL("timer id %llu (not a pending host timer)", (unsigned long long)id),
            RK_ERR_NOT_FOUND, api->timer_cancel(w->ctx, id));
    }
    BAD(LOOP, "the id after the highest in use", RK_ERR_NOT_FOUND, api->timer_cancel(w->ctx, w->host_timer + 1));
    BAD(LOOP, "timer UINT64_MAX", RK_ERR_NOT_FOUND, api->timer_cancel(w->ctx, UINT64_MAX));
}

/* ================================================================================================
 * Rows: signals
 * ============================================================================================== */

static void row_signal_count(world *w) {
    size_t i;
    char label[LABEL];
    for (i = 0; i < COUNT(bad_kinds); i++) {
        BAD(BOTH, LBL("kind %d", (int)bad_kinds[i]), RK_ERR_INVALID_ARGUMENT,
            api->signal_count(bad_kinds[i], OUT(uint32_t)));
    }
    BAD(BOTH, "out_count NULL", RK_ERR_INVALID_ARGUMENT, api->signal_count(RK_KIND_FOOTER, NULL));
}

static void row_signal_info(world *w) {
    size_t i;
    rk_kind k;
    char label[LABEL];
    static const uint32_t small[] = {0, 4, (uint32_t)offsetof(rk_signal_desc, param_count),
                                     (uint32_t)(offsetof(rk_signal_desc, param_count) + 3)};
    for (i = 0; i < COUNT(bad_kinds); i++) {
        OUT(rk_signal_desc)->struct_size = sizeof(rk_signal_desc);
        BAD(BOTH, LBL("kind %d", (int)bad_kinds[i]), RK_ERR_INVALID_ARGUMENT,
            api->signal_info(bad_kinds[i], 0, OUT(rk_signal_desc)));
    }
    BAD(BOTH, "out NULL", RK_ERR_INVALID_ARGUMENT, api->signal_info(RK_KIND_FOOTER, 0, NULL));
    for (i = 0; i < COUNT(small); i++) {
        OUT(rk_signal_desc)->struct_size = small[i];
        BAD(BOTH, LBL("out->struct_size %u (short of param_count)", (unsigned)small[i]),
            RK_ERR_INVALID_ARGUMENT, api->signal_info(RK_KIND_FOOTER, 0, OUT(rk_signal_desc)));
    }
    for (k = RK_KIND_CONTEXT; k <= LAST_KIND; k++) {
        uint32_t count = 0;
        const uint32_t past[] = {0, 1, 1000, UINT32_MAX};
        size_t j;
        CHECK_OK(api->signal_count(k, &count));
        for (j = 0; j < COUNT(past); j++) {
            uint32_t index = j == 3 ? UINT32_MAX : count + past[j];
            OUT(rk_signal_desc)->struct_size = sizeof(rk_signal_desc);
            BAD(BOTH, LBL("%s signal index %u (count %u)", kind_name(k), (unsigned)index, (unsigned)count),
                RK_ERR_NOT_FOUND, api->signal_info(k, index, OUT(rk_signal_desc)));
        }
    }
}

static void row_signal_lookup(world *w) {
    size_t i;
    char label[LABEL];
    static const char *const unknown[] = {"", "pin", "ping ", " ping", "state-changed", "nope"};
    for (i = 0; i < COUNT(bad_kinds); i++) {
        BAD(BOTH, LBL("kind %d", (int)bad_kinds[i]), RK_ERR_INVALID_ARGUMENT,
            api->signal_lookup(bad_kinds[i], "ping", OUT(uint32_t)));
    }
    BAD(BOTH, "name NULL", RK_ERR_INVALID_ARGUMENT, api->signal_lookup(RK_KIND_PROBE, NULL, OUT(uint32_t)));
    BAD(BOTH, "out_index NULL", RK_ERR_INVALID_ARGUMENT, api->signal_lookup(RK_KIND_PROBE, "ping", NULL));
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(BOTH, bad_texts[i].label, RK_ERR_INVALID_ARGUMENT,
            api->signal_lookup(RK_KIND_PROBE, bad_texts[i].text, OUT(uint32_t)));
    }
    for (i = 0; i < COUNT(unknown); i++) {
        BAD(BOTH, LBL("probe has no signal \"%s\"", unknown[i]), RK_ERR_NOT_FOUND,
            api->signal_lookup(RK_KIND_PROBE, unknown[i], OUT(uint32_t)));
    }
}

/* A void signal of each kind (the context has none without parameters; bad_handler ignores its
   arguments anyway). */
static const char *const kind_signal[N_KINDS] = {NULL, "task-resumed", "ping", "refreshing", "resumed",
                                                 "start-animating", "time-label-changed",
                                                 "end-animation-began", "spinner-changed",
                                                 "inset-requested", "indeterminate-changed",
                                                 "spinner-changed"};

static void row_connect(world *w) {
    const bad_handle *h;
    size_t i;
    rk_kind k, j;
    char label[LABEL];
    void *live_of[N_KINDS];
    static const char *const unknown[] = {"", "nope", "refreshin", "refreshing ", "refreshing\n"};
    live_handles(w, live_of);
    for (h = w->nonlive; h->label != NULL; h++) {
        const char *signal = kind_signal[h->kind != 0 ? h->kind : RK_KIND_PROBE];
        BAD(BOTH, LBL("%s (\"%s\")", h->label, signal), RK_ERR_INVALID_HANDLE,
            api->connect(h->value, signal, (rk_callback)bad_handler, w, bad_notify, OUT(rk_connection)));
    }
    /* Any live object may be connected to, but only to its own kind's signals (the footer and the
       header share most of theirs: a name the other kind has too is not a bad call). */
    for (k = RK_KIND_CONTEXT; k <= LAST_KIND; k++) {
        for (j = RK_KIND_CONTEXT; j <= LAST_KIND; j++) {
            uint32_t index = 0;
            if (j == k || api->signal_lookup(k, kind_signal[j], &index) == RK_OK) continue;
            BAD(LOOP, LBL("%s signal \"%s\" on a live %s", kind_name(j), kind_signal[j], kind_name(k)),
                RK_ERR_NOT_FOUND,
                api->connect(live_of[k], kind_signal[j], (rk_callback)bad_handler, w, bad_notify,
                             OUT(rk_connection)));
        }
    }
    BAD(LOOP, "signal NULL", RK_ERR_INVALID_ARGUMENT,
        api->connect(w->footer, NULL, (rk_callback)bad_handler, w, bad_notify, OUT(rk_connection)));
    BAD(LOOP, "fn NULL", RK_ERR_INVALID_ARGUMENT,
        api->connect(w->footer, "refreshing", NULL, w, bad_notify, OUT(rk_connection)));
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(LOOP, bad_texts[i].label, RK_ERR_INVALID_ARGUMENT,
            api->connect(w->footer, bad_texts[i].text, (rk_callback)bad_handler, w, bad_notify,
                         OUT(rk_connection)));
    }
    for (i = 0; i < COUNT(unknown); i++) {
        BAD(LOOP, LBL("footer has no signal \"%s\"", unknown[i]), RK_ERR_NOT_FOUND,
            api->connect(w->footer, unknown[i], (rk_callback)bad_handler, w, bad_notify,
                         OUT(rk_connection)));
    }
    for (k = RK_KIND_CONTEXT; k <= LAST_KIND; k++) {
        BAD(WORKER, LBL("a live %s, from a second thread", kind_name(k)), RK_ERR_WRONG_THREAD,
            api->connect(live_of[k], kind_signal[k], (rk_callback)bad_handler, w, bad_notify,
                         OUT(rk_connection)));
    }
}

static void row_disconnect(world *w) {
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->disconnect(HV, w->any_conn));
    BAD(WORKER, "a live connection, from a second thread", RK_ERR_WRONG_THREAD,
        api->disconnect(w->ctx, w->any_conn));
    BAD(LOOP, "a live connection's id with the other context", RK_ERR_NOT_FOUND,
        api->disconnect(w->ctx2, w->max_conn));
    BAD(LOOP, "connection 0", RK_ERR_NOT_FOUND, api->disconnect(w->ctx, 0));
    BAD(LOOP, "an ended connection", RK_ERR_NOT_FOUND, api->disconnect(w->ctx, w->ended_conn));
    BAD(LOOP, "the id after the highest in use", RK_ERR_NOT_FOUND, api->disconnect(w->ctx, w->max_conn + 1));
    BAD(LOOP, "connection UINT64_MAX", RK_ERR_NOT_FOUND, api->disconnect(w->ctx, UINT64_MAX));
}

/* ================================================================================================
 * Rows: the probe
 * ============================================================================================== */

static void row_probe_create(world *w) {
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->probe_create(HV, OUT(rk_probe *)));
    BAD(WORKER, "the live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->probe_create(w->ctx, OUT(rk_probe *)));
    BAD(LOOP, "out_probe NULL", RK_ERR_INVALID_ARGUMENT, api->probe_create(w->ctx, NULL));
}

static void row_probe_destroy(world *w) {
    EACH_BAD_HANDLE(RK_KIND_PROBE, 1, api->probe_destroy(HV));
    BAD(WORKER, "the live probe, from a second thread", RK_ERR_WRONG_THREAD, api->probe_destroy(w->probe));
}

/* The probe's numbers are not checked: it emits exactly what it is given (NaN and infinities
   included, test_signals relies on it), so only its handle and text can be bad. */
static void row_probe_emit_values(world *w) {
    size_t i;
    EACH_BAD_HANDLE(RK_KIND_PROBE, 1, api->probe_emit_values(HV, NULL, 1, 2, 3, 4.0, "x"));
    BAD(WORKER, "the live probe, from a second thread", RK_ERR_WRONG_THREAD,
        api->probe_emit_values(w->probe, NULL, 1, 2, 3, 4.0, "x"));
    BAD(LOOP, "text NULL", RK_ERR_INVALID_ARGUMENT, api->probe_emit_values(w->probe, NULL, 1, 2, 3, 4.0, NULL));
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(LOOP, bad_texts[i].label, RK_ERR_INVALID_ARGUMENT,
            api->probe_emit_values(w->probe, NULL, 1, 2, 3, 4.0, bad_texts[i].text));
    }
}

static void row_probe_emit_measure(world *w) {
    size_t i;
    EACH_BAD_HANDLE(RK_KIND_PROBE, 1,
                    api->probe_emit_measure(HV, "x", 1.0, OUT(double), OUT_AT(int32_t, 64)));
    BAD(WORKER, "the live probe, from a second thread", RK_ERR_WRONG_THREAD,
        api->probe_emit_measure(w->probe, "x", 1.0, OUT(double), OUT_AT(int32_t, 64)));
    BAD(LOOP, "text NULL", RK_ERR_INVALID_ARGUMENT,
        api->probe_emit_measure(w->probe, NULL, 1.0, OUT(double), OUT_AT(int32_t, 64)));
    BAD(LOOP, "out_value NULL", RK_ERR_INVALID_ARGUMENT,
        api->probe_emit_measure(w->probe, "x", 1.0, NULL, OUT_AT(int32_t, 64)));
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(LOOP, bad_texts[i].label, RK_ERR_INVALID_ARGUMENT,
            api->probe_emit_measure(w->probe, bad_texts[i].text, 1.0, OUT(double), OUT_AT(int32_t, 64)));
    }
}

static void row_probe_emit_ping(world *w) {
    EACH_BAD_HANDLE(RK_KIND_PROBE, 1, api->probe_emit_ping(HV));
    BAD(WORKER, "the live probe, from a second thread", RK_ERR_WRONG_THREAD, api->probe_emit_ping(w->probe));
}

/* Its two int32_t values are emitted as given (any value is valid): only the handle can be bad. */
static void row_probe_emit_pair(world *w) {
    EACH_BAD_HANDLE(RK_KIND_PROBE, 1, api->probe_emit_pair(HV, 1, 2));
    BAD(WORKER, "the live probe, from a second thread", RK_ERR_WRONG_THREAD,
        api->probe_emit_pair(w->probe, INT32_MIN, INT32_MAX));
}

/* ================================================================================================
 * Rows: the footer
 * ============================================================================================== */

static void row_footer_create(world *w) {
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->footer_create(HV, OUT(rk_footer *)));
    BAD(WORKER, "the live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->footer_create(w->ctx, OUT(rk_footer *)));
    BAD(LOOP, "out_footer NULL", RK_ERR_INVALID_ARGUMENT, api->footer_create(w->ctx, NULL));
}

static void row_footer_destroy(world *w) {
    EACH_BAD_HANDLE(RK_KIND_FOOTER, 1, api->footer_destroy(HV));
    BAD(WORKER, "the live footer, from a second thread", RK_ERR_WRONG_THREAD, api->footer_destroy(w->footer));
}

/* Metrics that differ from the fixture's in every field, so that any part applied shows. */
static rk_scroll_metrics changed_metrics(const world *w) {
    rk_scroll_metrics m = w->m;
    m.viewport_width += 10;
    m.viewport_height += 10;
    m.content_height += 77;
    m.inset_top += 1;
    m.inset_bottom += 2;
    m.inset_left += 3;
    m.offset_y += 5;
    m.dragging = !m.dragging;
    return m;
}

static void row_footer_set_metrics(world *w) {
    static const struct {
        const char *name;
        size_t offset;
        int size; /* a width or height: negative is bad too */
    } fields[] = {
        {"viewport_width", offsetof(rk_scroll_metrics, viewport_width), 1},
        {"viewport_height", offsetof(rk_scroll_metrics, viewport_height), 1},
        {"content_height", offsetof(rk_scroll_metrics, content_height), 1},
        {"inset_top", offsetof(rk_scroll_metrics, inset_top), 0},
        {"inset_bottom", offsetof(rk_scroll_metrics, inset_bottom), 0},
        {"inset_left", offsetof(rk_scroll_metrics, inset_left), 0},
        {"offset_y", offsetof(rk_scroll_metrics, offset_y), 0},
    };
    static const uint32_t small[] = {0, 4, (uint32_t)offsetof(rk_scroll_metrics, offset_y),
                                     (uint32_t)sizeof(rk_scroll_metrics) - 1};
    rk_scroll_metrics good = changed_metrics(w), m;
    char label[LABEL];
    size_t f, i;
    EACH_BAD_HANDLE(RK_KIND_FOOTER, 0, api->footer_set_metrics(HV, &good));
    BAD(BOTH, "metrics NULL", RK_ERR_INVALID_ARGUMENT, api->footer_set_metrics(w->footer, NULL));
    for (i = 0; i < COUNT(small); i++) {
        m = good;
        m.struct_size = small[i];
        BAD(BOTH, LBL("struct_size %u", (unsigned)small[i]), RK_ERR_INVALID_ARGUMENT,
            api->footer_set_metrics(w->footer, &m));
    }
    for (f = 0; f < COUNT(fields); f++) {
        double values[7];
        const char *names[7];
        size_t n = 0, v;
        for (i = 0; i < COUNT(nonfinite); i++) {
            names[n] = nonfinite[i].label;
            values[n++] = nonfinite[i].value;
        }
        names[n] = "1.5e9 (beyond 1e9)";
        values[n++] = 1.5e9;
        if (fields[f].size) {
            names[n] = "-1";
            values[n++] = -1.0;
            names[n] = "-DBL_TRUE_MIN";
            values[n++] = -DBL_TRUE_MIN;
        } else {
            names[n] = "-1.5e9 (beyond -1e9)";
            values[n++] = -1.5e9;
        }
        for (v = 0; v < n; v++) {
            m = good;
            memcpy((char *)&m + fields[f].offset, &values[v], sizeof values[v]);
            BAD(BOTH, LBL("%s %s", fields[f].name, names[v]), RK_ERR_INVALID_ARGUMENT,
                api->footer_set_metrics(w->footer, &m));
        }
    }
    for (i = 0; i < COUNT(bad_flags); i++) {
        m = good;
        m.dragging = bad_flags[i];
        BAD(BOTH, LBL("dragging %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT,
            api->footer_set_metrics(w->footer, &m));
    }
}

/* The 0-or-1 setters. */
static void footer_flag_row(world *w, rk_status (*fn)(rk_footer *, int32_t), int32_t valid) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_FOOTER, 0, fn(HV, valid));
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(BOTH, LBL("value %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT, fn(w->footer, bad_flags[i]));
    }
}
static void row_footer_set_visible(world *w) { footer_flag_row(w, api->footer_set_visible, 0); }
static void row_footer_set_hidden(world *w) { footer_flag_row(w, api->footer_set_hidden, 1); }
static void row_footer_set_interaction_enabled(world *w) {
    footer_flag_row(w, api->footer_set_interaction_enabled, 0);
}
static void row_footer_set_label_hidden(world *w) { footer_flag_row(w, api->footer_set_label_hidden, 1); }
static void row_footer_set_automatically_change_alpha(world *w) {
    footer_flag_row(w, api->footer_set_automatically_change_alpha, 0);
}

static void row_footer_set_data_count(world *w) {
    static const int64_t bad[] = {-1, INT64_MIN, -((int64_t)1 << 40)};
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_FOOTER, 0, api->footer_set_data_count(HV, 11));
    for (i = 0; i < COUNT(bad); i++) {
        BAD(BOTH, LBL("count %lld", (long long)bad[i]), RK_ERR_INVALID_ARGUMENT,
            api->footer_set_data_count(w->footer, bad[i]));
    }
}

static void row_footer_set_height(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_FOOTER, 0, api->footer_set_height(HV, 80));
    for (i = 0; i < COUNT(bad_heights); i++) {
        BAD(BOTH, LBL("height %s", bad_heights[i].label), RK_ERR_INVALID_ARGUMENT,
            api->footer_set_height(w->footer, bad_heights[i].value));
    }
}

/* The non-negative length setters (F5 caps lengths at 1e9). */
static void footer_length_row(world *w, rk_status (*fn)(rk_footer *, double)) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_FOOTER, 0, fn(HV, 13));
    for (i = 0; i < COUNT(bad_lengths); i++) {
        BAD(BOTH, LBL("value %s", bad_lengths[i].label), RK_ERR_INVALID_ARGUMENT,
            fn(w->footer, bad_lengths[i].value));
    }
}
static void row_footer_set_ignored_bottom_inset(world *w) {
    footer_length_row(w, api->footer_set_ignored_bottom_inset);
}
static void row_footer_set_label_left_inset(world *w) { footer_length_row(w, api->footer_set_label_left_inset); }
static void row_footer_set_text_width(world *w) { footer_length_row(w, api->footer_set_text_width); }

/* Commands with a completion: only the handle can be bad; the completion must never run. */
static void footer_command_row(world *w, rk_status (*fn)(rk_footer *, rk_completion_fn, void *)) {
    EACH_BAD_HANDLE(RK_KIND_FOOTER, 0, fn(HV, bad_completion, w));
    EACH_BAD_HANDLE(RK_KIND_FOOTER, 0, fn(HV, NULL, NULL));
}
static void row_footer_begin_refreshing(world *w) { footer_command_row(w, api->footer_begin_refreshing); }
static void row_footer_end_refreshing(world *w) { footer_command_row(w, api->footer_end_refreshing); }
static void row_footer_end_refreshing_with_no_more_data(world *w) {
    footer_command_row(w, api->footer_end_refreshing_with_no_more_data);
}
static void row_footer_reset_no_more_data(world *w) { footer_command_row(w, api->footer_reset_no_more_data); }

/* F17 (1.3): the end with a failure takes a message (NULL: the Failed title), refused before
   anything is queued; the retry is a command like the others. The completion must never run. */
static void footer_failure_row(world *w, rk_status (*fn)(rk_footer *, const char *, rk_completion_fn, void *)) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_FOOTER, 0, fn(HV, "x", bad_completion, w));
    EACH_BAD_HANDLE(RK_KIND_FOOTER, 0, fn(HV, NULL, NULL, NULL));
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(BOTH, LBL("message: %s", bad_texts[i].label), RK_ERR_INVALID_ARGUMENT,
            fn(w->footer, bad_texts[i].text, bad_completion, w));
    }
}
static void row_footer_end_refreshing_with_failure(world *w) {
    footer_failure_row(w, api->footer_end_refreshing_with_failure);
}
static void row_footer_retry(world *w) { footer_command_row(w, api->footer_retry); }

/* ---- images ---- */

enum { IMAGES_PLAIN, IMAGES_DURATION, IMAGES_FRAMES };
static rk_image many_images[RK_FOOTER_MAX_FRAMES + 1];
static double many_durations[RK_FOOTER_MAX_FRAMES + 1];

static rk_status set_images(int which, rk_footer *f, rk_footer_state state, const rk_image *images,
                            const double *durations, uint32_t count, double duration) {
    switch (which) {
    case IMAGES_PLAIN: return api->footer_set_images(f, state, images, count);
    case IMAGES_DURATION:
        return api->footer_set_images_with_duration(f, state, images, count, duration);
    default: return api->footer_set_images_with_frame_durations(f, state, images, durations, count);
    }
}

/* The frames are for Pulling, the state shown: applied even in part, they would show at once. The
   first is 95 tall, so a partial application would also grow the footer. */
static void images_row(world *w, int which) {
    const rk_image valid[3] = {{900, 40, 95}, {901, 40, 40}, {902, 40, 40}};
    const double d[3] = {0.1, 0.1, 0.1};
    rk_image img[3];
    double dur[3];
    char label[LABEL];
    size_t i, pos, field;
    EACH_BAD_HANDLE(RK_KIND_FOOTER, 0, set_images(which, HV, RK_FOOTER_PULLING, valid, d, 3, 0.3));
    for (i = 0; i < COUNT(bad_states); i++) {
        BAD(BOTH, LBL("state %d", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT,
            set_images(which, w->footer, bad_states[i], valid, d, 3, 0.3));
    }
    BAD(BOTH, "images NULL, count 1", RK_ERR_INVALID_ARGUMENT,
        set_images(which, w->footer, RK_FOOTER_PULLING, NULL, d, 1, 0.3));
    BAD(BOTH, "images NULL, count 3", RK_ERR_INVALID_ARGUMENT,
        set_images(which, w->footer, RK_FOOTER_PULLING, NULL, d, 3, 0.3));
    BAD(BOTH, "images NULL, count UINT32_MAX", RK_ERR_INVALID_ARGUMENT,
        set_images(which, w->footer, RK_FOOTER_PULLING, NULL, NULL, UINT32_MAX, 0.3));
    BAD(BOTH, "count RK_FOOTER_MAX_FRAMES + 1", RK_ERR_INVALID_ARGUMENT,
        set_images(which, w->footer, RK_FOOTER_PULLING, many_images, many_durations,
                   RK_FOOTER_MAX_FRAMES + 1, 0.3));
    for (pos = 0; pos < 3; pos += 2) {
        for (field = 0; field < 2; field++) {
            for (i = 0; i < COUNT(bad_image_sizes); i++) {
                memcpy(img, valid, sizeof img);
                if (field == 0) img[pos].width = bad_image_sizes[i].value;
                else img[pos].height = bad_image_sizes[i].value;
                BAD(BOTH, LBL("%s image's %s %s", pos == 0 ? "first" : "last",
                              field == 0 ? "width" : "height", bad_image_sizes[i].label),
                    RK_ERR_INVALID_ARGUMENT,
                    set_images(which, w->footer, RK_FOOTER_PULLING, img, d, 3, 0.3));
            }
        }
    }
    if (which == IMAGES_DURATION) {
        for (i = 0; i < COUNT(bad_durations); i++) {
            BAD(BOTH, LBL("duration %s", bad_durations[i].label), RK_ERR_INVALID_ARGUMENT,
                set_images(which, w->footer, RK_FOOTER_PULLING, valid, d, 3, bad_durations[i].value));
        }
        BAD(BOTH, "duration 0, Pulling, 3 frames", RK_ERR_INVALID_ARGUMENT,
            set_images(which, w->footer, RK_FOOTER_PULLING, valid, d, 3, 0));
        BAD(BOTH, "duration 0, Refreshing, 2 frames", RK_ERR_INVALID_ARGUMENT,
            set_images(which, w->footer, RK_FOOTER_REFRESHING, valid, d, 2, 0));
    }
    if (which == IMAGES_FRAMES) {
        BAD(BOTH, "durations NULL, count 3", RK_ERR_INVALID_ARGUMENT,
            set_images(which, w->footer, RK_FOOTER_PULLING, valid, NULL, 3, 0));
        for (pos = 0; pos < 3; pos += 2) {
            for (i = 0; i < COUNT(bad_durations); i++) {
                memcpy(dur, d, sizeof dur);
                dur[pos] = bad_durations[i].value;
                BAD(BOTH, LBL("%s frame's duration %s", pos == 0 ? "first" : "last", bad_durations[i].label),
                    RK_ERR_INVALID_ARGUMENT,
                    set_images(which, w->footer, RK_FOOTER_PULLING, valid, dur, 3, 0));
            }
        }
        memcpy(dur, d, sizeof dur);
        dur[1] = 0;
        BAD(BOTH, "a zero frame duration, Pulling, 3 frames", RK_ERR_INVALID_ARGUMENT,
            set_images(which, w->footer, RK_FOOTER_PULLING, valid, dur, 3, 0));
        BAD(BOTH, "a zero frame duration, Refreshing, 2 frames", RK_ERR_INVALID_ARGUMENT,
            set_images(which, w->footer, RK_FOOTER_REFRESHING, valid, dur, 2, 0));
    }
}
static void row_footer_set_images(world *w) { images_row(w, IMAGES_PLAIN); }
static void row_footer_set_images_with_duration(world *w) { images_row(w, IMAGES_DURATION); }
static void row_footer_set_images_with_frame_durations(world *w) { images_row(w, IMAGES_FRAMES); }

/* ---- titles, language, label ---- */

static void row_footer_set_title(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_FOOTER, 0, api->footer_set_title(HV, RK_FOOTER_PULLING, "x"));
    for (i = 0; i < COUNT(bad_states); i++) {
        BAD(BOTH, LBL("state %d", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT,
            api->footer_set_title(w->footer, bad_states[i], "x"));
        BAD(BOTH, LBL("state %d, title NULL", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT,
            api->footer_set_title(w->footer, bad_states[i], NULL));
    }
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(BOTH, LBL("Pulling: %s", bad_texts[i].label), RK_ERR_INVALID_ARGUMENT,
            api->footer_set_title(w->footer, RK_FOOTER_PULLING, bad_texts[i].text));
        BAD(BOTH, LBL("Idle: %s", bad_texts[i].label), RK_ERR_INVALID_ARGUMENT,
            api->footer_set_title(w->footer, RK_FOOTER_IDLE, bad_texts[i].text));
    }
}

/* The copying queries: the buffer and the length live in the out area. */
#define TEXT_OUT OUT(char), 64, OUT_AT(size_t, 512)

static void row_footer_get_title(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_FOOTER, 1, api->footer_get_title(HV, RK_FOOTER_PULLING, TEXT_OUT));
    BAD(WORKER, "the live footer, from a second thread", RK_ERR_WRONG_THREAD,
        api->footer_get_title(w->footer, RK_FOOTER_PULLING, TEXT_OUT));
    for (i = 0; i < COUNT(bad_states); i++) {
        BAD(LOOP, LBL("state %d", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT,
            api->footer_get_title(w->footer, bad_states[i], TEXT_OUT));
    }
    BAD(LOOP, "buf NULL, cap 5", RK_ERR_INVALID_ARGUMENT,
        api->footer_get_title(w->footer, RK_FOOTER_PULLING, NULL, 5, OUT_AT(size_t, 512)));
    BAD(LOOP, "buf NULL, cap SIZE_MAX", RK_ERR_INVALID_ARGUMENT,
        api->footer_get_title(w->footer, RK_FOOTER_PULLING, NULL, SIZE_MAX, OUT_AT(size_t, 512)));
}

static void row_footer_set_language(world *w) {
    size_t i;
    EACH_BAD_HANDLE(RK_KIND_FOOTER, 0, api->footer_set_language(HV, "ko"));
    BAD(BOTH, "language NULL", RK_ERR_INVALID_ARGUMENT, api->footer_set_language(w->footer, NULL));
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(BOTH, bad_texts[i].label, RK_ERR_INVALID_ARGUMENT,
            api->footer_set_language(w->footer, bad_texts[i].text));
    }
}

static void text_query_row(world *w, rk_status (*fn)(rk_footer *, char *, size_t, size_t *)) {
    EACH_BAD_HANDLE(RK_KIND_FOOTER, 1, fn(HV, TEXT_OUT));
    BAD(WORKER, "the live footer, from a second thread", RK_ERR_WRONG_THREAD, fn(w->footer, TEXT_OUT));
    BAD(LOOP, "buf NULL, cap 5", RK_ERR_INVALID_ARGUMENT, fn(w->footer, NULL, 5, OUT_AT(size_t, 512)));
    BAD(LOOP, "buf NULL, cap SIZE_MAX", RK_ERR_INVALID_ARGUMENT,
        fn(w->footer, NULL, SIZE_MAX, OUT_AT(size_t, 512)));
}
static void row_footer_get_language(world *w) { text_query_row(w, api->footer_get_language); }
static void row_footer_get_label(world *w) { text_query_row(w, api->footer_get_label); }

/* ---- durations ---- */

static void row_footer_set_animation_durations(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_FOOTER, 0, api->footer_set_animation_durations(HV, 0.2, 0.3));
    for (i = 0; i < COUNT(bad_durations); i++) {
        BAD(BOTH, LBL("fast %s", bad_durations[i].label), RK_ERR_INVALID_ARGUMENT,
            api->footer_set_animation_durations(w->footer, bad_durations[i].value, 0.3));
        BAD(BOTH, LBL("slow %s", bad_durations[i].label), RK_ERR_INVALID_ARGUMENT,
            api->footer_set_animation_durations(w->footer, 0.2, bad_durations[i].value));
    }
}

static void row_footer_set_animation_disabled(world *w) {
    EACH_BAD_HANDLE(RK_KIND_FOOTER, 0, api->footer_set_animation_disabled(HV));
}

/* ---- queries ---- */

static void row_footer_get_state(world *w) {
    EACH_BAD_HANDLE(RK_KIND_FOOTER, 1, api->footer_get_state(HV, OUT(rk_footer_state)));
    BAD(WORKER, "the live footer, from a second thread", RK_ERR_WRONG_THREAD,
        api->footer_get_state(w->footer, OUT(rk_footer_state)));
    BAD(LOOP, "out_state NULL", RK_ERR_INVALID_ARGUMENT, api->footer_get_state(w->footer, NULL));
}

static void footer_double_query_row(world *w, rk_status (*fn)(rk_footer *, double *)) {
    EACH_BAD_HANDLE(RK_KIND_FOOTER, 1, fn(HV, OUT(double)));
    BAD(WORKER, "the live footer, from a second thread", RK_ERR_WRONG_THREAD, fn(w->footer, OUT(double)));
    BAD(LOOP, "out NULL", RK_ERR_INVALID_ARGUMENT, fn(w->footer, NULL));
}
static void row_footer_get_pulling_percent(world *w) {
    footer_double_query_row(w, api->footer_get_pulling_percent);
}
static void row_footer_get_alpha(world *w) { footer_double_query_row(w, api->footer_get_alpha); }

/* Struct queries: struct_size is the first field of each, set before every call. */
enum { Q_LAYOUT, Q_GEOMETRY, Q_GIF };
static rk_status struct_query(world *w, int which, void *footer, int null_out) {
    switch (which) {
    case Q_LAYOUT: return api->footer_get_layout(footer, null_out ? NULL : OUT(rk_footer_layout));
    case Q_GEOMETRY: return api->footer_get_geometry(footer, null_out ? NULL : OUT(rk_footer_geometry));
    default: return api->footer_get_gif(footer, null_out ? NULL : OUT(rk_footer_gif));
    }
}

static void struct_query_row(world *w, int which, uint32_t full) {
    const uint32_t small[] = {0, 4, full - 1};
    size_t i;
    char label[LABEL];
    OUT(uint32_t)[0] = full;
    EACH_BAD_HANDLE(RK_KIND_FOOTER, 1, struct_query(w, which, HV, 0));
    BAD(WORKER, "the live footer, from a second thread", RK_ERR_WRONG_THREAD,
        struct_query(w, which, w->footer, 0));
    BAD(LOOP, "out NULL", RK_ERR_INVALID_ARGUMENT, struct_query(w, which, w->footer, 1));
    for (i = 0; i < COUNT(small); i++) {
        OUT(uint32_t)[0] = small[i];
        BAD(LOOP, LBL("out->struct_size %u", (unsigned)small[i]), RK_ERR_INVALID_ARGUMENT,
            struct_query(w, which, w->footer, 0));
    }
}
static void row_footer_get_layout(world *w) { struct_query_row(w, Q_LAYOUT, sizeof(rk_footer_layout)); }
static void row_footer_get_geometry(world *w) {
    struct_query_row(w, Q_GEOMETRY, sizeof(rk_footer_geometry));
}
static void row_footer_get_gif(world *w) { struct_query_row(w, Q_GIF, sizeof(rk_footer_gif)); }

static void row_footer_frame_at(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_FOOTER, 1,
                    api->footer_frame_at(HV, w->clock.now, OUT(uint64_t), OUT_AT(int32_t, 64)));
    BAD(WORKER, "the live footer, from a second thread", RK_ERR_WRONG_THREAD,
        api->footer_frame_at(w->footer, w->clock.now, OUT(uint64_t), OUT_AT(int32_t, 64)));
    for (i = 0; i < COUNT(nonfinite); i++) {
        BAD(LOOP, LBL("t %s", nonfinite[i].label), RK_ERR_INVALID_ARGUMENT,
            api->footer_frame_at(w->footer, nonfinite[i].value, OUT(uint64_t), OUT_AT(int32_t, 64)));
    }
    BAD(LOOP, "out_image_id NULL", RK_ERR_INVALID_ARGUMENT,
        api->footer_frame_at(w->footer, w->clock.now, NULL, OUT_AT(int32_t, 64)));
    BAD(LOOP, "out_index NULL", RK_ERR_INVALID_ARGUMENT,
        api->footer_frame_at(w->footer, w->clock.now, OUT(uint64_t), NULL));
}

/* ================================================================================================
 * Rows: tasks, indicators, bindings, the activity monitor
 * ============================================================================================== */

static void row_task_create(world *w) {
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->task_create(HV, OUT(rk_task *)));
    BAD(WORKER, "the live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->task_create(w->ctx, OUT(rk_task *)));
    BAD(LOOP, "out_task NULL", RK_ERR_INVALID_ARGUMENT, api->task_create(w->ctx, NULL));
}

static void row_task_destroy(world *w) {
    EACH_BAD_HANDLE(RK_KIND_TASK, 1, api->task_destroy(HV));
    BAD(WORKER, "the running task, from a second thread", RK_ERR_WRONG_THREAD, api->task_destroy(w->t_running));
}

static void row_task_resume(world *w) {
    EACH_BAD_HANDLE(RK_KIND_TASK, 0, api->task_resume(HV));
    BAD(BOTH, "a Canceling task", RK_ERR_INVALID_STATE, api->task_resume(w->t_canceling));
    BAD(BOTH, "a Completed task", RK_ERR_INVALID_STATE, api->task_resume(w->t_completed));
}

static void row_task_suspend(world *w) {
    EACH_BAD_HANDLE(RK_KIND_TASK, 0, api->task_suspend(HV));
    BAD(BOTH, "a Canceling task", RK_ERR_INVALID_STATE, api->task_suspend(w->t_canceling));
    BAD(BOTH, "a Completed task", RK_ERR_INVALID_STATE, api->task_suspend(w->t_completed));
}

static void row_task_cancel(world *w) {
    EACH_BAD_HANDLE(RK_KIND_TASK, 0, api->task_cancel(HV));
    BAD(BOTH, "a Completed task", RK_ERR_INVALID_STATE, api->task_cancel(w->t_completed));
}

static void row_task_complete(world *w) {
    size_t i;
    EACH_BAD_HANDLE(RK_KIND_TASK, 0, api->task_complete(HV, 0, NULL));
    BAD(BOTH, "a Suspended task", RK_ERR_INVALID_STATE, api->task_complete(w->t_suspended, 0, NULL));
    BAD(BOTH, "a Completed task", RK_ERR_INVALID_STATE, api->task_complete(w->t_completed, 7, "again"));
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(BOTH, bad_texts[i].label, RK_ERR_INVALID_ARGUMENT,
            api->task_complete(w->t_running, -1, bad_texts[i].text));
    }
}

static void row_task_get_state(world *w) {
    EACH_BAD_HANDLE(RK_KIND_TASK, 0, api->task_get_state(HV, OUT(rk_task_state)));
    BAD(BOTH, "out_state NULL", RK_ERR_INVALID_ARGUMENT, api->task_get_state(w->t_running, NULL));
}

static void row_indicator_create(world *w) {
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->indicator_create(HV, OUT(rk_indicator *)));
    BAD(WORKER, "the live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->indicator_create(w->ctx, OUT(rk_indicator *)));
    BAD(LOOP, "out_indicator NULL", RK_ERR_INVALID_ARGUMENT, api->indicator_create(w->ctx, NULL));
}

static void row_indicator_destroy(world *w) {
    EACH_BAD_HANDLE(RK_KIND_INDICATOR, 1, api->indicator_destroy(HV));
    BAD(WORKER, "the live indicator, from a second thread", RK_ERR_WRONG_THREAD,
        api->indicator_destroy(w->ind_running));
}

/*
 * The bindings take two handles that must share a context. The bound object keeps its binding when
 * the call is rejected ("the earlier binding is dropped first" must not happen before the task is
 * checked): the snapshot shows a command, world_check_alive shows a lost binding.
 */
static void row_indicator_set_animating_with_state_of_task(world *w) {
    const bad_handle *h;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_INDICATOR, 1,
                    api->indicator_set_animating_with_state_of_task(HV, w->t_suspended));
    for (h = w->bad[RK_KIND_TASK]; h->label != NULL; h++) {
        if (h->what == H_NULL) continue; /* NULL unbinds: valid */
        BAD(LOOP, LBL("task: %s", h->label), RK_ERR_INVALID_HANDLE,
            api->indicator_set_animating_with_state_of_task(w->ind_running, h->value));
    }
    BAD(LOOP, "task of the other context", RK_ERR_INVALID_HANDLE,
        api->indicator_set_animating_with_state_of_task(w->ind_running, w->t_other));
    BAD(LOOP, "indicator of the other context, task of this one", RK_ERR_INVALID_HANDLE,
        api->indicator_set_animating_with_state_of_task(w->ind_other, w->t_running));
    BAD(WORKER, "live handles, from a second thread", RK_ERR_WRONG_THREAD,
        api->indicator_set_animating_with_state_of_task(w->ind_running, w->t_suspended));
    BAD(WORKER, "unbinding, from a second thread", RK_ERR_WRONG_THREAD,
        api->indicator_set_animating_with_state_of_task(w->ind_running, NULL));
}

static void row_indicator_is_animating(world *w) {
    EACH_BAD_HANDLE(RK_KIND_INDICATOR, 1, api->indicator_is_animating(HV, OUT(int32_t)));
    BAD(WORKER, "the live indicator, from a second thread", RK_ERR_WRONG_THREAD,
        api->indicator_is_animating(w->ind_running, OUT(int32_t)));
    BAD(LOOP, "out_animating NULL", RK_ERR_INVALID_ARGUMENT, api->indicator_is_animating(w->ind_running, NULL));
}

static void row_footer_set_refreshing_with_state_of_task(world *w) {
    const bad_handle *h;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_FOOTER, 1, api->footer_set_refreshing_with_state_of_task(HV, w->t_running));
    for (h = w->bad[RK_KIND_TASK]; h->label != NULL; h++) {
        if (h->what == H_NULL) continue; /* NULL unbinds: valid */
        BAD(LOOP, LBL("task: %s", h->label), RK_ERR_INVALID_HANDLE,
            api->footer_set_refreshing_with_state_of_task(w->footer, h->value));
    }
    BAD(LOOP, "task of the other context", RK_ERR_INVALID_HANDLE,
        api->footer_set_refreshing_with_state_of_task(w->footer, w->t_other));
    BAD(LOOP, "footer of the other context, task of this one", RK_ERR_INVALID_HANDLE,
        api->footer_set_refreshing_with_state_of_task(w->footer2, w->t_running));
    BAD(WORKER, "live handles, from a second thread", RK_ERR_WRONG_THREAD,
        api->footer_set_refreshing_with_state_of_task(w->footer, w->t_running));
    BAD(WORKER, "unbinding, from a second thread", RK_ERR_WRONG_THREAD,
        api->footer_set_refreshing_with_state_of_task(w->footer, NULL));
}

static void row_activity_monitor_set_enabled(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->activity_monitor_set_enabled(HV, 0));
    BAD(WORKER, "the live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->activity_monitor_set_enabled(w->ctx, 0));
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(LOOP, LBL("enabled %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT,
            api->activity_monitor_set_enabled(w->ctx, bad_flags[i]));
    }
}

static void row_activity_monitor_set_delays(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->activity_monitor_set_delays(HV, 2.0, 0.5));
    BAD(WORKER, "the live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->activity_monitor_set_delays(w->ctx, 2.0, 0.5));
    for (i = 0; i < COUNT(bad_durations); i++) {
        BAD(LOOP, LBL("activation %s", bad_durations[i].label), RK_ERR_INVALID_ARGUMENT,
            api->activity_monitor_set_delays(w->ctx, bad_durations[i].value, 0.5));
        BAD(LOOP, LBL("completion %s", bad_durations[i].label), RK_ERR_INVALID_ARGUMENT,
            api->activity_monitor_set_delays(w->ctx, 2.0, bad_durations[i].value));
    }
}

static void row_activity_monitor_get_info(world *w) {
    const uint32_t small[] = {0, 4, (uint32_t)sizeof(rk_activity_monitor_info) - 1};
    size_t i;
    char label[LABEL];
    OUT(rk_activity_monitor_info)->struct_size = sizeof(rk_activity_monitor_info);
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->activity_monitor_get_info(HV, OUT(rk_activity_monitor_info)));
    BAD(WORKER, "the live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->activity_monitor_get_info(w->ctx, OUT(rk_activity_monitor_info)));
    BAD(LOOP, "out NULL", RK_ERR_INVALID_ARGUMENT, api->activity_monitor_get_info(w->ctx, NULL));
    for (i = 0; i < COUNT(small); i++) {
        OUT(rk_activity_monitor_info)->struct_size = small[i];
        BAD(LOOP, LBL("out->struct_size %u", (unsigned)small[i]), RK_ERR_INVALID_ARGUMENT,
            api->activity_monitor_get_info(w->ctx, OUT(rk_activity_monitor_info)));
    }
}

/* ================================================================================================
 * Capacities beyond INT64_MAX: every getter that copies text into a size_t capacity
 * ============================================================================================== */

/*
 * A size_t capacity is an unsigned count: any value is a capacity, and a host may pass one far
 * beyond its buffer's size (SIZE_MAX, say) when it knows the text fits. A library that reads it as
 * a signed 64-bit integer sees a negative capacity above INT64_MAX and copies nothing. Each row
 * here is one getter (and one text it can show): `copy` makes the call on the fixture world;
 * `where` is where the call works (a "Thread: loop" getter answers RK_ERR_WRONG_THREAD elsewhere,
 * which its own row tests); `has_status` is 0 for rk_last_error_message, which returns the length.
 * huge_capacity_edges runs every capacity of huge_caps through every row, as edge calls of the
 * row's function (so the world must not change either). A new getter with a size_t capacity needs
 * one row here, and nothing else: the case text_getters_cover_the_header fails until it has one.
 */
typedef struct text_getter {
    size_t offset; /* offsetof(rk_api, field) */
    const char *text; /* which text it copies */
    int where;
    int has_status;
    rk_status (*copy)(world *w, char *buf, size_t cap, size_t *out_length);
} text_getter;

static rk_status copy_last_error(world *w, char *buf, size_t cap, size_t *out_length) {
    (void)w;
    provoke_multibyte_error();
    *out_length = api->last_error_message(buf, cap);
    return RK_OK;
}
static rk_status copy_pulling_title(world *w, char *buf, size_t cap, size_t *out_length) {
    return api->footer_get_title(w->footer, RK_FOOTER_PULLING, buf, cap, out_length);
}
static rk_status copy_no_more_data_title(world *w, char *buf, size_t cap, size_t *out_length) {
    return api->footer_get_title(w->footer, RK_FOOTER_NO_MORE_DATA, buf, cap, out_length);
}
static rk_status copy_will_refresh_title(world *w, char *buf, size_t cap, size_t *out_length) {
    return api->footer_get_title(w->footer, RK_FOOTER_WILL_REFRESH, buf, cap, out_length);
}
static rk_status copy_language(world *w, char *buf, size_t cap, size_t *out_length) {
    return api->footer_get_language(w->footer, buf, cap, out_length);
}
static rk_status copy_label(world *w, char *buf, size_t cap, size_t *out_length) {
    return api->footer_get_label(w->footer, buf, cap, out_length);
}

static rk_status copy_header_pulling_title(world *w, char *buf, size_t cap, size_t *out_length) {
    return api->header_get_title(w->header, RK_FOOTER_PULLING, buf, cap, out_length);
}
static rk_status copy_header_refreshing_title(world *w, char *buf, size_t cap, size_t *out_length) {
    return api->header_get_title(w->header, RK_FOOTER_REFRESHING, buf, cap, out_length);
}
static rk_status copy_header_language(world *w, char *buf, size_t cap, size_t *out_length) {
    return api->header_get_language(w->header, buf, cap, out_length);
}
static rk_status copy_header_label(world *w, char *buf, size_t cap, size_t *out_length) {
    return api->header_get_label(w->header, buf, cap, out_length);
}
static rk_status copy_header_time_label(world *w, char *buf, size_t cap, size_t *out_length) {
    return api->header_get_time_label(w->header, buf, cap, out_length);
}
static rk_status copy_header_key(world *w, char *buf, size_t cap, size_t *out_length) {
    return api->header_get_last_updated_key(w->header2, buf, cap, out_length);
}
static rk_status copy_trailer_pulling_title(world *w, char *buf, size_t cap, size_t *out_length) {
    return api->trailer_get_title(w->trailer, RK_FOOTER_PULLING, buf, cap, out_length);
}
static rk_status copy_trailer_refreshing_title(world *w, char *buf, size_t cap, size_t *out_length) {
    return api->trailer_get_title(w->trailer, RK_FOOTER_REFRESHING, buf, cap, out_length);
}
static rk_status copy_trailer_language(world *w, char *buf, size_t cap, size_t *out_length) {
    return api->trailer_get_language(w->trailer2, buf, cap, out_length);
}
static rk_status copy_trailer_label(world *w, char *buf, size_t cap, size_t *out_length) {
    return api->trailer_get_label(w->trailer, buf, cap, out_length);
}
static rk_status copy_auto_footer_pulling_title(world *w, char *buf, size_t cap, size_t *out_length) {
    return api->auto_footer_get_title(w->af, RK_FOOTER_PULLING, buf, cap, out_length);
}
static rk_status copy_auto_footer_no_more_data_title(world *w, char *buf, size_t cap, size_t *out_length) {
    return api->auto_footer_get_title(w->af2, RK_FOOTER_NO_MORE_DATA, buf, cap, out_length);
}
static rk_status copy_auto_footer_language(world *w, char *buf, size_t cap, size_t *out_length) {
    return api->auto_footer_get_language(w->af, buf, cap, out_length);
}
static rk_status copy_auto_footer_label(world *w, char *buf, size_t cap, size_t *out_length) {
    return api->auto_footer_get_label(w->af, buf, cap, out_length);
}
static rk_status copy_store_key(world *w, char *buf, size_t cap, size_t *out_length) {
    uint32_t count = 0;
    return api->context_last_updated_entry(w->ctx, 1, buf, cap, out_length, NULL, &count);
}

/* 1.4: the same texts through rk_component_*, one kind each. */
static rk_status copy_component_header_title(world *w, char *buf, size_t cap, size_t *out_length) {
    return api->component_get_title(w->header, RK_FOOTER_PULLING, buf, cap, out_length);
}
static rk_status copy_component_trailer_language(world *w, char *buf, size_t cap, size_t *out_length) {
    return api->component_get_language(w->trailer2, buf, cap, out_length);
}
static rk_status copy_component_auto_footer_label(world *w, char *buf, size_t cap, size_t *out_length) {
    return api->component_get_label(w->af, buf, cap, out_length);
}

static const text_getter text_getters[] = {
    {offsetof(rk_api, last_error_message), "a message quoting multibyte characters", BOTH, 0, copy_last_error},
    {offsetof(rk_api, footer_get_title), "Pulling's custom title (multibyte)", LOOP, 1, copy_pulling_title},
    {offsetof(rk_api, footer_get_title), "NoMoreData's Russian title", LOOP, 1, copy_no_more_data_title},
    {offsetof(rk_api, footer_get_title), "WillRefresh's empty title", LOOP, 1, copy_will_refresh_title},
    {offsetof(rk_api, footer_get_language), "the language tag", LOOP, 1, copy_language},
    {offsetof(rk_api, footer_get_label), "the label (Pulling's title)", LOOP, 1, copy_label},
    {offsetof(rk_api, header_get_title), "the header's Pulling custom title (multibyte)", LOOP, 1,
     copy_header_pulling_title},
    {offsetof(rk_api, header_get_title), "the header's Korean Refreshing title", LOOP, 1,
     copy_header_refreshing_title},
    {offsetof(rk_api, header_get_language), "the header's language tag", LOOP, 1, copy_header_language},
    {offsetof(rk_api, header_get_label), "the header's label", LOOP, 1, copy_header_label},
    {offsetof(rk_api, header_get_time_label), "the header's time label", LOOP, 1, copy_header_time_label},
    {offsetof(rk_api, header_get_last_updated_key), "the default last-updated key", LOOP, 1, copy_header_key},
    {offsetof(rk_api, context_last_updated_entry), "the store's second key", LOOP, 1, copy_store_key},
    {offsetof(rk_api, trailer_get_title), "the trailer's Pulling custom title (multibyte)", LOOP, 1,
     copy_trailer_pulling_title},
    {offsetof(rk_api, trailer_get_title), "the trailer's built-in Refreshing title (Ukrainian)", LOOP, 1,
     copy_trailer_refreshing_title},
    {offsetof(rk_api, trailer_get_language), "the state-style trailer's language tag", LOOP, 1,
     copy_trailer_language},
    {offsetof(rk_api, trailer_get_label), "the trailer's label (Pulling's title)", LOOP, 1, copy_trailer_label},
    {offsetof(rk_api, auto_footer_get_title), "the auto footer's Pulling custom title (multibyte)", LOOP, 1,
     copy_auto_footer_pulling_title},
    {offsetof(rk_api, auto_footer_get_title), "the Japanese auto footer's NoMoreData title", LOOP, 1,
     copy_auto_footer_no_more_data_title},
    {offsetof(rk_api, auto_footer_get_language), "the auto footer's language tag", LOOP, 1,
     copy_auto_footer_language},
    {offsetof(rk_api, auto_footer_get_label), "the auto footer's label (Polish Idle custom title)", LOOP, 1,
     copy_auto_footer_label},
    {offsetof(rk_api, component_get_title), "the header's Pulling custom title, any kind", LOOP, 1,
     copy_component_header_title},
    {offsetof(rk_api, component_get_language), "the state-style trailer's language tag, any kind", LOOP, 1,
     copy_component_trailer_language},
    {offsetof(rk_api, component_get_label), "the auto footer's label, any kind", LOOP, 1,
     copy_component_auto_footer_label},
};

typedef struct {
    const char *label;
    size_t cap;
} huge_cap;

static const huge_cap huge_caps[] = {
    {"SIZE_MAX", SIZE_MAX},
    {"SIZE_MAX - 1", SIZE_MAX - 1},
#if SIZE_MAX > INT64_MAX
    {"INT64_MAX + 1", (size_t)INT64_MAX + 1},
    {"INT64_MAX + 12345", (size_t)INT64_MAX + 12345},
    {"INT64_MAX + 2^62", (size_t)INT64_MAX + ((size_t)1 << 62)},
#endif
    {"INT64_MAX", (size_t)INT64_MAX},
    {"2^32 + 1", (size_t)UINT32_MAX + 2},
};

/* Room for any text a getter can copy (titles are at most RK_MAX_STRING_BYTES bytes). */
enum { TEXT_ROOM = RK_MAX_STRING_BYTES + 64 };
static char text_full[TEXT_ROOM], text_buf[TEXT_ROOM];

static void huge_capacity_edges(world *w, const text_getter *g) {
    size_t i;
    char label[LABEL];
    for (i = 0; i < COUNT(huge_caps); i++) {
        const huge_cap *c = &huge_caps[i];
        EDGE(g->where, LBL("cap %s, a buffer that fits: %.40s", c->label, g->text), {
            size_t ref_len = 0, len = 0x5a5a5a5a, k;
            rk_status st;
            memset(text_full, 0, sizeof text_full);
            st = g->copy(w, text_full, sizeof text_full, &ref_len);
            CHECK_MSG(st == RK_OK && ref_len < sizeof text_full,
                      "%s (%s) with cap %zu: %s, length %zu", w->row->name, g->text,
                      sizeof text_full, api->status_string(st), ref_len);
            memset(text_buf, 'Z', sizeof text_buf);
            st = g->copy(w, text_buf, c->cap, &len);
            CHECK_MSG(st == RK_OK, "%s (%s) with cap %s: returned %d (%s)", w->row->name, g->text,
                      c->label, (int)st, api->status_string(st));
            CHECK_MSG(len == ref_len, "%s (%s) with cap %s: length %zu, the text is %zu bytes",
                      w->row->name, g->text, c->label, len, ref_len);
            if (ref_len < sizeof text_buf) {
                CHECK_MSG(text_buf[ref_len] == '\0' && memcmp(text_buf, text_full, ref_len) == 0,
                          "%s (%s) with cap %s: the text and its NUL are not in buf (%s)",
                          w->row->name, g->text, c->label,
                          text_buf[0] == 'Z' ? "nothing was written" : "a different copy");
                for (k = ref_len + 1; k < sizeof text_buf && text_buf[k] == 'Z'; k++) continue;
                CHECK_MSG(k == sizeof text_buf, "%s (%s) with cap %s: byte %zu, past the NUL at %zu, "
                          "was written", w->row->name, g->text, c->label, k, ref_len);
            }
            if (g->has_status) {
                /* Without out_length too: the copy alone. */
                memset(text_buf, 'Z', sizeof text_buf);
                CHECK_OK(g->copy(w, text_buf, c->cap, NULL));
                CHECK_MSG(ref_len < sizeof text_buf && text_buf[ref_len] == '\0' &&
                          memcmp(text_buf, text_full, ref_len) == 0,
                          "%s (%s) with cap %s and out_length NULL: the text and its NUL are not in buf",
                          w->row->name, g->text, c->label);
            }
        });
        if (g->has_status) {
            BAD(g->where, LBL("buf NULL, cap %s: %.40s", c->label, g->text), RK_ERR_INVALID_ARGUMENT,
                g->copy(w, NULL, c->cap, OUT_AT(size_t, 512)));
        } else {
            EDGE(g->where, LBL("buf NULL, cap %s: the length, nothing written", c->label), {
                size_t len = 0, n;
                provoke_multibyte_error();
                len = api->last_error_message(NULL, 0);
                CHECK(len > 0);
                n = 0;
                CHECK_EQ_U64(g->copy(w, NULL, c->cap, &n) == RK_OK ? n : (size_t)-1, len);
            });
        }
    }
}

/* The getter rows of the row being run (called for each of its halves, loop and second thread). */
static void run_text_getter_rows(world *w) {
    size_t i;
    for (i = 0; i < COUNT(text_getters); i++) {
        if (text_getters[i].offset == w->row->offset) huge_capacity_edges(w, &text_getters[i]);
    }
}

/* ================================================================================================
 * The matrix: one row per rk_api field, keyed by its offset
 * ============================================================================================== */

/* ================================================================================================
 * Rows: added in 1.1 (version text, host data, names)
 * ============================================================================================== */

static void row_version_string(world *w) {
    EDGE(BOTH, "called with a last error set: the version text, the error kept", {
        char want[32];
        size_t before;
        const char *got;
        provoke_error();
        before = api->last_error_message(NULL, 0);
        snprintf(want, sizeof want, "%d.%d.%d", RK_VERSION_MAJOR, RK_VERSION_MINOR, RK_VERSION_PATCH);
        got = api->version_string();
        CHECK_MSG(got != NULL, "version_string() is NULL");
        if (got != NULL) CHECK_STR(got, want);
        CHECK_EQ_U64(api->last_error_message(NULL, 0), before);
    });
}

static void row_object_set_user_data(world *w) {
    const bad_handle *h;
    for (h = w->nonlive; h->label != NULL; h++) {
        BAD(BOTH, h->label, RK_ERR_INVALID_HANDLE, api->object_set_user_data(h->value, w, NULL));
    }
    BAD(WORKER, "a live footer, from a second thread", RK_ERR_WRONG_THREAD,
        api->object_set_user_data(w->footer, w, NULL));
    BAD(WORKER, "the live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->object_set_user_data(w->ctx, w, NULL));
}

static void row_object_get_user_data(world *w) {
    const bad_handle *h;
    for (h = w->nonlive; h->label != NULL; h++) {
        BAD(BOTH, h->label, RK_ERR_INVALID_HANDLE, api->object_get_user_data(h->value, OUT(void *)));
    }
    BAD(BOTH, "out_data NULL (a live footer)", RK_ERR_INVALID_ARGUMENT,
        api->object_get_user_data(w->footer, NULL));
    BAD(BOTH, "out_data NULL (a live context)", RK_ERR_INVALID_ARGUMENT,
        api->object_get_user_data(w->ctx, NULL));
}

/* A name function given values its enum does not have: "unknown", never NULL, no error set. */
static void check_unknown_names(world *w, const char *what, const char *(*name)(int32_t),
                                const int32_t *known, size_t nknown) {
    static const int32_t probes[] = {-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 99, -100, INT32_MAX, INT32_MIN};
    size_t i, k;
    char label[LABEL];
    for (i = 0; i < COUNT(probes); i++) {
        int is_known = 0;
        for (k = 0; k < nknown; k++) is_known |= probes[i] == known[k];
        if (is_known) continue;
        EDGE(BOTH, LBL("%s(%d): \"unknown\"", what, (int)probes[i]), {
            size_t before;
            const char *got;
            provoke_error();
            before = api->last_error_message(NULL, 0);
            got = name(probes[i]);
            CHECK_MSG(got != NULL, "%s(%d) is NULL", what, (int)probes[i]);
            if (got != NULL) CHECK_STR(got, "unknown");
            CHECK_EQ_U64(api->last_error_message(NULL, 0), before);
        });
    }
}

static void row_kind_name(world *w) {
    static const int32_t known[] = {RK_KIND_CONTEXT, RK_KIND_PROBE, RK_KIND_FOOTER, RK_KIND_TASK,
                                    RK_KIND_INDICATOR, RK_KIND_HEADER, RK_KIND_TRAILER,
                                    RK_KIND_AUTO_FOOTER, RK_KIND_SCROLL_VIEW, RK_KIND_PROGRESS};
    check_unknown_names(w, "kind_name", api->kind_name, known, COUNT(known));
}
static void row_type_name(world *w) {
    static const int32_t known[] = {RK_TYPE_VOID,   RK_TYPE_POINTER, RK_TYPE_INT32, RK_TYPE_INT64,
                                    RK_TYPE_UINT64, RK_TYPE_DOUBLE,  RK_TYPE_STRING};
    check_unknown_names(w, "type_name", api->type_name, known, COUNT(known));
}
static void row_footer_state_name(world *w) {
    static const int32_t known[] = {RK_FOOTER_IDLE, RK_FOOTER_PULLING, RK_FOOTER_REFRESHING,
                                    RK_FOOTER_WILL_REFRESH, RK_FOOTER_NO_MORE_DATA, RK_FOOTER_FAILED};
    check_unknown_names(w, "footer_state_name", api->footer_state_name, known, COUNT(known));
}
static void row_task_state_name(world *w) {
    static const int32_t known[] = {RK_TASK_RUNNING, RK_TASK_SUSPENDED, RK_TASK_CANCELING,
                                    RK_TASK_COMPLETED};
    check_unknown_names(w, "task_state_name", api->task_state_name, known, COUNT(known));
}
static void row_activity_state_name(world *w) {
    static const int32_t known[] = {RK_ACTIVITY_NOT_ACTIVE, RK_ACTIVITY_DELAYING_START,
                                    RK_ACTIVITY_ACTIVE, RK_ACTIVITY_DELAYING_END};
    check_unknown_names(w, "activity_state_name", api->activity_state_name, known, COUNT(known));
}
static void row_content_mode_name(world *w) {
    static const int32_t known[] = {RK_CONTENT_MODE_CENTER, RK_CONTENT_MODE_RIGHT};
    check_unknown_names(w, "content_mode_name", api->content_mode_name, known, COUNT(known));
}

/* ================================================================================================
 * Rows: added in 1.2 (the header, the context's wall clock and last-updated store, names)
 *
 * The header's setters and commands queue from another thread as the footer's do ("Thread: any
 * (queued)"): their bad values are refused on both threads, checked at the call. Its create,
 * destroy and queries are loop-only: from the second thread a live header answers
 * RK_ERR_WRONG_THREAD.
 * ============================================================================================== */

static void row_header_create(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->header_create(HV, RK_HEADER_STYLE_GIF, OUT(rk_header *)));
    BAD(WORKER, "the live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->header_create(w->ctx, RK_HEADER_STYLE_NORMAL, OUT(rk_header *)));
    BAD(LOOP, "out_header NULL", RK_ERR_INVALID_ARGUMENT,
        api->header_create(w->ctx, RK_HEADER_STYLE_NORMAL, NULL));
    for (i = 0; i < COUNT(bad_header_styles); i++) {
        BAD(LOOP, LBL("style %d", (int)bad_header_styles[i]), RK_ERR_INVALID_ARGUMENT,
            api->header_create(w->ctx, bad_header_styles[i], OUT(rk_header *)));
    }
}

static void row_header_destroy(world *w) {
    EACH_BAD_HANDLE(RK_KIND_HEADER, 1, api->header_destroy(HV));
    BAD(WORKER, "the live header, from a second thread", RK_ERR_WRONG_THREAD, api->header_destroy(w->header));
    BAD(WORKER, "the other context's header, from a second thread", RK_ERR_WRONG_THREAD,
        api->header_destroy(w->header2));
}

/* The header's metrics, changed in every field (the 1.2 ones too), so that any part applied shows. */
static rk_scroll_metrics changed_header_metrics(const world *w) {
    rk_scroll_metrics m = w->hm;
    m.viewport_width += 10;
    m.viewport_height += 10;
    m.content_height += 77;
    m.inset_top += 1;
    m.inset_bottom += 2;
    m.inset_left += 3;
    m.offset_y += 5;
    m.dragging = !m.dragging;
    m.content_width += 11;
    m.inset_right += 4;
    m.offset_x += 6;
    m.pan = RK_PAN_CANCELLED;
    return m;
}

static void row_header_set_metrics(world *w) {
    static const struct {
        const char *name;
        size_t offset;
        int size; /* a width or height: negative is bad too */
    } fields[] = {
        {"viewport_width", offsetof(rk_scroll_metrics, viewport_width), 1},
        {"viewport_height", offsetof(rk_scroll_metrics, viewport_height), 1},
        {"content_height", offsetof(rk_scroll_metrics, content_height), 1},
        {"inset_top", offsetof(rk_scroll_metrics, inset_top), 0},
        {"inset_bottom", offsetof(rk_scroll_metrics, inset_bottom), 0},
        {"inset_left", offsetof(rk_scroll_metrics, inset_left), 0},
        {"offset_y", offsetof(rk_scroll_metrics, offset_y), 0},
        {"content_width", offsetof(rk_scroll_metrics, content_width), 1},
        {"inset_right", offsetof(rk_scroll_metrics, inset_right), 0},
        {"offset_x", offsetof(rk_scroll_metrics, offset_x), 0},
    };
    /* Too small, and every size between 1.0's and the whole struct. */
    static const uint32_t sizes[] = {0, 4, (uint32_t)offsetof(rk_scroll_metrics, offset_y),
                                     RK_SCROLL_METRICS_SIZE_1_0 - 1, RK_SCROLL_METRICS_SIZE_1_0 + 1,
                                     RK_SCROLL_METRICS_SIZE_1_0 + 8,
                                     (uint32_t)offsetof(rk_scroll_metrics, pan),
                                     (uint32_t)sizeof(rk_scroll_metrics) - 1};
    rk_scroll_metrics good = changed_header_metrics(w), m;
    char label[LABEL];
    size_t f, i;
    EACH_BAD_HANDLE(RK_KIND_HEADER, 0, api->header_set_metrics(HV, &good));
    BAD(BOTH, "metrics NULL", RK_ERR_INVALID_ARGUMENT, api->header_set_metrics(w->header, NULL));
    for (i = 0; i < COUNT(sizes); i++) {
        m = good;
        m.struct_size = sizes[i];
        BAD(BOTH, LBL("struct_size %u", (unsigned)sizes[i]), RK_ERR_INVALID_ARGUMENT,
            api->header_set_metrics(w->header, &m));
    }
    for (f = 0; f < COUNT(fields); f++) {
        double values[7];
        const char *names[7];
        size_t n = 0, v;
        for (i = 0; i < COUNT(nonfinite); i++) {
            names[n] = nonfinite[i].label;
            values[n++] = nonfinite[i].value;
        }
        names[n] = "1.5e9 (beyond 1e9)";
        values[n++] = 1.5e9;
        if (fields[f].size) {
            names[n] = "-1";
            values[n++] = -1.0;
            names[n] = "-DBL_TRUE_MIN";
            values[n++] = -DBL_TRUE_MIN;
        } else {
            names[n] = "-1.5e9 (beyond -1e9)";
            values[n++] = -1.5e9;
        }
        for (v = 0; v < n; v++) {
            m = good;
            memcpy((char *)&m + fields[f].offset, &values[v], sizeof values[v]);
            BAD(BOTH, LBL("%s %s", fields[f].name, names[v]), RK_ERR_INVALID_ARGUMENT,
                api->header_set_metrics(w->header, &m));
        }
    }
    for (i = 0; i < COUNT(bad_flags); i++) {
        m = good;
        m.dragging = bad_flags[i];
        BAD(BOTH, LBL("dragging %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT,
            api->header_set_metrics(w->header, &m));
    }
    for (i = 0; i < COUNT(bad_pans); i++) {
        m = good;
        m.pan = bad_pans[i];
        BAD(BOTH, LBL("pan %d", (int)bad_pans[i]), RK_ERR_INVALID_ARGUMENT,
            api->header_set_metrics(w->header, &m));
    }
    /* With 1.0's size the appended fields are not read; the ones before still are. */
    m = good;
    m.struct_size = RK_SCROLL_METRICS_SIZE_1_0;
    m.offset_y = NAN;
    BAD(BOTH, "struct_size RK_SCROLL_METRICS_SIZE_1_0, offset_y NaN", RK_ERR_INVALID_ARGUMENT,
        api->header_set_metrics(w->header, &m));
}

/* The 0-or-1 setters; `changed` is the value that differs from the fixture's. */
static void header_flag_row(world *w, rk_status (*fn)(rk_header *, int32_t), int32_t changed) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_HEADER, 0, fn(HV, changed));
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(BOTH, LBL("value %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT, fn(w->header, bad_flags[i]));
    }
}
static void row_header_set_visible(world *w) { header_flag_row(w, api->header_set_visible, 0); }
static void row_header_set_hidden(world *w) { header_flag_row(w, api->header_set_hidden, 1); }
static void row_header_set_interaction_enabled(world *w) {
    header_flag_row(w, api->header_set_interaction_enabled, 0);
}
static void row_header_set_label_hidden(world *w) { header_flag_row(w, api->header_set_label_hidden, 1); }
static void row_header_set_time_label_hidden(world *w) {
    header_flag_row(w, api->header_set_time_label_hidden, 1);
}
static void row_header_set_automatically_change_alpha(world *w) {
    header_flag_row(w, api->header_set_automatically_change_alpha, 0);
}

static void row_header_set_height(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_HEADER, 0, api->header_set_height(HV, 80));
    for (i = 0; i < COUNT(bad_header_heights); i++) {
        BAD(BOTH, LBL("height %s", bad_header_heights[i].label), RK_ERR_INVALID_ARGUMENT,
            api->header_set_height(w->header, bad_header_heights[i].value));
    }
}

/* The [0, 1e9] length setters. */
static void header_length_row(world *w, rk_status (*fn)(rk_header *, double)) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_HEADER, 0, fn(HV, 13));
    for (i = 0; i < COUNT(bad_lengths); i++) {
        BAD(BOTH, LBL("value %s", bad_lengths[i].label), RK_ERR_INVALID_ARGUMENT,
            fn(w->header, bad_lengths[i].value));
    }
}
static void row_header_set_ignored_top_inset(world *w) {
    header_length_row(w, api->header_set_ignored_top_inset);
}
static void row_header_set_label_left_inset(world *w) {
    header_length_row(w, api->header_set_label_left_inset);
}

static void row_header_set_text_widths(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_HEADER, 0, api->header_set_text_widths(HV, 70, 80));
    for (i = 0; i < COUNT(bad_lengths); i++) {
        BAD(BOTH, LBL("state_width %s", bad_lengths[i].label), RK_ERR_INVALID_ARGUMENT,
            api->header_set_text_widths(w->header, bad_lengths[i].value, 80));
        BAD(BOTH, LBL("time_width %s", bad_lengths[i].label), RK_ERR_INVALID_ARGUMENT,
            api->header_set_text_widths(w->header, 70, bad_lengths[i].value));
    }
}

static void row_header_set_visual_sizes(world *w) {
    static const char *const names[4] = {"arrow_width", "arrow_height", "spinner_width", "spinner_height"};
    size_t i, p;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_HEADER, 0, api->header_set_visual_sizes(HV, 16, 41, 21, 22));
    for (p = 0; p < 4; p++) {
        for (i = 0; i < COUNT(bad_lengths); i++) {
            double v[4] = {16, 41, 21, 22};
            v[p] = bad_lengths[i].value;
            BAD(BOTH, LBL("%s %s (normal header)", names[p], bad_lengths[i].label), RK_ERR_INVALID_ARGUMENT,
                api->header_set_visual_sizes(w->header2, v[0], v[1], v[2], v[3]));
            BAD(BOTH, LBL("%s %s (GIF header)", names[p], bad_lengths[i].label), RK_ERR_INVALID_ARGUMENT,
                api->header_set_visual_sizes(w->header, v[0], v[1], v[2], v[3]));
        }
    }
}

/* Commands with a completion: only the handle can be bad (they queue from other threads); the
   completion must never run. */
static void header_command_row(world *w, rk_status (*fn)(rk_header *, rk_header_completion_fn, void *)) {
    EACH_BAD_HANDLE(RK_KIND_HEADER, 0, fn(HV, bad_header_completion, w));
    EACH_BAD_HANDLE(RK_KIND_HEADER, 0, fn(HV, NULL, NULL));
}
static void row_header_begin_refreshing(world *w) { header_command_row(w, api->header_begin_refreshing); }
static void row_header_end_refreshing(world *w) { header_command_row(w, api->header_end_refreshing); }

/* F17 (1.3): the end with a failure takes a message (NULL: the Failed title), refused before
   anything is queued; the retry is a command like the others. The completion must never run. */
static void header_failure_row(world *w, rk_status (*fn)(rk_header *, const char *, rk_header_completion_fn, void *)) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_HEADER, 0, fn(HV, "x", bad_header_completion, w));
    EACH_BAD_HANDLE(RK_KIND_HEADER, 0, fn(HV, NULL, NULL, NULL));
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(BOTH, LBL("message: %s", bad_texts[i].label), RK_ERR_INVALID_ARGUMENT,
            fn(w->header, bad_texts[i].text, bad_header_completion, w));
    }
}
static void row_header_end_refreshing_with_failure(world *w) {
    header_failure_row(w, api->header_end_refreshing_with_failure);
}
static void row_header_retry(world *w) { header_command_row(w, api->header_retry); }

/* ---- the header's images ---- */

static rk_status set_header_images(int which, rk_header *h, rk_footer_state state, const rk_image *images,
                                   const double *durations, uint32_t count, double duration) {
    switch (which) {
    case IMAGES_PLAIN: return api->header_set_images(h, state, images, count);
    case IMAGES_DURATION: return api->header_set_images_with_duration(h, state, images, count, duration);
    default: return api->header_set_images_with_frame_durations(h, state, images, durations, count);
    }
}

/* As images_row, for the header: the frames are for Pulling, the state shown; the first is 95 tall,
   so a partial application would also grow the header (54). NoMoreData is a header's invalid
   state. */
static void header_images_row(world *w, int which) {
    const rk_image valid[3] = {{1900, 40, 95}, {1901, 40, 40}, {1902, 40, 40}};
    const double d[3] = {0.1, 0.1, 0.1};
    rk_image img[3];
    double dur[3];
    char label[LABEL];
    size_t i, pos, field;
    EACH_BAD_HANDLE(RK_KIND_HEADER, 0, set_header_images(which, HV, RK_FOOTER_PULLING, valid, d, 3, 0.3));
    for (i = 0; i < COUNT(bad_states); i++) {
        BAD(BOTH, LBL("state %d", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT,
            set_header_images(which, w->header, bad_states[i], valid, d, 3, 0.3));
    }
    BAD(BOTH, "state RK_FOOTER_NO_MORE_DATA (a header has none)", RK_ERR_INVALID_STATE,
        set_header_images(which, w->header, RK_FOOTER_NO_MORE_DATA, valid, d, 3, 0.3));
    BAD(BOTH, "state RK_FOOTER_NO_MORE_DATA, no images", RK_ERR_INVALID_STATE,
        set_header_images(which, w->header, RK_FOOTER_NO_MORE_DATA, NULL, NULL, 0, 0.3));
    BAD(BOTH, "state RK_FOOTER_NO_MORE_DATA, normal header", RK_ERR_INVALID_STATE,
        set_header_images(which, w->header2, RK_FOOTER_NO_MORE_DATA, valid, d, 3, 0.3));
    BAD(BOTH, "images NULL, count 1", RK_ERR_INVALID_ARGUMENT,
        set_header_images(which, w->header, RK_FOOTER_PULLING, NULL, d, 1, 0.3));
    BAD(BOTH, "images NULL, count 3", RK_ERR_INVALID_ARGUMENT,
        set_header_images(which, w->header, RK_FOOTER_PULLING, NULL, d, 3, 0.3));
    BAD(BOTH, "images NULL, count UINT32_MAX", RK_ERR_INVALID_ARGUMENT,
        set_header_images(which, w->header, RK_FOOTER_PULLING, NULL, NULL, UINT32_MAX, 0.3));
    BAD(BOTH, "count RK_FOOTER_MAX_FRAMES + 1", RK_ERR_INVALID_ARGUMENT,
        set_header_images(which, w->header, RK_FOOTER_PULLING, many_images, many_durations,
                          RK_FOOTER_MAX_FRAMES + 1, 0.3));
    for (pos = 0; pos < 3; pos += 2) {
        for (field = 0; field < 2; field++) {
            for (i = 0; i < COUNT(bad_image_sizes); i++) {
                memcpy(img, valid, sizeof img);
                if (field == 0) img[pos].width = bad_image_sizes[i].value;
                else img[pos].height = bad_image_sizes[i].value;
                BAD(BOTH, LBL("%s image's %s %s", pos == 0 ? "first" : "last",
                              field == 0 ? "width" : "height", bad_image_sizes[i].label),
                    RK_ERR_INVALID_ARGUMENT,
                    set_header_images(which, w->header, RK_FOOTER_PULLING, img, d, 3, 0.3));
            }
        }
    }
    if (which == IMAGES_DURATION) {
        for (i = 0; i < COUNT(bad_bounded_durations); i++) {
            BAD(BOTH, LBL("duration %s", bad_bounded_durations[i].label), RK_ERR_INVALID_ARGUMENT,
                set_header_images(which, w->header, RK_FOOTER_PULLING, valid, d, 3,
                                  bad_bounded_durations[i].value));
        }
        BAD(BOTH, "duration 0, Pulling, 3 frames", RK_ERR_INVALID_ARGUMENT,
            set_header_images(which, w->header, RK_FOOTER_PULLING, valid, d, 3, 0));
        BAD(BOTH, "duration 0, Refreshing, 2 frames", RK_ERR_INVALID_ARGUMENT,
            set_header_images(which, w->header, RK_FOOTER_REFRESHING, valid, d, 2, 0));
    }
    if (which == IMAGES_FRAMES) {
        BAD(BOTH, "durations NULL, count 3", RK_ERR_INVALID_ARGUMENT,
            set_header_images(which, w->header, RK_FOOTER_PULLING, valid, NULL, 3, 0));
        for (pos = 0; pos < 3; pos += 2) {
            for (i = 0; i < COUNT(bad_bounded_durations); i++) {
                memcpy(dur, d, sizeof dur);
                dur[pos] = bad_bounded_durations[i].value;
                BAD(BOTH, LBL("%s frame's duration %s", pos == 0 ? "first" : "last",
                              bad_bounded_durations[i].label),
                    RK_ERR_INVALID_ARGUMENT,
                    set_header_images(which, w->header, RK_FOOTER_PULLING, valid, dur, 3, 0));
            }
        }
        memcpy(dur, d, sizeof dur);
        dur[1] = 0;
        BAD(BOTH, "a zero frame duration, Pulling, 3 frames", RK_ERR_INVALID_ARGUMENT,
            set_header_images(which, w->header, RK_FOOTER_PULLING, valid, dur, 3, 0));
        BAD(BOTH, "a zero frame duration, Refreshing, 2 frames", RK_ERR_INVALID_ARGUMENT,
            set_header_images(which, w->header, RK_FOOTER_REFRESHING, valid, dur, 2, 0));
    }
}
static void row_header_set_images(world *w) { header_images_row(w, IMAGES_PLAIN); }
static void row_header_set_images_with_duration(world *w) { header_images_row(w, IMAGES_DURATION); }
static void row_header_set_images_with_frame_durations(world *w) { header_images_row(w, IMAGES_FRAMES); }

/* ---- the header's titles, language, labels, last-updated key and text ---- */

static void row_header_set_title(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_HEADER, 0, api->header_set_title(HV, RK_FOOTER_PULLING, "x"));
    for (i = 0; i < COUNT(bad_states); i++) {
        BAD(BOTH, LBL("state %d", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT,
            api->header_set_title(w->header, bad_states[i], "x"));
        BAD(BOTH, LBL("state %d, title NULL", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT,
            api->header_set_title(w->header, bad_states[i], NULL));
    }
    BAD(BOTH, "state RK_FOOTER_NO_MORE_DATA (a header has none)", RK_ERR_INVALID_STATE,
        api->header_set_title(w->header, RK_FOOTER_NO_MORE_DATA, "x"));
    BAD(BOTH, "state RK_FOOTER_NO_MORE_DATA, title NULL", RK_ERR_INVALID_STATE,
        api->header_set_title(w->header, RK_FOOTER_NO_MORE_DATA, NULL));
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(BOTH, LBL("Pulling: %s", bad_texts[i].label), RK_ERR_INVALID_ARGUMENT,
            api->header_set_title(w->header, RK_FOOTER_PULLING, bad_texts[i].text));
        BAD(BOTH, LBL("Idle: %s", bad_texts[i].label), RK_ERR_INVALID_ARGUMENT,
            api->header_set_title(w->header, RK_FOOTER_IDLE, bad_texts[i].text));
    }
}

static void row_header_get_title(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_HEADER, 1, api->header_get_title(HV, RK_FOOTER_PULLING, TEXT_OUT));
    BAD(WORKER, "the live header, from a second thread", RK_ERR_WRONG_THREAD,
        api->header_get_title(w->header, RK_FOOTER_PULLING, TEXT_OUT));
    for (i = 0; i < COUNT(bad_states); i++) {
        BAD(LOOP, LBL("state %d", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT,
            api->header_get_title(w->header, bad_states[i], TEXT_OUT));
    }
    BAD(LOOP, "state RK_FOOTER_NO_MORE_DATA (a header has none)", RK_ERR_INVALID_STATE,
        api->header_get_title(w->header, RK_FOOTER_NO_MORE_DATA, TEXT_OUT));
    BAD(LOOP, "state RK_FOOTER_NO_MORE_DATA, buf NULL cap 0", RK_ERR_INVALID_STATE,
        api->header_get_title(w->header, RK_FOOTER_NO_MORE_DATA, NULL, 0, OUT_AT(size_t, 512)));
    BAD(LOOP, "buf NULL, cap 5", RK_ERR_INVALID_ARGUMENT,
        api->header_get_title(w->header, RK_FOOTER_PULLING, NULL, 5, OUT_AT(size_t, 512)));
    BAD(LOOP, "buf NULL, cap SIZE_MAX", RK_ERR_INVALID_ARGUMENT,
        api->header_get_title(w->header, RK_FOOTER_PULLING, NULL, SIZE_MAX, OUT_AT(size_t, 512)));
}

static void row_header_set_language(world *w) {
    size_t i;
    EACH_BAD_HANDLE(RK_KIND_HEADER, 0, api->header_set_language(HV, "ru"));
    BAD(BOTH, "language NULL", RK_ERR_INVALID_ARGUMENT, api->header_set_language(w->header, NULL));
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(BOTH, bad_texts[i].label, RK_ERR_INVALID_ARGUMENT,
            api->header_set_language(w->header, bad_texts[i].text));
    }
}

static void header_text_query_row(world *w, rk_status (*fn)(rk_header *, char *, size_t, size_t *)) {
    EACH_BAD_HANDLE(RK_KIND_HEADER, 1, fn(HV, TEXT_OUT));
    BAD(WORKER, "the live header, from a second thread", RK_ERR_WRONG_THREAD, fn(w->header, TEXT_OUT));
    BAD(LOOP, "buf NULL, cap 5", RK_ERR_INVALID_ARGUMENT, fn(w->header, NULL, 5, OUT_AT(size_t, 512)));
    BAD(LOOP, "buf NULL, cap SIZE_MAX", RK_ERR_INVALID_ARGUMENT,
        fn(w->header, NULL, SIZE_MAX, OUT_AT(size_t, 512)));
    BAD(LOOP, "buf NULL, cap 1, out_length NULL", RK_ERR_INVALID_ARGUMENT, fn(w->header, NULL, 1, NULL));
}
static void row_header_get_language(world *w) { header_text_query_row(w, api->header_get_language); }
static void row_header_get_label(world *w) { header_text_query_row(w, api->header_get_label); }
static void row_header_get_time_label(world *w) { header_text_query_row(w, api->header_get_time_label); }
static void row_header_get_last_updated_key(world *w) {
    header_text_query_row(w, api->header_get_last_updated_key);
}

/* A key the store refuses: NULL, empty, invalid UTF-8, longer than RK_LAST_UPDATED_KEY_MAX. */
typedef struct {
    const char *label;
    const char *key;
} bad_key;

static size_t bad_keys(bad_key *out) {
    size_t n = 0, i;
    out[n].label = "key NULL";
    out[n++].key = NULL;
    out[n].label = "key empty";
    out[n++].key = "";
    out[n].label = "key of RK_LAST_UPDATED_KEY_MAX + 1 ASCII bytes";
    out[n++].key = long_key_ascii;
    out[n].label = "key of RK_LAST_UPDATED_KEY_MAX + 1 bytes (2-byte characters and one ASCII)";
    out[n++].key = long_key_multibyte;
    for (i = 0; i < N_BAD_TEXTS; i++) {
        out[n].label = bad_texts[i].label;
        out[n++].key = bad_texts[i].text;
    }
    return n;
}
enum { MAX_BAD_KEYS = 4 + N_BAD_TEXTS };

static void row_header_set_last_updated_key(world *w) {
    bad_key keys[MAX_BAD_KEYS];
    size_t n = bad_keys(keys), i;
    EACH_BAD_HANDLE(RK_KIND_HEADER, 0, api->header_set_last_updated_key(HV, "z-other"));
    for (i = 0; i < n; i++) {
        BAD(BOTH, keys[i].label, RK_ERR_INVALID_ARGUMENT, api->header_set_last_updated_key(w->header, keys[i].key));
    }
}

static void row_header_set_last_updated_text(world *w) {
    size_t i;
    EACH_BAD_HANDLE(RK_KIND_HEADER, 0, api->header_set_last_updated_text(HV, "a while ago"));
    EACH_BAD_HANDLE(RK_KIND_HEADER, 0, api->header_set_last_updated_text(HV, NULL));
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(BOTH, bad_texts[i].label, RK_ERR_INVALID_ARGUMENT,
            api->header_set_last_updated_text(w->header, bad_texts[i].text));
    }
}

static void row_header_set_utc_offset(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_HEADER, 0, api->header_set_utc_offset(HV, -7200));
    for (i = 0; i < COUNT(bad_utc_offsets); i++) {
        BAD(BOTH, LBL("seconds %d", (int)bad_utc_offsets[i]), RK_ERR_INVALID_ARGUMENT,
            api->header_set_utc_offset(w->header, bad_utc_offsets[i]));
    }
}

static void row_header_set_animation_durations(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_HEADER, 0, api->header_set_animation_durations(HV, 0.2, 0.3));
    for (i = 0; i < COUNT(bad_bounded_durations); i++) {
        BAD(BOTH, LBL("fast %s", bad_bounded_durations[i].label), RK_ERR_INVALID_ARGUMENT,
            api->header_set_animation_durations(w->header, bad_bounded_durations[i].value, 0.3));
        BAD(BOTH, LBL("slow %s", bad_bounded_durations[i].label), RK_ERR_INVALID_ARGUMENT,
            api->header_set_animation_durations(w->header, 0.2, bad_bounded_durations[i].value));
    }
}

/* ---- the header's queries ---- */

static void row_header_get_state(world *w) {
    EACH_BAD_HANDLE(RK_KIND_HEADER, 1, api->header_get_state(HV, OUT(rk_footer_state)));
    BAD(WORKER, "the live header, from a second thread", RK_ERR_WRONG_THREAD,
        api->header_get_state(w->header, OUT(rk_footer_state)));
    BAD(LOOP, "out_state NULL", RK_ERR_INVALID_ARGUMENT, api->header_get_state(w->header, NULL));
}

static void header_double_query_row(world *w, rk_status (*fn)(rk_header *, double *)) {
    EACH_BAD_HANDLE(RK_KIND_HEADER, 1, fn(HV, OUT(double)));
    BAD(WORKER, "the live header, from a second thread", RK_ERR_WRONG_THREAD, fn(w->header, OUT(double)));
    BAD(LOOP, "out NULL", RK_ERR_INVALID_ARGUMENT, fn(w->header, NULL));
}
static void row_header_get_pulling_percent(world *w) {
    header_double_query_row(w, api->header_get_pulling_percent);
}
static void row_header_get_alpha(world *w) { header_double_query_row(w, api->header_get_alpha); }

enum { HQ_LAYOUT, HQ_GEOMETRY, HQ_GIF };
static rk_status header_struct_query(world *w, int which, void *header, int null_out) {
    switch (which) {
    case HQ_LAYOUT: return api->header_get_layout(header, null_out ? NULL : OUT(rk_header_layout));
    case HQ_GEOMETRY: return api->header_get_geometry(header, null_out ? NULL : OUT(rk_header_geometry));
    default: return api->header_get_gif(header, null_out ? NULL : OUT(rk_footer_gif));
    }
}

static void header_struct_query_row(world *w, int which, uint32_t full) {
    const uint32_t small[] = {0, 4, full / 2, full - 1};
    size_t i;
    char label[LABEL];
    OUT(uint32_t)[0] = full;
    EACH_BAD_HANDLE(RK_KIND_HEADER, 1, header_struct_query(w, which, HV, 0));
    BAD(WORKER, "the live header, from a second thread", RK_ERR_WRONG_THREAD,
        header_struct_query(w, which, w->header, 0));
    BAD(LOOP, "out NULL", RK_ERR_INVALID_ARGUMENT, header_struct_query(w, which, w->header, 1));
    for (i = 0; i < COUNT(small); i++) {
        OUT(uint32_t)[0] = small[i];
        BAD(LOOP, LBL("out->struct_size %u", (unsigned)small[i]), RK_ERR_INVALID_ARGUMENT,
            header_struct_query(w, which, w->header, 0));
    }
}
static void row_header_get_layout(world *w) { header_struct_query_row(w, HQ_LAYOUT, sizeof(rk_header_layout)); }
static void row_header_get_geometry(world *w) {
    header_struct_query_row(w, HQ_GEOMETRY, sizeof(rk_header_geometry));
}
static void row_header_get_gif(world *w) { header_struct_query_row(w, HQ_GIF, sizeof(rk_footer_gif)); }

static void row_header_frame_at(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_HEADER, 1,
                    api->header_frame_at(HV, w->clock.now, OUT(uint64_t), OUT_AT(int32_t, 64)));
    BAD(WORKER, "the live header, from a second thread", RK_ERR_WRONG_THREAD,
        api->header_frame_at(w->header, w->clock.now, OUT(uint64_t), OUT_AT(int32_t, 64)));
    for (i = 0; i < COUNT(nonfinite); i++) {
        BAD(LOOP, LBL("t %s", nonfinite[i].label), RK_ERR_INVALID_ARGUMENT,
            api->header_frame_at(w->header, nonfinite[i].value, OUT(uint64_t), OUT_AT(int32_t, 64)));
    }
    BAD(LOOP, "out_image_id NULL", RK_ERR_INVALID_ARGUMENT,
        api->header_frame_at(w->header, w->clock.now, NULL, OUT_AT(int32_t, 64)));
    BAD(LOOP, "out_index NULL", RK_ERR_INVALID_ARGUMENT,
        api->header_frame_at(w->header, w->clock.now, OUT(uint64_t), NULL));
    BAD(LOOP, "the normal header: no frame shown", RK_ERR_NOT_FOUND,
        api->header_frame_at(w->header2, w->clock2.now, OUT(uint64_t), OUT_AT(int32_t, 64)));
}

static void row_header_set_refreshing_with_state_of_task(world *w) {
    const bad_handle *h;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_HEADER, 1, api->header_set_refreshing_with_state_of_task(HV, w->t_running));
    for (h = w->bad[RK_KIND_TASK]; h->label != NULL; h++) {
        if (h->what == H_NULL) continue; /* NULL unbinds: valid */
        BAD(LOOP, LBL("task: %s", h->label), RK_ERR_INVALID_HANDLE,
            api->header_set_refreshing_with_state_of_task(w->header, h->value));
    }
    BAD(LOOP, "task of the other context", RK_ERR_INVALID_HANDLE,
        api->header_set_refreshing_with_state_of_task(w->header, w->t_other));
    BAD(LOOP, "header of the other context, task of this one", RK_ERR_INVALID_HANDLE,
        api->header_set_refreshing_with_state_of_task(w->header2, w->t_running));
    BAD(WORKER, "live handles, from a second thread", RK_ERR_WRONG_THREAD,
        api->header_set_refreshing_with_state_of_task(w->header, w->t_running));
    BAD(WORKER, "unbinding, from a second thread", RK_ERR_WRONG_THREAD,
        api->header_set_refreshing_with_state_of_task(w->header, NULL));
}

/* ---- the context's wall clock and last-updated store ---- */

static void row_context_set_wall_clock(world *w) {
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->context_set_wall_clock(HV, bad_clock, w));
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->context_set_wall_clock(HV, NULL, NULL));
    BAD(WORKER, "the live context, from a second thread (a new clock)", RK_ERR_WRONG_THREAD,
        api->context_set_wall_clock(w->ctx, bad_clock, w));
    BAD(WORKER, "the live context, from a second thread (removing the clock)", RK_ERR_WRONG_THREAD,
        api->context_set_wall_clock(w->ctx, NULL, NULL));
    BAD(WORKER, "the other live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->context_set_wall_clock(w->ctx2, bad_clock, w));
}

static void row_context_set_last_updated(world *w) {
    bad_key keys[MAX_BAD_KEYS];
    size_t n = bad_keys(keys), i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->context_set_last_updated(HV, "feed", 1.65e9));
    BAD(WORKER, "the live context, from a second thread (an existing key)", RK_ERR_WRONG_THREAD,
        api->context_set_last_updated(w->ctx, "feed", 1.65e9));
    BAD(WORKER, "the live context, from a second thread (a new key)", RK_ERR_WRONG_THREAD,
        api->context_set_last_updated(w->ctx, "brand-new", 1.65e9));
    for (i = 0; i < n; i++) {
        BAD(LOOP, keys[i].label, RK_ERR_INVALID_ARGUMENT, api->context_set_last_updated(w->ctx, keys[i].key, 1.65e9));
    }
    for (i = 0; i < COUNT(bad_wall_times); i++) {
        BAD(LOOP, LBL("time %s (existing key)", bad_wall_times[i].label), RK_ERR_INVALID_ARGUMENT,
            api->context_set_last_updated(w->ctx, "feed", bad_wall_times[i].value));
        BAD(LOOP, LBL("time %s (new key)", bad_wall_times[i].label), RK_ERR_INVALID_ARGUMENT,
            api->context_set_last_updated(w->ctx, "brand-new", bad_wall_times[i].value));
    }
}

static void row_context_get_last_updated(world *w) {
    bad_key keys[MAX_BAD_KEYS];
    size_t n = bad_keys(keys), i;
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->context_get_last_updated(HV, "feed", OUT(double)));
    BAD(WORKER, "the live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->context_get_last_updated(w->ctx, "feed", OUT(double)));
    for (i = 0; i < n; i++) {
        BAD(LOOP, keys[i].label, RK_ERR_INVALID_ARGUMENT, api->context_get_last_updated(w->ctx, keys[i].key, OUT(double)));
    }
    BAD(LOOP, "out_time NULL", RK_ERR_INVALID_ARGUMENT, api->context_get_last_updated(w->ctx, "feed", NULL));
    BAD(LOOP, "a key no one stored", RK_ERR_NOT_FOUND,
        api->context_get_last_updated(w->ctx, "nobody", OUT(double)));
    BAD(LOOP, "the default key, never stamped", RK_ERR_NOT_FOUND,
        api->context_get_last_updated(w->ctx, "MJRefreshHeaderLastUpdatedTimeKey", OUT(double)));
    BAD(LOOP, "a key of the other context's store", RK_ERR_NOT_FOUND,
        api->context_get_last_updated(w->ctx, "only-in-ctx2", OUT(double)));
    BAD(LOOP, "a stored key with a trailing space", RK_ERR_NOT_FOUND,
        api->context_get_last_updated(w->ctx, "feed ", OUT(double)));
}

static void row_context_remove_last_updated(world *w) {
    bad_key keys[MAX_BAD_KEYS];
    size_t n = bad_keys(keys), i;
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->context_remove_last_updated(HV, "feed"));
    BAD(WORKER, "the live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->context_remove_last_updated(w->ctx, "feed"));
    for (i = 0; i < n; i++) {
        BAD(LOOP, keys[i].label, RK_ERR_INVALID_ARGUMENT, api->context_remove_last_updated(w->ctx, keys[i].key));
    }
    BAD(LOOP, "a key no one stored", RK_ERR_NOT_FOUND, api->context_remove_last_updated(w->ctx, "nobody"));
    BAD(LOOP, "a key of the other context's store", RK_ERR_NOT_FOUND,
        api->context_remove_last_updated(w->ctx, "only-in-ctx2"));
    BAD(LOOP, "a stored key in another case", RK_ERR_NOT_FOUND, api->context_remove_last_updated(w->ctx, "FEED"));
}

/* The entry's out-parameters in the out area: buf at 0 (cap 64), the length at 512, the time at
   520, the count at 528. */
#define ENTRY_OUT OUT(char), 64, OUT_AT(size_t, 512), OUT_AT(double, 520), OUT_AT(uint32_t, 528)

static void row_context_last_updated_entry(world *w) {
    static const uint32_t past[] = {0, 1, 1000};
    size_t i;
    int c;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->context_last_updated_entry(HV, 0, ENTRY_OUT));
    BAD(WORKER, "the live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->context_last_updated_entry(w->ctx, 0, ENTRY_OUT));
    BAD(WORKER, "the live context, from a second thread, past the end", RK_ERR_WRONG_THREAD,
        api->context_last_updated_entry(w->ctx, 99, ENTRY_OUT));
    BAD(LOOP, "out_count NULL", RK_ERR_INVALID_ARGUMENT,
        api->context_last_updated_entry(w->ctx, 0, OUT(char), 64, OUT_AT(size_t, 512), OUT_AT(double, 520), NULL));
    BAD(LOOP, "out_count NULL, past the end", RK_ERR_INVALID_ARGUMENT,
        api->context_last_updated_entry(w->ctx, 99, OUT(char), 64, OUT_AT(size_t, 512), OUT_AT(double, 520), NULL));
    BAD(LOOP, "out_count NULL, every other pointer NULL", RK_ERR_INVALID_ARGUMENT,
        api->context_last_updated_entry(w->ctx, 0, NULL, 0, NULL, NULL, NULL));
    BAD(LOOP, "buf NULL, cap 5", RK_ERR_INVALID_ARGUMENT,
        api->context_last_updated_entry(w->ctx, 0, NULL, 5, OUT_AT(size_t, 512), OUT_AT(double, 520),
                                        OUT_AT(uint32_t, 528)));
    BAD(LOOP, "buf NULL, cap SIZE_MAX", RK_ERR_INVALID_ARGUMENT,
        api->context_last_updated_entry(w->ctx, 1, NULL, SIZE_MAX, OUT_AT(size_t, 512), OUT_AT(double, 520),
                                        OUT_AT(uint32_t, 528)));
    /* Past the end: RK_ERR_NOT_FOUND with a message, *out_count written (the documented exception
       to "out-parameters untouched"), nothing else written. */
    for (c = 0; c < 2; c++) {
        rk_context *ctx = c == 0 ? w->ctx : w->ctx2;
        for (i = 0; i < COUNT(past) + 1; i++) {
            EDGE(LOOP, LBL("%s context: index count + %u (and UINT32_MAX)", c == 0 ? "this" : "the other",
                           i < COUNT(past) ? (unsigned)past[i] : 0u), {
                uint32_t count = 0, got_count = 0xABCD;
                size_t len = 0x5151;
                double t = -3.0;
                char buf[16];
                rk_status st;
                uint32_t index;
                CHECK_OK(api->context_last_updated_entry(ctx, 0, NULL, 0, NULL, NULL, &count));
                index = i < COUNT(past) ? count + past[i] : UINT32_MAX;
                memset(buf, 'Z', sizeof buf);
                api->clear_last_error();
                st = api->context_last_updated_entry(ctx, index, buf, sizeof buf, &len, &t, &got_count);
                CHECK_MSG(st == RK_ERR_NOT_FOUND, "last_updated_entry index %u of %u: returned %d (%s), "
                          "expected not found", (unsigned)index, (unsigned)count, (int)st,
                          api->status_string(st));
                CHECK_MSG(api->last_error_message(NULL, 0) > 0,
                          "last_updated_entry index %u: no last error message", (unsigned)index);
                CHECK_MSG(got_count == count, "last_updated_entry index %u: *out_count %u, the store holds %u",
                          (unsigned)index, (unsigned)got_count, (unsigned)count);
                CHECK_MSG(buf[0] == 'Z' && len == 0x5151 && t == -3.0,
                          "last_updated_entry index %u: wrote the key, its length or a time", (unsigned)index);
            });
        }
    }
}

/* ---- names ---- */

static void row_header_style_name(world *w) {
    static const int32_t known[] = {RK_HEADER_STYLE_NORMAL, RK_HEADER_STYLE_GIF};
    check_unknown_names(w, "header_style_name", api->header_style_name, known, COUNT(known));
}
static void row_load_status_name(world *w) {
    static const int32_t known[] = {RK_LOAD_STATUS_NOT_LOADING, RK_LOAD_STATUS_LOADING, RK_LOAD_STATUS_FAILED,
                                    RK_LOAD_STATUS_END_REACHED};
    check_unknown_names(w, "load_status_name", api->load_status_name, known, COUNT(known));
}
static void row_load_cancel_reason_name(world *w) {
    static const int32_t known[] = {RK_LOAD_CANCEL_SUPERSEDED, RK_LOAD_CANCEL_TASK_CANCELED, RK_LOAD_CANCEL_DETACHED,
                                    RK_LOAD_CANCEL_DESTROYED, RK_LOAD_CANCEL_HOST, RK_LOAD_CANCEL_HIDDEN};
    check_unknown_names(w, "load_cancel_reason_name", api->load_cancel_reason_name, known, COUNT(known));
}
static void row_pan_state_name(world *w) {
    static const int32_t known[] = {RK_PAN_NONE, RK_PAN_BEGAN, RK_PAN_CHANGED, RK_PAN_ENDED,
                                    RK_PAN_CANCELLED};
    check_unknown_names(w, "pan_state_name", api->pan_state_name, known, COUNT(known));
}

/* ================================================================================================
 * Rows: the auto header (1.5)
 *
 * Its own functions are the auto footer's at the top edge (AutoLoaderVerbs.swift): the setters and
 * commands queue from another thread, checked at the call; create and the queries are loop-only.
 * Bad calls go to ah (GIF style, in ctx) and ah2 (normal style, in ctx2).
 * ============================================================================================== */

static void row_auto_header_create(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1,
                    api->auto_header_create(HV, RK_AUTO_FOOTER_STYLE_GIF, OUT(rk_auto_header *)));
    BAD(WORKER, "the live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->auto_header_create(w->ctx, RK_AUTO_FOOTER_STYLE_NORMAL, OUT(rk_auto_header *)));
    BAD(LOOP, "out_auto_header NULL", RK_ERR_INVALID_ARGUMENT,
        api->auto_header_create(w->ctx, RK_AUTO_FOOTER_STYLE_NORMAL, NULL));
    for (i = 0; i < COUNT(bad_auto_footer_styles); i++) {
        BAD(LOOP, LBL("style %d", (int)bad_auto_footer_styles[i]), RK_ERR_INVALID_ARGUMENT,
            api->auto_header_create(w->ctx, bad_auto_footer_styles[i], OUT(rk_auto_header *)));
    }
}

static void auto_header_flag_row(world *w, rk_status (*fn)(rk_auto_header *, int32_t)) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_AUTO_HEADER, 0, fn(HV, 1));
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(BOTH, LBL("value %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT, fn(w->ah, bad_flags[i]));
        BAD(BOTH, LBL("value %d (the lone auto header)", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT,
            fn(w->ah2, bad_flags[i]));
    }
}
static void row_auto_header_set_automatically_refresh(world *w) {
    auto_header_flag_row(w, api->auto_header_set_automatically_refresh);
}
static void row_auto_header_set_fills_viewport(world *w) { auto_header_flag_row(w, api->auto_header_set_fills_viewport); }
static void row_auto_header_set_refreshing_title_hidden(world *w) {
    auto_header_flag_row(w, api->auto_header_set_refreshing_title_hidden);
}

static void row_auto_header_set_trigger_percent(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_AUTO_HEADER, 0, api->auto_header_set_trigger_percent(HV, 0.5));
    for (i = 0; i < COUNT(bad_trigger_percents); i++) {
        BAD(BOTH, LBL("percent %s", bad_trigger_percents[i].label), RK_ERR_INVALID_ARGUMENT,
            api->auto_header_set_trigger_percent(w->ah, bad_trigger_percents[i].value));
    }
}

static void row_auto_header_set_auto_trigger_times(world *w) {
    EACH_BAD_HANDLE(RK_KIND_AUTO_HEADER, 0, api->auto_header_set_auto_trigger_times(HV, 3));
}

static void row_auto_header_set_prefetch_items(world *w) {
    static const int64_t bad_items[] = {-1, -100, INT64_MIN};
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_AUTO_HEADER, 0, api->auto_header_set_prefetch_items(HV, 5));
    for (i = 0; i < COUNT(bad_items); i++) {
        BAD(BOTH, LBL("items %lld", (long long)bad_items[i]), RK_ERR_INVALID_ARGUMENT,
            api->auto_header_set_prefetch_items(w->ah, bad_items[i]));
    }
}

static void row_auto_header_get_prefetch_items(world *w) {
    EACH_BAD_HANDLE(RK_KIND_AUTO_HEADER, 1, api->auto_header_get_prefetch_items(HV, OUT(int64_t)));
    BAD(WORKER, "the live auto header, from a second thread", RK_ERR_WRONG_THREAD,
        api->auto_header_get_prefetch_items(w->ah, OUT(int64_t)));
    BAD(LOOP, "out NULL", RK_ERR_INVALID_ARGUMENT, api->auto_header_get_prefetch_items(w->ah, NULL));
}

static void row_auto_header_tap(world *w) { EACH_BAD_HANDLE(RK_KIND_AUTO_HEADER, 0, api->auto_header_tap(HV)); }

static void row_auto_header_set_spinner_size(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_AUTO_HEADER, 0, api->auto_header_set_spinner_size(HV, 30, 31));
    for (i = 0; i < COUNT(bad_lengths); i++) {
        BAD(BOTH, LBL("width %s", bad_lengths[i].label), RK_ERR_INVALID_ARGUMENT,
            api->auto_header_set_spinner_size(w->ah2, bad_lengths[i].value, 31));
        BAD(BOTH, LBL("height %s", bad_lengths[i].label), RK_ERR_INVALID_ARGUMENT,
            api->auto_header_set_spinner_size(w->ah2, 30, bad_lengths[i].value));
    }
}

static void row_auto_header_is_spinner_animating(world *w) {
    EACH_BAD_HANDLE(RK_KIND_AUTO_HEADER, 1, api->auto_header_is_spinner_animating(HV, OUT(int32_t)));
    BAD(WORKER, "the live auto header, from a second thread", RK_ERR_WRONG_THREAD,
        api->auto_header_is_spinner_animating(w->ah2, OUT(int32_t)));
    BAD(LOOP, "out NULL", RK_ERR_INVALID_ARGUMENT, api->auto_header_is_spinner_animating(w->ah, NULL));
}

static rk_status auto_header_struct_query(world *w, int geometry, void *h, int null_out) {
    if (geometry) return api->auto_header_get_geometry(h, null_out ? NULL : OUT(rk_auto_header_geometry));
    return api->auto_header_get_layout(h, null_out ? NULL : OUT(rk_auto_header_layout));
}

static void auto_header_struct_query_row(world *w, int geometry, uint32_t full) {
    const uint32_t small[] = {0, 4, full / 2, full - 8, full - 1};
    size_t i;
    char label[LABEL];
    OUT(uint32_t)[0] = full;
    EACH_BAD_HANDLE(RK_KIND_AUTO_HEADER, 1, auto_header_struct_query(w, geometry, HV, 0));
    BAD(WORKER, "the live auto header, from a second thread", RK_ERR_WRONG_THREAD,
        auto_header_struct_query(w, geometry, w->ah, 0));
    BAD(LOOP, "out NULL", RK_ERR_INVALID_ARGUMENT, auto_header_struct_query(w, geometry, w->ah, 1));
    for (i = 0; i < COUNT(small); i++) {
        OUT(uint32_t)[0] = small[i];
        BAD(LOOP, LBL("out->struct_size %u", (unsigned)small[i]), RK_ERR_INVALID_ARGUMENT,
            auto_header_struct_query(w, geometry, w->ah2, 0));
    }
}
static void row_auto_header_get_layout(world *w) {
    auto_header_struct_query_row(w, 0, sizeof(rk_auto_header_layout));
}
static void row_auto_header_get_geometry(world *w) {
    auto_header_struct_query_row(w, 1, sizeof(rk_auto_header_geometry));
}


/* ================================================================================================
 * Rows: the trailer (added in 1.2)
 *
 * As the header's: the setters and commands queue from another thread ("Thread: any (queued)"),
 * so their bad values are refused on both threads, checked at the call; create, destroy, the
 * queries and the task binding are loop-only, and a live trailer answers RK_ERR_WRONG_THREAD from
 * the second thread. The trailer has no NoMoreData: a title for it is RK_ERR_INVALID_STATE.
 * ============================================================================================== */

static void row_trailer_create(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->trailer_create(HV, RK_TRAILER_STYLE_NORMAL, OUT(rk_trailer *)));
    BAD(WORKER, "the live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->trailer_create(w->ctx, RK_TRAILER_STYLE_STATE, OUT(rk_trailer *)));
    BAD(WORKER, "the other live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->trailer_create(w->ctx2, RK_TRAILER_STYLE_NORMAL, OUT(rk_trailer *)));
    BAD(LOOP, "out_trailer NULL", RK_ERR_INVALID_ARGUMENT,
        api->trailer_create(w->ctx, RK_TRAILER_STYLE_STATE, NULL));
    for (i = 0; i < COUNT(bad_trailer_styles); i++) {
        BAD(LOOP, LBL("style %d", (int)bad_trailer_styles[i]), RK_ERR_INVALID_ARGUMENT,
            api->trailer_create(w->ctx, bad_trailer_styles[i], OUT(rk_trailer *)));
        BAD(LOOP, LBL("style %d, out_trailer NULL", (int)bad_trailer_styles[i]), RK_ERR_INVALID_ARGUMENT,
            api->trailer_create(w->ctx, bad_trailer_styles[i], NULL));
    }
}

static void row_trailer_destroy(world *w) {
    EACH_BAD_HANDLE(RK_KIND_TRAILER, 1, api->trailer_destroy(HV));
    BAD(WORKER, "the live trailer, from a second thread", RK_ERR_WRONG_THREAD, api->trailer_destroy(w->trailer));
    BAD(WORKER, "the other context's trailer, from a second thread", RK_ERR_WRONG_THREAD,
        api->trailer_destroy(w->trailer2));
}

/* The trailer's metrics, changed in every field, so that any part applied shows (the horizontal
   ones move its pull, the others its frame). */
static rk_scroll_metrics changed_trailer_metrics(const world *w) {
    rk_scroll_metrics m = w->tm;
    m.viewport_width += 10;
    m.viewport_height += 10;
    m.content_height += 77;
    m.inset_top += 1;
    m.inset_bottom += 2;
    m.inset_left += 3;
    m.offset_y += 5;
    m.dragging = !m.dragging;
    m.content_width += 11;
    m.inset_right += 4;
    m.offset_x += 6;
    m.pan = RK_PAN_ENDED;
    return m;
}

static void row_trailer_set_metrics(world *w) {
    static const struct {
        const char *name;
        size_t offset;
        int size; /* a width or height: negative is bad too */
    } fields[] = {
        {"viewport_width", offsetof(rk_scroll_metrics, viewport_width), 1},
        {"viewport_height", offsetof(rk_scroll_metrics, viewport_height), 1},
        {"content_height", offsetof(rk_scroll_metrics, content_height), 1},
        {"inset_top", offsetof(rk_scroll_metrics, inset_top), 0},
        {"inset_bottom", offsetof(rk_scroll_metrics, inset_bottom), 0},
        {"inset_left", offsetof(rk_scroll_metrics, inset_left), 0},
        {"offset_y", offsetof(rk_scroll_metrics, offset_y), 0},
        {"content_width", offsetof(rk_scroll_metrics, content_width), 1},
        {"inset_right", offsetof(rk_scroll_metrics, inset_right), 0},
        {"offset_x", offsetof(rk_scroll_metrics, offset_x), 0},
    };
    /* Too small, and every size between 1.0's and the whole struct. */
    static const uint32_t sizes[] = {0, 4, (uint32_t)offsetof(rk_scroll_metrics, offset_y),
                                     RK_SCROLL_METRICS_SIZE_1_0 - 1, RK_SCROLL_METRICS_SIZE_1_0 + 1,
                                     RK_SCROLL_METRICS_SIZE_1_0 + 8,
                                     (uint32_t)offsetof(rk_scroll_metrics, offset_x),
                                     (uint32_t)offsetof(rk_scroll_metrics, pan),
                                     (uint32_t)sizeof(rk_scroll_metrics) - 1};
    rk_scroll_metrics good = changed_trailer_metrics(w), m;
    char label[LABEL];
    size_t f, i;
    EACH_BAD_HANDLE(RK_KIND_TRAILER, 0, api->trailer_set_metrics(HV, &good));
    BAD(BOTH, "metrics NULL", RK_ERR_INVALID_ARGUMENT, api->trailer_set_metrics(w->trailer, NULL));
    BAD(BOTH, "metrics NULL (the state-style trailer)", RK_ERR_INVALID_ARGUMENT,
        api->trailer_set_metrics(w->trailer2, NULL));
    for (i = 0; i < COUNT(sizes); i++) {
        m = good;
        m.struct_size = sizes[i];
        BAD(BOTH, LBL("struct_size %u", (unsigned)sizes[i]), RK_ERR_INVALID_ARGUMENT,
            api->trailer_set_metrics(w->trailer, &m));
    }
    for (f = 0; f < COUNT(fields); f++) {
        double values[7];
        const char *names[7];
        size_t n = 0, v;
        for (i = 0; i < COUNT(nonfinite); i++) {
            names[n] = nonfinite[i].label;
            values[n++] = nonfinite[i].value;
        }
        names[n] = "1.5e9 (beyond 1e9)";
        values[n++] = 1.5e9;
        if (fields[f].size) {
            names[n] = "-1";
            values[n++] = -1.0;
            names[n] = "-DBL_TRUE_MIN";
            values[n++] = -DBL_TRUE_MIN;
        } else {
            names[n] = "-1.5e9 (beyond -1e9)";
            values[n++] = -1.5e9;
        }
        for (v = 0; v < n; v++) {
            m = good;
            memcpy((char *)&m + fields[f].offset, &values[v], sizeof values[v]);
            BAD(BOTH, LBL("%s %s", fields[f].name, names[v]), RK_ERR_INVALID_ARGUMENT,
                api->trailer_set_metrics(w->trailer, &m));
        }
    }
    for (i = 0; i < COUNT(bad_flags); i++) {
        m = good;
        m.dragging = bad_flags[i];
        BAD(BOTH, LBL("dragging %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT,
            api->trailer_set_metrics(w->trailer, &m));
    }
    for (i = 0; i < COUNT(bad_pans); i++) {
        m = good;
        m.pan = bad_pans[i];
        BAD(BOTH, LBL("pan %d", (int)bad_pans[i]), RK_ERR_INVALID_ARGUMENT,
            api->trailer_set_metrics(w->trailer, &m));
    }
    /* With 1.0's size the appended fields are not read; the ones before still are. */
    m = good;
    m.struct_size = RK_SCROLL_METRICS_SIZE_1_0;
    m.offset_y = NAN;
    BAD(BOTH, "struct_size RK_SCROLL_METRICS_SIZE_1_0, offset_y NaN", RK_ERR_INVALID_ARGUMENT,
        api->trailer_set_metrics(w->trailer, &m));
    m = good;
    m.struct_size = RK_SCROLL_METRICS_SIZE_1_0;
    m.viewport_width = -1;
    BAD(BOTH, "struct_size RK_SCROLL_METRICS_SIZE_1_0, viewport_width -1", RK_ERR_INVALID_ARGUMENT,
        api->trailer_set_metrics(w->trailer, &m));
}

/* The 0-or-1 setters; `changed` is the value that differs from the fixture's. */
static void trailer_flag_row(world *w, rk_status (*fn)(rk_trailer *, int32_t), int32_t changed) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_TRAILER, 0, fn(HV, changed));
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(BOTH, LBL("value %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT, fn(w->trailer, bad_flags[i]));
        BAD(BOTH, LBL("value %d (the state-style trailer)", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT,
            fn(w->trailer2, bad_flags[i]));
    }
}
static void row_trailer_set_visible(world *w) { trailer_flag_row(w, api->trailer_set_visible, 0); }
static void row_trailer_set_hidden(world *w) { trailer_flag_row(w, api->trailer_set_hidden, 1); }
static void row_trailer_set_interaction_enabled(world *w) {
    trailer_flag_row(w, api->trailer_set_interaction_enabled, 0);
}
static void row_trailer_set_label_hidden(world *w) { trailer_flag_row(w, api->trailer_set_label_hidden, 1); }
static void row_trailer_set_automatically_change_alpha(world *w) {
    trailer_flag_row(w, api->trailer_set_automatically_change_alpha, 0);
}

static void row_trailer_set_data_count(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_TRAILER, 0, api->trailer_set_data_count(HV, 13));
    for (i = 0; i < COUNT(bad_counts); i++) {
        BAD(BOTH, LBL("count %lld", (long long)bad_counts[i]), RK_ERR_INVALID_ARGUMENT,
            api->trailer_set_data_count(w->trailer, bad_counts[i]));
    }
}

static void row_trailer_set_ignored_right_inset(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_TRAILER, 0, api->trailer_set_ignored_right_inset(HV, 13));
    for (i = 0; i < COUNT(bad_lengths); i++) {
        BAD(BOTH, LBL("inset %s", bad_lengths[i].label), RK_ERR_INVALID_ARGUMENT,
            api->trailer_set_ignored_right_inset(w->trailer, bad_lengths[i].value));
        BAD(BOTH, LBL("inset %s (the state-style trailer)", bad_lengths[i].label), RK_ERR_INVALID_ARGUMENT,
            api->trailer_set_ignored_right_inset(w->trailer2, bad_lengths[i].value));
    }
}

static void row_trailer_set_arrow_size(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_TRAILER, 0, api->trailer_set_arrow_size(HV, 30, 31));
    for (i = 0; i < COUNT(bad_lengths); i++) {
        BAD(BOTH, LBL("width %s", bad_lengths[i].label), RK_ERR_INVALID_ARGUMENT,
            api->trailer_set_arrow_size(w->trailer, bad_lengths[i].value, 31));
        BAD(BOTH, LBL("height %s", bad_lengths[i].label), RK_ERR_INVALID_ARGUMENT,
            api->trailer_set_arrow_size(w->trailer, 30, bad_lengths[i].value));
        BAD(BOTH, LBL("width and height %s", bad_lengths[i].label), RK_ERR_INVALID_ARGUMENT,
            api->trailer_set_arrow_size(w->trailer, bad_lengths[i].value, bad_lengths[i].value));
        BAD(BOTH, LBL("width %s (the state-style trailer)", bad_lengths[i].label), RK_ERR_INVALID_ARGUMENT,
            api->trailer_set_arrow_size(w->trailer2, bad_lengths[i].value, 31));
    }
}

/* Commands with a completion: only the handle can be bad (they queue from other threads); the
   completion must never run. */
static void trailer_command_row(world *w, rk_status (*fn)(rk_trailer *, rk_trailer_completion_fn, void *)) {
    EACH_BAD_HANDLE(RK_KIND_TRAILER, 0, fn(HV, bad_trailer_completion, w));
    EACH_BAD_HANDLE(RK_KIND_TRAILER, 0, fn(HV, NULL, NULL));
}
static void row_trailer_begin_refreshing(world *w) { trailer_command_row(w, api->trailer_begin_refreshing); }
static void row_trailer_end_refreshing(world *w) { trailer_command_row(w, api->trailer_end_refreshing); }

/* F17 (1.3): the end with a failure takes a message (NULL: the Failed title), refused before
   anything is queued; the retry is a command like the others. The completion must never run. */
static void trailer_failure_row(world *w, rk_status (*fn)(rk_trailer *, const char *, rk_trailer_completion_fn, void *)) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_TRAILER, 0, fn(HV, "x", bad_trailer_completion, w));
    EACH_BAD_HANDLE(RK_KIND_TRAILER, 0, fn(HV, NULL, NULL, NULL));
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(BOTH, LBL("message: %s", bad_texts[i].label), RK_ERR_INVALID_ARGUMENT,
            fn(w->trailer, bad_texts[i].text, bad_trailer_completion, w));
    }
}
static void row_trailer_end_refreshing_with_failure(world *w) {
    trailer_failure_row(w, api->trailer_end_refreshing_with_failure);
}
static void row_trailer_retry(world *w) { trailer_command_row(w, api->trailer_retry); }

static void row_trailer_set_title(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_TRAILER, 0, api->trailer_set_title(HV, RK_FOOTER_PULLING, "x"));
    EACH_BAD_HANDLE(RK_KIND_TRAILER, 0, api->trailer_set_title(HV, RK_FOOTER_IDLE, NULL));
    for (i = 0; i < COUNT(bad_states); i++) {
        BAD(BOTH, LBL("state %d", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT,
            api->trailer_set_title(w->trailer, bad_states[i], "x"));
        BAD(BOTH, LBL("state %d, title NULL", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT,
            api->trailer_set_title(w->trailer, bad_states[i], NULL));
    }
    BAD(BOTH, "state RK_FOOTER_NO_MORE_DATA (a trailer has none)", RK_ERR_INVALID_STATE,
        api->trailer_set_title(w->trailer, RK_FOOTER_NO_MORE_DATA, "x"));
    BAD(BOTH, "state RK_FOOTER_NO_MORE_DATA, title NULL", RK_ERR_INVALID_STATE,
        api->trailer_set_title(w->trailer, RK_FOOTER_NO_MORE_DATA, NULL));
    BAD(BOTH, "state RK_FOOTER_NO_MORE_DATA, the state-style trailer", RK_ERR_INVALID_STATE,
        api->trailer_set_title(w->trailer2, RK_FOOTER_NO_MORE_DATA, "x"));
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(BOTH, LBL("Pulling: %s", bad_texts[i].label), RK_ERR_INVALID_ARGUMENT,
            api->trailer_set_title(w->trailer, RK_FOOTER_PULLING, bad_texts[i].text));
        BAD(BOTH, LBL("Idle: %s", bad_texts[i].label), RK_ERR_INVALID_ARGUMENT,
            api->trailer_set_title(w->trailer, RK_FOOTER_IDLE, bad_texts[i].text));
    }
}

static void row_trailer_get_title(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_TRAILER, 1, api->trailer_get_title(HV, RK_FOOTER_PULLING, TEXT_OUT));
    BAD(WORKER, "the live trailer, from a second thread", RK_ERR_WRONG_THREAD,
        api->trailer_get_title(w->trailer, RK_FOOTER_PULLING, TEXT_OUT));
    BAD(WORKER, "the other context's trailer, from a second thread", RK_ERR_WRONG_THREAD,
        api->trailer_get_title(w->trailer2, RK_FOOTER_IDLE, TEXT_OUT));
    for (i = 0; i < COUNT(bad_states); i++) {
        BAD(LOOP, LBL("state %d", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT,
            api->trailer_get_title(w->trailer, bad_states[i], TEXT_OUT));
    }
    BAD(LOOP, "state RK_FOOTER_NO_MORE_DATA (a trailer has none)", RK_ERR_INVALID_STATE,
        api->trailer_get_title(w->trailer, RK_FOOTER_NO_MORE_DATA, TEXT_OUT));
    BAD(LOOP, "state RK_FOOTER_NO_MORE_DATA, buf NULL cap 0", RK_ERR_INVALID_STATE,
        api->trailer_get_title(w->trailer, RK_FOOTER_NO_MORE_DATA, NULL, 0, OUT_AT(size_t, 512)));
    BAD(LOOP, "buf NULL, cap 5", RK_ERR_INVALID_ARGUMENT,
        api->trailer_get_title(w->trailer, RK_FOOTER_PULLING, NULL, 5, OUT_AT(size_t, 512)));
    BAD(LOOP, "buf NULL, cap SIZE_MAX", RK_ERR_INVALID_ARGUMENT,
        api->trailer_get_title(w->trailer, RK_FOOTER_PULLING, NULL, SIZE_MAX, OUT_AT(size_t, 512)));
}

static void row_trailer_set_language(world *w) {
    size_t i;
    EACH_BAD_HANDLE(RK_KIND_TRAILER, 0, api->trailer_set_language(HV, "ko"));
    BAD(BOTH, "language NULL", RK_ERR_INVALID_ARGUMENT, api->trailer_set_language(w->trailer, NULL));
    BAD(BOTH, "language NULL (the state-style trailer)", RK_ERR_INVALID_ARGUMENT,
        api->trailer_set_language(w->trailer2, NULL));
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(BOTH, bad_texts[i].label, RK_ERR_INVALID_ARGUMENT,
            api->trailer_set_language(w->trailer, bad_texts[i].text));
    }
}

static void trailer_text_query_row(world *w, rk_status (*fn)(rk_trailer *, char *, size_t, size_t *)) {
    EACH_BAD_HANDLE(RK_KIND_TRAILER, 1, fn(HV, TEXT_OUT));
    BAD(WORKER, "the live trailer, from a second thread", RK_ERR_WRONG_THREAD, fn(w->trailer, TEXT_OUT));
    BAD(WORKER, "the other context's trailer, from a second thread", RK_ERR_WRONG_THREAD,
        fn(w->trailer2, TEXT_OUT));
    BAD(LOOP, "buf NULL, cap 5", RK_ERR_INVALID_ARGUMENT, fn(w->trailer, NULL, 5, OUT_AT(size_t, 512)));
    BAD(LOOP, "buf NULL, cap SIZE_MAX", RK_ERR_INVALID_ARGUMENT,
        fn(w->trailer, NULL, SIZE_MAX, OUT_AT(size_t, 512)));
    BAD(LOOP, "buf NULL, cap 1, out_length NULL", RK_ERR_INVALID_ARGUMENT, fn(w->trailer, NULL, 1, NULL));
}
static void row_trailer_get_language(world *w) { trailer_text_query_row(w, api->trailer_get_language); }
static void row_trailer_get_label(world *w) { trailer_text_query_row(w, api->trailer_get_label); }

static void row_trailer_set_animation_durations(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_TRAILER, 0, api->trailer_set_animation_durations(HV, 0.2, 0.3));
    for (i = 0; i < COUNT(bad_bounded_durations); i++) {
        BAD(BOTH, LBL("fast %s", bad_bounded_durations[i].label), RK_ERR_INVALID_ARGUMENT,
            api->trailer_set_animation_durations(w->trailer, bad_bounded_durations[i].value, 0.3));
        BAD(BOTH, LBL("slow %s", bad_bounded_durations[i].label), RK_ERR_INVALID_ARGUMENT,
            api->trailer_set_animation_durations(w->trailer, 0.2, bad_bounded_durations[i].value));
    }
}

/* ---- the trailer's queries ---- */

static void row_trailer_get_state(world *w) {
    EACH_BAD_HANDLE(RK_KIND_TRAILER, 1, api->trailer_get_state(HV, OUT(rk_footer_state)));
    BAD(WORKER, "the live trailer, from a second thread", RK_ERR_WRONG_THREAD,
        api->trailer_get_state(w->trailer, OUT(rk_footer_state)));
    BAD(WORKER, "the live trailer, from a second thread, out_state NULL", RK_ERR_WRONG_THREAD,
        api->trailer_get_state(w->trailer, NULL));
    BAD(LOOP, "out_state NULL", RK_ERR_INVALID_ARGUMENT, api->trailer_get_state(w->trailer, NULL));
}

static void trailer_double_query_row(world *w, rk_status (*fn)(rk_trailer *, double *)) {
    EACH_BAD_HANDLE(RK_KIND_TRAILER, 1, fn(HV, OUT(double)));
    BAD(WORKER, "the live trailer, from a second thread", RK_ERR_WRONG_THREAD, fn(w->trailer, OUT(double)));
    BAD(WORKER, "the other context's trailer, from a second thread", RK_ERR_WRONG_THREAD,
        fn(w->trailer2, OUT(double)));
    BAD(LOOP, "out NULL", RK_ERR_INVALID_ARGUMENT, fn(w->trailer, NULL));
    BAD(LOOP, "out NULL (the state-style trailer)", RK_ERR_INVALID_ARGUMENT, fn(w->trailer2, NULL));
}
static void row_trailer_get_pulling_percent(world *w) {
    trailer_double_query_row(w, api->trailer_get_pulling_percent);
}
static void row_trailer_get_alpha(world *w) { trailer_double_query_row(w, api->trailer_get_alpha); }
static void row_trailer_get_arrow_angle(world *w) { trailer_double_query_row(w, api->trailer_get_arrow_angle); }

enum { TQ_LAYOUT, TQ_GEOMETRY };
static rk_status trailer_struct_query(world *w, int which, void *trailer, int null_out) {
    if (which == TQ_LAYOUT) return api->trailer_get_layout(trailer, null_out ? NULL : OUT(rk_trailer_layout));
    return api->trailer_get_geometry(trailer, null_out ? NULL : OUT(rk_trailer_geometry));
}

static void trailer_struct_query_row(world *w, int which, uint32_t full) {
    const uint32_t small[] = {0, 4, full / 2, full - 8, full - 1};
    size_t i;
    char label[LABEL];
    OUT(uint32_t)[0] = full;
    EACH_BAD_HANDLE(RK_KIND_TRAILER, 1, trailer_struct_query(w, which, HV, 0));
    BAD(WORKER, "the live trailer, from a second thread", RK_ERR_WRONG_THREAD,
        trailer_struct_query(w, which, w->trailer, 0));
    BAD(WORKER, "the other context's trailer, from a second thread", RK_ERR_WRONG_THREAD,
        trailer_struct_query(w, which, w->trailer2, 0));
    BAD(LOOP, "out NULL", RK_ERR_INVALID_ARGUMENT, trailer_struct_query(w, which, w->trailer, 1));
    for (i = 0; i < COUNT(small); i++) {
        OUT(uint32_t)[0] = small[i];
        BAD(LOOP, LBL("out->struct_size %u", (unsigned)small[i]), RK_ERR_INVALID_ARGUMENT,
            trailer_struct_query(w, which, w->trailer, 0));
        BAD(LOOP, LBL("out->struct_size %u (the state-style trailer)", (unsigned)small[i]),
            RK_ERR_INVALID_ARGUMENT, trailer_struct_query(w, which, w->trailer2, 0));
    }
}
static void row_trailer_get_layout(world *w) {
    trailer_struct_query_row(w, TQ_LAYOUT, sizeof(rk_trailer_layout));
}
static void row_trailer_get_geometry(world *w) {
    trailer_struct_query_row(w, TQ_GEOMETRY, sizeof(rk_trailer_geometry));
}

static void row_trailer_set_refreshing_with_state_of_task(world *w) {
    const bad_handle *h;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_TRAILER, 1, api->trailer_set_refreshing_with_state_of_task(HV, w->t_running));
    EACH_BAD_HANDLE(RK_KIND_TRAILER, 1, api->trailer_set_refreshing_with_state_of_task(HV, NULL));
    for (h = w->bad[RK_KIND_TASK]; h->label != NULL; h++) {
        if (h->what == H_NULL) continue; /* NULL unbinds: valid */
        BAD(LOOP, LBL("task: %s", h->label), RK_ERR_INVALID_HANDLE,
            api->trailer_set_refreshing_with_state_of_task(w->trailer, h->value));
    }
    BAD(LOOP, "task of the other context", RK_ERR_INVALID_HANDLE,
        api->trailer_set_refreshing_with_state_of_task(w->trailer, w->t_other));
    BAD(LOOP, "trailer of the other context, task of this one", RK_ERR_INVALID_HANDLE,
        api->trailer_set_refreshing_with_state_of_task(w->trailer2, w->t_running));
    BAD(WORKER, "live handles, from a second thread", RK_ERR_WRONG_THREAD,
        api->trailer_set_refreshing_with_state_of_task(w->trailer, w->t_running));
    BAD(WORKER, "unbinding, from a second thread", RK_ERR_WRONG_THREAD,
        api->trailer_set_refreshing_with_state_of_task(w->trailer, NULL));
    BAD(WORKER, "the other context's pair, from a second thread", RK_ERR_WRONG_THREAD,
        api->trailer_set_refreshing_with_state_of_task(w->trailer2, w->t_other));
}

static void row_trailer_style_name(world *w) {
    static const int32_t known[] = {RK_TRAILER_STYLE_STATE, RK_TRAILER_STYLE_NORMAL};
    check_unknown_names(w, "trailer_style_name", api->trailer_style_name, known, COUNT(known));
}


/* ================================================================================================
 * Rows: the auto footer and the scroll view (added in 1.2)
 *
 * The auto footer's setters and commands queue from another thread as the footer's do ("Thread:
 * any (queued)"): their bad values are refused on both threads, checked at the call. Its create,
 * destroy, queries and task binding are loop-only. Its bad calls go to the GIF auto footer
 * attached to the scroll view (an attached footer's own rk_auto_footer_set_metrics checks its
 * arguments first) and, where a row says so, to the lone normal-style one of the second context.
 * The scroll view's rk_scroll_view_set_metrics queues from another thread; everything else of it
 * is loop-only.
 * ============================================================================================== */

static void row_auto_footer_create(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1,
                    api->auto_footer_create(HV, RK_AUTO_FOOTER_STYLE_GIF, OUT(rk_auto_footer *)));
    BAD(WORKER, "the live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->auto_footer_create(w->ctx, RK_AUTO_FOOTER_STYLE_NORMAL, OUT(rk_auto_footer *)));
    BAD(WORKER, "the other live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->auto_footer_create(w->ctx2, RK_AUTO_FOOTER_STYLE_GIF, OUT(rk_auto_footer *)));
    BAD(LOOP, "out_auto_footer NULL", RK_ERR_INVALID_ARGUMENT,
        api->auto_footer_create(w->ctx, RK_AUTO_FOOTER_STYLE_NORMAL, NULL));
    for (i = 0; i < COUNT(bad_auto_footer_styles); i++) {
        BAD(LOOP, LBL("style %d", (int)bad_auto_footer_styles[i]), RK_ERR_INVALID_ARGUMENT,
            api->auto_footer_create(w->ctx, bad_auto_footer_styles[i], OUT(rk_auto_footer *)));
        BAD(LOOP, LBL("style %d, out_auto_footer NULL", (int)bad_auto_footer_styles[i]),
            RK_ERR_INVALID_ARGUMENT, api->auto_footer_create(w->ctx, bad_auto_footer_styles[i], NULL));
    }
}

static void row_auto_footer_destroy(world *w) {
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 1, api->auto_footer_destroy(HV));
    BAD(WORKER, "the attached auto footer, from a second thread", RK_ERR_WRONG_THREAD,
        api->auto_footer_destroy(w->af));
    BAD(WORKER, "the other context's auto footer, from a second thread", RK_ERR_WRONG_THREAD,
        api->auto_footer_destroy(w->af2));
}

/* Every field of the metrics changed, so that any part applied shows. */
static rk_scroll_metrics changed_any_metrics(rk_scroll_metrics m) {
    m.viewport_width += 10;
    m.viewport_height += 10;
    m.content_height += 77;
    m.inset_top += 1;
    m.inset_bottom += 2;
    m.inset_left += 3;
    m.offset_y += 5;
    m.dragging = !m.dragging;
    m.content_width += 11;
    m.inset_right += 4;
    m.offset_x += 6;
    m.pan = RK_PAN_ENDED;
    return m;
}

/* The metrics' bad values (as the header's and the trailer's rows), given to fn(target). */
typedef rk_status (*metrics_fn)(void *target, const rk_scroll_metrics *m);
static rk_status af_metrics(void *t, const rk_scroll_metrics *m) { return api->auto_footer_set_metrics(t, m); }
static rk_status sv_metrics(void *t, const rk_scroll_metrics *m) { return api->scroll_view_set_metrics(t, m); }

static void bad_metrics_calls(world *w, metrics_fn fn, void *target, const char *who, rk_scroll_metrics good) {
    static const struct {
        const char *name;
        size_t offset;
        int size; /* a width or height: negative is bad too */
    } fields[] = {
        {"viewport_width", offsetof(rk_scroll_metrics, viewport_width), 1},
        {"viewport_height", offsetof(rk_scroll_metrics, viewport_height), 1},
        {"content_height", offsetof(rk_scroll_metrics, content_height), 1},
        {"inset_top", offsetof(rk_scroll_metrics, inset_top), 0},
        {"inset_bottom", offsetof(rk_scroll_metrics, inset_bottom), 0},
        {"inset_left", offsetof(rk_scroll_metrics, inset_left), 0},
        {"offset_y", offsetof(rk_scroll_metrics, offset_y), 0},
        {"content_width", offsetof(rk_scroll_metrics, content_width), 1},
        {"inset_right", offsetof(rk_scroll_metrics, inset_right), 0},
        {"offset_x", offsetof(rk_scroll_metrics, offset_x), 0},
    };
    static const uint32_t sizes[] = {0, 4, (uint32_t)offsetof(rk_scroll_metrics, offset_y),
                                     RK_SCROLL_METRICS_SIZE_1_0 - 1, RK_SCROLL_METRICS_SIZE_1_0 + 1,
                                     RK_SCROLL_METRICS_SIZE_1_0 + 8,
                                     (uint32_t)offsetof(rk_scroll_metrics, offset_x),
                                     (uint32_t)offsetof(rk_scroll_metrics, pan),
                                     RK_SCROLL_METRICS_SIZE_1_2 + 1, RK_SCROLL_METRICS_SIZE_1_2 + 8,
                                     (uint32_t)sizeof(rk_scroll_metrics) - 1};
    /* F19 (1.3): an item count below 0, or a last visible item outside -1 ... count - 1 (with no
       count, -1 or 0). */
    static const struct {
        int64_t count, last;
    } bad_items[] = {{-1, -1}, {-5, 0}, {INT64_MIN, -1}, {0, 1}, {0, -2}, {0, INT64_MAX},
                     {10, 10}, {10, -2}, {10, INT64_MAX}, {1, INT64_MIN}, {INT64_MAX, INT64_MIN}};
    rk_scroll_metrics m;
    char label[LABEL];
    size_t f, i;
    BAD(BOTH, LBL("metrics NULL (%s)", who), RK_ERR_INVALID_ARGUMENT, fn(target, NULL));
    for (i = 0; i < COUNT(bad_items); i++) {
        m = good;
        m.item_count = bad_items[i].count;
        m.last_visible_item = bad_items[i].last;
        BAD(BOTH, LBL("item_count %lld, last_visible_item %lld (%s)", (long long)bad_items[i].count,
                      (long long)bad_items[i].last, who), RK_ERR_INVALID_ARGUMENT, fn(target, &m));
    }
    for (i = 0; i < COUNT(sizes); i++) {
        m = good;
        m.struct_size = sizes[i];
        BAD(BOTH, LBL("struct_size %u (%s)", (unsigned)sizes[i], who), RK_ERR_INVALID_ARGUMENT, fn(target, &m));
    }
    for (f = 0; f < COUNT(fields); f++) {
        double values[7];
        const char *names[7];
        size_t n = 0, v;
        for (i = 0; i < COUNT(nonfinite); i++) {
            names[n] = nonfinite[i].label;
            values[n++] = nonfinite[i].value;
        }
        names[n] = "1.5e9 (beyond 1e9)";
        values[n++] = 1.5e9;
        if (fields[f].size) {
            names[n] = "-1";
            values[n++] = -1.0;
            names[n] = "-DBL_TRUE_MIN";
            values[n++] = -DBL_TRUE_MIN;
        } else {
            names[n] = "-1.5e9 (beyond -1e9)";
            values[n++] = -1.5e9;
        }
        for (v = 0; v < n; v++) {
            m = good;
            memcpy((char *)&m + fields[f].offset, &values[v], sizeof values[v]);
            BAD(BOTH, LBL("%s %s (%s)", fields[f].name, names[v], who), RK_ERR_INVALID_ARGUMENT, fn(target, &m));
        }
    }
    for (i = 0; i < COUNT(bad_flags); i++) {
        m = good;
        m.dragging = bad_flags[i];
        BAD(BOTH, LBL("dragging %d (%s)", (int)bad_flags[i], who), RK_ERR_INVALID_ARGUMENT, fn(target, &m));
    }
    for (i = 0; i < COUNT(bad_pans); i++) {
        m = good;
        m.pan = bad_pans[i];
        BAD(BOTH, LBL("pan %d (%s)", (int)bad_pans[i], who), RK_ERR_INVALID_ARGUMENT, fn(target, &m));
    }
    /* With 1.0's size the appended fields are not read; the ones before still are. */
    m = good;
    m.struct_size = RK_SCROLL_METRICS_SIZE_1_0;
    m.offset_y = NAN;
    BAD(BOTH, LBL("struct_size RK_SCROLL_METRICS_SIZE_1_0, offset_y NaN (%s)", who), RK_ERR_INVALID_ARGUMENT,
        fn(target, &m));
    m = good;
    m.struct_size = RK_SCROLL_METRICS_SIZE_1_0;
    m.viewport_width = -1;
    BAD(BOTH, LBL("struct_size RK_SCROLL_METRICS_SIZE_1_0, viewport_width -1 (%s)", who),
        RK_ERR_INVALID_ARGUMENT, fn(target, &m));
}

static void row_auto_footer_set_metrics(world *w) {
    rk_scroll_metrics good = changed_any_metrics(w->svm), good2 = changed_any_metrics(w->am2);
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 0, api->auto_footer_set_metrics(HV, &good));
    bad_metrics_calls(w, af_metrics, w->af2, "the lone auto footer", good2);
    bad_metrics_calls(w, af_metrics, w->af, "the attached auto footer", good);
    /* Good metrics for an attached footer: its updates come from the scroll view. */
    BAD(LOOP, "the attached auto footer, good metrics", RK_ERR_INVALID_STATE,
        api->auto_footer_set_metrics(w->af, &good));
    good.struct_size = RK_SCROLL_METRICS_SIZE_1_0;
    BAD(LOOP, "the attached auto footer, good 1.0 metrics", RK_ERR_INVALID_STATE,
        api->auto_footer_set_metrics(w->af, &good));
}

/* The 0-or-1 setters; `changed` is the value that differs from the fixture's. */
static void auto_footer_flag_row(world *w, rk_status (*fn)(rk_auto_footer *, int32_t), int32_t changed) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 0, fn(HV, changed));
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(BOTH, LBL("value %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT, fn(w->af, bad_flags[i]));
        BAD(BOTH, LBL("value %d (the lone normal-style auto footer)", (int)bad_flags[i]),
            RK_ERR_INVALID_ARGUMENT, fn(w->af2, bad_flags[i]));
    }
}
static void row_auto_footer_set_visible(world *w) { auto_footer_flag_row(w, api->auto_footer_set_visible, 0); }
static void row_auto_footer_set_hidden(world *w) { auto_footer_flag_row(w, api->auto_footer_set_hidden, 1); }
static void row_auto_footer_set_interaction_enabled(world *w) {
    auto_footer_flag_row(w, api->auto_footer_set_interaction_enabled, 0);
}
static void row_auto_footer_set_automatically_refresh(world *w) {
    auto_footer_flag_row(w, api->auto_footer_set_automatically_refresh, 0);
}
static void row_auto_footer_set_fills_viewport(world *w) {
    auto_footer_flag_row(w, api->auto_footer_set_fills_viewport, 0);
}
static void row_auto_footer_set_paging_enabled(world *w) {
    auto_footer_flag_row(w, api->auto_footer_set_paging_enabled, 0);
}
static void row_auto_footer_set_refreshing_title_hidden(world *w) {
    auto_footer_flag_row(w, api->auto_footer_set_refreshing_title_hidden, 1);
}
static void row_auto_footer_set_automatically_change_alpha(world *w) {
    auto_footer_flag_row(w, api->auto_footer_set_automatically_change_alpha, 1);
}

static void row_auto_footer_set_height(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 0, api->auto_footer_set_height(HV, 80));
    for (i = 0; i < COUNT(bad_heights); i++) {
        BAD(BOTH, LBL("height %s", bad_heights[i].label), RK_ERR_INVALID_ARGUMENT,
            api->auto_footer_set_height(w->af, bad_heights[i].value));
        BAD(BOTH, LBL("height %s (the lone auto footer)", bad_heights[i].label), RK_ERR_INVALID_ARGUMENT,
            api->auto_footer_set_height(w->af2, bad_heights[i].value));
    }
}

/* The [0, 1e9] length setters. */
static void auto_footer_length_row(world *w, rk_status (*fn)(rk_auto_footer *, double)) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 0, fn(HV, 13));
    for (i = 0; i < COUNT(bad_lengths); i++) {
        BAD(BOTH, LBL("value %s", bad_lengths[i].label), RK_ERR_INVALID_ARGUMENT, fn(w->af, bad_lengths[i].value));
    }
}
static void row_auto_footer_set_ignored_bottom_inset(world *w) {
    auto_footer_length_row(w, api->auto_footer_set_ignored_bottom_inset);
}
static void row_auto_footer_set_label_left_inset(world *w) {
    auto_footer_length_row(w, api->auto_footer_set_label_left_inset);
}
static void row_auto_footer_set_text_width(world *w) { auto_footer_length_row(w, api->auto_footer_set_text_width); }

static void row_auto_footer_set_trigger_percent(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 0, api->auto_footer_set_trigger_percent(HV, -0.5));
    for (i = 0; i < COUNT(bad_trigger_percents); i++) {
        BAD(BOTH, LBL("percent %s", bad_trigger_percents[i].label), RK_ERR_INVALID_ARGUMENT,
            api->auto_footer_set_trigger_percent(w->af, bad_trigger_percents[i].value));
    }
}

/* Every int32_t is a budget (-1 unlimited, other values <= 0 none): only the handle can be bad. */
static void row_auto_footer_set_auto_trigger_times(world *w) {
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 0, api->auto_footer_set_auto_trigger_times(HV, 5));
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 0, api->auto_footer_set_auto_trigger_times(HV, -1));
}

static void row_auto_footer_tap(world *w) { EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 0, api->auto_footer_tap(HV)); }

static void row_auto_footer_set_spinner_size(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 0, api->auto_footer_set_spinner_size(HV, 30, 31));
    for (i = 0; i < COUNT(bad_lengths); i++) {
        BAD(BOTH, LBL("width %s", bad_lengths[i].label), RK_ERR_INVALID_ARGUMENT,
            api->auto_footer_set_spinner_size(w->af2, bad_lengths[i].value, 31));
        BAD(BOTH, LBL("height %s", bad_lengths[i].label), RK_ERR_INVALID_ARGUMENT,
            api->auto_footer_set_spinner_size(w->af2, 30, bad_lengths[i].value));
        BAD(BOTH, LBL("width and height %s (the GIF auto footer)", bad_lengths[i].label), RK_ERR_INVALID_ARGUMENT,
            api->auto_footer_set_spinner_size(w->af, bad_lengths[i].value, bad_lengths[i].value));
    }
}

static void row_auto_footer_set_animation_durations(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 0, api->auto_footer_set_animation_durations(HV, 0.2, 0.3));
    for (i = 0; i < COUNT(bad_bounded_durations); i++) {
        BAD(BOTH, LBL("fast %s", bad_bounded_durations[i].label), RK_ERR_INVALID_ARGUMENT,
            api->auto_footer_set_animation_durations(w->af, bad_bounded_durations[i].value, 0.3));
        BAD(BOTH, LBL("slow %s", bad_bounded_durations[i].label), RK_ERR_INVALID_ARGUMENT,
            api->auto_footer_set_animation_durations(w->af, 0.2, bad_bounded_durations[i].value));
    }
}

/* Commands with a completion: only the handle can be bad; the completion must never run. */
static void auto_footer_command_row(world *w,
                                    rk_status (*fn)(rk_auto_footer *, rk_auto_footer_completion_fn, void *)) {
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 0, fn(HV, bad_auto_footer_completion, w));
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 0, fn(HV, NULL, NULL));
}
static void row_auto_footer_begin_refreshing(world *w) {
    auto_footer_command_row(w, api->auto_footer_begin_refreshing);
}
static void row_auto_footer_end_refreshing(world *w) { auto_footer_command_row(w, api->auto_footer_end_refreshing); }

/* F17 (1.3): the end with a failure takes a message (NULL: the Failed title), refused before
   anything is queued; the retry is a command like the others. The completion must never run. */
static void auto_footer_failure_row(world *w, rk_status (*fn)(rk_auto_footer *, const char *, rk_auto_footer_completion_fn, void *)) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 0, fn(HV, "x", bad_auto_footer_completion, w));
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 0, fn(HV, NULL, NULL, NULL));
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(BOTH, LBL("message: %s", bad_texts[i].label), RK_ERR_INVALID_ARGUMENT,
            fn(w->af, bad_texts[i].text, bad_auto_footer_completion, w));
    }
}
static void row_auto_footer_end_refreshing_with_failure(world *w) {
    auto_footer_failure_row(w, api->auto_footer_end_refreshing_with_failure);
}
static void row_auto_footer_retry(world *w) { auto_footer_command_row(w, api->auto_footer_retry); }
static void row_auto_footer_end_refreshing_with_no_more_data(world *w) {
    auto_footer_command_row(w, api->auto_footer_end_refreshing_with_no_more_data);
}
static void row_auto_footer_reset_no_more_data(world *w) {
    auto_footer_command_row(w, api->auto_footer_reset_no_more_data);
}

/* ---- the auto footer's images ---- */

static rk_status set_auto_footer_images(int which, rk_auto_footer *f, rk_footer_state state,
                                        const rk_image *images, const double *durations, uint32_t count,
                                        double duration) {
    switch (which) {
    case IMAGES_PLAIN: return api->auto_footer_set_images(f, state, images, count);
    case IMAGES_DURATION: return api->auto_footer_set_images_with_duration(f, state, images, count, duration);
    default: return api->auto_footer_set_images_with_frame_durations(f, state, images, durations, count);
    }
}

/* The frames are for Refreshing (the only state whose frames are shown) and Idle; the first is 95
   tall, so a partial application would grow the footer and its inset contribution. A zero
   duration is refused for Refreshing frames only. */
static void auto_footer_images_row(world *w, int which) {
    const rk_image valid[3] = {{2900, 40, 95}, {2901, 40, 40}, {2902, 40, 40}};
    const double d[3] = {0.1, 0.1, 0.1};
    rk_image img[3];
    double dur[3];
    char label[LABEL];
    size_t i, pos, field;
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 0,
                    set_auto_footer_images(which, HV, RK_FOOTER_REFRESHING, valid, d, 3, 0.3));
    for (i = 0; i < COUNT(bad_states); i++) {
        BAD(BOTH, LBL("state %d", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT,
            set_auto_footer_images(which, w->af, bad_states[i], valid, d, 3, 0.3));
    }
    BAD(BOTH, "images NULL, count 1", RK_ERR_INVALID_ARGUMENT,
        set_auto_footer_images(which, w->af, RK_FOOTER_REFRESHING, NULL, d, 1, 0.3));
    BAD(BOTH, "images NULL, count 3", RK_ERR_INVALID_ARGUMENT,
        set_auto_footer_images(which, w->af, RK_FOOTER_REFRESHING, NULL, d, 3, 0.3));
    BAD(BOTH, "images NULL, count UINT32_MAX", RK_ERR_INVALID_ARGUMENT,
        set_auto_footer_images(which, w->af, RK_FOOTER_REFRESHING, NULL, NULL, UINT32_MAX, 0.3));
    BAD(BOTH, "count RK_FOOTER_MAX_FRAMES + 1", RK_ERR_INVALID_ARGUMENT,
        set_auto_footer_images(which, w->af, RK_FOOTER_REFRESHING, many_images, many_durations,
                               RK_FOOTER_MAX_FRAMES + 1, 0.3));
    BAD(BOTH, "count RK_FOOTER_MAX_FRAMES + 1 (the normal-style auto footer)", RK_ERR_INVALID_ARGUMENT,
        set_auto_footer_images(which, w->af2, RK_FOOTER_IDLE, many_images, many_durations,
                               RK_FOOTER_MAX_FRAMES + 1, 0.3));
    for (pos = 0; pos < 3; pos += 2) {
        for (field = 0; field < 2; field++) {
            for (i = 0; i < COUNT(bad_image_sizes); i++) {
                memcpy(img, valid, sizeof img);
                if (field == 0) img[pos].width = bad_image_sizes[i].value;
                else img[pos].height = bad_image_sizes[i].value;
                BAD(BOTH, LBL("%s image's %s %s", pos == 0 ? "first" : "last",
                              field == 0 ? "width" : "height", bad_image_sizes[i].label),
                    RK_ERR_INVALID_ARGUMENT,
                    set_auto_footer_images(which, w->af, RK_FOOTER_REFRESHING, img, d, 3, 0.3));
            }
        }
    }
    if (which == IMAGES_DURATION) {
        for (i = 0; i < COUNT(bad_bounded_durations); i++) {
            BAD(BOTH, LBL("duration %s", bad_bounded_durations[i].label), RK_ERR_INVALID_ARGUMENT,
                set_auto_footer_images(which, w->af, RK_FOOTER_REFRESHING, valid, d, 3,
                                       bad_bounded_durations[i].value));
            BAD(BOTH, LBL("duration %s (Idle)", bad_bounded_durations[i].label), RK_ERR_INVALID_ARGUMENT,
                set_auto_footer_images(which, w->af, RK_FOOTER_IDLE, valid, d, 3,
                                       bad_bounded_durations[i].value));
        }
        BAD(BOTH, "duration 0, Refreshing, 2 frames", RK_ERR_INVALID_ARGUMENT,
            set_auto_footer_images(which, w->af, RK_FOOTER_REFRESHING, valid, d, 2, 0));
        BAD(BOTH, "duration 0, Refreshing, 3 frames", RK_ERR_INVALID_ARGUMENT,
            set_auto_footer_images(which, w->af, RK_FOOTER_REFRESHING, valid, d, 3, 0));
    }
    if (which == IMAGES_FRAMES) {
        BAD(BOTH, "durations NULL, count 3", RK_ERR_INVALID_ARGUMENT,
            set_auto_footer_images(which, w->af, RK_FOOTER_REFRESHING, valid, NULL, 3, 0));
        BAD(BOTH, "durations NULL, count 1 (Idle)", RK_ERR_INVALID_ARGUMENT,
            set_auto_footer_images(which, w->af, RK_FOOTER_IDLE, valid, NULL, 1, 0));
        for (pos = 0; pos < 3; pos += 2) {
            for (i = 0; i < COUNT(bad_bounded_durations); i++) {
                memcpy(dur, d, sizeof dur);
                dur[pos] = bad_bounded_durations[i].value;
                BAD(BOTH, LBL("%s frame's duration %s", pos == 0 ? "first" : "last",
                              bad_bounded_durations[i].label),
                    RK_ERR_INVALID_ARGUMENT,
                    set_auto_footer_images(which, w->af, RK_FOOTER_REFRESHING, valid, dur, 3, 0));
            }
        }
        memcpy(dur, d, sizeof dur);
        dur[1] = 0;
        BAD(BOTH, "a zero frame duration, Refreshing, 3 frames", RK_ERR_INVALID_ARGUMENT,
            set_auto_footer_images(which, w->af, RK_FOOTER_REFRESHING, valid, dur, 3, 0));
        BAD(BOTH, "a zero frame duration, Refreshing, 2 frames", RK_ERR_INVALID_ARGUMENT,
            set_auto_footer_images(which, w->af, RK_FOOTER_REFRESHING, valid, dur, 2, 0));
    }
}
static void row_auto_footer_set_images(world *w) { auto_footer_images_row(w, IMAGES_PLAIN); }
static void row_auto_footer_set_images_with_duration(world *w) { auto_footer_images_row(w, IMAGES_DURATION); }
static void row_auto_footer_set_images_with_frame_durations(world *w) {
    auto_footer_images_row(w, IMAGES_FRAMES);
}

/* ---- the auto footer's titles, language, label ---- */

static void row_auto_footer_set_title(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 0, api->auto_footer_set_title(HV, RK_FOOTER_PULLING, "x"));
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 0, api->auto_footer_set_title(HV, RK_FOOTER_IDLE, NULL));
    for (i = 0; i < COUNT(bad_states); i++) {
        BAD(BOTH, LBL("state %d", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT,
            api->auto_footer_set_title(w->af, bad_states[i], "x"));
        BAD(BOTH, LBL("state %d, title NULL", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT,
            api->auto_footer_set_title(w->af, bad_states[i], NULL));
    }
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(BOTH, LBL("Idle: %s", bad_texts[i].label), RK_ERR_INVALID_ARGUMENT,
            api->auto_footer_set_title(w->af, RK_FOOTER_IDLE, bad_texts[i].text));
        BAD(BOTH, LBL("NoMoreData: %s", bad_texts[i].label), RK_ERR_INVALID_ARGUMENT,
            api->auto_footer_set_title(w->af2, RK_FOOTER_NO_MORE_DATA, bad_texts[i].text));
    }
}

static void row_auto_footer_get_title(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 1, api->auto_footer_get_title(HV, RK_FOOTER_PULLING, TEXT_OUT));
    BAD(WORKER, "the live auto footer, from a second thread", RK_ERR_WRONG_THREAD,
        api->auto_footer_get_title(w->af, RK_FOOTER_PULLING, TEXT_OUT));
    BAD(WORKER, "the other context's auto footer, from a second thread", RK_ERR_WRONG_THREAD,
        api->auto_footer_get_title(w->af2, RK_FOOTER_NO_MORE_DATA, TEXT_OUT));
    for (i = 0; i < COUNT(bad_states); i++) {
        BAD(LOOP, LBL("state %d", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT,
            api->auto_footer_get_title(w->af, bad_states[i], TEXT_OUT));
    }
    BAD(LOOP, "buf NULL, cap 5", RK_ERR_INVALID_ARGUMENT,
        api->auto_footer_get_title(w->af, RK_FOOTER_PULLING, NULL, 5, OUT_AT(size_t, 512)));
    BAD(LOOP, "buf NULL, cap SIZE_MAX", RK_ERR_INVALID_ARGUMENT,
        api->auto_footer_get_title(w->af, RK_FOOTER_PULLING, NULL, SIZE_MAX, OUT_AT(size_t, 512)));
}

static void row_auto_footer_set_language(world *w) {
    size_t i;
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 0, api->auto_footer_set_language(HV, "ko"));
    BAD(BOTH, "language NULL", RK_ERR_INVALID_ARGUMENT, api->auto_footer_set_language(w->af, NULL));
    BAD(BOTH, "language NULL (the lone auto footer)", RK_ERR_INVALID_ARGUMENT,
        api->auto_footer_set_language(w->af2, NULL));
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(BOTH, bad_texts[i].label, RK_ERR_INVALID_ARGUMENT,
            api->auto_footer_set_language(w->af, bad_texts[i].text));
    }
}

static void auto_footer_text_query_row(world *w, rk_status (*fn)(rk_auto_footer *, char *, size_t, size_t *)) {
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 1, fn(HV, TEXT_OUT));
    BAD(WORKER, "the live auto footer, from a second thread", RK_ERR_WRONG_THREAD, fn(w->af, TEXT_OUT));
    BAD(WORKER, "the other context's auto footer, from a second thread", RK_ERR_WRONG_THREAD,
        fn(w->af2, TEXT_OUT));
    BAD(LOOP, "buf NULL, cap 5", RK_ERR_INVALID_ARGUMENT, fn(w->af, NULL, 5, OUT_AT(size_t, 512)));
    BAD(LOOP, "buf NULL, cap SIZE_MAX", RK_ERR_INVALID_ARGUMENT, fn(w->af, NULL, SIZE_MAX, OUT_AT(size_t, 512)));
    BAD(LOOP, "buf NULL, cap 1, out_length NULL", RK_ERR_INVALID_ARGUMENT, fn(w->af, NULL, 1, NULL));
}
static void row_auto_footer_get_language(world *w) { auto_footer_text_query_row(w, api->auto_footer_get_language); }
static void row_auto_footer_get_label(world *w) { auto_footer_text_query_row(w, api->auto_footer_get_label); }

/* ---- the auto footer's queries ---- */

static void row_auto_footer_get_state(world *w) {
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 1, api->auto_footer_get_state(HV, OUT(rk_footer_state)));
    BAD(WORKER, "the live auto footer, from a second thread", RK_ERR_WRONG_THREAD,
        api->auto_footer_get_state(w->af, OUT(rk_footer_state)));
    BAD(WORKER, "the live auto footer, from a second thread, out_state NULL", RK_ERR_WRONG_THREAD,
        api->auto_footer_get_state(w->af, NULL));
    BAD(LOOP, "out_state NULL", RK_ERR_INVALID_ARGUMENT, api->auto_footer_get_state(w->af, NULL));
}

static void auto_footer_double_query_row(world *w, rk_status (*fn)(rk_auto_footer *, double *)) {
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 1, fn(HV, OUT(double)));
    BAD(WORKER, "the live auto footer, from a second thread", RK_ERR_WRONG_THREAD, fn(w->af, OUT(double)));
    BAD(WORKER, "the other context's auto footer, from a second thread", RK_ERR_WRONG_THREAD,
        fn(w->af2, OUT(double)));
    BAD(LOOP, "out NULL", RK_ERR_INVALID_ARGUMENT, fn(w->af, NULL));
    BAD(LOOP, "out NULL (the lone auto footer)", RK_ERR_INVALID_ARGUMENT, fn(w->af2, NULL));
}
static void row_auto_footer_get_pulling_percent(world *w) {
    auto_footer_double_query_row(w, api->auto_footer_get_pulling_percent);
}
static void row_auto_footer_get_alpha(world *w) { auto_footer_double_query_row(w, api->auto_footer_get_alpha); }

static void row_auto_footer_is_spinner_animating(world *w) {
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 1, api->auto_footer_is_spinner_animating(HV, OUT(int32_t)));
    BAD(WORKER, "the live auto footer, from a second thread", RK_ERR_WRONG_THREAD,
        api->auto_footer_is_spinner_animating(w->af2, OUT(int32_t)));
    BAD(LOOP, "out NULL", RK_ERR_INVALID_ARGUMENT, api->auto_footer_is_spinner_animating(w->af2, NULL));
    BAD(LOOP, "out NULL (the GIF auto footer)", RK_ERR_INVALID_ARGUMENT,
        api->auto_footer_is_spinner_animating(w->af, NULL));
}

enum { AQ_LAYOUT, AQ_GEOMETRY, AQ_GIF };
static rk_status auto_footer_struct_query(world *w, int which, void *f, int null_out) {
    switch (which) {
    case AQ_LAYOUT: return api->auto_footer_get_layout(f, null_out ? NULL : OUT(rk_auto_footer_layout));
    case AQ_GEOMETRY: return api->auto_footer_get_geometry(f, null_out ? NULL : OUT(rk_auto_footer_geometry));
    default: return api->auto_footer_get_gif(f, null_out ? NULL : OUT(rk_footer_gif));
    }
}

static void auto_footer_struct_query_row(world *w, int which, uint32_t full) {
    const uint32_t small[] = {0, 4, full / 2, full - 8, full - 1};
    size_t i;
    char label[LABEL];
    OUT(uint32_t)[0] = full;
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 1, auto_footer_struct_query(w, which, HV, 0));
    BAD(WORKER, "the live auto footer, from a second thread", RK_ERR_WRONG_THREAD,
        auto_footer_struct_query(w, which, w->af, 0));
    BAD(WORKER, "the other context's auto footer, from a second thread", RK_ERR_WRONG_THREAD,
        auto_footer_struct_query(w, which, w->af2, 0));
    BAD(LOOP, "out NULL", RK_ERR_INVALID_ARGUMENT, auto_footer_struct_query(w, which, w->af, 1));
    for (i = 0; i < COUNT(small); i++) {
        OUT(uint32_t)[0] = small[i];
        BAD(LOOP, LBL("out->struct_size %u", (unsigned)small[i]), RK_ERR_INVALID_ARGUMENT,
            auto_footer_struct_query(w, which, w->af, 0));
        BAD(LOOP, LBL("out->struct_size %u (the lone auto footer)", (unsigned)small[i]), RK_ERR_INVALID_ARGUMENT,
            auto_footer_struct_query(w, which, w->af2, 0));
    }
}
static void row_auto_footer_get_layout(world *w) {
    auto_footer_struct_query_row(w, AQ_LAYOUT, sizeof(rk_auto_footer_layout));
}
static void row_auto_footer_get_geometry(world *w) {
    auto_footer_struct_query_row(w, AQ_GEOMETRY, sizeof(rk_auto_footer_geometry));
}
static void row_auto_footer_get_gif(world *w) { auto_footer_struct_query_row(w, AQ_GIF, sizeof(rk_footer_gif)); }

static void row_auto_footer_frame_at(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 1,
                    api->auto_footer_frame_at(HV, w->clock.now, OUT(uint64_t), OUT_AT(int32_t, 64)));
    BAD(WORKER, "the live auto footer, from a second thread", RK_ERR_WRONG_THREAD,
        api->auto_footer_frame_at(w->af, w->clock.now, OUT(uint64_t), OUT_AT(int32_t, 64)));
    for (i = 0; i < COUNT(nonfinite); i++) {
        BAD(LOOP, LBL("t %s", nonfinite[i].label), RK_ERR_INVALID_ARGUMENT,
            api->auto_footer_frame_at(w->af, nonfinite[i].value, OUT(uint64_t), OUT_AT(int32_t, 64)));
    }
    BAD(LOOP, "out_image_id NULL", RK_ERR_INVALID_ARGUMENT,
        api->auto_footer_frame_at(w->af, w->clock.now, NULL, OUT_AT(int32_t, 64)));
    BAD(LOOP, "out_index NULL", RK_ERR_INVALID_ARGUMENT,
        api->auto_footer_frame_at(w->af, w->clock.now, OUT(uint64_t), NULL));
    BAD(LOOP, "the GIF auto footer in Idle: no frame shown", RK_ERR_NOT_FOUND,
        api->auto_footer_frame_at(w->af, w->clock.now, OUT(uint64_t), OUT_AT(int32_t, 64)));
    BAD(LOOP, "the normal-style auto footer: no frame shown", RK_ERR_NOT_FOUND,
        api->auto_footer_frame_at(w->af2, w->clock2.now, OUT(uint64_t), OUT_AT(int32_t, 64)));
}

static void row_auto_footer_set_refreshing_with_state_of_task(world *w) {
    const bad_handle *h;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 1, api->auto_footer_set_refreshing_with_state_of_task(HV, w->t_running));
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 1, api->auto_footer_set_refreshing_with_state_of_task(HV, NULL));
    for (h = w->bad[RK_KIND_TASK]; h->label != NULL; h++) {
        if (h->what == H_NULL) continue; /* NULL unbinds: valid */
        BAD(LOOP, LBL("task: %s", h->label), RK_ERR_INVALID_HANDLE,
            api->auto_footer_set_refreshing_with_state_of_task(w->af, h->value));
    }
    BAD(LOOP, "task of the other context", RK_ERR_INVALID_HANDLE,
        api->auto_footer_set_refreshing_with_state_of_task(w->af, w->t_other));
    BAD(LOOP, "auto footer of the other context, task of this one", RK_ERR_INVALID_HANDLE,
        api->auto_footer_set_refreshing_with_state_of_task(w->af2, w->t_running));
    BAD(WORKER, "live handles, from a second thread", RK_ERR_WRONG_THREAD,
        api->auto_footer_set_refreshing_with_state_of_task(w->af, w->t_running));
    BAD(WORKER, "unbinding, from a second thread", RK_ERR_WRONG_THREAD,
        api->auto_footer_set_refreshing_with_state_of_task(w->af, NULL));
    BAD(WORKER, "the other context's pair, from a second thread", RK_ERR_WRONG_THREAD,
        api->auto_footer_set_refreshing_with_state_of_task(w->af2, w->t_other));
}

static void row_auto_footer_style_name(world *w) {
    static const int32_t known[] = {RK_AUTO_FOOTER_STYLE_NORMAL, RK_AUTO_FOOTER_STYLE_GIF};
    check_unknown_names(w, "auto_footer_style_name", api->auto_footer_style_name, known, COUNT(known));
}

/* ---- the scroll view ---- */

static void row_scroll_view_create(world *w) {
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->scroll_view_create(HV, OUT(rk_scroll_view *)));
    BAD(WORKER, "the live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->scroll_view_create(w->ctx, OUT(rk_scroll_view *)));
    BAD(WORKER, "the other live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->scroll_view_create(w->ctx2, OUT(rk_scroll_view *)));
    BAD(LOOP, "out_scroll_view NULL", RK_ERR_INVALID_ARGUMENT, api->scroll_view_create(w->ctx, NULL));
}

static void row_scroll_view_destroy(world *w) {
    EACH_BAD_HANDLE(RK_KIND_SCROLL_VIEW, 1, api->scroll_view_destroy(HV));
    BAD(WORKER, "the live scroll view (holding an auto footer), from a second thread", RK_ERR_WRONG_THREAD,
        api->scroll_view_destroy(w->sv));
    BAD(WORKER, "the other context's scroll view, from a second thread", RK_ERR_WRONG_THREAD,
        api->scroll_view_destroy(w->sv2));
}

static void row_scroll_view_set_metrics(world *w) {
    rk_scroll_metrics good = changed_any_metrics(w->svm);
    EACH_BAD_HANDLE(RK_KIND_SCROLL_VIEW, 0, api->scroll_view_set_metrics(HV, &good));
    bad_metrics_calls(w, sv_metrics, w->sv, "the scroll view holding an auto footer", good);
    bad_metrics_calls(w, sv_metrics, w->sv2, "the empty scroll view", good);
}

/* Values that are no component: every bad handle of a footer, and every live or dead object of a
   kind that does not attach. Both handles are checked before the thread (the header's "Handles"):
   from a second thread a bad component is RK_ERR_INVALID_HANDLE, a good pair RK_ERR_WRONG_THREAD. */
static int attaches(rk_kind k) {
    return k == RK_KIND_FOOTER || k == RK_KIND_HEADER || k == RK_KIND_AUTO_FOOTER || k == RK_KIND_TRAILER ||
           k == RK_KIND_AUTO_HEADER;
}

static void bad_component_calls(world *w, rk_status (*fn)(rk_scroll_view *, void *)) {
    const bad_handle *h;
    char label[LABEL];
    for (h = w->bad[RK_KIND_FOOTER]; h->label != NULL; h++) {
        if (h->what == H_WRONG_KIND && attaches(h->kind)) continue; /* a component: valid kind */
        BAD(LOOP, LBL("component: %s", h->label), RK_ERR_INVALID_HANDLE, fn(w->sv, h->value));
    }
    for (h = w->nonlive; h->label != NULL; h++) {
        if (h->what != H_DEAD || h->kind == RK_KIND_FOOTER) continue; /* the footer list had them */
        BAD(LOOP, LBL("component: %s", h->label), RK_ERR_INVALID_HANDLE, fn(w->sv, h->value));
    }
    BAD(LOOP, "component: the scroll view itself", RK_ERR_INVALID_HANDLE, fn(w->sv, w->sv));
    BAD(LOOP, "component: the other context's scroll view", RK_ERR_INVALID_HANDLE, fn(w->sv, w->sv2));
    BAD(LOOP, "component: the other context", RK_ERR_INVALID_HANDLE, fn(w->sv, w->ctx2));
    BAD(LOOP, "component: the other context's header", RK_ERR_INVALID_HANDLE, fn(w->sv, w->header2));
    BAD(LOOP, "component: the other context's auto footer", RK_ERR_INVALID_HANDLE, fn(w->sv, w->af2));
    BAD(LOOP, "component: the other context's back footer", RK_ERR_INVALID_HANDLE, fn(w->sv, w->footer2));
    BAD(LOOP, "component: the other context's trailer", RK_ERR_INVALID_HANDLE, fn(w->sv, w->trailer2));
    BAD(LOOP, "the other context's scroll view, this context's header", RK_ERR_INVALID_HANDLE,
        fn(w->sv2, w->header));
}

/* ---- F18 (1.3): load ids, the same rows for the four members of the family ----
   The fixture's components are at rest or Pulling: no load is current, so every id is stale and
   an end naming one is RK_ERR_INVALID_STATE on both threads, refused before anything is queued.
   An outcome is checked before the id (RK_LOAD_NO_MORE_DATA where the kind has no NoMoreData),
   and a message is accepted only with RK_LOAD_FAILED. The completion must never run. */
static const int32_t bad_outcomes[] = {-1, 4, 7, INT32_MAX, INT32_MIN};
static const rk_load_id stale_ids[] = {0, 1, 2, 999, UINT64_MAX};

#define LOAD_ROWS(prefix_, KIND_, bad_completion_, object_, has_no_more_data_)                             \
    static void row_##prefix_##_begin_load(world *w) {                                                  \
        EACH_BAD_HANDLE(KIND_, 0, api->prefix_##_begin_load(HV, bad_completion_, w, OUT(rk_load_id)));  \
        EACH_BAD_HANDLE(KIND_, 0, api->prefix_##_begin_load(HV, NULL, NULL, OUT(rk_load_id)));         \
        BAD(BOTH, "out_load_id NULL", RK_ERR_INVALID_ARGUMENT,                                        \
            api->prefix_##_begin_load(w->object_, bad_completion_, w, NULL));                           \
    }                                                                                                   \
    static void row_##prefix_##_end_load(world *w) {                                                    \
        size_t i;                                                                                       \
        char label[LABEL];                                                                              \
        EACH_BAD_HANDLE(KIND_, 0, api->prefix_##_end_load(HV, 1, RK_LOAD_DONE, NULL, bad_completion_, w)); \
        EACH_BAD_HANDLE(KIND_, 0, api->prefix_##_end_load(HV, 1, RK_LOAD_FAILED, "x", NULL, NULL));     \
        for (i = 0; i < COUNT(bad_outcomes); i++) {                                                     \
            BAD(BOTH, LBL("outcome %d", (int)bad_outcomes[i]), RK_ERR_INVALID_ARGUMENT,                 \
                api->prefix_##_end_load(w->object_, 1, bad_outcomes[i], NULL, bad_completion_, w));      \
        }                                                                                               \
        if (!(has_no_more_data_)) {                                                                     \
            BAD(BOTH, "outcome RK_LOAD_NO_MORE_DATA (the kind has none)", RK_ERR_INVALID_ARGUMENT,      \
                api->prefix_##_end_load(w->object_, 1, RK_LOAD_NO_MORE_DATA, NULL, bad_completion_, w)); \
        }                                                                                               \
        BAD(BOTH, "a message with RK_LOAD_DONE", RK_ERR_INVALID_ARGUMENT,                               \
            api->prefix_##_end_load(w->object_, 1, RK_LOAD_DONE, "x", bad_completion_, w));             \
        for (i = 0; i < N_BAD_TEXTS; i++) {                                                             \
            BAD(BOTH, LBL("message: %s", bad_texts[i].label), RK_ERR_INVALID_ARGUMENT,                  \
                api->prefix_##_end_load(w->object_, 1, RK_LOAD_FAILED, bad_texts[i].text, bad_completion_, w)); \
        }                                                                                               \
        for (i = 0; i < COUNT(stale_ids); i++) {                                                        \
            BAD(BOTH, LBL("load id %llu, no load current", (unsigned long long)stale_ids[i]),           \
                RK_ERR_INVALID_STATE,                                                                   \
                api->prefix_##_end_load(w->object_, stale_ids[i], RK_LOAD_DONE, NULL, bad_completion_, w)); \
            BAD(BOTH, LBL("load id %llu, failed", (unsigned long long)stale_ids[i]),                    \
                RK_ERR_INVALID_STATE,                                                                   \
                api->prefix_##_end_load(w->object_, stale_ids[i], RK_LOAD_FAILED, "x", bad_completion_, w)); \
        }                                                                                               \
    }                                                                                                   \
    static void row_##prefix_##_get_load_id(world *w) {                                                 \
        EACH_BAD_HANDLE(KIND_, 1, api->prefix_##_get_load_id(HV, OUT(rk_load_id)));                     \
        BAD(WORKER, "the live component, from a second thread", RK_ERR_WRONG_THREAD,                    \
            api->prefix_##_get_load_id(w->object_, OUT(rk_load_id)));                                   \
        BAD(LOOP, "out_load_id NULL", RK_ERR_INVALID_ARGUMENT, api->prefix_##_get_load_id(w->object_, NULL)); \
    }

LOAD_ROWS(footer, RK_KIND_FOOTER, bad_completion, footer, 1)
LOAD_ROWS(header, RK_KIND_HEADER, bad_header_completion, header, 0)
LOAD_ROWS(auto_footer, RK_KIND_AUTO_FOOTER, bad_auto_footer_completion, af, 1)
LOAD_ROWS(trailer, RK_KIND_TRAILER, bad_trailer_completion, trailer, 0)

/* F19 (1.3): the prefetch distance, a count (negative refused), queued from any thread. */
static void row_auto_footer_set_prefetch_items(world *w) {
    static const int64_t bad[] = {-1, -2, INT64_MIN};
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 0, api->auto_footer_set_prefetch_items(HV, 5));
    for (i = 0; i < COUNT(bad); i++) {
        BAD(BOTH, LBL("items %lld", (long long)bad[i]), RK_ERR_INVALID_ARGUMENT,
            api->auto_footer_set_prefetch_items(w->af, bad[i]));
    }
}
static void row_auto_footer_get_prefetch_items(world *w) {
    EACH_BAD_HANDLE(RK_KIND_AUTO_FOOTER, 1, api->auto_footer_get_prefetch_items(HV, OUT(int64_t)));
    BAD(WORKER, "the live auto footer, from a second thread", RK_ERR_WRONG_THREAD,
        api->auto_footer_get_prefetch_items(w->af, OUT(int64_t)));
    BAD(LOOP, "out_items NULL", RK_ERR_INVALID_ARGUMENT, api->auto_footer_get_prefetch_items(w->af, NULL));
}

/* F20 (1.3): rk_activate takes any refresh component; anything else is a bad handle. */
static void row_activate(world *w) {
    const bad_handle *h;
    char label[LABEL];
    for (h = w->bad[RK_KIND_FOOTER]; h->label != NULL; h++) {
        if (h->what == H_WRONG_KIND && attaches(h->kind))
            continue; /* a component: valid */
        BAD(BOTH, LBL("component: %s", h->label), RK_ERR_INVALID_HANDLE, api->activate(h->value));
    }
    BAD(BOTH, "component: a scroll view", RK_ERR_INVALID_HANDLE, api->activate(w->sv));
    BAD(BOTH, "component: a task", RK_ERR_INVALID_HANDLE, api->activate(w->t_running));
    BAD(BOTH, "component: the context", RK_ERR_INVALID_HANDLE, api->activate(w->ctx));
}
static void row_context_set_reduced_motion(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->context_set_reduced_motion(HV, 1));
    BAD(WORKER, "the live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->context_set_reduced_motion(w->ctx, 1));
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(LOOP, LBL("enabled %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT,
            api->context_set_reduced_motion(w->ctx, bad_flags[i]));
    }
}
static void row_context_get_reduced_motion(world *w) {
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->context_get_reduced_motion(HV, OUT(int32_t)));
    BAD(WORKER, "the live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->context_get_reduced_motion(w->ctx, OUT(int32_t)));
    BAD(LOOP, "out_enabled NULL", RK_ERR_INVALID_ARGUMENT, api->context_get_reduced_motion(w->ctx, NULL));
}

/* 1.4: the header's last-updated formatter and the context's time zone. */
static size_t bad_formatter(rk_header *h, const rk_last_updated_info *info, char *buf, size_t cap, void *ud) {
    (void)h; (void)info; (void)buf; (void)cap; (void)ud;
    bad_callback();
    return RK_LAST_UPDATED_BUILT_IN;
}

static void row_header_set_last_updated_formatter(world *w) {
    EACH_BAD_HANDLE(RK_KIND_HEADER, 1, api->header_set_last_updated_formatter(HV, bad_formatter, w, bad_notify));
    EACH_BAD_HANDLE(RK_KIND_HEADER, 1, api->header_set_last_updated_formatter(HV, bad_formatter, w, NULL));
    EACH_BAD_HANDLE(RK_KIND_HEADER, 1, api->header_set_last_updated_formatter(HV, NULL, NULL, NULL));
    /* Checked before the handle and the thread. */
    BAD(BOTH, "fn NULL with a destroy_notify", RK_ERR_INVALID_ARGUMENT,
        api->header_set_last_updated_formatter(w->header2, NULL, w, bad_notify));
    BAD(BOTH, "fn NULL with a destroy_notify, on a header without a formatter", RK_ERR_INVALID_ARGUMENT,
        api->header_set_last_updated_formatter(w->header, NULL, NULL, bad_notify));
    BAD(BOTH, "fn NULL with a destroy_notify, and a NULL header", RK_ERR_INVALID_ARGUMENT,
        api->header_set_last_updated_formatter(NULL, NULL, NULL, bad_notify));
    BAD(WORKER, "the live header, from a second thread (a new formatter)", RK_ERR_WRONG_THREAD,
        api->header_set_last_updated_formatter(w->header, bad_formatter, w, bad_notify));
    BAD(WORKER, "the other context's header, from a second thread (replacing its formatter)", RK_ERR_WRONG_THREAD,
        api->header_set_last_updated_formatter(w->header2, bad_formatter, w, bad_notify));
    BAD(WORKER, "the other context's header, from a second thread (clearing its formatter)", RK_ERR_WRONG_THREAD,
        api->header_set_last_updated_formatter(w->header2, NULL, NULL, NULL));
}

static void row_context_set_utc_offset(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->context_set_utc_offset(HV, 3600));
    BAD(WORKER, "the live context, from a second thread", RK_ERR_WRONG_THREAD, api->context_set_utc_offset(w->ctx, 3600));
    BAD(WORKER, "the other live context, from a second thread (its value again)", RK_ERR_WRONG_THREAD,
        api->context_set_utc_offset(w->ctx2, -3 * 3600));
    for (i = 0; i < COUNT(bad_utc_offsets); i++) {
        BAD(BOTH, LBL("seconds %d", (int)bad_utc_offsets[i]), RK_ERR_INVALID_ARGUMENT,
            api->context_set_utc_offset(w->ctx2, bad_utc_offsets[i]));
        /* The value is checked before the handle. */
        BAD(BOTH, LBL("seconds %d with a NULL context", (int)bad_utc_offsets[i]), RK_ERR_INVALID_ARGUMENT,
            api->context_set_utc_offset(NULL, bad_utc_offsets[i]));
    }
}

static void row_context_get_utc_offset(world *w) {
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->context_get_utc_offset(HV, OUT(int32_t)));
    BAD(WORKER, "the live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->context_get_utc_offset(w->ctx, OUT(int32_t)));
    BAD(LOOP, "out_seconds NULL", RK_ERR_INVALID_ARGUMENT, api->context_get_utc_offset(w->ctx, NULL));
}

/* rk_follow_task (1.3): any component or an indicator, with a task; a flag it does not know. */
static void row_follow_task(world *w) {
    static const uint32_t bad_flags[] = {2, 3, 4, 0x80000000u, 0xFFFFFFFFu};
    const bad_handle *h;
    size_t i;
    char label[LABEL];
    for (h = w->bad[RK_KIND_FOOTER]; h->label != NULL; h++) {
        if (h->what == H_WRONG_KIND && (attaches(h->kind) || h->kind == RK_KIND_INDICATOR)) continue;
        BAD(LOOP, LBL("object: %s", h->label), RK_ERR_INVALID_HANDLE,
            api->follow_task(h->value, w->t_running, RK_FOLLOW_FAILURE));
    }
    for (h = w->nonlive; h->label != NULL; h++) {
        if (h->what != H_DEAD || h->kind == RK_KIND_FOOTER) continue; /* the footer list had them */
        BAD(LOOP, LBL("object: %s", h->label), RK_ERR_INVALID_HANDLE, api->follow_task(h->value, w->t_running, 0));
    }
    BAD(LOOP, "object: a scroll view", RK_ERR_INVALID_HANDLE, api->follow_task(w->sv, w->t_running, 0));
    BAD(LOOP, "object: the other context", RK_ERR_INVALID_HANDLE, api->follow_task(w->ctx2, w->t_running, 0));
    for (h = w->bad[RK_KIND_TASK]; h->label != NULL; h++) {
        if (h->what == H_NULL) continue; /* NULL unbinds: valid */
        BAD(LOOP, LBL("task: %s", h->label), RK_ERR_INVALID_HANDLE,
            api->follow_task(w->footer, h->value, RK_FOLLOW_FAILURE));
    }
    BAD(LOOP, "task of the other context", RK_ERR_INVALID_HANDLE,
        api->follow_task(w->header, w->t_other, RK_FOLLOW_FAILURE));
    BAD(LOOP, "footer of the other context, task of this one", RK_ERR_INVALID_HANDLE,
        api->follow_task(w->footer2, w->t_running, 0));
    BAD(LOOP, "indicator of the other context, task of this one", RK_ERR_INVALID_HANDLE,
        api->follow_task(w->ind_other, w->t_running, 0));
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(BOTH, LBL("flags 0x%x", (unsigned)bad_flags[i]), RK_ERR_INVALID_ARGUMENT,
            api->follow_task(w->footer, w->t_running, bad_flags[i]));
        BAD(BOTH, LBL("an indicator, flags 0x%x", (unsigned)bad_flags[i]), RK_ERR_INVALID_ARGUMENT,
            api->follow_task(w->ind_running, w->t_running, bad_flags[i]));
    }
    BAD(WORKER, "live handles, from a second thread", RK_ERR_WRONG_THREAD,
        api->follow_task(w->trailer, w->t_running, RK_FOLLOW_FAILURE));
    BAD(WORKER, "unbinding, from a second thread", RK_ERR_WRONG_THREAD, api->follow_task(w->af, NULL, 0));
}

static void row_scroll_view_attach(world *w) {
    EACH_BAD_HANDLE(RK_KIND_SCROLL_VIEW, 1, api->scroll_view_attach(HV, w->header));
    EACH_BAD_HANDLE(RK_KIND_SCROLL_VIEW, 1, api->scroll_view_attach(HV, w->af));
    bad_component_calls(w, api->scroll_view_attach);
    BAD(LOOP, "the auto footer, attached to this scroll view already", RK_ERR_INVALID_STATE,
        api->scroll_view_attach(w->sv, w->af));
    BAD(LOOP, "the back footer: the footer slot holds the auto footer", RK_ERR_INVALID_STATE,
        api->scroll_view_attach(w->sv, w->footer));
    BAD(WORKER, "a live header, from a second thread", RK_ERR_WRONG_THREAD, api->scroll_view_attach(w->sv, w->header));
    BAD(WORKER, "a NULL component, from a second thread", RK_ERR_INVALID_HANDLE, api->scroll_view_attach(w->sv, NULL));
    BAD(WORKER, "a task as the component, from a second thread", RK_ERR_INVALID_HANDLE,
        api->scroll_view_attach(w->sv, w->t_running));
    BAD(WORKER, "the other context's header, from a second thread", RK_ERR_INVALID_HANDLE,
        api->scroll_view_attach(w->sv, w->header2));
    BAD(WORKER, "the other context's pair, from a second thread", RK_ERR_WRONG_THREAD,
        api->scroll_view_attach(w->sv2, w->trailer2));
}

static void row_scroll_view_detach(world *w) {
    EACH_BAD_HANDLE(RK_KIND_SCROLL_VIEW, 1, api->scroll_view_detach(HV, w->af));
    bad_component_calls(w, api->scroll_view_detach);
    BAD(LOOP, "the header: not attached", RK_ERR_INVALID_STATE, api->scroll_view_detach(w->sv, w->header));
    BAD(LOOP, "the back footer: not attached (the footer slot holds the auto footer)", RK_ERR_INVALID_STATE,
        api->scroll_view_detach(w->sv, w->footer));
    BAD(LOOP, "the lone auto footer of the other context, from its context's scroll view", RK_ERR_INVALID_STATE,
        api->scroll_view_detach(w->sv2, w->af2));
    BAD(WORKER, "the attached auto footer, from a second thread", RK_ERR_WRONG_THREAD,
        api->scroll_view_detach(w->sv, w->af));
    BAD(WORKER, "a task as the component, from a second thread", RK_ERR_INVALID_HANDLE,
        api->scroll_view_detach(w->sv, w->t_running));
    BAD(WORKER, "a NULL component, from a second thread", RK_ERR_INVALID_HANDLE, api->scroll_view_detach(w->sv, NULL));
}

static void row_scroll_view_get_component(world *w) {
    static const int32_t not_slots[] = {RK_KIND_CONTEXT, RK_KIND_PROBE, RK_KIND_TASK, RK_KIND_INDICATOR,
                                        RK_KIND_SCROLL_VIEW, RK_KIND_PROGRESS};
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_SCROLL_VIEW, 1, api->scroll_view_get_component(HV, RK_KIND_AUTO_FOOTER, OUT(void *)));
    BAD(WORKER, "the live scroll view, from a second thread", RK_ERR_WRONG_THREAD,
        api->scroll_view_get_component(w->sv, RK_KIND_AUTO_FOOTER, OUT(void *)));
    for (i = 0; i < COUNT(bad_kinds); i++) {
        BAD(LOOP, LBL("kind %d", (int)bad_kinds[i]), RK_ERR_INVALID_ARGUMENT,
            api->scroll_view_get_component(w->sv, bad_kinds[i], OUT(void *)));
    }
    for (i = 0; i < COUNT(not_slots); i++) {
        BAD(LOOP, LBL("kind %s: no slot", kind_name(not_slots[i])), RK_ERR_INVALID_ARGUMENT,
            api->scroll_view_get_component(w->sv, not_slots[i], OUT(void *)));
    }
    BAD(LOOP, "out_component NULL", RK_ERR_INVALID_ARGUMENT,
        api->scroll_view_get_component(w->sv, RK_KIND_AUTO_FOOTER, NULL));
    BAD(LOOP, "out_component NULL (an empty slot)", RK_ERR_INVALID_ARGUMENT,
        api->scroll_view_get_component(w->sv2, RK_KIND_HEADER, NULL));
}

static void row_scroll_view_get_metrics(world *w) {
    const uint32_t small[] = {0, 4, RK_SCROLL_METRICS_SIZE_1_0, (uint32_t)offsetof(rk_scroll_metrics, pan),
                              (uint32_t)sizeof(rk_scroll_metrics) - 1};
    size_t i;
    char label[LABEL];
    OUT(uint32_t)[0] = sizeof(rk_scroll_metrics);
    EACH_BAD_HANDLE(RK_KIND_SCROLL_VIEW, 1, api->scroll_view_get_metrics(HV, OUT(rk_scroll_metrics)));
    BAD(WORKER, "the live scroll view, from a second thread", RK_ERR_WRONG_THREAD,
        api->scroll_view_get_metrics(w->sv, OUT(rk_scroll_metrics)));
    BAD(LOOP, "out NULL", RK_ERR_INVALID_ARGUMENT, api->scroll_view_get_metrics(w->sv, NULL));
    for (i = 0; i < COUNT(small); i++) {
        OUT(uint32_t)[0] = small[i];
        BAD(LOOP, LBL("out->struct_size %u", (unsigned)small[i]), RK_ERR_INVALID_ARGUMENT,
            api->scroll_view_get_metrics(w->sv, OUT(rk_scroll_metrics)));
    }
}

static void row_scroll_view_get_host_inset(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_SCROLL_VIEW, 1,
                    api->scroll_view_get_host_inset(HV, RK_SCROLL_EDGE_BOTTOM, OUT(double)));
    BAD(WORKER, "the live scroll view, from a second thread", RK_ERR_WRONG_THREAD,
        api->scroll_view_get_host_inset(w->sv, RK_SCROLL_EDGE_BOTTOM, OUT(double)));
    for (i = 0; i < COUNT(bad_edges); i++) {
        BAD(LOOP, LBL("edge %d", (int)bad_edges[i]), RK_ERR_INVALID_ARGUMENT,
            api->scroll_view_get_host_inset(w->sv, bad_edges[i], OUT(double)));
    }
    BAD(LOOP, "out_inset NULL", RK_ERR_INVALID_ARGUMENT,
        api->scroll_view_get_host_inset(w->sv, RK_SCROLL_EDGE_BOTTOM, NULL));
}


/* 1.5: the edge and the height are checked before the handle, so a bad one is refused with any
   handle, even NULL; the right edge is no end of a vertical list. */
static void row_scroll_view_get_load_states(world *w) {
    const uint32_t small[] = {0, 4, 8, (uint32_t)offsetof(rk_load_states, append),
                              (uint32_t)sizeof(rk_load_states) - 1};
    size_t i;
    char label[LABEL];
    OUT(uint32_t)[0] = sizeof(rk_load_states);
    EACH_BAD_HANDLE(RK_KIND_SCROLL_VIEW, 1, api->scroll_view_get_load_states(HV, OUT(rk_load_states)));
    BAD(WORKER, "the live scroll view, from a second thread", RK_ERR_WRONG_THREAD,
        api->scroll_view_get_load_states(w->sv, OUT(rk_load_states)));
    BAD(LOOP, "out NULL", RK_ERR_INVALID_ARGUMENT, api->scroll_view_get_load_states(w->sv, NULL));
    for (i = 0; i < COUNT(small); i++) {
        OUT(uint32_t)[0] = small[i];
        BAD(LOOP, LBL("out->struct_size %u", (unsigned)small[i]), RK_ERR_INVALID_ARGUMENT,
            api->scroll_view_get_load_states(w->sv, OUT(rk_load_states)));
    }
}

static void row_scroll_view_content_inserted(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_SCROLL_VIEW, 0, api->scroll_view_content_inserted(HV, RK_SCROLL_EDGE_TOP, 10, 0));
    for (i = 0; i < COUNT(bad_edges); i++) {
        BAD(BOTH, LBL("edge %d", (int)bad_edges[i]), RK_ERR_INVALID_ARGUMENT,
            api->scroll_view_content_inserted(w->sv, bad_edges[i], 10, 0));
    }
    BAD(BOTH, "edge RK_SCROLL_EDGE_RIGHT", RK_ERR_INVALID_ARGUMENT,
        api->scroll_view_content_inserted(w->sv, RK_SCROLL_EDGE_RIGHT, 10, 0));
    for (i = 0; i < COUNT(bad_lengths); i++) {
        BAD(BOTH, LBL("height %s", bad_lengths[i].label), RK_ERR_INVALID_ARGUMENT,
            api->scroll_view_content_inserted(w->sv, RK_SCROLL_EDGE_TOP, bad_lengths[i].value, 0));
        BAD(BOTH, LBL("height %s, scroll view NULL", bad_lengths[i].label), RK_ERR_INVALID_ARGUMENT,
            api->scroll_view_content_inserted(NULL, RK_SCROLL_EDGE_BOTTOM, bad_lengths[i].value, 0));
    }
    BAD(BOTH, "edge RK_SCROLL_EDGE_RIGHT, scroll view NULL", RK_ERR_INVALID_ARGUMENT,
        api->scroll_view_content_inserted(NULL, RK_SCROLL_EDGE_RIGHT, 10, 0));
    {
        static const int64_t bad_items[] = {-1, INT64_MIN, 1000000001, INT64_MAX};
        for (i = 0; i < COUNT(bad_items); i++) {
            BAD(BOTH, LBL("items %lld", (long long)bad_items[i]), RK_ERR_INVALID_ARGUMENT,
                api->scroll_view_content_inserted(w->sv, RK_SCROLL_EDGE_TOP, 10, bad_items[i]));
            BAD(BOTH, LBL("items %lld, scroll view NULL", (long long)bad_items[i]), RK_ERR_INVALID_ARGUMENT,
                api->scroll_view_content_inserted(NULL, RK_SCROLL_EDGE_BOTTOM, 10, bad_items[i]));
        }
    }
}

/* ================================================================================================
 * Rows: B7 progress (1.3, issue 16)
 * ============================================================================================== */

static const int32_t bad_directions[] = {2, -1, 3, 255, INT32_MIN, INT32_MAX};
static const int64_t bad_completed[] = {-1, -2, INT64_MIN};
static const int64_t bad_expected[] = {-2, -3, INT64_MIN};

static void row_task_set_progress(world *w) {
    size_t i;
    char label[LABEL];
    /* "Thread: any": every bad value is refused from either thread, and nothing is queued. */
    EACH_BAD_HANDLE(RK_KIND_TASK, 0, api->task_set_progress(HV, RK_PROGRESS_DOWNLOAD, 1, 2));
    BAD(BOTH, "a Completed task", RK_ERR_INVALID_STATE,
        api->task_set_progress(w->t_completed, RK_PROGRESS_DOWNLOAD, 1, 2));
    BAD(BOTH, "a Completed task, upload, unknown total", RK_ERR_INVALID_STATE,
        api->task_set_progress(w->t_completed, RK_PROGRESS_UPLOAD, 0, RK_PROGRESS_UNKNOWN));
    for (i = 0; i < COUNT(bad_directions); i++) {
        BAD(BOTH, LBL("direction %d", (int)bad_directions[i]), RK_ERR_INVALID_ARGUMENT,
            api->task_set_progress(w->t_running, bad_directions[i], 1, 2));
        /* The argument is checked before the handle. */
        BAD(BOTH, LBL("direction %d, NULL task", (int)bad_directions[i]), RK_ERR_INVALID_ARGUMENT,
            api->task_set_progress(NULL, bad_directions[i], 1, 2));
    }
    for (i = 0; i < COUNT(bad_completed); i++) {
        BAD(BOTH, LBL("completed %lld", (long long)bad_completed[i]), RK_ERR_INVALID_ARGUMENT,
            api->task_set_progress(w->t_running, RK_PROGRESS_DOWNLOAD, bad_completed[i], 10));
        BAD(BOTH, LBL("completed %lld, a Completed task", (long long)bad_completed[i]), RK_ERR_INVALID_ARGUMENT,
            api->task_set_progress(w->t_completed, RK_PROGRESS_UPLOAD, bad_completed[i], 10));
    }
    for (i = 0; i < COUNT(bad_expected); i++) {
        BAD(BOTH, LBL("expected %lld", (long long)bad_expected[i]), RK_ERR_INVALID_ARGUMENT,
            api->task_set_progress(w->t_suspended, RK_PROGRESS_UPLOAD, 0, bad_expected[i]));
    }
}

static void row_task_get_progress(world *w) {
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_TASK, 0,
                    api->task_get_progress(HV, RK_PROGRESS_DOWNLOAD, OUT(int64_t), OUT_AT(int64_t, 64)));
    for (i = 0; i < COUNT(bad_directions); i++) {
        BAD(BOTH, LBL("direction %d", (int)bad_directions[i]), RK_ERR_INVALID_ARGUMENT,
            api->task_get_progress(w->t_running, bad_directions[i], OUT(int64_t), OUT_AT(int64_t, 64)));
    }
    BAD(BOTH, "out_completed NULL", RK_ERR_INVALID_ARGUMENT,
        api->task_get_progress(w->t_running, RK_PROGRESS_DOWNLOAD, NULL, OUT_AT(int64_t, 64)));
    BAD(BOTH, "out_expected NULL", RK_ERR_INVALID_ARGUMENT,
        api->task_get_progress(w->t_running, RK_PROGRESS_DOWNLOAD, OUT(int64_t), NULL));
}

static void row_progress_create(world *w) {
    EACH_BAD_HANDLE(RK_KIND_CONTEXT, 1, api->progress_create(HV, OUT(rk_progress *)));
    BAD(WORKER, "the live context, from a second thread", RK_ERR_WRONG_THREAD,
        api->progress_create(w->ctx, OUT(rk_progress *)));
    BAD(LOOP, "out_progress NULL", RK_ERR_INVALID_ARGUMENT, api->progress_create(w->ctx, NULL));
}

static void row_progress_destroy(world *w) {
    EACH_BAD_HANDLE(RK_KIND_PROGRESS, 1, api->progress_destroy(HV));
    BAD(WORKER, "the live progress, from a second thread", RK_ERR_WRONG_THREAD,
        api->progress_destroy(w->progress));
}

/* The progress keeps its binding when a bind is refused: world_check_alive reports to its task. */
static void row_progress_set_task(world *w) {
    const bad_handle *h;
    size_t i;
    char label[LABEL];
    EACH_BAD_HANDLE(RK_KIND_PROGRESS, 1, api->progress_set_task(HV, w->t_suspended, RK_PROGRESS_UPLOAD, 0));
    for (h = w->bad[RK_KIND_TASK]; h->label != NULL; h++) {
        if (h->what == H_NULL) continue; /* NULL unbinds: valid */
        BAD(LOOP, LBL("task: %s", h->label), RK_ERR_INVALID_HANDLE,
            api->progress_set_task(w->progress, h->value, RK_PROGRESS_DOWNLOAD, 0));
    }
    BAD(LOOP, "task of the other context", RK_ERR_INVALID_HANDLE,
        api->progress_set_task(w->progress, w->t_other, RK_PROGRESS_DOWNLOAD, 0));
    BAD(LOOP, "progress of the other context, task of this one", RK_ERR_INVALID_HANDLE,
        api->progress_set_task(w->progress2, w->t_running, RK_PROGRESS_DOWNLOAD, 0));
    for (i = 0; i < COUNT(bad_directions); i++) {
        BAD(BOTH, LBL("direction %d", (int)bad_directions[i]), RK_ERR_INVALID_ARGUMENT,
            api->progress_set_task(w->progress, w->t_suspended, bad_directions[i], 0));
        BAD(BOTH, LBL("direction %d, unbinding", (int)bad_directions[i]), RK_ERR_INVALID_ARGUMENT,
            api->progress_set_task(w->progress, NULL, bad_directions[i], 0));
    }
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(BOTH, LBL("animated %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT,
            api->progress_set_task(w->progress, w->t_suspended, RK_PROGRESS_UPLOAD, bad_flags[i]));
    }
    BAD(WORKER, "live handles, from a second thread", RK_ERR_WRONG_THREAD,
        api->progress_set_task(w->progress, w->t_suspended, RK_PROGRESS_UPLOAD, 0));
    BAD(WORKER, "unbinding, from a second thread", RK_ERR_WRONG_THREAD,
        api->progress_set_task(w->progress, NULL, RK_PROGRESS_UPLOAD, 0));
}

/* The whole array is checked before anything changes: a bad element anywhere keeps the binding. */
static void row_progress_set_tasks(world *w) {
    const bad_handle *h;
    size_t i;
    char label[LABEL];
    rk_task *list[4];
    rk_task *good[2] = {w->t_suspended, w->t_canceling};
    EACH_BAD_HANDLE(RK_KIND_PROGRESS, 1, api->progress_set_tasks(HV, good, 2, RK_PROGRESS_UPLOAD, 0));
    for (h = w->bad[RK_KIND_TASK]; h->label != NULL; h++) {
        list[0] = w->t_suspended;
        list[1] = w->t_canceling;
        list[2] = h->value;
        BAD(LOOP, LBL("tasks[2]: %s", h->label), RK_ERR_INVALID_HANDLE,
            api->progress_set_tasks(w->progress, list, 3, RK_PROGRESS_DOWNLOAD, 0));
        list[0] = h->value;
        BAD(LOOP, LBL("tasks[0]: %s", h->label), RK_ERR_INVALID_HANDLE,
            api->progress_set_tasks(w->progress, list, 1, RK_PROGRESS_DOWNLOAD, 0));
    }
    list[0] = w->t_suspended;
    list[1] = w->t_other;
    BAD(LOOP, "tasks[1] of the other context", RK_ERR_INVALID_HANDLE,
        api->progress_set_tasks(w->progress, list, 2, RK_PROGRESS_DOWNLOAD, 0));
    BAD(LOOP, "progress of the other context, tasks of this one", RK_ERR_INVALID_HANDLE,
        api->progress_set_tasks(w->progress2, good, 2, RK_PROGRESS_DOWNLOAD, 0));
    list[0] = w->t_suspended;
    list[1] = w->t_canceling;
    list[2] = w->t_suspended;
    BAD(BOTH, "tasks[2] repeats tasks[0]", RK_ERR_INVALID_ARGUMENT,
        api->progress_set_tasks(w->progress, list, 3, RK_PROGRESS_DOWNLOAD, 0));
    list[2] = NULL;
    list[3] = NULL;
    BAD(BOTH, "tasks[2] and tasks[3] NULL: a handle error, not a repeat", RK_ERR_INVALID_HANDLE,
        api->progress_set_tasks(w->progress, list, 4, RK_PROGRESS_DOWNLOAD, 0));
    BAD(BOTH, "tasks NULL, count 1", RK_ERR_INVALID_ARGUMENT,
        api->progress_set_tasks(w->progress, NULL, 1, RK_PROGRESS_DOWNLOAD, 0));
    BAD(BOTH, "tasks NULL, count SIZE_MAX", RK_ERR_INVALID_ARGUMENT,
        api->progress_set_tasks(w->progress, NULL, SIZE_MAX, RK_PROGRESS_DOWNLOAD, 0));
    BAD(BOTH, "count RK_PROGRESS_MAX_TASKS + 1", RK_ERR_INVALID_ARGUMENT,
        api->progress_set_tasks(w->progress, good, (size_t)RK_PROGRESS_MAX_TASKS + 1, RK_PROGRESS_DOWNLOAD, 0));
    BAD(BOTH, "count SIZE_MAX", RK_ERR_INVALID_ARGUMENT,
        api->progress_set_tasks(w->progress, good, SIZE_MAX, RK_PROGRESS_DOWNLOAD, 0));
    for (i = 0; i < COUNT(bad_directions); i++) {
        BAD(BOTH, LBL("direction %d", (int)bad_directions[i]), RK_ERR_INVALID_ARGUMENT,
            api->progress_set_tasks(w->progress, good, 2, bad_directions[i], 0));
        BAD(BOTH, LBL("direction %d, count 0", (int)bad_directions[i]), RK_ERR_INVALID_ARGUMENT,
            api->progress_set_tasks(w->progress, NULL, 0, bad_directions[i], 0));
    }
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(BOTH, LBL("animated %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT,
            api->progress_set_tasks(w->progress, good, 2, RK_PROGRESS_UPLOAD, bad_flags[i]));
    }
    BAD(WORKER, "live handles, from a second thread", RK_ERR_WRONG_THREAD,
        api->progress_set_tasks(w->progress, good, 2, RK_PROGRESS_UPLOAD, 0));
    BAD(WORKER, "count 0, from a second thread", RK_ERR_WRONG_THREAD,
        api->progress_set_tasks(w->progress, NULL, 0, RK_PROGRESS_UPLOAD, 0));
}

static void row_progress_get_fraction(world *w) {
    EACH_BAD_HANDLE(RK_KIND_PROGRESS, 1, api->progress_get_fraction(HV, OUT(double), OUT_AT(int32_t, 64)));
    BAD(WORKER, "the live progress, from a second thread", RK_ERR_WRONG_THREAD,
        api->progress_get_fraction(w->progress, OUT(double), OUT_AT(int32_t, 64)));
    BAD(LOOP, "out_fraction NULL", RK_ERR_INVALID_ARGUMENT,
        api->progress_get_fraction(w->progress, NULL, OUT_AT(int32_t, 64)));
    BAD(LOOP, "out_indeterminate NULL", RK_ERR_INVALID_ARGUMENT,
        api->progress_get_fraction(w->progress, OUT(double), NULL));
}

static void row_progress_direction_name(world *w) {
    static const int32_t known[] = {RK_PROGRESS_UPLOAD, RK_PROGRESS_DOWNLOAD};
    check_unknown_names(w, "progress_direction_name", api->progress_direction_name, known, COUNT(known));
}

#define ROW(field) {offsetof(rk_api, field), #field, row_##field}

/* 1.4: the refresh family's functions for any kind (rk_component_*). Each takes any member of the
   family, so a footer, header, auto footer or trailer is a valid handle; every other handle is
   refused as RK_ERR_INVALID_HANDLE (a live object of another kind before the arguments), a kind
   without the verb as RK_ERR_INVALID_STATE, and the arguments as the kind's own function refuses
   them, on each kind that has the verb. */
static void bad_any_completion(void *o, int32_t finished, void *ud) {
    (void)o; (void)finished; (void)ud;
    bad_callback();
}
static const rk_image generic_images[2] = {{910, 40, 40}, {911, 40, 40}};
static const double generic_durations[2] = {0.1, 0.1};
#define EACH_NON_COMPONENT(call_)                                                                 \
    do {                                                                                          \
        const bad_handle *h_;                                                                     \
        for (h_ = w->bad[RK_KIND_FOOTER]; h_->label != NULL; h_++) {                              \
            if (h_->what == H_WRONG_KIND && attaches(h_->kind)) continue; /* a member: valid */   \
            BAD(BOTH, h_->label, RK_ERR_INVALID_HANDLE, call_);                                   \
        }                                                                                         \
        for (h_ = w->nonlive; h_->label != NULL; h_++) {                                          \
            if (h_->what != H_DEAD || h_->kind == RK_KIND_FOOTER || !attaches(h_->kind)) continue; \
            BAD(BOTH, h_->label, RK_ERR_INVALID_HANDLE, call_);                                   \
        }                                                                                         \
    } while (0)

static void row_component_destroy(world *w) {
    EACH_NON_COMPONENT(api->component_destroy(HV));
    BAD(WORKER, "the live footer, from a second thread", RK_ERR_WRONG_THREAD, api->component_destroy(w->footer));
    BAD(WORKER, "the live header, from a second thread", RK_ERR_WRONG_THREAD, api->component_destroy(w->header));
    BAD(WORKER, "the live auto footer, from a second thread", RK_ERR_WRONG_THREAD, api->component_destroy(w->af));
    BAD(WORKER, "the live trailer, from a second thread", RK_ERR_WRONG_THREAD, api->component_destroy(w->trailer));
}
static void row_component_set_metrics(world *w) {
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_set_metrics(HV, &w->m));
    BAD(BOTH, LBL("footer: metrics NULL"), RK_ERR_INVALID_ARGUMENT, api->component_set_metrics(w->footer, NULL));
    BAD(BOTH, LBL("header: metrics NULL"), RK_ERR_INVALID_ARGUMENT, api->component_set_metrics(w->header, NULL));
    BAD(LOOP, "the auto footer attached to the scroll view", RK_ERR_INVALID_STATE, api->component_set_metrics(w->af, &w->m));
    BAD(BOTH, LBL("auto footer: metrics NULL"), RK_ERR_INVALID_ARGUMENT, api->component_set_metrics(w->af, NULL));
    BAD(BOTH, LBL("trailer: metrics NULL"), RK_ERR_INVALID_ARGUMENT, api->component_set_metrics(w->trailer, NULL));
}
static void row_component_set_visible(world *w) {
    size_t i;
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_set_visible(HV, 1));
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(BOTH, LBL("footer: visible %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_visible(w->footer, bad_flags[i]));
    }
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(BOTH, LBL("header: visible %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_visible(w->header, bad_flags[i]));
    }
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(BOTH, LBL("auto footer: visible %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_visible(w->af, bad_flags[i]));
    }
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(BOTH, LBL("trailer: visible %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_visible(w->trailer, bad_flags[i]));
    }
}
static void row_component_set_hidden(world *w) {
    size_t i;
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_set_hidden(HV, 0));
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(BOTH, LBL("footer: hidden %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_hidden(w->footer, bad_flags[i]));
    }
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(BOTH, LBL("header: hidden %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_hidden(w->header, bad_flags[i]));
    }
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(BOTH, LBL("auto footer: hidden %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_hidden(w->af, bad_flags[i]));
    }
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(BOTH, LBL("trailer: hidden %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_hidden(w->trailer, bad_flags[i]));
    }
}
static void row_component_set_interaction_enabled(world *w) {
    size_t i;
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_set_interaction_enabled(HV, 1));
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(BOTH, LBL("footer: enabled %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_interaction_enabled(w->footer, bad_flags[i]));
    }
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(BOTH, LBL("header: enabled %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_interaction_enabled(w->header, bad_flags[i]));
    }
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(BOTH, LBL("auto footer: enabled %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_interaction_enabled(w->af, bad_flags[i]));
    }
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(BOTH, LBL("trailer: enabled %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_interaction_enabled(w->trailer, bad_flags[i]));
    }
}
static void row_component_set_automatically_change_alpha(world *w) {
    size_t i;
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_set_automatically_change_alpha(HV, 1));
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(BOTH, LBL("footer: enabled %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_automatically_change_alpha(w->footer, bad_flags[i]));
    }
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(BOTH, LBL("header: enabled %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_automatically_change_alpha(w->header, bad_flags[i]));
    }
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(BOTH, LBL("auto footer: enabled %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_automatically_change_alpha(w->af, bad_flags[i]));
    }
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(BOTH, LBL("trailer: enabled %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_automatically_change_alpha(w->trailer, bad_flags[i]));
    }
}
static void row_component_set_animation_durations(world *w) {
    size_t i;
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_set_animation_durations(HV, 0.25, 0.4));
    for (i = 0; i < COUNT(bad_durations); i++) {
        BAD(BOTH, LBL("footer: fast %s", bad_durations[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_animation_durations(w->footer, bad_durations[i].value, 0.4));
    }
    for (i = 0; i < COUNT(bad_durations); i++) {
        BAD(BOTH, LBL("footer: slow %s", bad_durations[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_animation_durations(w->footer, 0.25, bad_durations[i].value));
    }
    for (i = 0; i < COUNT(bad_durations); i++) {
        BAD(BOTH, LBL("header: fast %s", bad_durations[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_animation_durations(w->header, bad_durations[i].value, 0.4));
    }
    for (i = 0; i < COUNT(bad_durations); i++) {
        BAD(BOTH, LBL("header: slow %s", bad_durations[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_animation_durations(w->header, 0.25, bad_durations[i].value));
    }
    for (i = 0; i < COUNT(bad_durations); i++) {
        BAD(BOTH, LBL("auto footer: fast %s", bad_durations[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_animation_durations(w->af, bad_durations[i].value, 0.4));
    }
    for (i = 0; i < COUNT(bad_durations); i++) {
        BAD(BOTH, LBL("auto footer: slow %s", bad_durations[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_animation_durations(w->af, 0.25, bad_durations[i].value));
    }
    for (i = 0; i < COUNT(bad_durations); i++) {
        BAD(BOTH, LBL("trailer: fast %s", bad_durations[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_animation_durations(w->trailer, bad_durations[i].value, 0.4));
    }
    for (i = 0; i < COUNT(bad_durations); i++) {
        BAD(BOTH, LBL("trailer: slow %s", bad_durations[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_animation_durations(w->trailer, 0.25, bad_durations[i].value));
    }
}
static void row_component_set_height(world *w) {
    size_t i;
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_set_height(HV, 44));
    BAD(BOTH, "a trailer: the kind has no such function", RK_ERR_INVALID_STATE, api->component_set_height(w->trailer, 44));
    for (i = 0; i < COUNT(nonfinite); i++) {
        BAD(BOTH, LBL("footer: height %s", nonfinite[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_height(w->footer, nonfinite[i].value));
    }
    BAD(BOTH, LBL("footer: height -1"), RK_ERR_INVALID_ARGUMENT, api->component_set_height(w->footer, -1.0));
    for (i = 0; i < COUNT(nonfinite); i++) {
        BAD(BOTH, LBL("header: height %s", nonfinite[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_height(w->header, nonfinite[i].value));
    }
    BAD(BOTH, LBL("header: height -1"), RK_ERR_INVALID_ARGUMENT, api->component_set_height(w->header, -1.0));
    for (i = 0; i < COUNT(nonfinite); i++) {
        BAD(BOTH, LBL("auto footer: height %s", nonfinite[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_height(w->af, nonfinite[i].value));
    }
    BAD(BOTH, LBL("auto footer: height -1"), RK_ERR_INVALID_ARGUMENT, api->component_set_height(w->af, -1.0));
}
static void row_component_set_ignored_bottom_inset(world *w) {
    size_t i;
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_set_ignored_bottom_inset(HV, 0));
    BAD(BOTH, "a header: the kind has no such function", RK_ERR_INVALID_STATE, api->component_set_ignored_bottom_inset(w->header, 0));
    BAD(BOTH, "a trailer: the kind has no such function", RK_ERR_INVALID_STATE, api->component_set_ignored_bottom_inset(w->trailer, 0));
    for (i = 0; i < COUNT(nonfinite); i++) {
        BAD(BOTH, LBL("footer: inset %s", nonfinite[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_ignored_bottom_inset(w->footer, nonfinite[i].value));
    }
    BAD(BOTH, LBL("footer: inset -1"), RK_ERR_INVALID_ARGUMENT, api->component_set_ignored_bottom_inset(w->footer, -1.0));
    for (i = 0; i < COUNT(nonfinite); i++) {
        BAD(BOTH, LBL("auto footer: inset %s", nonfinite[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_ignored_bottom_inset(w->af, nonfinite[i].value));
    }
    BAD(BOTH, LBL("auto footer: inset -1"), RK_ERR_INVALID_ARGUMENT, api->component_set_ignored_bottom_inset(w->af, -1.0));
}
static void row_component_set_data_count(world *w) {
    size_t i;
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_set_data_count(HV, 3));
    BAD(BOTH, "a header: the kind has no such function", RK_ERR_INVALID_STATE, api->component_set_data_count(w->header, 3));
    BAD(BOTH, "a auto footer: the kind has no such function", RK_ERR_INVALID_STATE, api->component_set_data_count(w->af, 3));
    for (i = 0; i < COUNT(bad_counts); i++) {
        BAD(BOTH, LBL("footer: count %lld", (long long)bad_counts[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_data_count(w->footer, bad_counts[i]));
    }
    for (i = 0; i < COUNT(bad_counts); i++) {
        BAD(BOTH, LBL("trailer: count %lld", (long long)bad_counts[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_data_count(w->trailer, bad_counts[i]));
    }
}
static void row_component_begin_refreshing(world *w) {
    EACH_NON_COMPONENT(api->component_begin_refreshing(HV, bad_any_completion, w));
}
static void row_component_end_refreshing(world *w) {
    EACH_NON_COMPONENT(api->component_end_refreshing(HV, bad_any_completion, w));
}
static void row_component_end_refreshing_with_no_more_data(world *w) {
    EACH_NON_COMPONENT(api->component_end_refreshing_with_no_more_data(HV, bad_any_completion, w));
    BAD(BOTH, "a header: the kind has no such function", RK_ERR_INVALID_STATE, api->component_end_refreshing_with_no_more_data(w->header, bad_any_completion, w));
    BAD(BOTH, "a trailer: the kind has no such function", RK_ERR_INVALID_STATE, api->component_end_refreshing_with_no_more_data(w->trailer, bad_any_completion, w));
}
static void row_component_reset_no_more_data(world *w) {
    EACH_NON_COMPONENT(api->component_reset_no_more_data(HV, bad_any_completion, w));
    BAD(BOTH, "a header: the kind has no such function", RK_ERR_INVALID_STATE, api->component_reset_no_more_data(w->header, bad_any_completion, w));
    BAD(BOTH, "a trailer: the kind has no such function", RK_ERR_INVALID_STATE, api->component_reset_no_more_data(w->trailer, bad_any_completion, w));
}
static void row_component_end_refreshing_with_failure(world *w) {
    size_t i;
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_end_refreshing_with_failure(HV, "x", bad_any_completion, w));
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(BOTH, LBL("footer: message: %s", bad_texts[i].label), RK_ERR_INVALID_ARGUMENT, api->component_end_refreshing_with_failure(w->footer, bad_texts[i].text, bad_any_completion, w));
    }
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(BOTH, LBL("header: message: %s", bad_texts[i].label), RK_ERR_INVALID_ARGUMENT, api->component_end_refreshing_with_failure(w->header, bad_texts[i].text, bad_any_completion, w));
    }
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(BOTH, LBL("auto footer: message: %s", bad_texts[i].label), RK_ERR_INVALID_ARGUMENT, api->component_end_refreshing_with_failure(w->af, bad_texts[i].text, bad_any_completion, w));
    }
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(BOTH, LBL("trailer: message: %s", bad_texts[i].label), RK_ERR_INVALID_ARGUMENT, api->component_end_refreshing_with_failure(w->trailer, bad_texts[i].text, bad_any_completion, w));
    }
}
static void row_component_retry(world *w) {
    EACH_NON_COMPONENT(api->component_retry(HV, bad_any_completion, w));
}
static void row_component_begin_load(world *w) {
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_begin_load(HV, bad_any_completion, w, OUT(rk_load_id)));
    BAD(BOTH, LBL("footer: out_load_id NULL"), RK_ERR_INVALID_ARGUMENT, api->component_begin_load(w->footer, bad_any_completion, w, NULL));
    BAD(BOTH, LBL("header: out_load_id NULL"), RK_ERR_INVALID_ARGUMENT, api->component_begin_load(w->header, bad_any_completion, w, NULL));
    BAD(BOTH, LBL("auto footer: out_load_id NULL"), RK_ERR_INVALID_ARGUMENT, api->component_begin_load(w->af, bad_any_completion, w, NULL));
    BAD(BOTH, LBL("trailer: out_load_id NULL"), RK_ERR_INVALID_ARGUMENT, api->component_begin_load(w->trailer, bad_any_completion, w, NULL));
}
static void row_component_end_load(world *w) {
    size_t i;
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_end_load(HV, 1, RK_LOAD_DONE, NULL, bad_any_completion, w));
    for (i = 0; i < COUNT(bad_outcomes); i++) {
        BAD(BOTH, LBL("footer: outcome %d", (int)bad_outcomes[i]), RK_ERR_INVALID_ARGUMENT, api->component_end_load(w->footer, 1, bad_outcomes[i], NULL, bad_any_completion, w));
    }
    BAD(BOTH, LBL("footer: a message with RK_LOAD_DONE"), RK_ERR_INVALID_ARGUMENT, api->component_end_load(w->footer, 1, RK_LOAD_DONE, "x", bad_any_completion, w));
    for (i = 0; i < COUNT(stale_ids); i++) {
        BAD(BOTH, LBL("footer: load id %llu, no load current", (unsigned long long)stale_ids[i]), RK_ERR_INVALID_STATE, api->component_end_load(w->footer, stale_ids[i], RK_LOAD_DONE, NULL, bad_any_completion, w));
    }
    for (i = 0; i < COUNT(bad_outcomes); i++) {
        BAD(BOTH, LBL("header: outcome %d", (int)bad_outcomes[i]), RK_ERR_INVALID_ARGUMENT, api->component_end_load(w->header, 1, bad_outcomes[i], NULL, bad_any_completion, w));
    }
    BAD(BOTH, LBL("header: a message with RK_LOAD_DONE"), RK_ERR_INVALID_ARGUMENT, api->component_end_load(w->header, 1, RK_LOAD_DONE, "x", bad_any_completion, w));
    for (i = 0; i < COUNT(stale_ids); i++) {
        BAD(BOTH, LBL("header: load id %llu, no load current", (unsigned long long)stale_ids[i]), RK_ERR_INVALID_STATE, api->component_end_load(w->header, stale_ids[i], RK_LOAD_DONE, NULL, bad_any_completion, w));
    }
    for (i = 0; i < COUNT(bad_outcomes); i++) {
        BAD(BOTH, LBL("auto footer: outcome %d", (int)bad_outcomes[i]), RK_ERR_INVALID_ARGUMENT, api->component_end_load(w->af, 1, bad_outcomes[i], NULL, bad_any_completion, w));
    }
    BAD(BOTH, LBL("auto footer: a message with RK_LOAD_DONE"), RK_ERR_INVALID_ARGUMENT, api->component_end_load(w->af, 1, RK_LOAD_DONE, "x", bad_any_completion, w));
    for (i = 0; i < COUNT(stale_ids); i++) {
        BAD(BOTH, LBL("auto footer: load id %llu, no load current", (unsigned long long)stale_ids[i]), RK_ERR_INVALID_STATE, api->component_end_load(w->af, stale_ids[i], RK_LOAD_DONE, NULL, bad_any_completion, w));
    }
    for (i = 0; i < COUNT(bad_outcomes); i++) {
        BAD(BOTH, LBL("trailer: outcome %d", (int)bad_outcomes[i]), RK_ERR_INVALID_ARGUMENT, api->component_end_load(w->trailer, 1, bad_outcomes[i], NULL, bad_any_completion, w));
    }
    BAD(BOTH, LBL("trailer: a message with RK_LOAD_DONE"), RK_ERR_INVALID_ARGUMENT, api->component_end_load(w->trailer, 1, RK_LOAD_DONE, "x", bad_any_completion, w));
    for (i = 0; i < COUNT(stale_ids); i++) {
        BAD(BOTH, LBL("trailer: load id %llu, no load current", (unsigned long long)stale_ids[i]), RK_ERR_INVALID_STATE, api->component_end_load(w->trailer, stale_ids[i], RK_LOAD_DONE, NULL, bad_any_completion, w));
    }
}
/* 1.5: a cancel names its load as an end does; the fixture's components run none, so every id is
   stale (RK_ERR_INVALID_STATE on both threads, refused before anything is queued). */
static void row_component_cancel_load(world *w) {
    size_t i;
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_cancel_load(HV, 1));
    for (i = 0; i < COUNT(stale_ids); i++) {
        BAD(BOTH, LBL("footer: load id %llu, no load current", (unsigned long long)stale_ids[i]), RK_ERR_INVALID_STATE, api->component_cancel_load(w->footer, stale_ids[i]));
        BAD(BOTH, LBL("header: load id %llu, no load current", (unsigned long long)stale_ids[i]), RK_ERR_INVALID_STATE, api->component_cancel_load(w->header, stale_ids[i]));
        BAD(BOTH, LBL("auto footer: load id %llu, no load current", (unsigned long long)stale_ids[i]), RK_ERR_INVALID_STATE, api->component_cancel_load(w->af, stale_ids[i]));
        BAD(BOTH, LBL("trailer: load id %llu, no load current", (unsigned long long)stale_ids[i]), RK_ERR_INVALID_STATE, api->component_cancel_load(w->trailer, stale_ids[i]));
    }
}
static void row_component_restart_load(world *w) {
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_restart_load(HV, bad_any_completion, w, OUT(rk_load_id)));
    BAD(BOTH, LBL("footer: out_load_id NULL"), RK_ERR_INVALID_ARGUMENT, api->component_restart_load(w->footer, bad_any_completion, w, NULL));
    BAD(BOTH, LBL("header: out_load_id NULL"), RK_ERR_INVALID_ARGUMENT, api->component_restart_load(w->header, bad_any_completion, w, NULL));
    BAD(BOTH, LBL("auto footer: out_load_id NULL"), RK_ERR_INVALID_ARGUMENT, api->component_restart_load(w->af, bad_any_completion, w, NULL));
    BAD(BOTH, LBL("trailer: out_load_id NULL"), RK_ERR_INVALID_ARGUMENT, api->component_restart_load(w->trailer, bad_any_completion, w, NULL));
}
static void row_component_get_load_id(world *w) {
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_get_load_id(HV, OUT(rk_load_id)));
    BAD(WORKER, "the live footer, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_load_id(w->footer, OUT(rk_load_id)));
    BAD(LOOP, LBL("footer: out_load_id NULL"), RK_ERR_INVALID_ARGUMENT, api->component_get_load_id(w->footer, NULL));
    BAD(WORKER, "the live header, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_load_id(w->header, OUT(rk_load_id)));
    BAD(LOOP, LBL("header: out_load_id NULL"), RK_ERR_INVALID_ARGUMENT, api->component_get_load_id(w->header, NULL));
    BAD(WORKER, "the live auto footer, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_load_id(w->af, OUT(rk_load_id)));
    BAD(LOOP, LBL("auto footer: out_load_id NULL"), RK_ERR_INVALID_ARGUMENT, api->component_get_load_id(w->af, NULL));
    BAD(WORKER, "the live trailer, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_load_id(w->trailer, OUT(rk_load_id)));
    BAD(LOOP, LBL("trailer: out_load_id NULL"), RK_ERR_INVALID_ARGUMENT, api->component_get_load_id(w->trailer, NULL));
}
static void row_component_set_refreshing_with_state_of_task(world *w) {
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_set_refreshing_with_state_of_task(HV, w->t_running));
    BAD(WORKER, "the live footer, from a second thread", RK_ERR_WRONG_THREAD, api->component_set_refreshing_with_state_of_task(w->footer, w->t_running));
    BAD(LOOP, LBL("footer: task: the other context's"), RK_ERR_INVALID_HANDLE, api->component_set_refreshing_with_state_of_task(w->footer, w->t_other));
    BAD(LOOP, LBL("footer: task: a probe"), RK_ERR_INVALID_HANDLE, api->component_set_refreshing_with_state_of_task(w->footer, (rk_task *)(void *)w->probe));
    BAD(WORKER, "the live header, from a second thread", RK_ERR_WRONG_THREAD, api->component_set_refreshing_with_state_of_task(w->header, w->t_running));
    BAD(LOOP, LBL("header: task: the other context's"), RK_ERR_INVALID_HANDLE, api->component_set_refreshing_with_state_of_task(w->header, w->t_other));
    BAD(LOOP, LBL("header: task: a probe"), RK_ERR_INVALID_HANDLE, api->component_set_refreshing_with_state_of_task(w->header, (rk_task *)(void *)w->probe));
    BAD(WORKER, "the live auto footer, from a second thread", RK_ERR_WRONG_THREAD, api->component_set_refreshing_with_state_of_task(w->af, w->t_running));
    BAD(LOOP, LBL("auto footer: task: the other context's"), RK_ERR_INVALID_HANDLE, api->component_set_refreshing_with_state_of_task(w->af, w->t_other));
    BAD(LOOP, LBL("auto footer: task: a probe"), RK_ERR_INVALID_HANDLE, api->component_set_refreshing_with_state_of_task(w->af, (rk_task *)(void *)w->probe));
    BAD(WORKER, "the live trailer, from a second thread", RK_ERR_WRONG_THREAD, api->component_set_refreshing_with_state_of_task(w->trailer, w->t_running));
    BAD(LOOP, LBL("trailer: task: the other context's"), RK_ERR_INVALID_HANDLE, api->component_set_refreshing_with_state_of_task(w->trailer, w->t_other));
    BAD(LOOP, LBL("trailer: task: a probe"), RK_ERR_INVALID_HANDLE, api->component_set_refreshing_with_state_of_task(w->trailer, (rk_task *)(void *)w->probe));
}
static void row_component_set_title(world *w) {
    size_t i;
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_set_title(HV, RK_FOOTER_PULLING, "x"));
    for (i = 0; i < COUNT(bad_states); i++) {
        BAD(BOTH, LBL("footer: state %d", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_title(w->footer, bad_states[i], "x"));
    }
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(BOTH, LBL("footer: title: %s", bad_texts[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_title(w->footer, RK_FOOTER_PULLING, bad_texts[i].text));
    }
    for (i = 0; i < COUNT(bad_states); i++) {
        BAD(BOTH, LBL("header: state %d", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_title(w->header, bad_states[i], "x"));
    }
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(BOTH, LBL("header: title: %s", bad_texts[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_title(w->header, RK_FOOTER_PULLING, bad_texts[i].text));
    }
    for (i = 0; i < COUNT(bad_states); i++) {
        BAD(BOTH, LBL("auto footer: state %d", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_title(w->af, bad_states[i], "x"));
    }
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(BOTH, LBL("auto footer: title: %s", bad_texts[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_title(w->af, RK_FOOTER_PULLING, bad_texts[i].text));
    }
    for (i = 0; i < COUNT(bad_states); i++) {
        BAD(BOTH, LBL("trailer: state %d", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_title(w->trailer, bad_states[i], "x"));
    }
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(BOTH, LBL("trailer: title: %s", bad_texts[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_title(w->trailer, RK_FOOTER_PULLING, bad_texts[i].text));
    }
}
static void row_component_get_title(world *w) {
    size_t i;
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_get_title(HV, RK_FOOTER_PULLING, OUT(char), 64, OUT_AT(size_t, 512)));
    BAD(WORKER, "the live footer, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_title(w->footer, RK_FOOTER_PULLING, OUT(char), 64, OUT_AT(size_t, 512)));
    for (i = 0; i < COUNT(bad_states); i++) {
        BAD(LOOP, LBL("footer: state %d", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT, api->component_get_title(w->footer, bad_states[i], OUT(char), 64, OUT_AT(size_t, 512)));
    }
    BAD(LOOP, LBL("footer: buf NULL, cap 64"), RK_ERR_INVALID_ARGUMENT, api->component_get_title(w->footer, RK_FOOTER_PULLING, NULL, 64, OUT_AT(size_t, 512)));
    BAD(WORKER, "the live header, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_title(w->header, RK_FOOTER_PULLING, OUT(char), 64, OUT_AT(size_t, 512)));
    for (i = 0; i < COUNT(bad_states); i++) {
        BAD(LOOP, LBL("header: state %d", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT, api->component_get_title(w->header, bad_states[i], OUT(char), 64, OUT_AT(size_t, 512)));
    }
    BAD(LOOP, LBL("header: buf NULL, cap 64"), RK_ERR_INVALID_ARGUMENT, api->component_get_title(w->header, RK_FOOTER_PULLING, NULL, 64, OUT_AT(size_t, 512)));
    BAD(WORKER, "the live auto footer, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_title(w->af, RK_FOOTER_PULLING, OUT(char), 64, OUT_AT(size_t, 512)));
    for (i = 0; i < COUNT(bad_states); i++) {
        BAD(LOOP, LBL("auto footer: state %d", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT, api->component_get_title(w->af, bad_states[i], OUT(char), 64, OUT_AT(size_t, 512)));
    }
    BAD(LOOP, LBL("auto footer: buf NULL, cap 64"), RK_ERR_INVALID_ARGUMENT, api->component_get_title(w->af, RK_FOOTER_PULLING, NULL, 64, OUT_AT(size_t, 512)));
    BAD(WORKER, "the live trailer, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_title(w->trailer, RK_FOOTER_PULLING, OUT(char), 64, OUT_AT(size_t, 512)));
    for (i = 0; i < COUNT(bad_states); i++) {
        BAD(LOOP, LBL("trailer: state %d", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT, api->component_get_title(w->trailer, bad_states[i], OUT(char), 64, OUT_AT(size_t, 512)));
    }
    BAD(LOOP, LBL("trailer: buf NULL, cap 64"), RK_ERR_INVALID_ARGUMENT, api->component_get_title(w->trailer, RK_FOOTER_PULLING, NULL, 64, OUT_AT(size_t, 512)));
}
static void row_component_set_language(world *w) {
    size_t i;
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_set_language(HV, "en"));
    BAD(BOTH, LBL("footer: language NULL"), RK_ERR_INVALID_ARGUMENT, api->component_set_language(w->footer, NULL));
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(BOTH, LBL("footer: language: %s", bad_texts[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_language(w->footer, bad_texts[i].text));
    }
    BAD(BOTH, LBL("header: language NULL"), RK_ERR_INVALID_ARGUMENT, api->component_set_language(w->header, NULL));
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(BOTH, LBL("header: language: %s", bad_texts[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_language(w->header, bad_texts[i].text));
    }
    BAD(BOTH, LBL("auto footer: language NULL"), RK_ERR_INVALID_ARGUMENT, api->component_set_language(w->af, NULL));
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(BOTH, LBL("auto footer: language: %s", bad_texts[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_language(w->af, bad_texts[i].text));
    }
    BAD(BOTH, LBL("trailer: language NULL"), RK_ERR_INVALID_ARGUMENT, api->component_set_language(w->trailer, NULL));
    for (i = 0; i < N_BAD_TEXTS; i++) {
        BAD(BOTH, LBL("trailer: language: %s", bad_texts[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_language(w->trailer, bad_texts[i].text));
    }
}
static void row_component_get_language(world *w) {
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_get_language(HV, OUT(char), 64, OUT_AT(size_t, 512)));
    BAD(WORKER, "the live footer, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_language(w->footer, OUT(char), 64, OUT_AT(size_t, 512)));
    BAD(LOOP, LBL("footer: buf NULL, cap 64"), RK_ERR_INVALID_ARGUMENT, api->component_get_language(w->footer, NULL, 64, OUT_AT(size_t, 512)));
    BAD(WORKER, "the live header, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_language(w->header, OUT(char), 64, OUT_AT(size_t, 512)));
    BAD(LOOP, LBL("header: buf NULL, cap 64"), RK_ERR_INVALID_ARGUMENT, api->component_get_language(w->header, NULL, 64, OUT_AT(size_t, 512)));
    BAD(WORKER, "the live auto footer, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_language(w->af, OUT(char), 64, OUT_AT(size_t, 512)));
    BAD(LOOP, LBL("auto footer: buf NULL, cap 64"), RK_ERR_INVALID_ARGUMENT, api->component_get_language(w->af, NULL, 64, OUT_AT(size_t, 512)));
    BAD(WORKER, "the live trailer, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_language(w->trailer, OUT(char), 64, OUT_AT(size_t, 512)));
    BAD(LOOP, LBL("trailer: buf NULL, cap 64"), RK_ERR_INVALID_ARGUMENT, api->component_get_language(w->trailer, NULL, 64, OUT_AT(size_t, 512)));
}
static void row_component_get_label(world *w) {
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_get_label(HV, OUT(char), 64, OUT_AT(size_t, 512)));
    BAD(WORKER, "the live footer, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_label(w->footer, OUT(char), 64, OUT_AT(size_t, 512)));
    BAD(LOOP, LBL("footer: buf NULL, cap 64"), RK_ERR_INVALID_ARGUMENT, api->component_get_label(w->footer, NULL, 64, OUT_AT(size_t, 512)));
    BAD(WORKER, "the live header, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_label(w->header, OUT(char), 64, OUT_AT(size_t, 512)));
    BAD(LOOP, LBL("header: buf NULL, cap 64"), RK_ERR_INVALID_ARGUMENT, api->component_get_label(w->header, NULL, 64, OUT_AT(size_t, 512)));
    BAD(WORKER, "the live auto footer, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_label(w->af, OUT(char), 64, OUT_AT(size_t, 512)));
    BAD(LOOP, LBL("auto footer: buf NULL, cap 64"), RK_ERR_INVALID_ARGUMENT, api->component_get_label(w->af, NULL, 64, OUT_AT(size_t, 512)));
    BAD(WORKER, "the live trailer, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_label(w->trailer, OUT(char), 64, OUT_AT(size_t, 512)));
    BAD(LOOP, LBL("trailer: buf NULL, cap 64"), RK_ERR_INVALID_ARGUMENT, api->component_get_label(w->trailer, NULL, 64, OUT_AT(size_t, 512)));
}
static void row_component_set_label_hidden(world *w) {
    size_t i;
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_set_label_hidden(HV, 0));
    BAD(BOTH, "a auto footer: the kind has no such function", RK_ERR_INVALID_STATE, api->component_set_label_hidden(w->af, 0));
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(BOTH, LBL("footer: hidden %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_label_hidden(w->footer, bad_flags[i]));
    }
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(BOTH, LBL("header: hidden %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_label_hidden(w->header, bad_flags[i]));
    }
    for (i = 0; i < COUNT(bad_flags); i++) {
        BAD(BOTH, LBL("trailer: hidden %d", (int)bad_flags[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_label_hidden(w->trailer, bad_flags[i]));
    }
}
static void row_component_set_label_left_inset(world *w) {
    size_t i;
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_set_label_left_inset(HV, 20));
    BAD(BOTH, "a trailer: the kind has no such function", RK_ERR_INVALID_STATE, api->component_set_label_left_inset(w->trailer, 20));
    for (i = 0; i < COUNT(nonfinite); i++) {
        BAD(BOTH, LBL("footer: inset %s", nonfinite[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_label_left_inset(w->footer, nonfinite[i].value));
    }
    BAD(BOTH, LBL("footer: inset -1"), RK_ERR_INVALID_ARGUMENT, api->component_set_label_left_inset(w->footer, -1.0));
    for (i = 0; i < COUNT(nonfinite); i++) {
        BAD(BOTH, LBL("header: inset %s", nonfinite[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_label_left_inset(w->header, nonfinite[i].value));
    }
    BAD(BOTH, LBL("header: inset -1"), RK_ERR_INVALID_ARGUMENT, api->component_set_label_left_inset(w->header, -1.0));
    for (i = 0; i < COUNT(nonfinite); i++) {
        BAD(BOTH, LBL("auto footer: inset %s", nonfinite[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_label_left_inset(w->af, nonfinite[i].value));
    }
    BAD(BOTH, LBL("auto footer: inset -1"), RK_ERR_INVALID_ARGUMENT, api->component_set_label_left_inset(w->af, -1.0));
}
static void row_component_set_text_width(world *w) {
    size_t i;
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_set_text_width(HV, 80));
    BAD(BOTH, "a header: the kind has no such function", RK_ERR_INVALID_STATE, api->component_set_text_width(w->header, 80));
    BAD(BOTH, "a trailer: the kind has no such function", RK_ERR_INVALID_STATE, api->component_set_text_width(w->trailer, 80));
    for (i = 0; i < COUNT(nonfinite); i++) {
        BAD(BOTH, LBL("footer: width %s", nonfinite[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_text_width(w->footer, nonfinite[i].value));
    }
    BAD(BOTH, LBL("footer: width -1"), RK_ERR_INVALID_ARGUMENT, api->component_set_text_width(w->footer, -1.0));
    for (i = 0; i < COUNT(nonfinite); i++) {
        BAD(BOTH, LBL("auto footer: width %s", nonfinite[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_text_width(w->af, nonfinite[i].value));
    }
    BAD(BOTH, LBL("auto footer: width -1"), RK_ERR_INVALID_ARGUMENT, api->component_set_text_width(w->af, -1.0));
}
static void row_component_set_images(world *w) {
    size_t i;
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_set_images(HV, RK_FOOTER_PULLING, generic_images, 2));
    BAD(BOTH, "a trailer: the kind has no such function", RK_ERR_INVALID_STATE, api->component_set_images(w->trailer, RK_FOOTER_PULLING, generic_images, 2));
    for (i = 0; i < COUNT(bad_states); i++) {
        BAD(BOTH, LBL("footer: state %d", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_images(w->footer, bad_states[i], generic_images, 2));
    }
    BAD(BOTH, LBL("footer: images NULL, count 2"), RK_ERR_INVALID_ARGUMENT, api->component_set_images(w->footer, RK_FOOTER_PULLING, NULL, 2));
    for (i = 0; i < COUNT(bad_states); i++) {
        BAD(BOTH, LBL("header: state %d", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_images(w->header, bad_states[i], generic_images, 2));
    }
    BAD(BOTH, LBL("header: images NULL, count 2"), RK_ERR_INVALID_ARGUMENT, api->component_set_images(w->header, RK_FOOTER_PULLING, NULL, 2));
    for (i = 0; i < COUNT(bad_states); i++) {
        BAD(BOTH, LBL("auto footer: state %d", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_images(w->af, bad_states[i], generic_images, 2));
    }
    BAD(BOTH, LBL("auto footer: images NULL, count 2"), RK_ERR_INVALID_ARGUMENT, api->component_set_images(w->af, RK_FOOTER_PULLING, NULL, 2));
}
static void row_component_set_images_with_duration(world *w) {
    size_t i;
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_set_images_with_duration(HV, RK_FOOTER_PULLING, generic_images, 2, 0.3));
    BAD(BOTH, "a trailer: the kind has no such function", RK_ERR_INVALID_STATE, api->component_set_images_with_duration(w->trailer, RK_FOOTER_PULLING, generic_images, 2, 0.3));
    for (i = 0; i < COUNT(bad_states); i++) {
        BAD(BOTH, LBL("footer: state %d", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_images_with_duration(w->footer, bad_states[i], generic_images, 2, 0.3));
    }
    for (i = 0; i < COUNT(bad_durations); i++) {
        BAD(BOTH, LBL("footer: duration %s", bad_durations[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_images_with_duration(w->footer, RK_FOOTER_PULLING, generic_images, 2, bad_durations[i].value));
    }
    for (i = 0; i < COUNT(bad_states); i++) {
        BAD(BOTH, LBL("header: state %d", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_images_with_duration(w->header, bad_states[i], generic_images, 2, 0.3));
    }
    for (i = 0; i < COUNT(bad_durations); i++) {
        BAD(BOTH, LBL("header: duration %s", bad_durations[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_images_with_duration(w->header, RK_FOOTER_PULLING, generic_images, 2, bad_durations[i].value));
    }
    for (i = 0; i < COUNT(bad_states); i++) {
        BAD(BOTH, LBL("auto footer: state %d", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_images_with_duration(w->af, bad_states[i], generic_images, 2, 0.3));
    }
    for (i = 0; i < COUNT(bad_durations); i++) {
        BAD(BOTH, LBL("auto footer: duration %s", bad_durations[i].label), RK_ERR_INVALID_ARGUMENT, api->component_set_images_with_duration(w->af, RK_FOOTER_PULLING, generic_images, 2, bad_durations[i].value));
    }
}
static void row_component_set_images_with_frame_durations(world *w) {
    size_t i;
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_set_images_with_frame_durations(HV, RK_FOOTER_PULLING, generic_images, generic_durations, 2));
    BAD(BOTH, "a trailer: the kind has no such function", RK_ERR_INVALID_STATE, api->component_set_images_with_frame_durations(w->trailer, RK_FOOTER_PULLING, generic_images, generic_durations, 2));
    for (i = 0; i < COUNT(bad_states); i++) {
        BAD(BOTH, LBL("footer: state %d", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_images_with_frame_durations(w->footer, bad_states[i], generic_images, generic_durations, 2));
    }
    BAD(BOTH, LBL("footer: durations NULL, count 2"), RK_ERR_INVALID_ARGUMENT, api->component_set_images_with_frame_durations(w->footer, RK_FOOTER_PULLING, generic_images, NULL, 2));
    for (i = 0; i < COUNT(bad_states); i++) {
        BAD(BOTH, LBL("header: state %d", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_images_with_frame_durations(w->header, bad_states[i], generic_images, generic_durations, 2));
    }
    BAD(BOTH, LBL("header: durations NULL, count 2"), RK_ERR_INVALID_ARGUMENT, api->component_set_images_with_frame_durations(w->header, RK_FOOTER_PULLING, generic_images, NULL, 2));
    for (i = 0; i < COUNT(bad_states); i++) {
        BAD(BOTH, LBL("auto footer: state %d", (int)bad_states[i]), RK_ERR_INVALID_ARGUMENT, api->component_set_images_with_frame_durations(w->af, bad_states[i], generic_images, generic_durations, 2));
    }
    BAD(BOTH, LBL("auto footer: durations NULL, count 2"), RK_ERR_INVALID_ARGUMENT, api->component_set_images_with_frame_durations(w->af, RK_FOOTER_PULLING, generic_images, NULL, 2));
}
static void row_component_get_gif(world *w) {
    char label[LABEL];
    OUT(rk_footer_gif)->struct_size = sizeof(rk_footer_gif); /* put back after each call */
    EACH_NON_COMPONENT(api->component_get_gif(HV, OUT(rk_footer_gif)));
    BAD(BOTH, "a trailer: the kind has no such function", RK_ERR_INVALID_STATE, api->component_get_gif(w->trailer, OUT(rk_footer_gif)));
    BAD(WORKER, "the live footer, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_gif(w->footer, OUT(rk_footer_gif)));
    BAD(LOOP, LBL("footer: out NULL"), RK_ERR_INVALID_ARGUMENT, api->component_get_gif(w->footer, NULL));
    BAD(WORKER, "the live header, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_gif(w->header, OUT(rk_footer_gif)));
    BAD(LOOP, LBL("header: out NULL"), RK_ERR_INVALID_ARGUMENT, api->component_get_gif(w->header, NULL));
    BAD(WORKER, "the live auto footer, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_gif(w->af, OUT(rk_footer_gif)));
    BAD(LOOP, LBL("auto footer: out NULL"), RK_ERR_INVALID_ARGUMENT, api->component_get_gif(w->af, NULL));
}
static void row_component_frame_at(world *w) {
    size_t i;
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_frame_at(HV, w->clock.now, OUT(uint64_t), OUT_AT(int32_t, 64)));
    BAD(BOTH, "a trailer: the kind has no such function", RK_ERR_INVALID_STATE, api->component_frame_at(w->trailer, w->clock.now, OUT(uint64_t), OUT_AT(int32_t, 64)));
    BAD(WORKER, "the live footer, from a second thread", RK_ERR_WRONG_THREAD, api->component_frame_at(w->footer, w->clock.now, OUT(uint64_t), OUT_AT(int32_t, 64)));
    for (i = 0; i < COUNT(nonfinite); i++) {
        BAD(LOOP, LBL("footer: t %s", nonfinite[i].label), RK_ERR_INVALID_ARGUMENT, api->component_frame_at(w->footer, nonfinite[i].value, OUT(uint64_t), OUT_AT(int32_t, 64)));
    }
    BAD(LOOP, LBL("footer: out_image_id NULL"), RK_ERR_INVALID_ARGUMENT, api->component_frame_at(w->footer, w->clock.now, NULL, OUT_AT(int32_t, 64)));
    BAD(WORKER, "the live header, from a second thread", RK_ERR_WRONG_THREAD, api->component_frame_at(w->header, w->clock.now, OUT(uint64_t), OUT_AT(int32_t, 64)));
    for (i = 0; i < COUNT(nonfinite); i++) {
        BAD(LOOP, LBL("header: t %s", nonfinite[i].label), RK_ERR_INVALID_ARGUMENT, api->component_frame_at(w->header, nonfinite[i].value, OUT(uint64_t), OUT_AT(int32_t, 64)));
    }
    BAD(LOOP, LBL("header: out_image_id NULL"), RK_ERR_INVALID_ARGUMENT, api->component_frame_at(w->header, w->clock.now, NULL, OUT_AT(int32_t, 64)));
    BAD(WORKER, "the live auto footer, from a second thread", RK_ERR_WRONG_THREAD, api->component_frame_at(w->af, w->clock.now, OUT(uint64_t), OUT_AT(int32_t, 64)));
    for (i = 0; i < COUNT(nonfinite); i++) {
        BAD(LOOP, LBL("auto footer: t %s", nonfinite[i].label), RK_ERR_INVALID_ARGUMENT, api->component_frame_at(w->af, nonfinite[i].value, OUT(uint64_t), OUT_AT(int32_t, 64)));
    }
    BAD(LOOP, LBL("auto footer: out_image_id NULL"), RK_ERR_INVALID_ARGUMENT, api->component_frame_at(w->af, w->clock.now, NULL, OUT_AT(int32_t, 64)));
}
static void row_component_get_state(world *w) {
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_get_state(HV, OUT(rk_refresh_state)));
    BAD(WORKER, "the live footer, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_state(w->footer, OUT(rk_refresh_state)));
    BAD(LOOP, LBL("footer: out_state NULL"), RK_ERR_INVALID_ARGUMENT, api->component_get_state(w->footer, NULL));
    BAD(WORKER, "the live header, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_state(w->header, OUT(rk_refresh_state)));
    BAD(LOOP, LBL("header: out_state NULL"), RK_ERR_INVALID_ARGUMENT, api->component_get_state(w->header, NULL));
    BAD(WORKER, "the live auto footer, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_state(w->af, OUT(rk_refresh_state)));
    BAD(LOOP, LBL("auto footer: out_state NULL"), RK_ERR_INVALID_ARGUMENT, api->component_get_state(w->af, NULL));
    BAD(WORKER, "the live trailer, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_state(w->trailer, OUT(rk_refresh_state)));
    BAD(LOOP, LBL("trailer: out_state NULL"), RK_ERR_INVALID_ARGUMENT, api->component_get_state(w->trailer, NULL));
}
static void row_component_get_pulling_percent(world *w) {
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_get_pulling_percent(HV, OUT(double)));
    BAD(WORKER, "the live footer, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_pulling_percent(w->footer, OUT(double)));
    BAD(LOOP, LBL("footer: out_percent NULL"), RK_ERR_INVALID_ARGUMENT, api->component_get_pulling_percent(w->footer, NULL));
    BAD(WORKER, "the live header, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_pulling_percent(w->header, OUT(double)));
    BAD(LOOP, LBL("header: out_percent NULL"), RK_ERR_INVALID_ARGUMENT, api->component_get_pulling_percent(w->header, NULL));
    BAD(WORKER, "the live auto footer, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_pulling_percent(w->af, OUT(double)));
    BAD(LOOP, LBL("auto footer: out_percent NULL"), RK_ERR_INVALID_ARGUMENT, api->component_get_pulling_percent(w->af, NULL));
    BAD(WORKER, "the live trailer, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_pulling_percent(w->trailer, OUT(double)));
    BAD(LOOP, LBL("trailer: out_percent NULL"), RK_ERR_INVALID_ARGUMENT, api->component_get_pulling_percent(w->trailer, NULL));
}
static void row_component_get_alpha(world *w) {
    char label[LABEL];
    EACH_NON_COMPONENT(api->component_get_alpha(HV, OUT(double)));
    BAD(WORKER, "the live footer, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_alpha(w->footer, OUT(double)));
    BAD(LOOP, LBL("footer: out_alpha NULL"), RK_ERR_INVALID_ARGUMENT, api->component_get_alpha(w->footer, NULL));
    BAD(WORKER, "the live header, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_alpha(w->header, OUT(double)));
    BAD(LOOP, LBL("header: out_alpha NULL"), RK_ERR_INVALID_ARGUMENT, api->component_get_alpha(w->header, NULL));
    BAD(WORKER, "the live auto footer, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_alpha(w->af, OUT(double)));
    BAD(LOOP, LBL("auto footer: out_alpha NULL"), RK_ERR_INVALID_ARGUMENT, api->component_get_alpha(w->af, NULL));
    BAD(WORKER, "the live trailer, from a second thread", RK_ERR_WRONG_THREAD, api->component_get_alpha(w->trailer, OUT(double)));
    BAD(LOOP, LBL("trailer: out_alpha NULL"), RK_ERR_INVALID_ARGUMENT, api->component_get_alpha(w->trailer, NULL));
}

static const matrix_row rows[] = {
    ROW(version),
    ROW(status_string),
    ROW(last_error_message),
    ROW(clear_last_error),
    ROW(object_kind),
    ROW(context_create),
    ROW(context_destroy),
    ROW(context_fd),
    ROW(context_dispatch),
    ROW(context_next_timeout),
    ROW(context_set_wakeup),
    ROW(context_set_clock),
    ROW(context_now),
    ROW(context_post),
    ROW(timer_start),
    ROW(timer_cancel),
    ROW(signal_count),
    ROW(signal_info),
    ROW(signal_lookup),
    ROW(connect),
    ROW(disconnect),
    ROW(probe_create),
    ROW(probe_destroy),
    ROW(probe_emit_values),
    ROW(probe_emit_measure),
    ROW(probe_emit_ping),
    ROW(footer_create),
    ROW(footer_destroy),
    ROW(footer_set_metrics),
    ROW(footer_set_visible),
    ROW(footer_set_hidden),
    ROW(footer_set_interaction_enabled),
    ROW(footer_set_data_count),
    ROW(footer_set_height),
    ROW(footer_set_ignored_bottom_inset),
    ROW(footer_begin_refreshing),
    ROW(footer_end_refreshing),
    ROW(footer_end_refreshing_with_no_more_data),
    ROW(footer_reset_no_more_data),
    ROW(footer_set_images),
    ROW(footer_set_images_with_duration),
    ROW(footer_set_images_with_frame_durations),
    ROW(footer_set_title),
    ROW(footer_get_title),
    ROW(footer_set_language),
    ROW(footer_get_language),
    ROW(footer_get_label),
    ROW(footer_set_label_hidden),
    ROW(footer_set_label_left_inset),
    ROW(footer_set_text_width),
    ROW(footer_set_automatically_change_alpha),
    ROW(footer_set_animation_durations),
    ROW(footer_set_animation_disabled),
    ROW(footer_get_state),
    ROW(footer_get_pulling_percent),
    ROW(footer_get_alpha),
    ROW(footer_get_layout),
    ROW(footer_get_geometry),
    ROW(footer_get_gif),
    ROW(footer_frame_at),
    ROW(task_create),
    ROW(task_destroy),
    ROW(task_resume),
    ROW(task_suspend),
    ROW(task_cancel),
    ROW(task_complete),
    ROW(task_get_state),
    ROW(indicator_create),
    ROW(indicator_destroy),
    ROW(indicator_set_animating_with_state_of_task),
    ROW(indicator_is_animating),
    ROW(footer_set_refreshing_with_state_of_task),
    ROW(activity_monitor_set_enabled),
    ROW(activity_monitor_set_delays),
    ROW(activity_monitor_get_info),
    ROW(probe_emit_pair),
    ROW(version_string),
    ROW(object_set_user_data),
    ROW(object_get_user_data),
    ROW(kind_name),
    ROW(type_name),
    ROW(footer_state_name),
    ROW(task_state_name),
    ROW(activity_state_name),
    ROW(content_mode_name),
    /* Added in 1.2. */
    ROW(header_create),
    ROW(header_destroy),
    ROW(header_set_metrics),
    ROW(header_set_visible),
    ROW(header_set_hidden),
    ROW(header_set_interaction_enabled),
    ROW(header_set_height),
    ROW(header_set_ignored_top_inset),
    ROW(header_begin_refreshing),
    ROW(header_end_refreshing),
    ROW(header_set_images),
    ROW(header_set_images_with_duration),
    ROW(header_set_images_with_frame_durations),
    ROW(header_set_title),
    ROW(header_get_title),
    ROW(header_set_language),
    ROW(header_get_language),
    ROW(header_get_label),
    ROW(header_get_time_label),
    ROW(header_set_label_hidden),
    ROW(header_set_time_label_hidden),
    ROW(header_set_label_left_inset),
    ROW(header_set_text_widths),
    ROW(header_set_visual_sizes),
    ROW(header_set_last_updated_key),
    ROW(header_get_last_updated_key),
    ROW(header_set_last_updated_text),
    ROW(header_set_utc_offset),
    ROW(header_set_automatically_change_alpha),
    ROW(header_set_animation_durations),
    ROW(header_get_state),
    ROW(header_get_pulling_percent),
    ROW(header_get_alpha),
    ROW(header_get_layout),
    ROW(header_get_geometry),
    ROW(header_get_gif),
    ROW(header_frame_at),
    ROW(header_set_refreshing_with_state_of_task),
    ROW(context_set_wall_clock),
    ROW(context_set_last_updated),
    ROW(context_get_last_updated),
    ROW(context_remove_last_updated),
    ROW(context_last_updated_entry),
    ROW(header_style_name),
    ROW(pan_state_name),
    ROW(trailer_create),
    ROW(trailer_destroy),
    ROW(trailer_set_metrics),
    ROW(trailer_set_visible),
    ROW(trailer_set_hidden),
    ROW(trailer_set_interaction_enabled),
    ROW(trailer_set_data_count),
    ROW(trailer_set_ignored_right_inset),
    ROW(trailer_begin_refreshing),
    ROW(trailer_end_refreshing),
    ROW(trailer_set_title),
    ROW(trailer_get_title),
    ROW(trailer_set_language),
    ROW(trailer_get_language),
    ROW(trailer_get_label),
    ROW(trailer_set_label_hidden),
    ROW(trailer_set_arrow_size),
    ROW(trailer_set_automatically_change_alpha),
    ROW(trailer_set_animation_durations),
    ROW(trailer_get_state),
    ROW(trailer_get_pulling_percent),
    ROW(trailer_get_alpha),
    ROW(trailer_get_arrow_angle),
    ROW(trailer_get_layout),
    ROW(trailer_get_geometry),
    ROW(trailer_set_refreshing_with_state_of_task),
    ROW(trailer_style_name),
    ROW(auto_footer_create),
    ROW(auto_footer_destroy),
    ROW(auto_footer_set_metrics),
    ROW(auto_footer_set_visible),
    ROW(auto_footer_set_hidden),
    ROW(auto_footer_set_interaction_enabled),
    ROW(auto_footer_set_height),
    ROW(auto_footer_set_ignored_bottom_inset),
    ROW(auto_footer_set_trigger_percent),
    ROW(auto_footer_set_automatically_refresh),
    ROW(auto_footer_set_auto_trigger_times),
    ROW(auto_footer_set_paging_enabled),
    ROW(auto_footer_tap),
    ROW(auto_footer_begin_refreshing),
    ROW(auto_footer_end_refreshing),
    ROW(auto_footer_end_refreshing_with_no_more_data),
    ROW(auto_footer_reset_no_more_data),
    ROW(auto_footer_set_images),
    ROW(auto_footer_set_images_with_duration),
    ROW(auto_footer_set_images_with_frame_durations),
    ROW(auto_footer_set_title),
    ROW(auto_footer_get_title),
    ROW(auto_footer_set_language),
    ROW(auto_footer_get_language),
    ROW(auto_footer_get_label),
    ROW(auto_footer_set_refreshing_title_hidden),
    ROW(auto_footer_set_label_left_inset),
    ROW(auto_footer_set_text_width),
    ROW(auto_footer_set_spinner_size),
    ROW(auto_footer_set_automatically_change_alpha),
    ROW(auto_footer_set_animation_durations),
    ROW(auto_footer_get_state),
    ROW(auto_footer_get_pulling_percent),
    ROW(auto_footer_get_alpha),
    ROW(auto_footer_is_spinner_animating),
    ROW(auto_footer_get_layout),
    ROW(auto_footer_get_geometry),
    ROW(auto_footer_get_gif),
    ROW(auto_footer_frame_at),
    ROW(auto_footer_set_refreshing_with_state_of_task),
    ROW(auto_footer_style_name),
    ROW(scroll_view_create),
    ROW(scroll_view_destroy),
    ROW(scroll_view_set_metrics),
    ROW(scroll_view_attach),
    ROW(scroll_view_detach),
    ROW(scroll_view_get_component),
    ROW(scroll_view_get_metrics),
    ROW(scroll_view_get_host_inset),
    /* 1.3 */
    ROW(footer_end_refreshing_with_failure),
    ROW(footer_retry),
    ROW(header_end_refreshing_with_failure),
    ROW(header_retry),
    ROW(auto_footer_end_refreshing_with_failure),
    ROW(auto_footer_retry),
    ROW(trailer_end_refreshing_with_failure),
    ROW(trailer_retry),
    ROW(follow_task),
    ROW(footer_begin_load),
    ROW(footer_end_load),
    ROW(footer_get_load_id),
    ROW(header_begin_load),
    ROW(header_end_load),
    ROW(header_get_load_id),
    ROW(auto_footer_begin_load),
    ROW(auto_footer_end_load),
    ROW(auto_footer_get_load_id),
    ROW(trailer_begin_load),
    ROW(trailer_end_load),
    ROW(trailer_get_load_id),
    ROW(auto_footer_set_prefetch_items),
    ROW(auto_footer_get_prefetch_items),
    ROW(activate),
    ROW(context_set_reduced_motion),
    ROW(context_get_reduced_motion),
    /* B7 progress (1.3, issue 16) */
    ROW(task_set_progress),
    ROW(task_get_progress),
    ROW(progress_create),
    ROW(progress_destroy),
    ROW(progress_set_task),
    ROW(progress_set_tasks),
    ROW(progress_get_fraction),
    ROW(progress_direction_name),
    /* 1.4 */
    ROW(header_set_last_updated_formatter),
    ROW(context_set_utc_offset),
    ROW(context_get_utc_offset),
    ROW(component_destroy),
    ROW(component_set_metrics),
    ROW(component_set_visible),
    ROW(component_set_hidden),
    ROW(component_set_interaction_enabled),
    ROW(component_set_automatically_change_alpha),
    ROW(component_set_animation_durations),
    ROW(component_set_height),
    ROW(component_set_ignored_bottom_inset),
    ROW(component_set_data_count),
    ROW(component_begin_refreshing),
    ROW(component_end_refreshing),
    ROW(component_end_refreshing_with_no_more_data),
    ROW(component_reset_no_more_data),
    ROW(component_end_refreshing_with_failure),
    ROW(component_retry),
    ROW(component_begin_load),
    ROW(component_end_load),
    ROW(component_get_load_id),
    ROW(component_set_refreshing_with_state_of_task),
    ROW(component_set_title),
    ROW(component_get_title),
    ROW(component_set_language),
    ROW(component_get_language),
    ROW(component_get_label),
    ROW(component_set_label_hidden),
    ROW(component_set_label_left_inset),
    ROW(component_set_text_width),
    ROW(component_set_images),
    ROW(component_set_images_with_duration),
    ROW(component_set_images_with_frame_durations),
    ROW(component_get_gif),
    ROW(component_frame_at),
    ROW(component_get_state),
    ROW(component_get_pulling_percent),
    ROW(component_get_alpha),
    /* 1.5 */
    ROW(scroll_view_content_inserted),
    ROW(scroll_view_get_load_states),
    ROW(load_status_name),
    ROW(component_cancel_load),
    ROW(component_restart_load),
    ROW(load_cancel_reason_name),
    ROW(auto_header_create),
    ROW(auto_header_set_trigger_percent),
    ROW(auto_header_set_automatically_refresh),
    ROW(auto_header_set_auto_trigger_times),
    ROW(auto_header_set_prefetch_items),
    ROW(auto_header_get_prefetch_items),
    ROW(auto_header_tap),
    ROW(auto_header_set_refreshing_title_hidden),
    ROW(auto_header_set_spinner_size),
    ROW(auto_header_is_spinner_animating),
    ROW(auto_header_get_layout),
    ROW(auto_header_get_geometry),
    ROW(auto_footer_set_fills_viewport),
    ROW(auto_header_set_fills_viewport),
};

#define FIRST_SLOT offsetof(rk_api, version)
#define SLOT_SIZE sizeof(void (*)(void))

static const matrix_row *row_at(size_t offset) {
    size_t i;
    for (i = 0; i < COUNT(rows); i++) {
        if (rows[i].offset == offset) return &rows[i];
    }
    return NULL;
}

/* The symbol a slot points to, from the dynamic linker ("?" if it has none). */
static const char *slot_symbol(size_t offset) {
    void (*fn)(void);
    void *address;
    Dl_info info;
    memcpy(&fn, (const char *)api + offset, sizeof fn);
    memcpy(&address, &fn, sizeof address);
    if (address == NULL || dladdr(address, &info) == 0 || info.dli_sname == NULL) return "?";
    return info.dli_sname;
}

static int slot_count(void) {
    return (int)((api->struct_size - FIRST_SLOT) / SLOT_SIZE);
}

/* Calls fn(name) for every rk_ function the library file exports, from its dynamic symbol table;
   returns their number, or -1 when the file cannot be read as an ELF shared object. */
static long for_each_export(const char *path, void (*fn)(const char *name, void *ctx), void *ctx) {
    ElfW(Ehdr) eh;
    ElfW(Shdr) *sections = NULL;
    ElfW(Sym) *symbols = NULL;
    char *strings = NULL;
    long count = -1;
    size_t i, j, nsym;
    int fd = open(path, O_RDONLY);
    if (fd < 0) return -1;
    if (pread(fd, &eh, sizeof eh, 0) != (ssize_t)sizeof eh || memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0 ||
        eh.e_shentsize != sizeof(ElfW(Shdr)) || eh.e_shnum == 0) {
        goto done;
    }
    sections = malloc(sizeof *sections * eh.e_shnum);
    if (sections == NULL || pread(fd, sections, sizeof *sections * eh.e_shnum, (off_t)eh.e_shoff) !=
                                (ssize_t)(sizeof *sections * eh.e_shnum)) {
        goto done;
    }
    for (i = 0; i < eh.e_shnum; i++) {
        const ElfW(Shdr) *dynsym = &sections[i], *dynstr;
        if (dynsym->sh_type != SHT_DYNSYM || dynsym->sh_link >= eh.e_shnum) continue;
        dynstr = &sections[dynsym->sh_link];
        symbols = malloc(dynsym->sh_size);
        strings = malloc(dynstr->sh_size + 1);
        if (symbols == NULL || strings == NULL ||
            pread(fd, symbols, dynsym->sh_size, (off_t)dynsym->sh_offset) != (ssize_t)dynsym->sh_size ||
            pread(fd, strings, dynstr->sh_size, (off_t)dynstr->sh_offset) != (ssize_t)dynstr->sh_size) {
            goto done;
        }
        strings[dynstr->sh_size] = '\0';
        nsym = dynsym->sh_size / sizeof(ElfW(Sym));
        count = 0;
        for (j = 0; j < nsym; j++) {
            const ElfW(Sym) *s = &symbols[j];
            const char *name;
            /* st_info packs binding and type the same way in ELF32 and ELF64. */
            int bind = ELF64_ST_BIND(s->st_info);
            if (s->st_name >= dynstr->sh_size || s->st_shndx == SHN_UNDEF) continue;
            if (ELF64_ST_TYPE(s->st_info) != STT_FUNC || (bind != STB_GLOBAL && bind != STB_WEAK)) continue;
            name = strings + s->st_name;
            if (strncmp(name, "rk_", 3) != 0) continue;
            count++;
            fn(name, ctx);
        }
        break;
    }
done:
    free(symbols);
    free(strings);
    free(sections);
    close(fd);
    return count;
}

/* Every export but rk_get_api is the pointer of some slot. */
static void export_in_table(const char *name, void *ctx) {
    void *address = dlsym(RTLD_DEFAULT, name);
    int *missing = ctx;
    size_t offset;
    if (strcmp(name, "rk_get_api") == 0) return;
    for (offset = FIRST_SLOT; offset + SLOT_SIZE <= api->struct_size; offset += SLOT_SIZE) {
        void (*fn)(void);
        void *slot;
        memcpy(&fn, (const char *)api + offset, sizeof fn);
        memcpy(&slot, &fn, sizeof slot);
        if (slot == address && address != NULL) return;
    }
    (*missing)++;
    CHECK_MSG(0, "%s is exported but is not in the API table", name);
}

/* The matrix has a row for every slot of the table and nothing else, and the table holds every
   exported function but rk_get_api. */
static void every_table_slot_has_a_row(void) {
    size_t offset, i, j;
    int slots = 0, missing = 0;
    long exports;
    Dl_info info;
    uint32_t (*fn)(void) = api->version;
    void *address;
    CHECK_MSG((api->struct_size - FIRST_SLOT) % SLOT_SIZE == 0,
              "rk_api struct_size %u does not end on a function slot", (unsigned)api->struct_size);
    for (offset = FIRST_SLOT; offset + SLOT_SIZE <= api->struct_size; offset += SLOT_SIZE) {
        const matrix_row *row = row_at(offset);
        const char *symbol = slot_symbol(offset);
        slots++;
        RKT_NOTE("rk_api slot at offset %zu", offset);
        CHECK_MSG(row != NULL, "rk_api slot at offset %zu (%s) has no row in the bad-input matrix: "
                  "add ROW(<field>) with its bad inputs", offset, symbol);
        if (row != NULL) {
            CHECK_MSG(strncmp(symbol, "rk_", 3) == 0 && strcmp(symbol + 3, row->name) == 0,
                      "the row at offset %zu is named \"%s\" but the slot points to %s", offset,
                      row->name, symbol);
        }
    }
    for (i = 0; i < COUNT(rows); i++) {
        int is_slot = rows[i].offset >= FIRST_SLOT && (rows[i].offset - FIRST_SLOT) % SLOT_SIZE == 0 &&
                      rows[i].offset + SLOT_SIZE <= api->struct_size;
        CHECK_MSG(is_slot, "matrix row \"%s\" (offset %zu) is not a function slot of the table the "
                  "library provides (struct_size %u)", rows[i].name, rows[i].offset,
                  (unsigned)api->struct_size);
        for (j = 0; j < i; j++) {
            CHECK_MSG(rows[j].offset != rows[i].offset, "two matrix rows for offset %zu (%s, %s)",
                      rows[i].offset, rows[j].name, rows[i].name);
        }
    }
    /* The exports, read from the library file this process loaded. */
    memcpy(&address, &fn, sizeof address);
    CHECK(dladdr(address, &info) != 0 && info.dli_fname != NULL);
    if (info.dli_fname == NULL) return;
    RKT_NOTE("exports of %s", info.dli_fname);
    exports = for_each_export(info.dli_fname, export_in_table, &missing);
    CHECK_MSG(exports > 0, "cannot read the dynamic symbols of %s", info.dli_fname);
    CHECK_MSG(exports - 1 == slots, "%s exports %ld rk_ functions; minus rk_get_api that is %ld, but "
              "the API table has %d slots", info.dli_fname, exports, exports - 1, slots);
    CHECK_EQ_INT(missing, 0);
    CHECK_EQ_INT(slots, slot_count());
}

/* Every function of the header with a size_t capacity parameter (a parameter `size_t cap...`) has a
   row in text_getters, and every row names a slot of the table. The header is found from this
   file's path (Tests/c/abi/ -> ../../../Include/refreshkit.h), like the sources it was compiled from. */
static void check_text_getters_cover_the_header(void) {
    static char text[1 << 20];
    char path[4096];
    const char *file = __FILE__, *tail = "Tests/c/abi/test_bad_input_matrix.c", *at;
    size_t root_len, n, found = 0, i;
    FILE *f;
    CHECK_MSG(strlen(file) >= strlen(tail) && strcmp(file + strlen(file) - strlen(tail), tail) == 0,
              "this file was compiled as %s, not as <root>/%s: cannot find the header", file, tail);
    if (strlen(file) < strlen(tail)) return;
    root_len = strlen(file) - strlen(tail);
    snprintf(path, sizeof path, "%.*sInclude/refreshkit.h", (int)root_len, file);
    if (root_len == 0) snprintf(path, sizeof path, "Include/refreshkit.h");
    f = fopen(path, "r");
    CHECK_MSG(f != NULL, "cannot open the header %s", path);
    if (f == NULL) return;
    n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    CHECK_MSG(n > 1000 && n < sizeof text - 1, "read %zu bytes of %s", n, path);
    for (at = strstr(text, "size_t cap"); at != NULL; at = strstr(at + 1, "size_t cap")) {
        /* The function: the identifier before the '(' that opens this parameter list. */
        const char *open = at, *end, *start;
        char name[128];
        int covered = 0;
        while (open > text && *open != '(' && *open != ';' && *open != '}') open--;
        if (*open != '(') continue;
        end = open;
        while (end > text && end[-1] == ' ') end--;
        start = end;
        while (start > text && (start[-1] == '_' || (start[-1] >= 'a' && start[-1] <= 'z') ||
                                (start[-1] >= 'A' && start[-1] <= 'Z') || (start[-1] >= '0' && start[-1] <= '9')))
            start--;
        if (end - start <= 3 || (size_t)(end - start) >= sizeof name || strncmp(start, "rk_", 3) != 0) continue;
        memcpy(name, start, (size_t)(end - start));
        name[end - start] = '\0';
        found++;
        for (i = 0; i < COUNT(text_getters); i++) {
            if (strcmp(slot_symbol(text_getters[i].offset), name) == 0) covered = 1;
        }
        CHECK_MSG(covered, "%s takes a size_t capacity (header %s) but has no row in text_getters "
                  "(test_bad_input_matrix.c): add one", name, path);
    }
    CHECK_MSG(found >= 4, "found only %zu functions with a size_t capacity in %s", found, path);
    for (i = 0; i < COUNT(text_getters); i++) {
        const char *symbol = slot_symbol(text_getters[i].offset);
        CHECK_MSG(text_getters[i].offset + SLOT_SIZE <= api->struct_size && strncmp(symbol, "rk_", 3) == 0,
                  "text_getters row %zu (%s) is not a function slot of the table", i, text_getters[i].text);
    }
    printf("text getters: %zu functions of the header take a size_t capacity; %zu rows, %zu "
           "capacities each\n", found, COUNT(text_getters), COUNT(huge_caps));
}

static void *worker_main(void *arg) {
    world *w = arg;
    w->row->run(w);
    run_text_getter_rows(w);
    ask(w, REQ_DONE);
    return NULL;
}

/* Loop thread: serves the second thread's requests until it is done. */
static void serve(world *w) {
    for (;;) {
        int request;
        pthread_mutex_lock(&w->mu);
        while (w->request == REQ_NONE) pthread_cond_wait(&w->cv, &w->mu);
        request = w->request;
        pthread_mutex_unlock(&w->mu);
        if (request == REQ_BEFORE) take(w, &w->before);
        else if (request == REQ_AFTER) verify_after(w);
        pthread_mutex_lock(&w->mu);
        w->request = REQ_NONE;
        pthread_cond_broadcast(&w->cv);
        pthread_mutex_unlock(&w->mu);
        if (request == REQ_DONE) break;
    }
}

static unsigned long total_calls, total_vague;
static size_t functions_covered;

static void run_row(const matrix_row *row) {
    int local_int = 0;
    void *heap_block = malloc(64);
    world *w = calloc(1, sizeof *w);
    pthread_t thread;
    CHECK(w != NULL && heap_block != NULL);
    if (w == NULL || heap_block == NULL) {
        free(w);
        free(heap_block);
        return;
    }
    RKT_NOTE("row %s: opening the fixture world", row->name);
    world_open(w, row, &local_int, heap_block);
    /* The world as the row starts it: two snapshots in a row agree (the snapshot is stable). */
    take(w, &w->before);
    take(w, &w->after);
    CHECK_MSG(memcmp(&w->before, &w->after, sizeof w->after) == 0,
              "row %s: the snapshot is not stable: %s", row->name, snap_diff(w, &w->before, &w->after));
    w->mode = LOOP;
    memset(w->out, OUT_SENTINEL, sizeof w->out);
    row->run(w);
    run_text_getter_rows(w);
    w->mode = WORKER;
    memset(w->out, OUT_SENTINEL, sizeof w->out);
    if (pthread_create(&thread, NULL, worker_main, w) == 0) {
        serve(w);
        pthread_join(thread, NULL);
    } else {
        CHECK_MSG(0, "cannot start the second thread");
    }
    rkt_note[0] = '\0';
    CHECK_MSG(w->calls > 0, "row %s made no bad call", row->name);
    world_check_alive(w);
    world_close(w);
    printf("    %-45s %5lu bad calls\n", row->name, w->calls);
    total_calls += w->calls;
    total_vague += w->vague;
    functions_covered++;
    free(w);
    free(heap_block);
}

static void bad_input_matrix(void) {
    size_t offset;
    uint32_t i;
    for (i = 0; i < RK_FOOTER_MAX_FRAMES + 1; i++) {
        many_images[i].id = 4000 + i;
        many_images[i].width = 10;
        many_images[i].height = i == 0 ? 95 : 10;
        many_durations[i] = 0.01;
    }
    /* The rows run in table order, found by walking the slots the library reports. */
    for (offset = FIRST_SLOT; offset + SLOT_SIZE <= api->struct_size; offset += SLOT_SIZE) {
        const matrix_row *row = row_at(offset);
        if (row == NULL) {
            CHECK_MSG(0, "rk_api slot at offset %zu (%s) has no row: not covered", offset,
                      slot_symbol(offset));
            continue;
        }
        run_row(row);
    }
    printf("bad-input matrix: %zu functions, %lu bad calls (%lu where the header allows more than "
           "one status)\n", functions_covered, total_calls, total_vague);
    fflush(stdout);
}

/* Whether the header declares `symbol` with a handle parameter: a context or object pointer (not
   a pointer to one, which is an out-parameter), or a `void *object` / `void *component`. */
static int takes_a_handle(const char *header, const char *symbol) {
    static const char *const types[] = {"rk_context *", "rk_probe *", "rk_footer *", "rk_task *",
                                        "rk_indicator *", "rk_header *", "rk_trailer *",
                                        "rk_auto_footer *", "rk_scroll_view *", "rk_progress *",
                                        "void *object", "void *component"};
    char needle[160];
    const char *at, *close;
    size_t i;
    snprintf(needle, sizeof needle, " %s(", symbol);
    at = strstr(header, needle);
    if (at == NULL) {
        snprintf(needle, sizeof needle, "*%s(", symbol);
        at = strstr(header, needle);
    }
    if (at == NULL) return -1;
    close = strchr(at, ')');
    for (i = 0; i < COUNT(types); i++) {
        const char *t;
        for (t = strstr(at, types[i]); t != NULL && t < close; t = strstr(t + 1, types[i])) {
            size_t len = strlen(types[i]);
            if (types[i][len - 1] != '*' || t[len] != '*') return 1;
        }
    }
    return 0;
}

/* The header's text (Tests/c/abi/ -> ../../../Include/refreshkit.h), or NULL. */
static char *read_header_text(void) {
    static char text[1 << 20];
    const char *file = __FILE__, *tail = "Tests/c/abi/test_bad_input_matrix.c";
    char path[4096];
    size_t n;
    FILE *f;
    if (strlen(file) < strlen(tail)) return NULL;
    snprintf(path, sizeof path, "%.*sInclude/refreshkit.h", (int)(strlen(file) - strlen(tail)), file);
    if (strlen(file) == strlen(tail)) snprintf(path, sizeof path, "Include/refreshkit.h");
    f = fopen(path, "r");
    if (f == NULL) return NULL;
    n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    return text;
}

/*
 * The forked pass: a world made in this process, then fork(). In the child, every row runs once
 * with the lists of handles replaced by the inherited live ones; every call naming one must be
 * refused with RK_ERR_INVALID_STATE (the header: a child may not use a context created before
 * fork(), nor its objects). A function whose declaration takes a handle must have made at least one
 * such call. The child reports through its exit status.
 */
static void forked_child_refuses_every_inherited_handle(void) {
    int local_int = 0;
    void *heap_block = malloc(64);
    world *w = calloc(1, sizeof *w);
    static const matrix_row forked_row = {0, "forked", NULL};
    const char *header = read_header_text();
    pid_t child;
    int status = 0;
    CHECK_MSG(header != NULL, "cannot read Include/refreshkit.h beside the tests");
    if (w == NULL || heap_block == NULL || header == NULL) {
        free(w);
        free(heap_block);
        CHECK(0);
        return;
    }
    world_open(w, &forked_row, &local_int, heap_block);
    fflush(stdout);
    fflush(stderr);
    child = fork();
    CHECK(child >= 0);
    if (child == 0) {
        size_t offset, rows_with_handles = 0, rows_without = 0;
        build_inherited_handles(w);
        w->mode = FORKED;
        for (offset = FIRST_SLOT; offset + SLOT_SIZE <= api->struct_size; offset += SLOT_SIZE) {
            const matrix_row *row = row_at(offset);
            const char *symbol = slot_symbol(offset);
            unsigned long before;
            int handle;
            if (row == NULL) continue; /* table_slots_have_rows reports it */
            w->row = row;
            before = w->calls;
            memset(w->out, OUT_SENTINEL, sizeof w->out);
            row->run(w);
            run_text_getter_rows(w);
            handle = takes_a_handle(header, symbol);
            CHECK_MSG(handle >= 0, "%s: no declaration in the header", symbol);
            if (handle == 1) {
                rows_with_handles++;
                CHECK_MSG(w->calls > before, "%s takes a handle but the forked pass called it with none", symbol);
            } else {
                rows_without++;
            }
        }
        rkt_note[0] = '\0';
        printf("  forked child: %zu functions that take a handle, %lu calls with inherited handles; "
               "%zu functions take none\n", rows_with_handles, w->calls, rows_without);
        fflush(stdout);
        fflush(stderr);
        _exit(atomic_load(&rkt_failures) == 0 ? 0 : 1);
    }
    CHECK(waitpid(child, &status, 0) == child);
    CHECK_MSG(WIFEXITED(status) && WEXITSTATUS(status) == 0, "the forked child failed (status %#x)", status);
    world_close(w);
    free(w);
    free(heap_block);
}

/* The snapshot does see what it claims to: a change of each part shows up in it. */
static void snapshot_sees_changes(void) {
    int local_int = 0;
    void *heap_block = malloc(64);
    world *w = calloc(1, sizeof *w);
    static const matrix_row probe_row = {0, "snapshot_sees_changes", NULL};
    rk_timer timer = 0;
    rk_task *task = NULL;
    int step;
    if (w == NULL || heap_block == NULL) {
        free(w);
        free(heap_block);
        CHECK(0);
        return;
    }
    world_open(w, &probe_row, &local_int, heap_block);
    for (step = 0; step < 17; step++) {
        take(w, &w->before);
        switch (step) {
        case 0: CHECK_OK(api->footer_set_title(w->footer, RK_FOOTER_NO_MORE_DATA, "changed")); break;
        case 1: CHECK_OK(api->footer_set_height(w->footer, 61)); break;
        case 2: CHECK_OK(api->probe_emit_ping(w->probe)); break;
        case 3: CHECK_OK(api->activity_monitor_set_delays(w->ctx, 2.0, 0.5)); break;
        case 4: CHECK_OK(api->timer_start(w->ctx, 0, good_timer, w, &timer)); w->timers_started++; break;
        case 5: CHECK_OK(api->indicator_set_animating_with_state_of_task(w->ind_suspended, w->t_running)); break;
        case 6: CHECK_OK(api->task_create(w->ctx2, &task)); CHECK_OK(api->task_resume(w->t_other)); break;
        case 7: CHECK_OK(api->context_post(w->ctx2, good_work, w)); w->work_posted++; break;
        case 8: CHECK_OK(api->header_set_title(w->header, RK_FOOTER_WILL_REFRESH, "changed")); break;
        case 9: CHECK_OK(api->context_set_last_updated(w->ctx, "a-new-key", 1.65e9)); break;
        case 10: CHECK_OK(api->header_set_height(w->header2, 61)); break;
        case 11: CHECK_OK(api->context_set_last_updated(w->ctx2, "only-in-ctx2", 1.61e9)); break;
        case 12: CHECK_OK(api->trailer_set_title(w->trailer, RK_FOOTER_WILL_REFRESH, "changed")); break;
        case 13: CHECK_OK(api->trailer_set_ignored_right_inset(w->trailer2, 9)); break;
        case 14: CHECK_OK(api->trailer_set_arrow_size(w->trailer, 12, 13)); break;
        case 15:
            w->tm.offset_x -= 3;
            CHECK_OK(api->trailer_set_metrics(w->trailer, &w->tm));
            break;
        default: CHECK_OK(api->footer_set_language(w->footer, "ko")); break;
        }
        take(w, &w->after);
        RKT_NOTE("snapshot step %d", step);
        CHECK(memcmp(&w->before, &w->after, sizeof w->after) != 0);
        dispatch_all(w); /* so that the next step starts from a quiet world */
    }
    dispatch_all(w);
    /* The fixture's own binding was changed above: its liveness check would not hold. */
    world_close(w);
    free(w);
    free(heap_block);
}

static void setup(void) {
    static int done;
    if (done) return;
    done = 1;
    CHECK_OK(rk_get_api(RK_ABI_MAJOR, &api));
    fill_long_strings();
}

static void table_slots_have_rows(void) {
    setup();
    if (api != NULL) every_table_slot_has_a_row();
}
static void snapshot_is_sensitive(void) {
    setup();
    if (api != NULL) snapshot_sees_changes();
}
static void matrix(void) {
    setup();
    if (api != NULL) bad_input_matrix();
}
static void forked_child(void) {
    setup();
    if (api != NULL) forked_child_refuses_every_inherited_handle();
}
static void text_getters_cover_the_header(void) {
    setup();
    if (api != NULL) check_text_getters_cover_the_header();
}

static const rkt_case cases[] = {
    RKT_CASE(table_slots_have_rows),
    RKT_CASE(snapshot_is_sensitive),
    RKT_CASE(matrix),
    RKT_CASE(forked_child),
    RKT_CASE(text_getters_cover_the_header),
};

RKT_MAIN(cases)
