"""The build refuses docs the engine disagrees with, naming the file, the page and the claim.

Each test edits a temporary copy of the docs tree and runs `mkdocs build --strict`.
Source: issue 3, "Checked examples" (a wrong expect value, a malformed example and a
wrong inline claim all fail the build; every bad example of a build is reported).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.site.sitebuild import build, copy_project

pytestmark = pytest.mark.slow


def _edit_expect(project: Path, example_id: str, key: str, value: Any) -> None:
    path = project / "docs" / "examples" / f"{example_id}.yml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["expect"][key] = value
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")


def _failure(project: Path, tmp_path: Path, checks: bool = True) -> str:
    result = build(project, tmp_path / "site", checks=checks)
    output = result.stdout + result.stderr
    assert result.returncode != 0, f"the build passed but should have failed:\n{output}"
    return output


# One wrong expect value of each kind, with the engine's answer its report must give.
WRONG_VALUES = [
    ("six-sixes-with-wild-ones", "count", 5, "6"),
    ("carlos-diana-spot-on", "dice_after", {"Carlos": 4, "Diana": 4}, '{"Carlos": 5'),
    ("two-ones-too-few", "reason", "not_a_raise", '"ones_too_few"'),
    ("party-pressure", "transfer", 1, "3"),
]


def test_every_wrong_expect_value_of_a_build_is_reported_with_file_line_claim_and_answer(
        tmp_path: Path) -> None:
    """A wrong expect value makes the build fail with file, page line, claim and the engine's
    answer; several bad examples in one build are all reported, not only the first. One build
    holds them all (a build per value took 10 s each): every value is reported as an error of
    its own, and any error fails a strict build.

    Source: issue 3, "Checked examples".
    """
    project = copy_project(tmp_path / "project")
    others = [("five-threes-bob-loses", "loser", "Ana"),
              ("eve-palifico-two-fours", "wild_ones", True),
              ("dice-loss-by-difference", "dice_change", {"Ana": -1}),
              ("last-die-and-next-opener", "next_opener", "Ben")]
    for example_id, key, value, _ in WRONG_VALUES:
        _edit_expect(project, example_id, key, value)
    for example_id, key, value in others:
        _edit_expect(project, example_id, key, value)
    output = _failure(project, tmp_path)
    for example_id, key, _, engine_says in WRONG_VALUES:
        line = next(ln for ln in output.splitlines()
                    if f"docs/examples/{example_id}.yml" in ln and f"expect.{key}" in ln)
        assert f"the engine says {engine_says}" in line, line
    assert "used at docs/examples/index.md:" in output
    assert "used at docs/examples/index.zh.md:" in output
    for example_id, key, _ in others:
        assert f"docs/examples/{example_id}.yml" in output and f"expect.{key}" in output


def test_malformed_examples_say_what_is_wrong(tmp_path: Path) -> None:
    """Bad YAML, a missing key, an unknown key, a rejected round and an unused example are named.

    Source: issue 3, "Checked examples".
    """
    project = copy_project(tmp_path / "project")
    examples = project / "docs" / "examples"
    (examples / "party-round.yml").write_text("round: [unclosed\n", encoding="utf-8")
    data = yaml.safe_load((examples / "calza-wrong.yml").read_text(encoding="utf-8"))
    del data["round"]
    (examples / "calza-wrong.yml").write_text(yaml.safe_dump(data), encoding="utf-8")
    _edit_expect(project, "four-threes-two-aces", "winnner", "Ana")
    data = yaml.safe_load((examples / "calza-any-player.yml").read_text(encoding="utf-8"))
    data["round"]["players"][0]["dice"] = [7, 2]
    (examples / "calza-any-player.yml").write_text(yaml.safe_dump(data), encoding="utf-8")
    orphan = yaml.safe_load((examples / "spot-on-at-five-dice.yml").read_text(encoding="utf-8"))
    orphan["expect"]["count"] = 99
    (examples / "orphan-round.yml").write_text(yaml.safe_dump(orphan), encoding="utf-8")
    output = _failure(project, tmp_path)
    assert ("docs/examples/orphan-round.yml (not used by any page): expect.count = 99 "
            "but the engine says 3") in output
    assert "docs/examples/party-round.yml" in output and "is not valid YAML at line" in output
    assert "docs/examples/calza-wrong.yml" in output and "is missing the key round" in output
    assert "docs/examples/four-threes-two-aces.yml" in output
    assert "unknown expect key(s) winnner" in output
    assert "docs/examples/calza-any-player.yml" in output
    assert "round is not a transcript the referee accepts" in output


def test_wrong_inline_claim_names_file_line_claim_and_answer(tmp_path: Path) -> None:
    """A wrong [[min …]] fails with docs/PAGE:LINE, the claim and the engine's answer.

    Source: issue 3, "Checked examples".
    """
    project = copy_project(tmp_path / "project")
    page = project / "docs" / "faq.md"
    lines = page.read_text(encoding="utf-8").split("\n")
    lines.insert(2, "After five sixes the fewest ones is [[min 1 after 5x6 = 2]].")
    page.write_text("\n".join(lines), encoding="utf-8")
    output = _failure(project, tmp_path)
    assert "docs/faq.md:3: claim [[min 1 after 5x6 = 2]] is wrong: the engine says 3" in output


def test_wrong_claims_of_every_newer_kind_name_file_line_claim_and_answer(
        tmp_path: Path) -> None:
    """Wrong fact, outcome, expect, `1 in N`, `exactly` and `words` claims each fail
    the build with docs/PAGE:LINE, the claim and the engine's answer (spec: party 2N rounds,
    strategy page figures)."""
    project = copy_project(tmp_path / "project")
    page = project / "docs" / "party.md"
    lines = page.read_text(encoding="utf-8").split("\n")
    wrong = [
        "Three players play [[fact party_rounds players=3 words = 5]] rounds.",
        "Cai ends on [[outcome party-three-players-round-two scores_after.Cai = −3]].",
        "Exactly five: about [[odds 5x3 unseen=15 exactly = 1 in 4]].",
        "A calza on two threes: [[odds 2x3 unseen=3 own=\"3\" exactly = 40%]].",
        "Seven sixes: [[min 6 after 3x1 words = 6]].",
        "About [[expect 3 unseen=15 words = 6]] more threes.",
    ]
    lines[2:2] = wrong
    page.write_text("\n".join(lines), encoding="utf-8")
    output = _failure(project, tmp_path)
    answers = ["6", "-4", "1 in 5", "44%", "7", "5"]
    for number, (line, answer) in enumerate(zip(wrong, answers, strict=True), start=3):
        claim = line[line.index("[[") + 2:line.index("]]")]
        assert f"docs/party.md:{number}: claim [[{claim}]] is wrong: the engine says {answer}" \
            in output


def test_unknown_example_id_fails_the_build(tmp_path: Path) -> None:
    """[[example ID]] with no docs/examples/ID.yml is an error at that page and line.

    Source: issue 3, "Checked examples".
    """
    project = copy_project(tmp_path / "project")
    page = project / "docs" / "glossary.zh.md"
    page.write_text(page.read_text(encoding="utf-8") + "\n\n[[example no-such-round]]\n",
                    encoding="utf-8")
    output = _failure(project, tmp_path)
    assert "docs/glossary.zh.md:" in output and "unknown example 'no-such-round'" in output


def test_checks_off_still_renders_but_does_not_compare(tmp_path: Path) -> None:
    """DUDO_CHECKS=0 (for the benchmark) renders everything without comparing claims.

    Source: issue 3, "Checked examples".
    """
    project = copy_project(tmp_path / "project")
    _edit_expect(project, "six-sixes-with-wild-ones", "count", 5)
    result = build(project, tmp_path / "site", checks=False)
    assert result.returncode == 0, result.stdout + result.stderr
    html = (tmp_path / "site" / "examples" / "index.html").read_text(encoding="utf-8")
    assert 'id="example-six-sixes-with-wild-ones"' in html
