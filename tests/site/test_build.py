"""The built site: strict build, both languages, Chinese really Chinese, no other host.

Sources: issue 3 ("Site", "Tests"); the platform notes (a missing
page.zh.md silently falls back to English; font: false stops Google Fonts).
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlsplit

import pytest
import yaml

from tests.site.sitebuild import ROOT

DOCS = ROOT / "docs"
CJK = re.compile(r"[\u3400-\u9fff]")
LATIN = re.compile(r"[A-Za-z]")
MIN_CJK_SHARE = 0.5

pytestmark = pytest.mark.slow


def _nav_pages(nav: object) -> list[str]:
    if isinstance(nav, str):
        return [nav]
    if isinstance(nav, list):
        return [p for item in nav for p in _nav_pages(item)]
    if isinstance(nav, dict):
        return [p for value in nav.values() for p in _nav_pages(value)]
    return []


def _config() -> dict[str, object]:
    text = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    text = re.sub(r"!!python/\S+", "", text)
    data = yaml.safe_load(text)
    assert isinstance(data, dict)
    return data


def test_strict_build_passes(built_site: Path) -> None:
    """`mkdocs build --strict` succeeds and writes both language trees (issue 3, Tests)."""
    assert (built_site / "index.html").is_file()
    assert (built_site / "zh" / "index.html").is_file()


def test_every_page_exists_in_both_languages() -> None:
    """Each X.md has an X.zh.md and the reverse: a missing one would silently fall back.

    Source: platform-notes: «A missing `page.zh.md` silently falls back to the English page».
    """
    english = {p.relative_to(DOCS).as_posix() for p in DOCS.rglob("*.md")
               if not p.name.endswith(".zh.md")}
    chinese = {p.relative_to(DOCS).as_posix().replace(".zh.md", ".md")
               for p in DOCS.rglob("*.zh.md")}
    assert english - chinese == set(), "pages without a Chinese version"
    assert chinese - english == set(), "Chinese pages without an English version"


def test_nav_lists_exactly_the_pages_of_the_brief() -> None:
    """The nav holds the agreed pages, each of which exists in both languages.

    Source: issue 3, "Site" and "Tests"; issue 15 adds `/tools/drills/`, issue 21 the
    大话骰 page beside the other rule pages, issue 24 the table companion.
    """
    pages = _nav_pages(_config()["nav"])
    assert pages == [
        "index.md", "rules/setup.md", "rules/bidding.md", "rules/wild-ones.md",
        "rules/ones.md", "rules/challenge.md", "rules/losing-dice.md", "calza.md",
        "palifico.md", "party.md", "dahua.md", "variants.md", "examples/index.md", "strategy.md",
        "faq.md", "glossary.md", "tools/bid-checker.md", "tools/practice.md",
        "tools/drills.md", "tools/table.md",
    ]
    for page in pages:
        assert (DOCS / page).is_file(), page
        assert (DOCS / page.replace(".md", ".zh.md")).is_file(), page


class _BodyText(HTMLParser):
    """Text of the article, leaving out code, SVG, scripts and styles."""

    SKIP = frozenset({"code", "pre", "script", "style", "svg"})

    def __init__(self) -> None:
        super().__init__()
        self.depth = 0
        self.skipping = 0
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        classes = dict(attrs).get("class") or ""
        if self.depth:
            self.depth += 1
            if tag in self.SKIP:
                self.skipping += 1
        elif tag == "article" and "md-content__inner" in classes:
            self.depth = 1

    def handle_endtag(self, tag: str) -> None:
        if self.depth:
            if tag in self.SKIP and self.skipping:
                self.skipping -= 1
            self.depth -= 1

    def handle_data(self, data: str) -> None:
        if self.depth and not self.skipping:
            self.parts.append(data)


def _zh_pages(site: Path) -> list[Path]:
    return [p for p in sorted((site / "zh").rglob("index.html")) if "assets" not in p.parts]


def test_chinese_pages_are_chinese(built_site: Path) -> None:
    """Every /zh/ page's body is mostly Chinese (letters counted: CJK vs Latin).

    Source: issue 3, "Site" and "Tests".
    """
    pages = _zh_pages(built_site)
    assert len(pages) >= 17
    for page in pages:
        parser = _BodyText()
        parser.feed(page.read_text(encoding="utf-8"))
        body = "".join(parser.parts)
        cjk, latin = len(CJK.findall(body)), len(LATIN.findall(body))
        share = cjk / max(1, cjk + latin)
        assert share >= MIN_CJK_SHARE, f"{page}: only {share:.0%} of its letters are Chinese"


class _Requests(HTMLParser):
    """Every URL the page would fetch by itself (not ordinary links)."""

    FETCHING_RELS = frozenset({"stylesheet", "icon", "preload", "modulepreload", "prefetch",
                               "manifest", "apple-touch-icon", "shortcut"})

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []
        self.in_style = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag in ("script", "img", "iframe", "source", "audio", "video", "embed"):
            self.urls += [a[k] for k in ("src", "srcset") if a.get(k)]
        if tag == "link" and set(a.get("rel", "").split()) & self.FETCHING_RELS:
            self.urls.append(a.get("href", ""))
        if tag == "object" and a.get("data"):
            self.urls.append(a["data"])
        if "style" in a:
            self.urls += re.findall(r"url\(\s*['\"]?([^'\")]+)", a["style"])
        self.in_style = tag == "style"

    def handle_data(self, data: str) -> None:
        if self.in_style:
            self.urls += re.findall(r"url\(\s*['\"]?([^'\")]+)", data)
            self.urls += re.findall(r"@import\s+['\"]([^'\"]+)", data)


def _foreign(url: str) -> bool:
    parts = urlsplit(url.strip())
    return bool(parts.netloc) and parts.hostname not in ("127.0.0.1", "localhost")


def test_built_html_requests_no_other_host(built_site: Path) -> None:
    """No script, stylesheet, image, frame or CSS url() points to another host.

    Source: issue 3, "Site" and "Tests".
    """
    offenders = []
    for page in built_site.rglob("*.html"):
        parser = _Requests()
        parser.feed(page.read_text(encoding="utf-8"))
        offenders += [f"{page.relative_to(built_site)}: {u}" for u in parser.urls if _foreign(u)]
    for sheet in built_site.rglob("*.css"):
        text = sheet.read_text(encoding="utf-8", errors="replace")
        urls = re.findall(r"url\(\s*['\"]?([^'\")]+)", text)
        urls += re.findall(r"@import\s+['\"]([^'\"]+)", text)
        offenders += [f"{sheet.relative_to(built_site)}: {u}" for u in urls if _foreign(u)]
    assert offenders == []


def test_language_switcher_keeps_the_reader_on_the_same_page(built_site: Path) -> None:
    """From /zh/rules/wild-ones/ the switcher links to /rules/wild-ones/ and back.

    Source: issue 3, "Site" and "Tests".
    """
    zh = (built_site / "zh" / "rules" / "wild-ones" / "index.html").read_text(encoding="utf-8")
    en = (built_site / "rules" / "wild-ones" / "index.html").read_text(encoding="utf-8")
    assert re.search(r'href="[./]*/?rules/wild-ones/"[^>]*hreflang="en"', zh)
    assert re.search(r'href="[./]*/?zh/rules/wild-ones/"[^>]*hreflang="zh"', en)


def test_examples_page_shows_every_example_in_both_languages(built_site: Path) -> None:
    """Each docs/examples/ID.yml appears once as a figure on each language's examples page.

    Source: issue 3, "Site" and "Tests".
    """
    ids = sorted(p.stem for p in (DOCS / "examples").glob("*.yml"))
    assert len(ids) >= 20
    for page in (built_site / "examples" / "index.html", built_site / "zh/examples/index.html"):
        html = page.read_text(encoding="utf-8")
        shown = sorted(re.findall(r'<figure class="dudo-example[^"]*" id="example-([a-z0-9-]+)"',
                                  html))
        assert shown == ids
        assert "[[" not in html.replace("<code>[[", "")


def test_examples_json_holds_every_example_with_its_verdict(built_site: Path) -> None:
    """site/assets/examples.json carries the same rounds and verdicts for the walkthrough.

    Source: issue 3, "Site" and "Tests".
    """
    data = json.loads((built_site / "assets" / "examples.json").read_text(encoding="utf-8"))
    ids = sorted(p.stem for p in (DOCS / "examples").glob("*.yml"))
    assert sorted(e["id"] for e in data["examples"]) == ids
    for entry in data["examples"]:
        assert set(entry["title"]) == {"en", "zh"}
        assert entry["verdict"]["legal"] in (True, False)
        assert entry["round"]["players"] and entry["round"]["actions"]


def test_odds_tables_render_thirty_rows_in_both_languages(built_site: Path) -> None:
    """The strategy page's [[odds-table wild|nowild]] become tables for n = 1..30.

    Source: issue 3, "Site" and "Tests".
    """
    for page in (built_site / "strategy" / "index.html", built_site / "zh/strategy/index.html"):
        html = page.read_text(encoding="utf-8")
        for kind in ("wild", "nowild"):
            block = html.split(f'data-odds="{kind}"', 1)[1].split("</table>", 1)[0]
            assert block.count("<tr>") == 31, kind


def test_chinese_headings_get_readable_anchors(built_site: Path) -> None:
    """toc.slugify is pymdownx.slugs.slugify: Chinese headings keep their words, not _1, _2.

    Source: platform-notes: «Chinese headings get ids `_1`, `_2` unless `toc.slugify` is
    `pymdownx.slugs.slugify`».
    """
    html = (built_site / "zh" / "rules" / "wild-ones" / "index.html").read_text(encoding="utf-8")
    ids = re.findall(r'<h[23] id="([^"]+)"', html)
    assert ids and all(CJK.search(i) for i in ids), ids
    assert not re.search(r'<h[1-6] id="_\d+"', html)


def test_light_and_dark_palettes_with_a_translated_toggle(built_site: Path) -> None:
    """Both palettes are offered; the toggle speaks the page's language (issue 3, Site)."""
    en = (built_site / "index.html").read_text(encoding="utf-8")
    zh = (built_site / "zh" / "index.html").read_text(encoding="utf-8")
    for html in (en, zh):
        schemes = re.findall(r'name="__palette"', html)
        assert len(schemes) == 2
        assert 'data-md-color-scheme="default"' in html and 'data-md-color-scheme="slate"' in html
    assert 'aria-label="Switch to dark mode"' in en
    assert 'aria-label="切换到深色模式"' in zh


def test_config_has_no_instant_navigation_and_no_web_fonts() -> None:
    """navigation.instant breaks the language switcher under --strict; font: false.

    Source: platform-notes: «`theme.features: navigation.instant` + the i18n language switcher
    gives a warning that fails `--strict`»; «`theme.font: false` stops the request to Google
    Fonts».
    """
    config = _config()
    theme = config["theme"]
    assert isinstance(theme, dict)
    assert "navigation.instant" not in theme.get("features", [])
    assert theme["font"] is False
