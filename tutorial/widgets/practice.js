// The practice table: you (seat 0) against 1–5 bots, seeded, round after round until the game is
// over, with a reveal after every call. Every rule decision comes from the engine through the
// worker ops `rules`, `game_new`, `game_act` and `game_bots` (engine/webapi/); this module only
// lays out what the engine says and offers the moves it lists as legal.
//
// Test hooks (stable): root [data-testid=practice][data-ready=true|false|error];
// setup pr-rules (select of preset names), pr-bots (select, a count), pr-level (select of bot
// levels), pr-seed (text), pr-speed (select), pr-start; pr-status[data-phase=your-turn|waiting|
// reveal|game-over]; [data-testid=pr-bid-option][data-bid=QxF] for every legal bid (the lowest
// raise of each face first, the rest behind the pr-more toggle); buttons pr-dudo, pr-calza, pr-pressure
// (aria-pressed), pr-next (after a reveal), pr-finish (when you are out), pr-new (game over);
// pr-seats (one li per player, data-player, data-dice), pr-history, pr-reveal, pr-over
// (data-winners), pr-error; pr-status[data-game] holds the game (seed and moves) as JSON.

import { bidBadge, die, fill, h, parseCode, reveal } from "./dice-view.js";
import { Coach } from "./practice-coach.js";
import { wordsFor } from "./practice-words.js";
import { bindStatus, errorText, readConfig, showRetry } from "./widget-kit.js";
import { Walkthrough } from "./walkthrough.js";

const SPEEDS = { slow: 1600, normal: 800, fast: 250 };
const BOT_NAMES = ["Ana", "Ben", "Cai", "Dev", "Eve"];
const MAX_BOTS = 5;
const FACES = [1, 2, 3, 4, 5, 6];
// The control each phase puts keyboard focus on after a redraw.
const PHASE_FOCUS = {
  "your-turn": "[data-testid=pr-bid-option], [data-testid=pr-dudo]",
  reveal: "[data-testid=pr-next]",
  "game-over": "[data-testid=pr-new]",
};

/** What the engine's legal actions offer the human: bids by face, calls, pressure. */
export function offer(legal) {
  const bids = legal.filter((a) => a.bid && !a.pressure).map((a) => a.bid);
  const pressured = new Set(legal.filter((a) => a.pressure).map((a) => a.bid || a.call));
  const calls = new Set(legal.filter((a) => a.call && !a.pressure).map((a) => a.call));
  const byFace = new Map(FACES.map((f) => [f, []]));
  for (const code of bids) byFace.get(parseCode(code).face).push(code);
  for (const list of byFace.values()) list.sort((a, b) => parseCode(a).quantity - parseCode(b).quantity);
  const lowest = FACES.filter((f) => byFace.get(f).length).map((f) => byFace.get(f)[0]);
  const higher = FACES.map((f) => [f, byFace.get(f).slice(1)]).filter(([, list]) => list.length);
  return { bids, lowest, higher, calls, pressured, canPressure: pressured.size > 0 };
}

export class Practice {
  /** `engine.call(op, args)` resolves to an op's result or rejects with an Error whose
   * message is in the page's language; `w` holds the page's words (practice-words.js). */
  constructor(root, container, engine, w) {
    this.root = root;
    this.container = container;
    this.engine = engine;
    this.w = w;
    this.lang = w.lang;
    this.generation = 0;
    this.timer = null;
    this.busy = false;
    this.pressure = false;
    this.moreOpen = false;
    this.state = null;
    this.phase = "setup";
    this.coach = new Coach(this);
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
    if (this.phase === "waiting" && !this.busy) this.advance();
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
          field(this.text("setup.seed"), this.seedInput, this.text("setup.seed_hint")),
          this.coach.switchField()),
        this.startButton));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      this.start();
    });
    this.error = h("p", { id: "pr-error", class: "dp-error", role: "alert", "data-testid": "pr-error",
      hidden: true });
    this.live = h("p", { class: "dp-sr-only", "aria-live": "polite", "aria-atomic": "true" });
    this.status = h("p", { class: "dp-status", "data-testid": "pr-status", "data-phase": "setup" });
    this.board = h("div", { class: "dp-board" });
    this.game = h("section", { class: "dp-game", hidden: true, "aria-label": this.text("table.heading") },
      this.status, this.board);
    fill(this.container, form, this.error, this.game, this.live);
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

  // --- talking to the engine -------------------------------------------------

  /** Run one engine request for the current game; stale answers (from an older game) are dropped. */
  async request(op, args) {
    const generation = this.generation;
    this.busy = true;
    this.root.setAttribute("aria-busy", "true");
    this.syncDisabled();
    try {
      const result = await this.engine.call(op, args);
      return generation === this.generation ? result : null;
    } catch (error) {
      if (generation === this.generation) this.showError(error);
      return null;
    } finally {
      if (generation === this.generation) {
        this.busy = false;
        this.root.setAttribute("aria-busy", "false");
        this.syncDisabled();
      }
    }
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

  /** While the engine works the table's buttons say so (aria-disabled) and do nothing; they are
   * not `disabled`, which would throw keyboard focus off the button the reader is on. */
  syncDisabled() {
    for (const button of this.container.querySelectorAll(".dp-game button")) {
      button.setAttribute("aria-disabled", String(this.busy));
    }
  }

  // --- the flow of a game ------------------------------------------------------

  async start(seedOverride) {
    this.generation += 1;
    clearTimeout(this.timer);
    this.busy = false;
    this.clearError();
    const typed = (seedOverride ?? this.seedInput.value).trim();
    const seed = typed === "" ? Math.floor(Math.random() * 1e9) : typed;
    const bots = Number(this.botsSelect.value);
    this.level = this.levelSelect.value;
    this.delay = SPEEDS[this.speedSelect.value] ?? SPEEDS.normal;
    this.pressure = false;
    this.coach.reset();
    const players = [this.you, ...BOT_NAMES.slice(0, bots)];
    const result = await this.request("game_new",
      { rules: this.rulesSelect.value, players, seed, seat: 0 });
    if (!result) return;
    this.seed = result.game.seed;
    this.seedInput.value = String(this.seed);
    this.writeUrl(this.seed);
    this.state = result;
    this.game.hidden = false;
    this.advance();
  }

  /** Take a new game state; a finished round is revealed before anything else happens. */
  take(result) {
    if (!result) return;
    const before = this.state.view.round_number;
    this.state = result;
    if (result.view.round_number !== before) {
      this.pressure = false;
      this.setPhase("reveal");
      return;
    }
    this.advance();
  }

  advance() {
    const { over, to_act: toAct, view } = this.state;
    if (over) {
      this.setPhase("game-over");
    } else if (toAct === 0 && view.dice_counts[0] > 0) {
      this.setPhase("your-turn");
    } else {
      this.setPhase("waiting");
      this.timer = setTimeout(() => this.botMove(), this.delay);
    }
  }

  async botMove() {
    const result = await this.request("game_bots",
      { game: this.state.game, level: this.level, seat: 0, moves: 1 });
    if (!result) return;
    for (const action of result.actions) this.say(action);
    this.take(result);
  }

  async act(action) {
    if (this.busy) return;
    clearTimeout(this.timer);
    this.coach.record(action);
    const result = await this.request("game_act", { game: this.state.game, action, seat: 0 });
    if (!result) {
      if (this.phase === "waiting") this.advance();
      return;
    }
    this.say(action);
    this.take(result);
  }

  async finish() {
    if (this.busy) return;
    clearTimeout(this.timer);
    const result = await this.request("game_bots", { game: this.state.game, level: this.level,
      seat: 0, moves: 2000, through_rounds: true });
    this.take(result);
  }

  next() {
    if (this.state.over) this.setPhase("game-over");
    else this.advance();
  }

  say(action) {
    const key = `say.${action.bid ? "bid" : action.call}${action.pressure ? "_pressure" : ""}`;
    this.live.textContent = this.text(key,
      { player: action.player, bid: action.bid ? this.w.bid(action.bid) : "" });
  }

  /** The palifico line: under rules where the palifico player may change the face, say so. */
  palificoKey() {
    const game = this.state.game;
    const options = { ...this.catalogue.presets[game.rules], ...game.options };
    return options.palifico_owner_may_change_face ? "round.palifico_owner_free" : "round.palifico";
  }

  // --- drawing ---------------------------------------------------------------------

  setPhase(phase) {
    this.phase = phase;
    this.status.dataset.phase = phase;
    // The game so far (seed and moves): anyone holding the seed can deal the dice anyway, and
    // it lets a test replay the game in CPython and compare every screen with the engine.
    this.status.dataset.game = JSON.stringify(this.state.game);
    this.render();
  }

  render() {
    const { view } = this.state;
    const round = this.phase === "reveal" || this.phase === "game-over"
      ? view.round_number - 1 : view.round_number;
    this.status.textContent = this.statusText(round);
    // A reveal shows the finished round's open table; the new deal stays hidden until "next".
    const parts = [this.roundInfo(round)];
    if (this.phase === "reveal") parts.push(this.revealPanel());
    else if (this.phase === "game-over") parts.push(this.overPanel());
    else parts.push(this.seats(), this.history(), this.controls());
    if (this.phase === "your-turn") parts.push(this.coach.panel());
    const focused = this.board.contains(document.activeElement) ? document.activeElement : null;
    fill(this.board, parts);
    this.syncDisabled();
    this.focusFor(focused);
  }

  statusText(round) {
    const { view, to_act: toAct } = this.state;
    switch (this.phase) {
      case "your-turn": {
        const standing = view.bids.length ? view.bids[view.bids.length - 1].bid : null;
        return standing
          ? this.text("status.turn", { round, bid: this.w.bid(standing) })
          : this.text("status.open", { round });
      }
      case "waiting":
        return view.dice_counts[0] === 0 ? this.text("status.out")
          : this.text("status.waiting", { round, player: view.names[toAct] });
      case "reveal":
        return this.text("status.reveal", { round });
      default:
        return this.text("status.over");
    }
  }

  roundInfo(round) {
    const { view } = this.state;
    const items = [view.total_rounds
      ? this.text("round.of", { round, total: view.total_rounds })
      : this.text("round.number", { round })];
    if (this.phase !== "reveal" && this.phase !== "game-over") {
      items.push(this.text(view.wild ? "round.wild" : "round.unwild"));
    }
    items.push(this.text("round.seed", { seed: this.seed }));
    const info = [h("p", { class: "dp-round" }, items.join(" · "))];
    if (view.palifico && this.phase !== "game-over") {
      info.push(h("p", { class: "dp-palifico" }, this.text(this.palificoKey(), { player: view.palifico })));
    }
    if (view.pressured && (this.phase === "your-turn" || this.phase === "waiting")) {
      info.push(h("p", { class: "dp-pressured", "data-testid": "pr-pressured" }, this.text("round.pressured")));
    }
    return info;
  }

  seats() {
    const { view, to_act: toAct } = this.state;
    const party = view.total_rounds !== null;
    const playing = this.phase === "your-turn" || this.phase === "waiting";
    const items = view.names.map((name, seat) => {
      const count = view.dice_counts[seat];
      const out = count === 0 && !party;
      const acting = playing && seat === toAct;
      const dice = seat === 0
        ? view.own_dice.map((face) => die(face, { label: this.text("die.face", { face }) }))
        : Array.from({ length: count }, () => die(0, { label: this.text("table.hidden") }));
      const notes = [out ? this.text("table.out") : this.w.dice(count)];
      if (party) {
        notes.push(this.text("table.score", { score: view.scores[seat] }),
          this.text("table.pressure", { n: view.pressure_left[seat] }));
      }
      if (acting) notes.push(this.text("table.acting"));
      const classes = ["dp-seat", seat === 0 ? "is-you" : "", out ? "is-out" : "",
        acting ? "is-acting" : "", view.palifico === name ? "is-palifico" : ""];
      return h("li", { class: classes.filter(Boolean).join(" "), "data-player": name,
        "data-dice": count, "aria-current": acting ? "true" : null },
      h("span", { class: "dp-seat__name" }, name),
      h("span", { class: "dp-seat__dice" }, dice),
      h("span", { class: "dp-seat__note" }, notes.join(" · ")));
    });
    return [h("h3", { class: "dp-heading" }, this.text("table.heading")),
      h("ul", { class: "dp-seats", "data-testid": "pr-seats" }, items)];
  }

  history() {
    const { view } = this.state;
    const heading = h("h3", { class: "dp-heading" }, this.text("history.heading"));
    if (!view.bids.length) {
      return [heading, h("p", { class: "dp-history-empty", "data-testid": "pr-history" },
        this.text("history.empty"))];
    }
    return [heading, h("ol", { class: "dp-history", "data-testid": "pr-history" },
      view.bids.map(({ player, bid }) => h("li", {},
        h("span", { class: "dp-history__who" }, player), " ", bidBadge(this.w, bid))))];
  }

  controls() {
    const { view } = this.state;
    const offered = offer(view.legal_actions);
    const yourTurn = this.phase === "your-turn";
    if (!yourTurn) {
      const parts = [];
      if (offered.calls.has("calza")) {
        parts.push(h("p", { class: "dp-hint" }, this.text("act.calza_now")),
          this.callButton("calza", offered));
      }
      if (view.dice_counts[0] === 0) {
        parts.push(h("button", { type: "button", class: "md-button", "data-testid": "pr-finish",
          onclick: () => this.finish() }, this.text("act.finish")));
      }
      return parts.length ? h("div", { class: "dp-controls" }, parts) : null;
    }
    const pressureLeft = view.pressure_left[0];
    const parts = [h("h3", { class: "dp-heading", id: "pr-move-heading" }, this.text("act.heading"))];
    if (offered.lowest.length) {
      parts.push(h("p", { class: "dp-sub", id: "pr-lowest-label" }, this.text("act.lowest")),
        h("div", { class: "dp-bids", role: "group", "aria-labelledby": "pr-lowest-label" },
          offered.lowest.map((code) => this.bidButton(code, offered))));
    }
    if (offered.higher.length) {
      const count = offered.higher.reduce((n, [, list]) => n + list.length, 0);
      const panel = h("div", { class: "dp-more__panel", id: "pr-more-panel", hidden: !this.moreOpen },
        offered.higher.map(([face, list]) => h("div", { class: "dp-face-row", role: "group",
          "aria-label": this.text("act.face", { faces: this.w.face(face) }) },
        die(face, { label: this.text("die.face", { face }) }),
        list.map((code) => this.bidButton(code, offered)))));
      const toggle = h("button", { type: "button", class: "dp-more__toggle", "data-testid": "pr-more",
        "aria-expanded": this.moreOpen ? "true" : "false", "aria-controls": "pr-more-panel",
        onclick: () => {
          this.moreOpen = !this.moreOpen;
          toggle.setAttribute("aria-expanded", String(this.moreOpen));
          panel.hidden = !this.moreOpen;
        } }, this.text("act.more", { n: count }));
      parts.push(h("div", { class: "dp-more" }, toggle, panel));
    }
    const calls = [];
    if (offered.calls.has("dudo")) calls.push(this.callButton("dudo", offered));
    if (offered.calls.has("calza")) calls.push(this.callButton("calza", offered));
    if (offered.canPressure) {
      calls.push(h("button", { type: "button", class: `md-button dp-pressure${this.pressure ? " is-on" : ""}`,
        "data-testid": "pr-pressure", "aria-pressed": this.pressure ? "true" : "false",
        "aria-describedby": "pr-pressure-hint",
        onclick: () => {
          if (this.busy) return;
          this.pressure = !this.pressure;
          this.render();
        } }, this.text("act.pressure")));
    }
    if (calls.length) parts.push(h("div", { class: "dp-calls", role: "group" }, calls));
    if (offered.canPressure) {
      parts.push(h("p", { class: "dp-hint", id: "pr-pressure-hint" },
        this.text(this.pressure ? "act.pressure_on" : "act.pressure_off", { n: pressureLeft })));
    }
    return h("div", { class: "dp-controls", role: "group", "aria-labelledby": "pr-move-heading" }, parts);
  }

  bidButton(code, offered) {
    const withPressure = this.pressure && offered.pressured.has(code);
    const words = this.w.bid(code);
    return h("button", { type: "button", class: "dp-bid-option", "data-testid": "pr-bid-option",
      "data-bid": code, "aria-label": this.text("act.bid", { words }),
      onclick: () => this.act({ player: this.you, bid: code, ...(withPressure ? { pressure: true } : {}) }) },
    bidBadge(this.w, code));
  }

  callButton(call, offered) {
    const withPressure = this.pressure && offered.pressured.has(call);
    return h("button", { type: "button", class: `md-button md-button--primary dp-call dp-call--${call}`,
      "data-testid": `pr-${call}`,
      onclick: () => this.act({ player: this.you, call, ...(withPressure ? { pressure: true } : {}) }) },
    this.text(`act.${call}`));
  }

  revealPanel() {
    const { last_round: round, view, over } = this.state;
    const panel = reveal(this.w, round, round.outcome, { you: this.you });
    const extra = [];
    if (view.palifico && !over) {
      extra.push(h("p", { class: "dp-palifico" }, this.text("reveal.palifico", { player: view.palifico })));
    }
    const next = h("button", { type: "button", class: "md-button md-button--primary",
      "data-testid": "pr-next", "data-focus": "next", onclick: () => this.next() },
    this.text(over ? "reveal.result" : "reveal.next"));
    const lines = [...panel.querySelectorAll(".dp-explain li")].map((li) => li.textContent);
    this.live.textContent = [this.status.textContent, ...lines, ...extra.map((p) => p.textContent)].join(" ");
    return h("section", { class: "dp-reveal-panel", "data-testid": "pr-reveal",
      "aria-labelledby": "pr-reveal-heading" },
    h("h3", { class: "dp-heading", id: "pr-reveal-heading" }, this.text("reveal.heading")),
    panel, extra, this.coach.revealLine(view.round_number - 1), next);
  }

  overPanel() {
    const { winners, view } = this.state;
    const youWon = winners.length === 1 && winners[0] === this.you;
    const headline = youWon ? this.text("over.you")
      : this.text(winners.length > 1 ? "over.tie" : "over.one", { players: this.w.list(winners) });
    const rounds = this.text("over.rounds", { n: view.round_number - 1 });
    this.live.textContent = `${this.text("status.over")} ${headline} ${rounds}`;
    const parts = [h("h3", { class: "dp-heading" }, this.text("over.heading")),
      h("p", { class: "dp-headline" }, headline), h("p", {}, rounds)];
    if (view.total_rounds !== null) {
      const order = view.names.map((name, i) => [name, view.scores[i]]).sort((a, b) => b[1] - a[1]);
      parts.push(h("table", { class: "dp-change" },
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, this.text("reveal.col.player")),
          h("th", { scope: "col" }, this.text("reveal.col.score")))),
        h("tbody", {}, order.map(([name, score]) => h("tr", {},
          h("th", { scope: "row" }, name), h("td", {}, String(score)))))));
    }
    parts.push(this.coach.review());
    parts.push(h("button", { type: "button", class: "md-button md-button--primary", "data-testid": "pr-new",
      "data-focus": "new", onclick: () => { this.seedInput.value = ""; this.start(); } },
    this.text("over.new")));
    return h("section", { class: "dp-over", "data-testid": "pr-over",
      "data-winners": winners.join(",") }, parts);
  }

  /** Keep keyboard users in the flow: after a redraw, focus the control that was focused before
   * it (`focused`, now replaced) if the table still offers it: pressure, an out-of-turn calza,
   * "skip to the end"; else the control the phase is about. */
  focusFor(focused) {
    if (!this.container.contains(document.activeElement) && document.activeElement !== document.body) return;
    const { testid, bid } = focused?.dataset ?? {};
    const same = testid ? `[data-testid="${testid}"]${bid ? `[data-bid="${bid}"]` : ""}` : null;
    const usual = PHASE_FOCUS[this.phase];
    const target = (same && this.board.querySelector(same)) || (usual && this.board.querySelector(usual));
    if (target) target.focus({ preventScroll: true });
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
    // A first call that fails is tried again: by itself once a crashed or stuck engine is
    // back (the next ready), else from the status line's retry button.
    root.dataset.ready = "false";
    started = practice.init().then(
      () => { root.dataset.ready = "true"; },
      (error) => {
        started = null;
        root.dataset.ready = "error";
        practice.container.textContent = String(error?.message ?? error);
        if (client.state === "ready") showRetry(root, w.t, "failed", () => client.restart());
      },
    );
  });
}
