"""House rules at the table companion's set-up (issue 44, item 4): the options of the chosen
rule set, as the bid checker offers them, 大话骰's own among them; the engine refuses choices
that do not go together, in the reader's language; the game is played and kept with them,
and the next game of the same table starts from them. Keyboard and axe at 375 px."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from tests.browser.axe_support import Scheme, audit, scheme_page
from tests.browser.returning import ReturningReader
from tests.browser.table_support import TABLE, bid, call, count, open_table, settled
from tests.browser.table_support import phone_page as phone_page  # the page fixture

pytestmark = pytest.mark.browser
NO_CALZA = "Calza (exact count) exists: no"  # the bid checker's words for the option


def shown_options(page: Page) -> list[str]:
    """The house rules offered now (their option names), in order."""
    found: list[str] = page.eval_on_selector_all(
        "[data-testid=tb-house] .tb-house-option:not([hidden]) [data-option]",
        "(els) => els.map((e) => e.dataset.option)")
    return found


def set_up(page: Page, rules: str, players: list[str]) -> None:
    page.select_option("[data-testid=tb-rules]", rules)
    page.fill("[data-testid=tb-players]", "\n".join(players))
    page.select_option("[data-testid=tb-opener]", players[0])


def test_a_perudo_table_without_calza_plays_and_keeps_its_house_rule(page: Page,
                                                                      widget_url: str) -> None:
    """issue 44: «House rules at set-up: every option the bid checker offers for the chosen
    rule set (… calza and palifico options …)»; spec, Options: «`calza` | true/false»."""
    open_table(page, widget_url, "en")
    set_up(page, "perudo", ["Ana", "Ben"])
    # by keyboard: the house rules open from their summary
    page.focus("[data-testid=tb-house] summary")
    page.keyboard.press("Enter")
    assert "calza" in shown_options(page) and "fei_to_zhai" not in shown_options(page)
    assert page.is_checked("[data-testid=tb-opt-calza]")
    page.focus("[data-testid=tb-opt-calza]")
    page.keyboard.press("Space")
    page.click("[data-testid=tb-start]")
    settled(page)
    assert page.get_attribute(TABLE, "data-phase") == "bidding"
    assert NO_CALZA in (page.text_content("[data-testid=tb-house-rules]") or "")
    assert bid(page, "3x4") == "yes"
    assert page.locator("[data-testid=tb-calza]").count() == 0
    call(page, "dudo")
    count(page, 1)
    # kept with the game across a reload, and the next game starts from it
    page.reload()
    open_table(page, widget_url, "en")
    assert NO_CALZA in (page.text_content("[data-testid=tb-house-rules]") or "")
    page.click("[data-testid=tb-new]")
    page.click("[data-testid=tb-discard]")
    assert not page.is_checked("[data-testid=tb-opt-calza]")
    # a rule set chosen afresh starts from its own options
    page.select_option("[data-testid=tb-rules]", "liars-dice")
    assert page.is_checked("[data-testid=tb-opt-calza]")


def test_dahua_house_rules_and_a_refused_choice_in_chinese(page: Page, widget_url: str) -> None:
    """issue 44: «大话骰's conversions, opening minimum, rounds and special hands …, with the
    engine refusing incompatible choices as it does in the checker, in the reader's words»;
    spec (大话骰): «A game is `rounds` rounds (default 2N)», «劈 … option `pi`», «斋 → 飞 …
    `never`: not allowed (`zhai_locked`)»."""
    open_table(page, widget_url, "zh")
    set_up(page, "dahua", ["阿娜", "Ben"])
    page.click("[data-testid=tb-house] summary")
    offered = shown_options(page)
    for name in ("fei_to_zhai", "zhai_to_fei", "opening_minimum", "pi", "fanpi", "special_hands",
                 "rounds"):
        assert name in offered
    assert "calza" not in offered
    # 劈 off while 反劈 stays on: refused, said in Chinese, nothing started
    page.uncheck("[data-testid=tb-opt-pi]")
    page.click("[data-testid=tb-start]")
    settled(page)
    error = page.text_content("[data-testid=tb-setup-error]") or ""
    assert "反劈" in error and "劈" in error and page.get_attribute(TABLE, "data-phase") is None
    page.uncheck("[data-testid=tb-opt-fanpi]")
    page.select_option("[data-testid=tb-opt-rounds]", "3")
    page.select_option("[data-testid=tb-opt-zhai_to_fei]", "never")
    page.select_option("[data-testid=tb-opt-special_hands]", "common")
    page.click("[data-testid=tb-start]")
    settled(page)
    assert page.get_attribute(TABLE, "data-phase") == "bidding"
    assert "共 3 轮" in (page.text_content("[data-testid=tb-round]") or "")
    assert page.locator("[data-testid=tb-pi]").count() == 0
    house = page.text_content("[data-testid=tb-house-rules]") or ""
    assert "不许斋转飞" in house and "3" in house
    assert bid(page, "3个3斋") == "yes"
    assert bid(page, "8个3") == "no"
    assert "斋" in (page.text_content("[data-testid=tb-verdict]") or "")
    # with special hands on, the count reminds the table to count them (spec: «Special hands
    # (option `special_hands`…)»)
    call(page, "dudo")
    assert "特殊牌型" in (page.text_content("[data-testid=tb-counting]") or "")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_nothing_in_the_house_rules(returning: ReturningReader, widget_url: str,
                                              scheme: Scheme) -> None:
    """README: WCAG 2.2 AA, axe-core clean in light and dark at phone width, on every widget
    state: the set-up with its house rules open, and a refused choice."""
    with scheme_page(returning, scheme, width=375, height=740) as page:
        open_table(page, widget_url, "zh" if scheme == "dark" else "en")
        set_up(page, "dahua", ["Ana", "Ben"])
        page.click("[data-testid=tb-house] summary")
        page.uncheck("[data-testid=tb-opt-pi]")
        page.click("[data-testid=tb-start]")
        settled(page)
        problems = audit(page, "house rules")
        assert page.evaluate("document.documentElement.scrollWidth") <= 375
        assert problems == []
