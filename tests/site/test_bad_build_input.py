"""Bad input to the build gives a located error, never a traceback or a silent pass.

Source: issue 14, "Build": tiny odds, `0.0000000%`, huge numbers and deep nesting in
YAML, a claim broken across lines, an example placed in one language only, and an
unexpected key in `bot-ladder.json`.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from tests.site.sitebuild import ROOT, build, copy_project

from tutorial.checks.claims import ClaimError, engine_answer, parse_claim
from tutorial.checks.examples import ExampleError, parse_example
from tutorial.checks.ladder import LadderError, load_ladder
from tutorial.checks.parity import check_docs
from tutorial.checks.registry import Registry
from tutorial.pages import PageInfo, process_page

LADDER = ROOT / "docs" / "data" / "bot-ladder.json"
GOOD_EXAMPLE = (ROOT / "docs" / "examples" / "calza-wrong.yml").read_text(encoding="utf-8")


@pytest.mark.parametrize(("body", "answer"), [
    ("odds 3x3 unseen=2 = 0.0%", "0.0%"),
    ("odds 1x3 unseen=0 = 0%", "0%"),
])
def test_a_true_zero_percent_claim_holds_as_written(body: str, answer: str) -> None:
    """issue 14: «a true `0.0000000%` is refused as `0E-7%`»: an exact zero reads as written."""
    assert engine_answer(parse_claim(body)) == answer


def test_a_rounded_zero_percent_claim_is_refused_not_shown_as_zero() -> None:
    """issue 20: «A shown chance is never 100% or 0% unless it is exact»: forty ones of forty
    dice is about 7 × 10⁻³² and no number of decimals short of 32 makes it a fair 0%."""
    with pytest.raises(ClaimError, match="not exactly 0%"):
        engine_answer(parse_claim("odds 40x1 unseen=40 = 0.0000000%"))


def test_one_in_n_on_a_tiny_probability_is_a_wrong_claim_not_a_crash() -> None:
    """issue 14: «an `odds` claim on a tiny probability (`[[odds 40x1 unseen=40 = 1 in 9]]`)
    raises `decimal.InvalidOperation`»; ARCHITECTURE: «an answer `1 in N` holds when N is the
    whole number nearest to 1/probability»."""
    answer = engine_answer(parse_claim("odds 40x1 unseen=40 = 1 in 9"))
    nearest = answer.removeprefix("1 in ")
    assert nearest.isdigit() and len(nearest) == 32  # 6**40 / 1, about 1.3 × 10**31


@pytest.mark.parametrize(("yaml_text", "words"), [
    ("zz: " + "9" * 5000, "5000 digits"),
    ("zz: [" + "[" * 5000 + "]" * 5000 + "]", "levels deep"),
    ("zz:\n" + "".join("  " * i + "- \n" for i in range(1, 200)), "levels deep"),
])
def test_huge_numbers_and_deep_nesting_in_yaml_are_located_errors(yaml_text: str,
                                                                   words: str) -> None:
    """issue 14: «YAML with a 5,000-digit number or 5,000-deep nesting gives a raw
    traceback»; ARCHITECTURE: every problem with an example «names the line of the file
    it is on»."""
    source = GOOD_EXAMPLE.replace("expect:\n", "expect:\n  " + yaml_text.replace(
        "\n", "\n  ") + "\n", 1)
    with pytest.raises(ExampleError) as caught:
        parse_example("calza-wrong", "docs/examples/calza-wrong.yml", source)
    assert words in str(caught.value) and "line " in str(caught.value)


def test_a_claim_broken_across_lines_is_an_error_naming_file_and_line() -> None:
    """issue 14: «A claim broken across lines is silently skipped»."""
    page = "# Title\n\nAbout [[odds 8x3\nunseen=20 = 85%]] of the time.\n\n`[[not a claim`\n"
    result = process_page(page, PageInfo("docs/page.md", 2, "en"),
                          Registry(ROOT / "docs", ROOT, True))
    assert len(result.problems) == 1
    assert result.problems[0].startswith("docs/page.md:5: ")
    assert "one line" in result.problems[0]


def _pair(docs: Path, english: str, chinese: str | None) -> None:
    (docs / "page.md").write_text(english, encoding="utf-8")
    if chinese is not None:
        (docs / "page.zh.md").write_text(chinese, encoding="utf-8")


@pytest.mark.parametrize(("english", "chinese", "words"), [
    ("# A\n\n[[example calza-wrong]]\n", "# 甲\n", "'calza-wrong': 1 in English, 0 in Chinese"),
    ("# A\n", "# 甲\n\n\n[[example calza-wrong]]\n", "'calza-wrong': 0 in English, 1 in Chinese"),
    ("# A\n\n[[example calza-wrong]]\n", None, "has no Chinese page"),
])
def test_an_example_placed_in_one_language_only_is_a_problem(
        tmp_path: Path, english: str, chinese: str | None, words: str) -> None:
    """issue 14: «The README says an example must be placed in both languages, but a page
    pair where one language lacks the example builds clean»; README: «Put `[[example ID]]`
    on a line of its own in both the English page and the Chinese (`.zh.md`) page»."""
    docs = tmp_path / "docs"
    docs.mkdir()
    _pair(docs, english, chinese)
    problems = check_docs(docs)
    assert len(problems) == 1 and problems[0].startswith("docs/page.md") and words in problems[0]


@pytest.mark.parametrize(("change", "words"), [
    ({"surprise": 1}, "unexpected key(s) 'surprise'"),
    ({"seconds": "fast"}, "ladder.seconds"),
    ({"move_times": []}, "ladder.move_times"),
    ({"holds": False}, "ladder.holds"),
])
def test_a_ladder_file_with_an_unexpected_top_level_value_is_refused(
        tmp_path: Path, change: dict[str, object], words: str) -> None:
    """issue 14: «`bot-ladder.json` with an unexpected top-level value builds although
    ARCHITECTURE says every key and type is checked»; ARCHITECTURE: «every key and type»."""
    data = json.loads(LADDER.read_text(encoding="utf-8"))
    assert data["holds"] is True, "the committed ladder holds; the last case flips it"
    path = tmp_path / "bot-ladder.json"
    path.write_text(json.dumps(data | change), encoding="utf-8")
    with pytest.raises(LadderError, match=words.replace("(", r"\(").replace(")", r"\)")):
        load_ladder(path)


@pytest.mark.parametrize("text", ['{"seed": ' + "9" * 5000 + "}", "[" * 5000 + "]" * 5000])
def test_a_ladder_file_with_a_huge_number_or_deep_nesting_is_refused(tmp_path: Path,
                                                                     text: str) -> None:
    """issue 14: «5,000-digit numbers and 5,000-deep YAML nesting» (the same holes in the
    ladder's JSON) «give a located error not a traceback»."""
    path = tmp_path / "bot-ladder.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(LadderError, match="not valid JSON"):
        load_ladder(path)


def test_every_claim_error_is_a_claim_error() -> None:
    """issue 14: «an `odds` claim on a tiny probability ... raises `decimal.InvalidOperation`»
    (the smallest chance the engine gives, 6**-50, still reads as a wrong claim)."""
    with pytest.raises(ClaimError):
        parse_claim("odds 50x1 unseen=50 = 1 in 99999")  # 1 in N takes at most 4 digits
    answer = engine_answer(parse_claim("odds 50x1 unseen=50 = 1 in 9999"))
    assert answer.startswith("1 in 8") and len(answer) == len("1 in ") + 39


@pytest.mark.slow
def test_the_build_fails_on_an_unpaired_example_and_a_broken_claim(tmp_path: Path) -> None:
    """issue 14: «a page pair where one language lacks the example builds clean» and «A claim
    broken across lines is silently skipped»: the strict build now fails naming both."""
    project = copy_project(tmp_path / "project")
    page = project / "docs" / "calza.zh.md"
    text = page.read_text(encoding="utf-8")
    placed = next(line for line in text.splitlines() if line.startswith("[[example "))
    page.write_text(text.replace(placed + "\n", "", 1) + "\n约 [[odds 8x3\nunseen=20 = 85%]]\n",
                    encoding="utf-8")
    result = build(project, tmp_path / "site")
    output = result.stdout + result.stderr
    assert result.returncode != 0
    assert "docs/calza.md and calza.zh.md differ: example" in output
    assert "Traceback" not in output
    assert "docs/calza.zh.md:" in output and "must stay on one line" in output
    shutil.rmtree(tmp_path / "site", ignore_errors=True)
