"""Reader text that lives outside the pages, with the file and line it is written on.

The prose lints (issue 20) read more than Markdown: the worked examples' narrative text
(`title`, `note`, `step_notes` in `docs/examples/*.yml`), the widgets' catalogue
(`tutorial/widgets/ui.json`) and the engine's messages as the widgets show them
(`engine/messages.py`). Each string comes with its language and the line it starts on, so a
finding points where an author edits it.
"""

from __future__ import annotations

import ast
import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from engine import messages
from tutorial.checks.examples import example_files
from tutorial.checks.yaml_lines import StrictLoader, line_map
from tutorial.words.catalogue import LANGS

UI_CATALOGUE = Path("tutorial/widgets/ui.json")
ENGINE_MESSAGES = Path("engine/messages.py")
NARRATIVE_KEYS = ("title", "note", "step_notes")


@dataclass(frozen=True)
class ReaderString:
    """One string a reader sees: where it is written, its language and its text."""

    source: str
    line: int
    lang: str
    text: str
    key: str


def _texts(node: Any, path: tuple[str, ...]) -> Iterator[tuple[tuple[str, ...], str, str]]:
    """(path, lang, text) for each `{en, zh}` leaf under `node`."""
    if isinstance(node, Mapping):
        if set(node) >= set(LANGS) and all(isinstance(node[lang], str) for lang in LANGS):
            for lang in LANGS:
                yield (*path, lang), lang, node[lang]
            return
        for key, value in node.items():
            yield from _texts(value, (*path, str(key)))


def example_strings(docs_dir: Path, shown_root: Path) -> Iterator[ReaderString]:
    """The narrative text of every worked example (examples that cannot be read are the
    examples check's to report, and are skipped here)."""
    for path in example_files(docs_dir).values():
        try:
            source = path.read_text(encoding="utf-8")
            data = yaml.load(source, Loader=StrictLoader)
            lines = line_map(yaml.compose(source, Loader=StrictLoader))
        except (OSError, UnicodeDecodeError, ValueError, RecursionError, yaml.YAMLError):
            continue
        if not isinstance(data, Mapping):
            continue
        shown = path.relative_to(shown_root).as_posix()
        for key in NARRATIVE_KEYS:
            for where, lang, text in _texts(data.get(key), (key,)):
                yield ReaderString(shown, lines.get(where, lines.get(where[:1], 1)), lang,
                                   " ".join(text.split()), ".".join(where))


def _line_of(source: str, text: str) -> int:
    """The line of the file where `text` (as JSON writes it) first appears, else 1."""
    at = source.find(json.dumps(text, ensure_ascii=False)[1:-1])
    return source.count("\n", 0, at) + 1 if at >= 0 else 1


def ui_strings(root: Path) -> Iterator[ReaderString]:
    """Every en/zh text of the widgets' catalogue."""
    path = root / UI_CATALOGUE
    source = path.read_text(encoding="utf-8")
    for where, lang, text in _texts(json.loads(source), ()):
        yield ReaderString(UI_CATALOGUE.as_posix(), _line_of(source, text), lang, text,
                           ".".join(where))


def engine_strings(root: Path) -> Iterator[ReaderString]:
    """Every en/zh text of the engine's catalogue and phrases, at the line its dict opens."""
    path = root / ENGINE_MESSAGES
    if not path.exists():  # a project copy that links only tutorial/: read the engine in use
        path = Path(messages.__file__)
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if not isinstance(node, ast.Dict):
            continue
        keys = [k.value if isinstance(k, ast.Constant) else None for k in node.keys]
        if set(keys) != set(LANGS):
            continue
        for key, value in zip(keys, node.values, strict=True):
            try:
                text = ast.literal_eval(value)
            except ValueError:
                continue
            if isinstance(text, str) and isinstance(key, str):
                yield ReaderString(ENGINE_MESSAGES.as_posix(), value.lineno, key, text, key)


def all_reader_strings(root: Path, docs_dir: Path) -> Iterator[ReaderString]:
    """Every reader string outside the pages: example narratives, widget and engine text."""
    yield from example_strings(docs_dir, root)
    yield from ui_strings(root)
    yield from engine_strings(root)
