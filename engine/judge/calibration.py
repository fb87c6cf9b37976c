"""Is the reading calibrated? Its chance that the standing bid holds, against how often it did.

:func:`self_play_positions` plays seeded games with one bot level in every seat and, at each
decision that faces a bid, asks the reading of the player to act for the chance the bid holds,
then counts the real dice. :func:`reliability` sorts those pairs by tenths of the stated chance
(how many, the mean stated, the share that held) and gives the Brier score. ``scripts/bench
--only judge`` measures every preset against the normal and the hard bot.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from math import fsum
from typing import Any

from engine.counting import count_hands
from engine.game import DEFAULT_NAMES, Game
from engine.judge.memo import Memo
from engine.judge.position import position_in_game
from engine.judge.reading import read
from engine.judge.verdict import judge
from engine.odds import bid_probability, bid_wild
from engine.round import Round
from engine.rules import PRESETS
from engine.selfplay import play_bots

TENTHS = 10


def holds_on_the_table(state: Round) -> bool:
    """Whether the standing bid of ``state`` holds on the real dice."""
    bid = state.bids[-1][1]
    wild = bid_wild(bid, state.wild)
    count = count_hands((s.dice for s in state.seats), bid.face, wild,
                        state.rules.special_hands)
    return count >= bid.quantity


def self_play_positions(preset: str, level: str, players: int, games: int,
                        first_seed: int = 1, alone: bool = False,
                        ) -> Iterator[tuple[float, bool]]:
    """(stated chance, held) at every decision facing a bid in ``games`` seeded games of
    ``level`` bots, ``players`` to a table, under ``preset``; with ``alone`` the chance is the
    one from the player's own dice alone (engine.odds), for comparison."""
    rules = PRESETS[preset]
    names = list(DEFAULT_NAMES[:players])
    levels = [level] * players
    for seed in range(first_seed, first_seed + games):
        memo = Memo()
        game = Game(rules, names, seed)
        for action in play_bots(levels, preset, seed):
            state = game.round
            if state.bids:
                position = position_in_game(game, state.to_act, levels)
                bid = state.bids[-1][1]
                if alone:
                    view = position.view
                    stated = bid_probability(bid, view.unseen, view.own_dice,
                                             bid_wild(bid, view.wild))
                else:
                    stated = read(position, memo).holds(bid)
                yield stated, holds_on_the_table(state)
            if game.apply(action) is not None:
                memo = Memo()


def reliability(pairs: Sequence[tuple[float, bool]]) -> dict[str, Any]:
    """The reliability table by tenths of the stated chance, and the Brier score."""
    bins: list[list[tuple[float, bool]]] = [[] for _ in range(TENTHS)]
    for stated, held in pairs:
        bins[min(TENTHS - 1, int(stated * TENTHS))].append((stated, held))
    table = []
    for index, group in enumerate(bins):
        entry: dict[str, Any] = {"tenth": f"{index / TENTHS:.1f}-{(index + 1) / TENTHS:.1f}",
                                 "positions": len(group)}
        if group:
            entry["stated"] = round(fsum(s for s, _ in group) / len(group), 4)
            entry["observed"] = round(sum(1 for _, h in group if h) / len(group), 4)
        table.append(entry)
    brier = fsum((s - (1.0 if h else 0.0)) ** 2 for s, h in pairs) / len(pairs) if pairs else 0.0
    return {"positions": len(pairs), "brier": round(brier, 4), "tenths": table}


def worst_gap(table: dict[str, Any], least: int = 200) -> float:
    """The largest |observed − stated| over the tenths with at least ``least`` positions."""
    gaps = [abs(t["observed"] - t["stated"]) for t in table["tenths"] if t["positions"] >= least]
    return max(gaps, default=0.0)


def decision_errors(preset: str, level: str, players: int, games: int,
                    first_seed: int = 1) -> Iterator[float]:
    """The judge's error of every decision of ``level`` bots playing their own kind in
    ``games`` seeded games (where the grade lines come from, :mod:`engine.judge.grades`)."""
    rules = PRESETS[preset]
    names = list(DEFAULT_NAMES[:players])
    levels = [level] * players
    for seed in range(first_seed, first_seed + games):
        memo = Memo()
        game = Game(rules, names, seed)
        for action in play_bots(levels, preset, seed):
            position = position_in_game(game, game.round.to_act, levels)
            if action.player == position.view.name:
                yield judge(position, memo, [action]).of(action).error
            if game.apply(action) is not None:
                memo = Memo()
