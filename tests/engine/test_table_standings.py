"""A finished table game's ranking and an evening's standings (engine/standings.py, the
``table_night`` and ``table_roll_opener`` operations; issue 44, "A night, not a game")."""

from __future__ import annotations

import json
from typing import Any

from engine_support import assert_bilingual
from test_table_game import call, play

from engine import Game, make_rules
from engine.bots import bot
from engine.referee import referee
from engine.standings import ranking, standings
from engine.table import roll_for_opener
from engine.table_file import same_name
from tests.table_evening import dealt_at_the_table, refereed_result

# Three rounds that pass one point round the table, then Ana and Ben end on 1 point, Cai on -2.
PARTY_TIE = ("Ana 3x4, Ben dudo, =5, Ben 3x4, Cai dudo, =5, Cai 3x4, Ana dudo, =5, "
             "Ana 3x4, Ben dudo, =0, Ana 3x4, Ben 4x4, Cai 5x4, Ana dudo, =0, "
             "Cai 3x4, Ana dudo, =0")


def places(result: dict[str, Any]) -> list[tuple[str, int, int]]:
    return [(p["name"], p["place"], p["value"]) for p in result["view"]["ranking"]]


def test_a_party_ranking_puts_most_points_first_and_ties_share_a_place() -> None:
    """spec (Party mode): «After round 2N the highest score wins; ties share the win»; issue 44:
    «a final ranking at the end of every game (… most points first, ties shared as the rules
    say)»."""
    result = play("wango-party", "Ana Ben Cai", PARTY_TIE)
    assert result["view"]["over"]
    scores = {seat["name"]: seat["score"] for seat in result["view"]["seats"]}
    ranked = places(result)
    assert [value for _, _, value in ranked] == sorted(scores.values(), reverse=True)
    assert {name: value for name, _, value in ranked} == scores
    for index, (_, place, value) in enumerate(ranked):
        shared = index and value == ranked[index - 1][2]
        assert place == (ranked[index - 1][1] if shared else index + 1)
    assert [name for name, place, _ in ranked if place == 1] == sorted(
        result["view"]["winners"], key=[n for n, _, _ in ranked].index)
    assert result["view"]["ranked_by"] == "points"


def test_a_dahua_ranking_puts_fewest_penalties_first() -> None:
    """spec (大话骰): «the players with the fewest penalties win, ties share»."""
    from test_table_dahua import play as play_dahua
    result = play_dahua("Ana 3x1, Ben dudo, =0, Ana 2x1, Ben dudo, =5, Ben 2x1, Ana dudo, =0, "
                        "Ben 2x1, Ana dudo, =0", names="Ana Ben")
    assert places(result) == [("Ana", 1, 1), ("Ben", 2, 3)]
    assert result["view"]["ranked_by"] == "penalties"


def test_an_elimination_ranking_orders_players_by_when_they_went_out() -> None:
    """spec: «A player with 0 dice is eliminated and never acts again. The last player holding
    dice wins»: the winner is first, the last one out second, the first one out last."""
    out_ana = "Ana 2x6, Ben dudo, =0, " * 5
    out_cai = "Ben 1x6, Cai dudo, =6, " + "Cai 1x6, Ben dudo, =0, " * 4
    result = play("wango", "Ana Ben Cai", out_ana + out_cai)
    assert result["view"]["over"] and result["view"]["winners"] == ["Ben"]
    assert places(result) == [("Ben", 1, 5), ("Cai", 2, 0), ("Ana", 3, 0)]
    assert [place["out_in"] for place in result["view"]["ranking"]] == [None, 10, 5]
    assert result["view"]["ranked_by"] == "dice"
    going = play("wango", "Ana Ben Cai", out_ana)
    assert going["view"]["ranking"] is None


def _finished(script: str, rules: str, names: str) -> dict[str, Any]:
    game: dict[str, Any] = play(rules, names, script)["game"]
    return game


def test_the_evening_counts_wins_points_and_penalties_by_the_referee() -> None:
    """issue 44: «standings across the games of an evening (wins, or penalties owed in 大话骰, or
    party points)»; spec, "The referee contract": each game is a dealt game kept at the table,
    and the standings equal the sum of the referee's verdicts on each game's last round."""
    names = ["Ana", "Ben", "Cai"]
    evening = [dealt_at_the_table(preset, names, seed)
               for preset, seed in (("perudo", 1), ("dahua", 2), ("wango-party", 3))]
    night = call("table_night", games=[saved for saved, _ in evening])["result"]
    assert night["measure"] == "wins" and night["games"] == 3
    expected = {name: {"games": 3, "wins": 0, "points": 0, "penalties": 0} for name in names}
    for saved, game in evening:
        kept, winners = refereed_result(game)
        for name in winners:
            expected[name]["wins"] += 1
        if saved["rules"] != "perudo":
            kind = "points" if saved["rules"] == "wango-party" else "penalties"
            for name, value in kept.items():
                expected[name][kind] += value
        table_view = call("table_load", text=json.dumps(saved))["result"]["view"]
        assert sorted(table_view["winners"]) == sorted(winners)
    got = {row["name"]: {key: row[key] for key in ("games", "wins", "points", "penalties")}
           for row in night["rows"]}
    assert got == expected
    values = [row["value"] for row in night["rows"]]
    assert values == sorted(values, reverse=True)
    assert values == [row["wins"] for row in night["rows"]]


def test_an_evening_of_one_kind_is_ordered_by_its_own_measure() -> None:
    """issue 44: «wins, or penalties owed in 大话骰, or party points»: a party-only evening is
    ordered by points, most first."""
    party = _finished(PARTY_TIE, "wango-party", "Ana Ben Cai")
    night = call("table_night", games=[party, party])["result"]
    assert night["measure"] == "points"
    values = [row["value"] for row in night["rows"]]
    assert values == sorted(values, reverse=True)
    assert sum(row["games"] for row in night["rows"]) == 6


def test_a_player_is_one_person_across_games_whatever_the_case() -> None:
    """issue 44 (small items): «names differing only by an invisible character or by case are
    two players» was a fault: across an evening too they are one."""
    first = _finished("Ana 2x6, Ben dudo, =0, " * 5, "wango", "Ana Ben")
    second = _finished("ana 2x6, Ben dudo, =0, " * 5, "wango", "ana Ben")
    night = call("table_night", games=[first, second])["result"]
    assert [(row["name"], row["games"], row["wins"]) for row in night["rows"]] == [
        ("Ben", 2, 2), ("ana", 2, 0)]


def test_the_evening_refuses_an_unfinished_or_broken_game_in_both_languages() -> None:
    """issue 44 (the tried import: «46 broken or tampered files … no bad input changed anything»);
    brief: «a clear error in the reader's language, never a traceback»."""
    going = play("perudo", "Ana Ben", "Ana 3x4")["game"]
    unfinished = call("table_night", games=[going])
    assert unfinished["error"]["code"] == "table_night_unfinished"
    assert_bilingual(unfinished["error"]["message"])
    broken = call("table_night", games=[{"kind": "dudo-table"}])
    assert broken["error"]["code"] == "table_night_game"
    assert_bilingual(broken["error"]["message"])
    assert call("table_night", games="x")["error"]["code"] == "field_type"
    assert call("table_night", games=[going] * 101)["error"]["code"] == "table_night_too_many"


def test_roll_for_the_opener_keeps_the_seats_and_rerolls_ties_for_the_highest() -> None:
    """issue 44: «"same players, new game" keeps names and order (and "roll for the opener
    only" without re-seating)»; docs/rules/setup.md: the highest roll opens, ties roll again."""
    names = ["Ana", "Ben", "Cai", "Dee"]
    for seed in range(60):
        opener, rolls = roll_for_opener(names, seed)
        last = {name: rolled[-1] for name, rolled in rolls.items() if rolled}
        rounds = max(len(rolled) for rolled in rolls.values())
        assert len(rolls[opener]) == rounds and last[opener] == max(
            rolled[-1] for rolled in rolls.values() if len(rolled) == rounds)
    answer = call("table_roll_opener", rules="perudo", players=names, seed=3)["result"]
    assert answer["players"] == names and answer["opener"] in names


def test_ranking_of_a_dealt_game_matches_the_referees_last_round() -> None:
    """spec, "The referee contract": the last round's ``dice_after`` (or scores, penalties)
    decide the ranking; a seeded bot game's ranking agrees with the referee's verdicts."""
    rules = make_rules("wango-party")
    game = Game(rules, ["Ana", "Ben", "Cai"], seed=5)
    game.play([bot("normal")] * 3)
    scores: dict[str, int] = {}
    for transcript in game.rounds:
        scores.update(referee(transcript)["outcome"]["scores_after"])
    ranked = ranking(game)
    assert [place.value for place in ranked] == sorted(scores.values(), reverse=True)
    assert {place.name: place.value for place in ranked} == scores
    measure, rows = standings([game], same_name)
    assert measure == "points" and [row.points for row in rows] == [p.value for p in ranked]
