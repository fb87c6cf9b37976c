// The engine worker's memory snapshot, for return visits (issue 23): the started runtime's
// whole wasm memory (Pyodide's private API, makeMemorySnapshot / loadPyodide's
// _loadSnapshot), in this origin's IndexedDB, under the id of the exact runtime it was
// made from (assets/pyodide/runtime-id.json, written by the build: a hash of Pyodide,
// the standard library, the engine wheel, its lock file and the worker's scripts) and
// with its SHA-256. At most one snapshot is kept; one whose id is not the runtime's (a
// new build), whose bytes do not match their hash or that cannot be read is dropped.
//
// Stored as it is, not compressed: gzip keeps 31 MB in 5.5 MB, but inflating it took
// 180–320 ms against 35–60 ms to read the 31 MB and 41 ms to hash them (Chromium, 2-core
// machine), and on a phone's CPU inflating costs more still; the hash, not gzip's CRC,
// is what finds a damaged snapshot.

const DATABASE = "dudo-engine-snapshot";
const STORE = "snapshot";
const KEY = "engine";
const ID = /^[0-9a-f]{16,64}$/;

function done(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function open() {
  const request = indexedDB.open(DATABASE, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return done(request);
}

/** Run `action(store)` in one transaction; resolves with its request's result. */
async function withStore(mode, action) {
  const db = await open();
  try {
    const transaction = db.transaction(STORE, mode);
    const result = await done(action(transaction.objectStore(STORE)));
    await new Promise((resolve, reject) => {
      transaction.oncomplete = resolve;
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error ?? new Error("aborted"));
    });
    return result;
  } finally {
    db.close();
  }
}

/** The id of the runtime this worker runs (runtime-id.json beside Pyodide), or throws. */
export async function runtimeId(pyodideURL, fetcher) {
  const response = await fetcher(new URL("runtime-id.json", pyodideURL));
  if (!response.ok) throw new Error(`HTTP ${response.status} for runtime-id.json`);
  const { id } = await response.json();
  if (typeof id !== "string" || !ID.test(id)) throw new Error("runtime-id.json is malformed");
  return id;
}

/** The stored snapshot record {id, blob, size}, or null (none, or no IndexedDB). */
export async function storedSnapshot() {
  if (typeof indexedDB !== "object" || indexedDB === null) return null;
  const record = await withStore("readonly", (store) => store.get(KEY));
  return record && typeof record === "object" ? record : null;
}

async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The memory of `record`, if it was made from runtime `id` (a promise: the record is read
 * meanwhile) and is intact; throws otherwise. */
export async function snapshotBytes(record, id) {
  if (!(record.blob instanceof Blob)) throw new Error("the snapshot is malformed");
  const [buffer, runtime] = await Promise.all([record.blob.arrayBuffer(), id]);
  if (record.id !== runtime) throw new Error("the snapshot is of another runtime");
  const bytes = new Uint8Array(buffer);
  if (bytes.length !== record.size || await sha256(bytes) !== record.sha256) {
    throw new Error("the snapshot is damaged");
  }
  return bytes;
}

/** Keep `bytes` (a memory snapshot of runtime `id`) in place of any other; its size. */
export async function saveSnapshot(bytes, id) {
  if (!ID.test(id)) throw new Error("not a runtime id");
  const record = { id, blob: new Blob([bytes]), size: bytes.length, sha256: await sha256(bytes) };
  await withStore("readwrite", (store) => store.put(record, KEY));
  return record.blob.size;
}

/** Forget the stored snapshot (if any). */
export async function dropSnapshot() {
  if (typeof indexedDB !== "object" || indexedDB === null) return;
  await withStore("readwrite", (store) => store.delete(KEY));
}
