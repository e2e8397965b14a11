/*
 * http_loader.c — pages fetched with libcurl's multi interface on the GLib main loop, each
 * transfer a RefreshKit task.
 *
 * curl tells us which sockets to watch (CURLMOPT_SOCKETFUNCTION) and when to call it back
 * (CURLMOPT_TIMERFUNCTION); both become GLib sources in the default main context, the one GTK and
 * RefreshKit's GSource run in, so there is one loop and no thread. The transfer record is the
 * task's host data (rk_object_set_user_data): a handler that gets the task, such as the context's
 * "task-completed", finds it without a map, and destroying the task frees it.
 *
 * A task follows its transfer: created Suspended; resumed when the transfer is added to the multi
 * handle; suspended and resumed with curl_easy_pause; canceled (then completed) when the user
 * cancels; completed with error_code 0 for HTTP 2xx with the JSON page, else the HTTP status,
 * 1000 + CURLcode for a failed transfer, or LOADER_ERROR_* (rk_gtk.h), each with a message.
 * Its bytes go to RefreshKit as curl reports them (CURLOPT_XFERINFOFUNCTION -> rk_task_set_progress,
 * B7): a progress bar bound to the task shows the transfer (main.c).
 */
#include "rk_gtk.h"

#include <curl/curl.h>
#include <glib-unix.h>
#include <json-glib/json-glib.h>

#define MAX_BODY (1 << 20)

struct Loader {
    rk_context *ctx;
    CURLM *multi;
    char *base_url;
    guint timer_id;
};

typedef struct {
    Loader *loader;
    rk_task *task;
    CURL *easy;
    gboolean in_multi;
    GByteArray *body;
    char curl_error[CURL_ERROR_SIZE];
    LoaderResult result;
    gboolean done;
} Transfer;

typedef struct {
    Loader *loader;
    curl_socket_t fd;
    guint source_id;
} SocketWatch;

static void check_curl(CURLcode code, const char *call) {
    if (code != CURLE_OK) g_error("%s: %s", call, curl_easy_strerror(code));
}

static void check_multi(CURLMcode code, const char *call) {
    if (code != CURLM_OK) g_error("%s: %s", call, curl_multi_strerror(code));
}

static Transfer *transfer_of(rk_task *task) {
    void *data = NULL;
    RK_GTK_CHECK(rk_object_get_user_data(task, &data));
    g_return_val_if_fail(data != NULL, NULL);
    return data;
}

/* The task's host data notify: the task is being destroyed (or its context). */
static void transfer_free(void *data) {
    Transfer *t = data;
    if (t->in_multi) check_multi(curl_multi_remove_handle(t->loader->multi, t->easy), "curl_multi_remove_handle");
    curl_easy_cleanup(t->easy);
    g_byte_array_unref(t->body);
    g_free(t->result.message);
    if (t->result.items != NULL) g_ptr_array_unref(t->result.items);
    g_free(t);
}

/* ---- the page ---- */

static gboolean parse_page(Transfer *t) {
    g_autoptr(JsonParser) parser = json_parser_new();
    if (!json_parser_load_from_data(parser, (const char *)t->body->data, t->body->len, NULL)) return FALSE;
    JsonNode *root = json_parser_get_root(parser);
    if (root == NULL || !JSON_NODE_HOLDS_OBJECT(root)) return FALSE;
    JsonObject *object = json_node_get_object(root);
    if (!json_object_has_member(object, "items") || !json_object_has_member(object, "last") ||
        json_object_get_int_member(object, "page") != t->result.page)
        return FALSE;
    JsonArray *items = json_object_get_array_member(object, "items");
    if (items == NULL) return FALSE;
    t->result.items = g_ptr_array_new_with_free_func(g_free);
    for (guint i = 0; i < json_array_get_length(items); i++) {
        const char *text = json_array_get_string_element(items, i);
        g_ptr_array_add(t->result.items, g_strdup(text != NULL ? text : "?"));
    }
    t->result.last = json_object_get_boolean_member(object, "last");
    return TRUE;
}

static void complete(Transfer *t, int32_t code, char *message) {
    t->done = TRUE;
    t->result.error_code = code;
    t->result.message = message;
    RK_GTK_CHECK(rk_task_complete(t->task, code, message));
}

static void finish(Transfer *t, CURLcode result) {
    check_multi(curl_multi_remove_handle(t->loader->multi, t->easy), "curl_multi_remove_handle");
    t->in_multi = FALSE;
    if (result != CURLE_OK) {
        complete(t, LOADER_ERROR_CURL_BASE + (int32_t)result,
                 g_strdup_printf("%s", t->curl_error[0] ? t->curl_error : curl_easy_strerror(result)));
        return;
    }
    long status = 0;
    check_curl(curl_easy_getinfo(t->easy, CURLINFO_RESPONSE_CODE, &status), "CURLINFO_RESPONSE_CODE");
    if (status < 200 || status > 299) {
        /* The server's one-line body says why. */
        g_autofree char *body = g_strndup((const char *)t->body->data, MIN(t->body->len, 200));
        complete(t, (int32_t)status, g_strdup_printf("HTTP %ld: %s", status, g_strchomp(body)));
    } else if (!parse_page(t)) {
        complete(t, LOADER_ERROR_BAD_RESPONSE, g_strdup_printf("HTTP %ld but not page %d as JSON", status, t->result.page));
    } else {
        complete(t, 0, g_strdup_printf("page %d: %u items", t->result.page, t->result.items->len));
    }
}

static void check_done(Loader *loader) {
    CURLMsg *msg;
    int left = 0;
    while ((msg = curl_multi_info_read(loader->multi, &left)) != NULL) {
        if (msg->msg != CURLMSG_DONE) continue;
        Transfer *t = NULL;
        check_curl(curl_easy_getinfo(msg->easy_handle, CURLINFO_PRIVATE, (char **)&t), "CURLINFO_PRIVATE");
        finish(t, msg->data.result);
    }
}

/* ---- curl on GLib ---- */

static gboolean on_socket_ready(gint fd, GIOCondition condition, gpointer data) {
    Loader *loader = ((SocketWatch *)data)->loader; /* the watch may go during the action */
    int flags = 0, running = 0;
    if (condition & G_IO_IN) flags |= CURL_CSELECT_IN;
    if (condition & G_IO_OUT) flags |= CURL_CSELECT_OUT;
    if (condition & (G_IO_ERR | G_IO_HUP)) flags |= CURL_CSELECT_ERR;
    check_multi(curl_multi_socket_action(loader->multi, fd, flags, &running), "curl_multi_socket_action");
    check_done(loader);
    return G_SOURCE_CONTINUE;
}

static int on_socket(CURL *easy, curl_socket_t fd, int what, void *userp, void *socketp) {
    (void)easy;
    Loader *loader = userp;
    SocketWatch *watch = socketp;
    if (watch != NULL && watch->source_id != 0) {
        g_source_remove(watch->source_id);
        watch->source_id = 0;
    }
    if (what == CURL_POLL_REMOVE) {
        g_free(watch);
        return 0;
    }
    if (watch == NULL) {
        watch = g_new0(SocketWatch, 1);
        watch->loader = loader;
        watch->fd = fd;
        check_multi(curl_multi_assign(loader->multi, fd, watch), "curl_multi_assign");
    }
    GIOCondition condition = G_IO_ERR | G_IO_HUP;
    if (what & CURL_POLL_IN) condition |= G_IO_IN;
    if (what & CURL_POLL_OUT) condition |= G_IO_OUT;
    watch->source_id = g_unix_fd_add(fd, condition, on_socket_ready, watch);
    return 0;
}

static gboolean on_timeout(gpointer data) {
    Loader *loader = data;
    loader->timer_id = 0; /* curl may set a new timer during the action */
    int running = 0;
    check_multi(curl_multi_socket_action(loader->multi, CURL_SOCKET_TIMEOUT, 0, &running), "curl_multi_socket_action");
    check_done(loader);
    return G_SOURCE_REMOVE;
}

static int on_timer(CURLM *multi, long timeout_ms, void *userp) {
    (void)multi;
    Loader *loader = userp;
    if (loader->timer_id != 0) g_source_remove(loader->timer_id);
    loader->timer_id = timeout_ms < 0 ? 0 : g_timeout_add((guint)MIN(timeout_ms, G_MAXINT), on_timeout, loader);
    return 0;
}

/* curl's progress: the response's bytes so far of its Content-Length (0 until the headers: then the
   total is RK_PROGRESS_UNKNOWN). Reports coalesce in RefreshKit: the bar moves once per dispatch. */
static int on_xferinfo(void *userp, curl_off_t dltotal, curl_off_t dlnow, curl_off_t ultotal, curl_off_t ulnow) {
    (void)ultotal;
    (void)ulnow;
    Transfer *t = userp;
    if (t->done) return 0; /* completed (or cancelled): the task takes no more reports */
    RK_GTK_CHECK(rk_task_set_progress(t->task, RK_PROGRESS_DOWNLOAD, (int64_t)dlnow,
                                      dltotal > 0 ? (int64_t)dltotal : RK_PROGRESS_UNKNOWN));
    return 0;
}

static size_t on_body(char *data, size_t size, size_t count, void *userp) {
    Transfer *t = userp;
    size_t bytes = size * count;
    if (t->body->len + bytes > MAX_BODY) return 0; /* curl then fails with CURLE_WRITE_ERROR */
    g_byte_array_append(t->body, (const guint8 *)data, (guint)bytes);
    return bytes;
}

/* ---- the API ---- */

Loader *loader_new(rk_context *ctx, const char *base_url) {
    check_curl(curl_global_init(CURL_GLOBAL_DEFAULT), "curl_global_init");
    Loader *loader = g_new0(Loader, 1);
    loader->ctx = ctx;
    loader->base_url = g_strdup(base_url);
    loader->multi = curl_multi_init();
    if (loader->multi == NULL) g_error("curl_multi_init failed");
    check_multi(curl_multi_setopt(loader->multi, CURLMOPT_SOCKETFUNCTION, on_socket), "CURLMOPT_SOCKETFUNCTION");
    check_multi(curl_multi_setopt(loader->multi, CURLMOPT_SOCKETDATA, loader), "CURLMOPT_SOCKETDATA");
    check_multi(curl_multi_setopt(loader->multi, CURLMOPT_TIMERFUNCTION, on_timer), "CURLMOPT_TIMERFUNCTION");
    check_multi(curl_multi_setopt(loader->multi, CURLMOPT_TIMERDATA, loader), "CURLMOPT_TIMERDATA");
    return loader;
}

/* Call after every task of the loader is destroyed (their notifies remove their handles). */
void loader_free(Loader *loader) {
    if (loader->timer_id != 0) g_source_remove(loader->timer_id);
    check_multi(curl_multi_cleanup(loader->multi), "curl_multi_cleanup");
    g_free(loader->base_url);
    g_free(loader);
    curl_global_cleanup();
}

rk_task *loader_create(Loader *loader, int page) {
    Transfer *t = g_new0(Transfer, 1);
    t->loader = loader;
    t->result.page = page;
    t->body = g_byte_array_new();
    t->easy = curl_easy_init();
    if (t->easy == NULL) g_error("curl_easy_init failed");
    g_autofree char *url = g_strdup_printf("%s/items?page=%d", loader->base_url, page);
    check_curl(curl_easy_setopt(t->easy, CURLOPT_URL, url), "CURLOPT_URL");
    check_curl(curl_easy_setopt(t->easy, CURLOPT_PRIVATE, t), "CURLOPT_PRIVATE");
    check_curl(curl_easy_setopt(t->easy, CURLOPT_WRITEFUNCTION, on_body), "CURLOPT_WRITEFUNCTION");
    check_curl(curl_easy_setopt(t->easy, CURLOPT_WRITEDATA, t), "CURLOPT_WRITEDATA");
    check_curl(curl_easy_setopt(t->easy, CURLOPT_ERRORBUFFER, t->curl_error), "CURLOPT_ERRORBUFFER");
    check_curl(curl_easy_setopt(t->easy, CURLOPT_NOSIGNAL, 1L), "CURLOPT_NOSIGNAL");
    check_curl(curl_easy_setopt(t->easy, CURLOPT_TIMEOUT, 60L), "CURLOPT_TIMEOUT");
    check_curl(curl_easy_setopt(t->easy, CURLOPT_XFERINFOFUNCTION, on_xferinfo), "CURLOPT_XFERINFOFUNCTION");
    check_curl(curl_easy_setopt(t->easy, CURLOPT_XFERINFODATA, t), "CURLOPT_XFERINFODATA");
    check_curl(curl_easy_setopt(t->easy, CURLOPT_NOPROGRESS, 0L), "CURLOPT_NOPROGRESS");
    RK_GTK_CHECK(rk_task_create(loader->ctx, &t->task));
    RK_GTK_CHECK(rk_object_set_user_data(t->task, t, transfer_free));
    return t->task;
}

void loader_start(rk_task *task) {
    Transfer *t = transfer_of(task);
    check_multi(curl_multi_add_handle(t->loader->multi, t->easy), "curl_multi_add_handle");
    t->in_multi = TRUE;
    RK_GTK_CHECK(rk_task_resume(task));
}

void loader_pause(rk_task *task) {
    Transfer *t = transfer_of(task);
    if (t->done) return;
    check_curl(curl_easy_pause(t->easy, CURLPAUSE_ALL), "curl_easy_pause");
    RK_GTK_CHECK(rk_task_suspend(task));
}

void loader_resume(rk_task *task) {
    Transfer *t = transfer_of(task);
    if (t->done) return;
    check_curl(curl_easy_pause(t->easy, CURLPAUSE_CONT), "curl_easy_pause");
    RK_GTK_CHECK(rk_task_resume(task));
}

void loader_cancel(rk_task *task) {
    Transfer *t = transfer_of(task);
    if (t->done) return;
    RK_GTK_CHECK(rk_task_cancel(task));
    check_multi(curl_multi_remove_handle(t->loader->multi, t->easy), "curl_multi_remove_handle");
    t->in_multi = FALSE;
    complete(t, LOADER_ERROR_CANCELED, g_strdup("canceled by the user"));
}

const LoaderResult *loader_result_of(rk_task *task) {
    Transfer *t = transfer_of(task);
    return t != NULL && t->done ? &t->result : NULL;
}

int loader_page_of(rk_task *task) {
    Transfer *t = transfer_of(task);
    return t != NULL ? t->result.page : 0;
}

static gboolean destroy_task(gpointer data) {
    RK_GTK_CHECK(rk_task_destroy(data)); /* its host data notify frees the transfer */
    return G_SOURCE_REMOVE;
}

void loader_destroy_later(rk_task *task) {
    g_idle_add(destroy_task, task);
}
