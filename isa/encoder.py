"""Instructions to gfx942 machine code, as llvm-mc 19 encodes them (``-show-encoding``).

``encode(text_or_program)`` assembles text (or takes an assembled Program) and returns its
code: each instruction packed into its format (isa.encoding) — the record's encoding, or
VOP3 for a VOP1/VOP2/VOPC instruction written ``_e64`` (or needing it), DPP and SDWA with
their second dword — followed by its literal dword, if it has one. ``encode_instruction``
does one, at its place in its program (a branch's offset counts in dwords from the next
instruction). A literal naming a symbol (``func@rel32@lo``) is encoded as 0 where the
program cannot resolve it: llvm-mc leaves a relocation there.

Operands go to fields by their kinds in the record (LLVM's order): destinations first, then
sources in order (src0, src1, src2); memory operands by their names. What a field holds for
each kind of operand: ``isa.encoding``.
"""

from __future__ import annotations

from . import encoding as E
from .special_operands import GprIndexMode, HwReg, Message, Src
from .program import Instruction, Label, Program, WaitCounts
from .assembler import assemble
from .modifier_parsing import packed_default
from .errors import IsaError
from .memory_encoder import ENCODERS as MEMORY_ENCODERS
from .operand_codes import source_code as _source
from .records import OpSpec
from .registers import RegRange


class EncodingError(IsaError):
    """An instruction the encoder cannot encode (it names the instruction)."""


def encode(source, *, target=None) -> bytes:
    """The machine code of ``source``: assembly text (one line or a file's text) or an
    assembled ``isa.Program``; its instructions in order, as llvm-mc 19 encodes them, at
    their places (an alignment's gap filled with ``s_nop 0``)."""
    program = source if isinstance(source, Program) else assemble(
        source if source.endswith("\n") else source + "\n", "<encode>", target=target)
    out = bytearray()
    addresses = program.code.addresses
    for inst in program.instructions:
        gap = addresses[inst.index] - addresses[0] - len(out)   # (an alignment: s_nop 0s)
        out += NOP * (gap // 4)
        out += encode_instruction(inst, program)
    return bytes(out)


NOP = (0xBF800000).to_bytes(4, "little")   # s_nop 0, what llvm-mc pads code with


def encode_instruction(inst: Instruction, program: Program | None = None) -> bytes:
    """One instruction's bytes (``program``: where its labels lie, for a branch)."""
    try:
        if inst.mfma is not None:
            words, literal = _mai(inst), None
        else:
            words, literal = _ENCODERS[_format_of(inst)](inst, program)
    except (KeyError, ValueError) as exc:
        raise EncodingError(f"cannot encode '{inst}': {exc}") from None
    out = words.to_bytes(16 if words >> 64 else 8 if words >> 32 else _size(inst), "little")
    if literal is not None:
        out += (literal & 0xFFFFFFFF).to_bytes(4, "little")
    return out


def _size(inst) -> int:
    spec = inst.spec
    if not isinstance(spec, OpSpec):
        return 8
    return E.FORMATS[_format_of(inst)].size if _format_of(inst) in E.FORMATS else 8


def _format_of(inst) -> str:
    spec = inst.spec
    if spec.encoding in ("VOP1", "VOP2", "VOPC"):
        suffix = inst.canonical_suffix() or (
            "_e32" if len(spec.forms) == 1 and "e32" in spec.forms else "")
        if not inst.operands and inst.suffix == "e64":   # (v_nop_e64: printed without
            suffix = "_e64"                               # its suffix, as llvm-mc does)
        if suffix == "_dpp":
            return "DPP"
        if suffix == "_sdwa":
            return "SDWA"
        if suffix == "_e64" or (len(spec.forms) == 1 and spec.forms[0] == "e64"):
            return "VOP3"
        return spec.encoding
    if spec.encoding in ("GLOBAL", "SCRATCH"):
        return "FLAT"
    return spec.encoding


# -- operands --------------------------------------------------------------------------------
def _roles(inst):
    """(destinations, sources): (kind, operand) pairs in the record's order
    (isa.encoding.operand_roles)."""
    kinds = inst.spec.operands
    dsts, srcs = E.operand_roles(kinds)
    return ([(kinds[p], inst.operands[p]) for p in dsts],
            [(kinds[p], inst.operands[p]) for p in srcs])


def _split_destinations(dsts):
    """(vector destinations, scalar ones: a carry-out, a condition, a lane's value)."""
    vector = [o for _, o in dsts if o.file in ("v", "a")]
    return vector, [o for _, o in dsts if o.file not in ("v", "a")]


def _literal(codes) -> int | None:
    found = [lit for _, lit in codes if lit is not None]
    return found[0] if found else None


def _modifier_bits(inst, sources, name: str) -> int:
    """neg or abs bits of the sources (bit i: source i), from the operands' modifiers."""
    bits = 0
    for i, (_, operand) in enumerate(sources):
        if isinstance(operand, Src) and getattr(operand, name):
            bits |= 1 << i
    return bits


def _tuple_bits(values) -> int:
    return sum(int(v) << i for i, v in enumerate(values))


def _omod(inst) -> int:
    for key in ("mul", "div"):
        if key in inst.mods:
            return E.OMOD[(key, inst.mods[key])]
    return 0


# -- scalar formats ----------------------------------------------------------------------------
def _scalar_value(operand, program, inst) -> int:
    """A 16-bit SOPP/SOPK field: a branch's dword offset, a constant, a waitcnt, a hwreg…"""
    if isinstance(operand, Label):
        if operand.target < 0 or program is None or program.code is None:
            try:   # (a number: the offset as written; a name not placed: a fixup, 0)
                return int(operand.name, 0) & 0xFFFF
            except ValueError:
                return 0
        here = program.code.addresses[inst.index]
        there = program.code.addresses[operand.target]
        return ((there - here - 4) // 4) & 0xFFFF
    if isinstance(operand, int):
        return operand & 0xFFFF
    if isinstance(operand, Src):
        return operand.value & 0xFFFF
    if isinstance(operand, GprIndexMode):
        return operand.bits
    if isinstance(operand, (HwReg, Message, WaitCounts)):
        return operand.value
    raise ValueError(f"no 16-bit field for {operand!r}")


def _sop(inst, program):
    spec = inst.spec
    fmt = E.FORMATS[spec.encoding]
    values, literal = {"op": spec.opcode}, None
    registers = [(k, o) for k, o in zip(spec.operands, inst.operands)
                 if k.partition(":")[0] in E.DESTINATIONS + ("ssrc", "sreg")]
    others = [(k, o) for k, o in zip(spec.operands, inst.operands)
              if (k, o) not in registers]
    if spec.encoding == "SOPP":
        values["simm16"] = _scalar_value(others[0][1], program, inst) if others else 0
    elif spec.encoding == "SOPK":
        if registers:
            values["sdst"] = _source(registers[0][1], registers[0][0])[0]
        for kind, operand in others:
            if kind == "imm32":
                literal = operand.value & 0xFFFFFFFF
            else:
                values["simm16"] = _scalar_value(operand, program, inst)
    else:
        dsts = [(k, o) for k, o in registers if k.partition(":")[0] in E.DESTINATIONS]
        srcs = [(k, o) for k, o in registers if (k, o) not in dsts]
        if dsts:
            values["sdst"] = E.register_code(dsts[0][1])
        codes = [_source(o, k) for k, o in srcs]
        for name, (code, _) in zip(("ssrc0", "ssrc1"), codes):
            values[name] = code
        for kind, operand in others:   # (s_set_gpr_idx_on's mode: SSRC1 holds its bits)
            values["ssrc1"] = _scalar_value(operand, program, inst)
        literal = _literal(codes)
    return fmt.pack(values), literal


def _smem(inst, program):
    spec = inst.spec
    values = {"op": spec.opcode, "glc": int("glc" in inst.mods)}
    for kind, operand in zip(spec.operands, inst.operands):
        base = kind.partition(":")[0]
        if base in ("sdst", "sdata"):
            values["sdata"] = E.register_code(operand)
        elif base == "imm16":   # (s_atc_probe's 3-bit field, where the data would go)
            values["sdata"] = operand
        elif base in ("sbase", "srsrc"):   # (a pair's code halved: vcc is 106 >> 1)
            values["sbase"] = E.register_code(operand) >> 1
        elif base == "soff":
            if operand.reg is not None:   # (a 7-bit SGPR field: vccz is 251 & 0x7f)
                code = E.register_code(operand.reg) & 0x7F
                if "offset" in inst.mods:   # (an SGPR and an immediate)
                    values.update(imm=1, soe=1, soffset=code,
                                  offset=inst.mods["offset"] & 0x1FFFFF)
                else:
                    values.update(offset=code)
            else:
                values.update(imm=1, offset=operand.value & 0x1FFFFF)
    return E.FORMATS["SMEM"].pack(values), None


# -- vector ALU ---------------------------------------------------------------------------------
def _vop_short(inst, program):
    spec = inst.spec
    fmt = E.FORMATS[spec.encoding]
    dsts, srcs = _roles(inst)
    values = {"op": spec.opcode}
    if spec.encoding != "VOPC":
        vector = [o for k, o in dsts if k.partition(":")[0] != "maskd"]
        if vector:
            reg = vector[0]
            values["vdst"] = reg.first if reg.file in ("v", "a") else E.register_code(reg)
    srcs = [(k, o) for k, o in srcs if k.partition(":")[0] != "mask"]   # (vcc: implied)
    codes = [(k, _source(o, k)) for k, o in srcs]
    literal = _literal(c for _, c in codes)
    sources = [(k, c) for k, c in codes if k.partition(":")[0] != "k"]
    values["src0"] = sources[0][1][0] if sources else 0
    if len(sources) > 1:
        values["vsrc1"] = sources[1][1][0] - E.VGPR_BASE
    return fmt.pack(values), literal


def _vop3(inst, program):
    spec = inst.spec
    dsts, srcs = _roles(inst)
    opcode = spec.opcode + E.VOP3_OPCODE_BASE.get(spec.encoding, 0)
    vector, masks = _split_destinations(dsts)
    values = {"op": opcode, "clamp": int("clamp" in inst.mods), "omod": _omod(inst),
              "neg": _modifier_bits(inst, srcs, "neg")}
    table = inst.mods.get("bitop3")   # (v_bitop3: {OMOD, ABS, NEG}, the CDNA4 ISA guide)
    if vector and masks:   # VOP3B: a vector result and a scalar carry-out or condition
        fmt = E.FORMATS["VOP3B"]
        values["vdst"] = vector[0].first
        values["sdst"] = E.register_code(masks[0])
    else:
        fmt = E.FORMATS["VOP3"]
        values["abs"] = _modifier_bits(inst, srcs, "abs")
        if table is not None:
            values.update(neg=table & 7, abs=table >> 3 & 7, omod=table >> 6)
        # (op_sel: a bit per source, then the destination's, which is bit 3)
        op_sel = inst.mods.get("op_sel", ())
        values["op_sel"] = (_tuple_bits(op_sel[:-1]) | op_sel[-1] << 3
                            if len(op_sel) == len(srcs) + 1 else _tuple_bits(op_sel))
        if "fi" in spec.modifiers:   # (a lane swap: fi and bound_ctrl in op_sel's bits)
            values["op_sel"] = inst.mods.get("fi", 0) | ("bound_ctrl" in inst.mods) << 1
        dst = (vector or masks or [None])[0]
        if dst is not None:
            values["vdst"] = dst.first if dst.file in ("v", "a") else E.register_code(dst)
    codes = [_source(o, k) for k, o in srcs]
    for name, (code, _) in zip(("src0", "src1", "src2"), codes):
        values[name] = code
    return fmt.pack(values), _literal(codes)


def _vop3p(inst, program):
    spec = inst.spec
    dsts, srcs = _roles(inst)
    mixed = spec.float_mods   # (v_fma_mix*: neg/abs as -x, |x|, in neg_lo / neg_hi)
    mods = inst.mods
    op_sel_hi = mods.get("op_sel_hi", packed_default("op_sel_hi", 3, mixed))
    op_sel_hi = tuple(op_sel_hi) + (1 if not mixed else 0,) * (3 - len(op_sel_hi))
    if mixed:
        neg = _modifier_bits(inst, srcs, "neg")
        neg_hi = _modifier_bits(inst, srcs, "abs")
    else:
        neg = _tuple_bits(mods.get("neg_lo", ()))
        neg_hi = _tuple_bits(mods.get("neg_hi", ()))
    values = {"op": spec.opcode, "clamp": int("clamp" in mods),
              "op_sel": _tuple_bits(mods.get("op_sel", ())), "neg_hi": neg_hi, "neg": neg,
              "op_sel_hi": op_sel_hi[0] | op_sel_hi[1] << 1, "op_sel_hi2": op_sel_hi[2]}
    values["vdst"] = dsts[0][1].first if dsts else 0
    codes = [_source(o, k) for k, o in srcs]
    for name, (code, _) in zip(("src0", "src1", "src2"), codes):
        values[name] = code
    return E.FORMATS["VOP3P"].pack(values), _literal(codes)


def _mai(inst) -> int:
    op = inst.mfma
    record = op.record
    mods = op.mods
    last = op.index if record.sparse else op.src_c
    values = {"op": record.opcode, "acc_cd": int(op.vdst.file == "a"), "abid": mods.abid,
              "cbsz": mods.cbsz, "vdst": op.vdst.first, "blgp": mods.blgp,
              "acc": int(op.src_a.file == "a") | int(op.src_b.file == "a") << 1,
              "src0": E.register_code(op.src_a), "src1": E.register_code(op.src_b)}
    if isinstance(last, RegRange):
        values["src2"] = E.register_code(last)
    else:   # (an inline constant C)
        values["src2"] = _source(Src(value=last.value), "b32")[0] if hasattr(last, "value") \
            else E.integer_code(int(str(last), 0))
    if not record.scaled:
        return E.FORMATS["MAI"].pack(values)
    # (CDNA4 ISA 7.2.1: v_mfma_ld_scale_b32's eight bytes, then the MFMA with ABID 1)
    (a_lo, a_hi), (b_lo, b_hi) = ((b & 1, b >> 1) for b in op.scale_bytes)
    load = E.FORMATS["VOP3P"].pack({
        "op": E.SCALE_LOAD_OPCODE, "op_sel": a_lo | b_lo << 1, "op_sel_hi": a_hi | b_hi << 1,
        "src0": E.register_code(op.scales[0]), "src1": E.register_code(op.scales[1])})
    return load | E.FORMATS["MAI"].pack(dict(values, abid=1)) << 64


def _dpp(inst, program):
    spec = inst.spec
    first, literal = _vop_short(inst, program)
    fmt = E.FORMATS[spec.encoding]
    fields = fmt.unpack(first)
    src0 = fields["src0"]
    fields["src0"] = E.SRC_DPP
    del fields["op"]
    word0 = fmt.pack({"op": spec.opcode, **fields})
    mods = inst.mods
    _, srcs = _roles(inst)
    control = next(k for k in E.DPP_CTRL_BASE.keys() | E.DPP_CTRL_FIXED.keys() | {"quad_perm"}
                   if (k if isinstance(k, str) else k[0]) in mods)
    if control == "quad_perm":
        ctrl = sum(lane << (2 * i) for i, lane in enumerate(mods["quad_perm"]))
    elif isinstance(control, tuple) or control in E.DPP_CTRL_FIXED:
        key = ("row_bcast", mods["row_bcast"]) if "row_bcast" in mods else control
        ctrl = E.DPP_CTRL_FIXED[key]
    else:
        ctrl = E.DPP_CTRL_BASE[control] + mods[control]
    word1 = E.DPP.pack({
        "src0": src0 - E.VGPR_BASE, "dpp_ctrl": ctrl,
        "row_mask": int(mods.get("row_mask", "0xf"), 16),
        "bank_mask": int(mods.get("bank_mask", "0xf"), 16),
        "bound_ctrl": int("bound_ctrl" in mods),
        "src0_neg": _modifier_bits(inst, srcs[:1], "neg"),
        "src0_abs": _modifier_bits(inst, srcs[:1], "abs"),
        "src1_neg": _modifier_bits(inst, srcs[1:2], "neg"),
        "src1_abs": _modifier_bits(inst, srcs[1:2], "abs")})
    return word0 | word1 << 32, literal


def _sdwa(inst, program):
    spec = inst.spec
    dsts, srcs = _roles(inst)
    srcs = [(k, o) for k, o in srcs if k.partition(":")[0] != "mask"]
    fmt = E.FORMATS[spec.encoding]
    values = {"op": spec.opcode, "src0": E.SRC_SDWA}
    codes = [_source(o, k)[0] for k, o in srcs]
    mods = {**inst._sdwa_defaults(), **inst.mods}
    fields = {}
    for i, ((kind, operand), code) in enumerate(zip(srcs, codes)):
        scalar = code < E.VGPR_BASE
        if i == 0:
            fields.update(src0=code if scalar else code - E.VGPR_BASE, s0=int(scalar))
        else:
            values["vsrc1"] = code if scalar else code - E.VGPR_BASE
            fields["s1"] = int(scalar)
        fields[f"src{i}_sel"] = E.SDWA_SELECTS[mods.get(f"src{i}_sel", "DWORD")]
        fields[f"src{i}_neg"] = int(getattr(operand, "neg", False))
        fields[f"src{i}_abs"] = int(getattr(operand, "abs", False))
        fields[f"src{i}_sext"] = int(getattr(operand, "sext", False))
    if spec.encoding == "VOPC":
        mask = dsts[0][1] if dsts else None
        if mask is not None and mask.file != "vcc":
            fields.update(sd=1, sdst=E.register_code(mask))
        second = E.SDWA_VOPC.pack(fields)
    else:
        vector = [o for k, o in dsts if k.partition(":")[0] != "maskd"]
        values["vdst"] = vector[0].first if vector else 0
        # (a form that selects only its source, v_cvt_f32_fp8: dst_unused is UNUSED_PAD)
        unused = "UNUSED_PRESERVE" if "dst_unused" in spec.modifiers else "UNUSED_PAD"
        fields.update(dst_sel=E.SDWA_SELECTS[mods.get("dst_sel", "DWORD")],
                      dst_unused=E.SDWA_UNUSED[mods.get("dst_unused", unused)],
                      clamp=int("clamp" in mods), omod=_omod(inst))
        second = E.SDWA.pack(fields)
    return fmt.pack(values) | second << 32, None


_ENCODERS = {"SOP1": _sop, "SOP2": _sop, "SOPC": _sop, "SOPK": _sop, "SOPP": _sop,
             "SMEM": _smem, "VOP1": _vop_short, "VOP2": _vop_short, "VOPC": _vop_short,
             "VOP3": _vop3, "VOP3P": _vop3p, "DPP": _dpp, "SDWA": _sdwa,
             **MEMORY_ENCODERS}
