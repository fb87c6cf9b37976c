"""Loading worked examples (`docs/examples/ID.yml`) and checking their shape.

An example holds `round` (a referee transcript), `expect` (the claims its prose
makes) and optional `title`, `note` and `step_notes` in English and Chinese (folded YAML
lines may break Chinese text anywhere: the space folding leaves between two
Chinese characters is dropped).
Every problem is raised as an `ExampleError` that says what is wrong and where.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from tutorial.catalogue import LANGS

ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9-]*$")
_CJK = "\u2e80-\u9fff\u3000-\u303f\uff00-\uffef"
_CJK_GAP = re.compile(f"(?<=[{_CJK}])\\s+(?=[{_CJK}])")
OUTCOME_KEYS: tuple[str, ...] = (
    "call", "caller", "bid", "bidder", "wild_ones", "count", "bid_holds", "loser", "winner",
    "dice_change", "dice_after", "eliminated", "next_opener", "transfer", "scores_after",
)
VERDICT_KEYS: tuple[str, ...] = ("legal", "reason", "action")
EXPECT_KEYS: tuple[str, ...] = VERDICT_KEYS + OUTCOME_KEYS
TOP_KEYS: tuple[str, ...] = ("round", "expect", "title", "note", "step_notes")

Text = dict[str, str]
_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class ExampleError(ValueError):
    """A worked example that cannot be used; the message names the file and the problem."""


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


def _texts(value: Any, where: str) -> Text:
    if not isinstance(value, dict) or set(value) != set(LANGS):
        raise ExampleError(f"{where} must have exactly the keys {', '.join(LANGS)}")
    for lang in LANGS:
        if not isinstance(value[lang], str) or not value[lang].strip():
            raise ExampleError(f"{where}.{lang} must be non-empty text")
    return {lang: _tidy(lang, value[lang]) for lang in LANGS}


def _tidy(lang: str, value: str) -> str:
    """Trim; in Chinese, drop the spaces YAML folding leaves between two CJK characters."""
    value = value.strip()
    return _CJK_GAP.sub("", value) if lang == "zh" else value


def _step_notes(value: Any) -> dict[int, Text]:
    if not isinstance(value, dict):
        raise ExampleError("step_notes must map action numbers (0, 1, …) to {en, zh} notes")
    notes: dict[int, Text] = {}
    for key, note in value.items():
        if not isinstance(key, int) or isinstance(key, bool) or key < 0:
            raise ExampleError(f"step_notes key {key!r} must be an action number (0, 1, …)")
        notes[key] = _texts(note, f"step_notes.{key}")
    return notes


def _expect(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict) or not value:
        raise ExampleError("expect must be a non-empty mapping of claims")
    unknown = sorted(str(k) for k in value if k not in EXPECT_KEYS)
    if unknown:
        raise ExampleError(f"unknown expect key(s) {', '.join(unknown)} "
                           f"(known: {', '.join(EXPECT_KEYS)})")
    if value.get("legal") is False and "reason" not in value:
        raise ExampleError("an illegal round's expect needs reason: CODE")
    if ("reason" in value or "action" in value) and value.get("legal") is not False:
        raise ExampleError("reason and action only go with legal: false")
    return dict(value)


def parse_example(example_id: str, path: str, source: str) -> Example:
    """Build an Example from YAML text; raise ExampleError on any problem."""
    if not ID_PATTERN.match(example_id):
        raise ExampleError(f"the file name must be lower-case letters, digits and dashes, "
                           f"not {example_id!r}")
    try:
        data = yaml.load(source, Loader=_LOADER)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark is not None else ""
        problem = getattr(error, "problem", None) or str(error)
        raise ExampleError(f"is not valid YAML{where}: {problem}") from None
    if not isinstance(data, dict):
        raise ExampleError("must be a YAML mapping with the keys round and expect")
    unknown = sorted(str(k) for k in data if k not in TOP_KEYS)
    if unknown:
        raise ExampleError(f"unknown key(s) {', '.join(unknown)} (known: {', '.join(TOP_KEYS)})")
    for key in ("round", "expect"):
        if key not in data:
            raise ExampleError(f"is missing the key {key}")
    if not isinstance(data["round"], dict):
        raise ExampleError("round must be a referee transcript (a mapping)")
    return Example(
        id=example_id,
        path=path,
        round=data["round"],
        expect=_expect(data["expect"]),
        title=_texts(data["title"], "title") if "title" in data else None,
        note=_texts(data["note"], "note") if "note" in data else None,
        step_notes=_step_notes(data["step_notes"]) if "step_notes" in data else {},
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
