"""What every page's ``<head>`` gets for offline use and installing (``offline_head.html.j2``).

The manifest of the page's language, its icon and theme colour, and, unless the
service worker is off for this build, the script that registers ``sw.js``: on a
page with a widget only once the engine is ready, so the worker never competes
with Pyodide's download, and that page then asks the worker to keep the runtime
for offline use; every page then asks it to keep the pages of its language, or
only itself under the reader's data saver (see ``tutorial/assets/offline-sw.js``).
When a new build's worker is waiting, the page lets it take over and reloads, unless a
widget holds unsaved state (``holdUpdatesWhile`` in ``widget-kit.js``): then it says a
new version is ready, in the page's language, and applies it when the reader chooses.
"""

from __future__ import annotations

from mkdocs.utils import get_relative_url

from tutorial.paths import language_of
from tutorial.render.app_manifest import ICONS, THEME_HEX, manifest_path
from tutorial.render.html import environment
from tutorial.words.catalogue import text

WORKER = "sw.js"


def add_to_page(html: str, page_url: str, worker: bool) -> str:
    """``html`` with the manifest, icon and (``worker``) service-worker registration."""
    lang = language_of(page_url)
    head = environment().get_template("offline_head.html.j2").render(
        manifest=get_relative_url(manifest_path(lang), page_url),
        icon=get_relative_url(ICONS[192], page_url),
        worker=get_relative_url(WORKER, page_url) if worker else None,
        theme=THEME_HEX, lang=lang,
        words={"ready": text(lang, "update.ready"), "apply": text(lang, "update.apply")})
    return html.replace("</head>", f"{head}\n</head>", 1)
