"""The memory instructions' words, as llvm-mc encodes them (isa/encoder.py's, for DS, FLAT,
GLOBAL, SCRATCH, MUBUF, MTBUF and gfx90a's MIMG): operands to fields by their kinds in the
record, modifiers (offsets, the cache policy by isa.records.CACHE_POLICY's names, an image's
mask and flags) to their bits.
"""

from __future__ import annotations

from . import encoding as E
from .operand_codes import source_code
from .registers import RegRange


def data_registers(inst):
    """The vector data registers (loaded into or stored from) and whether they are AGPRs."""
    regs = [o for k, o in zip(inst.spec.operands, inst.operands)
            if k.partition(":")[0] in ("mdst", "msrc", "gwsdata") and isinstance(o, RegRange)]
    return regs, any(r.file == "a" for r in regs)


def ds(inst, program):
    spec = inst.spec
    values = {"op": spec.opcode, "gds": int("gds" in inst.mods)}
    data = []
    for kind, operand in zip(spec.operands, inst.operands):
        base = kind.partition(":")[0]
        if base in ("dsaddr", "gwsdata"):   # (a GWS instruction's data: the ADDR field)
            values["addr"] = operand.first
        elif base == "mdst":
            values["vdst"] = operand.first
        elif base == "msrc":
            data.append(operand.first)
    for name, first in zip(("data0", "data1"), data):
        values[name] = first
    _, acc = data_registers(inst)
    values["acc"] = int(acc)
    mods = inst.mods
    if "offset0" in mods or "offset1" in mods:
        values.update(offset0=mods.get("offset0", 0), offset1=mods.get("offset1", 0))
    else:
        offset = mods.get("offset", 0)
        values.update(offset0=offset & 0xFF, offset1=offset >> 8 & 0xFF)
    return E.FORMATS["DS"].pack(values), None


def flat(inst, program):
    spec = inst.spec
    mods = inst.mods
    values = {"op": spec.opcode, "seg": E.SEGMENTS[spec.encoding],
              "offset": mods.get("offset", 0) & 0x1FFF,
              "sc0": int("sc0" in mods), "sc1": int("sc1" in mods), "nt": int("nt" in mods)}
    values["saddr"] = 0 if spec.encoding == "FLAT" else E.NO_SADDR
    for kind, operand in zip(spec.operands, inst.operands):
        base = kind.partition(":")[0]
        if base in ("faddr", "gaddr", "svaddr"):
            if isinstance(operand, RegRange):
                values["addr"] = operand.first
                if base == "svaddr" and spec.scratch_sve:
                    values["lds"] = 1   # (SVE: scratch takes a VGPR address)
        elif base in ("saddr", "ssaddr"):
            if isinstance(operand, RegRange):
                values["saddr"] = E.register_code(operand)
        elif base == "mdst":
            values["vdst"] = operand.first
        elif base == "msrc":
            values["data"] = operand.first
    if "lds" in mods:   # (gfx90a's LDS-direct load: the bit its SVE took on gfx942)
        values["lds"] = 1
    _, acc = data_registers(inst)
    values["acc"] = int(acc)
    return E.FORMATS["FLAT"].pack(values), None


def buffer(inst, program):
    spec = inst.spec
    mods = inst.mods
    fmt = E.FORMATS[spec.encoding]
    # (a cache write-back or invalidate takes nt and drops it: llvm-mc)
    values = {"op": spec.opcode, "offset": mods.get("offset", 0),
              "offen": int("offen" in mods), "idxen": int("idxen" in mods),
              "sc0": int("sc0" in mods), "sc1": int("sc1" in mods),
              "nt": int("nt" in mods and bool(spec.operands))}
    if spec.encoding == "MUBUF":   # (a load into LDS, buffer_store_lds_dword)
        values["lds"] = int("lds" in mods)
    if spec.encoding == "MTBUF":
        fmt_value = mods.get("format", 1)
        values.update(dfmt=fmt_value & 0xF, nfmt=fmt_value >> 4)
    for kind, operand in zip(spec.operands, inst.operands):
        base = kind.partition(":")[0]
        if base == "bvaddr" and isinstance(operand, RegRange):
            values["vaddr"] = operand.first
        elif base in ("mdst", "msrc"):
            values["vdata"] = operand.first
        elif base == "srsrc":   # (four registers' code quartered: ttmp[12:15] is 120 >> 2)
            values["srsrc"] = E.register_code(operand) >> 2
        elif base == "soff":
            values["soffset"] = source_code(operand, "b32")[0]
    _, acc = data_registers(inst)
    values["acc"] = int(acc)
    return fmt.pack(values), None


def mimg(inst, program):
    """gfx90a's image instructions (isa.encoding's MIMG word): the data, address, resource
    and sampler registers, the channel mask and the flags."""
    mods = inst.mods
    values = {"op": inst.spec.opcode, "dmask": mods.get("dmask", 0)}
    values.update((name, int(name in mods)) for name in ("unorm", "sc0", "nt", "sc1", "a16",
                                                          "lwe", "da", "d16"))
    for kind, operand in zip(inst.spec.operands, inst.operands):
        base = kind.partition(":")[0]
        if base in ("idata", "iatomic"):
            values.update(vdata=operand.first, acc=int(operand.file == "a"))
        elif base == "iaddr":
            values["vaddr"] = operand.first
        elif base == "srsrc":
            values["srsrc"] = E.register_code(operand) >> 2
        elif base == "ssamp":
            values["ssamp"] = E.register_code(operand) >> 2
    return E.FORMATS["MIMG"].pack(values), None


ENCODERS = {"DS": ds, "FLAT": flat, "MUBUF": buffer, "MTBUF": buffer, "MIMG": mimg}
