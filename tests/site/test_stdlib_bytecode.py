"""The site's standard library ships as bytecode compiled from its stripped sources (issue 23).

Issue 23, item 2: «Measure where the time goes first (… the Python start …), then pick
the levers that pay». Most of a first visit's Python start was CPython compiling the
trimmed standard library; ``tutorial/assets/stdlib_bytecode.py`` compiles it at build
time instead. These tests run it on the build's CPython (a zip it writes must import
with no source beside it) and check the zip the site ships, which Pyodide's 3.14 wrote:
each module's pyc belongs to exactly the stripped source ``test_stdlib_strip`` checks.
"""

from __future__ import annotations

import _imp
import importlib
import importlib.util
import sys
import traceback
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tutorial.assets import stdlib_bytecode, stdlib_trim
from tutorial.assets.stdlib_bytecode import BytecodeError, compile_zip

MODULE = b"def half(n):\n    if n % 2:\n        raise ValueError(n)\n    return n // 2\n"
TIME = (2020, 1, 1, 0, 0, 0)
UNCHECKED_HASH = 0b01  # PEP 552: hash-based, check_source off


@pytest.fixture()
def sources_zip(tmp_path: Path) -> Path:
    source = tmp_path / "sources.zip"
    with zipfile.ZipFile(source, "w", zipfile.ZIP_STORED) as archive:
        archive.writestr(zipfile.ZipInfo("pkg/", TIME), b"")
        archive.writestr(zipfile.ZipInfo("pkg/__init__.py", TIME), b"")
        archive.writestr(zipfile.ZipInfo("pkg/halves.py", TIME), MODULE)
        archive.writestr(zipfile.ZipInfo("pkg/py.typed", TIME), b"")
    return source


@pytest.fixture()
def importable(tmp_path: Path) -> Iterator[Path]:
    """A path for a zip that tests put first on ``sys.path``, removed afterwards."""
    target = tmp_path / "compiled.zip"
    sys.path.insert(0, str(target))
    yield target
    sys.path.remove(str(target))
    for name in [name for name in sys.modules if name == "pkg" or name.startswith("pkg.")]:
        del sys.modules[name]
    sys.path_importer_cache.pop(str(target), None)


def _ranges_as_built(monkeypatch: pytest.MonkeyPatch) -> None:
    """The build's CPython keeps column ranges; stand in for PYTHONNODEBUGRANGES."""
    monkeypatch.setattr(stdlib_bytecode, "has_column_ranges", lambda: False)


def test_each_source_becomes_its_pyc_and_the_rest_is_kept(
        sources_zip: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 12, «Pre-compress the big assets at build time»: the compiled zip keeps
    every member's order, timestamp and storage (brotli compresses the whole), and each
    ``.py`` is replaced by a ``.pyc``: no source ships."""
    _ranges_as_built(monkeypatch)
    target = tmp_path / "out.zip"
    assert compile_zip(str(sources_zip), str(target), root=str(target)) == 2
    with zipfile.ZipFile(sources_zip) as before, zipfile.ZipFile(target) as after:
        assert after.namelist() == ["pkg/", "pkg/__init__.pyc", "pkg/halves.pyc", "pkg/py.typed"]
        assert [i.date_time for i in after.infolist()] == [i.date_time for i in before.infolist()]
        assert all(i.compress_type == zipfile.ZIP_STORED for i in after.infolist())
        pyc = after.read("pkg/halves.pyc")
    assert pyc[:4] == importlib.util.MAGIC_NUMBER
    assert int.from_bytes(pyc[4:8], "little") == UNCHECKED_HASH
    assert pyc[8:16] == importlib.util.source_hash(MODULE)


def test_the_compiled_zip_imports_with_no_source_and_names_its_lines(
        sources_zip: Path, importable: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 12, «every op … still works, byte-identical verdicts»: a module imported
    from the compiled zip runs as its source did, and a traceback through it still names
    the module's path inside the zip and its line."""
    _ranges_as_built(monkeypatch)
    compile_zip(str(sources_zip), str(importable), root=str(importable))
    halves = importlib.import_module("pkg.halves")
    assert halves.__file__ == f"{importable}/pkg/halves.pyc"
    assert halves.half(10) == 5
    with pytest.raises(ValueError) as raised:
        halves.half(3)
    where = traceback.extract_tb(raised.value.__traceback__)[-1]
    assert (where.filename, where.lineno) == (f"{importable}/pkg/halves.py", 3)


def test_bytecode_with_column_ranges_is_refused(sources_zip: Path, tmp_path: Path) -> None:
    """Issue 23, item 2, «with its cost in bytes … written down»: the build compiles
    without column ranges (``PYTHONNODEBUGRANGES``: 559 KB brotli
    instead of 763 KB, and no source line ships for them to underline). An interpreter
    that would write them is refused with what to set, not silently shipped."""
    assert stdlib_bytecode.has_column_ranges()  # the test's own CPython, run as usual
    with pytest.raises(BytecodeError, match="PYTHONNODEBUGRANGES=1"):
        compile_zip(str(sources_zip), str(tmp_path / "out.zip"), root="/lib/x.zip")


def test_the_shipped_zip_is_the_stripped_sources_compiled(built_site: Path) -> None:
    """Issue 23, item 2 (the Python start) and issue 12 (the trimmed standard library):
    the site's zip holds no source, one pyc for each stripped source and nothing else
    beside them, and each pyc is an unchecked hash-based one (PEP 552) made from exactly
    that source, by one interpreter (one magic number)."""
    shipped = built_site / "assets" / "pyodide" / "python_stdlib.zip"
    with zipfile.ZipFile(stdlib_trim.sources()) as sources, zipfile.ZipFile(shipped) as built:
        source_names = sources.namelist()
        built_names = built.namelist()
        expected = [name + "c" if name.endswith(".py") else name for name in source_names]
        assert built_names == expected
        magics = set()
        for name in source_names:
            if not name.endswith(".py"):
                continue
            pyc = built.read(name + "c")
            magic = int.from_bytes(pyc[:4], "little")
            magics.add(magic)
            assert int.from_bytes(pyc[4:8], "little") == UNCHECKED_HASH, name
            assert pyc[8:16] == _imp.source_hash(magic, sources.read(name)), name
    assert len(magics) == 1 and not [name for name in built_names if name.endswith(".py")]
