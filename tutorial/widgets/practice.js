// The practice widget's wiring: you (seat 0) against 1–5 bots, seeded, round after round until
// the game is over, with a reveal after every call, plus the walkthrough below it. This module
// joins the set-up (practice-setup.js: form, summary, address), the game flow (practice-flow.js:
// turns, bots, engine calls) and the table view (practice-table.js: seats, moves, reveal) with
// its words (practice-words.js), and keeps the game in progress in sessionStorage (settings,
// seed and moves: the engine replays it), so a reload picks it up. Every rule decision comes
// from the engine (engine/webapi/).
//
// Test hooks (stable): root [data-testid=practice][data-ready=true|false|error];
// setup pr-rules (select of preset names), pr-bots (select, a count), pr-level (select of bot
// levels), pr-seed (text), pr-speed (select), pr-start; pr-status[data-phase=your-turn|waiting|
// reveal|game-over]; [data-testid=pr-bid-option][data-bid=QxF] for the lowest legal bid of each
// face; the picker of every legal bid: pr-quantity (options with data-bid) × pr-face, pr-bid
// [data-bid]; buttons pr-dudo, pr-calza, pr-play-on (a calza chance let pass), pr-pressure
// (aria-pressed), pr-next (after a reveal), pr-finish (when you are out), pr-new (game over);
// the set-up's pr-summary, pr-setup-new, pr-confirm, pr-discard, pr-keep (practice-setup.js);
// pr-seats (one li per player, data-player, data-dice), pr-history, pr-reveal, pr-over
// (data-winners), pr-error; pr-status[data-game] holds the game (seed and moves) as JSON.

import { fill, h } from "./dice-view.js";
import { Coach } from "./practice-coach.js";
import { BOT_NAMES, GameFlow } from "./practice-flow.js";
import { Setup } from "./practice-setup.js";
import { Review } from "./practice-review.js";
import { MistakeDrills } from "./practice-review-drills.js";
import { History } from "./practice-review-history.js";
import { LinkError, readReviewLink } from "./practice-review-link.js";
import { PracticeTable } from "./practice-table.js";
import { wordsFor } from "./practice-words.js";
import { bindStatus, errorText, holdUpdatesWhile, readConfig, showRetry } from "./widget-kit.js";
import { Walkthrough } from "./walkthrough.js";

// Where the game in progress is kept: one place for both languages' practice pages (the
// Chinese page's address is the English one's under /zh/), so a game survives the language
// switch both ways.
const SAVED = `dudo-practice:${window.location.pathname.replace(/\/zh\//, "/")}`;

/** `game` with the reader's seat (seat 0) renamed `you`: the name is only a label in the
 * page's language (the dice and the bots' moves come from the seed and the moves). */
export function renamed(game, you) {
  const old = game.names[0];
  if (old === you) return game;
  return { ...game, names: [you, ...game.names.slice(1)],
    actions: game.actions.map((a) => (a.player === old ? { ...a, player: you } : a)) };
}

/** `data` (the judge's records of a game) with every value `old` (the reader's name in the
 * other language) said as `you`. */
export function renamedDeep(data, old, you) {
  if (old === you) return data;
  if (data === old) return you;
  if (Array.isArray(data)) return data.map((item) => renamedDeep(item, old, you));
  if (data && typeof data === "object") {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, renamedDeep(value, old, you)]));
  }
  return data;
}

/** The saved game of this page, or null. */
function loadSaved() {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(SAVED) ?? "null");
    return saved && typeof saved === "object" && saved.game ? saved : null;
  } catch {
    return null;
  }
}

function storeSaved(saved) {
  try {
    if (saved) window.sessionStorage.setItem(SAVED, JSON.stringify(saved));
    else window.sessionStorage.removeItem(SAVED);
  } catch {
    // Storage refused (private mode, quota): the game simply does not survive a reload.
  }
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
    this.flow = new GameFlow(engine, {
      phase: (phase) => {
        // The game's end brings its whole review: a review asked for mid-game gives way to it.
        if (phase === "game-over") fill(this.reviewBox);
        this.table.show(this.flow.state, phase, this.flow.seed);
        this.save();
        // While the reader reads a reveal, the next round's first decision is readied: the
        // coach weighs it if it is the reader's, else the bots' moves before it are asked
        // (and the coach weighs the reader's turn at their end, `ahead` below).
        const next = this.flow.state;
        if (phase === "reveal" && !next.over) {
          if (next.to_act === 0 && next.view.dice_counts[0] > 0) this.adviseAhead(next);
          else this.flow.askBot(next);
        }
      },
      busy: (busy) => {
        this.root.setAttribute("aria-busy", String(busy));
        this.table?.setBusy(busy);
      },
      error: (error) => this.showError(error),
      action: (action) => this.table.announce(action),
      // The bot's move is known before it is shown: when the reader plays next, the coach
      // starts weighing the position at once.
      ahead: (result) => {
        if (!result.over && result.to_act === 0 && result.view.dice_counts[0] > 0) this.adviseAhead(result);
      },
    });
    // The coach (practice-coach.js) reads the table through this view of it.
    const practice = this;
    this.coach = new Coach({ w, engine,
      get state() { return practice.flow.state; },
      get phase() { return practice.flow.phase; },
      get board() { return practice.table.board; },
      render: () => practice.table.render() });
  }

  text(key, params) {
    return this.w.t(key, params);
  }

  /** Have the coach (when on) weigh the reader's decision in `state` before it is shown. During
   * a reveal it waits for the judge's records asked so far (the reveal's own line reads them),
   * else it goes first (the record of the move just made waits for it: `flow.settled`). */
  adviseAhead(state) {
    if (!this.coach.on) return;
    if (this.flow.phase !== "reveal") {
      this.coach.adviceFor(state);
      return;
    }
    // A tick later: the record of the move that ended the round is asked for after the phase
    // changed (moves.act, once the move is on the table).
    setTimeout(() => this.coach.settled().then(() => this.coach.adviceFor(state)), 0);
  }

  /** Build the set-up form from the engine's catalogue, then pick up a saved game if any. */
  async init() {
    this.catalogue = await this.engine.call("rules", {});
    this.you = this.text("ui.you");
    this.build();
    this.setup.readUrl();
    if (!(await this.openLinkedReview())) await this.restore();
  }

  /** A review link (practice-review-link.js) opens that game's review under the set-up;
   * a damaged link or an illegal move is said in the page's language. True if the address
   * asked for a review. */
  async openLinkedReview() {
    let game;
    try {
      game = readReviewLink(new URLSearchParams(window.location.search), this.you);
    } catch (error) {
      if (!(error instanceof LinkError)) throw error;
      this.showError({ message: this.text("review.bad_link", { why: this.text(error.reason, error.params) }) });
      this.error.scrollIntoView({ block: "center" });
      return true;
    }
    if (!game) return false;
    let state;
    try {
      state = await this.engine.call("game_view", { game, seat: 0 });
    } catch (error) {
      this.showError(error);
      this.error.scrollIntoView({ block: "center" });
      return true;
    }
    fill(this.reviewBox, this.review.panel(state.game, state.over, { record: false }));
    this.reviewBox.scrollIntoView({ block: "start" });
    return true;
  }

  /** The review of the game on the table so far, under the table (on demand, mid-game). */
  showReview() {
    if (!this.flow.state) return;
    fill(this.reviewBox, this.review.panel(this.flow.state.game, this.flow.state.over));
    this.reviewBox.querySelector("#pr-review-heading")?.focus();
  }

  /** "Drill my mistakes": the drill panel under the review. */
  openDrills() {
    fill(this.drillBox, this.drills.element());
    // The question, not the heading: on a phone it is what must be in view.
    const question = this.drillBox.querySelector("#pr-drill-question");
    (question ?? this.drillBox.querySelector("#pr-drill-heading"))?.focus();
  }

  /** After the engine restarted (a crashed worker): pick the game up where it was. */
  resume() {
    this.flow.resume();
  }

  build() {
    const inProgress = () => this.flow.state !== null && !this.flow.state.over;
    holdUpdatesWhile(inProgress); // a new build of the site waits for the reader
    this.setup = new Setup(this.catalogue, this.w, [this.coach.switchField()], {
      start: () => this.start(),
      discard: () => this.discard(),
      inProgress,
    });
    this.error = h("p", { id: "pr-error", class: "dp-error", role: "alert", "data-testid": "pr-error",
      hidden: true });
    const live = h("p", { class: "dp-sr-only", "aria-live": "polite", "aria-atomic": "true" });
    const status = h("p", { class: "dp-status", "data-testid": "pr-status", "data-phase": "setup",
      tabindex: "-1" });
    const board = h("div", { class: "dp-board" });
    this.reviewBox = h("div", { class: "dp-review-box" });
    this.drillBox = h("div", { class: "dp-review-box" });
    this.history = new History(this.w);
    this.drills = new MistakeDrills(this.w, this.you, this.engine);
    const practice = this;
    this.review = new Review({ w: this.w, engine: this.engine, you: this.you,
      judged: (game) => this.coach.records(game),
      get state() { return practice.flow.state; },
      finished: (review, game) => {
        const id = `${game.rules}:${game.seed}:${game.actions.length}`;
        this.history.add(id, review);
        this.drills.addFrom(id, review, game);
      },
      drillsLink: () => this.drills.link(() => this.openDrills()),
      history: () => this.history.element() });
    this.game = h("section", { class: "dp-game", hidden: true, "aria-label": this.text("table.heading") },
      status, board);
    this.table = new PracticeTable({ board, status, live, w: this.w, catalogue: this.catalogue,
      you: this.you, coach: this.coach, moves: {
        act: async (action) => {
          // A review of the game so far would go stale with this move: it gives way (the
          // review button shows it again, up to date).
          const shown = this.reviewBox.querySelector("[data-testid=pr-review]");
          if (shown && shown.dataset.final !== "true") fill(this.reviewBox);
          const before = this.flow.state;
          await this.flow.act(action);
          // The judge is asked once the move is on the table and the bots' moves after it are
          // known (and the coach's advice for your next turn asked), so it holds none of them up.
          if (this.flow.state !== before && before) this.coach.record(action, before, this.flow.settled());
        },
        finish: () => this.flow.finish(),
        next: () => this.flow.next(),
        playOn: () => this.flow.playOn(),
        newGame: () => { this.setup.typedSeed = false; this.start(); },
        review: () => this.showReview(),
      },
      review: (final) => this.review.panel(this.flow.state.game, final) });
    fill(this.container, this.setup.element, this.error, this.game, this.reviewBox, this.drillBox, live);
  }

  showError(error) {
    const message = String(error?.message ?? error);
    this.error.textContent = this.text("ui.error", { message });
    this.error.hidden = false;
    // The one field a reader types: mark it, as forms do.
    if (error?.engine?.field === "seed") this.setup.markSeed(this.error.id);
  }

  clearError() {
    this.error.hidden = true;
    this.error.textContent = "";
    this.setup.clearSeedMark();
  }

  /** Keep the game so far (settings, seed, moves, phase) for a reload of this page. */
  save() {
    const { state, phase, seed } = this.flow;
    const { rules, bots, level, speed } = this.setup.values();
    // The judge's records of your moves go with the game, so the coach's notes and the review
    // survive a reload and a switch of language.
    storeSaved({ rules, bots, level, speed, seed, typed: this.setup.typedSeed, phase, game: state.game,
      judged: this.coach.done });
  }

  /** A game saved on this page (before a reload) comes back where it was, unless the address
   * asks for another game (a different seed). */
  async restore() {
    const saved = loadSaved();
    const asked = new URLSearchParams(window.location.search).get("seed");
    if (!saved || (asked !== null && asked !== String(saved.seed))) return;
    let judged = Array.isArray(saved.judged) ? saved.judged : [];
    if (Array.isArray(saved.game.names) && Array.isArray(saved.game.actions)) {
      judged = renamedDeep(judged, saved.game.names[0], this.you);
      saved.game = renamed(saved.game, this.you);
    }
    this.setup.apply(saved);
    this.setup.typedSeed = Boolean(saved.typed);
    this.table.reset();
    this.coach.reset();
    this.coach.adopt(saved.game, judged);
    this.game.hidden = false;
    const restored = await this.flow.restore(saved);
    if (!restored) {
      storeSaved(null);
      this.game.hidden = true;
      return;
    }
    this.setup.collapse(this.flow.seed);
    this.table.live.textContent = this.text("setup.restored");
  }

  /** Give up the game on the table (the reader agreed, or it was over). */
  discard() {
    this.flow.stop();
    this.flow.state = null;
    this.flow.phase = "setup";
    this.game.hidden = true;
    storeSaved(null);
  }

  /** Deal a game from the form (a typed seed, or a fresh one) and start playing it. */
  async start() {
    this.flow.stop();
    this.clearError();
    const chosen = this.setup.values();
    const seed = chosen.seed === "" ? Math.floor(Math.random() * 1e9) : chosen.seed;
    fill(this.reviewBox);
    fill(this.drillBox);
    this.table.reset();
    this.coach.reset();
    const dealt = await this.flow.deal({ rules: chosen.rules, seed, level: chosen.level,
      speed: chosen.speed, players: [this.you, ...BOT_NAMES.slice(0, chosen.bots)] });
    if (!dealt) return;
    this.setup.collapse(this.flow.seed);
    this.setup.writeUrl(this.flow.seed);
    this.game.hidden = false;
    this.table.status.focus({ preventScroll: true });
    this.container.scrollIntoView({ block: "start" });
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
    // A first call that fails is tried again: by itself once a crashed or stuck engine is
    // back (the next ready), else from the status line's retry button.
    root.dataset.ready = "false";
    started = practice.init().then(
      () => {
        root.dataset.ready = "true";
        // The table above was just built: a page opened on its walkthrough keeps showing it.
        if (walkRoot && window.location.hash === `#${walkRoot.id}`) walkRoot.scrollIntoView({ block: "start" });
      },
      (error) => {
        started = null;
        root.dataset.ready = "error";
        practice.container.textContent = String(error?.message ?? error);
        if (client.state === "ready") showRetry(root, w.t, "failed", () => client.restart());
      },
    );
  });
}
