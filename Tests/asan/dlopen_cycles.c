/*
 * dlopen_cycles: what a plugin host does with the shipping library, under AddressSanitizer and
 * LeakSanitizer (Tests/asan/run.sh builds and runs it with the instrumented library, which is linked
 * with the shipping link options).
 *
 *   dlopen_cycles /path/to/librefreshkit.so.1
 *
 * Three times: dlopen the library (RTLD_NOW | RTLD_LOCAL), find rk_get_api with dlsym, use the
 * library on this thread and on a thread that then exits (a context, a footer with a title, posted
 * work, a timer, a failing call that sets the thread's last error), destroy everything, dlclose.
 * The header promises -z nodelete: after dlclose the library stays loaded (dlopen with
 * RTLD_NOLOAD still finds it) and a function pointer taken before dlclose still works. The
 * process then exits normally, running the thread-local destructors and exit handlers of a library
 * that was closed: without -z nodelete they would run from unmapped code. Exits non-zero, with
 * the reason, on any broken promise.
 */
#define _GNU_SOURCE /* RTLD_NOLOAD */
#include "refreshkit.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;

#define EXPECT(cond, ...)                                                                         \
    do {                                                                                          \
        if (!(cond)) {                                                                            \
            fprintf(stderr, "dlopen_cycles: FAILED: " __VA_ARGS__);                               \
            fprintf(stderr, " (%s)\n", #cond);                                                    \
            failures++;                                                                           \
        }                                                                                         \
    } while (0)

static void work(void *user_data, int32_t finished) { *(int *)user_data += finished ? 1 : 100; }

/* A context's whole life on the calling thread. */
static void use_library(const rk_api *api) {
    rk_context *ctx = NULL;
    rk_footer *footer = NULL;
    char label[64];
    size_t length = 0;
    int ran = 0, fd = -1;
    EXPECT(api->context_create(&ctx) == RK_OK, "rk_context_create");
    if (ctx == NULL) return;
    EXPECT(api->footer_create(ctx, &footer) == RK_OK, "rk_footer_create");
    EXPECT(api->footer_set_title(footer, RK_FOOTER_IDLE, "from a plugin") == RK_OK, "rk_footer_set_title");
    EXPECT(api->footer_get_label(footer, label, sizeof label, &length) == RK_OK &&
               strcmp(label, "from a plugin") == 0, "rk_footer_get_label");
    EXPECT(api->context_post(ctx, work, &ran) == RK_OK, "rk_context_post");
    EXPECT(api->timer_start(ctx, 0, work, &ran, NULL) == RK_OK, "rk_timer_start");
    EXPECT(api->context_dispatch(ctx, NULL) == RK_OK && ran == 2, "rk_context_dispatch ran %d", ran);
    EXPECT(api->timer_start(ctx, 50, work, &ran, NULL) == RK_OK, "rk_timer_start (pending)");
    EXPECT(api->context_fd(NULL, &fd) == RK_ERR_INVALID_HANDLE && api->last_error_message(NULL, 0) > 0,
           "a failing call sets the thread's last error");
    EXPECT(api->context_destroy(ctx) == RK_OK && ran == 102, "rk_context_destroy (ran %d)", ran);
}

static void *thread_main(void *arg) {
    use_library(arg);
    return NULL; /* the thread exits with the library's thread-locals set */
}

int main(int argc, char **argv) {
    uint32_t (*version)(void) = NULL;
    int cycle;
    if (argc != 2) {
        fprintf(stderr, "usage: %s /path/to/librefreshkit.so.1\n", argv[0]);
        return 2;
    }
    for (cycle = 0; cycle < 3; cycle++) {
        void *handle = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL), *again;
        rk_status (*get_api)(uint32_t, const rk_api **);
        const rk_api *api = NULL;
        pthread_t thread;
        if (handle == NULL) {
            fprintf(stderr, "dlopen_cycles: FAILED: dlopen(%s): %s\n", argv[1], dlerror());
            return 1;
        }
        *(void **)(&get_api) = dlsym(handle, "rk_get_api");
        if (get_api == NULL || get_api(RK_ABI_MAJOR, &api) != RK_OK || api == NULL) {
            fprintf(stderr, "dlopen_cycles: FAILED: no rk_get_api in %s\n", argv[1]);
            return 1;
        }
        EXPECT(version == NULL || version == api->version, "cycle %d: the library moved", cycle);
        version = api->version;
        use_library(api);
        EXPECT(pthread_create(&thread, NULL, thread_main, (void *)api) == 0, "pthread_create");
        pthread_join(thread, NULL);
        EXPECT(dlclose(handle) == 0, "dlclose: %s", dlerror());
        again = dlopen(argv[1], RTLD_NOW | RTLD_NOLOAD);
        EXPECT(again != NULL, "cycle %d: dlclose unloaded the library (the header promises -z nodelete)", cycle);
        if (again != NULL) dlclose(again);
        EXPECT(version() == api->version(), "cycle %d: a pointer taken before dlclose", cycle);
    }
    if (failures == 0) printf("dlopen_cycles: 3 dlopen/dlclose cycles, the library stays loaded\n");
    return failures != 0;
}
