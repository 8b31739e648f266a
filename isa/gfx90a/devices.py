"""gfx90a's devices: AMD Instinct MI250X, MI250 and MI210 (CDNA2).

CU counts, the 1,700 MHz peak engine clock and the GCDs are AMD's CDNA2 white paper's: 110
active CUs a GCD on MI250X, 104 on MI250 and MI210; two GCDs on MI250X and MI250, one on
MI210. A GCD is what ``Device.xcds`` counts here: each has its own 8 MiB L2. The peaks these
give (``isa.peaks``) are AMD's published figures for the whole package (MI250X: 95.7 TFLOPS
f64 and f32 matrix, 383 bf16/f16, 383 TOPS i8). Software sees each GCD of an MI250X as a GPU
of its own: a launch on one runs on 110 CUs, which ``mi210``'s profile (one GCD of 104) is
nearer to than ``mi250x``'s.

The memory hierarchy (``CDNA2_MEMORY``), per GCD:

* vector L1: 16 KiB a CU, 64 bytes a cycle to the CU (the CDNA3 white paper: CDNA3
  doubled CDNA2's 64-byte request and fill paths to 128);
* L2: 8 MiB in 32 slices, each reading 128 bytes a cycle (the CDNA2 white paper: 32 × 128 B
  at 1.7 GHz is its 6.96 TB/s), so 4,096 bytes a cycle; each slice's link to its memory
  controller 64 bytes wide ("doubled to 64-bytes wide"), 2,048 bytes a cycle;
* no Infinity Cache (CDNA2 has none: ``mall_bytes`` 0);
* HBM2e: 3.2768 TB/s peak for MI250X/MI250, 1.6384 TB/s for MI210 (white paper, footnotes
  5 and 10); sustained as MI300X's measured share of its peak (75 %: isa/memory_model.py),
  1,446 and 723 bytes a cycle at 1.7 GHz. No CDNA2 measurement checks this share.
* latencies: MI300X's pointer-chase figures (isa/memory_model.py) for L1, L2 and HBM; no
  CDNA2 measurement is carried here, so kernel times on these devices are estimates whose
  memory side is not validated (the fidelity report says so).
"""

from __future__ import annotations

from dataclasses import replace

from ..devices import ComputeUnitLimits, Device
from ..memory_model import MemoryModel

CDNA2_MEMORY = MemoryModel(l1_bytes=16 * 1024, l2_bytes=8 * 1024 * 1024, mall_bytes=0,
                           l1_bytes_per_cycle=64.0, l2_bytes_per_cycle_per_xcd=4096.0,
                           fabric_bytes_per_cycle_per_xcd=2048.0, hbm_bytes_per_cycle=1446.0)
MI210_MEMORY = replace(CDNA2_MEMORY, hbm_bytes_per_cycle=723.0)
# (CDNA2 ISA guide, chapter 2: 4 SIMDs a CU, 8 waves a SIMD, 512 VGPRs a lane shared by
# archVGPRs and accVGPRs, 64 KiB of LDS: CDNA3's figures, the defaults)
CDNA2_CU = ComputeUnitLimits()

DEVICES: tuple[Device, ...] = (
    Device("mi250x", "AMD Instinct MI250X", 220, 1700.0, xcds=2, memory=CDNA2_MEMORY,
           limits=CDNA2_CU),
    Device("mi250", "AMD Instinct MI250", 208, 1700.0, xcds=2, memory=CDNA2_MEMORY,
           limits=CDNA2_CU),
    Device("mi210", "AMD Instinct MI210", 104, 1700.0, xcds=1, memory=MI210_MEMORY,
           limits=CDNA2_CU),
)
