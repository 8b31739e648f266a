"""Pytest fixtures and the session's set-up (the shared helpers themselves are in
``helpers.py``)."""

from __future__ import annotations

import os

import pytest

from .helpers import read_csv_rows


@pytest.fixture(scope="session")
def csv_rows() -> dict[str, dict[str, str]]:
    return read_csv_rows()


def pytest_configure(config):
    """Compiled blocks (emulator/execution/blocks) are off by default in the tests: the
    tests about them choose their mode themselves (tests/test_blocks.py: every template and
    random blocks against interpretation, launches with loads and LDS both ways, the disk
    cache, the background compile; test_options.py, test_target.py). A session that
    compiled every block some test's kernel made hot ("sync", as it once did) compiled, from
    empty caches, 70 blocks (1-10 s each) and 74 compiled-lane modules (about 0.5 s each)
    where with them off it compiles 59 and 8 (test_blocks' own), and ran 6 % slower warm
    (359 s against 337 s): the tests' kernels are too short to gain from them. Their disk
    cache is the user's (keyed by each block's text and the lane code's hash).

    Jitted code (emulator/jit) runs compiled in every test (a budget of no plain time), so
    that a test checks the code a long run uses (tests/test_jit.py holds each plain twin
    equal to it). Before the tests, the process that starts the session makes one small
    plain call of each kernel family, and a child starts their compiles on the machine's
    other core (under xdist: the controller, which runs no test, while its workers start;
    a worker that needs a kernel meanwhile waits for it, or compiles one nobody has yet)."""
    os.environ.setdefault("WFEMU_BLOCKS", "off")   # (the default options' source, for
    # this process and the CLI processes tests start: emulator/execution/options.py)
    if config.getoption("collectonly"):
        return
    _session_bytecode(config)
    from emulator import jit
    compiler = jit.DEFAULT
    compiler.plain_budget = 0.0
    if hasattr(config, "workerinput"):
        return   # (an xdist worker: the controller started the compiles)
    compiler.plain_budget = float("inf")
    try:
        with compiler.deferred():
            _call_each_kernel_family()
    finally:
        compiler.plain_budget = 0.0


def _session_bytecode(config) -> None:
    """The session's Python processes (xdist's workers, the CLI and compile children the
    tests start: over sixty) share their modules' bytecode through one folder outside the
    checkout, made by the process that starts the session and removed at its end — also
    where ``PYTHONDONTWRITEBYTECODE`` asks that nothing be written beside the sources
    (which this leaves true: nothing is), so that each process does not compile the
    project's modules again (about 0.15 s a process here)."""
    if hasattr(config, "workerinput") or os.environ.get("PYTHONPYCACHEPREFIX"):
        return   # (a worker inherits the folder; a prefix the user set is theirs)
    import shutil
    import sys
    import tempfile
    folder = tempfile.mkdtemp(prefix="wfemu-tests-bytecode-")
    os.environ["PYTHONPYCACHEPREFIX"] = sys.pycache_prefix = folder
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    sys.dont_write_bytecode = False
    config.add_cleanup(lambda: _remove_meanwhile(folder))
    _link_installed_bytecode(folder)


def _remove_meanwhile(folder: str) -> None:
    """Remove ``folder`` in a process of its own that outlives this one (its 12,000 files
    took the session's last second and more to remove)."""
    import subprocess
    import sys
    subprocess.Popen([sys.executable, "-c", "import shutil, sys; shutil.rmtree(sys.argv[1], "
                      "ignore_errors=True)", folder], stdin=subprocess.DEVNULL,
                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                     start_new_session=True, env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"})


def _link_installed_bytecode(folder: str) -> None:
    """Under a prefix Python reads bytecode only there, so that each process of the session
    would compile the standard library and the installed packages (numba, torch, …) from
    source again (about 2 s for numba's and numpy's, 3 s for torch's and Triton's, in each
    of the first processes): link each of their ``__pycache__`` files into the folder where
    the prefix looks for it (a link: nothing is copied, and Python replaces a stale one
    rather than writing through it)."""
    import importlib.util
    import sys
    import sysconfig
    suffix = f".{sys.implementation.cache_tag}.pyc"
    roots = {sysconfig.get_paths()[name] for name in ("stdlib", "purelib", "platlib")}
    for root in sorted(roots):
        for here, folders, names in os.walk(root):
            # (not the base interpreter's own packages nor the standard library's tests)
            folders[:] = [f for f in folders if os.path.join(here, f) not in roots and
                          not (here == root and f in ("site-packages", "test", "idlelib"))]
            if os.path.basename(here) != "__pycache__":
                continue
            parent = os.path.dirname(here)
            for name in names:
                if not name.endswith(suffix):   # (optimised and other versions' files)
                    continue
                source = os.path.join(parent, name[:-len(suffix)] + ".py")
                target = importlib.util.cache_from_source(source)
                if os.path.exists(source) and not os.path.lexists(target):
                    os.makedirs(os.path.dirname(target), exist_ok=True)
                    os.symlink(os.path.join(here, name), target)


def _call_each_kernel_family() -> None:
    """One small call of each jitted entry most tests use, roughly in the order the tests
    first need them (a single wave's MFMA is a batch of one: mfma/execute.py)."""
    import numpy as np

    import emulator
    import isa
    from emulator.state.memory import Memory
    from emulator.timing.accountant import CycleAccountant
    from emulator.timing.compute_unit import replay
    from emulator.timing.wave_streams import stream_of
    from isa.peaks import device

    # (the device model's replay first: the largest compile, which the first timing test
    # needs; the child has it done by the time the workers have collected)
    replay(isa.assemble("s_endpgm\n", "warm.s"), [[stream_of([0])]], device=device("mi300x"),
           per_cu=1)
    accountant = CycleAccountant()
    accountant.retire(isa.assemble("v_mov_b32 v0, v1\n", "warm.s").instructions[0])
    accountant.report()
    for name in ("v_mfma_f32_4x4x4_16b_f16", "v_mfma_i32_4x4x4_16b_i8",
                 "v_mfma_f32_4x4x1_16b_f32", "v_mfma_f64_4x4x4_4b_f64"):
        record = isa.lookup(name)
        emulator.mfma(name, *(np.zeros(isa.matrix_shape(record, m), t.raw_dtype)
                              for m, t in zip("ABC", (record.a_type, record.b_type,
                                                      record.cd_type))))
    cdna2 = isa.target_named("gfx90a").lookup_matrix("v_mfma_f32_4x4x4f16")   # (pairs.py)
    emulator.mfma(cdna2.mnemonic, *(np.zeros(isa.matrix_shape(cdna2, m), t.raw_dtype)
                                    for m, t in zip("ABC", (cdna2.a_type, cdna2.b_type,
                                                            cdna2.cd_type))),
                  target="gfx90a")
    sparse = isa.lookup("v_smfmac_f32_16x16x32_f16")
    emulator.smfmac(sparse.mnemonic, np.zeros((16, 32), np.float16),
                    np.zeros((32, 16), np.float16), np.zeros((16, 16), np.float32))
    wave = emulator.Wavefront()
    for line in ("v_fma_f32 v0, v1, v2, v3", "v_fma_f64 v[0:1], v[2:3], v[4:5], v[6:7]"):
        wave.execute(line)
    memory = Memory()
    base = memory.upload(np.zeros(256, np.uint8))
    memory.load_words_into(np.full(64, base, np.uint64), None, np.zeros((1, 64), np.uint32))


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config):
    """An xdist worker whose session is over leaves at once: its results are with the
    controller (sent as its session finished), which only waits for the process to end,
    and the rest — pytest's last collections of the garbage, then the interpreter freeing
    numba's, LLVM's and torch's objects one by one — took the last 6 s of every run here,
    nothing else running meanwhile."""
    if hasattr(config, "workerinput"):
        import sys
        for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
            stream.flush()
        os._exit(0)


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    """Each HIP test runs with every compiler on PATH: the newest in its every case, the
    others — in a default run — only in the first case (each other parameter at its first
    value) of the tests marked ``each_compiler``, where compilers differ (the dependency
    list, diagnostics, warnings, code object versions, record layouts); the rest of the
    product is an exhaustive sweep (tests/hip_fixtures.py: the ``env`` fixture). Runs
    before the marker selection, which then leaves these out of a default run."""
    from .hip_fixtures import COMPILERS

    for item in items:
        if item.path.name in _DEVICE_MODEL_FILES and \
                item.get_closest_marker("xdist_group") is None:
            item.add_marker(pytest.mark.xdist_group("device_model"))
        spec = getattr(item, "callspec", None)
        if spec is None or "env" not in spec.params or not COMPILERS or \
                spec.params["env"] == COMPILERS[0]:
            continue
        if item.get_closest_marker("each_compiler") is None or not _first_case(item):
            item.add_marker(pytest.mark.exhaustive)


# The test files whose launches time on the device model: one process runs them (pytest
# -n: --dist loadgroup), so the device engine's numba compile (about 19 s cold) is paid
# once, not by every worker; the other workers take the rest meanwhile.
_DEVICE_MODEL_FILES = frozenset((
    "test_docs.py", "test_compute_unit.py", "test_kernels.py", "test_timing_only.py",
    "test_code_objects.py", "test_profile.py", "test_device_engine.py", "test_cli.py",
    "test_lds_banks.py", "test_notebook.py", "test_what_a_person_sees.py",
    "test_compare.py", "test_triton_driver.py", "test_triton_launch.py", "test_gemm_ladder.py",
    "test_memory_levels.py"))
# each grouped file's group (the files' own pytestmark says the same for the first two)
_GROUPS = {"test_blocks.py": "blocks", "test_compiled_lanes.py": "compiled_lanes",
           **{name: "device_model" for name in _DEVICE_MODEL_FILES}}


def pytest_xdist_make_scheduler(config, log):
    """``--dist loadgroup`` with each test's group found from its file (``_GROUPS``) where
    its node id carries none: pytest 9.2's node ids ignore the suffix pytest-xdist 3.8
    writes into them (pytest-dev/pytest-xdist#1386), which silently spread every group
    over all the workers, each compiling what the group meant to compile once."""
    if config.getvalue("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadGroupScheduling

    class FileGroups(LoadGroupScheduling):
        _split_scope = staticmethod(group_scope)
    return FileGroups(config, log)


def group_scope(nodeid: str) -> str:
    """The scheduling unit of a test: its group (the node id's ``@name`` suffix, else its
    file's entry in ``_GROUPS``), else the test itself."""
    if nodeid.rfind("@") > nodeid.rfind("]"):
        return nodeid.split("@")[-1]
    return _GROUPS.get(nodeid.split("::")[0].rsplit("/", 1)[-1], nodeid)


def _first_case(item) -> bool:
    """Whether each of the test's own parameters has the first value its list gives."""
    for mark in item.iter_markers("parametrize"):
        names, values = mark.args[0], mark.args[1]
        names = [n.strip() for n in names.split(",")] if isinstance(names, str) else names
        first = values[0]
        first = first.values if hasattr(first, "values") else \
            (first,) if len(names) == 1 else tuple(first)
        if any(item.callspec.params.get(n) != v for n, v in zip(names, first)):
            return False
    return True


pytest_plugins = ["pytester"]   # (tests/test_triton_driver.py runs a suite in-process)
