"""Passages marked for some games: each claim holds for every game that may see it.

Source: issue 43, "Your game", item 2: «Authors mark a block, list item or phrase with the
games it applies to; the build checks every marked block's claims under exactly those
games (today's claims already take presets)», and its Done-when: «With a game chosen, a
page's visible text contains no claim that is false for that game … the build proves the
first by checking marked blocks per game.»
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.rules import PRESETS
from tests.site.sitebuild import build, copy_project
from tutorial.checks.game_marks import GameMarkError, find_marks, foreign_names, page_games
from tutorial.checks.terms import Term, TermsError, load_terms, page_misuses
from tutorial.checks.registry import Registry
from tutorial.pages import PageInfo, process_page
from tutorial.render.game_lens import add_lens_control, label, mark_passages

ROOT = Path(__file__).resolve().parents[2]
ALL = frozenset(PRESETS)
WESTERN = "wango wango-party perudo liars-dice dudo"


def _problems(markdown: str, games: frozenset[str] | None = ALL) -> list[str]:
    info = PageInfo("docs/page.md", 0, "en", None, games)
    return process_page(markdown, info, Registry(ROOT / "docs", ROOT, True)).problems


def test_an_unmarked_claim_is_checked_under_every_game_of_the_page() -> None:
    """Issue 43: after five sixes the fewest ones is 3 in the Western sets but 4 in 大话骰 (the
    spec's fei-to-zhai conversion): unmarked on a page about every game, the claim fails and
    names the game where it is false; in a block for the Western sets it passes."""
    claim = "After five sixes: [[min 1 after 5x6 dice=15 = 3]]."
    problems = _problems(claim)
    assert len(problems) == 1 and problems[0].startswith("docs/page.md:1:")
    assert "dahua 4" in problems[0] and "perudo 3" in problems[0]
    marked = f'<div data-games="{WESTERN}" markdown>\n\n{claim}\n\n</div>'
    assert _problems(marked) == []
    assert _problems(claim, None) == []  # a page without `games` is checked as written


def test_a_marked_phrase_is_checked_under_its_own_games_only() -> None:
    """Issue 43: a phrase marked for 大话骰 is checked under 大话骰 alone, even inside a line that the
    other games see, and its line is reported when it is wrong."""
    good = (f'Ones: <span data-games="{WESTERN}">[[legal 5x6 3x1 dice=15 = yes]]</span>'
            '<span data-games="dahua"> (in 大话骰 [[legal 5x6 3x1 dice=15 = no]])</span>.')
    assert _problems(good) == []
    wrong = good.replace("dice=15 = no]]", "dice=15 = yes]]")
    problems = _problems(wrong)
    assert len(problems) == 1 and problems[0].startswith("docs/page.md:1:")
    assert "the engine says no" in problems[0]


def test_a_claim_naming_other_rules_must_sit_in_a_passage_for_them() -> None:
    """Issue 43: a claim with rules=dudo, unmarked, would be shown to readers of the other games: the
    build asks for a mark; inside a Dudo block it passes."""
    claim = "With a full hand: [[legal 2x1 rules=dudo = no]]."
    problems = _problems(claim)
    assert problems and "names the rules of dudo" in problems[0]
    assert _problems(f'<div data-games="dudo" markdown>\n\n{claim}\n\n</div>') == []


def test_an_every_claim_must_cover_every_game_that_sees_it() -> None:
    """Issue 43: an `every` claim over two presets, unmarked on a page about all of them, is shown to
    readers it was never checked for."""
    claim = "[[every legal 2x1 3x1 3x2 presets=perudo,liars-dice situations=palifico = no]]"
    assert "shown to readers of" in _problems(claim)[0]
    assert _problems(f'<div data-games="perudo liars-dice" markdown>\n\n{claim}\n\n</div>') == []


def test_malformed_marks_are_reported_with_their_line() -> None:
    """Issue 43: an unknown game, an unclosed block, a mark outside its enclosing passage's games and a
    tag written another way are each reported at their line."""
    page = "\n".join([
        '<div data-games="perudo" markdown>',
        "",
        'Text <span data-games="dahua">no one sees</span>.',
        "",
        "</div>",
        '<span data-games="yahtzee">x</span>',
        "",
        '<p data-games="dudo">loose</p>',
        "",
        '<div data-games="dudo" markdown>',
    ])
    problems = find_marks(page, ALL).problems
    lines = sorted(line for line, _ in problems)
    assert lines == [3, 6, 8, 10], problems
    said = " | ".join(problem for _, problem in problems)
    assert "no reader would see dahua" in said and "yahtzee" in said
    assert "never closed" in said and "within a paragraph" in said


def test_front_matter_names_known_games() -> None:
    """Issue 43: `games:` is 'all' or a list of the presets; anything else is an error."""
    assert page_games({"games": "all"}) == ALL
    assert page_games({"games": ["dahua"]}) == frozenset({"dahua"})
    assert page_games({}) is None
    with pytest.raises(GameMarkError):
        page_games({"games": ["chess"]})


def test_marked_passages_get_a_label_in_the_pages_language() -> None:
    """Issue 43: «in "compare all", everything is shown, each game-specific block labelled with
    its game»; a phrase that is a whole list item hands its mark to the item."""
    html = mark_passages('<div data-games="perudo dudo"><p>x</p></div>'
                         '<ul><li><span data-games="dahua">y</span></li></ul>', "zh")
    assert '<div class="game-only" data-games="perudo dudo"><p class="game-label">' in html
    assert "适用：Perudo、智利 Dudo" in html
    assert '<li class="game-only" data-games="dahua"><span class="game-label">大话骰</span>y</li>' \
        in html
    assert label("en", [g for g in PRESETS if g != "dahua"]) == \
        "Every rule set here except 大话骰"
    control = add_lens_control("<h1>T</h1><p>x</p>", "en", frozenset({"dahua"}))
    assert control.index("</h1>") < control.index('data-page-games="dahua"') < \
        control.index("<p>x</p>")


@pytest.mark.slow
def test_a_claim_false_in_one_game_and_a_word_off_the_terms_table_fail_the_build(
        tmp_path: Path) -> None:
    """Issue 43, Done-when: «The terms table, the first-use check and the vocabulary check run
    in the strict build, with a test that a page breaking each fails with file and line», and
    «the build proves the first by checking marked blocks per game». One build: a rules page
    about every game whose unmarked text states a number true in five rule sets but not in
    大话骰, and a Chinese page calling a house rule 家规 where the terms table says 房规."""
    project = copy_project(tmp_path / "project")
    page = project / "docs" / "rules" / "ones.md"
    lines = page.read_text(encoding="utf-8").split("\n")
    closing = max(i for i, line in enumerate(lines) if line.strip() == "</div>")
    lines.insert(closing + 1, "\nAfter [[bid 7x3]]: [[min 1 after 7x3 dice=15 = 4]].\n")
    page.write_text("\n".join(lines), encoding="utf-8")
    chinese = project / "docs" / "faq.zh.md"
    text = chinese.read_text(encoding="utf-8").split("\n")
    text.append("\n有的朋友局有自己的家规。")
    chinese.write_text("\n".join(text), encoding="utf-8")
    result = build(project, tmp_path / "site")
    output = result.stdout + result.stderr
    assert result.returncode != 0
    line = next(ln for ln in output.splitlines() if "[[min 1 after 7x3 dice=15 = 4]]" in ln)
    assert f"docs/rules/ones.md:{closing + 3}:" in line and "dahua" in line, line
    term = next(ln for ln in output.splitlines() if "'家规'" in ln)
    assert f"docs/faq.zh.md:{len(text) + 1}:" in term and "'房规'" in term, term


def test_the_terms_table_names_each_avoided_word_with_its_line(tmp_path: Path) -> None:
    """Issue 43 item 3: «A terms table (each concept's one word in English and in Chinese …)
    enforced by the build on every reader string». The site's table reads; an avoided word is
    found at its line (outside code and link targets), a longer term that keeps it is not, and
    a table whose own word is avoided is refused."""
    terms: list[Term] = load_terms(ROOT / "docs" / "terms.yml")
    page = "单骰回合里只数真的 4。\n`单骰` in code\n特殊牌型：单骰。\n[房规](variants.md#家规)"
    found = page_misuses(page, "zh", terms)
    assert [(m.line, m.word) for m in found] == [(3, "单骰")]
    bad = tmp_path / "terms.yml"
    bad.write_text("- {concept: x, en: a, zh: 家规, avoid: {zh: ['家规']}}\n", encoding="utf-8")
    with pytest.raises(TermsError):
        load_terms(bad)


def test_another_games_name_outside_its_passages_is_a_digression() -> None:
    """Issue 43 item 2: «no qualifier naming other games, no digression into another game's
    mechanics … (each page may say in one line where its game differs from the others)». A
    name in unmarked text of a page about every game is reported with its line; in a passage
    marked for that game, or on the line pointing to the variants page, it is not."""
    page = "\n".join([
        "Unlike Perudo, this page is short.",
        "",
        '<span data-games="perudo">In Perudo, calza costs the bidder a die.</span>',
        "",
        "The [variants page](variants.md) compares Perudo and [[preset dahua]].",
        "",
        "大话骰 plays it otherwise.",
    ])
    assert foreign_names(page, ALL, find_marks(page, ALL)) == [(1, "Perudo"), (7, "大话骰")]
