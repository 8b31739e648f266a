"""The occupancy a device's compute units allow a kernel (``occupancy``) and what the model
reports of a launch: ``DeviceReport`` (kernel cycles and time at the device's clock,
occupancy, stalls by category, memory hits, MFMA work against the peak, each wave's times;
a notebook view and a picture) and the Chrome/Perfetto trace of its waves."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from isa.devices import ComputeUnitLimits


# ---------------------------------------------------------------------------------------
# the device


def occupancy(descriptor: dict, waves_per_group: int, lds_bytes: int,
              limits: ComputeUnitLimits) -> dict:
    """Waves per SIMD and workgroups per CU the kernel's resources allow on a CU with
    ``limits`` (its device's, ``isa.devices.Device.limits``), and what binds."""
    vgprs = max(descriptor.get(".amdhsa_next_free_vgpr", 1), 1)
    vgprs = -(-vgprs // limits.vgpr_granule) * limits.vgpr_granule
    sgprs = descriptor.get(".amdhsa_next_free_sgpr", 0) + 6   # (vcc, flat_scratch, xnack)
    sgprs = -(-sgprs // limits.sgpr_granule) * limits.sgpr_granule
    bounds = {"waves": limits.waves_per_simd, "vgprs": limits.vgprs_per_lane // vgprs,
              "sgprs": limits.sgprs_per_simd // sgprs}
    per_simd = max(min(bounds.values()), 1)
    groups = {"waves": max(limits.simds * per_simd // max(waves_per_group, 1), 1)}
    if lds_bytes:
        groups["lds"] = max(limits.lds_per_cu // lds_bytes, 1)
    per_cu = min(groups.values())
    binding = min(bounds, key=bounds.get) if per_cu == groups["waves"] else "lds"
    return {"waves_per_simd": per_simd, "workgroups_per_cu": per_cu, "vgprs": vgprs,
            "sgprs": sgprs, "lds_bytes": lds_bytes, "limited_by": binding}


# What the device model leaves out (README, "A launch on a device"): every report says so.
MODEL_IGNORES = ("instruction fetch and the instruction cache",
                 "queueing in the memory system beyond bandwidth ports", "TLBs",
                 "DRAM pages and refresh", "scalar cache misses",
                 "when the kernel's own written lines reach HBM (each costs HBM bandwidth "
                 "as it misses)",
                 "the workgroup dispatcher's rate", "clock changes", "other kernels")

CATEGORIES_TIMED = ("issue", "vmcnt", "lgkmcnt", "barrier", "matrix", "wait_states", "arbitration")
@dataclass
class DeviceReport:
    """A launch's timing on a device (``simulate``)."""

    device: str
    clock_mhz: float
    kernel_cycles: int
    occupancy: dict
    cus_used: int
    waves: list
    simds: list
    flops: int
    peak_flops_per_cycle: float
    memory: dict
    trace: dict | None = None
    profile_table: object = None   # with profile=True: cycles by PC (timing/profile.py)
    ignores: tuple = MODEL_IGNORES   # what the model leaves out
    launch_overhead_us: float = 0.0  # the device's launch cost, apart from the kernel's time
    caches_at_launch: str = "empty caches"   # the state the launch started from (MemoryModel)
    simds_per_cu: int = 0            # the device's (isa.devices.ComputeUnitLimits.simds)

    @property
    def time_us(self) -> float:
        """The kernel's time at the device's clock (without the launch's overhead)."""
        return self.kernel_cycles / self.clock_mhz

    @property
    def launch_time_us(self) -> float:
        """The kernel's time and the device's launch overhead (``Device.launch_overhead_us``):
        what a host's timer around one launch would see."""
        return self.time_us + self.launch_overhead_us

    @property
    def fraction_of_peak(self) -> float:
        """Achieved MFMA operations per cycle over the device's peak for the kernel's type."""
        if not self.kernel_cycles or not self.peak_flops_per_cycle:
            return 0.0
        return self.flops / self.kernel_cycles / self.peak_flops_per_cycle

    @property
    def achieved_tflops(self) -> float:
        """MFMA operations per second at the device clock, in 10^12."""
        return self.flops / self.time_us / 1e6 if self.kernel_cycles else 0.0

    @property
    def peak_tflops(self) -> float:
        """The device's peak for the kernel's MFMA type, in 10^12 operations a second."""
        return self.peak_flops_per_cycle * self.clock_mhz / 1e6

    def __repr__(self) -> str:
        return (f"<DeviceReport {self.device}: {self.kernel_cycles} cycles "
                f"({self.time_us:.2f} µs), {len(self.waves)} waves on {self.cus_used} CU(s)>")

    def _repr_html_(self) -> str:
        """The summary, the stall breakdown, the waves and (kept with its trace) the
        timeline picture, as a notebook shows them."""
        from emulator.timing import pictures
        return pictures.device_html(self)

    def plot(self, **options):
        """The waves over time as a matplotlib Figure (timing/pictures.py
        ``device_figure``; the report must keep its trace: ``launch(..., trace=True)``)."""
        from emulator.timing.pictures import device_figure
        return device_figure(self, **options)

    def summary(self) -> dict:
        return {"device": self.device, "kernel_cycles": self.kernel_cycles,
                "time_us": self.time_us, "occupancy": self.occupancy,
                "cus_used": self.cus_used, "flops": self.flops,
                "achieved_tflops": self.achieved_tflops, "peak_tflops": self.peak_tflops,
                "fraction_of_peak": self.fraction_of_peak, "memory": self.memory,
                "stalls": {k: sum(w[k] for w in self.waves) for k in CATEGORIES_TIMED},
                "clock_mhz": self.clock_mhz, "launch_overhead_us": self.launch_overhead_us,
                "launch_time_us": self.launch_time_us, "caches_at_launch": self.caches_at_launch,
                "model_ignores": list(self.ignores)}


def chrome_trace(waves, limits: ComputeUnitLimits, source=None) -> dict:
    """Chrome trace / Perfetto JSON: a process per CU, a thread (track) per wave named by its
    SIMD; times in cycles shown as microseconds (1 cycle = 1 µs on the time axis). Each
    slice's arguments name its instruction's PC and, with ``source(pc)``, its source line."""
    events = []
    named = set()
    for w in waves:
        tid = (w.simd % limits.simds) * 1_000_000 + w.ident   # (one per wave, by SIMD)
        if w.cu not in named:
            named.add(w.cu)
            events.append({"ph": "M", "name": "process_name", "pid": w.cu,
                           "args": {"name": f"CU {w.cu}"}})
        events.append({"ph": "M", "name": "thread_name", "pid": w.cu, "tid": tid,
                       "args": {"name": f"SIMD {w.simd % limits.simds} · workgroup "
                                        f"{w.workgroup} wave {w.index}"}})
        for name, start, end, kind, pipe, pc in w.events:
            args = {"kind": kind, "pipe_cycles": pipe, "pc": pc}
            place = source(pc) if source is not None else None
            if place:
                args["source"] = place
            events.append({"ph": "X", "name": name, "pid": w.cu, "tid": tid,
                           "ts": float(start), "dur": float(max(end - start, 0.01)),
                           "cat": kind if kind in ("stall", "drain") else "issue",
                           "args": args})
    return {"traceEvents": events, "displayTimeUnit": "ns",
            "otherData": {"time_unit": "cycles"}}


def write_trace(report: DeviceReport, path) -> Path:
    path = Path(path)
    path.write_text(json.dumps(report.trace or {"traceEvents": []}))
    return path
