// Page side of the engine worker: one worker per page, shared by every widget.
// engine() starts it (Pyodide begins downloading at once) and returns the client;
// client.call(op, args) resolves to the worker's envelope {ok, result | error}.
// client.state is "loading" | "ready" | "failed" (with client.failure, a UI text key),
// announced with a "state" event; while the runtime downloads, client.progress is
// {loaded, total} bytes, announced with a "progress" event. A worker that crashes is restarted (up to
// MAX_RESTARTS times); a worker that cannot boot stays failed until restart().
// On a page whose head started the worker early (tutorial/widgets/templates/page-head.j2),
// the first start() adopts that worker and replays the events it has sent meanwhile.

const MAX_RESTARTS = 2;

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
      this.setState("ready");
    } else if (data.type === "failed") {
      this.fail(data.code === "no_wasm" ? "no_wasm" : "failed");
    } else if (this.pending.has(data.id)) {
      const resolve = this.pending.get(data.id);
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

  crash(worker) {
    if (worker !== this.worker) return;
    if (this.state === "ready" && this.restarts < MAX_RESTARTS) {
      this.restarts += 1;
      this.worker.terminate();
      this.flush("crashed");
      this.setState("restarting", "crashed");
      this.start();
    } else {
      this.fail("failed");
    }
  }

  flush(code) {
    for (const resolve of this.pending.values()) resolve({ ok: false, error: { code } });
    this.pending.clear();
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
      this.pending.set(id, resolve);
      this.worker.postMessage({ id, op, args });
    });
  }
}

let shared = null;

/** The page's engine client, started on first use. */
export function engine() {
  shared ??= new EngineClient(new URL("./engine-worker.js", import.meta.url)).start();
  return shared;
}
