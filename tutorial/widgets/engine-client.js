// Page side of the engine worker: one worker per page, shared by every widget.
// engine() starts it (Pyodide begins downloading at once) and returns the client;
// client.call(op, args) resolves to the worker's envelope {ok, result | error}.
// client.state is "loading" | "ready" | "failed" (with client.failure, a UI text key),
// announced with a "state" event; while the runtime downloads, client.progress is
// {loaded, total} bytes, announced with a "progress" event. A worker that crashes is restarted (up to
// MAX_RESTARTS times); a worker that cannot boot stays failed until restart().
// A call unanswered CALL_TIMEOUT_MS after the engine is ready (a call made while it
// starts waits for the start) resolves to {ok: false, error: {code: "timeout"}}
// and the worker, silent or stuck, is restarted the same way, so no caller waits forever.
// When a new build is about to take over the page, release() ends the worker for good.
// On a page whose head started the worker early (tutorial/widgets/templates/page-head.j2),
// the first start() adopts that worker and replays the events it has sent meanwhile.
// Once an engine started the usual way is ready and the service worker has kept the
// runtime (<html data-offline-ready>, offline_head.html.j2), the client asks the worker, at
// idle, for a memory snapshot that return visits start from (engine-worker.js); the
// answer is kept as window.dudoEngineSnapshot and <html data-engine-snapshot="saved|failed">.

const MAX_RESTARTS = 2;
const CALL_TIMEOUT_MS = 20_000; // the slowest operation (a whole bot turn) takes well under 1 s

/** The worker the page head started for `url`, with its events so far (once; else null). */
function adoptEarlyWorker(url) {
  const early = globalThis.dudoEarlyWorker;
  if (!early) return null;
  delete globalThis.dudoEarlyWorker;
  for (const type of ["message", "error", "messageerror"]) {
    early.worker.removeEventListener(type, early.keep);
  }
  if (early.url !== url.href) {
    early.worker.terminate();
    return null;
  }
  return early;
}

class EngineClient extends EventTarget {
  constructor(workerURL) {
    super();
    this.workerURL = workerURL;
    this.worker = null;
    this.pending = new Map();
    this.nextId = 1;
    this.restarts = 0;
    this.state = "loading";
    this.failure = null;
    this.progress = null;
  }

  setState(state, failure = null) {
    this.state = state;
    this.failure = failure;
    this.dispatchEvent(new CustomEvent("state", { detail: { state, failure } }));
    // For the page's service-worker registration (tutorial/render/templates/offline_head.html.j2).
    globalThis.dudoEngineState = state;
    globalThis.dispatchEvent?.(new CustomEvent("dudo-engine", { detail: { state } }));
  }

  start() {
    if (typeof WebAssembly !== "object") {
      this.setState("failed", "no_wasm");
      return this;
    }
    if (typeof Worker !== "function") {
      this.setState("failed", "no_worker");
      return this;
    }
    this.setState("loading");
    const early = adoptEarlyWorker(this.workerURL);
    const worker = early?.worker ?? new Worker(this.workerURL, { type: "module" });
    this.worker = worker;
    const onEvent = (event) => {
      if (event.type === "message") {
        this.receive(worker, event.data);
      } else {
        event.preventDefault();
        this.crash(worker);
      }
    };
    for (const type of ["message", "error", "messageerror"]) worker.addEventListener(type, onEvent);
    for (const event of early?.events ?? []) onEvent(event);
    return this;
  }

  receive(worker, data) {
    if (worker !== this.worker || !data) return;
    if (data.type === "progress") {
      this.progress = { loaded: data.loaded, total: data.total };
      this.dispatchEvent(new CustomEvent("progress", { detail: this.progress }));
    } else if (data.type === "ready") {
      // Where the start's time went (engine-worker.js timings), for scripts/return-visit-timings.
      globalThis.dudoEngineTimings = data.timings ?? null;
      this.setState("ready");
      for (const id of this.pending.keys()) this.arm(id);
      if (data.timings?.start?.path !== "snapshot") whenRuntimeKept(() => this.askSnapshot(worker));
    } else if (data.type === "snapshot") {
      globalThis.dudoEngineSnapshot = data;
      const root = globalThis.document?.documentElement;
      if (root) root.dataset.engineSnapshot = data.saved ? "saved" : "failed";
    } else if (data.type === "failed") {
      this.fail(data.code === "no_wasm" ? "no_wasm" : "failed");
    } else if (this.pending.has(data.id)) {
      const { resolve, timer } = this.pending.get(data.id);
      clearTimeout(timer);
      this.pending.delete(data.id);
      resolve(data);
    }
  }

  fail(failure) {
    this.worker?.terminate();
    this.worker = null;
    this.flush(failure);
    this.setState("failed", failure);
  }

  crash(worker, code = "crashed") {
    if (worker !== this.worker) return;
    if (this.state === "ready" && this.restarts < MAX_RESTARTS) {
      this.restarts += 1;
      this.worker.terminate();
      this.flush(code);
      this.setState("restarting", code);
      this.start();
    } else {
      this.fail("failed");
    }
  }

  flush(code) {
    for (const { resolve, timer } of this.pending.values()) {
      clearTimeout(timer);
      resolve({ ok: false, error: { code } });
    }
    this.pending.clear();
  }

  /** The page is about to reload into a new build (offline_head.html.j2 "dudo-update"):
   * end the worker, so none of its requests keeps the old build's service worker busy. */
  release() {
    this.worker?.terminate();
    this.worker = null;
    this.flush("failed");
  }

  /** Ask `worker` (if still this client's) for a snapshot, when the page is idle. */
  askSnapshot(worker) {
    const idle = globalThis.requestIdleCallback ?? ((run) => setTimeout(run, 200));
    idle(() => {
      if (worker === this.worker && this.state === "ready") worker.postMessage({ type: "snapshot" });
    }, { timeout: 5_000 });
  }

  restart() {
    this.worker?.terminate();
    this.worker = null;
    this.flush("crashed");
    this.restarts = 0;
    return this.start();
  }

  call(op, args = {}) {
    if (!this.worker) {
      return Promise.resolve({ ok: false, error: { code: this.failure ?? "failed" } });
    }
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, { resolve, timer: null });
      if (this.state === "ready") this.arm(id);
      this.worker.postMessage({ id, op, args });
    });
  }

  /** Start call `id`'s timeout: once the engine is ready, not while Pyodide downloads. */
  arm(id) {
    const entry = this.pending.get(id);
    const worker = this.worker;
    if (entry && entry.timer === null) {
      entry.timer = setTimeout(() => this.crash(worker, "timeout"), CALL_TIMEOUT_MS);
    }
  }
}

/** Run `then` once the service worker has kept the runtime (never, without one). */
function whenRuntimeKept(then) {
  const root = globalThis.document?.documentElement;
  if (!root || typeof MutationObserver !== "function") return;
  if (root.dataset.offlineReady) {
    then();
    return;
  }
  const watch = new MutationObserver(() => {
    if (!root.dataset.offlineReady) return;
    watch.disconnect();
    then();
  });
  watch.observe(root, { attributes: true, attributeFilter: ["data-offline-ready"] });
}

let shared = null;

/** The page's engine client, started on first use. */
export function engine() {
  if (!shared) {
    shared = new EngineClient(new URL("./engine-worker.js", import.meta.url)).start();
    globalThis.addEventListener?.("dudo-update", () => shared.release(), { once: true });
  }
  return shared;
}
