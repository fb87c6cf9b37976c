"""The build's en/zh catalogue: same keys and placeholders in both languages."""

from __future__ import annotations

import string

from tutorial.catalogue import LANGS, MESSAGES, bid_words


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_both_languages_have_the_same_keys_and_placeholders() -> None:
    """Every build text exists in en and zh, with the same {placeholders}.

    Source: ARCHITECTURE.md, «labels in `tutorial/catalogue.py`».
    """
    assert set(MESSAGES) == set(LANGS)
    assert MESSAGES["en"].keys() == MESSAGES["zh"].keys()
    for key, english in MESSAGES["en"].items():
        assert _fields(english) == _fields(MESSAGES["zh"][key]), key


def test_bids_read_naturally_in_each_language() -> None:
    """Bids read as each language writes them: five threes, one six, 14 twos; 5个六.

    Source: ARCHITECTURE.md, «labels in `tutorial/catalogue.py`».
    """
    assert bid_words("en", 5, 3) == "five threes"
    assert bid_words("en", 1, 6) == "one six"
    assert bid_words("en", 14, 2) == "14 twos"
    assert bid_words("zh", 5, 6) == "5个六"
