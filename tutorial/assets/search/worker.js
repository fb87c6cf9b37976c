// The site's search worker: Material's own, with Chinese queries cut into the index's words.
//
// tutorial/search_on_demand.py points every page's `__config.search` at this file
// (served as assets/javascripts/workers/search-dudo.js, next to Material's worker,
// so Material's relative URLs such as ../lunr/min/*.js still resolve). It imports
// Material's worker into this same worker, after adding a "message" listener of its
// own, which therefore sees every message first:
//
// * Setup (the index, from the page or fetched here): the Chinese words of the index
//   are collected. Material's build cuts Chinese text with jieba and the game-term
//   dictionary (tutorial/jieba_user_dict.txt) and puts zero-width spaces between the
//   words, so the index's own tokens are exactly jieba's words.
// * Query: each run of Chinese characters is cut into those words by forward maximum
//   matching, longest word first ("单骰回合" stays one word, "下一轮谁先叫" becomes
//   下一轮 / 谁 / 先叫), and handed on to Material. Material's own segmenter
//   (integrations/search/query/segment) never looks at the last character of a run
//   (it tries query.slice(i, j) only for j < length), which is why "单骰回合" used to
//   be searched as 单 / 骰 / 回: so each word of two characters or more is given a
//   trailing "〇" (U+3007, a Han character) that its loop stops before, and Material
//   keeps the word whole and drops the mark. Single characters need no mark (Material
//   keeps a one-character run as it is).
//   Then the stop words of the index's languages ("the", "on", "的") are dropped
//   from a query that has other words: the index has none of them, and Material
//   would search each as a prefix ("on" finding every "ones").
//
// On a page that holds a widget (?index= given), nothing is loaded until the page
// says the reader is about to search (tutorial/widgets/search-on-demand.js, over a
// BroadcastChannel): then this worker fetches the page language's index itself,
// imports Material's worker and sends it the setup message Material would have sent
// (the page's form has no name="search", so Material does not). Until then Material
// shows "Initializing search", as it does while any index builds. Without
// BroadcastChannel, search loads at once.
//
// Query parameters (set at build time): worker = Material's worker file name, in
// this directory; index = the language's search index, relative to this file (only
// on widget pages); suggest=1 when the search.suggest feature is on.
"use strict";

(() => {
  const CHANNEL = "dudo-search-on-demand";
  const SETUP = 0; // Material's SearchMessageType.SETUP
  const QUERY = 2; // Material's SearchMessageType.QUERY
  const KEEP_WHOLE = "\u3007";
  const HAN = /\p{sc=Han}/u;
  const HAN_RUN = /\p{sc=Han}+/gu;
  const params = new URL(self.location.href).searchParams;

  /** `value` resolved against this worker, if it matches `pattern`; else an Error. */
  function sibling(name, value, pattern) {
    if (!pattern.test(value)) {
      throw new Error(`search worker: ?${name}= is not what the build writes: "${value}"`);
    }
    return new URL(value, self.location.href).href;
  }

  const materialWorker = sibling("worker", params.get("worker") ?? "",
    /^search\.[0-9a-f]+\.min\.js$/);
  const index = params.has("index")
    ? sibling("index", params.get("index") ?? "",
      /^(\.\.\/)*([a-z]{2,3}(-[A-Za-z]+)?\/)?search\/search_index\.json$/)
    : null;
  const suggest = params.get("suggest") === "1";

  // ---- Chinese words of the index, and cutting a query into them ----

  const words = new Set();
  let longest = 1;
  let languages = [];

  /** Collect the Chinese tokens of every title and text, split as Material's tokenizer splits. */
  function learn({ config, docs }) {
    languages = Array.isArray(config.lang) ? config.lang : [];
    const separator = new RegExp(config.separator); // as Material builds it
    for (const doc of docs) {
      for (const field of [doc.title, doc.text]) {
        if (typeof field !== "string") continue;
        for (const token of field.replace(/<[^>]*>/g, " ").toLowerCase().split(separator)) {
          if (token.length > 1 && HAN.test(token)) {
            words.add(token);
            longest = Math.max(longest, token.length);
          }
        }
      }
    }
  }

  /** One run of Chinese characters as the index's words, longest match first. */
  function cut(run) {
    const found = [];
    for (let at = 0; at < run.length;) {
      let size = Math.min(longest, run.length - at);
      while (size > 1 && !words.has(run.slice(at, at + size))) size -= 1;
      const word = run.slice(at, at + size);
      found.push(size > 1 ? word + KEEP_WHOLE : word);
      at += size;
    }
    return found.join(" ");
  }

  /** Whether lunr's stop-word filter of any of the index's languages drops `term`. */
  function isStopWord(term) {
    const lunr = self.lunr;
    if (!lunr) return false;
    const filters = [lunr.stopWordFilter, ...languages.map((code) => lunr[code]?.stopWordFilter)];
    const bare = term.replace(KEEP_WHOLE, "").toLowerCase();
    return filters.some((filter) => typeof filter === "function" && filter(bare) === undefined);
  }

  /** The query with each Chinese run cut into words and stop words dropped (see the top). */
  function segmentQuery(query) {
    const terms = query.replace(HAN_RUN, (run) => ` ${cut(run.toLowerCase())} `).trim()
      .split(/\s+/);
    const kept = terms.filter((term) => !/^[\p{L}\p{N}\u3007]+$/u.test(term) || !isStopWord(term));
    return (kept.length > 0 ? kept : terms).join(" ");
  }

  let forwarding = false;
  function forward(data) {
    forwarding = true;
    try {
      self.dispatchEvent(new MessageEvent("message", { data }));
    } finally {
      forwarding = false;
    }
  }

  self.addEventListener("message", (event) => {
    if (forwarding) return;
    const message = event.data;
    if (message?.type === SETUP) {
      learn(message.data);
    } else if (message?.type === QUERY && typeof message.data === "string") {
      event.stopImmediatePropagation();
      forward({ type: QUERY, data: segmentQuery(message.data) });
    }
  });

  if (index === null) {
    importScripts(materialWorker); // adds Material's own "message" listener, after ours
    return;
  }

  // ---- On demand (widget pages) ----

  const channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL) : null;
  let state = "waiting"; // "waiting" | "loading" | "started"

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
      console.error(`search worker: the search index could not be loaded (${error})`);
      return;
    }
    state = "started";
    if (channel) channel.close();
    importScripts(materialWorker);
    const setup = { type: SETUP, data: { config: data.config, docs: data.docs,
      options: { suggest } } };
    learn(setup.data);
    forward(setup);
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
