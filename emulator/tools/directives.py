"""Program inputs and checks, written as ``; wfemu:`` comments so the file stays valid for
llvm-mc and llvm-mca:

    ; wfemu: let A = random(32, 8, f16, seed=1)
    ; wfemu: fill v[0:1] with A as A of v_mfma_f32_32x32x8_f16
    ; wfemu: fill s4 with 10
    ; wfemu: check a[0:15] as D of v_mfma_f32_32x32x8_f16 == mfma("v_mfma_f32_32x32x8_f16", A, B, C)
    ; wfemu: check a[0:15] as D of v_mfma_f32_32x32x8_f16 == A @ B + C  rtol=1e-2 atol=1e-3
    ; wfemu: check v2 as f32 == lane * 2.0

* ``let NAME = EXPR`` names a matrix; ``fill REG with EXPR [as M of INSTR | as TYPE]`` writes it
  before the run, through INSTR's layout of operand M (A, B, C) or as plain registers. For
  an SMFMAC, EXPR is the dense 4:2-sparse A: ``as A of`` writes its stored values and
  ``as K of`` (``as K2 of``: index set 2) its compression index;
  ``check REG [as M of INSTR | as TYPE] == EXPR [rtol=X] [atol=Y]`` compares after the run,
  exactly (NaN equals NaN) unless a tolerance is given.
* Expressions: numbers, strings, names, ``+ - * / // % @ ** & | ^ << >> ~``, comparisons,
  indexing, ``.T``,
  ``.astype(T)``, ``.reshape(...)``, and the functions ``random(*shape, T, seed=0)`` (normal
  values), ``random_sparse(rows, cols, T, seed=0)`` (4:2 sparse along the columns),
  ``uniform(*shape, T, low, high, seed=0)``, ``zeros/ones(*shape, T)``,
  ``full(*shape, T, value)``, ``arange(n, T)``, ``npy("file.npy")`` (relative to the program),
  ``mfma(name, a, b, c, cbsz=0, abid=0, blgp=0)`` and ``smfmac(name, a, b, c, abid=0)``
  (the bit-exact models), ``f32(x)``-style
  casts; types ``f16 bf16 f32 f64 xf32 i8 i32 u32 fp8 bf8``; ``lane`` is 0..63.
  Nothing else is evaluated: no attribute or function outside this list.
"""

from __future__ import annotations

import ast
import re
from collections import ChainMap
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import numpy as np

import isa
from isa.program import Diagnostic, Directive, Program, SourceLoc
from isa.formats import FORMATS
from isa.registers import RegRange, parse_register

from emulator.source_files import read_array
from emulator.state import operands
from emulator.api import sparse
from emulator.api.matrix import mfma
from emulator.api.sparse import smfmac

class _Types(Mapping):
    """The element formats a directive may name (isa.formats), by name: each one's numpy
    scalar type, looked up when used (bf16 and the fp8 types are ml_dtypes', whose import
    costs over a second: a program that names none of them never pays it)."""

    def __getitem__(self, name: str):
        return FORMATS[name].typed_dtype.type

    def __iter__(self):
        return iter(FORMATS)

    def __len__(self) -> int:
        return len(FORMATS)


TYPES = _Types()


class DirectiveError(isa.IsaError):
    """Malformed or failing directives, each with its location (``diagnostics``)."""

    def __init__(self, diagnostics: list[Diagnostic]):
        self.diagnostics = diagnostics
        super().__init__("\n".join(str(d) for d in diagnostics))


@dataclass
class View:
    """How a register range is read or written: as a matrix operand, a type, or raw words."""

    reg: RegRange
    matrix: str | None = None
    record: isa.MatrixInstruction | None = None
    dtype: object = None

    def __str__(self) -> str:
        if self.record is not None:
            return f"{self.reg} as {self.matrix} of {self.record.mnemonic}"
        return f"{self.reg}" + (f" as {np.dtype(self.dtype).name}" if self.dtype else "")


@dataclass
class Check:
    view: View
    expr: str
    rtol: float | None
    atol: float | None
    loc: SourceLoc


@dataclass
class CheckResult:
    check: Check
    passed: bool
    message: str

    def to_json(self) -> dict:
        return {"check": f"{self.check.view} == {self.check.expr}", "passed": self.passed,
                "message": self.message, "line": self.check.loc.line}


@dataclass
class Directives:
    """The parsed directives of a program: named values, register fills, checks."""

    lets: list[tuple[str, str, SourceLoc]]
    fills: list[tuple[View, str, SourceLoc]]
    checks: list[Check]
    base_dir: Path


_LET = re.compile(r"let\s+([A-Za-z_]\w*)\s*=\s*(.+)$")
_FILL = re.compile(r"fill\s+(\S+)\s+with\s+(.+?)(?:\s+as\s+(.+))?$")
_CHECK = re.compile(r"check\s+(\S+)(?:\s+as\s+(.+?))?\s*==\s*(.+?)"
                    r"((?:\s+(?:rtol|atol)=\S+)*)\s*$")
_AS_MATRIX = re.compile(r"([ABCD]|K[0-3]?)\s+of\s+(\S+)$", re.IGNORECASE)


def parse(program: Program) -> Directives:
    """Parse every ``; wfemu:`` directive; raises DirectiveError listing all problems."""
    plan = Directives([], [], [], Path(program.filename).resolve().parent)
    problems: list[Diagnostic] = []
    for d in program.directives:
        try:
            _parse_one(d, plan)
        except isa.IsaError as exc:
            problems.append(Diagnostic(d.loc, str(exc)))
        except SyntaxError as exc:
            problems.append(Diagnostic(d.loc, f"bad expression: {exc.msg}"))
    if problems:
        raise DirectiveError(problems)
    return plan


def _parse_one(d: Directive, plan: Directives) -> None:
    text = d.text
    if m := _LET.match(text):
        _compile(m.group(2))
        plan.lets.append((m.group(1), m.group(2), d.loc))
    elif m := _FILL.match(text):
        # "with EXPR as ..." — the expression may itself contain no " as ".
        view = _view(m.group(1), m.group(3))
        _compile(m.group(2))
        plan.fills.append((view, m.group(2), d.loc))
    elif m := _CHECK.match(text):
        view = _view(m.group(1), m.group(2))
        _compile(m.group(3))
        tolerances = dict(t.split("=") for t in m.group(4).split())
        try:
            rtol = float(tolerances["rtol"]) if "rtol" in tolerances else None
            atol = float(tolerances["atol"]) if "atol" in tolerances else None
        except ValueError:
            raise isa.IsaError("rtol/atol take numbers") from None
        plan.checks.append(Check(view, m.group(3).strip(), rtol, atol, d.loc))
    else:
        raise isa.IsaError("expected 'let NAME = EXPR', 'fill REG with EXPR [as ...]' or "
                           "'check REG [as ...] == EXPR [rtol=X] [atol=Y]'")


def _view(reg_text: str, as_text: str | None) -> View:
    reg = parse_register(reg_text)
    if as_text is None:
        return View(reg)
    as_text = as_text.strip()
    if m := _AS_MATRIX.match(as_text):
        record = isa.lookup_matrix(m.group(2))
        matrix = m.group(1).upper()
        if matrix.startswith("K"):
            if not record.sparse:
                raise isa.IsaError(f"{record.mnemonic} has no index operand K")
            return View(reg, matrix, record)
        from emulator.state.wavefront import operand_range
        return View(operand_range(record, matrix, reg), matrix, record)
    if as_text in TYPES:
        return View(reg, dtype=TYPES[as_text])
    raise isa.IsaError(f"'as {as_text}': expected 'as A|B|C|D of INSTRUCTION' or a type "
                       f"({', '.join(TYPES)})")


# -- the expression language -------------------------------------------------------------
_BINOPS = {ast.Add: np.add, ast.Sub: np.subtract, ast.Mult: np.multiply,
           ast.Div: np.true_divide, ast.FloorDiv: np.floor_divide, ast.Mod: np.mod,
           ast.MatMult: np.matmul, ast.Pow: np.power, ast.BitAnd: np.bitwise_and,
           ast.BitOr: np.bitwise_or, ast.BitXor: np.bitwise_xor, ast.LShift: np.left_shift,
           ast.RShift: np.right_shift}
_UNARY = {ast.USub: np.negative, ast.UAdd: np.positive, ast.Invert: np.invert}
_COMPARE = {ast.Lt: np.less, ast.LtE: np.less_equal, ast.Gt: np.greater,
            ast.GtE: np.greater_equal, ast.Eq: np.equal, ast.NotEq: np.not_equal}
_METHODS = {"astype", "reshape", "sum", "copy", "view"}


MAX_EXPRESSION_CHARS = 200_000
MAX_EXPRESSION_DEPTH = 100


def _compile(expr: str) -> ast.Expression:
    """The checked syntax tree of an expression: at most MAX_EXPRESSION_CHARS long and
    MAX_EXPRESSION_DEPTH deep (the evaluator recurses), only the allowed node kinds."""
    if len(expr) > MAX_EXPRESSION_CHARS:
        raise isa.IsaError(f"expression of {len(expr):,} characters: at most "
                           f"{MAX_EXPRESSION_CHARS:,} (load big data with npy(...))")
    try:
        tree = ast.parse(expr.strip(), mode="eval")
    except (RecursionError, MemoryError):
        raise isa.IsaError("expression nested too deeply (at most "
                           f"{MAX_EXPRESSION_DEPTH} levels)") from None
    except SyntaxError as exc:
        if "nested" in str(exc.msg):   # the parser's own limit on parentheses
            raise isa.IsaError("expression nested too deeply (at most "
                               f"{MAX_EXPRESSION_DEPTH} levels)") from None
        raise
    except ValueError as exc:   # e.g. a NUL character
        raise isa.IsaError(f"bad expression: {exc}") from None
    stack = [(tree, 0)]
    while stack:
        node, depth = stack.pop()
        if depth > MAX_EXPRESSION_DEPTH:
            raise isa.IsaError(f"expression nested too deeply (at most "
                               f"{MAX_EXPRESSION_DEPTH} levels)")
        stack.extend((child, depth + 1) for child in ast.iter_child_nodes(node))
    for node in ast.walk(tree):
        allowed = (ast.Expression, ast.BinOp, ast.UnaryOp, ast.Call, ast.Name, ast.Constant,
                   ast.Tuple, ast.List, ast.Subscript, ast.Slice, ast.Attribute, ast.keyword,
                   ast.Load, ast.operator, ast.unaryop, ast.Compare, ast.cmpop)
        if not isinstance(node, allowed):
            raise isa.IsaError(f"'{ast.unparse(node)}' is not allowed in an expression")
        if isinstance(node, ast.Attribute) and node.attr not in _METHODS | {"T"}:
            raise isa.IsaError(f"'.{node.attr}' is not allowed (only .T and "
                               f"{', '.join('.' + m for m in sorted(_METHODS))})")
    return tree


def _shape_and_type(args):
    *shape, typ = args
    return tuple(int(s) for s in shape), typ


def _functions(base_dir: Path):
    def random(*args, seed=0):
        shape, typ = _shape_and_type(args)
        values = np.random.default_rng(seed).standard_normal(shape)
        if np.dtype(typ).kind in "iu":
            info = np.iinfo(typ)
            values = np.random.default_rng(seed).integers(info.min, info.max + 1, shape)
        return values.astype(typ)

    def uniform(*args, seed=0):
        *rest, low, high = args
        shape, typ = _shape_and_type(rest)
        rng = np.random.default_rng(seed)
        if np.dtype(typ).kind in "iu":
            return rng.integers(low, high, shape).astype(typ)
        return rng.uniform(low, high, shape).astype(typ)

    def random_sparse(rows, cols, typ, seed=0):
        """Normal values, 4:2 sparse along the columns: two random positions of every
        aligned group of 4 are kept."""
        rng = np.random.default_rng(seed)
        keep = np.argsort(rng.random((rows, cols // 4, 4)), axis=-1)[..., :2]
        mask = np.zeros((rows, cols // 4, 4), bool)
        np.put_along_axis(mask, keep, True, axis=-1)
        values = rng.standard_normal((rows, cols)) * mask.reshape(rows, cols)
        if np.dtype(typ).kind in "iu":
            values = np.round(values * 40)
        return values.astype(typ)

    def zeros(*args):
        shape, typ = _shape_and_type(args)
        return np.zeros(shape, dtype=typ)

    def ones(*args):
        shape, typ = _shape_and_type(args)
        return np.ones(shape, dtype=typ)

    def full(*args):
        *rest, value = args
        shape, typ = _shape_and_type(rest)
        return np.full(shape, value).astype(typ)

    def arange(n, typ=np.int64):
        return np.arange(n).astype(typ)

    def npy(path):
        return read_array(base_dir / path)

    funcs = {"random": random, "random_sparse": random_sparse, "uniform": uniform,
             "zeros": zeros, "ones": ones,
             "full": full, "arange": arange, "npy": npy, "mfma": mfma, "smfmac": smfmac,
             "abs": np.abs, "sqrt": np.sqrt, "where": np.where, "maximum": np.maximum,
             "minimum": np.minimum, "concatenate": np.concatenate, "stack": np.stack}
    return ChainMap(funcs, TYPES)


def evaluate(expr: str, names: dict, funcs: dict):
    tree = _compile(expr)

    def ev(node):
        if isinstance(node, ast.Expression):
            return ev(node.body)
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, ast.Name):
            if node.id in names:
                return names[node.id]
            if node.id in funcs:
                return funcs[node.id]
            raise isa.IsaError(f"unknown name '{node.id}'")
        if isinstance(node, ast.BinOp):
            with np.errstate(all="ignore"):
                return _BINOPS[type(node.op)](ev(node.left), ev(node.right))
        if isinstance(node, ast.UnaryOp):
            return _UNARY[type(node.op)](ev(node.operand))
        if isinstance(node, ast.Compare):
            left, result = ev(node.left), True
            for op, right in zip(node.ops, node.comparators):
                right = ev(right)
                result = np.logical_and(result, _COMPARE[type(op)](left, right))
                left = right
            return result
        if isinstance(node, (ast.Tuple, ast.List)):
            return tuple(ev(e) for e in node.elts)
        if isinstance(node, ast.Slice):
            return slice(*(ev(p) if p is not None else None
                           for p in (node.lower, node.upper, node.step)))
        if isinstance(node, ast.Subscript):
            return ev(node.value)[ev(node.slice)]
        if isinstance(node, ast.Attribute):
            target = ev(node.value)
            if node.attr == "T":
                return np.asarray(target).T
            return getattr(np.asarray(target), node.attr)
        if isinstance(node, ast.Call):
            fn = ev(node.func)
            kwargs = {k.arg: ev(k.value) for k in node.keywords}
            return fn(*(ev(a) for a in node.args), **kwargs)
        raise isa.IsaError(f"cannot evaluate '{ast.unparse(node)}'")
    try:
        return ev(tree)
    except isa.IsaError:
        raise
    except Exception as exc:  # numpy's own complaint about shapes or types
        raise isa.IsaError(f"evaluating '{expr}': {exc}") from None


# -- applying inputs and checks ----------------------------------------------------------
def prepare(wave, plan: Directives) -> dict:
    """Evaluate the ``let``s and write the ``fill``s into ``wave``; returns the names."""
    names: dict = {"lane": np.arange(64)}
    funcs = _functions(plan.base_dir)
    problems = []
    for name, expr, loc in plan.lets:
        try:
            names[name] = evaluate(expr, names, funcs)
        except isa.IsaError as exc:
            problems.append(Diagnostic(loc, str(exc)))
    if problems:
        raise DirectiveError(problems)
    for view, expr, loc in plan.fills:
        try:
            value = evaluate(expr, names, funcs)
            write_view(wave, view, value)
        except isa.IsaError as exc:
            problems.append(Diagnostic(loc, str(exc)))
    if problems:
        raise DirectiveError(problems)
    names["__funcs__"] = funcs
    return names


def write_view(wave, view: View, value) -> None:
    if view.record is not None and view.record.sparse and view.matrix[0] in "AK":
        # an SMFMAC's dense 4:2-sparse A: its stored values, or its index (set n of Kn)
        record = view.record
        bits, _ = operands.to_raw(value, record.a_type, f"{record.mnemonic} A")
        values, positions = sparse.compress(record, operands.shape_blocks(
            np.asarray(bits), record, "A"), wave.target)
        if view.matrix == "A":
            sparse.place_values(wave, record, values, view.reg)
        else:
            kset = int(view.matrix[1:] or 0)
            sparse.place_index(wave, record, positions, view.reg, abid=kset)
        return
    if view.record is not None:
        wave.write_matrix(view.record, view.matrix, value, view.reg)
        return
    try:
        arr = np.asarray(value)
        if view.dtype is not None:
            arr = arr.astype(view.dtype)
    except (TypeError, ValueError) as exc:   # ('abc' as f32: numpy's complaint, located)
        raise isa.IsaError(f"cannot store {value!r} in {view.reg}"
                           + (f" as {np.dtype(view.dtype)}" if view.dtype is not None else "")
                           + f": {exc}") from None
    if not operands.is_numeric(arr.dtype):
        raise isa.IsaError(f"cannot store {arr.dtype} values in {view.reg} (numbers only)")
    if view.dtype is None and arr.dtype.kind in "iub":
        arr = (arr.astype(np.int64) & 0xFFFFFFFF).astype(np.uint32)
    elif view.dtype is None and arr.dtype.kind == "f":
        arr = arr.astype(np.float32)
    wave.write(view.reg, arr)


def read_view(wave, view: View):
    if view.record is not None:
        got = wave.read_matrix(view.record, view.matrix, view.reg)
        return got[0] if view.record.blocks == 1 else got
    got = wave.read(view.reg, view.dtype)
    if isinstance(got, np.ndarray) and got.ndim >= 1 and got.shape[0] == 1:
        got = got[0]
    return got


def run_checks(wave, plan: Directives, names: dict) -> list[CheckResult]:
    funcs = names.get("__funcs__") or _functions(plan.base_dir)
    results = []
    for check in plan.checks:
        try:
            got = np.asarray(read_view(wave, check.view))
            want = np.asarray(evaluate(check.expr, names, funcs))
            results.append(_compare(check, got, want))
        except isa.IsaError as exc:
            results.append(CheckResult(check, False, f"error: {exc}"))
    return results


def _compare(check: Check, got: np.ndarray, want: np.ndarray) -> CheckResult:
    try:
        want = np.broadcast_to(want, got.shape)
    except ValueError:
        return CheckResult(check, False, f"shape {got.shape} of the registers does not match "
                                         f"the expected {want.shape}")
    exact = check.rtol is None and check.atol is None
    if got.dtype.kind == "f" or want.dtype.kind == "f":
        g, w = got.astype(np.float64), want.astype(np.float64)
        if exact:
            ok = (g == w) | (np.isnan(g) & np.isnan(w))
        else:
            ok = np.isclose(g, w, rtol=check.rtol or 0.0, atol=check.atol or 0.0,
                            equal_nan=True)
    else:
        ok = got.astype(np.int64) == want.astype(np.int64)
    if ok.all():
        how = "exact" if exact else f"rtol={check.rtol} atol={check.atol}"
        return CheckResult(check, True, f"{ok.size} element(s) match ({how})")
    first = tuple(int(i) for i in np.argwhere(~ok)[0])
    return CheckResult(check, False, f"{int((~ok).sum())} of {ok.size} differ; first at "
                                     f"{list(first)}: got {got[first]!r}, want {want[first]!r}")
