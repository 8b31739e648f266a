"""The LDS reads' and writes' templates (templates.py states how a template writes its
instruction): ``ds_read_b32``…``_b128`` and ``ds_write_b32``…``_b128``, their two-address
forms (``ds_read2``/``ds_write2``, ``st64`` too, b32 and b64), and the byte and short ones
(``ds_read_u8/i8/u16/i16``: the value zero- or sign-extended to the VGPR;
``ds_write_b8/b16``: the VGPR's low byte or short), on the wave's workgroup's LDS (the
block function's ``lds``), as ops/lds.py runs them: each active lane's bytes at ADDR +
offset (wrapping at 32 bits), little-endian, any alignment, a later lane's store over an
earlier one's. When an active lane's bytes leave the LDS the block stops before the
access with nothing written and the interpreter runs it (and names the fault). Also the
DS instructions that touch no LDS, ``ds_bpermute_b32``, ``ds_permute_b32`` and
``ds_swizzle_b32`` (lanes exchanging a VGPR through the crossbar, as ops/lds.py's
``_permute`` and ops/swizzle.py run them)."""

from __future__ import annotations

from isa.registers import RegRange

from emulator.execution.blocks.templates import template
from emulator.execution.blocks.writer import Unsupported, number
from emulator.execution.ops.lds import pair_offsets
from emulator.execution.ops.swizzle import source_lanes


def _registers(op, count: int) -> bool:
    """A v or a register tuple of ``count`` registers (what a template writes or reads)."""
    return isinstance(op, RegRange) and op.file in ("v", "a") and op.count == count


def _address(op) -> bool:
    return isinstance(op, RegRange) and op.file == "v" and op.count == 1


def _read_dwords(w, dst: RegRange, places: list[str]) -> None:
    """In the lane loop: the dword at each of ``places`` (LDS byte offsets) into vdst's
    registers in order, every one read before the first is written (vdst may hold the
    address)."""
    loaded = [w.local() for _ in places]
    for name, place in zip(loaded, places):
        w.line(f"{name} = dword_at(lds, {place})", 3)
    for j, name in enumerate(loaded):
        w.line(f"{dst.file}[{dst.first + j}, l] = {name}", 3)


def _lds_template(*mods: str):
    """A template builder's ``emit`` marked as an LDS access taking ``mods``."""
    def mark(emit):
        emit.mods = frozenset(mods)
        emit.lds = True
        return emit
    return mark


def _lane_loop(w, addr: RegRange, offsets) -> list[str]:
    """Open the loop over the active lanes with each lane's address at each of ``offsets``
    in a local (returned)."""
    places = [w.local() for _ in offsets]
    w.masked_lanes()
    for place, offset in zip(places, offsets):
        w.line(f"{place} = lds_lane_address(v, {number(addr.first)}, {number(offset)}, l)", 3)
    return places


def _stop_outside(inst, w, addr: RegRange, offsets, nbytes: int) -> None:
    """Stop before ``inst`` if a lane's ``nbytes`` at any of ``offsets`` leave the LDS."""
    w.lds = True
    w.stop_before(inst, " or ".join(
        f"not lds_span(ex, v, {number(addr.first)}, {number(offset)}, {number(nbytes)}, "
        "lds.shape[0])"
        for offset in offsets))


def _lane_addresses(inst, w, addr: RegRange, nbytes: int) -> str:
    """Open the loop over the active lanes with each lane's address in a local (returned),
    after stopping before ``inst`` if a lane's ``nbytes`` there leave the LDS."""
    offsets = (inst.mods.get("offset", 0),)
    _stop_outside(inst, w, addr, offsets, nbytes)
    return _lane_loop(w, addr, offsets)[0]


def _ds_read(words: int):
    """vdst[0..words-1] = the dwords at each active lane's address; each lane's address is
    read before its registers are written (vdst may be the address)."""
    @_lds_template("offset")
    def emit(inst, w):
        dst, addr = inst.operands[:2]
        if not (_registers(dst, words) and _address(addr)):
            raise Unsupported(str(inst))
        at = _lane_addresses(inst, w, addr, 4 * words)
        _read_dwords(w, dst, [f"{at} + {4 * j}" for j in range(words)])
    return emit


def _ds_write(words: int):
    """The data VGPRs' dwords to each active lane's address, lane by lane."""
    @_lds_template("offset")
    def emit(inst, w):
        addr, data = inst.operands[:2]
        if not (_address(addr) and _registers(data, words)):
            raise Unsupported(str(inst))
        at = _lane_addresses(inst, w, addr, 4 * words)
        for j in range(words):
            w.line(f"put_dword(lds, {at} + {4 * j}, {data.file}[{data.first + j}, l])", 3)
    return emit


def _ds_read_narrow(nbytes: int, signed: bool):
    """vdst = the byte or short at each active lane's address, zero- or sign-extended."""
    @_lds_template("offset")
    def emit(inst, w):
        dst, addr = inst.operands[:2]
        if not (_registers(dst, 1) and _address(addr)):
            raise Unsupported(str(inst))
        at = _lane_addresses(inst, w, addr, nbytes)
        value = w.local()
        w.line(f"{value} = np.uint32(lds[{at}])", 3)
        if nbytes == 2:
            w.line(f"{value} = {value} | np.uint32(lds[{at} + 1]) << np.uint32(8)", 3)
        if signed:   # (the top bit copied up: no wrapping arithmetic)
            top = 1 << (8 * nbytes - 1)
            w.line(f"if {value} & np.uint32({top}):", 3)
            w.line(f"{value} = {value} | np.uint32({0xFFFFFFFF ^ (2 * top - 1)})", 4)
        w.line(f"{dst.file}[{dst.first}, l] = {value}", 3)
    return emit


def _ds_write_narrow(nbytes: int):
    """The data VGPR's low byte or short to each active lane's address, lane by lane."""
    @_lds_template("offset")
    def emit(inst, w):
        addr, data = inst.operands[:2]
        if not (_address(addr) and _registers(data, 1)):
            raise Unsupported(str(inst))
        at = _lane_addresses(inst, w, addr, nbytes)
        for j in range(nbytes):
            w.line(f"lds[{at} + {j}] = np.uint8(({data.file}[{data.first}, l] >> "
                   f"np.uint32({8 * j})) & np.uint32(0xFF))", 3)
    return emit


def _ds_read2(words: int):
    """vdst = each active lane's element at ADDR + offset0 (its first ``words`` dwords),
    then the one at ADDR + offset1 (both checked first); a lane's addresses read before its
    registers are written."""
    @_lds_template("offset0", "offset1")
    def emit(inst, w):
        dst, addr = inst.operands[:2]
        if not (_registers(dst, 2 * words) and _address(addr)):
            raise Unsupported(str(inst))
        offsets = pair_offsets(inst, 4 * words)
        _stop_outside(inst, w, addr, offsets, 4 * words)
        places = _lane_loop(w, addr, offsets)
        _read_dwords(w, dst, [f"{places[j // words]} + {4 * (j % words)}"
                              for j in range(2 * words)])
    return emit


def _ds_write2(words: int):
    """data0 to every active lane's ADDR + offset0, then data1 to every one's ADDR +
    offset1, both checked first (the interpreter's order: all first elements, then all
    second ones)."""
    @_lds_template("offset0", "offset1")
    def emit(inst, w):
        addr, data0, data1 = inst.operands[:3]
        if not (_address(addr) and _registers(data0, words) and _registers(data1, words)):
            raise Unsupported(str(inst))
        offsets = pair_offsets(inst, 4 * words)
        _stop_outside(inst, w, addr, offsets, 4 * words)
        for data, offset in zip((data0, data1), offsets):
            (at,) = _lane_loop(w, addr, (offset,))
            for j in range(words):
                w.line(f"put_dword(lds, {at} + {4 * j}, {data.file}[{data.first + j}, l])",
                       3)
    return emit


for _words, _width in ((1, "b32"), (2, "b64")):
    for _st64 in ("", "st64"):
        template(f"ds_read2{_st64}_{_width}")(_ds_read2(_words))
        template(f"ds_write2{_st64}_{_width}")(_ds_write2(_words))
for _bytes, _kind in ((1, "8"), (2, "16")):
    template(f"ds_read_u{_kind}")(_ds_read_narrow(_bytes, False))
    template(f"ds_read_i{_kind}")(_ds_read_narrow(_bytes, True))
    template(f"ds_write_b{_kind}")(_ds_write_narrow(_bytes))
for _words, _width in ((1, "b32"), (2, "b64"), (3, "b96"), (4, "b128")):
    template(f"ds_read_{_width}")(_ds_read(_words))
    template(f"ds_write_{_width}")(_ds_write(_words))


def _permute(backward: bool):
    """ds_bpermute_b32 (``backward``): each active lane reads the data of lane ((ADDR +
    offset) / 4) mod 64, 0 from a lane EXEC disables; ds_permute_b32: each active lane's
    data goes to that lane, a higher source lane's over a lower one's, and an active lane
    no source names gets 0. The data row is read whole (a scratch row) before any lane is
    written: vdst may be the data or the address."""
    @_lds_template("offset")
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
    emit.lds = False
    return emit


template("ds_bpermute_b32")(_permute(True))
template("ds_permute_b32")(_permute(False))


@template("ds_swizzle_b32")
@_lds_template("offset")
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


_swizzle.lds = False
