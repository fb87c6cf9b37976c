"""Where the build's inputs live in the repository, and where widget files go in the site.

A leaf module: every other part of `tutorial` may import it, and it imports nothing of theirs.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TUTORIAL = ROOT / "tutorial"
WIDGETS_DIR = TUTORIAL / "widgets"
WIDGET_TEMPLATES = WIDGETS_DIR / "templates"
RENDER_TEMPLATES = TUTORIAL / "render" / "templates"
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
# The only Pyodide files a page needs (no CDN, no other package wheels), published as npm
# ships them; the standard library is published trimmed (tutorial/assets/runtime.py).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")

# Under the built site.
WIDGET_ASSETS = "assets/widgets/"
LOADER = WIDGET_ASSETS + "loader.js"
WORKER = WIDGET_ASSETS + "engine-worker.js"
STYLESHEET = WIDGET_ASSETS + "widgets.css"

# Each language's directory in the site; a page outside every other one is English.
LANGUAGE_DIRS = {"en": "", "zh": "zh/"}


def language_of(path: str) -> str:
    """The language of a page at ``path`` (relative to the site root, e.g. ``zh/faq/``)."""
    return max((lang for lang, folder in LANGUAGE_DIRS.items()
                if path.startswith(folder) or path == folder.rstrip("/")),
               key=lambda lang: len(LANGUAGE_DIRS[lang]))
