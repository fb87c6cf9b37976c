"""Rule drills: seeded, answered by the engine, asked only where the rules have the rule.

Source: issue 15 ("Drills"): «Generation covers every reason code of the engine that a
player can meet (a test enumerates them) and never asks a question whose answer depends on
a rule that the chosen rule set lacks»; «seeded (a link reproduces the series)».
"""

from __future__ import annotations

import io
import json
from functools import cache
from pathlib import Path

import pytest

from engine.bids import parse_bid
from engine.cli import main
from engine.drills import TOPICS, Drill, check, drill, topics
from engine.drills.pages import PAGES, SECTIONS
from engine.errors import EngineError
from engine.legality import BidContext, judge_bid, minimum_raises, minimum_zhai_raises
from engine.messages import CATALOGUE
from engine.referee import referee
from engine.round import Action, Round, Seat
from engine.rules import PRESETS, Rules, make_rules

SERIES = 120  # questions per preset and topic in the sweeps below
# Move judgements a drill never asks about, and why: no player can make these moves in a game.
NOT_ASKED = {
    "round_over": "after a call the next round starts; nobody moves in a finished round",
    "player_eliminated": "a player without dice has no turn and no cup to move from",
    "calza_not_in_rules": "a drill never asks about a rule the chosen set lacks (issue 15)",
    "pressure_not_in_rules": "a drill never asks about a rule the chosen set lacks (issue 15)",
    "quantity_above_limit": "past 2×50+1 dice (issue 14): only an uncapped table already bid "
                            "beyond every die it could hold gets there",
    "pi_not_in_rules": "a drill never asks about a rule the chosen set lacks (issue 15)",
    "fanpi_not_in_rules": "a drill never asks about a rule the chosen set lacks (issue 15)",
    "zhai_locked": "only under the house rule zhai_to_fei=never; the sweep asks the presets "
                   "(test_dahua_drills covers the house rule)",
    "pi_own_bid": "劈 goes to the next player (pi_by=next, the preset), never the bidder; "
                  "only the house rule pi_by=any lets a bidder try it",
}


def _move_codes() -> list[str]:
    """The engine's move judgements, legal and illegal: the catalogue from opening_bid on
    up to round_over (engine/messages.py keeps them together, in that order)."""
    codes = list(CATALOGUE)
    return codes[codes.index("opening_bid"):codes.index("round_over") + 1]


@cache
def _sweep() -> dict[tuple[str, str], list[Drill]]:
    found: dict[tuple[str, str], list[Drill]] = {}
    for name, rules in PRESETS.items():
        for topic in topics(rules):
            found[name, topic] = [drill(rules, topic, "sweep", i) for i in range(SERIES)]
    return found


def test_generation_covers_every_move_reason_a_player_can_meet() -> None:
    """Issue 15: «Generation covers every reason code of the engine that a player can meet
    (a test enumerates them)»; the codes left out are listed with their reason."""
    met = {d.reason for drills in _sweep().values() for d in drills}
    missing = [code for code in _move_codes() if code not in met and code not in NOT_ASKED]
    assert missing == []
    assert set(NOT_ASKED) <= set(_move_codes())


def test_every_reason_a_drill_gives_has_a_message_and_a_rules_page() -> None:
    """Issue 15: «Feedback gives the engine's verdict and its reason in the page's language,
    and links to the rules page that explains it»."""
    for drills in _sweep().values():
        for d in drills:
            assert d.reason in CATALOGUE and d.reason in PAGES
            assert d.message["en"] and d.message["zh"]


@pytest.mark.parametrize("preset", list(PRESETS))
def test_topics_follow_the_rules_object(preset: str) -> None:
    """Issue 15: «never asks a question whose answer depends on a rule that the chosen rule
    set lacks»: palifico only with palifico rounds, party scores only in party mode, who
    loses dice only where dice are lost."""
    rules = PRESETS[preset]
    asked = set(topics(rules))
    assert ("palifico" in asked) == rules.palifico
    assert ("party" in asked) == rules.party
    assert ("loser" in asked) == (rules.mode == "classic")
    assert ("stakes" in asked) == rules.drinks
    assert ("opening" in asked) == (rules.opening_minimum != "none")
    for topic in set(TOPICS) - asked:
        with pytest.raises(EngineError) as refused:
            drill(rules, topic, "s", 0)
        assert refused.value.code == "drill_topic_not_in_rules"


def test_no_question_needs_calza_palifico_or_pressure_the_rules_lack() -> None:
    """Issue 15: «never asks a question whose answer depends on a rule that the chosen rule
    set lacks»: no position of a rule set without calza ends in a calza, none without
    palifico is a palifico round, none outside party mode is pressured."""
    for (name, _), drills in _sweep().items():
        rules = PRESETS[name]
        for d in drills:
            moves = [*d.position.get("actions", []), d.position.get("move") or {}]
            if not rules.calza:
                assert all(a.get("call") != "calza" for a in moves)
            if not rules.palifico:
                assert not d.position.get("palifico")
            if not rules.party:
                assert all(not a.get("pressure") for a in moves)


def test_a_seed_reproduces_the_series() -> None:
    """Issue 15: «seeded (a link reproduces the series)»: the same rules, topic, seed and
    index give the same question; another seed gives another series."""
    rules = PRESETS["perudo"]
    for topic in topics(rules):
        first = [drill(rules, topic, "42", i).question() for i in range(20)]
        again = [drill(rules, topic, "42", i).question() for i in range(20)]
        other = [drill(rules, topic, "43", i).question() for i in range(20)]
        assert json.dumps(first) == json.dumps(again)
        assert first != other


def test_house_rules_change_the_series_and_its_answers() -> None:
    """Issue 15: questions are «for a chosen rule set»; house rules are part of it (spec:
    options override a preset), so `cap_at_dice` off under WANGO never answers
    exceeds_dice_in_play."""
    rules = make_rules("wango", {"cap_at_dice": False})
    reasons = {drill(rules, t, "s", i).reason for t in ("legality", "lowest")
               for i in range(200)}
    assert "exceeds_dice_in_play" not in reasons
    assert "exceeds_dice_in_play" in {drill(PRESETS["wango"], t, "s", i).reason
                                     for t in ("legality", "lowest") for i in range(200)}


def _context(d: Drill, rules: Rules) -> BidContext:
    ctx = BidContext(rules, d.position["dice_in_play"], palifico=d.position["palifico"])
    for code in d.position["history"]:
        ctx = ctx.after(parse_bid(code))
    return BidContext(rules, ctx.dice_in_play, ctx.history, ctx.palifico,
                      d.position["owner"], d.position["bidder_dice"])


def _round(d: Drill, rules: Rules) -> tuple[Round, Action]:
    players = d.position["players"]
    seats = tuple(Seat(p["name"], tuple(p["dice"]), p.get("score", 0),
                       p.get("pressure_left", 2)) for p in players)
    names = [p["name"] for p in players]
    actions = d.position["actions"]
    opener = names.index(actions[0]["player"]) if actions else 0
    state = Round(rules=rules, seats=seats, opener=opener)
    for a in actions:
        state = state.apply(Action(a["player"], parse_bid(a["bid"]) if "bid" in a else None,
                                   a.get("call"), a.get("pressure", False)))
    move = d.position["move"]
    return state, Action(move["player"], parse_bid(move["bid"]) if "bid" in move else None,
                         move.get("call"), move.get("pressure", False))


def test_answers_are_the_engines_own_judgements() -> None:
    """Issue 15: «the answer and its reason come from the engine's own functions»: each
    position shown, judged again by judge_bid, minimum_raises, Round.judge or the referee,
    gives the drill's answer and reason."""
    for (name, topic), drills in _sweep().items():
        rules = PRESETS[name]
        for d in drills[:40]:
            if topic == "legality" and "move" in d.position:
                state, move = _round(d, rules)
                verdict = state.judge(move)
                assert (d.answer == "legal", d.reason) == (verdict.legal, verdict.reason)
            elif topic == "legality":
                verdict = judge_bid(_context(d, rules), parse_bid(d.position["bid"]))
                assert (d.answer == "legal", d.reason) == (verdict.legal, verdict.reason)
            elif topic in ("lowest", "opening"):
                ctx = _context(d, rules)
                zhai = d.position.get("mode") == "zhai" and d.position["face"] != 1
                lowest = (minimum_zhai_raises(ctx) if zhai else minimum_raises(ctx))[
                    d.position["face"]]
                assert d.answer == (str(lowest) if lowest else "none")
                assert topic == "lowest" or not d.position["history"]
            elif topic == "palifico":
                faces = [f for f, b in minimum_raises(_context(d, rules)).items() if b]
                assert d.answer == ("any" if len(faces) > 1 else str(faces[0]))
            else:
                transcript = {k: d.position[k] for k in
                              ("rules", "options", "players", "palifico", "actions")
                              if k in d.position}
                outcome = referee(transcript)["outcome"]
                assert outcome == d.outcome
                expected = {"counting": str(outcome["count"]),
                            "opener": outcome["next_opener"],
                            "party": str((outcome["scores_after"] or {}).get(
                                d.position.get("player", ""), ""))}
                if topic == "stakes":
                    before = {p["name"]: p["penalties"] for p in d.position["players"]}
                    loser = outcome["loser"]
                    paid = outcome["penalties_after"][loser] - before[loser]
                    assert d.answer == f"{loser}:{paid}"
                    assert paid == (outcome["stake"] // 2 if outcome["conceded"]
                                    else outcome["stake"])
                if topic in expected:
                    assert d.answer == expected[topic]
            assert d.answer in d.choices


@pytest.mark.parametrize("topic", ["legality", "counting", "loser", "opener", "palifico"])
def test_every_choice_but_the_engines_answer_is_marked_wrong(topic: str) -> None:
    """Issue 15: answers are «chosen (buttons)»; only the engine's answer is right, and a
    wrong one still gets the engine's answer and reason back."""
    rules = PRESETS["liars-dice"]
    for i in range(30):
        d = drill(rules, topic, "w", i)
        for choice in d.choices:
            verdict = check(d, choice)
            assert verdict["correct"] == (choice == d.answer)
            assert verdict["answer"] == d.answer and verdict["reason"] == d.reason


def test_a_typed_bid_is_read_by_the_bid_parser() -> None:
    """Issue 15: answers may be «typed (a bid in any form the bid checker accepts)»; text
    that is no bid is refused with the parser's own error."""
    rules = PRESETS["wango"]
    d = next(q for i in range(50) if (q := drill(rules, "lowest", "t", i)).answer != "none")
    quantity, face = d.answer.split("x")
    assert check(d, f"{quantity}个{face}")["correct"]
    assert check(d, f" {quantity} x {face} ")["correct"]
    with pytest.raises(EngineError) as refused:
        check(d, "lots of threes")
    assert refused.value.code.startswith("bid_")


def test_every_linked_rules_page_exists_in_both_languages() -> None:
    """Issue 15: feedback «links to the rules page that explains it»: each page named for a
    reason is a page of the site in English and in Chinese."""
    docs = Path(__file__).resolve().parents[2] / "docs"
    for page in set(PAGES.values()):
        assert (docs / f"{page}.md").is_file() and (docs / f"{page}.zh.md").is_file(), page


def test_dahua_reasons_link_to_a_section_of_the_dahua_page_in_both_languages() -> None:
    """Issue 15: feedback «links to the rules page that explains it»; the brief (audit 3,
    item 4): 大话骰 reasons go to the 大话骰 page's section, not to the variants page."""
    dahua = {reason for reason, page in PAGES.items() if page == "dahua"}
    assert dahua and set(SECTIONS) == dahua
    verdict = drill(PRESETS["dahua"], "opening", "a", 0).verdict()
    assert verdict["page"] == "dahua"
    assert verdict["section"] == "the-opening-minimum"
    assert drill(PRESETS["wango"], "legality", "a", 0).verdict()["section"] is None


def test_the_command_line_asks_and_judges_the_same_drill() -> None:
    """Issue 15: drills are exposed «through the CLI if cheap»; README: «Bad input gives one
    line on stderr and exit status 2»."""
    out, err = io.StringIO(), io.StringIO()
    args = ["drill", "--rules", "perudo", "--topic", "lowest", "--seed", "7", "--index", "2"]
    assert main(args, stdout=out, stderr=err) == 0
    shown = json.loads(out.getvalue())
    expected = drill(PRESETS["perudo"], "lowest", "7", 2)
    assert shown == {**expected.question(), **expected.verdict()}
    out = io.StringIO()
    assert main([*args, "--answer", expected.answer], stdout=out, stderr=err) == 0
    assert json.loads(out.getvalue())["correct"] is True
    assert main(["--lang", "zh", "drill", "--rules", "wango", "--topic", "palifico",
                 "--seed", "1"], stdout=out, stderr=err) == 2
    assert err.getvalue().count("\n") == 1 and "这套规则" in err.getvalue()


@pytest.mark.parametrize(("seed", "index", "smallest", "dice"), [("2", 5, "5x6", 3),
                                                                  ("3", 8, "11x3", 6)])
def test_a_face_the_cap_rules_out_is_explained_by_the_cap(
        seed: str, index: int, smallest: str, dice: int) -> None:
    """spec: `cap_at_dice`, «a bid's quantity may not exceed the dice in play» (WANGO), and
    «ones -> non-one `q`: quantity >= 2q+1»: when the raise rules' smallest bid on a face is
    past the cap, the drill's reason says both (audit pass 10: it gave the switch rule alone,
    so 5x6 looked allowed after 2x1 with 3 dice in play)."""
    question = drill(PRESETS["wango"], "lowest", seed, index)
    assert question.answer == "none"
    assert question.reason == "no_raise_fits_table"
    assert smallest in question.message["en"] and f"the {dice} in play" in question.message["en"]
    zh_bid = smallest.replace("x", "个")
    assert zh_bid in question.message["zh"] and f"{dice} 颗骰子" in question.message["zh"]
    verdict = judge_bid(BidContext(PRESETS["wango"], dice, tuple(
        parse_bid(b) for b in question.position["history"])), parse_bid(smallest))
    assert verdict.reason == "exceeds_dice_in_play"
