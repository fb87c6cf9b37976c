"""The strategy page's bot ladder: the measured file rendered at build time in both languages.

Sources: issue 5, "Around the ladder" (`scripts/bench-bots` writes the ladder with its date,
seed and game count; the strategy page renders it at build time in both languages) and
"The ladder must hold" (the targets); ARCHITECTURE.md, "Bot ladder" (the file's format; a
page words the target itself, from the table id).
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.site.sitebuild import build, copy_project
from tutorial.checks.ladder import LadderError, LadderSource, load_ladder, parse_ladder
from tutorial.pages import PageInfo, process_page
from tutorial.render.ladder_view import build_ladder_view
from tutorial.checks.registry import Registry

ROOT = Path(__file__).resolve().parents[2]
LADDER = ROOT / "docs" / "data" / "bot-ladder.json"
SHOWN = "docs/data/bot-ladder.json"
NUMBER = re.compile(r"[+-]?\d+(?:\.\d+)?")
NAMES = {"en": {"hard": "Hard", "normal": "Normal", "easy": "Easy", "random": "Random"},
         "zh": {"hard": "困难", "normal": "普通", "easy": "简单", "random": "随机"}}
DATES = {"en": "{y}-{m:02d}-{d:02d}", "zh": "{y} 年 {m} 月 {d} 日"}


def _data() -> dict[str, Any]:
    data = json.loads(LADDER.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def test_the_measured_ladder_file_passes_every_check() -> None:
    """The committed docs/data/bot-ladder.json passes every check, and each table's holds agrees
    with its figures.

    Source: issue 5, "Around the ladder".
    """
    ladder = load_ladder(LADDER)
    assert [t.id for t in ladder.tables] == [t["id"] for t in _data()["tables"]]
    assert all(t.holds == t.target_met() for t in ladder.tables)


def _broken(edit: str) -> dict[str, Any]:
    data = _data()
    table = data["tables"][0]
    if edit == "missing key":
        del table["levels"]["hard"]["ci95"]
    elif edit == "rate above one":
        table["levels"]["easy"]["win_rate"] = 1.5
    elif edit == "interval misses the rate":
        table["levels"]["normal"]["win_rate"] = 0.27
        table["levels"]["normal"]["ci95"] = [0.5, 0.6]
    elif edit == "unknown level":
        table["levels"]["expert"] = copy.deepcopy(table["levels"]["hard"])
    elif edit == "holds contradicts the figures":
        table["gaps"][1]["ci95"][0] = -0.01
    elif edit == "bad date":
        data["generated"] = "29/11/2026"
    elif edit == "bad table date":
        table["played"] = "yesterday"
    elif edit == "played after generated":
        table["played"] = "2099-01-01"
    elif edit == "unknown rules":
        table["rules"] = "yahtzee"
    return data


@pytest.mark.parametrize(("edit", "message"), [
    ("missing key", "tables[0].levels.hard: the key 'ci95' is missing"),
    ("rate above one", "tables[0].levels.easy.win_rate: 1.5 is not a number from 0 to 1"),
    ("interval misses the rate", "tables[0].levels.normal.ci95: [0.5, 0.6] does not contain 0.27"),
    ("unknown level", "tables[0].levels.expert: unknown bot level"),
    ("holds contradicts the figures",
     "tables[0].holds: the file says true but its figures say false"),
    ("bad date", "ladder.generated: '29/11/2026' is not a YYYY-MM-DD date"),
    ("bad table date", "tables[0].played: 'yesterday' is not a YYYY-MM-DD date"),
    ("played after generated", "tables[0].played: after the file was generated"),
    ("unknown rules", "tables[0]: rules 'yahtzee'"),
])
def test_a_malformed_ladder_is_refused_naming_the_place_in_the_file(
        edit: str, message: str) -> None:
    """Each kind of broken ladder file is refused with a message naming the place in it.

    Source: issue 5, "Around the ladder".
    """
    with pytest.raises(LadderError) as caught:
        parse_ladder(_broken(edit))
    assert str(caught.value).startswith(message)


def test_a_missing_or_unparsable_file_says_so(tmp_path: Path) -> None:
    """A missing ladder file, or one that is not JSON, is refused saying which.

    Source: issue 5, "Around the ladder".
    """
    with pytest.raises(LadderError, match="the file is missing"):
        load_ladder(tmp_path / "bot-ladder.json")
    (tmp_path / "bot-ladder.json").write_text('{"generated": ', encoding="utf-8")
    with pytest.raises(LadderError, match="not valid JSON: unexpected text at line 1, column 15"):
        load_ladder(tmp_path / "bot-ladder.json")


def test_a_page_using_a_broken_ladder_reports_the_file_and_the_line(tmp_path: Path) -> None:
    """A page using a broken ladder reports the file and the page line of each [[bot-ladder]].

    Source: issue 5, "Around the ladder".
    """
    broken = tmp_path / "bot-ladder.json"
    broken.write_text(json.dumps(_broken("rate above one")), encoding="utf-8")
    page = "# Bots\n\n[[bot-ladder]]\n\nInline [[bot-ladder]] is refused.\n[[bot-ladder wango]]\n"
    result = process_page(page, PageInfo("docs/strategy.md", 2, "en"),
                          Registry(ROOT / "docs", ROOT, True), LadderSource(broken, SHOWN))
    assert result.problems == [
        f"{SHOWN} (used at docs/strategy.md:5): tables[0].levels.easy.win_rate: "
        "1.5 is not a number from 0 to 1",
        "docs/strategy.md:7: [[bot-ladder]] must stand on a line of its own",
        "docs/strategy.md:8: write [[bot-ladder]], not [[bot-ladder wango]]",
    ]
    assert result.blocks == {}


def _numbers(cell: str) -> list[float]:
    return [float(n) for n in NUMBER.findall(cell.replace("−", "-"))]


def _close(shown: float, fraction: float, within: float = 0.05) -> bool:
    """A figure shown in percent, to one decimal, is the file's fraction rounded (within half a
    tenth). Issue 20 («shown rates add up»): a win rate may round the other way so that a
    table's rates add up (within a tenth), and a gap is the difference of the two rates shown
    (within two tenths)."""
    return abs(shown - fraction * 100) <= within + 1e-9


def _section(html: str, table_id: str) -> str:
    match = re.search(rf'<section class="dudo-ladder__setting[^"]*" data-ladder="{table_id}">'
                      r"(.*?)</section>", html, re.S)
    assert match, f"no rendered table for {table_id}"
    return match.group(1)


def _row(section: str, attribute: str, value: str) -> tuple[str, list[float], list[float]]:
    match = re.search(rf'<tr {attribute}="{value}"><th scope="row">([^<]+)</th>'
                      r"<td>([^<]+)</td><td>([^<]+)</td></tr>", section)
    assert match, f"no row {attribute}={value}"
    return match.group(1), _numbers(match.group(2)), _numbers(match.group(3))


@pytest.mark.slow
@pytest.mark.parametrize(("page", "lang"), [("strategy/index.html", "en"),
                                             ("zh/strategy/index.html", "zh")])
def test_the_strategy_page_shows_the_measured_ladder_figure_for_figure(
        built_site: Path, page: str, lang: str) -> None:
    """Every level's win rate and interval, every gap and its interval, and each table's date
    (the day its games were played) and game count, as in docs/data/bot-ladder.json,
    labelled in the page's language.

    Source: issue 5, "Around the ladder"; issue 20 takes the seed and the build's
    "Target: … Met." off the reader page («build/engine talk leaves the reader pages»).
    """
    html = (built_site / page).read_text(encoding="utf-8")
    data = _data()
    for table in data["tables"]:
        year, month, day = (int(p) for p in table["played"].split("-"))
        date = DATES[lang].format(y=year, m=month, d=day)
        section = _section(html, table["id"])
        meta = re.search(r'<span class="dudo-ladder__meta">([^<]+)</span>', section)
        assert meta, table["id"]
        games = f"{table['games']:,}" if lang == "en" else str(table["games"])
        assert games in meta.group(1)
        assert str(table["seed"]) not in meta.group(1), "issue 20: no seed on a reader page"
        assert date in meta.group(1)
        for level, result in table["levels"].items():
            name, rate, interval = _row(section, "data-level", level)
            assert name == NAMES[lang][level]
            assert len(rate) == 1 and _close(rate[0], result["win_rate"], 0.1)
            assert len(interval) == 2
            assert all(_close(s, f) for s, f in zip(interval, result["ci95"], strict=True))
        for gap in table["gaps"]:
            pair, difference, interval = _row(section, "data-gap",
                                              f"{gap['higher']}-{gap['lower']}")
            assert NAMES[lang][gap["higher"]] in pair and NAMES[lang][gap["lower"]] in pair
            assert len(difference) == 1 and _close(difference[0], gap["difference"], 0.2)
            assert all(_close(s, f) for s, f in zip(interval, gap["ci95"], strict=True))
        verdict = {"en": "It does." if table["holds"] else "It does not, yet.",
                   "zh": "实测结果也是这样。" if table["holds"] else "目前还没有做到。"}[lang]
        assert f"<strong>{verdict}</strong>" in section
        assert table["target"] not in html, "the file's English target text is for logs only"
    assert html.count('data-ladder="') == len(data["tables"])


SEATING = {"en": ("the seats rotating", "every cyclic order"),
           "zh": ("座位轮换", "每种循环顺序")}


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_each_ladder_table_says_how_its_seats_were_arranged(lang: str) -> None:
    """A table measured with the seats in every cyclic order says so in its caption, and the
    note says why; a table measured with the seats only rotating says that instead.

    Source: the brief for audit en 4, item 8 (the 大话骰 caption said "seats rotating" while
    docs/data/bot-ladder.json says «seats take every cyclic order in turn, each rotated»).
    """
    data = _data()
    view = build_ladder_view(parse_ladder(data), lang)
    rotating, every_order = SEATING[lang]
    for table, setting in zip(data["tables"], view.settings, strict=True):
        cyclic = "every cyclic order" in table["scoring"]
        assert (every_order in setting.meta) == cyclic, table["id"]
        assert (rotating in setting.meta) == (not cyclic), table["id"]
    assert (every_order in view.note) == any("every cyclic order" in t["scoring"]
                                             for t in data["tables"])


@pytest.mark.slow
@pytest.mark.parametrize("damage", ["delete", "truncate"])
def test_a_missing_or_malformed_ladder_file_fails_the_build_naming_it(
        tmp_path: Path, damage: str) -> None:
    """No page shows a ladder the file cannot back: the strict build stops and says why.

    Source: issue 5, "Around the ladder".
    """
    project = copy_project(tmp_path / "project")
    ladder = project / "docs" / "data" / "bot-ladder.json"
    if damage == "delete":
        ladder.unlink()
    else:
        ladder.write_text(ladder.read_text(encoding="utf-8")[:200], encoding="utf-8")
    result = build(project, tmp_path / "site", checks=False)
    output = result.stdout + result.stderr
    assert result.returncode != 0, output
    reason = "the file is missing" if damage == "delete" else "not valid JSON: unexpected text at line"
    for page in ("docs/strategy.md", "docs/strategy.zh.md"):
        line = next((ln for ln in output.splitlines() if f"used at {page}:" in ln), "")
        assert line.startswith(f"ERROR   -  {SHOWN} (used at {page}:"), output
        assert reason in line
