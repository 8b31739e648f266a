"""A device's memory hierarchy as data: latencies, capacities and bandwidths, one set for
both timing models (the device model, emulator/timing/compute_unit.py, walks its caches;
the single-wave accountant, emulator/timing/accountant.py, takes its default latencies
from here). Each ``isa.devices.Device`` holds its own (``Device.memory``); the defaults are
MI300X's."""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True)
class MemoryModel:
    """Latencies (cycles) and capacities of MI300X's memory hierarchy, and bandwidths.

    Latencies: vector L1 116, L2 210, Infinity Cache 450, HBM 870 cycles — pointer-chase
    measurements on MI300X (the SC25 CDNA3 microbenchmark artifact); scalar cache 48 and
    LDS 52 cycles (MT4G's MI300X measurements). Capacities: 32 KiB vector L1 per CU, 4 MiB
    L2 per XCD (``Device.xcds`` of them), 256 MiB Infinity Cache (AMD's CDNA3
    white paper). Bandwidths, in bytes a cycle (each a port a line passes through, one
    128-byte line at a time):

    * ``l1_bytes_per_cycle``, each CU's vector L1 to its SIMDs: 128 (CDNA3 white paper:
      the data cache's request bus and its fill path "expand to match the new line size,
      doubling the bandwidth to the core" of CDNA2's 64; rocprofiler-compute's gfx942
      vL1D peak, 128 bytes a clock per CU);
    * ``l2_bytes_per_cycle_per_xcd``, each XCD's L2 to its CUs: 2,048 (white paper: 16
      channels each reading a 128-byte line, "a combined throughput of 2KBytes/clock for
      each XCD", 34.4 TB/s for eight at 2.1 GHz);
    * ``fabric_bytes_per_cycle_per_xcd``, each XCD's L2 to the Infinity Fabric (its
      misses, served by the Infinity Cache or HBM): 1,024 (white paper: sixteen channels
      of 64 bytes, "1K-bytes per XCD at the IOD interface"; eight make the Infinity
      Cache's 17.2 TB/s peak);
    * ``hbm_bytes_per_cycle``, HBM3 for the device, as sustained: 1,903 (4.0 TB/s:
      gpu-stream's scale kernel measured on MI300X by NHR@FAU, 3,997 GB/s; 75 % of the
      5.3 TB/s peak, the rest lost to DRAM refresh, pages and read/write turnaround, which
      the model does not simulate). A choice made with benchmarks/validate_mi300x.py's
      stream rows in view: the scale row is this figure's source, not its check; with
      the peak's 2,524 the streams ran at 5.3 TB/s, +32 % and +37 %.

    ``dirty_at_launch_bytes``: what the Infinity Cache holds at launch of another buffer's
    written lines (older than anything the kernel touches; the other caches start empty).
    While any remain, each line the kernel brings into the Infinity Cache displaces one,
    written back to HBM through its port. 0 (the default): empty caches.
    ``after_benchmark_flush`` (``BENCHMARK_FLUSH_BYTES`` of them) is the state
    ``triton.testing.do_bench`` times kernels in: it
    zeroes a 256 MiB buffer before each run to empty the caches, which leaves them full
    of that buffer's dirty lines."""

    l1_latency: int = 116
    l2_latency: int = 210
    mall_latency: int = 450
    hbm_latency: int = 870
    scalar_latency: int = 48
    lds_latency: int = 52
    l1_bytes: int = 32 * 1024
    l2_bytes: int = 4 * 1024 * 1024
    mall_bytes: int = 256 * 1024 * 1024
    line_bytes: int = 128
    l1_bytes_per_cycle: float = 128.0
    l2_bytes_per_cycle_per_xcd: float = 2048.0
    fabric_bytes_per_cycle_per_xcd: float = 1024.0
    hbm_bytes_per_cycle: float = 1903.0
    dirty_at_launch_bytes: int = 0

    @property
    def start(self) -> str:
        """The caches' state at launch, in words (the report says which it assumed)."""
        if not self.dirty_at_launch_bytes:
            return "empty caches"
        size = self.dirty_at_launch_bytes
        size = f"{size >> 20} MiB" if size % (1 << 20) == 0 else f"{size:,} bytes"
        return f"caches after a {size} flush"

    def __post_init__(self) -> None:
        if not isinstance(self.dirty_at_launch_bytes, int) or self.dirty_at_launch_bytes < 0:
            raise ValueError(f"dirty_at_launch_bytes must be a byte count (an int ≥ 0), not "
                             f"{self.dirty_at_launch_bytes!r}")


# (triton/backends/amd/driver.py get_empty_cache_for_benchmark: 256 MiB, zeroed by
# clear_cache before each timed run)
BENCHMARK_FLUSH_BYTES = 256 * 1024 * 1024


def after_benchmark_flush(memory: MemoryModel) -> MemoryModel:
    """``memory`` as a run ``triton.testing.do_bench`` times finds it: after that flush."""
    return replace(memory, dirty_at_launch_bytes=BENCHMARK_FLUSH_BYTES)
