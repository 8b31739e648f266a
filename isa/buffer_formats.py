"""The typed buffer formats (CDNA3 ISA 9.1.4, 9.1.8; the MTBUF ``format`` field): a data
format (DFMT: the components and their widths) and a numeric format (NFMT: how a
component's bits become a 32-bit value). Pure data, with llvm-mc's spellings.

``buffer_load/store_format_*`` take both from the buffer resource (word 3: NFMT bits 14:12,
DFMT bits 18:15, DST_SEL x/y/z/w bits 2:0, 5:3, 8:6, 11:9); ``tbuffer_*`` from their
``format:`` modifier, ``dfmt | nfmt << 4`` (llvm-mc's default 1: DFMT 8, NFMT UNORM),
written ``format:N`` or ``format:[BUF_DATA_FORMAT_…,BUF_NUM_FORMAT_…]`` (either part may be
left out: it keeps its default).

Components lie in the element from its least significant bit up, X first: a name lists
the widths from the most significant (2_10_10_10 is X in bits 9:0, W in bits 31:30; mesa's
R10G10B10A2), and no component crosses a dword.
"""

from __future__ import annotations

import re

from .errors import IsaError

# DFMT: (name, component widths X, Y, Z, W); INVALID and RESERVED_15 have none
DATA_FORMATS = {
    0: ("INVALID", ()), 1: ("8", (8,)), 2: ("16", (16,)), 3: ("8_8", (8, 8)),
    4: ("32", (32,)), 5: ("16_16", (16, 16)), 6: ("10_11_11", (11, 11, 10)),
    7: ("11_11_10", (10, 11, 11)), 8: ("10_10_10_2", (2, 10, 10, 10)),
    9: ("2_10_10_10", (10, 10, 10, 2)), 10: ("8_8_8_8", (8, 8, 8, 8)),
    11: ("32_32", (32, 32)), 12: ("16_16_16_16", (16, 16, 16, 16)),
    13: ("32_32_32", (32, 32, 32)), 14: ("32_32_32_32", (32, 32, 32, 32)),
    15: ("RESERVED_15", ()),
}
NUM_FORMATS = {0: "UNORM", 1: "SNORM", 2: "USCALED", 3: "SSCALED", 4: "UINT", 5: "SINT",
               6: "RESERVED_6", 7: "FLOAT"}
INTEGER_FORMATS = frozenset((4, 5))     # UINT, SINT: values stay integers
SIGNED_FORMATS = frozenset((1, 3, 5))   # SNORM, SSCALED, SINT: components sign-extend
DEFAULT_FORMAT = 1                      # llvm-mc's: DFMT 8, NFMT UNORM

_DFMT_BY_NAME = {name: code for code, (name, _) in DATA_FORMATS.items()}
_NFMT_BY_NAME = {name: code for code, name in NUM_FORMATS.items()}


def components(dfmt: int) -> tuple[tuple[int, int], ...]:
    """(bit offset, width) of each component of the element, X first."""
    offset, out = 0, []
    for width in DATA_FORMATS[dfmt][1]:
        out.append((offset, width))
        offset += width
    return tuple(out)


def element_bytes(dfmt: int) -> int:
    return sum(DATA_FORMATS[dfmt][1]) // 8


def split(value: int) -> tuple[int, int]:
    """(DFMT, NFMT) of a 7-bit format field."""
    return value & 15, (value >> 4) & 7


def parse_format(text: str) -> int:
    """The 7-bit field of ``format:`` text (without the ``format:``)."""
    text = text.strip()
    if re.fullmatch(r"\d+|0x[0-9a-fA-F]+", text):
        value = int(text, 0)
        if value > 127:
            raise IsaError("format must be 0..127 (dfmt | nfmt << 4)")
        return value
    match = re.fullmatch(r"\[([^\]]*)\]", text)
    if not match:
        raise IsaError("format takes N or [BUF_DATA_FORMAT_…,BUF_NUM_FORMAT_…]")
    dfmt, nfmt = split(DEFAULT_FORMAT)
    seen = set()
    for part in (p.strip() for p in match.group(1).split(",")):   # (case matters: llvm-mc)
        kind, _, name = part.partition("_FORMAT_")
        table = {"BUF_DATA": _DFMT_BY_NAME, "BUF_NUM": _NFMT_BY_NAME}.get(kind)
        if table is None or name not in table or kind in seen:
            raise IsaError(f"unknown or repeated format '{part}' (BUF_DATA_FORMAT_32, "
                           "BUF_NUM_FORMAT_FLOAT, …)")
        seen.add(kind)
        if kind == "BUF_DATA":
            dfmt = table[name]
        else:
            nfmt = table[name]
    return dfmt | nfmt << 4


def format_text(value: int) -> str:
    """llvm-mc's spelling of a format field: the parts that are not the default, named."""
    dfmt, nfmt = split(value)
    default_dfmt, default_nfmt = split(DEFAULT_FORMAT)
    parts = ([f"BUF_DATA_FORMAT_{DATA_FORMATS[dfmt][0]}"] if dfmt != default_dfmt else []) + \
        ([f"BUF_NUM_FORMAT_{NUM_FORMATS[nfmt]}"] if nfmt != default_nfmt else [])
    return "[" + ",".join(parts) + "]"
