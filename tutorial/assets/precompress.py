"""Brotli and gzip copies beside the site's big files, made once at build time.

A static host (or ``scripts/server.py``) then sends ``X.br`` or ``X.gz`` for
``X`` when the browser accepts it, without compressing on each request. Every
text file of at least ``MIN_SIZE`` bytes, the wasm, and zip archives whose
members are all stored (the trimmed standard library, the engine wheel) get both
copies; archives that are already deflated, and images, do not. Brotli comes
from Node's zlib (``scripts/brotli.mjs``: the standard library has no brotli),
gzip from Python's. Compressing Pyodide's wasm at brotli's highest quality
takes a minute of one CPU (59 s on a 2-core machine; 78 s for a whole site, one
file after another), so every copy is kept in ``build/compressed/`` under the
SHA-256 of its content and reused by later builds; brotli runs in one Node
process per CPU; and ``python -m tutorial.assets.precompress --runtime`` makes the
copies of Pyodide's files ahead of a first build (``scripts/test`` starts it while
Python's packages install, so the suite's build does not wait a minute for them).
"""

from __future__ import annotations

import fcntl
import gzip
import hashlib
import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

from tutorial.paths import PYODIDE_DIR, PYODIDE_FILES, ROOT

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


def _balanced(pairs: list[tuple[Path, Path]], jobs: int) -> list[list[tuple[Path, Path]]]:
    """``pairs`` split into at most ``jobs`` groups of about equal bytes (largest first, each
    to the lightest group): brotli's time grows with the bytes, so the groups end together."""
    groups: list[list[tuple[Path, Path]]] = [[] for _ in range(max(1, min(jobs, len(pairs))))]
    loads = [0] * len(groups)
    for size, pair in sorted(((pair[0].stat().st_size, pair) for pair in pairs), reverse=True):
        lightest = loads.index(min(loads))
        groups[lightest].append(pair)
        loads[lightest] += size
    return groups


def _start_brotli(pairs: list[tuple[Path, Path]], jobs: int) -> list[subprocess.Popen[str]]:
    """Start ``scripts/brotli.mjs`` on ``pairs``, one Node process per group of
    :func:`_balanced`: at brotli's highest quality one CPU takes a minute for Pyodide's wasm
    alone, so the other files go to the other CPUs meanwhile."""
    node = shutil.which("node")
    if node is None:
        raise CompressError("node is needed to brotli-compress the site (Node 20+)")
    started = []
    for group in _balanced(pairs, jobs):
        process = subprocess.Popen([node, str(BROTLI_SCRIPT)], stdin=subprocess.PIPE,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        assert process.stdin is not None
        process.stdin.write(json.dumps([[str(a), str(b)] for a, b in group]))
        process.stdin.close()
        started.append(process)
    return started


def _finish_brotli(started: list[subprocess.Popen[str]]) -> None:
    failed = []
    for process in started:
        assert process.stderr is not None
        error = process.stderr.read()
        if process.wait() != 0:
            failed.append(error[-500:])
    if failed:
        raise CompressError(f"scripts/brotli.mjs failed: {failed[0]}")


def fill_cache(paths: list[Path], cache: Path = CACHE, jobs: int | None = None) -> dict[Path, str]:
    """Make sure ``cache`` holds a brotli and a gzip copy of each file of ``paths``, under the
    SHA-256 of its content; return each path's digest.

    Builds running at the same time (the test suite's parallel workers, and the runtime's
    early compression that ``scripts/test`` starts) take turns on the cache's lock, so each
    copy is made once, not once per build; every copy is written under a private name and
    renamed, so none is ever seen half written. Brotli runs in ``jobs`` Node processes (one
    per CPU by default) while this process writes the gzip copies.
    """
    cache.mkdir(parents=True, exist_ok=True)
    digests = {path: _digest(path) for path in paths}
    with (cache / ".lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        missing = {cache / f"{digest}.br": path for path, digest in digests.items()
                   if not (cache / f"{digest}.br").exists()}
        started = (_start_brotli([(path, target) for target, path in sorted(missing.items())],
                                 jobs or os.cpu_count() or 1) if missing else [])
        try:
            for path, digest in digests.items():
                zipped = cache / f"{digest}.gz"
                if not zipped.exists():
                    partial = zipped.with_name(f"{zipped.name}.{os.getpid()}.part")
                    partial.write_bytes(gzip.compress(path.read_bytes(), compresslevel=9,
                                                      mtime=0))
                    partial.replace(zipped)
        finally:
            _finish_brotli(started)
    return digests


def compress_site(site: Path, cache: Path = CACHE) -> list[Path]:
    """Write ``X.br`` and ``X.gz`` beside every file of ``site`` that ``wanted``; return them.

    Stale copies (of files that no longer exist or changed) are replaced.
    """
    sources = sorted(p for p in site.rglob("*") if p.is_file() and wanted(p))
    for stale in site.rglob("*"):
        if stale.suffix in ENCODINGS and not stale.with_suffix("").exists():
            stale.unlink()
    digests = fill_cache(sources, cache)
    written = []
    for path, digest in digests.items():
        for suffix in ENCODINGS:
            target, copy = path.with_name(path.name + suffix), cache / f"{digest}{suffix}"
            if not (target.exists() and target.read_bytes() == copy.read_bytes()):
                shutil.copyfile(copy, target)
            written.append(target)
    return written


def main(argv: list[str]) -> int:
    """``python -m tutorial.assets.precompress --runtime``: fill the cache with the copies of
    the Pyodide files the site publishes as npm ships them (the wasm takes a CPU-minute), so
    a build that comes later finds them made. ``scripts/test`` runs it in the background as
    soon as ``npm ci`` is done, while Python's packages install; it needs only the standard
    library and Node."""
    if argv != ["--runtime"]:
        print("usage: python -m tutorial.assets.precompress --runtime", file=sys.stderr)
        return 2
    paths = [PYODIDE_DIR / name for name in PYODIDE_FILES]
    missing = [str(path) for path in paths if not path.is_file()]
    if missing:
        print(f"error: {', '.join(missing)} missing: run npm ci first", file=sys.stderr)
        return 1
    try:
        fill_cache(paths)
    except CompressError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
