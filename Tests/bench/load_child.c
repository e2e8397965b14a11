/*
 * rk-bench-load — a host that knows nothing but dlopen: loads librefreshkit, makes its first call,
 * and prints how long that took. rk-bench runs it once per repetition, so each load is a real one
 * (a process that already has the library mapped would measure nothing). Under callgrind,
 * Tests/bench/callgrind.sh runs it with and without the library and takes the difference.
 *
 *   rk-bench-load LIBRARY               prints "<dlopen ns> <dlopen + first call ns> <first context ns>"
 *   rk-bench-load --no-context LIBRARY  stops after the first call (prints 0 for the context)
 *   rk-bench-load --none                the same process without the library (the callgrind baseline)
 *
 * "First call": dlsym("rk_get_api"), rk_get_api and rk_version through the table, as a plugin host
 * starts. The first context (rk_context_create + rk_context_destroy) is reported apart: it is the
 * first real work, and it builds the library's lazily made tables.
 */
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include <refreshkit.h>

static unsigned long long now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (unsigned long long)ts.tv_sec * 1000000000ull + (unsigned long long)ts.tv_nsec;
}

int main(int argc, char **argv) {
    unsigned long long t0, t1, t2, t3;
    void *library, *symbol;
    rk_status (*get_api)(uint32_t, const rk_api **);
    const rk_api *api = NULL;
    rk_context *ctx = NULL;
    uint32_t version;
    int context = 1;
    const char *path;
    if (argc == 3 && strcmp(argv[1], "--no-context") == 0) context = 0;
    if (argc != 2 + !context) {
        fprintf(stderr, "usage: rk-bench-load [--no-context] LIBRARY | --none\n");
        return 2;
    }
    path = argv[argc - 1];
    if (strcmp(path, "--none") == 0) {
        printf("0 0 0\n");
        return 0;
    }
    t0 = now_ns();
    library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    t1 = now_ns();
    if (library == NULL) {
        fprintf(stderr, "rk-bench-load: %s\n", dlerror());
        return 1;
    }
    symbol = dlsym(library, "rk_get_api");
    if (symbol == NULL) {
        fprintf(stderr, "rk-bench-load: no rk_get_api: %s\n", dlerror());
        return 1;
    }
    memcpy(&get_api, &symbol, sizeof get_api);
    if (get_api(RK_ABI_MAJOR, &api) != RK_OK) return 1;
    version = api->version();
    t2 = t3 = now_ns();
    if (context) {
        if (api->context_create(&ctx) != RK_OK || api->context_destroy(ctx) != RK_OK) return 1;
        t3 = now_ns();
    }
    /* The proof of the call: the version it returned has this header's major. */
    if (version >> 16 != RK_VERSION_MAJOR) {
        fprintf(stderr, "rk-bench-load: rk_version() = %#x\n", version);
        return 1;
    }
    printf("%llu %llu %llu\n", t1 - t0, t2 - t0, t3 - t2);
    return 0;
}
