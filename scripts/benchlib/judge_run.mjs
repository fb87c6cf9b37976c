// Run scripts/benchlib/judge_run.py inside Pyodide under Node (node_modules/pyodide).
// Usage: node judge_run.mjs ROOT WORKLOAD_JSON. Copies ROOT/engine/**/*.py and judge_run.py
// into Pyodide's file system, calls judge_run.run(workload) and prints its JSON on stdout.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const [root, workload] = process.argv.slice(2);
if (!root || !workload) {
  console.error("usage: node judge_run.mjs ROOT WORKLOAD_JSON");
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

const pyodide = await loadPyodide();
for (const file of pythonFiles(join(root, "engine"))) {
  const target = join(HOME, relative(root, file));
  pyodide.FS.mkdirTree(dirname(target));
  pyodide.FS.writeFile(target, readFileSync(file));
}
const here = dirname(fileURLToPath(import.meta.url));
pyodide.FS.writeFile(join(HOME, "judge_run.py"), readFileSync(join(here, "judge_run.py")));
pyodide.globals.set("workload", workload);
const result = pyodide.runPython(`
import sys
sys.path.insert(0, ${JSON.stringify(HOME)})
import judge_run
judge_run.run(workload)
`);
process.stdout.write(result + "\n");
