"""The message catalogue: every code in both languages, each written as that language is."""

from __future__ import annotations

import string

import pytest

from engine.messages import CATALOGUE, LANGUAGES


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
    """issue 2: messages in «English and Chinese»: natural Chinese uses full-width , : ; ( )."""
    text = CATALOGUE[code]["zh"]
    for mark in ",:;()":
        assert mark not in text, f"{code}: ASCII {mark!r} in {text!r}"
