"""What a format conversion instruction converts, as data: the record's ``conversion`` field
(``isa.records.OpSpec``), from which its one binder (emulator/execution/ops/conversions.py)
and its operand kinds are made.

A conversion reads ``count`` elements of ``source`` from its value operands and writes
``count`` elements of ``result`` to its destination, each element converted alone. Where
elements sit follows from their sizes: ``count`` elements of b bits are one *slot* of
count·b bits; a slot narrower than a dword is chosen by op_sel (CDNA4 ISA guide: a 16-bit
slot by OPSEL[0] in a source and OPSEL[3] in the destination, an 8-bit one by OPSEL[1:0]
and OPSEL[3:2]) and a narrow result's other destination bits are kept; wider slots fill
whole registers, elements packed from bit 0 (fp6: 6 bits each across registers). With two
value operands (``inputs`` = 2) the elements alternate, S0's first ("S0 and S1 inputs are
interleaved in the packed result"). A ``stochastic`` conversion reads a seed operand after
the values, the next element's seed being v_prng_b32 of the last; a ``scaled`` one reads an
f32 last whose exponent field is an E8M0 scale, 2^(e − 127)."""

from __future__ import annotations

from dataclasses import dataclass

from .formats import FORMATS


@dataclass(frozen=True, slots=True)
class Conversion:
    source: str           # element format (isa.formats: f32 f16 bf16 fp8 bf8 fp6 bf6 fp4;
    result: str           # fp8 and bf8 as the target names them)
    count: int = 1        # elements converted
    inputs: int = 1       # value operands (2: the elements alternate between them)
    stochastic: bool = False   # a seed operand follows the values (stochastic rounding)
    scaled: bool = True   # an f32 scale operand comes last (its exponent: E8M0)
    keeps_rest: bool = True   # a result narrower than its register keeps the register's
    #                           other bits (False: written zero-extended, low half only)

    @property
    def source_bits(self) -> int:
        return FORMATS[self.source].bits * self.count // self.inputs

    @property
    def result_bits(self) -> int:
        return FORMATS[self.result].bits * self.count

    @property
    def widening(self) -> bool:
        """From an 8-bit or narrower format to f32, f16 or bf16."""
        return FORMATS[self.source].bits < FORMATS[self.result].bits

    def operand_kinds(self) -> str:
        """The record's operands: the destination (a register, or a tuple of its bits), the
        value operands, the seed, the scale."""
        def vector(role: str, bits: int, element: str) -> str:
            if bits <= 32:
                return "vdst" if role == "vdst" else f"src:{element}"
            if bits == 64:   # (a VGPR pair of two f32, neg/abs taken: llvm-mc 22)
                return "vdst64" if role == "vdst" else "vsrc:v2f32"
            return f"{role}{bits}"
        # (f32, f16 and bf16 values take neg/abs; packed narrow ones do not)
        element = self.source if self.source in ("f32", "f16", "bf16") else "b32"
        kinds = [vector("vdst", self.result_bits, "")]
        kinds += [vector("vsrc", self.source_bits, element)] * self.inputs
        if self.stochastic:
            kinds.append("src:b32")
        if self.scaled:
            kinds.append("src:f32")
        return " ".join(kinds)
