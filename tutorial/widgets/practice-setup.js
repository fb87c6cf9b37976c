// The practice table's set-up: the form (rules, bots, level, speed, seed) built from the
// engine's `rules` catalogue, the address that carries those settings (?rules=&bots=&level=
// &speed=&seed=, so a shared link replays a game), and, once a game is dealt, the one-line
// summary that replaces the form, whose "New game" asks before giving up a game in progress.
// Nothing in the form can be changed during a game: it is hidden until the reader asks for it.
//
// Test hooks: pr-rules, pr-bots, pr-level, pr-speed, pr-seed, pr-start (the form); pr-summary
// (the one-line summary, data-seed), pr-setup-new ("New game"), pr-confirm (the question)
// with pr-discard and pr-keep.

import { fill, h } from "./dice-view.js";
import { chosenGame } from "./widget-kit.js";
import { MIXED, SPEEDS } from "./practice-flow.js";

const MAX_BOTS = 5;

export class Setup {
  /** `catalogue` is the engine's `rules` answer; `w` the page's words; `extra` more fields for
   * the form (the coach's switch); `on.start()` deals a game from the form, `on.discard()` gives
   * up the game on the table (after the reader agreed), `on.inProgress()` says if one is. */
  constructor(catalogue, w, extra, on) {
    this.catalogue = catalogue;
    this.w = w;
    this.extra = extra;
    this.on = on;
    this.typedSeed = false;
    this.build();
  }

  text(key, params) {
    return this.w.t(key, params);
  }

  build() {
    const field = (label, control, hint) => h("div", { class: "dp-field" },
      h("label", { for: control.id }, label), control,
      hint ? h("small", { id: `${control.id}-hint`, class: "dp-hint" }, hint) : null);
    const select = (id, testid, entries, value) => h("select", { id, "data-testid": testid },
      entries.map(([v, label]) => h("option", { value: v, selected: v === value }, label)));
    const presets = Object.keys(this.catalogue.presets).filter((p) => this.w.offered(p));
    this.rulesSelect = select("pr-rules", "pr-rules",
      presets.map((p) => [p, this.w.preset(p)]), "wango");
    this.botsSelect = h("select", { id: "pr-bots", "data-testid": "pr-bots" });
    // "mixed": the bots take turns being normal and hard (practice-flow.js, botLevels).
    this.levelSelect = select("pr-level", "pr-level",
      [...this.catalogue.bots, MIXED].map((level) => [level, this.text(`level.${level}`)]), "normal");
    this.seedInput = h("input", { id: "pr-seed", "data-testid": "pr-seed", type: "text",
      inputmode: "numeric", autocomplete: "off", spellcheck: "false", maxlength: "40",
      "aria-describedby": "pr-seed-hint" });
    this.speedSelect = select("pr-speed", "pr-speed",
      Object.keys(SPEEDS).map((s) => [s, this.text(`speed.${s}`)]), "normal");
    this.startButton = h("button", { type: "submit", class: "md-button md-button--primary",
      "data-testid": "pr-start" }, this.text("setup.start"));
    this.rulesSelect.addEventListener("change", () => this.fillBots());
    this.botsSelect.addEventListener("change", () => this.fitLevels());
    this.seedInput.addEventListener("input", () => { this.typedSeed = true; });
    this.fillBots(1);
    this.form = h("form", { class: "dp-setup", novalidate: true },
      h("fieldset", {},
        h("legend", {}, this.text("setup.legend")),
        h("div", { class: "dp-fields" },
          field(this.text("setup.rules"), this.rulesSelect),
          field(this.text("setup.bots"), this.botsSelect),
          field(this.text("setup.level"), this.levelSelect),
          field(this.text("setup.speed"), this.speedSelect),
          field(this.text("setup.seed"), this.seedInput, this.text("setup.seed_hint")),
          this.extra),
        this.startButton));
    this.form.addEventListener("submit", (event) => {
      event.preventDefault();
      this.on.start();
    });
    this.summaryText = h("span", { class: "dp-summary__text" });
    this.newButton = h("button", { type: "button", class: "md-button", "data-testid": "pr-setup-new",
      onclick: () => this.askNew() }, this.text("setup.new"));
    this.keepButton = h("button", { type: "button", class: "md-button", "data-testid": "pr-keep",
      onclick: () => this.closeQuestion(true) }, this.text("setup.keep"));
    this.confirm = h("div", { class: "dp-confirm", role: "group", "data-testid": "pr-confirm",
      "aria-labelledby": "pr-confirm-text", hidden: true },
    h("p", { id: "pr-confirm-text" }, this.text("setup.confirm")),
    h("button", { type: "button", class: "md-button md-button--primary", "data-testid": "pr-discard",
      onclick: () => { this.closeQuestion(false); this.on.discard(); this.expand(); } },
    this.text("setup.discard")),
    this.keepButton);
    this.summary = h("div", { class: "dp-summary", "data-testid": "pr-summary", hidden: true },
      this.summaryText, this.newButton);
    this.element = h("div", { class: "dp-setup-area" }, this.form, this.summary, this.confirm);
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
    this.fitLevels();
  }

  /** A mixed table needs two bots at least: with one, "Mixed" is not offered (a chosen one
   * gives way to "normal"). */
  fitLevels() {
    const mixed = this.levelSelect.querySelector(`option[value="${MIXED}"]`);
    if (!mixed) return;
    mixed.disabled = Number(this.botsSelect.value) < 2;
    if (mixed.disabled && this.levelSelect.value === MIXED) this.levelSelect.value = "normal";
  }

  /** The settings chosen: {rules, bots, level, speed}, and the seed the reader typed ("" if none). */
  values() {
    return { rules: this.rulesSelect.value, bots: Number(this.botsSelect.value),
      level: this.levelSelect.value, speed: this.speedSelect.value,
      seed: this.typedSeed ? this.seedInput.value.trim() : "" };
  }

  /** Put settings back into the form (from the address or a saved game); a seed given here
   * counts as typed: it deals the same game again. */
  apply({ rules, bots, level, speed, seed }) {
    const pick = (selectEl, value) => {
      if (value && [...selectEl.options].some((o) => o.value === String(value))) selectEl.value = String(value);
    };
    pick(this.rulesSelect, rules);
    this.fillBots(bots);
    pick(this.levelSelect, level);
    this.fitLevels();
    pick(this.speedSelect, speed);
    if (seed !== null && seed !== undefined && seed !== "") {
      this.seedInput.value = String(seed);
      this.typedSeed = true;
    }
  }

  /** Settings from the address (?rules=&bots=&level=&speed=&seed=). */
  readUrl() {
    const params = new URLSearchParams(window.location.search);
    this.apply({ rules: params.get("rules") ?? chosenGame(this.catalogue.presets), bots: params.get("bots"), level: params.get("level"),
      speed: params.get("speed"), seed: params.get("seed") });
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

  /** A game is dealt from seed `seed`: the form gives way to its one-line summary. */
  collapse(seed) {
    this.seedInput.value = String(seed);
    const bots = Number(this.botsSelect.value);
    this.summaryText.textContent = this.text("setup.summary", {
      rules: this.w.preset(this.rulesSelect.value),
      bots: bots === 1 ? this.text("setup.bots_one") : this.text("setup.bots_many", { n: bots }),
      level: this.text(`level.${this.levelSelect.value}`), seed });
    this.summary.dataset.seed = String(seed);
    this.form.hidden = true;
    this.summary.hidden = false;
    this.confirm.hidden = true;
  }

  /** Back to the form for a new game; a seed the reader did not type is not kept. */
  expand() {
    if (!this.typedSeed) this.seedInput.value = "";
    this.summary.hidden = true;
    this.confirm.hidden = true;
    this.form.hidden = false;
    this.rulesSelect.focus();
  }

  /** "New game": straight to the form after a finished game, else ask first. */
  askNew() {
    if (!this.on.inProgress()) {
      this.on.discard();
      this.expand();
      return;
    }
    this.summary.hidden = true;
    this.confirm.hidden = false;
    this.keepButton.focus();
  }

  closeQuestion(keep) {
    this.confirm.hidden = true;
    this.summary.hidden = false;
    if (keep) this.newButton.focus();
  }

  /** Mark the seed field as refused by the engine (aria-invalid, pointing at `errorId`). */
  markSeed(errorId) {
    this.seedInput.setAttribute("aria-invalid", "true");
    this.seedInput.setAttribute("aria-errormessage", errorId);
    this.form.hidden = false;
    this.summary.hidden = true;
    this.seedInput.focus();
  }

  clearSeedMark() {
    this.seedInput.removeAttribute("aria-invalid");
    this.seedInput.removeAttribute("aria-errormessage");
  }
}
