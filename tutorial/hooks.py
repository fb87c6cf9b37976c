"""MkDocs hooks (see `hooks:` in mkdocs.yml): glue between MkDocs events and `tutorial.pages`.

Problems are logged as errors on the `mkdocs.plugins.dudo` logger, so
`mkdocs build --strict` fails after reporting every one of them (errors, not
warnings: `mkdocs build -q` silences warnings before `--strict` can count them).
"""

from __future__ import annotations

import json
import logging
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from mkdocs.utils import meta  # noqa: E402

from tutorial.example_pairs import unpaired_examples  # noqa: E402
from tutorial.ladder import LADDER_FILE, LadderSource  # noqa: E402
from tutorial.markup import find_directives  # noqa: E402
from tutorial.pages import PageInfo, fill_placeholders, process_page  # noqa: E402
from tutorial.practice_link import PRACTICE_PAGE, relative_practice_url  # noqa: E402
from tutorial.registry import Registry, checks_enabled  # noqa: E402

log = logging.getLogger("mkdocs.plugins.dudo")

_state: dict[str, Any] = {"registry": None, "blocks": {}, "reported": False}


def _project_root(config: Any) -> Path:
    return Path(config.config_file_path).resolve().parent


def _shown(path: Path, config: Any) -> str:
    """`path` as messages name it: relative to the project when it is inside."""
    try:
        return path.resolve().relative_to(_project_root(config)).as_posix()
    except ValueError:
        return str(path)


def _registry(config: Any) -> Registry:
    registry = _state["registry"]
    if registry is None:
        registry = Registry(Path(config.docs_dir), _project_root(config), checks_enabled())
        _state["registry"] = registry
    assert isinstance(registry, Registry)
    return registry


def _used_examples(docs_dir: Path) -> set[str]:
    used = set()
    for page in docs_dir.rglob("*.md"):
        for d in find_directives(page.read_text(encoding="utf-8")):
            parts = d.body.split()
            if len(parts) == 2 and parts[0] == "example":
                used.add(parts[1])
    return used


def on_pre_build(config: Any) -> None:
    """Judge the examples no page uses (the ones pages use are reported at their use)."""
    if _state["reported"]:
        return
    _state["reported"] = True
    registry = _registry(config)
    used = _used_examples(Path(config.docs_dir))
    for record in registry.records():
        if record.path.rsplit("/", 1)[-1].removesuffix(".yml") not in used:
            for problem in record.problems:
                log.error(f"{record.path} (not used by any page): {problem}")
    for problem in unpaired_examples(Path(config.docs_dir), _project_root(config)):
        log.error(problem)


def _lang(page: Any) -> str:
    locale = getattr(page.file, "locale", None)
    if isinstance(locale, str) and locale:
        return locale.split("-")[0].split("_")[0]
    return "zh" if page.file.src_uri.endswith(".zh.md") else "en"


def _line_offset(path: str) -> int:
    source = Path(path).read_text(encoding="utf-8-sig")
    body, _ = meta.get_data(source)
    return source.count("\n", 0, len(source) - len(body)) if source.endswith(body) else 0


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    """Check and render every directive of the page."""
    src = Path(page.file.abs_src_path)
    shown = _shown(src, config)
    ladder_path = Path(config.docs_dir) / LADDER_FILE
    ladder = LadderSource(ladder_path, _shown(ladder_path, config))
    lang = _lang(page)
    practice = relative_practice_url(files, lang, page.url)
    info = PageInfo(shown, _line_offset(str(src)), lang, practice)
    result = process_page(markdown, info, _registry(config), ladder)
    for problem in result.problems:
        log.error(problem)
    if result.examples and practice is None:
        log.error(f"{shown}: its worked examples link to their walkthrough on "
                  f"{PRACTICE_PAGE}.md, which this build does not have")
    _state["blocks"][page.file.src_uri + "@" + info.lang] = result.blocks
    return result.markdown


def on_page_content(html: str, page: Any, config: Any, files: Any) -> str:
    """Swap the placeholders for the figures and tables."""
    blocks = _state["blocks"].pop(page.file.src_uri + "@" + _lang(page), {})
    return fill_placeholders(html, blocks) if blocks else html


def on_post_build(config: Any) -> None:
    """Write `assets/examples.json` for the walkthrough widget."""
    target = Path(config.site_dir) / "assets" / "examples.json"
    target.parent.mkdir(parents=True, exist_ok=True)
    data = {"examples": _registry(config).export()}
    target.write_text(json.dumps(data, ensure_ascii=False, sort_keys=False), encoding="utf-8")
