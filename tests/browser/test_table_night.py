"""The table companion's evening in a real browser (issue 44, "A night, not a game"): a final
ranking at every game's end, the same players' next game one key press away, the roll for the
opener that keeps the seats, and the evening's standings, kept offline across games and
reloads, checked against the referee, cleared on request; axe in light and dark at 375 px."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page

from tests.browser.axe_support import Scheme, audit, scheme_page
from tests.browser.returning import ReturningReader
from tests.browser.table_support import (  # noqa: F401 (phone_page: the page fixture)
    PHONE,
    TABLE,
    bid,
    call,
    count,
    open_table,
    phone_page,
    seats,
    settled,
    start,
    turn,
    undo,
)
from tests.table_evening import dealt_at_the_table, refereed_result

pytestmark = pytest.mark.browser
# WANGO party, two players (four rounds): Ana ends on 2 points, Ben on -2.
PARTY = [("Ana", "3x4", 5), ("Ben", "3x4", 0), ("Ben", "3x4", 0), ("Ben", "3x4", 5)]



def play_rounds(page: Page, rounds: list[tuple[str, str, int]]) -> None:
    """Each round: the opener's bid, dudo by the next player, the table's count."""
    for opener, spoken, matching in rounds:
        assert turn(page) == opener
        assert bid(page, spoken) == "yes"
        call(page, "dudo")
        count(page, matching)


def seating(page: Page) -> list[str]:
    """The seats' names in seating order."""
    found: list[str] = page.eval_on_selector_all("[data-testid=tb-seat]",
                                                 "(els) => els.map((e) => e.dataset.name)")
    return found


def ranking(page: Page) -> list[tuple[str, int, int]]:
    """The final ranking as drawn: (name, place, value), best first."""
    rows: list[list[str]] = page.eval_on_selector_all(
        "[data-testid=tb-ranking] li",
        "(els) => els.map((e) => [e.dataset.name, e.dataset.place, e.dataset.value])")
    return [(name, int(place), int(value)) for name, place, value in rows]


def night(page: Page) -> dict[str, dict[str, int]]:
    """The evening's standings as drawn, by player, with each row's place and value."""
    rows: list[dict[str, str]] = page.eval_on_selector_all(
        "[data-testid=tb-night-row]", "(els) => els.map((e) => ({...e.dataset}))")
    return {row["name"]: {"place": int(row["place"]), "value": int(row["value"])} for row in rows}


def test_a_finished_game_ranks_its_players_and_the_same_table_plays_again(page: Page,
                                                                          widget_url: str) -> None:
    """issue 44: «At the end of a 大话骰 or party game there is no ranking, only the winner and
    the seats in seating order» (the fault); «a final ranking at the end of every game (fewest
    penalties or most points first …); "same players, new game" keeps names and order (and
    "roll for the opener only" without re-seating)»; hooks `tb-ranking`, `tb-night`."""
    open_table(page, widget_url, "en")
    start(page, "wango-party", ["Ben", "Ana"], "Ana")
    assert page.locator("[data-testid=tb-night]").is_hidden()
    play_rounds(page, PARTY)
    assert page.get_attribute(TABLE, "data-phase") == "over"
    assert ranking(page) == [("Ana", 1, 2), ("Ben", 2, -2)]
    assert "Ana: 2 points" in (page.text_content("[data-testid=tb-ranking]") or "")
    # A party-only evening is ordered by points.
    assert night(page) == {"Ana": {"place": 1, "value": 2}, "Ben": {"place": 2, "value": -2}}
    assert "points" in (page.text_content("[data-testid=tb-night-summary]") or "")
    # Undo takes the last count back: the game is not finished, so it no longer counts.
    undo(page)
    assert page.locator("[data-testid=tb-over]").is_hidden()
    assert page.locator("[data-testid=tb-night]").is_hidden()
    count(page, 5)
    assert night(page)["Ana"]["value"] == 2
    # A reload keeps the evening, and counts the finished game on screen once.
    page.reload()
    open_table(page, widget_url, "en")
    assert page.locator("[data-testid=tb-night-row]").count() == 2
    assert "1" in (page.text_content("[data-testid=tb-night-summary]") or "")
    # Same players, new game, by keyboard: the seats stay, a roll decides who opens.
    page.focus("[data-testid=tb-again]")
    page.keyboard.press("Enter")
    settled(page)
    assert page.get_attribute(TABLE, "data-phase") == "bidding"
    assert seating(page) == ["Ben", "Ana"]
    notice = page.text_content("[data-testid=tb-notice]") or ""
    assert "the seats stay as listed" in notice and f"{turn(page)} opens" in notice
    assert page.locator("[data-testid=tb-night-row]").count() == 2


def test_roll_just_for_the_opener_keeps_the_seating_in_chinese(page: Page, widget_url: str) -> None:
    """issue 44: «"roll for the opener only" without re-seating»; the set-up page: the highest
    roll opens, ties roll again."""
    open_table(page, widget_url, "zh")
    page.select_option("[data-testid=tb-rules]", "dahua")
    page.fill("[data-testid=tb-players]", "阿娜\nBen\nCai")
    page.select_option("[data-testid=tb-opener]", index=1)
    page.click("[data-testid=tb-start]")
    settled(page)
    assert seating(page) == ["阿娜", "Ben", "Cai"]
    notice = page.text_content("[data-testid=tb-notice]") or ""
    assert "座次不变" in notice and f"{turn(page)} 先叫" in notice


def test_an_evening_of_three_games_of_two_rule_sets_matches_the_referee(
        page: Page, widget_url: str, tmp_path: Path) -> None:
    """issue 44, Done when: «A whole evening (three games of two rule sets with one set of
    players, a corrected count, a player leaving) is covered by a test that checks the
    standings against the referee»: two games dealt real dice and kept at the table are opened
    from their files, a third is played on the phone, with a count corrected and a player
    leaving; the standings equal the referee's verdicts summed (spec, "The referee
    contract"), the third game's by the spec's rules. Cleared on request, after asking."""
    players = ["Ana", "Ben", "Cai"]
    dealt = [dealt_at_the_table("perudo", players, 4), dealt_at_the_table("dahua", players, 6)]
    expected = {name: {"games": 2, "wins": 0, "penalties": 0} for name in players}
    for saved, game in dealt:
        kept, winners = refereed_result(game)
        for name in winners:
            expected[name]["wins"] += 1
        if saved["rules"] == "dahua":
            for name, value in kept.items():
                expected[name]["penalties"] += value
    open_table(page, widget_url, "en")
    for index, (saved, _) in enumerate(dealt):
        path = tmp_path / f"game{index}.json"
        path.write_text(json.dumps(saved))
        page.set_input_files("[data-testid=tb-import]", str(path))
        settled(page)
        if page.get_by_test_id("tb-link-confirm").is_visible():
            page.click("[data-testid=tb-link-replace]")
            settled(page)
        assert page.get_attribute(TABLE, "data-phase") == "over"
    # The third game, played at the table (Perudo). Round 2's count is mistyped (2, not 0),
    # which puts the die on Ben; corrected from the log, Ana loses it, as the spec says
    # («The bid holds when the count reaches its quantity»).
    page.click("[data-testid=tb-new]")
    start(page, "perudo", players, "Ana")
    play_rounds(page, [("Ana", "2x6", 0), ("Ana", "2x6", 2)])
    assert seats(page) == {"Ana": 4, "Ben": 4, "Cai": 5}
    page.click("[data-testid=tb-correct][data-round='2']")
    page.fill("[data-testid=tb-fix-count]", "0")
    page.keyboard.press("Enter")
    settled(page)
    notice = page.text_content("[data-testid=tb-notice]") or ""
    assert "Round 2: the count is now 0 (it was 2)" in notice and "result changes: 2" in notice
    assert seats(page) == {"Ana": 3, "Ben": 5, "Cai": 5} and turn(page) == "Ana"
    # Cai leaves between rounds; Ana and Ben play on, Ana loses her last three dice.
    page.click("[data-testid=tb-change-seats] summary")
    page.select_option("[data-testid=tb-leaving]", "Cai")
    page.click("[data-testid=tb-leave]")
    settled(page)
    assert seats(page) == {"Ana": 3, "Ben": 5}
    assert "Cai left the table" in (page.text_content("[data-testid=tb-log]") or "")
    play_rounds(page, [("Ana", "2x6", 0)] * 3)
    assert ranking(page) == [("Ben", 1, 5), ("Ana", 2, 0)]
    expected["Ben"]["wins"] += 1
    expected["Ana"]["games"] += 1
    expected["Ben"]["games"] += 1
    rows = page.eval_on_selector_all("[data-testid=tb-night-row]", """(els) => els.map((e) =>
        [e.dataset.name, [...e.querySelectorAll('td')].map((c) => Number(c.textContent))])""")
    headers = page.eval_on_selector_all("[data-testid=tb-night] thead th",
                                        "(els) => els.map((e) => e.textContent)")
    assert headers == ["Place", "Player", "Games", "Wins", "Penalties"]
    drawn = {name: {"games": cells[1], "wins": cells[2], "penalties": cells[3]}
             for name, cells in rows}
    assert drawn == expected
    wins = [cells[2] for _, cells in rows]
    assert wins == sorted(wins, reverse=True)
    assert "3" in (page.text_content("[data-testid=tb-night-summary]") or "")
    # Cleared on request, after asking; the game on screen stays.
    page.click("[data-testid=tb-night-clear]")
    assert page.get_by_test_id("tb-night-confirm").is_visible()
    page.click("[data-testid=tb-night-keep]")
    assert page.locator("[data-testid=tb-night-row]").count() == 3
    page.click("[data-testid=tb-night-clear]")
    page.click("[data-testid=tb-night-clear-yes]")
    settled(page)
    assert page.locator("[data-testid=tb-night-row]").count() == 0
    assert "cleared" in (page.text_content("[data-testid=tb-night]") or "")
    assert page.get_attribute(TABLE, "data-phase") == "over"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_nothing_in_a_finished_game_and_its_evening(
        returning: ReturningReader, widget_url: str, scheme: Scheme) -> None:
    """README: WCAG 2.2 AA, axe-core clean in light and dark at phone width, on every widget
    state: the final ranking, the standings and the clearing question."""
    with scheme_page(returning, scheme, width=375, height=740) as page:
        open_table(page, widget_url, "zh" if scheme == "dark" else "en")
        start(page, "wango-party", ["Ben", "Ana"], "Ana")
        play_rounds(page, PARTY)
        page.click("[data-testid=tb-night-clear]")
        problems = audit(page, "over")
        assert page.evaluate("document.documentElement.scrollWidth") <= 375
        assert problems == []
