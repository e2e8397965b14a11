/*
 * rk-gtk-shot-check: checks one screenshot of rk-gtk-app against what the app says it drew.
 *
 *   rk-gtk-shot-check MANIFEST SHOT_JSON_FILE EXPECTED_STATE EXPECTED_GIF EXPECTED_LABEL
 *   rk-gtk-shot-check MANIFEST SHOT_JSON_FILE EXPECTED_STATE EXPECTED_GIF EXPECTED_LABEL EXPECTED_TIME
 *   rk-gtk-shot-check MANIFEST SHOT_JSON_FILE rest
 *   rk-gtk-shot-check MANIFEST SHOT_JSON_FILE chat|chat-scrolled EXPECTED_STATE EXPECTED_LABEL
 *
 * The first form checks the footer; the second, with the "Last update" text, checks the pull-down
 * header instead: the same checks on the header's rect and GIF, and for the labels, each of its two
 * labels' ink within its own text box (the state label's and the time label's, each centred in its
 * rect, as wide as Pango measured it).
 *
 * SHOT_JSON_FILE holds the JSON of the app's "shot" line: the PNG's path, the footer's state, the
 * GIF frame shown, and the rects (window coordinates) of the viewport, the footer, the GIF picture
 * and the label. MANIFEST is gifs/frames.txt (state, index, colour, delay per frame, written by
 * make_gifs.py, independent of GdkPixbuf's decoding). EXPECTED_GIF is a GIF state name, or "none"
 * when the GIF must be hidden.
 *
 * It checks, in the PNG:
 *  - at least 60% of the footer's height is in view (inside the viewport);
 *  - at least half the GIF rect is in view, and at least 40% of its pixels in view are the colour
 *    the manifest gives the frame the app reported (within 8 per channel), and under 2% are the
 *    colour of any other frame; with "none", no pixel of the visible footer has any frame's colour;
 *  - the label is drawn: dark "ink" pixels in the visible footer (outside the GIF and the overlay
 *    scrollbar) exist, lie within the text box Pango measured (centred, text_width wide, 3 px
 *    slack), and span at least 70% of its width.
 * The third form checks the list at rest: the header and the footer both Idle and both wholly out
 * of the viewport, no pixel of the viewport in any frame's colour, and the rows' text drawn (dark
 * ink in the viewport).
 * The fourth form checks the chat page: its auto header in view in the expected state with its
 * label's ink inside the text box Pango measured (outside the spinner), and each message wholly in
 * view a readable bubble: its side's background colour on at least half its rect, dark text in it,
 * no overlap with the one above, inside the viewport; at least three of them. chat-scrolled: the
 * same, but the auto header wholly out of view (its label is not checked).
 * Exit status 0 when every check passes; each failure is printed.
 */
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_FRAMES 64

typedef struct {
    char state[32];
    int index;
    guint8 rgb[3];
} Frame;

typedef struct {
    double x, y, w, h;
} Rect;

static Frame frames[MAX_FRAMES];
static int frame_count;
static int failures;

static void fail(const char *format, ...) G_GNUC_PRINTF(1, 2);
static void fail(const char *format, ...) {
    va_list args;
    va_start(args, format);
    fputs("  FAIL: ", stdout);
    vprintf(format, args);
    fputc('\n', stdout);
    va_end(args);
    failures++;
}

static gboolean read_manifest(const char *path) {
    FILE *file = fopen(path, "r");
    if (file == NULL) return FALSE;
    char line[256];
    while (fgets(line, sizeof line, file) != NULL && frame_count < MAX_FRAMES) {
        Frame f;
        unsigned colour, delay;
        if (line[0] == '#' || sscanf(line, "%31s %d %x %u", f.state, &f.index, &colour, &delay) != 4) continue;
        f.rgb[0] = (guint8)(colour >> 16), f.rgb[1] = (guint8)(colour >> 8), f.rgb[2] = (guint8)colour;
        frames[frame_count++] = f;
    }
    fclose(file);
    return frame_count > 0;
}

static gboolean get_rect(JsonObject *object, const char *name, Rect *out) {
    JsonNode *node = json_object_get_member(object, name);
    if (node == NULL || JSON_NODE_HOLDS_NULL(node)) return FALSE;
    JsonObject *r = json_node_get_object(node);
    *out = (Rect){json_object_get_double_member(r, "x"), json_object_get_double_member(r, "y"),
                  json_object_get_double_member(r, "w"), json_object_get_double_member(r, "h")};
    return TRUE;
}

static Rect intersect(Rect a, Rect b) {
    double x0 = fmax(a.x, b.x), y0 = fmax(a.y, b.y);
    double x1 = fmin(a.x + a.w, b.x + b.w), y1 = fmin(a.y + a.h, b.y + b.h);
    return (Rect){x0, y0, fmax(0, x1 - x0), fmax(0, y1 - y0)};
}

static const guint8 *pixel(GdkPixbuf *image, int x, int y) {
    return gdk_pixbuf_get_pixels(image) + (gsize)y * gdk_pixbuf_get_rowstride(image) +
           (gsize)x * gdk_pixbuf_get_n_channels(image);
}

static gboolean near(const guint8 *p, const guint8 rgb[3]) {
    return abs(p[0] - rgb[0]) <= 8 && abs(p[1] - rgb[1]) <= 8 && abs(p[2] - rgb[2]) <= 8;
}

/* Pixels of a rect (clipped to the image) matching a colour; *area gets the pixels counted. */
static int count_colour(GdkPixbuf *image, Rect r, const guint8 rgb[3], int *area) {
    int x0 = MAX(0, (int)ceil(r.x)), y0 = MAX(0, (int)ceil(r.y));
    int x1 = MIN(gdk_pixbuf_get_width(image), (int)floor(r.x + r.w));
    int y1 = MIN(gdk_pixbuf_get_height(image), (int)floor(r.y + r.h));
    int count = 0;
    *area = 0;
    for (int y = y0; y < y1; y++)
        for (int x = x0; x < x1; x++) {
            (*area)++;
            count += near(pixel(image, x, y), rgb);
        }
    return count;
}

static const Frame *find_frame(const char *state, int index) {
    for (int i = 0; i < frame_count; i++)
        if (strcmp(frames[i].state, state) == 0 && frames[i].index == index) return &frames[i];
    return NULL;
}

static void check_gif(GdkPixbuf *image, JsonObject *footer, Rect visible, const char *expected) {
    Rect gif;
    gboolean shown = get_rect(footer, "gif", &gif);
    if (strcmp(expected, "none") == 0) {
        if (shown) fail("the GIF should be hidden, but is drawn at %.0f,%.0f", gif.x, gif.y);
        for (int i = 0; i < frame_count; i++) {
            int area = 0, n = count_colour(image, visible, frames[i].rgb, &area);
            if (n > area / 200)
                fail("%d pixels of the footer have the colour of %s frame %d", n, frames[i].state, frames[i].index);
        }
        printf("  gif: hidden, no frame colour in the %.0fx%.0f visible footer\n", visible.w, visible.h);
        return;
    }
    JsonArray *shown_frame = json_object_get_array_member(footer, "frame");
    const char *state = json_array_get_string_element(shown_frame, 0);
    int index = (int)json_array_get_int_element(shown_frame, 1);
    if (!shown) {
        fail("the GIF is not shown");
        return;
    }
    if (strcmp(state, expected) != 0) fail("the app shows a %s frame, expected %s", state, expected);
    Rect gif_visible = intersect(gif, visible);
    if (gif_visible.w * gif_visible.h < 0.5 * gif.w * gif.h)
        fail("only %.0fx%.0f of the %.0fx%.0f GIF is in view", gif_visible.w, gif_visible.h, gif.w, gif.h);
    gif = gif_visible;
    const Frame *frame = find_frame(state, index);
    if (frame == NULL) {
        fail("frame %s %d is not in the manifest", state, index);
        return;
    }
    int area = 0, matching = count_colour(image, gif, frame->rgb, &area);
    if (area == 0 || matching * 100 < area * 40)
        fail("only %d of %d GIF pixels have %s frame %d's colour %02x%02x%02x", matching, area, state, index,
             frame->rgb[0], frame->rgb[1], frame->rgb[2]);
    for (int i = 0; i < frame_count; i++) {
        if (&frames[i] == frame) continue;
        int other_area = 0, other = count_colour(image, gif, frames[i].rgb, &other_area);
        if (other * 100 > other_area * 2)
            fail("%d GIF pixels have the colour of %s frame %d", other, frames[i].state, frames[i].index);
    }
    printf("  gif: %s frame %d, colour %02x%02x%02x on %d of %d pixels\n", state, index, frame->rgb[0],
           frame->rgb[1], frame->rgb[2], matching, area);
}

static gboolean dark(const guint8 *p) {
    return p[0] + p[1] + p[2] < 3 * 150;
}

/* The label centred in the component's rect (named rect_name), its ink outside the rect named
   skip_name (the footer's GIF, the auto header's spinner). */
static void check_label(GdkPixbuf *image, JsonObject *footer, Rect visible, const char *expected_label,
                        const char *rect_name, const char *skip_name) {
    const char *label = json_object_get_string_member(footer, "label");
    if (strcmp(label, expected_label) != 0) fail("the label says \"%s\", expected \"%s\"", label, expected_label);
    double text_width = json_object_get_double_member(footer, "text_width");
    Rect footer_rect, gif = {0, 0, 0, 0}, bar = {0, 0, 0, 0};
    get_rect(footer, rect_name, &footer_rect);
    get_rect(footer, skip_name, &gif);
    get_rect(footer, "scrollbar", &bar);
    double centre = footer_rect.x + footer_rect.w / 2;
    double left = centre - text_width / 2 - 3, right = centre + text_width / 2 + 3;
    int ink = 0, stray = 0, min_x = G_MAXINT, max_x = -1;
    for (int y = (int)ceil(visible.y); y < (int)floor(visible.y + visible.h); y++)
        for (int x = (int)ceil(visible.x); x < (int)floor(visible.x + visible.w); x++) {
            if (x >= gif.x && x < gif.x + gif.w && y >= gif.y && y < gif.y + gif.h) continue;
            if (x >= bar.x && x < bar.x + bar.w && y >= bar.y && y < bar.y + bar.h) continue;
            if (!dark(pixel(image, x, y))) continue;
            if (x < left || x > right) {
                stray++;
                continue;
            }
            ink++;
            min_x = MIN(min_x, x);
            max_x = MAX(max_x, x);
        }
    double span = max_x >= min_x ? max_x - min_x + 1 : 0;
    if (ink < 40) fail("the label is not drawn: %d ink pixels in its text box", ink);
    if (stray > 0) fail("%d ink pixels lie outside the text box Pango measured (%.0f..%.0f)", stray, left, right);
    if (span < 0.7 * text_width) fail("the ink spans %.0f px, the measured text %.0f px", span, text_width);
    printf("  label: \"%s\", %d ink pixels spanning %.0f of %.0f measured px\n", label, ink, span, text_width);
}

/* One label's text box: the label's rect (rows), centred text `width` wide, and the ink found. */
typedef struct {
    const char *name;
    Rect rect;
    double width;
    int ink, min_x, max_x;
} TextBox;

static void check_header_labels(GdkPixbuf *image, JsonObject *header, Rect visible, const char *expected_label,
                                const char *expected_time) {
    const char *label = json_object_get_string_member(header, "label");
    const char *time_label = json_object_get_string_member(header, "time_label");
    if (strcmp(label, expected_label) != 0) fail("the label says \"%s\", expected \"%s\"", label, expected_label);
    if (strcmp(time_label, expected_time) != 0)
        fail("the time label says \"%s\", expected \"%s\"", time_label, expected_time);
    TextBox boxes[2] = {
        {"state label", {0, 0, 0, 0}, json_object_get_double_member(header, "text_width"), 0, G_MAXINT, -1},
        {"time label", {0, 0, 0, 0}, json_object_get_double_member(header, "time_width"), 0, G_MAXINT, -1},
    };
    if (!get_rect(header, "label_rect", &boxes[0].rect) || !get_rect(header, "time_label_rect", &boxes[1].rect)) {
        fail("the shot has no rect for the header's labels");
        return;
    }
    Rect gif = {0, 0, 0, 0}, bar = {0, 0, 0, 0};
    get_rect(header, "gif", &gif);
    get_rect(header, "scrollbar", &bar);
    int stray = 0;
    for (int y = (int)ceil(visible.y); y < (int)floor(visible.y + visible.h); y++)
        for (int x = (int)ceil(visible.x); x < (int)floor(visible.x + visible.w); x++) {
            if (x >= gif.x && x < gif.x + gif.w && y >= gif.y && y < gif.y + gif.h) continue;
            if (x >= bar.x && x < bar.x + bar.w && y >= bar.y && y < bar.y + bar.h) continue;
            if (!dark(pixel(image, x, y))) continue;
            TextBox *box = NULL;
            for (int i = 0; i < 2; i++)
                if (y >= boxes[i].rect.y && y < boxes[i].rect.y + boxes[i].rect.h) box = &boxes[i];
            double centre = box != NULL ? box->rect.x + box->rect.w / 2 : 0;
            if (box == NULL || x < centre - box->width / 2 - 3 || x > centre + box->width / 2 + 3) {
                stray++;
                continue;
            }
            box->ink++;
            box->min_x = MIN(box->min_x, x);
            box->max_x = MAX(box->max_x, x);
        }
    for (int i = 0; i < 2; i++) {
        TextBox *b = &boxes[i];
        double span = b->max_x >= b->min_x ? b->max_x - b->min_x + 1 : 0;
        if (b->ink < 40) fail("the %s is not drawn: %d ink pixels in its text box", b->name, b->ink);
        if (span < 0.7 * b->width) fail("the %s's ink spans %.0f px, the measured text %.0f px", b->name, span, b->width);
        printf("  %s: \"%s\", %d ink pixels spanning %.0f of %.0f measured px\n", b->name, i ? time_label : label,
               b->ink, span, b->width);
    }
    if (stray > 0) fail("%d ink pixels lie outside the labels' text boxes Pango measured", stray);
}

/* The list at rest: neither the header nor the footer in view, no GIF colour, rows drawn. */
static void check_rest(GdkPixbuf *image, JsonObject *shot) {
    JsonObject *footer = json_object_get_object_member(shot, "footer");
    JsonObject *header = json_object_get_object_member(shot, "header");
    Rect viewport, footer_rect, header_rect, bar = {0, 0, 0, 0};
    if (!get_rect(footer, "viewport", &viewport) || !get_rect(footer, "footer", &footer_rect) ||
        !get_rect(header, "header", &header_rect)) {
        fail("the shot has no viewport, footer or header rect");
        return;
    }
    get_rect(footer, "scrollbar", &bar);
    const char *footer_state = json_object_get_string_member(footer, "state");
    const char *header_state = json_object_get_string_member(header, "state");
    if (strcmp(footer_state, "idle") != 0) fail("the footer is %s, expected idle", footer_state);
    if (strcmp(header_state, "idle") != 0) fail("the header is %s, expected idle", header_state);
    Rect f = intersect(footer_rect, viewport), h = intersect(header_rect, viewport);
    if (f.w * f.h > 0) fail("%.0f px of the footer are in view", f.h);
    if (h.w * h.h > 0) fail("%.0f px of the header are in view", h.h);
    for (int i = 0; i < frame_count; i++) {
        int area = 0, n = count_colour(image, viewport, frames[i].rgb, &area);
        if (n > area / 1000)
            fail("%d pixels of the viewport have the colour of %s frame %d", n, frames[i].state, frames[i].index);
    }
    int ink = 0;
    for (int y = (int)ceil(viewport.y); y < (int)floor(viewport.y + viewport.h); y++)
        for (int x = (int)ceil(viewport.x); x < (int)floor(viewport.x + viewport.w); x++) {
            if (x >= bar.x && x < bar.x + bar.w && y >= bar.y && y < bar.y + bar.h) continue;
            ink += dark(pixel(image, x, y));
        }
    if (ink < 1000) fail("the rows are not drawn: %d ink pixels in the viewport", ink);
    printf("  rest: header and footer out of view, no frame colour, %d ink pixels of rows\n", ink);
}

/* The chat: its auto header in view in the expected state, its label drawn where Pango measured it,
   and every message in view a readable bubble: its background colour (theirs grey, mine blue) on
   at least half its rect, dark text in it, no two bubbles overlapping, each inside the viewport. */
static void check_chat(GdkPixbuf *image, JsonObject *shot, gboolean header_in_view, const char *expected_state,
                       const char *expected_label) {
    static const guint8 theirs[3] = {0xe3, 0xe3, 0xe8}, mine[3] = {0xc8, 0xde, 0xfc};
    JsonObject *chat = json_object_get_object_member(shot, "chat");
    Rect viewport, header, bar = {0, 0, 0, 0};
    if (!get_rect(chat, "viewport", &viewport) || !get_rect(chat, "header", &header)) {
        fail("the shot has no chat viewport or auto header rect");
        return;
    }
    get_rect(chat, "scrollbar", &bar);
    const char *state = json_object_get_string_member(chat, "state");
    if (strcmp(state, expected_state) != 0) fail("the auto header is %s, expected %s", state, expected_state);
    Rect visible = intersect(header, viewport);
    if (!header_in_view) {
        if (visible.h > 0) fail("%.0f px of the auto header are in view, expected none", visible.h);
    } else if (visible.h < 0.6 * header.h) {
        fail("only %.0f of the auto header's %.0f px are in view", visible.h, header.h);
    } else {
        check_label(image, chat, visible, expected_label, "header", "spinner");
    }
    JsonArray *messages = json_object_get_array_member(chat, "messages");
    guint n = json_array_get_length(messages), checked = 0;
    Rect previous = {0, 0, 0, 0};
    for (guint i = 0; i < n; i++) {
        JsonObject *m = json_array_get_object_element(messages, i);
        const char *id = json_object_get_string_member(m, "id");
        Rect r;
        if (!get_rect(m, "rect", &r)) continue;
        if (i > 0 && r.y < previous.y + previous.h) fail("message %s overlaps the one above it", id);
        previous = r;
        if (r.x < viewport.x || r.x + r.w > viewport.x + viewport.w) fail("message %s is wider than the view", id);
        Rect in_view = intersect(r, viewport);
        if (in_view.h < r.h) continue; /* cut by the edge: the ones wholly in view are checked */
        int area = 0, filled = count_colour(image, r, json_object_get_boolean_member(m, "mine") ? mine : theirs, &area);
        int ink = 0;
        for (int y = (int)ceil(r.y); y < (int)floor(r.y + r.h); y++)
            for (int x = (int)ceil(r.x); x < (int)floor(r.x + r.w); x++) {
                if (x >= bar.x && x < bar.x + bar.w && y >= bar.y && y < bar.y + bar.h) continue;
                ink += dark(pixel(image, x, y));
            }
        if (area == 0 || filled * 2 < area) fail("message %s: its bubble colour on only %d of %d pixels", id, filled, area);
        if (ink < 30) fail("message %s: no text drawn (%d ink pixels)", id, ink);
        checked++;
    }
    if (checked < 3) fail("only %u messages wholly in view", checked);
    printf("  chat: %u bubbles wholly in view, each its colour and its text\n", checked);
}

int main(int argc, char **argv) {
    gboolean rest_mode = argc == 4 && strcmp(argv[3], "rest") == 0;
    gboolean chat_mode = argc == 6 && (strcmp(argv[3], "chat") == 0 || strcmp(argv[3], "chat-scrolled") == 0);
    if (argc != 6 && argc != 7 && !rest_mode) {
        fprintf(stderr, "usage: rk-gtk-shot-check MANIFEST SHOT_JSON_FILE STATE GIF LABEL [TIME_LABEL]\n"
                        "       rk-gtk-shot-check MANIFEST SHOT_JSON_FILE rest\n"
                        "       rk-gtk-shot-check MANIFEST SHOT_JSON_FILE chat|chat-scrolled STATE LABEL\n");
        return 2;
    }
    gboolean header_mode = argc == 7;
    const char *component = rest_mode ? "list" : chat_mode ? "chat" : header_mode ? "header" : "footer";
    if (!read_manifest(argv[1])) {
        fprintf(stderr, "rk-gtk-shot-check: cannot read the manifest %s\n", argv[1]);
        return 2;
    }
    GError *error = NULL;
    JsonParser *parser = json_parser_new();
    if (!json_parser_load_from_file(parser, argv[2], &error)) {
        fprintf(stderr, "rk-gtk-shot-check: %s: %s\n", argv[2], error->message);
        return 2;
    }
    JsonObject *shot = json_node_get_object(json_parser_get_root(parser));
    const char *name = json_object_get_string_member(shot, "name");
    const char *file = json_object_get_string_member(shot, "file");
    printf("shot %s (%s), the %s:\n", name, file, component);
    GdkPixbuf *image = gdk_pixbuf_new_from_file(file, &error);
    if (image == NULL) {
        printf("  FAIL: cannot read the screenshot: %s\n", error->message);
        return 1;
    }
    JsonObject *window = json_object_get_object_member(shot, "window");
    if (gdk_pixbuf_get_width(image) != json_object_get_int_member(window, "w") ||
        gdk_pixbuf_get_height(image) != json_object_get_int_member(window, "h"))
        fail("the PNG is %dx%d, the window %ldx%ld", gdk_pixbuf_get_width(image), gdk_pixbuf_get_height(image),
             (long)json_object_get_int_member(window, "w"), (long)json_object_get_int_member(window, "h"));
    if (rest_mode || chat_mode) {
        if (rest_mode) check_rest(image, shot);
        else check_chat(image, shot, strcmp(argv[3], "chat") == 0, argv[4], argv[5]);
        printf("  %s\n", failures == 0 ? "ok" : "FAILED");
        g_object_unref(image);
        g_object_unref(parser);
        return failures == 0 ? 0 : 1;
    }
    JsonObject *footer = json_object_get_object_member(shot, component);

    const char *state = json_object_get_string_member(footer, "state");
    if (strcmp(state, argv[3]) != 0) fail("the %s is %s, expected %s", component, state, argv[3]);
    Rect viewport, footer_rect;
    if (!get_rect(footer, "viewport", &viewport) || !get_rect(footer, component, &footer_rect)) {
        fail("the shot has no viewport or %s rect", component);
        return 1;
    }
    /* What of the footer (or header) the user can see. */
    Rect visible = intersect(footer_rect, viewport);
    if (visible.h < 0.6 * footer_rect.h)
        fail("only %.0f of the %s's %.0f px are in view", visible.h, component, footer_rect.h);
    check_gif(image, footer, visible, argv[4]);
    if (header_mode) check_header_labels(image, footer, visible, argv[5], argv[6]);
    else check_label(image, footer, visible, argv[5], "footer", "gif");
    printf("  %s\n", failures == 0 ? "ok" : "FAILED");
    g_object_unref(image);
    g_object_unref(parser);
    return failures == 0 ? 0 : 1;
}
