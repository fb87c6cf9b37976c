"""The id of the engine's runtime, which keys its memory snapshot (issue 23, item 2).

The brief: the snapshot is «keyed by an id of the exact runtime + engine wheel + build»,
and «a new build's key differs». ``tutorial/assets/runtime.py`` hashes every file that
shapes the started runtime's memory (Pyodide, the standard library, the wheel, its lock
file, the worker's scripts) into ``assets/pyodide/runtime-id.json``; a file that never
runs in the engine worker (a widget's page module) leaves it alone.
"""

from __future__ import annotations

import json
from pathlib import Path

from tutorial.assets.runtime import RUNTIME_ID, runtime_id


def _files(folder: Path) -> dict[str, Path]:
    names = ("assets/pyodide/pyodide.asm.wasm", "assets/pyodide/dudo_engine-0.1.0-py3-none-any.whl",
             "assets/widgets/engine-worker.js", "assets/widgets/practice.js")
    files = {}
    for name in names:
        path = folder / name.replace("/", "_")
        path.write_bytes(name.encode())
        files[name] = path
    return files


def test_the_runtime_id_changes_with_the_wheel_and_the_worker_only(tmp_path: Path) -> None:
    """The brief: a snapshot keyed by «the exact runtime + engine wheel»: a changed wheel or
    worker script gives a new id, a changed page module does not."""
    files = _files(tmp_path)
    first = runtime_id(files)
    files["assets/widgets/practice.js"].write_bytes(b"changed")
    assert runtime_id(files) == first
    for name in ("assets/pyodide/dudo_engine-0.1.0-py3-none-any.whl",
                 "assets/widgets/engine-worker.js"):
        files[name].write_bytes(b"changed " + name.encode())
        assert runtime_id(files) != first
        first = runtime_id(files)


def test_the_built_site_names_its_runtime(built_site: Path) -> None:
    """The brief: the worker keys its snapshot by the runtime's id, which the build writes."""
    found = json.loads((built_site / RUNTIME_ID).read_text(encoding="utf-8"))
    assert set(found) == {"id"} and len(found["id"]) == 32
    assert int(found["id"], 16) >= 0
