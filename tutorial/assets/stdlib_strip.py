"""Strip the trimmed standard library's sources to their code: no docstrings, no comments.

The widgets boot Pyodide on about 125 standard-library modules (``stdlib_trim``),
and over a third of their bytes are docstrings and comments the engine never
reads. This module rewrites each source from its syntax tree: docstrings
dropped (what ``python -OO`` does, which the standard library supports), comments
and blank lines gone, one space per indentation level. Every rewritten file is
proven equal to its original: its syntax tree must be the original's, minus the
docstrings, node for node (``ast.dump``, positions aside); a file that fails the
proof ships unchanged.

It must run on the Python that will import the result: the runtime's 3.14
parses syntax the build's CPython (3.11+) may not. ``stdlib_strip.mjs`` runs
this file as source inside Pyodide under Node and calls ``strip_zip``; it uses
only ``ast`` and ``zipfile``.
"""

from __future__ import annotations

import ast
import zipfile

INDENT = "    "  # what ast.unparse writes for one level
_WithDocstring = ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef


def _is_docstring(statement: ast.stmt) -> bool:
    return (isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant)
            and isinstance(statement.value.value, str))


class _DropDocstrings(ast.NodeTransformer):
    """Remove the docstring of the module, each class and each function (``pass`` if empty).

    String statements right after a docstring go too: they do nothing, and once the
    docstring is gone the next one would become the new ``__doc__``.
    """

    def _drop(self, node: _WithDocstring) -> ast.AST:
        self.generic_visit(node)
        body = list(node.body)
        while body and _is_docstring(body[0]):
            body.pop(0)
        node.body = body or [ast.Pass()]
        return node

    visit_Module = visit_ClassDef = visit_FunctionDef = visit_AsyncFunctionDef = _drop


def without_docstrings(source: str, name: str = "<source>") -> ast.Module:
    """The syntax tree of ``source`` with every docstring removed."""
    tree = _DropDocstrings().visit(ast.parse(source, name))
    assert isinstance(tree, ast.Module)
    return ast.fix_missing_locations(tree)


def _one_space_indent(text: str) -> str:
    """One space per level and no blank lines (the proof in ``strip_source`` rejects the
    result if a line belonged to a multi-line string)."""
    lines = []
    for line in text.split("\n"):
        code = line.lstrip(" ")
        if not code:
            continue
        depth, extra = divmod(len(line) - len(code), len(INDENT))
        lines.append(" " * (depth + extra) + code)
    return "\n".join(lines)


def strip_source(source: str, name: str = "<source>") -> str:
    """``source`` without docstrings, comments and blank lines, or unchanged when the
    rewrite cannot be proven to be the same program (see the module doc)."""
    tree = without_docstrings(source, name)
    expected = ast.dump(tree)
    plain = ast.unparse(tree) + "\n"
    for candidate in (_one_space_indent(plain) + "\n", plain):
        try:
            if ast.dump(ast.parse(candidate, name)) == expected:
                return candidate
        except SyntaxError:
            continue
    return source


def strip_member(name: str, data: bytes) -> tuple[bytes, bool]:
    """Zip member ``name``'s bytes with its source stripped when it is a ``.py`` file, and
    whether a source shipped unchanged (its rewrite could not be proven)."""
    if not name.endswith(".py"):
        return data, False
    text = data.decode("utf-8")
    stripped = strip_source(text, name)
    return stripped.encode("utf-8"), stripped is text


def stored_copy(info: zipfile.ZipInfo) -> zipfile.ZipInfo:
    """A member header like ``info`` (name, timestamp, mode) for a stored copy."""
    copy = zipfile.ZipInfo(info.filename, info.date_time)
    copy.external_attr = info.external_attr
    return copy


def strip_zip(source: str, target: str) -> list[str]:
    """Write ``target``: ``source`` (a stored zip) with every ``.py`` member stripped,
    members, order, timestamps and modes kept, stored. Returns the members shipped unchanged."""
    unchanged = []
    with zipfile.ZipFile(source) as zin, zipfile.ZipFile(target, "w", zipfile.ZIP_STORED) as zout:
        for info in zin.infolist():
            data, kept = strip_member(info.filename, zin.read(info))
            if kept:
                unchanged.append(info.filename)
            zout.writestr(stored_copy(info), data)
    return unchanged
