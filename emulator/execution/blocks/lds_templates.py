"""The LDS reads' and writes' templates (templates.py states how a template writes its
instruction): ``ds_read_b32``…``_b128`` and ``ds_write_b32``…``_b128``, their two-address
forms (``ds_read2``/``ds_write2``, ``st64`` too, b32 and b64), and the byte and short ones
(``ds_read_u8/i8/u16/i16``: the value zero- or sign-extended to the VGPR;
``ds_write_b8/b16``: the VGPR's low byte or short), on the wave's workgroup's LDS (the
block function's ``lds``), as ops/lds.py runs them: each active lane's bytes at ADDR +
offset (wrapping at 32 bits), little-endian, any alignment, a later lane's store over an
earlier one's. When an active lane's bytes leave the LDS the block stops before the
access with nothing written and the interpreter runs it (and names the fault)."""

from __future__ import annotations

from isa.registers import RegRange

from emulator.execution.blocks.templates import Unsupported, template


def _lane_addresses(inst, w, addr: RegRange, nbytes: int) -> str:
    """Open the loop over the active lanes with each lane's address in a local (returned),
    after stopping before ``inst`` if a lane's ``nbytes`` there leave the LDS."""
    offset = inst.mods.get("offset", 0)
    w.lds = True
    w.stop_before(inst, f"not lds_span(ex, v, {addr.first}, {offset}, {nbytes}, "
                        "lds.shape[0])")
    at = w.local()
    w.line("for l in range(64):")
    w.line("if bit(ex, l):", 2)
    w.line(f"{at} = lds_lane_address(v, {addr.first}, {offset}, l)", 3)
    return at


def _ds_read(words: int):
    """vdst[0..words-1] = the dwords at each active lane's address; each lane's address is
    read before its registers are written (vdst may be the address)."""
    def emit(inst, w):
        dst, addr = inst.operands[:2]
        if not (isinstance(dst, RegRange) and dst.file in ("v", "a") and dst.count == words
                and isinstance(addr, RegRange) and addr.file == "v" and addr.count == 1):
            raise Unsupported(str(inst))
        at = _lane_addresses(inst, w, addr, 4 * words)
        loaded = [w.local() for _ in range(words)]
        for j, name in enumerate(loaded):
            w.line(f"{name} = dword_at(lds, {at} + {4 * j})", 3)
        for j, name in enumerate(loaded):
            w.line(f"{dst.file}[{dst.first + j}, l] = {name}", 3)
    emit.mods = frozenset({"offset"})
    emit.lds = True
    return emit


def _ds_write(words: int):
    """The data VGPRs' dwords to each active lane's address, lane by lane."""
    def emit(inst, w):
        addr, data = inst.operands[:2]
        if not (isinstance(addr, RegRange) and addr.file == "v" and addr.count == 1
                and isinstance(data, RegRange) and data.file in ("v", "a")
                and data.count == words):
            raise Unsupported(str(inst))
        at = _lane_addresses(inst, w, addr, 4 * words)
        for j in range(words):
            w.line(f"put_dword(lds, {at} + {4 * j}, {data.file}[{data.first + j}, l])", 3)
    emit.mods = frozenset({"offset"})
    emit.lds = True
    return emit


def _ds_read_narrow(nbytes: int, signed: bool):
    """vdst = the byte or short at each active lane's address, zero- or sign-extended."""
    def emit(inst, w):
        dst, addr = inst.operands[:2]
        if not (isinstance(dst, RegRange) and dst.file in ("v", "a") and dst.count == 1
                and isinstance(addr, RegRange) and addr.file == "v" and addr.count == 1):
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
    emit.mods = frozenset({"offset"})
    emit.lds = True
    return emit


def _ds_write_narrow(nbytes: int):
    """The data VGPR's low byte or short to each active lane's address, lane by lane."""
    def emit(inst, w):
        addr, data = inst.operands[:2]
        if not (isinstance(addr, RegRange) and addr.file == "v" and addr.count == 1
                and isinstance(data, RegRange) and data.file in ("v", "a")
                and data.count == 1):
            raise Unsupported(str(inst))
        at = _lane_addresses(inst, w, addr, nbytes)
        for j in range(nbytes):
            w.line(f"lds[{at} + {j}] = np.uint8(({data.file}[{data.first}, l] >> "
                   f"np.uint32({8 * j})) & np.uint32(0xFF))", 3)
    emit.mods = frozenset({"offset"})
    emit.lds = True
    return emit


def _pair_offsets(inst, element: int) -> tuple[int, int]:
    """A ds_read2/write2's two byte offsets: offset0 and offset1 in elements, or in 64
    elements for the st64 forms (ops/lds.py ``pair_addresses``)."""
    stride = element * (64 if "st64" in inst.spec.semantics_name else 1)
    return inst.mods.get("offset0", 0) * stride, inst.mods.get("offset1", 0) * stride


def _pair_lanes(inst, w, addr: RegRange, element: int):
    """Stop before ``inst`` if a lane's element at either address leaves the LDS; the
    offsets."""
    first, second = _pair_offsets(inst, element)
    w.lds = True
    w.stop_before(inst, " or ".join(
        f"not lds_span(ex, v, {addr.first}, {offset}, {element}, lds.shape[0])"
        for offset in (first, second)))
    return first, second


def _ds_read2(words: int):
    """vdst = each active lane's element at ADDR + offset0 (its first ``words`` dwords),
    then the one at ADDR + offset1; a lane's addresses read before its registers are
    written."""
    def emit(inst, w):
        dst, addr = inst.operands[:2]
        if not (isinstance(dst, RegRange) and dst.file in ("v", "a")
                and dst.count == 2 * words and isinstance(addr, RegRange)
                and addr.file == "v" and addr.count == 1):
            raise Unsupported(str(inst))
        offsets = _pair_lanes(inst, w, addr, 4 * words)
        places = [w.local() for _ in offsets]
        w.line("for l in range(64):")
        w.line("if bit(ex, l):", 2)
        for place, offset in zip(places, offsets):
            w.line(f"{place} = lds_lane_address(v, {addr.first}, {offset}, l)", 3)
        loaded = [w.local() for _ in range(2 * words)]
        for j, name in enumerate(loaded):
            w.line(f"{name} = dword_at(lds, {places[j // words]} + {4 * (j % words)})", 3)
        for j, name in enumerate(loaded):
            w.line(f"{dst.file}[{dst.first + j}, l] = {name}", 3)
    emit.mods = frozenset({"offset0", "offset1"})
    emit.lds = True
    return emit


def _ds_write2(words: int):
    """data0 to every active lane's ADDR + offset0, then data1 to every one's ADDR +
    offset1 (the interpreter's order: all first elements, then all second ones)."""
    def emit(inst, w):
        addr, data0, data1 = inst.operands[:3]
        if not (isinstance(addr, RegRange) and addr.file == "v" and addr.count == 1
                and all(isinstance(d, RegRange) and d.file in ("v", "a")
                        and d.count == words for d in (data0, data1))):
            raise Unsupported(str(inst))
        offsets = _pair_lanes(inst, w, addr, 4 * words)
        for data, offset in zip((data0, data1), offsets):
            at = w.local()
            w.line("for l in range(64):")
            w.line("if bit(ex, l):", 2)
            w.line(f"{at} = lds_lane_address(v, {addr.first}, {offset}, l)", 3)
            for j in range(words):
                w.line(f"put_dword(lds, {at} + {4 * j}, {data.file}[{data.first + j}, l])",
                       3)
    emit.mods = frozenset({"offset0", "offset1"})
    emit.lds = True
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
