"""The instruction table walked: every record has semantics, and a test that checks it
against independently computed expectations — a value test that names it, or one that
loops over its family (FAMILIES: the pattern, the test file, and the text in that file that
does the looping, so that the claim is checked, not just made)."""

from __future__ import annotations

import re

from emulator.execution.ops import BINDERS
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
    (r"^(flat|global|scratch|buffer)_(load|store)_|^ds_(read|write)(_|2)",
     "test_memory_semantics.py", "def test_every_load_and_store_against_a_byte_reference"),
    (r"_atomic_|^ds_(add|sub|rsub|inc|dec|min|max|and|or|xor|mskor|cmpst|wrxchg|wrap|pk_add)",
     "test_memory_semantics.py", "def test_every_atomic_instruction_against_the_reference"),
]


def covered() -> set[str]:
    texts = {p.name: p.read_text() for p in VALUE_TESTS}
    everything = "\n".join(texts.values())
    names = {op.mnemonic for op in OPS}
    # (a name in program text: after a non-word character or a "\n" escape, maybe with an
    # encoding suffix)
    found = {n for n in names if re.search(
        rf"(?:^|\W|\\n){re.escape(n)}(?:_e32|_e64|_sdwa|_dpp)?(?!\w)", everything)}
    for pattern, file, evidence in FAMILIES:
        assert evidence in texts[file], (file, evidence)
        found |= {n for n in names if re.search(pattern, n)}
    return found


def test_every_record_has_semantics():
    assert [op.mnemonic for op in OPS if op.mnemonic not in BINDERS] == []


def test_every_record_has_a_value_test():
    missing = sorted({op.mnemonic for op in OPS} - covered())
    assert missing == [], f"{len(missing)} instructions no value test checks: {missing}"
