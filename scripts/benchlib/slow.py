"""Issue 12's rows: a slow phone connection and a second visit offline, against bare Pyodide.

The baseline is bare Pyodide as it ships: `loadPyodide()` + 1+1 on the npm
package's own files (its full `python_stdlib.zip`), copied to
`assets/bench/pyodide-full/` with brotli and gzip copies made the way the site's
are, and served by the same server with the same negotiation. In the same run:

* ready under Chromium's network emulation (CDP `Network.emulateNetworkConditions`,
  40 ms latency, 4 Mbit/s and 1.6 Mbit/s down), bid checker vs bare, cold;
* bytes on the wire of a cold load (counted at the server's socket);
* a second visit with the network off (the service worker's cache) vs bare
  Pyodide's warm load (a reload from the browser's disk cache, online).
"""

from __future__ import annotations

import shutil
import tempfile
import time
from pathlib import Path
from typing import Any

from scripts.benchlib import barepage
from scripts.benchlib.browser import (
    CHECKER_PAGE,
    LOAD_TIMEOUT_MS,
    PROBE_SCRIPT,
    SETTLE_S,
    Session,
    _url,
    ready_time,
    total,
)
from scripts.benchlib.report import Row, Unavailable, seconds, size
from scripts.benchlib.stats import median
from tutorial.assets import precompress

ROOT = Path(__file__).resolve().parent.parent.parent
FULL_RUNTIME = Path("assets") / "bench" / "pyodide-full"
FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
         "pyodide-lock.json")
# (label, download bits per second) at 40 ms latency, as issue 12 asks.
SPEEDS = (("4 Mbit/s", 4_000_000), ("1.6 Mbit/s", 1_600_000))
LATENCY_MS = 40
TARGET = 0.6


def install_full_runtime(site: Path) -> str:
    """Bare Pyodide's own files in the site, compressed like the site's; the bare page URL."""
    barepage.install(site)
    target = site / FULL_RUNTIME
    target.mkdir(parents=True, exist_ok=True)
    source = ROOT / "node_modules" / "pyodide"
    for name in FILES:
        if not (source / name).exists():
            raise Unavailable(f"node_modules/pyodide/{name} is missing (npm ci)")
        shutil.copyfile(source / name, target / name)
    precompress.compress_site(target)  # the full stdlib too (by its name)
    return f"/{barepage.BENCH_DIR.as_posix()}/bare.html?pyodide=/{FULL_RUNTIME.as_posix()}/"


def throttled_load(session: Session, path: str, bits_per_s: int) -> tuple[float, int]:
    """One cold load of `path` under network emulation: ms to ready, bytes on the wire."""
    context = session.browser.new_context(service_workers="block")
    try:
        page = context.new_page()
        page.add_init_script(PROBE_SCRIPT)
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", {
            "offline": False, "latency": LATENCY_MS, "downloadThroughput": bits_per_s / 8,
            "uploadThroughput": 750_000 / 8})
        session.ledger.take()
        page.goto(session.base + path, timeout=LOAD_TIMEOUT_MS)
        ready_ms = ready_time(page, path)
        page.wait_for_load_state("networkidle", timeout=LOAD_TIMEOUT_MS)
        return ready_ms, total(session.ledger.take())
    finally:
        context.close()


def throttled_rows(session: Session, bare: str, runs: int, floor: str) -> list[Row]:
    """Ready under each emulated speed and cold bytes, widget vs bare, interleaved.

    A third page, ``floor``: bare Pyodide booting on the site's own runtime files (its
    trimmed, stripped stdlib) with no page and no engine, the floor any page built on
    this runtime can reach. A diagnostic row beside each figure shows how much of the
    widget's time and bytes the runtime itself takes.
    """
    pages = {"bare": bare, "widget": _url(CHECKER_PAGE), "runtime": floor}
    out = []
    sizes: dict[str, list[int]] = {key: [] for key in pages}
    for label, bits in SPEEDS:
        times: dict[str, list[float]] = {key: [] for key in pages}
        for run in range(runs):
            for key in (list(pages) if run % 2 == 0 else list(pages)[::-1]):
                time.sleep(SETTLE_S)
                ready_ms, sent = throttled_load(session, pages[key], bits)
                times[key].append(ready_ms)
                sizes[key].append(sent)
        widget, base = median(times["widget"]) / 1000, median(times["bare"]) / 1000
        floor_s = median(times["runtime"]) / 1000
        out.append(Row(f"Bid checker ready, {label}, {LATENCY_MS} ms (median of {runs})",
                       figure=f"data-ready: {seconds(widget)}",
                       baseline=f"bare Pyodide 1+1: {seconds(base)}", ratio=widget / base,
                       target=f"≤ {TARGET}×", passed=widget / base <= TARGET,
                       data={"unit": "ms", **times}))
        out.append(Row("  of which the site's runtime alone (bare page, trimmed stdlib)",
                       figure=f"1+1: {seconds(floor_s)}",
                       baseline=f"bare Pyodide 1+1: {seconds(base)}", ratio=floor_s / base,
                       target="diagnostic", data={"unit": "ms", "runtime": times["runtime"]}))
    widget_b, bare_b = median(sizes["widget"]), median(sizes["bare"])
    floor_b = median(sizes["runtime"])
    out.append(Row("Bytes on the wire, bid checker cold",
                   figure=size(widget_b), baseline=f"bare Pyodide: {size(bare_b)}",
                   ratio=widget_b / bare_b, target=f"≤ {TARGET}×",
                   passed=widget_b / bare_b <= TARGET, data={"unit": "B", **sizes}))
    out.append(Row("  of which the site's runtime alone (bare page, trimmed stdlib)",
                   figure=size(floor_b), baseline=f"bare Pyodide: {size(bare_b)}",
                   ratio=floor_b / bare_b, target="diagnostic",
                   data={"unit": "B", "runtime": sizes["runtime"]}))
    return out


def _offline_second_visit(session: Session) -> float:
    """Ms to ready of the bid checker reloaded with the network off, after one visit."""
    from scripts.benchlib.return_visit import second_visit

    return second_visit(session, offline=True)[0]


def _warm_bare(session: Session, bare: str) -> float:
    """Ms to ready of bare Pyodide reloaded online from the browser's disk cache."""
    with tempfile.TemporaryDirectory(prefix="dudo-bench-warm-") as profile:
        context: Any = session.chromium.persistent_context(Path(profile))
        try:
            page = context.new_page()
            page.add_init_script(PROBE_SCRIPT)
            page.goto(session.base + bare, timeout=LOAD_TIMEOUT_MS)
            ready_time(page, bare)
            page.wait_for_load_state("networkidle", timeout=LOAD_TIMEOUT_MS)
            page.reload(timeout=LOAD_TIMEOUT_MS)
            return ready_time(page, bare)
        finally:
            context.close()


def offline_rows(session: Session, bare: str, runs: int) -> list[Row]:
    """The second visit offline (service worker) against bare Pyodide's warm load."""
    offline, warm = [], []
    for _ in range(runs):
        time.sleep(SETTLE_S)
        offline.append(_offline_second_visit(session))
        time.sleep(SETTLE_S)
        warm.append(_warm_bare(session, bare))
    ours, base = median(offline) / 1000, median(warm) / 1000
    return [Row(f"Bid checker ready, second visit offline (median of {runs})",
                figure=f"offline, from the service worker: {seconds(ours)}",
                baseline=f"bare Pyodide warm (HTTP cache, online): {seconds(base)}",
                ratio=ours / base, target="ready offline", passed=True,
                data={"unit": "ms", "offline": offline, "bare_warm": warm})]
