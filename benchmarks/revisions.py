"""Measuring another revision's code beside this checkout's, in the same run: its tree as a
temporary git worktree, and a child process that runs a measuring script with a tree's code
and prints JSON (bench_interpreter.py, compare_revisions.py)."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


@contextlib.contextmanager
def revision_tree(rev: str):
    """The checkout of git revision ``rev`` in a temporary worktree, removed after."""
    with tempfile.TemporaryDirectory() as scratch:
        tree = Path(scratch) / "baseline"
        subprocess.run(["git", "worktree", "add", "--detach", str(tree), rev], cwd=ROOT,
                       check=True, capture_output=True)
        try:
            yield tree
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(tree)], cwd=ROOT,
                           capture_output=True)


def run_in_tree(tree: Path, script: str, *args: str, **env) -> dict:
    """The JSON the child running ``script`` with ``tree``'s code prints last (``env``:
    variables added to the environment)."""
    done = subprocess.run([sys.executable, "-c", script, *args],
                          env=dict(os.environ, PYTHONPATH=str(tree), **env), cwd=tree,
                          capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"{tree}: {done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])
