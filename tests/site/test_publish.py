"""The built site is deployable as it is: sitemap, manifests, compressed copies (issue 12).

Issue 12, "Deployable as it is": «`SITE_URL` (environment) sets `site_url`; without it
the build still works on any path. The sitemap is valid (today every `<loc>` reads
`None…`) and the language alternates are right; no page requests a `sitemap.xml` that
is not there». "Show progress"/"Offline": «A web app manifest with icons makes the site
installable ("Add to home screen") in both languages». "Send less": «Pre-compress the
big assets at build time (brotli and gzip variants beside the originals)».
"""

from __future__ import annotations

import gzip
import json
import re
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path
from types import SimpleNamespace

import pytest
from mkdocs.exceptions import PluginError

from tutorial import plugin
from tutorial.assets import offline, sitemap, stdlib_trim
from tutorial.render import offline_head
from tutorial.words.catalogue import text

NS = {"s": sitemap.SITEMAP_NS, "x": sitemap.XHTML_NS}


def test_without_site_url_there_is_no_sitemap_and_no_page_asks_for_one(
        built_site: Path) -> None:
    """Issue 12: «no page requests a `sitemap.xml` that is not there». Material fetches
    one beside every ``<link rel="alternate">``; the build drops those relative links
    (the language switcher keeps its own) and, lacking absolute addresses, the sitemap."""
    assert not (built_site / "sitemap.xml").exists()
    for page in [built_site / "index.html", built_site / "zh" / "calza" / "index.html"]:
        html = page.read_text(encoding="utf-8")
        assert '<link rel="alternate"' not in html and "None" not in html
        assert re.search(r'<a href="[^"]*" hreflang="(en|zh)"', html)


def test_with_site_url_the_sitemap_has_real_addresses_and_language_alternates(
        built_site: Path, tmp_path: Path) -> None:
    """Issue 12: «The sitemap is valid … and the language alternates are right»: each
    page and its Chinese twin list each other and x-default (English), all absolute."""
    site = tmp_path / "site"
    shutil.copytree(built_site, site, ignore=shutil.ignore_patterns("*.br", "*.gz", "pyodide"))
    sitemap.write(site, "https://dudo.example/rules/")
    root = ET.parse(site / "sitemap.xml").getroot()
    urls = {u.findtext("s:loc", namespaces=NS): {
        link.get("hreflang"): link.get("href") for link in u.findall("x:link", NS)}
        for u in root.findall("s:url", NS)}
    assert len(urls) == 2 * len(sitemap.page_paths(site)) and all(urls)
    assert urls["https://dudo.example/rules/calza/"] == {
        "en": "https://dudo.example/rules/calza/", "zh": "https://dudo.example/rules/zh/calza/",
        "x-default": "https://dudo.example/rules/calza/"}
    assert urls["https://dudo.example/rules/zh/"]["en"] == "https://dudo.example/rules/"
    assert not [u for u in urls if "None" in str(u) or not str(u).startswith("https://")]


def test_site_url_comes_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 12: «`SITE_URL` (environment) sets `site_url`»; a value that is not an
    http(s) address fails the build with a clear message instead of a broken sitemap."""
    config = SimpleNamespace(site_url=None, config_file_path=str(plugin._ROOT / "mkdocs.yml"),
                             docs_dir=str(plugin._ROOT / "docs"), mdx_configs={}, extra={})
    monkeypatch.setenv("SITE_URL", "https://dudo.example/sub")
    assert plugin.on_config(config).site_url == "https://dudo.example/sub/"
    monkeypatch.setenv("SITE_URL", "dudo.example")
    with pytest.raises(PluginError, match="SITE_URL must start with https://"):
        plugin.on_config(config)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_each_language_has_an_installable_manifest_with_icons(built_site: Path,
                                                              lang: str) -> None:
    """Issue 12: «A web app manifest with icons makes the site installable ("Add to home
    screen") in both languages»: names from the catalogue, start URL the language's home,
    192 and 512 px PNG icons that exist, and every page links its language's manifest."""
    folder = built_site if lang == "en" else built_site / lang
    manifest = json.loads((folder / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["name"] == text(lang, "app.name")
    assert manifest["short_name"] == text(lang, "app.short_name")
    assert manifest["start_url"] == "./" and manifest["display"] == "standalone"
    for icon in manifest["icons"]:
        png = (folder / icon["src"]).resolve().read_bytes()
        width, height = struct.unpack(">II", png[16:24])
        assert png[:8] == b"\x89PNG\r\n\x1a\n" and icon["sizes"] == f"{width}x{height}"
    assert {icon["sizes"] for icon in manifest["icons"]} == {"192x192", "512x512"}
    page = (folder / "faq" / "index.html").read_text(encoding="utf-8")
    assert '<link rel="manifest" href="../manifest.webmanifest">' in page


def test_big_files_have_brotli_and_gzip_copies_of_the_same_bytes(built_site: Path) -> None:
    """Issue 12: «Pre-compress the big assets at build time (brotli and gzip variants beside
    the originals)»: the wasm, the trimmed stdlib, the runtime JS and the pages."""
    runtime = built_site / "assets" / "pyodide"
    for original in [runtime / "pyodide.asm.wasm", runtime / "python_stdlib.zip",
                     runtime / "pyodide.asm.mjs", built_site / "zh" / "index.html"]:
        data = original.read_bytes()
        assert gzip.decompress(original.with_name(original.name + ".gz").read_bytes()) == data
        brotli = original.with_name(original.name + ".br")
        done = subprocess.run(
            ["node", "-e", "process.stdout.write(require('zlib').brotliDecompressSync("
             "require('fs').readFileSync(process.argv[1])))", str(brotli)],
            capture_output=True, check=True, timeout=120)
        assert done.stdout == data and brotli.stat().st_size < len(data) / 3


def test_the_site_ships_the_trimmed_standard_library(built_site: Path) -> None:
    """Issue 12: «build a trimmed `python_stdlib.zip` from what the engine and its web
    facade actually import»: the site's zip is the trimmed one, under a third of the
    original once brotli-compressed, and sizes.json gives the bar its byte counts."""
    shipped = built_site / "assets" / "pyodide" / "python_stdlib.zip"
    names = zipfile.ZipFile(shipped).namelist()
    assert set(stdlib_trim.measured()) <= set(names) and "argparse.py" not in names
    compressed = shipped.with_name(shipped.name + ".br").stat().st_size
    assert compressed < stdlib_trim.SOURCE.stat().st_size / 3
    sizes = json.loads((shipped.parent / "sizes.json").read_text(encoding="utf-8"))
    assert sizes["python_stdlib.zip"] == shipped.stat().st_size


def test_the_service_worker_can_be_turned_off_at_build_time(
        built_site: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 12: «Document how to turn the service worker off»: with
    ``DUDO_SERVICE_WORKER=0`` pages register nothing (they keep the manifest) and
    ``sw.js`` becomes a worker that deletes this site's caches and unregisters itself."""
    html = "<html><head><title>x</title></head><body></body></html>"
    assert "serviceWorker" in offline_head.add_to_page(html, "faq/", offline.enabled())
    monkeypatch.setenv("DUDO_SERVICE_WORKER", "0")
    page = offline_head.add_to_page(html, "faq/", offline.enabled())
    assert "serviceWorker" not in page and 'rel="manifest"' in page
    site = tmp_path / "site"
    site.mkdir()
    offline.write_worker(site, plugin.offline_words())
    worker = (site / "sw.js").read_text(encoding="utf-8")
    assert "unregister()" in worker and "BUILD" not in worker


def test_the_service_worker_keeps_the_not_found_page_of_each_language(built_site: Path) -> None:
    """Issue 12, «caches the site's pages in both languages», and issue 11, «a 404 page in each
    language»: offline, a missing page under zh/ is answered with the Chinese 404."""
    pages = offline.build_info(built_site)["pages"]
    assert isinstance(pages, dict)
    assert "404.html" in pages["en"] and "zh/404.html" in pages["zh"]


def test_the_service_worker_lists_each_language_s_pages_apart(built_site: Path) -> None:
    """Issue 12: the worker «caches the site's pages in both languages»; README: «the first
    page a reader opens in the other language brings that language's pages too»: every
    page of the build is listed under exactly one language, the Chinese ones (under zh/)
    under zh and every other under en, so a first visit keeps one language only."""
    pages = offline.build_info(built_site)["pages"]
    assert isinstance(pages, dict) and set(pages) == {"en", "zh"}
    built = {p.relative_to(built_site).as_posix().removesuffix("index.html") or "./"
             for p in built_site.rglob("*.html")
             if p.name in ("index.html", "404.html")}
    assert sorted(pages["en"] + pages["zh"]) == sorted(built)
    assert all(path.startswith("zh/") for path in pages["zh"]) and "zh/" in pages["zh"]
    assert not any(path.startswith("zh/") for path in pages["en"]) and "./" in pages["en"]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_page_can_say_a_new_version_is_ready_in_its_language(
        built_site: Path, lang: str) -> None:
    """Issue 23: «If a game or a table is in progress, the page says a new version is ready
    and applies it when the reader chooses». Every page of each language carries the
    words of that notice in its own language (rendered into its head), and a new build's
    worker waits to be let in ("skip-waiting") instead of taking over by itself."""
    other = {"en": "zh", "zh": "en"}[lang]
    page = (built_site / ("zh/faq" if lang == "zh" else "faq") / "index.html").read_text(
        encoding="utf-8")
    for key in ("update.ready", "update.apply"):
        assert json.dumps(text(lang, key)) in page or text(lang, key) in page
        assert text(other, key) not in page
    worker = (built_site / "sw.js").read_text(encoding="utf-8")
    assert '"skip-waiting"' in worker and worker.count("skipWaiting()") == 1
