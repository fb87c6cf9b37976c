"""One colour means "wrong": focus and hover never wear it, a wrong answer always does.

Issue 23, item 4: «The theme's red-orange accent means "illegal" but also marks focus and
hover, so a walkthrough's "Legal" button, the first bid option and "Keep playing" look
wrong before anything is wrong, and a drill's chosen answer looks the same right or
wrong: give "wrong" one colour and meaning, with a shape or word beside it». The brief
adds: «give focus and hover a neutral accent … axe clean light and dark» (axe runs in
test_accessibility.py over the same widgets; here each control is checked in both schemes).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Locator, Page

from tests.browser.axe_support import Scheme, scheme_page
from tests.browser.drills_support import DRILLS, SEED, expected, open_drills
from tests.browser.practice_support import (
    PRACTICE,
    WALKTHROUGH,
    advance_to,
    open_practice,
    settle,
    start_game,
)
from tests.browser.returning import ReturningReader

pytestmark = pytest.mark.browser

# The colours a control settles in: text, background, border and (when drawn) outline, once
# its running transitions are finished (Material fades a button's colours over 125 ms, and a
# drill's answer keeps its button when the verdict marks it).
PAINT = """el => {
  el.getAnimations().forEach((a) => a.finish());
  const s = getComputedStyle(el);
  const out = [s.color, s.backgroundColor, s.borderTopColor, s.borderLeftColor];
  if (s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0) out.push(s.outlineColor);
  return out;
}"""
# The page's "wrong" colour (--dudo-wrong, palette.css) as the browser computes colours.
WRONG = """() => {
  const probe = document.createElement("span");
  probe.style.color = "var(--dudo-wrong)";
  document.querySelector("article").append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}"""


@pytest.fixture(params=["light", "dark"])
def phone_page(request: pytest.FixtureRequest, returning: ReturningReader) -> Iterator[Page]:
    """A phone-sized page in the scheme of the parameter."""
    scheme: Scheme = request.param
    with scheme_page(returning, scheme, width=375, height=740) as page:
        yield page


def _never_wrong(page: Page, control: Locator, what: str) -> None:
    """``control`` wears no "wrong" colour when focused or hovered."""
    wrong = page.evaluate(WRONG)
    assert wrong.startswith("rgb")
    control.scroll_into_view_if_needed()
    control.focus()
    assert wrong not in control.evaluate(PAINT), f"{what}, focused"
    control.hover()
    assert wrong not in control.evaluate(PAINT), f"{what}, hovered"


def test_focus_and_hover_never_look_wrong(phone_page: Page, widget_url: str) -> None:
    """Issue 23: «a walkthrough's "Legal" button, the first bid option and "Keep playing"
    look wrong before anything is wrong»: focused or hovered, none of them is drawn in the
    "wrong" colour, in light and dark."""
    page = phone_page
    open_practice(page, widget_url, "en", "?walkthrough=three-ones-need-seven-sixes")
    walk = page.locator(WALKTHROUGH)
    legal = walk.locator('[data-testid=wt-choice][data-answer="legal"]')
    legal.wait_for(state="visible")
    _never_wrong(page, legal, "walkthrough Legal")
    start_game(page, "wango", 2, "easy", 11)
    advance_to(page, "your-turn")
    _never_wrong(page, page.locator("[data-testid=pr-bid-option]").first, "first bid option")
    root = page.locator(PRACTICE)
    root.get_by_test_id("pr-setup-new").click()
    keep = root.get_by_test_id("pr-keep")
    keep.wait_for(state="visible")
    _never_wrong(page, keep, "Keep playing")
    keep.click()
    settle(page)


def test_a_drill_answer_looks_right_or_wrong_with_a_shape(phone_page: Page,
                                                          widget_url: str) -> None:
    """Issue 23: «a drill's chosen answer looks the same right or wrong: give "wrong" one
    colour and meaning, with a shape or word beside it». A right choice is marked ✓ and
    never in the "wrong" colour; a wrong choice is marked ✗ in it."""
    page = phone_page
    open_drills(page, widget_url, "en", f"?seed={SEED}&rules=wango&topic=legality")
    root = page.locator(DRILLS)
    wrong = page.evaluate(WRONG)
    first, second = expected("wango", "legality", 2)
    root.locator(f'[data-testid=drill-answer][data-answer="{first["answer"]}"]').click()
    chosen = root.locator('[data-testid=drill-answer][aria-pressed="true"]')
    chosen.wait_for()
    assert chosen.get_attribute("data-verdict") == "right"
    assert wrong not in chosen.evaluate(PAINT)
    assert "✓" in chosen.evaluate("b => getComputedStyle(b, '::after').content")
    root.get_by_test_id("drill-next").click()
    page.wait_for_selector(f'{DRILLS} [data-testid=drill-question][data-index="1"]')
    root.locator(f'[data-testid=drill-answer]:not([data-answer="{second["answer"]}"])').first.click()
    chosen.wait_for()
    assert chosen.get_attribute("data-verdict") == "wrong"
    assert wrong in chosen.evaluate(PAINT)
    assert "✗" in chosen.evaluate("b => getComputedStyle(b, '::after').content")
