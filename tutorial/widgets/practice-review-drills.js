// "Drill my mistakes" (issue 22): the mistakes and blunders of your reviewed games come back as
// questions from your seat (the same dice, the same bids: call dudo, call calza, or which bid),
// kept in localStorage until each is answered right twice. An answer is right when the review
// would grade it good (its risk within the inaccuracy line of the safest move), with the
// numbers the engine gave for that position, so no engine call is needed to judge it.
//
// Test hooks (stable): pr-review-drills (the link, [data-count]); pr-drill[data-left=N]
// (the drill panel); pr-drill-choice[data-action=QxF|dudo|calza] (the calls, and the bid
// picker's button); pr-drill-bid (select of the bids); pr-drill-answer[data-correct=true|false];
// pr-drill-next; pr-drill-empty.

import { bidBadge, die, fill, h } from "./dice-view.js";
import { loadList, storeList } from "./practice-review-history.js";

const STORE = "dudo-practice-mistakes";
const KEEP = 30;
const RIGHT_TWICE = 2;

const load = () => loadList(STORE, (i) => i.id && i.decision && i.decision.options);
const store = (items) => storeList(STORE, items);

/** A decision as a drill keeps it: the position and every move's risk. */
function position(d) {
  return { round: d.round, own_dice: d.own_dice, dice_counts: d.dice_counts, bids: d.bids, wild: d.wild,
    palifico: d.palifico, options: d.options, best: d.best, best_risk: d.best_risk, action: d.action,
    risk: d.risk, grade: d.grade };
}

export class MistakeDrills {
  /** `w`: the page's words; `you`: the reader's name. */
  constructor(w, you) {
    this.w = w;
    this.you = you;
    this.items = load();
    this.current = null;
  }

  t(key, params) {
    return this.w.t(key, params);
  }

  /** Keep the mistakes and blunders of a reviewed game (`id` names the game). */
  addFrom(id, review) {
    // A 大话骰 decision is graded in penalties, not chances: it is reviewed, not drilled here.
    if (review.drinks) return;
    const known = new Set(this.items.map((i) => i.id));
    const fresh = review.decisions.filter((d) => d.grade === "mistake" || d.grade === "blunder")
      .map((d) => ({ id: `${id}:${d.index}`, right: 0, inaccuracy: review.thresholds.inaccuracy,
        decision: position(d) }))
      .filter((i) => !known.has(i.id));
    this.items = [...this.items, ...fresh].slice(-KEEP);
    store(this.items);
  }

  /** The link that opens the drills (null when there is nothing to drill). */
  link(open) {
    if (!this.items.length) return null;
    return h("p", {}, h("a", { href: "#pr-drill", "data-testid": "pr-review-drills",
      "data-count": String(this.items.length), onclick: (event) => { event.preventDefault(); open(); } },
    this.t("drill.link", { n: this.items.length })));
  }

  /** The drill panel, on the first question left. */
  element() {
    this.section = h("section", { class: "dp-review dp-drill", id: "pr-drill", "data-testid": "pr-drill",
      "aria-labelledby": "pr-drill-heading" });
    this.ask();
    return this.section;
  }

  heading() {
    return h("h3", { class: "dp-heading", id: "pr-drill-heading", tabindex: "-1" }, this.t("drill.heading"));
  }

  ask() {
    this.section.dataset.left = String(this.items.length);
    this.current = this.items[0] ?? null;
    if (!this.current) {
      fill(this.section, this.heading(), h("p", { "data-testid": "pr-drill-empty" }, this.t("drill.empty")));
      return;
    }
    const d = this.current.decision;
    const bids = Object.keys(d.options).filter((k) => k !== "dudo" && k !== "calza");
    const calls = ["dudo", "calza"].filter((k) => k in d.options);
    const bidButton = h("button", { type: "button", class: "md-button", "data-testid": "pr-drill-choice",
      "data-action": bids[0] ?? "", onclick: () => this.answer(select.value) }, this.t("drill.bid"));
    const select = h("select", { id: "pr-drill-bid", "data-testid": "pr-drill-bid",
      onchange: () => { bidButton.dataset.action = select.value; } },
    bids.map((code) => h("option", { value: code }, this.w.bid(code))));
    const standing = d.bids.length ? d.bids[d.bids.length - 1].bid : null;
    fill(this.section, this.heading(),
      h("p", { class: "dp-sub" }, this.t("drill.left", { n: this.items.length })),
      h("p", {}, this.t("drill.position", { round: d.round, dice: d.dice_counts.reduce((a, b) => a + b, 0) }),
        " ", this.t(d.wild ? "round.wild" : "round.unwild")),
      h("p", {}, h("span", { class: "dp-sub" }, this.t("review.your_dice")), " ",
        h("span", { class: "dp-review-dice" }, d.own_dice.map((face) => die(face, { label: this.t("die.face", { face }) })))),
      d.bids.length ? h("ol", { class: "dp-history" }, d.bids.map(({ player, bid }) => h("li", {},
        h("span", { class: "dp-history__who" }, player), " ", bidBadge(this.w, bid)))) : null,
      h("p", { class: "dp-headline", id: "pr-drill-question" },
        this.t(standing ? "drill.question" : "drill.question_open", { bid: standing ? this.w.bid(standing) : "" })),
      h("div", { class: "dp-calls", role: "group", "aria-labelledby": "pr-drill-question" },
        calls.map((call) => h("button", { type: "button", class: "md-button md-button--primary",
          "data-testid": "pr-drill-choice", "data-action": call, onclick: () => this.answer(call) },
        this.t(`act.${call}`))),
        bids.length ? h("span", { class: "dp-picker__row" },
          h("label", { for: "pr-drill-bid", class: "dp-sr-only" }, this.t("drill.which")), select, bidButton) : null));
  }

  /** Judge `choice` (a bid or a call) by the position's own numbers. */
  answer(choice) {
    const item = this.current;
    const d = item.decision;
    const risk = d.options[choice];
    const correct = risk !== undefined && risk - d.best_risk < item.inaccuracy;
    item.right = correct ? item.right + 1 : 0;
    if (item.right >= RIGHT_TWICE) this.items = this.items.filter((i) => i !== item);
    else this.items = [...this.items.filter((i) => i !== item), item];  // back of the queue
    store(this.items);
    const words = (name) => (name === "dudo" || name === "calza" ? this.t(`coach.move.${name}`)
      : this.t("coach.move.bid", { bid: this.w.bid(name) }));
    const next = h("button", { type: "button", class: "md-button md-button--primary", "data-testid": "pr-drill-next",
      onclick: () => { this.ask(); this.section.querySelector("#pr-drill-heading")?.focus(); } }, this.t("drill.next"));
    this.section.dataset.left = String(this.items.length);
    fill(this.section, this.heading(),
      h("div", { class: `dp-answer ${correct ? "is-right" : "is-wrong"}`, "data-testid": "pr-drill-answer",
        "data-correct": String(correct), role: "status" },
      h("p", { class: "dp-headline" }, this.t(correct ? "drill.right" : "drill.wrong")),
      h("p", {}, this.t("drill.explain", { move: words(choice), p: this.w.percent(risk ?? 1),
        best: words(d.best), q: this.w.percent(d.best_risk) })),
      h("p", { class: "dp-hint" }, this.t(item.right >= RIGHT_TWICE ? "drill.done" : "drill.again",
        { n: RIGHT_TWICE - item.right }))),
      next);
    next.focus({ preventScroll: true });
  }
}
