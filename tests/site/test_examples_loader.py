"""Loading worked examples: good files load, bad ones fail with a message saying what is wrong.

Source: issue 3 "Checked examples" (round, expect, optional titles and notes).
"""

from __future__ import annotations

import pytest

from tutorial.checks.examples import ExampleError, parse_example
from tutorial.checks.verdicts import disagreements, judge

GOOD = """
title: {en: Six sixes, zh: 六个六}
note:
  en: Ones are wild.
  zh: >-
    一是万能的，
    桌上两个一都算。
step_notes:
  1: {en: The raise., zh: 加叫。}
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
    """A complete example loads with its expect, title and step notes.

    Source: issue 3, "Checked examples".
    """
    example = parse_example("six-sixes", "docs/examples/six-sixes.yml", GOOD)
    assert example.expect == {"count": 6, "bid_holds": True}
    assert example.title == {"en": "Six sixes", "zh": "六个六"}
    assert example.step_notes[1]["zh"] == "加叫。"


def test_folded_chinese_lines_join_without_a_space() -> None:
    """YAML folding leaves a space between two Chinese characters; the loader drops it.

    Source: issue 3, "Checked examples".
    """
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
    """Each malformed example is refused with a message saying what is wrong.

    Source: issue 3, "Checked examples".
    """
    with pytest.raises(ExampleError) as caught:
        parse_example("bad", "docs/examples/bad.yml", source)
    assert message in str(caught.value)


def test_example_ids_are_lower_case_slugs() -> None:
    """An example id that is not a lower-case slug is refused.

    Source: issue 3, "Checked examples".
    """
    with pytest.raises(ExampleError, match="lower-case letters"):
        parse_example("Six_Sixes", "x.yml", GOOD)


# --- review of bad input: what YAML lets through silently, and where the problem is -------

@pytest.mark.parametrize(("source", "message"), [
    ("round: {}\nexpect: {count: 1, count: 2}", "the key 'count' appears twice (first at line 2)"),
    ("round: {}\nexpect: {count: 1}\nround: {}", "the key 'round' appears twice (first at line 1)"),
    ("round: {}\nexpect:\n  count: 2024-01-01", "at line 3: 2024-01-01 reads as a date"),
    ("round: {}\nexpect: {eliminated: !!set {Ana}}", "at line 2: a set"),
    ("round: {}\nexpect: {winner: !!binary aGk=}", "at line 2: binary data"),
    ("round: {}\nexpect: {count: .nan}", "at line 2: .nan is not a number JSON can carry"),
])
def test_yaml_that_json_cannot_carry_or_that_says_a_key_twice_is_refused(
        source: str, message: str) -> None:
    """issue 3 "Checked examples": a malformed example fails with the file, the line and what
    is wrong, never silently keeping the last of two keys or crashing the JSON export."""
    with pytest.raises(ExampleError) as caught:
        parse_example("bad", "docs/examples/bad.yml", source)
    assert message in str(caught.value)


def test_a_step_note_after_the_last_action_is_refused() -> None:
    """issue 3: `step_notes: {N: {en, zh}}` is a note «for action N»: there must be one."""
    source = GOOD.replace("  1: {en: The raise., zh: 加叫。}", "  5: {en: The raise., zh: 加叫。}")
    with pytest.raises(ExampleError) as caught:
        parse_example("six-sixes", "x.yml", source)
    assert "step_notes key 5 is past the last action (1) (line 9)" in str(caught.value)


def test_shape_problems_name_the_line_of_the_example_file() -> None:
    """issue 3 "Checked examples": «a malformed example» names the file and the line."""
    cases = [
        (GOOD.replace("expect: {count: 6, bid_holds: true}",
                      "expect: {count: 6, bid_holds: true, cuont: 1}"), "(line 18)"),
        (GOOD.replace("title: {en: Six sixes, zh: 六个六}", "title: {en: Six sixes}"), "(line 2)"),
        (GOOD.replace("  en: Ones are wild.", "  en: ' '"), "(line 4)"),
        (GOOD.replace("step_notes:\n  1:", "step_notes:\n  -2:"), "(line 9)"),
    ]
    for source, line in cases:
        with pytest.raises(ExampleError) as caught:
            parse_example("six-sixes", "x.yml", source)
        assert str(caught.value).endswith(line), (str(caught.value), line)


def test_a_round_the_referee_refuses_names_the_line_of_the_culprit() -> None:
    """spec: The referee contract, «naming what is wrong»; issue 3: and where, in the file."""
    example = parse_example("six-sixes", "x.yml",
                            GOOD.replace("{name: Ben, dice: [6, 6, 1, 2, 5]}",
                                         "{name: Ben, dice: [6, 6, 1, 2, 7]}"))
    with pytest.raises(ExampleError) as caught:
        judge(example)
    assert "players[1].dice[4]" in str(caught.value) and str(caught.value).endswith("(line 14)")


def test_a_wrong_claim_names_the_line_of_the_claim() -> None:
    """issue 3 "Checked examples": a wrong expect value fails with the file and the line."""
    example = parse_example("six-sixes", "x.yml", GOOD.replace("count: 6", "count: 5"))
    assert disagreements(example, judge(example)) == [
        "expect.count = 5 but the engine says 6 (line 18)"]
