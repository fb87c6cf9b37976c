// The engine wheel, for the worker: its name and SHA-256 come from the site-local
// pyodide-lock.json, it is fetched with that hash as its subresource integrity (the check
// loadPackage makes, so a wheel that does not match is refused before anything is read),
// unzipped with the browser's own DecompressionStream while Pyodide is still booting, and
// its files are written into site-packages once Pyodide is up.

const NAME = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/; // relative, no "..": checked below
const STORED = 0;
const DEFLATED = 8;

/** Hex SHA-256 (as pyodide-lock.json writes it) as a subresource-integrity value. */
function integrity(hex) {
  if (!/^[0-9a-f]{64}$/i.test(hex ?? "")) return null;
  const bytes = hex.match(/../g).map((pair) => parseInt(pair, 16));
  return `sha256-${btoa(String.fromCharCode(...bytes))}`;
}

/** The wheel of package `name` listed in `lock`, fetched from `base` and hash-checked. */
export async function fetchWheel(lock, name, base, fetcher = fetch) {
  const entry = lock?.packages?.[name];
  const hash = integrity(entry?.sha256);
  if (!entry?.file_name || !hash) throw new Error(`pyodide-lock.json does not list ${name}`);
  const url = new URL(entry.file_name, base);
  let response;
  try {
    response = await fetcher(url, { integrity: hash });
  } catch (error) {
    throw new Error(`${name} was not installed: ${url.href} could not be downloaded or does ` +
      `not match the SHA-256 in pyodide-lock.json (${error?.message ?? error})`);
  }
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${response.url}`);
  return new Uint8Array(await response.arrayBuffer());
}

async function inflate(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Every file of a zip archive (a wheel) as {path, data}, from its central directory. */
export async function unzip(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error("the engine wheel is not a zip archive");
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const decoder = new TextDecoder();
  const files = [];
  for (let i = 0; i < count; i += 1) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error("the engine wheel is damaged");
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const path = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + skip;
    if (path.endsWith("/")) continue; // a directory entry
    if (!NAME.test(path) || path.split("/").some((part) => part === "." || part === "..")) {
      throw new Error(`the engine wheel holds an unsafe path: ${path.slice(0, 80)}`);
    }
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const raw = bytes.subarray(start, start + size);
    if (method !== STORED && method !== DEFLATED) {
      throw new Error(`the engine wheel uses zip method ${method}, which is not supported`);
    }
    files.push({ path, data: method === STORED ? raw : inflate(raw) });
  }
  return Promise.all(files.map(async ({ path, data }) => ({ path, data: await data })));
}

/**
 * Write the wheel's files into Pyodide's site-packages, ready to import. Only the
 * site-packages finder forgets its listing: importlib.invalidate_caches() would also
 * import importlib.metadata, which costs tens of milliseconds in Pyodide.
 */
export function install(pyodide, files) {
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  for (const { path, data } of files) {
    const target = `${sitePackages}/${path}`;
    pyodide.FS.mkdirTree(target.slice(0, target.lastIndexOf("/")));
    pyodide.FS.writeFile(target, data);
  }
  const finder = pyodide.runPython(
    `__import__("sys").path_importer_cache.get(${JSON.stringify(sitePackages)})`);
  finder?.invalidate_caches();
  finder?.destroy();
}
