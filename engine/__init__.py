"""Liar's Dice rules engine: every rule set of the Dudo / Perudo / WANGO family.

Pure standard-library Python with no I/O (except :mod:`engine.cli`) and no
global mutable state, so it runs unchanged on CPython 3.11+ and in Pyodide.

The public API is re-exported here, and loaded on first use (PEP 562): in the
browser, ``import engine.webapi`` runs this file first, and a page that only
checks bids should not pay for compiling the game loop, the referee and the
bots while Pyodide starts. ``from engine import Game`` works as usual. The
functions :func:`engine.referee.referee` and :func:`engine.messages.messages`
share their module's name, which importing the module binds on this package,
so they are imported from their modules, not from here.
"""

from __future__ import annotations

from collections.abc import Mapping
from importlib import import_module
from typing import TYPE_CHECKING, Any

# Each public name, and the module that defines it.
_EXPORTS: Mapping[str, str] = {
    **dict.fromkeys(("FACES", "MAX_QUANTITY", "Bid", "format_bid", "localized_bid",
                     "parse_bid"), "bids"),
    **dict.fromkeys(("count_matches", "matches"), "counting"),
    **dict.fromkeys(("BidParseError", "EngineError", "RulesError", "TranscriptError"),
                    "errors"),
    **dict.fromkeys(("Game", "View", "round_transcript", "view_of"), "game"),
    **dict.fromkeys(("BidContext", "Judgement", "judge_bid", "minimum_raises", "ones_wild"),
                    "legality"),
    "message": "messages",
    **dict.fromkeys(("bid_probability", "exact_probability"), "odds"),
    **dict.fromkeys(("dump_verdict", "read_transcript", "referee_json"), "referee"),
    "Outcome": "resolution",
    **dict.fromkeys(("Action", "IllegalMove", "Round", "Seat"), "round"),
    **dict.fromkeys(("OPTION_NAMES", "PRESETS", "Rules", "make_rules", "option_values"),
                    "rules"),
}

__all__ = [
    "FACES",
    "MAX_QUANTITY",
    "OPTION_NAMES",
    "PRESETS",
    "Action",
    "Bid",
    "BidContext",
    "BidParseError",
    "EngineError",
    "Game",
    "IllegalMove",
    "Judgement",
    "Outcome",
    "Round",
    "Rules",
    "RulesError",
    "Seat",
    "TranscriptError",
    "View",
    "bid_probability",
    "count_matches",
    "dump_verdict",
    "exact_probability",
    "format_bid",
    "judge_bid",
    "localized_bid",
    "make_rules",
    "matches",
    "message",
    "minimum_raises",
    "ones_wild",
    "option_values",
    "parse_bid",
    "read_transcript",
    "referee_json",
    "round_transcript",
    "view_of",
]
__version__ = "0.1.0"

if TYPE_CHECKING:
    from engine.bids import FACES, MAX_QUANTITY, Bid, format_bid, localized_bid, parse_bid
    from engine.counting import count_matches, matches
    from engine.errors import BidParseError, EngineError, RulesError, TranscriptError
    from engine.game import Game, View, round_transcript, view_of
    from engine.legality import BidContext, Judgement, judge_bid, minimum_raises, ones_wild
    from engine.messages import message
    from engine.odds import bid_probability, exact_probability
    from engine.referee import dump_verdict, read_transcript, referee_json
    from engine.resolution import Outcome
    from engine.round import Action, IllegalMove, Round, Seat
    from engine.rules import OPTION_NAMES, PRESETS, Rules, make_rules, option_values


def __getattr__(name: str) -> Any:
    """Import the module behind a public name the first time it is asked for."""
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'engine' has no attribute {name!r}")
    value = getattr(import_module(f"engine.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
