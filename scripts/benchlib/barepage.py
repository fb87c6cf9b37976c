"""The baseline page: only the site's own Pyodide booting in a module worker and running 1+1.

The static files live in `scripts/benchlib/bare/`; `install` copies them into
the built site (`assets/bench/`, never committed) and points them at the very
Pyodide files the widgets load, found in the site.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from urllib.parse import quote

from scripts.benchlib.report import Unavailable

FILES = Path(__file__).resolve().parent / "bare"
BENCH_DIR = Path("assets") / "bench"


def pyodide_dir(site: Path) -> Path:
    """The directory of the built site that holds Pyodide's runtime (pyodide.mjs + wasm)."""
    found = sorted(p.parent for p in site.rglob("pyodide.mjs")
                   if (p.parent / "pyodide.asm.wasm").exists() and BENCH_DIR.parts[-1]
                   not in p.relative_to(site).parts)
    if not found:
        raise Unavailable("the built site holds no Pyodide runtime (tutorial/assets/runtime.py)")
    return found[0]


def install(site: Path) -> str:
    """Copy the bare page into the site; return its path with the query naming Pyodide's URL."""
    runtime = pyodide_dir(site)
    target = site / BENCH_DIR
    target.mkdir(parents=True, exist_ok=True)
    for source in FILES.iterdir():
        shutil.copyfile(source, target / source.name)
    runtime_url = "/" + runtime.relative_to(site).as_posix() + "/"
    return f"/{BENCH_DIR.as_posix()}/bare.html?pyodide={quote(runtime_url)}"
