"""Numbers the engine holds as data (dice per hand, table sizes, party scoring), by name.

`fact` claims (tutorial/checks/claims.py) read them here, so a page that says "five
dice each" or "a pressured round is worth three" is checked against the same
constants and preset fields the engine plays by.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from engine.bids import MAX_QUANTITY
from engine.bots import BOTS
from engine.rules import (
    MAX_DICE_IN_PLAY,
    PARTY_ROUNDS_PER_PLAYER,
    PLAIN_TRANSFER,
    PRESETS,
    PRESSURE_TRANSFER,
    PRESSURE_USES,
    START_DICE,
    START_SCORE,
    TABLE_FLOOR,
    TABLE_LIMIT,
    Rules,
    game_rounds,
    party_rounds,
)

Fact = Callable[[Rules, int], int]

FACTS: Mapping[str, Fact] = {
    "start_dice": lambda rules, players: START_DICE,
    "min_players": lambda rules, players: rules.min_players,
    "max_players": lambda rules, players: rules.max_players,
    "max_opponents": lambda rules, players: rules.max_players - 1,
    "full_table_dice": lambda rules, players: rules.max_players * START_DICE,
    "table_floor": lambda rules, players: TABLE_FLOOR,
    "table_limit": lambda rules, players: TABLE_LIMIT,
    "table_limit_dice": lambda rules, players: MAX_DICE_IN_PLAY,
    "max_quantity": lambda rules, players: MAX_QUANTITY,
    "party_rounds": lambda rules, players: party_rounds(players),
    "game_rounds": lambda rules, players: game_rounds(rules, players) or 0,
    "party_rounds_per_player": lambda rules, players: PARTY_ROUNDS_PER_PLAYER,
    "start_score": lambda rules, players: START_SCORE,
    "plain_points": lambda rules, players: PLAIN_TRANSFER,
    "pressure_points": lambda rules, players: PRESSURE_TRANSFER,
    "pressure_gap": lambda rules, players: 2 * PRESSURE_TRANSFER,
    "pressure_uses": lambda rules, players: PRESSURE_USES,
    "presets": lambda rules, players: len(PRESETS),
    "seed_presets": lambda rules, players: sum(
        1 for r in PRESETS.values() if not r.bid_modes and not r.drinks),
    "bot_levels": lambda rules, players: len(BOTS),
}
"""What each name means: `full_table_dice` is the dice of a full table under the preset,
`table_floor` and `table_limit` the smallest and largest table any house rule allows,
`max_opponents` how many others (bots on the practice table) can sit with you,
`table_limit_dice` the dice of the largest table any house rule allows, `pressure_gap`
how far one pressured round moves the winner's and the loser's scores apart, and
`party_rounds` the length of a party game for `players=N` (`game_rounds`: of a game under
the preset, 0 for a classic game, which runs until one player holds dice), `seed_presets` the
rule sets of
the five seeds (every preset but those with 大话骰's 斋/飞 bids or drinks score)."""

NEEDS_PLAYERS: frozenset[str] = frozenset({"party_rounds", "game_rounds"})
