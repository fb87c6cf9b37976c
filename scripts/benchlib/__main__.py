"""`python -m scripts.benchlib`: run every figure against its baseline, print the table,
write bench.json. Run through `scripts/bench`, which sets up and builds first."""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import sys
from collections.abc import Sequence
from pathlib import Path

from engine.rules import PRESETS
from scripts.benchlib import browser, coach_wait, engine, judge, sitebuild
from scripts.benchlib.report import Row, guarded, table, write_json

ROOT = Path(__file__).resolve().parent.parent.parent


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="scripts/bench", description=__doc__)
    parser.add_argument("--quick", action="store_true",
                        help="fewer runs (a smoke test of the bench, not figures to quote)")
    parser.add_argument("--loads", type=int, default=None, metavar="N",
                        help="cold loads of each page (default 5, as issue 6 asks; more gives "
                             "a steadier median on a noisy machine)")
    parser.add_argument("--builds", type=int, default=None, metavar="N",
                        help="site builds of each kind (default 5)")
    parser.add_argument("--only", choices=("build", "browser", "engine", "judge"),
                        action="append", help="measure only these groups (repeatable)")
    parser.add_argument("--games", type=int, default=None, metavar="N",
                        help="self-play games per preset and level for the reading's "
                             "calibration (default 60, 4 with --quick)")
    parser.add_argument("--out", type=Path, default=ROOT / "bench.json",
                        help="where to write the JSON results (default: bench.json)")
    args = parser.parse_args(argv)
    groups = set(args.only or ("build", "browser", "engine", "judge"))
    builds, loads, checks = (1, 2, 20) if args.quick else (5, 5, 100)
    for given in (args.loads, args.builds):
        if given is not None and not 1 <= given <= 50:
            parser.error("--loads and --builds take a number from 1 to 50")
    builds, loads = args.builds or builds, args.loads or loads

    rows: list[Row] = []
    if "build" in groups:
        print(f"bench: site build, checked vs unchecked, {builds} each …", file=sys.stderr)
        rows += guarded("Site build, en+zh", "≤ 1.25×", lambda: sitebuild.rows(ROOT, builds))
    if "browser" in groups:
        print(f"bench: Chromium, {loads} cold loads each, {checks} checks …", file=sys.stderr)
        rows += guarded("Browser figures", "—",
                        lambda: browser.rows(ROOT / "site", loads, checks))
    if "engine" in groups:
        print("bench: engine throughput, CPython and Pyodide under Node …", file=sys.stderr)
        rows += guarded("Engine throughput", "—", lambda: engine.rows(ROOT, args.quick))

    if "judge" in groups:
        games = args.games or (4 if args.quick else 60)
        print(f"bench: the judge's calibration ({games} games a setting) and speed …",
              file=sys.stderr)
        rows += guarded("Judge calibration", "—",
                        lambda: judge.calibration_rows(list(PRESETS), games))
        speed = guarded("Judge speed", "—", lambda: judge.speed_rows(ROOT, args.quick))
        rows += speed
        compute = {row.data["preset"]: row.data["pyodide"]["coach_p95_ms"] for row in speed
                   if row.data.get("key") == "coach_p95_ms"}
        turns = 8 if args.quick else 30
        print(f"bench: the coach's wait as seen in Chromium, {turns} turns a rule set …",
              file=sys.stderr)
        rows += guarded("Coach wait as seen", "≤ 300 ms p95",
                        lambda: coach_wait.rows(ROOT / "site", turns, compute))

    print(table(rows))
    context = {
        "date": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
        "quick": args.quick,
        "machine": {"cpus": os.cpu_count(), "platform": platform.platform(),
                    "python": platform.python_version()},
        "runs": {"builds": builds, "cold_loads": loads, "checks": checks},
    }
    write_json(rows, args.out, context)
    print(f"\nbench.json: {args.out.resolve()}")
    return 0  # targets are reported in the table, not enforced


if __name__ == "__main__":
    sys.exit(main())
