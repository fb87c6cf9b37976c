// The bid checker: describe a round, type a bid, and the engine (in the worker) says
// whether it is legal and why, the lowest legal bid of each face, and the chance the
// bid holds given your own dice. Under 大话骰 (rules with bid modes) it also says the
// bid's mode (斋 or 飞) and gives each face's lowest 斋 bid beside its lowest 飞 bid. The inputs live in the URL query, so a shared link
// reproduces the check; the address bar is only rewritten once it holds a check (a shared
// link) or the reader has changed an input, so opening the page leaves its URL clean.
// Everything shown is set with textContent. A wrong optional "your dice" field is said beside
// that field (bc-own-error) and the bid is checked without it; a field in error is marked
// aria-invalid="true" and described by the element that says what is wrong.
// Checks are not debounced: an input is sent to the engine at once unless a check is
// already in flight; then only the latest input waits, and goes when the reply comes.
// A verdict is drawn as soon as its reply arrives; the URL is rewritten (and aria-busy
// cleared) in the task after, and only if no newer input is being checked by then:
// history.replaceState holds up the page's next message from the worker for milliseconds.
import {
  bindStatus, chosenGame, errorText, fitsInUrl, formatBid, ownKey, readConfig, translator,
} from "./widget-kit.js";
import { chanceText } from "./chance-text.js";

// URL query keys of the form fields (option overrides use "o.NAME").
const FIELDS = ["rules", "dice", "history", "palifico", "owner", "bidder_dice", "bid", "own"];
const FIELD_OF_ARG = {
  rules: "rules", options: "rules", dice_in_play: "dice", history: "history",
  palifico: "palifico", owner: "owner", bidder_dice: "bidder_dice", bid: "bid", own: "own",
};

// The line under the verdict for a 大话骰 bid, by its mode.
const MODE_TEXT = { fei: "mode_fei", zhai: "mode_zhai" };

export function mount(root, client) {
  const config = readConfig(root);
  const lang = config.lang ?? "en";
  const t = translator(config);
  const form = root.querySelector("form");
  const field = (name) => form.elements.namedItem(name);
  const optionControls = [...form.querySelectorAll("[data-option]")];
  const verdict = root.querySelector("[data-testid=bc-verdict]");
  const ownError = root.querySelector("[data-testid=bc-own-error]");
  // Each field's own description (its hint), to which an error's element is added.
  const hintOf = new Map([...form.elements].map((c) => [c, c.getAttribute("aria-describedby")]));
  const wild = root.querySelector("[data-testid=bc-wild]");
  const odds = root.querySelector("[data-testid=bc-odds]");
  const link = root.querySelector("[data-testid=bc-link]");
  const copy = root.querySelector("[data-testid=bc-copy]");
  const copied = root.querySelector(".bid-checker__copied");
  const palificoHint = root.querySelector(`#${CSS.escape(field("palifico").getAttribute("aria-describedby"))}`);
  const ownsUrl = document.querySelector("[data-widget-root=bid-checker]") === root;
  let sequence = 0; // bumped by every input; a reply to an older input is not shown
  let inFlight = false;
  let settling = null; // the timer of settle()
  let shownMinimums = null; // the minimum-raise cells as last drawn, to skip redrawing them
  let urlHoldsCheck = false; // set by readUrl() and by the reader's first change
  const percent = (value) => chanceText(value, lang, t);

  const optionValue = (control) => (control.type === "checkbox" ? control.checked : control.value);
  const setOption = (control, value) => {
    if (control.type === "checkbox") control.checked = value === true || value === "true";
    else control.value = String(value);
  };
  const urlAcceptsOption = (control, raw) => (control.type === "checkbox"
    ? raw === "true" || raw === "false"
    : [...control.options].some((option) => option.value === raw));
  const presetOptions = () => (ownKey(config.presets, field("rules").value)
    ? config.presets[field("rules").value] : {});

  function applyPreset() {
    const preset = presetOptions();
    for (const control of optionControls) setOption(control, preset[control.dataset.option]);
  }

  function overrides() {
    const preset = presetOptions();
    const result = {};
    for (const control of optionControls) {
      const name = control.dataset.option;
      const value = optionValue(control);
      if (value !== preset[name]) result[name] = value;
    }
    return result;
  }

  function syncPalifico() {
    const palificoRules = optionControls.find((c) => c.dataset.option === "palifico");
    const allowed = palificoRules ? palificoRules.checked : true;
    const palifico = field("palifico");
    palifico.disabled = !allowed;
    if (!allowed) palifico.checked = false;
    palificoHint.hidden = allowed;
    field("owner").disabled = !palifico.checked;
    if (!palifico.checked) field("owner").checked = false;
  }

  function readUrl() {
    const query = new URLSearchParams(location.search);
    const chosen = chosenGame(config.presets);
    if (chosen !== null && !query.has("rules")) {
      field("rules").value = chosen;
      applyPreset();
    }
    if (![...query.keys()].some((key) => FIELDS.includes(key) || key.startsWith("o."))) return;
    // A link longer than this page ever writes was not made by it: open the form as it is.
    if (!fitsInUrl(query)) return;
    urlHoldsCheck = true;
    // Only a preset the page offers: "__proto__" or "constructor" are keys of every object.
    if (ownKey(config.presets, query.get("rules"))) field("rules").value = query.get("rules");
    applyPreset();
    for (const control of optionControls) {
      const raw = query.get(`o.${control.dataset.option}`);
      // A value the form cannot show (o.wild_ones=maybe, a calza_by nobody offers) is
      // dropped, so the option keeps the preset's value rather than a guess.
      if (raw !== null && urlAcceptsOption(control, raw)) setOption(control, raw);
    }
    for (const name of ["dice", "history", "bidder_dice", "bid", "own"]) {
      if (query.has(name)) field(name).value = query.get(name);
    }
    field("palifico").checked = query.get("palifico") === "1";
    field("owner").checked = query.get("owner") === "1";
  }

  function stateQuery() {
    const query = new URLSearchParams();
    query.set("rules", field("rules").value);
    for (const [name, value] of Object.entries(overrides())) query.set(`o.${name}`, String(value));
    for (const name of ["dice", "history", "bidder_dice", "bid", "own"]) {
      const value = field(name).value.trim();
      if (value) query.set(name, value);
    }
    if (field("palifico").checked) query.set("palifico", "1");
    if (field("owner").checked) query.set("owner", "1");
    return query;
  }

  /** The share link and the address hold the check, unless it is too long for a URL:
   * then there is no link (none could reproduce the check) and the address loses its query. */
  function updateLink() {
    const query = stateQuery();
    const fits = fitsInUrl(query);
    link.hidden = !fits;
    copy.hidden = !fits;
    if (copied.textContent === t("link_too_long")) copied.textContent = "";
    if (!fits) copied.textContent = t("link_too_long");
    const url = new URL(location.href);
    url.search = fits ? query.toString() : "";
    link.href = fits ? url.href : "";
    if (ownsUrl && urlHoldsCheck && url.href !== location.href) {
      history.replaceState(history.state, "", url.href);
    }
  }

  function args() {
    const text = (name) => field(name).value;
    return {
      rules: field("rules").value,
      options: overrides(),
      dice_in_play: text("dice"),
      history: text("history"),
      palifico: field("palifico").checked,
      owner: field("owner").checked,
      bidder_dice: text("bidder_dice").trim() || null,
      bid: text("bid"),
      own: text("own").trim() || null,
    };
  }

  /** Mark the fields named in `wrong` ({name: id of the element saying what is wrong}) invalid,
   * each described by its hint and that element; every other field valid. */
  function markInvalid(wrong) {
    for (const control of form.elements) {
      if (!control.name || control.name.startsWith("opt.")) continue;
      const message = ownKey(wrong, control.name) ? wrong[control.name] : null;
      if (message) control.setAttribute("aria-invalid", "true");
      else control.removeAttribute("aria-invalid");
      const ids = [hintOf.get(control), message].filter(Boolean).join(" ");
      if (ids) control.setAttribute("aria-describedby", ids);
      else control.removeAttribute("aria-describedby");
    }
  }

  /** The optional "your dice" field's error, shown beside that field (or cleared). */
  function showOwnError(error) {
    ownError.textContent = error ? errorText(error, lang, t) : "";
    ownError.hidden = !error;
    if (error) ownError.dataset.error = error.code ?? "internal";
    else delete ownError.dataset.error;
  }

  function setVerdict(text, legal, code = null) {
    if (verdict.textContent !== text) verdict.textContent = text;
    if (legal === null) delete verdict.dataset.legal;
    else verdict.dataset.legal = String(legal);
    if (code) verdict.dataset.error = code;
    else delete verdict.dataset.error;
  }

  function showMinimums(minimums, zhai = null) {
    const key = JSON.stringify([minimums ?? null, zhai]);
    if (key === shownMinimums) return;
    shownMinimums = key;
    const lowestHead = root.querySelector("[data-testid=bc-lowest-head]");
    lowestHead.textContent = zhai ? lowestHead.dataset.fei : lowestHead.dataset.plain;
    root.querySelector("[data-testid=bc-zhai-head]").hidden = !zhai;
    for (let face = 1; face <= 6; face += 1) {
      const zhaiCell = root.querySelector(`[data-testid=bc-minz-${face}]`);
      zhaiCell.hidden = !zhai;
      if (zhai) fillMinimum(zhaiCell, zhai, face);
      fillMinimum(root.querySelector(`[data-testid=bc-min-${face}]`), minimums, face);
    }
  }

  /** One cell of the minimums table: a button that checks the bid, "none", or "–" (no
   * check yet, or a face the column has no bid of: ones are never 斋's second column). */
  function fillMinimum(cell, minimums, face) {
    const code = minimums?.[String(face)];
    cell.replaceChildren();
    cell.dataset.bid = code ?? "";
    if (!minimums || !Object.hasOwn(minimums, String(face))) {
      cell.textContent = "–";
    } else if (!code) {
      cell.textContent = t("none");
    } else {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "bid-checker__use";
      button.textContent = formatBid(code, lang);
      button.setAttribute("aria-label", t("use_bid", { bid: formatBid(code, lang) }));
      button.addEventListener("click", () => {
        field("bid").value = code;
        urlHoldsCheck = true;
        schedule();
        field("bid").focus();
      });
      cell.append(button);
    }
  }

  /** Show a reply; `ownFailure` is the error of the optional own dice, which then were left
   * out of the check, so the verdict and the lowest bids still show. */
  function render(envelope, ownFailure) {
    const wrong = ownFailure ? { own: ownError.id } : {};
    showOwnError(ownFailure);
    if (envelope.ok) {
      const result = envelope.result;
      markInvalid(wrong);
      setVerdict(result.message[lang] ?? result.message.en, result.legal);
      verdict.dataset.reason = result.reason;
      showMinimums(result.minimum_raises, result.minimum_zhai_raises ?? null);
      // Wild or not is said of the other faces: a bid on ones counts the ones themselves.
      // (The face without a 大话骰 mark: 3x1f is a bid on ones, refused as 飞.)
      const onOnes = Number.parseInt(result.bid.split("x")[1], 10) === 1;
      if (result.mode) wild.dataset.mode = result.mode;
      else delete wild.dataset.mode;
      wild.textContent = t(result.mode && !onOnes ? MODE_TEXT[result.mode]
        : onOnes ? "wild_self" : result.wild ? "wild_on" : "wild_off");
      odds.textContent = result.probability === null
        ? t("odds_none") : t("odds", { p: percent(result.probability) });
    } else {
      const error = envelope.error ?? {};
      const field = FIELD_OF_ARG[error.field];
      markInvalid(field ? { ...wrong, [field]: verdict.id } : wrong);
      setVerdict(errorText(error, lang, t), null, error.code ?? "internal");
      delete verdict.dataset.reason;
      showMinimums(null);
      wild.textContent = "";
      odds.textContent = t("odds_none");
    }
  }

  async function check() {
    const id = sequence;
    if (client.state === "failed") {
      setVerdict(t(client.failure ?? "failed"), null, client.failure ?? "failed");
      verdict.removeAttribute("aria-busy");
      updateLink();
      return;
    }
    if (client.state !== "ready") {
      setVerdict(t("waiting"), null); // checked when the engine is ready (bindStatus)
      updateLink();
      return;
    }
    inFlight = true;
    const sent = args();
    let envelope = await client.call("check", sent);
    let ownFailure = null;
    if (!envelope.ok && envelope.error?.field === "own") {
      // The optional field is wrong: say so beside it, and check the bid without it.
      ownFailure = envelope.error;
      envelope = await client.call("check", { ...sent, own: null });
    }
    inFlight = false;
    if (id !== sequence) {
      check(); // inputs changed meanwhile: check the latest ones now
      return;
    }
    render(envelope, ownFailure);
    settle(id);
  }

  /** The verdict for input `id` is shown: unless newer input came, save the URL, clear busy. */
  function settle(id) {
    clearTimeout(settling);
    settling = setTimeout(() => {
      if (id !== sequence) return; // the newer input's verdict settles in its turn
      updateLink();
      verdict.removeAttribute("aria-busy");
    }, 0);
  }

  /** The inputs changed: check them now, or right after the check in flight. */
  function schedule() {
    sequence += 1;
    verdict.setAttribute("aria-busy", "true");
    if (!inFlight) check();
  }

  form.addEventListener("submit", (event) => event.preventDefault());
  form.addEventListener("input", (event) => {
    urlHoldsCheck = true;
    if (event.target === field("rules")) return; // its change event resets the options first
    syncPalifico();
    schedule();
  });
  field("rules").addEventListener("change", () => {
    urlHoldsCheck = true;
    applyPreset();
    syncPalifico();
    schedule();
  });
  copy.addEventListener("click", async () => {
    updateLink();
    try {
      await navigator.clipboard.writeText(link.href);
      copied.textContent = t("copied");
    } catch {
      link.focus();
    }
  });

  readUrl();
  syncPalifico();
  updateLink();
  bindStatus(root, client, t, () => schedule());
  client.addEventListener("state", () => { if (client.state === "failed") schedule(); });
  if (client.state === "failed") schedule();
}
