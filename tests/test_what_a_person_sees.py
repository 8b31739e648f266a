"""What a person sees of results: one-line reprs, figures a notebook shows by themselves,
C++ names demangled, source lines rather than cached assembly, every non-zero profile
column, a launch picture's waves ending where the title's cycle count says, caches where
XDG says."""

from __future__ import annotations

import numpy as np
import pytest

import emulator
import isa
from emulator.kernel_metadata import LaunchFault
from emulator.symbols import demangled, short_name
from emulator.user_cache import user_cache_dir

from .helpers import require_clang

LOOP = """\
  .text
  .globl k
  .p2align 8
  .type k,@function
k:
  s_load_dwordx2 s[0:1], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  global_load_dword v2, v1, s[0:1]
  s_waitcnt vmcnt(0)
  v_exp_f32 v2, v2
  global_store_dword v1, v2, s[0:1]
  s_endpgm
.Lend:
  .size k, .Lend-k
  .rodata
  .p2align 6
  .amdhsa_kernel k
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_next_free_vgpr 8
    .amdhsa_next_free_sgpr 8
  .end_amdhsa_kernel
  .amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 8
    .max_flat_workgroup_size: 256
    .args:
      - {.size: 8, .offset: 0, .value_kind: global_buffer, .address_space: global}
  .end_amdgpu_metadata
"""


def launch(**options):
    data = np.zeros(128, np.float32)
    return emulator.launch(LOOP, kernel="k", grid=(2,), block=(64,), args=[data], **options)


def test_reprs_are_one_line_of_at_most_200_characters():
    result = launch(device="mi300x", profile=True)
    assert repr(result) == ("<LaunchResult k: 2 workgroup(s) of (64, 1, 1), 16 instructions, "
                            "1 buffer(s), " f"{result.device.kernel_cycles} cycles on mi300x, "
                            "not all bit-exact>")
    assert "<table" in result._repr_html_() and "profile" in result._repr_html_()
    program = isa.assemble("v_mov_b32 v0, 1.0\nv_add_f32 v1, v0, v0\ns_endpgm\n", "t.s")
    run = emulator.Wavefront().run(program)
    stop = emulator.Debugger(emulator.Wavefront(), program).step()
    decoded = isa.disassemble(isa.encode("v_add_f32 v1, v0, v0"))[0]
    assert repr(run) == "<RunResult 3 instructions, reached s_endpgm, pc -1; exact>"
    assert repr(stop) == "<Stop step at pc 1, 1 retired, last v_mov_b32_e32 v0, 1.0>"
    assert repr(decoded).startswith("<Decoded 0x0: v_add_f32_e32 v1, v0, v0 (4 bytes: ")
    for value in (result, run, stop, decoded):
        text = repr(value)
        assert "\n" not in text and len(text) <= 200, text
    long = emulator.LaunchResult("k" * 500, (1, 1, 1), (64, 1, 1), 1, 1)
    assert len(repr(long)) == 200 and repr(long).endswith("…>")


def test_figures_show_in_a_notebook_by_themselves():
    """No ``%matplotlib inline``: the figure renders itself as PNG and SVG (IPython's rich
    display), and the launch picture's waves end at the kernel's cycle count."""
    pytest.importorskip("matplotlib", reason="matplotlib (the plots extra) absent")
    figure = isa.layout_figure("v_mfma_f32_16x16x16_f16", "A")
    assert figure._repr_png_().startswith(b"\x89PNG") and "<svg" in figure._repr_svg_()
    result = launch(device="mi300x", trace=True)
    picture = result.device.plot()
    axis = picture.axes[0]
    assert axis.get_xlim()[1] == result.device.kernel_cycles
    ends = [x + width for collection in axis.collections
            for (x, width) in _spans(collection)]
    assert max(ends) == pytest.approx(result.device.kernel_cycles, abs=1)
    assert any(c.get_label() == "drain: results outstanding" for c in axis.collections)


def _spans(collection):
    for path in collection.get_paths():
        xs = path.vertices[:, 0]
        yield xs.min(), xs.max() - xs.min()


def test_every_non_zero_profile_column_is_shown():
    profile = launch(profile=True).profile
    head = profile.text().splitlines()[1].split()
    shown = profile.shown_columns()
    assert "wait st." not in head or profile.totals["wait_states"]
    assert all(profile.totals[c] for c in shown if c not in ("cycles", "instructions"))
    assert "vmcnt" in head and "lgkmcnt" in head and "barrier" not in head


def test_cxx_names_are_demangled():
    assert demangled("_Z5checkPi") == "check(int*)"
    assert short_name("_ZN2ns4gemmIfLi16EEEvPT_") == "ns::gemm<float, 16>"
    assert short_name("axpy") == "axpy"


def test_a_hip_fault_and_profile_name_the_source_and_the_kernel(tmp_path):
    """The line table comes with every HIP compile: a fault names the kernel as written,
    a profile the user's file and line; inexact code inlined from a header is placed at
    the line that called it."""
    from emulator import hip
    require_clang()
    source = tmp_path / "scale.hip"
    source.write_text("#include <hip/hip_runtime.h>\n"
                      "template <int N> __global__ void scale(float *x) {\n"
                      "  int i = threadIdx.x;\n"
                      "  x[i] = expf(x[i]) * N;\n"
                      "}\n"
                      "template __global__ void scale<3>(float *);\n")
    cache = tmp_path / "cache"
    with pytest.raises(LaunchFault,
                       match=r"kernel 'scale<3>', workgroup \(0, 0, 0\), wave 0: scale\.hip:4"):
        hip.launch(source, "scale<3>", 1, 64, [np.zeros(8, np.float32)], cache_dir=cache,
                   echo=False)
    x = np.zeros(64, np.float32)
    result = hip.launch(source, "scale<3>", 1, 64, [x], cache_dir=cache, echo=False,
                        profile=True)
    assert {r.place for r in result.profile.rows} <= {"scale.hip:3", "scale.hip:4",
                                                       "scale.hip:5"}
    assert str(result.fidelity).endswith("at scale.hip:4")
    assert "by function: scale<3> 100.0%" in result.profile.text()


def test_caches_live_under_xdg_cache_home(tmp_path, monkeypatch):
    from emulator import hip
    from emulator.execution.options import ExecutionOptions
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert user_cache_dir("hip") == tmp_path / "wavefront-emu" / "hip"
    assert hip.compiler.default_cache_dir() == tmp_path / "wavefront-emu" / "hip"
    assert ExecutionOptions().block_cache == tmp_path / "wavefront-emu" / "blocks"
    monkeypatch.delenv("XDG_CACHE_HOME")
    assert user_cache_dir("hip").parts[-3:] == (".cache", "wavefront-emu", "hip")
