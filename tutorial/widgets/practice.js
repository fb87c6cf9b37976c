// The practice widget's wiring: you (seat 0) against 1–5 bots, seeded, round after round until
// the game is over, with a reveal after every call, plus the walkthrough below it. This module
// builds the set-up form (from the engine's `rules` catalogue) and the address that replays a
// game, and joins the game flow (practice-flow.js: turns, bots, engine calls) to the table view
// (practice-table.js: seats, bids, moves, reveal) and its words (practice-words.js). Every rule
// decision comes from the engine (engine/webapi/).
//
// Test hooks (stable): root [data-testid=practice][data-ready=true|false|error];
// setup pr-rules (select of preset names), pr-bots (select, a count), pr-level (select of bot
// levels), pr-seed (text), pr-speed (select), pr-start; pr-status[data-phase=your-turn|waiting|
// reveal|game-over]; [data-testid=pr-bid-option][data-bid=QxF] for every legal bid (the lowest
// raise of each face first, the rest behind the pr-more toggle); buttons pr-dudo, pr-calza, pr-pressure
// (aria-pressed), pr-next (after a reveal), pr-finish (when you are out), pr-new (game over);
// pr-seats (one li per player, data-player, data-dice), pr-history, pr-reveal, pr-over
// (data-winners), pr-error; pr-status[data-game] holds the game (seed and moves) as JSON.

import { fill, h } from "./dice-view.js";
import { BOT_NAMES, GameFlow, SPEEDS } from "./practice-flow.js";
import { PracticeTable } from "./practice-table.js";
import { wordsFor } from "./practice-words.js";
import { bindStatus, errorText, readConfig } from "./widget-kit.js";
import { Walkthrough } from "./walkthrough.js";

const MAX_BOTS = 5;

export class Practice {
  /** `engine.call(op, args)` resolves to an op's result or rejects with an Error whose
   * message is in the page's language; `w` holds the page's words (practice-words.js). */
  constructor(root, container, engine, w) {
    this.root = root;
    this.container = container;
    this.engine = engine;
    this.w = w;
    this.lang = w.lang;
    this.flow = new GameFlow(engine, {
      phase: () => this.table.show(this.flow.state, this.flow.phase, this.flow.seed),
      busy: (busy) => {
        this.root.setAttribute("aria-busy", String(busy));
        this.table?.setBusy(busy);
      },
      error: (error) => this.showError(error),
      action: (action) => this.table.announce(action),
    });
  }

  text(key, params) {
    return this.w.t(key, params);
  }

  /** Build the set-up form from the engine's catalogue and mark the widget ready. */
  async init() {
    this.catalogue = await this.engine.call("rules", {});
    this.you = this.text("ui.you");
    this.build();
    this.readUrl();
  }

  /** After the engine restarted (a crashed worker): pick the game up where it was. */
  resume() {
    this.flow.resume();
  }

  build() {
    const field = (label, control, hint) => h("div", { class: "dp-field" },
      h("label", { for: control.id }, label), control,
      hint ? h("small", { id: `${control.id}-hint`, class: "dp-hint" }, hint) : null);
    const select = (id, testid, entries, value) => h("select", { id, "data-testid": testid },
      entries.map(([v, label]) => h("option", { value: v, selected: v === value }, label)));
    const presets = Object.keys(this.catalogue.presets);
    this.rulesSelect = select("pr-rules", "pr-rules",
      presets.map((p) => [p, this.w.preset(p)]), "wango");
    this.botsSelect = h("select", { id: "pr-bots", "data-testid": "pr-bots" });
    this.levelSelect = select("pr-level", "pr-level",
      this.catalogue.bots.map((level) => [level, this.text(`level.${level}`)]), "normal");
    this.seedInput = h("input", { id: "pr-seed", "data-testid": "pr-seed", type: "text",
      inputmode: "numeric", autocomplete: "off", spellcheck: "false", maxlength: "40",
      "aria-describedby": "pr-seed-hint" });
    this.speedSelect = select("pr-speed", "pr-speed",
      Object.keys(SPEEDS).map((s) => [s, this.text(`speed.${s}`)]), "normal");
    this.startButton = h("button", { type: "submit", class: "md-button md-button--primary",
      "data-testid": "pr-start" }, this.text("setup.start"));
    this.rulesSelect.addEventListener("change", () => this.fillBots());
    this.fillBots(1);
    const form = h("form", { class: "dp-setup", novalidate: true },
      h("fieldset", {},
        h("legend", {}, this.text("setup.legend")),
        h("div", { class: "dp-fields" },
          field(this.text("setup.rules"), this.rulesSelect),
          field(this.text("setup.bots"), this.botsSelect),
          field(this.text("setup.level"), this.levelSelect),
          field(this.text("setup.speed"), this.speedSelect),
          field(this.text("setup.seed"), this.seedInput, this.text("setup.seed_hint"))),
        this.startButton));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      this.start();
    });
    this.error = h("p", { id: "pr-error", class: "dp-error", role: "alert", "data-testid": "pr-error",
      hidden: true });
    const live = h("p", { class: "dp-sr-only", "aria-live": "polite", "aria-atomic": "true" });
    const status = h("p", { class: "dp-status", "data-testid": "pr-status", "data-phase": "setup" });
    const board = h("div", { class: "dp-board" });
    this.game = h("section", { class: "dp-game", hidden: true, "aria-label": this.text("table.heading") },
      status, board);
    this.table = new PracticeTable({ board, status, live, w: this.w, catalogue: this.catalogue,
      you: this.you, moves: {
        act: (action) => this.flow.act(action),
        finish: () => this.flow.finish(),
        next: () => this.flow.next(),
        newGame: () => { this.seedInput.value = ""; this.start(); },
      } });
    fill(this.container, form, this.error, this.game, live);
  }

  /** The bot-count choices the preset's table size allows (1–5 bots). */
  fillBots(wanted) {
    const preset = this.catalogue.presets[this.rulesSelect.value];
    const low = Math.max(1, preset.min_players - 1);
    const high = Math.min(MAX_BOTS, preset.max_players - 1);
    const current = Number(wanted ?? this.botsSelect.value) || 1;
    const chosen = Math.min(high, Math.max(low, current));
    const options = [];
    for (let n = low; n <= high; n += 1) {
      options.push(h("option", { value: n, selected: n === chosen }, String(n)));
    }
    fill(this.botsSelect, options);
  }

  /** Settings from the address (?rules=&bots=&level=&speed=&seed=), so a shared link replays a game. */
  readUrl() {
    const params = new URLSearchParams(window.location.search);
    const pick = (selectEl, value) => {
      if (value && [...selectEl.options].some((o) => o.value === value)) selectEl.value = value;
    };
    pick(this.rulesSelect, params.get("rules"));
    this.fillBots(params.get("bots"));
    pick(this.levelSelect, params.get("level"));
    pick(this.speedSelect, params.get("speed"));
    if (params.has("seed")) this.seedInput.value = params.get("seed");
  }

  writeUrl(seed) {
    const url = new URL(window.location.href);
    url.searchParams.set("rules", this.rulesSelect.value);
    url.searchParams.set("bots", this.botsSelect.value);
    url.searchParams.set("level", this.levelSelect.value);
    url.searchParams.set("speed", this.speedSelect.value);
    url.searchParams.set("seed", String(seed));
    url.searchParams.delete("walkthrough");
    window.history.replaceState(null, "", url);
  }

  showError(error) {
    const message = String(error?.message ?? error);
    this.error.textContent = this.text("ui.error", { message });
    this.error.hidden = false;
    if (error?.engine?.field === "seed") {  // the one field a reader types: mark it, as forms do
      this.seedInput.setAttribute("aria-invalid", "true");
      this.seedInput.setAttribute("aria-errormessage", this.error.id);
      this.seedInput.focus();
    }
  }

  clearError() {
    this.error.hidden = true;
    this.error.textContent = "";
    this.seedInput.removeAttribute("aria-invalid");
    this.seedInput.removeAttribute("aria-errormessage");
  }

  /** Deal a game from the form (a typed seed, or a fresh one) and start playing it. */
  async start(seedOverride) {
    this.flow.stop();
    this.clearError();
    const typed = (seedOverride ?? this.seedInput.value).trim();
    const seed = typed === "" ? Math.floor(Math.random() * 1e9) : typed;
    const bots = Number(this.botsSelect.value);
    this.table.pressure = false;
    const dealt = await this.flow.deal({ rules: this.rulesSelect.value, seed,
      players: [this.you, ...BOT_NAMES.slice(0, bots)],
      level: this.levelSelect.value, speed: this.speedSelect.value });
    if (!dealt) return;
    this.seedInput.value = String(this.flow.seed);
    this.writeUrl(this.flow.seed);
    this.game.hidden = false;
    this.flow.advance();
  }
}

/** The engine client as the widgets use it: an op's result, or an Error in the page's language. */
function engineOf(client, w) {
  return {
    async call(op, args) {
      const envelope = await client.call(op, args);
      if (envelope.ok) return envelope.result;
      throw Object.assign(new Error(errorText(envelope.error, w.lang, w.t)), { engine: envelope.error });
    },
  };
}

function addStylesheet() {
  const href = new URL("./practice.css", import.meta.url).href;
  if ([...document.querySelectorAll("link[rel=stylesheet]")].some((l) => l.href === href)) return;
  document.head.append(h("link", { rel: "stylesheet", href }));
}

async function startWalkthrough(root, engine, w) {
  const container = root.querySelector("[data-part=walk]");
  let examples;
  try {
    const response = await fetch(new URL("../examples.json", import.meta.url));
    if (!response.ok) throw new Error(String(response.status));
    examples = (await response.json()).examples;
  } catch {
    root.dataset.ready = "error";
    fill(container, h("p", { class: "dp-error", role: "alert", "data-testid": "wt-error" }, w.t("wt.failed")));
    return;
  }
  const walk = new Walkthrough(root, container, engine, w, examples);
  walk.init(new URLSearchParams(window.location.search).get("walkthrough"));
}

/** Bring the practice widget (the table and the walkthrough) to life; called by loader.js. */
export function mount(root, client) {
  addStylesheet();
  const config = readConfig(root);
  const w = wordsFor(config, config.text?.["ui.you"] ?? null);
  const engine = engineOf(client, w);
  const practice = new Practice(root, root.querySelector("[data-part=play]"), engine, w);
  const walkRoot = root.querySelector("[data-testid=walkthrough]");
  if (walkRoot) startWalkthrough(walkRoot, engine, w);
  let started = null;
  bindStatus(root, client, w.t, () => {
    if (started) {
      started.then(() => { root.dataset.ready = "true"; practice.resume(); });
      return;
    }
    // Ready means the table can be set up: hold data-ready until the form is built.
    root.dataset.ready = "false";
    started = practice.init().then(
      () => { root.dataset.ready = "true"; },
      (error) => { root.dataset.ready = "error"; practice.container.textContent = String(error?.message ?? error); },
    );
  });
}
