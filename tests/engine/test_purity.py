"""The engine is standard-library Python, does no I/O outside its CLI, and parses on 3.11."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parents[2] / "engine"
MODULES = sorted(ENGINE.rglob("*.py"))
CLI_MODULES = {"cli.py", "__main__.py"}
IO_MODULES = {"os", "sys", "io", "pathlib", "subprocess", "socket", "shutil", "tempfile",
              "urllib", "http", "logging", "glob", "fileinput", "sqlite3", "pickle", "shelve"}
THREAD_MODULES = {"threading", "_thread", "multiprocessing", "concurrent", "asyncio"}
IO_CALLS = {"open", "print", "input", "breakpoint", "exec", "eval", "__import__"}


def _imports(tree: ast.AST) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def _parse(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path),
                     feature_version=(3, 11))


def test_the_engine_has_modules() -> None:
    """ARCHITECTURE: «engine/ — the rules, once» (the scan below sees every module)."""
    names = {p.name for p in MODULES}
    assert {"bids.py", "referee.py", "cli.py", "game.py", "rules.py"} <= names


@pytest.mark.parametrize("path", MODULES, ids=[str(p.relative_to(ENGINE)) for p in MODULES])
def test_engine_module_parses_as_python_3_11(path: Path) -> None:
    """issue 2: «standard-library Python only, with syntax valid on CPython 3.11»."""
    _parse(path)


@pytest.mark.parametrize("path", MODULES, ids=[str(p.relative_to(ENGINE)) for p in MODULES])
def test_engine_module_imports_only_the_standard_library(path: Path) -> None:
    """issue 2: «`engine/`, importable as `engine`: standard-library Python only»."""
    outside = {n for n in _imports(_parse(path))
               if n != "engine" and n != "__future__" and n not in sys.stdlib_module_names}
    assert not outside, outside


@pytest.mark.parametrize("path", MODULES, ids=[str(p.relative_to(ENGINE)) for p in MODULES])
def test_engine_module_has_no_io_threads_or_global_state(path: Path) -> None:
    """issue 2: «No threads; no I/O outside the CLI module; no global mutable state»."""
    tree = _parse(path)
    imported = _imports(tree)
    assert not imported & THREAD_MODULES
    assert not any(isinstance(node, ast.Global) for node in ast.walk(tree))
    if path.name in CLI_MODULES and path.parent == ENGINE:
        return
    assert not imported & IO_MODULES, imported & IO_MODULES
    calls = {node.func.id for node in ast.walk(tree)
             if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)}
    assert not calls & IO_CALLS, calls & IO_CALLS


def test_every_engine_module_has_a_docstring() -> None:
    """Team rule: «a short docstring at the top of each module» (ARCHITECTURE lists each role)."""
    missing = [p.name for p in MODULES if not ast.get_docstring(_parse(p))]
    assert not missing


def test_importing_the_engine_loads_only_the_standard_library() -> None:
    """issue 2: «standard-library Python only» (checked at run time, without site-packages)."""
    code = ("import sys, pkgutil, importlib, engine\n"
            "for m in pkgutil.walk_packages(engine.__path__, 'engine.'):\n"
            "    if not m.name.endswith('__main__'): importlib.import_module(m.name)\n"
            "print('\\n'.join(sorted(sys.modules)))")
    done = subprocess.run([sys.executable, "-S", "-c", code], cwd=ENGINE.parent,
                          capture_output=True, text=True, timeout=60, check=True)
    loaded = {name.split(".")[0] for name in done.stdout.split()}
    assert "engine" in loaded
    assert not {n for n in loaded - {"engine", "__main__"} if n not in sys.stdlib_module_names}
