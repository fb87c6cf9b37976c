"""Reading JSON text the same way on every interpreter.

Decoding gives up at an interpreter-dependent depth (about 1000 levels on
CPython 3.11, far more in Pyodide's 3.14) and its error wording changes
between Python versions, so the text is measured first and errors are
described by position only: CPython and Pyodide then refuse the same inputs
with the same message.
"""

from __future__ import annotations

import json
from typing import Any

from engine.errors import EngineError

MAX_JSON_DEPTH = 100


def json_depth(text: str) -> int:
    """How deeply arrays and objects nest in JSON ``text`` (brackets in strings ignored)."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def load_json(text: str) -> Any:
    """Decode ``text``; raise ``malformed_json`` (with a localized detail) if it is not JSON."""
    if json_depth(text) > MAX_JSON_DEPTH:
        raise EngineError("malformed_json", detail={
            "en": f"it nests more than {MAX_JSON_DEPTH} levels deep",
            "zh": f"嵌套超过 {MAX_JSON_DEPTH} 层",
        })
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise EngineError("malformed_json", detail={
            "en": f"unexpected text at line {error.lineno}, column {error.colno}",
            "zh": f"第 {error.lineno} 行第 {error.colno} 列无法解析",
        }) from None
