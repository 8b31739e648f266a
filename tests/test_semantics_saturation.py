"""``clamp`` on integer arithmetic (ops/exact_integers.py) and on packed math: per-lane Python
references — the exact result of the ISA pseudocode in Python ints, saturated to the
destination type — on random and extreme inputs, in the forms clang emits."""

from __future__ import annotations

import numpy as np
import pytest

import isa

from emulator import Wavefront
from isa.assembler import assemble
from isa.gfx942.ops import OPS

M32 = 0xFFFFFFFF


def field(x, bits, signed=False, shift=0):
    v = (x >> shift) & ((1 << bits) - 1)
    return v - (1 << bits) if signed and v >> (bits - 1) else v


def parts(x, bits, signed):
    return [field(x, bits, signed, bits * i) for i in range(32 // bits)]


def sat(v, bits, signed):
    low, high = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    return max(low, min(high, v)) & ((1 << bits) - 1)


def dot(bits, signed):
    return lambda a, b, c: sum(x * y for x, y in zip(parts(a, bits, signed),
                                                       parts(b, bits, signed))) + field(c, 32, signed)


def sad(bits, masked=False):
    return lambda a, b, c: sum((0 if masked and y == 0 else abs(x - y))
                               for x, y in zip(parts(a, bits, False), parts(b, bits, False))) + c


# (exact result from the sources, result bits, signed)
REFERENCE = {
    "v_add_u32": (lambda a, b: a + b, 32, False), "v_sub_u32": (lambda a, b: a - b, 32, False),
    "v_subrev_u32": (lambda a, b: b - a, 32, False),
    "v_add_i32": (lambda a, b: field(a, 32, 1) + field(b, 32, 1), 32, True),
    "v_sub_i32": (lambda a, b: field(a, 32, 1) - field(b, 32, 1), 32, True),
    "v_add_u16": (lambda a, b: field(a, 16) + field(b, 16), 16, False),
    "v_sub_u16": (lambda a, b: field(a, 16) - field(b, 16), 16, False),
    "v_subrev_u16": (lambda a, b: field(b, 16) - field(a, 16), 16, False),
    "v_add_i16": (lambda a, b: field(a, 16, 1) + field(b, 16, 1), 16, True),
    "v_sub_i16": (lambda a, b: field(a, 16, 1) - field(b, 16, 1), 16, True),
    "v_mul_u32_u24": (lambda a, b: field(a, 24) * field(b, 24), 32, False),
    "v_mul_i32_i24": (lambda a, b: field(a, 24, 1) * field(b, 24, 1), 32, True),
    "v_mad_u32_u24": (lambda a, b, c: field(a, 24) * field(b, 24) + c, 32, False),
    "v_mad_i32_i24": (lambda a, b, c: field(a, 24, 1) * field(b, 24, 1) + field(c, 32, 1),
                      32, True),
    "v_mad_u32_u16": (lambda a, b, c: field(a, 16) * field(b, 16) + c, 32, False),
    "v_mad_i32_i16": (lambda a, b, c: field(a, 16, 1) * field(b, 16, 1) + field(c, 32, 1),
                      32, True),
    "v_mad_u16": (lambda a, b, c: field(a, 16) * field(b, 16) + field(c, 16), 16, False),
    "v_mad_legacy_u16": (lambda a, b, c: field(a, 16) * field(b, 16) + field(c, 16), 16, False),
    "v_mad_i16": (lambda a, b, c: field(a, 16, 1) * field(b, 16, 1) + field(c, 16, 1), 16, True),
    "v_mad_legacy_i16": (lambda a, b, c: field(a, 16, 1) * field(b, 16, 1) + field(c, 16, 1),
                         16, True),
    "v_dot4_i32_i8": (dot(8, True), 32, True), "v_dot4_u32_u8": (dot(8, False), 32, False),
    "v_dot8_i32_i4": (dot(4, True), 32, True), "v_dot8_u32_u4": (dot(4, False), 32, False),
    "v_dot2_i32_i16": (dot(16, True), 32, True), "v_dot2_u32_u16": (dot(16, False), 32, False),
    "v_sad_u8": (sad(8), 32, False), "v_sad_u16": (sad(16), 32, False),
    "v_msad_u8": (sad(8, True), 32, False),
    "v_sad_hi_u8": (lambda a, b, c: (sad(8)(a, b, 0) << 16) + c, 32, False),
    "v_sad_u32": (lambda a, b, c: abs(a - b) + c, 32, False),
}
SUFFIX = {"VOP2": "_e64", "VOP1": "_e64"}


def extreme_lanes(rng):
    x = rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
    x[:8] = [0, 1, 0x7FFF, 0x8000, 0xFFFF, 0x7FFFFFFF, 0x80000000, M32]
    big = rng.random(64) < 0.3
    x[big] = (x[big] | np.uint32(0x7FFF7F7F))
    return x


@pytest.mark.parametrize("name", sorted(REFERENCE))
def test_clamp_saturates_the_exact_result(name):
    fn, bits, signed = REFERENCE[name]
    spec = next(op for op in OPS if op.mnemonic == name)
    count = sum(k.startswith("src") for k in spec.operands)
    rng = np.random.default_rng(sum(map(ord, name)))
    srcs = [extreme_lanes(rng) for _ in range(count)]
    w = Wavefront()
    for i, s in enumerate(srcs):
        w.v[1 + i] = s
    regs = ", ".join(f"v{1 + i}" for i in range(count))
    w.run(assemble(f"{name}{SUFFIX.get(spec.encoding, '')} v0, {regs} clamp\ns_endpgm\n"))
    for lane in range(64):
        want = sat(fn(*(int(s[lane]) for s in srcs)), bits, signed)
        assert int(w.v[0][lane]) == want, (lane, [hex(int(s[lane])) for s in srcs])


@pytest.mark.parametrize("name", sorted(REFERENCE))
def test_without_clamp_the_exact_result_wraps(name):
    """The same instructions without clamp: the exact result's low bits (one definition,
    two forms: ops/exact_integers.py), in their VOP3 and (where there is one) short form."""
    fn, bits, signed = REFERENCE[name]
    spec = next(op for op in OPS if op.mnemonic == name)
    count = sum(k.startswith("src") for k in spec.operands)
    rng = np.random.default_rng(sum(map(ord, name)) + 1)
    srcs = [extreme_lanes(rng) for _ in range(count)]
    regs = ", ".join(f"v{1 + i}" for i in range(count))
    for suffix in {SUFFIX.get(spec.encoding, ""), ""}:
        w = Wavefront()
        for i, s in enumerate(srcs):
            w.v[1 + i] = s
        w.run(assemble(f"{name}{suffix} v0, {regs}\ns_endpgm\n"))
        for lane in range(64):
            want = fn(*(int(s[lane]) for s in srcs)) & ((1 << bits) - 1)
            assert int(w.v[0][lane]) == want, (suffix, lane)


def test_every_instruction_with_a_saturating_form_is_referenced_here():
    from emulator.execution.ops import SEMANTICS
    derived = {name for name, binder in SEMANTICS.table(isa.GFX942).items()
               if getattr(binder, "clamped", None) is not None}
    assert derived == set(REFERENCE) | {"v_dot4c_i32_i8", "v_dot8c_i32_i4",
                                        "v_dot2c_i32_i16"} | set(CARRIES)


# (exact result from a, b and the carry or borrow in c; the carry out is the result
# outside [0, 2^32): OpSpec.carries)
CARRIES = {"v_add_co_u32": lambda a, b, c: a + b, "v_addc_co_u32": lambda a, b, c: a + b + c,
           "v_sub_co_u32": lambda a, b, c: a - b, "v_subb_co_u32": lambda a, b, c: a - b - c,
           "v_subrev_co_u32": lambda a, b, c: b - a,
           "v_subbrev_co_u32": lambda a, b, c: b - a - c}


@pytest.mark.parametrize("clamp", ["", " clamp"])
@pytest.mark.parametrize("name", sorted(CARRIES))
def test_carries_out_of_the_exact_result(name, clamp):
    """The sum or difference (wrapped, or under clamp saturated to u32) to vdst, and to the
    mask operand each active lane's carry or borrow (inactive lanes 0), with a carry in."""
    fn = CARRIES[name]
    rng = np.random.default_rng(sum(map(ord, name)) + len(clamp))
    a, b = extreme_lanes(rng), extreme_lanes(rng)
    carry_in = int(rng.integers(0, 1 << 63)) * 2 + 1
    active = (1 << 64) - 1 - (1 << 5) - (1 << 40)
    w = Wavefront()
    w.v[1], w.v[2] = a, b
    w.s[10], w.s[11] = carry_in & M32, carry_in >> 32
    w.exec = active
    spec = next(op for op in OPS if op.mnemonic == name)
    mask_in = ", s[10:11]" if "mask" in spec.operands else ""
    w.run(assemble(f"{name}_e64 v0, s[4:5], v1, v2{mask_in}{clamp}\ns_endpgm\n"))
    carries = 0
    for lane in range(64):
        if not active >> lane & 1:
            assert int(w.v[0][lane]) == 0
            continue
        total = fn(int(a[lane]), int(b[lane]), (carry_in >> lane) & 1 if mask_in else 0)
        want = min(max(total, 0), M32) if clamp else total & M32
        assert int(w.v[0][lane]) == want, (lane, hex(int(a[lane])), hex(int(b[lane])))
        carries |= int(not 0 <= total <= M32) << lane
    assert int(w.s[4]) | int(w.s[5]) << 32 == carries


@pytest.mark.parametrize("name, fn", [
    ("v_dot4c_i32_i8", dot(8, True)), ("v_dot8c_i32_i4", dot(4, True)),
    ("v_dot2c_i32_i16", dot(16, True))])
def test_clamp_on_accumulating_dots(name, fn):
    rng = np.random.default_rng(7)
    a, b, d = extreme_lanes(rng), extreme_lanes(rng), extreme_lanes(rng)
    w = Wavefront()
    w.v[1], w.v[2], w.v[0] = a, b, d
    w.run(assemble(f"{name}_e64 v0, v1, v2 clamp\ns_endpgm\n"))
    for lane in range(64):
        assert int(w.v[0][lane]) == sat(fn(int(a[lane]), int(b[lane]), int(d[lane])), 32, True)


@pytest.mark.parametrize("name, reverse, subtract, carry_in", [
    ("v_add_co_u32", False, False, False), ("v_sub_co_u32", False, True, False),
    ("v_subrev_co_u32", True, True, False), ("v_addc_co_u32", False, False, True),
    ("v_subb_co_u32", False, True, True), ("v_subbrev_co_u32", True, True, True)])
def test_clamp_on_carry_ops_keeps_the_carry(name, reverse, subtract, carry_in):
    rng = np.random.default_rng(len(name))
    a, b = extreme_lanes(rng), extreme_lanes(rng)
    cin = int(rng.integers(0, 2**63)) * 2 + 1
    w = Wavefront()
    w.v[1], w.v[2] = a, b
    w.s[6], w.s[7] = cin & M32, cin >> 32
    extra = ", s[6:7]" if carry_in else ""
    w.run(assemble(f"{name}_e64 v0, s[2:3], v1, v2{extra} clamp\ns_endpgm\n"))
    carry = int(w.s[2]) | int(w.s[3]) << 32
    for lane in range(64):
        x, y = int(a[lane]), int(b[lane])
        if reverse:
            x, y = y, x
        c = (cin >> lane & 1) if carry_in else 0
        total = x - y - c if subtract else x + y + c
        assert int(w.v[0][lane]) == max(0, min(M32, total)), lane
        assert carry >> lane & 1 == (total < 0 if subtract else total > M32), lane


def test_clamp_in_the_forms_clang_emits():
    """clang-22 -O2 for __builtin_elementwise_add_sat / sub_sat (gfx942)."""
    w = Wavefront()
    w.v[14] = np.full(64, 0xFFF0_0030, np.uint32)
    w.v[2] = np.full(64, 0x7FFF_8001, np.uint32)
    w.v[3] = np.full(64, 0x0002_FFFE, np.uint32)
    w.run(assemble(
        "v_add_u16_sdwa v4, v14, v14 clamp dst_sel:DWORD dst_unused:UNUSED_PAD "
        "src0_sel:DWORD src1_sel:WORD_1\n"
        "v_sub_u16_sdwa v5, v14, v14 clamp dst_sel:DWORD dst_unused:UNUSED_PAD "
        "src0_sel:DWORD src1_sel:WORD_1\n"
        "v_pk_add_u16 v6, v2, v3 clamp\nv_pk_add_i16 v7, v2, v3 clamp\n"
        "v_pk_sub_i16 v8, v2, v3 clamp\n"
        "v_add_i16 v9, v2, v3 clamp\nv_sub_i32 v10, v2, v3 clamp\ns_endpgm\n"))
    assert w.v[4][0] == 0xFFFF            # 0x0030 + 0xFFF0 saturates
    assert w.v[5][0] == 0                 # 0x0030 − 0xFFF0 saturates at 0
    assert w.v[6][0] == 0x8001_FFFF       # halves: 0x7FFF+2, 0x8001+0xFFFE (saturated)
    assert w.v[7][0] == 0x7FFF_8000       # signed: 32767+2 → 32767, −32767 + −2 → −32768
    assert w.v[8][0] == 0x7FFD_8003       # 32767−2, −32767 − (−2)
    assert w.v[9][0] == 0x8000            # −32767 + −2 → −32768 (the low halves)
    assert w.v[10][0] == 0x7FFC_8003      # 0x7FFF8001 − 0x0002FFFE, no overflow


def test_clamp_on_packed_float_math_clamps_each_half():
    h = np.array([1.5, -0.25], np.float16).view(np.uint16).astype(np.uint32)
    word = np.full(64, h[0] | h[1] << 16, np.uint32)
    one = np.full(64, 0x3C00_3C00, np.uint32)   # (1.0, 1.0)
    w = Wavefront()
    w.v[1], w.v[2] = word, one
    w.run(assemble("v_pk_mul_f16 v3, v1, v2 clamp\ns_endpgm\n"))
    out = np.array([w.v[3][0] & 0xFFFF, w.v[3][0] >> 16], np.uint16).view(np.float16)
    assert list(out) == [1.0, 0.0]


def test_a_carry_instructions_sdwa_selects_its_sources_and_places_its_result():
    """SDWA on v_add_co_u32 (llvm-mc takes it): the selected fields are added, the sum's low
    bits go to the dst_sel field, and the carry comes from the sum of the fields."""
    w = Wavefront()
    w.v[2] = np.array([0x0000FF00, 0xFFFFFFFF], np.uint32).repeat(32)
    w.v[3] = np.array([0x1234FFFF, 0x00000002], np.uint32).repeat(32)
    w.run(assemble("v_add_co_u32_sdwa v1, vcc, v2, v3 dst_sel:WORD_1 dst_unused:UNUSED_PAD "
                   "src0_sel:BYTE_1 src1_sel:WORD_0\n"
                   "v_add_co_u32_sdwa v4, s[4:5], v2, v3 dst_sel:WORD_0 "
                   "dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD\ns_endpgm\n"))
    # lanes 0-31: 0xFF + 0xFFFF = 0x100FE; lanes 32-63: 0xFF (byte 1 of all ones) + 0x0002
    # = 0x101
    assert list(w.v[1][[0, 32]]) == [0x00FE0000, 0x01010000]
    assert w.vcc == 0
    # 32-bit fields: 0x0000FF00 + 0x1234FFFF; 0xFFFFFFFF + 2 carries
    assert list(w.v[4][[0, 32]]) == [(0x0000FF00 + 0x1234FFFF) & 0xFFFF, 0x0001]
    assert int(w.s[4]) == 0 and int(w.s[5]) == M32
