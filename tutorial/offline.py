"""Offline use and "Add to home screen": the service worker, web app manifests and icons.

* ``add_to_page``: every page's ``<head>`` links its language's manifest, icon and
  theme colour, and registers ``sw.js`` (``templates/offline_head.html.j2``):
  on a page with a widget only once the engine is ready, so the worker never
  competes with Pyodide's download, and that page then asks the worker to keep
  the runtime for offline use.
* ``write``: ``site/sw.js`` is ``tutorial/offline-sw.js`` under a ``BUILD``
  constant (a SHA-256 of every file of the build, the pages of both languages,
  the shell to cache at install, the runtime to cache after a widget page), so
  any change to the site gives a new cache and deletes the old one;
  ``manifest.webmanifest`` and ``zh/manifest.webmanifest`` (names from
  ``tutorial/catalogue.py``); PNG icons drawn here (a die showing five on the
  site's teal, inside the maskable safe zone), with no image library.
* ``DUDO_SERVICE_WORKER=0`` at build time: pages register nothing and
  ``sw.js`` becomes a worker that deletes its caches and unregisters itself,
  so readers who had the old one lose it on their next visit.
"""

from __future__ import annotations

import hashlib
import json
import os
import struct
import zlib
from pathlib import Path

from mkdocs.utils import get_relative_url

from tutorial.catalogue import LANGS, text
from tutorial.render import PIPS, environment

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "tutorial" / "offline-sw.js"
WORKER = "sw.js"
MANIFEST = "manifest.webmanifest"
ICONS = {192: "assets/icons/icon-192.png", 512: "assets/icons/icon-512.png"}
THEME = (0x00, 0x79, 0x6B)  # Material's teal 700: white pips on it pass 4.5:1
# The engine's runtime and the widgets' own files: cached once a widget page is visited.
RUNTIME_DIRS = ("assets/pyodide/", "assets/widgets/")
# Kept out of the install-time cache: compressed copies (the browser never asks for
# them by name), the runtime (cached after a widget page), and the search index, its
# workers and source maps (cached when they are first fetched).
NOT_SHELL = (".br", ".gz", ".map")
# The worker written when DUDO_SERVICE_WORKER=0 (it removes itself and its caches).
KILL_SWITCH = ROOT / "tutorial" / "offline-sw-off.js"


def enabled() -> bool:
    """Whether this build registers the service worker (``DUDO_SERVICE_WORKER`` != ``0``)."""
    return os.environ.get("DUDO_SERVICE_WORKER", "1").strip() != "0"


def _lang_of(page_url: str) -> str:
    return "zh" if page_url == "zh/" or page_url.startswith("zh/") else "en"


def add_to_page(html: str, page_url: str) -> str:
    """``html`` with the manifest, icon and service-worker registration in its head."""
    lang = _lang_of(page_url)
    manifest = MANIFEST if lang == "en" else f"{lang}/{MANIFEST}"
    head = environment().get_template("offline_head.html.j2").render(
        manifest=get_relative_url(manifest, page_url),
        icon=get_relative_url(ICONS[192], page_url),
        worker=get_relative_url(WORKER, page_url) if enabled() else None,
        theme="#{:02x}{:02x}{:02x}".format(*THEME))
    return html.replace("</head>", f"{head}\n</head>", 1)


def _png(size: int) -> bytes:
    """A square RGB PNG: the theme colour with a white five-face of a die in the middle."""
    scale = size * 0.6 / 20  # the die's 20-unit grid fills 60%: inside the maskable zone
    offset = size * 0.2
    radius = 2.2 * scale
    centres = [(offset + x * scale, offset + y * scale) for x, y in PIPS[5]]
    rows = []
    for y in range(size):
        row = bytearray(b"\0")
        for x in range(size):
            pip = any((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= radius ** 2
                      for cx, cy in centres)
            row += b"\xff\xff\xff" if pip else bytes(THEME)
        rows.append(bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def manifest(lang: str) -> dict[str, object]:
    """The web app manifest of one language (paths relative to where it is written)."""
    up = "" if lang == "en" else "../"
    return {
        "name": text(lang, "app.name"), "short_name": text(lang, "app.short_name"),
        "description": text(lang, "app.description"), "lang": lang if lang == "en" else "zh-CN",
        "start_url": "./", "scope": "./", "display": "standalone",
        "theme_color": "#{:02x}{:02x}{:02x}".format(*THEME), "background_color": "#ffffff",
        "icons": [{"src": up + path, "sizes": f"{size}x{size}", "type": "image/png",
                   "purpose": "any maskable"} for size, path in ICONS.items()],
    }


def _write_if_changed(path: Path, data: bytes) -> None:
    if not (path.exists() and path.read_bytes() == data):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)


def build_info(site: Path) -> dict[str, object]:
    """What ``sw.js`` needs to know of this build (see the module doc)."""
    files = sorted(p for p in site.rglob("*") if p.is_file()
                   and p.relative_to(site).as_posix() != WORKER and p.suffix not in (".br", ".gz"))
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.relative_to(site).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    names = [p.relative_to(site).as_posix() for p in files]
    pages = [n.removesuffix("index.html") or "./" for n in names
             if n.endswith("index.html") or n == "404.html"]
    runtime = [n for n in names if n.startswith(RUNTIME_DIRS)]
    shell = [n for n in names if n.startswith(("assets/", "stylesheets/")) and n not in runtime
             and not n.endswith(NOT_SHELL) and "/lunr/" not in n and "/search/" not in n
             and not n.startswith("assets/javascripts/workers/")]
    shell += [MANIFEST, f"zh/{MANIFEST}"]
    return {"version": digest.hexdigest()[:16], "pages": pages, "shell": sorted(set(shell)),
            "runtime": runtime}


def write(site: Path) -> None:
    """Write the icons, both manifests and ``sw.js`` into ``site`` (see the module doc)."""
    for size, path in ICONS.items():
        _write_if_changed(site / path, _png(size))
    for lang in LANGS:
        folder = site if lang == "en" else site / lang
        data = json.dumps(manifest(lang), ensure_ascii=False, indent=1).encode()
        _write_if_changed(folder / MANIFEST, data)
    if not enabled():
        _write_if_changed(site / WORKER, KILL_SWITCH.read_bytes())
        return
    info = json.dumps(build_info(site), ensure_ascii=False)
    script = f"const BUILD = {info};\n{SOURCE.read_text(encoding='utf-8')}"
    _write_if_changed(site / WORKER, script.encode())
