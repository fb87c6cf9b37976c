// Worker side of the bench's bare Pyodide page: load the site's self-hosted Pyodide,
// run 1+1, report it; then answer {id, code} messages with the result of runPython(code).
// With engine=1 it also installs the engine wheel (site-local lock file) and imports
// engine.webapi before reporting, with the widgets' own engine-wheel.js, as their worker
// does: a diagnostic that separates the engine's own cost from the page's.
const params = new URL(self.location.href).searchParams;
const pyodideDir = params.get("pyodide");
const withEngine = params.get("engine") === "1";

// Milliseconds since the worker's time origin when each stage ended (diagnostic, as the
// engine worker's timings): pyodide.mjs imported, the wasm instantiated, Python started.
const stages = {};
const streaming = WebAssembly.instantiateStreaming;
WebAssembly.instantiateStreaming = async (...args) => {
  const result = await streaming.apply(WebAssembly, args);
  stages.wasm_compiled ??= performance.now();
  return result;
};

const ready = (async () => {
  const { loadPyodide } = await import(`${pyodideDir}pyodide.mjs`);
  stages.modules = performance.now();
  const pyodide = await loadPyodide({ indexURL: pyodideDir });
  stages.pyodide_started = performance.now();
  const result = pyodide.runPython("1+1");
  if (withEngine) {
    const { fetchWheel, install, unzip } = await import(`${pyodideDir}../widgets/engine-wheel.js`);
    const lock = await (await fetch(`${pyodideDir}pyodide-lock.json`)).json();
    const base = new URL(pyodideDir, self.location.href);
    install(pyodide, await unzip(await fetchWheel(lock, "dudo-engine", base)));
    pyodide.runPython("import engine.webapi");
  }
  stages.engine_imported = performance.now();
  postMessage({ type: "ready", result: String(result),
    timings: { origin: performance.timeOrigin, stages } });
  return pyodide;
})().catch((error) => {
  postMessage({ type: "error", message: String(error) });
  throw error;
});

self.onmessage = async ({ data }) => {
  const pyodide = await ready;
  postMessage({ id: data.id, result: String(pyodide.runPython(data.code)) });
};
