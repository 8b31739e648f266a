"""The scalar instructions' templates (templates.py states how a template writes its
instruction): straight lines on 64-bit words calling the scalar ALU's forms
(scalar_lanes.py: ops/salu.py's rules), SCC in the block's local ``scc``."""

from __future__ import annotations

from emulator.execution.blocks.templates import operand_kinds, template


def _sop2(helper: str, sets_scc: bool = True):
    """D, SCC = helper(S0, S1, SCC) (blocks/lanes.py: ops/salu.py's rules)."""
    def emit(inst, w):
        a, b = (w.scalar_source(src, kind) for src, kind in zip(inst.operands[1:3],
                                                               operand_kinds(inst, 1)))
        value, scc = w.local(), w.local()
        w.line(f"{value}, {scc} = {helper}({a}, {b}, scc)")
        w.write_scalar(inst.operands[0], value)
        if sets_scc:
            w.line(f"scc = {scc}")
    return emit


for _name, _helper in {"s_add_u32": "s_add_u32", "s_addc_u32": "s_addc_u32",
                       "s_sub_u32": "s_sub_u32", "s_add_i32": "s_add_i32",
                       "s_sub_i32": "s_sub_i32", "s_lshl_b32": "s_lshl_b32",
                       "s_lshr_b32": "s_lshr_b32", "s_ashr_i32": "s_ashr_i32",
                       "s_and_b32": "s_and_b", "s_or_b32": "s_or_b", "s_xor_b32": "s_xor_b",
                       "s_andn2_b32": "s_andn2_b32"}.items():
    template(_name)(_sop2(_helper))
for _name in ("s_mul_i32", "s_mul_hi_u32", "s_mul_hi_i32"):
    template(_name)(_sop2(_name, sets_scc=False))
template("s_cselect_b32", "s_cselect_b64")(_sop2("s_cselect", sets_scc=False))
for _name, _helper in {"s_and_b64": "s_and_b", "s_or_b64": "s_or_b", "s_xor_b64": "s_xor_b",
                       "s_andn2_b64": "s_andn2_b64", "s_lshl_b64": "s_lshl_b64",
                       "s_lshr_b64": "s_lshr_b64", "s_ashr_i64": "s_ashr_i64",
                       "s_min_i32": "s_min_i32", "s_min_u32": "s_min_u32",
                       "s_max_i32": "s_max_i32", "s_max_u32": "s_max_u32"}.items():
    template(_name)(_sop2(_helper))


def _lshl_add(n: int):
    """D = (S0 << n) + S1; SCC = the carry out."""
    def emit(inst, w):
        a, b = (w.scalar_source(src, "b32") for src in inst.operands[1:3])
        value, scc = w.local(), w.local()
        w.line(f"{value}, {scc} = s_lshl_add({a}, {b}, {n})")
        w.write_scalar(inst.operands[0], value)
        w.line(f"scc = {scc}")
    return emit


for _n in (1, 2, 3, 4):
    template(f"s_lshl{_n}_add_u32")(_lshl_add(_n))


def _not(width_mask: str):
    def emit(inst, w):
        value = w.local()
        source = w.scalar_source(inst.operands[1], operand_kinds(inst, 1)[0])
        w.line(f"{value} = {source} ^ {width_mask}")
        w.write_scalar(inst.operands[0], value)
        w.line(f"scc = flag({value} != ZERO)")
    return emit


template("s_not_b32")(_not("M32"))
template("s_not_b64")(_not("M64"))


@template("s_cmov_b32", "s_cmovk_i32")
def _cmov(inst, w):
    """D = S0 when SCC is 1, else unchanged."""
    value = w.scalar_source(inst.operands[1], "b32")
    w.line("if scc != ZERO:")
    w.write_scalar(inst.operands[0], value, 2)


@template("s_mov_b32", "s_mov_b64", "s_movk_i32")
def _mov(inst, w):
    w.write_scalar(inst.operands[0],
                   w.scalar_source(inst.operands[1], operand_kinds(inst, 1)[0]))


_SAVEEXEC = {"s_and_saveexec_b64": "{s} & {e}", "s_or_saveexec_b64": "{s} | {e}",
             "s_xor_saveexec_b64": "{s} ^ {e}", "s_andn2_saveexec_b64": "{s} & ({e} ^ M64)"}


def _saveexec(pattern: str):
    """D = EXEC; EXEC = pattern(S0, EXEC); SCC = EXEC != 0 (S0 read first)."""
    def emit(inst, w):
        source, old = w.local(), w.local()
        w.line(f"{source} = {w.scalar_source(inst.operands[1], 'b64')}")
        w.line(f"{old} = ex")
        w.write_scalar(inst.operands[0], old)
        w.line(f"ex = {pattern.format(s=source, e=old)}")
        w.line("scc = flag(ex != ZERO)")
    return emit


for _name, _pattern in _SAVEEXEC.items():
    template(_name)(_saveexec(_pattern))

_SCMP = {"eq": "==", "lg": "!=", "lt": "<", "le": "<=", "gt": ">", "ge": ">="}


def _scalar_compare(op: str, signed: bool, k16: bool = False):
    """SCC = S0 op S1 (``k16``: s_cmpk's u32 forms zero-extend their 16-bit constant)."""
    def emit(inst, w):
        a, b = (w.scalar_source(src, "b32") for src in inst.operands[:2])
        if k16:
            b = f"({b} & np.uint64(0xFFFF))"
        if signed:
            a, b = f"signed32({a})", f"signed32({b})"
        w.line(f"scc = flag({a} {op} {b})")
    return emit


for _cond, _op in _SCMP.items():
    template(f"s_cmp_{_cond}_u32")(_scalar_compare(_op, False))
    template(f"s_cmp_{_cond}_i32")(_scalar_compare(_op, True))
    template(f"s_cmpk_{_cond}_u32")(_scalar_compare(_op, False, k16=True))
    template(f"s_cmpk_{_cond}_i32")(_scalar_compare(_op, True))


@template("s_nop", "s_waitcnt")
def _no_effect(inst, w):
    w.line("pass")
