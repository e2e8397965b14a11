#!/usr/bin/env python3
"""Writes the seed corpus of Tests/fuzz/fuzz_abi.c into Tests/fuzz/corpus/ (run it after changing
the harness's input format; the files are committed, so run.sh does not need Python).

An input is a sequence of operations: an opcode byte (below 224: an index into fuzz_abi.c's
OPCODES table, modulo 32; 224 to 255: OPCODES_11, the issue-11 vocabulary) and the argument bytes
that operation reads. Each seed below spells its operations
with the names of that table; see fuzz_abi.c for what each byte means.

    python3 Tests/fuzz/make_corpus.py

corpus/ also holds inputs that are not generated here: the reproducers of library bugs found by the
fuzzer and since fixed (moved from crashes/), kept as regression seeds.
"""
import os

# Indices into OPCODES in fuzz_abi.c.
FOOTER, TASK_LIFE, IND_LIFE, PROBE_LIFE, CONNECT, DISCONNECT, METRICS, DRAG = range(8)
BEGIN, END, IMAGES, TITLE, LANGUAGE, FOOTER_SET, FOOTER_GET, TASK = range(8, 16)
BIND_IND, BIND_FOOTER, MONITOR, DISPATCH, CLOCK, TIMER, PROBE, BAD = range(16, 24)
MISC, ADVANCE, WAKEUP = 24, 25, 31
# The issue-11 vocabulary: opcode bytes 224 + index into OPCODES_11.
XCLOCK, XTIMER, SIDE, SCRIPT, WORKER, FOREIGN, HUGECAP, MEASURE, DEADLINE = range(224, 233)
# The header vocabulary of issue 15: opcode bytes 224 + its index in OPCODES_11 (second copies of
# issue-11 operations that no named seed uses).
HLIFE, HMETRICS, HDRAG, HBEGIN, HEND = range(240, 245)
HTITLE, HIMAGES, HSET, HGET, STORE, HBIND, HCONNECT = 246, 248, 249, 250, 251, 252, 253
HWORKER = 233
# The trailer vocabulary of issue 15: opcode bytes 234..239 (the rest of those second copies).
TLIFE, TMETRICS, TCOMMAND, TSET, TGET, TMISC = range(234, 240)
# The auto footer and scroll view vocabulary of issue 15: OPCODES indices 26..30 (which were second
# copies of drag, advance, connect, task and footer).
ALIFE, AMETRICS, ACOMMAND, ASET, SCROLL = range(26, 31)
# The progress vocabulary of issue 16 (B7, 1.3): opcode byte 90 (a copy of ALIFE's index no named
# seed used). op_progress reads: what (modulo 6: life, one task, several, report, queries, fuzz
# handler), the progress slot, then per case (see fuzz_abi.c).
PROGRESS = 90
P_LIFE, P_TASK, P_TASKS, P_REPORT, P_QUERY, P_CONNECT = range(6)
# The refusals of the rk_component_* functions (1.4): opcode byte 122 (another copy of ALIFE's index
# no named seed used). op_component reads "which" (odd: a verb the kind lacks, the verb above bit 0;
# even: a handle that is no component, the call above bit 0 modulo 12, invalid arguments too with
# 0x80) and b (the object: modulo 6 task, indicator, probe, scroll view, progress, context, the slot
# above bit 2; for a verb the kind lacks modulo 3 header, trailer, auto footer, the slot above bit 1).
COMPONENT = 122
# Indices into fuzz_abi.c's DIRECTIONS (0 download, 1 upload; 3.. bad) and BYTES (0, 1, 100, 4096,
# 1e6, INT64_MAX, unknown, -2, INT64_MIN).
PD_DOWN, PD_UP, PD_BAD = 0, 1, 3
PB_0, PB_1, PB_100, PB_4096, PB_1M, PB_MAX, PB_UNKNOWN, PB_MINUS2 = range(8)
# op_aset's selector (modulo 6; a bind with 0x80, else a fuzz handler, for AS_MISC).
AS_SET, AS_IMAGES, AS_GET, AS_MISC, AS_WORKER = 0, 2, 3, 4, 5
# Auto footer setters (op_aset's "which" byte, modulo 17).
ASET_VISIBLE, ASET_HIDDEN, ASET_INTERACTION, ASET_HEIGHT, ASET_GB, ASET_PERCENT, ASET_AUTO, ASET_TIMES = range(8)
ASET_PAGING, ASET_TITLE, ASET_LANGUAGE, ASET_TITLE_HIDDEN, ASET_INSET, ASET_TEXT_WIDTH, ASET_SPINNER = range(8, 15)
ASET_ALPHA, ASET_DURATIONS = 15, 16
# Auto footer getters (op_aset's getter byte, modulo 13).
AGET_LABEL, AGET_LANGUAGE, AGET_TITLE, AGET_GEOMETRY, AGET_LAYOUT, AGET_GIF, AGET_STATE, AGET_SPINNER = range(8)
AGET_FRAME_AT, AGET_PERCENT, AGET_ALPHA, AGET_STYLE_NAME = 8, 9, 10, 12
# op_acommand's first byte: the command (modulo 5) and the completion's behaviour (above it, times 8).
A_BEGIN, A_END, A_NO_MORE, A_RESET, A_TAP = range(5)
# Auto footer and scroll view signal indices (fuzz handlers: the signal byte below 200).
AS_STATE, AS_INSET, AS_OFFSET, AS_REFRESHING, AS_END_ANIMATION, AS_SPINNER, AS_MEASURE = 0, 5, 6, 9, 10, 11, 12
SV_INSET, SV_OFFSET = 0, 1
# op_scroll's selector (modulo 8) and its component byte: the kind in the low 2 bits (header,
# footer, trailer, auto footer), the pool slot above them; 200..229 another context's, 230.. bad.
SV_LIFE, SV_ATTACH, SV_DETACH, SV_UPDATE, SV_PULL, SV_QUERY, SV_CONNECT, SV_WORKER = range(8)
C_HEADER, C_FOOTER, C_TRAILER, C_AUTO = range(4)


def acmd(slot, which, behavior=5, handle=0):
    # behavior 5: no completion
    return [ACOMMAND, slot, which | (behavior << 3), handle]


def aset(slot, which, flag=0, v0=0, v1=0, extra=0, text=None, handle=0):
    out = [ASET, slot, AS_SET, handle, which, flag, v0, v1, extra]
    if which == ASET_TITLE:
        out.append(text if text is not None else 0)
    elif text is not None:
        out.append(text)
    return out


def aget(slot, which, cb=0, handle=0):
    return [ASET, slot, AS_GET, handle, which, cb]


def aconnect(slot, signal, behavior, ret=0):
    return [ASET, slot, AS_MISC, signal, behavior, ret]


def sv(slot, sel, *rest):
    return [SCROLL, slot, sel, *rest]


# Trailer signal indices (op_tmisc's connect: the signal byte, below 200, modulo its 10 signals).
TS_STATE, TS_PERCENT, TS_LAYOUT, TS_INSET, TS_OFFSET, TS_ALPHA, TS_LABEL, TS_REFRESHING, TS_END_ANIMATION, TS_ARROW = range(10)
# Trailer setters (op_tset's "which" byte, modulo 12).
TSET_VISIBLE, TSET_HIDDEN, TSET_INTERACTION, TSET_LABEL_HIDDEN, TSET_ALPHA, TSET_COUNT = range(6)
TSET_GR, TSET_ARROW, TSET_DURATIONS, TSET_TITLE, TSET_LANGUAGE = range(6, 11)
# Trailer getters (op_tget's "which" byte, modulo 11).
TGET_LABEL, TGET_LANGUAGE, TGET_TITLE, TGET_GEOMETRY, TGET_LAYOUT, TGET_STATE = range(6)
TGET_PERCENT, TGET_ALPHA, TGET_ARROW, TGET_STYLE_NAME = 6, 7, 8, 10
# op_tmisc's selector.
TM_BIND, TM_CONNECT, TM_WORKER = range(3)
# op_tmetrics' selector: a swipe to a depth (index: .2 .5 .99 1 1.01 1.5 3 0 trailer widths past the
# happen offset), let go unless SWIPE_HOLD, with a cancelled pan with SWIPE_CANCEL.
SWIPE, SWIPE_HOLD, SWIPE_CANCEL = 0x80, 0x40, 0x20
# op_tcommand's first byte: begin below 128, end from 128; the completion's behaviour in the low
# bits (CB_* of fuzz_abi.c: 0 none, 1 begin, 2 end, 3 destroy the trailer, 4 dispatch; 5 no completion).
T_END = 0x80
CB_NONE, CB_BEGIN, CB_END, CB_DESTROY, CB_DISPATCH, CB_WITHOUT = range(6)


def tset(slot, which, flag=0, v0=0, v1=0, extra=0, text=None, handle=0):
    # OP_TSET: slot, handle byte (below 240: the slot's), which, flag, two numbers, extra; a title
    # (and a language with extra & 0x40) reads one more byte, a pick of STRS.
    out = [TSET, slot, handle, which, flag, v0, v1, extra]
    return out + ([text] if text is not None else [])


def tworker(slot, which, flag=0, v0=0, v1=0, extra=0, text=None):
    # OP_TMISC's worker: the same setter (or a begin, 224, or an end, 225) from a worker thread.
    out = [TMISC, slot, TM_WORKER, 0, which, flag, v0, v1, extra]
    return out + ([text] if text is not None else [])


def tconnect(slot, signal, behavior, ret=0):
    return [TMISC, slot, TM_CONNECT, signal, behavior, ret]


# Header signal indices (op_hconnect's signal byte, below 200: modulo the header's 17 signals).
HS_STATE, HS_LAYOUT, HS_LABEL, HS_TIME_LABEL, HS_REFRESHING, HS_END_ANIMATION, HS_MEASURE = 0, 4, 8, 9, 10, 11, 16
# Header setters (op_hset's "which" byte, modulo 16).
HSET_VISIBLE, HSET_HEIGHT, HSET_KEY, HSET_TEXT, HSET_UTC = 0, 6, 12, 13, 14
# op_store's operations.
ST_SET, ST_GET, ST_REMOVE, ST_EXPORT, ST_REFUSED, ST_WALL = range(6)
# Calls naming a context of the list (OP_SIDE, wakeup scripts): fuzz_abi.c's W_* order.
W_POST, W_TASK_STATE, W_TIMEOUT, W_DISPATCH, W_NOW, W_TIMER, W_RESUME, W_SUSPEND, W_FD, W_KIND = range(10)
W_DESTROY, W_CREATE = 10, 11
# OP_WORKER's calls (an index into its table).
WK_POST, WK_RESUME, WK_SUSPEND, WK_TASK_STATE, WK_FD, WK_TIMEOUT, WK_DISPATCH = 0, 1, 2, 3, 7, 8, 9
# Indices into XCLOCK and XDELAY.
X_1_7E308, X_NEG_1_7E308, X_DBL_MAX, X_1E300, X_NEG_1E300, X_1E12, X_1000, X_ZERO, X_NAN, X_INF = 0, 1, 2, 8, 9, 14, 18, 20, 27, 29
D_ZERO, D_TINY, D_1, D_1E9, D_ABOVE_1E9, D_2E9, D_1E300, D_DBL_MAX, D_INF, D_NAN = 0, 2, 8, 13, 14, 16, 18, 20, 21, 22

# Bytes that val() maps to a hostile number (128 + index into VALS).
NAN, INF, NEG1, HUGE = 128 + 28, 128 + 26, 128 + 17, 128 + 22
# Counts table indices (op_images): 3 frames, 2 frames, 4097 frames.
C3, C2, C4097 = 3, 2, 15
# Kinds for op_connect's first byte.
K_FOOTER, K_TASK, K_IND, K_PROBE, K_CTX = range(5)
# Handler behaviors (low nibble of op_connect's "how" byte).
BH_NONE, BH_DISCONNECT_SELF, BH_DISCONNECT_OTHER, BH_DESTROY_OBJECT, BH_DESTROY_CONTEXT, BH_DISPATCH, BH_COMMAND, BH_CONNECT = range(8)
BH_TITLE = 15
# Task transitions.
RESUME, SUSPEND, CANCEL, COMPLETE = range(4)


def task(slot, tr):
    # slot, transition, code index, message pick (1: NULL message)
    return [TASK, slot, tr, 0, 1]


def script(ci, *calls):
    # OP_SCRIPT: context ci's wakeup makes these (target, call) calls.
    out = [SCRIPT, ci, len(calls)]
    for target, call in calls:
        out += [target, call]
    return out


def advance(step_index):
    # steps: 0, .05, .1, .25, .4, .5, 1, 2; then the dispatch's out_ran byte
    return [ADVANCE, step_index, 0]


SEEDS = {
    # Pull up past the trigger, release, refresh, end, no more data, reset.
    "pull_up": [
        FOOTER, 0, 1,
        IMAGES, 0, 0, C3, 0, 0,            # Idle: 3 frames
        IMAGES, 0, 1, C2, 0, 0,            # Pulling: 2 frames
        IMAGES, 0, 2, C3, 1, 0,            # Refreshing: 3 frames, default duration
        DRAG, 0, 3,                        # drag to trigger + 1, release: Pulling, Refreshing
        *advance(3), *advance(3),
        END, 0, 0, 0,
        *advance(5),
        BEGIN, 0, 0,
        *advance(4),
        END, 0, 1, 0,                      # to NoMoreData
        *advance(5),
        END, 0, 2, 0,                      # reset to Idle
        DRAG, 0, 0x80 | 4,                 # drag without release
        METRICS, 0, 0x01, 0, 0, 0,         # release
        *advance(6),
    ],
    # Tasks, an indicator and a footer bound to them, the monitor, context signals.
    "binder": [
        TASK_LIFE, 0, IND_LIFE, 0, FOOTER, 0, 1,
        MONITOR, 6,                        # enable
        CONNECT, K_CTX, 0, 0, BH_NONE, 0,  # "task-resumed"
        BIND_IND, 0, 0,
        BIND_FOOTER, 0, 0,
        *task(0, RESUME),
        DISPATCH, 0,
        *advance(6), *advance(6),
        *task(0, SUSPEND), DISPATCH, 0,
        *task(0, RESUME), DISPATCH, 0,
        *task(0, COMPLETE),
        DISPATCH, 0, *advance(5),
        TASK_LIFE, 1,
        *task(1, RESUME), *task(1, CANCEL),
        BIND_IND, 0, 1,
        DISPATCH, 0,
        *task(1, COMPLETE),
        DISPATCH, 0,
        IND_LIFE, 0, TASK_LIFE, 0,
        *advance(7),
    ],
    # Refused arguments and handles: every call must fail cleanly and change nothing.
    "bad_input": [
        FOOTER, 0, 0,
        METRICS, 0, 0x80, 0, NAN,          # offset NaN
        METRICS, 0, 0x02, 0, NEG1,         # negative width
        METRICS, 0, 0x08, 0, INF,          # infinite content height
        METRICS, 0, 0x00, 255,             # struct_size 4
        IMAGES, 0, 250, 1, 0, 0,           # unknown state
        IMAGES, 0, 0, C4097, 0, 0,         # too many frames
        IMAGES, 0, 1, C2, 5, 0, 0,         # Pulling, two frames, duration 0
        IMAGES, 0, 0, C2, 0, 3, NAN, NAN,  # NaN sizes
        TITLE, 0, 0, 7,                    # invalid UTF-8
        LANGUAGE, 0, 14,                   # "\xff"
        LANGUAGE, 0, 15,                   # NULL
        FOOTER_SET, 0, 4, NAN,             # height NaN
        FOOTER_SET, 0, 3, 5,               # data count -1
        FOOTER_SET, 0, 10, 1, INF, 1, NEG1,
        CLOCK, 0, NAN, DISPATCH, 0,
        CLOCK, 0, INF, DISPATCH, 0,
        CLOCK, 1, 6, 0,
        BAD, 0, 1, BAD, 1, 3, BAD, 2, 2, BAD, 3, 4, BAD, 4, 5, BAD, 5, 0,
        BAD, 6, 1, BAD, 7, 3, BAD, 8, 0, BAD, 9, 2,
        FOOTER, 0,                         # destroy; then its stale handle
        BAD, 0, 1, BAD, 7, 1,
        TIMER, 0x40, NAN,                  # NaN delay
        MISC, 0, 8,
    ],
    # Handlers that reenter: disconnect themselves, destroy their object, dispatch, destroy the
    # context (refused: busy).
    "reentrancy": [
        PROBE_LIFE, 0,
        CONNECT, K_PROBE, 0, 2, BH_DISCONNECT_SELF, 0,
        CONNECT, K_PROBE, 0, 2, BH_DISPATCH, 0,
        PROBE, 0, 2, 0,
        CONNECT, K_PROBE, 0, 2, BH_DESTROY_OBJECT, 0,
        PROBE, 0, 2, 0,
        PROBE, 0, 2, 0,
        FOOTER, 1, 1,
        CONNECT, K_FOOTER, 1, 0, BH_DESTROY_CONTEXT, 0,
        CONNECT, K_FOOTER, 1, 0, BH_COMMAND, 0,
        BEGIN, 1, 3,                       # completion destroys the footer
        *advance(3),
        FOOTER, 2, 1,
        CONNECT, K_FOOTER, 2, 0, BH_DESTROY_OBJECT, 0,
        BEGIN, 2, 0,
        TIMER, 0, 0, TIMER, 2, TIMER, 8,
        *advance(1),
        DISCONNECT, 250,
    ],
    # Wakeups that call into each other's contexts, nested: side 1 posts to side 2, whose wakeup
    # calls back into side 1 (its wakeup is running further out: RK_ERR_BUSY) and into the main
    # context; then the same from a worker thread's task transition.
    "wakeup_cycle": [
        TASK_LIFE, 0,
        SIDE, 1, W_CREATE, SIDE, 2, W_CREATE, SIDE, 3, W_CREATE,
        *script(1, (2, W_POST), (1, W_TASK_STATE), (3, W_POST)),
        *script(2, (1, W_POST), (1, W_TASK_STATE), (0, W_POST), (1, W_TIMEOUT)),
        *script(3, (1, W_DISPATCH), (2, W_RESUME), (3, W_NOW), (0, W_TASK_STATE)),
        *script(0, (1, W_POST), (0, W_TIMEOUT), (2, W_DISPATCH), (3, W_TASK_STATE)),
        SIDE, 1, W_POST,
        SIDE, 1, W_DISPATCH, SIDE, 2, W_DISPATCH, SIDE, 3, W_DISPATCH, DISPATCH, 0,
        SIDE, 1, W_RESUME,
        SIDE, 2, W_SUSPEND,
        WORKER, 1, WK_RESUME,
        WORKER, 2, WK_POST,
        WORKER, 0, WK_POST,
        SIDE, 1, W_DISPATCH, SIDE, 2, W_DISPATCH, DISPATCH, 0,
        *task(0, RESUME),
        SIDE, 2, W_DESTROY, SIDE, 2, W_CREATE,
        SIDE, 1, W_POST, DISPATCH, 0,
    ],
    # The clock at the ends of the double range, with long delays, switches between clocks.
    "clock_extremes": [
        XCLOCK, 0, X_1_7E308,              # the installed clock reads 1.7e308
        XTIMER, 0, D_DBL_MAX,              # refused since 1.1 (above RK_MAX_DELAY_SECONDS)
        XTIMER, 0, D_1E9,                  # the longest delay
        XTIMER, 0, D_ABOVE_1E9,            # refused since 1.1
        XTIMER, 0, D_1,
        XCLOCK, 1, X_NEG_1_7E308,          # the other clock reads -1.7e308; switch to it
        XCLOCK, 4, X_NAN, XCLOCK, 4, X_INF, XCLOCK, 4, X_ZERO,
        XCLOCK, 1, X_1000, *advance(7), *advance(7),
        XTIMER, 2, D_TINY, XTIMER, 3, D_1E9,
        XCLOCK, 0x24, X_1E12, XCLOCK, 5, X_1E300,
        XTIMER, 0, D_NAN, XTIMER, 0, D_INF,
        XCLOCK, 1, X_1000, *advance(6),
    ],
    # measure-text handlers connected after the first layout, disconnected, changing the title
    # from inside the handler; the GIF width must follow the current text.
    "measure_text": [
        FOOTER, 0, 1,
        MEASURE, 0, 0, (0 << 3) | 0,       # connect: 7 per byte, no behaviour
        MEASURE, 0, 3, 0x80,               # a new title for the current state
        MEASURE, 0, 1, (4 << 3) | 1,       # connect: 12.25 per byte, changes the title inside
        MEASURE, 0, 3, 0x80 | 1,
        MEASURE, 0, 2, 0,                  # disconnect the last one
        MEASURE, 0, 2, 0,                  # and the one before: the set width again
        MEASURE, 0, 4, 1 | (3 << 1),       # rk_footer_set_text_width
        MEASURE, 0, 0, (1 << 3) | 5,       # connect: changes the title inside
        DRAG, 0, 3, *advance(3),
        MEASURE, 0, 4, 2,                  # label hidden
        MEASURE, 0, 4, 0,                  # shown
    ],
    # Tasks of other contexts (this thread's other context, a side context's, another thread's)
    # bound here: RK_ERR_INVALID_HANDLE, never RK_ERR_WRONG_THREAD; capacities beyond INT64_MAX.
    "foreign_and_capacities": [
        FOOTER, 0, 1, IND_LIFE, 0, TASK_LIFE, 0,
        SIDE, 1, W_CREATE,
        FOREIGN, 0x10, FOREIGN, 0x11, FOREIGN, 0x16, FOREIGN, 0x20, FOREIGN, 0x21, FOREIGN, 0x00,
        HUGECAP, 0, 0, 0,                  # label, SIZE_MAX
        HUGECAP, 1, 2, 0,                  # title of Idle, INT64_MAX + 1
        HUGECAP, 2, 3, 0,                  # language, INT64_MAX + 12345
        HUGECAP, 3, 0, 0,                  # the last error message, SIZE_MAX
        HUGECAP, 0x80 | 5, 4, 0,           # title of Pulling, out_length NULL
    ],
    # A normal and a GIF header pulled past the trigger and let go, refreshing, ended (the time
    # stamped into the store), begun and ended by command, with completions that reenter.
    "header_pull": [
        HLIFE, 0, 0, 1,                    # normal header, content 1000
        HLIFE, 1, 1, 1,                    # GIF header
        HIMAGES, 1, 0, 0, C3, 0, 0,        # Idle: 3 frames
        HIMAGES, 1, 0, 1, C2, 0, 0,        # Pulling: 2 frames
        HIMAGES, 1, 0, 2, C3, 1, 0,        # Refreshing: 3 frames, default duration
        HDRAG, 0, 5, HDRAG, 1, 5,          # 1.5 heights down, released: Refreshing
        *advance(3), *advance(3),
        HEND, 0, 0, 0, HEND, 1, 0, 0,
        *advance(5),
        STORE, ST_EXPORT, 0, 0, STORE, ST_GET, 0, 0,
        HBEGIN, 0, 1, 0,                   # its completion begins again
        *advance(4),
        HEND, 0, 3, 0,                     # its completion destroys the header
        HDRAG, 1, 0x80 | 4,                # dragged past the trigger, not released
        HMETRICS, 1, 0, 0x01 | 0x20, 0, 3, 0,   # released (pan ended)
        *advance(6),
        HGET, 1, 0, 6, 0, HGET, 1, 0, 2, 9,
    ],
    # The last-updated store and the wall clock: imports, exports, custom keys shared by headers,
    # hostile times and clocks, setters and commands queued from a worker, a header bound to a task.
    "header_store": [
        HLIFE, 0, 0, 1, HLIFE, 1, 0, 1, TASK_LIFE, 0,
        STORE, ST_SET, 1, 1, STORE, ST_SET, 0, 3, STORE, ST_SET, 2, 7, STORE, ST_SET, 250, 1,
        STORE, ST_EXPORT, 0, 0, STORE, ST_GET, 1, 0, STORE, ST_REMOVE, 1, 0, STORE, ST_REMOVE, 1, 0,
        STORE, ST_REFUSED, 1, 0, STORE, ST_REFUSED, 2, 0,
        HSET, 0, 0, HSET_KEY, 0, 0, 0, 0, 0, 1, 0,        # key "feed"
        HSET, 1, 0, HSET_KEY, 0, 0, 0, 0, 0, 1, 0,
        HSET, 0, 0, HSET_UTC, 0, 0, 0, 0, 0, 0, 3,        # +5:30
        HSET, 1, 0, HSET_TEXT, 0, 0, 0, 0, 0, 0, 0, 2,    # a custom time text
        STORE, ST_WALL, 0x80 | 2, 30,      # the wall clock near midnight
        BIND_FOOTER, 0, 0, HBIND, 0, 0, 0,
        *task(0, RESUME), DISPATCH, 0, *advance(6),
        *task(0, COMPLETE), DISPATCH, 0, *advance(6),
        STORE, ST_EXPORT, 0, 0, STORE, ST_GET, 1, 0,
        STORE, ST_WALL, 8, 0,              # a NaN wall clock: nothing stamped
        HDRAG, 1, 6, *advance(6), HEND, 1, 0, 0, *advance(6),
        HWORKER, 0, 0, HSET_HEIGHT, 0, 5, 0, 0, 0, 0, 0,  # height 100, queued
        HWORKER, 1, 0, 224, 0, 0, 0, 0, 0, 0, 0,          # begin, queued
        HWORKER, 1, 0, 225, 0, 0, 0, 0, 0, 0, 0,          # end, queued
        HWORKER, 0, 0, HSET_HEIGHT, 0, NAN, 0, 0, 0, 0, 0,  # refused at the call
        DISPATCH, 0, *advance(6),
        STORE, ST_EXPORT, 0, 0, STORE, ST_WALL, 0x40, 0,  # the system's wall clock
    ],
    # Handlers on header signals that reenter: disconnect themselves, destroy the header or the
    # context, dispatch, issue commands, connect more, change the title from measure-text.
    "header_reentrancy": [
        HLIFE, 0, 0, 1, HLIFE, 1, 1, 1,
        HCONNECT, 0, HS_STATE, BH_DISCONNECT_SELF, 0,
        HCONNECT, 0, HS_MEASURE, BH_TITLE, 1,
        HCONNECT, 0, HS_LABEL, BH_DISPATCH, 0,
        HCONNECT, 0, HS_REFRESHING, BH_COMMAND, 0,
        HCONNECT, 1, HS_END_ANIMATION, BH_DESTROY_CONTEXT, 0,
        HCONNECT, 1, HS_TIME_LABEL, BH_CONNECT, 0,
        HCONNECT, 1, HS_MEASURE, BH_DISCONNECT_OTHER, 4,
        HDRAG, 0, 5, HDRAG, 1, 5, *advance(3), *advance(3),
        HEND, 0, 0, 0, HEND, 1, 0, 0, *advance(5),
        HCONNECT, 1, HS_LAYOUT, BH_DESTROY_OBJECT, 0,
        HSET, 1, 0, HSET_HEIGHT, 0, 5, 0, 0, 0, 0, 0,
        HBEGIN, 0, 4, 0, *advance(6),
        DISCONNECT, 250,
    ],
    # Refused header calls: NoMoreData titles and images (invalid state), bad styles, NaN metrics
    # and setters, stale and wrong-kind handles, bad keys, a foreign pair.
    "header_bad_input": [
        HLIFE, 0, 0, 1, TASK_LIFE, 0, FOOTER, 0, 1,
        HLIFE, 2, 251, HLIFE, 2, 250,       # a style that does not exist; a NULL out pointer
        HTITLE, 0, 0, 4, 0, 1,              # set a NoMoreData title
        HTITLE, 0, 0, 4, 1, 1,              # get it
        HTITLE, 0, 0, 0, 0, 7,              # an invalid UTF-8 title
        HIMAGES, 0, 0, 4, C3, 0, 0,         # NoMoreData images
        HIMAGES, 0, 0, 250, 1, 0, 0,        # an unknown state
        HMETRICS, 0, 0, 0x40, NAN, 0,       # a NaN offset
        HMETRICS, 0, 0, 0x20, 5, 0,         # pan 5
        HMETRICS, 0, 0, 0, 210,             # the 1.0 size
        HMETRICS, 0, 0, 0, 240,             # too small
        HMETRICS, 0, 0, 0, 255,             # NULL
        HSET, 0, 0, HSET_HEIGHT, 0, NAN, 0, 0, 0, 0, 0,
        HSET, 0, 0, HSET_VISIBLE, 4, 0, 0, 0, 0, 0, 0,    # visible 2
        HSET, 0, 0, HSET_KEY, 0, 0, 0, 0, 0, 200, 0,      # an empty key
        HSET, 0, 0, HSET_KEY, 0, 0, 0, 0, 0, 251, 0,      # one byte past the bound
        HSET, 0, 0, HSET_UTC, 0, 0, 0, 0, 0, 0, 6,        # 18 h + 1 s
        STORE, ST_SET, 200, 0, STORE, ST_SET, 0, 7, STORE, ST_GET, 0x80, 0,
        HGET, 0, 0, 0x80 | 1, 3, HGET, 0, 0, 0x20 | 4, 0, HGET, 0, 0, 0x40 | 5, 7,
        HBIND, 0, 248, 0,                   # another context's header, this context's task
        HBIND, 0, 0, 210,                   # another context's task
        HBEGIN, 0, 0, 243, HTITLE, 0, 244, 0, 0, 1,        # wrong-kind and junk handles
        HLIFE, 0,                            # destroyed: its stale handle next
        HBEGIN, 0, 0, 0, HSET, 0, 0, HSET_HEIGHT, 0, 5, 0, 0, 0, 0, 0, HBIND, 0, 0, 0,
    ],
    # A normal trailer right of wide content and a state-style one at the edge of narrow content
    # (with insets) swiped past the trigger and let go: Refreshing (the right inset and the offset
    # asked for, F8), more items (the offset asked again at the end), ended, begun and ended by
    # command with completions that begin again and destroy the trailer; held in Pulling, a
    # cancelled swipe; the queries.
    "trailer_swipe": [
        TLIFE, 0, 1,                       # normal style, content 1000 wide
        TLIFE, 1, 6,                       # state style, content 200 wide, insets 16/24
        *tset(0, TSET_ALPHA, 1),
        *tset(0, TSET_COUNT, extra=2),     # N = 5
        TMETRICS, 0, SWIPE | 5, TMETRICS, 1, SWIPE | 5,   # 1.5 widths past, let go
        *advance(3), *advance(3),
        *tset(0, TSET_COUNT, extra=3),     # N = 20: the end asks for the offset again
        TCOMMAND, 0, T_END | CB_NONE, 0, TCOMMAND, 1, T_END | CB_BEGIN, 0,
        *advance(5), *advance(5),
        TCOMMAND, 0, CB_NONE, 0, *advance(4),
        TCOMMAND, 0, T_END | CB_DESTROY, 0,   # its completion destroys the trailer
        *advance(6),
        TMETRICS, 1, SWIPE | SWIPE_HOLD | 4,  # held just past the trigger: Pulling
        TMETRICS, 1, SWIPE | SWIPE_CANCEL | 4,
        *advance(6),
        TGET, 1, 0, TGET_GEOMETRY, 0, TGET, 1, 0, TGET_LAYOUT, 0, TGET, 1, 0, TGET_ARROW, 0,
        TGET, 1, 0, TGET_LABEL, 250, TGET, 1, 0, TGET_STYLE_NAME, 3,
        TLIFE, 0, 1, TMETRICS, 0, SWIPE | 6, *advance(6), *advance(6),
        TGET, 0, 0, TGET_TITLE, 2, TGET, 0, 0, TGET_LANGUAGE, 249,
    ],
    # Every setter, on the loop thread and queued from a worker; a trailer bound to a task; a
    # begin while not visible (WillRefresh) promoted by becoming visible; hidden and
    # interaction-disabled trailers swiped; metrics of 1.0's size and with every 1.2 field.
    "trailer_settings": [
        TLIFE, 0, 1, TLIFE, 1, 0, TASK_LIFE, 0,
        TMISC, 0, TM_BIND, 0, 0,
        *task(0, RESUME), DISPATCH, 0, *advance(6),
        *task(0, COMPLETE), DISPATCH, 0, *advance(6),
        *tset(0, TSET_GR, v0=5),           # gR 100
        *tset(0, TSET_ARROW, v0=4, v1=4),  # 44 x 44
        *tset(0, TSET_DURATIONS, v0=9, v1=2),
        *tset(0, TSET_LABEL_HIDDEN, 1),
        *tset(0, TSET_TITLE, extra=1, text=0),           # Pulling: "Loading"
        *tset(0, TSET_LANGUAGE, extra=18),               # zh-Hant
        *tset(1, TSET_LANGUAGE, extra=11),               # uk-UA
        *tset(0, TSET_HIDDEN, 1), TMETRICS, 0, SWIPE | 5, *tset(0, TSET_HIDDEN, 0),
        *tset(0, TSET_INTERACTION, 0), TMETRICS, 0, SWIPE | 5, *tset(0, TSET_INTERACTION, 1),
        *tset(0, TSET_VISIBLE, 0), TCOMMAND, 0, CB_NONE, 0,  # WillRefresh
        *tset(0, TSET_VISIBLE, 1), *advance(6),              # Refreshing
        TCOMMAND, 0, T_END | CB_NONE, 0, *advance(6),
        *tworker(0, TSET_GR, v0=5),
        *tworker(0, 224), *tworker(0, 225),                  # begin and end, queued
        *tworker(1, TSET_DURATIONS, v0=NAN),                 # refused at the call
        *tworker(1, TSET_TITLE, extra=2, text=3),            # a queued title (an emoji)
        DISPATCH, 0, *advance(6),
        TMETRICS, 0, 0, 0, 0x1e, 0, 6, 7, 4, 11, 8,      # W 320, H 480, L 44, R 10, Cw 1000
        TMETRICS, 0, 0, 0, 0, 210,                        # the 1.0 size
        TMETRICS, 0, SWIPE | 5, *advance(6), TCOMMAND, 0, T_END | CB_WITHOUT, 0, *advance(6),
        TMISC, 0, TM_BIND, 0, 170,                        # unbind
    ],
    # Handlers on trailer signals that reenter: disconnect themselves, dispatch, issue commands,
    # change the title and language, destroy the context, connect more, disconnect another,
    # destroy the trailer from inside its offset request.
    "trailer_reentrancy": [
        TLIFE, 0, 1, TLIFE, 1, 1,
        *tconnect(0, TS_STATE, BH_DISCONNECT_SELF),
        *tconnect(0, TS_LABEL, BH_DISPATCH),
        *tconnect(0, TS_REFRESHING, BH_COMMAND),
        *tconnect(0, TS_ARROW, BH_TITLE),
        *tconnect(1, TS_END_ANIMATION, BH_DESTROY_CONTEXT),
        *tconnect(1, TS_LAYOUT, BH_CONNECT),
        *tconnect(1, TS_INSET, BH_DISCONNECT_OTHER),
        TMETRICS, 0, SWIPE | 5, TMETRICS, 1, SWIPE | 5, *advance(3), *advance(3),
        TCOMMAND, 0, T_END, 0, TCOMMAND, 1, T_END, 0, *advance(5),
        *tconnect(1, TS_OFFSET, BH_DESTROY_OBJECT),
        TCOMMAND, 1, CB_NONE, 0,           # the offset request destroys the trailer
        TCOMMAND, 0, CB_DISPATCH, 0, *advance(6),
        DISCONNECT, 250,
    ],
    # Refused trailer calls: NoMoreData titles (invalid state), unknown states and styles, NaN and
    # out-of-range metrics and setters, NULL outputs and short structs, a foreign pair, another
    # context's task, wrong-kind, junk and stale handles.
    "trailer_bad_input": [
        TLIFE, 0, 1, TASK_LIFE, 0,
        TLIFE, 1, 251, TLIFE, 1, 250,      # a style that does not exist; a NULL out pointer
        *tset(0, TSET_TITLE, extra=4, text=0),           # NoMoreData
        TGET, 0, 0, TGET_TITLE, 4,
        *tset(0, TSET_TITLE, extra=0, text=7),           # invalid UTF-8
        *tset(0, TSET_TITLE, extra=4, text=7),           # both
        *tset(0, TSET_TITLE, extra=250, text=0),         # state 6
        TMETRICS, 0, 0, 0, 0x40, 0, NAN,   # a NaN offset_x
        TMETRICS, 0, 0, 0, 0x20, 0, 5,     # pan 5
        TMETRICS, 0, 0, 0, 0x10, 0, NEG1,  # content width -1
        TMETRICS, 0, 0, 0, 0, 240,         # too small
        TMETRICS, 0, 0, 0, 0, 255,         # NULL
        *tset(0, TSET_GR, v0=NEG1), *tset(0, TSET_ARROW, v0=NAN), *tset(0, TSET_DURATIONS, v0=NEG1),
        *tset(0, TSET_COUNT, extra=4), *tset(0, TSET_VISIBLE, 4), *tset(0, TSET_LANGUAGE, extra=15),
        TGET, 0, 0, 0x80 | TGET_LABEL, 3, TGET, 0, 0, 0x20 | TGET_GEOMETRY, 0,
        TGET, 0, 0, 0x40 | TGET_LAYOUT, 7, TGET, 0, 0, 0x40 | TGET_STATE, 0,
        TMISC, 0, TM_BIND, 248, 0,         # another context's trailer, this context's task
        TMISC, 0, TM_BIND, 0, 210,         # another context's task
        TCOMMAND, 0, CB_NONE, 243, *tset(0, TSET_VISIBLE, handle=244),   # wrong-kind, junk handles
        TLIFE, 0, 0,                       # destroyed: its stale handle next
        TCOMMAND, 0, CB_NONE, 0, *tset(0, TSET_GR, v0=5), TMISC, 0, TM_BIND, 0, 0, TGET, 0, 0, TGET_STATE, 0,
    ],
    # A normal auto footer (tall content) and a GIF one with Refreshing frames: loads past the line
    # (decelerating, dragging and let go, cancelled), ends with paging, no more data, reset, taps,
    # hidden and shown, a begin while not visible, setters and getters, commands and setters
    # queued from a worker, a bind to a task.
    "auto_footer_load": [
        ALIFE, 0, 0, ALIFE, 1, 1, TASK_LIFE, 0,
        ASET, 1, AS_IMAGES, 2, C3, 0, 0,   # Refreshing: 3 frames
        *aset(0, ASET_PAGING, 1), *aset(0, ASET_ALPHA, 1),
        AMETRICS, 0, 0x80 | 0x40 | 4,      # past the line, decelerating: Refreshing
        AMETRICS, 1, 0x80 | 5,             # dragged 1.5 lines, let go
        *advance(3), *acmd(0, A_END), *acmd(1, A_END, 1),   # its completion begins again
        *advance(6), *advance(6),
        *acmd(0, A_NO_MORE), *acmd(0, A_TAP), *acmd(0, A_RESET), *acmd(0, A_TAP), *advance(5),
        *acmd(1, A_END, 3),                # its completion destroys the footer
        *aset(0, ASET_HIDDEN, 1), *aset(0, ASET_HIDDEN, 0),
        *aset(0, ASET_VISIBLE, 0), *acmd(0, A_BEGIN), *aset(0, ASET_VISIBLE, 1), *advance(6),
        *acmd(0, A_END, 4), *advance(6),
        *aset(0, ASET_PERCENT, v0=128 + 17), *aset(0, ASET_TIMES, extra=2), *aset(0, ASET_GB, v0=11),
        AMETRICS, 0, 0x80 | 0x20 | 4,      # a drag to the line, cancelled
        *aset(0, ASET_TITLE_HIDDEN, 1), *aset(0, ASET_LANGUAGE, extra=11), *aset(0, ASET_TITLE, extra=0, text=2),
        *aset(0, ASET_SPINNER, v0=4, v1=4), *aset(0, ASET_INSET, v0=5), *aset(0, ASET_TEXT_WIDTH, v0=6),
        ASET, 0, AS_MISC | 0x80, 0, 0,     # bound to task 0
        *task(0, RESUME), DISPATCH, 0, *advance(6), *task(0, COMPLETE), DISPATCH, 0, *advance(6),
        ASET, 0, AS_WORKER, 0, 224, 0, 0, 0, 0,   # a begin from a worker, queued
        ASET, 0, AS_WORKER, 0, ASET_HEIGHT, 0, 5, 0, 0,
        DISPATCH, 0, *advance(6), ASET, 0, AS_WORKER, 0, 225, 0, 0, 0, 0, DISPATCH, 0,
        *aget(0, AGET_GEOMETRY), *aget(0, AGET_LAYOUT), *aget(0, AGET_LABEL, 40), *aget(0, AGET_LABEL, 250),
        *aget(0, AGET_TITLE, 2), *aget(0, AGET_SPINNER), *aget(0, AGET_STYLE_NAME, 1), *aget(0, AGET_FRAME_AT, 0),
    ],
    # A scroll view driving a header, an auto footer and a trailer (one update each event; the
    # header's spring back seen by the footer in the same update); a back footer refused from the
    # held slot, then swapped in; detaches (F8: exactly the contribution back); the scroll view
    # destroyed with its components on it; the components' own updates refused while attached.
    "scroll_view_family": [
        HLIFE, 0, 0, 1, ALIFE, 0, 8, TLIFE, 0, 1, FOOTER, 0, 1,
        *sv(0, SV_LIFE),
        *sv(0, SV_ATTACH, C_HEADER, 0), *sv(0, SV_ATTACH, C_AUTO, 0), *sv(0, SV_ATTACH, C_TRAILER, 0),
        *sv(0, SV_ATTACH, C_FOOTER, 0),    # the footer slot is held: refused
        *sv(0, SV_UPDATE, 0, 0),           # the first update
        *sv(0, SV_PULL, 0, 0x80 | 0x01, 1),            # pulled down, dragging; let go
        *advance(3), *advance(6),
        *sv(0, SV_UPDATE, 0, 0x80),        # to the auto footer's line
        *advance(6), HEND, 0, 0, 0, *acmd(0, A_END), *advance(6),
        *sv(0, SV_UPDATE, 0, 0x40, 0, 128 + 19, 8),    # offset_y -1000, offset_x 1000
        HMETRICS, 0, 0, 0, 0,              # its own update: refused while attached
        *sv(0, SV_QUERY, 0, 0), *sv(0, SV_QUERY, 0, 1 << 2), *sv(0, SV_QUERY, 0, 2), *sv(0, SV_QUERY, 0, 1),
        *sv(0, SV_DETACH, C_AUTO, 0), *sv(0, SV_ATTACH, C_FOOTER, 0), *sv(0, SV_DETACH, C_HEADER, 0),
        *sv(0, SV_UPDATE, 0, 0x08, 0, 5, 5),           # bottom and right insets 100
        *sv(0, SV_WORKER, 3), DISPATCH, 0,
        *sv(1, SV_LIFE), *sv(1, SV_ATTACH, C_AUTO, 0), *sv(1, SV_ATTACH, C_TRAILER, 0),  # on V 0: refused
        *sv(0, SV_LIFE),                   # destroyed with the trailer and the footer on it
        *sv(1, SV_ATTACH, C_TRAILER, 0), *sv(1, SV_UPDATE, 0, 0x40, 0, 5, 8),
        ALIFE, 0, *sv(1, SV_QUERY, 0, 0),  # the attached auto footer destroyed
    ],
    # Handlers that reenter from the relays and the auto footer's signals: the scroll view destroyed
    # from its own inset-requested, the context from offset-requested (refused: busy), a nested
    # update from a relay, a detach's give-back, the footer destroyed from "refreshing", commands
    # and titles from its state and measure-text handlers.
    "scroll_view_reentrancy": [
        ALIFE, 0, 8, ALIFE, 1, 1, HLIFE, 0, 0, 1,  # A not updated alone before it is attached
        *sv(0, SV_LIFE), *sv(0, SV_CONNECT, SV_INSET, BH_COMMAND, 0), *sv(0, SV_CONNECT, SV_OFFSET, BH_DESTROY_CONTEXT, 0),
        *sv(0, SV_CONNECT, SV_INSET, BH_CONNECT, 0), *sv(0, SV_CONNECT, SV_OFFSET, BH_DISPATCH, 0),
        *aconnect(0, AS_STATE, BH_COMMAND), *aconnect(0, AS_MEASURE, BH_TITLE, 4), *aconnect(0, AS_REFRESHING, BH_DISPATCH),
        *aconnect(1, AS_REFRESHING, BH_DESTROY_OBJECT), *aconnect(0, AS_END_ANIMATION, BH_DISCONNECT_OTHER),
        *aset(0, ASET_PAGING, 1),
        *sv(0, SV_ATTACH, C_AUTO, 0), *sv(0, SV_ATTACH, C_HEADER, 0),
        *sv(0, SV_UPDATE, 0, 0), *sv(0, SV_UPDATE, 0, 0x80), *advance(6), *acmd(0, A_END), *advance(6),
        AMETRICS, 1, 0x80 | 0x40 | 4,      # B loads: its "refreshing" destroys it
        *sv(0, SV_CONNECT, SV_INSET, BH_DESTROY_OBJECT, 0),
        *sv(0, SV_DETACH, C_HEADER, 0),    # the give-back's relay destroys the scroll view
        *advance(6), DISCONNECT, 250,
    ],
    # Refused auto footer and scroll view calls: bad styles and NULL outputs, NaN, infinite,
    # negative and huge metrics and setters, short structs, refused images, bad, stale, wrong-kind
    # and other contexts' handles, bad edges and kinds.
    "auto_footer_bad_input": [
        ALIFE, 0, 0, TASK_LIFE, 0, *sv(0, SV_LIFE),
        ALIFE, 1, 251, ALIFE, 1, 250,      # a style that does not exist; a NULL out pointer
        SCROLL, 1, 0x80,                   # rk_scroll_view_create(NULL)
        AMETRICS, 0, 0, 0, 0x40, 0, NAN,   # a NaN offset
        AMETRICS, 0, 0, 0, 0x02, 0, NEG1, 0,           # a negative width
        AMETRICS, 0, 0, 0, 0x10, 0, INF,   # an infinite content height
        AMETRICS, 0, 0, 0, 0x20, 0, 5,     # pan 5
        AMETRICS, 0, 0, 0, 0, 240, AMETRICS, 0, 0, 0, 0, 255, AMETRICS, 0, 0, 0, 0, 210,
        *aset(0, ASET_HEIGHT, v0=NAN), *aset(0, ASET_HEIGHT, v0=128 + 31), *aset(0, ASET_PERCENT, v0=HUGE),
        *aset(0, ASET_GB, v0=NEG1), *aset(0, ASET_DURATIONS, v0=INF), *aset(0, ASET_VISIBLE, 4),
        *aset(0, ASET_TITLE, extra=250, text=0), *aset(0, ASET_TITLE, extra=0, text=7), *aset(0, ASET_LANGUAGE, extra=15),
        ASET, 0, AS_IMAGES, 2, C2, 1, 4, NAN, 0,       # Refreshing, 2 frames, a zero duration... NaN
        ASET, 0, AS_IMAGES, 250, 1, 0, 0, ASET, 0, AS_IMAGES, 0, C4097, 0, 0,
        *aget(0, 0x80 | AGET_LABEL, 3), *aget(0, 0x20 | AGET_GEOMETRY), *aget(0, 0x40 | AGET_LAYOUT, 7),
        *aget(0, 0x40 | AGET_STATE), *aget(0, AGET_FRAME_AT), *aget(0, AGET_TITLE, 250),
        ASET, 0, AS_MISC | 0x80, 0, 210,   # another context's task
        *acmd(0, A_BEGIN, handle=243), *aset(0, ASET_VISIBLE, handle=244),   # wrong-kind, junk handles
        *sv(0, SV_ATTACH, 200, 0), *sv(0, SV_ATTACH, 204, 0), *sv(0, SV_ATTACH, 233, 0),
        *sv(0, SV_ATTACH, C_AUTO, 241), *sv(0, SV_DETACH, C_AUTO, 0),
        *sv(0, SV_QUERY, 0, 3 << 2), *sv(0, SV_QUERY, 0, 6 << 2), *sv(0, SV_QUERY, 0, 0x80 | 2),
        *sv(0, SV_QUERY, 0, 0x40 | 1), *sv(0, SV_UPDATE, 0, 0x02, 0, NAN, 0),
        ALIFE, 0,                          # destroyed: its stale handle next
        *acmd(0, A_BEGIN), *aset(0, ASET_HEIGHT, v0=5), *aget(0, AGET_STATE), *sv(0, SV_ATTACH, C_AUTO, 0),
        *sv(0, SV_LIFE), *sv(0, SV_UPDATE, 0, 0), *sv(0, SV_QUERY, 0, 1),
    ],
    # B7 (1.3): a progress following a task's download, reports coalesced to a dispatch, an
    # unknown total, two tasks combined, refused binds and reports, a handler that rebinds from
    # inside, the completion that fills the bar, a report after it refused, a destroy.
    "progress": [
        TASK_LIFE, 0, TASK_LIFE, 1,
        PROGRESS, P_LIFE, 0,
        PROGRESS, P_CONNECT, 0, 0, BH_COMMAND, 0,          # "progress-changed": rebinds from inside
        PROGRESS, P_TASK, 0, PD_DOWN, 1, 0,                # follow task 0's download, animated
        *task(0, RESUME),
        PROGRESS, P_REPORT, 0, PD_DOWN, PB_1, PB_4096, 0,
        PROGRESS, P_REPORT, 0, PD_DOWN, PB_100, PB_4096, 0,
        PROGRESS, P_REPORT, 0, PD_UP, PB_1, PB_100, 0,
        DISPATCH, 0,
        PROGRESS, P_REPORT, 0, PD_DOWN, PB_4096, PB_UNKNOWN, 0,   # indeterminate
        DISPATCH, 0,
        PROGRESS, P_TASKS, 0, 2, PD_DOWN, 0, 1,            # tasks 0 and 1 combined
        PROGRESS, P_TASKS, 0, 2, PD_DOWN, 1, 1,            # a repeat: refused
        PROGRESS, P_TASKS, 0, 2, PD_BAD, 0, 1,             # a bad direction: refused
        PROGRESS, P_TASK, 0, PD_UP, 0, 210,                # another context's task: refused
        PROGRESS, P_REPORT, 0, PD_DOWN, PB_MINUS2, PB_1, 1,  # a negative count: refused
        PROGRESS, P_REPORT, 0, PD_DOWN, PB_1M, PB_1M, 1,
        PROGRESS, P_QUERY, 0, 1, PD_DOWN, 7,
        *task(0, COMPLETE),
        DISPATCH, 0,
        PROGRESS, P_REPORT, 0, PD_DOWN, PB_1, PB_1, 0,     # task 0 is Completed: refused
        PROGRESS, P_QUERY, 0, 0, PD_UP, 1,
        TASK_LIFE, 1,                                      # destroyed while followed
        DISPATCH, 0,
        PROGRESS, P_LIFE, 0,                               # destroyed
        PROGRESS, P_TASK, 0, PD_DOWN, 0, 0,                # a destroyed progress: refused
    ],
    # The generic functions' own refusals (1.4): every non-component handle (a task, an indicator, a
    # probe, a scroll view, a progress, the context) given to the generic calls, with valid and
    # invalid arguments: invalid handle, nothing destroyed; every verb a header, a trailer and an
    # auto footer lacks: invalid state, nothing changed. Then the family's own calls on the same
    # objects (each through rk_component_* or the kind's own function, by position).
    "component_refusals": [
        TASK_LIFE, 0, IND_LIFE, 0, PROBE_LIFE, 0, *sv(0, SV_LIFE), PROGRESS, P_LIFE, 0,
        HLIFE, 0, 0, 1, TLIFE, 0, 1, ALIFE, 0, 0,
        *[x for call in range(12) for obj in range(6) for x in (COMPONENT, call << 1, obj)],
        *[x for call in range(12) for x in (COMPONENT, 0x80 | (call << 1), call % 6)],
        *[x for verb in range(11) for kind in range(3) for x in (COMPONENT, 1 | (verb << 1), kind)],
        HBEGIN, 0, 0, 0, *advance(3), *tset(0, TSET_TITLE, extra=4, text=0), *acmd(0, A_NO_MORE),
        *[x for verb in range(11) for kind in range(3) for x in (COMPONENT, 1 | (verb << 1), kind)],
        *aset(0, ASET_VISIBLE, 0), *acmd(0, A_BEGIN), *aget(0, AGET_STATE), TGET, 0, 0, TGET_STATE, 0,
        ALIFE, 0, TLIFE, 0, HLIFE, 0,
    ],
    # A timer due before what the host was told makes the fd readable and calls the wakeup.
    "deadline_wakeup": [
        DEADLINE, 8,                       # nothing scheduled (-1): a timer in 1 s
        DEADLINE, 1,                       # half of the timeout
        DEADLINE, 2,
        *advance(6), DEADLINE, 0,
        WAKEUP, 2, DEADLINE, 3,
    ],
}


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    corpus = os.path.join(here, "corpus")
    os.makedirs(corpus, exist_ok=True)
    for name, ops in SEEDS.items():
        data = bytes(ops)
        with open(os.path.join(corpus, name), "wb") as f:
            f.write(data)
        print(f"{name}: {len(data)} bytes")


if __name__ == "__main__":
    main()
