// Material's search worker, started only when the reader wants to search.
//
// On a page that holds a widget, tutorial/search_on_demand.py points Material's
// `__config.search` at this file (served as
// assets/javascripts/workers/search-on-demand.js, next to Material's own
// worker) with `?worker=<Material's worker file name>`. Material creates the
// worker and posts its setup message (the whole search index) as usual; this
// script keeps that message instead of building the index while Pyodide is
// compiling on the same cores. When the page says the reader is about to search
// (tutorial/widgets/search-on-demand.js, over a BroadcastChannel), it imports
// Material's worker into this same worker and hands it the messages it kept,
// in order. From then on Material's worker answers everything itself, exactly
// as it would have from the start; Material shows "Initializing search" until
// then, as it does when it defers search on file:// pages.
//
// Living in Material's directory keeps Material's own relative URLs right
// (its worker loads ../lunr/min/*.js relative to the worker's location).
// Without BroadcastChannel, Material's worker is imported at once.
"use strict";

(() => {
  const CHANNEL = "dudo-search-on-demand";
  const held = [];
  let started = false;

  /** Material's worker, by file name, in this worker's own directory; else an Error. */
  function materialWorker() {
    const name = new URL(self.location.href).searchParams.get("worker") ?? "";
    if (!/^search\.[0-9a-f]+\.min\.js$/.test(name)) {
      throw new Error(`search-on-demand: ?worker= must name Material's search worker, not "${name}"`);
    }
    return new URL(name, self.location.href).href;
  }

  const url = materialWorker();
  const channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL) : null;

  function hold(event) {
    held.push(event.data);
  }

  function start() {
    if (started) return;
    started = true;
    self.removeEventListener("message", hold);
    if (channel) channel.close();
    importScripts(url); // adds Material's own "message" listener to this worker
    for (const data of held.splice(0)) {
      self.dispatchEvent(new MessageEvent("message", { data }));
    }
  }

  self.addEventListener("message", hold);
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
