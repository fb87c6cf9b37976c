// Run tests/pyodide/runner.py inside Pyodide under Node, on a corpus file.
// Usage: node run_in_node.mjs LOCK_FILE RUNNER_PY CORPUS_JSON OUT_JSON [STDLIB_ZIP [FULL_STDLIB_ZIP]]
// The engine is installed as the browser's worker installs it: the wheel named by the
// site-local lock file (the same file the site ships), checked against the SHA-256 it
// lists, unzipped and written into site-packages by tutorial/widgets/engine-wheel.js.
// STDLIB_ZIP is the standard library Pyodide boots with (the site's trimmed
// python_stdlib.zip; Pyodide's own without it). Every case but the command
// line's ("play") runs on it alone; the output lists the standard-library
// modules they imported (`modules`, name -> file in the zip), which is how
// scripts/measure-stdlib measures what the engine needs. The "play" cases run
// the engine's CLI (argparse and friends, which the site never loads): with
// FULL_STDLIB_ZIP they run after the others, with that zip added to sys.path.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { loadPyodide } from "pyodide";
import { install, unzip } from "../../tutorial/widgets/engine-wheel.js";

const [lockFile, runnerPath, corpusPath, outPath, stdlib, fullStdlib] = process.argv.slice(2);
const started = Date.now();
const pyodide = await loadPyodide({ lockFileURL: lockFile, ...(stdlib ? { stdLibURL: stdlib } : {}) });
const booted = Date.now();
const entry = JSON.parse(readFileSync(lockFile, "utf8")).packages?.["dudo-engine"];
if (!entry?.file_name) throw new Error(`${lockFile} does not list dudo-engine`);
const wheel = readFileSync(join(dirname(lockFile), entry.file_name));
if (createHash("sha256").update(wheel).digest("hex") !== entry.sha256) {
  throw new Error(`${entry.file_name} does not match the SHA-256 in ${lockFile}`);
}
install(pyodide, await unzip(new Uint8Array(wheel)));
pyodide.runPython(readFileSync(runnerPath, "utf8"));
const corpus = readFileSync(corpusPath, "utf8");
const runCorpus = pyodide.globals.get("run_corpus");
const output = JSON.parse(runCorpus(corpus, "op,referee"));
const modules = pyodide.globals.get("stdlib_modules");
output.modules = JSON.parse(modules());
modules.destroy();
if (fullStdlib) {
  pyodide.FS.writeFile("/lib/full_stdlib.zip", new Uint8Array(readFileSync(fullStdlib)));
  pyodide.runPython("import sys; sys.path.append('/lib/full_stdlib.zip')");
  const cli = JSON.parse(runCorpus(corpus, "play"));
  output.answers = output.answers.map((answer, i) => answer ?? cli.answers[i]);
}
runCorpus.destroy();
output.timing_ms = { boot: booted - started, total: Date.now() - started };
writeFileSync(outPath, JSON.stringify(output));
