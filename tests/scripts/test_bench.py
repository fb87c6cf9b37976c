"""The pieces of scripts/bench (issue 6: "each figure is measured in the same run as its baseline,
and the table shows both and their ratio")."""

from __future__ import annotations

import json
import shutil
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from engine import BidContext, judge_bid, make_rules, parse_bid, referee_json
from scripts.benchlib import barepage, engine, throughput
from scripts.benchlib import browser as browser_bench
from scripts.benchlib.report import Row, Unavailable, guarded, table, write_json
from scripts.benchlib.stats import median, percentile
from scripts.benchlib.traffic import serve_counting

ROOT = Path(__file__).resolve().parents[2]
PYODIDE = ROOT / "node_modules" / "pyodide"
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json")


def test_median_and_nearest_rank_p95() -> None:
    """The median and the nearest-rank 95th percentile; no percentile of no samples.

    Source: issue 6, «each figure is measured in the same run as its baseline».
    """
    samples = [float(n) for n in range(100, 0, -1)]
    assert median(samples) == 50.5
    assert percentile(samples, 0.95) == 95.0
    assert percentile([7.0], 0.95) == 7.0
    with pytest.raises(ValueError):
        percentile([], 0.5)


def test_table_shows_figure_baseline_ratio_and_result() -> None:
    """The table shows each figure, its baseline, their ratio, the target and the result.

    Source: issue 6, «each figure is measured in the same run as its baseline».
    """
    rows = [
        Row("Site build", figure="checked: 10.00 s", baseline="DUDO_CHECKS=0: 9.00 s",
            ratio=10 / 9, target="≤ 1.25×", passed=True),
        Row("Latency", figure="p95 30 ms", target="p95 ≤ 20 ms", passed=False),
        *guarded("Widget", "≤ 1.10×", lambda: (_ for _ in ()).throw(Unavailable("no widget"))),
    ]
    lines = table(rows).splitlines()
    assert len({len(line) for line in lines}) == 1  # aligned
    assert "1.11×" in lines[2] and lines[2].rstrip(" |").endswith("pass")
    assert "FAIL" in lines[3]
    assert "not available yet: no widget" in lines[4] and "n/a" in lines[4]


def test_bench_json_keeps_samples_and_results(tmp_path: Path) -> None:
    """bench.json keeps each row's samples and result and the run's settings.

    Source: issue 6, «each figure is measured in the same run as its baseline».
    """
    out = tmp_path / "bench.json"
    write_json([Row("x", ratio=1.5, passed=False, data={"samples": [1, 2]})], out, {"quick": True})
    saved = json.loads(out.read_text(encoding="utf-8"))
    assert saved["quick"] is True
    assert saved["rows"][0]["result"] == "FAIL" and saved["rows"][0]["data"]["samples"] == [1, 2]


def test_latency_bids_alternate_between_legal_and_illegal_as_the_engine_judges() -> None:
    """The latency bids alternate legal and illegal, as the engine judges them.

    Source: issue 6, «each figure is measured in the same run as its baseline».
    """
    ctx = BidContext(make_rules("wango", {}), 20).after(parse_bid("5x6"))
    bids = browser_bench.bid_sequence(40)
    assert [b["legal"] for b in bids] == [i % 2 == 0 for i in range(40)]
    for item in bids:
        assert judge_bid(ctx, parse_bid(item["bid"])).legal is item["legal"]


def test_corpus_is_seeded_and_refereeable() -> None:
    """The throughput corpus is the same for a seed, covers its presets and is all legal.

    Source: issue 6, «each figure is measured in the same run as its baseline».
    """
    corpus = throughput.make_corpus(1, seed=7)
    assert corpus == throughput.make_corpus(1, seed=7)
    presets = {json.loads(text)["rules"] for text in corpus}
    assert presets == {preset for preset, _ in throughput.CORPUS_TABLES}
    assert all(json.loads(referee_json(text))["legal"] for text in corpus)


def test_same_workload_gives_same_digests() -> None:
    """The same workload gives the same digests twice, at a rate above zero.

    Source: issue 6, «each figure is measured in the same run as its baseline».
    """
    workload = engine.config(corpus_games=1, bot_games=1, min_seconds=0.0, seed=3)
    first, second = engine.in_cpython(workload), engine.in_cpython(workload)
    for key in ("referee", "games"):
        assert first[key]["digest"] == second[key]["digest"]
        assert first[key]["per_second"] > 0


def test_pyodide_bytes_are_recognised() -> None:
    """Pyodide's files and the engine wheel count as runtime bytes; the page's own do not.

    Source: issue 6, «each figure is measured in the same run as its baseline».
    """
    prefix = "/assets/pyodide/"
    assert browser_bench.is_pyodide("/assets/pyodide/pyodide.asm.wasm", prefix)
    assert browser_bench.is_pyodide("/assets/engine/dudo_engine-0.1.0-py3-none-any.whl", prefix)
    assert not browser_bench.is_pyodide("/assets/javascripts/bundle.js", prefix)
    assert not browser_bench.is_pyodide("/rules/bidding/", prefix)


def test_the_service_worker_s_transfers_are_told_apart_from_the_page_s() -> None:
    """Issue 12: «bytes transferred on a cold load» and «keep today's rows»: the checker
    page's bytes are what the page and its engine need; the service worker's requests
    (the last ones of each path it asked for, in the order they were answered) go to
    rows of their own, its other pages (and search index) apart from its shell."""
    from scripts.benchlib.traffic import Transfer

    answered = [Transfer("/tools/bid-checker/", 200, 9_000, 5.0),
                Transfer("/assets/pyodide/pyodide.asm.wasm", 200, 2_700_000, 1.0),
                Transfer("/sw.js", 200, 2_800, 2.0),
                Transfer("/assets/pyodide/pyodide.asm.wasm", 304, 230, 0.5),
                Transfer("/tools/bid-checker/", 304, 230, 3.0),
                Transfer("/glossary/", 200, 7_000, 4.0),
                Transfer("/search/search_index.json", 200, 50_000, 6.0)]
    by_worker = ["/sw.js", "/assets/pyodide/pyodide.asm.wasm", "/tools/bid-checker/",
                 "/glossary/", "/search/search_index.json"]
    own, worker = browser_bench.worker_split(answered, by_worker)
    assert own == answered[:2] and worker == answered[2:]
    pages = [t.path for t in worker
             if browser_bench.is_page_precache(t.path, "/tools/bid-checker/")]
    assert pages == ["/glossary/", "/search/search_index.json"]


def fake_site(tmp_path: Path) -> Path:
    site = tmp_path / "site"
    runtime = site / "assets" / "pyodide"
    runtime.mkdir(parents=True)
    for name in RUNTIME_FILES:
        source = PYODIDE / name
        if source.exists():
            shutil.copyfile(source, runtime / name)
        else:
            (runtime / name).write_bytes(b"stand-in")
    (site / "index.html").write_text("<p>home</p>", encoding="utf-8")
    return site


def test_bare_page_points_at_the_sites_own_pyodide(tmp_path: Path) -> None:
    """The bare baseline page is installed beside the site and loads the site's own Pyodide.

    Source: issue 6, «each figure is measured in the same run as its baseline».
    """
    site = fake_site(tmp_path)
    url = barepage.install(site)
    assert url == "/assets/bench/bare.html?pyodide=/assets/pyodide/"
    assert sorted(p.name for p in (site / "assets" / "bench").iterdir()) == [
        "bare-worker.mjs", "bare.html", "bare.mjs"]
    assert barepage.install(site) == url  # a second install does not find its own copy


def test_bare_page_needs_a_runtime(tmp_path: Path) -> None:
    """Without a Pyodide runtime in the site the bare page is unavailable, saying why.

    Source: issue 6, «each figure is measured in the same run as its baseline».
    """
    with pytest.raises(Unavailable, match="no Pyodide runtime"):
        barepage.install(tmp_path)


def test_counting_server_counts_headers_and_body(tmp_path: Path) -> None:
    """The counting server counts every byte sent, headers and body, 304s included.

    Source: issue 6, «each figure is measured in the same run as its baseline».
    """
    site = fake_site(tmp_path)
    server, base, ledger = serve_counting(site)
    try:
        with urllib.request.urlopen(base + "/index.html") as response:
            body, etag = response.read(), response.headers["ETag"]
        request = urllib.request.Request(base + "/index.html", headers={"If-None-Match": etag})
        with pytest.raises(urllib.error.HTTPError) as not_modified:
            urllib.request.urlopen(request)
        assert not_modified.value.code == 304
        transfers = []
        for _ in range(200):  # a request is logged just after its last byte is sent
            transfers += ledger.take()
            if len(transfers) == 2:
                break
            time.sleep(0.01)
        first, second = transfers
    finally:
        server.shutdown()
        server.server_close()
    assert (first.path, first.status) == ("/index.html", 200)
    assert len(body) < first.size < len(body) + 400
    assert second.status == 304 and second.size < 400
    assert ledger.take() == []


needs_runtime = pytest.mark.skipif(
    not (PYODIDE / "pyodide.asm.wasm").exists() or shutil.which("node") is None,
    reason="node_modules/pyodide or node missing")


@pytest.mark.pyodide
@needs_runtime
def test_pyodide_runs_the_same_workload_to_the_same_digests() -> None:
    """Pyodide runs the same workload to the same digests as CPython.

    Source: issue 6, «each figure is measured in the same run as its baseline».
    """
    workload = engine.config(corpus_games=1, bot_games=1, min_seconds=0.0, seed=5)
    native = engine.in_cpython(workload)
    wasm = engine.in_pyodide(ROOT, workload, timeout=300)
    assert wasm["python"].startswith("3.")
    for key in ("referee", "games"):
        assert wasm[key]["digest"] == native[key]["digest"]


@pytest.mark.browser
@needs_runtime
def test_bare_page_boots_pyodide_in_a_worker_and_answers(tmp_path: Path, playwright: Any,
                                                         browser: Any) -> None:
    """The baseline of the readiness and latency figures really boots Pyodide and answers.

    Source: issue 6, «each figure is measured in the same run as its baseline».
    """
    site = fake_site(tmp_path)
    bare = barepage.install(site)
    session = browser_bench.Session(browser_bench.Chromium(playwright, browser), site)
    try:
        context, page = session.ready_page(bare)
        try:
            assert page.text_content("[data-testid=bare-result]") == "2"
            trips = page.evaluate(browser_bench.ROUND_TRIP_LOOP, 3)
            ready_ms = page.evaluate("window.__benchReadyAt")
        finally:
            context.close()
        transfers = session.ledger.take()
    finally:
        session.close()
    assert ready_ms > 0
    assert len(trips) == 3
    wasm = [t for t in transfers if t.path.endswith("pyodide.asm.wasm")]
    assert wasm and wasm[0].status == 200
    assert 1_000_000 < wasm[0].size < (PYODIDE / "pyodide.asm.wasm").stat().st_size  # gzipped
