"""gfx950's devices: AMD Instinct MI355X and MI350X (CDNA4).

From AMD's CDNA4 white paper: 256 CUs in 8 XCDs of 32; 2,400 MHz (MI355X) and 2,200 MHz
(MI350X) peak engine clocks; 160 KiB of LDS a CU with 256 bytes a clock of read bandwidth;
32 KiB vector L1 a CU; 4 MiB L2 an XCD in 16 channels of a 128-byte line a cycle (2,048
bytes a cycle, as CDNA3's); the 256 MiB Infinity Cache "largely unchanged"; HBM3E at 8.0
TB/s peak. The peaks these give (``isa.peaks``) are the white paper's: MI355X 157.3 TFLOPS
f32 matrix, 78.6 f64, 2.5 PFLOPS f16/bf16 dense (5.0 sparse), 5.0 POPS i8.

Not measured on CDNA4: the latencies (MI300X's pointer-chase figures), the fabric's rate
(CDNA3's) and HBM's sustained share (MI300X's measured 75 % of peak: 2,500 bytes a cycle
at 2.4 GHz, 2,727 at 2.2). Kernel times on these devices are estimates whose memory side is
not validated.
"""

from __future__ import annotations

from dataclasses import replace

from ..devices import ComputeUnitLimits, Device
from ..memory_model import MemoryModel

MI355X_MEMORY = MemoryModel(hbm_bytes_per_cycle=2500.0)
MI350X_MEMORY = replace(MI355X_MEMORY, hbm_bytes_per_cycle=2727.0)
CDNA4_CU = ComputeUnitLimits(lds_per_cu=160 * 1024)

DEVICES: tuple[Device, ...] = (
    Device("mi355x", "AMD Instinct MI355X", 256, 2400.0, xcds=8, memory=MI355X_MEMORY,
           limits=CDNA4_CU),
    Device("mi350x", "AMD Instinct MI350X", 256, 2200.0, xcds=8, memory=MI350X_MEMORY,
           limits=CDNA4_CU),
)
