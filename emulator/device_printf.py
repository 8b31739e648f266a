"""Device ``printf``: the buffer a launch gives the kernel, and the text its records make.

clang lowers a HIP kernel's ``printf`` to buffered records (``-mprintf-kind=buffered``,
LLVM's ``AMDGPUEmitPrintf``): the kernel asks ``__printf_alloc(bytes)`` for room in the
buffer its ``hidden_printf_buffer`` argument points at, then stores one record:

* a control dword: bit 0 the stream (1: stderr), bit 1 set when the format is a constant,
  bits 2-31 the record's bytes;
* for a constant format, the low 64 bits of its MD5 hash, which the code object's
  ``amdhsa.printf`` metadata maps back to the text (``"0:0:<hash>,<format>"``); else the
  format itself, NUL-terminated, padded to 8 bytes;
* each argument in 8 bytes (integers zero-extended, floats widened to double), and each
  ``%s`` argument's characters in place, NUL-terminated, padded to 8 bytes.

The buffer (``__printf_alloc`` in emulator/hip/include/hip/hip_runtime.h, and ROCm's
device library, agree): dword 0 the bytes used, dword 1 the bytes it holds, records from
byte 8; a record that does not fit is dropped and that ``printf`` returns -1. Records come
in the order the waves allocated them, which is each wave's program order. The hostcall
form (``HOSTCALL_PRINTF``: printf's, and device-side assert's to stderr) leaves the same
records, each 512 bytes long.
"""

from __future__ import annotations

import re
import struct

import numpy as np

PRINTF_BUFFER_BYTES = 1 << 20   # (what the ROCm runtime gives a launch by default)
# clang's hostcall printf (``-mprintf-kind=hostcall``) calls __ockl_printf_begin, then
# __ockl_printf_append_string_n / _append_args per piece, and the bundled headers' device-side
# assert __ockl_fprintf_stderr_begin: the bundled headers define them to write the same
# records (a format in place) into the buffer hidden_hostcall_buffer names.
HOSTCALL_PRINTF = ("__ockl_printf_begin", "__ockl_fprintf_stderr_begin")
HEADER_BYTES = 8

# one conversion: flags, width, precision, length, conversion (C11 7.21.6.1)
_SPEC = re.compile(r"%([-+ #0]*)(\*|\d+)?(?:\.(\*|\d+)?)?(hh|h|ll|l|j|z|t|L)?"
                   r"([diouxXfFeEgGaAcspn%])")


def new_buffer(size: int = PRINTF_BUFFER_BYTES) -> np.ndarray:
    """An empty printf buffer of ``size`` bytes (its header set)."""
    buffer = np.zeros(size, dtype=np.uint8)
    buffer[4:8] = np.frombuffer(struct.pack("<I", size), dtype=np.uint8)
    return buffer


def formats(metadata: dict) -> dict[int, str]:
    """Format hash -> format text, from the ``amdhsa.printf`` metadata entries."""
    out = {}
    for entry in metadata.get("amdhsa.printf", []) or []:
        head, _, text = str(entry).partition(",")
        fields = head.split(":")
        try:
            out[int(fields[-1], 16)] = text
        except ValueError:
            continue
    return out


def decode(buffer: np.ndarray, known: dict[int, str]) -> tuple[str, str]:
    """(stdout, stderr): the text of every record in ``buffer``, in order."""
    raw = buffer.tobytes()
    used = min(struct.unpack_from("<I", raw, 0)[0], len(raw) - HEADER_BYTES)
    streams = ([], [])
    at, end = HEADER_BYTES, HEADER_BYTES + used
    while at + 4 <= end:
        control = struct.unpack_from("<I", raw, at)[0]
        size = control >> 2
        if size < 4 or at + size > end:
            break
        record = raw[at + 4:at + size]
        if control & 2:
            key = struct.unpack_from("<Q", record, 0)[0] if len(record) >= 8 else None
            text = known.get(key)
            body = record[8:]
            if text is None:
                streams[control & 1].append(f"<printf: format {key:#x} not in the "
                                            "metadata>\n")
                at += size
                continue
        else:
            text, body = _string(record, 0)
            body = record[_padded(len(text.encode("latin-1")) + 1):]
        streams[control & 1].append(render(text, body))
        at += size
    return "".join(streams[0]), "".join(streams[1])


def _padded(count: int) -> int:
    return -(-count // 8) * 8


def _string(data: bytes, at: int) -> tuple[str, int]:
    end = data.find(b"\0", at)
    end = len(data) if end < 0 else end
    return data[at:end].decode("latin-1"), end


def render(text: str, body: bytes) -> str:
    """``text`` formatted as C's printf does, its arguments read from ``body``."""
    out, at, pos = [], 0, 0

    def word() -> int:
        nonlocal at
        value = struct.unpack_from("<Q", body, at)[0] if at + 8 <= len(body) else 0
        at += 8
        return value

    for match in _SPEC.finditer(text):
        out.append(text[pos:match.start()])
        pos = match.end()
        flags, width, precision, length, conversion = match.groups()
        if conversion == "%":
            out.append("%")
            continue
        if width == "*":
            width = str(_signed(word(), 32))
        if precision == "*":
            precision = str(_signed(word(), 32))
        spec = "%" + flags + (width or "") + ("." + precision if precision is not None
                                               else "")
        if conversion == "s":
            string, end = _string(body, at)
            at += _padded(end - at + 1)
            out.append((spec + "s") % string)
        elif conversion in "di":
            out.append((spec + "d") % _signed(word(), _bits(length)))
        elif conversion in "ouxX":
            out.append((spec + conversion) % (word() & ((1 << _bits(length)) - 1)))
        elif conversion == "c":
            out.append((spec + "c") % chr(word() & 0xFF))
        elif conversion == "p":
            out.append((spec + "s") % hex(word()))
        elif conversion == "n":
            word()
        else:
            value = struct.unpack("<d", struct.pack("<Q", word()))[0]
            if conversion in "aA":
                shown = value.hex()
                out.append((spec + "s") % (shown.upper() if conversion == "A" else shown))
            else:
                out.append((spec + conversion) % value)
    out.append(text[pos:])
    return "".join(out)


def _bits(length: str | None) -> int:
    return {"hh": 8, "h": 16, "l": 64, "ll": 64, "j": 64, "z": 64, "t": 64}.get(length, 32)


def _signed(value: int, bits: int) -> int:
    value &= (1 << bits) - 1
    return value - (1 << bits) if value >> (bits - 1) else value


def collapsed(text: str) -> str:
    """Text with each run of equal lines as one (every lane's assert message: "… (×61)")."""
    out: list[list] = []
    for line in text.rstrip("\n").splitlines():
        if out and out[-1][0] == line:
            out[-1][1] += 1
        else:
            out.append([line, 1])
    return "\n".join(line + (f" (×{n})" if n > 1 else "") for line, n in out)
