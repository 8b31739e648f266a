"""Execution options are explicit (emulator/execution/options.py): an ``ExecutionOptions``
passed to a run or launch decides whether compiled blocks run and where they are cached,
whatever the process's defaults say; observers declare by type what they read
(emulator/execution/observers.py)."""

from __future__ import annotations

import gc
import pickle

import numpy as np
import pytest

from isa.assembler import assemble
from isa.errors import ArgumentError

import emulator
from emulator import ExecutionOptions, InstructionObserver, Wavefront
from emulator.execution import options as options_module
from emulator.execution.options import default_options, set_default_options
from emulator.execution.runner import run

from tests.helpers import kept_blocks, use_options
from tests.test_blocks import LOOP, _same, _state


def _loop_run(options=None, listeners=()):
    program = assemble(LOOP, "loop.s")
    wave = Wavefront()
    _state(wave, 3)
    wave.exec = (1 << 64) - 1
    result = run(wave, program, listeners=listeners, options=options)
    return wave, result, program


def _compiled(program, options=None) -> list:
    """Which of single waves (False) and batches (True) have a compiled block of ``program``
    in the runtime of ``options`` (None: the process's)."""
    return [waves for (waves, _), blocks in kept_blocks(program, options).items()
            if any(b is not None for b in blocks.ready)]


def test_options_given_to_a_run_win_over_the_process_defaults(monkeypatch, tmp_path):
    use_options(monkeypatch, blocks="off")
    mine = ExecutionOptions(blocks="sync", hot=2, block_cache=tmp_path)
    wave, result, program = _loop_run(mine)
    assert _compiled(program, mine) == [False]
    assert _compiled(program) == []                  # (not in the process's runtime)
    assert any(tmp_path.glob("block_*.py"))          # (its cache, not the default one)
    expected, want, plain = _loop_run()               # (the defaults: interpreted)
    assert kept_blocks(plain) == {}
    _same(wave, expected)
    assert result == want
    assert default_options().blocks == "off"          # (a run's options change no default)


def test_blocks_off_interprets_whatever_the_defaults(monkeypatch):
    use_options(monkeypatch, blocks="sync", hot=1)
    off = ExecutionOptions(blocks="off")
    _, _, program = _loop_run(off)
    assert kept_blocks(program, off) == {} and kept_blocks(program) == {}


def test_each_options_runtime_keeps_its_own_state_and_lets_a_program_go(tmp_path):
    """A runtime (emulator/execution/runtime.py) belongs to one options object: two options
    keep two states of one program, each counting with its own thresholds; a program that
    goes takes its state with it; the program itself holds nothing."""
    program = assemble(LOOP, "loop.s")
    first, second = (ExecutionOptions(blocks="sync", hot=hot, block_cache=tmp_path)
                     for hot in (11, 12))
    for options in (first, second):
        wave = Wavefront()
        wave.exec = (1 << 64) - 1
        run(wave, program, options=options)
    assert first.runtime is not second.runtime and first.runtime is first.runtime
    for options in (first, second):
        (blocks,) = kept_blocks(program, options).values()
        assert blocks.options is options
    assert first.changed(hot=11).runtime is not first.runtime   # (a copy: a runtime of its own)
    assert not hasattr(program, "derived") and not hasattr(program.instructions[0], "run")
    assert len(first.runtime) == 1
    del program, blocks
    gc.collect()
    assert len(first.runtime) == 0 and len(second.runtime) == 0


def test_options_travel_to_another_process_without_their_runtime(tmp_path):
    options = ExecutionOptions(blocks="sync", block_cache=tmp_path)
    program = assemble(LOOP, "loop.s")
    options.runtime.state(program).bound_runs = ["kept"]
    copy = pickle.loads(pickle.dumps(options))
    assert copy == options and copy.runtime is not options.runtime and len(copy.runtime) == 0


def test_only_instruction_observers_let_blocks_run(monkeypatch, tmp_path):
    use_options(monkeypatch, blocks="sync", hot=2, block_cache=tmp_path)
    heard_plain, heard_typed = [], []
    _, _, plain = _loop_run(listeners=(lambda w, i: heard_plain.append(i.index),))
    _, _, typed = _loop_run(listeners=(InstructionObserver(
        lambda w, i: heard_typed.append(i.index)),))
    assert kept_blocks(plain) == {} and _compiled(typed)
    assert heard_plain == heard_typed


def test_the_accountant_is_an_instruction_observer():
    accountant = emulator.CycleAccountant()
    assert isinstance(accountant.on_retire, InstructionObserver)


@pytest.mark.parametrize("changes, name", [
    ({"blocks": "fast"}, "blocks"), ({"hot": 0}, "hot"), ({"hot_waves": True}, "hot_waves"),
    ({"children": 1.5}, "children"), ({"block_cache": 3}, "block_cache"),
    ({"min_length": -1}, "min_length")])
def test_bad_options_are_refused_by_name(changes, name):
    with pytest.raises(ArgumentError, match=name):
        ExecutionOptions(**changes)
    with pytest.raises(ArgumentError, match="no option 'speed'"):
        ExecutionOptions().changed(speed=2)
    with pytest.raises(ArgumentError, match="options must be"):
        run(Wavefront(), assemble(" s_endpgm\n", "e.s"), options={"blocks": "off"})


def test_the_environment_gives_only_the_starting_defaults(monkeypatch, tmp_path):
    env = {"WFEMU_BLOCKS": "off", "WFEMU_BLOCK_CACHE": str(tmp_path)}
    assert ExecutionOptions.from_environment(env) == ExecutionOptions(
        blocks="off", block_cache=tmp_path)
    assert ExecutionOptions.from_environment({"NUMBA_DISABLE_JIT": "1"}).blocks == "off"
    assert ExecutionOptions.from_environment({"WFEMU_BLOCKS": "nonsense"}).blocks == \
        "background"
    monkeypatch.setattr(options_module, "_default", None)
    monkeypatch.setenv("WFEMU_BLOCKS", "off")
    assert default_options().blocks == "off"
    monkeypatch.setenv("WFEMU_BLOCKS", "sync")   # (read once: a later change is not seen)
    assert default_options().blocks == "off"
    previous = set_default_options(blocks="sync")
    assert previous.blocks == "off" and default_options().blocks == "sync"


def test_the_block_cache_follows_xdg(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert ExecutionOptions().cache_directory() == tmp_path / "wavefront-emu" / "blocks"
    assert (tmp_path / "wavefront-emu" / "blocks").is_dir()


def test_a_launch_takes_its_options(monkeypatch, tmp_path):
    from tests.test_blocks import ROOT
    use_options(monkeypatch, blocks="off")
    gemm = ROOT / "programs" / "kernels" / "gemm_xf32.s"
    rng = np.random.default_rng(1)
    a, b = (rng.standard_normal((64, 64)).astype(np.float32) for _ in "ab")
    outs = []
    for options in (None, ExecutionOptions(blocks="sync", hot_waves=64, block_cache=tmp_path)):
        out = np.zeros_like(a)
        emulator.launch(gemm, kernel="gemm_xf32", grid=(4, 4), args=[a, b, out, 64, 64, 64],
                        workers=1, options=options)
        outs.append(out)
    assert np.array_equal(*outs)
    assert any(tmp_path.glob("block_*.py"))


def test_the_cli_sets_the_process_options_once(monkeypatch, tmp_path, capsys):
    from emulator.tools.cli import main as wfemu
    from tests.test_blocks import ROOT
    monkeypatch.setattr(options_module, "_default", ExecutionOptions(blocks="sync"))
    assert wfemu(["--compiled-blocks", "off", "--compiled-block-cache", str(tmp_path),
                  "run", str(ROOT / "programs" / "scalar_loop.s")]) == 0
    assert default_options() == ExecutionOptions(blocks="off", block_cache=tmp_path)
    with pytest.raises(SystemExit):
        wfemu(["--compiled-blocks", "fast", "run", "x.s"])
    assert "invalid choice: 'fast'" in capsys.readouterr().err
