// A chance as the widgets show it (bid checker, drills, walkthrough): a percentage to one
// decimal in the page's language, never "100%" or "0%" unless the chance is exactly 1 or 0.
// A chance of 99.96% reads "over 99.9%", one of 0.02% "under 0.1%" (words from ui.json's
// common section, chance.over / chance.under). Plain JavaScript with no DOM, so Node tests it.

const formats = new Map(); // one Intl.NumberFormat per language, made on first use (~25 ms)

function percentFormat(lang) {
  if (!formats.has(lang)) {
    formats.set(lang, new Intl.NumberFormat(lang === "zh" ? "zh-CN" : "en", {
      style: "percent", maximumFractionDigits: 1,
    }));
  }
  return formats.get(lang);
}

/** `value` (0 to 1) as a percentage; `t(key, params)` words a near-certain or near-impossible one. */
export function chanceText(value, lang, t) {
  const format = percentFormat(lang);
  const shown = format.format(value);
  if (value < 1 && shown === format.format(1)) return t("chance.over", { p: format.format(0.999) });
  if (value > 0 && shown === format.format(0)) return t("chance.under", { p: format.format(0.001) });
  return shown;
}
