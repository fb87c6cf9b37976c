"""Loading worked examples: good files load, bad ones fail with a message saying what is wrong.

Source: issue 3 "Checked examples" (round, expect, optional titles and notes).
"""

from __future__ import annotations

import pytest

from tutorial.examples import ExampleError, parse_example

GOOD = """
title: {en: Six sixes, zh: 六个六}
note:
  en: Ones are wild.
  zh: >-
    一是万能的，
    桌上两个一都算。
step_notes:
  2: {en: The raise., zh: 加叫。}
round:
  rules: wango
  players:
    - {name: Ana, dice: [6, 6, 1, 3, 4]}
    - {name: Ben, dice: [6, 6, 1, 2, 5]}
  actions:
    - {player: Ana, bid: 6x6}
    - {player: Ben, call: dudo}
expect: {count: 6, bid_holds: true}
"""


def test_a_complete_example_loads() -> None:
    example = parse_example("six-sixes", "docs/examples/six-sixes.yml", GOOD)
    assert example.expect == {"count": 6, "bid_holds": True}
    assert example.title == {"en": "Six sixes", "zh": "六个六"}
    assert example.step_notes[2]["zh"] == "加叫。"


def test_folded_chinese_lines_join_without_a_space() -> None:
    """YAML folding leaves a space between two Chinese characters; the loader drops it."""
    example = parse_example("six-sixes", "x.yml", GOOD)
    assert example.note is not None
    assert example.note["zh"] == "一是万能的，桌上两个一都算。"


@pytest.mark.parametrize(("source", "message"), [
    ("round: [unclosed", "is not valid YAML at line"),
    ("- a list", "must be a YAML mapping"),
    ("expect: {count: 1}", "is missing the key round"),
    ("round: {}", "is missing the key expect"),
    ("round: {}\nexpect: {}", "expect must be a non-empty mapping"),
    ("round: {}\nexpect: {cuont: 1}", "unknown expect key(s) cuont"),
    ("round: {}\nexpect: {count: 1}\nextra: 1", "unknown key(s) extra"),
    ("round: []\nexpect: {count: 1}", "round must be a referee transcript"),
    ("round: {}\nexpect: {legal: false}", "needs reason: CODE"),
    ("round: {}\nexpect: {reason: face_locked}", "only go with legal: false"),
    ("round: {}\nexpect: {count: 1}\ntitle: {en: Only English}", "exactly the keys en, zh"),
    ("round: {}\nexpect: {count: 1}\nnote: {en: '', zh: 空}", "note.en must be non-empty"),
    ("round: {}\nexpect: {count: 1}\nstep_notes: {x: {en: a, zh: b}}", "action number"),
])
def test_malformed_examples_are_refused_with_a_reason(source: str, message: str) -> None:
    with pytest.raises(ExampleError) as caught:
        parse_example("bad", "docs/examples/bad.yml", source)
    assert message in str(caught.value)


def test_example_ids_are_lower_case_slugs() -> None:
    with pytest.raises(ExampleError, match="lower-case letters"):
        parse_example("Six_Sixes", "x.yml", GOOD)
