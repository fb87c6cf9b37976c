// Run scripts/benchlib/throughput.py inside Pyodide under Node (node_modules/pyodide).
// Usage: node pyodide_run.mjs ROOT CONFIG.json
// Copies ROOT/engine/**/*.py and throughput.py into Pyodide's file system, calls
// throughput.run(config) and prints its JSON result (plus the boot time) on stdout.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { loadPyodide } from "pyodide";

const [root, configPath] = process.argv.slice(2);
if (!root || !configPath) {
  console.error("usage: node pyodide_run.mjs ROOT CONFIG.json");
  process.exit(2);
}
const HOME = "/home/pyodide/bench";

function pythonFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "__pycache__" ? [] : pythonFiles(path);
    return name.endsWith(".py") ? [path] : [];
  });
}

const bootStart = performance.now();
const pyodide = await loadPyodide();
const bootMs = performance.now() - bootStart;

for (const file of pythonFiles(join(root, "engine"))) {
  const target = join(HOME, relative(root, file));
  pyodide.FS.mkdirTree(dirname(target));
  pyodide.FS.writeFile(target, readFileSync(file));
}
const here = dirname(fileURLToPath(import.meta.url));
pyodide.FS.writeFile(join(HOME, "throughput.py"), readFileSync(join(here, "throughput.py")));
pyodide.FS.writeFile(join(HOME, "config.json"), readFileSync(configPath));

const result = pyodide.runPython(`
import sys
sys.path.insert(0, ${JSON.stringify(HOME)})
import throughput
with open(${JSON.stringify(join(HOME, "config.json"))}, encoding="utf-8") as handle:
    _result = throughput.run(handle.read())
_result
`);
const parsed = JSON.parse(result);
parsed.boot_ms = bootMs;
parsed.python = pyodide.runPython("import sys; sys.version.split()[0]");
process.stdout.write(JSON.stringify(parsed) + "\n");
