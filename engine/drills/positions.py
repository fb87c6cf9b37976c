"""Random but legal positions for drills: tables of players, bid histories, finished rounds.

Every function takes the ``random.Random`` it may use and the ``Rules`` it must
respect; histories are made of bids the engine itself judges legal, and a
finished round is judged by the referee (its transcript is the position). In 大话骰
(bids with a mode, the drinks score) bids are 飞 or 斋, everyone rolls five dice each
round, seats carry the penalties earlier rounds gave, and a round ends in 开 or in a 劈
answered by open, 反劈 or 投降.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine.bids import MAX_QUANTITY, Bid
from engine.legality import BidContext, judge_bid, minimum_raises, minimum_zhai_raises
from engine.referee import referee
from engine.round import Action, Round, Seat
from engine.rules import OPEN_STAKE, PRESSURE_USES, STAKE_FACTOR, START_DICE, Rules, game_rounds

NAMES: tuple[str, ...] = ("Ana", "Ben", "Cai", "Dan", "Eva", "Fei")


def roll(rng: random.Random, count: int) -> tuple[int, ...]:
    """``count`` fair dice."""
    return tuple(rng.randint(1, 6) for _ in range(count))


def player_count(rng: random.Random, rules: Rules) -> int:
    """A table size the rules allow, two to four players where possible."""
    low = max(2, rules.min_players)
    return rng.randint(low, max(low, min(4, rules.max_players)))


def keeps_five(rules: Rules) -> bool:
    """Whether nobody ever loses a die: party mode (scores) and drinks mode (penalties)."""
    return rules.party or rules.drinks


def dice_count(rng: random.Random, rules: Rules) -> int:
    """How many dice a player holds: always five where nobody loses dice."""
    return START_DICE if keeps_five(rules) else rng.choice((1, 2, 3, 3, 4, 4, 5, 5, 5))


def lowest_bids(ctx: BidContext) -> list[Bid]:
    """Each face's smallest legal bid after ``ctx``, in both modes where bids have one."""
    both = [*minimum_raises(ctx).values(), *minimum_zhai_raises(ctx).values()]
    return [bid for bid in both if bid is not None]


def raise_from(rng: random.Random, ctx: BidContext, spread: int = 2) -> Bid | None:
    """A legal bid after ``ctx``: some face's minimum raise plus up to ``spread``."""
    lowest = lowest_bids(ctx)
    if not lowest:
        return None
    base = rng.choice(lowest)
    for extra in range(rng.randint(0, spread), -1, -1):
        bid = Bid(min(MAX_QUANTITY, base.quantity + extra), base.face, base.mode)
        if judge_bid(ctx, bid).legal:
            return bid
    return None


def bid_context(rng: random.Random, rules: Rules, bids: int, palifico: bool = False,
                dice_in_play: int | None = None) -> BidContext:
    """A bidder's context a game reaches: dice in play, ``bids`` legal bids so far, the bidder.

    In party and drinks mode everyone holds five dice. In a palifico round the palifico player (one
    die) made the opening bid, so they bid again only after someone else has bid, and
    anyone else bids only after them (``engine.reachable.unreachable_bid``).
    """
    if keeps_five(rules):
        dice = dice_in_play or START_DICE * player_count(rng, rules)
    else:
        dice = dice_in_play or rng.randint(2, 4 * START_DICE)
    owner = palifico and rng.random() < 0.5
    if palifico:
        bids = max(bids, 2 if owner else 1)
    if keeps_five(rules):
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
    """A bid context in the bid checker's field names (and, where the opening minimum
    counts players, ``table_size``: one player per five dice in play)."""
    position = {
        "rules": ctx.rules.preset, "options": ctx.rules.overrides(),
        "dice_in_play": ctx.dice_in_play, "history": [str(b) for b in ctx.history],
        "palifico": ctx.palifico, "owner": ctx.bidder_is_palifico_owner,
        "bidder_dice": ctx.bidder_dice,
    }
    if ctx.rules.opening_minimum != "none":
        position["table_size"] = ctx.table_size
    return position


def penalties(rng: random.Random, rules: Rules, count: int) -> list[int]:
    """Drinks-mode penalties after some of the game's earlier rounds: each gave its loser
    the stake (1, doubled by 劈, again by 反劈) or, conceded, half of it."""
    given = [0] * count
    stakes = (OPEN_STAKE, OPEN_STAKE * STAKE_FACTOR, OPEN_STAKE * STAKE_FACTOR ** 2)
    for _ in range(rng.randint(0, (game_rounds(rules, count) or 1) - 1)):
        stake = rng.choice(stakes)
        conceded = stake > OPEN_STAKE and rng.random() < 0.3
        given[rng.randrange(count)] += stake // 2 if conceded else stake
    return given


def seats(rng: random.Random, rules: Rules, palifico: bool = False) -> tuple[Seat, ...]:
    """A table: names and dice, and in party mode the scores and pressure left that the
    rounds played so far give (each moves one point, or three when someone pressured it);
    in drinks mode the penalties (:func:`penalties`)."""
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
    drinks = penalties(rng, rules, count) if rules.drinks else [0] * count
    return tuple(Seat(NAMES[i], roll(rng, sizes[i]), scores[i], left[i], drinks[i])
                 for i in range(count))


def opening_seat(rng: random.Random, table: Sequence[Seat]) -> int:
    """Who opens the round: anyone, except that once earlier 大话骰 rounds gave penalties the
    last round's loser opens (spec: «The round's loser opens the next round»), so a player
    who has some."""
    losers = [i for i, seat in enumerate(table) if seat.penalties]
    return rng.choice(losers) if losers else rng.randrange(len(table))


def transcript(round_: Round, actions: list[Action]) -> dict[str, Any]:
    """The referee transcript of ``round_``'s start followed by ``actions``."""
    players = []
    for seat in round_.seats:
        player: dict[str, Any] = {"name": seat.name, "dice": list(seat.dice)}
        if round_.rules.party:
            player.update(score=seat.score, pressure_left=seat.pressure_left)
        if round_.rules.drinks:
            player["penalties"] = seat.penalties
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
             pressure: float = 0.0, counted: bool = False) -> tuple[dict[str, Any],
                                                                    dict[str, Any]]:
    """A round that ends in a call, as a transcript, and the referee's outcome of it.

    ``calza`` None picks dudo or calza (calza only where the rules have it); under rules
    with 劈 the round ends as :func:`pi_calls` ends it (with a count if ``counted``).
    """
    palifico = rules.palifico and rng.random() < 0.2
    table = seats(rng, rules, palifico)
    owner = next((i for i, s in enumerate(table) if len(s.dice) == 1), None) \
        if palifico else None
    # The palifico player lost the die that left them one, so they open their round.
    opener = opening_seat(rng, table) if owner is None else owner
    start = Round(rules=rules, seats=table, opener=opener,
                  palifico=None if owner is None else table[owner].name)
    state, actions = play_bids(rng, start, rng.randint(1, 3), pressure)
    if rules.pi:
        actions += pi_calls(rng, state, counted)
        data = transcript(start, actions)
        return data, referee(data)["outcome"]
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


# How a 大话骰 round ends once someone calls: 开 at once, or 劈 and its answers.
PI_ENDINGS: tuple[tuple[str, ...], ...] = (
    ("dudo",), ("dudo",), ("pi", "open"), ("pi", "fanpi", "open"), ("pi", "concede"),
    ("pi", "fanpi", "concede"),
)


def pi_calls(rng: random.Random, state: Round, counted: bool = False) -> list[Action]:
    """The calls that end ``state``'s round under rules with 劈: one of :data:`PI_ENDINGS`
    the rules allow (none ending in 投降 if ``counted``), each made by the player whose
    turn it is."""
    endings = [calls for calls in PI_ENDINGS
               if (state.rules.fanpi or "fanpi" not in calls)
               and not (counted and calls[-1] == "concede")]
    actions = []
    for call in rng.choice(endings):
        action = Action(state.seats[state.to_act].name, call=call)
        state = state.apply(action, None) if call in ("pi", "fanpi") else state
        actions.append(action)
    return actions
