"""A 404 page in each language: ``/404.html`` English, ``/zh/404.html`` Chinese (issue 11).

MkDocs renders Material's ``404.html`` once per build at the site's root, and
mkdocs-static-i18n runs the Chinese build after the English one into the same
site, so the root page ended up Chinese for everyone. :func:`keep_each_language`
runs at ``on_post_template``: in a build of another language than the default it
writes that build's page to ``<lang>/404.html`` and hands MkDocs back the default
language's page, already written at the root, to write there again.
"""

from __future__ import annotations

from pathlib import Path

NOT_FOUND = "404.html"


def keep_each_language(output: str, template_name: str, site: Path,
                       lang_dir: str | None) -> str:
    """The root 404 page MkDocs should write; ``lang_dir``'s own copy goes under it.

    ``lang_dir`` is the language's folder for a build of a non-default language
    (``"zh"``), ``None`` for the default language's build.
    """
    if template_name != NOT_FOUND or lang_dir is None:
        return output
    target = site / lang_dir / NOT_FOUND
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(output, encoding="utf-8")
    default = site / NOT_FOUND
    return default.read_text(encoding="utf-8") if default.is_file() else output
