"""Return visits: the bid checker's second visit against bare Pyodide's warm start, and
where its time goes.

Issue 23, item 2: «the bid checker ready on a second visit (online with a warm cache, and
offline) at ≤ 0.5× bare Pyodide's warm ready time, measured in the same run, median of at
least 5», and «Measure where the time goes first (service worker fetch and cache reads,
wasm compile, the Python start, the engine import)». One visit keeps the runtime
(``html[data-offline-ready]``) and then its engine's memory snapshot
(``html[data-engine-snapshot]``, tutorial/widgets/engine-snapshot.js); the page is then
reloaded, online or offline, interleaved with bare Pyodide (as it ships) reloaded from the
browser's disk cache. The engine worker's own timings (``engine-worker.js`` sends them
with "ready", the page keeps them as ``window.dudoEngineTimings``) give each stage and
the path the start took (a restored snapshot, or a usual start): diagnostic rows.
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

TARGET = 0.5  # × bare Pyodide's warm ready time
MIN_RUNS = 5
SNAPSHOT_KEPT = "html[data-engine-snapshot]"

# (label, stage the span starts at, stage it ends at); "nav" is the page's navigation.
SPANS: tuple[tuple[str, str, str], ...] = (
    ("page navigation → engine worker started", "nav", "origin"),
    ("worker script fetched and started", "origin", "script"),
    ("worker modules imported (pyodide.mjs, engine-wheel.js, engine-snapshot.js)", "script",
     "modules"),
    ("snapshot looked up (IndexedDB)", "modules", "snapshot_looked_up"),
    ("snapshot read and hash-checked (restores only)", "snapshot_looked_up", "snapshot_read"),
    ("wasm compiled (streaming, from the worker's cache; started with the script) and "
     "instantiated, from Pyodide's call", "wasm_compile_start", "wasm_compiled"),
    ("Python start or snapshot restore", "wasm_compiled", "pyodide_started"),
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
            page.wait_for_selector(SNAPSHOT_KEPT, state="attached", timeout=LOAD_TIMEOUT_MS)
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


def ready_rows(visits: Mapping[str, Sequence[tuple[float, Mapping[str, Any]]]],
               warm: Sequence[float]) -> list[Row]:
    """The return visits' ready times against bare Pyodide's warm ready (medians)."""
    base = median(warm) / 1000
    out = []
    for label, runs in visits.items():
        ready = [ms for ms, _ in runs]
        paths = [str(t.get("start", {}).get("path", "?")) for _, t in runs]
        ours = median(ready) / 1000
        out.append(Row(f"Bid checker ready, return visit {label} (median of {len(ready)})",
                       figure=f"{seconds(ours)} (start: {', '.join(sorted(set(paths)))})",
                       baseline=f"bare Pyodide warm (HTTP cache, online): {seconds(base)}",
                       ratio=ours / base, target=f"≤ {TARGET}×", passed=ours / base <= TARGET,
                       data={"unit": "ms", "ready": ready, "paths": paths,
                             "bare_warm": list(warm)}))
    return out


def rows(session: Session, runs: int, bare: str | None = None) -> list[Row]:
    """The bid checker's return visits, online (warm) and offline, against bare Pyodide's
    warm reload (``bare``: its page, as it ships; interleaved run by run), and their stages."""
    from scripts.benchlib.slow import _warm_bare

    runs = max(runs, MIN_RUNS)
    labels = {False: "online, warm", True: "offline"}
    visits: dict[str, list[tuple[float, dict[str, Any]]]] = {label: [] for label in labels.values()}
    warm: list[float] = []
    for _ in range(runs):
        for offline, label in labels.items():
            visits[label].append(second_visit(session, offline))
        if bare is not None:
            warm.append(_warm_bare(session, bare))
    out = ready_rows(visits, warm) if warm else []
    for label, done in visits.items():
        out += split_rows([ms for ms, _ in done], [spans(t) for _, t in done], label)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """Print the return-visit rows for a built site (``scripts/return-visit-timings``)."""
    import argparse

    from scripts.benchlib.browser import chromium
    from scripts.benchlib.report import table

    parser = argparse.ArgumentParser(prog="scripts/return-visit-timings", description=__doc__)
    parser.add_argument("--runs", type=int, default=MIN_RUNS,
                        help=f"visits of each kind (default and least {MIN_RUNS})")
    parser.add_argument("--site", type=Path, default=Path("site"), help="the built site")
    args = parser.parse_args(argv)
    from scripts.benchlib.slow import install_full_runtime

    with chromium() as browser:
        session = Session(browser, args.site)
        try:
            print(table(rows(session, args.runs, install_full_runtime(args.site))))
        finally:
            session.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
