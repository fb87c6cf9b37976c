"""The build's en/zh catalogue and the widgets' (ui.json): same keys and placeholders in both
languages, and no key that no code asks for."""

from __future__ import annotations

import re
import string
from pathlib import Path

from engine.rules import OPTION_NAMES, PRESETS, option_values
from tutorial.words.catalogue import LANGS, MESSAGES, bid_words
from tutorial.render.widget_pages import ui_catalogue

TUTORIAL = Path(__file__).resolve().parents[2] / "tutorial"
# Every place a key can be asked for: the build's Python, its templates and the widgets' JS.
CODE = "\n".join(p.read_text(encoding="utf-8") for pattern in ("*.py", "*.j2", "*.js")
                 for p in sorted(TUTORIAL.rglob(pattern)) if p.name != "catalogue.py")
# Keys whose name is built at run time, each family with the code that builds it.
BUILT = re.compile("|".join((
    r"claim\.(legal|loses|decide)\.\w+",  # claims.py: _show_with(prefix), f"{prefix}.{answer}"
    r"opt\.\w+\.\w+", r"preset\.[\w-]+",  # figure_view.py: f"opt.{k}.{v}", f"preset.{preset}"
    r"preset\.[\w-]+\.again",  # pages.py: f"preset.{name}.again", a name after its gloss
    r"fig\.call\.(dudo|calza|pi|open|fanpi|concede)", r"fig\.transfer\.[13]",  # figure_view.py
    r"odds\.caption\.\w+",  # odds_table.html.j2: "odds.caption." ~ table.kind
    r"grades\.(col|unit)\.\w+",  # grade_lines.html.j2: "grades.col." ~ g, "grades.unit." ~ unit
    r"level\.\w+",  # ladder_view.py f"level.{level}"; practice-setup.js `level.${level}`
    r"speed\.\w+",  # practice-setup.js `speed.${s}`
    r"offline\.(title|unsaved|saved|none|retry)",  # offline.py f"offline.{key}", OFFLINE_WORDS
    r"act\.(dudo|calza)",  # practice-table.js `act.${call}`
    r"say\.(bid|dudo|calza|kai|pi|open|fanpi|concede)(_pressure)?",  # practice-words.js `say.${…}`
    r"bid\.mode\.[zf]",  # practice-words.js `bid.mode.${mode}` (a 大话骰 bid's 斋 or 飞)
    r"bid\.mark\.[zf]",  # dice-view.js bidBadge `bid.mark.${mode}` (the mark after the die)
    r"act\.mode\.(fei|zhai)",  # practice-table.js kindWords `act.mode.${mode}`
    r"wt\.a\.\w+",  # walkthrough.js `wt.a.${choice}`
    r"lens\.(label|help|elsewhere)",  # game_lens.py lens_control f"lens.{key}"
    r"lens\.(for|phrase)(_all_but)?",  # game_lens.py label f"lens.{kind}_all_but"
    r"lens\.chooser\.\w+", r"lens\.desc\.[\w-]+",  # game_lens.py chooser f"lens.chooser.{key}"
    r"face\.[1-6]\.(one|many)",  # practice-words.js `face.${f}.${…}`
    r"topic\.\w+", r"q\.\w+",  # drills.js `topic.${topic}`, `q.${q.kind}`
    r"a\.(legal|illegal|none|any)", r"page\.[\w/-]+",  # drills.js `a.${choice}`, `page.${…}`
    r"move\.(bid|dudo|calza|pi|open|fanpi|concede)(_pressure)?",  # drills.js `move.${call}` and `${key}_pressure`
    r"said\.(dudo|kai|calza|pi|open|fanpi|concede)",  # drills.js moves(): `said.${call}`
    r"coach\.move\.(dudo|calza|kai|pi|open|fanpi|concede|play_on)",  # practice-coach.js `coach.move.${call}`
    r"call\.\w+",  # table-view.js `call.${call}` (each call of the rules, from the engine's view)
    r"count\.(with_ones|ones_only|face_only)",  # table-view.js `count.${pending.counting}`
    r"night\.by\.(wins|points|penalties)",  # table-night.js `night.by.${answer.measure}`
    # practice-coach.js revealLine(): `coach.line.${cause}`
    r"coach\.line\.(luck|mistake|unsure|forced|likely|got_away|missed|kept|none|won_game)",
    # a round that took nothing but was worth something (practice-review.js, practice-coach.js:
    # `gained.${review.unit}` as the cause)
    r"(coach\.line|review\.you)\.gained\.(dice|points|penalties)",
    # practice-review.js: `review.grade.${d.grade}`, `review.round.${result}`,
    # `review.how.${review.unit}`, `review.you.${cause}`; practice-coach.js, practice-review.js
    # and practice-review-drills.js: `grade.mark.${grade}`, `cost.${unit}`, `unit.${unit}`;
    # practice-words.js why(): `why.${fact.kind}`
    r"review\.grade\.\w+", r"review\.round\.\w+", r"review\.how\.(dice|points|penalties)",
    r"review\.you\.(luck|mistake|unsure|forced|likely|got_away|missed|kept|won_game)", r"grade\.mark\.\w+",
    r"cost\.(dice|points|penalties)", r"unit\.(dice|points|penalties)",
    r"why\.(hold|lack|count)", r"why\.counted\.(zhai|fei)",  # practice-words.js `why.counted.${…}`
)))


def _used(key: str) -> bool:
    named = re.search(f"[\"'`]{re.escape(key)}[\"'`]", CODE)
    return BUILT.fullmatch(key) is not None or named is not None


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_both_languages_have_the_same_keys_and_placeholders() -> None:
    """Every build text exists in en and zh, with the same {placeholders}.

    Source: ARCHITECTURE.md, «labels in `tutorial/words/catalogue.py`».
    """
    assert set(MESSAGES) == set(LANGS)
    assert MESSAGES["en"].keys() == MESSAGES["zh"].keys()
    for key, english in MESSAGES["en"].items():
        assert _fields(english) == _fields(MESSAGES["zh"][key]), key


def test_bids_read_naturally_in_each_language() -> None:
    """Bids read as each language writes them: five threes, one six, 14 twos; 5个六.

    Source: ARCHITECTURE.md, «labels in `tutorial/words/catalogue.py`».
    """
    assert bid_words("en", 5, 3) == "five threes"
    assert bid_words("en", 1, 6) == "one six"
    assert bid_words("en", 14, 2) == "14 twos"
    assert bid_words("zh", 5, 6) == "5个六"


def test_every_build_text_is_asked_for_by_some_code() -> None:
    """Brief: «catalogue keys no code uses» are dead code: each key of tutorial/words/catalogue.py is
    named in the build's code or belongs to a family of keys built there (BUILT)."""
    assert [key for key in MESSAGES["en"] if not _used(key)] == []


def test_every_widget_text_is_asked_for_by_some_code() -> None:
    """Brief: «catalogue keys no code uses» are dead code: each key of ui.json is named in a
    widget or template, or is built there; a `KEY.you_PARAM` variant has its KEY
    (practice-words.js); `options` names only the engine's options. Issue 10: «Each preset has
    one display name per language, defined once»: the widgets take the build catalogue's
    `preset.*`, and ui.json has no names of its own."""
    catalogue = ui_catalogue()
    unused = [(section, key) for section, texts in catalogue.items()
              if section != "options" for key in texts
              if not (_used(key) or (".you_" in key and key.split(".you_")[0] in texts))]
    assert unused == []
    assert "presets" not in catalogue
    assert all(MESSAGES[lang][f"preset.{p}"] for lang in LANGS for p in PRESETS)
    values = {f"{name}.{value}" for name in OPTION_NAMES for value in option_values(name)}
    assert set(catalogue["options"]) <= set(OPTION_NAMES) | values
