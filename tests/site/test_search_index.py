"""The search indexes pages download: one per language, UTF-8, only what a reader would search for.

Sources: issue 6 ("Bytes transferred": the bid-checker page within the bare Pyodide
page + 200 KB; Material fetches search/search_index.json on every page); issue 3
(worked examples, odds tables, Chinese search); issue 13 ("What to build": each
language searches its own pages only, an index per language). Titles and notes of
worked examples stay searchable; the generated parts of figures, the odds and ladder
tables and the widgets' controls do not go into the index.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tutorial.assets.search_index import encode, home_of, split_index
from tutorial.render.widget_pages import ui_text

HOMES = {"en": "", "zh": "zh/"}


def _index(site: Path, home: str = "") -> tuple[str, dict[str, object]]:
    raw = (site / home / "search" / "search_index.json").read_text(encoding="utf-8")
    data = json.loads(raw)
    assert isinstance(data, dict)
    return raw, data


def _text(data: dict[str, object], page: str) -> str:
    docs = data["docs"]
    assert isinstance(docs, list)
    # Material puts zero-width spaces between the words jieba finds in Chinese text.
    return " ".join(d["title"] + " " + d["text"] for d in docs
                    if d["location"].split("#")[0] == page).replace("\u200b", "")


def test_the_index_is_written_as_utf8_json() -> None:
    """The rewrite changes only the encoding: the document decodes to the same value.

    Source: issue 6, "Bytes transferred"; issue 3.
    """
    data = {"docs": [{"title": "万能", "text": "<p>a\u200bb</p>"}]}
    assert json.loads(encode(data)) == data
    assert "万能" in encode(data) and "\\u" not in encode(data).replace("\\u200b", "")


def test_each_language_gets_its_own_pages_located_from_its_home() -> None:
    """The shared index splits by the language homes; lunr's languages follow.

    Source: issue 13, "What to build" (an index per language).
    """
    data = {"config": {"lang": ["en", "zh"], "separator": "[\\s]+"},
            "docs": [{"location": "", "title": "Home", "text": ""},
                     {"location": "calza/#who", "title": "Who", "text": ""},
                     {"location": "zh/", "title": "首页", "text": ""},
                     {"location": "zh/calza/#谁能喊", "title": "谁能喊", "text": ""}]}
    indexes = split_index(data, HOMES)
    assert [d["location"] for d in indexes[""]["docs"]] == ["", "calza/#who"]
    assert [d["location"] for d in indexes["zh/"]["docs"]] == ["", "calza/#谁能喊"]
    assert indexes[""]["config"]["lang"] == ["en"] and indexes["zh/"]["config"]["lang"] == ["zh"]
    assert indexes["zh/"]["config"]["separator"] == "[\\s]+"
    assert home_of("zh/rules/ones/", HOMES) == "zh/" and home_of("zhuyi/", HOMES) == ""


@pytest.mark.slow
def test_each_language_index_holds_its_own_pages_only(built_site: Path) -> None:
    """The English index has no /zh/ page and the Chinese index no English text.

    Source: issue 13 ("on the English site "calza" returns five Chinese pages in the top
    ten"; "What to build": each language searches its own pages only).
    """
    _, english = _index(built_site)
    _, chinese = _index(built_site, "zh/")
    for data in (english, chinese):
        docs = data["docs"]
        assert isinstance(docs, list) and len(docs) > 50
        assert not any(d["location"].startswith("zh/") for d in docs)
    assert "Calza" in _text(english, "calza/") and "喊刚好" in _text(chinese, "calza/")
    han = re.compile(r"[\u4e00-\u9fff]")
    en_docs, zh_docs = english["docs"], chinese["docs"]
    assert isinstance(en_docs, list) and isinstance(zh_docs, list)
    assert not [d["title"] for d in en_docs if han.search(d["title"])]
    assert all(han.search(d["title"]) for d in zh_docs if "#" not in d["location"])


@pytest.mark.slow
def test_the_index_is_utf8_not_escapes(built_site: Path) -> None:
    """Chinese is stored as characters (three bytes each), not as six-byte escapes.

    Source: issue 6, "Bytes transferred"; issue 3.
    """
    raw, _ = _index(built_site, "zh/")
    assert "万能" in raw and "\\u4e07" not in raw


@pytest.mark.slow
def test_example_titles_and_notes_are_searchable_but_not_figure_parts(built_site: Path) -> None:
    """docs/examples/calza-any-player.yml: its title and note are indexed; its count is not.

    Source: issue 6, "Bytes transferred"; issue 3.
    """
    _, data = _index(built_site)
    _, zh = _index(built_site, "zh/")
    english, chinese = _text(data, "examples/"), _text(zh, "examples/")
    assert "Calza from across the table" in english
    assert "anyone except the bidder may call calza" in english
    assert "不是下家也能喊 Calza" in chinese and "除了叫点的人，谁都能喊 Calza" in chinese
    # Generated figure parts: the rules line and the "dice after" table.
    assert "Rules:" not in english and "After the round" not in english


@pytest.mark.slow
def test_widget_controls_are_not_indexed_but_the_page_prose_is(built_site: Path) -> None:
    """The bid-checker page is found by its prose, not by the labels of its form.

    Source: issue 6, "Bytes transferred"; issue 3.
    """
    for lang, home in HOMES.items():
        _, data = _index(built_site, home)
        page = _text(data, "tools/bid-checker/")
        assert page.strip(), f"{home}tools/bid-checker/ is not in the index"
        controls = ui_text("bid-checker", lang)
        for key in ("house_hint", "dice_hint", "history_hint", "own_hint"):
            assert controls[key] not in page, (lang, key)
