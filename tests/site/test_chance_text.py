"""A shown chance is never "100%" or "0%" unless exact: the widgets' formatter, the claims.

Source: issue 20, item 4: «A shown chance is never 100% or 0% unless it is exact (practice
odds showed "100%" for 99.8%)». tutorial/widgets/chance-text.js has no DOM, so Node runs it
as the browser would, on the engine's own probabilities.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from engine.bids import Bid
from engine.odds import bid_probability
from tutorial.checks.claims import ClaimError, engine_answer, parse_claim

ROOT = Path(__file__).resolve().parents[2]
CHANCE = ROOT / "tutorial" / "widgets" / "chance-text.js"
UI = json.loads((ROOT / "tutorial" / "widgets" / "ui.json").read_text(encoding="utf-8"))
PROBE = """
import { chanceText } from %s;
const [values, words] = JSON.parse(await new Promise((done) => {
  let text = ""; process.stdin.on("data", (c) => { text += c; }); process.stdin.on("end", () => done(text));
}));
const shown = {};
for (const lang of ["en", "zh"]) {
  const t = (key, params) => words[key][lang].replace("{p}", params.p);
  shown[lang] = values.map((v) => chanceText(v, lang, t));
}
console.log(JSON.stringify(shown));
"""


def _chances() -> list[float]:
    """The engine's chances over many bids: certain, impossible, and everything near them."""
    values = {0.0, 1.0, 0.9995, 0.99949, 0.0005, 0.00049, 0.998}
    for unseen in range(0, 31, 3):
        for quantity in range(1, 16):
            for own in ((), (3, 3), (1, 2, 4)):
                for wild in (True, False):
                    values.add(bid_probability(Bid(quantity, 3), unseen, own, wild=wild))
    return sorted(values)


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js (scripts/setup.sh)")
def test_a_chance_shows_100_or_0_percent_only_when_exact() -> None:
    """Issue 20: «never 100% or 0% unless it is exact»: each engine probability shows as a
    percentage to one decimal, "over 99.9%" / "超过 99.9%" when it would round to 100% and
    "under 0.1%" / "不到 0.1%" when it would round to 0%."""
    values = _chances()
    words = {key: UI["common"][key] for key in ("chance.over", "chance.under")}
    done = subprocess.run(["node", "--input-type=module", "-e", PROBE % json.dumps(CHANCE.as_uri())],
                          input=json.dumps([values, words]), capture_output=True, text=True,
                          timeout=120, check=True)
    shown = json.loads(done.stdout)
    near = {"en": ("over 99.9%", "under 0.1%"), "zh": ("超过 99.9%", "不到 0.1%")}
    for lang in ("en", "zh"):
        for value, text in zip(values, shown[lang], strict=True):
            assert (text == "100%") == (value == 1.0), (value, text)
            assert (text == "0%") == (value == 0.0), (value, text)
            if 0.9995 <= value < 1.0:
                assert text == near[lang][0], (value, text)
            elif 0.0 < value < 0.0005:
                assert text == near[lang][1], (value, text)
            else:
                assert text == f"{round(value * 100, 1):g}%", (value, text)
    assert sum(1.0 > v >= 0.9995 for v in values) > 3 and sum(0 < v < 0.0005 for v in values) > 3


def test_a_claim_of_100_or_0_percent_holds_only_when_exact() -> None:
    """Issue 20: «A shown chance is never 100% or 0% unless it is exact», on the pages too: an
    odds claim rounding 99.96% to 100% fails the build, an exact certainty still holds."""
    with pytest.raises(ClaimError) as caught:
        engine_answer(parse_claim("odds 1x3 unseen=25 = 100%"))
    assert "not exactly 100%" in str(caught.value)
    with pytest.raises(ClaimError):
        engine_answer(parse_claim("odds 25x3 unseen=25 = 0%"))
    assert engine_answer(parse_claim("odds 1x3 unseen=25 = 99.996%")) == "99.996%"
    assert engine_answer(parse_claim('odds 2x3 unseen=0 own="3 1" = 100%')) == "100%"
