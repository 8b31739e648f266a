"""Program control: branches, ``s_nop``, ``s_waitcnt`` (no effect on values), ``s_endpgm``."""

from __future__ import annotations

from isa import IsaError

from . import END, semantics

_TAKEN = {
    "s_branch": lambda wave: True,
    "s_cbranch_scc0": lambda wave: wave.scc == 0,
    "s_cbranch_scc1": lambda wave: wave.scc == 1,
    "s_cbranch_vccz": lambda wave: wave.vcc == 0,
    "s_cbranch_vccnz": lambda wave: wave.vcc != 0,
    "s_cbranch_execz": lambda wave: wave.exec == 0,
    "s_cbranch_execnz": lambda wave: wave.exec != 0,
}


@semantics(*_TAKEN)
def _branch(inst):
    taken, label = _TAKEN[inst.mnemonic], inst.operands[0]
    target = label.target
    if target < 0:   # a symbol no label of the program defines (llvm-mc: a relocation)
        def unresolved(wave):
            if taken(wave):
                raise IsaError(f"branch to '{label.name}', which no label of the program "
                               "defines")
        return unresolved
    return lambda wave: target if taken(wave) else None


def _no_effect(wave):
    return None


@semantics("s_nop", "s_waitcnt", "s_setprio", "s_icache_inv", "s_dcache_wb", "s_dcache_inv",
           "buffer_wbl2", "buffer_inv", "buffer_wbinvl1", "buffer_wbinvl1_vol")
def _nothing(inst):
    """Instructions with no effect on the state here (their time is the accountant's)."""
    return _no_effect


@semantics("s_trap")
def _trap(inst):
    """A trap stops the run: there is no trap handler (the error names the PC and line)."""
    code = inst.operands[0]

    def run(wave):
        raise IsaError(f"s_trap {code}: a trap, and the emulator has no trap handler")
    return run


@semantics("s_endpgm")
def _endpgm(inst):
    return lambda wave: END
