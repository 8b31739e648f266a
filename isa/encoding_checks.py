"""The assembler's checks of an instruction against its encoding, as llvm-mc makes them:
register counts an operand kind fixes, what an ``_e32`` / SDWA / DPP form may hold (VCC as
the carry, SGPRs, modifiers), at most one literal dword, only where the encoding
has room for it, and a memory instruction's operands as its modifiers need them."""

from __future__ import annotations

from .errors import IsaError
from .mfma_syntax import OperandSyntaxError
from .program import DPP_CONTROLS, DPP_MODIFIERS, Instruction
from .operand_parsing import OFF
from .records import SDWA_MODIFIERS, OpSpec, image_data_count
from .registers import SPECIAL, RegRange
from .special_operands import Src
from .target import Target


def check_register_counts(inst: Instruction, target: Target) -> None:
    """Every register the instruction names exists on the target (the parser knows gfx942's
    files; a target may have fewer registers)."""
    limits = {"v": target.vgprs, "a": target.agprs, "s": target.sgprs}
    regs = [o.reg if isinstance(o, Src) else o for o in inst.operands]
    if inst.mfma is not None:
        regs += [inst.mfma.index]
    for reg in regs:
        if isinstance(reg, RegRange) and reg.file in limits and reg.last >= limits[reg.file]:
            raise IsaError(f"{inst.mnemonic}: {reg} is not a register of {target.name} "
                           f"({limits[reg.file]} {reg.file} registers)")


def check_encoding(inst: Instruction) -> None:
    """The encoding a suffix asks for must exist and fit the operands, as llvm-mc checks:
    ``_e64`` only on vector instructions, ``_sdwa`` only on VOP1/VOP2/VOPC, and ``_e32``
    never on VOP3/VOP3P-only instructions nor with operands only the long form takes (a
    non-VGPR second source, neg/abs, a mask other than vcc, SDWA selects)."""
    spec, suffix = inst.spec, inst.suffix
    problem = None
    if suffix == "e64" and "e64" not in spec.forms:
        problem = "has no VOP3 (_e64) encoding"
    elif suffix == "sdwa" and "sdwa" not in spec.forms:
        problem = "has no SDWA encoding"
    elif suffix == "dpp" and "dpp" not in spec.forms:
        problem = "has no DPP encoding (dpp variant of this instruction is not supported)"
    elif suffix == "dpp" and not any(k in inst.mods for k in DPP_CONTROLS):
        problem = "_dpp needs a lane selection (quad_perm:[…], row_shr:n, …)"
    elif suffix == "dpp" and spec.has_64bit_operand and "row_newbcast" not in inst.mods:
        problem = "with 64-bit operands: DP ALU dpp only supports row_newbcast"
    elif suffix != "dpp" and any(k in inst.mods and k not in spec.modifiers
                                 for k in DPP_MODIFIERS):
        problem = "takes DPP modifiers only in its _dpp encoding"
    elif suffix == "dpp" and any(isinstance(o, Src) and not (o.is_reg and o.reg.file == "v")
                                 for o in inst.operands):
        problem = "_dpp: sources must be VGPRs"
    elif suffix == "dpp" and any(k in inst.mods for k in ("clamp", "mul", "div")):
        problem = "takes no clamp or output modifier in its _dpp encoding (no such bits)"
    elif suffix == "e32" and "e32" not in spec.forms:
        problem = "has no 32-bit (_e32) encoding"
    elif suffix == "e32" and spec.encoding in ("VOP1", "VOP2", "VOPC"):
        unforced = Instruction(spec, inst.operands, inst.mods, "", inst.loc)
        if unforced.canonical_suffix() in ("_e64", "_sdwa"):
            problem = "takes these operands only in its _e64 or _sdwa encoding"
    elif suffix in ("e64", "dpp") and any(key in inst.mods for key in SDWA_MODIFIERS):
        problem = "takes SDWA selects only in its _sdwa encoding"
    elif suffix in ("e32", "e64", "dpp") and any(isinstance(o, Src) and o.sext
                                                 for o in inst.operands):
        problem = "takes sext() only in its _sdwa encoding"
    if problem:
        raise OperandSyntaxError(f"{spec.mnemonic} {problem}", 1)


# (every scalar register is read over the constant bus: SGPRs, TTMPs, every special one)
_SCALAR_FILES = frozenset(("s", "ttmp")) | frozenset(SPECIAL)


def literal_key(operand: Src, col: int) -> tuple:
    """What makes two literals one: their value; two symbols are never known to be equal."""
    value = operand.value & 0xFFFFFFFF if isinstance(operand.value, int) else operand.value
    return ("literal", operand.symbol or value, col if operand.symbol else 0)   # (-65536
    #                                            and 0xffff0000 are one dword: llvm-mc)


def check_literals(inst: Instruction, operands_text) -> None:
    """The constant bus: a gfx942 vector instruction reads at most one scalar value — an
    SGPR (counted once however often it is named), vcc, exec, m0, a mask it reads, or a
    literal; inline constants are free. And a literal dword only in the 32-bit
    VOP1/VOP2/VOPC encodings: VOP3, VOP3P and SDWA forms take inline constants only."""
    # (an implicit VCC read — v_div_fmas — takes the bus too)
    scalars: list = [("vcc", 0)] if "vcc" in inst.spec.reads and \
        inst.spec.encoding == "VOP3" else []
    # (a lane write's lane select may be m0 besides its scalar value, as LLVM allows)
    free_m0 = bool(inst.spec.lane) and inst.spec.operands[0] == "vdst"
    for (operand, (piece, col)), kind in zip(zip(inst.operands, operands_text),
                                             inst.spec.operands):
        if free_m0 and operand is inst.operands[-1] and isinstance(operand, Src) \
                and operand.is_reg and operand.reg.file == "m0":
            continue
        if isinstance(operand, Src) and operand.literal:
            key = literal_key(operand, col)
        elif isinstance(operand, Src) and operand.is_reg and operand.reg.file in _SCALAR_FILES:
            key = operand.reg
        elif kind == "mask" and isinstance(operand, RegRange):
            key = operand
        else:
            continue
        if key not in (k for k, _ in scalars):
            scalars.append((key, col))
    if len(scalars) > 1:
        raise OperandSyntaxError(f"{inst.mnemonic}: invalid operand (violates constant bus "
                                 "restrictions: one SGPR, vcc, m0 or literal per instruction)",
                                 scalars[1][1])
    literal = next(((piece, col) for operand, (piece, col) in zip(inst.operands, operands_text)
                    if isinstance(operand, Src) and operand.literal), None)
    if literal is None:
        return
    if inst.spec.encoding in ("VOP3", "VOP3P") or inst.canonical_suffix() not in ("", "_e32"):
        raise OperandSyntaxError(
            f"{inst.mnemonic}: literal operands are not supported in this encoding (only "
            f"inline constants), got '{literal[0]}'", literal[1])


def _check_image_operands(spec: OpSpec, kinds, operands, operands_text, mods) -> None:
    """An image instruction's data size against its mask and d16, its address of one to
    four registers (llvm-mc 19's checks for gfx90a)."""
    kind = next(k for k in kinds if k in ("idata", "iatomic"))
    data = operands[kinds.index(kind)]
    if data.count != image_data_count(kind, mods.get("dmask", 0), "d16" in mods):
        raise OperandSyntaxError(f"{spec.mnemonic}: image data size does not match dmask"
                                 + (" and d16" if "d16" in mods else ""), 1)
    address = operands[kinds.index("iaddr")]
    if address.count > 4:
        raise OperandSyntaxError(f"{spec.mnemonic}: invalid operand for instruction (an "
                                 "image address is 1 to 4 VGPRs)",
                                 operands_text[kinds.index("iaddr")][1])


def check_memory_operands(spec: OpSpec, kinds, operands, operands_text, mods) -> None:
    """What llvm-mc refuses of a memory instruction's operands as its modifiers set them:
    an SMEM offset: without an SGPR soffset, data and destination in different register
    files, a buffer vaddr of the wrong size for idxen/offen, a global address of the wrong
    size for its saddr."""
    if spec.encoding == "SMEM" and "offset" in mods and (
            "soff" not in kinds or not operands[kinds.index("soff")].is_reg):
        raise OperandSyntaxError(f"{spec.mnemonic}: invalid operand for instruction (an "
                                 "offset: modifier needs an SGPR or M0 soffset)",
                                 operands_text[kinds.index("soff")][1] if "soff" in kinds
                                 else 1)
    data = [o for o, k in zip(operands, kinds) if k.startswith(("mdst", "msrc"))]
    if len({o.file for o in data}) > 1:
        raise OperandSyntaxError("invalid register class: data and dst should be all VGPR "
                                 "or AGPR", 1)
    if spec.encoding in ("MUBUF", "MTBUF") and "bvaddr" in kinds:
        vaddr = operands[kinds.index("bvaddr")]
        want = ("idxen" in mods) + ("offen" in mods)
        have = 0 if vaddr is OFF else vaddr.count
        if have != want:
            col = operands_text[kinds.index("bvaddr")][1]
            raise OperandSyntaxError(
                f"{spec.mnemonic}: vaddr needs {want} VGPR(s) with "
                f"{' '.join(k for k in ('idxen', 'offen') if k in mods) or 'neither idxen nor offen'}"
                f", got {vaddr}", col)
    if spec.encoding == "MIMG":
        _check_image_operands(spec, kinds, operands, operands_text, mods)
    if spec.encoding == "SCRATCH" and not spec.scratch_sve and "svaddr" in kinds:
        vaddr, saddr = operands[kinds.index("svaddr")], operands[kinds.index("ssaddr")]
        if (vaddr is OFF) == (saddr is OFF):
            raise OperandSyntaxError(
                f"{spec.mnemonic}: operands are not valid for this GPU (the address is one "
                "VGPR or one SGPR, the other off)", operands_text[kinds.index("svaddr")][1])
    if spec.encoding == "GLOBAL":
        gaddr = operands[kinds.index("gaddr")]
        want = 2 if operands[kinds.index("saddr")] is OFF else 1
        if gaddr.count != want:
            col = operands_text[kinds.index("gaddr")][1]
            raise OperandSyntaxError(
                f"{spec.mnemonic}: the address is {'a VGPR pair' if want == 2 else 'one VGPR'}"
                f" {'with saddr off' if want == 2 else 'added to the SGPR pair saddr'}, "
                f"got {gaddr}", col)
