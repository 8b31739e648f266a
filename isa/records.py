"""The scalar, vector and control instructions around MFMA: one declarative table.

Each record names the instruction's encoding family and its operands in LLVM order. Operand
kinds (the type after ``:`` says how a float constant is encoded and how wide the value is):

* ``vdst`` / ``vdst64`` / ``vdst128``: an archVGPR (or pair, or four); ``adst``: an
  accVGPR; ``asrc``: an accVGPR; ``vsrc128``: four archVGPRs read.
* ``src:T``: a VALU source — VGPR, SGPR, special register, inline constant or literal.
  ``vsrc:T``: a VGPR only.
* ``sdst`` / ``sdst64``: SGPR(s) or a special register; ``ssrc:T``: scalar source;
  ``sreg:T``: a scalar register read (no constant: SOPK's register field).
* ``maskd`` / ``mask``: a 64-bit lane mask (``vcc`` or an SGPR pair) written (compares,
  carry out) / read (``v_cndmask_b32``, carry in). ``simm16``: a 16-bit immediate
  (``uimm16``: one written unsigned, 0..0xffff).
* ``label``: a branch target; ``imm16``: a small immediate (``s_nop``); ``waitcnt``;
  ``endpgm``: s_endpgm's optional 16-bit code (0 when left out, and then not printed).
* memory: ``mdst:N`` / ``msrc:N`` N dwords of v or a registers loaded / stored; ``gaddr`` the
  global address (a VGPR pair with ``saddr`` = ``off``, else one VGPR added to the SGPR pair
  ``saddr``); ``dsaddr`` an LDS address VGPR; ``gwsdata`` a GWS instruction's even VGPR or
  AGPR (in the ADDR field); ``sbase`` an SGPR pair, ``soff`` an SGPR or a byte offset,
  ``sdst:N`` N SGPRs (or TTMPs or special registers of that size).

Besides its operands, a record states what the tools would otherwise learn from the mnemonic:
the registers it reads and writes implicitly (``reads`` / ``writes``: ``scc``, ``vcc``,
``exec``, ``m0``; vector and vector-memory instructions read ``exec`` unless they say
otherwise), its ``unit`` (the pipe or timing class, :class:`Unit`), the encodings it may be
written in (``forms``: the ``_e32`` / ``_e64`` / ``_sdwa`` suffixes), the modifiers it takes,
whether it also reads its destination (``reads_dst``), whether ``vcc`` may be left out of its
short form (``optional_vcc``), and, for memory, the bytes per lane and sign extension. Effects,
the cycle accountant's classes, the estimate's branches and the assembler's checks derive
from these fields; semantics live in ``emulator/execution/ops``; a target's rows (gfx942:
``isa/gfx942/ops.py``) are built with :func:`ops`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

if TYPE_CHECKING:   # (a record names its conversion's type; isa.conversions imports none)
    from .conversions import Conversion


class Unit(str, Enum):
    """Where an instruction issues, as the accountant times it (spec/TIMING.md)."""

    SALU = "salu"          # scalar ALU
    VALU = "valu"          # vector ALU
    TRANS = "trans"        # transcendental VALU (quarter rate)
    VMEM = "vmem"          # global and buffer memory (vmcnt)
    SMEM = "smem"          # scalar memory (lgkmcnt)
    LDS = "lds"            # local data share (lgkmcnt)
    BRANCH = "branch"      # SOPP jumps
    NOP = "nop"            # s_nop: SIMM16[3:0] + 1 idle cycles
    WAITCNT = "waitcnt"    # s_waitcnt: holds issue until the counters drop
    BARRIER = "barrier"    # s_barrier: waits for the workgroup
    END = "end"            # s_endpgm


SDWA_MODIFIERS = frozenset(("dst_sel", "dst_unused", "src0_sel", "src1_sel"))
_VOP_FORMS = {"VOP1": ("e32", "e64", "sdwa"), "VOP2": ("e32", "e64", "sdwa"),
              "VOPC": ("e32", "e64", "sdwa"), "VOP3": ("e64",), "VOP3P": ("e64",)}
# The cache-policy bits of a vector memory instruction, by gfx942's names (CDNA3 ISA 9.1.10:
# SC0, NT, SC1, in the order llvm-mc prints them); gfx90a names the same bits GLC, SLC, SCC
# (CDNA2 ISA: the same positions of the FLAT, MUBUF and MTBUF words). Records, the encoder
# and the emulator use these names; a record's ``policy_names`` spells them in text.
CACHE_POLICY = ("sc0", "nt", "sc1")

_UNITS = {"SOP1": Unit.SALU, "SOP2": Unit.SALU, "SOPK": Unit.SALU, "SOPC": Unit.SALU,
          "GLOBAL": Unit.VMEM, "FLAT": Unit.VMEM, "SCRATCH": Unit.VMEM, "MUBUF": Unit.VMEM,
          "MTBUF": Unit.VMEM, "MIMG": Unit.VMEM, "SMEM": Unit.SMEM, "DS": Unit.LDS}


@dataclass(frozen=True, slots=True)
class OpSpec:
    mnemonic: str
    encoding: str            # VOP1 VOP2 VOPC VOP3 VOP3P SOP1 SOP2 SOPK SOPC SOPP GLOBAL…
    operands: tuple[str, ...]
    float_mods: bool = False  # neg/abs source modifiers (float VALU ops)
    summary: str = ""
    unit: Unit = Unit.VALU
    reads: tuple[str, ...] = ()     # implicit register reads (exec included where read)
    writes: tuple[str, ...] = ()    # implicit register writes
    forms: tuple[str, ...] = ()     # the encoding suffixes it may be written with
    modifiers: frozenset = frozenset()   # non-memory modifiers it takes
    reads_dst: bool = False         # the destination is also a source (v_fmac_f32…)
    optional_vcc: bool = False      # vcc may be left out of the _e32 form
    width: int = 0                  # memory: bytes per lane (SMEM: in all)
    signed: bool = False            # memory: a sub-dword load sign-extends
    format: str = ""                # a conversion's narrow element format (isa.formats)
    hazard_consumer: str = ""       # a wait-state role it consumes as (isa.hazards), if any
    reads_pc: bool = False          # it needs its own address (s_getpc, calls: isa.addresses)
    d16: str = ""                   # memory: "lo" / "hi": the 16-bit half of the VGPR used
    atomic: str = ""                # memory: the read-modify-write it does (state.atomics)
    returning: "OpSpec | None" = None   # an atomic's form that returns the old value
    named_e32: bool = False         # llvm-mc writes "_e32" though it is the only form
    relative: str = ""              # "src" / "dst": that SGPR operand is M0-relative
    components: int = 0             # typed buffer access: the format components moved
    unmodelled: str = ""            # why running it stops the run (it still assembles)
    packed: bool = False            # its 16-bit sources are two halves (a constant: a dword,
    # isa.special_operands.Src.packed_bits)
    inexact: str = ""               # why its result may differ from MI300's (the fidelity
    #                                 report: emulator/fidelity.py); "" for bit-exact ones
    opcode: int = -1                # its opcode in its encoding (isa.encoding; a target's
    #                                 table: isa/gfx942/opcodes.py)
    crosses_lanes: bool = False     # a lane's result depends on other lanes or on its lane
    #                                 number (v_readlane, v_mbcnt…: never run many waves wide)
    wave_state: bool = False        # scalar: reads or writes state beyond the registers it
    #                                 names (MODE, hardware registers, VGPR indexing, traps)
    ignores_denormal_mode: bool = False   # a float VALU op that MODE's denormal bits do not
    #                                 affect (moves, selects, class tests, fp8 packing)
    jumps: str = ""                 # a direct branch (its label): "always", or "if_set" /
    #                                 "if_clear" — when the register it reads (SCC, VCC,
    #                                 EXEC) is nonzero / zero; the interpreter's and the
    #                                 compiled blocks' conditions both read it
    lanes: str = ""                 # its lane function, a composition of the lane vocabulary
    #                                 (emulator/execution/ops/lane_words.py), sources {0}…:
    #                                 the interpreter's binder and the compiled blocks' code
    #                                 are both generated from it
    lane_mask: str = ""             # with ``lanes``: the bit (0 or 1) each active lane writes
    #                                 to its mask destination, the second operand (inactive
    #                                 lanes' 0), a composition of the same sources, those
    #                                 after the mask (V_DIV_SCALE_F32's VCC)
    exact: str = ""                 # an integer result defined exactly (int64): a composition
    #                                 of the widening vocabulary (zx32({0}) + zx32({1})…),
    #                                 wrapped to the destination, or under clamp saturated
    exact_type: str = ""            # ... to the range of this type (u32 i32 u16 i16)
    scalar: str = ""                # a scalar ALU instruction's result, an expression of its
    #                                 sources {0}, {1} and {scc} (gfx942/definitions.py):
    #                                 the interpreter's and the compiled blocks' code
    scalar_scc: str = ""            # ... and its SCC: "" kept, "nz" result != 0, or one
    scalar_exec: str = ""           # ... and the EXEC it writes ({exec}: the one it read)
    lds_form: "OpSpec | None" = None    # a buffer load's form with the ``lds`` bit: no VGPR
    #                                 data, the lanes' values go to LDS at M0 (ISA 10.3)
    op_sel_form: "OpSpec | None" = None   # the form a line with op_sel / op_sel_hi other
    #                                 than the default takes (gfx90a's VOP3P dot products:
    #                                 assembled as llvm-mc does, it stops the run)
    output_mods: frozenset = frozenset()   # the output modifiers llvm-mc takes beyond
    #                                 ``modifiers``' own: "clamp"/"omod" in the _e64 form,
    #                                 "sdwa_clamp"/"sdwa_omod" in the SDWA form
    #                                 (gfx942/output_modifiers.py); what they do: ``result``
    result: str = ""                # the float type clamp and omod act on ("f16", "f32",
    #                                 "f64"; each dword of a vdst64 pair, each half of a
    #                                 packed f16 pair: "2f32", "2f16"), "" when the result is
    #                                 no float (a mask, an integer already in range: clamp
    #                                 leaves it as it is), "overflows" for integer arithmetic
    #                                 that may (clamp's saturation there: not modelled)
    op_sel16: str = ""              # VOP3 op_sel on 16-bit data (CDNA3 ISA, VOP3A OPSEL):
    #                                 "src": a source bit picks the high half of that 16-bit
    #                                 source (a 32-bit result: the destination bit is only
    #                                 encoded); "src dst": and the destination bit writes the
    #                                 16-bit result to vdst's high half, the low half kept
    lane: str = ""                  # a lane-access instruction's lane, an expression of the
    #                                 scalar vocabulary over its sources {0}, {1} (operand
    #                                 order after the destination; a VGPR source is none)
    #                                 and {exec}: with an SGPR destination it reads that lane
    #                                 of its VGPR source, with a VGPR destination it writes
    #                                 its scalar source {0} there, whatever EXEC says
    condition: str = ""             # a VOPC compare's condition (isa/conditions.py HOLDS)
    compared: str = ""              # and the type it compares (f16 … u64)
    semantics: str = ""             # the name its semantics are registered under
    #                                 (emulator/execution/ops); "" for its mnemonic. A derived
    #                                 target names another to change what one instruction
    #                                 does, and keeps the rest (isa.Target.derive)
    policy_names: tuple[str, str, str] = ()   # a vector memory instruction's spelling of
    #                                 the cache-policy bits CACHE_POLICY names, in the order
    #                                 llvm-mc prints them (gfx90a: glc slc scc); () for those
    #                                 names themselves
    hardware_registers: tuple = ()  # s_getreg/s_setreg: the (id, name) pairs of the hardware
    #                                 registers llvm-mc names on its target; () for gfx942's
    #                                 (isa.special_operands.HW_REGS)
    scratch_sve: bool = True        # SCRATCH: a VGPR address sets the SVE bit and may stand
    #                                 beside an SGPR one (gfx940+); without (gfx90a) the
    #                                 address is one VGPR or one SGPR, the VGPR's used when
    #                                 saddr is off
    odd_tuples: bool = False        # its data registers may start at an odd VGPR (CDNA4
    #                                 §11.4: ds_read_b96_tr_b6), where other tuples are even
    conversion: "Conversion | None" = None   # what a format conversion converts, where its
    #                                 elements sit (isa.conversions): its binder's facts

    def policy_spelling(self, name: str) -> str:
        """How this record writes the cache-policy bit ``name`` (one of CACHE_POLICY)."""
        if self.policy_names and name in CACHE_POLICY:
            return self.policy_names[CACHE_POLICY.index(name)]
        return name

    def policy_bit(self, word: str) -> str | None:
        """The CACHE_POLICY bit a modifier ``word`` written on this record names; None
        when it names none here (gfx90a's ``sc0``, gfx942's ``glc`` on a vector access)."""
        names = self.policy_names or CACHE_POLICY
        return CACHE_POLICY[names.index(word)] if word in names else None

    @property
    def lds_in_syntax(self) -> bool:
        """``lds`` is part of the instruction's own syntax, written before its cache policy
        (buffer_store_lds_dword), not a buffer load's trailing bit (llvm-mc's orders)."""
        return ("lds" in self.modifiers and self.encoding == "MUBUF"
                and "bvaddr" not in self.operands)

    @property
    def semantics_name(self) -> str:
        """The name its semantics are registered under: ``semantics``, else its mnemonic."""
        return self.semantics or self.mnemonic

    @property
    def carries(self) -> bool:
        """An exact result whose carry goes to its second operand, a lane mask: per active
        lane, whether the result lies outside ``exact_type``'s range (v_add_co_u32's carry
        out, v_sub_co_u32's borrow)."""
        return bool(self.exact) and len(self.operands) > 1 and self.operands[1] == "maskd"

    @property
    def is_vector(self) -> bool:
        return self.encoding.startswith("VOP")

    @property
    def has_64bit_operand(self) -> bool:
        """Whether an operand is 64-bit (gfx90a+ "DP ALU" DPP: row_newbcast only)."""
        return any(k.endswith(("64", "f64", "b64")) for k in self.operands)

    @property
    def is_branch(self) -> bool:
        return self.unit is Unit.BRANCH

    @property
    def is_memory(self) -> bool:
        return self.unit in (Unit.VMEM, Unit.SMEM, Unit.LDS)

    @property
    def ends_straight_line(self) -> bool:
        """Whether the next instruction need not be the one after it (a jump, the end, a
        workgroup barrier)."""
        return self.unit in (Unit.BRANCH, Unit.END, Unit.BARRIER)

    @property
    def terminates_block(self) -> bool:
        """A jump or the end: a straight-line block (a compiled one) ends with it."""
        return self.unit in (Unit.BRANCH, Unit.END)

    @property
    def vector_branch(self) -> bool:
        """A branch on VCC or EXEC (lane state, not a scalar condition)."""
        return self.unit is Unit.BRANCH and any(r in ("vcc", "exec") for r in self.reads)


# The ranges of the types an exact result saturates to under clamp (OpSpec.exact_type).
EXACT_RANGES = {"u32": (0, (1 << 32) - 1), "i32": (-(1 << 31), (1 << 31) - 1),
                "u16": (0, (1 << 16) - 1), "i16": (-(1 << 15), (1 << 15) - 1)}


# The registers an operand of a kind names, where the kind fixes them (``mdst:N`` and the
# like say N; a global address is one VGPR or two, by its saddr): the assembler's checks
# and the decoder's operands.
# VGPR tuples of a fixed size a VALU operand names, by its bits: vdst128 / vsrc128 four
# archVGPRs written / read, and gfx950's scaled conversions' 6, 16 and 32 (192 bits of fp6…)
VECTOR_TUPLES = {f"{role}{32 * n}": n for role in ("vdst", "vsrc") for n in (4, 6, 16, 32)}
REGISTER_COUNTS = {**VECTOR_TUPLES, "vdst": 1, "vdst64": 2, "adst": 1, "asrc": 1,
                   "sdst": 1, "sdst64": 2, "maskd": 2, "mask": 2, "sbase": 2, "srsrc": 4,
                   "faddr": 2, "svaddr": 1, "ssaddr": 1, "dsaddr": 1, "saddr": 2, "soff": 1,
                   "gwsdata": 1, "ssamp": 4}


def image_data_count(kind: str, dmask: int, d16: bool) -> int:
    """The registers an image instruction's data (its operand ``kind``) takes: one a
    channel the mask enables — one with none, but for an atomic's (``iatomic``) — two 16-bit
    channels a register with d16 (llvm-mc 19's rules for gfx90a)."""
    channels = bin(dmask & 0xF).count("1")
    channels = channels if kind == "iatomic" else max(1, channels)
    return (channels + 1) // 2 if d16 else channels


# Bytes per lane by the mnemonic's last part, for sub-dword accesses (else 4 per dword).
_SUB_DWORD = {"ubyte": 1, "sbyte": 1, "ushort": 2, "sshort": 2, "byte": 1, "short": 2,
              "u8": 1, "i8": 1, "u16": 2, "i16": 2, "b8": 1, "b16": 2}
_SIGNED_PARTS = {"sbyte", "sshort", "i8", "i16"}


def _width(mnemonic: str, operands: tuple) -> int:
    sub = [_SUB_DWORD[p] for p in mnemonic.split("_")[1:] if p in _SUB_DWORD]
    if sub:
        return sub[-1]
    for kind in operands:
        base, _, count = kind.partition(":")
        if base in ("mdst", "msrc", "sdst", "sdata") and count:
            return 4 * int(count)
    # (no data register: a load into LDS, global_load_lds_dword[x3|x4], by its name)
    last = mnemonic.rsplit("_", 1)[-1]
    if last.startswith("dword"):
        return 4 * int(last[6:] or 1)
    return 0


_MEMORY_UNITS = (Unit.VMEM, Unit.SMEM, Unit.LDS)
# an atomic whose data registers also receive the old value (MUBUF with sc0, SMEM with glc)
_DATA_RETURNED = {"msrc": "mdst", "sdata": "sdst"}


def ops(encoding, operands, mnemonics, float_mods=False, summary="", *, unit=None,
         reads="", writes="", forms=None, modifiers=None, reads_dst=False,
         optional_vcc=None, exec_read=True, format="", hazard_consumer="",
         reads_pc=False, atomic="", returning="", named_e32=False, relative="",
         components=0, unmodelled="", packed=False, inexact="", jumps=""):
    """Records for each of ``mnemonics`` (space-separated), sharing every other field; the
    defaults follow the encoding: vector and vector-memory instructions read EXEC, VOP1/VOP2
    ones with an SDWA form take SDWA selects, VOPC may leave out its vcc."""
    kinds = tuple(operands.split())
    unit = unit or _UNITS.get(encoding) or (Unit.BRANCH if "label" in kinds else Unit.VALU)
    implicit = tuple(reads.split())
    if exec_read and (encoding.startswith("VOP") or encoding in ("GLOBAL", "FLAT", "SCRATCH", "MUBUF",
                                                             "MTBUF", "DS")):
        implicit += ("exec",)
    # (llvm-mc takes an "_e32" spelling of every non-vector encoding too)
    forms = tuple(forms.split()) if forms is not None else _VOP_FORMS.get(encoding, ("e32",))
    if forms == _VOP_FORMS.get(encoding) and encoding in ("VOP1", "VOP2"):
        forms += ("dpp",)   # (with a 64-bit operand: "DP ALU" DPP, row_newbcast only)
    if modifiers is None:   # (a compare's SDWA form selects its sources: no destination)
        modifiers = (SDWA_MODIFIERS if encoding in ("VOP1", "VOP2") else
                     frozenset(("src0_sel", "src1_sel")) if encoding == "VOPC" else
                     frozenset()) if "sdwa" in forms else frozenset()
    if optional_vcc is None:
        optional_vcc = encoding == "VOPC"
    def record(m, kinds, back=None, reads_dst=reads_dst):
        memory = unit in _MEMORY_UNITS
        parts = m.split("_")
        d16 = ("hi" if "hi" in parts else "lo") if memory and "d16" in parts else ""
        return OpSpec(m, encoding, kinds, float_mods, summary, unit, implicit,
                      tuple(writes.split()), forms, frozenset(modifiers), reads_dst,
                      optional_vcc, _width(m, kinds) if memory else 0,
                      memory and bool(_SIGNED_PARTS & set(parts)), format, hazard_consumer,
                      reads_pc, d16, atomic, back, named_e32, relative, components,
                      unmodelled, packed, inexact, jumps=jumps)

    out = []
    for m in mnemonics.split():
        back = None
        if returning:   # (the form with sc0 / glc set: more operands, or data also written)
            back_kinds = (tuple(returning.split()) if returning != "data" else
                          tuple(_DATA_RETURNED.get(k.partition(":")[0], k.partition(":")[0])
                                + k[k.find(":"):] if ":" in k else k for k in kinds))
            back = record(m, back_kinds, reads_dst=returning == "data" or reads_dst)
        out.append(record(m, kinds, back))
    return out
