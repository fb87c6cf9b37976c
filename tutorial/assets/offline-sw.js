// The site's service worker (written to site/sw.js by tutorial/assets/offline.py, which puts
// `const BUILD = {...}` above this file: the build's content hash, the pages of each language,
// each language's directory, the shell and the engine runtime, as paths relative to this script).
//
// * install: caches the shell (CSS, JS, icons, manifests: mostly revalidations of files the
//   page already has) in the cache of this build ("dudo-" + hash), plus whatever pages and
//   runtime an earlier build's cache held (so a new build keeps what the reader had: both
//   languages for a bilingual reader, only the visited pages under data saver); then takes
//   over as soon as a page asks it to ("skip-waiting", below). It caches no other page: a
//   phone reader's first visit does not pay for the whole site in a language they may
//   never read.
// * message "cache-pages" {lang, saveData} (sent by every page once it has loaded, on a
//   widget page only once the engine is ready or failed, so it never competes with the
//   engine's download): caches the sending page and, unless the page reports
//   navigator.connection.saveData (the reader's data saver), every page of its language,
//   404 page included; then answers "pages-cached". The first page of the other language a
//   bilingual reader opens sends it too, so both languages end up cached. The language
//   comes from the page rather than from the worker's URL (one worker for both languages)
//   or from the fetch handler (which would start at navigation time, during the engine's
//   download, and cannot see the page's data-saver setting).
// * message "skip-waiting" (sent by a page that finds this build waiting, at once unless
//   the page holds unsaved state, else when the reader chooses; offline_head.html.j2):
//   takes over from the old build's worker.
// * activate: takes the open pages over, then deletes the caches of every other build, so
//   a new build never mixes with the old one; the page reloads itself once when its
//   worker is replaced. A replaced worker never opens its deleted cache again (ownCache):
//   a request or message still reaching it goes to the network, keeps nothing, and a
//   message is answered {ok: false, stale: true}.
// * fetch: answers same-site GETs from this build's cache, else from the network
//   (and keeps the answer, so a visited page is kept even under data saver). Offline, a
//   page of the site that is not saved gets a page written here, in the language of its
//   address, that says so and links every saved page (notSavedPage); any other address
//   gets its language's 404 page if that is saved, else the same page: never the
//   browser's error page.
// * message "cache-runtime" (sent by a widget page once the engine is ready): caches
//   that page, the runtime, wheel and trimmed stdlib, then answers "runtime-cached" (so
//   the page can be reloaded offline from then on, whatever "cache-pages" is doing).
/* global BUILD */
const CACHE = `dudo-${BUILD.version}`;
const SCOPE = new URL("./", self.location.href);
const urls = (paths) => paths.map((path) => new URL(path, SCOPE).href);

async function fill(cache, paths) {
  const missing = [];
  for (const url of new Set(urls(paths))) {
    if (!(await cache.match(url, { ignoreVary: true }))) missing.push(url);
  }
  await cache.addAll(missing.map((url) => new Request(url, { cache: "no-cache" })));
}

// The paths among `paths` that an earlier build's cache holds.
async function heldBefore(paths) {
  const held = new Set();
  for (const name of await caches.keys()) {
    if (name === CACHE || !name.startsWith("dudo-")) continue;
    const old = await caches.open(name);
    for (const path of paths) {
      if (!held.has(path) && await old.match(new URL(path, SCOPE).href, { ignoreVary: true })) {
        held.add(path);
      }
    }
  }
  return paths.filter((path) => held.has(path));
}

const allPages = () => Object.values(BUILD.pages).flat();

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await fill(cache, [...BUILD.shell, ...await heldBefore(allPages())]);
    if ((await heldBefore(BUILD.runtime.slice(0, 1))).length) await fill(cache, BUILD.runtime);
  })());
});

// This build's cache, or null once a newer build has replaced this worker (and deleted the
// cache: opening it again would bring it back, empty, beside the new build's). The active
// worker opens it even when it is gone (the browser may evict it), and fills it again.
async function ownCache() {
  const me = self.serviceWorker;
  if (me?.state === "redundant") return null;
  if (self.registration.active !== me && !(await caches.has(CACHE))) return null;
  return caches.open(CACHE);
}

self.addEventListener("message", (event) => {
  if (event.data?.type === "skip-waiting") event.waitUntil(self.skipWaiting());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    await self.clients.claim();
    for (const name of await caches.keys()) {
      if (name !== CACHE && name.startsWith("dudo-")) await caches.delete(name);
    }
  })());
});

// The language whose directory holds `url` (the longest match: "" holds every page).
function languageOf(url) {
  const path = new URL(url).pathname;
  let best = null;
  for (const [lang, folder] of Object.entries(BUILD.languages)) {
    const matches = path.startsWith(new URL(folder, SCOPE).pathname);
    if (matches && (best === null || folder.length > BUILD.languages[best].length)) best = lang;
  }
  return best;
}

async function respond(request) {
  const cache = await ownCache();
  if (!cache) return fetch(request);
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
    if (!page) throw error;
    // A page of the site that is not saved: say so, in the reader's language, and list what
    // is saved. Any other address: the not-found page of its language, if it is saved.
    const lang = languageOf(request.url) ?? "en";
    if (!isPage(request.url)) {
      const notFound = await cache.match(new URL(`${BUILD.languages[lang]}404.html`, SCOPE).href);
      if (notFound) return notFound;
    }
    return notSavedPage(cache, lang);
  }
}

// Whether `url` is one of this build's pages (BUILD.pages, relative to the scope).
function isPage(url) {
  const path = new URL(url).pathname;
  return allPages().some((page) => new URL(page, SCOPE).pathname === path);
}

const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

// The page answered offline for a page that is not saved: in `lang`, with a link to every
// saved page (titled as its own <title> says), the reader's language first.
async function notSavedPage(cache, lang) {
  const words = BUILD.words[lang] ?? BUILD.words.en;
  const saved = [];
  for (const page of allPages()) {
    const url = new URL(page, SCOPE).href;
    const hit = await cache.match(url, { ignoreVary: true });
    if (!hit) continue;
    const title = /<title>([^<]*)<\/title>/.exec(await hit.text())?.[1] ?? page;
    saved.push({ url, title, mine: languageOf(url) === lang });
  }
  saved.sort((a, b) => Number(b.mine) - Number(a.mine));
  const items = saved.map(({ url, title }) => `<li><a href="${escapeHtml(url)}">${title}</a></li>`);
  const body = items.length
    ? `<p>${escapeHtml(words.saved)}</p><ul>${items.join("")}</ul>`
    : `<p>${escapeHtml(words.none)}</p>`;
  const html = `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(words.title)}</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;margin:1.5rem auto;padding:0 1rem;max-width:40rem;color:#1a1a1a;background:#fff}a{color:#00695c}
@media (prefers-color-scheme:dark){body{color:#e6e6e6;background:#1e2129}a{color:#4fd1c5}}</style></head>
<body><main><h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words.unsaved)}</p>${body}
<p><a href="">${escapeHtml(words.retry)}</a></p></main></body></html>`;
  return new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE.href)) return;
  if (request.headers.has("range")) return;
  event.respondWith(respond(request));
});

// The page that sent a message, as its cache key (no query, no fragment), if it is ours.
function sourcePage(source) {
  if (!source?.url?.startsWith(SCOPE.href)) return [];
  const url = new URL(source.url);
  url.search = "";
  url.hash = "";
  return [url.href];
}

self.addEventListener("message", (event) => {
  if (event.data?.type !== "cache-pages") return;
  const { lang, saveData } = event.data;
  event.waitUntil((async () => {
    let ok = true;
    const cache = await ownCache();
    try {
      const visited = sourcePage(event.source);
      if (cache) await fill(cache, saveData === true ? visited : [...visited, ...(BUILD.pages[lang] ?? [])]);
    } catch {
      ok = false;
    }
    event.source?.postMessage({
      type: "pages-cached", ok: ok && cache !== null, stale: cache === null, lang,
      saveData: saveData === true,
    });
  })());
});

self.addEventListener("message", (event) => {
  if (event.data?.type !== "cache-runtime") return;
  event.waitUntil((async () => {
    let ok = true;
    const cache = await ownCache();
    try {
      if (cache) await fill(cache, [...sourcePage(event.source), ...BUILD.runtime]);
    } catch {
      ok = false;
    }
    event.source?.postMessage({
      type: "runtime-cached", ok: ok && cache !== null, stale: cache === null,
      version: BUILD.version,
    });
  })());
});
