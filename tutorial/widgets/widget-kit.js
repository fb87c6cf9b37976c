// Helpers every widget shares: its build-time config (UI text in the page's language),
// a text lookup with {placeholders}, and the loading / ready / failed status line.
// Text only ever reaches the page through textContent, never as HTML.

/** The JSON config the build rendered into the widget (lang, text, presets...). */
export function readConfig(root) {
  const block = root.querySelector("script.dudo-widget__config");
  return JSON.parse(block?.textContent ?? "{}");
}

/** t(key, params): the widget's text for key, with {name} replaced from params. */
export function translator(config) {
  return (key, params = {}) => {
    const template = config.text?.[key] ?? key;
    return template.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
  };
}

/** A bid as readers of the page write it: 5x3 in English, 5个3 in Chinese. */
export function formatBid(code, lang) {
  const [quantity, rest] = code.split("x");
  // A 大话骰 bid may end with its mode: 4x3z is 4个3斋, 3x1f (illegal) 3个1飞.
  const mode = { z: "斋", f: "飞" }[rest.slice(-1)] ?? "";
  const face = mode ? rest.slice(0, -1) : rest;
  return lang === "zh" ? `${quantity}个${face}${mode}` : code;
}

/**
 * Keep the widget's status line, download bar and data-ready in step with the engine
 * client. onReady runs each time the engine becomes ready (after a restart too).
 */
export function bindStatus(root, client, t, onReady) {
  const status = root.querySelector(".dudo-widget__status");
  const text = status.querySelector(".dudo-widget__status-text");
  const retry = status.querySelector(".dudo-widget__retry");
  const bar = status.querySelector(".dudo-widget__progress");
  const amount = status.querySelector(".dudo-widget__progress-text");
  retry.addEventListener("click", () => { if (!retry.dataset.own) client.restart(); });
  const showProgress = () => {
    if (!bar || !amount) return;
    const loading = client.state === "loading" && client.progress?.total > 0;
    bar.hidden = amount.hidden = !loading;
    if (!loading) return;
    bar.max = client.progress.total;
    bar.value = client.progress.loaded;
    // Shown beside the bar; the bar itself gives assistive technology its value.
    amount.textContent = `${Math.floor((100 * client.progress.loaded) / client.progress.total)}%`;
  };
  client.addEventListener("progress", showProgress);
  const show = () => {
    showProgress();
    const { state, failure } = client;
    root.dataset.ready = String(state === "ready");
    status.dataset.state = state;
    retry.hidden = state !== "failed" || failure === "no_wasm" || failure === "no_worker";
    text.textContent = state === "ready" ? t("ready") : state === "loading" ? t("loading") : t(failure ?? "failed");
    if (state === "ready") onReady();
  };
  client.addEventListener("state", show);
  show();
}

/** The message of an error envelope in the page's language (engine text or UI text). */
export function errorText(error, lang, t) {
  if (error?.message && typeof error.message === "object") return error.message[lang] ?? error.message.en;
  if (error?.code === "engine_unavailable" || error?.code === "failed") return t("failed");
  if (error?.code === "crashed") return t("crashed");
  if (error?.code === "timeout") return t("timeout");
  return t("internal");
}

// Control characters and the bidirectional controls that can reorder a line (as in
// engine/echo.py, which does the same for the engine's messages).
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** Text from the address or the reader as a message may show it: at most `most` characters
 * (cut with "…"), control and bidi characters written as visible \uXXXX escapes. */
export function echo(text, most = 40) {
  const pieces = [...String(text)].map((char) => (HIDDEN.test(char)
    ? `\\u${char.codePointAt(0).toString(16).padStart(4, "0")}` : char));
  const whole = pieces.join("");
  if (whole.length <= most) return whole;
  let shown = "";
  for (const piece of pieces) {
    if (shown.length + piece.length > most - 1) break;
    shown += piece;
  }
  return `${shown}…`;
}

/** The most characters of query a widget writes into the address (servers refuse long URLs). */
export const MAX_QUERY_LENGTH = 2000;

/** Whether `query` (URLSearchParams) is short enough to go into the address and a link. */
export function fitsInUrl(query) {
  return query.toString().length <= MAX_QUERY_LENGTH;
}

/** Whether `name` is one of `table`'s own keys (never "__proto__", "constructor"…). */
export function ownKey(table, name) {
  return typeof name === "string" && table != null && Object.hasOwn(table, name);
}

/**
 * The reader's game (issue 43, "Your game"): the rule set the page's head read from
 * `?game=` or the browser's memory into `<html data-game>`, when `presets` (a widget's
 * config.presets) offers it; null for "compare all", no choice, or a game the widget lacks.
 * A tool starts on it unless its own link names rules.
 */
export function chosenGame(presets) {
  const game = document.documentElement.dataset.game;
  return ownKey(presets, game) ? game : null;
}

/**
 * The widget's status line says `key` (a UI text) with its retry button shown; a click
 * hides the button and runs `retry`. For failures bindStatus does not see (a module of the
 * widget that did not download, a first call that failed).
 */
export function showRetry(root, t, key, retry) {
  root.dataset.ready = "false";
  const status = root.querySelector(".dudo-widget__status");
  if (!status) return;
  status.dataset.state = "failed";
  const text = status.querySelector(".dudo-widget__status-text");
  if (text) text.textContent = t(key);
  const button = status.querySelector(".dudo-widget__retry");
  if (!button) return;
  button.hidden = false;
  button.dataset.own = "true"; // bindStatus leaves this click to us
  button.onclick = () => {
    button.hidden = true;
    button.onclick = null;
    delete button.dataset.own;
    status.dataset.state = "loading";
    if (text) text.textContent = t("loading");
    retry();
  };
}

/** Hold a new build of the site back while `unsaved()` is true (a game in progress): the
 * page then says a new version is ready and applies it when the reader chooses
 * (tutorial/render/templates/offline_head.html.j2). No-op where the service worker is off. */
export function holdUpdatesWhile(unsaved) {
  globalThis.dudoUpdateHolds?.add(unsaved);
}
