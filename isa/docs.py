"""Human-facing descriptions derived from the instruction table: builtin signatures, operand
summaries and the legal-modifier text that ``wfemu info`` prints."""

from __future__ import annotations

from .dtypes import DType
from .modifiers import FORMAT_CODES
from .table import (BUILTIN_PREFIX, AccMoveInstruction, BlgpMeaning, Instruction,
                    MatrixInstruction, WAVE_SIZE)

BLGP_PATTERNS = {
    0: "no swizzle: lane L reads its own B value",
    1: "lanes 0-31 broadcast to 32-63 (src = L % 32)",
    2: "lanes 32-63 broadcast to 0-31 (src = 32 + L % 32)",
    3: "rotate down by 16 lanes (src = (L + 16) % 64)",
    4: "lanes 0-15 broadcast to all groups of 16 (src = L % 16)",
    5: "lanes 16-31 broadcast to all groups of 16 (src = 16 + L % 16)",
    6: "lanes 32-47 broadcast to all groups of 16 (src = 32 + L % 16)",
    7: "lanes 48-63 broadcast to all groups of 16 (src = 48 + L % 16)",
}


def _vector(dtype: DType, values: int, regs: int, sparse: bool) -> str:
    """Builtin argument type for ``values`` elements of ``dtype`` in ``regs`` registers."""
    if dtype.bits == 8:  # 8-bit inputs travel packed in integers
        if regs == 1:
            return "int"
        return f"v{regs}int" if sparse else "long"
    base = dtype.c_name
    return base if values == 1 else f"v{values}{base}"


def builtin_signature(record: MatrixInstruction) -> str:
    """The HIP/OpenCL builtin's C signature, e.g. ``v4float __builtin_...(v2float srcA, ...)``;
    for an instruction without a builtin (gfx950's plain f8f6f4 MFMAs), the call clang turns
    into it."""
    if not record.builtin:
        scaled = BUILTIN_PREFIX + record.mnemonic[2:].replace("mfma_", "mfma_scale_", 1)
        return (f"none: clang makes this instruction of {scaled}(srcA, srcB, srcC, cbsz, "
                f"blgp, 0, 0, 0, 0) (both scales 0)")
    d_values = record.d_regs * 32 // record.cd_type.bits
    ret = _vector(record.cd_type, d_values, record.d_regs, record.sparse)
    a = _vector(record.a_type, record.a_epl, record.a_regs, record.sparse)
    b = _vector(record.b_type, record.b_epl, record.b_regs, record.sparse)
    tail = ("int idx, int cbsz, int abid" if record.sparse else "int cbsz, int abid, int blgp")
    if record.format_select:   # (clang 22: 256-bit A and B whatever the formats)
        a = b = "v8int"
        tail = ("int cbsz, int blgp, int opsel_a, int scale_a, int opsel_b, int scale_b"
                if record.scaled else "int cbsz, int blgp")
    return f"{ret} {record.builtin}({a} srcA, {b} srcB, {ret} srcC, {tail})"


def shape_text(record: MatrixInstruction) -> str:
    return f"{record.m}x{record.n}x{record.k}"


def types_text(record: MatrixInstruction) -> str:
    ab = (str(record.a_type) if record.a_type is record.b_type
          else f"{record.a_type}*{record.b_type}")
    return f"{ab} -> {record.cd_type}"


def modifier_text(record: MatrixInstruction) -> dict[str, str]:
    """What CBSZ, ABID and BLGP may be and do, one line each."""
    if record.sparse:
        sets = 4 if record.a_type.bits == 16 else 2
        cbsz = "0 selects the index set by ABID; non-zero uses index set 0"
        abid = f"0..{sets - 1}: which of {sets} index sets of the idx VGPR (with CBSZ=0)"
    elif record.cbsz_max:
        cbsz = (f"0..{record.cbsz_max}: broadcast one A block to groups of 2^CBSZ blocks")
        abid = f"0..2^CBSZ-1 (at most {record.abid_max}): which block of each group is broadcast"
    else:
        cbsz = "0 only (no A broadcast)"
        abid = "0 only"
    if record.blgp is BlgpMeaning.LANES:
        blgp = "0..7: B lane pattern (" + "; ".join(
            f"{v}: {t}" for v, t in BLGP_PATTERNS.items() if v) + ")"
    elif record.blgp is BlgpMeaning.NEG:
        blgp = "0..7: negate mask, bit 0 negates A, bit 1 B, bit 2 C (LLVM prints neg:[a,b,c])"
    else:
        blgp = "0 only (no B lane pattern on this instruction)"
    return {"cbsz": cbsz, "abid": abid, "blgp": blgp}


def alignment_text(record: Instruction) -> str:
    if isinstance(record, AccMoveInstruction):
        return "single 32-bit registers; no alignment"
    return ("every operand of two or more VGPRs/AGPRs starts at an even register "
            "(64-bit aligned); vdst and SrcC in the same file (both v or both a); SrcC "
            "is vdst exactly or does not overlap it")


def lanes_per_element_text(record: MatrixInstruction) -> str:
    return (f"A: {record.a_epl} k value(s) per lane in {record.a_regs} VGPR(s); "
            f"B: {record.b_epl} k value(s) per lane in {record.b_regs} VGPR(s); "
            f"C/D: {record.d_regs} VGPR(s) per lane of {WAVE_SIZE}")


def targets_table(targets) -> str:
    """The targets side by side, a Markdown table (``wfemu targets``, the README's first):
    the GPUs, how many instructions and matrix instructions each knows, its MFMAs' input
    formats, how its MFMA results are known to be the hardware's and where its timing rows
    come from."""
    rows = [("target", "GPUs", "instructions", "MFMA / SMFMAC", "MFMA inputs",
             "MFMA numerics", "timing")]
    for t in targets:
        dense = sum(not r.sparse for r in t.matrix)
        chosen = {str(f) for r in t.matrix if r.format_select for f in FORMAT_CODES}
        inputs = sorted({str(r.a_type) for r in t.matrix} | {str(r.b_type) for r in t.matrix}
                        | chosen, key=[d.value for d in DType].index)
        rows.append((f"{t.name} ({t.family})", ", ".join(d.name.upper() for d in t.devices),
                     str(len(t.ops) + len(t.matrix)), f"{dense} / {len(t.matrix) - dense}",
                     " ".join(inputs), t.numerics, t.timing))
    lines = ["| " + " | ".join(row) + " |" for row in rows]
    lines.insert(1, "|" + "|".join("---" for _ in rows[0]) + "|")
    return "\n".join(lines)
