"""Liar's Dice rules engine: every rule set of the Dudo / Perudo / WANGO family.

Pure standard-library Python with no I/O (except :mod:`engine.cli`) and no
global mutable state, so it runs unchanged on CPython 3.11+ and in Pyodide.
The public API is re-exported here.
"""

from engine.bids import FACES, MAX_QUANTITY, Bid, format_bid, localized_bid, parse_bid
from engine.counting import count_matches, matches
from engine.errors import BidParseError, EngineError, RulesError, TranscriptError
from engine.game import Game, View, round_transcript, view_of
from engine.legality import BidContext, Judgement, judge_bid, minimum_raises, ones_wild
from engine.messages import message, messages
from engine.odds import bid_probability, exact_probability
from engine.referee import dump_verdict, read_transcript, referee, referee_json
from engine.resolution import Outcome
from engine.round import Action, IllegalMove, Round, Seat
from engine.rules import OPTION_NAMES, PRESETS, Rules, make_rules, option_values

__all__ = [
    "FACES", "MAX_QUANTITY", "OPTION_NAMES", "PRESETS", "Action", "Bid", "BidContext",
    "BidParseError", "EngineError", "Game", "IllegalMove", "Judgement", "Outcome", "Round",
    "Rules", "RulesError", "Seat", "TranscriptError", "View", "bid_probability",
    "count_matches", "dump_verdict", "exact_probability", "format_bid", "judge_bid",
    "localized_bid", "make_rules", "matches", "message", "messages", "minimum_raises",
    "ones_wild", "option_values", "parse_bid", "read_transcript", "referee", "referee_json",
    "round_transcript", "view_of",
]
__version__ = "0.1.0"
