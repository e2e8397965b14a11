/*
 * An out-of-tree consumer of an installed RefreshKit: it sees only <refreshkit.h> and the installed
 * library, found through pkg-config or find_package(RefreshKit). It proves that a plain C program
 * can compile, link and run against the install tree, with no Swift toolchain on the library path.
 */
#include <refreshkit.h>

#include <stdio.h>
#include <stdlib.h>

#define CHECK(call)                                                                                \
    do {                                                                                           \
        rk_status status_ = (call);                                                                \
        if (status_ != RK_OK) {                                                                    \
            char message_[256];                                                                    \
            rk_last_error_message(message_, sizeof message_);                                      \
            fprintf(stderr, "consumer: %s failed: %s (%d): %s\n", #call,                           \
                    rk_status_string(status_), (int)status_, message_);                            \
            return EXIT_FAILURE;                                                                   \
        }                                                                                          \
    } while (0)

static void on_ping(void *object, void *user_data) {
    (void)object;
    ++*(int *)user_data;
}

static int destroyed;

static void on_work(void *user_data, int32_t finished) {
    if (finished) {
        ++*(int *)user_data;
    }
}

static void on_destroy(void *user_data) {
    (void)user_data;
    ++destroyed;
}

int main(void) {
    const uint32_t expected =
        (uint32_t)RK_VERSION_MAJOR << 16 | (uint32_t)RK_VERSION_MINOR << 8 | (uint32_t)RK_VERSION_PATCH;
    if (rk_version() != expected) {
        fprintf(stderr, "consumer: rk_version() is 0x%06x but the installed header says 0x%06x\n",
                (unsigned)rk_version(), (unsigned)expected);
        return EXIT_FAILURE;
    }

    rk_context *ctx = NULL;
    rk_probe *probe = NULL;
    rk_connection connection = 0;
    int pings = 0;
    int works = 0;
    uint32_t ran = 0;

    CHECK(rk_context_create(&ctx));
    CHECK(rk_probe_create(ctx, &probe));
    CHECK(rk_connect(probe, "ping", (rk_callback)on_ping, &pings, on_destroy, &connection));
    CHECK(rk_probe_emit_ping(probe));
    CHECK(rk_probe_emit_ping(probe));
    if (pings != 2) {
        fprintf(stderr, "consumer: the ping handler ran %d times, expected 2\n", pings);
        return EXIT_FAILURE;
    }
    CHECK(rk_context_post(ctx, on_work, &works));
    CHECK(rk_context_dispatch(ctx, &ran));
    if (works != 1 || ran != 1) {
        fprintf(stderr, "consumer: dispatch ran %u items (work ran %d times), expected 1\n",
                (unsigned)ran, works);
        return EXIT_FAILURE;
    }
    CHECK(rk_context_destroy(ctx));
    if (destroyed != 1) {
        fprintf(stderr, "consumer: destroy_notify ran %d times, expected 1\n", destroyed);
        return EXIT_FAILURE;
    }

    printf("consumer: RefreshKit %d.%d.%d ok (2 pings, 1 dispatched work item, connection %llu)\n", RK_VERSION_MAJOR,
           RK_VERSION_MINOR, RK_VERSION_PATCH, (unsigned long long)connection);
    return EXIT_SUCCESS;
}
