"""Only reader files are published: every file of the built site is of a kind listed here.

Issue 23, item 4: «the build publishes `/prose-numbers.yml` (an internal allow-list) to
the site; only reader files belong in `site/`». The list below names each kind of file a
reader's browser asks for (pages, the theme, search, the widgets and their runtime, the
offline worker and manifests); a file of any other kind, such as a build input from
`docs/`, fails the test until it is kept out (``exclude_docs`` in mkdocs.yml) or listed
here with its reason.
"""

from __future__ import annotations

import re
from pathlib import Path

# (pattern of a path relative to site/, why a reader's browser needs it)
PUBLISHED: tuple[tuple[str, str], ...] = (
    (r"(zh/)?([a-z0-9-]+/)*index\.html", "a page"),
    (r"(zh/)?404\.html", "the not-found page of each language"),
    (r"(zh/)?manifest\.webmanifest", "the web app manifest of each language"),
    (r"(zh/)?search/search_index\.json", "the search index of each language"),
    (r"sw\.js", "the offline service worker"),
    (r"assets/examples\.json", "the worked examples the walkthrough plays"),
    (r"assets/(images/favicon|icons/icon-[0-9]+)\.png", "the favicon and app icons"),
    (r"assets/stylesheets/[a-z]+\.[0-9a-f]+\.min\.css(\.map)?", "Material's styles (and their map)"),
    (r"assets/javascripts/bundle\.[0-9a-f]+\.min\.js(\.map)?", "Material's script (and its map)"),
    (r"assets/javascripts/workers/search\.[0-9a-f]+\.min\.js(\.map)?", "Material's search worker"),
    (r"assets/javascripts/workers/search-dudo\.js", "the site's search worker"),
    (r"assets/javascripts/search-input\.js", "the search box's input script"),
    (r"assets/javascripts/lunr/(min/lunr\.[a-z.]+\.min\.js|tinyseg\.js|wordcut\.js)",
     "search's language support"),
    (r"assets/widgets/[a-z-]+\.(js|css)", "a widget's module or style"),
    (r"assets/widgets/vendor/qrcode\.js", "the QR code library the table companion imports"),
    (r"assets/pyodide/(pyodide\.asm\.wasm|pyodide\.asm\.mjs|pyodide\.mjs|python_stdlib\.zip"
     r"|pyodide-lock\.json|sizes\.json|runtime-id\.json|dudo_engine-[0-9.]+-py3-none-any\.whl)",
     "the engine's runtime"),
    (r"stylesheets/[a-z]+\.css", "the site's styles (extra_css)"),
    (r"javascripts/[a-z-]+\.js", "the site's page scripts"),
)
COMPRESSED = (".br", ".gz")  # copies of a published file, sent by Accept-Encoding


def _kind(path: str) -> str | None:
    """Why ``path`` is published, or None when it is of no listed kind."""
    for suffix in COMPRESSED:
        path = path.removesuffix(suffix)
    for pattern, reason in PUBLISHED:
        if re.fullmatch(pattern, path):
            return reason
    return None


def test_every_published_file_is_a_reader_file(built_site: Path) -> None:
    """Issue 23: «only reader files belong in `site/`»: each file matches a listed kind."""
    files = sorted(p.relative_to(built_site).as_posix() for p in built_site.rglob("*")
                   if p.is_file())
    assert files
    assert [path for path in files if _kind(path) is None] == []


def test_the_build_inputs_beside_the_pages_are_not_published(built_site: Path) -> None:
    """Issue 23: «the build publishes `/prose-numbers.yml` (an internal allow-list) to the
    site»: no YAML or JSON read only by the build (allow-lists, sources, examples, the bot
    ladder's figures) reaches ``site/``, in either language."""
    for name in ("prose-numbers.yml", "parity-exceptions.yml", "sources.yml",
                 "data/bot-ladder.json", "zh/prose-numbers.yml"):
        assert not (built_site / name).exists(), name
    assert not list(built_site.rglob("*.yml"))


def test_the_list_refuses_a_new_kind_of_file() -> None:
    """Issue 23: «a test of the published file list (an allow-list of kinds/paths that fails
    on anything new)» (the brief): files of unlisted kinds are refused, listed ones kept."""
    assert _kind("prose-numbers.yml") is None
    assert _kind("data/bot-ladder.json") is None
    assert _kind("assets/widgets/ui.json") is None
    assert _kind("notes.txt") is None
    assert _kind("zh/rules/bidding/index.html") == "a page"
    assert _kind("assets/pyodide/pyodide.asm.wasm.br") == "the engine's runtime"
