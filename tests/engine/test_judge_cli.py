"""``python -m engine judge``: a position file in, every move valued and graded out.

Source: issue 42, "What to build" item 6: «A command line for the judge: python -m engine
judge POSITION.json, where the position is a referee transcript (rules, options, players with
dice, actions so far) plus "seat": NAME (whose decision; only that seat's dice are used, and
optionally "bots": {NAME: level} for the opponents) (…) The file may also hold a list of
positions (the output is then a list, in order), and --reading-only prints only holds and
exact (fast, for many positions). Bad positions get one line on stderr and exit status 2,
like referee.»
"""

from __future__ import annotations

import copy
import io
import json
from pathlib import Path
from typing import Any

import pytest

from engine.cli import main

POSITION: dict[str, Any] = {
    "rules": "perudo", "seat": "Cai", "bots": {"Ana": "normal", "Ben": "hard"},
    "players": [{"name": "Ana", "dice": [1, 3, 3, 5, 6]}, {"name": "Ben", "dice": [2, 2, 4, 4]},
                {"name": "Cai", "dice": [1, 4, 4, 5, 6]}],
    "actions": [{"player": "Ana", "bid": "3x3"}, {"player": "Ben", "bid": "4x3"}],
}


def run(*argv: str, stdin: str = "") -> tuple[int, str, str]:
    """Run ``python -m engine`` in-process; return (status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), stdin=io.StringIO(stdin), stdout=out, stderr=err)
    return status, out.getvalue(), err.getvalue()


def test_judge_prints_every_legal_move_best_first(tmp_path: Path) -> None:
    """Issue 42 item 6: «it prints JSON with holds (…), exact (the chance from the seat's own
    dice alone), and moves: each legal move (…) best first»."""
    path = tmp_path / "position.json"
    path.write_text(json.dumps(POSITION), encoding="utf-8")
    status, out, err = run("judge", str(path))
    assert (status, err) == (0, "")
    data = json.loads(out)
    assert data["seat"] == "Cai" and 0 <= data["holds"] <= 1 and 0 <= data["exact"] <= 1
    grades = {"good", "inaccuracy", "mistake", "blunder"}
    assert all(m["grade"] in grades and m["action"]["player"] == "Cai" for m in data["moves"])
    assert data["moves"][0]["error"] == 0.0
    calls = {m["action"].get("call") for m in data["moves"]}
    assert {"dudo", "calza"} <= calls  # Cai is next: dudo and (perudo) calza are his
    assert len(data["moves"]) == len({json.dumps(m["action"]) for m in data["moves"]})


def test_only_the_seats_own_dice_are_read() -> None:
    """Issue 42 item 6: «only that seat's dice are used»: changing the other players' dice in
    the file changes nothing in the reading."""
    changed = copy.deepcopy(POSITION)
    changed["players"][0]["dice"] = [6, 6, 6, 6, 6]
    changed["players"][1]["dice"] = [1, 1, 1, 1]
    first = run("judge", "--reading-only", stdin=json.dumps(POSITION))
    second = run("judge", "--reading-only", stdin=json.dumps(changed))
    assert first == second and first[0] == 0


def test_a_list_of_positions_gives_a_list_in_order() -> None:
    """Issue 42 item 6: «The file may also hold a list of positions (the output is then a
    list, in order), and --reading-only prints only holds and exact»; before the first bid
    both are null."""
    opening = {**POSITION, "seat": "Ana", "actions": []}
    status, out, _ = run("judge", "--reading-only", stdin=json.dumps([POSITION, opening]))
    assert status == 0
    data = json.loads(out)
    assert [set(d) for d in data] == [{"seat", "holds", "exact"}] * 2
    assert data[0]["seat"] == "Cai" and data[1] == {"seat": "Ana", "holds": None, "exact": None}


@pytest.mark.parametrize(("change", "en", "zh"), [
    ({"seat": None}, "seat must be", "seat 必须是"),
    ({"seat": "Ana"}, "It is Cai's turn, not Ana's", "现在轮到 Cai，不是 Ana"),
    ({"seat": "Eve"}, "“Eve”, who is not at the table", "“Eve”不在桌上"),
    ({"bots": {"Ana": "genius"}}, "Unknown bot level “genius”", "没有“genius”这个电脑难度"),
    ({"bots": {"Zoe": "hard"}}, "“Zoe”, who is not at the table", "“Zoe”不在桌上"),
    ({"actions": [{"player": "Ana", "bid": "3x3"}, {"player": "Ben", "bid": "2x3"}]},
     "Action 1 cannot be played", "第 1 个动作在这一轮里走不了"),
    ({"actions": [{"player": "Ana", "bid": "3x3"}, {"player": "Ben", "call": "dudo"}]},
     "no decision left to judge", "没有可以评判的决定"),
])
def test_a_bad_position_gets_one_line_in_the_readers_language(
        change: dict[str, Any], en: str, zh: str) -> None:
    """Issue 42 item 6: «Bad positions get one line on stderr and exit status 2, like
    referee»; brief: «a clear error in the reader's language, never a traceback»."""
    bad = {**POSITION, **change}
    if change.get("seat", "") is None:
        del bad["seat"]
        en, zh = "seat is missing", "缺少 seat"
    for lang, words in (("en", en), ("zh", zh)):
        status, out, err = run("--lang", lang, "judge", stdin=json.dumps(bad))
        assert (status, out) == (2, "")
        assert err.startswith("error: ") and err.count("\n") == 1 and words in err, err


@pytest.mark.parametrize("text", ["", "[]", "{", "[1]", "\"seat\"", json.dumps([POSITION] * 1001)])
def test_a_file_that_holds_no_position_is_refused(text: str) -> None:
    """Issue 42 item 6: «Bad positions get one line on stderr and exit status 2»: empty
    input, broken JSON, an empty list, a list of non-positions, too many positions."""
    status, out, err = run("judge", stdin=text)
    assert (status, out) == (2, "")
    assert err.startswith("error: ") and err.count("\n") == 1 and "Traceback" not in err
