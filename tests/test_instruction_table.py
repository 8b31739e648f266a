"""The instruction table walked: every record has semantics, and a test that checks it
against independently computed expectations — a value test that names it, or one that
loops over its family (FAMILIES: the pattern, the test file, and the text in that file that
does the looping, so that the claim is checked, not just made)."""

from __future__ import annotations

import re

import isa

from emulator.execution.ops import binder_for
from isa.gfx942.ops import OPS

from .helpers import ROOT

TESTS = ROOT / "tests"
# the files whose tests compute their expectations independently (references, pseudocode,
# exact arithmetic, numpy): not the effects walker or the assembler's
VALUE_TESTS = sorted(p for p in TESTS.glob("test_*.py")
                     if p.name not in ("test_effects.py", "test_asm_parity.py",
                                       "test_assembler.py", "test_instruction_table.py",
                                       "test_architecture.py", "test_target.py",
                                       "test_bad_input.py"))

FAMILIES = [   # (mnemonics, file, the text that loops over them there)
    (r"^v_cmpx?_\w+_(f32|f64|i32|u32|i64|u64)$", "test_semantics_compare.py",
     'for op in ("v_cmp", "v_cmpx")'),
    (r"^v_cmpx?_\w+_(f16|i16|u16)$", "test_semantics_16bit.py",
     'for op in ("v_cmp", "v_cmpx")'),
    (r"^s_cmpk_\w+_(i32|u32)$", "test_semantics_float.py", 's_cmpk_{cond}_i32'),
    (r"^s_cmp_(eq|lg|gt|ge|lt|le)_(i32|u32)$", "test_semantics_rest.py",
     'f"s_cmp_{cond}_{kind} s0, s1"'),
    (r"^s_cbranch_cdbg", "test_semantics_rest.py", 'f"s_cbranch_{c} target"'),
    (r"^s_(quadmask|wqm)_b(32|64)$", "test_semantics_rest.py", 'f"{name}_b64 s[2:3], s[0:1]"'),
    (r"^v_pk_", "test_semantics_packed.py", 'op.mnemonic.startswith("v_pk_")'),
    (r"^(flat|global|scratch|buffer)_(load|store)_(?!format_)|^ds_(read|write)(_|2)",
     "test_memory_semantics.py", "def test_every_load_and_store_against_a_byte_reference"),
    (r"^t?buffer_(load|store)_format_", "test_typed_buffer.py",
     "def test_every_typed_record_against_the_reference"),
    (r"_atomic_|^ds_(add|sub|rsub|inc|dec|min|max|and|or|xor|mskor|cmpst|wrxchg|wrap|pk_add)",
     "test_memory_semantics.py", "def test_every_atomic_instruction_against_the_reference"),
]


def covered() -> set[str]:
    texts = {p.name: p.read_text() for p in VALUE_TESTS}
    everything = "\n".join(texts.values())
    names = {op.mnemonic for op in OPS}
    # (a name in program text: a whole word — after a non-word character or a "\n" escape —
    # maybe with an encoding suffix; the text's words found once)
    words = set(re.findall(r"\w+", everything.replace("\\n", " ")))
    found = {n for n in names if any(n + suffix in words
                                     for suffix in ("", "_e32", "_e64", "_sdwa", "_dpp"))}
    for pattern, file, evidence in FAMILIES:
        assert evidence in texts[file], (file, evidence)
        found |= {n for n in names if re.search(pattern, n)}
    return found


def test_every_record_has_semantics():
    # (a record that says it is not modelled stops the run instead: ops._stops)
    assert [op.mnemonic for op in OPS if binder_for(op) is None and not op.unmodelled] == []


def test_every_record_has_a_value_test():
    missing = sorted({op.mnemonic for op in OPS} - covered())
    assert missing == [], f"{len(missing)} instructions no value test checks: {missing}"


LLVM_MNEMONICS = (ROOT / "tests" / "data" / "llvm19_gfx942_mnemonics.txt").read_text().split()


def test_every_record_is_an_llvm_mnemonic():
    """The records' mnemonics and aliases are all names llvm-mc 19 accepts for gfx942 (the
    list benchmarks/isa_coverage.py --regenerate asks llvm-mc for)."""
    known = set(LLVM_MNEMONICS)
    target = isa.GFX942
    assert [op.mnemonic for op in target.ops if op.mnemonic not in known] == []
    assert [a for a in target.op_aliases if a not in known] == []


def test_every_llvm_matrix_mnemonic_is_a_record():
    matrix = [n for n in LLVM_MNEMONICS if n.startswith(("v_mfma", "v_smfmac"))]
    assert len(matrix) == 75   # the 46 instructions and their older spellings
    assert {isa.GFX942.lookup_matrix(n).mnemonic for n in matrix} == {
        r.mnemonic for r in isa.GFX942.matrix}


def test_llvm_mnemonics_covered():
    """The issue's goal: at least 95 % of the non-matrix mnemonics a compute wave can run."""
    target = isa.GFX942
    names = [n for n in LLVM_MNEMONICS if not n.startswith(("v_mfma", "v_smfmac"))]
    refused = [n for n in names if target.refusal(n)]
    have = [n for n in names if target.find_op(n)[0] is not None
            and binder_for(target.find_op(n)[0]) is not None]
    assert len(have) >= 0.95 * (len(names) - len(refused))
