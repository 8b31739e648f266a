"""``Wavefront``: a wavefront's state (``emulator.state.wavefront.WaveState``) that can also run
programs and execute single instructions, through the runner's one loop."""

from __future__ import annotations

import isa
from isa.mfma_syntax import MfmaOp, parse_mfma

from emulator.execution.mfma.execute import execute_mfma
from emulator.execution.ops import END
from emulator.execution.runner import run, step_one
from emulator.state.wavefront import WaveState


class Wavefront(WaveState):
    """Per-lane register files and scalar state of one wavefront, with ``run`` and
    ``execute``."""

    def run(self, program, *, max_steps: int = 1_000_000, listeners=(), strict: bool = False,
            options=None):
        """Run a program from ``pc`` to ``s_endpgm``: an assembled one (``isa.assemble``) or
        its assembly text; ``listeners(wave, inst)`` as the runner takes them. A wave that
        has ended (``pc`` is ``END`` after ``s_endpgm``) starts the program from its first
        instruction, its registers as they are — so a second ``run`` runs a second
        program. ``options``: an ``emulator.ExecutionOptions`` (None: the process's)."""
        if isinstance(program, str):
            program = isa.assemble(program, target=self.target)
        if self.pc == END:
            self.pc = 0
        return run(self, program, max_steps=max_steps, listeners=listeners, strict=strict,
                   options=options)

    def execute(self, inst) -> None:
        """Execute one instruction: a decoded ``isa.mfma_syntax.MfmaOp``, or assembly text of
        any instruction that does not change control flow (an MFMA, ``v_add_f32 v0, v1, v2``,
        ``s_mov_b32 s0, 1``, a memory access…).

        Operands and modifiers are checked before anything runs, so a bad instruction
        leaves every register as it was; ``pc`` is not changed.
        """
        if isinstance(inst, MfmaOp):
            execute_mfma(self, inst)
            return
        if not isinstance(inst, str):
            raise isa.errors.ArgumentError(f"cannot execute {inst!r}: expected assembly text "
                                           "or an MfmaOp")
        words = inst.split(None, 1)
        if words and isinstance(self.target.find_mnemonic(words[0].removesuffix("_e64")),
                                isa.MatrixInstruction):
            execute_mfma(self, parse_mfma(inst, self.target))
            return
        program = isa.assemble(inst, "<execute>", target=self.target)
        if len(program) != 1:
            raise isa.IsaError(f"execute takes one instruction, got {len(program)}: {inst!r}")
        spec = program.instructions[0].spec
        if getattr(spec, "ends_straight_line", False):
            raise isa.IsaError(f"{spec.mnemonic} changes control flow: run it in a program "
                               "(Wavefront.run)")
        pc, self.pc = self.pc, 0
        try:
            step_one(self, program)
        finally:
            self.pc = pc
