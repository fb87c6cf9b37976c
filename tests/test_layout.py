"""tutorial/ is laid out by role, and imports run only downward.

Issue 16: «imports only run downward (checks and render never import assets; nothing
imports widgets' Python glue upward)», with «Sub-packages that show the architecture».
"""

from __future__ import annotations

import ast
from pathlib import Path

from tutorial.layout import ALLOWED, arrows

TUTORIAL = Path(__file__).resolve().parents[1] / "tutorial"


def test_every_import_between_tutorial_packages_runs_downward() -> None:
    """Issue 16: checks and render never import assets; words imports nothing of tutorial."""
    found = arrows(TUTORIAL)
    upward = sorted(f"{a} → {b}" for a, b in found if b not in ALLOWED.get(a, frozenset()))
    assert not upward, f"imports against the layout: {upward}"
    assert ("checks", "render") not in found and ("render", "assets") not in found


def test_every_file_of_tutorial_belongs_to_a_known_package() -> None:
    """Issue 16: each module sits in the package of its role (checks, render, assets, words,
    widgets), or is one of the few top-level modules the layout names."""
    strays = sorted(p.relative_to(TUTORIAL).as_posix() for p in TUTORIAL.iterdir()
                    if p.name not in ("__init__.py", "__pycache__")
                    and p.name.removesuffix(".py") not in ALLOWED)
    assert not strays


def test_each_package_says_its_role_in_its_docstring() -> None:
    """Issue 16: «Each package's `__init__.py` docstring says its role in two lines»."""
    for init in sorted(TUTORIAL.glob("*/__init__.py")):
        doc = ast.get_docstring(ast.parse(init.read_text(encoding="utf-8")))
        assert doc, f"{init} has no docstring"
        assert len([line for line in doc.splitlines() if line.strip()]) <= 3, init


def test_mkdocs_knows_one_hook_module() -> None:
    """Issue 16: «One entry point for MkDocs: a single hook module»."""
    config = (TUTORIAL.parent / "mkdocs.yml").read_text(encoding="utf-8")
    hooks = config.split("\nhooks:\n", 1)[1].split("\n\n", 1)[0]
    assert [line.strip() for line in hooks.splitlines()] == ["- tutorial/plugin.py"]
