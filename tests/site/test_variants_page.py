"""The variants page (en and zh) states the engine's rule sets and limits as they are.

Source: spec line 5-6, «Where the sources are silent or disagree, the decision below is the
project's; the site must say so in its variants page». The page's presets table is read cell
by cell and compared with ``engine.PRESETS``; its statements about what the engine refuses
are compared with ``make_rules``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from engine import PRESETS, RulesError, make_rules
from engine.rules import OPTION_NAMES, TABLE_FLOOR, TABLE_LIMIT, Rules
from tutorial.checks.claims import parse_claim

DOCS = Path(__file__).resolve().parents[2] / "docs"
PAGES = {"en": DOCS / "variants.md", "zh": DOCS / "variants.zh.md"}
WORDS: dict[str, Any] = {
    "yes": True, "no": False, "是": True, "否": False, "allowed": "allowed", "可以": "allowed",
    "only with one die": "single_die_only", "先手只剩一颗时才行": "single_die_only",
    "the player whose turn it is": "next", "轮到的人": "next",
    "anyone but the bidder": "any", "叫点者以外任何人": "any",
    "the bidder loses a die": "bidder_loses", "叫点者输一颗": "bidder_loses",
    "the caller gets a die back": "caller_regains", "喊的人拿回一颗": "caller_regains",
    "one": "one", "一颗": "one", "classic": "classic", "经典": "classic",
    "party": "party", "短局": "party", "drinks": "drinks", "罚酒": "drinks", "是（叫飞时）": True,
    "top": "ones_high", "最大": "ones_high", "one lower": "minus_one", "减一": "minus_one",
    "double": "double", "翻倍": "double", "by the number of players": "players",
    "按人数": "players", "off": "none", "不用": "none",
}
# The "rounds in a game" row says how long a game lasts, which the mode and `rounds` set.
LENGTHS: dict[str, Any] = {
    "until one player has dice": "last_player", "打到只剩一人有骰子": "last_player",
    "twice the players": "twice_players", "人数翻倍": "twice_players",
}
NOT_APPLICABLE = "–"
# An option shown as "–" must be one that does not apply under the preset's other options.
APPLIES: dict[str, Callable[[Rules], bool]] = {
    "palifico_owner_may_change_face": lambda rules: rules.palifico,
    "calza_by": lambda rules: rules.calza,
    "calza_reward": lambda rules: rules.calza,
    "dice_loss": lambda rules: not rules.party and not rules.drinks,
    **{name: (lambda rules: rules.bid_modes)
       for name in ("face_rank", "fei_to_zhai", "zhai_to_fei", "opening_minimum")},
    **{name: (lambda rules: rules.drinks) for name in ("pi", "special_hands", "rounds")},
    **{name: (lambda rules: rules.pi) for name in ("pi_by", "fanpi")},
}


def _game_length(rules: Rules) -> Any:
    """How long a game under `rules` lasts. Spec: in a classic game «A player with 0 dice is
    eliminated» and the last one left wins; party mode: «N players play exactly 2N rounds»;
    the drinking score: «A game is `rounds` rounds (default 2N)»."""
    if rules.mode == "classic":
        return "last_player"
    if rules.mode == "party" or rules.rounds == 0:
        return "twice_players"
    return rules.rounds


def _cell_value(cell: str) -> Any:
    cell = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", cell)  # a glossary link keeps its words
    code = re.match(r"`([^`]+)`", cell)
    if code:
        return code[1]
    if cell in WORDS:
        return WORDS[cell]
    word = cell.split()[0] if cell.split() else cell
    if word in WORDS:
        return WORDS[word]
    return cell


def _option_keys(text: str) -> dict[str, str]:
    """Issue 20, «the variants page in players' words with the option keys in a block for the
    command line»: each row's words, by the block's `KEY=VALUES  WORDS` lines."""
    block = re.search(r"```text\n(.*?)```", text, re.S)
    assert block, "the page lists the option keys in a text block"
    keys = {}
    for line in block[1].splitlines()[1:]:
        match = re.fullmatch(r"(\w+)=\S+\s{2,}(.+)", line)
        assert match, line
        keys[match[2].strip()] = match[1]
    return keys


def _table(lang: str) -> tuple[list[str], dict[str, list[str]]]:
    """The presets table: its preset columns and, per option name, the cells of its row."""
    text = PAGES[lang].read_text(encoding="utf-8")
    keys = _option_keys(text)
    assert set(keys.values()) == set(OPTION_NAMES)
    lines = [line for line in text.splitlines() if line.startswith("| ")]
    header = next(line for line in lines if "[[preset wango]]" in line)
    columns = re.findall(r"\[\[preset ([\w-]+)\]\]", header)
    rows: dict[str, list[str]] = {}
    start = lines.index(header)
    for line in lines[start + 1:]:
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != len(columns) + 2:
            break
        label = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", cells[0])
        if "[[fact min_players" in line:
            rows["min_players"] = cells[1:-1]
        elif label in keys:
            rows[keys[label]] = cells[1:-1]
    return columns, rows


@pytest.mark.parametrize("lang", sorted(PAGES))
def test_variants_table_states_every_preset_option_as_the_engine_has_it(lang: str) -> None:
    """spec: «the site must say so in its variants page»: each cell of the presets table is the
    preset's value in the engine (or "–" where the option does not apply). The table holds
    the five seeds' rule sets and 大话骰 (`dahua`, issue 21: «the preset in the variants
    table»), and every option (the 大话骰 ones "–" where a preset has no 斋/飞 bids or 劈)."""
    columns, rows = _table(lang)
    assert columns == list(PRESETS)
    options = set(OPTION_NAMES) - {"max_players"}
    assert set(rows) == options, "one row per option (min_players–max_players share a row)"
    for name, cells in rows.items():
        for preset, cell in zip(columns, cells, strict=True):
            rules = PRESETS[preset]
            if name == "min_players":
                stated = [parse_claim(body) for body in re.findall(r"\[\[(.+?)\]\]", cell)]
                assert [(c.args.words[0], c.args.options.get("rules"), c.answer)
                        for c in stated] == [
                    ("min_players", preset, str(rules.min_players)),
                    ("max_players", preset, str(rules.max_players))], (lang, preset, cell)
            elif name == "rounds":
                assert LENGTHS.get(cell, cell) == _game_length(rules), (lang, preset, cell)
            elif cell == NOT_APPLICABLE:
                assert name in APPLIES and not APPLIES[name](rules), (lang, preset, name)
            else:
                assert _cell_value(cell) == getattr(rules, name), (lang, preset, name, cell)


def test_variants_page_gives_the_table_size_the_engine_accepts() -> None:
    """spec: Rule options, «`min_players`, `max_players` | integers | table size»: the page says
    house rules may seat TABLE_FLOOR to TABLE_LIMIT players, which is what the engine accepts
    (stated as fact claims, which the build checks against those constants)."""
    make_rules("wango", {"min_players": TABLE_FLOOR, "max_players": TABLE_LIMIT})
    with pytest.raises(RulesError):
        make_rules("wango", {"max_players": TABLE_LIMIT + 1})
    with pytest.raises(RulesError):
        make_rules("wango", {"min_players": TABLE_FLOOR - 1})
    en = re.sub(r"\s+", " ", PAGES["en"].read_text(encoding="utf-8"))
    zh = PAGES["zh"].read_text(encoding="utf-8")
    floor, limit = (f"[[fact table_floor words = {TABLE_FLOOR}]]",
                    f"[[fact table_limit words = {TABLE_LIMIT}]]")
    assert f"outside {floor} to {limit} players" in en
    assert f"{floor}到{limit}人以外" in zh
