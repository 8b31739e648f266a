"""gfx90a's scalar, vector, memory and control instructions: gfx942's records (the two
instruction sets share their encodings and opcodes: llvm-mc 19 encodes every instruction both
know alike, but for the MFMAs and the scratch address modes) less what CDNA3 added, plus what
CDNA3 removed, with the cache policy spelt as gfx90a spells it (``glc slc scc``).

The lists below are the differences llvm-mc 19 finds between ``-mcpu=gfx90a`` and
``-mcpu=gfx942`` when offered every mnemonic LLVM knows (``benchmarks/isa_coverage.py``'s
method)."""

from __future__ import annotations

from dataclasses import replace

from ..gfx942.ops import ALIASES, OPS as _CDNA3, REFUSED as _CDNA3_REFUSED
from ..records import OpSpec
from ..hardware_registers import HW_REGS
from .images import IMAGE_OPS

# Added in CDNA3 (llvm-mc 19 -mcpu=gfx90a: "instruction not supported on this GPU")
ADDED_IN_CDNA3 = frozenset((
    "buffer_inv ds_pk_add_bf16 ds_pk_add_f16 ds_pk_add_rtn_bf16 ds_pk_add_rtn_f16 "
    "flat_atomic_add_f32 flat_atomic_pk_add_bf16 flat_atomic_pk_add_f16 "
    "global_atomic_pk_add_bf16 global_load_lds_dword global_load_lds_sbyte "
    "global_load_lds_sshort global_load_lds_ubyte global_load_lds_ushort "
    "scratch_load_lds_dword scratch_load_lds_sbyte scratch_load_lds_sshort "
    "scratch_load_lds_ubyte scratch_load_lds_ushort v_cvt_f32_bf8 v_cvt_f32_fp8 "
    "v_cvt_pk_bf8_f32 v_cvt_pk_f32_bf8 v_cvt_pk_f32_fp8 v_cvt_pk_fp8_f32 v_cvt_sr_bf8_f32 "
    "v_cvt_sr_fp8_f32 v_fmaak_f32 v_fmamk_f32 v_lshl_add_u64 v_mov_b64").split())

_POLICY = ("glc", "slc", "scc")   # (CDNA2 ISA: GLC, SLC, SCC; the bits of sc0, nt, sc1)
_VECTOR_MEMORY = frozenset(("GLOBAL", "FLAT", "SCRATCH", "MUBUF", "MTBUF"))
_UNFUSED = ("the CDNA2 guide gives 1 ULP accuracy with denormals flushed; modelled as the "
            "product rounded, then the sum, denormals flushed throughout; not verified on "
            "hardware")


def _spelt(spec: OpSpec) -> OpSpec:
    """A vector memory record with gfx90a's cache-policy names and scratch addresses (no SVE
    bit: CDNA2 ISA, the FLAT word), its returning and LDS forms too."""
    if spec.encoding not in _VECTOR_MEMORY:
        return spec
    return replace(spec, policy_names=_POLICY, scratch_sve=False,
                   returning=spec.returning and _spelt(spec.returning),
                   lds_form=spec.lds_form and _spelt(spec.lds_form))


_BY_NAME = {op.mnemonic: op for op in _CDNA3}


def _unfused(model: str, mnemonic: str, opcode: int) -> OpSpec:
    """A CDNA2 f32 multiply-add that rounds its product (removed in CDNA3), with the record
    of its fused CDNA3 counterpart's operands and forms."""
    return replace(_BY_NAME[model], mnemonic=mnemonic, opcode=opcode, lanes="",
                   inexact=_UNFUSED, summary="src0 · src1 + src2, the product rounded first "
                   "(denormals flushed)")


# Removed in CDNA3: opcodes from llvm-mc 19 -mcpu=gfx90a (VOP3's with its 0x100 base counted
# in, as isa/gfx942/opcodes.py counts them)
REMOVED_IN_CDNA3 = (
    _unfused("v_fmac_f32", "v_mac_f32", 0x16),
    _unfused("v_fmamk_f32", "v_madmk_f32", 0x17),
    _unfused("v_fmaak_f32", "v_madak_f32", 0x18),
    _unfused("v_fma_f32", "v_mad_legacy_f32", 0x1c0),
    _unfused("v_fma_f32", "v_mad_f32", 0x1c1),
    replace(_BY_NAME["buffer_wbl2"], mnemonic="buffer_invl2", opcode=0x29,
            summary="invalidate the L2's lines (no cache state is modelled)"),
)


# gfx90a's LDS-direct loads: the global and scratch dword, byte and short loads with the
# lds bit (CDNA2 ISA, FLAT "LDS": the data goes to LDS, M0 and the lane giving where, not to
# VGPRs), as gfx942's global_load_lds_* / scratch_load_lds_* do under opcodes of their own
_LDS_DIRECT = frozenset(f"{prefix}_load_{tail}" for prefix in ("global", "scratch")
                        for tail in ("dword", "ubyte", "sbyte", "ushort", "sshort"))


def _with_lds_bit(spec: OpSpec) -> OpSpec:
    """A load with its ``lds`` form: gfx942's load-into-LDS record of the same width under
    this load's name and opcode."""
    prefix, _, tail = spec.mnemonic.partition("_load_")
    model = _BY_NAME[f"{prefix}_load_lds_{tail}"]
    lds = replace(model, mnemonic=spec.mnemonic, opcode=spec.opcode,
                  modifiers=model.modifiers | {"lds"}, semantics="buffer_load_to_lds")
    return replace(spec, modifiers=spec.modifiers | {"lds"}, lds_form=lds)


# the hardware registers llvm-mc 19 names for gfx90a: gfx942's less the five gfx940 added
# (HW_REG_XCC_ID, HW_REG_SQ_PERF_SNAPSHOT_*: ids 20-24), which it writes as numbers
_HARDWARE_REGISTERS = tuple((i, name) for i, name in HW_REGS.items() if i < 20)


# gfx90a's VOP3P dot products take op_sel and op_sel_hi (llvm-mc 19 -mcpu=gfx90a; gfx942
# refuses them); what they select of a packed 16-, 8- or 4-bit source is documented nowhere
_DOT_SELECT = ("op_sel/op_sel_hi on gfx90a's VOP3P dot products: llvm-mc assembles them; what "
               "they select of the packed sources is not documented (refused rather than "
               "guessed)")


def _with_op_sel(spec: OpSpec) -> OpSpec:
    """A VOP3P dot product that takes op_sel / op_sel_hi, the form with them stopping."""
    spec = replace(spec, modifiers=spec.modifiers | {"op_sel", "op_sel_hi"})
    return replace(spec, op_sel_form=replace(spec, unmodelled=_DOT_SELECT, lanes="", exact=""))


def _gfx90a(spec: OpSpec) -> OpSpec:
    """gfx942's record as gfx90a has it: its memory spelling; an L2 write-back or
    invalidate takes no cache policy (llvm-mc 19 refuses ``buffer_wbl2 glc``)."""
    if spec.mnemonic in ("buffer_wbl2", "buffer_invl2"):
        spec = replace(spec, modifiers=spec.modifiers - {"cache_policy"})
    if spec.mnemonic in _LDS_DIRECT:
        spec = _with_lds_bit(spec)
    if spec.encoding == "VOP3P" and spec.mnemonic.startswith("v_dot"):
        spec = _with_op_sel(spec)
    if "hwreg" in spec.operands:
        spec = replace(spec, hardware_registers=_HARDWARE_REGISTERS)
    return _spelt(spec)


OPS: tuple[OpSpec, ...] = tuple(
    _gfx90a(op) for op in _CDNA3 + REMOVED_IN_CDNA3 if op.mnemonic not in ADDED_IN_CDNA3) \
    + IMAGE_OPS

# (gfx90a has images: IMAGE_OPS assemble; the rest of gfx942's refusals stand)
REFUSED: dict[str, str] = {
    name: why.replace("gfx942", "gfx90a") for name, why in _CDNA3_REFUSED.items()
    if name != "image_"}

__all__ = ["OPS", "ALIASES", "REFUSED"]
