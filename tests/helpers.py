"""What the tests share: where their data lives, the LLVM tools, the assembly samples, random
operands with a chosen character, mutations of valid lines, and bit comparisons. (The slow,
obviously-correct reference model is ``reference.py``; pytest fixtures are in
``conftest.py``.)

The golden vectors and the instruction CSV are the project's own copies in ``tests/data``
(see its README), so a fresh clone passes on its own; where the project's ``shared/`` folder
lies beside the checkout, ``test_data_copies.py`` also checks the copies still equal it.
"""

from __future__ import annotations

from fractions import Fraction

import csv
import os
import random
import re
import shutil
from pathlib import Path

import numpy as np

import isa
from isa import DType

# -- where things are ---------------------------------------------------------------------
ROOT = Path(__file__).resolve().parents[1]
DATA = Path(__file__).resolve().parent / "data"
GOLDEN = DATA / "golden"
SPEC_CSV = DATA / "spec" / "instructions.csv"
# The upstream folder, if any: an extra cross-check, never a requirement.
SHARED = Path(os.environ.get("WFEMU_SHARED", ROOT.parent / "shared"))


def llvm_tool(name: str) -> str | None:
    """Path of an LLVM 19 tool (Debian's llvm-19 package), or None."""
    for candidate in (f"{name}-19", f"/usr/lib/llvm-19/bin/{name}"):
        path = shutil.which(candidate)
        if path:
            return path
    return None


def lazy_module_or_skip(name: str):
    """The installed module ``name``, loaded when a test first uses it (collecting the file
    imports nothing: torch's import takes over 2 s, paid by every xdist worker that collects
    the file, though one runs its tests); the whole file is skipped without it."""
    import importlib.util
    import sys

    import pytest
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.find_spec(name)
    if spec is None:
        pytest.skip(f"could not import '{name}'", allow_module_level=True)
    spec.loader = importlib.util.LazyLoader(spec.loader)
    module = sys.modules[name] = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def read_csv_rows() -> dict[str, dict[str, str]]:
    """spec/instructions.csv's rows (the tests' copy), by mnemonic."""
    with open(SPEC_CSV, newline="") as f:
        return {row["mnemonic"]: row for row in csv.DictReader(f)}


def same_bits(mine: np.ndarray, want: np.ndarray) -> np.ndarray:
    """Bitwise equal, or both NaN (the model leaves NaN payloads undefined)."""
    f = np.float64 if want.dtype == np.uint64 else np.float32
    return (mine == want) | (np.isnan(mine.view(f)) & np.isnan(want.view(f)))


# -- small kernels ---------------------------------------------------------------------
def one_buffer_kernel(name: str, body: str) -> str:
    """The assembly file of kernel ``name``: ``body`` (its instruction lines) after five
    lines of header, one global buffer argument at kernarg offset 0 (the kernarg pointer in
    s[0:1]), 3 VGPRs and 8 SGPRs, with its descriptor and metadata."""
    return f"""\
  .text
  .globl {name}
  .p2align 8
  .type {name},@function
{name}:
{body}  .rodata
  .p2align 6
  .amdhsa_kernel {name}
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_next_free_vgpr 3
    .amdhsa_next_free_sgpr 8
  .end_amdhsa_kernel
  .amdgpu_metadata
---
amdhsa.kernels:
  - .name: {name}
    .symbol: {name}.kd
    .kernarg_segment_size: 8
    .args:
      - {{ .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }}
amdhsa.version: [1, 2]
...
  .end_amdgpu_metadata
"""


def require_clang() -> None:
    """Skip the test where no clang 19+ is on PATH (emulator.hip's compiler)."""
    from emulator import hip
    try:
        hip.toolchain.find_clang()
    except hip.HipError:
        import pytest
        pytest.skip("no clang 19+ on PATH")


# -- assembly samples ----------------------------------------------------------------------
# One line per supported instruction (operand forms as llvm-mc accepts them).
SAMPLES = Path(__file__).with_name("asm_samples.s")


def sample_text() -> str:
    lines = SAMPLES.read_text().splitlines()
    def reg(first, count):
        return f"v{first}" if count == 1 else f"v[{first}:{first + count - 1}]"
    for r in isa.DENSE:
        lines.append(f"{r.mnemonic} a[0:{r.d_regs - 1}], {reg(40, r.a_regs)}, "
                     f"{reg(44, r.b_regs)}, a[0:{r.d_regs - 1}]".replace("a[0:0]", "a0"))
    for r in isa.SPARSE:
        lines.append(f"{r.mnemonic} a[0:{r.d_regs - 1}], {reg(40, r.a_regs)}, "
                     f"{reg(44, r.b_regs)}, v50 abid:1")
    return "\n".join(lines) + "\n"


# -- random operands -----------------------------------------------------------------------
PROFILES = ("normal", "wide", "raw", "zeros", "special", "cancel")

# (min normal exponent, max exponent) of each float type
_EXPONENTS = {DType.F16: (-14, 15), DType.BF16: (-126, 127), DType.F32: (-126, 127),
              DType.XF32: (-126, 127), DType.F64: (-1022, 1023), DType.FP8: (-7, 7),
              DType.BF8: (-15, 15)}
_SPECIALS = {
    DType.F16: (0x7C00, 0xFC00, 0x7E00, 0x7BFF, 0xFBFF, 0x8000, 0x0001),
    DType.BF16: (0x7F80, 0xFF80, 0x7FC0, 0x7F7F, 0xFF7F, 0x8000, 0x0001),
    DType.F32: (0x7F800000, 0xFF800000, 0x7FC00000, 0x7F7FFFFF, 0x80000000, 0x00000001),
    DType.XF32: (0x7F800000, 0xFF800000, 0x7FC00000, 0x7F800001, 0x7F7FFFFF, 0x80000000),
    DType.F64: (0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000,
                0x7FEFFFFFFFFFFFFF, 0x8000000000000000, 0x0000000000000001),
    DType.FP8: (0x80, 0x7F, 0xFF, 0x01, 0x00),
    DType.BF8: (0x80, 0x7F, 0xFF, 0x01, 0x00),
}


def random_bits(dtype: DType, shape, rng: np.random.Generator, profile: str) -> np.ndarray:
    """Raw bit patterns of ``dtype`` shaped ``shape``."""
    raw = dtype.raw_dtype
    if dtype in (DType.I8, DType.I32):
        if profile == "special":
            extremes = np.array([0, 1 << (dtype.bits - 1), (1 << (dtype.bits - 1)) - 1,
                                 (1 << dtype.bits) - 1], dtype=np.uint64)
            return rng.choice(extremes, shape).astype(raw)
        return rng.integers(0, 1 << dtype.bits, shape, dtype=np.uint64).astype(raw)
    if profile == "raw":
        bits = rng.integers(0, 1 << min(dtype.bits, 63), shape, dtype=np.uint64)
        if dtype.bits == 64:
            bits |= rng.integers(0, 2, shape, dtype=np.uint64) << np.uint64(63)
        return bits.astype(raw)
    values = rng.standard_normal(shape)
    if profile == "wide":
        lo, hi = _EXPONENTS[dtype]
        with np.errstate(over="ignore"):   # (f64's widest exponents overflow: inf is fine)
            values = values * np.exp2(rng.integers(lo - 8, hi + 1, shape).astype(np.float64))
    elif profile == "zeros":
        values[rng.random(shape) < 0.5] = 0.0
        values[rng.random(shape) < 0.2] = -0.0
    elif profile == "cancel":
        values = np.round(values * 4) / 4  # coarse values whose products cancel exactly
    with np.errstate(over="ignore"):  # values beyond the type's range become inf
        bits = values.astype(dtype.typed_dtype).view(raw).copy()
    if profile == "special":
        mask = rng.random(shape) < 0.05
        bits[mask] = rng.choice(np.array(_SPECIALS[dtype], dtype=np.uint64),
                                int(mask.sum())).astype(raw)
    return bits


def operands(record, rng, profile):
    blocks = record.blocks
    a = random_bits(record.a_type, (blocks, record.m, record.k), rng, profile)
    b = random_bits(record.b_type, (blocks, record.k, record.n), rng, profile)
    c = random_bits(record.cd_type, (blocks, record.m, record.n), rng, profile)
    return a, b, c


# -- mutations of valid lines (a hostile user's, or a fuzzer's) ----------------------------
CHARS = list(",:[]-|0123456789vsax._()~+eVS ;") + ["\t", "\u0663", "\u00a0", "\u2028",
                                                    "\x0b", "\x0c"]
OPERANDS = [
    "v1", "s1", "a1", "vcc", "exec", "m0", "0", "-1", "64", "65", "0x40", "1.0", "0.5",
    "-4.0", "1e6", "0x1p3", "017", "~0", "- 1", "nan", "inf", "v[0:1]", "s[0:1]", "v[1:2]",
    "off", "scc", "src_scc", "flat_scratch", "exec_lo", "vcc_hi", "|v1|", "-v1",
    "-|v1|", "abs(v1)", "neg(v1)", "1_000", "V1", "S1", "v[0:0x3]", "[v0]", "0xffffffff",
    "1e40", "3.4028236e38", "-0.0", "0.15915494", "s102", "s105", "s101", "v255", "v256",
    "a255", "v[0]", "s[0]", "2+3", "(4)", "1<<2", "-(1)", "1.5e-3", "0b101", "08", "0x",
    "1.", ".5", "-|s1|", "vccz", "execz", "src_execz", "src_vccz", "shared_base", "null",
    "lds_direct", "[v2,v3]", "v[2 : 3]", "--v1", "|-v1|", "1/0", "foo+4", "!0", "2*3",
    "lit(1)", "lit(1.0)", "lit(v1)", "lit(0x12345)", "ttmp3", "src_vccz"]
MODIFIERS = [
    "clamp", "offset:4", "offset:-4", "glc", "sc0", "sc1", "nt", "op_sel:[0,1]", "abid:1",
    "cbsz:1", "blgp:1", "neg:[1,0,0]", "mul:2", "div:2", "OFFSET:4", "offset: 4",
    "offset:0x10", "row_shl:1", "dst_sel:BYTE_0", "src0_sel:BYTE_1", "offen", "idxen",
    "lds", "op_sel_hi:[0,0]", "neg_lo:[1,0]", "offset:4 offset:8", "abid:1 abid:2",
    "abid:1 cbsz:1", "sc0 offset:4"]


def mutate(line: str, rng: random.Random) -> str:
    kind = rng.randrange(10)
    if kind == 0 and line:
        i = rng.randrange(len(line))
        return line[:i] + line[i + 1:]
    if kind == 1:
        i = rng.randrange(len(line) + 1)
        return line[:i] + rng.choice(CHARS) + line[i:]
    if kind == 2:
        digits = [m.start() for m in re.finditer(r"\d", line)]
        if digits:
            i = rng.choice(digits)
            return line[:i] + rng.choice("0123456789") + line[i + 1:]
    parts = line.split(None, 1)
    if len(parts) == 2:
        mnemonic, rest = parts
        ops = [o.strip() for o in rest.split(",")]
        if kind == 3:
            ops[rng.randrange(len(ops))] = rng.choice(OPERANDS)
            return mnemonic + " " + ", ".join(ops)
        if kind == 5 and len(ops) > 1:
            i, j = rng.sample(range(len(ops)), 2)
            ops[i], ops[j] = ops[j], ops[i]
            return mnemonic + " " + ", ".join(ops)
        if kind == 6:
            i = rng.randrange(len(ops))
            if rng.random() < 0.5:
                ops.insert(i, "")
            else:
                ops.pop(i)
            return mnemonic + " " + ", ".join(ops)
        if kind == 7:
            return ((mnemonic.upper() if rng.random() < 0.5 else mnemonic) + " "
                    + (rest.upper() if rng.random() < 0.5 else rest))
        if kind == 8:
            return mnemonic + rng.choice(["_e64", "_e32", "_sdwa", "_dpp"]) + " " + rest
    return line + " " + rng.choice(MODIFIERS)


def mutations(seeds: list[str], count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        line = rng.choice(seeds)
        for _ in range(rng.choice([1, 1, 1, 2])):
            line = mutate(line, rng)
        if "\n" not in line and "\r" not in line:
            out.append(line)
    return out


def round_exact(q: Fraction, bits: int, min_exp: int, max_exp: int) -> float:
    """q rounded to nearest even with ``bits`` significand bits, gradual underflow below
    2^min_exp and overflow to inf: the definition, in exact arithmetic."""
    sign, q = (-1 if q < 0 else 1), abs(q)
    e = q.numerator.bit_length() - q.denominator.bit_length()
    if Fraction(2) ** e > q:
        e -= 1
    ulp = Fraction(2) ** (max(e, min_exp) - bits + 1)
    n, rest = divmod(q, ulp)
    n = int(n) + (1 if rest > ulp / 2 or (rest == ulp / 2 and int(n) % 2) else 0)
    value = n * ulp
    if value >= Fraction(2) ** (max_exp + 1):
        return sign * float("inf")
    return sign * float(value)


# -- many cases in one test ----------------------------------------------------------------
def chunks(cases, size: int, name=str):
    """``pytest.param``s of ``size`` cases each (a case's marks go to its chunk: marked and
    unmarked cases are never mixed): thousands of tiny tests cost the test run more than
    they check (each one's report, and xdist's scheduling, which grows with their number
    squared). ``name(case)`` names a case in the chunk's id."""
    import pytest
    by_marks: dict[tuple, tuple[tuple, list]] = {}
    for case in cases:
        marks = tuple(getattr(case, "marks", ()))
        values = case.values if hasattr(case, "values") else (case,)
        key = tuple(mark.name for mark in marks)
        by_marks.setdefault(key, (marks, []))[1].append(values)
    out = []
    for marks, values in by_marks.values():
        for first in range(0, len(values), size):
            group = values[first:first + size]
            ident = f"{name(group[0])}..{name(group[-1])}" if len(group) > 1 else name(group[0])
            out.append(pytest.param(group, id=ident, marks=marks))
    return out


def check_each(cases, check, name=str) -> None:
    """``check(*case)`` for every case; one failure does not hide the others: every
    failing case is named, with its message."""
    failures = []
    for case in cases:
        try:
            check(*case)
        except AssertionError as exc:
            failures.append(f"{name(case)}: {exc}")
    assert not failures, f"{len(failures)} of {len(cases)} cases failed:\n" + "\n".join(failures)


def use_options(monkeypatch, **changes) -> None:
    """The process's ExecutionOptions with ``changes``, for one test (restored after it)."""
    from emulator.execution import options
    monkeypatch.setattr(options, "_default", options.default_options().changed(**changes))


def hot_of(program, waves: bool = False, options=None, recorded: bool = False):
    """The HotBlocks ``program`` keeps in the runtime of ``options`` (None: the process's
    current options) for single waves or batches (``waves``), recorded ones or not."""
    return kept_blocks(program, options)[waves, recorded]


def kept_blocks(program, options=None) -> dict:
    """What the runtime of ``options`` (None: the process's) keeps of ``program``'s hot
    blocks: {(waves, recorded): HotBlocks} (empty: no run of it counted a block)."""
    from emulator.execution.options import resolve
    return resolve(options).runtime.state(program).hot_blocks


def encoded_hex(line: str, target) -> str:
    """The bytes (hex) ``line`` assembles to on ``target``, as llvm-mc -show-encoding prints
    them (tests that hold llvm-mc's answers compare against this)."""
    from isa.assembler import assemble
    from isa.encoder import encode_instruction
    program = assemble(line + "\n", target=target)
    return b"".join(encode_instruction(i, program) for i in program.instructions).hex()


def assert_llvm_mc_pair(line: str, code: str, target, text: str | None = None,
                        exact: bool = False) -> None:
    """``line`` assembles to llvm-mc's bytes ``code`` on ``target``, and they decode to
    llvm-mc's text: ``text``, else the line itself (its words, or — ``exact`` — every
    character)."""
    from isa.decoder import decode
    assert encoded_hex(line, target) == code
    shown, want = decode(bytes.fromhex(code), target=target).text, text or line
    assert shown == want if exact else shown.split() == want.split()
