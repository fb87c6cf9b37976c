// dudo-docs: tables that scroll sideways can be scrolled from the keyboard (issue 11,
// WCAG 2.1.1 and axe's scrollable-region-focusable). Material wraps each Markdown table
// in .md-typeset__scrollwrap when the page loads; the odds and bot-ladder tables have
// wrappers of their own. A wrapper that overflows becomes a named region in the Tab
// order (tabindex=0, role=region, aria-label from the table's caption or the heading
// above it, so in the page's language); one that fits loses them again, so tables
// that need no scrolling add no Tab stops.

const WRAPPERS = ".md-typeset__scrollwrap, .dudo-odds, .dudo-ladder__scroll";
const MARK = "dudoScrollRegion";

/** The words naming a table: its caption, else the nearest heading before it. */
function tableName(wrapper) {
  const caption = wrapper.querySelector("caption");
  if (caption && caption.textContent.trim()) return caption.textContent.trim();
  let node = wrapper;
  while (node && !node.matches?.(".md-content")) {
    let before = node.previousElementSibling;
    while (before) {
      if (/^H[1-6]$/.test(before.tagName)) {
        const heading = before.cloneNode(true);
        heading.querySelectorAll(".headerlink").forEach((a) => a.remove());
        return heading.textContent.trim();
      }
      before = before.previousElementSibling;
    }
    node = node.parentElement;
  }
  return document.querySelector(".md-content h1")?.textContent.trim() || document.title;
}

/** Make ``wrapper`` a focusable named region while it overflows, and undo that when not. */
export function markScrollRegion(wrapper) {
  const overflows = wrapper.scrollWidth > wrapper.clientWidth + 1;
  if (overflows && !wrapper.dataset[MARK]) {
    wrapper.dataset[MARK] = "true";
    wrapper.setAttribute("tabindex", "0");
    wrapper.setAttribute("role", "region");
    wrapper.setAttribute("aria-label", tableName(wrapper));
  } else if (!overflows && wrapper.dataset[MARK]) {
    delete wrapper.dataset[MARK];
    for (const name of ["tabindex", "role", "aria-label"]) wrapper.removeAttribute(name);
  }
}

const observer = new ResizeObserver((entries) => {
  for (const entry of entries) markScrollRegion(entry.target);
});

function watchAll() {
  document.querySelectorAll(WRAPPERS).forEach((wrapper) => {
    markScrollRegion(wrapper);
    observer.observe(wrapper);
  });
}

// Material publishes each rendered page on document$; without it, the page as loaded.
if (window.document$ && typeof window.document$.subscribe === "function") {
  window.document$.subscribe(watchAll);
} else {
  watchAll();
}
