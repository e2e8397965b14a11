"""The probe: every parameter type through "values", and "measure" returning a double."""

import math
import struct

import pytest

import refreshkit as rk

I32 = (-(2 ** 31), 2 ** 31 - 1)
I64 = (-(2 ** 63), 2 ** 63 - 1)
U64 = (0, 2 ** 64 - 1)


def same_double(a, b):
    return struct.pack("<d", a) == struct.pack("<d", b)


@pytest.fixture
def probe(ctx):
    return ctx.probe()


@pytest.mark.parametrize("pointer", [None, 1, 0xDEADBEEF, 2 ** 64 - 1])
@pytest.mark.parametrize("i32", I32 + (0, -1))
@pytest.mark.parametrize("i64", I64 + (0,))
@pytest.mark.parametrize("u64", U64 + (2 ** 63,))
def test_values_round_trips_every_integer(probe, pointer, i32, i64, u64):
    got = []
    probe.connect("values", lambda *args: got.append(args))
    probe.emit_values(pointer, i32, i64, u64, 0.5, "x")
    assert got == [(pointer, i32, i64, u64, 0.5, "x")]


@pytest.mark.parametrize("real", [0.0, -0.0, 1.5, -1e308, 5e-324, math.inf, -math.inf, math.nan,
                                  math.pi])
def test_values_round_trips_every_double_bit_pattern(probe, real):
    got = []
    probe.connect("values", lambda p, a, b, c, value, text: got.append(value))
    probe.emit_values(None, 0, 0, 0, real, "")
    assert len(got) == 1 and same_double(got[0], real)


@pytest.mark.parametrize("text", ["", "ascii", "héllo wörld", "已经全部加载完毕", "emoji 🚀🎉",
                                  "x" * 65535])
def test_values_round_trips_utf8_text(probe, text):
    got = []
    probe.connect("values", lambda *args: got.append(args[-1]))
    probe.emit_values(None, 0, 0, 0, 0.0, text)
    probe.emit_values(None, 0, 0, 0, 0.0, text.encode("utf-8"))  # bytes pass through as is
    assert got == [text, text]


def test_values_maps_a_handle_back_to_its_object(ctx, probe):
    footer = ctx.footer()
    got = []
    probe.connect("values", lambda pointer, *rest: got.append(pointer))
    probe.emit_values(footer, 0, 0, 0, 0.0, "")
    probe.emit_values(probe, 0, 0, 0, 0.0, "")
    assert got[0] is footer and got[1] is probe


@pytest.mark.parametrize("args,where", [
    ((None, 2 ** 31, 0, 0, 0.0, ""), "binding"),
    ((None, 0, 2 ** 63, 0, 0.0, ""), "binding"),
    ((None, 0, 0, -1, 0.0, ""), "binding"),
    ((None, 0, 0, 2 ** 64, 0.0, ""), "binding"),
    ((-1, 0, 0, 0, 0.0, ""), "binding"),
    ((None, 0, 0, 0, 0.0, b"\xc3\x28"), "library"),
    ((None, 0, 0, 0, 0.0, "x" * 65536), "library"),
])
def test_values_rejects_what_does_not_fit(probe, args, where):
    got = []
    probe.connect("values", lambda *a: got.append(a))
    with pytest.raises(rk.InvalidArgumentError) as info:
        probe.emit_values(*args)
    assert (info.value.function is None) == (where == "binding")
    assert got == []


def test_measure_returns_a_double(probe):
    assert probe.emit_measure("nobody", 1.0) == (0.0, False)
    seen = []

    def measure(text, size):
        seen.append((text, size))
        return len(text) * size + 0.25

    probe.connect("measure", measure)
    assert probe.emit_measure("héllo", 2.0) == (10.25, True)
    assert seen == [("héllo", 2.0)]
    probe.connect("measure", lambda text, size: -math.inf)
    value, handled = probe.emit_measure("x", 1.0)
    assert handled and value == -math.inf  # the last handler's value


def test_ping_has_no_parameters(probe):
    got = []
    probe.connect("ping", lambda *args: got.append(args))
    probe.emit_ping()
    assert got == [()]


def test_pair_passes_two_int32_in_order(probe):
    got = []
    probe.connect("pair", lambda first, second: got.append((first, second)))
    probe.emit_pair(-(2**31), 2**31 - 1)
    probe.emit_pair(7, -7)
    assert got == [(-(2**31), 2**31 - 1), (7, -7)]
    with pytest.raises(rk.InvalidArgumentError):
        probe.emit_pair(2**31, 0)
    assert len(got) == 2


def test_every_probe_signal_type_is_declared(probe):
    info = {s.name: s for s in probe.signals()}
    T = rk.Type
    assert [p.type for p in info["values"].params] == [T.POINTER, T.INT32, T.INT64, T.UINT64,
                                                       T.DOUBLE, T.STRING]
    assert info["measure"].return_type == T.DOUBLE
    assert info["ping"].params == ()
    assert [p.type for p in info["pair"].params] == [T.INT32, T.INT32]
