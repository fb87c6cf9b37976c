"""Legality of bids: normal raises, the ones family, rounds without wild ones, the cap,
opening on ones, palifico, and the minimum legal raise of every face."""

from __future__ import annotations

import pytest
from engine_support import assert_bilingual, context, legal_after, minimums, verdict_after

from engine import PRESETS, Bid, BidContext, RulesError, judge_bid, make_rules, minimum_raises

WILD_PRESETS = sorted(PRESETS)


# --- common core: normal raise ------------------------------------------------

@pytest.mark.parametrize("preset", WILD_PRESETS)
@pytest.mark.parametrize(("bid", "legal"), [
    ("5x2", True), ("4x5", True), ("4x6", True), ("9x2", True),
    ("4x2", False), ("3x6", False), ("4x4", False), ("3x2", False),
])
def test_normal_raise_higher_quantity_or_same_quantity_higher_face(
        preset: str, bid: str, legal: bool) -> None:
    """spec: Common core, «`4x4` -> `5x2` or `4x5` legal; `4x2`, `3x6` not»."""
    assert legal_after(preset, "4x4", bid) is legal


def test_not_a_raise_reason_names_both_bids_in_both_languages() -> None:
    """spec: The referee contract, «`reason` is a stable snake_case code; `message` has
    non-empty English and Chinese text»."""
    verdict = verdict_after("wango", "4x4", "4x2")
    assert verdict.reason == "not_a_raise"
    assert_bilingual(verdict.messages)
    assert "4x2" in verdict.messages["en"] and "4个2" in verdict.messages["zh"]


@pytest.mark.parametrize(("bid", "reason"), [("5x2", "higher_quantity"), ("4x5", "higher_face")])
def test_legal_raise_reasons(bid: str, reason: str) -> None:
    """spec: Common core, «a higher quantity with any face, or the same quantity with a
    higher face»."""
    verdict = verdict_after("wango", "4x4", bid)
    assert verdict.legal and verdict.reason == reason
    assert_bilingual(verdict.messages)


@pytest.mark.parametrize("preset", ["wango", "perudo", "liars-dice"])
@pytest.mark.parametrize("bid", ["1x1", "1x2", "5x6", "3x1", "30x4"])
def test_any_opening_bid_is_legal(preset: str, bid: str) -> None:
    """spec: Rule options, «`ones_opening` | `allowed` / `single_die_only`» (allowed: any
    opening)."""
    verdict = verdict_after(preset, "", bid)
    assert verdict.legal and verdict.reason == "opening_bid"


# --- wild ones: ones are their own family -------------------------------------

@pytest.mark.parametrize(("history", "bid", "legal"), [
    ("3x1", "4x1", True), ("3x1", "3x1", False), ("3x1", "2x1", False),
])
def test_ones_to_ones_quantity_must_rise(history: str, bid: str, legal: bool) -> None:
    """spec: Common core, «ones -> ones: quantity must rise (`3x1` -> `4x1`)»."""
    verdict = verdict_after("perudo", history, bid)
    assert verdict.legal is legal
    if not legal:
        assert verdict.reason == "ones_must_rise"


@pytest.mark.parametrize(("history", "bid", "legal"), [
    ("5x6", "3x1", True), ("5x6", "2x1", False),
    ("7x3", "4x1", True), ("7x3", "3x1", False),
    ("8x3", "4x1", True), ("8x3", "3x1", False),
    ("1x2", "1x1", True), ("2x6", "1x1", True), ("6x4", "3x1", True), ("6x4", "2x1", False),
])
def test_non_one_to_ones_needs_half_rounded_up(history: str, bid: str, legal: bool) -> None:
    """spec: Common core, «non-one `q` -> ones: quantity >= ceil(q/2) (`5x6` -> `3x1`,
    `7x3` -> `4x1`»."""
    verdict = verdict_after("perudo", history, bid)
    assert verdict.legal is legal
    assert verdict.reason == ("to_ones" if legal else "ones_too_few")


@pytest.mark.parametrize(("history", "bid", "legal"), [
    ("3x1", "7x6", True), ("3x1", "6x6", False), ("3x1", "7x2", True),
    ("4x1", "9x2", True), ("4x1", "8x6", False), ("1x1", "3x2", True), ("1x1", "2x6", False),
])
def test_ones_to_non_one_needs_double_plus_one(history: str, bid: str, legal: bool) -> None:
    """spec: Common core, «ones `q` -> non-one: quantity >= 2q+1 (`3x1` -> `7x6`; `4x1` ->
    `9x2`)»."""
    verdict = verdict_after("perudo", history, bid)
    assert verdict.legal is legal
    assert verdict.reason == ("from_ones" if legal else "face_after_ones_too_few")


# --- without wild ones ---------------------------------------------------------

@pytest.mark.parametrize("quantity", range(1, 21))
def test_ones_conversions_halve_rounding_up_and_double_plus_one(quantity: int) -> None:
    """spec: Common core, «With wild ones, ones are their own family», «non-one `q` -> ones:
    quantity >= ceil(q/2)» (odd quantities round up: «`7x3` -> `4x1`, `8x3` -> `4x1`») and
    «ones `q` -> non-one: quantity >= 2q+1», for every quantity up to 20."""
    half = (quantity + 1) // 2
    assert legal_after("perudo", f"{quantity}x3", f"{half}x1")
    assert half == 1 or not legal_after("perudo", f"{quantity}x3", f"{half - 1}x1")
    back = 2 * quantity + 1
    for face in (2, 6):
        assert legal_after("perudo", f"{quantity}x1", f"{back}x{face}")
        assert not legal_after("perudo", f"{quantity}x1", f"{back - 1}x{face}")

def test_house_rule_no_wild_ones_makes_one_the_lowest_face() -> None:
    """spec: Common core, «Without wild ones (house rule, ones-opened round, palifico), 1 is
    just the lowest face and only the normal raise applies (`3x6` -> `3x1` illegal, `4x1`
    legal)»."""
    options = {"wild_ones": False}
    assert not legal_after("perudo", "3x6", "3x1", options=options)
    assert legal_after("perudo", "3x6", "4x1", options=options)
    assert legal_after("perudo", "3x1", "3x2", options=options)
    assert verdict_after("perudo", "3x6", "3x1", options=options).reason == "not_a_raise"


def test_ones_opened_round_has_no_wild_ones() -> None:
    """seed 002 line 30: «if the first bid of a round is made on ones themselves (e.g., "two
    ones"), then ones are not wild for that entire round»."""
    assert legal_after("liars-dice", "2x1", "2x2")
    assert legal_after("liars-dice", "2x1 2x2", "3x1")
    assert not legal_after("liars-dice", "2x1 2x2", "2x1")


def test_ones_bid_later_in_the_round_keeps_ones_wild() -> None:
    """spec: Rule options, «`ones_opened_unwild` | true/false | if the round's opening bid is
    on ones, ones are not wild for that whole round» (only the opening bid counts)."""
    assert not legal_after("liars-dice", "4x3 2x1", "3x4")
    assert legal_after("liars-dice", "4x3 2x1", "5x4")


def test_ones_opened_round_stays_wild_when_the_option_is_off() -> None:
    """spec: Presets, perudo row (`ones_opened_unwild` no): «`perudo` | 001 | yes | no | allowed |
    no»."""
    assert not legal_after("perudo", "2x1", "2x2")
    assert legal_after("perudo", "2x1", "5x2")


# --- cap at dice in play ----------------------------------------------------------

def test_wango_caps_a_bid_at_the_dice_in_play() -> None:
    """seed 000 line 41: «Quantity cannot exceed all remaining dice»."""
    verdict = verdict_after("wango", "9x3", "11x3", dice=10)
    assert not verdict.legal and verdict.reason == "exceeds_dice_in_play"
    assert_bilingual(verdict.messages)
    assert legal_after("wango", "9x3", "10x3", dice=10)
    assert not legal_after("wango", "", "11x2", dice=10)


def test_uncapped_presets_allow_bids_above_the_dice_in_play() -> None:
    """spec: Rule options, «`cap_at_dice` | true/false | a bid's quantity may not exceed the
    dice in play» (off in perudo, liars-dice, dudo)."""
    for preset in ("perudo", "liars-dice", "dudo"):
        assert legal_after(preset, "9x3", "11x3", dice=10)


def test_three_ones_to_sixes_needs_seven_within_the_total_dice() -> None:
    """seed 000 line 62: «At least seven sixes are required, within the total dice»."""
    assert legal_after("wango", "3x1", "7x6", dice=7)
    assert not legal_after("wango", "3x1", "7x6", dice=6)
    assert minimums("wango", "3x1", dice=6) == {
        1: "4x1", 2: None, 3: None, 4: None, 5: None, 6: None}


# --- opening on ones ----------------------------------------------------------------

def test_dudo_round_cannot_open_on_aces_unless_the_opener_holds_one_die() -> None:
    """seed 004 line 6: «a round cannot open on aces unless the starter holds a single die»."""
    refused = verdict_after("dudo", "", "2x1", bidder_dice=3)
    assert not refused.legal and refused.reason == "ones_opening_forbidden"
    assert_bilingual(refused.messages)
    allowed = verdict_after("dudo", "", "2x1", bidder_dice=1)
    assert allowed.legal and allowed.reason == "opening_bid_ones_single_die"
    assert legal_after("dudo", "", "2x2", bidder_dice=3)


def test_dudo_allows_aces_after_the_opening_bid() -> None:
    """seed 004 line 8: «switching from a face to aces lets you halve the quantity»."""
    assert legal_after("dudo", "5x3", "3x1", bidder_dice=5)


# --- palifico ---------------------------------------------------------------------

@pytest.mark.parametrize("preset", ["perudo", "liars-dice"])
def test_palifico_locks_the_face_for_other_players(preset: str) -> None:
    """spec: Palifico, «the face is locked: every bid must keep the face of the standing bid
    and raise the quantity»."""
    locked = verdict_after(preset, "2x4", "3x5", palifico=True)
    assert not locked.legal and locked.reason == "face_locked"
    assert_bilingual(locked.messages)
    raised = verdict_after(preset, "2x4", "3x4", palifico=True)
    assert raised.legal and raised.reason == "palifico_raise"
    assert not legal_after(preset, "2x4", "2x4", palifico=True)
    assert not legal_after(preset, "2x4", "2x5", palifico=True)


@pytest.mark.parametrize("preset", ["perudo", "liars-dice"])
def test_palifico_rounds_have_no_wild_ones(preset: str) -> None:
    """spec: Palifico, «In it ones are not wild (1 is the lowest face)»."""
    ctx = context(preset, "2x3", palifico=True)
    assert minimum_raises(ctx)[1] is None
    assert not legal_after(preset, "2x3", "1x1", palifico=True)
    assert legal_after(preset, "", "2x1", palifico=True)
    assert legal_after(preset, "2x1", "3x1", palifico=True)


def test_palifico_owner_may_change_face_with_a_normal_raise_in_liars_dice() -> None:
    """spec: Palifico, «With `palifico_owner_may_change_face` the palifico player alone may
    instead make any normal raise, and the face of that new bid becomes the locked face»."""
    changed = verdict_after("liars-dice", "2x4 3x4", "3x5", palifico=True, owner=True)
    assert changed.legal and changed.reason == "palifico_owner_new_face"
    # The reason names the bid whose face becomes locked (a drill asks about a face no one bid).
    assert changed.messages["en"] == ("Legal: the palifico player may change the face, so 3x5 "
                                      "is allowed, and 5 is then the locked face.")
    assert "3个5" in changed.messages["zh"]
    assert legal_after("liars-dice", "2x4 3x4", "4x2", palifico=True, owner=True)
    assert not legal_after("liars-dice", "2x4 3x4", "3x3", palifico=True, owner=True)
    assert not legal_after("liars-dice", "2x4 3x4 3x5", "4x4", palifico=True)
    assert legal_after("liars-dice", "2x4 3x4 3x5", "4x5", palifico=True)


def test_palifico_owner_may_not_change_face_in_perudo() -> None:
    """seed 001 line 14: «the player makes an opening bid and their choice of die number
    cannot be changed»."""
    verdict = verdict_after("perudo", "2x4 3x4", "3x5", palifico=True, owner=True)
    assert not verdict.legal and verdict.reason == "face_locked"


@pytest.mark.parametrize("preset", ["wango", "wango-party", "dudo"])
def test_a_palifico_round_needs_rules_with_palifico(preset: str) -> None:
    """spec: Rule options, «`palifico` | true/false | palifico rounds exist»: with the option
    off there is no palifico round to judge a bid in (an error, not a locked-face answer)."""
    with pytest.raises(RulesError) as caught:
        BidContext(make_rules(preset), 10, palifico=True)
    assert caught.value.code == "palifico_round_not_in_rules"
    assert_bilingual(caught.value.messages)
    house = BidContext(make_rules(preset if preset != "wango-party" else "wango",
                                  {"palifico": True}), 10, palifico=True)
    assert judge_bid(house.after(Bid(2, 4)), Bid(2, 5)).reason == "face_locked"


# --- minimum raises -----------------------------------------------------------------

def test_minimum_raises_open_at_one_die_of_every_face() -> None:
    """spec: Common core, «A bid is a quantity and a face»: any opening bid, so 1 of each face."""
    assert minimums("perudo") == {f: f"1x{f}" for f in range(1, 7)}


def test_minimum_raises_after_a_face_bid_with_wild_ones() -> None:
    """spec: Common core, «non-one `q` -> ones: quantity >= ceil(q/2)» and the normal raise."""
    assert minimums("perudo", "5x4") == {
        1: "3x1", 2: "6x2", 3: "6x3", 4: "6x4", 5: "5x5", 6: "5x6"}


def test_minimum_raises_after_ones_with_wild_ones() -> None:
    """spec: Common core, «ones `q` -> non-one: quantity >= 2q+1»."""
    assert minimums("perudo", "4x1") == {
        1: "5x1", 2: "9x2", 3: "9x3", 4: "9x4", 5: "9x5", 6: "9x6"}


def test_minimum_raises_without_wild_ones() -> None:
    """spec: Common core, «1 is just the lowest face and only the normal raise applies»."""
    assert minimums("liars-dice", "2x1 2x4") == {
        1: "3x1", 2: "3x2", 3: "3x3", 4: "3x4", 5: "2x5", 6: "2x6"}


def test_minimum_raises_in_palifico_only_the_locked_face() -> None:
    """spec: Palifico, «every bid must keep the face of the standing bid and raise the quantity»."""
    assert minimums("perudo", "2x4", palifico=True) == {
        1: None, 2: None, 3: None, 4: "3x4", 5: None, 6: None}
    owner = minimums("liars-dice", "2x4", palifico=True, owner=True)
    assert owner == {1: "3x1", 2: "3x2", 3: "3x3", 4: "3x4", 5: "2x5", 6: "2x6"}


def test_minimum_raises_respect_the_cap() -> None:
    """spec: Rule options, «`cap_at_dice` | true/false | a bid's quantity may not exceed the
    dice in play»."""
    assert minimums("wango", "6x6", dice=6) == {
        1: "3x1", 2: None, 3: None, 4: None, 5: None, 6: None}


def test_minimum_raises_are_legal_and_one_less_is_not() -> None:
    """spec: Common core, every raise rule: each minimum is legal and is the least legal bid."""
    for preset in PRESETS:
        for history in ("", "3x2", "5x6", "2x1", "4x3 3x1", "9x5"):
            ctx = context(preset, history, dice=20, bidder_dice=2)
            for face, bid in minimum_raises(ctx).items():
                if bid is None:
                    assert not any(judge_bid(ctx, Bid(q, face)).legal for q in range(1, 21))
                    continue
                assert judge_bid(ctx, bid).legal
                assert not any(judge_bid(ctx, Bid(q, face)).legal for q in range(1, bid.quantity))
