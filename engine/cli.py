"""The command line: ``python -m engine referee|judge|check|odds|play|arena|drill``.

JSON goes to stdout. Bad input gives one line on stderr (``error: …`` in the
language chosen with ``--lang``) and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NoReturn, TextIO

from engine.arena import arena
from engine.bids import parse_bid, parse_rules_bid
from engine.bots import BOTS, bot
from engine.checker import check_result, read_history
from engine.echo import echo_text
from engine.errors import EngineError, RulesError, TranscriptError
from engine.game import DEFAULT_NAMES, Game
from engine.jsontext import load_json
from engine.legality import BidContext
from engine.messages import phrase
from engine.odds import bid_probability, bid_wild
from engine.referee import referee_json
from engine.rules import MAX_DICE_IN_PLAY, START_DICE, Rules, make_rules
from engine.typed_input import dice_parts, number_error, read_dice, read_whole_number

MAX_ARENA_GAMES = 1_000_000
# The most bytes ``referee`` reads: a whole round, pretty-printed, takes a few kilobytes
# (bids only rise, and no quantity passes MAX_QUANTITY), so a megabyte is far past any
# real transcript, and ``referee /dev/zero`` stops at once instead of filling memory.
MAX_INPUT_BYTES = 1_000_000


class UsageError(Exception):
    """A command line argparse cannot read."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def _number(text: str, where: str, low: int, high: int) -> int:
    value = read_whole_number(text, low, high)
    if value is None:
        raise EngineError(number_error(text), where=where, minimum=low, maximum=high,
                          value=text[:20])
    return value


def _dice_list(text: str, where: str) -> tuple[int, ...]:
    dice = read_dice(dice_parts(text), START_DICE)
    if dice is None:
        raise EngineError("invalid_dice_list", where=where, most=START_DICE, value=text[:40])
    return dice


def _rules(args: argparse.Namespace) -> Rules:
    overrides: dict[str, str] = {}
    for item in args.option or []:
        name, sep, value = item.partition("=")
        if not sep:
            raise RulesError("invalid_option_value", option=name, value="(none)",
                             valid="NAME=VALUE")
        overrides[name.strip()] = value
    return make_rules(args.rules, overrides)


def _check(args: argparse.Namespace) -> dict[str, Any]:
    rules = _rules(args)
    dice = _number(args.dice_in_play, "--dice-in-play", 2, MAX_DICE_IN_PLAY)
    bidder_dice = None
    if args.bidder_dice is not None:
        bidder_dice = _number(args.bidder_dice, "--bidder-dice", 1, min(START_DICE, dice))
    ctx = read_history(args.history or "", BidContext(rules, dice, palifico=args.palifico))
    ctx = BidContext(rules, dice, ctx.history, args.palifico, args.owner, bidder_dice)
    return check_result(ctx, parse_rules_bid(args.bid, rules, dice))


def _odds(args: argparse.Namespace) -> dict[str, Any]:
    bid = parse_bid(args.bid)
    unseen = _number(args.unseen, "--unseen", 0, MAX_DICE_IN_PLAY)
    own = _dice_list(args.own or "", "--own")
    wild = bid_wild(bid, not args.no_wild)
    return {"probability": bid_probability(bid, unseen, own, wild=wild)}


def _levels(text: str, count: int, where: str) -> list[str]:
    """Bot levels, one per seat (a single level fills every seat); each level must exist."""
    levels = [level.strip() for level in text.split(",")]
    if len(levels) == 1:
        levels *= count
    if len(levels) != count:
        raise EngineError("bot_seat_count", where=where, expected=count, given=len(levels))
    for level in levels:
        bot(level)
    return levels


def _arena(args: argparse.Namespace) -> dict[str, Any]:
    rules = _rules(args)
    count = _number(args.players, "--players", rules.min_players, rules.max_players)
    games = _number(args.games, "--games", 1, MAX_ARENA_GAMES)
    seed = _number(args.seed, "--seed", 0, 2**63 - 1)
    return arena(rules, _levels(args.seats, count, "--seats"), games, seed, args.every_order)


def _play(args: argparse.Namespace) -> dict[str, Any]:
    rules = _rules(args)
    count = _number(args.players, "--players", rules.min_players, rules.max_players)
    seed = _number(args.seed, "--seed", 0, 2**63 - 1)
    levels = _levels(args.bots or "random", count, "--bots")
    choosers = [bot(level) for level in levels]
    names = DEFAULT_NAMES[:count]
    game = Game(rules, names, seed)
    winners = game.play(choosers)
    return {
        "rules": rules.preset,
        "options": rules.options(),
        "players": [{"name": n, "bot": lv} for n, lv in zip(names, levels, strict=True)],
        "rounds": game.rounds,
        "winners": winners,
    }


def _drill(args: argparse.Namespace) -> dict[str, Any]:
    from engine.drills import MAX_SEED_LENGTH, check, drill

    missed = [_number(part, "--missed", 0, 1_000_000) for part in dice_parts(args.missed)]
    question = drill(_rules(args), args.topic, args.seed[:MAX_SEED_LENGTH],
                     _number(args.index, "--index", 0, 1_000_000), missed)
    if args.answer is not None:
        return {**question.question(), **check(question, args.answer)}
    return {**question.question(), **question.verdict()}


# Why a file cannot be read, for the common cases (the system's own words otherwise).
OS_REASONS: tuple[tuple[type[OSError], dict[str, str]], ...] = (
    (FileNotFoundError, phrase("file.not_found")),
    (IsADirectoryError, phrase("file.is_a_folder")),
    (PermissionError, phrase("file.no_permission")),
)


def _utf8(data: bytes, where: str | dict[str, str]) -> str:
    """``data`` as text: UTF-8 (a byte order mark is dropped), or a ``not_utf8`` error."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise EngineError("not_utf8", where=where, position=error.start + 1) from None


def _bounded(data: bytes, where: str | dict[str, str]) -> bytes:
    """``data`` (read as ``MAX_INPUT_BYTES`` + 1 bytes at most), or ``input_too_large``."""
    if len(data) > MAX_INPUT_BYTES:
        raise EngineError("input_too_large", where=where, most=MAX_INPUT_BYTES)
    return data


def _read_file(path: str) -> bytes:
    try:
        with open(path, "rb") as handle:
            return _bounded(handle.read(MAX_INPUT_BYTES + 1), path)
    except OSError as error:
        reason = next((r for kind, r in OS_REASONS if isinstance(error, kind)),
                      error.strerror or type(error).__name__)
        raise EngineError("file_unreadable", path=path, reason=reason) from None


def _referee(args: argparse.Namespace, stdin: TextIO) -> str:
    return referee_json(_input_text(args.file, stdin))


def _input_text(path: str | None, stdin: TextIO) -> str:
    """The text of ``path``, or of standard input, bounded and read as UTF-8."""
    if path:
        return _utf8(_read_file(path), path)
    if (raw := getattr(stdin, "buffer", None)) is not None:
        # The bytes: the locale's decoding may guess.
        where = phrase("input.stdin")
        return _utf8(_bounded(raw.read(MAX_INPUT_BYTES + 1), where), where)
    text = stdin.read(MAX_INPUT_BYTES + 1)
    _bounded(text.encode("utf-8", "surrogatepass"), phrase("input.stdin"))
    return text


def _judge(args: argparse.Namespace, stdin: TextIO) -> str:
    # The judge is imported on first use: the other commands never pay for it.
    from engine.judge.memo import Memo
    from engine.judge.position_file import read_positions
    from engine.judge.reading import read
    from engine.judge.verdict import judge, reading_json

    try:
        data = load_json(_input_text(args.file, stdin))
    except EngineError as error:
        raise TranscriptError(error.code, **error.params) from None
    positions, many = read_positions(data)
    memo = Memo()
    if args.reading_only:
        out = [reading_json(p, read(p, memo)) for p in positions]
    else:
        out = [judge(p, memo, every_move=True).to_json() for p in positions]
    return json.dumps(out if many else out[0], ensure_ascii=False)


def _write(stream: TextIO, text: str) -> None:
    """Write JSON output as UTF-8 (RFC 8259), whatever encoding the terminal claims."""
    raw = getattr(stream, "buffer", None)
    if raw is None:
        stream.write(text)
        return
    stream.flush()
    raw.write(text.encode("utf-8"))
    raw.flush()


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of ``python -m engine``."""
    parser = _Parser(prog="python -m engine", description="Liar's Dice rules engine")
    parser.add_argument("--lang", choices=("en", "zh"), default="en",
                        help="language of error messages")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    ref = commands.add_parser("referee", help="judge a round transcript (JSON)")
    ref.add_argument("file", nargs="?", help="transcript file (default: stdin)")

    judged = commands.add_parser(
        "judge", help="every legal move of a position valued and graded (JSON)")
    judged.add_argument("file", nargs="?",
                        help="position file: a transcript with \"seat\" (default: stdin)")
    judged.add_argument("--reading-only", action="store_true",
                        help="only the chance the standing bid holds (fast)")

    check = commands.add_parser("check", help="is a bid legal, and the minimum raises")
    check.add_argument("bid")
    check.add_argument("--rules", required=True)
    check.add_argument("--dice-in-play", required=True)
    check.add_argument("--history", default="")
    check.add_argument("--palifico", action="store_true")
    check.add_argument("--owner", action="store_true")
    check.add_argument("--bidder-dice")
    check.add_argument("--option", action="append", metavar="NAME=VALUE")

    odds = commands.add_parser("odds", help="probability that a bid holds")
    odds.add_argument("bid")
    odds.add_argument("--unseen", required=True)
    odds.add_argument("--own", default="")
    odds.add_argument("--no-wild", action="store_true")

    play = commands.add_parser("play", help="play one whole game between bots")
    play.add_argument("--rules", required=True)
    play.add_argument("--players", required=True)
    play.add_argument("--seed", required=True)
    play.add_argument("--bots", help=f"levels, comma separated: {', '.join(BOTS)}")
    play.add_argument("--option", action="append", metavar="NAME=VALUE")

    duel = commands.add_parser("arena", help="many games between bot levels: win rates, 95%% CIs")
    duel.add_argument("--rules", required=True)
    duel.add_argument("--players", required=True)
    duel.add_argument("--games", required=True)
    duel.add_argument("--seed", required=True)
    duel.add_argument("--seats", required=True,
                      help=f"one level per seat, comma separated: {', '.join(BOTS)}")
    duel.add_argument("--option", action="append", metavar="NAME=VALUE")
    duel.add_argument("--every-order", action="store_true",
                      help="seat the levels in every cyclic order, not only rotated")

    drill = commands.add_parser("drill", help="one question of a seeded rule-drill series")
    drill.add_argument("--rules", required=True)
    drill.add_argument("--topic", required=True)
    drill.add_argument("--seed", required=True)
    drill.add_argument("--index", default="0")
    drill.add_argument("--answer", help="judge this answer (a choice, or a typed bid)")
    drill.add_argument("--missed", default="",
                       help="questions missed so far in the series, e.g. 3,7 (topic mix)")
    drill.add_argument("--option", action="append", metavar="NAME=VALUE")
    return parser


Handler = Callable[[argparse.Namespace], dict[str, Any]]
HANDLERS: Mapping[str, Handler] = {"check": _check, "odds": _odds, "play": _play, "arena": _arena,
                                   "drill": _drill}


def _language(argv: list[str]) -> str:
    for index, arg in enumerate(argv):
        if arg == "--lang=zh" or (arg == "--lang" and argv[index + 1 : index + 2] == ["zh"]):
            return "zh"
    return "en"


def _one_line(text: str) -> str:
    """``text`` on one line: input quoted in a message may hold line breaks."""
    return " ".join(text.split())


def main(argv: Sequence[str] | None = None, stdin: TextIO | None = None,
         stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    """Run the command line; return the exit status (0 ok, 2 bad input)."""
    stdin, stdout, stderr = stdin or sys.stdin, stdout or sys.stdout, stderr or sys.stderr
    argv = list(sys.argv[1:] if argv is None else argv)
    lang = _language(argv)
    try:
        args = build_parser().parse_args(argv)
        if args.command == "referee":
            text = _referee(args, stdin)
        elif args.command == "judge":
            text = _judge(args, stdin)
        else:
            if args.command == "check" and args.owner and not args.palifico:
                raise EngineError("owner_needs_palifico")
            text = json.dumps(HANDLERS[args.command](args), ensure_ascii=False)
    except EngineError as error:
        stderr.write(f"error: {_one_line(error.message(lang))}\n")
        return 2
    except UsageError as error:
        # argparse words its own complaint (in English); the frame around it is the reader's
        detail = EngineError("usage_error", detail=echo_text(str(error), 200))
        stderr.write(f"error: {_one_line(detail.message(lang))}\n")
        return 2
    _write(stdout, text + "\n")
    return 0
