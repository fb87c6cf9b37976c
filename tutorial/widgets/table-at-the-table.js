// The table companion at the table (issue 44, item 6): a large-type view of whose turn it is
// and the standing bid, read across the table; the screen kept on while a game is open (the
// Screen Wake Lock API, where the browser has it: elsewhere the phone's own timeout applies);
// and a QR code of the share link, drawn by qrcode-generator (vendored, MIT), so a second
// phone can follow the game.
import { fill, h } from "./dice-view.js";
import qrcode from "./vendor/qrcode.js";

const SVG = "http://www.w3.org/2000/svg";

/** The large-type view: a toggle (aria-pressed) and the lines it shows. */
export class LargeView {
  constructor(w) {
    this.w = w;
    this.turn = h("p", { class: "tb-big__turn", "data-testid": "tb-big-turn" });
    this.bid = h("p", { class: "tb-big__bid", "data-testid": "tb-big-bid" });
    this.element = h("div", { class: "tb-big", "data-testid": "tb-big", hidden: true }, this.turn, this.bid);
    this.toggle = h("button", { type: "button", class: "md-button", "data-testid": "tb-large",
      "aria-pressed": "false", onclick: () => this.set(this.element.hidden) }, w.t("large.toggle"));
  }

  set(on) {
    this.element.hidden = !on;
    this.toggle.setAttribute("aria-pressed", String(on));
    this.toggle.classList.toggle("md-button--primary", on);
  }

  /** Draw from the engine's `view` (the same facts as the status line, in large type). */
  draw(view) {
    const { t } = this.w;
    const phase = view.phase;
    this.turn.textContent = phase === "over" ? t("large.over")
      : phase === "reveal" ? t("large.reveal") : t("large.turn", { player: view.to_act });
    this.bid.textContent = view.standing ? t("large.bid", { bid: this.w.bid(view.standing.bid) })
      : phase === "over" ? "" : t("large.none");
  }
}

/** Keeps the screen on while `wanted()` says a game is open and the page is shown; says so in
 * `note` and on `root.dataset.wake` (on, off or unsupported). */
export class ScreenKeeper {
  constructor(root, note, wanted) {
    this.root = root;
    this.note = note;
    this.wanted = wanted;
    this.lock = null;
    root.dataset.wake = "wakeLock" in navigator ? "off" : "unsupported";
    document.addEventListener("visibilitychange", () => this.update());
  }

  /** Ask for the lock or let it go, as the game and the page now stand. */
  async update() {
    if (!("wakeLock" in navigator)) return;
    const want = this.wanted() && document.visibilityState === "visible";
    if (want && this.lock === null) {
      try {
        this.lock = await navigator.wakeLock.request("screen");
        this.lock.addEventListener("release", () => { this.lock = null; this.show(); });
      } catch {
        this.lock = null;  // refused (battery saver, a hidden page): the phone's timeout applies
      }
    } else if (!want && this.lock !== null) {
      const lock = this.lock;
      this.lock = null;
      await lock.release().catch(() => {});
    }
    this.show();
  }

  show() {
    this.root.dataset.wake = this.lock ? "on" : "off";
    this.note.hidden = !this.lock;
  }
}

/** A QR code of `text` as an SVG image labelled `label`, or null when `text` is longer than a
 * QR code holds. */
export function qrImage(text, label) {
  let qr;
  try {
    qr = qrcode(0, "L");
    qr.addData(text);
    qr.make();
  } catch {
    return null;  // more than the largest QR code holds
  }
  const size = qr.getModuleCount();
  const margin = 4;  // the quiet zone the standard asks for, in modules
  const path = [];
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (qr.isDark(row, col)) path.push(`M${col + margin} ${row + margin}h1v1h-1z`);
    }
  }
  const svg = document.createElementNS(SVG, "svg");
  const box = size + 2 * margin;
  svg.setAttribute("viewBox", `0 0 ${box} ${box}`);
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", label);
  svg.setAttribute("class", "tb-qr__code");
  svg.dataset.modules = String(size);
  const back = document.createElementNS(SVG, "rect");
  back.setAttribute("width", String(box));
  back.setAttribute("height", String(box));
  back.setAttribute("fill", "#fff");
  const dark = document.createElementNS(SVG, "path");
  dark.setAttribute("d", path.join(""));
  dark.setAttribute("fill", "#000");
  svg.append(back, dark);
  return svg;
}

/** Fill `part` with the QR code of `link` (or say it is too long for one). */
export function drawQr(part, link, w) {
  const image = qrImage(link, w.t("qr.label"));
  fill(part, image ?? h("p", { class: "dp-hint", "data-testid": "tb-qr-too-long" }, w.t("qr.too_long")),
    image ? h("p", { class: "dp-hint" }, w.t("qr.label")) : null);
  part.hidden = false;
}
