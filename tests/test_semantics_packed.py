"""Packed math (v_pk_*) against an element-by-element reference: random operands (f16
specials and denormals included), random op_sel / op_sel_hi / neg_lo / neg_hi, and inline
constants in each source as the 32-bit values llvm-mc folds into them (an integer
sign-extended; a float's f16 encoding in an f16 operand, its f32 encoding in an integer
one; the f32 forms' constant in the low dword, zero above)."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

import subprocess

from emulator import Wavefront
from isa.assembler import assemble
from isa.constants import INLINE_FLOATS, INT_RANGE
from isa.gfx942.ops import OPS
from isa.special_operands import Src

from .helpers import llvm_tool, round_exact

PACKED = [op for op in OPS if op.mnemonic.startswith("v_pk_") and op.encoding == "VOP3P"]


def _element(value: int, half: int, bits: int) -> int:
    return (value >> (int(bits) * int(half))) & ((1 << int(bits)) - 1)


def _f16(x: int) -> float:
    return float(np.array([x], np.uint16).view(np.float16)[0])


def _to_f16(value) -> int:
    return int(np.array([value], np.float16).view(np.uint16)[0])


def _fma_exact(a: float, b: float, c: float, dtype) -> int:
    """fma rounded once to ``dtype`` (exact rationals; NaN, inf and zeros through numpy)."""
    view = np.uint16 if dtype == np.float16 else np.uint32
    if not all(np.isfinite([a, b, c])) or Fraction(a) * Fraction(b) + Fraction(c) == 0:
        r = np.array([np.float64(a) * np.float64(b) + np.float64(c)], np.float64).astype(dtype)
        return int(r.view(view)[0])
    bits, lo, hi = (11, -14, 15) if dtype == np.float16 else (24, -126, 127)
    r = round_exact(Fraction(a) * Fraction(b) + Fraction(c), bits, lo, hi)
    return int(np.array([r], dtype).view(view)[0])


def reference(name: str, xs: list[int]) -> int:
    """One element of the result from the selected (and negated) source elements."""
    s16 = [(x ^ 0x8000) - 0x8000 for x in xs]
    m = 0xFFFF
    integer = {
        "add_u16": lambda: xs[0] + xs[1], "add_i16": lambda: xs[0] + xs[1],
        "sub_u16": lambda: xs[0] - xs[1], "sub_i16": lambda: xs[0] - xs[1],
        "mul_lo_u16": lambda: xs[0] * xs[1], "mad_u16": lambda: xs[0] * xs[1] + xs[2],
        "mad_i16": lambda: s16[0] * s16[1] + s16[2],
        "min_u16": lambda: min(xs), "max_u16": lambda: max(xs),
        "min_i16": lambda: min(s16), "max_i16": lambda: max(s16),
        "lshlrev_b16": lambda: xs[1] << (xs[0] & 15), "lshrrev_b16": lambda: xs[1] >> (xs[0] & 15),
        "ashrrev_i16": lambda: s16[1] >> (xs[0] & 15),
    }
    op = name.removeprefix("v_pk_")
    if op in integer:
        return integer[op]() & m
    if op.endswith("f16"):
        a = [_f16(x) for x in xs]
        if op == "fma_f16":
            return _fma_exact(*a, np.float16)
        if op in ("min_f16", "max_f16"):
            x, y = xs
            fx, fy = a
            if np.isnan(fx) or np.isnan(fy):
                snan = [v for v in xs if (v & 0x7FFF) > 0x7C00 and not v & 0x200]
                if snan:
                    return snan[0] | 0x200
                return y if np.isnan(fx) else x
            if fx == fy == 0:
                neg_x = x >> 15
                return (x if not neg_x else y) if op == "max_f16" else (x if neg_x else y)
            pick = fx >= fy if op == "max_f16" else fx < fy
            return x if pick else y
        r = np.float16(a[0]) + np.float16(a[1]) if op == "add_f16" else np.float16(a[0]) * np.float16(a[1])
        return _to_f16(r)
    f = [float(np.array([x], np.uint32).view(np.float32)[0]) for x in xs]
    if op == "fma_f32":
        return _fma_exact(*f, np.float32)
    r = np.float32(f[0]) + np.float32(f[1]) if op == "add_f32" else np.float32(f[0]) * np.float32(f[1])
    return int(np.array([r], np.float32).view(np.uint32)[0])


def _nan_as_class(value: int, bits: int) -> int:
    """Each element that is a NaN as the canonical quiet NaN (16-bit elements)."""
    out = 0
    for part in range(2):
        x = (value >> (bits * part)) & 0xFFFF
        out |= (0x7E00 if (x & 0x7FFF) > 0x7C00 else x) << (bits * part)
    return out


SPECIAL16 = [0x0000, 0x8000, 0x7C00, 0xFC00, 0x7E00, 0x7D00, 0x0001, 0x83FF, 0x7BFF, 0x3C00]
# inline constants: (text, the 32-bit value in an f16 operand, in an integer 16-bit one,
# the low dword of a 32-bit element pair)
CONSTANTS = [("0.5", 0x3800, 0x3F000000, 0x3F000000), ("-4.0", 0xC400, 0xC0800000, 0xC0800000),
             ("1.0", 0x3C00, 0x3F800000, 0x3F800000),
             ("0.15915494", 0x3118, 0x3E22F983, 0x3E22F983),
             ("1", 1, 1, 1), ("-1", 0xFFFFFFFF, 0xFFFFFFFF, 0xFFFFFFFF), ("64", 64, 64, 64),
             ("-16", 0xFFFFFFF0, 0xFFFFFFF0, 0xFFFFFFF0), ("0", 0, 0, 0)]


@pytest.mark.parametrize("spec", [s for s in PACKED if s.mnemonic != "v_pk_mov_b32"],
                         ids=lambda s: s.mnemonic)
def test_packed_against_elementwise_reference(spec):
    rng = np.random.default_rng(sum(map(ord, spec.mnemonic)))
    wide = spec.operands[0] == "vdst64"
    bits = 32 if wide else 16
    count = sum(1 for k in spec.operands if k.startswith("src"))
    for trial in range(9):
        sel = rng.integers(0, 2, (2, count))
        neg = rng.integers(0, 2, (2, count)) if "neg_lo" in spec.modifiers else np.zeros((2, count), int)
        mods = (f" op_sel:[{','.join(map(str, sel[0]))}] op_sel_hi:[{','.join(map(str, sel[1]))}]")
        if "neg_lo" in spec.modifiers:
            mods += f" neg_lo:[{','.join(map(str, neg[0]))}] neg_hi:[{','.join(map(str, neg[1]))}]"
        regs = ["v[2:3]", "v[4:5]", "v[6:7]"] if wide else ["v1", "v2", "v3"]
        # (from the fourth trial: one source an inline constant, in turn)
        constant = CONSTANTS[rng.integers(len(CONSTANTS))] if trial >= 3 else None
        position = trial % count
        if constant is not None:
            regs = list(regs)
            regs[position] = constant[0]
        w = Wavefront()
        values = []
        for i in range(count):
            if constant is not None and i == position:
                kind = spec.operands[1 + i].partition(":")[2]
                values.append([constant[3 if wide else 1 if kind == "f16" else 2]] * 64)
                continue
            raw = rng.integers(0, 2**32, 64 * (2 if wide else 1), dtype=np.uint64).astype(np.uint32)
            if not wide and rng.random() < 0.5:
                lo = rng.choice(SPECIAL16, 64)
                raw = (raw & 0xFFFF0000) | lo.astype(np.uint32)
            if wide:
                # (small floats sometimes, so that sums and products stay finite)
                small = (rng.standard_normal(128) * 4).astype(np.float32).view(np.uint32)
                raw = np.where(rng.random(128) < 0.6, small, raw)
                w.v[2 + 2 * i], w.v[3 + 2 * i] = raw[:64], raw[64:]
                values.append([int(lo) | int(hi) << 32 for lo, hi in zip(raw[:64], raw[64:])])
            else:
                w.v[1 + i] = raw
                values.append([int(x) for x in raw])
        dst = "v[0:1]" if wide else "v0"
        w.run(assemble(f"{spec.mnemonic} {dst}, {', '.join(regs[:count])}{mods}\ns_endpgm\n"))
        for lane in range(0, 64, 7):
            want = 0
            for part in (0, 1):
                xs = [_element(values[i][lane], sel[part][i], bits) ^ (
                    (1 << (bits - 1)) if neg[part][i] else 0) for i in range(count)]
                want |= reference(spec.mnemonic, xs) << (bits * part)
            got = int(w.v[0][lane]) | (int(w.v[1][lane]) << 32 if wide else 0)
            if spec.mnemonic.endswith("fma_f16"):   # (which NaN: the reference is numpy's)
                got, want = (_nan_as_class(x, bits) for x in (got, want))
            assert got == want, (spec.mnemonic, lane, hex(got), hex(want), mods)


def test_constants_are_32_bit_values_whose_halves_op_sel_picks():
    """An inline constant in a packed 16-bit operand is a 32-bit value: an f16 float in
    the low half with zero above, an integer sign-extended, a float in an integer operand
    its f32 encoding — what LLVM emits ``v_pk_add_u16 … 0.5 op_sel:[0,1]`` for, adding
    bf16 0.5 (0x3F00) to the low half of each element when upcasting e2m1 to bf16."""
    w = Wavefront()
    w.v[1] = 0x40003C00   # f16 (1.0, 2.0)
    w.v[11] = 0x00200010
    w.run(assemble("v_pk_add_f16 v0, v1, 1.0\nv_pk_add_u16 v4, v1, -1\n"
                   "v_pk_add_u16 v5, v1, 0.5\nv_pk_add_f16 v6, v1, 1.0 op_sel_hi:[1,0]\n"
                   "v_pk_add_f16 v7, v1, 1.0 op_sel:[0,1]\n"
                   "v_pk_add_u16 v12, v11, 0.5 op_sel:[0,1]\n"
                   "v_dot2_f32_f16 v13, -1, v1, 0\ns_endpgm\n"))
    assert hex(w.v[0][0]) == "0x40004000"      # (1 + 1, 2 + 0)
    assert hex(w.v[4][0]) == "0x3fff3bff"      # (0x3C00 + 0xFFFF, 0x4000 + 0xFFFF)
    assert hex(w.v[5][0]) == "0x7f003c00"      # (0x3C00 + 0x0000, 0x4000 + 0x3F00)
    assert hex(w.v[6][0]) == "0x42004000"      # (1 + 1, 2 + 1)
    assert hex(w.v[7][0]) == "0x40003c00"      # (1 + 0: the constant's high half, 2 + 0)
    assert hex(w.v[12][0]) == "0x3f203f10"     # (0x10 + 0x3F00, 0x20 + 0x3F00)
    assert np.isnan(w.v[13][:1].view(np.float32)[0])   # (-1 is 0xFFFF in each half: NaN)


@pytest.mark.skipif(llvm_tool("llvm-mc") is None, reason="llvm-mc-19 (Debian llvm-19) absent")
@pytest.mark.parametrize("mnemonic,kind", [("v_pk_add_f16", "f16"), ("v_pk_add_u16", "b16")])
def test_packed_constants_are_the_literals_llvm_mc_folds_into_them(mnemonic, kind):
    """Every inline constant's 32-bit value (Src.packed_bits) is the literal llvm-mc
    encodes as that constant, and its 16-bit zero-extension is not (where they differ)."""
    texts = [str(i) for i in INT_RANGE] + [repr(x) for x in INLINE_FLOATS] + ["0.15915494"]
    values = [Src(value=float(t) if "." in t else int(t), text=t).packed_bits(kind)
              for t in texts]
    lines = [f"{mnemonic} v0, {t}, v1" for t in texts] + \
        [f"{mnemonic} v0, {hex(v)}, v1" for v in values]
    out = subprocess.run([llvm_tool("llvm-mc"), "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx942",
                          "-show-encoding"], input="\n".join(lines) + "\n",
                         capture_output=True, text=True)
    encodings = [line.partition("encoding:")[2] for line in out.stdout.splitlines()
                 if "encoding:" in line]
    assert len(encodings) == 2 * len(texts), out.stderr
    assert encodings[:len(texts)] == encodings[len(texts):]
    for text, value, encoding in zip(texts, values, encodings):
        if value > 0xFFFF:   # (the 16-bit value zero-extended is another operand, or none)
            other = subprocess.run(
                [llvm_tool("llvm-mc"), "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx942",
                 "-show-encoding"], input=f"{mnemonic} v0, {hex(value & 0xFFFF)}, v1\n",
                capture_output=True, text=True)
            assert "error:" in other.stderr or encoding not in other.stdout, text


def test_pk_mov_picks_a_dword_of_each_source():
    w = Wavefront()
    w.v[2], w.v[3], w.v[4], w.v[5] = 1, 2, 3, 4
    w.run(assemble("v_pk_mov_b32 v[0:1], v[2:3], v[4:5] op_sel:[1,1]\ns_endpgm\n"))
    assert (w.v[0][0], w.v[1][0]) == (2, 4)


def test_pk_fmac_f16_fuses_each_half_into_the_destination():
    rng = np.random.default_rng(8)
    a, b, d = (rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32) for _ in range(3))
    w = Wavefront()
    w.v[1], w.v[2], w.v[0] = a, b, d
    w.run(assemble("v_pk_fmac_f16 v0, v1, v2\ns_endpgm\n"))
    for lane in range(0, 64, 5):
        want = 0
        for part in (0, 1):
            xs = [_element(int(x[lane]), part, 16) for x in (a, b, d)]
            want |= reference("v_pk_fma_f16", xs) << (16 * part)
        got = int(w.v[0][lane])
        for part in (0, 1):   # (any NaN for a NaN)
            g, e = (got >> (16 * part)) & 0xFFFF, (want >> (16 * part)) & 0xFFFF
            assert g == e or ((g & 0x7FFF) > 0x7C00 and (e & 0x7FFF) > 0x7C00)
