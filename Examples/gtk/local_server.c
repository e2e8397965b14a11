/*
 * local_server.c — starts the example's HTTP server (Examples/server/rk_http_server.py) on
 * 127.0.0.1 with a free port, waits until it listens, and stops it with SIGTERM.
 */
#include "rk_gtk.h"

#include <glib/gstdio.h>
#include <signal.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#define START_TIMEOUT_US (15 * G_USEC_PER_SEC)

struct LocalServer {
    GSubprocess *process;
    char *dir, *url;
};

static void server_free(LocalServer *server) {
    if (server->dir != NULL) {
        g_autofree char *port_file = g_build_filename(server->dir, "port", NULL);
        g_remove(port_file);
        g_rmdir(server->dir);
    }
    g_clear_object(&server->process);
    g_free(server->dir);
    g_free(server->url);
    g_free(server);
}

/* In the child before exec: if this program dies without stopping the server (killed), the
   kernel stops it (Linux). */
static void die_with_parent(gpointer data) {
    (void)data;
#ifdef __linux__
    prctl(PR_SET_PDEATHSIG, SIGTERM);
#endif
}

LocalServer *local_server_start(const char *python, const char *script, const char *const *args,
                                GError **error) {
    LocalServer *server = g_new0(LocalServer, 1);
    server->dir = g_dir_make_tmp("rk-gtk-server-XXXXXX", error);
    if (server->dir == NULL) {
        server_free(server);
        return NULL;
    }
    g_autofree char *port_file = g_build_filename(server->dir, "port", NULL);
    GPtrArray *argv = g_ptr_array_new();
    const char *fixed[] = {python, script, "--host", "127.0.0.1", "--port", "0", "--port-file", port_file};
    for (size_t i = 0; i < G_N_ELEMENTS(fixed); i++) g_ptr_array_add(argv, (gpointer)fixed[i]);
    for (size_t i = 0; args != NULL && args[i] != NULL; i++) g_ptr_array_add(argv, (gpointer)args[i]);
    g_ptr_array_add(argv, NULL);
    GSubprocessLauncher *launcher = g_subprocess_launcher_new(G_SUBPROCESS_FLAGS_STDOUT_SILENCE);
    g_subprocess_launcher_set_child_setup(launcher, die_with_parent, NULL, NULL);
    server->process = g_subprocess_launcher_spawnv(launcher, (const char *const *)argv->pdata, error);
    g_object_unref(launcher);
    g_ptr_array_free(argv, TRUE);
    if (server->process == NULL) {
        server_free(server);
        return NULL;
    }

    /* The server writes the port file atomically once it listens. */
    gint64 give_up = g_get_monotonic_time() + START_TIMEOUT_US;
    char *contents = NULL;
    while (!g_file_get_contents(port_file, &contents, NULL, NULL)) {
        if (g_subprocess_get_identifier(server->process) == NULL || g_get_monotonic_time() > give_up) {
            g_set_error(error, G_SPAWN_ERROR, G_SPAWN_ERROR_FAILED,
                        "%s %s did not start listening (see its messages above)", python, script);
            g_subprocess_force_exit(server->process);
            server_free(server);
            return NULL;
        }
        g_usleep(20000);
    }
    long port = strtol(contents, NULL, 10);
    g_free(contents);
    server->url = g_strdup_printf("http://127.0.0.1:%ld", port);
    return server;
}

const char *local_server_url(LocalServer *server) {
    return server->url;
}

void local_server_stop(LocalServer *server) {
    if (server == NULL) return;
    g_subprocess_send_signal(server->process, SIGTERM);
    GError *error = NULL;
    if (!g_subprocess_wait_check(server->process, NULL, &error)) {
        g_printerr("rk-gtk: the HTTP server did not stop cleanly: %s\n", error->message);
        g_error_free(error);
    }
    server_free(server);
}
