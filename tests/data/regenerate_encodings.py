"""Regenerate llvm-mc 19's answers that the encoding tests carry, and the opcode table.

    python tests/data/regenerate_encodings.py

Needs llvm-mc-19 (Debian llvm-19). The lines: every sample of tests/asm_samples.s (and the
MFMAs tests/helpers.py adds), the parity test's FORMS, llvm-mc's mutations of the samples
(seeds 0-4, tests/helpers.py ``mutations``) that both assemblers accept and that name no
symbol, and ``EXTRA`` below (operands and modifiers of every memory and vector format).
For each: llvm-mc's canonical text and encoding (``-show-encoding``) and the text
llvm-objdump-19 prints for those bytes (which can differ: an f16 inline constant of a 16-bit
integer operand is ``0.5`` to llvm-mc, ``0x3800`` to llvm-objdump), written to
``tests/data/llvm_mc_encodings.json`` as [line, llvm-mc's text, hex, llvm-objdump's text]. The opcode of each record in its own encoding comes
from the same encodings and is written to ``isa/gfx942/opcodes.py``.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from isa.program import AsmError, Label  # noqa: E402
from isa.special_operands import Src  # noqa: E402
from isa.assembler import assemble  # noqa: E402
from isa.records import OpSpec  # noqa: E402
from tests.helpers import mutations, sample_text  # noqa: E402
from tests.test_asm_parity import FORMS, seeds  # noqa: E402

OUT = ROOT / "tests" / "data" / "llvm_mc_encodings.json"
OPCODES = ROOT / "isa" / "gfx942" / "opcodes.py"
EXTRA = """\
s_load_dword s0, s[2:3], s4
s_load_dword s0, s[2:3], s4 offset:0x10
s_load_dword s0, s[2:3], -0x10
s_buffer_load_dword s0, s[4:7], 0x10
s_store_dword s0, s[2:3], 0x10 glc
s_atc_probe 7, s[2:3], 0x10
s_set_gpr_idx_on s2, gpr_idx(SRC0,DST)
s_set_gpr_idx_mode gpr_idx(SRC1)
s_cbranch_scc1 -4
s_branch 65533
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0x3
s_cmpk_eq_u32 s2, 0x1234
s_mov_b64 s[0:1], 0x12345678
s_mov_b64 s[0:1], ttmp[2:3]
v_accvgpr_read_b32 v0, a1
v_accvgpr_write_b32 a2, v3
v_accvgpr_write_b32 a2, 7
v_accvgpr_mov_b32 a2, a3
v_mfma_f32_32x32x8_f16 a[0:15], a[0:1], a[2:3], 0
v_mfma_f32_32x32x8_f16 v[0:15], v[0:1], v[2:3], v[0:15] cbsz:1 abid:1 blgp:2
v_mfma_f64_16x16x4_f64 a[0:7], v[0:1], v[2:3], a[0:7] neg:[1,0,1]
v_smfmac_f32_16x16x32_f16 a[0:3], v[0:1], v[2:5], v6 cbsz:1 abid:1
ds_write_b32 v1, a2 offset:4
ds_read_b64 a[2:3], v1 offset:65535
ds_write2_b32 v1, v2, v3 offset0:4 offset1:8
ds_add_rtn_u32 v0, v1, v2
ds_append v0
global_load_dword a1, v[2:3], off offset:-16 sc0 sc1 nt
global_load_dword v1, v2, s[4:5] offset:16
global_atomic_add v1, v[2:3], v4, off sc0
flat_load_dword v1, v[2:3] offset:16
flat_atomic_add v1, v[2:3], v4 sc0
scratch_load_dword v1, v2, off
scratch_load_dword v1, off, s2 offset:8
global_load_lds_dword v[2:3], off
buffer_load_dword a1, off, s[4:7], s8 offset:12 sc0 sc1 nt
buffer_load_dword v1, v[2:3], s[4:7], 0 idxen offen
buffer_atomic_add v1, v2, s[4:7], 0 offen sc0
buffer_wbl2 sc0 sc1
tbuffer_load_format_x v1, v2, s[4:7], 0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] offen offset:4 sc0 sc1 nt
v_pk_fma_f16 v0, v1, v2, v3 op_sel:[1,0,1] op_sel_hi:[0,1,0] neg_lo:[1,0,0] neg_hi:[0,0,1] clamp
v_fma_mix_f32 v0, -v1, |v2|, v3 op_sel:[1,0,0] op_sel_hi:[1,1,0]
v_add_co_u32_e64 v0, s[4:5], v1, v2 clamp
v_div_scale_f32 v0, vcc, v1, v2, v3
v_cmp_lt_f32_e64 s[4:5], -v1, |v2|
v_cmpx_lt_f32_e64 exec, v1, v2
v_readlane_b32 s4, v1, 7
v_fmamk_f32 v0, v1, 0x41000000, v2
v_mul_f32_e64 v0, v1, v2 mul:2
v_mul_f32_e64 v0, v1, v2 div:2 clamp
v_mov_b32_dpp v0, v1 row_newbcast:3 row_mask:0x5 bank_mask:0x3 bound_ctrl:0
v_add_f32_dpp v0, -v1, |v2| row_shl:1 row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v0, v1 wave_ror:1 row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v0, v1 row_bcast:31 row_mask:0xf bank_mask:0xf
v_cmp_lt_f32_sdwa s[4:5], v1, v2 src0_sel:WORD_1 src1_sel:BYTE_0
v_cmp_lt_f32_sdwa vcc, s1, v2 src0_sel:WORD_1 src1_sel:BYTE_0
v_add_u32_sdwa v0, sext(v1), v2 dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src0_sel:WORD_1 src1_sel:BYTE_2
v_mul_f32_sdwa v0, -v1, |v2| clamp mul:2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD
v_mov_b32 v0, src_shared_base
v_mov_b32 v0, src_scc
v_mov_b32 v0, 0.15915494
v_add_f16 v0, 0x3800, v1
v_add_f64 v[0:1], 1.0, v[2:3]
v_lshl_add_u64 v[0:1], v[2:3], 2, v[4:5]
v_cvt_sr_fp8_f32 v1, v2, v7 op_sel:[0,0,1,1]
"""


def candidate_lines() -> list[str]:
    lines = [line.strip() for line in sample_text().splitlines() if line.strip()]
    # (a branch to a label is a relocation until linked: each branch with an offset too)
    lines += [re.sub(r"\blabel\b", "5", line) for line in lines if re.search(r"\blabel\b", line)]
    lines += [f[0] if isinstance(f, tuple) else f for f in FORMS]
    lines += [line for seed in range(5) for line in mutations(seeds(), 2000, seed)]
    lines += EXTRA.splitlines()
    out, seen = [], set()
    for line in lines:
        if line in seen or re.match(r"[ \t]*[A-Za-z_.$][\w.$]*[ \t]*:", line):
            continue
        seen.add(line)
        try:
            inst = assemble(line + "\n").instructions[0]
        except (AsmError, IndexError):
            continue
        if any(isinstance(o, Src) and o.symbol for o in inst.operands) or any(
                isinstance(o, Label) and not re.match(r"-?(\d|0x)", o.name)
                for o in inst.operands):
            continue   # (a symbol: a relocation, no bytes of its own)
        out.append(line)
    return out


def llvm_mc(lines: list[str]) -> list[tuple[str, str]]:
    """(llvm-mc's text, its encoding as hex) of each line, one line at a time in one run."""
    result = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx942",
                             "-show-encoding"], input="\n".join(lines) + "\n",
                            capture_output=True, text=True, check=True)
    found = []
    for text in result.stdout.splitlines():
        match = re.match(r"\s*(.*?)\s*; encoding: \[(.*)\]", text)
        if match:
            found.append((match.group(1),
                          bytes(int(x, 16) for x in match.group(2).split(",")).hex()))
    if len(found) != len(lines):
        raise SystemExit(f"llvm-mc gave {len(found)} encodings for {len(lines)} lines")
    return found


def llvm_objdump(lines: list[str]) -> list[str]:
    """llvm-objdump's text of each line's bytes (one object of all the lines)."""
    with tempfile.TemporaryDirectory() as folder:
        obj = Path(folder) / "lines.o"
        subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx942",
                        "-filetype=obj", "-o", str(obj)], input="\n".join(lines) + "\n",
                       capture_output=True, text=True, check=True)
        out = subprocess.run(["llvm-objdump-19", "-d", "--mcpu=gfx942", str(obj)],
                             capture_output=True, text=True, check=True).stdout
    found = [m.group(1).strip() for m in re.finditer(r"\t(.*?)\s*// [0-9A-F]{12}: ", out)]
    if len(found) != len(lines):
        raise SystemExit(f"llvm-objdump gave {len(found)} lines for {len(lines)}")
    return found


def write_opcodes(entries) -> None:
    from isa.decoder import _format_of   # (the formats' identities: isa.encoding)
    from isa import encoding as E
    opcodes = {}
    for line, _, code, _ in entries:
        inst = assemble(line + "\n").instructions[0]
        spec = inst.spec
        if not isinstance(spec, OpSpec):
            continue
        data = bytes.fromhex(code)
        word = int.from_bytes(data[:8].ljust(8, b"\0"), "little")
        name = _format_of(word & 0xFFFFFFFF)
        op = E.FORMATS[name].unpack(word)["op"]
        if name == "VOP3" and spec.encoding in E.VOP3_OPCODE_BASE:
            op -= E.VOP3_OPCODE_BASE[spec.encoding]
        if opcodes.setdefault(spec.mnemonic, op) != op:
            raise SystemExit(f"{spec.mnemonic}: opcodes {opcodes[spec.mnemonic]} and {op}")
    body, row = [], []
    for name, value in sorted(opcodes.items()):
        row.append(f'"{name}": {value:#x},')
        if sum(len(x) + 1 for x in row) > 88:
            body.append("    " + " ".join(row[:-1]))
            row = row[-1:]
    body.append("    " + " ".join(row))
    head = OPCODES.read_text().split("OPCODES = {")[0]
    OPCODES.write_text(head + "OPCODES = {\n" + "\n".join(body) + "\n}\n")


def main() -> None:
    lines = candidate_lines()
    answers = llvm_mc(lines)
    shown = llvm_objdump(lines)
    entries = [(line, text, code, dumped)
               for line, (text, code), dumped in zip(lines, answers, shown)]
    OUT.write_text(json.dumps({"llvm_mc": "19", "entries": entries}, indent=0) + "\n")
    write_opcodes(entries)
    print(f"{len(entries)} lines -> {OUT.relative_to(ROOT)}, {OPCODES.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
