"""Loading worked examples (`docs/examples/ID.yml`) and checking their shape.

An example holds `round` (a referee transcript), `expect` (the claims its prose
makes), optional `round_number` (which round of its game it is, for the reachability
check) and optional `title`, `note` and `step_notes` in English and Chinese (folded YAML
lines may break Chinese text anywhere: the space folding leaves between two
Chinese characters is dropped).
Every problem is raised as an `ExampleError` that says what is wrong and where:
the YAML is read strictly (`tutorial/checks/yaml_lines.py`) and a problem names the
line of the file it is on.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from tutorial.checks.yaml_lines import (
    MOST_LEVELS,
    StrictLoader,
    YamlPath,
    at_line,
    line_map,
    too_deep,
)
from tutorial.words.catalogue import LANGS
from tutorial.words.spacing import close_gaps

ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9-]*$")
_CJK = "\u2e80-\u9fff\u3000-\u303f\uff00-\uffef"
_CJK_GAP = re.compile(f"(?<=[{_CJK}])\\s+(?=[{_CJK}])")
OUTCOME_KEYS: tuple[str, ...] = (
    "call", "caller", "bid", "bidder", "wild_ones", "count", "bid_holds", "loser", "winner",
    "dice_change", "dice_after", "eliminated", "next_opener", "transfer", "scores_after",
    "stake", "conceded", "mode", "penalties_after",
)
VERDICT_KEYS: tuple[str, ...] = ("legal", "reason", "action")
EXPECT_KEYS: tuple[str, ...] = VERDICT_KEYS + OUTCOME_KEYS
TOP_KEYS: tuple[str, ...] = ("round", "expect", "title", "note", "step_notes",
                             "round_number")

Text = dict[str, str]


class ExampleError(ValueError):
    """A worked example that cannot be used; the message names the problem and its line.

    ``path`` (keys and list positions) says where in the file the problem is, until
    :func:`parse_example` turns it into a line number.
    """

    def __init__(self, message: str, path: tuple[object, ...] = ()) -> None:
        super().__init__(message)
        self.path = path


@dataclass(frozen=True)
class Example:
    """One worked example as written in its YAML file."""

    id: str
    path: str
    round: dict[str, Any]
    expect: dict[str, Any]
    title: Text | None = None
    note: Text | None = None
    step_notes: dict[int, Text] = field(default_factory=dict)
    round_number: int | None = None
    lines: Mapping[YamlPath, int] = field(default_factory=dict, compare=False, repr=False)

    def at(self, *path: object) -> str:
        """`` (line N)``: where ``path`` (e.g. ``"expect", "count"``) is written in the file."""
        return at_line(self.lines, path)


def _texts(value: Any, where: str) -> Text:
    path = tuple(where.split("."))
    if not isinstance(value, dict) or set(value) != set(LANGS):
        raise ExampleError(f"{where} must have exactly the keys {', '.join(LANGS)}", path)
    for lang in LANGS:
        if not isinstance(value[lang], str) or not value[lang].strip():
            raise ExampleError(f"{where}.{lang} must be non-empty text", (*path, lang))
    return {lang: _tidy(lang, value[lang]) for lang in LANGS}


def _tidy(lang: str, value: str) -> str:
    """Trim; in Chinese, drop the spaces YAML folding leaves between two CJK characters or
    next to full-width punctuation (`close_gaps`)."""
    value = value.strip()
    return close_gaps(_CJK_GAP.sub("", value)) if lang == "zh" else value


def _step_notes(value: Any, actions: Any) -> dict[int, Text]:
    if not isinstance(value, dict):
        raise ExampleError("step_notes must map action numbers (0, 1, …) to {en, zh} notes",
                           ("step_notes",))
    last = len(actions) - 1 if isinstance(actions, list) else None
    notes: dict[int, Text] = {}
    for key, note in value.items():
        if not isinstance(key, int) or isinstance(key, bool) or key < 0:
            raise ExampleError(f"step_notes key {key!r} must be an action number (0, 1, …)",
                               ("step_notes", key))
        if last is not None and key > last:
            raise ExampleError(f"step_notes key {key} is past the last action ({last})",
                               ("step_notes", key))
        notes[key] = _texts(note, f"step_notes.{key}")
    return notes


def _expect(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict) or not value:
        raise ExampleError("expect must be a non-empty mapping of claims")
    unknown = [k for k in value if k not in EXPECT_KEYS]
    if unknown:
        raise ExampleError(f"unknown expect key(s) {', '.join(sorted(map(str, unknown)))} "
                           f"(known: {', '.join(EXPECT_KEYS)})", ("expect", unknown[0]))
    if value.get("legal") is False and "reason" not in value:
        raise ExampleError("an illegal round's expect needs reason: CODE", ("expect", "legal"))
    if ("reason" in value or "action" in value) and value.get("legal") is not False:
        raise ExampleError("reason and action only go with legal: false",
                           ("expect", "reason" if "reason" in value else "action"))
    return dict(value)


def parse_example(example_id: str, path: str, source: str) -> Example:
    """Build an Example from YAML text; raise ExampleError on any problem."""
    if not ID_PATTERN.match(example_id):
        raise ExampleError(f"the file name must be lower-case letters, digits and dashes, "
                           f"not {example_id!r}")
    loader = StrictLoader(source)
    try:
        node = loader.get_single_node()
        lines = line_map(node)
        deep = too_deep(node)
        if deep is not None:
            raise ExampleError(f"nests more than {MOST_LEVELS} levels deep (line {deep})")
        data = loader.construct_document(node) if node is not None else None
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark is not None else ""
        problem = getattr(error, "problem", None) or str(error)
        raise ExampleError(f"is not valid YAML{where}: {problem}") from None
    finally:
        loader.dispose()
    try:
        return _example(example_id, path, data, lines)
    except ExampleError as error:
        raise ExampleError(f"{error}{at_line(lines, error.path)}") from None


def _round_number(value: Any) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 99:
        raise ExampleError("round_number must be a whole number of rounds, 1 to 99",
                           ("round_number",))
    return value


def _example(example_id: str, path: str, data: Any, lines: dict[YamlPath, int]) -> Example:
    if not isinstance(data, dict):
        raise ExampleError("must be a YAML mapping with the keys round and expect")
    unknown = [k for k in data if k not in TOP_KEYS]
    if unknown:
        raise ExampleError(f"unknown key(s) {', '.join(sorted(map(str, unknown)))} "
                           f"(known: {', '.join(TOP_KEYS)})", (unknown[0],))
    for key in ("round", "expect"):
        if key not in data:
            raise ExampleError(f"is missing the key {key}")
    if not isinstance(data["round"], dict):
        raise ExampleError("round must be a referee transcript (a mapping)", ("round",))
    return Example(
        id=example_id,
        path=path,
        round=data["round"],
        expect=_expect(data["expect"]),
        title=_texts(data["title"], "title") if "title" in data else None,
        note=_texts(data["note"], "note") if "note" in data else None,
        step_notes=(_step_notes(data["step_notes"], data["round"].get("actions"))
                    if "step_notes" in data else {}),
        round_number=_round_number(data.get("round_number")),
        lines=lines,
    )


def load_example(path: Path, shown_as: str) -> Example:
    """Read one example file; `shown_as` is the path used in messages."""
    try:
        source = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise ExampleError(f"cannot be read: {error}") from None
    return parse_example(path.stem, shown_as, source)


def example_files(docs_dir: Path) -> dict[str, Path]:
    """Every example file under `docs/examples/`, by id."""
    folder = docs_dir / "examples"
    return {p.stem: p for p in sorted(folder.glob("*.yml"))} if folder.is_dir() else {}
