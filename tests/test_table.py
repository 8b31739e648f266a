"""The instruction table against spec/instructions.csv, and name lookup."""

from __future__ import annotations

import subprocess

import pytest

import isa
from isa import BlgpMeaning, DType, MatrixClass
from isa.docs import builtin_signature

from .helpers import llvm_tool

RECORDS = {r.mnemonic: r for r in isa.MATRIX_INSTRUCTIONS}


def test_table_has_all_46(csv_rows):
    assert len(isa.MATRIX_INSTRUCTIONS) == 46
    assert set(RECORDS) == set(csv_rows)
    assert len(isa.DENSE) == 32 and len(isa.SPARSE) == 14


@pytest.mark.parametrize("mnemonic", sorted(RECORDS))
def test_record_matches_csv(mnemonic, csv_rows):
    r, row = RECORDS[mnemonic], csv_rows[mnemonic]
    assert r.opcode == int(row["opcode"], 16)
    assert r.builtin == row["hip_builtin"]
    assert r.aliases == tuple(row["llvm_aliases"].split())
    assert (r.m, r.n, r.k, r.blocks) == tuple(int(row[c]) for c in ("m", "n", "k", "blocks"))
    assert r.a_type is DType(row["a_type"]) and r.b_type is DType(row["b_type"])
    assert r.cd_type is DType(row["cd_type"])
    assert r.a_regs == int(row["a_regs"]) and r.b_regs == int(row["b_regs"])
    assert r.c_regs == (int(row["c_regs"]) if row["c_regs"] else None)
    assert r.d_regs == int(row["d_regs"])
    assert r.cycles == int(row["cycles"]) and r.ops == int(row["ops"])
    assert r.valu_coexec_cycles == int(row["valu_coexec_cycles"])
    assert r.sparse == (row["sparse"] == "1")
    assert r.cbsz_max == int(row["cbsz_max"])
    assert r.blgp is BlgpMeaning(row["blgp"])
    assert r.passes * 4 == r.cycles


def test_classes():
    for r in isa.MATRIX_INSTRUCTIONS:
        expected = {DType.F32: MatrixClass.NON_XDL, DType.F64: MatrixClass.DGEMM}.get(
            r.a_type, MatrixClass.XDL)
        assert r.klass is expected, r.mnemonic
    assert sum(r.klass is MatrixClass.NON_XDL for r in isa.MATRIX_INSTRUCTIONS) == 5
    assert sum(r.klass is MatrixClass.DGEMM for r in isa.MATRIX_INSTRUCTIONS) == 2


def test_records_are_frozen():
    r = RECORDS["v_mfma_f32_32x32x8_f16"]
    with pytest.raises(AttributeError):
        r.cycles = 1


@pytest.mark.parametrize("record", isa.ALL_INSTRUCTIONS, ids=lambda r: r.mnemonic)
def test_every_spelling_resolves(record):
    names = [record.mnemonic, *record.aliases]
    if isinstance(record, isa.MatrixInstruction):
        names += [record.builtin, record.builtin.removeprefix("__builtin_amdgcn_")]
    for name in names:
        assert isa.lookup(name) is record
        assert isa.lookup(name.upper()) is record


def test_spelling_hazard_resolves_to_two_block_bf16():
    r = isa.lookup("v_mfma_f32_32x32x4bf16")
    assert r.mnemonic == "v_mfma_f32_32x32x4_2b_bf16" and r.blocks == 2
    assert isa.lookup("v_mfma_f32_32x32x1f32").mnemonic == "v_mfma_f32_32x32x1_2b_f32"


@pytest.mark.parametrize("name,suggestion", [
    ("v_mfma_i32_32x32x8i8", "v_mfma_i32_32x32x16_i8"),
    ("__builtin_amdgcn_mfma_i32_16x16x16i8", "v_mfma_i32_16x16x32_i8"),
    ("v_mfma_f32_32x32x2bf16", "v_mfma_f32_32x32x4_2b_bf16"),
    ("v_mfma_f32_32x32x8_f61", "v_mfma_f32_32x32x8_f16"),
])
def test_unknown_names_explain_and_suggest(name, suggestion):
    with pytest.raises(isa.UnknownInstructionError) as err:
        isa.lookup(name)
    assert isinstance(err.value, ValueError)
    assert suggestion in err.value.suggestions
    assert name in str(err.value) and suggestion in str(err.value)


def test_removed_names_say_why():
    with pytest.raises(isa.UnknownInstructionError, match="removed in CDNA3"):
        isa.lookup("v_mfma_i32_32x32x8i8")


def test_nothing_close_gives_no_suggestion():
    with pytest.raises(isa.UnknownInstructionError) as err:
        isa.lookup("s_endpgm")
    assert err.value.suggestions == ()


def test_builtin_signatures_match_seed_examples():
    assert builtin_signature(RECORDS["v_mfma_f32_32x32x1_2b_f32"]) == (
        "v32float __builtin_amdgcn_mfma_f32_32x32x1f32(float srcA, float srcB, "
        "v32float srcC, int cbsz, int abid, int blgp)")
    assert builtin_signature(RECORDS["v_mfma_f64_4x4x4_4b_f64"]) == (
        "double __builtin_amdgcn_mfma_f64_4x4x4f64(double srcA, double srcB, double srcC, "
        "int cbsz, int abid, int blgp)")
    assert builtin_signature(RECORDS["v_mfma_f32_16x16x8_xf32"]).startswith(
        "v4float __builtin_amdgcn_mfma_f32_16x16x8_xf32(v2float srcA, v2float srcB")
    assert "long srcA, long srcB" in builtin_signature(RECORDS["v_mfma_f32_32x32x16_fp8_bf8"])
    assert "v4half srcA, v8half srcB, v4float srcC, int idx" in builtin_signature(
        RECORDS["v_smfmac_f32_16x16x32_f16"])


def _operand_text(record):
    def reg(first, count):
        return f"v{first}" if count == 1 else f"v[{first}:{first + count - 1}]"
    if record.sparse:
        return (f"{reg(0, record.d_regs)}, {reg(32, record.a_regs)}, "
                f"{reg(36, record.b_regs)}, v40")
    return (f"{reg(0, record.d_regs)}, {reg(40, record.a_regs)}, {reg(44, record.b_regs)}, "
            f"{reg(0, record.d_regs)}")


@pytest.mark.skipif(llvm_tool("llvm-mc") is None, reason="llvm-mc-19 (Debian llvm-19) absent")
def test_llvm_mc_agrees_on_spellings_and_opcodes(tmp_path):
    """Every spelling assembles for gfx942 to the opcode of its record; removed names fail."""
    lines, expected = [], []
    for r in isa.MATRIX_INSTRUCTIONS:
        for name in (r.mnemonic, *r.aliases):
            lines.append(f"{name} {_operand_text(r)}")
            expected.append(r)
    src = tmp_path / "names.s"
    src.write_text("\n".join(lines) + "\n")
    out = subprocess.run([llvm_tool("llvm-mc"), "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx942",
                          "-show-encoding", str(src)], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    encoded = [ln for ln in out.stdout.splitlines() if "encoding:" in ln]
    assert len(encoded) == len(expected)
    for line, r in zip(encoded, expected):
        assert line.split()[0] == r.mnemonic
        byte2 = int(line.split("encoding: [")[1].split(",")[2], 16)
        assert byte2 & 0x7F == r.opcode, line
    removed = tmp_path / "removed.s"
    removed.write_text("".join(f"{n} v[0:15], v0, v1, v[0:15]\n" for n in isa.REMOVED))
    out = subprocess.run([llvm_tool("llvm-mc"), "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx942",
                          str(removed)], capture_output=True, text=True)
    assert out.stderr.count("instruction not supported on this GPU") == len(isa.REMOVED)
