/*
 * rk-demo: a small C host of RefreshKit.
 *
 * It does what every host does: creates a context, looks at the signals an object offers, connects
 * handlers, makes things happen (a synchronous emission, work posted from a worker thread, a timer),
 * and runs the context's loop on its fd with poll(2) until the work is done. Everything it prints
 * comes from a callback RefreshKit made through libffi.
 *
 * Usage: rk-demo [--quiet] [--help]
 */
#include <refreshkit.h>

#include <inttypes.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int quiet;

#define SAY(...) do { if (!quiet) { printf(__VA_ARGS__); fflush(stdout); } } while (0)

static int check(rk_status status, const char *what) {
    if (status == RK_OK) return 1;
    char message[256];
    rk_last_error_message(message, sizeof message);
    fprintf(stderr, "rk-demo: %s failed: %s (%s)\n", what, rk_status_string(status), message);
    exit(1);
}

static const char *type_name(rk_type type) {
    switch (type) {
    case RK_TYPE_VOID: return "void";
    case RK_TYPE_POINTER: return "void *";
    case RK_TYPE_INT32: return "int32_t";
    case RK_TYPE_INT64: return "int64_t";
    case RK_TYPE_UINT64: return "uint64_t";
    case RK_TYPE_DOUBLE: return "double";
    case RK_TYPE_STRING: return "const char *";
    default: return "?";
    }
}

/* ---- handlers: called by RefreshKit through libffi with the signal's exact signature ---- */

struct tally {
    const char *name;
    int calls;
    int notified;
};

static void on_values(void *probe, void *pointer, int32_t i32, int64_t i64, uint64_t u64, double real,
                      const char *text, void *user_data) {
    struct tally *tally = user_data;
    tally->calls++;
    (void)probe;
    SAY("  [%s] values: pointer=%p i32=%" PRId32 " i64=%" PRId64 " u64=%" PRIu64 " real=%g text=\"%s\"\n",
        tally->name, pointer, i32, i64, u64, real, text);
}

static double on_measure(void *probe, const char *text, double size, void *user_data) {
    struct tally *tally = user_data;
    tally->calls++;
    (void)probe;
    double width = (double)strlen(text) * size * 0.5;
    SAY("  [%s] measure \"%s\" at %g -> %g\n", tally->name, text, size, width);
    return width;
}

static void on_ping(void *probe, void *user_data) {
    struct tally *tally = user_data;
    tally->calls++;
    (void)probe;
    SAY("  [%s] ping\n", tally->name);
}

static void on_destroy_notify(void *user_data) {
    struct tally *tally = user_data;
    tally->notified++;
    SAY("  [%s] destroy_notify (after %d calls)\n", tally->name, tally->calls);
}

/* ---- work posted from a worker thread, and a timer ---- */

struct job {
    int number;
    int *done;
};

static void run_job(void *user_data, int32_t finished) {
    struct job *job = user_data;
    SAY("  work item %d ran on the loop thread (finished=%d)\n", job->number, finished);
    if (finished) (*job->done)++;
    free(job);
}

struct worker_args {
    rk_context *ctx;
    int *done;
};

static void *worker(void *arg) {
    struct worker_args *args = arg;
    for (int i = 1; i <= 3; i++) {
        struct job *job = malloc(sizeof *job);
        if (job == NULL) abort();
        job->number = i;
        job->done = args->done;
        check(rk_context_post(args->ctx, run_job, job), "rk_context_post");
    }
    return NULL;
}

static void on_timer(void *user_data, int32_t finished) {
    int *fired = user_data;
    *fired = finished;
    SAY("  timer fired (finished=%d)\n", finished);
}

static void usage(void) {
    printf("usage: rk-demo [--quiet] [--help]\n"
           "  Runs a small RefreshKit host: signal introspection, emissions through libffi,\n"
           "  work posted from a worker thread, a timer, and the loop driven by poll(2).\n"
           "  --quiet  print only the final summary line\n");
}

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--quiet") == 0) quiet = 1;
        else if (strcmp(argv[i], "--help") == 0) { usage(); return 0; }
        else { usage(); return 2; }
    }

    uint32_t version = rk_version();
    SAY("RefreshKit %u.%u.%u\n", version >> 16, (version >> 8) & 0xff, version & 0xff);

    rk_context *ctx = NULL;
    check(rk_context_create(&ctx), "rk_context_create");
    rk_probe *probe = NULL;
    check(rk_probe_create(ctx, &probe), "rk_probe_create");

    /* 1. What does a probe offer? Ask, as a language binding would. */
    uint32_t count = 0;
    check(rk_signal_count(RK_KIND_PROBE, &count), "rk_signal_count");
    SAY("\nA probe declares %u signals:\n", count);
    for (uint32_t i = 0; i < count; i++) {
        rk_signal_desc desc;
        desc.struct_size = sizeof desc;
        check(rk_signal_info(RK_KIND_PROBE, i, &desc), "rk_signal_info");
        SAY("  %s %s(void *object", type_name(desc.return_type), desc.name);
        for (uint32_t p = 0; p < desc.param_count; p++) {
            SAY(", %s %s", type_name(desc.param_types[p]), desc.param_names[p]);
        }
        SAY(", void *user_data)\n");
    }

    /* 2. Connect handlers and emit synchronously. */
    struct tally first = {"first", 0, 0}, second = {"second", 0, 0}, ruler = {"ruler", 0, 0},
                 pinger = {"pinger", 0, 0};
    rk_connection second_connection = 0;
    check(rk_connect(probe, "values", (rk_callback)on_values, &first, on_destroy_notify, NULL), "connect");
    check(rk_connect(probe, "values", (rk_callback)on_values, &second, on_destroy_notify, &second_connection),
          "connect");
    check(rk_connect(probe, "measure", (rk_callback)on_measure, &ruler, on_destroy_notify, NULL), "connect");
    check(rk_connect(probe, "ping", (rk_callback)on_ping, &pinger, on_destroy_notify, NULL), "connect");

    SAY("\nEmitting \"values\" to two handlers, in connection order:\n");
    check(rk_probe_emit_values(probe, &first, -7, INT64_MAX, UINT64_MAX, 0.25, "pull up to load more"),
          "emit values");
    SAY("Disconnecting the second handler, emitting again:\n");
    check(rk_disconnect(ctx, second_connection), "rk_disconnect");
    check(rk_probe_emit_values(probe, NULL, 1, 2, 3, 4.5, "只剩一个"), "emit values");

    double width = 0;
    int32_t handled = 0;
    check(rk_probe_emit_measure(probe, "Loading...", 16, &width, &handled), "emit measure");
    SAY("\"measure\" returned %g to RefreshKit (handled=%d)\n", width, handled);

    /* 3. Work from another thread, and a timer, delivered by the loop on this thread. */
    int done = 0, fired = -1;
    check(rk_timer_start(ctx, 0.05, on_timer, &fired, NULL), "rk_timer_start");
    struct worker_args args = {ctx, &done};
    pthread_t thread;
    if (pthread_create(&thread, NULL, worker, &args) != 0) return 1;
    pthread_join(thread, NULL);

    int fd = -1;
    check(rk_context_fd(ctx, &fd), "rk_context_fd");
    SAY("\nLoop: poll(fd=%d) with rk_context_next_timeout, then rk_context_dispatch:\n", fd);
    int rounds = 0;
    while ((done < 3 || fired != 1) && rounds < 1000) {
        double timeout = 0;
        check(rk_context_next_timeout(ctx, &timeout), "rk_context_next_timeout");
        struct pollfd pfd = {fd, POLLIN, 0};
        int wait_ms = timeout < 0 ? 1000 : (int)(timeout * 1000.0 + 0.999);
        poll(&pfd, 1, wait_ms);
        uint32_t ran = 0;
        check(rk_context_dispatch(ctx, &ran), "rk_context_dispatch");
        if (ran > 0) SAY("  dispatch ran %u callbacks\n", ran);
        check(rk_probe_emit_ping(probe), "emit ping");
        rounds++;
    }

    /* 4. Destroying the context ends every connection: each destroy_notify runs exactly once. */
    SAY("\nDestroying the context:\n");
    check(rk_context_destroy(ctx), "rk_context_destroy");
    rk_status after = rk_probe_emit_ping(probe);
    SAY("Using the probe afterwards: %s\n", rk_status_string(after));

    int ok = first.calls == 2 && second.calls == 1 && ruler.calls == 1 && pinger.calls == rounds &&
             first.notified == 1 && second.notified == 1 && ruler.notified == 1 && pinger.notified == 1 &&
             done == 3 && fired == 1 && after == RK_ERR_INVALID_HANDLE;
    printf("rk-demo: %s (handler calls %d/%d/%d/%d, work %d/3, timer %s, %d loop rounds)\n",
           ok ? "ok" : "FAILED", first.calls, second.calls, ruler.calls, pinger.calls, done,
           fired == 1 ? "fired" : "missing", rounds);
    return ok ? 0 : 1;
}
