"""Where each instruction of a program stands in memory, and the values of PC-relative
symbol operands.

A program's code is placed at ``CODE_BASE`` with each instruction as long as its gfx942
encoding (``encoded_size``: 4 bytes for the short scalar and vector forms, 8 for VOP3,
VOP3P, SDWA, MFMA, SMEM, DS and the vector memory encodings, plus 4 for a 32-bit literal),
and where the text section asks for alignment (``.p2align N[, fill[, max]]``, ``.balign``,
``.align``: bytes) the next instruction starts at that boundary, as llvm-mc places it (the
gap is filled with ``s_nop 0`` in the machine code; at most ``max`` bytes of it, or none).
``s_getpc_b64`` returns the address of the next instruction and ``s_setpc_b64`` /
``s_swappc_b64`` jump to an instruction's address, so calls work as compiled: clang's

    s_getpc_b64 s[16:17]
    s_add_u32   s16, s16, func@rel32@lo+4
    s_addc_u32  s17, s17, func@rel32@hi+12
    s_swappc_b64 s[30:31], s[16:17]

gets ``func``'s address because a ``sym@rel32@lo|hi+K`` literal is resolved as the linker
would: sym − (address of the literal) + K, its low or high 32 bits.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .records import OpSpec

CODE_BASE = 0x40_0000_0000      # far above the host's buffers (state.memory: from 4 GiB)
DATA_ALIGN = 256                # the data image (isa.data_sections) follows the code
_SHORT = ("SOP1", "SOP2", "SOPK", "SOPC", "SOPP")
_RELOCATION = re.compile(r"([A-Za-z_.$][\w.$]*)@rel32@(lo|hi)\s*(?:([+-])\s*(\d+|0x[0-9a-fA-F]+))?$")


def encoded_size(inst) -> int:
    """Bytes of the instruction's encoding (its literal dword included)."""
    spec = inst.spec
    if not isinstance(spec, OpSpec):      # MFMA (VOP3P; a scaled one: two of them)
        return 16 if spec.scaled else 8
    literal = 4 if any(getattr(o, "literal", False) for o in inst.operands) else 0
    if spec.encoding in _SHORT:
        return 4 + literal
    if spec.encoding in ("VOP1", "VOP2", "VOPC"):
        suffix = inst.canonical_suffix() or ("_" + inst.suffix if inst.suffix else "")
        if suffix in ("", "_e32"):
            return 4 + literal
        return 8   # (_e64, _sdwa, _dpp)
    return 8


@dataclass(frozen=True, eq=False)
class CodeLayout:
    """The byte address of each instruction (and of the end), and the way back. Compared by
    identity: one per program (it is part of the bound closures of jumps by address)."""

    addresses: tuple[int, ...]

    def index_of(self, address: int) -> int | None:
        """The instruction at ``address`` (None if no instruction starts there)."""
        return self._by_address.get(address)

    def __post_init__(self):
        object.__setattr__(self, "_by_address",
                           {a: i for i, a in enumerate(self.addresses)})


def alignment(directive: str, arguments: str) -> tuple[int, int | None] | None:
    """(boundary in bytes, most bytes to skip or None) of a text-section alignment
    directive, or None if it is none (or its arguments are not plain numbers)."""
    parts = [p.strip() for p in arguments.split(",")]
    try:
        amount = int(parts[0], 0)
        most = int(parts[2], 0) if len(parts) > 2 and parts[2] else None
    except (ValueError, IndexError):
        return None
    if directive.startswith(".p2align"):
        return (1 << amount if 0 <= amount < 32 else None), most
    if directive.startswith((".balign", ".align")):
        return (amount if amount > 0 and amount & (amount - 1) == 0 else None), most
    return None


def layout(instructions, alignments: dict | None = None) -> CodeLayout:
    """Each instruction's address; ``alignments``: instruction index -> (boundary, most
    bytes to skip) from the alignment directives before it."""
    address, addresses = CODE_BASE, []
    for inst in instructions:
        if alignments and inst.index in alignments:
            boundary, most = alignments[inst.index]
            gap = -address % boundary
            if most is None or gap <= most:
                address += gap
        addresses.append(address)
        address += encoded_size(inst)
    addresses.append(address)      # the end of the code
    return CodeLayout(tuple(addresses))


def relocation(text: str):
    """(symbol, 'lo' | 'hi', addend) of a ``sym@rel32@lo+K`` operand, or None."""
    match = _RELOCATION.fullmatch(text.strip())
    if not match:
        return None
    name, half, sign, addend = match.groups()
    value = int(addend, 0) if addend else 0
    return name, half, -value if sign == "-" else value


def rel32(target: int, literal_address: int, half: str, addend: int) -> int:
    value = (target - literal_address + addend) & ((1 << 64) - 1)
    return value & 0xFFFFFFFF if half == "lo" else value >> 32
