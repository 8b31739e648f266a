"""Code objects (isa/code_object.py): relocatable objects llvm-mc made of corpus kernels and
the shared objects ld.lld linked from them, HIP code objects clang built with -g (calls
through a function pointer table, printf, byte PCs), an offload bundle and a Triton .hsaco
— carried in tests/data/code_objects/ (tests/data/regenerate_code_objects.py) and rebuilt
from their sources where the tools are installed — launch with the results of the assembly
they came from; wfemu disasm prints what llvm-objdump prints; bad files are clear errors."""

from __future__ import annotations

import shutil
import struct
import subprocess
from pathlib import Path

import numpy as np
import pytest

import isa

from emulator import hip
from emulator.launch import launch
from emulator.tools.cli import main as wfemu
from emulator.tools.disasm import disassemble_file
from isa.code_object import CodeObjectError, load
from isa.errors import IsaError

from .helpers import llvm_tool, require_clang
from .test_corpus import CASES, PAIRS

DATA = Path(__file__).with_name("data") / "code_objects"
ROOT = Path(__file__).resolve().parents[1]
CORPUS = [(b, s, n) for b, s, n in PAIRS if b.name == "clang19-O3"
          and (DATA / f"{b.name}-{s}.o").exists()]


def _launch(source, name):
    case = CASES[name]
    args = case.args(np.random.default_rng(sum(map(ord, name))))
    with np.errstate(all="ignore"):
        result = launch(source, kernel=name, grid=case.grid, block=case.block, args=args,
                        workers=1)
    return [a.tobytes() if isinstance(a, np.ndarray) else a for a in args], result


@pytest.mark.parametrize("build,source,name", CORPUS, ids=[f"{s}-{n}" for _, s, n in CORPUS])
def test_corpus_kernels_run_from_their_objects_as_from_their_assembly(build, source, name):
    expected, from_text = _launch(build / f"{source}.s", name)
    for suffix in (".o", ".so"):
        got, result = _launch(DATA / f"{build.name}-{source}{suffix}", name)
        assert got == expected, suffix
        assert result.instructions == from_text.instructions


def test_the_carried_objects_are_what_llvm_mc_and_ld_lld_make(tmp_path):
    if llvm_tool("llvm-mc") is None or shutil.which("ld.lld-19") is None:
        pytest.skip("llvm-mc-19 and ld.lld-19 absent")
    build, source, _ = CORPUS[0]
    obj = tmp_path / "k.o"
    subprocess.run([llvm_tool("llvm-mc"), "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx942",
                    "-filetype=obj", str(build / f"{source}.s"), "-o", str(obj)], check=True)
    assert obj.read_bytes() == (DATA / f"{build.name}-{source}.o").read_bytes()


_BUILT = [(b, s, n) for b, s, n in PAIRS if b.name.startswith("clang19")]


@pytest.mark.parametrize("build,source,name", [
    *(pytest.param(*case, marks=pytest.mark.exhaustive) for case in _BUILT),
    *_BUILT[::9]], ids=[f"{b.name}-{s}-{n}" for b, s, n in _BUILT + _BUILT[::9]])
def test_every_corpus_kernel_runs_from_the_objects_the_tools_make(build, source, name,
                                                                  tmp_path_factory):
    """Where llvm-mc-19 and ld.lld-19 are installed: each corpus file assembled into an
    object and linked into a shared one; each kernel from both, as from its assembly."""
    if llvm_tool("llvm-mc") is None or shutil.which("ld.lld-19") is None:
        pytest.skip("llvm-mc-19 and ld.lld-19 absent")
    folder = tmp_path_factory.getbasetemp() / "objects"
    folder.mkdir(exist_ok=True)
    obj = folder / f"{build.name}-{source}.o"
    if not obj.exists():
        partial = folder / f"{obj.name}.{name}.tmp"
        subprocess.run([llvm_tool("llvm-mc"), "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx942",
                        "-filetype=obj", str(build / f"{source}.s"), "-o", str(partial)],
                       check=True)
        subprocess.run(["ld.lld-19", "-shared", str(partial), "-o",
                        str(obj.with_suffix(f".{name}.so"))], check=True)
        partial.replace(obj)
    shared = next(folder.glob(f"{build.name}-{source}.*.so"))
    expected, _ = _launch(build / f"{source}.s", name)
    assert _launch(obj, name)[0] == expected and _launch(shared, name)[0] == expected


def _calls_reference(x):
    i = np.arange(x.size)
    return 2 * x + np.where(i % 2 == 0, 2 * x, 3 * x)


@pytest.mark.parametrize("name", ["calls-O0.co", "calls-O2.co", "calls-O2.bundle"])
def test_a_hip_code_object_calls_through_pointers_and_prints(name):
    x = np.arange(100, dtype=np.float32) - 40
    y = np.zeros_like(x)
    result = launch(DATA / name, kernel="_Z5callsPKfPfi", grid=(2,), block=(64,),
                    args=[x, y, 100])
    assert np.array_equal(y, _calls_reference(x))
    assert result.stdout == "n=100 first=-160.000000\n"
    again = np.zeros_like(x)   # (the HIP front door: the plain name, and from the bytes)
    hip.launch((DATA / name).read_bytes(), "calls", (2,), (64,), [x, again, 100], echo=False)
    assert np.array_equal(again, y)


def test_a_pool_loads_the_code_object_again():
    x = np.arange(3000, dtype=np.float32)
    y = np.zeros_like(x)
    launch(load(DATA / "calls-O2.co"), kernel="_Z5callsPKfPfi", grid=(47,), block=(64,),
           args=[x, y, 3000], workers=2)
    assert np.array_equal(y, _calls_reference(x))


def test_a_wave_of_a_code_object_steps_by_its_source_lines():
    import emulator
    x = np.arange(100, dtype=np.float32)
    dbg = emulator.debug_launch(DATA / "calls-O0.co", grid=(2,), block=(64,),
                                args=[x, np.zeros_like(x), 100])
    dbg.break_at("calls.hip:12")
    assert dbg.continue_().reason == "breakpoint"
    assert dbg.program.source_line(dbg.pc).line == 12
    assert dbg.step_line().reason in ("step", "breakpoint")
    assert dbg.program.source_line(dbg.pc).line != 12


def test_debug_lines_come_from_the_code_object():
    program = load(DATA / "calls-O2.co")
    lines = {(program.source_line(i.index).file, program.source_line(i.index).line)
             for i in program.instructions if program.source_line(i.index) is not None}
    assert ("calls.hip", 12) in lines and ("calls.hip", 13) in lines   # (the calls, printf)
    kernel = program.labels["_Z5callsPKfPfi"]
    assert program.source_line(kernel).file == "calls.hip"


def test_debug_lines_equal_the_assemblys_loc_lines(tmp_path):
    """The same compile as -S (.loc) and -c (.debug_line): the same line per instruction."""
    require_clang()
    source = tmp_path / "calls.hip"
    source.write_text((DATA / "calls.hip").read_text())
    module = hip.compile(source, options=["-O2", "-g"], cache_dir=tmp_path / "cache")
    command = [hip.toolchain.find_clang().path, *hip.compiler.flags(
        ["-O2", "-g"], None, (), "bundled", tmp_path / "cache", hip.toolchain.find_clang())]
    command = [c for c in command if c != "-S"] + ["-c", "--no-gpu-bundle-output"]
    subprocess.run(command + [str(source), "-o", str(tmp_path / "k.co")], check=True,
                   cwd=tmp_path)
    from_object = load(tmp_path / "k.co")
    text = module.program
    def lines(program):
        out = []
        for inst in program.instructions:
            place = program.source_line(inst.index)
            out.append((inst.mnemonic, (place.name, place.line) if place else None))
        return out
    # (the object's padding between and after functions is s_nop 0s: set aside)
    ours = [line for line in lines(from_object) if line[0] not in ("s_nop", "s_code_end")]
    theirs = [line for line in lines(text) if line[0] != "s_nop"]
    assert ours == theirs and len(theirs) > 50


def test_a_triton_hsaco_runs():
    x = np.random.default_rng(0).standard_normal(1024).astype(np.float32)
    y, out = np.ones(1024, np.float32), np.full(1024, 7, np.float32)
    launch(DATA / "add_kernel.hsaco", kernel="add_kernel", grid=(4,), block=(256,),
           args=[x, y, out, 1000, None, None])
    assert np.array_equal(out[:1000], x[:1000] + 1) and (out[1000:] == 7).all()


def test_triton_runs_from_its_binary_only_cache(tmp_path, monkeypatch):
    pytest.importorskip("triton")
    from emulator import triton as et
    from . import triton_tutorial as tt

    monkeypatch.setenv("TRITON_STORE_BINARY_ONLY", "1")
    monkeypatch.setenv("TRITON_CACHE_DIR", str(tmp_path / "triton"))
    monkeypatch.setenv("WFEMU_TRITON_CACHE", str(tmp_path / "wfemu"))
    x = np.arange(1024, dtype=np.float32)
    out = np.zeros(1024, np.float32)
    result = et.launch(tt.add_kernel, (4,), x, x, out, 1000, BLOCK_SIZE=256)
    assert result.assembly.suffix == ".hsaco" and np.array_equal(out[:1000], 2 * x[:1000])


def test_disasm_prints_what_llvm_objdump_prints(tmp_path, capsys):
    target = tmp_path / "calls-O2.co"
    shutil.copy(DATA / "calls-O2.co", target)
    expected = (DATA / "calls-O2.objdump").read_text().replace("calls-O2.co", str(target))
    assert disassemble_file(target) == expected
    assert wfemu(["disasm", str(target), "--kernel", "_Z5twicef", "--show-encoding"]) == 0
    out = capsys.readouterr().out
    assert "<_Z5twicef>:" in out and "_Z5callsPKfPfi" not in out
    assert "v_add_f32_e32 v0, v0, v0" in out and "; encoding: [0x00,0x01,0x00,0x02]" in out
    if llvm_tool("llvm-objdump") is not None:
        live = subprocess.run([llvm_tool("llvm-objdump"), "-d", "--mcpu=gfx942", str(target)],
                              capture_output=True, text=True, check=True).stdout
        assert disassemble_file(target) == live


def test_cli_launches_and_steps_a_code_object(tmp_path, capsys):
    x = np.arange(100, dtype=np.float32)
    np.save(tmp_path / "x.npy", x)
    np.save(tmp_path / "y.npy", np.zeros_like(x))
    args = ["--grid", "2", "--block", "64", "--arg", f"0={tmp_path / 'x.npy'}", "--arg",
            f"1={tmp_path / 'y.npy'}", "--arg", "2=100"]
    co = str(DATA / "calls-O2.co")
    assert wfemu(["launch", co, *args, "--out", f"1={tmp_path / 'out.npy'}"]) == 0
    assert np.array_equal(np.load(tmp_path / "out.npy"), _calls_reference(x))
    assert "_Z5callsPKfPfi: 2 workgroup(s)" in capsys.readouterr().out


def _bad(tmp_path, data: bytes, name="bad.o") -> Path:
    path = tmp_path / name
    path.write_bytes(data)
    return path


def test_bad_code_objects_are_clear_errors(tmp_path, capsys):
    good = (DATA / "calls-O2.co").read_bytes()
    with pytest.raises(CodeObjectError, match="truncated or corrupted ELF"):
        load(good[:40])
    def relabelled(mach: int) -> bytes:   # (the same code, e_flags naming another GPU)
        return good[:48] + struct.pack("<I", (struct.unpack_from("<I", good, 48)[0] & ~0xFF)
                                       | mach) + good[52:]
    with pytest.raises(CodeObjectError, match="a code object for gfx908; the emulator runs "
                                              "gfx90a, gfx942, gfx950 code"):
        load(relabelled(0x30))
    with pytest.raises(CodeObjectError, match="a code object for gfx942, not for gfx90a"):
        load(good, target=isa.target_named("gfx90a"))
    # (read as gfx90a code, which it is not: its first CDNA3-only instruction is refused)
    with pytest.raises(IsaError, match="no gfx90a instruction"):
        load(relabelled(0x3F))
    with pytest.raises(CodeObjectError, match="an ELF file for EM_X86_64"):
        load(good[:18] + struct.pack("<H", 62) + good[20:])
    bundle = (DATA / "calls-O2.bundle").read_bytes()
    with pytest.raises(CodeObjectError, match="no gfx942 or gfx90a or gfx950 code object "
                                              ".*gfx908"):
        load(bundle.replace(b"gfx942", b"gfx908"))
    with pytest.raises(CodeObjectError, match="no gfx90a code object .*gfx942"):
        load(bundle, target=isa.target_named("gfx90a"))
    with pytest.raises(CodeObjectError, match="compressed offload bundle"):
        load(b"CCOB" + bytes(60))
    x = np.zeros(4, np.float32)
    with pytest.raises(IsaError, match="gfx908"):   # (and nothing runs)
        launch(good[:48] + struct.pack("<I", 0x30) + good[52:], kernel="k", args=[x])
    path = _bad(tmp_path, good[:2000])
    assert wfemu(["disasm", str(path)]) != 0
    err = capsys.readouterr().err
    assert err.startswith("wfemu: error:") and "Traceback" not in err
