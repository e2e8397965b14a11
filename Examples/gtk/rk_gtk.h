/*
 * rk_gtk.h — the parts of rk-gtk-app (RefreshKit's GTK 4 example) and what they share.
 *
 *   gif_frames.c   GIF files decoded with GdkPixbufAnimation: frames, and each frame's own delay
 *   view_parts.c   what the views share: placing parts, Pango's text width, letting go of handlers
 *   footer_view.c  the footer drawn: its GIF frame (GtkPicture) and label (GtkLabel, Pango-measured)
 *   header_view.c  the pull-down header drawn: its GIF frame and its two labels (state, last update)
 *   list_footer.c  the scrolling list as one rk_scroll_view, the header above it and the footer
 *                  under it attached: one metrics update per adjustment change or drag event, the
 *                  inset and offset requests the scroll view relays (naming the edge) applied
 *   http_loader.c  libcurl's multi interface on the GLib loop; each transfer is an rk_task
 *   local_server.c starts Examples/server/rk_http_server.py on 127.0.0.1 and stops it
 *   control.c      the control lines on standard input: screenshots and scripted actions
 *   older_view.c   the chat's auto header drawn: its label (the tap target) and its spinner
 *   chat_view.c    the chat: message bubbles as one rk_scroll_view with the auto header attached,
 *                  older messages loaded above without a jump, new ones arriving at the bottom
 *   main.c         the window, its List and Chat pages, the wiring of loads to the footer, the header bar
 */
#ifndef RK_GTK_H
#define RK_GTK_H

#include <gtk/gtk.h>
#include <refreshkit.h>

/* Reports a failed RefreshKit call (with its last-error message) and exits: the example treats
   every error as a bug. */
void rk_gtk_check(rk_status status, const char *call);
#define RK_GTK_CHECK(call) rk_gtk_check((call), #call)

/* Prints one line of the timeline: "rk-gtk: <what>". The test reads these lines. */
void rk_gtk_event(const char *format, ...) G_GNUC_PRINTF(1, 2);

/* ---- gif_frames.c ---- */

/* One GIF: its frames as textures (and pixbufs) and their delays in seconds, from the file. */
typedef struct {
    guint count;
    int width, height;
    GdkTexture **textures;
    double *durations;
} RkGtkGif;

gboolean rk_gtk_gif_load(const char *path, RkGtkGif *out, GError **error);
void rk_gtk_gif_clear(RkGtkGif *gif);

/* Appends "name": {x, y, w, h} (the widget's bounds in window coordinates minus (ox, oy)), or
   "name": null when it is hidden. */
void rk_gtk_describe_widget(GString *json, const char *name, GtkWidget *widget, GtkWidget *window, double ox,
                            double oy);

/* ---- view_parts.c ---- */

/* The measure of a view its parent sizes itself (a GtkCustomLayout's measure function): nothing. */
void rk_gtk_measure_none(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                         int *minimum_baseline, int *natural_baseline);
/* Allocates child the rect r (in its parent's coordinates, rounded down to whole pixels). */
void rk_gtk_place(GtkWidget *child, rk_rect r);
/* The width of text as Pango lays it out in label's font: what "measure-text" answers. */
double rk_gtk_text_width(GtkWidget *label, const char *text);
/* Disconnects the handlers with data from widget's event controllers (the widget outlives data). */
void rk_gtk_disconnect_controllers(GtkWidget *widget, gpointer data);

/* ---- footer_view.c ---- */

/* The footer states that have GIFs, in this order. */
enum { GIF_IDLE, GIF_PULLING, GIF_REFRESHING, GIF_STATES };

typedef struct FooterView FooterView;

/* The footer's widget; it gives the footer the GIFs' frames (GIF_STATES entries, which must outlive
   it) with their own delays, and follows its drawing signals. */
FooterView *footer_view_new(rk_footer *footer, const RkGtkGif *gifs);

/* F20: hands a component's "announcement" to GTK's accessibility API for widget (the component's
   label): gtk_accessible_announce on GTK 4.14 and later, else the label's accessible description.
   who names the component in the "announcement" log line. */
void rk_gtk_announce(GtkWidget *widget, const char *who, const char *text, int32_t priority);
void footer_view_free(FooterView *view);
GtkWidget *footer_view_widget(FooterView *view);
/* Appends the footer's state, GIF frame, label and the rects of its GIF and label to json. */
void footer_view_describe(FooterView *view, GtkWidget *window, double ox, double oy, GString *json);

/* ---- header_view.c ---- */

typedef struct HeaderView HeaderView;

/* The header's widget (GIF style); it gives the header the GIFs' frames (GIF_STATES entries: the
   header's Idle, Pulling and Refreshing GIFs, which must outlive it) with their own delays, and
   follows its drawing signals. */
HeaderView *header_view_new(rk_header *header, const RkGtkGif *gifs);
void header_view_free(HeaderView *view);
GtkWidget *header_view_widget(HeaderView *view);
/* Appends the header's state, GIF frame, labels, their measured widths and rects to json. */
void header_view_describe(HeaderView *view, GtkWidget *window, double ox, double oy, GString *json);

/* ---- older_view.c ---- */

typedef struct OlderView OlderView;

/* The auto header's widget (normal style: label and spinner); it follows its drawing signals. */
OlderView *older_view_new(rk_auto_header *older);
void older_view_free(OlderView *view);
GtkWidget *older_view_widget(OlderView *view);
/* Appends the auto header's state, label, its measured width and the rects of it, its label and its
   spinner (null while stopped) to json. */
void older_view_describe(OlderView *view, GtkWidget *window, double ox, double oy, GString *json);

/* ---- list_footer.c ---- */

typedef struct ListFooter ListFooter;

/* A scrolled list with a pull-down header above it and a footer under it. gifs and header_gifs
   (GIF_STATES entries each) must outlive it. */
ListFooter *list_footer_new(rk_context *ctx, const RkGtkGif *gifs, const RkGtkGif *header_gifs);
void list_footer_free(ListFooter *lf);
GtkWidget *list_footer_widget(ListFooter *lf);
rk_footer *list_footer_footer(ListFooter *lf);
rk_header *list_footer_header(ListFooter *lf);
void list_footer_append_rows(ListFooter *lf, GPtrArray *texts);
/* Removes every row (a reload replaces them). */
void list_footer_clear_rows(ListFooter *lf);
guint list_footer_row_count(ListFooter *lf);
/* Scrolls to the end of the content, as a user with a mouse wheel would. */
void list_footer_scroll_to_end(ListFooter *lf);
/* Scrolls to the top of the content (its rest position), as a mouse wheel would. */
void list_footer_scroll_to_top(ListFooter *lf);
/* Appends a JSON object describing what is drawn to json: rects in window coordinates minus
   (ox, oy), the origin of the window's screenshot. */
void list_footer_describe(ListFooter *lf, GtkWidget *window, double ox, double oy, GString *json);

/* ---- http_loader.c ---- */

/* error_code values of a completed transfer's task besides 0 (success) and HTTP statuses. */
enum {
    LOADER_ERROR_CANCELED = -1,      /* the user cancelled it */
    LOADER_ERROR_BAD_RESPONSE = -2,  /* 2xx, but not the JSON page the server promises */
    LOADER_ERROR_CURL_BASE = 1000    /* 1000 + CURLcode: the transfer itself failed */
};

typedef struct Loader Loader;

/* What a finished transfer brought; reach it from its task with loader_transfer_of. */
typedef struct {
    int page;
    int32_t error_code;
    char *message;
    GPtrArray *items;  /* of char *, on success */
    gboolean last;
} LoaderResult;

Loader *loader_new(rk_context *ctx, const char *base_url);
void loader_free(Loader *loader);
/* A new task for GET <base>/items?page=N, Suspended: bind what should follow it, then start it. */
rk_task *loader_create(Loader *loader, int page);
void loader_start(rk_task *task);
void loader_pause(rk_task *task);
void loader_resume(rk_task *task);
void loader_cancel(rk_task *task);
/* The transfer's result (NULL until it completed), from the task's host data. */
const LoaderResult *loader_result_of(rk_task *task);
int loader_page_of(rk_task *task);

/* Destroys a finished transfer's task from an idle callback: not in its completion, which every
   handler of the task's (and its bindings') still has to see. */
void loader_destroy_later(rk_task *task);

/* ---- chat_view.c ---- */

typedef struct ChatView ChatView;

/* The chat page: messages, the auto header loading older ones with loader, a new message every
   interval seconds while it is shown (0: none). */
ChatView *chat_view_new(rk_context *ctx, Loader *loader, double interval);
/* After the context is destroyed. */
void chat_view_free(ChatView *cv);
GtkWidget *chat_view_widget(ChatView *cv);
/* Appends a JSON object describing the chat: its scroll view, load states, auto header, and the
   messages in view with their rects (window coordinates minus (ox, oy)). */
void chat_view_describe(ChatView *cv, GtkWidget *window, double ox, double oy, GString *json);

/* ---- control.c ---- */

typedef struct {
    void (*pause)(void *data, gboolean pause); /* pause (TRUE) or resume the load in flight */
    void (*cancel)(void *data);
    void (*quit)(void *data);
    /* Appends more members (", \"name\": ...") to a description (the chat, the page tabs). */
    void (*describe)(void *data, GtkWidget *window, double ox, double oy, GString *json);
    void *data;
} ControlHooks;

typedef struct Control Control;
Control *control_start(GtkWidget *window, ListFooter *lf, GtkWidget *activity, const char *out_dir,
                       const ControlHooks *hooks);
void control_stop(Control *control);

/* ---- local_server.c ---- */

typedef struct LocalServer LocalServer;
LocalServer *local_server_start(const char *python, const char *script, const char *const *args,
                                GError **error);
const char *local_server_url(LocalServer *server);
void local_server_stop(LocalServer *server);

#endif /* RK_GTK_H */
