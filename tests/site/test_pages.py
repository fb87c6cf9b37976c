"""Processing one page: every problem is collected with its file and line, blocks become HTML.

Source: issue 3 "Checked examples" (errors point at the Markdown line; every bad claim of a
build is reported, not only the first).
"""

from __future__ import annotations

from pathlib import Path

from tutorial.plugin import line_offset
from tests.site.sitebuild import reader_text
from tutorial.pages import PageInfo, fill_placeholders, process_page
from tutorial.checks.registry import Registry

ROOT = Path(__file__).resolve().parents[2]
INFO = PageInfo("docs/page.md", 0, "en")


def _registry(check: bool = True) -> Registry:
    return Registry(ROOT / "docs", ROOT, check)


def test_every_bad_directive_of_a_page_is_reported_with_its_line() -> None:
    """Every bad directive of a page is reported with its line, not only the first.

    Source: issue 3, "Checked examples".
    """
    page = "\n".join([
        "# Title",
        "Fewest ones: [[min 1 after 5x6 = 2]].",
        "Count: [[count 6x6 in 6 6 1 = 3]].",
        "[[example no-such-example]]",
        "Inline [[example six-sixes-with-wild-ones]] is not allowed.",
        "[[odds-table sometimes]]",
        "[[guess 1 = 2]]",
    ])
    result = process_page(page, INFO, _registry())
    assert result.problems == [
        "docs/page.md:2: claim [[min 1 after 5x6 = 2]] is wrong: the engine says 3",
        result.problems[1],
        "docs/page.md:5: [[example six-sixes-with-wild-ones]] must stand on a line of its own",
        "docs/page.md:6: odds-table takes wild or nowild, not 'sometimes'",
        "docs/page.md:7: claim [[guess 1 = 2]]: unknown claim kind 'guess' "
        "(known: count, decide, expect, fact, legal, likelier, loses, lost, min, need, odds, outcome)",
    ]
    assert result.problems[1].startswith("docs/page.md:4: unknown example 'no-such-example'")
    assert "Count: 3." in reader_text(result.markdown)


def test_checks_off_renders_the_stated_answer_without_asking_the_engine() -> None:
    """DUDO_CHECKS=0 renders a claim's stated answer without asking the engine.

    Source: issue 3, "Checked examples".
    """
    result = process_page("Fewest ones: [[min 1 after 5x6 = 2]].", INFO, _registry(False))
    assert result.problems == []
    assert reader_text(result.markdown) == "Fewest ones: 2."


def test_line_numbers_count_the_front_matter(tmp_path: Path) -> None:
    """Reported line numbers count the page's front matter. Source: issue 3, "Checked examples"."""
    page = tmp_path / "page.md"
    page.write_text("---\ntitle: Odds\n---\n\n# Odds\n", encoding="utf-8")
    assert line_offset(page) == 4
    page.write_text("# No front matter\n", encoding="utf-8")
    assert line_offset(page) == 0


def test_an_example_becomes_a_figure_in_the_page_language() -> None:
    """[[example ID]] becomes a figure in the page's language, where its paragraph stood.

    Source: issue 3, "Checked examples".
    """
    info = PageInfo("docs/examples/index.zh.md", 0, "zh")
    result = process_page("intro\n\n[[example six-sixes-with-wild-ones]]\n", info, _registry())
    assert result.problems == [] and result.examples == ["six-sixes-with-wild-ones"]
    (token, html), = result.blocks.items()
    page_html = fill_placeholders(f"<p>intro</p>\n<p>{token}</p>", result.blocks)
    assert page_html == f"<p>intro</p>\n{html}"
    assert 'lang="zh-Hans"' in html and "数六" in html
    assert html.count('class="dudo-die is-counted') == 6


def test_figure_text_is_escaped() -> None:
    """Names and notes are data: they reach the page escaped, never as markup.

    Source: issue 3, "Checked examples".
    """
    from dataclasses import replace

    from tutorial.render.figure_view import build_view
    from tutorial.render.html import render_figure
    from tutorial.checks.verdicts import judge

    record = _registry().record("six-sixes-with-wild-ones")
    assert record is not None and record.example is not None
    example = replace(record.example, note={"en": "<img src=x onerror=alert(1)>", "zh": "注"})
    html = render_figure(build_view(example, judge(example), "en"))
    assert "<img" not in html and "&lt;img src=x onerror=alert(1)&gt;" in html


def test_a_glossed_rule_set_name_is_glossed_at_its_first_mention_only() -> None:
    """The brief (audit 3, item 12): the gloss «大话骰 (Chinese bar dice)» belongs at the first
    mention of a page, in reading order (two on one line included); later ones say 大话骰."""
    page = "Under [[preset dahua]] or [[preset perudo]], and [[preset dahua]].\n\n" \
           "Again [[preset dahua]]."
    shown = reader_text(process_page(page, INFO, _registry()).markdown)
    assert shown == ("Under 大话骰 (Chinese bar dice) or Perudo, and 大话骰.\n\nAgain 大话骰.")
    zh = reader_text(process_page(page, PageInfo("docs/page.zh.md", 0, "zh"),
                                  _registry()).markdown)
    assert "(Chinese bar dice)" not in zh and zh.count("大话骰") == 3


def test_a_figure_after_the_glossed_name_says_the_short_name() -> None:
    """The brief (audit 3, item 12): the gloss «大话骰 (Chinese bar dice)» belongs at the first
    mention of a page; a figure's rules line after it says 大话骰, as the prose does."""
    figure = "[[example dahua-zhai-counts-real-fives]]"
    first = process_page(f"{figure}\n", INFO, _registry())
    later = process_page(f"Under [[preset dahua]].\n\n{figure}\n", INFO, _registry())
    assert "Chinese bar dice" in "".join(first.blocks.values())
    assert "Chinese bar dice" not in "".join(later.blocks.values())
