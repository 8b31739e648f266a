"""Declared effects (isa.effects) against what each instruction really does.

Every non-MFMA instruction of the table runs on random register states; every register it
changed must be among the ones it declares it writes, every declared write must change in
some trial, and perturbing a special register (SCC, VCC, EXEC, M0) it does not declare it
reads must not change its result.
"""

from __future__ import annotations

import numpy as np
import pytest

from emulator import Wavefront
from emulator.state.local_memory import Lds, Scratch
from emulator.state.memory import Memory
from emulator.execution.runner import step_one
from isa.assembler import assemble
from isa.effects import effects
from isa.gfx942.ops import OPS

from .helpers import check_each, chunks

SPECIAL = ("scc", "vcc", "exec", "m0")
TRIALS = 16
# The default run stops after MIN_TRIALS trials once every declared write has changed (the
# same seeded states, fewer of them), and perturbs the special registers in the first
# PERTURBED_TRIALS of them; the exhaustive run takes all TRIALS, each perturbed.
MIN_TRIALS = 3
PERTURBED_TRIALS = 2
BUFFER_BYTES = 64 * 64 + 512

# One register choice per operand kind, apart from each other so that writes and reads of
# one instruction never overlap; memory addresses are set up by prepare_launch.
_OPERAND = {
    "vdst": "v10", "vdst64": "v[10:11]", "vdst128": "v[12:15]", "vsrc128": "v[28:31]",
    "adst": "a10", "asrc": "a11", "vsrc": "v22",
    "sdst": "s10", "sdst64": "s[10:11]", "maskd": "s[30:31]", "mask": "s[32:33]",
    "simm16": "0x1234", "uimm16": "0xfedc", "imm16": "0", "label": "next", "waitcnt": "vmcnt(0)",
    "gaddr": "v[50:51]", "saddr": "off", "dsaddr": "v52", "bvaddr": "v53", "srsrc": "s[4:7]",
    "sbase": "s[2:3]", "soff": "0", "faddr": "v[50:51]", "svaddr": "v52", "ssaddr": "off",
    "gprmode": "gpr_idx(SRC0,DST)", "k": "0x4248", "hwreg": "hwreg(HW_REG_MODE, 4, 4)",
    "imm32": "0x12345", "sendmsg": "sendmsg(MSG_INTERRUPT)",
}
_SOURCES = {"src": ["v20", "v21", "v[24:25]"], "ssrc": ["s20", "s21", "s[24:25]"],
            "sreg": ["s20", "s21", "s[24:25]"]}


def _operand(kind: str, position: int) -> str:
    base, _, arg = kind.partition(":")
    if base in _SOURCES:
        single, other, pair = _SOURCES[base]
        if arg in ("b64", "f64", "v2f32", "v2b32"):
            return pair if position % 2 == 0 else ("v[26:27]" if base == "src" else "s[26:27]")
        return single if position % 2 == 0 else other
    if base in ("mdst", "msrc"):
        n = int(arg)
        first = 40 if base == "mdst" else 44
        return f"v{first}" if n == 1 else f"v[{first}:{first + n - 1}]"
    if base in ("sdst", "sdata") and arg:
        n = int(arg)
        return "s40" if n == 1 else f"s[40:{40 + n - 1}]"
    return _OPERAND[base]


def line_for(spec) -> str:
    operands = [_operand(kind, i) for i, kind in enumerate(spec.operands)]
    if spec.operands.count("vdst") > 1:   # (v_swap_b32: two different registers)
        operands[spec.operands.index("vdst", 1)] = "v12"
    scalar = [i for i, kind in enumerate(spec.operands) if kind.startswith("ssrc")]
    if spec.is_vector and len(scalar) > 1:   # (the constant bus takes one SGPR)
        operands[scalar[-1]] = "3"
    text = spec.mnemonic + (" " + ", ".join(operands) if operands else "")
    if spec.encoding in ("MUBUF", "MTBUF") and spec.operands:
        text += " offen"
    return text


def _random_state(rng, memory: Memory, lds: Lds, base: int) -> Wavefront:
    w = Wavefront()
    w.v[:] = rng.integers(0, 2**32, w.v.shape, dtype=np.uint32)
    w.a[:] = rng.integers(0, 2**32, w.a.shape, dtype=np.uint32)
    w.s[:] = rng.integers(0, 2**32, w.s.shape, dtype=np.uint32)
    w.scc = int(rng.integers(0, 2))
    w.vcc = int(rng.integers(0, 2**63)) * 2 + int(rng.integers(0, 2))
    w.exec = int(rng.integers(1, 2**63)) * 2 + int(rng.integers(0, 2))
    # (M0's low bits address LDS for addtid and load-to-LDS: keep them inside it)
    w.m0 = int(rng.integers(0, 2**14)) << 18 | int(rng.integers(0, 0x8000))
    same = rng.random(64) < 0.5   # (equal sources in some lanes: compares go both ways)
    w.v[21][same] = w.v[20][same]
    w.v[26][same], w.v[27][same] = w.v[24][same], w.v[25][same]   # (and the 64-bit pair)
    if rng.random() < 0.5:
        w.s[21] = w.s[20]
    # NaNs in some lanes (random f64 bits are almost never NaN: ordered compares would
    # always be true)
    for reg, high, lanes in ((20, 0x7FC00000, [3, 40]), (21, 0x7FC00000, [7, 51]),
                             (25, 0x7FF80000, [3, 40]), (27, 0xFFF80000, [7, 51])):
        w.v[reg][lanes] = high
    w.memory, w.lds = memory, lds
    lane = np.arange(64, dtype=np.uint64)
    addr = np.uint64(base) + lane * np.uint64(64)
    w.v[50], w.v[51] = addr & np.uint64(0xFFFFFFFF), addr >> np.uint64(32)
    w.v[52] = (lane * 64).astype(np.uint32)
    w.v[53] = (lane * 64).astype(np.uint32)
    w.s[2], w.s[3] = base & 0xFFFFFFFF, base >> 32
    w.s[4], w.s[5], w.s[6], w.s[7] = base & 0xFFFFFFFF, base >> 32, BUFFER_BYTES, 0
    return w


def _snapshot(w: Wavefront) -> dict:
    return {"v": w.v.copy(), "a": w.a.copy(), "s": w.s.copy(), "scc": w.scc, "vcc": w.vcc,
            "exec": w.exec, "m0": w.m0}


def _changed(before: dict, after: dict) -> set[str]:
    """Names of the 32-bit registers (and specials) that differ."""
    out: set[str] = set()
    for file in ("v", "a", "s"):
        rows = np.nonzero((before[file] != after[file]).reshape(len(before[file]), -1)
                          .any(axis=1))[0]
        out.update(f"{file}{r}" for r in rows)
    out.update(name for name in SPECIAL if before[name] != after[name])
    return out


def _names(regs) -> set[str]:
    out: set[str] = set()
    for reg in regs:
        if reg.file in ("vcc", "exec"):
            out.add(reg.file)
        elif reg.file in ("vcc_lo", "vcc_hi", "exec_lo", "exec_hi"):
            out.add(reg.file[:-3])
        elif reg.is_special:
            out.add(reg.file)
        else:
            out.update(f"{reg.file}{reg.first + i}" for i in range(reg.count))
    return out


# (the encodings that reach memory, LDS or scratch: the others run without their copies)
MEMORY_ENCODINGS = {"DS", "SMEM", "MUBUF", "MTBUF", "GLOBAL", "FLAT", "SCRATCH"}


def _run(inst, state: dict, memory: Memory, lds: Lds, perturb: str | None = None) -> dict:
    w = Wavefront()
    w.v[:], w.a[:], w.s[:] = state["v"], state["a"], state["s"]
    for name in SPECIAL:
        setattr(w, name, state[name])
    if perturb == "exec":
        w.exec = state["exec"] ^ 0x5555_0000_0000_AAAA
    elif perturb == "vcc":
        w.vcc = state["vcc"] ^ 0xFFFF_FFFF_FFFF_FFFF
    elif perturb == "scc":
        w.scc = 1 - state["scc"]
    elif perturb == "m0":
        w.m0 = state["m0"] ^ 0xFFFF
    # (copies: atomics change memory, and every run must start from the same state)
    if inst.spec.encoding in MEMORY_ENCODINGS:
        w.memory, w.lds = Memory.from_image(memory.image()), Lds()
        w.lds.data[:] = lds.data
        w.scratch = Scratch(BUFFER_BYTES)
        w.scratch.data[:] = state["scratch"]
    step_one(w, _PROGRAMS[inst])
    out = _snapshot(w)
    out["pc"] = w.pc
    if perturb:   # the perturbed register itself is not a result
        out[perturb] = None
    return out


_PROGRAMS: dict = {}


RETURNING = [s.returning for s in OPS if s.returning is not None]


def _spec_name(case) -> str:
    spec = case[0]
    return spec.mnemonic + ("_returning" if spec in RETURNING else "")


# (the end, a trap and what the records say is not modelled stop the run: no effects)
_SPECS = [s for s in OPS if s.mnemonic not in ("s_endpgm", "s_trap") and not s.unmodelled] \
    + RETURNING


@pytest.mark.parametrize("cases", chunks(
    [pytest.param(spec, "sampled") for spec in _SPECS]
    + [pytest.param(spec, "all", marks=pytest.mark.exhaustive) for spec in _SPECS],
    16, _spec_name))
def test_declared_effects_match_behaviour(cases):
    check_each(cases, _check_effects, _spec_name)


def _check_effects(spec, trials):
    text = line_for(spec)
    if spec in RETURNING:   # (the form that returns the old value)
        text += " glc" if spec.encoding == "SMEM" else " sc0"
    program = assemble(f"{text}\nnext:\ns_endpgm\n", "effects.s")
    inst = program.instructions[0]
    _PROGRAMS[inst] = program
    reads, writes = effects(inst)
    declared_writes, declared_reads = _names(writes), _names(reads)
    rng = np.random.default_rng(sum(map(ord, spec.mnemonic)))
    changed_ever: set[str] = set()
    for trial in range(TRIALS):
        if trials == "sampled" and trial >= MIN_TRIALS and declared_writes <= changed_ever:
            break
        memory = Memory()
        base = memory.upload(rng.integers(0, 256, BUFFER_BYTES, dtype=np.uint8))
        lds = Lds()
        lds.data[:] = rng.integers(0, 256, lds.data.size, dtype=np.uint8)
        w = _random_state(rng, memory, lds, base)
        if spec.relative:   # (M0 moves the register: keep it inside the SGPR file)
            w.m0 = int(rng.integers(0, 40)) & ~1
        if spec.mnemonic in ("s_setpc_b64", "s_swappc_b64"):   # (a jump to "next")
            target = program.code.addresses[1]
            w.write(str(inst.operands[-1]), np.array([target & 0xFFFFFFFF, target >> 32],
                                                     np.uint32))
        state = _snapshot(w)
        state["scratch"] = (rng.integers(0, 256, (64, BUFFER_BYTES), dtype=np.uint8)
                            if spec.encoding in MEMORY_ENCODINGS else None)
        after = _run(inst, state, memory, lds)
        changed = _changed(state, after)
        assert changed <= declared_writes, (
            f"{text}: changed {sorted(changed - declared_writes)} without declaring them")
        changed_ever |= changed
        for name in SPECIAL:
            if name in declared_reads or (trials == "sampled" and trial >= PERTURBED_TRIALS):
                continue
            again = _run(inst, state, memory, lds, perturb=name)
            for key in ("v", "a", "s"):
                assert np.array_equal(again[key], after[key]), (
                    f"{text}: result depends on {name}, which it does not declare it reads")
            for key in SPECIAL + ("pc",):
                if key != name:
                    assert again[key] == after[key], (
                        f"{text}: {key} depends on {name}, which it does not declare it reads")
    missing = declared_writes - changed_ever
    # A write may keep a register's value by chance; an always-true v_cmpx keeps EXEC as
    # it is (EXEC & true), by definition.
    if spec.mnemonic.startswith(("v_cmpx_t_", "v_cmpx_tru_")):
        missing -= {"exec"}
    if spec in RETURNING and "cmpswap" in spec.mnemonic and spec.encoding in ("MUBUF",
                                                                              "SMEM"):
        missing = set()   # (the old value goes to the data range's first half only)
    if spec.relative and missing != declared_writes:
        missing = set()   # (M0 picks one of the registers from the one named on)
    if spec.mnemonic.startswith("s_bitset") and missing != declared_writes:
        missing = set()   # (one bit of one register of the pair)
    assert not missing, f"{text}: declared writes {sorted(missing)} never changed"
