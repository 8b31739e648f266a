"""The two views of a layout that AMD's Matrix Instruction Calculator offers, as data.

* matrix view: for each element of each block, the register, lane and bits that hold it;
* register view: for each lane and register bit field, the element(s) it holds.

Register names are given relative to a base register (``v0`` by default), as the calculator
prints them; under CBSZ/ABID/BLGP one register field may feed several elements (broadcast)
and some fields may be read by none.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

import isa
from isa import RegRange
from isa.registers import as_range

from emulator.state import notebook


@dataclass(frozen=True)
class LayoutView:
    record: isa.MatrixInstruction
    matrix: str
    rows: np.ndarray
    base: RegRange
    mods: isa.Modifiers

    @property
    def bits(self) -> int:
        """Width of one register field of the view (a stored pair, an index field...)."""
        return isa.field_bits(self.record, self.matrix)

    def element_name(self, row) -> str:
        r, c, b = int(row[0]), int(row[1]), int(row[2])
        name = f"{self.matrix}[{r}][{c}]"
        return f"b{b}:{name}" if self.record.blocks > 1 else name

    def field_name(self, reg: int, lo: int, hi: int) -> str:
        """``v3.[15:0]``-style name of a register bit field (64-bit values name the pair)."""
        first = self.base.first + reg
        if hi - lo == 63:
            return f"{self.base.file}[{first}:{first + 1}]"
        if hi - lo == 31:
            return f"{self.base.file}{first}"
        if hi > 31:   # (a 6-bit value across two registers: bits of their concatenation)
            return f"{self.base.file}[{first}:{first + 1}].[{hi}:{lo}]"
        return f"{self.base.file}{first}.[{hi}:{lo}]"

    def place_name(self, row) -> str:
        return f"{self.field_name(int(row[4]), int(row[5]), int(row[6]))}{{{int(row[3])}}}"

    def fields(self) -> list[tuple[int, int, int]]:
        """Every (reg, bit_lo, bit_hi) field of the operand, in register order."""
        regs = isa.operand_regs(self.record, self.matrix)
        if self.bits == 64:
            return [(reg, 0, 63) for reg in range(0, regs, 2)]
        if self.matrix == "K":  # only the fields of the selected index set are read
            used = sorted({(int(r[4]), int(r[5]), int(r[6])) for r in self.rows})
            return used
        if 32 % self.bits:   # (6-bit values packed across the registers)
            return [(first // 32, first % 32, first % 32 + self.bits - 1)
                    for first in range(0, regs * 32 - self.bits + 1, self.bits)]
        return [(reg, lo, lo + self.bits - 1) for reg in range(regs)
                for lo in range(0, 32, self.bits)]

    def register_table(self) -> dict[tuple[int, int, int, int], list]:
        """(lane, reg, bit_lo, bit_hi) -> rows of the elements held there."""
        table: dict[tuple[int, int, int, int], list] = {}
        for row in self.rows:
            key = (int(row[3]), int(row[4]), int(row[5]), int(row[6]))
            table.setdefault(key, []).append(row)
        return table

    def __repr__(self) -> str:
        return notebook.layout_repr(self)

    def _repr_html_(self) -> str:
        """The matrix view as a notebook shows it (emulator/state/notebook.py)."""
        return notebook.layout_html(self)

    def to_json(self, view: str) -> dict:
        r0, r1 = isa.COLUMNS[self.matrix][:2]
        head = {
            "instruction": self.record.mnemonic, "matrix": self.matrix,
            "type": "index" if self.matrix == "K" else str(
                isa.operand_type(self.record, self.matrix)),
            "shape": list(isa.matrix_shape(self.record, self.matrix)),
            "modifiers": {"cbsz": self.mods.cbsz, "abid": self.mods.abid,
                          "blgp": self.mods.blgp},
            "base": str(self.base), "view": view,
        }
        if view == "matrix":
            head["elements"] = [
                {r0: int(r[0]), r1: int(r[1]), "block": int(r[2]), "lane": int(r[3]),
                 "reg": int(r[4]), "bit_lo": int(r[5]), "bit_hi": int(r[6]),
                 "register": self.field_name(int(r[4]), int(r[5]), int(r[6]))}
                for r in self.rows]
        else:
            table = self.register_table()
            head["fields"] = [
                {"lane": lane, "reg": reg, "bit_lo": lo, "bit_hi": hi,
                 "register": self.field_name(reg, lo, hi),
                 "elements": [{r0: int(r[0]), r1: int(r[1]), "block": int(r[2])}
                              for r in table.get((lane, reg, lo, hi), [])]}
                for lane in range(64) for reg, lo, hi in self.fields()]
        return head

    def csv_rows(self, view: str) -> list[list]:
        r0, r1 = isa.COLUMNS[self.matrix][:2]
        header = ["lane", "register", "reg", "bit_lo", "bit_hi", "block", r0, r1]
        out = [header]
        if view == "matrix":
            header[:] = [r0, r1, "block", "lane", "register", "reg", "bit_lo", "bit_hi"]
            for r in self.rows:
                out.append([int(r[0]), int(r[1]), int(r[2]), int(r[3]),
                            self.field_name(int(r[4]), int(r[5]), int(r[6])),
                            int(r[4]), int(r[5]), int(r[6])])
            return out
        table = self.register_table()
        for lane in range(64):
            for reg, lo, hi in self.fields():
                name = self.field_name(reg, lo, hi)
                held = table.get((lane, reg, lo, hi), [])
                if not held:
                    out.append([lane, name, reg, lo, hi, "", "", ""])
                for r in held:
                    out.append([lane, name, reg, lo, hi, int(r[2]), int(r[0]), int(r[1])])
        return out


def make_view(name, matrix: str, *, cbsz: int = 0, abid: int = 0, blgp: int = 0,
              base: "str | RegRange" = "v0") -> LayoutView:
    """The layout of operand ``matrix`` of an MFMA under the modifiers, from ``base``
    (``emulator.layout_view``: a notebook shows it as the calculator's matrix view)."""
    record = name if isinstance(name, isa.MatrixInstruction) else isa.lookup_matrix(name)
    matrix = str(matrix).upper()
    rows = isa.layout(record, matrix, cbsz=cbsz, abid=abid, blgp=blgp)
    mods = isa.check_modifiers(record, cbsz, abid, blgp)
    record = isa.with_formats(record, mods.cbsz, mods.blgp)   # (f8f6f4: the formats named)
    base = as_range(base)
    if base.file not in ("v", "a"):
        raise isa.RegisterError(f"layout base must be a VGPR or AGPR, not {base}")
    isa.make_range(base.file, base.first, isa.operand_regs(record, matrix))
    return LayoutView(record, matrix, rows, base, mods)


layout_view = make_view
