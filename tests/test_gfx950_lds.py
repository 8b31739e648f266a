"""gfx950's transposing LDS reads (``ds_read_b64_tr_b4/b8/b16``, ``ds_read_b96_tr_b6``):
llvm-mc 22's bytes and verdicts, the exchange against a slow reference written from the
guide's description (16 lanes read rows of a matrix, each receives a column), and Triton's
gfx950 matmul — whose LDS layouts assume that exchange — equal to the chain of MFMAs."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

import emulator
import isa
from emulator.state.local_memory import Lds
from isa.assembler import assemble
from tests.helpers import assert_llvm_mc_pair

GFX950 = isa.target_named("gfx950")


@pytest.mark.parametrize("line, code", [
    # (llvm-mc 22 -mcpu=gfx950 -show-encoding)
    ("ds_read_b64_tr_b4 v[0:1], v2 offset:8", "0800c0d902000000"),
    ("ds_read_b96_tr_b6 v[1:3], v2", "0000c2d902000001"),
    ("ds_read_b96_tr_b6 a[3:5], v2 offset:4", "0400c2db02000003"),
    ("ds_read_b64_tr_b8 v[2:3], v2", "0000c4d902000002"),
    ("ds_read_b64_tr_b16 a[2:3], v2 offset:65535", "ffffc6db02000002"),
])
def test_llvm_mc_22s_bytes_and_text(line, code):
    assert_llvm_mc_pair(line, code, GFX950)


@pytest.mark.parametrize("line", [
    "ds_read_b64_tr_b16 v[1:2], v2",        # (64-bit data: an even VGPR)
    "ds_read_b96_tr_b6 v[1:2], v2",         # (three registers)
    "ds_read_b64_tr_b16 v[2:3], v2 gds",
])
def test_what_llvm_mc_22_refuses_is_refused(line):
    with pytest.raises(isa.IsaError):
        assemble(line + "\n", target=GFX950)
    with pytest.raises(isa.IsaError):   # (and no other target knows them)
        assemble(line.replace("v[1:2]", "v[2:3]").replace(" gds", "") + "\n",
                 target=isa.target_named("gfx942"))


def _fields(data: np.ndarray, bits: int) -> list[list[int]]:
    """Each lane's bytes as its elements of ``bits`` bits, low first (Python ints)."""
    out = []
    for lane in data:
        value = int.from_bytes(bytes(lane), "little")
        out.append([value >> (bits * e) & ((1 << bits) - 1)
                    for e in range(8 * len(lane) // bits)])
    return out


@pytest.mark.parametrize("mnemonic, bits, registers", [
    ("ds_read_b64_tr_b16", 16, 2), ("ds_read_b64_tr_b8", 8, 2), ("ds_read_b64_tr_b4", 4, 2),
    ("ds_read_b96_tr_b6", 6, 3)])
def test_each_group_of_16_lanes_receives_the_columns_of_what_it_read(mnemonic, bits,
                                                                       registers):
    """Slow reference: the 16 lanes of a group read 16·n elements (n a lane), which, in
    reading order, are the n rows of 16 of a matrix; lane t receives its column t, row by
    row (b16: lanes 0-3 read row 0, and lane t receives element t of every row)."""
    rng = np.random.default_rng(bits)
    width = 4 * registers
    lds = Lds(64 * 1024)
    data = rng.integers(0, 256, (64, width), dtype=np.uint8)
    # (lanes read 16-byte slots in reverse order: the exchange follows lanes, not addresses)
    where = (np.arange(64)[::-1] * 16 + 4096).astype(np.uint32)
    lds.store(where.astype(np.int64), data, np.ones(64, bool))
    wave = emulator.Wavefront(target=GFX950)
    wave.lds = lds
    wave.v[10] = where - 16
    dst = "v[1:3]" if registers == 3 else "v[2:3]"
    wave.run(assemble(f"{mnemonic} {dst}, v10 offset:16\ns_endpgm\n", target=GFX950))
    first = 1 if registers == 3 else 2
    got = emulator.execution.ops.memory.words_to_bytes(wave.v[first:first + registers],
                                                        width)
    n = 8 * width // bits
    read, received = _fields(data, bits), _fields(got, bits)
    for group in range(4):
        # the group's elements in reading order: 16 elements a row of the matrix
        flat = [x for lane in range(16) for x in read[16 * group + lane]]
        rows = [flat[16 * r:16 * r + 16] for r in range(n)]
        for t in range(16):
            assert received[16 * group + t] == [rows[e][t] for e in range(n)], (group, t)


def test_every_lane_must_be_on():
    wave = emulator.Wavefront(target=GFX950)
    wave.lds = Lds(4096)
    wave.exec = (1 << 64) - 2
    with pytest.raises(isa.IsaError, match="1 lanes off in EXEC"):
        wave.run(assemble("ds_read_b64_tr_b16 v[2:3], v0\ns_endpgm\n", target=GFX950))


@pytest.mark.parametrize("dtype, instruction", [
    (np.float16, "v_mfma_f32_32x32x16_f16"),           # (ds_read_b64_tr_b16)
    (ml_dtypes.bfloat16, "v_mfma_f32_32x32x16_bf16"),
    (ml_dtypes.float8_e4m3fn, "v_mfma_f32_32x32x16_fp8_fp8"),   # (ds_read_b64_tr_b8)
    (np.int8, "v_mfma_i32_32x32x32_i8"),
], ids=["f16", "bf16", "fp8", "i8"])
def test_tritons_gfx950_matmul_equals_the_mfma_chain(dtype, instruction):
    pytest.importorskip("triton")
    import emulator.triton as et
    from tests import triton_tutorial as tt
    rng = np.random.default_rng(5)
    m = n = k = 64
    if dtype is np.int8:
        a, b = (rng.integers(-128, 128, s).astype(np.int8) for s in ((m, k), (k, n)))
        c, acc = np.zeros((m, n), np.int32), np.int32
    else:
        a, b = (rng.standard_normal(s).astype(dtype) for s in ((m, k), (k, n)))
        c, acc = np.zeros((m, n), np.float32), np.float32
    result = et.launch(tt.matmul_kernel, (2, 2), a, b, c, None, m, n, k, k, n, n,
                       BLOCK_M=32, BLOCK_N=32, BLOCK_K=32, PRECISION="ieee", RELU=False,
                       target="gfx950")
    assert result.mfma == (instruction,)
    assert "ds_read_b64_tr_b" in result.assembly.read_text()
    depth = GFX950.lookup_matrix(instruction).k
    expected = np.zeros((m, n), acc)
    for i in range(0, m, 32):
        for j in range(0, n, 32):
            tile = np.zeros((32, 32), acc)
            for kk in range(0, k, depth):
                tile = emulator.mfma(instruction, a[i:i + 32, kk:kk + depth],
                                     b[kk:kk + depth, j:j + 32], tile, target=GFX950)
            expected[i:i + 32, j:j + 32] = tile
    assert np.array_equal(c.view(np.uint32), expected.view(np.uint32))
