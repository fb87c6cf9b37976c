"""Random but legal positions for drills: tables of players, bid histories, finished rounds.

Every function takes the ``random.Random`` it may use and the ``Rules`` it must
respect; histories are made of bids the engine itself judges legal, and a
finished round is judged by the referee (its transcript is the position).
"""

from __future__ import annotations

import random
from typing import Any

from engine.bids import MAX_QUANTITY, Bid
from engine.legality import BidContext, judge_bid, minimum_raises
from engine.referee import referee
from engine.round import Action, Round, Seat
from engine.rules import PRESSURE_USES, START_DICE, Rules

NAMES: tuple[str, ...] = ("Ana", "Ben", "Cai", "Dan", "Eva", "Fei")


def roll(rng: random.Random, count: int) -> tuple[int, ...]:
    """``count`` fair dice."""
    return tuple(rng.randint(1, 6) for _ in range(count))


def player_count(rng: random.Random, rules: Rules) -> int:
    """A table size the rules allow, two to four players where possible."""
    low = max(2, rules.min_players)
    return rng.randint(low, max(low, min(4, rules.max_players)))


def dice_count(rng: random.Random, rules: Rules) -> int:
    """How many dice a player holds: always five in party mode."""
    return START_DICE if rules.party else rng.choice((1, 2, 3, 3, 4, 4, 5, 5, 5))


def raise_from(rng: random.Random, ctx: BidContext, spread: int = 2) -> Bid | None:
    """A legal bid after ``ctx``: some face's minimum raise plus up to ``spread``."""
    lowest = [bid for bid in minimum_raises(ctx).values() if bid is not None]
    if not lowest:
        return None
    base = rng.choice(lowest)
    for extra in range(rng.randint(0, spread), -1, -1):
        bid = Bid(min(MAX_QUANTITY, base.quantity + extra), base.face)
        if judge_bid(ctx, bid).legal:
            return bid
    return None


def bid_context(rng: random.Random, rules: Rules, bids: int, palifico: bool = False,
                dice_in_play: int | None = None) -> BidContext:
    """A bidder's context a game reaches: dice in play, ``bids`` legal bids so far, the bidder.

    In party mode everyone holds five dice. In a palifico round the palifico player (one
    die) made the opening bid, so they bid again only after someone else has bid, and
    anyone else bids only after them (``engine.reachable.unreachable_bid``).
    """
    if rules.party:
        dice = dice_in_play or START_DICE * player_count(rng, rules)
    else:
        dice = dice_in_play or rng.randint(2, 4 * START_DICE)
    owner = palifico and rng.random() < 0.5
    if palifico:
        bids = max(bids, 2 if owner else 1)
    if rules.party:
        bidder_dice = START_DICE
    else:
        bidder_dice = 1 if owner else rng.randint(1, min(START_DICE, dice - 1))
    ctx = BidContext(rules, dice, palifico=palifico)
    for _ in range(bids):
        bid = raise_from(rng, ctx)
        if bid is None:
            break
        ctx = ctx.after(bid)
    return BidContext(rules, dice, ctx.history, palifico, owner, bidder_dice)


def context_position(ctx: BidContext) -> dict[str, Any]:
    """A bid context in the bid checker's field names."""
    return {
        "rules": ctx.rules.preset, "options": ctx.rules.overrides(),
        "dice_in_play": ctx.dice_in_play, "history": [str(b) for b in ctx.history],
        "palifico": ctx.palifico, "owner": ctx.bidder_is_palifico_owner,
        "bidder_dice": ctx.bidder_dice,
    }


def seats(rng: random.Random, rules: Rules, palifico: bool = False) -> tuple[Seat, ...]:
    """A table: names and dice, and in party mode the scores and pressure left that the
    rounds played so far give (each moves one point, or three when someone pressured it)."""
    count = player_count(rng, rules)
    sizes = [dice_count(rng, rules) for _ in range(count)]
    if palifico:
        sizes[rng.randrange(count)] = 1
    scores = [0] * count
    left = [PRESSURE_USES] * count
    if rules.party:
        for _ in range(rng.randint(0, min(6, 2 * count - 1))):
            winner, loser = rng.sample(range(count), 2)
            points = 1
            if rng.random() < 0.5 and any(left):
                left[rng.choice([i for i in range(count) if left[i]])] -= 1
                points = 3
            scores[winner] += points
            scores[loser] -= points
    return tuple(Seat(NAMES[i], roll(rng, sizes[i]), scores[i], left[i]) for i in range(count))


def transcript(round_: Round, actions: list[Action]) -> dict[str, Any]:
    """The referee transcript of ``round_``'s start followed by ``actions``."""
    players = []
    for seat in round_.seats:
        player: dict[str, Any] = {"name": seat.name, "dice": list(seat.dice)}
        if round_.rules.party:
            player.update(score=seat.score, pressure_left=seat.pressure_left)
        players.append(player)
    data: dict[str, Any] = {"rules": round_.rules.preset, "options": round_.rules.overrides(),
                            "players": players}
    if round_.palifico is not None:
        data["palifico"] = round_.palifico
    data["actions"] = [action.to_json() for action in actions]
    return data


def play_bids(rng: random.Random, start: Round, bids: int,
              pressure: float = 0.0) -> tuple[Round, list[Action]]:
    """``start`` after up to ``bids`` legal bids (the first may carry pressure)."""
    state, actions = start, []
    for _ in range(bids):
        seat = state.to_act
        bid = raise_from(rng, state.bid_context(seat), spread=1)
        if bid is None:
            break
        action = Action(state.seats[seat].name, bid=bid,
                        pressure=rng.random() < pressure)
        if not state.judge(action).legal:
            action = Action(action.player, bid=bid)
        state = state.apply(action)
        actions.append(action)
    return state, actions


def showdown(rng: random.Random, rules: Rules, calza: bool | None = None,
             pressure: float = 0.0) -> tuple[dict[str, Any], dict[str, Any]]:
    """A round that ends in a call, as a transcript, and the referee's outcome of it.

    ``calza`` None picks dudo or calza (calza only where the rules have it).
    """
    palifico = rules.palifico and rng.random() < 0.2
    table = seats(rng, rules, palifico)
    owner = next((i for i, s in enumerate(table) if len(s.dice) == 1), None) \
        if palifico else None
    # The palifico player lost the die that left them one, so they open their round.
    opener = rng.randrange(len(table)) if owner is None else owner
    start = Round(rules=rules, seats=table, opener=opener,
                  palifico=None if owner is None else table[owner].name)
    state, actions = play_bids(rng, start, rng.randint(1, 3), pressure)
    if calza is None:
        calza = rules.calza and rng.random() < 0.4
    caller = state.to_act
    if calza and rules.calza_by == "any" and rng.random() < 0.5:
        bidder = state.bids[-1][0]
        caller = rng.choice([i for i, s in enumerate(state.seats) if s.active and i != bidder])
    call = Action(state.seats[caller].name, call="calza" if calza else "dudo",
                  pressure=rng.random() < pressure)
    if not state.judge(call).legal:
        call = Action(call.player, call=call.call)
    actions.append(call)
    data = transcript(start, actions)
    outcome = referee(data)["outcome"]
    return data, outcome
