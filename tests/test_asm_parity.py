"""The assembler accepts what llvm-mc 19 accepts for gfx942, line for line, on generated
mutations of valid lines (tests/asm_mutations.py).

Every line llvm-mc rejects must be rejected, with its file:line:col. The other way round,
a few classes of lines llvm-mc takes are refused on purpose or not modelled yet; each is
listed in DIVERGENCES with the reason, and any other difference fails."""

from __future__ import annotations

import re
import subprocess

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from isa.program import AsmError
from isa.assembler import assemble

from .helpers import mutations
from .helpers import llvm_tool
from .helpers import sample_text

_NO_LLVM = pytest.mark.skipif(llvm_tool("llvm-mc") is None,
                                reason="llvm-mc-19 (Debian llvm-19) absent")

# Lines llvm-mc accepts that the emulator refuses: (pattern, why).
DIVERGENCES = [
    (r"^v_(s)?mfma\S* .*,\s*(shared_base|src_\w+|execz|vccz|scc|lit\(|\d*\.\d*)",
     "an MFMA SrcC other than registers or an inline integer"),
    (r"\[[0-9]*\.", "a register index written as a real ('a[.0:3]', 'a[0.:15]')"),
    (r"\btba|\btma", "TBA/TMA (the trap handler's addresses): not modelled"),
    (r"^v_\w+ .*\b(flat_scratch|xnack_mask)\b[^_]", "a 64-bit special register as a 32-bit "
     "vector source"),
    (r"^s_(buffer_)?(load|store|atomic)\w* .*,\s*(vcc|exec|ttmp\d+)\b",
     "a scalar memory offset in a 64-bit register or a trap temporary"),
    (r"^buffer_\w+ .*,\s*\d*\.", "a buffer soffset that is a real"),
    (r"\b(clamp|mul:|div:)", "clamp and output modifiers beyond float arithmetic (integer "
     "saturation, conversions, compares, packed math): not modelled"),
    (r"^s_(nop|waitcnt|branch|cbranch_\w+|trap|setprio|sleep|setkill|incperflevel|"
     r"decperflevel)\S* .*(\d\.|\.\d|\de|0x\w*p)",
     "a real where an immediate field is expected"),
    (r"\bop_sel:", "op_sel on instructions other than v_cvt_pk_fp8/bf8_f32: not modelled"),
    (r"^s_\w*(load|store|atomic)\w* \S+, (shared_base|src_\w+|flat_scratch|xnack_mask|vcc|"
     r"exec|ttmp)", "a special register or trap temporary as a scalar access's base"),
    (r"^s_\w*(load|store|atomic)\w* (vcc|exec|m0|flat_scratch|xnack_mask|ttmp)",
     "scalar memory data in a special register or a trap temporary: not modelled"),
    (r"^s_(nop|setprio|trap|sleep)\S* .*0x[0-9a-fA-F]{5,}",
     "an immediate wider than its 16-bit field (llvm-mc keeps the low bits)"),
    (r"^global_\w+ .*,\s*(shared_base|src_\w+|flat_scratch|xnack_mask|vcc|exec)\b",
     "a special register as a global access's saddr"),
    (r"\boff\b", "'off' as a symbol outside a memory instruction"),
    (r"^scratch_\w+ .*,\s*(m0|vcc\w*|exec\w*|flat_scratch\w*|xnack\w*|ttmp\d+)\b",
     "a special register or trap temporary as scratch's saddr: not modelled"),
    (r"^s_\w+ (src_\w+|scc|execz|vccz|shared_base)\b", "a read-only source as a SALU "
     "destination"),
    (r"^v_\w+ (\w+, )?(src_\w+|vcc|vccz|execz|scc|shared_base)\b,",
     "a read-only source or vcc as a VALU destination"),
    (r"^v_(add|sub)_co_u32_e32 ", "the implicit carry-out of v_add/sub_co_u32_e32"),
    (r"^v_cmpx?_\w+_e32_e32 ", "a VOPC mnemonic with two suffixes"),
    (r"^v_cmp_\w+_e64 scc,", "scc as a VOPC destination"),
    (r"_e32 .*vcc, ", "no implicit vcc"),
    (r"^s_load\w*_e32 ", "a scalar load with _e32 and a special base"),
    (r"^s_cmp_lt_u33 ", "an unknown mnemonic llvm-mc reads as s_cmp_lt_u32"),
    (r"\[\d+:\d+\[\]", "stray brackets after a register tuple"),
    (r"_e(32|64)_sdwa ", "a mnemonic with two encoding suffixes"),
    (r"^v_pk_\w+_[iub]16 .*\bneg_(lo|hi):", "neg_lo/neg_hi on integer packed math (no "
     "effect there): refused"),
    (r"^v_pk_mov_b32 .*\bneg_(lo|hi):", "neg_lo/neg_hi on v_pk_mov_b32 (a dword move; what "
     "the bits do is not documented): refused"),
    (r"\b(src[01]_sel|dst_sel|dst_unused):", "SDWA selects on the instructions whose "
     "SDWA form is not modelled"),
    (r"_dpp\b|\b(row_\w+|quad_perm|wave_\w+|bank_mask|bound_ctrl)\b",
     "DPP beyond VOP1/VOP2 with one lane selection (VOPC DPP, bare bound_ctrl, DPP text "
     "on other encodings): refused"),
]


def llvm_rejects(lines: list[str]) -> set[int]:
    """1-based numbers of the lines llvm-mc rejects. After an invalid character llvm-mc's
    recovery can report the next line's error on the wrong line, so every line is followed
    by a harmless separator; an error there belongs to the line before it."""
    text = "".join(line + "\ns_nop 0\n" for line in lines)
    out = subprocess.run([llvm_tool("llvm-mc"), "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx942"],
                         input=text.encode(), capture_output=True)
    return {(int(m.group(1)) + 1) // 2
            for m in re.finditer(rb"<stdin>:(\d+):\d+: error", out.stderr)}


def seeds() -> list[str]:
    return [line.strip() for line in sample_text().splitlines() if line.strip()]


@_NO_LLVM
@pytest.mark.parametrize("seed,count", [(0, 1000), *(pytest.param(s, 2000,
                                                                  marks=pytest.mark.exhaustive)
                                                     for s in (0, 1, 2, 3, 4))])
def test_assembler_agrees_with_llvm_mc_on_mutations(seed, count):
    # (a line defining a label is left out: in one file, a second definition is an error
    # of that line to llvm-mc whatever the line says)
    lines = [line for line in mutations(seeds(), count, seed)
             if not re.match(r"[ \t]*[A-Za-z_.$][\w.$]*[ \t]*:", line)]
    theirs = llvm_rejects(lines)
    lenient, strict = [], []
    for n, line in enumerate(lines, 1):
        try:
            assemble(line + "\n", "m.s")
            ours = False
        except AsmError as err:
            d = err.diagnostics[0]
            assert d.loc.filename == "m.s" and d.loc.line == 1 and d.loc.column >= 1
            ours = True
        if theirs.__contains__(n) and not ours:
            lenient.append(line)
        elif ours and n not in theirs:
            strict.append(line)
    assert lenient == [], f"accepted, but llvm-mc rejects: {lenient}"
    unexplained = [line for line in strict
                   if not any(re.search(p, line.lstrip(), re.I) for p, _ in DIVERGENCES)]
    assert unexplained == [], f"llvm-mc accepts, refused without a listed reason: {unexplained}"


# Forms compilers and LLVM's own tests write that were refused or printed differently
# (issue 28): each line is accepted or refused as llvm-mc 19 does, and printed as it prints.
FORMS = [
    # a DPP lane selection on the base mnemonic; row_newbcast
    "v_mov_b32 v0, v0 quad_perm:[0,2,1,1]",
    "v_add_f16 v1, v2, v3 row_shl:1 row_mask:0xa bank_mask:0x1 bound_ctrl:0",
    "v_add_u32 v0, v1, v2 row_shl:1 bound_ctrl:0", "v_mov_b32 v0, v1 row_newbcast:1",
    "v_add_f32 v0, v1, v2 row_newbcast:15", "v_mov_b32 v0, v1 row_newbcast:16",
    # messages and what a compute wave does not run
    "s_sendmsg sendmsg(MSG_INTERRUPT)", "s_sendmsg 0x1", "s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)",
    "s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 1)", "s_sendmsg sendmsg(2, 2, 0)", "s_sendmsg 0",
    "s_sendmsghalt sendmsg(MSG_INTERRUPT)", "s_sethalt 1", "s_setvskip s1, s2",
    "s_rfe_b64 s[4:5]", "s_cbranch_join s4", "s_endpgm_ordered_ps_done",
    # 64-bit integer patterns
    "s_mov_b64 s[2:3], 0xffffffffffffffff", "s_mov_b64 s[2:3], 0xffffffff80000000",
    "s_mov_b64 s[2:3], 0xfffffffffffffff0", "s_mov_b64 s[2:3], 0x100000000",
    "s_add_u32 s0, s1, 0xffffffffffffffff", "s_add_u32 s0, s1, 0xffffffff7fffffff",
    "v_add_u16 v0, 0xffffffffffff8000, v1", "v_add_f64 v[0:1], 0xffffffffffffffff, v[2:3]",
    # counters that saturate; cache policy written as its absence
    "s_waitcnt vmcnt_sat(70)", "s_waitcnt vmcnt_sat(70) lgkmcnt(3)",
    "s_waitcnt lgkmcnt_sat(20) expcnt_sat(9)", "s_waitcnt vmcnt(63)",
    "global_load_dword v0, v[2:3], off nosc0", "global_load_dword v0, v[2:3], off nosc1 nont",
    "global_load_dword v0, v[2:3], off sc0 nosc1", "global_load_dword v0, v[2:3], off sc0 nosc0",
    "global_load_dword v0, v[2:3], off nosc0 offset:16", "ds_read_b32 v0, v1 nosc0",
    # VOP3P OPSEL bits left clear
    "v_dot4_i32_i8 v0, v1, v2, v3 op_sel:[0,0,0]", "v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[0,0,0]",
    "v_dot4_i32_i8 v0, v1, v2, v3 op_sel:[1,0,0]", "v_dot4_i32_i8 v0, v1, v2, v3 op_sel_hi:[0,0,0]",
    # an SGPR plus an immediate as a scalar load's offset
    "s_load_dword s3, s[4:5], s3 offset:0x0", "s_load_dword s3, s[4:5], s3 offset:-8",
    "s_load_dwordx2 s[6:7], s[4:5], m0 offset:0x8", "s_load_dword s3, s[4:5], 0x10 offset:0x10",
    "s_buffer_load_dword s3, s[4:7], s3 offset:0x10", "s_store_dword s3, s[4:5], s6 offset:0x10",
    "s_load_dword s3, s[4:5], s3 offset:0x100000",
    # float literals: rounded to the operand's format, refused when they overflow or underflow
    "v_trunc_f32 v0, 2.3509886e-70", "v_trunc_f32 v0, 1e-40", "v_trunc_f32 v0, 1e39",
    "v_trunc_f32 v0, 1.00000001", "v_trunc_f32 v0, 0.3", "v_add_f16 v0, 1e-8, v1",
    "v_add_f16 v0, 0.3, v1", "v_add_f16 v0, 1e5, v1", "v_add_f32 v0, 0.50000001, v1",
    "v_add_f64 v[0:1], 1e-320, v[2:3]", "v_add_f64 v[0:1], 1.0000000000000002, v[2:3]",
    # trap temporaries take the constant bus and may be a memory soffset; DPP has no clamp
    "v_pk_max_f16 v0, s4, ttmp3", "v_add_f32_e64 v0, ttmp2, ttmp3",
    # a lane write's lane select may be m0 besides its SGPR value (not another SGPR)
    "v_writelane_b32 v2, s6, m0", "v_writelane_b32 v2, s6, s5", "v_writelane_b32 v2, 7, m0",
    "v_writelane_b32 v2, m0, m0", "v_writelane_b32 v2, vcc_lo, m0",
    "v_readlane_b32 s1, v1, m0", "v_readlane_b32 m0, v1, s2",
    "s_atc_probe_buffer 7, s[4:7], ttmp3", "buffer_load_dword v0, off, s[4:7], ttmp3",
    "s_load_dword s0, s[2:3], ttmp3", "v_add_u32_dpp v0, v1, v2 wave_shl:1 clamp",
    "v_add_f32 v0, v1, v2 row_shl:1 mul:2", "s_cbranch_join 5",
    # 64-bit operands: "DP ALU" DPP, row_newbcast only
    "v_mov_b64 v[2:3], v[4:5] row_newbcast:1", "v_mov_b64_dpp v[2:3], v[4:5] row_shl:1",
    "v_cvt_f64_f32 v[0:1], v2 row_newbcast:1", "v_cvt_pk_f32_fp8 v[0:1], v2 quad_perm:[1,0,3,2]",
    "v_rcp_f64 v[0:1], v[2:3] row_newbcast:3 row_mask:0x3", "v_dot4c_i32_i8 v0, v1, v2 row_shl:1",
    # a packed-f16 source takes a dword literal (both halves)
    "v_dot2c_f32_f16 v2, 0x3c003c00, v1", "v_dot2c_f32_f16_e64 v2, 0x3c003c00, v1",
    "v_dot2c_f32_f16 v2, 0x1ffffffff, v1", "v_dot2c_f32_f16 v2, 1.0, v1",
    # MFMA modifiers whose effect is undefined: encodable, so they assemble (and stop a run)
    "v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15] cbsz:1",
    "v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15] cbsz:7 abid:15",
    "v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15] cbsz:8",
    "v_mfma_f64_16x16x4_f64 v[0:7], v[8:9], v[10:11], v[0:7] cbsz:1",
    "v_mfma_f32_32x32x1_2b_f32 a[0:31], v0, v1, a[0:31] cbsz:2 abid:3",
    "v_smfmac_f32_16x16x32_f16 v[0:3], v[4:5], v[6:9], v10 blgp:1",
    "v_mfma_i32_16x16x32_i8 v[0:3], v[4:5], v[6:7], v[0:3] blgp:5",
    # SDWA: every select printed, sext() on integer sources, a compare's source selects
    "v_mov_b32_sdwa v0, v1", "v_add_f32_sdwa v0, -1.0, v2 dst_sel:DWORD src0_sel:DWORD",
    "v_cvt_f32_fp8_sdwa v0, v1", "v_cndmask_b32_sdwa v0, v1, v2, vcc",
    "v_mov_b32_sdwa v0, sext(v1) dst_sel:DWORD src0_sel:BYTE_0",
    "v_add_u32_sdwa v0, sext(v1), v2 dst_sel:DWORD src0_sel:BYTE_0 src1_sel:WORD_0",
    "v_add_u32 v0, sext(v1), v2", "v_add_u32_e64 v0, sext(v1), v2",
    "v_add_f32_sdwa v0, sext(v1), v2 src0_sel:BYTE_0",
    "v_cmp_eq_f32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:BYTE_2",
    "v_cmp_eq_u32_sdwa s[2:3], v1, v2 src0_sel:WORD_1 src1_sel:BYTE_2",
    "v_cmp_eq_u32_sdwa vcc, v1, v2 src0_sel:BYTE_1", "v_cmp_eq_f32_sdwa vcc, v1, v2",
]


def llvm_prints(lines: list[str]) -> list[str | None]:
    """llvm-mc's printing of each line, or None where it rejects the line."""
    rejected = llvm_rejects(lines)
    out = subprocess.run([llvm_tool("llvm-mc"), "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx942"],
                         input="".join(line + "\n" for n, line in enumerate(lines, 1)
                                       if n not in rejected).encode(), capture_output=True)
    printed = iter(line.strip() for line in out.stdout.decode().splitlines()
                   if line.startswith("\t") and not line.startswith("\t."))
    return [None if n in rejected else next(printed) for n in range(1, len(lines) + 1)]


@_NO_LLVM
def test_the_forms_compilers_write_as_llvm_mc_reads_and_prints_them():
    wrong = []
    for line, theirs in zip(FORMS, llvm_prints(FORMS)):
        try:
            ours = str(assemble(line + "\n", "f.s").instructions[0])
        except AsmError:
            ours = None
        if ours != theirs:
            wrong.append((line, ours, theirs))
    assert wrong == []


# -- no llvm-mc needed below -------------------------------------------------------------------

_PIECES = st.sampled_from([
    "v_add_f32", "s_mov_b32", "v_mfma_f32_32x32x8_f16", "global_load_dword", "s_waitcnt", "v0",
    "v[0:1]", "s[2:3]", "a[0:15]", ",", " ", ":", "[", "]", "(", ")", "-", "|", "~", "0x",
    "1e", "017", "9" * 30, "offset:", "vmcnt(", "abs(", "off", "nan", ";", "//", "\t",
    "\u0663", "\x0c", "lit(", "op_sel:[", "1.5", ".", "label:", "=", "+", "<<"])


@settings(max_examples=300, deadline=None)
@given(st.lists(_PIECES, min_size=1, max_size=12))
def test_any_line_assembles_or_is_a_located_error(pieces):
    """Whatever a line holds, the assembler returns a program or an AsmError whose
    diagnostics have file:line:col — never another exception."""
    line = "".join(pieces)
    try:
        assemble(line + "\n", "h.s")
    except AsmError as err:
        assert all(d.loc.filename == "h.s" and d.loc.line == 1 and d.loc.column >= 1
                   for d in err.diagnostics)


ASSIGNMENTS = """x = 1
v_add_u32 v0, x, v1
s_mov_b32 s0, x+4
global_load_dword v0, v[2:3], off offset:x
.set y, 0x10
s_load_dword s0, s[2:3], y
v_mov_b32 v0, y
z = (y * 2 - 7) / 3 % 4 << 1 | 0x100
s_add_u32 s0, s1, z
.equ w, -7 / 2
s_mov_b32 s1, w
o = 017 ^ ~x
s_mov_b32 s2, o
s_waitcnt vmcnt(x)
s_nop x
ds_read_b32 v0, v1 offset:y
v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], x
y = y + 1
v_mov_b32 v0, y
"""


@_NO_LLVM
def test_symbol_assignments_are_the_values_llvm_mc_puts_in_the_operands():
    """``name = expr``, ``.set``, ``.equ``: the expression's value wherever the symbol
    stands, as llvm-mc prints the instruction (C's truncating division, octal, a
    reassignment taking effect from its line)."""
    lines = ASSIGNMENTS.splitlines()
    out = subprocess.run([llvm_tool("llvm-mc"), "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx942"],
                         input=ASSIGNMENTS.encode(), capture_output=True)
    assert out.returncode == 0, out.stderr
    theirs = [line.strip() for line in out.stdout.decode().splitlines()
              if line.startswith("\t") and not line.startswith("\t.")]
    ours = [str(i) for i in assemble(ASSIGNMENTS, "a.s").instructions]
    assert ours == theirs and len(ours) == len([l for l in lines if "=" not in l
                                                and not l.startswith(".")])


def test_a_symbol_without_a_value_yet_stays_a_symbol_and_equiv_refuses_a_redefinition():
    program = assemble("s_mov_b32 s0, later\nlater = 7\ns_endpgm\n", "l.s")
    assert str(program.instructions[0]) == "s_mov_b32 s0, later"
    with pytest.raises(AsmError, match=r"e.s:2:1: error: redefinition of 'k'"):
        assemble(".equiv k, 1\n.equiv k, 2\ns_endpgm\n", "e.s")
