"""The prose is checked too (issue 10): claims cannot break the page, universal statements
are checked under every preset, and worked examples are positions a real game reaches."""

from __future__ import annotations

import html
import re
from pathlib import Path

import markdown  # type: ignore[import-untyped]
import pytest

from engine.bids import parse_bid
from engine.rules import PRESETS
from tests.site.sitebuild import ROOT, reader_text
from tutorial.checks.claims import ClaimError, engine_answer, parse_claim, render
from tutorial.checks.markup import find_directives
from tutorial.checks.parity import check_docs
from tutorial.checks.glossary_links import check_pages, find_unlinked_terms, read_glossary
from tutorial.checks.prose_numbers import Allowed, AllowListError, find_numbers, load_allow_list
from engine.reachable import unreachable
from tutorial.checks.registry import Registry
from tutorial.checks.vocabulary import find_project_words
from tutorial.pages import BLOCKS, PageInfo, process_page
from tutorial.words.catalogue import bid_words, has_text, text



def _page(markdown: str, lang: str = "en") -> list[str]:
    registry = Registry(ROOT / "docs", ROOT, True)
    result = process_page(markdown, PageInfo("docs/page.md", 0, lang), registry)
    return result.problems


def test_a_claim_that_starts_a_line_stays_a_number_not_a_list_item() -> None:
    """Issue 10, «Claims cannot break the page»: a claim rendering "6" at the start of a line
    followed by ". " must not become a Markdown list item that swallows the number."""
    registry = Registry(ROOT / "docs", ROOT, True)
    page = "There are exactly\n[[count 6x6 in 6 6 6 6 1 1 = 6]]. Sixes *and* aces."
    result = process_page(page, PageInfo("docs/page.md", 0, "en"), registry)
    out = markdown.markdown(result.markdown)
    assert "<ol>" not in out and "<li>" not in out
    assert re.sub(r"<[^>]+>", "", html.unescape(out)).startswith("There are exactly\n6. Sixes")


@pytest.mark.parametrize("value", ["1 in 5", "−4", "*x*", "a_b_c", "# 3", "| 2 |", "<b>"])
def test_a_claim_value_shows_exactly_as_rendered_whatever_its_characters(value: str) -> None:
    """Issue 10, «A claim renders as text that Markdown cannot re-read as structure (list
    numbers, emphasis, headings, tables)»."""

    from tutorial.render.html import claim_span
    for line in (f"{claim_span(value)} starts.", f"| a | {claim_span(value)} |\n|---|---|\n| 1 | 2 |"):
        out = markdown.markdown(line, extensions=["tables"])
        spans = re.findall(r'<span class="claim">(.*?)</span>', out)
        assert [html.unescape(s) for s in spans] == [value]


def _shown(body: str, lang: str, named: set[str]) -> str:
    """What a claim, bid or preset directive renders as on a page of `lang`, a rule set's
    name glossed at its first mention only (`named`: the rule sets named before on the
    page; the brief of audit 3, item 12)."""
    if body.startswith("preset "):
        preset = body.split()[1]
        again = f"preset.{preset}.again"
        key = again if preset in named and has_text(lang, again) else f"preset.{preset}"
        named.add(preset)
        name = text(lang, key)
        return name[:1].upper() + name[1:] if body.endswith(" cap") else name
    if body.startswith("bid "):
        bid = parse_bid(body.split()[1])
        return bid_words(lang, bid.quantity, bid.face, bid.mode)
    return render(parse_claim(body), lang)


def test_every_claim_of_the_site_renders_in_its_paragraph_and_no_directive_is_left(
        built_site: Path) -> None:
    """Issue 10: «After the build, no reader page contains `[[` or `]]`, and a test shows for
    every claim that its rendered value appears in the same paragraph of the built HTML»."""
    docs = ROOT / "docs"
    checked = 0
    for source in sorted(docs.rglob("*.md")):
        lang = "zh" if source.name.endswith(".zh.md") else "en"
        stem = source.relative_to(docs).as_posix().removesuffix(".zh.md").removesuffix(".md")
        stem = stem.removesuffix("index").rstrip("/")
        built = built_site / ("zh" if lang == "zh" else "") / stem / "index.html"
        text = built.read_text(encoding="utf-8")
        article = text.split('<article class="md-content__inner', 1)[1].split("</article>", 1)[0]
        assert "[[" not in article and "]]" not in article, built
        claims = [d for d in find_directives(source.read_text(encoding="utf-8"))
                  if not d.body.startswith(BLOCKS)]
        blocks = re.findall(r"<(p|li|td|th|h[1-6]|dd|dt)\b[^>]*>(.*?)</\1>", article, re.S)
        spans = [html.unescape(m) for _, block in blocks
                 for m in re.findall(r'<span class="claim">(.*?)</span>', block)]
        named: set[str] = set()
        expected = [_shown(d.body, lang, named) for d in claims]
        assert spans == expected, source
        checked += len(claims)
    assert checked > 300


def test_every_claim_holds_under_each_preset_or_fails_naming_those_that_differ() -> None:
    """Issue 10, «A claim kind that asserts the same answer under every preset (or a named set
    of presets), so "in every rule set" is a build-time fact, not prose»."""
    assert engine_answer(parse_claim("every fact start_dice = 5")) == "5"
    assert engine_answer(parse_claim("every min 1 after 5x6 presets=wango,perudo = 3")) == "3"
    differs = engine_answer(parse_claim("every fact min_players = 2"))
    assert differs != "2" and "dudo 3" in differs and "wango 2" in differs
    problems = _page("\n\nIn every rule set, [[every fact min_players = 2]] players.\n")
    assert problems == [f"docs/page.md:3: claim [[every fact min_players = 2]] is wrong: the "
                        f"engine says {differs}"]
    assert set(PRESETS) <= set(differs.replace(",", " ").split())


@pytest.mark.parametrize("body", ["every odds 3x3 unseen=5 = 5%", "every legal 3x3 rules=dudo = yes",
                                  "every legal 3x3 presets=chess = yes", "every = 3"])
def test_a_malformed_universal_claim_is_an_error(body: str) -> None:
    """Issue 10: a universal claim names its rule sets with presets=, over a kind with rules."""
    with pytest.raises(ClaimError):
        parse_claim(body)


def _party(scores: list[int], left: list[int]) -> dict[str, object]:
    return {"rules": "wango-party", "players": [
        {"name": n, "dice": [2, 2, 3, 4, 5], "score": s, "pressure_left": p}
        for n, s, p in zip(["Ana", "Ben", "Cai"], scores, left, strict=False)]}


def test_party_scores_must_come_from_the_rounds_played() -> None:
    """Issue 10, «Reachable examples»: party scores, pressures left and round number consistent
    with 2N rounds of ±1/±3 transfers (spec: «A pressured round transfers 3 points instead of 1»)."""
    assert unreachable(_party([2, -2], [1, 0])) != []          # three pressured rounds: ±3 or ±9
    assert unreachable(_party([3, -3], [1, 0])) == []
    assert unreachable(_party([0, 1, -1], [2, 2, 2]), round_number=2) == []
    assert unreachable(_party([3, 1, -4], [2, 2, 1]), round_number=2) != []  # needs two rounds
    assert unreachable(_party([3, 1, -4], [2, 2, 1]), round_number=3) == []
    assert unreachable(_party([0, 0], [2, 2]), round_number=5) != []         # 2 players: 4 rounds


def test_a_palifico_round_belongs_to_a_one_die_player_who_opens_it() -> None:
    """Issue 10: «a palifico round whose palifico player holds more than one die» cannot happen;
    spec: «That player lost the die, so they open it»."""
    round_ = {"rules": "perudo", "palifico": "Ben",
              "players": [{"name": "Ana", "dice": [1, 2, 3]}, {"name": "Ben", "dice": [4, 4]}],
              "actions": [{"player": "Ana", "bid": "2x4"}]}
    problems = unreachable(round_)
    assert len(problems) == 2 and "holds 2 dice" in problems[0] and "Ana opens" in problems[1]
    round_["players"][1]["dice"] = [4]  # type: ignore[index]
    round_["actions"] = [{"player": "Ben", "bid": "1x4"}]
    assert unreachable(round_) == []
    assert unreachable({**round_, "rules": "wango"}) != []      # wango has no palifico


def test_party_mode_hands_keep_five_dice_and_classic_needs_two_players() -> None:
    """Issue 10: «dice counts 0–5 … eliminated players and seats consistent»; spec: «nobody is
    eliminated and every player keeps 5 dice»."""
    party = _party([0, 0], [2, 2])
    party["players"][0]["dice"] = [1, 2]  # type: ignore[index]
    assert any("keeps all 5" in p for p in unreachable(party))
    classic = {"rules": "wango", "players": [{"name": "A", "dice": [1] * 6},
                                             {"name": "B", "dice": []}]}
    problems = unreachable(classic)
    assert any("holds 6 dice" in p for p in problems) and any("already over" in p for p in problems)


def test_an_unreachable_example_fails_naming_its_file_and_line(tmp_path: Path) -> None:
    """Issue 10: «An unreachable example fails the build naming the file and what cannot
    happen»."""
    examples = tmp_path / "docs" / "examples"
    examples.mkdir(parents=True)
    (examples / "bad.yml").write_text(
        "round_number: 2\nround:\n  rules: wango-party\n  players:\n"
        "    - {name: Ana, dice: [1, 2, 3, 4, 5], score: 4}\n"
        "    - {name: Ben, dice: [1, 2, 3, 4, 5], score: -4}\n"
        "  actions:\n    - {player: Ana, bid: 2x3}\n    - {player: Ben, call: dudo}\n"
        "expect: {loser: Ben}\n", encoding="utf-8")
    record = Registry(tmp_path / "docs", tmp_path, True).record("bad")
    assert record is not None and record.path == "docs/examples/bad.yml"
    assert record.problems == ["cannot arise in a real game: scores [4, -4] with 0 pressure(s) "
                               "used cannot come from the 1 rounds before round 2 (each moves 1 "
                               "point, or 3 when pressured) (line 2)"]


def test_the_worked_examples_of_the_site_are_all_reachable() -> None:
    """Issue 10, «Reachable examples»: every example in docs/examples/ passes."""
    registry = Registry(ROOT / "docs", ROOT, True)
    assert [p for r in registry.records() for p in r.problems] == []


def test_a_number_in_prose_must_be_a_claim_code_or_an_allowed_phrase() -> None:
    """Issue 10, «A lint (part of the build, strict) flags numerals and number words (English
    and Chinese) in reader prose that are neither inside a claim, code, nor on a short,
    reviewed allow-list with a reason per entry»."""
    page = ("Each player rolls five dice; a game takes 15–30 minutes.\n"
            "1. A list item's number is syntax, not a count, and S1 is a source's name.\n"
            "There are [[count 6x6 in 6 6 1 = 3]] sixes, and `7x3` is code.\n"
            "After [[bid 5x3]] comes six threes.\n")
    found = find_numbers(page, "en", "rules/x.md")
    assert [(f.line, f.number) for f in found] == [(1, "five"), (1, "15"), (1, "30"), (4, "six")]
    allowed = [Allowed("15–30 minutes", "a typical game's length, not a rule")]
    assert [f.number for f in find_numbers(page, "en", "rules/x.md", allowed)] == ["five", "six"]
    elsewhere = [Allowed("15–30 minutes", "reason", ("index.md",))]
    assert len(find_numbers(page, "en", "rules/x.md", elsewhere)) == 4


def test_chinese_counts_are_flagged_and_faces_are_not() -> None:
    """Issue 10: Chinese numerals and digits that count are claims; a face (1 点, 叫 1, the 3 of
    5个3) names a face, not a count."""
    # an ordinal (第二轮) is not a count either, as "the second round" is not in English
    page = "每人五颗骰子，1 万能，6 点最大。第二轮叫 5个3 之后，可以叫 3 个 1；三分之一的骰子。\n"
    assert [f.number for f in find_numbers(page, "zh", "x.zh.md")] == ["五", "5", "3", "三分之一"]


def test_the_allow_list_needs_a_reason_for_each_phrase(tmp_path: Path) -> None:
    """Issue 10: «a short, reviewed allow-list with a reason per entry»; the list lives in one
    file."""
    path = tmp_path / "prose-numbers.yml"
    path.write_text("- {phrase: 15–30 minutes}\n", encoding="utf-8")
    with pytest.raises(AllowListError, match="entry 1 must have a phrase and a reason"):
        load_allow_list(path)
    path.write_text("- {phrase: 15–30 minutes, reason: length of a game, pages: [index.md]}\n",
                    encoding="utf-8")
    assert load_allow_list(path) == [Allowed("15–30 minutes", "length of a game", ("index.md",))]


def test_project_words_and_option_keys_stay_off_reader_pages() -> None:
    """Issue 10: «Reader pages contain no project vocabulary (the words above, source numbers,
    option keys outside `code` on the variants page's reference table)»."""
    page = ("The referee reads a transcript (seed 001).\n"
            "Set `dice_loss` to lose more; wild_ones is on.\n")
    found = [(f.line, f.word) for f in find_project_words(page, "rules/x.md")]
    assert found == [(1, "referee"), (1, "transcript"), (1, "seed 001"), (2, "dice_loss"),
                     (2, "wild_ones")]
    assert [f.word for f in find_project_words(page, "variants.md")] == [
        "referee", "transcript", "seed 001", "wild_ones"]
    assert [f.word for f in find_project_words("这段转录交给裁判程序。", "x.zh.md")] == [
        "转录", "裁判程序"]


def test_a_bid_the_prose_mentions_is_read_by_the_engine_and_worded_per_language() -> None:
    """Issue 10, «One vocabulary»: a bid in prose is written once, `[[bid 5x3]]`, and worded
    as the figures word it in each language; a bid the engine cannot read fails."""
    registry = Registry(ROOT / "docs", ROOT, True)
    for lang, shown in (("en", "five threes"), ("zh", "5个三")):
        result = process_page("After [[bid 5x3]].", PageInfo("docs/p.md", 0, lang), registry)
        assert reader_text(result.markdown) == f"After {shown}." and not result.problems
    result = process_page("\n[[bid 0x7]]", PageInfo("docs/p.md", 0, "en"), registry)
    assert result.problems == ["docs/p.md:2: write [[bid QxF]] with a bid the engine reads, "
                               "such as [[bid 5x3]], not [[bid 0x7]]"]


def test_a_page_pair_that_drifts_apart_fails_unless_the_difference_is_explained(
        tmp_path: Path) -> None:
    """Issue 10, «EN/ZH parity»: examples, claims (by kind and value) and section structure are
    compared, and a difference not listed with a reason fails naming the pages."""
    docs = tmp_path / "docs"
    (docs / "rules").mkdir(parents=True)
    (docs / "rules" / "x.md").write_text(
        "# X\n\n## A\n\n[[count 6x6 in 6 6 1 = 3]] sixes, [[bid 5x3]].\n\n[[example five-sixes-to-three-ones]]\n",
        encoding="utf-8")
    (docs / "rules" / "x.zh.md").write_text("# X\n\n有 [[count 6x6 in 6 6 1 = 3]] 个六。\n",
                                            encoding="utf-8")
    problems = check_docs(docs)
    assert [p.split(": ", 1)[1].split(" (list it")[0] for p in problems] == [
        "example 'five-sixes-to-three-ones': 1 in English, 0 in Chinese",
        "bid 'bid 5x3': 1 in English, 0 in Chinese",
        "sections: headings [1, 2] in English, [1] in Chinese"]
    assert all(p.startswith("docs/rules/x.md and x.zh.md differ") for p in problems)
    (docs / "parity-exceptions.yml").write_text(
        "- page: rules/x.md\n  difference: \"sections: headings [1, 2] in English, [1] in "
        "Chinese\"\n  reason: the Chinese page needs no sub-heading\n", encoding="utf-8")
    assert len(check_docs(docs)) == 2
    (docs / "rules" / "x.zh.md").write_text("# X\n\n## A\n", encoding="utf-8")
    assert any("no longer matches" in p for p in check_docs(docs))


def test_a_preset_is_named_through_a_directive_with_one_name_per_language() -> None:
    """Issue 10, «Each preset has one display name per language, defined once and used by every
    page, figure, widget and the variants table (pages name presets through a directive, not by
    hand)»."""
    registry = Registry(ROOT / "docs", ROOT, True)
    for lang in ("en", "zh"):
        for preset in PRESETS:
            result = process_page(f"[[preset {preset}]]", PageInfo("docs/p.md", 0, lang), registry)
            assert reader_text(result.markdown) == text(lang, f"preset.{preset}")
    result = process_page("[[preset liars-dice cap]]: any player.", PageInfo("docs/p.md", 0, "en"),
                          registry)
    assert reader_text(result.markdown) == "Online Liar's Dice: any player."
    result = process_page("[[preset chess]]", PageInfo("docs/p.md", 0, "en"), registry)
    assert result.problems == ["docs/p.md:1: write [[preset NAME]] (or [[preset NAME cap]] to "
                               f"start a sentence), NAME one of {', '.join(PRESETS)}, not "
                               "[[preset chess]]"]


_GLOSSARY_EN = """# Glossary

**Standing bid** (上一口) — the last bid made.
{: #standing-bid }

**Cup** (骰盅) — what you shake.
{: #cup .everyday }

***Palifico*** (单骰回合) — the one-die round. See [palifico](palifico.md).
{: #palifico }
"""


def test_a_glossary_term_used_before_the_page_explains_it_links_to_its_entry() -> None:
    """Issue 10, "One vocabulary": «A glossary term used before its definition links to it»:
    the first use on a page is a link to the entry (or to the page that explains the term),
    or the page's own bold definition; a term explained by an earlier page is known after it,
    and an everyday entry (cup) has an anchor but is not checked."""
    plain = "Under a cup.\n\nRaise the standing bid, or call.\n"
    linked = "Raise the [standing bid](../glossary.md#standing-bid), or call.\n"
    defined = "The **standing bid** is the last one.\n\nRaise the standing bid.\n"
    terms = read_glossary(_GLOSSARY_EN, "en")
    assert [t.anchor for t in terms] == ["standing-bid", "palifico"]
    found = find_unlinked_terms(plain, "rules/x.md", "en", terms)
    assert [(f.line, f.word, f.anchor) for f in found] == [(3, "standing bid", "standing-bid")]
    assert find_unlinked_terms(linked, "rules/x.md", "en", terms) == []
    assert find_unlinked_terms(defined, "rules/x.md", "en", terms) == []
    assert find_unlinked_terms("A [palifico](../palifico.md) round.\n", "rules/x.md", "en",
                               terms) == []
    assert find_unlinked_terms("No palifico here.\n", "palifico.md", "en", terms) == []
    pages = [("rules/a.md", defined), ("rules/b.md", plain), ("rules/c.md", plain)]
    assert check_pages(pages, "en", _GLOSSARY_EN) == []
    later = check_pages(list(reversed(pages)), "en", _GLOSSARY_EN)
    assert [(page, f.line) for page, f in later] == [("rules/c.md", 3), ("rules/b.md", 3)]


def test_the_chinese_glossary_terms_are_checked_on_the_chinese_pages() -> None:
    """Issue 10: «A glossary term used before its definition links to it», in each language:
    the Chinese entries name their terms in Chinese (上家、下家 are two names of one entry)."""
    glossary = "**上家、下家**：座次上紧挨着你的人。\n{: #previous-and-next-player }\n"
    terms = read_glossary(glossary, "zh")
    assert [t.words for t in terms] == [("上家", "下家")]
    page = "轮到你时，先看下家。\n\n再看[上家](../glossary.md#previous-and-next-player)。\n"
    found = find_unlinked_terms(page, "rules/x.zh.md", "zh", terms)
    assert [(f.line, f.word) for f in found] == [(1, "下家")]
