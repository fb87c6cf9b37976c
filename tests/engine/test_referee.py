"""The referee contract: verdict format, key order, and every way a transcript is malformed."""

from __future__ import annotations

import copy
import json
import re
from typing import Any

import pytest
from engine_support import assert_bilingual, transcript

from engine import TranscriptError, referee_json
from engine.referee import referee
from tests.source_documents import SPEC

SPEC_TEXT = SPEC.read_text(encoding="utf-8")
SPEC_BLOCKS = [json.loads(block) for block in re.findall(r"```json\n(.*?)```", SPEC_TEXT, re.S)]
GOOD = transcript("perudo", {"Ana": "13356", "Ben": "26", "Cai": "1445"},
                  "Ana 3x3, Ben 4x3, Cai dudo")


def test_the_spec_example_transcript_is_judged() -> None:
    """spec: The referee contract, «`score` and `pressure_left` only for party mode» and
    «optionally `"pressure": true` (party mode)»: the example's pressure is illegal in
    liars-dice."""
    example = SPEC_BLOCKS[0]
    verdict = referee(example)
    assert verdict["legal"] is False
    assert verdict["error"]["action"] == 1
    assert verdict["error"]["reason"] == "pressure_not_in_rules"
    without = copy.deepcopy(example)
    del without["actions"][1]["pressure"]
    outcome = referee(without)["outcome"]
    assert outcome["wild_ones"] is False  # a palifico round
    assert (outcome["bid"], outcome["count"], outcome["loser"]) == ("4x3", 2, "Ben")
    assert outcome["dice_after"] == {"Ana": 5, "Ben": 1, "Cai": 0}


def test_verdict_keys_in_the_spec_order() -> None:
    """spec: The referee contract, «Verdict:» (`legal`, `error`, `outcome`, and the outcome's
    keys in the order the spec shows)."""
    illegal_example, legal_example = SPEC_BLOCKS[1], SPEC_BLOCKS[2]
    verdict = referee(GOOD)
    assert list(verdict) == list(legal_example) == ["legal", "error", "outcome"]
    assert list(verdict["outcome"]) == list(legal_example["outcome"])
    bad = referee(transcript("perudo", {"Ana": "1", "Ben": "2"}, "Ana 3x3, Ben 2x3"))
    assert list(bad) == list(illegal_example)
    assert list(bad["error"]) == list(illegal_example["error"]) == ["action", "reason", "message"]
    assert bad["outcome"] is None


def test_legal_round_without_a_call_has_no_outcome() -> None:
    """spec: The referee contract, «A transcript that ends without a call is judged for legality
    only (`outcome: null`)»."""
    assert referee(transcript("wango", {"Ana": "1", "Ben": "2"}, "Ana 1x3, Ben 2x3")) == {
        "legal": True, "error": None, "outcome": None}
    assert referee(transcript("wango", {"Ana": "1", "Ben": "2"}))["legal"] is True


def test_error_names_the_first_illegal_action_by_zero_based_index() -> None:
    """spec: The referee contract, «`error.action` is the 0-based index of the first illegal
    action; `reason` is a stable snake_case code; `message` has non-empty English and Chinese
    text»."""
    verdict = referee(transcript("wango", {"Ana": "1", "Ben": "2"},
                                 "Ana 1x3, Ben 1x2, Ana 1x1, Ben dudo"))
    error = verdict["error"]
    assert error["action"] == 1 and re.fullmatch(r"[a-z]+(_[a-z]+)*", error["reason"])
    assert_bilingual(error["message"])


def test_referee_json_is_canonical_text() -> None:
    """ARCHITECTURE: «Verdict JSON is serialised with `json.dumps(verdict, ensure_ascii=False)`»."""
    text = referee_json(json.dumps(GOOD))
    assert text == json.dumps(referee(GOOD), ensure_ascii=False)
    chinese = referee_json(json.dumps(transcript("wango", {"Ana": "1", "Ben": "2"},
                                                 "Ana 1x3, Ben 1x2")))
    assert "不合法" in chinese


def test_informative_outcome_key_is_ignored() -> None:
    """issue 2: «Each round is a transcript in the referee format, with that round's real dice
    and its "outcome"»: the referee accepts and ignores a recorded outcome."""
    recorded = dict(GOOD, outcome={"anything": 1})
    assert referee(recorded) == referee(GOOD)


def _with(path: str, value: Any) -> dict[str, Any]:
    data = copy.deepcopy(GOOD)
    *parents, last = path.split(".")
    node: Any = data
    for part in parents:
        node = node[int(part)] if part.isdigit() else node[part]
    key: Any = int(last) if last.isdigit() else last
    if value is _DELETE:
        del node[key]
    elif isinstance(node, list) and key == len(node):
        node.append(value)
    else:
        node[key] = value
    return data


_DELETE = object()
PARTY = transcript("wango-party", {"Ana": "13356", "Ben": "26123"}, "Ana 3x3, Ben dudo")

MALFORMED: list[tuple[str, Any, str]] = [
    ("not an object", [GOOD], "field_type"),
    ("no rules", _with("rules", _DELETE), "field_missing"),
    ("rules not text", _with("rules", 5), "field_type"),
    ("unknown preset", _with("rules", "yahtzee"), "unknown_preset"),
    ("options not object", _with("options", ["calza"]), "field_type"),
    ("unknown option", _with("options", {"jokers": True}), "unknown_option"),
    ("bad option value", _with("options", {"calza": "yes"}), "invalid_option_value"),
    ("party with calza", dict(PARTY, options={"calza": True}), "party_incompatible"),
    ("unknown top key", _with("comment", "hi"), "field_unknown"),
    ("no players", _with("players", _DELETE), "field_missing"),
    ("players not list", _with("players", {"Ana": [1]}), "field_type"),
    ("one player", _with("players", [{"name": "Ana", "dice": [1]}]), "player_count"),
    ("seven players", _with("players", [{"name": str(i), "dice": [1]} for i in range(7)]),
     "player_count"),
    ("player not object", _with("players.0", "Ana"), "field_type"),
    ("player without name", _with("players.0.name", _DELETE), "field_missing"),
    ("player without dice", _with("players.0.dice", _DELETE), "field_missing"),
    ("empty name", _with("players.0.name", "  "), "field_type"),
    ("name not text", _with("players.0.name", 7), "field_type"),
    ("dice not list", _with("players.0.dice", "13356"), "field_type"),
    ("die of seven", _with("players.0.dice", [1, 7]), "bad_die"),
    ("die of zero", _with("players.0.dice", [0]), "bad_die"),
    ("die as text", _with("players.0.dice", ["3"]), "bad_die"),
    ("die as boolean", _with("players.0.dice", [True]), "bad_die"),
    ("die as float", _with("players.0.dice", [3.0]), "bad_die"),
    ("six dice", _with("players.0.dice", [1, 2, 3, 4, 5, 6]), "too_many_dice"),
    ("unknown player key", _with("players.0.hat", "red"), "field_unknown"),
    ("score not integer", _with("players.0.score", "3"), "field_type"),
    ("pressure_left too big", _with("players.0.pressure_left", 3), "invalid_number"),
    ("pressure_left negative", _with("players.0.pressure_left", -1), "invalid_number"),
    ("duplicate name", _with("players.1.name", "Ana"), "duplicate_name"),
    ("pressure_left fractional", _with("players.0.pressure_left", 1.5), "field_type"),
    ("party with four dice", _with("players.0.dice", [1, 2, 3, 4]) | {"rules": "wango-party"},
     "party_needs_five_dice"),
    ("no actions", _with("actions", _DELETE), "field_missing"),
    ("actions not list", _with("actions", "Ana 3x3"), "field_type"),
    ("action not object", _with("actions.0", "3x3"), "field_type"),
    ("action without player", _with("actions.0.player", _DELETE), "field_missing"),
    ("action by stranger", _with("actions.0.player", "Zed"), "unknown_player"),
    ("action with bid and call", _with("actions.0.call", "dudo"), "action_shape"),
    ("action with neither", _with("actions.0.bid", _DELETE), "action_shape"),
    ("action pass", _with("actions.0", {"player": "Ana", "pass": True}), "field_unknown"),
    ("unknown call", _with("actions.2.call", "liar"), "unknown_call"),
    ("call not text", _with("actions.2.call", 1), "field_type"),
    ("unreadable bid", _with("actions.0.bid", "3 x lots"), "action_bid_unreadable"),
    ("bid of face seven", _with("actions.0.bid", "3x7"), "action_bid_unreadable"),
    ("bid not text", _with("actions.0.bid", 33), "field_type"),
    ("pressure not boolean", _with("actions.0.pressure", "yes"), "field_type"),
    ("action after the call", _with("actions.3", {"player": "Ana", "bid": "9x3"}),
     "action_after_call"),
    ("palifico in wango", _with("palifico", "Ana") | {"rules": "wango"}, "palifico_not_in_rules"),
    ("palifico stranger", _with("palifico", "Zed"), "unknown_player"),
    ("palifico not text", _with("palifico", 1), "field_type"),
]


def test_two_active_players_needed() -> None:
    """spec: Common core, «The last player holding dice wins (elimination modes)»: a round needs
    two players with dice."""
    data = transcript("wango", {"Ana": "1", "Ben": "", "Cai": ""})
    with pytest.raises(TranscriptError) as caught:
        referee(data)
    assert caught.value.code == "too_few_active_players"


def test_eliminated_palifico_player_is_malformed() -> None:
    """spec: Palifico, «the next round is that player's palifico round» (a player with dice)."""
    data = transcript("perudo", {"Ana": "1", "Ben": "2", "Cai": ""}, palifico="Cai")
    with pytest.raises(TranscriptError) as caught:
        referee(data)
    assert caught.value.code == "palifico_player_eliminated"


def test_party_scores_that_do_not_sum_to_zero_are_malformed() -> None:
    """spec: WANGO party mode, «Scores start at 0 and may go negative; the sum of scores stays
    0»: a party table whose scores sum to anything else cannot happen, so the referee names the
    problem rather than carrying the wrong total into `scores_after`."""
    table = {"Ana": "13356", "Ben": "26123"}
    data = transcript("wango-party", table, "Ana 3x3, Ben dudo", scores={"Ana": 3, "Ben": -1})
    with pytest.raises(TranscriptError) as caught:
        referee(data)
    assert caught.value.code == "party_scores_not_zero_sum"
    assert_bilingual(caught.value.messages)
    assert "2" in caught.value.messages["en"] and "2" in caught.value.messages["zh"]
    fine = transcript("wango-party", table, "Ana 3x3, Ben dudo", scores={"Ana": 3, "Ben": -3})
    assert sum(referee(fine)["outcome"]["scores_after"].values()) == 0
    classic = transcript("wango", table, "Ana 3x3, Ben dudo", scores={"Ana": 3, "Ben": -1})
    assert referee(classic)["legal"] is True  # scores mean nothing outside party mode

@pytest.mark.parametrize(("data", "code"), [(d, c) for _, d, c in MALFORMED],
                         ids=[name for name, _, _ in MALFORMED])
def test_malformed_transcript_raises_transcript_error_naming_the_problem(
        data: Any, code: str) -> None:
    """spec: The referee contract, «2 for a malformed transcript (with a one-line error on stderr
    naming what is wrong)»; «A call ends the round; actions after it are malformed»."""
    with pytest.raises(TranscriptError) as caught:
        referee(data)
    assert caught.value.code == code
    assert_bilingual(caught.value.messages)
    assert "\n" not in caught.value.messages["en"]
    with pytest.raises(TranscriptError):
        referee_json(json.dumps(data))


@pytest.mark.parametrize("text", ["", "{", "not json", "[1, 2", "{\"rules\": }", "\ufeff{}"])
def test_text_that_is_not_json_is_malformed(text: str) -> None:
    """spec: The referee contract, «2 for a malformed transcript»."""
    with pytest.raises(TranscriptError) as caught:
        referee_json(text)
    assert caught.value.code == "malformed_json"
    assert_bilingual(caught.value.messages)
