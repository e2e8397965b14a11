/*
 * load.c — dlopen plus the first call (target < 5 ms), in a fresh process per repetition
 * (rk-bench-load), and the library's size on disk and in memory (its ELF load segments), and whether
 * it is stripped (target: the installed library stripped, at most 5 MB). The library is RKB_LIBRARY
 * when set (Tests/bench/run.sh sets it to the library `cmake --install` installed, stripped, as a
 * host gets it), else the build tree's (unstripped).
 *
 * The page cache is warm after the first repetition (the build just wrote the file, too): this is
 * the load of an installed library that other processes use, not a cold disk read.
 */
#include "bench.h"

#include <elf.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

#ifndef RKB_LIBRARY_PATH
#error "RKB_LIBRARY_PATH: the built librefreshkit.so.1 (CMake defines it)"
#endif
#ifndef RKB_LOAD_CHILD_PATH
#error "RKB_LOAD_CHILD_PATH: rk-bench-load (CMake defines it)"
#endif

static const char *library_path(void) {
    const char *path = getenv("RKB_LIBRARY");
    return path && *path ? path : RKB_LIBRARY_PATH;
}

static int load_once(double *dlopen_ms, double *first_call_ms, double *context_ms) {
    char *args[] = {RKB_LOAD_CHILD_PATH, (char *)library_path(), NULL};
    char line[128];
    unsigned long long a = 0, b = 0, c = 0;
    int pipe_fds[2], status = 0, got;
    pid_t pid;
    posix_spawn_file_actions_t actions;
    FILE *from_child;
    if (pipe(pipe_fds) != 0) return 1;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, pipe_fds[1], 1);
    posix_spawn_file_actions_addclose(&actions, pipe_fds[0]);
    if (posix_spawn(&pid, RKB_LOAD_CHILD_PATH, &actions, NULL, args, environ) != 0) {
        posix_spawn_file_actions_destroy(&actions);
        fprintf(stderr, "rk-bench: cannot run %s\n", RKB_LOAD_CHILD_PATH);
        return 1;
    }
    posix_spawn_file_actions_destroy(&actions);
    close(pipe_fds[1]);
    from_child = fdopen(pipe_fds[0], "r");
    got = from_child != NULL && fgets(line, sizeof line, from_child) != NULL &&
          sscanf(line, "%llu %llu %llu", &a, &b, &c) == 3;
    if (from_child) fclose(from_child);
    waitpid(pid, &status, 0);
    if (!got || !WIFEXITED(status) || WEXITSTATUS(status) != 0 || b == 0) {
        fprintf(stderr, "rk-bench: rk-bench-load %s failed\n", library_path());
        return 1;
    }
    *dlopen_ms = (double)a / 1e6;
    *first_call_ms = (double)b / 1e6;
    *context_ms = (double)c / 1e6;
    return 0;
}

/* Sums the ELF load segments: executable ones are code, the others data (file and memory sizes). */
static int segments(const char *path, uint64_t *code, uint64_t *data_file, uint64_t *data_memory) {
    Elf64_Ehdr header;
    FILE *f = fopen(path, "rb");
    int i, ok = 0;
    *code = *data_file = *data_memory = 0;
    if (f == NULL) return 1;
    if (fread(&header, sizeof header, 1, f) == 1 && memcmp(header.e_ident, ELFMAG, SELFMAG) == 0 &&
        header.e_ident[EI_CLASS] == ELFCLASS64) {
        ok = 1;
        for (i = 0; i < header.e_phnum && ok; i++) {
            Elf64_Phdr segment;
            if (fseek(f, (long)(header.e_phoff + (uint64_t)i * header.e_phentsize), SEEK_SET) != 0 ||
                fread(&segment, sizeof segment, 1, f) != 1) {
                ok = 0;
                break;
            }
            if (segment.p_type != PT_LOAD) continue;
            if (segment.p_flags & PF_X) {
                *code += segment.p_filesz;
            } else {
                *data_file += segment.p_filesz;
                *data_memory += segment.p_memsz;
            }
        }
    }
    fclose(f);
    return ok ? 0 : 1;
}

/* Stripped: no .symtab and no .debug_* section (what `strip --strip-unneeded` removes; .dynsym stays). */
static int stripped(const char *path, int *out_stripped) {
    Elf64_Ehdr header;
    Elf64_Shdr names;
    FILE *f = fopen(path, "rb");
    char *table = NULL;
    int i, ok = 0, found = 0;
    if (f == NULL) return 1;
    if (fread(&header, sizeof header, 1, f) == 1 && memcmp(header.e_ident, ELFMAG, SELFMAG) == 0 &&
        header.e_ident[EI_CLASS] == ELFCLASS64 && header.e_shstrndx < header.e_shnum &&
        fseek(f, (long)(header.e_shoff + (uint64_t)header.e_shstrndx * header.e_shentsize), SEEK_SET) == 0 &&
        fread(&names, sizeof names, 1, f) == 1 && (table = malloc(names.sh_size + 1)) != NULL &&
        fseek(f, (long)names.sh_offset, SEEK_SET) == 0 && fread(table, 1, names.sh_size, f) == names.sh_size) {
        table[names.sh_size] = '\0';
        ok = 1;
        for (i = 0; i < header.e_shnum && ok; i++) {
            Elf64_Shdr section;
            const char *name;
            if (fseek(f, (long)(header.e_shoff + (uint64_t)i * header.e_shentsize), SEEK_SET) != 0 ||
                fread(&section, sizeof section, 1, f) != 1 || section.sh_name >= names.sh_size) {
                ok = 0;
                break;
            }
            name = table + section.sh_name;
            if (section.sh_type == SHT_SYMTAB || strncmp(name, ".debug", 6) == 0 || strncmp(name, ".zdebug", 7) == 0)
                found = 1;
        }
    }
    free(table);
    fclose(f);
    *out_stripped = !found;
    return ok ? 0 : 1;
}

rkb_load_figures rkb_load_result;

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int rkb_load_report(FILE *out, int smoke, int reps) {
    double opened[64], called[64], context[64];
    struct stat st;
    uint64_t code, data_file, data_memory;
    int i, is_stripped = 0;
    if (reps > 64) reps = 64;
    for (i = 0; i < reps; i++) {
        if (load_once(&opened[i], &called[i], &context[i]) != 0) return 1;
    }
    if (stat(library_path(), &st) != 0 || segments(library_path(), &code, &data_file, &data_memory) != 0 ||
        stripped(library_path(), &is_stripped) != 0) {
        fprintf(stderr, "rk-bench: cannot read %s\n", library_path());
        return 1;
    }
    qsort(opened, (size_t)reps, sizeof(double), compare_doubles);
    qsort(called, (size_t)reps, sizeof(double), compare_doubles);
    qsort(context, (size_t)reps, sizeof(double), compare_doubles);
    rkb_load_result.measured = 1;
    rkb_load_result.path = library_path();
    rkb_load_result.first_call_ms = called[reps / 2];
    rkb_load_result.bytes = (uint64_t)st.st_size;
    rkb_load_result.stripped = is_stripped;
    if (smoke) {
        printf("ok   load: dlopen + first call %.2f ms, %lld bytes on disk, %s\n", called[reps / 2],
               (long long)st.st_size, is_stripped ? "stripped" : "not stripped");
        return 0;
    }
    fprintf(out, "| figure | median | spread (min-max) |\n|---|---:|---:|\n");
    fprintf(out, "| dlopen (RTLD_NOW) | %.2f ms | %.2f-%.2f ms |\n", opened[reps / 2], opened[0], opened[reps - 1]);
    fprintf(out, "| dlopen + first call (dlsym rk_get_api, rk_get_api, rk_version) | %.2f ms | %.2f-%.2f ms |\n",
            called[reps / 2], called[0], called[reps - 1]);
    fprintf(out, "| then the first context (rk_context_create + rk_context_destroy) | %.3f ms | %.3f-%.3f ms |\n",
            context[reps / 2], context[0], context[reps - 1]);
    fprintf(out, "\n| library | bytes |\n|---|---:|\n");
    fprintf(out, "| %s on disk (%s) | %lld |\n", library_path(), is_stripped ? "stripped" : "not stripped",
            (long long)st.st_size);
    fprintf(out, "| code (executable load segments) | %llu |\n", (unsigned long long)code);
    fprintf(out, "| data (other load segments: file / memory) | %llu / %llu |\n", (unsigned long long)data_file,
            (unsigned long long)data_memory);
    return 0;
}
