"""The facade's game operations: ``game_new``, ``game_view``, ``game_act``, ``game_bot``,
``game_bots``, ``game_coach`` and ``walk``.

A game is ``{"rules", "options", "names", "seed", "actions"}``: replaying the
actions from the seed rebuilds it exactly, so no state is kept between
calls. This module brings in the game loop and the bots; the facade imports
it only when a game operation is first called, so the bid checker never
pays for it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engine.bots import BOTS, bot
from engine.game import DEFAULT_NAMES, Chooser, Game, View, move_seed
from engine.judge.decision import decision_record
from engine.judge.position import UNKNOWN_LEVEL, position_in_game
from engine.judge.verdict import PLAY_ON, choices_of
from engine.odds import bid_probability, bid_wild
from engine.referee import read_transcript, referee
from engine.round import CALLS, RAISING_CALLS, Action
from engine.table import score_kind
from engine.webapi.args import Args, ArgumentError, label, parse, with_field, wrong_type

MAX_BOT_MOVES = 2000


def _action(data: Any, field: str, dice_in_play: int | None = None) -> Action:
    if not isinstance(data, Mapping) or not isinstance(data.get("player"), str):
        raise wrong_type(field, "move")
    bid = data.get("bid")
    call = data.get("call")
    if (bid is None) == (call is None) or (call is not None and call not in CALLS):
        raise wrong_type(field, "move")
    pressure = data.get("pressure", False) is True
    if bid is not None:
        parsed = parse(str(bid), field, dice_in_play=dice_in_play)
        return Action(data["player"], bid=parsed, pressure=pressure)
    return Action(data["player"], call=str(call), pressure=pressure)


def _replay(data: Any) -> tuple[Game, dict[str, Any]]:
    if not isinstance(data, Mapping):
        raise wrong_type("game", "object")
    args = Args(data)
    rules = args.rules()
    names = data.get("names")
    if not isinstance(names, list) or not all(isinstance(n, str) and n for n in names) \
            or len(set(names)) != len(names):
        raise wrong_type("players", "names")
    if not rules.min_players <= len(names) <= rules.max_players:
        raise ArgumentError("player_count", "players", minimum=rules.min_players,
                            maximum=rules.max_players, count=len(names))
    seed = args.number("seed", 0, 2**53 - 1)
    bots = _bots(data.get("bots"), names)
    game = Game(rules, names, seed)
    actions = data.get("actions") or []
    if not isinstance(actions, list):
        raise wrong_type("game", "object")
    played = [_action(item, "game") for item in actions]
    for action in played:
        _apply(game, action, "game")
    state = {"rules": rules.preset, "options": rules.overrides(), "names": list(names),
             "seed": seed, "actions": [action.to_json() for action in played]}
    if bots:
        state["bots"] = bots
    return game, state


def _bots(data: Any, names: Sequence[str]) -> dict[str, str]:
    """The game's bots: a level for each seat a bot plays (``{"Ben": "hard", …}``)."""
    if data is None:
        return {}
    if not isinstance(data, Mapping):
        raise wrong_type("bots", "object")
    for name, level in data.items():
        if name not in names:
            raise ArgumentError("unknown_player", "bots", where=label("bots"), name=str(name))
        if level not in BOTS:
            raise ArgumentError("unknown_bot", "bots", level=str(level)[:20],
                                valid=", ".join(BOTS))
    return {str(name): str(level) for name, level in data.items()}


def table_levels(state: Mapping[str, Any], default: str = UNKNOWN_LEVEL) -> tuple[str, ...]:
    """Each seat's bot level as the judge reads the table (``default`` for a seat no bot
    plays: the reader, whose later moves in a rollout the hard bot makes)."""
    bots = state.get("bots", {})
    return tuple(bots.get(name, default) for name in state["names"])


def _apply(game: Game, action: Action, field: str) -> None:
    """Apply ``action`` to ``game``; an illegal or impossible move is reported on ``field``."""
    if game.over:
        raise ArgumentError("round_over", field)
    if action.player not in (seat.name for seat in game.round.seats):
        raise ArgumentError("unknown_player", field, where=label(field), name=action.player)
    verdict = game.round.judge(action)
    if not verdict.legal:
        raise ArgumentError(verdict.reason, field, **verdict.params)
    game.apply(action)


def _view_json(view: View) -> dict[str, Any]:
    data = {
        "seat": view.seat, "name": view.name, "names": list(view.names),
        "own_dice": list(view.own_dice), "dice_counts": list(view.dice_counts),
        "bids": [{"player": view.names[s], "bid": str(b)} for s, b in view.bids],
        "palifico": view.palifico, "wild": view.wild, "scores": list(view.scores),
        "pressure_left": list(view.pressure_left), "pressured": view.pressured,
        "legal_actions": [a.to_json() for a in view.legal_actions],
        "round_number": view.round_number, "total_rounds": view.total_rounds,
        "score_kind": score_kind(view.rules), "bid_modes": view.rules.bid_modes,
    }
    if view.rules.drinks:  # 大话骰: each player's penalties and the stake standing
        data.update(penalties=list(view.penalties), stake=view.stake)
    return data


def _game_json(game: Game, state: dict[str, Any], seat: int) -> dict[str, Any]:
    data = {
        "game": state,
        "view": _view_json(game.view(seat)),
        "to_act": game.round.to_act,
        "over": game.over,
        "winners": game.winners,
        "last_round": game.rounds[-1] if game.rounds else None,
    }
    if game.rules.drinks:  # 大话骰: a 劈 waiting for its answer (and whether 反劈 came back)
        pi_by = game.round.pi_by
        data["pi"] = None if pi_by is None else {
            "caller": game.round.seats[pi_by].name, "fanpi": game.round.fanpi}
    return data


def _bot_rng(state: Mapping[str, Any]) -> random.Random:
    """The randomness of the next bot move: seeded by the game's seed and its length."""
    return random.Random(_bot_seed(state))


def _bot_seed(state: Mapping[str, Any]) -> int:
    """The seed of the next bot move's randomness (the game's seed and its length)."""
    return move_seed(state["seed"], len(state["actions"]))


def _seat(data: Mapping[str, Any], game: Game) -> int:
    if data.get("seat") is None:
        return game.round.to_act
    return Args(data).number("seat", 0, len(game.round.seats) - 1)


def game_new(data: Any) -> dict[str, Any]:
    """Start a seeded game: ``players`` is a count (default names) or a list of names;
    ``bots`` gives the level of each seat a bot plays (the game keeps it)."""
    args = Args(data)
    rules = args.rules()
    players = data.get("players")
    if isinstance(players, list):
        names = players
    else:
        count = args.number("players", rules.min_players, rules.max_players)
        names = list(DEFAULT_NAMES[:count])
    state = {"rules": rules.preset, "options": rules.overrides(), "names": names,
             "seed": data.get("seed"), "actions": []}
    if data.get("bots") is not None:
        state["bots"] = data["bots"]
    game, state = _replay(state)
    return _game_json(game, state, _seat(data, game))


def game_view(data: Any) -> dict[str, Any]:
    """The game as ``seat`` sees it (default: the player to act)."""
    args = Args(data)
    game, state = _replay(args.data.get("game"))
    return _game_json(game, state, _seat(args.data, game))


def game_act(data: Any) -> dict[str, Any]:
    """Apply ``action``; an illegal move is an error whose reason says why."""
    args = Args(data)
    game, state = _replay(args.data.get("game"))
    action = _action(args.data.get("action"), "action", game.round.dice_in_play)
    _apply(game, action, "action")
    state["actions"].append(action.to_json())
    return _game_json(game, state, _seat(args.data, game))


def game_bot(data: Any) -> dict[str, Any]:
    """The move bot ``level`` makes for the player to act (seeded by the game and its length)."""
    args = Args(data)
    game, state = _replay(args.data.get("game"))
    if game.over:
        raise ArgumentError("round_over", "game")
    action = _chooser(args, state, game.round.to_act)(game.view(), _bot_rng(state))
    return {"action": action.to_json()}


def _chooser(args: Args, state: Mapping[str, Any], seat: int) -> Chooser:
    """The bot for ``seat``: its level in the game's ``bots``, else the ``level`` argument."""
    level = state.get("bots", {}).get(state["names"][seat])
    return with_field("level", lambda: bot(level or args.text("level", "random")))


def game_bots(data: Any) -> dict[str, Any]:
    """Let the bots (level ``level``) play for every seat but ``seat``, for at most ``moves`` moves.

    Stops early when it is ``seat``'s turn, when a call ends the round, or when
    the game is over; ``actions`` lists the moves made. Each move is seeded
    exactly as ``game_bot`` seeds it, so the two agree move for move. With
    ``seat`` out of the game, ``through_rounds`` lets the bots play on past the
    end of a round (to finish a game the viewer can no longer play).
    """
    args = Args(data)
    game, state = _replay(args.data.get("game"))
    seat = _seat(args.data, game)
    limit = args.number("moves", 1, MAX_BOT_MOVES) if args.has("moves") else 1
    through = args.flag("through_rounds")
    played: list[dict[str, Any]] = []
    while len(played) < limit and not game.over and game.round.to_act != seat:
        action = _chooser(args, state, game.round.to_act)(game.view(), _bot_rng(state))
        _apply(game, action, "game")
        state["actions"].append(action.to_json())
        played.append(action.to_json())
        # A 劈 or 反劈 passes the turn on (someone must answer); any other call ends the round.
        ended = action.call is not None and action.call not in RAISING_CALLS
        if ended and not (through and not game.round.seats[seat].active):
            break
    return {**_game_json(game, state, seat), "actions": played}


def game_coach(data: Any) -> dict[str, Any]:
    """The coach on ``seat``'s turn (default: the player to act): the judge's record of the
    decision to come (engine.judge.decision), the hard bot's move in that seat seeded as
    ``game_bot`` would seed it, and each bid's chance from the seat's own dice alone (the
    teaching number the coach labels so, never a verdict)."""
    args = Args(data)
    game, state = _replay(args.data.get("game"))
    seat = _seat(args.data, game)
    if game.over or game.round.to_act != seat:
        raise ArgumentError("coach_not_your_turn", "seat")
    position = position_in_game(game, seat, table_levels(state))
    record = decision_record(position, hard_seed=_bot_seed(state))
    view = position.view
    record["bids_alone"] = {
        str(a.bid): bid_probability(a.bid, view.unseen, view.own_dice, bid_wild(a.bid, view.wild))
        for a in view.legal_actions if a.bid is not None and not a.pressure}
    return record


def game_judge(data: Any) -> dict[str, Any]:
    """The judge's record of ``move`` made by ``seat`` (default: the player to act) in
    ``game`` as it stands: what the coach says once a move is made, what the review says of
    it (its ``index`` is the move's place in the game), and how a drill judges an answer."""
    args = Args(data)
    game, state = _replay(args.data.get("game"))
    seat = _seat(args.data, game)
    raw = args.data.get("move")
    # Playing on instead of a calza out of turn (the judge weighs it there: PLAY_ON) is a
    # choice, not a transcript move: judged as such when the seat is not the one to act.
    if isinstance(raw, Mapping) and raw.get("call") == PLAY_ON:
        move = Action(str(raw.get("player")), call=PLAY_ON)
    else:
        move = _action(raw, "move", game.round.dice_in_play)
    play_on = move.call == PLAY_ON
    # Not only on the seat's turn: a calza may come from any seat but the bidder's (online
    # Liar's Dice), and the round's own judgement below refuses a move out of turn.
    if game.over or move.player != state["names"][seat]:
        raise ArgumentError("coach_not_your_turn", "seat")
    position = position_in_game(game, seat, table_levels(state))
    if play_on:
        if move not in choices_of(position):
            raise wrong_type("move", "move")
    else:
        verdict = game.round.judge(move)
        if not verdict.legal:
            raise ArgumentError(verdict.reason, "move", **verdict.params)
    return decision_record(position, move, index=len(state["actions"]), hard_seed=_bot_seed(state))


def walk(data: Any) -> dict[str, Any]:
    """A round ``transcript`` judged move by move: each move's verdict and reason, then the verdict.

    ``steps`` has one entry per action up to and including the first illegal one
    (``legal``, ``reason``, ``message`` in every language); ``verdict`` is the
    referee's verdict on the whole round.
    """
    args = Args(data)
    transcript = args.data.get("transcript")
    start, actions = with_field("transcript", lambda: read_transcript(transcript))
    steps: list[dict[str, Any]] = []
    state = start
    for index, action in enumerate(actions):
        judgement = state.judge(action)
        steps.append({"action": index, "player": action.player, "legal": judgement.legal,
                      "reason": judgement.reason, "message": judgement.messages})
        if not judgement.legal:
            break
        state = state.apply(action)
    return {"steps": steps, "verdict": referee(transcript)}


OPS: Mapping[str, Callable[[Any], dict[str, Any]]] = {
    "game_new": game_new,
    "game_view": game_view,
    "game_act": game_act,
    "game_bot": game_bot,
    "game_bots": game_bots,
    "game_coach": game_coach,
    "game_judge": game_judge,
    "walk": walk,
}
