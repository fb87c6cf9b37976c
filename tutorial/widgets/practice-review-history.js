// Your last practice games across visits (issue 22): each reviewed game's error rate and grades,
// kept in localStorage (at most 12 games), drawn as a small bar chart with the same numbers in a
// table for screen readers and keyboard users, and a reset.
//
// Test hooks (stable): pr-review-history[data-games=N]; pr-review-history-row (one per game,
// oldest first) [data-error-rate]; pr-review-history-reset.

import { fill, h } from "./dice-view.js";

const STORE = "dudo-practice-history";
const KEEP = 12;
const SVG = "http://www.w3.org/2000/svg";

/** The list kept in localStorage under `key`, only its items that pass `keep` ([] if none). */
export function loadList(key, keep) {
  try {
    const items = JSON.parse(localStorage.getItem(key) ?? "[]");
    return Array.isArray(items) ? items.filter((item) => item && keep(item)) : [];
  } catch {
    return [];
  }
}

/** Keep `items` under `key` (an empty list is removed). */
export function storeList(key, items) {
  try {
    if (items.length) localStorage.setItem(key, JSON.stringify(items));
    else localStorage.removeItem(key);
  } catch {
    // Blocked storage: the list lasts for this visit only.
  }
}

export class History {
  /** `w`: the page's words. */
  constructor(w) {
    this.w = w;
    this.games = loadList(STORE, (g) => typeof g.error_rate === "number");
  }

  t(key, params) {
    return this.w.t(key, params);
  }

  /** Keep a finished game's review (`id` names the game, so a game is kept once). */
  add(id, review) {
    if (this.games.some((g) => g.id === id)) return;
    this.games = [...this.games, { id, error_rate: review.error_rate, grades: review.grades,
      luck: review.luck, decisions: review.decisions.length, unit: review.unit }].slice(-KEEP);
    storeList(STORE, this.games);
  }

  reset() {
    this.games = [];
    storeList(STORE, this.games);
  }

  /** The chart and its table, with the reset button. */
  element() {
    const section = h("section", { class: "dp-review-history", "data-testid": "pr-review-history",
      "aria-labelledby": "pr-review-history-heading" });
    this.draw(section);
    return section;
  }

  draw(section) {
    section.dataset.games = String(this.games.length);
    const heading = h("h4", { class: "dp-heading", id: "pr-review-history-heading" }, this.t("past.games"));
    if (!this.games.length) {
      fill(section, heading, h("p", { class: "dp-hint" }, this.t("past.none")));
      return;
    }
    // Errors in dice, points and penalties do not compare: the chart and the table show the
    // games counted like the last one (a game kept before units were, in dice).
    const unit = this.games[this.games.length - 1].unit ?? "dice";
    const games = this.games.filter((g) => (g.unit ?? "dice") === unit);
    const rates = games.map((g) => g.error_rate.toFixed(3));
    const chart = this.chart(games);
    chart.setAttribute("aria-label", this.t("past.chart", { rates: rates.join(this.t("list.sep")),
      unit: this.t(`unit.${unit}`) }));
    const rows = games.map((g, i) => h("tr", { "data-testid": "pr-review-history-row",
      "data-error-rate": String(g.error_rate) },
    h("th", { scope: "row" }, String(i + 1)), h("td", {}, rates[i]),
    h("td", {}, String(g.grades.good)), h("td", {}, String(g.grades.inaccuracy)),
    h("td", {}, String(g.grades.mistake)), h("td", {}, String(g.grades.blunder))));
    const cols = ["past.col.game", "past.col.rate", "review.grade.good", "review.grade.inaccuracy",
      "review.grade.mistake", "review.grade.blunder"];
    const reset = h("button", { type: "button", class: "md-button", "data-testid": "pr-review-history-reset",
      onclick: () => {
        this.reset();
        this.draw(section);
        section.querySelector("h4")?.setAttribute("tabindex", "-1");
        section.querySelector("h4")?.focus();
      } }, this.t("past.reset"));
    fill(section, heading, h("p", { class: "dp-hint", "data-testid": "pr-review-history-unit", "data-unit": unit },
      this.t("past.unit", { unit: this.t(`unit.${unit}`) })), chart,
      // On a phone the table may be wider than the screen: it scrolls sideways in a named,
      // focusable region rather than the page.
      h("div", { class: "dp-scroll", role: "region", tabindex: "0", "aria-labelledby": "pr-review-history-caption" },
        h("table", { class: "dp-change dp-history-table" },
          h("caption", { id: "pr-review-history-caption" }, this.t("past.caption")),
          h("thead", {}, h("tr", {}, cols.map((key) => h("th", { scope: "col" }, this.t(key))))),
          h("tbody", {}, rows))),
      reset);
  }

  /** Bars of the error rate of `games`, oldest first, on a scale that starts at 0. */
  chart(games) {
    const width = 240;
    const height = 60;
    const top = Math.max(0.05, ...games.map((g) => g.error_rate));
    const step = width / KEEP;
    const svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("class", "dp-history-chart");
    svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
    svg.setAttribute("role", "img");
    games.forEach((g, i) => {
      const bar = document.createElementNS(SVG, "rect");
      const tall = Math.max(1, (g.error_rate / top) * (height - 2));
      for (const [k, v] of Object.entries({ x: i * step + 2, y: height - tall, width: step - 4, height: tall })) {
        bar.setAttribute(k, String(v));
      }
      svg.append(bar);
    });
    return svg;
  }
}
