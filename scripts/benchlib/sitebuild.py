"""Site build time: the full bilingual build with every example checked vs DUDO_CHECKS=0.

Each build is timed twice: wall time, and the CPU time the build's processes
used (user + system, from the children's rusage). On a shared, noisy machine
wall times of the same build vary by a quarter from run to run, while CPU time
measures the work the checks add; the target is judged on CPU time, and the
wall-time ratio is shown beside it.
"""

from __future__ import annotations

import os
import resource
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

from scripts.benchlib.report import Row, Unavailable, ratio, seconds
from scripts.benchlib.stats import median

TARGET = 1.25


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def build_once(root: Path, checks: bool, site_dir: Path) -> tuple[float, float]:
    """Wall and CPU seconds of one `scripts/build-site` into site_dir; Unavailable if it fails."""
    env = {**os.environ, "DUDO_CHECKS": "1" if checks else "0", "NO_MKDOCS_2_WARNING": "1"}
    start, cpu_start = time.perf_counter(), _children_cpu()
    done = subprocess.run([str(root / "scripts" / "build-site"), "--site-dir", str(site_dir)],
                          cwd=root, env=env, capture_output=True, text=True, check=False)
    elapsed, cpu = time.perf_counter() - start, _children_cpu() - cpu_start
    shutil.rmtree(site_dir, ignore_errors=True)
    if done.returncode != 0:
        warnings = [ln.split("-", 1)[-1].strip() for ln in done.stderr.splitlines()
                    if ln.startswith(("WARNING", "ERROR"))]
        first = (warnings or done.stderr.strip().splitlines() or ["no output"])[0].strip()
        kind = "checked" if checks else "DUDO_CHECKS=0"
        raise Unavailable(f"the site build fails ({kind}, {max(1, len(warnings))} problems), "
                          f"first: {first[:100]}")
    return elapsed, cpu


def rows(root: Path, runs: int) -> list[Row]:
    """Median build times, runs interleaved ABBA so drift hits both sides alike."""
    if not (root / "scripts" / "build-site").exists():
        raise Unavailable("scripts/build-site is missing")
    order = [(i % 4) in (1, 2) for i in range(2 * runs)]  # False, True, True, False, ...
    wall: dict[bool, list[float]] = {True: [], False: []}
    cpu: dict[bool, list[float]] = {True: [], False: []}
    with tempfile.TemporaryDirectory(prefix="dudo-bench-build-") as tmp:
        build_once(root, False, Path(tmp) / "warmup")  # file cache and jieba's dictionary cache
        for index, checks in enumerate(order):
            elapsed, used = build_once(root, checks, Path(tmp) / f"site-{index}")
            wall[checks].append(elapsed)
            cpu[checks].append(used)
    overhead = median(cpu[True]) / median(cpu[False])
    return [
        Row(f"Site build, en+zh, CPU time (median of {runs})",
            figure=f"checked: {seconds(median(cpu[True]))}",
            baseline=f"DUDO_CHECKS=0: {seconds(median(cpu[False]))}",
            ratio=overhead, target=f"≤ {ratio(TARGET)}", passed=overhead <= TARGET,
            data={"unit": "s", "checked": cpu[True], "unchecked": cpu[False]}),
        Row(f"  wall time (median of {runs})",
            figure=f"checked: {seconds(median(wall[True]))}",
            baseline=f"DUDO_CHECKS=0: {seconds(median(wall[False]))}",
            ratio=median(wall[True]) / median(wall[False]), target="diagnostic",
            data={"unit": "s", "checked": wall[True], "unchecked": wall[False]}),
    ]
