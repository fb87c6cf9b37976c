// dudo-docs: "Your game" (issue 43). The page's head already set <html data-game> from
// ?game= or the browser's memory (tutorial/render/templates/game_head.html.j2), so the
// stylesheet shows only that game's passages from the first frame. This module wires the
// controls: the "Your game" select atop each rules page and the home page's chooser; a
// choice is remembered, written into the address when the address names a game (so the
// address never contradicts the page), and applied at once. It also hides the table of
// contents' links to hidden sections, says when a page is about other games than the
// reader's, and shows a hidden passage that a link or a search result points into (with
// its label, so the reader sees it is about another game).

const STORE = "dudo-game";
const root = document.documentElement;

/** The element a fragment (`#id`, percent-encoded or not) names; null for none, or for a
 * fragment that is not valid percent-encoding (a hostile link must not throw). */
function byFragment(fragment) {
  let id = fragment;
  try {
    id = decodeURIComponent(fragment);
  } catch (error) {
    return null;
  }
  return id ? document.getElementById(id) : null;
}

/** The reader's game: on a page about other games the head shows every passage
 * (data-game "all") and keeps the reader's game in data-game-chosen. */
function currentGame() {
  return root.dataset.gameChosen ?? root.dataset.game ?? "all";
}

function remember(game) {
  try {
    localStorage.setItem(STORE, game);
  } catch (error) {
    // No storage (a private window may refuse it): the choice lasts for this page.
  }
}

/** Make `game` the reader's game: the page, the memory, the address and the controls. */
export function choose(game) {
  const about = (document.querySelector(".game-lens")?.dataset.pageGames || "").split(" ").filter(Boolean);
  if (game !== "all" && about.length > 0 && !about.includes(game)) {
    root.dataset.gameChosen = game;
    root.dataset.game = "all";
  } else {
    delete root.dataset.gameChosen;
    root.dataset.game = game;
  }
  remember(game);
  const url = new URL(location.href);
  if (url.searchParams.has("game")) {
    url.searchParams.set("game", game);
    history.replaceState(history.state, "", url);
  }
  sync();
}

function hidden(element) {
  return typeof element.checkVisibility === "function"
    ? !element.checkVisibility() : element.offsetParent === null;
}

/** Hide the contents' links whose section is hidden; show the rest. */
function syncContents() {
  for (const link of document.querySelectorAll(".md-sidebar--secondary .md-nav__link[href^='#']")) {
    const target = byFragment(link.getAttribute("href").slice(1));
    const item = link.closest(".md-nav__item");
    if (target && item) item.hidden = hidden(target);
  }
}

function gameName(select, game) {
  const option = select ? [...select.options].find((o) => o.value === game) : null;
  return option ? option.textContent : game;
}

function syncLens() {
  const lens = document.querySelector(".game-lens");
  if (!lens) return;
  const select = lens.querySelector("select");
  const game = currentGame();
  select.value = game;
  const about = (lens.dataset.pageGames || "").split(" ").filter(Boolean);
  const elsewhere = lens.querySelector(".game-lens__elsewhere");
  const off = game !== "all" && about.length > 0 && !about.includes(game);
  elsewhere.hidden = !off;
  elsewhere.textContent = off
    ? elsewhere.dataset.template.replace("{page}", elsewhere.dataset.page)
      .replace("{game}", gameName(select, game))
    : "";
}

function syncChooser() {
  const chooser = document.querySelector(".game-chooser");
  if (!chooser) return;
  const game = currentGame();
  for (const button of chooser.querySelectorAll(".game-chooser__pick")) {
    button.setAttribute("aria-pressed", String(button.dataset.gamePick === game));
  }
}

function sync() {
  for (const shown of document.querySelectorAll(".game-shown")) shown.classList.remove("game-shown");
  syncLens();
  syncChooser();
  revealTarget();
  syncContents();
}

/** Show the hidden passages around `element`, labelled. */
function reveal(element) {
  for (let node = element; node && node !== document.body; node = node.parentElement) {
    if (node.matches("[data-games]") && hidden(node)) node.classList.add("game-shown");
  }
}

/** A link into a hidden passage (#section) or a search hit in one (Material's marks). */
function revealTarget() {
  const target = byFragment(location.hash.slice(1));
  if (target && hidden(target)) reveal(target);
  const hits = [...document.querySelectorAll("article mark[data-md-highlight]")];
  if (hits.length > 0 && hits.every(hidden)) hits.forEach(reveal);
}

function wireLens() {
  const lens = document.querySelector(".game-lens");
  if (!lens) return;
  lens.querySelector("select").addEventListener("change", (event) => choose(event.target.value));
  lens.hidden = false;
}

function wireChooser() {
  const chooser = document.querySelector(".game-chooser");
  if (!chooser) return;
  const status = chooser.querySelector(".game-chooser__chosen");
  chooser.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("[data-game-pick]") : null;
    if (!button) return;
    choose(button.dataset.gamePick);
    const name = button.querySelector(".game-chooser__name")?.textContent
      ?? chooser.querySelector(`[data-game-pick="${button.dataset.gamePick}"] .game-chooser__name`)?.textContent
      ?? button.dataset.gamePick;
    status.textContent = status.dataset.template.replace("{game}", name);
  });
  chooser.hidden = false;
}

function start() {
  wireLens();
  wireChooser();
  sync();
  window.addEventListener("hashchange", () => { revealTarget(); syncContents(); });
  // Another tab chose a game: follow it.
  window.addEventListener("storage", (event) => {
    if (event.key === STORE && event.newValue && event.newValue !== currentGame()) {
      choose(event.newValue);
    }
  });
  // Material marks search hits after the page is drawn.
  setTimeout(() => { revealTarget(); syncContents(); }, 500);
}

start();
