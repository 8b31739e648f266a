"""gfx942's memory instructions (isa.records): vector memory in its four address forms,
LDS, scalar memory, and the atomics of each.

Address operands by encoding: FLAT ``faddr`` (a VGPR pair); GLOBAL ``gaddr saddr`` (a VGPR
pair with ``off``, or a VGPR offset added to an SGPR pair); SCRATCH ``svaddr ssaddr`` (a
VGPR and an SGPR offset into each lane's private memory, either ``off``); MUBUF ``bvaddr
srsrc soff`` (index and offset VGPRs, the buffer resource, an SGPR or constant offset).
FLAT and GLOBAL atomics return the old value into a destination written first when ``sc0``
is set (their ``returning`` form); MUBUF ones into their data registers, SMEM ones (with
``glc``) into their data SGPRs.
"""

from __future__ import annotations

from dataclasses import replace

from ..records import OpSpec, ops

_LOAD_TAILS = {"dword": 1, "dwordx2": 2, "dwordx3": 3, "dwordx4": 4, "ubyte": 1, "sbyte": 1,
               "ushort": 1, "sshort": 1, "ubyte_d16": 1, "ubyte_d16_hi": 1, "sbyte_d16": 1,
               "sbyte_d16_hi": 1, "short_d16": 1, "short_d16_hi": 1}
_STORE_TAILS = {"dword": 1, "dwordx2": 2, "dwordx3": 3, "dwordx4": 4, "byte": 1, "short": 1,
                "byte_d16_hi": 1, "short_d16_hi": 1}
# (the address operands before and after the data of a store)
_ADDRESS = {"FLAT": ("faddr", ""), "GLOBAL": ("gaddr", "saddr"),
            "SCRATCH": ("svaddr", "ssaddr")}
_PREFIX = {"FLAT": "flat", "GLOBAL": "global", "SCRATCH": "scratch", "MUBUF": "buffer"}

# atomic: (data dwords, returned dwords) by name; the _x2 forms double both
_ATOMICS = {"swap": 1, "cmpswap": 2, "add": 1, "sub": 1, "smin": 1, "umin": 1, "smax": 1,
            "umax": 1, "and": 1, "or": 1, "xor": 1, "inc": 1, "dec": 1}
_FLOAT_ATOMICS = {"add_f32": (1, 1), "add_f64": (2, 2), "min_f64": (2, 2),
                  "max_f64": (2, 2), "pk_add_f16": (1, 1), "pk_add_bf16": (1, 1)}


def _atomic_names(encoding: str):
    """(mnemonic, op, data dwords, returned dwords) of one encoding's atomics."""
    prefix = _PREFIX[encoding]
    for name, data in _ATOMICS.items():
        yield f"{prefix}_atomic_{name}", name, data, 1
        yield f"{prefix}_atomic_{name}_x2", f"{name}_x2", 2 * data, 2
    for name, (data, back) in _FLOAT_ATOMICS.items():
        if not (encoding == "MUBUF" and name == "pk_add_bf16"):
            # (memory's f32 atomics flush denormals: ISA 10.3.1)
            yield (f"{prefix}_atomic_{name}", "add_f32_ftz" if name == "add_f32" else name,
                   data, back)


def _kinds(encoding: str, data: str) -> str:
    """The operand kinds of an access in LLVM's order: a load's destination (``mdst:N``)
    first, a store's or atomic's data (``msrc:N``) after the first address operand (MUBUF:
    first too)."""
    if encoding == "MUBUF":
        return f"{data} bvaddr srsrc soff"
    first, rest = _ADDRESS[encoding]
    pieces = [data, first, rest] if data.startswith("mdst") else [first, data, rest]
    return " ".join(p for p in pieces if p)


def _vector_memory(encoding: str) -> list[OpSpec]:
    prefix = _PREFIX[encoding]
    rows = []
    for tail, n in _LOAD_TAILS.items():
        rows += ops(encoding, _kinds(encoding, f"mdst:{n}"), f"{prefix}_load_{tail}")
    for tail, n in _STORE_TAILS.items():
        rows += ops(encoding, _kinds(encoding, f"msrc:{n}"), f"{prefix}_store_{tail}")
    if encoding in ("GLOBAL", "SCRATCH"):   # loads into LDS (M0 and the lane give where)
        rows += ops(encoding, " ".join(_ADDRESS[encoding]), " ".join(
            f"{prefix}_load_lds_{t}" for t in ("dword", "ubyte", "sbyte", "ushort", "sshort")),
            reads="m0")
    if encoding == "SCRATCH":
        return rows
    for mnemonic, op, data, back in _atomic_names(encoding):
        kinds = _kinds(encoding, f"msrc:{data}")
        # (the old value: FLAT/GLOBAL to a destination written first, MUBUF to the data)
        returning = "data" if encoding == "MUBUF" else f"mdst:{back} {kinds}"
        rows += ops(encoding, kinds, mnemonic, atomic=op, returning=returning)
    return rows


def _typed_buffer() -> list[OpSpec]:
    """buffer_load/store_format_* (the resource's format) and tbuffer_* (the instruction's
    ``format:``), x to xyzw components; the d16 forms move 16-bit halves, two per VGPR
    (d16_hi_x: the high half)."""
    rows = []
    for prefix, encoding, modifiers in (("buffer", "MUBUF", None), ("tbuffer", "MTBUF",
                                                                     {"format"})):
        tails = [(t, n, n) for n, t in enumerate(("x", "xy", "xyz", "xyzw"), 1)]
        tails += [(f"d16_{t}", n, (n + 1) // 2) for t, n, _ in tails]
        if prefix == "buffer":
            tails.append(("d16_hi_x", 1, 1))
        for tail, n, regs in tails:
            for data, verb in ((f"mdst:{regs}", "load"), (f"msrc:{regs}", "store")):
                rows += ops(encoding, f"{data} bvaddr srsrc soff",
                            f"{prefix}_{verb}_format_{tail}", modifiers=modifiers,
                            components=n)
    return rows


# LDS: the read-modify-write ops, with and without _rtn (the old value returned)
_DS_ONE = ("add_u32 sub_u32 rsub_u32 inc_u32 dec_u32 min_i32 max_i32 min_u32 max_u32 and_b32 "
           "or_b32 xor_b32 add_f32 min_f32 max_f32 pk_add_f16 pk_add_bf16").split()
_DS_TWO = "mskor_b32 cmpst_b32 cmpst_f32".split()


# (the generic operation each LDS name does: isa names of emulator/state/atomics.py)
_DS_GENERIC = {"add_u": "add", "sub_u": "sub", "rsub_u": "rsub", "inc_u": "inc",
               "dec_u": "dec", "min_i": "smin", "max_i": "smax", "min_u": "umin",
               "max_u": "umax", "and_b": "and", "or_b": "or", "xor_b": "xor", "mskor_b": "mskor",
               "cmpst_b": "cmpst"}


def _generic(name: str) -> str:
    stem, wide = name.rstrip("0123456789"), name.endswith("64")
    if stem in _DS_GENERIC:
        return _DS_GENERIC[stem] + ("_x2" if wide else "")
    return name            # add_f32, min_f64, cmpst_f32, pk_add_f16…: already generic


def _ds_atomics() -> list[OpSpec]:
    rows = []
    for name in _DS_ONE + [n.replace("32", "64") for n in _DS_ONE if "pk_" not in n]:
        n = 2 if name.endswith("64") else 1
        rows += ops("DS", f"dsaddr msrc:{n}", f"ds_{name}", atomic=_generic(name))
        rtn = name.replace("pk_add", "pk_add_rtn") if "pk_" in name else \
            name.replace("_", "_rtn_", 1)
        rows += ops("DS", f"mdst:{n} dsaddr msrc:{n}", f"ds_{rtn}", atomic=_generic(name))
    for name in _DS_TWO + [n.replace("32", "64") for n in _DS_TWO]:
        n = 2 if name.endswith("64") else 1
        rows += ops("DS", f"dsaddr msrc:{n} msrc:{n}", f"ds_{name}", atomic=_generic(name))
        rtn = name.replace("_", "_rtn_", 1)
        rows += ops("DS", f"mdst:{n} dsaddr msrc:{n} msrc:{n}", f"ds_{rtn}",
                    atomic=_generic(name))
    rows += ops("DS", "mdst:1 dsaddr msrc:1", "ds_wrxchg_rtn_b32", atomic="swap")
    rows += ops("DS", "mdst:2 dsaddr msrc:2", "ds_wrxchg_rtn_b64", atomic="swap_x2")
    rows += ops("DS", "mdst:1 dsaddr msrc:1 msrc:1", "ds_wrap_rtn_b32", atomic="wrap")
    rows += ops("DS", "mdst:2 dsaddr msrc:1 msrc:1", "ds_wrxchg2_rtn_b32 ds_wrxchg2st64_rtn_b32",
                modifiers={"offset0", "offset1"}, atomic="swap")
    rows += ops("DS", "mdst:4 dsaddr msrc:2 msrc:2", "ds_wrxchg2_rtn_b64 ds_wrxchg2st64_rtn_b64",
                modifiers={"offset0", "offset1"}, atomic="swap_x2")
    return rows


_SMEM_ATOMICS = [(f"{name}{x}", (2 if name == "cmpswap" else 1) * (2 if x else 1))
                 for name in _ATOMICS for x in ("", "_x2")]

_NO_GWS = "gfx942 has no global wave sync (GWS) resource for compute waves"
_SCALAR_SCRATCH = ("the address a scalar access to scratch takes (the wave's private "
                   "segment, unswizzled?) is not documented for gfx942")

MEMORY_OPS: tuple[OpSpec, ...] = tuple(
    _vector_memory("FLAT") + _vector_memory("GLOBAL") + _vector_memory("SCRATCH")
    + _vector_memory("MUBUF") + _typed_buffer()
    + ops("SMEM", "sbase soff", "s_dcache_discard s_dcache_discard_x2",
          summary="drop scalar cache lines: a timed no-op here (memory is coherent)")
    + ops("SMEM", "", "s_dcache_inv_vol s_dcache_wb_vol", summary="a timed no-op here")
    + ops("SMEM", "sdst:1 sbase soff", "s_load_dword")
    + ops("SMEM", "sdst:2 sbase soff", "s_load_dwordx2")
    + ops("SMEM", "sdst:4 sbase soff", "s_load_dwordx4")
    + ops("SMEM", "sdst:8 sbase soff", "s_load_dwordx8")
    + ops("SMEM", "sdst:16 sbase soff", "s_load_dwordx16")
    + ops("SMEM", "sdst:1 srsrc soff", "s_buffer_load_dword")
    + ops("SMEM", "sdst:2 srsrc soff", "s_buffer_load_dwordx2")
    + ops("SMEM", "sdst:4 srsrc soff", "s_buffer_load_dwordx4")
    + ops("SMEM", "sdst:8 srsrc soff", "s_buffer_load_dwordx8")
    + ops("SMEM", "sdst:16 srsrc soff", "s_buffer_load_dwordx16")
    + ops("SMEM", "sdata:1 sbase soff", "s_store_dword")
    + ops("SMEM", "sdata:2 sbase soff", "s_store_dwordx2")
    + ops("SMEM", "sdata:4 sbase soff", "s_store_dwordx4")
    # scalar loads and stores of the wave's private memory: llvm-mc takes them; the manual
    # names them (SMEM opcodes 5-7, 21-23) but says nothing of their address
    + [spec for n, tail in ((1, ""), (2, "x2"), (4, "x4")) for verb, data in
       (("load", "sdst"), ("store", "sdata"))
       for spec in ops("SMEM", f"{data}:{n} sbase soff", f"s_scratch_{verb}_dword{tail}",
                       unmodelled=_SCALAR_SCRATCH)]
    + ops("SMEM", "sdata:1 srsrc soff", "s_buffer_store_dword")
    + ops("SMEM", "sdata:2 srsrc soff", "s_buffer_store_dwordx2")
    + ops("SMEM", "sdata:4 srsrc soff", "s_buffer_store_dwordx4")
    + [spec for name, n in _SMEM_ATOMICS
       for spec in ops("SMEM", f"sdata:{n} sbase soff", f"s_atomic_{name}", atomic=name,
                       returning="data")
       + ops("SMEM", f"sdata:{n} srsrc soff", f"s_buffer_atomic_{name}", atomic=name,
             returning="data")]
    + ops("DS", "mdst:1 dsaddr", "ds_read_b32 ds_read_u8 ds_read_i8 ds_read_u16 ds_read_i16 "
          "ds_read_u8_d16 ds_read_u8_d16_hi ds_read_i8_d16 ds_read_i8_d16_hi ds_read_u16_d16 "
          "ds_read_u16_d16_hi")
    + ops("DS", "mdst:2 dsaddr", "ds_read_b64")
    + ops("DS", "mdst:3 dsaddr", "ds_read_b96")
    + ops("DS", "mdst:4 dsaddr", "ds_read_b128")
    + ops("DS", "dsaddr msrc:1", "ds_write_b32 ds_write_b8 ds_write_b16 ds_write_b8_d16_hi "
          "ds_write_b16_d16_hi")
    + ops("DS", "dsaddr msrc:2", "ds_write_b64")
    + ops("DS", "dsaddr msrc:3", "ds_write_b96")
    + ops("DS", "dsaddr msrc:4", "ds_write_b128")
    # two accesses at offset0 and offset1 elements (st64: 64 elements) from the address
    + ops("DS", "mdst:2 dsaddr", "ds_read2_b32 ds_read2st64_b32", modifiers={"offset0", "offset1"})
    + ops("DS", "mdst:4 dsaddr", "ds_read2_b64 ds_read2st64_b64", modifiers={"offset0", "offset1"})
    + ops("DS", "dsaddr msrc:1 msrc:1", "ds_write2_b32 ds_write2st64_b32",
          modifiers={"offset0", "offset1"})
    + ops("DS", "dsaddr msrc:2 msrc:2", "ds_write2_b64 ds_write2st64_b64",
          modifiers={"offset0", "offset1"})
    + ops("DS", "mdst:1", "ds_append ds_consume", summary="the LDS dword at offset += (−=) "
          "the active lanes' count; the old value to every active lane")
    + ops("DS", "mdst:1", "ds_read_addtid_b32", reads="m0",
          summary="a dword per lane from M0[15:0] + offset + 4 · lane")
    + ops("DS", "msrc:1", "ds_write_addtid_b32", reads="m0",
          summary="a dword per lane to M0[15:0] + offset + 4 · lane")
    + ops("DS", "mdst:2 dsaddr msrc:2", "ds_condxchg32_rtn_b64",
          summary="two dwords written where their bit 31 is set (cleared); the old ones back")
    # lane exchange through the LDS crossbar (no LDS memory touched)
    + ops("DS", "mdst:1 dsaddr msrc:1", "ds_bpermute_b32 ds_permute_b32",
          summary="bpermute: each lane reads lane addr/4's data; permute: writes to it")
    + _ds_atomics()
    # global wave sync: llvm-mc takes them (gds, an even data register); gfx942's compute
    # waves have no GWS resource to sync on
    + ops("DS", "gwsdata", "ds_gws_init ds_gws_sema_br ds_gws_barrier", modifiers={"gds"},
          unmodelled=_NO_GWS)
    + ops("DS", "", "ds_gws_sema_v ds_gws_sema_p ds_gws_sema_release_all",
          modifiers={"gds"}, unmodelled=_NO_GWS)
    + ops("MUBUF", "srsrc soff", "buffer_store_lds_dword", modifiers={"lds"},
          unmodelled="the LDS and memory addresses of this LDS-to-memory copy are not "
          "documented for gfx942")
)

# The buffer loads that take the lds bit (llvm-mc 19: these, not the multi-dword ones): that
# form loads into LDS (M0 and the lane give where), as global_load_lds_* do
_TO_LDS = ("buffer_load_dword buffer_load_ubyte buffer_load_sbyte buffer_load_ushort "
           "buffer_load_sshort buffer_load_format_x").split()


def with_lds_form(spec: OpSpec) -> OpSpec:
    """A buffer load's record with its ``lds`` form (the load into LDS it becomes)."""
    lds = replace(spec, operands=spec.operands[1:], modifiers=spec.modifiers | {"lds"},
                  reads=spec.reads + ("m0",), components=0, semantics="buffer_load_to_lds",
                  unmodelled=("the format conversion of a typed load into LDS is not "
                              "modelled" if spec.components else ""))
    return replace(spec, modifiers=spec.modifiers | {"lds"}, lds_form=lds)


MEMORY_OPS = tuple(with_lds_form(spec) if spec.mnemonic in _TO_LDS else spec
                   for spec in MEMORY_OPS)
