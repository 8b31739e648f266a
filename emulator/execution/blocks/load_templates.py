"""The global loads' templates (templates.py states how a template writes its instruction):
a load whose every active lane lies in one allocation runs compiled (memory_lanes.py);
else the block stops before it and the interpreter runs it."""

from __future__ import annotations

from isa.operand_parsing import OFF
from isa.registers import RegRange

from emulator.execution.blocks.templates import template
from emulator.execution.blocks.writer import Unsupported, number


def _global_load(words: int):
    """vdst[0..words-1] = the dwords at each active lane's address (ops/memory.py): first
    every active lane is checked against one allocation (``global_span``); if one lies
    outside, the block stops before the load with nothing written, returning −(pc + 2),
    and the interpreter runs it (and names the fault). Each lane's address is read before
    its registers are written (vdst may be vaddr)."""
    def emit(inst, w):
        dst, vaddr, saddr = inst.operands[:3]
        if not (isinstance(dst, RegRange) and dst.file in ("v", "a") and dst.count == words
                and isinstance(vaddr, RegRange) and vaddr.file == "v"):
            raise Unsupported(str(inst))
        offset = inst.mods.get("offset", 0) & (2 ** 64 - 1)
        base = w.local()
        if saddr is OFF:
            if vaddr.count != 2:
                raise Unsupported(str(vaddr))
            w.line(f"{base} = np.uint64({offset})")
        elif isinstance(saddr, RegRange) and saddr.file == "s" and saddr.count == 2 \
                and vaddr.count == 1:
            w.line(f"{base} = join(s[{saddr.first}], s[{saddr.first + 1}]) "
                   f"+ np.uint64({offset})")
        else:
            raise Unsupported(str(saddr))
        pair = saddr is OFF
        w.memory = True
        index, data, start, at = w.local(), w.local(), w.local(), w.local()
        w.line(f"{index} = global_span(ex, v, {number(vaddr.first)}, {pair}, {base}, "
               f"{number(4 * words)}, "
               "bases, ends)")
        w.stop_before(inst, f"{index} < 0")
        w.line(f"{data} = datas[{index}]")
        w.line(f"{start} = bases[{index}]")
        w.line("for l in range(64):")
        w.line("if bit(ex, l):", 2)
        w.line(f"{at} = lane_address(v, {number(vaddr.first)}, {pair}, {base}, l) - {start}",
               3)
        loaded = [w.local() for _ in range(words)]
        for j, name in enumerate(loaded):
            w.line(f"{name} = dword_at({data}, np.int64({at} + np.uint64({4 * j})))", 3)
        for j, name in enumerate(loaded):
            w.line(f"{dst.file}[{dst.first + j}, l] = {name}", 3)
    emit.mods = frozenset({"offset", "sc0", "sc1", "nt"})
    emit.memory = True
    return emit


for _words in (1, 2, 3, 4):
    template("global_load_dword" + ("" if _words == 1 else f"x{_words}"))(
        _global_load(_words))
