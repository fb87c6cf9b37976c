"""Fuzzing the widgets' shared guards under Node: echoed text, own keys, URL-sized state.

Source: issue 14, "Done when": «The fuzz tests grow to cover the new bounds (numbers,
sizes, names, URL state)». tutorial/widgets/widget-kit.js is plain JavaScript with no DOM
in these functions, so Node runs it as the browser would.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KIT = ROOT / "tutorial" / "widgets" / "widget-kit.js"
HIDDEN = "\u202e\u2066\u2069\u200e\u200f\u061c\u2028\u2029\x00\x07\x1b\n\r\t\x7f\x85"
PIECES = ["a", "Ana", "小明", "😀", " ", "%", "&", "=", "+", "#", "__proto__", "constructor",
          "x" * 300, "é", "\\u202e", *HIDDEN]
PROBE = """
import { echo, fitsInUrl, ownKey, MAX_QUERY_LENGTH } from %s;
const cases = JSON.parse(await new Promise((done) => {
  let text = ""; process.stdin.on("data", (c) => { text += c; }); process.stdin.on("end", () => done(text));
}));
const presets = { wango: {}, perudo: {} };
console.log(JSON.stringify(cases.map((text) => {
  const query = new URLSearchParams({ history: text, rules: "wango" });
  return { echo: echo(text), own: ownKey(presets, text), fits: fitsInUrl(query),
           length: query.toString().length, max: MAX_QUERY_LENGTH };
})));
"""


def _cases(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    cases = ["", "wango", "perudo", "toString", "hasOwnProperty", "valueOf"]
    for _ in range(count):
        cases.append("".join(rng.choice(PIECES) for _ in range(rng.randint(0, 40))))
    return cases


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js (scripts/setup.sh)")
def test_echo_own_keys_and_url_size_hold_for_random_input() -> None:
    """issue 14: «cut them and escape control and bidi characters»; «`?rules=__proto__` (or
    `constructor`) ... rejected — use Object.hasOwn/Map»; «URL state bounded». 3,000 random
    strings: each echo is at most 40 characters with no hidden character, whole when short
    and plain; only the two presets are own keys; a query fits exactly when it is at most
    MAX_QUERY_LENGTH long."""
    cases = _cases(3000, 14)
    done = subprocess.run(["node", "--input-type=module", "-e",
                           PROBE % json.dumps(KIT.as_uri())],
                          input=json.dumps(cases), capture_output=True, text=True, timeout=120,
                          check=True)
    results = json.loads(done.stdout)
    assert len(results) == len(cases)
    for text, result in zip(cases, results, strict=True):
        shown = result["echo"]
        units = len(shown.encode("utf-16-le")) // 2  # JavaScript's length
        assert units <= 40 and not any(char in shown for char in HIDDEN), (text, shown)
        if len(text.encode("utf-16-le")) // 2 <= 40 and not any(c in text for c in HIDDEN):
            assert shown == text
        assert result["own"] == (text in ("wango", "perudo"))
        assert result["fits"] == (result["length"] <= result["max"])
