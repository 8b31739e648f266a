"""Waves spinning on memory (execution/spin_waits.py): a wave whose returning atomic changed
nothing (a failed compare-and-swap, an atomic read of a flag) is parked at it while memory
holds what it saw, and looked at again when a write changes memory; the launch leaves what
running every wave in some order leaves, and a lock taken by N workgroups in turn, or a
chain of N waits, costs about N runs of the atomic, not N² rounds."""

from __future__ import annotations

import numpy as np
import pytest

from emulator.launch import LaunchFault

from .helpers import require_clang

LOCKED = r"""
#include <hip/hip_runtime.h>

// every workgroup adds one to each of data[0..63] under one lock (Triton's test_atomic_cas)
extern "C" __global__ void locked_add(float *data, int *lock) {
  if (threadIdx.x == 0)
    while (atomicCAS(lock, 0, 1) != 0) {
    }
  __syncthreads();
  data[threadIdx.x] += 1.0f;
  __threadfence();
  __syncthreads();
  if (threadIdx.x == 0) atomicExch(lock, 0);
}

// workgroup i waits (an atomic read of a flag) until workgroup i + 1 is done
extern "C" __global__ void wait_on_next(int *flag, int n) {
  const int i = blockIdx.x;
  if (threadIdx.x == 0) {
    if (i + 1 < n)
      while (atomicAdd(&flag[i + 1], 0) == 0) {
      }
    atomicAdd(&flag[i], 1);
  }
}

// a try-lock: a workgroup that finds the lock taken counts itself out and goes on
extern "C" __global__ void try_once(int *lock, int *missed) {
  if (threadIdx.x == 0 && atomicCAS(lock, 0, 1) != 0) atomicAdd(missed, 1);
}
"""


@pytest.fixture(scope="module")
def module(tmp_path_factory):
    require_clang()
    from emulator import hip
    source = tmp_path_factory.mktemp("spin") / "locked.hip"
    source.write_text(LOCKED)
    return hip.compile(source)


def _locked(module, groups, **options):
    from emulator import hip
    data, lock = np.zeros(64, np.float32), np.zeros(1, np.int32)
    result = hip.launch(module, "locked_add", grid=(groups,), block=(64,), args=[data, lock],
                        workers=1, **options)
    return data, lock, result


def test_a_lock_taken_in_turn_by_every_workgroup(module):
    """All 300 workgroups resident together, each through the lock once: every add
    counted, the lock free at the end; the instructions retired grow with the workgroups,
    not with their square (each waiter runs its compare-and-swap again only when the lock
    was released, and then only one of them before the others are looked at again)."""
    retired = {}
    for groups in (100, 300):
        data, lock, result = _locked(module, groups)
        assert (data == groups).all() and lock[0] == 0
        retired[groups] = result.instructions
    assert retired[300] < 4 * retired[100]


def test_a_locks_hand_over_costs_the_same_however_many_wait(module, monkeypatch):
    """What the scheduler looks at for spinning waves grows with the workgroups, not with
    their square: at a write, the parked waiters of one value are one look at memory,
    and only the first of them runs (the others stay parked, looked at once more after
    it) — where every waiter going back to its compare-and-swap to be looked at there
    made each hand-over of the lock cost all the waiters."""
    from emulator.execution import spin_waits
    looked = []
    unchanged = spin_waits.SpinWaits._unchanged
    monkeypatch.setattr(spin_waits.SpinWaits, "_unchanged",
                        lambda self, rows: (looked.append(len(rows)), unchanged(self, rows))[1])
    rows = {}
    for groups in (100, 300):
        looked.clear()
        data, lock, _ = _locked(module, groups)
        assert (data == groups).all() and lock[0] == 0
        rows[groups] = sum(looked)
    assert rows[300] < 4 * rows[100]


def test_a_chain_of_waits_on_flags(module):
    """Workgroup i reads workgroup i + 1's flag with an atomic add of 0 until it is set:
    the last sets its flag first, then each in turn; the instructions retired grow with
    the chain, not with its square. (The flag is read with a load, not an atomic that
    returns — clang makes an add of 0 a load — so the launch holds no more workgroups at
    once than a batch: 150 of one wave fit one.)"""
    from emulator import hip
    retired = {}
    for groups in (50, 150):
        flag = np.zeros(groups, np.int32)
        result = hip.launch(module, "wait_on_next", grid=(groups,), block=(64,),
                            args=[flag, groups], workers=1)
        assert (flag == 1).all()
        retired[groups] = result.instructions
    assert retired[150] < 4 * retired[50]


def test_a_failed_compare_and_swap_that_is_no_spin_goes_on(module):
    from emulator import hip
    lock, missed = np.ones(1, np.int32), np.zeros(1, np.int32)
    hip.launch(module, "try_once", grid=(8,), block=(64,), args=[lock, missed], workers=1)
    assert missed[0] == 8 and lock[0] == 1


def test_a_lock_never_released_still_ends_at_max_steps(module):
    from emulator import hip
    data, lock = np.zeros(64, np.float32), np.ones(1, np.int32)
    with pytest.raises(LaunchFault, match="no s_endpgm within 500 steps"):
        hip.launch(module, "locked_add", grid=(4,), block=(64,), args=[data, lock],
                   workers=1, max_steps=500)
    assert not data.any() and lock[0] == 1
