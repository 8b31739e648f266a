"""Register names in LLVM AMDGPU syntax: ``v5``, ``v[4:7]``, ``a[0:15]``, ``s[0:1]``, ``vcc``…

A name parses to a :class:`RegRange` (file, first register, count). The limits are those of a
gfx942 wave: 256 archVGPRs, 256 accVGPRs, 106 SGPRs. Tuples of two or more VGPRs/AGPRs must
start at an even register ("vgpr tuples must be 64 bit aligned", llvm-mc -mcpu=gfx942); SGPR
pairs start even and wider SGPR tuples at a multiple of 4.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from .errors import ArgumentError, RegisterError

NUM_VGPRS = 256
NUM_AGPRS = 256
NUM_SGPRS = 106
NUM_TTMPS = 16

VECTOR_FILES = ("v", "a")
SCALAR_FILES = ("s", "ttmp")   # (trap temporaries: SGPRs a trap handler owns)
FILE_SIZES = {"v": NUM_VGPRS, "a": NUM_AGPRS, "s": NUM_SGPRS, "ttmp": NUM_TTMPS}
FILE_NAMES = {"v": "archVGPR", "a": "accVGPR", "s": "SGPR", "ttmp": "trap temporary"}
# Special registers: name -> (width in bits, which half of a 64-bit register or None).
SPECIAL = {
    "vcc": 64, "exec": 64, "vcc_lo": 32, "vcc_hi": 32, "exec_lo": 32, "exec_hi": 32,
    "m0": 32, "scc": 1,
    # FLAT_SCRATCH and XNACK_MASK: SGPR pairs s[102:103] and s[104:105] (their storage)
    "flat_scratch": 64, "flat_scratch_lo": 32, "flat_scratch_hi": 32,
    "xnack_mask": 64, "xnack_mask_lo": 32, "xnack_mask_hi": 32,
    # read-only sources: vccz/execz are 1 when VCC/EXEC are 0; the rest are constants
    "src_vccz": 1, "src_execz": 1, "src_shared_base": 32, "src_shared_limit": 32,
    "src_private_base": 32, "src_private_limit": 32, "src_pops_exiting_wave_id": 32,
}
# The values the emulator gives the constant sources: the high halves of the LDS and
# scratch apertures as ROCm sets them up on gfx9 (flat addresses 0x1000000000000 and
# 0x2000000000000), and no POPS wave.
CONSTANT_SOURCES = {"src_shared_base": 0x10000, "src_shared_limit": 0x1FFFF,
                    "src_private_base": 0x20000, "src_private_limit": 0x2FFFF,
                    "src_pops_exiting_wave_id": 0}
READ_ONLY = frozenset(("scc", "src_vccz", "src_execz", *CONSTANT_SOURCES))


def constant_source(name: str, bits: int = 32) -> int:
    """The value a ``bits``-wide read of a constant source gives: an aperture's 32-bit
    value is the high dword of its flat addresses, so a 64-bit read puts it there (LLVM
    reads ``s_mov_b64 s[0:1], src_private_base`` and takes s1 as the aperture's high
    word); other sources read the same at either width."""
    value = CONSTANT_SOURCES[name]
    return value << 32 if bits == 64 and name.endswith(("_base", "_limit")) else value
SGPR_ALIASES = {"flat_scratch": 102, "xnack_mask": 104}   # first SGPR of each pair
# The special registers that hold scalar data (LLVM's SReg_32 and SReg_64 classes,
# SIRegisterInfo.td): an instruction that takes an SGPR or an SGPR pair takes these too,
# except where its class leaves some out (isa.operand_parsing: SMEM data never M0 or EXEC).
SCALAR_STORAGE = frozenset(("vcc", "vcc_lo", "vcc_hi", "exec", "exec_lo", "exec_hi",
                            "flat_scratch", "flat_scratch_lo", "flat_scratch_hi",
                            "xnack_mask", "xnack_mask_lo", "xnack_mask_hi", "m0"))
AVAILABLE_SGPRS = 102   # s102..s105 hold FLAT_SCRATCH and XNACK_MASK on gfx942

_TUPLE = re.compile(r"^([vas]|ttmp|acc)\[(\d+)(?::(\d+))?\]$")
_SINGLE = re.compile(r"^([vas]|ttmp|acc)(\d+)$")
_FILE_ALIASES = {"acc": "a"}   # (llvm-mc takes acc5, acc[0:3] for the AGPRs; prints a)


@dataclass(frozen=True, slots=True)
class RegRange:
    """``count`` consecutive registers of ``file`` ('v', 'a', 's' or a special name)."""

    file: str
    first: int = 0
    count: int = 1

    @property
    def last(self) -> int:
        return self.first + self.count - 1

    @property
    def is_vector(self) -> bool:
        return self.file in VECTOR_FILES

    @property
    def is_special(self) -> bool:
        return self.file in SPECIAL

    def overlaps(self, other: "RegRange") -> bool:
        return (self.file == other.file and self.first <= other.last
                and other.first <= self.last)

    def __str__(self) -> str:
        if self.is_special:
            return self.file
        if self.count == 1:
            return f"{self.file}{self.first}"
        return f"{self.file}[{self.first}:{self.last}]"


def scalar_dwords(reg: "RegRange") -> int | None:
    """The dwords of scalar storage ``reg`` names (an SGPR or TTMP tuple, or a special
    register of SCALAR_STORAGE: vcc is 2, vcc_lo 1); None for any other register."""
    if reg.file in SCALAR_FILES:
        return reg.count
    if reg.file in SCALAR_STORAGE:
        return SPECIAL[reg.file] // 32
    return None


def make_range(file: str, first: int, count: int = 1, aligned: bool = True) -> RegRange:
    """A checked :class:`RegRange`: in range and (unless ``aligned`` is False: the few
    instructions whose guide says so) aligned as gfx942 requires."""
    if file in SPECIAL:
        return RegRange(file, 0, 1)
    if file not in FILE_SIZES:
        raise RegisterError(f"unknown register file '{file}'")
    size = FILE_SIZES[file]
    if count < 1:
        raise RegisterError(f"empty register tuple {file}[{first}:{first + count - 1}]")
    reg = RegRange(file, first, count)
    if first < 0 or first + count > size:
        raise RegisterError(
            f"register {reg} is out of range: {FILE_NAMES[file]}s are {file}0..{file}{size - 1}")
    if count >= 2 and aligned:
        align = 2 if (file in VECTOR_FILES or count == 2) else 4
        if first % align:
            what = ("vgpr tuples must be 64 bit aligned" if file in VECTOR_FILES
                    else f"SGPR tuples of {count} must start at a multiple of {align}")
            raise RegisterError(f"invalid register alignment {reg}: {what}")
    return reg


def parse_register(text: str, aligned: bool = True) -> RegRange:
    """Parse one register operand; raises RegisterError with the reason. Equal names give
    the same (immutable) object: a program holds each register once, not once per use.
    ``aligned=False`` lets a VGPR tuple start at an odd register (make_range)."""
    if not isinstance(text, str):
        raise ArgumentError(f"a register must be a name like 'v0', 'v[0:3]' or 's4', or an "
                            f"isa.RegRange, not {type(text).__name__} {text!r}"[:200])
    return _parse_register(text, aligned)


@functools.lru_cache(maxsize=1 << 14)
def _parse_register(text: str, aligned: bool = True) -> RegRange:
    name = text.strip().lower().replace(" ", "")
    if name == "src_scc":   # (the source spelling of scc)
        name = "scc"
    if re.search(r"[0-9]{7}", name):   # (beyond every file; and int() of 5,000 digits fails)
        raise RegisterError(f"register '{text[:40]}' is out of range")
    if name in SPECIAL:
        return RegRange(name, 0, 1)
    match = _TUPLE.match(name)
    if match:
        file, lo, hi = match.group(1), int(match.group(2)), match.group(3)
        file = _FILE_ALIASES.get(file, file)
        hi = lo if hi is None else int(hi)
        if hi < lo:
            raise RegisterError(f"invalid register tuple '{text}': last register below first")
        return make_range(file, lo, hi - lo + 1, aligned)
    match = _SINGLE.match(name)
    if match:
        return make_range(_FILE_ALIASES.get(match.group(1), match.group(1)),
                          int(match.group(2)), 1)
    raise RegisterError(f"'{text}' is not a register name (expected e.g. v5, v[0:3], a[0:15], "
                        "s[0:1], vcc, exec, m0, scc)")


def as_range(reg: "str | RegRange") -> RegRange:
    """Accept a register name or an already parsed range."""
    return reg if isinstance(reg, RegRange) else parse_register(reg)


# -- register ids ------------------------------------------------------------------------
# One flat numbering of a wave's 32-bit registers, for dependence tracking (the timing's
# last-writer tables): the VGPRs, the AGPRs, the SGPRs (FLAT_SCRATCH and XNACK_MASK are
# s102..s105), VCC, EXEC, M0, SCC, the constant sources (one id), the trap temporaries.
# It spans the encodings' register space (NUM_VGPRS, NUM_AGPRS, NUM_SGPRS), so every
# target's register files fit in it (isa.Target checks its own counts against these).
_S = NUM_VGPRS + NUM_AGPRS
_SPECIALS = _S + 188   # (after the SGPRs, with room to spare)
_ID_BASE = {"v": 0, "a": NUM_VGPRS, "s": _S,
            "flat_scratch": _S + SGPR_ALIASES["flat_scratch"],
            "xnack_mask": _S + SGPR_ALIASES["xnack_mask"],
            "vcc": _SPECIALS, "exec": _SPECIALS + 2, "m0": _SPECIALS + 4,
            "scc": _SPECIALS + 5, "ttmp": _SPECIALS + 7}
_ID_BASE.update({"vcc_lo": _ID_BASE["vcc"], "vcc_hi": _ID_BASE["vcc"] + 1,
                 "exec_lo": _ID_BASE["exec"], "exec_hi": _ID_BASE["exec"] + 1,
                 "src_vccz": _ID_BASE["vcc"], "src_execz": _ID_BASE["exec"],
                 "flat_scratch_lo": _ID_BASE["flat_scratch"],
                 "flat_scratch_hi": _ID_BASE["flat_scratch"] + 1,
                 "xnack_mask_lo": _ID_BASE["xnack_mask"],
                 "xnack_mask_hi": _ID_BASE["xnack_mask"] + 1})
_CONSTANT_ID = _SPECIALS + 6
NUM_REGISTER_IDS = _ID_BASE["ttmp"] + NUM_TTMPS


@functools.lru_cache(maxsize=1 << 14)
def register_span(reg: RegRange) -> tuple[int, int]:
    """The ids [lo, hi) of the 32-bit registers a range covers (VCC, EXEC, FLAT_SCRATCH and
    XNACK_MASK are two each)."""
    base = _ID_BASE.get(reg.file, _CONSTANT_ID)
    if reg.file in ("vcc", "exec", "flat_scratch", "xnack_mask"):
        return (base, base + 2)
    if reg.is_special:
        return (base, base + 1)
    return (base + reg.first, base + reg.first + reg.count)
