"""``estimate_cycles``: run a program (or only its control flow) through the cycle accountant.

Timing-only mode (``execute=False``) computes no values: SALU instructions and SCC branches
run for real, vector, matrix and memory instructions are skipped (so scalar loads leave
their SGPRs as they were), and a branch that depends on VCC
or EXEC is taken ``trip_count − 1`` times in a row, then falls through once (and counts
again from zero), so a loop closed by such a branch runs ``trip_count`` times.
"""

from __future__ import annotations

from isa.program import Instruction, Program
from isa.errors import require_count

from emulator.timing.accountant import CycleAccountant
from emulator.timing.cycle_report import CycleReport, TimingParams
from emulator.execution.ops import bind
from emulator.execution.runner import check_program, run
from emulator.state.wavefront import WaveState

def _timing_binder(trip_count: int):
    def binder(inst: Instruction):
        spec = inst.spec
        if inst.mfma is not None or spec.is_vector or spec.is_memory:
            return lambda wave: None
        if spec.vector_branch:
            target = inst.operands[0].target
            if target < 0:   # (an undefined label: the real branch says so when taken)
                return bind(inst)
            state = {"taken": 0}

            def branch(wave):
                if state["taken"] < trip_count - 1:
                    state["taken"] += 1
                    return target
                state["taken"] = 0
                return None
            return branch
        return bind(inst)
    return binder


def estimate_cycles(program: Program, *, wave: WaveState | None = None, execute: bool = True,
                    max_steps: int = 1_000_000, trip_count: int = 1, fix: bool = False,
                    params: TimingParams | None = None,
                    timeline: bool = True) -> CycleReport:
    """Cycle estimate of one run of ``program`` (on ``wave``, or a fresh wavefront);
    ``params``: the clock and latencies (None: the program's target's default device's)."""
    trip_count = require_count(trip_count, "trip_count", 1)
    program = check_program(program)
    wave = wave if wave is not None else WaveState(program.target)
    accountant = CycleAccountant(params, fix=fix, keep_timeline=timeline,
                                 target=program.target)
    run(wave, program, max_steps=max_steps, listeners=(accountant.on_retire,),
        timing_only=None if execute else _timing_binder(trip_count))
    return accountant.report()
