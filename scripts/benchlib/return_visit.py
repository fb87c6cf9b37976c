"""Where a return visit's time goes: the bid checker's second visit, split into stages.

Issue 23, item 2: «Measure where the time goes first (service worker fetch and cache
reads, wasm compile, the Python start, the engine import)». One visit keeps the runtime
(``html[data-offline-ready]``); the page is then reloaded, online or offline, and the
engine worker's own timings (``engine-worker.js`` sends them with "ready", the page keeps
them as ``window.dudoEngineTimings``) give each stage: the worker's start after the
page's navigation, its script and imports, each runtime file's fetch (from the service
worker's cache), the wasm fetched and compiled by streaming, Pyodide's Python start, the
wheel's install and the engine's import. Diagnostic rows, no target: they say which lever
could pay.
"""

from __future__ import annotations

import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from scripts.benchlib.browser import (
    CHECKER_PAGE,
    LOAD_TIMEOUT_MS,
    PROBE_SCRIPT,
    Session,
    _url,
    ready_time,
)
from scripts.benchlib.report import Row, seconds
from scripts.benchlib.stats import median

# (label, stage the span starts at, stage it ends at); "nav" is the page's navigation.
SPANS: tuple[tuple[str, str, str], ...] = (
    ("page navigation → engine worker started", "nav", "origin"),
    ("worker script and imports (pyodide.mjs, engine-wheel.js)", "origin", "script"),
    ("wasm fetched and compiled (streaming, from the worker's cache)", "wasm_compile_start",
     "wasm_compiled"),
    ("Python start (interpreter, standard library from the zip)", "wasm_compiled",
     "pyodide_started"),
    ("engine wheel installed", "pyodide_started", "wheel_installed"),
    ("engine imported (engine.webapi)", "wheel_installed", "engine_imported"),
)
RUNTIME_FILES = ("pyodide.asm.wasm", "pyodide.asm.mjs", "python_stdlib.zip")


def second_visit(session: Session, offline: bool) -> tuple[float, dict[str, Any]]:
    """Ms to ready of the bid checker reloaded (offline or online) after one visit, and the
    engine worker's timings of that reload with the page's time origin (``nav``)."""
    with tempfile.TemporaryDirectory(prefix="dudo-bench-return-") as profile:
        context = session.chromium.persistent_context(Path(profile))
        try:
            page = context.new_page()
            page.add_init_script(PROBE_SCRIPT)
            path = _url(CHECKER_PAGE)
            page.goto(session.base + path, timeout=LOAD_TIMEOUT_MS)
            ready_time(page, path)
            page.wait_for_selector("html[data-offline-ready]", state="attached",
                                   timeout=LOAD_TIMEOUT_MS)
            context.set_offline(offline)
            page.reload(timeout=LOAD_TIMEOUT_MS)
            ready = ready_time(page, path)
            timings = page.evaluate(
                "({...window.dudoEngineTimings, nav: performance.timeOrigin})")
            return ready, timings
        finally:
            context.close()


def spans(timings: Mapping[str, Any]) -> dict[str, float]:
    """Each stage's length in ms, and each runtime file's fetch, from one visit's timings."""
    origin = float(timings["origin"])
    at = {name: origin + float(ms) for name, ms in timings["stages"].items()}
    at.update(nav=float(timings["nav"]), origin=origin)
    out = {label: at[end] - at[start] for label, start, end in SPANS
           if start in at and end in at}
    for entry in timings["files"]:
        if entry["name"] in RUNTIME_FILES:
            via = "service worker" if entry["worker"] else "network"
            out[f"fetch {entry['name']} ({via})"] = float(entry["end"]) - float(entry["start"])
    return out


def split_rows(ready: Sequence[float], split: Sequence[Mapping[str, float]],
               label: str) -> list[Row]:
    """One diagnostic row for the ready time and one per stage (medians of the runs)."""
    runs = len(ready)
    rows = [Row(f"Return visit {label}: ready (median of {runs})",
                figure=seconds(median(ready) / 1000), baseline="—", ratio=None,
                target="diagnostic", data={"unit": "ms", "ready": list(ready)})]
    for name in dict.fromkeys(key for one in split for key in one):
        values = [one[name] for one in split if name in one]
        rows.append(Row(f"  of which {name}", figure=f"{median(values):.0f} ms",
                        baseline="—", ratio=None, target="diagnostic",
                        data={"unit": "ms", "runs": values}))
    return rows


def rows(session: Session, runs: int) -> list[Row]:
    """The stages of the bid checker's return visit, online (warm) and offline."""
    out: list[Row] = []
    for offline, label in ((False, "online, warm"), (True, "offline")):
        visits = [second_visit(session, offline) for _ in range(runs)]
        out += split_rows([ms for ms, _ in visits], [spans(t) for _, t in visits], label)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """Print the return-visit rows for a built site (``scripts/return-visit-timings``)."""
    import argparse

    from scripts.benchlib.browser import chromium
    from scripts.benchlib.report import table

    parser = argparse.ArgumentParser(prog="scripts/return-visit-timings", description=__doc__)
    parser.add_argument("--runs", type=int, default=5, help="visits of each kind (default 5)")
    parser.add_argument("--site", type=Path, default=Path("site"), help="the built site")
    args = parser.parse_args(argv)
    with chromium() as browser:
        session = Session(browser, args.site)
        try:
            print(table(rows(session, args.runs)))
        finally:
            session.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
