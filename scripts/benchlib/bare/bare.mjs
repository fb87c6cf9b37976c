// Page side of the bench's bare Pyodide page: start the worker, mark the page ready when
// 1+1 has run, and expose window.benchBare.run(code) for timing worker round trips.
const root = document.querySelector("[data-testid=bare-pyodide]");
const output = document.querySelector("[data-testid=bare-result]");
const pyodideDir = new URL(new URLSearchParams(location.search).get("pyodide") || "../pyodide/",
                           location.href).href;
const workerURL = new URL("bare-worker.mjs", import.meta.url);
workerURL.searchParams.set("pyodide", pyodideDir);
workerURL.searchParams.set("engine", new URLSearchParams(location.search).get("engine") ?? "0");
const worker = new Worker(workerURL, { type: "module" });
const pending = new Map();
let nextId = 1;

worker.onmessage = ({ data }) => {
  if (data.type === "ready") {
    globalThis.dudoEngineTimings = data.timings;  // as the widgets' client keeps them
    output.textContent = data.result;
    root.dataset.ready = "true";
  } else if (data.type === "error") {
    output.textContent = data.message;
    root.dataset.ready = "error";
  } else if (pending.has(data.id)) {
    pending.get(data.id)(data.result);
    pending.delete(data.id);
  }
};

window.benchBare = {
  run(code) {
    const id = nextId++;
    return new Promise((resolve) => {
      pending.set(id, resolve);
      worker.postMessage({ id, code });
    });
  },
};
