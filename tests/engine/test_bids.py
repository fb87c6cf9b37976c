"""Reading and writing bids: every accepted spelling, and clear bilingual errors for bad text."""

from __future__ import annotations

import pytest
from engine_support import assert_bilingual
from hypothesis import given
from hypothesis import strategies as st

from engine import MAX_QUANTITY, Bid, BidParseError, format_bid, localized_bid, parse_bid

FIVE_THREES = [
    "5x3", "5×3", "5 threes", "five threes", "5个3", "五个三", "5个三",
    "5X3", " 5 x 3 ", "５x３", "5*3", "Five Threes", "5个3点", "five 3s", "5 three's",
    "5 trenes",
]


@pytest.mark.parametrize("text", FIVE_THREES)
def test_every_accepted_spelling_of_five_threes(text: str) -> None:
    """issue 2: «accept `5×3`, `5 threes`, `five threes`, `5个3`, `五个三` and `5个三`».

    spec: Common core, «canonical text `QxF` (`5x3` = "five threes")».
    """
    assert parse_bid(text) == Bid(5, 3)


@pytest.mark.parametrize(("text", "bid"), [
    ("four aces", Bid(4, 1)),
    ("3 balas", Bid(3, 1)),
    ("a six", Bid(1, 6)),
    ("one six", Bid(1, 6)),
    ("twenty-one fours", Bid(21, 4)),
    ("十个六", Bid(10, 6)),
    ("两个二", Bid(2, 2)),
    ("九十九个六", Bid(99, 6)),
    ("3个一", Bid(3, 1)),
    ("seven sixes", Bid(7, 6)),
])
def test_face_names_aces_and_chinese_numerals(text: str, bid: Bid) -> None:
    """seed 004 line 4: «Traditional names: 1 is the ace (or bala)».

    seed 003 line 88: «5个六可转3个一».
    """
    assert parse_bid(text) == bid


@pytest.mark.parametrize(("text", "code"), [
    ("0x7", "bid_quantity_zero"),
    ("102x3", "bid_quantity_out_of_range"),
    ("9999x2", "bid_quantity_out_of_range"),
    ("seven", "bid_unreadable"),
    ("", "bid_empty"),
    ("   ", "bid_empty"),
    ("5x7", "bid_face_out_of_range"),
    ("5x0", "bid_face_out_of_range"),
    ("garbage", "bid_unreadable"),
    ("x3", "bid_unreadable"),
    ("5x", "bid_unreadable"),
    ("5 sevens", "bid_unreadable"),
    ("十十个三", "bid_unreadable"),
    ("一百个三", "bid_unreadable"),
    ("5x3x2", "bid_unreadable"),
    ("-5x3", "bid_unreadable"),
])
def test_bad_text_raises_bid_parse_error_in_both_languages(text: str, code: str) -> None:
    """issue 2: «Bad text raises a parse error whose message exists in English and Chinese»."""
    with pytest.raises(BidParseError) as caught:
        parse_bid(text)
    assert caught.value.code == code
    assert_bilingual(caught.value.messages)


@pytest.mark.parametrize("value", [None, 53, 5.3, ["5x3"], b"5x3"])
def test_a_non_string_is_not_a_bid(value: object) -> None:
    """issue 2: «Bad text raises a parse error» (here: not even text)."""
    with pytest.raises(BidParseError) as caught:
        parse_bid(value)  # type: ignore[arg-type]
    assert_bilingual(caught.value.messages)


def test_long_garbage_is_shortened_in_the_message() -> None:
    """issue 2: errors stay one readable line, even for a pasted paragraph."""
    with pytest.raises(BidParseError) as caught:
        parse_bid("nonsense " * 50)
    assert len(caught.value.messages["en"]) < 200


def test_format_bid_in_code_english_and_chinese() -> None:
    """spec: Common core, «canonical text `QxF` (`5x3` = "five threes")»."""
    assert format_bid(Bid(5, 3)) == "5x3"
    assert str(Bid(5, 3)) == "5x3"
    assert format_bid(Bid(5, 3), "en") == "5 threes"
    assert format_bid(Bid(1, 6), "en") == "1 six"
    assert format_bid(Bid(5, 3), "zh") == "5个3"
    assert localized_bid(Bid(4, 1)) == {"en": "4x1", "zh": "4个1"}


@given(st.integers(1, MAX_QUANTITY), st.integers(1, 6), st.sampled_from(["code", "en", "zh"]))
def test_every_formatted_bid_parses_back(quantity: int, face: int, lang: str) -> None:
    """spec: Common core, «canonical text `QxF`»: writing then reading a bid is the identity."""
    bid = Bid(quantity, face)
    assert parse_bid(format_bid(bid, lang)) == bid
