// The practice and walkthrough widgets' text, English and Simplified Chinese, keyed by stable codes.
// t(lang, key, params) fills {name} slots; bidWords(lang, q, f) writes a bid as players say it.
// Sentences the engine already writes (why a move is legal or not, error messages) come from the
// engine in both languages and are not repeated here.

const EN_FACES = {
  1: ["one", "ones"], 2: ["two", "twos"], 3: ["three", "threes"],
  4: ["four", "fours"], 5: ["five", "fives"], 6: ["six", "sixes"],
};

export const CATALOGUE = {
  en: {
    "ui.loading": "Loading the rules engine…",
    "ui.failed": "The rules engine could not be started in this browser, so the practice table is "
      + "unavailable. The rest of the site works without it.",
    "ui.failed_detail": "Details: {detail}",
    "ui.retry": "Try again",
    "ui.error": "The engine refused this: {message}",
    "ui.you": "You",

    "setup.legend": "Set up a game",
    "setup.rules": "Rules",
    "setup.bots": "Bots",
    "setup.level": "Difficulty",
    "setup.seed": "Seed",
    "setup.seed_hint": "Optional. The same seed and settings deal the same dice, so you can replay a game.",
    "setup.speed": "Bot speed",
    "setup.start": "Start the game",
    "speed.slow": "Slow",
    "speed.normal": "Normal",
    "speed.fast": "Fast",
    "level.random": "Random (baseline)",
    "level.easy": "Easy",
    "level.normal": "Normal",
    "level.hard": "Hard",
    "preset.wango": "WANGO classic",
    "preset.wango-party": "WANGO party",
    "preset.perudo": "Perudo",
    "preset.liars-dice": "Liar's Dice (online rule book)",
    "preset.dudo": "Dudo (Chile)",

    "status.open": "Round {round}: you open. Make the first bid.",
    "status.turn": "Round {round}: your turn. Raise {bid} or call.",
    "status.waiting": "Round {round}: {player} is thinking…",
    "status.reveal": "Round {round} is over. The cups come off.",
    "status.over": "Game over.",
    "status.out": "You are out of the game. The bots play on.",
    "round.of": "Round {round} of {total}",
    "round.number": "Round {round}",
    "round.wild": "Ones are wild",
    "round.unwild": "Ones are not wild this round",
    "round.palifico": "Palifico round for {player}: ones are not wild and the face is locked.",
    "round.seed": "Seed {seed}",

    "table.heading": "The table",
    "table.dice": "{n} dice",
    "table.die": "1 die",
    "table.hidden": "a hidden die",
    "table.out": "out",
    "table.acting": "to act",
    "table.score": "{score} pts",
    "table.pressure": "pressure left: {n}",
    "die.face": "a die showing {face}",
    "die.counted": "a {face}, counted",
    "die.wild": "a one, counted as wild",

    "history.heading": "Bids this round",
    "history.empty": "No bids yet.",
    "history.pressure": "with pressure",
    "say.bid": "{player} bids {bid}.",
    "say.dudo": "{player} calls dudo!",
    "say.calza": "{player} calls calza!",
    "say.pressure": "{said} With pressure.",

    "act.heading": "Your move",
    "act.lowest": "Lowest bids you may make",
    "act.more": "Higher bids ({n})",
    "act.face": "Bids on {faces}",
    "act.bid": "Bid {words}",
    "act.calls": "Calls",
    "act.dudo": "Dudo! (challenge)",
    "act.calza": "Calza! (exactly)",
    "act.pressure": "Pressure",
    "act.pressure_on": "Pressure is on: your next bid or dudo makes this round worth 3 points. "
      + "Uses left: {n}.",
    "act.pressure_off": "Pressure makes the round worth 3 points instead of 1. Uses left: {n}.",
    "act.calza_now": "It is not your turn, but these rules let you call calza right now.",
    "act.finish": "Skip to the end",

    "reveal.heading": "The cups come off",
    "reveal.dudo": "{caller} challenged {bidder}'s bid of {bid}.",
    "reveal.calza": "{caller} called calza on {bidder}'s bid of {bid}: exactly that many, "
      + "no more, no fewer.",
    "reveal.count_wild": "Counted: {n} {face} and {wild}, {count} in all.",
    "reveal.count_plain": "Counted: {count} {face}.",
    "reveal.wild_one": "1 wild one",
    "reveal.wild_many": "{w} wild ones",
    "reveal.unwild": "Ones are not wild in this round, so only real {faces} count.",
    "reveal.ones": "A bid on ones counts only ones.",
    "reveal.holds": "{count} is at least {q}: the bid holds, and {caller} loses.",
    "reveal.fails": "{count} is fewer than {q}: the bid was a bluff, and {bidder} loses.",
    "reveal.calza_right": "Exactly {q}: the calza is right.",
    "reveal.calza_wrong": "{count}, not {q}: the calza is wrong.",
    "reveal.full": "{caller} already holds five dice, so nothing changes.",
    "reveal.lost": "{player} loses {n}.",
    "reveal.gained": "{player} gets a die back.",
    "reveal.eliminated": "{player} has no dice left and is out of the game.",
    "reveal.transfer": "{loser} pays {winner} {n}.",
    "reveal.pressured": "The round was pressured, so it was worth 3.",
    "reveal.opener": "{player} opens the next round.",
    "reveal.palifico": "{player} is down to one die: the next round is {player}'s palifico round.",
    "reveal.points": "{n} points",
    "reveal.point": "1 point",
    "reveal.col.player": "Player",
    "reveal.col.before": "Before",
    "reveal.col.after": "After",
    "reveal.col.dice": "Dice",
    "reveal.col.score": "Score",
    "reveal.next": "Next round",
    "reveal.result": "See the result",

    "over.heading": "Game over",
    "over.you": "You win!",
    "over.one": "{players} wins.",
    "over.tie": "{players} share the win.",
    "over.rounds": "{n} rounds played.",
    "over.new": "New game",
    "list.and": " and ",
    "list.sep": ", ",

    "wt.heading": "Walk through a worked example",
    "wt.intro": "Pick an example from the rules pages. Each move stays hidden until you say what you "
      + "expect; then the engine gives its answer and the reason.",
    "wt.choose": "Worked example",
    "wt.start": "Start the walkthrough",
    "wt.rules": "Rules: {rules}",
    "wt.options": "house rules: {options}",
    "wt.step": "Move {n} of {total}",
    "wt.q.bid": "{player} bids {bid}. Is that legal?",
    "wt.q.bid_pressure": "{player} bids {bid} and adds pressure. Is that legal?",
    "wt.q.dudo": "{player} calls dudo on {bid}. What happens?",
    "wt.q.dudo_pressure": "{player} calls dudo on {bid} and adds pressure. What happens?",
    "wt.q.calza": "{player} calls calza on {bid}. What happens?",
    "wt.a.legal": "Legal",
    "wt.a.illegal": "Illegal",
    "wt.a.holds": "The bid holds: {caller} loses",
    "wt.a.fails": "The bid fails: {bidder} loses",
    "wt.a.exact": "Exactly right: the calza wins",
    "wt.a.off": "Not exact: {caller} loses a die",
    "wt.a.forbidden": "This call is not allowed",
    "wt.right": "Right.",
    "wt.wrong": "Not this time.",
    "wt.said": "The engine: {message}",
    "wt.next": "Next move",
    "wt.summary": "See the summary",
    "wt.score": "You called {right} of {total} moves correctly.",
    "wt.stopped": "The round stops at the illegal move: the moves after it never happen.",
    "wt.no_call": "Nobody calls in this example, so the dice are never counted.",
    "wt.again": "Walk through another example",
    "wt.link": "Link to this walkthrough",
    "wt.unknown": "There is no worked example called “{id}”. Choose one from the list.",
    "wt.failed": "The worked examples could not be loaded.",
    "wt.you_said": "You said: {answer}",
  },
  zh: {
    "ui.loading": "正在加载规则引擎…",
    "ui.failed": "规则引擎没能在这个浏览器里启动，练习对局暂时用不了。网站其他内容不受影响。",
    "ui.failed_detail": "详细信息：{detail}",
    "ui.retry": "重试",
    "ui.error": "引擎不接受这一步：{message}",
    "ui.you": "你",

    "setup.legend": "设置对局",
    "setup.rules": "规则",
    "setup.bots": "电脑对手人数",
    "setup.level": "难度",
    "setup.seed": "随机种子",
    "setup.seed_hint": "可不填。种子和设置都相同时，发到的骰子也相同，可以重打同一局。",
    "setup.speed": "电脑出手速度",
    "setup.start": "开始对局",
    "speed.slow": "慢",
    "speed.normal": "中",
    "speed.fast": "快",
    "level.random": "随机（基准）",
    "level.easy": "简单",
    "level.normal": "普通",
    "level.hard": "困难",
    "preset.wango": "WANGO 经典淘汰",
    "preset.wango-party": "WANGO 欢乐短局",
    "preset.perudo": "Perudo",
    "preset.liars-dice": "Liar's Dice（在线规则书）",
    "preset.dudo": "Dudo（智利玩法）",

    "status.open": "第 {round} 轮：你先叫，请叫第一口。",
    "status.turn": "第 {round} 轮：轮到你了。加叫压过 {bid}，或者开盅。",
    "status.waiting": "第 {round} 轮：{player} 正在考虑…",
    "status.reveal": "第 {round} 轮结束，开盅！",
    "status.over": "游戏结束。",
    "status.out": "你已经出局了，电脑们继续玩。",
    "round.of": "第 {round} 轮 / 共 {total} 轮",
    "round.number": "第 {round} 轮",
    "round.wild": "一是万能的",
    "round.unwild": "本轮一不算万能（斋）",
    "round.palifico": "{player} 的单骰轮：一不算万能，点数锁定，只能加数量。",
    "round.seed": "种子 {seed}",

    "table.heading": "牌桌",
    "table.dice": "{n} 颗骰子",
    "table.die": "1 颗骰子",
    "table.hidden": "盖着的骰子",
    "table.out": "已出局",
    "table.acting": "正在出手",
    "table.score": "{score} 分",
    "table.pressure": "还能加压 {n} 次",
    "die.face": "{face} 点",
    "die.counted": "{face} 点，算数",
    "die.wild": "1 点，当万能算",

    "history.heading": "本轮叫点",
    "history.empty": "还没有人叫点。",
    "history.pressure": "加压",
    "say.bid": "{player} 叫 {bid}。",
    "say.dudo": "{player} 开盅质疑！",
    "say.calza": "{player} 喊 Calza！",
    "say.pressure": "{said}并且加压。",

    "act.heading": "你的行动",
    "act.lowest": "现在能叫的最低叫点",
    "act.more": "更高的叫点（{n} 个）",
    "act.face": "叫{faces}",
    "act.bid": "叫 {words}",
    "act.calls": "开盅",
    "act.dudo": "质疑（开盅）",
    "act.calza": "Calza（赌刚好）",
    "act.pressure": "加压",
    "act.pressure_on": "已加压：你接下来的叫点或质疑会让本轮输赢变成 3 分。剩余 {n} 次。",
    "act.pressure_off": "加压后本轮输赢按 3 分算，而不是 1 分。剩余 {n} 次。",
    "act.calza_now": "还没轮到你，但按这套规则你现在就可以喊 Calza。",
    "act.finish": "直接看结局",

    "reveal.heading": "开盅",
    "reveal.dudo": "{caller} 质疑 {bidder} 叫的 {bid}。",
    "reveal.calza": "{caller} 对 {bidder} 叫的 {bid} 喊 Calza，赌场上不多不少刚好这么多。",
    "reveal.count_wild": "数一数：{n} 个{face}，加上 {wild}，共 {count} 个。",
    "reveal.wild_one": "1 个万能的一",
    "reveal.wild_many": "{w} 个万能的一",
    "reveal.count_plain": "数一数：共 {count} 个{face}。",
    "reveal.unwild": "这一轮一不算万能，只数真正的{faces}。",
    "reveal.ones": "叫一的时候只数一。",
    "reveal.holds": "有 {count} 个，够 {q} 个：叫点成立，质疑的 {caller} 输。",
    "reveal.fails": "只有 {count} 个，不到 {q} 个：是吹牛，叫点的 {bidder} 输。",
    "reveal.calza_right": "刚好 {q} 个，Calza 喊中了。",
    "reveal.calza_wrong": "开出 {count} 个，不是 {q} 个，Calza 喊错了。",
    "reveal.full": "{caller} 手里已经有 5 颗骰子，不再增加。",
    "reveal.lost": "{player} 扣 {n}。",
    "reveal.gained": "{player} 拿回一颗骰子。",
    "reveal.eliminated": "{player} 骰子输光，出局。",
    "reveal.transfer": "{loser} 给 {winner} {n}。",
    "reveal.pressured": "这一轮有人加压，所以算 3 分。",
    "reveal.opener": "下一轮由 {player} 先叫。",
    "reveal.palifico": "{player} 只剩一颗骰子，下一轮是 {player} 的单骰轮。",
    "reveal.points": "{n} 分",
    "reveal.point": "1 分",
    "reveal.col.player": "玩家",
    "reveal.col.before": "之前",
    "reveal.col.after": "之后",
    "reveal.col.dice": "骰子",
    "reveal.col.score": "分数",
    "reveal.next": "下一轮",
    "reveal.result": "看结果",

    "over.heading": "游戏结束",
    "over.you": "你赢了！",
    "over.one": "{players} 获胜。",
    "over.tie": "{players} 并列第一。",
    "over.rounds": "一共打了 {n} 轮。",
    "over.new": "再来一局",
    "list.and": "和",
    "list.sep": "、",

    "wt.heading": "一步一步走实例",
    "wt.intro": "从规则页里挑一个实例。每一步先别看答案，自己判断一下，再看引擎的判定和理由。",
    "wt.choose": "实例",
    "wt.start": "开始",
    "wt.rules": "规则：{rules}",
    "wt.options": "自定规则：{options}",
    "wt.step": "第 {n} 步，共 {total} 步",
    "wt.q.bid": "{player} 叫 {bid}。这一口合法吗？",
    "wt.q.bid_pressure": "{player} 叫 {bid}，同时加压。合法吗？",
    "wt.q.dudo": "{player} 质疑 {bid}，开盅。结果如何？",
    "wt.q.dudo_pressure": "{player} 加压质疑 {bid}，开盅。结果如何？",
    "wt.q.calza": "{player} 对 {bid} 喊 Calza。结果如何？",
    "wt.a.legal": "合法",
    "wt.a.illegal": "不合法",
    "wt.a.holds": "叫点成立，{caller} 输",
    "wt.a.fails": "叫点不成立，{bidder} 输",
    "wt.a.exact": "刚好，Calza 喊中",
    "wt.a.off": "不是刚好，{caller} 扣一骰",
    "wt.a.forbidden": "这时候不能这么喊",
    "wt.right": "答对了。",
    "wt.wrong": "这次没猜中。",
    "wt.said": "引擎判定：{message}",
    "wt.next": "下一步",
    "wt.summary": "看总结",
    "wt.score": "{total} 步里你判断对了 {right} 步。",
    "wt.stopped": "这一口不合法，回合就停在这里，后面的步骤不会发生。",
    "wt.no_call": "这个实例里没人开盅，所以不数骰子。",
    "wt.again": "换一个实例",
    "wt.link": "本实例演练的链接",
    "wt.unknown": "没有叫“{id}”的实例，请从列表里选一个。",
    "wt.failed": "实例数据没能加载。",
    "wt.you_said": "你的判断：{answer}",
  },
};

/** The page's language: "zh" on Chinese pages, otherwise "en". */
export function pageLang(doc = document) {
  return (doc.documentElement.lang || "en").toLowerCase().startsWith("zh") ? "zh" : "en";
}

/** The text for `key` in `lang`, with each {name} replaced by params[name] (as plain text). */
export function t(lang, key, params = {}) {
  const table = CATALOGUE[lang] || CATALOGUE.en;
  const template = table[key] ?? CATALOGUE.en[key];
  if (template === undefined) throw new Error(`no text for ${key}`);
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

const ZH_FACES = { 1: "一", 2: "二", 3: "三", 4: "四", 5: "五", 6: "六" };

/** A face in words: "threes" (plural) or "three"; in Chinese 一…六. */
export function faceWords(lang, face, plural = true) {
  if (lang === "zh") return ZH_FACES[face];
  return EN_FACES[face][plural ? 1 : 0];
}

/** A bid as players say it: "5 threes", "1 six"; "5个3". */
export function bidWords(lang, quantity, face) {
  if (lang === "zh") return `${quantity}个${face}`;
  return `${quantity} ${faceWords(lang, face, quantity !== 1)}`;
}

/** A bid code "QxF" as words. */
export function bidCodeWords(lang, code) {
  const [q, f] = String(code).split("x").map(Number);
  return bidWords(lang, q, f);
}

/** Dice lost or points moved, as words ("2 dice", "1 point"). */
export function diceWords(lang, n) {
  return n === 1 ? t(lang, "table.die") : t(lang, "table.dice", { n });
}

export function pointWords(lang, n) {
  return n === 1 ? t(lang, "reveal.point") : t(lang, "reveal.points", { n });
}

/** "Ana", "Ana and Ben", "Ana, Ben and Cai" (顿号 and 和 in Chinese). */
export function listWords(lang, names) {
  if (names.length <= 1) return names.join("");
  const head = names.slice(0, -1).join(t(lang, "list.sep"));
  return `${head}${t(lang, "list.and")}${names[names.length - 1]}`;
}
