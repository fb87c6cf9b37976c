"""Fuzzing the bid parser, the referee's input checks and the CLI with garbage.

Whatever comes in, the result is a bid, a verdict, or the engine's own error
(:class:`BidParseError`, :class:`TranscriptError`) with English and Chinese text,
never another exception.
"""

from __future__ import annotations

import copy
import io
import json
from typing import Any

from engine_support import TRANSCRIPTS, assert_bilingual
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import (
    MAX_QUANTITY,
    Bid,
    BidContext,
    BidParseError,
    TranscriptError,
    judge_bid,
    make_rules,
    minimum_raises,
    parse_bid,
    referee_json,
)
from engine.cli import MAX_INPUT_BYTES, main
from engine.referee import referee

FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
LIGHT_FUZZ = settings(FUZZ, max_examples=120)

json_scalars = (st.none() | st.booleans() | st.integers(-(10**30), 10**30)
                | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=12))
json_values = st.recursive(
    json_scalars,
    lambda children: st.lists(children, max_size=5)
    | st.dictionaries(st.text(max_size=8), children, max_size=5),
    max_leaves=25,
)
BID_PIECES = st.sampled_from([
    "5", "0", "99", "100", "x", "×", "X", "*", " ", "个", "五", "十", "两", "三", "点", "threes",
    "three", "aces", "ones", "six", "twenty", "-", "'s", "s", "７", "１", "\u3000", "\n", "1e3",
    "½", "٥", "Ⅴ", "ﬁve", "𝟓", "\u200b", "a", "one",
])
bid_texts = st.lists(BID_PIECES, max_size=6).map("".join) | st.text(max_size=30)
CORPUS = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(TRANSCRIPTS.glob("*.json"))]
VALID = [c["transcript"] for c in CORPUS
         if isinstance(c.get("transcript"), dict) and "malformed" not in c["expect"]]


def _verdict_or_transcript_error(data: Any) -> None:
    try:
        verdict = referee(data)
    except TranscriptError as error:
        assert_bilingual(error.messages)
        return
    assert list(verdict) == ["legal", "error", "outcome"]
    json.dumps(verdict, ensure_ascii=False)
    if not verdict["legal"]:
        assert_bilingual(verdict["error"]["message"])


@FUZZ
@given(bid_texts)
def test_bid_parser_returns_a_bid_or_a_bilingual_parse_error(text: str) -> None:
    """issue 2: «Fuzz the bid parser ... The result is always a parse or validation error with a
    message, never another exception»."""
    try:
        bid = parse_bid(text)
    except BidParseError as error:
        assert_bilingual(error.messages)
        return
    assert isinstance(bid, Bid) and 1 <= bid.quantity <= MAX_QUANTITY and 1 <= bid.face <= 6


@LIGHT_FUZZ
@given(json_values)
def test_referee_on_random_json_gives_a_verdict_or_transcript_error(data: Any) -> None:
    """issue 2: «Fuzz ... the referee's input checks with garbage strings and random JSON»."""
    _verdict_or_transcript_error(data)


@st.composite
def mutated_transcripts(draw: st.DrawFn) -> Any:
    """A valid corpus transcript with one random change somewhere inside it."""
    data = copy.deepcopy(draw(st.sampled_from(VALID)))
    for _ in range(draw(st.integers(1, 3))):
        containers: list[Any] = []
        stack: list[Any] = [data]
        while stack:
            node = stack.pop()
            if isinstance(node, dict | list) and node:
                containers.append(node)
                stack.extend(node.values() if isinstance(node, dict) else node)
        node = draw(st.sampled_from(containers))
        key = draw(st.sampled_from(list(node) if isinstance(node, dict) else range(len(node))))
        how = draw(st.sampled_from(["drop", "replace", "huge", "unicode", "nest", "type"]))
        if how == "drop":
            del node[key]
        elif how == "replace":
            node[key] = draw(json_values)
        elif how == "huge":
            node[key] = draw(st.sampled_from([10**40, -(10**40), 2**63, 1e308, -0.0]))
        elif how == "unicode":
            node[key] = draw(st.text(min_size=1, max_size=20))
        elif how == "nest":
            value = node[key]
            for _ in range(draw(st.integers(1, 200))):
                value = [value]
            node[key] = value
        else:
            node[key] = draw(st.sampled_from([str(node[key]), [node[key]], {"v": node[key]},
                                              None, True, 1.5]))
    return data


@FUZZ
@given(mutated_transcripts())
def test_referee_on_mutated_transcripts_gives_a_verdict_or_transcript_error(data: Any) -> None:
    """issue 2: «The result is always a parse or validation error with a message, never another
    exception» (mutations of valid transcripts: dropped keys, wrong types, huge numbers,
    unicode, deep nesting)."""
    _verdict_or_transcript_error(data)
    try:
        text = referee_json(json.dumps(data, ensure_ascii=False))
    except TranscriptError as error:
        assert_bilingual(error.messages)
    else:
        assert json.loads(text)["legal"] in (True, False)


@LIGHT_FUZZ
@given(st.text(max_size=60) | st.builds(json.dumps, json_values)
       | st.lists(st.sampled_from(['{', '}', '[', ']', '"rules"', ':', ',', '"wango"', '1',
                                   '"players"', '"actions"', 'null', '"\\ud800"']),
                  max_size=30).map("".join))
def test_referee_json_never_raises_anything_but_transcript_error(text: str) -> None:
    """issue 2: «Fuzz ... the referee's input checks with garbage strings»; ARCHITECTURE:
    «`referee_json(text) -> str`»."""
    try:
        result = referee_json(text)
    except TranscriptError as error:
        assert_bilingual(error.messages)
        return
    assert isinstance(json.loads(result), dict)


def test_referee_survives_extreme_nesting() -> None:
    """issue 2: «never another exception» (deep nesting beyond the JSON decoder's limits)."""
    deep: Any = [1]
    for _ in range(100_000):
        deep = [deep]
    base = copy.deepcopy(VALID[0])
    for place in ("rules", "options", "players", "actions", "palifico"):
        _verdict_or_transcript_error(dict(base, **{place: deep}))
    base["players"][0]["dice"] = [deep]
    _verdict_or_transcript_error(base)
    for text in ("[" * 100_000, "{\"a\":" * 50_000, "[" * 3000 + "]" * 3000):
        try:
            referee_json(text)
        except TranscriptError as error:
            assert_bilingual(error.messages)


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=80), st.sampled_from(["en", "zh"]))
def test_cli_referee_on_garbage_exits_zero_or_two_with_one_line(text: str, lang: str) -> None:
    """spec: The referee contract, «Exit status 0 when the transcript could be judged (legal or
    not), 2 for a malformed transcript (with a one-line error on stderr naming what is wrong)»."""
    out, err = io.StringIO(), io.StringIO()
    status = main(["--lang", lang, "referee"], stdin=io.StringIO(text), stdout=out, stderr=err)
    if status == 0:
        assert err.getvalue() == "" and json.loads(out.getvalue())["legal"] in (True, False)
    else:
        assert status == 2 and out.getvalue() == ""
        assert err.getvalue().count("\n") == 1 and err.getvalue().startswith("error: ")


@settings(max_examples=150, deadline=None)
@given(bid_texts, st.lists(bid_texts, max_size=4).map(" ".join),
       st.sampled_from(["wango", "perudo", "liars-dice", "dudo", "wango-party", "nope"]),
       st.text(max_size=4), st.booleans())
def test_cli_check_on_garbage_exits_zero_or_two_with_one_line(
        bid: str, history: str, preset: str, dice: str, palifico: bool) -> None:
    """issue 2: «gives a one-line error on stderr with exit 2 for bad input. Never a traceback»."""
    argv = ["check", bid, "--rules", preset, "--dice-in-play", dice or "10",
            "--history", history]
    if palifico:
        argv.append("--palifico")
    out, err = io.StringIO(), io.StringIO()
    status = main(argv, stdout=out, stderr=err)
    if status == 0:
        assert set(json.loads(out.getvalue())) == {"legal", "reason", "message", "minimum_raises"}
    else:
        assert status == 2 and err.getvalue().count("\n") == 1


def test_referee_json_die_nested_just_below_the_decoder_limit() -> None:
    """issue 2: «never another exception»: a die nested as deep as the JSON decoder allows is a
    bad die, not a RecursionError while quoting it."""
    for depth in range(900, 1100, 5):
        dice = "[" * depth + "]" * depth
        text = ('{"rules": "wango", "players": [{"name": "a", "dice": [' + dice + ']},'
                ' {"name": "b", "dice": [1]}], "actions": []}')
        try:
            referee_json(text)
        except TranscriptError as error:
            assert error.code in ("bad_die", "malformed_json")
        else:
            raise AssertionError("a nested die was accepted")


HIDDEN = st.sampled_from(["\u202e", "\u2066", "\u200f", "\x1b", "\x07", "\n", "\r", "\x00",
                          "\u2028", "\x7f"])
names = st.lists(st.text(max_size=3) | HIDDEN, min_size=1, max_size=80).map("".join)


@FUZZ
@given(st.integers(-(10**4299), 10**4299), names, names)
def test_party_scores_and_names_of_any_size_give_a_verdict_or_a_short_safe_error(
        score: int, first: str, second: str) -> None:
    """issue 14: «bound scores (and every other number a transcript carries) to what a game can
    reach, with a clear error» and «Player names in error messages are printed whole and raw:
    cut them and escape control and bidi characters». spec: «A pressured round transfers 3
    points instead of 1». ARCHITECTURE: «a name or value cut to 40 characters with control and
    bidi characters escaped»."""
    players = [{"name": first, "dice": [1, 2, 3, 4, 5], "score": score},
               {"name": second, "dice": [6, 6, 2, 3, 4], "score": -score}]
    data = {"rules": "wango-party", "players": players,
            "actions": [{"player": first, "bid": "2x2"}, {"player": second, "call": "dudo"}]}
    try:
        verdict = referee(data)
    except TranscriptError as error:
        assert_bilingual(error.messages)
        for text in error.messages.values():
            assert len(text) < 400
            assert not any(ch in text for ch in "\u202e\u2066\u200f\x1b\x07\n\r\x00\u2028\x7f")
        return
    json.dumps(verdict, ensure_ascii=False)
    assert abs(verdict["outcome"]["scores_after"][first]) <= 3 * 2 * 2 + 3


@FUZZ
@given(st.lists(st.tuples(st.integers(1, MAX_QUANTITY), st.integers(1, 6)), max_size=4),
       st.sampled_from(["wango", "perudo", "liars-dice", "dudo"]), st.integers(2, 50))
def test_every_suggested_raise_reads_back_and_is_legal(
        history: list[tuple[int, int]], preset: str, dice: int) -> None:
    """issue 14: «one rule for the largest quantity, used by parser, legality and suggestions»:
    whatever the bids so far, each minimum raise parses back as itself. ARCHITECTURE: «the one
    largest quantity: the parser reads no more, `judge_bid` refuses more
    (`quantity_above_limit`), so `minimum_raises` never suggests more»."""
    ctx = BidContext(make_rules(preset), dice, tuple(Bid(q, f) for q, f in history))
    for bid in minimum_raises(ctx).values():
        if bid is not None:
            assert parse_bid(str(bid)) == bid and judge_bid(ctx, bid).legal


@LIGHT_FUZZ
@given(st.integers(0, 3 * MAX_INPUT_BYTES), st.sampled_from([" ", "[", "\x00", "é"]))
def test_cli_referee_on_input_of_any_size_exits_zero_or_two(size: int, filler: str) -> None:
    """issue 14: «refuse input past a stated size with exit 2». spec: «2 for a malformed transcript
    (with a one-line error on stderr naming what is wrong)»."""
    out, err = io.StringIO(), io.StringIO()
    status = main(["referee"], stdin=io.StringIO(filler * size), stdout=out, stderr=err)
    assert status == 2 and err.getvalue().count("\n") == 1
    if len((filler * size).encode("utf-8")) > MAX_INPUT_BYTES:
        assert str(MAX_INPUT_BYTES) in err.getvalue()
