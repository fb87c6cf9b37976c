// The site's service worker (written to site/sw.js by tutorial/assets/offline.py, which puts
// `const BUILD = {...}` above this file: the build's content hash, the pages of both
// languages, the shell and the engine runtime, as paths relative to this script).
//
// * install: caches every page of both languages and the shell in the cache of this
//   build ("dudo-" + hash), and the engine runtime too when an earlier build's cache
//   held it (the reader had opened a widget page); then takes over at once.
// * activate: deletes the caches of every other build, so a new build never mixes
//   with the old one; the page reloads itself once when its worker is replaced.
// * fetch: answers same-site GETs from this build's cache, else from the network
//   (and keeps the answer); a page that is neither cached nor reachable gets 404.html
//   (zh/404.html under zh/).
// * message "cache-runtime" (sent by a widget page once the engine is ready): caches
//   the runtime, wheel and trimmed stdlib, then answers "runtime-cached".
/* global BUILD */
const CACHE = `dudo-${BUILD.version}`;
const SCOPE = new URL("./", self.location.href);
const urls = (paths) => paths.map((path) => new URL(path, SCOPE).href);

async function fill(cache, paths) {
  const missing = [];
  for (const url of urls(paths)) {
    if (!(await cache.match(url, { ignoreVary: true }))) missing.push(url);
  }
  await cache.addAll(missing.map((url) => new Request(url, { cache: "no-cache" })));
}

async function hadRuntime() {
  const runtime = urls(BUILD.runtime)[0];
  for (const name of await caches.keys()) {
    if (name !== CACHE && name.startsWith("dudo-")) {
      if (await (await caches.open(name)).match(runtime, { ignoreVary: true })) return true;
    }
  }
  return false;
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await fill(cache, [...BUILD.pages, ...BUILD.shell]);
    if (await hadRuntime()) await fill(cache, BUILD.runtime);
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name !== CACHE && name.startsWith("dudo-")) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

async function respond(request) {
  const cache = await caches.open(CACHE);
  const page = request.mode === "navigate";
  const hit = await cache.match(request, { ignoreSearch: page, ignoreVary: true });
  if (hit) return hit;
  try {
    const response = await fetch(request);
    if (response.ok && response.type === "basic") {
      const key = new URL(request.url);
      if (page) key.search = "";
      await cache.put(key.href, response.clone());
    }
    return response;
  } catch (error) {
    // The not-found page in the reader's language: zh/404.html under zh/, else 404.html.
    const zh = new URL(request.url).pathname.startsWith(new URL("zh/", SCOPE).pathname);
    const fallback = page && await cache.match(new URL(zh ? "zh/404.html" : "404.html", SCOPE).href);
    if (fallback) return fallback;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE.href)) return;
  if (request.headers.has("range")) return;
  event.respondWith(respond(request));
});

self.addEventListener("message", (event) => {
  if (event.data?.type !== "cache-runtime") return;
  event.waitUntil((async () => {
    let ok = true;
    try {
      await fill(await caches.open(CACHE), BUILD.runtime);
    } catch {
      ok = false;
    }
    event.source?.postMessage({ type: "runtime-cached", ok, version: BUILD.version });
  })());
});
