"""Run a corpus of engine cases and return every answer as text (CPython and Pyodide alike).

This file is imported by the CPython side of the parity test and executed as
source inside Pyodide by ``run_in_node.mjs``; it must stay standard library
plus ``engine``; the engine's command line is imported only by a ``play`` case,
so the other cases run on the site's trimmed standard library. A case is
``{"kind": "referee", "text": ...}`` (the referee
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
        from engine.cli import main as engine_cli

        out, err = io.StringIO(), io.StringIO()
        status = engine_cli(case["argv"], stdout=out, stderr=err)
        return f"{status} {out.getvalue()}{err.getvalue()}"
    return handle(case["op"], case["args"])


def run_corpus(text: str, kinds: str = "") -> str:
    """Every case's answer plus where it ran (``sys.platform``, Python version).

    ``kinds`` (comma-separated, e.g. ``"op,referee"``) runs only cases of those
    kinds; the others answer ``None``.
    """
    wanted = set(kinds.split(",")) if kinds else None
    answers = [run_case(case) if wanted is None or case["kind"] in wanted else None
               for case in json.loads(text)]
    where = {"platform": sys.platform, "python": list(sys.version_info[:3])}
    return json.dumps({"where": where, "answers": answers}, ensure_ascii=False)


def stdlib_modules() -> str:
    """The imported modules read from a zipped standard library, as JSON ``{name: path}``.

    ``path`` is the file's path inside the zip (``json/decoder.py``); modules
    built into the interpreter, frozen into it (``os``, ``codecs``, ``zipimport``…:
    their ``__file__`` names the zip, but their code comes from the interpreter) or
    read from anywhere else are left out.
    """
    found = {}
    for name, module in list(sys.modules.items()):
        if getattr(getattr(module, "__spec__", None), "origin", None) == "frozen":
            continue
        file = getattr(module, "__file__", None) or ""
        zipped, sep, inside = file.partition(".zip/")
        if sep and not zipped.endswith("full_stdlib"):
            found[name] = inside
    return json.dumps(dict(sorted(found.items())))
