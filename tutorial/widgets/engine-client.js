// Page side of the engine worker: one worker per page, shared by every widget.
// engine() starts it (Pyodide begins downloading at once) and returns the client;
// client.call(op, args) resolves to the worker's envelope {ok, result | error}.
// client.state is "loading" | "ready" | "failed" (with client.failure, a UI text key),
// announced with a "state" event. A worker that crashes is restarted (up to
// MAX_RESTARTS times); a worker that cannot boot stays failed until restart().

const MAX_RESTARTS = 2;

export class EngineClient extends EventTarget {
  constructor(workerURL) {
    super();
    this.workerURL = workerURL;
    this.worker = null;
    this.pending = new Map();
    this.nextId = 1;
    this.restarts = 0;
    this.state = "loading";
    this.failure = null;
  }

  setState(state, failure = null) {
    this.state = state;
    this.failure = failure;
    this.dispatchEvent(new CustomEvent("state", { detail: { state, failure } }));
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
    const worker = new Worker(this.workerURL, { type: "module" });
    this.worker = worker;
    worker.addEventListener("message", ({ data }) => this.receive(worker, data));
    worker.addEventListener("error", (event) => {
      event.preventDefault();
      this.crash(worker);
    });
    worker.addEventListener("messageerror", () => this.crash(worker));
    return this;
  }

  receive(worker, data) {
    if (worker !== this.worker || !data) return;
    if (data.type === "ready") {
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
