"""Each target's wait-state rows against the LLVM that knows it: for every class of MFMA
producer (XDL, SGEMM, DGEMM at each pass count) and every consumer role, the wait states
``llc -run-pass post-RA-hazard-rec`` inserts between the two (the sum of its ``S_NOP n``,
n + 1 each) must equal ``target.hazards.required``. llc 19 for gfx90a and gfx942, llc 22
for gfx950 (the version whose GCNHazardRecognizer has gfx950's rows). Skips without them.

The producers are written as MIR (LLVM's opcode names, physical registers, the
``_vgprcd`` forms whose C and D are VGPRs); our record of each is found by LLVM's
spelling. gfx950's own numbers are also asserted below without a toolchain."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

import isa
from isa.hazards import (DGEMM_TO_FMA64, MEMORY_READ, SRCAB, SRCC_EXACT, SRCC_OVERLAP,
                         VALU_ACCESS, VALU_TO_MFMA, VALU_WAR_SRCC, VALU_WAW)
from isa.table import MatrixClass

LLC = {"gfx90a": "llc-19", "gfx942": "llc-19", "gfx950": "llc-22"}

# LLVM's opcode, A/B registers, C/D registers (one of each class and pass count)
PRODUCERS = (
    ("V_MFMA_F32_4X4X4F16", 2, 4), ("V_MFMA_F32_16X16X16F16", 2, 4),
    ("V_MFMA_F32_32X32X8F16", 2, 16), ("V_MFMA_F32_32X32X4F16", 2, 32),
    ("V_MFMA_F32_4X4X1F32", 1, 4), ("V_MFMA_F32_16X16X4F32", 1, 4),
    ("V_MFMA_F32_32X32X2F32", 1, 16), ("V_MFMA_F32_32X32X1F32", 1, 32),
    ("V_MFMA_F64_4X4X4F64", 2, 2), ("V_MFMA_F64_16X16X4F64", 2, 8),
)
GFX950_PRODUCERS = (("V_MFMA_F32_16X16X32_F16", 4, 4), ("V_MFMA_F32_32X32X16_BF16", 4, 16))
XDL_READER, SGEMM_READER, DGEMM_READER = (
    ("V_MFMA_F32_4X4X4F16", 2, 4), ("V_MFMA_F32_4X4X1F32", 1, 4),
    ("V_MFMA_F64_16X16X4F64", 2, 8))


def _regs(first: int, n: int) -> str:
    return "$" + "_".join(f"vgpr{first + i}" for i in range(n))


def _mfma(opcode, ab, cd, d, a, b, c) -> str:
    return (f"{_regs(d, cd)} = {opcode}_vgprcd_e64 {_regs(a, ab)}, {_regs(b, ab)}, "
            f"{_regs(c, cd)}, 0, 0, 0, implicit $mode, implicit $exec")


def _name(opcode: str) -> str:
    """Our spelling of LLVM's opcode (its old names are our renames)."""
    return opcode.lower()


def _cases(opcode, ab, cd):
    """(role, reader opcode or None, producer line, consumer line): the producer writes
    v[0:cd−1] and reads its SrcC there, or at v60 for the WAR case."""
    producer = _mfma(opcode, ab, cd, 0, 40, 44, 0)
    overlap = 0 if cd == 2 else 2          # a SrcC that overlaps D without being it
    yield VALU_ACCESS, None, producer, "$vgpr200 = V_MOV_B32_e32 $vgpr1, implicit $exec"
    yield VALU_WAW, None, producer, "$vgpr1 = V_MOV_B32_e32 $vgpr200, implicit $exec"
    yield (MEMORY_READ, None, producer,
           "GLOBAL_STORE_DWORD $vgpr200_vgpr201, $vgpr1, 0, 0, implicit $exec")
    yield SRCAB, XDL_READER, producer, _mfma(*XDL_READER, 100, 0, 110, 100)
    for reader in (XDL_READER, SGEMM_READER, DGEMM_READER):
        yield SRCC_OVERLAP, reader, producer, _mfma(*reader, 100, 110, 112, overlap)
    yield SRCC_EXACT, (opcode, ab, cd), producer, _mfma(opcode, ab, cd, 0, 48, 52, 0)
    yield (VALU_WAR_SRCC, None, _mfma(opcode, ab, cd, 0, 40, 44, 60),
           "$vgpr61 = V_MOV_B32_e32 $vgpr200, implicit $exec")
    if "F64" in opcode:
        yield (DGEMM_TO_FMA64, None, producer, "$vgpr200_vgpr201 = V_FMA_F64_e64 0, "
               "$vgpr202_vgpr203, 0, $vgpr204_vgpr205, 0, $vgpr206_vgpr207, 0, 0, "
               "implicit $mode, implicit $exec")


def _llvm_wait_states(llc: str, cpu: str, functions: dict[str, tuple[str, str]]):
    mir = "".join(f"---\nname: {name}\nbody: |\n  bb.0:\n    {first}\n    {second}\n"
                  f"    S_ENDPGM 0\n...\n" for name, (first, second) in functions.items())
    done = subprocess.run([llc, "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-run-pass",
                           "post-RA-hazard-rec", "-o", "-", "-x", "mir", "-"],
                          input=mir, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    waits, current = {}, None
    for line in done.stdout.splitlines():
        if m := re.match(r"name:\s+(\S+)", line):
            current = m.group(1)
            waits[current] = 0
        elif m := re.search(r"\bS_NOP (\d+)", line):
            waits[current] += int(m.group(1)) + 1
    return waits


@pytest.mark.parametrize("cpu", sorted(LLC))
def test_every_row_is_what_llvms_hazard_recognizer_inserts(cpu):
    llc = shutil.which(LLC[cpu])
    if llc is None:
        pytest.skip(f"{LLC[cpu]} absent")
    target = isa.target_named(cpu)
    producers = PRODUCERS + (GFX950_PRODUCERS if cpu == "gfx950" else ())
    functions, expected = {}, {}
    for opcode, ab, cd in producers:
        record = target.lookup_matrix(_name(opcode))
        for k, (role, reader, first, second) in enumerate(_cases(opcode, ab, cd)):
            xdl = reader is not None and (
                target.lookup_matrix(_name(reader[0])).klass is MatrixClass.XDL)
            name = f"{opcode.lower()}_{k}"
            functions[name] = (first, second)
            expected[name] = (record.mnemonic, role, xdl,
                              target.hazards.required(record.klass, record.passes, role, xdl))
    waits = _llvm_wait_states(llc, cpu, functions)
    wrong = [(*expected[n][:3], f"llvm {waits[n]}", f"ours {expected[n][3]}")
             for n in functions if waits[n] != expected[n][3]]
    assert not wrong, wrong


def test_a_valu_write_before_an_mfma_read_needs_two_everywhere():
    for cpu in LLC:
        assert isa.target_named(cpu).hazards.required("valu", 1, VALU_TO_MFMA) == 2


GFX950 = isa.target_named("gfx950")
XDL, NON_XDL, DGEMM = MatrixClass.XDL, MatrixClass.NON_XDL, MatrixClass.DGEMM


def test_gfx950_adds_a_wait_state_after_xdl_producers_of_four_passes_or_more():
    table, gfx942 = GFX950.hazards, isa.target_named("gfx942").hazards
    for role in (VALU_ACCESS, VALU_WAW, MEMORY_READ, SRCAB):
        assert [table.required(XDL, p, role) for p in (2, 4, 8, 16)] == [5, 8, 12, 20]
        assert [gfx942.required(XDL, p, role) for p in (2, 4, 8, 16)] == [5, 7, 11, 19]
    assert [table.required(XDL, p, SRCC_OVERLAP, True) for p in (2, 4, 8, 16)] == [4, 6, 10, 18]
    assert [table.required(XDL, p, SRCC_OVERLAP, False) for p in (2, 4, 8, 16)] == [3, 6, 10, 18]
    assert [table.required(NON_XDL, p, SRCAB) for p in (2, 8, 16)] == [4, 10, 18]


def test_gfx950_f64_16x16_reads_need_19_and_its_overwrite_11():
    table = GFX950.hazards
    f64 = GFX950.lookup_matrix("v_mfma_f64_16x16x4_f64")
    assert (f64.klass, f64.passes) == (DGEMM, 16)
    assert [table.required(DGEMM, 16, role) for role in
            (VALU_ACCESS, SRCAB, VALU_WAW, MEMORY_READ, SRCC_OVERLAP)] == [19, 19, 11, 18, 17]
    assert [table.required(DGEMM, 8, role) for role in
            (VALU_ACCESS, SRCAB, VALU_WAW, MEMORY_READ, SRCC_OVERLAP, SRCC_EXACT)] == [
                6, 6, 6, 9, 4, 4]


def test_the_fp4_mfma_is_a_four_pass_producer_as_llc_22_schedules_it():
    """``v_mfma_f32_16x16x128_f8f6f4`` with fp4 operands (16 cycles) needs 8 wait states
    before a VALU reads its result: llc 22 puts ``s_nop 7`` between it and the
    ``v_accvgpr_read_b32`` of a clang-style kernel (checked here when llc-22 is present)."""
    record = isa.with_formats(GFX950.lookup_matrix("v_mfma_f32_16x16x128_f8f6f4"), 4, 4)
    assert record.passes == 4
    assert GFX950.hazards.required(XDL, record.passes, VALU_ACCESS) == 8
    llc = shutil.which("llc-22")
    if llc is None:
        return
    ir = """
declare <4 x float> @llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4.v4i32.v4i32(<4 x i32>,
    <4 x i32>, <4 x float>, i32, i32, i32, i32, i32, i32)
define amdgpu_kernel void @k(ptr addrspace(1) %p, <4 x i32> %a, <4 x i32> %b) {
  %c = load <4 x float>, ptr addrspace(1) %p
  %r = call <4 x float> @llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4.v4i32.v4i32(
      <4 x i32> %a, <4 x i32> %b, <4 x float> %c, i32 4, i32 4, i32 0, i32 0, i32 0, i32 0)
  %e = extractelement <4 x float> %r, i32 1
  %f = fadd float %e, 1.0
  store float %f, ptr addrspace(1) %p
  ret void
}
"""
    done = subprocess.run([llc, "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx950", "-O2", "-o",
                           "-"], input=ir, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    lines = [line.split() for line in done.stdout.splitlines() if line.startswith("\t")]
    at = next(i for i, words in enumerate(lines) if words[0].startswith("v_mfma_f32_16x16x128"))
    assert lines[at][-2:] == ["cbsz:4", "blgp:4"]
    assert lines[at + 1] == ["s_nop", "7"] and lines[at + 2][0] == "v_accvgpr_read_b32"


@pytest.mark.parametrize("cpu, nops", [("gfx942", 6), ("gfx950", 7)])
def test_the_accountant_charges_each_targets_rows(cpu, nops):
    """A VALU overwriting a 4-pass XDL result: 7 wait states on gfx942, 8 on gfx950 (a
    row of its own, mfma-valu-write); as many s_nop wait states as needed clear it."""
    from emulator.timing.estimate import estimate_cycles
    from isa.assembler import assemble

    def hazards(wait):
        text = ("v_mfma_f32_16x16x16_f16 v[0:3], v[8:9], v[10:11], v[0:3]\n"
                f"s_nop {wait - 1}\nv_mov_b32 v1, 0\ns_endpgm\n")
        report = estimate_cycles(assemble(text, target=cpu), execute=False)
        return [(h.rule, h.required, h.provided) for h in report.hazards]

    assert hazards(nops) == [(VALU_WAW, nops + 1, nops)]
    assert hazards(nops + 1) == []
