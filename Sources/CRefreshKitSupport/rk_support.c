#include "rk_support.h"

#include <stdatomic.h>
#include <string.h>
#include <sys/eventfd.h>

int rkshim_eventfd_create(void) { return eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK); }

ffi_type *rkshim_ffi_type_void(void) { return &ffi_type_void; }
ffi_type *rkshim_ffi_type_pointer(void) { return &ffi_type_pointer; }
ffi_type *rkshim_ffi_type_sint32(void) { return &ffi_type_sint32; }
ffi_type *rkshim_ffi_type_sint64(void) { return &ffi_type_sint64; }
ffi_type *rkshim_ffi_type_uint64(void) { return &ffi_type_uint64; }
ffi_type *rkshim_ffi_type_double(void) { return &ffi_type_double; }

static _Atomic uint64_t next_thread_id = 1;
/* initial-exec: the loop-thread check runs on every call, and the general TLS model costs a
   __tls_get_addr call each time. Eight bytes of static TLS are safe to ask for even when the
   library is dlopen()ed (glibc keeps a surplus for exactly this). */
static _Thread_local uint64_t this_thread_id __attribute__((tls_model("initial-exec")));

uint64_t rkshim_thread_id(void) {
    if (this_thread_id == 0) {
        this_thread_id = atomic_fetch_add_explicit(&next_thread_id, 1, memory_order_relaxed);
    }
    return this_thread_id;
}

/* Messages are built by RefreshKit and bounded; a longer one is cut on a character boundary so the
   reported length is always what a copy can return. */
enum { RKSHIM_ERROR_CAP = 1024 };

static _Thread_local char error_text[RKSHIM_ERROR_CAP];
static _Thread_local size_t error_length;

/* Length of the longest prefix of s[0..<n] that ends on a UTF-8 character boundary. */
static size_t utf8_boundary(const char *s, size_t n) {
    while (n > 0 && (((unsigned char)s[n]) & 0xC0) == 0x80) {
        n--;
    }
    return n;
}

void rkshim_set_error(const char *message, size_t length) {
    if (message == NULL) {
        error_length = 0;
        return;
    }
    if (length > RKSHIM_ERROR_CAP - 1) {
        length = utf8_boundary(message, RKSHIM_ERROR_CAP - 1);
    }
    memcpy(error_text, message, length);
    error_text[length] = '\0';
    error_length = length;
}

size_t rkshim_copy_error(char *buf, size_t cap) {
    if (buf != NULL && cap > 0) {
        size_t n = error_length;
        if (n > cap - 1) {
            n = utf8_boundary(error_text, cap - 1);
        }
        memcpy(buf, error_text, n);
        buf[n] = '\0';
    }
    return error_length;
}

void rkshim_clear_error(void) {
    error_length = 0;
    error_text[0] = '\0';
}
