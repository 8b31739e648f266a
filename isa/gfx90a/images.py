"""gfx90a's image (MIMG) instructions: llvm-mc 19 ``-mcpu=gfx90a`` assembles them (the
opcodes are its), so the assembler and decoder take them too; running one stops the run,
saying why (a compute kernel that samples images needs image resources and samplers, which
are not modelled). Their operands: the data (VGPRs or AGPRs, as many as the channel mask
enables; ``iatomic``: an atomic's, whose mask must name them), the address (1 to 4 VGPRs),
the 8-SGPR resource and, for ``image_sample``, the 4-SGPR sampler; their modifiers
isa/modifier_parsing.py's MIMG groups, d16 on the loads, stores and sample alone."""

from __future__ import annotations

from dataclasses import replace

from ..records import OpSpec, ops

_POLICY = ("glc", "slc", "scc")
_NOT_MODELLED = ("image instructions need image resources and samplers (graphics), not "
                 "modelled")
_OPCODES = {
    "image_load": 0x0, "image_load_mip": 0x1, "image_load_pck": 0x2,
    "image_load_pck_sgn": 0x3, "image_load_mip_pck": 0x4, "image_load_mip_pck_sgn": 0x5,
    "image_store": 0x8, "image_store_mip": 0x9, "image_store_pck": 0xa,
    "image_store_mip_pck": 0xb, "image_get_resinfo": 0xe, "image_atomic_swap": 0x10,
    "image_atomic_cmpswap": 0x11, "image_atomic_add": 0x12, "image_atomic_sub": 0x13,
    "image_atomic_smin": 0x14, "image_atomic_umin": 0x15, "image_atomic_smax": 0x16,
    "image_atomic_umax": 0x17, "image_atomic_and": 0x18, "image_atomic_or": 0x19,
    "image_atomic_xor": 0x1a, "image_atomic_inc": 0x1b, "image_atomic_dec": 0x1c,
    "image_sample": 0x20,
}

_D16 = frozenset(("image_load", "image_load_mip", "image_store", "image_store_mip",
                  "image_sample"))   # (llvm-mc 19 takes d16 on these alone)


def _record(spec: OpSpec) -> OpSpec:
    return replace(spec, opcode=_OPCODES[spec.mnemonic], policy_names=_POLICY,
                   modifiers=frozenset(("d16",)) if spec.mnemonic in _D16 else frozenset())


IMAGE_OPS: tuple[OpSpec, ...] = tuple(_record(spec) for spec in (
    ops("MIMG", "idata iaddr srsrc:8", " ".join(
        m for m in _OPCODES if not m.startswith(("image_atomic", "image_sample"))),
        unmodelled=_NOT_MODELLED)
    + ops("MIMG", "iatomic iaddr srsrc:8", " ".join(
        m for m in _OPCODES if m.startswith("image_atomic")), unmodelled=_NOT_MODELLED)
    + ops("MIMG", "idata iaddr srsrc:8 ssamp", "image_sample", unmodelled=_NOT_MODELLED)))
