"""Brotli and gzip copies beside the site's big files, made once at build time.

A static host (or ``scripts/server.py``) then sends ``X.br`` or ``X.gz`` for
``X`` when the browser accepts it, without compressing on each request. Every
text file of at least ``MIN_SIZE`` bytes, the wasm, and zip archives whose
members are all stored (the trimmed standard library, the engine wheel) get both
copies; archives that are already deflated, and images, do not. Brotli comes
from Node's zlib (``scripts/brotli.mjs``: the standard library has no brotli),
gzip from Python's. Compressing Pyodide's wasm at brotli's highest quality
takes minutes, so every copy is kept in ``build/compressed/`` under the SHA-256
of its content and reused by later builds.
"""

from __future__ import annotations

import fcntl
import gzip
import hashlib
import json
import os
import shutil
import subprocess
import zipfile
from pathlib import Path

from tutorial.paths import ROOT

CACHE = ROOT / "build" / "compressed"
BROTLI_SCRIPT = ROOT / "scripts" / "brotli.mjs"
MIN_SIZE = 1024
TEXT = frozenset({".html", ".css", ".js", ".mjs", ".json", ".svg", ".xml", ".txt", ".wasm",
                  ".webmanifest", ".map"})
# Zip archives compress like text when their members are stored, not deflated.
ARCHIVES = frozenset({".zip", ".whl"})
ENCODINGS = (".br", ".gz")


class CompressError(RuntimeError):
    """A compressed copy could not be made (message says why)."""


def stored_archive(path: Path) -> bool:
    """Whether ``path`` is a zip archive whose every member is stored (uncompressed)."""
    if path.suffix.lower() not in ARCHIVES or not zipfile.is_zipfile(path):
        return False
    with zipfile.ZipFile(path) as archive:
        return all(info.compress_type == zipfile.ZIP_STORED for info in archive.infolist())


def wanted(path: Path) -> bool:
    """Whether ``path`` gets compressed copies beside it."""
    if path.suffix in ENCODINGS or path.stat().st_size < MIN_SIZE:
        return False
    return path.suffix.lower() in TEXT or stored_archive(path)


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _brotli(pairs: list[tuple[Path, Path]]) -> None:
    node = shutil.which("node")
    if node is None:
        raise CompressError("node is needed to brotli-compress the site (Node 20+)")
    payload = json.dumps([[str(a), str(b)] for a, b in pairs])
    done = subprocess.run([node, str(BROTLI_SCRIPT)], input=payload, text=True,
                          capture_output=True, check=False)
    if done.returncode != 0:
        raise CompressError(f"scripts/brotli.mjs failed: {done.stderr[-500:]}")


def compress_site(site: Path, cache: Path = CACHE) -> list[Path]:
    """Write ``X.br`` and ``X.gz`` beside every file of ``site`` that ``wanted``; return them.

    Stale copies (of files that no longer exist or changed) are replaced.
    """
    cache.mkdir(parents=True, exist_ok=True)
    sources = sorted(p for p in site.rglob("*") if p.is_file() and wanted(p))
    for stale in site.rglob("*"):
        if stale.suffix in ENCODINGS and not stale.with_suffix("").exists():
            stale.unlink()
    digests = {path: _digest(path) for path in sources}
    # Builds running at the same time (the test suite's parallel workers) take turns to fill
    # the cache, so the wasm is compressed once, not once per build; every copy is written
    # under a private name and renamed, so none is ever seen half written.
    with (cache / ".lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        to_brotli = sorted({(path, cache / f"{digest}.br") for path, digest in digests.items()
                            if not (cache / f"{digest}.br").exists()})
        unique = list({target: (source, target) for source, target in to_brotli}.values())
        if unique:
            _brotli(unique)
        for path, digest in digests.items():
            zipped = cache / f"{digest}.gz"
            if not zipped.exists():
                partial = zipped.with_name(f"{zipped.name}.{os.getpid()}.part")
                partial.write_bytes(gzip.compress(path.read_bytes(), compresslevel=9, mtime=0))
                partial.replace(zipped)
    written = []
    for path, digest in digests.items():
        for suffix in ENCODINGS:
            target, copy = path.with_name(path.name + suffix), cache / f"{digest}{suffix}"
            if not (target.exists() and target.read_bytes() == copy.read_bytes()):
                shutil.copyfile(copy, target)
            written.append(target)
    return written
