"""Build the engine's pure-Python wheel and the site-local ``pyodide-lock.json`` for it.

``python -m build --wheel`` (hatchling, pyproject.toml) gives a
``py3-none-any`` wheel that Pyodide installs as is: no pyodide-build and no
cross-build environment. The wheel is registered with the ``pyodide-lock``
package in a lock file that keeps Pyodide's own ``info`` block but lists only
the engine (the npm package ships none of the other wheels), so
``loadPackage("dudo-engine")`` fetches it from the site and checks its SHA-256.

The wheel's members are then rewritten *stored* rather than deflated (the same
names and order, so it is the same wheel to any installer): the site serves it
brotli- or gzip-compressed (``precompress``), and one stream over the whole
engine is a third smaller than 47 small deflate streams. Each ``engine/*.py`` is
also stripped of its docstrings, comments and blank lines by the standard
library's stripper (``stdlib_strip.strip_member``: a rewrite ships only when its
syntax tree is proven to be the original's minus the docstrings; the engine reads
no docstring), which takes a third off the brotli bytes of the first visit's
wheel and a little off its import; ``RECORD`` is written again for the new
files. The engine's source tree, its tests and the command line keep the
documented sources: only the site's copy is stripped.

Outputs go to ``build/wheel/``; a fingerprint of the engine's sources skips
the build when nothing changed. Run as ``scripts/build-wheel``.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

from tutorial.assets import stdlib_strip
from tutorial.paths import ROOT

PACKAGE_NAME = "dudo-engine"
LOCK_NAME = "pyodide-lock.json"
STAMP_NAME = "fingerprint.txt"


class WheelError(RuntimeError):
    """The wheel or its lock file could not be built (message says why)."""


@dataclass(frozen=True)
class EngineWheel:
    """Where the built wheel and its lock file are, and the wheel's SHA-256."""

    wheel: Path
    lock: Path
    sha256: str


def fingerprint(root: Path = ROOT) -> str:
    """A hash of everything that goes into the wheel and the lock file."""
    digest = hashlib.sha256()
    pyodide_lock = root / "node_modules" / "pyodide" / LOCK_NAME
    sources = sorted((root / "engine").rglob("*.py"))
    for maker in (Path(__file__), Path(stdlib_strip.__file__)):  # how the wheel is made
        digest.update(maker.read_bytes())
    for path in [root / "pyproject.toml", pyodide_lock, *sources]:
        digest.update(str(path.relative_to(root)).encode())
        digest.update(path.read_bytes() if path.exists() else b"-")
    return digest.hexdigest()


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def check_contents(wheel: Path) -> None:
    """Fail unless the wheel holds only ``engine/`` sources and its own metadata."""
    names = zipfile.ZipFile(wheel).namelist()
    stray = [n for n in names if not (n.startswith("engine/") and n.endswith(".py"))
             and not n.startswith("dudo_engine-")]
    if stray or "engine/__init__.py" not in names:
        raise WheelError(f"{wheel.name} must hold only engine/*.py, found: {stray or names}")


def _record_line(name: str, data: bytes) -> str:
    """A RECORD row (PEP 376/427): name, urlsafe-base64 SHA-256 without padding, size."""
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def store_members(wheel: Path) -> list[str]:
    """Rewrite ``wheel`` in place, every member stored (uncompressed), each engine source
    stripped, RECORD rewritten for them; returns the sources shipped unstripped."""
    temporary = wheel.with_suffix(".stored")
    unstripped: list[str] = []
    with zipfile.ZipFile(wheel) as source:
        members: list[tuple[zipfile.ZipInfo, bytes]] = []
        for info in source.infolist():  # check_contents: every .py is an engine source
            data, kept = stdlib_strip.strip_member(info.filename, source.read(info))
            if kept:
                unstripped.append(info.filename)
            members.append((info, data))
    records = [info.filename for info, _ in members if info.filename.endswith(".dist-info/RECORD")]
    if len(records) != 1:
        raise WheelError(f"{wheel.name} must hold one .dist-info/RECORD, found {records}")
    lines = [_record_line(info.filename, data) for info, data in members
             if info.filename != records[0]]
    record = ("\n".join([*lines, f"{records[0]},,"]) + "\n").encode()
    with zipfile.ZipFile(temporary, "w", zipfile.ZIP_STORED) as stored:
        for info, data in members:
            stored.writestr(stdlib_strip.stored_copy(info),
                            record if info.filename == records[0] else data)
    temporary.replace(wheel)
    return unstripped


def write_lock(wheel: Path, out: Path, root: Path = ROOT) -> None:
    """Write the site-local lock file: Pyodide's ``info`` plus the engine wheel."""
    from pyodide_lock import PyodideLockSpec
    from pyodide_lock.spec import InfoSpec
    from pyodide_lock.utils import add_wheels_to_spec

    source = root / "node_modules" / "pyodide" / LOCK_NAME
    if not source.exists():
        raise WheelError(f"{source} is missing: run `npm ci` first")
    pyodide = json.loads(source.read_text(encoding="utf-8"))
    version = json.loads((source.parent / "package.json").read_text(encoding="utf-8"))["version"]
    # pyodide-lock 0.1.2 wants info.version, which Pyodide 314's lock file no longer has;
    # Pyodide's other packages are left out (their wheels are not in the npm package).
    base = PyodideLockSpec(info=InfoSpec(version=version, **pyodide["info"]), packages={})
    spec = add_wheels_to_spec(base, [wheel], base_path=wheel.parent)
    packages = {name: package.model_dump() for name, package in spec.packages.items()}
    if packages.get(PACKAGE_NAME, {}).get("sha256") != _sha256(wheel):
        raise WheelError(f"pyodide-lock did not register {PACKAGE_NAME} with the wheel's hash")
    lock = {"info": pyodide["info"], "packages": packages}
    out.write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def _build_into(folder: Path, root: Path) -> Path:
    """Build the wheel into ``folder``, check it, and write its lock file next to it."""
    done = subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", str(folder), str(root)],
        capture_output=True, text=True, check=False,
    )
    wheels = sorted(folder.glob("dudo_engine-*-py3-none-any.whl"))
    if done.returncode != 0 or len(wheels) != 1:
        raise WheelError(f"building the engine wheel failed:\n{done.stdout}{done.stderr}")
    check_contents(wheels[0])
    unstripped = store_members(wheels[0])
    if unstripped:
        raise WheelError(f"these engine sources could not be stripped safely: {unstripped}")
    write_lock(wheels[0], folder / LOCK_NAME, root)
    return wheels[0]


def build(root: Path = ROOT, force: bool = False) -> EngineWheel:
    """Build (or reuse, when the sources are unchanged) the wheel and its lock file.

    The new files are made in a private folder and moved in one by one (the
    fingerprint last), so a build running at the same time never sees half a
    wheel or a lock file that does not match it.
    """
    out = root / "build" / "wheel"
    stamp, lock = out / STAMP_NAME, out / LOCK_NAME
    want = fingerprint(root)
    wheels = sorted(out.glob("dudo_engine-*-py3-none-any.whl"))
    fresh = stamp.exists() and stamp.read_text().strip() == want
    if force or not fresh or len(wheels) != 1 or not lock.exists():
        out.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=out.parent, prefix="wheel-") as work:
            built = _build_into(Path(work), root)
            for old in out.glob("dudo_engine-*.whl"):
                if old.name != built.name:
                    old.unlink(missing_ok=True)
            os.replace(built, out / built.name)
            os.replace(Path(work) / LOCK_NAME, lock)
            stamp.write_text(want + "\n")
        wheels = [out / built.name]
    return EngineWheel(wheel=wheels[0], lock=lock, sha256=_sha256(wheels[0]))


def main(argv: list[str] | None = None) -> int:
    """Command line: build (``--force`` rebuilds) and print where the files are."""
    args = sys.argv[1:] if argv is None else argv
    try:
        built = build(force="--force" in args)
    except WheelError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    print(f"{built.wheel.relative_to(ROOT)} sha256={built.sha256}")
    print(f"{built.lock.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
