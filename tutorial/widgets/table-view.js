// The table companion's game, drawn from the engine's view (engine/webapi/table_ops.py): the
// round line and badges, the seats, the standing bid, the bid entry with its verdict and quick
// buttons, the calls (one button per call the rules have, from the view: no rule is written
// here), the reveal's count, the last result, the round log and the private odds. Every text
// goes in through textContent (dice-view.js's h). TableView keeps its inputs across redraws,
// so focus and typing survive a move.
import { bidBadge, drinksLines, fill, h, parseCode, penalties } from "./dice-view.js";
import { rankingList } from "./table-night.js";

let counter = 0;

/** The button's words for `call`: 大话骰's plain call is 开 (kai), which the bar never calls dudo. */
function callLabel(w, view, call) {
  return w.t(call === "dudo" && view.score_kind === "penalties" ? "call.kai" : `call.${call}`);
}

/** The explanation of a finished round from its outcome, in practice's words (no dice shown:
 * the table counted them). */
export function resultLines(w, outcome, over) {
  const [q] = outcome.bid.split("x").map(Number);
  const who = { caller: outcome.caller, bidder: outcome.bidder, bid: w.bid(outcome.bid), q,
    count: outcome.count };
  if (outcome.penalties_after) return drinksLines(w, outcome, over, who);
  const lines = [w.t(outcome.call === "calza" ? "reveal.calza" : "reveal.dudo", who)];
  if (outcome.call === "calza") {
    lines.push(w.t(outcome.count === q ? "reveal.calza_right" : "reveal.calza_wrong", who));
    if (outcome.count === q && !Object.keys(outcome.dice_change).length && outcome.transfer === null) {
      lines.push(w.t("reveal.full", who));
    }
  } else {
    lines.push(w.t(outcome.bid_holds ? "reveal.holds" : "reveal.fails", who));
  }
  for (const [player, n] of Object.entries(outcome.dice_change)) {
    lines.push(n > 0 ? w.t("reveal.gained", { player }) : w.t("reveal.lost", { player, n: w.dice(-n) }));
  }
  for (const player of outcome.eliminated) lines.push(w.t("reveal.eliminated", { player }));
  if (outcome.transfer !== null) {
    lines.push(w.t("reveal.transfer", { loser: outcome.loser, winner: outcome.winner,
      n: w.points(outcome.transfer) }));
  }
  if (!over) lines.push(w.t("reveal.opener", { player: outcome.next_opener }));
  return lines;
}

export class TableView {
  /** `on` holds the actions: bid(text), call(call, player), count(text), undo(), askNew(),
   * again() (same players, new game), odds(player, own). */
  constructor(w, on) {
    this.w = w;
    this.on = on;
    this.pressure = false;
    this.pressureBy = null; // the player who armed it: pressure is theirs alone
    this.toAct = null;
    const id = `tb${(counter += 1)}`;
    const t = w.t;
    this.status = h("p", { class: "dp-status", "data-testid": "tb-status", tabindex: "-1" });
    this.round = h("p", { class: "dp-round", "data-testid": "tb-round" });
    this.badges = h("div", { class: "tb-badges", "data-testid": "tb-badges" });
    this.house = h("p", { class: "dp-hint", "data-testid": "tb-house-rules", hidden: true });
    this.seats = h("ul", { class: "dp-seats", "data-testid": "tb-seats" });
    this.standing = h("p", { class: "tb-standing", "data-testid": "tb-standing" });
    this.bidInput = h("input", { type: "text", id: `${id}-bid`, name: "bid", autocomplete: "off",
      spellcheck: "false", "data-testid": "tb-bid", "aria-describedby": `${id}-bid-hint ${id}-verdict` });
    this.bidLabel = h("label", { for: `${id}-bid` });
    this.verdict = h("p", { class: "tb-verdict", id: `${id}-verdict`, "data-testid": "tb-verdict",
      role: "status", hidden: true });
    this.bidForm = h("form", { class: "tb-bid", novalidate: true,
      onsubmit: (event) => { event.preventDefault(); on.bid(this.bidInput.value); } },
    this.bidLabel,
    h("div", { class: "tb-row" }, this.bidInput,
      h("button", { type: "submit", class: "md-button md-button--primary", "data-testid": "tb-bid-submit" },
        t("bid.submit"))),
    this.bidHint = h("p", { class: "dp-hint", id: `${id}-bid-hint` }, t("bid.hint")));
    this.quick = h("div", { class: "dp-bids", role: "group", "aria-label": t("bid.quick") });
    this.calls = h("div", { class: "dp-calls", role: "group", "aria-labelledby": `${id}-calls` });
    this.pressureButton = h("button", { type: "button", class: "md-button", "data-testid": "tb-pressure",
      "aria-pressed": "false", onclick: () => this.setPressure(!this.pressure, this.toAct) }, t("pressure"));
    this.pressureNote = h("p", { class: "dp-hint", hidden: true });
    this.chooser = h("div", { class: "tb-chooser", role: "group", hidden: true });
    this.quickHead = h("p", { class: "dp-sub" }, t("bid.quick"));
    // The calls come right after the bid box, before the lowest bids: a challenge is two Tab
    // presses from the bid box, not eight (issue 44).
    this.bidding = h("section", { class: "tb-bidding", "aria-label": t("calls.heading") },
      this.bidForm, this.verdict,
      h("p", { class: "dp-sub", id: `${id}-calls` }, t("calls.heading")), this.calls,
      this.chooser, this.pressureNote, this.quickHead, this.quick);
    this.countInput = h("input", { type: "number", min: "0", step: "1", inputmode: "numeric", id: `${id}-count`,
      name: "count",
      autocomplete: "off", "data-testid": "tb-count", "aria-describedby": `${id}-counting` });
    this.revealText = h("p", { class: "dp-headline" });
    this.counting = h("p", { class: "tb-counting", id: `${id}-counting`, "data-testid": "tb-counting" });
    this.countError = h("p", { class: "dp-error", role: "alert", hidden: true });
    this.reveal = h("section", { class: "tb-reveal", "data-testid": "tb-reveal", "aria-labelledby": `${id}-reveal` },
      h("p", { class: "dp-heading", id: `${id}-reveal` }, t("reveal.heading")),
      this.revealText, this.counting,
      h("form", { class: "tb-row", novalidate: true,
        onsubmit: (event) => { event.preventDefault(); on.count(this.countInput.value); } },
      h("label", { for: `${id}-count` }, t("count.label")), this.countInput,
      h("button", { type: "submit", class: "md-button md-button--primary", "data-testid": "tb-count-submit" },
        t("count.submit"))),
      this.countError);
    this.result = h("section", { class: "tb-result", "data-testid": "tb-result", hidden: true, tabindex: "-1",
      "aria-labelledby": `${id}-result` });
    this.undoButton = h("button", { type: "button", class: "md-button", "data-testid": "tb-undo",
      onclick: () => on.undo() }, t("undo"));
    this.newButton = h("button", { type: "button", class: "md-button", "data-testid": "tb-new",
      onclick: () => on.askNew() }, t("setup.new"));
    // At a game's end: the final ranking, and the same table's next game one tap away.
    this.rankingList = h("div", {});
    this.againButton = h("button", { type: "button", class: "md-button md-button--primary",
      "data-testid": "tb-again", "aria-describedby": `${id}-again-hint`, onclick: () => on.again() },
    t("over.again"));
    this.over = h("section", { class: "tb-over", "data-testid": "tb-over", "aria-labelledby": `${id}-ranking`,
      hidden: true },
    h("p", { class: "dp-heading", id: `${id}-ranking` }, t("ranking.heading")), this.rankingList,
    this.againButton, h("p", { class: "dp-hint", id: `${id}-again-hint` }, t("over.again_hint")));
    this.log = h("ol", { class: "tb-log", "data-testid": "tb-log" });
    this.logEmpty = h("p", { class: "dp-hint" }, t("log.empty"));
    this.odds = this.oddsPart(id);
    this.seatsPart = this.seatsChangePart(id);
    this.correction = this.correctionPart(id);
    // The last round's result comes first: on a phone it is what the table looks at after
    // the count (issue 44), then the next round's status.
    this.element = h("div", { class: "tb-round" },
      this.result, this.status, this.over, this.round, this.house, this.badges, this.seats,
      this.standingRow = h("p", { class: "tb-standing-row" }, h("span", { class: "dp-sub" }, t("standing.label")), this.standing),
      this.bidding, this.reveal,
      h("div", { class: "tb-row" }, this.undoButton, this.newButton),
      this.odds.element, this.seatsPart.element,
      h("section", { class: "tb-log-part", "aria-labelledby": `${id}-log` },
        h("p", { class: "dp-heading", id: `${id}-log` }, t("log.heading")), this.logEmpty, this.log,
        this.correction.element));
  }

  oddsPart(id) {
    const t = this.w.t;
    const player = h("select", { id: `${id}-odds-player`, "data-testid": "tb-odds-player" });
    // No numeric keypad (inputmode): a phone's number pad has no space to separate the dice.
    const own = h("input", { type: "text", id: `${id}-odds-own`, autocomplete: "off",
      "data-testid": "tb-odds-own", "aria-describedby": `${id}-odds-hint` });
    const list = h("ul", { class: "tb-odds", "data-testid": "tb-odds", "aria-live": "polite" });
    const error = h("p", { class: "dp-error", role: "alert", hidden: true });
    const hide = h("button", { type: "button", class: "md-button", "data-testid": "tb-odds-hide", hidden: true,
      onclick: () => { own.value = ""; fill(list); error.hidden = true; hide.hidden = true; own.focus(); } },
    t("odds.hide"));
    const form = h("form", { novalidate: true, onsubmit: (event) => {
      event.preventDefault();
      this.on.odds(player.value, own.value);
    } },
    h("div", { class: "dp-fields" },
      h("div", { class: "dp-field" }, h("label", { for: player.id }, t("odds.player")), player),
      h("div", { class: "dp-field" }, h("label", { for: own.id }, t("odds.own")), own)),
    h("p", { class: "dp-hint", id: `${id}-odds-hint` }, t("odds.hint")),
    h("button", { type: "submit", class: "md-button", "data-testid": "tb-odds-show" }, t("odds.show")), hide);
    const element = h("details", { class: "tb-odds-part", "data-testid": "tb-odds-part" },
      h("summary", {}, t("odds.heading")), form, error, list);
    return { element, player, own, list, error, hide };
  }

  /** Between rounds: a player leaves, or one joins after a seated player (issue 44). */
  seatsChangePart(id) {
    const t = this.w.t;
    const leaving = h("select", { id: `${id}-leaving`, "data-testid": "tb-leaving" });
    const name = h("input", { type: "text", id: `${id}-joining`, autocomplete: "off", spellcheck: "false",
      "data-testid": "tb-joining" });
    const after = h("select", { id: `${id}-after`, "data-testid": "tb-join-after" });
    const error = h("p", { class: "dp-error", role: "alert", "data-testid": "tb-seats-error", hidden: true });
    const element = h("details", { class: "tb-odds-part tb-seats-part", "data-testid": "tb-change-seats" },
      h("summary", {}, t("seats.heading")),
      h("p", { class: "dp-hint" }, t("seats.hint")),
      h("div", { class: "dp-fields" },
        h("div", { class: "dp-field" }, h("label", { for: leaving.id }, t("seats.player")), leaving)),
      h("button", { type: "button", class: "md-button", "data-testid": "tb-leave",
        onclick: () => this.on.leave(leaving.value) }, t("seats.leave")),
      h("div", { class: "dp-fields" },
        h("div", { class: "dp-field" }, h("label", { for: name.id }, t("seats.name")), name),
        h("div", { class: "dp-field" }, h("label", { for: after.id }, t("seats.after")), after)),
      h("button", { type: "button", class: "md-button", "data-testid": "tb-join",
        onclick: () => this.on.join(name.value.trim(), after.value) }, t("seats.join")),
      error);
    return { element, leaving, name, after, error };
  }

  /** The form that corrects an earlier round's count (opened from that round in the log). */
  correctionPart(id) {
    const t = this.w.t;
    const input = h("input", { type: "number", min: "0", step: "1", inputmode: "numeric", id: `${id}-fix`,
      autocomplete: "off", "data-testid": "tb-fix-count" });
    const label = h("label", { for: input.id });
    const error = h("p", { class: "dp-error", role: "alert", hidden: true, "data-testid": "tb-fix-error" });
    const form = h("form", { class: "tb-row tb-fix", novalidate: true, "data-testid": "tb-fix", hidden: true,
      onsubmit: (event) => { event.preventDefault(); this.on.correct(Number(form.dataset.round), input.value); } },
    label, input,
    h("button", { type: "submit", class: "md-button md-button--primary", "data-testid": "tb-fix-submit" },
      t("correct.submit")),
    h("button", { type: "button", class: "md-button", "data-testid": "tb-fix-cancel",
      onclick: () => { form.hidden = true; error.hidden = true; } }, t("correct.cancel")));
    return { element: h("div", {}, form, error), form, input, label, error };
  }

  /** Open the correction form for round `round`. */
  openCorrection(round) {
    const { form, input, label, error } = this.correction;
    form.dataset.round = String(round);
    label.textContent = this.w.t("correct.label", { round });
    input.value = "";
    error.hidden = true;
    form.hidden = false;
    input.focus();
  }

  closeCorrection() {
    this.correction.form.hidden = true;
    this.correction.error.hidden = true;
  }

  showCorrectionError(text) {
    this.correction.error.hidden = false;
    this.correction.error.textContent = text;
    this.correction.input.focus();
  }

  showSeatsError(text) {
    this.seatsPart.error.hidden = !text;
    this.seatsPart.error.textContent = text ?? "";
  }

  /** Arm pressure for `player`'s next bid or dudo (or take it back): the button says which
   * by its words and mark, not by colour alone. */
  setPressure(on, player = null) {
    this.pressure = on;
    this.pressureBy = on ? player : null;
    this.pressureButton.setAttribute("aria-pressed", String(on));
    this.pressureButton.classList.toggle("md-button--primary", on);
    this.pressureButton.textContent = this.w.t(on ? "pressure.armed" : "pressure");
    this.pressureNote.hidden = !on;
  }

  /** The house rules the game is played with (`said`: each in words), under the round line. */
  drawHouse(said) {
    this.house.hidden = said.length === 0;
    this.house.textContent = said.length ? this.w.t("game.house", { rules: said.join(this.w.t("game.house_sep")) }) : "";
  }

  showVerdict(legal, text) {
    this.verdict.hidden = false;
    this.verdict.dataset.legal = legal ? "yes" : "no";
    this.verdict.textContent = text;
  }

  clearVerdict() {
    this.verdict.hidden = true;
    delete this.verdict.dataset.legal;
    this.verdict.textContent = "";
  }

  showOdds(rows, percent) {
    const { w } = this;
    fill(this.odds.list, rows.map((row) => h("li", {}, w.t(row.kind === "standing" ? "odds.standing" : "odds.raise",
      { bid: w.bid(row.bid), p: percent(row.probability) }))),
    // 大话骰 with special hands: these chances count the dice one by one, as a plain count does
    w.rules?.special_hands === "common" ? h("li", { class: "dp-hint" }, w.t("odds.special")) : null);
    this.odds.error.hidden = true;
    this.odds.hide.hidden = false;
  }

  /** Odds shown for an earlier bid are taken away when the standing bid changes (the numbers
   * no longer fit it), and the dice typed go with them: a bid passes the phone on, like a new
   * round (whose dice are rolled again) or a 劈 or 反劈 (which passes it to the player who
   * answers), and the dice typed are one player's secret (issue 44: they stayed on screen
   * after that player bid). */
  forgetStaleOdds(turn, standing) {
    const { own, list, error, hide } = this.odds;
    const drawn = this.oddsDrawnFor;  // the turn and standing bid of the last draw
    if (drawn && (turn !== drawn.turn || standing !== drawn.standing)) {
      fill(list);
      error.hidden = true;
      own.value = "";
      hide.hidden = true;
    }
    this.oddsDrawnFor = { turn, standing };
  }

  showOddsError(text) {
    fill(this.odds.list);
    this.odds.error.hidden = false;
    this.odds.error.textContent = text;
    this.odds.hide.hidden = false;
  }

  /** Draw `view` (the engine's), `last` being the outcome of the move just played, if any. */
  draw(view, { moves, last }) {
    const { w } = this;
    const t = w.t;
    this.element.dataset.phase = view.phase;
    this.drawStatus(view);
    this.round.textContent = [
      view.total_rounds ? t("round.of", { round: view.round_number, total: view.total_rounds })
        : t("round.number", { round: view.round_number }),
      t("round.dice", { dice: view.dice_in_play })].join(" · ");
    this.drawBadges(view);
    this.drawSeats(view);
    const standing = view.standing;
    const answering = view.pi ? (view.pi.fanpi ? "fanpi" : "pi") : "";
    this.forgetStaleOdds(`${view.round_number} ${answering}`, standing ? standing.bid : "");
    // Once the game is over the engine's round is one never played: no round line, stake,
    // badge or standing bid shows (the status says who won; the log keeps every round).
    this.round.hidden = this.standingRow.hidden = view.phase === "over";
    this.standing.dataset.bid = standing ? standing.bid : "";
    fill(this.standing, standing ? [bidBadge(w, standing.bid), " ",
      t("standing.by", { bid: w.bid(standing.bid), player: standing.player })] : t("standing.none"));
    this.bidding.hidden = view.phase !== "bidding";
    // After a 劈 (or 反劈) the player asked answers with a call; nobody may bid, so the bid
    // box and the (empty) lowest bids go until the round goes on.
    this.bidForm.hidden = this.quickHead.hidden = this.quick.hidden = Boolean(view.pi);
    this.bidLabel.textContent = t("bid.label", { player: view.to_act });
    this.bidHint.textContent = t(view.bid_modes ? "bid.hint_modes" : "bid.hint");
    fill(this.quick, view.lowest.map((code) => h("button", { type: "button", class: "dp-bid-option",
      "data-testid": "tb-quick", "data-bid": code, onclick: () => this.on.bid(code) }, w.bid(code))));
    this.drawCalls(view);
    this.drawReveal(view);
    this.result.hidden = !last;
    if (last) {
      this.result.dataset.loser = last.loser ?? "";
      fill(this.result, h("p", { class: "dp-heading", id: `${this.result.getAttribute("aria-labelledby")}` },
        t("result.heading", { round: view.log.length })),
      h("ul", {}, resultLines(w, last, view.over).map((line) => h("li", {}, line))));
    }
    this.over.hidden = !view.ranking;
    fill(this.rankingList, view.ranking ? rankingList(w, view.ranking, view.ranked_by) : null);
    this.undoButton.disabled = moves === 0;
    this.drawLog(view);
    const active = view.seats.filter((seat) => seat.active).map((seat) => seat.name);
    const chosen = this.odds.player.value;
    fill(this.odds.player, active.map((name) => h("option", { value: name, selected: name === chosen }, name)));
    this.odds.element.hidden = view.phase !== "bidding";
    // Seats change between rounds: before the round's first bid (and never once it is over).
    this.seatsPart.element.hidden = view.phase !== "bidding" || view.bids.length > 0 || Boolean(view.pi);
    const seated = view.seats.map((seat) => seat.name);
    const leaving = this.seatsPart.leaving.value;
    fill(this.seatsPart.leaving, seated.map((name) => h("option", { value: name, selected: name === leaving }, name)));
    fill(this.seatsPart.after, seated.map((name, i) => h("option", { value: name, selected: i === seated.length - 1 },
      name)));
  }

  drawStatus(view) {
    const { t } = this.w;
    const round = view.round_number;
    this.status.dataset.phase = view.phase;
    if (view.phase === "over") {
      this.status.textContent = t("status.over", { winners: this.w.list(view.winners) });
    } else if (view.phase === "reveal") {
      // After a 劈 (or 反劈) answered with 开 the round is counted as after any other call.
      this.status.textContent = t("status.reveal", { round });
    } else if (view.pi) {
      this.status.textContent = t(view.pi.fanpi ? "status.fanpi" : "status.pi", { round,
        pi: view.pi.player, bidder: view.standing.player, player: view.to_act,
        bid: this.w.bid(view.standing.bid) });
    } else if (view.standing) {
      this.status.textContent = t("status.turn", { round, player: view.to_act, bid: this.w.bid(view.standing.bid) });
    } else {
      this.status.textContent = t("status.open", { round, player: view.to_act });
    }
  }

  drawBadges(view) {
    const { t } = this.w;
    const badges = [];
    if (view.phase === "over") {
      fill(this.badges);
      return;
    }
    if (view.score_kind === "penalties") {
      badges.push(h("p", { class: "dp-pressured", "data-testid": "tb-stake", "data-stake": view.stake },
        t("badge.stake", { n: penalties(this.w, view.stake) })));
    }
    // Each 大话骰 bid carries its own 斋 or 飞 (shown with the bid): no round-wide ones badge.
    if (view.bid_modes) {
      fill(this.badges, badges);
      return;
    }
    if (view.palifico) {
      badges.push(h("p", { class: "dp-palifico", "data-testid": "tb-palifico", "data-player": view.palifico },
        t(this.w.rules?.palifico_owner_may_change_face ? "round.palifico_owner_free" : "round.palifico",
          { player: view.palifico })));
    } else if (view.opened_on_ones && !view.wild) {
      badges.push(h("p", { class: "dp-palifico", "data-testid": "tb-ones" }, t("badge.ones")));
    } else if (!view.wild) {
      badges.push(h("p", { class: "dp-palifico", "data-testid": "tb-unwild" }, t("round.unwild")));
    }
    if (view.pressured) badges.push(h("p", { class: "dp-pressured", "data-testid": "tb-pressured" }, t("round.pressured")));
    fill(this.badges, badges);
  }

  drawSeats(view) {
    const { w } = this;
    fill(this.seats, view.seats.map((seat) => {
      const notes = [];
      if (view.score_kind === "dice") notes.push(seat.active ? w.dice(seat.dice) : w.t("table.out"));
      else if (view.score_kind === "penalties") notes.push(w.t("table.penalties", { n: seat.penalties }));
      else notes.push(w.t("table.score", { score: seat[view.score_kind] }));
      if (view.score_kind === "score") notes.push(w.t("table.pressure", { n: seat.pressure_left }));
      if (seat.turn) notes.push(w.t("table.acting"));
      const classes = ["dp-seat", seat.turn && "is-acting", !seat.active && "is-out",
        view.palifico === seat.name && "is-palifico"].filter(Boolean).join(" ");
      return h("li", { class: classes, "data-testid": "tb-seat", "data-name": seat.name,
        [`data-${view.score_kind}`]: seat[view.score_kind], "data-turn": seat.turn ? "true" : "false",
        "aria-current": seat.turn ? "true" : null },
      h("span", { class: "dp-seat__name" }, seat.name), " ",
      h("span", { class: "dp-seat__note" }, notes.join(" · ")));
    }));
  }

  drawCalls(view) {
    const { w } = this;
    // A call no one may make now is shown greyed, unless another call does its job now:
    // 大话骰's 开 before a 劈 and its open after one both count the bid, so the table shows
    // one 开 button, not two.
    const job = (call) => (call === "open" ? "dudo" : call);
    const entries = Object.entries(view.calls);
    const live = new Set(entries.filter(([, p]) => p.length).map(([c]) => job(c)));
    const seen = new Set();
    const shown = entries.filter(([call, players]) => {
      if (players.length === 0 && (live.has(job(call)) || seen.has(job(call)))) return false;
      seen.add(job(call));
      return true;
    });
    const buttons = shown.map(([call, players]) => h("button", {
      type: "button", class: "md-button", "data-testid": `tb-${call}`, "data-call": call,
      disabled: players.length === 0,
      onclick: () => (players.length === 1 ? this.on.call(call, players[0])
        : this.choose(call, players, callLabel(w, view, call))),
    }, callLabel(w, view, call)));
    const pressure = view.score_kind === "score" && view.phase === "bidding";
    this.toAct = view.to_act;
    // Armed pressure belongs to the player who armed it: a turn that passed on (or came back
    // through Undo) to someone else does not carry it.
    if (!pressure || !view.pressure.includes(view.to_act) || this.pressureBy !== view.to_act) this.setPressure(false);
    this.pressureButton.disabled = !view.pressure.includes(view.to_act);
    this.pressureNote.textContent = w.t("pressure.on", { player: view.to_act });
    fill(this.calls, buttons, pressure ? this.pressureButton : null);
    this.chooser.hidden = true;
  }

  /** Several players may make `call` (calza by anyone but the bidder): ask who. */
  choose(call, players, label) {
    const { w } = this;
    fill(this.chooser, h("p", { class: "dp-sub" }, w.t("call.who", { call: label })),
      players.map((name) => h("button", { type: "button", class: "md-button", "data-testid": "tb-caller",
        "data-name": name, onclick: () => this.on.call(call, name) }, name)),
      h("button", { type: "button", class: "md-button", "data-testid": "tb-caller-cancel",
        onclick: () => { this.chooser.hidden = true; } }, w.t("call.cancel")));
    this.chooser.hidden = false;
    this.chooser.querySelector("button")?.focus();
  }

  drawReveal(view) {
    const { w } = this;
    this.reveal.hidden = view.phase !== "reveal";
    if (view.phase !== "reveal") return;
    const pending = view.pending;
    const { face } = parseCode(pending.bid);
    const bidder = view.standing.player;
    const key = { calza: "reveal.calza", open: "result.open" }[pending.call] ?? "reveal.dudo";
    this.revealText.textContent = w.t(key, { caller: pending.player, bidder, bid: w.bid(pending.bid),
      stake: penalties(w, pending.stake) });
    this.counting.dataset.rule = pending.counting;
    const byMode = { face_only: { zhai: "count.face_only_zhai" }, with_ones: { fei: "count.with_ones_fei" } };
    this.counting.textContent = w.t(byMode[pending.counting]?.[pending.mode] ?? `count.${pending.counting}`,
      { faces: w.face(face) });
    // 大话骰 with special hands (a house rule): the table counts them as its rules say
    if (w.rules?.special_hands === "common") this.counting.textContent += ` ${w.t("count.special")}`;
    this.countInput.max = String(view.count_most ?? view.dice_in_play);
  }

  drawLog(view) {
    const { w } = this;
    this.logEmpty.hidden = view.log.length > 0;
    // Players who left or joined, said before the round they came before.
    const changes = (round) => (view.seat_changes ?? []).filter((c) => c.round === round).map((c) =>
      h("li", { class: "tb-log-seats", "data-testid": "tb-log-seats" }, c.leave !== undefined
        ? w.t("log.left", { round, player: c.leave })
        : w.t(c.after ? "log.joined" : "log.joined_end", { round, player: c.join, after: c.after ?? "" })));
    const upcoming = view.log.length + 1;
    fill(this.log, view.log.flatMap((entry, index) => [...changes(entry.number), this.logEntry(view, entry, index)]),
      changes(upcoming));
  }

  /** One finished round in the log. */
  logEntry(view, entry, index) {
    const { w } = this;
    const o = entry.outcome;
    // A pressured bid says so (a pressured round is worth 3), as the practice table's history does.
    const bids = entry.bids.map((b) => `${b.player} ${w.bid(b.bid)}${b.pressure ? ` (${w.t("history.pressure")})` : ""}`)
      .join(w.t("list.sep"));
    // numbered by its round (a seat change between rounds is an unnumbered line)
    return h("li", { "data-testid": "tb-log-round", "data-round": entry.number, value: String(entry.number) },
      h("span", { class: "dp-history__who" }, w.t("log.round", { round: entry.number })), " ",
      entry.palifico ? `${w.t("log.palifico", { player: entry.palifico })} · ` : "",
      bids, " · ", entry.calls.map((action) => w.move(action)).join(" "),
      o.count === null ? "" : ` ${w.t("log.count", { count: o.count })}`,
      h("br"), resultLines(w, o, view.over && index === view.log.length - 1).slice(1)
        .join(w.lang === "zh" ? "" : " "),
      // a counted round's count can be corrected later (the rest is replayed)
      o.count === null ? "" : [" ", h("button", { type: "button", class: "md-button tb-fix-open",
        "data-testid": "tb-correct", "data-round": String(entry.number),
        onclick: () => this.openCorrection(entry.number) }, w.t("log.correct", { round: entry.number }))]);
  }
}
