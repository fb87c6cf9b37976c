// Words for the practice table and the walkthrough, built from the widget's config (the
// "practice" section of ui.json, rendered into the page in its language at build time):
// the text lookup plus bids, faces, dice counts, points and lists of names as players say them.
// When a sentence is about the reader ("You" at the table), t() takes the variant
// KEY.you_PARAM if the catalogue has one, so English says "you lose", not "You loses".
import { translator } from "./widget-kit.js";

/** The word helpers of one widget, for its page's language. */
export function wordsFor(config, you = null) {
  const plain = translator(config);
  const t = (key, params = {}) => {
    for (const [name, value] of Object.entries(params)) {
      const variant = `${key}.you_${name}`;
      if (you !== null && value === you && config.text?.[variant] !== undefined) return plain(variant, params);
    }
    return plain(key, params);
  };
  const face = (f, plural = true) => t(`face.${f}.${plural ? "many" : "one"}`);
  return {
    lang: config.lang === "zh" ? "zh" : "en",
    t,
    face,
    /** "5x3" as words: "5 threes", "1 six"; "5个3". */
    bid(code) {
      const [q, f] = String(code).split("x").map(Number);
      return q === 1 ? t("bid.one", { face: face(f, false), digit: f })
        : t("bid.many", { q, faces: face(f), digit: f });
    },
    dice: (n) => (n === 1 ? t("table.die") : t("table.dice", { n })),
    points: (n) => (n === 1 ? t("reveal.point") : t("reveal.points", { n })),
    preset: (name) => config.presetNames?.[name] ?? name,
    /** A house rule in words, as the bid checker labels it: "Ones are wild: no". */
    option(name, value) {
      const names = config.optionNames ?? {};
      const shown = typeof value === "boolean" ? t(value ? "option.on" : "option.off")
        : names[`${name}.${value}`] ?? String(value);
      return t("option", { label: names[name] ?? name, value: shown });
    },
    /** "Ana", "Ana and Ben", "Ana, Ben and Cai" (、 and 和 in Chinese). */
    list(names) {
      if (names.length <= 1) return names.join("");
      return `${names.slice(0, -1).join(t("list.sep"))}${t("list.and")}${names[names.length - 1]}`;
    },
  };
}
