"""The review of a practice game: each decision read by the one judge, luck in the game's own
currency, told apart from mistakes, forced losses and mistakes that got away.

Source: issue 42, "What to build" item 3: «Test: over seeded games of every preset, the
coach's verdict at decision time equals the review's grade for every decision»; item 4: «luck
is expected cost minus actual cost, attributed to the decision that caused it (a concession
after a blunder belongs to the blunder); "bad luck" only for a sound decision with a bad
outcome; a forced loss (every move likely to lose) and a mistake that got away are named as
such». Issue 22: «the same review for all assignments of the hidden dice the player could not
see»; a review mid-game shows no dice of the round in play.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.review import review_game
from engine.review.luck import deciding, round_luck, summary
from engine.rules import PRESETS
from engine.selfplay import play_bots
from engine.webapi import handle

LEVELS = ["easy", "hard", "normal"]  # the reviewed seat is the easy bot: it makes mistakes


def call(op: str, **args: Any) -> dict[str, Any]:
    """One facade call's envelope."""
    answer: dict[str, Any] = json.loads(handle(op, json.dumps(args)))
    return answer


def _game(preset: str, seed: int, moves: int) -> dict[str, Any]:
    played = play_bots(LEVELS, preset, seed)[:moves]
    return {"rules": preset, "options": {}, "names": ["Ana", "Ben", "Cai"], "seed": seed,
            "actions": [a.to_json() for a in played],
            "bots": {"Ben": "hard", "Cai": "normal"}}


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_coachs_verdict_at_decision_time_is_the_reviews_grade(preset: str) -> None:
    """Issue 42 item 3: «over seeded games of every preset, the coach's verdict at decision time
    equals the review's grade for every decision»: ``game_judge`` on the game as it stood when
    Ana moved gives the record the review gives that decision (judged afresh, not reused)."""
    game = _game(preset, 3, 16)
    review = call("game_review", game=game, seat=0)["result"]
    assert review["decisions"], preset
    for record in review["decisions"]:
        index = record["index"]
        before = {**game, "actions": game["actions"][:index]}
        coach = call("game_judge", game=before, seat=0, move=game["actions"][index])["result"]
        assert coach == record, (preset, index)


def test_records_judged_during_play_are_reused_as_they_are() -> None:
    """Issue 42 item 8 (the review within seconds): the records the coach got while the game
    was played, passed as ``judged``, give the same review as judging afresh; a record that is
    not a move of the reviewed player is refused."""
    game = _game("perudo", 5, 12)
    fresh = call("game_review", game=game, seat=0)["result"]
    reused = call("game_review", game=game, seat=0, judged=fresh["decisions"])["result"]
    assert reused == fresh
    other = next(i for i, a in enumerate(game["actions"]) if a["player"] != "Ana")
    bad = call("game_review", game=game, seat=0,
               judged=[{**fresh["decisions"][0], "index": other}])
    assert not bad["ok"] and bad["error"]["field"] == "judged"


def test_the_review_does_not_read_the_other_cups() -> None:
    """Issue 22: «the same review for all assignments of the hidden dice the player could not
    see»: each decision's record holds only Ana's own dice, the dice counts and the bids."""
    game = _game("wango", 7, 14)
    review = call("game_review", game=game, seat=0)["result"]
    for record in review["decisions"]:
        assert set(record) >= {"own_dice", "dice_counts", "bids", "best", "made", "grade"}
        assert "dice" not in json.dumps(record["bids"])


def test_a_review_mid_game_shows_no_dice_of_the_round_in_play() -> None:
    """Issue 22: a review asked for mid-game replays only finished rounds."""
    game = _game("perudo", 5, 5)
    review = call("game_review", game=game, seat=0)["result"]
    assert not review["over"]
    assert len(review["transcripts"]) == len(review["rounds"])


def _record(index: int, grade: str, error: float, cost: float, best: float) -> dict[str, Any]:
    return {"index": index, "grade": grade, "error": error, "made": {"cost": cost},
            "best": {"cost": best}}


OUTCOME = {"call": "dudo", "caller": "Ben", "bid": "5x3", "bidder": "Ana", "count": 3,
           "bid_holds": False}


def test_a_concession_after_a_blunder_belongs_to_the_blunder() -> None:
    """Issue 42 item 4: «attributed to the decision that caused it (a concession after a
    blunder belongs to the blunder)»: the deciding move is the worst mistake of the round."""
    blunder = _record(3, "blunder", 1.5, 2.0, 0.5)
    concession = _record(5, "good", 0.0, 1.0, 1.0)
    assert deciding([blunder, concession]) is blunder
    entry = round_luck(OUTCOME, 2, [blunder, concession], cost=1.0, taken=1, stake=2.0)
    assert entry["decision"] == 3 and entry["cause"] == "mistake"
    # the luck is the dice's part after the last move: the concession cost what it was
    # expected to cost, so none
    assert entry["luck"] == pytest.approx(0.0)


def test_of_two_equal_blunders_the_one_sure_to_lose_decides_the_round() -> None:
    """Issue 42 item 4: luck «attributed to the decision that caused it». Found by a learner's
    pass: a round lost on a bid sure to fail (4 ones, expected cost 1.00) was put down to an
    earlier, equally bad raise that risked nothing (expected 0.00), so a certain loss counted
    a whole die of bad luck."""
    safe_but_poor = _record(118, "blunder", 1.0, 0.0, -1.0)
    sure_to_lose = _record(122, "blunder", 1.0, 1.0, 0.0)
    assert deciding([safe_but_poor, sure_to_lose]) is sure_to_lose
    entry = round_luck(OUTCOME, 22, [safe_but_poor, sure_to_lose], cost=1.0, taken=1, stake=1.0)
    assert entry["decision"] == 122 and entry["luck"] == pytest.approx(0.0)
    # a worse error still decides, whatever its expected cost
    worse = _record(118, "blunder", 1.2, 0.0, -1.2)
    assert deciding([worse, sure_to_lose]) is worse


def test_a_mistake_expected_to_gain_is_a_chance_missed_whatever_the_dice() -> None:
    """Issue 42 item 4: «a mistake that got away … named as such»; docs/tools/practice.md: a
    move «expected to cost nothing or to gain» is «a chance missed». Found by a learner's pass:
    a 大话骰 mistake expected to gain 2.60 penalties, which gained 4 (a 反劈 paid), was called
    «got away»."""
    gainful = _record(7, "mistake", 1.14, -2.6, -3.74)
    entry = round_luck(OUTCOME, 3, [gainful], cost=-4.0, taken=0, stake=4.0)
    assert entry["cause"] == "missed"
    risky = _record(7, "mistake", 0.5, 0.6, 0.1)
    assert round_luck(OUTCOME, 3, [risky], cost=0.0, taken=0, stake=1.0)["cause"] == "got_away"


def test_bad_luck_is_only_a_sound_decision_with_a_bad_outcome() -> None:
    """Issue 42 item 4: «"bad luck" only for a sound decision with a bad outcome»; «luck is
    expected cost minus actual cost»."""
    sound = _record(4, "good", 0.0, 0.2, 0.2)
    lost = round_luck(OUTCOME, 1, [sound], cost=1.0, taken=1, stake=1.0)
    assert lost["cause"] == "luck" and lost["luck"] == pytest.approx(0.2 - 1.0)
    kept = round_luck(OUTCOME, 1, [sound], cost=0.0, taken=0, stake=1.0)
    assert kept["cause"] is None and kept["luck"] == pytest.approx(0.2)


def test_a_forced_loss_and_a_mistake_that_got_away_are_named() -> None:
    """Issue 42 item 4: «a forced loss (every move likely to lose) and a mistake that got away
    are named as such»: a sound move whose best alternative was expected to cost at least half
    the round's stake is a forced loss; a mistake in a round that cost nothing got away."""
    forced = _record(2, "good", 0.0, 0.8, 0.7)
    assert round_luck(OUTCOME, 1, [forced], 1.0, 1, 1.0)["cause"] == "forced"
    mistake = _record(2, "mistake", 0.4, 0.6, 0.2)
    assert round_luck(OUTCOME, 1, [mistake], 0.0, 0, 1.0)["cause"] == "got_away"
    assert round_luck(OUTCOME, 1, [], 0.0, 0, 1.0)["involved"] is False


def test_a_mistake_that_risked_nothing_is_a_chance_missed_not_a_lucky_escape() -> None:
    """Issue 42 item 4 (a mistake that got away is named as such) and the learner's pass of
    2026-12-07 (en, Liar's Dice round 13): a raise expected to cost nothing, graded a blunder
    because a calza would have won a die back, was said to have "got away"; nothing was risked,
    so it is a chance missed."""
    missed = _record(2, "blunder", 1.0, 0.0, -1.0)
    assert round_luck(OUTCOME, 1, [missed], 0.0, 0, 1.0)["cause"] == "missed"


def test_a_party_review_counts_the_points_won() -> None:
    """Spec (WANGO party): points move between players, so a game can end ahead; the learner's
    pass of 2026-12-07: a game ended at +1 opened "You gave away 4 points", the 5 points won
    left out."""
    rounds: list[dict[str, Any]] = [{"cause": "luck", "taken": 4, "luck": -3.0, "cost": 4.0},
              {"cause": None, "taken": 0, "luck": 0.5, "cost": -3.0},
              {"cause": None, "taken": 0, "luck": 0.2, "cost": -2.0}]
    said = summary(rounds, [0.1], "points")
    assert said["en"].startswith("You won 5 points and gave away 4 points: 4 points to bad luck.")
    assert said["zh"].startswith("你一共赢了 5 分，输给别人 4 分：")


def test_a_loss_the_move_itself_made_likely_is_not_bad_luck() -> None:
    """Issue 42 item 4: «"bad luck" only for a sound decision with a bad outcome»; a move that is
    no mistake by its grade but was expected to cost at least half of what the round cost is
    the likely outcome of that move (prose audit: «expected to cost 1.00 points … to bad luck»),
    in the summary too."""
    likely = _record(4, "inaccuracy", 0.3, 0.6, 0.3)
    entry = round_luck(OUTCOME, 1, [likely], cost=1.0, taken=1, stake=1.0)
    assert entry["cause"] == "likely" and entry["luck"] == pytest.approx(0.6 - 1.0)
    unlikely = _record(4, "inaccuracy", 0.1, 0.4, 0.3)
    assert round_luck(OUTCOME, 1, [unlikely], cost=1.0, taken=1, stake=1.0)["cause"] == "luck"
    said = summary([entry], [0.3], "points")
    assert "1 point where your own move was likely to lose" in said["en"]
    assert "输在这一步本来就多半要输" in said["zh"]


def test_the_words_tell_luck_mistakes_and_forced_losses_apart_in_each_currency() -> None:
    """Issue 42 item 4: the summary names what was lost to bad luck, to mistakes and in spots
    where every move was likely to lose, and the mistakes that got away, in dice, points or
    penalties, in both languages."""
    rounds = [{"cause": "luck", "taken": 2, "luck": -0.5}, {"cause": "mistake", "taken": 1,
              "luck": -0.4}, {"cause": "forced", "taken": 1, "luck": 0.1},
              {"cause": "got_away", "taken": 0, "luck": 0.6}]
    said = summary(rounds, [0.1, 0.5], "dice")
    assert said["en"].startswith("You lost 4 dice: 2 dice to bad luck, 1 die to mistakes and 1 die "
                                 "in spots where even the best move")
    assert "Rounds where a mistake went unpunished: 1." in said["en"]
    assert "Luck over the game, rounds won and lost: -0.20 dice" in said["en"]
    assert said["zh"].startswith("你一共输了 4 颗骰子：2 颗骰子输在运气不好，1 颗骰子输在自己失误")
    assert summary([], [], "penalties")["zh"].startswith("你一杯也没罚。")
    assert summary([rounds[0]], [0.1], "points")["en"].startswith("You gave away 2 points")


def test_the_review_operation_refuses_a_bad_game_in_both_languages() -> None:
    """Issue 22, brief: «a clear error in the reader's language, never a traceback»: an
    illegal move or an unknown bot level in the game is refused with the field it names."""
    game = _game("perudo", 5, 3)
    game["actions"].append({"player": "Ana", "bid": "1x2"})
    bad = call("game_review", game=game, seat=0)
    assert not bad["ok"] and bad["error"]["message"]["en"] and bad["error"]["message"]["zh"]
    levels = call("game_review", game={**_game("perudo", 5, 3), "bots": {"Ben": "genius"}})
    assert not levels["ok"] and levels["error"]["field"] == "bots"


def test_a_review_of_a_whole_bot_game_adds_up() -> None:
    """Issue 42 item 4 (luck in the game's own currency): luck and error are the sums of the
    rounds' and the decisions', every decision is graded, every round touching Ana names the
    move that decided it."""
    played = play_bots(LEVELS, "liars-dice", 9)[:30]
    review = review_game(PRESETS["liars-dice"], ["Ana", "Ben", "Cai"], 9, played, 0,
                         ("hard", "hard", "normal"))
    assert review["grades"] == {g: sum(1 for d in review["decisions"] if d["grade"] == g)
                                for g in ("good", "inaccuracy", "mistake", "blunder")}
    assert review["luck"] == pytest.approx(sum(r["luck"] for r in review["rounds"]))
    assert review["error"] == pytest.approx(sum(d["error"] for d in review["decisions"]))
    indices = {d["index"] for d in review["decisions"]}
    assert all(r["decision"] in indices for r in review["rounds"] if r["involved"])


def test_a_lost_spot_reached_after_an_inaccuracy_belongs_to_the_inaccuracy() -> None:
    """Issue 42 item 4: luck «attributed to the decision that caused it». Found by the 7th
    learner's pass: a wild 大话骰 opening (graded an inaccuracy, too close to call a mistake)
    left a spot where every answer was likely to lose, and the round was put down to that
    spot («even the best move was likely to lose»), not to the opening."""
    opening = _record(2, "inaccuracy", 0.9, 1.3, 0.4)
    concession = _record(6, "good", 0.0, 1.0, 1.0)
    entry = round_luck(OUTCOME, 2, [opening, concession], cost=1.0, taken=1, stake=1.0)
    assert entry["decision"] == 2 and entry["cause"] == "likely"
    assert entry["luck"] == pytest.approx(0.0)


def test_a_second_blunder_in_a_round_is_no_luck_of_the_dice() -> None:
    """Issue 42 item 4: «luck is expected cost minus actual cost». Found by the 8th learner's
    pass: a blundered 劈 (expected 2.00) then a blundered 开 after the 反劈 (expected 3.95)
    lost 4 penalties, and the review booked the second blunder's 1.95 as bad luck. The luck
    is the dice's part after the last move; the round is still put down to the worst move."""
    pi = _record(4, "blunder", 1.0, 2.0, 1.0)
    kai = _record(6, "blunder", 1.95, 3.95, 2.0)
    entry = round_luck(OUTCOME, 2, [pi, kai], cost=4.0, taken=4, stake=4.0)
    assert entry["cause"] == "mistake" and entry["decision"] == 6
    assert entry["luck"] == pytest.approx(3.95 - 4.0)


def test_a_loss_on_a_move_graded_milder_for_want_of_play_outs_is_no_bad_luck() -> None:
    """Issue 42 item 4: «"bad luck" only for a sound decision with a bad outcome». Found by
    the 8th learner's pass: a raise graded an inaccuracy only because the play-outs could not
    settle it (its estimate alone a mistake) was told as bad luck, «graded inaccuracy, not a
    mistake». Such a loss is put down to a move that may have been a mistake."""
    raise_ = _record(3, "inaccuracy", 0.3, 0.31, 0.01)
    raise_["made"]["leans"] = "mistake"
    entry = round_luck(OUTCOME, 12, [raise_], cost=1.0, taken=1, stake=1.0)
    assert entry["cause"] == "unsure"
    settled = _record(3, "inaccuracy", 0.3, 0.31, 0.01)
    assert round_luck(OUTCOME, 12, [settled], cost=1.0, taken=1, stake=1.0)["cause"] == "luck"


def test_a_sure_loss_in_a_spot_likely_lost_anyway_is_told_by_the_move_made() -> None:
    """Issue 42 item 4: «a forced loss (every move likely to lose) … named as such». Found by
    the 9th learner's pass: an opening of 7 threes, certain to lose (expected 1.00) where the
    best opening was expected to cost 0.71, was graded an inaccuracy and the round put down to
    a spot where «even the best move was likely to lose». A spot is forced only for a sound
    move; a worse one is told by its own likely outcome."""
    opening = _record(2, "inaccuracy", 0.29, 1.0, 0.71)
    entry = round_luck(OUTCOME, 2, [opening], cost=1.0, taken=1, stake=1.0)
    assert entry["cause"] == "likely"
    sound = _record(2, "good", 0.0, 0.71, 0.71)
    assert round_luck(OUTCOME, 2, [sound], cost=1.0, taken=1, stake=1.0)["cause"] == "forced"
