"""The engine's JSON facade for the browser worker: ``handle(op, args_json) -> JSON text``.

Every operation takes a JSON object of arguments and returns a JSON envelope,
``{"ok": true, "result": ...}`` or ``{"ok": false, "error": {"code", "field",
"message": {"en", "zh"}}}``, so bad input from a reader becomes a message in
their language and never a traceback. No I/O and no state between calls: a
game travels as its seed plus the actions played so far and is replayed on
every call, which keeps the facade pure and the results identical in CPython
and Pyodide.

The operations live in two modules: ``check_ops`` (``rules``, ``check``,
``odds``, ``referee``), imported with this package, and ``game_ops`` (the
``game_*`` operations and ``walk``), imported the first time one of them is
called, so a page that only checks bids never loads the bots or the game loop.
``args`` reads the arguments.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from engine.errors import EngineError
from engine.jsontext import load_json
from engine.webapi.args import ArgumentError, with_field
from engine.webapi.check_ops import check, odds, referee_op, rules_catalogue

Operation = Callable[[Any], dict[str, Any]]

# Operations loaded with the package.
EAGER_OPS: Mapping[str, Operation] = {
    "rules": rules_catalogue,
    "check": check,
    "odds": odds,
    "referee": referee_op,
}
# Operations of ``engine.webapi.game_ops``, loaded on first use.
GAME_OPS = ("game_new", "game_view", "game_act", "game_bot", "game_bots", "walk")
OP_NAMES: tuple[str, ...] = (*EAGER_OPS, *GAME_OPS)


def operation(op: str) -> Operation:
    """The function behind ``op`` (importing the game operations when first asked for)."""
    if op in EAGER_OPS:
        return EAGER_OPS[op]
    if op not in GAME_OPS:
        raise ArgumentError("field_unknown", "op", where=str(op)[:40])
    from engine.webapi import game_ops

    return game_ops.OPS[op]


def error_json(error: EngineError) -> dict[str, Any]:
    """An engine error as the envelope's ``error`` object."""
    return {"code": error.code, "field": getattr(error, "field", None),
            "message": error.messages}


def call(op: str, args: Any) -> dict[str, Any]:
    """Run one operation on decoded arguments; return the envelope as a dict."""
    try:
        return {"ok": True, "result": operation(op)(args)}
    except EngineError as error:
        return {"ok": False, "error": error_json(error)}


def handle(op: str, args_json: str) -> str:
    """Run one operation on JSON text; return the JSON envelope (never raises for bad input)."""
    try:
        args = with_field("op", lambda: load_json(args_json))
    except ArgumentError as error:
        return json.dumps({"ok": False, "error": error_json(error)}, ensure_ascii=False)
    return json.dumps(call(op, args), ensure_ascii=False)
