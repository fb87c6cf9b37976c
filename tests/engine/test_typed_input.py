"""Counts and dice lists typed by a person: read alike by the CLI and the browser facade.

Both ``engine/cli.py`` and ``engine/webapi/args.py`` read them with
``engine/typed_input.py``; only the name of the field in the error differs.
"""

from __future__ import annotations

import io

import pytest

from engine.cli import main
from engine.errors import EngineError
from engine.messages import message
from engine.typed_input import dice_parts, number_error, read_dice, read_whole_number
from engine.webapi.args import Args, ArgumentError


@pytest.mark.parametrize(("raw", "value"), [
    ("10", 10), (" 7 ", 7), (2, 2), (50, 50), ("02", 2),
])
def test_a_whole_number_in_range_is_read(raw: object, value: int) -> None:
    """issue 2: «gives a one-line error on stderr with exit 2 for bad input» — so only
    a plain whole number in range is a number."""
    assert read_whole_number(raw, 2, 50) == value


@pytest.mark.parametrize("raw", [
    "1_0", "+5", "-3", "٥", "５", "5.0", "1e1", "0x7", "seven", "", "  ", None, True, 5.0,
    [5], "1", 51, 1, "9" * 5000, " " + "9" * 4301,
])
def test_anything_else_is_not_a_number_rather_than_a_guess(raw: object) -> None:
    """issue 2: «one-line error ... for bad input. Never a traceback»: Python's int() would
    take ``1_0``, ``+5`` and ``٥`` (Arabic-Indic five); the readers do not guess."""
    assert read_whole_number(raw, 2, 50) is None


@pytest.mark.parametrize(("raw", "dice"), [
    ("1 3 3 5 6", (1, 3, 3, 5, 6)), ("1,3, 6", (1, 3, 6)), ("", ()), ([2, "4"], (2, 4)),
])
def test_a_dice_list_is_up_to_five_faces(raw: object, dice: tuple[int, ...]) -> None:
    """issue 2: «`odds BID --unseen N [--own "1 3 3 5 6"] [--no-wild]`»: own dice as
    faces separated by spaces or commas."""
    assert read_dice(dice_parts(raw), 5) == dice


@pytest.mark.parametrize("raw", ["1 7", "0", "1 2 3 4 5 6", "one", "1.0", "١", [1, 9]])
def test_a_dice_list_with_a_bad_face_or_too_many_dice_is_refused(raw: object) -> None:
    """issue 2: «one-line error ... for bad input»: no face outside 1-6, at most five dice."""
    assert read_dice(dice_parts(raw), 5) is None


@pytest.mark.parametrize("dice_in_play", ["1_0", "+10", "٥", "9" * 5000])
def test_the_cli_and_the_facade_refuse_the_same_numbers(dice_in_play: str) -> None:
    """issue 2: «exit 2 for bad input»: the CLI (flag named) and the widget facade (field
    named, in en and zh) refuse the same text with the same reason code."""
    err = io.StringIO()
    status = main(["check", "3x3", "--rules", "wango", "--dice-in-play", dice_in_play],
                  stdin=io.StringIO(), stdout=io.StringIO(), stderr=err)
    assert status == 2 and "--dice-in-play" in err.getvalue()
    with pytest.raises(ArgumentError) as caught:
        Args({"dice_in_play": dice_in_play}).number("dice_in_play", 2, 50)
    assert caught.value.code == "invalid_number" and caught.value.field == "dice_in_play"


def test_the_cli_and_the_facade_refuse_the_same_dice_lists() -> None:
    """issue 2: «exit 2 for bad input»: ``--own`` and the "your dice" field agree."""
    err = io.StringIO()
    status = main(["odds", "3x3", "--unseen", "5", "--own", "1 7"],
                  stdin=io.StringIO(), stdout=io.StringIO(), stderr=err)
    assert status == 2 and "--own" in err.getvalue()
    with pytest.raises(EngineError) as caught:
        Args({"own": "1 7"}).dice("own")
    assert caught.value.code == "invalid_dice_list"


@pytest.mark.parametrize(("raw", "code"), [
    (None, "number_empty"), ("", "number_empty"), ("   ", "number_empty"),
    ("lots", "invalid_number"), ("0", "invalid_number"), (" 1e3 ", "invalid_number"),
])
def test_an_empty_count_asks_for_a_number_rather_than_quoting_nothing(raw: object,
                                                                    code: str) -> None:
    """issue 2: a clear error for bad input, in the reader's language: an empty field says
    it is empty (not «…not “”»), anything else typed is quoted back."""
    assert number_error(raw) == code
    with pytest.raises(ArgumentError) as caught:
        Args({"dice_in_play": raw}).number("dice_in_play", 2, 50)
    assert caught.value.code == code and caught.value.field == "dice_in_play"
    err = io.StringIO()
    text = raw if isinstance(raw, str) else ""
    status = main(["--lang", "zh", "check", "3x3", "--rules", "wango", "--dice-in-play", text],
                  stdin=io.StringIO(), stdout=io.StringIO(), stderr=err)
    shown = "还没有填" if code == "number_empty" else f"不能是“{text}”"
    assert status == 2 and "--dice-in-play" in err.getvalue() and shown in err.getvalue()


def test_the_empty_count_message_reads_naturally_in_both_languages() -> None:
    """issue 2: messages in English and Chinese; the field is named as the form names it."""
    where = {"en": "Dice in play", "zh": "场上骰子数"}
    assert message("number_empty", "en", where=where, minimum=2, maximum=50) == (
        "Dice in play is empty: enter a whole number from 2 to 50.")
    assert message("number_empty", "zh", where=where, minimum=2, maximum=50) == (
        "场上骰子数还没有填：请填 2 到 50 之间的整数。")
