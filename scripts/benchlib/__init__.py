"""scripts/bench: each speed figure of dudo-docs measured next to its physical baseline.

Modules, one job each: `stats` (medians and percentiles), `report` (rows, the
table, bench.json), `sitebuild` (checked vs unchecked build), `barepage` (the
bare Pyodide page the browser figures are compared with), `browser`
(readiness, bytes, bid-check latency in Chromium), `throughput` (the engine
workload, run unchanged in CPython and Pyodide), `engine` (runs it on both
sides), `__main__` (the command).
"""
