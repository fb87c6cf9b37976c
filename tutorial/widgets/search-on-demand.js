// Page side of on-demand search (tutorial/assets/search/worker.js): on a page
// that holds a widget, Material's search index is fetched and built only once the
// reader shows they are about to search, so it does not compete with Pyodide's
// start. "About to search" is: pointing at or touching the search button or box,
// focusing the search box (Material's keyboard shortcuts focus it too), or opening
// the search panel. A page opened with ?q= already has the panel open when this
// module runs; the worker's "asking" gets an answer whenever it comes. Each sign
// is passed on (the worker ignores repeats), so a failed index download is tried
// again the next time.

const CHANNEL = "dudo-search-on-demand";

export function watchSearchDemand(doc = document) {
  const toggle = doc.getElementById("__search");
  const query = doc.querySelector("[data-md-component=search-query]");
  if (!toggle || !query || typeof BroadcastChannel !== "function") return;
  const channel = new BroadcastChannel(CHANNEL);
  let wanted = false;

  const want = () => {
    wanted = true;
    channel.postMessage("wanted");
  };
  channel.addEventListener("message", (event) => {
    if (event.data === "asking" && wanted) channel.postMessage("wanted");
  });

  if (toggle.checked || doc.activeElement === query) want();
  toggle.addEventListener("change", () => toggle.checked && want());
  query.addEventListener("focus", want);
  // The search button (narrow screens) and the search box in the header (wide ones).
  for (const target of [...doc.querySelectorAll("label[for=__search]"), query.form]) {
    if (!target) continue;
    target.addEventListener("pointerenter", want);
    target.addEventListener("touchstart", want, { passive: true });
  }
}
