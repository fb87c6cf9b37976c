"""What the browser compiles at start-up: only the bid operations, and the API is unchanged.

ARCHITECTURE: «`import engine.webapi` compiles only what the bid checker needs». Each
check runs in a fresh interpreter so nothing imported by other tests hides a module.
"""

from __future__ import annotations

import json
import subprocess
import sys
from importlib import import_module
from pathlib import Path

import pytest

import engine

ROOT = Path(__file__).resolve().parents[2]
BID_CHECKER_MODULES = {
    "engine", "engine.bids", "engine.checker", "engine.counting", "engine.echo", "engine.errors",
    "engine.jsontext", "engine.legality", "engine.messages", "engine.modes", "engine.odds",
    "engine.rules",
    "engine.typed_input", "engine.webapi", "engine.webapi.args", "engine.webapi.check_ops",
}


def _loaded_after(code: str) -> set[str]:
    probe = (f"import sys\n{code}\nimport json\n"
             "print(json.dumps(sorted(m for m in sys.modules "
             "if m == 'engine' or m.startswith('engine.') or m == 'fractions')))")
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True,
                          text=True, check=True, timeout=60)
    return set(json.loads(done.stdout))


def test_the_facade_loads_only_the_bid_checkers_modules() -> None:
    """ARCHITECTURE: «so the bid checker never compiles the round machine, the referee or
    the bots»; and no `fractions` either (odds count in whole numbers)."""
    assert _loaded_after("import engine.webapi") == BID_CHECKER_MODULES


def test_a_check_and_its_odds_load_nothing_more() -> None:
    """ARCHITECTURE: «`check_ops.py` (`rules`, `check`, `odds`) loads with the package»."""
    code = ("import engine.webapi as w\n"
            "w.handle('check', '{\"rules\": \"perudo\", \"dice_in_play\": 12, "
            "\"history\": \"3x4\", \"bid\": \"4x4\", \"own\": \"1 4 4\"}')\n"
            "w.handle('odds', '{\"bid\": \"5x3\", \"unseen\": 10}')")
    assert _loaded_after(code) == BID_CHECKER_MODULES


@pytest.mark.parametrize(("op", "module"), [
    ("referee", "engine.webapi.referee_ops"),
    ("game_new", "engine.webapi.game_ops"),
    ("drill", "engine.webapi.drill_ops"),
    ("game_review", "engine.webapi.review_ops"),
])
def test_other_operations_load_their_module_on_first_use(op: str, module: str) -> None:
    """ARCHITECTURE: «`referee_ops.py` (`referee`) and `game_ops.py` (`game_*`, `walk`» … «are
    imported on their first call, so the bid checker never compiles the round machine»."""
    loaded = _loaded_after(f"import engine.webapi as w\nw.handle({op!r}, '{{}}')")
    assert module in loaded and loaded > BID_CHECKER_MODULES


def test_every_public_name_is_the_object_its_module_defines() -> None:
    """ARCHITECTURE: «the public API, each name imported from its module on first use»."""
    for name in engine.__all__:
        module = import_module(f"engine.{engine._EXPORTS[name]}")
        assert getattr(engine, name) is getattr(module, name), name
    assert sorted(engine.__all__) == sorted(engine._EXPORTS)
    assert set(engine.__all__) <= set(dir(engine))
    with pytest.raises(AttributeError, match="no attribute 'Referee'"):
        engine.Referee  # noqa: B018
