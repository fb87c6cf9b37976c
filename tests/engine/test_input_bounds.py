"""Every number, size and name that input carries is bounded, with a clear error.

Issue 14 («Bad input never crashes, hangs or lies»): party scores and quantities are held
to what a game can reach, the command line reads at most a stated size, and names echoed
in errors are cut and their hidden characters made visible.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from engine_support import assert_bilingual, context, transcript

from engine import MAX_QUANTITY, Bid, TranscriptError, judge_bid, minimum_raises, parse_bid
from engine.cli import MAX_INPUT_BYTES
from engine.echo import echo_number, echo_text
from engine.referee import referee, score_bound
from engine.rules import MAX_DICE_IN_PLAY
from engine.webapi import handle

ROOT = Path(__file__).resolve().parents[2]
HUGE = int("9" * 4300)  # the most digits Python reads; one more point cannot be written out


def _party(scores: dict[str, int], names: tuple[str, str] = ("Ana", "Ben")) -> dict[str, object]:
    table = dict.fromkeys(names, "12345")
    return transcript("wango-party", table, f"{names[0]} 2x2, {names[1]} dudo", scores=scores)


def test_a_party_score_past_what_a_game_reaches_is_refused_in_both_languages() -> None:
    """issue 14: «a party score with thousands of digits crashes the verdict's serialisation ...
    bound scores ... to what a game can reach, with a clear error». spec: «A pressured round
    transfers 3 points instead of 1»."""
    with pytest.raises(TranscriptError) as caught:
        referee(_party({"Ana": HUGE, "Ben": -HUGE}))
    assert caught.value.code == "invalid_number"
    assert_bilingual(caught.value.messages)
    assert "players[0].score" in caught.value.messages["en"]
    assert "…" in caught.value.messages["en"] and len(caught.value.messages["en"]) < 200


def test_the_web_facade_answers_a_huge_score_with_an_error_envelope() -> None:
    """issue 14: «in `engine.webapi.handle` (documented never to raise)». ARCHITECTURE: «a number
    of more than 20 digits cut with "…"»."""
    text = json.dumps({"transcript": _party({"Ana": 0, "Ben": 0})})
    text = text.replace('"score": 0', '"score": ' + "9" * 4300, 1)
    text = text.replace('"score": 0', '"score": -' + "9" * 4300, 1)
    envelope = json.loads(handle("referee", text))
    assert envelope["ok"] is False and envelope["error"]["code"] == "invalid_number"


def test_the_largest_reachable_party_score_is_still_judged() -> None:
    """spec: «A pressured round transfers 3 points instead of 1» and «N players play exactly
    2N rounds»: a score of 3 × 2N is reachable, one more is not."""
    bound = score_bound(2)
    assert bound == 3 * 2 * 2
    verdict = referee(_party({"Ana": bound, "Ben": -bound}))
    assert verdict["legal"] is True
    with pytest.raises(TranscriptError):
        referee(_party({"Ana": bound + 1, "Ben": -bound - 1}))


@pytest.mark.parametrize("history", ["99x6", "50x1", "101x6", "60x1", "101x1", "1x6 50x1"])
def test_every_minimum_raise_is_a_bid_the_parser_reads_back(history: str) -> None:
    """issue 14: «one rule for the largest quantity, used by parser, legality and suggestions (an
    uncapped table can legally need `2×50+1`)». ARCHITECTURE: «the one largest quantity: the
    parser reads no more, `judge_bid` refuses more (`quantity_above_limit`), so `minimum_raises`
    never suggests more»."""
    ctx = context("perudo", history, dice=MAX_DICE_IN_PLAY)
    for bid in minimum_raises(ctx).values():
        if bid is not None:
            assert parse_bid(str(bid)) == bid and judge_bid(ctx, bid).legal


def test_the_largest_quantity_is_twice_the_largest_table_and_one_more() -> None:
    """issue 14: «an uncapped table can legally need `2×50+1`»; spec: «ones `q` -> non-one:
    quantity >= 2q+1»."""
    assert MAX_QUANTITY == 2 * MAX_DICE_IN_PLAY + 1
    after_all_ones = minimum_raises(context("perudo", f"{MAX_DICE_IN_PLAY}x1",
                                            dice=MAX_DICE_IN_PLAY))
    assert str(after_all_ones[2]) == f"{MAX_QUANTITY}x2"
    past = minimum_raises(context("perudo", f"{MAX_DICE_IN_PLAY + 1}x1", dice=MAX_DICE_IN_PLAY))
    assert [face for face, bid in past.items() if bid is not None] == [1]


def test_a_bid_past_the_largest_quantity_is_illegal_with_a_reason() -> None:
    """issue 14: «`minimum_raises` suggests bids above the parser's quantity limit (`100x2` after
    `99x6` with no cap), which the checker then refuses as malformed». ARCHITECTURE: «the one
    largest quantity: the parser reads no more, `judge_bid` refuses more
    (`quantity_above_limit`), so `minimum_raises` never suggests more»."""
    verdict = judge_bid(context("perudo", "60x1", dice=MAX_DICE_IN_PLAY), Bid(121, 2))
    assert (verdict.legal, verdict.reason) == (False, "quantity_above_limit")
    assert_bilingual(verdict.messages)


@pytest.mark.parametrize("source", ["file", "stdin"])
def test_the_cli_refuses_input_past_its_size_limit_with_exit_two(source: str,
                                                                 tmp_path: Path) -> None:
    """issue 14: «The CLI reads stdin and files without a size limit (`referee /dev/zero` grows
    without bound): refuse input past a stated size with exit 2». spec: «2 for a malformed
    transcript (with a one-line error on stderr naming what is wrong)»."""
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (MAX_INPUT_BYTES + 1))
    argv = [sys.executable, "-m", "engine", "--lang", "zh", "referee"]
    done = subprocess.run(argv + ([str(big)] if source == "file" else []), cwd=ROOT,
                          input=b"" if source == "file" else big.read_bytes(),
                          capture_output=True, timeout=60, check=False)
    err = done.stderr.decode("utf-8")
    assert (done.returncode, done.stdout, err.count("\n")) == (2, b"", 1)
    assert str(MAX_INPUT_BYTES) in err and "字节" in err


def test_referee_on_dev_zero_stops_with_exit_two() -> None:
    """issue 14: «`referee /dev/zero` grows without bound». spec: «2 for a malformed transcript
    (with a one-line error on stderr naming what is wrong)»."""
    done = subprocess.run([sys.executable, "-m", "engine", "referee", "/dev/zero"], cwd=ROOT,
                          capture_output=True, timeout=60, check=False)
    assert done.returncode == 2 and b"Traceback" not in done.stderr


def test_a_player_name_in_an_error_is_cut_and_its_hidden_characters_shown() -> None:
    """issue 14: «Player names in error messages are printed whole and raw: cut them and escape
    control and bidi characters». ARCHITECTURE: «a name or value cut to 40 characters with
    control and bidi characters escaped»."""
    name = "Eve\u202e\x1b[31m\n" * 200
    with pytest.raises(TranscriptError) as caught:
        referee({"rules": "wango", "actions": [],
                 "players": [{"name": name, "dice": [1]}, {"name": name, "dice": [2]}]})
    for text in caught.value.messages.values():
        assert "\u202e" not in text and "\x1b" not in text and "\n" not in text
        assert "\\u202e" in text and len(text) < 200


@pytest.mark.parametrize("value", [0, 7, -12, 10**19, 10**5000, -(10**5000)],
                         ids=["zero", "seven", "minus-12", "20-digits", "5001-digits",
                              "minus-5001-digits"])
def test_a_number_echoed_in_a_message_is_at_most_twenty_digits(value: int) -> None:
    """issue 14: «bound scores (and every other number a transcript carries)». ARCHITECTURE: «a
    number of more than 20 digits cut with "…"»."""
    shown = echo_number(value)
    digits = shown.lstrip("-").rstrip("…")
    assert len(digits) <= 20 and digits.isdigit()
    if abs(value) < 10**20:
        assert shown == str(value)
    else:
        scale = 10 ** (abs(value).bit_length() * 3 // 10 - 20)
        while abs(value) // scale >= 10**20:
            scale *= 10
        assert shown.endswith("…") and int(digits) == abs(value) // scale


def test_echoed_text_keeps_short_plain_names_as_they_are() -> None:
    """issue 14: «cut them and escape control and bidi characters» (and nothing else).
    ARCHITECTURE: «a name or value cut to 40 characters with control and bidi characters
    escaped»."""
    assert echo_text("Ana") == "Ana" and echo_text("小明") == "小明"
    assert echo_text("a" * 41) == "a" * 39 + "…"
