// The table companion (issue 24): one phone keeps a real table's game. The browser holds the
// saved game (rules, players, first opener, moves) and sends it to the engine with every call
// (`table_*` ops, engine/webapi/table_ops.py), which replays it and answers with the view to
// draw; no rule is written here. Undo is the move list without its last move; the game is kept
// in localStorage (a reload, a closed tab or airplane mode loses nothing), exported and imported
// as a JSON file, and shared as a link (#game=…). Anything read back (storage, file, link) goes
// through the engine's checks (`table_load`); a bad one is reported in the page's language and
// the game in progress stays as it was.
import { chanceText } from "./chance-text.js";
import { fill, h } from "./dice-view.js";
import { wordsFor } from "./practice-words.js";
import { LargeView, ScreenKeeper, drawQr } from "./table-at-the-table.js";
import { Night, NIGHT_KEY } from "./table-night.js";
import { TableView } from "./table-view.js";
import { bindStatus, chosenGame, errorText, ownKey, readConfig } from "./widget-kit.js";

const STORE = "dudo-table";
// The game that an import, a link or New game replaced, kept so it can be brought back.
const PREVIOUS = "dudo-table-previous";
const LINK_KEY = "game";
// The largest file read (the engine itself refuses a saved game of more than 200,000 characters).
const MAX_FILE_KB = 800;

function addStylesheet() {
  for (const name of ["practice.css", "table.css"]) {
    const href = new URL(`./${name}`, import.meta.url).href;
    if (![...document.querySelectorAll("link[rel=stylesheet]")].some((l) => l.href === href)) {
      document.head.append(h("link", { rel: "stylesheet", href }));
    }
  }
}

/** What storage holds under `key` (null: nothing, or storage refused). */
function readKey(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keep `game` under `key` (null: forget it); returns what storage holds there now. If storage
 * is full or refused (private mode) the game still plays, it is just not kept. */
function writeKey(key, game) {
  try {
    if (game === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(game));
  } catch {
    // not kept: see above
  }
  return readKey(key);
}

/** Each player's rolls of a seating or opening roll, as the roll's message says them. */
function rollsSaid(roll, t) {
  return roll.players.map((name, i) => `${name} ${roll.rolls[i].join("→")}`).join(t("list.sep"));
}

/** Names as typed: one per line or separated by commas (、 and ， too). */
function splitNames(text) {
  return text.split(/[\n,，、]/).map((name) => name.trim()).filter(Boolean);
}

export function mount(root, client) {
  addStylesheet();
  const config = readConfig(root);
  const w = wordsFor(config);
  const { t } = w;
  const setup = root.querySelector("[data-part=setup]");
  const setupError = root.querySelector("[data-part=setup-error]");
  const playersHint = root.querySelector("[data-part=players-hint]");
  const gamePart = root.querySelector("[data-part=game]");
  const live = root.querySelector("[data-part=live]");
  const field = (name) => setup.elements.namedItem(name);
  let game = null; // the saved game, as the engine last returned it
  let last = null; // the outcome of the count just entered, shown until the next move
  let busy = false;
  let started = false;
  // What storage held when this tab last wrote or read it: anything else there now was saved
  // by another tab or window of this page (the same phone, the link opened twice).
  let kept = null;
  let shared = null;  // the game the share link on screen holds, as text
  // As the bid checker words a chance: never "100%" or "0%" unless it is certain.
  const percent = (value) => chanceText(value, w.lang, w.t);

  async function call(op, args) {
    const envelope = await client.call(op, args);
    if (envelope.ok) return envelope.result;
    throw Object.assign(new Error(errorText(envelope.error, w.lang, t)), { engine: envelope.error });
  }

  const say = (text) => { live.textContent = text; };

  // --- the game area -----------------------------------------------------------
  const view = new TableView(w, {
    bid: (text) => act({ player: current.to_act, bid: text.trim() }, true),
    call: (callName, player) => act({ player, call: callName }),
    count: (text) => count(text),
    undo: () => undo(),
    askNew: () => askNew(),
    again: () => again(),
    odds: (player, own) => odds(player, own),
    correct: (round, text) => correct(round, text),
    leave: (player) => changeSeats({ leave: player }),
    join: (name, after) => changeSeats({ join: name, after }),
  });
  // The evening's standings, under the game (and under the set-up between games).
  const night = new Night(w, call, say, () => (setup.hidden ? view.status : field("players")).focus());
  let current = null; // the engine's view of `game`
  const confirm = h("div", { class: "dp-confirm", role: "group", "data-testid": "tb-confirm",
    "aria-labelledby": "tb-confirm-text", hidden: true },
  h("p", { id: "tb-confirm-text" }, t("setup.confirm")),
  h("button", { type: "button", class: "md-button md-button--primary", "data-testid": "tb-discard",
    onclick: () => discard() }, t("setup.discard")),
  h("button", { type: "button", class: "md-button", "data-testid": "tb-keep",
    onclick: () => { confirm.hidden = true; view.newButton.focus(); } }, t("setup.keep")));
  const fileMessage = h("p", { class: "tb-file-message", role: "status", "data-testid": "tb-file-message" });
  const importInput = h("input", { type: "file", accept: "application/json,.json", id: "tb-import",
    class: "tb-file-input", "data-testid": "tb-import", onchange: () => importFile() });
  const shareLink = h("input", { type: "text", readonly: true, id: "tb-share-link", "data-testid": "tb-share-link",
    hidden: true, onfocus: (event) => event.target.select() });
  const shareLabel = h("label", { for: "tb-share-link", hidden: true }, t("file.link"));
  // The link as a QR code, for a second phone to follow the game.
  const qrPart = h("div", { class: "tb-qr", "data-testid": "tb-qr", hidden: true });
  const restoreButton = h("button", { type: "button", class: "md-button", "data-testid": "tb-restore",
    hidden: true, onclick: () => restore() }, t("file.restore"));
  const filePart = h("section", { class: "tb-file", "aria-labelledby": "tb-file-heading" },
    h("p", { class: "dp-heading", id: "tb-file-heading" }, t("file.heading")),
    h("p", { class: "dp-hint" }, t("file.kept")),
    h("div", { class: "tb-row" },
      h("button", { type: "button", class: "md-button", "data-testid": "tb-export", onclick: () => exportFile() },
        t("file.export")),
      h("button", { type: "button", class: "md-button", "data-testid": "tb-share", onclick: () => share() },
        t("file.share"))),
    h("label", { for: "tb-import", class: "tb-file-label" }, t("file.import")), importInput,
    shareLabel, shareLink, qrPart, fileMessage, restoreButton);
  // A shared link or an imported file opened while a game is kept: ask before its game
  // replaces the kept one (which is kept as the previous game, to bring back).
  let linkedGame = null; // the engine's reading of the link or file, waiting for the answer
  let linkedFrom = "link";
  const linkConfirm = h("div", { class: "dp-confirm", role: "group", "data-testid": "tb-link-confirm",
    "aria-labelledby": "tb-link-confirm-text", hidden: true },
  h("p", { id: "tb-link-confirm-text" }, t("link.confirm")),
  h("button", { type: "button", class: "md-button md-button--primary", "data-testid": "tb-link-replace",
    onclick: () => answerLink(true) }, t("link.replace")),
  h("button", { type: "button", class: "md-button", "data-testid": "tb-link-keep",
    onclick: () => answerLink(false) }, t("setup.keep")));
  // Said at the top, where a phone reader looks: the game changed in another tab.
  const notice = h("p", { class: "tb-notice", role: "status", tabindex: "-1", "data-testid": "tb-notice",
    hidden: true });
  // At the table: whose turn and the standing bid in large type, and the screen kept on.
  const large = new LargeView(w);
  const wakeNote = h("p", { class: "dp-hint", "data-testid": "tb-wake", hidden: true }, t("wake.on"));
  const keeper = new ScreenKeeper(root, wakeNote, () => game !== null && current?.phase !== "over");
  fill(gamePart, h("div", { class: "tb-row" }, large.toggle), large.element, wakeNote,
    linkConfirm, confirm, view.element);
  gamePart.before(notice);
  gamePart.after(night.element, filePart);
  filePart.hidden = true;
  const gameButtons = () => [...filePart.querySelectorAll("[data-testid=tb-export], [data-testid=tb-share]")];

  function show(answer, { outcome = null } = {}) {
    game = answer.game;
    current = answer.view;
    last = outcome;
    // the rules as played: the rule set with the game's house rules
    w.rules = { ...config.presets?.[game.rules], ...game.options };
    kept = writeKey(STORE, game);
    setup.hidden = true;
    gamePart.hidden = false;
    // A share link (and its QR code) holds the game as it was when made: gone once it moves on.
    if (shared !== null && shared !== JSON.stringify(game)) {
      shareLink.hidden = shareLabel.hidden = qrPart.hidden = true;
      shared = null;
    }
    for (const button of gameButtons()) button.disabled = false;
    view.draw(current, { moves: game.moves.length, last });
    large.draw(current);
    keeper.update();
    view.drawHouse(Object.entries(game.options ?? {}).map(([name, value]) => w.option(name, value)));
    root.dataset.phase = current.phase;
    root.dataset.moves = String(game.moves.length);
    // A game shown finished joins the evening (once); Undo takes it back out (see undo).
    if (current.phase === "over") night.add(game);
    night.draw();
  }

  async function run(task, { inGame = false } = {}) {
    if (busy) return;
    busy = true;
    root.setAttribute("aria-busy", "true");
    try {
      // A tap on an older copy of the game would overwrite the newer one another tab saved:
      // this tab follows that game instead, and says the tap was not applied.
      if (inGame && await followOtherTab(true)) return;
      notice.hidden = true;
      await task();
    } finally {
      await night.settled();  // the evening's standings drawn for the game just shown
      busy = false;
      root.removeAttribute("aria-busy");
    }
    // Another tab saved while this one was busy (its storage event found this tab busy and
    // was dropped): follow that game now.
    if (started && readKey(STORE) !== kept) await run(() => followOtherTab(false));
  }

  function act(move, typed = false) {
    return run(async () => {
      const sent = view.pressure && view.pressureBy === move.player ? { ...move, pressure: true } : move;
      try {
        const answer = await call("table_move", { game, move: sent });
        // a 投降 (concession) ends the round with no count: its result shows at once
        show(answer, { outcome: answer.outcome });
        const said = w.move({ ...sent, bid: answer.game.moves.at(-1).bid });
        if (sent.bid !== undefined) {
          view.showVerdict(true, answer.judgement.message[w.lang]);
          view.bidInput.value = "";
        } else {
          view.clearVerdict();
        }
        say(answer.outcome ? `${said} ${view.result.textContent}` : said);
        if (current.phase === "reveal") view.countInput.focus();
        else if (answer.outcome) showFirst(view.result);
        else if (typed) view.bidInput.focus();
      } catch (error) {
        if (!error.engine) throw error;
        view.showVerdict(false, error.message);
        say(error.message);
      }
    }, { inGame: true });
  }

  function count(text) {
    const most = current.count_most ?? current.dice_in_play;
    const value = text.trim();
    if (!/^\d{1,3}$/.test(value) || Number(value) > most) {
      view.countError.hidden = false;
      view.countError.textContent = t("count.invalid", { most });
      view.countInput.focus();
      return undefined;
    }
    return run(async () => {
      try {
        const answer = await call("table_move", { game, move: { count: Number(value) } });
        view.countError.hidden = true;
        view.countInput.value = "";
        view.clearVerdict();
        show(answer, { outcome: answer.outcome });
        say(view.result.textContent);
        showFirst(view.result);
      } catch (error) {
        if (!error.engine) throw error;
        view.countError.hidden = false;
        view.countError.textContent = error.message;
      }
    }, { inGame: true });
  }

  function undo() {
    if (!game || game.moves.length === 0) return undefined;
    return run(async () => {
      const shorter = { ...game, moves: game.moves.slice(0, -1) };
      const answer = await call("table_load", { text: JSON.stringify(shorter) });
      // the finished game's end is taken back: it no longer counts in the evening
      if (current.phase === "over") night.remove(game);
      view.setPressure(false);  // an armed pressure is not a move: Undo takes it back too
      view.clearVerdict();
      view.countError.hidden = true;
      show(answer);
      say(t("undo.done"));
      if (game.moves.length === 0) view.status.focus();
    }, { inGame: true });
  }

  /** Correct round `round`'s count to `text`: the engine replays the rest, and what changed is
   * said at the top; the game before the correction is kept to bring back. */
  function correct(round, text) {
    const value = text.trim();
    if (!/^\d{1,3}$/.test(value)) {
      view.showCorrectionError(t("correct.not_number"));
      return undefined;
    }
    return run(async () => {
      let answer;
      try {
        answer = await call("table_correct", { game, round, count: Number(value) });
      } catch (error) {
        if (!error.engine) throw error;
        view.showCorrectionError(error.message);
        return;
      }
      const before = game;
      view.closeCorrection();
      view.clearVerdict();
      view.setPressure(false);
      keepPrevious(before);
      if (current.phase === "over") night.remove(before);  // its end may be another now
      show(answer);
      const fix = answer.correction;
      const said = [t("correct.done", { round: fix.round, count: fix.count, was: fix.was }),
        fix.changed.length ? t("correct.changed", { rounds: w.list(fix.changed.map(String)) }) : t("correct.same")];
      if (fix.recount?.length) {
        said.push(t("correct.recount", { rounds: w.list(fix.recount.map(String)) }));
      }
      if (fix.set_aside) {
        said.push(t("correct.set_aside", { round: fix.set_aside.round, n: fix.set_aside.moves,
          reason: fix.set_aside.reason[w.lang].replace(/[。.]$/, "") }));
      }
      tell(said.join(" "));
      say(notice.textContent);
    }, { inGame: true });
  }

  /** A player leaves, or one joins (`move`: {leave} or {join, after}), between rounds. */
  function changeSeats(move) {
    return run(async () => {
      try {
        const answer = await call("table_move", { game, move });
        view.showSeatsError("");
        show(answer);
        view.seatsPart.name.value = "";
        const said = move.leave ? t("seats.left", { player: move.leave })
          : t("seats.joined", { player: move.join, after: move.after });
        tell(said);
        say(`${said} ${view.status.textContent}`);
      } catch (error) {
        if (!error.engine) throw error;
        view.showSeatsError(error.message);
        say(error.message);
      }
    }, { inGame: true });
  }

  function odds(player, own) {
    return run(async () => {
      try {
        const answer = await call("table_odds", { game, player, own });
        view.showOdds(answer.odds, percent);
      } catch (error) {
        if (!error.engine) throw error;
        view.showOddsError(error.message);
      }
    }, { inGame: true });
  }

  function askNew() {
    // A finished game has nothing left to give up: the set-up comes back at once.
    if (current?.phase === "over") {
      discard();
      return;
    }
    confirm.hidden = false;
    confirm.querySelector("[data-testid=tb-discard]").focus();
  }

  /** Same players, new game: the finished game's rules, house rules and seats, the opener
   * decided by a roll among them (the seats kept). */
  function again() {
    if (current?.phase !== "over") return undefined;
    return run(async () => {
      // the table as it ended: players who left are not seated again, newcomers are
      const { rules, options } = game;
      const players = current.seats.map((seat) => seat.name);
      const seed = crypto.getRandomValues(new Uint32Array(1))[0];
      const roll = await call("table_roll_opener", { rules, options, players, seed });
      const answer = await call("table_new", { rules, options, players, opener: roll.opener });
      view.clearVerdict();
      show(answer);
      const rolled = rolledOpener(roll);
      fileMessage.textContent = rolled;
      tell(rolled);
      say(`${rolled} ${view.status.textContent}`);
    }, { inGame: true });
  }

  /** The roll for the opener only, in words. */
  function rolledOpener(roll) {
    return t("setup.rolled_opener", { player: roll.opener,
      rolls: rollsSaid(roll, t) });
  }

  /** Another tab or window of this page saved a newer game, or ended it (storage no longer
   * holds what this tab kept): show that instead, say so (`tapped`: a tap was not applied),
   * and return true; false when nothing changed elsewhere. */
  async function followOtherTab(tapped) {
    const stored = readKey(STORE);
    if (!started || stored === kept) return false;
    kept = stored;
    const words = stored === null ? "tabs.ended" : tapped ? "tabs.followed_tap" : "tabs.followed";
    if (stored === null) {
      if (game === null) return false;
      discard(false);
    } else {
      const answer = await read(stored);
      if (answer === null) return true;
      view.clearVerdict();
      view.setPressure(false);
      show(answer);
    }
    tell(t(words));
    say(notice.textContent);
    return true;
  }

  /** Bring `element` into view at the top of the screen and give it focus (a phone shows what
   * just happened first). */
  function showFirst(element) {
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: "start" });
  }

  /** Say `text` at the top of the companion (the game changed elsewhere, the opener's roll,
   * a link's error), where a phone reader looks, until the next move. */
  function tell(text, { error = false } = {}) {
    notice.textContent = text;
    notice.hidden = false;
    if (error) notice.dataset.error = "true";
    else delete notice.dataset.error;
    showFirst(notice);
  }

  window.addEventListener("storage", (event) => {
    if (event.key === STORE || event.key === null) run(() => followOtherTab(false));
    if (event.key === NIGHT_KEY || event.key === null) night.draw();
  });

  function discard(clear = true) {
    confirm.hidden = true;
    if (clear && current?.phase !== "over") keepPrevious(game);
    if (game) {
      // The set-up starts from the same table (names in seating order, rules), even after a
      // reload emptied its fields: a new game is most often the same players again.
      field("players").value = game.players.join("\n");
      if (ownKey(config.presets, game.rules)) {
        field("rules").value = game.rules;
        setHouse(game.rules, game.options ?? {});
      }
      syncSetup();
    }
    game = null;
    current = null;
    if (clear) kept = writeKey(STORE, null);
    gamePart.hidden = true;
    for (const button of gameButtons()) button.disabled = true;
    shareLink.hidden = shareLabel.hidden = qrPart.hidden = true;
    fileMessage.textContent = "";
    keeper.update();
    setup.hidden = false;
    if (clear) field("players").focus();
  }

  // --- loading a saved game: storage, file, link ----------------------------------
  /** Show a game the engine has read back (`table_load`'s answer). */
  function shown(answer, quiet) {
    view.clearVerdict();
    show(answer);
    delete fileMessage.dataset.error;
    if (!quiet) fileMessage.textContent = t("file.loaded");
  }

  /** The engine's reading of a saved game, or null (the error said, the game unchanged). */
  async function read(text, { top = false } = {}) {
    try {
      return await call("table_load", { text });
    } catch (error) {
      if (!error.engine) throw error;
      const message = `${error.message} ${game ? t("file.unchanged") : ""}`.trim();
      fileMessage.textContent = message;
      fileMessage.dataset.error = "true";
      if (!game) {
        setupError.hidden = false;
        setupError.textContent = message;
      } else if (top) {
        tell(message, { error: true });  // a link's error: said where the reader looks
      }
      return null;
    }
  }

  async function load(text, { quiet = false } = {}) {
    const answer = await read(text);
    if (answer !== null) shown(answer, quiet);
    return answer !== null;
  }

  function importFile() {
    const file = importInput.files?.[0];
    importInput.value = "";
    if (!file) return undefined;
    delete fileMessage.dataset.error;
    if (file.size > MAX_FILE_KB * 1024) {
      fileMessage.dataset.error = "true";
      fileMessage.textContent = `${t("file.too_big", { most: MAX_FILE_KB })} ${game ? t("file.unchanged") : ""}`.trim();
      return undefined;
    }
    return run(async () => {
      let text;
      try {
        text = await file.text();
      } catch {
        fileMessage.dataset.error = "true";
        fileMessage.textContent = t("file.not_text");
        return;
      }
      if (game) await askReplace(text, "file");
      else await load(text);
    });
  }

  function exportFile() {
    const blob = new Blob([`${JSON.stringify(game, null, 1)}\n`], { type: "application/json" });
    const url = URL.createObjectURL(blob);
    const link = h("a", { href: url, download: `dudo-table-${new Date().toISOString().slice(0, 10)}.json` });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  function share() {
    shared = JSON.stringify(game);
    const url = new URL(window.location.href);
    url.search = "";
    url.hash = `${LINK_KEY}=${encodeURIComponent(JSON.stringify(game))}`;
    shareLink.value = url.href;
    shareLink.hidden = shareLabel.hidden = false;
    drawQr(qrPart, url.href, w);
    shareLink.focus();
  }

  /** The saved game a shared link carries (#game=…), or null; a broken one says so. */
  function linkText() {
    const hash = window.location.hash.slice(1);
    if (!hash.startsWith(`${LINK_KEY}=`)) return null;
    try {
      return decodeURIComponent(hash.slice(LINK_KEY.length + 1));
    } catch {
      return "";
    }
  }

  /** A link's or a file's game (`from`), read and checked, replaces the kept one only once
   * the reader says so (as `tb-new` asks before discarding); a bad one is reported without
   * asking. */
  async function askReplace(text, from) {
    linkedGame = await read(text, { top: from === "link" });
    if (linkedGame === null) return;
    linkedFrom = from;
    linkConfirm.dataset.source = from;
    linkConfirm.querySelector("p").textContent = t(from === "file" ? "file.confirm" : "link.confirm");
    linkConfirm.hidden = false;
    linkConfirm.querySelector("[data-testid=tb-link-replace]").focus();
  }

  function answerLink(replace) {
    const answer = linkedGame;
    linkedGame = null;
    linkConfirm.hidden = true;
    if (replace && answer !== null) {
      keepPrevious(game);
      shown(answer, false);
      fileMessage.textContent = `${t("file.loaded")} ${t("file.replaced")}`;
    } else {
      fileMessage.textContent = t(linkedFrom === "file" ? "file.not_replaced" : "link.kept");
    }
    view.status.focus();
  }

  /** Keep `replaced` (a game an import, a link or New game replaced) to bring back. */
  function keepPrevious(replaced) {
    if (replaced === null) return;
    writeKey(PREVIOUS, replaced);
    restoreButton.hidden = false;
  }

  /** Bring back the replaced game; the game it replaces becomes the one kept to bring back. */
  function restore() {
    const text = readKey(PREVIOUS);
    if (text === null) {
      restoreButton.hidden = true;
      return undefined;
    }
    return run(async () => {
      const answer = await read(text);
      if (answer === null) return;
      confirm.hidden = true;
      const replaced = game;
      writeKey(PREVIOUS, null);
      restoreButton.hidden = true;
      keepPrevious(replaced);
      shown(answer, true);
      fileMessage.textContent = t(replaced ? "file.restored_swap" : "file.restored");
      say(fileMessage.textContent);
      view.status.focus();
    });
  }

  // --- the set-up -------------------------------------------------------------
  function presetLimits() {
    const preset = ownKey(config.presets, field("rules").value) ? config.presets[field("rules").value] : {};
    return { min: preset.min_players ?? 2, max: preset.max_players ?? 6 };
  }

  // --- house rules: the options of the chosen rule set (issue 44) ----------------
  const houseControls = [...setup.querySelectorAll("[data-option]")];
  const houseValue = (control) => (control.type === "checkbox" ? control.checked
    : control.dataset.option === "rounds" ? Number(control.value) : control.value);

  /** Show the house rules of `rules` at `options` (the preset's own values elsewhere). */
  function setHouse(rules, options = {}) {
    const preset = ownKey(config.presets, rules) ? config.presets[rules] : {};
    for (const control of houseControls) {
      const name = control.dataset.option;
      const shown = (config.tableOptions?.[name] ?? []).includes(rules);
      control.closest(".tb-house-option").hidden = !shown;
      const value = ownKey(options, name) ? options[name] : preset[name];
      if (control.type === "checkbox") control.checked = Boolean(value);
      else control.value = String(value ?? "");
    }
  }

  /** The house rules chosen: the options of the rule set that differ from its own. */
  function readHouse(rules) {
    const preset = ownKey(config.presets, rules) ? config.presets[rules] : {};
    const options = {};
    for (const control of houseControls) {
      const name = control.dataset.option;
      if (control.closest(".tb-house-option").hidden) continue;
      const value = houseValue(control);
      if (value !== preset[name]) options[name] = value;
    }
    return options;
  }

  setup.addEventListener("change", (event) => {
    if (event.target === field("rules")) setHouse(field("rules").value);
  });

  function syncSetup() {
    playersHint.textContent = t("setup.players_hint", presetLimits());
    const opener = field("opener");
    const chosen = opener.value;
    const rollKind = opener.selectedOptions[0]?.dataset.roll;
    const names = [...new Set(splitNames(field("players").value))];
    // Two rolls: for the seats and the opener, or for the opener only (the seats as listed);
    // neither is a name (their values are empty, told apart by data-roll).
    fill(opener, h("option", { value: "", "data-roll": "seats" }, t("setup.roll")),
      h("option", { value: "", "data-roll": "opener", selected: rollKind === "opener" }, t("setup.roll_opener")),
      names.map((name) => h("option", { value: name, selected: name === chosen }, name)));
  }

  setup.addEventListener("input", (event) => { if (event.target !== field("opener")) syncSetup(); });
  setup.addEventListener("submit", (event) => {
    event.preventDefault();
    run(async () => {
      const names = splitNames(field("players").value);
      const rules = field("rules").value;
      const options = readHouse(rules);
      try {
        let players = names;
        let opener = field("opener").value;
        let rolled = "";
        if (!opener && field("opener").selectedOptions[0]?.dataset.roll === "opener") {
          const seed = crypto.getRandomValues(new Uint32Array(1))[0];
          const roll = await call("table_roll_opener", { rules, options, players: names, seed });
          opener = roll.opener;
          rolled = rolledOpener(roll);
        } else if (!opener) {
          const seed = crypto.getRandomValues(new Uint32Array(1))[0];
          const roll = await call("table_roll", { rules, options, players: names, seed });
          players = roll.players;
          opener = roll.opener;
          rolled = t("setup.rolled", { player: opener,
            rolls: rollsSaid(roll, t) });
        }
        const answer = await call("table_new", { rules, options, players, opener });
        setupError.hidden = true;
        view.clearVerdict();
        show(answer);
        fileMessage.textContent = rolled;
        if (rolled) tell(rolled);
        else view.status.focus();
        say(`${rolled} ${view.status.textContent}`.trim());
      } catch (error) {
        if (!error.engine) throw error;
        setupError.hidden = false;
        setupError.textContent = error.message;
        field("players").focus();
      }
    });
  });

  /** The shared link in the address (#game=…), if any: opened, or asked about over a kept
   * game, or its error said; then taken out of the address. */
  async function openLink() {
    const linked = linkText();
    if (linked === null) return;
    if (linked === "") {
      fileMessage.dataset.error = "true";
      fileMessage.textContent = `${t("file.link_broken")} ${game ? t("file.unchanged") : ""}`.trim();
      if (game) tell(fileMessage.textContent, { error: true });
    } else if (game) {
      await askReplace(linked, "link");
    } else {
      await load(linked);
    }
    history.replaceState(history.state, "", window.location.pathname + window.location.search);
  }

  // A link opened in the tab that already shows the companion changes only the address's
  // fragment, which loads nothing: read it then too.
  window.addEventListener("hashchange", () => { if (started) run(openLink); });

  async function start() {
    if (started) return;
    started = true;
    const chosen = chosenGame(config.presets);
    if (chosen !== null) field("rules").value = chosen;  // the reader's game (a saved one wins)
    setHouse(field("rules").value);
    syncSetup();
    const stored = readKey(STORE);
    if (stored !== null) await load(stored, { quiet: true });
    await openLink();
    filePart.hidden = false;
    restoreButton.hidden = readKey(PREVIOUS) === null;
    await night.draw();
    if (!game) {
      for (const button of gameButtons()) button.disabled = true;
      setup.hidden = false;
      if (fileMessage.dataset.error && !setupError.textContent) {
        setupError.hidden = false;
        setupError.textContent = fileMessage.textContent;
      }
    }
  }

  bindStatus(root, client, t, () => { start(); });
}
