// The engine's Web Worker: hosts Pyodide and the dudo engine, answers {id, op, args}
// with {id, ok, result | error}. Operations are those of engine/webapi/ (its op
// registry); a reader's bad input comes back as an error envelope with the engine's
// message in English and Chinese, never as an exception.
// Status messages: {type: "progress", loaded, total} while the runtime downloads (bytes
// of the files listed in the site's assets/pyodide/sizes.json, at most every 100 ms),
// {type: "ready", timings} once the engine is installed (timings: where the start's time
// went, below), or {type: "failed", code} if it cannot
// start ("no_wasm", "failed"). Pyodide boots on the site's trimmed standard library
// (stdLibURL, tutorial/assets/stdlib_trim.py).
//
// Start-up runs in parallel. This script has no static import, so it runs as soon as
// it arrives (a static import would first wait for every module it names): its first
// lines import pyodide.mjs, engine-wheel.js and engine-snapshot.js, then ask for the wasm
// (fetched and compiled at once, below), pyodide.asm.mjs and the site-local
// pyodide-lock.json; the engine wheel the lock file lists is fetched, once the wasm has
// arrived, and unzipped while Pyodide boots (engine-wheel.js: the wheel is checked against
// the lock file's SHA-256, as loadPackage would check it).
//
// Return visits start from a memory snapshot (engine-snapshot.js, issue 23): when this
// origin keeps a snapshot of the started engine, Pyodide restores that memory instead of
// starting Python again; the snapshot must be of this very runtime (its id, then
// sys.dudo_runtime_id inside it), else, or on any failure, it is dropped and the worker
// starts as usual. After a restore, `random` is reseeded from fresh entropy (the snapshot
// holds the first visit's generator state; pyodide#4652). A usual start passes
// Pyodide's _makeSnapshot, so that once the page says the runtime is kept offline
// (message {type: "snapshot"} from engine-client.js, at idle) the worker can make one,
// answered by {type: "snapshot", saved, size, stored, ...}. The path taken is sent with
// "ready" as timings.start: {path: "fresh" | "snapshot" | "fallback", reason?, random}.

// Where a start's time goes (scripts/return-visit-timings reads it): milliseconds since the
// worker's time origin when each stage ended, sent with "ready" as {at, origin, stages,
// files, start}: the worker's script running, its modules imported (pyodide.mjs,
// engine-wheel.js, engine-snapshot.js), the snapshot looked up (and, on a restore, read
// and hash-checked), the wasm compiled and instantiated (the patched
// WebAssembly.instantiateStreaming below: from Pyodide's call until the instance),
// Pyodide started (its Python and standard library, or the
// snapshot restored), the wheel installed, the engine imported; each runtime file's fetch
// (from the service worker or not); and the path the start took (above).
// The wasm is compiled as soon as this script runs (below: `compiledWasm`), not when
// Pyodide asks for it, so the patched instantiateStreaming is where that module is handed
// over and the rest of its wait timed; the small module Pyodide compiles as it loads uses
// instantiate and is left alone.
const stages = { script: performance.now() };
const start = { path: "fresh" };
const streaming = globalThis.WebAssembly?.instantiateStreaming;
let compiledWasm = null; // Promise<WebAssembly.Module> of pyodide.asm.wasm, set below
if (typeof streaming === "function") {
  WebAssembly.instantiateStreaming = async (source, imports) => {
    const started = performance.now();
    const response = await source;
    let result;
    if (compiledWasm && response?.url === wasmURL.href) {
      const module = await compiledWasm;
      result = { module, instance: await WebAssembly.instantiate(module, imports) };
    } else {
      result = await streaming.call(WebAssembly, response, imports);
    }
    stages.wasm_compile_start ??= started;
    stages.wasm_compiled ??= performance.now();
    return result;
  };
}
function timings() {
  const files = performance.getEntriesByType("resource").map((entry) => ({
    name: entry.name.split("/").pop(), start: entry.startTime, end: entry.responseEnd,
    worker: entry.workerStart > 0, bytes: entry.transferSize,
  }));
  return { origin: performance.timeOrigin, stages, files, start };
}

const pyodideURL = new URL("../pyodide/", import.meta.url);
const lockURL = new URL("pyodide-lock.json", pyodideURL);
const stdLibURL = new URL("python_stdlib.zip", pyodideURL);
const wasmURL = new URL("pyodide.asm.wasm", pyodideURL);
const PACKAGE = "dudo-engine";
const PROGRESS_EVERY_MS = 100;

// Pyodide swallows some failures (a wasm file that does not download or compile only
// logs a warning and never settles), so boot also fails fast on any unsuccessful
// fetch while it runs, and gives up after BOOT_LIMIT_MS.
const BOOT_LIMIT_MS = 180_000;
let failBoot;
const bootFailed = new Promise((_, reject) => { failBoot = reject; });
const rawFetch = self.fetch.bind(self);

// Download progress: the byte size of each runtime file, written by the build.
const progress = { sizes: {}, loaded: 0, total: 0, posted: 0 };
const sizesReady = rawFetch(new URL("sizes.json", pyodideURL))
  .then((response) => (response.ok ? response.json() : {}))
  .catch(() => ({}))
  .then((sizes) => {
    progress.sizes = sizes;
    progress.total = Object.values(sizes).reduce((sum, size) => sum + size, 0);
  });

function report(force) {
  const now = Date.now();
  if (!progress.total || (!force && now - progress.posted < PROGRESS_EVERY_MS)) return;
  progress.posted = now;
  postMessage({ type: "progress", loaded: Math.min(progress.loaded, progress.total),
    total: progress.total });
}

/** `response`, its body counted into the progress when it is one of the runtime files.
 * The count reads a clone, so the response itself stays the browser's own (with its URL):
 * a wrapped body would be a new Response without one, whose wasm Chromium compiles
 * afresh on every visit instead of taking its cached code. */
function counted(response) {
  const name = new URL(response.url || "x:/").pathname.split("/").pop();
  if (!response.ok || !response.body) return response;
  const reader = response.clone().body.getReader();
  (async () => {
    await sizesReady;
    if (!(name in progress.sizes)) {
      await reader.cancel();
      return;
    }
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      progress.loaded += value.byteLength;
      report(false);
    }
    report(true);
  })().catch(() => {});
  return response;
}
const plainFetch = async (input, init) => counted(await rawFetch(input, init));

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

// This worker's own modules (small) are asked for first, so that neither the snapshot's
// lookup nor Pyodide's start waits behind the wasm's download; the wasm next; then
// Pyodide's module and the lock file (below).
const modules = Promise.all([
  import(new URL("pyodide.mjs", pyodideURL).href),
  import("./engine-wheel.js"),
  import("./engine-snapshot.js"),
]).then(([pyodide, wheelKit, snapshotKit]) => {
  stages.modules = performance.now();
  return { ...pyodide, ...wheelKit, ...snapshotKit };
});

// The runtime's wasm is fetched and compiled at once, while pyodide.asm.mjs (a large
// script) downloads and runs, instead of after it: Pyodide asks for the wasm only once
// that script has run, and the compile is then the start's longest wait before Python.
// Pyodide's own requests for it get this very response (one download; the patched
// instantiateStreaming above reads only its URL and instantiates the module compiled
// here, so a second loadPyodide, after a failed restore, fetches nothing either). The
// response stays the browser's own, so Chromium still caches the compiled code for the
// next visit.
const earlyWasm = typeof streaming === "function"
  && typeof WebAssembly.compileStreaming === "function" ? self.fetch(wasmURL) : null;
if (earlyWasm) {
  compiledWasm = WebAssembly.compileStreaming(earlyWasm);
  compiledWasm.catch((error) => failBoot(error));
  const pyodideFetch = self.fetch;
  self.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    return url === wasmURL.href ? earlyWasm : pyodideFetch(input, init);
  };
}

/** The site-local lock file (Pyodide's info block plus the engine wheel). */
async function fetchLock() {
  const response = await plainFetch(lockURL);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${response.url}`);
  return response.json();
}

let runtime = null;
let snapshotTaken = false;
// loadPyodide imports Pyodide's module first whichever way it starts: the same URL, so its
// import gets this one.
import(new URL("pyodide.asm.mjs", pyodideURL).href).catch(() => {});
const lock = fetchLock();
// A kept snapshot is looked up as soon as its module is here (a local read, no network),
// while the wasm compiles, so the lookup delays nothing. A failing store counts as none.
const stored = modules.then(({ storedSnapshot }) => storedSnapshot()).catch(() => null);
// The wheel is needed only once Python has started, so on a slow line it is asked for
// after the wasm has arrived (its bytes then come in while Python starts, instead of
// slowing the wasm down); on a fast one this costs nothing.
const wasmArrived = compiledWasm ? compiledWasm.catch(() => {}) : null;
const wheel = Promise.all([lock, wasmArrived, modules])
  .then(([found, , { fetchWheel, unzip }]) =>
    fetchWheel(found, PACKAGE, pyodideURL, plainFetch).then(unzip));
// Any of these failing fails the boot at once, not when Pyodide gets to it.
Promise.all([modules, lock, wheel]).catch((error) => failBoot(error));

async function boot() {
  if (typeof WebAssembly !== "object") {
    throw Object.assign(new Error("WebAssembly is not available"), { code: "no_wasm" });
  }
  const {
    loadPyodide, install, dropSnapshot, runtimeId, snapshotBytes,
  } = await modules;
  const options = {
    indexURL: pyodideURL.href,
    stdLibURL: stdLibURL.href,
    lockFileContents: lock,
    packageBaseUrl: pyodideURL.href,
    stdout: () => {},
    stderr: () => {},
  };
  const record = await stored;
  stages.snapshot_looked_up = performance.now();
  if (record) {
    try {
      const id = runtimeId(pyodideURL, plainFetch);
      const restored = await loadPyodide({
        ...options, _loadSnapshot: snapshotBytes(record, id).then((bytes) => {
          stages.snapshot_read = performance.now();
          return bytes;
        }),
      });
      resume(restored, await id);
      start.path = "snapshot";
      runtime = restored;
    } catch (error) {
      start.path = "fallback";
      start.reason = String(error?.message ?? error).slice(0, 200);
      stages.wasm_compile_start = undefined;
      stages.wasm_compiled = undefined;
      await dropSnapshot().catch(() => {});
    }
  }
  runtime ??= await loadPyodide({ ...options, _makeSnapshot: true });
  stages.pyodide_started = performance.now();
  // The wheel's files live outside the wasm memory (Pyodide's file system is JavaScript's),
  // so a restored runtime gets them again too.
  install(runtime, await wheel);
  stages.wheel_installed = performance.now();
  const handle = runtime.pyimport("engine.webapi").handle;
  stages.engine_imported = performance.now();
  start.random = runtime.runPython("__import__('random').getrandbits(32)");
  return handle;
}

/** Check that the restored memory is this runtime's, then give `random` fresh entropy. */
function resume(pyodide, id) {
  const held = pyodide.runPython("getattr(__import__('sys'), 'dudo_runtime_id', None)");
  if (held !== id) throw new Error("the snapshot does not hold this runtime");
  pyodide.runPython("__import__('random').seed()");
}

/** Make and keep a snapshot of this runtime (started the usual way), once. */
async function snapshot() {
  if (start.path === "snapshot" || !runtime || snapshotTaken) return { saved: false };
  snapshotTaken = true;
  const { runtimeId, saveSnapshot } = await modules;
  const began = performance.now();
  const id = await runtimeId(pyodideURL, rawFetch);
  runtime.runPython(`import gc, sys\nsys.dudo_runtime_id = ${JSON.stringify(id)}\ngc.collect()`);
  const bytes = runtime.makeMemorySnapshot();
  const made = performance.now();
  const kept = await saveSnapshot(bytes, id);
  return { saved: true, size: bytes.length, stored: kept, make_ms: made - began,
    save_ms: performance.now() - made };
}

const watchdog = setTimeout(() => failBoot(new Error("the engine took too long to start")),
  BOOT_LIMIT_MS);
const ready = Promise.race([boot(), bootFailed]);
ready.finally(() => {
  self.fetch = rawFetch;
  clearTimeout(watchdog);
}).catch(() => {});
ready.then(
  () => postMessage({ type: "ready", timings: timings() }),
  (error) => postMessage({
    type: "failed",
    code: error.code ?? "failed",
    detail: String(error?.message ?? error).slice(0, 500),
  }),
);

self.onmessage = async ({ data }) => {
  if (data?.type === "snapshot") {
    let answer;
    try {
      await ready;
      answer = await snapshot();
    } catch (error) {
      answer = { saved: false, reason: String(error?.message ?? error).slice(0, 200) };
    }
    postMessage({ type: "snapshot", ...answer });
    return;
  }
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
