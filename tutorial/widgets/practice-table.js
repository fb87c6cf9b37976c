// The practice table as the reader sees it: the status line, the round line, one row per seat,
// the moves the engine lists as legal (quick picks for the lowest bid of each face, and a
// quantity × face picker holding only the legal bids), the bids so far, the reveal of a finished
// round and the result of the game. Phone first: your dice and the moves come before the
// history, the reveal's "next" button sits by its heading, and the board never shrinks during a
// game, so buttons stay where the finger is. It lays out one game state (from practice-flow.js)
// at a time and hands the reader's choices to the `moves` callbacks; it asks the engine nothing.

import { bidBadge, die, fill, h, parseCode, penalties, reveal } from "./dice-view.js";

// The control each phase puts keyboard focus on after a redraw, the first found of a list: on
// your turn the lowest bid on a face other than ones (Enter there should not bid ones by
// accident), else any bid, else the challenge (answering a 劈: open).
const PHASE_FOCUS = {
  "your-turn": ["[data-testid=pr-bid-option]:not([data-bid$=x1])", "[data-testid=pr-bid-option]",
    "[data-testid=pr-dudo], [data-testid=pr-open]"],
  reveal: ["[data-testid=pr-next]"],
  "game-over": ["[data-testid=pr-new]"],
};

/** A bid's kind: its face, with 大话骰's mode mark when it has one ("3", "3z"). */
export function kindOf(code) {
  return String(code).slice(String(code).indexOf("x") + 1);
}

/** What the engine's legal actions offer the human: bids by kind (the face, and under 大话骰
 * the face in each mode: plain faces first, then 斋), the calls in the engine's order,
 * pressure. */
export function offer(legal) {
  const bids = legal.filter((a) => a.bid && !a.pressure).map((a) => a.bid);
  const pressured = new Set(legal.filter((a) => a.pressure).map((a) => a.bid || a.call));
  const calls = new Set(legal.filter((a) => a.call && !a.pressure).map((a) => a.call));
  const byFace = new Map();
  for (const code of bids) {
    const kind = kindOf(code);
    if (!byFace.has(kind)) byFace.set(kind, []);
    byFace.get(kind).push(code);
  }
  for (const list of byFace.values()) list.sort((a, b) => parseCode(a).quantity - parseCode(b).quantity);
  const rank = (kind) => {
    const { face, mode } = parseCode(`0x${kind}`);
    return (mode ? 10 : 0) + face;
  };
  const faces = [...byFace.keys()].sort((a, b) => rank(a) - rank(b));
  const lowest = faces.map((kind) => byFace.get(kind)[0]);
  return { bids, lowest, byFace, faces, calls, pressured, canPressure: pressured.size > 0 };
}

export class PracticeTable {
  /** Draws into `board`, writes the status line `status` and the live region `live`; `w` holds
   * the page's words (practice-words.js), `catalogue` the engine's presets, `you` the reader's
   * name, `coach` the optional coach (practice-coach.js: a panel on your turn, a line at each
   * reveal), `review(final)` the review panel of the game (practice-review.js) for game over.
   * `moves` are the reader's choices: act(action), finish(), next(), newGame(), playOn(),
   * review() (the review so far, on demand). */
  constructor({ board, status, live, w, catalogue, you, coach, moves, review }) {
    Object.assign(this, { board, status, live, w, catalogue, you, coach, moves, review });
    this.busy = false;
    this.pressure = false;
    this.pick = null;  // the face and quantity last chosen in the picker: {face, quantity}
    this.shown = null;
    this.tallest = 0;
  }

  /** A new game: no pressure chosen, the picker and the board's height start afresh. */
  reset() {
    this.pressure = false;
    this.pick = null;
    this.tallest = 0;
    this.board.style.minHeight = "";
    this.live.textContent = "";  // the last game's end is not said again in the new one
  }

  text(key, params) {
    return this.w.t(key, params);
  }

  /** While the engine works the table's buttons say so (aria-disabled) and do nothing; they are
   * not `disabled`, which would throw keyboard focus off the button the reader is on. */
  setBusy(busy) {
    this.busy = busy;
    for (const button of this.board.querySelectorAll("button")) {
      button.setAttribute("aria-disabled", String(busy));
    }
  }

  /** Say a move made at the table (the reader's or a bot's) to screen readers. */
  announce(action) {
    this.live.textContent = this.w.move(action, this.drinks());
  }

  /** Whether the game on the table is scored in penalties (大话骰's drinks). */
  drinks() {
    return this.shown?.state.view.score_kind === "penalties";
  }

  /** A bid as the table shows it: under 大话骰 a bid without a mark is 飞 (ones: 斋), and
   * says so. */
  display(code) {
    return this.w.marked(code, Boolean(this.shown?.state.view.bid_modes));
  }

  /** Show `state` (the engine's answer) in `phase`; `seed` is the game's seed. */
  show(state, phase, seed) {
    this.shown = { state, phase, seed };
    if (phase === "reveal") this.pressure = false;  // a new round: pressure is chosen afresh
    this.status.dataset.phase = phase;
    // The game so far (seed and moves): anyone holding the seed can deal the dice anyway, and
    // it lets a test replay the game in CPython and compare every screen with the engine.
    this.status.dataset.game = JSON.stringify(state.game);
    this.render();
  }

  render() {
    const { state, phase } = this.shown;
    const { view } = state;
    const round = phase === "reveal" || phase === "game-over" ? view.round_number - 1 : view.round_number;
    this.status.textContent = this.w.status(phase, state, round);
    // A reveal shows the finished round's open table; the new deal stays hidden until "next".
    const parts = [this.roundInfo(round)];
    if (phase === "reveal") parts.push(this.revealPanel());
    else if (phase === "game-over") parts.push(this.overPanel());
    else {
      // The coach's line sits under your dice, so a phone shows the two together.
      parts.push(this.seats(), phase === "your-turn" ? this.coach.turnLine() : null, this.controls(),
        this.coach.verdictElement(), this.history(), this.reviewButton());
    }
    if (phase === "your-turn") parts.push(this.coach.panel());
    const focused = this.board.contains(document.activeElement) ? document.activeElement : null;
    fill(this.board, parts);
    this.holdHeight();
    this.setBusy(this.busy);
    this.focusFor(focused);
  }

  /** The board keeps the tallest height it has had this game, so nothing below it moves up
   * and down from turn to turn. */
  holdHeight() {
    if (this.shown.phase === "game-over") {  // nothing left to press but "New game": let go
      this.board.style.minHeight = "";
      return;
    }
    this.tallest = Math.max(this.tallest, Math.ceil(this.board.getBoundingClientRect().height));
    this.board.style.minHeight = `${this.tallest}px`;
  }

  /** The palifico line: under rules where the palifico player may change the face, say so. */
  palificoKey() {
    const game = this.shown.state.game;
    const options = { ...this.catalogue.presets[game.rules], ...game.options };
    return options.palifico_owner_may_change_face ? "round.palifico_owner_free" : "round.palifico";
  }

  roundInfo(round) {
    const { state: { view }, phase, seed } = this.shown;
    const items = [view.total_rounds
      ? this.text("round.of", { round, total: view.total_rounds })
      : this.text("round.number", { round })];
    if (phase !== "reveal" && phase !== "game-over") {
      // Under 大话骰 each bid carries its own mode: no round-wide line about ones.
      items.push(this.text(view.bid_modes ? "round.modes" : view.wild ? "round.wild" : "round.unwild"));
    }
    items.push(this.text("round.seed", { seed }));
    const info = [h("p", { class: "dp-round" }, items.join(" · "))];
    if (this.drinks() && (phase === "your-turn" || phase === "waiting")) {
      info.push(h("p", { class: "dp-pressured", "data-testid": "pr-stake", "data-stake": view.stake },
        this.text("badge.stake", { n: penalties(this.w, view.stake) })));
    }
    if (view.palifico && phase !== "game-over") {
      info.push(h("p", { class: "dp-palifico" }, this.text(this.palificoKey(), { player: view.palifico })));
    }
    if (view.pressured && (phase === "your-turn" || phase === "waiting")) {
      info.push(h("p", { class: "dp-pressured", "data-testid": "pr-pressured" }, this.text("round.pressured")));
    }
    return info;
  }

  seats() {
    const { state: { view, to_act: toAct }, phase } = this.shown;
    const party = view.score_kind === "score";
    const drinks = view.score_kind === "penalties";
    const playing = phase === "your-turn" || phase === "waiting";
    // At a table of mixed levels each bot's level is said beside it.
    const bots = this.shown.state.game?.bots ?? {};
    const mixed = new Set(Object.values(bots)).size > 1;
    const items = view.names.map((name, seat) => {
      const count = view.dice_counts[seat];
      const out = count === 0 && view.score_kind === "dice";
      const acting = playing && seat === toAct;
      const dice = seat === 0
        ? view.own_dice.map((face) => die(face, { label: this.text("die.face", { face }) }))
        : Array.from({ length: count }, () => die(0, { label: this.text("table.hidden") }));
      const notes = [out ? this.text("table.out") : this.w.dice(count)];
      if (party) {
        notes.push(this.text("table.score", { score: view.scores[seat] }),
          this.text("table.pressure", { n: view.pressure_left[seat] }));
      }
      if (drinks) notes.push(this.text("table.penalties", { n: view.penalties[seat] }));
      if (mixed && bots[name]) notes.push(this.text(`level.${bots[name]}`));
      if (acting) notes.push(this.text("table.acting"));
      const classes = ["dp-seat", seat === 0 ? "is-you" : "", out ? "is-out" : "",
        acting ? "is-acting" : "", view.palifico === name ? "is-palifico" : ""];
      return h("li", { class: classes.filter(Boolean).join(" "), "data-player": name,
        "data-dice": count, "data-penalties": drinks ? view.penalties[seat] : null,
        "aria-current": acting ? "true" : null },
      h("span", { class: "dp-seat__name" }, name),
      // An opponent's dice are face down: the note already says how many, so a screen
      // reader hears "3 dice" once rather than "a hidden die" three times.
      h("span", { class: "dp-seat__dice", "aria-hidden": seat === 0 ? null : "true" }, dice),
      h("span", { class: "dp-seat__note" }, notes.join(" · ")));
    });
    return [h("h3", { class: "dp-heading" }, this.text("table.heading")),
      h("ul", { class: "dp-seats", "data-testid": "pr-seats" }, items)];
  }

  history() {
    const { view } = this.shown.state;
    const heading = h("h3", { class: "dp-heading" }, this.text("history.heading"));
    if (!view.bids.length) {
      return [heading, h("p", { class: "dp-history-empty", "data-testid": "pr-history" },
        this.text("history.empty"))];
    }
    return [heading, h("ol", { class: "dp-history", "data-testid": "pr-history" },
      view.bids.map(({ player, bid }) => h("li", {},
        h("span", { class: "dp-history__who" }, player), " ", bidBadge(this.w, this.display(bid)))))];
  }

  /** Mid-game: ask for the review of the game so far (shown under the table). */
  reviewButton() {
    if (!this.shown.state.game.actions.length) return null;
    return h("p", {}, h("button", { type: "button", class: "md-button", "data-testid": "pr-review-open",
      onclick: () => this.moves.review() }, this.text("review.open")));
  }

  controls() {
    const { state: { view }, phase } = this.shown;
    const offered = offer(view.legal_actions);
    if (phase !== "your-turn") {
      const parts = [];
      if (offered.calls.has("calza")) {
        parts.push(h("p", { class: "dp-hint", id: "pr-calza-hint" }, this.text("act.calza_now")),
          h("div", { class: "dp-calls", role: "group", "aria-labelledby": "pr-calza-hint" },
            this.callButton("calza", offered),
            h("button", { type: "button", class: "md-button", "data-testid": "pr-play-on",
              onclick: () => this.moves.playOn() }, this.text("act.play_on"))));
      }
      if (view.dice_counts[0] === 0) {
        parts.push(h("button", { type: "button", class: "md-button", "data-testid": "pr-finish",
          onclick: () => this.moves.finish() }, this.text("act.finish")));
      }
      return parts.length ? h("div", { class: "dp-controls" }, parts) : null;
    }
    const pressureLeft = view.pressure_left[0];
    const answering = Boolean(this.shown.state.pi);  // 大话骰: a 劈 or 反劈 waits for you
    const parts = [h("h3", { class: "dp-heading", id: "pr-move-heading" },
      this.text(answering ? "act.answer" : "act.heading"))];
    if (offered.lowest.length) {
      parts.push(h("p", { class: "dp-sub", id: "pr-lowest-label" }, this.text("act.lowest")),
        h("div", { class: "dp-bids", role: "group", "aria-labelledby": "pr-lowest-label" },
          offered.lowest.map((code) => this.bidButton(code, offered))));
    }
    if (offered.faces.length) parts.push(this.picker(offered));
    // One button per call the engine offers now (dudo or 开, calza, 劈, and a 劈's answers).
    const calls = [...offered.calls].map((call) => this.callButton(call, offered));
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

  /** Any legal bid in two choices, quantity × face: the faces that have a legal bid, and for
   * the chosen face only its legal quantities; the button says the whole bid. */
  picker(offered) {
    const face = offered.faces.includes(this.pick?.face) ? this.pick.face : offered.faces[0];
    const codes = offered.byFace.get(face);
    const quantities = codes.map((code) => parseCode(code).quantity);
    const quantity = quantities.includes(this.pick?.quantity) ? this.pick.quantity : quantities[0];
    const code = `${quantity}x${face}`;
    const words = this.w.bid(this.display(code));
    const choose = (next) => {
      this.pick = { ...this.pick, ...next };
      this.render();
    };
    const faceSelect = h("select", { id: "pr-face", "data-testid": "pr-face",
      onchange: (event) => choose({ face: event.target.value }) },
    offered.faces.map((f) => h("option", { value: f, selected: f === face }, this.kindWords(f))));
    const quantitySelect = h("select", { id: "pr-quantity", "data-testid": "pr-quantity",
      onchange: (event) => choose({ quantity: Number(event.target.value), face }) },
    codes.map((c) => h("option", { value: parseCode(c).quantity, "data-bid": c,
      selected: c === code }, String(parseCode(c).quantity))));
    const withPressure = this.pressure && offered.pressured.has(code);
    return h("div", { class: "dp-picker", role: "group", "aria-labelledby": "pr-picker-label" },
      h("span", { class: "dp-sub", id: "pr-picker-label" }, this.text("act.picker")),
      h("span", { class: "dp-picker__row" },
        h("label", { for: "pr-quantity", class: "dp-sr-only" }, this.text("act.quantity")), quantitySelect,
        h("span", { "aria-hidden": "true" }, "×"),
        h("label", { for: "pr-face", class: "dp-sr-only" }, this.text("act.face_label")), faceSelect,
        h("button", { type: "button", class: "md-button", "data-testid": "pr-bid", "data-bid": code,
          "aria-label": this.text("act.bid", { words }), onclick: () => this.moves.act({ player: this.you, bid: code,
            ...(withPressure ? { pressure: true } : {}) }) },
        this.text("act.bid", { words }))));
  }

  /** A kind of bid in the picker: the face ("threes"), and under 大话骰 its mode too. */
  kindWords(kind) {
    const { face, mode: mark } = parseCode(`0x${kind}`);
    if (!this.shown.state.view.bid_modes) return this.w.face(face);
    const mode = mark === "z" || face === 1 ? "zhai" : "fei";
    return this.text("act.face_mode", { face: this.w.face(face), mode: this.text(`act.mode.${mode}`) });
  }

  bidButton(code, offered) {
    const withPressure = this.pressure && offered.pressured.has(code);
    const words = this.w.bid(this.display(code));
    return h("button", { type: "button", class: "dp-bid-option", "data-testid": "pr-bid-option",
      "data-bid": code, "aria-label": this.text("act.bid", { words }),
      onclick: () => this.moves.act({ player: this.you, bid: code, ...(withPressure ? { pressure: true } : {}) }) },
    bidBadge(this.w, this.display(code)));
  }

  callButton(call, offered) {
    const withPressure = this.pressure && offered.pressured.has(call);
    return h("button", { type: "button", class: `md-button md-button--primary dp-call dp-call--${call}`,
      "data-testid": `pr-${call}`,
      onclick: () => this.moves.act({ player: this.you, call, ...(withPressure ? { pressure: true } : {}) }) },
    this.w.call(call, this.drinks()));
  }

  revealPanel() {
    const { last_round: round, view, over } = this.shown.state;
    const panel = reveal(this.w, round, round.outcome, { you: this.you, over });
    const extra = [];
    if (view.palifico && !over) {
      extra.push(h("p", { class: "dp-palifico" }, this.text("reveal.palifico", { player: view.palifico })));
    }
    const next = h("button", { type: "button", class: "md-button md-button--primary",
      "data-testid": "pr-next", "data-focus": "next", onclick: () => this.moves.next() },
    this.text(over ? "reveal.result" : "reveal.next"));
    const lines = [...panel.querySelectorAll(".dp-explain li")].map((li) => li.textContent);
    this.live.textContent = [this.status.textContent, ...lines, ...extra.map((p) => p.textContent)].join(" ");
    return h("section", { class: "dp-reveal-panel", "data-testid": "pr-reveal",
      "aria-labelledby": "pr-reveal-heading" },
    h("div", { class: "dp-reveal-head" },
      h("h3", { class: "dp-heading", id: "pr-reveal-heading" }, this.text("reveal.heading")), next),
    panel, extra, this.coach.verdictElement(false, view.round_number - 1),
    this.coach.revealLine(view.round_number - 1, this.shown.state.game));
  }

  overPanel() {
    const { winners, view } = this.shown.state;
    const youWon = winners.length === 1 && winners[0] === this.you;
    const headline = youWon ? this.text("over.you")
      : this.text(winners.length > 1 ? "over.tie" : "over.one", { players: this.w.list(winners) });
    const rounds = this.text("over.rounds", { n: view.round_number - 1 });
    this.live.textContent = `${this.text("status.over")} ${headline} ${rounds}`;
    const parts = [h("h3", { class: "dp-heading" }, this.text("over.heading")),
      h("p", { class: "dp-headline" }, headline), h("p", {}, rounds)];
    if (view.score_kind === "penalties") {
      // The final ranking: fewest penalties first (the engine's winners have the fewest).
      const order = view.names.map((name, i) => [name, view.penalties[i]]).sort((a, b) => a[1] - b[1]);
      parts.push(h("table", { class: "dp-change", "data-testid": "pr-ranking" },
        h("caption", {}, this.text("over.ranking")),
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, this.text("reveal.col.player")),
          h("th", { scope: "col" }, this.text("reveal.col.penalties")))),
        h("tbody", {}, order.map(([name, taken]) => h("tr", { "data-player": name },
          h("th", { scope: "row" }, name), h("td", {}, String(taken)))))));
    } else if (view.total_rounds !== null) {
      const order = view.names.map((name, i) => [name, view.scores[i]]).sort((a, b) => b[1] - a[1]);
      parts.push(h("table", { class: "dp-change" },
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, this.text("reveal.col.player")),
          h("th", { scope: "col" }, this.text("reveal.col.score")))),
        h("tbody", {}, order.map(([name, score]) => h("tr", {},
          h("th", { scope: "row" }, name), h("td", {}, String(score)))))));
    }
    parts.push(this.review(true));
    parts.push(h("button", { type: "button", class: "md-button md-button--primary", "data-testid": "pr-new",
      "data-focus": "new", onclick: () => this.moves.newGame() },
    this.text("over.new")));
    return h("section", { class: "dp-over", "data-testid": "pr-over",
      "data-winners": winners.join(",") }, parts);
  }

  /** Keep keyboard users in the flow: after a redraw, focus the control that was focused before
   * it (`focused`, now replaced) if the table still offers it: pressure, an out-of-turn calza,
   * "skip to the end"; else the control the phase is about; while the bots play (nothing of
   * yours to press), the status line that says whose turn it is, so focus never falls to the
   * page's body. */
  focusFor(focused) {
    const container = this.board.closest("[data-part=play]") ?? this.board;
    if (!container.contains(document.activeElement) && document.activeElement !== document.body) return;
    const { testid, bid } = focused?.dataset ?? {};
    const same = testid ? `[data-testid="${testid}"]${bid ? `[data-bid="${bid}"]` : ""}` : null;
    const kept = same && this.board.querySelector(same);
    const usual = (PHASE_FOCUS[this.shown.phase] ?? []).map((selector) => this.board.querySelector(selector))
      .find(Boolean);
    const target = kept || usual || (focused && document.activeElement === document.body ? this.status : null);
    if (!target) return;
    target.focus({ preventScroll: true });
    if (!kept && target !== this.status) this.bringIntoView(target);
  }

  /** A control that just got focus must be seen: if it is off screen, scroll the top of the
   * practice part (the game's one-line summary, then the status line) into view, and then the
   * control itself if it is still below. */
  bringIntoView(target) {
    const header = document.querySelector(".md-header")?.getBoundingClientRect().bottom ?? 0;
    const visible = (el) => {
      const box = el.getBoundingClientRect();
      return box.top >= Math.max(0, header) && box.bottom <= window.innerHeight;
    };
    if (visible(target)) return;
    (this.board.closest("[data-part=play]") ?? this.status).scrollIntoView({ block: "start" });
    if (!visible(target)) target.scrollIntoView({ block: "nearest" });
  }
}
