"""The peak matrix throughput of each data type on a device, from a target's matrix table
alone:

    peak = max over the type's instructions of (ops per CU per cycle) × CUs × clock

with ops per CU per cycle = 4 matrix cores × ``ops / cycles``. For MI300X (304 CUs at
2100 MHz) this gives AMD's published figures: FP64 and FP32 matrix 163.4 TFLOPS, TF32 (xf32)
653.7, FP16/BF16 1307.4 (2614.9 with 4:2 sparsity), FP8 2614.9 (5229.8), INT8 2614.9 TOPS
(5229.8). Sparse peaks count the dense-equivalent operations of an SMFMAC (2·M·N·K).
"""

from __future__ import annotations

from dataclasses import dataclass

from .devices import Device
from .dtypes import DType
from .errors import IsaError
from .table import MatrixInstruction
from .target import Target
from .targets import target_or_default

# The peak table's rows, in AMD's order; "fp8" covers every fp8/bf8 mix.
PEAK_TYPES = ("f64", "f32", "xf32", "f16", "bf16", "fp8", "i8")


def device(name: "str | Device | None" = None, target: Target | None = None) -> Device:
    """The target's device profile of that name (the default target's unless given); None:
    the target's default device (the first it lists); a ``Device`` is itself."""
    target = target_or_default(target)
    if isinstance(name, Device):
        return name
    if name is None:
        return target.default_device
    for dev in target.devices:
        if dev.name == str(name).lower():
            return dev
    raise IsaError(f"unknown device '{name}' (known: "
                   f"{', '.join(d.name for d in target.devices)})")


def peak_type(record: MatrixInstruction) -> str:
    """The peak-table type of an instruction: its input type, fp8 for any fp8/bf8 mix."""
    return "fp8" if record.a_type in (DType.FP8, DType.BF8) else str(record.a_type)


def _preference(r: MatrixInstruction) -> tuple:
    """Which of the instructions that tie on a peak is named first: one block, the larger
    tile, both inputs of one type, fp8 before bf8."""
    return (r.blocks, -r.m, r.a_type is not r.b_type, r.a_type is DType.BF8)


@dataclass(frozen=True, slots=True)
class Peak:
    type: str
    sparse: bool
    instruction: str                 # the one named (see _preference)
    instructions: tuple[str, ...]    # every one that reaches the peak, that one first
    ops_per_cu_per_cycle: float
    tflops: float                    # TOPS for i8
    unit: str

    def to_json(self) -> dict:
        return {"type": self.type, "sparse": self.sparse, "instruction": self.instruction,
                "instructions": list(self.instructions),
                "ops_per_cu_per_cycle": self.ops_per_cu_per_cycle, "tflops": self.tflops,
                "unit": self.unit}


def peaks(dev: "Device | str | None" = None, target: Target | None = None) -> list[Peak]:
    """One row per type and density that the target's table has instructions for: dense for
    every type, sparse for the types SMFMAC has."""
    target = target_or_default(target)
    dev = device(dev, target)
    out = []
    for kind in PEAK_TYPES:
        for sparse in (False, True):
            records = [r for r in target.matrix
                       if r.sparse == sparse and peak_type(r) == kind]
            if not records:
                continue
            best = max(r.flops_per_cu_per_cycle for r in records)
            reaching = tuple(r.mnemonic for r in sorted(
                (r for r in records if r.flops_per_cu_per_cycle == best), key=_preference))
            tflops = best * dev.cus * dev.clock_mhz * 1e6 / 1e12
            out.append(Peak(kind, sparse, reaching[0], reaching, best, tflops,
                            "TOPS" if kind == "i8" else "TFLOPS"))
    return out
