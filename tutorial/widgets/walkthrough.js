// Walkthrough mode: replay one worked example (the same data the docs' figures come from,
// assets/examples.json) move by move. Before each move is shown the learner predicts it: is
// this bid legal, or, at the call, does the bid hold / is the calza exact / is the call
// allowed at all. Then the engine's answer and its reason (the `walk` op of engine/webapi/game_ops.py,
// in the page's language) and, at the call, the open dice with the count.
//
// Test hooks (stable): root [data-testid=walkthrough][data-ready=true|false|error]
// [data-phase=choose|predict|answer|done][aria-busy] (true while an example opens); wt-example
// (select of example ids), wt-start (aria-disabled while opening), wt-waiting (what it waits for);
// wt-question[data-step=N]; wt-choice[data-answer=legal|illegal|holds|fails|exact|off|forbidden];
// wt-answer[data-correct=true|false][data-expected=ANSWER]; wt-next; wt-moves (the moves shown
// so far); wt-summary[data-right][data-total]; wt-again; wt-link; wt-error.

import { bidBadge, fill, h, openTable, parseCode, reveal } from "./dice-view.js";
import { echo } from "./widget-kit.js";

/** 大话骰's calls that raise or settle the stake without a count of their own (劈, 反劈,
 * 投降), with their question and their words in a move list; `open` is counted like dudo. */
const STAKE_CALLS = {
  pi: { question: "wt.q.pi", words: "wt.move.pi" },
  fanpi: { question: "wt.q.fanpi", words: "wt.move.fanpi" },
  concede: { question: "wt.q.concede", words: "wt.move.concede" },
};
const COUNTED_CALLS = { dudo: "wt.q.dudo", open: "wt.q.open" };

/** A round scored in penalties (大话骰's drinks) calls its plain challenge 开 (kai), not dudo. */
function drinksRound(outcome) {
  return Boolean(outcome && outcome.penalties_after);
}

/** What a move really was: the answer the learner should have predicted. */
function expectedAnswer(action, step, outcome) {
  if (action.bid) return step.legal ? "legal" : "illegal";
  if (!step.legal) return "forbidden";
  if (STAKE_CALLS[action.call]) return "legal";
  if (COUNTED_CALLS[action.call]) return outcome.bid_holds ? "holds" : "fails";
  return outcome.count === parseCode(outcome.bid).quantity ? "exact" : "off";
}

/** The answers offered for a move. */
function choicesFor(action) {
  if (action.bid) return ["legal", "illegal"];
  if (STAKE_CALLS[action.call]) return ["legal", "forbidden"];
  return COUNTED_CALLS[action.call] ? ["holds", "fails", "forbidden"] : ["exact", "off", "forbidden"];
}

export class Walkthrough {
  /** `examples` is the list from assets/examples.json; `engine.call(op, args)` runs an op;
   * `w` holds the page's words (practice-words.js). The walkthrough draws into `container`. */
  constructor(root, container, engine, w, examples) {
    this.root = root;
    this.container = container;
    this.engine = engine;
    this.w = w;
    this.lang = w.lang;
    this.examples = examples;
    this.byId = new Map(examples.map((ex) => [ex.id, ex]));
  }

  text(key, params) {
    return this.w.t(key, params);
  }

  title(ex) {
    return ex.title ? ex.title[this.lang] : ex.id;
  }

  /** Draw the chooser; open `initialId` straight away if given (from ?walkthrough=ID). */
  init(initialId) {
    const byTitle = [...this.examples].sort((a, b) => this.title(a).localeCompare(this.title(b), this.lang));
    this.select = h("select", { id: "wt-example", "data-testid": "wt-example" },
      byTitle.map((ex) => h("option", { value: ex.id }, this.title(ex))));
    this.startButton = h("button", { type: "submit", class: "md-button md-button--primary",
      "data-testid": "wt-start" }, this.text("wt.start"));
    const form = h("form", { class: "dp-setup" },
      h("div", { class: "dp-field" }, h("label", { for: "wt-example" }, this.text("wt.choose")), this.select),
      this.startButton);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      this.open(this.select.value);
    });
    this.error = h("p", { class: "dp-error", role: "alert", "data-testid": "wt-error", hidden: true });
    this.live = h("p", { class: "dp-sr-only", "aria-live": "polite", "aria-atomic": "true" });
    this.board = h("div", { class: "dp-board" });
    this.waiting = h("p", { class: "dp-hint dp-waiting", role: "status", "data-testid": "wt-waiting" });
    fill(this.container, h("p", {}, this.text("wt.intro")), form, this.error, this.waiting, this.board,
      this.live);
    this.root.dataset.phase = "choose";
    this.root.dataset.ready = "true";
    if (initialId) {
      if (this.byId.has(initialId)) {
        this.select.value = initialId;
        this.open(initialId, { fromLink: true });
      } else {
        this.fail(this.text("wt.unknown", { id: echo(initialId) }));
      }
    }
  }

  fail(message) {
    this.error.textContent = message;
    this.error.hidden = false;
  }

  /** Open example `id` at its first move; `fromLink`: the page was opened on it (?walkthrough=),
   * so the walkthrough is brought into view once it is ready. */
  async open(id, { fromLink = false } = {}) {
    const ex = this.byId.get(id);
    if (!ex) {
      this.fail(this.text("wt.unknown", { id }));
      return;
    }
    this.error.hidden = true;
    if (this.opening) return;
    let walked;
    this.setOpening(true);
    try {
      walked = await this.engine.call("walk", { transcript: ex.round });
    } catch (error) {
      this.fail(String(error?.message ?? error));
      return;
    } finally {
      this.setOpening(false);
    }
    this.ex = ex;
    this.steps = walked.steps;
    this.outcome = walked.verdict.outcome;
    this.index = 0;
    this.right = 0;
    this.answered = null;
    this.setPhase("predict");
    this.board.querySelector("[data-testid=wt-choice]")?.focus({ preventScroll: true });
    if (fromLink) this.root.scrollIntoView({ block: "start" });
  }

  /** While an example opens (the engine may still be starting) the start button says it is
   * busy and a line says what is awaited; both clear when the engine answers. */
  setOpening(opening) {
    this.opening = opening;
    this.root.setAttribute("aria-busy", String(opening));
    this.startButton.setAttribute("aria-disabled", String(opening));
    clearTimeout(this.waitTimer);
    this.waitTimer = opening ? setTimeout(() => { this.waiting.textContent = this.text("wt.loading"); }, 300) : null;
    if (!opening) this.waiting.textContent = "";
  }

  setPhase(phase) {
    this.phase = phase;
    this.root.dataset.phase = phase;
    this.render();
  }

  answer(choice) {
    const action = this.ex.round.actions[this.index];
    const expected = expectedAnswer(action, this.steps[this.index], this.outcome);
    const correct = choice === expected;
    if (correct) this.right += 1;
    this.answered = { choice, expected, correct };
    this.setPhase("answer");
    const next = this.board.querySelector("[data-testid=wt-next]");
    next?.focus({ preventScroll: true });
    const said = this.board.querySelector("[data-testid=wt-answer]");
    this.live.textContent = said ? said.textContent : "";
  }

  next() {
    this.index += 1;
    this.answered = null;
    if (this.index >= this.steps.length) {
      this.setPhase("done");
      this.board.querySelector("[data-testid=wt-again]")?.focus({ preventScroll: true });
      const summary = this.board.querySelector("[data-testid=wt-summary]");
      this.live.textContent = summary ? summary.textContent : "";
      return;
    }
    this.setPhase("predict");
    this.board.querySelector("[data-testid=wt-choice]")?.focus({ preventScroll: true });
  }

  render() {
    const ex = this.ex;
    const round = ex.round;
    const parts = [h("h3", { class: "dp-heading" }, this.title(ex)), this.rulesLine(round)];
    if (round.palifico) {
      parts.push(h("p", { class: "dp-palifico" }, this.text("round.palifico", { player: round.palifico })));
    }
    const callShown = this.phase !== "predict" && this.outcome && this.outcome.count !== null
      && this.index === round.actions.length - 1 && round.actions[this.index].call
      && this.steps[this.index].legal;
    if (this.phase === "done" && this.outcome && this.outcome.count !== null) {
      parts.push(reveal(this.w, round, this.outcome));
    }
    else if (!callShown) parts.push(openTable(this.w, round, null));
    parts.push(this.moves());
    if (this.phase === "predict") parts.push(this.question());
    if (this.phase === "answer") parts.push(this.answerPanel(callShown));
    if (this.phase === "done") parts.push(this.summary());
    fill(this.board, parts);
  }

  rulesLine(round) {
    const rules = this.w.preset(round.rules);
    const options = Object.entries(round.options || {})
      .map(([name, value]) => this.w.option(name, value)).join(this.text("list.sep"));
    const line = options ? `${this.text("wt.rules", { rules })} · ${this.text("wt.options", { options })}`
      : this.text("wt.rules", { rules });
    return h("p", { class: "dp-round" }, line);
  }

  /** The moves already judged, each with the engine's verdict. */
  moves() {
    const shown = this.phase === "done" ? this.steps.length
      : this.index + (this.phase === "answer" ? 1 : 0);
    const items = this.ex.round.actions.slice(0, shown).map((action, i) => {
      const step = this.steps[i];
      return h("li", { class: step.legal ? "is-legal" : "is-illegal" },
        h("span", { class: "dp-history__who" }, action.player), " ", this.moveWords(action),
        h("span", { class: "dp-verdict" }, this.text(step.legal ? "wt.a.legal" : "wt.a.illegal")),
        h("small", { class: "dp-reason" }, step.message[this.lang]));
    });
    return h("ol", { class: "dp-history dp-moves", "data-testid": "wt-moves" }, items);
  }

  moveWords(action) {
    if (action.bid) {
      const badge = bidBadge(this.w, action.bid);
      return action.pressure ? [badge, ` (${this.text("history.pressure")})`] : badge;
    }
    if (STAKE_CALLS[action.call]) return this.text(STAKE_CALLS[action.call].words);
    if (action.call === "open") return this.text("wt.move.open");
    if (action.call === "dudo" && drinksRound(this.outcome)) return this.text("wt.move.kai");
    return this.text(`act.${action.call}`);
  }

  /** Who challenged the standing bid: the caller, or for 大话骰's `open` the player who
   * called 劈 (the bidder may be the one opening the cups). */
  challenger(action) {
    if (action.call !== "open") return action.player;
    const pi = this.ex.round.actions.slice(0, this.index).filter((a) => a.call === "pi").pop();
    return pi ? pi.player : action.player;
  }

  standingBid() {
    const bids = this.ex.round.actions.slice(0, this.index).filter((a) => a.bid);
    return bids.length ? bids[bids.length - 1].bid : null;
  }

  question() {
    const action = this.ex.round.actions[this.index];
    const standing = this.standingBid();
    const bidder = this.ex.round.actions.slice(0, this.index).filter((a) => a.bid).pop()?.player ?? "";
    let key;
    if (action.bid) key = action.pressure ? "wt.q.bid_pressure" : "wt.q.bid";
    else if (STAKE_CALLS[action.call]) key = STAKE_CALLS[action.call].question;
    else if (action.call === "open") key = COUNTED_CALLS.open;
    else if (action.call === "dudo" && drinksRound(this.outcome)) key = "wt.q.kai";
    else key = action.call === "dudo" ? (action.pressure ? "wt.q.dudo_pressure" : "wt.q.dudo") : "wt.q.calza";
    const bid = this.w.bid(action.bid || standing || "1x1");
    const names = { caller: this.challenger(action), bidder };
    return h("section", { class: "dp-question", "aria-labelledby": "wt-question" },
      h("p", { class: "dp-sub" }, this.text("wt.step", { n: this.index + 1, total: this.steps.length })),
      h("p", { class: "dp-headline", id: "wt-question", "data-testid": "wt-question", "data-step": this.index },
        this.text(key, { player: action.player, bid })),
      h("div", { class: "dp-calls", role: "group", "aria-labelledby": "wt-question" },
        choicesFor(action).map((choice) => h("button", { type: "button", class: "md-button",
          "data-testid": "wt-choice", "data-answer": choice, onclick: () => this.answer(choice) },
        this.text(`wt.a.${choice}`, names)))));
  }

  answerPanel(callShown) {
    const action = this.ex.round.actions[this.index];
    const step = this.steps[this.index];
    const { choice, expected, correct } = this.answered;
    const names = { caller: this.challenger(action),
      bidder: this.ex.round.actions.slice(0, this.index).filter((a) => a.bid).pop()?.player ?? "" };
    const note = this.ex.step_notes ? this.ex.step_notes[String(this.index)] : null;
    const last = this.index + 1 >= this.steps.length;
    return h("section", { class: `dp-answer ${correct ? "is-right" : "is-wrong"}` },
      h("div", { "data-testid": "wt-answer", "data-correct": String(correct), "data-expected": expected },
        h("p", { class: "dp-headline" }, this.text("wt.result", {
          verdict: this.text(correct ? "wt.right" : "wt.wrong"), answer: this.text(`wt.a.${expected}`, names) })),
        correct ? null : h("p", {}, this.text("wt.you_said", { answer: this.text(`wt.a.${choice}`, names) })),
        h("p", {}, this.text("wt.said", { message: step.message[this.lang] })),
        note ? h("p", { class: "dp-note" }, note[this.lang]) : null),
      callShown ? reveal(this.w, this.ex.round, this.outcome) : null,
      h("button", { type: "button", class: "md-button md-button--primary", "data-testid": "wt-next",
        onclick: () => this.next() }, this.text(last ? "wt.summary" : "wt.next")));
  }

  summary() {
    const total = this.steps.length;
    const stopped = !this.steps[total - 1].legal;
    const noCall = !stopped && !this.outcome;
    const url = new URL(window.location.href);
    url.search = "";
    url.searchParams.set("walkthrough", this.ex.id);
    url.hash = "walkthrough";
    return h("section", { class: "dp-over" },
      h("p", { class: "dp-headline", "data-testid": "wt-summary", "data-right": this.right, "data-total": total },
        this.text("wt.score", { right: this.right, total })),
      stopped ? h("p", {}, this.text("wt.stopped")) : null,
      noCall ? h("p", {}, this.text("wt.no_call")) : null,
      this.ex.note ? h("p", { class: "dp-note" }, this.ex.note[this.lang]) : null,
      h("p", {}, h("a", { href: url.href, "data-testid": "wt-link" }, this.text("wt.link"))),
      h("button", { type: "button", class: "md-button", "data-testid": "wt-again",
        onclick: () => { this.root.dataset.phase = "choose"; fill(this.board); this.select.focus(); } },
      this.text("wt.again")));
  }
}
