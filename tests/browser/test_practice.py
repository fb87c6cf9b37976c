"""The practice table in real Chromium: whole games played by clicking, in English and Chinese.

Issue 4 ("Practice", "Tests"): you against 1–5 seeded bots; only legal bids are
offered, through a picker that starts at the lowest raises; dudo, calza and
pressure buttons appear when the rules allow them; each call ends with a
reveal (dice shown, counted ones highlighted); round follows round until the
game ends, classic or party; a practice game is played to game-over by
clicking under two presets; requests only to the page's origin; no uncaught
errors; screenshots at 1280 and 375 px in both languages; markup typed into a
field runs nothing. Spec lines cited are from spec/rulesets.md.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from playwright.sync_api import Page, expect

from tests.browser.practice_support import (
    PRACTICE,
    advance_to,
    engine_state,
    op,
    open_practice,
    open_setup,
    picker_bids,
    play_to_game_over,
    settle,
    start_game,
)
from tests.browser.returning import FrontPages, ReturningReader
from tests.browser.support import Recorder

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def recorded() -> Recorder:
    """Everything the practice pages of this module requested and logged."""
    return Recorder()


@pytest.fixture(scope="module")
def practice_pages(returning: ReturningReader, widget_url: str,
                   recorded: Recorder) -> Iterator[dict[str, Page]]:
    """One ready practice page per language, shared by the game tests."""
    recorded.attach(returning.context)
    with returning.page(height=900) as (en, _), returning.page(height=900) as (zh, _):
        pages = FrontPages(en=en, zh=zh)
        for lang in pages:
            page = pages[lang]  # FrontPages brings it to the front
            recorded.watch(page)
            open_practice(page, widget_url, lang)
        yield pages
    recorded.detach(returning.context)


def expected_winners(page: Page) -> list[str]:
    """The winners by the engine, replaying the page's game in CPython."""
    state = engine_state(page)
    assert state["over"]
    return list(state["winners"])


def test_wango_game_is_played_to_game_over_by_clicking(practice_pages: dict[str, Page]) -> None:
    """Spec "Common core": raise or call until one player holds dice; one bot, seed 13."""
    page = practice_pages["en"]
    start_game(page, "wango", bots=1, level="normal", seed=13)
    played = play_to_game_over(page)
    assert played.winners == expected_winners(page)
    assert played.reveals >= 5  # five dice to lose, one per challenge ("dice_loss: one")
    assert played.calls_offered == {"dudo"}  # wango has no calza
    assert not played.pressure_offered  # pressure is party mode only
    assert page.locator("[data-testid=pr-over]").inner_text().strip() != ""


def test_perudo_game_is_played_to_game_over_in_chinese(practice_pages: dict[str, Page]) -> None:
    """Perudo preset (calza by the next player) with two bots; the reader is out, skips ahead.

    Source: issue 4, "Practice" and "Tests".
    """
    page = practice_pages["zh"]
    start_game(page, "perudo", bots=2, level="easy", seed=7)
    played = play_to_game_over(page)
    assert played.winners == expected_winners(page)
    assert "calza" in played.calls_offered
    assert played.finished_early
    status = page.locator("[data-testid=pr-status]").inner_text()
    assert status == "游戏结束。"


def test_party_game_has_a_scoreboard_and_pressure(practice_pages: dict[str, Page]) -> None:
    """Spec "WANGO party mode": 2N rounds, scores, pressure twice a game (3-point rounds)."""
    page = practice_pages["en"]
    start_game(page, "wango-party", bots=1, level="random", seed=5)
    settle(page)
    seats = page.locator("[data-testid=pr-seats] li")
    seat = seats.first.inner_text()
    assert "points: 0" in seat and "pressure left: 2" in seat
    played = play_to_game_over(page, pressure=True)
    assert played.reveals == 4  # 2 players x 2 rounds
    assert played.pressure_offered
    assert played.winners == expected_winners(page)
    scoreboard = page.locator("[data-testid=pr-over] > table tbody tr")  # not the review's tables
    assert scoreboard.count() == 2
    state = engine_state(page)
    assert sum(state["view"]["scores"]) == 0  # "the sum of scores stays 0"


def test_new_game_starts_a_fresh_seed(practice_pages: dict[str, Page]) -> None:
    """Game over offers a new game; it deals from a new seed, written into the address.

    Source: issue 4, "Practice" and "Tests".
    """
    page = practice_pages["en"]
    root = page.locator(PRACTICE)
    if root.get_by_test_id("pr-new").count() == 0:
        start_game(page, "wango-party", bots=1, level="random", seed=5)
        play_to_game_over(page)
    root.get_by_test_id("pr-new").click()
    phase = settle(page)
    assert phase in ("your-turn", "reveal")
    seed = root.get_by_test_id("pr-seed").input_value()
    assert seed.isdigit() and f"seed={seed}" in page.url


def test_every_legal_bid_is_reachable_in_the_picker(practice_pages: dict[str, Page]) -> None:
    """Only legal bids are offered, all of them reachable: the quantity × face picker lists
    exactly the engine's legal bids, and its button makes the bid chosen.

    Source: issue 4, "Practice" and "Tests"; issue 11, "a compact quantity × face picker
    (steppers or two selects) that lists only legal bids".
    """
    page = practice_pages["en"]
    root = page.locator(PRACTICE)
    start_game(page, "liars-dice", bots=2, level="normal", seed=21)
    while (phase := settle(page)) != "your-turn":
        assert phase == "reveal"
        root.get_by_test_id("pr-next").click()
    legal = engine_state(page)["view"]["legal_actions"]
    expected = {a["bid"] for a in legal if "bid" in a and not a.get("pressure")}
    offered = picker_bids(page)
    assert sorted(offered) == sorted(expected) and len(offered) == len(expected)
    highest = offered[-1]
    quantity, face = highest.split("x")
    root.get_by_test_id("pr-face").select_option(face)
    root.get_by_test_id("pr-quantity").select_option(quantity)
    button = root.get_by_test_id("pr-bid")
    expect(button).to_have_attribute("data-bid", highest)
    before = len(engine_state(page)["game"]["actions"])
    button.click()
    settle(page)
    assert engine_state(page)["game"]["actions"][before] == {"player": "You", "bid": highest}


def test_a_seeded_link_deals_the_same_dice(returning: ReturningReader, widget_url: str) -> None:
    """Seeded: the same seed and settings deal the same dice (address bar keeps them).

    Source: issue 4, "Practice" and "Tests".
    """
    with returning.page() as (page, _):
        open_practice(page, widget_url, "en", "?rules=dudo&bots=3&level=hard&seed=42")
        root = page.locator(PRACTICE)
        assert root.get_by_test_id("pr-rules").input_value() == "dudo"
        assert root.get_by_test_id("pr-bots").input_value() == "3"
        root.get_by_test_id("pr-speed").select_option("fast")
        root.get_by_test_id("pr-start").click()
        settle(page)
        expected = op("game_new", {"rules": "dudo", "players": ["You", "Ana", "Ben", "Cai"],
                                   "seed": 42, "seat": 0})
        dice = root.locator("[data-testid=pr-seats] li.is-you svg.dudo-die")
        shown = [int((dice.nth(i).get_attribute("aria-label") or "").split()[-1])
                 for i in range(dice.count())]
        assert shown == expected["view"]["own_dice"]


def test_the_table_is_keyboard_operable_and_announced(practice_pages: dict[str, Page]) -> None:
    """Keyboard: Enter in the seed field deals, focus lands on the lowest bid of a face other
    than ones (issue 42 item 7: «the first focus on your turn is not the ones pick»), Enter
    bids, and while the bots play focus stays on the table's status line («focus never falls
    to the page body during bot turns»), coming back to a bid on your turn.

    Source: issue 4, "Practice" and "Tests"; issue 42 item 7.
    """
    page = practice_pages["zh"]
    root = page.locator(PRACTICE)
    open_setup(page)
    for control in root.locator(".dp-setup select, .dp-setup input").all():
        control_id = control.get_attribute("id")
        assert control_id and root.locator(f"label[for='{control_id}']").count() == 1
    root.get_by_test_id("pr-rules").select_option("wango")
    root.get_by_test_id("pr-bots").select_option("1")
    root.get_by_test_id("pr-speed").select_option("fast")
    root.get_by_test_id("pr-seed").fill("13")
    root.get_by_test_id("pr-seed").press("Enter")
    while settle(page) != "your-turn":
        root.get_by_test_id("pr-next").press("Enter")
    assert focused_control(page) == "pr-bid-option"
    assert not str(page.evaluate("document.activeElement.dataset.bid")).endswith("x1")
    page.evaluate("""() => {
        const status = document.querySelector("[data-testid=pr-status]");
        window.bodyFocusWhileWaiting = 0;
        new MutationObserver(() => {
            if (status.dataset.phase === "waiting" && document.activeElement === document.body)
                window.bodyFocusWhileWaiting += 1;
        }).observe(document.querySelector("[data-testid=practice]"),
                   {subtree: true, childList: true, attributes: true});
    }""")
    before = len(engine_state(page)["game"]["actions"])
    page.keyboard.press("Enter")
    phase = settle(page)
    moved = engine_state(page)["game"]["actions"][before:]
    assert moved and moved[0]["player"] == "你"
    assert page.evaluate("window.bodyFocusWhileWaiting") == 0
    if phase == "your-turn":
        assert focused_control(page) in ("pr-bid-option", "pr-dudo")
    names = engine_state(page)["view"]["names"]
    announced = root.locator("[aria-live=polite]").first.inner_text()
    assert any(name in announced for name in names)  # the latest move, read out


MARKUP = "<img src=x onerror=alert(1)>"


def test_markup_typed_into_the_seed_runs_nothing(returning: ReturningReader,
                                                 widget_url: str) -> None:
    """User input is never inserted as HTML: the engine's message shows the text as text.

    Source: issue 4, "Practice" and "Tests".
    """
    with returning.page() as (page, recorder):
        open_practice(page, widget_url, "en")
        root = page.locator(PRACTICE)
        root.get_by_test_id("pr-seed").fill(MARKUP)
        root.get_by_test_id("pr-start").click()
        error = root.get_by_test_id("pr-error")
        error.wait_for(state="visible")
        assert "seed" in error.inner_text() and MARKUP[:16] in error.inner_text()
        assert page.locator("img[src=x]").count() == 0
        assert recorder.dialogs == [] and recorder.page_errors == []


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_bad_seed_marks_the_seed_field_until_the_game_starts(returning: ReturningReader,
                                                              widget_url: str,
                                                              lang: str) -> None:
    """Brief: bad input «gets a clear error in the reader's language»; the seed field is
    marked invalid and points at that error, and a good seed clears both (issue 4,
    "Practice": seeded games)."""
    with returning.page() as (page, recorder):
        open_practice(page, widget_url, lang)
        root = page.locator(PRACTICE)
        seed = root.get_by_test_id("pr-seed")
        seed.fill("seven")
        root.get_by_test_id("pr-start").click()
        error = root.get_by_test_id("pr-error")
        error.wait_for(state="visible")
        expect(seed).to_have_attribute("aria-invalid", "true")
        expect(seed).to_have_attribute("aria-errormessage", "pr-error")
        expect(seed).to_be_focused()
        assert "seven" in error.inner_text()
        seed.fill("12")
        root.get_by_test_id("pr-start").click()
        expect(error).to_be_hidden()
        expect(seed).not_to_have_attribute("aria-invalid", "true")
        assert recorder.page_errors == []


def test_only_the_page_origin_is_contacted_and_nothing_fails(
        practice_pages: dict[str, Page], recorded: Recorder, widget_url: str) -> None:
    """Self-hosted runtime: every request of the games above went to the page's own origin.

    Source: issue 4, "Practice" and "Tests".
    """
    assert recorded.requests, "the module's pages recorded no requests"
    assert recorded.foreign(widget_url) == []
    assert recorded.console_errors == []
    assert recorded.page_errors == []


def focused_control(page: Page) -> str:
    """The test id of the element keyboard focus is on ("" for the page body)."""
    return str(page.evaluate("document.activeElement.dataset?.testid ?? ''"))


def test_pressure_toggled_off_by_keyboard_keeps_the_focus(returning: ReturningReader,
                                                          widget_url: str) -> None:
    """Spec "WANGO party mode" (pressure): Space turns pressure on and off again; focus stays
    on the toggle both ways instead of jumping to the first bid."""
    with returning.page() as (page, _):
        open_practice(page, widget_url, "en")
        start_game(page, "wango-party", bots=1, level="random", seed=5)
        advance_to(page, "your-turn")
        toggle = page.locator(PRACTICE).get_by_test_id("pr-pressure")
        while not toggle.count():  # not in a round already pressured: play on until it is
            page.locator("[data-testid=pr-bid-option], [data-testid=pr-dudo]").first.click()
            advance_to(page, "your-turn")
        toggle.focus()
        for pressed in ("true", "false"):
            page.keyboard.press("Space")
            page.wait_for_selector(f'[data-testid=pr-pressure][aria-pressed="{pressed}"]')
            assert focused_control(page) == "pr-pressure"


def test_an_out_of_turn_calza_keeps_the_focus_while_bots_move(returning: ReturningReader,
                                                               widget_url: str) -> None:
    """Spec "calza_by: any" (liars-dice): the calza button offered out of turn stays focused
    when a bot's move redraws the table, so a keyboard user can still press it."""
    with returning.page() as (page, recorder):
        open_practice(page, widget_url, "en")
        root = page.locator(PRACTICE)
        root.get_by_test_id("pr-rules").select_option("liars-dice")
        root.get_by_test_id("pr-bots").select_option("5")
        root.get_by_test_id("pr-speed").select_option("slow")  # time to reach the button
        root.get_by_test_id("pr-seed").fill("3")
        root.get_by_test_id("pr-start").click()
        waiting_calza = ('[data-testid=pr-status][data-phase="waiting"]'
                         " ~ .dp-board [data-testid=pr-calza]")
        page.wait_for_selector(waiting_calza, timeout=60_000)
        root.get_by_test_id("pr-calza").focus()
        bids = root.locator("[data-testid=pr-history] li").count()
        page.wait_for_function(
            "n => document.querySelectorAll('[data-testid=pr-history] li').length !== n"
            " || document.querySelector('[data-testid=pr-status]').dataset.phase !== 'waiting'",
            arg=bids, timeout=60_000)
        # Still on calza, or on "Next round" if the bot's move was a call that ended the round.
        page.wait_for_selector(f'{PRACTICE}[aria-busy="false"]')
        assert focused_control(page) in ("pr-calza", "pr-next")
        assert recorder.page_errors == []


def test_a_pressured_round_says_so_on_the_table(returning: ReturningReader,
                                                widget_url: str) -> None:
    """Spec "WANGO party mode": a pressured round transfers 3 points instead of 1; once a bid
    is pressured the table says so in words, not only in the screen reader's announcement."""
    with returning.page() as (page, recorder):
        open_practice(page, widget_url, "zh")
        start_game(page, "wango-party", bots=1, level="random", seed=5)
        root = page.locator(PRACTICE)
        seen: set[bool] = set()
        while seen != {True, False}:  # a turn in a round pressured, and one in a round not
            advance_to(page, "your-turn")
            pressured = bool(engine_state(page)["view"]["pressured"])
            seen.add(pressured)
            line = root.get_by_test_id("pr-pressured")
            assert line.count() == (1 if pressured else 0)
            if pressured:
                assert line.inner_text() == "本轮已加压，输赢按 3 分算，而不是 1 分。"
            elif root.get_by_test_id("pr-pressure").count():
                root.get_by_test_id("pr-pressure").click()
            root.locator("[data-testid=pr-bid-option], [data-testid=pr-dudo]").first.click()
        assert recorder.page_errors == []


def _play_to_a_reveal_before_a_palifico_round(page: Page) -> None:
    """Play rounds until a reveal after which someone's palifico round comes next."""
    while True:
        advance_to(page, "reveal")
        state = engine_state(page)
        if state["view"]["palifico"] and not state["over"]:
            return
        page.locator(PRACTICE).get_by_test_id("pr-next").click()


def test_the_reveal_announces_a_coming_palifico_round(returning: ReturningReader,
                                                      widget_url: str) -> None:
    """Spec "Palifico": the first time a player is down to one die, the next round is their
    palifico round; the reveal's announcement for screen readers says so, as the panel does."""
    with returning.page() as (page, recorder):
        open_practice(page, widget_url, "en")
        start_game(page, "perudo", bots=1, level="hard", seed=4)
        root = page.locator(PRACTICE)
        live = root.locator("[data-part=play] [aria-live=polite]")
        _play_to_a_reveal_before_a_palifico_round(page)
        shown = root.locator("[data-testid=pr-reveal] .dp-palifico").inner_text()
        assert "palifico round" in shown
        assert shown in live.inner_text()
        assert recorder.page_errors == []


@pytest.mark.parametrize(("preset", "lang", "free"), [
    ("perudo", "en", False), ("liars-dice", "en", True), ("liars-dice", "zh", True)])
def test_the_palifico_line_says_who_may_change_the_face(returning: ReturningReader, widget_url: str,
                                                      preset: str, lang: str,
                                                      free: bool) -> None:
    """Spec "Palifico": «With `palifico_owner_may_change_face` the palifico player alone may
    instead make any normal raise» (liars-dice yes, perudo no): the table's palifico line
    does not tell a liars-dice palifico player that their face is locked for them too."""
    with returning.page() as (page, recorder):
        open_practice(page, widget_url, lang)
        start_game(page, preset, bots=1, level="hard", seed=4)
        root = page.locator(PRACTICE)
        _play_to_a_reveal_before_a_palifico_round(page)
        root.get_by_test_id("pr-next").click()
        line = root.locator(".dp-palifico").first
        expect(line).to_be_visible()
        expect(root.get_by_test_id("pr-reveal")).to_have_count(0)
        shown = line.inner_text()
        changes = {"en": "may change it with an ordinary raise", "zh": "按普通规则加叫，换一个点数"}
        assert (changes[lang] in shown) is free, shown
        assert recorder.page_errors == []


def test_a_pressured_bid_is_announced_as_one_chinese_sentence(returning: ReturningReader,
                                                              widget_url: str) -> None:
    """Spec "WANGO party mode" (pressure attached to a bid); team rule: natural Chinese. A bot's
    pressured bid reads 「Ana 加压叫 3个1。」, not two clauses glued 「Ana 叫 3个1。并且加压。」."""
    with returning.page() as (page, _):
        open_practice(page, widget_url, "zh")
        start_game(page, "wango-party", bots=1, level="random", seed=5)
        advance_to(page, "your-turn")
        last = engine_state(page)["game"]["actions"][-1]
        assert last["player"] == "Ana" and last.get("pressure") is True
        quantity, face = last["bid"].split("x")
        live = page.locator(PRACTICE).locator("[data-part=play] [aria-live=polite]")
        assert live.inner_text() == f"Ana 加压叫 {quantity}个{face}。"


def test_the_address_keeps_the_bot_speed_the_reader_chose(returning: ReturningReader,
                                                          widget_url: str) -> None:
    """Issue 4 ("Practice"): seeded games you can replay; a link sets the bot speed
    (?speed=); a game started at another speed writes that one into the address, so
    reloading the page does not bring back the old speed."""
    with returning.page() as (page, _):
        open_practice(page, widget_url, "en", "?rules=wango&bots=1&level=easy&seed=3&speed=slow")
        root = page.locator(PRACTICE)
        assert root.get_by_test_id("pr-speed").input_value() == "slow"
        start_game(page, "wango", bots=1, level="easy", seed=3)  # at speed "fast"
        settle(page)
        assert "speed=fast" in page.url
        page.reload()
        page.wait_for_selector(f'{PRACTICE}[data-ready="true"]')
        assert root.get_by_test_id("pr-speed").input_value() == "fast"
        assert root.get_by_test_id("pr-seed").input_value() == "3"


FACE_WORDS = {1: ("one", "ones"), 2: ("two", "twos"), 3: ("three", "threes"),
              4: ("four", "fours"), 5: ("five", "fives"), 6: ("six", "sixes")}


def test_the_bids_so_far_are_read_out_as_bids(returning: ReturningReader, widget_url: str) -> None:
    """Issue 4 (the table shows the bids of the round): each bid in the history has the
    accessible name of the whole bid ("3 fours"), not only its die ("4", the quantity lost)."""
    with returning.page() as (page, _):
        open_practice(page, widget_url, "en")
        start_game(page, "wango", bots=3, level="normal", seed=5)
        advance_to(page, "your-turn")
        bids = engine_state(page)["view"]["bids"]
        assert bids
        history = page.locator(PRACTICE).get_by_test_id("pr-history")
        for bid in bids:
            quantity, face = (int(x) for x in bid["bid"].split("x"))
            words = f"{quantity} {FACE_WORDS[face][0 if quantity == 1 else 1]}"
            assert history.get_by_role("img", name=words, exact=True).count() >= 1, words


def test_an_opponent_s_face_down_dice_are_read_once_as_a_count(returning: ReturningReader,
                                                               widget_url: str) -> None:
    """Issue 11 (screen readers): an opponent's face-down dice are not read one by one;
    the seat's note says how many ("3 dice"), and your own dice keep a name per die."""
    with returning.page() as (page, _):
        open_practice(page, widget_url, "en")
        start_game(page, "wango", bots=2, level="normal", seed=11)
        advance_to(page, "your-turn")
        view = engine_state(page)["view"]
        seats = page.locator(PRACTICE).get_by_test_id("pr-seats")
        assert seats.get_by_role("img", name="a hidden die").count() == 0
        assert seats.locator("li.is-you").get_by_role("img").count() == len(view["own_dice"])
        for seat, name in enumerate(view["names"][1:], start=1):
            row = seats.locator(f"li[data-player='{name}']")
            assert row.locator(".dp-seat__dice").get_attribute("aria-hidden") == "true"
            assert row.locator(".dp-seat__dice svg").count() == view["dice_counts"][seat]
            assert f"{view['dice_counts'][seat]} dice" in row.locator(".dp-seat__note").inner_text()


def test_the_rule_picker_offers_the_widget_presets_and_dahua(returning: ReturningReader,
                                                            widget_url: str) -> None:
    """Issue 21 item 4 (practice plays 大话骰): the practice picker lists
    tutorial/render/widget_pages.WIDGET_PRESETS, 大话骰 included, and an address asking for
    dahua opens it."""
    from tutorial.render.widget_pages import WIDGET_PRESETS

    with returning.page() as (page, _):
        open_practice(page, widget_url, "zh", "?rules=dahua&bots=2")
        rules = page.locator(PRACTICE).get_by_test_id("pr-rules")
        offered = rules.locator("option").evaluate_all("options => options.map(o => o.value)")
        assert offered == list(WIDGET_PRESETS) and "dahua" in offered
        assert rules.input_value() == "dahua"


def test_a_mixed_table_seats_normal_and_hard_bots_in_turn(returning: ReturningReader,
                                                          widget_url: str) -> None:
    """Issue 42 item 7: «bot levels mixed at one table (a normal and a hard bot)». The level
    "Mixed" (offered from two bots) seats the bots normal and hard in turn, Ana first; the
    game carries each bot's level, each seat says its level, and every bot move is that
    level's bot's own move."""
    with returning.page(width=375, height=800) as (page, _):
        open_practice(page, widget_url, "en")
        open_setup(page)
        root = page.locator(PRACTICE)
        root.get_by_test_id("pr-rules").select_option("perudo")
        root.get_by_test_id("pr-bots").select_option("1")  # one bot: nothing to mix
        assert root.locator("[data-testid=pr-level] option[value=mixed]").is_disabled()
        start_game(page, "perudo", 3, "mixed", 11)
        advance_to(page, "your-turn")
        seats = page.locator(PRACTICE).locator("li.dp-seat")
        notes = {seats.nth(i).get_attribute("data-player"):
                 seats.nth(i).locator(".dp-seat__note").inner_text() for i in range(seats.count())}
        assert "Normal" in notes["Ana"] and "Hard" in notes["Ben"] and "Normal" in notes["Cai"]
        assert "Normal" not in notes["You"] and "Hard" not in notes["You"]
        advance_to(page, "reveal")
        game = json.loads(page.locator("[data-testid=pr-status]").get_attribute("data-game")
                          or "{}")
        assert game["bots"] == {"Ana": "normal", "Ben": "hard", "Cai": "normal"}
        plain = {key: value for key, value in game.items() if key != "bots"}
        bot_moves = [(i, a) for i, a in enumerate(game["actions"]) if a["player"] != "You"]
        assert bot_moves
        for index, action in bot_moves:
            level = game["bots"][action["player"]]
            asked = op("game_bot", {"game": {**plain, "actions": game["actions"][:index]},
                                    "level": level})
            assert asked["action"] == action, (index, level)
