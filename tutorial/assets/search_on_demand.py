"""Each page's search: its language's index, the site's worker, and on widget pages on demand.

Material's page configuration (``<script id="__config">``) says where search
lives: ``base`` (the index is ``{base}/search/search_index.json``, result
locations are resolved against it) and ``search`` (the URL Material passes to
``new Worker``; any worker that speaks its setup/ready/query/result messages
will do). :func:`configure_search` rewrites both on every page:

* ``base`` becomes the home of the page's language (``../../zh/`` on
  ``/zh/rules/ones/``), where ``tutorial/assets/search_index.py`` writes that
  language's own index with locations relative to it: Chinese pages search
  Chinese pages only, English pages English ones. Nothing else in Material's
  bundle reads ``base`` on this site (no instant navigation, no versions).
* ``search`` names the site's worker (``tutorial/assets/search/worker.js``, served
  at :data:`WORKER_PATH` beside Material's, told Material's worker by file
  name, ``?worker=``), which cuts Chinese queries into the index's words before
  Material's worker searches.

On a page that holds a widget, where Pyodide downloads and compiles its
WebAssembly at load on the same cores, search also waits for the reader:

* the worker is also given the language's index (``?index=``, relative to the
  worker) and fetches and builds it only once the page says the reader is about
  to search (``tutorial/widgets/search-on-demand.js``); ``?suggest=1`` when
  the ``search.suggest`` feature is on, for the setup message it sends;
* the search form loses its ``name="search"``, which is how Material decides
  to fetch the index on the page's main thread at load. The one thing given up
  there: a search result that links to one of these pages does not highlight
  the searched words on it (Material's highlighting reads the index on the main
  thread).
"""

from __future__ import annotations

import json
import posixpath
import re
from pathlib import Path, PurePosixPath
from urllib.parse import urlencode

from tutorial.assets.search_index import index_path

SOURCE = Path(__file__).resolve().parent / "search" / "worker.js"
WORKER_PATH = "assets/javascripts/workers/search-dudo.js"
# On every page (mkdocs.yml extra_javascript): paste, IME and autofill start a search.
INPUT_SCRIPT = Path(__file__).resolve().parent / "search" / "search-input.js"
INPUT_SCRIPT_PATH = "assets/javascripts/search-input.js"
# What the build copies into the site for search, by path under the site.
ASSETS = {WORKER_PATH: SOURCE, INPUT_SCRIPT_PATH: INPUT_SCRIPT}
CONFIG = re.compile(r'(<script id="__config" type="application/json">)(.*?)(</script>)', re.S)
SEARCH_FORM = re.compile(r'(<form class="md-search__form")\s+name="search"(\s*>)')
_SCRIPT_SAFE = {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "'": "\\u0027"}


class SearchConfigError(ValueError):
    """The page's Material configuration is not what :func:`configure_search` can rewrite."""


def worker_url(material_worker: str, features: list[str], index: str | None = None) -> str:
    """The site's worker URL beside ``material_worker`` (a URL as Material wrote it).

    ``index`` (site-relative) makes the worker load that index on demand.
    """
    material = PurePosixPath(material_worker)
    if material.parent.name != "workers" or not material.name.endswith(".min.js"):
        raise SearchConfigError(f"Material's search worker is not a script in its workers/ "
                                f"directory: {material_worker!r}")
    query = {"worker": material.name}
    if index is not None:
        query["index"] = posixpath.relpath(index, posixpath.dirname(WORKER_PATH))
        if "search.suggest" in features:
            query["suggest"] = "1"
    return f"{material.parent / PurePosixPath(WORKER_PATH).name}?{urlencode(query, safe='/')}"


def configure_search(html: str, home: str, on_demand: bool) -> str:
    """``html`` searching the language whose home is ``home``, through the site's worker.

    ``on_demand`` (a page with a widget) also defers the index (see the module
    doc). A page without Material's configuration, or without search, is
    returned unchanged; a configuration or search form this function cannot
    read raises :class:`SearchConfigError`.
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
    if not isinstance(worker, str):
        raise SearchConfigError(f"Material's search worker is not a script URL: {worker!r}")
    features = config.get("features") or []
    config["search"] = worker_url(worker, features if isinstance(features, list) else [],
                                  index_path(home) if on_demand else None)
    if home:
        base = config.get("base")
        if not isinstance(base, str):
            raise SearchConfigError(f"Material's base is not a URL: {base!r}")
        config["base"] = f"{base.rstrip('/')}/{home}"
    text = json.dumps(config, ensure_ascii=False)
    for char, escaped in _SCRIPT_SAFE.items():  # as Jinja's tojson does
        text = text.replace(char, escaped)
    html = f"{html[:match.start(2)]}{text}{html[match.end(2):]}"
    if not on_demand:
        return html
    html, forms = SEARCH_FORM.subn(r"\1\2", html)
    if forms != 1:
        raise SearchConfigError(f'expected one <form class="md-search__form" name="search">, '
                                f"found {forms}")
    return html
