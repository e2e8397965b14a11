/*
 * cases_emission.c — one signal emission, RefreshKit beside its peers, for three signatures:
 *
 *   ping    handler(void *object, void *user_data)                              (probe "ping")
 *   pair    handler(void *object, int32_t, int32_t, void *user_data)            (probe "pair": the
 *           signature the emission targets are quoted for)
 *   values  handler(void *object, void *pointer, int32_t, int64_t, uint64_t, double,
 *                   const char *, void *user_data)                              (probe "values")
 *
 * Peers of the same signature: a direct call through a function pointer (the floor), a bare
 * ffi_call with a cif prepared once from the signal's own rk_signal_info (what RefreshKit's
 * dispatch is built on), and GLib's g_signal_emit on a GObject signal of the same parameters, once
 * with g_cclosure_marshal_generic and no va marshaller (libffi per call, GValues) and once with a
 * specialised marshaller and its va variant (GLib's own VOID__VOID; the others from
 * glib-genmarshal, marshal.list). RefreshKit and GLib run with 0, 1 and 10 handlers connected.
 *
 * The GLib string parameter is declared G_SIGNAL_TYPE_STATIC_SCOPE, as a careful GLib user would:
 * otherwise GLib copies the string on every emission, and RefreshKit does not.
 *
 * Every handler counts its calls and checks its arguments; a run proves N emissions reached every
 * handler with the right values.
 */
#include "bench.h"

#include <ffi.h>
#include <glib-object.h>
#include <stdlib.h>
#include <string.h>

#include "rkb_marshal.h"

/* ---- the handler side: counts calls, checks arguments ---- */

typedef struct {
    uint64_t calls;
    uint64_t wrong;
} counter;

static int marker; /* the "pointer" argument's value */
#define V_I32 7
#define V_I64 (-8)
#define V_U64 9u
#define V_REAL 10.5
#define V_TEXT "text"

static void ping_handler(void *object, void *user_data) {
    counter *c = user_data;
    c->calls++;
    c->wrong += object == NULL;
}

static void pair_handler(void *object, int32_t first, int32_t second, void *user_data) {
    counter *c = user_data;
    c->calls++;
    c->wrong += object == NULL || first != V_I32 || second != -V_I32;
}

static void values_handler(void *object, void *pointer, int32_t i32, int64_t i64, uint64_t u64, double real,
                           const char *text, void *user_data) {
    counter *c = user_data;
    c->calls++;
    c->wrong += object == NULL || pointer != &marker || i32 != V_I32 || i64 != V_I64 || u64 != V_U64 ||
                real != V_REAL || text == NULL || text[0] != 't';
}

/* ---- the GLib peer: a GObject with the same two signals, each with two marshallers ---- */

typedef struct {
    GObject parent;
} RkbEmitter;
typedef struct {
    GObjectClass parent_class;
} RkbEmitterClass;

static GType rkb_emitter_get_type(void);
G_DEFINE_TYPE(RkbEmitter, rkb_emitter, G_TYPE_OBJECT)

enum { SIG_PING_GENERIC, SIG_PING_SPECIAL, SIG_PAIR_GENERIC, SIG_PAIR_SPECIAL, SIG_VALUES_GENERIC, SIG_VALUES_SPECIAL,
       SIG_COUNT };
static guint emitter_signals[SIG_COUNT];

static void rkb_emitter_class_init(RkbEmitterClass *klass) {
    GType type = G_TYPE_FROM_CLASS(klass);
    GType pair[2] = {G_TYPE_INT, G_TYPE_INT};
    GType values[6] = {G_TYPE_POINTER, G_TYPE_INT, G_TYPE_INT64, G_TYPE_UINT64, G_TYPE_DOUBLE,
                       G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE};
    /* An explicit c_marshaller makes g_signal_newv leave va_marshaller NULL: the generic ones are
       then the GValue + libffi path of g_cclosure_marshal_generic, on every emission. */
    emitter_signals[SIG_PING_GENERIC] = g_signal_newv("ping-generic", type, G_SIGNAL_RUN_LAST, NULL, NULL, NULL,
                                                      g_cclosure_marshal_generic, G_TYPE_NONE, 0, NULL);
    emitter_signals[SIG_PING_SPECIAL] = g_signal_newv("ping-special", type, G_SIGNAL_RUN_LAST, NULL, NULL, NULL,
                                                      g_cclosure_marshal_VOID__VOID, G_TYPE_NONE, 0, NULL);
    g_signal_set_va_marshaller(emitter_signals[SIG_PING_SPECIAL], type, g_cclosure_marshal_VOID__VOIDv);
    emitter_signals[SIG_PAIR_GENERIC] = g_signal_newv("pair-generic", type, G_SIGNAL_RUN_LAST, NULL, NULL, NULL,
                                                      g_cclosure_marshal_generic, G_TYPE_NONE, 2, pair);
    emitter_signals[SIG_PAIR_SPECIAL] = g_signal_newv("pair-special", type, G_SIGNAL_RUN_LAST, NULL, NULL, NULL,
                                                      rkb_marshal_VOID__INT_INT, G_TYPE_NONE, 2, pair);
    g_signal_set_va_marshaller(emitter_signals[SIG_PAIR_SPECIAL], type, rkb_marshal_VOID__INT_INTv);
    emitter_signals[SIG_VALUES_GENERIC] = g_signal_newv("values-generic", type, G_SIGNAL_RUN_LAST, NULL, NULL,
                                                        NULL, g_cclosure_marshal_generic, G_TYPE_NONE, 6, values);
    emitter_signals[SIG_VALUES_SPECIAL] =
        g_signal_newv("values-special", type, G_SIGNAL_RUN_LAST, NULL, NULL, NULL,
                      rkb_marshal_VOID__POINTER_INT_INT64_UINT64_DOUBLE_STRING, G_TYPE_NONE, 6, values);
    g_signal_set_va_marshaller(emitter_signals[SIG_VALUES_SPECIAL], type,
                               rkb_marshal_VOID__POINTER_INT_INT64_UINT64_DOUBLE_STRINGv);
}

static void rkb_emitter_init(RkbEmitter *self) { (void)self; }

/* ---- the cases ---- */

enum { SIGNATURE_PING, SIGNATURE_PAIR, SIGNATURE_VALUES };
enum { WAY_DIRECT, WAY_FFI, WAY_RK, WAY_GLIB_GENERIC, WAY_GLIB_SPECIAL };

/* arg = signature * 1000 + way * 100 + handlers */
#define ARG(signature, way, handlers) ((signature) * 1000 + (way) * 100 + (handlers))

typedef struct {
    int signature, way, handlers;
    counter counter;
    /* direct */
    void (*volatile ping_fn)(void *, void *);
    void (*volatile pair_fn)(void *, int32_t, int32_t, void *);
    void (*volatile values_fn)(void *, void *, int32_t, int64_t, uint64_t, double, const char *, void *);
    /* ffi */
    ffi_cif cif;
    ffi_type *types[RK_SIGNAL_MAX_PARAMS + 2];
    uint64_t slots[RK_SIGNAL_MAX_PARAMS + 2];
    void *argv[RK_SIGNAL_MAX_PARAMS + 2];
    /* RefreshKit */
    rk_context *ctx;
    rk_probe *probe;
    /* GLib */
    GObject *emitter;
    guint signal_id;
} emission;

static const char *const signal_names[] = {"ping", "pair", "values"};

static ffi_type *ffi_type_of(rk_type type) {
    switch (type) {
    case RK_TYPE_POINTER:
    case RK_TYPE_STRING: return &ffi_type_pointer;
    case RK_TYPE_INT32: return &ffi_type_sint32;
    case RK_TYPE_INT64: return &ffi_type_sint64;
    case RK_TYPE_UINT64: return &ffi_type_uint64;
    case RK_TYPE_DOUBLE: return &ffi_type_double;
    default: return NULL;
    }
}

/* The bare ffi_call peer: the cif comes from the signal's description, as RefreshKit builds its own. */
static int prepare_ffi(emission *e) {
    const char *name = signal_names[e->signature];
    rk_signal_desc desc;
    uint32_t index, i, count;
    memset(&desc, 0, sizeof desc);
    desc.struct_size = sizeof desc;
    RKB_CHECK_OK(rk_signal_lookup(RK_KIND_PROBE, name, &index));
    RKB_CHECK_OK(rk_signal_info(RK_KIND_PROBE, index, &desc));
    count = desc.param_count + 2;
    e->types[0] = &ffi_type_pointer;
    for (i = 0; i < desc.param_count; i++) {
        e->types[i + 1] = ffi_type_of(desc.param_types[i]);
        if (e->types[i + 1] == NULL) {
            fprintf(stderr, "rk-bench: signal %s: parameter type %d has no ffi type\n", name, desc.param_types[i]);
            return 1;
        }
    }
    e->types[count - 1] = &ffi_type_pointer;
    if (ffi_prep_cif(&e->cif, FFI_DEFAULT_ABI, count, &ffi_type_void, e->types) != FFI_OK) {
        fprintf(stderr, "rk-bench: ffi_prep_cif failed for %s\n", name);
        return 1;
    }
    /* The argument values, 8 bytes each, and the pointers to them: prepared once, like the cif. */
    for (i = 0; i < count; i++) e->argv[i] = &e->slots[i];
    {
        void *object = &marker, *pointer = &marker, *user_data = &e->counter;
        const char *text = V_TEXT;
        int32_t i32 = V_I32;
        int64_t i64 = V_I64;
        uint64_t u64 = V_U64;
        double real = V_REAL;
        memcpy(&e->slots[0], &object, sizeof object);
        if (e->signature == SIGNATURE_PAIR) {
            int32_t second = -V_I32;
            memcpy(&e->slots[1], &i32, sizeof i32);
            memcpy(&e->slots[2], &second, sizeof second);
        } else if (e->signature == SIGNATURE_VALUES) {
            memcpy(&e->slots[1], &pointer, sizeof pointer);
            memcpy(&e->slots[2], &i32, sizeof i32);
            memcpy(&e->slots[3], &i64, sizeof i64);
            memcpy(&e->slots[4], &u64, sizeof u64);
            memcpy(&e->slots[5], &real, sizeof real);
            memcpy(&e->slots[6], &text, sizeof text);
        }
        memcpy(&e->slots[count - 1], &user_data, sizeof user_data);
    }
    return 0;
}

static int emission_setup(const rkb_case *c, void **state) {
    emission *e = calloc(1, sizeof *e);
    int i;
    if (e == NULL) return 1;
    *state = e;
    e->signature = (int)(c->arg / 1000);
    e->way = (int)(c->arg / 100 % 10);
    e->handlers = (int)(c->arg % 100);
    switch (e->way) {
    case WAY_DIRECT:
        e->ping_fn = ping_handler;
        e->pair_fn = pair_handler;
        e->values_fn = values_handler;
        return 0;
    case WAY_FFI: return prepare_ffi(e);
    case WAY_RK: {
        const char *name = signal_names[e->signature];
        rk_callback fn = e->signature == SIGNATURE_PING   ? (rk_callback)ping_handler
                         : e->signature == SIGNATURE_PAIR ? (rk_callback)pair_handler
                                                          : (rk_callback)values_handler;
        RKB_CHECK_OK(rk_context_create(&e->ctx));
        RKB_CHECK_OK(rk_probe_create(e->ctx, &e->probe));
        for (i = 0; i < e->handlers; i++) RKB_CHECK_OK(rk_connect(e->probe, name, fn, &e->counter, NULL, NULL));
        return 0;
    }
    default: {
        int generic = e->way == WAY_GLIB_GENERIC;
        GCallback fn = e->signature == SIGNATURE_PING   ? G_CALLBACK(ping_handler)
                       : e->signature == SIGNATURE_PAIR ? G_CALLBACK(pair_handler)
                                                        : G_CALLBACK(values_handler);
        e->emitter = g_object_new(rkb_emitter_get_type(), NULL);
        /* SIG_* come in (generic, special) pairs, in signature order. */
        e->signal_id = emitter_signals[2 * e->signature + (generic ? 0 : 1)];
        for (i = 0; i < e->handlers; i++) {
            if (g_signal_connect_data(e->emitter, g_signal_name(e->signal_id), fn, &e->counter, NULL, 0) == 0) {
                fprintf(stderr, "rk-bench: g_signal_connect failed\n");
                return 1;
            }
        }
        return 0;
    }
    }
}

static int emission_run(void *state, uint64_t n, rkb_result *result) {
    emission *e = state;
    uint64_t i, expected_calls;
    rk_status failures = 0;
    e->counter.calls = 0;
    e->counter.wrong = 0;
    switch (e->way) {
    case WAY_DIRECT:
        if (e->signature == SIGNATURE_PING) {
            for (i = 0; i < n; i++) e->ping_fn(&marker, &e->counter);
        } else if (e->signature == SIGNATURE_PAIR) {
            for (i = 0; i < n; i++) e->pair_fn(&marker, V_I32, -V_I32, &e->counter);
        } else {
            for (i = 0; i < n; i++) e->values_fn(&marker, &marker, V_I32, V_I64, V_U64, V_REAL, V_TEXT, &e->counter);
        }
        break;
    case WAY_FFI:
        if (e->signature == SIGNATURE_PING) {
            for (i = 0; i < n; i++) ffi_call(&e->cif, FFI_FN(ping_handler), NULL, e->argv);
        } else if (e->signature == SIGNATURE_PAIR) {
            for (i = 0; i < n; i++) ffi_call(&e->cif, FFI_FN(pair_handler), NULL, e->argv);
        } else {
            for (i = 0; i < n; i++) ffi_call(&e->cif, FFI_FN(values_handler), NULL, e->argv);
        }
        break;
    case WAY_RK:
        /* Each status is kept (OR-ed: RK_OK is 0), so a failing call cannot pass as a cheap one. */
        if (e->signature == SIGNATURE_PING) {
            for (i = 0; i < n; i++) failures |= rk_probe_emit_ping(e->probe);
        } else if (e->signature == SIGNATURE_PAIR) {
            for (i = 0; i < n; i++) failures |= rk_probe_emit_pair(e->probe, V_I32, -V_I32);
        } else {
            for (i = 0; i < n; i++)
                failures |= rk_probe_emit_values(e->probe, &marker, V_I32, V_I64, V_U64, V_REAL, V_TEXT);
        }
        if (failures != RK_OK) return rkb_fail_status("emission", failures);
        break;
    default:
        if (e->signature == SIGNATURE_PING) {
            for (i = 0; i < n; i++) g_signal_emit(e->emitter, e->signal_id, 0);
        } else if (e->signature == SIGNATURE_PAIR) {
            for (i = 0; i < n; i++) g_signal_emit(e->emitter, e->signal_id, 0, V_I32, -V_I32);
        } else {
            for (i = 0; i < n; i++)
                g_signal_emit(e->emitter, e->signal_id, 0, &marker, V_I32, (gint64)V_I64, (guint64)V_U64, V_REAL, V_TEXT);
        }
        break;
    }
    /* Direct and ffi peers have one "handler"; the others as many as connected. */
    expected_calls = n * (uint64_t)(e->way <= WAY_FFI ? 1 : e->handlers);
    if (e->counter.wrong != 0) {
        fprintf(stderr, "rk-bench: %llu handler calls saw wrong arguments\n", (unsigned long long)e->counter.wrong);
        return 1;
    }
    if (e->counter.calls != expected_calls) {
        fprintf(stderr, "rk-bench: %llu handler calls, expected %llu\n", (unsigned long long)e->counter.calls,
                (unsigned long long)expected_calls);
        return 1;
    }
    /* With no handler there is nothing to count: the proof is the call count of zero, above, and
       every status being RK_OK. */
    result->ops = n;
    return 0;
}

static void emission_teardown(void *state) {
    emission *e = state;
    if (e == NULL) return;
    if (e->ctx) rk_context_destroy(e->ctx);
    if (e->emitter) g_object_unref(e->emitter);
    free(e);
}

#define GROUP_PING "emission, ping: handler(object, user_data)"
#define GROUP_PAIR "emission, pair: handler(object, int32, int32, user_data) (the targets' reference signature)"
#define GROUP_VALUES "emission, values: handler(object, pointer, i32, i64, u64, double, string, user_data)"

#define EMIT(name, peers, what, signature, way, handlers, n_cg)                                                    \
    {name,          GROUP_##signature,                                                                       \
     peers,         what,                                                                                          \
     1000000,       200,                                                                                           \
     n_cg,          ARG(SIGNATURE_##signature, WAY_##way, handlers),                                               \
     emission_setup, emission_run,                                                                                 \
     emission_teardown}

const rkb_case rkb_emission_cases[] = {
    EMIT("emit.pair.direct", NULL, "direct call through a function pointer", PAIR, DIRECT, 1, 20000),
    EMIT("emit.pair.ffi", "emit.pair.direct", "bare ffi_call, cif prepared once", PAIR, FFI, 1, 20000),
    EMIT("emit.pair.rk.h0", "emit.pair.glib-generic.h0," "emit.pair.glib-special.h0", "rk_probe_emit_pair, no handler", PAIR, RK, 0, 20000),
    EMIT("emit.pair.rk.h1", "emit.pair.ffi," "emit.pair.glib-generic.h1," "emit.pair.glib-special.h1", "rk_probe_emit_pair, 1 handler", PAIR, RK, 1, 20000),
    EMIT("emit.pair.rk.h10", "emit.pair.glib-generic.h10," "emit.pair.glib-special.h10", "rk_probe_emit_pair, 10 handlers", PAIR, RK, 10, 5000),
    EMIT("emit.pair.glib-generic.h0", NULL, "g_signal_emit, generic marshaller, no handler", PAIR, GLIB_GENERIC, 0, 20000),
    EMIT("emit.pair.glib-generic.h1", NULL, "g_signal_emit, generic marshaller, 1 handler", PAIR, GLIB_GENERIC, 1, 20000),
    EMIT("emit.pair.glib-generic.h10", NULL, "g_signal_emit, generic marshaller, 10 handlers", PAIR, GLIB_GENERIC, 10, 5000),
    EMIT("emit.pair.glib-special.h0", NULL, "g_signal_emit, genmarshal'd VOID:INT,INT (+va), no handler", PAIR, GLIB_SPECIAL, 0, 20000),
    EMIT("emit.pair.glib-special.h1", NULL, "g_signal_emit, genmarshal'd VOID:INT,INT (+va), 1 handler", PAIR, GLIB_SPECIAL, 1, 20000),
    EMIT("emit.pair.glib-special.h10", NULL, "g_signal_emit, genmarshal'd VOID:INT,INT (+va), 10 handlers", PAIR, GLIB_SPECIAL, 10, 5000),

    EMIT("emit.ping.direct", NULL, "direct call through a function pointer", PING, DIRECT, 1, 20000),
    EMIT("emit.ping.ffi", "emit.ping.direct", "bare ffi_call, cif prepared once", PING, FFI, 1, 20000),
    EMIT("emit.ping.rk.h0", "emit.ping.glib-generic.h0," "emit.ping.glib-special.h0", "rk_probe_emit_ping, no handler", PING, RK, 0, 20000),
    EMIT("emit.ping.rk.h1", "emit.ping.ffi," "emit.ping.glib-generic.h1," "emit.ping.glib-special.h1", "rk_probe_emit_ping, 1 handler", PING, RK, 1, 20000),
    EMIT("emit.ping.rk.h10", "emit.ping.glib-generic.h10," "emit.ping.glib-special.h10", "rk_probe_emit_ping, 10 handlers", PING, RK, 10, 5000),
    EMIT("emit.ping.glib-generic.h0", NULL, "g_signal_emit, generic marshaller, no handler", PING, GLIB_GENERIC, 0, 20000),
    EMIT("emit.ping.glib-generic.h1", NULL, "g_signal_emit, generic marshaller, 1 handler", PING, GLIB_GENERIC, 1, 20000),
    EMIT("emit.ping.glib-generic.h10", NULL, "g_signal_emit, generic marshaller, 10 handlers", PING, GLIB_GENERIC, 10, 5000),
    EMIT("emit.ping.glib-special.h0", NULL, "g_signal_emit, VOID__VOID (+va), no handler", PING, GLIB_SPECIAL, 0, 20000),
    EMIT("emit.ping.glib-special.h1", NULL, "g_signal_emit, VOID__VOID (+va), 1 handler", PING, GLIB_SPECIAL, 1, 20000),
    EMIT("emit.ping.glib-special.h10", NULL, "g_signal_emit, VOID__VOID (+va), 10 handlers", PING, GLIB_SPECIAL, 10, 5000),

    EMIT("emit.values.direct", NULL, "direct call through a function pointer", VALUES, DIRECT, 1, 20000),
    EMIT("emit.values.ffi", "emit.values.direct", "bare ffi_call, cif prepared once", VALUES, FFI, 1, 20000),
    EMIT("emit.values.rk.h0", "emit.values.glib-generic.h0," "emit.values.glib-special.h0", "rk_probe_emit_values, no handler", VALUES, RK, 0, 20000),
    EMIT("emit.values.rk.h1", "emit.values.ffi," "emit.values.glib-generic.h1," "emit.values.glib-special.h1", "rk_probe_emit_values, 1 handler", VALUES, RK, 1, 20000),
    EMIT("emit.values.rk.h10", "emit.values.glib-generic.h10," "emit.values.glib-special.h10", "rk_probe_emit_values, 10 handlers", VALUES, RK, 10, 5000),
    EMIT("emit.values.glib-generic.h0", NULL, "g_signal_emit, generic marshaller, no handler", VALUES, GLIB_GENERIC, 0, 20000),
    EMIT("emit.values.glib-generic.h1", NULL, "g_signal_emit, generic marshaller, 1 handler", VALUES, GLIB_GENERIC, 1, 20000),
    EMIT("emit.values.glib-generic.h10", NULL, "g_signal_emit, generic marshaller, 10 handlers", VALUES, GLIB_GENERIC, 10, 5000),
    EMIT("emit.values.glib-special.h0", NULL, "g_signal_emit, genmarshal'd (+va), no handler", VALUES, GLIB_SPECIAL, 0, 20000),
    EMIT("emit.values.glib-special.h1", NULL, "g_signal_emit, genmarshal'd (+va), 1 handler", VALUES, GLIB_SPECIAL, 1, 20000),
    EMIT("emit.values.glib-special.h10", NULL, "g_signal_emit, genmarshal'd (+va), 10 handlers", VALUES, GLIB_SPECIAL, 10, 5000),
    {0},
};
