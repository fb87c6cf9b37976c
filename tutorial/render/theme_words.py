"""Material's own words in each build's language: heading permalinks and the footer credit.

mkdocs-static-i18n translates Material's interface through ``theme.language``, but
two strings stay English on Chinese pages (issue 11): the ``title`` of every
heading's permalink, which comes from the ``toc`` Markdown extension's
``permalink_title``, and the footer's "Made with Material for MkDocs", which
Material writes without a translation key, and the 404 page's heading (issue 20's audit:
"404 - Not found" on the Chinese 404 page), which ``tutorial/render/theme/404.html`` reads.
:func:`localise_theme` runs at every language build's ``on_config`` (with
mkdocs-static-i18n's language of the build: ``theme.language`` is only switched later)
and sets them from the build catalogue;
``tutorial/render/theme/partials/copyright.html`` reads the footer words from ``config.extra``.
"""

from __future__ import annotations

from typing import Any

from tutorial.words.catalogue import LANGS, text

EXTRA_KEY = "dudo_theme_words"


def localise_theme(config: Any, locale: str) -> None:
    """Put ``locale``'s words (this build's language) into the toc permalinks' title and
    the footer credit."""
    code = locale.split("-")[0].split("_")[0]
    lang = code if code in LANGS else "en"
    toc = config.mdx_configs.setdefault("toc", {})
    toc["permalink_title"] = text(lang, "theme.permalink")
    config.extra[EXTRA_KEY] = {"made_with_before": text(lang, "theme.made_with_before"),
                               "made_with_after": text(lang, "theme.made_with_after"),
                               "not_found": text(lang, "theme.not_found")}
