"""A decoded memory instruction's fields as the text llvm-objdump 19 prints (DS, FLAT /
GLOBAL / SCRATCH, MUBUF / MTBUF, MIMG): its data and address registers, offsets, the
record's cache-policy spelling and the lds / gds bits (isa.decoded_text holds the other
formats' writers and the shared operand helpers)."""

from __future__ import annotations

from . import encoding as E
from .buffer_formats import format_text
from .decoded_text import _flags, _registers, _scalar_field, _source
from .records import CACHE_POLICY, image_data_count
from .swizzles import swizzle_text


def _memory_data(spec, kind: str, index: int, acc: int) -> str:
    base, _, count = kind.partition(":")
    return _registers("a" if acc else "v", index, int(count or 1))


def ds_text(spec, fields, literal, address) -> str:
    parts, data = [], iter(("data0", "data1"))
    for kind in spec.operands:
        base = kind.partition(":")[0]
        if base == "dsaddr":
            parts.append(f"v{fields['addr']}")
        elif base == "gwsdata":
            parts.append(_registers("a" if fields["acc"] else "v", fields["addr"], 1))
        elif base == "mdst":
            parts.append(_memory_data(spec, kind, fields["vdst"], fields["acc"]))
        elif base == "msrc":
            parts.append(_memory_data(spec, kind, fields[next(data)], fields["acc"]))
    text = spec.mnemonic + (" " + ", ".join(parts) if parts else "")
    if "offset0" in spec.modifiers:
        text += "".join(f" {n}:{fields[n]}" for n in ("offset0", "offset1") if fields[n])
    else:
        offset = fields["offset0"] | fields["offset1"] << 8
        if offset:
            text += " offset:" + (swizzle_text(offset) if "swizzle" in spec.modifiers
                                  else str(offset))
    return text + (" gds" if fields["gds"] else "")


def flat_text(spec, fields, literal, address) -> str:
    parts = []
    saddr_off = fields["saddr"] == E.NO_SADDR
    for kind in spec.operands:
        base = kind.partition(":")[0]
        if base == "faddr":
            parts.append(_registers("v", fields["addr"], 2))
        elif base == "gaddr":
            parts.append(_registers("v", fields["addr"], 2 if saddr_off else 1))
        elif base == "svaddr":
            used = fields["lds"] if spec.scratch_sve else saddr_off
            parts.append(f"v{fields['addr']}" if used else "off")
        elif base in ("saddr", "ssaddr"):
            parts.append("off" if saddr_off else _scalar_field(fields["saddr"],
                                                               2 if base == "saddr" else 1))
        elif base == "mdst":
            parts.append(_memory_data(spec, kind, fields["vdst"], fields["acc"]))
        elif base == "msrc":
            parts.append(_memory_data(spec, kind, fields["data"], fields["acc"]))
    text = spec.mnemonic + (" " + ", ".join(parts) if parts else "")
    offset = fields["offset"]
    if spec.encoding != "FLAT" and offset & 0x1000:
        offset -= 0x2000
    if offset:
        text += f" offset:{offset}"
    # (gfx90a's LDS-direct load: lds after the cache policy, as llvm-mc writes it)
    lds = "lds" if "lds" in spec.modifiers and fields["lds"] and not spec.scratch_sve else ""
    return text + _flags(*_policy(spec, fields), lds)


def buffer_text(spec, fields, literal, address) -> str:
    parts = []
    for kind in spec.operands:
        base = kind.partition(":")[0]
        if base == "bvaddr":
            count = 2 if fields["idxen"] and fields["offen"] else 1
            parts.append(_registers("v", fields["vaddr"], count)
                         if fields["idxen"] or fields["offen"] else "off")
        elif base in ("mdst", "msrc"):
            parts.append(_memory_data(spec, kind, fields["vdata"], fields["acc"]))
        elif base == "srsrc":
            parts.append(_scalar_field(fields["srsrc"] << 2, 4))
        elif base == "soff":
            parts.append(_source(fields["soffset"], "b32", None))
    text = spec.mnemonic + (" " + ", ".join(parts) if parts else "")
    if spec.encoding == "MTBUF":
        value = fields["dfmt"] | fields["nfmt"] << 4
        if value != 1:
            text += f" format:{format_text(value)}"
    text += _flags("idxen" if fields["idxen"] else "", "offen" if fields["offen"] else "")
    if fields["offset"]:
        text += f" offset:{fields['offset']}"
    lds = "lds" if fields.get("lds", 0) else ""   # (MUBUF; where the record has no form for
    #                    it, its text refuses it: llvm-mc's decoder finds no instruction)
    policy = _policy(spec, fields)
    if spec.lds_in_syntax:   # (buffer_store_lds_dword: lds, then the policy)
        return text + _flags(lds, *policy)
    return text + _flags(*policy, lds)


def mimg_text(spec, fields, literal, address) -> str:
    """An image instruction as llvm-mc 19 prints gfx90a's: the data's registers from the
    mask, the address as its first register (the word does not say how many)."""
    parts = []
    for kind in spec.operands:
        base = kind.partition(":")[0]
        if base in ("idata", "iatomic"):
            parts.append(_registers("a" if fields["acc"] else "v", fields["vdata"], max(
                1, image_data_count(base, fields["dmask"], fields["d16"]))))
        elif base == "iaddr":
            parts.append(f"v{fields['vaddr']}")
        elif base in ("srsrc", "ssamp"):
            parts.append(_scalar_field(fields[base] << 2, 8 if base == "srsrc" else 4))
    text = spec.mnemonic + " " + ", ".join(parts)
    if fields["dmask"]:
        text += f" dmask:{fields['dmask']:#x}"
    flags = ["unorm" if fields["unorm"] else "", *_policy(spec, fields),
             *(name for name in ("a16", "lwe", "da", "d16") if fields[name])]
    return text + _flags(*flags)


def _policy(spec, fields) -> list[str]:
    """The cache-policy bits set, as the record spells them, in llvm-mc's order."""
    return [spec.policy_spelling(n) for n in CACHE_POLICY if fields[n]]
