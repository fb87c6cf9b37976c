"""The command line: referee, check, odds and play; bad input gives exit 2 and one line."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from engine_support import transcript

from engine.cli import main
from engine.referee import referee

ROOT = Path(__file__).resolve().parents[2]
ROUND = transcript("perudo", {"Ana": "13356", "Ben": "26", "Cai": "1445"},
                   "Ana 3x3, Ben 4x3, Cai dudo")


def run(*argv: str, stdin: str = "") -> tuple[int, str, str]:
    """Run ``python -m engine`` in-process; return (status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), stdin=io.StringIO(stdin), stdout=out, stderr=err)
    return status, out.getvalue(), err.getvalue()


def run_json(*argv: str, stdin: str = "") -> Any:
    """Run a command that must succeed and return its decoded JSON output."""
    status, out, err = run(*argv, stdin=stdin)
    assert (status, err) == (0, ""), err
    assert out.endswith("\n") and out.count("\n") == 1
    return json.loads(out)


def assert_one_line_error(status: int, out: str, err: str) -> None:
    """Exit 2, nothing on stdout, exactly one line on stderr, no traceback."""
    assert status == 2
    assert out == ""
    assert err.startswith("error: ") and err.endswith("\n") and err.count("\n") == 1
    assert "Traceback" not in err


# --- referee ------------------------------------------------------------------------

def test_referee_reads_stdin() -> None:
    """spec: The referee contract, «reads one **round transcript** as JSON on stdin (or a file
    path argument) and prints one JSON verdict on stdout»."""
    assert run_json("referee", stdin=json.dumps(ROUND)) == referee(ROUND)


def test_referee_reads_a_file(tmp_path: Path) -> None:
    """spec: The referee contract, «(or a file path argument)»."""
    path = tmp_path / "round.json"
    path.write_text(json.dumps(ROUND, ensure_ascii=False), encoding="utf-8")
    assert run_json("referee", str(path)) == referee(ROUND)


def test_referee_exit_zero_for_an_illegal_but_well_formed_round() -> None:
    """spec: The referee contract, «Exit status 0 when the transcript could be judged (legal or
    not)»."""
    bad = transcript("perudo", {"Ana": "1", "Ben": "2"}, "Ana 3x3, Ben 2x3")
    verdict = run_json("referee", stdin=json.dumps(bad))
    assert verdict["legal"] is False and verdict["error"]["reason"] == "not_a_raise"


@pytest.mark.parametrize("text", ["", "{", '{"rules": "wango"}', "[]",
                                  json.dumps(ROUND).replace("4x3", "4x9")])
def test_referee_exit_two_for_a_malformed_transcript(text: str) -> None:
    """spec: The referee contract, «2 for a malformed transcript (with a one-line error on stderr
    naming what is wrong)»."""
    assert_one_line_error(*run("referee", stdin=text))


def test_referee_error_names_the_field() -> None:
    """spec: The referee contract, «a one-line error on stderr naming what is wrong»."""
    data = json.loads(json.dumps(ROUND))
    data["players"][1]["dice"] = [2, 9]
    status, _, err = run("referee", stdin=json.dumps(data))
    assert status == 2 and "players[1].dice[1]" in err
    status, _, err = run("--lang", "zh", "referee", stdin=json.dumps(data))
    assert status == 2 and "骰子" in err


@pytest.mark.parametrize("text", [
    '{"rules": "wan\\ngo"}',
    '{"rules": "wango", "players": [], "bad\\u2028key\\r\\n": 1}',
    '{"rules": "wango", "options": {"calza": "tr\\nue"}}',
])
def test_referee_error_quoting_line_breaks_stays_one_line(text: str) -> None:
    """spec: The referee contract, «with a one-line error on stderr naming what is wrong» (even
    when the wrong name itself holds line breaks)."""
    assert_one_line_error(*run("referee", stdin=text))


def test_referee_unreadable_file_is_one_line(tmp_path: Path) -> None:
    """issue 2: «gives a one-line error on stderr with exit 2 for bad input. Never a traceback»."""
    assert_one_line_error(*run("referee", str(tmp_path / "missing.json")))
    assert_one_line_error(*run("referee", str(tmp_path)))
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    assert_one_line_error(*run("referee", str(binary)))


# --- check --------------------------------------------------------------------------

def test_check_prints_legal_reason_message_and_minimum_raises() -> None:
    """issue 2: «`check BID --rules R --dice-in-play N [--history "B1 B2 ..."]` prints `{"legal",
    "reason", "message": {"en","zh"}, "minimum_raises": {"1": "QxF"|null, ..., "6": ...}}`»."""
    result = run_json("check", "3x1", "--rules", "perudo", "--dice-in-play", "20",
                      "--history", "5x6")
    assert list(result) == ["legal", "reason", "message", "minimum_raises"]
    assert result["legal"] is True and result["reason"] == "to_ones"
    assert set(result["message"]) == {"en", "zh"}
    assert result["minimum_raises"] == {
        "1": "3x1", "2": "6x2", "3": "6x3", "4": "6x4", "5": "6x5", "6": "6x6"}


def test_check_minimum_raises_null_when_no_bid_of_a_face_is_legal() -> None:
    """seed 000 line 62: «At least seven sixes are required, within the total dice»."""
    result = run_json("check", "7x6", "--rules", "wango", "--dice-in-play", "6",
                      "--history", "3x1")
    assert result["legal"] is False and result["reason"] == "exceeds_dice_in_play"
    assert result["minimum_raises"] == {
        "1": "4x1", "2": None, "3": None, "4": None, "5": None, "6": None}


def test_check_palifico_owner_and_options() -> None:
    """spec: Palifico, «With `palifico_owner_may_change_face` the palifico player alone may
    instead make any normal raise»."""
    owner = run_json("check", "3x5", "--rules", "liars-dice", "--dice-in-play", "9",
                     "--history", "2x4 3x4", "--palifico", "--owner")
    assert owner["legal"] is True and owner["reason"] == "palifico_owner_new_face"
    other = run_json("check", "3x5", "--rules", "liars-dice", "--dice-in-play", "9",
                     "--history", "2x4 3x4", "--palifico")
    assert other["reason"] == "face_locked"
    assert other["minimum_raises"]["4"] == "4x4" and other["minimum_raises"]["5"] is None
    unwild = run_json("check", "3x1", "--rules", "perudo", "--dice-in-play", "9",
                      "--history", "3x6", "--option", "wild_ones=false")
    assert unwild["reason"] == "not_a_raise"


def test_check_bidder_dice_decides_a_dudo_ones_opening() -> None:
    """seed 004 line 21: «the opening bid may not be aces unless the opening player holds a
    single die»."""
    one = run_json("check", "1x1", "--rules", "dudo", "--dice-in-play", "9", "--bidder-dice", "1")
    three = run_json("check", "1x1", "--rules", "dudo", "--dice-in-play", "9",
                     "--bidder-dice", "3")
    assert (one["legal"], three["legal"]) == (True, False)
    assert three["minimum_raises"]["1"] is None and one["minimum_raises"]["1"] == "1x1"


@pytest.mark.parametrize("argv", [
    ["check", "0x7", "--rules", "wango", "--dice-in-play", "10"],
    ["check", "seven", "--rules", "wango", "--dice-in-play", "10"],
    ["check", "", "--rules", "wango", "--dice-in-play", "10"],
    ["check", "3x3", "--rules", "yahtzee", "--dice-in-play", "10"],
    ["check", "3x3", "--rules", "wango", "--dice-in-play", "ten"],
    ["check", "3x3", "--rules", "wango", "--dice-in-play", "1"],
    ["check", "3x3", "--rules", "wango", "--dice-in-play", "10", "--history", "5x6 2x1"],
    ["check", "3x3", "--rules", "wango", "--dice-in-play", "10", "--history", "5x6 garbage"],
    ["check", "3x3", "--rules", "wango", "--dice-in-play", "10", "--owner"],
    # spec: Rule options, «`palifico` | true/false | palifico rounds exist» (none in wango)
    ["check", "3x5", "--rules", "wango", "--dice-in-play", "10", "--history", "2x4",
     "--palifico"],
    ["check", "3x3", "--rules", "wango", "--dice-in-play", "10", "--option", "calza"],
    ["check", "3x3", "--rules", "wango", "--dice-in-play", "10", "--option", "jokers=1"],
    ["check", "3x3", "--rules", "wango", "--dice-in-play", "10", "--bidder-dice", "6"],
    ["check", "3x3", "--dice-in-play", "10"],
    ["check"],
])
def test_check_bad_input_exit_two_one_line(argv: list[str]) -> None:
    """issue 2: «A CLI ... that writes JSON on stdout and gives a one-line error on stderr with
    exit 2 for bad input. Never a traceback»."""
    assert_one_line_error(*run(*argv))


def test_check_error_in_chinese_with_lang_zh() -> None:
    """issue 2: «Bad text raises a parse error whose message exists in English and Chinese»."""
    status, _, err = run("--lang", "zh", "check", "0x7", "--rules", "wango",
                         "--dice-in-play", "10")
    assert status == 2 and "数量" in err


# --- odds ----------------------------------------------------------------------------

def test_odds_prints_the_probability() -> None:
    """issue 2: «`odds BID --unseen N [--own "1 3 3 5 6"] [--no-wild]` prints `{"probability":
    p}`»."""
    result = run_json("odds", "8x3", "--unseen", "20", "--own", "1 3 3 5 6")
    assert list(result) == ["probability"] and 0.8 < result["probability"] < 0.9
    assert run_json("odds", "2x1", "--unseen", "0", "--own", "1 1", "--no-wild") == {
        "probability": 1.0}
    assert run_json("odds", "1x6", "--unseen", "1", "--no-wild")["probability"] == 1 / 6


@pytest.mark.parametrize("argv", [
    ["odds", "8x3"],
    ["odds", "8x3", "--unseen", "-1"],
    ["odds", "8x3", "--unseen", "x"],
    ["odds", "8x9", "--unseen", "3"],
    ["odds", "8x3", "--unseen", "3", "--own", "1 7"],
    ["odds", "8x3", "--unseen", "3", "--own", "1 2 3 4 5 6"],
])
def test_odds_bad_input_exit_two_one_line(argv: list[str]) -> None:
    """issue 2: «gives a one-line error on stderr with exit 2 for bad input»."""
    assert_one_line_error(*run(*argv))


# --- play ----------------------------------------------------------------------------

def test_play_prints_a_whole_game() -> None:
    """issue 2: «It prints `{"rules", "options", "players", "rounds": [...], "winners": [...]}`»;
    «Re-refereeing any round gives the same outcome»."""
    game = run_json("play", "--rules", "perudo", "--players", "4", "--seed", "7")
    assert list(game) == ["rules", "options", "players", "rounds", "winners"]
    assert game["rules"] == "perudo" and len(game["players"]) == 4
    assert len(game["winners"]) == 1
    for data in game["rounds"]:
        assert referee(data)["outcome"] == data["outcome"]


def test_play_is_reproducible_from_its_seed() -> None:
    """issue 2: «`play --rules R --players N --seed S`» (a seeded game)."""
    argv = ("play", "--rules", "liars-dice", "--players", "3", "--seed", "42")
    assert run(*argv) == run(*argv)


def test_play_with_options() -> None:
    """spec: Rule options, «`dice_loss` | `one` / `difference` | dice lost by a challenge's
    loser»."""
    game = run_json("play", "--rules", "perudo", "--players", "3", "--seed", "3",
                    "--option", "dice_loss=difference")
    assert game["options"]["dice_loss"] == "difference"
    assert all(r["options"] == {"dice_loss": "difference"} for r in game["rounds"])


@pytest.mark.parametrize("argv", [
    ["play", "--rules", "dudo", "--players", "2", "--seed", "1"],
    ["play", "--rules", "wango", "--players", "7", "--seed", "1"],
    ["play", "--rules", "wango", "--players", "3", "--seed", "x"],
    ["play", "--rules", "wango", "--players", "3", "--seed", "1", "--bots", "genius"],
    ["play", "--rules", "wango", "--players", "3", "--seed", "1", "--bots", "random,random"],
    ["play", "--rules", "wango-party", "--players", "3", "--seed", "1", "--option", "calza=true"],
    ["play", "--players", "3", "--seed", "1"],
    ["dance"],
    [],
])
def test_play_and_usage_bad_input_exit_two_one_line(argv: list[str]) -> None:
    """issue 2: «gives a one-line error on stderr with exit 2 for bad input. Never a traceback»."""
    assert_one_line_error(*run(*argv))


# --- as a real process -----------------------------------------------------------------

def _process(*argv: str, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "engine", *argv], input=stdin, cwd=ROOT,
                          capture_output=True, timeout=60, check=False)


def test_python_m_engine_referee_from_stdin_and_file(tmp_path: Path) -> None:
    """spec: The referee contract, «`python -m engine referee` reads one **round transcript** as
    JSON on stdin (or a file path argument)»."""
    text = json.dumps(ROUND).encode()
    from_stdin = _process("referee", stdin=text)
    path = tmp_path / "round.json"
    path.write_bytes(text)
    from_file = _process("referee", str(path))
    for done in (from_stdin, from_file):
        assert done.returncode == 0 and done.stderr == b""
        assert json.loads(done.stdout) == referee(ROUND)


@pytest.mark.parametrize(("argv", "stdin"), [
    (["referee"], b"{not json"),
    (["referee"], b"\xff\xfe\xfa"),
    (["check", "9x9", "--rules", "wango", "--dice-in-play", "5"], b""),
    (["play", "--rules", "nope", "--players", "3", "--seed", "1"], b""),
])
def test_python_m_engine_bad_input_no_traceback(argv: list[str], stdin: bytes) -> None:
    """issue 2: «a one-line error on stderr with exit 2 for bad input. Never a traceback»."""
    done = _process(*argv, stdin=stdin)
    assert done.returncode == 2 and done.stdout == b""
    err = done.stderr.decode()
    assert err.startswith("error: ") and err.count("\n") == 1 and "Traceback" not in err


def test_python_m_engine_play_outputs_json() -> None:
    """issue 2: «`play --rules R --players N --seed S [--bots LEVEL,...]` plays one whole game
    between bots»."""
    done = _process("play", "--rules", "dudo", "--players", "3", "--seed", "5")
    assert done.returncode == 0
    assert json.loads(done.stdout)["rules"] == "dudo"


# --- bytes that are not UTF-8, and terminals that are not UTF-8 --------------------------

NOT_UTF8_ROUND = json.dumps(ROUND).encode().replace(b'"Ana"', b'"An\xe1"')  # Latin-1 á


def _process_env(*argv: str, stdin: bytes = b"", **env: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "engine", *argv], input=stdin, cwd=ROOT,
                          capture_output=True, timeout=60, check=False,
                          env={**os.environ, **env})


@pytest.mark.parametrize("io_encoding", ["utf-8:strict", "utf-8:surrogateescape"])
@pytest.mark.parametrize(("lang", "words"), [("en", "not UTF-8 text"), ("zh", "不是 UTF-8 文本")])
def test_referee_stdin_that_is_not_utf8_is_one_line_in_the_chosen_language(
        io_encoding: str, lang: str, words: str) -> None:
    """spec: The referee contract, «2 for a malformed transcript (with a one-line error on
    stderr naming what is wrong)»: a Latin-1 byte inside a name is not silently passed on
    (surrogateescape) nor a UnicodeDecodeError traceback (strict), whatever the locale."""
    done = _process_env("--lang", lang, "referee", stdin=NOT_UTF8_ROUND,
                        PYTHONIOENCODING=io_encoding)
    assert (done.returncode, done.stdout) == (2, b"")
    err = done.stderr.decode("utf-8", "backslashreplace")
    assert err.startswith("error: ") and err.count("\n") == 1 and words in err, err


@pytest.mark.parametrize(("lang", "words"), [("en", "not UTF-8 text"), ("zh", "不是 UTF-8 文本")])
def test_referee_file_that_is_not_utf8_is_named_in_the_chosen_language(
        tmp_path: Path, lang: str, words: str) -> None:
    """spec: The referee contract, «a one-line error on stderr naming what is wrong»
    (in the language of --lang, like every other error)."""
    path = tmp_path / "latin1.json"
    path.write_bytes(NOT_UTF8_ROUND)
    status, out, err = run("--lang", lang, "referee", str(path))
    assert_one_line_error(status, out, err)
    assert words in err and "latin1.json" in err


def test_referee_missing_file_is_explained_in_chinese() -> None:
    """spec: The referee contract, «a one-line error on stderr naming what is wrong»."""
    status, out, err = run("--lang", "zh", "referee", "/no/such/dir/round.json")
    assert_one_line_error(status, out, err)
    assert "无法读取" in err and "文件不存在" in err


def test_referee_reads_a_utf8_file_with_a_byte_order_mark(tmp_path: Path) -> None:
    """spec: The referee contract, «(or a file path argument)»: a file saved by an editor that
    starts UTF-8 with a byte order mark is still the transcript."""
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(ROUND).encode())
    assert run_json("referee", str(path)) == referee(ROUND)


def test_json_output_is_utf8_even_on_an_ascii_terminal() -> None:
    """issue 2: «Never a traceback»: the verdict's Chinese text is written as UTF-8 JSON even
    when Python thinks stdout is ASCII."""
    done = _process_env("check", "5x3", "--rules", "wango", "--dice-in-play", "10",
                        PYTHONIOENCODING="ascii")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.decode("utf-8"))["message"]["zh"].startswith(("合法", "不合法"))


def test_owner_without_palifico_is_explained_in_chinese() -> None:
    """issue 2: «a one-line error on stderr with exit 2 for bad input», in the --lang language."""
    status, out, err = run("--lang", "zh", "check", "3x3", "--rules", "perudo",
                           "--dice-in-play", "10", "--owner")
    assert_one_line_error(status, out, err)
    assert "单骰" in err


# --- a history written the way the bid itself may be written ---------------------------------

@pytest.mark.parametrize("history", [
    "4x4 5x4", "4x4, 5x4", "four fours five fours", "4 fours, 5 fours", "4个4 5个4",
    "4 个 4 5 个 4", "四个四、五个四", "4个4，5个4", "4x4；5x4", "4 x 4 5 x 4", "4x4\u30005x4",
])
def test_history_reads_every_form_of_bid_the_bid_field_reads(history: str) -> None:
    """issue 2: «`check BID --rules R --dice-in-play N [--history "B1 B2 ..."]`»; README: bids
    are read as `5x3`, `5 threes`, `five threes`, `5个3`, `五个三` — in the history too, not
    only in the bid (a space inside "5 threes" is not a gap between two bids)."""
    verdict = run_json("check", "5x4", "--rules", "wango", "--dice-in-play", "20",
                       "--history", history)
    assert verdict["reason"] == "not_a_raise", verdict


def test_history_of_twenty_one_threes_is_not_twenty_ones() -> None:
    """issue 2: «[--history "B1 B2 ..."]»: the longest reading of the words is the bid."""
    verdict = run_json("check", "22x3", "--rules", "perudo", "--dice-in-play", "30",
                       "--history", "twenty one threes")
    assert verdict["legal"] is True and verdict["minimum_raises"]["3"] == "22x3"


@pytest.mark.parametrize(("argv", "detail"), [
    (("check",), "the following arguments are required"),
    (("chek", "3x3"), "invalid choice: 'chek'"),
    (("odds", "3x3", "--unseen"), "expected one argument"),
])
def test_a_command_line_argparse_cannot_read_is_framed_in_the_chosen_language(
        argv: tuple[str, ...], detail: str) -> None:
    """issue 2: «a one-line error on stderr with exit 2 for bad input», in the language
    of --lang: argparse's own words stay as it writes them, the sentence around them is
    the reader's, with where to find the usage."""
    status, out, err = run("--lang", "zh", *argv)
    assert_one_line_error(status, out, err)
    assert err.startswith("error: 命令行参数有误：") and detail in err and "--help" in err
    status, out, err = run(*argv)
    assert_one_line_error(status, out, err)
    assert detail in err and "命令行" not in err and "--help lists the commands" in err
