// Entry point the build adds to pages that hold a widget (and only to those):
// start the engine worker right away, then bring each widget to life with its
// module, ./NAME.js, which exports mount(root, client). Material's search index
// is built only once the reader is about to search (./search-on-demand.js).
import { engine } from "./engine-client.js";
import { readConfig, showRetry, translator } from "./widget-kit.js";
import { watchSearchDemand } from "./search-on-demand.js";

/**
 * Import the widget's module and mount it. A module (or one it imports) that fails to
 * download shows the failure with a working retry button: the retry asks for the module
 * under a fresh query, since a browser keeps a failed import's answer for its URL.
 */
function mountWidget(root, name, client, attempt = 0) {
  const url = new URL(`./${name}.js`, import.meta.url);
  if (attempt > 0) url.searchParams.set("retry", String(attempt));
  import(url.href).then(
    (module) => module.mount(root, client),
    () => showRetry(root, translator(readConfig(root)), "module_failed",
      () => mountWidget(root, name, client, attempt + 1)),
  );
}

watchSearchDemand();

const roots = [...document.querySelectorAll("[data-widget-root]")];
if (roots.length > 0) {
  const client = engine();
  for (const root of roots) {
    const name = root.dataset.widgetRoot;
    if (/^[a-z][a-z-]*$/.test(name)) mountWidget(root, name, client);
  }
}
