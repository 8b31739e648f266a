"""Each level of the device model's memory hierarchy, measured by the microbenchmarks of
programs/validation/memory_levels.hip as one measures hardware: a pointer chase takes each
level's latency a load (MemoryModel's, the SC25 artifact's MI300X figures), and read
bandwidth against working set has a plateau per level at that level's ports (the CDNA3
white paper's bytes a clock: 128 per CU from the L1, 2 KiB per XCD from the L2, 1 KiB per
XCD over the fabric); the LDS read loop of programs/validation/lds_read_loop.s moves 128
bytes a clock per CU at every width. benchmarks/validate_mi300x.py runs them at full size
on MI300X."""

from __future__ import annotations

import numpy as np
import pytest

from isa.memory_model import MemoryModel
from isa.devices import Device

from .helpers import ROOT, require_clang

SOURCE = ROOT / "programs" / "validation" / "memory_levels.hip"
MODEL = MemoryModel()


@pytest.fixture(scope="module")
def module():
    require_clang()
    from emulator import hip
    return hip.compile(SOURCE)


def _chase(module, kernel, lines, steps):
    from emulator import hip
    order = np.random.default_rng(1).permutation(lines).astype(np.uint32) * 32
    chain = np.zeros(lines * 32, np.uint32)
    chain[order] = np.roll(order, -1)
    out = np.zeros(1, np.uint32)
    result = hip.launch(module, kernel, grid=(1,), block=(1,), device="mi300x", workers=1,
                        args=[chain, out, steps])
    # (the chain's end, walked as the kernel walks it)
    at = 0
    for _ in range(steps):
        at = chain[at]
    assert out[0] == at
    return result


def _per_load(module, kernel, lines, first, second):
    cycles = [_chase(module, kernel, lines, steps).device.waves[0]["cycles"]
              for steps in (first, second)]
    return (cycles[1] - cycles[0]) / (second - first)


def test_a_pointer_chase_takes_each_levels_latency(module):
    """The same loop around each level's load: the differences between levels are the
    differences between their latencies, exactly (the L1 chain of 32 lines fits its 256;
    1,024 lines do not, and the L2 holds them; walked once, each line comes from HBM)."""
    l1 = _per_load(module, "chase", 32, 32, 64)
    l2 = _per_load(module, "chase", 1024, 1024, 2048)
    hbm = _per_load(module, "chase", 1024, 256, 512)
    assert l2 - l1 == MODEL.l2_latency - MODEL.l1_latency
    assert hbm - l1 == MODEL.hbm_latency - MODEL.l1_latency
    assert MODEL.l1_latency <= l1 < MODEL.l1_latency + 16   # (the loop's own issue)
    result = _chase(module, "chase", 1024, 1024)
    assert result.device.memory["l2"] == 0 and result.device.memory["hbm"] == 1024 + 1
    scalar = _per_load(module, "chase_scalar", 32, 32, 64)   # (s_load_dword: clang's)
    assert MODEL.scalar_latency <= scalar < MODEL.scalar_latency + 24


def _bandwidth(module, device, nbytes, reads, groups):
    from emulator import hip
    words, threads = nbytes // 16, groups * 256
    data = np.arange(words * 4, dtype=np.uint32)
    cycles = []
    for count in reads:
        out = np.zeros(threads, np.uint32)
        result = hip.launch(module, "read_bandwidth", grid=(groups,), block=(256,),
                            args=[data, out, words, count], device=device, workers=1)
        cycles.append(result.device.kernel_cycles)
    t = np.arange(threads)   # (what the last launch read: each thread's xor)
    want = np.zeros(threads, np.uint32)
    for i in range(reads[1]):
        want ^= np.bitwise_xor.reduce(data.reshape(-1, 4)[(t + i * threads) % words], 1)
    assert np.array_equal(out, want)
    return (reads[1] - reads[0]) * threads * 16 / (cycles[1] - cycles[0])


def test_read_bandwidth_has_a_plateau_per_level(module):
    """On a device of 32 CUs in 2 XCDs, 8 workgroups a CU: 16 KiB read by every CU runs
    at the CUs' L1 ports (32 × 128 bytes a cycle); 1 MiB, shared by each XCD's CUs from
    their L2 (16 CUs ask 2 KiB a cycle: the L2 port's), within 5 % of the ports."""
    device = Device("two-xcds", "a test device of 2 XCDs of 16 CUs", 32, 2100.0, xcds=2)
    l1 = _bandwidth(module, device, 16 << 10, (8, 16), 256)
    assert l1 == pytest.approx(32 * MODEL.l1_bytes_per_cycle, rel=0.05)
    l2 = _bandwidth(module, device, 1 << 20, (8, 16), 256)
    assert l2 == pytest.approx(2 * MODEL.l2_bytes_per_cycle_per_xcd, rel=0.05)


@pytest.mark.parametrize("name,width", [("b32", 4), ("b64", 8), ("b128", 16)])
def test_lds_read_bandwidth_is_the_banks_per_width(name, width):
    """programs/validation/lds_read_loop.s on a device of 2 CUs, 4 workgroups of 256 a CU:
    conflict-free ds_read_b32, _b64 and _b128 each move 128 bytes a clock per CU (the 32
    banks of 4 bytes: the CDNA3 white paper's LDS bandwidth), within 2 %."""
    from emulator import launch
    device = Device("two-cus", "a test device of 2 CUs", 2, 2100.0, xcds=1)
    cycles = [launch(ROOT / "programs" / "validation" / "lds_read_loop.s",
                     kernel=f"lds_read_{name}", grid=(8,), block=(256,), args=[count],
                     device=device, workers=1).device.kernel_cycles for count in (4, 8)]
    per_cu = 4 * 16 * 8 * 256 * width / (cycles[1] - cycles[0]) / 2
    assert per_cu == pytest.approx(128, rel=0.02)
