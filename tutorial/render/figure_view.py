"""What an example's figure shows, in one language: computed from the round and the verdict.

Everything here is plain data (strings, numbers, lists); the jinja2 template in
`tutorial/render/templates/example.html.j2` only lays it out.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.bids import parse_bid
from engine.counting import matches
from engine.rules import make_rules
from tutorial.checks.examples import Example
from tutorial.words.catalogue import bid_words, face_name, has_text, text


@dataclass(frozen=True)
class DieView:
    face: int
    counted: bool = False
    wild: bool = False
    label: str = ""


@dataclass(frozen=True)
class PlayerView:
    name: str
    dice: list[DieView]
    out: bool
    palifico: bool
    extra: str = ""


@dataclass(frozen=True)
class ActionView:
    player: str
    words: str
    code: str  # a bid's shorthand (4x2, 3x5z), which the pages explain; "" for a call
    pressure: bool = False
    illegal: bool = False
    not_played: bool = False
    note: str = ""


@dataclass(frozen=True)
class RowView:
    name: str
    before: str
    change: str
    after: str
    changed: bool


@dataclass
class FigureView:
    """Everything the template needs for one example in one language."""

    id: str
    lang: str
    title: str
    rules: str
    players: list[PlayerView]
    actions: list[ActionView]
    palifico: str = ""
    count_title: str = ""
    count_line: str = ""
    count_note: str = ""
    results: list[str] = field(default_factory=list)
    rows: list[RowView] = field(default_factory=list)
    party: bool = False
    after_lines: list[str] = field(default_factory=list)
    illegal: str = ""
    note: str = ""
    highlighted: int = 0
    walkthrough: str = ""
    after_caption: str = ""


def rules_label(transcript: Mapping[str, Any], lang: str, again: bool = False) -> str:
    """The rule set named in `lang`, with any house-rule options: 'Perudo · house rules: …';
    `again`: the page has named it already, so a glossed name takes its short form."""
    preset = str(transcript.get("rules", "wango"))
    key = f"preset.{preset}"
    if again and has_text(lang, f"{key}.again"):
        key = f"{key}.again"
    label = text(lang, key) if has_text(lang, key) else preset
    options = transcript.get("options") or {}
    if options:
        shown = [text(lang, f"opt.{k}.{v}") if has_text(lang, f"opt.{k}.{v}") else f"{k} = {v}"
                 for k, v in options.items()]
        label += " · " + text(lang, "fig.options", list=text(lang, "fig.list_sep").join(shown))
    return label


def _number(n: int) -> str:
    """A whole number with a real minus sign."""
    return f"−{-n}" if n < 0 else str(n)


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else _number(n)


def _call_key(call: str, drinks: bool) -> str:
    """The catalogue key of a call's words: 大话骰's dudo is 开 (kai)."""
    return "fig.call.kai" if drinks and call == "dudo" else f"fig.call.{call}"


def _action_view(action: Mapping[str, Any], index: int, example: Example, lang: str,
                 illegal_at: int | None, drinks: bool = False) -> ActionView:
    if "bid" in action:
        bid = parse_bid(str(action["bid"]))
        words = text(lang, "fig.bid", bid=bid_words(lang, bid.quantity, bid.face, bid.mode))
        code = str(bid)
    else:
        words = text(lang, _call_key(str(action["call"]), drinks))
        code = ""  # the engine's call words (pi, fanpi, concede) are no reader's shorthand
    note = example.step_notes.get(index, {}).get(lang, "")
    return ActionView(
        player=str(action["player"]), words=words, code=code,
        pressure=bool(action.get("pressure")),
        illegal=illegal_at == index,
        not_played=illegal_at is not None and index > illegal_at, note=note,
    )


def _die_label(lang: str, face: int, counted: bool, wild: bool) -> str:
    label = text(lang, "fig.die", face=face)
    if counted:
        label += text(lang, "fig.sep") + text(lang, "fig.wild" if wild else "fig.counted")
    return label


def _players(transcript: Mapping[str, Any], outcome: Mapping[str, Any] | None, lang: str,
             party: bool) -> list[PlayerView]:
    counted = outcome is not None and outcome["count"] is not None  # none after a 投降
    face = parse_bid(str(outcome["bid"])).face if counted and outcome else None
    wild = bool(outcome["wild_ones"]) if outcome else False
    palifico = transcript.get("palifico")
    views = []
    for seat in transcript["players"]:
        dice = []
        for die in seat["dice"]:
            counted = face is not None and matches(die, face, wild)
            is_wild = counted and die == 1 and face != 1
            dice.append(DieView(die, counted, is_wild, _die_label(lang, die, counted, is_wild)))
        extra = ""
        if party:
            score = int(seat.get("score", 0))
            extra = text(lang, "fig.score.one" if abs(score) == 1 else "fig.score",
                         score=_number(score))
            extra += " · " + text(lang, "fig.pressure_left", n=seat.get("pressure_left", 2))
        views.append(PlayerView(str(seat["name"]), dice, not seat["dice"] and not party,
                                seat["name"] == palifico, extra))
    return views


def _count(view: FigureView, outcome: Mapping[str, Any], lang: str) -> None:
    bid = parse_bid(str(outcome["bid"]))
    dice = [d for p in view.players for d in p.dice]
    wild_n = sum(1 for d in dice if d.wild)
    view.highlighted = sum(1 for d in dice if d.counted)
    plural = face_name(lang, bid.face)
    view.count_title = text(lang, "fig.count", face_plural=plural)
    if wild_n:
        view.count_line = text(lang, "fig.count.wild.one" if wild_n == 1 else "fig.count.wild",
                               n=view.highlighted - wild_n,
                               face=face_name(lang, bid.face, plural=False) if lang == "en"
                               else plural, w=wild_n, count=outcome["count"])
    else:
        view.count_line = text(lang, "fig.count.plain", count=outcome["count"],
                               face=face_name(lang, bid.face, plural=False) if lang == "en"
                               else plural)
    if bid.face == 1:
        view.count_note = text(lang, "fig.count.ones_bid")
    elif outcome.get("mode") == "zhai":
        view.count_note = text(lang, "fig.count.zhai", face_plural=plural)
    elif not outcome["wild_ones"]:
        view.count_note = text(lang, "fig.count.ones_unwild", face_plural=plural)


def _results(outcome: Mapping[str, Any], lang: str) -> list[str]:
    quantity = parse_bid(str(outcome["bid"])).quantity
    params = {"count": outcome["count"], "q": quantity, "caller": outcome["caller"],
              "bidder": outcome["bidder"]}
    if outcome["call"] == "dudo":
        lines = [text(lang, "fig.dudo.holds" if outcome["bid_holds"] else "fig.dudo.fails",
                      **params)]
    elif outcome["count"] != quantity:
        lines = [text(lang, "fig.calza.wrong", **params)]
    else:
        lines = [text(lang, "fig.calza.right", **params)]
        change = outcome["dice_change"]
        if change.get(outcome["caller"], 0) > 0:
            lines.append(text(lang, "fig.calza.regain", **params))
        elif change.get(outcome["bidder"], 0) < 0:
            lines.append(text(lang, "fig.calza.bidder", **params))
        else:
            lines.append(text(lang, "fig.calza.full", **params))
    if outcome["transfer"] is not None:
        lines.append(text(lang, f"fig.transfer.{outcome['transfer']}", loser=outcome["loser"],
                          winner=outcome["winner"]))
        if outcome["transfer"] == 3:
            lines.append(text(lang, "fig.transfer.pressured"))
    return lines


def _drinks_results(outcome: Mapping[str, Any], transcript: Mapping[str, Any],
                    lang: str) -> list[str]:
    """大话骰: who loses the count (or concedes) and how many penalty points they take."""
    loser = outcome["loser"]
    before = next(int(s.get("penalties", 0)) for s in transcript["players"]
                  if s["name"] == loser)
    taken = int(outcome["penalties_after"][loser]) - before
    if outcome["conceded"]:
        lines = [text(lang, "fig.drinks.conceded", loser=loser, stake=outcome["stake"])]
    else:
        key = "fig.drinks.holds" if outcome["bid_holds"] else "fig.drinks.fails"
        lines = [text(lang, key, count=outcome["count"], loser=loser,
                      q=parse_bid(str(outcome["bid"])).quantity)]
    lines.append(text(lang, "fig.drinks.penalty.one" if taken == 1 else "fig.drinks.penalty",
                      loser=loser, n=taken))
    return lines


def _rows(outcome: Mapping[str, Any], transcript: Mapping[str, Any], party: bool) -> list[RowView]:
    rows = []
    drinks = outcome.get("penalties_after") is not None
    for seat in transcript["players"]:
        name = seat["name"]
        if drinks:
            before = int(seat.get("penalties", 0))
            after = int(outcome["penalties_after"][name])
        elif party:
            before = int(seat.get("score", 0))
            after = int(outcome["scores_after"][name])
        else:
            before = len(seat["dice"])
            after = int(outcome["dice_after"][name])
        rows.append(RowView(name, _number(before), _signed(after - before), _number(after),
                            after != before))
    return rows


def _last_with_dice(outcome: Mapping[str, Any]) -> str | None:
    """The one player still holding dice after the round (who has won the game), or None;
    the walkthrough's ``lastWithDice`` (dice-view.js) asks the same."""
    after = outcome.get("dice_after") or {}
    holding = [name for name, dice in after.items() if dice > 0]
    return holding[0] if len(after) > 1 and len(holding) == 1 else None


def build_view(example: Example, verdict: Mapping[str, Any], lang: str,
               named: frozenset[str] = frozenset()) -> FigureView:
    """The figure's content for `example` judged as `verdict`, in `lang`; `named`: the rule
    sets the page has named before the figure (their gloss is not repeated)."""
    transcript = example.round
    mode = make_rules(str(transcript.get("rules", "wango")),
                      transcript.get("options") or {}).mode
    party, drinks = mode == "party", mode == "drinks"
    outcome = verdict["outcome"]
    error = verdict["error"]
    illegal_at = error["action"] if error else None
    view = FigureView(
        id=example.id, lang=lang,
        title=example.title[lang] if example.title else example.id,
        rules=rules_label(transcript, lang,
                          str(transcript.get("rules", "wango")) in named),
        players=_players(transcript, outcome, lang, party),
        actions=[_action_view(a, i, example, lang, illegal_at, drinks)
                 for i, a in enumerate(transcript["actions"])],
        palifico=text(lang, "fig.palifico", player=transcript["palifico"])
        if transcript.get("palifico") else "",
        party=party,
        note=example.note[lang] if example.note else "",
    )
    if error:
        view.illegal = text(lang, "fig.illegal_reason", n=error["action"] + 1,
                            message=error["message"][lang])
    elif outcome is None:
        view.results = [text(lang, "fig.unfinished")]
    else:
        if outcome["count"] is not None:
            _count(view, outcome, lang)
        view.results = (_drinks_results(outcome, transcript, lang) if drinks
                        else _results(outcome, lang))
        view.rows = _rows(outcome, transcript, party)
        if drinks:
            view.after_caption = text(lang, "fig.after.penalties")
        if outcome["eliminated"]:
            view.after_lines.append(text(lang, "fig.eliminated",
                                         players=", ".join(outcome["eliminated"])))
        winner = _last_with_dice(outcome)
        if winner is not None:
            view.after_lines.append(text(lang, "fig.game_won", player=winner))
        else:
            view.after_lines.append(text(lang, "fig.next_opener", player=outcome["next_opener"]))
    return view
