"""On pages that hold a widget, Material's search index is built when the reader wants search.

Material starts its search worker on every page load and has it build the
whole bilingual index at once (a few hundred milliseconds of CPU). On a widget
page that is exactly when Pyodide compiles its WebAssembly, on the same cores,
and the worker's scripts are bytes the reader may never need. Material lets a
site swap its search worker (``__config.search``, the URL Material passes to
``new Worker``); :func:`defer_search` swaps it, on widget pages only, for a
small worker (``tutorial/search/on-demand-worker.js``) that keeps Material's
setup message and imports Material's own worker once the page says the reader
is about to search (``tutorial/widgets/search-on-demand.js``). Search itself
is Material's, unchanged: same index, same results, same highlighting.

The small worker is served from Material's worker directory
(:data:`WORKER_PATH`), so Material's relative URLs (``../lunr/...``) still
resolve, and names Material's worker by file name only (``?worker=``).
"""

from __future__ import annotations

import json
import re
from pathlib import Path, PurePosixPath
from urllib.parse import quote

SOURCE = Path(__file__).resolve().parent / "search" / "on-demand-worker.js"
WORKER_PATH = "assets/javascripts/workers/search-on-demand.js"
_SCRIPT_SAFE = {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "'": "\\u0027"}
CONFIG = re.compile(r'(<script id="__config" type="application/json">)(.*?)(</script>)', re.S)


class SearchConfigError(ValueError):
    """The page's Material configuration is not what :func:`defer_search` can rewrite."""


def defer_search(html: str) -> str:
    """``html`` with Material's search worker swapped for the on-demand one.

    A page without Material's configuration, or without search, is returned
    unchanged; a configuration that is not a JSON object naming a worker in
    Material's worker directory raises :class:`SearchConfigError`.
    """
    match = CONFIG.search(html)
    if match is None:
        return html
    try:
        config = json.loads(match.group(2))
    except json.JSONDecodeError as error:
        raise SearchConfigError(f"Material's __config is not JSON: {error}") from None
    if not isinstance(config, dict):
        raise SearchConfigError("Material's __config is not a JSON object")
    worker = config.get("search")
    if not worker:
        return html
    if not isinstance(worker, str) or not worker.endswith(".min.js"):
        raise SearchConfigError(f"Material's search worker is not a script URL: {worker!r}")
    material = PurePosixPath(worker)
    if material.parent.name != "workers":
        raise SearchConfigError(f"Material's search worker is not in its workers/ "
                                f"directory: {worker!r}")
    config["search"] = (f"{material.parent / PurePosixPath(WORKER_PATH).name}"
                        f"?worker={quote(material.name)}")
    text = json.dumps(config, ensure_ascii=False)
    for char, escaped in _SCRIPT_SAFE.items():  # as Jinja's tojson does
        text = text.replace(char, escaped)
    return f"{html[:match.start(2)]}{text}{html[match.end(2):]}"
