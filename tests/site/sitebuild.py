"""Helpers for the site tests: build a docs tree with MkDocs, copy the tree, serve a build.

Run as ``python -m tests.site.sitebuild SITE``, it makes the suite's one build of the working
tree ahead of pytest (``scripts/test`` starts it in the background, see ``build_once``).
"""

from __future__ import annotations

import fcntl
import functools
import http.server
import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def build(project: Path, site: Path, checks: bool = True) -> subprocess.CompletedProcess[str]:
    """`mkdocs build --strict` of the project at `project` into `site`; output captured."""
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "DUDO_CHECKS": "1" if checks else "0"}
    return subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-f",
         str(project / "mkdocs.yml"), "-d", str(site)],
        cwd=project, env=env, capture_output=True, text=True, timeout=600, check=False,
    )


def build_once(site: Path) -> str:
    """Build the working tree into ``site`` unless a process of this run already did.

    Processes building the same ``site`` (pytest-xdist workers, and the build scripts/test
    starts ahead of pytest) take turns on a lock file beside it: the first builds and
    records the outcome beside ``site``, the others wait for it and read it. Returns ''
    when the site is built, else the failed build's output.
    """
    outcome = site.with_name(site.name + ".failed")
    with site.with_name(site.name + ".lock").open("w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        if not (site / "index.html").exists() and not outcome.exists():
            result = build(ROOT, site)
            if result.returncode != 0:
                outcome.write_text(f"{result.stdout}\n{result.stderr}", encoding="utf-8")
        return outcome.read_text(encoding="utf-8") if outcome.exists() else ""


def copy_project(target: Path) -> Path:
    """A copy of mkdocs.yml and docs/ under `target`, with tutorial/ linked, ready to edit."""
    target.mkdir(parents=True, exist_ok=True)
    shutil.copy2(ROOT / "mkdocs.yml", target / "mkdocs.yml")
    shutil.copytree(ROOT / "docs", target / "docs")
    (target / "tutorial").symlink_to(ROOT / "tutorial")
    return target


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@contextmanager
def serve(directory: Path) -> Iterator[str]:
    """Serve `directory` on 127.0.0.1 (a free port) and yield the base URL."""
    handler = functools.partial(_QuietHandler, directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def reader_text(markdown: str) -> str:
    """What a reader sees of rewritten Markdown: each claim's span unwrapped and unescaped."""
    import html
    import re
    return re.sub(r'<span class="claim">(.*?)</span>', lambda m: html.unescape(m.group(1)),
                  markdown)


def main(argv: list[str]) -> int:
    """Build the working tree into ``argv[0]`` once, as the test workers would (same lock)."""
    site = Path(argv[0]).resolve()
    site.parent.mkdir(parents=True, exist_ok=True)
    failed = build_once(site)
    print(failed or f"built {site}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
