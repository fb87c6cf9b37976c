"""The map of `tutorial/` read from its own code: lines per package, imports between packages.

Used by `scripts/tutorial-layout` (for ARCHITECTURE.md and closing notes) and by the test
that keeps imports running downward (`tests/test_layout.py`). Imports nothing of `tutorial`.
"""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

# The packages, and the `tutorial` packages each may import (besides itself). `plugin` is
# the MkDocs hook module at the top; `pages` and `paths`, `layout` are top-level modules.
ALLOWED: dict[str, frozenset[str]] = {
    "plugin": frozenset({"pages", "checks", "render", "assets", "words", "paths"}),
    "pages": frozenset({"checks", "render", "words", "paths"}),
    "assets": frozenset({"paths"}),
    "render": frozenset({"checks", "words", "paths"}),
    "checks": frozenset({"words", "paths"}),
    "words": frozenset(),
    "paths": frozenset(),
    "layout": frozenset(),
    "widgets": frozenset(),
}


def package_of(path: Path, root: Path) -> str:
    """The package a file of `root` (the `tutorial` folder) belongs to: its first folder or
    its module name."""
    first = path.relative_to(root).parts[0]
    return first.removesuffix(".py")


def _imported(tree: ast.AST) -> list[str]:
    """Every `tutorial.X…` module an `import` or `from … import` statement names."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module == "tutorial":
                found += [f"tutorial.{a.name}" for a in node.names]
            elif node.module.startswith("tutorial."):
                found.append(node.module)
        elif isinstance(node, ast.Import):
            found += [a.name for a in node.names if a.name.startswith("tutorial.")]
    return found


def arrows(root: Path) -> Counter[tuple[str, str]]:
    """(importing package, imported package) → number of import statements, across packages."""
    counts: Counter[tuple[str, str]] = Counter()
    for path in sorted(root.rglob("*.py")):
        if path.name == "__init__.py" and path.parent == root:
            continue
        source = package_of(path, root)
        for module in _imported(ast.parse(path.read_text(encoding="utf-8"))):
            target = module.split(".")[1]
            if target != source:
                counts[(source, target)] += 1
    return counts


def line_counts(root: Path) -> dict[str, tuple[int, int]]:
    """Package → (lines, files) over its Python, JavaScript, CSS, JSON and template files."""
    totals: dict[str, tuple[int, int]] = {}
    for path in sorted(root.rglob("*")):
        if not path.is_file() or "__pycache__" in path.parts or (path.parent == root and \
                path.name == "__init__.py"):
            continue
        package = package_of(path, root)
        lines, files = totals.get(package, (0, 0))
        with path.open(encoding="utf-8") as handle:
            totals[package] = (lines + sum(1 for _ in handle), files + 1)
    return dict(sorted(totals.items()))
