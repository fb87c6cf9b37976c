"""The message catalogue: every code in both languages, each written as that language is."""

from __future__ import annotations

import string

import pytest

from engine.messages import CATALOGUE, LANGUAGES, message


@pytest.mark.parametrize("code", sorted(CATALOGUE))
def test_every_message_exists_in_english_and_chinese(code: str) -> None:
    """issue 2: a bad bid «raises a parse error whose message exists in English and Chinese»;
    spec: every `message` «has non-empty English and Chinese text»."""
    texts = CATALOGUE[code]
    assert set(texts) == set(LANGUAGES)
    fields = [{name for _, name, _, _ in string.Formatter().parse(texts[lang]) if name}
              for lang in LANGUAGES]
    assert fields[0] == fields[1], "both languages take the same parameters"


@pytest.mark.parametrize("code", sorted(CATALOGUE))
def test_chinese_messages_use_full_width_punctuation(code: str) -> None:
    """issue 2: messages in «English and Chinese»: natural Chinese uses full-width , : ; ! ? ( )."""
    text = CATALOGUE[code]["zh"]
    for mark in ",:;!?()":
        assert mark not in text, f"{code}: ASCII {mark!r} in {text!r}"


def test_a_field_named_in_chinese_sits_against_the_chinese_that_follows_it() -> None:
    """issue 2: natural Chinese: no space between two Han characters (这一步写的, not
    这一步 写的), while a technical name or a number keeps its space (actions[0] 写的)."""
    named = {"en": "this step", "zh": "这一步"}
    assert message("unknown_player", "zh", where=named, name="Zed") == "这一步写的“Zed”不在桌上。"
    assert message("unknown_player", "zh", where="actions[0]", name="Zed").startswith(
        "actions[0] 写的")
    assert message("unknown_player", "en", where=named, name="Zed").startswith("this step names")
    dice = {"en": "Dice in play", "zh": "场上骰子数"}
    assert message("invalid_number", "zh", where=dice, minimum=2, maximum=50, value="4") == (
        "场上骰子数必须是 2 到 50 之间的整数，不能是“4”。")


def test_a_value_the_reader_typed_is_echoed_unchanged_in_chinese() -> None:
    """issue 2: a bad input's error quotes it as typed; only the template's own spaces move."""
    dice = {"en": "Dice in play", "zh": "场上骰子数"}
    text = message("invalid_number", "zh", where=dice, minimum=2, maximum=50, value="三 个")
    assert "“三 个”" in text
