"""Code objects: ELF files for a known target (gfx942, gfx90a: the one their e_flags name,
isa.targets) and clang's offload bundles of them, as programs.

What a build leaves — ``clang -c --no-gpu-bundle-output`` and ``hipcc --genco`` (a linked
shared object, ``.co``/``.hsaco``), ``llvm-mc -filetype=obj`` (a relocatable ``.o``),
``clang -c -x hip`` (an offload bundle), Triton's cache (``.hsaco``) — becomes an
``isa.Program`` that runs exactly as the assembly it was made from:

* **The image.** The allocated sections are laid out at their addresses (a relocatable
  object's one after another, each aligned), relocations applied as the loader would
  (``R_AMDGPU_ABS32_LO/HI``, ``ABS64``, ``REL32``, ``REL32_LO/HI``, ``REL64``,
  ``RELATIVE64``), and the whole image placed so that ``.text`` starts at
  ``isa.addresses.CODE_BASE``: the program's instructions are the text section decoded
  (isa.decoder), at their byte addresses, and ``Program.data`` is the image itself, mapped
  at ``data_base`` — code, read-only data, kernel descriptors, strings — so PC-relative
  references (``s_getpc_b64`` and ``sym@rel32``) reach what the linker meant.
* **Symbols.** Functions and kernels are labels at their instructions; a branch's target
  is the instruction its offset reaches; data symbols are ``Program.data_symbols``.
* **Kernels.** Each ``NAME.kd`` symbol's 64-byte kernel descriptor is read into the
  ``.amdhsa_*`` fields the assembler reads from ``.amdhsa_kernel`` blocks (the register
  counts as the descriptor's granules give them); the ``amdhsa.kernels`` metadata note
  (msgpack) becomes ``Program.metadata`` (YAML, as in assembly).
* **Lines.** ``.debug_line`` (compiled with ``-g``) gives each instruction its source line.
* **Bundles.** The ``hipv4-amdgcn-amd-amdhsa--<target>`` entry (any feature suffix) of an
  uncompressed ``__CLANG_OFFLOAD_BUNDLE__``.

A code object for another processor is refused naming it; so are truncated and corrupted
files, with what is wrong and where.
"""

from __future__ import annotations

import io
import posixpath
import struct
from pathlib import Path

from .addresses import CODE_BASE, CodeLayout
from .program import Label, Program, SourceText
from .assembler import _place, assemble
from .decoder import DecodeError, _decode_text, keep_literal
from .errors import IsaError
from .source_lines import SourceLine
from .targets import TARGETS, default_target, target_or_default

ELF_MAGIC = b"\x7fELF"
BUNDLE_MAGIC = b"__CLANG_OFFLOAD_BUNDLE__"
COMPRESSED_BUNDLE_MAGIC = b"CCOB"
EM_AMDGPU = 224
NT_AMDGPU_METADATA = 32
# EF_AMDGPU_MACH: the processor a code object is for (LLVM's AMDGPUUsage)
PROCESSORS = {0x2C: "gfx900", 0x2F: "gfx906", 0x30: "gfx908", 0x3F: "gfx90a", 0x40: "gfx940",
              0x4B: "gfx941", 0x4C: "gfx942", 0x4F: "gfx950", 0x33: "gfx1030", 0x41: "gfx1100"}
# relocation types (R_AMDGPU_*)
_ABS32_LO, _ABS32_HI, _ABS64, _REL32, _REL64, _ABS32, _REL32_LO, _REL32_HI, _RELATIVE64 = \
    1, 2, 3, 4, 5, 6, 10, 11, 13


class CodeObjectError(IsaError):
    """A file that is not a gfx942 code object, or one that cannot be read."""


def is_code_object(source) -> bool:
    """Whether ``source`` (bytes, or a path to a file) starts like an ELF file or an
    offload bundle."""
    if isinstance(source, (bytes, bytearray, memoryview)):
        head = bytes(source[:24])
    elif isinstance(source, (str, Path)) and "\n" not in str(source):
        try:
            with open(source, "rb") as f:
                head = f.read(24)
        except OSError:
            return False
    else:
        return False
    return head.startswith((ELF_MAGIC, BUNDLE_MAGIC, COMPRESSED_BUNDLE_MAGIC))


def load(source, *, target=None, name: str | None = None) -> Program:
    """The Program of a code object: ``source`` its bytes or a path (module docstring)."""
    if isinstance(source, (bytes, bytearray, memoryview)):
        data, name = bytes(source), name or "<code object>"
    else:
        try:
            data = Path(source).read_bytes()
        except OSError as exc:
            raise CodeObjectError(f"{source}: {exc.strerror or exc}") from None
        name = name or str(source)
    if data.startswith(COMPRESSED_BUNDLE_MAGIC):
        raise CodeObjectError(f"{name}: a compressed offload bundle: unbundle it first "
                              "(clang-offload-bundler --unbundle, or build without "
                              "--offload-compress)")
    if data.startswith(BUNDLE_MAGIC):
        data = unbundle(data, name, target)
    if not data.startswith(ELF_MAGIC):
        raise CodeObjectError(f"{name}: not an ELF file or an offload bundle")
    program = _Loader(data, name, target).program()
    program.code_object = data
    return program


def unbundle(data: bytes, name: str, target=None) -> bytes:
    """The code object of a clang offload bundle for ``target`` (None: for the default
    target if the bundle has one, else for the first known target it has: isa.targets)."""
    try:
        count = struct.unpack_from("<Q", data, len(BUNDLE_MAGIC))[0]
        at, entries = len(BUNDLE_MAGIC) + 8, []
        for _ in range(count):
            offset, size, length = struct.unpack_from("<QQQ", data, at)
            triple = data[at + 24:at + 24 + length].decode("ascii")
            entries.append((triple, offset, size))
            at += 24 + length
    except (struct.error, UnicodeDecodeError):
        raise CodeObjectError(f"{name}: a truncated or corrupted offload bundle") from None
    devices = {}   # processor: (triple, offset, size), in the bundle's order
    for triple, offset, size in entries:
        kind, _, rest = triple.partition("-")
        if kind.startswith("hip") and rest.startswith("amdgcn-amd-amdhsa-"):
            devices.setdefault(rest.split("--")[-1].split(":")[0], (triple, offset, size))
    wanted = [target_or_default(target).name] if target is not None else \
        list(dict.fromkeys([default_target().name, *TARGETS]))
    chosen = next((devices[p] for p in wanted if p in devices), None)
    if chosen is None:
        found = ", ".join(t for t, _, _ in entries if t.startswith("hip")) or "none"
        raise CodeObjectError(f"{name}: the offload bundle has no {' or '.join(wanted)} "
                              f"code object (device entries: {found})")
    triple, offset, size = chosen
    if offset + size > len(data):
        raise CodeObjectError(f"{name}: the bundle's {triple} entry runs past the end of "
                              "the file")
    return data[offset:offset + size]


# -- the kernel descriptor --------------------------------------------------------------------
_USER_SGPRS = ("private_segment_buffer", "dispatch_ptr", "queue_ptr", "kernarg_segment_ptr",
               "dispatch_id", "flat_scratch_init", "private_segment_size")


def descriptor_fields(raw: bytes) -> dict[str, int]:
    """The ``.amdhsa_*`` fields of a 64-byte kernel descriptor (AMDGPUUsage, "Kernel
    Descriptor"): sizes, register counts from the granules (VGPRs in 8s, SGPRs in 16s, less
    the 6 the hardware adds), the floating-point modes, the user and system SGPRs."""
    group, private, kernarg = struct.unpack_from("<III", raw, 0)
    rsrc3, rsrc1, rsrc2 = struct.unpack_from("<III", raw, 44)
    properties, preload = struct.unpack_from("<HH", raw, 56)

    def bits(word, low, width):
        return word >> low & ((1 << width) - 1)
    fields = {".amdhsa_group_segment_fixed_size": group,
              ".amdhsa_private_segment_fixed_size": private,
              ".amdhsa_kernarg_size": kernarg,
              ".amdhsa_next_free_vgpr": (bits(rsrc1, 0, 6) + 1) * 8,
              ".amdhsa_next_free_sgpr": max((bits(rsrc1, 6, 4) + 1) * 16 - 6, 0),
              ".amdhsa_float_round_mode_32": bits(rsrc1, 12, 2),
              ".amdhsa_float_round_mode_16_64": bits(rsrc1, 14, 2),
              ".amdhsa_float_denorm_mode_32": bits(rsrc1, 16, 2),
              ".amdhsa_float_denorm_mode_16_64": bits(rsrc1, 18, 2),
              ".amdhsa_dx10_clamp": bits(rsrc1, 21, 1),
              ".amdhsa_ieee_mode": bits(rsrc1, 23, 1),
              ".amdhsa_fp16_overflow": bits(rsrc1, 26, 1),
              ".amdhsa_enable_private_segment": bits(rsrc2, 0, 1),
              ".amdhsa_user_sgpr_count": bits(rsrc2, 1, 5),
              ".amdhsa_system_sgpr_workgroup_id_x": bits(rsrc2, 7, 1),
              ".amdhsa_system_sgpr_workgroup_id_y": bits(rsrc2, 8, 1),
              ".amdhsa_system_sgpr_workgroup_id_z": bits(rsrc2, 9, 1),
              ".amdhsa_system_sgpr_workgroup_info": bits(rsrc2, 10, 1),
              ".amdhsa_system_vgpr_workitem_id": bits(rsrc2, 11, 2),
              ".amdhsa_accum_offset": (bits(rsrc3, 0, 6) + 1) * 4,
              ".amdhsa_tg_split": bits(rsrc3, 16, 1),
              ".amdhsa_wavefront_size32": bits(properties, 10, 1),
              ".amdhsa_uses_dynamic_stack": bits(properties, 11, 1),
              ".amdhsa_user_sgpr_kernarg_preload_length": bits(preload, 0, 7),
              ".amdhsa_user_sgpr_kernarg_preload_offset": bits(preload, 7, 9)}
    for bit, user in enumerate(_USER_SGPRS):
        fields[f".amdhsa_user_sgpr_{user}"] = bits(properties, bit, 1)
    return fields


def entry_offset(raw: bytes) -> int:
    """``kernel_code_entry_byte_offset``: the kernel's code from its descriptor's address."""
    return struct.unpack_from("<q", raw, 16)[0]


# -- the loader ---------------------------------------------------------------------------------
class _Loader:
    def __init__(self, data: bytes, name: str, target) -> None:
        from elftools.common.exceptions import ELFError
        from elftools.elf.elffile import ELFFile

        self.data, self.name, self.target = data, name, target
        try:
            self.elf = ELFFile(io.BytesIO(data))
            self.sections = list(self.elf.iter_sections())
        except (ELFError, struct.error, ValueError) as exc:
            raise CodeObjectError(f"{name}: a truncated or corrupted ELF file ({exc})") \
                from None
        header = self.elf.header
        if header["e_machine"] != "EM_AMDGPU" and header["e_machine"] != EM_AMDGPU:
            raise CodeObjectError(f"{name}: an ELF file for {header['e_machine']}, not an "
                                  "AMDGPU code object")
        mach = header["e_flags"] & 0xFF
        processor = PROCESSORS.get(mach, f"EF_AMDGPU_MACH {mach:#x}")
        if target is None:   # (the target its e_flags name)
            target = TARGETS.get(processor)
            if target is None:
                raise CodeObjectError(f"{name}: a code object for {processor}; the emulator "
                                      f"runs {', '.join(sorted(TARGETS))} code")
        elif processor != target.name:
            raise CodeObjectError(f"{name}: a code object for {processor}, not for "
                                  f"{target.name}")
        self.target = target
        self.relocatable = header["e_type"] == "ET_REL"

    # (each allocated section's address in the image, before it is placed)
    def _addresses(self) -> dict[int, int]:
        out, cursor = {}, 0
        for index, section in enumerate(self.sections):
            if not section["sh_flags"] & 2:   # (SHF_ALLOC)
                continue
            if self.relocatable:
                align = max(section["sh_addralign"], 1)
                cursor += -cursor % align
                out[index] = cursor
                cursor += section["sh_size"]
            else:
                out[index] = section["sh_addr"]
        return out

    def program(self) -> Program:
        addresses = self._addresses()
        text_index = next((i for i, s in enumerate(self.sections) if s.name == ".text"), None)
        if text_index is None:
            raise CodeObjectError(f"{self.name}: no .text section")
        low = min(addresses.values())
        high = max(addresses[i] + self.sections[i]["sh_size"] for i in addresses)
        base = CODE_BASE - addresses[text_index]     # (the image's place: .text at CODE_BASE)
        image = bytearray(high - low)
        for index, at in addresses.items():
            section = self.sections[index]
            if section["sh_type"] != "SHT_NOBITS":
                raw = section.data()
                if len(raw) != section["sh_size"]:
                    raise CodeObjectError(f"{self.name}: section {section.name} is truncated")
                image[at - low:at - low + len(raw)] = raw
        symbols = self._symbols(addresses, base)
        self._relocate(image, addresses, low, base, symbols)
        text = self.sections[text_index]
        start = addresses[text_index] - low
        code = bytes(image[start:start + text["sh_size"]])
        return self._build(code, bytes(image), base + low, symbols, base, addresses[text_index])

    def _symbols(self, addresses, base) -> dict[str, tuple[int, str, int]]:
        """name -> (address once placed, type, size), for the symbols of allocated
        sections (and absolute ones)."""
        out = {}
        for section in self.sections:
            if section["sh_type"] not in ("SHT_SYMTAB", "SHT_DYNSYM"):
                continue
            for symbol in section.iter_symbols():
                index = symbol["st_shndx"]
                if not symbol.name or index in ("SHN_UNDEF", "SHN_COMMON"):
                    continue
                if index == "SHN_ABS":
                    value = symbol["st_value"]
                elif isinstance(index, int) and index in addresses:
                    value = base + symbol["st_value"] + (
                        addresses[index] if self.relocatable else 0)
                else:
                    continue
                out.setdefault(symbol.name, (value, symbol["st_info"]["type"],
                                             symbol["st_size"]))
        return out

    def _relocate(self, image, addresses, low, base, symbols) -> None:
        """Apply every relocation of an allocated section (a relocatable object's, and a
        shared object's dynamic ones)."""
        for section in self.sections:
            if section["sh_type"] not in ("SHT_RELA", "SHT_REL"):
                continue
            target_index = section["sh_info"]
            if self.relocatable and target_index not in addresses:
                continue   # (debug sections: not part of the image)
            table = self.sections[section["sh_link"]] if section["sh_link"] else None
            for rel in section.iter_relocations():
                kind = rel["r_info_type"]
                where = rel["r_offset"] + (addresses[target_index] if self.relocatable
                                           else 0)
                addend = rel["r_addend"] if "r_addend" in rel.entry else 0
                value = base if kind == _RELATIVE64 else 0   # (B + A)
                if rel["r_info_sym"] and table is not None:
                    symbol = table.get_symbol(rel["r_info_sym"])
                    if symbol.name in symbols:
                        value = symbols[symbol.name][0]
                    elif symbol["st_info"]["type"] == "STT_SECTION" and \
                            symbol["st_shndx"] in addresses:
                        value = base + addresses[symbol["st_shndx"]]
                    else:
                        raise CodeObjectError(f"{self.name}: relocation at {where:#x} needs "
                                              f"'{symbol.name}', which no section defines")
                self._apply(image, kind, where - low, value + addend, base + where)

    def _apply(self, image, kind, at, value, place) -> None:
        if not 0 <= at <= len(image) - 4:
            raise CodeObjectError(f"{self.name}: a relocation at {at:#x} lies outside the "
                                  "image")
        if kind in (_ABS64, _REL64, _RELATIVE64):
            result = value - place if kind == _REL64 else value
            struct.pack_into("<Q", image, at, result & (1 << 64) - 1)
            return
        result = {_ABS32_LO: value, _ABS32_HI: value >> 32, _ABS32: value,
                  _REL32: value - place, _REL32_LO: value - place,
                  _REL32_HI: (value - place) >> 32}.get(kind)
        if result is None:
            raise CodeObjectError(f"{self.name}: relocation type {kind} at {at:#x} is not "
                                  "supported")
        struct.pack_into("<I", image, at, result & 0xFFFFFFFF)

    def _build(self, code: bytes, image: bytes, image_base: int, symbols, base,
               text_address) -> Program:
        texts, offsets = [], []
        offset = 0
        while offset < len(code):
            try:
                text, size = _decode_text(code, offset, self.target)
            except DecodeError as exc:
                raise CodeObjectError(f"{self.name}: .text {exc}") from None
            texts.append(text)
            offsets.append(offset)
            offset += size
        listing = assemble("\n".join(texts) + "\n", f"{self.name} (disassembly)",
                           target=self.target)
        instructions = listing.instructions
        ends = offsets[1:] + [len(code)]
        for inst, start, end in zip(instructions, offsets, ends):
            keep_literal(inst, code, start, end - start)
        addresses = tuple(CODE_BASE + o for o in offsets) + (CODE_BASE + len(code),)
        layout = CodeLayout(addresses)
        by_address = {a: i for i, a in enumerate(addresses[:-1])}
        labels, descriptors, data_symbols = {}, {}, {}
        for symbol, (address, kind, size) in sorted(symbols.items(), key=lambda s: s[1][0]):
            if symbol.endswith(".kd") and kind == "STT_OBJECT" and size >= 64:
                raw = image[address - image_base:address - image_base + 64]
                entry = address + entry_offset(raw)
                if entry not in by_address:
                    raise CodeObjectError(f"{self.name}: kernel descriptor {symbol} points "
                                          f"at {entry - base:#x}, where no instruction starts")
                kernel = symbol[:-3]
                descriptors[kernel] = descriptor_fields(raw)
                labels.setdefault(kernel, by_address[entry])
            elif kind == "STT_FUNC" and address in by_address:
                labels[symbol] = by_address[address]
            elif 0 <= address - image_base < len(image):
                data_symbols[symbol] = address - image_base
        for inst in instructions:   # (branches: the instruction their offset reaches)
            if not any(isinstance(o, Label) for o in inst.operands):
                continue
            here = addresses[inst.index]
            ops = list(inst.operands)
            for position, operand in enumerate(ops):
                if isinstance(operand, Label):
                    offset = int(operand.name, 0) & 0xFFFF
                    target = here + 4 + 4 * (offset - 0x10000 if offset & 0x8000 else offset)
                    if target in by_address:
                        ops[position] = Label(operand.name, by_address[target], operand.column)
            inst.operands = tuple(ops)
        _place(instructions, {}, layout)
        files, runs = self._lines(addresses, text_address)
        return Program(instructions, labels, [], self.name,
                       SourceText(listing.filename, "\n".join(texts) + "\n"),
                       descriptors, self._metadata(), self.target, layout, image, image_base,
                       data_symbols, files, runs)

    def _metadata(self) -> str:
        """The ``amdhsa.kernels`` note as YAML (what assembly's .amdgpu_metadata holds)."""
        import msgpack
        import yaml

        for section in self.sections:
            if section["sh_type"] != "SHT_NOTE":
                continue
            for note in section.iter_notes():
                if note["n_name"] == "AMDGPU" and note["n_type"] in (
                        NT_AMDGPU_METADATA, "NT_AMDGPU_METADATA"):
                    raw = note["n_descdata"]
                    try:
                        value = msgpack.unpackb(bytes(raw) if not isinstance(raw, str)
                                                else raw.encode("latin-1"), raw=False,
                                                strict_map_key=False)
                    except (ValueError, msgpack.UnpackException) as exc:
                        raise CodeObjectError(f"{self.name}: the metadata note is not "
                                              f"msgpack ({exc})") from None
                    return yaml.safe_dump(value, sort_keys=False)
        return ""

    def _lines(self, addresses, text_address):
        """(files, runs) from .debug_line: each instruction's source line (isa.source_lines
        keeps them as runs). ``text_address``: where .text lies in the line table's
        addresses (a linked object's virtual addresses; a relocatable one's are
        relocated by pyelftools where it can, else there are no lines)."""
        try:
            if not self.elf.has_dwarf_info():
                return {}, ()
            dwarf = self.elf.get_dwarf_info()
            rows = []
            for unit in dwarf.iter_CUs():
                program = dwarf.line_program_for_CU(unit)
                if program is None:
                    continue
                names = _file_names(program)
                for entry in program.get_entries():
                    state = entry.state
                    if state is None or state.end_sequence:
                        continue
                    rows.append((state.address, names.get(state.file, "?"), state.line,
                                 state.column))
        except Exception:   # (pyelftools on a DWARF it cannot read: no lines, still runs)
            return {}, ()
        if not rows:
            return {}, ()
        rows.sort(key=lambda r: r[0])
        files = {i: f for i, f in enumerate(sorted({r[1] for r in rows}))}
        runs, at, current = [], 0, None
        for index, address in enumerate(addresses[:-1]):
            offset = address - CODE_BASE + text_address
            while at < len(rows) and rows[at][0] <= offset:
                current = SourceLine(rows[at][1], rows[at][2], rows[at][3])
                at += 1
            if not runs or runs[-1][1] != current:
                runs.append((index, current))
        return files, tuple(runs)


def _file_names(program) -> dict[int, str]:
    """The line program's file table: index -> path (DWARF 5 counts from 0)."""
    header = program.header
    dirs = [d.decode() if isinstance(d, bytes) else d for d in
            (header.get("include_directory") or [])]
    out = {}
    version = header["version"]
    for number, entry in enumerate(header.get("file_entry") or [],
                                   start=0 if version >= 5 else 1):
        name = entry.name.decode() if isinstance(entry.name, bytes) else entry.name
        index = entry.dir_index
        folder = dirs[index] if version >= 5 and index < len(dirs) else (
            dirs[index - 1] if 0 < index <= len(dirs) else "")
        out[number] = posixpath.normpath(name if name.startswith("/") or not folder
                                         else f"{folder}/{name}")
    return out
