"""大话骰 (preset `dahua`): counting, special hands, 开 / 劈 / 反劈 / 投降 with their stakes,
the referee's extra fields, penalty scoring over rounds, and odds for 斋 and 飞.

Source: spec, section "大话骰: the Chinese bar rules (preset `dahua`)": "Bids" (counting),
"Calls and stakes", "Scoring and rounds", "Special hands", "Referee"; issue 21.
"""

from __future__ import annotations

import io
import json
import random
from typing import Any

import pytest
from engine_support import assert_bilingual, illegal_reason, judge, outcome

from engine import Bid, Game, bid_probability, make_rules
from engine.cli import main
from engine.counting import hand_count
from engine.referee import referee
from engine.webapi import handle

# Three players, five dice each: fours 飞 = 1 + 3 + 0 = 4, threes 飞 = 7, threes 斋 = 5,
# ones = 2, sixes 斋 = 3.
TABLE = {"Ana": "13356", "Ben": "23441", "Cai": "33662"}


@pytest.mark.parametrize(("bid", "count"), [
    ("4x3", 7), ("4x3z", 5), ("3x1", 2), ("4x4", 4), ("4x4z", 2), ("3x6z", 3), ("4x6", 5),
])
def test_fei_counts_ones_zhai_counts_the_face_only(bid: str, count: int) -> None:
    """spec: 大话骰 Bids, «Counting: 飞 counts F plus every 1; 斋 counts F only; a bid on 1
    counts ones»."""
    opening = {"4x4z": "3x2z", "4x3z": "3x2z", "3x6z": "3x2z", "3x1": "3x2z"}.get(bid)
    moves = f"Ana {opening}, Ben {bid}, Cai dudo" if opening else f"Ben {bid}, Cai dudo"
    assert outcome("dahua", TABLE, moves)["count"] == count


def test_kai_is_the_next_player_s_call_at_stake_one() -> None:
    """spec: 大话骰 Calls and stakes, «**开** (`"call": "dudo"`): only the next player. The bid
    holds when the count reaches its quantity; the loser is the challenger if it holds, else
    the bidder. Stake 1»."""
    held = outcome("dahua", TABLE, "Ana 4x3, Ben 7x3, Cai dudo")
    assert (held["bid_holds"], held["loser"], held["stake"]) == (True, "Cai", 1)
    failed = outcome("dahua", TABLE, "Ana 4x3, Ben 8x3, Cai dudo")
    assert (failed["bid_holds"], failed["loser"], failed["winner"]) == (False, "Ben", "Cai")
    assert illegal_reason("dahua", TABLE, "Ana 4x3, Cai dudo") == (1, "not_your_turn")


def test_pi_doubles_and_the_bidder_answers() -> None:
    """spec: 大话骰 Calls and stakes, «doubles the stake to 2 and the round goes to the
    bidder, who answers with one of», «(count at stake 2)», «(反劈: stake 4, then counted»,
    «(投降: the bidder loses without a count and pays half the stake, so 1)»."""
    opened = outcome("dahua", TABLE, "Ana 4x3, Ben 8x3, Cai pi, Ben open")
    assert (opened["loser"], opened["stake"], opened["call"], opened["caller"]) == (
        "Ben", 2, "open", "Ben")
    assert opened["penalties_after"] == {"Ana": 0, "Ben": 2, "Cai": 0}
    held = outcome("dahua", TABLE, "Ana 4x3, Ben 7x3, Cai pi, Ben open")
    assert (held["loser"], held["penalties_after"]["Cai"]) == ("Cai", 2)
    conceded = outcome("dahua", TABLE, "Ana 4x3, Ben 7x3, Cai pi, Ben concede")
    assert (conceded["loser"], conceded["count"], conceded["bid_holds"]) == ("Ben", None, None)
    assert (conceded["conceded"], conceded["penalties_after"]["Ben"]) == (True, 1)


def test_fanpi_doubles_again_and_the_pi_caller_answers() -> None:
    """spec: 大话骰 Calls and stakes, «After 反劈 the player who called 劈 answers `open` or
    `concede` (pays 2)»."""
    opened = outcome("dahua", TABLE, "Ana 4x3, Ben 7x3, Cai pi, Ben fanpi, Cai open")
    assert (opened["stake"], opened["loser"], opened["penalties_after"]["Cai"]) == (4, "Cai", 4)
    conceded = outcome("dahua", TABLE, "Ana 4x3, Ben 8x3, Cai pi, Ben fanpi, Cai concede")
    assert (conceded["stake"], conceded["loser"], conceded["penalties_after"]["Cai"]) == (
        4, "Cai", 2)
    assert conceded["winner"] == "Ben"


@pytest.mark.parametrize(("moves", "index"), [
    ("Ana 4x3, Ben pi, Cai 5x3", 2),          # a bid after 劈
    ("Ana 4x3, Ben pi, Cai dudo", 2),         # another call
    ("Ana 4x3, Ben pi, Ben open", 2),         # the caller answers its own 劈
    ("Ana 4x3, Ben pi, Cai open", 2),         # a bystander answers
    ("Ana 4x3, Ben pi, Ana pi", 2),           # 劈 on a 劈
    ("Ana 4x3, Ben pi, Ana fanpi, Ana open", 3),   # after 反劈 the 劈 caller answers
    ("Ana 4x3, Ben pi, Ana fanpi, Ben fanpi", 3),  # and only open or concede
])
def test_answer_pi_first(moves: str, index: int) -> None:
    """spec: 大话骰 Calls and stakes, «Each action after a 劈 that is not one of these
    answers, or by the wrong player, is illegal (`answer_pi_first`)»."""
    assert illegal_reason("dahua", TABLE, moves) == (index, "answer_pi_first")
    error = judge("dahua", TABLE, moves)["error"]
    assert_bilingual(error["message"])


@pytest.mark.parametrize(("moves", "zh"), [
    ("Ana 4x3, Ben pi, Cai 5x3", "不合法：Ben 已经劈了，现在该 Ana 应：开、反劈或投降。"),
    ("Ana 4x3, Ben pi, Ana fanpi, Ben fanpi", "不合法：Ana 已经反劈了，现在该 Ben 应：开或投降。"),
])
def test_answer_pi_first_names_the_last_call_and_its_caller(moves: str, zh: str) -> None:
    """spec: 大话骰 Calls and stakes, «After 反劈 the player who called 劈 answers `open` or
    `concede`»: the refusal names the call just made (劈 or 反劈) and who made it."""
    assert judge("dahua", TABLE, moves)["error"]["message"]["zh"] == zh


def test_pi_options() -> None:
    """spec: 大话骰 Calls and stakes, «option `pi`: true by default», «(or, with `pi_by:
    any`, any player but the bidder)», «(反劈 …; option `fanpi`, true by default)»."""
    off = {"options": {"pi": False, "fanpi": False}}
    assert illegal_reason("dahua", TABLE, "Ana 4x3, Ben pi", **off) == (1, "pi_not_in_rules")
    no_fanpi = {"options": {"fanpi": False}}
    assert illegal_reason("dahua", TABLE, "Ana 4x3, Ben pi, Ana fanpi", **no_fanpi) == (
        2, "fanpi_not_in_rules")
    any_seat = {"options": {"pi_by": "any"}}
    assert outcome("dahua", TABLE, "Ana 4x3, Cai pi, Ana open", **any_seat)["loser"] == "Cai"
    assert illegal_reason("dahua", TABLE, "Ana 4x3, Ana pi", **any_seat) == (1, "pi_own_bid")
    assert illegal_reason("dahua", TABLE, "Ana 4x3, Cai pi") == (1, "not_your_turn")
    assert illegal_reason("dahua", TABLE, "Ana 4x3, Ben open") == (1, "no_pi_to_answer")
    assert illegal_reason("wango", {"Ana": "13356", "Ben": "2344"}, "Ana 4x3, Ben pi") == (
        1, "pi_not_in_rules")


def test_an_answer_to_a_pi_under_rules_without_pi_says_the_rules_have_none() -> None:
    """spec: 大话骰 Calls and stakes, «option `pi`», «option `fanpi`»: where the rules have no
    劈 (or no 反劈), answering one is refused for that reason, not as if a 劈 could come."""
    wango = {"Ana": "13356", "Ben": "2344"}
    for answer in ("open", "fanpi", "concede"):
        assert illegal_reason("wango", wango, f"Ana 4x3, Ben {answer}") == (1, "pi_not_in_rules")
    no_fanpi = {"options": {"fanpi": False}}
    assert illegal_reason("dahua", TABLE, "Ana 4x3, Ben fanpi", **no_fanpi) == (
        1, "fanpi_not_in_rules")
    assert illegal_reason("dahua", TABLE, "Ana 4x3, Ben concede", **no_fanpi) == (
        1, "no_pi_to_answer")


def test_referee_outcome_fields_of_a_drinks_round() -> None:
    """spec: 大话骰 Referee, «a player entry may carry `"penalties"` (default 0); the outcome
    adds `"stake"`», «`"conceded"` (true/false), `"mode"` (`"fei"` or `"zhai"`, the final
    bid's), and `"penalties_after"` for every player; `dice_change` is `{}`», «`"loser"` is
    the player who takes the penalty and `"next_opener"` is that player»."""
    players: list[dict[str, Any]] = [
        {"name": n, "dice": [int(d) for d in dice]} for n, dice in TABLE.items()]
    players[0]["penalties"] = 5
    verdict = referee({"rules": "dahua", "players": players, "actions": [
        {"player": "Ana", "bid": "4x3"}, {"player": "Ben", "bid": "6x3z"},
        {"player": "Cai", "call": "dudo"}]})
    result = verdict["outcome"]
    assert list(result)[-4:] == ["stake", "conceded", "mode", "penalties_after"]
    assert (result["mode"], result["wild_ones"], result["count"]) == ("zhai", False, 5)
    assert (result["dice_change"], result["eliminated"]) == ({}, [])
    assert result["dice_after"] == {"Ana": 5, "Ben": 5, "Cai": 5}
    assert result["penalties_after"] == {"Ana": 5, "Ben": 1, "Cai": 0}
    assert result["next_opener"] == result["loser"] == "Ben"
    western = referee({"rules": "wango", "players": players[1:], "actions": [
        {"player": "Ben", "bid": "2x3"}, {"player": "Cai", "call": "dudo"}]})
    assert "stake" not in western["outcome"] and "penalties_after" not in western["outcome"]


@pytest.mark.parametrize(("hand", "bid", "count"), [
    ("23456", "1x3", 0), ("23456", "1x3z", 0), ("23456", "1x1", 0),   # 单骰 counts nothing
    ("44144", "1x4", 6), ("44144", "1x4z", 4), ("44144", "1x1", 1),   # 豹子: 6 for 飞 only
    ("44444", "1x4", 7), ("44444", "1x4z", 7), ("44444", "1x3", 0),   # 纯豹
    ("11111", "1x3", 7), ("11111", "1x6", 7), ("11111", "1x1", 7), ("11111", "1x3z", 0),
    ("13356", "1x3", 3),                                              # an ordinary hand
])
def test_special_hands_common(hand: str, bid: str, count: int) -> None:
    """spec: 大话骰 Special hands, «With `common`, at the count: five different faces
    (单骰/顺子) count as zero for every bid; five of one face 2–6 made up with ones, counted
    飞 for that face, (豹子) count 6; five identical dice (纯豹) count 7 for that face (and,
    when the dice are five 1s, 7 for any 飞 bid)»."""
    dice = tuple(int(d) for d in hand)
    face = int(bid.split("x")[1][0])
    wild = not bid.endswith("z") and face != 1
    assert hand_count(dice, face, wild, "common") == count
    plain = sum(1 for d in dice if d == face or (wild and d == 1))
    assert hand_count(dice, face, wild, "none") == plain


def test_special_hands_at_the_referee() -> None:
    """spec: 大话骰 Special hands, «(option `special_hands`: `none` by default, or
    `common`)»."""
    table = {"Ana": "11111", "Ben": "23456", "Cai": "44144"}
    common = {"options": {"special_hands": "common"}}
    assert outcome("dahua", table, "Ana 4x4, Ben dudo", **common)["count"] == 13
    assert outcome("dahua", table, "Ana 4x4, Ben dudo")["count"] == 11


def _random_game(rules_options: dict[str, Any], players: int, seed: int) -> Game:
    game = Game(make_rules("dahua", rules_options), ["Ana", "Ben", "Cai", "Dev"][:players], seed)
    rng = random.Random(seed)
    while not game.over:
        legal = game.round.legal_actions()
        calls = [a for a in legal if a.call is not None]
        game.apply(rng.choice(calls) if calls and rng.random() < 0.3 else rng.choice(legal))
    return game


@pytest.mark.parametrize(("options", "players", "rounds"), [
    ({}, 3, 6), ({}, 2, 4), ({"rounds": 3}, 4, 3), ({"pi_by": "any", "fanpi": False}, 3, 6),
])
def test_drinks_games_last_their_rounds_and_fewest_penalties_win(
        options: dict[str, Any], players: int, rounds: int) -> None:
    """spec: 大话骰 Scoring and rounds, «Nobody is eliminated; every player rolls 5 dice every
    round»; «Penalties only grow; the winner of a call gains nothing»; «A game is `rounds`
    rounds (default 2N); the players with the fewest penalties win, ties share»; «The round's
    loser opens the next round»."""
    for seed in range(5):
        game = _random_game(options, players, seed)
        assert len(game.rounds) == rounds
        previous: dict[str, Any] | None = None
        for transcript in game.rounds:
            assert all(len(p["dice"]) == 5 for p in transcript["players"])
            result = transcript["outcome"]
            recorded = {k: v for k, v in transcript.items() if k != "outcome"}
            assert referee(recorded)["outcome"] == result
            start = {p["name"]: p.get("penalties", 0) for p in transcript["players"]}
            grew = {n: result["penalties_after"][n] - start[n] for n in start}
            assert grew[result["loser"]] in (1, 2, 4)
            assert all(v == 0 for n, v in grew.items() if n != result["loser"])
            if previous is not None:
                assert start == previous["penalties_after"]
                assert transcript["actions"][0]["player"] == previous["next_opener"]
            previous = result
        final = {s.name: s.penalties for s in game.round.seats}
        assert previous is not None and final == previous["penalties_after"]
        assert game.winners == [n for n, p in final.items() if p == min(final.values())]


def test_zhai_halves_the_chance_per_die() -> None:
    """issue 21: «`odds` (斋 counts the face only: half the chance per die)»; spec: 大话骰
    Bids, «斋 counts F only»."""
    assert bid_probability(Bid(1, 3, "zhai"), 1, (), wild=False) == pytest.approx(1 / 6)
    assert bid_probability(Bid(1, 3), 1, (), wild=True) == pytest.approx(1 / 3)
    out = io.StringIO()
    assert main(["odds", "1x3z", "--unseen", "1"], stdout=out, stderr=io.StringIO()) == 0
    assert json.loads(out.getvalue())["probability"] == pytest.approx(1 / 6)
    answer = json.loads(handle("odds", json.dumps({"bid": "4x3z", "unseen": 1, "own": "3 3 3"})))
    assert answer["result"]["probability"] == pytest.approx(1 / 6)


def test_check_reports_mode_and_both_modes_minimum_raises() -> None:
    """issue 21: «`check` … take it»; the bid checker «shows the mode, the reason and minimum
    raises in both modes for dahua» (spec: 大话骰 Bids)."""
    out = io.StringIO()
    argv = ["check", "4x3z", "--rules", "dahua", "--dice-in-play", "15", "--history", "5x3"]
    assert main(argv, stdout=out, stderr=io.StringIO()) == 0
    result = json.loads(out.getvalue())
    assert (result["legal"], result["reason"], result["mode"]) == (True, "to_zhai", "zhai")
    assert result["minimum_zhai_raises"]["3"] == "4x3z"
    answer = json.loads(handle("check", json.dumps({
        "rules": "dahua", "dice_in_play": 15, "history": "4个3", "bid": "四个三斋"})))
    assert answer["result"]["reason"] == "to_zhai" and answer["result"]["wild"] is False
    refused = json.loads(handle("check", json.dumps({
        "rules": "dahua", "dice_in_play": 15, "history": "4x3", "bid": "3个1飞"})))
    assert refused["result"]["reason"] == "ones_always_zhai"


def test_the_web_api_plays_a_dahua_game_with_pi() -> None:
    """issue 21: «`play`, `arena`, the web API (`engine/webapi/`) all take it»; spec: 大话骰
    Calls and stakes (劈 → 反劈 → open as moves of a game)."""
    game = {"rules": "dahua", "options": {}, "names": ["Ana", "Ben"], "seed": 1, "actions": []}
    view = json.loads(handle("game_view", json.dumps({"game": game})))["result"]["view"]
    assert (view["penalties"], view["stake"]) == ([0, 0], 1)
    opener = view["name"]
    other = "Ben" if opener == "Ana" else "Ana"
    game["actions"] = [{"player": opener, "bid": "3x3"}, {"player": other, "call": "pi"},
                       {"player": opener, "call": "fanpi"}]
    answer = json.loads(handle("game_act", json.dumps(
        {"game": game, "action": {"player": other, "call": "open"}})))
    assert answer["ok"] is True, answer
    assert answer["result"]["last_round"]["outcome"]["stake"] == 4
    out = io.StringIO()
    assert main(["arena", "--rules", "dahua", "--players", "3", "--games", "6", "--seed", "2",
                 "--seats", "hard,normal,random"], stdout=out, stderr=io.StringIO()) == 0
    assert json.loads(out.getvalue())["rules"] == "dahua"
