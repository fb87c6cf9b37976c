"""Return visits start from a memory snapshot of the started engine (issue 23, item 2).

Issue 23 asks for «a return visit ready in half bare Pyodide's time», naming «a memory
snapshot of the started runtime for return visits only, with a fresh random seed after
restore»; the brief adds: the snapshot is made after a first visit, off the critical
path, kept under the id of the exact runtime, and «a return visit whose key matches
restores from it, reseeds `random` … and falls back to the normal start on any failure
(corrupt, missing, mismatched key, quota) silently and correctly. Never a snapshot
download on a first visit», and a new build's key drops the old snapshot. The engine
worker says which path it took (``window.dudoEngineTimings.start``,
tutorial/widgets/engine-worker.js); the snapshot lives in IndexedDB
(tutorial/widgets/engine-snapshot.js).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page

from tests.browser.support import (
    CHECKER,
    PAGES,
    READY_TIMEOUT_MS,
    open_checker,
    patient,
    wait_for_verdict,
    wait_ready,
)
from tutorial.assets import offline
from tutorial.assets.runtime import RUNTIME_ID
from tutorial.plugin import offline_words

pytestmark = pytest.mark.browser

SAVED = 'html[data-engine-snapshot="saved"]'
# The kept snapshot's record (its runtime id and size), or null.
RECORD = """() => new Promise((resolve, reject) => {
  const opened = indexedDB.open("dudo-engine-snapshot", 1);
  opened.onupgradeneeded = () => opened.result.createObjectStore("snapshot");
  opened.onerror = () => reject(opened.error);
  opened.onsuccess = () => {
    const got = opened.result.transaction("snapshot").objectStore("snapshot").get("engine");
    got.onsuccess = () => {
      const record = got.result;
      opened.result.close();
      resolve(record ? { id: record.id, size: record.size } : null);
    };
  };
})"""
# Damage the kept snapshot: "bytes" flips one byte of its memory, "id" names another runtime.
DAMAGE = """(how) => new Promise((resolve, reject) => {
  const opened = indexedDB.open("dudo-engine-snapshot", 1);
  opened.onerror = () => reject(opened.error);
  opened.onsuccess = async () => {
    const db = opened.result;
    const record = await new Promise((done) => {
      const got = db.transaction("snapshot").objectStore("snapshot").get("engine");
      got.onsuccess = () => done(got.result);
    });
    if (how === "bytes") {
      const bytes = new Uint8Array(await record.blob.arrayBuffer());
      bytes[bytes.length >> 1] ^= 0xff;
      record.blob = new Blob([bytes]);
    } else {
      record.id = "0123456789abcdef0123456789abcdef";
    }
    const put = db.transaction("snapshot", "readwrite");
    put.objectStore("snapshot").put(record, "engine");
    put.oncomplete = () => { db.close(); resolve(true); };
    put.onerror = () => reject(put.error);
  };
})"""


@pytest.fixture()
def context(browser: Browser) -> Iterator[BrowserContext]:
    """A fresh context (its own IndexedDB and service worker), patient on a loaded machine."""
    made = patient(browser.new_context(service_workers="allow"))
    try:
        yield made
    finally:
        made.close()


def _start(page: Page) -> dict[str, Any]:
    """How the engine of the ready page started: {path, reason?, random}."""
    start = page.evaluate("window.dudoEngineTimings.start")
    assert isinstance(start, dict)
    return start


def _reload_ready(page: Page) -> dict[str, Any]:
    """Reload the bid checker, wait for its engine, check a bid; how the engine started."""
    page.reload()
    wait_ready(page, CHECKER)
    page.locator(CHECKER).get_by_test_id("bc-bid").fill("5x3")
    wait_for_verdict(page)
    assert page.locator(CHECKER).get_by_test_id("bc-verdict").get_attribute("data-legal") == "true"
    return _start(page)


def _first_visit_until_saved(page: Page, url: str) -> dict[str, Any]:
    """Open the checker in a fresh context; wait until its snapshot is kept."""
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    open_checker(page, url, "en")
    first = _start(page)
    page.wait_for_selector(SAVED, state="attached", timeout=READY_TIMEOUT_MS)
    # Nothing but the worker's own module: a snapshot is made here, never downloaded.
    assert [u for u in requested if "snapshot" in u.lower()
            and not u.endswith("/assets/widgets/engine-snapshot.js")] == []
    return first


def test_a_return_visit_restores_the_snapshot_with_a_fresh_random_seed(
        context: BrowserContext, widget_url: str) -> None:
    """The brief: «a return visit whose key matches restores from it, reseeds `random`»;
    «never a snapshot download on a first visit». The first visit starts as usual and
    then keeps a snapshot; the next two visits (online, then offline) restore it, give
    verdicts, and draw different random numbers."""
    page = context.new_page()
    assert _first_visit_until_saved(page, widget_url)["path"] == "fresh"
    record = page.evaluate(RECORD)
    assert record["size"] > 0
    online = _reload_ready(page)
    context.set_offline(True)
    offline_visit = _reload_ready(page)
    assert online["path"] == offline_visit["path"] == "snapshot"
    assert online["random"] != offline_visit["random"]


def test_a_damaged_or_foreign_snapshot_falls_back_to_a_usual_start(
        context: BrowserContext, widget_url: str) -> None:
    """The brief: fall back «to the normal start on any failure (corrupt, missing,
    mismatched key …) silently and correctly». A snapshot with one byte changed, then one
    named for another runtime, is dropped; the widget works from a usual start, which
    keeps a new snapshot."""
    page = context.new_page()
    _first_visit_until_saved(page, widget_url)
    for how, reason in (("bytes", "damaged"), ("id", "another runtime")):
        page.evaluate(DAMAGE, how)
        start = _reload_ready(page)
        assert start["path"] == "fallback" and reason in start.get("reason", "")
        page.wait_for_selector(SAVED, state="attached", timeout=READY_TIMEOUT_MS)
    assert _reload_ready(page)["path"] == "snapshot"


def test_a_rebuild_with_a_new_runtime_does_not_use_the_old_snapshot(
        context: BrowserContext, own_site: tuple[Path, str]) -> None:
    """The brief: the snapshot is keyed by the exact runtime, and «a new build's key
    differs: the old snapshot is dropped». A build whose runtime id changed (as a changed
    engine wheel gives) reaches the page through the service worker's update; its engine
    does not restore the old snapshot, and keeps one under the new id."""
    site, url = own_site
    page = context.new_page()
    _first_visit_until_saved(page, url)
    page.wait_for_selector("html[data-offline-ready]", state="attached")
    old = page.evaluate(RECORD)["id"]
    new = old[::-1] if old[::-1] != old else "f" * 32
    (site / RUNTIME_ID).write_text(json.dumps({"id": new}), encoding="utf-8")
    offline.write_worker(site, offline_words())
    page.goto(url + PAGES["en"])  # the old build's page, which lets the new build in
    page.wait_for_selector(SAVED, state="attached", timeout=READY_TIMEOUT_MS)
    start = _start(page)
    assert start["path"] == "fallback" and "another runtime" in start["reason"]
    assert page.evaluate(RECORD)["id"] == new
