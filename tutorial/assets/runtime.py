"""The site's runtime files: Pyodide, the engine wheel with its lock file, the widgets' code.

After the build, Pyodide's runtime files (from ``node_modules/pyodide``, with the standard
library trimmed by ``stdlib_trim``), the engine wheel with its site-local
``pyodide-lock.json`` (from ``build/wheel``, rebuilt when the engine changed), the widgets'
JS/CSS (and the browser libraries they import, ``VENDORED``), the site's search worker and
the search box's input script are copied into ``site/assets/``, with
``assets/pyodide/sizes.json`` (the byte size of each file the worker downloads, for its
progress bar) and ``assets/pyodide/runtime-id.json`` (a hash of every file that shapes the
started runtime's memory: Pyodide, the standard library, the wheel, its lock file and the
worker's own scripts; the engine worker keys its memory snapshot by it, see
``tutorial/widgets/engine-snapshot.js``). Nothing is fetched from another host.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

from mkdocs.exceptions import PluginError

from tutorial.assets import engine_wheel, search_on_demand, stdlib_trim
from tutorial.paths import PYODIDE_DIR, PYODIDE_FILES, ROOT, WIDGET_ASSETS, WIDGETS_DIR

# The site's python_stdlib.zip is the trimmed one (STDLIB), beside Pyodide's own PYODIDE_FILES.
STDLIB = "assets/pyodide/python_stdlib.zip"
STDLIB_BUILD = ROOT / "build" / "stdlib" / "python_stdlib.zip"
# What the worker downloads through fetch(), whose bytes its progress bar counts.
SIZES = "assets/pyodide/sizes.json"
FETCHED = ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
# The id of the started runtime (engine-snapshot.js), and the widget scripts that run in the
# engine worker before its snapshot is made (so a change to them changes the id too).
RUNTIME_ID = "assets/pyodide/runtime-id.json"
WORKER_SCRIPTS = ("engine-worker.js", "engine-wheel.js", "engine-snapshot.js")


def _copy(source: Path, target: Path) -> None:
    """Copy one file unless an identical copy (same size and mtime) is already there."""
    if target.exists():
        a, b = source.stat(), target.stat()
        if a.st_size == b.st_size and int(a.st_mtime) == int(b.st_mtime):
            return
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(source, target)


def runtime_files() -> dict[str, Path]:
    """Every file the site serves for the engine, keyed by its path under the site."""
    missing = [n for n in PYODIDE_FILES if not (PYODIDE_DIR / n).exists()]
    if missing:
        raise PluginError(f"node_modules/pyodide lacks {', '.join(missing)}: run `npm ci` "
                          "(./scripts/serve and ./scripts/test do it)")
    try:
        built = engine_wheel.build()
    except engine_wheel.WheelError as error:
        raise PluginError(str(error)) from None
    files = {f"assets/pyodide/{n}": PYODIDE_DIR / n for n in PYODIDE_FILES}
    try:
        files[STDLIB] = stdlib_trim.build(STDLIB_BUILD)
    except stdlib_trim.StdlibError as error:
        raise PluginError(str(error)) from None
    files["assets/pyodide/pyodide-lock.json"] = built.lock
    files[f"assets/pyodide/{built.wheel.name}"] = built.wheel
    for path in sorted(WIDGETS_DIR.glob("*.js")) + sorted(WIDGETS_DIR.glob("*.css")):
        files[f"{WIDGET_ASSETS}{path.name}"] = path
    files.update(search_on_demand.ASSETS)
    files.update(vendored())
    return files


# Browser libraries the widgets import, from node_modules (package-lock.json pins them),
# served as plain ES modules beside the widgets (each keeps its licence header): the table
# companion's QR code of a share link (qrcode-generator, MIT).
VENDORED = {
    "vendor/qrcode.js": Path("qrcode-generator/dist/qrcode.mjs"),
}


def vendored() -> dict[str, Path]:
    """The vendored browser libraries, keyed by their path under the site."""
    modules = ROOT / "node_modules"
    missing = [str(path) for path in VENDORED.values() if not (modules / path).exists()]
    if missing:
        raise PluginError(f"node_modules lacks {', '.join(missing)}: run `npm ci` "
                          "(./scripts/serve and ./scripts/test do it)")
    return {f"{WIDGET_ASSETS}{name}": modules / path for name, path in VENDORED.items()}


def runtime_id(files: dict[str, Path]) -> str:
    """A hash of the files (of ``runtime_files``) that make the started runtime's memory."""
    digest = hashlib.sha256()
    for relative in sorted(files):
        name = Path(relative).name
        if relative.startswith("assets/pyodide/") or name in WORKER_SCRIPTS:
            digest.update(relative.encode() + b"\0")
            digest.update(hashlib.sha256(files[relative].read_bytes()).digest())
    return digest.hexdigest()[:32]


def _write_text(target: Path, text: str) -> None:
    if not target.exists() or target.read_text(encoding="utf-8") != text:
        target.write_text(text, encoding="utf-8")


def copy_runtime(site: Path) -> None:
    """Copy Pyodide, the engine wheel, its lock file and the widget modules into `site`."""
    files = runtime_files()
    for relative, source in files.items():
        _copy(source, site / relative)
    sizes = {Path(name).name: path.stat().st_size for name, path in files.items()
             if Path(name).name in FETCHED or name.endswith(".whl")}
    _write_text(site / SIZES, json.dumps(sizes, sort_keys=True))
    _write_text(site / RUNTIME_ID, json.dumps({"id": runtime_id(files)}))
