"""The drills' links to a section of a rules page land on a heading of the built page.

Source: issue 15, feedback «links to the rules page that explains it»; the brief of audit 3,
item 4: the 大话骰 reasons link to the 大话骰 page's sections, in both languages (the Chinese
page gives those headings the English ids, so one link fits both).
"""

from __future__ import annotations

import re
from pathlib import Path

from engine.drills.pages import PAGES, SECTIONS

HEADING_ID = re.compile(r'<h[1-6][^>]*\bid="([^"]+)"')
LANG_ROOT = {"en": "", "zh": "zh/"}


def test_every_drill_section_is_a_heading_of_its_page_in_each_language(
        built_site: Path) -> None:
    """Issue 15: «links to the rules page that explains it»; audit 3, item 4: the section
    named for a reason is a heading id of the built page in English and in Chinese."""
    for reason, section in SECTIONS.items():
        for lang, root in LANG_ROOT.items():
            html = (built_site / root / PAGES[reason] / "index.html").read_text(
                encoding="utf-8")
            assert section in HEADING_ID.findall(html), (reason, lang, section)
