"""The assembler: round trips, agreement with llvm-mc, and every kind of bad input."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

import isa
from isa.program import AsmError
from isa.assembler import assemble
from isa.gfx942.ops import OPS

from .helpers import llvm_tool, sample_text

def test_samples_cover_every_instruction():
    program = assemble(sample_text(), "samples.s")
    assert {i.mnemonic for i in program.instructions} == (
        {op.mnemonic for op in OPS} | {r.mnemonic for r in isa.MATRIX_INSTRUCTIONS})


def test_round_trip_is_stable():
    program = assemble(sample_text(), "samples.s")
    again = assemble(str(program), "again.s")
    assert str(again) == str(program)


@pytest.mark.skipif(llvm_tool("llvm-mc") is None, reason="llvm-mc-19 (Debian llvm-19) absent")
def test_canonical_text_equals_llvm_mc(tmp_path):
    """What we print back is, line for line, what llvm-mc -mcpu=gfx942 prints."""
    src = tmp_path / "samples.s"
    src.write_text(sample_text())
    out = subprocess.run([llvm_tool("llvm-mc"), "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx942",
                          str(src)], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    theirs = [ln.strip() for ln in out.stdout.splitlines()
              if ln.strip() and not ln.strip().startswith(".")]
    ours = [ln.strip() for ln in str(assemble(sample_text(), "s.s")).splitlines() if ln.strip()]
    assert ours == theirs


@pytest.mark.skipif(llvm_tool("llvm-mc") is None, reason="llvm-mc-19 (Debian llvm-19) absent")
def test_programs_are_valid_for_llvm_mc():
    for path in sorted(Path(__file__).parents[1].glob("programs/*.s")):
        out = subprocess.run([llvm_tool("llvm-mc"), "-triple=amdgcn-amd-amdhsa",
                              "-mcpu=gfx942", str(path)], capture_output=True, text=True)
        assert out.returncode == 0, (path, out.stderr)


def test_labels_comments_and_directives():
    program = assemble("""
        .text
        .globl k        ; a comment
        .p2align 8
        .amdhsa_next_free_vgpr 32
    k:  s_mov_b32 s0, 1 // another
    .L1: .L2:
    # a whole-line '#' comment
        s_branch .L1
        s_endpgm
    """, "x.s")
    assert program.labels == {"k": 0, ".L1": 1, ".L2": 1}
    assert program.instructions[1].operands[0].target == 1
    assert str(program).splitlines()[0] == "k:"


BAD = [
    ("v_add_f33 v0, v1, v2", 1, "unknown or unsupported instruction 'v_add_f33'; did you mean"),
    ("v_mfma_f32_32x32x8_f61 a[0:15], v[0:1], v[2:3], a[0:15]", 1, "did you mean"),
    ("v_add_f32 v0, v1", 17, "takes 3 operands"),
    ("v_add_f32 v0, v1, v2, v3", 23, "takes 3 operands"),
    ("v_mov_b32 v256, v1", 11, "out of range"),
    ("v_mov_b64 v[1:2], v[4:5]", 11, "aligned"),
    ("v_mov_b64 v[0:1], v4", 19, "2 registers"),
    ("v_add_f32 s0, v1, v2", 11, "expected an archVGPR"),
    ("s_mov_b32 s0, v1", 15, "scalar register"),
    ("v_add_u32 v0, -v1, v2", 15, "no neg/abs"),
    ("v_lshlrev_b32_e64 v0, v1, v2 clamp", 30, "no clamp in its e64 form"),
    ("v_cvt_f32_i32_dpp v0, v1 mul:2 quad_perm:[0,1,2,3]", 26, "no mul in its dpp form"),
    ("s_branch .Lnowhere+4", 10, "expected an absolute expression or a label"),
    ("s_nop 0x10000", 7, "16-bit immediate"),
    ("s_waitcnt vmcnt(99)", 11, "too large value for vmcnt"),
    ("v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[2:17]", 49, "partially overlap"),
    ("v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15] cbsz:8", 57, "invalid cbsz value"),
    ("v_mfma_f32_32x32x8_f16 a[0:7], v[0:1], v[2:3], a[0:7]", 24, "vdst needs 16"),
    ("v_mov_b32 v0, 0x123456789", 15, "does not fit"),
]


@pytest.mark.parametrize("line,column,message", BAD)
def test_bad_input_reports_file_line_column(line, column, message):
    with pytest.raises(AsmError) as err:
        assemble(f"s_nop 0\n{line}\ns_endpgm\n", "bad.s")
    assert len(err.value.diagnostics) == 1
    d = err.value.diagnostics[0]
    assert (d.loc.filename, d.loc.line, d.loc.column) == ("bad.s", 2, column), str(d)
    assert message in d.message
    text = str(d).splitlines()
    assert text[0].startswith(f"bad.s:2:{column}: error: ") and text[1] == line
    assert text[2] == " " * (column - 1) + "^"


def test_all_errors_at_once():
    with pytest.raises(AsmError) as err:
        assemble("v_bogus v0\ns_mov_b32 s0, 1\ns_branch .Lx+1\nv_mov_b32 v300, 0\n", "f.s")
    assert [d.loc.line for d in err.value.diagnostics] == [1, 3, 4]
    assert isinstance(err.value, ValueError)


def test_duplicate_label():
    with pytest.raises(AsmError, match="already defined"):
        assemble("a:\ns_nop 0\na:\ns_endpgm\n")


# (line, accepted by llvm-mc 19 for gfx942): the accumulator moves' sources, and the rule
# that only the 32-bit VOP1/VOP2/VOPC encodings take a literal dword.
OPERAND_RULES = [
    ("v_accvgpr_write_b32 a1, v2", True),
    ("v_accvgpr_write_b32 a1, s2", True),
    ("v_accvgpr_write_b32 a1, m0", True),
    ("v_accvgpr_write_b32 a1, 64", True),
    ("v_accvgpr_write_b32 a1, -16", True),
    ("v_accvgpr_write_b32 a1, 0.5", True),
    ("v_accvgpr_write_b32 a1, a2", False),
    ("v_accvgpr_write_b32 a1, 0x12345678", False),
    ("v_accvgpr_write_b32 a1, 65", False),
    ("v_accvgpr_write_b32 a1, 3.0", False),
    ("v_accvgpr_write_b32 a1, -v2", False),
    ("v_accvgpr_write_b32 v1, v2", False),
    ("v_accvgpr_read_b32 v1, a2", True),
    ("v_accvgpr_read_b32 v1, v2", False),
    ("v_accvgpr_read_b32 v1, 1", False),
    ("v_accvgpr_mov_b32 a1, a2", True),
    ("v_accvgpr_mov_b32 a1, v2", False),
    ("v_mov_b32 v0, 0x1234", True),
    ("v_add_f32 v0, 0x12345678, v1", True),
    ("v_cmp_gt_f32 vcc, 0x1234, v1", True),
    ("v_mov_b32_e64 v0, 0x1234", False),
    ("v_add_f32 v0, 0x12345678, s1", False),
    ("v_fma_f32 v0, v1, v2, 0x12345678", False),
    ("v_fma_f32 v0, v1, v2, 4.0", True),
    ("v_add3_u32 v0, v1, v2, 0x1234", False),
    ("v_add3_u32 v0, v1, v2, 64", True),
    ("v_cndmask_b32 v0, 0x1234, v1, s[0:1]", False),
    ("v_cndmask_b32 v0, 64, v1, vcc", True),
]


@pytest.mark.parametrize("line,accepted", OPERAND_RULES)
def test_operand_rules(line, accepted):
    if accepted:
        assert str(assemble(line + "\n").instructions[0]).split()[0].startswith(
            line.split()[0].removesuffix("_e64"))
        return
    with pytest.raises(AsmError) as err:
        assemble(line + "\n", "r.s")
    d = err.value.diagnostics[0]
    assert d.loc.line == 1 and d.loc.column > len(line.split()[0]), str(d)


@pytest.mark.skipif(llvm_tool("llvm-mc") is None, reason="llvm-mc-19 (Debian llvm-19) absent")
def test_operand_rules_are_llvm_mc_s(tmp_path):
    """The expectations above are the reference's: llvm-mc 19 accepts exactly those lines."""
    for line, accepted in OPERAND_RULES:
        out = subprocess.run([llvm_tool("llvm-mc"), "-triple=amdgcn-amd-amdhsa",
                              "-mcpu=gfx942"], input=line + "\n", capture_output=True,
                             text=True)
        assert ("error:" not in out.stderr) == accepted, (line, out.stderr)


def test_undefined_labels_assemble_and_fail_when_taken():
    """llvm-mc accepts a branch to a symbol no label defines (a relocation): so does the
    assembler; taking that branch is a run-time error naming it and its line."""
    from emulator import RunError, Wavefront
    program = assemble("s_cmp_eq_u32 s0, 1\ns_cbranch_scc1 .Lfar\ns_branch .Lfar\n"
                       "s_endpgm\n", "u.s")
    w = Wavefront()
    with pytest.raises(RunError, match=r"u.s:3: .*branch to '.Lfar', which no label"):
        w.run(program)   # not taken at line 2 (s0 = 0), taken at line 3
    assert w.pc == 2


@pytest.mark.parametrize("operand,message", [
    ("-" * 20000 + "1", "nested too deeply"),
    ("(" * 5000 + "1" + ")" * 5000, "nested too deeply"),
    ("v" + "9" * 5000, "out of range"),
])
def test_huge_operands_are_located_errors(operand, message):
    with pytest.raises(AsmError) as err:
        assemble(f"v_mov_b32 v0, {operand}\n", "h.s")
    assert message in err.value.diagnostics[0].message
    assert len(str(err.value)) < 1000      # (the line is shown as a window)


def test_long_sums_evaluate():
    program = assemble("v_mov_b32 v0, " + "+".join(["1"] * 20000) + "\n")
    assert program.instructions[0].operands[1].value == 20000


_IMM16 = [op.mnemonic for op in OPS if op.encoding == "SOPP" and op.operands == ("imm16",)]


@pytest.mark.skipif(llvm_tool("llvm-mc") is None, reason="llvm-mc-19 (Debian llvm-19) absent")
@pytest.mark.parametrize("mnemonic,values", [
    ("s_sendmsg", [i | o << 4 | s << 8 for i in range(16) for o in range(8) for s in range(4)]
     + [0x3141, 0x8001, 0x0401, 0x1002, 0x8022, 0xFFFF]),
    ("s_waitcnt", [0x3141, 0x0080, 0xFFFF, 0x0F70, 0x1000, 0xC07F, 0]),
    ("s_endpgm", [0, 1, 16, 65, 0xFFFF]),
    *((name, [0, 5, 16, 64, 65, 127, 0x1234, 0xFFFF, -1, -16, -17, -32768]) for name in _IMM16),
])
def test_numeric_fields_print_encode_and_decode_as_llvm_mc(mnemonic, values):
    """SOPP fields given as numbers (s_sendmsg, s_waitcnt, s_nop, s_sleep…): the text
    llvm-mc prints (names where it names them, else the fields, or the number in decimal
    from −16 to 64 and hex beyond), its bytes (bits no field names kept), and from those
    bytes the text llvm-mc's disassembler prints."""
    mc = [llvm_tool("llvm-mc"), "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx942"]
    lines = [f"{mnemonic} {v}" for v in values]
    out = subprocess.run(mc + ["-show-encoding"], input="\n".join(lines) + "\n",
                         capture_output=True, text=True).stdout
    answers = [line.strip().partition(";") for line in out.splitlines()
               if line.strip().startswith(mnemonic)]
    assert len(answers) == len(values)
    words = [bytes(int(b, 16) for b in encoding.partition(":")[2].strip(" []").split(","))
             for _, _, encoding in answers]
    out = subprocess.run(mc + ["-disassemble"], input="\n".join(
        ",".join(hex(b) for b in word) for word in words) + "\n", capture_output=True,
        text=True).stdout
    decoded = [line.strip() for line in out.splitlines() if line.strip().startswith(mnemonic)]
    for line, (text, _, _), data, back in zip(lines, answers, words, decoded):
        inst = assemble(line + "\n").instructions[0]
        assert (str(inst), isa.encode_instruction(inst)) == (text.strip(), data), line
        assert isa.disassemble(data)[0].text == back, line


@pytest.mark.skipif(llvm_tool("llvm-mc") is None, reason="llvm-mc-19 (Debian llvm-19) absent")
def test_a_named_long_form_without_operands_is_encoded_long():
    """v_nop_e64 and v_clrexcp_e64 are eight bytes, printed without the suffix (llvm-mc's
    text and bytes), and decode back to eight bytes."""
    for line in ("v_nop_e64", "v_clrexcp_e64", "v_nop_e32", "v_nop"):
        out = subprocess.run([llvm_tool("llvm-mc"), "-triple=amdgcn-amd-amdhsa",
                              "-mcpu=gfx942", "-show-encoding"], input=line + "\n",
                             capture_output=True, text=True).stdout
        text, _, encoding = next(l for l in out.splitlines() if "encoding" in l).partition(";")
        data = bytes(int(b, 16) for b in encoding.partition(":")[2].strip(" []").split(","))
        inst = assemble(line + "\n").instructions[0]
        assert (str(inst), isa.encode_instruction(inst)) == (text.strip(), data), line
        decoded = isa.disassemble(data)[0]
        assert isa.encode_instruction(decoded.instruction) == data, line


@pytest.mark.skipif(llvm_tool("llvm-mc") is None, reason="llvm-mc-19 (Debian llvm-19) absent")
def test_smem_offsets_decode_as_llvm_mc_reads_them():
    """Every combination of SMEM's IMM and SOE bits: the offset register from SOFFSET
    when SOE is set (with IMM, an immediate offset beside it), else from OFFSET."""
    words = [(0xC0000141 | imm << 17 | soe << 14).to_bytes(4, "little")
             + (offset | soffset << 25).to_bytes(4, "little")
             for imm in (0, 1) for soe in (0, 1)
             for offset, soffset in ((0x40, 0x65), (0x10, 0x04), (0x65, 0x40))]
    out = subprocess.run([llvm_tool("llvm-mc"), "-disassemble", "-triple=amdgcn-amd-amdhsa",
                          "-mcpu=gfx942"], input="\n".join(",".join(hex(b) for b in w)
                                                          for w in words) + "\n",
                         capture_output=True, text=True).stdout
    texts = [line.strip() for line in out.splitlines() if "s_load_dword" in line]
    assert [isa.disassemble(w)[0].text for w in words] == texts


# (integers spelling constants, by operand type: llvm-mc folds each into an inline
# constant, prints it as one, keeps it a literal, or refuses the literal)
CONSTANT_SPELLINGS = """\
v_add_f32_e32 v0, 0x40800000, v1
v_mov_b32 v0, 0x3e22f983
v_add_u32 v0, 0x40800000, v1
s_mov_b32 s0, 0x3f000000
s_mov_b64 s[0:1], 0x3fe00000
v_add_f64 v[0:1], 0x3fe00000, v[2:3]
v_fract_f64 v[0:1], 0x3fe00000
v_add_f64 v[0:1], 0x3fc45f30, v[2:3]
v_add_f16_e32 v0, 0x3800, v1
v_add_f16_e32 v0, 0xffff, v1
v_add_u16_e32 v0, 0x3800, v1
v_add_u16_e32 v0, 0xffff, v1
v_add_u16_e32 v0, 0.5, v1
v_cvt_f16_u16_e64 v5, 0x3800
v_mad_u16 v0, 0x3800, v1, v2
v_pk_add_u16 v0, 0x3f000000, v1
v_pk_add_u16 v0, 0xffffffff, v1
v_pk_add_u16 v0, 0x3800, v1
v_pk_add_u16 v0, 0x3e22f983, v1
v_pk_add_f16 v0, 0x3800, v1
v_pk_add_f16 v0, 0xffffffff, v1
v_pk_add_f16 v0, 0xffff, v1
v_pk_add_f16 v0, 0x3118, v1
v_pk_mul_f16 v0, v1, 0x3c003c00
v_pk_mad_i16 v0, 0xfffffff0, v1, v2
v_dot2_f32_f16 v0, 0xffffffff, v1, v2
v_dot2c_f32_f16 v0, 0x3800, v1
v_dot2c_f32_f16 v0, 0xffffffff, v1
v_dot2c_f32_f16 v0, 0x3c003c00, v1
"""


@pytest.mark.skipif(llvm_tool("llvm-mc") is None, reason="llvm-mc-19 (Debian llvm-19) absent")
@pytest.mark.parametrize("line", CONSTANT_SPELLINGS.splitlines())
def test_integers_spelling_constants_fold_as_llvm_mc_folds_them(line):
    out = subprocess.run([llvm_tool("llvm-mc"), "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx942",
                          "-show-encoding"], input=line + "\n", capture_output=True, text=True)
    answer = next((l for l in out.stdout.splitlines() if "encoding:" in l), None)
    if answer is None:
        with pytest.raises(AsmError):
            assemble(line + "\n")
        return
    text, _, encoding = answer.partition(";")
    data = bytes(int(b, 16) for b in encoding.partition(":")[2].strip(" []").split(","))
    inst = assemble(line + "\n").instructions[0]
    assert (str(inst), isa.encode_instruction(inst)) == (text.strip(), data)


@pytest.mark.parametrize("spelling, canonical", [
    # (other spellings llvm-mc 19 takes for one encoding: each gives the canonical's bytes)
    ("tbuffer_load_format_x v1, off, s[4:7], dfmt:15, nfmt:2, s1",
     "tbuffer_load_format_x v1, off, s[4:7], s1 "
     "format:[BUF_DATA_FORMAT_RESERVED_15,BUF_NUM_FORMAT_USCALED]"),
    ("tbuffer_load_format_x v1, off, s[4:7], nfmt:2, s1",
     "tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_NUM_FORMAT_USCALED]"),
    ("s_getreg_b32 s2, {id: 51, offset: 1, size: 31}", "s_getreg_b32 s2, hwreg(51, 1, 31)"),
    ("s_setreg_b32 {id: 1, size: 4}, s2", "s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s2"),
    ("v_accvgpr_read_b32 v2, acc0", "v_accvgpr_read_b32 v2, a0"),
    ("global_load_dwordx2 acc[2:3], v[2:3], off", "global_load_dwordx2 a[2:3], v[2:3], off"),
    ("v_fract_f64 v[0:1], 0x3fc45f306dc9c882", "v_fract_f64 v[0:1], 0.15915494309189532"),
    ("s_load_dword s1, s[2:3], 0xFFFFFFFFFFF00000", "s_load_dword s1, s[2:3], -0x100000"),
    ("s_ashr_i64 s[2:3], -65536, 0xFFFF0000", "s_ashr_i64 s[2:3], 0xffff0000, 0xffff0000"),
    ("v_pk_add_u16 v1, v2, v3 neg_lo:[0,0]", "v_pk_add_u16 v1, v2, v3"),
    ("v_add_f32 v0, |-4.0|, v1", "v_add_f32_e32 v0, 4.0, v1"),
])
def test_other_spellings_give_the_same_bytes(spelling, canonical):
    from isa.encoder import encode
    assert encode(spelling) == encode(canonical)
