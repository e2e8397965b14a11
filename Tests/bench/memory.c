/*
 * memory.c — memory per task and per binding: the growth of the resident set (and of the malloc
 * heap) over a million of each, in a fresh process per measurement, so the heap left by earlier
 * cases cannot absorb the growth.
 *
 *   rk.task       rk_task_create
 *   rk.indicator  rk_indicator_create
 *   rk.binding    rk_indicator_set_animating_with_state_of_task, tasks and indicators already made
 *   nc.binding    the peer's binding: three NotificationCenter observers (resume, suspend, complete)
 *                 whose blocks capture the indicator and the loop queue, objects already made
 */
#include "bench.h"

#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

/* nc_peer.swift */
typedef void (*rkb_indicator_callback)(void *user_data, int32_t start);
void *rkb_nc_create(long count, rkb_indicator_callback callback, void *user_data);
void rkb_nc_observe(void *peer);
void rkb_nc_destroy(void *peer);

static void ignore_indicator(void *user_data, int32_t start) {
    (void)user_data;
    (void)start;
}

static void ignore_command(void *object, void *user_data) {
    (void)object;
    ++*(uint64_t *)user_data;
}

int rkb_memory_child(const char *kind, long count) {
    uint64_t rss0, heap0, rss1, heap1, commands = 0;
    rk_context *ctx = NULL;
    rk_task **tasks = NULL;
    rk_indicator **indicators = NULL;
    void *peer = NULL;
    long i;
    int binding = strstr(kind, "binding") != NULL, indicator = strcmp(kind, "rk.indicator") == 0;
    if (count <= 0) return 2;
    if (strncmp(kind, "rk.", 3) == 0) {
        tasks = calloc((size_t)count, sizeof *tasks);
        indicators = calloc((size_t)count, sizeof *indicators);
        if (tasks == NULL || indicators == NULL) return 1;
        RKB_CHECK_OK(rk_context_create(&ctx));
        /* The tables that hold the pointers are touched now, so their pages are not the growth. */
        memset(tasks, 0, (size_t)count * sizeof *tasks);
        memset(indicators, 0, (size_t)count * sizeof *indicators);
        if (binding) {
            for (i = 0; i < count; i++) {
                RKB_CHECK_OK(rk_task_create(ctx, &tasks[i]));
                RKB_CHECK_OK(rk_indicator_create(ctx, &indicators[i]));
            }
        }
        rss0 = rkb_rss_bytes();
        heap0 = rkb_heap_bytes();
        for (i = 0; i < count; i++) {
            if (binding) {
                RKB_CHECK_OK(rk_indicator_set_animating_with_state_of_task(indicators[i], tasks[i]));
            } else if (indicator) {
                RKB_CHECK_OK(rk_indicator_create(ctx, &indicators[i]));
            } else {
                RKB_CHECK_OK(rk_task_create(ctx, &tasks[i]));
            }
        }
        rss1 = rkb_rss_bytes();
        heap1 = rkb_heap_bytes();
        /* Proof the bindings exist: one more transition of every task reaches every indicator. */
        if (binding) {
            RKB_CHECK_OK(rk_connect(indicators[count - 1], "start-animating", (rk_callback)ignore_command, &commands,
                                    NULL, NULL));
            RKB_CHECK_OK(rk_task_resume(tasks[count - 1]));
            RKB_CHECK_OK(rk_context_dispatch(ctx, NULL));
            if (commands != 1) {
                fprintf(stderr, "rk-bench: the last binding did not deliver its task's resume\n");
                return 1;
            }
        }
        RKB_CHECK_OK(rk_context_destroy(ctx));
    } else if (strcmp(kind, "nc.binding") == 0) {
        peer = rkb_nc_create(count, ignore_indicator, NULL);
        rss0 = rkb_rss_bytes();
        heap0 = rkb_heap_bytes();
        rkb_nc_observe(peer);
        rss1 = rkb_rss_bytes();
        heap1 = rkb_heap_bytes();
        rkb_nc_destroy(peer);
    } else {
        fprintf(stderr, "rk-bench: unknown memory kind %s\n", kind);
        return 2;
    }
    free(tasks);
    free(indicators);
    printf("%.1f %.1f\n", ((double)rss1 - (double)rss0) / (double)count, ((double)heap1 - (double)heap0) / (double)count);
    return 0;
}

/* Runs `rk-bench --memory-child KIND COUNT` and reads its two figures. */
static int measure(const char *kind, long count, double *rss, double *heap) {
    char count_text[32], line[128];
    char *args[] = {(char *)rkb_self_path(), "--memory-child", (char *)kind, count_text, NULL};
    int pipe_fds[2], status = 0, got;
    pid_t pid;
    posix_spawn_file_actions_t actions;
    FILE *from_child;
    snprintf(count_text, sizeof count_text, "%ld", count);
    if (pipe(pipe_fds) != 0) return 1;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, pipe_fds[1], 1);
    posix_spawn_file_actions_addclose(&actions, pipe_fds[0]);
    if (posix_spawn(&pid, rkb_self_path(), &actions, NULL, args, environ) != 0) {
        posix_spawn_file_actions_destroy(&actions);
        return 1;
    }
    posix_spawn_file_actions_destroy(&actions);
    close(pipe_fds[1]);
    from_child = fdopen(pipe_fds[0], "r");
    got = from_child != NULL && fgets(line, sizeof line, from_child) != NULL && sscanf(line, "%lf %lf", rss, heap) == 2;
    if (from_child) fclose(from_child);
    waitpid(pid, &status, 0);
    if (!got || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "rk-bench: memory child %s failed\n", kind);
        return 1;
    }
    return 0;
}

int rkb_memory_report(FILE *out, int smoke) {
    static const struct {
        const char *kind, *what;
    } kinds[] = {
        {"rk.task", "RefreshKit task (rk_task_create)"},
        {"rk.indicator", "RefreshKit indicator (rk_indicator_create)"},
        {"rk.binding", "RefreshKit binding (rk_indicator_set_animating_with_state_of_task)"},
        {"nc.binding", "peer binding: 3 NotificationCenter observers with DispatchQueue-hopping blocks"},
    };
    long count = smoke ? 1000 : 1000000;
    size_t i;
    if (!smoke) {
        fprintf(out, "| object | count | RSS growth, bytes/object | malloc heap growth, bytes/object |\n");
        fprintf(out, "|---|---:|---:|---:|\n");
    }
    for (i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        double rss = 0, heap = 0;
        if (measure(kinds[i].kind, count, &rss, &heap) != 0) return 1;
        /* A million objects that cost nothing would mean nothing was made. */
        if (!(heap > 0)) {
            fprintf(stderr, "rk-bench: memory %s: no heap growth over %ld objects\n", kinds[i].kind, count);
            return 1;
        }
        if (smoke) {
            printf("ok   memory %-25s %8.1f bytes/object heap (n=%ld)\n", kinds[i].kind, heap, count);
        } else {
            fprintf(out, "| %s: %s | %ld | %.0f | %.0f |\n", kinds[i].kind, kinds[i].what, count, rss, heap);
        }
    }
    return 0;
}
