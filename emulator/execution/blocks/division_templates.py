"""The template of clang's binary32 division step ``v_div_fmas_f32`` (templates.py states
how a template writes its instruction): a loop over the active lanes calling
float_steps.py's ``div_fmas_f32``, its interpreter's rule in scalar form
(ops/division.py), with the lane's VCC bit. (The sequence's other steps, and the
reciprocals, roots and exponential, are words of the lane vocabulary, which the composed
template writes.)"""

from __future__ import annotations

from emulator.execution.blocks.templates import operand_kinds, template


@template("v_div_fmas_f32")
def _div_fmas(inst, w):
    """vdst = div_fmas_f32 of the sources and the lane's VCC bit, in every active lane."""
    names = w.lane_loop([w.lane_value(src, kind)
                         for src, kind in zip(inst.operands[1:], operand_kinds(inst, 1))])
    w.write_lane(inst.operands[0],
                 f"div_fmas_f32({', '.join(names)}, np.int64(bit(vcc, l)))", False)
