"""Stepping through a program: breakpoints, watches, retire hooks, and a gdb-like REPL.

``Debugger(wave, program)`` runs the program one instruction at a time on ``wave``:

* ``step(n)`` retires up to n instructions; ``next()`` runs until the instruction after the
  current one is reached (so at a loop's backward branch it finishes the loop);
  ``run()`` / ``continue_()`` go on to a breakpoint, a changed watch or ``s_endpgm``.
* ``break_at(where)``: a label, a source line number or ``pc N``; ``watch(reg)``: stop when
  a register range changes.
* ``hooks``: callables ``hook(event)`` called for every retired instruction with a
  :class:`Retired` event: the instruction, PC, the registers it read and wrote, and the
  values of the written registers before and after.
"""

from __future__ import annotations

import shlex
import shutil
from pathlib import Path
from dataclasses import dataclass, field

import numpy as np

from isa import IsaError
from isa.errors import ArgumentError
from isa.one_line import one_line
from isa.program import Instruction, Program
from isa.effects import effects
from isa.registers import RegRange, parse_register
from isa.source_lines import names_file

from emulator.tools import directives
from emulator.execution.ops import END
from emulator.execution.runner import RunError, run


@dataclass
class Retired:
    pc: int
    instruction: Instruction
    reads: tuple[RegRange, ...]
    writes: tuple[RegRange, ...]
    before: dict[str, object]
    after: dict[str, object]

    def changed(self) -> dict[str, tuple[object, object]]:
        return {name: (self.before[name], self.after[name]) for name in self.after
                if not _same(self.before[name], self.after[name])}


@dataclass
class Stop:
    reason: str          # "step", "breakpoint", "watch", "end", "error"
    pc: int
    retired: list[Retired] = field(default_factory=list)
    message: str = ""

    def __repr__(self) -> str:
        last = f", last {self.retired[-1].instruction}" if self.retired else ""
        said = f": {self.message}" if self.message else ""
        return one_line(f"<Stop {self.reason} at pc {self.pc}, {len(self.retired)} "
                        f"retired{last}{said}>")


def _same(a, b) -> bool:
    return np.array_equal(np.asarray(a), np.asarray(b))


def _snapshot(wave, regs) -> dict[str, object]:
    return {str(r): np.array(wave.read(r), copy=True) for r in regs}


class Debugger:
    def __init__(self, wave, program: Program):
        self.wave = wave
        self.program = program
        self.breakpoints: set[int] = set()
        self.watches: list[RegRange] = []
        self.hooks: list = []
        self.finished = wave.pc == END
        # (the SGPRs set before the run or by an instruction: what 'info registers' lists)
        self.sgprs_written = np.array(wave.written["s"], dtype=bool, copy=True)

    # -- where --------------------------------------------------------------------------------
    @property
    def pc(self) -> int:
        return self.wave.pc

    def current(self) -> Instruction | None:
        pc = self.wave.pc
        return self.program.instructions[pc] if 0 <= pc < len(self.program) else None

    def resolve_all(self, where) -> list[int]:
        """The PCs a breakpoint at ``where`` stops at: ``FILE:LINE`` of the compiler's
        source (the first instruction of each run of instructions from that line: once per
        pass through it, as in a loop; FILE matches the ``.file`` path's end), else the one
        PC of ``resolve``."""
        text = str(where).strip()
        file, colon, line = text.rpartition(":")
        if colon and line.isdigit() and file and not file.lower().startswith("pc"):
            pcs = source_line_starts(self.program, file, int(line))
            if not pcs:
                known = sorted({line.name for _, line in self.program.source_runs if line})
                raise IsaError(f"no instruction comes from {file}:{line} (source files: "
                               f"{', '.join(known) or 'none: the program has no .loc lines'})")
            return pcs
        return [self.resolve(where)]

    def resolve(self, where) -> int:
        """A PC for a label, a source line number (int or "123") or "pc N"."""
        if isinstance(where, int) or (isinstance(where, str) and where.isdigit()):
            line = int(where)
            for inst in self.program.instructions:
                if inst.loc.line >= line:
                    return inst.index
            raise IsaError(f"no instruction at or after line {line}")
        text = str(where).strip()
        if text.lower().startswith("pc"):
            pc = int(text[2:].strip(), 0)
            if not 0 <= pc < len(self.program):
                raise IsaError(f"pc {pc} is outside the program (0..{len(self.program) - 1})")
            return pc
        if text in self.program.labels:
            return self.program.labels[text]
        raise IsaError(f"no label '{text}' (labels: {', '.join(self.program.labels) or 'none'})")

    def break_at(self, where) -> int:
        """Break at ``where`` (``resolve_all``); the first PC."""
        pcs = self.resolve_all(where)
        self.breakpoints.update(pcs)
        return pcs[0]

    def watch(self, reg) -> RegRange:
        reg = parse_register(reg) if isinstance(reg, str) else reg
        self.watches.append(reg)
        return reg

    # -- running -----------------------------------------------------------------------------
    def _advance(self, max_steps: int, stop) -> Stop:
        """Run (the runner's one loop) until ``stop(pc)`` says so after an instruction, a
        watched register changes, the program ends or ``max_steps`` have retired. The
        debugger listens to the run's event stream; each retired instruction becomes a
        Retired event with the values its destinations held before and after."""
        events: list[Retired] = []
        if self.finished:
            return Stop("end", END, events)
        watched = _snapshot(self.wave, self.watches)
        state = {"left": max_steps, "reason": "step", "message": "",
                 "pc": self.pc, "before": self._before(self.current())}

        def listener(wave, inst):
            reads, writes = effects(inst)
            for reg in writes:
                if reg.file == "s":
                    self.sgprs_written[reg.first:reg.first + reg.count] = True
            event = Retired(state["pc"], inst, reads, writes, state["before"],
                            _snapshot(wave, writes))
            events.append(event)
            for user_hook in self.hooks:
                user_hook(event)
            state["pc"], state["left"] = wave.pc, state["left"] - 1
            state["before"] = self._before(self.current())
            now = _snapshot(wave, self.watches)
            changed = [name for name in now if not _same(now[name], watched[name])]
            if changed:
                state["reason"], state["message"] = "watch", f"{changed[0]} changed"
                return True
            if wave.pc != END and stop(wave.pc):
                state["reason"] = "breakpoint" if wave.pc in self.breakpoints else "step"
                return True
            return state["left"] <= 0

        try:
            result = run(self.wave, self.program, max_steps=max_steps + 1,
                         listeners=(listener,))
        except RunError as exc:
            return Stop("error", self.pc, events, str(exc))
        if result.ended:
            self.finished = True
            return Stop("end", END, events)
        return Stop(state["reason"], self.pc, events, state["message"])

    def _before(self, inst) -> dict:
        return _snapshot(self.wave, effects(inst)[1]) if inst is not None else {}

    def step(self, n: int = 1) -> Stop:
        return self._advance(n, lambda pc: pc in self.breakpoints)

    def next(self, max_steps: int = 1_000_000) -> Stop:
        target = self.pc + 1
        return self._advance(max_steps, lambda pc: pc == target or pc in self.breakpoints)

    def continue_(self, max_steps: int = 1_000_000) -> Stop:
        return self._advance(max_steps, lambda pc: pc in self.breakpoints)

    def step_line(self, max_steps: int = 1_000_000) -> Stop:
        """Run to the next instruction from another source line (or a breakpoint)."""
        start = self._line(self.pc)
        return self._advance(max_steps, lambda pc: pc in self.breakpoints
                             or (self._line(pc) != start and self._line(pc) is not None))

    def next_line(self, max_steps: int = 1_000_000) -> Stop:
        """``step_line`` over calls: run to another source line of the function the wave is
        in (its code between the labels around the PC), or a breakpoint."""
        function_at = self.program.function_finder()
        start, home = self._line(self.pc), function_at(self.pc)
        return self._advance(max_steps, lambda pc: pc in self.breakpoints or (
            self._line(pc) not in (start, None) and function_at(pc) == home))

    def _line(self, pc: int):
        source = self.program.source_line(pc) if 0 <= pc < len(self.program) else None
        return (source.file, source.line) if source is not None else None

    run = continue_


def debug_launch(source, *, kernel: str | None = None, grid=(1, 1, 1), block=(64, 1, 1),
                 args=(), workgroup=(0, 0, 0), wave: int = 0, lds_bytes: int = 0,
                 **options) -> Debugger:
    """A Debugger on one wave of a launch (``emulator.launch``'s ``wave_for_debugging``):
    ``source`` an assembled Program, assembly text, a path or a code object (``kernel``: its
    symbol; a code object's one kernel by default);
    HIP source or an ``emulator.hip`` module (``kernel`` as the source writes it, the
    arguments converted by their types, ``options`` to ``emulator.hip.compile``); or a
    ``@triton.jit`` function (``args`` as ``emulator.triton.launch`` takes them,
    ``options``: ``num_warps`` and the constexprs; the block is 64 · num_warps, Triton's
    shared bytes of dynamic LDS). Its sibling waves do not run: ``s_barrier`` does not
    wait."""
    from isa.assembler import assemble
    from isa.code_object import is_code_object, load as load_code_object

    from emulator import hip
    from emulator.dispatch import wave_for_debugging
    from emulator.source_files import is_hip_path, read_source

    if hasattr(source, "fn") and hasattr(source, "params"):   # (a @triton.jit function)
        from emulator import triton

        num_warps = options.pop("num_warps", 4)
        prepared = triton.prepare(source, grid, list(args), options, num_warps)
        program, kernel, grid, block, args = (prepared.program, prepared.kernel, prepared.grid,
                                              prepared.block, prepared.args)
        lds_bytes += prepared.shared
    elif isinstance(source, hip.HipModule) or is_hip_path(source):
        module = source if isinstance(source, hip.HipModule) else hip.compile(source,
                                                                             **options)
        found = module.kernel(kernel)
        program, kernel, args = module.program, found.symbol, module.arguments(found, args)
    else:
        if options:
            raise ArgumentError(f"debug_launch: {', '.join(sorted(options))} apply to HIP "
                                "or Triton kernels, not to assembly")
        if isinstance(source, Program):
            program = source
        elif is_code_object(source):   # (bytes or a .o/.co/.hsaco path)
            program = load_code_object(source)
        elif isinstance(source, str) and "\n" in source:
            program = assemble(source, "<kernel>")
        else:
            program = assemble(read_source(source), str(source))
        if kernel is None and len(program.kernel_descriptors) == 1:
            kernel = next(iter(program.kernel_descriptors))
    if kernel is None:
        raise ArgumentError("debug_launch: name the kernel (kernel=)")
    state = wave_for_debugging(program, kernel=kernel, grid=grid, block=block, args=args,
                               workgroup=workgroup, wave=wave, lds_bytes=lds_bytes)
    return Debugger(state, program)


def source_line_starts(program: Program, file: str, line: int) -> list[int]:
    """The first PC of each run of instructions that come from ``file:line`` (``file``: the
    path, its end, or its name)."""
    def matches(source) -> bool:
        return source is not None and source.line == line and names_file(source.file, file)
    out, previous = [], False
    for first, source in program.source_runs:   # (runs of one line: the first of each)
        here = matches(source)
        if here and not previous:
            out.append(first)
        previous = here
    return out


def source_text(source, folder=None) -> str:
    """The text of a source line, when its file is readable ("" otherwise); a relative path
    is looked for from the working directory, then from ``folder`` (the assembly's)."""
    paths = [Path(source.file)]
    if folder is not None and not paths[0].is_absolute():
        paths.append(Path(folder) / source.file)
    for path in paths:
        try:
            with open(path, encoding="utf-8", errors="replace") as f:
                for number, text in enumerate(f, start=1):
                    if number == source.line:
                        return text.rstrip("\n")
            return ""
        except OSError:
            continue
    return ""


# -- the interactive session ---------------------------------------------------------------
HELP = """commands:
  step [N]            retire N instructions (default 1)        (s)
  step --line         run to the next source line (.loc)
  next                run to the instruction after this one    (n)
  next --line         run to the next source line of this function, over calls
  continue            run to a breakpoint, a watch or the end  (c)
  break WHERE         break at a label, a line number, 'pc N' or FILE:LINE of the
                      compiler's source (every pass through it)  (b)
  watch REG           stop when REG changes, e.g. watch a[0:3]
  print REG [as ...]  show registers: 'print v[0:3]', 'print v4 as f32',
                      'print a[0:15] as D of v_mfma_f32_32x32x8_f16'   (p)
  info registers      scalar state, EXEC, VCC and the SGPRs in use
  info line           where the current instruction came from in the source
  list                the source around the current line
  quit                leave (q)"""


def format_value(value, width: int | None = None) -> str:
    """A value as the session prints it: arrays as numpy prints them, laid out to
    ``width`` columns (default: the terminal's, 100 where there is none)."""
    arr = np.asarray(value)
    if arr.ndim == 0:
        return f"{arr.item()}" + (f" ({int(arr):#x})" if arr.dtype.kind in "iu" else "")
    width = width or shutil.get_terminal_size((100, 24)).columns
    with np.printoptions(linewidth=width, threshold=4096, edgeitems=8, precision=5,
                         formatter={"int": lambda x: f"{x:#010x}"} if arr.dtype == np.uint32
                         else None):
        return str(arr)


def repl(debugger: Debugger, read_line, write) -> int:
    """The ``wfemu step`` session: ``read_line()`` returns a command or None at the end."""
    program = debugger.program
    write(f"{program.filename}: {len(program)} instructions. Type 'help' for commands.")
    _show_position(debugger, write)
    while True:
        line = read_line()
        if line is None:
            return 0
        line = line.strip()
        if not line:
            continue
        try:
            words = shlex.split(line)
        except ValueError as exc:
            write(f"error: {exc}")
            continue
        cmd, args = words[0].lower(), words[1:]
        if cmd in ("q", "quit", "exit"):
            return 0
        try:
            _command(debugger, cmd, args, line, write)
        except (IsaError, ValueError, IndexError) as exc:
            write(f"error: {exc}")


def _command(debugger: Debugger, cmd: str, args: list[str], line: str, write) -> None:
    """One command of the session (see ``HELP``)."""
    program = debugger.program
    if cmd in ("h", "help"):
        write(HELP)
    elif cmd in ("s", "step", "si", "stepi") and args[:1] == ["--line"]:
        _report(debugger, debugger.step_line(), write)
    elif cmd in ("s", "step", "si", "stepi"):
        _report(debugger, debugger.step(int(args[0]) if args else 1), write)
    elif cmd in ("n", "next") and args[:1] == ["--line"]:
        _report(debugger, debugger.next_line(), write)
    elif cmd in ("n", "next"):
        _report(debugger, debugger.next(), write)
    elif cmd in ("c", "continue", "r", "run"):
        _report(debugger, debugger.continue_(), write)
    elif cmd in ("b", "break"):
        if not args:
            raise IsaError("break LABEL | LINE | pc N")
        pc = debugger.break_at(" ".join(args))
        inst = program.instructions[pc]
        write(f"breakpoint at pc {pc} ({inst.loc.filename}:{inst.loc.line})")
    elif cmd == "watch":
        write(f"watching {debugger.watch(' '.join(args))}")
    elif cmd in ("p", "print"):
        text = line.split(None, 1)[1] if args else ""
        reg_text, _, as_text = text.partition(" as ")
        view = directives._view(reg_text.strip(), as_text.strip() or None)
        write(f"{view} =")
        write(format_value(directives.read_view(debugger.wave, view)))
    elif cmd in ("info", "i") and args[:1] in (["registers"], ["reg"], ["r"]):
        write(_info_registers(debugger))
    elif cmd in ("info", "i") and args[:1] == ["line"]:
        write(_info_line(debugger))
    elif cmd in ("l", "list"):
        write(_listing(debugger))
    else:
        write(f"unknown command '{cmd}' (type 'help')")


def _show_position(debugger: Debugger, write) -> None:
    """Where the wave stands: its instruction, and the source line it came from."""
    program = debugger.program
    inst = debugger.current()
    if inst is None:
        write("program finished" if debugger.finished else "no instruction here")
        return
    offset = program.code.addresses[inst.index] - program.code.addresses[0]
    write(f"pc {inst.index} (+{offset:#x})  {inst.loc.filename}:{inst.loc.line}: "
          f"{inst.loc.text.strip()}")
    source = program.source_line(inst.index)
    if source is not None:   # (the byte offset beside it, as a profiler names places)
        write(f"    from {source}  (+{offset:#x})")


def _report(debugger: Debugger, stop: Stop, write) -> None:
    """What a step or run changed (its last 8 instructions'), why it stopped, and where."""
    for event in stop.retired[-8:]:
        changed = event.changed()
        if changed:
            for name, (_, new) in changed.items():
                write(f"    {name} = {_short(new)}")
    if stop.reason == "breakpoint":
        write(f"breakpoint at pc {stop.pc}")
    elif stop.reason == "watch":
        write(f"watch: {stop.message}")
    elif stop.reason == "error":
        write(f"error: {stop.message}")
    elif stop.reason == "end":
        write(f"s_endpgm reached after {len(stop.retired)} more instruction(s)")
    _show_position(debugger, write)


def _short(value) -> str:
    arr = np.asarray(value)
    if arr.ndim == 0:
        return f"{int(arr):#x}" if arr.dtype.kind in "iu" else str(arr)
    flat = arr.reshape(-1)
    head = " ".join(f"{int(x):#010x}" for x in flat[:6])
    return f"[{head}{' ...' if flat.size > 6 else ''}] ({flat.size} words)"


def _info_registers(debugger: Debugger) -> str:
    wave = debugger.wave
    used = np.flatnonzero(debugger.sgprs_written | wave.written["s"])
    sgprs = " ".join(f"s{i}={int(wave.s[i]):#x}" for i in used[:32]) or "(none written)"
    return (f"pc={wave.pc} exec={wave.exec:#018x} vcc={wave.vcc:#018x} scc={wave.scc} "
            f"m0={wave.m0:#x}\n{sgprs}")


def _info_line(debugger: Debugger) -> str:
    inst = debugger.current()
    if inst is None:
        return "no instruction here"
    source = debugger.program.source_line(inst.index)
    if source is None:
        return f"pc {inst.index} has no source line (the program has no .loc for it)"
    text = source_text(source, Path(debugger.program.filename).parent)
    offset = debugger.program.code.addresses[inst.index] - debugger.program.code.addresses[0]
    return f"pc {inst.index} (+{offset:#x}) comes from {source}" + (
        f": {text.strip()}" if text else "")


def _listing(debugger: Debugger, around: int = 4) -> str:
    inst = debugger.current()
    lines = debugger.program.lines
    line = inst.loc.line if inst is not None else len(lines)
    out = []
    source = debugger.program.source_line(inst.index) if inst is not None else None
    if source is not None:   # (the compiler's source line first)
        text = source_text(source, Path(debugger.program.filename).parent)
        out.append(f"   {source}" + (f": {text.strip()}" if text else ""))
    for number in range(max(1, line - around), min(len(lines), line + around) + 1):
        mark = "=>" if number == line else "  "
        out.append(f"{mark} {number:4d}  {lines[number - 1]}")
    return "\n".join(out)
