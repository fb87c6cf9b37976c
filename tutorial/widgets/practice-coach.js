// The practice coach: an optional helper at the practice table (switch remembered in
// localStorage). It speaks with the one judge (engine/judge/) that also writes the review and
// judges the drills, so the three never disagree. On your turn it asks the engine
// (`game_coach`) for the judge's record of your decision to come: the moves weighed, each
// valued by what the rest of the round is expected to cost you against these bots, the best
// of them, the reading of the bids (the chance the standing bid holds, and the fact of the
// reading that weighs most), and the hard bot's move in your seat with its value. The chance
// from your dice alone stays as a teaching number under each bid, labelled so. When you move,
// it asks for the judge's record of that move (`game_judge`) and shows its grade at once; the
// review later reuses these records. After each reveal it says one line on that round, from
// the review's reading of it (`game_review`): bad luck on a sound move, a mistake, a spot where
// every move was likely to lose, or a mistake that got away.
//
// Test hooks (stable): pr-coach (the switch); pr-coach-turn[data-ready=true] (the line on your
// turn) [data-best=JSON]; pr-coach-panel[data-ready=true] (the folded detail); pr-coach-odds
// [data-holds=0..1][data-alone=0..1]; pr-coach-why[data-kind]; pr-coach-hard[data-action=JSON]
// [data-grade]; pr-coach-move (one per move weighed) [data-action=JSON][data-grade][data-cost];
// pr-bid-option[data-probability] and pr-bid[data-probability] (the chance from your dice
// alone, added to the quick picks and to the picker's bid button); pr-coach-grade[data-ready]
// [data-grade][data-decision=N] (the verdict on your last decision, N its 0-based number among
// your decisions); pr-coach-line[data-ready=true][data-cause=luck|mistake|forced|likely|got_away|none]
// [data-grade].
import { h, fill } from "./dice-view.js";

const STORE = "dudo-practice-coach";
const SHOWN_MOVES = 6; // the moves weighed that the detail lists, best first

function remembered() {
  try {
    return localStorage.getItem(STORE) === "on";
  } catch {
    return false;
  }
}

export class Coach {
  /** `practice` is the table (practice.js): its engine, words, state and board. */
  constructor(practice) {
    this.p = practice;
    this.on = remembered();
    this.advice = new Map(); // moves played so far -> the judge's record of the decision to come
    this.judged = new Map(); // a move's index in the game -> the judge's record of it (a promise)
    this.mine = []; // the indices of your moves, in order
    this.done = []; // the records judged, as they came (kept with the saved game)
  }

  t(key, params) {
    return this.p.w.t(key, params);
  }

  /** The switch for the set-up form. */
  switchField() {
    const input = h("input", { type: "checkbox", id: "pr-coach", "data-testid": "pr-coach",
      checked: this.on, "aria-describedby": "pr-coach-hint" });
    input.addEventListener("change", () => {
      this.on = input.checked;
      try {
        localStorage.setItem(STORE, this.on ? "on" : "off");
      } catch {
        // Blocked storage: the switch lasts for this visit.
      }
      if (this.p.phase === "your-turn") this.p.render();
    });
    return h("div", { class: "dp-field dp-coach-switch" },
      h("span", { class: "dp-coach-toggle" }, input, h("label", { for: "pr-coach" }, this.t("coach.switch"))),
      h("small", { class: "dp-hint", id: "pr-coach-hint" }, this.t("coach.hint")));
  }

  reset() {
    this.advice.clear();
    this.judged.clear();
    this.mine = [];
    this.done = [];
    this.verdict = null;
    this.game = null;
  }

  /** Take back the records of a saved `game` (after a reload or a switch of language). */
  adopt(game, records) {
    this.game = game;
    for (const record of records) {
      if (!record || typeof record.index !== "number" || !record.made) continue;
      this.judged.set(record.index, Promise.resolve(record));
      this.mine.push(record.index);
      this.done.push(record);
    }
    this.mine.sort((a, b) => a - b);
  }

  /** The judge's record of the decision to come in `state` (asked once per position). */
  adviceFor(state) {
    const key = JSON.stringify(state.game.actions);
    if (!this.advice.has(key)) {
      this.advice.set(key, this.p.engine.call("game_coach", { game: state.game, seat: 0 }).catch(() => null));
    }
    return this.advice.get(key);
  }

  /** A cost in the game's currency: "0.12 dice", "0.30 points", "0.40 penalties". */
  cost(record, value) {
    return this.p.w.cost(record.unit, value);
  }

  /** An amount won, as the review says it (practice-review.js `amount`): whole ("1 point")
   * when it is, else to two decimals. */
  amount(record, value) {
    return this.p.w.whole(value) ? this.taken(record.unit, Math.round(value)) : this.cost(record, value);
  }

  grade(name) {
    return this.t(`review.grade.${name}`);
  }

  /** What a round took outright: "1 die", "3 points", "2 penalties". */
  taken(unit, n) {
    const w = this.p.w;
    return unit === "dice" ? w.dice(n) : unit === "points" ? w.points(n) : w.penalties(n);
  }

  moveWords(action) {
    return this.p.w.moveWords(action, this.p.state?.view.score_kind === "penalties");
  }

  /** The coach's line for your turn, under your dice (filled when the engine answers); null
   * when off. */
  turnLine() {
    if (!this.on) return null;
    const state = this.p.state;
    const line = h("p", { class: "dp-coach-line dp-coach-turn", "data-testid": "pr-coach-turn",
      "data-ready": "false" }, this.t("coach.thinking"));
    this.adviceFor(state).then((record) => {
      if (!record || this.p.state !== state || !line.isConnected) return;
      const move = this.moveWords(record.best.action);
      const cost = this.cost(record, record.best.cost);
      line.textContent = this.t("coach.turn", { line: record.standing
        ? this.t("coach.turn.best", { move, cost, bid: this.p.w.bid(this.p.w.marked(record.standing, record.unit === "penalties")),
          p: this.p.w.percent(record.holds) })
        : this.t("coach.turn.open", { move, cost }) });
      line.dataset.best = JSON.stringify(record.best.action);
      line.dataset.ready = "true";
    });
    return line;
  }

  /** The coach's detail for your turn, folded under the moves (filled when the engine
   * answers); null when off. */
  panel() {
    if (!this.on) return null;
    const state = this.p.state;
    const section = h("div", { class: "dp-coach-body" }, h("p", { class: "dp-hint" }, this.t("coach.thinking")));
    const details = h("details", { class: "dp-coach", "data-testid": "pr-coach-panel", "data-ready": "false" },
      h("summary", { id: "pr-coach-heading" }, this.t("coach.detail")), section);
    this.adviceFor(state).then((record) => {
      if (!record || this.p.state !== state || !details.isConnected) return;
      this.fillPanel(section, record);
      details.dataset.ready = "true";
    });
    return details;
  }

  fillPanel(section, record) {
    const w = this.p.w;
    const parts = [];
    if (record.standing) {
      parts.push(h("p", { "data-testid": "pr-coach-odds", "data-holds": String(record.holds),
        "data-alone": String(record.exact) },
      this.t("coach.odds", { bid: w.bid(w.marked(record.standing, record.unit === "penalties")), p: w.percent(record.holds),
        alone: w.percent(record.exact) })));
    } else {
      parts.push(h("p", {}, this.t("coach.opening")));
    }
    const why = this.p.w.why(record.why);
    if (why) parts.push(h("p", { "data-testid": "pr-coach-why", "data-kind": record.why.kind }, why));
    // The hard bot's move and the moves listed are said by what each costs beyond the best on
    // the same play-outs (the figure its grade reads), as the verdict says it once made: costs
    // from different play-outs side by side would not subtract.
    const beyond = (m) => (w.beside(m).even ? this.t("coach.even") : this.t("coach.more", { error: this.cost(record, w.beside(m).gap) }));
    if (record.hard) {
      parts.push(h("p", { "data-testid": "pr-coach-hard", "data-action": JSON.stringify(record.hard.action),
        "data-grade": record.hard.grade },
      JSON.stringify(record.hard.action) === JSON.stringify(record.best.action)
        ? this.t("coach.hard_best", { move: this.moveWords(record.hard.action) })
        : this.t("coach.hard", { move: this.moveWords(record.hard.action), beyond: beyond(record.hard),
          grade: this.p.w.gradeSaid(record.hard) })));
    }
    parts.push(h("p", { class: "dp-sub" }, this.t("coach.moves", { unit: this.t(`unit.${record.unit}`) })));
    // The moves the best was chosen from (valued in full: `kept` and `fresh`), best first: each
    // with the grade it gets once made. The hard bot's move has its own line above.
    // The best move first (the hard bot's, when it won: it is a candidate too), then the kept
    // moves it was chosen from; "the best" marks the best move alone.
    const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
    const listed = [record.moves.find((m) => same(m.action, record.best.action)),
      ...record.moves.filter((m) => m.kept && m.fresh && !same(m.action, record.best.action))]
      .filter(Boolean).slice(0, SHOWN_MOVES);
    parts.push(h("ol", { class: "dp-coach-moves" }, listed.map((m) =>
      h("li", { "data-testid": "pr-coach-move", "data-action": JSON.stringify(m.action), "data-grade": m.grade,
        "data-cost": String(m.cost), "data-error": String(m.error) },
      same(m.action, record.best.action) ? this.t("coach.move_line_best", { move: this.moveWords(m.action) })
        : this.t("coach.move_line", { move: this.moveWords(m.action), beyond: beyond(m),
          grade: this.p.w.gradeSaid(m) })))));
    parts.push(h("p", { class: "dp-hint" }, this.t("coach.bids_hint")));
    fill(section, parts);
    for (const button of this.p.board.querySelectorAll("[data-testid=pr-bid-option], [data-testid=pr-bid]")) {
      const chance = record.bids_alone?.[button.dataset.bid];
      if (chance === undefined) continue;
      button.dataset.probability = String(chance);
      button.setAttribute("aria-label", `${button.getAttribute("aria-label")} (${this.t("coach.alone", { p: w.percent(chance) })})`);
      button.append(h("small", { class: "dp-coach-chance", "aria-hidden": "true" }, w.percent(chance)));
    }
  }

  /** Your move `action` was made from `before` (the game as it stood): ask the judge for its
  * record once `when` resolves (whether the coach is on or not, so the review can reuse it),
  * keyed by its place in the game, and show its grade in the verdict line as soon as it is
  * known. */
  record(action, before, when = Promise.resolve()) {
    this.game = before.game;
    const index = before.game.actions.length;
    if (this.judged.has(index)) return;
    this.mine.push(index);
    const decision = this.mine.length - 1;
    // This game's list: a record that comes back after a new game began (reset) stays with
    // the game it was asked for.
    const done = this.done;
    const asked = when.then(() => this.p.engine.call("game_judge", { game: before.game, seat: 0, move: action }))
      .then((record) => {
        done.push(record);
        return record;
      }, () => null);
    this.judged.set(index, asked);
    const line = this.verdictElement(true);
    // the round the decision was made in: a later round's reveal does not show it
    Object.assign(line.dataset, { ready: "false", decision: String(decision),
      round: String(before.view?.round_number ?? "") });
    delete line.dataset.grade;
    line.textContent = this.t("coach.judging");
    if (this.on && !line.isConnected) this.p.render();
    asked.then((record) => {
      if (!record || line.dataset.decision !== String(decision)) return;
      const best = record.best.action;
      const shown = this.p.w.beside(record.made);
      const doubt = this.p.w.unsettled(record.made, (x) => this.cost(record, x));
      const key = this.p.w.verdictKey(record,
        { best: "coach.verdict_best", even: "coach.verdict_even", plain: "coach.verdict" });
      fill(line, h("strong", { class: `dp-grade is-${record.grade}` }, this.gradeMark(record.grade)), " ",
        this.t(key, { move: this.moveWords(record.made.action),
          cost: this.cost(record, shown.cost), error: this.cost(record, shown.gap),
          best: this.moveWords(best), best_cost: this.cost(record, shown.best) }),
        // your move beat the judge's own pick: which one, so the coach's best before it is not a riddle
        this.beatSaid(record), doubt ? ` ${doubt}` : "");
      line.dataset.grade = record.grade;
      line.dataset.ready = "true";
    });
  }

  /** " On these play-outs it did better than …" when your move beat the judge's pick. */
  beatSaid(record) {
    const said = this.p.w.beatPick(record, (x) => this.cost(record, x), this.p.state?.view.score_kind === "penalties");
    return said ? ` ${said}` : "";
  }

  /** A grade as a badge's words: its symbol and its name (never colour alone). */
  gradeMark(name) {
    return this.t(`grade.mark.${name}`, { grade: this.grade(name) });
  }

  /** The line with the verdict on your last decision (one element for the game, refilled as
   * you move); null when the coach is off or before your first move, unless `make`, and null
   * when `round` is given and the decision was made in another round (a reveal shows the
   * verdict of its own round only). */
  verdictElement(make = false, round = null) {
    if (make) {
      this.verdict ??= h("p", { class: "dp-coach-line dp-coach-verdict", "data-testid": "pr-coach-grade",
        "data-ready": "false", role: "status" });
      return this.verdict;
    }
    if (round !== null && this.verdict && this.verdict.dataset.round !== String(round)) return null;
    return this.on && this.mine.length ? this.verdict ?? null : null;
  }

  /** Resolves once every record asked for so far has come back (or failed). */
  settled() {
    return Promise.all([...this.judged.values()]);
  }

  /** The records judged so far of `game`'s moves (for the review: it uses them as they are);
   * none for another game (a review link's). */
  async records(game) {
    const same = (g) => JSON.stringify([g.rules, g.options, g.seed, g.names, g.bots]);
    const all = await Promise.all([...this.judged.values()]);
    return all.filter((r) => r && this.game && same(this.game) === same(game)
      && JSON.stringify(game.actions[r.index]) === JSON.stringify(r.made.action));
  }

  /** After a reveal: one line on that round (`number`), as the review reads it. */
  revealLine(number, game) {
    if (!this.on) return null;
    const line = h("p", { class: "dp-coach-line", "data-testid": "pr-coach-line", "data-ready": "false" });
    this.records(game).then((judged) => this.p.engine.call("game_review", { game, seat: 0, judged }))
      .then((review) => {
        const round = review.rounds.find((r) => r.round === number);
        const decision = round && review.decisions.find((d) => d.index === round.decision);
        if (!round || !decision) {
          line.textContent = this.t("coach.line.none");
          line.dataset.cause = "none";
        } else {
          const cause = round.cause ?? (round.won_game ? "won_game"
            : this.p.w.gained(round.cost) ? `gained.${review.unit}` : "kept");
          line.textContent = this.t(`coach.line.${cause}`, { move: this.moveWords(decision.made.action),
            gain: this.amount(review, -round.cost),
            grade: this.p.w.gradeWord(decision.grade), taken: this.taken(review.unit, round.taken),
            // the deciding move's cost as its verdict says it (the best's plus its error)
            expected: this.cost(review, this.p.w.beside(decision.made).cost), best: this.moveWords(decision.best.action),
            // forced: the best move's own cost, the one the verdict "likely to lose" is read from
            best_cost: this.cost(review, cause === "forced" ? decision.best.cost : this.p.w.beside(decision.made).best) });
          line.dataset.cause = round.cause ?? "kept";
          line.dataset.grade = decision.grade;
        }
        line.dataset.ready = "true";
      }, () => {
        line.textContent = this.t("coach.line.failed");
        line.dataset.ready = "true";
      });
    return line;
  }
}
