"""The build's compressed copies: made once per content in a shared cache, by several
brotli processes, and ahead of a first build for Pyodide's own files.

Sources: issue 12, «Pre-compress the big assets at build time (brotli and gzip variants
beside the originals)»; issue 23 item 5, «The suite must stay well inside 20 minutes on a
2-core machine with a fresh clone» (on a fresh clone, brotli of Pyodide's wasm was the site
build's slowest step, and the test workers waited for it).
"""

from __future__ import annotations

import gzip
import subprocess
import sys
from pathlib import Path

import pytest

from tutorial.assets import precompress
from tutorial.paths import ROOT


def _unbrotli(path: Path) -> bytes:
    done = subprocess.run(
        ["node", "-e", "process.stdout.write(require('zlib').brotliDecompressSync("
         "require('fs').readFileSync(process.argv[1])))", str(path)],
        capture_output=True, check=True)
    return done.stdout


def _files(folder: Path) -> list[Path]:
    """Text files of different sizes (the groups are balanced by bytes)."""
    folder.mkdir()
    made = []
    for number, size in enumerate((40_000, 9_000, 7_000, 3_000, 2_000)):
        path = folder / f"page-{number}.html"
        path.write_text("".join(f"<p>bid {i % 7}x{i % 6 + 1}</p>\n" for i in range(size // 20)),
                        encoding="utf-8")
        made.append(path)
    return made


def test_each_file_gets_a_brotli_and_a_gzip_copy_of_its_bytes_from_parallel_processes(
        tmp_path: Path) -> None:
    """Issue 12: brotli and gzip variants of the same bytes; here from two brotli processes
    at once, each copy kept in the cache under the SHA-256 of the content."""
    paths = _files(tmp_path / "site")
    cache = tmp_path / "cache"
    digests = precompress.fill_cache(paths, cache, jobs=2)
    assert set(digests) == set(paths)
    for path, digest in digests.items():
        assert _unbrotli(cache / f"{digest}.br") == path.read_bytes()
        assert gzip.decompress((cache / f"{digest}.gz").read_bytes()) == path.read_bytes()
    assert not list(cache.glob("*.part"))


def test_a_copy_already_in_the_cache_is_not_made_again(tmp_path: Path) -> None:
    """Issue 23 item 5: a copy is made once per content; a later build (or the suite's build
    after the early compression of Pyodide's files) reuses it as it is."""
    paths = _files(tmp_path / "site")
    cache = tmp_path / "cache"
    digests = precompress.fill_cache(paths, cache, jobs=2)
    made = {copy: copy.stat().st_mtime_ns for copy in cache.glob("*.*") if copy.name != ".lock"}
    assert len(made) == 2 * len(set(digests.values()))
    precompress.fill_cache(paths, cache, jobs=2)
    assert {copy: copy.stat().st_mtime_ns for copy in made} == made


def test_the_groups_share_the_bytes_out_evenly(tmp_path: Path) -> None:
    """Issue 23 item 5: the biggest file alone in its group, the others beside it, so the
    processes end together (brotli's time grows with the bytes)."""
    paths = _files(tmp_path / "site")
    groups = precompress._balanced([(path, path.with_suffix(".br")) for path in paths], 2)
    sizes = sorted(sum(source.stat().st_size for source, _ in group) for group in groups)
    assert [len(group) for group in groups] == [1, 4]
    assert sizes[1] - sizes[0] <= max(path.stat().st_size for path in paths)
    assert precompress._balanced([(paths[0], paths[0])], 4) == [[(paths[0], paths[0])]]


def test_the_early_compression_needs_its_one_argument_and_says_how_to_run_it() -> None:
    """Issue 23 item 5 (``scripts/test`` runs ``python -m tutorial.assets.precompress
    --runtime`` with python3's standard library); brief: bad input gets a clear error, never
    a traceback."""
    done = subprocess.run([sys.executable, "-m", "tutorial.assets.precompress", "--all"],
                          cwd=ROOT, capture_output=True, text=True, check=False)
    assert done.returncode == 2
    assert done.stderr.strip() == "usage: python -m tutorial.assets.precompress --runtime"


def test_a_failed_brotli_process_is_an_error_that_names_it(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 12: a copy that cannot be made stops the build with a message (the plugin turns
    CompressError into MkDocs' PluginError), not a half-written cache."""
    paths = _files(tmp_path / "site")
    broken = tmp_path / "broken.mjs"
    broken.write_text("process.stderr.write('no brotli here'); process.exit(3);\n")
    monkeypatch.setattr(precompress, "BROTLI_SCRIPT", broken)
    with pytest.raises(precompress.CompressError, match="no brotli here"):
        precompress.fill_cache(paths, tmp_path / "cache", jobs=2)
    assert not list((tmp_path / "cache").glob("*.br"))
