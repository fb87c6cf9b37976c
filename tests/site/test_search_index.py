"""The search index every page downloads: UTF-8, and only what a reader would search for.

Sources: issue 6 ("Bytes transferred": the bid-checker page within the bare Pyodide
page + 200 KB; Material fetches search/search_index.json on every page); issue 3
(worked examples, odds tables, Chinese search). Titles and notes of worked examples
stay searchable; the generated parts of figures, the odds and ladder tables and the
widgets' controls do not go into the index.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tutorial.render.widget_pages import ui_text
from tutorial.assets.search_index import compact

pytestmark = pytest.mark.slow


def _index(site: Path) -> tuple[str, dict[str, object]]:
    raw = (site / "search" / "search_index.json").read_text(encoding="utf-8")
    data = json.loads(raw)
    assert isinstance(data, dict)
    return raw, data


def _text(data: dict[str, object], page: str) -> str:
    docs = data["docs"]
    assert isinstance(docs, list)
    # Material puts zero-width spaces between the words jieba finds in Chinese text.
    return " ".join(d["title"] + " " + d["text"] for d in docs
                    if d["location"].split("#")[0] == page).replace("\u200b", "")


def test_compact_keeps_the_same_json() -> None:
    """The rewrite changes only the encoding: the document decodes to the same value.

    Source: issue 6, "Bytes transferred"; issue 3.
    """
    text = '{"docs": [{"title": "\\u4e07\\u80fd", "text": "<p>a\\u200bb</p>"}]}'
    assert json.loads(compact(text)) == json.loads(text)
    assert "万能" in compact(text) and "\\u" not in compact(text).replace("\\u200b", "")


def test_the_index_is_utf8_not_escapes(built_site: Path) -> None:
    """Chinese is stored as characters (three bytes each), not as six-byte escapes.

    Source: issue 6, "Bytes transferred"; issue 3.
    """
    raw, _ = _index(built_site)
    assert "万能" in raw and "\\u4e07" not in raw


def test_example_titles_and_notes_are_searchable_but_not_figure_parts(built_site: Path) -> None:
    """docs/examples/calza-any-player.yml: its title and note are indexed; its count is not.

    Source: issue 6, "Bytes transferred"; issue 3.
    """
    _, data = _index(built_site)
    english, chinese = _text(data, "examples/"), _text(data, "zh/examples/")
    assert "Calza from across the table" in english
    assert "anyone except the bidder may call calza" in english
    assert "不是下家也能喊 Calza" in chinese and "除了叫点的人，谁都能喊 Calza" in chinese
    # Generated figure parts: the rules line and the "dice after" table.
    assert "Rules:" not in english and "After the round" not in english


def test_widget_controls_are_not_indexed_but_the_page_prose_is(built_site: Path) -> None:
    """The bid-checker page is found by its prose, not by the labels of its form.

    Source: issue 6, "Bytes transferred"; issue 3.
    """
    _, data = _index(built_site)
    for lang, prefix in (("en", ""), ("zh", "zh/")):
        page = _text(data, f"{prefix}tools/bid-checker/")
        assert page.strip(), f"{prefix}tools/bid-checker/ is not in the index"
        controls = ui_text("bid-checker", lang)
        for key in ("house_hint", "dice_hint", "history_hint", "own_hint"):
            assert controls[key] not in page, (lang, key)
