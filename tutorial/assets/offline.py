"""The site's service worker, ``sw.js``: ``offline-sw.js`` under the facts of this build.

``write_worker`` puts a ``BUILD`` constant above ``offline-sw.js``: a SHA-256 of
every file of the build (so any change gives a new cache and deletes the old
one), the shell to cache at install, the pages of each language (its 404 page
included; the worker keeps a language's pages once a page of that language asks
it to, see ``offline-sw.js``), the directory of each language, and the runtime
(Pyodide, wheel, trimmed stdlib, widget code) to cache once a widget page has
been visited, and the words of the page it writes, in each language, for a page that is
not saved when the reader is offline. With ``DUDO_SERVICE_WORKER=0`` at build time ``sw.js``
is ``offline-sw-off.js`` instead, a worker that deletes this site's caches and
unregisters itself, so readers who had the old one lose it on their next visit
(and pages register nothing: ``tutorial/render/offline_head.py``).
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Mapping
from pathlib import Path

from tutorial.paths import LANGUAGE_DIRS, language_of

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "offline-sw.js"
KILL_SWITCH = HERE / "offline-sw-off.js"
WORKER = "sw.js"
# The engine's runtime and the widgets' own files: cached once a widget page is visited.
RUNTIME_DIRS = ("assets/pyodide/", "assets/widgets/")
# What every page loads: the theme's assets, and the site's own styles and page scripts
# (extra_css, extra_javascript), kept at install so the first page opened offline has them.
SHELL_DIRS = ("assets/", "stylesheets/", "javascripts/")
# Kept out of the install-time cache: compressed copies (the browser never asks for
# them by name), the runtime (cached after a widget page), and the search index, its
# workers and source maps (cached when they are first fetched).
NOT_SHELL = (".br", ".gz", ".map")
EXTRA_SHELL = ("manifest.webmanifest", "zh/manifest.webmanifest")
# The words of the page the worker writes for a page not saved offline (catalogue keys
# "offline.KEY"; tutorial/render/offline_head.offline_words gives them per language).
OFFLINE_WORDS = ("title", "unsaved", "saved", "none", "retry")
Words = Mapping[str, Mapping[str, str]]


def enabled() -> bool:
    """Whether this build registers the service worker (``DUDO_SERVICE_WORKER`` != ``0``)."""
    return os.environ.get("DUDO_SERVICE_WORKER", "1").strip() != "0"


def _write_if_changed(path: Path, data: bytes) -> None:
    if not (path.exists() and path.read_bytes() == data):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)


def build_info(site: Path, words: Words | None = None) -> dict[str, object]:
    """What ``sw.js`` needs to know of this build (see the module doc)."""
    files = sorted(p for p in site.rglob("*") if p.is_file()
                   and p.relative_to(site).as_posix() != WORKER and p.suffix not in (".br", ".gz"))
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.relative_to(site).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    names = [p.relative_to(site).as_posix() for p in files]
    pages: dict[str, list[str]] = {lang: [] for lang in LANGUAGE_DIRS}
    for name in names:
        if name.endswith("index.html") or name.rsplit("/", 1)[-1] == "404.html":
            pages[language_of(name)].append(name.removesuffix("index.html") or "./")
    runtime = [n for n in names if n.startswith(RUNTIME_DIRS)]
    shell = [n for n in names if n.startswith(SHELL_DIRS) and n not in runtime
             and not n.endswith(NOT_SHELL) and "/lunr/" not in n and "/search/" not in n
             and not n.startswith(("assets/javascripts/workers/", "assets/bench/"))]
    shell += [n for n in EXTRA_SHELL if n in names]
    return {"version": digest.hexdigest()[:16], "pages": pages, "languages": LANGUAGE_DIRS,
            "shell": sorted(set(shell)), "runtime": runtime, "words": dict(words or {})}


def write_worker(site: Path, words: Words) -> None:
    """Write ``sw.js`` into ``site`` (the kill switch when the worker is off), with the
    offline page's ``words`` per language (``OFFLINE_WORDS`` of each)."""
    if not enabled():
        _write_if_changed(site / WORKER, KILL_SWITCH.read_bytes())
        return
    info = json.dumps(build_info(site, words), ensure_ascii=False)
    script = f"const BUILD = {info};\n{SOURCE.read_text(encoding='utf-8')}"
    _write_if_changed(site / WORKER, script.encode())
