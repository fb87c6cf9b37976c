"""./scripts/serve's command line (issue 6: "serves it at http://127.0.0.1:8000", port
overridable); bad arguments are refused before any set-up runs."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

SERVE = Path(__file__).resolve().parents[2] / "scripts" / "serve"


def run(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(SERVE), *args], capture_output=True, text=True, timeout=30,
                          check=False, env=None if env is None else {**os.environ, **env})


def test_help_names_the_port_option() -> None:
    """--help names the --port option and the 127.0.0.1 address.

    Source: issue 6, «serves it at http://127.0.0.1:8000».
    """
    done = run("--help")
    assert done.returncode == 0
    assert "--port N" in done.stdout and "127.0.0.1" in done.stdout


@pytest.mark.parametrize("args", [("--port", "80a"), ("--port=",), ("--port", "-1")])
def test_a_port_that_is_not_a_number_is_refused(args: tuple[str, ...]) -> None:
    """A port that is not a number is refused (status 2) before anything is set up.

    Source: issue 6, «serves it at http://127.0.0.1:8000».
    """
    done = run(*args)
    assert done.returncode == 2
    assert done.stderr.startswith("error: the port must be a number")
    assert "==>" not in done.stderr  # nothing was set up


def test_unknown_argument_is_refused() -> None:
    """An unknown argument is refused in one line pointing at --help.

    Source: issue 6, «serves it at http://127.0.0.1:8000».
    """
    done = run("--host", "0.0.0.0")
    assert done.returncode == 2
    assert done.stderr == "error: unknown argument: --host (try --help)\n"


@pytest.mark.parametrize(("args", "env"), [
    (("--port", "99999"), {}), (("--port", "0"), {}), (("--port", "000065536"), {}),
    ((), {"PORT": "abc"}), ((), {"PORT": "70000"}),
])
def test_a_port_out_of_range_is_one_line_exit_two(args: tuple[str, ...],
                                                  env: dict[str, str]) -> None:
    """issue 14: «`--port 99999`, `--port -1` and `PORT=abc` give tracebacks instead of a
    one-line error» (here: refused before any set-up, one line, status 2)."""
    done = run(*args, env=env)
    assert (done.returncode, done.stderr.count("\n")) == (2, 1)
    assert done.stderr.startswith("error: the port must be a number from 1 to 65535")
