// Material's search worker, loaded only when the reader wants to search.
//
// On a page that holds a widget, tutorial/assets/search_on_demand.py points Material's
// `__config.search` at this file (served as
// assets/javascripts/workers/search-on-demand.js, next to Material's own
// worker) and takes away the form name that makes Material fetch the search
// index at load. Material creates this worker and waits for it to say "ready";
// until then it sends nothing (queries follow the ready message).
// Nothing happens until the page says the reader is about to search
// (tutorial/widgets/search-on-demand.js, over a BroadcastChannel): then this
// script fetches the index, imports Material's worker into this same worker
// and hands it the setup message Material would have sent. From then on
// Material's worker answers everything itself; until then Material shows
// "Initializing search", as it does while any index builds.
//
// Query parameters (set at build time): worker = Material's worker file name,
// in this directory; index = the search index, relative to this file;
// suggest=1 when the search.suggest feature is on. Living in Material's
// directory keeps Material's own relative URLs right (../lunr/min/*.js).
// Without BroadcastChannel, search loads at once.
"use strict";

(() => {
  const CHANNEL = "dudo-search-on-demand";
  const SETUP = 0; // Material's SearchMessageType.SETUP
  const params = new URL(self.location.href).searchParams;
  let state = "waiting"; // "waiting" | "loading" | "started"

  /** `value` resolved against this worker, if it matches `pattern`; else an Error. */
  function sibling(name, value, pattern) {
    if (!pattern.test(value)) {
      throw new Error(`search-on-demand: ?${name}= is not what the build writes: "${value}"`);
    }
    return new URL(value, self.location.href).href;
  }

  const materialWorker = sibling("worker", params.get("worker") ?? "",
    /^search\.[0-9a-f]+\.min\.js$/);
  const index = sibling("index", params.get("index") ?? "",
    /^(\.\.\/)*search\/search_index\.json$/);
  const suggest = params.get("suggest") === "1";
  const channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL) : null;

  async function start() {
    if (state !== "waiting") return;
    state = "loading";
    let data;
    try {
      const response = await fetch(index);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      data = await response.json();
    } catch (error) {
      state = "waiting"; // the next "wanted" tries again
      console.error(`search-on-demand: the search index could not be loaded (${error})`);
      return;
    }
    state = "started";
    if (channel) channel.close();
    importScripts(materialWorker); // adds Material's own "message" listener to this worker
    const setup = { type: SETUP, data: { config: data.config, docs: data.docs,
      options: { suggest } } };
    self.dispatchEvent(new MessageEvent("message", { data: setup }));
  }

  if (!channel) {
    start();
    return;
  }
  channel.addEventListener("message", (event) => {
    if (event.data === "wanted") start();
  });
  // The page may have wanted search before this worker was listening: ask.
  channel.postMessage("asking");
})();
