"""What the strategy page's bot ladder shows, in one language: every figure of the checked
ladder formatted as text, every label from the catalogue.

Plain data only; `tutorial/render/templates/bot_ladder.html.j2` lays it out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_FLOOR, ROUND_HALF_UP, Decimal

from engine.rules import make_rules
from tutorial.checks.ladder import HEADS_UP_TARGET, Ladder, LadderTable
from tutorial.render.figure_view import rules_label
from tutorial.words.catalogue import text


@dataclass(frozen=True)
class LevelRow:
    level: str
    name: str
    rate: str
    interval: str


@dataclass(frozen=True)
class GapRow:
    higher: str
    lower: str
    pair: str
    difference: str
    interval: str


@dataclass(frozen=True)
class SettingView:
    id: str
    caption: str
    meta: str
    levels: list[LevelRow]
    gaps: list[GapRow]
    target: str
    met: bool
    verdict: str


@dataclass(frozen=True)
class LadderView:
    lang: str
    settings: list[SettingView]
    note: str


def _tenths(fraction: float) -> Decimal:
    """A fraction as a percentage rounded half up to one decimal, as written in the file."""
    return (Decimal(repr(fraction)) * 100).quantize(Decimal("0.1"), ROUND_HALF_UP)


def percent(fraction: float) -> str:
    """A win rate as a percentage with one decimal: 0.6695 -> '67.0%'."""
    return f"{_tenths(fraction)}%"


def _signed(value: Decimal) -> str:
    return f"−{-value}" if value < 0 else f"+{value}"


def points(fraction: float) -> str:
    """A difference of win rates in percentage points, signed, with a real minus sign."""
    return _signed(_tenths(fraction))


def shown_rates(fractions: Sequence[float]) -> list[Decimal]:
    """Win rates as percentages with one decimal that add up to their rounded total (issue 20:
    «shown rates add up»): each is rounded down to a tenth, and the tenths still missing go to
    the largest remainders (the first of equal ones), so 79.25% and 20.75% show as 79.3% and
    20.7%, not 79.3% and 20.8%."""
    exact = [Decimal(repr(f)) * 1000 for f in fractions]
    total = sum(exact, Decimal(0)).quantize(Decimal(1), ROUND_HALF_UP)
    shown = [e.to_integral_value(ROUND_FLOOR) for e in exact]
    missing = int(total - sum(shown, Decimal(0)))
    for index in sorted(range(len(exact)), key=lambda i: (shown[i] - exact[i], i))[:missing]:
        shown[index] += 1
    return [(value / 10).quantize(Decimal("0.1")) for value in shown]


def _level_name(lang: str, level: str) -> str:
    return text(lang, f"level.{level}")


def _caption(table: LadderTable, lang: str) -> str:
    rules = rules_label({"rules": table.rules, "options": table.options}, lang)
    if table.heads_up:
        return text(lang, "ladder.caption.heads_up", rules=rules)
    if table.players == len(table.levels) and all(r.seats == 1 for r in table.levels):
        return text(lang, "ladder.caption.one_each", rules=rules, players=table.players)
    return text(lang, "ladder.caption.players", rules=rules, players=table.players)


def _games(lang: str, games: int) -> str:
    return f"{games:,}" if lang == "en" else str(games)


def _setting(table: LadderTable, lang: str) -> SettingView:
    played = table.played
    date = text(lang, "ladder.date", year=played.year, month=played.month, day=played.day)
    rates = dict(zip((r.level for r in table.levels),
                     shown_rates([r.win_rate for r in table.levels]), strict=True))
    levels = [LevelRow(r.level, _level_name(lang, r.level), f"{rates[r.level]}%",
                       text(lang, "ladder.range", low=percent(r.ci95[0]), high=percent(r.ci95[1])))
              for r in table.levels]
    gaps = [GapRow(g.higher, g.lower,
                   text(lang, "ladder.gap", higher=_level_name(lang, g.higher),
                        lower=_level_name(lang, g.lower)),
                   _signed(rates[g.higher] - rates[g.lower]),
                   text(lang, "ladder.range", low=points(g.ci95[0]), high=points(g.ci95[1])))
            for g in table.gaps]
    if table.heads_up:
        target = text(lang, "ladder.target.heads_up", share=f"{HEADS_UP_TARGET:.0%}")
    else:
        target = text(lang, "ladder.target.order")
    met = table.target_met()
    return SettingView(
        id=table.id, caption=_caption(table, lang),
        meta=text(lang, "ladder.meta.every_order" if table.every_order else "ladder.meta",
                  games=_games(lang, table.games), date=date),
        levels=levels, gaps=gaps, target=target, met=met,
        verdict=text(lang, "ladder.met" if met else "ladder.missed"))


def build_ladder_view(ladder: Ladder, lang: str) -> LadderView:
    """The ladder's tables in `lang`."""
    note = text(lang, "ladder.note")
    every_order = [t for t in ladder.tables if t.every_order]
    if every_order:
        labels = dict.fromkeys(rules_label({"rules": t.rules, "options": t.options}, lang,
                                           again=True) for t in every_order)
        note += text(lang, "ladder.note.every_order",
                     rules=text(lang, "fig.list_sep").join(labels))
    # Party scores and 大话骰's penalties can tie at the end: those games share their win.
    made = [make_rules(t.rules, t.options) for t in ladder.tables]
    if any(table_rules.mode == "party" or table_rules.drinks for table_rules in made):
        note += text(lang, "ladder.note.shared")
    return LadderView(lang, [_setting(t, lang) for t in ladder.tables], note)
