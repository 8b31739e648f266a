"""Every VOPC compare (conditions × f32 f64 i32 u32 i64 u64, and the class tests) against
Python's comparisons lane by lane, NaNs, ±0 and ±inf included; v_cmpx also writes EXEC."""

from __future__ import annotations

import math
import struct

import numpy as np
import pytest

from emulator import Wavefront
from isa.assembler import assemble
from isa.conditions import FLOAT_CONDITIONS, INT_CONDITIONS

FLOAT_REF = {   # the ISA's definitions on Python floats (NaN: unordered)
    "f": lambda a, b: False, "tru": lambda a, b: True,
    "lt": lambda a, b: a < b, "eq": lambda a, b: a == b, "le": lambda a, b: a <= b,
    "gt": lambda a, b: a > b, "lg": lambda a, b: a < b or a > b, "ge": lambda a, b: a >= b,
    "o": lambda a, b: a == a and b == b, "u": lambda a, b: a != a or b != b,
    "nge": lambda a, b: not a >= b, "nlg": lambda a, b: not (a < b or a > b),
    "ngt": lambda a, b: not a > b, "nle": lambda a, b: not a <= b,
    "neq": lambda a, b: not a == b, "nlt": lambda a, b: not a < b}
INT_REF = {"f": lambda a, b: False, "t": lambda a, b: True, "lt": lambda a, b: a < b,
           "eq": lambda a, b: a == b, "le": lambda a, b: a <= b, "gt": lambda a, b: a > b,
           "ne": lambda a, b: a != b, "ge": lambda a, b: a >= b}


def _values(kind, rng):
    if kind == "f32":
        pool = [0.0, -0.0, 1.0, -1.0, math.inf, -math.inf, math.nan, 2.5, 1e-40]
        vals = [float(np.float32(v)) for v in rng.standard_normal(64)]
    elif kind == "f64":
        pool = [0.0, -0.0, 1.0, -1.0, math.inf, -math.inf, math.nan, 2.5, 5e-324]
        vals = [float(v) for v in rng.standard_normal(64)]
    else:
        bits = 64 if kind.endswith("64") else 32
        pool = [0, 1, -1, (1 << (bits - 1)) - 1, -(1 << (bits - 1)), 5]
        vals = [int(v) for v in rng.integers(-(1 << 40), 1 << 40, 64)]
        if kind[0] == "u":
            pool = [p % (1 << bits) for p in pool]
            vals = [v % (1 << bits) for v in vals]
        elif bits == 32:
            vals = [(v + (1 << 31)) % (1 << 32) - (1 << 31) for v in vals]
    for i in range(0, 64, 3):
        vals[i] = pool[(i // 3) % len(pool)]
    return vals


def _write(w, reg, kind, vals):
    dtype = {"f32": np.float32, "f64": np.float64, "i32": np.int32, "u32": np.uint32,
             "i64": np.int64, "u64": np.uint64}[kind]
    arr = np.array(vals, dtype=dtype)
    if arr.itemsize == 8:
        w.write(f"v[{reg}:{reg + 1}]", arr.view(np.uint64))
    else:
        w.v[reg] = arr.view(np.uint32)


@pytest.mark.parametrize("kind", ["f32", "f64", "i32", "u32", "i64", "u64"])
def test_compares(kind):
    rng = np.random.default_rng(len(kind))
    a, b = _values(kind, rng), _values(kind, rng)
    b[1::4] = a[1::4]   # equal pairs
    b[0::9] = list(reversed(a))[0::9]
    wide = kind.endswith("64")
    ra, rb = ("v[2:3]", "v[4:5]") if wide else ("v2", "v4")
    conditions, ref = (FLOAT_CONDITIONS, FLOAT_REF) if kind[0] == "f" else (INT_CONDITIONS,
                                                                            INT_REF)
    exec_ = (1 << 64) - 1 - (1 << 5) - (1 << 60)
    for cond in conditions:
        want = sum(1 << lane for lane in range(64)
                   if (exec_ >> lane) & 1 and ref[cond](a[lane], b[lane]))
        for op in ("v_cmp", "v_cmpx"):
            w = Wavefront()
            _write(w, 2, kind, a)
            _write(w, 4, kind, b)
            w.exec = exec_
            w.run(assemble(f"{op}_{cond}_{kind}_e64 s[10:11], {ra}, {rb}\ns_endpgm\n"))
            assert int(w.s[10]) | int(w.s[11]) << 32 == want, (op, cond, kind)
            assert w.exec == (want if op == "v_cmpx" else exec_)


def _class(value_bits, wide):
    sign = value_bits >> (63 if wide else 31)
    fmt = "<d" if wide else "<f"
    value = struct.unpack(fmt, struct.pack("<Q" if wide else "<I", value_bits))[0]
    quiet = (value_bits >> (51 if wide else 22)) & 1
    if value != value:
        return 1 if quiet else 0
    if math.isinf(value):
        return 2 if sign else 9
    if value == 0:
        return 5 if sign else 6
    tiny = abs(value) < (2.2250738585072014e-308 if wide else 1.1754943508222875e-38)
    return (4 if tiny else 3) if sign else (7 if tiny else 8)


@pytest.mark.parametrize("kind", ["f32", "f64"])
def test_class(kind):
    wide = kind == "f64"
    patterns = ([0x7FF0000000000001, 0x7FF8000000000000, 0xFFF0000000000000,
                 0xBFF0000000000000, 0x8000000000000001, 1 << 63, 0, 1, 0x3FF0000000000000,
                 0x7FF0000000000000] if wide else
                [0x7F800001, 0x7FC00000, 0xFF800000, 0xBF800000, 0x80000001, 0x80000000, 0,
                 1, 0x3F800000, 0x7F800000])
    vals = [patterns[i % 10] for i in range(64)]
    masks = [1 << (i % 10) if i < 40 else (i * 37) % 1024 for i in range(64)]
    w = Wavefront()
    if wide:
        w.write("v[2:3]", np.array(vals, dtype=np.uint64))
    else:
        w.v[2] = np.array(vals, dtype=np.uint32)
    w.v[4] = np.array(masks, dtype=np.uint32)
    reg = "v[2:3]" if wide else "v2"
    w.run(assemble(f"v_cmp_class_{kind}_e64 s[10:11], {reg}, v4\ns_endpgm\n"))
    want = sum(1 << lane for lane in range(64) if masks[lane] >> _class(vals[lane], wide) & 1)
    assert int(w.s[10]) | int(w.s[11]) << 32 == want
