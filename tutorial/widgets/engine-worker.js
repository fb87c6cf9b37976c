// The engine's Web Worker: hosts Pyodide and the dudo engine, answers {id, op, args}
// with {id, ok, result | error}. Operations are those of engine/webapi.py (its OPS
// registry); a reader's bad input comes back as an error envelope with the engine's
// message in English and Chinese, never as an exception.
// Status messages: {type: "ready"} once the engine is installed, or
// {type: "failed", code} if it cannot start ("no_wasm", "failed").

const pyodideURL = new URL("../pyodide/", import.meta.url);
const PACKAGE = "dudo-engine";

async function boot() {
  if (typeof WebAssembly !== "object") {
    throw Object.assign(new Error("WebAssembly is not available"), { code: "no_wasm" });
  }
  const { loadPyodide } = await import(new URL("pyodide.mjs", pyodideURL).href);
  const pyodide = await loadPyodide({
    indexURL: pyodideURL.href,
    lockFileURL: new URL("pyodide-lock.json", pyodideURL).href,
    stdout: () => {},
    stderr: () => {},
  });
  const problems = [];
  // loadPackage checks the wheel against the SHA-256 in the site-local lock file;
  // on failure it reports through errorCallback and returns [] instead of throwing.
  const loaded = await pyodide.loadPackage(PACKAGE, {
    messageCallback: () => {},
    errorCallback: (message) => problems.push(message),
  });
  if (!loaded.some((pkg) => pkg.name === PACKAGE)) {
    throw new Error(`${PACKAGE} was not installed: ${problems.join("; ")}`);
  }
  return pyodide.pyimport("engine.webapi").handle;
}

// Pyodide swallows some failures (a wasm file that does not download or compile only
// logs a warning and never settles), so boot also fails fast on any unsuccessful
// fetch while it runs, and gives up after BOOT_LIMIT_MS.
const BOOT_LIMIT_MS = 180_000;
let failBoot;
const bootFailed = new Promise((_, reject) => { failBoot = reject; });
const plainFetch = self.fetch.bind(self);
self.fetch = async (input, init) => {
  try {
    const response = await plainFetch(input, init);
    if (!response.ok) failBoot(new Error(`HTTP ${response.status} for ${response.url}`));
    return response;
  } catch (error) {
    failBoot(error);
    throw error;
  }
};
const watchdog = setTimeout(() => failBoot(new Error("the engine took too long to start")),
  BOOT_LIMIT_MS);
const ready = Promise.race([boot(), bootFailed]);
ready.finally(() => {
  self.fetch = plainFetch;
  clearTimeout(watchdog);
}).catch(() => {});
ready.then(
  () => postMessage({ type: "ready" }),
  (error) => postMessage({
    type: "failed",
    code: error.code ?? "failed",
    detail: String(error?.message ?? error).slice(0, 500),
  }),
);

self.onmessage = async ({ data }) => {
  const { id, op, args } = data ?? {};
  let handle;
  try {
    handle = await ready;
  } catch {
    postMessage({ id, ok: false, error: { code: "engine_unavailable" } });
    return;
  }
  try {
    postMessage({ id, ...JSON.parse(handle(String(op), JSON.stringify(args ?? {}))) });
  } catch (error) {
    // A bug in the engine, not bad input: report it without a traceback on screen.
    postMessage({
      id, ok: false,
      error: { code: "internal", detail: String(error?.message ?? error).slice(-500) },
    });
  }
};
