"""Where the tests find what the repository does not hold: the source documents.

The project's own documents are in the tree: the spec (``spec/rulesets.md``, the rules contract
the engine implements), ARCHITECTURE.md and README.md. The five seeds (other people's rule
pages, which the spec and ``docs/sources.yml`` quote) and the platform notes (facts measured
on this kind of machine, which some tests quote) are not, and never will be: they live in a
folder beside the repository, ``../shared`` (``seeds/NNN_*.txt``, ``notes/platform-notes.md``),
where CI has them.

One setting says where that folder is: the environment variable ``DUDO_SOURCE_DOCUMENTS``,
defaulting to ``../shared``. Only the tests that compare a quotation with the full text of one
of those documents read it, and only through :func:`source_documents`; marked with
:func:`needs_source_documents`, they are skipped when the folder or a document is absent, each
with one line that names what is missing and the setting.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "spec" / "rulesets.md"
SETTING = "DUDO_SOURCE_DOCUMENTS"
DEFAULT_FOLDER = ROOT.parent / "shared"
# The outside documents by the name a citation gives them: seeds by number, the notes by name.
SEED_NAMES = ("000", "001", "002", "003", "004")
NOTES = {"platform-notes": Path("notes") / "platform-notes.md"}


def folder() -> Path:
    """The folder of the outside documents: ``$DUDO_SOURCE_DOCUMENTS``, else ``../shared``."""
    configured = os.environ.get(SETTING, "").strip()
    return Path(configured).expanduser().resolve() if configured else DEFAULT_FOLDER


def _locate(name: str) -> tuple[Path, str]:
    """Where document ``name`` (a seed number or a notes name) should be, and a glob for it."""
    if name in SEED_NAMES:
        return folder() / "seeds", f"{name}_*.txt"
    if name in NOTES:
        path = folder() / NOTES[name]
        return path.parent, path.name
    raise KeyError(f"no outside document is called {name!r}")


def find_source_document(name: str) -> Path | None:
    """The path of document ``name`` (``"000"`` … ``"004"``, ``"platform-notes"``), or None."""
    where, pattern = _locate(name)
    found = sorted(where.glob(pattern)) if where.is_dir() else []
    if len(found) > 1:
        raise AssertionError(f"{where} holds {len(found)} files for {name!r}: {found}")
    return found[0] if found else None


def needs_source_documents(*names: str) -> pytest.MarkDecorator:
    """A mark that skips a test, with one line naming what is missing and the setting, when
    any of documents ``names`` cannot be found (reported at the test's own line)."""
    missing = [name for name in names if find_source_document(name) is None]
    return pytest.mark.skipif(
        bool(missing),
        reason=f"source documents {', '.join(missing)} not found in {folder()} (the repository "
               f"does not hold them): set {SETTING} to the folder that has seeds/ and notes/ "
               "to compare quotations with them")


def source_documents(*names: str) -> dict[str, Path]:
    """The paths of documents ``names``, for a test marked with :func:`needs_source_documents`."""
    found = {name: find_source_document(name) for name in names}
    missing = [name for name, path in found.items() if path is None]
    assert not missing, f"mark the test with needs_source_documents({', '.join(missing)})"
    return {name: path for name, path in found.items() if path is not None}
