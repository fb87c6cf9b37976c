"""docs/sources.yml, the source coverage table: every rule statement of every source document,
with the page anchor in each language that states it, or the reason it is left out.

Source: issue 10, "What to build" item 7: "A table in the repository (for example
`docs/sources.yml`) lists every rule statement of every source document, with the page anchor
in each language that states it, or the reason it is left out. A test checks that every anchor
exists in the built site." The quotes are checked against the documents word for word, so an
entry cannot drift from what the source says: the spec's against spec/rulesets.md, the seeds'
against the seeds themselves, which the repository does not hold (issue 41): that comparison
is skipped in one line when tests/source_documents.py cannot find them.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from tests.source_documents import SEED_NAMES, SPEC, needs_source_documents, source_documents
from tutorial.checks.yaml_lines import StrictLoader

ROOT = Path(__file__).resolve().parents[2]
TABLE = ROOT / "docs" / "sources.yml"
LANGS = ("en", "zh")
ENTRY_KEYS = {"id", "source", "quote", "en", "zh", "left_out"}
ANCHOR = re.compile(r"(?P<page>[a-z0-9/-]+(?:\.zh)?\.md)#(?P<id>[^\s#]+)")
HEADING_ID = re.compile(r'<h[1-6][^>]*\bid="([^"]+)"')


@cache
def _table() -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.load(TABLE.read_text(encoding="utf-8"), Loader=StrictLoader)
    return loaded


def _statements() -> list[dict[str, Any]]:
    statements: list[dict[str, Any]] = _table()["statements"]
    return statements


def _squash(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _built_page(site: Path, page: str) -> Path:
    """The built HTML of a docs page: `rules/setup.zh.md` is `zh/rules/setup/index.html`."""
    lang_dir = "zh/" if page.endswith(".zh.md") else ""
    stem = page.removesuffix(".md").removesuffix(".zh")
    stem = "" if stem == "index" else stem.removesuffix("/index") + "/"
    return site / f"{lang_dir}{stem}index.html"


def test_sources_table_is_well_formed() -> None:
    """issue 10 item 7: each entry of docs/sources.yml has a unique id, names one of the source
    documents (seed 000 to 004, or the spec) and quotes the statement; unknown keys are refused."""
    documents = _table()["documents"]
    assert set(documents) == {*SEED_NAMES, "spec"}
    assert documents["spec"] == SPEC.relative_to(ROOT).as_posix() and SPEC.is_file()
    for name in SEED_NAMES:
        assert re.fullmatch(rf"{name}_[0-9a-f]{{16}}\.txt", documents[name]), documents[name]
    ids = Counter(entry["id"] for entry in _statements())
    assert [name for name, seen in ids.items() if seen > 1] == []
    for entry in _statements():
        assert set(entry) <= ENTRY_KEYS, entry
        assert re.fullmatch(r"[a-z0-9]+(?:-[a-z0-9]+)*", entry["id"]), entry
        assert entry["source"] in documents, entry
        assert isinstance(entry["quote"], str) and entry["quote"].strip(), entry


def test_every_statement_is_stated_in_both_languages_or_left_out_with_a_reason() -> None:
    """issue 10 item 7: «the page anchor in each language that states it, or the reason it is
    left out»: an entry has both an English and a Chinese anchor (an English page and its .zh
    page), or else a non-empty `left_out` reason and no anchor at all."""
    for entry in _statements():
        if "left_out" in entry:
            assert isinstance(entry["left_out"], str) and len(entry["left_out"].split()) >= 4, entry
            assert not set(LANGS) & set(entry), entry
            continue
        en, zh = (ANCHOR.fullmatch(str(entry.get(lang, ""))) for lang in LANGS)
        assert en is not None and zh is not None, entry
        assert not en["page"].endswith(".zh.md"), entry
        assert zh["page"] == en["page"].removesuffix(".md") + ".zh.md", entry


def test_every_source_document_has_statements_in_the_table() -> None:
    """issue 10 item 7: «every rule statement of every source document»: each of seeds 000 to
    004 has entries, and the table holds both statements the site states and some it leaves
    out with a reason."""
    sources = Counter(entry["source"] for entry in _statements())
    assert {name for name in _table()["documents"] if name != "spec"} <= set(sources)
    assert any("left_out" in entry for entry in _statements())
    assert sum("en" in entry for entry in _statements()) > len(_statements()) // 2


def _quotes_not_in(source: str, path: Path) -> list[tuple[str, str]]:
    text = _squash(path.read_text(encoding="utf-8"))
    return [(entry["id"], entry["quote"]) for entry in _statements()
            if entry["source"] == source and _squash(entry["quote"]) not in text]


def test_every_quote_of_the_spec_is_in_it_word_for_word() -> None:
    """issue 10 item 7: the locator quotes the spec's statement word for word, line breaks
    aside, so each entry can be found in spec/rulesets.md."""
    assert _quotes_not_in("spec", SPEC) == []


@needs_source_documents(*SEED_NAMES)
def test_every_quote_of_a_seed_is_in_it_word_for_word() -> None:
    """issue 10 item 7: the locator quotes the seed's statement word for word, line breaks
    aside, so each entry can be found in its source. Issue 41: the seeds stay outside the
    repository; the file names in the table are checked against the documents found."""
    paths = source_documents(*SEED_NAMES)
    documents = _table()["documents"]
    assert {name: path.name for name, path in paths.items()} == \
        {name: documents[name] for name in SEED_NAMES}
    assert [wrong for name, path in paths.items() for wrong in _quotes_not_in(name, path)] == []


def test_every_anchor_exists_in_the_built_site(built_site: Path) -> None:
    """issue 10 item 7: «A test checks that every anchor exists in the built site»: each
    page#id of the table is a heading id of that page as MkDocs built it (pymdownx slugify,
    Chinese headings keep Chinese ids)."""
    ids: dict[str, set[str]] = {}
    missing = []
    for entry in _statements():
        for lang in LANGS:
            if lang not in entry:
                continue
            match = ANCHOR.fullmatch(entry[lang])
            assert match is not None, entry
            page = match["page"]
            if page not in ids:
                html = _built_page(built_site, page)
                ids[page] = set(HEADING_ID.findall(html.read_text(encoding="utf-8"))) \
                    if html.is_file() else set()
            if match["id"] not in ids[page]:
                missing.append(f"{entry['id']}: {entry[lang]}")
    assert missing == []
