// The practice coach: an optional helper at the practice table (switch remembered in
// localStorage). On your turn it asks the engine (`game_coach`, engine/coach.py) for the exact
// chance that the standing bid holds given your dice, the expected count, each offered bid's
// chance, and what the normal and hard bots would do in your seat with their own numbers.
// The engine reads only your view, never the other cups. On your turn its one line (the standing
// bid's chance, the hard bot's move) sits under your dice, so a phone shows it with them; the
// detail (every chance, both bots) is folded below the moves. After each reveal it says one
// line on your decision in that round, as a chance ("had a 90% chance to hold") read against
// what happened ("it failed anyway: bad luck, a sound raise"). The whole game is reviewed by
// practice-review.js.
//
// Test hooks (stable): pr-coach (the switch); pr-coach-turn[data-ready=true] (the line on your
// turn); pr-coach-panel[data-ready=true] (the folded detail); pr-coach-odds
// [data-probability=0..1][data-expected]; pr-bid-option[data-probability] and pr-bid
// [data-probability] (added to the quick picks and to the picker's bid button);
// pr-coach-bot[data-level=normal|hard][data-action=JSON][data-reason]; pr-coach-line
// [data-risk][data-verdict=sound|risky][data-went=for|against|open|calza]. Under 大话骰's
// penalties the detail also prices each call in penalties at the stake (pr-coach-stake
// [data-stake]: what 开 and 劈 are expected to cost, or a 劈's answers, and whether 投降 is
// cheaper), and the reveal's line compares your move's expected penalty with what you took.
import { h, fill, penalties } from "./dice-view.js";

const STORE = "dudo-practice-coach";
const RISKY = 0.5; // a decision that goes against you more often than not is risky

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
    this.advice = new Map(); // moves played so far -> the engine's advice (a promise)
    this.decisions = [];
  }

  percent(value) {
    return this.p.w.percent(value);
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
    this.decisions = [];
  }

  /** The engine's advice for the current state of the game (asked once per position). */
  adviceFor(state) {
    const key = JSON.stringify(state.game.actions);
    if (!this.advice.has(key)) {
      this.advice.set(key, this.p.engine.call("game_coach", { game: state.game, seat: 0 }).catch(() => null));
    }
    return this.advice.get(key);
  }

  /** The coach's line for your turn, under your dice (filled when the engine answers); null
   * when off. */
  turnLine() {
    if (!this.on) return null;
    const state = this.p.state;
    const line = h("p", { class: "dp-coach-line dp-coach-turn", "data-testid": "pr-coach-turn",
      "data-ready": "false" }, this.t("coach.thinking"));
    this.adviceFor(state).then((advice) => {
      if (!advice || this.p.state !== state || !line.isConnected) return;
      const move = this.moveWords(advice.bots.hard.action);
      line.textContent = this.t("coach.turn", { line: advice.standing
        ? this.t("coach.turn.odds", { bid: this.p.w.bid(advice.standing), p: this.percent(advice.probability), move })
        : this.t("coach.turn.open", { move }) });
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
    this.adviceFor(state).then((advice) => {
      if (!advice || this.p.state !== state || !details.isConnected) return;
      this.fillPanel(section, advice);
      details.dataset.ready = "true";
    });
    return details;
  }

  fillPanel(section, advice) {
    const parts = [];
    if (advice.standing) {
      const face = Number(advice.standing.split("x")[1]);
      parts.push(h("p", { "data-testid": "pr-coach-odds", "data-probability": advice.probability,
        "data-expected": advice.expected },
      this.t("coach.odds", { bid: this.p.w.bid(advice.standing), p: this.percent(advice.probability),
        expected: advice.expected.toFixed(1), faces: this.p.w.face(face) })));
    } else {
      parts.push(h("p", {}, this.t("coach.opening")));
    }
    if (advice.penalties) parts.push(this.stakeLine(advice));
    parts.push(h("p", { class: "dp-hint" }, this.t("coach.bids_hint")));
    parts.push(h("ul", { class: "dp-coach-bots" }, ["normal", "hard"].map((level) => {
      const bot = advice.bots[level];
      return h("li", { "data-testid": "pr-coach-bot", "data-level": level,
        "data-action": JSON.stringify(bot.action), "data-reason": bot.reason },
      this.botLine(level, bot));
    })));
    fill(section, parts);
    for (const button of this.p.board.querySelectorAll("[data-testid=pr-bid-option], [data-testid=pr-bid]")) {
      const chance = advice.bids[button.dataset.bid];
      if (chance === undefined) continue;
      button.dataset.probability = String(chance);
      button.setAttribute("aria-label", `${button.getAttribute("aria-label")} (${this.percent(chance)})`);
      button.append(h("small", { class: "dp-coach-chance", "aria-hidden": "true" }, this.percent(chance)));
    }
  }

  /** 大话骰: what the calls open to you are expected to cost in penalties at the stake
   * (the engine's numbers, engine/stake_odds.py). */
  stakeLine(advice) {
    const cost = advice.penalties;
    const n = (x) => penalties(this.p.w, Number(x.toFixed(2)));
    const lines = [];
    if (cost.pi !== undefined) {
      lines.push(this.t("coach.stake.kai", { stake: n(advice.stake), kai: n(cost.dudo), pi: n(cost.pi) }));
    }
    if (cost.concede !== undefined) {
      lines.push(this.t("coach.stake.answer", { stake: n(advice.stake), open: n(cost.open), concede: n(cost.concede) }));
      if (cost.fanpi !== undefined) lines.push(this.t("coach.stake.fanpi", { fanpi: n(cost.fanpi) }));
      lines.push(this.t(cost.concede < cost.open ? "coach.stake.cheaper_concede" : "coach.stake.cheaper_open"));
    }
    return lines.length ? h("p", { "data-testid": "pr-coach-stake", "data-stake": advice.stake }, lines.join(" ")) : null;
  }

  /** What a bot would do, with the number it went by. */
  botLine(level, bot) {
    const move = this.moveWords(bot.action);
    const who = this.t(`level.${level}`).toLocaleLowerCase(this.p.w.lang);
    const p = (x) => (x === null || x === undefined ? "" : this.percent(x));
    switch (bot.reason) {
      case "normal_dudo":
        return this.t("coach.normal_dudo", { who, move, p: p(bot.holds), line: p(bot.threshold) });
      case "normal_raise":
        return this.t("coach.normal_raise", { who, move, p: p(bot.bid_holds) });
      case "hard_dudo":
        return this.t("coach.hard_dudo", { who, move, p: p(bot.holds) });
      case "hard_calza":
        return this.t("coach.hard_calza", { who, move, p: p(bot.exact) });
      case "hard_raise":
      case "hard_open":
        return this.t(bot.bluff ? "coach.hard_bluff" : "coach.hard_raise", { who, move, p: p(bot.bid_holds) });
      default:
        return this.t("coach.other", { who, move });
    }
  }

  moveWords(action) {
    const drinks = this.p.state?.view.score_kind === "penalties";
    const call = drinks && action.call === "dudo" ? "kai" : action.call;
    const key = action.bid ? "coach.move.bid" : `coach.move.${call}`;
    const words = this.t(key, { bid: action.bid ? this.p.w.bid(action.bid) : "" });
    return action.pressure ? this.t("coach.move.pressure", { move: words }) : words;
  }

  /** Note your move (called before it is sent): its chance, from the advice for this position. */
  record(action) {
    if (!this.on || !this.p.state) return;
    const state = this.p.state;
    const round = state.view.round_number;
    const decision = this.adviceFor(state).then((advice) => {
      if (!advice) return null;
      const key = action.bid ?? action.call;
      const risk = advice.risks[key];
      if (risk === undefined) return null;
      return { round, action, risk, chance: action.bid ? advice.bids[action.bid]
        : action.call === "dudo" ? advice.probability : 1 - risk, standing: advice.standing,
      expected: advice.penalties?.[key] };
    });
    this.decisions.push(decision);
  }

  /** One sentence on a decision: its chance, then how it went against that chance. `outcome`
   * is the round's; `went` says whether the call went for you, against you, or was not on
   * this move ("open"). */
  words(d, outcome, transcript) {
    if (outcome?.penalties_after) return this.drinksWords(d, outcome, transcript);
    const p = this.percent(d.chance);
    const sound = d.risk < RISKY;
    const went = this.went(d, outcome);
    const bid = this.p.w.bid(d.action.bid ?? d.standing);
    const kind = d.action.bid ? "bid" : d.action.call;
    if (went === "open") return { went, sound, text: this.t("coach.line.bid_open", { bid, p }) };
    if (went === "calza") {
      return { went, sound, text: this.t("coach.line.bid_calza", { bid, p, caller: outcome.caller }) };
    }
    const result = kind === "bid" ? (went === "for" ? "held" : "failed") : (went === "for" ? "won" : "lost");
    const verdict = sound ? "sound" : (went === "for" ? "lucky" : "risky");
    return { went, sound, text: this.t(`coach.line.${kind}_${result}_${verdict}`, { bid, p }) };
  }

  /** 大话骰: your move's expected penalty beside the penalties you took (a bid the round's
   * call was not on gets the plain line). */
  drinksWords(d, outcome, transcript) {
    const you = d.action.player;
    const bid = this.p.w.bid(d.action.bid ?? d.standing);
    const sound = d.risk < RISKY;
    if (d.action.bid && (outcome.bidder !== you || outcome.bid !== d.action.bid)) {
      return { went: "open", sound, text: this.t("coach.line.bid_open", { bid, p: this.percent(d.chance) }) };
    }
    const before = transcript.players.find((p) => p.name === you)?.penalties ?? 0;
    const taken = outcome.penalties_after[you] - before;
    const n = (x) => penalties(this.p.w, Number(x.toFixed(2)));
    return { went: taken > 0 ? "against" : "for", sound, text: this.t("coach.line.stake",
      { move: this.moveWords(d.action), expected: n(d.expected ?? d.risk), taken: n(taken) }) };
  }

  /** Whether the round's call (`outcome`) went for the reader's decision `d`, against it, was
   * on another bid ("open": only a bid can be left uncalled), or was a calza on it ("calza":
   * a calza asks whether the count is exact, not whether the bid holds). */
  went(d, outcome) {
    const you = d.action.player;
    if (d.action.bid) {
      if (!outcome || outcome.bidder !== you || outcome.bid !== d.action.bid) return "open";
      return outcome.call === "dudo" ? (outcome.bid_holds ? "for" : "against") : "calza";
    }
    return outcome && outcome.loser === you ? "against" : "for";
  }

  /** After a reveal: one line on your last decision of that round, read against the round's
   * `outcome` (filled when known). */
  revealLine(round, outcome, transcript) {
    if (!this.on) return null;
    const line = h("p", { class: "dp-coach-line", "data-testid": "pr-coach-line", "data-ready": "false" });
    Promise.all(this.decisions).then((all) => {
      const mine = all.filter((d) => d && d.round === round);
      const last = mine[mine.length - 1];
      if (last) {
        const said = this.words(last, outcome, transcript);
        line.textContent = said.text;
        Object.assign(line.dataset, { risk: String(last.risk), verdict: said.sound ? "sound" : "risky",
          went: said.went });
      } else {
        line.textContent = this.t("coach.line.none");
      }
      line.dataset.ready = "true";
    });
    return line;
  }
}
