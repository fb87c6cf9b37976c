// The replay of a reviewed game (issue 22): step through its finished rounds move by move, with
// the other cups closed (what you saw then) or open (what was there), and the cups coming off
// at each round's call, drawn as the walkthrough draws a round (dice-view.js: openTable,
// reveal, bidBadge). Only finished rounds are given to it (engine/review: `transcripts`), so a
// review asked for mid-game never opens the cups of the round in play.
//
// Test hooks (stable): pr-replay[data-round=N][data-step=K] (K moves shown of round N),
// pr-replay-prev, pr-replay-next, pr-replay-cups (aria-pressed: cups open), pr-replay-moves.

import { bidBadge, die, fill, h, openTable, reveal } from "./dice-view.js";

export class Replay {
  /** `w`: the page's words; `transcripts`: the finished rounds; `you`: the reader's name. */
  constructor(w, transcripts, you) {
    Object.assign(this, { w, transcripts, you });
    this.round = 0;
    this.step = 0;
    this.open = false;
    this.live = h("p", { class: "dp-sr-only", "aria-live": "polite", "aria-atomic": "true" });
    this.body = h("div", { class: "dp-replay__body" });
    this.element = h("section", { class: "dp-replay", "data-testid": "pr-replay",
      "aria-labelledby": "pr-replay-heading" },
    h("h4", { class: "dp-heading", id: "pr-replay-heading" }, w.t("replay.heading")), this.body, this.live);
    this.render();
  }

  t(key, params) {
    return this.w.t(key, params);
  }

  /** Move one step (`delta` ±1) through the moves, from one round into the next. */
  go(delta) {
    const moves = this.transcripts[this.round].actions.length;
    let { round, step } = this;
    step += delta;
    if (step > moves && round + 1 < this.transcripts.length) {
      round += 1;
      step = 0;
    } else if (step < 0 && round > 0) {
      round -= 1;
      step = this.transcripts[round].actions.length;
    }
    this.round = round;
    this.step = Math.max(0, Math.min(step, this.transcripts[round].actions.length));
    this.render();
    this.live.textContent = this.where();
  }

  where() {
    const transcript = this.transcripts[this.round];
    return this.t("replay.where", { round: this.round + 1, rounds: this.transcripts.length, step: this.step,
      moves: transcript.actions.length });
  }

  /** The table as it stood: your dice, and the others' open or closed. */
  table(transcript) {
    if (this.open) return openTable(this.w, transcript, null, { you: this.you });
    const rows = transcript.players.map((p) => {
      const mine = p.name === this.you;
      const dice = p.dice.map((face) => (mine ? die(face, { label: this.t("die.face", { face }) }) : die(0)));
      return h("li", { class: `dp-player${mine ? " is-you" : ""}${p.dice.length ? "" : " is-out"}` },
        h("span", { class: "dp-player__name" }, p.name),
        h("span", { class: "dp-player__dice", "aria-hidden": mine ? null : "true" }, dice),
        mine ? null : h("span", { class: "dp-player__note" }, this.w.dice(p.dice.length)));
    });
    return h("ul", { class: "dp-table" }, rows);
  }

  moves(transcript) {
    const items = transcript.actions.slice(0, this.step).map((action) => h("li", {},
      h("span", { class: "dp-history__who" }, action.player), " ",
      action.bid ? bidBadge(this.w, action.bid)
        : this.w.call(action.call, Boolean(transcript.outcome?.penalties_after)),
      action.pressure ? ` (${this.t("history.pressure")})` : ""));
    return items.length ? h("ol", { class: "dp-history", "data-testid": "pr-replay-moves" }, items)
      : h("p", { class: "dp-hint", "data-testid": "pr-replay-moves" }, this.t("replay.start"));
  }

  render() {
    // Keep keyboard focus on the control that was pressed: the body is drawn afresh.
    const focused = this.body.contains(document.activeElement) ? document.activeElement.dataset.testid : null;
    const transcript = this.transcripts[this.round];
    const moves = transcript.actions.length;
    const ended = this.step === moves && transcript.outcome;
    Object.assign(this.element.dataset, { round: String(this.round + 1), step: String(this.step) });
    const last = this.round + 1 === this.transcripts.length && this.step === moves;
    const first = this.round === 0 && this.step === 0;
    const button = (testid, label, onclick, disabled) => h("button", { type: "button", class: "md-button",
      "data-testid": testid, "aria-disabled": String(disabled), onclick: () => { if (!disabled) onclick(); } }, label);
    const cups = h("button", { type: "button", class: "md-button", "data-testid": "pr-replay-cups",
      "aria-pressed": String(this.open), onclick: () => { this.open = !this.open; this.render(); } },
    this.t("replay.cups"));
    fill(this.body,
      h("p", { class: "dp-round" }, this.where()),
      h("div", { class: "dp-calls", role: "group", "aria-label": this.t("replay.controls") },
        button("pr-replay-prev", this.t("replay.prev"), () => this.go(-1), first),
        button("pr-replay-next", this.t("replay.next"), () => this.go(1), last), cups),
      ended ? reveal(this.w, transcript, transcript.outcome, { you: this.you })
        : this.table(transcript),
      this.moves(transcript));
    if (focused) this.body.querySelector(`[data-testid="${focused}"]`)?.focus({ preventScroll: true });
  }
}
