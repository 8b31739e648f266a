"""How each instruction a block may hold is written as numba source: templates registered
in ``TEMPLATES``, the compiled twin of ``ops.SEMANTICS``: a record's template is found as
its binder is, by the name it gives, its mnemonic or its family's rule
(emulator/execution/definitions.py).

A template writes an instruction's lines into a :class:`Writer`: a VALU instruction is one
loop over the 64 lanes that reads a lane's sources, computes with the lane functions of
``blocks/lanes.py`` and writes the result where EXEC is set (so a lane reads all its inputs
before its output is written, and lanes are independent); a mask result (a compare, a
carry) is gathered in the loop and written after it. Scalar instructions are straight
lines on 64-bit words. The function's locals ``ex``, ``vcc`` and ``scc`` hold EXEC, VCC
and SCC; ``v``, ``a``, ``s`` are the wave's files.

Most VALU templates are not written per instruction: they are made from the definition the
instruction's record holds — its lane composition (``OpSpec.lanes``), its exact result
(``OpSpec.exact``: its low 32 bits) or its VOPC condition (``OpSpec.condition``) — the same
string the interpreter's binder is made from (ops/composed.py, ops/exact_integers.py,
ops/valu_compare.py). The others (carries, selects, the accumulating fma, the scalar ALU's
forms, loads) are written here beside their binders.

A form the compiler does not take (an operand in another file, a modifier, a 64-bit
VALU operand) raises :class:`Unsupported`; the block then ends before it and the
instruction is interpreted.
"""

from __future__ import annotations

import copy
import dataclasses
from typing import Callable

from isa.program import Instruction, Label
from isa.special_operands import Src
from isa.conditions import expressed
from isa.definition_trees import parse, words
from isa.lane_vocabulary import WORDS
from isa.memory_access import access_of
from isa.records import EXACT_RANGES, SDWA_MODIFIERS
from isa.registers import RegRange

from emulator.execution.blocks.word_functions import render_calls
from emulator.execution.blocks.writer import WORD_KINDS, Unsupported, Writer
from emulator.execution.definitions import Definitions
from emulator.execution.ops.dpp import dpp_selection, named_vgprs, plain_form
from emulator.execution.ops.vector_forms import sdwa_dst_whole, sdwa_fields

# the templates, by name and by family (twins of ops.SEMANTICS: a record's template is
# found the way its binder is)
TEMPLATES = Definitions("template")
_LOCALS = {"scc": "scc", "vcc": "vcc", "exec": "ex"}   # (the block's locals of them)


def _branch_condition(spec) -> str:
    """When a direct branch jumps, on the block's locals (its record's ``jumps``)."""
    if spec.jumps == "always":
        return "True"
    return f"{_LOCALS[spec.reads[0]]} {'!=' if spec.jumps == 'if_set' else '=='} ZERO"


def branch_condition(spec) -> str | None:
    """When a record's direct branch jumps (None: it is not one; a record that names
    semantics of its own is not a plain branch)."""
    if not getattr(spec, "jumps", "") or spec.semantics:
        return None
    return _branch_condition(spec)




def template(*mnemonics: str):
    """Register a template under names (as ``ops.semantics`` does a binder)."""
    return TEMPLATES.name(*mnemonics)


def template_of(rule: Callable):
    """Register a template for every record ``rule`` accepts (as ``ops.semantics_of``)."""
    return TEMPLATES.family(rule)


def compilable(inst: Instruction) -> bool:
    """Whether ``inst`` can be part of a compiled block (its template accepts it). An
    instruction the fidelity report counts (``spec.inexact``) is counted as it retires in
    a block (engine.py ``count_block``)."""
    if inst.suffix == "dpp":   # (its plain instruction's, src0 read through the selection)
        return _dpp_compilable(inst)
    if inst.suffix == "sdwa":   # (its plain instruction's, sources read as their fields)
        return _sdwa_compilable(inst)
    spec = inst.spec   # (a template is the twin of the binder found the same way)
    emit, branch = TEMPLATES.for_record(spec), branch_condition(spec)
    if emit is None and branch is None and spec.semantics_name != "s_endpgm":
        return False
    allowed = getattr(emit, "mods", frozenset())
    if not set(inst.mods) <= allowed or inst.suffix not in ("", "e32", "e64") \
            or inst.anchor is not None:
        return False
    if branch is not None:
        return inst.operands[0].target >= 0
    try:
        (emit or _nothing)(inst, Writer())
    except Unsupported:
        return False
    return True


def access_kind(inst: Instruction) -> tuple[str, str] | None:
    """(space, "load" or "store") for an instruction whose template reads or writes memory
    or the LDS — space "memory" (a global or buffer access: its template's ``memory``) or
    "lds" (a DS read or write: ``lds``), which, its record's description
    (isa.memory_access) —, else None."""
    if inst.suffix in ("dpp", "sdwa"):
        return None
    rule = TEMPLATES.for_record(inst.spec)
    space = ("memory" if getattr(rule, "memory", False)
             else "lds" if getattr(rule, "lds", False) else None)
    if space is None:
        return None
    return space, "store" if access_of(inst.spec).store else "load"


def _nothing(inst, writer):
    return None


def emit(inst: Instruction, w: "Writer") -> None:
    """Write a compilable instruction's lines: its record's template, or for a DPP form
    the plain instruction's around a permuted src0 (``_dpp``), for an SDWA form the plain
    instruction's reading its sources' fields (``_sdwa``)."""
    if inst.suffix == "dpp":
        _dpp(inst, w)
    elif inst.suffix == "sdwa":
        _sdwa(inst, w)
    else:
        TEMPLATES.for_record(inst.spec)(inst, w)


def _dpp_compilable(inst: Instruction) -> bool:
    """A DPP form with a 32-bit src0 whose plain instruction a block can hold."""
    if inst.anchor is not None:
        return False
    through, _, count = plain_form(inst)
    return count == 1 and compilable(through)


def _dpp(inst: Instruction, w: "Writer") -> None:
    """A DPP form, as the interpreter runs it (ops/dpp.py, whose ``dpp_selection`` gives
    both the same lanes): src0 of each lane read from the lane the selection names (0 where
    that lane does not exist or is off) into the scratch row ``sc[1]`` (``sc``: made once a
    call, not once a wave), EXEC narrowed to the lanes written, then the plain
    instruction's lines reading its src0 — the spare VGPR ``plain_form`` names — from that
    row, and EXEC put back. Where the plain instruction's lines reach the spare register
    some other way, the permuted row goes into the spare register for them instead, its
    own lanes kept in ``sc[0]`` and put back after."""
    through, spare, _ = plain_form(inst)
    selection = dpp_selection(inst)
    src = next(o for o in inst.operands if isinstance(o, Src)).reg
    saved_exec, writes = w.local(), w.local()
    lanes = w.lane_table(selection.lanes)
    w.scratch = True
    w.line(f"{saved_exec} = ex")
    w.line(f"{writes} = ZERO")
    w.lanes()
    w.line(f"j = {lanes}[l]", 2)
    w.line(f"ok = bit(np.uint64({selection.exists}), l) and bit(ex, j)", 2)
    w.line(f"sc[1, l] = {src.file}[{src.first}, j] if ok else np.uint32(0)", 2)
    w.line(f"if bit(ex, l) and bit(np.uint64({selection.written}), l) and "
           f"(ok or {selection.zero_fill}):", 2)
    w.line(f"{writes} |= lane_bit(l)", 3)
    w.line(f"ex = {writes}")
    aliased = w.aliased({("v", spare): "sc[1, l]"})
    emit(through, aliased)
    if ("v", spare) not in aliased.direct:
        w.take(aliased)
    else:
        w.lanes()
        w.line(f"sc[0, l] = v[{spare}, l]", 2)
        w.line(f"v[{spare}, l] = sc[1, l]", 2)
        emit(through, w)
        w.lanes()
        w.line(f"v[{spare}, l] = sc[0, l]", 2)
    w.line(f"ex = {saved_exec}")


def _sdwa_compilable(inst: Instruction) -> bool:
    """An SDWA form that writes its whole destination (``dst_sel:DWORD``) and selects its
    sources' fields itself, whose plain instruction a block can hold reading them."""
    if inst.anchor is not None or not sdwa_dst_whole(inst) or \
            inst.spec.modifiers == {"src0_sel"}:   # (a byte select the op reads itself)
        return False
    try:
        _sdwa(inst, Writer())
    except Unsupported:
        return False
    return True


def _sdwa(inst: Instruction, w: "Writer") -> None:
    """An SDWA form, as the interpreter runs it (ops/vector_forms.py, whose ``sdwa_fields``
    gives both the same reading): the plain instruction (the SDWA modifiers dropped, its
    whole destination written), each source read from a spare VGPR aliased to the source's
    field in lane l — the word as read (neg/abs on it where the field's type has no sign
    bit), shifted and masked, neg/abs at the type's sign bit, then sign-extended under
    ``sext()``."""
    fields = sdwa_fields(inst)
    named = named_vgprs(inst)
    spares = [v for v in range(256) if v not in named][:len(fields)]
    operands, aliases, at = list(inst.operands), {}, 0
    for position, operand in enumerate(operands):
        if position == 0 or not isinstance(operand, Src) or at == len(fields):
            continue
        field, spare = fields[at], spares[at]
        at += 1
        op = field.op
        read = op if field.sign is None else dataclasses.replace(op, neg=False, abs=False)
        # (a word or an f16 as the interpreter's reader of that type reads it: a constant's
        # bits of the type, neg/abs on a word's bit 31)
        word = w.lane_source(dataclasses.replace(read, sext=False), field.kind)
        expr = f"((np.uint32({word}) >> np.uint32({field.shift})) & " \
               f"np.uint32({(1 << field.width) - 1}))"
        if field.sign is not None:
            if op.abs:
                expr = f"({expr} & np.uint32({~field.sign & 0xFFFFFFFF}))"
            if op.neg:
                expr = f"({expr} ^ np.uint32({field.sign}))"
        if field.top is not None:
            expr = f"np.uint32(((np.int64({expr}) ^ {field.top}) - {field.top}) & 0xFFFFFFFF)"
        aliases[("v", spare)] = expr
        operands[position] = Src(RegRange("v", spare, 1))
    plain = copy.copy(inst)
    plain.operands, plain.suffix = tuple(operands), ""
    plain.mods = {k: v for k, v in inst.mods.items() if k not in SDWA_MODIFIERS}
    if not compilable(plain):
        raise Unsupported(f"{inst.mnemonic}'s plain form")
    aliased = w.aliased(aliases)
    emit(plain, aliased)
    if any(("v", spare) in aliased.direct for spare in spares):
        raise Unsupported(f"{inst.mnemonic} reads a source other than lane by lane")
    w.take(aliased)


def operand_kinds(inst: Instruction, first: int) -> list[str]:
    return [kind.partition(":")[2] or "b32" for kind in inst.spec.operands[first:]]


def _typed_sources(inst: Instruction, first: int = 1) -> list:
    """(operand, kind) of the source operands from ``first``: an accVGPR source (``asrc``)
    and a lane mask (``mask``) among them."""
    return [(op, kind) for op, kind in zip(inst.operands[first:], inst.spec.operands[first:])
            if isinstance(op, Src) or kind in ("asrc", "mask")]


def _sources(inst: Instruction, first: int = 1) -> list:
    return [op for op, _ in _typed_sources(inst, first)]


def _lane_exprs(w: Writer, inst: Instruction, first: int) -> list[str]:
    """Each source's value in lane l (a mask operand: its lane's bit, as an integer)."""
    return [f"np.int64(bit({w.mask_source(src)}, l))" if kind == "mask" else
            w.lane_value(src, kind.partition(":")[2] or "b32")
            for src, kind in _typed_sources(inst, first)]


def _lane_loop(w: Writer, inst: Instruction, compute: Callable[[list[str]], str],
               first: int = 1, extra=()) -> None:
    """vdst = compute(sources) in every active lane."""
    exprs = _lane_exprs(w, inst, first)
    exprs += [w.lane_source(reg, "b32") for reg in extra]
    names = w.lane_loop(exprs)
    w.write_lane(inst.operands[0], compute(names), inst.spec.operands[0] == "vdst64")


@template_of(lambda op: bool(op.lanes))
def _composed(inst, w):
    """vdst = the record's composition of the lane vocabulary (``OpSpec.lanes``: the same
    string the interpreter's binder is made from, ops/composed.py), lane by lane; an
    accumulating instruction's destination is its last source, a read of ``{vcc}`` the
    lane's bit of VCC. One with a lane mask
    (``OpSpec.lane_mask``) gathers each active lane's bit in the loop, and writes the mask
    — its second operand — after it (the inactive lanes' bits clear, as the interpreter
    writes them)."""
    spec = inst.spec
    expr = parse(spec.lanes)
    # (a composition reading its lane's VCC bit, {vcc}: V_DIV_FMAS_F32)
    lane_reads = {"vcc": f"np.int64(bit({w.mask_source(RegRange('vcc', 0, 2))}, l))"}
    if not spec.lane_mask:
        _lane_loop(w, inst, lambda x: render_calls(expr, x, lane_reads),
                   extra=(inst.operands[0],) if spec.reads_dst else ())
        return
    mask = w.local()
    names = w.lane_loop(_lane_exprs(w, inst, 2), mask)
    w.write_lane(inst.operands[0], render_calls(expr, names, lane_reads), False)
    w.set_lane_bit(mask, f"{render_calls(parse(spec.lane_mask), names)} != 0")
    w.write_scalar(inst.operands[1], mask)


# The functions blocks/lanes.py and lanes64.py define, and numba's abs: what a template may
# call besides the lane vocabulary's words (isa/lane_vocabulary.py), whose functions
# word_functions.py generates. Written out (importing those modules would
# import numba, which a run that compiles no block never needs); tests/test_blocks.py
# holds it to the functions the two modules define.
COMPILED_WORDS = frozenset((
    "f32", "bits32", "i64", "u32", "is_nan", "fadd", "fsub", "fmul", "ffma", "trunc_f32",
    "f16_of", "fscale", "frcp", "fsqrt", "fexp2", "ffma_scaled", "bit", "lane_bit", "join",
    "low", "high", "abs32", "neg32", "flag", "signed32", "if_ieee",
    "mad_u64_u32", "mad_i64_i32", "first_lane", "abs"))


def _uncompiled(spec) -> str:
    """Why a record's exact result has no compiled form (a sum the compiled lanes lack: dot
    products, byte SADs; a 16-bit source or result), or ""."""
    missing = {word for word in words(parse(spec.exact))
               if word not in COMPILED_WORDS and word not in WORDS}
    if missing:
        return ", ".join(sorted(missing))
    on_words = all(kind.partition(":")[2] in WORD_KINDS for kind in spec.operands[1:]
                   if kind not in ("maskd", "mask"))
    return "" if on_words and spec.exact_type in ("u32", "i32") else "16-bit operands"


@template_of(lambda op: bool(op.exact) and not _uncompiled(op))
def _exact(inst, w):
    """vdst = the low 32 bits of the record's exact result (``OpSpec.exact``, int64 lanes:
    ops/exact_integers.py derives the interpreter's forms from the same string); a carry
    instruction's mask operand gets whether each active lane's result is outside the
    type's range (``OpSpec.carries``)."""
    spec = inst.spec
    why = _uncompiled(spec)
    if why:
        raise Unsupported(f"{inst.mnemonic}: {why}")
    exact = parse(spec.exact)
    if not spec.carries:
        _lane_loop(w, inst, lambda x: f"u32({render_calls(exact, x)})")
        return
    low, high = EXACT_RANGES[spec.exact_type]
    result, total = w.local(), w.local()
    names = w.lane_loop(_lane_exprs(w, inst, 2), result)
    w.line(f"{total} = {render_calls(exact, names)}", 3)
    w.write_lane(inst.operands[0], f"u32({total})", False)
    w.set_lane_bit(result, f"{total} < {low} or {total} > {high}")
    w.write_scalar(inst.operands[1], result)


# The relations of isa/conditions.py on two typed lane values (false when unordered, as
# IEEE comparisons are).
_RELATIONS = {"less": "{x} < {y}", "equal": "{x} == {y}", "greater": "{x} > {y}",
              "less_equal": "{x} <= {y}", "greater_equal": "{x} >= {y}",
              "less_or_greater": "({x} < {y} or {x} > {y})",
              "ordered": "({x} == {x} and {y} == {y})", "never": "False"}


def compare_condition(condition: str, kind: str, a: str, b: str) -> str:
    """A VOPC condition (isa.conditions, as ops/valu_compare.py derives it) on two lane
    words viewed as ``kind``."""
    view = {"f32": "f32", "i32": "i64", "u32": "np.uint32"}.get(kind)
    if view is None:
        raise Unsupported(f"a compare of {kind}")
    negated, relation = expressed(condition)
    test = _RELATIONS[relation].format(x=f"{view}({a})", y=f"{view}({b})")
    return f"not ({test})" if negated else test


def _compare(inst, w):
    """The active lanes' results to the mask operand (others 0); v_cmpx also to EXEC: the
    record's condition on the type it compares."""
    sources = [w.lane_source(src, k) for src, k in zip(_sources(inst), operand_kinds(inst, 1))]
    result = w.local()
    x, y = w.lane_loop(sources, result)
    w.set_lane_bit(result, compare_condition(inst.spec.condition, inst.spec.compared, x, y))
    w.write_scalar(inst.operands[0], result)
    if "exec" in inst.spec.writes:
        w.line(f"ex = {result}")


template_of(lambda op: bool(op.condition) and op.compared in ("f32", "i32", "u32"))(
    _compare)


def _mad64(helper: str):
    """vdst64 = x·y + z (64-bit); each active lane's carry (bit 64) to the mask."""
    def emit(inst, w):
        sources = [w.lane_value(src, k)
                   for src, k in zip(inst.operands[2:5], operand_kinds(inst, 2))]
        result = w.local()
        names = w.lane_loop(sources, result)
        total, carry = w.local(), w.local()
        w.line(f"{total}, {carry} = {helper}({', '.join(names)})", 3)
        w.write_lane(inst.operands[0], total, True)
        w.set_lane_bit(result, carry)
        w.write_scalar(inst.operands[1], result)
    return emit


template("v_mad_u64_u32")(_mad64("mad_u64_u32"))
template("v_mad_i64_i32")(_mad64("mad_i64_i32"))


def _vector_register(reg) -> RegRange:
    if isinstance(reg, Src) and not (reg.neg or reg.abs):
        reg = reg.reg
    if not (isinstance(reg, RegRange) and reg.file in ("v", "a") and reg.count == 1):
        raise Unsupported(str(reg))
    return reg


@template_of(lambda op: bool(op.lane))
def _lane_access(inst, w):
    """The record's lane (``OpSpec.lane``: the interpreter's definition too,
    ops/valu_compare.py) on int64 scalar sources and EXEC: an SGPR destination gets that
    lane of the VGPR source; a VGPR destination gets the scalar source there, whatever EXEC
    says."""
    spec = inst.spec
    sources = inst.operands[1:]
    names = []
    for op, kind in zip(sources, spec.operands[1:]):
        name = None
        if kind.startswith("ssrc"):
            name = w.local()
            w.line(f"{name} = np.int64({w.scalar_source(op, 'b32')})")
        names.append(name)
    lane = w.local()
    w.line(f"{lane} = {render_calls(parse(spec.lane), names, {'exec': 'np.int64(ex)'})}")
    if spec.operands[0] == "sdst":
        src = _vector_register(sources[0])
        w.write_scalar(inst.operands[0], f"np.uint64({w.register(src, lane=lane)})")
        return
    dst = _vector_register(inst.operands[0])
    w.line(f"{w.register(dst, lane=lane)} = low(np.uint64({names[0]}))")


def branch_target(inst: Instruction) -> int:
    label = inst.operands[0]
    assert isinstance(label, Label)
    return label.target


# (the scalar, packed, load and LDS templates register themselves in TEMPLATES
# when imported)
from emulator.execution.blocks import (crossbar_templates,  # noqa: E402,F401
                                       memory_templates, packed_templates,
                                       scalar_templates)
