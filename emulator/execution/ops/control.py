"""Program control: branches, ``s_nop``, ``s_waitcnt`` (no effect on values), ``s_endpgm``."""

from __future__ import annotations

import operator

from isa import IsaError
from . import END, semantics, semantics_of
from .access import scalar_reader, scalar_writer

def _taken(spec):
    """When a direct branch jumps (its record's ``jumps``: always, or on the register it
    reads being nonzero / zero)."""
    if spec.jumps == "always":
        return lambda wave: True
    value = operator.attrgetter(spec.reads[0])   # (scc, vcc or exec)
    if spec.jumps == "if_set":
        return lambda wave: value(wave) != 0
    return lambda wave: value(wave) == 0


@semantics_of(lambda op: bool(op.jumps))
def _branch(inst):
    taken, label = _taken(inst.spec), inst.operands[0]
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
           "buffer_wbl2", "buffer_inv", "buffer_invl2", "buffer_wbinvl1", "buffer_wbinvl1_vol",
           "s_sleep",
           "s_setkill", "s_incperflevel", "s_decperflevel", "s_wakeup", "s_ttracedata",
           "v_nop", "v_clrexcp", "ds_nop", "s_cbranch_cdbgsys", "s_cbranch_cdbguser",
           "s_cbranch_cdbgsys_or_user", "s_cbranch_cdbgsys_and_user", "s_dcache_discard",
           "s_dcache_discard_x2", "s_dcache_inv_vol", "s_dcache_wb_vol", "s_atc_probe",
           "s_atc_probe_buffer", "s_sendmsg")
def _nothing(inst):
    """Instructions with no effect on the state here (their time is the accountant's)."""
    return _no_effect


# (the binder of the instructions that change nothing here: a batch runs them for every
# wave at once, emulator/execution/wide.py)
NO_EFFECT = frozenset((_nothing,))


@semantics("s_trap")
def _trap(inst):
    """A trap stops the run: there is no trap handler (the error names the PC and line)."""
    code = inst.operands[0]

    def run(wave):
        raise IsaError(f"s_trap {code}: a trap, and the emulator has no trap handler")
    return run


@semantics("s_endpgm", "s_endpgm_saved")
def _endpgm(inst):
    return lambda wave: END


# -- the PC as a byte address: s_getpc, s_setpc, s_swappc, s_call (isa.addresses) ---------
def _next_address(inst) -> int:
    code, index = inst.anchor
    return code.addresses[index + 1]


def _jump(inst, address: int) -> int:
    code, _ = inst.anchor
    index = code.index_of(address)
    if index is None or index >= len(code.addresses) - 1:
        raise IsaError(f"{inst.mnemonic} to {address:#x}, which is not the address of an "
                       f"instruction of the program (code: {code.addresses[0]:#x}.."
                       f"{code.addresses[-1]:#x})")
    return index


@semantics("s_getpc_b64")
def _getpc(inst):
    write, value = scalar_writer(inst.operands[0]), _next_address(inst)
    return lambda wave: write(wave, value)


@semantics("s_setpc_b64")
def _setpc(inst):
    read = scalar_reader(inst.operands[0], "b64")
    return lambda wave: _jump(inst, read(wave))


@semantics("s_swappc_b64")
def _swappc(inst):
    write, read = scalar_writer(inst.operands[0]), scalar_reader(inst.operands[1], "b64")
    back = _next_address(inst)

    def run(wave):
        index = _jump(inst, read(wave))   # (the target is read before sdst is written)
        write(wave, back)
        return index
    return run


@semantics("s_call_b64")
def _call(inst):
    write, label, back = scalar_writer(inst.operands[0]), inst.operands[1], _next_address(inst)
    if label.target < 0:
        def unresolved(wave):
            raise IsaError(f"s_call_b64 to '{label.name}', which no label of the program "
                           "defines")
        return unresolved

    def run(wave):
        write(wave, back)
        return label.target
    return run
