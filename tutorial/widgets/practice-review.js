// The review of your practice game (issues 22 and 42): when a game ends, and on demand mid-game,
// the engine's `game_review` (engine/review/) reads each of your decisions with the one judge
// (engine/judge/) that the coach and the drills use: what each move was expected to cost you
// in the game's currency (dice, party points, or 大话骰 penalties against the table) beside the
// best move, the error between them and its grade, and the fact of the reading that weighed
// most; then each resolved round's luck (what it cost you against what your move was expected
// to cost) and its cause; and the whole game in words. The coach's records of your moves, made
// as you played, are passed in, so only the moves it has not judged are judged now, with a
// progress bar. The panel writes how it grades (the lines come with the review), offers a
// replay of the finished rounds (practice-replay.js), a link that reproduces the game and its
// review in either language (practice-review-link.js), your mistakes as drills
// (practice-review-drills.js) and your last games' error rates (practice-review-history.js).
//
// Test hooks (stable): pr-review[data-ready=true][data-final=true|false]; pr-review-progress
// (the bar while decisions are judged); pr-review-decision (one per decision of yours, in game
// order) [data-grade=good|inaccuracy|mistake|blunder][data-cost][data-best-cost][data-error]
// [data-action=QxF|dudo|calza|…][data-decision=N]; pr-review-luck[data-luck]; pr-review-round
// (one per resolved round) [data-cause=luck|mistake|forced|likely|got_away|missed|none][data-taken];
// pr-review-link; pr-review-drills; pr-review-replay (the button that shows the replay);
// pr-review-open (the button asking for a review mid-game).

import { bidBadge, die, fill, h, penalties } from "./dice-view.js";
import { Replay } from "./practice-replay.js";
import { reviewLink } from "./practice-review-link.js";

export class Review {
  /** `p` holds `w` (the page's words), `engine`, `you` (the reader's name), and callbacks:
   * `finished(review, game)` once per finished game reviewed, `drillsLink()` (the link to
   * drill your mistakes, or null) and `history()` (the chart of your last games). */
  constructor(p) {
    this.p = p;
    this.reviews = new Map(); // moves so far -> the engine's review (a promise)
    this.reported = new Set();
  }

  t(key, params) {
    return this.p.w.t(key, params);
  }

  /** The review of `game`: the coach's records of your moves so far are reused; the moves it
   * has not judged are judged one by one (`progress(done, total)` after each), then the whole
   * is read in one call. */
  reviewOf(game, progress = () => {}) {
    const key = JSON.stringify([game.seed, game.actions]);
    if (!this.reviews.has(key)) this.reviews.set(key, this.judgeAll(game, progress));
    return this.reviews.get(key);
  }

  async judgeAll(game, progress) {
    const known = await this.p.judged(game);
    const have = new Set(known.map((r) => r.index));
    const todo = game.actions.map((a, index) => [a, index])
      .filter(([a, index]) => a.player === this.p.you && !have.has(index));
    const judged = [...known];
    for (const [done, [action, index]] of todo.entries()) {
      progress(done, todo.length);
      const before = { ...game, actions: game.actions.slice(0, index) };
      judged.push(await this.p.engine.call("game_judge", { game: before, seat: 0, move: action }));
    }
    progress(todo.length, todo.length);
    return this.p.engine.call("game_review", { game, seat: 0, judged });
  }

  /** The review panel of `game` (filled when the engine answers); `final` once it is over;
   * `record`: keep a finished game in your record and drills (not for someone else's link). */
  panel(game, final, { record = true } = {}) {
    const heading = h("h3", { class: "dp-heading", id: "pr-review-heading", tabindex: "-1" },
      this.t(final ? "review.heading" : "review.heading_so_far"));
    const bar = h("progress", { "data-testid": "pr-review-progress", max: "1", value: "0",
      "aria-labelledby": "pr-review-working" });
    const working = h("p", { class: "dp-hint", id: "pr-review-working" }, this.t("review.working"));
    const section = h("section", { class: "dp-review", id: "pr-review", "data-testid": "pr-review",
      "data-ready": "false", "data-final": String(final), "aria-labelledby": "pr-review-heading" },
    heading, working, bar);
    const progress = (done, total) => {
      bar.max = String(Math.max(1, total));
      bar.value = String(done);
      // Every decision already judged during the game: no count to show ("0 of 0").
      working.textContent = total ? this.t("review.working_n", { done, total }) : this.t("review.working");
    };
    this.reviewOf(game, progress).then((review) => {
      const key = JSON.stringify([game.seed, game.actions]);
      if (final && record && !this.reported.has(key)) {
        this.reported.add(key);
        this.p.finished(review, game);
      }
      this.fill(section, heading, review, game, final);
    }, (error) => {
      fill(section, heading, h("p", { class: "dp-error", role: "alert" }, String(error?.message ?? error)));
    });
    return section;
  }

  /** A cost in the game's currency: "0.12 dice", "0.30 points", "0.40 penalties". */
  cost(review, value) {
    return this.p.w.cost(review.unit, value);
  }

  /** What a round took outright: "1 die", "3 points", "2 penalties". */
  /** An amount won in the game's currency: whole ("1 point"), else to two decimals
   * ("0.50 penalties"). */
  amount(review, value) {
    return this.p.w.whole(value) ? this.taken(review, Math.round(value)) : this.cost(review, value);
  }

  taken(review, n) {
    const w = this.p.w;
    return review.unit === "dice" ? w.dice(n) : review.unit === "points" ? w.points(n) : penalties(w, n);
  }

  fill(section, heading, review, game, final) {
    const w = this.p.w;
    this.shown = review;
    const { inaccuracy: a, mistake: b, blunder: c } = review.lines;
    const unit = this.t(`unit.${review.unit}`);
    const parts = [heading,
      h("p", { class: "dp-headline", "data-testid": "pr-review-luck", "data-luck": String(review.luck) },
        review.summary[w.lang]),
      h("p", {}, this.t("review.grades", { ...review.grades, rate: review.error_rate.toFixed(2), unit })),
      h("details", { class: "dp-review-how" }, h("summary", {}, this.t("review.how_heading")),
        h("p", {}, this.t(`review.how.${review.unit}`)),
        h("p", {}, this.t("review.lines", { a: a.toFixed(2), b: b.toFixed(2), c: c.toFixed(2), unit,
          qa: w.percent(review.shares.inaccuracy), qb: w.percent(review.shares.mistake),
          qc: w.percent(review.shares.blunder) })),
        h("p", {}, this.t("review.luck_how")))];
    parts.push(h("h4", { class: "dp-heading" }, this.t("review.decisions")));
    parts.push(review.decisions.length
      ? h("ol", { class: "dp-review-list" }, review.decisions.map((d, i) => this.decision(d, i, review)))
      : h("p", {}, this.t("review.no_decisions")));
    if (review.rounds.length) {
      parts.push(h("h4", { class: "dp-heading" }, this.t("review.rounds")),
        h("ol", { class: "dp-review-list" }, review.rounds.map((r) => this.roundLine(r, review))));
    }
    parts.push(this.tools(review, game, final));
    fill(section, parts);
    section.dataset.ready = "true";
  }

  /** One decision: what you knew, what you did and what it was expected to cost beside the
   * best move, its grade, and the fact of the reading that weighed most. */
  decision(d, number, review) {
    const w = this.p.w;
    const shown = w.beside(d.made);
    const params = { round: d.round, move: this.moveWords(d.made.action), cost: this.cost(review, shown.cost),
      best: this.moveWords(d.best.action), best_cost: this.cost(review, shown.best),
      error: this.cost(review, shown.gap), spread: this.cost(review, d.made.spread) };
    const key = w.verdictKey(d,
      { best: "review.decision_best", even: "review.decision_even", plain: "review.decision" });
    const knew = [h("span", { class: "dp-sub" }, this.t("review.your_dice")), " ",
      h("span", { class: "dp-review-dice" }, d.own_dice.map((face) => die(face, { label: this.t("die.face", { face }) })))];
    if (d.bids.length) {
      knew.push(" · ", h("span", { class: "dp-sub" }, this.t("review.bids_before")), " ",
        d.bids.map(({ player, bid }, i) => [i ? ", " : "", player, " ", bidBadge(w, w.marked(bid, review.drinks))]));
    }
    // What set the round's stakes and wildness when you moved: a palifico round, pressure, a
    // 劈 (and its 反劈) and the stake they made.
    const context = [];
    if (d.palifico) context.push(this.p.w.palificoLine(d.palifico, d.palifico_free));
    if (d.pressured) context.push(this.t("round.pressured"));
    if (d.pi) {
      context.push(this.t(d.pi.fanpi ? "review.knew_fanpi" : "review.knew_pi", { by: d.pi.by, bidder: d.pi.bidder }),
        this.t("badge.stake", { n: w.penalties(d.stake) }));
    }
    if (context.length) knew.push(" · ", context.join(" "));
    const doubt = w.unsettled(d.made, (x) => this.cost(review, x));
    const grade = h("strong", { class: `dp-grade is-${d.grade}` }, this.t(`grade.mark.${d.grade}`,
      { grade: this.t(`review.grade.${d.grade}`) }));
    const why = w.why(d.why);
    return h("li", { "data-testid": "pr-review-decision", "data-grade": d.grade, "data-cost": String(d.made.cost),
      "data-best-cost": String(d.best.cost), "data-error": String(d.error), "data-action": d.action,
      "data-decision": String(number), "data-round": String(d.round) },
    h("p", {}, grade, " ", this.t(key, params),
      ((said) => (said ? ` ${said}` : ""))(w.beatPick(d, (x) => this.cost(review, x), review.drinks))),
    doubt ? h("p", { "data-testid": "pr-review-unsettled" }, doubt) : null,
    why ? h("p", { class: "dp-review-why" }, why) : null,
    h("p", { class: "dp-review-knew" }, knew));
  }

  /** One resolved round: the call and how it came out, then what it cost you and why. */
  roundLine(r, review) {
    const w = this.p.w;
    const bid = w.bid(w.marked(r.bid, review.drinks));
    let said;
    if (r.call === "concede") said = this.t("review.round.conceded", { round: r.round, caller: r.caller, bid });
    else if (r.call === "calza") {
      const exact = r.count === Number(r.bid.split("x")[0]);
      said = this.t(exact ? "review.round.exact" : "review.round.off", { round: r.round, caller: r.caller, bid });
    } else if (review.drinks && r.call === "open") {  // 大话骰: opened after a 劈 (and maybe a 反劈)
      said = this.t(r.bid_holds ? "review.round.opened_held" : "review.round.opened_failed",
        { round: r.round, bidder: r.bidder, bid, stake: w.penalties(r.stake),
          // a stake of 4 was earned by a 反劈 after the 劈
          after: this.t(r.stake >= 4 ? "review.after.fanpi" : "review.after.pi") });
    } else if (review.drinks) {  // 大话骰: a plain 开
      said = this.t(r.bid_holds ? "review.round.kai_held" : "review.round.kai_failed", { round: r.round, caller: r.caller, bid });
    } else {
      said = this.t(r.bid_holds ? "review.round.held" : "review.round.failed", { round: r.round, caller: r.caller, bid });
    }
    const parts = [said];
    if (r.involved) {
      // A round that took nothing from you may still have been worth something to you (points
      // won, a die won back, the others' penalties): said, so the luck adds up.
      const cause = r.cause ?? (r.won_game ? "won_game" : this.p.w.gained(r.cost) ? `gained.${review.unit}` : "kept");
      const decided = review.decisions.find((d) => d.index === r.decision);
      parts.push(this.t(`review.you.${cause}`, { taken: this.taken(review, r.taken),
        gain: this.amount(review, -r.cost),
        // the deciding move's cost as its own line says it (the best's plus its error)
        expected: this.cost(review, decided ? this.p.w.beside(decided.made).cost : r.expected),
        grade: decided ? this.p.w.gradeWord(decided.grade) : "",
        // the deciding move named: it need not be the round's last move (a calza after it)
        move: decided ? this.moveWords(decided.made.action) : "" }));
      // The round's luck said in figures: it is read from the last move, which need not be
      // the deciding one named above, so the rounds add up to the headline's total.
      if (Math.round(Math.abs(r.luck) * 100) > 0) {
        parts.push(this.t("review.round_luck", { luck: (r.luck > 0 ? "+" : "") + this.cost(review, r.luck) }));
      }
    }
    return h("li", { "data-testid": "pr-review-round", "data-cause": r.cause ?? "none",
      "data-taken": String(r.taken), "data-involved": String(r.involved), "data-luck": String(r.luck) },
      parts.join(" "));
  }

  moveWords(action) {
    // 大话骰's plain challenge is 开: known from the review shown (a linked review has no table)
    return this.p.w.moveWords(action, this.shown?.drinks ?? this.p.state?.view?.score_kind === "penalties");
  }

  /** The replay, the link, your mistakes as drills, your last games. */
  tools(review, game, final) {
    const parts = [];
    if (review.transcripts.length) {
      const holder = h("div", {});
      const button = h("button", { type: "button", class: "md-button", "data-testid": "pr-review-replay",
        "aria-expanded": "false" }, this.t("review.replay"));
      button.addEventListener("click", () => {
        const open = button.getAttribute("aria-expanded") !== "true";
        button.setAttribute("aria-expanded", String(open));
        fill(holder, open ? new Replay(this.p.w, review.transcripts, this.p.you).element : null);
      });
      parts.push(h("p", {}, button), holder);
    }
    const href = reviewLink(window.location.href, game);
    parts.push(href
      ? h("p", {}, h("a", { href, "data-testid": "pr-review-link" }, this.t(final ? "review.link" : "review.link_so_far")))
      : h("p", { class: "dp-hint" }, this.t("review.link_too_long")));
    parts.push(this.p.drillsLink(), this.p.history());
    return parts;
  }
}
