"""Driving the rule drills in a real browser: open the page, answer a series in one go.

The answers come from CPython's engine (``engine.drills``) for the same rules, topic,
seed and index, so the page is checked against the engine without a click per round trip
from Python: :data:`ANSWER_LOOP` runs in the page, waiting on the DOM (a MutationObserver,
``support.DOM_UNTIL``), not polling on timers.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

from engine.drills import drill
from engine.rules import PRESETS
from tests.browser.support import DOM_UNTIL, wait_ready

DRILLS = "[data-testid=drills]"
DRILL_PAGES = {"en": "/tools/drills/", "zh": "/zh/tools/drills/"}
READY_TIMEOUT_MS = 120_000
SEED = "browser-15"

# Answer `plan.length` questions: plan[i] is {answer} (click it, or type it when `typed`)
# or {wrong: true} (click any offered answer but `answer`). Each question is awaited by its
# data-index (and rules and chosen topic, so a question of an earlier choice is never taken)
# and each verdict by its feedback element; returns what every question showed.
ANSWER_LOOP = """
async ([plan, rules, chosen, limitMs]) => {
  const root = document.querySelector("[data-testid=drills]");
  const until = (what, find) => (""" + DOM_UNTIL + """)(root, what, find, limitMs);
  const seen = [];
  for (let i = 0; i < plan.length; i += 1) {
    const step = plan[i];
    const question = await until(`drills question ${i}`, () => root.querySelector(
      `[data-testid=drill-question][data-index="${i}"][data-rules="${rules}"][data-chosen="${chosen}"]`));
    const offered = [...question.querySelectorAll("[data-testid=drill-answer]")]
      .map((b) => b.dataset.answer);
    const choice = step.wrong ? offered.find((a) => a !== step.answer) : step.answer;
    const typed = question.querySelector("[data-testid=drill-typed]");
    if (step.typed && typed) {
      typed.value = step.typed;
      question.querySelector("form").requestSubmit();
    } else {
      question.querySelector(`[data-testid=drill-answer][data-answer="${CSS.escape(choice)}"]`).click();
    }
    const feedback = await until(`drills feedback ${i}`,
      () => root.querySelector("[data-testid=drill-feedback]"));
    seen.push({
      index: i, topic: question.dataset.topic, question: JSON.parse(question.dataset.question),
      offered, clicked: choice, correct: feedback.dataset.correct, reason: feedback.dataset.reason,
      text: feedback.querySelector("[data-testid=drill-reason]").textContent,
      page: feedback.querySelector("[data-testid=drill-page]").getAttribute("href"),
    });
    feedback.querySelector("[data-testid=drill-next]").click();
  }
  return seen;
}
"""


def open_drills(page: Page, base_url: str, lang: str, query: str = "") -> None:
    """Open the drills page in ``lang`` and wait until the first question is up."""
    page.goto(base_url + DRILL_PAGES[lang] + query)
    wait_ready(page, DRILLS, "[data-testid=drill-question]")


def choose(page: Page, rules: str, topic: str) -> None:
    """Pick a rule set and a topic: the series restarts at question 0."""
    root = page.locator(DRILLS)
    root.get_by_test_id("drill-rules").select_option(rules)
    root.get_by_test_id("drill-topic").select_option(topic)


def expected(rules: str, topic: str, count: int) -> list[dict[str, Any]]:
    """The engine's questions and answers of the series (CPython, same seed)."""
    return [{"question": d.question(), "answer": d.answer, "reason": d.reason}
            for d in (drill(PRESETS[rules], topic, SEED, i) for i in range(count))]


def answer_series(page: Page, plan: list[dict[str, Any]], rules: str,
                  chosen: str) -> list[dict[str, Any]]:
    """Answer the series of ``rules`` and ``chosen`` topic as ``plan`` says; what each showed."""
    result = page.evaluate(ANSWER_LOOP, [plan, rules, chosen, READY_TIMEOUT_MS])
    assert isinstance(result, list)
    return result
