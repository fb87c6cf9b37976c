// Run tests/pyodide/runner.py inside Pyodide under Node, on a corpus file.
// Usage: node run_in_node.mjs LOCK_FILE RUNNER_PY CORPUS_JSON OUT_JSON
// The engine is installed from the site-local lock file (the same file the
// site ships), so loadPackage("dudo-engine") is what the browser does too.
import { readFileSync, writeFileSync } from "node:fs";
import { loadPyodide } from "pyodide";

const [lockFile, runnerPath, corpusPath, outPath] = process.argv.slice(2);
const started = Date.now();
const pyodide = await loadPyodide({ lockFileURL: lockFile });
const booted = Date.now();
const loaded = await pyodide.loadPackage("dudo-engine", { messageCallback: () => {} });
if (!loaded.some((pkg) => pkg.name === "dudo-engine")) {
  throw new Error("loadPackage('dudo-engine') installed nothing: check the lock file");
}
pyodide.runPython(readFileSync(runnerPath, "utf8"));
const runCorpus = pyodide.globals.get("run_corpus");
const output = JSON.parse(runCorpus(readFileSync(corpusPath, "utf8")));
runCorpus.destroy();
output.timing_ms = { boot: booted - started, total: Date.now() - started };
writeFileSync(outPath, JSON.stringify(output));
