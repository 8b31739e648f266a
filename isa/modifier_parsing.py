"""Instruction modifiers as text (llvm-mc's syntax): memory modifiers (offsets, cache
policy), DPP lane selections and masks, output modifiers (clamp, omod), packed and SDWA
selects, and ``s_waitcnt`` counters, each checked against the record it follows."""

from __future__ import annotations

import re
from collections.abc import Mapping

from . import buffer_formats
from .errors import IsaError
from .mfma_syntax import OperandSyntaxError
from .program import (DPP_CONTROLS, DPP_MODIFIERS, LANE_SWAP_MODIFIERS, PACKED_MODIFIERS,
                      WAITCNT_MAX, WAITCNT_UNUSED, WaitCounts)
from .records import CACHE_POLICY, SDWA_MODIFIERS
from .special_operands import NUMBER


VALUE_MODIFIERS = frozenset(PACKED_MODIFIERS + DPP_MODIFIERS + LANE_SWAP_MODIFIERS + (
    "clamp", "omod", "mul", "div", "bitop3")) \
    | SDWA_MODIFIERS
SDWA_SELECTS = ("BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD")
SDWA_UNUSED = ("UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE")


# The modifiers each memory encoding takes on gfx942, in groups that must come in this order
# (llvm-mc): the address modes, the offset, then the cache policy. (gfx942 spells the cache
# policy sc0/sc1/nt; glc/slc/dlc belong to other targets, but for scalar loads.)
MEMORY_MODIFIERS = {
    "GLOBAL": (("offset",), ("sc0", "sc1", "nt")),
    "FLAT": (("offset",), ("sc0", "sc1", "nt")),
    "SCRATCH": (("offset",), ("sc0", "sc1", "nt")),
    "MUBUF": (("idxen", "offen"), ("offset",), ("sc0", "sc1", "nt")),
    "MTBUF": (("format", "dfmt", "nfmt"), ("idxen", "offen"), ("offset",), ("sc0", "sc1", "nt")),
    "DS": (("offset",),),   # (gfx942 has no GDS)
    "SMEM": (("offset",), ("glc",)),   # (offset: only beside an SGPR soffset)
    # (gfx90a's images: each alone, in this order — llvm-mc 19 refuses any other)
    "MIMG": (("dmask",), ("unorm",), ("sc0",), ("nt",), ("sc1",), ("a16",), ("lwe",),
             ("da",), ("d16",)),
}
# (and a record's own policy spellings: ``scc``, gfx90a's, is also an SGPR-like operand,
# buffer soffset's SCC, wherever the record does not spell its policy so)
MEMORY_MODIFIER_NAMES = {"offset", "offset0", "offset1", "idxen", "offen", "sc0", "sc1",
                          "nt", "glc", "slc", "dlc", "gds", "lds", "tfe", "format", "dfmt",
                          "nfmt", "dmask", "unorm", "a16", "lwe", "da", "d16"}
# a cache-policy bit written as its absence (llvm-mc takes nosc0 … and sets nothing)
_NEGATED_POLICY = {"no" + name: name
                   for name in ("sc0", "sc1", "nt", "glc", "slc", "scc", "dlc")}
# the words of a vector access's cache policy on some target (isa.records.CACHE_POLICY and
# the records' own spellings of it), and the encodings that have one
_POLICY_WORDS = frozenset(("sc0", "sc1", "nt", "glc", "slc", "scc"))
_POLICY_ENCODINGS = frozenset(("GLOBAL", "FLAT", "SCRATCH", "MUBUF", "MTBUF", "MIMG"))
MEMORY_MODIFIER_NAMES |= set(_NEGATED_POLICY)
VALUED_MODIFIERS = ("offset", "offset0", "offset1", "dmask")   # the memory modifiers with
#                                                                  a value
# the two-address LDS accesses (ds_read2/write2…): two 8-bit offsets, in this order
_PAIR_OFFSETS = (("offset0",), ("offset1",))


def memory_modifier(spec, key, piece, col, mods, order):
    """One memory modifier into ``mods``; ``order`` keeps the group reached so far and
    whether an offset was written (an offset of 0 leaves no entry in ``mods``)."""
    key = _policy_key(spec, key, col)
    groups = _memory_groups(spec)
    negated = _NEGATED_POLICY.get(key)
    stage = next((g for g, names in enumerate(groups) if (negated or key) in names), None)
    if negated and stage is not None:
        if negated in mods or negated in order:
            raise OperandSyntaxError(f"duplicate cache policy modifier {negated}", col)
        order[negated], order["stage"] = True, stage   # (written, as nothing)
        return
    if stage is None:
        taken = " ".join(spec.policy_spelling(n) for g in groups for n in g)
        raise OperandSyntaxError(f"{spec.mnemonic}: modifier '{key}' is not supported ("
                                 + (f"it takes {taken}" if taken else "it takes none") + ")",
                                 col)
    if key in mods or key in order:
        raise OperandSyntaxError(f"duplicate modifier {key}", col)
    if stage < order.get("stage", 0):
        raise OperandSyntaxError(f"{spec.mnemonic}: {spec.policy_spelling(key)} must come "
                                 "before " + " ".join(
            spec.policy_spelling(n) for n in groups[order["stage"]]), col)
    order["stage"] = stage
    if key in ("dfmt", "nfmt", "format"):
        _format_modifier(spec, key, piece, col, mods, order)
    elif key not in VALUED_MODIFIERS:
        mods[key] = True
    else:
        order[key] = True
        _valued_memory_modifier(spec, key, piece, col, mods)


def _policy_key(spec, key: str, col: int) -> str:
    """A vector access's cache-policy word as the bit it sets (isa.records.CACHE_POLICY),
    from the record's spelling (gfx90a: glc slc scc); a word of another target's spelling
    is refused, as llvm-mc refuses it."""
    if spec.encoding not in _POLICY_ENCODINGS:
        return key
    word = _NEGATED_POLICY.get(key, key)
    if word not in _POLICY_WORDS:
        return key
    bit = spec.policy_bit(word)
    if bit is None:
        spelled = " ".join(spec.policy_spelling(n) for n in CACHE_POLICY)
        raise OperandSyntaxError(f"{spec.mnemonic}: cache policy '{word}' is another "
                                 f"target's (this one writes {spelled})", col)
    return bit if word == key else "no" + bit


def _memory_groups(spec) -> tuple:
    """The groups of memory modifiers ``spec`` takes, in the order llvm-mc wants them."""
    groups = (_PAIR_OFFSETS if "offset0" in spec.modifiers
              else MEMORY_MODIFIERS.get(spec.encoding, ()))
    # (the lds bit of a buffer load, the gds bit of a GWS instruction: last, llvm-mc's
    # order; buffer_store_lds_dword's lds, part of its syntax, before the cache policy)
    if spec.lds_in_syntax:
        groups = groups[:-1] + (("lds",),) + groups[-1:]
    else:
        groups += tuple((bit,) for bit in ("lds", "gds") if bit in spec.modifiers)
    if not spec.operands and "gds" not in spec.modifiers:   # a cache write-back or
        # invalidate, ds_nop: at most its cache policy (a GWS semaphore takes its offset)
        groups = groups[-1:] if "cache_policy" in spec.modifiers else ()
    if spec.encoding == "MIMG" and "d16" not in spec.modifiers:   # (no 16-bit data: the
        groups = groups[:-1]                                        # atomics, _pck, resinfo)
    if spec.encoding == "SMEM":   # (offset: beside an address; glc: on a data access)
        address = any(k.startswith(("sbase", "srsrc")) for k in spec.operands)
        data = any(k.startswith(("sdst", "sdata")) for k in spec.operands)
        groups = tuple(g for g in groups if address and ("offset" in g or data))
    return groups


def _format_modifier(spec, key, piece, col, mods, order) -> None:
    """MTBUF's format: ``format:…`` (isa.buffer_formats), or the older ``dfmt``/``nfmt``
    spelling (the format's data and numeric fields, the other at its default: dfmt 1,
    nfmt 0); the default format is not written back."""
    if key == "format":
        if "dfmt" in order or "nfmt" in order:
            raise OperandSyntaxError("duplicate format modifier", col)
        order["format"] = True
        try:
            value = buffer_formats.parse_format(piece.split(":", 1)[1])
        except IsaError as exc:
            raise OperandSyntaxError(f"{spec.mnemonic}: {exc}", col) from None
        if value != buffer_formats.DEFAULT_FORMAT:
            mods[key] = value
        return
    if "format" in order:
        raise OperandSyntaxError("duplicate format modifier", col)
    try:
        field = int(piece.split(":", 1)[1], 0)
    except ValueError:
        raise OperandSyntaxError(f"{key} takes an integer, got '{piece}'", col) from None
    if not 0 <= field < (16 if key == "dfmt" else 8):
        raise OperandSyntaxError(f"out of range {key}", col)
    order[key] = field
    value = order.get("dfmt", 1) | order.get("nfmt", 0) << 4
    mods.pop("format", None)
    if value != buffer_formats.DEFAULT_FORMAT:
        mods["format"] = value


def _valued_memory_modifier(spec, key, piece, col, mods) -> None:
    """A memory modifier with a value (``offset:N``…) checked against its encoding's
    range; an offset of 0 leaves no entry (but SMEM's, which llvm-mc prints whatever it
    is)."""
    if ":" not in piece:
        raise OperandSyntaxError(f"{spec.mnemonic}: {key} takes a value ({key}:N)", col)
    try:
        value = int(piece.split(":", 1)[1], 0)
    except ValueError:
        raise OperandSyntaxError(f"{key} takes an integer, got '{piece}'", col) from None
    if spec.encoding == "SMEM":   # (21 bits, signed but for buffer loads, kept when 0:
        # llvm-mc prints the SGPR-plus-immediate form with its offset whatever it is; a
        # 64-bit spelling of a negative one, 0xFFFFFFFFFFF00000, is that one)
        if value >= 1 << 63:
            value -= 1 << 64
        low = 0 if "srsrc" in spec.operands else -(1 << 20)
        if not low <= value < (1 << 20):
            raise OperandSyntaxError(f"{spec.mnemonic}: expected a 21-bit "
                                     f"{'unsigned' if low == 0 else 'signed'} offset", col)
        mods[key] = value
        return
    if key == "dmask":   # (an image's channel mask: llvm-mc keeps the low 4 bits)
        if value & 0xF:
            mods[key] = value & 0xF
        return
    low, high = (0, 255) if key != "offset" else {
        "GLOBAL": (-4096, 4095), "SCRATCH": (-4096, 4095), "FLAT": (0, 4095),
        "MUBUF": (0, 4095), "MTBUF": (0, 4095)}.get(spec.encoding, (0, 65535))
    if not low <= value <= high:
        raise OperandSyntaxError(f"{spec.mnemonic}: {key} must be {low}..{high}", col)
    if value:
        mods[key] = value


_DPP_RANGES = {"row_shl": (1, 15), "row_shr": (1, 15), "row_ror": (1, 15), "wave_shl": (1, 1),
               "wave_rol": (1, 1), "wave_shr": (1, 1), "wave_ror": (1, 1),
               "row_newbcast": (0, 15)}


def dpp_modifier(spec, key, value, col, mods):
    """One DPP modifier (checked against the _dpp suffix after the whole line is read)."""
    def fail(why="invalid operand for instruction"):
        raise OperandSyntaxError(why, col)
    if key in DPP_CONTROLS:
        if any(k in mods for k in DPP_CONTROLS):
            fail("only one DPP lane selection per instruction")
        if key == "quad_perm":
            lanes = value.strip("[]").split(",")
            if len(lanes) != 4 or any(x.strip() not in ("0", "1", "2", "3") for x in lanes):
                fail("quad_perm takes four lanes 0..3: quad_perm:[0,1,2,3]")
            mods[key] = tuple(int(x) for x in lanes)
        elif key in ("row_mirror", "row_half_mirror"):
            mods[key] = True
        else:
            if not NUMBER.match(value):
                fail(f"{key} takes a number")
            amount = int(value, 0)
            low, high = _DPP_RANGES.get(key, (15, 31))
            if key == "row_bcast" and amount not in (15, 31) or not low <= amount <= high:
                fail(f"{key}: {'15 or 31' if key == 'row_bcast' else f'{low}..{high}'}")
            mods[key] = amount
        return
    if key == "bound_ctrl":
        if value not in ("0", "1"):
            fail("bound_ctrl takes 0 or 1 (either sets it, as llvm-mc reads it)")
        mods[key] = "1"
        return
    if not NUMBER.match(value) or not 0 <= int(value, 0) <= 15:
        fail(f"{key} takes 0x0..0xf")
    mods[key] = hex(int(value, 0))


def lane_swap_modifier(key, value, col, mods):
    """``bound_ctrl`` (0 or 1: either sets it, as in DPP) or ``fi`` (bit 0 of its number) of
    a lane swap's VOP3 form; written at all, either asks for that form (llvm-mc 22)."""
    if key == "bound_ctrl":
        if value not in ("0", "1"):
            raise OperandSyntaxError("invalid bound_ctrl value.", col)
        if "fi" in mods:   # (llvm-mc 22 takes them in this order only)
            raise OperandSyntaxError("not a valid operand.", col)
        mods[key] = "1"
        return
    if not NUMBER.fullmatch(value.strip()):
        raise OperandSyntaxError("fi takes a number (0 or 1)", col)
    mods[key] = int(value, 0) & 1


def output_modifiers_allowed(spec) -> bool:
    """Whether a record is VALU arithmetic whose sources and result are one float type (its
    result is flushed as its sources are: emulator/execution/ops/denormals.py)."""
    kinds = [k for k in spec.operands if k.startswith(("src", "vsrc"))]
    types = {k.partition(":")[2] for k in kinds}
    return (spec.encoding in ("VOP1", "VOP2", "VOP3") and spec.float_mods and len(types) == 1
            and types <= {"f16", "f32", "f64"} and spec.operands[0] in ("vdst", "vdst64")
            and not spec.format and "e64" in spec.forms
            and not any(t in spec.mnemonic for t in ("_cvt_", "frexp_exp", "_class")))


def output_modifier(spec, key, value, col, mods, order):
    """``clamp`` (results clamped to [0, 1]) and the output multiplier, in llvm-mc's order:
    clamp first; taken where llvm-mc takes them in some form of the instruction
    (OpSpec.output_mods; which form the line is, check_output_modifiers checks after)."""
    what = "clamp" if key == "clamp" else "omod"
    if not (key in spec.modifiers or {what, f"sdwa_{what}"} & spec.output_mods):
        raise OperandSyntaxError(f"{spec.mnemonic}: invalid operand for instruction (no "
                                 f"{key} on {spec.mnemonic})", col)
    if key in mods or (key in ("mul", "div") and ("mul" in mods or "div" in mods)) or \
            any(k in mods for k in SDWA_MODIFIERS):   # (llvm-mc: before the SDWA selects)
        raise OperandSyntaxError("invalid operand for instruction", col)
    if key == "clamp":
        if "mul" in mods or "div" in mods:
            raise OperandSyntaxError("invalid operand for instruction", col)
        mods["clamp"] = True
        return
    if value not in (("2", "4") if key == "mul" else ("2",)):
        raise OperandSyntaxError(f"{key} takes {'2 or 4' if key == 'mul' else '2'}", col)
    mods[key] = int(value)


def packed_default(key: str, sources: int, mixed: bool = False) -> tuple:
    """A VOP3P modifier's value when it is not written: op_sel_hi all ones, others zeros;
    for the mixed-precision records (VOP3P with neg/abs source modifiers: v_fma_mix*, whose
    op_sel_hi bit says "f16 source") all zeros."""
    return (1 if key == "op_sel_hi" and not mixed else 0,) * sources


_SDWA_ORDER = ("dst_sel", "dst_unused", "src0_sel", "src1_sel")   # (llvm-mc's order)


def parse_modifier(spec, key, piece, col, mods, order=None):
    value = piece.split(":", 1)[1]
    if key in mods:
        raise OperandSyntaxError(f"duplicate modifier {key}", col)
    if key in PACKED_MODIFIERS and order is not None:   # (llvm-mc: in this order)
        stage = PACKED_MODIFIERS.index(key)
        if stage <= order.get("packed", -1):
            raise OperandSyntaxError("invalid operand for instruction", col)
        order["packed"] = stage
    if key in LANE_SWAP_MODIFIERS and key in spec.modifiers:
        lane_swap_modifier(key, value, col, mods)
        return
    if key in DPP_MODIFIERS:
        dpp_modifier(spec, key, value, col, mods)
        return
    if key in ("mul", "div"):
        output_modifier(spec, key, value, col, mods, order)
        return
    if key in PACKED_MODIFIERS and key in spec.modifiers and spec.encoding == "VOP3P":
        _packed_bits(spec, key, value, col, mods)
        return
    if key == "op_sel" and key in spec.modifiers:
        _op_sel(spec, value, col, mods)
        return
    if key == "bitop3" and key in spec.modifiers:
        # (gfx950's v_bitop3: an 8-bit truth table; llvm-mc keeps a larger number's low 8
        # bits, and a table of 0 is the default it does not print)
        table = NUMBER.fullmatch(value.strip())
        if not table:
            raise OperandSyntaxError(f"bitop3 takes a truth table, 0..0xff, not {value!r}",
                                     col)
        if int(table.group(0), 0) & 0xFF:
            mods["bitop3"] = int(table.group(0), 0) & 0xFF
        return
    if key == "src0_sel" and spec.modifiers == {"src0_sel"}:   # (a byte/word select alone)
        if value.upper() == "DWORD":   # (no selection, the default: llvm-mc prints it so)
            return
        unit, top = ("WORD", 1) if spec.operands[0] == "vdst64" else ("BYTE", 3)
        match = re.fullmatch(unit + r"_([0-3])", value, re.IGNORECASE)
        if not match or int(match.group(1)) > top:
            raise OperandSyntaxError(f"src0_sel takes {unit}_0..{unit}_{top}", col)
        mods["src0_sel"] = f"{unit}_{match.group(1)}"
        return
    if key in ("op_sel", "neg_lo", "neg_hi") and spec.encoding == "VOP3P" and re.fullmatch(
            r"\[\s*0\s*(,\s*0\s*){0,3}\]", value):
        return   # (the VOP3P word's OPSEL/NEG bits left clear: llvm-mc takes it, and so does
        #          every VOP3P instruction; set bits are refused where they are not modelled)
    if key in SDWA_MODIFIERS and key in spec.modifiers:
        if any(k in mods for k in _SDWA_ORDER[_SDWA_ORDER.index(key) + 1:]):
            raise OperandSyntaxError("invalid operand for instruction", col)   # (the order)
        choices = SDWA_UNUSED if key == "dst_unused" else SDWA_SELECTS
        if value.upper() not in choices:
            raise OperandSyntaxError(f"{key} takes {', '.join(choices)}", col)
        if key == "src1_sel" and spec.encoding not in ("VOP2", "VOPC"):
            raise OperandSyntaxError(f"{spec.mnemonic} has no src1", col)
        mods[key] = value.upper()
        return
    raise OperandSyntaxError(f"{spec.mnemonic}: modifier '{key}' is not supported", col)


def _packed_bits(spec, key: str, value: str, col: int, mods) -> None:
    """A VOP3P instruction's op_sel/op_sel_hi/neg_lo/neg_hi: a 0/1 per source (llvm-mc: up
    to four values, those past the sources dropped, missing ones 0; the default not
    written)."""
    sources = sum(1 for k in spec.operands if k.startswith("src"))
    bits = value.strip("[]").split(",")
    if not 1 <= len(bits) <= 4 or any(b.strip() not in ("0", "1") for b in bits):
        raise OperandSyntaxError(f"{key} takes up to 4 0/1 values, one per source first: "
                                 f"{key}:[{','.join(['0'] * sources)}]", col)
    given = [int(b) for b in bits][:sources]
    bits = tuple(given) + (0,) * (sources - len(given))
    if bits != packed_default(key, sources, spec.float_mods):
        mods[key] = bits


def _op_sel(spec, value: str, col: int, mods) -> None:
    """A VOP3 instruction's op_sel: all four OPSEL bits where [3:2] pick a byte
    (``op_sel_byte``); else up to four, a source's each then the destination's (llvm-mc:
    missing ones are 0, ones past the destination dropped; all zero is no op_sel)."""
    bits = value.strip("[]").split(",")
    if "op_sel_byte" in spec.modifiers:
        if not 1 <= len(bits) <= 4 or any(b.strip() not in ("0", "1") for b in bits):
            raise OperandSyntaxError("op_sel takes up to four 0/1 values: "
                                     "op_sel:[0,0,1,1]", col)
        mods["op_sel"] = tuple(int(b) for b in bits) + (0,) * (4 - len(bits))
        return
    if not 1 <= len(bits) <= 4 or any(b.strip() not in ("0", "1") for b in bits):
        raise OperandSyntaxError("op_sel takes up to four 0/1 values, the sources' then "
                                 "the destination's: op_sel:[0,0,1]", col)
    sources = sum(1 for k in spec.operands if k.startswith("src"))
    given = tuple(int(b) for b in bits)[:sources + 1]
    if any(given):
        mods["op_sel"] = given + (0,) * (sources + 1 - len(given))


def parse_waitcnt(pieces) -> Mapping:
    """The counts of ``vmcnt(N) expcnt(N) lgkmcnt(N)`` (names in lower case, as llvm-mc
    reads them; ``vmcnt_sat(N)`` and the like saturate), or of the encoded 16-bit field: vmcnt
    bits 3:0 and 15:14, expcnt 6:4, lgkmcnt 11:8 (gfx9), its other bits kept."""
    if not pieces:
        raise OperandSyntaxError("s_waitcnt: too few operands for instruction", 1)
    counts: dict = {}
    unused = 0
    for piece, col in pieces:
        match = re.fullmatch(r"(vmcnt|expcnt|lgkmcnt)(_sat)?\((\d+)\)", piece)
        if match:   # (NAME_sat(N): N saturated to the counter's width, as llvm-mc reads it)
            name, saturate, value = match.group(1), match.group(2), int(match.group(3))
            if saturate:
                value = min(value, WAITCNT_MAX[name])
            if value > WAITCNT_MAX[name]:
                raise OperandSyntaxError(f"too large value for {name}", col)
            counts[name] = value
        elif NUMBER.match(piece) and -(1 << 15) <= int(piece, 0) <= 0xFFFF:
            field = int(piece, 0) & 0xFFFF
            counts = {"vmcnt": field & 0xF | (field >> 14 & 3) << 4,
                      "expcnt": field >> 4 & 7, "lgkmcnt": field >> 8 & 0xF}
            unused = field & WAITCNT_UNUSED
        else:
            raise OperandSyntaxError(
                "s_waitcnt takes vmcnt(N) expcnt(N) lgkmcnt(N) or the encoded field", col)
    return WaitCounts(counts, unused)




def takes_output_modifier(spec, key: str, form: str) -> bool:
    """Whether llvm-mc takes ``key`` (clamp, mul, div) on ``spec`` in ``form`` (e64, sdwa or
    dpp: gfx942's DPP word has no room for either): the record's own clamp, or the
    output_mods of that form."""
    if key in spec.modifiers:
        return True
    what = "clamp" if key == "clamp" else "omod"
    return form != "dpp" and (f"sdwa_{what}" if form == "sdwa" else what) in spec.output_mods


def check_output_modifiers(spec, suffix: str, mods, columns) -> None:
    """clamp and omod where llvm-mc takes them in the form the line is: SDWA (the suffix or
    SDWA selects), DPP, else VOP3."""
    form = "sdwa" if suffix == "sdwa" or any(k in mods for k in SDWA_MODIFIERS) else \
        "dpp" if suffix == "dpp" else "e64"
    for key in ("clamp", "mul", "div"):
        if key in mods and not takes_output_modifier(spec, key, form):
            raise OperandSyntaxError(f"{spec.mnemonic}: invalid operand for instruction "
                                     f"(no {key} in its {form} form)", columns.get(key, 1))
