"""The engine's JSON facade for the browser worker: ``handle(op, args_json) -> JSON text``.

Every operation takes a JSON object of arguments and returns a JSON envelope,
``{"ok": true, "result": ...}`` or ``{"ok": false, "error": {"code", "field",
"message": {"en", "zh"}}}``, so bad input from a reader becomes a message in
their language and never a traceback. No I/O and no state between calls: a
game travels as its seed plus the actions played so far and is replayed on
every call, which keeps the facade pure and the results identical in CPython
and Pyodide.

The operations live in four modules: ``check_ops`` (``rules``, ``check``,
``odds``: what every widget needs first, so it is imported with this package,
while the worker boots), and ``referee_ops`` (``referee``), ``game_ops``
(the ``game_*`` operations and ``walk``), ``drill_ops`` (``drill_topics``,
``drill``, ``drill_answer``), ``table_ops`` (the table companion's ``table_*``) and
``review_ops`` (``game_review``), each imported the first time one of its operations is
called. A page that only checks bids never compiles the round machine, the referee, the game
loop or the bots. ``args`` reads the arguments.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from importlib import import_module
from typing import Any

from engine.errors import EngineError
from engine.jsontext import load_json
from engine.webapi import check_ops
from engine.webapi.args import ArgumentError, with_field

Operation = Callable[[Any], dict[str, Any]]

# Each operation, and the module of this package that implements it (in its ``OPS``).
OP_MODULES: Mapping[str, str] = {
    **dict.fromkeys(check_ops.OPS, "check_ops"),
    "referee": "referee_ops",
    **dict.fromkeys(("game_new", "game_view", "game_act", "game_bot", "game_bots", "game_coach",
                     "game_judge",
                     "walk"),
                    "game_ops"),
    **dict.fromkeys(("drill_topics", "drill", "drill_answer"), "drill_ops"),
    **dict.fromkeys(("table_new", "table_roll", "table_roll_opener", "table_load", "table_move",
                     "table_odds", "table_night", "table_correct"),
                    "table_ops"),
    "game_review": "review_ops",
}


def operation(op: str) -> Operation:
    """The function behind ``op``, importing its module the first time it is asked for."""
    module = OP_MODULES.get(op)
    if module is None:
        raise ArgumentError("field_unknown", "op", where=str(op)[:40])
    ops: Mapping[str, Operation] = import_module(f"engine.webapi.{module}").OPS
    return ops[op]


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
