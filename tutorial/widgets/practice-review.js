// The review of your practice game (issue 22): when a game ends, and on demand mid-game, the
// engine's `game_review` (engine/review/) grades each of your decisions by the chance it lost at
// once beside the safest move you had, tells each resolved round's luck apart from skill, and
// sums the game up in words. The panel writes how it grades (the lines come with the review),
// offers a replay of the finished rounds (practice-replay.js), a link that reproduces the game
// and its review in either language (practice-review-link.js), your mistakes as drills
// (practice-review-drills.js) and your last games' error rates (practice-review-history.js).
//
// Test hooks (stable): pr-review[data-ready=true][data-final=true|false]; pr-review-decision
// (one per decision of yours, in game order) [data-grade=good|inaccuracy|mistake|blunder]
// [data-risk=0..1][data-best-risk=0..1][data-action=QxF|dudo|calza][data-model=exact|hard_reading];
// pr-review-luck[data-luck]; pr-review-round (one per resolved round) [data-chance];
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

  reviewOf(game) {
    const key = JSON.stringify([game.seed, game.actions]);
    if (!this.reviews.has(key)) this.reviews.set(key, this.p.engine.call("game_review", { game, seat: 0 }));
    return this.reviews.get(key);
  }

  /** The review panel of `game` (filled when the engine answers); `final` once it is over;
   * `record`: keep a finished game in your record and drills (not for someone else's link). */
  panel(game, final, { record = true } = {}) {
    const heading = h("h3", { class: "dp-heading", id: "pr-review-heading", tabindex: "-1" },
      this.t(final ? "review.heading" : "review.heading_so_far"));
    const section = h("section", { class: "dp-review", id: "pr-review", "data-testid": "pr-review",
      "data-ready": "false", "data-final": String(final), "aria-labelledby": "pr-review-heading" },
    heading, h("p", { class: "dp-hint" }, this.t("review.working")));
    this.reviewOf(game).then((review) => {
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

  fill(section, heading, review, game, final) {
    const w = this.p.w;
    const [a, b, c] = ["inaccuracy", "mistake", "blunder"].map((g) => review.thresholds[g]);
    const graded = review.decisions.filter((d) => d.model === "hard_reading").length;
    const parts = [heading,
      h("p", { class: "dp-headline", "data-testid": "pr-review-luck", "data-luck": String(review.luck) },
        review.summary[w.lang]),
      h("p", {}, this.t("review.grades", { ...review.grades, rate: review.error_rate.toFixed(3) })),
      h("details", { class: "dp-review-how" }, h("summary", {}, this.t("review.how_heading")),
        h("p", {}, this.t(review.drinks ? "review.how_drinks" : "review.how", { a, b, c })),
        h("p", {}, this.t("review.model", { n: graded, total: review.decisions.length })))];
    parts.push(h("h4", { class: "dp-heading" }, this.t("review.decisions")));
    parts.push(review.decisions.length
      ? h("ol", { class: "dp-review-list" }, review.decisions.map((d) => this.decision(d, review.drinks)))
      : h("p", {}, this.t("review.no_decisions")));
    if (review.rounds.length) {
      parts.push(h("h4", { class: "dp-heading" }, this.t("review.rounds")),
        h("ol", { class: "dp-review-list" }, review.rounds.map((r) => this.roundLine(r))));
    }
    parts.push(this.tools(review, game, final));
    fill(section, parts);
    section.dataset.ready = "true";
  }

  /** One decision: what you knew, what you did, its risk beside the safest move, its grade. */
  decision(d, drinks = false) {
    const w = this.p.w;
    const move = this.moveWords(d.action, drinks);
    // 大话骰: a risk is an expected penalty (engine/review/risks.py), said in penalties.
    const amount = (x) => (drinks ? penalties(w, Number(x.toFixed(2))) : w.percent(x));
    const params = { round: d.round, move, p: amount(d.risk), best: this.moveWords(d.best, drinks),
      q: amount(d.best_risk), error: d.error.toFixed(2) };
    const said = `${d.best === d.action ? "review.decision_best" : "review.decision"}${drinks ? "_drinks" : ""}`;
    const knew = [h("span", { class: "dp-sub" }, this.t("review.your_dice")), " ",
      h("span", { class: "dp-review-dice" }, d.own_dice.map((face) => die(face, { label: this.t("die.face", { face }) })))];
    if (d.bids.length) {
      knew.push(" · ", h("span", { class: "dp-sub" }, this.t("review.bids_before")), " ",
        d.bids.map(({ player, bid }, i) => [i ? ", " : "", player, " ", bidBadge(w, bid)]));
    }
    const grade = h("strong", { class: `dp-grade is-${d.grade}` }, this.t(`review.grade.${d.grade}`));
    return h("li", { "data-testid": "pr-review-decision", "data-grade": d.grade, "data-risk": String(d.risk),
      "data-best-risk": String(d.best_risk), "data-action": d.action, "data-model": d.model,
      "data-round": String(d.round) },
    h("p", {}, grade, " ", this.t(said, params),
      " ", h("small", {}, this.t(`review.model.${d.model}`))),
    h("p", { class: "dp-review-knew" }, knew));
  }

  /** One resolved round: the call, the chance of what happened, and what it did to you. */
  roundLine(r) {
    const w = this.p.w;
    if (r.penalty !== undefined) return this.drinksRound(r);
    const result = r.call === "dudo" ? (r.bid_holds ? "held" : "failed")
      : (r.count === Number(r.bid.split("x")[0]) ? "exact" : "off");
    const parts = [this.t(`review.round.${result}`, { round: r.round, caller: r.caller, bid: w.bid(r.bid),
      p: w.percent(r.chance) })];
    if (r.involved) {
      const key = r.lost ? (r.cause === "mistake" ? "review.you.lost_mistake" : "review.you.lost_luck") : "review.you.kept";
      parts.push(this.t(key, { p: w.percent(r.chance_lost) }));
    }
    return h("li", { "data-testid": "pr-review-round", "data-chance": String(r.chance),
      "data-involved": String(r.involved) }, parts.join(" "));
  }

  /** 大话骰's round: counted at its stake (held or failed), or conceded uncounted; then your
   * move's expected penalty beside what you took. */
  drinksRound(r) {
    const w = this.p.w;
    const bid = w.bid(r.bid);
    const parts = [r.call === "concede"
      ? this.t("review.round.conceded", { round: r.round, caller: r.caller, bid })
      : this.t(r.bid_holds ? "review.round.stake_held" : "review.round.stake_failed",
        { round: r.round, bid, stake: penalties(w, r.stake), p: w.percent(r.chance) })];
    if (r.involved) {
      const n = (x) => penalties(w, Number(x.toFixed(2)));
      parts.push(this.t("review.you.took", { expected: n(r.chance_lost), taken: n(r.penalty) }));
    }
    return h("li", { "data-testid": "pr-review-round", "data-chance": String(r.chance),
      "data-involved": String(r.involved), "data-penalty": String(r.penalty) }, parts.join(" "));
  }

  moveWords(name, drinks = false) {
    if (drinks && name === "dudo") return this.t("coach.move.kai");
    if (["dudo", "calza", "pi", "open", "fanpi", "concede"].includes(name)) return this.t(`coach.move.${name}`);
    return this.t("coach.move.bid", { bid: this.p.w.bid(name) });
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
