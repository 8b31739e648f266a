"""The lines of a compiled block's function under construction (``Writer``): its locals,
how an operand is read for lane ``l`` or once before the loop, the lane loop, and where
results go; the templates (templates.py and its siblings) write each instruction through
it. A form it cannot write raises :class:`Unsupported`: the block then ends before that
instruction, which is interpreted.

Besides the lines, the writer keeps what the block's source (source.py) needs to know of
them, as it writes them: each line's depth, and for each instruction its ``Piece`` — where
its lines are, where each of its lane loops opens, whether its record keeps it to its own
lanes, and whether it may stop the block or writes a scalar inside or before its loop.
Nothing is learnt afterwards by reading the text."""

from __future__ import annotations

from dataclasses import dataclass, field

from isa.program import Instruction
from isa.registers import RegRange
from isa.special_operands import Src

WORD_KINDS = ("b32", "f32", "u32", "i32")
# An unpacked f16 source: the register's word, whose low half the lane function reads; a
# constant, its f16 encoding; not under neg or abs (they would act on bit 15, not 31)
HALF_KINDS = ("f16",)
PAIR_KINDS = ("b64", "u64", "i64")


def number(value: int) -> str:
    """``value`` as an argument to a jitted helper: an ``int64``, not a literal (numba
    compiles a helper again for each literal value it is called with; LLVM still folds the
    constant where it inlines the helper)."""
    return f"np.int64({int(value)})"


class Unsupported(Exception):
    """An instruction form no template takes."""


class Return(str):
    """A line at ``depth`` that returns ``code`` (the next PC's code) from the block
    (``Writer.ret``): a batch's block sets the wave's code there instead (source.py)."""

    def __new__(cls, text: str, code: str, depth: int) -> "Return":
        line = super().__new__(cls, text)
        line.code, line.depth = code, depth
        return line


@dataclass
class Piece:
    """One instruction's lines in a block (``Writer.begin``): ``lines[start:end]`` of the
    writer's. ``lane_local``: its record reads and writes only its own lane's registers
    (source.py decides, from the record). ``masked``: where each of its lane loops over
    the active lanes (``Writer.masked_lanes``) opens; ``loops``: its loops of any kind.
    ``opaque``: it may stop the block before itself (``stop_before``), or writes a scalar
    (an SGPR, VCC or EXEC) inside a loop or before its lane loop."""

    start: int
    lane_local: bool = False
    end: int | None = None
    masked: list[int] = field(default_factory=list)
    loops: int = 0
    opaque: bool = False


class Writer:
    """The lines of a block function under construction."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.depths: list[int] = []   # (each line's)
        self.pieces: list[Piece] = [Piece(0)]   # (lines before the first ``begin``: one)
        self._loop_depth = 0   # (the depth of the lane loop open now, 0 if none)
        self._count = 0
        self.memory = False   # (a global access: the function takes the memory's arrays)
        self.stores = False   # (a global store: its run counts as a write, blocks/hot.py)
        self.lds = False      # (an LDS access: the function takes the workgroup's LDS)
        self.scratch = False  # (a DPP form: the body takes two scratch rows, ``sc``)
        # (a lane source read from elsewhere: (file, register) -> its lane-l expression)
        self.aliases: dict[tuple[str, int], str] = {}
        # (the module's constant arrays: name -> values; ``lane_table``)
        self.tables: dict[str, tuple[int, ...]] = {}
        # (the v/a registers its lines name themselves, not through an alias: ``register``)
        self.direct: set[tuple[str, int]] = set()

    def aliased(self, aliases: dict) -> "Writer":
        """A writer for lines to be added to this one (``take``) whose lane sources read the
        registers ``aliases`` names from the expressions it gives."""
        other = Writer()
        other._count, other.aliases = self._count, {**self.aliases, **aliases}
        other.tables = self.tables
        return other

    def take(self, other: "Writer") -> None:
        """The lines ``other`` (made by ``aliased``) wrote, part of this writer's current
        instruction, and what they need."""
        offset, piece, theirs = len(self.lines), self.piece, other.piece
        piece.masked += [at + offset for at in theirs.masked]
        piece.loops += theirs.loops
        piece.opaque |= theirs.opaque
        self.lines += other.lines
        self.depths += other.depths
        self.direct |= other.direct
        if other.lines:   # (a loop its lines left open is open here)
            self._loop_depth = other._loop_depth
        self._count = other._count
        self.memory |= other.memory
        self.stores |= other.stores
        self.lds |= other.lds
        self.scratch |= other.scratch

    @property
    def piece(self) -> Piece:
        """The piece being written: the current instruction's."""
        return self.pieces[-1]

    def begin(self, comment: str, lane_local: bool) -> None:
        """The next instruction's piece, opened with its ``comment`` line."""
        self.close()
        self.pieces.append(Piece(len(self.lines), lane_local))
        self.line(f"# {comment}")

    def close(self) -> None:
        """The current piece ends here (the lines after the last piece are a block's own:
        EXEC, VCC and SCC written back, its returns); once closed, it stays so."""
        if self.piece.end is None:
            self.piece.end = len(self.lines)

    def stop_before(self, inst: Instruction, condition: str) -> None:
        """Where ``condition`` holds, the block stops before ``inst`` with nothing of it done
        (EXEC, VCC, SCC written back; the return code −(pc + 2)): the interpreter runs it
        next, and names the fault."""
        self.piece.opaque = True
        self.line(f"if {condition}:")
        for line in ("st[0] = ex", "st[1] = vcc", "st[2] = scc"):
            self.line(line, 2)
        self.ret(str(-(inst.index + 2)), 2)

    def register(self, reg: RegRange, word: int = 0, lane: str = "l") -> str:
        """Word ``word`` of v/a register range ``reg`` in lane ``lane`` (an expression);
        the writer records that its lines name that register (``direct``: a DPP or SDWA
        form's plain instruction must reach its source only through the alias)."""
        self.direct.add((reg.file, reg.first + word))
        return f"{reg.file}[{reg.first + word}, {lane}]"

    def local(self) -> str:
        self._count += 1
        return f"t{self._count}"

    def lane_table(self, values) -> str:
        """The name of a module-level ``int64`` array of ``values``, for indexing by a lane:
        numba freezes it as a constant (a tuple literal indexed by a variable compiles to a
        branch per element, several times slower to compile)."""
        name = f"TABLE{len(self.tables)}"
        self.tables[name] = tuple(int(x) for x in values)
        return name

    def line(self, text: str, depth: int = 1) -> None:
        self.lines.append("    " * depth + text)
        self.depths.append(depth)
        if depth <= self._loop_depth:   # (a line beside the loop's: the loop has closed)
            self._loop_depth = 0

    def ret(self, code: str, depth: int = 1) -> None:
        """``return code`` from the block (a ``Return`` line), never from inside a loop:
        a batch's block goes on to the next wave there, which ``continue`` inside a loop
        would not (ValueError)."""
        if self._loop_depth:
            raise ValueError(f"a block's return inside a loop: return {code}")
        self.line(f"return {code}", depth)
        self.lines[-1] = Return(self.lines[-1], code, depth)

    def lanes(self) -> None:
        """Open a loop over all 64 lanes (its body at depth 2)."""
        self.piece.loops += 1
        self.line("for l in range(64):")
        self._loop_depth = 1

    def masked_lanes(self) -> None:
        """Open a loop over the lanes EXEC holds (its body at depth 3): the piece records
        where (source.py shares or doubles such loops)."""
        self.piece.masked.append(len(self.lines))
        self.lanes()
        self.line("if bit(ex, l):", 2)

    # -- operands -------------------------------------------------------------------------
    def lane_source(self, src, kind: str) -> str:
        """A source's 32-bit word for lane ``l`` (scalars and constants read once, before
        the loop); neg/abs act on the sign bit, as ``ops.access.vector_reader``'s do."""
        if isinstance(src, RegRange):
            src = Src(reg=src)
        if not isinstance(src, Src) or kind not in WORD_KINDS + HALF_KINDS or \
                (kind in HALF_KINDS and (src.neg or src.abs)):
            raise Unsupported(f"{src!r} as {kind}")
        if not src.is_reg:
            value = self.local()
            self.line(f"{value} = np.uint32({src.bits(kind)})")
            expr = value
        elif src.reg.file in ("v", "a") and src.reg.count == 1:
            expr = self.aliases.get((src.reg.file, src.reg.first)) or \
                self.register(src.reg)
        elif src.reg.file == "s" and src.reg.count == 1:
            expr = self.local()
            self.line(f"{expr} = s[{src.reg.first}]")
        else:
            raise Unsupported(str(src))
        if src.abs:
            expr = f"abs32({expr})"
        if src.neg:
            expr = f"neg32({expr})"
        return expr

    def lane_value(self, src, kind: str) -> str:
        """A source of ``kind`` for lane ``l``: a word, or a 64-bit value (b64/u64/i64) from
        a register pair, an SGPR pair or a constant."""
        if kind not in PAIR_KINDS:
            return self.lane_source(src, kind)
        if isinstance(src, RegRange):
            src = Src(reg=src)
        if not isinstance(src, Src) or src.neg or src.abs:
            raise Unsupported(f"{src!r} as {kind}")
        if not src.is_reg:
            value = self.local()
            self.line(f"{value} = np.uint64({src.bits('b64')})")
            return value
        reg = src.reg
        if reg.file in ("v", "a") and reg.count == 2:
            return f"join({self.register(reg)}, {self.register(reg, 1)})"
        if reg.file == "s" and reg.count == 2:
            value = self.local()
            self.line(f"{value} = join(s[{reg.first}], s[{reg.first + 1}])")
            return value
        raise Unsupported(str(src))

    def mask_source(self, reg) -> str:
        """A 64-bit lane mask (VCC, EXEC or an SGPR pair), read before the loop."""
        if isinstance(reg, Src):
            if not reg.is_reg or reg.neg or reg.abs:
                raise Unsupported(str(reg))
            reg = reg.reg
        if reg.file == "vcc":
            return "vcc"
        if reg.file == "exec":
            return "ex"
        if reg.file == "s" and reg.count == 2:
            name = self.local()
            self.line(f"{name} = join(s[{reg.first}], s[{reg.first + 1}])")
            return name
        raise Unsupported(str(reg))

    def scalar_source(self, src, kind: str) -> str:
        """A scalar source as a 64-bit word (a 32-bit kind: zero-extended)."""
        pair = kind in ("b64", "u64", "i64")
        if not isinstance(src, Src) or src.neg or src.abs or not (pair or kind in WORD_KINDS):
            raise Unsupported(f"{src!r} as {kind}")
        if not src.is_reg:
            return f"np.uint64({src.bits('b64' if pair else 'b32')})"
        if pair:
            return self.mask_source(src.reg)
        if src.reg.file == "s" and src.reg.count == 1:
            return f"np.uint64(s[{src.reg.first}])"
        raise Unsupported(str(src))

    def write_scalar(self, reg, expr: str, depth: int = 1) -> None:
        """D = ``expr`` (a 64-bit word): an SGPR, an SGPR pair, VCC or EXEC."""
        if depth > 1 or not self.piece.masked:   # (inside a loop, or before its lane loop)
            self.piece.opaque = True
        if not isinstance(reg, RegRange):
            raise Unsupported(str(reg))
        if reg.file == "vcc":
            self.line(f"vcc = {expr}", depth)
        elif reg.file == "exec":
            self.line(f"ex = {expr}", depth)
        elif reg.file == "s" and reg.count == 2:
            value = self.local()
            self.line(f"{value} = {expr}", depth)
            self.line(f"s[{reg.first}] = low({value})", depth)
            self.line(f"s[{reg.first + 1}] = high({value})", depth)
        elif reg.file == "s" and reg.count == 1:
            self.line(f"s[{reg.first}] = low({expr})", depth)
        else:
            raise Unsupported(str(reg))

    def lane_target(self, reg) -> str:
        if not (isinstance(reg, RegRange) and reg.file in ("v", "a") and reg.count == 1):
            raise Unsupported(str(reg))
        return self.register(reg)

    def lane_loop(self, exprs, mask: str | None = None) -> list[str]:
        """Open the loop over the active lanes and read each of ``exprs`` into a local (the
        names returned); ``mask``: a local, zeroed first, that ``set_lane_bit`` gathers
        into. The body goes at depth 3."""
        if mask is not None:
            self.line(f"{mask} = ZERO")
        self.masked_lanes()
        names = [self.local() for _ in exprs]
        for name, expr in zip(names, exprs):
            self.line(f"{name} = {expr}", 3)
        return names

    def set_lane_bit(self, mask: str, condition: str) -> None:
        """In the lane loop: lane l's bit of ``mask`` where ``condition`` holds."""
        self.line(f"if {condition}:", 3)
        self.line(f"{mask} |= lane_bit(l)", 4)

    def write_lane(self, reg, expr: str, pair: bool, depth: int = 3) -> None:
        """vdst (a register, or a pair low word first when ``pair``) = ``expr`` in lane l."""
        if not pair:
            self.line(f"{self.lane_target(reg)} = {expr}", depth)
            return
        if not (isinstance(reg, RegRange) and reg.file in ("v", "a") and reg.count == 2):
            raise Unsupported(str(reg))
        value = self.local()
        self.line(f"{value} = {expr}", depth)
        self.line(f"{self.register(reg)} = low({value})", depth)
        self.line(f"{self.register(reg, 1)} = high({value})", depth)
