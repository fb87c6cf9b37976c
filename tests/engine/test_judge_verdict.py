"""The judge's verdict: every move valued in the game's own currency, by rollouts against the
table's bots, graded by its error against the best move.

Source: issue 42, "What to build" item 2: «The value of every legal move, in the game's own
currency: elimination games the chance of losing a die this round (…); party mode expected
points; 大话骰 expected penalties relative to the table (what the others pay counts). Estimate
it by playing the rest of the round out against the table's actual bots, hidden dice drawn
from the reading, with a stated uncertainty. A move's error is its cost minus the best
move's; grades come from the error».
"""

from __future__ import annotations

import json
from dataclasses import replace
from math import floor

import pytest

from engine.bids import Bid
from engine.game import DEFAULT_NAMES, Game
from engine.judge.currency import round_cost
from engine.judge.decision import decision_record
from engine.judge.grades import GRADES, grade, lines
from engine.judge.position import Position, position_in_game
from engine.judge.position_file import read_position
from engine.judge.reading import read
from engine.judge.verdict import FIRST, judge, weighed
from engine.resolution import Outcome
from engine.round import Action, Round, Seat
from engine.rules import PRESETS


def _position(rules: str, dice: tuple[tuple[int, ...], ...], moves: list[Action],
              seat: int, levels: tuple[str, ...] | None = None) -> Position:
    names = ("Ana", "Ben", "Cai", "Dev")[: len(dice)]
    seats = tuple(Seat(name, hand) for name, hand in zip(names, dice, strict=True))
    opener = seats.index(next(s for s in seats if s.name == moves[0].player)) if moves else seat
    start = Round(PRESETS[rules], seats, opener=opener)
    return Position(start, tuple(moves), seat, levels or ("hard",) * len(dice))


def _outcome(**fields: object) -> Outcome:
    base: dict[str, object] = {"call": "dudo", "caller": "Ben", "bid": "3x3", "bidder": "Ana",
                               "wild_ones": True, "count": 2, "bid_holds": False,
                               "loser": "Ana", "winner": "Ben"}
    base.update(fields)
    return Outcome(**base)  # type: ignore[arg-type]


def test_a_round_costs_dice_points_or_penalties_against_the_table() -> None:
    """Issue 42 item 2: «elimination games the chance of losing a die this round (…); party
    mode expected points; 大话骰 expected penalties relative to the table (what the others pay
    counts)»: a die lost costs 1; a party round lost at pressure costs 3 points, won earns 3;
    in 大话骰 at four players, paying 2 costs 2, Ben paying 4 earns Ana 4/3."""
    seats = (Seat("Ana", (1, 2, 3)), Seat("Ben", (4, 5)))
    classic = Round(PRESETS["perudo"], seats, opener=0)
    assert round_cost(classic, _outcome(dice_change={"Ana": -1}), 0) == 1.0
    assert round_cost(classic, _outcome(dice_change={"Ana": 1}), 0) == -1.0
    assert round_cost(classic, _outcome(dice_change={"Ben": -1}), 0) == 0.0
    party = Round(PRESETS["wango-party"], tuple(Seat(n, (1,) * 5) for n in ("Ana", "Ben")),
                  opener=0)
    assert round_cost(party, _outcome(scores_after={"Ana": -3, "Ben": 3}), 0) == 3.0
    assert round_cost(party, _outcome(scores_after={"Ana": 3, "Ben": -3}), 0) == -3.0
    four = tuple(Seat(n, (1,) * 5, penalties=p) for n, p in zip("ABCD", (1, 0, 0, 2),
                                                                  strict=True))
    drinks = Round(PRESETS["dahua"], four, opener=0)
    assert round_cost(drinks, _outcome(penalties_after={"A": 3, "B": 0, "C": 0, "D": 2}),
                      0) == 2.0
    assert round_cost(drinks, _outcome(penalties_after={"A": 1, "B": 4, "C": 0, "D": 2}),
                      0) == pytest.approx(-4 / 3)


def test_the_same_position_gets_the_same_verdict() -> None:
    """Issue 42 item 3: «Everything reads that one model»: the draws are seeded by the
    position itself, so judging it twice (as the coach and the review do) gives the same
    values and grades, best first, the best with no error."""
    moves = [Action("Ben", bid=Bid(3, 4)), Action("Cai", bid=Bid(4, 4))]
    position = _position("perudo", ((1, 3, 3, 5, 6), (2, 2, 4, 4, 6), (1, 4, 4, 5, 5)), moves, 0)
    first, second = judge(position), judge(position)
    assert [(m.action, m.cost, m.error, m.grade) for m in first.moves] == \
        [(m.action, m.cost, m.error, m.grade) for m in second.moves]
    assert first.best.error == 0.0 and first.best.grade == "good"
    assert [m.error for m in first.moves] == sorted(m.error for m in first.moves)
    for move in first.moves:
        assert 0.0 <= move.cost <= 1.0 and move.error_spread >= 0.0 and move.samples >= FIRST


def test_a_move_asked_about_is_valued_in_full() -> None:
    """Issue 42 item 3 (the review grades the move made): a move outside the ones the judge
    weighs (a jump far past the expected count) is valued on the full count of draws when
    asked, and its error is what it costs over the best move: a bid that surely fails is at
    least a mistake."""
    moves = [Action("Ben", bid=Bid(3, 4))]
    position = _position("perudo", ((1, 3, 3, 5, 6), (2, 2, 4, 4, 6), (1, 4, 4, 5, 5)), moves, 2)
    jump = Action("Cai", bid=Bid(14, 6))
    assert jump not in weighed(position, read(position))
    verdict = judge(position, asked=[jump])
    value = verdict.of(jump)
    assert value.samples >= 32
    assert value.cost > 0.9 and value.grade in {"mistake", "blunder"}


def test_every_move_is_valued_on_request() -> None:
    """Issue 42 item 6: the command line's ``moves`` is «each legal move»: ``every_move``
    values every legal move of the position."""
    moves = [Action("Ana", bid=Bid(2, 5))]
    position = _position("perudo", ((5, 5), (2, 6)), moves, 1)
    verdict = judge(position, every_move=True)
    assert {m.action for m in verdict.moves} == set(position.view.legal_actions)


def test_a_moves_error_is_its_cost_less_the_best_moves_cost_on_the_same_draws() -> None:
    """Issue 42 item 5: «your move and its cost, the best move and its cost»: the error is the
    move's cost minus the best move's cost on the same draws (``against``), floored at 0, so
    a sentence that shows the two costs and the error adds up; the best move is its own
    measure."""
    moves = [Action("Ana", bid=Bid(2, 5))]
    position = _position("perudo", ((5, 5, 3), (2, 6, 6)), moves, 1)
    verdict = judge(position, every_move=True)
    assert verdict.best.against == verdict.best.cost and verdict.best.error == 0.0
    for move in verdict.moves[1:]:
        assert move.error == pytest.approx(max(0.0, move.cost - move.against), abs=1e-9)


def test_a_pi_on_a_bid_the_reading_rejects_is_graded_at_least_as_well_as_kai() -> None:
    """Issue 42, "Done when": «in 大话骰 a 劈 on a bid the reading puts at 10 % or less is
    graded at least as well as 开» (spec 大话骰 "Calls and stakes": «the bidder loses without a
    count and pays half the stake», so a 劈 costs the bidder at least what 开 would)."""
    moves = [Action("Ana", bid=Bid(9, 6, "zhai"))]
    position = _position("dahua", ((2, 3, 4, 5, 6), (1, 2, 2, 3, 4), (1, 1, 3, 3, 5)), moves, 1)
    verdict = judge(position)
    assert verdict.reading.holds(Bid(9, 6, "zhai")) <= 0.1
    pi, kai = verdict.of(Action("Ben", call="pi")), verdict.of(Action("Ben", call="dudo"))
    assert GRADES.index(pi.grade) <= GRADES.index(kai.grade)
    # The bidder's best answer is to concede, paying half the doubled stake: what 开 costs.
    assert pi.cost <= kai.cost


def test_a_call_that_ends_the_round_is_valued_exactly_by_the_reading() -> None:
    """Issue 42 item 2 («with a stated uncertainty»), learner's pass: a dudo's expected cost
    must agree with the chance the coach prints beside it. A call that ends the round is
    settled by the count alone, so its cost is exact, with no spread: in Perudo a dudo costs
    a die exactly when the bid holds (spec "Challenging"), so its cost is the reading's chance
    that the bid holds; a calza costs a die unless the count is exact."""
    moves = [Action("Ben", bid=Bid(3, 4))]
    position = _position("perudo", ((1, 3, 3, 5, 6), (2, 2, 4, 4, 6), (1, 4, 4, 5, 5)), moves, 2)
    verdict = judge(position, every_move=True)
    dudo = verdict.of(Action("Cai", call="dudo"))
    assert dudo.cost == pytest.approx(verdict.reading.holds(Bid(3, 4)), abs=1e-9)
    assert dudo.cost_spread == 0.0
    calza = verdict.of(Action("Cai", call="calza"))
    assert calza.cost_spread == 0.0 and 0.0 <= calza.cost <= 1.0


def test_grades_come_from_the_lines_of_the_rule_set() -> None:
    """Issue 42 item 2: «grades come from the error, with lines measured per rule set»: each
    preset has its lines, rising from inaccuracy to blunder, and an error gets the grade of
    the highest line it reaches."""
    for name, rules in PRESETS.items():
        found = lines(rules)
        assert list(found) == list(GRADES[1:]), name
        assert 0 < found["inaccuracy"] < found["mistake"] < found["blunder"], name
        assert grade(rules, 0.0) == "good"
        assert grade(rules, found["mistake"]) == "mistake"
        assert grade(rules, found["blunder"] * 2) == "blunder"


def test_the_verdict_prints_as_the_command_line_contract() -> None:
    """Issue 42 item 6: «it prints JSON with holds (…), exact (…), and moves: each legal
    move as {"action": {...}, "cost": c, "error": e, "grade": …}, best first»."""
    moves = [Action("Ben", bid=Bid(3, 4))]
    position = _position("perudo", ((1, 3, 3, 5, 6), (2, 2, 4, 4, 6), (1, 4, 4, 5, 5)), moves, 2)
    data = json.loads(json.dumps(judge(position).to_json()))
    assert data["seat"] == "Cai" and data["unit"] == "dice"
    assert 0.0 <= data["holds"] <= 1.0 and 0.0 <= data["exact"] <= 1.0
    first = data["moves"][0]
    assert set(first) == {"action", "cost", "error", "spread", "draws", "grade"}
    assert first["error"] == 0.0 and first["action"]["player"] == "Cai"
    assert [m["error"] for m in data["moves"]] == sorted(m["error"] for m in data["moves"])


@pytest.mark.parametrize("preset", list(PRESETS))
def test_an_opening_at_the_expected_count_is_no_mistake(preset: str) -> None:
    """Issue 42, "Done when": «no opening at the reading's expected count is graded a
    mistake»: opening on the face the seat holds most of (ones aside; in 大话骰 a 飞 bid, whose
    ones count as wild), at the whole number of the count the reading expects, grades good
    or inaccuracy, for six seeded deals of three players."""
    for seed in range(1, 7):
        players = max(3, PRESETS[preset].min_players)
        game = Game(PRESETS[preset], list(DEFAULT_NAMES[:players]), seed)
        position = position_in_game(game, game.round.to_act, ("hard",) * players)
        reading = read(position)
        bids = [a.bid for a in position.view.legal_actions
                if a.bid is not None and not a.pressure and a.bid.face != 1]
        expected = {(b.face, b.mode): reading.expected(b.face, reading.bid_wild(b)) for b in bids}
        face, mode = max(expected, key=lambda key: (expected[key], key))
        bid = min((b for b in bids if (b.face, b.mode) == (face, mode)
                   and b.quantity >= floor(expected[face, mode])), key=lambda b: b.quantity)
        opening = next(a for a in position.view.legal_actions
                       if a.bid == bid and not a.pressure)
        assert judge(position, asked=[opening]).of(opening).grade in {"good", "inaccuracy"}, \
            (preset, seed, opening, expected[face, mode])


def test_the_verdict_does_not_depend_on_the_players_names() -> None:
    """Issue 42 item 3 (a review link in either language gives the same review): the reader
    is "You" in English and "你" in Chinese; the judge's draws follow the seats, not the names,
    so the values are the same."""
    moves = [Action("Ben", bid=Bid(3, 4))]
    english = _position("perudo", ((1, 3, 3, 5, 6), (2, 2, 4, 4, 6), (1, 4, 4, 5, 5)), moves, 2)
    seats = tuple(replace(s, name={"Ana": "你"}.get(s.name, s.name)) for s in english.start.seats)
    chinese = replace(english, start=replace(english.start, seats=seats))
    assert [(m.action.bid, m.action.call, m.cost, m.grade) for m in judge(english).moves] == \
        [(m.action.bid, m.action.call, m.cost, m.grade) for m in judge(chinese).moves]


def test_a_calza_out_of_turn_is_weighed_against_playing_on() -> None:
    """Spec (online Liar's Dice): calza may be called out of turn, by anyone but the bidder;
    not calling is a choice too. The learner's pass of 2026-12-07 (zh, game 4, round 1): a
    calza out of turn, expected to lose a die, was graded the best move, since it was the only
    move weighed; playing on, which leaves the round to the others, was never valued."""
    moves = [Action("Ana", bid=Bid(1, 2)), Action("Ben", bid=Bid(2, 5)),
             Action("Cai", bid=Bid(3, 1))]
    position = _position("liars-dice", ((2, 3, 4, 5, 6), (1, 2, 2, 3, 4), (5, 5, 6, 6, 1),
                                        (3, 3, 4, 4, 5)), moves, seat=0,
                         levels=("hard", "normal", "normal", "normal"))
    assert position.state.to_act == 3  # Dev is to act; Ana may only call calza
    verdict = judge(position, asked=[Action("Ana", call="calza")])
    calza = verdict.of(Action("Ana", call="calza"))
    play_on = verdict.of(Action("Ana", call="play_on"))
    assert verdict.best.action == play_on.action
    assert play_on.cost < calza.cost and calza.error > 0 and calza.grade != "good"


def test_a_round_that_wins_the_game_counts_two_dice() -> None:
    """Issue 42 item 2: «elimination games the chance of losing a die this round (better: the
    change in the chance of winning the game …)»; docs/tools/practice.md: «a round that wins
    you the game … counts as a gain of two dice, more than a calza can win back». Found by a
    learner's pass: 3 twos, which the last opponent's dudo turns into a won game, was graded a
    blunder beside 1 one, whose calza only wins a die back."""
    seats = (Seat("Ana", (2, 1, 1)), Seat("Ben", (3,)))
    classic = Round(PRESETS["liars-dice"], seats, opener=1)
    won = _outcome(caller="Ben", bidder="Ana", loser="Ben", winner="Ana", bid_holds=True,
                   dice_change={"Ben": -1}, dice_after={"Ana": 3, "Ben": 0})
    assert round_cost(classic, won, 0) == -2.0
    assert round_cost(classic, won, 1) == 1.0
    position = _position("liars-dice", ((2, 1, 1), (3,)), [Action("Ben", bid=Bid(1, 3))], 0)
    ending = Action("Ana", bid=Bid(3, 2))
    verdict = judge(position, asked=[ending])
    assert verdict.of(ending).grade == "good"
    assert verdict.of(ending).cost == pytest.approx(-2.0)


@pytest.mark.parametrize(("preset", "free"), [("liars-dice", True), ("perudo", False)])
def test_a_palifico_decision_says_whether_its_player_may_change_the_face(
        preset: str, free: bool) -> None:
    """Spec "Palifico": «With `palifico_owner_may_change_face` the palifico player alone may
    instead make any normal raise» (liars-dice yes, perudo no). A decision record in a
    palifico round carries it (`palifico_free`), so the review and its drills say the same
    as the table (the 7th learner's pass, issue 42: the review told a Liar's Dice palifico
    player the face was locked for them too)."""
    position = read_position({
        "rules": preset, "palifico": "Ana", "seat": "Ana", "bots": {"Ben": "random"},
        "players": [{"name": "Ana", "dice": [4]}, {"name": "Ben", "dice": [2, 3, 5]}],
        "actions": [{"player": "Ana", "bid": "1x4"}, {"player": "Ben", "bid": "2x4"}]})
    record = decision_record(position)
    assert record["palifico"] == "Ana" and record["palifico_free"] is free
