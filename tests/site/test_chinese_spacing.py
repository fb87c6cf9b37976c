"""Chinese spacing, one convention on every Chinese page and in every catalogue (issue 11).

Issue 11, "Words": «Chinese spacing consistent (pick a convention, apply it
everywhere, test it)». ARCHITECTURE.md records the convention: «one space between a
Han character and a Latin letter or an Arabic digit». tutorial/words/spacing.py
states it once; these tests hold the built Chinese pages and the zh text of every
catalogue (engine messages, build text, widget text) to it.
"""

from __future__ import annotations

import re

import json
from pathlib import Path

import pytest

from engine.messages import CATALOGUE, PHRASES
from tutorial.words.catalogue import MESSAGES
from tutorial.words.spacing import space_html, spacing_problems, stray_spaces, text_runs

ROOT = Path(__file__).resolve().parents[2]


def _widget_texts() -> dict[str, str]:
    found: dict[str, str] = {}

    def walk(node: object, path: str) -> None:
        if isinstance(node, dict):
            if isinstance(node.get("zh"), str):
                found[path] = node["zh"]
            else:
                for key, value in node.items():
                    walk(value, f"{path}.{key}")
    walk(json.loads((ROOT / "tutorial" / "widgets" / "ui.json").read_text(encoding="utf-8")),
         "ui.json")
    return found


def catalogue_texts() -> dict[str, str]:
    """Every Chinese text of the three catalogues, by where it is kept."""
    texts = {f"engine {code}": text["zh"] for code, text in CATALOGUE.items()}
    texts |= {f"engine phrase {key}": text["zh"] for key, text in PHRASES.items()}
    texts |= {f"build {key}": text for key, text in MESSAGES["zh"].items()}
    return texts | _widget_texts()


def test_built_chinese_pages_keep_the_spacing_convention(built_site: Path) -> None:
    """Issue 11: «uneven spacing between Chinese and numbers»: on every page under /zh/,
    no Han character touches a Latin letter or a digit outside a bid (5个3), as
    ARCHITECTURE.md «one space between a Han character and a Latin letter or an Arabic
    digit» says."""
    pages = sorted((built_site / "zh").rglob("*.html"))
    assert len(pages) > 10
    wrong = [f"{page.relative_to(built_site)}: {problem!r}" for page in pages
             for run in text_runs(page.read_text(encoding="utf-8"))
             for problem in spacing_problems(run)]
    assert wrong == []


def test_every_chinese_catalogue_text_keeps_the_spacing_convention() -> None:
    """Issue 11: «apply it everywhere»: the engine's messages and phrases, the build
    catalogue and the widgets' ui.json keep ARCHITECTURE.md's «one space between a Han
    character and a Latin letter or an Arabic digit» (a placeholder, which may
    stand for words or digits, is left out)."""
    wrong = {where: spacing_problems(text) for where, text in catalogue_texts().items()
             if spacing_problems(text)}
    assert wrong == {}


@pytest.mark.parametrize(("html", "spaced"), [
    ("<p>至少3个，胜率95%。</p>", "<p>至少 3 个，胜率 95%。</p>"),
    ("<p>详见<a href='x'>Calza</a>。</p>", "<p>详见 <a href='x'>Calza</a>。</p>"),
    ("<p>叫5个3了，叫4个五的</p>", "<p>叫 5个3 了，叫 4个五的</p>"),
    ("<p>代码<code>a中b</code></p><p>1 点</p>", "<p>代码<code>a中b</code></p><p>1 点</p>"),
    ("<td>困难</td><td>60.5%</td>", "<td>困难</td><td>60.5%</td>"),
    ("<p>脚注<sup>1</sup></p>", "<p>脚注<sup>1</sup></p>"),
    ("<p>至少<span class='claim'>3</span>个</p>", "<p>至少 <span class='claim'>3</span> 个</p>"),
    ("<p><strong>选规则。</strong> <a href='x'>玩法对照</a>里</p>",
     "<p><strong>选规则。</strong><a href='x'>玩法对照</a>里</p>"),
    ("<p><strong>能开。</strong> <abbr>Perudo</abbr> 和</p>",
     "<p><strong>能开。</strong><abbr>Perudo</abbr> 和</p>"),
    ("<p>见 <strong>Calza</strong> <a>页</a></p>", "<p>见 <strong>Calza</strong> <a>页</a></p>"),
])
def test_the_build_spaces_chinese_text_but_not_bids_code_or_cells(html: str, spaced: str) -> None:
    """Issue 11, "Words": the build applies ARCHITECTURE.md's «one space between a Han
    character and a Latin letter or an Arabic digit» to Chinese pages: around numbers,
    percentages, link text and bids, never inside a bid, code, a footnote mark or across
    table cells; and no space between two inline elements next to full-width punctuation
    (issue 20's audit, zh-2 #15: «选规则。 玩法对照里的每套预设都能选»)."""
    assert space_html(html) == spaced


def test_built_chinese_articles_have_no_stray_spaces(built_site: Path) -> None:
    """Issue 20's audit (zh-1 #21): «点数就此锁定， Frank», «喊。 哪套规则都一样»: no space
    next to full-width punctuation or between two Han characters in a page's article (a
    Markdown or YAML line break leaves one), bids keeping their spaces (叫 2个五 不合法)."""
    wrong = []
    for page in sorted((built_site / "zh").rglob("*.html")):
        article = re.search(r"<article[^>]*>(.*)</article>", page.read_text(encoding="utf-8"),
                            re.S)
        html = re.sub(r'<span class="[\w-]*__tag">[^<]*</span>', "", article[1] if article else "")
        for run in text_runs(html, blank_parts=False):  # a widget's tag badge stands apart
            wrong += [f"{page.relative_to(built_site)}: {gap!r}" for gap in stray_spaces(run)]
    assert wrong == []
