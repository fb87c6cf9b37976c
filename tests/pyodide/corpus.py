"""The parity corpus: round transcripts and facade calls to run in CPython and in Pyodide.

Sources (issue 2, "Parity in Pyodide"): every transcript file under
``tests/data/transcripts/``, every ``round:`` of ``docs/examples/*.yml``, every
round of ``python -m engine play`` under every preset with several seeds and
house rules, illegal variants of those rounds, hand-made malformed
transcripts, and ``check`` / ``odds`` / game calls of ``engine.webapi``.
"""

from __future__ import annotations

import io
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml

from engine import PRESETS
from engine.bots import BOTS
from engine.cli import main as engine_cli

ROOT = Path(__file__).resolve().parents[2]
TRANSCRIPTS = ROOT / "tests" / "data" / "transcripts"
EXAMPLES = ROOT / "docs" / "examples"

Case = dict[str, Any]

# (preset, players, house rules) for the games of `python -m engine play`.
GAME_TABLES: tuple[tuple[str, int, tuple[str, ...]], ...] = (
    ("wango", 2, ()), ("wango", 4, ()), ("wango", 3, ("dice_loss=difference",)),
    ("wango-party", 2, ()), ("wango-party", 3, ()),
    ("perudo", 3, ()), ("perudo", 5, ("calza_by=any",)),
    ("liars-dice", 3, ()), ("liars-dice", 4, ("calza_reward=bidder_loses",)),
    ("dudo", 3, ()), ("dudo", 4, ("ones_opening=allowed", "dice_loss=difference")),
    ("dahua", 3, ()), ("dahua", 4, ("pi_by=any", "special_hands=common", "rounds=3")),
)
GAME_SEEDS = (1, 2)


def referee_case(source: str, text: str) -> Case:
    """A case for the referee contract on JSON text."""
    return {"kind": "referee", "source": source, "text": text}


def op_case(source: str, op: str, args: dict[str, Any]) -> Case:
    """A case for one ``engine.webapi`` operation."""
    return {"kind": "op", "source": source, "op": op, "args": json.dumps(args, ensure_ascii=False)}


def _dump(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False)


def transcript_files() -> Iterator[Case]:
    """Every case the engine tests keep under tests/data/transcripts (format: its README).

    A case holds either ``text`` (given to the referee as is) or ``transcript``
    (any JSON value, given as ``json.dumps(transcript, ensure_ascii=False)``).
    """
    for path in sorted(TRANSCRIPTS.rglob("*.json")) if TRANSCRIPTS.exists() else []:
        case = json.loads(path.read_text(encoding="utf-8"))
        text = case["text"] if "text" in case else _dump(case["transcript"])
        yield referee_case(f"file:{path.relative_to(ROOT)}", text)


def example_rounds() -> Iterator[Case]:
    """The ``round:`` of every worked example of the docs."""
    for path in sorted(EXAMPLES.glob("*.yml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and "round" in data:
            yield referee_case(f"example:{path.stem}", _dump(data["round"]))


def played_games() -> Iterator[dict[str, Any]]:
    """Whole games from ``python -m engine play`` (its JSON output, decoded)."""
    for preset, players, options in GAME_TABLES:
        for seed in GAME_SEEDS:
            argv = ["play", "--rules", preset, "--players", str(players), "--seed", str(seed)]
            for option in options:
                argv += ["--option", option]
            out, err = io.StringIO(), io.StringIO()
            status = engine_cli(argv, stdout=out, stderr=err)
            if status != 0:
                raise AssertionError(f"engine {' '.join(argv)} failed: {err.getvalue()}")
            yield {"argv": argv, **json.loads(out.getvalue())}


def _illegal_variants(source: str, transcript: dict[str, Any], rng: random.Random) -> list[Case]:
    """The same round with one move broken: out of turn, a non-raise, or after the call."""
    actions = transcript["actions"]
    cases: list[Case] = []
    if len(actions) >= 2:
        wrong_turn = json.loads(_dump(transcript))
        wrong_turn["actions"][1]["player"] = actions[0]["player"]
        cases.append(referee_case(f"{source}:out-of-turn", _dump(wrong_turn)))
    bids = [i for i, a in enumerate(actions) if "bid" in a]
    if len(bids) >= 2:
        index = rng.choice(bids[1:])
        lower = json.loads(_dump(transcript))
        lower["actions"][index]["bid"] = actions[bids[0]]["bid"]
        lower.pop("outcome", None)
        cases.append(referee_case(f"{source}:repeat-opening-bid", _dump(lower)))
    extra = json.loads(_dump(transcript))
    extra["actions"].append({"player": actions[0]["player"], "call": "dudo"})
    cases.append(referee_case(f"{source}:action-after-call", _dump(extra)))
    return cases


def play_rounds() -> Iterator[Case]:
    """Every round of every played game, plus illegal variants of some of them."""
    rng = random.Random(2026)
    for game in played_games():
        name = "play:" + " ".join(game["argv"][1:])
        for number, transcript in enumerate(game["rounds"], start=1):
            source = f"{name} round {number}"
            yield referee_case(source, _dump(transcript))
            if number % 4 == 1:
                yield from _illegal_variants(source, transcript, rng)


MALFORMED: tuple[tuple[str, str], ...] = (
    ("not json", "{rules: wango"),
    ("empty text", ""),
    ("a list", "[]"),
    ("no rules", '{"players": [], "actions": []}'),
    ("unknown preset", '{"rules": "yahtzee", "players": [], "actions": []}'),
    ("unknown option", '{"rules": "wango", "options": {"jokers": true}, "players": [], '
                       '"actions": []}'),
    ("bad option value", '{"rules": "perudo", "options": {"calza_by": "anyone"}, '
                         '"players": [], "actions": []}'),
    ("party with calza", '{"rules": "wango-party", "options": {"calza": true}, '
                         '"players": [], "actions": []}'),
    ("one player", '{"rules": "wango", "players": [{"name": "Ana", "dice": [1]}], '
                   '"actions": []}'),
    ("die of seven", '{"rules": "wango", "players": [{"name": "Ana", "dice": [7]}, '
                     '{"name": "Ben", "dice": [2]}], "actions": []}'),
    ("six dice", '{"rules": "wango", "players": [{"name": "Ana", "dice": [1,2,3,4,5,6]}, '
                 '{"name": "Ben", "dice": [2]}], "actions": []}'),
    ("same name twice", '{"rules": "wango", "players": [{"name": "Ana", "dice": [1]}, '
                        '{"name": "Ana", "dice": [2]}], "actions": []}'),
    ("unreadable bid", '{"rules": "wango", "players": [{"name": "Ana", "dice": [1]}, '
                       '{"name": "Ben", "dice": [2]}], "actions": [{"player": "Ana", '
                       '"bid": "0x7"}]}'),
    ("chinese bid ok", '{"rules": "wango", "players": [{"name": "安娜", "dice": [1, 3]}, '
                       '{"name": "小明", "dice": [3, 3]}], "actions": [{"player": "安娜", '
                       '"bid": "三个三"}, {"player": "小明", "call": "dudo"}]}'),
    ("unknown call", '{"rules": "wango", "players": [{"name": "Ana", "dice": [1]}, '
                     '{"name": "Ben", "dice": [2]}], "actions": [{"player": "Ana", '
                     '"bid": "1x2"}, {"player": "Ben", "call": "liar"}]}'),
    ("bid and call", '{"rules": "wango", "players": [{"name": "Ana", "dice": [1]}, '
                     '{"name": "Ben", "dice": [2]}], "actions": [{"player": "Ana", '
                     '"bid": "1x2", "call": "dudo"}]}'),
    ("palifico without rules", '{"rules": "wango", "players": [{"name": "Ana", "dice": [1]}, '
                               '{"name": "Ben", "dice": [2]}], "palifico": "Ana", '
                               '"actions": []}'),
    ("stranger acts", '{"rules": "wango", "players": [{"name": "Ana", "dice": [1]}, '
                      '{"name": "Ben", "dice": [2]}], "actions": [{"player": "Zed", '
                      '"bid": "1x2"}]}'),
    ("party four dice", '{"rules": "wango-party", "players": [{"name": "Ana", '
                        '"dice": [1, 2, 3, 4]}, {"name": "Ben", "dice": [1, 2, 3, 4, 5]}], '
                        '"actions": []}'),
    ("deep nesting", "[" * 5000 + "]" * 5000),
)

HAND_ILLEGAL: tuple[tuple[str, dict[str, Any]], ...] = (
    ("three ones then six sixes (needs seven)", {
        "rules": "wango", "players": [{"name": "Ana", "dice": [1, 1, 6, 6, 2]},
                                      {"name": "Ben", "dice": [6, 6, 3, 4, 5]}],
        "actions": [{"player": "Ana", "bid": "3x1"}, {"player": "Ben", "bid": "6x6"}]}),
    ("palifico face locked", {
        "rules": "perudo", "players": [{"name": "Ana", "dice": [4]},
                                       {"name": "Ben", "dice": [4, 4, 2]}],
        "palifico": "Ana",
        "actions": [{"player": "Ana", "bid": "1x4"}, {"player": "Ben", "bid": "2x5"}]}),
    ("calza on own bid", {
        "rules": "liars-dice", "players": [{"name": "Ana", "dice": [4, 4]},
                                           {"name": "Ben", "dice": [4, 2]},
                                           {"name": "Cai", "dice": [1]}],
        "actions": [{"player": "Ana", "bid": "2x4"}, {"player": "Ana", "call": "calza"}]}),
    ("pressure twice in a round", {
        "rules": "wango-party",
        "players": [{"name": "Ana", "dice": [1, 2, 3, 4, 5]},
                    {"name": "Ben", "dice": [6, 6, 6, 2, 2]}],
        "actions": [{"player": "Ana", "bid": "3x6", "pressure": True},
                    {"player": "Ben", "call": "dudo", "pressure": True}]}),
    ("dudo ones opening with five dice", {
        "rules": "dudo", "players": [{"name": "Ana", "dice": [1, 1, 2, 3, 4]},
                                     {"name": "Ben", "dice": [1, 5]},
                                     {"name": "Cai", "dice": [6]}],
        "actions": [{"player": "Ana", "bid": "2x1"}]}),
    ("wango bid above dice in play", {
        "rules": "wango", "players": [{"name": "Ana", "dice": [2, 2]},
                                      {"name": "Ben", "dice": [2]}],
        "actions": [{"player": "Ana", "bid": "4x2"}]}),
)


def hand_made() -> Iterator[Case]:
    """Malformed texts and illegal rounds written by hand."""
    for name, text in MALFORMED:
        yield referee_case(f"malformed:{name}", text)
    for name, data in HAND_ILLEGAL:
        yield referee_case(f"illegal:{name}", _dump(data))


CHECK_INPUTS: tuple[dict[str, Any], ...] = (
    {"bid": "0x7"}, {"bid": "seven"}, {"bid": ""}, {"bid": "五个三"}, {"bid": "5 threes"},
    {"bid": "5x3", "dice_in_play": "seven"}, {"bid": "5x3", "history": "4x4 3x4"},
    {"bid": "2x1", "rules": "dudo", "bidder_dice": 1}, {"bid": "2x1", "rules": "dudo"},
    {"bid": "<img src=x onerror=alert(1)>"}, {"bid": "5x3", "rules": "nope"},
    {"bid": "5x3", "options": {"cap_at_dice": "maybe"}}, {"bid": "5x3", "own": "1 2 9"},
    {"bid": "3x4", "rules": "perudo", "history": "2x4", "palifico": True, "owner": True},
    {"bid": "3x5", "rules": "liars-dice", "history": "2x4", "palifico": True, "owner": True},
    {"bid": "3x5", "rules": "liars-dice", "history": "2x4", "palifico": True},
    {"bid": "4个3斋"}, {"bid": "四个三斋"}, {"bid": "4x3z"}, {"bid": "4个3飞"}, {"bid": "3x1f"},
    {"bid": "3个1"}, {"bid": "斋5个3"}, {"bid": "6x4", "history": "4x4 3x4z"},
)


def check_calls(games: list[dict[str, Any]]) -> Iterator[Case]:
    """``check`` after bid histories taken from played games, and odd inputs."""
    rng = random.Random(7)
    for game in games:
        for transcript in game["rounds"][::3]:
            bids = [a["bid"] for a in transcript["actions"] if "bid" in a]
            dice = sum(len(p["dice"]) for p in transcript["players"])
            own = transcript["players"][0]["dice"]
            for cut in range(len(bids)):
                candidate = f"{rng.randint(1, dice + 1)}x{rng.randint(1, 6)}"
                yield op_case(f"check:{game['rules']}", "check", {
                    "rules": game["rules"], "options": game["options"], "dice_in_play": dice,
                    "history": " ".join(bids[:cut]), "bid": rng.choice([bids[cut], candidate]),
                    "palifico": "palifico" in transcript, "own": " ".join(map(str, own)),
                })
    for preset in PRESETS:
        for extra in CHECK_INPUTS:
            args = {"rules": preset, "dice_in_play": 12, "history": "4x4", **extra}
            yield op_case(f"check:{preset}:input", "check", args)


def odds_calls() -> Iterator[Case]:
    """``odds`` over a grid of bids, unseen dice and own hands, wild and not."""
    hands = ("", "1 3 3 5 6", "1 1 1 1 1", "2 4")
    for quantity in (1, 3, 5, 8, 12):
        for face in (1, 3, 6):
            for unseen in (0, 4, 15, 30):
                for hand in hands:
                    for wild in (True, False):
                        yield op_case("odds", "odds", {"bid": f"{quantity}x{face}",
                                                       "unseen": unseen, "own": hand,
                                                       "wild": wild})
    for bid in ("4x3z", "4x3f", "3x1"):
        yield op_case("odds:mode", "odds", {"bid": bid, "unseen": 15, "own": "1 3 3 5 6"})
    yield op_case("odds:bad", "odds", {"bid": "5x3", "unseen": -1})
    deep = {"kind": "op", "source": "odds:deep", "op": "odds", "args": "[" * 5000 + "]" * 5000}
    yield deep


def game_calls() -> Iterator[Case]:
    """A few seeded games driven through the facade's game operations."""
    for preset, players in (("perudo", 3), ("wango-party", 2), ("liars-dice", 4), ("dahua", 3)):
        for seed in (3, 11):
            yield op_case("game_new", "game_new", {"rules": preset, "players": players,
                                                   "seed": seed})
            names = ["Ana", "Ben", "Cai", "Dev"][:players]
            state: dict[str, Any] = {"rules": preset, "options": {}, "names": names,
                                     "seed": seed, "actions": []}
            yield op_case("game_bot", "game_bot", {"game": state, "level": "random"})
            yield op_case("game_view", "game_view", {"game": state, "seat": 0})
            yield op_case("game_act:bad", "game_act", {"game": state, "action": {
                "player": "Ana", "call": "dudo"}})


def bot_calls(games: list[dict[str, Any]]) -> Iterator[Case]:
    """Every bot level's move at states along played games (seeded, so it must agree)."""
    seen: set[str] = set()
    for game in games:
        if game["rules"] in seen:
            continue
        seen.add(game["rules"])
        actions = [action for transcript in game["rounds"] for action in transcript["actions"]]
        state = {"rules": game["rules"], "options": game["options"],
                 "names": [p["name"] for p in game["players"]],
                 "seed": int(game["argv"][game["argv"].index("--seed") + 1])}
        for cut in range(0, len(actions), 7):
            for level in BOTS:
                yield op_case(f"game_bot:{level}", "game_bot", {
                    "game": {**state, "actions": actions[:cut]}, "level": level})


def facade_calls() -> Iterator[Case]:
    """The facade's other operations: ``rules``, ``referee``, ``walk`` of every worked
    example, and ``game_bots`` for every level playing the seats after the reader's (as the practice
    widget plays the bots' seats), so a standard library trimmed to what these import
    is shown to be enough for every op the widgets send.
    """
    yield op_case("rules", "rules", {})
    for path in sorted(EXAMPLES.glob("*.yml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and "round" in data:
            yield op_case(f"walk:{path.stem}", "walk", {"transcript": data["round"]})
            yield op_case(f"referee_op:{path.stem}", "referee", {"transcript": data["round"]})
    for level in BOTS:
        for preset, players in (("wango", 3), ("wango-party", 2), ("perudo", 4), ("dahua", 3)):
            names = ["Ana", "Ben", "Cai", "Dev"][:players]
            state = {"rules": preset, "options": {}, "names": names, "seed": 9, "actions": []}
            yield op_case(f"game_bots:{level}:{preset}", "game_bots", {
                "game": state, "seat": 0, "level": level, "moves": 50})


def drill_and_coach_calls() -> Iterator[Case]:
    """The drills' ops (every topic of every preset, two questions and an answer each) and
    the coach's advice at the start of a few seeded games."""
    from engine import PRESETS as presets
    from engine.drills import topics

    for preset in presets:
        yield op_case(f"drill_topics:{preset}", "drill_topics", {"rules": preset})
        for topic in topics(presets[preset]):
            for index in (0, 1):
                args = {"rules": preset, "topic": topic, "seed": "parity", "index": index}
                yield op_case(f"drill:{preset}:{topic}", "drill", args)
                yield op_case(f"drill_answer:{preset}:{topic}", "drill_answer",
                              {**args, "answer": "yes"})
    for preset, players in (("wango", 3), ("perudo", 4), ("dahua", 3)):
        names = ["Ana", "Ben", "Cai", "Dev"][:players]
        state = {"rules": preset, "options": {}, "names": names, "seed": 4, "actions": []}
        yield op_case(f"game_coach:{preset}", "game_coach", {"game": state})
    yield from review_calls()


def review_calls() -> Iterator[Case]:
    """The one judge (issue 42) through the facade: the review of the first moves of bot games
    (grades, luck, words) and the judge's record of a move, in three currencies; the same
    draws and the same verdicts in CPython and in Pyodide."""
    from engine.selfplay import play_bots
    tables = (("perudo", ["easy", "hard", "normal"]), ("wango-party", ["easy", "hard"]),
              ("dahua", ["easy", "normal", "hard"]))
    for preset, levels in tables:
        names = ["Ana", "Ben", "Cai"][: len(levels)]
        actions = [a.to_json() for a in play_bots(levels, preset, 6)][:10]
        state = {"rules": preset, "options": {}, "names": names, "seed": 6, "actions": actions,
                 "bots": dict(zip(names[1:], levels[1:], strict=True))}
        yield op_case(f"game_review:{preset}", "game_review", {"game": state, "seat": 0})
        index = next(i for i, a in enumerate(actions) if a["player"] == "Ana")
        before = {**state, "actions": actions[:index]}
        yield op_case(f"game_judge:{preset}", "game_judge",
                      {"game": before, "seat": 0, "move": actions[index]})


def _table_moves(script: str) -> list[dict[str, Any]]:
    """Saved moves from "Ana 3x4, Ben dudo, =5" (=N: the reveal's count)."""
    moves: list[dict[str, Any]] = []
    for item in (part.strip() for part in script.split(",")):
        if item.startswith("="):
            moves.append({"count": int(item[1:])})
        else:
            player, what = item.split()
            moves.append({"player": player, "call" if what == "dudo" else "bid": what})
    return moves


def table_calls() -> Iterator[Case]:
    """The table companion's ops (issue 24): a game started, rolled, moved, counted, scored for
    odds and loaded back, under every preset, plus a hostile saved game."""
    from engine import PRESETS as presets

    names = ["Ana", "Ben", "Cai"]
    for preset in presets:
        yield op_case(f"table_new:{preset}", "table_new",
                      {"rules": preset, "players": names, "opener": "Ben"})
        yield op_case(f"table_roll:{preset}", "table_roll",
                      {"rules": preset, "players": names, "seed": 12})
        moves = [{"player": "Ben", "bid": "3x4"}, {"player": "Cai", "call": "dudo"}]
        saved = {"kind": "dudo-table", "version": 1, "rules": preset, "options": {},
                 "players": names, "opener": "Ben", "moves": moves}
        yield op_case(f"table_move:{preset}", "table_move", {"game": saved, "move": {"count": 2}})
        started = {**saved, "moves": moves[:1]}
        yield op_case(f"table_move_illegal:{preset}", "table_move",
                      {"game": started, "move": {"player": "Cai", "bid": "2x4"}})
        yield op_case(f"table_odds:{preset}", "table_odds",
                      {"game": started, "player": "Cai", "own": "1 4 4 2"})
        yield op_case(f"table_load:{preset}", "table_load", {"text": _dump(saved)})
    # issue 44: the roll for the opener alone, a count corrected, an evening's standings
    yield op_case("table_roll_opener", "table_roll_opener",
                  {"rules": "perudo", "players": names, "seed": 12})
    counted = {"kind": "dudo-table", "version": 1, "rules": "perudo", "options": {},
               "players": names, "opener": "Ben",
               "moves": [{"player": "Ben", "bid": "3x4"}, {"player": "Cai", "call": "dudo"},
                         {"count": 2}, {"leave": "Ana"}]}
    yield op_case("table_correct", "table_correct", {"game": counted, "round": 1, "count": 4})
    party = ["Ana 3x4, Ben dudo, =5", "Ben 3x4, Ana dudo, =5"] * 2
    finished = {"kind": "dudo-table", "version": 1, "rules": "wango-party", "options": {},
                "players": ["Ana", "Ben"], "opener": "Ana", "moves": [
                    move for round_ in party for move in _table_moves(round_)]}
    yield op_case("table_night", "table_night", {"games": [finished, finished]})
    yield op_case("table_load:hostile", "table_load",
                  {"text": _dump({"kind": "dudo-table", "version": 1, "rules": "perudo",
                                  "players": ["<b>\u202e", "Ben"], "opener": "Ben"})})


def whole_bot_games() -> Iterator[Case]:
    """Whole games of each bot level at a full table: every choice must agree, not only some."""
    for level in BOTS:
        for preset, seed in (("wango", 5), ("perudo", 3), ("liars-dice", 7), ("wango-party", 2),
                             ("dahua", 4)):
            argv = ["play", "--rules", preset, "--players", "6", "--seed", str(seed),
                    "--bots", level]
            yield {"kind": "play", "source": f"play:{level}:{preset}", "argv": argv}


def build_corpus() -> list[Case]:
    """The whole corpus, in a stable order."""
    games = list(played_games())
    return [
        *transcript_files(), *example_rounds(), *play_rounds(), *hand_made(),
        *check_calls(games), *odds_calls(), *game_calls(), *bot_calls(games),
        *facade_calls(), *drill_and_coach_calls(), *table_calls(), *whole_bot_games(),
    ]
