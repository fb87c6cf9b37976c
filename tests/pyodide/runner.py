"""Run a corpus of engine cases and return every answer as text (CPython and Pyodide alike).

This file is imported by the CPython side of the parity test and executed as
source inside Pyodide by ``run_in_node.mjs``; it must stay standard library
plus ``engine``. A case is ``{"kind": "referee", "text": ...}`` (the referee
contract on JSON text; a malformed transcript answers with its error code and
messages), ``{"kind": "op", "op": ..., "args": ...}`` (``engine.webapi``) or
``{"kind": "play", "argv": [...]}`` (a whole bot game through the CLI's ``play``).
"""

from __future__ import annotations

import io
import json
import sys
from typing import Any

from engine import TranscriptError, referee_json
from engine.cli import main as engine_cli
from engine.webapi import handle


def run_case(case: dict[str, Any]) -> str:
    """One case's answer, as the exact text the engine produced."""
    if case["kind"] == "referee":
        try:
            return referee_json(case["text"])
        except TranscriptError as error:
            detail = {"code": error.code, "message": error.messages}
            return "malformed " + json.dumps(detail, ensure_ascii=False)
    if case["kind"] == "play":
        out, err = io.StringIO(), io.StringIO()
        status = engine_cli(case["argv"], stdout=out, stderr=err)
        return f"{status} {out.getvalue()}{err.getvalue()}"
    return handle(case["op"], case["args"])


def run_corpus(text: str) -> str:
    """Every case's answer plus where it ran (``sys.platform``, Python version)."""
    answers = [run_case(case) for case in json.loads(text)]
    where = {"platform": sys.platform, "python": list(sys.version_info[:3])}
    return json.dumps({"where": where, "answers": answers}, ensure_ascii=False)
