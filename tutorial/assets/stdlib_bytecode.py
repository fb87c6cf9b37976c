"""Compile the stripped standard library to bytecode, so a first visit does not compile it.

Pyodide's start imports nearly every module of the trimmed zip, and CPython compiles
each source on import: most of a first visit's Python start (3.3–4.7 s of 4.5–6 s
on a 2-core machine, measured at stop 36; pyodide/pyodide#3050 says the same). A zip
of ``.pyc`` files skips that work: each module became an *unchecked hash-based* pyc
(PEP 552: no timestamp, and nothing to check it against, since no source ships),
compiled from the stripped source (``stdlib_strip``) by the Python that will run it,
under the path it is imported from (``/lib/python314.zip/json/decoder.py``, so
tracebacks name the right file).

The bytecode keeps its line numbers but not its column ranges
(``PYTHONNODEBUGRANGES``, set by ``stdlib_build.mjs`` and checked here): the ranges
only draw ``^^^`` under a traceback's source line, and no source line ships. Without
them the zip is 559 KB brotli instead of 763 KB; the stripped sources were 257 KB.

Like ``stdlib_strip`` it runs as source inside Pyodide under Node and uses only the
standard library; it also runs on the build's CPython, which the tests use.
"""

from __future__ import annotations

import importlib._bootstrap_external as bootstrap_external
import importlib.util
import sys
import zipfile

try:
    from tutorial.assets.stdlib_strip import stored_copy
except ImportError:  # in Pyodide, stdlib_build.mjs puts the two files side by side
    from stdlib_strip import stored_copy  # type: ignore[no-redef,import-not-found]


class BytecodeError(RuntimeError):
    """The bytecode would not be what the zip promises (message says what)."""


def zip_root() -> str:
    """The standard library's zip as ``sys.path`` names it (``/lib/python314.zip``)."""
    for entry in sys.path:
        if entry.endswith(".zip"):
            return entry
    raise BytecodeError(f"no zip on sys.path: {sys.path}")


def has_column_ranges() -> bool:
    """Whether this interpreter writes column ranges into the code it compiles."""
    code = compile("x.y + z", "<probe>", "eval")
    return any(column is not None for _, _, column, _ in code.co_positions())


def pyc_bytes(source: bytes, path: str) -> bytes:
    """An unchecked hash-based pyc of ``source``, compiled as the module at ``path``."""
    code = compile(source, path, "exec", dont_inherit=True, optimize=0)
    return bytes(bootstrap_external._code_to_hash_pyc(  # type: ignore[attr-defined]
        code, importlib.util.source_hash(source), checked=False))


def compile_member(name: str, data: bytes, root: str) -> tuple[str, bytes]:
    """Zip member ``name`` as shipped: a ``.py`` becomes its ``.pyc``, the rest stays."""
    if not name.endswith(".py"):
        return name, data
    return name + "c", pyc_bytes(data, f"{root}/{name}")


def compile_zip(source: str, target: str, root: str | None = None,
                ranges: bool = False) -> int:
    """Write ``target``: ``source`` (a stored zip of stripped sources) with each ``.py``
    replaced by its pyc, order, timestamps and modes kept, stored. ``root`` is where the
    zip will be imported from (this interpreter's own zip by default); ``ranges`` says
    whether column ranges are wanted (the build refuses them: see the module doc).
    Returns the number of modules compiled."""
    if has_column_ranges() != ranges:
        raise BytecodeError("column ranges are " + ("off" if ranges else "on") +
                            ": run with PYTHONNODEBUGRANGES=1" * (not ranges))
    where = root or zip_root()
    compiled = 0
    with zipfile.ZipFile(source) as zin, zipfile.ZipFile(target, "w", zipfile.ZIP_STORED) as zout:
        for info in zin.infolist():
            name, data = compile_member(info.filename, zin.read(info), where)
            compiled += name != info.filename
            zout.writestr(stored_copy(info, name), data)
    return compiled
