// Run tutorial/assets/stdlib_strip.py inside Pyodide under Node (the Python the stripped
// sources are for), on the trimmed standard library: node stdlib_strip.mjs IN.zip OUT.zip.
// Prints the members shipped unchanged as a JSON list; exit 1 with the error otherwise.
import { readFileSync, writeFileSync } from "node:fs";
import { loadPyodide } from "pyodide";

const [input, output] = process.argv.slice(2);
const pyodide = await loadPyodide({ stdout: () => {}, stderr: () => {} });
pyodide.FS.writeFile("/tmp/in.zip", new Uint8Array(readFileSync(input)));
const namespace = pyodide.toPy({ __name__: "stdlib_strip" });
pyodide.runPython(readFileSync(new URL("stdlib_strip.py", import.meta.url), "utf8"),
  { globals: namespace });
const unchanged = namespace.get("strip_zip")("/tmp/in.zip", "/tmp/out.zip");
writeFileSync(output, pyodide.FS.readFile("/tmp/out.zip"));
process.stdout.write(JSON.stringify(unchanged.toJs()) + "\n");
