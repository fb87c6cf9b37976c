"""The en/zh text of everything the build renders into pages (figures, claims, tables)."""

from __future__ import annotations

LANGS: tuple[str, ...] = ("en", "zh")

_EN_NUMBERS = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
    "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
    "eighteen", "nineteen",
)
_BID_IN_WORDS_BELOW = 13  # a figure's bid reads "twelve threes", then "13 threes"
_EN_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty",
            "ninety")
_ZH_DIGITS = "零一二三四五六七八九"
_EN_FACES = {1: ("one", "ones"), 2: ("two", "twos"), 3: ("three", "threes"),
             4: ("four", "fours"), 5: ("five", "fives"), 6: ("six", "sixes")}
_ZH_FACES = {1: "一", 2: "二", 3: "三", 4: "四", 5: "五", 6: "六"}

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "claim.legal.yes": "legal",
        "claim.legal.no": "illegal",
        "claim.loses.bidder": "the bidder",
        "claim.loses.challenger": "the challenger",
        "claim.min.none": "none",
        "claim.decide.call": "call",
        "claim.decide.raise": "raise",
        "claim.decide.calza": "calza",
        "claim.decide.dudo": "dudo",
        "claim.one_in": "one in {n}",
        "app.name": "Liar's Dice: rules, bid checker and practice",
        "app.short_name": "Liar's Dice",
        "app.description": "Rules of Liar's Dice (Dudo, Perudo) with a bid checker and "
                           "practice games against bots that work offline.",
        "fig.label": "Worked example",
        "update.ready": "A new version of this site is ready. It loads when you choose, "
                        "so what you are in the middle of stays as it is.",
        "update.apply": "Update now",
        "offline.title": "Not saved for offline use",
        "offline.unsaved": "You are offline, and this page is not saved on this device.",
        "offline.saved": "These pages are saved here and open without a connection:",
        "offline.none": "No page of this site is saved on this device yet.",
        "offline.retry": "Try again",
        "theme.permalink": "Permanent link",
        "theme.made_with_before": "Made with ",
        "theme.made_with_after": "",
        "theme.not_found": "404: this page does not exist",
        "fig.rules": "Rules: {rules}",
        "fig.options": "house rules: {list}",
        "fig.list_sep": ", ",
        "opt.dice_loss.difference": "the loser loses the difference",
        "opt.dice_loss.one": "the loser loses one die",
        "opt.wild_ones.False": "ones not wild",
        "opt.wild_ones.True": "ones wild",
        "opt.cap_at_dice.True": "no bid above the dice in play",
        "opt.cap_at_dice.False": "bids may exceed the dice in play",
        "opt.calza.True": "calza allowed",
        "opt.calza.False": "no calza",
        "opt.palifico.True": "palifico rounds",
        "opt.palifico.False": "no palifico",
        "fig.table": "The dice under the cups",
        "fig.palifico": "Palifico round for {player}",
        "fig.out": "out",
        "fig.score": "{score} pts",
        "fig.score.one": "{score} pt",
        "fig.pressure_left": "pressure left: {n}",
        "fig.actions": "The round",
        "fig.bid": "bids {bid}",
        "fig.call.dudo": "calls dudo: “I don't believe it”",
        "fig.call.calza": "calls calza: “exactly right”",
        "fig.call.kai": "calls kai (开): “open the cups”",
        "fig.call.pi": "calls pi (劈): the stake doubles",
        "fig.call.open": "answers by opening the cups",
        "fig.call.fanpi": "answers fanpi (反劈): the stake doubles again",
        "fig.call.concede": "concedes (投降) without a count",
        "fig.count.zhai": "A zhai bid: ones are not wild, so only real {face_plural} count.",
        "fig.drinks.holds": "{count} ≥ {q}: the bid holds. {loser} loses the round.",
        "fig.drinks.fails": "{count} < {q}: the bid fell short. {loser} loses the round.",
        "fig.drinks.conceded": "{loser} gives up at a stake of {stake}, and nobody counts.",
        "fig.drinks.penalty": "{loser} takes {n} penalty points (drinks).",
        "fig.drinks.penalty.one": "{loser} takes 1 penalty point (one drink).",
        "fig.after.penalties": "Penalty points after the round",
        "fig.pressure": "with pressure",
        "fig.illegal": "illegal",
        "fig.not_played": "never happens",
        "fig.unfinished": "The round is not over: nobody has called yet.",
        "fig.count": "Counting {face_plural}",
        "fig.count.wild": "{n} × {face} + {w} wild ones = {count}",
        "fig.count.wild.one": "{n} × {face} + 1 wild one = {count}",
        "fig.count.plain": "{count} × {face}",
        "fig.count.ones_unwild": "Ones are not wild this round, so only real {face_plural} count.",
        "fig.count.ones_bid": "A bid on ones counts only real ones.",
        "fig.dudo.holds": "{count} ≥ {q}: the bid holds. {caller}, who challenged, loses.",
        "fig.dudo.fails": "{count} < {q}: the bid fell short. {bidder}, who bid it, loses.",
        "fig.calza.right": "Exactly {q}: the calza is right.",
        "fig.calza.wrong": "{count} is not {q}: the calza is wrong and {caller} loses a die.",
        "fig.calza.regain": "{caller} gets a die back.",
        "fig.calza.full": "{caller} already has 5 dice, so nothing changes.",
        "fig.calza.bidder": "{bidder}, who made the bid, loses a die.",
        "fig.transfer.1": "{loser} gives {winner} one point.",
        "fig.transfer.3": "{loser} gives {winner} three points.",
        "fig.transfer.pressured": "The round was pressured, so it is worth 3.",
        "fig.after": "After the round",
        "fig.col.player": "Player",
        "fig.col.before": "Before",
        "fig.col.change": "Change",
        "fig.col.after": "After",
        "fig.eliminated": "{players} is out of the game.",
        "fig.next_opener": "{player} opens the next round.",
        "fig.game_won": "{player} is the last player with dice and wins the game.",
        "fig.illegal_reason": "Move {n}: {message}",
        "fig.die": "die showing {face}",
        "fig.sep": ", ",
        "fig.counted": "counted",
        "fig.wild": "counted as wild",
        "fig.walkthrough": "Step through this example",
        "lens.label": "Your game",
        "lens.all": "Compare all the games",
        "lens.help": "This site shows the rules of the game you choose. Compare all shows "
                     "every game's rules, each part labelled with its game.",
        "lens.elsewhere": "This page is about {page}. Your game is {game}: its own rules are "
                          "on the other pages.",
        "lens.for": "Rules: {names}",
        "lens.for_all_but": "Every rule set here except {names}",
        "lens.phrase": "{names}",
        "lens.phrase_all_but": "not {names}",
        "lens.chooser.title": "Which game do you play?",
        "lens.chooser.intro": "Choose it once: the rules pages then show only what is true of "
                              "it, and the tools start on it. You can change it at the top of "
                              "any rules page.",
        "lens.chooser.unsure": "Not sure? Start with Perudo, the boxed game most tables in "
                               "Europe and the Americas play; if your friends call a bid 飞 or "
                               "斋, you play 大话骰.",
        "lens.chooser.unsure_button": "Not sure: start with Perudo",
        "lens.chooser.chosen": "Your game is now {game}.",
        "lens.chooser.start": "Start with the rules",
        "lens.desc.wango": "Ones wild, lose one die, last player with dice wins.",
        "lens.desc.wango-party": "WANGO's rules for a fixed number of rounds, played for points.",
        "lens.desc.perudo": "The boxed game: calza and palifico rounds.",
        "lens.desc.liars-dice": "The rules most apps and sites play online.",
        "lens.desc.dudo": "Chile's game: calza, no opening on ones with a full hand, three "
                          "or more players.",
        "lens.desc.dahua": "The Chinese bar game: 飞 and 斋 bids, 劈, drinks instead of dice.",
        "lens.desc.all": "Every game side by side, each part labelled.",
        "preset.wango": "WANGO classic",
        "preset.wango-party": "WANGO party",
        "preset.perudo": "Perudo",
        "preset.liars-dice": "online Liar's Dice",
        "preset.dudo": "Chilean Dudo",
        "preset.dahua": "大话骰 (Chinese bar dice)",
        "preset.dahua.again": "大话骰",
        "odds.caption.wild": "Chance that at least q of n unseen dice show a face 2–6, ones wild",
        "odds.caption.nowild": "Chance that at least q of n unseen dice show a given face, "
                               "ones not wild (or a bid on ones)",
        "odds.corner": "n \\ q",
        "grades.caption": "The grade lines of each rule set: the least error of each grade",
        "grades.col.rules": "Rules",
        "grades.col.unit": "Counted in",
        "grades.col.inaccuracy": "Inaccuracy",
        "grades.col.mistake": "Mistake",
        "grades.col.blunder": "Blunder",
        "grades.unit.dice": "dice lost",
        "grades.unit.points": "points given",
        "grades.unit.penalties": "penalties, less the table's",
        "grades.note": "Each line is the hard bot's own error, playing its own kind, that {a} "
                       "of its moves stay under (inaccuracy), {b} (mistake) and {c} (blunder).",
        "odds.unit": "All figures in percent. “<1” is under 0.5%, “>99” is at least 99.5% "
                     "but not certain; a dash means impossible.",
        "level.hard": "Hard",
        "level.normal": "Normal",
        "level.easy": "Easy",
        "level.random": "Random",
        "ladder.caption.one_each": "{rules}: {players} players, one of each level",
        "ladder.caption.players": "{rules}: {players} players",
        "ladder.caption.heads_up": "{rules}: heads-up, hard against normal",
        "ladder.caption_sep": "; ",
        "ladder.meta": "{games} games with the seats rotating, played {date}",
        "ladder.meta.every_order": "{games} games with the seats in every cyclic order, each "
                                   "order rotated, played {date}",
        "ladder.date": "{year}-{month:02d}-{day:02d}",
        "ladder.col.level": "Level",
        "ladder.col.win_rate": "Win rate",
        "ladder.col.ci": "95% confidence interval",
        "ladder.gaps": "Gaps between the levels, in percentage points",
        "ladder.col.gap": "Levels",
        "ladder.col.difference": "Gap",
        "ladder.gap": "{higher} over {lower}",
        "ladder.range": "{low} to {high}",
        "ladder.target.order": "Each level should win more often than the one below it, by "
                               "more than luck would explain.",
        "ladder.target.heads_up": "Hard should win at least {share} of the games.",
        "ladder.sep": " ",
        "ladder.met": "It does.",
        "ladder.missed": "It does not, yet.",
        "ladder.note": "The seats rotate from game to game, so no level keeps the best seat. "
                       "A win rate is the share of the games a level won; its 95% confidence "
                       "interval is a range worked out so that it holds the true rate 19 times "
                       "in 20. When a gap's interval stays above zero, the stronger level leads "
                       "by more than luck would plausibly give it.",
        "ladder.note.every_order": " In {rules}, who sits after whom can matter more than the "
                                   "level, since nobody leaves the table and only the next "
                                   "player may challenge a bid (开, kai: open the cups) or, by "
                                   "default, pi (劈) it. In a trial seated Hard, Normal, Easy, "
                                   "Random and only rotated, each level always sat after the "
                                   "same one, and above the random bot the ranking came out "
                                   "upside down: Easy first, then Normal, then Hard. So the "
                                   "games in the table go through every cyclic order of the "
                                   "seats, each rotated.",
        "ladder.note.shared": " A win shared by several players tied at the end counts as an "
                              "equal fraction for each.",
    },
    "zh": {
        "claim.legal.yes": "合法",
        "claim.legal.no": "不合法",
        "claim.loses.bidder": "叫点者",
        "claim.loses.challenger": "质疑者",
        "claim.min.none": "无",
        "claim.decide.call": "开",
        "claim.decide.raise": "加叫",
        "claim.decide.calza": "喊 Calza",
        "claim.decide.dudo": "开",
        "claim.one_in": "{n}分之一",
        "app.name": "大话骰：规则、叫点检查与练习",
        "app.short_name": "大话骰",
        "app.description": "大话骰（吹牛骰）规则讲解，附叫点检查器和人机练习，断网也能用。",
        "fig.label": "实例",
        "update.ready": "本站有新版本了。等你点了更新才会载入，手上进行的内容不受影响。",
        "update.apply": "立即更新",
        "offline.title": "这一页没有离线保存",
        "offline.unsaved": "现在没有网络，这一页也没有存在这台设备上。",
        "offline.saved": "下面这些页已经存在这里，没有网络也能打开：",
        "offline.none": "这台设备上还没有存下本站的任何一页。",
        "offline.retry": "再试一次",
        "theme.permalink": "本节链接",
        "theme.made_with_before": "本站使用 ",
        "theme.made_with_after": " 构建",
        "theme.not_found": "404：这个页面不存在",
        "fig.rules": "规则：{rules}",
        "fig.options": "自定规则：{list}",
        "fig.list_sep": "、",
        "opt.dice_loss.difference": "差几个扣几颗",
        "opt.dice_loss.one": "每次扣一颗",
        "opt.wild_ones.False": "一不万能",
        "opt.wild_ones.True": "一万能",
        "opt.cap_at_dice.True": "叫数不超过桌上骰数",
        "opt.cap_at_dice.False": "叫数可超过桌上骰数",
        "opt.calza.True": "可以喊 Calza",
        "opt.calza.False": "不能喊 Calza",
        "opt.palifico.True": "有单骰回合",
        "opt.palifico.False": "没有单骰回合",
        "fig.table": "各家骰盅里的点数",
        "fig.palifico": "{player} 的单骰回合（Palifico）",
        "fig.out": "已出局",
        "fig.score": "{score} 分",
        "fig.score.one": "{score} 分",
        "fig.pressure_left": "剩余加压 {n} 次",
        "fig.actions": "本轮经过",
        "fig.bid": "叫 {bid}",
        "fig.call.dudo": "质疑：开盅！",
        "fig.call.calza": "喊 Calza：刚好这么多！",
        "fig.call.kai": "开！",
        "fig.call.pi": "劈！赌注翻倍",
        "fig.call.open": "开盅",
        "fig.call.fanpi": "反劈！赌注再翻一倍",
        "fig.call.concede": "投降，不开盅",
        "fig.count.zhai": "叫的是斋：一不当万能，只数真正的{face_plural}。",
        "fig.drinks.holds": "开出 {count} 个，不少于 {q} 个：叫点成立，{loser} 输。",
        "fig.drinks.fails": "只有 {count} 个，不够 {q} 个：叫多了，{loser} 输。",
        "fig.drinks.conceded": "{loser} 在赌注 {stake} 时投降，不开盅。",
        "fig.drinks.penalty": "{loser} 罚 {n} 杯。",
        "fig.drinks.penalty.one": "{loser} 罚 1 杯。",
        "fig.after.penalties": "本轮结束后的罚杯",
        "fig.pressure": "加压",
        "fig.illegal": "不合法",
        "fig.not_played": "不会发生",
        "fig.unfinished": "本轮还没结束：还没有人质疑。",
        "fig.count": "数{face_plural}",
        "fig.count.wild": "{n} 个{face} + {w} 个万能的一 = {count}",
        "fig.count.wild.one": "{n} 个{face} + 1 个万能的一 = {count}",
        "fig.count.plain": "{count} 个{face}",
        "fig.count.ones_unwild": "这一轮一不算万能，只数真正的{face_plural}。",
        "fig.count.ones_bid": "叫一时只数真正的一。",
        "fig.dudo.holds": "开出 {count} 个，不少于 {q} 个：叫点成立，质疑的 {caller} 输。",
        "fig.dudo.fails": "只有 {count} 个，不够 {q} 个：叫多了，叫点的 {bidder} 输。",
        "fig.calza.right": "刚好 {q} 个：Calza 喊中了。",
        "fig.calza.wrong": "开出 {count} 个，不是 {q} 个：Calza 喊错，{caller} 扣一骰。",
        "fig.calza.regain": "{caller} 拿回一颗骰子。",
        "fig.calza.full": "{caller} 手里已满 5 颗，骰数不变。",
        "fig.calza.bidder": "叫点的 {bidder} 扣一骰。",
        "fig.transfer.1": "{loser} 给 {winner} 一分。",
        "fig.transfer.3": "{loser} 给 {winner} 三分。",
        "fig.transfer.pressured": "这一轮有人加压，输赢按 3 分算。",
        "fig.after": "本轮结束后",
        "fig.col.player": "玩家",
        "fig.col.before": "之前",
        "fig.col.change": "变化",
        "fig.col.after": "之后",
        "fig.eliminated": "{players} 出局。",
        "fig.next_opener": "下一轮由 {player} 先叫。",
        "fig.game_won": "只剩 {player} 还有骰子，赢下整局。",
        "fig.illegal_reason": "第 {n} 步：{message}",
        "fig.die": "{face} 点",
        "fig.sep": "，",
        "fig.counted": "计入",
        "fig.wild": "万能计入",
        "fig.walkthrough": "一步步重走这一局",
        "lens.label": "你玩的游戏",
        "lens.all": "对照全部玩法",
        "lens.help": "本站按你选的玩法显示规则。选“对照全部玩法”会列出每种玩法的规则，"
                     "各段注明所属玩法。",
        "lens.elsewhere": "这一页讲的是{page}。你选的是{game}，它的规则在其他页面。",
        "lens.for": "适用：{names}",
        "lens.for_all_but": "适用：除{names}外的各玩法",
        "lens.phrase": "{names}",
        "lens.phrase_all_but": "{names}以外",
        "lens.chooser.title": "你玩的是哪一种？",
        "lens.chooser.intro": "选一次就好：规则页面只显示这种玩法的规则，工具也从它开始。"
                              "在任何规则页面的顶部都可以再改。",
        "lens.chooser.unsure": "拿不准？朋友叫点时会说“飞”“斋”，玩的就是大话骰；"
                               "用的是一盒写着 Perudo 的骰盅，就选 Perudo。",
        "lens.chooser.unsure_button": "拿不准：先看大话骰",
        "lens.chooser.chosen": "已选定：{game}。",
        "lens.chooser.start": "从规则开始",
        "lens.desc.wango": "1 点万能，输一颗骰子，最后还有骰子的人获胜。",
        "lens.desc.wango-party": "WANGO 规则，打固定局数，按分数计胜负。",
        "lens.desc.perudo": "盒装版：有 calza，有单骰回合。",
        "lens.desc.liars-dice": "多数网站和 App 上的玩法。",
        "lens.desc.dudo": "智利玩法：有 Calza，骰子不止一颗时不能开口叫 1，至少三人。",
        "lens.desc.dahua": "中国酒吧玩法：叫飞或叫斋，可以劈，输了喝酒而不是输骰子。",
        "lens.desc.all": "各玩法并排对照，每段注明所属玩法。",
        "preset.wango": "WANGO 经典",
        "preset.wango-party": "WANGO 欢乐短局",
        "preset.perudo": "Perudo",
        "preset.liars-dice": "网上 Liar's Dice",
        "preset.dudo": "智利 Dudo",
        "preset.dahua": "大话骰",
        "preset.dahua.again": "大话骰",
        "odds.caption.wild": "n 颗看不见的骰子里至少有 q 个符合的概率（叫 2 到 6 点，1 万能）",
        "odds.caption.nowild":
            "n 颗看不见的骰子里至少有 q 个符合的概率（1 不万能，或者叫的就是 1）",
        "odds.corner": "n \\ q",
        "grades.caption": "各套规则的评分线：每一档最少的损失",
        "grades.col.rules": "规则",
        "grades.col.unit": "计量",
        "grades.col.inaccuracy": "欠准",
        "grades.col.mistake": "失误",
        "grades.col.blunder": "大错",
        "grades.unit.dice": "输掉的骰子",
        "grades.unit.points": "丢掉的分",
        "grades.unit.penalties": "罚杯（减去其他人平均罚的）",
        "grades.note": "每条线取自困难电脑和同类对打时自己走的棋：它的走法有 {a} 损失低于“欠准”线，"
                       "{b} 低于“失误”线，{c} 低于“大错”线。",
        "odds.unit": "单位为百分比。“<1”表示不到 0.5%，“>99”表示至少 99.5% 但并非必然；"
                     "横线表示不可能。",
        "level.hard": "困难",
        "level.normal": "普通",
        "level.easy": "简单",
        "level.random": "随机",
        "ladder.caption.one_each": "{rules}：{players} 人桌，每个难度各一位",
        "ladder.caption.players": "{rules}：{players} 人桌",
        "ladder.caption.heads_up": "{rules}：一对一，困难对普通",
        "ladder.caption_sep": "；",
        "ladder.meta": "共 {games} 局，座位轮换，{date}对局",
        "ladder.meta.every_order": "共 {games} 局，座位的每种循环顺序都排过，每种顺序再轮换，"
                                   "{date}对局",
        "ladder.date": "{year} 年 {month} 月 {day} 日",
        "ladder.col.level": "难度",
        "ladder.col.win_rate": "胜率",
        "ladder.col.ci": "95% 置信区间",
        "ladder.gaps": "相邻难度的胜率差（百分点）",
        "ladder.col.gap": "对比",
        "ladder.col.difference": "胜率差",
        "ladder.gap": "{higher}比{lower}",
        "ladder.range": "{low} 至 {high}",
        "ladder.target.order": "每一级都应该比下一级赢得多，而且多出的部分不是运气能解释的。",
        "ladder.target.heads_up": "困难应该至少赢下 {share} 的对局。",
        "ladder.sep": "",
        "ladder.met": "实测结果也是这样。",
        "ladder.missed": "目前还没有做到。",
        "ladder.note": "每局之间座位轮换，哪个难度都不会一直占着好位置。"
                       "胜率就是这个难度赢下的对局所占的比例；"
                       "95% 置信区间是这样算出的范围：二十次里大约有十九次会包含真实胜率。"
                       "胜率差的区间整个在 0 以上，"
                       "说明强的那一级领先的幅度超出了运气能解释的范围。",
        "ladder.note.every_order": "{rules}没有人出局，只有下家能开，默认也只有下家能劈，"
                                   "谁坐在谁后面，影响可能比难度还大。"
                                   "我们先按困难、普通、简单、随机的固定座次只轮流换位试打过，"
                                   "每个难度总坐在同一个难度后面，"
                                   "结果除随机外排名倒了过来：简单最好，普通其次，困难最差。"
                                   "所以表里的这些对局把座位的每种循环顺序都排了一遍，每种顺序再轮换。",
        "ladder.note.shared": "打完时几个人并列获胜，这一胜由他们平分。",
    },
}


def text(lang: str, key: str, **params: object) -> str:
    """Return the catalogue text for `key` in `lang`, formatted with `params`."""
    try:
        template = MESSAGES[lang][key]
    except KeyError as exc:
        raise KeyError(f"no {lang!r} text for {key!r} in tutorial/words/catalogue.py") from exc
    return template.format(**params) if params else template


def has_text(lang: str, key: str) -> bool:
    """Whether the catalogue has `key` in `lang`."""
    return key in MESSAGES.get(lang, {})


def face_name(lang: str, face: int, plural: bool = True) -> str:
    """A face as words: 'sixes' / '六'."""
    if lang == "zh":
        return _ZH_FACES[face]
    singular, many = _EN_FACES[face]
    return many if plural else singular


_MODE_MARKS = {"en": {"zhai": " zhai", "fei": " fei"}, "zh": {"zhai": "斋", "fei": "飞"}}


def bid_words(lang: str, quantity: int, face: int, mode: str = "") -> str:
    """A bid in natural words: 'five threes', 'one six', '5个三'; a 大话骰 bid on 2–6 carries
    its mode as players say it ('four threes zhai', '4个三斋'); a bid on ones is always 斋
    and goes without."""
    mark = _MODE_MARKS[lang].get(mode, "") if face != 1 else ""
    if lang == "zh":
        return f"{quantity}个{_ZH_FACES[face]}{mark}"
    number = _EN_NUMBERS[quantity] if quantity < _BID_IN_WORDS_BELOW else str(quantity)
    return f"{number} {face_name(lang, face, plural=quantity != 1)}{mark}"


def number_words(lang: str, n: int, counting: bool = True) -> str:
    """A whole number from 0 to 99 in words: 'three', 'twenty-one', '三', '二十一'.

    In Chinese a lone 2 before a measure word is 两 (两颗); `counting=False` gives 二
    (as in 二分之一). Other numbers are returned as digits.
    """
    if not 0 <= n <= 99:
        return str(n)
    tens, units = divmod(n, 10)
    if lang == "zh":
        if n == 2 and counting:
            return "两"
        if n < 10:
            return _ZH_DIGITS[n]
        return ("" if tens == 1 else _ZH_DIGITS[tens]) + "十" + (_ZH_DIGITS[units] if units else "")
    if n < len(_EN_NUMBERS):
        return _EN_NUMBERS[n]
    return _EN_TENS[tens] + (f"-{_EN_NUMBERS[units]}" if units else "")
