/*
 * rk-demo: a small C host of RefreshKit.
 *
 * On a terminal it animates a list you pull down and up. A scroll viewport shows numbered rows, with
 * a pull-down header (rk_header, normal style) above them: its first refresh begins before the list
 * is on screen (WillRefresh), then a scripted gesture (or you, with keys) drags the list down past
 * its top and lets go; the header answers with its state and label, its "Last update" text, its
 * arrow (which turns) and spinner, and the top inset and offset it wants; its "refreshing" trigger
 * reloads the list (a timer stands in for the network), and the header ends. Then the gesture
 * scrolls to the end and drags past it. The footer under the list answers
 * with signals: its state, the GIF frame to draw (drawn here as text art), its label (in the chosen
 * language), the pulling percent, and the bottom inset and content offset it wants. Releasing past
 * the trigger starts a simulated network request on a worker thread; a spinner (an rk_indicator) and
 * the footer are bound to its task, and the activity monitor shows and hides with its delays. What a
 * screen reader would say (the header's and the footer's "announcement": "Loading", "Loaded 20 new
 * items" from the row counts every scroll event reports, "No more data") shows on the status line
 * under the script for a moment, instead of the keys. The signal handlers only update a host-side
 * model; the screen is drawn from that model with ANSI escapes about 30 times a second, writing
 * only the lines that changed. It fits 80 x 24 cells (a taller terminal also shows the newest
 * signals, each cut to the width); a line that would not fit fails the run.
 *
 * Without a terminal (a pipe, CI), or with --timeline, it prints the timeline instead:
 *  1. signals and the loop: introspection, synchronous emissions through libffi, work posted from a
 *     worker thread, a timer, and the context's fd driven by poll(2);
 *  2. a footer under a scripted list: the scenario's pull-ups on a fake clock, as a timeline of
 *     states, frames, rects, labels, requests and announcements; then a header above the list: its
 *     first refresh begun while not on screen, a pull down and release, each reloading the list on
 *     a timer;
 *  3. a load-more session in real time: a worker thread plays the scenario's network tasks; a spinner
 *     and the footer follow them, and the activity monitor shows and hides with its delays.
 * Everything it prints comes from a callback RefreshKit made through libffi. The last line says
 * whether every check passed, and so does the exit status.
 *
 * With --auto-footer (or the key a in the terminal) the list's bottom is an auto footer instead
 * (rk_auto_footer, which loads as the end of the list comes into view), with the header above, both
 * attached to one rk_scroll_view that takes every scroll event: its script loads by scrolling, is
 * held back by the trigger budget, loads by a tap, and ends with no more data; without a terminal
 * that script runs on a fake clock, printed as a timeline.
 *
 * With --chat (or the key m in the terminal) it is a chat that loads older messages at its top
 * through an auto header, anchored, while new ones arrive at its end: demo_chat.c.
 *
 * Usage: rk-demo [--auto-footer | --chat] [--scenario=NAME] [--language=TAG] [--speed=FACTOR]
 *                [--timeline] [--quiet] [--help]
 */
#define _POSIX_C_SOURCE 200809L
#include "demo.h"

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <math.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

/* ---- options: the scenario, the language, the speed ---- */

/* What one pull-up's request turns out to be. */
enum round_kind {
    ROUND_LOAD,   /* 20 rows arrive; the footer, bound to the task, ends refreshing */
    ROUND_LAST,   /* 20 rows arrive and that was all: the host ends with no more data */
    ROUND_CANCEL  /* the user cancels the request mid-flight: the bound footer ends, no rows */
};
#define MAX_ROUNDS 4

struct scenario {
    const char *name;
    const char *summary;
    int count;
    enum round_kind rounds[MAX_ROUNDS];
};

static const struct scenario scenarios[] = {
    {"load-more", "two loads of 20 rows, then no more data", 2, {ROUND_LOAD, ROUND_LAST}},
    {"no-more-data", "one load of 20 rows, then no more data", 1, {ROUND_LAST}},
    {"cancel", "the request is cancelled mid-flight and the footer ends", 1, {ROUND_CANCEL}},
};
#define SCENARIO_COUNT ((int)(sizeof scenarios / sizeof scenarios[0]))

int quiet;
double speed = 1.0;
const char *language = "en";
static const struct scenario *scenario = &scenarios[0];
static int auto_mode; /* --auto-footer (or the key a): the list's bottom is an rk_auto_footer */
static int chat_mode; /* --chat (or the key m): the chat of demo_chat.c */

static int expected_successes(void) {
    int successes = 0;
    for (int i = 0; i < scenario->count; i++) successes += scenario->rounds[i] != ROUND_CANCEL;
    return successes;
}

/* The rounds whose end says how many rows came ("Loaded 20 new items"): not the last, not cancelled. */
static int plain_loads(void) {
    int loads = 0;
    for (int i = 0; i < scenario->count; i++) loads += scenario->rounds[i] == ROUND_LOAD;
    return loads;
}

static int ends_with_no_more_data(void) {
    for (int i = 0; i < scenario->count; i++) if (scenario->rounds[i] == ROUND_LAST) return 1;
    return 0;
}

int check(rk_status status, const char *what) {
    if (status == RK_OK) return 1;
    char message[256];
    rk_last_error_message(message, sizeof message);
    fprintf(stderr, "rk-demo: %s failed: %s (%s)\n", what, rk_status_string(status), message);
    exit(1);
}

/* "1 load", "2 loads": the count and the noun in its number. */
const char *plural(long count, const char *one, const char *many) { return count == 1 ? one : many; }

/* Formats into a fixed buffer, truncating. */
void format_text(char *buffer, size_t cap, const char *format, ...) {
    va_list args;
    va_start(args, format);
    vsnprintf(buffer, cap, format, args);
    va_end(args);
}

/* ---- time: the wall clock, and the scene clock that --speed scales ---- */

double wall_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Scene time runs `speed` times as fast as the wall clock from scene_origin. The real-time parts
   install it as the context's clock, so RefreshKit's timers (GIF frames, animations, the activity
   monitor's delays) and the host's script share one scaled time line. */
double scene_origin;
double scene_now(void) { return (wall_now() - scene_origin) * speed; }
double scene_clock(void *user_data) { (void)user_data; return scene_now(); }

static void sleep_seconds(double seconds) {
    if (!(seconds > 0)) return;
    struct timespec ts;
    ts.tv_sec = (time_t)seconds;
    ts.tv_nsec = (long)((seconds - (double)ts.tv_sec) * 1e9);
    while (nanosleep(&ts, &ts) != 0 && errno == EINTR) {
    }
}

/* Milliseconds to wait for `scene_seconds` of scene time (rounded up; -1 stays -1). */
int wait_ms(double scene_seconds, int cap_ms) {
    if (scene_seconds < 0) return cap_ms;
    double ms = scene_seconds / speed * 1000.0;
    if (ms > cap_ms) return cap_ms;
    return (int)(ms + 0.999);
}

/* ---- text: display widths (CJK is two columns) and the GIF frames as text art ---- */

static uint32_t next_codepoint(const char **text) {
    const unsigned char *s = (const unsigned char *)*text;
    uint32_t c = s[0];
    int length = 1;
    if (c >= 0xF0) { c &= 0x07; length = 4; }
    else if (c >= 0xE0) { c &= 0x0F; length = 3; }
    else if (c >= 0xC0) { c &= 0x1F; length = 2; }
    for (int i = 1; i < length; i++) {
        if ((s[i] & 0xC0) != 0x80) { length = i; break; }
        c = (c << 6) | (s[i] & 0x3F);
    }
    *text += length;
    return c;
}

static int codepoint_width(uint32_t c) {
    if ((c >= 0x300 && c <= 0x36F) || (c >= 0x200B && c <= 0x200F)) return 0;
    if ((c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0x303E) || (c >= 0x3041 && c <= 0x33FF) ||
        (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA000 && c <= 0xA4CF) ||
        (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) ||
        (c >= 0xFF00 && c <= 0xFF60) || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD))
        return 2;
    return 1;
}

int text_width(const char *text) {
    int width = 0;
    while (*text) width += codepoint_width(next_codepoint(&text));
    return width;
}

/* The host's "images": ids 100-107 for Idle (chosen by the pulling percent), 200-202 for Pulling
   and 300-302 for Refreshing (animated by RefreshKit's timers). Drawn as five columns of text. */
#define ART_COLUMNS 5
#define IDLE_FRAMES 8
#define PULLING_FRAMES 3
#define REFRESHING_FRAMES 3

static const char *gif_art(uint64_t image) {
    static const char *const idle[IDLE_FRAMES] = {"[▁▁▁]", "[▂▂▂]", "[▃▃▃]", "[▄▄▄]",
                                                  "[▅▅▅]", "[▆▆▆]", "[▇▇▇]", "[███]"};
    static const char *const pulling[PULLING_FRAMES] = {"[ ▲ ]", "[▲ ▲]", "[▲▲▲]"};
    static const char *const refreshing[REFRESHING_FRAMES] = {"[●··]", "[·●·]", "[··●]"};
    if (image >= 100 && image < 100 + IDLE_FRAMES) return idle[image - 100];
    if (image >= 200 && image < 200 + PULLING_FRAMES) return pulling[image - 200];
    if (image >= 300 && image < 300 + REFRESHING_FRAMES) return refreshing[image - 300];
    return "[ ? ]";
}

static void set_footer_images(rk_footer *footer, double idle_size, double size, double art_width) {
    rk_image idle[IDLE_FRAMES], pulling[PULLING_FRAMES], refreshing[REFRESHING_FRAMES];
    for (int i = 0; i < IDLE_FRAMES; i++)
        idle[i] = (rk_image){100u + (uint64_t)i, art_width > 0 ? art_width : idle_size, idle_size};
    for (int i = 0; i < PULLING_FRAMES; i++)
        pulling[i] = (rk_image){200u + (uint64_t)i, art_width > 0 ? art_width : size, size};
    for (int i = 0; i < REFRESHING_FRAMES; i++)
        refreshing[i] = (rk_image){300u + (uint64_t)i, art_width > 0 ? art_width : size, size};
    check(rk_component_set_images(footer, RK_FOOTER_IDLE, idle, IDLE_FRAMES), "set idle images");
    check(rk_component_set_images(footer, RK_FOOTER_PULLING, pulling, PULLING_FRAMES), "set pulling images");
    check(rk_component_set_images(footer, RK_FOOTER_REFRESHING, refreshing, REFRESHING_FRAMES),
          "set refreshing images");
}

static const char *type_name(rk_type type) {
    switch (type) {
    case RK_TYPE_VOID: return "void";
    case RK_TYPE_POINTER: return "void *";
    case RK_TYPE_INT32: return "int32_t";
    case RK_TYPE_INT64: return "int64_t";
    case RK_TYPE_UINT64: return "uint64_t";
    case RK_TYPE_DOUBLE: return "double";
    case RK_TYPE_STRING: return "const char *";
    default: return "?";
    }
}

const char *state_name(int32_t state) {
    switch (state) {
    case RK_FOOTER_IDLE: return "Idle";
    case RK_FOOTER_PULLING: return "Pulling";
    case RK_FOOTER_REFRESHING: return "Refreshing";
    case RK_FOOTER_WILL_REFRESH: return "WillRefresh";
    case RK_FOOTER_NO_MORE_DATA: return "NoMoreData";
    default: return "?";
    }
}

/* ---- part 1 handlers: called by RefreshKit through libffi with the signal's exact signature ---- */
struct tally {
    const char *name;
    int calls;
    int notified;
};

static void on_values(rk_probe *probe, void *pointer, int32_t i32, int64_t i64, uint64_t u64, double real, const char *text, void *user_data) {
    struct tally *tally = user_data;
    tally->calls++;
    (void)probe;
    SAY("  [%s] values: pointer=%p i32=%" PRId32 " i64=%" PRId64 " u64=%" PRIu64 " real=%g text=\"%s\"\n",
        tally->name, pointer, i32, i64, u64, real, text);
}

static double on_measure(rk_probe *probe, const char *text, double size, void *user_data) {
    struct tally *tally = user_data;
    tally->calls++;
    (void)probe;
    double width = (double)strlen(text) * size * 0.5;
    SAY("  [%s] measure \"%s\" at %g -> %g\n", tally->name, text, size, width);
    return width;
}

static void on_ping(rk_probe *probe, void *user_data) {
    struct tally *tally = user_data;
    tally->calls++;
    (void)probe;
    SAY("  [%s] ping\n", tally->name);
}

static void on_destroy_notify(void *user_data) {
    struct tally *tally = user_data;
    tally->notified++;
    SAY("  [%s] destroy_notify (after %d %s)\n", tally->name, tally->calls, plural(tally->calls, "call", "calls"));
}

/* ---- work posted from a worker thread, and a timer ---- */

struct job {
    int number;
    int *done;
};

static void run_job(void *user_data, int32_t finished) {
    struct job *job = user_data;
    SAY("  work item %d ran on the loop thread (finished=%d)\n", job->number, finished);
    if (finished) (*job->done)++;
    free(job);
}

struct worker_args {
    rk_context *ctx;
    int *done;
};

static void *worker(void *arg) {
    struct worker_args *args = arg;
    for (int i = 1; i <= 3; i++) {
        struct job *job = malloc(sizeof *job);
        if (job == NULL) abort();
        job->number = i;
        job->done = args->done;
        check(rk_context_post(args->ctx, run_job, job), "rk_context_post");
    }
    return NULL;
}

static void on_timer(void *user_data, int32_t finished) {
    int *fired = user_data;
    *fired = finished;
    SAY("  timer fired (finished=%d)\n", finished);
}


/* ---- the scene: a list with a footer, and the host-side model its signals update ----
 *
 * Part 2 (the timeline) and the terminal animation share the footer's handlers: each updates the
 * model, then notes the event. In the timeline a note is a printed line; in the terminal the newer
 * ones are kept for the "signals" panel, and the screen is redrawn from the model.
 */

#define FIRST_ROWS 25
#define PAGE_ROWS 20

/* One simulated network request, played by a worker thread (terminal mode). */
struct request {
    rk_task *task;
    pthread_t thread;
    int number;
    enum round_kind kind;
    double duration;                 /* scene seconds the worker "downloads" */
    double resumed_at;
    int resumed, cancel_requested, canceled, completed;
    int32_t code;
    int worker_errors;               /* written by the worker, read after pthread_join */
};

struct scene {
    rk_context *ctx;
    rk_footer *footer;
    rk_header *header;               /* the pull-down header above the list (NULL in part 2) */
    rk_indicator *spinner;
    int print;                       /* 1: print every note (timeline); 0: keep them for the panel */
    double (*now)(void);             /* the host's time for notes and animations */
    void (*load_more)(struct scene *scene);  /* what the "refreshing" trigger starts, if anything */
    double row_height;
    double measure_points;           /* points per text column, for "measure-text" */
    rk_scroll_metrics metrics;
    int rows, loads, completions, transitions;

    /* The model: what the signals said. */
    rk_footer_state state;
    double percent;
    uint64_t image;
    int32_t frame_index;
    int has_frame, gif_visible;
    double footer_y, footer_height, gif_x, gif_width;
    int32_t content_mode;
    char label[256];
    int spinner_animating, activity_visible;

    /* The header's model: what its signals said. */
    rk_footer_state header_state;
    double header_percent;
    char header_label[256], time_label[256];
    rk_header_layout header_layout;
    struct { double from, to, start, duration; } arrow;  /* the arrow's turn, radians */
    int arrow_visible, arrow_turns, header_spinner, spinner_alpha_changes;
    int header_refreshes, header_completions, reloads, header_end_animations;
    char header_trail[192];          /* every state the header entered: "Idle>Pulling>..." */
    double reload_seconds;           /* what a reload takes (a timer) */

    /* The terminal host: its scroll view, its requests, its script. */
    double display_offset;           /* drawn offset; animates toward the footer's requests */
    struct { int active, report; double from, to, start, duration; } scroll;
    struct request request;
    int request_live, requests, successes, cancels, worker_errors, cancel_number;
    int round;                       /* the scenario's next round */
    int newest_row;                  /* rows from here arrived at newest_at (drawn highlighted) */
    double newest_at;
    char log[LOG_LINES][LOG_BYTES];
    int phase, manual, gesture;
    double phase_start, from, to, last_key;
    char script[160];

    /* The auto-footer mode: the header and an rk_auto_footer on one rk_scroll_view. */
    rk_scroll_view *scroll_view;
    rk_auto_footer *auto_footer;
    rk_auto_footer_layout auto_layout;
    rk_timer page_timer;
    int auto_spinner, pages, page_pending, scroll_loads, tap_loads, tapping, hidden;
    int held_back;                   /* drags the script saw past the trigger with no budget left */
    int stuck;                       /* the script waited too long in one step */
    char auto_trail[192];            /* every state the auto footer entered */
    char load_trail[96];             /* what started each load: "scroll>tap>..." */

    /* What a screen reader would say (F20's "announcement", on the header and the footers). */
    int announcements, header_announcements, counted_announcements;
    char announcement[192];          /* the newest, for the terminal's status line */
    int32_t announcement_priority;
    double announced_at;             /* wall time: the status line shows it for a while */
};

static void note(struct scene *scene, int minor, const char *format, ...) {
    char text[160];
    va_list args;
    va_start(args, format);
    vsnprintf(text, sizeof text, format, args);
    va_end(args);
    double t = scene->now();
    if (scene->print) {
        SAY("  %6.3f  %s\n", t, text);
        return;
    }
    if (minor) return; /* percent, frame and layout changes are on screen already */
    memmove(scene->log[1], scene->log[0], sizeof scene->log[0] * (LOG_LINES - 1));
    format_text(scene->log[0], sizeof scene->log[0], "%7.3f s  %s", t, text);
}

/* The host's scroll view shows `offset`, animated over `duration` (the footer's requests). */
static void scroll_display_to(struct scene *scene, double offset, double duration) {
    scene->scroll.from = scene->display_offset;
    scene->scroll.to = offset;
    scene->scroll.start = scene->now();
    scene->scroll.duration = duration;
    scene->scroll.active = duration > 0;
    scene->scroll.report = 0;
    if (!scene->scroll.active) scene->display_offset = offset;
}

static void on_state(rk_footer *footer, int32_t state, int32_t old, void *user_data) {
    struct scene *scene = user_data;
    (void)footer;
    scene->transitions++;
    scene->state = state;
    note(scene, 0, "state      %s -> %s", state_name(old), state_name(state));
}

static void on_percent(void *footer, double percent, void *user_data) {
    struct scene *scene = user_data;
    (void)footer;
    scene->percent = percent;
    note(scene, 1, "percent    %.3f", percent);
}

static void on_frame(rk_footer *footer, uint64_t image, int32_t index, void *user_data) {
    struct scene *scene = user_data;
    (void)footer;
    scene->image = image;
    scene->frame_index = index;
    scene->has_frame = 1;
    note(scene, 1, "gif frame  image %" PRIu64 " (#%d) %s", image, index, gif_art(image));
}

static void on_gif_visibility(rk_footer *footer, int32_t visible, void *user_data) {
    struct scene *scene = user_data;
    (void)footer;
    scene->gif_visible = visible;
    note(scene, 0, "gif        %s", visible ? "shown" : "hidden");
}

static void on_layout(rk_footer *footer, double x, double y, double w, double h, double gx, double gy, double gw, double gh, int32_t mode, void *user_data) {
    struct scene *scene = user_data;
    (void)footer;
    scene->footer_y = y;
    scene->footer_height = h;
    scene->gif_x = gx;
    scene->gif_width = gw;
    scene->content_mode = mode;
    note(scene, 1, "layout     footer (%g, %g, %g x %g), gif (%g, %g, %g x %g) %s", x, y, w, h, gx, gy, gw, gh,
         mode == RK_CONTENT_MODE_RIGHT ? "right" : "center");
}

/* The host applies the footer's requests to its scroll view, as UIKit would: the model value at
   once (the footer reads it back with the next metrics), the drawn offset over the duration. */
static void on_inset(void *footer, double bottom, double duration, void *user_data) {
    struct scene *scene = user_data;
    (void)footer;
    scene->metrics.inset_bottom = bottom;
    note(scene, 0, "request    bottom inset %g over %.2fs", bottom, duration);
}

static void on_offset(void *footer, double offset, double duration, void *user_data) {
    struct scene *scene = user_data;
    (void)footer;
    scene->metrics.offset_y = offset;
    scroll_display_to(scene, offset, duration);
    note(scene, 0, "request    offset %g over %.2fs", offset, duration);
}

static void on_label(void *footer, const char *text, void *user_data) {
    struct scene *scene = user_data;
    (void)footer;
    format_text(scene->label, sizeof scene->label, "%s", text);
    note(scene, 0, "label      \"%s\"", text);
}

static double measure_text(const char *text, void *user_data) {
    struct scene *scene = user_data;
    return scene->measure_points * (double)text_width(text); /* a monospace font */
}

/* measure-text is not one of the signals every component has, so each kind gets its own handler. */
static double on_measure_text(rk_footer *footer, const char *text, void *user_data) {
    (void)footer;
    return measure_text(text, user_data);
}

static double on_header_measure_text(rk_header *header, const char *text, void *user_data) {
    (void)header;
    return measure_text(text, user_data);
}

static double on_auto_measure_text(rk_auto_footer *auto_footer, const char *text, void *user_data) {
    (void)auto_footer;
    return measure_text(text, user_data);
}

/* The load-more trigger. */
static void on_refreshing(rk_footer *footer, void *user_data) {
    struct scene *scene = user_data;
    (void)footer;
    scene->loads++;
    note(scene, 0, "REFRESHING load #%d: fetching %d more rows", scene->loads, PAGE_ROWS);
    if (scene->load_more != NULL) scene->load_more(scene);
}

static void on_end_done(void *footer, int32_t finished, void *user_data) {
    struct scene *scene = user_data;
    (void)footer;
    scene->completions++;
    note(scene, 0, "completion end (finished=%d)", finished);
}

const char *priority_name(int32_t priority) {
    switch (priority) {
    case RK_ANNOUNCEMENT_LOW: return "low";
    case RK_ANNOUNCEMENT_MEDIUM: return "medium";
    case RK_ANNOUNCEMENT_HIGH: return "high";
    default: return "?";
    }
}

/* "announcement" (F20) of the header, the footer or the auto footer: what a screen reader would
   say, and how urgently. The host has no speech here: it prints it (the timeline) or shows it on
   the terminal's status line and in the newest signals. */
static void on_announcement(void *component, const char *text, int32_t priority, void *user_data) {
    struct scene *scene = user_data;
    char digits[16];
    format_text(digits, sizeof digits, "%d", PAGE_ROWS);
    scene->announcements++;
    if (component == (void *)scene->header) scene->header_announcements++;
    else if (strstr(text, digits) != NULL) scene->counted_announcements++; /* "Loaded 20 new items" */
    format_text(scene->announcement, sizeof scene->announcement, "%s", text);
    scene->announcement_priority = priority;
    scene->announced_at = wall_now();
    const char *who = component == (void *)scene->header ? "header     announces"
                      : component == (void *)scene->auto_footer ? "auto       announces"
                                                                 : "announce  ";
    note(scene, 0, "%s \"%s\" (%s)", who, text, priority_name(priority));
}

static void connect_footer(struct scene *scene) {
    void *footer = scene->footer;
    check(rk_footer_connect_state_changed(footer, on_state, scene, NULL, NULL), "connect");
    check(rk_component_connect_pulling_percent(footer, on_percent, scene, NULL, NULL), "connect");
    check(rk_footer_connect_frame_changed(footer, on_frame, scene, NULL, NULL), "connect");
    check(rk_footer_connect_gif_visibility(footer, on_gif_visibility, scene, NULL, NULL), "connect");
    check(rk_footer_connect_layout_changed(footer, on_layout, scene, NULL, NULL), "connect");
    check(rk_component_connect_inset_requested(footer, on_inset, scene, NULL, NULL), "connect");
    check(rk_component_connect_offset_requested(footer, on_offset, scene, NULL, NULL), "connect");
    check(rk_component_connect_label_changed(footer, on_label, scene, NULL, NULL), "connect");
    check(rk_footer_connect_measure_text(footer, on_measure_text, scene, NULL, NULL), "connect");
    check(rk_footer_connect_refreshing(footer, on_refreshing, scene, NULL, NULL), "connect");
    check(rk_component_connect_announcement(footer, on_announcement, scene, NULL, NULL), "connect");
}

/* The model starts from the footer's state; from then on only the signals change it. */
static void seed_model(struct scene *scene) {
    rk_footer_gif gif;
    gif.struct_size = sizeof gif;
    check(rk_component_get_state(scene->footer, &scene->state), "rk_component_get_state");
    check(rk_component_get_gif(scene->footer, &gif), "rk_component_get_gif");
    scene->gif_visible = gif.visible;
    check(rk_component_get_label(scene->footer, scene->label, sizeof scene->label, NULL), "rk_component_get_label");
}

/* The rows the list shows, and the last one at least partly in the viewport (F19): what every
   metrics update reports, so a load's end can say how many rows it brought ("Loaded 20 new items"). */
static void report_items(struct scene *scene) {
    rk_scroll_metrics *m = &scene->metrics;
    double bottom = m->offset_y + m->viewport_height; /* the viewport's lower edge, in content points */
    int64_t last = -1;
    if (scene->row_height > 0 && bottom > 0) {
        double rows = bottom / scene->row_height; /* a row that ends exactly at the edge is the last */
        last = (int64_t)rows;
        if ((double)last == rows) last--;
    }
    m->item_count = scene->rows;
    m->last_visible_item = last >= scene->rows ? scene->rows - 1 : last;
}

/* One scroll event: the header above the list hears it first, then the footer under it (a handler
   of the header may change the metrics, as a scroll view's observer would; the footer sees that). */
static void report_metrics(struct scene *scene) {
    report_items(scene);
    if (scene->scroll_view != NULL) {
        /* The auto-footer mode: one update of the scroll view drives the header, then the footer. */
        check(rk_scroll_view_set_metrics(scene->scroll_view, &scene->metrics), "rk_scroll_view_set_metrics");
        if (scene->metrics.pan == RK_PAN_BEGAN) scene->metrics.pan = RK_PAN_CHANGED;
        else if (scene->metrics.pan == RK_PAN_ENDED) scene->metrics.pan = RK_PAN_NONE;
        return;
    }
    if (scene->header != NULL)
        check(rk_component_set_metrics(scene->header, &scene->metrics), "rk_component_set_metrics");
    if (scene->footer != NULL)
        check(rk_component_set_metrics(scene->footer, &scene->metrics), "rk_component_set_metrics");
}

static void scroll_to(struct scene *scene, double offset, int dragging) {
    if (scene->scroll_view != NULL) /* the pan's phase, for the auto footer's budget and pan rule */
        scene->metrics.pan = dragging ? (scene->metrics.dragging ? RK_PAN_CHANGED : RK_PAN_BEGAN)
                                      : (scene->metrics.dragging ? RK_PAN_ENDED : RK_PAN_NONE);
    scene->metrics.offset_y = offset;
    scene->metrics.dragging = dragging;
    if (scene->metrics.pan == RK_PAN_BEGAN || scene->metrics.pan == RK_PAN_ENDED)
        note(scene, 0, "pan        %s at y %.0f", scene->metrics.pan == RK_PAN_BEGAN ? "began" : "ended", offset);
    report_metrics(scene);
}

static void rows_arrived(struct scene *scene, int rows) {
    scene->newest_row = scene->rows;
    scene->newest_at = scene->now();
    scene->rows += rows;
    scene->metrics.content_height = scene->row_height * scene->rows;
    if (scene->footer != NULL) check(rk_component_set_data_count(scene->footer, scene->rows), "rk_component_set_data_count");
    report_metrics(scene);
}

/* ---- the header above the list: its signals update the host's model too ---- */

static void on_header_state(rk_header *header, int32_t state, int32_t old, void *user_data) {
    struct scene *scene = user_data;
    (void)header;
    scene->header_state = state;
    size_t used = strlen(scene->header_trail);
    format_text(scene->header_trail + used, sizeof scene->header_trail - used, ">%s", state_name(state));
    note(scene, 0, "header     %s -> %s", state_name(old), state_name(state));
}

static void on_header_percent(rk_header *header, double percent, void *user_data) {
    struct scene *scene = user_data;
    (void)header;
    scene->header_percent = percent;
    note(scene, 1, "header     percent %.3f", percent);
}

static void on_header_layout(rk_header *header, double x, double y, double w, double h, void *user_data) {
    struct scene *scene = user_data;
    scene->header_layout.struct_size = sizeof scene->header_layout;
    check(rk_header_get_layout(header, &scene->header_layout), "rk_header_get_layout");
    note(scene, 1, "header     layout (%g, %g, %g x %g), arrow at x %g", x, y, w, h, scene->header_layout.arrow.x);
}

/* The header's top inset: the host applies it at once (the header reads it back, F8). When it
   shrinks at rest, the content that was pulled into the inset follows it back, as UIKit's does. */
static void on_header_inset(rk_header *header, double top, double duration, void *user_data) {
    struct scene *scene = user_data;
    (void)header;
    scene->metrics.inset_top = top;
    note(scene, 0, "header     asks top inset %g over %.2fs", top, duration);
    if (!scene->metrics.dragging && scene->metrics.offset_y < -top) {
        scene->metrics.offset_y = -top;
        scroll_display_to(scene, -top, duration);
        scene->scroll.report = 1;
    }
}

static void on_header_offset(rk_header *header, double offset, double duration, void *user_data) {
    struct scene *scene = user_data;
    (void)header;
    scene->metrics.offset_y = offset;
    scroll_display_to(scene, offset, duration);
    note(scene, 0, "header     asks offset %g over %.2fs", offset, duration);
}

static void on_header_label(rk_header *header, const char *text, void *user_data) {
    struct scene *scene = user_data;
    (void)header;
    format_text(scene->header_label, sizeof scene->header_label, "%s", text);
    note(scene, 0, "header     label \"%s\"", text);
}

static void on_header_time_label(rk_header *header, const char *text, void *user_data) {
    struct scene *scene = user_data;
    (void)header;
    format_text(scene->time_label, sizeof scene->time_label, "%s", text);
    note(scene, 0, "header     time \"%s\"", text);
}

static void on_header_arrow(rk_header *header, double angle, double duration, void *user_data) {
    struct scene *scene = user_data;
    (void)header;
    double now = scene->now(), f = scene->arrow.duration > 0 ? (now - scene->arrow.start) / scene->arrow.duration : 1;
    scene->arrow.from = f >= 1 ? scene->arrow.to : scene->arrow.from + (scene->arrow.to - scene->arrow.from) * f;
    scene->arrow.to = angle;
    scene->arrow.start = now;
    scene->arrow.duration = duration;
    scene->arrow_turns++;
    note(scene, 0, "header     arrow turns to %s over %.2fs", angle < -1.5 ? "up" : "down", duration);
}

static void on_header_arrow_visibility(rk_header *header, int32_t visible, void *user_data) {
    struct scene *scene = user_data;
    (void)header;
    scene->arrow_visible = visible;
    note(scene, 0, "header     arrow %s", visible ? "shown" : "hidden");
}

static void on_header_spinner(rk_header *header, int32_t animating, void *user_data) {
    struct scene *scene = user_data;
    (void)header;
    scene->header_spinner = animating;
    note(scene, 0, "header     spinner %s", animating ? "animating" : "stopped (hidden)");
}

static void on_header_spinner_alpha(rk_header *header, double alpha, double duration, void *user_data) {
    struct scene *scene = user_data;
    (void)header;
    scene->spinner_alpha_changes++;
    note(scene, 1, "header     spinner alpha %g over %.2fs", alpha, duration);
}

static void on_header_end_animation(rk_header *header, void *user_data) {
    struct scene *scene = user_data;
    (void)header;
    scene->header_end_animations++;
    note(scene, 1, "header     end animation began");
}

static void on_header_done(void *header, int32_t finished, void *user_data) {
    struct scene *scene = user_data;
    (void)header;
    scene->header_completions++;
    note(scene, 0, "header     completion (finished=%d)", finished);
}

static void cancel_request(struct scene *scene, const char *who);
static void auto_footer_reloaded(struct scene *scene);

/* The reload the header's refresh started has finished (a timer stands in for the network): the
   list is the first page again, a footer that had no more data may load again, and the header ends. */
static void reload_done(void *user_data, int32_t finished) {
    struct scene *scene = user_data;
    if (!finished) return;
    scene->reloads++;
    scene->rows = 0;
    cancel_request(scene, "the reload"); /* a load-more in flight would add to the old list */
    note(scene, 0, "RELOADED   the list is %d fresh rows", FIRST_ROWS);
    rows_arrived(scene, FIRST_ROWS);
    if (scene->footer != NULL && scene->state == RK_FOOTER_NO_MORE_DATA)
        check(rk_component_reset_no_more_data(scene->footer, NULL, NULL), "rk_component_reset_no_more_data");
    if (scene->auto_footer != NULL) auto_footer_reloaded(scene);
    check(rk_component_end_refreshing(scene->header, on_header_done, scene), "rk_component_end_refreshing");
}

/* The header's trigger: reload the list. */
static void on_header_refreshing(rk_header *header, void *user_data) {
    struct scene *scene = user_data;
    (void)header;
    scene->header_refreshes++;
    note(scene, 0, "REFRESHING header #%d: reloading the list (%.1f s)", scene->header_refreshes,
         scene->reload_seconds);
    check(rk_timer_start(scene->ctx, scene->reload_seconds, reload_done, scene, NULL), "rk_timer_start");
}

static void connect_header(struct scene *scene) {
    rk_header *header = scene->header;
    check(rk_header_connect_state_changed(header, on_header_state, scene, NULL, NULL), "state-changed");
    check(rk_header_connect_pulling_percent(header, on_header_percent, scene, NULL, NULL), "pulling-percent");
    check(rk_header_connect_layout_changed(header, on_header_layout, scene, NULL, NULL), "layout-changed");
    check(rk_header_connect_inset_requested(header, on_header_inset, scene, NULL, NULL), "inset-requested");
    check(rk_header_connect_offset_requested(header, on_header_offset, scene, NULL, NULL), "offset-requested");
    check(rk_header_connect_label_changed(header, on_header_label, scene, NULL, NULL), "label-changed");
    check(rk_header_connect_time_label_changed(header, on_header_time_label, scene, NULL, NULL), "time-label-changed");
    check(rk_header_connect_refreshing(header, on_header_refreshing, scene, NULL, NULL), "refreshing");
    check(rk_header_connect_end_animation_began(header, on_header_end_animation, scene, NULL, NULL), "end-animation-began");
    check(rk_header_connect_arrow_changed(header, on_header_arrow, scene, NULL, NULL), "arrow-changed");
    check(rk_header_connect_arrow_visibility(header, on_header_arrow_visibility, scene, NULL, NULL), "arrow-visibility");
    check(rk_header_connect_spinner_changed(header, on_header_spinner, scene, NULL, NULL), "spinner-changed");
    check(rk_header_connect_spinner_alpha(header, on_header_spinner_alpha, scene, NULL, NULL), "spinner-alpha");
    check(rk_header_connect_measure_text(header, on_header_measure_text, scene, NULL, NULL), "measure-text");
    check(rk_component_connect_announcement(header, on_announcement, scene, NULL, NULL), "announcement");
}

/* The header's model starts from its state; then only its signals change it. */
static void seed_header(struct scene *scene) {
    check(rk_component_get_state(scene->header, &scene->header_state), "rk_component_get_state");
    check(rk_component_get_label(scene->header, scene->header_label, sizeof scene->header_label, NULL),
          "rk_component_get_label");
    check(rk_header_get_time_label(scene->header, scene->time_label, sizeof scene->time_label, NULL),
          "rk_header_get_time_label");
    scene->header_layout.struct_size = sizeof scene->header_layout;
    check(rk_header_get_layout(scene->header, &scene->header_layout), "rk_header_get_layout");
    scene->arrow_visible = 1;
    format_text(scene->header_trail, sizeof scene->header_trail, "%s", state_name(scene->header_state));
}


/* ---- part 2: the footer, driven by the scenario's pull-ups on a fake clock ---- */

double demo_clock;
double clock_now(void *user_data) { (void)user_data; return demo_clock; }
double timeline_now(void) { return demo_clock; }

void advance_clock(rk_context *ctx, double seconds) {
    double end = demo_clock + seconds;
    for (;;) {
        double timeout = -1;
        check(rk_context_next_timeout(ctx, &timeout), "rk_context_next_timeout");
        if (timeout < 0 || demo_clock + timeout > end) break;
        demo_clock += timeout;
        check(rk_context_dispatch(ctx, NULL), "rk_context_dispatch");
    }
    demo_clock = end;
}

static void advance(struct scene *view, double seconds) { advance_clock(view->ctx, seconds); }

static int run_footer_timeline(rk_context *ctx) {
    struct scene view;
    memset(&view, 0, sizeof view);
    view.ctx = ctx;
    view.print = !quiet;
    view.now = timeline_now;
    view.row_height = 44;
    view.measure_points = 7.5; /* 7.5 points per column */
    check(rk_context_set_clock(ctx, clock_now, NULL), "rk_context_set_clock");
    check(rk_footer_create(ctx, &view.footer), "rk_footer_create");
    char table[16] = "";
    check(rk_component_set_language(view.footer, language), "rk_component_set_language");
    check(rk_component_get_language(view.footer, table, sizeof table, NULL), "rk_component_get_language");
    connect_footer(&view);
    seed_model(&view);

    SAY("\nA footer under a 375 x 600 list of 25 rows (content 1100, top inset 64).\n"
        "Scenario %s: %s. Titles in %s%s%s: \"%s\"\n", scenario->name, scenario->summary, table,
        strcmp(table, language) != 0 ? " for " : "", strcmp(table, language) != 0 ? language : "", view.label);
    set_footer_images(view.footer, 60, 40, 0);
    view.metrics.struct_size = sizeof view.metrics;
    view.metrics.viewport_width = 375;
    view.metrics.viewport_height = 600;
    view.metrics.inset_top = 64;
    view.metrics.offset_y = -64;
    rows_arrived(&view, FIRST_ROWS);

    int successes = 0;
    for (int round = 0; round < scenario->count; round++) {
        SAY("\n-- pull up #%d: drag past the trigger, release\n", round + 1);
        double happen = view.metrics.content_height - (600 - 64 - view.metrics.inset_bottom) - 64;
        for (double pull = 10; pull <= 70; pull += 20) {
            scroll_to(&view, happen + pull, 1);
            advance(&view, 0.05);
        }
        scroll_to(&view, happen + 66, 0);
        advance(&view, 0.3);
        switch (scenario->rounds[round]) {
        case ROUND_LOAD:
            rows_arrived(&view, PAGE_ROWS);
            successes++;
            SAY("-- rows arrived; end refreshing\n");
            check(rk_component_end_refreshing(view.footer, on_end_done, &view), "end refreshing");
            break;
        case ROUND_LAST:
            rows_arrived(&view, PAGE_ROWS);
            successes++;
            SAY("-- rows arrived and the server says that was all; end with no more data\n");
            check(rk_component_end_refreshing_with_no_more_data(view.footer, on_end_done, &view), "end no more data");
            break;
        case ROUND_CANCEL:
            SAY("-- the user cancels the request mid-flight: no rows; end refreshing\n");
            check(rk_component_end_refreshing(view.footer, on_end_done, &view), "end refreshing");
            break;
        }
        advance(&view, 0.5);
    }
    if (view.state == RK_FOOTER_NO_MORE_DATA) {
        SAY("\n-- dragging in NoMoreData changes only the percent; then reset\n");
        scroll_to(&view, view.metrics.content_height - 536 - 64 + 30, 1);
        scroll_to(&view, view.metrics.content_height - 536 - 64 + 30, 0);
        check(rk_component_reset_no_more_data(view.footer, NULL, NULL), "reset");
    } else {
        SAY("\n-- the footer is Idle again: the next pull up loads again\n");
    }

    rk_footer_state state = 0;
    check(rk_component_get_state(view.footer, &state), "rk_component_get_state");
    check(rk_context_set_clock(ctx, NULL, NULL), "rk_context_set_clock");
    int ok = view.loads == scenario->count && view.completions == scenario->count && state == RK_FOOTER_IDLE &&
             view.state == state && view.rows == FIRST_ROWS + PAGE_ROWS * successes &&
             successes == expected_successes() && view.announcements == 2 * scenario->count &&
             view.counted_announcements == plain_loads();
    SAY("footer: %d %s, %d %s, %d %s, %d %s, final state %s; %d %s (%d with the new rows)\n", view.loads,
        plural(view.loads, "load", "loads"), view.completions, plural(view.completions, "completion", "completions"),
        view.transitions, plural(view.transitions, "transition", "transitions"), view.rows,
        plural(view.rows, "row", "rows"), state_name(state), view.announcements,
        plural(view.announcements, "announcement", "announcements"), view.counted_announcements);
    check(rk_component_destroy(view.footer), "rk_component_destroy"); /* its handlers point into this frame */
    return ok;
}


/* ---- part 2b: the header above a scripted list, on the fake clock ---- */

#define NOON_UTC 1732795200.0 /* 2024-11-28 12:00 UTC: the timeline's wall clock starts there */
static double fixed_wall_clock(void *user_data) { (void)user_data; return NOON_UTC + demo_clock; }

static int run_header_timeline(rk_context *ctx) {
    struct scene view;
    memset(&view, 0, sizeof view);
    view.ctx = ctx;
    view.print = !quiet;
    view.now = timeline_now;
    view.row_height = 44;
    view.measure_points = 7.5;
    view.reload_seconds = 0.6;
    check(rk_context_set_clock(ctx, clock_now, NULL), "rk_context_set_clock");
    check(rk_context_set_wall_clock(ctx, fixed_wall_clock, NULL), "rk_context_set_wall_clock");
    check(rk_header_create(ctx, RK_HEADER_STYLE_NORMAL, &view.header), "rk_header_create");
    check(rk_component_set_language(view.header, language), "rk_component_set_language");
    connect_header(&view);
    seed_header(&view);
    char first_time[256];
    format_text(first_time, sizeof first_time, "%s", view.time_label);

    SAY("\nA pull-down header above a 375 x 600 list of 25 rows (top inset 64), normal style: \"%s\", "
        "\"%s\".\n", view.header_label, view.time_label);
    view.metrics.struct_size = sizeof view.metrics;
    view.metrics.viewport_width = 375;
    view.metrics.viewport_height = 600;
    view.metrics.inset_top = 64;
    view.metrics.offset_y = -64;

    SAY("\n-- the first load begins before the list is on screen: WillRefresh until it shows\n");
    check(rk_component_set_visible(view.header, 0), "rk_component_set_visible");
    check(rk_component_begin_refreshing(view.header, on_header_done, &view), "rk_component_begin_refreshing");
    rows_arrived(&view, FIRST_ROWS);
    check(rk_component_set_visible(view.header, 1), "rk_component_set_visible");
    advance(&view, 0.3);        /* the begin animation ends: "refreshing" starts the reload timer */
    advance(&view, 0.8);        /* the reload is done: the header ends */
    scroll_to(&view, view.metrics.offset_y, 0);
    advance(&view, 0.5);

    SAY("\n-- pull down: drag past the trigger (%g), release\n", -64 - 54.0);
    for (double pull = 10; pull <= 70; pull += 20) {
        scroll_to(&view, -64 - pull, 1);
        advance(&view, 0.05);
    }
    scroll_to(&view, -64 - 70, 0);
    advance(&view, 0.3);
    advance(&view, 0.8);
    scroll_to(&view, view.metrics.offset_y, 0);
    advance(&view, 0.5);

    rk_footer_state state = 0;
    double stamped = 0;
    check(rk_component_get_state(view.header, &state), "rk_component_get_state");
    check(rk_context_get_last_updated(ctx, "MJRefreshHeaderLastUpdatedTimeKey", &stamped),
          "rk_context_get_last_updated");
    check(rk_context_set_clock(ctx, NULL, NULL), "rk_context_set_clock");
    check(rk_context_set_wall_clock(ctx, NULL, NULL), "rk_context_set_wall_clock");
    static const char cycle[] = "Idle>WillRefresh>Refreshing>Idle>Pulling>Refreshing>Idle";
    int ok = strcmp(view.header_trail, cycle) == 0 && state == RK_FOOTER_IDLE && view.header_refreshes == 2 &&
             view.reloads == 2 && view.header_completions == 3 && view.rows == FIRST_ROWS &&
             view.metrics.inset_top == 64 && view.metrics.offset_y == -64 && view.arrow_turns >= 2 &&
             view.arrow_visible && !view.header_spinner && stamped > NOON_UTC &&
             strcmp(view.time_label, first_time) != 0 && view.header_announcements == 4;
    SAY("header: states %s; %d %s, %d %s, top inset %g, time \"%s\"; %d %s\n", view.header_trail,
        view.header_refreshes, plural(view.header_refreshes, "refresh", "refreshes"), view.reloads,
        plural(view.reloads, "reload", "reloads"), view.metrics.inset_top, view.time_label,
        view.header_announcements, plural(view.header_announcements, "announcement", "announcements"));
    check(rk_component_destroy(view.header), "rk_component_destroy"); /* its handlers point into this frame */
    return ok;
}


/* ---- network requests: a worker thread plays a task as a download would ---- */

#define LATENCY 0.05     /* scene seconds before a request's task resumes */
#define CANCEL_CODE -999 /* NSURLErrorCancelled */

/* Resumes the task after the latency, "downloads" for `duration` scene seconds unless the task is
   canceled meanwhile, and completes it. Runs on a worker thread; returns the number of unexpected
   errors (a worker never exits the process). */
static int play_request(rk_task *task, double duration) {
    int errors = 0;
    sleep_seconds(LATENCY / speed);
    rk_status status = rk_task_resume(task); /* refused if the user canceled it already */
    if (status != RK_OK && status != RK_ERR_INVALID_STATE) errors++;
    double end = wall_now() + duration / speed;
    rk_task_state state = RK_TASK_RUNNING;
    for (;;) {
        if (rk_task_get_state(task, &state) != RK_OK) return errors + 1;
        double left = end - wall_now();
        if (state == RK_TASK_CANCELING || left <= 0) break;
        sleep_seconds(left < 0.01 ? left : 0.01);
    }
    if (state == RK_TASK_CANCELING) status = rk_task_complete(task, CANCEL_CODE, "cancelled");
    else status = rk_task_complete(task, 0, NULL);
    return errors + (status != RK_OK);
}


/* ---- part 3: a load-more session: a worker thread plays the scenario's network tasks ---- */

#define T_MS (scene_now() * 1000.0)
#define SESSION_CANCEL_AFTER 0.2

struct session {
    rk_context *ctx;
    rk_footer *footer;
    int count;
    rk_task *tasks[MAX_ROUNDS];
    enum round_kind kinds[MAX_ROUNDS];
    double durations[MAX_ROUNDS];
    int starts, stops, shown, hidden, completed, canceled, successes, cancel_index, announcements, cancelled_loads;
    int worker_errors; /* written by the worker, read after pthread_join */
};

static int session_index(struct session *session, void *task) {
    for (int i = 0; i < session->count; i++) if ((void *)session->tasks[i] == task) return i;
    return -1;
}

static void *network_worker(void *arg) {
    struct session *session = arg;
    int errors = 0;
    for (int i = 0; i < session->count; i++) errors += play_request(session->tasks[i], session->durations[i]);
    session->worker_errors = errors;
    return NULL;
}

static void on_spinner_start(rk_indicator *indicator, void *user_data) {
    struct session *session = user_data;
    (void)indicator;
    session->starts++;
    SAY("  %5.0f ms  spinner    start\n", T_MS);
}

static void on_spinner_stop(rk_indicator *indicator, void *user_data) {
    struct session *session = user_data;
    (void)indicator;
    session->stops++;
    SAY("  %5.0f ms  spinner    stop\n", T_MS);
}

static void session_cancel(void *user_data, int32_t finished) {
    struct session *session = user_data;
    if (!finished) return;
    int i = session->cancel_index;
    rk_status status = rk_task_cancel(session->tasks[i]);
    if (status == RK_ERR_INVALID_STATE) return; /* it completed first */
    check(status, "rk_task_cancel");
    SAY("  %5.0f ms  the user cancels request %d\n", T_MS, i + 1);
}

static void on_session_resumed(rk_context *ctx, void *task, void *user_data) {
    struct session *session = user_data;
    int i = session_index(session, task);
    if (i < 0 || session->kinds[i] != ROUND_CANCEL) return;
    session->cancel_index = i;
    check(rk_timer_start(ctx, SESSION_CANCEL_AFTER, session_cancel, session, NULL), "rk_timer_start");
}

static void on_session_canceled(rk_context *ctx, void *task, void *user_data) {
    struct session *session = user_data;
    (void)ctx;
    session->canceled++;
    SAY("  %5.0f ms  request %d canceled\n", T_MS, session_index(session, task) + 1);
}

static void on_task_completed(rk_context *ctx, void *task, int32_t code, const char *message, void *user_data) {
    struct session *session = user_data;
    (void)ctx;
    int i = session_index(session, task);
    session->completed++;
    SAY("  %5.0f ms  request %d completed: %d%s%s\n", T_MS, i + 1, code, *message ? " " : "", message);
    if (code != 0 || i < 0) return;
    session->successes++;
    if (session->kinds[i] == ROUND_LAST) {
        SAY("  %5.0f ms  that was the last page: the host ends the footer with no more data\n", T_MS);
        check(rk_component_end_refreshing_with_no_more_data(session->footer, NULL, NULL), "end no more data");
    }
}

static void on_activity(rk_context *ctx, int32_t visible, void *user_data) {
    struct session *session = user_data;
    (void)ctx;
    if (visible) session->shown++; else session->hidden++;
    SAY("  %5.0f ms  network activity %s\n", T_MS, visible ? "SHOWN" : "hidden");
}

static void on_session_announcement(rk_footer *footer, const char *text, int32_t priority, void *user_data) {
    struct session *session = user_data;
    (void)footer;
    session->announcements++;
    SAY("  %5.0f ms  footer     announces \"%s\" (%s)\n", T_MS, text, priority_name(priority));
}

/* 1.5: a load that ended other than by its end: the request behind it is to be aborted. */
static void on_session_load_cancelled(rk_footer *footer, uint64_t load_id, int32_t reason, void *user_data) {
    struct session *session = user_data;
    (void)footer;
    session->cancelled_loads++;
    SAY("  %5.0f ms  footer     load %llu cancelled (%s)\n", T_MS, (unsigned long long)load_id,
        rk_load_cancel_reason_name(reason));
}

static void on_session_footer(rk_footer *footer, int32_t state, int32_t old, void *user_data) {
    (void)footer; (void)user_data;
    SAY("  %5.0f ms  footer     %s -> %s\n", T_MS, state_name(old), state_name(state));
}

static int run_load_session(rk_context *ctx) {
    struct session session;
    rk_indicator *spinner = NULL;
    pthread_t thread;
    int fd = -1, bound = -1;
    char plan[256] = "";
    memset(&session, 0, sizeof session);
    session.ctx = ctx;
    session.count = scenario->count;
    for (int i = 0; i < session.count; i++) {
        size_t used = strlen(plan);
        session.kinds[i] = scenario->rounds[i];
        switch (session.kinds[i]) {
        case ROUND_LOAD:
            session.durations[i] = 0.45; /* long enough for the activity indicator (0.3 s delay) */
            format_text(plan + used, sizeof plan - used, "%s450 ms", i ? "; " : "");
            break;
        case ROUND_LAST:
            session.durations[i] = 0.40;
            format_text(plan + used, sizeof plan - used, "%s400 ms, the last page", i ? "; " : "");
            break;
        case ROUND_CANCEL:
            session.durations[i] = 0.45;
            format_text(plan + used, sizeof plan - used, "%s450 ms, cancelled by the user after %.0f ms",
                        i ? "; " : "", SESSION_CANCEL_AFTER * 1000);
            break;
        }
    }

    scene_origin = wall_now();
    check(rk_context_set_clock(ctx, scene_clock, NULL), "rk_context_set_clock");
    check(rk_indicator_create(ctx, &spinner), "rk_indicator_create");
    check(rk_footer_create(ctx, &session.footer), "rk_footer_create");
    check(rk_component_set_language(session.footer, language), "rk_component_set_language");
    for (int i = 0; i < session.count; i++) check(rk_task_create(ctx, &session.tasks[i]), "rk_task_create");
    check(rk_indicator_connect_start_animating(spinner, on_spinner_start, &session, NULL, NULL), "connect");
    check(rk_indicator_connect_stop_animating(spinner, on_spinner_stop, &session, NULL, NULL), "connect");
    check(rk_footer_connect_state_changed(session.footer, on_session_footer, &session, NULL, NULL),
          "connect");
    check(rk_footer_connect_announcement(session.footer, on_session_announcement, &session, NULL, NULL),
          "connect");
    check(rk_footer_connect_load_cancelled(session.footer, on_session_load_cancelled, &session, NULL, NULL),
          "connect");
    rk_connection context_connections[4];
    check(rk_context_connect_task_resumed(ctx, on_session_resumed, &session, NULL, &context_connections[0]),
          "connect");
    check(rk_context_connect_task_canceled(ctx, on_session_canceled, &session, NULL, &context_connections[1]),
          "connect");
    check(rk_context_connect_task_completed(ctx, on_task_completed, &session, NULL, &context_connections[2]),
          "connect");
    check(rk_context_connect_activity_visibility_changed(ctx, on_activity, &session, NULL,
                     &context_connections[3]), "connect");
    check(rk_activity_monitor_set_delays(ctx, 0.3, 0.1), "rk_activity_monitor_set_delays");
    check(rk_activity_monitor_set_enabled(ctx, 1), "rk_activity_monitor_set_enabled");
    check(rk_context_fd(ctx, &fd), "rk_context_fd");

    SAY("\nA load-more session in real time%s: a worker thread plays %d request%s (%s);\n"
        "the spinner and the footer follow each task; network activity shows after 300 ms:\n",
        speed != 1 ? " (times in scene ms; --speed scales them)" : "", session.count,
        session.count == 1 ? "" : "s", plan);
    if (pthread_create(&thread, NULL, network_worker, &session) != 0) return 0;
    while (session.completed < session.count || session.hidden < session.shown) {
        /* Bind the spinner and the footer to the request in flight (the first not completed). */
        int current = session.completed < session.count ? session.completed : session.count - 1;
        if (current != bound) {
            SAY("  %5.0f ms  bind spinner and footer to request %d\n", T_MS, current + 1);
            check(rk_indicator_set_animating_with_state_of_task(spinner, session.tasks[current]), "bind");
            check(rk_component_set_refreshing_with_state_of_task(session.footer, session.tasks[current]),
                  "bind footer");
            bound = current;
        }
        double timeout = 0;
        check(rk_context_next_timeout(ctx, &timeout), "rk_context_next_timeout");
        struct pollfd pfd = {fd, POLLIN, 0};
        poll(&pfd, 1, wait_ms(timeout, 100));
        check(rk_context_dispatch(ctx, NULL), "rk_context_dispatch");
        if (T_MS > 5000) break;
    }
    pthread_join(thread, NULL);
    check(rk_context_dispatch(ctx, NULL), "rk_context_dispatch");
    int32_t animating = 1;
    rk_footer_state state = 0;
    check(rk_indicator_is_animating(spinner, &animating), "rk_indicator_is_animating");
    check(rk_component_get_state(session.footer, &state), "rk_component_get_state");
    check(rk_context_set_clock(ctx, NULL, NULL), "rk_context_set_clock");
    /* The handlers point into this frame: end them with the objects they watch. */
    for (int i = 0; i < 4; i++) check(rk_disconnect(ctx, context_connections[i]), "rk_disconnect");
    for (int i = 0; i < session.count; i++) check(rk_task_destroy(session.tasks[i]), "rk_task_destroy");
    check(rk_indicator_destroy(spinner), "rk_indicator_destroy");
    check(rk_component_destroy(session.footer), "rk_component_destroy");
    SAY("session: %d completed (%d canceled), spinner %d %s / %d %s, activity shown %d / hidden %d, "
        "footer %s; %d %s\n", session.completed, session.canceled, session.starts,
        plural(session.starts, "start", "starts"), session.stops, plural(session.stops, "stop", "stops"),
        session.shown, session.hidden, state_name(state), session.announcements,
        plural(session.announcements, "announcement", "announcements"));
    /* A request shorter than the activation delay never shows activity; at high speeds the margins
       are a few milliseconds of wall time, so the "it showed" check holds only at speed 2 or less. */
    int showed = session.shown >= 1 || scenario->rounds[0] == ROUND_CANCEL || speed > 2;
    return session.completed == session.count && animating == 0 && session.shown == session.hidden && showed &&
           session.starts >= session.count && session.stops >= session.count && session.worker_errors == 0 &&
           session.successes == expected_successes() && session.cancelled_loads == session.canceled &&
           /* a load says "Loading" and "Loaded"; a cancelled one only "Loading" (1.5) */
           session.announcements == 2 * session.count - session.canceled &&
           state == (ends_with_no_more_data() ? RK_FOOTER_NO_MORE_DATA : RK_FOOTER_IDLE);
}


/* ---- the terminal: a full-screen view of the list, redrawn from the model ---- */


/* The script, in scene seconds. */
#define T_INTRO 0.6
#define T_SCROLL 0.6
#define T_DRAG 0.8
#define T_HOLD 0.35
#define T_PAUSE 0.5
#define T_FINAL_DRAG 0.6
#define T_FINAL_HOLD 1.2
#define T_CANCEL_AFTER 0.4      /* into a request the scenario cancels */
#define T_RELOAD 0.9            /* what the header's reload takes */
#define HEADER_LINES 3          /* the header is 60 points: three text lines */
/* The auto-footer mode: */
#define AUTO_PAGES 3               /* pages after the first; the third is the last */
#define AUTO_TRIGGER_PERCENT 0.5   /* it loads when half of the footer shows */
#define AUTO_TRIGGER_TIMES 1       /* drag loads per drag */
#define AUTO_FOOTER_LINES 3        /* the footer is 60 points: three text lines */
#define T_PAGE 0.8                 /* what a page takes to arrive */
#define T_AUTO_SCROLL 0.9          /* a drag toward the end */
#define T_STUCK 10.0               /* scene seconds a step may wait for the footer */

/* The header's whole cycle as the script runs it: the first load begins before the list shows
   (WillRefresh), then a pull down past the trigger and a release. */
static const char header_cycle[] = "Idle>WillRefresh>Refreshing>Idle>Pulling>Refreshing>Idle";

enum phase { PH_HEADER_FIRST, PH_HEADER_REST, PH_PULL_DOWN, PH_PULL_HOLD, PH_HEADER_LOADING, PH_INTRO, PH_SCROLL, PH_DRAG, PH_HOLD, PH_LOADING, PH_PAUSE, PH_FINAL_DRAG, PH_FINAL_HOLD,
    /* the auto-footer mode's script (PH_HEADER_FIRST, then these) */
    PH_A_INTRO, PH_A_SCROLL, PH_A_LOADING, PH_A_MORE, PH_A_HELD, PH_A_TAP_LOADING, PH_A_LIFT, PH_A_NEW_DRAG,
    PH_A_LAST, PH_A_FINAL, PH_DONE };

volatile sig_atomic_t interrupted, resized;
static struct termios saved_termios;
static int termios_saved, screen_active;

void write_all(int fd, const char *data, size_t length) {
    while (length > 0) {
        ssize_t n = write(fd, data, length);
        if (n < 0) {
            if (errno == EINTR) continue;
            return;
        }
        data += n;
        length -= (size_t)n;
    }
}

/* Leaves the alternate screen with the cursor shown and line wrap on, and gives the keyboard back.
   Runs at the end, at exit (a failed check exits) and after SIGINT, SIGTERM, SIGHUP or SIGQUIT. */
void terminal_restore(void) {
    if (screen_active) {
        static const char leave[] = "\x1b[0m\x1b[?7h\x1b[?25h\x1b[?1049l";
        write_all(STDOUT_FILENO, leave, sizeof leave - 1);
        screen_active = 0;
    }
    if (termios_saved) {
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved_termios);
        termios_saved = 0;
    }
}

static void on_os_signal(int number) {
    if (number == SIGWINCH) resized = 1;
    else interrupted = number;
}

void terminal_size(int *lines, int *columns) {
    *lines = 24;
    *columns = 80;
#ifdef TIOCGWINSZ
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_row > 0 && size.ws_col > 0) {
        *lines = size.ws_row;
        *columns = size.ws_col;
    }
#endif
}

void terminal_enter(int keys) {
    static const int numbers[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH};
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_os_signal;
    sigemptyset(&action.sa_mask);
    for (size_t i = 0; i < sizeof numbers / sizeof numbers[0]; i++) sigaction(numbers[i], &action, NULL);
    atexit(terminal_restore);
    if (keys && tcgetattr(STDIN_FILENO, &saved_termios) == 0) {
        struct termios raw = saved_termios;
        raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO); /* ISIG stays: Ctrl-C is SIGINT */
        raw.c_cc[VMIN] = 0;
        raw.c_cc[VTIME] = 0;
        raw.c_cc[VSUSP] = _POSIX_VDISABLE;          /* no Ctrl-Z with the terminal raw */
        if (tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0) termios_saved = 1;
    }
    static const char enter[] = "\x1b[?1049h\x1b[?25l\x1b[?7l\x1b[2J";
    write_all(STDOUT_FILENO, enter, sizeof enter - 1);
    screen_active = 1;
}

static void out_put(struct screen *s, const char *data, size_t n) {
    if (s->out_length + n > sizeof s->out) { /* flush early rather than drop a change */
        write_all(STDOUT_FILENO, s->out, s->out_length);
        s->out_length = 0;
    }
    memcpy(s->out + s->out_length, data, n);
    s->out_length += n;
}

void put(struct screen *s, const char *text) {
    size_t n = strlen(text), room = s->length < sizeof s->line - 1 ? sizeof s->line - 1 - s->length : 0;
    if (n > room) n = room; /* cut at a byte; end_line cuts overlong lines at a character anyway */
    memcpy(s->line + s->length, text, n);
    s->length += n;
    s->line[s->length] = '\0';
}

void putf(struct screen *s, const char *format, ...) {
    char text[LINE_BYTES];
    va_list args;
    va_start(args, format);
    vsnprintf(text, sizeof text, format, args);
    va_end(args);
    put(s, text);
}

static void put_text(struct screen *s, const char *text) { put(s, text); }

/* text in at most `columns` display columns: cut at a character, with "…" when cut. */
void put_fitted(struct screen *s, const char *text, int columns) {
    if (text_width(text) <= columns) {
        put(s, text);
        return;
    }
    char buffer[LINE_BYTES];
    size_t used = 0;
    int width = 0;
    for (const char *p = text; *p;) {
        const char *start = p;
        int w = codepoint_width(next_codepoint(&p));
        if (width + w > columns - 1 || used + (size_t)(p - start) >= sizeof buffer - 4) break;
        memcpy(buffer + used, start, (size_t)(p - start));
        used += (size_t)(p - start);
        width += w;
    }
    memcpy(buffer + used, "…", sizeof "…");
    put(s, buffer);
}

/* The display width of a composed line (escape sequences take no columns). With limit >= 0,
   *cut receives the byte offset after the last character that ends within `limit` columns. */
static int line_width(const char *line, size_t length, int limit, size_t *cut) {
    int width = 0;
    size_t i = 0;
    if (cut != NULL) *cut = length;
    while (i < length) {
        if (line[i] == '\x1b' && i + 1 < length && line[i + 1] == '[') {
            i += 2;
            while (i < length && !((unsigned char)line[i] >= 0x40 && (unsigned char)line[i] <= 0x7e)) i++;
            i++;
            continue;
        }
        const char *p = line + i;
        int w = codepoint_width(next_codepoint(&p));
        if (limit >= 0 && width + w > limit && cut != NULL && *cut == length) *cut = i;
        width += w;
        i = (size_t)(p - line);
    }
    return width;
}

void pad_to(struct screen *s, int column) {
    for (int w = line_width(s->line, s->length, -1, NULL) - s->origin; w < column; w++) put(s, " ");
}

int current_column(const struct screen *s) { return line_width(s->line, s->length, -1, NULL) - s->origin; }

void begin_line(struct screen *s) {
    s->row++;
    s->length = 0;
    s->line[0] = '\0';
    s->origin = 0;
}

void end_line(struct screen *s) {
    size_t cut;
    if (line_width(s->line, s->length, SCREEN_COLUMNS, &cut) > SCREEN_COLUMNS) {
        if (s->overflows++ == 0) format_text(s->first_overflow, sizeof s->first_overflow, "%s", s->line);
        s->length = cut;
        s->line[cut] = '\0';
    }
    s->lines_drawn++;
    int index = s->row - 1;
    if (index >= MAX_SCREEN_LINES) return;
    if (s->shown_rows >= 0 && index < s->shown_rows && strcmp(s->shown[index], s->line) == 0) return;
    memcpy(s->shown[index], s->line, s->length + 1);
    /* The row is erased first (erasing after the text would take the last column's character with it:
       with line wrap off the cursor stays on that column), then written. */
    char move[32];
    int n = snprintf(move, sizeof move, "\x1b[%d;1H\x1b[2K", s->row);
    out_put(s, move, (size_t)n);
    out_put(s, s->line, s->length);
    out_put(s, "\x1b[0m", 4);
    s->lines_redrawn++;
}

/* Sends the frame: the changed lines, and a clear below when the frame has fewer rows than the last. */
void end_frame(struct screen *s, int lines) {
    if (s->shown_rows < 0 || s->row < s->shown_rows) {
        if (s->row < lines) {
            char move[32];
            int n = snprintf(move, sizeof move, "\x1b[%d;1H\x1b[J", s->row + 1);
            out_put(s, move, (size_t)n);
        }
    }
    s->shown_rows = s->row;
    s->frames++;
    write_all(STDOUT_FILENO, s->out, s->out_length);
    s->out_length = 0;
}

struct screen screen = {.shown_rows = -1};

/* After the terminal was cleared (a resize): every row is drawn again. */
void screen_invalidate(void) { screen.shown_rows = -1; }

int floor_int(double x) {
    int i = (int)x;
    return (double)i > x ? i - 1 : i;
}

static double ease_out(double f) { return f >= 1 ? 1 : 1 - (1 - f) * (1 - f); }
double ease_in_out(double f) { return f >= 1 ? 1 : f < 0.5 ? 2 * f * f : 1 - 2 * (1 - f) * (1 - f); }

static void footer_line(struct screen *s, const struct scene *scene) {
    int label_width = text_width(scene->label);
    int label_column = (VIEW_COLUMNS - label_width) / 2;
    put(s, "\x1b[36m");
    if (scene->gif_visible && scene->has_frame) {
        /* The GIF rect (footer coordinates) from "layout-changed"; the image is right-aligned in it
           while the label shows, centered otherwise. */
        int column = scene->content_mode == RK_CONTENT_MODE_RIGHT
                         ? (int)((scene->gif_x + scene->gif_width) / COLUMN_POINTS + 0.5) - ART_COLUMNS
                         : (int)((scene->gif_x + scene->gif_width / 2) / COLUMN_POINTS + 0.5) - ART_COLUMNS / 2;
        if (column < 0) column = 0;
        pad_to(s, column);
        put_text(s, gif_art(scene->image));
    }
    int at = current_column(s);
    pad_to(s, label_column < at + 1 ? at + (at > 0) : label_column);
    put(s, "\x1b[1m");
    put_text(s, scene->label);
    put(s, "\x1b[22m");
}

const char *const braille_spinner[10] = {"⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"};

/* The auto footer's line: the spinner (while it animates) where "layout-changed" put its rect, and
   the label, centred; a hidden footer is not drawn. */
static void auto_footer_line(struct screen *s, const struct scene *scene) {
    if (scene->hidden) return;
    put(s, "\x1b[36m");
    if (scene->auto_spinner) {
        const rk_rect *r = &scene->auto_layout.spinner;
        pad_to(s, (int)((r->x + r->width / 2) / COLUMN_POINTS));
        put(s, "\x1b[1m");
        put_text(s, braille_spinner[(int)(wall_now() * 12) % 10]);
        put(s, "\x1b[22m");
    }
    int label_column = (VIEW_COLUMNS - text_width(scene->label)) / 2, at = current_column(s);
    pad_to(s, label_column < at + 1 ? at + (at > 0) : label_column);
    put(s, "\x1b[1m");
    put_text(s, scene->label);
    put(s, "\x1b[22m");
}

/* The header's arrow as drawn now: "arrow-changed" gives the angle to turn to and over how long
   (0 points down, -pi up, turning counterclockwise), drawn in five steps. */
static const char *header_arrow(const struct scene *scene, double now) {
    static const char *const arrows[5] = {"↓", "↘", "→", "↗", "↑"};
    double f = scene->arrow.duration > 0 ? (now - scene->arrow.start) / scene->arrow.duration : 1;
    double angle = f >= 1 ? scene->arrow.to : scene->arrow.from + (scene->arrow.to - scene->arrow.from) * f;
    double turned = -angle / 3.14159265358979;
    int index = (int)(turned * 4 + 0.5);
    return arrows[index < 0 ? 0 : index > 4 ? 4 : index];
}

/* The header's glyph: the spinner while it animates, else the arrow while shown, else nothing. */
static const char *header_glyph(const struct scene *scene, double now) {
    if (scene->header_spinner) return braille_spinner[(int)(wall_now() * 12) % 10];
    return scene->arrow_visible ? header_arrow(scene, now) : " ";
}

/* A line of the header above the content (content line k < 0): the state label on the line of its
   rect's middle, the time label on its own, the arrow or spinner on the line of its rect's middle at
   the column of its rect ("layout-changed"; the labels are centred, as UILabel's). */
static void header_line(struct screen *s, const struct scene *scene, int k, double now) {
    const rk_header_layout *l = &scene->header_layout;
    double top = l->header.y;
    int first = floor_int(top / LINE_POINTS + 0.5);
    if (k < first) return;
    int state_line = floor_int((top + l->state_label.y + l->state_label.height / 2) / LINE_POINTS);
    int time_line = floor_int((top + l->time_label.y + l->time_label.height / 2) / LINE_POINTS);
    int arrow_line = floor_int((top + l->arrow.y + l->arrow.height / 2) / LINE_POINTS);
    const char *text = k == state_line ? scene->header_label : k == time_line ? scene->time_label : "";
    put(s, "\x1b[35m");
    if (k == arrow_line) {
        pad_to(s, (int)((l->arrow.x + l->arrow.width / 2) / COLUMN_POINTS));
        put(s, "\x1b[1m");
        put_text(s, header_glyph(scene, now));
        put(s, "\x1b[22m");
    }
    if (*text) {
        int column = (VIEW_COLUMNS - text_width(text)) / 2, at = current_column(s);
        pad_to(s, column < at + 1 ? at + (at > 0) : column);
        put(s, k == state_line ? "\x1b[1m" : "\x1b[2m");
        put_text(s, text);
        put(s, "\x1b[22m");
    }
}

/* One line of the viewport: content line k (row k + 1, the footer, or the rubber band past them). */
static void view_line(struct screen *s, const struct scene *scene, int k, double now) {
    int footer_first = floor_int(scene->footer_y / LINE_POINTS + 0.5);
    int footer_lines = (int)(scene->footer_height / LINE_POINTS + 0.999);
    if (k >= 0 && k < scene->rows) {
        int number = k + 1;
        int page = number <= FIRST_ROWS ? 1 : 2 + (number - FIRST_ROWS - 1) / PAGE_ROWS;
        int fresh = scene->newest_at > 0 && k >= scene->newest_row && now - scene->newest_at < 1.5 * speed;
        char text[64];
        put(s, fresh ? "\x1b[1;32m" : "");
        format_text(text, sizeof text, " %4d  Row %d", number, number);
        put_text(s, text);
        put(s, "\x1b[2m");
        pad_to(s, 18);
        for (int column = current_column(s); column < 48; column++) put_text(s, column % 2 ? "·" : " ");
        put(s, "\x1b[22m");
        format_text(text, sizeof text, "  page %d", page);
        put_text(s, text);
        put(s, "\x1b[0m");
    } else if (k >= footer_first && k < footer_first + footer_lines && k - footer_first == footer_lines / 2) {
        if (scene->auto_footer != NULL) auto_footer_line(s, scene);
        else footer_line(s, scene);
    } else if (k < 0 && scene->header != NULL) {
        header_line(s, scene, k, now);
    }
    put(s, "\x1b[0m");
    pad_to(s, VIEW_COLUMNS);
}

static void percent_bar(struct screen *s, double percent, int cells) {
    static const char *const eighths[8] = {" ", "▏", "▎", "▍", "▌", "▋", "▊", "▉"};
    int filled = (int)((percent > 1 ? 1 : percent) * cells * 8);
    put(s, "▕\x1b[33m");
    for (int i = 0; i < cells; i++, filled -= 8) put(s, filled >= 8 ? "█" : filled > 0 ? eighths[filled] : " ");
    put(s, "\x1b[0m▏");
}

static const char *request_page(const struct request *rq) {
    return rq->kind == ROUND_LAST ? "the last page" : "a page";
}

/* The request in flight, or the last one, in at most 36 columns. */
static void request_text(char *text, size_t cap, const struct scene *scene, double now) {
    const struct request *rq = &scene->request;
    if (scene->requests == 0) format_text(text, cap, "no request yet");
    else if (!rq->completed && rq->cancel_requested) format_text(text, cap, "request #%d cancelling", rq->number);
    else if (!rq->completed && !rq->resumed) format_text(text, cap, "request #%d connecting", rq->number);
    else if (!rq->completed)
        format_text(text, cap, "request #%d (%s) %.2f s", rq->number, rq->kind == ROUND_LAST ? "last page" : "a page",
                    now - rq->resumed_at);
    else if (rq->code == 0) format_text(text, cap, "request #%d done: %d rows", rq->number, PAGE_ROWS);
    else format_text(text, cap, "request #%d cancelled (%d)", rq->number, rq->code);
}

/* The status line under the script: what a screen reader would say (the newest "announcement"),
   for ANNOUNCE_SECONDS of wall time after it came; otherwise the keys. */
#define ANNOUNCE_SECONDS 2.5
static void announcement_or_keys(struct screen *s, const struct scene *scene, const char *keys) {
    begin_line(s);
    if (scene->announcements > 0 && wall_now() - scene->announced_at < ANNOUNCE_SECONDS) {
        const char *priority = priority_name(scene->announcement_priority);
        put(s, " speaks  ");
        put(s, scene->announcement_priority == RK_ANNOUNCEMENT_HIGH ? "\x1b[1;31m“" : "\x1b[1;32m“");
        put_fitted(s, scene->announcement, SCREEN_COLUMNS - 9 - 2 - 3 - (int)strlen(priority) - 1);
        putf(s, "”\x1b[0m  \x1b[2m%s\x1b[0m", priority);
    } else {
        put(s, keys);
    }
    end_line(s);
}

void render_log(struct screen *s, const char log[][LOG_BYTES], int lines) {
    if (lines < SCREEN_LINES + 2) return;
    begin_line(s);
    put(s, " \x1b[2msignals (newest first)\x1b[0m");
    end_line(s);
    for (int i = 0; i < LOG_LINES && s->row < lines; i++) {
        begin_line(s);
        put(s, "  ");
        put_fitted(s, log[i], SCREEN_COLUMNS - 2); /* a long note is cut, not an overflow */
        end_line(s);
    }
}

int begin_frame(struct screen *s, int lines) {
    s->row = 0;
    if (lines >= SCREEN_LINES) return 1;
    begin_line(s);
    putf(s, " rk-demo: make the terminal at least %d lines tall (q quits)", SCREEN_LINES);
    end_line(s);
    end_frame(s, lines);
    return 0;
}

void title_line(struct screen *s, const char *mode, double now) {
    uint32_t version = rk_version();
    begin_line(s);
    putf(s, "\x1b[1m RefreshKit %u.%u.%u\x1b[0m · %s · ", version >> 16, (version >> 8) & 0xff,
         version & 0xff, mode);
    int room = SCREEN_COLUMNS - 10 - current_column(s) - (int)strlen(" · speed ") - 5;
    if (text_width(language) <= room) put(s, language);
    else putf(s, "%.*s…", room > 1 ? room - 1 : 0, language); /* tags are ASCII */
    putf(s, " · speed %g", speed);
    pad_to(s, SCREEN_COLUMNS - 9);
    putf(s, "\x1b[2m%7.2f s\x1b[0m", now);
    end_line(s);
}

void view_border(struct screen *s, int top, const char *badge) {
    int badge_width = badge != NULL ? text_width(badge) : 0, left = (VIEW_COLUMNS - badge_width) / 2;
    begin_line(s);
    put(s, top ? " ┌" : " └");
    for (int i = 0; i < VIEW_COLUMNS; i++) {
        if (badge_width > 0 && i == left) {
            put(s, badge);
            i += badge_width - 1;
            continue;
        }
        put(s, "─");
    }
    put(s, top ? "┐" : "┘");
    end_line(s);
}

int terminal_turn(rk_context *ctx, int fd, int keys, struct frame_clock *frame, double now,
                  void (*draw)(void *data, double now, int lines), void *data) {
    if (resized) {
        resized = 0;
        terminal_size(&frame->lines, &frame->columns);
        write_all(STDOUT_FILENO, "\x1b[2J", 4);
        screen_invalidate();
        frame->next = wall_now();
    }
    if (wall_now() >= frame->next) {
        draw(data, now, frame->lines);
        frame->frames++;
        frame->next += FRAME_SECONDS;
        if (frame->next < wall_now()) frame->next = wall_now() + FRAME_SECONDS;
    }
    double timeout = -1;
    check(rk_context_next_timeout(ctx, &timeout), "rk_context_next_timeout");
    int frame_ms = (int)((frame->next - wall_now()) * 1000.0 + 0.999);
    struct pollfd pfds[2] = {{fd, POLLIN, 0}, {STDIN_FILENO, POLLIN, 0}};
    return poll(pfds, keys ? 2 : 1, wait_ms(timeout, frame_ms < 0 ? 0 : frame_ms)) > 0 && keys &&
           (pfds[1].revents & (POLLIN | POLLHUP));
}

void report_overflows(void) {
    if (screen.overflows == 0) return;
    fprintf(stderr, "rk-demo: %ld screen %s wider than %d columns (cut off); the first: %s\x1b[0m\n",
            screen.overflows, plural(screen.overflows, "line was", "lines were"), SCREEN_COLUMNS,
            screen.first_overflow);
}

/* The auto-footer mode's panel under the header's line: the footer's state, spinner and label;
   the pages, the budget (autoTriggerTimes) and the trigger percent, read back from the footer;
   the script; the keys. */
static void render_auto_panel(struct screen *s, const struct scene *scene) {
    rk_auto_footer_geometry g;
    g.struct_size = sizeof g;
    check(rk_auto_footer_get_geometry(scene->auto_footer, &g), "rk_auto_footer_get_geometry");
    begin_line(s);
    putf(s, " footer  auto, %-11s  \x1b[36m", state_name(scene->state));
    put_text(s, scene->auto_spinner ? braille_spinner[(int)(wall_now() * 12) % 10] : " ");
    put(s, "\x1b[0m  \x1b[1m");
    put_text(s, scene->hidden ? "(hidden)" : scene->label);
    end_line(s);

    char budget[16];
    if (g.remaining_trigger_times < 0) format_text(budget, sizeof budget, "unlimited");
    else format_text(budget, sizeof budget, "%d/%d", (int)g.remaining_trigger_times, (int)g.auto_trigger_times);
    begin_line(s);
    putf(s, " load    pages %d/%d%s · budget %s · trigger %.0f%% · %d by scroll, %d by tap",
         scene->pages + 1, AUTO_PAGES + 1, scene->page_pending ? "+1" : "", budget, g.trigger_percent * 100,
         scene->scroll_loads, scene->tap_loads);
    end_line(s);

    begin_line(s);
    putf(s, " script  %s", scene->script);
    end_line(s);

    announcement_or_keys(s, scene, " \x1b[2mkeys    j/k ↓/↑ · space release · t tap · h hide · a back · m chat · q quit\x1b[0m");
}

static void render(struct scene *scene, double now, int lines) {
    const char *const *spinner = braille_spinner;
    struct screen *s = &screen;
    char text[192];
    if (!begin_frame(s, lines)) return; /* made smaller while running: nothing would fit */

    /* RefreshKit's version, the options, and the scene time at the right edge. */
    format_text(text, sizeof text, "%s%s", auto_mode ? "" : "scenario ", auto_mode ? "auto footer" : scenario->name);
    title_line(s, text, now);

    /* The viewport: rows, the footer where "layout-changed" put it, and a scroll indicator. */
    double content = scene->metrics.content_height + scene->metrics.inset_bottom;
    double viewport = scene->metrics.viewport_height;
    int thumb_length = content > viewport ? (int)(VIEW_LINES * viewport / content + 0.5) : VIEW_LINES;
    int thumb_start = content > viewport ? (int)(VIEW_LINES * scene->display_offset / content + 0.5) : 0;
    if (thumb_length < 1) thumb_length = 1;
    view_border(s, 1, NULL);
    int first = floor_int(scene->display_offset / LINE_POINTS);
    for (int i = 0; i < VIEW_LINES; i++) {
        begin_line(s);
        put(s, " │");
        s->origin = 2;
        view_line(s, scene, first + i, now);
        put(s, i >= thumb_start && i < thumb_start + thumb_length ? "┃" : "│");
        end_line(s);
    }
    view_border(s, 0, NULL);

    /* The footer's area: the GIF frame and the label; the percent, the state and the frame; the
       indicator, the monitor and the request; the script; the keys. */
    begin_line(s);
    put(s, " header  ");
    percent_bar(s, scene->header_percent, 10);
    putf(s, " %4.0f%%  %-11s  \x1b[35m  ", scene->header_percent * 100, state_name(scene->header_state));
    put_text(s, header_glyph(scene, now));
    put(s, "  \x1b[0m  \x1b[1m");
    put_text(s, scene->header_label);
    end_line(s);

    if (scene->auto_footer != NULL) {
        render_auto_panel(s, scene);
        render_log(s, (const char (*)[LOG_BYTES])scene->log, lines);
        end_frame(s, lines);
        return;
    }

    begin_line(s);
    put(s, " footer  ");
    percent_bar(s, scene->percent, 10);
    putf(s, " %4.0f%%  %-11s  \x1b[36m", scene->percent * 100, state_name(scene->state));
    put(s, scene->gif_visible && scene->has_frame ? gif_art(scene->image) : "     ");
    put(s, "\x1b[0m  \x1b[1m");
    put_text(s, scene->label);
    end_line(s);

    begin_line(s);
    put(s, " network ");
    put(s, scene->spinner_animating ? "\x1b[1;33m" : "\x1b[2m");
    put(s, scene->spinner_animating ? spinner[(int)(wall_now() * 12) % 10] : "⠿");
    putf(s, "\x1b[0m indicator %-9s · activity %s · ", scene->spinner_animating ? "animating" : "stopped",
         scene->activity_visible ? "\x1b[1;35mSHOWN\x1b[0m " : "hidden");
    request_text(text, sizeof text, scene, now);
    put(s, text);
    end_line(s);

    begin_line(s);
    putf(s, " script  %s", scene->script);
    end_line(s);

    announcement_or_keys(s, scene,
                         " \x1b[2mkeys    j/↓ up · k/↑ down · space release · c cancel · a auto · m chat · q quit\x1b[0m");

    render_log(s, (const char (*)[LOG_BYTES])scene->log, lines);
    end_frame(s, lines);
}

static void draw_scene(void *scene, double now, int lines) { render(scene, now, lines); }

static void set_script(struct scene *scene, const char *format, ...) {
    va_list args;
    va_start(args, format);
    vsnprintf(scene->script, sizeof scene->script, format, args);
    va_end(args);
}

/* ---- the terminal host: requests on worker threads, bound to the spinner and the footer ---- */

static void *request_worker(void *arg) {
    struct request *rq = arg;
    rq->worker_errors = play_request(rq->task, rq->duration);
    return NULL;
}

/* The "refreshing" trigger: the host starts the next request of the scenario. */
static void start_request(struct scene *scene) {
    struct request *rq = &scene->request;
    if (scene->request_live) return;
    memset(rq, 0, sizeof *rq);
    rq->number = ++scene->requests;
    rq->kind = scene->round < scenario->count ? scenario->rounds[scene->round] : ROUND_LAST;
    scene->round++;
    rq->duration = rq->kind == ROUND_LOAD ? 0.8 : rq->kind == ROUND_LAST ? 0.7 : 1.2;
    check(rk_task_create(scene->ctx, &rq->task), "rk_task_create");
    check(rk_indicator_set_animating_with_state_of_task(scene->spinner, rq->task), "bind the spinner");
    check(rk_component_set_refreshing_with_state_of_task(scene->footer, rq->task), "bind the footer");
    if (pthread_create(&rq->thread, NULL, request_worker, rq) != 0) {
        fprintf(stderr, "rk-demo: pthread_create failed\n");
        exit(1);
    }
    scene->request_live = 1;
    note(scene, 0, "request #%d for %s: a task on a worker thread", rq->number, request_page(rq));
}

static void cancel_request(struct scene *scene, const char *who) {
    struct request *rq = &scene->request;
    if (!scene->request_live || rq->completed || rq->cancel_requested) return;
    rk_status status = rk_task_cancel(rq->task);
    if (status == RK_ERR_INVALID_STATE) return; /* the worker completed it meanwhile */
    check(status, "rk_task_cancel");
    rq->cancel_requested = 1;
    note(scene, 0, "%s cancels request #%d", who, rq->number);
}

static void cancel_timer(void *user_data, int32_t finished) {
    struct scene *scene = user_data;
    if (finished && scene->request_live && scene->request.number == scene->cancel_number)
        cancel_request(scene, "the user");
}

/* After a dispatch (never inside a handler): a completed request's thread is joined and its task
   destroyed. */
static void reap_request(struct scene *scene) {
    struct request *rq = &scene->request;
    if (!scene->request_live || !rq->completed) return;
    pthread_join(rq->thread, NULL);
    scene->worker_errors += rq->worker_errors;
    check(rk_task_destroy(rq->task), "rk_task_destroy");
    rq->task = NULL;
    scene->request_live = 0;
}

static void on_live_spinner(void *indicator, void *user_data, int animating) {
    struct scene *scene = user_data;
    (void)indicator;
    scene->spinner_animating = animating;
    note(scene, 0, "indicator  %s", animating ? "start-animating" : "stop-animating");
}
static void on_live_spinner_start(rk_indicator *indicator, void *user_data) { on_live_spinner(indicator, user_data, 1); }
static void on_live_spinner_stop(rk_indicator *indicator, void *user_data) { on_live_spinner(indicator, user_data, 0); }

static void on_live_activity(rk_context *ctx, int32_t visible, void *user_data) {
    struct scene *scene = user_data;
    (void)ctx;
    scene->activity_visible = visible;
    note(scene, 0, "monitor    network activity %s", visible ? "SHOWN" : "hidden");
}

static void on_live_resumed(rk_context *ctx, void *task, void *user_data) {
    struct scene *scene = user_data;
    struct request *rq = &scene->request;
    if (!scene->request_live || task != (void *)rq->task) return;
    rq->resumed = 1;
    rq->resumed_at = scene->now();
    note(scene, 0, "task       #%d resumed", rq->number);
    if (rq->kind == ROUND_CANCEL) {
        scene->cancel_number = rq->number;
        check(rk_timer_start(ctx, T_CANCEL_AFTER, cancel_timer, scene, NULL), "rk_timer_start");
    }
}

static void on_live_canceled(rk_context *ctx, void *task, void *user_data) {
    struct scene *scene = user_data;
    (void)ctx;
    if (!scene->request_live || task != (void *)scene->request.task) return;
    scene->request.canceled = 1;
    note(scene, 0, "task       #%d canceled", scene->request.number);
}

/* Delivered before the bound footer and spinner hear of it: the rows arrive first, so a footer that
   ends refreshing re-asserts the offset over them. */
static void on_live_completed(rk_context *ctx, void *task, int32_t code, const char *message, void *user_data) {
    struct scene *scene = user_data;
    struct request *rq = &scene->request;
    (void)ctx;
    if (!scene->request_live || task != (void *)rq->task) return;
    rq->completed = 1;
    rq->code = code;
    if (code != 0) {
        scene->cancels++;
        note(scene, 0, "task       #%d completed: %d %s", rq->number, code, message);
        return;
    }
    scene->successes++;
    note(scene, 0, "task       #%d completed: %d rows arrive", rq->number, PAGE_ROWS);
    rows_arrived(scene, PAGE_ROWS);
    if (rq->kind == ROUND_LAST) {
        note(scene, 0, "host       that was the last page: end with no more data");
        check(rk_component_end_refreshing_with_no_more_data(scene->footer, on_end_done, scene), "end no more data");
    }
}

/* ---- the gesture: the script's, or yours ---- */

static void drag_to(struct scene *scene, double offset, int dragging) {
    scene->scroll.active = 0;
    scene->display_offset = offset;
    if (offset != scene->metrics.offset_y || dragging != scene->metrics.dragging) scroll_to(scene, offset, dragging);
}

/* The finger lifts: past the trigger the footer refreshes (and asks for its inset and offset, which
   on_offset animates); a list dragged beyond its content (and inset) bounces back. */
static void release(struct scene *scene) {
    scroll_to(scene, scene->display_offset, 0);
    double top = -scene->metrics.inset_top;
    double bottom = scene->metrics.content_height + scene->metrics.inset_bottom - scene->metrics.viewport_height;
    if (bottom < top) bottom = top;
    double target = scene->metrics.offset_y < top ? top : scene->metrics.offset_y > bottom ? bottom
                                                                                             : scene->metrics.offset_y;
    if (target == scene->metrics.offset_y) return;
    scroll_display_to(scene, target, 0.3);
    scene->scroll.report = 1; /* the bounce is the host's own animation: the footer sees every step */
}

static void begin_phase(struct scene *scene, int phase, double now, double from, double to) {
    scene->phase = phase;
    scene->phase_start = now;
    scene->from = from;
    scene->to = to;
}

static void script_step(struct scene *scene, double now) {
    rk_footer_geometry geometry;
    geometry.struct_size = sizeof geometry;
    check(rk_footer_get_geometry(scene->footer, &geometry), "rk_footer_get_geometry");
    rk_header_geometry top;
    top.struct_size = sizeof top;
    check(rk_header_get_geometry(scene->header, &top), "rk_header_get_geometry");
    double t = now - scene->phase_start;
    int n = scenario->count, phase = scene->phase;
    switch (phase) {
    case PH_HEADER_FIRST:
        set_script(scene, "first load: the header began refreshing before the list showed");
        if (scene->header_state == RK_FOOTER_IDLE && !scene->scroll.active) begin_phase(scene, PH_HEADER_REST, now, 0, 0);
        break;
    case PH_HEADER_REST:
        set_script(scene, "the list is loaded; a finger is about to pull it down");
        if (t >= T_INTRO)
            begin_phase(scene, PH_PULL_DOWN, now, scene->display_offset, top.trigger_offset - LINE_POINTS);
        break;
    case PH_PULL_DOWN:
        set_script(scene, "pull-down: a finger drags the list down past the trigger");
        drag_to(scene, scene->from + (scene->to - scene->from) * (t >= T_DRAG ? 1 : t / T_DRAG), 1);
        if (t >= T_DRAG) begin_phase(scene, PH_PULL_HOLD, now, scene->to, scene->to);
        break;
    case PH_PULL_HOLD:
        set_script(scene, "pull-down: holding past the trigger");
        if (t >= T_HOLD) {
            release(scene);
            begin_phase(scene, PH_HEADER_LOADING, now, 0, 0);
        }
        break;
    case PH_HEADER_LOADING:
        set_script(scene, "pull-down: released: the header refreshes; a timer reloads the list");
        if (scene->header_state == RK_FOOTER_IDLE && !scene->scroll.active && t > 0.3)
            begin_phase(scene, PH_INTRO, now, 0, 0);
        break;
    case PH_INTRO:
        set_script(scene, "a list of %d rows; a finger is about to pull it up", scene->rows);
        if (t >= T_INTRO) {
            scene->gesture = scene->round + 1;
            begin_phase(scene, PH_SCROLL, now, scene->display_offset, geometry.happen_offset - 2 * LINE_POINTS);
        }
        break;
    case PH_SCROLL:
        set_script(scene, "pull-up %d of %d: the finger scrolls to the end of the list", scene->gesture, n);
        drag_to(scene, scene->from + (scene->to - scene->from) * ease_in_out(t / T_SCROLL), 1);
        if (t >= T_SCROLL) begin_phase(scene, PH_DRAG, now, scene->to, geometry.trigger_offset + LINE_POINTS);
        break;
    case PH_DRAG:
        set_script(scene, "pull-up %d of %d: dragging past the end, beyond the trigger", scene->gesture, n);
        drag_to(scene, scene->from + (scene->to - scene->from) * (t >= T_DRAG ? 1 : t / T_DRAG), 1);
        if (t >= T_DRAG) begin_phase(scene, PH_HOLD, now, scene->to, scene->to);
        break;
    case PH_HOLD:
        set_script(scene, "pull-up %d of %d: holding past the trigger", scene->gesture, n);
        if (t >= T_HOLD) {
            release(scene);
            begin_phase(scene, PH_LOADING, now, 0, 0);
        }
        break;
    case PH_LOADING:
        set_script(scene, "pull-up %d of %d: released: %s", scene->gesture, n,
                   scene->gesture <= n && scenario->rounds[scene->gesture - 1] == ROUND_CANCEL
                       ? "refreshing; the user will cancel the request"
                       : "refreshing while the request runs");
        if (!scene->request_live && scene->state != RK_FOOTER_REFRESHING && t > 0.3)
            begin_phase(scene, PH_PAUSE, now, 0, 0);
        break;
    case PH_PAUSE:
        if (scene->request.code != 0) set_script(scene, "request cancelled: the bound footer ended, no rows came");
        else if (scene->state == RK_FOOTER_NO_MORE_DATA) set_script(scene, "%d rows arrived; that was all", PAGE_ROWS);
        else set_script(scene, "%d rows arrived under the finger", PAGE_ROWS);
        if (t < T_PAUSE) break;
        if (scene->round < n && scene->state != RK_FOOTER_NO_MORE_DATA) {
            scene->gesture = scene->round + 1;
            begin_phase(scene, PH_SCROLL, now, scene->display_offset, geometry.happen_offset - 2 * LINE_POINTS);
        } else if (scene->state == RK_FOOTER_NO_MORE_DATA) {
            begin_phase(scene, PH_FINAL_DRAG, now, scene->display_offset, geometry.happen_offset + 2.5 * LINE_POINTS);
        } else {
            begin_phase(scene, PH_FINAL_HOLD, now, 0, 0);
        }
        break;
    case PH_FINAL_DRAG:
        set_script(scene, "no more data: dragging past the end changes only the percent");
        drag_to(scene, scene->from + (scene->to - scene->from) * ease_out(t / T_FINAL_DRAG), 1);
        if (t >= T_FINAL_DRAG) {
            release(scene);
            begin_phase(scene, PH_FINAL_HOLD, now, 0, 0);
        }
        break;
    case PH_FINAL_HOLD:
        set_script(scene, "done: %s (%s)", scenario->name, scenario->summary);
        if (t >= T_FINAL_HOLD) scene->phase = PH_DONE;
        break;
    default:
        break;
    }
    if (scene->phase != phase && scene->phase != PH_DONE) script_step(scene, now); /* its text, this frame */
}

/* ---- the auto-footer mode: the list loads as its end comes into view ----
 *
 * With --auto-footer (or the key a) the list's bottom is an rk_auto_footer (normal style: a label
 * and a spinner, as signals) instead of the back footer, and the header and the auto footer are
 * attached to one rk_scroll_view, as a real host's scroll view would have them: every scroll event
 * is one rk_scroll_view_set_metrics (the content size, the pan's phase, the offset), which drives
 * the header, then the footer. Near the end (the trigger percent) the footer loads; a timer stands
 * in for the network; the last page ends with no more data. One drag may load once (the budget,
 * autoTriggerTimes); a tap (the key t) loads with no budget; a hidden footer (h) takes neither.
 */

static const char auto_loads_expected[] = "scroll>tap>scroll";
static const char auto_cycle[] = "Idle>Refreshing>Idle>Refreshing>Idle>Refreshing>NoMoreData";
static const char auto_header_cycle[] = "Idle>WillRefresh>Refreshing>Idle";

static void on_auto_state(rk_auto_footer *footer, int32_t state, int32_t old, void *user_data) {
    struct scene *scene = user_data;
    (void)footer;
    scene->transitions++;
    scene->state = state;
    size_t used = strlen(scene->auto_trail);
    format_text(scene->auto_trail + used, sizeof scene->auto_trail - used, ">%s", state_name(state));
    note(scene, 0, "auto       %s -> %s", state_name(old), state_name(state));
}

static void on_auto_layout(rk_auto_footer *footer, double x, double y, double w, double h, void *user_data) {
    struct scene *scene = user_data;
    scene->footer_y = y;
    scene->footer_height = h;
    scene->auto_layout.struct_size = sizeof scene->auto_layout;
    check(rk_auto_footer_get_layout(footer, &scene->auto_layout), "rk_auto_footer_get_layout");
    note(scene, 1, "auto       layout (%g, %g, %g x %g), spinner at x %g", x, y, w, h,
         scene->auto_layout.spinner.x);
}

static void on_auto_alpha(rk_auto_footer *footer, double alpha, double duration, void *user_data) {
    (void)footer;
    note(user_data, 1, "auto       alpha %g over %.2fs", alpha, duration);
}

static void on_auto_spinner(rk_auto_footer *footer, int32_t animating, void *user_data) {
    struct scene *scene = user_data;
    (void)footer;
    scene->auto_spinner = animating;
    note(scene, 0, "auto       spinner %s", animating ? "animating" : "stopped (hidden)");
}

static void on_auto_end_animation(rk_auto_footer *footer, void *user_data) {
    (void)footer;
    note(user_data, 1, "auto       end animation began");
}

static void on_auto_done(void *footer, int32_t finished, void *user_data) {
    struct scene *scene = user_data;
    (void)footer;
    scene->completions++;
    note(scene, 0, "auto       completion end (finished=%d)", finished);
}

/* A page has arrived (the timer the trigger started): its rows go under the list, and the footer
   ends, with no more data after the last page. */
static void page_arrived(void *user_data, int32_t finished) {
    struct scene *scene = user_data;
    scene->page_pending = 0;
    if (!finished) return; /* a reload cancelled it */
    scene->pages++;
    note(scene, 0, "PAGE       %d of %d arrived: %d rows", scene->pages + 1, AUTO_PAGES + 1, PAGE_ROWS);
    rows_arrived(scene, PAGE_ROWS);
    if (scene->pages < AUTO_PAGES) {
        check(rk_component_end_refreshing(scene->auto_footer, on_auto_done, scene),
              "rk_component_end_refreshing");
        return;
    }
    note(scene, 0, "host       that was the last page: end with no more data");
    check(rk_component_end_refreshing_with_no_more_data(scene->auto_footer, on_auto_done, scene),
          "rk_component_end_refreshing_with_no_more_data");
}

/* The auto footer's trigger: fetch the next page (a timer). */
static void on_auto_refreshing(rk_auto_footer *footer, void *user_data) {
    struct scene *scene = user_data;
    (void)footer;
    const char *cause = scene->tapping ? "tap" : scene->metrics.pan == RK_PAN_ENDED ? "release" : "scroll";
    if (scene->tapping) scene->tap_loads++;
    else scene->scroll_loads++;
    scene->loads++;
    size_t used = strlen(scene->load_trail);
    format_text(scene->load_trail + used, sizeof scene->load_trail - used, "%s%s", used ? ">" : "", cause);
    rk_auto_footer_geometry g;
    g.struct_size = sizeof g;
    check(rk_auto_footer_get_geometry(scene->auto_footer, &g), "rk_auto_footer_get_geometry");
    note(scene, 0, "REFRESHING load #%d by %s at y %.0f (trigger line %.0f): page %d of %d (%.1f s)", scene->loads,
         cause, scene->metrics.offset_y, g.trigger_offset, scene->pages + 2, AUTO_PAGES + 1, T_PAGE);
    scene->page_pending = 1;
    check(rk_timer_start(scene->ctx, T_PAGE, page_arrived, scene, &scene->page_timer), "rk_timer_start");
}

/* The header's reload made the list its first page again: a page on its way is dropped, and a
   footer with no more data may load again. */
static void auto_footer_reloaded(struct scene *scene) {
    if (scene->page_pending) check(rk_timer_cancel(scene->ctx, scene->page_timer), "rk_timer_cancel");
    scene->pages = 0;
    if (scene->state == RK_FOOTER_REFRESHING)
        check(rk_component_end_refreshing(scene->auto_footer, on_auto_done, scene),
              "rk_component_end_refreshing");
    else if (scene->state == RK_FOOTER_NO_MORE_DATA)
        check(rk_component_reset_no_more_data(scene->auto_footer, NULL, NULL),
              "rk_component_reset_no_more_data");
}

/* A tap on the footer's label (the key t): it loads from Idle, shown, whatever the budget. */
static void tap_footer(struct scene *scene, const char *who) {
    int before = scene->loads;
    note(scene, 0, "%s taps the footer", who);
    scene->tapping = 1;
    check(rk_auto_footer_tap(scene->auto_footer), "rk_auto_footer_tap");
    scene->tapping = 0;
    if (scene->loads == before)
        note(scene, 0, "tap        nothing happens: the footer is %s",
             scene->hidden ? "hidden" : state_name(scene->state));
    if (!scene->manual) return;
    if (scene->loads != before) set_script(scene, "you tapped: it loads (a tap needs no budget)");
    else set_script(scene, "you tapped: nothing happens, the footer is %s",
                    scene->hidden ? "hidden" : state_name(scene->state));
}

/* The key h: hides or shows the footer (hidden: no loads from scrolling, no taps, no inset). */
static void toggle_hidden(struct scene *scene) {
    scene->hidden = !scene->hidden;
    check(rk_component_set_hidden(scene->auto_footer, scene->hidden), "rk_component_set_hidden");
    note(scene, 0, "you %s the footer", scene->hidden ? "hide" : "show");
    set_script(scene, scene->hidden ? "you hid the footer: no loads, no taps, no inset (h shows it)"
                                    : "you showed the footer again");
}

static void connect_auto_footer(struct scene *scene) {
    rk_auto_footer *auto_footer = scene->auto_footer;
    check(rk_auto_footer_connect_state_changed(auto_footer, on_auto_state, scene, NULL, NULL), "state-changed");
    check(rk_component_connect_pulling_percent(auto_footer, on_percent, scene, NULL, NULL), "pulling-percent");
    check(rk_auto_footer_connect_layout_changed(auto_footer, on_auto_layout, scene, NULL, NULL), "layout-changed");
    check(rk_component_connect_inset_requested(auto_footer, on_inset, scene, NULL, NULL), "inset-requested");
    check(rk_component_connect_offset_requested(auto_footer, on_offset, scene, NULL, NULL), "offset-requested");
    check(rk_auto_footer_connect_alpha_changed(auto_footer, on_auto_alpha, scene, NULL, NULL), "alpha-changed");
    check(rk_component_connect_label_changed(auto_footer, on_label, scene, NULL, NULL), "label-changed");
    check(rk_auto_footer_connect_refreshing(auto_footer, on_auto_refreshing, scene, NULL, NULL), "refreshing");
    check(rk_auto_footer_connect_end_animation_began(auto_footer, on_auto_end_animation, scene, NULL, NULL), "end-animation-began");
    check(rk_auto_footer_connect_spinner_changed(auto_footer, on_auto_spinner, scene, NULL, NULL), "spinner-changed");
    check(rk_auto_footer_connect_measure_text(auto_footer, on_auto_measure_text, scene, NULL, NULL), "measure-text");
    check(rk_component_connect_announcement(auto_footer, on_announcement, scene, NULL, NULL), "announcement");
}

/* Builds the mode's scene in scene->ctx: the scroll view, the header and the auto footer attached
   to it, the first page, and the header's first refresh begun while the list is not shown yet
   (the caller shows it). */
static void setup_auto_scene(struct scene *scene, int32_t utc_offset) {
    rk_context *ctx = scene->ctx;
    scene->row_height = LINE_POINTS;
    scene->measure_points = COLUMN_POINTS;
    scene->reload_seconds = T_RELOAD;
    check(rk_scroll_view_create(ctx, &scene->scroll_view), "rk_scroll_view_create");
    check(rk_header_create(ctx, RK_HEADER_STYLE_NORMAL, &scene->header), "rk_header_create");
    check(rk_component_set_height(scene->header, HEADER_LINES * LINE_POINTS), "rk_component_set_height");
    check(rk_component_set_language(scene->header, language), "rk_component_set_language");
    check(rk_header_set_utc_offset(scene->header, utc_offset), "rk_header_set_utc_offset");
    connect_header(scene);
    check(rk_auto_footer_create(ctx, RK_AUTO_FOOTER_STYLE_NORMAL, &scene->auto_footer), "rk_auto_footer_create");
    check(rk_component_set_height(scene->auto_footer, AUTO_FOOTER_LINES * LINE_POINTS),
          "rk_component_set_height");
    check(rk_component_set_language(scene->auto_footer, language), "rk_component_set_language");
    check(rk_auto_footer_set_trigger_percent(scene->auto_footer, AUTO_TRIGGER_PERCENT),
          "rk_auto_footer_set_trigger_percent");
    check(rk_auto_footer_set_auto_trigger_times(scene->auto_footer, AUTO_TRIGGER_TIMES),
          "rk_auto_footer_set_auto_trigger_times");
    /* 1.5: a short list loads its next page by itself (off by default, on in the examples). */
    check(rk_auto_footer_set_fills_viewport(scene->auto_footer, 1), "rk_auto_footer_set_fills_viewport");
    connect_auto_footer(scene);
    check(rk_component_get_state(scene->auto_footer, &scene->state), "rk_component_get_state");
    check(rk_component_get_label(scene->auto_footer, scene->label, sizeof scene->label, NULL),
          "rk_component_get_label");
    format_text(scene->auto_trail, sizeof scene->auto_trail, "%s", state_name(scene->state));
    scene->metrics.struct_size = sizeof scene->metrics;
    scene->metrics.viewport_width = VIEW_COLUMNS * COLUMN_POINTS;
    scene->metrics.viewport_height = VIEW_LINES * LINE_POINTS;
    check(rk_scroll_view_set_metrics(scene->scroll_view, &scene->metrics), "rk_scroll_view_set_metrics");
    check(rk_scroll_view_attach(scene->scroll_view, scene->header), "rk_scroll_view_attach");
    check(rk_scroll_view_attach(scene->scroll_view, scene->auto_footer), "rk_scroll_view_attach");
    rows_arrived(scene, FIRST_ROWS);
    scene->newest_at = 0; /* the first page is not news */
    seed_header(scene);
    check(rk_component_set_visible(scene->header, 0), "rk_component_set_visible");
    check(rk_component_begin_refreshing(scene->header, on_header_done, scene), "rk_component_begin_refreshing");
}

/* The mode's script: after the header's first refresh, one drag scrolls toward the end and loads
   (the offset rule, budget 1 -> 0); the same drag goes on to the new end, where the used-up budget
   holds the load back; a tap loads; the finger lifts; a new drag (the budget refilled) loads the
   last page: no more data. */
static void script_step_auto(struct scene *scene, double now) {
    rk_auto_footer_geometry g;
    g.struct_size = sizeof g;
    check(rk_auto_footer_get_geometry(scene->auto_footer, &g), "rk_auto_footer_get_geometry");
    double t = now - scene->phase_start, past = g.trigger_offset + LINE_POINTS;
    int phase = scene->phase, loaded = scene->state == RK_FOOTER_IDLE && !scene->page_pending && t > 0.3;
    if (t > T_STUCK) { /* what the step waits for did not come: end the run (it then fails) */
        note(scene, 0, "script     stuck: %.0f s in one step (%s)", T_STUCK, scene->script);
        scene->stuck = 1;
        scene->phase = PH_DONE;
        return;
    }
    switch (phase) {
    case PH_HEADER_FIRST:
        set_script(scene, "first load: the header began refreshing before the list showed");
        if (scene->header_state == RK_FOOTER_IDLE && !scene->scroll.active) begin_phase(scene, PH_A_INTRO, now, 0, 0);
        break;
    case PH_A_INTRO:
        set_script(scene, "%d rows over an auto footer: it loads as the end comes into view", scene->rows);
        if (t >= T_INTRO) begin_phase(scene, PH_A_SCROLL, now, scene->display_offset, past);
        break;
    case PH_A_SCROLL:
        set_script(scene, "a drag toward the end: it loads when %.0f%% of the footer shows",
                   AUTO_TRIGGER_PERCENT * 100);
        drag_to(scene, scene->from + (scene->to - scene->from) * ease_in_out(t / T_AUTO_SCROLL), 1);
        if (t >= T_AUTO_SCROLL) begin_phase(scene, PH_A_LOADING, now, 0, 0);
        break;
    case PH_A_LOADING:
        set_script(scene, "the finger holds; page %d is on its way (a timer)", scene->pages + 2);
        if (loaded) begin_phase(scene, PH_A_MORE, now, scene->display_offset, past);
        break;
    case PH_A_MORE:
        set_script(scene, "the same drag goes on to the new end; it has used its budget");
        drag_to(scene, scene->from + (scene->to - scene->from) * ease_in_out(t / T_AUTO_SCROLL), 1);
        if (t < T_AUTO_SCROLL) break;
        if (scene->state == RK_FOOTER_IDLE && g.remaining_trigger_times == 0) {
            scene->held_back++;
            note(scene, 0, "budget     0 of %d left: past the trigger, no load", AUTO_TRIGGER_TIMES);
        }
        begin_phase(scene, PH_A_HELD, now, 0, 0);
        break;
    case PH_A_HELD:
        set_script(scene, "past the trigger, no load: no budget left; the user taps the footer");
        if (t >= 2 * T_HOLD) {
            tap_footer(scene, "the user");
            begin_phase(scene, PH_A_TAP_LOADING, now, 0, 0);
        }
        break;
    case PH_A_TAP_LOADING:
        set_script(scene, "tapped (a tap needs no budget): page %d is on its way", scene->pages + 2);
        if (loaded) {
            release(scene);
            begin_phase(scene, PH_A_LIFT, now, 0, 0);
        }
        break;
    case PH_A_LIFT:
        set_script(scene, "the finger lifts; a new drag will have its budget again");
        if (t >= T_PAUSE) begin_phase(scene, PH_A_NEW_DRAG, now, scene->display_offset, past);
        break;
    case PH_A_NEW_DRAG:
        set_script(scene, "a new drag toward the end: it loads again");
        drag_to(scene, scene->from + (scene->to - scene->from) * ease_in_out(t / (2 * T_AUTO_SCROLL)), 1);
        if (t >= 2 * T_AUTO_SCROLL) begin_phase(scene, PH_A_LAST, now, 0, 0);
        break;
    case PH_A_LAST:
        set_script(scene, "page %d, the last, is on its way", scene->pages + 2);
        if (scene->state == RK_FOOTER_NO_MORE_DATA && t > 0.3) {
            release(scene);
            begin_phase(scene, PH_A_FINAL, now, 0, 0);
        }
        break;
    case PH_A_FINAL:
        set_script(scene, "done: %d pages, then no more data (%d by scroll, %d by tap)", scene->pages + 1,
                   scene->scroll_loads, scene->tap_loads);
        if (t >= T_FINAL_HOLD) scene->phase = PH_DONE;
        break;
    default:
        break;
    }
    if (scene->phase != phase && scene->phase != PH_DONE) script_step_auto(scene, now);
}

/* Whether the script's run went as it should (its summary says what happened). */
static int auto_script_ok(const struct scene *scene, rk_footer_state state, rk_footer_state header_state) {
    return !scene->stuck && strcmp(scene->load_trail, auto_loads_expected) == 0 && scene->pages == AUTO_PAGES &&
           scene->rows == FIRST_ROWS + PAGE_ROWS * AUTO_PAGES && state == RK_FOOTER_NO_MORE_DATA &&
           scene->state == state && scene->held_back == 1 && scene->completions == AUTO_PAGES &&
           strcmp(scene->auto_trail, auto_cycle) == 0 && !scene->auto_spinner &&
           strcmp(scene->header_trail, auto_header_cycle) == 0 && scene->reloads == 1 &&
           header_state == RK_FOOTER_IDLE && scene->header_state == header_state &&
           /* the header's begin and end; each of the footer's three loads begins and ends, the first
              two with their 20 rows counted, the last with no more data */
           scene->header_announcements == 2 && scene->announcements == 2 + 2 * 3 &&
           scene->counted_announcements == AUTO_PAGES - 1;
}

static void auto_summary(char *text, size_t cap, const struct scene *scene, rk_footer_state state) {
    format_text(text, cap,
                "loads %s, %d pages, %d rows, %d %s held back by the budget, final state %s; footer %s; "
                "header %s, %d %s; %d %s, %d with the new rows",
                scene->load_trail[0] ? scene->load_trail : "none", scene->pages + 1, scene->rows,
                scene->held_back, plural(scene->held_back, "drag", "drags"), state_name(state),
                scene->auto_trail, scene->header_trail, scene->reloads,
                plural(scene->reloads, "reload", "reloads"), scene->announcements,
                plural(scene->announcements, "announcement", "announcements"), scene->counted_announcements);
}

/* Keys hand the gesture over from the script: j or Down pulls the list up, k or Up pushes it back,
   space or Enter releases, c cancels the request in flight, q quits. */
static int read_keys(struct scene *scene) {
    char keys[64];
    ssize_t n = read(STDIN_FILENO, keys, sizeof keys);
    if (n <= 0) return n == 0 || errno != EINTR ? 0 : 1; /* 0: no more keys (end of input) */
    for (ssize_t i = 0; i < n; i++) {
        char key = keys[i];
        if (key == 0x1b && i + 2 < n && keys[i + 1] == '[') {
            key = keys[i + 2] == 'B' ? 'j' : keys[i + 2] == 'A' ? 'k' : 0;
            i += 2;
        }
        double step = 0;
        switch (key) {
        case 'q': case 'Q': scene->phase = PH_DONE; scene->manual = 2; return 1;
        case 'a': case 'A': scene->phase = PH_DONE; scene->manual = 3; return 1; /* the other bottom */
        case 'm': case 'M': scene->phase = PH_DONE; scene->manual = 4; return 1; /* the chat */
        case 't': case 'h':
            if (scene->auto_footer == NULL) continue;
            scene->manual = 1;
            if (key == 't') tap_footer(scene, "you");
            else toggle_hidden(scene);
            scene->last_key = wall_now();
            continue; /* the script's line says what it did */
        case 'j': step = 0.6 * LINE_POINTS; break;
        case 'k': step = -0.6 * LINE_POINTS; break;
        case ' ': case '\r': case '\n': scene->manual = 1; release(scene); break;
        case 'c': cancel_request(scene, "you"); break;
        default: continue;
        }
        scene->last_key = wall_now();
        if (step != 0) {
            double bottom = scene->metrics.content_height + scene->metrics.inset_bottom -
                            scene->metrics.viewport_height;
            if (step > 0 && scene->display_offset > bottom) step /= 2; /* past the end it resists */
            double offset = scene->display_offset + step;
            scene->manual = 1;
            double highest = -(HEADER_LINES + 3) * LINE_POINTS; /* past the top: the header pulls */
            drag_to(scene, offset < highest ? highest : offset, 1);
        }
        if (scene->manual == 1 && scene->auto_footer != NULL)
            set_script(scene, "you drive: j/↓ up, k/↑ down, space release, t tap, h hide, q quit");
        else if (scene->manual == 1) set_script(scene, "you drive: j/↓ pull up, k/↑ pull down, space release, q quit");
    }
    return 1;
}

static void update_display(struct scene *scene, double now) {
    if (!scene->scroll.active) return;
    double f = (now - scene->scroll.start) / scene->scroll.duration;
    if (f >= 1) {
        scene->display_offset = scene->scroll.to;
        scene->scroll.active = 0;
    } else {
        scene->display_offset = scene->scroll.from + (scene->scroll.to - scene->scroll.from) * ease_out(f);
    }
    if (scene->scroll.report && scene->display_offset != scene->metrics.offset_y)
        scroll_to(scene, scene->display_offset, 0);
}

/* The local time zone's offset from UTC now, in seconds (for the header's "Today" and clock). */
static int32_t local_utc_offset(void) {
    time_t now = time(NULL);
    struct tm local, utc;
    if (localtime_r(&now, &local) == NULL || gmtime_r(&now, &utc) == NULL) return 0;
    int days = local.tm_year != utc.tm_year ? (local.tm_year > utc.tm_year ? 1 : -1) : local.tm_yday - utc.tm_yday;
    long seconds = ((days * 24L + local.tm_hour - utc.tm_hour) * 60 + local.tm_min - utc.tm_min) * 60;
    return seconds < -18 * 3600 || seconds > 18 * 3600 ? 0 : (int32_t)seconds;
}

/* Builds the default scene in scene->ctx: the back footer under the list, bound to requests on
   worker threads, and the header above it, whose first refresh begins while the list is not shown
   yet (the caller shows it). */
static void setup_back_scene(struct scene *scene) {
    rk_context *ctx = scene->ctx;
    scene->load_more = start_request;
    scene->row_height = LINE_POINTS;
    scene->measure_points = COLUMN_POINTS;
    check(rk_footer_create(ctx, &scene->footer), "rk_footer_create");
    check(rk_indicator_create(ctx, &scene->spinner), "rk_indicator_create");
    connect_footer(scene);
    /* The header above the list: three lines tall, its "Last update" in the local time zone. */
    scene->reload_seconds = T_RELOAD;
    check(rk_header_create(ctx, RK_HEADER_STYLE_NORMAL, &scene->header), "rk_header_create");
    check(rk_component_set_height(scene->header, HEADER_LINES * LINE_POINTS), "rk_component_set_height");
    check(rk_component_set_language(scene->header, language), "rk_component_set_language");
    check(rk_header_set_utc_offset(scene->header, local_utc_offset()), "rk_header_set_utc_offset");
    connect_header(scene);
    check(rk_indicator_connect_start_animating(scene->spinner, on_live_spinner_start, scene, NULL, NULL),
          "connect");
    check(rk_indicator_connect_stop_animating(scene->spinner, on_live_spinner_stop, scene, NULL, NULL),
          "connect");
    check(rk_context_connect_task_resumed(ctx, on_live_resumed, scene, NULL, NULL), "connect");
    check(rk_context_connect_task_canceled(ctx, on_live_canceled, scene, NULL, NULL), "connect");
    check(rk_context_connect_task_completed(ctx, on_live_completed, scene, NULL, NULL), "connect");
    check(rk_context_connect_activity_visibility_changed(ctx, on_live_activity, scene, NULL, NULL),
          "connect");
    seed_model(scene);
    check(rk_component_set_language(scene->footer, language), "rk_component_set_language");
    set_footer_images(scene->footer, 3 * LINE_POINTS, 3 * LINE_POINTS, ART_COLUMNS * COLUMN_POINTS);
    check(rk_activity_monitor_set_delays(ctx, 0.3, 0.15), "rk_activity_monitor_set_delays");
    check(rk_activity_monitor_set_enabled(ctx, 1), "rk_activity_monitor_set_enabled");
    scene->metrics.struct_size = sizeof scene->metrics;
    scene->metrics.viewport_width = VIEW_COLUMNS * COLUMN_POINTS;
    scene->metrics.viewport_height = VIEW_LINES * LINE_POINTS;
    rows_arrived(scene, FIRST_ROWS);
    scene->newest_at = 0; /* the first page is not news */
    seed_header(scene);
    /* The first load begins before the list is on screen: the header waits in WillRefresh, and
       refreshes (reloading the list) once it is drawn. */
    check(rk_component_set_visible(scene->header, 0), "rk_component_set_visible");
    check(rk_component_begin_refreshing(scene->header, on_header_done, scene), "rk_component_begin_refreshing");
}

/* Returns the exit status, -1 when the terminal is too small (the caller prints the timeline), -2
   when the key a asked for the other bottom, or -3 when the key m asked for the chat (the caller
   runs again, the screen kept, with `switched` set: then you drive from the start). */
static int run_terminal(int switched) {
    int lines, columns;
    terminal_size(&lines, &columns);
    if (lines < SCREEN_LINES || columns < SCREEN_COLUMNS) {
        fprintf(stderr, "rk-demo: the terminal has %d x %d cells and the animation needs %d x %d: printing the "
                "timeline\n", columns, lines, SCREEN_COLUMNS, SCREEN_LINES);
        return -1;
    }
    struct scene *scene = calloc(1, sizeof *scene);
    rk_context *ctx = NULL;
    int fd = -1;
    if (scene == NULL) return 1;
    check(rk_context_create(&ctx), "rk_context_create");
    scene_origin = wall_now();
    check(rk_context_set_clock(ctx, scene_clock, NULL), "rk_context_set_clock");
    scene->ctx = ctx;
    scene->now = scene_now;
    if (auto_mode) {
        setup_auto_scene(scene, local_utc_offset());
    } else {
        setup_back_scene(scene);
    }
    check(rk_context_fd(ctx, &fd), "rk_context_fd");

    int keys = isatty(STDIN_FILENO);
    if (!switched) terminal_enter(keys);
    check(rk_component_set_visible(scene->header, 1), "rk_component_set_visible");
    double started = wall_now();
    struct frame_clock frame = {started, lines, columns, 0};
    scene->last_key = started;
    if (switched) {
        scene->manual = 1;
        set_script(scene, "you drive (a key switched the mode): j/↓ up, k/↑ down, space release");
    }
    while (scene->phase != PH_DONE && !interrupted) {
        double now = scene_now();
        if (!scene->manual) {
            if (auto_mode) script_step_auto(scene, now);
            else script_step(scene, now);
        }
        else if (wall_now() - scene->last_key > MANUAL_IDLE_SECONDS) scene->phase = PH_DONE;
        update_display(scene, now);
        if (terminal_turn(ctx, fd, keys, &frame, now, draw_scene, scene)) keys = read_keys(scene);
        check(rk_context_dispatch(ctx, NULL), "rk_context_dispatch");
        reap_request(scene);
    }
    int switching = (scene->manual == 3 || scene->manual == 4) && !interrupted;
    if (!interrupted && !switching) render(scene, scene_now(), frame.lines);
    if (!switching) terminal_restore();

    /* A request still in flight (q, Ctrl-C) is canceled and its worker joined. */
    if (scene->request_live) {
        cancel_request(scene, "rk-demo");
        pthread_join(scene->request.thread, NULL);
        scene->worker_errors += scene->request.worker_errors;
        scene->request_live = 0;
    }
    rk_footer_state state = 0, header_state = 0;
    int32_t animating = 0;
    if (auto_mode) {
        check(rk_component_get_state(scene->auto_footer, &state), "rk_component_get_state");
    } else {
        check(rk_component_get_state(scene->footer, &state), "rk_component_get_state");
        check(rk_indicator_is_animating(scene->spinner, &animating), "rk_indicator_is_animating");
    }
    check(rk_component_get_state(scene->header, &header_state), "rk_component_get_state");
    double seconds = wall_now() - started;
    check(rk_context_destroy(ctx), "rk_context_destroy");
    if (switching) {
        write_all(STDOUT_FILENO, "\x1b[2J", 4);
        screen_invalidate();
        int to_chat = scene->manual == 4;
        free(scene);
        return to_chat ? -3 : -2;
    }
    if (auto_mode) {
        int scripted = !scene->manual && !interrupted;
        int ok = screen.overflows == 0 && (!scripted || auto_script_ok(scene, state, header_state));
        const char *verdict = interrupted ? "interrupted" : !ok ? "FAILED" : scene->manual == 2 ? "quit" : "ok";
        char summary[512];
        report_overflows();
        auto_summary(summary, sizeof summary, scene, state);
        printf("rk-demo: %s (terminal, auto footer: language %s, speed %g; %s; %d %s in %.1f s, %ld of %ld lines "
               "redrawn)\n", verdict, language, speed, summary, frame.frames, plural(frame.frames, "frame", "frames"), seconds,
               screen.lines_redrawn, screen.lines_drawn);
        free(scene);
        return interrupted ? 130 : ok ? 0 : 1;
    }

    rk_footer_state expected = ends_with_no_more_data() ? RK_FOOTER_NO_MORE_DATA : RK_FOOTER_IDLE;
    int scripted = !scene->manual && !interrupted;
    int ok = scene->worker_errors == 0 && screen.overflows == 0 &&
             (!scripted || (scene->loads == scenario->count && scene->successes == expected_successes() &&
                            scene->rows == FIRST_ROWS + PAGE_ROWS * scene->successes && state == expected &&
                            scene->state == state && animating == 0 && !scene->activity_visible &&
                            strcmp(scene->header_trail, header_cycle) == 0 && scene->reloads == 2 &&
                            header_state == RK_FOOTER_IDLE && scene->header_state == header_state &&
                            scene->header_announcements == 4 &&
                            scene->announcements == 4 + 2 * scenario->count &&
                            scene->counted_announcements == plain_loads()));
    const char *verdict = interrupted ? "interrupted" : !ok ? "FAILED" : scene->manual == 2 ? "quit" : "ok";
    report_overflows();
    printf("rk-demo: %s (terminal: scenario %s, language %s, speed %g; %d %s, %d cancelled, %d %s, "
           "final state %s, spinner %s; header %s, %d %s; %d %s, %d with the new rows; %d %s in %.1f s, %ld of %ld "
           "lines redrawn)\n", verdict,
           scenario->name, language, speed, scene->loads, plural(scene->loads, "load", "loads"), scene->cancels,
           scene->rows, plural(scene->rows, "row", "rows"), state_name(state), animating ? "animating" : "stopped",
           scene->header_trail, scene->reloads, plural(scene->reloads, "reload", "reloads"), scene->announcements,
           plural(scene->announcements, "announcement", "announcements"), scene->counted_announcements, frame.frames,
           plural(frame.frames, "frame", "frames"), seconds, screen.lines_redrawn, screen.lines_drawn);
    free(scene);
    return interrupted ? 130 : ok ? 0 : 1;
}


/* ---- the timeline: parts 1 to 3, then the summary line ---- */

static int run_timeline(void) {
    uint32_t version = rk_version();
    SAY("RefreshKit %u.%u.%u\n", version >> 16, (version >> 8) & 0xff, version & 0xff);
    SAY("Scenario %s (%s), language %s, speed %g\n", scenario->name, scenario->summary, language, speed);

    rk_context *ctx = NULL;
    check(rk_context_create(&ctx), "rk_context_create");
    rk_probe *probe = NULL;
    check(rk_probe_create(ctx, &probe), "rk_probe_create");

    /* 1. What does a probe offer? Ask, as a language binding would. */
    uint32_t count = 0;
    check(rk_signal_count(RK_KIND_PROBE, &count), "rk_signal_count");
    SAY("\nA probe declares %u %s:\n", count, plural(count, "signal", "signals"));
    for (uint32_t i = 0; i < count; i++) {
        rk_signal_desc desc;
        desc.struct_size = sizeof desc;
        check(rk_signal_info(RK_KIND_PROBE, i, &desc), "rk_signal_info");
        SAY("  %s %s(void *object", type_name(desc.return_type), desc.name);
        for (uint32_t p = 0; p < desc.param_count; p++) {
            SAY(", %s %s", type_name(desc.param_types[p]), desc.param_names[p]);
        }
        SAY(", void *user_data)\n");
    }

    /* 2. Connect handlers and emit synchronously. */
    struct tally first = {"first", 0, 0}, second = {"second", 0, 0}, ruler = {"ruler", 0, 0},
                 pinger = {"pinger", 0, 0};
    rk_connection second_connection = 0;
    check(rk_probe_connect_values(probe, on_values, &first, on_destroy_notify, NULL), "connect");
    check(rk_probe_connect_values(probe, on_values, &second, on_destroy_notify, &second_connection),
          "connect");
    check(rk_probe_connect_measure(probe, on_measure, &ruler, on_destroy_notify, NULL), "connect");
    check(rk_probe_connect_ping(probe, on_ping, &pinger, on_destroy_notify, NULL), "connect");

    SAY("\nEmitting \"values\" to two handlers, in connection order:\n");
    check(rk_probe_emit_values(probe, &first, -7, INT64_MAX, UINT64_MAX, 0.25, "pull up to load more"),
          "emit values");
    SAY("Disconnecting the second handler, emitting again:\n");
    check(rk_disconnect(ctx, second_connection), "rk_disconnect");
    check(rk_probe_emit_values(probe, NULL, 1, 2, 3, 4.5, "只剩一个"), "emit values");

    double width = 0;
    int32_t handled = 0;
    check(rk_probe_emit_measure(probe, "Loading...", 16, &width, &handled), "emit measure");
    SAY("\"measure\" returned %g to RefreshKit (handled=%d)\n", width, handled);

    /* 3. Work from another thread, and a timer, delivered by the loop on this thread. */
    int done = 0, fired = -1;
    check(rk_timer_start(ctx, 0.05, on_timer, &fired, NULL), "rk_timer_start");
    struct worker_args args = {ctx, &done};
    pthread_t thread;
    if (pthread_create(&thread, NULL, worker, &args) != 0) return 1;
    pthread_join(thread, NULL);

    int fd = -1;
    check(rk_context_fd(ctx, &fd), "rk_context_fd");
    SAY("\nLoop: poll(fd=%d) with rk_context_next_timeout, then rk_context_dispatch:\n", fd);
    int rounds = 0;
    while ((done < 3 || fired != 1) && rounds < 1000) {
        double timeout = 0;
        check(rk_context_next_timeout(ctx, &timeout), "rk_context_next_timeout");
        struct pollfd pfd = {fd, POLLIN, 0};
        int wait = timeout < 0 ? 1000 : (int)(timeout * 1000.0 + 0.999);
        poll(&pfd, 1, wait);
        uint32_t ran = 0;
        check(rk_context_dispatch(ctx, &ran), "rk_context_dispatch");
        if (ran > 0) SAY("  dispatch ran %u %s\n", ran, plural(ran, "callback", "callbacks"));
        check(rk_probe_emit_ping(probe), "emit ping");
        rounds++;
    }

    /* 4. The footer: the scenario's pull-ups, printed as a timeline. */
    int footer_ok = run_footer_timeline(ctx);
    int header_ok = run_header_timeline(ctx);

    /* 5. Tasks from a worker thread: a spinner, the footer and the activity monitor follow them. */
    int session_ok = run_load_session(ctx);

    /* 6. Destroying the context ends every connection: each destroy_notify runs exactly once. */
    SAY("\nDestroying the context:\n");
    check(rk_context_destroy(ctx), "rk_context_destroy");
    rk_status after = rk_probe_emit_ping(probe);
    SAY("Using the probe afterwards: %s\n", rk_status_string(after));

    int ok = first.calls == 2 && second.calls == 1 && ruler.calls == 1 && pinger.calls == rounds &&
             first.notified == 1 && second.notified == 1 && ruler.notified == 1 && pinger.notified == 1 &&
             done == 3 && fired == 1 && after == RK_ERR_INVALID_HANDLE && footer_ok && header_ok && session_ok;
    printf("rk-demo: %s (handler calls %d/%d/%d/%d, work %d/3, timer %s, %d loop %s, footer %s, header %s, "
           "session %s; scenario %s, language %s, speed %g)\n",
           ok ? "ok" : "FAILED", first.calls, second.calls, ruler.calls, pinger.calls, done,
           fired == 1 ? "fired" : "missing", rounds, plural(rounds, "round", "rounds"), footer_ok ? "ok" : "FAILED",
           header_ok ? "ok" : "FAILED", session_ok ? "ok" : "FAILED", scenario->name, language, speed);
    return ok ? 0 : 1;
}


/* ---- the auto-footer mode's timeline: its script on the fake clock ---- */

/* The terminal run's script, played on the fake clock at 30 steps a second and printed as the
   signals arrive; the wall clock is fixed (noon UTC) for the header's last-updated time. */
static int run_auto_timeline(void) {
    struct scene *scene = calloc(1, sizeof *scene);
    rk_context *ctx = NULL;
    if (scene == NULL) return 1;
    check(rk_context_create(&ctx), "rk_context_create");
    demo_clock = 0;
    check(rk_context_set_clock(ctx, clock_now, NULL), "rk_context_set_clock");
    check(rk_context_set_wall_clock(ctx, fixed_wall_clock, NULL), "rk_context_set_wall_clock");
    scene->ctx = ctx;
    scene->print = !quiet;
    scene->now = timeline_now;
    uint32_t version = rk_version();
    SAY("RefreshKit %u.%u.%u: the auto footer, language %s\n", version >> 16, (version >> 8) & 0xff,
        version & 0xff, language);
    SAY("A header and an auto footer (normal style) on one scroll view over a 375 x 320 list of %d rows;\n"
        "%d pages follow (a timer each), the last ends with no more data; the footer loads when %.0f%% of it\n"
        "shows, once per drag (autoTriggerTimes %d), and on a tap:\n", FIRST_ROWS, AUTO_PAGES,
        AUTO_TRIGGER_PERCENT * 100, AUTO_TRIGGER_TIMES);
    setup_auto_scene(scene, 0);
    check(rk_component_set_visible(scene->header, 1), "rk_component_set_visible");
    char said[sizeof scene->script] = "";
    while (scene->phase != PH_DONE && demo_clock < 60) {
        script_step_auto(scene, demo_clock);
        if (strcmp(said, scene->script) != 0) { /* the script's step, as the terminal shows it */
            SAY("-- %s\n", scene->script);
            format_text(said, sizeof said, "%s", scene->script);
        }
        update_display(scene, demo_clock);
        advance(scene, 1.0 / 30);
    }
    rk_footer_state state = 0, header_state = 0;
    check(rk_component_get_state(scene->auto_footer, &state), "rk_component_get_state");
    check(rk_component_get_state(scene->header, &header_state), "rk_component_get_state");
    int ok = scene->phase == PH_DONE && auto_script_ok(scene, state, header_state);
    char summary[512];
    auto_summary(summary, sizeof summary, scene, state);
    check(rk_context_destroy(ctx), "rk_context_destroy");
    printf("rk-demo: %s (auto footer timeline: language %s; %s)\n", ok ? "ok" : "FAILED", language, summary);
    free(scene);
    return ok ? 0 : 1;
}


/* ---- the command line ---- */

static void usage(FILE *out) {
    fprintf(out,
            "usage: rk-demo [--auto-footer | --chat] [--scenario=NAME] [--language=TAG] [--speed=FACTOR]\n"
            "               [--timeline] [--quiet] [--help]\n"
            "\n"
            "A small C host of RefreshKit.\n"
            "\n"
            "In a terminal it animates a list you pull down and up. Above the list a pull-down header\n"
            "shows its label, its last-updated time, and its arrow or spinner; its first refresh begins\n"
            "before the list shows, then a scripted gesture drags the list down past its top and lets\n"
            "go, and the header's refresh reloads the list (on a timer). Then the gesture scrolls to\n"
            "the end and drags past it; the footer shows its GIF frame as text art, its label and the\n"
            "pulling percent; releasing starts a simulated network request on a worker thread, with a\n"
            "spinner and the footer bound to its task and the activity monitor showing; rows arrive.\n"
            "All of it is redrawn from RefreshKit's signals. Keys take the gesture over from the\n"
            "script: j or Down pulls the list up, k or Up pulls it down (past the top: the header),\n"
            "space releases, c cancels the request, a switches to the auto footer, m to the chat, q\n"
            "quits (a run you drive ends with q, or %.0f s after your last key). The animation needs a\n"
            "terminal of at least %d x %d cells; a smaller one gets the timeline.\n"
            "\n"
            "The auto-footer mode (--auto-footer, or the key a): the list's bottom is an auto footer\n"
            "(rk_auto_footer: a label and a spinner) that loads as the end of the list comes into\n"
            "view, with the header above, both on one rk_scroll_view fed every scroll event. Its script:\n"
            "a drag loads page 2 (a timer stands in for the network) when half the footer shows; the\n"
            "same drag, at the new end, is held back (one load per drag: autoTriggerTimes 1); a tap\n"
            "loads page 3; a new drag loads page 4, the last: no more data. Keys: t taps the footer,\n"
            "h hides or shows it, a switches back (the list starts over); j, k, space and q as above.\n"
            "Without a terminal, or with --timeline, it prints that script's timeline (fake clock).\n"
            "\n",
            MANUAL_IDLE_SECONDS, SCREEN_COLUMNS, SCREEN_LINES);
    chat_usage(out);
    fprintf(out,
            "Without a terminal (a pipe, CI) or with --timeline it prints the timeline: signals and the\n"
            "loop (introspection, emissions through libffi, work from a thread, a timer, poll(2)); the\n"
            "footer under a scripted list on a fake clock, then the header above it (a refresh begun\n"
            "off screen, a pull down); and a load-more session in real time where a worker thread\n"
            "plays network tasks. The last line says whether every check passed.\n"
            "\n"
            "options:\n"
            "  --auto-footer     the auto-footer mode (above); --scenario is the back footer's\n"
            "  --chat            the chat mode (above)\n"
            "  --scenario=NAME   the scripted pull-ups, in both modes (default load-more):\n"
            "                      load-more     two loads of 20 rows; the second is the last page,\n"
            "                                    so the footer ends with no more data\n"
            "                      no-more-data  one load of 20 rows, the last page: no more data\n"
            "                      cancel        the user cancels the request mid-flight; the footer\n"
            "                                    bound to its task ends refreshing (Idle, no rows)\n"
            "  --language=TAG    the footer's and the header's titles (default en): en, zh-Hans,\n"
            "                    zh-Hant, ko, ru, uk; zh-CN and zh-TW work too, other tags get English\n"
            "  --speed=FACTOR    time scale of the real-time parts and the animation, from 0.05 to\n"
            "                    100 (default 1; 0.5 is slower, 4 is faster)\n"
            "  --timeline        print the timeline even in a terminal\n"
            "  --quiet           print only the summary line (no timeline, no animation)\n"
            "  --help            print this help\n"
            "\n"
            "exit status: 0 every check passed (or you quit), 1 a check failed, 2 bad usage,\n"
            "130 interrupted\n");
}

static int bad_usage(const char *what, const char *value) {
    if (what != NULL) fprintf(stderr, "rk-demo: %s: '%s'\n\n", what, value);
    usage(stderr);
    return 2;
}

/* A BCP 47-like tag: letters, digits, '-' or '_', starting with a letter, no empty subtag. */
static int valid_language(const char *tag) {
    size_t length = strlen(tag);
    if (length == 0 || length > 35) return 0;
    if (!((tag[0] >= 'a' && tag[0] <= 'z') || (tag[0] >= 'A' && tag[0] <= 'Z'))) return 0;
    for (size_t i = 0; i < length; i++) {
        char c = tag[i];
        int alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        int separator = c == '-' || c == '_';
        if (!alnum && !separator) return 0;
        if (separator && (i + 1 == length || tag[i + 1] == '-' || tag[i + 1] == '_')) return 0;
    }
    return 1;
}

int main(int argc, char **argv) {
    static const struct option options[] = {
        {"scenario", required_argument, NULL, 's'}, {"language", required_argument, NULL, 'l'},
        {"speed", required_argument, NULL, 'x'},    {"timeline", no_argument, NULL, 't'},
        {"quiet", no_argument, NULL, 'q'},          {"help", no_argument, NULL, 'h'},
        {"auto-footer", no_argument, NULL, 'a'},    {"chat", no_argument, NULL, 'c'},
        {NULL, 0, NULL, 0}};
    int timeline = 0, option;
    while ((option = getopt_long(argc, argv, "", options, NULL)) != -1) {
        switch (option) {
        case 's':
            scenario = NULL;
            for (int i = 0; i < SCENARIO_COUNT; i++)
                if (strcmp(optarg, scenarios[i].name) == 0) scenario = &scenarios[i];
            if (scenario == NULL) return bad_usage("unknown scenario", optarg);
            break;
        case 'l':
            if (!valid_language(optarg)) return bad_usage("invalid language tag", optarg);
            language = optarg;
            break;
        case 'x': {
            char *end = NULL;
            errno = 0;
            speed = strtod(optarg, &end);
            if (end == optarg || *end != '\0' || errno != 0 || !isfinite(speed) || speed < 0.05 || speed > 100)
                return bad_usage("invalid speed (a factor from 0.05 to 100)", optarg);
            break;
        }
        case 't': timeline = 1; break;
        case 'a': auto_mode = 1; break;
        case 'c': chat_mode = 1; break;
        case 'q': quiet = 1; break;
        case 'h': usage(stdout); return 0;
        default: return bad_usage(NULL, NULL); /* getopt_long said what was wrong */
        }
    }
    if (optind < argc) return bad_usage("unexpected argument", argv[optind]);

    if (!timeline && !quiet && isatty(STDOUT_FILENO)) {
        int status, switched = 0;
        for (;;) {
            status = chat_mode ? run_chat_terminal(switched) : run_terminal(switched);
            if (status == -2) auto_mode = !auto_mode;      /* the key a: the other bottom */
            else if (status == -3) chat_mode = !chat_mode; /* the key m: into or out of the chat */
            else break;
            switched = 1;
        }
        if (status >= 0) return status;
    }
    return chat_mode ? run_chat_timeline() : auto_mode ? run_auto_timeline() : run_timeline();
}
