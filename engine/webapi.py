"""The engine's JSON facade for the browser worker: ``handle(op, args_json) -> JSON text``.

Every operation takes a JSON object of arguments and returns a JSON envelope,
``{"ok": true, "result": ...}`` or ``{"ok": false, "error": {"code", "field",
"message": {"en", "zh"}}}``, so bad input from a reader becomes a message in
their language and never a traceback. No I/O and no state between calls: a
game travels as its seed plus the actions played so far and is replayed on
every call, which keeps the facade pure and the results identical in CPython
and Pyodide.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from engine.bids import Bid, parse_bid
from engine.bots import BOTS, bot
from engine.checker import check_result, read_history
from engine.errors import EngineError
from engine.game import DEFAULT_NAMES, Game, View
from engine.jsontext import load_json
from engine.legality import BidContext, ones_wild
from engine.messages import type_name
from engine.odds import bid_probability
from engine.referee import read_transcript, referee
from engine.round import Action
from engine.rules import (
    OPTION_NAMES,
    PRESETS,
    START_DICE,
    TABLE_LIMIT,
    Rules,
    make_rules,
    option_values,
)

T = TypeVar("T")
MAX_DICE_IN_PLAY = START_DICE * TABLE_LIMIT

# How each argument is named inside an error message shown to a reader.
FIELD_LABELS: Mapping[str, Mapping[str, str]] = {
    "rules": {"en": "The rule set", "zh": "规则"},
    "options": {"en": "The house rules", "zh": "房规"},
    "dice_in_play": {"en": "Dice in play", "zh": "场上骰子数"},
    "history": {"en": "Bids so far", "zh": "已叫的点"},
    "palifico": {"en": "Palifico round", "zh": "单骰回合（palifico）"},
    "owner": {"en": "Bidder is the palifico player", "zh": "叫点者是单骰玩家"},
    "bidder_dice": {"en": "The bidder's dice", "zh": "叫点者的骰子数"},
    "bid": {"en": "The bid", "zh": "叫点"},
    "own": {"en": "Your dice", "zh": "你的骰子"},
    "unseen": {"en": "Unseen dice", "zh": "看不见的骰子数"},
    "wild": {"en": "Wild ones", "zh": "1 点万能"},
    "transcript": {"en": "The transcript", "zh": "记录"},
    "players": {"en": "The players", "zh": "玩家"},
    "seed": {"en": "The seed", "zh": "随机种子"},
    "game": {"en": "The game", "zh": "对局"},
    "action": {"en": "The move", "zh": "这一步"},
    "level": {"en": "The bot level", "zh": "电脑难度"},
    "seat": {"en": "The seat", "zh": "座位"},
    "op": {"en": "The operation", "zh": "操作"},
}


# What an argument should have been, for ``field_type`` messages (besides JSON types).
EXPECTED: Mapping[str, Mapping[str, str]] = {
    "object": type_name("object"),
    "text": type_name("string"),
    "boolean": type_name("boolean"),
    "owner": {"en": "off outside a palifico round", "zh": "不是单骰回合时不能勾选"},
    "names": {"en": "a list of different names", "zh": "互不相同的名字列表"},
    "move": {"en": "a bid or a call (dudo, calza)", "zh": "一个叫点，或开盅、calza"},
}


class ArgumentError(EngineError):
    """An argument the facade cannot use; ``field`` names which one."""

    def __init__(self, code: str, field: str, **params: Any) -> None:
        super().__init__(code, **params)
        self.field = field


def _label(field: str) -> dict[str, str]:
    return dict(FIELD_LABELS.get(field, {"en": field, "zh": field}))


class _Args:
    """Typed access to one operation's arguments, with errors that name the field."""

    def __init__(self, data: Any) -> None:
        if not isinstance(data, Mapping):
            raise ArgumentError("field_type", "op", where=_label("op"),
                                expected=EXPECTED["object"])
        self.data = data

    def has(self, field: str) -> bool:
        value = self.data.get(field)
        return value is not None and value != ""

    def text(self, field: str, default: str = "") -> str:
        value = self.data.get(field, default)
        if value is None:
            return default
        if isinstance(value, bool) or not isinstance(value, str | int):
            raise ArgumentError("field_type", field, where=_label(field),
                                expected=EXPECTED["text"])
        return str(value)

    def flag(self, field: str) -> bool:
        value = self.data.get(field, False)
        if value is None:
            return False
        if not isinstance(value, bool):
            raise ArgumentError("field_type", field, where=_label(field),
                                expected=EXPECTED["boolean"])
        return value

    def number(self, field: str, low: int, high: int) -> int:
        raw = self.data.get(field)
        value: int | None = None
        if isinstance(raw, int) and not isinstance(raw, bool):
            value = raw
        elif isinstance(raw, str) and raw.strip().isascii() and raw.strip().isdigit():
            value = int(raw.strip())
        if value is None or not low <= value <= high:
            shown = "" if raw is None else str(raw)[:20]
            raise ArgumentError("invalid_number", field, where=_label(field), minimum=low,
                                maximum=high, value=shown)
        return value

    def dice(self, field: str, most: int = START_DICE) -> tuple[int, ...]:
        raw = self.data.get(field) or ""
        parts = ([str(d) for d in raw] if isinstance(raw, list)
                 else self.text(field).replace(",", " ").split())
        if len(parts) > most or not all(p in ("1", "2", "3", "4", "5", "6") for p in parts):
            raise ArgumentError("invalid_dice_list", field, where=_label(field),
                                value=" ".join(parts)[:40])
        return tuple(int(p) for p in parts)

    def rules(self) -> Rules:
        options = self.data.get("options") or {}
        if not isinstance(options, Mapping):
            raise ArgumentError("field_type", "options", where=_label("options"),
                                expected=EXPECTED["object"])
        try:
            return make_rules(self.text("rules"), options)
        except EngineError as error:
            field = "rules" if error.code == "unknown_preset" else "options"
            raise ArgumentError(error.code, field, **error.params) from None


def _with_field(field: str, action: Callable[[], T]) -> T:
    """Run ``action``; an engine error it raises is reported against ``field``."""
    try:
        return action()
    except ArgumentError:
        raise
    except EngineError as error:
        raise ArgumentError(error.code, field, **error.params) from None


def _parse(text: str, field: str) -> Bid:
    """A bid read from ``text``; a parse error is reported against ``field``."""
    return _with_field(field, lambda: parse_bid(text))


# --- bids ---------------------------------------------------------------------


def check(data: Any) -> dict[str, Any]:
    """Is ``bid`` legal after ``history``; the minimum raise of each face; its odds.

    The first four keys are exactly ``python -m engine check``'s output. ``wild``
    says whether ones count as wild for this bid, and ``probability`` is the
    chance it holds given ``own`` dice (null without own dice).
    """
    args = _Args(data)
    rules = args.rules()
    dice = args.number("dice_in_play", 2, MAX_DICE_IN_PLAY)
    palifico, owner = args.flag("palifico"), args.flag("owner")
    if owner and not palifico:
        raise ArgumentError("field_type", "owner", where=_label("owner"),
                            expected=EXPECTED["owner"])
    bidder_dice = (args.number("bidder_dice", 1, min(START_DICE, dice))
                   if args.has("bidder_dice") else None)
    start = BidContext(rules, dice, palifico=palifico)
    ctx = _with_field("history", lambda: read_history(args.text("history"), start))
    ctx = BidContext(rules, dice, ctx.history, palifico, owner, bidder_dice)
    bid = _parse(args.text("bid"), "bid")
    wild = ones_wild(rules, (*ctx.history, bid), palifico)
    probability = None
    if args.has("own"):
        own = args.dice("own", min(START_DICE, dice))
        probability = bid_probability(bid, dice - len(own), own, wild=wild)
    return {**check_result(ctx, bid), "bid": str(bid), "wild": wild, "probability": probability}


def odds(data: Any) -> dict[str, Any]:
    """``python -m engine odds``: the chance a bid holds given own dice and unseen dice."""
    args = _Args(data)
    bid = _parse(args.text("bid"), "bid")
    unseen = args.number("unseen", 0, MAX_DICE_IN_PLAY)
    own = args.dice("own")
    wild = args.flag("wild") if "wild" in args.data else True
    return {"probability": bid_probability(bid, unseen, own, wild=wild)}


def referee_op(data: Any) -> dict[str, Any]:
    """The referee contract on ``transcript`` (a decoded JSON object)."""
    args = _Args(data)
    return dict(_with_field("transcript", lambda: referee(args.data.get("transcript"))))


def rules_catalogue(data: Any) -> dict[str, Any]:
    """Every preset's options and every option's possible values (to build rule pickers)."""
    _Args(data)
    return {
        "presets": {name: rules.options() for name, rules in PRESETS.items()},
        "options": {name: list(option_values(name)) for name in OPTION_NAMES},
        "bots": list(BOTS),
    }


# --- games --------------------------------------------------------------------
# A game is {"rules", "options", "names", "seed", "actions"}: replaying the
# actions from the seed rebuilds it exactly.


def _action(data: Any, field: str) -> Action:
    if not isinstance(data, Mapping) or not isinstance(data.get("player"), str):
        raise ArgumentError("field_type", field, where=_label(field),
                            expected=EXPECTED["move"])
    bid = data.get("bid")
    call = data.get("call")
    if (bid is None) == (call is None) or (call is not None and call not in ("dudo", "calza")):
        raise ArgumentError("field_type", field, where=_label(field), expected=EXPECTED["move"])
    pressure = data.get("pressure", False) is True
    if bid is not None:
        parsed = _parse(str(bid), field)
        return Action(data["player"], bid=parsed, pressure=pressure)
    return Action(data["player"], call=str(call), pressure=pressure)


def _replay(data: Any) -> tuple[Game, dict[str, Any]]:
    if not isinstance(data, Mapping):
        raise ArgumentError("field_type", "game", where=_label("game"),
                            expected=EXPECTED["object"])
    args = _Args(data)
    rules = args.rules()
    names = data.get("names")
    if not isinstance(names, list) or not all(isinstance(n, str) and n for n in names) \
            or len(set(names)) != len(names):
        raise ArgumentError("field_type", "players", where=_label("players"),
                            expected=EXPECTED["names"])
    if not rules.min_players <= len(names) <= rules.max_players:
        raise ArgumentError("player_count", "players", minimum=rules.min_players,
                            maximum=rules.max_players, count=len(names))
    seed = args.number("seed", 0, 2**53 - 1)
    game = Game(rules, names, seed)
    actions = data.get("actions") or []
    if not isinstance(actions, list):
        raise ArgumentError("field_type", "game", where=_label("game"),
                            expected=EXPECTED["object"])
    played = [_action(item, "game") for item in actions]
    for action in played:
        _apply(game, action, "game")
    state = {"rules": rules.preset, "options": rules.overrides(), "names": list(names),
             "seed": seed, "actions": [action.to_json() for action in played]}
    return game, state


def _apply(game: Game, action: Action, field: str) -> None:
    """Apply ``action`` to ``game``; an illegal or impossible move is reported on ``field``."""
    if game.over:
        raise ArgumentError("round_over", field)
    if action.player not in (seat.name for seat in game.round.seats):
        raise ArgumentError("unknown_player", field, where=_label(field), name=action.player)
    verdict = game.round.judge(action)
    if not verdict.legal:
        raise ArgumentError(verdict.reason, field, **verdict.params)
    game.apply(action)


def _view_json(view: View) -> dict[str, Any]:
    return {
        "seat": view.seat, "name": view.name, "names": list(view.names),
        "own_dice": list(view.own_dice), "dice_counts": list(view.dice_counts),
        "bids": [{"player": view.names[s], "bid": str(b)} for s, b in view.bids],
        "palifico": view.palifico, "wild": view.wild, "scores": list(view.scores),
        "pressure_left": list(view.pressure_left), "pressured": view.pressured,
        "legal_actions": [a.to_json() for a in view.legal_actions],
        "round_number": view.round_number, "total_rounds": view.total_rounds,
    }


def _game_json(game: Game, state: dict[str, Any], seat: int) -> dict[str, Any]:
    return {
        "game": state,
        "view": _view_json(game.view(seat)),
        "to_act": game.round.to_act,
        "over": game.over,
        "winners": game.winners,
        "last_round": game.rounds[-1] if game.rounds else None,
    }


def game_new(data: Any) -> dict[str, Any]:
    """Start a seeded game: ``players`` is a count (default names) or a list of names."""
    args = _Args(data)
    rules = args.rules()
    players = data.get("players")
    if isinstance(players, list):
        names = players
    else:
        count = args.number("players", rules.min_players, rules.max_players)
        names = list(DEFAULT_NAMES[:count])
    state = {"rules": rules.preset, "options": rules.overrides(), "names": names,
             "seed": data.get("seed"), "actions": []}
    game, state = _replay(state)
    return _game_json(game, state, _seat(data, game))


def _seat(data: Mapping[str, Any], game: Game) -> int:
    if data.get("seat") is None:
        return game.round.to_act
    return _Args(data).number("seat", 0, len(game.round.seats) - 1)


def game_view(data: Any) -> dict[str, Any]:
    """The game as ``seat`` sees it (default: the player to act)."""
    args = _Args(data)
    game, state = _replay(args.data.get("game"))
    return _game_json(game, state, _seat(args.data, game))


def game_act(data: Any) -> dict[str, Any]:
    """Apply ``action``; an illegal move is an error whose reason says why."""
    args = _Args(data)
    game, state = _replay(args.data.get("game"))
    action = _action(args.data.get("action"), "action")
    _apply(game, action, "action")
    state["actions"].append(action.to_json())
    return _game_json(game, state, _seat(args.data, game))


def game_bot(data: Any) -> dict[str, Any]:
    """The move bot ``level`` makes for the player to act (seeded by the game and its length)."""
    args = _Args(data)
    game, state = _replay(args.data.get("game"))
    if game.over:
        raise ArgumentError("round_over", "game")
    chooser = _with_field("level", lambda: bot(args.text("level", "random")))
    rng = random.Random(state["seed"] * 7919 + len(state["actions"]))
    action = chooser(game.view(), rng)
    return {"action": action.to_json()}


MAX_BOT_MOVES = 2000


def game_bots(data: Any) -> dict[str, Any]:
    """Let the bots (level ``level``) play for every seat but ``seat``, for at most ``moves`` moves.

    Stops early when it is ``seat``'s turn, when a call ends the round, or when
    the game is over; ``actions`` lists the moves made. Each move is seeded
    exactly as ``game_bot`` seeds it, so the two agree move for move. With
    ``seat`` out of the game, ``through_rounds`` lets the bots play on past the
    end of a round (to finish a game the viewer can no longer play).
    """
    args = _Args(data)
    game, state = _replay(args.data.get("game"))
    seat = _seat(args.data, game)
    chooser = _with_field("level", lambda: bot(args.text("level", "random")))
    limit = args.number("moves", 1, MAX_BOT_MOVES) if args.has("moves") else 1
    through = args.flag("through_rounds")
    played: list[dict[str, Any]] = []
    while len(played) < limit and not game.over and game.round.to_act != seat:
        rng = random.Random(state["seed"] * 7919 + len(state["actions"]))
        action = chooser(game.view(), rng)
        _apply(game, action, "game")
        state["actions"].append(action.to_json())
        played.append(action.to_json())
        ended = action.call is not None
        if ended and not (through and not game.round.seats[seat].active):
            break
    return {**_game_json(game, state, seat), "actions": played}


def walk(data: Any) -> dict[str, Any]:
    """A round ``transcript`` judged move by move: each move's verdict and reason, then the verdict.

    ``steps`` has one entry per action up to and including the first illegal one
    (``legal``, ``reason``, ``message`` in every language); ``verdict`` is the
    referee's verdict on the whole round.
    """
    args = _Args(data)
    transcript = args.data.get("transcript")
    start, actions = _with_field("transcript", lambda: read_transcript(transcript))
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
    "rules": rules_catalogue,
    "check": check,
    "odds": odds,
    "referee": referee_op,
    "game_new": game_new,
    "game_view": game_view,
    "game_act": game_act,
    "game_bot": game_bot,
    "game_bots": game_bots,
    "walk": walk,
}


def error_json(error: EngineError) -> dict[str, Any]:
    """An engine error as the envelope's ``error`` object."""
    return {"code": error.code, "field": getattr(error, "field", None),
            "message": error.messages}


def call(op: str, args: Any) -> dict[str, Any]:
    """Run one operation on decoded arguments; return the envelope as a dict."""
    try:
        if op not in OPS:
            raise ArgumentError("field_unknown", "op", where=str(op)[:40])
        return {"ok": True, "result": OPS[op](args)}
    except EngineError as error:
        return {"ok": False, "error": error_json(error)}


def handle(op: str, args_json: str) -> str:
    """Run one operation on JSON text; return the JSON envelope (never raises for bad input)."""
    try:
        args = _with_field("op", lambda: load_json(args_json))
    except ArgumentError as error:
        return json.dumps({"ok": False, "error": error_json(error)}, ensure_ascii=False)
    return json.dumps(call(op, args), ensure_ascii=False)
