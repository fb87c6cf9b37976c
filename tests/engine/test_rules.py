"""Rule sets: each preset matches its row of the spec's table; bad names list the valid ones."""

from __future__ import annotations

import re
from dataclasses import asdict, fields
from typing import Any

import pytest
from engine_support import assert_bilingual

from engine import OPTION_NAMES, PRESETS, RulesError, make_rules, option_values
from tests.source_documents import SPEC


def _spec_preset_rows() -> dict[str, dict[str, Any]]:
    """The spec's presets table, read as option values."""
    rows: dict[str, dict[str, Any]] = {}
    text = SPEC.read_text(encoding="utf-8").split("## Presets", 1)[1].split("##", 1)[0]
    yes = {"yes": True, "no": False}
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 11 or not cells[0].startswith("`"):
            continue
        name = cells[0].strip("`")
        palifico = re.fullmatch(r"(yes|no)(?: \((yes|no)\))?", cells[6])
        calza = re.fullmatch(r"(yes|no)(?: \((\w+), (\w+)\))?", cells[7])
        players = re.fullmatch(r"(\d+)–(\d+)", cells[10])
        assert palifico and calza and players, line
        row: dict[str, Any] = {
            "wild_ones": yes[cells[2]], "cap_at_dice": yes[cells[3]],
            "ones_opening": cells[4], "ones_opened_unwild": yes[cells[5]],
            "palifico": yes[palifico[1]], "calza": yes[calza[1]], "mode": cells[9],
            "min_players": int(players[1]), "max_players": int(players[2]),
        }
        if palifico[2]:
            row["palifico_owner_may_change_face"] = yes[palifico[2]]
        if calza[2]:
            row["calza_by"], row["calza_reward"] = calza[2], calza[3]
        if cells[8] != "n/a":
            row["dice_loss"] = cells[8]
        rows[name] = row
    return rows


SPEC_ROWS = _spec_preset_rows()


def test_the_five_presets_of_the_spec_exist() -> None:
    """spec: Presets, «`wango`», «`wango-party`», «`perudo`», «`liars-dice`», «`dudo`»; and
    spec: 大话骰, «the Chinese bar rules (preset `dahua`)»."""
    names = {"wango", "wango-party", "perudo", "liars-dice", "dudo"}
    assert set(SPEC_ROWS) == names
    assert set(PRESETS) == names | {"dahua"}


@pytest.mark.parametrize("preset", sorted(SPEC_ROWS))
def test_preset_matches_its_row_of_the_spec_table(preset: str) -> None:
    """spec: Presets, «| preset | sources | wild_ones | cap_at_dice | ones_opening |» (each row)."""
    options = make_rules(preset).options()
    for name, value in SPEC_ROWS[preset].items():
        assert options[name] == value, (preset, name)


# The brief of issue 21: «face rank 2<3<4<5<6<1 and bid modes as options too».
BRIEF_OPTIONS = {"bid_modes", "face_rank"}


def test_option_names_are_the_spec_option_table() -> None:
    """spec: Rule options, «names are part of the engine's public interface»; spec: 大话骰,
    «(option `fei_to_zhai`)», «(option `zhai_to_fei`)», «(option `opening_minimum`)», «option
    `pi`», «`pi_by: any`», «option `fanpi`», «(option `special_hands`», «A game is `rounds`
    rounds»; the brief's bid modes and face rank."""
    spec = SPEC.read_text(encoding="utf-8")
    text = spec.split("## Rule options", 1)[1].split("##", 1)[0]
    named = set(re.findall(r"^\| `(\w+)`(?:, `(\w+)`)? \|", text, re.MULTILINE))
    spec_names = {n for pair in named for n in pair if n}
    dahua = spec.split("## 大话骰", 1)[1]
    dahua_names = set(re.findall(r"option `(\w+)`|`(pi_by): any`|is `(rounds)` rounds", dahua))
    spec_names |= {n for group in dahua_names for n in group if n}
    assert spec_names | BRIEF_OPTIONS == set(OPTION_NAMES)


# Options that mean something only with bid modes or the drinks score (spec: 大话骰).
DAHUA_ONLY = {"face_rank", "fei_to_zhai", "zhai_to_fei", "opening_minimum", "pi", "pi_by",
              "fanpi", "special_hands", "rounds"}


@pytest.mark.parametrize("name", OPTION_NAMES)
def test_every_option_accepts_each_of_its_values(name: str) -> None:
    """spec: Rule options, «| option | values | meaning |» (overrides apply over a preset)."""
    for value in option_values(name):
        overrides: dict[str, Any] = {name: value}
        if name == "min_players":
            overrides["max_players"] = 10
        elif name == "max_players":
            overrides["min_players"] = 2
        elif name == "pi" and value is False:
            overrides["fanpi"] = False
        base = "dahua" if name in DAHUA_ONLY else "wango"
        assert make_rules(base, overrides).options()[name] == value


def test_options_read_from_command_line_text() -> None:
    """issue 2: «--option NAME=VALUE»: text values are read as the option's type."""
    rules = make_rules("wango", {"calza": "true", "dice_loss": "difference", "min_players": "3"})
    assert (rules.calza, rules.dice_loss, rules.min_players) == (True, "difference", 3)
    assert rules.overrides() == {"calza": True, "dice_loss": "difference", "min_players": 3}


def test_unknown_preset_error_lists_the_valid_presets() -> None:
    """issue 2: «An unknown preset, option or value gets a clear error that lists the valid
    ones»."""
    with pytest.raises(RulesError) as caught:
        make_rules("perudo-deluxe")
    assert caught.value.code == "unknown_preset"
    assert_bilingual(caught.value.messages)
    for preset in PRESETS:
        assert preset in caught.value.messages["en"] and preset in caught.value.messages["zh"]


def test_unknown_option_error_lists_the_valid_options() -> None:
    """issue 2: «An unknown preset, option or value gets a clear error that lists the valid
    ones»."""
    with pytest.raises(RulesError) as caught:
        make_rules("wango", {"jokers": True})
    assert caught.value.code == "unknown_option"
    assert_bilingual(caught.value.messages)
    for name in OPTION_NAMES:
        assert name in caught.value.messages["en"] and name in caught.value.messages["zh"]


@pytest.mark.parametrize(("option", "value", "listed"), [
    ("calza", "maybe", ["true", "false"]),
    ("calza", 1, ["true", "false"]),
    ("dice_loss", "two", ["one", "difference"]),
    ("calza_by", "left", ["next", "any"]),
    ("calza_reward", "cash", ["caller_regains", "bidder_loses"]),
    ("ones_opening", "never", ["allowed", "single_die_only"]),
    ("mode", "blitz", ["classic", "party", "drinks"]),
    ("min_players", 1, ["2–10"]),
    ("max_players", "many", ["2–10"]),
    ("wild_ones", None, ["true", "false"]),
])
def test_invalid_option_value_error_lists_the_valid_values(
        option: str, value: object, listed: list[str]) -> None:
    """issue 2: «An unknown preset, option or value gets a clear error that lists the valid
    ones»."""
    with pytest.raises(RulesError) as caught:
        make_rules("wango", {option: value})
    assert caught.value.code == "invalid_option_value"
    assert_bilingual(caught.value.messages)
    for text in listed:
        assert text in caught.value.messages["en"] and text in caught.value.messages["zh"]


@pytest.mark.parametrize("value", [10**4000, "9" * 4000, "calza " * 1000])
def test_a_huge_option_value_is_shortened_in_the_message(value: object) -> None:
    """issue 2: «An unknown preset, option or value gets a clear error that lists the valid
    ones» (one readable line, not the 4000 digits it was given)."""
    with pytest.raises(RulesError) as caught:
        make_rules("wango", {"max_players": value})
    assert all(len(text) < 200 for text in caught.value.messages.values())
    assert "2–10" in caught.value.messages["en"]


@pytest.mark.parametrize("overrides", [
    {"calza": True}, {"palifico": True}, {"dice_loss": "difference"},
])
def test_party_mode_refuses_options_that_take_dice(overrides: dict[str, Any]) -> None:
    """spec: WANGO party mode, «nobody is eliminated and every player keeps 5 dice»."""
    with pytest.raises(RulesError) as caught:
        make_rules("wango-party", overrides)
    assert caught.value.code == "party_incompatible"
    assert_bilingual(caught.value.messages)


def test_table_size_must_be_an_ordered_range() -> None:
    """spec: Rule options, «`min_players`, `max_players` | integers | table size»."""
    with pytest.raises(RulesError) as caught:
        make_rules("wango", {"min_players": 5, "max_players": 3})
    assert caught.value.code == "invalid_player_range"
    assert_bilingual(caught.value.messages)


def test_rules_are_frozen_values() -> None:
    """ARCHITECTURE: '`Rules` (frozen options object)' — no global mutable state."""
    rules = make_rules("wango")
    with pytest.raises(AttributeError):
        rules.calza = True  # type: ignore[misc]
    assert make_rules("wango") == PRESETS["wango"]


def test_options_are_plain_values_in_the_spec_order() -> None:
    """spec: Rule options, «names are part of the engine's public interface» (and the
    referee's JSON echoes them): each preset's options are every field but ``preset``, in
    declaration order, each a plain JSON value (str, bool or int), so reading them needs no
    copy."""
    for rules in PRESETS.values():
        options = rules.options()
        assert list(options) == [f.name for f in fields(rules) if f.name != "preset"]
        assert all(type(value) in (str, bool, int) for value in options.values())
        assert options == {k: v for k, v in asdict(rules).items() if k != "preset"}
