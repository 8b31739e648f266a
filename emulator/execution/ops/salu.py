"""Scalar ALU semantics (CDNA3 ISA) on Python ints; SCC as the ISA defines it per opcode."""

from __future__ import annotations

from . import semantics
from .access import MASK32, MASK64, scalar_reader, scalar_writer


def _signed(x: int) -> int:
    return x - (1 << 32) if x & 0x80000000 else x


def _sop2(fn, kind="b32", second="b32"):
    """Binder for ``sdst = fn(s0, s1, scc) -> (value, new scc or None)``."""
    def binder(inst):
        a = scalar_reader(inst.operands[1], kind)
        b = scalar_reader(inst.operands[2], second)
        write = scalar_writer(inst.operands[0])

        def run(wave):
            value, scc = fn(a(wave), b(wave), wave.scc)
            write(wave, value)
            if scc is not None:
                wave.scc = int(scc)
        return run
    return binder


def _add_i32(a, b, _):
    r = (a + b) & MASK32
    return r, _signed(a) + _signed(b) != _signed(r)


def _sub_i32(a, b, _):
    r = (a - b) & MASK32
    return r, _signed(a) - _signed(b) != _signed(r)


semantics("s_add_u32")(_sop2(lambda a, b, _: ((a + b) & MASK32, a + b > MASK32)))
semantics("s_addc_u32")(_sop2(lambda a, b, c: ((a + b + c) & MASK32, a + b + c > MASK32)))
semantics("s_sub_u32")(_sop2(lambda a, b, _: ((a - b) & MASK32, b > a)))
semantics("s_add_i32")(_sop2(_add_i32))
semantics("s_sub_i32")(_sop2(_sub_i32))
semantics("s_mul_i32")(_sop2(lambda a, b, _: ((_signed(a) * _signed(b)) & MASK32, None)))
semantics("s_lshl_b32")(_sop2(lambda a, b, _: (r := (a << (b & 31)) & MASK32, r != 0)))
semantics("s_lshr_b32")(_sop2(lambda a, b, _: (r := a >> (b & 31), r != 0)))
semantics("s_and_b32")(_sop2(lambda a, b, _: (r := a & b, r != 0)))
semantics("s_or_b32")(_sop2(lambda a, b, _: (r := a | b, r != 0)))
semantics("s_cselect_b32")(_sop2(lambda a, b, scc: (a if scc else b, None)))
semantics("s_lshl_b64")(_sop2(lambda a, b, _: (r := (a << (b & 63)) & MASK64, r != 0),
                              "b64"))
semantics("s_and_b64")(_sop2(lambda a, b, _: (r := a & b, r != 0), "b64", "b64"))
semantics("s_or_b64")(_sop2(lambda a, b, _: (r := a | b, r != 0), "b64", "b64"))
semantics("s_xor_b64")(_sop2(lambda a, b, _: (r := a ^ b, r != 0), "b64", "b64"))
semantics("s_andn2_b64")(_sop2(lambda a, b, _: (r := a & ~b & MASK64, r != 0), "b64", "b64"))
semantics("s_cselect_b64")(_sop2(lambda a, b, scc: (a if scc else b, None), "b64", "b64"))


@semantics("s_movk_i32")
def _movk(inst):
    value = inst.operands[1].value & MASK32   # sign-extended 16-bit constant
    write = scalar_writer(inst.operands[0])
    return lambda wave: write(wave, value)


@semantics("s_mov_b32", "s_mov_b64")
def _mov(inst):
    read = scalar_reader(inst.operands[1], inst.spec.operands[1].partition(":")[2])
    write = scalar_writer(inst.operands[0])
    return lambda wave: write(wave, read(wave))


@semantics("s_and_saveexec_b64")
def _and_saveexec(inst):
    """D = EXEC; EXEC = S0 & EXEC; SCC = (EXEC != 0)."""
    read = scalar_reader(inst.operands[1], "b64")
    write = scalar_writer(inst.operands[0])

    def run(wave):
        source = read(wave)
        old = wave.exec
        write(wave, old)
        wave.exec = source & old
        wave.scc = int(wave.exec != 0)
    return run


_SCMP = {"eq": lambda a, b: a == b, "lg": lambda a, b: a != b, "lt": lambda a, b: a < b,
         "le": lambda a, b: a <= b, "gt": lambda a, b: a > b, "ge": lambda a, b: a >= b}


@semantics(*[f"s_cmp_{c}_{t}" for t in ("i32", "u32") for c in _SCMP])
def _scmp(inst):
    _, _, cond, typ = inst.mnemonic.split("_")
    fn = _SCMP[cond]
    a, b = scalar_reader(inst.operands[0]), scalar_reader(inst.operands[1])
    conv = _signed if typ == "i32" else (lambda x: x)

    def run(wave):
        wave.scc = int(fn(conv(a(wave)), conv(b(wave))))
    return run
