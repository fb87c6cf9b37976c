// DOM building blocks shared by the practice table and the walkthrough: elements from plain
// data (text always goes in as text nodes, never as HTML), SVG dice, the players' row, and the
// reveal of a finished round: every die shown, the counted ones marked, the explanation lines
// and the dice (or points) before and after.


const SVG = "http://www.w3.org/2000/svg";
const PIPS = {
  1: [[10, 10]],
  2: [[5.5, 5.5], [14.5, 14.5]],
  3: [[5.5, 5.5], [10, 10], [14.5, 14.5]],
  4: [[5.5, 5.5], [14.5, 5.5], [5.5, 14.5], [14.5, 14.5]],
  5: [[5.5, 5.5], [14.5, 5.5], [10, 10], [5.5, 14.5], [14.5, 14.5]],
  6: [[5.5, 5], [14.5, 5], [5.5, 10], [14.5, 10], [5.5, 15], [14.5, 15]],
};

/** An element: attributes (`class`, `data-*`, `aria-*`, …, or `on*` handlers) and children. */
export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (name.startsWith("on") && typeof value === "function") {
      node.addEventListener(name.slice(2), value);
    } else {
      node.setAttribute(name, value === true ? "" : String(value));
    }
  }
  append(node, children);
  return node;
}

/** Append children: nodes as they are, strings and numbers as text, arrays flattened. */
export function append(node, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** Replace every child of `node`. */
export function fill(node, ...children) {
  node.replaceChildren();
  return append(node, children);
}

/** An SVG die. `face` 0 draws a hidden die (a cup-coloured blank). */
export function die(face, { counted = false, wild = false, label = "" } = {}) {
  const svg = document.createElementNS(SVG, "svg");
  const classes = ["dudo-die"];
  if (counted) classes.push("is-counted");
  if (wild) classes.push("is-wild");
  if (!face) classes.push("is-hidden");
  svg.setAttribute("class", classes.join(" "));
  svg.setAttribute("viewBox", "0 0 20 20");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", label || String(face));
  const rect = document.createElementNS(SVG, "rect");
  for (const [k, v] of Object.entries({ x: 1, y: 1, width: 18, height: 18, rx: 4 })) {
    rect.setAttribute(k, String(v));
  }
  svg.append(rect);
  for (const [cx, cy] of PIPS[face] || []) {
    const pip = document.createElementNS(SVG, "circle");
    pip.setAttribute("cx", String(cx));
    pip.setAttribute("cy", String(cy));
    pip.setAttribute("r", "1.9");
    svg.append(pip);
  }
  return svg;
}

/** Whether a die counts for a bid on `face`. */
export function counts(value, face, wild) {
  return value === face || (wild && face !== 1 && value === 1);
}

/** A die as it shows at a reveal: highlighted if it counts, marked when it counts as a wild one. */
function revealedDie(w, value, face, wild) {
  const counted = face !== null && counts(value, face, wild);
  const isWild = counted && value === 1 && face !== 1;
  const key = isWild ? "die.wild" : counted ? "die.counted" : "die.face";
  return die(value, { counted, wild: isWild, label: w.t(key, { face: value }) });
}

/** "5x3" -> {quantity: 5, face: 3, mode: null}; a 大话骰 bid carries its mode mark after
 * the face: "4x3z" (斋) -> {quantity: 4, face: 3, mode: "z"}, "4x3f" (飞) -> mode "f". */
export function parseCode(code) {
  const text = String(code);
  const mode = /[zf]$/.exec(text)?.[0] ?? null;
  const [quantity, face] = (mode ? text.slice(0, -1) : text).split("x").map(Number);
  return { quantity, face, mode };
}

/** A bid shown compactly: quantity, a die, and the words for screen readers (one image named
 * "5 threes": a plain span's aria-label is not read, and its die alone would say "3"). */
export function bidBadge(w, code) {
  const { quantity, face, mode } = parseCode(code);
  const icon = die(face);
  icon.setAttribute("aria-hidden", "true");
  // A 大话骰 mode written on the bid (4x3z, 4x3f) shows as its mark after the die: 斋 or 飞.
  return h("span", { class: "dp-bid", role: "img", "aria-label": w.bid(code) },
    h("span", { class: "dp-bid__q", "aria-hidden": "true" }, `${quantity}×`), icon,
    mode ? h("span", { class: "dp-bid__mode", "aria-hidden": "true" }, w.t(`bid.mark.${mode}`)) : null);
}

/** "1 penalty", "3 penalties"; "3 杯" (大话骰's drinks). */
export function penalties(w, n) {
  return w.t(n === 1 ? "penalty.one" : "penalty.many", { n });
}

/** A 大话骰 round's explanation: the 开 or the open after a 劈 (at its stake) and whether
 * the bid held, or the concession; then who takes how many penalties (`outcome.penalty`). */
export function drinksLines(w, outcome, over, who) {
  const lines = [];
  if (outcome.conceded) {
    lines.push(w.t("result.concede", who));
  } else {
    lines.push(w.t(outcome.call === "open" ? "result.open" : "reveal.kai",
      { ...who, stake: penalties(w, outcome.stake) }));
    lines.push(w.t(outcome.bid_holds ? "result.holds" : "result.fails", who));
  }
  lines.push(w.t("result.penalty", { player: outcome.loser, n: penalties(w, outcome.penalty) }));
  if (!over) lines.push(w.t("reveal.opener", { player: outcome.next_opener }));
  return lines;
}

/** The reveal of a 大话骰 round (`transcript` with its `outcome`): every die face up (the
 * counted ones marked; after a 投降 nothing was counted), the explanation, and everyone's
 * penalties before and after. */
export function drinksReveal(w, transcript, outcome, { you = null, over = false } = {}) {
  const before = Object.fromEntries(transcript.players.map((p) => [p.name, p.penalties ?? 0]));
  const penalty = outcome.penalties_after[outcome.loser] - before[outcome.loser];
  const { quantity: q } = parseCode(outcome.bid);
  // A bid without a mark is 飞, and is said so where the words know how (practice-words.js).
  const code = w.marked ? w.marked(outcome.bid, true) : outcome.bid;
  const who = { caller: outcome.caller, bidder: outcome.bidder, bid: w.bid(code), q,
    count: outcome.count };
  const rows = transcript.players.map((p) => {
    const after = outcome.penalties_after[p.name];
    const changed = after !== before[p.name];
    return h("tr", { class: changed ? "is-changed" : null, "data-player": p.name, "data-penalties": after },
      h("th", { scope: "row" }, p.name), h("td", {}, String(before[p.name])),
      h("td", {}, changed ? `${after} (${signed(after - before[p.name])})` : String(after)));
  });
  const lines = drinksLines(w, { ...outcome, penalty }, over, who);
  // After the call and its stake: how the bid was counted (nothing is, after a 投降).
  if (!outcome.conceded) lines.splice(1, 0, ...countLines(w, transcript, outcome));
  return h("div", { class: "dp-reveal" },
    openTable(w, transcript, outcome.conceded ? null : outcome, { you }),
    h("ul", { class: "dp-explain" }, lines.map((line) => h("li", {}, line))),
    h("table", { class: "dp-change", "data-testid": "pr-penalties" },
      h("caption", {}, w.t("reveal.col.penalties")),
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, w.t("reveal.col.player")),
        h("th", { scope: "col" }, w.t("reveal.col.before")), h("th", { scope: "col" }, w.t("reveal.col.after")))),
      h("tbody", {}, rows)));
}

function signed(n) {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
}

/** How the bid was counted, one sentence per line: the dice of its face (and the wild ones),
 * then why ones did or did not count. */
function countLines(w, transcript, outcome) {
  const { face } = parseCode(outcome.bid);
  const dice = transcript.players.flatMap((p) => p.dice);
  const real = dice.filter((d) => d === face).length;
  const wildOnes = outcome.wild_ones && face !== 1 ? dice.filter((d) => d === 1).length : 0;
  const lines = [wildOnes
    ? w.t("reveal.count_wild", { n: real, face: w.face(face, real !== 1),
      wild: w.t(wildOnes === 1 ? "reveal.wild_one" : "reveal.wild_many", { w: wildOnes }),
      count: outcome.count })
    : w.t("reveal.count_plain", { count: outcome.count, face: w.face(face, outcome.count !== 1) })];
  if (face === 1) lines.push(w.t("reveal.ones"));
  // A 大话骰 斋 bid turns wild ones off for that bid alone, not for the round.
  else if (outcome.mode === "zhai") lines.push(w.t("reveal.zhai", { faces: w.face(face) }));
  else if (!outcome.wild_ones) lines.push(w.t("reveal.unwild", { faces: w.face(face) }));
  return lines;
}

/** The one player still holding dice after `outcome` (who has won the game), or null; a
 * worked example's figure asks the same (figure_view.py's `_last_with_dice`). */
function lastWithDice(outcome) {
  const after = Object.entries(outcome.dice_after || {});
  const holding = after.filter(([, n]) => n > 0);
  return after.length > 1 && holding.length === 1 ? holding[0][0] : null;
}

/** The explanation of a finished round, one sentence per line, in the words of `w`; after the
 * last round of a game nobody opens a next round, so that line is left out. A caller that
 * knows the game (practice) says whether it is `over`; otherwise (a worked example's round)
 * the game is over when one player is left with dice, and the line says who won. */
function explainOutcome(w, transcript, outcome, { over } = {}) {
  const winner = lastWithDice(outcome);
  const { quantity: q } = parseCode(outcome.bid);
  const bid = w.bid(outcome.bid);
  const who = { caller: outcome.caller, bidder: outcome.bidder, bid, q, count: outcome.count };
  const lines = [w.t(outcome.call === "calza" ? "reveal.calza" : "reveal.dudo", who),
    ...countLines(w, transcript, outcome)];
  if (outcome.call === "dudo") {
    lines.push(w.t(outcome.bid_holds ? "reveal.holds" : "reveal.fails", who));
  } else {
    lines.push(w.t(outcome.count === q ? "reveal.calza_right" : "reveal.calza_wrong", who));
    const change = outcome.dice_change || {};
    if (outcome.count === q && !Object.keys(change).length && outcome.transfer === null) {
      lines.push(w.t("reveal.full", who));
    }
  }
  for (const [player, n] of Object.entries(outcome.dice_change || {})) {
    lines.push(n > 0 ? w.t("reveal.gained", { player })
      : w.t("reveal.lost", { player, n: w.dice(-n) }));
  }
  for (const player of outcome.eliminated || []) lines.push(w.t("reveal.eliminated", { player }));
  if (outcome.transfer !== null && outcome.transfer !== undefined) {
    lines.push(w.t("reveal.transfer", { loser: outcome.loser, winner: outcome.winner,
      n: w.points(outcome.transfer) }));
    if (outcome.transfer === 3) lines.push(w.t("reveal.pressured"));
  }
  if (over === undefined && winner) lines.push(w.t("reveal.won", { player: winner }));
  else if (outcome.next_opener && !over) {
    lines.push(w.t("reveal.opener", { player: outcome.next_opener }));
  }
  return lines;
}

/** Every player's dice, face up; counted dice highlighted when `outcome` is given. */
export function openTable(w, transcript, outcome, { you = null } = {}) {
  const face = outcome ? parseCode(outcome.bid).face : null;
  const wild = outcome ? outcome.wild_ones : false;
  const rows = transcript.players.map((p) => {
    // Only an eliminated player holds no dice (a party player always has five: spec).
    const out = !p.dice.length;
    return h("li", { class: `dp-player${out ? " is-out" : ""}${p.name === you ? " is-you" : ""}` },
      h("span", { class: "dp-player__name" }, p.name),
      h("span", { class: "dp-player__dice" },
        p.dice.map((d) => revealedDie(w, d, face, wild))),
      out ? h("span", { class: "dp-player__note" }, w.t("table.out")) : null);
  });
  return h("ul", { class: "dp-table" }, rows);
}

/** The dice (or, in party mode, the scores) of every player before and after the round. */
function changeTable(w, transcript, outcome) {
  const party = outcome.scores_after !== null && outcome.scores_after !== undefined;
  const head = h("tr", {},
    h("th", { scope: "col" }, w.t("reveal.col.player")),
    h("th", { scope: "col" }, w.t("reveal.col.before")),
    h("th", { scope: "col" }, w.t("reveal.col.after")));
  const rows = transcript.players.map((p) => {
    const before = party ? (p.score ?? 0) : p.dice.length;
    const after = party ? outcome.scores_after[p.name] : outcome.dice_after[p.name];
    const changed = after !== before;
    return h("tr", { class: changed ? "is-changed" : null },
      h("th", { scope: "row" }, p.name),
      h("td", {}, String(before)),
      h("td", {}, changed ? `${after} (${signed(after - before)})` : String(after)));
  });
  return h("table", { class: "dp-change" },
    h("caption", {}, w.t(party ? "reveal.col.score" : "reveal.col.dice")),
    h("thead", {}, head), h("tbody", {}, rows));
}

/** The whole reveal of a finished round: open dice, explanation, before/after table (of
 * dice, scores, or in 大话骰 penalties: `drinksReveal`). */
export function reveal(w, transcript, outcome, options = {}) {
  if (outcome.penalties_after) return drinksReveal(w, transcript, outcome, options);
  return h("div", { class: "dp-reveal" },
    openTable(w, transcript, outcome, options),
    h("ul", { class: "dp-explain" },
      explainOutcome(w, transcript, outcome, options).map((line) => h("li", {}, line))),
    changeTable(w, transcript, outcome));
}

