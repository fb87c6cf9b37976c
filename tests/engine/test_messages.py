"""The message catalogue: every code in both languages, each written as that language is."""

from __future__ import annotations

import ast
import json
import re
import string
from pathlib import Path

import pytest

from engine.messages import CATALOGUE, LANGUAGES, PHRASES, message
from engine.webapi import handle


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


PARTS = PHRASES


@pytest.mark.parametrize("key", sorted(PARTS))
def test_every_part_of_a_message_exists_in_english_and_chinese(key: str) -> None:
    """spec: every `message` «has non-empty English and Chinese text», the field names,
    expected values and reasons put into a message included."""
    texts = PARTS[key]
    assert set(texts) == set(LANGUAGES) and all(texts.values())
    fields = [{name for _, name, _, _ in string.Formatter().parse(texts[lang]) if name}
              for lang in LANGUAGES]
    assert fields[0] == fields[1], "both languages take the same parameters"
    for mark in ",:;!?()":
        assert mark not in texts["zh"], f"{key}: ASCII {mark!r} in {texts['zh']!r}"


ENGINE = Path(__file__).resolve().parents[2] / "engine"
# bids.py reads Chinese bids (五个三), so its number and face words are vocabulary, not text.
VOCABULARY = {"bids.py"}


def _chinese_strings(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef)
                  and node.body and isinstance(node.body[0], ast.Expr)}
    return [node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in docstrings and re.search("[\u4e00-\u9fff]", node.value)]


@pytest.mark.parametrize("path", sorted(ENGINE.rglob("*.py")), ids=lambda p: p.name)
def test_chinese_text_lives_only_in_the_catalogue(path: Path) -> None:
    """ARCHITECTURE: `engine/messages.py` is «the en/zh message catalogue»: no other
    engine module writes a Chinese string of its own (field names and reasons included)."""
    if path.name in {"messages.py", *VOCABULARY}:
        return
    assert _chinese_strings(path) == [], path


ENGINE_CODE = "\n".join(p.read_text(encoding="utf-8") for p in sorted(ENGINE.rglob("*.py"))
                        if p.name != "messages.py")
# Phrase families whose key the engine builds from a name: f"field.{field}", f"json.{detail}",
# f"type.{kind}".
BUILT_PHRASES = ("field.", "json.", "type.")
# Keys the review's words build from the game's currency and a round's cause (engine/review/
# luck.py: f"review_{unit}_none", f"review_{unit}_lost", f"review.cause.{cause}",
# f"{unit}.one", f"unit.{unit}").
BUILT_KEYS = re.compile(r"review_(dice|points|penalties)_(none|lost)|review\.cause\.\w+"
                        r"|(dice|points|penalties)\.(one|many)|unit\.(dice|points|penalties)")


def _named(key: str) -> bool:
    return re.search(f"[\"']{re.escape(key)}[\"']", ENGINE_CODE) is not None


def test_every_message_and_phrase_is_used_by_the_engine() -> None:
    """ARCHITECTURE: messages are «keyed by stable snake_case reason codes»: each code and
    phrase is named by some engine module (a built phrase by its name), so none is dead."""
    unused = [key for key in (*CATALOGUE, *PHRASES)
              if not _named(key) and not BUILT_KEYS.fullmatch(key)
              and not (key.startswith(BUILT_PHRASES) and _named(key.split(".", 1)[1]))]
    assert unused == []


ONE_DIE_OUTCOMES = ("dudo_bid_holds", "dudo_bid_fails", "stake_holds", "stake_fails",
                    "calza_right_regains", "calza_right_bidder_loses", "calza_wrong")


@pytest.mark.parametrize("code", ONE_DIE_OUTCOMES)
def test_an_outcome_with_a_count_of_one_reads_as_english(code: str) -> None:
    """issue 2: messages in «English and Chinese», written as each language is: a count of 1
    (3x5 against the dice 2 3 and 4 5 counts one five) reads without “1 dice count”."""
    params = {"count": 1, "bid": "3x5", "loser": "Ana", "lost": "one die", "paid": "1 penalty",
              "why": "a plain 开 puts 1 at stake", "caller": "Ben"}
    text = message(code, "en", **params)
    assert "The count for 3x5 is" in text
    assert not re.search(r"\b1 (dice|ones)\b", text), text


def test_switching_to_ones_with_a_minimum_of_one_reads_as_english() -> None:
    """spec: «non-one `q` -> ones: quantity >= ceil(q/2)», so after 1x5 one 1 is enough;
    issue 2: messages in natural «English», so no “at least 1 ones”."""
    answer = json.loads(handle("check", json.dumps(
        {"rules": "perudo", "dice_in_play": 4, "history": "1x5", "bid": "1x1"})))
    assert answer["result"]["reason"] == "to_ones"
    english = answer["result"]["message"]["en"]
    assert english == "Legal: switching from 1x5 to ones needs a quantity of at least 1."
