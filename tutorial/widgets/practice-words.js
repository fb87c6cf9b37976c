// Words for the practice table and the walkthrough, built from the widget's config (the
// "practice" section of ui.json, rendered into the page in its language at build time):
// the text lookup plus bids, faces, dice counts, points and lists of names as players say them,
// and the sentences the table announces (a move made, the status line of each phase).
// When a sentence is about the reader ("You" at the table), t() takes the variant
// KEY.you_PARAM if the catalogue has one, so English says "you lose", not "You loses".
import { parseCode } from "./dice-view.js";
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
  /** "5x3" as words: "5 threes", "1 six"; "5个3". A 大话骰 bid's mode mark (4x3z) adds its
   * word: "4 threes 斋 (zhai)", "4个3斋". */
  const bid = (code) => {
    const { quantity: q, face: f, mode } = parseCode(code);
    const plain = q === 1 ? t("bid.one", { face: face(f, false), digit: f })
      : t("bid.many", { q, faces: face(f), digit: f });
    return mode ? t(`bid.mode.${mode}`, { bid: plain }) : plain;
  };
  const lang = config.lang === "zh" ? "zh" : "en";
  /** An amount in hundredths, rounded half up: the one rounding of every amount shown. */
  // On the engine's figures (four decimals), in whole ten-thousandths so that no binary
  // fraction tips a half: the judge grades an error rounded the same way (verdict.py said()).
  const cents = (value) => Math.floor((Math.round(Number(value) * 10000) + 50) / 100);
  let percentFormat = null;  // made on first use
  /** A chance as a whole percentage, never "0%" or "100%" unless it is exactly 0 or 1:
   * 0.3% shows as "<1%", 99.6% as ">99%". */
  const percent = (value) => {
    percentFormat ??= new Intl.NumberFormat(lang === "zh" ? "zh-CN" : "en",
      { style: "percent", maximumFractionDigits: 0 });
    if (value > 0 && value < 0.005) return t("chance.below", { p: percentFormat.format(0.01) });
    if (value < 1 && value >= 0.995) return t("chance.above", { p: percentFormat.format(0.99) });
    return percentFormat.format(value);
  };
  return {
    lang,
    t,
    percent,
    face,
    bid,
    dice: (n) => (n === 1 ? t("table.die") : t("table.dice", { n })),
    points: (n) => (n === 1 ? t("reveal.point") : t("reveal.points", { n })),
    preset: (name) => config.presetNames?.[name] ?? name,
    /** Whether the page offers a rule set (the build's one list, WIDGET_PRESETS). */
    offered: (name) => Object.hasOwn(config.presetNames ?? {}, name),
    /** A house rule in words, as the bid checker labels it: "Ones are wild: no". */
    option(name, value) {
      const names = config.optionNames ?? {};
      const shown = typeof value === "boolean" ? t(value ? "option.on" : "option.off")
        : names[`${name}.${value}`] ?? String(value);
      return t("option", { label: names[name] ?? name, value: shown });
    },
    /** A move as the table announces it: "Ana bids 3 fours.", "You call dudo."; under
     * 大话骰's penalties (`drinks`) the plain challenge is 开 (kai). */
    move(action, drinks = false) {
      const call = drinks && action.call === "dudo" ? "kai" : action.call;
      const key = `say.${action.bid ? "bid" : call}${action.pressure ? "_pressure" : ""}`;
      return t(key, { player: action.player, bid: action.bid ? bid(action.bid) : "" });
    },
    /** A call's button words: dudo and calza as practice says them; under 大话骰's penalties
     * (`drinks`) the plain challenge is 开, and 劈 and its answers keep the bar's words. */
    call: (name, drinks = false) => t(drinks && name === "dudo" ? "call.kai"
      : name === "dudo" || name === "calza" ? `act.${name}` : `call.${name}`),
    /** A judged move beside the best on the same draws, as a sentence shows them (two
     * decimals): its cost, the best's cost, and the gap between those two shown numbers, so
     * "0.85 … 0.67 … 0.18 more" adds up; `even` when the gap shows as nothing. */
    beside(value) {
      const shown = (x) => cents(x) / 100;
      const best = shown(value.against ?? value.cost);
      // The gap is the move's error to the hundredth, the figure its grade reads (the judge
      // grades the error as said), and the move's cost is said as the best's plus that gap,
      // so the three figures on a line add up.
      const gap = value.error === undefined ? Math.max(0, shown(value.cost) - best)
        : Math.max(0, shown(value.error));
      const cost = Math.round((best + gap) * 100) / 100;
      return { cost, best, gap: Math.round(gap * 100) / 100, even: Math.round(gap * 100) === 0 };
    },
    /** Which of a verdict's three sentences a judged `record` takes (`keys`: {best, even,
     * plain}): the move made was the best, did as well as the best, or cost more. */
    verdictKey(record, keys) {
      if (JSON.stringify(record.best.action) === JSON.stringify(record.made.action)) return keys.best;
      return this.beside(record.made).even ? keys.even : keys.plain;
    },
    /** When the move made is the best without being one the judge had picked to look at
     * closely, nor the hard bot's (which the coach names as a candidate of its own): the
     * sentence saying which of those it beat (`cost` words a figure), else "". */
    beatPick(record, cost, drinks) {
      const key = (action) => JSON.stringify(action);
      const made = key(record.made.action);
      const hard = record.hard ? key(record.hard.action) : null;
      if (key(record.best.action) !== made || record.made.kept || made === hard) return "";
      const pick = record.moves.find((m) => key(m.action) !== made && m.fresh
        && (m.kept || key(m.action) === hard));
      // a tie to the hundredth said is no win: the judge then takes the move made as its best
      if (!pick || cents(this.beside(pick).cost) <= cents(this.beside(record.made).cost)) return "";
      return t("verdict.beat", { pick: this.moveWords(pick.action, drinks),
        pick_cost: cost(this.beside(pick).cost) });
    },
    /** The line that says whose palifico round it is and what it locks; `free` when the rules
     * let its player change the face (online Liar's Dice). */
    palificoLine(player, free) {
      return t(free ? "round.palifico_owner_free" : "round.palifico", { player });
    },
    /** A move as the coach, the review and the drills say it: "bid 5 threes", "call dudo",
     * "… with pressure"; under 大话骰's penalties (`drinks`) the plain challenge is 开 and an
     * unmarked bid is said 飞. */
    moveWords(action, drinks) {
      const call = drinks && action.call === "dudo" ? "kai" : action.call;
      const words = action.bid ? t("coach.move.bid", { bid: bid(this.marked(action.bid, drinks)) })
        : t(`coach.move.${call}`);
      return action.pressure ? t("coach.move.pressure", { move: words }) : words;
    },
    /** Whether a round's cost to you (the judge's currency) shows as a gain at two decimals. */
    gained: (cost) => cents(cost) < 0,
    /** A cost in the game's currency (`unit`: dice, points or penalties), to two decimals,
     * rounded as `beside` rounds (0.985 is "0.99" on every line): "0.12 dice", "0.30 points". */
    cost: (unit, value) => t(`cost.${unit}`, { n: (cents(value) / 100).toFixed(2) }),
    /** Whether an amount shows as a whole number at two decimals (said "1 point", not "1.00"). */
    whole: (value) => cents(value) % 100 === 0,
    /** A grade's name inside a sentence: "graded blunder", not "graded Blunder". */
    gradeWord: (name) => t(`review.grade.${name}`).toLocaleLowerCase(lang),
    /** A judged move's grade inside a sentence, with its doubt: when the play-outs cannot
     * settle it (the error as estimated, `leans`, would grade harsher), the milder grade it
     * gets and where the estimate leans. */
    gradeSaid(value) {
      const grade = this.gradeWord(value.grade);
      return value.leans && value.leans !== value.grade
        ? t("grade.leaning", { grade, leans: this.gradeWord(value.leans) }) : grade;
    },
    /** The sentence that says why a move got a grade milder than its estimated error
     * (`value.leans`): the range the error may lie in (twice its standard error either
     * side, as the judge reads it), each end said by `cost`; null when the grade is settled. */
    unsettled(value, cost) {
      if (!value.leans || value.leans === value.grade) return null;
      const error = Number(value.error);
      const spread = 2 * Number(value.spread);
      // The ends are rounded outward, so the range said still reaches across the line it
      // straddles (0.606 is "0.60", not "0.61" on a line at 0.61).
      const low = Math.floor(Math.max(0, error - spread) * 100) / 100;
      const high = Math.ceil((error + spread) * 100) / 100;
      return t("grade.unsettled", { low: cost(low), high: cost(high),
        leans: this.gradeWord(value.leans) });
    },
    /** A bid's code as 大话骰 players say it (`drinks`): a bid without a mark is 飞 (ones
     * aside, always 斋) and says so, as the table shows it; other games keep the plain code. */
    marked(code, drinks) {
      const { face, mode } = parseCode(code);
      return drinks && !mode && face !== 1 ? `${code}f` : code;
    },
    /** "1 penalty", "3 penalties"; "3 杯". */
    penalties: (n) => t(n === 1 ? "penalty.one" : "penalty.many", { n }),
    /** The practice table's status line in `phase` for the engine's `state`, in round `round`. */
    status(phase, state, round) {
      const { view, to_act: toAct } = state;
      const drinks = view.score_kind === "penalties";  // 大话骰: an unmarked bid is said 飞
      const pending = state.pi && (phase === "your-turn" || phase === "waiting") ? state.pi : null;
      if (pending) {  // 大话骰: a 劈 (or the 反劈 back) waits for its answer
        const last = view.bids[view.bids.length - 1];
        return t(pending.fanpi ? "status.fanpi" : "status.pi", { round, pi: pending.caller,
          bidder: last.player, bid: bid(this.marked(last.bid, drinks)), player: view.names[toAct] });
      }
      switch (phase) {
        case "your-turn": {
          const standing = view.bids.length ? view.bids[view.bids.length - 1].bid : null;
          return standing ? t("status.turn", { round, bid: bid(this.marked(standing, drinks)) })
            : t("status.open", { round });
        }
        case "waiting":
          return view.dice_counts[0] === 0 ? t("status.out")
            : t("status.waiting", { round, player: view.names[toAct] });
        case "reveal": {  // 大话骰: a round ended by 投降 is not counted
          const outcome = state.last_round?.outcome;
          if (outcome?.conceded && outcome.caller === view.names[0]) {  // you (seat 0)
            return t("status.reveal_conceded.you_player", { round });
          }
          return outcome?.conceded ? t("status.reveal_conceded", { round, player: outcome.caller })
            : t("status.reveal", { round });
        }
        default:
          return t("status.over");
      }
    },
    /** The fact of the judge's reading that weighs most (engine/judge/decision.py:
     * reading_fact): who likely holds more or fewer of a face, or the count expected. */
    why(fact) {
      if (!fact || fact.kind === "none") return "";
      const said = t(`why.${fact.kind}`, { faces: face(fact.face), expected: fact.expected.toFixed(1),
        own: fact.own, players: fact.players ? this.list(fact.players) : "" });
      // 大话骰: the count said is a 斋 one (the face alone) or a 飞 one (ones too)
      return fact.counted ? `${said}${lang === "zh" ? "" : " "}${t(`why.counted.${fact.counted}`)}` : said;
    },
    /** "Ana", "Ana and Ben", "Ana, Ben and Cai" (、 and 和 in Chinese). */
    list(names) {
      if (names.length <= 1) return names.join("");
      return `${names.slice(0, -1).join(t("list.sep"))}${t("list.and")}${names[names.length - 1]}`;
    },
  };
}
