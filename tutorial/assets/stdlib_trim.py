"""The site's trimmed ``python_stdlib.zip``: only the standard library the engine really uses.

Pyodide's own ``python_stdlib.zip`` (2.5 MB, 614 files) barely compresses; the
widgets need a fraction of it. ``tutorial/assets/stdlib-modules.txt`` lists the zip
members that were measured as imported (``scripts/measure-stdlib``: Pyodide's
start plus every case of the parity corpus, i.e. every ``engine.webapi`` op,
every bot level and every worked example's walkthrough, run in Pyodide under
Node with the full zip). ``MARGIN`` adds modules kept for safety: ones the kept
modules import lazily on paths the corpus does not take (codecs looked up by
name, exception formatting, Pyodide's own helpers).

The trimmed zip is written with its members *stored*, not deflated: the site
serves it brotli- or gzip-compressed (``precompress``), and one
stream over all the sources compresses far better than 150 small deflate
streams. Its bytes depend only on its inputs (fixed timestamps, sorted), so the
service worker's content hash changes only when the zip does.
"""

from __future__ import annotations

import hashlib
import zipfile
from pathlib import Path

from tutorial.paths import PYODIDE_DIR

SOURCE = PYODIDE_DIR / "python_stdlib.zip"
MEASURED = Path(__file__).resolve().parent / "stdlib-modules.txt"
# Kept beyond what was measured, each for a reason the corpus cannot show.
MARGIN: tuple[str, ...] = (
    "pyodide/", "_pyodide/",          # Pyodide's JS calls into these lazily (ffi, errors, loaders)
    "encodings/ascii.py", "encodings/latin_1.py", "encodings/utf_8_sig.py",
    "encodings/utf_16.py", "encodings/utf_32.py", "encodings/unicode_escape.py",
    "encodings/raw_unicode_escape.py",  # codecs are looked up by name at run time
    "traceback.py", "_colorize.py", "textwrap.py", "linecache.py", "tokenize.py", "token.py",
    "warnings.py", "_py_warnings.py",  # formatting an unexpected exception in the worker
    "numbers.py", "fractions.py", "decimal.py",  # the numeric tower, lazily used
    "hashlib.py", "string/", "sysconfig/", "_sysconfigdata__emscripten_wasm32-emscripten.py",
)
FIXED_TIME = (2020, 1, 1, 0, 0, 0)


class StdlibError(RuntimeError):
    """The trimmed zip cannot be built (message says why and what to run)."""


def measured(path: Path = MEASURED) -> list[str]:
    """The measured zip members (one a line; ``#`` lines are comments)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def source_digest(path: Path = SOURCE) -> str:
    """SHA-256 of Pyodide's full zip, which the measurement names in its header."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def measured_digest(path: Path = MEASURED) -> str | None:
    """The SHA-256 of the zip the measurement was made on (its ``# source-sha256:`` line)."""
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("# source-sha256:"):
            return line.split(":", 1)[1].strip()
    return None


def members(names: list[str], available: list[str]) -> list[str]:
    """Every member to keep: the measured files, the margin (a ``dir/`` keeps the whole
    package), and the directory entries above each kept file."""
    wanted: set[str] = set()
    for name in [*names, *MARGIN]:
        if name.endswith("/"):
            wanted.update(n for n in available if n.startswith(name))
        elif name in available:
            wanted.add(name)
    missing = sorted(set(names) - set(available))
    if missing:
        raise StdlibError(f"{SOURCE.name} lacks measured modules {', '.join(missing[:5])}: "
                          "run scripts/measure-stdlib")
    for name in list(wanted):
        parts = name.split("/")[:-1]
        wanted.update("/".join(parts[:i]) + "/" for i in range(1, len(parts) + 1))
    return sorted(n for n in wanted if n in available)


def build(out: Path, source: Path = SOURCE, measured_file: Path = MEASURED) -> Path:
    """Write the trimmed zip to ``out`` (unless an identical one is there); return ``out``."""
    if not source.exists():
        raise StdlibError(f"{source} is missing: run `npm ci`")
    digest = measured_digest(measured_file)
    if digest != source_digest(source):
        raise StdlibError(f"{measured_file.name} was measured on another python_stdlib.zip "
                          f"(Pyodide changed): run scripts/measure-stdlib")
    with zipfile.ZipFile(source) as full:
        keep = members(measured(measured_file), full.namelist())
        temporary = out.with_suffix(".tmp")
        out.parent.mkdir(parents=True, exist_ok=True)
        with zipfile.ZipFile(temporary, "w", zipfile.ZIP_STORED) as trimmed:
            for name in keep:
                info = zipfile.ZipInfo(name, FIXED_TIME)
                info.external_attr = full.getinfo(name).external_attr
                trimmed.writestr(info, b"" if name.endswith("/") else full.read(name))
    if out.exists() and out.read_bytes() == temporary.read_bytes():
        temporary.unlink()
    else:
        temporary.replace(out)
    return out
