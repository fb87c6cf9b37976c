// Rule drills: an endless, seeded series of short questions made and judged by the engine
// (engine/drills through the `drill` and `drill_answer` ops of engine/webapi/drill_ops.py).
// The widget only draws: the position with the site's dice, the answers the engine offers
// (buttons, or a typed bid read by the engine's bid parser), and the engine's verdict with its
// reason in the page's language and a link to the rules page that explains it. In the mixed
// topic the engine brings back the topics missed in this series (never what another series
// or another browser stored); progress (streak, per-topic accuracy) stays in localStorage and
// steers nothing. ?seed=&rules=&topic=&missed= reproduces a series exactly: a series opened
// from a link keeps the link's misses and adapts no further.
//
// Test hooks (stable): root [data-testid=drills][data-ready=true]; drill-question
// [data-question=JSON][data-index=N][data-topic][data-chosen=TOPIC|mix][data-rules]; drill-answer[data-answer=CHOICE]; drill-typed, drill-submit
// and drill-error (typed bids); drill-feedback[data-correct=true|false][data-reason=CODE];
// drill-next; drill-rules, drill-topic, drill-new, drill-link; drill-progress, drill-streak,
// drill-reset.
import { bindStatus, chosenGame, errorText, fitsInUrl, ownKey, readConfig } from "./widget-kit.js";
import { bidBadge, die, fill, h, openTable, reveal } from "./dice-view.js";
import { wordsFor } from "./practice-words.js";

const STORE = "dudo-drills-progress";
const MIX = "mix";
const MAX_MISSED = 200;  // engine/drills/series.py MAX_MISSED
const MAX_INDEX = 1_000_000;  // engine/webapi/drill_ops.py MAX_INDEX
const SHOWDOWN = new Set(["counting", "loser", "opener", "party", "stakes"]);

function emptyProgress() {
  return { streak: 0, best: 0, topics: {} };
}

function loadProgress() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORE) ?? "null");
    if (saved && typeof saved === "object" && saved.topics && typeof saved.topics === "object") return saved;
  } catch {
    // Unreadable or blocked storage: start afresh.
  }
  return emptyProgress();
}

function saveProgress(progress) {
  try {
    localStorage.setItem(STORE, JSON.stringify(progress));
  } catch {
    // Storage full or blocked: progress lasts for this visit only.
  }
}

/** The missed questions a link names: distinct question indices, in order, at most MAX_MISSED. */
function readMissed(text) {
  const found = (text ?? "").split(",").filter((part) => /^\d{1,7}$/.test(part.trim()))
    .map(Number).filter((n) => n < MAX_INDEX);
  return [...new Set(found)].sort((a, b) => a - b).slice(0, MAX_MISSED);
}

function newSeed() {
  return Math.floor(Math.random() * 36 ** 6).toString(36);
}

class Drills {
  constructor(root, w, call, config) {
    this.root = root;
    this.w = w;
    this.t = w.t;
    this.call = call;
    this.config = config;
    this.form = root.querySelector("form.dr-setup");
    this.rules = this.form.elements.namedItem("rules");
    this.topic = this.form.elements.namedItem("topic");
    this.board = root.querySelector("[data-part=drill]");
    this.live = root.querySelector("[data-part=live]");
    this.link = root.querySelector("[data-testid=drill-link]");
    this.progress = loadProgress();
    this.generation = 0;
    this.siteRoot = new URL(w.lang === "zh" ? "../../zh/" : "../../", import.meta.url);
  }

  /** Read ?seed=&rules=&topic=, wire the controls, and ask the first question. */
  init() {
    const query = new URLSearchParams(window.location.search);
    const rules = query.get("rules") ?? chosenGame(this.config.presets);
    if (ownKey(this.config.presets, rules)) this.rules.value = rules;  // never "__proto__"
    this.syncTopics();
    const topic = query.get("topic");
    if (topic && [...this.topic.options].some((o) => o.value === topic && !o.disabled)) this.topic.value = topic;
    this.seed = (query.get("seed") ?? "").slice(0, 40) || newSeed();
    this.urlOwned = query.has("seed");
    // A linked series is the link's: its misses, and no adapting to this reader's answers.
    this.missed = this.topic.value === MIX ? readMissed(query.get("missed")) : [];
    this.adapting = !query.has("seed");
    this.rules.addEventListener("change", () => { this.syncTopics(); this.restart(); });
    this.topic.addEventListener("change", () => this.restart());
    this.form.addEventListener("submit", (event) => {
      event.preventDefault();
      this.seed = newSeed();
      this.restart();
    });
    this.root.querySelector("[data-testid=drill-reset]").addEventListener("click", () => this.resetProgress());
    this.drawProgress();
    this.index = 0;
    return this.ask();
  }

  /** Topics the chosen rules cannot ask about are disabled (rules are data: the engine says which). */
  syncTopics() {
    const allowed = new Set(this.config.topicsByPreset[this.rules.value] ?? []);
    for (const option of this.topic.options) {
      if (option.value === MIX) continue;
      option.disabled = !allowed.has(option.value);
    }
    if (this.topic.selectedOptions[0]?.disabled) this.topic.value = MIX;
  }

  restart() {
    this.urlOwned = true;
    this.missed = [];
    this.adapting = true;
    this.index = 0;
    return this.ask();
  }

  args(topic, index) {
    return { rules: this.rules.value, options: {}, topic, seed: this.seed, index, missed: this.missed };
  }

  /** The link (and, once the reader has chosen, the address) that reproduces this series. */
  /** The query that reproduces this series, with `missed` as its misses. */
  query(missed = this.missed) {
    const query = new URLSearchParams({ seed: this.seed, rules: this.rules.value, topic: this.topic.value });
    if (missed.length) query.set("missed", missed.join(","));
    return query;
  }

  /** Count a miss of question `index` in this Mixed series, while its link still fits in a URL. */
  addMiss(index) {
    const missed = [...this.missed, index];
    if (missed.length > MAX_MISSED || !fitsInUrl(this.query(missed))) return;
    this.missed = missed;
    this.updateLink();
  }

  updateLink() {
    const url = new URL(window.location.href);
    url.search = this.query().toString();
    url.hash = "";
    if (this.link.href !== url.href) this.link.href = url.href;
    // Each question asks for the link again; an unchanged address is not replaced (a
    // replacement is a same-document navigation the browser's process records each time).
    if (this.urlOwned && url.href !== window.location.href) {
      window.history.replaceState(null, "", url.href);
    }
  }

  async ask() {
    const generation = ++this.generation;
    const chosen = this.topic.value;
    this.updateLink();
    let question;
    try {
      question = await this.call("drill", this.args(chosen, this.index));
    } catch (error) {
      if (generation === this.generation) this.fail(error.message);
      return;
    }
    if (generation !== this.generation) return;
    this.current = { topic: question.kind, chosen, index: this.index, question, verdict: null };
    this.render();
    this.board.querySelector("[data-testid=drill-headline]")?.focus({ preventScroll: true });
  }

  fail(message) {
    fill(this.board, h("p", { class: "dp-error", role: "alert", "data-testid": "drill-error" }, message));
  }

  async answer(given) {
    const { topic, chosen, index, question } = this.current;
    const generation = this.generation;
    let verdict;
    try {
      verdict = await this.call("drill_answer", { ...this.args(chosen, index), answer: given });
    } catch (error) {
      if (generation === this.generation) this.typedError(error.message);
      return;
    }
    if (generation !== this.generation || this.current.verdict) return;
    this.current.verdict = verdict;
    this.record(topic, verdict.correct);
    if (!verdict.correct && chosen === MIX && this.adapting) this.addMiss(index);
    const feedback = this.showVerdict(question, verdict);
    this.live.textContent = feedback.querySelector(".dp-headline").textContent;
    feedback.querySelector("[data-testid=drill-next]").focus({ preventScroll: true });
    return question;
  }

  /** The verdict added to the question on screen: its answers marked and locked, the typed
   * field gone, the feedback below. The question itself is not drawn again: on a phone a
   * redraw of the whole board is a layout and paint of everything above the fold. Returns
   * the feedback section. */
  showVerdict(q, verdict) {
    const section = this.board.querySelector("[data-testid=drill-question]");
    // Each answer locked, the one given pressed and marked right or wrong (the colour and the
    // shape beside it: widgets.css).
    for (const button of section.querySelectorAll("[data-testid=drill-answer]")) {
      const given = button.dataset.answer === verdict.given;
      button.setAttribute("aria-disabled", "true");
      button.setAttribute("aria-pressed", String(given));
      if (given) button.dataset.verdict = verdict.correct ? "right" : "wrong";
    }
    section.querySelector("form.dr-typed")?.remove();
    const feedback = this.feedback(q, verdict);
    section.after(feedback);
    return feedback;
  }

  next() {
    this.index += 1;
    return this.ask();
  }

  record(topic, correct) {
    const seen = this.progress.topics[topic] ?? { right: 0, tries: 0 };
    seen.tries += 1;
    if (correct) seen.right += 1;
    this.progress.topics[topic] = seen;
    this.progress.streak = correct ? this.progress.streak + 1 : 0;
    this.progress.best = Math.max(this.progress.best, this.progress.streak);
    saveProgress(this.progress);
    this.drawProgress(topic);
  }

  resetProgress() {
    this.progress = emptyProgress();
    saveProgress(this.progress);
    this.drawProgress();
    this.root.querySelector("[data-part=reset-said]").textContent = this.t("progress.cleared");
  }

  /** The streak line: its own words for no streak yet, and for no streak ever. */
  streakText(streak, best) {
    if (streak > 0) return this.t("progress.streak", { n: streak, best });
    return this.t(best > 0 ? "progress.streak_none" : "progress.streak_first", { best });
  }

  /** One topic's accuracy, worded for one question, none right, all right, or some. */
  accuracyText(seen) {
    if (!seen?.tries) return this.t("progress.none");
    const { right, tries } = seen;
    if (tries === 1) return this.t(right ? "progress.cell_one_right" : "progress.cell_one_missed", { tries });
    if (right === 0) return this.t("progress.cell_none", { tries });
    if (right === tries) return this.t("progress.cell_all", { tries });
    return this.t("progress.cell", { right, tries });
  }

  /** The streak and the accuracy table; only `changed`'s row when one topic was answered. */
  drawProgress(changed = null) {
    const { streak, best, topics } = this.progress;
    this.root.querySelector("[data-part=streak]").textContent = this.streakText(streak, best);
    const cell = changed && this.root.querySelector(`[data-part=accuracy] tr[data-topic="${CSS.escape(changed)}"] td`);
    if (cell) {
      cell.textContent = this.accuracyText(topics[changed]);
      return;
    }
    const rows = this.config.topics.map((topic) => h("tr", { "data-topic": topic },
      h("th", { scope: "row" }, this.t(`topic.${topic}`)),
      h("td", {}, this.accuracyText(topics[topic]))));
    fill(this.root.querySelector("[data-part=accuracy]"), rows);
  }

  // --- drawing ----------------------------------------------------------------------------

  /** The question, before its answer: the board drawn anew (showVerdict adds the verdict). */
  render() {
    const { topic, chosen, index, question } = this.current;
    const position = { ...question };
    delete position.choices;
    delete position.typed;
    const section = h("section", { class: "dp-question", "data-testid": "drill-question",
      "data-question": JSON.stringify(position), "data-index": index, "data-topic": topic,
      "data-chosen": chosen, "data-rules": question.rules },
    h("p", { class: "dp-sub" }, this.t("q.number", { n: index + 1, topic: this.t(`topic.${topic}`) })),
    this.rulesLine(question),
    this.position(question),
    h("p", { class: "dp-headline", tabindex: "-1", id: "drill-headline", "data-testid": "drill-headline" },
      this.headline(question)),
    this.answers(question));
    fill(this.board, section);
  }

  rulesLine(q) {
    const options = Object.entries(q.options || {}).map(([name, value]) => this.w.option(name, value));
    const rules = this.t("pos.rules", { rules: this.w.preset(q.rules) });
    return h("p", { class: "dp-round" },
      options.length ? `${rules} · ${this.t("pos.options", { options: options.join(this.t("list.sep")) })}` : rules);
  }

  moveWords(action) {
    const key = action.bid ? "move.bid" : `move.${action.call}`;
    return this.t(action.pressure ? `${key}_pressure` : key, { bid: action.bid ? this.w.bid(action.bid) : "" });
  }

  /** The bids and calls of a round, each with its player, as the practice table says them
   * ("Ana calls dudo"; under 大话骰's penalties the plain challenge is 开 and an unmarked bid
   * shows its 飞). */
  moves(actions, rules) {
    if (!actions.length) return h("p", { class: "dp-history-empty" }, this.t("pos.no_history"));
    const drinks = ownKey(this.config.presets, rules) && this.config.presets[rules].mode === "drinks";
    const call = (name) => (drinks && name === "dudo" ? "kai" : name);
    return h("ol", { class: "dp-history" }, actions.map((action) => h("li", {},
      h("span", { class: "dp-history__who" }, action.player), " ",
      action.bid ? bidBadge(this.w, this.w.marked(action.bid, drinks)) : this.t(`said.${call(action.call)}`),
      action.pressure ? ` (${this.t("history.pressure")})` : null)));
  }

  /** The position: a bid context (bid checker fields), or a table of players and their moves. */
  position(q) {
    if (q.players && q.kind === "legality") {
      const seats = q.players.map((p) => h("li", { class: "dp-player" },
        h("span", { class: "dp-player__name" }, p.name),
        h("span", { class: "dp-player__dice" }, p.dice.map(() => die(0, { label: this.t("table.hidden") }))),
        p.score !== undefined ? h("span", { class: "dp-player__note" },
          `${this.t("table.score", { score: p.score })} · ${this.t("pos.pressure_left", { n: p.pressure_left })}`) : null,
        p.penalties !== undefined ? h("span", { class: "dp-player__note" },
          this.t("pos.penalties", { n: p.penalties })) : null));
      return h("div", { class: "dr-position" },
        h("p", { class: "dp-heading" }, this.t("pos.table")), h("ul", { class: "dp-table" }, seats),
        h("p", { class: "dp-heading" }, this.t("pos.moves")), this.moves(q.actions, q.rules));
    }
    if (q.players) {
      const scores = q.kind === "party" ? h("ul", { class: "dr-scores" }, q.players.map((p) => h("li", {},
        `${p.name}: ${this.t("table.score", { score: p.score })}`)))
        : q.players[0].penalties !== undefined ? this.penaltyList(q.players, (p) => p.penalties) : null;
      return h("div", { class: "dr-position" },
        q.palifico ? h("p", { class: "dp-palifico" }, this.w.palificoLine(q.palifico,
          { ...this.config.presets[q.rules], ...q.options }.palifico_owner_may_change_face)) : null,
        h("p", { class: "dp-heading" }, this.t("pos.table")), openTable(this.w, q, null), scores,
        h("p", { class: "dp-heading" }, this.t("pos.moves")), this.moves(q.actions, q.rules));
    }
    const history = q.history.map((bid) => ({ player: "", bid }));
    return h("div", { class: "dr-position" },
      h("p", {}, this.t("pos.dice", { n: q.dice_in_play }), " · ",
        q.table_size ? this.t("pos.table_size", { n: q.table_size, dice: this.w.dice(q.bidder_dice) })
          : this.t("pos.bidder", { dice: this.w.dice(q.bidder_dice) })),
      q.palifico ? h("p", { class: "dp-palifico" }, this.t("pos.palifico"), " ",
        this.t(q.owner ? "pos.owner" : "pos.not_owner")) : null,
      h("p", { class: "dp-heading" }, this.t("pos.history")),
      history.length ? h("ol", { class: "dp-history" }, history.map((a) => h("li", {}, bidBadge(this.w, a.bid))))
        : this.moves([]));
  }

  headline(q) {
    switch (q.kind) {
      case "legality":
        return q.move ? this.t("q.legality.move", { player: q.move.player, move: this.moveWords(q.move) })
          : this.t("q.legality.bid", { bid: this.w.bid(q.bid) });
      case "lowest":
      case "opening": {
        const key = q.kind === "opening" ? "q.opening" : q.mode ? "q.lowest_mode" : "q.lowest";
        const mode = q.mode === "zhai" ? this.t("mode.zhai") : this.t("mode.fei");
        return [die(q.face, { label: this.w.face(q.face) }), " ", this.t(key, { faces: this.w.face(q.face), mode })];
      }
      case "counting":
        return this.t("q.counting", { bid: this.w.bid(q.bid) });
      case "party":
        return this.t("q.party", { player: q.player });
      default:
        return this.t(`q.${q.kind}`);
    }
  }

  /** "1 penalty", "3 penalties"; "3 杯". */
  penalties(n) {
    return this.t(n === 1 ? "penalty.one" : "penalty.many", { n });
  }

  /** Each player's penalties (`of(player)`), one line each. */
  penaltyList(players, of) {
    return h("ul", { class: "dr-scores", "data-testid": "drill-penalties" }, players.map((p) => h("li", {},
      `${p.name}: ${this.t("pos.penalties", { n: of(p) })}`)));
  }

  /** The round's reveal: practice's for dice and scores; in 大话骰 (an outcome with penalties)
   * the dice face up and everyone's penalties after it (the reason above says why). */
  reveal(q, outcome) {
    if (!outcome.penalties_after) return reveal(this.w, q, outcome);
    return h("div", { class: "dp-reveal" }, openTable(this.w, q, outcome.conceded ? null : outcome),
      this.penaltyList(q.players, (p) => outcome.penalties_after[p.name]));
  }

  /** An answer as the reader sees it. */
  label(q, choice) {
    if (q.kind === "loser") {
      if (choice === "none") return this.t("a.nobody");
      const [player, n] = choice.split(":");
      return this.t("a.loses", { player, dice: this.w.dice(Number(n)) });
    }
    if (q.kind === "stakes") {
      const [player, n] = choice.split(":");
      return this.t("a.penalty", { player, n: this.penalties(Number(n)) });
    }
    if (["legal", "illegal", "none", "any"].includes(choice)) return this.t(`a.${choice}`);
    if (q.kind === "lowest" || q.kind === "opening") return this.w.bid(choice);
    if (q.kind === "palifico") return this.w.face(Number(choice));
    if (q.kind === "counting") return this.t("a.count", { n: choice });
    if (q.kind === "party") return this.t("a.score", { n: choice });
    return choice;
  }

  answers(q) {
    const buttons = h("div", { class: "dp-calls dr-answers", role: "group", "aria-labelledby": "drill-headline" },
      q.choices.map((choice) => h("button", {
        type: "button", class: "md-button", "data-testid": "drill-answer", "data-answer": choice,
        onclick: () => { if (!this.current.verdict) this.answer(choice); },
      }, this.label(q, choice))));
    if (!q.typed) return buttons;
    const input = h("input", { type: "text", id: "drill-typed", name: "typed", autocomplete: "off",
      spellcheck: "false", "data-testid": "drill-typed", "aria-describedby": "drill-typed-hint" });
    const form = h("form", { class: "dp-setup dr-typed", novalidate: true },
      h("div", { class: "dp-field" }, h("label", { for: "drill-typed" }, this.t("typed.label")), input,
        h("small", { class: "dp-hint", id: "drill-typed-hint" }, this.t("typed.hint"))),
      h("p", { class: "dp-error", role: "alert", id: "drill-typed-error", "data-testid": "drill-error", hidden: true }),
      h("button", { type: "submit", class: "md-button", "data-testid": "drill-submit" }, this.t("typed.submit")));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      this.answer(input.value);
    });
    return [buttons, form];
  }

  typedError(message) {
    const error = this.board.querySelector("#drill-typed-error");
    const input = this.board.querySelector("#drill-typed");
    if (!error || !input) {
      this.fail(message);
      return;
    }
    error.textContent = message;
    error.hidden = false;
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-errormessage", "drill-typed-error");
    input.focus();
  }

  feedback(q, verdict) {
    const section = verdict.section ? `#${verdict.section}` : "";
    const page = new URL(`${verdict.page}/${section}`, this.siteRoot).href;
    return h("section", { class: `dp-answer ${verdict.correct ? "is-right" : "is-wrong"}`,
      "data-testid": "drill-feedback", "data-correct": String(verdict.correct), "data-reason": verdict.reason },
    h("p", { class: "dp-headline" }, this.t(verdict.correct ? "fb.right" : "fb.wrong"), " ",
      this.t("fb.answer", { answer: this.label(q, verdict.answer) })),
    verdict.correct ? null : h("p", {}, this.t("fb.you", { answer: this.label(q, verdict.given) })),
    h("p", { "data-testid": "drill-reason" }, verdict.message[this.w.lang] ?? verdict.message.en),
    verdict.outcome && SHOWDOWN.has(q.kind) ? this.reveal(q, verdict.outcome) : null,
    h("p", {}, h("a", { href: page, "data-testid": "drill-page" },
      this.t("fb.page", { page: this.t(`page.${verdict.page}`) }))),
    h("button", { type: "button", class: "md-button md-button--primary", "data-testid": "drill-next",
      onclick: () => this.next() }, this.t("fb.next")));
  }
}

function addStylesheet() {
  const href = new URL("./practice.css", import.meta.url).href;
  if ([...document.querySelectorAll("link[rel=stylesheet]")].some((l) => l.href === href)) return;
  document.head.append(h("link", { rel: "stylesheet", href }));
}

/** Bring the drills to life; called by loader.js once the module is loaded. */
export function mount(root, client) {
  addStylesheet();
  const config = readConfig(root);
  const w = wordsFor(config);
  const call = async (op, args) => {
    const envelope = await client.call(op, args);
    if (envelope.ok) return envelope.result;
    throw Object.assign(new Error(errorText(envelope.error, w.lang, w.t)), { engine: envelope.error });
  };
  const drills = new Drills(root, w, call, config);
  let started = null;
  bindStatus(root, client, w.t, () => {
    root.dataset.ready = "false";
    started = (started ? drills.ask() : drills.init()).then(() => { root.dataset.ready = "true"; });
  });
}
