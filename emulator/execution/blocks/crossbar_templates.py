"""The templates of the DS instructions that touch no LDS (templates.py states how a
template writes its instruction): ``ds_bpermute_b32``, ``ds_permute_b32`` and
``ds_swizzle_b32``, lanes exchanging a VGPR through the crossbar, as ops/lds.py's
``_ds_permute`` and ops/swizzle.py run them. (The LDS reads and writes: memory_templates.py.)"""

from __future__ import annotations

from isa.registers import RegRange

from emulator.execution.blocks.templates import template
from emulator.execution.blocks.writer import Unsupported, number
from emulator.execution.ops.swizzle import source_lanes


def _registers(op, count: int) -> bool:
    """A v or a register tuple of ``count`` registers (what a template writes or reads)."""
    return isinstance(op, RegRange) and op.file in ("v", "a") and op.count == count


def _address(op) -> bool:
    return isinstance(op, RegRange) and op.file == "v" and op.count == 1


def _taking(*mods: str):
    """A template builder's ``emit`` marked as taking ``mods``."""
    def mark(emit):
        emit.mods = frozenset(mods)
        return emit
    return mark


def _permute(backward: bool):
    """ds_bpermute_b32 (``backward``): each active lane reads the data of lane ((ADDR +
    offset) / 4) mod 64, 0 from a lane EXEC disables; ds_permute_b32: each active lane's
    data goes to that lane, a higher source lane's over a lower one's, and an active lane
    no source names gets 0. The data row is read whole (a scratch row) before any lane is
    written: vdst may be the data or the address."""
    @_taking("offset")
    def emit(inst, w):
        dst, addr, data = inst.operands
        if not (_registers(dst, 1) and _address(addr) and _registers(data, 1)):
            raise Unsupported(str(inst))
        w.scratch = True   # (the crossbar: no LDS byte is read or written)
        lane = w.local()
        place = f"((np.int64(v[{addr.first}, l]) + {inst.mods.get('offset', 0)}) // 4) % 64"
        w.lanes()
        w.line(f"sc[1, l] = {data.file}[{data.first}, l]" if backward else
               "sc[1, l] = np.uint32(0)", 2)
        if not backward:
            w.masked_lanes()
            w.line(f"sc[1, {place}] = {data.file}[{data.first}, l]", 3)
        w.masked_lanes()
        if backward:
            w.line(f"{lane} = {place}", 3)
            w.line(f"{dst.file}[{dst.first}, l] = sc[1, {lane}] if bit(ex, {lane}) "
                   "else np.uint32(0)", 3)
        else:
            w.line(f"{dst.file}[{dst.first}, l] = sc[1, l]", 3)
    return emit


template("ds_bpermute_b32")(_permute(True))
template("ds_permute_b32")(_permute(False))


@template("ds_swizzle_b32")
@_taking("offset")
def _swizzle(inst, w):
    """Each active lane reads the lane its basic-mode offset names (ops/swizzle.py
    ``source_lanes``: a module-level table), 0 from a lane EXEC disables; the data row read
    whole first (vdst may be the data). The rotate and FFT modes stay interpreted (which
    stops the run with its error)."""
    dst, data = inst.operands
    offset = inst.mods.get("offset", 0)
    if not (_registers(dst, 1) and _registers(data, 1)) or offset >= 0xC000:
        raise Unsupported(str(inst))
    w.scratch = True
    lanes, lane = w.lane_table(source_lanes(offset)), w.local()
    w.lanes()
    w.line(f"sc[1, l] = {data.file}[{data.first}, l]", 2)
    w.masked_lanes()
    w.line(f"{lane} = {lanes}[l]", 3)
    w.line(f"{dst.file}[{dst.first}, l] = sc[1, {lane}] if bit(ex, {lane}) "
           "else np.uint32(0)", 3)

