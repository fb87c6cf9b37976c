"""Rule sets as data: one frozen ``Rules`` object per preset, plus option overrides.

Every rule difference between the sources is an option here (names from the
spec's option table); the rest of the engine reads these fields and never
asks which preset it is playing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

from engine.errors import RulesError
from engine.messages import LANGUAGES, PHRASES

START_DICE = 5
PARTY_ROUNDS_PER_PLAYER = 2
PRESSURE_USES = 2
PRESSURE_TRANSFER = 3
PLAIN_TRANSFER = 1
START_SCORE = 0
TABLE_FLOOR = 2
TABLE_LIMIT = 10
MAX_DICE_IN_PLAY = START_DICE * TABLE_LIMIT

_CHOICES: Mapping[str, tuple[str, ...]] = {
    "ones_opening": ("allowed", "single_die_only"),
    "calza_by": ("next", "any"),
    "calza_reward": ("caller_regains", "bidder_loses"),
    "dice_loss": ("one", "difference"),
    "mode": ("classic", "party", "drinks"),
    "face_rank": ("ones_low", "ones_high"),
    "fei_to_zhai": ("minus_one", "same", "half_plus_one"),
    "zhai_to_fei": ("double", "plus_two", "never"),
    "opening_minimum": ("none", "players"),
    "pi_by": ("next", "any"),
    "special_hands": ("none", "common"),
}
# The stakes of 大话骰 (mode ``drinks``): 开 is 1, 劈 doubles it, 反劈 doubles it again;
# a player who concedes (投降) pays half of the stake standing.
OPEN_STAKE = 1
STAKE_FACTOR = 2
MAX_ROUNDS = 50


@dataclass(frozen=True)
class Rules:
    """A complete rule set. ``preset`` names the preset it was built from."""

    preset: str
    wild_ones: bool
    cap_at_dice: bool
    ones_opening: str
    ones_opened_unwild: bool
    palifico: bool
    palifico_owner_may_change_face: bool
    calza: bool
    calza_by: str
    calza_reward: str
    dice_loss: str
    mode: str
    min_players: int
    max_players: int
    # 大话骰 options (spec: "大话骰: the Chinese bar rules"). The Western presets keep the
    # defaults below, which leave their play exactly as it was.
    bid_modes: bool = False
    face_rank: str = "ones_low"
    fei_to_zhai: str = "minus_one"
    zhai_to_fei: str = "double"
    opening_minimum: str = "none"
    pi: bool = False
    pi_by: str = "next"
    fanpi: bool = False
    special_hands: str = "none"
    rounds: int = 0

    @property
    def party(self) -> bool:
        """True in WANGO party mode (scores instead of elimination)."""
        return self.mode == "party"

    @property
    def drinks(self) -> bool:
        """True in 大话骰's drinking mode (penalty points over rounds, nobody eliminated)."""
        return self.mode == "drinks"

    def options(self) -> dict[str, Any]:
        """Every option and its value, in the spec's order (``preset`` excluded)."""
        # Every field is a str, bool or int: read them directly (dataclasses.asdict deep-copies
        # each value, and took half of a drill's time in CPython).
        return {name: getattr(self, name) for name in OPTION_NAMES}

    def overrides(self) -> dict[str, Any]:
        """The options that differ from the preset's own values."""
        base = PRESETS[self.preset].options()
        return {k: v for k, v in self.options().items() if base[k] != v}


OPTION_NAMES: tuple[str, ...] = tuple(f.name for f in fields(Rules) if f.name != "preset")

PRESETS: Mapping[str, Rules] = {
    "wango": Rules(
        preset="wango", wild_ones=True, cap_at_dice=True, ones_opening="allowed",
        ones_opened_unwild=False, palifico=False, palifico_owner_may_change_face=False,
        calza=False, calza_by="next", calza_reward="caller_regains", dice_loss="one",
        mode="classic", min_players=2, max_players=6,
    ),
    "wango-party": Rules(
        preset="wango-party", wild_ones=True, cap_at_dice=True, ones_opening="allowed",
        ones_opened_unwild=False, palifico=False, palifico_owner_may_change_face=False,
        calza=False, calza_by="next", calza_reward="caller_regains", dice_loss="one",
        mode="party", min_players=2, max_players=6,
    ),
    "perudo": Rules(
        preset="perudo", wild_ones=True, cap_at_dice=False, ones_opening="allowed",
        ones_opened_unwild=False, palifico=True, palifico_owner_may_change_face=False,
        calza=True, calza_by="next", calza_reward="bidder_loses", dice_loss="one",
        mode="classic", min_players=2, max_players=6,
    ),
    "liars-dice": Rules(
        preset="liars-dice", wild_ones=True, cap_at_dice=False, ones_opening="allowed",
        ones_opened_unwild=True, palifico=True, palifico_owner_may_change_face=True,
        calza=True, calza_by="any", calza_reward="caller_regains", dice_loss="one",
        mode="classic", min_players=2, max_players=6,
    ),
    "dudo": Rules(
        preset="dudo", wild_ones=True, cap_at_dice=False, ones_opening="single_die_only",
        ones_opened_unwild=False, palifico=False, palifico_owner_may_change_face=False,
        calza=True, calza_by="next", calza_reward="caller_regains", dice_loss="one",
        mode="classic", min_players=3, max_players=6,
    ),
    "dahua": Rules(
        preset="dahua", wild_ones=True, cap_at_dice=False, ones_opening="allowed",
        ones_opened_unwild=False, palifico=False, palifico_owner_may_change_face=False,
        calza=False, calza_by="next", calza_reward="caller_regains", dice_loss="one",
        mode="drinks", min_players=2, max_players=6, bid_modes=True, face_rank="ones_high",
        fei_to_zhai="minus_one", zhai_to_fei="double", opening_minimum="players", pi=True,
        pi_by="next", fanpi=True, special_hands="none", rounds=0,
    ),
}

def party_rounds(players: int) -> int:
    """How many rounds a party-mode game lasts with ``players`` players."""
    return PARTY_ROUNDS_PER_PLAYER * players


def game_rounds(rules: Rules, players: int) -> int | None:
    """How many rounds a game lasts: 2N in party mode, ``rounds`` (0: 2N) in drinks mode,
    None in a classic game (it runs until one player holds dice)."""
    if rules.party:
        return party_rounds(players)
    if rules.drinks:
        return rules.rounds or party_rounds(players)
    return None


def option_values(name: str) -> tuple[Any, ...]:
    """The values an option accepts (integers for the table size: TABLE_FLOOR to TABLE_LIMIT)."""
    if name in _CHOICES:
        return _CHOICES[name]
    if name in ("min_players", "max_players"):
        return tuple(range(TABLE_FLOOR, TABLE_LIMIT + 1))
    if name == "rounds":
        return tuple(range(MAX_ROUNDS + 1))
    return (True, False)


def _json_text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def coerce_option(name: str, value: Any) -> Any:
    """Check one option's value (a JSON value, or text from a command line)."""
    if name not in OPTION_NAMES:
        raise RulesError("unknown_option", option=str(name), valid=", ".join(OPTION_NAMES))
    valid = option_values(name)
    if isinstance(value, str):
        text = value.strip().lower()
        for candidate in valid:
            if _json_text(candidate) == text:
                return candidate
    elif any(type(value) is type(c) and value == c for c in valid):
        return value
    shown = (_json_text(value) if isinstance(value, bool | int | str) else repr(value))[:40]
    if name in ("min_players", "max_players"):
        listed = f"{TABLE_FLOOR}–{TABLE_LIMIT}"
    elif name == "rounds":
        listed = f"0–{MAX_ROUNDS}"
    else:
        listed = ", ".join(_json_text(v) for v in valid)
    raise RulesError("invalid_option_value", option=name, value=shown, valid=listed)


def _check_consistent(rules: Rules) -> None:
    if not TABLE_FLOOR <= rules.min_players <= rules.max_players <= TABLE_LIMIT:
        raise RulesError(
            "invalid_player_range", minimum=rules.min_players,
            maximum=rules.max_players, limit=TABLE_LIMIT,
        )
    if rules.party:
        for option, conflicting in (
            ("calza", rules.calza),
            ("palifico", rules.palifico),
            ("dice_loss=difference", rules.dice_loss == "difference"),
        ):
            if conflicting:
                raise RulesError("party_incompatible", option=option)
    _check_modes(rules)
    _check_drinks(rules)


# Options that only mean something when every bid is 斋 or 飞, with their inert values.
_MODE_ONLY: tuple[tuple[str, Any], ...] = (
    ("face_rank", "ones_low"), ("fei_to_zhai", "minus_one"), ("zhai_to_fei", "double"),
    ("opening_minimum", "none"),
)
# Options that only mean something in drinks mode (stakes, penalties), with their inert values.
_DRINKS_ONLY: tuple[tuple[str, Any], ...] = (
    ("pi", False), ("pi_by", "next"), ("fanpi", False), ("special_hands", "none"), ("rounds", 0),
)


def _listed(items: Iterable[str]) -> dict[str, str]:
    """Settings named in a message, in every language: "a, b and c", "a、b 和 c"."""
    shown = list(items)
    head, last = shown[:-1], shown[-1:]
    return {lang: PHRASES["list.last"][lang].join(
        [PHRASES["list.separator"][lang].join(head), *last] if head else last)
        for lang in LANGUAGES}


def _check_family(rules: Rules, on: bool, inert: tuple[tuple[str, Any], ...],
                  conflicts: tuple[tuple[str, bool], ...], needs: str, blocked: str,
                  refuses: str) -> None:
    """One family of options (bid modes, drinks): without it its options keep their inert
    values (else ``needs``, or ``blocked`` when a conflicting option rules the family out,
    so that the only way out it offers is the defaults); with it no conflicting option is
    on (else ``refuses``)."""
    values = rules.options()
    blocking = [option for option, conflicting in conflicts if conflicting]
    if not on:
        off = [(option, value) for option, value in inert if values[option] != value]
        if off:
            named = {"options": _listed(f"{option}={_json_text(values[option])}"
                                        for option, _ in off),
                     "defaults": _listed(f"{option}={_json_text(value)}" for option, value in off)}
            if blocking:
                raise RulesError(blocked, blocking=_listed(blocking), **named)
            raise RulesError(needs, **named)
        return
    if blocking:
        raise RulesError(refuses, option=blocking[0])


def _check_modes(rules: Rules) -> None:
    _check_family(rules, rules.bid_modes, _MODE_ONLY, (
        ("wild_ones=false", not rules.wild_ones),
        ("ones_opened_unwild", rules.ones_opened_unwild),
        ("ones_opening=single_die_only", rules.ones_opening != "allowed"),
        ("palifico", rules.palifico),
        ("calza", rules.calza),
    ), "needs_bid_modes", "needs_bid_modes_blocked", "bid_modes_incompatible")


def _check_drinks(rules: Rules) -> None:
    _check_family(rules, rules.drinks, _DRINKS_ONLY, (
        ("palifico", rules.palifico),
        ("calza", rules.calza),
        ("dice_loss=difference", rules.dice_loss == "difference"),
    ), "needs_drinks", "needs_drinks_blocked", "drinks_incompatible")
    if rules.fanpi and not rules.pi:
        raise RulesError("fanpi_needs_pi")


def make_rules(preset: str, overrides: Mapping[str, Any] | None = None) -> Rules:
    """The rules of ``preset`` with ``overrides`` applied; raise :class:`RulesError` if invalid."""
    if not isinstance(preset, str) or preset not in PRESETS:
        shown = preset if isinstance(preset, str) else repr(preset)[:40]
        raise RulesError("unknown_preset", preset=shown, valid=", ".join(PRESETS))
    changes = {name: coerce_option(name, value) for name, value in (overrides or {}).items()}
    rules = replace(PRESETS[preset], **changes)
    _check_consistent(rules)
    return rules
