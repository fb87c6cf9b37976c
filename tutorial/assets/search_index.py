"""The search index written as UTF-8, not ``\\u`` escapes.

Material's search plugin writes ``search/search_index.json`` with ASCII escapes,
so each Chinese character (and each zero-width space jieba's segmentation adds)
costs six bytes instead of three, and readers download that index on every
page but the widget pages (where it loads on demand, ``search_on_demand.py``).
The plugin writes the same JSON back in UTF-8 with compact separators, after
mkdocs-static-i18n has written the final index of both languages (its
``on_post_build`` runs at priority -100, so this one runs later).
"""

from __future__ import annotations

import json
from pathlib import Path

INDEX = Path("search") / "search_index.json"


def compact(text: str) -> str:
    """The same JSON document as ``text``, in UTF-8 with no optional whitespace."""
    return json.dumps(json.loads(text), ensure_ascii=False, separators=(",", ":"))


def compact_index(site_dir: Path) -> None:
    """Rewrite the site's search index in place, if the build wrote one."""
    path = site_dir / INDEX
    if path.exists():
        path.write_text(compact(path.read_text(encoding="utf-8")), encoding="utf-8")
