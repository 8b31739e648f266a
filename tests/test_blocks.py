"""Compiled hot blocks (emulator/execution/blocks) against interpretation.

Random blocks hold every instruction form a template takes (sources from VGPRs, SGPRs,
inline constants and literals, neg/abs on f32 sources, masks in VCC and SGPR pairs, EXEC
changed mid-block); each is compiled once and run on random states — special floats, NaN
payloads, denormals, partial and empty EXEC — and every register must equal what the
interpreter leaves. Then the run loop's use of blocks: loops, max_steps, listeners, MODE,
the disk cache, the background compile and NUMBA_DISABLE_JIT.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

import isa
from hypothesis import given, settings
from hypothesis import strategies as st

from emulator import Wavefront
from emulator.execution.blocks import cache, hot
from emulator.execution.blocks.hot import HotBlocks
from emulator.execution.observers import InstructionObserver
from emulator.execution.options import default_options
from emulator.execution.blocks.source import CODE_HASH, block_source, compilable_pcs
from emulator.execution.blocks.word_functions import words_at, words_name, words_text
from emulator.execution.blocks.templates import TEMPLATES, compilable
from emulator.execution.runner import RunError, run
from emulator.timing.accountant import CycleAccountant
from tests.helpers import hot_of, kept_blocks, sample_text, use_options
from isa import IsaError
from isa.records import Unit
from isa.assembler import assemble
from isa.targets import target_or_default

# (one xdist worker runs them all: its tests share the blocks they compile)
pytestmark = pytest.mark.xdist_group("blocks")

ROOT = Path(__file__).resolve().parents[1]
_TARGET = target_or_default(None)
_SPECIAL = np.array([0x7FC00000, 0xFFC00000, 0x7F800001, 0x7FA00123, 0xFF812345, 0x7F800000,
                     0xFF800000, 0x00000000, 0x80000000, 0x00000001, 0x807FFFFF, 0x3F800000,
                     0xBF800000, 0x7F7FFFFF, 0x00800000, 0xFFFFFFFF], dtype=np.uint32)


# -- random blocks ----------------------------------------------------------------------------
class _Forms:
    """Random instruction lines for every template, with fresh destinations so that each
    instruction's result survives to the comparison."""

    def __init__(self, rng) -> None:
        self.rng = rng
        self.vgpr, self.agpr, self.sgpr, self.pair = 16, 8, 16, 40

    def pick(self, options):
        return options[self.rng.integers(len(options))]

    def vector_source(self, kind: str, vgpr_only: bool = False) -> str:
        roll = self.rng.random()
        if kind in ("b64", "v2f32"):
            if vgpr_only or roll < 0.6:
                first = 2 * self.rng.integers(0, max(8, self.vgpr // 2))
                return f"v[{first}:{first + 1}]"
            if roll < 0.8:
                return self.pick(["s[2:3]", "s[4:5]", "s[8:9]"])
            return self.pick(["0", "-1", "5", "0.5"])
        if vgpr_only or roll < 0.45:
            text = f"v{self.rng.integers(0, max(16, self.vgpr))}"
        elif roll < 0.6:
            text = f"s{self.rng.integers(0, 12)}"
        elif roll < 0.85:
            text = self.pick(["0", "1", "-3", "64", "-16", "0.5", "-2.0", "1.0", "4.0"])
        else:
            return self.pick(["0x3fc00000", "0x12345678", "0xff800001"])
        if kind == "f32" and text.startswith("v") and self.rng.random() < 0.4:
            text = self.pick([f"-{text}", f"|{text}|", f"-|{text}|"])
        return text

    def scalar_source(self, kind: str) -> str:
        roll = self.rng.random()
        if kind == "b64":
            if roll < 0.5:
                return self.pick(["s[2:3]", "s[4:5]", "s[6:7]", "vcc", "exec"])
            return self.pick(["0", "-1", "7", "0x12345678"])
        if roll < 0.6:
            return f"s{self.rng.integers(0, self.sgpr)}"
        return self.pick(["0", "1", "-1", "31", "-7", "0x80000000", "0x12345"])

    def operand(self, kind: str) -> str:
        base, _, typ = kind.partition(":")
        if base == "vdst":
            self.vgpr += 1
            return f"v{self.vgpr - 1}"
        if base == "vdst64":
            self.vgpr += 2 + self.vgpr % 2
            return f"v[{self.vgpr - 2}:{self.vgpr - 1}]"
        if base == "mdst":   # (a DS destination: ds_bpermute's, ds_permute's)
            return self.operand("vdst")
        if base in ("dsaddr", "msrc"):
            return f"v{self.rng.integers(0, max(16, self.vgpr))}"
        if base == "adst":
            self.agpr += 1
            return f"a{self.agpr - 1}"
        if base == "asrc":
            return f"a{self.rng.integers(0, self.agpr)}"
        if base == "sdst":
            self.sgpr += 1
            return f"s{self.sgpr - 1}"
        if base in ("sdst64", "maskd"):
            if self.rng.random() < 0.1:   # (rarely: a later write to VCC hides this one)
                return "vcc"
            self.pair += 2
            return f"s[{self.pair - 2}:{self.pair - 1}]"
        if base == "mask":
            return self.pick(["vcc", "s[2:3]", "s[4:5]"])
        if base == "vsrc":
            return self.vector_source(typ, vgpr_only=True)
        if base == "k":
            return self.pick(["0x40490fdb", "0xc0000000", "0x7fc00001"])
        if base == "src":
            return self.vector_source(typ or "b32")
        if base == "ssrc":
            return self.scalar_source(typ or "b32")
        if base == "sreg":
            return f"s{self.rng.integers(0, self.sgpr)}"
        if base == "simm16":
            return self.pick(["0", "7", "-1", "0x7fff", "-32768", "0x1234"])
        if base == "uimm16":
            return self.pick(["0", "7", "0xffff", "0x7fff", "0x8000", "0x1234"])
        if base == "imm16":
            return str(self.rng.integers(0, 4))
        if base == "waitcnt":
            return "0"
        raise AssertionError(kind)

    def line(self, mnemonic: str) -> str:
        """A line of ``mnemonic`` that assembles (retried with new operands)."""
        spec, _ = _TARGET.find_op(mnemonic)
        for attempt in range(40):
            saved = (self.vgpr, self.agpr, self.sgpr, self.pair)
            text = f"{mnemonic} " + ", ".join(self.operand(k) for k in spec.operands)
            for name in (mnemonic, mnemonic + "_e64"):
                line = text.replace(mnemonic, name, 1)
                try:
                    inst = assemble(f" {line}\n s_endpgm\n", "t.s").instructions[0]
                except IsaError:
                    continue
                if compilable(inst):
                    return line
            self.vgpr, self.agpr, self.sgpr, self.pair = saved
        raise AssertionError(f"no compilable form of {mnemonic}")


def _random_blocks(seed: int, copies: int, per_block: int = 40) -> list[str]:
    """Programs (each one block ending in s_endpgm) covering every template ``copies``
    times."""
    rng = np.random.default_rng(seed)
    names = sorted(_REGISTER_ONLY) * copies
    rng.shuffle(names)
    programs = []
    for first in range(0, len(names), per_block):
        forms = _Forms(rng)
        lines = [forms.line(name) for name in names[first:first + per_block]]
        programs.append("\n".join(f" {line}" for line in lines) + "\n s_endpgm\n")
    return programs


# (the global accesses need addresses inside memory: test_compiled_loads and
# test_compiled_stores take them)
_TEMPLATES = TEMPLATES.table(isa.GFX942)
_MEMORY = {name for name, emit in _TEMPLATES.items() if getattr(emit, "memory", False)}
_LDS = {name for name, emit in _TEMPLATES.items() if getattr(emit, "lds", False)}
_REGISTER_ONLY = set(_TEMPLATES) - _MEMORY - _LDS
# Every template once (seven blocks): each block run as numba's Python form of its source in
# the default run, and the first ``_COMPILED`` compiled (numba's compile of the rest is the
# default run's largest cost: about 3 s a block of 40, cold); every template compiled three
# times, in other company, in the exhaustive run
_PROGRAMS = _random_blocks(2026, 1)
_COMPILED = 2
_MORE_PROGRAMS = _random_blocks(2027, 3)


def _state(wave: Wavefront, seed: int) -> None:
    rng = np.random.default_rng(seed)
    words = rng.integers(0, 1 << 32, wave.v.shape, dtype=np.uint64).astype(np.uint32)
    floats = rng.standard_normal(wave.v.shape).astype(np.float32).view(np.uint32)
    choice = rng.random(wave.v.shape)
    wave.v[...] = np.where(choice < 0.35, floats, np.where(
        choice < 0.65, rng.choice(_SPECIAL, wave.v.shape), words))
    wave.a[...] = rng.integers(0, 1 << 32, wave.a.shape, dtype=np.uint64).astype(np.uint32)
    wave.s[...] = rng.integers(0, 1 << 32, wave.s.shape, dtype=np.uint64).astype(np.uint32)
    wave.s[:4] = rng.choice(_SPECIAL, 4)
    masks = [(1 << 64) - 1, 0, 1 << 63, int(rng.integers(0, 1 << 63)) * 2 + 1]
    wave.exec = masks[rng.integers(len(masks))]
    wave.vcc = int(rng.integers(0, 1 << 63)) * 2 + int(rng.integers(0, 2))
    wave.scc = int(rng.integers(0, 2))


def _same(a: Wavefront, b: Wavefront) -> None:
    for name in ("v", "a", "s"):
        diff = np.argwhere(getattr(a, name) != getattr(b, name))
        assert diff.size == 0, f"{name}{diff[:4].tolist()} differ"
    assert (a.exec, a.vcc, a.scc, a.pc) == (b.exec, b.vcc, b.scc, b.pc)


@pytest.fixture(autouse=True)
def _interpret_by_default(monkeypatch):
    use_options(monkeypatch, blocks="off")


def _interpreted(program, seed: int) -> Wavefront:
    wave = Wavefront()
    _state(wave, seed)
    run(wave, program)
    return wave


def _compiled(texts):
    """The programs and each one's compiled block, compiled by one child (the lane
    functions they share compiled once; the other core runs the other tests) unless the
    disk cache has them."""
    programs = [assemble(text, "random_block.s") for text in texts]
    assert all(all(compilable_pcs(program)) for program in programs)
    paths = [cache.module_path(block_source(p, 0, len(p.instructions)),
                               default_options().cache_directory()) for p in programs]
    missing = [path for path in paths if not cache.is_compiled(path)]
    if missing:
        assert cache.compile_elsewhere(*missing).wait() == 0
    return [(program, HotBlocks(program, default_options().changed(blocks="sync")).compile(0))
            for program in programs]


@pytest.fixture(scope="module")
def compiled_together():
    """The random blocks, the DPP forms', the packed f32 forms', the SDWA forms' and the
    swizzles' blocks, compiled by one child (one start-up of numba for them all)."""
    extra = ["".join(f" {line}\n" for line in lines) + " s_endpgm\n"
             for lines in (_DPP_LINES, _packed_f32_lines(54, 30) + [
                 "v_pk_fma_f32 v[10:11], s[2:3], v[4:5], v[10:11] op_sel:[1,0,1] "
                 "neg_hi:[0,1,1]",
                 "v_pk_mul_f32 v[2:3], v[2:3], s[2:3] op_sel_hi:[1,0] neg_lo:[1,0]"],
                           _SDWA_LINES, _SWIZZLE_LINES)]
    compiled = _compiled(_PROGRAMS[:_COMPILED] + extra)
    return compiled[:_COMPILED], compiled[_COMPILED:]


@pytest.fixture(scope="module")
def compiled_blocks(compiled_together):
    return compiled_together[0]


@pytest.fixture(scope="module")
def more_compiled_blocks():
    return _compiled(_MORE_PROGRAMS)


def test_the_compiled_words_are_the_lane_modules_functions():
    """templates.COMPILED_WORDS (what a template may call, written out so that deciding
    what compiles imports no numba) names each function blocks/lanes.py and lanes64.py
    define, and numba's abs, and nothing else."""
    from emulator.execution.blocks import lanes, lanes64
    from emulator.execution.blocks.templates import COMPILED_WORDS
    defined = {name for module in (lanes, lanes64) for name, value in vars(module).items()
               if getattr(getattr(value, "py_func", value), "__module__", None) ==
               module.__name__ and callable(value) and not isinstance(value, type)}
    assert COMPILED_WORDS == defined | {"abs"}


def test_the_lane_code_hash_covers_every_module_a_block_runs():
    """A block's disk cache is keyed by its text and the hash of the code it runs besides
    (source.py ``CODE_MODULES``): every emulator and isa module the lane modules a block
    imports import in turn, transitively, is hashed — else a changed one (exp2_binary64.py,
    or the vocabulary's TRUNC_LIMIT, say) would leave numba's cached machine code of the old
    in use."""
    import ast
    import importlib.util
    from emulator.execution.blocks.source import CODE_MODULES

    def imports(name):
        tree = ast.parse(Path(importlib.util.find_spec(name).origin).read_text())
        for node in ast.walk(tree):
            names = [node.module] if isinstance(node, ast.ImportFrom) and node.module else \
                [alias.name for alias in node.names] if isinstance(node, ast.Import) else []
            yield from (n for n in names if n.startswith(("emulator.", "isa.")) and
                        n != "emulator.jit.numba_cache")

    seen, todo = set(), [f"emulator.execution.blocks.{name}" for name in (
        "lanes", "lanes64", "scalar_lanes", "memory_lanes")]
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            todo.extend(imports(name))
    assert seen <= set(CODE_MODULES)


@pytest.mark.parametrize("texts,copies", [(_PROGRAMS, 1), (_MORE_PROGRAMS, 3)])
def test_random_blocks_cover_every_template(texts, copies):
    used = [line.split()[0].removesuffix("_e64") for text in texts
            for line in text.splitlines() if line.strip() != "s_endpgm"]
    # (the global and the buffer loads: dword to dwordx4, the byte and short ones, their
    # d16 forms; the stores: dword to dwordx4, byte and short, their d16_hi forms)
    assert sorted(used) == sorted(list(_REGISTER_ONLY) * copies) and len(_MEMORY) == 44


def _check_blocks(compiled_blocks, seed: int) -> None:
    for program, block in compiled_blocks:
        expected = _interpreted(program, seed)
        wave = Wavefront()
        _state(wave, seed)
        wave.pc, _ = block.run(wave)
        _same(wave, expected)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_compiled_block_equals_interpretation(compiled_blocks, seed):
    _check_blocks(compiled_blocks, seed)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_compiled_block_equals_interpretation_examples(compiled_blocks, seed):
    _check_blocks(compiled_blocks, seed)


@pytest.mark.exhaustive
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_more_compiled_blocks_equal_interpretation(more_compiled_blocks, seed):
    _check_blocks(more_compiled_blocks, seed)


# (each DPP sample a block can hold, and src0 the destination: read before any lane writes)
_DPP_LINES = [line for line in (inst.loc.text.strip() for inst in assemble(
    sample_text(), "asm_samples.s").instructions if inst.suffix == "dpp")
    if compilable(assemble(line + "\n", "dpp.s").instructions[0])] + [
    "v_max_f32_dpp v2, v2, v2 row_shr:1 row_mask:0xf bank_mask:0xf",
    "v_mov_b32_dpp v3, v3 row_ror:7 row_mask:0x5 bank_mask:0xe bound_ctrl:1"]


@pytest.fixture(scope="module")
def dpp_and_packed_blocks(compiled_together):
    """The DPP forms' block, the packed f32 forms' (``_packed_f32_lines``) and the SDWA
    forms' (``_SDWA_LINES``)."""
    return compiled_together[1]


def test_dpp_forms_in_a_block_equal_interpretation(dpp_and_packed_blocks):
    """A DPP form in a compiled block (blocks/templates.py ``_dpp``: the plain template on
    the permuted src0) leaves what the interpreter leaves, under every EXEC _state draws."""
    assert len(_DPP_LINES) >= 18
    for seed in range(6):
        _check_blocks(dpp_and_packed_blocks[:1], seed)


# (each SDWA sample a block can hold, and forms of field, sext, neg/abs, an SGPR and a
# constant source, the destination one of the sources)
_SDWA_LINES = [line for line in (inst.loc.text.strip() for inst in assemble(
    sample_text(), "asm_samples.s").instructions if inst.suffix == "sdwa")
    if compilable(assemble(line + "\n", "sdwa.s").instructions[0])] + [
    "v_cvt_f32_f16_sdwa v24, v24 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1",
    "v_cvt_f32_f16_sdwa v25, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0",
    "v_add_u32_sdwa v26, sext(v1), v2 dst_sel:DWORD src0_sel:BYTE_2 src1_sel:WORD_1",
    "v_sub_u32_sdwa v27, s1, v2 dst_sel:DWORD src0_sel:BYTE_1 src1_sel:WORD_1",
    "v_add_f32_sdwa v4, -v4, |v2| dst_sel:DWORD src0_sel:WORD_1 src1_sel:BYTE_0",
    "v_mul_f32_sdwa v28, 0.5, v5 dst_sel:DWORD src0_sel:WORD_1 src1_sel:WORD_1",
    "v_cmp_lt_u32_sdwa s[40:41], v6, sext(v7) src0_sel:BYTE_3 src1_sel:BYTE_0",
    "v_lshlrev_b32_sdwa v29, v8, v9 dst_sel:DWORD src0_sel:BYTE_0 src1_sel:WORD_1"]


def test_sdwa_forms_in_a_block_equal_interpretation(dpp_and_packed_blocks):
    """An SDWA form that writes its whole destination, in a compiled block
    (blocks/templates.py ``_sdwa``: the plain template on its sources' fields, as
    ``ops.vector_forms.sdwa_fields`` reads them) leaves what the interpreter leaves, under
    every EXEC _state draws; a form writing a field of its destination stays interpreted."""
    (program, _), = dpp_and_packed_blocks[2:3]
    assert [inst.suffix for inst in program.instructions[:-1]] == ["sdwa"] * len(_SDWA_LINES)
    assert len(_SDWA_LINES) >= 13
    for seed in range(6):
        _check_blocks(dpp_and_packed_blocks[2:3], seed)
    assert not compilable(assemble("v_mov_b32_sdwa v1, v2 dst_sel:WORD_1 "
                                   "dst_unused:UNUSED_PAD src0_sel:BYTE_3\n",
                                   "sdwa.s").instructions[0])


# (ds_swizzle_b32 in quad mode and in bitmask mode, llvm-mc's macros and raw offsets, the
# destination the source too)
_SWIZZLE_LINES = [
    "ds_swizzle_b32 v1, v2 offset:swizzle(QUAD_PERM,1,0,3,2)",
    "ds_swizzle_b32 v3, v3 offset:swizzle(QUAD_PERM,3,3,0,1)",
    "ds_swizzle_b32 v4, v5 offset:swizzle(BITMASK_PERM,\"01pip\")",
    "ds_swizzle_b32 v6, v7 offset:swizzle(SWAP,16)",
    "ds_swizzle_b32 v8, v8 offset:swizzle(REVERSE,8)",
    "ds_swizzle_b32 v9, v10 offset:swizzle(BROADCAST,4,1)",
    "ds_swizzle_b32 v11, v12 offset:0x041f",
    "ds_swizzle_b32 v13, v14"]


def test_swizzles_in_a_block_equal_interpretation(dpp_and_packed_blocks):
    """ds_swizzle_b32 in a compiled block (crossbar_templates.py: the lanes ops/swizzle.py's
    ``source_lanes`` names, as a module-level table) leaves what the interpreter leaves
    under every EXEC _state draws; the rotate and FFT modes stay interpreted."""
    (program, _), = dpp_and_packed_blocks[3:]
    assert [inst.mnemonic for inst in program.instructions[:-1]] == \
        ["ds_swizzle_b32"] * len(_SWIZZLE_LINES)
    for seed in range(6):
        _check_blocks(dpp_and_packed_blocks[3:], seed)
    assert not compilable(assemble("ds_swizzle_b32 v1, v2 offset:0xc010\n",
                                   "swizzle.s").instructions[0])


def _packed_f32_lines(seed: int, count: int) -> list[str]:
    """Packed f32 lines a block holds, with random op_sel/op_sel_hi/neg_lo/neg_hi, v, a and
    SGPR pair sources, and the destination often one of them."""
    rng = np.random.default_rng(seed)
    lines = []
    while len(lines) < count:
        name = rng.choice(["v_pk_add_f32", "v_pk_mul_f32", "v_pk_fma_f32"])
        sources = 3 if name == "v_pk_fma_f32" else 2
        pairs = [rng.choice([f"v[{2 * k}:{2 * k + 1}]" for k in range(8)] + ["s[2:3]"])
                 for _ in range(sources)]
        dst = pairs[0] if pairs[0].startswith("v") and rng.random() < 0.5 else \
            f"v[{2 * rng.integers(0, 8)}:{2 * rng.integers(0, 8) + 1}]"
        if not dst.startswith("v[") or int(dst[2:dst.index(":")]) % 2:
            continue
        mods = " ".join(f"{mod}:[{','.join(str(b) for b in rng.integers(0, 2, sources))}]"
                        for mod in ("op_sel", "op_sel_hi", "neg_lo", "neg_hi")
                        if rng.random() < 0.5)
        line = f"{name} {dst}, {', '.join(pairs)} {mods}".strip()
        try:
            inst = assemble(f" {line}\n s_endpgm\n", "pk.s").instructions[0]
        except IsaError:
            continue
        if compilable(inst):
            lines.append(line)
    return lines


def test_packed_f32_forms_in_a_block_equal_interpretation(dpp_and_packed_blocks):
    """v_pk_add/mul/fma_f32 in a compiled block (blocks/packed_templates.py: the scalar
    lane words on the dwords op_sel picks, neg_lo/neg_hi flipping signs) leave what the
    interpreter (ops/packed.py) leaves, special values and every EXEC _state draws
    included."""
    (program, _), = dpp_and_packed_blocks[1:2]
    lines = [inst.loc.text.strip() for inst in program.instructions][:-1]
    assert {line.split()[0] for line in lines} == {"v_pk_add_f32", "v_pk_mul_f32",
                                                   "v_pk_fma_f32"}
    assert any("neg_hi" in line for line in lines) and any("s[2:3]" in line for line in lines)
    for seed in range(6):
        _check_blocks(dpp_and_packed_blocks[1:], seed)


def test_minmax_signed_zeros_and_nans_every_pair():
    """v_max/v_min_f32 on every pair of special values (random states rarely meet two
    zeros), compiled against interpretation and against hand-computed lanes."""
    program = assemble(" v_max_f32 v10, v0, v1\n v_min_f32 v11, v0, v1\n"
                       " v_max3_f32 v12, v0, v1, v0\n s_endpgm\n", "minmax.s")
    block = HotBlocks(program, default_options().changed(blocks="sync")).compile(0)
    first, second = (x.reshape(-1) for x in np.meshgrid(_SPECIAL, _SPECIAL))
    results = {}
    for start in range(0, first.size, 64):
        lanes = slice(start, start + 64)
        outs = []
        for compiled in (False, True):
            wave = Wavefront()
            wave.v[0], wave.v[1] = first[lanes], second[lanes]
            if compiled:
                block.run(wave)
            else:
                run(wave, program)
            outs.append(wave.v[10:13].copy())
        assert (outs[0] == outs[1]).all()
        for lane, (a, b) in enumerate(zip(first[lanes], second[lanes])):
            results[int(a), int(b)] = tuple(int(x) for x in outs[1][:2, lane])
    assert results[0x00000000, 0x80000000] == (0x00000000, 0x80000000)
    assert results[0x80000000, 0x00000000] == (0x00000000, 0x80000000)
    assert results[0x7FA00123, 0x3F800000] == (0x7FE00123, 0x7FE00123)  # sNaN: quieted
    assert results[0x3F800000, 0x7FA00123] == (0x7FE00123, 0x7FE00123)
    assert results[0x7FC00000, 0x3F800000] == (0x3F800000, 0x3F800000)  # qNaN: the other
    assert results[0xFF800000, 0x7F800000] == (0x7F800000, 0xFF800000)


# -- what a block may hold ----------------------------------------------------------------------
@pytest.mark.parametrize("line", [
    "v_add_f32_e64 v1, v2, v3 clamp", "v_mul_f32_e64 v1, v2, v3 mul:2",
    "v_mov_b64 v[4:5], v[2:3] row_newbcast:1",
    "v_add_f16_dpp v0, v1, v2 row_shr:1 row_mask:0xf bank_mask:0xf",
    "v_add_u32_sdwa v1, v2, v3 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 "
    "src1_sel:DWORD", "v_add_f64 v[2:3], v[4:5], v[6:7]", "v_mov_b32 v1, vcc_lo",
    "s_mov_b32 s1, m0", "v_log_f32 v1, v2", "v_cvt_f32_f16_e64 v1, -v2",
    "global_atomic_add v[2:3], v1, off", "scratch_store_dword v1, v2, off",
    "flat_store_dword v[2:3], v1",
    "scratch_load_dword v1, v2, off",
    "flat_load_dword v1, v[2:3]", "buffer_load_format_x v1, v2, s[0:3], 0 idxen",
    "global_load_lds_dword v[2:3], off", "v_readlane_b32 s1, v2, m0",
])
def test_forms_no_template_takes_are_interpreted(line):
    inst = assemble(f" {line}\n s_endpgm\n", "t.s").instructions[0]
    assert not compilable(inst)


def test_block_source_names_its_instructions():
    program = assemble(" v_add_u32 v1, v2, v3\n s_add_u32 s1, s1, 3\n s_endpgm\n", "x.s")
    text = block_source(program, 0, 3)
    assert "# pc 0: v_add_u32 v1, v2, v3" in text and "return -1" in text


def test_a_block_calls_the_words_functions(tmp_path):
    """A block calls a jitted function for each lane word its instructions compose (the
    vector ALU's, the packed f32 ones', the scalar ALU's: word_functions.py), not the word's
    body in place, and names the version of the words it calls: its own words' module is
    loaded beside it, another's refused."""
    program = assemble(" v_add_f32 v1, v2, v3\n v_pk_fma_f32 v[4:5], v[6:7], v[8:9], v[4:5]\n"
                       " s_mul_hi_u32 s3, s4, s5\n v_lshl_add_u32 v1, v2, 3, v4\n s_endpgm\n",
                       "words.s")
    text = block_source(program, 0, len(program.instructions))
    for call in ("W.add_f32(", "W.fma_f32(", "W.mul_hi_u32(", "W.add32(W.shl32("):
        assert call in text, call
    assert "fadd(" not in text.replace("W.add_f32(", "") and "ffma(" not in text
    assert f"W = words_at(__file__, {words_name()!r})" in text and CODE_HASH in words_text()
    module = cache.load(cache.module_path(text, tmp_path))
    assert module.W.__name__ == words_name() and (tmp_path / f"{words_name()}.py").exists()
    with pytest.raises(RuntimeError, match="calls the words of words_0"):
        words_at(str(tmp_path / "block_x.py"), "words_000000000000000000000000")


# (lane-local instructions in a row, a compare writing EXEC, a DPP form reading other lanes,
# a scalar instruction: source.py's fused_lane_loops runs the first three in one loop with
# the v_cmpx, the next two in another, then the DPP form's two loops, the v_add_u32 alone
# before the scalar instruction, the last two together: 6 loops of 11)
_FUSED = """ v_add_f32 v1, v2, s3
 v_fma_f32 v4, v1, v1, 0.5
 v_cndmask_b32 v5, v4, v1, vcc
 v_cmpx_lt_f32 s[10:11], v1, v4
 v_mul_f32 v6, v5, v5
 v_add_u32 v7, v6, v1
 v_mov_b32_dpp v8, v7 row_shr:1 row_mask:0xf bank_mask:0xf
 v_add_u32 v9, v8, v7
 s_add_u32 s12, s12, 1
 v_sub_f32 v10, v9, v1
 v_xor_b32 v11, v10, v8
 s_endpgm
"""


def test_lane_local_instructions_in_a_row_share_a_lane_loop():
    """A single wave's block runs consecutive instructions that read and write only their
    own lane in one loop (up to and with one that changes EXEC or writes a mask), never one
    that reads another lane or a scalar instruction; a batch's shares the loop with the
    lane test, and keeps a loop each without it (full EXEC)."""
    program = assemble(_FUSED, "fused.s")
    single = block_source(program, 0, len(program.instructions))
    assert single.count("for l in range(64)") == 6
    # (a batch's: each of its 11 loops without the lane test, for full EXEC, and a loop
    # with the test for each run — the DPP form's gather of its source row has none)
    batch = block_source(program, 0, len(program.instructions), waves=True)
    assert (batch.count("for l in range(64)"), batch.count("if bit(ex, l):")) == (16, 5)


def _loops(text: str) -> int:
    """The lane loops of a single wave's block made of ``text`` (through its first
    instruction no block can hold, else to its end)."""
    program = assemble(text, "shared.s")
    able = compilable_pcs(program)
    end = able.index(False) if False in able else len(program.instructions)
    return block_source(program, 0, end).count("for l in range(64)")


@pytest.mark.parametrize("middle,with_first,with_third", [
    ("v_add_f32 v3, v2, s4", True, True),             # (an SGPR read before its loop)
    ("v_div_fmas_f32 v3, v1, v2, v0", True, True),     # (VCC's bit of its lane)
    ("v_pk_fma_f32 v[6:7], v[2:3], v[4:5], v[6:7]", True, True),
    ("v_add_u32_sdwa v3, v2, v1 dst_sel:DWORD src0_sel:BYTE_1 src1_sel:WORD_0", True, True),
    ("v_cmpx_lt_f32 s[10:11], v1, v4", True, False),   # (EXEC after its loop: the run ends)
    ("v_add_co_u32 v3, vcc, v2, v1", True, False),     # (VCC after its loop)
    ("v_mov_b32_dpp v3, v2 row_shr:1 row_mask:0xf bank_mask:0xf", False, False),
    ("v_readfirstlane_b32 s5, v2", False, False),      # (another lane's register)
    ("global_load_dword v3, v[6:7], off", False, False),   # (it may stop the block)
    ("s_add_u32 s12, s12, 1", False, False),
])
def test_which_lane_loops_share_one(middle, with_first, with_third):
    """Of three instructions' lane loops, the middle one's record and what its template
    wrote decide (source.py ``fused_lane_loops``, from the writer's ``Piece`` of each):
    shared with both, with the first only, or its own; an instruction just before one no
    block holds shares too (the block's own lines after it are not its)."""
    first, third = " v_mov_b32 v1, v0\n", " v_mov_b32 v4, v3\n"
    alone = _loops(f" {middle}\n s_endpgm\n")
    shared = int(with_first) + int(with_third)
    assert _loops(f"{first} {middle}\n{third} s_endpgm\n") == alone + 2 - shared
    mfma = " v_mfma_f32_4x4x1_16b_f32 a[0:3], v0, v1, a[0:3]\n"
    assert _loops(f"{first} {middle}\n{mfma}") == alone + 1 - int(with_first)


@pytest.mark.parametrize("seed", [4, 5])
def test_shared_lane_loops_equal_interpretation(seed):
    _check_blocks(_compiled([_FUSED]), seed)


# -- the run loop -------------------------------------------------------------------------------
LOOP = """
    s_mov_b32 s0, 300
    v_mov_b32 v1, 1.0
.Lloop:
    v_add_f32 v2, v1, v2
    v_mul_f32 v3, 0.5, v2
    v_fma_f32 v4, v2, v3, v1
    v_add_u32 v5, v5, 1
    v_and_b32 v6, 0xff, v5
    v_cmp_gt_u32 vcc, 16, v6
    v_cndmask_b32 v7, v1, v2, vcc
    s_and_saveexec_b64 s[2:3], vcc
    v_add_u32 v8, v8, v6
    s_or_b64 exec, exec, s[2:3]
    s_add_u32 s1, s1, 3
    s_sub_u32 s0, s0, 1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 .Lloop
    s_endpgm
"""


def _run_loop(monkeypatch, how: str, listeners=(), max_steps=1_000_000, seed=7):
    use_options(monkeypatch, blocks=how)
    use_options(monkeypatch, hot=4)
    program = assemble(LOOP, "loop.s")
    wave = Wavefront()
    _state(wave, seed)
    wave.exec = (1 << 64) - 1
    result = run(wave, program, listeners=listeners, max_steps=max_steps)
    return wave, result, program


def test_loop_runs_compiled_and_equals_interpretation(monkeypatch):
    expected, want, _ = _run_loop(monkeypatch, "off")
    wave, got, program = _run_loop(monkeypatch, "sync")
    _same(wave, expected)
    assert got == want
    ready = [b for b in hot_of(program).ready if b is not None]
    assert [b.start for b in ready] == [2]
    assert hot_of(program).counts[2] == 4   # (options.hot) compiled, then not counted


# (clang's IEEE division v2 / v1 and a reciprocal square root in a loop: a block holds
# them, the fidelity report counts v_rcp_f32 and v_rsq_f32 there as interpretation does)
DIVIDING = """
    s_mov_b32 s0, 40
.Lloop:
    v_add_f32 v2, 1.0, v2
    v_div_scale_f32 v4, s[4:5], v1, v1, v2
    v_rcp_f32 v5, v4
    v_div_scale_f32 v6, vcc, v2, v1, v2
    v_fma_f32 v7, -v4, v5, 1.0
    v_fmac_f32 v5, v7, v5
    v_mul_f32 v7, v6, v5
    v_fma_f32 v8, -v4, v7, v6
    v_fmac_f32 v7, v8, v5
    v_fma_f32 v4, -v4, v7, v6
    v_div_fmas_f32 v4, v4, v5, v7
    v_div_fixup_f32 v9, v4, v1, v2
    v_rsq_f32 v10, v9
    v_sqrt_f32 v11, v2
    v_mul_f32 v1, 0x3f7ff000, v1
    s_sub_u32 s0, s0, 1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 .Lloop
    s_endpgm
"""


def test_division_in_a_block_equals_interpretation_and_is_counted(monkeypatch):
    """clang's division steps, v_rcp/v_rsq/v_sqrt in a compiled loop leave what the
    interpreter leaves — special values and denormal quotients among the lanes — and the
    fidelity report counts the inexact ones as it does interpreted."""
    results = []
    for how in ("off", "sync"):
        use_options(monkeypatch, blocks=how, hot=2)
        program = assemble(DIVIDING, "dividing.s")
        wave = Wavefront()
        _state(wave, 11)
        wave.exec = (1 << 64) - 1
        wave.v[1, :16] = _SPECIAL
        wave.v[1, 16:24] = np.array([2.0 ** 100, 2.0 ** -100, 2.0 ** 127, 2.0 ** -130,
                                     -2.0 ** 126, 3e-39, -1e30, 1e-30], np.float32).view(
            np.uint32)
        results.append((wave, run(wave, program), program))
    (want, interpreted, _), (got, compiled, program) = results
    assert [b.start for b in hot_of(program).ready if b is not None] == [1]
    _same(got, want)
    assert compiled.fidelity == interpreted.fidelity and compiled.steps == interpreted.steps
    assert {c.mnemonic: c.count for c in compiled.fidelity.counts} == \
        {"v_rcp_f32": 40, "v_rsq_f32": 40, "v_sqrt_f32": 40}


def test_max_steps_stops_where_interpretation_stops(monkeypatch):
    for how in ("off", "sync"):
        with pytest.raises(RunError) as caught:
            _run_loop(monkeypatch, how, max_steps=1000)
        assert "no s_endpgm within 1000 steps" in str(caught.value)
        assert caught.value.pc == (1000 - 2) % 14 + 2


def test_listeners_that_read_registers_see_every_instruction_interpreted(monkeypatch):
    seen = []

    def listener(wave, inst):
        seen.append((inst.index, int(wave.v[2, 0])))
    expected_seen = []
    _run_loop(monkeypatch, "off", listeners=(lambda w, i: expected_seen.append(
        (i.index, int(w.v[2, 0]))),))
    _, _, program = _run_loop(monkeypatch, "sync", listeners=(listener,))
    assert seen == expected_seen
    assert kept_blocks(program) == {}   # (no blocks: not even counted)


def test_the_accountant_hears_a_compiled_block_in_order(monkeypatch):
    plain, fast = CycleAccountant(), CycleAccountant()
    _run_loop(monkeypatch, "off", listeners=(plain.on_retire,))
    _, _, program = _run_loop(monkeypatch, "sync", listeners=(fast.on_retire,))
    assert any(hot_of(program).ready)
    assert fast.count == plain.count
    assert fast.report().summary() == plain.report().summary()


def test_an_instruction_only_listener_stops_the_run_at_the_blocks_end(monkeypatch):
    heard = []

    def listener(wave, inst):
        heard.append(inst.index)
        return len(heard) == 200
    wave, result, program = _run_loop(monkeypatch, "sync",
                                      listeners=(InstructionObserver(listener),))
    assert result.stopped and any(hot_of(program).ready)
    assert heard[-1] == 15 and result.steps == len(heard) and wave.pc == 2   # (a whole trip)


def test_a_directed_rounding_mode_is_interpreted(monkeypatch):
    use_options(monkeypatch, hot=1)
    text = " s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 3\n" + LOOP
    results = []
    for how in ("off", "sync"):
        use_options(monkeypatch, blocks=how)
        wave = Wavefront()
        _state(wave, 5)
        wave.exec = (1 << 64) - 1
        run(wave, assemble(text, "mode.s"))
        results.append(wave)
    _same(*results)


def test_an_unusable_cache_leaves_the_run_interpreted(monkeypatch, tmp_path):
    blocked = tmp_path / "a-file"
    blocked.write_text("not a directory")
    use_options(monkeypatch, block_cache=str(blocked / "blocks"))
    expected, want, _ = _run_loop(monkeypatch, "off")
    wave, got, program = _run_loop(monkeypatch, "sync")
    _same(wave, expected)
    assert got == want and not any(hot_of(program).ready)
    assert not hot_of(program).heads[2]


def test_disk_cache_loads_in_a_new_process(tmp_path):
    """A block compiled once is found compiled by a fresh process, which loads it without
    writing anything new."""
    program = assemble(LOOP, "loop.s")
    env = dict(os.environ, WFEMU_BLOCK_CACHE=str(tmp_path))
    text = block_source(program, 2, 16)
    script = ("import sys, os; from pathlib import Path; "
              "from emulator.execution.blocks import cache; "
              "p = cache.module_path(sys.stdin.read(), Path(os.environ['WFEMU_BLOCK_CACHE'])); "
              "print(cache.is_compiled(p)); "
              "cache.load(p); print(cache.is_compiled(p))")
    outputs = []
    for _ in range(2):
        done = subprocess.run([sys.executable, "-c", script], input=text, env=env, cwd=ROOT,
                              capture_output=True, text=True, check=True)
        outputs.append(done.stdout.split())
        files = sorted(p.name for p in tmp_path.rglob("*"))
        if len(outputs) == 1:
            first_files = files
    assert outputs == [["False", "True"], ["True", "True"]]
    assert files == first_files


def test_background_compile_takes_over_the_loop(monkeypatch, tmp_path):
    """Default mode: the first run goes on interpreting while a child compiles; a later
    run of the same program uses the compiled block, with the same result."""
    use_options(monkeypatch, block_cache=str(tmp_path))
    use_options(monkeypatch, hot=2)
    monkeypatch.setattr(hot, "POLL", 1)
    use_options(monkeypatch, blocks="background")
    program = assemble(LOOP.replace("300", "3"), "loop.s")
    blocks = hot.hot_blocks(program, default_options())
    deadline = time.time() + 120
    while blocks.ready[2] is None and time.time() < deadline:
        wave = Wavefront()
        run(wave, program)
        time.sleep(0.05)
    assert blocks.ready[2] is not None
    use_options(monkeypatch, blocks="off")
    expected = Wavefront()
    run(expected, program)
    use_options(monkeypatch, blocks="background")
    wave = Wavefront()
    run(wave, program)
    _same(wave, expected)


def test_blocks_run_as_python_without_jit(tmp_path):
    """Under NUMBA_DISABLE_JIT=1 the generated function is plain Python and gives the same
    registers (the runner itself does not use blocks then): every template's block, on
    random states — the source numba compiles, which the default run compiles for the first
    ``_COMPILED`` blocks only (the exhaustive run: every template, three times)."""
    script = f"""
import sys
import warnings
sys.path.insert(0, {str(ROOT)!r})
from tests.test_blocks import _PROGRAMS, _state, _same, _interpreted
from emulator import Wavefront
from emulator.execution.blocks import hot
from emulator.execution.blocks.hot import HotBlocks
from emulator.execution.options import default_options
from isa.assembler import assemble

warnings.simplefilter("ignore", RuntimeWarning)   # (numpy's scalars say what numba does not)
assert default_options().blocks == "off"
for text in _PROGRAMS:
    program = assemble(text, "random_block.s")
    block = HotBlocks(program, default_options().changed(blocks="sync")).compile(0)
    for seed in range(11, 23):
        wave = Wavefront()
        _state(wave, seed)
        wave.pc, _ = block.run(wave)
        _same(wave, _interpreted(program, seed))
print("same")
"""
    env = dict(os.environ, NUMBA_DISABLE_JIT="1", WFEMU_BLOCK_CACHE=str(tmp_path),
               WFEMU_BLOCKS="off")
    done = subprocess.run([sys.executable, "-c", script], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["same"]


def _extent(program, start, able):
    """The end of the block that starts at ``start``, walked forward one PC at a time: it
    ends after a branch or the end."""
    insts = program.instructions
    end = start
    while end < len(insts) and able[end]:
        end += 1
        if insts[end - 1].spec.unit in (Unit.BRANCH, Unit.END):
            break
    return end


def test_extents_in_one_pass_equal_each_extent():
    """HotBlocks finds every block's end in one backward pass (one by one, a long run of
    compilable code would cost its length squared): the same ends as walking forward. And
    no segment of a batch's block holds a store beside another access to the same space,
    global memory or the LDS (blocks/source.py ``memory_splits``), in every program that
    has stores; in the source of a batch's block no local of one segment is read in a
    later one (each segment's loop runs every wave: a local would hold the last wave's)."""
    from emulator.execution.blocks.source import block_source, extents, memory_splits
    from emulator.execution.blocks.templates import access_kind
    checked = stored = lds_stored = segmented = 0
    for path in sorted((ROOT / "programs").rglob("*.s")):
        try:
            program = assemble(path.read_text(), str(path))
        except IsaError:
            continue   # (a kernel's file for another assembler's directives)
        if len(program.instructions) > 1500:
            continue   # (``extent`` one by one: the quadratic cost this avoids)
        able = compilable_pcs(program)
        splits = memory_splits(program, able)
        ends = extents(program, able)
        assert ends == [_extent(program, pc, able) for pc in range(len(program.instructions))]
        kinds = [access_kind(inst) for inst in program.instructions]
        for pc, end in enumerate(ends):
            cuts = [at for at in range(pc + 1, end) if splits[at]]
            for low, high in zip([pc, *cuts], [*cuts, end]):
                for space in ("memory", "lds"):
                    held = [kind[1] for kind in kinds[low:high] if kind and kind[0] == space]
                    assert "store" not in held or len(held) == 1, (path.name, pc, space)
            if cuts and (pc == 0 or ends[pc - 1] != end):   # (each block once)
                segmented += 1
                _no_local_crosses_a_segment(block_source(program, pc, end, True, tuple(cuts)))
        checked += 1
        stored += ("memory", "store") in kinds
        lds_stored += ("lds", "store") in kinds
    assert checked > 20 and stored > 5 and lds_stored > 5 and segmented > 50


def _no_local_crosses_a_segment(source: str) -> None:
    """No local ``tN`` a segment's loop assigns is read by a later segment's loop without
    being assigned there first (the generated text's loops over the waves)."""
    assigned: set = set()
    for loop in source.split("    for wave in range(first, end):")[1:]:
        mine = set(re.findall(r"\b(t\d+) = ", loop))
        assert not (set(re.findall(r"\bt\d+\b", loop)) - mine) & assigned, loop[:200]
        assigned |= mine


def test_a_store_splits_the_blocks_around_it():
    """A global store starts a block and the next global access after it another, and so
    an LDS write and the next LDS access; loads after loads do not split, nor accesses to
    the other space (what may and may not share a block, ``memory_splits``)."""
    from emulator.execution.blocks.source import extents, memory_splits
    program = assemble("".join(f" {line}\n" for line in (
        "global_load_dword v1, v[4:5], off", "v_add_u32 v2, v1, v1",
        "global_load_dword v3, v[4:5], off offset:4", "global_store_dword v[4:5], v2, off",
        "v_add_u32 v2, v1, v1", "buffer_store_dword v2, v12, s[8:11], 0 offen",
        "buffer_load_dword v6, v12, s[8:11], 0 offen", "v_add_u32 v7, v6, v6",
        "ds_write_b32 v8, v7", "ds_read_b32 v9, v8", "global_store_byte v[4:5], v7, off",
        "ds_write_b32 v8, v9", "s_endpgm")), "splits.s")
    able = compilable_pcs(program)
    assert all(able)
    splits = memory_splits(program, able)
    assert [pc for pc, split in enumerate(splits) if split] == [3, 5, 6, 9, 11]
    assert extents(program, able) == [13] * 13   # (one block: the splits are segments)
    hot = HotBlocks(program, default_options().changed(min_length=1))
    assert [pc for pc, head in enumerate(hot.heads) if head] == [0, 3, 5, 6, 9, 11]


# -- global loads in blocks ------------------------------------------------------------------
_LOAD_PROGRAM = """ v_add_u32 v20, v0, v1
 global_load_dword v2, v[4:5], off
 global_load_dwordx2 v[6:7], v[4:5], off offset:8
 global_load_dwordx3 v[8:10], v11, s[2:3] offset:-4
 global_load_dwordx4 a[0:3], v[4:5], off offset:12 sc0
 global_load_ubyte v22, v[4:5], off offset:3
 global_load_sbyte v23, v11, s[2:3] offset:1
 global_load_ushort v24, v[4:5], off offset:6
 global_load_sshort v25, v11, s[2:3]
 global_load_ubyte_d16 v26, v[4:5], off offset:1
 global_load_ubyte_d16_hi v26, v11, s[2:3] offset:2
 global_load_sbyte_d16 v27, v[4:5], off offset:5
 global_load_sbyte_d16_hi v27, v[4:5], off offset:7
 global_load_short_d16 v28, v11, s[2:3] offset:3
 global_load_short_d16_hi v29, v[4:5], off offset:9
 global_load_dwordx2 v[4:5], v[4:5], off offset:4
 v_add_u32 v21, v2, v3
 s_endpgm
"""


def _memory_wave(seed: int, outside: int | None = None):
    """A wave with two allocations of random bytes: v[4:5] points into the first at any
    byte (unaligned too), s[2:3] + v11 into the second, EXEC random (empty and full too);
    with ``outside``, that lane's v[4:5] lies past the first allocation's end."""
    from emulator.state.memory import Memory
    rng = np.random.default_rng(seed)
    memory = Memory()
    first = memory.upload(rng.integers(0, 256, 4096, dtype=np.uint8))
    second = memory.upload(rng.integers(0, 256, 512, dtype=np.uint8))
    wave = Wavefront()
    _state(wave, seed)
    wave.memory = memory
    at = first + rng.integers(0, 4096 - 40, 64)
    if outside is not None:
        at[outside] = first + 4096 - 8
    wave.v[4], wave.v[5] = at & 0xFFFFFFFF, at >> 32
    wave.s[2], wave.s[3] = (second + 4) & 0xFFFFFFFF, (second + 4) >> 32
    wave.v[11] = rng.integers(0, 512 - 12, 64)
    if outside is None:
        wave.exec = [(1 << 64) - 1, 0, int(rng.integers(0, 1 << 63))][seed % 3]
    else:
        wave.exec |= 1 << outside
    return wave


def test_compiled_loads_equal_interpretation():
    """Every global load form a block takes (dword to dwordx4, bytes and shorts zero- and
    sign-extended, the d16 forms into either half, a VGPR pair or an SGPR base
    with a 32-bit VGPR offset, positive and negative offsets, AGPR destinations, a
    destination that is its own address, unaligned addresses, partial and empty EXEC)
    loads what the interpreter loads, and changes no memory."""
    _loads_compiled_as_interpreted(assemble(_LOAD_PROGRAM, "loads.s"), _memory_wave, "global_")


def _loads_compiled_as_interpreted(program, wave_of, kind: str):
    """The program's block (every load template of ``kind`` in it) run on ``wave_of(seed)``
    leaves what interpreting it leaves, and no memory changed, for 12 seeds; returns (the
    block, each seed's interpreted wave)."""
    assert all(compilable_pcs(program)) and {i.mnemonic for i in program.instructions} >= \
        {name for name in _MEMORY if name.startswith(kind) and "_load" in name}
    block = HotBlocks(program, default_options().changed(blocks="sync")).compile(0)
    assert block.memory
    interpreted = []
    for seed in range(12):
        expected = wave_of(seed)
        run(expected, program)
        wave = wave_of(seed)
        wave.pc, ran = block.run(wave)
        assert ran == len(program.instructions)
        _same(wave, expected)
        assert all(np.array_equal(x.data, y.data) for x, y in
                   zip(wave.memory.allocations, wave_of(seed).memory.allocations))
        interpreted.append(expected)
    return block, interpreted


def test_a_load_outside_memory_stops_the_block_before_it():
    """A lane outside every allocation: the block stops before that load with nothing of it
    written (it returns the load's PC and how many instructions ran), and the interpreter,
    resuming there, names the fault the interpreter alone names."""
    program = assemble(_LOAD_PROGRAM, "loads.s")
    block = HotBlocks(program, default_options().changed(blocks="sync")).compile(0)
    for lane in (0, 37, 63):
        alone = _memory_wave(5, outside=lane)
        with pytest.raises(RunError) as interpreted:
            run(alone, program)
        wave = _memory_wave(5, outside=lane)
        pc, ran = block.run(wave)
        assert (pc, ran) == (2, 2)   # (the dwordx2 at offset 8 reads past the end)
        before = _memory_wave(5, outside=lane)
        run(before, assemble(_LOAD_PROGRAM.split("\n")[0] + "\n" +
                             _LOAD_PROGRAM.split("\n")[1] + "\n s_endpgm\n", "two.s"))
        wave.pc = before.pc = pc
        _same(wave, before)
        with pytest.raises(RunError) as resumed:
            run(wave, program)
        assert str(resumed.value) == str(interpreted.value)
    no_memory = Wavefront()
    assert not block.applies(no_memory)


# (raw buffers: s[8:11] a resource over the first allocation's first 2,000 bytes, v12 a
# byte offset, some lanes' past num_records; s5 an soffset)
_BUFFER_PROGRAM = """ v_add_u32 v20, v0, v1
 buffer_load_dword v2, v12, s[8:11], 0 offen
 buffer_load_dwordx2 v[6:7], v12, s[8:11], s5 offen offset:8
 buffer_load_dwordx3 v[8:10], off, s[8:11], s5 offset:4
 buffer_load_dwordx4 a[0:3], v12, s[8:11], 0 offen offset:12 sc0
 buffer_load_ubyte v22, v12, s[8:11], s5 offen offset:3
 buffer_load_sbyte v23, v12, s[8:11], 0 offen
 buffer_load_ushort v24, v[16:17], s[8:11], 0 idxen offen offset:1
 buffer_load_sshort v25, v16, s[8:11], s5 idxen
 buffer_load_ubyte_d16 v26, v12, s[8:11], 0 offen offset:2
 buffer_load_ubyte_d16_hi v26, v16, s[8:11], 0 idxen offset:5
 buffer_load_sbyte_d16 v27, v12, s[8:11], s5 offen
 buffer_load_sbyte_d16_hi v27, v12, s[8:11], 0 offen offset:7
 buffer_load_short_d16 v28, v[16:17], s[8:11], 0 idxen offen
 buffer_load_short_d16_hi v29, v12, s[8:11], 0 offen offset:9
 buffer_load_dwordx2 v[30:31], v[16:17], s[8:11], s5 idxen offen offset:4
 buffer_load_dwordx4 v[12:15], v12, s[8:11], 0 offen
 v_add_u32 v21, v2, v3
 s_endpgm
"""


def _buffer_wave(seed: int, stride: int = 0, records: int = 2000, outside: bool = False):
    """``_memory_wave``'s, with the buffer resource in s[8:11] (``stride`` in its second
    word) and offsets in v12: most in range, some past num_records (they read 0), one
    far past; with ``outside``, the resource runs past the allocation's end and lane 9's
    offset lies beyond it."""
    wave = _memory_wave(seed)
    rng = np.random.default_rng(seed + 100)
    base = int(wave.memory.allocations[0].base)
    wave.s[8], wave.s[9] = base & 0xFFFFFFFF, (base >> 32) | (stride << 16)
    wave.s[10], wave.s[11] = records, 0x00027000
    wave.s[5] = int(rng.integers(0, 64))
    wave.v[12] = rng.integers(0, records + 40, 64)
    wave.v[12][3] = 0x80000000   # (Triton's masked lane)
    # (indices for the idxen forms, some past num_records of a strided resource, and a
    # second offset beside them)
    wave.v[16] = rng.integers(0, 130, 64)
    wave.v[17] = rng.integers(0, 12, 64)
    if outside:
        wave.s[10] = 1 << 20
        wave.v[12][9] = 4096 + 64
        wave.exec |= 1 << 9
    return wave


def _strided_wave(seed: int):
    """``_buffer_wave``'s with a resource of 120 records of 16 bytes (each lane's offset in
    range, its index past 120 out of range)."""
    wave = _buffer_wave(seed, stride=16, records=120)
    wave.v[12] = wave.v[12] % 1024
    return wave


def test_compiled_buffer_loads_equal_interpretation():
    """Every buffer load form a block takes (dword to dwordx4, bytes and shorts, the d16
    forms, offen, idxen, both or neither, an SGPR or constant soffset, an offset, AGPR
    destinations, a destination that is its own offset) loads what the interpreter loads —
    a lane out of range reads 0, as Triton's masked loads rely on — under partial and empty
    EXEC, from a raw resource and from one with a stride (an index past num_records out of
    range), and changes no memory; an in-range lane outside every allocation stops the
    block before the load, where the interpreter goes on (and names the fault)."""
    program = assemble(_BUFFER_PROGRAM, "buffers.s")
    block, interpreted = _loads_compiled_as_interpreted(program, _buffer_wave, "buffer_")
    zeros = 0
    for seed, expected in enumerate(interpreted):
        start = _buffer_wave(seed)
        past = (start.v[12].astype(np.int64) > 2000 - 4) & start.exec_lanes()
        assert not expected.v[2][past].any()
        zeros += int(past.sum())
    assert zeros > 12
    _, strided = _loads_compiled_as_interpreted(program, _strided_wave, "buffer_")
    start = _strided_wave(5)
    past = (start.v[16] >= 120) & start.exec_lanes()
    assert past.any() and not strided[5].v[25][past].any()   # (an index past num_records)
    pc, ran = block.run(_buffer_wave(4, outside=True))
    assert (pc, ran) == (1, 1)
    with pytest.raises(RunError):
        run(_buffer_wave(4, outside=True), program)


# -- stores to memory in blocks --------------------------------------------------------------
# (each store its own block: a store shares a block with no other access, memory_splits;
# lanes' bytes overlapping, AGPR data, d16_hi halves, SGPR bases, negative offsets)
_STORE_PROGRAM = "".join(f" {line}\n" for line in (
    "v_add_u32 v20, v0, v1", "global_store_dword v[4:5], v2, off",
    "global_store_dwordx2 v[4:5], v[6:7], off offset:8",
    "global_store_dwordx3 v11, v[8:10], s[2:3] offset:-4",
    "global_store_dwordx4 v[4:5], a[0:3], off offset:12 sc0",
    "global_store_byte v[4:5], v22, off offset:3", "global_store_byte_d16_hi v11, v23, s[2:3]",
    "global_store_short v[4:5], v24, off offset:6",
    "global_store_short_d16_hi v11, v25, s[2:3] offset:1",
    "buffer_store_dword v2, v12, s[8:11], 0 offen",
    "buffer_store_dwordx2 v[6:7], v12, s[8:11], s5 offen offset:8",
    "buffer_store_dwordx3 v[8:10], off, s[8:11], s5 offset:4",
    "buffer_store_dwordx4 a[0:3], v12, s[8:11], 0 offen offset:12 sc0",
    "buffer_store_byte v22, v12, s[8:11], s5 offen offset:3",
    "buffer_store_byte_d16_hi v23, v[16:17], s[8:11], 0 idxen offen offset:1",
    "buffer_store_short v24, v16, s[8:11], s5 idxen",
    "buffer_store_short_d16_hi v25, v12, s[8:11], 0 offen offset:9",
    "v_add_u32 v21, v2, v3", "s_endpgm"))


def _run_by_blocks(program, wave) -> list:
    """Run ``program`` on ``wave`` as compiled blocks only, one after another from PC 0 (each
    block to its end: ``extents``); the blocks that ran."""
    blocks = HotBlocks(program, default_options().changed(blocks="sync"))
    ran_blocks = []
    while 0 <= wave.pc < len(program.instructions):
        block = blocks.compile(wave.pc)
        wave.pc, ran = block.run(wave)
        assert ran == block.length
        ran_blocks.append(block)
    return ran_blocks


def _stores_compiled_as_interpreted(wave_of) -> None:
    program = assemble(_STORE_PROGRAM, "stores.s")
    assert all(compilable_pcs(program)) and {i.mnemonic for i in program.instructions} >= \
        {name for name in _MEMORY if "_store" in name}
    changed = 0
    for seed in range(12):
        expected = wave_of(seed)
        run(expected, program)
        wave = wave_of(seed)
        blocks = _run_by_blocks(program, wave)
        assert all(block.stores for block in blocks) and sum(
            "_store" in inst.mnemonic for block in blocks for inst in block.instructions) == 16
        _same(wave, expected)
        for got, want, before in zip(wave.memory.allocations, expected.memory.allocations,
                                     wave_of(seed).memory.allocations):
            assert np.array_equal(got.data, want.data)
            changed += int((got.data != before.data).sum())
        assert wave.memory.writes >= len(blocks)   # (a block that stores: a write)
    assert changed > 1000


def test_compiled_stores_equal_interpretation():
    """Every global and buffer store form a block takes (dword to dwordx4, bytes and shorts,
    their d16_hi forms, a VGPR pair or an SGPR base, offen, idxen, AGPR data) leaves the
    memory and registers interpretation leaves — later lanes' bytes over earlier ones', a
    buffer's lanes out of range writing nothing — under partial and empty EXEC, from a raw
    resource and from one with a stride, each block's run counted as a write."""
    _stores_compiled_as_interpreted(_buffer_wave)
    _stores_compiled_as_interpreted(_strided_wave)


def test_a_store_outside_memory_or_to_an_images_bytes_stops_the_block_before_it():
    """A lane outside every allocation: the block stops before the store with nothing
    written, and the interpreter names the fault. An allocation that still holds a memory
    image's bytes (``Memory.from_image(shared=True)``, a pool worker's) is not written in
    place: the block stops before the store, the interpreter copies it and stores, and the
    image keeps its bytes."""
    from emulator.state.memory import Memory
    program = assemble(_STORE_PROGRAM, "stores.s")
    blocks = HotBlocks(program, default_options().changed(blocks="sync"))
    block = blocks.compile(2)   # (the dwordx2 at offset 8 writes past the end)
    wave = _memory_wave(5, outside=37)
    untouched = [alloc.data.copy() for alloc in wave.memory.allocations]
    wave.pc = 2
    assert block.run(wave) == (2, 0)
    assert all(np.array_equal(a.data, b) for a, b in zip(wave.memory.allocations, untouched))
    with pytest.raises(RunError):
        run(wave, program)
    wave = _buffer_wave(3)
    image = wave.memory.image()
    kept = [data.copy() for _, data, _ in image]
    wave.memory, wave.pc = Memory.from_image(image, shared=True), 9   # (a buffer store)
    block = blocks.compile(9)
    assert block.run(wave) == (9, 0)
    expected = _buffer_wave(3)
    expected.pc = 9
    run(expected, program)
    run(wave, program)
    assert all(np.array_equal(a.data, b.data)
               for a, b in zip(wave.memory.allocations, expected.memory.allocations))
    assert all(np.array_equal(data, before) for (_, data, _), before in zip(image, kept))
    assert not np.array_equal(expected.memory.allocations[0].data, kept[0])


# LDS reads and writes in a block (blocks/memory_templates.py): the addresses in v30 and v31
# (random dword-aligned and unaligned offsets below 4 KiB, lanes colliding), every width
_LDS_PROGRAM = "".join(f" {line}\n" for line in (
    "ds_write_b32 v30, v1", "ds_write_b64 v31, v[2:3] offset:8",
    "ds_write_b96 v30, v[4:6] offset:4096", "ds_write_b128 v31, v[8:11] offset:65000",
    "v_add_u32 v12, v1, v2", "ds_read_b32 v13, v31", "ds_read_b64 v[14:15], v30 offset:8",
    "ds_read_b96 v[16:18], v31 offset:4096", "ds_read_b128 v[20:23], v30 offset:65000",
    "ds_write_b8 v31, v24 offset:3", "ds_write_b16 v30, v25 offset:6",
    "ds_write_b16 v31, v26 offset:65500", "ds_read_u8 v40, v31 offset:3",
    "ds_read_i8 v41, v30 offset:1", "ds_read_u16 v42, v31", "ds_read_i16 v43, v30 offset:6",
    "ds_read_i16 v44, v31 offset:65500",
    "ds_write2_b32 v30, v1, v2 offset0:3 offset1:9",
    "ds_write2_b64 v31, v[2:3], v[4:5] offset1:1",
    "ds_write2st64_b32 v31, v6, v7 offset0:2 offset1:1",
    "ds_write2st64_b64 v30, v[8:9], v[0:1] offset1:3",
    "ds_read2_b32 v[46:47], v31 offset0:9 offset1:3", "ds_read2_b64 v[48:51], v30 offset1:1",
    "ds_read2st64_b32 v[52:53], v30 offset0:1 offset1:2",
    "ds_read2st64_b64 v[56:59], v31 offset0:3",
    "ds_read_u8_d16 v60, v31 offset:7", "ds_read_u8_d16_hi v60, v30 offset:2",
    "ds_read_i8_d16 v61, v30 offset:9", "ds_read_i8_d16_hi v61, v31",
    "ds_read_u16_d16 v62, v31 offset:1", "ds_read_u16_d16_hi v62, v30 offset:4",
    "ds_write_b8_d16_hi v31, v24 offset:11", "ds_write_b16_d16_hi v30, v25 offset:13",
    "ds_read_b32 v30, v30", "s_endpgm"))


def _lds_wave(seed: int, outside: int | None = None) -> Wavefront:
    from emulator.state.local_memory import Lds
    wave = Wavefront()
    _state(wave, seed)
    rng = np.random.default_rng(seed)
    wave.v[30] = rng.integers(0, 1024, 64) * 4
    wave.v[31] = rng.integers(0, 4096, 64)
    wave.v[31][5] = wave.v[31][9]
    if outside is not None:
        wave.v[31][outside] = 72 * 1024 - 2
    wave.lds = Lds(72 * 1024)
    wave.lds.data[:] = rng.integers(0, 256, wave.lds.data.size, dtype=np.uint8)
    return wave


def test_the_lds_program_has_every_lds_template():
    assert {line.split()[0] for line in _LDS_PROGRAM.splitlines()} - {"v_add_u32",
                                                                      "s_endpgm"} == _LDS


def test_lds_accesses_in_a_block_equal_interpretation():
    """Every width of ds_read/ds_write in a compiled block leaves the registers and the LDS
    bytes the interpreter leaves (any alignment, colliding lanes, the later lane's store
    last, EXEC holes); a lane outside the LDS stops the block before that access, and the
    interpreter, resuming there, names the fault it alone names. (The program runs as its
    blocks one after another: an LDS write ends a block before the next LDS access,
    blocks/source.py ``memory_splits``.)"""
    program = assemble(_LDS_PROGRAM, "lds.s")
    assert all(compilable_pcs(program))
    block = HotBlocks(program, default_options().changed(blocks="sync")).compile(0)
    assert block.lds
    for seed in range(4):
        expected, wave = _lds_wave(seed), _lds_wave(seed)
        run(expected, program)
        blocks = _run_by_blocks(program, wave)
        assert all(b.lds for b in blocks[:-1]) and sum(b.length for b in blocks) == \
            len(program.instructions)
        _same(wave, expected)
        assert np.array_equal(wave.lds.data, expected.lds.data)
    alone = _lds_wave(7, outside=3)
    with pytest.raises(RunError) as interpreted:
        run(alone, program)
    wave = _lds_wave(7, outside=3)
    pc, ran = block.run(wave)
    assert (pc, ran) == (1, 1)   # (the ds_write_b64 at v31 + 8 leaves the LDS)
    with pytest.raises(RunError) as resumed:
        run(wave, program)
    assert str(resumed.value) == str(interpreted.value)
    assert not block.applies(Wavefront())   # (no LDS: interpreted)


def test_launch_with_loads_in_blocks_is_the_interpreted_launch(monkeypatch):
    """The GEMM's K loop, loads included, as one compiled block in a batch: the same C as
    interpreted, and a B too short for the loop's last loads fails with the same fault."""
    from emulator.execution.blocks.hot import hot_blocks
    from emulator.kernel_metadata import LaunchFault
    from emulator.launch import launch
    gemm = ROOT / "programs" / "kernels" / "gemm_xf32.s"
    rng = np.random.default_rng(3)
    size = 64
    a, b = (rng.standard_normal((size, size)).astype(np.float32) for _ in "ab")
    results, faults = {}, {}
    for how in ("off", "sync"):
        use_options(monkeypatch, blocks=how)
        # (above the 16 waves' straight code, below the K loop's 128 wave-visits: the loop's
        # block alone is compiled)
        use_options(monkeypatch, hot_waves=64)
        out = np.zeros_like(a)
        result = launch(gemm, kernel="gemm_xf32", grid=(size // 16, size // 16),
                        args=[a, b, out, size, size, size], workers=1)
        results[how] = (out, result.instructions)
        with pytest.raises(LaunchFault) as fault:
            launch(gemm, kernel="gemm_xf32", grid=(size // 16, size // 16),
                   args=[a, b[:size - 2], np.zeros_like(a), size, size, size], workers=1)
        faults[how] = str(fault.value)
    assert np.array_equal(results["off"][0], results["sync"][0])
    assert results["off"][1] == results["sync"][1]
    assert faults["off"] == faults["sync"]
    kept = [(x.view(np.uint32) & np.uint32(0xFFFFE000)).view(np.float32).astype(np.float64)
            for x in (a, b)]   # (xf32 keeps 10 fraction bits)
    assert np.allclose(results["sync"][0], kept[0] @ kept[1], rtol=1e-5, atol=1e-5)
    from emulator.kernel_metadata import assembled_program
    blocks = hot_blocks(assembled_program(gemm.read_text(), str(gemm), target_or_default(None)),
                        default_options(), waves=True)
    assert any(block is not None and block.memory for block in blocks.ready)


def test_launch_with_lds_in_blocks_is_the_interpreted_launch(monkeypatch):
    """A workgroup reduction through LDS (its reads and writes in compiled blocks of a
    batch, each wave on its own workgroup's LDS row): the same sums as interpreted."""
    from emulator.kernel_metadata import assembled_program
    from emulator.execution.blocks.hot import hot_blocks
    from emulator.launch import launch
    kernel = ROOT / "programs" / "kernels" / "lds_reduce.s"
    x = np.random.default_rng(5).integers(-1000, 1000, 24 * 256).astype(np.int32)
    sums = {}
    for how in ("off", "sync"):
        # (two blocks with LDS accesses: the straight code all 96 waves run, and the first
        # step of the reduction, which 48 run, its write a segment after its read
        # (blocks/source.py memory_splits) — not the seven later steps' blocks, which
        # fewer waves reach — each compile about a second; every LDS template is held to
        # the interpreter by test_lds_accesses_in_a_block_equal_interpretation)
        use_options(monkeypatch, blocks=how, hot_waves=40)
        out = np.zeros(24, np.int32)
        launch(kernel, kernel="lds_reduce", grid=(24,), block=256, args=[x, out], workers=1,
               batch=32)
        sums[how] = out
    assert np.array_equal(sums["off"], sums["sync"])
    assert np.array_equal(sums["sync"], x.reshape(24, 256).sum(axis=1))
    blocks = hot_blocks(assembled_program(kernel.read_text(), str(kernel),
                                          target_or_default(None)), default_options(),
                        waves=True)
    assert sum(block is not None and block.lds for block in blocks.ready) == 2


def test_a_batch_blocks_returns_end_each_wave_and_none_sits_in_a_loop():
    """A batch's block is one function (blocks/source.py ``_waves_function``): each return
    of the body (``Writer.ret``) sets the wave's next PC code and goes on to the next wave;
    a return inside a loop of the body, which ``continue`` would not leave, is refused."""
    from emulator.execution.blocks.source import _waves_function
    from emulator.execution.blocks.writer import Writer
    w = Writer()
    w.line("if scc:")
    w.ret("7", 2)
    w.ret("9")
    text = _waves_function(w, "", "", {})
    assert "nxt[wave - first] = 7\n            continue" in text
    assert "nxt[wave - first] = 9" in text and "return" not in text.split("def waves")[1]
    w = Writer()
    w.lanes()
    w.line("if scc:", 2)
    with pytest.raises(ValueError, match="inside a loop"):
        w.ret("7", 3)
    w.line("pass")   # (the loop closed: a return may follow)
    w.ret("8")


def test_batch_blocks_with_their_full_exec_loops_equal_interpretation():
    """A batch's block compiles each lane loop twice (blocks/source.py full_exec_twins), a
    run of lane-local instructions' loops with the lane test as one: waves with full,
    partial and empty EXEC through ``waves()`` in one call, each against its own
    interpretation."""
    from emulator.execution.wave_batch import WaveBatch
    for text in ("\n".join(_PROGRAMS[0].splitlines()[:20]) + "\n s_endpgm\n", _FUSED):
        program = assemble(text, "random_block.s")
        source = block_source(program, 0, len(program.instructions), waves=True)
        assert "if ex == M64:" in source
        block = HotBlocks(program, default_options().changed(blocks="sync"), waves=True).compile(0)
        for seed in (4, 5):
            waves = []
            for row in range(4):
                wave = Wavefront()
                _state(wave, seed * 10 + row)
                wave.exec = [(1 << 64) - 1, 0, 0x0123456789ABCDEF, (1 << 64) - 1][row]
                waves.append(wave)
            batch = WaveBatch(4, _TARGET)
            for row, wave in enumerate(waves):
                batch.v[row], batch.a[row], batch.s[row] = wave.v, wave.a, wave.s
                batch.exec[row], batch.vcc[row], batch.scc[row] = wave.exec, wave.vcc, wave.scc
            codes = block.run_waves(batch, 0, 4)
            for row, wave in enumerate(waves):
                run(wave, program)
                got = batch.waves[row]
                got.pc = int(codes[row])
                _same(got, wave)
