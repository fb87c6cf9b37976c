"""Every worked-example figure links to its walkthrough on the practice page of its language.

Source: issue 4, "Practice" (walkthrough mode replays any worked example from the docs,
from the same example files); the practice widget opens `?walkthrough=ID#walkthrough`.
"""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import parse_qs, urljoin, urlsplit

import pytest
from mkdocs.structure.files import File, Files

from tutorial.pages import PageInfo, process_page
from tutorial.render.practice_link import relative_practice_url, walkthrough_href
from tutorial.checks.registry import Registry

ROOT = Path(__file__).resolve().parents[2]
FIGURE = re.compile(r'<figure class="dudo-example[^"]*" id="example-([a-z0-9-]+)".*?</figure>',
                    re.S)
LINK = re.compile(r'<p class="dudo-example__walk"><a href="([^"]+)"[^>]*>([^<]+)</a></p>')
LABELS = {"en": "Step through this example", "zh": "一步步重走这一局"}


def test_the_walkthrough_link_carries_the_example_id_and_the_widget_anchor() -> None:
    """The walkthrough link carries ?walkthrough=ID and the #walkthrough anchor.

    Source: issue 4, "Practice".
    """
    assert (walkthrough_href("../../tools/practice/", "four-aces-to-five-aces")
            == "../../tools/practice/?walkthrough=four-aces-to-five-aces#walkthrough")


def _files(*paths: str, directory_urls: bool = True) -> Files:
    return Files([File(p, "docs", "site", directory_urls) for p in paths])


def test_the_practice_page_is_seen_from_the_page_that_links_to_it() -> None:
    """The URL is relative to the page's URL, with or without directory URLs (the /zh/ pass
    is checked on the built site below).

    Source: issue 4, "Practice".
    """
    assert relative_practice_url(_files("tools/practice.md"), "en", "rules/ones/") == (
        "../../tools/practice/")
    assert relative_practice_url(_files("tools/practice.md", directory_urls=False), "en",
                                 "examples/index.html") == "../tools/practice.html"
    assert relative_practice_url(_files("faq.md"), "en", "faq/") is None


def test_a_figure_links_to_its_walkthrough_when_the_practice_page_is_known() -> None:
    """A figure links to its walkthrough, labelled in the page's language.

    Source: issue 4, "Practice".
    """
    registry = Registry(ROOT / "docs", ROOT, True)
    info = PageInfo("docs/rules/wild-ones.zh.md", 0, "zh", "../../tools/practice/")
    result = process_page("[[example six-sixes-with-wild-ones]]\n", info, registry)
    (html,) = result.blocks.values()
    assert LINK.findall(html) == [
        ("../../tools/practice/?walkthrough=six-sixes-with-wild-ones#walkthrough", LABELS["zh"])]


def _figures(page: Path) -> list[tuple[str, str]]:
    html = page.read_text(encoding="utf-8")
    return [(m.group(1), m.group(0)) for m in FIGURE.finditer(html)]


@pytest.mark.slow
@pytest.mark.parametrize(("page", "lang"), [
    ("examples/index.html", "en"),
    ("rules/wild-ones/index.html", "en"),
    ("zh/examples/index.html", "zh"),
    ("zh/rules/wild-ones/index.html", "zh"),
])
def test_every_figure_links_to_the_practice_page_of_its_language(
        built_site: Path, page: str, lang: str) -> None:
    """The link resolves, from the page's own folder, to the built practice page in `lang`.

    Source: issue 4, "Practice".
    """
    figures = _figures(built_site / page)
    assert figures, f"{page} shows no worked example"
    practice = "zh/tools/practice/" if lang == "zh" else "tools/practice/"
    page_url = "http://127.0.0.1/" + page.removesuffix("index.html")
    for example_id, figure in figures:
        ((href, label),) = LINK.findall(figure)
        assert label == LABELS[lang]
        target = urlsplit(urljoin(page_url, href.replace("&amp;", "&")))
        assert target.path == "/" + practice, (page, href)
        assert parse_qs(target.query) == {"walkthrough": [example_id]}
        assert target.fragment == "walkthrough"
        html = (built_site / practice / "index.html").read_text(encoding="utf-8")
        assert f'<html lang="{lang}"' in html
        assert 'id="walkthrough"' in html and 'data-testid="practice"' in html
