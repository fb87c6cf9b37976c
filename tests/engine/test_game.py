"""Whole games, scripted with the real dice: palifico triggering, openers, pressure, ties."""

from __future__ import annotations

import pytest

from engine import Action, Bid, Game, IllegalMove, Round, RulesError, count_matches, make_rules


def _count(state: Round, face: int) -> int:
    return count_matches((d for s in state.seats for d in s.dice), face, state.wild)


def _failing_bid(state: Round) -> Bid:
    """A legal opening bid that is sure to be short (one more than the real count)."""
    for face in (6, 5, 4, 3, 2):
        bid = Bid(_count(state, face) + 1, face)
        if not state.rules.cap_at_dice or bid.quantity <= state.dice_in_play:
            return bid
    raise AssertionError("no failing bid")


def _holding_bid(state: Round) -> Bid:
    """An opening bid that is sure to hold (the real count of a face that has some)."""
    face = max((2, 3, 4, 5, 6), key=lambda f: _count(state, f))
    return Bid(max(1, _count(state, face)), face)


def _name(state: Round, seat: int | None = None) -> str:
    return state.seats[state.to_act if seat is None else seat].name


def _lose_round(game: Game, opener_loses: bool = True, pressure_by: str | None = None) -> None:
    """The opener bids, the next player challenges; the opener loses unless told otherwise."""
    state = game.round
    bid = _failing_bid(state) if opener_loses else _holding_bid(state)
    opener = _name(state)
    game.apply(Action(opener, bid=bid, pressure=pressure_by == opener))
    caller = _name(game.round)
    game.apply(Action(caller, call="dudo", pressure=pressure_by == caller))


def test_palifico_round_follows_the_first_drop_to_one_die_and_its_owner_opens() -> None:
    """spec: Palifico, «the first time a player is reduced to exactly one die (by any
    resolution), the next round is that player's palifico round»; «That player lost the die, so
    they open it»."""
    game = Game(make_rules("perudo"), ["Ana", "Ben", "Cai"], seed=11)
    loser = _name(game.round)
    for _ in range(4):
        assert game.round.palifico is None
        _lose_round(game)
    assert len(game.round.seats[game.round.seat_of(loser)].dice) == 1
    assert game.round.palifico == loser
    assert _name(game.round) == loser
    assert game.round.wild is False
    _lose_round(game)
    assert game.rounds[-1]["palifico"] == loser
    assert game.rounds[-1]["outcome"]["eliminated"] == [loser]
    assert game.round.palifico is None


def _down_to_two_dice(game: Game, victim: str) -> None:
    """Two-player game: ``victim`` loses dudos until two dice are left (and so opens next)."""
    while len(game.round.seats[game.round.seat_of(victim)].dice) > 2:
        assert game.round.palifico is None
        _lose_round(game, opener_loses=_name(game.round) == victim)
    assert _name(game.round) == victim


def _wrong_calza_to_one_die(game: Game, victim: str, other: str) -> None:
    """``victim`` (two dice, opening) bids, ``other`` overbids sixes, ``victim`` calls calza."""
    game.apply(Action(victim, bid=Bid(1, 2)))
    game.apply(Action(other, bid=Bid(_count(game.round, 6) + 1, 6)))
    outcome = game.apply(Action(victim, call="calza"))
    assert outcome is not None and outcome.dice_change == {victim: -1}


def test_a_wrong_calza_down_to_one_die_triggers_palifico() -> None:
    """spec: Palifico, «the first time a player is reduced to exactly one die (by any
    resolution)»: a wrong calza is such a resolution, and the caller opens."""
    game = Game(make_rules("liars-dice"), ["Ana", "Ben"], seed=21)
    _down_to_two_dice(game, "Ana")
    _wrong_calza_to_one_die(game, "Ana", "Ben")
    assert game.round.palifico == "Ana" and _name(game.round) == "Ana"


def test_a_correct_calza_against_their_bid_triggers_palifico() -> None:
    """spec: Palifico, «the first time a player is reduced to exactly one die (by any
    resolution)»; spec: Rule options, «With `bidder_loses`: the bidder loses 1 die»."""
    game = Game(make_rules("perudo"), ["Ana", "Ben"], seed=21)
    _down_to_two_dice(game, "Ana")
    exact = _holding_bid(game.round)
    assert _count(game.round, exact.face) == exact.quantity
    game.apply(Action("Ana", bid=exact))
    outcome = game.apply(Action("Ben", call="calza"))
    assert outcome is not None and outcome.dice_change == {"Ana": -1}
    assert game.round.palifico == "Ana" and _name(game.round) == "Ana"


def test_palifico_once_per_player_even_after_a_regained_die() -> None:
    """spec: Palifico, «each player triggers at most one in a game»: a player back at two dice
    by a correct calza who drops to one again plays an ordinary round."""
    game = Game(make_rules("liars-dice"), ["Ana", "Ben"], seed=21)
    _down_to_two_dice(game, "Ana")
    _wrong_calza_to_one_die(game, "Ana", "Ben")
    state = game.round
    assert state.palifico == "Ana" and state.wild is False
    face = max(range(1, 7), key=lambda f: _count(state, f))
    count = _count(state, face)
    assert count >= 2
    game.apply(Action("Ana", bid=Bid(count - 1, face)))
    game.apply(Action("Ben", bid=Bid(count, face)))
    outcome = game.apply(Action("Ana", call="calza"))
    assert outcome is not None and outcome.dice_change == {"Ana": 1}
    assert game.round.palifico is None and _name(game.round) == "Ana"
    _lose_round(game)
    assert len(game.round.seats[game.round.seat_of("Ana")].dice) == 1
    assert game.round.palifico is None and game.round.wild is True

def test_no_palifico_without_the_option() -> None:
    """spec: Rule options, «`palifico` | true/false | palifico rounds exist» (off in wango)."""
    game = Game(make_rules("wango"), ["Ana", "Ben", "Cai"], seed=11)
    for _ in range(5):
        _lose_round(game)
        assert game.round.palifico is None


def test_dice_loss_by_difference_may_jump_straight_to_palifico() -> None:
    """spec: Palifico, «reduced to exactly one die (by any resolution)» with «`dice_loss:
    difference`»."""
    game = Game(make_rules("perudo", {"dice_loss": "difference"}), ["Ana", "Ben", "Cai"], seed=5)
    state = game.round
    opener = _name(state)
    bid = Bid(_count(state, 6) + 4, 6)  # four short: 5 dice -> 1 die
    game.apply(Action(opener, bid=bid))
    game.apply(Action(_name(game.round), call="dudo"))
    assert game.rounds[-1]["outcome"]["dice_change"] == {opener: -4}
    assert game.round.palifico == opener


def test_dropping_from_two_dice_to_none_triggers_no_palifico() -> None:
    """spec: Palifico, «the first time a player is reduced to exactly one die»: under
    «`dice_loss: difference`» a player may go from two dice straight to none, which is
    elimination, not a palifico round."""
    game = Game(make_rules("perudo", {"dice_loss": "difference"}), ["Ana", "Ben", "Cai"], seed=5)
    victim = _name(game.round)
    for _ in range(3):
        _lose_round(game)  # one short each time: one die lost
    assert len(game.round.seats[game.round.seat_of(victim)].dice) == 2
    assert game.round.palifico is None and _name(game.round) == victim
    state = game.round
    game.apply(Action(victim, bid=Bid(_count(state, 6) + 2, 6)))  # two short
    outcome = game.apply(Action(_name(game.round), call="dudo"))
    assert outcome is not None and outcome.dice_change == {victim: -2}
    assert outcome.eliminated == [victim]
    assert game.round.palifico is None

def test_correct_calza_at_five_dice_caller_opens_the_next_round() -> None:
    """spec: Common core, «after a correct calza with `caller_regains`, by the caller (even at 5
    dice)»."""
    game = Game(make_rules("dudo"), ["Ana", "Ben", "Cai"], seed=3)
    state = game.round
    game.apply(Action(_name(state), bid=_holding_bid(state)))
    caller = _name(game.round)
    outcome = game.apply(Action(caller, call="calza"))
    assert outcome is not None and outcome.winner == caller and outcome.dice_change == {}
    assert _name(game.round) == caller
    assert all(len(s.dice) == 5 for s in game.round.seats)


def test_classic_game_ends_with_the_last_player_holding_dice() -> None:
    """spec: Common core, «The last player holding dice wins (elimination modes)»."""
    game = Game(make_rules("wango"), ["Ana", "Ben"], seed=2)
    while not game.over:
        _lose_round(game)
    assert len(game.rounds) == 5
    (winner,) = game.winners
    assert [s.name for s in game.round.seats if s.dice] == [winner]
    with pytest.raises(IllegalMove):
        game.apply(Action(winner, call="dudo"))


def test_a_players_view_counts_a_pressure_as_used_once_it_is_attached() -> None:
    """spec: «each player may use pressure twice in the whole game, attached to their own bid
    or their own challenge»: the view practice draws shows the use from the pressured bid on."""
    game = Game(make_rules("wango-party"), ["Ana", "Ben"], seed=4)
    user = _name(game.round)
    seat = game.round.seat_of(user)
    before = game.view(seat).pressure_left
    game.apply(Action(user, bid=Bid(1, 6), pressure=True))
    after = game.view(seat).pressure_left
    assert before[seat] == 2 and after[seat] == 1
    assert after[1 - seat] == before[1 - seat] == 2


def test_party_pressure_uses_carry_across_rounds_and_run_out_after_two() -> None:
    """spec: WANGO party mode, «each player may use pressure twice in the whole game»."""
    game = Game(make_rules("wango-party"), ["Ana", "Ben"], seed=4)
    user = _name(game.round)
    for _ in range(2):
        _lose_round(game, pressure_by=user)
        assert game.rounds[-1]["outcome"]["transfer"] == 3
    seat = game.round.seat_of(user)
    assert game.round.seats[seat].pressure_left == 0
    state = game.round
    bid = Action(_name(state), bid=_failing_bid(state))
    if _name(state) != user:
        game.apply(bid)
        attempt = Action(user, call="dudo", pressure=True)
    else:
        attempt = Action(user, bid=bid.bid, pressure=True)
    assert game.round.judge(attempt).reason == "pressure_used_up"
    assert all(not a.pressure for a in game.round.legal_actions())


def test_party_game_lasts_two_n_rounds_and_ties_share_the_win() -> None:
    """spec: WANGO party mode, «After round 2N the highest score wins; ties share the win»; «The
    next round is opened by the round's loser»."""
    game = Game(make_rules("wango-party"), ["Ana", "Ben"], seed=8)
    for number in range(4):
        _lose_round(game, opener_loses=number % 2 == 0)
        assert _name(game.round) == game.rounds[-1]["outcome"]["loser"]
    assert game.over and len(game.rounds) == 4
    assert [s.score for s in game.round.seats] == [0, 0]
    assert game.winners == ["Ana", "Ben"]


def test_game_refuses_a_table_outside_the_rules() -> None:
    """seed 004 line 16: «online tables seat 3 to 6»."""
    with pytest.raises(RulesError) as caught:
        Game(make_rules("dudo"), ["Ana", "Ben"], seed=1)
    assert caught.value.code == "player_count"


def test_games_are_reproducible_from_their_seed() -> None:
    """issue 2: «a seeded Game state machine for whole games»."""
    first = Game(make_rules("liars-dice"), ["Ana", "Ben", "Cai"], seed=99)
    second = Game(make_rules("liars-dice"), ["Ana", "Ben", "Cai"], seed=99)
    assert first.round == second.round
    for game in (first, second):
        while not game.over:
            _lose_round(game)
    assert first.rounds == second.rounds
