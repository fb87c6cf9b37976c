"""Site build time: the full bilingual build with every example checked vs DUDO_CHECKS=0."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

from scripts.benchlib.report import Row, Unavailable, ratio, seconds
from scripts.benchlib.stats import median

TARGET = 1.25


def build_once(root: Path, checks: bool, site_dir: Path) -> float:
    """Wall time of one `scripts/build-site` into site_dir; Unavailable if it fails."""
    env = {**os.environ, "DUDO_CHECKS": "1" if checks else "0", "NO_MKDOCS_2_WARNING": "1"}
    start = time.perf_counter()
    done = subprocess.run([str(root / "scripts" / "build-site"), "--site-dir", str(site_dir)],
                          cwd=root, env=env, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - start
    shutil.rmtree(site_dir, ignore_errors=True)
    if done.returncode != 0:
        warnings = [ln.split("-", 1)[-1].strip() for ln in done.stderr.splitlines()
                    if ln.startswith(("WARNING", "ERROR"))]
        first = (warnings or done.stderr.strip().splitlines() or ["no output"])[0].strip()
        kind = "checked" if checks else "DUDO_CHECKS=0"
        raise Unavailable(f"the site build fails ({kind}, {max(1, len(warnings))} problems), "
                          f"first: {first[:100]}")
    return elapsed


def rows(root: Path, runs: int) -> list[Row]:
    """Median build times, runs interleaved ABBA so drift hits both sides alike."""
    if not (root / "scripts" / "build-site").exists():
        raise Unavailable("scripts/build-site is missing")
    order = [(i % 4) in (1, 2) for i in range(2 * runs)]  # False, True, True, False, ...
    times: dict[bool, list[float]] = {True: [], False: []}
    with tempfile.TemporaryDirectory(prefix="dudo-bench-build-") as tmp:
        build_once(root, False, Path(tmp) / "warmup")  # file cache and jieba's dictionary cache
        for index, checks in enumerate(order):
            times[checks].append(build_once(root, checks, Path(tmp) / f"site-{index}"))
    checked, unchecked = median(times[True]), median(times[False])
    overhead = checked / unchecked
    return [Row(
        f"Site build, en+zh (median of {runs})",
        figure=f"checked: {seconds(checked)}",
        baseline=f"DUDO_CHECKS=0: {seconds(unchecked)}",
        ratio=overhead,
        target=f"≤ {ratio(TARGET)}",
        passed=overhead <= TARGET,
        data={"unit": "s", "checked": times[True], "unchecked": times[False]},
    )]
