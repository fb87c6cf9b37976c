// The table companion's evening (issue 44, "A night, not a game"): a finished game's final
// ranking, and the standings of every game finished on this phone tonight. The ranking and
// the standings are the engine's (`view.ranking`, the `table_night` operation,
// engine/standings.py): this module keeps the evening's finished games in localStorage and
// draws what the engine answers. A game joins the evening when it is shown finished and
// leaves it again when Undo takes its last count back; the same finished game is kept once.
import { fill, h, penalties } from "./dice-view.js";

const NIGHT = "dudo-table-night";

/** The evening's finished saved games as kept (a damaged store reads as an empty evening). */
function readNight() {
  try {
    const games = JSON.parse(localStorage.getItem(NIGHT) ?? "[]");
    return Array.isArray(games) ? games : [];
  } catch {
    return [];
  }
}

function writeNight(games) {
  try {
    if (games.length) localStorage.setItem(NIGHT, JSON.stringify(games));
    else localStorage.removeItem(NIGHT);
  } catch {
    // storage full or refused: the evening is not kept, the game still plays
  }
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** A finished game's places, best first, as an ordered list whose numbers are the places
 * (players who tie share one): `li[data-name][data-value]`. */
export function rankingList(w, ranking, rankedBy) {
  const tied = new Set(ranking.filter((p, i) => ranking.some((q, j) => i !== j && q.place === p.place))
    .map((p) => p.name));
  const line = (place) => {
    if (rankedBy === "points") return w.t("ranking.points", { player: place.name, points: w.points(place.value) });
    if (rankedBy === "penalties") {
      return w.t("ranking.penalties", { player: place.name, penalties: penalties(w, place.value) });
    }
    return place.out_in === null ? w.t("ranking.winner", { player: place.name, dice: w.dice(place.value) })
      : w.t("ranking.out", { player: place.name, round: place.out_in });
  };
  return h("ol", { class: "tb-ranking", "data-testid": "tb-ranking" },
    ranking.map((place) => h("li", { value: String(place.place), "data-name": place.name,
      "data-value": String(place.value), "data-place": String(place.place) },
    line(place), tied.has(place.name) ? ` ${w.t("ranking.tied")}` : "")));
}

/** The evening's standings: kept games, drawn from the engine's sum of them. */
export class Night {
  /** `call(op, args)` asks the engine; `say(text)` tells a screen reader; `cleared()` runs
   * once the standings are cleared (focus goes back to the game or the set-up). */
  constructor(w, call, say, cleared) {
    this.w = w;
    this.call = call;
    this.say = say;
    this.cleared = cleared;
    const t = w.t;
    this.summary = h("p", { class: "dp-hint", "data-testid": "tb-night-summary" });
    this.body = h("tbody", {});
    this.head = h("tr", {});
    this.error = h("p", { class: "dp-error", role: "alert", hidden: true });
    this.message = h("p", { class: "dp-hint", role: "status" });
    this.clearButton = h("button", { type: "button", class: "md-button", "data-testid": "tb-night-clear",
      onclick: () => this.askClear() }, t("night.clear"));
    this.confirm = h("div", { class: "dp-confirm", role: "group", "data-testid": "tb-night-confirm",
      "aria-labelledby": "tb-night-confirm-text", hidden: true },
    h("p", { id: "tb-night-confirm-text" }, t("night.clear_confirm")),
    h("button", { type: "button", class: "md-button md-button--primary", "data-testid": "tb-night-clear-yes",
      onclick: () => this.clear() }, t("night.clear_yes")),
    h("button", { type: "button", class: "md-button", "data-testid": "tb-night-keep",
      onclick: () => { this.confirm.hidden = true; this.clearButton.focus(); } }, t("setup.keep")));
    this.table = h("table", { class: "tb-night-table" },
      h("caption", { class: "dp-sr-only" }, t("night.heading")), h("thead", {}, this.head), this.body);
    this.element = h("section", { class: "tb-night", "data-testid": "tb-night", "aria-labelledby": "tb-night-heading",
      hidden: true },
    h("p", { class: "dp-heading", id: "tb-night-heading" }, t("night.heading")),
    this.summary, h("div", { class: "tb-night-scroll" }, this.table), this.error,
    h("p", { class: "dp-hint" }, t("night.kept")), this.clearButton, this.confirm, this.message);
  }

  /** Count `game` (finished) in the evening, once. */
  add(game) {
    const games = readNight();
    if (games.some((kept) => same(kept, game))) return;
    games.push(game);
    writeNight(games);
  }

  /** Take `game` back out of the evening (Undo took its last count back). */
  remove(game) {
    const games = readNight();
    const left = games.filter((kept) => !same(kept, game));
    if (left.length !== games.length) writeNight(left);
  }

  askClear() {
    this.confirm.hidden = false;
    this.confirm.querySelector("[data-testid=tb-night-clear-yes]").focus();
  }

  clear() {
    writeNight([]);
    this.confirm.hidden = true;
    this.message.textContent = this.w.t("night.cleared");
    this.say(this.message.textContent);
    this.draw().then(() => this.cleared());
  }

  /** Draw the standings of the evening as kept now; the companion waits for it (`settled`)
   * before it says its move is done. */
  draw() {
    this.pending = this.drawNow();
    return this.pending;
  }

  /** The last draw asked for, finished. */
  settled() {
    return this.pending ?? Promise.resolve();
  }

  /** The standings as kept now (hidden while the evening holds no game). */
  async drawNow() {
    const games = readNight();
    this.element.hidden = games.length === 0 && !this.message.textContent;
    this.table.hidden = this.clearButton.hidden = games.length === 0;
    this.summary.textContent = games.length ? this.w.t("night.games", { n: games.length }) : "";
    if (!games.length) {
      fill(this.body);
      this.error.hidden = true;
      return;
    }
    this.message.textContent = "";
    const drawing = (this.drawing = (this.drawing ?? 0) + 1);
    let answer;
    try {
      answer = await this.call("table_night", { games });
    } catch (error) {
      if (!error.engine) throw error;
      if (drawing !== this.drawing) return;
      this.error.hidden = false;
      this.error.textContent = error.message;
      fill(this.body);
      return;
    }
    if (drawing !== this.drawing) return;  // a later draw is on its way
    this.error.hidden = true;
    this.drawRows(answer);
  }

  drawRows(answer) {
    const { t } = this.w;
    const points = answer.rows.some((row) => row.points !== 0) || answer.measure === "points";
    const drinks = answer.rows.some((row) => row.penalties !== 0) || answer.measure === "penalties";
    const columns = [["place", "night.place"], ["name", "night.player"], ["games", "night.played"],
      ["wins", "night.wins"], points && ["points", "night.points"], drinks && ["penalties", "night.penalties"]]
      .filter(Boolean);
    this.summary.textContent = `${t("night.games", { n: answer.games })} ${t(`night.by.${answer.measure}`)}`;
    fill(this.head, columns.map(([, key]) => h("th", { scope: "col" }, t(key))));
    fill(this.body, answer.rows.map((row) => h("tr", { "data-name": row.name, "data-value": String(row.value),
      "data-place": String(row.place), "data-testid": "tb-night-row" },
    columns.map(([field]) => (field === "name" ? h("th", { scope: "row" }, row.name)
      : h("td", {}, String(row[field])))))));
  }
}

export const NIGHT_KEY = NIGHT;
