"""scripts/setup.sh on a fresh machine: a missing python3-venv is installed with apt-get or
named in one line, and a Node.js older than the pinned Pyodide needs stops in one line.

Source: issue 14, "Fresh machine"; README: «Both work on a fresh Debian machine with Python
3.11 and Node 20, and do all the set-up themselves».
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

SETUP = Path(__file__).resolve().parents[2] / "scripts" / "setup.sh"
TOOLS = ("bash", "id", "cat", "dirname", "touch")

# A python3 whose venv works only once the fake apt-get has "installed" python3-venv.
FAKE_PYTHON = """#!/bin/bash
case "$*" in
  *ensurepip*) [ -e "$(dirname "$0")/venv-installed" ] ;;
  *version_info*) exit 0 ;;
  *) exit 0 ;;
esac
"""
FAKE_APT = """#!/bin/bash
echo "$*" >> "$(dirname "$0")/apt.log"
case "$*" in *install*python3-venv*) touch "$(dirname "$0")/venv-installed" ;; esac
"""


def _bin(tmp_path: Path, fakes: dict[str, str]) -> Path:
    """A PATH folder holding only the basic tools and the given fake programs."""
    folder = tmp_path / "bin"
    folder.mkdir()
    for tool in TOOLS:
        found = shutil.which(tool)
        assert found is not None
        (folder / tool).symlink_to(found)
    for name, script in fakes.items():
        (folder / name).write_text(script, encoding="utf-8")
        (folder / name).chmod(0o755)
    return folder


def _run(folder: Path, function: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(folder / "bash"), "-c", f'source "{SETUP}"; {function}; echo done'],
        capture_output=True, text=True, env={"PATH": str(folder)}, timeout=60, check=False)


@pytest.mark.skipif(os.getuid() != 0, reason="the fake apt-get is called without sudo as root")
def test_a_missing_venv_module_is_installed_with_apt_get(tmp_path: Path) -> None:
    """issue 14: «`scripts/setup.sh` assumes `python3 -m venv` works (Debian ships it
    separately as `python3-venv`) ... install what is missing»."""
    folder = _bin(tmp_path, {"python3": FAKE_PYTHON, "apt-get": FAKE_APT})
    done = _run(folder, "ensure_venv")
    assert done.stdout == "done\n", done.stderr
    assert "install -y -qq python3-venv" in (folder / "apt.log").read_text(encoding="utf-8")


def test_without_apt_get_a_missing_venv_module_is_one_clear_line(tmp_path: Path) -> None:
    """issue 14: «install what is missing or stop with one clear line»."""
    folder = _bin(tmp_path, {"python3": FAKE_PYTHON})
    done = _run(folder, "ensure_venv")
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("error: python3-venv")


@pytest.mark.parametrize(("version", "ok"), [
    ("v16.20.2", False), ("v17.9.1", False), ("v18.0.0", True), ("v20.19.2", True),
    ("v22.1.0", True), ("", False), ("nonsense", False),
])
def test_node_older_than_pyodide_needs_stops_in_one_line(tmp_path: Path, version: str,
                                                         ok: bool) -> None:
    """issue 14: «never checks the Node version»; the pinned pyodide package's engines field
    asks for node >=18."""
    node = f"#!/bin/bash\necho '{version}'\n"
    folder = _bin(tmp_path, {"node": node, "npm": "#!/bin/bash\n"})
    done = _run(folder, "ensure_node")
    if ok:
        assert (done.returncode, done.stdout, done.stderr) == (0, "done\n", "")
    else:
        assert (done.returncode, done.stdout) == (1, "")
        assert done.stderr.count("\n") == 1 and "Node.js" in done.stderr


def test_missing_node_is_one_clear_line(tmp_path: Path) -> None:
    """issue 14: «check Node ... or stop with one clear line»."""
    done = _run(_bin(tmp_path, {}), "ensure_node")
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr.startswith("error: Node.js 18 or later") and done.stderr.count("\n") == 1


def test_the_node_bound_is_what_the_pinned_pyodide_asks_for() -> None:
    """issue 14: «check Node ≥ 18 (what the project needs)» — read from
    node_modules/pyodide/package.json, not assumed."""
    package = SETUP.parents[1] / "node_modules" / "pyodide" / "package.json"
    engines = json.loads(package.read_text(encoding="utf-8"))["engines"]["node"]
    wanted = engines.removeprefix(">=").split(".")[0]
    assert f"NODE_MAJOR_NEEDED={wanted} " in SETUP.read_text(encoding="utf-8")
