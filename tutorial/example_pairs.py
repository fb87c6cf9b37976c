"""Every worked example a page places is placed in both languages of that page.

README: "Put `[[example ID]]` on a line of its own in both the English page and the
Chinese (`.zh.md`) page." A page pair is `page.md` and `page.zh.md` (the i18n suffix
layout); an example placed on one side only, or on an English page whose Chinese page is
missing (MkDocs would silently show the English page under `/zh/`), is a problem naming
the file and line where it is placed.
"""

from __future__ import annotations

from pathlib import Path

from tutorial.markup import find_directives


def placed_examples(markdown: str) -> dict[str, int]:
    """The examples a page places, each with the line of its first `[[example ID]]`."""
    placed: dict[str, int] = {}
    for d in find_directives(markdown):
        parts = d.body.split()
        if len(parts) == 2 and parts[0] == "example":
            placed.setdefault(parts[1], d.line)
    return placed


def _chinese_twin(english: Path) -> Path:
    return english.with_name(english.name.removesuffix(".md") + ".zh.md")


def unpaired_examples(docs_dir: Path, shown_root: Path) -> list[str]:
    """A problem for each example placed in one language of a page pair but not the other."""
    problems = []
    for english in sorted(docs_dir.rglob("*.md")):
        if english.name.endswith(".zh.md"):
            continue
        chinese = _chinese_twin(english)
        sides = [(path, placed_examples(path.read_text(encoding="utf-8"))
                  if path.is_file() else None) for path in (english, chinese)]
        for (path, placed), (other, there) in (sides, sides[::-1]):
            for example, line in (placed or {}).items():
                if there is None or example not in there:
                    shown = path.relative_to(shown_root).as_posix()
                    twin = other.relative_to(shown_root).as_posix()
                    missing = "does not exist" if there is None else "does not place it"
                    problems.append(f"{shown}:{line}: [[example {example}]] is placed here, "
                                    f"but {twin} {missing}: an example goes in both languages")
    return problems
