"""JSON text from readers (the referee's transcripts, the widgets' arguments): anything that is
not plain, unambiguous JSON is a ``malformed_json`` error in English and Chinese.

Review of bad input: a number too long for Python's int conversion, a lone UTF-16 surrogate
and a key written twice used to get past the reader (a traceback, or a silently chosen value).
"""

from __future__ import annotations

import io
import json

import pytest
from engine_support import assert_bilingual, transcript

from engine.cli import main
from engine.errors import EngineError, TranscriptError
from engine.jsontext import load_json
from engine.referee import referee_json
from engine.webapi import handle

ROUND = transcript("wango", {"Ana": "16623", "Ben": "14655"}, "Ana 5x6, Ben dudo")


def _round_text(**replace: str) -> str:
    text = json.dumps(ROUND, ensure_ascii=False)
    for old, new in replace.items():
        assert old in text
        text = text.replace(old, new, 1)
    return text


HUGE = "9" * 5000
BAD_TEXTS = {
    "a number longer than int() converts": _round_text(**{"[1, 6, 6, 2, 3]": f"[1, {HUGE}]"}),
    "a lone surrogate in a name": _round_text(**{'"Ana"': '"\\ud800"'}),
    "a lone low surrogate": _round_text(**{'"Ben"': '"B\\udcffen"'}),
    "the rules written twice": _round_text(**{'{"rules": "wango"': '{"rules": "perudo", '
                                                                  '"rules": "wango"'}),
    "a player's dice written twice": _round_text(
        **{'"dice": [1, 6, 6, 2, 3]': '"dice": [1, 6, 6, 2, 3], "dice": [6, 6, 6, 6, 6]'}),
}


@pytest.mark.parametrize("text", BAD_TEXTS.values(), ids=BAD_TEXTS.keys())
def test_text_that_is_not_plain_json_is_malformed_json(text: str) -> None:
    """issue 2: «The result is always a parse or validation error with a message, never
    another exception» (and never a value silently picked from two)."""
    with pytest.raises(EngineError) as caught:
        load_json(text)
    assert caught.value.code == "malformed_json"
    assert_bilingual(caught.value.messages)
    with pytest.raises(TranscriptError):
        referee_json(text)


def test_the_duplicate_key_is_named() -> None:
    """spec: The referee contract, «a one-line error on stderr naming what is wrong»."""
    with pytest.raises(EngineError) as caught:
        load_json(BAD_TEXTS["a player's dice written twice"])
    assert "“dice”" in caught.value.message("en") and "“dice”" in caught.value.message("zh")


def test_a_paired_surrogate_escape_is_a_real_character() -> None:
    """issue 2: bad input is refused, good input is not: an escaped emoji is one character."""
    assert load_json('"\\ud83c\\udfb2"') == "\U0001f3b2"


@pytest.mark.parametrize("text", BAD_TEXTS.values(), ids=BAD_TEXTS.keys())
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_cli_referee_refuses_it_in_one_line(text: str, lang: str) -> None:
    """spec: The referee contract, «2 for a malformed transcript (with a one-line error on
    stderr naming what is wrong)»."""
    out, err = io.StringIO(), io.StringIO()
    status = main(["--lang", lang, "referee"], stdin=io.StringIO(text), stdout=out, stderr=err)
    assert (status, out.getvalue()) == (2, "")
    assert err.getvalue().startswith("error: ") and err.getvalue().count("\n") == 1
    assert ("JSON" in err.getvalue()) and (("有效" in err.getvalue()) == (lang == "zh"))


@pytest.mark.parametrize("text", [
    '{"bid": "3x4", "unseen": ' + HUGE + "}",
    '{"bid": "\\ud800", "unseen": 3}',
    '{"bid": "3x4", "unseen": 3, "unseen": 30}',
])
def test_the_widget_facade_answers_with_an_error_envelope(text: str) -> None:
    """ARCHITECTURE: the facade's «errors name the field, in en/zh» (never an exception)."""
    envelope = json.loads(handle("odds", text))
    assert envelope["ok"] is False and envelope["error"]["code"] == "malformed_json"
    assert_bilingual(envelope["error"]["message"])
