"""Inline claims such as `[[min 1 after 5x6 = 3]]`: a registry of kinds and one generic checker.

A claim is `KIND ARGUMENTS = ANSWER`. Each kind declares the flags and options
it accepts, how to read the stated answer, how to ask the engine for its own
answer, and how to print the answer in the page's language. `check` compares
the two answers; `render` prints the (checked) stated answer.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from decimal import ROUND_HALF_UP, Decimal, localcontext
from typing import Any

from engine.bids import Bid, parse_bid
from engine.counting import count_matches, hand_count
from engine.errors import EngineError
from engine.legality import BidContext, judge_bid, minimum_raises, minimum_zhai_raises
from engine.odds import bid_probability, bid_wild, exact_probability, matching_faces
from engine.referee import referee
from engine.rules import MAX_DICE_IN_PLAY, PRESETS, START_DICE, TABLE_LIMIT, Rules, make_rules
from engine.typed_input import read_whole_number
from tutorial.checks.engine_facts import FACTS, NEEDS_PLAYERS
from tutorial.words.catalogue import bid_words, number_words, text

DEFAULT_RULES = "wango"
DEFAULT_DICE_IN_PLAY = 30
_ANSWER = re.compile(r"^(?P<left>.*?)\s=\s*(?P<answer>[^=]+?)\s*$")
# Decimal digits enough to hold any float exactly (a float's exact decimal has at most 767
# significant digits), so rounding half up is done once, on the engine's own number, and
# 1/p of the tiniest probability (about 10**323) is still a whole number Decimal can hold.
EXACT_DIGITS = 1100
_ONE_IN = re.compile(r"1 in ([1-9][0-9]{0,3})")

Verdicts = Callable[[str], Mapping[str, Any] | None]
"""The referee's verdict on a worked example by id (None for an unknown id)."""


class ClaimError(ValueError):
    """A claim that cannot be read (unknown kind, bad argument, bad answer)."""


@dataclass(frozen=True)
class Args:
    """A claim's arguments: positional words, bare flags and `name=value` options."""

    words: tuple[str, ...]
    flags: frozenset[str] = frozenset()
    options: dict[str, str] = field(default_factory=dict)
    verdicts: Verdicts | None = None

    def rules(self) -> Rules:
        """The rules named by `rules=` (default wango), with `nowild` and `difference` applied."""
        overrides: dict[str, object] = {}
        if "nowild" in self.flags:
            overrides["wild_ones"] = False
        if "difference" in self.flags:
            overrides["dice_loss"] = "difference"
        try:
            return make_rules(self.options.get("rules", DEFAULT_RULES), overrides)
        except EngineError as error:
            raise ClaimError(str(error)) from None

    def number(self, name: str, low: int, high: int, default: int | None = None) -> int:
        """A whole-number option such as `dice=12`, in ``low..high`` (ASCII digits only)."""
        raw = self.options.get(name)
        if raw is None:
            if default is None:
                raise ClaimError(f"needs the option {name}=N")
            return default
        value = read_whole_number(raw, low, high)
        if value is None:
            raise ClaimError(f"{name}= must be a whole number from {low} to {high}, not {raw!r}")
        return value


@dataclass(frozen=True)
class ClaimKind:
    """One kind of claim: what it accepts and how it is answered and shown."""

    name: str
    usage: str
    flags: frozenset[str]
    options: frozenset[str]
    read_answer: Callable[[str], str]
    engine_answer: Callable[[Args, str], str]
    show: Callable[[str, str], str]


@dataclass(frozen=True)
class Claim:
    """A parsed claim: its kind, arguments and the answer the prose states."""

    kind: ClaimKind
    args: Args
    answer: str
    source: str
    universal: Universal | None = None


def bid(word: str) -> Bid:
    """Read a bid with the engine's parser, as a claim error when it is not one."""
    try:
        return parse_bid(word)
    except EngineError as error:
        raise ClaimError(str(error)) from None


def dice(words: Sequence[str], what: str, most: int | None = None) -> tuple[int, ...]:
    """Read dice faces written as `6 6 1` or `661` (at most ``most`` of them)."""
    digits = "".join(words).replace(",", "")
    if not digits or not all(ch in "123456" for ch in digits):
        raise ClaimError(f"{what} must be dice faces 1–6, not {' '.join(words)!r}")
    if most is not None and len(digits) > most:
        raise ClaimError(f"{what} holds at most {most} dice, not {len(digits)}")
    return tuple(int(ch) for ch in digits)


def _integer(stated: str) -> str:
    if not (stated.isascii() and stated.isdigit()):
        raise ClaimError(f"the answer must be a whole number, not {stated!r}")
    return str(int(stated))


def _integer_or_none(stated: str) -> str:
    return "none" if stated.lower() in ("none", "无") else _integer(stated)


def _choice(*choices: str, aliases: dict[str, str] | None = None) -> Callable[[str], str]:
    table = {c: c for c in choices} | (aliases or {})

    def read(stated: str) -> str:
        if stated.lower() not in table:
            raise ClaimError(f"the answer must be one of {', '.join(choices)}, not {stated!r}")
        return table[stated.lower()]
    return read


def _percent(stated: str) -> str:
    if _ONE_IN.fullmatch(stated):
        return stated
    match = re.fullmatch(r"([0-9]{1,3}(?:\.[0-9]{1,10})?)\s*%", stated)
    if not match:
        raise ClaimError("the answer must be a percentage such as 54% or 53.7%, or a chance "
                         f"such as 1 in 5, not {stated!r}")
    return f"{match.group(1)}%"


def _signed(stated: str) -> str:
    """A whole number that may be negative (`-4` or `−4`), or else a word such as a name."""
    digits = stated.replace("−", "-")
    if re.fullmatch(r"-?[0-9]{1,6}", digits):
        return str(int(digits))
    if not re.fullmatch(r"\w+", stated):
        raise ClaimError(f"the answer must be a whole number or a single word, not {stated!r}")
    return stated


# --- the engine's answers -------------------------------------------------------------

def _count_answer(args: Args, _stated: str) -> str:
    if len(args.words) < 3 or args.words[1] != "in":
        raise ClaimError("write it as: count BID in DICE")
    counted = bid(args.words[0])
    wild = bid_wild(counted, args.rules().wild_ones)
    if SPECIAL_HANDS in args.flags:
        hand = dice(args.words[2:], "a special hand", START_DICE)
        if len(hand) != START_DICE:
            raise ClaimError(f"a special hand is one player's {START_DICE} dice")
        return str(hand_count(hand, counted.face, wild, "common"))
    return str(count_matches(dice(args.words[2:], "the dice"), counted.face, wild))


SPECIAL_HANDS = "special"
"""The `count` flag for 大话骰's house rule `special_hands: common`: the dice are one player's
hand, counted as a 单骰 (0), a 豹子 (6) or a 纯豹 (7) when they are one."""

ZHAI_FLAG = "zhai"
"""The `min` flag for 大话骰's 斋 bids: the fewest dice of a 斋 bid on faces 2–6 (faces
without it are 飞, and ones are always 斋)."""

ONES_OPENED = "ones-opened"
"""The flag for a round opened on ones: the round began with one one (`1x1`, the smallest bid
on ones, judged as an opener holding a single die), and the bids written follow it."""
OPENING_ON_ONES = Bid(1, 1)


def _context(args: Args, history: Sequence[Bid], last: bool,
             bidder_dice: int | None = None) -> BidContext:
    if "owner" in args.flags and "palifico" not in args.flags:
        raise ClaimError("owner only goes with palifico (only a palifico round has an owner)")
    dice_in_play = args.number("dice", 2, MAX_DICE_IN_PLAY, DEFAULT_DICE_IN_PLAY)
    if bidder_dice is None:
        bidder_dice = args.number("bidder_dice", 1, min(START_DICE, dice_in_play), START_DICE)
    try:
        return BidContext(
            rules=args.rules(),
            dice_in_play=dice_in_play,
            history=tuple(history),
            palifico="palifico" in args.flags,
            bidder_is_palifico_owner=last and "owner" in args.flags,
            bidder_dice=bidder_dice,
        )
    except EngineError as error:
        raise ClaimError(f"the engine cannot judge it: {error}") from None


def _history(words: Sequence[str], args: Args) -> list[Bid]:
    """Bids in order; every one must be legal after the ones before it. With `ones-opened`
    the round's opening bid `1x1` comes first (an opener holding one die may always make it)."""
    bids = [bid(w) for w in words]
    first = 0
    if ONES_OPENED in args.flags:
        opening = judge_bid(_context(args, (), False, bidder_dice=1), OPENING_ON_ONES)
        if not opening.legal:
            raise ClaimError(f"a round cannot open on ones here: {opening.messages['en']}")
        bids.insert(0, OPENING_ON_ONES)
        first = 1
    for index in range(first, len(bids)):
        judgement = judge_bid(_context(args, bids[:index], False), bids[index])
        if not judgement.legal:
            raise ClaimError(f"bid {bids[index]} (number {index + 1 - first}) is itself illegal "
                             f"after the bids before it: {judgement.messages['en']}")
    return bids


def _min_answer(args: Args, _stated: str) -> str:
    if not args.words or args.words[0] not in "123456" or len(args.words[0]) != 1:
        raise ClaimError("write it as: min FACE after BID [BID…]")
    rest = args.words[1:]
    if rest and rest[0] == "after":
        rest = rest[1:]
    elif rest:
        raise ClaimError("the bids must follow the word 'after'")
    ctx = _context(args, _history(rest, args), True)
    if ZHAI_FLAG in args.flags and not ctx.rules.bid_modes:
        raise ClaimError("zhai only goes with rules that have 斋 bids (rules=dahua)")
    lowest = minimum_zhai_raises if ZHAI_FLAG in args.flags else minimum_raises
    smallest = lowest(ctx).get(int(args.words[0]))
    return "none" if smallest is None else str(smallest.quantity)


def _legal_answer(args: Args, _stated: str) -> str:
    if not args.words:
        raise ClaimError("write it as: legal [EARLIER BIDS…] BID")
    history = _history(args.words[:-1], args)
    judgement = judge_bid(_context(args, history, True), bid(args.words[-1]))
    return "yes" if judgement.legal else "no"


def _chance(args: Args, word: str) -> float:
    """The exact chance that the bid `word` holds (`exactly` lands on it, `fails` does not
    hold) over `unseen=` dice and your `own=`."""
    own = dice(args.options["own"].split(), "own=", START_DICE) if "own" in args.options else ()
    unseen = args.number("unseen", 0, MAX_DICE_IN_PLAY)
    chance = exact_probability if "exactly" in args.flags else bid_probability
    asked = bid(word)
    probability = chance(asked, unseen, own, wild=bid_wild(asked, "nowild" not in args.flags))
    return 1 - probability if "fails" in args.flags else probability


def _odds_answer(args: Args, stated: str) -> str:
    if len(args.words) != 1:
        raise ClaimError("write it as: odds BID unseen=N [own=\"DICE\"] [nowild]")
    if {"exactly", "fails"} <= args.flags:
        raise ClaimError("exactly and fails do not go together")
    probability = _chance(args, args.words[0])
    if _ONE_IN.fullmatch(stated):
        if probability == 0:
            raise ClaimError("the engine says it cannot happen (a chance of 0), "
                             "which is not one in any number")
        with localcontext(prec=EXACT_DIGITS):
            nearest = (Decimal(1) / Decimal(probability)).quantize(Decimal(1), ROUND_HALF_UP)
        return f"1 in {nearest:f}"
    places = len(stated.rstrip("%").partition(".")[2])
    with localcontext(prec=EXACT_DIGITS):
        percent = (Decimal(probability) * 100).quantize(Decimal(1).scaleb(-places),
                                                       ROUND_HALF_UP)
    if percent in (0, 100) and probability not in (0, 1):
        # issue 20: a shown chance is never 100% or 0% unless it is exact.
        raise ClaimError(f"the engine's chance is {100 * probability:.4f}%, not exactly "
                         f"{percent:.0f}%: give enough decimals to show it is not")
    return f"{percent:f}%"


def _decide_answer(args: Args, _stated: str) -> str:
    """The strategy page's rules. Call when the standing bid is more likely to fail than your
    best raise is to hold, otherwise raise; with `calza`, call calza rather than dudo when the
    count is likelier to land exactly on the bid than below it."""
    if len(args.words) == 1 and "calza" in args.flags and "raise" not in args.options:
        exact = _chance(replace(args, flags=args.flags | {"exactly"}), args.words[0])
        fails = _chance(replace(args, flags=args.flags | {"fails"}), args.words[0])
        return "calza" if exact > fails else "dudo"
    if len(args.words) != 1 or "raise" not in args.options or "calza" in args.flags:
        raise ClaimError("write it as: decide STANDING raise=BID unseen=N [own=\"DICE\"], "
                         "or decide STANDING calza unseen=N [own=\"DICE\"]")
    standing, raised = bid(args.words[0]), bid(args.options["raise"])
    own = len(args.options.get("own", "").split())
    table = BidContext(args.rules(), args.number("unseen", 0, MAX_DICE_IN_PLAY) + own,
                       (standing,))
    if not judge_bid(table, raised).legal:
        raise ClaimError(f"raise={raised} is not a legal raise over {standing} at a table of "
                         f"{table.dice_in_play} dice")
    fails = 1 - _chance(args, args.words[0])
    holds = _chance(args, args.options["raise"])
    return "call" if fails > holds else "raise"


def _likelier_answer(args: Args, _stated: str) -> str:
    """Which of two bids is likelier to hold (the first when they tie)."""
    if len(args.words) != 2:
        raise ClaimError("write it as: likelier BID BID unseen=N [own=\"DICE\"] = BID")
    first, second = (_chance(args, word) for word in args.words)
    return str(bid(args.words[0] if first >= second else args.words[1]))


def _bid_answer(stated: str) -> str:
    return str(bid(stated))


def _show_bid(answer: str, lang: str) -> str:
    shown = bid(answer)
    return bid_words(lang, shown.quantity, shown.face, shown.mode)


def _expect_answer(args: Args, _stated: str) -> str:
    if len(args.words) != 1 or args.words[0] not in "123456" or len(args.words[0]) != 1:
        raise ClaimError("write it as: expect FACE unseen=N [own=\"DICE\"] [nowild]")
    face, wild = int(args.words[0]), "nowild" not in args.flags
    own = dice(args.options["own"].split(), "own=", START_DICE) if "own" in args.options else ()
    unseen = args.number("unseen", 0, MAX_DICE_IN_PLAY)
    expected = count_matches(own, face, wild) + Decimal(unseen * matching_faces(face, wild)) / 6
    return str(expected.quantize(Decimal(1), ROUND_HALF_UP))


def _need_answer(args: Args, _stated: str) -> str:
    if len(args.words) != 1 or "own" not in args.options:
        raise ClaimError("write it as: need BID own=\"DICE\" [nowild]")
    wanted = bid(args.words[0])
    own = dice(args.options["own"].split(), "own=", START_DICE)
    have = count_matches(own, wanted.face, bid_wild(wanted, "nowild" not in args.flags))
    return str(max(0, wanted.quantity - have))


def _dudo_outcome(args: Args, kind: str, bidder_dice: int) -> dict[str, Any]:
    """The referee's outcome when the bidder, holding the first `bidder_dice` of `dice=`,
    is challenged by the next player (the rest of the dice in hands of up to five; in a
    party or 大话骰 game each hand filled up to five, and at a table the rules want larger,
    players added, with dice that count for nothing)."""
    if len(args.words) != 1 or "dice" not in args.options:
        raise ClaimError(f"write it as: {kind} BID dice=\"DICE\" [nowild] [rules=PRESET]")
    table = dice(args.options["dice"].split(), "dice=")
    if len(table) <= bidder_dice:
        raise ClaimError(f"dice= needs at least {number_words('en', bidder_dice + 1)} dice: "
                         f"the bidder's {number_words('en', bidder_dice)} and the challenger's")
    rules = args.rules()
    said = bid(args.words[0])
    hands = [list(table[:bidder_dice])] + [list(table[i:i + 5])
                                           for i in range(bidder_dice, len(table), 5)]
    # Party and 大话骰 games keep five dice a hand, and Chilean Dudo seats three or more: hands
    # are filled up, and players added, with a face that counts for nothing here (not the bid's
    # face, not a one), so the count is the same.
    filler = next(face for face in (2, 3) if face != said.face)
    if rules.mode != "classic":
        hands = [hand + [filler] * (START_DICE - len(hand)) for hand in hands]
    hands += [[filler] * START_DICE] * max(0, rules.min_players - len(hands))
    names = ["bidder", "challenger"] + [f"player{n}" for n in range(3, len(hands) + 1)]
    transcript = {
        "rules": rules.preset, "options": rules.overrides(),
        "players": [{"name": name, "dice": hand} for name, hand in zip(names, hands, strict=True)],
        "actions": [{"player": "bidder", "bid": str(said)},
                    {"player": "challenger", "call": "dudo"}],
    }
    verdict = referee(transcript)
    if not verdict["legal"]:
        raise ClaimError(f"the engine refuses this round: {verdict['error']['message']['en']}")
    outcome: dict[str, Any] = verdict["outcome"]
    return outcome


def _loses_answer(args: Args, _stated: str) -> str:
    return str(_dudo_outcome(args, "loses", bidder_dice=1)["loser"])


def _lost_answer(args: Args, _stated: str) -> str:
    outcome = _dudo_outcome(args, "lost", bidder_dice=5)
    return str(-outcome["dice_change"][outcome["loser"]])


def _fact_answer(args: Args, _stated: str) -> str:
    names = ", ".join(FACTS)
    if len(args.words) != 1 or args.words[0] not in FACTS:
        raise ClaimError(f"write it as: fact NAME [rules=PRESET] [players=N], "
                         f"NAME one of {names}")
    name = args.words[0]
    if name not in NEEDS_PLAYERS and "players" in args.options:
        raise ClaimError(f"players= only goes with {', '.join(sorted(NEEDS_PLAYERS))}")
    players = args.number("players", 2, TABLE_LIMIT) if name in NEEDS_PLAYERS else 0
    return str(FACTS[name](args.rules(), players))


def _outcome_answer(args: Args, _stated: str) -> str:
    if len(args.words) != 2:
        raise ClaimError("write it as: outcome EXAMPLE KEY, e.g. outcome party-round "
                         "scores_after.Ana")
    example, key = args.words
    verdict = args.verdicts(example) if args.verdicts is not None else None
    if verdict is None:
        raise ClaimError(f"no worked example {example!r} (docs/examples/{example}.yml)")
    value: Any = verdict["outcome"]
    if value is None:
        raise ClaimError(f"example {example!r} has no outcome (it is illegal or unfinished)")
    for part in key.split("."):
        if not isinstance(value, Mapping) or part not in value:
            raise ClaimError(f"the outcome of {example!r} has no {key!r}")
        value = value[part]
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, Mapping | list):
        raise ClaimError(f"{key!r} is a table; name one entry, e.g. {key}.NAME")
    return str(value)


def _show_plain(answer: str, lang: str) -> str:
    return answer


def _show_odds(answer: str, lang: str) -> str:
    match = _ONE_IN.fullmatch(answer)
    if match is None:
        return answer
    return text(lang, "claim.one_in", n=number_words(lang, int(match.group(1)), counting=False))


def _show_signed(answer: str, lang: str) -> str:
    return answer.replace("-", "−") if re.fullmatch(r"-[0-9]+", answer) else answer


def _show_with(prefix: str) -> Callable[[str, str], str]:
    return lambda answer, lang: text(lang, f"{prefix}.{answer}")


def _show_min(answer: str, lang: str) -> str:
    return text(lang, "claim.min.none") if answer == "none" else answer


_BID_OPTIONS = frozenset({"rules", "dice", "bidder_dice"})
WORDS = "words"
"""The flag that renders a whole-number answer in words ('three', '三')."""

KINDS: dict[str, ClaimKind] = {kind.name: kind for kind in (
    ClaimKind("count", "count BID in DICE [nowild] [special] [rules=P] [words] = N",
              frozenset({"nowild", SPECIAL_HANDS, WORDS}), frozenset({"rules"}),
              _integer, _count_answer, _show_plain),
    ClaimKind("min", "min FACE after BID… [palifico] [owner] [ones-opened] [zhai] [dice=N] "
              "[words] = N|none",
              frozenset({"nowild", "palifico", "owner", ONES_OPENED, ZHAI_FLAG, WORDS}),
              _BID_OPTIONS,
              _integer_or_none,
              _min_answer, _show_min),
    ClaimKind("legal", "legal [BID…] BID [palifico] [owner] [ones-opened] [dice=N] = yes|no",
              frozenset({"nowild", "palifico", "owner", ONES_OPENED}), _BID_OPTIONS,
              _choice("yes", "no", aliases={"legal": "yes", "illegal": "no"}),
              _legal_answer, _show_with("claim.legal")),
    ClaimKind("odds", "odds BID unseen=N [own=\"DICE\"] [nowild] [exactly|fails] = P%|1 in N",
              frozenset({"nowild", "exactly", "fails"}), frozenset({"unseen", "own"}),
              _percent, _odds_answer, _show_odds),
    ClaimKind("decide", "decide STANDING (raise=BID|calza) unseen=N [own=\"DICE\"] [nowild] "
              "= call|raise|calza|dudo",
              frozenset({"nowild", "calza"}), frozenset({"raise", "unseen", "own"}),
              _choice("call", "raise", "calza", "dudo"), _decide_answer,
              _show_with("claim.decide")),
    ClaimKind("likelier", "likelier BID BID unseen=N [own=\"DICE\"] [nowild] = BID",
              frozenset({"nowild"}), frozenset({"unseen", "own"}),
              _bid_answer, _likelier_answer, _show_bid),
    ClaimKind("expect", "expect FACE unseen=N [own=\"DICE\"] [nowild] [words] = N",
              frozenset({"nowild", WORDS}), frozenset({"unseen", "own"}),
              _integer, _expect_answer, _show_plain),
    ClaimKind("need", "need BID own=\"DICE\" [nowild] [words] = N",
              frozenset({"nowild", WORDS}), frozenset({"own"}),
              _integer, _need_answer, _show_plain),
    ClaimKind("loses", "loses BID dice=\"DICE\" [nowild] [rules=P] = bidder|challenger",
              frozenset({"nowild"}), frozenset({"dice", "rules"}),
              _choice("bidder", "challenger"), _loses_answer, _show_with("claim.loses")),
    ClaimKind("lost", "lost BID dice=\"DICE\" [difference] [nowild] [rules=P] [words] = N",
              frozenset({"nowild", "difference", WORDS}), frozenset({"dice", "rules"}),
              _integer, _lost_answer, _show_plain),
    ClaimKind("fact", "fact NAME [rules=P] [players=N] [words] = N",
              frozenset({WORDS}), frozenset({"rules", "players"}),
              _integer, _fact_answer, _show_plain),
    ClaimKind("outcome", "outcome EXAMPLE KEY[.NAME] [words] = VALUE",
              frozenset({WORDS}), frozenset(),
              _signed, _outcome_answer, _show_signed),
)}


def _split_args(kind: ClaimKind, tokens: Sequence[str]) -> Args:
    words: list[str] = []
    flags: set[str] = set()
    options: dict[str, str] = {}
    for token in tokens:
        name, equals, value = token.partition("=")
        if equals:
            if name not in kind.options:
                allowed = ", ".join(sorted(kind.options)) or "none"
                raise ClaimError(f"unknown option {name}= (allowed: {allowed})")
            options[name] = value
        elif token in kind.flags:
            flags.add(token)
        else:
            words.append(token)
    return Args(tuple(words), frozenset(flags), options)


EVERY = "every"
"""The prefix that states a claim under every preset (or those named by `presets=`), and in
each situation named by `situations=` (a normal round only, when it names none)."""

SITUATIONS: dict[str, frozenset[str]] = {
    "normal": frozenset(),
    ONES_OPENED: frozenset({ONES_OPENED}),
    "palifico": frozenset({"palifico"}),
    "palifico-owner": frozenset({"palifico", "owner"}),
}
"""Each situation of a round an `every` claim may name, as the flags that describe it: a
normal round, a round opened on ones, a palifico round for a player other than its owner,
and for its owner. `situations=all` names them all."""
_SITUATION_FLAGS = frozenset().union(*SITUATIONS.values())


@dataclass(frozen=True)
class Universal:
    """`every KIND …`: the claim holds, with the same answer, under each of `presets` and in
    each of `situations` (a palifico situation only under the presets that have palifico)."""

    presets: tuple[str, ...]
    situations: tuple[str, ...] = ("normal",)

    def cases(self) -> list[tuple[str, str]]:
        """Every (preset, situation) pair the claim is checked in."""
        return [(preset, situation) for preset in self.presets for situation in self.situations
                if PRESETS[preset].palifico or "palifico" not in SITUATIONS[situation]]


def _named(tokens: list[str], option: str) -> list[str] | None:
    values = [t.partition("=")[2] for t in tokens if t.startswith(f"{option}=")]
    if len(values) > 1:
        raise ClaimError(f"write {option}= once, e.g. {option}=A,B")
    return values[0].split(",") if values else None


def _universal(tokens: list[str]) -> tuple[list[str], Universal | None]:
    """Split off an `every` prefix and its `presets=A,B` and `situations=S,T` options."""
    if not tokens or tokens[0] != EVERY:
        return tokens, None
    rest = [t for t in tokens[1:] if not t.startswith(("presets=", "situations="))]
    presets = tuple(_named(tokens[1:], "presets") or PRESETS)
    unknown = [p for p in presets if p not in PRESETS]
    if unknown or not presets:
        raise ClaimError(f"presets= names rule sets among {', '.join(PRESETS)}, "
                         f"not {', '.join(unknown) or 'nothing'}")
    if any(t.startswith("rules=") for t in rest):
        raise ClaimError("an `every` claim names its rule sets with presets=, not rules=")
    if not rest or rest[0] not in KINDS or "rules" not in KINDS[rest[0]].options:
        usable = ", ".join(k for k, v in KINDS.items() if "rules" in v.options)
        raise ClaimError(f"write it as: every KIND … [presets=A,B] = ANSWER, KIND one of {usable}")
    named = _named(tokens[1:], "situations")
    if named is None:
        return rest, Universal(presets)
    situations = tuple(SITUATIONS) if named == ["all"] else tuple(named)
    wrong = [s for s in situations if s not in SITUATIONS]
    if wrong or not situations:
        raise ClaimError(f"situations= names situations among {', '.join(SITUATIONS)} (or "
                         f"all), not {', '.join(wrong) or 'nothing'}")
    if not _SITUATION_FLAGS.issubset(KINDS[rest[0]].flags):
        raise ClaimError(f"situations= goes with a kind judged inside a round (legal, min), "
                         f"not {rest[0]}")
    if _SITUATION_FLAGS & set(rest):
        raise ClaimError("an `every` claim names its situations with situations=, not with "
                         "the flags palifico, owner or ones-opened")
    universal = Universal(presets, situations)
    if not universal.cases():
        raise ClaimError("none of these rule sets has palifico rounds")
    return rest, universal


def parse_claim(body: str) -> Claim:
    """Read the text between `[[` and `]]`; raise ClaimError saying what is wrong."""
    match = _ANSWER.match(body)
    if not match:
        raise ClaimError("a claim ends with ' = ANSWER', e.g. [[count 6x6 in 6 6 1 = 3]]")
    try:
        tokens = shlex.split(match.group("left"))
    except ValueError as error:
        raise ClaimError(f"cannot split the arguments: {error}") from None
    tokens, universal = _universal(tokens)
    if not tokens or tokens[0] not in KINDS:
        known = ", ".join(sorted(KINDS))
        raise ClaimError(f"unknown claim kind {tokens[0] if tokens else ''!r} (known: {known})")
    kind = KINDS[tokens[0]]
    args = _split_args(kind, tokens[1:])
    return Claim(kind, args, kind.read_answer(match.group("answer").strip()), body, universal)


def shown_to(claim: Claim, games: frozenset[str]) -> Claim:
    """The claim as it must hold where readers of ``games`` see it (issue 43, "Your game"): a
    claim that depends on the rules and names none is checked under each of those games; one
    naming ``rules=X`` or ``presets=`` must cover every one of them. Raises ClaimError."""
    ordered = tuple(preset for preset in PRESETS if preset in games)
    shown = ", ".join(ordered)
    if "rules" not in claim.kind.options or not ordered:  # no games: the marks' problem
        return claim
    if claim.universal is not None:
        missing = [preset for preset in ordered if preset not in claim.universal.presets]
        if missing:
            raise ClaimError(f"it is checked under {', '.join(claim.universal.presets)} but "
                             f"shown to readers of {shown}: mark the passage with the games it "
                             f"is about")
        return claim
    named = claim.args.options.get("rules")
    if named is not None:
        if ordered != (named,):
            raise ClaimError(f"it names the rules of {named} in a passage shown to readers of "
                             f'{shown}: mark it <span data-games="{named}">…</span> or put it '
                             f"in a block for {named}")
        return claim
    return replace(claim, universal=Universal(ordered))


def engine_answer(claim: Claim, verdicts: Verdicts | None = None) -> str:
    """The engine's answer to the claim, in the same canonical form as `claim.answer`;
    `verdicts` looks up worked examples for `outcome` claims."""
    if claim.universal is None:
        return _answer_under(claim, verdicts, None, "normal")
    cases = claim.universal.cases()
    answers = {case: _answer_under(claim, verdicts, *case) for case in cases}
    if len(set(answers.values())) == 1:
        return next(iter(answers.values()))
    named = claim.universal.situations != ("normal",)
    return "not the same " + ("in every rule set and situation: " if named
                              else "under every rule set: ") + ", ".join(
        f"{preset}{f' {situation}' if named else ''} {answer}"
        for (preset, situation), answer in answers.items())


def _answer_under(claim: Claim, verdicts: Verdicts | None, preset: str | None,
                  situation: str) -> str:
    args = replace(claim.args, verdicts=verdicts,
                   flags=claim.args.flags | SITUATIONS[situation])
    if preset is not None:
        args = replace(args, options={**args.options, "rules": preset})
    try:
        return claim.kind.engine_answer(args, claim.answer)
    except EngineError as error:
        raise ClaimError(f"the engine cannot judge it: {error}") from None
    except ClaimError as error:
        if claim.universal is None:
            raise
        where = f"under {preset}" + (f" in a {situation} round" if situation != "normal" else "")
        raise ClaimError(f"{where}: {error}") from None


def render(claim: Claim, lang: str) -> str:
    """The stated answer as ordinary text in the page's language (in words with `words`)."""
    if WORDS in claim.args.flags and claim.answer.isdigit():
        return number_words(lang, int(claim.answer))
    return claim.kind.show(claim.answer, lang)
