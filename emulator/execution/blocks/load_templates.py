"""The raw buffer loads' templates (templates.py states how a template writes its
instruction): a load whose every active lane in range lies in one allocation runs compiled
(memory_lanes.py); else the block stops before it and the interpreter runs it. (The plain
global loads and LDS accesses: memory_templates.py.)"""

from __future__ import annotations

from isa.registers import RegRange
from isa.special_operands import Src

from emulator.execution.blocks.templates import template
from emulator.execution.blocks.writer import Unsupported, number


def _buffer_load(words: int):
    """vdst[0..words-1] = the dwords of a raw buffer (ops/memory.py ``buffer_address``): the
    resource's base, stride and num_records read from its four SGPRs; a resource with a
    stride stops the block before the load (the interpreter indexes it). Each active lane's
    byte offset is soffset + offset (+ its VGPR, ``offen``); a lane whose ``words`` dwords
    do not lie within num_records bytes reads 0 — as Triton's masked loads rely on —, and
    the others must lie in one allocation (``buffer_span``), else the block stops before
    the load and the interpreter runs it (and names the fault)."""
    def emit(inst, w):
        dst, vaddr, srsrc, soffset = inst.operands[:4]
        offen = "offen" in inst.mods
        if not (isinstance(dst, RegRange) and dst.file in ("v", "a") and dst.count == words
                and isinstance(srsrc, RegRange) and srsrc.file == "s"
                and isinstance(soffset, Src) and not soffset.neg and not soffset.abs
                and (not offen or isinstance(vaddr, RegRange) and vaddr.file == "v")):
            raise Unsupported(str(inst))
        if soffset.is_reg and not (soffset.reg.file == "s" and soffset.reg.count == 1):
            raise Unsupported(str(soffset))
        scalar = f"np.int64(s[{soffset.reg.first}])" if soffset.is_reg else \
            f"np.int64({soffset.bits('b32')})"
        first = vaddr.first if offen else 0
        base, start, records, index = w.local(), w.local(), w.local(), w.local()
        w.line(f"{base} = np.uint64(s[{srsrc.first}]) | (np.uint64(s[{srsrc.first + 1}] "
               "& np.uint32(0xFFFF)) << np.uint64(32))")
        w.stop_before(inst, f"(s[{srsrc.first + 1}] >> np.uint32(16)) & np.uint32(0x3FFF) "
                            "!= 0")
        w.line(f"{records} = np.int64(s[{srsrc.first + 2}])")
        w.line(f"{start} = {scalar} + np.int64({inst.mods.get('offset', 0)})")
        w.memory = True
        w.line(f"{index} = buffer_span(ex, v, {number(first)}, {offen}, {start}, "
               f"{number(4 * words)}, {records}, {base}, bases, ends)")
        w.stop_before(inst, f"{index} == -1")
        data, at, byte = w.local(), w.local(), w.local()
        w.line(f"{data} = datas[max({index}, 0)]")
        w.line(f"{at} = bases[max({index}, 0)]")
        w.masked_lanes()
        w.line(f"{byte} = buffer_byte(v, {number(first)}, {offen}, {start}, l)", 3)
        loaded = [w.local() for _ in range(words)]
        w.line(f"if {byte} <= {records} - {4 * words}:", 3)
        for j, name in enumerate(loaded):
            w.line(f"{name} = dword_at({data}, np.int64(np.uint64({byte}) + {base} - {at} "
                   f"+ np.uint64({4 * j})))", 4)
        w.line("else:", 3)
        for name in loaded:
            w.line(f"{name} = np.uint32(0)", 4)
        for j, name in enumerate(loaded):
            w.line(f"{dst.file}[{dst.first + j}, l] = {name}", 3)
    emit.mods = frozenset({"offen", "offset", "sc0", "sc1", "nt"})
    emit.memory = True
    return emit


for _words in (1, 2, 3, 4):
    template("buffer_load_dword" + ("" if _words == 1 else f"x{_words}"))(
        _buffer_load(_words))
