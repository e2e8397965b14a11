/*
 * test_signals: signal descriptions (rk_signal_count / rk_signal_info / rk_signal_lookup), the
 * marshalling of every parameter type through libffi, "measure"'s return value, connect and
 * disconnect errors.
 */
#include "rk_test.h"

#include <float.h>

#define SENTINEL_CONNECTION 0xC0FFEE0000C0FFEEull

/* ---- descriptions ---- */

static void signal_count(void) {
    uint32_t count = 77;
    CHECK_OK(rk_signal_count(RK_KIND_PROBE, &count));
    CHECK_EQ_INT(count, 4);
    count = 77;
    CHECK_OK(rk_signal_count(RK_KIND_CONTEXT, &count));
    CHECK_EQ_INT(count, 6); /* "task-progress" appended in 1.3 */
    count = 77;
    CHECK_RC(rk_signal_count(0, &count), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_signal_count(-1, &count), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_signal_count(30, &count), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_signal_count(31, &count), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_signal_count(256 + RK_KIND_PROBE, &count), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_signal_count(INT32_MIN, &count), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_signal_count(INT32_MAX, &count), RK_ERR_INVALID_ARGUMENT);
    CHECK_EQ_INT(count, 77);
    CHECK_RC(rk_signal_count(RK_KIND_PROBE, NULL), RK_ERR_INVALID_ARGUMENT);
}

typedef struct {
    const char *name;
    rk_type return_type;
    uint32_t param_count;
    rk_type types[RK_SIGNAL_MAX_PARAMS];
    const char *names[RK_SIGNAL_MAX_PARAMS];
} expected_signal;

static const expected_signal probe_signals[] = {
    {"values", RK_TYPE_VOID, 6,
     {RK_TYPE_POINTER, RK_TYPE_INT32, RK_TYPE_INT64, RK_TYPE_UINT64, RK_TYPE_DOUBLE, RK_TYPE_STRING},
     {"pointer", "i32", "i64", "u64", "real", "text"}},
    {"measure", RK_TYPE_DOUBLE, 2, {RK_TYPE_STRING, RK_TYPE_DOUBLE}, {"text", "size"}},
    {"ping", RK_TYPE_VOID, 0, {0}, {NULL}},
    {"pair", RK_TYPE_VOID, 2, {RK_TYPE_INT32, RK_TYPE_INT32}, {"first", "second"}},
};

static void signal_info_probe(void) {
    uint32_t i, k;
    for (i = 0; i < sizeof probe_signals / sizeof probe_signals[0]; i++) {
        const expected_signal *e = &probe_signals[i];
        rk_signal_desc d;
        /* Garbage everywhere, so fields the library must fill are proven filled. */
        memset(&d, 0xAB, sizeof d);
        d.struct_size = sizeof d;
        RKT_NOTE("probe signal %u", i);
        CHECK_OK(rk_signal_info(RK_KIND_PROBE, i, &d));
        CHECK_EQ_U64(d.struct_size, sizeof d);
        CHECK_EQ_U64(d.index, i);
        CHECK_STR(d.name, e->name);
        CHECK_EQ_INT(d.return_type, e->return_type);
        CHECK_EQ_U64(d.param_count, e->param_count);
        for (k = 0; k < RK_SIGNAL_MAX_PARAMS; k++) {
            RKT_NOTE("probe signal %u (%s), parameter %u", i, e->name, k);
            if (k < e->param_count) {
                CHECK_EQ_INT(d.param_types[k], e->types[k]);
                CHECK_STR(d.param_names[k], e->names[k]);
            } else {
                CHECK_EQ_INT(d.param_types[k], RK_TYPE_VOID);
                CHECK(d.param_names[k] == NULL);
            }
        }
        /* lookup agrees with info */
        {
            uint32_t index = 99;
            CHECK_OK(rk_signal_lookup(RK_KIND_PROBE, e->name, &index));
            CHECK_EQ_U64(index, i);
        }
    }
}

static void signal_info_strings_are_static(void) {
    rk_signal_desc a, b;
    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    a.struct_size = b.struct_size = sizeof a;
    CHECK_OK(rk_signal_info(RK_KIND_PROBE, 0, &a));
    (void)rk_context_create(NULL); /* unrelated calls between */
    (void)rk_signal_info(RK_KIND_PROBE, 2, &b);
    CHECK_OK(rk_signal_info(RK_KIND_PROBE, 0, &b));
    /* "static and live forever": the strings outlive the call and are still intact. */
    CHECK_STR(a.name, "values");
    CHECK_STR(a.param_names[5], "text");
    CHECK(a.name == b.name);
}

static void signal_info_errors(void) {
    rk_signal_desc d, copy;
    memset(&d, 0x5C, sizeof d);
    d.struct_size = sizeof d;
    copy = d;
    CHECK_RC(rk_signal_info(RK_KIND_PROBE, 4, &d), RK_ERR_NOT_FOUND);
    CHECK_RC(rk_signal_info(RK_KIND_PROBE, 1000, &d), RK_ERR_NOT_FOUND);
    CHECK_RC(rk_signal_info(RK_KIND_PROBE, UINT32_MAX, &d), RK_ERR_NOT_FOUND);
    CHECK_RC(rk_signal_info(RK_KIND_CONTEXT, 6, &d), RK_ERR_NOT_FOUND);
    CHECK_RC(rk_signal_info(0, 0, &d), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_signal_info(30, 0, &d), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_signal_info(-2, 0, &d), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_signal_info(RK_KIND_PROBE, 0, NULL), RK_ERR_INVALID_ARGUMENT);
    /* Out-parameters are untouched on an error. */
    CHECK(memcmp(&d, &copy, sizeof d) == 0);
}

/* The caller's struct_size decides what is written: fields up to param_count are required; an
   older caller's shorter struct is filled only as far as it goes; a newer caller's longer struct is
   filled with what this library knows. */
static void signal_info_struct_size(void) {
    const size_t minimum = offsetof(rk_signal_desc, param_count) + sizeof(uint32_t);
    unsigned char buffer[sizeof(rk_signal_desc) + 64];
    rk_signal_desc *d = (rk_signal_desc *)(void *)buffer;
    size_t size;
    _Static_assert(_Alignof(rk_signal_desc) <= 16, "buffer alignment");

    /* Too small for the required fields: an argument error, nothing written. */
    for (size = 0; size < minimum; size++) {
        unsigned char before[sizeof buffer];
        memset(buffer, 0x77, sizeof buffer);
        d->struct_size = (uint32_t)size;
        memcpy(before, buffer, sizeof buffer);
        RKT_NOTE("struct_size %zu", size);
        CHECK_RC(rk_signal_info(RK_KIND_PROBE, 0, d), RK_ERR_INVALID_ARGUMENT);
        CHECK(memcmp(before, buffer, sizeof buffer) == 0);
    }
    /* Exactly the required fields, and every size between that and the full struct. */
    for (size = minimum; size <= sizeof(rk_signal_desc); size++) {
        size_t k;
        memset(buffer, 0x77, sizeof buffer);
        d->struct_size = (uint32_t)size;
        RKT_NOTE("struct_size %zu", size);
        CHECK_OK(rk_signal_info(RK_KIND_PROBE, 0, d));
        CHECK_STR(d->name, "values");
        CHECK_EQ_U64(d->index, 0);
        CHECK_EQ_INT(d->return_type, RK_TYPE_VOID);
        CHECK_EQ_U64(d->param_count, 6);
        for (k = size; k < sizeof buffer; k++) {
            if (buffer[k] != 0x77) {
                CHECK_MSG(0, "struct_size %zu: byte %zu past it was written", size, k);
                break;
            }
        }
        if (size >= offsetof(rk_signal_desc, param_types) + 6 * sizeof(rk_type)) {
            CHECK_EQ_INT(d->param_types[5], RK_TYPE_STRING);
        }
    }
    /* A newer caller: a bigger struct. The known fields are filled, the rest untouched. */
    memset(buffer, 0x77, sizeof buffer);
    d->struct_size = (uint32_t)sizeof buffer;
    RKT_NOTE("struct_size %zu (a newer caller)", sizeof buffer);
    CHECK_OK(rk_signal_info(RK_KIND_PROBE, 1, d));
    CHECK_STR(d->name, "measure");
    CHECK_STR(d->param_names[1], "size");
    CHECK_MSG(d->struct_size == sizeof(rk_signal_desc) || d->struct_size == sizeof buffer,
              "struct_size came back as %u", d->struct_size);
    {
        size_t k;
        for (k = sizeof(rk_signal_desc); k < sizeof buffer; k++) {
            if (buffer[k] != 0x77) {
                CHECK_MSG(0, "byte %zu past this library's struct was written", k);
                break;
            }
        }
    }
}

static void signal_lookup(void) {
    uint32_t index = 42;
    CHECK_OK(rk_signal_lookup(RK_KIND_PROBE, "values", &index));
    CHECK_EQ_U64(index, 0);
    CHECK_OK(rk_signal_lookup(RK_KIND_PROBE, "measure", &index));
    CHECK_EQ_U64(index, 1);
    CHECK_OK(rk_signal_lookup(RK_KIND_PROBE, "ping", &index));
    CHECK_EQ_U64(index, 2);
    index = 42;
    CHECK_RC(rk_signal_lookup(RK_KIND_PROBE, "Values", &index), RK_ERR_NOT_FOUND);
    CHECK_RC(rk_signal_lookup(RK_KIND_PROBE, "value", &index), RK_ERR_NOT_FOUND);
    CHECK_RC(rk_signal_lookup(RK_KIND_PROBE, "valuess", &index), RK_ERR_NOT_FOUND);
    CHECK_RC(rk_signal_lookup(RK_KIND_PROBE, "values ", &index), RK_ERR_NOT_FOUND);
    CHECK_RC(rk_signal_lookup(RK_KIND_PROBE, "", &index), RK_ERR_NOT_FOUND);
    CHECK_RC(rk_signal_lookup(RK_KIND_PROBE, "p\xc3\xafng", &index), RK_ERR_NOT_FOUND);
    CHECK_RC(rk_signal_lookup(RK_KIND_CONTEXT, "values", &index), RK_ERR_NOT_FOUND);
    CHECK_RC(rk_signal_lookup(RK_KIND_PROBE, "\xff", &index), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_signal_lookup(RK_KIND_PROBE, "ping\xc0\x80", &index), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_signal_lookup(RK_KIND_PROBE, NULL, &index), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_signal_lookup(0, "values", &index), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_signal_lookup(99, "values", &index), RK_ERR_INVALID_ARGUMENT);
    CHECK_EQ_U64(index, 42);
    CHECK_RC(rk_signal_lookup(RK_KIND_PROBE, "values", NULL), RK_ERR_INVALID_ARGUMENT);
}

/* ---- marshalling ---- */

typedef struct {
    void *pointer;
    int32_t i32;
    int64_t i64;
    uint64_t u64;
    double real;
    const char *text;
} values_args;

typedef struct {
    int calls;
    void *object;
    values_args got;
    char text[256];
    size_t text_length;
    void *user_data;
} values_record;

static void values_handler(void *object, void *pointer, int32_t i32, int64_t i64, uint64_t u64,
                           double real, const char *text, void *user_data) {
    values_record *r = user_data;
    r->calls++;
    r->object = object;
    r->got.pointer = pointer;
    r->got.i32 = i32;
    r->got.i64 = i64;
    r->got.u64 = u64;
    r->got.real = real;
    r->got.text = text;
    r->user_data = user_data;
    r->text_length = text != NULL ? strlen(text) : 0;
    if (text != NULL) {
        strncpy(r->text, text, sizeof r->text - 1);
        r->text[sizeof r->text - 1] = '\0';
    } else {
        strcpy(r->text, "(NULL)");
    }
}

static int notifies;
static void count_notify(void *user_data) {
    (void)user_data;
    notifies++;
}

static void values_marshalled_exactly(void) {
    static char target;
    const values_args cases[] = {
        {NULL, 0, 0, 0, 0.0, ""},
        {&target, INT32_MIN, INT64_MIN, 0, -0.0, "\xc3\xbc\x6e\xc3\xaf\x63\xc3\xb6\x64\xc3\xa9"},
        {(void *)(uintptr_t)UINTPTR_MAX, INT32_MAX, INT64_MAX, UINT64_MAX, 1e308,
         "\xe2\x9c\x93 \xf0\x9d\x84\x9e \xe6\x97\xa5\xe6\x9c\xac"},
        {(void *)(uintptr_t)0x1, -1, -1, (uint64_t)1 << 63, -1e308, "a"},
        {(void *)(uintptr_t)0x8000000000000000ull, 1, (int64_t)1 << 32, 0xFFFFFFFFull, 5e-324,
         "\xf4\x8f\xbf\xbf"},
        {&target, 0x12345678, 0x0123456789ABCDEFll, 0xFEDCBA9876543210ull, DBL_MAX, "tab\there"},
        {NULL, INT32_MIN + 1, INT64_MIN + 1, 1, -DBL_MIN, "\xef\xbf\xbd"},
        {NULL, 7, 7, 7, INFINITY, "inf"},
        {NULL, 8, 8, 8, -INFINITY, "-inf"},
    };
    rk_context *ctx = NULL;
    rk_probe *probe = NULL;
    values_record record;
    size_t i;
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_probe_create(ctx, &probe));
    memset(&record, 0, sizeof record);
    CHECK_OK(rk_connect(probe, "values", (rk_callback)values_handler, &record, NULL, NULL));
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const values_args *c = &cases[i];
        RKT_NOTE("values case %zu", i);
        record.calls = 0;
        CHECK_OK(rk_probe_emit_values(probe, c->pointer, c->i32, c->i64, c->u64, c->real, c->text));
        CHECK_EQ_INT(record.calls, 1);
        CHECK(record.object == (void *)probe);
        CHECK(record.user_data == &record);
        CHECK(record.got.pointer == c->pointer);
        CHECK_EQ_INT(record.got.i32, c->i32);
        CHECK_EQ_INT(record.got.i64, c->i64);
        CHECK_EQ_U64(record.got.u64, c->u64);
        CHECK_EQ_BITS(record.got.real, c->real);
        CHECK_STR(record.text, c->text);
    }
    /* A NaN arrives as a NaN (its payload too, bit for bit). */
    {
        double nan_value = NAN;
        record.calls = 0;
        RKT_NOTE("NaN");
        CHECK_OK(rk_probe_emit_values(probe, NULL, 0, 0, 0, nan_value, "nan"));
        CHECK_EQ_INT(record.calls, 1);
        CHECK(isnan(record.got.real));
        CHECK_EQ_BITS(record.got.real, nan_value);
    }
    /* A long string arrives whole. */
    {
        static char long_text[4097];
        size_t n = sizeof long_text - 1;
        memset(long_text, 'y', n);
        long_text[n] = '\0';
        record.calls = 0;
        RKT_NOTE("a %zu-byte string", n);
        CHECK_OK(rk_probe_emit_values(probe, NULL, 0, 0, 0, 0, long_text));
        CHECK_EQ_INT(record.calls, 1);
        CHECK_EQ_U64(record.text_length, n);
        CHECK(memcmp(record.text, long_text, sizeof record.text - 1) == 0); /* the copy is capped */
    }
    CHECK_OK(rk_context_destroy(ctx));
}

/* Several handlers each get their own user_data, in connection order. */
static int order_log[16];
static int order_count;
static void ordered_values_handler(void *object, void *pointer, int32_t i32, int64_t i64,
                                   uint64_t u64, double real, const char *text, void *user_data) {
    (void)object;
    (void)pointer;
    (void)i64;
    (void)u64;
    (void)real;
    (void)text;
    if (i32 == 42 && order_count < 16) order_log[order_count++] = (int)RKT_INT(user_data);
}

static void values_user_data_per_connection(void) {
    rk_context *ctx = NULL;
    rk_probe *probe = NULL;
    int i;
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_probe_create(ctx, &probe));
    for (i = 1; i <= 5; i++) {
        CHECK_OK(rk_connect(probe, "values", (rk_callback)ordered_values_handler, RKT_PTR(i), NULL,
                            NULL));
    }
    order_count = 0;
    CHECK_OK(rk_probe_emit_values(probe, NULL, 42, 0, 0, 0, "x"));
    CHECK_EQ_INT(order_count, 5);
    for (i = 0; i < 5 && i < order_count; i++) CHECK_EQ_INT(order_log[i], i + 1);
    CHECK_OK(rk_context_destroy(ctx));
}

/* ---- measure ---- */

typedef struct {
    int calls;
    double factor;
    char text[64];
    double size;
    void *object;
} measure_record;

static double measure_handler(void *object, const char *text, double size, void *user_data) {
    measure_record *r = user_data;
    r->calls++;
    r->object = object;
    strncpy(r->text, text, sizeof r->text - 1);
    r->text[sizeof r->text - 1] = '\0';
    r->size = size;
    return size * r->factor;
}

static void measure_returns_last_handler(void) {
    rk_context *ctx = NULL;
    rk_probe *probe = NULL;
    measure_record a, b;
    double value = 42;
    int32_t handled = 42;
    rk_connection ca = 0, cb = 0;
    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    a.factor = 2.0;
    b.factor = 3.0;
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_probe_create(ctx, &probe));

    /* No handler: value 0, handled 0. */
    CHECK_OK(rk_probe_emit_measure(probe, "abc", 10.0, &value, &handled));
    CHECK_EQ_BITS(value, 0.0);
    CHECK_EQ_INT(handled, 0);
    /* out_handled may be NULL. */
    value = 42;
    CHECK_OK(rk_probe_emit_measure(probe, "abc", 10.0, &value, NULL));
    CHECK_EQ_BITS(value, 0.0);

    CHECK_OK(rk_connect(probe, "measure", (rk_callback)measure_handler, &a, NULL, &ca));
    CHECK_OK(rk_probe_emit_measure(probe, "h\xc3\xa9llo", 1.25, &value, &handled));
    CHECK_EQ_INT(a.calls, 1);
    CHECK_STR(a.text, "h\xc3\xa9llo");
    CHECK_EQ_BITS(a.size, 1.25);
    CHECK(a.object == (void *)probe);
    CHECK_EQ_BITS(value, 2.5);
    CHECK_EQ_INT(handled, 1);

    /* Two handlers: both run, the last one's value wins. */
    CHECK_OK(rk_connect(probe, "measure", (rk_callback)measure_handler, &b, NULL, &cb));
    CHECK_OK(rk_probe_emit_measure(probe, "x", 2.0, &value, &handled));
    CHECK_EQ_INT(a.calls, 2);
    CHECK_EQ_INT(b.calls, 1);
    CHECK_EQ_BITS(value, 6.0);
    CHECK_EQ_INT(handled, 1);

    /* Extremes come back bit for bit. */
    CHECK_OK(rk_disconnect(ctx, ca));
    b.factor = 1.0;
    CHECK_OK(rk_probe_emit_measure(probe, "x", -0.0, &value, &handled));
    CHECK_EQ_BITS(value, -0.0);
    CHECK_OK(rk_probe_emit_measure(probe, "x", 1e308, &value, &handled));
    CHECK_EQ_BITS(value, 1e308);
    CHECK_OK(rk_probe_emit_measure(probe, "x", 5e-324, &value, &handled));
    CHECK_EQ_BITS(value, 5e-324);

    /* All disconnected: back to 0 / 0. */
    CHECK_OK(rk_disconnect(ctx, cb));
    value = 42;
    handled = 42;
    CHECK_OK(rk_probe_emit_measure(probe, "x", 5.0, &value, &handled));
    CHECK_EQ_BITS(value, 0.0);
    CHECK_EQ_INT(handled, 0);
    CHECK_OK(rk_context_destroy(ctx));
}

/* ---- ping ---- */

typedef struct {
    int calls;
    void *object;
    void *user_data;
} ping_record;

static void ping_handler(void *object, void *user_data) {
    ping_record *r = user_data;
    r->calls++;
    r->object = object;
    r->user_data = user_data;
}

static void ping_passes_object_and_user_data(void) {
    rk_context *ctx = NULL;
    rk_probe *probe = NULL, *other = NULL;
    ping_record r;
    memset(&r, 0, sizeof r);
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_probe_create(ctx, &probe));
    CHECK_OK(rk_probe_create(ctx, &other));
    CHECK_OK(rk_probe_emit_ping(probe)); /* no handler: fine */
    CHECK_OK(rk_connect(probe, "ping", (rk_callback)ping_handler, &r, NULL, NULL));
    CHECK_OK(rk_probe_emit_ping(probe));
    CHECK_EQ_INT(r.calls, 1);
    CHECK(r.object == (void *)probe);
    CHECK(r.user_data == &r);
    /* Another probe's emission does not reach it; other signals neither. */
    CHECK_OK(rk_probe_emit_ping(other));
    CHECK_OK(rk_probe_emit_values(probe, NULL, 0, 0, 0, 0, ""));
    CHECK_EQ_INT(r.calls, 1);
    CHECK_OK(rk_context_destroy(ctx));
}

/* ---- pair ---- */

typedef struct {
    int calls;
    void *object;
    int32_t first, second;
    void *user_data;
} pair_record;

static void pair_handler(void *object, int32_t first, int32_t second, void *user_data) {
    pair_record *r = user_data;
    r->calls++;
    r->object = object;
    r->first = first;
    r->second = second;
    r->user_data = user_data;
}

/* Two int32 in a row, each sign-extended on its own: extremes and mixed signs arrive unchanged. */
static void pair_marshalled_exactly(void) {
    static const int32_t values[][2] = {
        {0, 0}, {1, -1}, {INT32_MAX, INT32_MIN}, {INT32_MIN, INT32_MAX}, {-2, 123456789},
    };
    rk_context *ctx = NULL;
    rk_probe *probe = NULL;
    pair_record a, b;
    size_t i;
    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_probe_create(ctx, &probe));
    CHECK_OK(rk_probe_emit_pair(probe, 1, 2)); /* no handler: fine */
    CHECK_OK(rk_connect(probe, "pair", (rk_callback)pair_handler, &a, NULL, NULL));
    CHECK_OK(rk_connect(probe, "pair", (rk_callback)pair_handler, &b, NULL, NULL));
    for (i = 0; i < sizeof values / sizeof values[0]; i++) {
        RKT_NOTE("pair %d, %d", values[i][0], values[i][1]);
        CHECK_OK(rk_probe_emit_pair(probe, values[i][0], values[i][1]));
        CHECK_EQ_INT(a.calls, (int)i + 1);
        CHECK_EQ_INT(b.calls, (int)i + 1);
        CHECK(a.object == (void *)probe && b.object == (void *)probe);
        CHECK_EQ_INT(a.first, values[i][0]);
        CHECK_EQ_INT(a.second, values[i][1]);
        CHECK_EQ_INT(b.first, values[i][0]);
        CHECK_EQ_INT(b.second, values[i][1]);
        CHECK(a.user_data == &a && b.user_data == &b);
    }
    /* Only "pair" handlers run for it; ping does not reach them. */
    CHECK_OK(rk_probe_emit_ping(probe));
    CHECK_EQ_INT(a.calls, (int)i);
    CHECK_RC(rk_probe_emit_pair(NULL, 1, 2), RK_ERR_INVALID_HANDLE);
    CHECK_RC(rk_probe_emit_pair((rk_probe *)ctx, 1, 2), RK_ERR_INVALID_HANDLE);
    CHECK_OK(rk_probe_destroy(probe));
    CHECK_RC(rk_probe_emit_pair(probe, 1, 2), RK_ERR_INVALID_HANDLE);
    CHECK_EQ_INT(a.calls, (int)i);
    CHECK_OK(rk_context_destroy(ctx));
}

/* Each nesting level of emissions keeps its own arguments: a handler that emits again (deeper than
   any frame the library keeps ready) must not change what the later handlers of its own level get. */
enum { NEST_LEVELS = 40 };
typedef struct {
    rk_probe *probe;
    int recurse_calls, after_calls, mismatches;
    int32_t after_first[NEST_LEVELS + 1];
} nest_record;

static void nest_recurse(void *object, int32_t first, int32_t second, void *user_data) {
    nest_record *r = user_data;
    (void)object;
    r->recurse_calls++;
    if (first < NEST_LEVELS) CHECK_OK(rk_probe_emit_pair(r->probe, first + 1, second - 3));
}

static void nest_after(void *object, int32_t first, int32_t second, void *user_data) {
    nest_record *r = user_data;
    (void)object;
    if (second != 1000 - 3 * first) r->mismatches++;
    if (r->after_calls <= NEST_LEVELS) r->after_first[r->after_calls] = first;
    r->after_calls++;
}

static void nested_emissions_keep_their_arguments(void) {
    rk_context *ctx = NULL;
    nest_record r;
    int i;
    memset(&r, 0, sizeof r);
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_probe_create(ctx, &r.probe));
    CHECK_OK(rk_connect(r.probe, "pair", (rk_callback)nest_recurse, &r, NULL, NULL));
    CHECK_OK(rk_connect(r.probe, "pair", (rk_callback)nest_after, &r, NULL, NULL));
    CHECK_OK(rk_probe_emit_pair(r.probe, 0, 1000));
    CHECK_EQ_INT(r.recurse_calls, NEST_LEVELS + 1);
    CHECK_EQ_INT(r.after_calls, NEST_LEVELS + 1);
    CHECK_EQ_INT(r.mismatches, 0);
    /* The deepest level finishes first, the outermost last. */
    for (i = 0; i <= NEST_LEVELS; i++) CHECK_EQ_INT(r.after_first[i], NEST_LEVELS - i);
    CHECK_OK(rk_context_destroy(ctx));
}

/* ---- invalid text ---- */

static const char *const invalid_utf8[] = {
    "\xff",                 /* never valid */
    "\xc0\x80",             /* overlong NUL */
    "\xc1\xbf",             /* overlong */
    "\xe0\x80\xaf",         /* overlong '/' */
    "\xed\xa0\x80",         /* UTF-16 surrogate */
    "\xf4\x90\x80\x80",     /* above U+10FFFF */
    "\xf5\x80\x80\x80",     /* never valid lead */
    "\xe2\x82",             /* truncated */
    "ok\x80",               /* stray continuation */
    "\xc3(",                /* bad continuation */
};

static void invalid_text_rejected(void) {
    rk_context *ctx = NULL;
    rk_probe *probe = NULL;
    values_record vr;
    measure_record mr;
    size_t i;
    memset(&vr, 0, sizeof vr);
    memset(&mr, 0, sizeof mr);
    mr.factor = 1;
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_probe_create(ctx, &probe));
    CHECK_OK(rk_connect(probe, "values", (rk_callback)values_handler, &vr, NULL, NULL));
    CHECK_OK(rk_connect(probe, "measure", (rk_callback)measure_handler, &mr, NULL, NULL));
    for (i = 0; i < sizeof invalid_utf8 / sizeof invalid_utf8[0]; i++) {
        double value = 42;
        int32_t handled = 42;
        RKT_NOTE("invalid UTF-8 #%zu", i);
        CHECK_RC(rk_probe_emit_values(probe, NULL, 1, 2, 3, 4, invalid_utf8[i]),
                 RK_ERR_INVALID_ARGUMENT);
        CHECK_RC(rk_probe_emit_measure(probe, invalid_utf8[i], 1.0, &value, &handled),
                 RK_ERR_INVALID_ARGUMENT);
        CHECK_EQ_BITS(value, 42.0);
        CHECK_EQ_INT(handled, 42);
    }
    RKT_NOTE("NULL text");
    CHECK_RC(rk_probe_emit_values(probe, NULL, 1, 2, 3, 4, NULL), RK_ERR_INVALID_ARGUMENT);
    {
        double value = 42;
        CHECK_RC(rk_probe_emit_measure(probe, NULL, 1.0, &value, NULL), RK_ERR_INVALID_ARGUMENT);
        CHECK_EQ_BITS(value, 42.0);
        /* out_value NULL: an argument error, and no handler runs. */
        CHECK_RC(rk_probe_emit_measure(probe, "fine", 1.0, NULL, NULL), RK_ERR_INVALID_ARGUMENT);
    }
    CHECK_EQ_INT(vr.calls, 0);
    CHECK_EQ_INT(mr.calls, 0);
    /* Valid edge cases still go through. */
    RKT_NOTE("valid edge cases");
    CHECK_OK(rk_probe_emit_values(probe, NULL, 1, 2, 3, 4, "\xf4\x8f\xbf\xbf\xef\xbf\xbf\xc2\x80"));
    CHECK_EQ_INT(vr.calls, 1);
    CHECK_OK(rk_context_destroy(ctx));
}

/* ---- connect / disconnect ---- */

static void connect_errors(void) {
    rk_context *ctx = NULL;
    rk_probe *probe = NULL;
    rk_connection c = SENTINEL_CONNECTION;
    ping_record r;
    memset(&r, 0, sizeof r);
    notifies = 0;
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_probe_create(ctx, &probe));
    CHECK_RC(rk_connect(probe, "nope", (rk_callback)ping_handler, &r, count_notify, &c),
             RK_ERR_NOT_FOUND);
    CHECK_RC(rk_connect(probe, "Ping", (rk_callback)ping_handler, &r, count_notify, &c),
             RK_ERR_NOT_FOUND);
    CHECK_RC(rk_connect(probe, "", (rk_callback)ping_handler, &r, count_notify, &c),
             RK_ERR_NOT_FOUND);
    CHECK_RC(rk_connect(probe, NULL, (rk_callback)ping_handler, &r, count_notify, &c),
             RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_connect(probe, "ping\xff", (rk_callback)ping_handler, &r, count_notify, &c),
             RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_connect(probe, "ping", NULL, &r, count_notify, &c), RK_ERR_INVALID_ARGUMENT);
    CHECK_RC(rk_connect(NULL, "ping", (rk_callback)ping_handler, &r, count_notify, &c),
             RK_ERR_INVALID_HANDLE);
    /* On failure: destroy_notify not called, out_connection untouched, nothing connected. */
    CHECK_EQ_INT(notifies, 0);
    CHECK_EQ_U64(c, SENTINEL_CONNECTION);
    CHECK_OK(rk_probe_emit_ping(probe));
    CHECK_EQ_INT(r.calls, 0);
    /* Still nothing after the context is gone. */
    CHECK_OK(rk_context_destroy(ctx));
    CHECK_EQ_INT(notifies, 0);
}

static void connection_ids(void) {
    rk_context *ctx = NULL;
    rk_probe *probe = NULL;
    rk_connection ids[64];
    ping_record r;
    int i, j;
    memset(&r, 0, sizeof r);
    notifies = 0;
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_probe_create(ctx, &probe));
    /* Never 0, never reused within the context, even after disconnects. */
    for (i = 0; i < 64; i++) {
        ids[i] = 0;
        CHECK_OK(rk_connect(probe, "ping", (rk_callback)ping_handler, &r, count_notify, &ids[i]));
        CHECK(ids[i] != 0);
        for (j = 0; j < i; j++) CHECK_MSG(ids[i] != ids[j], "connection id %llu reused",
                                          (unsigned long long)ids[i]);
        if (i % 2 == 0) CHECK_OK(rk_disconnect(ctx, ids[i]));
    }
    CHECK_EQ_INT(notifies, 32);
    /* NULL out_connection is allowed. */
    CHECK_OK(rk_connect(probe, "ping", (rk_callback)ping_handler, &r, count_notify, NULL));
    r.calls = 0;
    CHECK_OK(rk_probe_emit_ping(probe));
    CHECK_EQ_INT(r.calls, 33);
    /* Disconnect errors: unknown, 0, twice. */
    CHECK_RC(rk_disconnect(ctx, 0), RK_ERR_NOT_FOUND);
    CHECK_RC(rk_disconnect(ctx, ids[0]), RK_ERR_NOT_FOUND);
    CHECK_RC(rk_disconnect(ctx, UINT64_MAX), RK_ERR_NOT_FOUND);
    CHECK_EQ_INT(notifies, 32);
    CHECK_OK(rk_disconnect(ctx, ids[1]));
    CHECK_EQ_INT(notifies, 33);
    CHECK_RC(rk_disconnect(ctx, ids[1]), RK_ERR_NOT_FOUND);
    CHECK_EQ_INT(notifies, 33);
    /* The rest end with the context: 31 odd ids left + the one without an id. */
    CHECK_OK(rk_context_destroy(ctx));
    CHECK_EQ_INT(notifies, 33 + 32);
}

/* A NULL destroy_notify is fine everywhere. */
static void null_destroy_notify(void) {
    rk_context *ctx = NULL;
    rk_probe *probe = NULL;
    rk_connection c = 0;
    ping_record r;
    memset(&r, 0, sizeof r);
    CHECK_OK(rk_context_create(&ctx));
    CHECK_OK(rk_probe_create(ctx, &probe));
    CHECK_OK(rk_connect(probe, "ping", (rk_callback)ping_handler, &r, NULL, &c));
    CHECK_OK(rk_disconnect(ctx, c));
    CHECK_OK(rk_connect(probe, "ping", (rk_callback)ping_handler, &r, NULL, &c));
    CHECK_OK(rk_probe_destroy(probe));
    CHECK_OK(rk_probe_create(ctx, &probe));
    CHECK_OK(rk_connect(probe, "ping", (rk_callback)ping_handler, &r, NULL, &c));
    CHECK_OK(rk_context_destroy(ctx));
    CHECK_EQ_INT(r.calls, 0);
}

static const rkt_case cases[] = {
    RKT_CASE(signal_count),
    RKT_CASE(signal_info_probe),
    RKT_CASE(signal_info_strings_are_static),
    RKT_CASE(signal_info_errors),
    RKT_CASE(signal_info_struct_size),
    RKT_CASE(signal_lookup),
    RKT_CASE(values_marshalled_exactly),
    RKT_CASE(values_user_data_per_connection),
    RKT_CASE(measure_returns_last_handler),
    RKT_CASE(ping_passes_object_and_user_data),
    RKT_CASE(pair_marshalled_exactly),
    RKT_CASE(nested_emissions_keep_their_arguments),
    RKT_CASE(invalid_text_rejected),
    RKT_CASE(connect_errors),
    RKT_CASE(connection_ids),
    RKT_CASE(null_destroy_notify),
};

RKT_MAIN(cases)
