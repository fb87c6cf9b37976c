"""大话骰 (preset `dahua`): bids with a mode, raises, conversions, the opening minimum, and
every value of the options that shape them.

Source: spec, section "大话骰: the Chinese bar rules (preset `dahua`)", "Bids"; issue 21.
Each test cites the spec line it checks.
"""

from __future__ import annotations

from typing import Any

import pytest
from engine_support import assert_bilingual, context, legal_after, verdict_after

from engine import Bid, BidParseError, RulesError, make_rules, parse_bid
from engine.bids import format_bid, parse_rules_bid
from engine.legality import minimum_raises, minimum_zhai_raises

# 3 players (15 dice): an opening 飞 bid needs 4 dice, an opening 斋 bid 3.
DICE = 15


def reason(history: str, bid: str, **extra: Any) -> str:
    """The reason code of ``bid`` after ``history`` at a three-player dahua table."""
    return verdict_after("dahua", history, bid, dice=DICE, **extra).reason


@pytest.mark.parametrize(("typed", "quantity", "face", "mode"), [
    ("4x3", 4, 3, ""), ("4x3z", 4, 3, "zhai"), ("4x3f", 4, 3, "fei"), ("3x1", 3, 1, ""),
    ("3x1z", 3, 1, "zhai"), ("3x1f", 3, 1, "fei"), ("4个3", 4, 3, ""), ("4个3斋", 4, 3, "zhai"),
    ("4个3飞", 4, 3, "fei"), ("3个1", 3, 1, ""), ("四个三斋", 4, 3, "zhai"),
    ("四个三飞", 4, 3, "fei"), ("4 个 3 斋", 4, 3, "zhai"), ("4X3Z", 4, 3, "zhai"),
    ("4 threes zhai", 4, 3, "zhai"), ("4x3 fei", 4, 3, "fei"), ("4个3齋", 4, 3, "zhai"),
])
def test_bid_modes_are_read_in_every_written_form(typed: str, quantity: int, face: int,
                                                  mode: str) -> None:
    """spec: 大话骰 Bids, «`QxF` is 飞 (`4x3` = 4个3飞), `QxFz` is 斋 (`4x3z` = 4个3斋),
    `QxFf` spells 飞 explicitly», «Readers type 4个3, 4个3飞, 4个3斋, 3个1 as well»; issue 21
    brief: «4个3, 4个3斋, 4个3飞, 3个1, 4x3z, 四个三斋»."""
    assert parse_bid(typed) == Bid(quantity, face, mode)


def test_canonical_text_of_a_moded_bid() -> None:
    """spec: 大话骰 Bids, «`QxF` with F = 1 is 斋 (`3x1` = `3x1z`), and `3x1f` is the
    illegal 飞 on 1»."""
    assert [str(parse_bid(t)) for t in ("4x3f", "4x3z", "3x1z", "3x1f")] == [
        "4x3", "4x3z", "3x1", "3x1f"]
    assert format_bid(Bid(4, 3, "zhai"), "zh") == "4个3斋"
    assert format_bid(Bid(3, 1, "fei"), "zh") == "3个1飞"
    assert format_bid(Bid(4, 3, "zhai"), "en") == "4 threes zhai"
    for text in ("4x3z", "3x1", "4x3"):
        assert str(parse_bid(str(parse_bid(text)))) == text


@pytest.mark.parametrize("typed", ["4x3z", "4个3斋", "四个三飞", "3x1f", "5 sixes zhai"])
def test_a_mode_outside_dahua_is_an_input_error_naming_dahua(typed: str) -> None:
    """spec: 大话骰 Bids, «Outside `dahua` a `z` or `f` suffix is an input error»; issue 21:
    «a clear message naming the rule set that uses them (大话骰)»."""
    for preset in ("wango", "perudo", "liars-dice", "dudo", "wango-party"):
        with pytest.raises(BidParseError) as caught:
            parse_rules_bid(typed, make_rules(preset))
        assert caught.value.code == "bid_mode_not_in_rules"
        assert_bilingual(caught.value.messages)
        assert "大话骰" in caught.value.messages["en"] and "大话骰" in caught.value.messages["zh"]
    assert parse_rules_bid(typed, make_rules("dahua")) == parse_bid(typed)


def test_a_bid_on_ones_is_always_zhai() -> None:
    """spec: 大话骰 Bids, «A bid on 1 is always 斋; "飞" on 1 is illegal (`ones_always_zhai`)»."""
    assert reason("4x3", "3x1f") == "ones_always_zhai"
    assert reason("", "3x1f") == "ones_always_zhai"
    assert legal_after("dahua", "4x3", "3x1", dice=DICE)
    assert legal_after("dahua", "4x3", "3x1z", dice=DICE)


def test_raise_in_the_same_mode_by_quantity_or_face_rank() -> None:
    """spec: 大话骰 Bids, «Raise in the same mode: a higher quantity with any face, or the same
    quantity with a higher-ranked face (`4x6z` → `4x1` is legal: 1 ranks above 6)»; «Face
    rank: 2 < 3 < 4 < 5 < 6 < 1»."""
    assert reason("4x3", "5x2") == "higher_quantity"
    assert reason("4x3", "4x5") == "higher_face"
    assert reason("4x3", "4x2") == "not_a_raise"
    assert reason("4x6z", "4x1") == "ones_rank_highest"
    assert reason("4x1", "4x6z") == "top_face_must_rise"
    assert reason("4x1z", "4x1z") == "top_face_must_rise"
    assert reason("4x1", "5x2z") == "higher_quantity"
    assert reason("4x3z", "4x4z") == "higher_face"
    assert reason("4x3z", "4x3z") == "not_a_raise"


def test_nothing_but_more_dice_follows_a_bid_on_one() -> None:
    """spec: 大话骰 Bids, «Face rank: 2 < 3 < 4 < 5 < 6 < 1»: after a bid on 1 no face
    outranks it, so the refusal says a raise needs a higher quantity, in both languages
    (audit pass 9: «bid the same number of a higher face» named a raise that does not exist)."""
    messages = verdict_after("dahua", "4x1", "4x6z", dice=DICE).messages
    assert "1 is the top face, so a raise after a bid on ones needs more dice" in messages["en"]
    assert "higher face" not in messages["en"]
    assert "1 是最大的点数，要加叫只能多叫数量" in messages["zh"]
    assert reason("4x6", "4x5") == "not_a_raise"


@pytest.mark.parametrize(("option", "fei", "least"), [
    ("minus_one", 6, 5), ("minus_one", 1, 1), ("same", 6, 6), ("half_plus_one", 6, 4),
    ("half_plus_one", 7, 4), ("half_plus_one", 1, 1),
])
def test_fei_to_zhai_needs_the_option_s_quantity(option: str, fei: int, least: int) -> None:
    """spec: 大话骰 Bids, «飞 → 斋 (option `fei_to_zhai`): the new quantity must be at least
    `minus_one` (default): the 飞 quantity − 1 (never below 1); `same`: the 飞 quantity;
    `half_plus_one`: ⌊q/2⌋ + 1. Any face, ones included»."""
    options = {"fei_to_zhai": option, "opening_minimum": "none"}
    for face in ("2", "6"):
        assert verdict_after("dahua", f"{fei}x3", f"{least}x{face}z", dice=DICE,
                             options=options).reason == "to_zhai"
        if least > 1:
            assert verdict_after("dahua", f"{fei}x3", f"{least - 1}x{face}z", dice=DICE,
                                 options=options).reason == "zhai_too_few"
    assert verdict_after("dahua", f"{fei}x3", f"{least}x1", dice=DICE,
                         options=options).reason == "to_zhai"


@pytest.mark.parametrize(("option", "zhai", "least"), [
    ("double", 3, 6), ("plus_two", 3, 5), ("double", 1, 2), ("plus_two", 1, 3),
])
def test_zhai_to_fei_needs_the_option_s_quantity(option: str, zhai: int, least: int) -> None:
    """spec: 大话骰 Bids, «斋 → 飞 (option `zhai_to_fei`): `double` (default): at least 2 × the
    斋 quantity; `plus_two`: at least the 斋 quantity + 2», «Any face but 1»."""
    options = {"zhai_to_fei": option, "opening_minimum": "none"}
    for history in (f"{zhai}x4z", f"{zhai}x1"):
        assert verdict_after("dahua", history, f"{least}x2", dice=DICE,
                             options=options).reason == "to_fei"
        assert verdict_after("dahua", history, f"{least - 1}x6", dice=DICE,
                             options=options).reason == "fei_too_few"
        assert verdict_after("dahua", history, f"{least}x1f", dice=DICE,
                             options=options).reason == "ones_always_zhai"


def test_zhai_to_fei_never_locks_zhai() -> None:
    """spec: 大话骰 Bids, «`never`: not allowed (`zhai_locked`)»."""
    options = {"zhai_to_fei": "never"}
    assert reason("3x4z", "20x5", options=options) == "zhai_locked"
    assert reason("3x4z", "4x5z", options=options) == "higher_quantity"
    assert minimum_raises(context("dahua", "3x4z", dice=DICE, options=options))[5] is None


@pytest.mark.parametrize(("players", "fei", "zhai"), [(2, 3, 2), (3, 4, 3), (6, 7, 6)])
def test_opening_minimum_follows_the_players(players: int, fei: int, zhai: int) -> None:
    """spec: 大话骰 Bids, «Opening minimum (option `opening_minimum`): `players` (default):
    with N players in the game, an opening 飞 bid needs at least N + 1 dice, an opening 斋 bid
    (ones included) at least N», «Only the round's first bid is bound by it»."""
    dice = 5 * players
    verdict = verdict_after("dahua", "", f"{fei}x3", dice=dice)
    assert (verdict.legal, verdict.reason) == (True, "opening_minimum_met")
    assert verdict_after("dahua", "", f"{fei - 1}x3", dice=dice).reason == "opening_below_minimum"
    assert verdict_after("dahua", "", f"{zhai}x3z", dice=dice).legal
    assert verdict_after("dahua", "", f"{zhai}x1", dice=dice).legal
    assert not verdict_after("dahua", "", f"{zhai - 1}x1", dice=dice).legal
    assert not verdict_after("dahua", "", f"{zhai - 1}x6z", dice=dice).legal
    lowest = minimum_raises(context("dahua", dice=dice))
    assert (str(lowest[1]), str(lowest[2])) == (f"{zhai}x1", f"{fei}x2")
    assert str(minimum_zhai_raises(context("dahua", dice=dice))[4]) == f"{zhai}x4z"
    # Only the opening is bound: a raise after it needs only to beat the standing bid.
    assert verdict_after("dahua", f"{fei}x3", f"{fei}x4", dice=dice).legal


def test_opening_minimum_none_lets_any_quantity_open() -> None:
    """spec: 大话骰 Bids, «`none`: any quantity ≥ 1»."""
    options = {"opening_minimum": "none"}
    assert reason("", "1x3", options=options) == "opening_bid"
    assert reason("", "1x1", options=options) == "opening_bid"


def test_no_cap_at_the_dice_in_play() -> None:
    """spec: 大话骰 Bids, «No cap at the dice in play (the engine's largest quantity still
    applies)»."""
    assert legal_after("dahua", "4x3", "40x3", dice=DICE)
    assert legal_after("dahua", "4x3", "101x3z", dice=DICE)
    with pytest.raises(BidParseError):
        parse_bid("102x3")


def test_minimum_raises_in_both_modes() -> None:
    """spec: 大话骰 Bids (raises in and between modes): after 飞 5x3 the least 飞 bids
    raise it, the least 斋 bids are one fewer (`minus_one`), ones included."""
    ctx = context("dahua", "5x3", dice=DICE)
    fei = {f: str(b) for f, b in minimum_raises(ctx).items()}
    zhai = {f: str(b) for f, b in minimum_zhai_raises(ctx).items()}
    assert fei == {1: "4x1", 2: "6x2", 3: "6x3", 4: "5x4", 5: "5x5", 6: "5x6"}
    assert zhai == {2: "4x2z", 3: "4x3z", 4: "4x4z", 5: "4x5z", 6: "4x6z"}
    after_zhai = context("dahua", "3x4z", dice=DICE)
    assert {f: str(b) for f, b in minimum_raises(after_zhai).items()} == {
        1: "3x1", 2: "6x2", 3: "6x3", 4: "6x4", 5: "6x5", 6: "6x6"}
    assert str(minimum_zhai_raises(after_zhai)[3]) == "4x3z"
    assert minimum_zhai_raises(context("wango", "5x3")) == {}


@pytest.mark.parametrize(("overrides", "code"), [
    ({"wild_ones": False}, "bid_modes_incompatible"),
    ({"palifico": True}, "bid_modes_incompatible"),
    ({"calza": True}, "bid_modes_incompatible"),
    ({"ones_opened_unwild": True}, "bid_modes_incompatible"),
    ({"ones_opening": "single_die_only"}, "bid_modes_incompatible"),
    ({"dice_loss": "difference"}, "drinks_incompatible"),
    ({"pi": False}, "fanpi_needs_pi"),
])
def test_invalid_dahua_combinations_are_refused(overrides: dict[str, Any], code: str) -> None:
    """issue 21: «Invalid combinations are refused with a reason, as for the other presets»;
    spec: 大话骰 Bids, «A bid on 1 is always 斋» (ones must be wild for 飞 to mean anything),
    «Calls and stakes» (开/劈 replace calza), «Scoring and rounds» («Nobody is eliminated»)."""
    with pytest.raises(RulesError) as caught:
        make_rules("dahua", overrides)
    assert caught.value.code == code
    assert_bilingual(caught.value.messages)


@pytest.mark.parametrize(("overrides", "code"), [
    ({"face_rank": "ones_high"}, "needs_bid_modes_blocked"),
    ({"opening_minimum": "players"}, "needs_bid_modes_blocked"),
    ({"zhai_to_fei": "never"}, "needs_bid_modes_blocked"),
    ({"pi": True}, "needs_drinks_blocked"),
    ({"special_hands": "common"}, "needs_drinks_blocked"),
    ({"rounds": 3}, "needs_drinks_blocked"),
    ({"palifico": False, "calza": False, "pi": True}, "needs_drinks"),
    ({"palifico": False, "calza": False, "face_rank": "ones_high"}, "needs_bid_modes"),
])
def test_dahua_options_outside_it_are_refused(overrides: dict[str, Any], code: str) -> None:
    """issue 21: «Invalid option combinations refused with a reason code (like
    `party_incompatible`)», and the other presets «keep their behaviour byte for byte»."""
    with pytest.raises(RulesError) as caught:
        make_rules("perudo", overrides)
    assert caught.value.code == code
    assert_bilingual(caught.value.messages)


def test_a_dahua_option_under_palifico_offers_only_the_defaults_as_the_way_out() -> None:
    """spec: 大话骰 Scoring and rounds, «Nobody is eliminated», so drinks mode cannot be combined
    with palifico or calza: Perudo (both on) asking for pi=true is told to set pi=false, never
    to «set mode=drinks», which would then be refused with drinks_incompatible (audit pass 11)."""
    with pytest.raises(RulesError) as caught:
        make_rules("perudo", {"pi": True})
    assert caught.value.code == "needs_drinks_blocked"
    english, chinese = caught.value.messages["en"], caught.value.messages["zh"]
    assert "these rules play palifico and calza" in english
    assert english.endswith("set pi=false.") and "set mode=drinks" not in english
    assert "这套规则用了 palifico 和 calza" in chinese
    assert chinese.endswith("请改成 pi=false。") and "改用 mode=drinks" not in chinese


def test_leaving_drinks_mode_names_every_option_that_needs_it_and_the_way_out() -> None:
    """spec: 大话骰 Calls and stakes, «option `pi`: true by default», «option `fanpi`, true by
    default», which belong to drinks mode: a reader who only switches the mode hears of both
    options at once and of the two ways out (audit pass 9: the message blamed pi=true alone)."""
    with pytest.raises(RulesError) as caught:
        make_rules("dahua", {"mode": "classic"})
    assert caught.value.code == "needs_drinks"
    assert "pi=true and fanpi=true" in caught.value.messages["en"]
    assert "set mode=drinks, or pi=false and fanpi=false" in caught.value.messages["en"]
    assert "pi=true 和 fanpi=true" in caught.value.messages["zh"]
    assert "改用 mode=drinks，或改成 pi=false 和 fanpi=false" in caught.value.messages["zh"]


def test_pi_false_and_fanpi_false_is_a_valid_table() -> None:
    """spec: 大话骰 Calls and stakes, «option `pi`: true by default», «option `fanpi`, true by
    default»: both off leave 开 only."""
    rules = make_rules("dahua", {"pi": False, "fanpi": False})
    assert (rules.pi, rules.fanpi, rules.drinks) == (False, False, True)


@pytest.mark.parametrize(("dice", "players", "said"), [
    (7, 2, "with 2 players (the smallest table these rules allow; 7 dice in play would mean "
     "fewer)"),
    (15, 3, "with 3 players (one for every 5 dice in play)"),
    (12, 2, "with 2 players (12 dice in play, one player for every 5, rounded down)"),
    (40, 6, "with 6 players (the largest table these rules allow; 40 dice in play would mean "
     "more)"),
    (31, 6, "with 6 players (31 dice in play, one player for every 5, rounded down)"),
])
def test_opening_minimum_message_says_which_table_it_assumed(
        dice: int, players: int, said: str) -> None:
    """The brief (audit 3, item 14): the opening-minimum message speaks of the table the
    reader describes, one player per five dice but never fewer than the rule set's smallest
    table (spec: 大话骰 is played by 2 to 6 players), and says so, never "with 1 players";
    dice that make no whole player are said to be rounded down (audit pass 11), and never
    more than its largest table (audit pass 12 found 40 dice said to be 8 players of 大话骰)."""
    verdict = verdict_after("dahua", "", "3x3z", dice=dice)
    assert verdict.reason in ("opening_minimum_met", "opening_below_minimum")
    assert said in verdict.messages["en"]
    assert f"{players} 个人" in verdict.messages["zh"]
