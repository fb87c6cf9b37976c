// Build the site's standard-library zip inside Pyodide under Node (the Python that will
// run it): strip the trimmed sources (stdlib_strip.py), then compile them to bytecode
// (stdlib_bytecode.py). Usage: node stdlib_build.mjs SELECTED.zip STRIPPED.zip OUT.zip
// Prints {"unchanged": [members shipped unstripped], "compiled": N} as JSON; exit 1
// with the error otherwise.
import { readFileSync, writeFileSync } from "node:fs";
import { loadPyodide } from "pyodide";

const [selected, stripped, output] = process.argv.slice(2);
// Line numbers in the bytecode, but no column ranges: see stdlib_bytecode.py.
const pyodide = await loadPyodide({
  env: { PYTHONNODEBUGRANGES: "1" }, stdout: () => {}, stderr: () => {},
});
pyodide.FS.mkdirTree("/tmp/stdlib_build");
for (const name of ["stdlib_strip.py", "stdlib_bytecode.py"]) {
  pyodide.FS.writeFile(`/tmp/stdlib_build/${name}`, readFileSync(new URL(name, import.meta.url)));
}
pyodide.FS.writeFile("/tmp/selected.zip", new Uint8Array(readFileSync(selected)));
const result = pyodide.runPython(`
import json, sys
sys.path.insert(0, "/tmp/stdlib_build")
from stdlib_strip import strip_zip
from stdlib_bytecode import compile_zip
unchanged = strip_zip("/tmp/selected.zip", "/tmp/stripped.zip")
compiled = compile_zip("/tmp/stripped.zip", "/tmp/out.zip")
json.dumps({"unchanged": unchanged, "compiled": compiled})
`);
writeFileSync(stripped, pyodide.FS.readFile("/tmp/stripped.zip"));
writeFileSync(output, pyodide.FS.readFile("/tmp/out.zip"));
process.stdout.write(result + "\n");
