"""Browser figures in Debian's Chromium: readiness, bytes and bid-check latency.

Every widget figure sits next to the bare page's (`barepage`): the same
Pyodide files, booted in a module worker, running 1+1. Loads are cold (a new
browser context each, so an empty cache), interleaved bare/widget in one
browser. Readiness is the page's own `performance.now()` (time since
navigation) when the ready attribute appears, caught by a MutationObserver
installed before any page script. Bytes are counted by the server at the
socket (`traffic`), so a worker's requests count too. The service worker's
requests (its script, and what it caches once the engine is ready: the other
pages of the reader's language, the shell, the runtime) are told apart by
Playwright (`Request.service_worker`), waited for, and reported in rows of their
own, apart from what the page and its engine need until ready (`worker_split`).
"""

from __future__ import annotations

import json
import tempfile
import time
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from scripts.benchlib import barepage
from scripts.benchlib.report import (
    Row,
    Unavailable,
    guarded,
    millis,
    seconds,
    size,
    unavailable,
)
from scripts.benchlib.stats import median, percentile
from scripts.benchlib.traffic import Transfer, serve_counting

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run",
                 "--disable-quic"]
CHECKER_PAGE = "tools/bid-checker/index.html"
CLIENT_MODULE = "/assets/widgets/engine-client.js"  # exports engine(): the page's shared client
CHECK_ARGS = {"rules": "wango", "options": {}, "dice_in_play": "20", "history": "5x6",
              "palifico": False, "owner": False, "bidder_dice": None, "own": None}
RULES_PAGES = ("rules/bidding/index.html", "zh/rules/bidding/index.html")
CHECKER = "[data-testid=bid-checker]"
BARE = "[data-testid=bare-pyodide]"
READY = f'{CHECKER}[data-ready="true"], {BARE}[data-ready="true"]'
LOAD_TIMEOUT_MS = 120_000
# Set by the page once the service worker has kept the pages of its language
# (tutorial/render/templates/offline_head.html.j2).
PAGES_KEPT = "html[data-offline-pages]"
SETTLE_S = 1.0  # pause before each timed cold load, for the last one's processes to wind down

READINESS_PROBE = """
(() => {
  const selector = %s;
  const probe = () => {
    if (window.__benchReadyAt === undefined && document.querySelector(selector)) {
      window.__benchReadyAt = performance.now();
    }
  };
  new MutationObserver(probe).observe(document, {
    subtree: true, childList: true, attributes: true, attributeFilter: ["data-ready"],
  });
})();
"""

PROBE_SCRIPT = READINESS_PROBE % json.dumps(READY)

CHECK_LOOP = """
async ({ bids, timeoutMs }) => {
  const root = document.querySelector("[data-testid=bid-checker]");
  const input = root.querySelector("[data-testid=bc-bid]");
  const verdict = root.querySelector("[data-testid=bc-verdict]");
  const times = [];
  for (const { bid, legal } of bids) {
    const want = String(legal);
    const done = new Promise((resolve, reject) => {
      const finish = () => {
        if (verdict.dataset.legal === want && verdict.textContent.trim()) {
          observer.disconnect();
          clearTimeout(timer);
          resolve(performance.now());
        }
      };
      const observer = new MutationObserver(finish);
      observer.observe(verdict, { attributes: true, childList: true, characterData: true,
                                  subtree: true });
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error(`no verdict for ${bid} (legal=${want}) within ${timeoutMs} ms`));
      }, timeoutMs);
    });
    const start = performance.now();
    input.value = bid;
    input.dispatchEvent(new Event("input", { bubbles: true }));
    times.push((await done) - start);
  }
  return times;
}
"""

CLIENT_LOOP = """
async ({ module, args, bids }) => {
  const { engine } = await import(module);
  const client = engine();  // the page's shared client: the widget's own worker
  const times = [];
  for (const bid of bids) {
    const start = performance.now();
    const envelope = await client.call("check", { ...args, bid });
    if (!envelope.ok) throw new Error(JSON.stringify(envelope.error));
    times.push(performance.now() - start);
  }
  return times;
}
"""

ROUND_TRIP_LOOP = """
async (count) => {
  const times = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await window.benchBare.run("1+1");
    times.push(performance.now() - start);
  }
  return times;
}
"""


def is_pyodide(path: str, runtime_prefix: str) -> bool:
    """Whether a request is part of the Pyodide runtime or the engine wheel."""
    name = path.rsplit("/", 1)[-1]
    return (path.startswith(runtime_prefix) or name.endswith((".wasm", ".whl"))
            or name in ("python_stdlib.zip", "pyodide-lock.json", "pyodide.mjs"))


def total(transfers: Iterable[Transfer]) -> int:
    return sum(t.size for t in transfers)


def is_page_precache(path: str, loaded: str) -> bool:
    """Whether a service worker's request keeps a page other than the loaded one.

    Those are the site's other pages (HTML: a directory URL or a ``.html`` file) and
    the search indexes; the loaded page, the shell and the runtime are not.
    """
    if path.endswith("/search/search_index.json"):
        return True
    return path.endswith(("/", ".html")) and path != urlsplit(loaded).path


def worker_split(transfers: Sequence[Transfer],
                 by_worker: Sequence[str]) -> tuple[list[Transfer], list[Transfer]]:
    """(the page's transfers, the service worker's), given the paths the worker requested.

    The server cannot tell who asked, so each path the worker requested n times takes
    the last n transfers of that path answered (the ledger's order; not `Transfer.at`,
    which is when a kept-alive connection began waiting): the worker starts only once
    the engine is ready, after the page's own request for the same file was answered.
    """
    wanted = Counter(by_worker)
    page: list[Transfer] = []
    worker: list[Transfer] = []
    for transfer in reversed(transfers):
        if wanted[transfer.path] > 0:
            wanted[transfer.path] -= 1
            worker.append(transfer)
        else:
            page.append(transfer)
    return page[::-1], worker[::-1]


@dataclass
class Chromium:
    """Playwright and one headless Debian Chromium for the whole run."""

    playwright: Any
    browser: Any

    def persistent_context(self, profile: Path) -> Any:
        """A context with an on-disk profile and cache, as a reader's browser has."""
        return self.playwright.chromium.launch_persistent_context(
            str(profile), executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)


@contextmanager
def chromium() -> Iterator[Chromium]:
    """One headless Debian Chromium for the whole run."""
    if not Path(CHROMIUM).exists():
        raise Unavailable(f"{CHROMIUM} is missing (apt-get install chromium)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        raise Unavailable("playwright is not installed in .venv") from None
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS,
                                             headless=True)
        try:
            yield Chromium(playwright, browser)
        finally:
            browser.close()


class Session:
    """The built site served with byte counting, and one browser to load its pages."""

    def __init__(self, chromium: Chromium, site: Path) -> None:
        self.chromium = chromium
        self.browser = chromium.browser
        self.site = site
        self.server, self.base, self.ledger = serve_counting(site)
        self.runtime_prefix = "/" + barepage.pyodide_dir(site).relative_to(site).as_posix() + "/"
        worker = site / "sw.js"  # the kill switch instead when the build turned it off
        self.worker_on = worker.exists() and "const BUILD" in worker.read_text(encoding="utf-8")

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def cold_load(self, path: str, wait_ready: bool, wait_pages_kept: bool = False,
                  by_worker: list[str] | None = None,
                  stages: list[dict[str, float]] | None = None,
                  ) -> tuple[float | None, list[Transfer]]:
        """Load `path` in a fresh context; return ms to ready (or None) and its transfers.

        With `wait_pages_kept`, also wait until the service worker has kept the pages
        of the page's language, so its transfers are all in the ledger. `by_worker`
        gets the path of every request the service worker made; `stages` gets the
        engine worker's stages (`page_stages`), when the page reports them.
        """
        context = self.browser.new_context()
        if by_worker is not None:
            context.on("request", lambda request: by_worker.append(urlsplit(request.url).path)
                       if request.service_worker else None)
        try:
            page = context.new_page()
            page.add_init_script(PROBE_SCRIPT)
            self.ledger.take()
            page.goto(self.base + path, timeout=LOAD_TIMEOUT_MS)
            ready_ms = None
            if wait_ready:
                ready_ms = ready_time(page, path)
                if stages is not None:
                    stages.append(page_stages(page))
            if wait_pages_kept and self.worker_on:
                page.wait_for_selector(PAGES_KEPT, state="attached", timeout=LOAD_TIMEOUT_MS)
            page.wait_for_load_state("networkidle", timeout=LOAD_TIMEOUT_MS)
            return ready_ms, self.ledger.take()
        finally:
            context.close()

    def ready_page(self, path: str) -> tuple[Any, Any]:
        """A fresh context with `path` loaded and ready; the caller closes the context."""
        context = self.browser.new_context()
        page = context.new_page()
        page.add_init_script(PROBE_SCRIPT)
        try:
            page.goto(self.base + path, timeout=LOAD_TIMEOUT_MS)
            ready_time(page, path)
        except BaseException:
            context.close()
            raise
        return context, page


def ready_time(page: Any, path: str) -> float:
    """The page's ms from navigation to ready; Unavailable if it never gets there."""
    try:
        # The probe stamps the moment itself; polling only notices it, so poll rarely rather
        # than on every animation frame, which would add main-thread work to the load.
        page.wait_for_function("window.__benchReadyAt !== undefined", polling=250,
                               timeout=LOAD_TIMEOUT_MS)
    except Exception:  # playwright's TimeoutError, or the page crashed
        state = page.evaluate("document.querySelector('[data-ready]')?.dataset.ready ?? null")
        raise Unavailable(f"{path} was not ready within {LOAD_TIMEOUT_MS // 1000} s "
                          f"(data-ready={state})") from None
    return float(page.evaluate("window.__benchReadyAt"))


STAGES_SCRIPT = """
(() => {
  const timings = globalThis.dudoEngineTimings;
  if (!timings?.stages) return {};
  const offset = timings.origin - performance.timeOrigin;
  const out = { nav: 0, worker_started: offset };
  for (const [name, at] of Object.entries(timings.stages)) {
    if (typeof at === "number") out[name] = offset + at;
  }
  return out;
})()
"""


def page_stages(page: Any) -> dict[str, float]:
    """The engine worker's stages (ms since the page's navigation), as its "ready" message
    reported them (engine-worker.js, or the bare page's worker); {} if it did not."""
    return dict(page.evaluate(STAGES_SCRIPT))


def span(stages: Sequence[dict[str, float]], start: str, end: str) -> float:
    """Median ms from stage `start` to stage `end` over loads that reported both."""
    spans = [one[end] - one[start] for one in stages if start in one and end in one]
    return median(spans) if spans else float("nan")


def runtime_requested_after(transfers: Sequence[Transfer]) -> float:
    """Milliseconds from the first request of a load to the request for pyodide.mjs."""
    first = min(t.at for t in transfers)
    runtime = [t.at for t in transfers if t.path.endswith("/pyodide.mjs")]
    return (min(runtime) - first) * 1000 if runtime else float("nan")


def _url(page_file: str) -> str:
    return "/" + page_file.removesuffix("index.html")


def _pages_row(measure: str, widget: float, bare: float, sign: str,
               data: dict[str, Any]) -> Row:
    """A diagnostic row: a span of the widget page against the bare page's, in ms."""
    return Row(measure, figure=f"widget page: {sign}{millis(widget)}",
               baseline=f"bare page: {sign}{millis(bare)}", ratio=widget / bare,
               target="diagnostic", data=data)


def readiness_and_bytes(session: Session, bare: str, runs: int) -> list[Row]:
    """Cold loads, interleaved: widget readiness and bytes against the bare page.

    A third page, the bare page that also installs the wheel and imports
    engine.webapi, splits the widget's extra time into the engine's own cost
    and the page's (diagnostic, no target).
    """
    pages = {"bare": bare, "bare+engine": bare + "&engine=1", "widget": _url(CHECKER_PAGE)}
    samples: dict[str, list[float]] = {key: [] for key in pages}
    sizes: dict[str, list[int]] = {key: [] for key in pages}
    runtime_at: dict[str, list[float]] = {key: [] for key in pages}
    stages: dict[str, list[dict[str, float]]] = {key: [] for key in pages}
    precache: list[int] = []
    shell: list[int] = []
    for url in pages.values():  # warm-up, not counted: OS file cache, server's gzip cache
        session.cold_load(url, wait_ready=True)
    keys = list(pages)
    for run in range(runs):
        # Rotate the order every round, so no page always follows the same one (a closing
        # context's renderer may still be freeing a Pyodide heap when the next load starts).
        for key in keys[run % len(keys):] + keys[:run % len(keys)]:
            url = pages[key]
            time.sleep(SETTLE_S)
            by_worker: list[str] = []
            ready_ms, transfers = session.cold_load(url, wait_ready=True, by_worker=by_worker,
                                                    wait_pages_kept=key == "widget",
                                                    stages=stages[key])
            assert ready_ms is not None
            samples[key].append(ready_ms)
            own, worker = worker_split(transfers, by_worker)
            kept = total(t for t in worker if is_page_precache(t.path, url))
            if key == "widget":
                precache.append(kept)
                shell.append(total(worker) - kept)
            sizes[key].append(total(own))
            runtime_at[key].append(runtime_requested_after(transfers))
    ready = {key: median(values) / 1000 for key, values in samples.items()}
    wasm_at = {key: span(stages[key], "nav", "wasm_compiled") for key in ("widget", "bare")}
    python = {key: span(stages[key], "wasm_compiled", "pyodide_started")
              for key in ("widget", "bare")}
    engine_ms = span(stages["widget"], "pyodide_started", "engine_imported")
    paired = median([w / b for w, b in zip(samples["widget"], samples["bare"], strict=True)])
    bare_b, widget_b = median(sizes["bare"]), median(sizes["widget"])
    kept_b = median(precache)
    return [
        Row(f"Bid checker ready, cold (median of {runs})",
            figure=f"data-ready: {seconds(ready['widget'])}",
            baseline=f"bare Pyodide 1+1: {seconds(ready['bare'])}",
            ratio=ready["widget"] / ready["bare"], target="≤ 1.10×",
            passed=ready["widget"] / ready["bare"] <= 1.10,
            data={"unit": "ms", **samples, "median_of_paired_ratios": paired}),
        Row(f"  of which engine install + import (median of {runs})",
            figure=f"bare + wheel + import: {seconds(ready['bare+engine'])}",
            baseline=f"bare Pyodide 1+1: {seconds(ready['bare'])}",
            ratio=ready["bare+engine"] / ready["bare"], target="diagnostic",
            data={"unit": "ms", "bare+engine": samples["bare+engine"], "bare": samples["bare"]}),
        _pages_row("  of which worker start: pyodide.mjs requested",
                   median(runtime_at["widget"]), max(1.0, median(runtime_at["bare"])), "+",
                   {"unit": "ms", **runtime_at}),
        _pages_row("  of which the wasm instantiated (since navigation)", wasm_at["widget"],
                   wasm_at["bare"], "", {"unit": "ms", **stages}),
        _pages_row("  of which Python start (wasm instantiated → Python started)",
                   python["widget"], python["bare"], "", {}),
        Row("  of which engine wheel installed and imported",
            figure=f"widget page: {millis(engine_ms)}",
            baseline="bare page: none", target="diagnostic"),
        Row("Bytes, bid-checker page (cold)",
            figure=f"{size(widget_b)} (+{size(widget_b - bare_b)})",
            baseline=f"bare Pyodide page: {size(bare_b)}",
            ratio=widget_b / bare_b, target="≤ bare + 200 KB",
            passed=widget_b - bare_b <= 200_000,
            data={"unit": "B", **sizes}),
        Row("Service worker page cache after ready (one language)",
            figure=f"{size(kept_b)} (the page's language's other pages)",
            baseline="not in the row above: asked for once the engine is ready",
            target="diagnostic", data={"unit": "B", "widget": precache}),
        Row("Service worker shell and runtime after ready",
            figure=f"{size(median(shell))} (sw.js, shell, the other widgets' files)",
            baseline="not in the rows above: mostly 304s of what the page has",
            target="diagnostic", data={"unit": "B", "widget": shell}),
    ]


def rules_page_bytes(session: Session) -> list[Row]:
    """A rules page in each language: total bytes, and Pyodide bytes (must be 0)."""
    loaded = {}
    for page_file in RULES_PAGES:
        if not (session.site / page_file).exists():
            raise Unavailable(f"site/{page_file} is missing")
        _, transfers = session.cold_load(_url(page_file), wait_ready=False)
        loaded[page_file] = transfers
    pages = {p: total(t) for p, t in loaded.items()}
    runtime = {p: sum(x.size for x in t if is_pyodide(x.path, session.runtime_prefix))
               for p, t in loaded.items()}
    worst = max(runtime.values())
    return [Row("Bytes, rules page en/zh (cold)",
                figure=f"Pyodide: {size(worst)}",
                baseline="page total: " + " / ".join(size(v) for v in pages.values()),
                target="0 Pyodide bytes", passed=worst == 0,
                data={"unit": "B", "total": pages, "pyodide": runtime})]


def reload_bytes(session: Session) -> list[Row]:
    """A reload of the ready bid-checker page: validators turn the big files into 304s.

    Uses an on-disk profile: the in-memory cache of a fresh context does not keep
    a 9.6 MB entry, so it would refetch the wasm whatever the server says.
    """
    with tempfile.TemporaryDirectory(prefix="dudo-bench-profile-") as profile:
        context = session.chromium.persistent_context(Path(profile))
        try:
            page = context.new_page()
            page.add_init_script(PROBE_SCRIPT)
            session.ledger.take()
            for _ in range(2):
                if page.url.startswith("http"):
                    page.reload(timeout=LOAD_TIMEOUT_MS)
                else:
                    page.goto(session.base + _url(CHECKER_PAGE), timeout=LOAD_TIMEOUT_MS)
                ready_time(page, _url(CHECKER_PAGE))
                page.wait_for_load_state("networkidle", timeout=LOAD_TIMEOUT_MS)
            loads = sorted(session.ledger.take(), key=lambda t: t.at)
        finally:
            context.close()
    # The second load of the page document starts the reload.
    starts = [i for i, t in enumerate(loads) if t.path == _url(CHECKER_PAGE)]
    if len(starts) < 2:
        raise Unavailable("the reload did not request the page again")
    cold, warm = loads[: starts[1]], loads[starts[1]:]
    refetched = [t.path for t in warm if t.status == 200 and t.path.endswith(".wasm")]
    not_modified = sum(1 for t in warm if t.status == 304)
    return [Row("Bytes, bid-checker reload (disk cache)",
                figure=f"{size(total(warm))} ({not_modified} × 304)",
                baseline=f"first load: {size(total(cold))}",
                ratio=total(warm) / max(1, total(cold)), target="wasm not sent again",
                passed=not refetched,
                data={"unit": "B", "warm": [asdict(t) for t in warm]})]


def bid_sequence(count: int) -> list[dict[str, Any]]:
    """`count` bids after 5x6 (wango, 20 dice), alternating legal and illegal verdicts."""
    from engine import BidContext, make_rules, parse_bid
    from engine.legality import judge_bid

    ctx = BidContext(make_rules("wango", {}), 20).after(parse_bid("5x6"))
    verdicts: dict[bool, list[str]] = {True: [], False: []}
    for quantity in range(1, 13):
        for face in range(1, 7):
            text = f"{quantity}x{face}"
            verdicts[judge_bid(ctx, parse_bid(text)).legal].append(text)
    out = []
    for i in range(count):
        legal = i % 2 == 0
        pool = verdicts[legal]
        out.append({"bid": pool[(i // 2) % len(pool)], "legal": legal})
    return out


def latency(session: Session, bare: str, checks: int) -> list[Row]:
    """Bid checks after ready, vs a bare worker round trip running 1+1.

    Two figures: what a reader sees (type a bid, the verdict shows: the widget's
    input debounce included) and the engine round trip alone (the page's shared
    engine client, the very worker the widget uses).
    """
    bids = bid_sequence(checks + 6)
    context, page = session.ready_page(_url(CHECKER_PAGE))
    try:
        page.select_option("[data-testid=bc-rules]", CHECK_ARGS["rules"])
        page.fill("[data-testid=bc-dice]", CHECK_ARGS["dice_in_play"])
        page.fill("[data-testid=bc-history]", CHECK_ARGS["history"])
        page.fill("[data-testid=bc-bid]", bids[0]["bid"])
        page.wait_for_selector('[data-testid=bc-verdict][data-legal="true"]',
                               timeout=LOAD_TIMEOUT_MS)
        page.evaluate(CHECK_LOOP, {"bids": bids[1:6], "timeoutMs": 10_000})  # warm-up
        typed = page.evaluate(CHECK_LOOP, {"bids": bids[6:], "timeoutMs": 10_000})
        plain = [item["bid"] for item in bids[6:]]
        engine_only = page.evaluate(CLIENT_LOOP, {"module": CLIENT_MODULE, "args": CHECK_ARGS,
                                                  "bids": plain})
    except Exception as error:  # playwright raises its own Error types
        raise Unavailable(f"bid checker did not answer: {str(error).splitlines()[0]}") from None
    finally:
        context.close()
    context, page = session.ready_page(bare)
    try:
        page.evaluate(ROUND_TRIP_LOOP, 5)
        base = page.evaluate(ROUND_TRIP_LOOP, checks)
    finally:
        context.close()
    base_p95 = percentile(base, 0.95)
    baseline = f"bare worker 1+1: median {millis(median(base))}, p95 {millis(base_p95)}"
    out = []
    for label, times in ((f"Bid check, keystroke → verdict ({checks})", typed),
                         (f"Bid check, worker round trip ({checks})", engine_only)):
        p95 = percentile(times, 0.95)
        out.append(Row(label, figure=f"median {millis(median(times))}, p95 {millis(p95)}",
                       baseline=baseline, ratio=p95 / base_p95 if base_p95 > 0 else None,
                       target="p95 ≤ 20 ms", passed=p95 <= 20,
                       data={"unit": "ms", "samples": times, "bare_round_trips": base}))
    return out


def slow_rows(session: Session, site: Path, runs: int, bare: str) -> list[Row]:
    """Issue 12's rows (scripts/benchlib/slow.py), against bare Pyodide's full files;
    ``bare`` is the bare page on the site's own runtime (the throttled rows' floor)."""
    from scripts.benchlib import return_visit, slow

    try:
        full = slow.install_full_runtime(site)
    except Unavailable as error:
        return [unavailable("Slow connection / offline", str(error), "≤ 0.6×")]
    loads = min(runs, 3)
    return [*guarded("Bid checker ready throttled, cold bytes", "≤ 0.6×",
                     lambda: slow.throttled_rows(session, full, loads, floor=bare)),
            *guarded("Bid checker ready, second visit offline", "ready offline",
                     lambda: slow.offline_rows(session, full, loads)),
            *guarded("Bid checker ready, return visit", "≤ 0.5× bare warm",
                     lambda: return_visit.rows(session, runs, full))]


def rows(site: Path, runs: int, checks: int) -> list[Row]:
    """All browser rows; a missing piece becomes a 'not available yet' row."""
    if not (site / "index.html").exists():
        raise Unavailable("site/ is not built")
    bare = barepage.install(site)
    has_checker = (site / CHECKER_PAGE).exists()
    out: list[Row] = []
    with chromium() as browser:
        session = Session(browser, site)
        try:
            if has_checker:
                out += guarded("Bid checker ready / bytes", "≤ 1.10×, ≤ bare + 200 KB",
                               lambda: readiness_and_bytes(session, bare, runs))
            else:
                out.append(unavailable("Bid checker ready / bytes",
                                       f"site/{CHECKER_PAGE} is missing",
                                       "≤ 1.10×, ≤ bare + 200 KB"))
            out += guarded("Bytes, rules page en/zh (cold)", "0 Pyodide bytes",
                           lambda: rules_page_bytes(session))
            if has_checker:
                out += guarded("Bytes, bid-checker reload", "wasm not sent again",
                               lambda: reload_bytes(session))
                out += guarded("Bid check latency", "p95 ≤ 20 ms",
                               lambda: latency(session, bare, checks))
                out += slow_rows(session, site, runs, bare)
        finally:
            session.close()
    return out

