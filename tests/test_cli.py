"""``wfemu list / info / layout``: formats, content, and one-line errors."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys

import pytest

import isa
from emulator.tools.cli import main

from .helpers import ROOT


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_list_table(capsys):
    code, out, _ = run(capsys, "list")
    assert code == 0
    for r in isa.MATRIX_INSTRUCTIONS:
        assert r.mnemonic in out
    assert "16x16x8" in out and "xdl" in out


def test_list_the_other_instructions(capsys):
    _, out, _ = run(capsys, "list", "--kind", "ops", "--format", "json")
    rows = {r["mnemonic"]: r for r in json.loads(out)}
    assert set(rows) == {op.mnemonic for op in isa.GFX942.ops}
    assert rows["s_addc_u32"]["reads"] == "scc" and rows["s_addc_u32"]["writes"] == "scc"
    assert rows["v_cmpx_lt_f32"]["writes"] == "exec" and rows["v_rcp_f32"]["unit"] == "trans"
    # (the definition a record holds of its semantics: what the interpreter and blocks run)
    assert rows["v_lshl_add_u32"]["definition"] == "lanes: add32(shl32({0}, {1}), {2})"
    assert rows["v_mad_i32_i24"]["definition"] == \
        "exact: sx24({0}) * sx24({1}) + sx32({2}) (clamp: i32)"
    assert rows["v_cmp_nge_f32"]["definition"] == "condition: nge of f32"
    assert rows["v_subb_co_u32"]["definition"] == \
        "exact: zx32({0}) - zx32({1}) - {2} (clamp: u32; carry out: outside u32)"
    assert rows["v_cndmask_b32"]["definition"] == "lanes: select({2}, {1}, {0})"
    assert rows["s_addc_u32"]["definition"] == \
        "scalar: D = ({0} + {1} + {scc}) & MASK32; SCC = {0} + {1} + {scc} > MASK32"
    assert rows["s_cmp_lt_i32"]["definition"] == "scalar: SCC = sx32({0}) < sx32({1})"
    assert rows["s_getpc_b64"]["definition"] == ""
    _, out, _ = run(capsys, "list", "--encoding", "sopk", "--format", "csv")
    names = [r["mnemonic"] for r in csv.DictReader(io.StringIO(out))]
    assert "s_cmpk_lt_u32" in names and all(rows[n]["encoding"] == "SOPK" for n in names)
    code, _, err = run(capsys, "list", "--encoding", "vop9")
    assert code == 3 and "no instruction has the encoding 'vop9'" in err and "SOPK" in err
    # (--type: an operand of that type, or a conversion's narrow format)
    _, out, _ = run(capsys, "list", "--kind", "ops", "--type", "fp8", "--format", "csv")
    names = {r["mnemonic"] for r in csv.DictReader(io.StringIO(out))}
    assert names == {op.mnemonic for op in isa.GFX942.ops if op.format == "fp8"
                     or any(k.endswith(":fp8") for k in op.operands)}
    assert "v_cvt_f32_fp8" in names and "v_mov_b32" not in names
    code, _, err = run(capsys, "list", "--kind", "ops", "--type", "nope")
    assert code == 3 and "no instruction has an operand of type 'nope'" in err


def test_list_json_and_csv(capsys):
    _, out, _ = run(capsys, "list", "--format", "json")
    rows = json.loads(out)
    assert len(rows) == 46
    row = next(x for x in rows if x["mnemonic"] == "v_mfma_f32_32x32x4_2b_f16")
    assert row["blocks"] == 2 and row["cycles"] == 64 and row["valu_coexec_cycles"] == 60
    _, out, _ = run(capsys, "list", "--format", "csv", "--kind", "smfmac")
    rows = list(csv.DictReader(io.StringIO(out)))
    assert len(rows) == 14 and all(r["kind"] == "smfmac" for r in rows)
    _, out, _ = run(capsys, "list", "--format", "json", "--type", "f64")
    assert [r["mnemonic"] for r in json.loads(out)] == [
        "v_mfma_f64_16x16x4_f64", "v_mfma_f64_4x4x4_4b_f64"]


def test_info(capsys):
    code, out, _ = run(capsys, "info", "__builtin_amdgcn_mfma_f32_32x32x4bf16_1k",
                       "--format", "json")
    info = json.loads(out)
    assert code == 0 and info["mnemonic"] == "v_mfma_f32_32x32x4_2b_bf16"
    assert "v_mfma_f32_32x32x4bf16" in info["aliases"]
    assert info["flops_per_cu_per_cycle"] == 1024.0 and info["flops_per_simd_per_cycle"] == 256.0
    assert info["signature"].startswith("v32float __builtin_amdgcn_mfma_f32_32x32x4bf16_1k(")
    assert "0..1" in info["modifiers"]["cbsz"]
    code, out, _ = run(capsys, "info", "v_mfma_f64_4x4x4f64")
    assert code == 0 and "negate" in out and "even register" in out
    code, out, _ = run(capsys, "info", "v_accvgpr_read", "--format", "json")
    assert json.loads(out)["opcode"] == "0x58"


def test_layout_matrix_view(capsys):
    code, out, _ = run(capsys, "layout", "v_mfma_f32_16x16x8_xf32", "-m", "A")
    assert code == 0
    line = next(ln for ln in out.splitlines() if ln.strip().startswith("0 "))
    assert "v0{0}" in line and "v1{0}" in line and "v0{16}" in line


def test_layout_register_view_json(capsys):
    _, out, _ = run(capsys, "layout", "v_mfma_f32_32x32x8_f16", "-m", "b", "--view",
                    "register", "--format", "json")
    data = json.loads(out)
    assert len(data["fields"]) == 64 * 4
    first = data["fields"][0]
    assert first["register"] == "v0.[15:0]" and first["elements"] == [
        {"k": 0, "j": 0, "block": 0}]


def test_layout_broadcast_shows_every_reader(capsys):
    _, out, _ = run(capsys, "layout", "v_mfma_f32_4x4x1_16b_f32", "-m", "A", "--cbsz", "4",
                    "--abid", "3", "--view", "register", "--format", "json")
    fields = {(f["lane"], f["reg"]): f["elements"] for f in json.loads(out)["fields"]}
    assert len(fields[(12, 0)]) == 16  # block 3's lane 12 feeds all 16 blocks
    assert fields[(0, 0)] == []


def test_layout_csv_with_base(capsys):
    _, out, _ = run(capsys, "layout", "v_mfma_f64_16x16x4_f64", "-m", "D", "--format", "csv",
                    "--base", "a[8:15]")
    rows = list(csv.DictReader(io.StringIO(out)))
    assert len(rows) == 256
    r = next(x for x in rows if x["i"] == "5" and x["j"] == "2")
    assert r["lane"] == "18" and r["register"] == "a[10:11]"


@pytest.mark.parametrize("argv,message", [
    (["info", "v_mfma_i32_32x32x8i8"], "removed in CDNA3"),
    (["layout", "v_mfma_f32_32x32x8_f16", "-m", "A", "--cbsz", "1"], "CBSZ and ABID must be 0"),
    (["layout", "v_mfma_f32_32x32x8_f16", "-m", "B", "--blgp", "2"], "BLGP must be 0"),
    (["layout", "v_mfma_f32_32x32x8_f16", "-m", "C", "--base", "a1"], "aligned"),
    (["layout", "v_smfmac_f32_16x16x32_f16", "-m", "A", "--abid", "4"], "one of 4 index sets"),
    (["layout", "v_mfma_f32_32x32x8_f16", "-m", "K"], "no index operand K"),
    (["list", "--type", "f8"], "no instruction"),
])
def test_errors_are_one_line(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 3 and out == ""   # bad input (README: exit codes)
    assert err.count("\n") == 1 and err.startswith("wfemu: error:") and message in err


def test_console_script_runs_without_traceback():
    out = subprocess.run([sys.executable, "-m", "emulator.tools.cli", "info", "nonsense"],
                         capture_output=True, text=True)
    assert out.returncode == 3 and "Traceback" not in out.stderr
    assert "unknown instruction 'nonsense'" in out.stderr


# AMD's published MI300X peaks (TFLOPS; TOPS for i8): (type, sparse) -> figure.
MI300X_PEAKS = {("f64", False): 163.4, ("f32", False): 163.4, ("xf32", False): 653.7,
                ("f16", False): 1307.4, ("f16", True): 2614.9, ("bf16", False): 1307.4,
                ("bf16", True): 2614.9, ("fp8", False): 2614.9, ("fp8", True): 5229.8,
                ("i8", False): 2614.9, ("i8", True): 5229.8}


def test_per_cu_figures_are_the_calculators():
    """The calculator's FLOPs per CU per cycle: 4 matrix cores x ops / cycles."""
    r = isa.lookup("v_mfma_f32_32x32x8_f16")
    assert r.flops_per_cu_per_cycle == 2048 and r.flops_per_simd_per_cycle == 512
    for r in isa.MATRIX_INSTRUCTIONS:
        assert r.flops_per_cu_per_cycle == 4 * 2 * r.m * r.n * r.k * r.blocks / r.cycles


def test_peaks_json_reproduces_amds_figures(capsys):
    code, out, _ = run(capsys, "peaks", "--format", "json")
    rows = json.loads(out)
    assert code == 0
    assert {(p["type"], p["sparse"]): round(p["tflops"], 1) for p in rows} == MI300X_PEAKS
    by_key = {(p["type"], p["sparse"]): p for p in rows}
    for p in rows:
        named = isa.lookup(p["instruction"])
        assert named.sparse == p["sparse"] and p["instruction"] in p["instructions"]
        assert named.flops_per_cu_per_cycle * 304 * 2100e6 / 1e12 == pytest.approx(p["tflops"])
    assert by_key[("i8", False)]["unit"] == "TOPS" and by_key[("f16", True)]["unit"] == "TFLOPS"
    assert by_key[("fp8", True)]["instruction"] == "v_smfmac_f32_32x32x32_fp8_fp8"
    # every fp8/bf8 mix reaches the fp8 peak
    assert len(by_key[("fp8", False)]["instructions"]) == 8


@pytest.mark.parametrize("device,cus", [("mi300a", 228), ("mi325x", 304)])
def test_peaks_of_other_devices(capsys, device, cus):
    code, out, _ = run(capsys, "peaks", "--device", device, "--format", "json")
    rows = {(p["type"], p["sparse"]): p["tflops"] for p in json.loads(out)}
    assert code == 0
    for key, mi300x in MI300X_PEAKS.items():
        assert rows[key] == pytest.approx(mi300x * cus / 304, abs=0.06)


def test_peaks_table(capsys):
    code, out, _ = run(capsys, "peaks")
    assert code == 0 and "MI300X: 304 CUs at 2100 MHz" in out
    assert "1307.4" in out and "v_mfma_f32_32x32x8_f16" in out and "TOPS" in out
    code, _, err = run(capsys, "peaks", "--device", "mi200")   # (the target's devices)
    assert code != 0 and "unknown device 'mi200' (known: mi300x, mi300a, mi325x)" in err


def test_broken_pipe_is_quiet():
    out = subprocess.run(f"{sys.executable} -m emulator.tools.cli list --format json | head -c 100",
                         shell=True, capture_output=True, text=True)
    assert out.stderr == "" and len(out.stdout) == 100


def test_exit_codes_are_documented():
    from emulator.tools import cli
    assert (cli.EXIT_OK, cli.EXIT_CHECK_FAILED, cli.EXIT_USAGE, cli.EXIT_INPUT,
            cli.EXIT_RUNTIME) == (0, 1, 2, 3, 4)
    assert "3 bad input" in cli.build_parser().format_help()


@pytest.mark.parametrize("clock", ["0", "-100", "nan", "inf", "fast"])
def test_bad_clock_is_a_usage_error(tmp_path, capsys, clock):
    path = tmp_path / "p.s"
    path.write_text("s_endpgm\n")
    with pytest.raises(SystemExit) as exit_:
        main(["cycles", str(path), "--clock", clock])
    assert exit_.value.code == 2
    assert "--clock: expected a positive number" in capsys.readouterr().err


@pytest.mark.parametrize("expression", ["+".join(["1"] * 20000), "-" * 20000 + "1",
                                        "(" * 5000 + "1" + ")" * 5000],
                         ids=["terms", "unary", "parentheses"])
def test_deep_directive_expressions_are_located_errors(tmp_path, capsys, expression):
    path = tmp_path / "deep.s"
    path.write_text(f"; wfemu: let X = {expression}\ns_endpgm\n")
    assert main(["run", str(path)]) == 3
    err = capsys.readouterr().err
    assert err.startswith(f"{path}:1:3: error: expression nested too deeply")
    assert len(err) < 1000   # a window of the long line, not all of it


def test_unreadable_sources(tmp_path, capsys):
    bad = tmp_path / "bin.s"
    bad.write_bytes(b"s_nop 0\n  \xff\xfe\n")
    assert main(["run", str(bad)]) == 3
    assert f"{bad}:2:3: not UTF-8 text (byte 0xff)" in capsys.readouterr().err
    assert main(["run", "/dev/zero"]) == 3
    assert "larger than 256 MiB" in capsys.readouterr().err


@pytest.mark.parametrize("value, message", [
    ("'abc' as f32", "1:3: error: cannot store 'abc' in v1 as float32"),
    ("npy(\"text.npy\")", "1:3: error: {dir}/text.npy: not an .npy array (no .npy header"),
    ("npy(\"objects.npy\")", "1:3: error: {dir}/objects.npy: not an .npy array of numbers "
                              "(it holds Python objects)"),
])
def test_directive_values_that_cannot_be_stored_are_located(tmp_path, capsys, value, message):
    import numpy as np
    (tmp_path / "text.npy").write_text("1 2 3\n")
    np.save(tmp_path / "objects.npy", np.array([{"a": 1}], dtype=object), allow_pickle=True)
    path = tmp_path / "fill.s"
    path.write_text(f"; wfemu: fill v1 with {value}\nv_mov_b32 v0, v1\ns_endpgm\n")
    assert main(["run", str(path)]) == 3
    err = capsys.readouterr().err
    assert err.startswith(f"{path}:" + message.format(dir=tmp_path)), err
    assert "Traceback" not in err


def test_launch_arguments_and_outputs_are_checked_before_the_run(tmp_path, capsys):
    import numpy as np
    kernel = str(ROOT / "programs" / "kernels" / "gemm_xf32.s")
    (tmp_path / "text.npy").write_text("hello")
    base = ["launch", kernel, "--kernel", "gemm_xf32", "--grid", "1", "--arg", "M=64",
            "--arg", "N=64", "--arg", "K=64", "--workers", "1"]
    np.save(tmp_path / "b.npy", np.zeros((64, 64), np.float32))
    buffers = ["--arg", f"B={tmp_path / 'b.npy'}", "--arg", f"C={tmp_path / 'b.npy'}"]
    code, _, err = run(capsys, *base, *buffers, "--arg", f"A={tmp_path / 'text.npy'}")
    assert code == 3 and f"{tmp_path / 'text.npy'}: not an .npy array" in err
    code, _, err = run(capsys, *base, *buffers, "--arg", f"A={tmp_path / 'none.npy'}")
    assert code == 3 and f"{tmp_path / 'none.npy'}: no such file" in err
    out_dir = tmp_path / "results"
    out_dir.mkdir()
    code, _, err = run(capsys, *base, *buffers, "--arg", f"A={tmp_path / 'b.npy'}",
                       "--out", f"C={out_dir}")
    assert code == 3 and f"{out_dir} is a directory; name the file ({out_dir / 'C'}.npy)" in err
    code, _, err = run(capsys, *base, *buffers, "--arg", f"A={tmp_path / 'b.npy'}",
                       "--out", f"C={tmp_path / 'missing' / 'c.npy'}")
    assert code == 3 and f"no directory {tmp_path / 'missing'}" in err
    assert not (tmp_path / "results.npy").exists()


def test_launch_from_flushed_caches_says_what_it_wrote_back(tmp_path, capsys):
    """--flushed-caches: timed on mi300x from caches as do_bench's flush leaves them, each
    line read from HBM writing one of the flush's back (the memory line says how many)."""
    import re

    import numpy as np
    kernel = str(ROOT / "programs" / "kernels" / "gemm_xf32.s")
    np.save(tmp_path / "a.npy", np.ones((64, 64), np.float32))
    base = ["launch", kernel, "--kernel", "gemm_xf32", "--grid", "2,2", "--arg", "M=64",
            "--arg", "N=64", "--arg", "K=64", "--workers", "1"] + [
        item for name in "ABC" for item in ("--arg", f"{name}={tmp_path / 'a.npy'}")]
    code, out, _ = run(capsys, *base, "--cycles")
    assert code == 0 and "written back" not in out
    code, out, _ = run(capsys, *base, "--flushed-caches")
    hbm, back = re.search(r"hbm (\d+), written back (\d+)", out).groups()
    assert code == 0 and "mi300x:" in out and int(hbm) == int(back) > 0
