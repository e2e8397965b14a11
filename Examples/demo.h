/*
 * rk-demo's shared parts: what its modes (demo.c: the back footer and the auto footer; demo_chat.c:
 * the chat) use alike. The options, the checks, the clocks, the text widths and the terminal's
 * screen are written once, in demo.c.
 */
#ifndef RK_DEMO_H
#define RK_DEMO_H

#include <refreshkit.h>

#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* ---- the options ---- */

extern int quiet;
extern double speed;
extern const char *language;

#define SAY(...) do { if (!quiet) { printf(__VA_ARGS__); fflush(stdout); } } while (0)

/* Exits with the error's message unless status is RK_OK (the demo's checks of its own calls). */
int check(rk_status status, const char *what);
/* "1 load", "2 loads": the noun in the count's number. */
const char *plural(long count, const char *one, const char *many);
/* Formats into a fixed buffer, truncating. */
void format_text(char *buffer, size_t cap, const char *format, ...);
const char *state_name(int32_t state);
const char *priority_name(int32_t priority);

/* ---- time: the wall clock, the scene clock that --speed scales, the timeline's fake clock ---- */

double wall_now(void);
extern double scene_origin;
double scene_now(void);
double scene_clock(void *user_data);
/* Milliseconds to wait for scene_seconds of scene time, at most cap_ms (-1 waits cap_ms). */
int wait_ms(double scene_seconds, int cap_ms);
extern double demo_clock;
double clock_now(void *user_data);
double timeline_now(void);
/* Moves the fake clock on by seconds, dispatching the context's timers as they fall due. */
void advance_clock(rk_context *ctx, double seconds);
double ease_in_out(double f);
int floor_int(double x);

/* ---- text: display widths (CJK is two columns) ---- */

int text_width(const char *text);

/* ---- the terminal: a full-screen view, redrawn line by line ---- */

#define VIEW_LINES 16            /* the scroll viewport, in text lines */
#define VIEW_COLUMNS 60
#define LINE_POINTS 20.0         /* one text line is 20 points */
#define COLUMN_POINTS 6.25       /* 60 columns are 375 points */
#define PANEL_LINES 5
#define SCREEN_LINES (2 + VIEW_LINES + 1 + PANEL_LINES)
#define SCREEN_COLUMNS 80
#define FRAME_SECONDS (1.0 / 30) /* wall time between redraws */
#define MANUAL_IDLE_SECONDS 20.0 /* wall time without a key that ends a run you drive */
#define LOG_LINES 6
#define LOG_BYTES 192
#define LINE_BYTES 1024

extern volatile sig_atomic_t interrupted, resized;
extern const char *const braille_spinner[10];

void write_all(int fd, const char *data, size_t length);
void terminal_enter(int keys);
void terminal_restore(void);
void terminal_size(int *lines, int *columns);

/* A frame is composed line by line and sent whole: a line is written only when it differs from
   what that row of the terminal shows. Every line is measured: one wider than SCREEN_COLUMNS would
   be cut off by the terminal, so it is counted (the run then fails) and cut at a character. */
#define MAX_SCREEN_LINES (SCREEN_LINES + 1 + LOG_LINES)

struct screen {
    char line[LINE_BYTES];                     /* the line being composed: text and escapes */
    size_t length;
    int row;                                   /* its row, from 1 */
    int origin;                                /* the column pad_to counts from */
    char shown[MAX_SCREEN_LINES][LINE_BYTES];  /* what each row shows now */
    int shown_rows;                            /* rows the last frame drew; -1: unknown, redraw all */
    char out[1 << 16];
    size_t out_length;
    long frames, lines_drawn, lines_redrawn, overflows;
    char first_overflow[LINE_BYTES];
};

extern struct screen screen;

void begin_line(struct screen *s);
void end_line(struct screen *s);
/* Sends the frame: the changed lines, and a clear below when it has fewer rows than the last. */
void end_frame(struct screen *s, int lines);
void put(struct screen *s, const char *text);
void putf(struct screen *s, const char *format, ...);
/* text in at most columns display columns: cut at a character, with "…" when cut. */
void put_fitted(struct screen *s, const char *text, int columns);
void pad_to(struct screen *s, int column);
int current_column(const struct screen *s);
/* Starts a frame; in a terminal made smaller than the frame it draws only a line saying so and
   returns 0. */
int begin_frame(struct screen *s, int lines);
/* The viewport's top or bottom border, with a badge (or NULL) in its middle. */
void view_border(struct screen *s, int top, const char *badge);
/* After the terminal was cleared (a resize): every row is drawn again. */
void screen_invalidate(void);
/* The frame's first line: RefreshKit's version, the mode, the language, the speed, the time. */
void title_line(struct screen *s, const char *mode, double now);
/* The newest notes (newest first) under the panel, if the terminal is tall enough. */
void render_log(struct screen *s, const char log[][LOG_BYTES], int lines);
/* A terminal run's frame timing: when the next frame is due, the terminal's size, frames drawn. */
struct frame_clock {
    double next;
    int lines, columns, frames;
};
/* One turn of a terminal run's loop: clears and redraws everything after a resize, draws a frame
   when one is due, then waits for the context's fd, the keys or the next frame, whichever comes
   first. Returns 1 when keys wait to be read; the caller reads them, then dispatches the context. */
int terminal_turn(rk_context *ctx, int fd, int keys, struct frame_clock *frame, double now,
                  void (*draw)(void *data, double now, int lines), void *data);
/* Says on stderr how many lines were cut, and the first (nothing when none was). */
void report_overflows(void);

/* ---- the chat mode (demo_chat.c) ---- */

/* The terminal's run: the exit status, -1 when the terminal is too small, or -3 when the key m
   left the chat (the caller runs the back footer's mode, the screen kept). */
int run_chat_terminal(int switched);
/* The chat's script on the fake clock, printed as a timeline; the exit status. */
int run_chat_timeline(void);
/* The chat mode's paragraph of --help. */
void chat_usage(FILE *out);

#endif
