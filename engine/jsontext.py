"""Reading JSON text the same way on every interpreter.

Decoding gives up at an interpreter-dependent depth (about 1000 levels on
CPython 3.11, far more in Pyodide's 3.14) and its error wording changes
between Python versions, so the text is measured first and errors are
described by position only: CPython and Pyodide then refuse the same inputs
with the same message. Only plain, unambiguous JSON is taken: a key written
twice in one object, a number too long to convert and a lone UTF-16
surrogate (which no UTF-8 output can carry) are refused, not guessed.
"""

from __future__ import annotations

import json
import re
from typing import Any

from engine.errors import EngineError
from engine.messages import phrase

MAX_JSON_DEPTH = 100
_SURROGATE = re.compile(r"\\u[dD][89a-fA-F]|[\ud800-\udfff]")


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


def _malformed(detail: str, **params: Any) -> EngineError:
    return EngineError("malformed_json", detail=phrase(f"json.{detail}", **params))


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """One JSON object; a key written twice is refused rather than the last one kept."""
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            shown = key[:20].encode("utf-8", "replace").decode("utf-8")
            raise _malformed("duplicate_key", key=shown)
        result[key] = value
    return result


def _encodable(value: Any) -> bool:
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def load_json(text: str) -> Any:
    """Decode ``text``; raise ``malformed_json`` (with a localized detail) if it is not JSON."""
    if json_depth(text) > MAX_JSON_DEPTH:
        raise _malformed("too_deep", depth=MAX_JSON_DEPTH)
    try:
        value = json.loads(text, object_pairs_hook=_object)
    except json.JSONDecodeError as error:
        raise _malformed("unexpected_text", line=error.lineno, column=error.colno) from None
    except EngineError:  # a duplicate key, from _object
        raise
    except ValueError:  # the int() digit limit (4300 digits by default)
        raise _malformed("number_too_long") from None
    if _SURROGATE.search(text) and not _encodable(value):
        raise _malformed("lone_surrogate")
    return value
