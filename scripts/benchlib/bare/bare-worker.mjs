// Worker side of the bench's bare Pyodide page: load the site's self-hosted Pyodide,
// run 1+1, report it; then answer {id, code} messages with the result of runPython(code).
const pyodideDir = new URL(self.location.href).searchParams.get("pyodide");

const ready = (async () => {
  const { loadPyodide } = await import(`${pyodideDir}pyodide.mjs`);
  const pyodide = await loadPyodide({ indexURL: pyodideDir });
  const result = pyodide.runPython("1+1");
  postMessage({ type: "ready", result: String(result) });
  return pyodide;
})().catch((error) => {
  postMessage({ type: "error", message: String(error) });
  throw error;
});

self.onmessage = async ({ data }) => {
  const pyodide = await ready;
  postMessage({ id: data.id, result: String(pyodide.runPython(data.code)) });
};
