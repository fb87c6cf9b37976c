"""The numbers lint for the worked examples' narrative text (issue 20, item 2).

A worked example's `title`, `note` and `step_notes` retell its round in words ("seven fours
were bid and four are there, three short"), and cannot hold claims. So every number they
state (digits or number words, as the page lint reads them) must be one the example's own
data yields: a bid's quantity, a hand's size, how many dice show a face (with or without the
ones), the count, the dice and points the referee moves, a difference of bid and count, a
lead between scores, the conversion to or from ones of a bid, the party's rounds, the
engine's own message. A number none of these gives is a finding at the line it is written
on, unless `docs/prose-numbers.yml` lists its phrase for that example with a reason.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.bids import parse_bid
from engine.errors import EngineError
from engine.rules import make_rules, party_rounds
from tutorial.checks.examples import Example
from tutorial.checks.prose_numbers import Allowed, number_spans
from tutorial.words.catalogue import LANGS, number_words

_WORDS = {number_words(lang, n, counting): n for lang in LANGS for n in range(100)
          for counting in (True, False)}
"""Number words as the catalogue writes them (`number_words`), read back: 'three', '十二'."""
_FULL_WIDTH = str.maketrans("０１２３４５６７８９．", "0123456789.")


@dataclass(frozen=True)
class Finding:
    """A number in an example's narrative that its data does not give."""

    line: int
    number: str
    text: str


def number_value(token: str) -> float | None:
    """The value of a number as the lint finds it: digits, an English word, a Chinese numeral
    (up to 99, as `number_words` writes them); None for what it cannot read (a fraction, 百)."""
    token = token.translate(_FULL_WIDTH)
    if re.fullmatch(r"[0-9]+(?:\.[0-9]+)?", token):
        return float(token)
    return _WORDS.get(token.lower())


def _integers(value: Any) -> Iterator[int]:
    """Every whole number inside a JSON value (signs dropped: a loss of 3 is 'three')."""
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        yield abs(value)
    elif isinstance(value, Mapping):
        for item in value.values():
            yield from _integers(item)
    elif isinstance(value, list):
        for item in value:
            yield from _integers(item)


def _has_bid_modes(example: Example) -> bool:
    """Whether the example's rules have 大话骰's 斋/飞 bids (False when they cannot be read)."""
    try:
        return make_rules(str(example.round.get("rules", "wango")),
                          example.round.get("options") or {}).bid_modes
    except EngineError:
        return False


def example_numbers(example: Example, verdict: Mapping[str, Any]) -> set[float]:
    """The numbers an example's round and verdict give, and those derived from them."""
    players = example.round.get("players", [])
    hands = [list(p.get("dice", [])) for p in players]
    table = [die for hand in hands for die in hand]
    found: set[float] = {len(players), len(table)}
    for hand in [*hands, table]:
        found.add(len(hand))
        for face in range(1, 7):
            found.update({hand.count(face), hand.count(face) + (hand.count(1) if face > 1 else 0)})
    for player in players:
        found.update(_integers({k: v for k, v in player.items() if k != "dice"}))
    quantities = []
    for action in example.round.get("actions", []):
        try:
            bid = parse_bid(str(action["bid"])) if "bid" in action else None
        except EngineError:
            bid = None
        if bid is not None:
            quantities.append(bid.quantity)
            found.update({bid.quantity, -(-bid.quantity // 2), 2 * bid.quantity + 1,
                          bid.quantity / 2})
            if _has_bid_modes(example):  # 大话骰: one lower, double, two more, half plus one
                found.update({bid.quantity - 1, 2 * bid.quantity, bid.quantity + 2,
                              bid.quantity // 2 + 1})
    outcome = verdict.get("outcome") or {}
    found.update(_integers(outcome))
    if isinstance(outcome.get("count"), int) and quantities:
        found.add(abs(quantities[-1] - outcome["count"]))
    penalties = outcome.get("penalties_after") or {}
    for player in players:  # 大话骰: the penalty points a round added to a player
        if player.get("name") in penalties:
            found.add(int(penalties[player["name"]]) - int(player.get("penalties", 0)))
    after: Mapping[str, Any] = outcome.get("scores_after") or {}
    for scores in ([s for s in after.values() if isinstance(s, int)],
                   [p["score"] for p in players if isinstance(p.get("score"), int)]):
        found.update(abs(a - b) for a in scores for b in scores)  # a lead between two players
    if example.round_number is not None:
        found.add(example.round_number)
    if players:
        found.add(party_rounds(len(players)))
    error = verdict.get("error") or {}
    for text in (error.get("message") or {}).values():
        found.update(float(n) for n in re.findall(r"[0-9]+", str(text)))
    return found


def _narratives(example: Example) -> Iterator[tuple[tuple[str, ...], str, str]]:
    """(YAML path, language, text) of every narrative string of the example."""
    for key, texts in (("title", example.title), ("note", example.note)):
        for lang in LANGS:
            if texts is not None and lang in texts:
                yield (key, lang), lang, texts[lang]
    for step, texts in sorted(example.step_notes.items()):
        for lang in LANGS:
            if lang in texts:
                yield ("step_notes", str(step), lang), lang, texts[lang]


def find_example_numbers(example: Example, verdict: Mapping[str, Any], page: str,
                         allowed: Sequence[Allowed] = ()) -> list[Finding]:
    """Every number of the example's narrative its data does not give (`page` is the
    example's path under docs/, as allow-list entries name it)."""
    known = example_numbers(example, verdict)
    found = []
    for path, lang, text in _narratives(example):
        masked = " ".join(text.split())
        for entry in allowed:
            if entry.covers(page):
                masked = masked.replace(entry.phrase, " " * len(entry.phrase))
        for start, end in sorted(set(number_spans(masked, lang))):
            value = number_value(masked[start:end])
            if value is None or value not in known:
                line = example.lines.get(path, example.lines.get(path[:1], 1))
                found.append(Finding(line, masked[start:end], " ".join(text.split())))
    return found
