"""A decoded instruction's fields as the text llvm-objdump 19 prints, one writer per
format (SOP*, SMEM, VOP1/2/C and their VOP3 forms, VOP3P, MAI, DPP, SDWA, DS, FLAT, MUBUF,
MTBUF): register tuples, special registers, inline constants and literals, modifiers. The
assembler reads that text back (isa.decoder)."""

from __future__ import annotations

from . import encoding as E
from .modifiers import with_formats
from .program import bitop3_text
from .records import REGISTER_COUNTS, VECTOR_TUPLES


_WIDE = ("b64", "f64", "v2f32", "v2b32")


def _special_names() -> dict[int, tuple[str, ...]]:
    """Each special register's code -> (its 32-bit name, its 64-bit pair's name if it has
    one), from isa.encoding.SPECIAL_CODES (vcc_lo and vcc share 106: vcc_lo alone, vcc as
    a pair; SCC as a source prints as src_scc)."""
    names: dict[int, list[str]] = {}
    for name, code in E.SPECIAL_CODES.items():
        names.setdefault(code, []).append(name)
    out = {}
    for code, found in names.items():
        low = [n for n in found if n.endswith("_lo")]
        whole = [n for n in found if not n.endswith(("_lo", "_hi"))]
        out[code] = (low[0], whole[0]) if low and whole else (
            "src_scc" if found == ["scc"] else found[0],)
    return out


_SPECIAL_NAMES = _special_names()
_FLOAT_TEXT = ("0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0")
_DPP_NAMES = {base: name for name, base in E.DPP_CTRL_BASE.items()}


# -- operands as text -------------------------------------------------------------------------
def _registers(file: str, first: int, count: int) -> str:
    return f"{file}{first}" if count == 1 else f"{file}[{first}:{first + count - 1}]"


def _scalar_field(code: int, count: int) -> str:
    """A scalar destination or operand field's register (ValueError if none)."""
    name = _scalar(code, count)
    if name is None:
        raise ValueError(f"scalar register code {code} names no register")
    return name


def _scalar(code: int, count: int) -> str | None:
    """An SGPR, TTMP or special register by its code (None: not a register)."""
    if code < 102:
        return _registers("s", code, count)
    if 108 <= code < 124:
        return _registers("ttmp", code - 108, count)
    names = _SPECIAL_NAMES.get(code)
    if names is None:
        return None
    return names[1] if count == 2 and len(names) > 1 else names[0]


def _source(code: int, kind: str, literal: int | None, acc: bool = False) -> str:
    """A 9-bit source code as llvm-objdump prints it for an operand of ``kind``."""
    base, _, vtype = kind.partition(":")
    count = 2 if vtype in _WIDE or base in ("mask", "sdst64") else \
        VECTOR_TUPLES.get(base, 1)
    if code >= E.VGPR_BASE:
        return _registers("a" if acc else "v", code - E.VGPR_BASE, count)
    if E.INTEGER_BASE <= code <= E.INTEGER_BASE + 64:
        return str(code - E.INTEGER_BASE)
    if E.NEGATIVE_BASE < code <= E.NEGATIVE_BASE + 16:
        return str(E.NEGATIVE_BASE - code)
    if 240 <= code <= 247:
        return _FLOAT_TEXT[code - 240]
    if code == 248:
        return "0.15915494309189532" if vtype in ("f64", "b64") else "0.15915494"
    if code == E.SRC_LITERAL:
        if literal is None:
            raise ValueError("a literal operand without its dword")
        return hex(literal)
    name = _scalar(code, count)
    if name is None:
        raise ValueError(f"source code {code} names no register or constant")
    return name


def _modified(text: str, neg: int, absval: int) -> str:
    if absval:
        text = f"|{text}|"
    if neg and not absval and text[:1] in "-.0123456789":   # (a constant: llvm-mc's
        return f"neg({text})"                               # neg(-1), neg(0.5))
    return f"-{text}" if neg else text


def _flags(*names) -> str:
    return "".join(f" {n}" for n in names if n)


def _tuple(values) -> str:
    return "[" + ",".join(str(v) for v in values) + "]"


def _omod(value: int) -> str:
    return {0: "", 1: " mul:2", 2: " mul:4", 3: " div:2"}[value]


def uses_literal(fields: dict, names) -> bool:
    return any(fields.get(n) == E.SRC_LITERAL for n in names)


# -- formats ------------------------------------------------------------------------------------
def _split(spec):
    """(destination kinds, source kinds) in the record's order (as the encoder splits:
    isa.encoding.operand_roles)."""
    dsts, srcs = E.operand_roles(spec.operands)
    return [spec.operands[p] for p in dsts], [spec.operands[p] for p in srcs]


def _vector_dst(kind: str, index: int) -> str:
    base = kind.partition(":")[0]
    return _registers("a" if base == "adst" else "v", index, REGISTER_COUNTS[base])


def _sop(spec, fields, literal, address) -> str:
    parts, sources = [], iter(("ssrc0", "ssrc1"))
    for kind in spec.operands:
        base = kind.partition(":")[0]
        wide = 2 if base == "sdst64" or kind.endswith("64") else 1
        if base in ("sdst", "sdst64") or (base in ("ssrc", "sreg") and spec.encoding == "SOPK"):
            parts.append(_scalar_field(fields["sdst"], wide))
        elif base in ("ssrc", "sreg"):
            parts.append(_source(fields[next(sources)], kind, literal))
        elif base == "gprmode":
            parts.append(str(fields["ssrc1" if spec.encoding == "SOPC" else "simm16"]))
        elif base == "imm32":
            parts.append(hex(literal))
        elif base == "endpgm":   # (a code, in decimal; none when 0)
            if fields["simm16"]:
                parts.append(str(fields["simm16"]))
        elif base == "label":   # (the dword offset, unsigned: llvm-objdump's)
            parts.append(str(fields["simm16"]))
        else:   # (simm16, imm16, hwreg, sendmsg, waitcnt: the 16-bit field)
            parts.append(hex(fields["simm16"]))
    return spec.mnemonic + (" " + ", ".join(parts) if parts else "")


def _smem(spec, fields, literal, address) -> str:
    parts = []
    mods = ""
    for kind in spec.operands:
        base, _, count = kind.partition(":")
        if base in ("sdst", "sdata"):
            parts.append(_scalar_field(fields["sdata"], int(count or 1)))
        elif base == "imm16":
            parts.append(hex(fields["sdata"]))
        elif base in ("sbase", "srsrc"):
            parts.append(_scalar_field(fields["sbase"] << 1, REGISTER_COUNTS[base]))
        elif base == "soff":
            if fields["imm"] and fields["soe"]:
                parts.append(_scalar_field(fields["soffset"], 1))
                mods += f" offset:{_smem_offset(fields['offset'], spec)}"
            elif fields["imm"]:
                parts.append(_smem_offset(fields["offset"], spec))
            elif fields["soe"]:   # (IMM=0, SOE=1: the register is SOFFSET's, as llvm-mc
                parts.append(_scalar_field(fields["soffset"], 1))   # reads it)
            else:
                parts.append(_scalar(fields["offset"] & 0x7F, 1) or
                             _source(fields["offset"] & 0xFF, "b32", None))
    text = spec.mnemonic + (" " + ", ".join(parts) if parts else "") + mods
    return text + (" glc" if fields["glc"] else "")


def _smem_offset(value: int, spec) -> str:
    if "srsrc" not in spec.operands and value & 0x100000:
        return "-" + hex((1 << 21) - value)
    return hex(value)


def _vop_short(spec, fields, literal, address, suffix="_e32") -> str:
    dsts, srcs = _split(spec)
    parts = []
    for kind in dsts:
        base = kind.partition(":")[0]
        if base == "maskd":
            parts.append("vcc")
        elif base.startswith(("vdst", "adst")):
            parts.append(_vector_dst(kind, fields["vdst"]))
        else:
            parts.append(_scalar_field(fields["vdst"], 2 if base == "sdst64" else 1))
    position = 0
    for kind in srcs:
        base = kind.partition(":")[0]
        if base == "mask":
            parts.append("vcc")
        elif base == "k":
            parts.append(hex(literal))
        elif base == "vdst":   # (v_swap_b32's second: SRC0)
            parts.append(_source(fields["src0"], "b32", literal))
            position += 1
        elif position == 0:
            parts.append(_source(fields["src0"], kind, literal, base == "asrc"))
            position += 1
        else:
            parts.append(_source(E.VGPR_BASE + fields["vsrc1"], kind, None))
            position += 1
    return f"{spec.mnemonic}{suffix} " + ", ".join(parts) if parts else spec.mnemonic + suffix


def vop3_text(spec, fields, literal, address, vop3b=False) -> str:
    dsts, srcs = _split(spec)
    parts = []
    for kind in dsts:
        base = kind.partition(":")[0]
        if base.startswith(("vdst", "adst")):
            parts.append(_vector_dst(kind, fields["vdst"]))
        elif vop3b and any(k.startswith("vdst") for k in dsts):
            parts.append(_scalar_field(fields["sdst"], 2 if base in ("maskd", "sdst64") else 1))
        else:
            parts.append(_scalar_field(fields["vdst"], 2 if base in ("maskd", "sdst64") else 1))
    table = "bitop3" in spec.modifiers   # (its truth table in the neg, abs, omod bits)
    for i, kind in enumerate(srcs):
        code = fields[f"src{i}"]
        text = _source(code, "b32" if kind.startswith("vdst") else kind, literal)
        parts.append(text if table else _modified(text, fields["neg"] >> i & 1,
                                                  0 if vop3b else fields["abs"] >> i & 1))
    text = spec.mnemonic + _e64_suffix(spec) + " " + ", ".join(parts)
    if table:   # (then op_sel, where the record takes it: v_bitop3_b16)
        bits = fields["omod"] << 6 | fields["abs"] << 3 | fields["neg"]
        text += f" bitop3:{bitop3_text(bits)}" if bits else ""
    if "fi" in spec.modifiers:   # (a lane swap: bound_ctrl and fi in op_sel's bits 1, 0)
        return (text + (" bound_ctrl:1" if fields["op_sel"] & 2 else "")
                + (" fi:1" if fields["op_sel"] & 1 else ""))
    if not vop3b and "op_sel" in spec.modifiers:
        bits = fields["op_sel"]
        # (llvm-objdump: a bit per source, then the destination's (bit 3); a bit set in
        # between — v_cvt_sr_*'s byte select — shows all four)
        values = [bits >> i & 1 for i in range(len(srcs))] + [bits >> 3 & 1]
        if "op_sel_byte" in spec.modifiers:   # (v_cvt_sr_*: all four, a byte select)
            values = [bits >> i & 1 for i in range(4)]
        if any(values):
            text += " op_sel:" + _tuple(values)
    if table:   # (its OMOD bits are the table's)
        return text
    return text + _flags("clamp" if fields["clamp"] else "") + _omod(fields["omod"])


def _e64_suffix(spec) -> str:
    return "_e64" if spec.encoding in E.VOP3_OPCODE_BASE else ""


def _vop3p(spec, fields, literal, address) -> str:
    dsts, srcs = _split(spec)
    parts = [_vector_dst(k, fields["vdst"]) for k in dsts]
    mixed = spec.float_mods
    count = len(srcs)
    for i, kind in enumerate(srcs):
        # (packed 16-bit integers print an inline float as the float: llvm-objdump)
        shown = kind.replace(":b16", ":b32")
        text = _source(fields[f"src{i}"], shown, literal, kind.startswith("asrc"))
        if mixed:
            text = _modified(text, fields["neg"] >> i & 1, fields["neg_hi"] >> i & 1)
        parts.append(text)
    text = spec.mnemonic + " " + ", ".join(parts)
    op_sel = [fields["op_sel"] >> i & 1 for i in range(count)]
    hi = [fields["op_sel_hi"] & 1, fields["op_sel_hi"] >> 1 & 1, fields["op_sel_hi2"]][:count]
    if any(op_sel) and "op_sel" in spec.modifiers:
        text += " op_sel:" + _tuple(op_sel)
    default_hi = 0 if mixed else 1
    if any(h != default_hi for h in hi) and "op_sel_hi" in spec.modifiers:
        text += " op_sel_hi:" + _tuple(hi)
    if not mixed:
        neg_lo = [fields["neg"] >> i & 1 for i in range(count)]
        neg_hi = [fields["neg_hi"] >> i & 1 for i in range(count)]
        if any(neg_lo):
            text += " neg_lo:" + _tuple(neg_lo)
        if any(neg_hi):
            text += " neg_hi:" + _tuple(neg_hi)
    return text + (" clamp" if fields["clamp"] else "")


def mai_text(record, fields, scales: str = "") -> str:
    """An MFMA's text from its fields (an f8f6f4 one's registers those of the formats its
    CBSZ and BLGP name; ``scales``: a scaled one's scale operands and op_sel, which llvm-mc
    prints before the other modifiers)."""
    record = with_formats(record, fields["cbsz"], fields["blgp"])

    def regs(code, count, acc):
        return _registers("a" if acc else "v", code - E.VGPR_BASE, count)
    dst = regs(E.VGPR_BASE + fields["vdst"], record.d_regs, fields["acc_cd"])
    a = regs(fields["src0"], record.a_regs, fields["acc"] & 1)
    b = regs(fields["src1"], record.b_regs, fields["acc"] >> 1 & 1)
    if record.sparse:
        last = _registers("v", fields["src2"] - E.VGPR_BASE, 1)
    elif fields["src2"] >= E.VGPR_BASE:
        last = regs(fields["src2"], record.c_regs or record.d_regs, fields["acc_cd"])
    else:
        last = _source(fields["src2"], "b32", None)
    text = f"{record.mnemonic} {dst}, {a}, {b}, {last}{scales}"
    text += "".join(f" {n}:{fields[n]}" for n in ("cbsz", "abid")
                    if fields[n] and not (n == "abid" and record.format_select))
    if fields["blgp"]:
        if record.blgp.name == "NEG":
            b = fields["blgp"]
            text += f" neg:[{b & 1},{b >> 1 & 1},{b >> 2 & 1}]"
        else:
            text += f" blgp:{fields['blgp']}"
    return text


def scaled_mai_text(record, fields, load) -> str:
    """A scaled MFMA's text: its MFMA word's ``fields`` and its ``v_mfma_ld_scale_b32``
    word's (``load``: the scale sources and their op_sel / op_sel_hi bits)."""
    lo, hi = load["op_sel"], load["op_sel_hi"]
    text = f", {_source(load['src0'], 'b32', None)}, {_source(load['src1'], 'b32', None)}"
    if lo & 3:
        text += f" op_sel:[{lo & 1},{lo >> 1 & 1},0]"
    return mai_text(record, fields, text + f" op_sel_hi:[{hi & 1},{hi >> 1 & 1},0]")


def dpp_text(spec, fields, second, address) -> str:
    dpp = E.DPP.unpack(second)
    fields = dict(fields, src0=E.VGPR_BASE + dpp["src0"])
    text = _vop_short(spec, fields, None, address, "_dpp")
    head, _, operands = text.partition(" ")
    pieces = operands.split(", ")
    # (neg/abs on the two sources: the first source is the operand after the destinations)
    dsts, _ = _split(spec)
    first = len(dsts)
    for i, (n, a) in enumerate(((dpp["src0_neg"], dpp["src0_abs"]),
                                (dpp["src1_neg"], dpp["src1_abs"]))):
        if first + i < len(pieces):
            pieces[first + i] = _modified(pieces[first + i], n, a)
    ctrl = dpp["dpp_ctrl"]
    if ctrl <= 0xFF:
        control = "quad_perm:" + _tuple(ctrl >> (2 * i) & 3 for i in range(4))
    else:
        fixed = {v: k for k, v in E.DPP_CTRL_FIXED.items()}
        if ctrl in fixed:
            key = fixed[ctrl]
            control = f"{key[0]}:{key[1]}" if isinstance(key, tuple) else key
        else:
            base = max(b for b in _DPP_NAMES if b < ctrl)
            if ctrl >= 0x150:
                base = 0x150
            control = f"{_DPP_NAMES[base]}:{ctrl - base}"
    text = head + " " + ", ".join(pieces) + f" {control} row_mask:{dpp['row_mask']:#x} " \
        f"bank_mask:{dpp['bank_mask']:#x}"
    return text + (" bound_ctrl:1" if dpp["bound_ctrl"] else "")


def sdwa_text(spec, fields, second, address) -> str:
    vopc = spec.encoding == "VOPC"
    sdwa = (E.SDWA_VOPC if vopc else E.SDWA).unpack(second)
    dsts, srcs = _split(spec)
    parts = []
    for kind in dsts:
        base = kind.partition(":")[0]
        if base == "maskd":
            parts.append(_scalar_field(sdwa["sdst"], 2) if vopc and sdwa["sd"] else "vcc")
        else:
            parts.append(_vector_dst(kind, fields["vdst"]))
    index = 0
    for kind in srcs:
        if kind.partition(":")[0] == "mask":
            parts.append("vcc")
            continue
        code = sdwa["src0"] if index == 0 else fields["vsrc1"]
        scalar = sdwa["s0"] if index == 0 else sdwa["s1"]
        text = _source(code if scalar else code + E.VGPR_BASE, kind, None)
        if sdwa[f"src{index}_sext"]:
            text = f"sext({text})"
        parts.append(_modified(text, sdwa[f"src{index}_neg"], sdwa[f"src{index}_abs"]))
        index += 1
    names = {v: k for k, v in E.SDWA_SELECTS.items()}
    unused = {v: k for k, v in E.SDWA_UNUSED.items()}
    text = f"{spec.mnemonic}_sdwa " + ", ".join(parts)
    if not vopc:
        text += (" clamp" if sdwa["clamp"] else "") + _omod(sdwa["omod"])
        if "dst_sel" in spec.modifiers:
            text += f" dst_sel:{names[sdwa['dst_sel']]} dst_unused:{unused[sdwa['dst_unused']]}"
    for i in range(index):
        text += f" src{i}_sel:{names[sdwa[f'src{i}_sel']]}"
    return text


# (the memory formats' writers use the operand helpers above: imported once they exist)
from .decoded_memory_text import buffer_text, ds_text, flat_text, mimg_text  # noqa: E402

TEXT_BY_FORMAT = {"SOP1": _sop, "SOP2": _sop, "SOPC": _sop, "SOPK": _sop, "SOPP": _sop,
         "SMEM": _smem, "VOP1": _vop_short, "VOP2": _vop_short, "VOPC": _vop_short,
         "VOP3P": _vop3p, "DS": ds_text, "FLAT": flat_text, "MUBUF": buffer_text,
         "MTBUF": buffer_text, "MIMG": mimg_text}

