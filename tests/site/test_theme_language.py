"""Theme words and 404 pages in the reader's language (issue 11, "Site").

Issue 11: «the root `404.html` is Chinese for everyone; the Chinese pages keep
English theme strings (footer "Made with …", "Permanent link" tooltips)». The
built site must have an English 404 page at the root and a Chinese one under
/zh/, and no Chinese page may show any of Material's English interface strings.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import material

from tutorial.words.catalogue import text

MATERIAL_EN = Path(material.__file__).parent / "templates" / "partials" / "languages" / "en.html"
# Keys whose values are settings or the language's own name, not words a reader sees.
NOT_WORDS = ("language", "direction", "search.config.")


def material_english_words() -> set[str]:
    """Every English interface string of Material (its en.html translation table)."""
    source = MATERIAL_EN.read_text(encoding="utf-8")
    table = json.loads(source[source.index("{ {") + 2:source.index("}[key]") + 1])
    return {value for key, value in table.items()
            if not key.startswith(NOT_WORDS) and re.search(r"[A-Za-z]{3}", value)}


def test_each_language_has_its_own_404_page(built_site: Path) -> None:
    """Issue 11: «a 404 page in each language»: /404.html is English (lang="en"),
    /zh/404.html Chinese (lang="zh"), and each links to its own language's home."""
    root = (built_site / "404.html").read_text(encoding="utf-8")
    chinese = (built_site / "zh" / "404.html").read_text(encoding="utf-8")
    assert '<html lang="en"' in root and '<html lang="zh"' in chinese
    assert text("en", "theme.made_with_before").strip() in root
    assert text("zh", "theme.made_with_before").strip() in chinese
    assert "/zh/assets/" not in chinese  # the site's assets stay at the root


def test_chinese_pages_show_no_english_theme_strings(built_site: Path) -> None:
    """Issue 11: «the Chinese pages keep English theme strings (footer "Made with …",
    "Permanent link" tooltips)»: no page under /zh/ holds any of Material's English
    interface strings, nor the footer credit or the permalink title in English."""
    english = material_english_words() | {"Made with", text("en", "theme.permalink")}
    found = []
    for page in sorted((built_site / "zh").rglob("*.html")):
        html = page.read_text(encoding="utf-8")
        found += [f"{page.relative_to(built_site)}: {word}" for word in sorted(english)
                  if re.search(rf"[\">]\s*{re.escape(word)}\s*[\"<]", html)]
    assert found == []


def test_permalinks_and_footer_are_titled_in_each_language(built_site: Path) -> None:
    """Issue 11: theme strings in the page's language: every heading permalink of a
    page carries that language's title, in English on English pages too."""
    for lang, page in (("en", built_site / "rules" / "setup" / "index.html"),
                       ("zh", built_site / "zh" / "rules" / "setup" / "index.html")):
        html = page.read_text(encoding="utf-8")
        titles = set(re.findall(r'class="headerlink" href="[^"]*" title="([^"]*)"', html))
        assert titles == {text(lang, "theme.permalink")}
