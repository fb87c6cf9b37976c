""""Your game" in Chromium: chosen once, remembered, shared by link, shown on every rules page.

Source: issue 43, "Your game", item 1: «A site-wide choice of rule set … offered on the home
page ("Which game do you play?", with a sensible answer for "not sure"), changeable from
every rules page, remembered in the browser, settable by the URL parameter ?game=PRESET … and
reflected as data-game on the page's root element. The tools start on the chosen game.
Without JavaScript, and in "compare all", everything is shown, each game-specific block
labelled with its game.» Its Done-when: «pass the existing axe, keyboard and 375 px checks».
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect

from tests.browser.axe_support import audit_both_schemes

pytestmark = pytest.mark.browser

ONES = "/rules/ones/"
PHONE: ViewportSize = {"width": 375, "height": 800}
DAHUA_HEADING = "#ones-in-dahua"
LONG_MS = 60_000


def _game(page: Page) -> str | None:
    game = page.evaluate("document.documentElement.dataset.game ?? null")
    return str(game) if game is not None else None


def _shown(page: Page, games: str) -> bool:
    """Whether the first passage marked exactly ``games`` is on screen."""
    return bool(page.evaluate(
        "g => document.querySelector(`[data-games='${g}']`).checkVisibility()", games))


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_home_pages_choice_carries_to_the_rules_and_the_tools(
        browser: Browser, site_url: str, lang: str) -> None:
    """Issue 43: a reader picks Perudo on the home page (by keyboard): the choice is pressed,
    said, kept on the rules page (大话骰's section and its contents link hidden, the control showing
    Perudo) and the bid checker starts on Perudo."""
    home = "/" if lang == "en" else "/zh/"
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    page.goto(site_url + home)
    assert _game(page) is None
    pick = page.locator("[data-game-pick='perudo']").first
    pick.focus()
    page.keyboard.press("Enter")
    expect(pick).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_test_id("game-chooser-chosen")).to_contain_text("Perudo")
    assert _game(page) == "perudo"
    page.goto(site_url + home.rstrip("/") + ONES)
    assert _game(page) == "perudo"
    expect(page.get_by_test_id("game-lens-select")).to_have_value("perudo")
    assert _shown(page, "perudo liars-dice") and not _shown(page, "dahua")
    assert page.evaluate("""() => {
        const id = document.querySelector("[data-games='dahua'] h2").id;
        return [...document.querySelectorAll(".md-sidebar--secondary a")]
            .filter((a) => decodeURIComponent(a.hash.slice(1)) === id)
            .every((a) => a.closest(".md-nav__item").hidden);
    }""")
    page.goto(site_url + home.rstrip("/") + "/tools/bid-checker/")
    expect(page.get_by_test_id("bc-rules")).to_have_value(
        "perudo", timeout=LONG_MS)
    context.close()


def test_a_link_with_a_game_wins_and_is_remembered_and_the_control_changes_it(
        browser: Browser, site_url: str) -> None:
    """Issue 43: ?game=dahua shows 大话骰's passages and is remembered on the next page; the control
    then switches to Chilean Dudo at once, writing the address's game too."""
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    page.goto(site_url + ONES + "?game=dahua")
    assert _game(page) == "dahua" and _shown(page, "dahua")
    assert not _shown(page, "wango wango-party perudo liars-dice dudo")
    page.goto(site_url + "/zh" + ONES)
    assert _game(page) == "dahua"
    page.goto(site_url + ONES + "?game=dahua")
    page.get_by_test_id("game-lens-select").select_option("dudo")
    assert _game(page) == "dudo" and "game=dudo" in page.url
    assert _shown(page, "dudo") and not _shown(page, "dahua")
    context.close()


def test_compare_all_and_no_javascript_show_every_passage_labelled(
        browser: Browser, site_url: str) -> None:
    """Issue 43: in "compare all" and with JavaScript off, every marked passage shows with its
    label."""
    for scripts, url in ((True, ONES + "?game=all"), (False, ONES)):
        context = browser.new_context(viewport=PHONE, java_script_enabled=scripts)
        page = context.new_page()
        page.goto(site_url + url)
        passages = page.locator("[data-games]")
        assert passages.count() > 10
        for index in range(passages.count()):
            passage = passages.nth(index)
            expect(passage).to_be_visible()
            expect(passage.locator(".game-label").first).to_be_visible()
        context.close()


def test_a_link_into_another_games_section_shows_it_labelled(
        browser: Browser, site_url: str) -> None:
    """Issue 43: a Perudo reader following a link to 大话骰's section sees it, with its label."""
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    page.goto(site_url + ONES + "?game=perudo" + DAHUA_HEADING)
    passage = page.locator("[data-games='dahua']").first
    expect(passage).to_be_visible()
    expect(passage.locator(".game-label").first).to_be_visible()
    context.close()


@pytest.mark.parametrize("width", [375, 1280])
def test_the_chooser_and_the_control_have_no_wcag_violations(
        browser: Browser, site_url: str, width: int) -> None:
    """Issue 43 (WCAG 2.2 AA, issue 11): axe in light and dark, at phone and desktop width:
    the home page after a choice, and the rules page with a game chosen and in "compare all"
    (labels shown)."""
    context = browser.new_context(viewport=ViewportSize(width=width, height=800))
    page = context.new_page()
    found: list[str] = []
    page.goto(site_url + "/zh/")
    page.locator("[data-game-pick='dahua']").first.click()
    found += audit_both_schemes(page, f"{width}px chooser")
    for game in ("perudo", "all"):
        page.goto(site_url + ONES + f"?game={game}")
        found += audit_both_schemes(page, f"{width}px ones {game}")
    context.close()
    assert found == [], "\n".join(found)


def test_a_page_about_other_games_shows_everything_and_says_so(
        browser: Browser, site_url: str) -> None:
    """Issue 43: a page may be about some games only (calza: Perudo, Liar's Dice, Dudo). A
    WANGO reader opening it sees the whole page, each passage labelled, and a note that it is
    about other games than theirs; their own choice stays WANGO."""
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    page.goto(site_url + "/calza/?game=wango")
    note = page.get_by_test_id("game-lens-elsewhere")
    expect(note).to_be_visible()
    expect(note).to_contain_text("WANGO classic")
    expect(page.get_by_test_id("game-lens-select")).to_have_value("wango")
    for index in range(page.locator("[data-games]").count()):
        expect(page.locator("[data-games]").nth(index)).to_be_visible()
    page.goto(site_url + ONES)
    assert _game(page) == "wango"
    context.close()
