#!/usr/bin/env python3
"""Writes the seed corpus of Tests/fuzz/fuzz_abi.c into Tests/fuzz/corpus/ (run it after changing
the harness's input format; the files are committed, so run.sh does not need Python).

An input is a sequence of operations: an opcode byte (an index into fuzz_abi.c's OPCODES table,
modulo 32) and the argument bytes that operation reads. Each seed below spells its operations
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
MISC, ADVANCE = 24, 25

# Bytes that val() maps to a hostile number (128 + index into VALS).
NAN, INF, NEG1, HUGE = 128 + 28, 128 + 26, 128 + 17, 128 + 22
# Counts table indices (op_images): 3 frames, 2 frames, 4097 frames.
C3, C2, C4097 = 3, 2, 15
# Kinds for op_connect's first byte.
K_FOOTER, K_TASK, K_IND, K_PROBE, K_CTX = range(5)
# Handler behaviors (low nibble of op_connect's "how" byte).
BH_NONE, BH_DISCONNECT_SELF, BH_DISCONNECT_OTHER, BH_DESTROY_OBJECT, BH_DESTROY_CONTEXT, BH_DISPATCH, BH_COMMAND, BH_CONNECT = range(8)
# Task transitions.
RESUME, SUSPEND, CANCEL, COMPLETE = range(4)


def task(slot, tr):
    # slot, transition, code index, message pick (1: NULL message)
    return [TASK, slot, tr, 0, 1]


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
