// dudo-docs: the language switcher keeps the tool's state (issue 11).
// Material builds the header's language links at build time, pointing at the other
// language's page without the query string or hash, so a shared bid-checker link or
// ?walkthrough=ID#walkthrough opened blank in the other language. This module gives
// each language link the current location's query string and hash, when the page
// loads and again whenever the reader is about to follow one (the widgets update
// the address as the reader types), and keeps Material's sitemap lookup from
// rewriting the link on click.

const LINKS = ".md-select__link[hreflang]";

/** The link's own page, as the build wrote it (kept the first time it is seen). */
function basePath(link) {
  if (!link.dataset.basePath) {
    link.dataset.basePath = new URL(link.getAttribute("href"), location.href).pathname;
  }
  return link.dataset.basePath;
}

/** Point one language link at its page with this page's query string and hash. */
export function carryState(link) {
  link.setAttribute("href", basePath(link) + location.search + location.hash);
}

function carryAll() {
  document.querySelectorAll(LINKS).forEach(carryState);
}

function onIntent(event) {
  const link = event.target instanceof Element ? event.target.closest(LINKS) : null;
  if (!link) return;
  carryState(link);
  // Material's own click handler for language links looks the page up in sitemap.xml and,
  // when the address has a query string, falls back to the language's home or a wrong
  // path: the link already names the right page, so the click goes no further than here
  // and the browser follows it.
  if (event.type === "click") event.stopPropagation();
}

for (const type of ["pointerdown", "focusin", "click", "mouseover"]) {
  document.addEventListener(type, onIntent, true);
}
window.addEventListener("hashchange", carryAll);
carryAll();
