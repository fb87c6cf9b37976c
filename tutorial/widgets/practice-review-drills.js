// "Drill my mistakes" (issues 22 and 42): the mistakes and blunders of your reviewed games come
// back as questions from your seat (the same dice, the same bids: which call, or which bid),
// kept in localStorage until each is answered right twice. An answer is judged by the one judge
// (`game_judge`, engine/judge/), as the review judged the move you made there: right when it
// grades good, and explained as the review explains a decision (your answer's expected cost,
// the best move's, and the fact of the reading that weighs most). 大话骰's decisions are drilled
// too: the judge grades them in penalties against the table.
//
// Test hooks (stable): pr-review-drills (the link, [data-count]); pr-drill[data-left=N]
// (the drill panel) [data-question] (focused on a phone); pr-drill-choice[data-action=JSON]
// (the calls, and the bid picker's button, data-action "null" until a bid is chosen);
// pr-drill-bid (select of the bids, each option's value the move as JSON; none chosen first);
// pr-drill-answer[data-correct=true|false][data-grade]; pr-drill-next; pr-drill-empty.

import { bidBadge, die, fill, h, parseCode } from "./dice-view.js";
import { loadList, storeList } from "./practice-review-history.js";

/** Bids in the table's order: by face (in 大话骰 飞 before 斋), then quantity, plain before
 * pressured. */
function byBid(a, b) {
  const [x, y] = [parseCode(a.bid), parseCode(b.bid)];
  return x.face - y.face || String(x.mode).localeCompare(String(y.mode)) || x.quantity - y.quantity
    || Number(Boolean(a.pressure)) - Number(Boolean(b.pressure));
}

const STORE = "dudo-practice-mistakes";
const KEEP = 30;
const RIGHT_TWICE = 2;
// The drills answered right twice, by id, so a review shown again (after a reload, say) does
// not bring them back with no progress; the newest DONE_KEPT are remembered.
const DONE = "dudo-practice-mistakes-done";
const DONE_KEPT = 300;

const load = () => loadList(STORE, (i) => i.id && i.game && i.decision && Array.isArray(i.decision.moves));
const store = (items) => storeList(STORE, items);

/** A decision as a drill keeps it: the position shown, and the moves the judge weighed. */
function position(d) {
  return { round: d.round, own_dice: d.own_dice, dice_counts: d.dice_counts, bids: d.bids, wild: d.wild,
    palifico: d.palifico, palifico_free: Boolean(d.palifico_free), pressured: Boolean(d.pressured),
    moves: d.moves.map((m) => m.action),
    best: d.best.action, unit: d.unit,
    stake: d.stake ?? null, pi: d.pi ?? null };
}

export class MistakeDrills {
  /** `w`: the page's words; `you`: the reader's name; `engine`: the worker's ops. */
  constructor(w, you, engine) {
    this.w = w;
    this.you = you;
    this.engine = engine;
    this.items = load();
    this.done = loadList(DONE, (id) => typeof id === "string");
    this.current = null;
  }

  t(key, params) {
    return this.w.t(key, params);
  }

  /** Keep the mistakes and blunders of a reviewed `game` (`id` names it), each with the game
   * as it stood before the move, to judge an answer there. */
  addFrom(id, review, game) {
    const known = new Set([...this.items.map((i) => i.id), ...this.done]);
    const fresh = review.decisions.filter((d) => d.grade === "mistake" || d.grade === "blunder")
      .map((d) => ({ id: `${id}:${d.index}`, right: 0, decision: position(d),
        game: { ...game, actions: game.actions.slice(0, d.index) } }))
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
    // Every legal move the judge valued, a pressured one (WANGO party) beside its plain one:
    // when the best move carries pressure, the drill can be answered right.
    const drinks = d.unit === "penalties";  // 大话骰: 开 for dudo, an unmarked bid said 飞
    // The bids in the table's order (by face, then quantity), not the judge's, and none chosen
    // at first: the list must not give the answer away.
    const bids = d.moves.filter((m) => m.bid).sort(byBid);
    // the calls in one order in every drill (the judge lists them by cost, which would give
    // the answer away and move the buttons from one drill to the next)
    const order = ["dudo", "calza", "pi", "open", "fanpi", "concede", "play_on"];
    const calls = d.moves.filter((m) => m.call)
      .sort((a, b) => order.indexOf(a.call) - order.indexOf(b.call) || Number(a.pressure) - Number(b.pressure));
    const pressured = (move, words) => (move.pressure ? this.t("drill.pressured", { move: words }) : words);
    const bidButton = h("button", { type: "button", class: "md-button", "data-testid": "pr-drill-choice",
      "data-action": "null", onclick: () => {
        if (select.value) this.answer(JSON.parse(select.value));
        else select.focus();
      } },
    this.t("drill.bid"));
    const select = h("select", { id: "pr-drill-bid", "data-testid": "pr-drill-bid",
      onchange: () => { bidButton.dataset.action = select.value || "null"; } },
    h("option", { value: "", selected: true }, this.t("drill.choose")),
    bids.map((move) => h("option", { value: JSON.stringify(move) }, pressured(move, this.w.bid(this.w.marked(move.bid, drinks))))));
    const standing = d.bids.length ? d.bids[d.bids.length - 1].bid : null;
    const question = d.pi
      ? this.t(d.pi.fanpi ? "drill.question_fanpi" : "drill.question_pi", { by: d.pi.by,
        bidder: d.pi.bidder, bid: this.w.bid(this.w.marked(standing, drinks)), stake: this.w.penalties(d.stake) })
      // Out of turn, a calza or playing on are the choices (online Liar's Dice).
      : d.moves.some((m) => m.call === "play_on")
        ? this.t("drill.question_calza", { bid: this.w.bid(standing) })
        : this.t(standing ? "drill.question" : "drill.question_open", { bid: standing ? this.w.bid(this.w.marked(standing, drinks)) : "" });
    fill(this.section, this.heading(),
      h("p", { class: "dp-sub" }, this.t("drill.left", { n: this.items.length })),
      // The drills of every rule set share one list: each question names its game.
      h("p", {}, this.t("drill.position", { rules: this.w.preset(this.current.game.rules), round: d.round,
        dice: d.dice_counts.reduce((a, b) => a + b, 0) }),
        // 大话骰 declares ones wild or not bid by bid (斋/飞, shown on each bid), not per round
        // (a palifico round says whose it is and that the face is locked, as the review does)
        drinks ? null : [" ", d.palifico ? this.w.palificoLine(d.palifico, d.palifico_free)
          : this.t(d.wild ? "drill.wild" : "drill.unwild")],
        // A pressured party round is worth 3: the costs below read at that stake.
        d.pressured ? [" ", this.t("round.pressured")] : null),
      h("p", {}, h("span", { class: "dp-sub" }, this.t("review.your_dice")), " ",
        h("span", { class: "dp-review-dice" }, d.own_dice.map((face) => die(face, { label: this.t("die.face", { face }) })))),
      d.bids.length ? h("ol", { class: "dp-history" }, d.bids.map(({ player, bid }) => h("li", {},
        h("span", { class: "dp-history__who" }, player), " ", bidBadge(this.w, this.w.marked(bid, drinks))))) : null,
      h("p", { class: "dp-headline", id: "pr-drill-question", tabindex: "-1", "data-question": "true" }, question),
      h("div", { class: "dp-calls", role: "group", "aria-labelledby": "pr-drill-question" },
        calls.map((move) => h("button", { type: "button", class: "md-button md-button--primary",
          "data-testid": "pr-drill-choice", "data-action": JSON.stringify(move), onclick: () => this.answer(move) },
        pressured(move, this.w.call(move.call, drinks)))),
        bids.length ? h("span", { class: "dp-picker__row" },
          h("label", { for: "pr-drill-bid", class: "dp-sr-only" }, this.t("drill.which")), select, bidButton) : null));
  }

  /** Judge `move` (a bid or a call) with the one judge, at the position the drill shows. */
  async answer(move) {
    const item = this.current;
    if (!item || this.answering) return;
    this.answering = true;
    let record;
    try {
      // The seat's name as the stored game spells it (it was kept in the language it was played in).
      const player = item.game.names?.[0] ?? this.you;
      record = await this.engine.call("game_judge", { game: item.game, seat: 0, move: { ...move, player } });
    } catch (error) {
      this.answering = false;
      fill(this.section, this.heading(), h("p", { class: "dp-error", role: "alert" }, String(error?.message ?? error)));
      return;
    }
    this.answering = false;
    const correct = record.grade === "good";
    item.right = correct ? item.right + 1 : 0;
    if (item.right >= RIGHT_TWICE) {
      this.items = this.items.filter((i) => i !== item);
      this.done = [...this.done.filter((id) => id !== item.id), item.id].slice(-DONE_KEPT);
      storeList(DONE, this.done);
    } else {
      this.items = [...this.items.filter((i) => i !== item), item];  // back of the queue
    }
    store(this.items);
    const drinks = record.unit === "penalties";
    const cost = (x) => this.w.cost(record.unit, x);
    const next = h("button", { type: "button", class: "md-button md-button--primary", "data-testid": "pr-drill-next",
      onclick: () => { this.ask(); this.section.querySelector("#pr-drill-question")?.focus(); } }, this.t("drill.next"));
    this.section.dataset.left = String(this.items.length);
    const why = this.w.why(record.why);
    const shown = this.w.beside(record.made);
    const doubt = this.w.unsettled(record.made, cost);
    const explain = this.w.verdictKey(record,
      { best: "drill.explain_best", even: "drill.explain_even", plain: "drill.explain" });
    fill(this.section, this.heading(),
      h("div", { class: `dp-answer ${correct ? "is-right" : "is-wrong"}`, "data-testid": "pr-drill-answer",
        "data-correct": String(correct), "data-grade": record.grade, role: "status" },
      h("p", { class: "dp-headline" }, this.t(correct ? "drill.right" : "drill.wrong"), " ",
        h("strong", { class: `dp-grade is-${record.grade}` },
          this.t(`grade.mark.${record.grade}`, { grade: this.t(`review.grade.${record.grade}`) }))),
      h("p", {}, this.t(explain, { move: this.w.moveWords(record.made.action, drinks), cost: cost(shown.cost),
        best: this.w.moveWords(record.best.action, drinks), best_cost: cost(shown.best) }),
      ((said) => (said ? ` ${said}` : ""))(this.w.beatPick(record, cost, drinks))),
      doubt ? h("p", {}, doubt) : null,
      why ? h("p", {}, why) : null,
      h("p", { class: "dp-hint" }, this.t(item.right >= RIGHT_TWICE ? "drill.done" : "drill.again",
        { n: RIGHT_TWICE - item.right }))),
      next);
    next.focus({ preventScroll: true });
  }
}
