/*
 * fuzz_abi.c — a libFuzzer target for the whole RefreshKit C ABI (Include/refreshkit.h).
 *
 * Each input is a program: a sequence of operations, one opcode byte followed by the argument bytes
 * that opcode reads (missing bytes read as 0, so every byte string is a valid program). Per input:
 * one context on a fake clock; pools of footers, tasks, indicators and probes (created, destroyed,
 * recreated); connections with handlers that record their calls or reenter (disconnect themselves
 * or another, destroy their object, destroy the context, dispatch, issue commands, connect more);
 * footer metrics, drags, begin/end/reset with one-shot completions, images, titles, languages and
 * setters with values drawn from a table of NaN, infinities, negatives, huge, tiny and ordinary
 * numbers; task transitions, binds, the activity monitor, timers, posted work, dispatch and clock
 * moves (backwards, NaN and infinite readings included); NULL, stale, wrong-kind and other-context
 * handles. Everything runs on the fuzzing thread, which is the loop thread, so a run is
 * deterministic and every reproducer replays.
 *
 * Opcode bytes 224..255 are the vocabulary added for the classes of issue 11:
 * - clocks at the ends of the double range (+-1.7e308, +-DBL_MAX, near 0, NaN, +-inf, backwards)
 *   and switches between them, timers with extreme delays (0, tiny, huge, either side of
 *   RK_MAX_DELAY_SECONDS, NaN, inf) on every context; a deadline model checks that a timer on a
 *   sane clock never fires before its delay nor stays pending after a dispatch it was due at, that
 *   rk_context_next_timeout is -1 or finite within [0, RK_MAX_DELAY_SECONDS] and never later than
 *   a pending timer, and that a timer due before the timeout the host was just told makes the fd
 *   readable and calls the wakeup;
 * - up to three side contexts (created on first use, destroyed and recreated: churn), each with a
 *   fake clock and a task, whose wakeup callbacks (and the input context's) run scripts of calls
 *   naming any context of the list, their own included: posts (which wake the context posted to,
 *   nested), task states, timeouts, dispatches, timers, transitions, destroys. A call naming a
 *   context whose wakeup runs on the calling thread at any depth must return RK_ERR_BUSY and
 *   change nothing; any other call behaves as documented. The same calls are made at top level
 *   and from worker threads (joined at once, so runs stay deterministic), where "Thread: loop"
 *   calls answer RK_ERR_WRONG_THREAD and a context's wakeup runs on the worker;
 * - tasks of other contexts (this thread's, a side context's, one owned by a parked thread) bound
 *   here: RK_ERR_INVALID_HANDLE, never RK_ERR_WRONG_THREAD;
 * - the copying getters with capacities above INT64_MAX and a buffer that fits: the whole text;
 * - measure-text handlers connected, disconnected, changing the title or language from inside the
 *   handler: after every operation the GIF width is the formula of rk_footer_layout with the width
 *   the last connected handler returns for the CURRENT label (a per-byte width), or the width of
 *   rk_footer_set_text_width without a handler.
 * Opcode bytes 233, 240..244, 246 and 248..253 are the header vocabulary of issue 15
 * (RK_KIND_HEADER, 1.2), taking over bytes that were second copies of issue-11 operations and that
 * no named seed uses: headers of either style created and
 * destroyed, metrics with the 1.2 fields and the pan state, pulls, begin/end with completions,
 * titles and languages (NoMoreData: RK_ERR_INVALID_STATE), images, every setter (the last-updated
 * key, text and UTC offset included), the getters, binds to tasks, fuzz handlers with the
 * behaviours above on every header signal (measure-text included), setters and commands from a
 * worker thread (queued), and the context's last-updated store and wall clock, checked against a
 * model of the store (a header stamps its key when it leaves Refreshing for Idle). See "Headers".
 * Opcode bytes 234..239 are the trailer vocabulary of issue 15 (RK_KIND_TRAILER, 1.2), taking over
 * the rest of those second copies: trailers of either style created and destroyed, metrics with the
 * 1.2 fields (offset_x, content_width, inset_right, pan) and swipes, begin/end with completions,
 * every setter (titles and languages with NoMoreData refused, alpha, durations, the data count, gR,
 * the arrow), the getters, binds to tasks, fuzz handlers on every trailer signal (destroying the
 * trailer from inside included), setters and commands from a worker thread; F8 for the right
 * inset. See "Trailers".
 * Opcode bytes below 224 whose index (byte modulo 32) is 26..30 are the auto footer and scroll view
 * vocabulary of issue 15 (RK_KIND_AUTO_FOOTER and RK_KIND_SCROLL_VIEW, 1.2), taking over OPCODES'
 * second copies of drag, advance, connect, task and footer: auto footers of either style created
 * and destroyed, metrics with hostile values and loads past the line, begin/end/no more data/reset
 * and taps with completions, every setter, images, every getter and frame_at, binds, fuzz
 * handlers, calls from a worker; scroll views created and destroyed, every kind of component
 * attached and detached, updates driving the attached header, footer (back or auto) and trailer,
 * queries, fuzz handlers on the relays, updates from a worker; F8 on every edge. See "Auto footers
 * and scroll views". The inputs of corpus/ that used those bytes were rewritten to the first
 * copies' bytes (the same programs; their traces compared before and after).
 * Opcode byte 90 is the progress vocabulary of issue 16 (B7, RK_KIND_PROGRESS, 1.3), taking over one
 * copy of the auto footer's create/destroy that no named seed uses: progress objects created and
 * destroyed, binds to one task or several (repeats, dead, foreign and bad handles, bad directions
 * and flags: refused whole), reports with hostile byte counts (refused before the handle, refused
 * on a Completed task, never delivered during the call), the queries, fuzz handlers on the
 * progress's signals (a rebind from inside one); after every operation each progress's query says
 * what its first handlers last heard. The task's "progress" and the context's "task-progress"
 * (1.3) grew those kinds' signal lists, so an older input's fuzz connection by signal byte may now
 * name another signal of a task or the context.
 * Components (any kind), 1.4: every call of a kind's own function that has an rk_component_* twin
 * (begin/end refreshing, no more data, destroy, metrics, every shared setter and getter, binds to a
 * task, failures, retries and load ids) picks, from the input's position, the kind's own function or
 * rk_component_<verb> on the same object, and every expectation holds either way (see "Components (any
 * kind)"). Opcode byte 122 (OPCODE_COMPONENT) takes over one more copy of the auto footer's
 * create/destroy for the refusals the generic functions add: a handle that is no component (task,
 * indicator, probe, scroll view, progress, context) refused with RK_ERR_INVALID_HANDLE, and a verb
 * the component's kind lacks refused with RK_ERR_INVALID_STATE, nothing changed.
 * Other bytes below 224 keep the meaning they had before, so older inputs replay as they did.
 *
 * After every operation the invariants are checked through the queries (footer state 1..5 and as
 * the signals said, GIF frame within the frame count of the images that produced it, pulling
 * percent finite and >= 0, alpha in [0, 1], layout widths >= 0, labels and titles well-formed,
 * indicator animating as its last command, task states as the state table says, the monitor's
 * numbers, time never backwards), and the documented status of every call whose outcome the
 * harness can predict. After each refresh whose inset requests the host applied (and whose inset
 * it did not change meanwhile) the inset must come back bit for bit. At the end the context is
 * destroyed and every completion, work item and timer must have been called exactly once (none for
 * a failed call), and every successful connection's destroy_notify exactly once.
 *
 * On a violated invariant it prints what and where (to stderr) and calls abort(), which libFuzzer
 * reports as a crash and saves as a reproducer. Built and run by Tests/fuzz/run.sh.
 *
 * Replay one input with its trace: FUZZ_ABI_TRACE=1 build/fuzz/fuzz_abi crash-file
 */
#include "refreshkit.h"

#include <float.h>
#include <math.h>
#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------------------------------
 * Limits of one input
 * ---------------------------------------------------------------------------------------------- */

#define NFOOT 4
#define NTASK 4
#define NIND 4
#define NPROBE 3
#define NHEAD 3
#define NTRL 3              /* trailers */
#define NAUTO 3             /* auto footers */
#define NSV 2               /* scroll views */
#define NPROG 2             /* progress objects (B7, 1.3) */
#define NSTORE 6            /* the last-updated keys an input uses (STORE_KEYS) */
#define MAX_OPS 300
#define MAX_REC 2048   /* connection attempts per input (host connections included) */
#define MAX_TOK 2048   /* completions, work items and timers per input */
#define MAX_SETS 255   /* image sets per input (ids encode the set) */
#define NSTALE 16      /* remembered dead handles */
#define REENTRY_BUDGET 48
#define NSIDE 3             /* side contexts: the context list is ctx (index 0), then these */
#define NCTX (1 + NSIDE)
#define MAX_SCRIPT 4        /* calls one wakeup callback makes */
#define MAX_CTX_CREATIONS 6 /* side context creations per input */
#define WAKE_BUDGET 64      /* wakeup-script calls per input */
#define MAX_WORKERS 4       /* worker threads per input */
#define WAKE_STACK 8

#if !RK_CHECK_VERSION(1, 2, 0)
#error "fuzz_abi.c checks the contract of RefreshKit 1.2 (the header, RK_MAX_DELAY_SECONDS, deadline wakeups, ...)"
#endif

/* ------------------------------------------------------------------------------------------------
 * Records
 * ---------------------------------------------------------------------------------------------- */

enum { ROLE_FUZZ = 0, ROLE_HOST = 1 };

/* What a host (harness-owned) handler tracks. */
enum {
    HOST_NONE,
    HOST_STATE,
    HOST_PERCENT,
    HOST_FRAME,
    HOST_GIFVIS,
    HOST_LAYOUT,
    HOST_INSET,
    HOST_OFFSET,
    HOST_ALPHA,
    HOST_LABEL,
    HOST_REFRESHING,
    HOST_IND_START,
    HOST_IND_STOP,
    HOST_CTX_VISIBLE,
    HOST_ARROW,   /* a trailer's arrow-changed */
    HOST_SPINNER, /* an auto footer's spinner-changed */
    HOST_FRACTION,      /* a progress's progress-changed (B7, 1.3) */
    HOST_INDETERMINATE, /* a progress's indeterminate-changed */
    HOST_ORACLE,        /* the load oracle's state-changed, refreshing-load, load-cancelled */
};

/* What a fuzz handler does when called (within the reentry budget). */
enum {
    BH_NONE,
    BH_DISCONNECT_SELF,
    BH_DISCONNECT_OTHER,
    BH_DESTROY_OBJECT,
    BH_DESTROY_CONTEXT,
    BH_DISPATCH,
    BH_COMMAND,
    BH_CONNECT,
    BH_TITLE, /* a footer handler changes its footer's title or language (what the label shows) */
    BH_COUNT
};

typedef struct rec {
    int used;
    int role, host;
    rk_kind kind;          /* the connected object's kind */
    void *object;
    uint32_t sig;          /* signal index (valid names only) */
    const char *signame;
    rk_connection id;
    rk_status st;          /* what rk_connect returned */
    int connecting;
    int disconnecting;     /* its rk_disconnect is running (the library has already ended it) */
    int has_notify;
    int ended;             /* the harness knows the connection ended */
    int behavior, uses;
    double ret;            /* what a handler with a double return answers */
    int calls, notified, depth;
} rec;

enum { TOK_COMPLETION, TOK_WORK, TOK_TIMER };
enum { CB_NONE, CB_BEGIN, CB_END, CB_DESTROY_FOOTER, CB_DISPATCH, CB_COUNT };

typedef struct tok {
    int used, type, expect, calls, behavior;
    int header;        /* a header's completion: footer is the rk_header * */
    int trailer;       /* a trailer's completion: footer is the rk_trailer * */
    int autof;         /* an auto footer's completion: footer is the rk_auto_footer * */
    int32_t finished;
    void *footer;
    rk_timer timer;
    const char *what;
    int ctxi;          /* the context: 0 the input's context, 1..NSIDE a side context */
    /* A timer of the input's context on a sane clock (finite readings within 1e12 s of 0): it fires
       at the first dispatch whose reading is at or past deadline (within eps, which grows by each
       clock switch it lives through). */
    int timed;
    double started, delay, deadline, eps;
} tok;

typedef struct fslot {
    rk_footer *h;
    int live;
    rk_scroll_metrics m; /* the host's scroll view: what it last reported, requests applied */
    int apply;           /* the host's inset handler is connected: requests are applied */
    int track;           /* the host's state handler is connected */
    int itrack;          /* the host's inset handler is connected */
    rk_footer_state state;
    int entry_pending, exit_pending, in_refresh, clean;
    /* An attach or detach under way may give back the refreshing inset (giveback); once it has
       (withdrawn), the refresh's exit requests none. */
    int giveback, withdrawn;
    double b_before;
    int sets[6];         /* the last image set given to each state (0 none) */
    /* The layout's inputs the harness set (see check_layout). */
    int label_hidden;
    double label_inset, text_width;
    int measure_reentered; /* a measure-text connection made or ended inside measure-text (see tolerated) */
} fslot;

typedef struct tslot {
    rk_task *h;
    int live;
    rk_task_state state;
} tslot;

typedef struct islot {
    rk_indicator *h;
    int live, track;
    int32_t last; /* 1 after start-animating, 0 after stop-animating or when new */
} islot;

typedef struct pslot {
    rk_probe *h;
    int live;
} pslot;

/* A header (1.2). The harness tracks its state through its host state handler, its last-updated
   key, and what it asked the host (the inset and offset are applied to m, the host's scroll view). */
typedef struct hslot {
    rk_header *h;
    int live, style;
    int track;            /* the host's state handler is connected */
    rk_footer_state state;
    int key;              /* index into STORE_KEYS of its last-updated key; -1 unknown */
    int key_queued;       /* a key set from a worker is queued: it applies at a dispatch, after any
                             key set on the loop thread meanwhile (F1: queued calls run at dispatch) */
    rk_scroll_metrics m;
    int apply;            /* the host's inset and offset handlers are connected */
    int sets[5];          /* the last image set given to each state (0 none) */
    double max_height;    /* the greatest height it has had (see check_header) */
} hslot;

/* A trailer (1.2). The harness tracks its state, its arrow and its right inset through its host
   handlers (the inset and offset requests are applied to m, the host's scroll view), and what it
   set: gR and the metrics the trailer last took (loop-thread calls only: a queued setter makes the
   value unknown). */
typedef struct trslot {
    rk_trailer *h;
    int live, style;
    int track;            /* the host's state handler is connected */
    int itrack;           /* the host's inset handler is connected */
    int atrack;           /* the host's arrow handler is connected */
    int apply;            /* the host's inset and offset handlers are connected */
    rk_footer_state state;
    rk_scroll_metrics m;  /* what the trailer last took (the 1.0 size: the 1.2 fields as 0) */
    double angle;         /* the last arrow-changed */
    double gr;            /* the ignored right inset set */
    int gr_known;
    int gr_queued;        /* a gR set from a worker is queued (as hslot's key_queued) */
    /* F8: the right inset before a refresh, given back bit for bit when the host applied the
       request and changed nothing meanwhile (clean). */
    int entry_pending, exit_pending, clean;
    int giveback, withdrawn; /* as fslot's */
    double r_before;
} trslot;

/* An auto footer (1.2). The harness tracks its state and spinner through its host handlers; alone,
   its inset and offset requests are applied to m, the host's scroll view (on a scroll view, m is
   what that one last gave it). */
typedef struct aslot {
    rk_auto_footer *h;
    int live, style;
    int track, spin_track, apply;
    rk_footer_state state;
    int32_t spinning;
    rk_scroll_metrics m;
} aslot;

/* A scroll view (1.2): what the harness attached to it (0 header, 1 footer, back or auto, 2
   trailer), and its metrics as the host sees them (its relayed requests applied). */
typedef struct svslot {
    rk_scroll_view *h;
    int live;
    void *comp[3];
    rk_kind fkind;
    rk_scroll_metrics m;
} svslot;

/* A progress (B7, 1.3): what its first (host) handlers last heard, which its query must say. */
typedef struct prslot {
    rk_progress *h;
    int live;
    int has_fraction;
    double fraction;
    int indeterminate;
} prslot;

typedef struct stale {
    void *h;
    rk_kind kind;
} stale;

typedef struct set_info {
    rk_footer_state state;
    uint32_t count;
} set_info;

/* What a wakeup callback does: calls naming a context of the list (its own included). The same calls
   are made at top level (OP_SIDE) and from worker threads (OP_WORKER). */
enum {
    W_POST, W_TASK_STATE, W_TIMEOUT, W_DISPATCH, W_NOW, W_TIMER, W_RESUME, W_SUSPEND, W_FD, W_KIND,
    W_DESTROY, W_CREATE, W_COUNT
};
static const char *const W_NAMES[] = {
    "rk_context_post", "rk_task_get_state", "rk_context_next_timeout", "rk_context_dispatch",
    "rk_context_now", "rk_timer_start", "rk_task_resume", "rk_task_suspend", "rk_context_fd",
    "rk_object_kind", "rk_context_destroy", "rk_context_create",
};
typedef struct wact {
    uint8_t target, call;
} wact;
typedef struct wscript {
    int n;
    wact a[MAX_SCRIPT];
} wscript;

/* A side context: its own fake clock, one task, a wakeup that runs its script. */
typedef struct side {
    rk_context *h;
    int live, fd, wake_on;
    double now;
    rk_task *task;
    rk_task_state tstate;
    int wakes;
} side;

static struct {
    const uint8_t *p;
    size_t n, i;
    int trace;
    int opno;
    const char *opname;

    rk_context *ctx;
    int destroying;
    double now_a, now_b;  /* two fake clocks */
    int clock_b;          /* which one is installed */
    double last_now;      /* the last rk_context_now on the current clock */
    int have_last_now;

    fslot foot[NFOOT];
    tslot task[NTASK];
    islot ind[NIND];
    pslot probe[NPROBE];
    hslot head[NHEAD];
    trslot trl[NTRL];
    aslot af[NAUTO];
    svslot sv[NSV];
    prslot prog[NPROG];
    /* The context's last-updated store, for the keys of STORE_KEYS: has[k], time[k]; known while
       every change to it is one the harness saw (set, remove, a header's stamp). */
    int store_has[NSTORE];
    double store_time[NSTORE];
    int store_known;
    double wall;          /* what the wall clock reads */
    int wall_fn;          /* the harness's wall clock is installed (else the system's) */
    int wall_reads_off_loop;

    rec recs[MAX_REC];
    int nrec;
    tok toks[MAX_TOK];
    int ntok;
    set_info sets[MAX_SETS + 1];
    int nsets;

    int budget;
    uint64_t emissions;       /* handler calls of any kind */
    uint64_t transitions;     /* task transitions that changed a state */
    int monitor_enabled;
    double act_delay, comp_delay;
    int vis_track;
    int32_t vis_last;
    int nested_dispatches; /* rk_context_dispatch calls from callbacks in this input */

    /* The loop queue as a host sees it: the fd is readable, and a wakeup came, while work (posted
       work, task events) is pending. Known from a "clean point" on: the context's creation, or a
       top-level dispatch during which nothing was queued (it ran everything queued before it). */
    int fd;
    uint64_t queued;          /* work posted and task transitions made, ever */
    uint64_t queued_at_clean;
    int queue_known;          /* no nested dispatch since the clean point (it may run anything) */
    int wake_installed;       /* 0 none, 1 wake_a, 2 wake_b */
    int wake_a, wake_b;       /* calls */
    int wake_valid;           /* the same callback installed since the clean point */
    int wake_at_clean;
    /* The values of the rk_probe_emit_pair in progress (what "pair" handlers must get). */
    int32_t pair_first, pair_second;

    /* Several contexts: side contexts, each context's wakeup script, worker threads. */
    side sides[NSIDE];
    wscript scripts[NCTX];
    int script_set[NCTX]; /* set by OP_SCRIPT (else a side context gets the default script) */
    int ctx_creations, wake_budget, workers;
    int title_changes; /* by handlers (BH_TITLE) */
    void *measuring;   /* the footer whose measure-text emission is running (innermost), or NULL */
    /* The clock model: the switches so far; a timer may have been started since the last clean
       point (then the fd may be readable with nothing queued: a deadline wakeup). */
    int clock_switches;
    int timer_maybe;
    unsigned any_calls; /* 1.4: how many family calls chose between rk_component_* and the kind's own */
} g;

/* The wakeups running on this thread, innermost last (each context at most once), and whether this
   is a worker thread of OP_WORKER (the fuzzing thread is every context's loop thread). */
static _Thread_local rk_context *wake_stack[WAKE_STACK];
static _Thread_local int wake_depth;
static _Thread_local int on_worker;

static int wake_running(const void *ctx) {
    for (int i = 0; i < wake_depth; i++)
        if (wake_stack[i] == ctx) return 1;
    return 0;
}

/* Known library bugs the harness tolerates unless FUZZ_ABI_STRICT=1 (or FUZZ_ABI_STRICT=name,...
 * for some of them) (Tests/fuzz/crashes/ holds their reproducers; run.sh replays them strictly and
 * fails once one stops failing, so that its tolerance is removed here and the reproducer becomes a
 * regression seed in corpus/):
 *
 *  (none open)
 *
 * Fixed, their reproducers now in corpus/: component-context-args-first (1.4: an rk_component_*
 * function given a live context and an invalid argument answered RK_ERR_INVALID_ARGUMENT, not
 * RK_ERR_INVALID_HANDLE as for every other object outside the family); auto-footer-alone-then-attached (an auto footer that its
 * own update had attached alone asked a scroll view it moved to for nothing: V's host inset -h);
 * foreign-pair-wrong-thread (another thread's indicator
 * or footer bound to this thread's task was WRONG_THREAD, not INVALID_HANDLE); measure-reentrant-connection (a measure-text handler
 * connected or disconnected from inside measure-text left its width in the layout); the issue-11 bugs (wakeup-cycle-trap,
 * deadline-overflow, delay-bound, deadline-wakeup, foreign-task-wrong-thread, huge-capacity,
 * stale-label-width: see crashes/README.md); nested-dispatch-reorders-task-events (B2, a nested
 * dispatch delivered a task's next event before the current one), pulling-percent-infinite
 * (a denormal height or offsets near DBL_MAX made the percent +inf), frame-at-rejects-large-times
 * (rk_footer_frame_at refused finite times beyond 1e9 s). To tolerate a new one: a test of
 * `strict` at the check it breaks, its reproducer in crashes/, an entry in crashes/README.md. */
static int strict;
static const char *strict_list; /* FUZZ_ABI_STRICT=name,...: only these */

__attribute__((unused)) static int tolerated(const char *bug) {
    size_t n = strlen(bug);
    const char *p;
    if (!strict) return 1;
    if (strict_list == NULL) return 0;
    for (p = strstr(strict_list, bug); p != NULL; p = strstr(p + 1, bug))
        if ((p == strict_list || p[-1] == ',') && (p[n] == '\0' || p[n] == ',')) return 0;
    return 1;
}

/* The bounds of F5: lengths within ±1e9 points, footer heights from 0.001. */
#define RK_MAX_LENGTH 1e9
#define RK_MIN_HEIGHT 1e-3
static int length_ok(double v) { return isfinite(v) && fabs(v) <= RK_MAX_LENGTH; }
static int size_ok(double v) { return isfinite(v) && v >= 0 && v <= RK_MAX_LENGTH; }
static int height_ok(double v) { return isfinite(v) && v >= RK_MIN_HEIGHT && v <= RK_MAX_LENGTH; }
static int percent_ok(double p) { return isfinite(p) && p >= 0; }
/* Delays and durations: finite, >= 0 and at most RK_MAX_DELAY_SECONDS. */
static int delay_ok(double v) { return isfinite(v) && v >= 0 && v <= RK_MAX_DELAY_SECONDS; }
/* rk_context_next_timeout: -1, or finite within [0, RK_MAX_DELAY_SECONDS]. */
static int timeout_ok(double t) {
    if (t == -1) return 1;
    return isfinite(t) && t >= 0 && t <= RK_MAX_DELAY_SECONDS;
}

/* Survives inputs: dead handles (from earlier inputs too) and a second context whose handles are
 * passed where they must be refused as another context's. */
static stale stales[NSTALE];
static int nstale, stale_next;
static rk_context *other_ctx;
static rk_footer *other_footer;
static rk_auto_footer *other_auto;  /* an auto footer of other_ctx */
static rk_scroll_view *other_sv;    /* a scroll view of other_ctx */
static rk_task *other_task;
static rk_indicator *other_ind;
/* A context owned by another thread (parked for the whole process), with a task, a footer and an
   indicator: its task bound here is another context's task (RK_ERR_INVALID_HANDLE, never
   RK_ERR_WRONG_THREAD); its own objects queried here are on the wrong thread. */
static rk_context *thread_ctx;
static rk_task *thread_task;
static rk_footer *thread_footer;
static rk_indicator *thread_ind;

/* Handlers by (kind, signal index), built from rk_signal_info at start. */
#define MAX_SIGS 24
/* The kinds whose signals the harness loads: every kind of 1.2. */
#define MAX_KIND RK_KIND_PROGRESS
static rk_callback fz_handler[MAX_KIND + 1][MAX_SIGS];
static const char *sig_names[MAX_KIND + 1][MAX_SIGS];
static uint32_t sig_count[MAX_KIND + 1];

/* ------------------------------------------------------------------------------------------------
 * Failing
 * ---------------------------------------------------------------------------------------------- */

static void fail(const char *format, ...) __attribute__((noreturn, format(printf, 1, 2)));
static void fail(const char *format, ...) {
    va_list args;
    char msg[512];
    size_t n;
    fprintf(stderr, "\nfuzz_abi: INVARIANT VIOLATED at op %d (%s): ", g.opno,
            g.opname ? g.opname : "setup");
    va_start(args, format);
    vfprintf(stderr, format, args);
    va_end(args);
    n = rk_last_error_message(msg, sizeof msg);
    fprintf(stderr, "\nfuzz_abi: this thread's last RefreshKit error: %s%s\n", n ? msg : "(none)",
            n >= sizeof msg ? "..." : "");
    fflush(stderr);
    abort();
}

static void trace(const char *format, ...) __attribute__((format(printf, 1, 2)));
static void trace(const char *format, ...) {
    va_list args;
    if (!g.trace) return;
    va_start(args, format);
    vfprintf(stderr, format, args);
    va_end(args);
}

/* ------------------------------------------------------------------------------------------------
 * Reading the input
 * ---------------------------------------------------------------------------------------------- */

static uint8_t u8(void) { return g.i < g.n ? g.p[g.i++] : 0; }
static int pick(int n) { return (int)(u8() % (unsigned)n); }

/* Numbers: ordinary ones first (half the byte range), then the hostile ones. */
static const double VALS[] = {
    0.0, 1.0, 0.25, 0.5, 44.0, 100.0, 320.0, 480.0, 1000.0, 0.1, 2.0, 10.0, 60.0, 0.17, 7.5, 0.001,
    -0.0, -1.0, -1e9, -1000.0, 1e-300, 4.9e-324, 1e300, -1e300, DBL_MAX, -DBL_MAX,
    INFINITY, -INFINITY, NAN, 1e9, 1.0000001e9, 9.99e-4,
};
#define NVALS (sizeof VALS / sizeof VALS[0])
static double val(void) {
    uint8_t b = u8();
    if (b < 128) return VALS[b % 16];
    return VALS[b % NVALS];
}
static double ordinary(void) { return VALS[u8() % 16]; }

/* Strings: valid, empty, multi-byte, invalid UTF-8 of several kinds, NULL, at and past the limit. */
static char long_ok[RK_MAX_STRING_BYTES + 1];
static char long_bad[RK_MAX_STRING_BYTES + 2];
static const char *const STRS[] = {
    "Loading", "", "Pull up \xe2\x86\x91 \xe5\x8a\xa0\xe8\xbd\xbd\xe6\x9b\xb4\xe5\xa4\x9a",
    "\xf0\x9f\x98\x80 emoji", "x", "No more data", "\xd0\x97\xd0\xb0\xd0\xb3\xd1\x80\xd1\x83\xd0\xb7\xd0\xba\xd0\xb0",
    "\xff", "\xc3", "abc\xe2\x82", "\xc0\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80", "ok\x80",
    NULL, NULL /* long_ok */, NULL /* long_bad */,
};
#define NSTRS (sizeof STRS / sizeof STRS[0])
static const char *str_at(int i) {
    if (i == (int)NSTRS - 2) return long_ok;
    if (i == (int)NSTRS - 1) return long_bad;
    return STRS[i];
}
static const char *str(void) { return str_at(pick((int)NSTRS)); }

static int utf8_valid(const char *s, size_t n) {
    const unsigned char *p = (const unsigned char *)s;
    size_t i = 0;
    while (i < n) {
        unsigned c = p[i];
        size_t len;
        uint32_t cp;
        if (c < 0x80) {
            i++;
            continue;
        } else if (c >= 0xc2 && c <= 0xdf) {
            len = 2;
            cp = c & 0x1f;
        } else if (c >= 0xe0 && c <= 0xef) {
            len = 3;
            cp = c & 0x0f;
        } else if (c >= 0xf0 && c <= 0xf4) {
            len = 4;
            cp = c & 0x07;
        } else {
            return 0;
        }
        if (i + len > n) return 0;
        for (size_t k = 1; k < len; k++) {
            if ((p[i + k] & 0xc0) != 0x80) return 0;
            cp = (cp << 6) | (p[i + k] & 0x3f);
        }
        if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10ffff)) ||
            (cp >= 0xd800 && cp <= 0xdfff)) {
            return 0;
        }
        i += len;
    }
    return 1;
}
/* What RefreshKit accepts as a string argument. */
static int str_ok(const char *s) {
    size_t n;
    if (s == NULL) return 0;
    n = strlen(s);
    return n <= RK_MAX_STRING_BYTES && utf8_valid(s, n);
}

/* ------------------------------------------------------------------------------------------------
 * Status checks
 * ---------------------------------------------------------------------------------------------- */

static const char *sname(rk_status st) { return rk_status_string(st); }

/* Every status is documented; a failure sets the last error (non-empty). */
static rk_status seen(rk_status st, const char *what) {
    if (st > 0 || st < RK_ERR_BUSY) fail("%s returned the undocumented status %d", what, (int)st);
    if (st != RK_OK && rk_last_error_message(NULL, 0) == 0) {
        fail("%s failed with %s but left the last error message empty", what, sname(st));
    }
    return st;
}

static void expect_st(rk_status got, rk_status want, const char *what) {
    if (got != want) fail("%s returned %d (%s), expected %d (%s)", what, (int)got, sname(got), (int)want, sname(want));
}

/* A call from a callback that runs while the context is being destroyed must be refused. */
static rk_status during_destroy(rk_status want) { return g.destroying ? RK_ERR_INVALID_HANDLE : want; }

/* A header's or a trailer's state: 1..4 (no NoMoreData), or Failed (6, F17 in 1.3). */
static int header_state_ok(int32_t s) { return (s >= 1 && s <= 4) || s == RK_FOOTER_FAILED; }

/* Top-level calls: a failing call emits nothing. */
#define TOP(call)                                                                          \
    __extension__({                                                                        \
        uint64_t e0_ = g.emissions;                                                        \
        rk_status s_ = seen((call), #call);                                                \
        if (s_ != RK_OK && g.emissions != e0_) {                                           \
            fail("%s failed (%s) but %llu handlers ran", #call, sname(s_),                 \
                 (unsigned long long)(g.emissions - e0_));                                 \
        }                                                                                  \
        trace("  %s -> %s\n", #call, sname(s_));                                           \
        s_;                                                                                \
    })

/* ------------------------------------------------------------------------------------------------
 * Components (any kind), 1.4: every call to a kind's own function that has an rk_component_* twin
 * goes through one of the fz_<kind>_<verb> wrappers below, which pick the route from the input: the
 * kind's own function or rk_component_<verb> on the same object. The two take one route in the
 * library, so every expectation of the harness (statuses, signals, completions, the invariants) must
 * hold whichever is picked.
 * ---------------------------------------------------------------------------------------------- */

/* Whether this call to a member of the family goes through rk_component_* (1) or the kind's own
   function (0): picked from the input's position and the number of such calls so far, so generic and
   per-kind calls mix on the same objects without a byte of their own (older inputs keep their
   meaning, and a mutation of any earlier byte's count flips the routes after it). */
static int pick_any(void) { return (int)((g.i + g.any_calls++) & 1u); }

/* The route for a call of a kind's own function on h: rk_component_* is that function's twin for a
   live object of that kind and for a handle that is no live object (NULL, destroyed, junk). A live
   object of another kind is a valid component for rk_component_* (or one refused before the
   arguments are checked), so such calls keep the kind's own function. */
static int via_any(const void *h, rk_kind want) {
    rk_kind k;
    rk_status st;
    if (!pick_any()) return 0;
    st = rk_object_kind(h, &k);
    if (st == RK_OK && k != want) return 0;
    trace("  (through rk_component_*)\n");
    return 1;
}

/* As via_any, for a header's or trailer's title or images of one state. The kind's own function
   refuses NoMoreData, a state its kind lacks, before it looks at the handle; rk_component_* can tell
   the kind only from a live handle, so with a handle that is no live object it checks the state as
   any kind's and the other arguments first: with NoMoreData and another bad argument the two refuse
   with different errors, both documented. Such calls keep the kind's own function. */
static int via_any_state(const void *h, rk_kind want, rk_refresh_state state) {
    rk_kind k;
    if (state == RK_FOOTER_NO_MORE_DATA && rk_object_kind(h, &k) != RK_OK) return (void)pick_any(), 0;
    return via_any(h, want);
}

static rk_status fz_footer_destroy(rk_footer *footer) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_destroy(footer)
                                  : rk_footer_destroy(footer);
}
static rk_status fz_header_destroy(rk_header *header) {
    return via_any(header, RK_KIND_HEADER) ? rk_component_destroy(header)
                                  : rk_header_destroy(header);
}
static rk_status fz_trailer_destroy(rk_trailer *trailer) {
    return via_any(trailer, RK_KIND_TRAILER) ? rk_component_destroy(trailer)
                                  : rk_trailer_destroy(trailer);
}
static rk_status fz_auto_footer_destroy(rk_auto_footer *auto_footer) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_destroy(auto_footer)
                                  : rk_auto_footer_destroy(auto_footer);
}
static rk_status fz_footer_set_metrics(rk_footer *footer, const rk_scroll_metrics *metrics) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_set_metrics(footer, metrics)
                                  : rk_footer_set_metrics(footer, metrics);
}
static rk_status fz_header_set_metrics(rk_header *header, const rk_scroll_metrics *metrics) {
    return via_any(header, RK_KIND_HEADER) ? rk_component_set_metrics(header, metrics)
                                  : rk_header_set_metrics(header, metrics);
}
static rk_status fz_trailer_set_metrics(rk_trailer *trailer, const rk_scroll_metrics *metrics) {
    return via_any(trailer, RK_KIND_TRAILER) ? rk_component_set_metrics(trailer, metrics)
                                  : rk_trailer_set_metrics(trailer, metrics);
}
static rk_status fz_auto_footer_set_metrics(rk_auto_footer *auto_footer, const rk_scroll_metrics *metrics) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_set_metrics(auto_footer, metrics)
                                  : rk_auto_footer_set_metrics(auto_footer, metrics);
}
static rk_status fz_footer_set_visible(rk_footer *footer, int32_t visible) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_set_visible(footer, visible)
                                  : rk_footer_set_visible(footer, visible);
}
static rk_status fz_header_set_visible(rk_header *header, int32_t visible) {
    return via_any(header, RK_KIND_HEADER) ? rk_component_set_visible(header, visible)
                                  : rk_header_set_visible(header, visible);
}
static rk_status fz_trailer_set_visible(rk_trailer *trailer, int32_t visible) {
    return via_any(trailer, RK_KIND_TRAILER) ? rk_component_set_visible(trailer, visible)
                                  : rk_trailer_set_visible(trailer, visible);
}
static rk_status fz_auto_footer_set_visible(rk_auto_footer *auto_footer, int32_t visible) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_set_visible(auto_footer, visible)
                                  : rk_auto_footer_set_visible(auto_footer, visible);
}
static rk_status fz_footer_set_hidden(rk_footer *footer, int32_t hidden) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_set_hidden(footer, hidden)
                                  : rk_footer_set_hidden(footer, hidden);
}
static rk_status fz_header_set_hidden(rk_header *header, int32_t hidden) {
    return via_any(header, RK_KIND_HEADER) ? rk_component_set_hidden(header, hidden)
                                  : rk_header_set_hidden(header, hidden);
}
static rk_status fz_trailer_set_hidden(rk_trailer *trailer, int32_t hidden) {
    return via_any(trailer, RK_KIND_TRAILER) ? rk_component_set_hidden(trailer, hidden)
                                  : rk_trailer_set_hidden(trailer, hidden);
}
static rk_status fz_auto_footer_set_hidden(rk_auto_footer *auto_footer, int32_t hidden) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_set_hidden(auto_footer, hidden)
                                  : rk_auto_footer_set_hidden(auto_footer, hidden);
}
static rk_status fz_footer_set_interaction_enabled(rk_footer *footer, int32_t enabled) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_set_interaction_enabled(footer, enabled)
                                  : rk_footer_set_interaction_enabled(footer, enabled);
}
static rk_status fz_header_set_interaction_enabled(rk_header *header, int32_t enabled) {
    return via_any(header, RK_KIND_HEADER) ? rk_component_set_interaction_enabled(header, enabled)
                                  : rk_header_set_interaction_enabled(header, enabled);
}
static rk_status fz_trailer_set_interaction_enabled(rk_trailer *trailer, int32_t enabled) {
    return via_any(trailer, RK_KIND_TRAILER) ? rk_component_set_interaction_enabled(trailer, enabled)
                                  : rk_trailer_set_interaction_enabled(trailer, enabled);
}
static rk_status fz_auto_footer_set_interaction_enabled(rk_auto_footer *auto_footer, int32_t enabled) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_set_interaction_enabled(auto_footer, enabled)
                                  : rk_auto_footer_set_interaction_enabled(auto_footer, enabled);
}
static rk_status fz_footer_set_automatically_change_alpha(rk_footer *footer, int32_t enabled) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_set_automatically_change_alpha(footer, enabled)
                                  : rk_footer_set_automatically_change_alpha(footer, enabled);
}
static rk_status fz_header_set_automatically_change_alpha(rk_header *header, int32_t enabled) {
    return via_any(header, RK_KIND_HEADER) ? rk_component_set_automatically_change_alpha(header, enabled)
                                  : rk_header_set_automatically_change_alpha(header, enabled);
}
static rk_status fz_trailer_set_automatically_change_alpha(rk_trailer *trailer, int32_t enabled) {
    return via_any(trailer, RK_KIND_TRAILER) ? rk_component_set_automatically_change_alpha(trailer, enabled)
                                  : rk_trailer_set_automatically_change_alpha(trailer, enabled);
}
static rk_status fz_auto_footer_set_automatically_change_alpha(rk_auto_footer *auto_footer, int32_t enabled) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_set_automatically_change_alpha(auto_footer, enabled)
                                  : rk_auto_footer_set_automatically_change_alpha(auto_footer, enabled);
}
static rk_status fz_footer_set_animation_durations(rk_footer *footer, double fast, double slow) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_set_animation_durations(footer, fast, slow)
                                  : rk_footer_set_animation_durations(footer, fast, slow);
}
static rk_status fz_header_set_animation_durations(rk_header *header, double fast, double slow) {
    return via_any(header, RK_KIND_HEADER) ? rk_component_set_animation_durations(header, fast, slow)
                                  : rk_header_set_animation_durations(header, fast, slow);
}
static rk_status fz_trailer_set_animation_durations(rk_trailer *trailer, double fast, double slow) {
    return via_any(trailer, RK_KIND_TRAILER) ? rk_component_set_animation_durations(trailer, fast, slow)
                                  : rk_trailer_set_animation_durations(trailer, fast, slow);
}
static rk_status fz_auto_footer_set_animation_durations(rk_auto_footer *auto_footer, double fast, double slow) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_set_animation_durations(auto_footer, fast, slow)
                                  : rk_auto_footer_set_animation_durations(auto_footer, fast, slow);
}
static rk_status fz_footer_set_height(rk_footer *footer, double height) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_set_height(footer, height)
                                  : rk_footer_set_height(footer, height);
}
static rk_status fz_header_set_height(rk_header *header, double height) {
    return via_any(header, RK_KIND_HEADER) ? rk_component_set_height(header, height)
                                  : rk_header_set_height(header, height);
}
static rk_status fz_auto_footer_set_height(rk_auto_footer *auto_footer, double height) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_set_height(auto_footer, height)
                                  : rk_auto_footer_set_height(auto_footer, height);
}
static rk_status fz_footer_set_ignored_bottom_inset(rk_footer *footer, double inset) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_set_ignored_bottom_inset(footer, inset)
                                  : rk_footer_set_ignored_bottom_inset(footer, inset);
}
static rk_status fz_auto_footer_set_ignored_bottom_inset(rk_auto_footer *auto_footer, double inset) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_set_ignored_bottom_inset(auto_footer, inset)
                                  : rk_auto_footer_set_ignored_bottom_inset(auto_footer, inset);
}
static rk_status fz_footer_set_data_count(rk_footer *footer, int64_t count) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_set_data_count(footer, count)
                                  : rk_footer_set_data_count(footer, count);
}
static rk_status fz_trailer_set_data_count(rk_trailer *trailer, int64_t count) {
    return via_any(trailer, RK_KIND_TRAILER) ? rk_component_set_data_count(trailer, count)
                                  : rk_trailer_set_data_count(trailer, count);
}
static rk_status fz_footer_begin_refreshing(rk_footer *footer, rk_completion_fn completion, void *user_data) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_begin_refreshing(footer, (rk_component_completion_fn)completion, user_data)
                                  : rk_footer_begin_refreshing(footer, completion, user_data);
}
static rk_status fz_header_begin_refreshing(rk_header *header, rk_header_completion_fn completion, void *user_data) {
    return via_any(header, RK_KIND_HEADER) ? rk_component_begin_refreshing(header, (rk_component_completion_fn)completion, user_data)
                                  : rk_header_begin_refreshing(header, completion, user_data);
}
static rk_status fz_trailer_begin_refreshing(rk_trailer *trailer, rk_trailer_completion_fn completion, void *user_data) {
    return via_any(trailer, RK_KIND_TRAILER) ? rk_component_begin_refreshing(trailer, (rk_component_completion_fn)completion, user_data)
                                  : rk_trailer_begin_refreshing(trailer, completion, user_data);
}
static rk_status fz_auto_footer_begin_refreshing(rk_auto_footer *auto_footer, rk_auto_footer_completion_fn completion, void *user_data) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_begin_refreshing(auto_footer, (rk_component_completion_fn)completion, user_data)
                                  : rk_auto_footer_begin_refreshing(auto_footer, completion, user_data);
}
static rk_status fz_footer_end_refreshing(rk_footer *footer, rk_completion_fn completion, void *user_data) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_end_refreshing(footer, (rk_component_completion_fn)completion, user_data)
                                  : rk_footer_end_refreshing(footer, completion, user_data);
}
static rk_status fz_header_end_refreshing(rk_header *header, rk_header_completion_fn completion, void *user_data) {
    return via_any(header, RK_KIND_HEADER) ? rk_component_end_refreshing(header, (rk_component_completion_fn)completion, user_data)
                                  : rk_header_end_refreshing(header, completion, user_data);
}
static rk_status fz_trailer_end_refreshing(rk_trailer *trailer, rk_trailer_completion_fn completion, void *user_data) {
    return via_any(trailer, RK_KIND_TRAILER) ? rk_component_end_refreshing(trailer, (rk_component_completion_fn)completion, user_data)
                                  : rk_trailer_end_refreshing(trailer, completion, user_data);
}
static rk_status fz_auto_footer_end_refreshing(rk_auto_footer *auto_footer, rk_auto_footer_completion_fn completion, void *user_data) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_end_refreshing(auto_footer, (rk_component_completion_fn)completion, user_data)
                                  : rk_auto_footer_end_refreshing(auto_footer, completion, user_data);
}
static rk_status fz_footer_end_refreshing_with_no_more_data(rk_footer *footer, rk_completion_fn completion, void *user_data) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_end_refreshing_with_no_more_data(footer, (rk_component_completion_fn)completion, user_data)
                                  : rk_footer_end_refreshing_with_no_more_data(footer, completion, user_data);
}
static rk_status fz_auto_footer_end_refreshing_with_no_more_data(rk_auto_footer *auto_footer, rk_auto_footer_completion_fn completion, void *user_data) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_end_refreshing_with_no_more_data(auto_footer, (rk_component_completion_fn)completion, user_data)
                                  : rk_auto_footer_end_refreshing_with_no_more_data(auto_footer, completion, user_data);
}
static rk_status fz_footer_reset_no_more_data(rk_footer *footer, rk_completion_fn completion, void *user_data) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_reset_no_more_data(footer, (rk_component_completion_fn)completion, user_data)
                                  : rk_footer_reset_no_more_data(footer, completion, user_data);
}
static rk_status fz_auto_footer_reset_no_more_data(rk_auto_footer *auto_footer, rk_auto_footer_completion_fn completion, void *user_data) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_reset_no_more_data(auto_footer, (rk_component_completion_fn)completion, user_data)
                                  : rk_auto_footer_reset_no_more_data(auto_footer, completion, user_data);
}
static rk_status fz_footer_set_refreshing_with_state_of_task(rk_footer *footer, rk_task *task) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_set_refreshing_with_state_of_task(footer, task)
                                  : rk_footer_set_refreshing_with_state_of_task(footer, task);
}
static rk_status fz_header_set_refreshing_with_state_of_task(rk_header *header, rk_task *task) {
    return via_any(header, RK_KIND_HEADER) ? rk_component_set_refreshing_with_state_of_task(header, task)
                                  : rk_header_set_refreshing_with_state_of_task(header, task);
}
static rk_status fz_trailer_set_refreshing_with_state_of_task(rk_trailer *trailer, rk_task *task) {
    return via_any(trailer, RK_KIND_TRAILER) ? rk_component_set_refreshing_with_state_of_task(trailer, task)
                                  : rk_trailer_set_refreshing_with_state_of_task(trailer, task);
}
static rk_status fz_auto_footer_set_refreshing_with_state_of_task(rk_auto_footer *auto_footer, rk_task *task) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_set_refreshing_with_state_of_task(auto_footer, task)
                                  : rk_auto_footer_set_refreshing_with_state_of_task(auto_footer, task);
}
static rk_status fz_footer_set_title(rk_footer *footer, rk_footer_state state, const char *title) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_set_title(footer, state, title)
                                  : rk_footer_set_title(footer, state, title);
}
static rk_status fz_header_set_title(rk_header *header, rk_footer_state state, const char *title) {
    return via_any_state(header, RK_KIND_HEADER, state) ? rk_component_set_title(header, state, title)
                                  : rk_header_set_title(header, state, title);
}
static rk_status fz_trailer_set_title(rk_trailer *trailer, rk_footer_state state, const char *title) {
    return via_any_state(trailer, RK_KIND_TRAILER, state) ? rk_component_set_title(trailer, state, title)
                                  : rk_trailer_set_title(trailer, state, title);
}
static rk_status fz_auto_footer_set_title(rk_auto_footer *auto_footer, rk_footer_state state, const char *title) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_set_title(auto_footer, state, title)
                                  : rk_auto_footer_set_title(auto_footer, state, title);
}
static rk_status fz_footer_get_title(rk_footer *footer, rk_footer_state state, char *buf, size_t cap, size_t *out_length) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_get_title(footer, state, buf, cap, out_length)
                                  : rk_footer_get_title(footer, state, buf, cap, out_length);
}
static rk_status fz_header_get_title(rk_header *header, rk_footer_state state, char *buf, size_t cap, size_t *out_length) {
    return via_any(header, RK_KIND_HEADER) ? rk_component_get_title(header, state, buf, cap, out_length)
                                  : rk_header_get_title(header, state, buf, cap, out_length);
}
static rk_status fz_trailer_get_title(rk_trailer *trailer, rk_footer_state state, char *buf, size_t cap, size_t *out_length) {
    return via_any(trailer, RK_KIND_TRAILER) ? rk_component_get_title(trailer, state, buf, cap, out_length)
                                  : rk_trailer_get_title(trailer, state, buf, cap, out_length);
}
static rk_status fz_auto_footer_get_title(rk_auto_footer *auto_footer, rk_footer_state state, char *buf, size_t cap, size_t *out_length) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_get_title(auto_footer, state, buf, cap, out_length)
                                  : rk_auto_footer_get_title(auto_footer, state, buf, cap, out_length);
}
static rk_status fz_footer_set_language(rk_footer *footer, const char *language) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_set_language(footer, language)
                                  : rk_footer_set_language(footer, language);
}
static rk_status fz_header_set_language(rk_header *header, const char *language) {
    return via_any(header, RK_KIND_HEADER) ? rk_component_set_language(header, language)
                                  : rk_header_set_language(header, language);
}
static rk_status fz_trailer_set_language(rk_trailer *trailer, const char *language) {
    return via_any(trailer, RK_KIND_TRAILER) ? rk_component_set_language(trailer, language)
                                  : rk_trailer_set_language(trailer, language);
}
static rk_status fz_auto_footer_set_language(rk_auto_footer *auto_footer, const char *language) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_set_language(auto_footer, language)
                                  : rk_auto_footer_set_language(auto_footer, language);
}
static rk_status fz_footer_get_language(rk_footer *footer, char *buf, size_t cap, size_t *out_length) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_get_language(footer, buf, cap, out_length)
                                  : rk_footer_get_language(footer, buf, cap, out_length);
}
static rk_status fz_header_get_language(rk_header *header, char *buf, size_t cap, size_t *out_length) {
    return via_any(header, RK_KIND_HEADER) ? rk_component_get_language(header, buf, cap, out_length)
                                  : rk_header_get_language(header, buf, cap, out_length);
}
static rk_status fz_trailer_get_language(rk_trailer *trailer, char *buf, size_t cap, size_t *out_length) {
    return via_any(trailer, RK_KIND_TRAILER) ? rk_component_get_language(trailer, buf, cap, out_length)
                                  : rk_trailer_get_language(trailer, buf, cap, out_length);
}
static rk_status fz_auto_footer_get_language(rk_auto_footer *auto_footer, char *buf, size_t cap, size_t *out_length) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_get_language(auto_footer, buf, cap, out_length)
                                  : rk_auto_footer_get_language(auto_footer, buf, cap, out_length);
}
static rk_status fz_footer_get_label(rk_footer *footer, char *buf, size_t cap, size_t *out_length) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_get_label(footer, buf, cap, out_length)
                                  : rk_footer_get_label(footer, buf, cap, out_length);
}
static rk_status fz_header_get_label(rk_header *header, char *buf, size_t cap, size_t *out_length) {
    return via_any(header, RK_KIND_HEADER) ? rk_component_get_label(header, buf, cap, out_length)
                                  : rk_header_get_label(header, buf, cap, out_length);
}
static rk_status fz_trailer_get_label(rk_trailer *trailer, char *buf, size_t cap, size_t *out_length) {
    return via_any(trailer, RK_KIND_TRAILER) ? rk_component_get_label(trailer, buf, cap, out_length)
                                  : rk_trailer_get_label(trailer, buf, cap, out_length);
}
static rk_status fz_auto_footer_get_label(rk_auto_footer *auto_footer, char *buf, size_t cap, size_t *out_length) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_get_label(auto_footer, buf, cap, out_length)
                                  : rk_auto_footer_get_label(auto_footer, buf, cap, out_length);
}
static rk_status fz_footer_set_label_hidden(rk_footer *footer, int32_t hidden) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_set_label_hidden(footer, hidden)
                                  : rk_footer_set_label_hidden(footer, hidden);
}
static rk_status fz_header_set_label_hidden(rk_header *header, int32_t hidden) {
    return via_any(header, RK_KIND_HEADER) ? rk_component_set_label_hidden(header, hidden)
                                  : rk_header_set_label_hidden(header, hidden);
}
static rk_status fz_trailer_set_label_hidden(rk_trailer *trailer, int32_t hidden) {
    return via_any(trailer, RK_KIND_TRAILER) ? rk_component_set_label_hidden(trailer, hidden)
                                  : rk_trailer_set_label_hidden(trailer, hidden);
}
static rk_status fz_footer_set_label_left_inset(rk_footer *footer, double inset) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_set_label_left_inset(footer, inset)
                                  : rk_footer_set_label_left_inset(footer, inset);
}
static rk_status fz_header_set_label_left_inset(rk_header *header, double inset) {
    return via_any(header, RK_KIND_HEADER) ? rk_component_set_label_left_inset(header, inset)
                                  : rk_header_set_label_left_inset(header, inset);
}
static rk_status fz_auto_footer_set_label_left_inset(rk_auto_footer *auto_footer, double inset) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_set_label_left_inset(auto_footer, inset)
                                  : rk_auto_footer_set_label_left_inset(auto_footer, inset);
}
static rk_status fz_footer_set_text_width(rk_footer *footer, double width) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_set_text_width(footer, width)
                                  : rk_footer_set_text_width(footer, width);
}
static rk_status fz_auto_footer_set_text_width(rk_auto_footer *auto_footer, double width) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_set_text_width(auto_footer, width)
                                  : rk_auto_footer_set_text_width(auto_footer, width);
}
static rk_status fz_footer_set_images(rk_footer *footer, rk_footer_state state, const rk_image *images, uint32_t count) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_set_images(footer, state, images, count)
                                  : rk_footer_set_images(footer, state, images, count);
}
static rk_status fz_header_set_images(rk_header *header, rk_footer_state state, const rk_image *images, uint32_t count) {
    return via_any_state(header, RK_KIND_HEADER, state) ? rk_component_set_images(header, state, images, count)
                                  : rk_header_set_images(header, state, images, count);
}
static rk_status fz_auto_footer_set_images(rk_auto_footer *auto_footer, rk_footer_state state, const rk_image *images, uint32_t count) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_set_images(auto_footer, state, images, count)
                                  : rk_auto_footer_set_images(auto_footer, state, images, count);
}
static rk_status fz_footer_set_images_with_duration(rk_footer *footer, rk_footer_state state, const rk_image *images, uint32_t count, double duration) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_set_images_with_duration(footer, state, images, count, duration)
                                  : rk_footer_set_images_with_duration(footer, state, images, count, duration);
}
static rk_status fz_header_set_images_with_duration(rk_header *header, rk_footer_state state, const rk_image *images, uint32_t count, double duration) {
    return via_any_state(header, RK_KIND_HEADER, state) ? rk_component_set_images_with_duration(header, state, images, count, duration)
                                  : rk_header_set_images_with_duration(header, state, images, count, duration);
}
static rk_status fz_auto_footer_set_images_with_duration(rk_auto_footer *auto_footer, rk_footer_state state, const rk_image *images, uint32_t count, double duration) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_set_images_with_duration(auto_footer, state, images, count, duration)
                                  : rk_auto_footer_set_images_with_duration(auto_footer, state, images, count, duration);
}
static rk_status fz_footer_set_images_with_frame_durations(rk_footer *footer, rk_footer_state state, const rk_image *images, const double *durations, uint32_t count) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_set_images_with_frame_durations(footer, state, images, durations, count)
                                  : rk_footer_set_images_with_frame_durations(footer, state, images, durations, count);
}
static rk_status fz_header_set_images_with_frame_durations(rk_header *header, rk_footer_state state, const rk_image *images, const double *durations, uint32_t count) {
    return via_any_state(header, RK_KIND_HEADER, state) ? rk_component_set_images_with_frame_durations(header, state, images, durations, count)
                                  : rk_header_set_images_with_frame_durations(header, state, images, durations, count);
}
static rk_status fz_auto_footer_set_images_with_frame_durations(rk_auto_footer *auto_footer, rk_footer_state state, const rk_image *images, const double *durations, uint32_t count) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_set_images_with_frame_durations(auto_footer, state, images, durations, count)
                                  : rk_auto_footer_set_images_with_frame_durations(auto_footer, state, images, durations, count);
}
static rk_status fz_footer_get_gif(rk_footer *footer, rk_footer_gif *out) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_get_gif(footer, out)
                                  : rk_footer_get_gif(footer, out);
}
static rk_status fz_header_get_gif(rk_header *header, rk_footer_gif *out) {
    return via_any(header, RK_KIND_HEADER) ? rk_component_get_gif(header, out)
                                  : rk_header_get_gif(header, out);
}
static rk_status fz_auto_footer_get_gif(rk_auto_footer *auto_footer, rk_footer_gif *out) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_get_gif(auto_footer, out)
                                  : rk_auto_footer_get_gif(auto_footer, out);
}
static rk_status fz_footer_frame_at(rk_footer *footer, double t, uint64_t *out_image_id, int32_t *out_index) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_frame_at(footer, t, out_image_id, out_index)
                                  : rk_footer_frame_at(footer, t, out_image_id, out_index);
}
static rk_status fz_header_frame_at(rk_header *header, double t, uint64_t *out_image_id, int32_t *out_index) {
    return via_any(header, RK_KIND_HEADER) ? rk_component_frame_at(header, t, out_image_id, out_index)
                                  : rk_header_frame_at(header, t, out_image_id, out_index);
}
static rk_status fz_auto_footer_frame_at(rk_auto_footer *auto_footer, double t, uint64_t *out_image_id, int32_t *out_index) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_frame_at(auto_footer, t, out_image_id, out_index)
                                  : rk_auto_footer_frame_at(auto_footer, t, out_image_id, out_index);
}
static rk_status fz_footer_get_state(rk_footer *footer, rk_footer_state *out_state) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_get_state(footer, out_state)
                                  : rk_footer_get_state(footer, out_state);
}
static rk_status fz_header_get_state(rk_header *header, rk_footer_state *out_state) {
    return via_any(header, RK_KIND_HEADER) ? rk_component_get_state(header, out_state)
                                  : rk_header_get_state(header, out_state);
}
static rk_status fz_trailer_get_state(rk_trailer *trailer, rk_footer_state *out_state) {
    return via_any(trailer, RK_KIND_TRAILER) ? rk_component_get_state(trailer, out_state)
                                  : rk_trailer_get_state(trailer, out_state);
}
static rk_status fz_auto_footer_get_state(rk_auto_footer *auto_footer, rk_footer_state *out_state) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_get_state(auto_footer, out_state)
                                  : rk_auto_footer_get_state(auto_footer, out_state);
}
static rk_status fz_footer_get_pulling_percent(rk_footer *footer, double *out_percent) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_get_pulling_percent(footer, out_percent)
                                  : rk_footer_get_pulling_percent(footer, out_percent);
}
static rk_status fz_header_get_pulling_percent(rk_header *header, double *out_percent) {
    return via_any(header, RK_KIND_HEADER) ? rk_component_get_pulling_percent(header, out_percent)
                                  : rk_header_get_pulling_percent(header, out_percent);
}
static rk_status fz_trailer_get_pulling_percent(rk_trailer *trailer, double *out_percent) {
    return via_any(trailer, RK_KIND_TRAILER) ? rk_component_get_pulling_percent(trailer, out_percent)
                                  : rk_trailer_get_pulling_percent(trailer, out_percent);
}
static rk_status fz_auto_footer_get_pulling_percent(rk_auto_footer *auto_footer, double *out_percent) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_get_pulling_percent(auto_footer, out_percent)
                                  : rk_auto_footer_get_pulling_percent(auto_footer, out_percent);
}
static rk_status fz_footer_get_alpha(rk_footer *footer, double *out_alpha) {
    return via_any(footer, RK_KIND_FOOTER) ? rk_component_get_alpha(footer, out_alpha)
                                  : rk_footer_get_alpha(footer, out_alpha);
}
static rk_status fz_header_get_alpha(rk_header *header, double *out_alpha) {
    return via_any(header, RK_KIND_HEADER) ? rk_component_get_alpha(header, out_alpha)
                                  : rk_header_get_alpha(header, out_alpha);
}
static rk_status fz_trailer_get_alpha(rk_trailer *trailer, double *out_alpha) {
    return via_any(trailer, RK_KIND_TRAILER) ? rk_component_get_alpha(trailer, out_alpha)
                                  : rk_trailer_get_alpha(trailer, out_alpha);
}
static rk_status fz_auto_footer_get_alpha(rk_auto_footer *auto_footer, double *out_alpha) {
    return via_any(auto_footer, RK_KIND_AUTO_FOOTER) ? rk_component_get_alpha(auto_footer, out_alpha)
                                  : rk_auto_footer_get_alpha(auto_footer, out_alpha);
}

/* ------------------------------------------------------------------------------------------------
 * Pools
 * ---------------------------------------------------------------------------------------------- */

static void add_stale(void *h, rk_kind kind) {
    stales[stale_next].h = h;
    stales[stale_next].kind = kind;
    stale_next = (stale_next + 1) % NSTALE;
    if (nstale < NSTALE) nstale++;
}

static fslot *foot_of(const void *h) {
    for (int i = 0; i < NFOOT; i++)
        if (g.foot[i].live && (void *)g.foot[i].h == h) return &g.foot[i];
    return NULL;
}
static tslot *task_of(const void *h) {
    for (int i = 0; i < NTASK; i++)
        if (g.task[i].live && (void *)g.task[i].h == h) return &g.task[i];
    return NULL;
}
static islot *ind_of(const void *h) {
    for (int i = 0; i < NIND; i++)
        if (g.ind[i].live && (void *)g.ind[i].h == h) return &g.ind[i];
    return NULL;
}
static pslot *probe_of(const void *h) {
    for (int i = 0; i < NPROBE; i++)
        if (g.probe[i].live && (void *)g.probe[i].h == h) return &g.probe[i];
    return NULL;
}
static hslot *head_of(const void *h) {
    for (int i = 0; i < NHEAD; i++)
        if (g.head[i].live && (void *)g.head[i].h == h) return &g.head[i];
    return NULL;
}
static trslot *trail_of(const void *h) {
    for (int i = 0; i < NTRL; i++)
        if (g.trl[i].live && (void *)g.trl[i].h == h) return &g.trl[i];
    return NULL;
}
static aslot *auto_of(const void *h) {
    for (int i = 0; i < NAUTO; i++)
        if (g.af[i].live && (void *)g.af[i].h == h) return &g.af[i];
    return NULL;
}
static prslot *prog_of(const void *h) {
    for (int i = 0; i < NPROG; i++)
        if (g.prog[i].live && (void *)g.prog[i].h == h) return &g.prog[i];
    return NULL;
}
static svslot *sv_of(const void *h) {
    for (int i = 0; i < NSV; i++)
        if (g.sv[i].live && (void *)g.sv[i].h == h) return &g.sv[i];
    return NULL;
}
/* The scroll view slot a component is attached to (the harness's model), or NULL. */
static svslot *sv_holding(const void *component) {
    for (int i = 0; i < NSV; i++)
        for (int k = 0; k < 3; k++)
            if (g.sv[i].live && component != NULL && g.sv[i].comp[k] == component) return &g.sv[i];
    return NULL;
}
/* A destroyed component is detached from its scroll view (the model). */
static void sv_forget(const void *component) {
    for (int i = 0; i < NSV; i++)
        for (int k = 0; k < 3; k++)
            if (g.sv[i].comp[k] == component) {
                g.sv[i].comp[k] = NULL;
                if (k == 1) g.sv[i].fkind = 0;
            }
}
static int object_live(const void *h, rk_kind kind) {
    switch (kind) {
    case RK_KIND_CONTEXT: return h == (void *)g.ctx && !g.destroying;
    case RK_KIND_FOOTER: return foot_of(h) != NULL;
    case RK_KIND_TASK: return task_of(h) != NULL;
    case RK_KIND_INDICATOR: return ind_of(h) != NULL;
    case RK_KIND_PROBE: return probe_of(h) != NULL;
    case RK_KIND_HEADER: return head_of(h) != NULL;
    case RK_KIND_TRAILER: return trail_of(h) != NULL;
    case RK_KIND_AUTO_FOOTER: return auto_of(h) != NULL;
    case RK_KIND_SCROLL_VIEW: return sv_of(h) != NULL;
    case RK_KIND_PROGRESS: return prog_of(h) != NULL;
    default: return 0;
    }
}

/* The connections of a destroyed object have ended. */
static void end_records_of(const void *object) {
    for (int i = 0; i < g.nrec; i++)
        if (g.recs[i].object == object) g.recs[i].ended = 1;
}

static tok *new_tok(int type, const char *what) {
    tok *t;
    if (g.ntok >= MAX_TOK) return NULL;
    t = &g.toks[g.ntok++];
    memset(t, 0, sizeof *t);
    t->used = 1;
    t->type = type;
    t->what = what;
    return t;
}

/* ------------------------------------------------------------------------------------------------
 * Destroying (top level and from callbacks)
 * ---------------------------------------------------------------------------------------------- */

static void completion_fn(rk_footer *footer, int32_t finished, void *user_data);
/* The load oracle (see "The load oracle"). */
static int64_t lo_before_destroy(const void *h);
static void lo_after_destroy(const void *h, int64_t cur, rk_status st);
static void lo_untrack(const void *h);

static rk_status destroy_footer(rk_footer *h) {
    fslot *f = foot_of(h);
    rk_status st, want = during_destroy(f ? RK_OK : RK_ERR_INVALID_HANDLE);
    if (f) f->live = 0; /* dies first: its completions see a dead handle */
    int64_t cur = lo_before_destroy(h);
    st = seen(fz_footer_destroy(h), "rk_footer_destroy");
    lo_after_destroy(h, cur, st);
    expect_st(st, want, "rk_footer_destroy");
    if (st == RK_OK) {
        end_records_of(h);
        add_stale(h, RK_KIND_FOOTER);
        sv_forget(h);
    } else if (f) {
        f->live = 1;
    }
    return st;
}

static rk_status destroy_task(rk_task *h) {
    tslot *t = task_of(h);
    rk_status st, want = during_destroy(t ? RK_OK : RK_ERR_INVALID_HANDLE);
    if (t) t->live = 0;
    st = seen(rk_task_destroy(h), "rk_task_destroy");
    expect_st(st, want, "rk_task_destroy");
    if (st == RK_OK) {
        end_records_of(h);
        add_stale(h, RK_KIND_TASK);
    } else if (t) {
        t->live = 1;
    }
    return st;
}

static rk_status destroy_indicator(rk_indicator *h) {
    islot *s = ind_of(h);
    rk_status st, want = during_destroy(s ? RK_OK : RK_ERR_INVALID_HANDLE);
    if (s) s->live = 0;
    st = seen(rk_indicator_destroy(h), "rk_indicator_destroy");
    expect_st(st, want, "rk_indicator_destroy");
    if (st == RK_OK) {
        end_records_of(h);
        add_stale(h, RK_KIND_INDICATOR);
    } else if (s) {
        s->live = 1;
    }
    return st;
}

static rk_status destroy_probe(rk_probe *h) {
    pslot *s = probe_of(h);
    rk_status st, want = during_destroy(s ? RK_OK : RK_ERR_INVALID_HANDLE);
    if (s) s->live = 0;
    st = seen(rk_probe_destroy(h), "rk_probe_destroy");
    expect_st(st, want, "rk_probe_destroy");
    if (st == RK_OK) {
        end_records_of(h);
        add_stale(h, RK_KIND_PROBE);
    } else if (s) {
        s->live = 1;
    }
    return st;
}

static rk_status destroy_header(rk_header *h) {
    hslot *s = head_of(h);
    rk_status st, want = during_destroy(s ? RK_OK : RK_ERR_INVALID_HANDLE);
    if (s) s->live = 0;
    int64_t cur = lo_before_destroy(h);
    st = seen(fz_header_destroy(h), "rk_header_destroy");
    lo_after_destroy(h, cur, st);
    expect_st(st, want, "rk_header_destroy");
    if (st == RK_OK) {
        end_records_of(h);
        add_stale(h, RK_KIND_HEADER);
        sv_forget(h);
    } else if (s) {
        s->live = 1;
    }
    return st;
}

static rk_status destroy_trailer(rk_trailer *h) {
    trslot *s = trail_of(h);
    rk_status st, want = during_destroy(s ? RK_OK : RK_ERR_INVALID_HANDLE);
    if (s) s->live = 0;
    int64_t cur = lo_before_destroy(h);
    st = seen(fz_trailer_destroy(h), "rk_trailer_destroy");
    lo_after_destroy(h, cur, st);
    expect_st(st, want, "rk_trailer_destroy");
    if (st == RK_OK) {
        end_records_of(h);
        add_stale(h, RK_KIND_TRAILER);
        sv_forget(h);
    } else if (s) {
        s->live = 1;
    }
    return st;
}

static rk_status destroy_auto(rk_auto_footer *h) {
    aslot *s = auto_of(h);
    rk_status st, want = during_destroy(s ? RK_OK : RK_ERR_INVALID_HANDLE);
    if (s) s->live = 0;
    int64_t cur = lo_before_destroy(h);
    st = seen(fz_auto_footer_destroy(h), "rk_auto_footer_destroy");
    lo_after_destroy(h, cur, st);
    expect_st(st, want, "rk_auto_footer_destroy");
    if (st == RK_OK) {
        end_records_of(h);
        add_stale(h, RK_KIND_AUTO_FOOTER);
        sv_forget(h);
    } else if (s) {
        s->live = 1;
    }
    return st;
}

/* A scroll view's destroy detaches what it holds (each component gives its contribution back). */
static rk_status destroy_sv(rk_scroll_view *h) {
    svslot *s = sv_of(h);
    rk_status st, want = during_destroy(s ? RK_OK : RK_ERR_INVALID_HANDLE);
    if (s) s->live = 0;
    st = seen(rk_scroll_view_destroy(h), "rk_scroll_view_destroy");
    expect_st(st, want, "rk_scroll_view_destroy");
    if (st == RK_OK) {
        end_records_of(h);
        add_stale(h, RK_KIND_SCROLL_VIEW);
        if (s) memset(s->comp, 0, sizeof s->comp), s->fkind = 0;
    } else if (s) {
        s->live = 1;
    }
    return st;
}

static rk_status destroy_progress(rk_progress *h) {
    prslot *s = prog_of(h);
    rk_status st, want = during_destroy(s ? RK_OK : RK_ERR_INVALID_HANDLE);
    if (s) s->live = 0;
    st = seen(rk_progress_destroy(h), "rk_progress_destroy");
    expect_st(st, want, "rk_progress_destroy");
    if (st == RK_OK) {
        end_records_of(h);
        add_stale(h, RK_KIND_PROGRESS);
    } else if (s) {
        s->live = 1;
    }
    return st;
}

static rk_status destroy_object(void *h, rk_kind kind) {
    switch (kind) {
    case RK_KIND_PROGRESS: return destroy_progress(h);
    case RK_KIND_AUTO_FOOTER: return destroy_auto(h);
    case RK_KIND_SCROLL_VIEW: return destroy_sv(h);
    case RK_KIND_TRAILER: return destroy_trailer(h);
    case RK_KIND_HEADER: return destroy_header(h);
    case RK_KIND_FOOTER: return destroy_footer(h);
    case RK_KIND_TASK: return destroy_task(h);
    case RK_KIND_INDICATOR: return destroy_indicator(h);
    case RK_KIND_PROBE: return destroy_probe(h);
    default: {
        /* The context, from inside one of its own callbacks. */
        rk_status st = seen(rk_context_destroy(h), "rk_context_destroy (from a callback)");
        expect_st(st, g.destroying ? RK_ERR_INVALID_HANDLE : RK_ERR_BUSY,
                  "rk_context_destroy from a callback");
        return st;
    }
    }
}

/* ------------------------------------------------------------------------------------------------
 * Task transitions, checked against the state table
 * ---------------------------------------------------------------------------------------------- */

enum { TR_RESUME, TR_SUSPEND, TR_CANCEL, TR_COMPLETE };

static rk_status task_transition(rk_task *h, int tr, int32_t code, const char *message) {
    tslot *t = task_of(h);
    rk_status st, want = RK_OK;
    rk_task_state next = t ? t->state : 0;
    int msg_bad = tr == TR_COMPLETE && message != NULL && !str_ok(message);
    const char *what = tr == TR_RESUME ? "rk_task_resume" : tr == TR_SUSPEND ? "rk_task_suspend"
                       : tr == TR_CANCEL ? "rk_task_cancel" : "rk_task_complete";
    switch (tr) {
    case TR_RESUME: st = rk_task_resume(h); break;
    case TR_SUSPEND: st = rk_task_suspend(h); break;
    case TR_CANCEL: st = rk_task_cancel(h); break;
    default: st = rk_task_complete(h, code, message); break;
    }
    seen(st, what);
    if (g.destroying || !t) {
        /* With a bad message too, either refusal is right (the order of checks is not specified). */
        if (!(msg_bad && st == RK_ERR_INVALID_ARGUMENT)) expect_st(st, RK_ERR_INVALID_HANDLE, what);
        return st;
    }
    switch (tr) {
    case TR_RESUME:
        if (t->state == RK_TASK_SUSPENDED) next = RK_TASK_RUNNING;
        else if (t->state != RK_TASK_RUNNING) want = RK_ERR_INVALID_STATE;
        break;
    case TR_SUSPEND:
        if (t->state == RK_TASK_RUNNING) next = RK_TASK_SUSPENDED;
        else if (t->state != RK_TASK_SUSPENDED) want = RK_ERR_INVALID_STATE;
        break;
    case TR_CANCEL:
        if (t->state == RK_TASK_RUNNING || t->state == RK_TASK_SUSPENDED) next = RK_TASK_CANCELING;
        else if (t->state == RK_TASK_COMPLETED) want = RK_ERR_INVALID_STATE;
        break;
    default:
        if (t->state == RK_TASK_RUNNING || t->state == RK_TASK_CANCELING) next = RK_TASK_COMPLETED;
        else want = RK_ERR_INVALID_STATE;
        break;
    }
    if (msg_bad) {
        /* Both wrong: either error is right, and nothing changes. */
        if (st != RK_ERR_INVALID_ARGUMENT && !(want != RK_OK && st == want)) {
            fail("%s with an invalid message returned %s", what, sname(st));
        }
        return st;
    }
    expect_st(st, want, what);
    if (st == RK_OK && next != t->state) {
        t->state = next;
        g.transitions++;
        g.queued++;
    }
    return st;
}

/* ------------------------------------------------------------------------------------------------
 * Handlers
 * ---------------------------------------------------------------------------------------------- */

/* A footer's or header's measure-text handler is asked during its rk_connect (the header says
   so); no other. */
static int may_run_connecting(const rec *r) {
    return (r->kind == RK_KIND_FOOTER || r->kind == RK_KIND_HEADER || r->kind == RK_KIND_AUTO_FOOTER) &&
           r->signame != NULL &&
           strcmp(r->signame, "measure-text") == 0;
}

static void measure_connection_changed(const rec *r);

static void h_enter(rec *r, void *object) {
    if (!r->used || (r->connecting && !may_run_connecting(r))) fail("a handler ran for a connection not made yet");
    if (r->notified) fail("handler of '%s' called after its destroy_notify", r->signame);
    if (r->st != RK_OK) fail("handler of '%s' called but its rk_connect failed", r->signame);
    if (object != r->object) fail("handler of '%s' got object %p, connected to %p", r->signame, object, r->object);
    if (g.destroying) fail("handler of '%s' called during rk_context_destroy", r->signame);
    if (on_worker) fail("handler of '%s' ran on a worker thread (not the loop thread)", r->signame);
    r->calls++;
    r->depth++;
    g.emissions++;
}
static void h_leave(rec *r) { r->depth--; }

static void check_str_arg(rec *r, const char *s) {
    if (s == NULL) fail("'%s' passed a NULL string", r->signame);
    if (!str_ok(s)) fail("'%s' passed a string that is not valid UTF-8", r->signame);
}

static void notify_fn(void *user_data) {
    rec *r = user_data;
    if (!r->used || (r->connecting && !may_run_connecting(r))) fail("destroy_notify for a connection not made yet");
    if (r->st != RK_OK) fail("destroy_notify of a failed rk_connect ('%s')", r->signame);
    if (!r->has_notify) fail("destroy_notify called for a connection made without one");
    if (r->depth != 0) fail("destroy_notify of '%s' ran while its handler was running", r->signame);
    if (r->notified++) fail("destroy_notify of '%s' called twice", r->signame);
    g.emissions++;
}

static rec *new_rec(void) {
    rec *r;
    if (g.nrec >= MAX_REC) return NULL;
    r = &g.recs[g.nrec++];
    memset(r, 0, sizeof *r);
    r->used = 1;
    return r;
}

/* Connects r (filled in: role, kind, object, signame, behavior...) with fn; checks the status. */
/* The live connection made without asking for its id, if any (at most one at a time: see
   do_connect). A disconnect of an id the harness does not know may be of that one. */
static rec *unknown_id_rec(void) {
    for (int i = 0; i < g.nrec; i++)
        if (g.recs[i].st == RK_OK && g.recs[i].id == 0 && !g.recs[i].ended) return &g.recs[i];
    return NULL;
}

static rk_status do_connect(rec *r, rk_callback fn, int with_notify, int null_out) {
    rk_status st, want;
    uint32_t index = 0;
    int name_ok = r->signame && str_ok(r->signame);
    int known = 0;
    int live = object_live(r->object, r->kind);
    /* One connection of unknown id at a time, so that a disconnect of an unknown id that succeeds
       (the fuzzer guessed it) can only have ended that one. */
    if (null_out && unknown_id_rec() != NULL) null_out = 0;
    r->has_notify = with_notify;
    /* The signal's index first: a footer's measure-text handler may run (and connect another of
       its kind) before rk_connect returns. */
    if (name_ok && r->kind >= 1 && r->kind <= MAX_KIND) {
        for (uint32_t i = 0; i < sig_count[r->kind]; i++)
            if (strcmp(sig_names[r->kind][i], r->signame) == 0) known = 1, index = i;
    }
    r->sig = index;
    r->connecting = 1;
    st = seen(rk_connect(r->object, r->signame, fn, r, with_notify ? notify_fn : NULL,
                         null_out ? NULL : &r->id),
              "rk_connect");
    r->connecting = 0;
    r->st = st;
    if (g.destroying) want = RK_ERR_INVALID_HANDLE;
    else if (!live && !(fn == NULL || !name_ok)) want = RK_ERR_INVALID_HANDLE;
    else if (fn == NULL || !name_ok) want = live ? RK_ERR_INVALID_ARGUMENT : -100;
    else want = known ? RK_OK : RK_ERR_NOT_FOUND;
    if (want == -100) {
        if (st != RK_ERR_INVALID_ARGUMENT && st != RK_ERR_INVALID_HANDLE)
            fail("rk_connect with a dead object and a bad argument returned %s", sname(st));
    } else {
        expect_st(st, want, "rk_connect");
    }
    if (st == RK_OK && !null_out && r->id == 0) fail("rk_connect gave connection id 0");
    if (st == RK_OK && !null_out) {
        for (int i = 0; i < g.nrec; i++)
            if (&g.recs[i] != r && g.recs[i].st == RK_OK && g.recs[i].id == r->id && r->id != 0)
                fail("rk_connect reused connection id %llu", (unsigned long long)r->id);
    }
    if (st != RK_OK || null_out) r->ended = st != RK_OK;
    if (st == RK_OK) measure_connection_changed(r);
    return st;
}

static rk_status do_disconnect(rec *r, rk_connection id) {
    /* A connection leaves the context's table before the relayout its disconnect starts, so a
       handler run by that relayout that disconnects it again is told RK_ERR_NOT_FOUND. */
    int was_disconnecting = r ? r->disconnecting : 0;
    rk_status st, want = RK_ERR_NOT_FOUND;
    if (r) r->disconnecting = 1;
    st = seen(rk_disconnect(g.ctx, id), "rk_disconnect");
    if (r) r->disconnecting = was_disconnecting;
    if (g.destroying) want = RK_ERR_INVALID_HANDLE;
    else if (r && r->st == RK_OK && !r->ended && !was_disconnecting) want = RK_OK;
    else if (r == NULL && st == RK_OK && id != 0 && unknown_id_rec() != NULL) {
        /* An id the harness never learned: the connection made without asking for it. */
        r = unknown_id_rec();
        r->id = id;
        want = RK_OK;
    }
    expect_st(st, want, "rk_disconnect");
    if (st == RK_OK && r) {
        r->ended = 1;
        measure_connection_changed(r);
        if (r->role == ROLE_HOST) {
            /* The harness stops trusting what that handler tracked. */
            fslot *f = r->kind == RK_KIND_FOOTER ? foot_of(r->object) : NULL;
            islot *s = r->kind == RK_KIND_INDICATOR ? ind_of(r->object) : NULL;
            if (f && r->host == HOST_INSET) f->apply = 0, f->clean = 0, f->itrack = 0;
            if (f && r->host == HOST_INSET) f->entry_pending = f->exit_pending = 0;
            if (f && r->host == HOST_OFFSET) f->apply = 0, f->clean = 0;
            if (f && r->host == HOST_STATE) f->track = 0, f->apply = 0, f->clean = 0;
            if (s) s->track = 0;
            if (r->kind == RK_KIND_HEADER) {
                hslot *hs = head_of(r->object);
                /* Without its state handler the harness no longer sees the header's stamps. */
                if (hs && r->host == HOST_STATE) hs->track = 0, g.store_known = 0;
                if (hs && (r->host == HOST_INSET || r->host == HOST_OFFSET)) hs->apply = 0;
            }
            if (r->kind == RK_KIND_TRAILER) {
                trslot *ts = trail_of(r->object);
                if (ts && r->host == HOST_STATE) ts->track = 0, ts->clean = 0, ts->entry_pending = ts->exit_pending = 0;
                if (ts && r->host == HOST_INSET) ts->itrack = 0, ts->apply = 0, ts->clean = 0;
                if (ts && r->host == HOST_INSET) ts->entry_pending = ts->exit_pending = 0;
                if (ts && r->host == HOST_OFFSET) ts->apply = 0, ts->clean = 0;
                if (ts && r->host == HOST_ARROW) ts->atrack = 0;
            }
            if (r->kind == RK_KIND_AUTO_FOOTER) {
                aslot *as = auto_of(r->object);
                if (as && r->host == HOST_STATE) as->track = 0;
                if (as && r->host == HOST_SPINNER) as->spin_track = 0;
                if (as && (r->host == HOST_INSET || r->host == HOST_OFFSET)) as->apply = 0;
            }
            if (r->host == HOST_CTX_VISIBLE) g.vis_track = 0;
            if (r->host == HOST_ORACLE) lo_untrack(r->object);
        }
    }
    return st;
}

static rec *rec_by_id(rk_connection id) {
    if (id == 0) return NULL;
    for (int i = 0; i < g.nrec; i++)
        if (g.recs[i].st == RK_OK && g.recs[i].id == id) return &g.recs[i];
    return NULL;
}

static void fuzz_command(rec *r);
static void header_title_from_handler(rec *r);
static void trailer_title_from_handler(rec *r);
static void auto_title_from_handler(rec *r);
static void issue_acmd(rk_auto_footer *h, int which, int behavior);

/* What a fuzz handler does. */
static void fz_body(rec *r) {
    if (r->behavior == BH_NONE || g.budget <= 0 || r->uses >= 2) return;
    g.budget--;
    r->uses++;
    trace("    [handler '%s' behavior %d]\n", r->signame, r->behavior);
    switch (r->behavior) {
    case BH_DISCONNECT_SELF:
        if (r->id) do_disconnect(r, r->id);
        break;
    case BH_DISCONNECT_OTHER:
        for (int i = g.nrec - 1; i >= 0; i--) {
            rec *o = &g.recs[i];
            if (o != r && o->role == ROLE_FUZZ && o->st == RK_OK && o->id) {
                do_disconnect(o, o->id);
                break;
            }
        }
        break;
    case BH_DESTROY_OBJECT: destroy_object(r->object, r->kind); break;
    case BH_DESTROY_CONTEXT: destroy_object(g.ctx, RK_KIND_CONTEXT); break;
    case BH_DISPATCH: {
        uint32_t ran = 0;
        g.nested_dispatches++;
        g.queue_known = 0;
        rk_status st = seen(rk_context_dispatch(g.ctx, &ran), "rk_context_dispatch (nested)");
        if (st != RK_OK && st != RK_ERR_LIMIT) fail("nested rk_context_dispatch returned %s", sname(st));
        break;
    }
    case BH_COMMAND: fuzz_command(r); break;
    case BH_TITLE: {
        /* What the label shows changes from inside the handler (measure-text's included). */
        static const char *const titles[] = {"A title much longer than the one before it", "x", "",
                                             NULL, "\xe2\x86\x91 \xd0\x97\xd0\xb0"};
        static const char *const langs[] = {"ru", "ko", "en", "zh-Hant"};
        rk_footer_state s = 0;
        rk_status st;
        if (r->kind == RK_KIND_HEADER) {
            header_title_from_handler(r);
            break;
        }
        if (r->kind == RK_KIND_TRAILER) {
            trailer_title_from_handler(r);
            break;
        }
        if (r->kind == RK_KIND_AUTO_FOOTER) {
            auto_title_from_handler(r);
            break;
        }
        if (r->kind != RK_KIND_FOOTER || !object_live(r->object, RK_KIND_FOOTER)) break;
        if (fz_footer_get_state(r->object, &s) != RK_OK) fail("rk_footer_get_state failed");
        if (r->uses == 2) {
            st = seen(fz_footer_set_language(r->object, langs[g.title_changes++ % 4]), "rk_footer_set_language (from a handler)");
            expect_st(st, RK_OK, "rk_footer_set_language (from a handler)");
        } else {
            st = seen(fz_footer_set_title(r->object, s, titles[g.title_changes++ % 5]), "rk_footer_set_title (from a handler)");
            expect_st(st, RK_OK, "rk_footer_set_title (from a handler)");
        }
        break;
    }
    case BH_CONNECT: {
        rec *n = new_rec();
        if (!n) break;
        n->role = ROLE_FUZZ;
        n->kind = r->kind;
        n->object = r->object;
        n->signame = r->signame;
        n->ret = r->ret;
        do_connect(n, fz_handler[r->kind][r->sig], 1, 0);
        break;
    }
    default: break;
    }
}

#define FZ_PROLOGUE(obj)  \
    rec *r = user_data;   \
    h_enter(r, obj);
#define FZ_EPILOGUE \
    fz_body(r);     \
    h_leave(r);

static void sig_v(void *o, void *user_data) {
    FZ_PROLOGUE(o)
    FZ_EPILOGUE
}
static void sig_i(void *o, int32_t a, void *user_data) {
    FZ_PROLOGUE(o)
    if ((r->kind == RK_KIND_FOOTER || r->kind == RK_KIND_HEADER) && !(a == 0 || a == 1))
        fail("'%s'(%d)", r->signame, (int)a);
    if (r->kind == RK_KIND_CONTEXT && !(a == 0 || a == 1)) fail("activity-visibility-changed(%d)", (int)a);
    if (r->kind == RK_KIND_PROGRESS && !(a == 0 || a == 1)) fail("indeterminate-changed(%d)", (int)a);
    FZ_EPILOGUE
}
static void sig_ii(void *o, int32_t a, int32_t b, void *user_data) {
    FZ_PROLOGUE(o)
    if ((r->kind == RK_KIND_FOOTER || r->kind == RK_KIND_AUTO_FOOTER) && (a < 1 || a > 6 || b < 1 || b > 6 || a == b))
        fail("state-changed(%d, %d)", (int)a, (int)b);
    /* A header has no NoMoreData (Failed, 6, since 1.3). */
    if (r->kind == RK_KIND_HEADER && (!header_state_ok(a) || !header_state_ok(b) || a == b))
        fail("header state-changed(%d, %d)", (int)a, (int)b);
    /* Nor has a trailer. */
    if (r->kind == RK_KIND_TRAILER && (!header_state_ok(a) || !header_state_ok(b) || a == b))
        fail("trailer state-changed(%d, %d)", (int)a, (int)b);
    /* The probe's "pair" gets exactly what the last rk_probe_emit_pair sent. */
    if (r->kind == RK_KIND_PROBE && (a != g.pair_first || b != g.pair_second))
        fail("pair(%d, %d) after emitting (%d, %d)", (int)a, (int)b, (int)g.pair_first, (int)g.pair_second);
    FZ_EPILOGUE
}
static void sig_d(void *o, double a, void *user_data) {
    FZ_PROLOGUE(o)
    if (!percent_ok(a)) fail("pulling-percent(%.17g) to a fuzz handler", a);
    FZ_EPILOGUE
}
static void sig_dd(void *o, double a, double b, void *user_data) {
    FZ_PROLOGUE(o)
    (void)a;
    if (!(b >= 0)) fail("'%s' with duration %.17g", r->signame, b);
    FZ_EPILOGUE
}
/* 1.5: "load-states-changed": three rk_load_status values. */
static void sig_iii(void *o, int32_t a, int32_t b, int32_t c, void *user_data) {
    FZ_PROLOGUE(o)
    if (a < 0 || a > 3 || b < 0 || b > 3 || c < 0 || c > 3) fail("load-states-changed(%d, %d, %d)", (int)a, (int)b, (int)c);
    FZ_EPILOGUE
}
static void sig_ui(void *o, uint64_t id, int32_t index, void *user_data) {
    FZ_PROLOGUE(o)
    (void)id;
    if (index < 0) fail("frame-changed index %d", (int)index);
    FZ_EPILOGUE
}
/* F18 (1.3): the largest load id each connection to "refreshing-load" has seen, so that ids only
   grow: each load fires one trigger, and a component's ids grow. Keyed by the connection's record
   and id (a record is reused for later connections). */
#define NLOADS 256
static struct {
    const void *rec;
    rk_connection id;
    uint64_t max;
} g_loads[NLOADS];
static uint64_t *load_max_of(const void *key, rk_connection id) {
    for (int i = 0; i < NLOADS; i++) {
        if (g_loads[i].rec == key && g_loads[i].id == id) return &g_loads[i].max;
        if (g_loads[i].rec == NULL) {
            g_loads[i].rec = key;
            g_loads[i].id = id;
            g_loads[i].max = 0;
            return &g_loads[i].max;
        }
    }
    return NULL; /* full: this input's later connections go unchecked */
}
static uint64_t *load_max(const rec *r) { return load_max_of(r, r->id); }
static int ids_in_order(const void *h);
static void sig_u(void *o, uint64_t id, void *user_data) {
    FZ_PROLOGUE(o)
    uint64_t *max = load_max(r);
    if (id == 0) fail("'%s'(0): 0 names no load", r->signame);
    if (max && id <= *max && ids_in_order(o))
        fail("'%s'(%llu) after load %llu", r->signame, (unsigned long long)id, (unsigned long long)*max);
    if (max) *max = id;
    FZ_EPILOGUE
}
/* "announcement" (F20): a text, and a priority among the three. */
static void sig_si(void *o, const char *text, int32_t priority, void *user_data) {
    FZ_PROLOGUE(o)
    if (text == NULL || text[0] == 0) fail("'%s' with no text", r->signame);
    if (priority < RK_ANNOUNCEMENT_LOW || priority > RK_ANNOUNCEMENT_HIGH)
        fail("'%s' priority %d", r->signame, (int)priority);
    FZ_EPILOGUE
}
static void sig_layout(void *o, double x, double y, double w, double h, double gx, double gy,
                       double gw, double gh, int32_t mode, void *user_data) {
    FZ_PROLOGUE(o)
    (void)x, (void)y, (void)h, (void)gx, (void)gy, (void)gh;
    if (!(w >= 0) || !(gw >= 0)) fail("layout-changed widths %.17g, %.17g", w, gw);
    if (mode != RK_CONTENT_MODE_CENTER && mode != RK_CONTENT_MODE_RIGHT) fail("layout-changed mode %d", (int)mode);
    FZ_EPILOGUE
}
/* A header's or a trailer's "layout-changed": its rect in content coordinates (a trailer's: 60
   wide at y 0, the viewport's height, which may be 0). */
static void sig_hlayout(void *o, double x, double y, double w, double h, void *user_data) {
    FZ_PROLOGUE(o)
    if (r->kind == RK_KIND_TRAILER) {
        if (!isfinite(x) || y != 0 || w != 60 || !(h >= 0 && isfinite(h)))
            fail("trailer layout-changed(%.17g, %.17g, %.17g, %.17g)", x, y, w, h);
    } else if (!isfinite(x) || !isfinite(y) || !(w >= 0 && isfinite(w)) || !(h > 0 && isfinite(h))) {
        fail("header layout-changed(%.17g, %.17g, %.17g, %.17g)", x, y, w, h);
    }
    FZ_EPILOGUE
}
static void sig_s(void *o, const char *s, void *user_data) {
    FZ_PROLOGUE(o)
    check_str_arg(r, s);
    FZ_EPILOGUE
}
/* "measure-text": a width that depends on the text, ret per byte (see check_layout). */
static double measured_width(const rec *r, size_t bytes) { return r->ret * (double)bytes; }
static double sig_s_d(void *o, const char *s, void *user_data) {
    size_t n;
    void *outer = g.measuring;
    FZ_PROLOGUE(o)
    check_str_arg(r, s);
    n = strlen(s);
    g.measuring = o;
    FZ_EPILOGUE
    g.measuring = outer;
    return measured_width(r, n);
}

/* A measure-text connection of a footer made or ended from inside that footer's measure-text. */
static void measure_connection_changed(const rec *r) {
    fslot *f;
    if (!may_run_connecting(r) || r->kind != RK_KIND_FOOTER || g.measuring != r->object) return;
    f = foot_of(r->object);
    if (f) f->measure_reentered = 1;
}
static double sig_sd_d(void *o, const char *s, double d, void *user_data) {
    FZ_PROLOGUE(o)
    (void)d;
    check_str_arg(r, s);
    FZ_EPILOGUE
    return r->ret;
}
static void sig_values(void *o, void *p, int32_t a, int64_t b, uint64_t c, double d, const char *s,
                       void *user_data) {
    FZ_PROLOGUE(o)
    (void)p, (void)a, (void)b, (void)c, (void)d;
    check_str_arg(r, s);
    FZ_EPILOGUE
}
static void sig_p(void *o, void *task, void *user_data) {
    FZ_PROLOGUE(o)
    if (task == NULL) fail("'%s' with a NULL task", r->signame);
    FZ_EPILOGUE
}
static void sig_pis(void *o, void *task, int32_t code, const char *message, void *user_data) {
    FZ_PROLOGUE(o)
    (void)code;
    if (task == NULL) fail("'%s' with a NULL task", r->signame);
    check_str_arg(r, message);
    FZ_EPILOGUE
}
/* The scroll view's relays: (component, edge or axis, value, duration). */
static void sig_pidd(void *o, void *component, int32_t which, double value, double duration, void *user_data) {
    FZ_PROLOGUE(o)
    if (component == NULL || which < 0 || !isfinite(value) || !(duration >= 0 && isfinite(duration)))
        fail("'%s'(%p, %d, %.17g, %.17g)", r->signame, component, (int)which, value, duration);
    FZ_EPILOGUE
}
/* B7 (1.3): a task's "progress", the context's "task-progress", a progress's "progress-changed". */
static int progress_args_ok(int32_t direction, int64_t completed, int64_t expected) {
    return (direction == RK_PROGRESS_UPLOAD || direction == RK_PROGRESS_DOWNLOAD) && completed >= 0 &&
           expected >= RK_PROGRESS_UNKNOWN;
}
static void sig_ill(void *o, int32_t direction, int64_t completed, int64_t expected, void *user_data) {
    FZ_PROLOGUE(o)
    if (!progress_args_ok(direction, completed, expected))
        fail("'%s'(%d, %lld, %lld)", r->signame, (int)direction, (long long)completed, (long long)expected);
    FZ_EPILOGUE
}
static void sig_pill(void *o, void *task, int32_t direction, int64_t completed, int64_t expected, void *user_data) {
    FZ_PROLOGUE(o)
    if (task == NULL || !progress_args_ok(direction, completed, expected))
        fail("'%s'(%p, %d, %lld, %lld)", r->signame, task, (int)direction, (long long)completed, (long long)expected);
    FZ_EPILOGUE
}
static void sig_di(void *o, double fraction, int32_t animated, void *user_data) {
    FZ_PROLOGUE(o)
    if (!(fraction >= 0 && fraction <= 1) || !(animated == 0 || animated == 1))
        fail("'%s'(%.17g, %d)", r->signame, fraction, (int)animated);
    FZ_EPILOGUE
}
static void sig_is(void *o, int32_t code, const char *message, void *user_data) {
    FZ_PROLOGUE(o)
    (void)code;
    check_str_arg(r, message);
    FZ_EPILOGUE
}

/* ---- host handlers: the harness's own view of each object ---- */

static void host_frame_check(uint64_t id, int32_t index, const char *where) {
    uint64_t set = id >> 16, idx = id & 0xffff;
    if (index < 0 || set == 0 || set > (uint64_t)g.nsets || idx != (uint64_t)index ||
        (uint32_t)index >= g.sets[set].count) {
        fail("%s: frame id %llu index %d is not a frame of a set given (set %llu has %u frames)",
             where, (unsigned long long)id, (int)index, (unsigned long long)set,
             set >= 1 && set <= (uint64_t)g.nsets ? g.sets[set].count : 0u);
    }
}

static void h_state(void *o, int32_t state, int32_t old, void *user_data) {
    rec *r = user_data;
    fslot *f;
    h_enter(r, o);
    f = foot_of(o);
    trace("    footer %d: state-changed(%d, old %d)\n", f ? (int)(f - g.foot) : -1, (int)state, (int)old);
    if (state < 1 || state > 6 || old < 1 || old > 6 || state == old)
        fail("state-changed(%d, old %d)", (int)state, (int)old);
    if (f && f->track) {
        if (old != f->state) fail("state-changed(%d, old %d) after state %d", (int)state, (int)old, (int)f->state);
        f->state = state;
        if (state == RK_FOOTER_REFRESHING) f->withdrawn = 0;
        if (state == RK_FOOTER_REFRESHING && f->itrack) {
            f->entry_pending = 1;
            f->exit_pending = 0;
            f->in_refresh = 1;
            f->b_before = f->m.inset_bottom;
            f->clean = f->apply;
        }
        if (state == RK_FOOTER_REFRESHING && !f->itrack) f->in_refresh = 1, f->clean = 0;
        if (old == RK_FOOTER_REFRESHING) {
            f->exit_pending = f->itrack && !f->withdrawn;
            f->in_refresh = 0;
        }
    }
    h_leave(r);
}
static void h_percent(void *o, double p, void *user_data) {
    rec *r = user_data;
    h_enter(r, o);
    if (!percent_ok(p)) fail("pulling-percent(%.17g)", p);
    h_leave(r);
}
static void h_frame(void *o, uint64_t id, int32_t index, void *user_data) {
    rec *r = user_data;
    h_enter(r, o);
    host_frame_check(id, index, "frame-changed");
    h_leave(r);
}
static void h_gifvis(void *o, int32_t v, void *user_data) {
    rec *r = user_data;
    h_enter(r, o);
    if (v != 0 && v != 1) fail("gif-visibility(%d)", (int)v);
    h_leave(r);
}
static void h_layout(void *o, double x, double y, double w, double h, double gx, double gy, double gw,
                     double gh, int32_t mode, void *user_data) {
    rec *r = user_data;
    h_enter(r, o);
    (void)x, (void)y, (void)h, (void)gx, (void)gy, (void)gh;
    if (!(w >= 0) || !(gw >= 0)) fail("layout-changed: footer width %.17g, GIF width %.17g", w, gw);
    if (mode != RK_CONTENT_MODE_CENTER && mode != RK_CONTENT_MODE_RIGHT) fail("layout-changed: mode %d", (int)mode);
    h_leave(r);
}
static void h_inset(void *o, double bottom, double duration, void *user_data) {
    rec *r = user_data;
    fslot *f;
    h_enter(r, o);
    f = foot_of(o);
    trace("    footer %d: inset-requested(%.17g, %.17g)\n", f ? (int)(f - g.foot) : -1, bottom, duration);
    if (!(isfinite(duration) && duration >= 0)) fail("inset-requested duration %.17g", duration);
    if (f && f->track) {
        if (f->giveback) {
            f->giveback = 0, f->withdrawn = 1, f->clean = 0;
        } else if (f->entry_pending) {
            f->entry_pending = 0;
        } else if (f->exit_pending) {
            f->exit_pending = 0;
            if (f->clean && memcmp(&bottom, &f->b_before, sizeof bottom) != 0) {
                fail("inset not restored after a refresh: requested %.17g, before the refresh %.17g",
                     bottom, f->b_before);
            }
        } else {
            fail("inset-requested(%.17g) outside the start or end of a refresh (state %d)", bottom,
                 (int)f->state);
        }
    }
    if (f && f->apply && isfinite(bottom)) f->m.inset_bottom = bottom;
    h_leave(r);
}
static void h_offset(void *o, double offset, double duration, void *user_data) {
    rec *r = user_data;
    fslot *f;
    h_enter(r, o);
    f = foot_of(o);
    trace("    footer %d: offset-requested(%.17g, %.17g)\n", f ? (int)(f - g.foot) : -1, offset, duration);
    if (!(isfinite(duration) && duration >= 0)) fail("offset-requested duration %.17g", duration);
    if (f && f->apply && isfinite(offset)) f->m.offset_y = offset;
    h_leave(r);
}
static void h_alpha(void *o, double alpha, double duration, void *user_data) {
    rec *r = user_data;
    h_enter(r, o);
    if (!(alpha >= 0 && alpha <= 1)) fail("alpha-changed(%.17g)", alpha);
    if (!(isfinite(duration) && duration >= 0)) fail("alpha-changed duration %.17g", duration);
    h_leave(r);
}
static void h_label(void *o, const char *text, void *user_data) {
    rec *r = user_data;
    h_enter(r, o);
    check_str_arg(r, text);
    h_leave(r);
}
static void h_void(void *o, void *user_data) {
    rec *r = user_data;
    islot *s;
    h_enter(r, o);
    s = ind_of(o);
    if (s && s->track && r->host == HOST_IND_START) s->last = 1;
    if (s && s->track && r->host == HOST_IND_STOP) s->last = 0;
    h_leave(r);
}
static void h_ctx_visible(void *o, int32_t visible, void *user_data) {
    rec *r = user_data;
    h_enter(r, o);
    trace("    activity-visibility-changed(%d)\n", (int)visible);
    if (visible != 0 && visible != 1) fail("activity-visibility-changed(%d)", (int)visible);
    if (g.vis_track) {
        if (visible == g.vis_last) fail("activity-visibility-changed(%d) without a change", (int)visible);
        g.vis_last = visible;
    }
    h_leave(r);
}

/* A progress's first handlers (B7): the fraction in [0, 1], only on a real change of what is shown,
   and what they heard is what the query says after every operation (check_progress). */
static void h_fraction(void *o, double fraction, int32_t animated, void *user_data) {
    rec *r = user_data;
    prslot *p;
    h_enter(r, o);
    p = prog_of(o);
    trace("    progress %d: progress-changed(%.17g, %d)\n", p ? (int)(p - g.prog) : -1, fraction, (int)animated);
    if (!(fraction >= 0 && fraction <= 1) || !(animated == 0 || animated == 1))
        fail("progress-changed(%.17g, %d)", fraction, (int)animated);
    if (p) {
        p->has_fraction = 1;
        p->fraction = fraction;
    }
    h_leave(r);
}
static void h_indeterminate(void *o, int32_t indeterminate, void *user_data) {
    rec *r = user_data;
    prslot *p;
    h_enter(r, o);
    p = prog_of(o);
    trace("    progress %d: indeterminate-changed(%d)\n", p ? (int)(p - g.prog) : -1, (int)indeterminate);
    if (indeterminate != 0 && indeterminate != 1) fail("indeterminate-changed(%d)", (int)indeterminate);
    if (p) {
        if (indeterminate == p->indeterminate) fail("indeterminate-changed(%d) without a change", (int)indeterminate);
        p->indeterminate = indeterminate;
    }
    h_leave(r);
}

static void host_connect(void *object, rk_kind kind, const char *signal, rk_callback fn, int host) {
    rec *r = new_rec();
    if (!r) fail("record pool exhausted by host connections");
    r->role = ROLE_HOST;
    r->host = host;
    r->kind = kind;
    r->object = object;
    r->signame = signal;
    if (do_connect(r, fn, 1, 0) != RK_OK) fail("host connection to '%s' failed", signal);
}

/* ------------------------------------------------------------------------------------------------
 * The load oracle (1.5, docs/behaviour/component.md §6): a load ends in exactly one of three ways,
 * ended (to Idle or NoMoreData), failed (to Failed) or cancelled ("load-cancelled" once), and a
 * component destroyed with a load under way tells it cancelled (destroyed) as its last signal.
 * The header gives no "load ended" signal with an id, so the oracle follows each tracked component
 * (every one the input creates in its pools) through its own three host connections: state-changed
 * opens a load on entering Refreshing or WillRefresh from neither, and closes it on leaving both;
 * refreshing-load and load-cancelled name it; at top level, after each operation, its id is read
 * with rk_component_get_load_id. A close to Idle or NoMoreData is an end unless load-cancelled
 * follows it within the same operation (the header emits it after the state change it causes).
 * rk_context_destroy ends objects without signals (RK_LOAD_CANCEL_DESTROYED says so): the loads of
 * the components it ends get nothing, and the oracle asks nothing of them.
 * ---------------------------------------------------------------------------------------------- */

enum { LO_ENDED = 1, LO_FAILED, LO_CANCELLED };
static const char *const LO_HOW[] = {"?", "ended", "failed", "cancelled"};
#define LO_MAX 160   /* tracked components per input (creations) */
#define LO_TERMS 96  /* loads told ended per component (later ones go unchecked for duplicates) */
#define LO_RETURNED 16
typedef struct lo_entry {
    const void *h;
    int on;              /* tracked: its three connections live, the component live */
    int32_t state;
    int open;            /* a load is under way by its state-changed signals */
    uint64_t open_id;    /* its id, 0 while not yet known */
    int pend;            /* a load closed to Idle or NoMoreData in this operation: ended, unless cancelled */
    uint64_t pend_id;
    int destroying;      /* its destroy is running: load-cancelled(destroyed) may come */
    int destroy_told;
    uint64_t max_id;     /* the largest id it named */
    uint64_t term[LO_TERMS];
    uint8_t how[LO_TERMS];
    int nterm;
    uint64_t returned[LO_RETURNED]; /* ids its loop-thread begins and restarts returned */
    int nret;
    /* Ids of begins that started nothing (a load was under way: F18 issues an id that never
       becomes current, Tests/c/components/test_load_ids.c): nothing may name them later. */
    uint64_t dud[LO_TERMS];
    int ndud;
    /* A worker's restart reserved an id: a loop-thread begin before the dispatch that runs it
       starts a later id first, so from then on its loads do not start in id order (see
       ids_in_order). */
    int reserved;
} lo_entry;
static lo_entry g_lo[LO_MAX];
static int g_nlo;

static lo_entry *lo_of(const void *h) {
    for (int i = g_nlo - 1; i >= 0; i--)
        if (g_lo[i].h == h) return &g_lo[i];
    return NULL;
}
/* Whether the loads of h start in the order of their ids (see lo_entry's reserved). */
static int ids_in_order(const void *h) {
    lo_entry *e = lo_of(h);
    return e == NULL || !e->reserved;
}
static int lo_in_load(int32_t s) { return s == RK_FOOTER_REFRESHING || s == RK_FOOTER_WILL_REFRESH; }

/* Load id told how; never twice, never two ways. */
static void lo_term(lo_entry *e, uint64_t id, int how, const char *why) {
    trace("    oracle %p: load %llu %s (%s)\n", e->h, (unsigned long long)id, LO_HOW[how], why);
    if (id == 0) return; /* a load that closed before anything named it: nothing can name it later */
    for (int i = 0; i < e->nterm; i++)
        if (e->term[i] == id)
            fail("LOAD ORACLE: load %llu of %p %s (%s), but it was already %s: a load ends exactly once",
                 (unsigned long long)id, e->h, LO_HOW[how], why, LO_HOW[e->how[i]]);
    if (e->nterm < LO_TERMS) {
        e->term[e->nterm] = id;
        e->how[e->nterm++] = (uint8_t)how;
    }
    if (id > e->max_id) e->max_id = id;
}
static int lo_told(const lo_entry *e, uint64_t id) {
    for (int i = 0; i < e->nterm; i++)
        if (e->term[i] == id) return 1;
    return 0;
}
/* The open load's id, learned once; a later name must agree, and ids only grow. */
static void lo_name(lo_entry *e, uint64_t id, const char *by) {
    if (id == 0) fail("LOAD ORACLE: %s names load 0 on %p", by, e->h);
    for (int i = 0; i < e->ndud; i++)
        if (e->dud[i] == id)
            fail("LOAD ORACLE: %s names load %llu of %p, whose begin started nothing", by, (unsigned long long)id, e->h);
    if (e->open_id == 0) {
        if (lo_told(e, id)) fail("LOAD ORACLE: %s names load %llu of %p, which already ended", by, (unsigned long long)id, e->h);
        if (id <= e->max_id && !e->reserved)
            fail("LOAD ORACLE: %s names load %llu of %p after load %llu", by, (unsigned long long)id, e->h,
                 (unsigned long long)e->max_id);
        e->open_id = id;
        e->max_id = id;
    } else if (e->open_id != id) {
        fail("LOAD ORACLE: %s names load %llu of %p, but load %llu is under way", by, (unsigned long long)id, e->h,
             (unsigned long long)e->open_id);
    }
}
/* A close to Idle or NoMoreData that no load-cancelled followed: ended. */
static void lo_settle(lo_entry *e) {
    if (!e->pend) return;
    e->pend = 0;
    lo_term(e, e->pend_id, LO_ENDED, "to Idle or NoMoreData, no load-cancelled after it");
}

static void lo_state(void *o, int32_t state, int32_t old, void *user_data) {
    rec *r = user_data;
    lo_entry *e;
    h_enter(r, o);
    e = lo_of(o);
    if (e && e->on) {
        if (old != e->state) fail("LOAD ORACLE: state-changed(%d, old %d) of %p after state %d", (int)state, (int)old, o, (int)e->state);
        e->state = state;
        if (!lo_in_load(old) && lo_in_load(state)) {
            lo_settle(e);
            if (e->open) fail("LOAD ORACLE: a load of %p began while load %llu was under way", o, (unsigned long long)e->open_id);
            e->open = 1;
            e->open_id = 0;
        } else if (lo_in_load(old) && !lo_in_load(state)) {
            if (!e->open) fail("LOAD ORACLE: %p left state %d with no load under way", o, (int)old);
            e->open = 0;
            if (state == RK_FOOTER_FAILED) {
                lo_term(e, e->open_id, LO_FAILED, "to Failed");
            } else {
                e->pend = 1;
                e->pend_id = e->open_id;
            }
        }
    }
    h_leave(r);
}
static void lo_trigger(void *o, uint64_t id, void *user_data) {
    rec *r = user_data;
    lo_entry *e;
    h_enter(r, o);
    e = lo_of(o);
    if (e && e->on) {
        if (!e->open) fail("LOAD ORACLE: refreshing-load(%llu) of %p with no load under way", (unsigned long long)id, o);
        lo_name(e, id, "refreshing-load");
    }
    h_leave(r);
}
static void lo_cancelled(void *o, uint64_t id, int32_t reason, void *user_data) {
    rec *r = user_data;
    lo_entry *e;
    h_enter(r, o);
    e = lo_of(o);
    trace("    %p: load-cancelled(%llu, %d)\n", o, (unsigned long long)id, (int)reason);
    if (reason < RK_LOAD_CANCEL_SUPERSEDED || reason > RK_LOAD_CANCEL_HIDDEN)
        fail("load-cancelled(%llu, reason %d)", (unsigned long long)id, (int)reason);
    if (e && e->on) {
        if (id == 0) fail("LOAD ORACLE: load-cancelled(0) of %p", o);
        if (reason == RK_LOAD_CANCEL_SUPERSEDED) {
            /* A restart: the state stays, a new load is under way. */
            if (!e->open) fail("LOAD ORACLE: load-cancelled(%llu, superseded) of %p with no load under way", (unsigned long long)id, o);
            lo_name(e, id, "load-cancelled(superseded)");
            lo_term(e, id, LO_CANCELLED, "superseded");
            e->open_id = 0;
        } else if (reason == RK_LOAD_CANCEL_DESTROYED) {
            if (!e->destroying) fail("LOAD ORACLE: load-cancelled(%llu, destroyed) of %p outside its destroy", (unsigned long long)id, o);
            if (e->destroy_told++) fail("LOAD ORACLE: load-cancelled(destroyed) twice from one destroy of %p", o);
            lo_settle(e);
            /* A load whose state change an interrupted update never delivered is named here first. */
            if (!e->open) e->open = 1, e->open_id = 0;
            lo_name(e, id, "load-cancelled(destroyed)");
            lo_term(e, id, LO_CANCELLED, "destroyed");
            e->open = 0;
        } else {
            /* After the state change it caused, in the same operation. */
            if (!e->pend)
                fail("LOAD ORACLE: load-cancelled(%llu, %s) of %p with no state change ending a load before it",
                     (unsigned long long)id, rk_load_cancel_reason_name(reason), o);
            if (e->pend_id != 0 && e->pend_id != id)
                fail("LOAD ORACLE: load-cancelled(%llu) of %p after load %llu closed", (unsigned long long)id, o,
                     (unsigned long long)e->pend_id);
            e->pend = 0;
            if (e->pend_id == 0) {
                if (lo_told(e, id) || (id <= e->max_id && !e->reserved))
                    fail("LOAD ORACLE: load-cancelled(%llu) of %p names a load that already ended (or an old id)", (unsigned long long)id, o);
            }
            lo_term(e, id, LO_CANCELLED, rk_load_cancel_reason_name(reason));
        }
    }
    h_leave(r);
}

/* A component of the input's pools: tracked from its creation (Idle, no load). */
static void lo_track(void *h, rk_kind kind) {
    lo_entry *e;
    if (g_nlo >= LO_MAX) return;
    e = &g_lo[g_nlo++];
    memset(e, 0, sizeof *e);
    e->h = h;
    e->on = 1;
    e->state = RK_FOOTER_IDLE;
    host_connect(h, kind, "state-changed", (rk_callback)lo_state, HOST_ORACLE);
    host_connect(h, kind, "refreshing-load", (rk_callback)lo_trigger, HOST_ORACLE);
    host_connect(h, kind, "load-cancelled", (rk_callback)lo_cancelled, HOST_ORACLE);
}
/* One of its connections ended: the oracle no longer sees all it says. */
static void lo_untrack(const void *h) {
    lo_entry *e = lo_of(h);
    if (e) e->on = 0;
}
/* A begin or restart on the loop thread returned id: checked at the end of the operation. */
static void lo_returned(const void *h, uint64_t id) {
    lo_entry *e = lo_of(h);
    if (e && e->on && e->nret < LO_RETURNED) e->returned[e->nret++] = id;
}

/* Before a destroy: the load under way, read from the component itself (-1: not tracked). */
static int64_t lo_before_destroy(const void *h) {
    lo_entry *e = lo_of(h);
    rk_load_id cur = 0;
    if (!e || !e->on || g.destroying) return -1;
    if (rk_component_get_load_id((void *)h, &cur) != RK_OK) return -1;
    e->destroying = 1;
    e->destroy_told = 0;
    return (int64_t)cur;
}
/* After it: a load under way was told cancelled (destroyed), once, and nothing stays open. */
static void lo_after_destroy(const void *h, int64_t cur, rk_status st) {
    lo_entry *e = lo_of(h);
    if (!e || cur < 0) return;
    e->destroying = 0;
    if (st != RK_OK || !e->on) return;
    lo_settle(e);
    if (cur > 0 && !e->destroy_told)
        fail("LOAD ORACLE: %p destroyed with load %lld under way, and no load-cancelled(destroyed)", h, (long long)cur);
    if (cur == 0 && e->destroy_told) fail("LOAD ORACLE: %p told a load cancelled (destroyed) with none under way", h);
    /* cur 0 and a load open: its end was in an update's delivery the destroy interrupted, which the
       header leaves undelivered; the load ended in the component, once. */
    e->open = 0;
    e->on = 0;
}

/* After every operation, at top level: closes are settled, the open load's id is the component's,
   and every id a loop-thread begin or restart returned names the load under way, one that ended, or
   none ever (a begin that found a load under way). */
static void lo_check(void *h, int live) {
    lo_entry *e = lo_of(h);
    rk_load_id cur = 0;
    if (!e || !e->on) return;
    lo_settle(e);
    if (!live || g.destroying) return;
    if (rk_component_get_load_id(h, &cur) != RK_OK) fail("rk_component_get_load_id failed on a live component");
    if (e->open) {
        if (cur == 0) fail("LOAD ORACLE: %p has load %llu under way by its signals, but no current load", h, (unsigned long long)e->open_id);
        lo_name(e, cur, "rk_component_get_load_id");
    } else if (cur != 0) {
        fail("LOAD ORACLE: %p has current load %llu, but its signals began none", h, (unsigned long long)cur);
    }
    for (int i = 0; i < e->nret; i++)
        if (e->returned[i] != e->open_id && !lo_told(e, e->returned[i]) && e->ndud < LO_TERMS)
            e->dud[e->ndud++] = e->returned[i];
    e->nret = 0;
}

/* ------------------------------------------------------------------------------------------------
 * Completions, work and timers
 * ---------------------------------------------------------------------------------------------- */

static void issue_begin(fslot *f, rk_footer *h, int behavior);
static void issue_end(rk_footer *h, int variant, int behavior);
static void issue_hbegin(rk_header *h, int behavior);
static void issue_hend(rk_header *h, int behavior);
static void issue_tbegin(rk_trailer *h, int behavior);
static void issue_tend(rk_trailer *h, int behavior);
static void issue_failure(void *h, rk_kind kind, int retry, int msg, int behavior);
static void issue_load(void *h, rk_kind kind, uint8_t b, int behavior);
/* F17 (1.3): what a failure carries; the last two are not UTF-8 (refused before anything). */
static const char *const FAIL_MESSAGES[] = {NULL, "", "server said 503", "\xe5\xa4\xb1\xe8\xb4\xa5", "bad \xff",
                                            "\xc0\xaf"};
#define FAIL_MESSAGES_OK 4
#define N_FAIL_MESSAGES (int)(sizeof FAIL_MESSAGES / sizeof FAIL_MESSAGES[0])

static void completion_body(tok *t, void *footer, int32_t finished);
static void completion_fn(rk_footer *footer, int32_t finished, void *user_data) {
    tok *t = user_data;
    if (!t->used || t->type != TOK_COMPLETION || t->header || t->trailer) fail("footer completion with a foreign user_data");
    completion_body(t, footer, finished);
}
static void hcompletion_fn(rk_header *header, int32_t finished, void *user_data) {
    tok *t = user_data;
    if (!t->used || t->type != TOK_COMPLETION || !t->header) fail("header completion with a foreign user_data");
    completion_body(t, header, finished);
}
static void acompletion_fn(rk_auto_footer *auto_footer, int32_t finished, void *user_data) {
    completion_body(user_data, auto_footer, finished);
}
static void tcompletion_fn(rk_trailer *trailer, int32_t finished, void *user_data) {
    tok *t = user_data;
    if (!t->used || t->type != TOK_COMPLETION || !t->trailer) fail("trailer completion with a foreign user_data");
    completion_body(t, trailer, finished);
}
static void completion_body(tok *t, void *footer, int32_t finished) {
    if (on_worker) fail("a completion of %s ran on a worker thread (not the loop thread)", t->what);
    if (!t->expect) fail("completion of a failed %s called", t->what);
    if (t->calls++) fail("completion of %s called twice (finished %d then %d)", t->what, (int)t->finished, (int)finished);
    t->finished = finished;
    g.emissions++;
    trace("    completion of %s: finished %d\n", t->what, (int)finished);
    if (finished != 0 && finished != 1) fail("completion of %s with finished = %d", t->what, (int)finished);
    if (finished == 1 && footer != t->footer) fail("completion of %s got object %p, not %p", t->what, footer, t->footer);
    if (finished == 1 && g.destroying) fail("completion of %s finished = 1 during the context destroy", t->what);
    if (t->behavior == CB_NONE || g.budget <= 0) return;
    g.budget--;
    trace("    [completion of %s behavior %d]\n", t->what, t->behavior);
    switch (t->behavior) {
    case CB_BEGIN:
        if (t->header) issue_hbegin(t->footer, CB_NONE);
        else if (t->trailer) issue_tbegin(t->footer, CB_NONE);
        else if (t->autof) issue_acmd(t->footer, 0, CB_NONE);
        else issue_begin(foot_of(t->footer), t->footer, CB_NONE);
        break;
    case CB_END:
        if (t->header) issue_hend(t->footer, CB_NONE);
        else if (t->trailer) issue_tend(t->footer, CB_NONE);
        else if (t->autof) issue_acmd(t->footer, 1, CB_NONE);
        else issue_end(t->footer, 0, CB_NONE);
        break;
    case CB_DESTROY_FOOTER:
        if (t->header) destroy_header(t->footer);
        else if (t->trailer) destroy_trailer(t->footer);
        else if (t->autof) destroy_auto(t->footer);
        else destroy_footer(t->footer);
        break;
    case CB_DISPATCH: {
        rk_status st;
        g.nested_dispatches++;
        g.queue_known = 0;
        st = seen(rk_context_dispatch(g.ctx, NULL), "rk_context_dispatch (from a completion)");
        if (g.destroying) expect_st(st, RK_ERR_INVALID_HANDLE, "rk_context_dispatch during destroy");
        else if (st != RK_OK && st != RK_ERR_LIMIT) fail("rk_context_dispatch from a completion: %s", sname(st));
        break;
    }
    default: break;
    }
}

static double ctx_now(void);
static void timer_started(tok *t, double before, double delay);

static void work_fn(void *user_data, int32_t finished) {
    tok *t = user_data;
    if (!t->used || (t->type != TOK_WORK && t->type != TOK_TIMER) || t->ctxi != 0) fail("work with a foreign user_data");
    if (!t->expect) fail("%s of a failed call ran", t->what);
    if (t->calls++) fail("%s ran twice", t->what);
    if (on_worker) fail("%s ran on a worker thread (not the loop thread)", t->what);
    t->finished = finished;
    g.emissions++;
    if (finished != 0 && finished != 1) fail("%s ran with finished = %d", t->what, (int)finished);
    if (finished == 1 && g.destroying) fail("%s ran with finished = 1 during the context destroy", t->what);
    if (finished == 1 && t->type == TOK_TIMER && t->timed) {
        /* Never before its deadline on a sane clock. */
        double now = ctx_now();
        if (now < t->deadline - t->eps)
            fail("%s fired early: the context's time is %.17g, its deadline %.17g (started at %.17g with a "
                 "delay of %.17g, %d clock switches since)", t->what, now, t->deadline, t->started, t->delay,
                 g.clock_switches);
    }
    if (t->behavior && g.budget > 0 && !g.destroying) {
        g.budget--;
        /* A timer that starts another timer, or work that posts work: runs at a later dispatch. */
        tok *n = new_tok(t->type, t->type == TOK_WORK ? "posted work (from work)" : "timer (from a timer)");
        if (n) {
            double before = t->type == TOK_TIMER ? ctx_now() : 0;
            rk_status st;
            n->expect = 1; /* provisional */
            st = t->type == TOK_WORK ? rk_context_post(g.ctx, work_fn, n) : rk_timer_start(g.ctx, 0.0, work_fn, n, NULL);
            seen(st, "post/timer from a callback");
            n->expect = st == RK_OK;
            if (st == RK_OK && t->type == TOK_TIMER) timer_started(n, before, 0.0);
            if (st == RK_OK && t->type == TOK_WORK) g.queued++;
            if (st != RK_OK) fail("posting from a callback failed: %s", sname(st));
        }
    }
}

static void issue_begin(fslot *f, rk_footer *h, int behavior) {
    tok *t = new_tok(TOK_COMPLETION, "rk_footer_begin_refreshing");
    rk_status st, want;
    (void)f;
    if (!t) return;
    t->footer = h;
    t->behavior = behavior;
    t->expect = 1; /* provisional: a completion may run during the call */
    want = during_destroy(foot_of(h) ? RK_OK : RK_ERR_INVALID_HANDLE); /* handlers may destroy it */
    st = seen(fz_footer_begin_refreshing(h, completion_fn, t), "rk_footer_begin_refreshing");
    t->expect = st == RK_OK;
    expect_st(st, want, "rk_footer_begin_refreshing");
    if (st != RK_OK && t->calls) fail("failed rk_footer_begin_refreshing called its completion");
}

static void issue_end(rk_footer *h, int variant, int behavior) {
    static const char *const names[] = {"rk_footer_end_refreshing",
                                        "rk_footer_end_refreshing_with_no_more_data",
                                        "rk_footer_reset_no_more_data"};
    tok *t = new_tok(TOK_COMPLETION, names[variant]);
    rk_status st, want = during_destroy(foot_of(h) ? RK_OK : RK_ERR_INVALID_HANDLE);
    int with = 1;
    if (!t) return;
    t->footer = h;
    t->behavior = behavior;
    t->expect = 1;
    if (behavior < 0) with = 0, t->behavior = 0; /* no completion */
    switch (variant) {
    case 0: st = fz_footer_end_refreshing(h, with ? completion_fn : NULL, t); break;
    case 1: st = fz_footer_end_refreshing_with_no_more_data(h, with ? completion_fn : NULL, t); break;
    default: st = fz_footer_reset_no_more_data(h, with ? completion_fn : NULL, t); break;
    }
    seen(st, names[variant]);
    t->expect = st == RK_OK && with;
    expect_st(st, want, names[variant]);
    if (st != RK_OK && t->calls) fail("failed %s called its completion", names[variant]);
}

/* F17 (1.3): a failure (message FAIL_MESSAGES[msg]) or a retry of any member of the family, with
   a completion whose behaviour reenters (-1: none). A message that is not UTF-8 is refused first,
   whatever the handle; a retry outside Failed completes with 0. */
/* The generic call is the kind's own only for that kind's live object or a handle that is no live
   object (NULL, destroyed, garbage): a live object of another kind is a valid component, or refused
   before the arguments, where the kind's own function checks its arguments first. */
static int same_as_kind(void *h, int live) {
    rk_kind other;
    return live || rk_object_kind(h, &other) != RK_OK;
}
/* The kind's completion passed to rk_component_* (its parameter is the same pointer). */
static rk_component_completion_fn any_completion(int k) {
    return k == 0 ? (rk_component_completion_fn)completion_fn
           : k == 1 ? (rk_component_completion_fn)hcompletion_fn
           : k == 2 ? (rk_component_completion_fn)tcompletion_fn
                    : (rk_component_completion_fn)acompletion_fn;
}

static void issue_failure(void *h, rk_kind kind, int retry, int msg, int behavior) {
    static const char *const names[2][4] = {
        {"rk_footer_end_refreshing_with_failure", "rk_header_end_refreshing_with_failure",
         "rk_trailer_end_refreshing_with_failure", "rk_auto_footer_end_refreshing_with_failure"},
        {"rk_footer_retry", "rk_header_retry", "rk_trailer_retry", "rk_auto_footer_retry"}};
    int k = kind == RK_KIND_FOOTER ? 0 : kind == RK_KIND_HEADER ? 1 : kind == RK_KIND_TRAILER ? 2 : 3;
    int live = k == 0 ? foot_of(h) != NULL : k == 1 ? head_of(h) != NULL : k == 2 ? trail_of(h) != NULL
                                                                                 : auto_of(h) != NULL;
    const char *message = FAIL_MESSAGES[msg % N_FAIL_MESSAGES];
    int any = pick_any() && same_as_kind(h, live);
    const char *name = any ? (retry ? "rk_component_retry" : "rk_component_end_refreshing_with_failure")
                           : names[retry ? 1 : 0][k];
    tok *t = new_tok(TOK_COMPLETION, name);
    rk_status st, want;
    int with = behavior >= 0;
    if (!t) return;
    t->header = k == 1;
    t->trailer = k == 2;
    t->autof = k == 3;
    t->footer = h;
    t->behavior = with ? behavior : 0;
    t->expect = 1; /* provisional: a completion may run during the call */
    want = !retry && msg % N_FAIL_MESSAGES >= FAIL_MESSAGES_OK ? RK_ERR_INVALID_ARGUMENT
                                                              : during_destroy(live ? RK_OK : RK_ERR_INVALID_HANDLE);
    trace("  %s(%s, behavior %d)\n", name, retry ? "-" : message ? message : "NULL", behavior);
    switch (any ? -1 - (retry ? 1 : 0) : k * 2 + (retry ? 1 : 0)) {
    case -1: st = rk_component_end_refreshing_with_failure(h, message, with ? any_completion(k) : NULL, t); break;
    case -2: st = rk_component_retry(h, with ? any_completion(k) : NULL, t); break;
    case 0: st = rk_footer_end_refreshing_with_failure(h, message, with ? completion_fn : NULL, t); break;
    case 1: st = rk_footer_retry(h, with ? completion_fn : NULL, t); break;
    case 2: st = rk_header_end_refreshing_with_failure(h, message, with ? hcompletion_fn : NULL, t); break;
    case 3: st = rk_header_retry(h, with ? hcompletion_fn : NULL, t); break;
    case 4: st = rk_trailer_end_refreshing_with_failure(h, message, with ? tcompletion_fn : NULL, t); break;
    case 5: st = rk_trailer_retry(h, with ? tcompletion_fn : NULL, t); break;
    case 6: st = rk_auto_footer_end_refreshing_with_failure(h, message, with ? acompletion_fn : NULL, t); break;
    default: st = rk_auto_footer_retry(h, with ? acompletion_fn : NULL, t); break;
    }
    seen(st, name);
    t->expect = st == RK_OK && with;
    expect_st(st, want, name);
    if (st != RK_OK && t->calls) fail("failed %s called its completion", name);
}

/* 1.5: what ends or replaces a load other than an end (b % 4 == 3, (b >> 2) % 4 of 1..3): 1
   rk_component_cancel_load naming the current load or (b & 16) a stale one (the current plus one, or
   0), 2 rk_component_restart_load, 3 an end with RK_LOAD_CANCELLED (the kind's or the generic
   function). With b >= 192 a cancel or restart is made from a worker thread (joined at once):
   queued, its id checked at the call and again at dispatch. rk_component_* only: the kind's own
   handle, or one that names no live object (see same_as_kind). */
typedef struct cancel_work {
    void *h;
    int restart;
    rk_load_id id;
    rk_component_completion_fn fn;
    tok *t;
    rk_status st;
} cancel_work;
static void *cancel_worker_main(void *arg) {
    cancel_work *w = arg;
    on_worker = 1;
    w->st = w->restart ? rk_component_restart_load(w->h, w->fn, w->t, &w->id) : rk_component_cancel_load(w->h, w->id);
    seen(w->st, "a cancel or restart from a worker thread");
    return NULL;
}
static void issue_cancel(void *h, int k, int live, rk_load_id cur, uint8_t b, tok *t, int with) {
    int what = (b >> 2) % 4, stale = (b & 16) != 0, worker = b >= 192 && what != 3;
    const char *name = what == 1 ? "rk_component_cancel_load" : what == 2 ? "rk_component_restart_load"
                                                                          : "rk_component_end_load (cancelled)";
    rk_load_id id = what == 2 ? 0 : stale ? ((b & 32) ? 0 : cur + 1) : cur;
    rk_status st, want;
    t->what = name;
    if (!same_as_kind(h, live)) { /* a live object of another kind: not this kind's call */
        t->expect = 0;
        return;
    }
    if (!live || g.destroying) want = RK_ERR_INVALID_HANDLE;
    else if (what == 2) want = RK_OK;
    else want = id != 0 && id == cur ? RK_OK : RK_ERR_INVALID_STATE;
    if (worker && g.workers < MAX_WORKERS && !g.destroying) {
        cancel_work w = {h, what == 2, id, with ? any_completion(k) : NULL, t, 0};
        pthread_t thread;
        g.workers++;
        trace("  %s(%llu) from a worker, current load %llu\n", name, (unsigned long long)id, (unsigned long long)cur);
        if (pthread_create(&thread, NULL, cancel_worker_main, &w) != 0) fail("pthread_create failed");
        if (pthread_join(thread, NULL) != 0) fail("pthread_join failed");
        t->expect = w.st == RK_OK && what == 2 && with;
        if (t->calls) fail("a queued %s ran its completion before a dispatch", name);
        /* A stale id is refused at the call, unless a queued begin may still start it. */
        if (what == 1 && live && id != 0 && id != cur && w.st == RK_OK) want = RK_OK;
        expect_st(w.st, want, name);
        if (w.st == RK_OK) g.queued++;
        if (w.st == RK_OK && what == 2 && lo_of(h)) lo_of(h)->reserved = 1;
        if (w.st == RK_OK && what == 2 && w.id <= cur)
            fail("%s (queued) returned load %llu, not after the current %llu", name, (unsigned long long)w.id,
                 (unsigned long long)cur);
        return;
    }
    trace("  %s(%llu, behavior %d), current load %llu\n", name, (unsigned long long)id, t->behavior, (unsigned long long)cur);
    if (what == 1) {
        st = rk_component_cancel_load(h, id);
    } else if (what == 2) {
        st = rk_component_restart_load(h, with ? any_completion(k) : NULL, t, &id);
    } else {
        switch (pick_any() ? -1 : k) {
        case -1: st = rk_component_end_load(h, id, RK_LOAD_CANCELLED, NULL, with ? any_completion(k) : NULL, t); break;
        case 0: st = rk_footer_end_load(h, id, RK_LOAD_CANCELLED, NULL, with ? completion_fn : NULL, t); break;
        case 1: st = rk_header_end_load(h, id, RK_LOAD_CANCELLED, NULL, with ? hcompletion_fn : NULL, t); break;
        case 2: st = rk_trailer_end_load(h, id, RK_LOAD_CANCELLED, NULL, with ? tcompletion_fn : NULL, t); break;
        default: st = rk_auto_footer_end_load(h, id, RK_LOAD_CANCELLED, NULL, with ? acompletion_fn : NULL, t); break;
        }
    }
    seen(st, name);
    t->expect = st == RK_OK && what != 1 && with;
    expect_st(st, want, name);
    if (st != RK_OK && t->calls) fail("failed %s called its completion", name);
    if (what == 1 && t->calls) fail("%s called a completion it was not given", name);
    if (st == RK_OK && what == 2) {
        uint64_t *max = load_max_of(h, 0);
        if (id <= cur) fail("%s returned load %llu, not after the current %llu", name, (unsigned long long)id,
                            (unsigned long long)cur);
        if (max && id <= *max) fail("%s returned load %llu after %llu", name, (unsigned long long)id,
                                    (unsigned long long)*max);
        if (max) *max = id;
        lo_returned(h, id);
    }
}

/* F18 (1.3): a load-id call to any member of the family: b % 4 picks a begin (its id larger than
   the current load's and than any begin of this handle returned before), an end of the current
   load with outcome (b >> 2) % 3 (RK_LOAD_NO_MORE_DATA refused by a header or trailer; a failure's
   message FAIL_MESSAGES[b >> 4], the ones that are not UTF-8 refused), an end naming a load that
   is not current (RK_ERR_INVALID_STATE), or (b % 4 == 3) by (b >> 2) % 4 an outcome that does not
   exist, or a 1.5 cancel, restart or end with RK_LOAD_CANCELLED (issue_cancel). The current load is
   read first with rk_*_get_load_id. */
static void issue_load(void *h, rk_kind kind, uint8_t b, int behavior) {
    static const char *const names[4][3] = {
        {"rk_footer_begin_load", "rk_footer_end_load", "rk_footer_get_load_id"},
        {"rk_header_begin_load", "rk_header_end_load", "rk_header_get_load_id"},
        {"rk_trailer_begin_load", "rk_trailer_end_load", "rk_trailer_get_load_id"},
        {"rk_auto_footer_begin_load", "rk_auto_footer_end_load", "rk_auto_footer_get_load_id"}};
    static const char *const any_names[3] = {"rk_component_begin_load", "rk_component_end_load",
                                             "rk_component_get_load_id"};
    int k = kind == RK_KIND_FOOTER ? 0 : kind == RK_KIND_HEADER ? 1 : kind == RK_KIND_TRAILER ? 2 : 3;
    int live = k == 0 ? foot_of(h) != NULL : k == 1 ? head_of(h) != NULL : k == 2 ? trail_of(h) != NULL
                                                                                 : auto_of(h) != NULL;
    int op = b % 4, with = behavior >= 0, any = pick_any() && same_as_kind(h, live);
    const char *const *name = any ? any_names : names[k];
    rk_load_id cur = 0, id = 0;
    rk_load_outcome outcome = (rk_load_outcome)((b >> 2) % 3);
    const char *message = NULL;
    rk_status st, want, q;
    tok *t;
    switch (any ? -1 : k) {
    case -1: q = rk_component_get_load_id(h, &cur); break;
    case 0: q = rk_footer_get_load_id(h, &cur); break;
    case 1: q = rk_header_get_load_id(h, &cur); break;
    case 2: q = rk_trailer_get_load_id(h, &cur); break;
    default: q = rk_auto_footer_get_load_id(h, &cur); break;
    }
    seen(q, name[2]);
    expect_st(q, during_destroy(live ? RK_OK : RK_ERR_INVALID_HANDLE), name[2]);
    if (q != RK_OK) cur = 0;
    t = new_tok(TOK_COMPLETION, name[op == 0 ? 0 : 1]);
    if (!t) return;
    t->header = k == 1;
    t->trailer = k == 2;
    t->autof = k == 3;
    t->footer = h;
    t->behavior = with ? behavior : 0;
    t->expect = 1; /* provisional: a completion may run during the call */
    if (op == 0) {
        want = during_destroy(live ? RK_OK : RK_ERR_INVALID_HANDLE);
        trace("  %s(behavior %d), current load %llu\n", name[0], behavior, (unsigned long long)cur);
        switch (any ? -1 : k) {
        case -1: st = rk_component_begin_load(h, with ? any_completion(k) : NULL, t, &id); break;
        case 0: st = rk_footer_begin_load(h, with ? completion_fn : NULL, t, &id); break;
        case 1: st = rk_header_begin_load(h, with ? hcompletion_fn : NULL, t, &id); break;
        case 2: st = rk_trailer_begin_load(h, with ? tcompletion_fn : NULL, t, &id); break;
        default: st = rk_auto_footer_begin_load(h, with ? acompletion_fn : NULL, t, &id); break;
        }
        seen(st, name[0]);
        if (st == RK_OK) {
            uint64_t *max = load_max_of(h, 0);
            if (id <= cur) fail("%s returned load %llu, not after the current %llu", name[0],
                                (unsigned long long)id, (unsigned long long)cur);
            if (max && id <= *max) fail("%s returned load %llu after %llu", name[0],
                                        (unsigned long long)id, (unsigned long long)*max);
            if (max) *max = id;
            lo_returned(h, id);
        }
    } else if (op == 3 && (b >> 2) % 4 != 0) {
        issue_cancel(h, k, live, cur, b, t, with);
        return;
    } else {
        if (op == 1) {
            id = cur;
            if (outcome == RK_LOAD_FAILED) message = FAIL_MESSAGES[(b >> 4) % N_FAIL_MESSAGES];
        } else if (op == 2) {
            id = (b >> 2) % 5 == 0 ? 0 : cur + 1 + (b >> 2) % 4;
            outcome = RK_LOAD_DONE;
        } else {
            id = cur;
            outcome = 4 + (b >> 4); /* 3 is RK_LOAD_CANCELLED since 1.5 */
        }
        /* NoMoreData is a header's or trailer's argument error only where the kind is known: the
           generic function cannot know the kind of a handle that names no live object. */
        if (op == 3 || (outcome == RK_LOAD_NO_MORE_DATA && (k == 1 || k == 2) && (live || !any)) ||
            (message && (b >> 4) % N_FAIL_MESSAGES >= FAIL_MESSAGES_OK))
            want = RK_ERR_INVALID_ARGUMENT;
        else if (!live || g.destroying)
            want = RK_ERR_INVALID_HANDLE;
        else
            want = id != 0 && id == cur ? RK_OK : RK_ERR_INVALID_STATE;
        trace("  %s(%llu, outcome %d, %s, behavior %d), current load %llu\n", name[1],
              (unsigned long long)id, (int)outcome, message ? message : "NULL", behavior, (unsigned long long)cur);
        switch (any ? -1 : k) {
        case -1: st = rk_component_end_load(h, id, outcome, message, with ? any_completion(k) : NULL, t); break;
        case 0: st = rk_footer_end_load(h, id, outcome, message, with ? completion_fn : NULL, t); break;
        case 1: st = rk_header_end_load(h, id, outcome, message, with ? hcompletion_fn : NULL, t); break;
        case 2: st = rk_trailer_end_load(h, id, outcome, message, with ? tcompletion_fn : NULL, t); break;
        default: st = rk_auto_footer_end_load(h, id, outcome, message, with ? acompletion_fn : NULL, t); break;
        }
        seen(st, name[1]);
    }
    t->expect = st == RK_OK && with;
    expect_st(st, want, name[op == 0 ? 0 : 1]);
    if (st != RK_OK && t->calls) fail("failed %s called its completion", name[op == 0 ? 0 : 1]);
}

/* In Failed a label shows the failure's message when the host gave one (F17: a call's; B8: the
   completion message of a task the component follows with RK_FOLLOW_FAILURE), not the title. */
static int failed_label(rk_footer_state state, const char *label) {
    (void)label;
    return state == RK_FOOTER_FAILED;
}

/* A handler's command to its own object. */
static void fuzz_command(rec *r) {
    switch (r->kind) {
    case RK_KIND_FOOTER:
        if (r->uses & 1) issue_begin(foot_of(r->object), r->object, CB_NONE);
        else if (r->uses % 7 == 2) issue_failure(r->object, RK_KIND_FOOTER, r->uses % 14 == 2, r->uses, CB_NONE);
        else issue_end(r->object, r->uses % 3, CB_NONE);
        break;
    case RK_KIND_TASK:
        task_transition(r->object, r->uses & 1 ? TR_CANCEL : TR_COMPLETE, 7, "from a handler");
        break;
    case RK_KIND_HEADER:
        if (r->uses & 1) issue_hbegin(r->object, CB_NONE);
        else if (r->uses % 7 == 2) issue_failure(r->object, RK_KIND_HEADER, r->uses % 14 == 2, r->uses, CB_NONE);
        else issue_hend(r->object, CB_NONE);
        break;
    case RK_KIND_TRAILER:
        if (r->uses & 1) issue_tbegin(r->object, CB_NONE);
        else if (r->uses % 7 == 2) issue_failure(r->object, RK_KIND_TRAILER, r->uses % 14 == 2, r->uses, CB_NONE);
        else issue_tend(r->object, CB_NONE);
        break;
    case RK_KIND_AUTO_FOOTER:
        if (r->uses % 7 == 2) issue_failure(r->object, RK_KIND_AUTO_FOOTER, r->uses % 14 == 2, r->uses, CB_NONE);
        else issue_acmd(r->object, r->uses & 1 ? 0 : r->uses % 5, CB_NONE);
        break;
    case RK_KIND_SCROLL_VIEW: {
        /* A nested update (a new scroll event) with the metrics the host has. */
        svslot *v = sv_of(r->object);
        rk_scroll_metrics m;
        rk_status st;
        memset(&m, 0, sizeof m);
        if (v) m = v->m;
        m.struct_size = sizeof m;
        st = seen(rk_scroll_view_set_metrics(r->object, &m), "rk_scroll_view_set_metrics (from a handler)");
        expect_st(st, during_destroy(v ? RK_OK : RK_ERR_INVALID_HANDLE), "rk_scroll_view_set_metrics (from a handler)");
        break;
    }
    case RK_KIND_INDICATOR: {
        rk_task *t = g.task[0].live ? g.task[0].h : NULL;
        rk_status want = object_live(r->object, RK_KIND_INDICATOR) ? RK_OK : RK_ERR_INVALID_HANDLE;
        rk_status st = seen(rk_indicator_set_animating_with_state_of_task(r->object, t),
                            "rk_indicator_set_animating_with_state_of_task (from a handler)");
        expect_st(st, want,
                  "rk_indicator_set_animating_with_state_of_task (from a handler)");
        break;
    }
    case RK_KIND_PROGRESS: {
        /* A rebind from inside a progress handler (B7): to task 0 or to nothing. */
        rk_task *t = r->uses & 1 && g.task[0].live ? g.task[0].h : NULL;
        rk_status want = during_destroy(object_live(r->object, RK_KIND_PROGRESS) ? RK_OK : RK_ERR_INVALID_HANDLE);
        rk_status st = seen(rk_progress_set_task(r->object, t, RK_PROGRESS_DOWNLOAD, r->uses & 2 ? 1 : 0),
                            "rk_progress_set_task (from a handler)");
        expect_st(st, want, "rk_progress_set_task (from a handler)");
        break;
    }
    case RK_KIND_PROBE: {
        rk_status want = object_live(r->object, RK_KIND_PROBE) ? RK_OK : RK_ERR_INVALID_HANDLE;
        rk_status st = seen(rk_probe_emit_ping(r->object), "rk_probe_emit_ping (nested)");
        expect_st(st, want, "rk_probe_emit_ping (nested)");
        break;
    }
    default: {
        /* The model first: the call may emit, and a nested toggle must see this one. */
        int32_t v = !g.monitor_enabled;
        rk_status st;
        g.monitor_enabled = v;
        st = seen(rk_activity_monitor_set_enabled(g.ctx, v), "rk_activity_monitor_set_enabled (from a handler)");
        expect_st(st, RK_OK, "rk_activity_monitor_set_enabled (from a handler)");
        break;
    }
    }
}

/* ------------------------------------------------------------------------------------------------
 * Clock
 * ---------------------------------------------------------------------------------------------- */

static double clock_fn(void *user_data) { return *(double *)user_data; }

static void run_wakeup_script(rk_context *ctx, int ci);

static void wakeup_fn(void *user_data) {
    int *counter = user_data;
    if ((counter == &g.wake_a && g.wake_installed != 1) || (counter == &g.wake_b && g.wake_installed != 2))
        fail("a wakeup callback was called after it was replaced");
    if (counter != &g.wake_a && counter != &g.wake_b) fail("wakeup with a foreign user_data");
    (*counter)++;
    run_wakeup_script(g.ctx, 0);
}

static void check_queue(void) {
    struct pollfd p;
    int readable, pending = g.queued != g.queued_at_clean;
    double timeout = -2;
    if (!g.queue_known) return;
    p.fd = g.fd;
    p.events = POLLIN;
    p.revents = 0;
    /* libFuzzer's watchdog (SIGALRM) may interrupt even a zero-timeout poll. */
    while (poll(&p, 1, 0) < 0) {
        if (errno != EINTR) fail("poll on the context fd %d failed: %s", g.fd, strerror(errno));
        p.revents = 0;
    }
    if (p.revents & (POLLNVAL | POLLERR)) fail("the context fd %d is not valid (revents %#x)", g.fd, (unsigned)p.revents);
    readable = (p.revents & POLLIN) != 0;
    if (pending && !readable) fail("work is pending (%llu queued since the queue was empty) but the fd is not readable",
                                   (unsigned long long)(g.queued - g.queued_at_clean));
    /* A timer started earlier than the deadlines the host was told of makes the fd readable too,
       until the next dispatch (docs/ARCHITECTURE.md §3, "No missed deadline"). */
    if (!pending && readable && !g.timer_maybe)
        fail("the fd is readable but nothing was queued since the queue was empty");
    if (pending) {
        if (rk_context_next_timeout(g.ctx, &timeout) != RK_OK) fail("rk_context_next_timeout failed");
        if (timeout != 0) fail("work is pending but rk_context_next_timeout says %.17g", timeout);
        if (g.wake_valid && (g.wake_installed == 1 ? g.wake_a : g.wake_b) == g.wake_at_clean)
            fail("work is pending but the wakeup callback was not called since the queue was empty");
    }
}

static void op_wakeup(void) {
    uint8_t b = u8();
    int which = b % 3;
    rk_status st = TOP(rk_context_set_wakeup(g.ctx, which ? wakeup_fn : NULL,
                                             which == 1 ? (void *)&g.wake_a : which == 2 ? (void *)&g.wake_b : NULL));
    expect_st(st, RK_OK, "rk_context_set_wakeup");
    g.wake_installed = which;
    g.wake_valid = 0; /* until the next clean point */
    if (b & 0x80) {
        int fd = -1;
        expect_st(TOP(rk_context_fd(g.ctx, &fd)), RK_OK, "rk_context_fd");
        if (fd != g.fd) fail("rk_context_fd changed from %d to %d", g.fd, fd);
        expect_st(TOP(rk_context_fd(g.ctx, NULL)), RK_ERR_INVALID_ARGUMENT, "rk_context_fd(NULL)");
    }
}

/* ------------------------------------------------------------------------------------------------
 * Several contexts: side contexts, wakeup scripts, worker threads
 *
 * The context list is the input's context (index 0) and NSIDE side contexts, created and destroyed
 * by the input (at most MAX_CTX_CREATIONS per input), each on its own fake clock with one task.
 * Every context's wakeup callback runs a script (OP_SCRIPT) of calls naming contexts of the list,
 * its own included: posting (which wakes the context posted to, nested, on this thread), reading a
 * task's state, the next timeout, dispatching, starting timers, task transitions, destroying and
 * creating contexts. The header's rule: a call naming a context whose wakeup is running on the
 * calling thread, at any depth, returns RK_ERR_BUSY and changes nothing; a call naming another
 * context behaves as anywhere else. The same calls are made at top level (OP_SIDE) and from a
 * worker thread (OP_WORKER, joined at once, so runs stay deterministic), where "Thread: loop" calls
 * answer RK_ERR_WRONG_THREAD and a context's wakeup runs on the worker.
 * ---------------------------------------------------------------------------------------------- */

static void wake_push(rk_context *ctx, int ci) {
    if (wake_running(ctx)) fail("the wakeup of context %d was called while it was running on this thread", ci);
    if (wake_depth == WAKE_STACK) fail("wakeups nested %d deep", wake_depth);
    wake_stack[wake_depth++] = ctx;
}

static rk_context *ctx_at(int ci) { return ci == 0 ? g.ctx : g.sides[ci - 1].h; }
static int ctx_live(int ci) { return ci == 0 ? g.ctx != NULL && !g.destroying : g.sides[ci - 1].live; }

/* The task a call names in context ci: the first live task of the input's context, or the side
   context's task (its handle stays after the context is destroyed: then it is a dead handle). */
static rk_task *task_at(int ci, int *live, rk_task_state **state) {
    if (ci == 0) {
        for (int i = 0; i < NTASK; i++) {
            if (g.task[i].live) {
                *live = !g.destroying;
                *state = &g.task[i].state;
                return g.task[i].h;
            }
        }
        return NULL;
    }
    *live = g.sides[ci - 1].live;
    *state = &g.sides[ci - 1].tstate;
    return g.sides[ci - 1].task;
}

/* The status a call naming context ci must return. thread_any: "Thread: any" (works from a worker
   thread). Where two are right (a "Thread: loop" call from a worker naming a context whose wakeup
   runs there: busy and wrong thread both hold, the header does not order them), *alt is the second. */
static rk_status call_want(int live, int busy, int thread_any, rk_status ok, rk_status *alt) {
    *alt = 1; /* no second answer */
    if (!live) return RK_ERR_INVALID_HANDLE;
    if (busy && on_worker && !thread_any) {
        *alt = RK_ERR_WRONG_THREAD;
        return RK_ERR_BUSY;
    }
    if (busy) return RK_ERR_BUSY;
    if (on_worker && !thread_any) return RK_ERR_WRONG_THREAD;
    return ok;
}

static void expect_call(rk_status got, rk_status want, rk_status alt, const char *what, int ci) {
    if (got == want || got == alt) return;
    fail("%s naming context %d%s%s returned %d (%s), expected %s%s%s", what, ci,
         wake_running(ctx_at(ci)) ? " (its wakeup is running on this thread)" : "",
         on_worker ? " from a worker thread" : "", (int)got, sname(got), sname(want),
         alt != 1 ? " or " : "", alt != 1 ? sname(alt) : "");
}

static void side_wakeup(void *user_data);
static void side_work_fn(void *user_data, int32_t finished);

static void side_create(int ci) {
    side *s = &g.sides[ci - 1];
    rk_context *h = NULL;
    rk_status st;
    if (s->live || g.ctx_creations >= MAX_CTX_CREATIONS) return;
    g.ctx_creations++;
    st = seen(rk_context_create(&h), "rk_context_create (side)");
    if (st == RK_ERR_LIMIT) fail("rk_context_create: RK_ERR_LIMIT with at most %d live contexts", 3 + NSIDE);
    expect_st(st, RK_OK, "rk_context_create (side)");
    if (s->h) add_stale(s->h, RK_KIND_CONTEXT);
    memset(s, 0, sizeof *s);
    s->h = h;
    s->live = 1;
    s->now = 100.0 * ci;
    expect_st(seen(rk_context_set_clock(h, clock_fn, &s->now), "rk_context_set_clock (side)"), RK_OK, "rk_context_set_clock (side)");
    expect_st(seen(rk_context_fd(h, &s->fd), "rk_context_fd (side)"), RK_OK, "rk_context_fd (side)");
    expect_st(seen(rk_task_create(h, &s->task), "rk_task_create (side)"), RK_OK, "rk_task_create (side)");
    s->tstate = RK_TASK_SUSPENDED;
    expect_st(seen(rk_context_set_wakeup(h, side_wakeup, s), "rk_context_set_wakeup (side)"), RK_OK, "rk_context_set_wakeup (side)");
    s->wake_on = 1;
    if (!g.script_set[ci]) {
        /* The default script: post to the next side context (the three form a ring, so a post
           wakes them all, nested, and the last one's post comes back to a context whose wakeup is
           running further out), read the previous one's task, post to the input's context, ask its
           own next timeout. */
        wscript *sc = &g.scripts[ci];
        sc->n = 4;
        sc->a[0].target = (uint8_t)(ci % NSIDE + 1), sc->a[0].call = W_POST;
        sc->a[1].target = (uint8_t)(ci == 1 ? NSIDE : ci - 1), sc->a[1].call = W_TASK_STATE;
        sc->a[2].target = 0, sc->a[2].call = W_POST;
        sc->a[3].target = (uint8_t)ci, sc->a[3].call = W_TIMEOUT;
    }
    trace("    side context %d created\n", ci);
}

/* After a side context's destroy: every work item and timer it took was called, exactly once. */
static void side_destroyed(int ci) {
    side *s = &g.sides[ci - 1];
    s->live = 0;
    add_stale(s->h, RK_KIND_CONTEXT);
    for (int i = 0; i < g.ntok; i++) {
        tok *t = &g.toks[i];
        if (t->ctxi != ci || !t->used) continue;
        if (t->expect && t->calls != 1) fail("%s of side context %d: called %d times by its destroy", t->what, ci, t->calls);
        t->ctxi = -ci; /* accounted for: a later context in this slot is another one */
    }
    trace("    side context %d destroyed\n", ci);
}

static void side_wakeup(void *user_data) {
    side *s = user_data;
    int ci = 1 + (int)(s - g.sides);
    if (ci < 1 || ci > NSIDE) fail("side wakeup with a foreign user_data");
    if (!s->live || !s->wake_on) fail("the wakeup of side context %d ran after it was %s", ci, s->live ? "removed" : "destroyed");
    s->wakes++;
    run_wakeup_script(s->h, ci);
}

static void side_work_fn(void *user_data, int32_t finished) {
    tok *t = user_data;
    if (t->used && t->ctxi < 0) fail("%s called after its side context was destroyed", t->what);
    if (!t->used || t->ctxi < 1 || t->ctxi > NSIDE) fail("side work with a foreign user_data");
    if (!t->expect) fail("%s of a failed call ran", t->what);
    if (t->calls++) fail("%s ran twice", t->what);
    if (on_worker) fail("%s ran on a worker thread (not the loop thread)", t->what);
    if (finished != 0 && finished != 1) fail("%s ran with finished = %d", t->what, (int)finished);
    t->finished = finished;
}

static void wake_action(int self, const wact *act);

static void run_wakeup_script(rk_context *ctx, int ci) {
    wscript *sc = &g.scripts[ci];
    wake_push(ctx, ci);
    if (sc->n) trace("    [wakeup of context %d%s, %d calls]\n", ci, on_worker ? " on a worker thread" : "", sc->n);
    for (int k = 0; k < sc->n && g.wake_budget > 0; k++) {
        g.wake_budget--;
        wake_action(ci, &sc->a[k]);
    }
    wake_depth--;
}

/* The deadline model (see tok): the context's time before a timer starts. */
static double ctx_now(void) {
    double now = NAN;
    if (rk_context_now(g.ctx, &now) != RK_OK) fail("rk_context_now failed");
    return now;
}
static int sane_time(double t) { return isfinite(t) && fabs(t) <= 1e12; }
static void timer_started(tok *t, double before, double delay) {
    t->started = before;
    t->delay = delay;
    t->timed = sane_time(before) && delay_ok(delay) && delay <= 1e9;
    t->deadline = before + delay;
    t->eps = 1e-9 * (1 + fabs(before) + fabs(delay));
    g.timer_maybe = 1;
}

/* One call naming context act->target (self: the context whose wakeup makes it, -1 top level). */
static void wake_action(int self, const wact *act) {
    int ci = act->target % NCTX, call = act->call % W_COUNT;
    rk_context *c = ctx_at(ci);
    int live = ctx_live(ci), busy, tlive = 0;
    rk_status st, want, alt;
    rk_task_state *tstate = NULL;
    if (ci == 0 && g.destroying) return;
    if (c == NULL && call != W_CREATE) {
        /* A side context never created: created now (on the fuzzing thread), then named. */
        if (on_worker) return;
        side_create(ci);
        c = ctx_at(ci);
        live = ctx_live(ci);
        if (c == NULL) return;
    }
    busy = live && wake_running(c);
    trace("    [%s%d: %s naming context %d%s]\n", self < 0 ? "top level" : "wakeup of ", self < 0 ? 0 : self,
          W_NAMES[call], ci, busy ? " (its wakeup is running)" : live ? "" : " (destroyed)");
    switch (call) {
    case W_POST: {
        tok *n = new_tok(TOK_WORK, self < 0 ? "work posted to a context of the list" : "work posted by a wakeup");
        if (!n) return;
        n->ctxi = ci;
        n->expect = 1; /* provisional */
        want = call_want(live, busy, 1, RK_OK, &alt);
        st = seen(rk_context_post(c, ci == 0 ? work_fn : side_work_fn, n), "rk_context_post");
        n->expect = st == RK_OK;
        expect_call(st, want, alt, "rk_context_post", ci);
        if (st == RK_OK && ci == 0) g.queued++;
        break;
    }
    case W_TASK_STATE: {
        rk_task *task = task_at(ci, &tlive, &tstate);
        rk_task_state s = 77;
        if (!task) return;
        want = call_want(tlive, busy, 1, RK_OK, &alt);
        st = seen(rk_task_get_state(task, &s), "rk_task_get_state");
        expect_call(st, want, alt, "rk_task_get_state", ci);
        if (st == RK_OK && s != *tstate) fail("rk_task_get_state says %d, the state table %d", (int)s, (int)*tstate);
        if (st != RK_OK && s != 77) fail("a failing rk_task_get_state wrote its out-parameter");
        break;
    }
    case W_TIMEOUT:
    case W_NOW: {
        double v = -77;
        want = call_want(live, busy, 0, RK_OK, &alt);
        st = seen(call == W_TIMEOUT ? rk_context_next_timeout(c, &v) : rk_context_now(c, &v), W_NAMES[call]);
        expect_call(st, want, alt, W_NAMES[call], ci);
        if (st == RK_OK && call == W_TIMEOUT && !timeout_ok(v)) fail("rk_context_next_timeout of context %d: %.17g", ci, v);
        if (st == RK_OK && call == W_NOW && !isfinite(v)) fail("rk_context_now of context %d: %.17g", ci, v);
        if (st != RK_OK && v != -77) fail("a failing %s wrote its out-parameter", W_NAMES[call]);
        break;
    }
    case W_DISPATCH: {
        uint32_t ran = 777;
        want = call_want(live, busy, 0, RK_OK, &alt);
        if (want == RK_OK && ci == 0) {
            g.nested_dispatches++;
            g.queue_known = 0;
            alt = RK_ERR_LIMIT; /* nested too deep */
        }
        st = seen(rk_context_dispatch(c, &ran), "rk_context_dispatch");
        expect_call(st, want, alt, "rk_context_dispatch", ci);
        if (st != RK_OK && ran != 777) fail("a failing rk_context_dispatch wrote its out-parameter");
        break;
    }
    case W_TIMER: {
        tok *n = new_tok(TOK_TIMER, self < 0 ? "timer of a context of the list" : "timer started by a wakeup");
        double delay = act->call & 0x80 ? 0.01 : 0, before = 0;
        if (!n) return;
        n->ctxi = ci;
        n->expect = 1;
        want = call_want(live, busy, 0, RK_OK, &alt);
        if (want == RK_OK && ci == 0) before = ctx_now();
        st = seen(rk_timer_start(c, delay, ci == 0 ? work_fn : side_work_fn, n, &n->timer), "rk_timer_start");
        n->expect = st == RK_OK;
        expect_call(st, want, alt, "rk_timer_start", ci);
        if (st == RK_OK && ci == 0) timer_started(n, before, delay);
        break;
    }
    case W_RESUME:
    case W_SUSPEND: {
        int tr = call == W_RESUME ? TR_RESUME : TR_SUSPEND;
        rk_task *task = task_at(ci, &tlive, &tstate);
        if (!task) return;
        if (ci == 0 && tlive && !busy) {
            task_transition(task, tr, 0, NULL); /* the state table, the queue model */
            break;
        }
        want = call_want(tlive, busy, 1, RK_OK, &alt);
        if (want == RK_OK) {
            rk_task_state cur = *tstate;
            if (tr == TR_RESUME && cur != RK_TASK_SUSPENDED && cur != RK_TASK_RUNNING) want = RK_ERR_INVALID_STATE;
            if (tr == TR_SUSPEND && cur != RK_TASK_SUSPENDED && cur != RK_TASK_RUNNING) want = RK_ERR_INVALID_STATE;
        }
        st = seen(tr == TR_RESUME ? rk_task_resume(task) : rk_task_suspend(task), W_NAMES[call]);
        expect_call(st, want, alt, W_NAMES[call], ci);
        if (st == RK_OK) *tstate = tr == TR_RESUME ? RK_TASK_RUNNING : RK_TASK_SUSPENDED;
        break;
    }
    case W_FD: {
        int fd = -77;
        want = call_want(live, busy, 1, RK_OK, &alt);
        st = seen(rk_context_fd(c, &fd), "rk_context_fd");
        expect_call(st, want, alt, "rk_context_fd", ci);
        if (st == RK_OK && fd != (ci == 0 ? g.fd : g.sides[ci - 1].fd)) fail("rk_context_fd of context %d changed to %d", ci, fd);
        break;
    }
    case W_KIND: {
        rk_kind k = 77;
        /* The header does not say whether rk_object_kind counts as naming the context. */
        want = call_want(live, 0, 1, RK_OK, &alt);
        if (busy) alt = RK_ERR_BUSY;
        st = seen(rk_object_kind(c, &k), "rk_object_kind");
        expect_call(st, want, alt, "rk_object_kind", ci);
        if (st == RK_OK && k != RK_KIND_CONTEXT) fail("rk_object_kind of a context: %d", (int)k);
        break;
    }
    case W_DESTROY: {
        if (ci == 0) return; /* the input's context lives to the end */
        want = call_want(live, busy, 0, RK_OK, &alt);
        st = seen(rk_context_destroy(c), "rk_context_destroy (side)");
        expect_call(st, want, alt, "rk_context_destroy", ci);
        if (st == RK_OK) side_destroyed(ci);
        break;
    }
    default: /* W_CREATE: a context in an empty slot, on the fuzzing thread (its loop thread) */
        if (ci == 0 || live || on_worker) return;
        side_create(ci);
        break;
    }
}

/* OP_SCRIPT: what a context's wakeup does from now on. */
static void op_script(void) {
    int ci = pick(NCTX);
    wscript *sc = &g.scripts[ci];
    sc->n = pick(MAX_SCRIPT + 1);
    g.script_set[ci] = 1;
    for (int k = 0; k < sc->n; k++) {
        sc->a[k].target = u8();
        sc->a[k].call = u8();
    }
    trace("  context %d's wakeup makes %d calls\n", ci, sc->n);
}

/* OP_SIDE: one call naming a context of the list, at top level; or a side context's wakeup
   removed or installed again. */
static void op_side(void) {
    wact act;
    act.target = u8();
    act.call = u8();
    if ((act.call & 0x70) == 0x70 && act.target % NCTX != 0) {
        side *s = &g.sides[act.target % NCTX - 1];
        rk_status st;
        if (!s->live) return;
        s->wake_on = !s->wake_on;
        st = TOP(rk_context_set_wakeup(s->h, s->wake_on ? side_wakeup : NULL, s->wake_on ? s : NULL));
        expect_st(st, RK_OK, "rk_context_set_wakeup (side)");
        return;
    }
    wake_action(-1, &act);
}

/* OP_WORKER: the same calls from a worker thread (joined at once). */
static void *worker_main(void *arg) {
    on_worker = 1;
    wake_action(-1, arg);
    return NULL;
}
static void op_worker(void) {
    static const uint8_t calls[] = {W_POST, W_RESUME, W_SUSPEND, W_TASK_STATE, W_POST, W_RESUME,
                                    W_SUSPEND, W_FD, W_TIMEOUT, W_DISPATCH, W_TIMER, W_KIND};
    wact act;
    pthread_t thread;
    act.target = u8();
    act.call = calls[u8() % sizeof calls];
    if (g.workers >= MAX_WORKERS) return;
    g.workers++;
    if (pthread_create(&thread, NULL, worker_main, &act) != 0) fail("pthread_create failed");
    if (pthread_join(thread, NULL) != 0) fail("pthread_join failed");
}

/* The side contexts after every operation (top level: no wakeup running). */
static void check_sides(void) {
    for (int i = 0; i < NSIDE; i++) {
        side *s = &g.sides[i];
        rk_task_state ts = 77;
        double t = -77, now = NAN;
        if (!s->live) continue;
        if (rk_task_get_state(s->task, &ts) != RK_OK || ts != s->tstate)
            fail("side context %d: its task is in state %d, the state table says %d", i + 1, (int)ts, (int)s->tstate);
        if (rk_context_next_timeout(s->h, &t) != RK_OK || !timeout_ok(t))
            fail("side context %d: rk_context_next_timeout %.17g", i + 1, t);
        if (rk_context_now(s->h, &now) != RK_OK || !isfinite(now)) fail("side context %d: rk_context_now %.17g", i + 1, now);
    }
}

/* ------------------------------------------------------------------------------------------------
 * Invariants after every operation
 * ---------------------------------------------------------------------------------------------- */

static void check_copy(const char *what, rk_status st, const char *buf, size_t cap, size_t len) {
    if (st != RK_OK) fail("%s failed: %s", what, sname(st));
    if (cap == 0) return;
    if (memchr(buf, '\0', cap) == NULL) fail("%s: copy not NUL-terminated within cap %zu", what, cap);
    {
        size_t n = strlen(buf);
        if (n > cap - 1 || n > len) fail("%s: copied %zu bytes, cap %zu, length %zu", what, n, cap, len);
        if (len <= cap - 1 && n != len) fail("%s: copied %zu of %zu bytes with room for all", what, n, len);
        if (!utf8_valid(buf, n)) fail("%s: copy is not valid UTF-8 (cut inside a character?)", what);
    }
}

/* The measure-text handler whose width the layout uses: the last one connected and not ended
   (handlers run in connection order; the last one's value is used). NULL: none. */
static rec *measure_handler(const fslot *f) {
    for (int i = g.nrec - 1; i >= 0; i--) {
        rec *r = &g.recs[i];
        if (r->kind == RK_KIND_FOOTER && r->object == (void *)f->h && r->st == RK_OK && !r->ended &&
            r->signame != NULL && strcmp(r->signame, "measure-text") == 0)
            return r;
    }
    return NULL;
}

/* The GIF rect, as rk_footer_layout's doc gives it: the bounds with the label hidden; with the
   label showing, width max(0, W/2 - label_left_inset - text_width/2), where text_width is the width
   the current measure-text handler returns for the label's CURRENT text, or
   rk_footer_set_text_width's width without a handler (docs/behaviour/component.md §9: a layout
   never keeps a width measured for other text). An empty label measures 0 (the library's rule; the
   header does not say). Checked where the header defines the width: a handler's value finite within
   [0, 1e9]. */
static void check_layout(fslot *f, const rk_footer_layout *l, size_t label_bytes) {
    rec *m;
    double tw, want;
    if (f->label_hidden) {
        if (l->content_mode != RK_CONTENT_MODE_CENTER) fail("the label is hidden but the content mode is %d", (int)l->content_mode);
        if (l->gif.width != l->footer.width)
            fail("the label is hidden: the GIF should have the footer's bounds, width %.17g, not %.17g",
                 l->footer.width, l->gif.width);
        return;
    }
    if (l->content_mode != RK_CONTENT_MODE_RIGHT) fail("the label shows but the content mode is %d", (int)l->content_mode);
    m = measure_handler(f);
    if (label_bytes == 0) tw = 0;
    else if (m) tw = measured_width(m, label_bytes);
    else tw = f->text_width;
    if (!(isfinite(tw) && tw >= 0 && tw <= 1e9)) return;
    want = fmax(0, l->footer.width / 2 - f->label_inset - tw / 2);
    if (l->gif.width != want)
        fail("layout: GIF width %.17g, but the formula gives %.17g (footer width %.17g, label inset %.17g, "
             "text width %.17g for the current label of %zu bytes, %s)", l->gif.width, want, l->footer.width,
             f->label_inset, tw, label_bytes,
             m ? "from the last connected measure-text handler" : "set by rk_footer_set_text_width");
}

static void check_footer(fslot *f) {
    rk_footer_state s = 0;
    double p = -1, a = -1;
    rk_footer_layout l;
    rk_footer_gif gif;
    rk_footer_geometry geo;
    char label[512], title[512];
    size_t llen = 0, tlen = 0;
    rk_footer *h = f->h;

    if (fz_footer_get_state(h, &s) != RK_OK) fail("rk_footer_get_state failed on a live footer");
    if (s < 1 || s > 6) fail("footer state %d", (int)s);
    if (f->track && s != f->state) fail("get_state says %d, state-changed said %d", (int)s, (int)f->state);
    if (f->track && (f->entry_pending || f->exit_pending)) fail("a refresh transition without its inset request");
    if (fz_footer_get_pulling_percent(h, &p) != RK_OK) fail("rk_footer_get_pulling_percent failed");
    if (!percent_ok(p)) fail("pulling percent %.17g", p);
    if (fz_footer_get_alpha(h, &a) != RK_OK) fail("rk_footer_get_alpha failed");
    if (!(a >= 0 && a <= 1)) fail("alpha %.17g", a);
    memset(&l, 0, sizeof l);
    l.struct_size = sizeof l;
    if (rk_footer_get_layout(h, &l) != RK_OK) fail("rk_footer_get_layout failed");
    if (!(l.footer.width >= 0) || !(l.gif.width >= 0))
        fail("layout widths: footer %.17g, GIF %.17g", l.footer.width, l.gif.width);
    if (l.content_mode != RK_CONTENT_MODE_CENTER && l.content_mode != RK_CONTENT_MODE_RIGHT)
        fail("layout content mode %d", (int)l.content_mode);
    memset(&gif, 0, sizeof gif);
    gif.struct_size = sizeof gif;
    if (fz_footer_get_gif(h, &gif) != RK_OK) fail("rk_footer_get_gif failed");
    if ((gif.visible != 0 && gif.visible != 1) || (gif.animating != 0 && gif.animating != 1) ||
        (gif.has_frame != 0 && gif.has_frame != 1))
        fail("gif flags visible %d animating %d has_frame %d", (int)gif.visible, (int)gif.animating, (int)gif.has_frame);
    if (gif.has_frame) host_frame_check(gif.image_id, gif.index, "rk_footer_get_gif");
    else if (gif.image_id != 0 || gif.index != 0) fail("no frame yet but image %llu index %d", (unsigned long long)gif.image_id, (int)gif.index);
    memset(&geo, 0, sizeof geo);
    geo.struct_size = sizeof geo;
    if (rk_footer_get_geometry(h, &geo) != RK_OK) fail("rk_footer_get_geometry failed");
    if (!(geo.height > 0)) fail("footer height %.17g", geo.height);
    if (fz_footer_get_label(h, label, sizeof label, &llen) != RK_OK) fail("rk_footer_get_label failed");
    check_copy("rk_footer_get_label", RK_OK, label, sizeof label, llen);
    if (fz_footer_get_title(h, s, title, sizeof title, &tlen) != RK_OK) fail("rk_footer_get_title failed");
    check_copy("rk_footer_get_title", RK_OK, title, sizeof title, tlen);
    if ((llen != tlen || (llen < sizeof label && strcmp(label, title) != 0)) && !failed_label(s, label))
        fail("label '%s' is not the title of state %d, '%s'", label, (int)s, title);
    check_layout(f, &l, llen);
}

static void check_headers(void);
static void check_trailers(void);
static void check_autos(void);
static void check_all(void) {
    for (int i = 0; i < NFOOT; i++) lo_check(g.foot[i].h, g.foot[i].live);
    for (int i = 0; i < NHEAD; i++) lo_check(g.head[i].h, g.head[i].live);
    for (int i = 0; i < NTRL; i++) lo_check(g.trl[i].h, g.trl[i].live);
    for (int i = 0; i < NAUTO; i++) lo_check(g.af[i].h, g.af[i].live);
    for (int i = 0; i < NPROG; i++) {
        prslot *p = &g.prog[i];
        double fraction = -1;
        int32_t indeterminate = -1;
        if (!p->live) continue;
        if (rk_progress_get_fraction(p->h, &fraction, &indeterminate) != RK_OK) fail("rk_progress_get_fraction failed");
        if (fraction != (p->has_fraction ? p->fraction : 0.0) || indeterminate != p->indeterminate)
            fail("progress %d shows %.17g (indeterminate %d); its signals said %.17g (%d)", i, fraction,
                 (int)indeterminate, p->has_fraction ? p->fraction : 0.0, p->indeterminate);
    }
    for (int i = 0; i < NFOOT; i++)
        if (g.foot[i].live) check_footer(&g.foot[i]);
    check_headers();
    check_trailers();
    check_autos();
    for (int i = 0; i < NIND; i++) {
        islot *s = &g.ind[i];
        int32_t on = -1;
        if (!s->live) continue;
        if (rk_indicator_is_animating(s->h, &on) != RK_OK) fail("rk_indicator_is_animating failed");
        if (on != 0 && on != 1) fail("is_animating %d", (int)on);
        if (s->track && on != s->last)
            fail("indicator %d: is_animating %d, but its last command was %s", i, (int)on,
                 s->last ? "start-animating" : "stop-animating");
    }
    for (int i = 0; i < NTASK; i++) {
        tslot *t = &g.task[i];
        rk_task_state st = -1;
        if (!t->live) continue;
        if (rk_task_get_state(t->h, &st) != RK_OK) fail("rk_task_get_state failed");
        if (st != t->state) fail("task %d: state %d, the state table says %d", i, (int)st, (int)t->state);
    }
    {
        rk_activity_monitor_info info;
        memset(&info, 0, sizeof info);
        info.struct_size = sizeof info;
        if (rk_activity_monitor_get_info(g.ctx, &info) != RK_OK) fail("rk_activity_monitor_get_info failed");
        if (info.enabled != g.monitor_enabled) fail("monitor enabled %d, set %d", (int)info.enabled, g.monitor_enabled);
        if (info.state < 0 || info.state > 3) fail("monitor state %d", (int)info.state);
        if (info.visible != 0 && info.visible != 1) fail("monitor visible %d", (int)info.visible);
        if (!info.enabled && (info.state != RK_ACTIVITY_NOT_ACTIVE || info.visible))
            fail("monitor off but state %d visible %d", (int)info.state, (int)info.visible);
        if (g.vis_track && info.visible != g.vis_last)
            fail("monitor visible %d, activity-visibility-changed said %d", (int)info.visible, (int)g.vis_last);
        if (info.active_tasks < 0 || info.active_tasks > NTASK * MAX_OPS)
            fail("monitor active tasks %lld", (long long)info.active_tasks);
        if (info.activation_delay != g.act_delay || info.completion_delay != g.comp_delay)
            fail("monitor delays %.17g/%.17g, set %.17g/%.17g", info.activation_delay,
                 info.completion_delay, g.act_delay, g.comp_delay);
    }
    {
        double now = 0, timeout = 0;
        if (rk_context_now(g.ctx, &now) != RK_OK) fail("rk_context_now failed");
        if (!isfinite(now)) fail("rk_context_now %.17g", now);
        if (g.have_last_now && now < g.last_now) fail("time went backwards: %.17g after %.17g", now, g.last_now);
        g.last_now = now;
        g.have_last_now = 1;
        if (rk_context_next_timeout(g.ctx, &timeout) != RK_OK) fail("rk_context_next_timeout failed");
        if (!timeout_ok(timeout)) fail("next timeout %.17g", timeout);
        /* A host that sleeps that long misses no timer of its own. */
        for (int i = 0; i < g.ntok; i++) {
            tok *t = &g.toks[i];
            double slack;
            if (t->type != TOK_TIMER || t->ctxi != 0 || !t->expect || !t->timed || t->calls) continue;
            slack = t->eps + 1e-9 * (1 + fabs(now) + fabs(t->deadline));
            if (timeout == -1 || timeout > fmax(0, t->deadline - now) + slack)
                fail("rk_context_next_timeout says %.17g at %.17g, but %s is due at %.17g", timeout, now, t->what,
                     t->deadline);
        }
    }
    check_queue();
    check_sides();
}

/* After a top-level dispatch that made no new transitions, every event has been delivered: the
   monitor counts exactly the live Running tasks. */
static void check_monitor_count(void) {
    rk_activity_monitor_info info;
    int64_t running = 0;
    for (int i = 0; i < NTASK; i++)
        if (g.task[i].live && g.task[i].state == RK_TASK_RUNNING) running++;
    memset(&info, 0, sizeof info);
    info.struct_size = sizeof info;
    if (rk_activity_monitor_get_info(g.ctx, &info) != RK_OK) fail("rk_activity_monitor_get_info failed");
    if (info.active_tasks != running)
        fail("after a dispatch the monitor counts %lld active tasks; %lld live tasks are Running",
             (long long)info.active_tasks, (long long)running);
}

/* ------------------------------------------------------------------------------------------------
 * Operations
 * ---------------------------------------------------------------------------------------------- */

static void send_metrics(fslot *f, const rk_scroll_metrics *m, uint32_t size, int null_ptr) {
    rk_status st, want = RK_OK;
    int valid = size_ok(m->viewport_width) && size_ok(m->viewport_height) && size_ok(m->content_height) &&
                length_ok(m->inset_top) && length_ok(m->inset_bottom) && length_ok(m->inset_left) &&
                length_ok(m->offset_y) && (m->dragging == 0 || m->dragging == 1);
    rk_scroll_metrics copy = *m;
    copy.struct_size = size;
    if (null_ptr || size < sizeof copy || !valid) want = RK_ERR_INVALID_ARGUMENT;
    else if (!f->live) want = RK_ERR_INVALID_HANDLE;
    trace("  metrics: drag %d view %g x %g content %g insets %g/%g/%g offset %g (size %u%s)\n",
          (int)m->dragging, m->viewport_width, m->viewport_height, m->content_height, m->inset_top,
          m->inset_bottom, m->inset_left, m->offset_y, size, null_ptr ? ", NULL" : "");
    /* The scroll view has these values when the host reports them: a refresh that starts during
       the call starts from them, and requests made during the call apply on top of them. */
    {
        rk_scroll_metrics before = f->m;
        int was_clean = f->clean;
        if (f->in_refresh && memcmp(&m->inset_bottom, &f->m.inset_bottom, sizeof(double)) != 0) f->clean = 0;
        f->m = *m;
        f->m.struct_size = sizeof f->m;
        st = TOP(fz_footer_set_metrics(f->h, null_ptr ? NULL : &copy));
        if (st != RK_OK) f->m = before, f->clean = was_clean;
    }
    if (!f->live && want == RK_ERR_INVALID_ARGUMENT && st == RK_ERR_INVALID_HANDLE) want = st;
    /* Attached to a scroll view: refused (either refusal with bad arguments). */
    if (f->live && sv_holding(f->h) && !g.destroying) want = want == RK_OK || st != RK_ERR_INVALID_ARGUMENT ? RK_ERR_INVALID_STATE : want;
    expect_st(st, want, "rk_footer_set_metrics");
}

static void op_life(int kind) {
    int slot = pick(4);
    rk_status st;
    switch (kind) {
    case RK_KIND_FOOTER: {
        fslot *f = &g.foot[slot];
        rk_footer *h = NULL;
        if (f->live) {
            destroy_footer(f->h);
            return;
        }
        st = TOP(rk_footer_create(g.ctx, &h));
        expect_st(st, RK_OK, "rk_footer_create");
        memset(f, 0, sizeof *f);
        f->h = h;
        f->live = 1;
        f->apply = f->track = f->itrack = 1;
        f->state = RK_FOOTER_IDLE;
        f->label_inset = 20; /* the header's default */
        host_connect(h, RK_KIND_FOOTER, "state-changed", (rk_callback)h_state, HOST_STATE);
        host_connect(h, RK_KIND_FOOTER, "pulling-percent", (rk_callback)h_percent, HOST_PERCENT);
        host_connect(h, RK_KIND_FOOTER, "frame-changed", (rk_callback)h_frame, HOST_FRAME);
        host_connect(h, RK_KIND_FOOTER, "gif-visibility", (rk_callback)h_gifvis, HOST_GIFVIS);
        host_connect(h, RK_KIND_FOOTER, "layout-changed", (rk_callback)h_layout, HOST_LAYOUT);
        host_connect(h, RK_KIND_FOOTER, "inset-requested", (rk_callback)h_inset, HOST_INSET);
        host_connect(h, RK_KIND_FOOTER, "offset-requested", (rk_callback)h_offset, HOST_OFFSET);
        host_connect(h, RK_KIND_FOOTER, "alpha-changed", (rk_callback)h_alpha, HOST_ALPHA);
        host_connect(h, RK_KIND_FOOTER, "label-changed", (rk_callback)h_label, HOST_LABEL);
        host_connect(h, RK_KIND_FOOTER, "refreshing", (rk_callback)h_void, HOST_REFRESHING);
        lo_track(h, RK_KIND_FOOTER);
        f->m.struct_size = sizeof f->m;
        f->m.viewport_width = 320;
        f->m.viewport_height = 480;
        f->m.content_height = u8() & 1 ? 1000 : 200;
        send_metrics(f, &f->m, sizeof f->m, 0);
        break;
    }
    case RK_KIND_TASK: {
        tslot *t = &g.task[slot];
        rk_task *h = NULL;
        if (t->live) {
            destroy_task(t->h);
            return;
        }
        st = TOP(rk_task_create(g.ctx, &h));
        expect_st(st, RK_OK, "rk_task_create");
        t->h = h;
        t->live = 1;
        t->state = RK_TASK_SUSPENDED;
        break;
    }
    case RK_KIND_INDICATOR: {
        islot *s = &g.ind[slot];
        rk_indicator *h = NULL;
        if (s->live) {
            destroy_indicator(s->h);
            return;
        }
        st = TOP(rk_indicator_create(g.ctx, &h));
        expect_st(st, RK_OK, "rk_indicator_create");
        s->h = h;
        s->live = 1;
        s->track = 1;
        s->last = 0;
        host_connect(h, RK_KIND_INDICATOR, "start-animating", (rk_callback)h_void, HOST_IND_START);
        host_connect(h, RK_KIND_INDICATOR, "stop-animating", (rk_callback)h_void, HOST_IND_STOP);
        break;
    }
    default: {
        pslot *s = &g.probe[slot % NPROBE];
        rk_probe *h = NULL;
        if (s->live) {
            destroy_probe(s->h);
            return;
        }
        st = TOP(rk_probe_create(g.ctx, &h));
        expect_st(st, RK_OK, "rk_probe_create");
        s->h = h;
        s->live = 1;
        break;
    }
    }
}

/* Any object of the pools (live or not), or the context. */
static void *pick_object(rk_kind *kind) {
    int k = pick(5), slot = pick(4);
    switch (k) {
    case 0: *kind = RK_KIND_FOOTER; return g.foot[slot].h;
    case 1: *kind = RK_KIND_TASK; return g.task[slot].h;
    case 2: *kind = RK_KIND_INDICATOR; return g.ind[slot].h;
    case 3: *kind = RK_KIND_PROBE; return g.probe[slot % NPROBE].h;
    default: *kind = RK_KIND_CONTEXT; return g.ctx;
    }
}

static const char *const EXTRA_SIGNALS[] = {"nope", "", "\xff", "state-changed\xc3", "STATE-CHANGED", NULL};

static void connect_fuzz(rk_kind kind, void *object);
static void op_connect(void) {
    rk_kind kind = 0;
    void *object = pick_object(&kind);
    connect_fuzz(kind, object);
}

/* A fuzz handler on a signal of object (of kind), with a behaviour: reads the signal byte, the
   "how" byte (behaviour, notify, NULL out, NULL fn) and the double return value. */
static void connect_fuzz(rk_kind kind, void *object) {
    uint8_t b = u8(), how = u8();
    rec *r;
    rk_callback fn;
    if (object == NULL) return; /* never created: nothing to say about a NULL here */
    r = new_rec();
    if (!r) return;
    r->role = ROLE_FUZZ;
    r->kind = kind;
    r->object = object;
    if (b < 200 && sig_count[kind] > 0) {
        r->signame = sig_names[kind][b % sig_count[kind]];
    } else if (b < 230) {
        /* Another kind's signal: NOT_FOUND unless the names coincide. */
        int other = 1 + b % 5;
        r->signame = sig_count[other] ? sig_names[other][b % sig_count[other]] : "nope";
    } else {
        r->signame = EXTRA_SIGNALS[b % (sizeof EXTRA_SIGNALS / sizeof EXTRA_SIGNALS[0])];
    }
    /* Low nibble: a behaviour; 8..14 none, 15 BH_TITLE (added later: older inputs keep theirs). */
    r->behavior = how % 16 < BH_TITLE ? how % 16 : how % 16 == 15 ? BH_TITLE : BH_NONE;
    r->ret = val();
    fn = NULL;
    if (r->signame) {
        for (uint32_t i = 0; i < sig_count[kind]; i++)
            if (strcmp(sig_names[kind][i], r->signame) == 0) fn = fz_handler[kind][i];
    }
    if (fn == NULL) fn = (rk_callback)sig_v; /* not called: the connect fails */
    if ((how >> 4) == 15) fn = NULL;
    {
        uint64_t e0 = g.emissions;
        rk_status st = do_connect(r, fn, (how >> 4) != 14, (how >> 4) == 13);
        /* Only a footer's or header's measure-text handler may run at once (asked for the current
           text, which may change the layout). */
        if (g.emissions != e0 && !((kind == RK_KIND_FOOTER || kind == RK_KIND_HEADER || kind == RK_KIND_AUTO_FOOTER) &&
                                   st == RK_OK &&
                                   strcmp(r->signame, "measure-text") == 0))
            fail("rk_connect ran a handler (%s)", sname(st));
        trace("  rk_connect(kind %d, '%s', behavior %d) -> %s id %llu\n", (int)kind,
              r->signame ? r->signame : "(NULL)", r->behavior, sname(st), (unsigned long long)r->id);
    }
}

static void op_disconnect(void) {
    uint8_t b = u8();
    rec *r = NULL;
    rk_connection id;
    if (b < 200 && g.nrec > 0) {
        r = &g.recs[(b | (u8() << 8)) % g.nrec];
        id = r->st == RK_OK ? r->id : (rk_connection)b;
        if (r->st != RK_OK || r->id == 0) r = rec_by_id(id);
    } else {
        static const rk_connection raw[] = {0, 1, 2, 3, 5, 8, 13, 21, 1000, UINT64_MAX, UINT64_MAX - 1};
        id = raw[b % (sizeof raw / sizeof raw[0])];
        r = rec_by_id(id);
    }
    {
        uint64_t e0 = g.emissions;
        rk_status st = do_disconnect(r, id);
        trace("  rk_disconnect(%llu) -> %s\n", (unsigned long long)id, sname(st));
        if (st != RK_OK && g.emissions != e0) fail("failed rk_disconnect ran callbacks");
    }
}

static fslot *pick_live_footer(void) {
    fslot *f = &g.foot[pick(NFOOT)];
    return f->live ? f : NULL;
}

static void op_metrics(void) {
    fslot *f = pick_live_footer();
    uint8_t mask = u8(), form = u8();
    rk_scroll_metrics m;
    uint32_t size = sizeof m;
    if (!f) return;
    m = f->m;
    if (mask & 1) m.dragging = pick(5) == 4 ? 2 : pick(2);
    if (mask & 2) m.viewport_width = val();
    if (mask & 4) m.viewport_height = val();
    if (mask & 8) m.content_height = val();
    if (mask & 16) m.inset_top = val();
    if (mask & 32) m.inset_bottom = val();
    if (mask & 64) m.inset_left = val();
    if (mask & 128) m.offset_y = val();
    if (form == 255) size = 4;
    else if (form == 254) size = offsetof(rk_scroll_metrics, offset_y);
    send_metrics(f, &m, size, form == 253);
}

static void op_drag(void) {
    fslot *f = pick_live_footer();
    static const double d[] = {-1.0, 0.0, 0.5, 1.0, 10.0, 44.0, 200.0, -50.0};
    rk_footer_geometry geo;
    uint8_t b = u8();
    rk_scroll_metrics m;
    if (!f) return;
    memset(&geo, 0, sizeof geo);
    geo.struct_size = sizeof geo;
    if (rk_footer_get_geometry(f->h, &geo) != RK_OK) fail("rk_footer_get_geometry failed");
    m = f->m;
    m.dragging = 1;
    m.offset_y = geo.trigger_offset + d[b & 7];
    if (!isfinite(m.offset_y)) return;
    send_metrics(f, &m, sizeof m, 0);
    if (!f->live) return; /* a handler destroyed it */
    if (b & 8) {
        m = f->m;
        m.offset_y = geo.trigger_offset + d[(b >> 4) & 7];
        if (isfinite(m.offset_y)) send_metrics(f, &m, sizeof m, 0);
        if (!f->live) return;
    }
    if (!(b & 128)) {
        m = f->m;
        m.dragging = 0;
        send_metrics(f, &m, sizeof m, 0);
    }
}

static void op_begin(void) {
    fslot *f = pick_live_footer();
    int behavior = pick(8);
    if (!f) return;
    trace("  begin(behavior %d)\n", behavior);
    if (behavior == 7) issue_load(f->h, RK_KIND_FOOTER, u8(), CB_NONE); /* F18 */
    else issue_begin(f, f->h, behavior < CB_COUNT ? behavior : CB_NONE);
}

static void op_end(void) {
    fslot *f = pick_live_footer();
    int variant = pick(5), behavior = pick(8);
    if (!f) return;
    trace("  end(variant %d, behavior %d)\n", variant, behavior);
    behavior = behavior == 7 ? -1 : behavior < CB_COUNT ? behavior : CB_NONE;
    if (variant >= 3) issue_failure(f->h, RK_KIND_FOOTER, variant == 4, pick(N_FAIL_MESSAGES), behavior);
    else issue_end(f->h, variant, behavior);
}

static rk_image images_buf[RK_FOOTER_MAX_FRAMES + 1];
static double durations_buf[RK_FOOTER_MAX_FRAMES + 1];

static void op_images(void) {
    fslot *f = pick_live_footer();
    static const uint32_t counts[] = {0, 1, 2, 3, 4, 5, 8, 1, 2, 3, 12, 0, 1, 2, RK_FOOTER_MAX_FRAMES, RK_FOOTER_MAX_FRAMES + 1};
    uint8_t sb = u8(), cb = u8(), form = u8(), sizes = u8();
    rk_footer_state state = sb < 240 ? 1 + sb % 5 : (sb & 1 ? 0 : 7);
    uint32_t count = counts[cb % 16];
    int valid = state >= 1 && state <= 5 && count <= RK_FOOTER_MAX_FRAMES;
    int null_images = (form & 0x30) == 0x30 && count > 0;
    int serial = g.nsets + 1;
    double duration = 0;
    rk_status st, want;
    if (!f) return;
    if (serial > MAX_SETS) return;
    for (uint32_t i = 0; i < count; i++) {
        images_buf[i].id = ((uint64_t)serial << 16) | i;
        images_buf[i].width = 20 + (i % 7) * 3;
        images_buf[i].height = 10 + (i % 5) * 4;
        durations_buf[i] = 0.05 + 0.01 * (double)(i % 4);
    }
    if (count > 0 && count <= 16) {
        /* Hostile sizes and durations where asked. */
        for (uint32_t i = 0; i < count; i++) {
            if (sizes & 1) images_buf[i].width = val();
            if (sizes & 2) images_buf[i].height = val();
            if (sizes & 4) durations_buf[i] = val();
        }
    }
    if (null_images) valid = 0;
    /* Registered before the call: a frame of the new set may be shown during it. */
    g.sets[serial].state = state;
    g.sets[serial].count = count;
    g.nsets = serial;
    for (uint32_t i = 0; i < count && i <= RK_FOOTER_MAX_FRAMES; i++)
        if (!size_ok(images_buf[i].width) || !size_ok(images_buf[i].height)) valid = 0;
    switch (form & 3) {
    case 0:
        st = TOP(fz_footer_set_images(f->h, state, null_images ? NULL : images_buf, count));
        break;
    case 1:
        duration = (form & 4) ? val() : 0.1 * count;
        if (!delay_ok(duration)) valid = 0;
        if ((state == RK_FOOTER_PULLING || state == RK_FOOTER_REFRESHING) && count >= 2 && duration == 0) valid = 0;
        st = TOP(fz_footer_set_images_with_duration(f->h, state, null_images ? NULL : images_buf, count, duration));
        break;
    default: {
        int null_dur = (form & 0xc0) == 0xc0 && count > 0;
        if (null_dur) valid = 0;
        for (uint32_t i = 0; i < count && i <= RK_FOOTER_MAX_FRAMES; i++) {
            if (!delay_ok(durations_buf[i])) valid = 0;
            if ((state == RK_FOOTER_PULLING || state == RK_FOOTER_REFRESHING) && count >= 2 && !(durations_buf[i] > 0)) valid = 0;
        }
        st = TOP(fz_footer_set_images_with_frame_durations(f->h, state, null_images ? NULL : images_buf,
                                                           null_dur ? NULL : durations_buf, count));
        break;
    }
    }
    want = valid ? RK_OK : RK_ERR_INVALID_ARGUMENT;
    expect_st(st, want, "rk_footer_set_images*");
    if (st == RK_OK) f->sets[state] = serial;
    else g.nsets = serial - 1; /* refused: no frame of it can be shown */
}

static void op_title(void) {
    fslot *f = pick_live_footer();
    uint8_t sb = u8();
    rk_footer_state state = sb < 240 ? 1 + sb % 5 : (sb & 1 ? 0 : 7);
    const char *title = str();
    rk_status st, want;
    if (!f) return;
    int changes = g.title_changes;
    want = state >= 1 && state <= 5 && (title == NULL || str_ok(title)) ? RK_OK : RK_ERR_INVALID_ARGUMENT;
    st = TOP(fz_footer_set_title(f->h, state, title));
    expect_st(st, want, "rk_footer_set_title");
    /* Unless a handler it caused (measure-text, BH_TITLE) set another title since. */
    if (st == RK_OK && title && f->live && g.title_changes == changes) {
        char buf[64];
        size_t len = 0;
        size_t cap = (size_t)pick(8) * 3;
        rk_status s2 = fz_footer_get_title(f->h, state, cap ? buf : NULL, cap, &len);
        check_copy("rk_footer_get_title", s2, buf, cap, len);
        if (state != RK_FOOTER_WILL_REFRESH && len != strlen(title))
            fail("custom title of %zu bytes reads back as %zu bytes", strlen(title), len);
    }
}

static const char *const LANGS[] = {
    "en", "en-US", "zh", "zh-CN", "zh_TW", "ZH-hant", "zh-yue", "yue", "zh-Hans-HK", "ko-KR", "ru",
    "uk-UA", "", "x", "\xff", NULL, "zh-", "-", "zh-Hant", "zh-SG", "zh-MO", "UK", "kor", "de-DE",
};
static const char *const TABLES[] = {"en", "zh-Hans", "zh-Hant", "ko", "ru", "uk"};

static void op_language(void) {
    fslot *f = pick_live_footer();
    uint8_t b = u8();
    const char *tag = b < 240 ? LANGS[b % (sizeof LANGS / sizeof LANGS[0])] : str();
    rk_status st, want;
    if (!f) return;
    want = str_ok(tag) ? RK_OK : RK_ERR_INVALID_ARGUMENT;
    st = TOP(fz_footer_set_language(f->h, tag));
    expect_st(st, want, "rk_footer_set_language");
    if (f->live) {
        char buf[16];
        size_t len = 0, cap = (size_t)pick(9);
        int found = 0;
        rk_status s2 = fz_footer_get_language(f->h, cap ? buf : NULL, cap, &len);
        check_copy("rk_footer_get_language", s2, buf, cap, len);
        if (cap > 8) {
            for (size_t i = 0; i < sizeof TABLES / sizeof TABLES[0]; i++)
                if (strcmp(buf, TABLES[i]) == 0) found = 1;
            if (!found) fail("rk_footer_get_language says '%s'", buf);
        }
    }
}

static void op_footer_set(void) {
    fslot *f = pick_live_footer();
    uint8_t which = u8();
    rk_status st = RK_OK, want = RK_OK;
    if (!f) return;
    switch (which % 12) {
    case 0: {
        int32_t v = pick(7) == 6 ? 2 : pick(2);
        st = TOP(fz_footer_set_visible(f->h, v));
        want = v <= 1 ? RK_OK : RK_ERR_INVALID_ARGUMENT;
        break;
    }
    case 1: {
        int32_t v = pick(7) == 6 ? -1 : pick(2);
        st = TOP(fz_footer_set_hidden(f->h, v));
        want = v == 0 || v == 1 ? RK_OK : RK_ERR_INVALID_ARGUMENT;
        break;
    }
    case 2: {
        int32_t v = pick(7) == 6 ? 7 : pick(2);
        st = TOP(fz_footer_set_interaction_enabled(f->h, v));
        want = v <= 1 ? RK_OK : RK_ERR_INVALID_ARGUMENT;
        break;
    }
    case 3: {
        static const int64_t counts[] = {0, 1, 20, 21, 40, -1, INT64_MAX, INT64_MIN};
        int64_t v = counts[pick(8)];
        st = TOP(fz_footer_set_data_count(f->h, v));
        want = v >= 0 ? RK_OK : RK_ERR_INVALID_ARGUMENT;
        break;
    }
    case 4: {
        double v = val();
        st = TOP(fz_footer_set_height(f->h, v));
        want = height_ok(v) ? RK_OK : RK_ERR_INVALID_ARGUMENT;
        break;
    }
    case 5: {
        double v = val();
        st = TOP(fz_footer_set_ignored_bottom_inset(f->h, v));
        want = size_ok(v) ? RK_OK : RK_ERR_INVALID_ARGUMENT;
        break;
    }
    case 6: {
        int32_t v = pick(7) == 6 ? 3 : pick(2);
        st = TOP(fz_footer_set_label_hidden(f->h, v));
        want = v <= 1 ? RK_OK : RK_ERR_INVALID_ARGUMENT;
        if (st == RK_OK) f->label_hidden = v;
        break;
    }
    case 7: {
        double v = val();
        st = TOP(fz_footer_set_label_left_inset(f->h, v));
        want = size_ok(v) ? RK_OK : RK_ERR_INVALID_ARGUMENT;
        if (st == RK_OK) f->label_inset = v;
        break;
    }
    case 8: {
        double v = val();
        st = TOP(fz_footer_set_text_width(f->h, v));
        want = size_ok(v) ? RK_OK : RK_ERR_INVALID_ARGUMENT;
        if (st == RK_OK) f->text_width = v;
        break;
    }
    case 9: {
        int32_t v = pick(7) == 6 ? -5 : pick(2);
        st = TOP(fz_footer_set_automatically_change_alpha(f->h, v));
        want = v == 0 || v == 1 ? RK_OK : RK_ERR_INVALID_ARGUMENT;
        break;
    }
    case 10: {
        double a = u8() & 1 ? val() : 0.25, b = u8() & 1 ? val() : 0.4;
        st = TOP(fz_footer_set_animation_durations(f->h, a, b));
        want = delay_ok(a) && delay_ok(b) ? RK_OK : RK_ERR_INVALID_ARGUMENT;
        break;
    }
    default: st = TOP(rk_footer_set_animation_disabled(f->h)); break;
    }
    expect_st(st, want, "a footer setter");
}

static void op_footer_get(void) {
    fslot *f = pick_live_footer();
    uint8_t which = u8();
    if (!f) return;
    switch (which % 4) {
    case 0: {
        char buf[40];
        size_t len = 0, cap = (size_t)pick(41);
        rk_footer_state s = 1 + pick(7); /* 7: unknown (6 is Failed since 1.3) */
        rk_status st = TOP(fz_footer_get_title(f->h, s, cap ? buf : NULL, cap, pick(4) ? &len : NULL));
        if (s > 6) expect_st(st, RK_ERR_INVALID_ARGUMENT, "rk_footer_get_title(unknown state)");
        else if (st != RK_OK) fail("rk_footer_get_title failed: %s", sname(st));
        break;
    }
    case 1: {
        char buf[40];
        size_t len = 0, cap = (size_t)pick(41);
        rk_status st = TOP(fz_footer_get_label(f->h, cap ? buf : NULL, cap, &len));
        check_copy("rk_footer_get_label", st, buf, cap, len);
        if (pick(4) == 0) {
            st = TOP(fz_footer_get_label(f->h, NULL, 5, &len));
            expect_st(st, RK_ERR_INVALID_ARGUMENT, "rk_footer_get_label(NULL, 5)");
        }
        break;
    }
    case 2: {
        uint64_t id = 0;
        int32_t index = -1;
        double t = val();
        rk_footer_gif gif;
        rk_status st;
        if (u8() & 1) {
            double now = 0;
            rk_context_now(g.ctx, &now);
            t = now + ordinary();
        }
        memset(&gif, 0, sizeof gif);
        gif.struct_size = sizeof gif;
        fz_footer_get_gif(f->h, &gif);
        st = TOP(fz_footer_frame_at(f->h, t, &id, &index));
        if (!isfinite(t)) expect_st(st, RK_ERR_INVALID_ARGUMENT, "rk_footer_frame_at(non-finite t)");
        else if (!gif.has_frame) expect_st(st, RK_ERR_NOT_FOUND, "rk_footer_frame_at before any frame");
        else if (st != RK_OK) fail("rk_footer_frame_at(t = %.17g) with a frame shown: %s", t, sname(st));
        if (st == RK_OK) host_frame_check(id, index, "rk_footer_frame_at");
        break;
    }
    default: {
        /* Structs too small are refused. */
        rk_footer_layout l;
        rk_footer_geometry geo;
        rk_footer_gif gif;
        memset(&l, 0, sizeof l);
        memset(&geo, 0, sizeof geo);
        memset(&gif, 0, sizeof gif);
        l.struct_size = 4;
        geo.struct_size = (uint32_t)pick(8);
        gif.struct_size = 8;
        expect_st(TOP(rk_footer_get_layout(f->h, &l)), RK_ERR_INVALID_ARGUMENT, "rk_footer_get_layout(small)");
        expect_st(TOP(rk_footer_get_geometry(f->h, &geo)), RK_ERR_INVALID_ARGUMENT, "rk_footer_get_geometry(small)");
        expect_st(TOP(fz_footer_get_gif(f->h, &gif)), RK_ERR_INVALID_ARGUMENT, "rk_footer_get_gif(small)");
        expect_st(TOP(fz_footer_get_state(f->h, NULL)), RK_ERR_INVALID_ARGUMENT, "rk_footer_get_state(NULL)");
        break;
    }
    }
}

static void op_task(void) {
    tslot *t = &g.task[pick(NTASK)];
    int tr = pick(4);
    static const int32_t codes[] = {0, -1, 404, INT32_MIN};
    int32_t code = codes[pick(4)];
    const char *message = pick(3) ? NULL : str();
    uint64_t e0 = g.emissions;
    if (!t->h) return;
    task_transition(t->h, tr, code, message);
    trace("  task %d transition %d -> state %d\n", (int)(t - g.task), tr, (int)t->state);
    if (g.emissions != e0) fail("a task transition emitted synchronously (events are delivered at dispatch)");
}

static void *bad_handle(rk_kind want_kind, int b);

/* rk_follow_task (1.3), the successor of the binds: flags 0 and RK_FOLLOW_FAILURE, or a flag it
   does not know (refused first, whatever the handles). */
static rk_status follow(void *object, rk_task *task, int fb, rk_status want, const char *what) {
    static const uint32_t flags[] = {0, RK_FOLLOW_FAILURE, RK_FOLLOW_FAILURE, 2, 0xFFFFFFFFu};
    uint32_t f = flags[fb % 5];
    rk_status st = TOP(rk_follow_task(object, task, f));
    expect_st(st, f & ~(uint32_t)RK_FOLLOW_FAILURE ? RK_ERR_INVALID_ARGUMENT : want, what);
    return st;
}

static void op_bind(int footer) {
    int slot = pick(4), fb = pick(10);
    uint8_t tb = u8();
    rk_task *task = NULL;
    int task_ok = 1;
    rk_status st;
    if (tb < 160) {
        tslot *t = &g.task[tb % NTASK];
        task = t->h;
        task_ok = t->live || t->h == NULL;
    } else if (tb < 200) {
        task = NULL;
    } else if (tb < 220) {
        task = other_task;
        task_ok = 0;
    } else {
        task = bad_handle(RK_KIND_TASK, tb);
        task_ok = task == NULL;
    }
    if (footer) {
        fslot *f = &g.foot[slot];
        int live = f->live;
        if (!f->h) return;
        if (fb < 5) {
            follow(f->h, task, fb, live && task_ok ? RK_OK : RK_ERR_INVALID_HANDLE, "rk_follow_task (footer)");
            return;
        }
        st = TOP(fz_footer_set_refreshing_with_state_of_task(f->h, task));
        expect_st(st, live && task_ok ? RK_OK : RK_ERR_INVALID_HANDLE, "rk_footer_set_refreshing_with_state_of_task");
    } else {
        islot *s = &g.ind[slot];
        int live = s->live;
        if (!s->h) return;
        if (fb < 5) {
            follow(s->h, task, fb, live && task_ok ? RK_OK : RK_ERR_INVALID_HANDLE, "rk_follow_task (indicator)");
            return;
        }
        st = TOP(rk_indicator_set_animating_with_state_of_task(s->h, task));
        expect_st(st, live && task_ok ? RK_OK : RK_ERR_INVALID_HANDLE, "rk_indicator_set_animating_with_state_of_task");
    }
}

/* ------------------------------------------------------------------------------------------------
 * Progress (B7, 1.3): objects created and destroyed, binds to one task or several (a repeat, a
 * dead or foreign task, bad directions and flags refused whole), reports with hostile numbers
 * (refused before the handle; refused on a Completed task; never delivered synchronously),
 * queries, fuzz handlers.
 * ---------------------------------------------------------------------------------------------- */

static const int32_t DIRECTIONS[] = {RK_PROGRESS_DOWNLOAD, RK_PROGRESS_UPLOAD, RK_PROGRESS_DOWNLOAD, 2, -1, INT32_MAX};
#define NDIRECTIONS 6
static const int64_t BYTES[] = {0, 1, 100, 4096, 1000000, INT64_MAX, RK_PROGRESS_UNKNOWN, -2, INT64_MIN};
#define NBYTES 9

/* A task argument: one of the pool (a NULL slot or a dead one included), another context's, or a bad
   value; *ok says whether it is a live task of this context (NULL: *ok is the caller's to decide). */
static rk_task *progress_task(uint8_t b, int *ok, tslot **slot) {
    *slot = NULL;
    if (b < 200) {
        tslot *t = &g.task[b % NTASK];
        *slot = t;
        *ok = t->live;
        return t->h;
    }
    if (b < 220) {
        *ok = 0;
        return other_task;
    }
    {
        rk_task *h = bad_handle(RK_KIND_TASK, b);
        tslot *t = task_of(h);
        *slot = t;
        *ok = t != NULL;
        return h;
    }
}

static void op_progress(void) {
    uint8_t what = u8();
    prslot *p = &g.prog[pick(NPROG)];
    switch (what % 6) {
    case 0: { /* create or destroy */
        rk_progress *h = NULL;
        rk_status st;
        if (p->live) {
            destroy_progress(p->h);
            return;
        }
        st = TOP(rk_progress_create(g.ctx, &h));
        expect_st(st, RK_OK, "rk_progress_create");
        if (st != RK_OK) return;
        memset(p, 0, sizeof *p);
        p->h = h;
        p->live = 1;
        host_connect(h, RK_KIND_PROGRESS, "progress-changed", (rk_callback)h_fraction, HOST_FRACTION);
        host_connect(h, RK_KIND_PROGRESS, "indeterminate-changed", (rk_callback)h_indeterminate, HOST_INDETERMINATE);
        trace("  progress %d created\n", (int)(p - g.prog));
        return;
    }
    case 1: { /* one task */
        int32_t direction = DIRECTIONS[pick(NDIRECTIONS)];
        uint8_t ab = u8(), tb = u8();
        int32_t animated = ab < 240 ? (int32_t)(ab & 1) : (int32_t)ab;
        int ok = 0;
        tslot *slot;
        rk_task *task = tb >= 240 && tb < 250 ? NULL : progress_task(tb, &ok, &slot);
        rk_status want, st;
        if (!p->h) return;
        if (task == NULL) ok = 1; /* NULL unbinds */
        want = direction != RK_PROGRESS_UPLOAD && direction != RK_PROGRESS_DOWNLOAD ? RK_ERR_INVALID_ARGUMENT
               : animated != 0 && animated != 1                                     ? RK_ERR_INVALID_ARGUMENT
               : !p->live || !ok                                                    ? RK_ERR_INVALID_HANDLE
                                                                                    : RK_OK;
        st = TOP(rk_progress_set_task(p->h, task, direction, animated));
        expect_st(st, during_destroy(want), "rk_progress_set_task");
        return;
    }
    case 2: { /* several tasks, by byte totals */
        rk_task *list[4];
        int n = pick(6), all_ok = 1, repeat = 0;
        int32_t direction = DIRECTIONS[pick(NDIRECTIONS)];
        rk_status want, st;
        if (n == 5) {
            /* A count no array has (SIZE_MAX, and past RK_PROGRESS_MAX_TASKS): refused unread. */
            if (!p->h) return;
            st = TOP(rk_progress_set_tasks(p->h, list, pick(2) ? SIZE_MAX : (size_t)RK_PROGRESS_MAX_TASKS + 1,
                                           direction, 0));
            expect_st(st, during_destroy(RK_ERR_INVALID_ARGUMENT), "rk_progress_set_tasks (a count past the limit)");
            return;
        }
        for (int k = 0; k < n; k++) {
            int ok = 0;
            tslot *slot;
            list[k] = progress_task(u8(), &ok, &slot);
            all_ok &= ok && list[k] != NULL;
            for (int j = 0; j < k; j++) repeat |= list[j] != NULL && list[j] == list[k];
        }
        if (!p->h) return;
        want = (direction != RK_PROGRESS_UPLOAD && direction != RK_PROGRESS_DOWNLOAD) || repeat ? RK_ERR_INVALID_ARGUMENT
               : !p->live || !all_ok                                                        ? RK_ERR_INVALID_HANDLE
                                                                                            : RK_OK;
        st = TOP(rk_progress_set_tasks(p->h, n ? list : NULL, (size_t)n, direction, 0));
        expect_st(st, during_destroy(want), "rk_progress_set_tasks");
        return;
    }
    case 3: { /* a report */
        int32_t direction = DIRECTIONS[pick(NDIRECTIONS)];
        int64_t completed = BYTES[pick(NBYTES)], expected = BYTES[pick(NBYTES)];
        int ok = 0;
        tslot *slot;
        rk_task *task = progress_task(u8(), &ok, &slot);
        /* Another context's live task is a live task to its own functions (it never transitions:
           Suspended); only a progress of this context refuses it. Its reports queue there. */
        int foreign = task != NULL && task == other_task;
        uint64_t e0 = g.emissions;
        rk_status want, st;
        if (task == NULL && slot != NULL) return; /* never created */
        want = direction != RK_PROGRESS_UPLOAD && direction != RK_PROGRESS_DOWNLOAD ? RK_ERR_INVALID_ARGUMENT
               : completed < 0 || expected < RK_PROGRESS_UNKNOWN                    ? RK_ERR_INVALID_ARGUMENT
               : foreign                                                            ? RK_OK
               : !ok                                                                ? RK_ERR_INVALID_HANDLE
               : slot->state == RK_TASK_COMPLETED                                   ? RK_ERR_INVALID_STATE
                                                                                    : RK_OK;
        st = seen(rk_task_set_progress(task, direction, completed, expected), "rk_task_set_progress");
        expect_st(st, want, "rk_task_set_progress");
        if (g.emissions != e0) fail("a progress report emitted synchronously (it is delivered at dispatch)");
        if (st == RK_OK && !foreign) g.queued++; /* queued, or merged into one queued: the queue is pending either way */
        return;
    }
    case 4: { /* queries */
        int ok = 0;
        tslot *slot;
        rk_task *task = progress_task(u8(), &ok, &slot);
        int32_t direction = DIRECTIONS[pick(NDIRECTIONS)];
        int64_t completed = -5, expected = -5;
        rk_status st;
        if (task != NULL || slot == NULL) {
            st = seen(rk_task_get_progress(task, direction, &completed, &expected), "rk_task_get_progress");
            expect_st(st, direction != RK_PROGRESS_UPLOAD && direction != RK_PROGRESS_DOWNLOAD ? RK_ERR_INVALID_ARGUMENT
                          : ok || (task != NULL && task == other_task) ? RK_OK : RK_ERR_INVALID_HANDLE,
                      "rk_task_get_progress");
            if (st == RK_OK && (completed < 0 || expected < RK_PROGRESS_UNKNOWN))
                fail("rk_task_get_progress gave %lld of %lld", (long long)completed, (long long)expected);
        }
        if (p->h) {
            double fraction = -1;
            int32_t indeterminate = -1;
            st = seen(rk_progress_get_fraction(p->h, &fraction, pick(8) ? &indeterminate : NULL),
                      "rk_progress_get_fraction");
            if (st == RK_OK && !p->live) fail("rk_progress_get_fraction answered for a destroyed progress");
        }
        return;
    }
    default: /* a fuzz handler on one of its signals */
        if (p->live) connect_fuzz(RK_KIND_PROGRESS, p->h);
        return;
    }
}

static void op_monitor(void) {
    uint8_t b = u8();
    rk_status st;
    switch (b % 3) {
    case 0: {
        int32_t v = b >= 240 ? 2 : (b >> 2) & 1;
        int32_t before = g.monitor_enabled;
        if (v <= 1) g.monitor_enabled = v; /* before the call: handlers it runs may toggle it */
        st = TOP(rk_activity_monitor_set_enabled(g.ctx, v));
        expect_st(st, v <= 1 ? RK_OK : RK_ERR_INVALID_ARGUMENT, "rk_activity_monitor_set_enabled");
        if (st != RK_OK) g.monitor_enabled = before;
        break;
    }
    case 1: {
        double a = u8() & 1 ? val() : ordinary() * 0.01, c = u8() & 1 ? val() : ordinary() * 0.01;
        st = TOP(rk_activity_monitor_set_delays(g.ctx, a, c));
        expect_st(st, delay_ok(a) && delay_ok(c) ? RK_OK : RK_ERR_INVALID_ARGUMENT,
                  "rk_activity_monitor_set_delays");
        if (st == RK_OK) g.act_delay = a, g.comp_delay = c;
        break;
    }
    default: {
        rk_activity_monitor_info info;
        memset(&info, 0, sizeof info);
        info.struct_size = 4;
        st = TOP(rk_activity_monitor_get_info(g.ctx, &info));
        expect_st(st, RK_ERR_INVALID_ARGUMENT, "rk_activity_monitor_get_info(struct_size 4)");
        break;
    }
    }
}

static void top_dispatch(void) {
    uint32_t ran = 0;
    uint64_t t0 = g.transitions;
    rk_status st;
    uint64_t q0 = g.queued;
    int ntok0 = g.ntok;
    double now = ctx_now(); /* the reading the dispatch takes (the fake clock does not move in it) */
    st = TOP(rk_context_dispatch(g.ctx, u8() & 1 ? NULL : &ran));
    expect_st(st, RK_OK, "rk_context_dispatch");
    if (g.queued == q0) {
        /* Nothing queued while it ran: it ran everything, the queue is empty. */
        g.queued_at_clean = g.queued;
        g.queue_known = 1;
        g.wake_valid = g.wake_installed != 0;
        g.wake_at_clean = g.wake_installed == 1 ? g.wake_a : g.wake_b;
        g.timer_maybe = 0; /* the host is told of every deadline at the end of a dispatch */
        /* Setters queued from workers have been applied. */
        for (int i = 0; i < NHEAD; i++) g.head[i].key_queued = 0;
        for (int i = 0; i < NTRL; i++) g.trl[i].gr_queued = 0;
    }
    if (g.transitions == t0) check_monitor_count();
    /* Every timer that was due at the reading has run (never late on a sane clock). */
    for (int i = 0; i < ntok0; i++) {
        tok *t = &g.toks[i];
        if (t->type == TOK_TIMER && t->ctxi == 0 && t->expect && t->timed && t->calls == 0 &&
            t->deadline + t->eps <= now)
            fail("%s was due at %.17g (started at %.17g, delay %.17g, %d clock switches since) but a dispatch "
                 "at %.17g did not run it", t->what, t->deadline, t->started, t->delay, g.clock_switches, now);
    }
}

/* A new time line: the timers keep their remaining delays (the deadline model follows). */
static void switch_clock(void) {
    rk_status st;
    double before = ctx_now(), after;
    g.clock_b = !g.clock_b;
    st = TOP(rk_context_set_clock(g.ctx, clock_fn, g.clock_b ? &g.now_b : &g.now_a));
    expect_st(st, RK_OK, "rk_context_set_clock");
    g.have_last_now = 0;
    g.clock_switches++;
    after = ctx_now();
    for (int i = 0; i < g.ntok; i++) {
        tok *t = &g.toks[i];
        if (t->type != TOK_TIMER || t->ctxi != 0 || !t->timed || t->calls) continue;
        if (sane_time(before) && sane_time(after)) {
            t->deadline = after + (t->deadline - before);
            t->eps += 1e-9 * (1 + fabs(before) + fabs(after) + fabs(t->deadline));
        } else {
            t->timed = 0;
        }
    }
    trace("  clock switched: %.17g on the old line, %.17g on the new\n", before, after);
}

static void op_clock(void) {
    uint8_t b = u8();
    double *now = g.clock_b ? &g.now_b : &g.now_a;
    switch (b % 8) {
    case 0: *now = val(); break;                      /* anywhere: backwards, NaN, huge */
    case 1: *now -= ordinary(); break;                /* backwards */
    case 2: switch_clock(); break;                    /* switch clocks: a new time line */
    default: *now += b & 0x80 ? val() : ordinary(); break;
    }
    if (b & 0x10) top_dispatch();
}

static void op_advance(void) {
    double *now = g.clock_b ? &g.now_b : &g.now_a;
    static const double steps[] = {0.0, 0.05, 0.1, 0.25, 0.4, 0.5, 1.0, 2.0};
    uint8_t b = u8();
    if (!isfinite(*now) || fabs(*now) > 1e12) *now = 1000.0; /* back to a usable time line */
    *now += steps[b & 7];
    top_dispatch();
    if (b & 8) {
        *now += steps[(b >> 4) & 7];
        top_dispatch();
    }
}

static void op_timer(void) {
    uint8_t b = u8();
    rk_status st;
    switch (b % 3) {
    case 0: {
        double delay = b & 0x40 ? val() : ordinary() * 0.01, before = ctx_now();
        tok *t = new_tok(TOK_TIMER, "timer");
        int null_fn = (b & 0xf0) == 0xf0;
        if (!t) return;
        t->behavior = (b >> 3) & 1;
        t->expect = 1;
        st = TOP(rk_timer_start(g.ctx, delay, null_fn ? NULL : work_fn, t, &t->timer));
        t->expect = st == RK_OK;
        expect_st(st, delay_ok(delay) && !null_fn ? RK_OK : RK_ERR_INVALID_ARGUMENT, "rk_timer_start");
        if (st == RK_OK && t->timer == 0) fail("rk_timer_start gave timer id 0");
        if (st == RK_OK) timer_started(t, before, delay);
        break;
    }
    case 1: {
        /* Cancel a timer of this input: NOT_FOUND once it has run. */
        tok *t = NULL;
        int n = 0;
        for (int i = 0; i < g.ntok; i++)
            if (g.toks[i].type == TOK_TIMER && g.toks[i].ctxi == 0 && g.toks[i].expect && g.toks[i].timer) n++;
        if (n) {
            int k = (b >> 2) % n;
            for (int i = 0; i < g.ntok; i++)
                if (g.toks[i].type == TOK_TIMER && g.toks[i].ctxi == 0 && g.toks[i].expect && g.toks[i].timer && k-- == 0)
                    t = &g.toks[i];
        }
        if (t) {
            int pending = t->calls == 0;
            st = TOP(rk_timer_cancel(g.ctx, t->timer));
            expect_st(st, pending ? RK_OK : RK_ERR_NOT_FOUND, "rk_timer_cancel");
            if (st == RK_OK && (t->calls != 1 || t->finished != 0)) fail("rk_timer_cancel did not run the timer with finished = 0");
        } else {
            st = TOP(rk_timer_cancel(g.ctx, b & 1 ? 0 : UINT64_MAX));
            expect_st(st, RK_ERR_NOT_FOUND, "rk_timer_cancel(unknown id)");
        }
        break;
    }
    default: {
        tok *t = new_tok(TOK_WORK, "posted work");
        if (!t) return;
        t->behavior = (b >> 3) & 1;
        t->expect = 1;
        st = TOP(rk_context_post(g.ctx, work_fn, t));
        t->expect = st == RK_OK;
        if (st == RK_OK) g.queued++;
        expect_st(st, RK_OK, "rk_context_post");
        if (t->calls) fail("posted work ran inside rk_context_post");
        break;
    }
    }
}

/* ---- The clock and the timers at their extremes (issue 11: overflowing deadline arithmetic) ---- */

/* Readings: the ends of the double range, near 0, non-finite, and time lines of every scale. */
static const double XCLOCK[] = {
    1.7e308, -1.7e308, DBL_MAX, -DBL_MAX, 1e308, -1e308, 8.98846567431158e307, -8.98846567431158e307,
    1e300, -1e300, 1e15, -1e15, 9007199254740993.0, -9007199254740992.0, 1e12, -1e12,
    1e9, -1e9, 1000.0, 5.0, 0.0, -0.0, DBL_MIN, -DBL_MIN,
    4.9e-324, -4.9e-324, 1e-300, NAN, -NAN, INFINITY, -INFINITY, 3.15576e9,
};
/* Delays: 0, tiny, ordinary, around RK_MAX_DELAY_SECONDS (1e9) on both sides, huge, non-finite. */
static const double XDELAY[] = {
    0.0, -0.0, 4.9e-324, 1e-300, 1e-9, 0.001, 0.05, 0.25,
    1.0, 60.0, 3600.0, 1e6, 999999999.99999988, 1e9, 1.0000000000000002e9, 1e9 + 1,
    2e9, 1e12, 1e300, 8.98846567431158e307, DBL_MAX, INFINITY, NAN, -1.0,
    -4.9e-324, -INFINITY, 0.01, 1e-6, 86400.0, 3.15576e9, 5e8, 0.4,
};
#define NXCLOCK (sizeof XCLOCK / sizeof XCLOCK[0])
#define NXDELAY (sizeof XDELAY / sizeof XDELAY[0])

/* OP_XCLOCK: a clock of the input's context (the installed one, or the other, then switched to) or
   of a side context jumps to an extreme reading; maybe a step on; maybe a dispatch. */
static void op_xclock(void) {
    uint8_t b = u8(), v = u8();
    double x = XCLOCK[v % NXCLOCK];
    if (b & 0x40) {
        side *s = &g.sides[(b >> 2) % NSIDE];
        uint32_t ran = 0;
        if (!s->live) return;
        s->now = b & 0x20 ? s->now + x : x;
        trace("  side context %d's clock reads %.17g\n", (int)(s - g.sides) + 1, s->now);
        if (b & 1) expect_st(TOP(rk_context_dispatch(s->h, &ran)), RK_OK, "rk_context_dispatch (side)");
        return;
    }
    if (b & 1) {
        *(g.clock_b ? &g.now_a : &g.now_b) = x; /* the other clock, then a switch to it */
        switch_clock();
    } else {
        double *now = g.clock_b ? &g.now_b : &g.now_a;
        *now = b & 0x20 ? *now + x : x;
    }
    trace("  the clock reads %.17g\n", *(g.clock_b ? &g.now_b : &g.now_a));
    if (b & 2) switch_clock(); /* and back */
    if (b & 4) top_dispatch();
}

/* OP_XTIMER: a timer with an extreme delay, on the input's context or a side context; maybe
   canceled at once. Delays above RK_MAX_DELAY_SECONDS and non-finite ones are refused, and then
   nothing is started (the fn is never called: see end_checks). */
static void op_xtimer(void) {
    uint8_t b = u8(), v = u8();
    double delay = XDELAY[v % NXDELAY], before = 0;
    int ci = (b & 0x40) ? 1 + (b >> 2) % NSIDE : 0;
    rk_context *c = ctx_at(ci);
    tok *t;
    rk_status st;
    if (ci && !g.sides[ci - 1].live) return;
    t = new_tok(TOK_TIMER, ci ? "timer of a side context (extreme delay)" : "timer (extreme delay)");
    if (!t) return;
    t->ctxi = ci;
    t->expect = 1;
    if (ci == 0) before = ctx_now();
    st = TOP(rk_timer_start(c, delay, ci ? side_work_fn : work_fn, t, &t->timer));
    t->expect = st == RK_OK;
    expect_st(st, delay_ok(delay) ? RK_OK : RK_ERR_INVALID_ARGUMENT, "rk_timer_start (extreme delay)");
    if (st != RK_OK) return;
    if (ci == 0) timer_started(t, before, delay);
    if (b & 1) {
        st = TOP(rk_timer_cancel(c, t->timer));
        expect_st(st, RK_OK, "rk_timer_cancel");
        if (t->calls != 1 || t->finished != 0) fail("rk_timer_cancel did not run the timer with finished = 0");
    }
    if (b & 2) {
        if (ci == 0) {
            top_dispatch();
        } else {
            uint32_t ran = 0;
            expect_st(TOP(rk_context_dispatch(c, &ran)), RK_OK, "rk_context_dispatch (side)");
        }
    }
}

/* OP_DEADLINE (since 1.1): right after the host asked for the timeout, a timer due before it must
   make the fd readable and call the wakeup callback, as posted work does. */
static int fd_readable(int fd) {
    struct pollfd p;
    p.fd = fd;
    p.events = POLLIN;
    p.revents = 0;
    while (poll(&p, 1, 0) < 0) {
        if (errno != EINTR) fail("poll on the fd %d failed: %s", fd, strerror(errno));
        p.revents = 0;
    }
    return (p.revents & POLLIN) != 0;
}
static void op_deadline(void) {
    static const double fracs[] = {0.0, 0.5, 0.999, 0.001};
    uint8_t b = u8();
    double told = -2, delay, before;
    int readable, wakes;
    tok *t;
    rk_status st;
    st = TOP(rk_context_next_timeout(g.ctx, &told));
    expect_st(st, RK_OK, "rk_context_next_timeout");
    if (told == 0) return; /* something is due: there is no earlier deadline to start */
    delay = told == -1 ? XDELAY[b % 12] : told * fracs[b & 3];
    t = new_tok(TOK_TIMER, "timer due before the told timeout");
    if (!t) return;
    readable = fd_readable(g.fd);
    wakes = g.wake_installed == 1 ? g.wake_a : g.wake_installed == 2 ? g.wake_b : 0;
    before = ctx_now();
    t->expect = 1;
    st = TOP(rk_timer_start(g.ctx, delay, work_fn, t, &t->timer));
    t->expect = st == RK_OK;
    expect_st(st, RK_OK, "rk_timer_start");
    timer_started(t, before, delay);
    /* Earlier as the library computes deadlines (in doubles): with a margin, since the deadline
       told is only known as now + timeout, within rounding. */
    if (!(before + delay + 1e-9 * (1 + fabs(before)) < before + told) && told != -1) return;
    if (!fd_readable(g.fd))
        fail("a timer due in %.17g s, before the %.17g s the host was just told, left the fd unreadable", delay, told);
    if (!readable && g.wake_installed &&
        (g.wake_installed == 1 ? g.wake_a : g.wake_b) == wakes)
        fail("a timer due in %.17g s, before the %.17g s the host was just told, did not call the wakeup", delay, told);
}

/* ---- Other contexts' tasks, huge capacities, the label's width ---- */

/* OP_FOREIGN: tasks of other contexts -- one on this thread, a side context's, one owned by another
   thread -- bound to this context's footers and indicators: RK_ERR_INVALID_HANDLE, never
   RK_ERR_WRONG_THREAD (the handle check comes first). The other thread's objects queried here. */
static void op_foreign(void) {
    uint8_t b = u8();
    rk_task *task;
    rk_status st;
    switch (b % 4) {
    case 0: task = thread_task; break;
    case 1: task = other_task; break;
    case 2: task = g.sides[(b >> 2) % NSIDE].task; break;
    default: task = thread_task; break;
    }
    if (task == NULL) return;
    if (b & 0x10) {
        islot *s = &g.ind[(b >> 5) % NIND];
        if (!s->live) return;
        st = TOP(rk_indicator_set_animating_with_state_of_task(s->h, task));
        expect_st(st, RK_ERR_INVALID_HANDLE, "rk_indicator_set_animating_with_state_of_task (another context's task)");
    } else if (b & 0x20) {
        fslot *f = &g.foot[(b >> 6) % NFOOT];
        if (!f->live) return;
        st = TOP(fz_footer_set_refreshing_with_state_of_task(f->h, task));
        expect_st(st, RK_ERR_INVALID_HANDLE, "rk_footer_set_refreshing_with_state_of_task (another context's task)");
    } else {
        rk_footer_state fs = 0;
        rk_task_state ts = 77;
        int32_t on = 7;
        rk_kind k = 0;
        expect_st(TOP(fz_footer_get_state(thread_footer, &fs)), RK_ERR_WRONG_THREAD, "rk_footer_get_state (another thread's footer)");
        expect_st(TOP(rk_indicator_is_animating(thread_ind, &on)), RK_ERR_WRONG_THREAD, "rk_indicator_is_animating (another thread's)");
        expect_st(TOP(rk_task_get_state(thread_task, &ts)), RK_OK, "rk_task_get_state (another thread's task)");
        if (ts != RK_TASK_SUSPENDED) fail("the other thread's task is in state %d", (int)ts);
        expect_st(TOP(rk_object_kind(thread_footer, &k)), RK_OK, "rk_object_kind (another thread's footer)");
        if (k != RK_KIND_FOOTER) fail("rk_object_kind of the other thread's footer: %d", (int)k);
        if (g.task[0].live) {
            /* Another thread's indicator (or footer) and this context's task: the task is another
               context's for it, and handles are checked before the calling thread ("a bad handle
               is never reported as RK_ERR_WRONG_THREAD"). */
            st = TOP(rk_indicator_set_animating_with_state_of_task(thread_ind, g.task[0].h));
            expect_st(st, RK_ERR_INVALID_HANDLE,
                          "rk_indicator_set_animating_with_state_of_task (another thread's indicator, this context's task)");
            st = TOP(fz_footer_set_refreshing_with_state_of_task(thread_footer, g.task[0].h));
            expect_st(st, RK_ERR_INVALID_HANDLE,
                          "rk_footer_set_refreshing_with_state_of_task (another thread's footer, this context's task)");
        }
    }
}

/* OP_HUGECAP: the copying getters with capacities beyond INT64_MAX and a buffer that fits: the
   whole text and its NUL are written, and the length is right (a size_t is unsigned). */
static char cap_buf[RK_MAX_STRING_BYTES + 64], cap_ref[RK_MAX_STRING_BYTES + 64];
static void op_hugecap(void) {
    static const size_t caps[] = {SIZE_MAX, SIZE_MAX - 1, (size_t)INT64_MAX + 1, (size_t)INT64_MAX + 12345,
                                  (size_t)INT64_MAX + ((size_t)1 << 62), (size_t)INT64_MAX, sizeof cap_buf};
    uint8_t b = u8();
    size_t cap = caps[pick(sizeof caps / sizeof caps[0])], len = 7, ref_len = 0;
    fslot *f = pick_live_footer();
    rk_footer_state state = 1 + (b >> 2) % 5;
    rk_status st = RK_OK;
    const char *what;
    memset(cap_ref, 0, sizeof cap_ref);
    memset(cap_buf, 'Z', sizeof cap_buf);
    switch (b & 3) {
    case 0:
        if (!f) return;
        what = "rk_footer_get_label";
        expect_st(fz_footer_get_label(f->h, cap_ref, sizeof cap_ref, &ref_len), RK_OK, what);
        st = TOP(fz_footer_get_label(f->h, cap_buf, cap, b & 0x80 ? NULL : &len));
        break;
    case 1:
        if (!f) return;
        what = "rk_footer_get_title";
        expect_st(fz_footer_get_title(f->h, state, cap_ref, sizeof cap_ref, &ref_len), RK_OK, what);
        st = TOP(fz_footer_get_title(f->h, state, cap_buf, cap, b & 0x80 ? NULL : &len));
        break;
    case 2:
        if (!f) return;
        what = "rk_footer_get_language";
        expect_st(fz_footer_get_language(f->h, cap_ref, sizeof cap_ref, &ref_len), RK_OK, what);
        st = TOP(fz_footer_get_language(f->h, cap_buf, cap, b & 0x80 ? NULL : &len));
        break;
    default:
        what = "rk_last_error_message";
        (void)fz_footer_get_state(NULL, NULL); /* sets this thread's last error */
        ref_len = rk_last_error_message(cap_ref, sizeof cap_ref);
        len = rk_last_error_message(cap_buf, cap);
        break;
    }
    expect_st(st, RK_OK, what);
    if (ref_len >= sizeof cap_ref) fail("%s: a text of %zu bytes", what, ref_len);
    if ((b & 0x80) == 0 || (b & 3) == 3) {
        if (len != ref_len) fail("%s with cap %zu: length %zu, the text has %zu bytes", what, cap, len, ref_len);
    }
    if (memcmp(cap_buf, cap_ref, ref_len) != 0 || cap_buf[ref_len] != '\0')
        fail("%s with cap %zu: the text (%zu bytes) and its NUL are not in the buffer (%s)", what, cap, ref_len,
             cap_buf[0] == 'Z' ? "nothing was written" : "a different copy");
    if (ref_len + 1 < sizeof cap_buf && cap_buf[ref_len + 1] != 'Z') fail("%s with cap %zu wrote past the NUL", what, cap);
}

/* OP_MEASURE: measure-text handlers on a footer: one connected (with a per-byte width and a
   behaviour: none, change the title or language from inside, disconnect itself, connect another,
   a command), the last one disconnected, the label's text or inputs changed at top level.
   check_layout holds the layout to the formula with the width of the current text. */
static void op_measure(void) {
    static const double scales[] = {7.0, 5.5, 0.0, 1.0, 12.25, 100.0, 0.5, 3.0};
    static const int behaviors[] = {BH_NONE, BH_TITLE, BH_DISCONNECT_SELF, BH_CONNECT, BH_COMMAND, BH_TITLE,
                                    BH_NONE, BH_DISCONNECT_OTHER};
    static const char *const titles[] = {"Loading more", "", "\xe5\x8a\xa0\xe8\xbd\xbd", NULL, "x", "Pull up"};
    fslot *f = pick_live_footer();
    uint8_t b = u8(), c = u8();
    if (!f) return;
    switch (b % 5) {
    case 0:
    case 1: {
        rec *r = new_rec();
        uint64_t e0 = g.emissions;
        if (!r) return;
        r->role = ROLE_FUZZ;
        r->kind = RK_KIND_FOOTER;
        r->object = f->h;
        r->signame = "measure-text";
        r->behavior = behaviors[c & 7];
        r->ret = scales[(c >> 3) & 7];
        for (uint32_t i = 0; i < sig_count[RK_KIND_FOOTER]; i++)
            if (strcmp(sig_names[RK_KIND_FOOTER][i], "measure-text") == 0) r->signame = sig_names[RK_KIND_FOOTER][i];
        expect_st(do_connect(r, (rk_callback)sig_s_d, 1, 0), RK_OK, "rk_connect (measure-text)");
        (void)e0; /* connecting relays out: the handler may be asked at once */
        break;
    }
    case 2: {
        rec *m = measure_handler(f);
        if (m && m->id) do_disconnect(m, m->id);
        break;
    }
    case 3: {
        rk_footer_state s = 0;
        const char *title = titles[c % 6];
        if (fz_footer_get_state(f->h, &s) != RK_OK) fail("rk_footer_get_state failed");
        expect_st(TOP(fz_footer_set_title(f->h, c & 0x80 ? s : 1 + (c >> 3) % 5, title)), RK_OK, "rk_footer_set_title");
        break;
    }
    default:
        if (c & 1) {
            double w = scales[(c >> 1) & 7] * 10;
            expect_st(TOP(fz_footer_set_text_width(f->h, w)), RK_OK, "rk_footer_set_text_width");
            if (f->live) f->text_width = w;
        } else {
            int32_t hidden = (c >> 1) & 1;
            expect_st(TOP(fz_footer_set_label_hidden(f->h, hidden)), RK_OK, "rk_footer_set_label_hidden");
            if (f->live) f->label_hidden = hidden;
        }
        break;
    }
}

static void op_probe(void) {
    pslot *s = &g.probe[pick(NPROBE)];
    uint8_t b = u8();
    rk_status st;
    const char *text = str();
    int live = s->live; /* before the call: a handler may destroy the probe */
    if (!s->h) return;
    switch (b % 4) {
    case 0:
        st = TOP(rk_probe_emit_values(s->h, s, -7, INT64_MIN, UINT64_MAX, val(), text));
        if (!live) {
            if (st != RK_ERR_INVALID_HANDLE && st != RK_ERR_INVALID_ARGUMENT) fail("rk_probe_emit_values(dead): %s", sname(st));
        } else {
            expect_st(st, str_ok(text) ? RK_OK : RK_ERR_INVALID_ARGUMENT, "rk_probe_emit_values");
        }
        break;
    case 1: {
        double out = -12345;
        int32_t handled = -1;
        int null_out = (b & 0x80) != 0;
        st = TOP(rk_probe_emit_measure(s->h, text, val(), null_out ? NULL : &out, &handled));
        if (!live) {
            if (st != RK_ERR_INVALID_HANDLE && st != RK_ERR_INVALID_ARGUMENT) fail("rk_probe_emit_measure(dead): %s", sname(st));
        } else {
            expect_st(st, str_ok(text) && !null_out ? RK_OK : RK_ERR_INVALID_ARGUMENT, "rk_probe_emit_measure");
        }
        if (st == RK_OK) {
            if (handled != 0 && handled != 1) fail("measure handled = %d", (int)handled);
            if (!handled && out != 0) fail("measure with no handler gave %.17g", out);
        }
        break;
    }
    case 2: {
        /* Any two int32 values, extremes included (built unsigned: no signed overflow). */
        uint32_t bits = (uint32_t)u8() << 24 | (uint32_t)u8() << 8 | u8();
        int32_t first = (int32_t)bits, second = (int32_t)(~bits ^ ((uint32_t)u8() << 16));
        int32_t saved_first = g.pair_first, saved_second = g.pair_second;
        g.pair_first = first;
        g.pair_second = second;
        st = TOP(rk_probe_emit_pair(s->h, first, second));
        /* A nested emission (from a handler) sets its own values; this level's are restored. */
        g.pair_first = saved_first;
        g.pair_second = saved_second;
        expect_st(st, live ? RK_OK : RK_ERR_INVALID_HANDLE, "rk_probe_emit_pair");
        break;
    }
    default:
        st = TOP(rk_probe_emit_ping(s->h));
        expect_st(st, live ? RK_OK : RK_ERR_INVALID_HANDLE, "rk_probe_emit_ping");
        break;
    }
}

/* A handle that is not a live one of want_kind in this context: NULL, dead, another kind's, another
   context's, or garbage. NULL is returned only for b % 6 == 0. */
static void *bad_handle(rk_kind want_kind, int b) {
    switch (b % 6) {
    case 0: return NULL;
    case 1:
        if (nstale) return stales[(b / 6) % nstale].h;
        return (void *)(uintptr_t)0x12345;
    case 2: {
        /* A live object of another kind. */
        for (int i = 0; i < 4; i++) {
            if (want_kind != RK_KIND_FOOTER && g.foot[i].live) return g.foot[i].h;
            if (want_kind != RK_KIND_TASK && g.task[i].live) return g.task[i].h;
            if (want_kind != RK_KIND_INDICATOR && g.ind[i].live) return g.ind[i].h;
        }
        return want_kind == RK_KIND_CONTEXT ? (void *)other_task : (void *)g.ctx;
    }
    case 3:
        switch (want_kind) {
        case RK_KIND_FOOTER: return other_footer;
        case RK_KIND_TASK: return other_task;
        case RK_KIND_INDICATOR: return other_ind;
        default: return (void *)(uintptr_t)1; /* kind bits of a context, nothing else */
        }
    case 4: return (void *)(uintptr_t)(0xdeadbeef00000000ull | (uint64_t)want_kind);
    default: return (void *)(uintptr_t)UINT64_MAX;
    }
}

/* Calls that must refuse a bad handle, whatever it is. Handles of other contexts are only passed
   where the call would need this context (the other context must not change). */
static void op_bad_handle(void) {
    uint8_t which = u8(), b = u8();
    rk_status st;
    rk_kind kind = 0;
    uint64_t e0 = g.emissions;
    switch (which % 10) {
    case 0: {
        rk_footer *h = bad_handle(RK_KIND_FOOTER, b);
        if (h == other_footer) h = NULL;
        st = TOP(fz_footer_begin_refreshing(h, completion_fn, NULL));
        expect_st(st, RK_ERR_INVALID_HANDLE, "rk_footer_begin_refreshing(bad)");
        break;
    }
    case 1: {
        rk_footer *h = bad_handle(RK_KIND_FOOTER, b);
        rk_footer_state s;
        st = TOP(fz_footer_get_state(h, &s));
        expect_st(st, h == other_footer ? RK_OK : RK_ERR_INVALID_HANDLE, "rk_footer_get_state(bad)");
        break;
    }
    case 2: {
        rk_task *h = bad_handle(RK_KIND_TASK, b);
        if (h == other_task) h = NULL;
        st = TOP(rk_task_resume(h));
        expect_st(st, RK_ERR_INVALID_HANDLE, "rk_task_resume(bad)");
        break;
    }
    case 3: {
        rk_indicator *h = bad_handle(RK_KIND_INDICATOR, b);
        int32_t on;
        st = TOP(rk_indicator_is_animating(h, &on));
        expect_st(st, h == other_ind ? RK_OK : RK_ERR_INVALID_HANDLE, "rk_indicator_is_animating(bad)");
        break;
    }
    case 4: {
        rk_context *h = bad_handle(RK_KIND_CONTEXT, b);
        st = TOP(rk_context_dispatch(h, NULL));
        expect_st(st, RK_ERR_INVALID_HANDLE, "rk_context_dispatch(bad)");
        break;
    }
    case 5: {
        void *h = bad_handle((rk_kind)(1 + b % 5), b);
        rk_kind k = 0;
        int live = h && (h == other_footer || h == other_task || h == other_ind || object_live(h, RK_KIND_FOOTER) ||
                         object_live(h, RK_KIND_TASK) || object_live(h, RK_KIND_INDICATOR) || h == (void *)g.ctx);
        st = TOP(rk_object_kind(h, &k));
        expect_st(st, live ? RK_OK : RK_ERR_INVALID_HANDLE, "rk_object_kind");
        break;
    }
    case 6: {
        rk_probe *h = bad_handle(RK_KIND_PROBE, b);
        if (object_live(h, RK_KIND_PROBE)) h = NULL;
        st = TOP(rk_probe_destroy(h));
        expect_st(st, RK_ERR_INVALID_HANDLE, "rk_probe_destroy(bad)");
        break;
    }
    case 7: {
        rk_footer *h = bad_handle(RK_KIND_FOOTER, b);
        rk_scroll_metrics m;
        if (h == other_footer) h = NULL;
        memset(&m, 0, sizeof m);
        m.struct_size = sizeof m;
        st = TOP(fz_footer_set_metrics(h, &m));
        expect_st(st, RK_ERR_INVALID_HANDLE, "rk_footer_set_metrics(bad)");
        break;
    }
    case 8: {
        /* Live objects: their kind. */
        void *h = pick_object(&kind);
        rk_kind k = 0;
        if (!h) break;
        st = TOP(rk_object_kind(h, &k));
        expect_st(st, object_live(h, kind) ? RK_OK : RK_ERR_INVALID_HANDLE, "rk_object_kind(pool)");
        if (st == RK_OK && k != kind) fail("rk_object_kind says %d for a kind %d object", (int)k, (int)kind);
        break;
    }
    default: {
        /* Connect to a dead or foreign object. */
        rec *r = new_rec();
        void *h = bad_handle((rk_kind)(1 + b % 5), b);
        if (!r) break;
        if (h == other_footer || h == other_task || h == other_ind || object_live(h, RK_KIND_FOOTER) ||
            object_live(h, RK_KIND_TASK) || object_live(h, RK_KIND_INDICATOR) || h == (void *)g.ctx)
            h = NULL;
        r->role = ROLE_FUZZ;
        r->kind = 0;
        r->object = h;
        r->signame = "state-changed";
        st = seen(rk_connect(h, r->signame, (rk_callback)sig_ii, r, notify_fn, &r->id), "rk_connect(bad)");
        r->st = st;
        r->ended = 1;
        expect_st(st, RK_ERR_INVALID_HANDLE, "rk_connect(bad handle)");
        break;
    }
    }
    if (g.emissions != e0) fail("a call with a bad handle ran callbacks");
}

static void op_misc(void) {
    uint8_t b = u8();
    switch (b % 6) {
    case 4: {
        const rk_api *api = NULL;
        uint32_t v = rk_version();
        expect_st(rk_get_api(RK_ABI_MAJOR, NULL), RK_ERR_INVALID_ARGUMENT, "rk_get_api(NULL)");
        expect_st(rk_get_api(RK_ABI_MAJOR + 1 + (b >> 4), &api), RK_ERR_VERSION, "rk_get_api(newer major)");
        expect_st(rk_get_api(RK_ABI_MAJOR, &api), RK_OK, "rk_get_api");
        if (api == NULL || api->struct_size < sizeof *api || api->abi_version != RK_ABI_VERSION)
            fail("rk_get_api table: size %u, version %#x", api ? api->struct_size : 0, api ? api->abi_version : 0);
        if (api->version() != v || (v >> 16) != RK_VERSION_MAJOR) fail("rk_version %#x through the table %#x", v, api->version());
        /* A call through the table is the call. */
        {
            rk_footer_state st = 0;
            fslot *f = &g.foot[b % NFOOT];
            if (f->live && (api->footer_get_state(f->h, &st) != RK_OK || st < 1 || st > 6)) fail("api->footer_get_state");
        }
        break;
    }
    case 5: {
        for (int code = -12; code <= 2; code++) {
            const char *text = rk_status_string(code);
            if (text == NULL || !str_ok(text) || text[0] == '\0') fail("rk_status_string(%d)", code);
            if ((code > 0 || code < RK_ERR_BUSY) && strcmp(text, "unknown status") != 0)
                fail("rk_status_string(%d) = '%s', not \"unknown status\"", code, text);
        }
        break;
    }
    case 0: {
        char buf[8];
        size_t cap = (size_t)pick(9);
        size_t len = rk_last_error_message(cap ? buf : NULL, cap);
        if (cap) check_copy("rk_last_error_message", RK_OK, buf, cap, len);
        if (b & 0x10) {
            rk_clear_last_error();
            if (rk_last_error_message(NULL, 0) != 0) fail("rk_clear_last_error left a message");
        }
        break;
    }
    case 1: {
        rk_signal_desc d;
        rk_kind kind = (rk_kind)pick(7);
        uint32_t index = (uint32_t)pick(14);
        rk_status st;
        memset(&d, 0, sizeof d);
        d.struct_size = pick(4) ? (uint32_t)sizeof d : (uint32_t)pick(24);
        st = TOP(rk_signal_info(kind, index, &d));
        if (st == RK_OK && (kind < 1 || kind > MAX_KIND || index >= sig_count[kind])) fail("rk_signal_info(%d, %u) succeeded", (int)kind, index);
        if (st == RK_OK && d.struct_size >= offsetof(rk_signal_desc, param_count) + 4 &&
            (d.name == NULL || strcmp(d.name, sig_names[kind][index]) != 0))
            fail("rk_signal_info name changed");
        break;
    }
    case 2: {
        uint32_t index = 99;
        rk_kind kind = (rk_kind)pick(7);
        const char *name = u8() & 1 ? str() : (kind >= 1 && kind <= MAX_KIND && sig_count[kind] ? sig_names[kind][0] : "x");
        rk_status st = TOP(rk_signal_lookup(kind, name, &index));
        if (st == RK_OK && (kind < 1 || kind > MAX_KIND || index >= sig_count[kind] || strcmp(sig_names[kind][index], name) != 0))
            fail("rk_signal_lookup(%d, '%s') -> %u", (int)kind, name, index);
        break;
    }
    default: {
        double t = 0;
        rk_status st = TOP(rk_context_next_timeout(g.ctx, &t));
        expect_st(st, RK_OK, "rk_context_next_timeout");
        st = TOP(rk_context_now(g.ctx, NULL));
        expect_st(st, RK_ERR_INVALID_ARGUMENT, "rk_context_now(NULL)");
        break;
    }
    }
}

/* ------------------------------------------------------------------------------------------------
 * Headers (1.2): the vocabulary of issue 15 (opcode bytes: see OPCODES_11)
 *
 * Pools of NHEAD headers of either style, each with the host's handlers (state tracked, inset and
 * offset applied to the host's scroll view); metrics with the 1.2 fields and the pan state; pulls
 * down past the trigger; begin/end with one-shot completions (whose behaviours reenter); titles
 * and languages (NoMoreData refused with RK_ERR_INVALID_STATE); images; every setter; the getters;
 * the last-updated key, text and UTC offset; the context's store (set, get, remove, entries) and
 * its wall clock; binds to tasks; fuzz handlers with the harness's behaviours on header signals,
 * measure-text included; setters and commands from a worker thread (queued until a dispatch).
 * Invariants (check_headers): state 1..4 and as state-changed said, percent, alpha, geometry
 * (happen and trigger offsets from the base inset and height; no top contribution outside
 * Refreshing), layout rects of the header's style, GIF frames of the sets given, the label is the
 * state's title, the copies well-formed, the language one of the tables, the key as set, and the
 * store as the harness's model of it.
 * ---------------------------------------------------------------------------------------------- */

static rk_header *other_header; /* a header of other_ctx */

/* The last-updated keys an input uses: the default (shared by every header) and custom ones. */
static const char *const STORE_KEYS[NSTORE] = {"MJRefreshHeaderLastUpdatedTimeKey", "feed", "k\xc3\xa9y",
                                               "inbox", "x", "MJRefreshHeaderLastUpdatedTimeKey2"};
#define RK_TIME_MIN (-62135596800.0)
#define RK_TIME_MAX 253402300799.0
static int store_time_ok(double t) { return isfinite(t) && t >= RK_TIME_MIN && t <= RK_TIME_MAX; }

static double wall_fn(void *user_data) {
    if (on_worker) g.wall_reads_off_loop++;
    return *(double *)user_data;
}

static hslot *pick_head_any(void) { return &g.head[pick(NHEAD)]; }
static hslot *pick_live_head(void) {
    hslot *h = pick_head_any();
    return h->live ? h : NULL;
}

/* The handle a header call gets: mostly the slot's (live, stale, or NULL if never created),
   sometimes a bad one (b >= 240): NULL, stale, another kind, junk. live tells whether it names a
   live header. (Another context's header is a good handle for a call that names only it; it is
   passed where a call pairs it with this context's task: op_hbind.) */
static rk_header *head_handle(hslot *h, uint8_t b, int *live) {
    if (b < 240) {
        *live = h->live;
        return h->h;
    }
    *live = 0;
    return bad_handle(RK_KIND_HEADER, b);
}

/* The want of a call on a header handle whose arguments may be bad too: either refusal is right
   when both are (the header does not order those checks). */
static void expect_head(rk_status st, int live, int args_ok, rk_status arg_err, const char *what) {
    rk_status want = during_destroy(!live ? RK_ERR_INVALID_HANDLE : args_ok ? RK_OK : arg_err);
    if (!live && !args_ok && st == arg_err) return;
    expect_st(st, want, what);
}

/* A component's own set_metrics: refused while it is attached (either error with bad arguments). */
static void expect_metrics(rk_status st, const void *component, int live, int valid, const char *what) {
    if (live && sv_holding(component) != NULL && !g.destroying) {
        if (st == RK_ERR_INVALID_STATE || (!valid && st == RK_ERR_INVALID_ARGUMENT)) return;
        fail("%s of an attached component returned %s (expected RK_ERR_INVALID_STATE)", what, sname(st));
    }
    expect_head(st, live, valid, RK_ERR_INVALID_ARGUMENT, what);
}

/* ---- the host's handlers on a header ---- */

static void hh_state(void *o, int32_t state, int32_t old, void *user_data) {
    rec *r = user_data;
    hslot *h;
    h_enter(r, o);
    h = head_of(o);
    trace("    header %d: state-changed(%d, old %d)\n", h ? (int)(h - g.head) : -1, (int)state, (int)old);
    if (!header_state_ok(state) || !header_state_ok(old) || state == old)
        fail("header state-changed(%d, old %d)", (int)state, (int)old);
    if (h && h->track) {
        if (old != h->state) fail("header state-changed(%d, old %d) after state %d", (int)state, (int)old, (int)h->state);
        h->state = state;
        /* F12: leaving Refreshing for Idle stamps the header's key with the wall clock (a reading
           outside years 1..9999 stamps nothing). */
        if (old == RK_FOOTER_REFRESHING && state == RK_FOOTER_IDLE) {
            if (h->key < 0 || !g.wall_fn) {
                g.store_known = 0;
            } else if (store_time_ok(g.wall)) {
                g.store_has[h->key] = 1;
                g.store_time[h->key] = g.wall;
            }
        }
    }
    h_leave(r);
}
static void hh_inset(void *o, double top, double duration, void *user_data) {
    rec *r = user_data;
    hslot *h;
    h_enter(r, o);
    h = head_of(o);
    if (!isfinite(top)) fail("header inset-requested(%.17g)", top);
    if (!(isfinite(duration) && duration >= 0)) fail("header inset-requested duration %.17g", duration);
    if (h && h->apply) h->m.inset_top = top;
    h_leave(r);
}
static void hh_offset(void *o, double offset, double duration, void *user_data) {
    rec *r = user_data;
    hslot *h;
    h_enter(r, o);
    h = head_of(o);
    if (!isfinite(offset)) fail("header offset-requested(%.17g)", offset);
    if (!(isfinite(duration) && duration >= 0)) fail("header offset-requested duration %.17g", duration);
    if (h && h->apply) h->m.offset_y = offset;
    h_leave(r);
}
static void hh_layout(void *o, double x, double y, double w, double hh, void *user_data) {
    rec *r = user_data;
    h_enter(r, o);
    if (!isfinite(x) || !isfinite(y) || !(w >= 0 && isfinite(w)) || !(hh > 0 && isfinite(hh)))
        fail("header layout-changed(%.17g, %.17g, %.17g, %.17g)", x, y, w, hh);
    h_leave(r);
}
static void hh_angle(void *o, double angle, double duration, void *user_data) {
    rec *r = user_data;
    h_enter(r, o);
    if (angle != 0 && angle != -M_PI + 0.000001) fail("arrow-changed(%.17g): neither down nor up", angle);
    if (!(isfinite(duration) && duration >= 0)) fail("arrow-changed duration %.17g", duration);
    h_leave(r);
}
static void hh_flag(void *o, int32_t v, void *user_data) {
    rec *r = user_data;
    h_enter(r, o);
    if (v != 0 && v != 1) fail("header '%s'(%d)", r->signame, (int)v);
    h_leave(r);
}

/* ---- create, destroy, metrics ---- */

static void send_hmetrics(hslot *h, rk_header *handle, int live, const rk_scroll_metrics *m, uint32_t size,
                          int null_ptr) {
    int old = size < sizeof *m;
    int valid = size_ok(m->viewport_width) && size_ok(m->viewport_height) && size_ok(m->content_height) &&
                length_ok(m->inset_top) && length_ok(m->inset_bottom) && length_ok(m->inset_left) &&
                length_ok(m->offset_y) && (m->dragging == 0 || m->dragging == 1);
    rk_scroll_metrics copy = *m;
    rk_status st;
    if (!old) {
        valid = valid && size_ok(m->content_width) && length_ok(m->inset_right) && length_ok(m->offset_x) &&
                m->pan >= RK_PAN_NONE && m->pan <= RK_PAN_CANCELLED;
    }
    if (null_ptr || size < RK_SCROLL_METRICS_SIZE_1_0) valid = 0;
    copy.struct_size = size;
    trace("  header metrics: drag %d pan %d view %g x %g insets %g/%g offset %g (size %u%s)\n", (int)m->dragging,
          (int)m->pan, m->viewport_width, m->viewport_height, m->inset_top, m->inset_bottom, m->offset_y, size,
          null_ptr ? ", NULL" : "");
    {
        rk_scroll_metrics before = h->m;
        if (live) h->m = *m, h->m.struct_size = sizeof h->m;
        st = TOP(fz_header_set_metrics(handle, null_ptr ? NULL : &copy));
        if (st != RK_OK) h->m = before;
    }
    expect_metrics(st, handle, live, valid, "rk_header_set_metrics");
}

static void op_hlife(void) {
    hslot *h = pick_head_any();
    uint8_t b = u8();
    rk_header *handle = NULL;
    rk_status st;
    if (h->live) {
        destroy_header(h->h);
        return;
    }
    if (b >= 250) {
        /* A style that does not exist, or no out pointer: refused, nothing created. */
        st = TOP(rk_header_create(g.ctx, b & 1 ? 2 + (rk_header_style)(b % 5) : RK_HEADER_STYLE_NORMAL,
                                  b & 1 ? &handle : NULL));
        expect_st(st, RK_ERR_INVALID_ARGUMENT, "rk_header_create (bad style or NULL out)");
        return;
    }
    st = TOP(rk_header_create(g.ctx, b & 1 ? RK_HEADER_STYLE_GIF : RK_HEADER_STYLE_NORMAL, &handle));
    expect_st(st, RK_OK, "rk_header_create");
    memset(h, 0, sizeof *h);
    h->h = handle;
    h->live = 1;
    h->style = b & 1;
    h->track = h->apply = 1;
    h->state = RK_FOOTER_IDLE;
    h->key = 0; /* the shared default */
    {
        rk_kind kind = 0;
        expect_st(TOP(rk_object_kind(handle, &kind)), RK_OK, "rk_object_kind (header)");
        if (kind != RK_KIND_HEADER) fail("a new header has kind %d", (int)kind);
    }
    host_connect(handle, RK_KIND_HEADER, "state-changed", (rk_callback)hh_state, HOST_STATE);
    host_connect(handle, RK_KIND_HEADER, "pulling-percent", (rk_callback)h_percent, HOST_PERCENT);
    host_connect(handle, RK_KIND_HEADER, "frame-changed", (rk_callback)h_frame, HOST_FRAME);
    host_connect(handle, RK_KIND_HEADER, "layout-changed", (rk_callback)hh_layout, HOST_LAYOUT);
    host_connect(handle, RK_KIND_HEADER, "inset-requested", (rk_callback)hh_inset, HOST_INSET);
    host_connect(handle, RK_KIND_HEADER, "offset-requested", (rk_callback)hh_offset, HOST_OFFSET);
    host_connect(handle, RK_KIND_HEADER, "alpha-changed", (rk_callback)h_alpha, HOST_ALPHA);
    host_connect(handle, RK_KIND_HEADER, "spinner-alpha", (rk_callback)h_alpha, HOST_ALPHA);
    host_connect(handle, RK_KIND_HEADER, "label-changed", (rk_callback)h_label, HOST_LABEL);
    host_connect(handle, RK_KIND_HEADER, "time-label-changed", (rk_callback)h_label, HOST_LABEL);
    host_connect(handle, RK_KIND_HEADER, "refreshing", (rk_callback)h_void, HOST_REFRESHING);
    host_connect(handle, RK_KIND_HEADER, "arrow-changed", (rk_callback)hh_angle, HOST_NONE);
    host_connect(handle, RK_KIND_HEADER, "arrow-visibility", (rk_callback)hh_flag, HOST_NONE);
    host_connect(handle, RK_KIND_HEADER, "spinner-changed", (rk_callback)hh_flag, HOST_NONE);
    lo_track(handle, RK_KIND_HEADER);
    h->m.struct_size = sizeof h->m;
    h->m.viewport_width = 320;
    h->m.viewport_height = 480;
    h->m.content_height = u8() & 1 ? 1000 : 200;
    h->m.content_width = 320;
    h->m.inset_top = b & 2 ? 64 : 0;
    send_hmetrics(h, h->h, 1, &h->m, sizeof h->m, 0);
}

/* One scroll update: fields from the input, hostile values included; the size of 1.0 or 1.2. */
static void op_hmetrics(void) {
    hslot *h = pick_head_any();
    uint8_t hb = u8(), mask = u8(), sb = u8();
    int live;
    rk_header *handle = head_handle(h, hb, &live);
    rk_scroll_metrics m = h->m;
    uint32_t size = sb < 200 ? (uint32_t)sizeof m : sb < 230 ? RK_SCROLL_METRICS_SIZE_1_0 : (uint32_t)(sb % 64);
    m.struct_size = sizeof m;
    if (m.viewport_width == 0 && m.viewport_height == 0) m.viewport_width = 320, m.viewport_height = 480;
    if (mask & 0x01) {
        uint8_t d = u8();
        m.dragging = d % 3 == 2 ? 2 : (int32_t)(d & 1);
    }
    if (mask & 0x02) m.viewport_width = val();
    if (mask & 0x04) m.inset_top = val();
    if (mask & 0x08) m.content_height = val();
    if (mask & 0x10) m.content_width = val(), m.inset_right = val(), m.offset_x = val();
    if (mask & 0x20) m.pan = (rk_pan_state)(u8() % 6);
    if (mask & 0x40) m.offset_y = -val();
    if (mask & 0x80) m.offset_y = val();
    if (!handle && hb < 240) return;
    send_hmetrics(h, handle, live, &m, size, sb == 255);
}

/* A pull: drag down to depth (in header heights), optionally let go. */
static void op_hdrag(void) {
    hslot *h = pick_live_head();
    uint8_t b = u8();
    static const double depth[] = {0.2, 0.5, 0.99, 1.0, 1.01, 1.5, 3, 0};
    rk_header_geometry geo;
    if (!h) return;
    memset(&geo, 0, sizeof geo);
    geo.struct_size = sizeof geo;
    if (rk_header_get_geometry(h->h, &geo) != RK_OK) fail("rk_header_get_geometry failed on a live header");
    h->m.dragging = 1;
    h->m.pan = RK_PAN_BEGAN;
    h->m.offset_y = -geo.base_top - geo.height * depth[b % 8] * 0.5;
    send_hmetrics(h, h->h, 1, &h->m, sizeof h->m, 0);
    if (!h->live) return;
    h->m.pan = RK_PAN_CHANGED;
    h->m.offset_y = -geo.base_top - geo.height * depth[b % 8];
    send_hmetrics(h, h->h, 1, &h->m, sizeof h->m, 0);
    if (!(b & 0x80) && h->live) {
        h->m.dragging = 0;
        h->m.pan = (b & 0x40) ? RK_PAN_CANCELLED : RK_PAN_ENDED;
        send_hmetrics(h, h->h, 1, &h->m, sizeof h->m, 0);
    }
}

/* ---- begin, end ---- */

static void issue_hbegin(rk_header *h, int behavior) {
    tok *t = new_tok(TOK_COMPLETION, "rk_header_begin_refreshing");
    rk_status st, want;
    if (!t) return;
    t->header = 1;
    t->footer = h;
    t->behavior = behavior < 0 ? 0 : behavior;
    t->expect = 1; /* provisional: the completion may run during the call */
    want = during_destroy(head_of(h) ? RK_OK : RK_ERR_INVALID_HANDLE);
    st = seen(fz_header_begin_refreshing(h, behavior < 0 ? NULL : hcompletion_fn, t), "rk_header_begin_refreshing");
    t->expect = st == RK_OK && behavior >= 0;
    expect_st(st, want, "rk_header_begin_refreshing");
    if (st != RK_OK && t->calls) fail("a failed rk_header_begin_refreshing called its completion");
}

static void issue_hend(rk_header *h, int behavior) {
    tok *t = new_tok(TOK_COMPLETION, "rk_header_end_refreshing");
    rk_status st, want;
    if (!t) return;
    t->header = 1;
    t->footer = h;
    t->behavior = behavior < 0 ? 0 : behavior;
    t->expect = 1;
    want = during_destroy(head_of(h) ? RK_OK : RK_ERR_INVALID_HANDLE);
    st = seen(fz_header_end_refreshing(h, behavior < 0 ? NULL : hcompletion_fn, t), "rk_header_end_refreshing");
    t->expect = st == RK_OK && behavior >= 0;
    expect_st(st, want, "rk_header_end_refreshing");
    if (st != RK_OK && t->calls) fail("a failed rk_header_end_refreshing called its completion");
}

static void op_hcommand(int begin) {
    hslot *h = pick_head_any();
    uint8_t b = u8(), hb = u8();
    int live;
    rk_header *handle = head_handle(h, hb, &live);
    int behavior = b % 6 == 5 ? -1 : b % CB_COUNT; /* -1: no completion */
    (void)live;
    if (!handle && hb < 240) return;
    if (begin && b >= 240) issue_load(handle, RK_KIND_HEADER, hb ^ b, behavior); /* F18 */
    else if (begin) issue_hbegin(handle, behavior);
    else if (b >= 192) issue_failure(handle, RK_KIND_HEADER, b >= 224, b, behavior);
    else issue_hend(handle, behavior);
}

/* ---- titles, languages, images ---- */

static void header_title_from_handler(rec *r) {
    static const char *const titles[] = {"Pull harder", "", NULL, "\xe4\xb8\x8b\xe6\x8b\x89"};
    static const char *const langs[] = {"uk", "zh-Hans", "en", "ko"};
    rk_footer_state s = 0;
    rk_status st;
    if (!object_live(r->object, RK_KIND_HEADER)) return;
    if (fz_header_get_state(r->object, &s) != RK_OK) fail("rk_header_get_state failed");
    if (r->uses == 2) {
        st = seen(fz_header_set_language(r->object, langs[g.title_changes++ % 4]), "rk_header_set_language (from a handler)");
        expect_st(st, RK_OK, "rk_header_set_language (from a handler)");
    } else {
        st = seen(fz_header_set_title(r->object, s, titles[g.title_changes++ % 4]), "rk_header_set_title (from a handler)");
        expect_st(st, RK_OK, "rk_header_set_title (from a handler)");
    }
}

static void op_htitle(void) {
    hslot *h = pick_head_any();
    uint8_t hb = u8(), sb = u8(), what = u8();
    int live;
    rk_header *handle = head_handle(h, hb, &live);
    rk_footer_state state = sb < 240 ? 1 + sb % 5 : (sb & 1 ? 0 : 7);
    int state_ok = state >= 1 && state <= 4;
    rk_status st, state_err = state == RK_FOOTER_NO_MORE_DATA ? RK_ERR_INVALID_STATE : RK_ERR_INVALID_ARGUMENT;
    if (!handle && hb < 240) return;
    switch (what % 4) {
    case 0: {
        const char *title = str();
        int title_ok = title == NULL || str_ok(title);
        st = TOP(fz_header_set_title(handle, state, title));
        /* A bad state and a bad title: either refusal. */
        if (!state_ok && !title_ok && live && (st == RK_ERR_INVALID_ARGUMENT || st == state_err)) break;
        if (state_ok && !title_ok) state_err = RK_ERR_INVALID_ARGUMENT;
        expect_head(st, live, state_ok && title_ok, state_err, "rk_header_set_title");
        break;
    }
    case 1: {
        char buf[64];
        size_t len = 0, cap = (size_t)pick(8) * 5;
        int null_buf = cap > 0 && (what & 0x80);
        st = TOP(fz_header_get_title(handle, state, null_buf ? NULL : buf, cap, &len));
        if (!state_ok && null_buf && live && (st == RK_ERR_INVALID_ARGUMENT || st == state_err)) break;
        if (state_ok && null_buf) state_err = RK_ERR_INVALID_ARGUMENT;
        expect_head(st, live, state_ok && !null_buf, state_err, "rk_header_get_title");
        if (st == RK_OK) check_copy("rk_header_get_title", st, buf, cap, len);
        break;
    }
    default: {
        const char *tag = what & 0x40 ? str() : LANGS[sb % (sizeof LANGS / sizeof LANGS[0])];
        st = TOP(fz_header_set_language(handle, tag));
        expect_head(st, live, str_ok(tag), RK_ERR_INVALID_ARGUMENT, "rk_header_set_language");
        break;
    }
    }
}

static void op_himages(void) {
    hslot *h = pick_head_any();
    static const uint32_t counts[] = {0, 1, 2, 3, 4, 5, 8, 1, 2, 3, 12, 0, 1, 2, RK_FOOTER_MAX_FRAMES, RK_FOOTER_MAX_FRAMES + 1};
    uint8_t hb = u8(), sb = u8(), cb = u8(), form = u8(), sizes = u8();
    int live;
    rk_header *handle = head_handle(h, hb, &live);
    rk_footer_state state = sb < 240 ? 1 + sb % 5 : (sb & 1 ? 0 : 7);
    uint32_t count = counts[cb % 16];
    int valid = count <= RK_FOOTER_MAX_FRAMES;
    int state_ok = state >= 1 && state <= 4;
    int null_images = (form & 0x30) == 0x30 && count > 0;
    int serial = g.nsets + 1;
    int animates = (state == RK_FOOTER_PULLING || state == RK_FOOTER_REFRESHING) && count >= 2;
    rk_status st, state_err = state == RK_FOOTER_NO_MORE_DATA ? RK_ERR_INVALID_STATE : RK_ERR_INVALID_ARGUMENT;
    if ((!handle && hb < 240) || serial > MAX_SETS) return;
    for (uint32_t i = 0; i < count; i++) {
        images_buf[i].id = ((uint64_t)serial << 16) | i;
        images_buf[i].width = 20 + (i % 7) * 3;
        images_buf[i].height = 10 + (i % 9) * 6; /* some taller than the header: it grows */
        durations_buf[i] = 0.05 + 0.01 * (double)(i % 4);
    }
    if (count > 0 && count <= 16) {
        for (uint32_t i = 0; i < count; i++) {
            if (sizes & 1) images_buf[i].width = val();
            if (sizes & 2) images_buf[i].height = val();
            if (sizes & 4) durations_buf[i] = val();
        }
    }
    if (null_images) valid = 0;
    g.sets[serial].state = state;
    g.sets[serial].count = count;
    g.nsets = serial;
    for (uint32_t i = 0; i < count && i <= RK_FOOTER_MAX_FRAMES; i++)
        if (!size_ok(images_buf[i].width) || !size_ok(images_buf[i].height)) valid = 0;
    switch (form & 3) {
    case 0:
        st = TOP(fz_header_set_images(handle, state, null_images ? NULL : images_buf, count));
        break;
    case 1: {
        double duration = (form & 4) ? val() : 0.1 * count;
        if (!delay_ok(duration) || (animates && duration == 0)) valid = 0;
        st = TOP(fz_header_set_images_with_duration(handle, state, null_images ? NULL : images_buf, count, duration));
        break;
    }
    default: {
        int null_dur = (form & 0xc0) == 0xc0 && count > 0;
        if (null_dur) valid = 0;
        for (uint32_t i = 0; i < count && i <= RK_FOOTER_MAX_FRAMES; i++)
            if (!delay_ok(durations_buf[i]) || (animates && !(durations_buf[i] > 0))) valid = 0;
        st = TOP(fz_header_set_images_with_frame_durations(handle, state, null_images ? NULL : images_buf,
                                                           null_dur ? NULL : durations_buf, count));
        break;
    }
    }
    /* A bad state and bad images: either refusal. */
    if (!(!state_ok && !valid && live && (st == RK_ERR_INVALID_ARGUMENT || st == state_err))) {
        if (state_ok && !valid) state_err = RK_ERR_INVALID_ARGUMENT;
        expect_head(st, live, state_ok && valid, state_err, "rk_header_set_images*");
    }
    if (st == RK_OK) h->sets[state] = serial;
    else g.nsets = serial - 1;
}

/* ---- setters and getters ---- */

/* One setter, on the loop thread or from a worker thread (queued: the arguments are checked at
   the call, and it applies at dispatch). Reads its arguments before the call. */
typedef struct hset_args {
    uint8_t which, flag_byte, key_byte, offset_byte;
    double v[4];
    const char *text;
} hset_args;

static void hset_read(hset_args *a, uint8_t which) {
    memset(a, 0, sizeof *a);
    a->which = which;
    a->flag_byte = u8();
    for (int i = 0; i < 4; i++) a->v[i] = val();
    a->key_byte = u8();
    a->offset_byte = u8();
    a->text = (which % 16) == 13 ? str() : NULL;
}

static char key_at_bound[RK_LAST_UPDATED_KEY_MAX + 2];

static rk_status hsetter(rk_header *handle, const hset_args *a, int *args_ok, int *key_set) {
    static const char *const keys[] = {"", NULL, "\xff", "ok\x80"};
    int32_t flag = a->flag_byte % 5 == 4 ? 2 : (int32_t)(a->flag_byte & 1);
    const double *v = a->v;
    *key_set = -2;
    switch (a->which % 16) {
    case 0: *args_ok = flag != 2; return fz_header_set_visible(handle, flag);
    case 1: *args_ok = flag != 2; return fz_header_set_hidden(handle, flag);
    case 2: *args_ok = flag != 2; return fz_header_set_interaction_enabled(handle, flag);
    case 3: *args_ok = flag != 2; return fz_header_set_label_hidden(handle, flag);
    case 4: *args_ok = flag != 2; return rk_header_set_time_label_hidden(handle, flag);
    case 5: *args_ok = flag != 2; return fz_header_set_automatically_change_alpha(handle, flag);
    case 6: *args_ok = height_ok(v[0]); return fz_header_set_height(handle, v[0]);
    case 7: *args_ok = size_ok(v[0]); return rk_header_set_ignored_top_inset(handle, v[0]);
    case 8: *args_ok = size_ok(v[0]); return fz_header_set_label_left_inset(handle, v[0]);
    case 9: *args_ok = size_ok(v[0]) && size_ok(v[1]); return rk_header_set_text_widths(handle, v[0], v[1]);
    case 10:
        *args_ok = size_ok(v[0]) && size_ok(v[1]) && size_ok(v[2]) && size_ok(v[3]);
        return rk_header_set_visual_sizes(handle, v[0], v[1], v[2], v[3]);
    case 11: *args_ok = delay_ok(v[0]) && delay_ok(v[1]); return fz_header_set_animation_durations(handle, v[0], v[1]);
    case 12: {
        uint8_t k = a->key_byte;
        const char *key;
        if (k < 200) {
            key = STORE_KEYS[k % NSTORE];
            *key_set = k % NSTORE;
        } else if (k < 250) {
            key = keys[k % 4];
        } else {
            /* At the bound and one past it: a key the store model does not know. */
            memset(key_at_bound, 'k', sizeof key_at_bound - 1);
            key_at_bound[k & 1 ? RK_LAST_UPDATED_KEY_MAX + 1 : RK_LAST_UPDATED_KEY_MAX] = '\0';
            key = key_at_bound;
            *key_set = -1;
        }
        *args_ok = key != NULL && key[0] != '\0' && str_ok(key) && strlen(key) <= RK_LAST_UPDATED_KEY_MAX;
        return rk_header_set_last_updated_key(handle, key);
    }
    case 13: *args_ok = a->text == NULL || str_ok(a->text); return rk_header_set_last_updated_text(handle, a->text);
    case 14: {
        static const int32_t offsets[] = {0, 3600, -3600, 19800, 64800, -64800, 64801, -64801, INT32_MAX, INT32_MIN,
                                          50400, -36000, 1, -1, 20700, 86400};
        int32_t off = offsets[a->offset_byte % 16];
        *args_ok = off >= -64800 && off <= 64800;
        return rk_header_set_utc_offset(handle, off);
    }
    default:
        *args_ok = 1;
        return rk_header_set_ignored_top_inset(handle, 0);
    }
}

static void op_hset(void) {
    hslot *h = pick_head_any();
    uint8_t hb = u8(), which = u8();
    int live, args_ok = 1, key_set;
    rk_header *handle = head_handle(h, hb, &live);
    hset_args a;
    rk_status st;
    hset_read(&a, which);
    if (!handle && hb < 240) return;
    st = TOP(hsetter(handle, &a, &args_ok, &key_set));
    expect_head(st, live, args_ok, RK_ERR_INVALID_ARGUMENT, "a header setter");
    if (st == RK_OK && key_set != -2 && live) {
        /* A key queued from a worker and not applied yet overrides this one at the next dispatch. */
        h->key = h->key_queued ? -1 : key_set;
        if (key_set < 0) g.store_known = 0;
    }
}

/* Setters and commands from a worker thread (joined at once): queued, applied at dispatch. */
typedef struct hwork {
    rk_header *handle;
    uint8_t cmd;
    hset_args a;
    int args_ok, key_set;
    rk_status st;
    tok *t;
} hwork;
static void *hworker_main(void *arg) {
    hwork *w = arg;
    on_worker = 1;
    if (w->cmd == 1) w->st = fz_header_begin_refreshing(w->handle, hcompletion_fn, w->t);
    else if (w->cmd == 2) w->st = fz_header_end_refreshing(w->handle, hcompletion_fn, w->t);
    else w->st = hsetter(w->handle, &w->a, &w->args_ok, &w->key_set);
    seen(w->st, "a header call from a worker thread"); /* the last error is the worker's */
    return NULL;
}
static void op_hworker(void) {
    hslot *h = pick_head_any();
    uint8_t hb = u8(), which = u8();
    hwork w;
    pthread_t thread;
    int live;
    memset(&w, 0, sizeof w);
    w.handle = head_handle(h, hb, &live);
    w.cmd = which >= 224 ? 1 + (which & 1) : 0;
    w.args_ok = 1;
    w.key_set = -2;
    hset_read(&w.a, which);
    if ((!w.handle && hb < 240) || g.workers >= MAX_WORKERS) return;
    if (w.cmd) {
        w.t = new_tok(TOK_COMPLETION, w.cmd == 1 ? "rk_header_begin_refreshing (queued)" : "rk_header_end_refreshing (queued)");
        if (!w.t) return;
        w.t->header = 1;
        w.t->footer = w.handle;
        w.t->expect = 1; /* provisional; nothing runs on the worker */
    }
    g.workers++;
    if (pthread_create(&thread, NULL, hworker_main, &w) != 0) fail("pthread_create failed");
    if (pthread_join(thread, NULL) != 0) fail("pthread_join failed");
    trace("  header %s from a worker -> %s\n", w.cmd ? "command" : "setter", sname(w.st));
    if (w.t) {
        w.t->expect = w.st == RK_OK;
        if (w.t->calls) fail("a queued header command's completion ran before a dispatch");
    }
    /* A live header of this context off its loop thread: queued (RK_OK), or refused at the call. */
    expect_head(w.st, live, w.args_ok, RK_ERR_INVALID_ARGUMENT, "a header call from a worker thread");
    if (w.st == RK_OK) {
        g.queued++;
        if (w.key_set != -2) h->key = -1, h->key_queued = 1, g.store_known = 0; /* applied at a later dispatch */
    }
}

static void op_hget(void) {
    hslot *h = pick_head_any();
    uint8_t hb = u8(), which = u8(), cb = u8();
    int live;
    rk_header *handle = head_handle(h, hb, &live);
    char buf[96];
    size_t len = 0, cap = (size_t)(cb % 12) * 8;
    int null_buf = cap > 0 && (which & 0x80);
    rk_status st;
    if (!handle && hb < 240) return;
    switch (which % 8) {
    case 0: st = TOP(fz_header_get_language(handle, null_buf ? NULL : buf, cap, &len)); break;
    case 1: st = TOP(fz_header_get_label(handle, null_buf ? NULL : buf, cap, &len)); break;
    case 2: st = TOP(rk_header_get_time_label(handle, null_buf ? NULL : buf, cap, &len)); break;
    case 3: st = TOP(rk_header_get_last_updated_key(handle, null_buf ? NULL : buf, cap, &len)); break;
    case 4: {
        rk_header_geometry geo;
        memset(&geo, 0, sizeof geo);
        geo.struct_size = which & 0x40 ? (uint32_t)(cb % 40) : (uint32_t)sizeof geo;
        st = TOP(rk_header_get_geometry(handle, which & 0x20 ? NULL : &geo));
        expect_head(st, live, !(which & 0x20) && geo.struct_size >= sizeof geo, RK_ERR_INVALID_ARGUMENT,
                    "rk_header_get_geometry");
        return;
    }
    case 5: {
        rk_header_layout l;
        memset(&l, 0, sizeof l);
        l.struct_size = which & 0x40 ? (uint32_t)(cb % 60) : (uint32_t)sizeof l;
        st = TOP(rk_header_get_layout(handle, which & 0x20 ? NULL : &l));
        expect_head(st, live, !(which & 0x20) && l.struct_size >= sizeof l, RK_ERR_INVALID_ARGUMENT,
                    "rk_header_get_layout");
        return;
    }
    case 6: {
        uint64_t id = 0;
        int32_t index = -1;
        double t = which & 0x40 ? val() : ctx_now() + ordinary();
        st = TOP(fz_header_frame_at(handle, t, which & 0x20 ? NULL : &id, &index));
        if (live && isfinite(t) && !(which & 0x20)) {
            rk_footer_gif gif;
            memset(&gif, 0, sizeof gif);
            gif.struct_size = sizeof gif;
            if (fz_header_get_gif(handle, &gif) != RK_OK) fail("rk_header_get_gif failed");
            /* No frame yet: NOT_FOUND; else a frame of a set given. */
            if (st == RK_OK) host_frame_check(id, index, "rk_header_frame_at");
            else if (!(st == RK_ERR_NOT_FOUND && !gif.has_frame && !gif.animating))
                fail("rk_header_frame_at returned %s (has_frame %d)", sname(st), (int)gif.has_frame);
        } else {
            expect_head(st, live, isfinite(t) && !(which & 0x20), RK_ERR_INVALID_ARGUMENT, "rk_header_frame_at");
        }
        return;
    }
    default: {
        rk_footer_state s = 0;
        double p = 0;
        st = TOP(which & 0x20 ? fz_header_get_state(handle, which & 0x40 ? NULL : &s)
                              : fz_header_get_pulling_percent(handle, which & 0x40 ? NULL : &p));
        expect_head(st, live, !(which & 0x40), RK_ERR_INVALID_ARGUMENT, "rk_header_get_state/percent");
        return;
    }
    }
    expect_head(st, live, !null_buf, RK_ERR_INVALID_ARGUMENT, "a header text getter");
    if (st == RK_OK) check_copy("a header text getter", st, buf, cap, len);
}

/* ---- the context's last-updated store and its wall clock ---- */

static int store_key_index(const char *key) {
    for (int k = 0; k < NSTORE; k++)
        if (strcmp(STORE_KEYS[k], key) == 0) return k;
    return -1;
}

static void op_store(void) {
    static const char *const bad_keys[] = {"", NULL, "\xff", "ok\x80"};
    static const double times[] = {0, 1772438400, 1772438400.5, -62135596800.0, 253402300799.0, -62135596801.0,
                                   253402300800.0, NAN, INFINITY, -1, 1e300, 86399.999};
    uint8_t which = u8(), kb = u8(), tb = u8();
    const char *key = kb < 200 ? STORE_KEYS[kb % NSTORE] : bad_keys[kb % 4];
    int key_ok = kb < 200, k = kb < 200 ? kb % NSTORE : -1;
    rk_status st;
    switch (which % 6) {
    case 0: {
        double t = times[tb % 12];
        st = TOP(rk_context_set_last_updated(g.ctx, key, t));
        expect_st(st, key_ok && store_time_ok(t) ? RK_OK : RK_ERR_INVALID_ARGUMENT, "rk_context_set_last_updated");
        if (st == RK_OK) g.store_has[k] = 1, g.store_time[k] = t;
        break;
    }
    case 1: {
        double t = -7;
        st = TOP(rk_context_get_last_updated(g.ctx, key, which & 0x80 ? NULL : &t));
        if (!key_ok || (which & 0x80)) {
            expect_st(st, RK_ERR_INVALID_ARGUMENT, "rk_context_get_last_updated");
        } else if (g.store_known) {
            expect_st(st, g.store_has[k] ? RK_OK : RK_ERR_NOT_FOUND, "rk_context_get_last_updated");
            if (st == RK_OK && memcmp(&t, &g.store_time[k], sizeof t) != 0)
                fail("the store gives %.17g for '%s', %.17g was stored", t, key, g.store_time[k]);
        } else if (st != RK_OK && st != RK_ERR_NOT_FOUND) {
            fail("rk_context_get_last_updated returned %s", sname(st));
        }
        if (st == RK_OK && !store_time_ok(t)) fail("the store holds %.17g", t);
        break;
    }
    case 2:
        st = TOP(rk_context_remove_last_updated(g.ctx, key));
        if (!key_ok) expect_st(st, RK_ERR_INVALID_ARGUMENT, "rk_context_remove_last_updated");
        else if (g.store_known) expect_st(st, g.store_has[k] ? RK_OK : RK_ERR_NOT_FOUND, "rk_context_remove_last_updated");
        else if (st != RK_OK && st != RK_ERR_NOT_FOUND) fail("rk_context_remove_last_updated returned %s", sname(st));
        if (key_ok && (st == RK_OK || st == RK_ERR_NOT_FOUND)) g.store_has[k] = 0;
        break;
    case 3: {
        /* Export: every entry, then one past the end. */
        uint32_t count = 77, n = 0;
        int seen_key[NSTORE] = {0};
        for (uint32_t i = 0; i <= NSTORE + 1; i++) {
            char buf[RK_LAST_UPDATED_KEY_MAX + 8];
            size_t len = 0;
            double t = -7;
            uint32_t c = 99;
            st = TOP(rk_context_last_updated_entry(g.ctx, i, buf, sizeof buf, &len, &t, &c));
            if (st == RK_ERR_NOT_FOUND) {
                if (i == 0) count = c;
                if (c != count || i != count)
                    fail("rk_context_last_updated_entry(%u): NOT_FOUND with count %u (%u before)", i, c, count);
                break;
            }
            expect_st(st, RK_OK, "rk_context_last_updated_entry");
            if (i == 0) count = c;
            if (c != count) fail("rk_context_last_updated_entry: the count changed from %u to %u", count, c);
            check_copy("rk_context_last_updated_entry", st, buf, sizeof buf, len);
            k = store_key_index(buf);
            if (k < 0) {
                if (g.store_known) fail("the store has a key '%.40s' the harness did not store", buf);
                continue;
            }
            if (seen_key[k]++) fail("the store lists '%s' twice", buf);
            if (!store_time_ok(t)) fail("the store holds %.17g for '%s'", t, buf);
            if (g.store_known && (!g.store_has[k] || memcmp(&t, &g.store_time[k], sizeof t) != 0))
                fail("the store lists '%s' at %.17g; the harness stored %s%.17g", buf, t,
                     g.store_has[k] ? "" : "nothing, ", g.store_time[k]);
            n++;
        }
        if (g.store_known) {
            uint32_t want = 0;
            for (int j = 0; j < NSTORE; j++) want += (uint32_t)g.store_has[j];
            if (n != want) fail("the store lists %u entries; the harness stored %u", n, want);
        }
        break;
    }
    case 4: {
        /* Refused: no count pointer, or a NULL buffer with a capacity; nothing written. */
        uint32_t c = 55;
        double t = -5;
        st = TOP(rk_context_last_updated_entry(g.ctx, (uint32_t)(kb % 3), NULL, kb & 1 ? 8 : 0, NULL, &t,
                                               kb & 2 ? NULL : &c));
        if (kb & 3) {
            expect_st(st, RK_ERR_INVALID_ARGUMENT, "rk_context_last_updated_entry (NULL count or buffer)");
            if (c != 55 || t != -5) fail("rk_context_last_updated_entry wrote when it refused");
        } else if (st != RK_OK && st != RK_ERR_NOT_FOUND) {
            fail("rk_context_last_updated_entry (count only) returned %s", sname(st));
        }
        break;
    }
    default: {
        /* The wall clock: the harness's (reading a value from the input, hostile ones included:
           those stamp nothing) or the system's (the store is then unknown after a stamp). */
        static const double walls[] = {1772438400, 1772481599, 1772481600, 1735689600, 4102444800, -62135596800.0,
                                       253402300799.0, 253402300800.0, NAN, INFINITY, -INFINITY, 0};
        int on = !(which & 0x40);
        if (on) g.wall = walls[kb % 12] + (kb & 0x80 ? (double)(tb % 60) * 60 : 0);
        st = TOP(rk_context_set_wall_clock(g.ctx, on ? wall_fn : NULL, on ? &g.wall : NULL));
        expect_st(st, RK_OK, "rk_context_set_wall_clock");
        g.wall_fn = on;
        break;
    }
    }
}

/* ---- binding, connecting ---- */

static void op_hbind(void) {
    hslot *h = pick_head_any();
    uint8_t hb = u8(), tb = u8();
    int live, task_ok = 1;
    rk_header *handle = head_handle(h, hb, &live);
    rk_task *task = NULL;
    rk_status st;
    if (!handle && hb < 240) return;
    if (tb < 160) {
        tslot *t = &g.task[tb % NTASK];
        task = t->h;
        task_ok = t->live || t->h == NULL;
        if (hb >= 240 && (hb & 7) == 0) {
            /* Another context's header with a task of this context (or none): a foreign pair. */
            handle = other_header;
            live = task == NULL;
            task_ok = task == NULL;
            if (task == NULL) return; /* it would unbind the other context's header: fine, untracked */
        }
    } else if (tb < 200) {
        task = NULL;
    } else if (tb < 220) {
        task = other_task;
        task_ok = 0;
    } else {
        task = bad_handle(RK_KIND_TASK, tb);
        task_ok = task == NULL;
    }
    st = TOP(fz_header_set_refreshing_with_state_of_task(handle, task));
    expect_st(st, during_destroy(live && task_ok ? RK_OK : RK_ERR_INVALID_HANDLE),
              "rk_header_set_refreshing_with_state_of_task");
}

static void op_hconnect(void) {
    hslot *h = pick_head_any();
    if (!h->h) return;
    connect_fuzz(RK_KIND_HEADER, h->h);
}

/* ---- the invariants ---- */

static int rect_ok(const rk_rect *r) {
    return isfinite(r->x) && isfinite(r->y) && isfinite(r->width) && isfinite(r->height) && r->width >= 0 &&
           r->height >= 0;
}
static int rect_zero(const rk_rect *r) { return r->x == 0 && r->y == 0 && r->width == 0 && r->height == 0; }

static void check_header(hslot *h) {
    rk_footer_state s = 0;
    double p = -1, a = -1;
    rk_header_layout l;
    rk_header_geometry geo;
    rk_footer_gif gif;
    char label[512], title[512], text[RK_LAST_UPDATED_KEY_MAX + 8], tag[16];
    size_t llen = 0, tlen = 0, xlen = 0, glen = 0;
    int found = 0;
    rk_header *hd = h->h;
    if (fz_header_get_state(hd, &s) != RK_OK) fail("rk_header_get_state failed on a live header");
    if (!header_state_ok(s)) fail("header state %d", (int)s);
    if (h->track && s != h->state) fail("rk_header_get_state says %d, state-changed said %d", (int)s, (int)h->state);
    if (fz_header_get_pulling_percent(hd, &p) != RK_OK || !percent_ok(p)) fail("header pulling percent %.17g", p);
    if (fz_header_get_alpha(hd, &a) != RK_OK || !(a >= 0 && a <= 1)) fail("header alpha %.17g", a);
    memset(&geo, 0, sizeof geo);
    geo.struct_size = sizeof geo;
    if (rk_header_get_geometry(hd, &geo) != RK_OK) fail("rk_header_get_geometry failed");
    if (!height_ok(geo.height)) fail("header height %.17g", geo.height);
    if (!isfinite(geo.base_top) || !isfinite(geo.top_contribution) || !size_ok(geo.ignored_top_inset))
        fail("header geometry: base top %.17g, contribution %.17g, ignored top %.17g", geo.base_top,
             geo.top_contribution, geo.ignored_top_inset);
    if (geo.happen_offset != -geo.base_top || geo.trigger_offset != -geo.base_top - geo.height)
        fail("header offsets: happen %.17g, trigger %.17g for base top %.17g and height %.17g", geo.happen_offset,
             geo.trigger_offset, geo.base_top, geo.height);
    /* c = clamp(-y - T0, 0, h) is re-evaluated on scroll updates only, so after a height change
       (a queued one, say) it may exceed the new h until the next update: bounded by the greatest
       height the header has had. */
    h->max_height = fmax(h->max_height, geo.height);
    if (geo.top_contribution < 0 || geo.top_contribution > h->max_height)
        fail("header top contribution %.17g outside [0, %.17g] (height now %.17g)", geo.top_contribution,
             h->max_height, geo.height);
    if (s != RK_FOOTER_REFRESHING && geo.top_contribution != 0)
        fail("header in state %d adds %.17g to the top inset (0 outside Refreshing)", (int)s, geo.top_contribution);
    memset(&l, 0, sizeof l);
    l.struct_size = sizeof l;
    if (rk_header_get_layout(hd, &l) != RK_OK) fail("rk_header_get_layout failed");
    if (l.style != h->style) fail("header layout style %d, created %d", (int)l.style, h->style);
    if (!rect_ok(&l.header) || !rect_ok(&l.state_label) || !rect_ok(&l.time_label) || !rect_ok(&l.arrow) ||
        !rect_ok(&l.spinner) || !rect_ok(&l.gif))
        fail("header layout: a rect not finite or of negative size");
    if (h->style == RK_HEADER_STYLE_NORMAL && (!rect_zero(&l.gif) || l.content_mode != 0))
        fail("normal header with a GIF rect or content mode %d", (int)l.content_mode);
    if (h->style == RK_HEADER_STYLE_GIF && (!rect_zero(&l.arrow) || !rect_zero(&l.spinner)))
        fail("GIF header with an arrow or spinner rect");
    if (h->style == RK_HEADER_STYLE_GIF && l.content_mode != RK_CONTENT_MODE_CENTER && l.content_mode != RK_CONTENT_MODE_RIGHT)
        fail("GIF header content mode %d", (int)l.content_mode);
    memset(&gif, 0, sizeof gif);
    gif.struct_size = sizeof gif;
    if (fz_header_get_gif(hd, &gif) != RK_OK) fail("rk_header_get_gif failed");
    if ((gif.visible != 0 && gif.visible != 1) || (gif.animating != 0 && gif.animating != 1) ||
        (gif.has_frame != 0 && gif.has_frame != 1))
        fail("header gif flags visible %d animating %d has_frame %d", (int)gif.visible, (int)gif.animating,
             (int)gif.has_frame);
    if (gif.has_frame) host_frame_check(gif.image_id, gif.index, "rk_header_get_gif");
    if (fz_header_get_label(hd, label, sizeof label, &llen) != RK_OK) fail("rk_header_get_label failed");
    check_copy("rk_header_get_label", RK_OK, label, sizeof label, llen);
    if (fz_header_get_title(hd, s, title, sizeof title, &tlen) != RK_OK) fail("rk_header_get_title failed");
    check_copy("rk_header_get_title", RK_OK, title, sizeof title, tlen);
    if ((llen != tlen || (llen < sizeof label && strcmp(label, title) != 0)) && !failed_label(s, label))
        fail("header label '%s' is not the title of state %d, '%s'", label, (int)s, title);
    if (rk_header_get_time_label(hd, text, sizeof text, &xlen) != RK_OK) fail("rk_header_get_time_label failed");
    check_copy("rk_header_get_time_label", RK_OK, text, sizeof text, xlen);
    if (fz_header_get_language(hd, tag, sizeof tag, &glen) != RK_OK) fail("rk_header_get_language failed");
    check_copy("rk_header_get_language", RK_OK, tag, sizeof tag, glen);
    for (size_t i = 0; i < sizeof TABLES / sizeof TABLES[0]; i++)
        if (strcmp(tag, TABLES[i]) == 0) found = 1;
    if (!found) fail("rk_header_get_language says '%s'", tag);
    if (rk_header_get_last_updated_key(hd, text, sizeof text, &xlen) != RK_OK) fail("rk_header_get_last_updated_key failed");
    check_copy("rk_header_get_last_updated_key", RK_OK, text, sizeof text, xlen);
    if (h->key >= 0 && strcmp(text, STORE_KEYS[h->key]) != 0)
        fail("header key '%s', set '%s'", text, STORE_KEYS[h->key]);
}

static void check_headers(void) {
    for (int i = 0; i < NHEAD; i++)
        if (g.head[i].live) check_header(&g.head[i]);
    if (g.wall_reads_off_loop) fail("the wall clock was read on a worker thread (%d times)", g.wall_reads_off_loop);
}

/* ------------------------------------------------------------------------------------------------
 * Trailers (1.2): the trailer vocabulary of issue 15 (opcode bytes 234..239: see OPCODES_11)
 *
 * Pools of NTRL trailers of either style, each with the host's handlers (state and arrow tracked,
 * inset and offset requests applied to the host's scroll view); metrics with the 1.2 fields
 * (offset_x, content_width, inset_right, pan; the 1.0 size, which reads them as 0) and hostile
 * values; swipes past the trigger, let go or cancelled; begin/end with one-shot completions (whose
 * behaviours reenter); every setter (visibility, hidden, interaction, label, alpha, the data count,
 * gR, the arrow's size, durations, titles with NoMoreData refused as an invalid state, languages);
 * the getters (copies at small and huge capacities, the layout and geometry at every struct size,
 * the style's name); binds to tasks (another context's trailer and task refused); fuzz handlers with
 * the harness's behaviours on trailer signals (destroying the trailer or the context from inside
 * included); setters and commands from a worker thread (queued until a dispatch).
 * Invariants (check_trailers): state 1..4 and as state-changed said, percent, alpha, the arrow (0 or
 * pi, the last arrow-changed, never turned by the state style), the geometry (width 60, the trigger
 * one width past the happen offset, the happen offset from the widths the trailer took and its inset
 * snapshot, no right inset added outside Refreshing and at least the width inside, gR as set), the
 * layout (the style's rects, 60 wide at y 0, the 14-point label column of the trailer's height), the
 * label is the state's title, the copies are well-formed, the language one of the tables; and F8:
 * the right inset is requested only as a refresh begins and ends, and given back bit for bit when
 * the host applied the request and changed nothing.
 * ---------------------------------------------------------------------------------------------- */

static rk_trailer *other_trailer; /* a trailer of other_ctx */

#define TRAILER_WIDTH 60.0
#define TRAILER_LABEL_WIDTH 14.0
#define TRAILER_PULLING_ANGLE 3.14159265358979323846 /* pi: the arrow points right */

static trslot *pick_trl_any(void) { return &g.trl[pick(NTRL)]; }

/* The handle a trailer call gets, as head_handle: the slot's (live, stale, or NULL if never
   created), or a bad one for b >= 240. */
static rk_trailer *trl_handle(trslot *t, uint8_t b, int *live) {
    if (b < 240) {
        *live = t->live;
        return t->h;
    }
    *live = 0;
    return bad_handle(RK_KIND_TRAILER, b);
}

/* ---- the host's handlers on a trailer ---- */

static void tr_state(void *o, int32_t state, int32_t old, void *user_data) {
    rec *r = user_data;
    trslot *t;
    h_enter(r, o);
    t = trail_of(o);
    trace("    trailer %d: state-changed(%d, old %d)\n", t ? (int)(t - g.trl) : -1, (int)state, (int)old);
    if (!header_state_ok(state) || !header_state_ok(old) || state == old)
        fail("trailer state-changed(%d, old %d)", (int)state, (int)old);
    if (t && t->track) {
        if (old != t->state) fail("trailer state-changed(%d, old %d) after state %d", (int)state, (int)old, (int)t->state);
        t->state = state;
        if (state == RK_FOOTER_REFRESHING) {
            /* The entry's inset request follows, made from the inset the trailer took last. */
            t->withdrawn = 0;
            t->entry_pending = t->itrack;
            t->exit_pending = 0;
            t->r_before = t->m.inset_right;
            t->clean = t->itrack && t->apply;
        }
        if (old == RK_FOOTER_REFRESHING) {
            t->entry_pending = 0;
            t->exit_pending = t->itrack && !t->withdrawn;
        }
    }
    h_leave(r);
}
static void tr_inset(void *o, double right, double duration, void *user_data) {
    rec *r = user_data;
    trslot *t;
    h_enter(r, o);
    t = trail_of(o);
    trace("    trailer %d: inset-requested(%.17g, %.17g)\n", t ? (int)(t - g.trl) : -1, right, duration);
    if (!isfinite(right)) fail("trailer inset-requested(%.17g)", right);
    if (!(isfinite(duration) && duration >= 0)) fail("trailer inset-requested duration %.17g", duration);
    if (t && t->track && t->itrack) {
        if (t->giveback) {
            t->giveback = 0, t->withdrawn = 1, t->clean = 0;
        } else if (t->entry_pending) {
            t->entry_pending = 0;
        } else if (t->exit_pending) {
            t->exit_pending = 0;
            if (t->clean && memcmp(&right, &t->r_before, sizeof right) != 0)
                fail("trailer right inset not given back after a refresh (F8): requested %.17g, before the refresh %.17g",
                     right, t->r_before);
        } else {
            fail("trailer inset-requested(%.17g) outside the start or end of a refresh (state %d)", right, (int)t->state);
        }
    }
    if (t && t->apply) t->m.inset_right = right;
    h_leave(r);
}
static void tr_offset(void *o, double offset, double duration, void *user_data) {
    rec *r = user_data;
    trslot *t;
    h_enter(r, o);
    t = trail_of(o);
    if (!isfinite(offset)) fail("trailer offset-requested(%.17g)", offset);
    if (!(isfinite(duration) && duration >= 0)) fail("trailer offset-requested duration %.17g", duration);
    if (t && t->apply) t->m.offset_x = offset;
    h_leave(r);
}
static void tr_layout(void *o, double x, double y, double w, double hh, void *user_data) {
    rec *r = user_data;
    h_enter(r, o);
    if (!isfinite(x) || y != 0 || w != TRAILER_WIDTH || !(hh >= 0 && isfinite(hh)))
        fail("trailer layout-changed(%.17g, %.17g, %.17g, %.17g)", x, y, w, hh);
    h_leave(r);
}
static void tr_arrow(void *o, double angle, double duration, void *user_data) {
    rec *r = user_data;
    trslot *t;
    h_enter(r, o);
    t = trail_of(o);
    if (angle != 0 && angle != TRAILER_PULLING_ANGLE) fail("trailer arrow-changed(%.17g): neither left nor right", angle);
    if (!(isfinite(duration) && duration >= 0)) fail("trailer arrow-changed duration %.17g", duration);
    if (t && t->style == RK_TRAILER_STYLE_STATE) fail("a state-style trailer turned its arrow to %.17g", angle);
    if (t && t->atrack) {
        if (angle == t->angle) fail("trailer arrow-changed(%.17g) without a change", angle);
        t->angle = angle;
    }
    h_leave(r);
}

/* ---- create, destroy, metrics ---- */

static int metrics_valid(const rk_scroll_metrics *m, uint32_t size, int null_ptr) {
    int valid = size_ok(m->viewport_width) && size_ok(m->viewport_height) && size_ok(m->content_height) &&
                length_ok(m->inset_top) && length_ok(m->inset_bottom) && length_ok(m->inset_left) &&
                length_ok(m->offset_y) && (m->dragging == 0 || m->dragging == 1);
    if (size >= sizeof *m) {
        valid = valid && size_ok(m->content_width) && length_ok(m->inset_right) && length_ok(m->offset_x) &&
                m->pan >= RK_PAN_NONE && m->pan <= RK_PAN_CANCELLED;
    }
    return valid && !null_ptr && size >= RK_SCROLL_METRICS_SIZE_1_0;
}

static void send_tmetrics(trslot *t, rk_trailer *handle, int live, const rk_scroll_metrics *m, uint32_t size,
                          int null_ptr) {
    int valid = metrics_valid(m, size, null_ptr);
    rk_scroll_metrics copy = *m;
    rk_status st;
    copy.struct_size = size;
    trace("  trailer metrics: drag %d pan %d view %g x %g content %g insets %g/%g offset %g (size %u%s)\n",
          (int)m->dragging, (int)m->pan, m->viewport_width, m->viewport_height, m->content_width, m->inset_left,
          m->inset_right, m->offset_x, size, null_ptr ? ", NULL" : "");
    {
        rk_scroll_metrics before = t->m;
        if (live) {
            t->m = *m;
            t->m.struct_size = sizeof t->m;
            if (size < sizeof *m) {
                /* The 1.0 size: the trailer reads the 1.2 fields as 0. */
                t->m.content_width = t->m.inset_right = t->m.offset_x = 0;
                t->m.pan = RK_PAN_NONE;
            }
        }
        st = TOP(fz_trailer_set_metrics(handle, null_ptr ? NULL : &copy));
        if (st != RK_OK) {
            t->m = before;
        } else if (live && memcmp(&before.inset_right, &t->m.inset_right, sizeof before.inset_right) != 0) {
            /* The host changed the right inset: the trailer gives back c from the new one. */
            t->clean = 0;
        }
    }
    expect_metrics(st, handle, live, valid, "rk_trailer_set_metrics");
}

static void op_tlife(void) {
    trslot *t = pick_trl_any();
    uint8_t b = u8();
    rk_trailer *handle = NULL;
    rk_status st;
    if (t->live) {
        destroy_trailer(t->h);
        return;
    }
    if (b >= 250) {
        /* A style that does not exist, or no out pointer: refused, nothing created. */
        st = TOP(rk_trailer_create(g.ctx, b & 1 ? 2 + (rk_trailer_style)(b % 5) : RK_TRAILER_STYLE_NORMAL,
                                   b & 1 ? &handle : NULL));
        expect_st(st, RK_ERR_INVALID_ARGUMENT, "rk_trailer_create (bad style or NULL out)");
        if (handle != NULL) fail("a refused rk_trailer_create wrote a handle");
        return;
    }
    st = TOP(rk_trailer_create(g.ctx, b & 1 ? RK_TRAILER_STYLE_NORMAL : RK_TRAILER_STYLE_STATE, &handle));
    expect_st(st, RK_OK, "rk_trailer_create");
    memset(t, 0, sizeof *t);
    t->h = handle;
    t->live = 1;
    t->style = b & 1;
    t->track = t->itrack = t->atrack = t->apply = 1;
    t->gr_known = 1;
    t->state = RK_FOOTER_IDLE;
    {
        rk_kind kind = 0;
        expect_st(TOP(rk_object_kind(handle, &kind)), RK_OK, "rk_object_kind (trailer)");
        if (kind != RK_KIND_TRAILER) fail("a new trailer has kind %d", (int)kind);
    }
    host_connect(handle, RK_KIND_TRAILER, "state-changed", (rk_callback)tr_state, HOST_STATE);
    host_connect(handle, RK_KIND_TRAILER, "pulling-percent", (rk_callback)h_percent, HOST_PERCENT);
    host_connect(handle, RK_KIND_TRAILER, "layout-changed", (rk_callback)tr_layout, HOST_LAYOUT);
    host_connect(handle, RK_KIND_TRAILER, "inset-requested", (rk_callback)tr_inset, HOST_INSET);
    host_connect(handle, RK_KIND_TRAILER, "offset-requested", (rk_callback)tr_offset, HOST_OFFSET);
    host_connect(handle, RK_KIND_TRAILER, "alpha-changed", (rk_callback)h_alpha, HOST_ALPHA);
    host_connect(handle, RK_KIND_TRAILER, "label-changed", (rk_callback)h_label, HOST_LABEL);
    host_connect(handle, RK_KIND_TRAILER, "refreshing", (rk_callback)h_void, HOST_REFRESHING);
    host_connect(handle, RK_KIND_TRAILER, "end-animation-began", (rk_callback)h_void, HOST_NONE);
    host_connect(handle, RK_KIND_TRAILER, "arrow-changed", (rk_callback)tr_arrow, HOST_ARROW);
    lo_track(handle, RK_KIND_TRAILER);
    /* Wide content (the trailer right of it) or narrow (the trailer at the visible right edge). */
    t->m.struct_size = sizeof t->m;
    t->m.viewport_width = 320;
    t->m.viewport_height = 480;
    t->m.content_height = 480;
    t->m.content_width = b & 2 ? 200 : 1000;
    t->m.inset_left = b & 4 ? 16 : 0;
    t->m.inset_right = b & 4 ? 24 : 0;
    send_tmetrics(t, t->h, 1, &t->m, sizeof t->m, 0);
}

/* One scroll update with fields from the input, hostile values included, the size of 1.0 or 1.2
   (sel < 128); or a swipe past the right edge to depth (in trailer widths beyond the happen
   offset), let go, cancelled or held (sel >= 128). */
static void op_tmetrics(void) {
    trslot *t = pick_trl_any();
    uint8_t sel = u8();
    if (sel < 128) {
        uint8_t hb = u8(), mask = u8(), sb = u8();
        int live;
        rk_trailer *handle = trl_handle(t, hb, &live);
        rk_scroll_metrics m = t->m;
        uint32_t size = sb < 200 ? (uint32_t)sizeof m : sb < 230 ? RK_SCROLL_METRICS_SIZE_1_0 : (uint32_t)(sb % 64);
        m.struct_size = sizeof m;
        if (m.viewport_width == 0 && m.viewport_height == 0) m.viewport_width = 320, m.viewport_height = 480;
        if (mask & 0x01) {
            uint8_t d = u8();
            m.dragging = d % 3 == 2 ? 2 : (int32_t)(d & 1);
        }
        if (mask & 0x02) m.viewport_width = val(), m.viewport_height = val();
        if (mask & 0x04) m.inset_left = val();
        if (mask & 0x08) m.inset_right = val();
        if (mask & 0x10) m.content_width = val();
        if (mask & 0x20) m.pan = (rk_pan_state)(u8() % 6);
        if (mask & 0x40) m.offset_x = val();
        if (mask & 0x80) m.offset_x = m.content_width - m.viewport_width + ordinary(); /* near the edge */
        if (!handle && hb < 240) return;
        send_tmetrics(t, handle, live, &m, size, sb == 255);
        return;
    }
    {
        static const double depth[] = {0.2, 0.5, 0.99, 1.0, 1.01, 1.5, 3, 0};
        rk_trailer_geometry geo;
        double d = depth[sel % 8];
        if (!t->live) return;
        memset(&geo, 0, sizeof geo);
        geo.struct_size = sizeof geo;
        if (rk_trailer_get_geometry(t->h, &geo) != RK_OK) fail("rk_trailer_get_geometry failed on a live trailer");
        t->m.dragging = 1;
        t->m.pan = RK_PAN_BEGAN;
        t->m.offset_x = geo.happen_offset + geo.width * d * 0.5;
        send_tmetrics(t, t->h, 1, &t->m, sizeof t->m, 0);
        if (!t->live) return;
        t->m.pan = RK_PAN_CHANGED;
        t->m.offset_x = geo.happen_offset + geo.width * d;
        send_tmetrics(t, t->h, 1, &t->m, sizeof t->m, 0);
        if (!(sel & 0x40) && t->live) {
            t->m.dragging = 0;
            t->m.pan = (sel & 0x20) ? RK_PAN_CANCELLED : RK_PAN_ENDED;
            send_tmetrics(t, t->h, 1, &t->m, sizeof t->m, 0);
        }
    }
}

/* ---- begin, end ---- */

static void issue_tbegin(rk_trailer *h, int behavior) {
    tok *t = new_tok(TOK_COMPLETION, "rk_trailer_begin_refreshing");
    rk_status st, want;
    if (!t) return;
    t->trailer = 1;
    t->footer = h;
    t->behavior = behavior < 0 ? 0 : behavior;
    t->expect = 1; /* provisional: the completion may run during the call */
    want = during_destroy(trail_of(h) ? RK_OK : RK_ERR_INVALID_HANDLE);
    st = seen(fz_trailer_begin_refreshing(h, behavior < 0 ? NULL : tcompletion_fn, t), "rk_trailer_begin_refreshing");
    t->expect = st == RK_OK && behavior >= 0;
    expect_st(st, want, "rk_trailer_begin_refreshing");
    if (st != RK_OK && t->calls) fail("a failed rk_trailer_begin_refreshing called its completion");
}

static void issue_tend(rk_trailer *h, int behavior) {
    tok *t = new_tok(TOK_COMPLETION, "rk_trailer_end_refreshing");
    rk_status st, want;
    if (!t) return;
    t->trailer = 1;
    t->footer = h;
    t->behavior = behavior < 0 ? 0 : behavior;
    t->expect = 1;
    want = during_destroy(trail_of(h) ? RK_OK : RK_ERR_INVALID_HANDLE);
    st = seen(fz_trailer_end_refreshing(h, behavior < 0 ? NULL : tcompletion_fn, t), "rk_trailer_end_refreshing");
    t->expect = st == RK_OK && behavior >= 0;
    expect_st(st, want, "rk_trailer_end_refreshing");
    if (st != RK_OK && t->calls) fail("a failed rk_trailer_end_refreshing called its completion");
}

/* Begin (b < 128) or end, with a completion whose behaviour reenters (or none). */
static void op_tcommand(void) {
    trslot *t = pick_trl_any();
    uint8_t b = u8(), hb = u8();
    int live;
    rk_trailer *handle = trl_handle(t, hb, &live);
    int behavior = (b & 0x7f) % 6 == 5 ? -1 : (b & 0x7f) % CB_COUNT; /* -1: no completion */
    (void)live;
    if (!handle && hb < 240) return;
    if (b >= 112 && b < 128) issue_load(handle, RK_KIND_TRAILER, hb ^ b, behavior); /* F18 */
    else if (b < 128) issue_tbegin(handle, behavior);
    else if (b >= 192) issue_failure(handle, RK_KIND_TRAILER, b >= 224, b, behavior);
    else issue_tend(handle, behavior);
}

/* ---- setters ---- */

static void trailer_title_from_handler(rec *r) {
    static const char *const titles[] = {"Swipe", "", NULL, "\xe6\xbb\x91\xe5\x8a\xa8"};
    static const char *const langs[] = {"ko", "ru", "zh-Hant", "en"};
    rk_footer_state s = 0;
    rk_status st;
    if (!object_live(r->object, RK_KIND_TRAILER)) return;
    if (fz_trailer_get_state(r->object, &s) != RK_OK) fail("rk_trailer_get_state failed");
    if (r->uses == 2) {
        st = seen(fz_trailer_set_language(r->object, langs[g.title_changes++ % 4]), "rk_trailer_set_language (from a handler)");
        expect_st(st, RK_OK, "rk_trailer_set_language (from a handler)");
    } else {
        st = seen(fz_trailer_set_title(r->object, s, titles[g.title_changes++ % 4]), "rk_trailer_set_title (from a handler)");
        expect_st(st, RK_OK, "rk_trailer_set_title (from a handler)");
    }
}

/* One setter's arguments, read before the call (on the loop thread or from a worker). */
typedef struct tset_args {
    uint8_t which, flag_byte, extra;
    double v[2];
    const char *text;
} tset_args;

static void tset_read(tset_args *a, uint8_t which) {
    memset(a, 0, sizeof *a);
    a->which = which;
    a->flag_byte = u8();
    a->v[0] = val();
    a->v[1] = val();
    a->extra = u8();
    a->text = which % 12 == 9 || (which % 12 == 10 && (a->extra & 0x40)) ? str() : NULL;
}

/* The setter a->which names. *args_ok: whether its arguments are good; *arg_err: the error for bad
   ones; *either: a second refusal that is right too (a bad state and a bad title: the header does
   not order those checks). *gr: the gR it sets (NAN: none). */
static rk_status tsetter(rk_trailer *handle, const tset_args *a, int *args_ok, rk_status *arg_err, int *either,
                         double *gr) {
    static const int64_t counts[] = {0, 1, 5, 20, -1, INT64_MAX, INT64_MIN, 3};
    int32_t flag = a->flag_byte % 5 == 4 ? 2 : (int32_t)(a->flag_byte & 1);
    const double *v = a->v;
    *arg_err = RK_ERR_INVALID_ARGUMENT;
    *either = 0;
    *gr = NAN;
    switch (a->which % 12) {
    case 0: *args_ok = flag != 2; return fz_trailer_set_visible(handle, flag);
    case 1: *args_ok = flag != 2; return fz_trailer_set_hidden(handle, flag);
    case 2: *args_ok = flag != 2; return fz_trailer_set_interaction_enabled(handle, flag);
    case 3: *args_ok = flag != 2; return fz_trailer_set_label_hidden(handle, flag);
    case 4: *args_ok = flag != 2; return fz_trailer_set_automatically_change_alpha(handle, flag);
    case 5: {
        int64_t n = counts[a->extra % 8];
        *args_ok = n >= 0;
        return fz_trailer_set_data_count(handle, n);
    }
    case 6:
        *args_ok = size_ok(v[0]);
        *gr = v[0];
        return rk_trailer_set_ignored_right_inset(handle, v[0]);
    case 7: *args_ok = size_ok(v[0]) && size_ok(v[1]); return rk_trailer_set_arrow_size(handle, v[0], v[1]);
    case 8: *args_ok = delay_ok(v[0]) && delay_ok(v[1]); return fz_trailer_set_animation_durations(handle, v[0], v[1]);
    case 9: {
        uint8_t sb = a->extra;
        rk_footer_state state = sb < 240 ? 1 + sb % 5 : (sb & 1 ? 0 : 7);
        int state_ok = state >= 1 && state <= 4, title_ok = a->text == NULL || str_ok(a->text);
        *args_ok = state_ok && title_ok;
        if (!state_ok) *arg_err = state == RK_FOOTER_NO_MORE_DATA ? RK_ERR_INVALID_STATE : RK_ERR_INVALID_ARGUMENT;
        *either = !state_ok && !title_ok;
        return fz_trailer_set_title(handle, state, a->text);
    }
    case 10: {
        const char *tag = a->extra & 0x40 ? a->text : LANGS[a->extra % (sizeof LANGS / sizeof LANGS[0])];
        *args_ok = str_ok(tag);
        return fz_trailer_set_language(handle, tag);
    }
    default:
        *args_ok = 1;
        *gr = 0;
        return rk_trailer_set_ignored_right_inset(handle, 0);
    }
}

/* The want of a setter: as expect_head, and either refusal when two arguments are bad. */
static void expect_tset(rk_status st, int live, int args_ok, rk_status arg_err, int either, const char *what) {
    if (either && live && !g.destroying && (st == RK_ERR_INVALID_ARGUMENT || st == arg_err)) return;
    expect_head(st, live, args_ok, arg_err, what);
}

static void op_tset(void) {
    trslot *t = pick_trl_any();
    uint8_t hb = u8(), which = u8();
    int live, args_ok = 1, either = 0;
    rk_status arg_err = RK_ERR_INVALID_ARGUMENT, st;
    double gr = NAN;
    rk_trailer *handle = trl_handle(t, hb, &live);
    tset_args a;
    tset_read(&a, which);
    if (!handle && hb < 240) return;
    st = TOP(tsetter(handle, &a, &args_ok, &arg_err, &either, &gr));
    expect_tset(st, live, args_ok, arg_err, either, "a trailer setter");
    /* A gR queued from a worker and not applied yet overrides this one at the next dispatch. */
    if (st == RK_OK && live && !isnan(gr) && !t->gr_queued) t->gr = gr, t->gr_known = 1;
}

/* ---- getters ---- */

static void op_tget(void) {
    trslot *t = pick_trl_any();
    uint8_t hb = u8(), which = u8(), cb = u8();
    int live;
    rk_trailer *handle = trl_handle(t, hb, &live);
    char buf[96];
    size_t len = 0, cap = (size_t)(cb % 12) * 8;
    int null_buf = cap > 0 && (which & 0x80);
    rk_footer_state state = cb < 240 ? 1 + cb % 5 : (cb & 1 ? 0 : 7);
    int op = (which & 0x1f) % 11; /* the getter; the bits above: NULL outputs, short structs */
    rk_status st;
    if (op == 10) {
        /* The style's name: the two styles', "unknown" for any other value. */
        static const rk_trailer_style styles[] = {0, 1, 2, -1, INT32_MAX, INT32_MIN};
        rk_trailer_style style = styles[cb % 6];
        const char *name = rk_trailer_style_name(style);
        const char *want = style == 0 ? "state" : style == 1 ? "normal" : "unknown";
        if (name == NULL || strcmp(name, want) != 0) fail("rk_trailer_style_name(%d) = '%s'", (int)style, name ? name : "(NULL)");
        return;
    }
    if (!handle && hb < 240) return;
    if (live && cb >= 248 && op < 3) {
        /* Capacities beyond INT64_MAX with a buffer that fits: the whole text and its NUL. */
        static const size_t caps[] = {SIZE_MAX, SIZE_MAX - 1, (size_t)INT64_MAX + 1, (size_t)INT64_MAX + 12345};
        size_t huge = caps[cb % 4], ref_len = 0;
        rk_footer_state s = 1 + which % 4;
        memset(cap_ref, 0, sizeof cap_ref);
        memset(cap_buf, 'Z', sizeof cap_buf);
        switch (op) {
        case 0:
            expect_st(fz_trailer_get_label(handle, cap_ref, sizeof cap_ref, &ref_len), RK_OK, "rk_trailer_get_label");
            st = TOP(fz_trailer_get_label(handle, cap_buf, huge, &len));
            break;
        case 1:
            expect_st(fz_trailer_get_language(handle, cap_ref, sizeof cap_ref, &ref_len), RK_OK, "rk_trailer_get_language");
            st = TOP(fz_trailer_get_language(handle, cap_buf, huge, &len));
            break;
        default:
            expect_st(fz_trailer_get_title(handle, s, cap_ref, sizeof cap_ref, &ref_len), RK_OK, "rk_trailer_get_title");
            st = TOP(fz_trailer_get_title(handle, s, cap_buf, huge, &len));
            break;
        }
        expect_st(st, RK_OK, "a trailer text getter at a huge capacity");
        if (ref_len >= sizeof cap_ref || len != ref_len || memcmp(cap_buf, cap_ref, ref_len) != 0 || cap_buf[ref_len] != '\0')
            fail("a trailer text getter with cap %zu: %zu bytes, the text has %zu", huge, len, ref_len);
        if (ref_len + 1 < sizeof cap_buf && cap_buf[ref_len + 1] != 'Z') fail("a trailer text getter wrote past the NUL");
        return;
    }
    switch (op) {
    case 0: st = TOP(fz_trailer_get_label(handle, null_buf ? NULL : buf, cap, &len)); break;
    case 1: st = TOP(fz_trailer_get_language(handle, null_buf ? NULL : buf, cap, &len)); break;
    case 2: {
        int state_ok = state >= 1 && state <= 4;
        rk_status state_err = state == RK_FOOTER_NO_MORE_DATA ? RK_ERR_INVALID_STATE : RK_ERR_INVALID_ARGUMENT;
        st = TOP(fz_trailer_get_title(handle, state, null_buf ? NULL : buf, cap, &len));
        expect_tset(st, live, state_ok && !null_buf, state_ok ? RK_ERR_INVALID_ARGUMENT : state_err,
                    !state_ok && null_buf, "rk_trailer_get_title");
        if (st == RK_OK) check_copy("rk_trailer_get_title", st, buf, cap, len);
        return;
    }
    case 3: {
        rk_trailer_geometry geo;
        memset(&geo, 0, sizeof geo);
        geo.struct_size = which & 0x40 ? (uint32_t)(cb % 72) : (uint32_t)sizeof geo;
        st = TOP(rk_trailer_get_geometry(handle, which & 0x20 ? NULL : &geo));
        expect_head(st, live, !(which & 0x20) && geo.struct_size >= sizeof geo, RK_ERR_INVALID_ARGUMENT,
                    "rk_trailer_get_geometry");
        return;
    }
    case 4: {
        rk_trailer_layout l;
        memset(&l, 0, sizeof l);
        l.struct_size = which & 0x40 ? (uint32_t)(cb % 112) : (uint32_t)sizeof l;
        st = TOP(rk_trailer_get_layout(handle, which & 0x20 ? NULL : &l));
        expect_head(st, live, !(which & 0x20) && l.struct_size >= sizeof l, RK_ERR_INVALID_ARGUMENT,
                    "rk_trailer_get_layout");
        return;
    }
    case 5: {
        rk_footer_state s = 0;
        st = TOP(fz_trailer_get_state(handle, which & 0x40 ? NULL : &s));
        expect_head(st, live, !(which & 0x40), RK_ERR_INVALID_ARGUMENT, "rk_trailer_get_state");
        return;
    }
    default: {
        double v = -1;
        double *out = which & 0x40 ? NULL : &v;
        switch (op) {
        case 6: st = TOP(fz_trailer_get_pulling_percent(handle, out)); break;
        case 7: st = TOP(fz_trailer_get_alpha(handle, out)); break;
        default: st = TOP(rk_trailer_get_arrow_angle(handle, out)); break;
        }
        expect_head(st, live, !(which & 0x40), RK_ERR_INVALID_ARGUMENT, "rk_trailer_get_percent/alpha/arrow angle");
        return;
    }
    }
    expect_head(st, live, !null_buf, RK_ERR_INVALID_ARGUMENT, "a trailer text getter");
    if (st == RK_OK) check_copy("a trailer text getter", st, buf, cap, len);
}

/* ---- binding, connecting, calls from a worker ---- */

static void trailer_bind(trslot *t, uint8_t hb) {
    uint8_t tb = u8();
    int live, task_ok = 1;
    rk_trailer *handle = trl_handle(t, hb, &live);
    rk_task *task = NULL;
    rk_status st;
    if (!handle && hb < 240) return;
    if (tb < 160) {
        tslot *ts = &g.task[tb % NTASK];
        task = ts->h;
        task_ok = ts->live || ts->h == NULL;
        if (hb >= 240 && (hb & 7) == 0) {
            /* Another context's trailer with a task of this context: a foreign pair. */
            handle = other_trailer;
            live = task == NULL;
            task_ok = task == NULL;
            if (task == NULL) return; /* it would unbind the other context's trailer: fine, untracked */
        }
    } else if (tb < 200) {
        task = NULL;
    } else if (tb < 220) {
        task = other_task;
        task_ok = 0;
    } else {
        task = bad_handle(RK_KIND_TASK, tb);
        task_ok = task == NULL;
    }
    st = TOP(fz_trailer_set_refreshing_with_state_of_task(handle, task));
    expect_st(st, during_destroy(live && task_ok ? RK_OK : RK_ERR_INVALID_HANDLE),
              "rk_trailer_set_refreshing_with_state_of_task");
}

/* A setter or a command from a worker thread (joined at once): queued, applied at dispatch. */
typedef struct twork {
    rk_trailer *handle;
    uint8_t cmd;
    tset_args a;
    int args_ok, either;
    rk_status arg_err;
    double gr;
    rk_status st;
    tok *t;
} twork;
static void *tworker_main(void *arg) {
    twork *w = arg;
    on_worker = 1;
    if (w->cmd == 1) w->st = fz_trailer_begin_refreshing(w->handle, tcompletion_fn, w->t);
    else if (w->cmd == 2) w->st = fz_trailer_end_refreshing(w->handle, tcompletion_fn, w->t);
    else w->st = tsetter(w->handle, &w->a, &w->args_ok, &w->arg_err, &w->either, &w->gr);
    seen(w->st, "a trailer call from a worker thread"); /* the last error is the worker's */
    return NULL;
}
static void trailer_worker(trslot *ts, uint8_t hb) {
    uint8_t which = u8();
    twork w;
    pthread_t thread;
    int live;
    memset(&w, 0, sizeof w);
    w.handle = trl_handle(ts, hb, &live);
    w.cmd = which >= 224 ? 1 + (which & 1) : 0;
    w.args_ok = 1;
    w.arg_err = RK_ERR_INVALID_ARGUMENT;
    w.gr = NAN;
    tset_read(&w.a, which);
    if ((!w.handle && hb < 240) || g.workers >= MAX_WORKERS) return;
    if (w.cmd) {
        w.t = new_tok(TOK_COMPLETION, w.cmd == 1 ? "rk_trailer_begin_refreshing (queued)" : "rk_trailer_end_refreshing (queued)");
        if (!w.t) return;
        w.t->trailer = 1;
        w.t->footer = w.handle;
        w.t->expect = 1; /* provisional; nothing runs on the worker */
    }
    g.workers++;
    if (pthread_create(&thread, NULL, tworker_main, &w) != 0) fail("pthread_create failed");
    if (pthread_join(thread, NULL) != 0) fail("pthread_join failed");
    trace("  trailer %s from a worker -> %s\n", w.cmd ? "command" : "setter", sname(w.st));
    if (w.t) {
        w.t->expect = w.st == RK_OK;
        if (w.t->calls) fail("a queued trailer command's completion ran before a dispatch");
    }
    /* A live trailer of this context off its loop thread: queued (RK_OK), or refused at the call. */
    expect_tset(w.st, live, w.args_ok, w.arg_err, w.either, "a trailer call from a worker thread");
    if (w.st == RK_OK) {
        g.queued++;
        if (!isnan(w.gr) && live) ts->gr_known = 0, ts->gr_queued = 1; /* applied at a later dispatch */
    }
}

/* Binds (sel % 3 == 0), connects a fuzz handler (1) or calls from a worker (2). */
static void op_tmisc(void) {
    trslot *t = pick_trl_any();
    uint8_t sel = u8();
    switch (sel % 3) {
    case 0: trailer_bind(t, u8()); break;
    case 1:
        if (!t->h) return;
        connect_fuzz(RK_KIND_TRAILER, t->h);
        break;
    default: trailer_worker(t, u8()); break;
    }
}

/* ---- the invariants ---- */

static void check_trailer(trslot *t) {
    rk_footer_state s = 0;
    double p = -1, a = -1, angle = -1;
    rk_trailer_layout l;
    rk_trailer_geometry geo;
    char label[512], title[512], tag[16];
    size_t llen = 0, tlen = 0, glen = 0;
    int found = 0;
    rk_trailer *tr = t->h;
    if (fz_trailer_get_state(tr, &s) != RK_OK) fail("rk_trailer_get_state failed on a live trailer");
    if (!header_state_ok(s)) fail("trailer state %d", (int)s);
    if (t->track && s != t->state) fail("rk_trailer_get_state says %d, state-changed said %d", (int)s, (int)t->state);
    if (fz_trailer_get_pulling_percent(tr, &p) != RK_OK || !percent_ok(p)) fail("trailer pulling percent %.17g", p);
    if (fz_trailer_get_alpha(tr, &a) != RK_OK || !(a >= 0 && a <= 1)) fail("trailer alpha %.17g", a);
    if (rk_trailer_get_arrow_angle(tr, &angle) != RK_OK) fail("rk_trailer_get_arrow_angle failed");
    if (angle != 0 && angle != TRAILER_PULLING_ANGLE) fail("trailer arrow angle %.17g", angle);
    if (t->style == RK_TRAILER_STYLE_STATE && angle != 0) fail("state-style trailer with arrow angle %.17g", angle);
    if (t->atrack && angle != t->angle) fail("trailer arrow angle %.17g, the last arrow-changed said %.17g", angle, t->angle);
    memset(&geo, 0, sizeof geo);
    geo.struct_size = sizeof geo;
    if (rk_trailer_get_geometry(tr, &geo) != RK_OK) fail("rk_trailer_get_geometry failed");
    if (geo.width != TRAILER_WIDTH || geo.reserved != 0) fail("trailer geometry: width %.17g, reserved %u", geo.width, geo.reserved);
    if (!isfinite(geo.snapshot_left) || !isfinite(geo.snapshot_right) || !isfinite(geo.happen_offset) ||
        !isfinite(geo.right_contribution) || !size_ok(geo.ignored_right_inset))
        fail("trailer geometry: snapshot %.17g/%.17g, happen %.17g, contribution %.17g, gR %.17g", geo.snapshot_left,
             geo.snapshot_right, geo.happen_offset, geo.right_contribution, geo.ignored_right_inset);
    if (geo.trigger_offset != geo.happen_offset + geo.width)
        fail("trailer offsets: happen %.17g, trigger %.17g (width %.17g)", geo.happen_offset, geo.trigger_offset, geo.width);
    {
        /* happen = max(D, 0) - L0, D = Cw - (W - L0 - R0), from the widths the trailer took last. */
        double visible = t->m.viewport_width - geo.snapshot_left - geo.snapshot_right;
        double overflow = t->m.content_width - visible;
        double happen = (overflow > 0 ? overflow : 0) - geo.snapshot_left;
        if (geo.happen_offset != happen)
            fail("trailer happen offset %.17g; the widths it took (W %.17g, Cw %.17g) and its snapshot (%.17g, %.17g) "
                 "make %.17g", geo.happen_offset, t->m.viewport_width, t->m.content_width, geo.snapshot_left,
                 geo.snapshot_right, happen);
    }
    if (s != RK_FOOTER_REFRESHING && geo.right_contribution != 0)
        fail("trailer in state %d adds %.17g to the right inset (0 outside Refreshing)", (int)s, geo.right_contribution);
    if (s == RK_FOOTER_REFRESHING && !(geo.right_contribution >= geo.width))
        fail("refreshing trailer adds %.17g to the right inset (at least its width)", geo.right_contribution);
    if (t->gr_known && geo.ignored_right_inset != t->gr) fail("trailer gR %.17g, set %.17g", geo.ignored_right_inset, t->gr);
    memset(&l, 0, sizeof l);
    l.struct_size = sizeof l;
    if (rk_trailer_get_layout(tr, &l) != RK_OK) fail("rk_trailer_get_layout failed");
    if (l.has_arrow != (t->style == RK_TRAILER_STYLE_NORMAL)) fail("trailer layout has_arrow %d, style %d", (int)l.has_arrow, t->style);
    if (!rect_ok(&l.trailer) || !rect_ok(&l.label) || !isfinite(l.arrow.x) || !isfinite(l.arrow.y) ||
        !size_ok(l.arrow.width) || !size_ok(l.arrow.height))
        fail("trailer layout: a rect not finite or of negative size");
    if (l.trailer.width != TRAILER_WIDTH || l.trailer.y != 0) fail("trailer rect %.17g wide at y %.17g", l.trailer.width, l.trailer.y);
    if (l.label.width != TRAILER_LABEL_WIDTH || l.label.y != 0 || l.label.height != l.trailer.height)
        fail("trailer label column %.17g x %.17g at y %.17g (trailer height %.17g)", l.label.width, l.label.height,
             l.label.y, l.trailer.height);
    if (t->style == RK_TRAILER_STYLE_STATE && !rect_zero(&l.arrow)) fail("state-style trailer with an arrow rect");
    if (fz_trailer_get_label(tr, label, sizeof label, &llen) != RK_OK) fail("rk_trailer_get_label failed");
    check_copy("rk_trailer_get_label", RK_OK, label, sizeof label, llen);
    if (fz_trailer_get_title(tr, s, title, sizeof title, &tlen) != RK_OK) fail("rk_trailer_get_title failed");
    check_copy("rk_trailer_get_title", RK_OK, title, sizeof title, tlen);
    if ((llen != tlen || (llen < sizeof label && strcmp(label, title) != 0)) && !failed_label(s, label))
        fail("trailer label '%s' is not the title of state %d, '%s'", label, (int)s, title);
    if (fz_trailer_get_language(tr, tag, sizeof tag, &glen) != RK_OK) fail("rk_trailer_get_language failed");
    check_copy("rk_trailer_get_language", RK_OK, tag, sizeof tag, glen);
    for (size_t i = 0; i < sizeof TABLES / sizeof TABLES[0]; i++)
        if (strcmp(tag, TABLES[i]) == 0) found = 1;
    if (!found) fail("rk_trailer_get_language says '%s'", tag);
}

static void check_trailers(void) {
    for (int i = 0; i < NTRL; i++)
        if (g.trl[i].live) check_trailer(&g.trl[i]);
}

/* ------------------------------------------------------------------------------------------------
 * Auto footers and scroll views (1.2): the last kinds of issue 15 (opcode bytes 26..30 modulo 32
 * below 224, which were OPCODES' second copies of drag, advance, connect, task and footer: see
 * OPCODES)
 *
 * Pools of NAUTO auto footers of either style, each with the host's handlers (state and spinner
 * tracked; alone, its inset and offset requests applied to the host's scroll view), and NSV scroll
 * views, each with the host's handlers on its two relays (requests applied to its metrics).
 * Auto footers: metrics with hostile values (NaN, infinities, negatives, huge) and loads past the
 * line (dragging, decelerating, let go with the pan-end rule); begin, end, no more data, reset and
 * taps with one-shot completions that reenter; every setter (visibility, hidden, interaction,
 * height, gB, the trigger percent, automatic refresh, the trigger budget, paging, titles,
 * languages, refreshingTitleHidden, the label inset, text width, spinner size, auto-alpha,
 * durations), images (GIF frames, hostile sizes and durations), every getter (copies at small and
 * huge capacities, layout, geometry and GIF at every struct size, frame_at, the style's name), binds
 * to tasks, fuzz handlers on every auto footer signal, setters and commands from a worker thread.
 * Scroll views: created and destroyed (detaching what they hold), every kind of component attached
 * and detached (a held slot, a component on another scroll view, bad handles refused), updates with
 * hostile values that drive the attached header, footer (back or auto) and trailer, the queries,
 * fuzz handlers on the relays (destroying the scroll view or a component from inside included),
 * updates from a worker thread. An attached component's own set_metrics is refused
 * (RK_ERR_INVALID_STATE).
 * Invariants (check_autos, check_scroll_views): an auto footer's state 1..5 and as state-changed
 * said, percent 0 or 1, alpha in [0, 1], its spinner as spinner-changed said (never for the GIF
 * style), its geometry (the contribution 0 or its height, 0 while not attached; lines finite), its
 * layout's rects finite; a scroll view's slots as the harness attached them, and F8: the host's own
 * inset on each edge is the reported one minus the contribution of the component on it, a detach
 * gives back exactly the component's contribution and an attach of a shown auto footer adds exactly
 * its height.
 * ---------------------------------------------------------------------------------------------- */

static aslot *pick_auto_any(void) { return &g.af[pick(NAUTO)]; }
static svslot *pick_sv_any(void) { return &g.sv[pick(NSV)]; }

static rk_auto_footer *auto_handle(aslot *a, uint8_t b, int *live) {
    if (b < 240) {
        *live = a->live;
        return a->h;
    }
    *live = 0;
    return bad_handle(RK_KIND_AUTO_FOOTER, b);
}

/* ---- the host's handlers ---- */

static void af_state(void *o, int32_t state, int32_t old, void *user_data) {
    rec *r = user_data;
    aslot *a;
    h_enter(r, o);
    a = auto_of(o);
    trace("    auto footer %d: state-changed(%d, old %d)\n", a ? (int)(a - g.af) : -1, (int)state, (int)old);
    if (state < 1 || state > 6 || old < 1 || old > 6 || state == old)
        fail("auto footer state-changed(%d, old %d)", (int)state, (int)old);
    if (a && a->track) {
        if (old != a->state) fail("auto footer state-changed(%d, old %d) after state %d", (int)state, (int)old, (int)a->state);
        a->state = state;
    }
    h_leave(r);
}
static void af_spinner(void *o, int32_t on, void *user_data) {
    rec *r = user_data;
    aslot *a;
    h_enter(r, o);
    a = auto_of(o);
    if (on != 0 && on != 1) fail("auto footer spinner-changed(%d)", (int)on);
    if (a && a->style == RK_AUTO_FOOTER_STYLE_GIF) fail("a GIF auto footer's spinner-changed(%d)", (int)on);
    if (a && a->spin_track) a->spinning = on;
    h_leave(r);
}
static void af_inset(void *o, double bottom, double duration, void *user_data) {
    rec *r = user_data;
    aslot *a;
    h_enter(r, o);
    a = auto_of(o);
    if (!isfinite(bottom)) fail("auto footer inset-requested(%.17g)", bottom);
    if (!(isfinite(duration) && duration >= 0)) fail("auto footer inset-requested duration %.17g", duration);
    if (a && a->apply) a->m.inset_bottom = bottom;
    h_leave(r);
}
static void af_offset(void *o, double offset, double duration, void *user_data) {
    rec *r = user_data;
    aslot *a;
    h_enter(r, o);
    a = auto_of(o);
    if (!isfinite(offset)) fail("auto footer offset-requested(%.17g)", offset);
    if (!(isfinite(duration) && duration >= 0)) fail("auto footer offset-requested duration %.17g", duration);
    if (a && a->apply) a->m.offset_y = offset;
    h_leave(r);
}
static void af_layout(void *o, double x, double y, double w, double hh, void *user_data) {
    rec *r = user_data;
    h_enter(r, o);
    if (!isfinite(x) || !isfinite(y) || !(w >= 0 && isfinite(w)) || !(hh > 0 && isfinite(hh)))
        fail("auto footer layout-changed(%.17g, %.17g, %.17g, %.17g)", x, y, w, hh);
    h_leave(r);
}
static void af_gifvis(void *o, int32_t v, void *user_data) {
    rec *r = user_data;
    aslot *a;
    h_enter(r, o);
    a = auto_of(o);
    if (v != 0 && v != 1) fail("auto footer gif-visibility(%d)", (int)v);
    if (a && a->style == RK_AUTO_FOOTER_STYLE_NORMAL) fail("a normal auto footer's gif-visibility(%d)", (int)v);
    h_leave(r);
}

/* The edge a component's inset requests name, and the axis of its offset requests. */
static int edge_of(const void *component) {
    if (head_of(component)) return RK_SCROLL_EDGE_TOP;
    if (trail_of(component)) return RK_SCROLL_EDGE_RIGHT;
    return RK_SCROLL_EDGE_BOTTOM;
}
/* A handle of a component pool (live or destroyed: a destroyed attached component's give-back
   names its dead handle). */
static int component_known(const void *c) {
    for (int i = 0; i < NFOOT; i++)
        if (g.foot[i].h == c) return 1;
    for (int i = 0; i < NHEAD; i++)
        if (g.head[i].h == c) return 1;
    for (int i = 0; i < NTRL; i++)
        if (g.trl[i].h == c) return 1;
    for (int i = 0; i < NAUTO; i++)
        if (g.af[i].h == c) return 1;
    for (int i = 0; i < nstale; i++)
        if (stales[i].h == c) return 1;
    return 0;
}
static void sv_inset(void *o, void *component, int32_t edge, double inset, double duration, void *user_data) {
    rec *r = user_data;
    svslot *s;
    h_enter(r, o);
    s = sv_of(o);
    trace("    scroll view %d: inset-requested(%p, edge %d, %.17g, %.17g)\n", s ? (int)(s - g.sv) : -1, component,
          (int)edge, inset, duration);
    if (component == NULL || !component_known(component)) fail("scroll view inset-requested names %p", component);
    if (edge < RK_SCROLL_EDGE_TOP || edge > RK_SCROLL_EDGE_RIGHT || edge != edge_of(component))
        fail("scroll view inset-requested on edge %d for a component of edge %d", (int)edge, edge_of(component));
    if (!isfinite(inset) || !(isfinite(duration) && duration >= 0))
        fail("scroll view inset-requested(%.17g, %.17g)", inset, duration);
    if (s) {
        if (edge == RK_SCROLL_EDGE_TOP) s->m.inset_top = inset;
        else if (edge == RK_SCROLL_EDGE_BOTTOM) s->m.inset_bottom = inset;
        else s->m.inset_right = inset;
    }
    h_leave(r);
}
static void sv_offset(void *o, void *component, int32_t axis, double offset, double duration, void *user_data) {
    rec *r = user_data;
    svslot *s;
    h_enter(r, o);
    s = sv_of(o);
    /* NULL: the scroll view's own anchoring request (1.5), vertical and at once. */
    if (component == NULL ? axis != RK_SCROLL_AXIS_VERTICAL || duration != 0 : !component_known(component))
        fail("scroll view offset-requested names %p (axis %d, duration %.17g)", component, (int)axis, duration);
    if (axis != (trail_of(component) ? RK_SCROLL_AXIS_HORIZONTAL : RK_SCROLL_AXIS_VERTICAL) && !(axis == 0 || axis == 1))
        fail("scroll view offset-requested on axis %d", (int)axis);
    if (!isfinite(offset) || !(isfinite(duration) && duration >= 0))
        fail("scroll view offset-requested(%.17g, %.17g)", offset, duration);
    if (s) {
        if (axis == RK_SCROLL_AXIS_HORIZONTAL) s->m.offset_x = offset;
        else s->m.offset_y = offset;
    }
    h_leave(r);
}

/* ---- auto footers: create, destroy, metrics ---- */

static void send_ametrics(aslot *a, rk_auto_footer *handle, int live, const rk_scroll_metrics *m, uint32_t size,
                          int null_ptr) {
    int valid = metrics_valid(m, size, null_ptr);
    rk_scroll_metrics copy = *m, before = a->m;
    rk_status st;
    copy.struct_size = size;
    trace("  auto footer metrics: drag %d pan %d view %g x %g content %g insets %g/%g offset %g (size %u%s)\n",
          (int)m->dragging, (int)m->pan, m->viewport_width, m->viewport_height, m->content_height, m->inset_top,
          m->inset_bottom, m->offset_y, size, null_ptr ? ", NULL" : "");
    if (live) a->m = *m, a->m.struct_size = sizeof a->m;
    st = TOP(fz_auto_footer_set_metrics(handle, null_ptr ? NULL : &copy));
    if (st != RK_OK) a->m = before;
    expect_metrics(st, handle, live, valid, "rk_auto_footer_set_metrics");
}

static void op_alife(void) {
    aslot *a = pick_auto_any();
    uint8_t b = u8();
    rk_auto_footer *handle = NULL;
    rk_status st;
    if (a->live) {
        destroy_auto(a->h);
        return;
    }
    if (b >= 250) {
        st = TOP(rk_auto_footer_create(g.ctx, b & 1 ? 2 + (rk_auto_footer_style)(b % 5) : RK_AUTO_FOOTER_STYLE_NORMAL,
                                       b & 1 ? &handle : NULL));
        expect_st(st, RK_ERR_INVALID_ARGUMENT, "rk_auto_footer_create (bad style or NULL out)");
        if (handle != NULL) fail("a refused rk_auto_footer_create wrote a handle");
        return;
    }
    st = TOP(rk_auto_footer_create(g.ctx, b & 1 ? RK_AUTO_FOOTER_STYLE_GIF : RK_AUTO_FOOTER_STYLE_NORMAL, &handle));
    expect_st(st, RK_OK, "rk_auto_footer_create");
    memset(a, 0, sizeof *a);
    a->h = handle;
    a->live = 1;
    a->style = b & 1;
    a->track = a->spin_track = a->apply = 1;
    a->state = RK_FOOTER_IDLE;
    {
        rk_kind kind = 0;
        expect_st(TOP(rk_object_kind(handle, &kind)), RK_OK, "rk_object_kind (auto footer)");
        if (kind != RK_KIND_AUTO_FOOTER) fail("a new auto footer has kind %d", (int)kind);
    }
    host_connect(handle, RK_KIND_AUTO_FOOTER, "state-changed", (rk_callback)af_state, HOST_STATE);
    host_connect(handle, RK_KIND_AUTO_FOOTER, "pulling-percent", (rk_callback)h_percent, HOST_PERCENT);
    host_connect(handle, RK_KIND_AUTO_FOOTER, "frame-changed", (rk_callback)h_frame, HOST_FRAME);
    host_connect(handle, RK_KIND_AUTO_FOOTER, "gif-visibility", (rk_callback)af_gifvis, HOST_GIFVIS);
    host_connect(handle, RK_KIND_AUTO_FOOTER, "layout-changed", (rk_callback)af_layout, HOST_LAYOUT);
    host_connect(handle, RK_KIND_AUTO_FOOTER, "inset-requested", (rk_callback)af_inset, HOST_INSET);
    host_connect(handle, RK_KIND_AUTO_FOOTER, "offset-requested", (rk_callback)af_offset, HOST_OFFSET);
    host_connect(handle, RK_KIND_AUTO_FOOTER, "alpha-changed", (rk_callback)h_alpha, HOST_ALPHA);
    host_connect(handle, RK_KIND_AUTO_FOOTER, "label-changed", (rk_callback)h_label, HOST_LABEL);
    host_connect(handle, RK_KIND_AUTO_FOOTER, "refreshing", (rk_callback)h_void, HOST_REFRESHING);
    host_connect(handle, RK_KIND_AUTO_FOOTER, "end-animation-began", (rk_callback)h_void, HOST_NONE);
    host_connect(handle, RK_KIND_AUTO_FOOTER, "spinner-changed", (rk_callback)af_spinner, HOST_SPINNER);
    lo_track(handle, RK_KIND_AUTO_FOOTER);
    /* Tall content (the line at C - H + B), or short (b & 2); alone until a scroll view takes it. */
    a->m.struct_size = sizeof a->m;
    a->m.viewport_width = 320;
    a->m.viewport_height = 480;
    a->m.content_width = 320;
    a->m.content_height = b & 2 ? 200 : 1000;
    a->m.inset_top = b & 4 ? 64 : 0;
    if (!(b & 8)) send_ametrics(a, a->h, 1, &a->m, sizeof a->m, 0);
}

/* One update with fields from the input, hostile values included (sel < 128); or a load attempt:
   a drag that begins (the budget refilled), goes to depth times the line (decelerating with
   sel & 0x40), and ends (sel & 0x20: cancelled). */
static void op_ametrics(void) {
    aslot *a = pick_auto_any();
    uint8_t sel = u8();
    if (sel < 128) {
        uint8_t hb = u8(), mask = u8(), sb = u8();
        int live;
        rk_auto_footer *handle = auto_handle(a, hb, &live);
        rk_scroll_metrics m = a->m;
        uint32_t size = sb < 200 ? (uint32_t)sizeof m : sb < 230 ? RK_SCROLL_METRICS_SIZE_1_0 : (uint32_t)(sb % 64);
        m.struct_size = sizeof m;
        if (m.viewport_width == 0 && m.viewport_height == 0) m.viewport_width = 320, m.viewport_height = 480;
        if (mask & 0x01) {
            uint8_t d = u8();
            m.dragging = d % 3 == 2 ? 2 : (int32_t)(d & 1);
        }
        if (mask & 0x02) m.viewport_width = val(), m.viewport_height = val();
        if (mask & 0x04) m.inset_top = val();
        if (mask & 0x08) m.inset_bottom = val();
        if (mask & 0x10) m.content_height = val();
        if (mask & 0x20) m.pan = (rk_pan_state)(u8() % 6);
        if (mask & 0x40) m.offset_y = val();
        if (mask & 0x80) m.offset_y = m.content_height - m.viewport_height + m.inset_bottom + ordinary(); /* near the line */
        if (!handle && hb < 240) return;
        send_ametrics(a, handle, live, &m, size, sb == 255);
        return;
    }
    {
        static const double depth[] = {0.2, 0.9, 0.999, 1.0, 1.001, 1.5, 3, -1};
        rk_auto_footer_geometry geo;
        double d = depth[sel % 8], line;
        if (!a->live || sv_holding(a->h)) return;
        memset(&geo, 0, sizeof geo);
        geo.struct_size = sizeof geo;
        if (rk_auto_footer_get_geometry(a->h, &geo) != RK_OK) fail("rk_auto_footer_get_geometry failed on a live auto footer");
        line = isfinite(geo.trigger_offset) ? geo.trigger_offset : 0;
        a->m.dragging = 1;
        a->m.pan = RK_PAN_BEGAN;
        a->m.offset_y = line * 0.5;
        send_ametrics(a, a->h, 1, &a->m, sizeof a->m, 0);
        if (!a->live) return;
        a->m.dragging = !(sel & 0x40);
        a->m.pan = sel & 0x40 ? RK_PAN_NONE : RK_PAN_CHANGED;
        a->m.offset_y = line * d;
        send_ametrics(a, a->h, 1, &a->m, sizeof a->m, 0);
        if (!a->live) return;
        a->m.dragging = 0;
        a->m.pan = (sel & 0x20) ? RK_PAN_CANCELLED : RK_PAN_ENDED;
        send_ametrics(a, a->h, 1, &a->m, sizeof a->m, 0);
    }
}

/* ---- auto footers: commands ---- */

static const char *const ACMD_NAMES[] = {"rk_auto_footer_begin_refreshing", "rk_auto_footer_end_refreshing",
                                         "rk_auto_footer_end_refreshing_with_no_more_data",
                                         "rk_auto_footer_reset_no_more_data", "rk_auto_footer_tap"};

static rk_status acommand(rk_auto_footer *h, int which, rk_auto_footer_completion_fn fn, tok *t) {
    switch (which) {
    case 0: return fz_auto_footer_begin_refreshing(h, fn, t);
    case 1: return fz_auto_footer_end_refreshing(h, fn, t);
    case 2: return fz_auto_footer_end_refreshing_with_no_more_data(h, fn, t);
    case 3: return fz_auto_footer_reset_no_more_data(h, fn, t);
    default: return rk_auto_footer_tap(h);
    }
}

/* A command (CMD 0..4: begin, end, no more data, reset, tap) with a completion whose behaviour
   reenters (-1: none). */
static void issue_acmd(rk_auto_footer *h, int which, int behavior) {
    tok *t = which == 4 ? NULL : new_tok(TOK_COMPLETION, ACMD_NAMES[which]);
    rk_status st, want = during_destroy(auto_of(h) ? RK_OK : RK_ERR_INVALID_HANDLE);
    if (which != 4 && !t) return;
    if (t) {
        t->autof = 1;
        t->footer = h;
        t->behavior = behavior < 0 ? 0 : behavior;
        t->expect = 1; /* provisional: the completion may run during the call */
    }
    st = seen(acommand(h, which, behavior < 0 ? NULL : acompletion_fn, t), ACMD_NAMES[which]);
    if (t) t->expect = st == RK_OK && behavior >= 0;
    expect_st(st, want, ACMD_NAMES[which]);
    if (t && st != RK_OK && t->calls) fail("a failed %s called its completion", ACMD_NAMES[which]);
}

static void op_acommand(void) {
    aslot *a = pick_auto_any();
    uint8_t b = u8(), hb = u8();
    int live;
    rk_auto_footer *handle = auto_handle(a, hb, &live);
    int behavior = (b >> 3) % 6 == 5 ? -1 : (b >> 3) % CB_COUNT;
    (void)live;
    if (!handle && hb < 240) return;
    if (b % 7 == 4 && b >= 128) issue_load(handle, RK_KIND_AUTO_FOOTER, hb ^ b, behavior); /* F18 */
    else if (b % 7 >= 5) issue_failure(handle, RK_KIND_AUTO_FOOTER, b % 7 == 6, b >> 3, behavior);
    else issue_acmd(handle, b % 7, behavior);
}

/* ---- auto footers: setters, images, getters ---- */

static void auto_title_from_handler(rec *r) {
    static const char *const titles[] = {"Load more", "", NULL, "\xe5\x8a\xa0\xe8\xbd\xbd"};
    static const char *const langs[] = {"uk", "zh-Hans", "ko", "en"};
    rk_footer_state s = 0;
    rk_status st;
    if (!object_live(r->object, RK_KIND_AUTO_FOOTER)) return;
    if (fz_auto_footer_get_state(r->object, &s) != RK_OK) fail("rk_auto_footer_get_state failed");
    if (r->uses == 2) {
        st = seen(fz_auto_footer_set_language(r->object, langs[g.title_changes++ % 4]), "rk_auto_footer_set_language (from a handler)");
        expect_st(st, RK_OK, "rk_auto_footer_set_language (from a handler)");
    } else {
        st = seen(fz_auto_footer_set_title(r->object, s, titles[g.title_changes++ % 4]), "rk_auto_footer_set_title (from a handler)");
        expect_st(st, RK_OK, "rk_auto_footer_set_title (from a handler)");
    }
}

/* The setter a->which names (tset_args: a flag byte, two numbers, an extra byte, a text). */
static rk_status asetter(rk_auto_footer *handle, const tset_args *a, int *args_ok) {
    static const int32_t times[] = {1, 0, -1, 3, -2, INT32_MAX, INT32_MIN, 2};
    int32_t flag = a->flag_byte % 5 == 4 ? 2 : (int32_t)(a->flag_byte & 1);
    const double *v = a->v;
    switch (a->which % 17) {
    case 0: *args_ok = flag != 2; return fz_auto_footer_set_visible(handle, flag);
    case 1: *args_ok = flag != 2; return fz_auto_footer_set_hidden(handle, flag);
    case 2: *args_ok = flag != 2; return fz_auto_footer_set_interaction_enabled(handle, flag);
    case 3: *args_ok = height_ok(v[0]); return fz_auto_footer_set_height(handle, v[0]);
    case 4: *args_ok = size_ok(v[0]); return fz_auto_footer_set_ignored_bottom_inset(handle, v[0]);
    case 5: *args_ok = length_ok(v[0]); return rk_auto_footer_set_trigger_percent(handle, v[0]);
    case 6: *args_ok = flag != 2; return rk_auto_footer_set_automatically_refresh(handle, flag);
    case 7: *args_ok = 1; return rk_auto_footer_set_auto_trigger_times(handle, times[a->extra % 8]);
    case 8: *args_ok = flag != 2; return rk_auto_footer_set_paging_enabled(handle, flag);
    case 9: {
        uint8_t sb = a->extra;
        rk_footer_state state = sb < 240 ? 1 + sb % 5 : (sb & 1 ? 0 : 7);
        *args_ok = state >= 1 && state <= 5 && (a->text == NULL || str_ok(a->text));
        return fz_auto_footer_set_title(handle, state, a->text);
    }
    case 10: {
        const char *tag = a->extra & 0x40 ? a->text : LANGS[a->extra % (sizeof LANGS / sizeof LANGS[0])];
        *args_ok = str_ok(tag);
        return fz_auto_footer_set_language(handle, tag);
    }
    case 11: *args_ok = flag != 2; return rk_auto_footer_set_refreshing_title_hidden(handle, flag);
    case 12: *args_ok = size_ok(v[0]); return fz_auto_footer_set_label_left_inset(handle, v[0]);
    case 13: *args_ok = size_ok(v[0]); return fz_auto_footer_set_text_width(handle, v[0]);
    case 14: *args_ok = size_ok(v[0]) && size_ok(v[1]); return rk_auto_footer_set_spinner_size(handle, v[0], v[1]);
    case 15: *args_ok = flag != 2; return fz_auto_footer_set_automatically_change_alpha(handle, flag);
    default: *args_ok = delay_ok(v[0]) && delay_ok(v[1]); return fz_auto_footer_set_animation_durations(handle, v[0], v[1]);
    }
}

static void auto_setter(aslot *a, uint8_t hb) {
    uint8_t which = u8();
    int live, args_ok = 1;
    rk_auto_footer *handle = auto_handle(a, hb, &live);
    tset_args args;
    rk_status st;
    tset_read(&args, which);
    if (!args.text && which % 17 == 9) args.text = str();
    if (!handle && hb < 240) return;
    st = TOP(asetter(handle, &args, &args_ok));
    expect_head(st, live, args_ok, RK_ERR_INVALID_ARGUMENT, "an auto footer setter");
}

/* Images of a state (the footer's forms and hostile values, as op_images; only Refreshing refuses
   a zero duration for two or more frames). */
static void auto_images(aslot *a) {
    static const uint32_t counts[] = {0, 1, 2, 3, 4, 5, 8, 1, 2, 3, 12, 0, 1, 2, RK_FOOTER_MAX_FRAMES, RK_FOOTER_MAX_FRAMES + 1};
    uint8_t sb = u8(), cb = u8(), form = u8(), sizes = u8();
    rk_footer_state state = sb < 240 ? 1 + sb % 5 : (sb & 1 ? 0 : 7);
    uint32_t count = counts[cb % 16];
    int valid = state >= 1 && state <= 5 && count <= RK_FOOTER_MAX_FRAMES;
    int null_images = (form & 0x30) == 0x30 && count > 0;
    int serial = g.nsets + 1;
    double duration;
    rk_status st;
    if (!a->live || serial > MAX_SETS) return;
    for (uint32_t i = 0; i < count; i++) {
        images_buf[i].id = ((uint64_t)serial << 16) | i;
        images_buf[i].width = 20 + (i % 7) * 3;
        images_buf[i].height = 10 + (i % 5) * 12; /* some taller than the footer: it grows */
        durations_buf[i] = 0.05 + 0.01 * (double)(i % 4);
    }
    for (uint32_t i = 0; i < count && i < 16; i++) {
        if (sizes & 1) images_buf[i].width = val();
        if (sizes & 2) images_buf[i].height = val();
        if (sizes & 4) durations_buf[i] = val();
    }
    if (null_images) valid = 0;
    g.sets[serial].state = state;
    g.sets[serial].count = count;
    g.nsets = serial;
    for (uint32_t i = 0; i < count && i <= RK_FOOTER_MAX_FRAMES; i++)
        if (!size_ok(images_buf[i].width) || !size_ok(images_buf[i].height)) valid = 0;
    switch (form & 3) {
    case 0: st = TOP(fz_auto_footer_set_images(a->h, state, null_images ? NULL : images_buf, count)); break;
    case 1:
        duration = (form & 4) ? val() : 0.1 * count;
        if (!delay_ok(duration) || (state == RK_FOOTER_REFRESHING && count >= 2 && duration == 0)) valid = 0;
        st = TOP(fz_auto_footer_set_images_with_duration(a->h, state, null_images ? NULL : images_buf, count, duration));
        break;
    default: {
        int null_dur = (form & 0xc0) == 0xc0 && count > 0;
        if (null_dur) valid = 0;
        for (uint32_t i = 0; i < count && i <= RK_FOOTER_MAX_FRAMES; i++) {
            if (!delay_ok(durations_buf[i])) valid = 0;
            if (state == RK_FOOTER_REFRESHING && count >= 2 && !(durations_buf[i] > 0)) valid = 0;
        }
        st = TOP(fz_auto_footer_set_images_with_frame_durations(a->h, state, null_images ? NULL : images_buf,
                                                                null_dur ? NULL : durations_buf, count));
        break;
    }
    }
    expect_st(st, valid ? RK_OK : RK_ERR_INVALID_ARGUMENT, "rk_auto_footer_set_images*");
    if (st != RK_OK) g.nsets = serial - 1;
}

static void auto_getter(aslot *a, uint8_t hb) {
    uint8_t which = u8(), cb = u8();
    int live;
    rk_auto_footer *handle = auto_handle(a, hb, &live);
    char buf[96];
    size_t len = 0, cap = (size_t)(cb % 12) * 8;
    int null_buf = cap > 0 && (which & 0x80);
    int op = (which & 0x1f) % 13;
    rk_status st;
    if (op == 12) {
        static const rk_auto_footer_style styles[] = {0, 1, 2, -1, INT32_MAX, INT32_MIN};
        rk_auto_footer_style style = styles[cb % 6];
        const char *name = rk_auto_footer_style_name(style), *want = style == 0 ? "normal" : style == 1 ? "gif" : "unknown";
        if (name == NULL || strcmp(name, want) != 0) fail("rk_auto_footer_style_name(%d) = '%s'", (int)style, name ? name : "(NULL)");
        return;
    }
    if (!handle && hb < 240) return;
    if (live && cb >= 248 && op < 3) {
        /* Capacities beyond INT64_MAX with a buffer that fits: the whole text and its NUL. */
        static const size_t caps[] = {SIZE_MAX, SIZE_MAX - 1, (size_t)INT64_MAX + 1, (size_t)INT64_MAX + 12345};
        size_t huge = caps[cb % 4], ref_len = 0;
        rk_footer_state s = 1 + which % 5;
        memset(cap_ref, 0, sizeof cap_ref);
        memset(cap_buf, 'Z', sizeof cap_buf);
        if (op == 0) {
            expect_st(fz_auto_footer_get_label(handle, cap_ref, sizeof cap_ref, &ref_len), RK_OK, "rk_auto_footer_get_label");
            st = TOP(fz_auto_footer_get_label(handle, cap_buf, huge, &len));
        } else if (op == 1) {
            expect_st(fz_auto_footer_get_language(handle, cap_ref, sizeof cap_ref, &ref_len), RK_OK, "rk_auto_footer_get_language");
            st = TOP(fz_auto_footer_get_language(handle, cap_buf, huge, &len));
        } else {
            expect_st(fz_auto_footer_get_title(handle, s, cap_ref, sizeof cap_ref, &ref_len), RK_OK, "rk_auto_footer_get_title");
            st = TOP(fz_auto_footer_get_title(handle, s, cap_buf, huge, &len));
        }
        expect_st(st, RK_OK, "an auto footer text getter at a huge capacity");
        if (ref_len >= sizeof cap_ref || len != ref_len || memcmp(cap_buf, cap_ref, ref_len) != 0 || cap_buf[ref_len] != '\0')
            fail("an auto footer text getter with cap %zu: %zu bytes, the text has %zu", huge, len, ref_len);
        if (ref_len + 1 < sizeof cap_buf && cap_buf[ref_len + 1] != 'Z') fail("an auto footer text getter wrote past the NUL");
        return;
    }
    switch (op) {
    case 0: st = TOP(fz_auto_footer_get_label(handle, null_buf ? NULL : buf, cap, &len)); break;
    case 1: st = TOP(fz_auto_footer_get_language(handle, null_buf ? NULL : buf, cap, &len)); break;
    case 2: {
        rk_footer_state state = cb < 240 ? 1 + cb % 5 : (cb & 1 ? 0 : 7);
        int state_ok = state >= 1 && state <= 5;
        st = TOP(fz_auto_footer_get_title(handle, state, null_buf ? NULL : buf, cap, &len));
        expect_head(st, live, state_ok && !null_buf, RK_ERR_INVALID_ARGUMENT, "rk_auto_footer_get_title");
        if (st == RK_OK) check_copy("rk_auto_footer_get_title", st, buf, cap, len);
        return;
    }
    case 3: {
        rk_auto_footer_geometry geo;
        memset(&geo, 0, sizeof geo);
        geo.struct_size = which & 0x40 ? (uint32_t)(cb % 112) : (uint32_t)sizeof geo;
        st = TOP(rk_auto_footer_get_geometry(handle, which & 0x20 ? NULL : &geo));
        expect_head(st, live, !(which & 0x20) && geo.struct_size >= sizeof geo, RK_ERR_INVALID_ARGUMENT,
                    "rk_auto_footer_get_geometry");
        return;
    }
    case 4: {
        rk_auto_footer_layout l;
        memset(&l, 0, sizeof l);
        l.struct_size = which & 0x40 ? (uint32_t)(cb % 128) : (uint32_t)sizeof l;
        st = TOP(rk_auto_footer_get_layout(handle, which & 0x20 ? NULL : &l));
        expect_head(st, live, !(which & 0x20) && l.struct_size >= sizeof l, RK_ERR_INVALID_ARGUMENT,
                    "rk_auto_footer_get_layout");
        return;
    }
    case 5: {
        rk_footer_gif gif;
        memset(&gif, 0, sizeof gif);
        gif.struct_size = which & 0x40 ? (uint32_t)(cb % 48) : (uint32_t)sizeof gif;
        st = TOP(fz_auto_footer_get_gif(handle, which & 0x20 ? NULL : &gif));
        expect_head(st, live, !(which & 0x20) && gif.struct_size >= sizeof gif, RK_ERR_INVALID_ARGUMENT,
                    "rk_auto_footer_get_gif");
        if (st == RK_OK && gif.has_frame) host_frame_check(gif.image_id, gif.index, "rk_auto_footer_get_gif");
        return;
    }
    case 6: {
        rk_footer_state s = 0;
        st = TOP(fz_auto_footer_get_state(handle, which & 0x40 ? NULL : &s));
        expect_head(st, live, !(which & 0x40), RK_ERR_INVALID_ARGUMENT, "rk_auto_footer_get_state");
        return;
    }
    case 7: {
        int32_t on = -1;
        st = TOP(rk_auto_footer_is_spinner_animating(handle, which & 0x40 ? NULL : &on));
        expect_head(st, live, !(which & 0x40), RK_ERR_INVALID_ARGUMENT, "rk_auto_footer_is_spinner_animating");
        return;
    }
    case 8: {
        /* frame_at: t from the input (NaN and infinities refused), NULL outputs; NOT_FOUND before a frame. */
        double t = val();
        uint64_t id = 0;
        int32_t index = -1;
        rk_footer_gif gif;
        int null_out = (which & 0x60) != 0;
        st = TOP(fz_auto_footer_frame_at(handle, t, which & 0x20 ? NULL : &id, which & 0x40 ? NULL : &index));
        if (live && !g.destroying && isfinite(t) && !null_out) {
            memset(&gif, 0, sizeof gif);
            gif.struct_size = sizeof gif;
            if (fz_auto_footer_get_gif(handle, &gif) != RK_OK) fail("rk_auto_footer_get_gif failed");
            if (st == RK_ERR_NOT_FOUND) return;
            expect_st(st, RK_OK, "rk_auto_footer_frame_at");
            host_frame_check(id, index, "rk_auto_footer_frame_at");
            return;
        }
        if (live && !g.destroying && st == RK_ERR_NOT_FOUND) return;
        expect_head(st, live, isfinite(t) && !null_out, RK_ERR_INVALID_ARGUMENT, "rk_auto_footer_frame_at");
        return;
    }
    default: {
        double v = -1;
        double *out = which & 0x40 ? NULL : &v;
        st = op == 9 ? TOP(fz_auto_footer_get_pulling_percent(handle, out)) : TOP(fz_auto_footer_get_alpha(handle, out));
        expect_head(st, live, !(which & 0x40), RK_ERR_INVALID_ARGUMENT, "rk_auto_footer_get_pulling_percent/alpha");
        return;
    }
    }
    expect_head(st, live, !null_buf, RK_ERR_INVALID_ARGUMENT, "an auto footer text getter");
    if (st == RK_OK) check_copy("an auto footer text getter", st, buf, cap, len);
}

static void auto_bind(aslot *a, uint8_t hb) {
    uint8_t tb = u8();
    int live, task_ok = 1;
    rk_auto_footer *handle = auto_handle(a, hb, &live);
    rk_task *task = NULL;
    rk_status st;
    if (!handle && hb < 240) return;
    if (tb < 160) {
        tslot *ts = &g.task[tb % NTASK];
        task = ts->h;
        task_ok = ts->live || ts->h == NULL;
    } else if (tb < 200) {
        task = NULL;
    } else if (tb < 220) {
        task = other_task;
        task_ok = 0;
    } else {
        task = bad_handle(RK_KIND_TASK, tb);
        task_ok = task == NULL;
    }
    st = TOP(fz_auto_footer_set_refreshing_with_state_of_task(handle, task));
    expect_st(st, during_destroy(live && task_ok ? RK_OK : RK_ERR_INVALID_HANDLE),
              "rk_auto_footer_set_refreshing_with_state_of_task");
}

/* A setter or a command from a worker thread (joined at once): queued, applied at dispatch. */
typedef struct awork {
    rk_auto_footer *handle;
    int cmd; /* -1: the setter; 0..4: a command */
    tset_args a;
    int args_ok;
    rk_status st;
    tok *t;
} awork;
static void *aworker_main(void *arg) {
    awork *w = arg;
    on_worker = 1;
    if (w->cmd >= 0) w->st = acommand(w->handle, w->cmd, w->t ? acompletion_fn : NULL, w->t);
    else w->st = asetter(w->handle, &w->a, &w->args_ok);
    seen(w->st, "an auto footer call from a worker thread");
    return NULL;
}
static void auto_worker(aslot *as, uint8_t hb) {
    uint8_t which = u8();
    awork w;
    pthread_t thread;
    int live;
    memset(&w, 0, sizeof w);
    w.handle = auto_handle(as, hb, &live);
    w.cmd = which >= 224 ? which % 5 : -1;
    w.args_ok = 1;
    tset_read(&w.a, which);
    if ((!w.handle && hb < 240) || g.workers >= MAX_WORKERS) return;
    if (w.cmd >= 0 && w.cmd != 4) {
        w.t = new_tok(TOK_COMPLETION, "an auto footer command (queued)");
        if (!w.t) return;
        w.t->autof = 1;
        w.t->footer = w.handle;
        w.t->expect = 1;
    }
    g.workers++;
    if (pthread_create(&thread, NULL, aworker_main, &w) != 0) fail("pthread_create failed");
    if (pthread_join(thread, NULL) != 0) fail("pthread_join failed");
    trace("  auto footer %s from a worker -> %s\n", w.cmd >= 0 ? "command" : "setter", sname(w.st));
    if (w.t) {
        w.t->expect = w.st == RK_OK;
        if (w.t->calls) fail("a queued auto footer command's completion ran before a dispatch");
    }
    expect_head(w.st, live, w.args_ok, RK_ERR_INVALID_ARGUMENT, "an auto footer call from a worker thread");
    if (w.st == RK_OK) g.queued++;
}

/* A setter (sel % 6 == 0, 1), images (2), a getter (3), a bind, a fuzz handler or a worker's call (4, 5). */
static void op_aset(void) {
    aslot *a = pick_auto_any();
    uint8_t sel = u8();
    switch (sel % 6) {
    case 0:
    case 1: auto_setter(a, u8()); break;
    case 2: auto_images(a); break;
    case 3: auto_getter(a, u8()); break;
    case 4:
        if (sel & 0x80) auto_bind(a, u8());
        else if (a->h) connect_fuzz(RK_KIND_AUTO_FOOTER, a->h);
        break;
    default: auto_worker(a, u8()); break;
    }
}

/* ---- scroll views ---- */

/* The component a scroll view call names: a live or destroyed one of any attaching kind, or a bad
   handle; its slot in the scroll view (0 header, 1 footer, 2 trailer; -1 for a bad handle). */
static void *pick_component(uint8_t b, int *slot, int *live) {
    int i = (b >> 2) % 4;
    *live = 0;
    switch (b & 3) {
    case 0: *slot = 0; *live = g.head[i % NHEAD].live; return g.head[i % NHEAD].h;
    case 1: *slot = 1; *live = g.foot[i % NFOOT].live; return g.foot[i % NFOOT].h;
    case 2: *slot = 2; *live = g.trl[i % NTRL].live; return g.trl[i % NTRL].h;
    default:
        if (b < 200) {
            *slot = 1;
            *live = g.af[i % NAUTO].live;
            return g.af[i % NAUTO].h;
        }
        *slot = -1;
        /* Another context's component, or a bad handle (never one that attaches here). */
        return b < 230 ? (b & 4 ? (void *)other_auto : (void *)other_header) : bad_handle(RK_KIND_FOOTER, b);
    }
}

/* The contribution of an attached component to its edge (the back footer's: unknown, -1). */
static double contribution_of(const void *c) {
    if (head_of(c)) {
        rk_header_geometry geo;
        memset(&geo, 0, sizeof geo);
        geo.struct_size = sizeof geo;
        if (rk_header_get_geometry((rk_header *)c, &geo) != RK_OK) fail("rk_header_get_geometry failed");
        return geo.top_contribution;
    }
    if (trail_of(c)) {
        rk_trailer_geometry geo;
        memset(&geo, 0, sizeof geo);
        geo.struct_size = sizeof geo;
        if (rk_trailer_get_geometry((rk_trailer *)c, &geo) != RK_OK) fail("rk_trailer_get_geometry failed");
        return geo.right_contribution;
    }
    if (auto_of(c)) {
        rk_auto_footer_geometry geo;
        memset(&geo, 0, sizeof geo);
        geo.struct_size = sizeof geo;
        if (rk_auto_footer_get_geometry((rk_auto_footer *)c, &geo) != RK_OK) fail("rk_auto_footer_get_geometry failed");
        return geo.bottom_contribution;
    }
    return -1;
}

static double inset_on(const rk_scroll_metrics *m, int edge) {
    return edge == RK_SCROLL_EDGE_TOP ? m->inset_top : edge == RK_SCROLL_EDGE_BOTTOM ? m->inset_bottom : m->inset_right;
}

static void sv_get_metrics(svslot *s, rk_scroll_metrics *m) {
    memset(m, 0, sizeof *m);
    m->struct_size = sizeof *m;
    if (rk_scroll_view_get_metrics(s->h, m) != RK_OK) fail("rk_scroll_view_get_metrics failed on a live scroll view");
}

/* The components V drives took its update: their models follow (what they took, as their own
   updates would have set it; the back footer's and trailer's F8 models see a host inset change). */
static void sv_drove(svslot *s, const rk_scroll_metrics *m) {
    for (int k = 0; k < 3; k++) {
        void *c = s->comp[k];
        fslot *f = foot_of(c);
        hslot *h = head_of(c);
        trslot *t = trail_of(c);
        aslot *a = auto_of(c);
        if (f) {
            if (f->in_refresh && memcmp(&m->inset_bottom, &f->m.inset_bottom, sizeof(double)) != 0) f->clean = 0;
            f->m = *m;
        }
        if (h) h->m = *m;
        if (t) {
            if (memcmp(&m->inset_right, &t->m.inset_right, sizeof(double)) != 0) t->clean = 0;
            t->m = *m;
        }
        if (a) a->m = *m;
    }
}

/* An update from a worker thread. */
typedef struct swork {
    rk_scroll_view *h;
    rk_scroll_metrics m;
    rk_status st;
} swork;
static void *sworker_main(void *arg) {
    swork *w = arg;
    on_worker = 1;
    w->st = rk_scroll_view_set_metrics(w->h, &w->m);
    seen(w->st, "rk_scroll_view_set_metrics from a worker thread");
    return NULL;
}

/* 1.5: rows inserted at an edge, with hostile edges, heights and item counts: an accepted
   insertion grows the content (and a counted list's items) by exactly what it says and moves the
   offset as docs/behaviour/scroll-view.md §6 says; a refused one changes nothing. */
static void sv_insert(svslot *s) {
    static const rk_scroll_edge edges[] = {RK_SCROLL_EDGE_TOP, RK_SCROLL_EDGE_BOTTOM, RK_SCROLL_EDGE_RIGHT, 3, -1};
    uint8_t hb = u8(), eb = u8();
    rk_scroll_view *handle = hb < 240 ? s->h : bad_handle(RK_KIND_SCROLL_VIEW, hb);
    int live = hb < 240 && s->live;
    rk_scroll_edge edge = edges[eb % 5];
    double height = val();
    int64_t items = (eb & 0x80) ? (int64_t)u8() - 8 : (eb & 0x40) ? (eb & 0x20 ? INT64_MAX : 1000000001) : 0;
    int args_ok = (edge == RK_SCROLL_EDGE_TOP || edge == RK_SCROLL_EDGE_BOTTOM) && length_ok(height) && items >= 0 &&
                  items <= 1000000000;
    rk_scroll_metrics before, after;
    rk_status st;
    if (handle == NULL && hb < 240) return;
    if (live) {
        sv_get_metrics(s, &before);
        if (args_ok && (before.content_height + height > 1e9 || before.offset_y + height > 1e9)) args_ok = 0;
    }
    trace("  scroll view %d: inserted %.17g high, %lld items, at edge %d\n", (int)(s - g.sv), height, (long long)items,
          (int)edge);
    st = TOP(rk_scroll_view_content_inserted(handle, edge, height, items));
    expect_head(st, live, args_ok, RK_ERR_INVALID_ARGUMENT, "rk_scroll_view_content_inserted");
    if (!live || !s->live) return;
    sv_get_metrics(s, &after);
    if (st != RK_OK) {
        if (memcmp(&before, &after, sizeof before) != 0) fail("a refused insertion changed the scroll view's metrics");
        return;
    }
    if (after.content_height != before.content_height + height)
        fail("inserting %.17g made the content %.17g from %.17g", height, after.content_height, before.content_height);
    if (edge == RK_SCROLL_EDGE_TOP && height > 0 && after.offset_y != before.offset_y + height)
        fail("inserting %.17g above moved the offset from %.17g to %.17g", height, before.offset_y, after.offset_y);
    if (edge == RK_SCROLL_EDGE_BOTTOM && after.offset_y < before.offset_y)
        fail("inserting below moved the offset back from %.17g to %.17g", before.offset_y, after.offset_y);
    if (after.item_count != (before.item_count > 0 && before.item_count <= INT64_MAX - items ? before.item_count + items
                                                                                              : before.item_count))
        fail("inserting %lld items made the count %lld from %lld", (long long)items, (long long)after.item_count,
             (long long)before.item_count);
    s->m = after;
    sv_drove(s, &after);
}

static void op_scroll(void) {
    svslot *s = pick_sv_any();
    uint8_t sel = u8();
    rk_status st;
    switch (sel % 8) {
    case 0: { /* create or destroy */
        rk_scroll_view *handle = NULL;
        if (s->live) {
            destroy_sv(s->h);
            return;
        }
        if (sel & 0x80) {
            st = TOP(rk_scroll_view_create(g.ctx, NULL));
            expect_st(st, RK_ERR_INVALID_ARGUMENT, "rk_scroll_view_create (NULL out)");
            return;
        }
        st = TOP(rk_scroll_view_create(g.ctx, &handle));
        expect_st(st, RK_OK, "rk_scroll_view_create");
        memset(s, 0, sizeof *s);
        s->h = handle;
        s->live = 1;
        s->m.struct_size = sizeof s->m;
        host_connect(handle, RK_KIND_SCROLL_VIEW, "inset-requested", (rk_callback)sv_inset, HOST_INSET);
        host_connect(handle, RK_KIND_SCROLL_VIEW, "offset-requested", (rk_callback)sv_offset, HOST_OFFSET);
        return;
    }
    case 1:
    case 2: { /* attach, detach */
        int attach = sel % 8 == 1, slot, live, edge;
        uint8_t cb = u8(), hb = u8();
        void *c = pick_component(cb, &slot, &live);
        /* 236..239: another context's scroll view (a component of this one is refused). */
        rk_scroll_view *handle = hb < 236 ? s->h : hb < 240 ? other_sv : bad_handle(RK_KIND_SCROLL_VIEW, hb);
        int sv_live = hb < 236 && s->live;
        svslot *holder = sv_holding(c);
        rk_status want;
        rk_scroll_metrics before, after;
        double c_before = 0, host_before = 0;
        struct {
            rk_scroll_metrics f;
            int clean;
        } saved;
        memset(&saved, 0, sizeof saved);
        if (handle == NULL && hb < 240) return;
        if (c == NULL && slot >= 0) return;
        edge = c ? edge_of(c) : RK_SCROLL_EDGE_BOTTOM;
        if (!sv_live || !live) want = RK_ERR_INVALID_HANDLE;
        else if (attach) want = holder != NULL || s->comp[slot] != NULL ? RK_ERR_INVALID_STATE : RK_OK;
        else want = holder == s ? RK_OK : RK_ERR_INVALID_STATE;
        if (want == RK_OK) {
            sv_get_metrics(s, &before);
            if (!attach) c_before = contribution_of(c);
            if (rk_scroll_view_get_host_inset(s->h, edge, &host_before) != RK_OK) fail("rk_scroll_view_get_host_inset failed");
        }
        /* Attaching gives the component the scroll view's metrics: its model takes them (and is
           given back its own if the attach fails). */
        if (attach && want == RK_OK) {
            fslot *f = foot_of(c);
            trslot *t = trail_of(c);
            hslot *hh = head_of(c);
            aslot *a = auto_of(c);
            if (f) saved.f = f->m, saved.clean = f->clean, f->m = s->m, f->clean = 0;
            if (t) saved.f = t->m, saved.clean = t->clean, t->m = s->m, t->clean = 0;
            if (hh) saved.f = hh->m, hh->m = s->m;
            if (a) saved.f = a->m, a->m = s->m;
        }
        /* A component holding an inset moves off its own host at an attach (or off this scroll
           view at a detach): one give-back request through its own signal may come first. */
        if (want == RK_OK) {
            fslot *f = foot_of(c);
            trslot *t = trail_of(c);
            if (f) f->giveback = f->state == RK_FOOTER_REFRESHING;
            if (t) t->giveback = t->state == RK_FOOTER_REFRESHING;
        }
        st = TOP(attach ? rk_scroll_view_attach(handle, c) : rk_scroll_view_detach(handle, c));
        {
            fslot *f = foot_of(c);
            trslot *t = trail_of(c);
            if (f) f->giveback = 0;
            if (t) t->giveback = 0;
        }
        if (attach && want == RK_OK && st != RK_OK) {
            fslot *f = foot_of(c);
            trslot *t = trail_of(c);
            hslot *hh = head_of(c);
            aslot *a = auto_of(c);
            if (f) f->m = saved.f, f->clean = saved.clean;
            if (t) t->m = saved.f, t->clean = saved.clean;
            if (hh) hh->m = saved.f;
            if (a) a->m = saved.f;
        }
        trace("  scroll view %d: %s component %p (slot %d) -> %s\n", (int)(s - g.sv), attach ? "attach" : "detach", c, slot, sname(st));
        /* Either refusal is right for a bad handle with a held slot (the header does not order them). */
        if (want == RK_ERR_INVALID_HANDLE && st == RK_ERR_INVALID_STATE && sv_live) return;
        expect_st(st, during_destroy(want), attach ? "rk_scroll_view_attach" : "rk_scroll_view_detach");
        if (st != RK_OK || !s->live) return;
        s->comp[slot] = attach ? c : NULL;
        if (slot == 1) s->fkind = attach ? (auto_of(c) ? RK_KIND_AUTO_FOOTER : RK_KIND_FOOTER) : 0;
        if (!attach) {
            /* F8: exactly the contribution given back, at once; the host's own inset unchanged. */
            double host_after = 0;
            sv_get_metrics(s, &after);
            if (c_before >= 0 && inset_on(&after, edge) != inset_on(&before, edge) - c_before)
                fail("detach gave back %.17g of an inset %.17g: it is %.17g (the component added %.17g)",
                     inset_on(&before, edge) - inset_on(&after, edge), inset_on(&before, edge), inset_on(&after, edge), c_before);
            if (rk_scroll_view_get_host_inset(s->h, edge, &host_after) != RK_OK) fail("rk_scroll_view_get_host_inset failed");
            if (c_before >= 0 && host_after != inset_on(&after, edge))
                fail("after a detach the host's own inset on edge %d is %.17g, the inset %.17g", edge, host_after, inset_on(&after, edge));
        } else if (auto_of(c)) {
            double added = contribution_of(c);
            sv_get_metrics(s, &after);
            if (added != 0 && inset_on(&after, edge) != inset_on(&before, edge) + added)
                fail("an attached auto footer adding %.17g made the bottom inset %.17g from %.17g", added,
                     inset_on(&after, edge), inset_on(&before, edge));
        }
        return;
    }
    case 3:
    case 4: { /* an update: hostile fields, or a drag (offset from the input, then let go) */
        uint8_t hb = u8(), mask = u8(), sb = u8();
        rk_scroll_view *handle = hb < 240 ? s->h : bad_handle(RK_KIND_SCROLL_VIEW, hb);
        int live = hb < 240 && s->live, valid;
        rk_scroll_metrics m = s->m, copy;
        uint32_t size = sb < 200 ? (uint32_t)sizeof m : sb < 230 ? RK_SCROLL_METRICS_SIZE_1_0 : (uint32_t)(sb % 64);
        if (handle == NULL && hb < 240) return;
        m.struct_size = sizeof m;
        if (m.viewport_width == 0 && m.viewport_height == 0) {
            m.viewport_width = 320, m.viewport_height = 480, m.content_height = 1000, m.content_width = 1000;
        }
        if (mask & 0x01) m.dragging = u8() % 3 == 2 ? 2 : 1;
        if (mask & 0x02) m.viewport_width = val(), m.viewport_height = val();
        if (mask & 0x04) m.inset_top = val(), m.inset_left = val();
        if (mask & 0x08) m.inset_bottom = val(), m.inset_right = val();
        if (mask & 0x10) m.content_height = val(), m.content_width = val();
        if (mask & 0x20) m.pan = (rk_pan_state)(u8() % 6);
        if (mask & 0x40) m.offset_y = val(), m.offset_x = val();
        if (mask & 0x80) m.offset_y = sel % 8 == 4 ? -ordinary() : m.content_height - m.viewport_height + m.inset_bottom + ordinary();
        valid = metrics_valid(&m, size, sb == 255);
        copy = m;
        copy.struct_size = size;
        if (live && size < sizeof m) {
            /* The 1.0 size: the 1.2 fields read as 0. */
            m.content_width = m.inset_right = m.offset_x = 0;
            m.pan = RK_PAN_NONE;
        }
        if (live && valid) s->m = m, sv_drove(s, &m);
        st = TOP(rk_scroll_view_set_metrics(handle, sb == 255 ? NULL : &copy));
        expect_head(st, live, valid, RK_ERR_INVALID_ARGUMENT, "rk_scroll_view_set_metrics");
        if (st == RK_OK && live && s->live && !(mask & 0x01) && m.dragging) {
            /* Let go. */
            m = s->m;
            m.dragging = 0;
            m.pan = RK_PAN_ENDED;
            s->m = m;
            sv_drove(s, &m);
            st = TOP(rk_scroll_view_set_metrics(s->h, &m));
            expect_st(st, RK_OK, "rk_scroll_view_set_metrics (let go)");
        }
        return;
    }
    case 5: { /* queries */
        uint8_t hb = u8(), which = u8();
        rk_scroll_view *handle = hb < 240 ? s->h : bad_handle(RK_KIND_SCROLL_VIEW, hb);
        int live = hb < 240 && s->live;
        if (handle == NULL && hb < 240) return;
        switch (which % 3) {
        case 0: {
            static const rk_kind kinds[] = {RK_KIND_HEADER, RK_KIND_FOOTER, RK_KIND_AUTO_FOOTER, RK_KIND_TRAILER,
                                            RK_KIND_TASK, RK_KIND_SCROLL_VIEW, 0, 77};
            rk_kind kind = kinds[(which >> 2) % 8];
            void *out = (void *)1;
            int ok_kind = kind == RK_KIND_HEADER || kind == RK_KIND_FOOTER || kind == RK_KIND_AUTO_FOOTER || kind == RK_KIND_TRAILER;
            st = TOP(rk_scroll_view_get_component(handle, kind, which & 0x80 ? NULL : &out));
            expect_head(st, live, ok_kind && !(which & 0x80), RK_ERR_INVALID_ARGUMENT, "rk_scroll_view_get_component");
            if (st == RK_OK) {
                int slot = kind == RK_KIND_HEADER ? 0 : kind == RK_KIND_TRAILER ? 2 : 1;
                void *want = s->comp[slot];
                if (slot == 1 && s->fkind != kind) want = NULL;
                if (out != want) fail("rk_scroll_view_get_component(%d) gave %p, attached %p", (int)kind, out, want);
            }
            return;
        }
        case 1: {
            rk_scroll_metrics m;
            memset(&m, 0, sizeof m);
            m.struct_size = which & 0x40 ? (uint32_t)(which % 120) : (uint32_t)sizeof m;
            st = TOP(rk_scroll_view_get_metrics(handle, which & 0x20 ? NULL : &m));
            expect_head(st, live, !(which & 0x20) && m.struct_size >= sizeof m, RK_ERR_INVALID_ARGUMENT,
                        "rk_scroll_view_get_metrics");
            return;
        }
        default: {
            static const rk_scroll_edge edges[] = {0, 1, 2, 3, -1, INT32_MAX};
            rk_scroll_edge edge = edges[(which >> 2) % 6];
            double inset = NAN;
            st = TOP(rk_scroll_view_get_host_inset(handle, edge, which & 0x80 ? NULL : &inset));
            expect_head(st, live, edge >= 0 && edge <= 2 && !(which & 0x80), RK_ERR_INVALID_ARGUMENT,
                        "rk_scroll_view_get_host_inset");
            return;
        }
        }
    }
    case 6:
        if (sel & 0x40) {
            sv_insert(s);
            return;
        }
        /* a fuzz handler on a relay */
        if (s->h) connect_fuzz(RK_KIND_SCROLL_VIEW, s->h);
        return;
    default: { /* an update from a worker thread: queued, dropped when the scroll view died */
        rk_scroll_metrics m = s->m;
        if (!s->live || g.workers >= MAX_WORKERS) return;
        m.offset_y = val();
        m.struct_size = sizeof m;
        {
            swork w;
            pthread_t thread;
            w.h = s->h;
            w.m = m;
            if (length_ok(m.offset_y)) sv_drove(s, &m); /* what the components take at dispatch */
            g.workers++;
            if (pthread_create(&thread, NULL, sworker_main, &w) != 0) fail("pthread_create failed");
            if (pthread_join(thread, NULL) != 0) fail("pthread_join failed");
            expect_head(w.st, 1, length_ok(m.offset_y), RK_ERR_INVALID_ARGUMENT, "rk_scroll_view_set_metrics (worker)");
            if (w.st == RK_OK) g.queued++;
        }
        return;
    }
    }
}

/* ---- the invariants ---- */

static void check_auto(aslot *a) {
    rk_footer_state s = 0;
    double p = -1, al = -1;
    int32_t on = -1;
    rk_auto_footer_layout l;
    rk_auto_footer_geometry geo;
    rk_footer_gif gif;
    char label[512], tag[16];
    size_t llen = 0, glen = 0;
    int found = 0;
    rk_auto_footer *h = a->h;
    if (fz_auto_footer_get_state(h, &s) != RK_OK) fail("rk_auto_footer_get_state failed on a live auto footer");
    if (s < 1 || s > 6) fail("auto footer state %d", (int)s);
    if (a->track && s != a->state) fail("rk_auto_footer_get_state says %d, state-changed said %d", (int)s, (int)a->state);
    if (fz_auto_footer_get_pulling_percent(h, &p) != RK_OK || !(p == 0 || p == 1)) fail("auto footer pulling percent %.17g", p);
    if (fz_auto_footer_get_alpha(h, &al) != RK_OK || !(al >= 0 && al <= 1)) fail("auto footer alpha %.17g", al);
    if (rk_auto_footer_is_spinner_animating(h, &on) != RK_OK || (on != 0 && on != 1)) fail("auto footer spinner %d", (int)on);
    if (a->style == RK_AUTO_FOOTER_STYLE_GIF && on) fail("a GIF auto footer's spinner animates");
    if (a->spin_track && a->style == RK_AUTO_FOOTER_STYLE_NORMAL && on != a->spinning)
        fail("auto footer spinner %d, the last spinner-changed said %d", (int)on, (int)a->spinning);
    memset(&geo, 0, sizeof geo);
    geo.struct_size = sizeof geo;
    if (rk_auto_footer_get_geometry(h, &geo) != RK_OK) fail("rk_auto_footer_get_geometry failed");
    if (!height_ok(geo.height) || geo.reserved != 0) fail("auto footer height %.17g, reserved %u", geo.height, geo.reserved);
    if (geo.bottom_contribution != 0 && geo.bottom_contribution != geo.height)
        fail("auto footer adds %.17g to the bottom inset (0 or its height %.17g)", geo.bottom_contribution, geo.height);
    if (!geo.attached && geo.bottom_contribution != 0) fail("a detached auto footer adds %.17g", geo.bottom_contribution);
    if (sv_holding(h) && !geo.attached) fail("an auto footer on a scroll view says it is not attached");
    if (!isfinite(geo.trigger_offset) || !isfinite(geo.pan_end_offset) || !isfinite(geo.top_rest_offset) ||
        !isfinite(geo.base_bottom) || !isfinite(geo.previous_offset) || !length_ok(geo.trigger_percent) ||
        !size_ok(geo.ignored_bottom_inset) || (geo.tall != 0 && geo.tall != 1))
        fail("auto footer geometry: trigger %.17g, pan end %.17g, top %.17g, B0 %.17g, previous %.17g, r %.17g, gB %.17g",
             geo.trigger_offset, geo.pan_end_offset, geo.top_rest_offset, geo.base_bottom, geo.previous_offset,
             geo.trigger_percent, geo.ignored_bottom_inset);
    memset(&l, 0, sizeof l);
    l.struct_size = sizeof l;
    if (rk_auto_footer_get_layout(h, &l) != RK_OK) fail("rk_auto_footer_get_layout failed");
    if (l.style != a->style || !rect_ok(&l.footer) || !rect_ok(&l.label) || !rect_ok(&l.spinner) || !rect_ok(&l.gif))
        fail("auto footer layout: style %d, a rect not finite or of negative size", (int)l.style);
    if (a->style == RK_AUTO_FOOTER_STYLE_NORMAL ? !rect_zero(&l.gif) : !rect_zero(&l.spinner))
        fail("auto footer layout: the other style's rect is not zero");
    memset(&gif, 0, sizeof gif);
    gif.struct_size = sizeof gif;
    if (fz_auto_footer_get_gif(h, &gif) != RK_OK) fail("rk_auto_footer_get_gif failed");
    if ((gif.visible != 0 && gif.visible != 1) || (a->style == RK_AUTO_FOOTER_STYLE_NORMAL && gif.visible))
        fail("auto footer GIF visible %d (style %d)", (int)gif.visible, a->style);
    if (gif.has_frame) host_frame_check(gif.image_id, gif.index, "rk_auto_footer_get_gif");
    if (fz_auto_footer_get_label(h, label, sizeof label, &llen) != RK_OK) fail("rk_auto_footer_get_label failed");
    check_copy("rk_auto_footer_get_label", RK_OK, label, sizeof label, llen);
    if (fz_auto_footer_get_language(h, tag, sizeof tag, &glen) != RK_OK) fail("rk_auto_footer_get_language failed");
    check_copy("rk_auto_footer_get_language", RK_OK, tag, sizeof tag, glen);
    for (size_t i = 0; i < sizeof TABLES / sizeof TABLES[0]; i++)
        if (strcmp(tag, TABLES[i]) == 0) found = 1;
    if (!found) fail("rk_auto_footer_get_language says '%s'", tag);
}

static void check_scroll_view(svslot *s) {
    rk_scroll_metrics m;
    static const rk_kind kinds[3] = {RK_KIND_HEADER, RK_KIND_FOOTER, RK_KIND_TRAILER};
    sv_get_metrics(s, &m);
    for (int k = 0; k < 3; k++) {
        void *out = (void *)1, *want = s->comp[k];
        rk_kind kind = k == 1 && s->fkind == RK_KIND_AUTO_FOOTER ? RK_KIND_AUTO_FOOTER : kinds[k];
        double host = NAN, c = want ? contribution_of(want) : 0;
        int edge = k == 0 ? RK_SCROLL_EDGE_TOP : k == 1 ? RK_SCROLL_EDGE_BOTTOM : RK_SCROLL_EDGE_RIGHT;
        if (rk_scroll_view_get_component(s->h, kind, &out) != RK_OK) fail("rk_scroll_view_get_component failed");
        if (out != want) fail("scroll view slot %d holds %p, the harness attached %p", k, out, want);
        if (rk_scroll_view_get_host_inset(s->h, edge, &host) != RK_OK) fail("rk_scroll_view_get_host_inset failed");
        if (c >= 0 && host != inset_on(&m, edge) - c)
            fail("scroll view edge %d: the host's own inset %.17g, the inset %.17g, the component adds %.17g", edge, host,
                 inset_on(&m, edge), c);
    }
}

static void check_autos(void) {
    for (int i = 0; i < NAUTO; i++)
        if (g.af[i].live) check_auto(&g.af[i]);
    for (int i = 0; i < NSV; i++)
        if (g.sv[i].live) check_scroll_view(&g.sv[i]);
}

/* ------------------------------------------------------------------------------------------------
 * Components (any kind), 1.4: the refusals the generic functions add (opcode byte OPCODE_COMPONENT)
 *
 * - A handle that is not a member of the family (a live task, indicator, probe, scroll view,
 *   progress, the context) given to an rk_component_* function: RK_ERR_INVALID_HANDLE, even with
 *   arguments that are themselves invalid (a live handle of another kind is refused first); the
 *   object is still alive and of its kind afterwards (rk_component_destroy destroyed nothing).
 * - A verb the component's kind lacks (no more data on a header or trailer, a height or images on a
 *   trailer, a data count or a hidden label on an auto footer, ...), with valid arguments:
 *   RK_ERR_INVALID_STATE, and nothing changes: the same state before and after, no handler ran.
 * Every refusal leaves a message that names the rk_component_ function.
 * ---------------------------------------------------------------------------------------------- */

static void expect_component_message(const char *what) {
    char msg[512];
    size_t n = rk_last_error_message(msg, sizeof msg);
    if (n == 0 || strstr(msg, "rk_component_") == NULL) fail("%s: the error message does not name the rk_component_ function: \"%s\"", what, n ? msg : "");
}

/* A live object that is no member of the family, by b (the context when the slot picked is empty). */
static void *non_component(uint8_t b, rk_kind *kind) {
    int i = (b >> 3) % 4;
    switch (b % 6) {
    case 0: if (g.task[i % NTASK].live) return *kind = RK_KIND_TASK, (void *)g.task[i % NTASK].h; break;
    case 1: if (g.ind[i % NIND].live) return *kind = RK_KIND_INDICATOR, (void *)g.ind[i % NIND].h; break;
    case 2: if (g.probe[i % NPROBE].live) return *kind = RK_KIND_PROBE, (void *)g.probe[i % NPROBE].h; break;
    case 3: if (g.sv[i % NSV].live) return *kind = RK_KIND_SCROLL_VIEW, (void *)g.sv[i % NSV].h; break;
    case 4: if (g.prog[i % NPROG].live) return *kind = RK_KIND_PROGRESS, (void *)g.prog[i % NPROG].h; break;
    default: break;
    }
    *kind = RK_KIND_CONTEXT;
    return g.ctx;
}

static void component_wrong_family(uint8_t which, uint8_t b) {
    rk_kind kind, k = 0;
    void *h = non_component(b, &kind);
    int bad = (which >> 7) & 1; /* arguments that are invalid too */
    rk_refresh_state s;
    double d;
    char buf[8];
    size_t len;
    rk_scroll_metrics m;
    rk_status st;
    const char *what;
    memset(&m, 0, sizeof m);
    m.struct_size = bad ? 1 : sizeof m;
    switch ((which >> 1) % 12) {
    case 0: what = "rk_component_set_visible"; st = TOP(rk_component_set_visible(h, bad ? 7 : 1)); break;
    case 1: what = "rk_component_get_state"; st = TOP(rk_component_get_state(h, bad ? NULL : &s)); break;
    case 2: what = "rk_component_begin_refreshing"; st = TOP(rk_component_begin_refreshing(h, NULL, NULL)); break;
    case 3: what = "rk_component_end_refreshing_with_no_more_data";
        st = TOP(rk_component_end_refreshing_with_no_more_data(h, NULL, NULL)); break;
    case 4: what = "rk_component_set_title"; st = TOP(rk_component_set_title(h, bad ? 250 : RK_FOOTER_IDLE, "x")); break;
    case 5: what = "rk_component_destroy"; st = TOP(rk_component_destroy(h)); break;
    case 6: what = "rk_component_set_metrics"; st = TOP(rk_component_set_metrics(h, &m)); break;
    case 7: what = "rk_component_set_height"; st = TOP(rk_component_set_height(h, bad ? NAN : 44.0)); break;
    case 8: what = "rk_component_get_label"; st = TOP(rk_component_get_label(h, bad ? NULL : buf, sizeof buf, &len)); break;
    case 9: what = "rk_component_get_pulling_percent"; st = TOP(rk_component_get_pulling_percent(h, bad ? NULL : &d)); break;
    case 10: what = "rk_component_set_data_count"; st = TOP(rk_component_set_data_count(h, bad ? -1 : 3)); break;
    default: what = "rk_component_set_refreshing_with_state_of_task"; st = TOP(rk_component_set_refreshing_with_state_of_task(h, NULL)); break;
    }
    expect_st(st, RK_ERR_INVALID_HANDLE, what);
    expect_component_message(what);
    if (rk_object_kind(h, &k) != RK_OK || k != kind)
        fail("%s on a live object of kind %d (not a component) changed it: now %d", what, (int)kind, (int)k);
}

static void component_lacking_verb(uint8_t which, uint8_t b) {
    /* The verbs each kind lacks, from the header's "Components (any kind)". */
    enum { V_NO_MORE, V_RESET, V_HEIGHT, V_BOTTOM, V_COUNT, V_TEXT_WIDTH, V_LABEL_HIDDEN, V_LEFT_INSET,
           V_IMAGES, V_IMAGES_D, V_IMAGES_FD, V_GIF, V_FRAME_AT };
    static const int header_lacks[] = {V_NO_MORE, V_RESET, V_BOTTOM, V_COUNT, V_TEXT_WIDTH};
    static const int trailer_lacks[] = {V_NO_MORE, V_RESET, V_HEIGHT, V_BOTTOM, V_LEFT_INSET, V_TEXT_WIDTH,
                                        V_IMAGES, V_IMAGES_D, V_IMAGES_FD, V_GIF, V_FRAME_AT};
    static const int auto_lacks[] = {V_COUNT, V_LABEL_HIDDEN};
    static const char *const names[] = {
        "rk_component_end_refreshing_with_no_more_data", "rk_component_reset_no_more_data",
        "rk_component_set_height", "rk_component_set_ignored_bottom_inset", "rk_component_set_data_count",
        "rk_component_set_text_width", "rk_component_set_label_hidden", "rk_component_set_label_left_inset",
        "rk_component_set_images", "rk_component_set_images_with_duration",
        "rk_component_set_images_with_frame_durations", "rk_component_get_gif", "rk_component_frame_at"};
    void *h = NULL;
    int verb;
    int i = (b >> 2) % 3;
    rk_refresh_state before = 0, after = 0;
    rk_footer_gif gif;
    rk_image img;
    double dur = 0.5, pct0 = 0, pct1 = 0;
    uint64_t id, e0 = g.emissions;
    int32_t index;
    rk_status st;
    memset(&img, 0, sizeof img);
    img.id = 1;
    img.width = 10;
    img.height = 10;
    switch (b % 3) {
    case 0: if (g.head[i].live) h = g.head[i].h; verb = header_lacks[(which >> 1) % 5]; break;
    case 1: if (g.trl[i].live) h = g.trl[i].h; verb = trailer_lacks[(which >> 1) % 11]; break;
    default: if (g.af[i].live) h = g.af[i].h; verb = auto_lacks[(which >> 1) % 2]; break;
    }
    if (!h) return;
    expect_st(rk_component_get_state(h, &before), RK_OK, "rk_component_get_state (before a verb the kind lacks)");
    expect_st(rk_component_get_pulling_percent(h, &pct0), RK_OK, "rk_component_get_pulling_percent (before)");
    switch (verb) {
    case V_NO_MORE: st = TOP(rk_component_end_refreshing_with_no_more_data(h, NULL, NULL)); break;
    case V_RESET: st = TOP(rk_component_reset_no_more_data(h, NULL, NULL)); break;
    case V_HEIGHT: st = TOP(rk_component_set_height(h, 44.0)); break;
    case V_BOTTOM: st = TOP(rk_component_set_ignored_bottom_inset(h, 10.0)); break;
    case V_COUNT: st = TOP(rk_component_set_data_count(h, 0)); break;
    case V_TEXT_WIDTH: st = TOP(rk_component_set_text_width(h, 80.0)); break;
    case V_LABEL_HIDDEN: st = TOP(rk_component_set_label_hidden(h, 1)); break;
    case V_LEFT_INSET: st = TOP(rk_component_set_label_left_inset(h, 5.0)); break;
    case V_IMAGES: st = TOP(rk_component_set_images(h, RK_FOOTER_IDLE, &img, 1)); break;
    case V_IMAGES_D: st = TOP(rk_component_set_images_with_duration(h, RK_FOOTER_IDLE, &img, 1, 1.0)); break;
    case V_IMAGES_FD: st = TOP(rk_component_set_images_with_frame_durations(h, RK_FOOTER_IDLE, &img, &dur, 1)); break;
    case V_GIF: st = TOP(rk_component_get_gif(h, &gif)); break;
    default: st = TOP(rk_component_frame_at(h, 1.0, &id, &index)); break;
    }
    expect_st(st, RK_ERR_INVALID_STATE, names[verb]);
    expect_component_message(names[verb]);
    expect_st(rk_component_get_state(h, &after), RK_OK, "rk_component_get_state (after a verb the kind lacks)");
    expect_st(rk_component_get_pulling_percent(h, &pct1), RK_OK, "rk_component_get_pulling_percent (after)");
    if (after != before || memcmp(&pct0, &pct1, sizeof pct0) != 0)
        fail("%s, refused (a verb the kind lacks), changed the state %d -> %d or the percent %g -> %g", names[verb],
             (int)before, (int)after, pct0, pct1);
    if (g.emissions != e0) fail("%s, refused (a verb the kind lacks), ran %llu handlers", names[verb],
                                (unsigned long long)(g.emissions - e0));
}

static void op_component(void) {
    uint8_t which = u8(), b = u8();
    if (which & 1) component_lacking_verb(which, b);
    else component_wrong_family(which, b);
}

/* ------------------------------------------------------------------------------------------------
 * One input
 * ---------------------------------------------------------------------------------------------- */

enum {
    OP_FOOTER, OP_TASK_LIFE, OP_IND_LIFE, OP_PROBE_LIFE, OP_CONNECT, OP_DISCONNECT, OP_METRICS, OP_DRAG,
    OP_BEGIN, OP_END, OP_IMAGES, OP_TITLE, OP_LANGUAGE, OP_FOOTER_SET, OP_FOOTER_GET, OP_TASK,
    OP_BIND_IND, OP_BIND_FOOTER, OP_MONITOR, OP_DISPATCH, OP_CLOCK, OP_TIMER, OP_PROBE, OP_BAD,
    OP_MISC, OP_ADVANCE, OP_WAKEUP,
    OP_XCLOCK, OP_XTIMER, OP_SIDE, OP_SCRIPT, OP_WORKER, OP_FOREIGN, OP_HUGECAP, OP_MEASURE, OP_DEADLINE,
    OP_HLIFE, OP_HMETRICS, OP_HDRAG, OP_HBEGIN, OP_HEND, OP_HTITLE, OP_HIMAGES, OP_HSET, OP_HGET, OP_STORE,
    OP_HBIND, OP_HCONNECT, OP_HWORKER,
    OP_TLIFE, OP_TMETRICS, OP_TCOMMAND, OP_TSET, OP_TGET, OP_TMISC,
    OP_ALIFE, OP_AMETRICS, OP_ACOMMAND, OP_ASET, OP_SCROLL,
    OP_PROGRESS,
    OP_COMPONENT,
    OP_COUNT
};
static const char *const OP_NAMES[] = {
    "footer create/destroy", "task create/destroy", "indicator create/destroy", "probe create/destroy",
    "connect", "disconnect", "metrics", "drag", "begin", "end", "images", "title", "language",
    "footer setter", "footer getter", "task transition", "bind indicator", "bind footer", "monitor",
    "dispatch", "clock", "timer/post", "probe emit", "bad handle", "misc", "advance+dispatch",
    "wakeup/fd",
    "extreme clock", "extreme timer", "context of the list", "wakeup script", "worker thread",
    "another context's task", "huge capacity", "measure-text", "deadline wakeup",
    "header create/destroy", "header metrics", "header pull", "header begin", "header end",
    "header title/language", "header images", "header setter", "header getter", "last-updated store",
    "header bind", "header connect", "header call from a worker",
    "trailer create/destroy", "trailer metrics/swipe", "trailer begin/end", "trailer setter", "trailer getter",
    "trailer bind/connect/worker",
    "auto footer create/destroy", "auto footer metrics/load", "auto footer command",
    "auto footer setter/images/getter/bind/connect/worker", "scroll view",
    "progress",
    "component refusals (1.4)",
};
/* 32 opcodes. Indices 26..30 were second copies of drag, advance, connect, task and footer (the
   ones that move the footer through its states came twice); issue 15 took them over for the auto
   footer and the scroll view: an older input using one of those bytes now makes an auto footer or
   scroll view call there. The named seeds of corpus/ use the first copies (make_corpus.py), and
   every regression seed's trace was compared before and after: none used those bytes. */
static const uint8_t OPCODES[32] = {
    OP_FOOTER, OP_TASK_LIFE, OP_IND_LIFE, OP_PROBE_LIFE, OP_CONNECT, OP_DISCONNECT, OP_METRICS, OP_DRAG,
    OP_BEGIN, OP_END, OP_IMAGES, OP_TITLE, OP_LANGUAGE, OP_FOOTER_SET, OP_FOOTER_GET, OP_TASK,
    OP_BIND_IND, OP_BIND_FOOTER, OP_MONITOR, OP_DISPATCH, OP_CLOCK, OP_TIMER, OP_PROBE, OP_BAD,
    OP_MISC, OP_ADVANCE, OP_ALIFE, OP_AMETRICS, OP_ACOMMAND, OP_ASET, OP_SCROLL, OP_WAKEUP,
};
/* Opcode bytes 224..255: the vocabulary added for issue 11 (bytes below 224 keep their meaning, so
   older inputs replay as they did), the header vocabulary of issue 15 (233 and 240..255 but 245,
   247, 254 and 255) and its trailer vocabulary (234..239), which took over bytes that were second
   copies of issue-11 operations: an older input using one of them now makes a header or trailer
   call there. The bytes the named seeds of corpus/ use as opcodes (224..232, 245, 247, 254, 255)
   keep their meaning. */
static const uint8_t OPCODES_11[32] = {
    OP_XCLOCK, OP_XTIMER, OP_SIDE, OP_SCRIPT, OP_WORKER, OP_FOREIGN, OP_HUGECAP, OP_MEASURE,
    OP_DEADLINE, OP_HWORKER, OP_TLIFE, OP_TMETRICS, OP_TCOMMAND, OP_TSET, OP_TGET, OP_TMISC,
    OP_HLIFE, OP_HMETRICS, OP_HDRAG, OP_HBEGIN, OP_HEND, OP_SIDE, OP_HTITLE, OP_DEADLINE,
    OP_HIMAGES, OP_HSET, OP_HGET, OP_STORE, OP_HBIND, OP_HCONNECT, OP_SIDE, OP_MEASURE,
};
/* B7 (1.3): the progress vocabulary takes over one byte, 90 (the third copy of index 26, the auto
   footer's create/destroy), which no named seed uses and one generated input of corpus/ did (as of
   1.3, 9a73103512ed...: it now makes a progress call there). */
#define OPCODE_PROGRESS 90
/* 1.4: the refusals of the rk_component_* functions (op_component) take over byte 122 (the fourth copy
   of index 26, the auto footer's create/destroy), which no named seed uses: an older input using it
   now makes a component call there. */
#define OPCODE_COMPONENT 122

/* Operations after which the fd cannot have become readable by a timer start (they start none and
   run no handler that could). */
static int op_starts_no_timer(int op) {
    return op == OP_CONNECT || op == OP_DISCONNECT || op == OP_FOOTER_GET || op == OP_BAD || op == OP_MISC ||
           op == OP_PROBE_LIFE || op == OP_SCRIPT || op == OP_HUGECAP || op == OP_HGET || op == OP_TGET ||
           op == OP_COMPONENT;
}

static void build_signal_table(void) {
    static const struct {
        const char *sig;
        rk_callback fn;
    } table[] = {
        {"v:", (rk_callback)sig_v},           {"v:i", (rk_callback)sig_i},
        {"v:ii", (rk_callback)sig_ii},        {"v:iii", (rk_callback)sig_iii},        {"v:d", (rk_callback)sig_d},
        {"v:dd", (rk_callback)sig_dd},        {"v:ui", (rk_callback)sig_ui},
        {"v:u", (rk_callback)sig_u},          {"v:si", (rk_callback)sig_si},
        {"v:ddddddddi", (rk_callback)sig_layout}, {"v:s", (rk_callback)sig_s},
        {"d:s", (rk_callback)sig_s_d},        {"d:sd", (rk_callback)sig_sd_d},
        {"v:piluds", (rk_callback)sig_values}, {"v:p", (rk_callback)sig_p},
        {"v:pis", (rk_callback)sig_pis},      {"v:is", (rk_callback)sig_is},
        {"v:dddd", (rk_callback)sig_hlayout}, {"v:pidd", (rk_callback)sig_pidd},
        {"v:ill", (rk_callback)sig_ill},      {"v:pill", (rk_callback)sig_pill},
        {"v:di", (rk_callback)sig_di},
    };
    static const char letters[] = {'v', 'p', 'i', 'l', 'u', 'd', 's'};
    for (rk_kind kind = 1; kind <= MAX_KIND; kind++) {
        uint32_t n = 0;
        if (rk_signal_count(kind, &n) != RK_OK || n > MAX_SIGS) fail("rk_signal_count(%d): %u", (int)kind, n);
        sig_count[kind] = n;
        for (uint32_t i = 0; i < n; i++) {
            rk_signal_desc d;
            char sig[32];
            size_t k = 0;
            int found = 0;
            memset(&d, 0, sizeof d);
            d.struct_size = sizeof d;
            if (rk_signal_info(kind, i, &d) != RK_OK) fail("rk_signal_info(%d, %u) failed", (int)kind, i);
            if (d.return_type < 0 || d.return_type > 6 || d.param_count > RK_SIGNAL_MAX_PARAMS) fail("signal desc");
            sig[k++] = letters[d.return_type];
            sig[k++] = ':';
            for (uint32_t p = 0; p < d.param_count; p++) {
                if (d.param_types[p] < 1 || d.param_types[p] > 6) fail("signal param type %d", (int)d.param_types[p]);
                sig[k++] = letters[d.param_types[p]];
            }
            sig[k] = '\0';
            for (size_t t = 0; t < sizeof table / sizeof table[0]; t++) {
                if (strcmp(table[t].sig, sig) == 0) {
                    fz_handler[kind][i] = table[t].fn;
                    found = 1;
                }
            }
            if (!found) fail("signal '%s' of kind %d has the signature %s, which fuzz_abi.c has no handler for", d.name, (int)kind, sig);
            sig_names[kind][i] = d.name;
        }
    }
}

/* The owner of thread_ctx: creates it and its objects, then stays parked (the context stays live,
   owned by a thread that is not the fuzzing thread). */
static pthread_mutex_t owner_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t owner_cv = PTHREAD_COND_INITIALIZER;
static int owner_ready;
static void *owner_main(void *arg) {
    (void)arg;
    if (rk_context_create(&thread_ctx) != RK_OK || rk_task_create(thread_ctx, &thread_task) != RK_OK ||
        rk_footer_create(thread_ctx, &thread_footer) != RK_OK || rk_indicator_create(thread_ctx, &thread_ind) != RK_OK)
        fail("the other thread's context and objects could not be created");
    pthread_mutex_lock(&owner_mu);
    owner_ready = 1;
    pthread_cond_broadcast(&owner_cv);
    while (owner_ready) pthread_cond_wait(&owner_cv, &owner_mu);
    pthread_mutex_unlock(&owner_mu);
    return NULL;
}

static void setup_once(void) {
    static int done;
    pthread_t owner;
    rk_status st;
    if (done) return;
    done = 1;
    memset(long_ok, 'a', RK_MAX_STRING_BYTES);
    long_ok[RK_MAX_STRING_BYTES] = '\0';
    memset(long_bad, 'b', RK_MAX_STRING_BYTES + 1);
    long_bad[RK_MAX_STRING_BYTES + 1] = '\0';
    build_signal_table();
    g.trace = getenv("FUZZ_ABI_TRACE") != NULL;
    strict = getenv("FUZZ_ABI_STRICT") != NULL && strcmp(getenv("FUZZ_ABI_STRICT"), "0") != 0;
    if (strict && strcmp(getenv("FUZZ_ABI_STRICT"), "1") != 0) strict_list = getenv("FUZZ_ABI_STRICT");
    /* The other context: its handles must be refused by this input's context. */
    st = rk_context_create(&other_ctx);
    if (st != RK_OK) fail("rk_context_create (other): %s", sname(st));
    if (rk_footer_create(other_ctx, &other_footer) != RK_OK || rk_task_create(other_ctx, &other_task) != RK_OK ||
        rk_indicator_create(other_ctx, &other_ind) != RK_OK ||
        rk_header_create(other_ctx, RK_HEADER_STYLE_NORMAL, &other_header) != RK_OK ||
        rk_trailer_create(other_ctx, RK_TRAILER_STYLE_NORMAL, &other_trailer) != RK_OK ||
        rk_auto_footer_create(other_ctx, RK_AUTO_FOOTER_STYLE_NORMAL, &other_auto) != RK_OK ||
        rk_scroll_view_create(other_ctx, &other_sv) != RK_OK)
        fail("the other context's objects");
    if (pthread_create(&owner, NULL, owner_main, NULL) != 0 || pthread_detach(owner) != 0)
        fail("cannot start the thread that owns the other thread's context");
    pthread_mutex_lock(&owner_mu);
    while (!owner_ready) pthread_cond_wait(&owner_cv, &owner_mu);
    pthread_mutex_unlock(&owner_mu);
}

static void end_checks(void) {
    int ok_connects = 0, notifies = 0;
    for (int i = 0; i < g.nrec; i++) {
        rec *r = &g.recs[i];
        if (r->depth != 0) fail("handler '%s' still running", r->signame);
        if (r->st == RK_OK && r->has_notify) {
            ok_connects++;
            if (r->notified != 1) fail("connection to '%s' (kind %d): destroy_notify called %d times", r->signame, (int)r->kind, r->notified);
        }
        if (r->st != RK_OK && r->notified) fail("failed connection got destroy_notify");
        notifies += r->notified;
    }
    if (notifies != ok_connects) fail("%d destroy_notify calls for %d connections", notifies, ok_connects);
    for (int i = 0; i < g.ntok; i++) {
        tok *t = &g.toks[i];
        if (t->expect && t->calls != 1) fail("%s (#%d) called %d times by the end", t->what, i, t->calls);
        if (!t->expect && t->calls != 0) fail("%s (#%d) of a failed call called %d times", t->what, i, t->calls);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    rk_status st;
    rk_context *ctx = NULL;
    setup_once();
    {
        int trace_on = g.trace;
        memset(&g, 0, sizeof g);
        memset(g_loads, 0, sizeof g_loads);
        g_nlo = 0;
        g.trace = trace_on;
    }
    g.p = data;
    g.n = size;
    g.budget = REENTRY_BUDGET;
    g.now_a = 1000.0;
    g.now_b = 5.0;
    g.act_delay = 1.0;
    g.comp_delay = 0.17;
    g.vis_track = 1;
    g.wake_budget = WAKE_BUDGET;
    wake_depth = 0;

    st = rk_context_create(&ctx);
    if (st == RK_ERR_LIMIT) {
        /* A process may create 268,434,432 contexts; an input creates at most 1 + MAX_CTX_CREATIONS,
           and run.sh restarts the fuzzer long before. Say so if it ever happens. */
        fail("rk_context_create: RK_ERR_LIMIT with at most %d other live contexts", 2 + NSIDE);
    }
    if (st != RK_OK) fail("rk_context_create: %s", sname(st));
    g.ctx = ctx;
    expect_st(rk_context_set_clock(ctx, clock_fn, &g.now_a), RK_OK, "rk_context_set_clock");
    expect_st(rk_context_fd(ctx, &g.fd), RK_OK, "rk_context_fd");
    if (g.fd < 0) fail("rk_context_fd gave %d", g.fd);
    expect_st(rk_context_set_wakeup(ctx, wakeup_fn, &g.wake_a), RK_OK, "rk_context_set_wakeup");
    g.wake_installed = 1;
    g.queue_known = 1; /* a new context's queue is empty */
    g.wake_valid = 1;
    host_connect(ctx, RK_KIND_CONTEXT, "activity-visibility-changed", (rk_callback)h_ctx_visible, HOST_CTX_VISIBLE);
    /* The headers' wall clock: the harness's, so that their stamps are known (OP_STORE changes it). */
    g.wall = 1772438400.0; /* 2026-03-02 08:00 UTC */
    g.wall_fn = 1;
    g.store_known = 1;
    expect_st(rk_context_set_wall_clock(ctx, wall_fn, &g.wall), RK_OK, "rk_context_set_wall_clock");

    for (g.opno = 0; g.opno < MAX_OPS && g.i < g.n; g.opno++) {
        size_t at = g.i;
        uint8_t code = u8();
        int op = code == OPCODE_PROGRESS ? OP_PROGRESS : code == OPCODE_COMPONENT ? OP_COMPONENT : code < 224 ? OPCODES[code % 32] : OPCODES_11[code - 224];
        g.opname = OP_NAMES[op];
        trace("op %d: %s [byte %zu: %u]\n", g.opno, g.opname, at, (unsigned)code);
        if (!op_starts_no_timer(op)) g.timer_maybe = 1;
        switch (op) {
        case OP_FOOTER: op_life(RK_KIND_FOOTER); break;
        case OP_TASK_LIFE: op_life(RK_KIND_TASK); break;
        case OP_IND_LIFE: op_life(RK_KIND_INDICATOR); break;
        case OP_PROBE_LIFE: op_life(RK_KIND_PROBE); break;
        case OP_CONNECT: op_connect(); break;
        case OP_DISCONNECT: op_disconnect(); break;
        case OP_METRICS: op_metrics(); break;
        case OP_DRAG: op_drag(); break;
        case OP_BEGIN: op_begin(); break;
        case OP_END: op_end(); break;
        case OP_IMAGES: op_images(); break;
        case OP_TITLE: op_title(); break;
        case OP_LANGUAGE: op_language(); break;
        case OP_FOOTER_SET: op_footer_set(); break;
        case OP_FOOTER_GET: op_footer_get(); break;
        case OP_TASK: op_task(); break;
        case OP_BIND_IND: op_bind(0); break;
        case OP_BIND_FOOTER: op_bind(1); break;
        case OP_MONITOR: op_monitor(); break;
        case OP_DISPATCH: top_dispatch(); break;
        case OP_CLOCK: op_clock(); break;
        case OP_TIMER: op_timer(); break;
        case OP_PROBE: op_probe(); break;
        case OP_BAD: op_bad_handle(); break;
        case OP_MISC: op_misc(); break;
        case OP_WAKEUP: op_wakeup(); break;
        case OP_XCLOCK: op_xclock(); break;
        case OP_XTIMER: op_xtimer(); break;
        case OP_SIDE: op_side(); break;
        case OP_SCRIPT: op_script(); break;
        case OP_WORKER: op_worker(); break;
        case OP_FOREIGN: op_foreign(); break;
        case OP_HUGECAP: op_hugecap(); break;
        case OP_MEASURE: op_measure(); break;
        case OP_DEADLINE: op_deadline(); break;
        case OP_HLIFE: op_hlife(); break;
        case OP_HMETRICS: op_hmetrics(); break;
        case OP_HDRAG: op_hdrag(); break;
        case OP_HBEGIN: op_hcommand(1); break;
        case OP_HEND: op_hcommand(0); break;
        case OP_HTITLE: op_htitle(); break;
        case OP_HIMAGES: op_himages(); break;
        case OP_HSET: op_hset(); break;
        case OP_HGET: op_hget(); break;
        case OP_STORE: op_store(); break;
        case OP_HBIND: op_hbind(); break;
        case OP_HCONNECT: op_hconnect(); break;
        case OP_HWORKER: op_hworker(); break;
        case OP_TLIFE: op_tlife(); break;
        case OP_TMETRICS: op_tmetrics(); break;
        case OP_TCOMMAND: op_tcommand(); break;
        case OP_TSET: op_tset(); break;
        case OP_TGET: op_tget(); break;
        case OP_TMISC: op_tmisc(); break;
        case OP_ALIFE: op_alife(); break;
        case OP_AMETRICS: op_ametrics(); break;
        case OP_ACOMMAND: op_acommand(); break;
        case OP_ASET: op_aset(); break;
        case OP_SCROLL: op_scroll(); break;
        case OP_PROGRESS: op_progress(); break;
        case OP_COMPONENT: op_component(); break;
        default: op_advance(); break;
        }
        check_all();
    }

    /* The end: the side contexts, then the input's context with everything in it; every callback
       is accounted for. */
    g.opname = "rk_context_destroy (side contexts)";
    for (int i = 1; i <= NSIDE; i++) {
        if (!g.sides[i - 1].live) continue;
        expect_st(seen(rk_context_destroy(g.sides[i - 1].h), "rk_context_destroy (side)"), RK_OK, "rk_context_destroy (side)");
        side_destroyed(i);
    }
    g.opname = "rk_context_destroy";
    g.destroying = 1;
    st = seen(rk_context_destroy(ctx), "rk_context_destroy");
    expect_st(st, RK_OK, "rk_context_destroy");
    for (int i = 0; i < g.nrec; i++) g.recs[i].ended = 1;
    end_checks();
    add_stale(ctx, RK_KIND_CONTEXT);
    for (int i = 0; i < NFOOT; i++)
        if (g.foot[i].live) add_stale(g.foot[i].h, RK_KIND_FOOTER);
    for (int i = 0; i < NHEAD; i++)
        if (g.head[i].live) add_stale(g.head[i].h, RK_KIND_HEADER);
    for (int i = 0; i < NTRL; i++)
        if (g.trl[i].live) add_stale(g.trl[i].h, RK_KIND_TRAILER);
    for (int i = 0; i < NAUTO; i++)
        if (g.af[i].live) add_stale(g.af[i].h, RK_KIND_AUTO_FOOTER);
    for (int i = 0; i < NSV; i++)
        if (g.sv[i].live) add_stale(g.sv[i].h, RK_KIND_SCROLL_VIEW);
    for (int i = 0; i < NPROG; i++)
        if (g.prog[i].live) add_stale(g.prog[i].h, RK_KIND_PROGRESS);
    {
        rk_kind k;
        expect_st(rk_object_kind(ctx, &k), RK_ERR_INVALID_HANDLE, "rk_object_kind(destroyed context)");
        expect_st(rk_context_dispatch(ctx, NULL), RK_ERR_INVALID_HANDLE, "rk_context_dispatch(destroyed context)");
        for (int i = 0; i < NTASK; i++)
            if (g.task[i].live) expect_st(rk_task_resume(g.task[i].h), RK_ERR_INVALID_HANDLE, "rk_task_resume after context destroy");
    }
    return 0;
}
