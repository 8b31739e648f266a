"""The packed f32 arithmetic's templates (templates.py states how a template writes its
instruction): ``v_pk_add_f32``, ``v_pk_mul_f32`` and ``v_pk_fma_f32``, as ops/packed.py
runs them. Each source is a register pair — two dwords, a v/a pair in lane l or an SGPR pair
read before the loop —; the low result takes from source i the dword ``op_sel[i]`` picks
(0 the low one), the high result the one ``op_sel_hi[i]`` picks, each with its sign flipped
where ``neg_lo[i]`` / ``neg_hi[i]`` says, and both are computed with the lane words the
scalar instructions' definitions use (``add_f32``, ``mul_f32``, ``fma_f32`` of
isa/lane_vocabulary.py, called as word_functions.py makes them). A constant source,
``clamp`` or another file's pair is left to the interpreter."""

from __future__ import annotations

from isa.modifier_parsing import packed_default
from isa.registers import RegRange
from isa.special_operands import Src

from emulator.execution.blocks.templates import template
from emulator.execution.blocks.word_functions import word_call
from emulator.execution.blocks.writer import Unsupported

# (each instruction's lane word: the one its scalar twin's definition names)
_WORDS = {"v_pk_add_f32": "add_f32", "v_pk_mul_f32": "mul_f32", "v_pk_fma_f32": "fma_f32"}
_MODS = ("op_sel", "op_sel_hi", "neg_lo", "neg_hi")


def _dwords(w, src) -> tuple[str, str]:
    """A pair source's low and high dword in lane l."""
    if isinstance(src, RegRange):
        src = Src(reg=src)
    if not isinstance(src, Src) or not src.is_reg or src.neg or src.abs:
        raise Unsupported(f"{src!r} as a pair")
    reg = src.reg
    if reg.count != 2:
        raise Unsupported(str(reg))
    if reg.file in ("v", "a"):
        return w.register(reg), w.register(reg, 1)
    if reg.file == "s":
        low, high = w.local(), w.local()
        w.line(f"{low} = s[{reg.first}]")
        w.line(f"{high} = s[{reg.first + 1}]")
        return low, high
    raise Unsupported(str(reg))


@template(*_WORDS)
def _packed_f32(inst, w):
    """vdst pair = (word(low elements), word(high elements)) in every active lane; all
    sources read before either result is written (vdst may be a source)."""
    dst = inst.operands[0]
    if not (isinstance(dst, RegRange) and dst.file in ("v", "a") and dst.count == 2):
        raise Unsupported(str(dst))
    sources = [_dwords(w, src) for src in inst.operands[1:]]
    count = len(sources)
    sel, sel_hi, neg, neg_hi = (inst.mods.get(name, packed_default(name, count))
                                for name in _MODS)
    word = _WORDS[inst.spec.semantics_name]
    w.masked_lanes()
    results = []
    for picks, negated in ((sel, neg), (sel_hi, neg_hi)):
        names = []
        for (low, high), pick, flip in zip(sources, picks, negated):
            name = w.local()
            value = high if pick else low
            w.line(f"{name} = {f'neg32({value})' if flip else value}", 3)
            names.append(name)
        results.append(word_call(word, names))
    low, high = w.local(), w.local()
    w.line(f"{low} = {results[0]}", 3)
    w.line(f"{high} = {results[1]}", 3)
    w.line(f"{w.register(dst)} = {low}", 3)
    w.line(f"{w.register(dst, 1)} = {high}", 3)


_packed_f32.mods = frozenset(_MODS)
