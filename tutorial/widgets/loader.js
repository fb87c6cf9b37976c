// Entry point the build adds to pages that hold a widget (and only to those):
// start the engine worker right away, then bring each widget to life with its
// module, ./NAME.js, which exports mount(root, client). Material's search index
// is built only once the reader is about to search (./search-on-demand.js).
import { engine } from "./engine-client.js";
import { readConfig, translator } from "./widget-kit.js";
import { watchSearchDemand } from "./search-on-demand.js";

function showFailure(root) {
  root.dataset.ready = "false";
  const status = root.querySelector(".dudo-widget__status");
  if (!status) return;
  status.dataset.state = "failed";
  const text = status.querySelector(".dudo-widget__status-text");
  if (text) text.textContent = translator(readConfig(root))("failed");
}

watchSearchDemand();

const roots = [...document.querySelectorAll("[data-widget-root]")];
if (roots.length > 0) {
  const client = engine();
  for (const root of roots) {
    const name = root.dataset.widgetRoot;
    if (!/^[a-z][a-z-]*$/.test(name)) continue;
    import(`./${name}.js`).then((module) => module.mount(root, client), () => showFailure(root));
  }
}
