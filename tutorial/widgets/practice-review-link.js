// The link that reproduces a practice game and its review (issue 22): the rules, house rules,
// seed, number of bots, each bot's level (`levels`, one per bot: the judge reads the table
// by them) and every move, in the query of the practice page in either language.
// A move is `SEAT-CODE`: the seat's index, then the bid (5x3; a 大话骰 bid with its mode mark,
// 4x3z), or a call's letter (CALL_CODES: `d` dudo or 开, `c` calza, and 大话骰's `p` 劈, `o`
// open, `f` 反劈, `s` 投降), and `!` when it carries pressure; moves are joined with `_`. The reader's seat is 0 and its name
// is the page's "You"; the bots' names are practice-flow.js's. Reading a link checks only its
// form (the engine then judges every move); a damaged one is an error naming what is wrong
// (for a move, which one).

import { BOT_NAMES } from "./practice-flow.js";

const LEVELS = ["random", "easy", "normal", "hard"];

export const REVIEW_KEY = "review";
const CALL_CODES = { dudo: "d", calza: "c", pi: "p", open: "o", fanpi: "f", concede: "s" };
const CALLS_BY_CODE = Object.fromEntries(Object.entries(CALL_CODES).map(([call, code]) => [code, call]));
const MOVE = /^(\d)-(?:(\d{1,3}x[1-6][zf]?)|([dcpofs]))(!?)$/;
const MAX_MOVES = 2000;

/** A move of `game` as the link writes it. */
function moveCode(game, action) {
  const seat = game.names.indexOf(action.player);
  const what = action.bid ?? CALL_CODES[action.call];
  return `${seat}-${what}${action.pressure ? "!" : ""}`;
}

/** The address of the practice page at `base` (a URL) that reproduces `game`'s review; null
 * when the query would pass `limit` characters. */
export function reviewLink(base, game, limit = 2000) {
  const url = new URL(base);
  url.search = "";
  url.hash = "";
  const query = url.searchParams;
  query.set(REVIEW_KEY, "1");
  query.set("rules", game.rules);
  if (game.options && Object.keys(game.options).length) query.set("options", JSON.stringify(game.options));
  query.set("seed", String(game.seed));
  query.set("bots", String(game.names.length - 1));
  if (game.bots) query.set("levels", game.names.slice(1).map((name) => game.bots[name] ?? "hard").join(","));
  query.set("moves", game.actions.map((a) => moveCode(game, a)).join("_"));
  url.hash = "pr-review";
  return url.search.length > limit ? null : url.href;
}

/** A damaged link: `reason` is a key of the page's words (review.bad.*), `params` its
 * parameters (the number of a damaged move). */
export class LinkError extends Error {
  constructor(reason, params = {}) {
    super(reason);
    this.reason = reason;
    this.params = params;
  }
}

/** The game a review link (`params`, URLSearchParams) names, with `you` as the reader's
 * name; null when the address holds no review; LinkError when it is damaged. */
export function readReviewLink(params, you) {
  if (!params.has(REVIEW_KEY)) return null;
  const rules = params.get("rules");
  if (!rules) throw new LinkError("review.bad.rules");
  let options = {};
  if (params.has("options")) {
    try {
      options = JSON.parse(params.get("options"));
    } catch {
      throw new LinkError("review.bad.options");
    }
    if (!options || typeof options !== "object" || Array.isArray(options)) throw new LinkError("review.bad.options");
  }
  const seedText = params.get("seed") ?? "";
  if (!/^\d{1,16}$/.test(seedText)) throw new LinkError("review.bad.seed");
  const bots = Number(params.get("bots"));
  if (!Number.isInteger(bots) || bots < 1 || bots > BOT_NAMES.length) throw new LinkError("review.bad.bots");
  const names = [you, ...BOT_NAMES.slice(0, bots)];
  let levels = null;
  if (params.has("levels")) {
    levels = params.get("levels").split(",");
    if (levels.length !== bots || !levels.every((level) => LEVELS.includes(level))) {
      throw new LinkError("review.bad.levels");
    }
  }
  const text = params.get("moves") ?? "";
  const codes = text === "" ? [] : text.split("_");
  if (codes.length > MAX_MOVES) throw new LinkError("review.bad.moves");
  const actions = codes.map((code, index) => {
    const match = MOVE.exec(code);
    if (!match || Number(match[1]) >= names.length) {
      throw new LinkError("review.bad.move", { n: index + 1, code: code.slice(0, 12) });
    }
    const [, seat, bid, call, pressure] = match;
    const action = { player: names[Number(seat)] };
    if (bid) action.bid = bid;
    else action.call = CALLS_BY_CODE[call];
    if (pressure) action.pressure = true;
    return action;
  });
  const game = { rules, options, names, seed: Number(seedText), actions };
  if (levels) game.bots = Object.fromEntries(names.slice(1).map((name, i) => [name, levels[i]]));
  return game;
}
