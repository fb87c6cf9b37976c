"""The site's trimmed ``python_stdlib.zip``: only the standard library the engine really uses.

Pyodide's own ``python_stdlib.zip`` (2.5 MB, 567 files) barely compresses; the
widgets need a fraction of it. ``tutorial/assets/stdlib-modules.txt`` lists the zip
members that were measured as read (``scripts/measure-stdlib``: Pyodide's
start, the engine installed as the widgets' worker installs it, and every case of
the parity corpus, i.e. every ``engine.webapi`` op, every bot level and every
worked example's walkthrough, run in Pyodide under Node with the full zip).
Modules frozen into the interpreter (``os``, ``codecs``, ``zipimport``…) are not
read from the zip and are not in it. ``MARGIN`` adds the few modules kept for
safety: ones the kept modules import lazily on paths the corpus does not take.

Each kept source is then stripped of its docstrings and comments
(``stdlib_strip``, run in Pyodide's own Python by ``stdlib_strip.mjs``), which
takes another third off. The zip is written with its members *stored*, not
deflated: the site serves it brotli- or gzip-compressed (``precompress``), and
one stream over all the sources compresses far better than 135 small deflate
streams. Its bytes depend only on its inputs (fixed timestamps, sorted), and a
copy is kept in ``build/stdlib/`` under the hash of those inputs, so the strip
runs again only when Pyodide, the list or the stripping code changes.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import tempfile
import zipfile
from pathlib import Path

from tutorial.paths import PYODIDE_DIR, ROOT

HERE = Path(__file__).resolve().parent
SOURCE = PYODIDE_DIR / "python_stdlib.zip"
MEASURED = HERE / "stdlib-modules.txt"
STRIP_SCRIPT = HERE / "stdlib_strip.mjs"
STRIP_CODE = HERE / "stdlib_strip.py"
CACHE = ROOT / "build" / "stdlib" / "stripped"
# Kept beyond what was measured, each for a reason the corpus cannot show.
MARGIN: tuple[str, ...] = (
    "_pyodide/", "pyodide/ffi/",      # Pyodide's JS calls into these lazily (ffi, errors)
    "pyodide/_core.py", "pyodide/_run_js.py",
    "encodings/ascii.py", "encodings/latin_1.py", "encodings/utf_8_sig.py",
    "encodings/unicode_escape.py", "encodings/raw_unicode_escape.py",  # codecs found by name
    "string/",
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


def _write_selected(target: Path, source: Path, measured_file: Path) -> None:
    """The kept members, unstripped, into a stored zip (the strip step's input)."""
    with zipfile.ZipFile(source) as full, \
            zipfile.ZipFile(target, "w", zipfile.ZIP_STORED) as trimmed:
        for name in members(measured(measured_file), full.namelist()):
            info = zipfile.ZipInfo(name, FIXED_TIME)
            info.external_attr = full.getinfo(name).external_attr
            trimmed.writestr(info, b"" if name.endswith("/") else full.read(name))


def _strip(selected: Path, out: Path) -> None:
    node = shutil.which("node")
    if node is None:
        raise StdlibError("node is needed to strip the trimmed standard library (Node 20+)")
    done = subprocess.run([node, str(STRIP_SCRIPT), str(selected), str(out)],
                          capture_output=True, text=True, check=False)
    if done.returncode != 0 or not out.exists():
        raise StdlibError(f"{STRIP_SCRIPT.name} failed: {done.stderr[-800:]}")
    unchanged = json.loads(done.stdout or "[]")
    if unchanged:  # not an error: those files ship as they are, but say so
        print(f"stdlib_strip: shipped unstripped: {', '.join(unchanged)}")


def inputs_key(source: Path = SOURCE, measured_file: Path = MEASURED) -> str:
    """SHA-256 of everything the stripped zip is made from (the cache key)."""
    digest = hashlib.sha256()
    for part in (source, measured_file, STRIP_CODE, STRIP_SCRIPT, Path(__file__)):
        digest.update(hashlib.sha256(part.read_bytes()).digest())
    return digest.hexdigest()


def build(out: Path, source: Path = SOURCE, measured_file: Path = MEASURED,
          cache: Path = CACHE) -> Path:
    """Write the trimmed, stripped zip to ``out`` (unless an identical one is there)."""
    if not source.exists():
        raise StdlibError(f"{source} is missing: run `npm ci`")
    digest = measured_digest(measured_file)
    if digest != source_digest(source):
        raise StdlibError(f"{measured_file.name} was measured on another python_stdlib.zip "
                          f"(Pyodide changed): run scripts/measure-stdlib")
    kept = cache / f"{inputs_key(source, measured_file)}.zip"
    if not kept.exists():
        cache.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=cache) as work:
            selected, stripped = Path(work) / "selected.zip", Path(work) / "stripped.zip"
            _write_selected(selected, source, measured_file)
            _strip(selected, stripped)
            stripped.replace(kept)
    if not (out.exists() and out.read_bytes() == kept.read_bytes()):
        out.parent.mkdir(parents=True, exist_ok=True)
        temporary = out.with_suffix(f".{os.getpid()}.tmp")  # private: builds may run at once
        shutil.copyfile(kept, temporary)
        temporary.replace(out)
    return out
