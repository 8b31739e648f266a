"""The templates of clang's binary32 division steps, of the reciprocals and square roots
whose results are IEEE arithmetic and of the exponential, whose binary64 value is too
(emulator/execution/exp2_binary64.py) (templates.py states how a template writes its
instruction): each a loop over the active lanes calling the lane word of float_steps.py
that is its interpreter's rule in scalar form (ops/division.py, ops/transcendental.py).
``v_div_fmas_f32`` reads its lane's VCC bit."""

from __future__ import annotations

from emulator.execution.blocks.templates import operand_kinds, template


def _sources(inst, w, first: int) -> list[str]:
    return [w.lane_value(src, kind)
            for src, kind in zip(inst.operands[first:], operand_kinds(inst, first))]


def _lanes(word: str, vcc: bool = False):
    """vdst = ``word`` of the sources (and the lane's VCC bit) in every active lane."""
    def emit(inst, w):
        names = w.lane_loop(_sources(inst, w, 1))
        extra = ", np.int64(bit(vcc, l))" if vcc else ""
        w.write_lane(inst.operands[0], f"{word}({', '.join(names)}{extra})", False)
    return emit


template("v_rcp_f32", "v_rcp_iflag_f32")(_lanes("rcp_f32"))
template("v_sqrt_f32")(_lanes("sqrt_f32"))
template("v_rsq_f32")(_lanes("rsq_f32"))
template("v_exp_f32", "v_exp_legacy_f32")(_lanes("exp_f32"))
template("v_div_fmas_f32")(_lanes("div_fmas_f32", vcc=True))
