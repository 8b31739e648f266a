"""The folder layout is the architecture: ``isa`` never imports ``emulator``, and no module of
``emulator`` imports one from a layer above its own (imports inside functions included)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# emulator's layers, lowest first
LAYERS = {"jit": -1, "user_cache": -1, "path_tools": -1, "symbols": -1, "state": 0, "source_files": 0, "device_printf": 0, "fidelity": 0,
          "execution": 1, "timing": 2, "api": 3, "kernel_metadata": 4, "dispatch": 4,
          "launch_timing": 4, "launch_result": 4, "launch_plan": 4, "workgroups": 4, "launch": 4, "triton": 5, "hip": 5, "tools": 6}


def _module(path: Path) -> str:
    if not path.is_relative_to(ROOT):   # (a file a test writes: a module of its own)
        return path.stem
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path):
    """(module imported, line) for every import in the file, relative ones resolved."""
    here = _module(path)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, node.lineno
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")
                parent = parent[:len(parent) - node.level + 1]
                base = ".".join(parent + ([base] if base else []))
            for alias in node.names:
                yield (f"{base}.{alias.name}" if not node.module else base), node.lineno


def _layer(module: str) -> int | None:
    parts = module.split(".")
    return LAYERS.get(parts[1]) if parts[0] == "emulator" and len(parts) > 1 else None


FILES = sorted((ROOT / "isa").rglob("*.py")) + sorted((ROOT / "emulator").rglob("*.py"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_module_imports_a_layer_above_its_own(path):
    here = _module(path)
    bad = []
    for imported, line in _imports(path):
        if here.startswith("isa") and imported.split(".")[0] == "emulator":
            bad.append((line, imported))
        mine, theirs = _layer(here), _layer(imported)
        if mine is not None and theirs is not None and theirs > mine:
            bad.append((line, imported))
    assert bad == [], f"{here} imports from above: {bad}"


def test_every_emulator_module_has_a_layer():
    for path in (ROOT / "emulator").rglob("*.py"):
        module = _module(path)
        assert module == "emulator" or _layer(module) is not None, module


# A target is data: what an instruction needs comes from the Target its program was
# assembled for, so no emulator module reaches for one GPU's tables — not by importing a
# target's own package, not through isa's gfx942 names.
_ONE_TARGETS = ("GFX942", "MATRIX_INSTRUCTIONS", "ACC_MOVES", "DENSE", "SPARSE", "REMOVED")


def _target_reaches(path: Path):
    """(line, what) for each import of a target's package (isa.gfx942…) or use of isa's
    names of gfx942's tables in ``path``."""
    for imported, line in _imports(path):
        parts = imported.split(".")
        if parts[0] == "isa" and len(parts) > 1 and parts[1].startswith("gfx"):
            yield line, imported
        if parts[0] == "isa" and parts[-1] in _ONE_TARGETS:
            yield line, imported
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                and node.value.id == "isa" and node.attr in _ONE_TARGETS:
            yield node.lineno, f"isa.{node.attr}"


@pytest.mark.parametrize("path", sorted((ROOT / "emulator").rglob("*.py")),
                         ids=lambda p: str(p.relative_to(ROOT)))
def test_no_emulator_module_reaches_for_one_targets_tables(path):
    assert list(_target_reaches(path)) == []


def test_the_rule_sees_a_reach(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("import isa\nfrom isa.gfx942.ops import OPS\nx = isa.MATRIX_INSTRUCTIONS\n")
    assert [line for line, _ in _target_reaches(bad)] == [2, 3]
