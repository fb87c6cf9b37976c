"""The engine's message catalogue: every user-facing sentence, in English and Chinese.

Messages are keyed by stable snake_case reason codes (the same codes the
referee and the widgets report). A parameter may itself be a per-language
mapping (``{"en": ..., "zh": ...}``), for example a bid written ``5x3`` in
English and ``5个3`` in Chinese; :func:`message` picks the right form.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from string import Formatter
from typing import Any

from engine.echo import echo_number, echo_text

LANGUAGES: tuple[str, ...] = ("en", "zh")

CATALOGUE: Mapping[str, Mapping[str, str]] = {
    # --- reading a bid -----------------------------------------------------
    "bid_empty": {
        "en": "Enter a bid, for example 5x3 (five threes).",
        "zh": "请输入叫点，例如 5x3（5个3）。",
    },
    "bid_unreadable": {
        "en": "“{text}” is not a bid: write a quantity and a face, such as 5x3, "
        "“five threes” or 5个3.",
        "zh": "“{text}”不是叫点：请写出数量和点数，例如 5x3、5个3 或 五个三。",
    },
    "bid_mode_not_in_rules": {
        "en": "{bid} is marked 斋 or 飞 (zhai, fei), which only 大话骰 (the Chinese bar "
        "game) bids carry; these rules have no such bids. Choose the 大话骰 rules, or type "
        "the bid alone, such as 5x3.",
        "zh": "{bid} 带了“斋”或“飞”，这是大话骰才有的叫法，这套规则里没有。"
        "请改选大话骰规则，或者只输入叫点，例如 5个3。",
    },
    "bid_mode_misplaced": {
        "en": "“{text}” is not a bid: 斋 or 飞 goes after the bid, as in 4个3斋 or 4x3z, "
        "and only in 大话骰 (the Chinese bar game).",
        "zh": "“{text}”不是叫点：斋或飞要写在叫点后面，例如 4个3斋 或 4x3z，而且只有大话骰这样叫。",
    },
    "bid_quantity_zero": {
        "en": "A bid's quantity is at least 1 die, not {quantity}.",
        "zh": "叫点的数量至少是 1 颗骰子，不能是 {quantity}。",
    },
    "bid_quantity_past_table": {
        "en": "There are {dice} dice in play, so {quantity} of them can never show up: the "
        "count can be at most {dice}.",
        "zh": "场上只有 {dice} 颗骰子，不可能出现 {quantity} 颗：开出来最多也只有 {dice} 颗。",
    },
    "bid_quantity_out_of_range": {
        "en": "A bid's quantity must be a whole number from 1 to {maximum}, not {quantity}.",
        "zh": "叫点的数量必须是 1 到 {maximum} 之间的整数，不能是 {quantity}。",
    },
    "bid_face_out_of_range": {
        "en": "A die only has faces 1 to 6, so {face} is not a face.",
        "zh": "骰子只有 1 到 6 点，{face} 不是有效的点数。",
    },
    # --- choosing rules ----------------------------------------------------
    "unknown_preset": {
        "en": "Unknown rule set “{preset}”. Choose one of: {valid}.",
        "zh": "没有“{preset}”这套规则。可选：{valid}。",
    },
    "unknown_option": {
        "en": "Unknown option “{option}”. Valid options: {valid}.",
        "zh": "没有“{option}”这个选项。可用选项：{valid}。",
    },
    "invalid_option_value": {
        "en": "Option “{option}” cannot be {value}. Valid values: {valid}.",
        "zh": "选项“{option}”不能取 {value}。可取的值：{valid}。",
    },
    "party_incompatible": {
        "en": "Party mode cannot be combined with {option}: nobody loses dice in a party game.",
        "zh": "欢乐短局不能与 {option} 同时使用：短局里没有人会扣骰。",
    },
    "needs_bid_modes": {
        "en": "Only tables that call every bid 斋 or 飞 (bid_modes=true), as in 大话骰, use "
        "{options}: "
        "set bid_modes=true, or {defaults}.",
        "zh": "只有叫点分斋飞（bid_modes=true，例如大话骰）才用得上 {options}："
        "改用 bid_modes=true，或改成 {defaults}。",
    },
    "bid_modes_incompatible": {
        "en": "Bids called 斋 or 飞 (bid_modes) cannot be combined with {option}: "
        "that option belongs to the rule sets whose bids do not say whether ones are wild.",
        "zh": "叫点分斋飞（bid_modes）时不能同时使用 {option}：这个选项属于叫点不分斋飞的玩法。",
    },
    "needs_bid_modes_blocked": {
        "en": "Only tables that call every bid 斋 or 飞 (bid_modes=true), as in 大话骰, use "
        "{options}, and these rules play {blocking}, which such bids cannot be combined with: "
        "set {defaults}.",
        "zh": "只有叫点分斋飞（bid_modes=true，例如大话骰）才用得上 {options}，而这套规则用了 "
        "{blocking}，不能和斋飞叫法同时使用：请改成 {defaults}。",
    },
    "needs_drinks": {
        "en": "Only the drinking score (mode=drinks), as in 大话骰, uses {options}: "
        "set mode=drinks, or {defaults}.",
        "zh": "只有按罚酒计分（mode=drinks，例如大话骰）才用得上 {options}："
        "改用 mode=drinks，或改成 {defaults}。",
    },
    "needs_drinks_blocked": {
        "en": "Only the drinking score (mode=drinks), as in 大话骰, uses {options}, and these "
        "rules play {blocking}, which the drinking score cannot be combined with: "
        "set {defaults}.",
        "zh": "只有按罚酒计分（mode=drinks，例如大话骰）才用得上 {options}，而这套规则用了 "
        "{blocking}，不能和罚酒计分同时使用：请改成 {defaults}。",
    },
    "drinks_incompatible": {
        "en": "The drinking score (mode=drinks) cannot be combined with {option}: "
        "nobody loses dice, everyone rolls five every round.",
        "zh": "按罚酒计分（mode=drinks）不能与 {option} 同时使用："
        "没有人会扣骰，每轮每人都摇 5 颗。",
    },
    "seats_too_few_with_dice": {
        "en": "After that, {active} player would still hold dice, and a game needs at least "
        "{least} players holding dice.",
        "zh": "那样就只剩 {active} 个人手里还有骰子，一局至少要有 {least} 个人手里有骰子。",
    },
    "fanpi_needs_pi": {
        "en": "反劈 answers a 劈, so a table that allows 反劈 must allow 劈 too "
        "(fanpi=true needs pi=true).",
        "zh": "反劈是对劈的回应，允许反劈就得先允许劈（fanpi=true 需要 pi=true）。",
    },
    "invalid_player_range": {
        "en": "The table size must satisfy 2 ≤ min_players ≤ max_players ≤ {limit}; "
        "got {minimum} to {maximum}.",
        "zh": "人数设置必须满足 2 ≤ min_players ≤ max_players ≤ {limit}；"
        "现在是 {minimum} 到 {maximum}。",
    },
    "palifico_round_not_in_rules": {
        "en": "These rules have no palifico rounds; turn the palifico option on to judge one.",
        "zh": "这套规则没有单骰回合（Palifico）；要判断单骰回合里的叫点，请先打开 palifico 选项。",
    },
    # --- legal moves (reasons a move is allowed) -----------------------------
    "opening_bid": {
        "en": "Legal: this bid opens the round.",
        "zh": "合法：这是本轮的第一叫。",
    },
    "opening_bid_ones_single_die": {
        "en": "Legal: the opener holds a single die, so the round may open on ones.",
        "zh": "合法：开叫者只剩一颗骰子，可以直接叫 1。",
    },
    "higher_quantity": {
        "en": "Legal: {bid} raises the quantity of {previous}.",
        "zh": "合法：{bid} 比 {previous} 叫的数量更多。",
    },
    "higher_face": {
        "en": "Legal: {bid} keeps the quantity of {previous} on a higher face.",
        "zh": "合法：{bid} 与 {previous} 数量相同，点数更大。",
    },
    "to_ones": {
        "en": "Legal: switching from {previous} to ones needs a quantity of at least {minimum}.",
        "zh": "合法：从 {previous} 改叫 1，至少要叫 {minimum}个1。",
    },
    "from_ones": {
        "en": "Legal: switching from {previous} to another face needs at least {minimum}.",
        "zh": "合法：从 {previous} 改叫其他点数，至少要叫 {minimum} 个。",
    },
    "palifico_raise": {
        "en": "Legal: in a palifico round the face stays {face} and the quantity rises.",
        "zh": "合法：单骰回合（Palifico）点数锁定为 {face}，数量增加。",
    },
    "palifico_owner_new_face": {
        "en": "Legal: the palifico player may change the face, so {bid} is allowed, and {face} "
        "is then the locked face.",
        "zh": "合法：单骰玩家本人可以换点数，所以能叫 {bid}，之后点数锁定为 {face}。",
    },
    "dudo_call": {
        "en": "Legal: {player} may challenge the standing bid {previous}.",
        "zh": "合法：{player} 可以质疑（开盅）上一叫 {previous}。",
    },
    "calza_call": {
        "en": "Legal: {player} may call calza, claiming exactly {previous}.",
        "zh": "合法：{player} 可以喊 Calza，断定恰好是 {previous}。",
    },
    # --- illegal moves -------------------------------------------------------
    "not_a_raise": {
        "en": "Illegal: {bid} does not raise {previous}. Bid more dice, or the same "
        "number of a higher face.",
        "zh": "不合法：{bid} 没有高过 {previous}。要么多叫数量，要么数量不变叫更大的点数。",
    },
    "ones_too_few": {
        "en": "Illegal: switching from {previous} to ones needs at least {minimum} "
        "(half of {quantity}, rounded up).",
        "zh": "不合法：从 {previous} 改叫 1，至少要 {minimum} 个（{quantity} 的一半，向上取整）。",
    },
    "top_face_must_rise": {
        "en": "Illegal: {bid} does not raise {previous}. 1 is the top face, so a raise "
        "after a bid on ones needs more dice.",
        "zh": "不合法：{bid} 没有高过 {previous}。1 是最大的点数，要加叫只能多叫数量。",
    },
    "ones_must_rise": {
        "en": "Illegal: after {previous}, a bid on ones must name more ones.",
        "zh": "不合法：上一叫是 {previous}，继续叫 1 必须增加数量。",
    },
    "face_after_ones_too_few": {
        "en": "Illegal: switching from {previous} to another face needs at least "
        "{minimum} (twice {quantity}, plus one).",
        "zh": "不合法：从 {previous} 改叫其他点数，"
        "至少要 {minimum} 个（{quantity} 的两倍再加一）。",
    },
    "face_locked": {
        "en": "Illegal: in a palifico round the face is locked to {face}; only the "
        "quantity may rise.",
        "zh": "不合法：单骰回合（Palifico）点数锁定为 {face}，只能加数量。",
    },
    "quantity_above_limit": {
        "en": "{bid} is illegal: a bid may name at most {maximum} dice.",
        "zh": "{bid} 不合法：叫点的数量最多是 {maximum}。",
    },
    "no_raise_fits_table": {
        "en": "No bid on this face fits: after {previous} the smallest raise on it is {bid}, "
        "more dice than the {dice} in play.",
        "zh": "这个点数叫不了：{previous} 之后，叫这个点数最少也要 {bid}，"
        "超过了桌上的 {dice} 颗骰子。",
    },
    "exceeds_dice_in_play": {
        "en": "Illegal: {bid} names more dice than the {dice} in play.",
        "zh": "不合法：{bid} 超过了桌上剩余的 {dice} 颗骰子。",
    },
    "ones_opening_forbidden": {
        "en": "Illegal: a round may not open on ones unless the opener holds a single die.",
        "zh": "不合法：除非开叫者只剩一颗骰子，否则不能开叫 1。",
    },
    "nothing_to_call": {
        "en": "Illegal: there is no bid to call yet; the opener must bid.",
        "zh": "不合法：还没有人叫点，开叫者必须先叫。",
    },
    "calza_not_in_rules": {
        "en": "Illegal: these rules have no calza.",
        "zh": "不合法：这套规则没有 Calza（喊刚好）。",
    },
    "calza_own_bid": {
        "en": "Illegal: a player may not call calza on their own bid.",
        "zh": "不合法：不能对自己的叫点喊 Calza。",
    },
    "not_your_turn": {
        "en": "Illegal: it is {expected}'s turn, not {player}'s.",
        "zh": "不合法：现在轮到 {expected}，不是 {player}。",
    },
    "player_eliminated": {
        "en": "Illegal: {player} has no dice left and is out of the game.",
        "zh": "不合法：{player} 已经没有骰子，已出局。",
    },
    "pressure_not_in_rules": {
        "en": "Illegal: pressure exists only in party mode.",
        "zh": "不合法：只有欢乐短局才能加压。",
    },
    "pressure_used_up": {
        "en": "Illegal: {player} has already used both pressures.",
        "zh": "不合法：{player} 的两次加压已经用完。",
    },
    "pressure_already_applied": {
        "en": "Illegal: this round is already pressured; pressure never stacks.",
        "zh": "不合法：本轮已经加压，加压不能叠加。",
    },
    # --- 大话骰: modes, opening minimum, 劈 / 反劈 / 投降 ------------------------
    "opening_minimum_met": {
        "en": "Legal: {table}, an opening {mode} bid needs a quantity of at least "
        "{minimum}, and {bid} meets it.",
        "zh": "合法：{table}，开叫{mode}至少要叫 {minimum} 个，{bid} 够了。",
    },
    "opening_below_minimum": {
        "en": "Illegal: {table}, an opening {mode} bid needs a quantity of at least "
        "{minimum}; {bid} falls short.",
        "zh": "不合法：{table}，开叫{mode}至少要叫 {minimum} 个，{bid} 不够。",
    },
    "ones_rank_highest": {
        "en": "Legal: {bid} keeps the quantity of {previous}, and 1 is the top face.",
        "zh": "合法：{bid} 与 {previous} 数量相同，而 1 是最大的点数。",
    },
    "to_zhai": {
        "en": "Legal: going from 飞 {previous} to 斋 needs a quantity of at least {minimum}, "
        "and {bid} meets it.",
        "zh": "合法：上一口 {previous} 是飞，改叫斋至少要叫 {minimum} 个，{bid} 够了。",
    },
    "zhai_too_few": {
        "en": "Illegal: going from 飞 {previous} to 斋 needs a quantity of at least "
        "{minimum}; {bid} falls short.",
        "zh": "不合法：上一口 {previous} 是飞，改叫斋至少要叫 {minimum} 个，{bid} 不够。",
    },
    "to_fei": {
        "en": "Legal: going from 斋 {previous} to 飞 needs a quantity of at least {minimum}, "
        "and {bid} meets it.",
        "zh": "合法：上一口是 {previous}，改叫飞至少要叫 {minimum} 个，{bid} 够了。",
    },
    "fei_too_few": {
        "en": "Illegal: going from 斋 {previous} to 飞 needs a quantity of at least "
        "{minimum}; {bid} falls short.",
        "zh": "不合法：上一口是 {previous}，改叫飞至少要叫 {minimum} 个，{bid} 不够。",
    },
    "zhai_locked": {
        "en": "Illegal: after a 斋 bid such as {previous}, these rules never go back to 飞; "
        "raise in 斋.",
        "zh": "不合法：这套规则里叫了斋（{previous}）就不能再改回飞，只能继续叫斋。",
    },
    "ones_always_zhai": {
        "en": "Illegal: a bid on ones is always 斋 (ones count only as ones), so {bid} "
        "cannot be 飞.",
        "zh": "不合法：叫 1 永远是斋（1 只算 1），不能叫飞（{bid}）。",
    },
    "pi_call": {
        "en": "Legal: {player} may call 劈 on {previous}, doubling the stake; its bidder "
        "answers.",
        "zh": "合法：{player} 可以劈 {previous}，赌注翻倍，由叫这一口的人来应。",
    },
    "pi_not_in_rules": {
        "en": "Illegal: these rules have no 劈 (pi).",
        "zh": "不合法：这套规则里没有劈。",
    },
    "pi_own_bid": {
        "en": "Illegal: a player may not call 劈 on their own bid.",
        "zh": "不合法：不能劈自己叫的点。",
    },
    "fanpi_not_in_rules": {
        "en": "Illegal: these rules have no 反劈 (fanpi).",
        "zh": "不合法：这套规则里没有反劈。",
    },
    "no_pi_to_answer": {
        "en": "Illegal: nobody has called 劈, so there is no 劈 to answer by opening, 反劈 or "
        "conceding; a plain challenge is 开 (dudo).",
        "zh": "不合法：还没有人劈，谈不上应劈（反劈或投降）；要开就直接开。",
    },
    "answer_pi_first": {
        "en": "Illegal: {caller} called {call}, and now {expected} must answer: {answers}.",
        "zh": "不合法：{caller} 已经{call}了，现在该 {expected} 应：{answers}。",
    },
    "pi_answer": {
        "en": "Legal: {player} answers the 劈 on {previous}.",
        "zh": "合法：{player} 回应对 {previous} 的劈。",
    },
    "fanpi_answer": {
        "en": "Legal: {player} answers the 反劈 on {previous}.",
        "zh": "合法：{player} 回应对 {previous} 的反劈。",
    },
    "round_over": {
        "en": "Illegal: the round is over.",
        "zh": "不合法：本轮已经结束。",
    },
    # --- the table companion (engine/table.py, engine/table_file.py) -------------
    "table_game_over": {
        "en": "Illegal: the game is over; start a new one to play on.",
        "zh": "不合法：这局已经结束，要接着玩请开新的一局。",
    },
    "table_reveal_pending": {
        "en": "Illegal: {player}'s call is waiting for its count. Lift the cups and enter "
        "how many dice match first.",
        "zh": "不合法：{player} 的喊话还在等开盅结果，先揭开骰盅，输入符合的骰子个数。",
    },
    "table_no_call_to_count": {
        "en": "No count to enter yet: the count comes after a call.",
        "zh": "现在还没有要数的骰子：有人喊话开盅之后才输入个数。",
    },
    "table_not_a_game": {
        "en": "This is not a game saved by the table companion.",
        "zh": "这不是牌桌助手保存的对局。",
    },
    "table_version": {
        "en": "This game was saved by another version of the table companion ({value}); "
        "this page reads version {expected}.",
        "zh": "这局是另一个版本的牌桌助手保存的（{value}），本页只能读取第 {expected} 版。",
    },
    "table_duplicate_name": {
        "en": "Two players are called “{name}” (at a table, capitals and invisible characters "
        "do not make a different name); names must be unique.",
        "zh": "有两名玩家都叫“{name}”（在牌桌上，大小写不同或多了看不见的字符，"
        "不算另一个名字），名字不能重复。",
    },
    "table_version_form": {
        "en": "This file's version is not written as a whole number, as the table companion "
        "writes it; this page reads version {expected} files.",
        "zh": "这个文件里的版本号不是整数，不是牌桌助手写出的格式；"
        "本页只能读取第 {expected} 版的文件。",
    },
    "table_too_large": {
        "en": "This saved game is longer than {most} characters, far more than any real game "
        "takes; nothing of it was read.",
        "zh": "这份对局超过了 {most} 个字符，真实的一局远远用不了这么多；内容没有被读取。",
    },
    "table_too_many_moves": {
        "en": "This saved game has {count} moves, more than the {most} a game can hold.",
        "zh": "这份对局有 {count} 步，超过了一局最多的 {most} 步。",
    },
    "table_name_invalid": {
        "en": "“{name}” cannot be a player's name: a name has 1 to {most} characters, without "
        "control characters or < > &.",
        "zh": "“{name}”不能当玩家名字：名字要有 1 到 {most} 个字符，不能含控制字符或 < > &。",
    },
    "table_move_unreadable": {
        "en": "Move {index} cannot be read: {detail}",
        "zh": "第 {index} 步无法读取：{detail}",
    },
    "table_move_illegal": {
        "en": "Move {index} cannot be played: {detail}",
        "zh": "第 {index} 步走不通：{detail}",
    },
    "table_seats_mid_round": {
        "en": "Players can leave or join only between rounds: finish this round first (or "
        "undo its moves).",
        "zh": "一轮打到一半时不能有人离开或加入：先打完这一轮（或撤销这一轮的步骤）。",
    },
    "table_seats_changed": {
        "en": "The seats changed.",
        "zh": "座位变了。",
    },
    "table_round_not_counted": {
        "en": "Round {round} ended without a count (a concession), so there is no count to "
        "correct.",
        "zh": "第 {round} 轮没有开盅数骰子（有人投降），没有可以改的个数。",
    },
    "table_no_such_round": {
        "en": "There is no finished round {round} to correct: {last} rounds have finished so "
        "far.",
        "zh": "没有打完的第 {round} 轮可以改：目前只打完了 {last} 轮。",
    },
    "table_night_unfinished": {
        "en": "Game {index} of the evening is not finished: the standings count finished "
        "games.",
        "zh": "今晚的第 {index} 局还没打完：战绩榜只算打完的对局。",
    },
    "table_night_too_many": {
        "en": "The evening holds {count} games, more than the {most} the standings keep.",
        "zh": "今晚记了 {count} 局，超过了战绩榜最多能记的 {most} 局。",
    },
    "table_night_game": {
        "en": "Game {index} of the evening cannot be read: {detail}",
        "zh": "今晚的第 {index} 局读不出来：{detail}",
    },
    # --- drills: why the engine's answer is right -----------------------------
    "drill_topic_unknown": {
        "en": "There is no drill topic “{topic}”; the topics are {valid}.",
        "zh": "没有“{topic}”这个练习题型；可选的题型有：{valid}。",
    },
    "drill_topic_not_in_rules": {
        "en": "These rules have nothing to ask about “{topic}”; their topics are {valid}.",
        "zh": "这套规则里没有“{topic}”这类题；可以练的题型有：{valid}。",
    },
    "count_wild": {
        "en": "Ones are wild this round: {real} showing {face}, plus wild ones: {ones}; "
        "{count} in all.",
        "zh": "这一轮 1 点万能：{face} 点有 {real} 颗，再算上 {ones} 颗 1，一共 {count} 颗。",
    },
    "count_ones": {
        "en": "A bid on ones counts only the ones: {count}.",
        "zh": "叫的是 1，只数 1：一共 {count} 颗。",
    },
    "count_unwild": {
        "en": "Ones are not wild this round, so only dice showing {face} count: {count}.",
        "zh": "这一轮 1 点不算万能，只数真正的 {face} 点：一共 {count} 颗。",
    },
    "count_fei": {
        "en": "The bid is 飞, so ones are wild: {real} showing {face}, plus wild ones: {ones}; "
        "{count} in all.",
        "zh": "这口叫的是飞，1 点万能：{face} 点有 {real} 颗，"
        "再算上 {ones} 颗 1，一共 {count} 颗。",
    },
    "count_zhai": {
        "en": "The bid is 斋, so ones are not wild: only dice showing {face} count: {count}.",
        "zh": "这口叫的是斋，1 点不算万能，只数真正的 {face} 点：一共 {count} 颗。",
    },
    "stake_holds": {
        "en": "The count for {bid} is {count}, enough: the bid holds, so the challenger, "
        "{loser}, takes {paid} ({why}).",
        "zh": "{bid} 开出 {count} 颗，够数，叫点成立，质疑的 {loser} 罚 {paid}（{why}）。",
    },
    "stake_fails": {
        "en": "The count for {bid} is {count}: the bid fell short, so the bidder, "
        "{loser}, takes {paid} ({why}).",
        "zh": "{bid} 只开出 {count} 颗，不够数，叫多了，叫点的 {loser} 罚 {paid}（{why}）。",
    },
    "stake_conceded": {
        "en": "{loser} conceded: the cups stay closed and {loser} pays half the stake, "
        "{paid} ({why}).",
        "zh": "{loser} 投降：不开盅，赔一半赌注，罚 {paid}（{why}）。",
    },
    "dudo_bid_holds": {
        "en": "The count for {bid} is {count}, enough: the bid holds, so the challenger, "
        "{loser}, loses {lost}.",
        "zh": "{bid} 开出 {count} 颗，够数，叫点成立，质疑的 {loser} 输掉 {lost}。",
    },
    "dudo_bid_fails": {
        "en": "The count for {bid} is {count}: the bid fell short, so the bidder, "
        "{loser}, loses {lost}.",
        "zh": "{bid} 只开出 {count} 颗，不够数，叫多了，叫点的 {loser} 输掉 {lost}。",
    },
    "calza_right_regains": {
        "en": "The count for {bid} is exactly {count}: the calza is right, nobody loses a die, "
        "and {caller} gets one back if short of five.",
        "zh": "{bid} 刚好开出 {count} 颗，Calza 喊中：谁也不输骰子，"
        "{caller} 不满五颗的话拿回一颗。",
    },
    "calza_right_bidder_loses": {
        "en": "The count for {bid} is exactly {count}: the calza is right, so the bidder, "
        "{loser}, loses {lost}.",
        "zh": "{bid} 刚好开出 {count} 颗，Calza 喊中，叫点的 {loser} 输掉 {lost}。",
    },
    "calza_wrong": {
        "en": "The count for {bid} is {count}, not exactly the quantity bid: the calza is "
        "wrong, so the caller, {loser}, loses {lost}.",
        "zh": "{bid} 开出 {count} 颗，不是刚好，Calza 喊错了，喊的 {loser} 输掉 {lost}。",
    },
    "opener_loser": {
        "en": "{player} lost the round, so {player} opens the next one.",
        "zh": "{player} 输了这一轮，下一轮由 {player} 先叫。",
    },
    "opener_calza_caller": {
        "en": "{player} called calza right, so {player} opens the next round.",
        "zh": "{player} 的 Calza 喊中了，下一轮由 {player} 先叫。",
    },
    "opener_after_out": {
        "en": "{out} lost the last die and is out, so the next player who still has dice, "
        "{player}, opens.",
        "zh": "{out} 输掉最后一颗骰子出局，由下一位还有骰子的 {player} 先叫。",
    },
    "party_plain": {
        "en": "{loser} loses the round and pays {winner} {transfer} point; {player} ends "
        "on {score}.",
        "zh": "{loser} 输了这一轮，给 {winner} {transfer} 分；{player} 现在是 {score} 分。",
    },
    "party_pressured": {
        "en": "The round was pressured, so {loser} pays {winner} {transfer} points instead "
        "of 1; {player} ends on {score}.",
        "zh": "这一轮加了压，{loser} 要给 {winner} {transfer} 分而不是 1 分；"
        "{player} 现在是 {score} 分。",
    },
    # --- malformed transcripts ----------------------------------------------
    "malformed_json": {
        "en": "This is not valid JSON: {detail}.",
        "zh": "这不是有效的 JSON：{detail}。",
    },
    "field_missing": {
        "en": "{where} is missing.",
        "zh": "缺少 {where}。",
    },
    "field_unknown": {
        "en": "{where} is not a known field.",
        "zh": "{where} 不是可识别的字段。",
    },
    "field_type": {
        "en": "{where} must be {expected}.",
        "zh": "{where} 必须是{expected}。",
    },
    "player_count": {
        "en": "These rules seat {minimum} to {maximum} players, not {count}.",
        "zh": "这套规则需要 {minimum} 到 {maximum} 名玩家，不能是 {count} 名。",
    },
    "duplicate_name": {
        "en": "Two players are called “{name}”; names must be unique.",
        "zh": "有两名玩家都叫“{name}”，名字不能重复。",
    },
    "bad_die": {
        "en": "{where} is {value}, but a die shows 1 to 6.",
        "zh": "{where} 是 {value}，但骰子只有 1 到 6 点。",
    },
    "too_many_dice": {
        "en": "{name} holds {count} dice; nobody holds more than 5.",
        "zh": "{name} 有 {count} 颗骰子，每人最多 5 颗。",
    },
    "drinks_needs_five_dice": {
        "en": "In 大话骰 everyone rolls 5 dice every round, but {name} holds {count}.",
        "zh": "大话骰每轮每人都摇 5 颗骰子，但 {name} 有 {count} 颗。",
    },
    "penalties_not_in_rules": {
        "en": "{where} gives penalties, which only the drinking score (mode=drinks) keeps.",
        "zh": "{where} 给了罚杯数，只有按罚酒计分（mode=drinks）才有罚杯。",
    },
    "party_needs_five_dice": {
        "en": "In party mode everyone keeps 5 dice, but {name} holds {count}.",
        "zh": "欢乐短局每人始终 5 颗骰子，但 {name} 有 {count} 颗。",
    },
    "party_scores_not_zero_sum": {
        "en": "Party scores start at 0 and only pass between players, so they sum to 0; "
        "these sum to {total}.",
        "zh": "欢乐短局的分数从 0 开始，只在玩家之间转移，总和永远是 0；这里的总和却是 {total}。",
    },
    "unknown_player": {
        "en": "{where} names “{name}”, who is not at the table.",
        "zh": "{where} 写的“{name}”不在桌上。",
    },
    "too_few_active_players": {
        "en": "A round needs at least two players with dice.",
        "zh": "一轮至少需要两名还有骰子的玩家。",
    },
    "action_after_call": {
        "en": "Action {index} comes after the call that ended the round.",
        "zh": "第 {index} 个动作出现在结束本轮的喊话之后。",
    },
    "action_shape": {
        "en": "Action {index} must have exactly one of “bid” or “call”.",
        "zh": "第 {index} 个动作必须且只能有“bid”或“call”其中之一。",
    },
    "unknown_call": {
        "en": "Action {index} calls “{value}”; a call is one of: {valid}.",
        "zh": "第 {index} 个动作喊的是“{value}”；只能喊以下之一：{valid}。",
    },
    "action_bid_unreadable": {
        "en": "Action {index}: {detail}",
        "zh": "第 {index} 个动作：{detail}",
    },
    "palifico_not_in_rules": {
        "en": "The transcript names a palifico player, but these rules have no palifico.",
        "zh": "记录指定了单骰玩家，但这套规则没有 Palifico。",
    },
    "palifico_player_eliminated": {
        "en": "The palifico player {name} has no dice.",
        "zh": "单骰玩家 {name} 已经没有骰子。",
    },
    # --- judge positions ------------------------------------------------------
    "coach_not_your_turn": {
        "en": "The coach speaks on the seat's own turn, and it is not that seat's turn.",
        "zh": "教练只在这个座位自己出手时给建议，现在不是它出手。",
    },
    "judge_illegal_move": {
        "en": "Action {index} cannot be played in this round: {detail}",
        "zh": "第 {index} 个动作在这一轮里走不了：{detail}",
    },
    "judge_round_over": {
        "en": "The actions end the round, so there is no decision left to judge.",
        "zh": "这些动作已经结束了这一轮，没有可以评判的决定了。",
    },
    "judge_not_to_act": {
        "en": "It is {expected}'s turn, not {seat}'s: the seat must be the player to act.",
        "zh": "现在轮到 {expected}，不是 {seat}：seat 必须是该出手的玩家。",
    },
    "judge_no_positions": {
        "en": "The list holds no position; give one position or a list of them.",
        "zh": "列表里没有局面；请给一个局面或一组局面。",
    },
    "judge_too_many_positions": {
        "en": "The list holds {count} positions; at most {most} are judged at once.",
        "zh": "列表里有 {count} 个局面；一次最多评判 {most} 个。",
    },
    # --- command line --------------------------------------------------------
    "history_illegal": {
        "en": "Bid {index} of the history, {bid}, is illegal: {detail}",
        "zh": "已叫的第 {index} 个叫点 {bid} 不合法：{detail}",
    },
    "number_empty": {
        "en": "{where} is empty: enter a whole number from {minimum} to {maximum}.",
        "zh": "{where} 还没有填：请填 {minimum} 到 {maximum} 之间的整数。",
    },
    "invalid_number": {
        "en": "{where} must be a whole number from {minimum} to {maximum}, not “{value}”.",
        "zh": "{where} 必须是 {minimum} 到 {maximum} 之间的整数，不能是“{value}”。",
    },
    "invalid_dice_list": {
        "en": "{where} must list at most {most} dice, each a face from 1 to 6, separated by "
              "spaces, not “{value}”.",
        "zh": "{where} 最多填 {most} 颗骰子，点数在 1 到 6 之间，用空格分开，不能是“{value}”。",
    },
    "unknown_bot": {
        "en": "Unknown bot level “{level}”. Choose one of: {valid}.",
        "zh": "没有“{level}”这个电脑难度。可选：{valid}。",
    },
    "bot_seat_count": {
        "en": "{where} needs one bot level per player: {expected} levels, not {given}.",
        "zh": "{where} 要给每位玩家各指定一个电脑难度：应写 {expected} 个，现在是 {given} 个。",
    },
    # --- the command line's own input ------------------------------------------
    "not_utf8": {
        "en": "{where} is not UTF-8 text (byte {position} cannot be read).",
        "zh": "{where} 不是 UTF-8 文本（第 {position} 个字节无法识别）。",
    },
    "input_too_large": {
        "en": "{where} is longer than {most} bytes, far more than any round transcript "
        "takes (a few thousand); nothing of it was judged.",
        "zh": "{where} 超过了 {most} 字节，而一轮的完整记录最多也就几千字节；这份输入没有被判定。",
    },
    "file_unreadable": {
        "en": "Cannot read {path}: {reason}.",
        "zh": "无法读取 {path}：{reason}。",
    },
    "usage_error": {
        "en": "{detail} (python -m engine --help lists the commands and their options)",
        "zh": "命令行参数有误：{detail}（python -m engine --help 列出全部命令和选项）",
    },
    "owner_needs_palifico": {
        "en": "--owner only goes with --palifico: only a palifico round has a palifico player.",
        "zh": "--owner 只能和 --palifico 一起用：只有单骰回合才有单骰玩家。",
    },
    # --- the review of a practice game ----------------------------------------
    "review_dice_none": {
        "en": "You lost no dice.",
        "zh": "你一颗骰子也没输。",
    },
    "review_points_none": {
        "en": "You gave away no points.",
        "zh": "你一分也没输给别人。",
    },
    "review_penalties_none": {
        "en": "You took no penalties.",
        "zh": "你一杯也没罚。",
    },
    "review_dice_lost": {
        "en": "You lost {lost}: {causes}.",
        "zh": "你一共输了 {lost}：{causes}。",
    },
    "review_points_lost": {
        "en": "You gave away {lost}: {causes}.",
        "zh": "你一共输给别人 {lost}：{causes}。",
    },
    "review_penalties_lost": {
        "en": "You took {lost}: {causes}.",
        "zh": "你一共罚了 {lost}：{causes}。",
    },
    "review_points_lost_won": {
        "en": "You won {won} and gave away {lost}: {causes}.",
        "zh": "你一共赢了 {won}，输给别人 {lost}：{causes}。",
    },
    "review_points_none_won": {
        "en": "You won {won} and gave away no points.",
        "zh": "你一共赢了 {won}，一分也没输给别人。",
    },
    "review_got_away": {
        "en": "Rounds where a mistake went unpunished: {n}.",
        "zh": "有 {n} 轮的失误侥幸没吃亏。",
    },
    "review_luck_and_error": {
        "en": "Luck over the game, rounds won and lost: {luck} {unit} (what your moves were "
        "expected to cost, less what the rounds did cost you; positive when the dice favoured "
        "you); error total {error} {unit} (decisions judged: {n}).",
        "zh": "整局合计的运气（输的几轮和赢的几轮一起算）{luck} {unit}"
        "（你的走法预计要付出的，减去实际付出的；正数表示骰子帮了你）；"
        "{n} 个决定的损失合计 {error} {unit}。",
    },
}


# Parts of messages, passed to them as parameters: the name of a JSON type and what a
# field should have been besides one (``expected``), how the browser facade names its
# fields (``where``), and why a file or a JSON text cannot be read (``reason``, ``detail``).
PHRASES: Mapping[str, Mapping[str, str]] = {
    # The label each verdict message starts with; Judgement.reasons drops it.
    "verdict.legal": {"en": "Legal: ", "zh": "合法："},
    "verdict.illegal": {"en": "Illegal: ", "zh": "不合法："},
    "mode.fei": {"en": "飞 (ones wild)", "zh": "飞"},
    "list.separator": {"en": ", ", "zh": "、"},
    "list.last": {"en": " and ", "zh": " 和 "},
    "table.players": {"en": "with {players} players", "zh": "{players} 个人玩"},
    "table.from_dice": {"en": "with {players} players (one for every {per} dice in play)",
                        "zh": "按一人 {per} 颗算，场上的骰子合 {players} 个人"},
    "table.from_dice_rounded": {
        "en": "with {players} players ({dice} dice in play, one player for every {per}, "
              "rounded down)",
        "zh": "场上 {dice} 颗骰子按一人 {per} 颗算，合 {players} 个人（零头不算）"},
    "table.most": {"en": "with {players} players (the largest table these rules allow; "
                           "{dice} dice in play would mean more)",
                   "zh": "场上 {dice} 颗骰子超过了这套规则最多的人数，按 {players} 个人算"},
    "table.fewest": {"en": "with {players} players (the smallest table these rules allow; "
                             "{dice} dice in play would mean fewer)",
                     "zh": "场上 {dice} 颗骰子不够这套规则最少的人数，按 {players} 个人算"},
    "mode.zhai": {"en": "斋 (ones not wild)", "zh": "斋"},
    "answers.open_fanpi_concede": {"en": "open, 反劈 or concede", "zh": "开、反劈或投降"},
    "answers.open_concede": {"en": "open or concede", "zh": "开或投降"},
    "call.pi": {"en": "劈", "zh": "劈"},
    "call.fanpi": {"en": "反劈", "zh": "反劈"},
    "type.object": {"en": "an object", "zh": "对象"},
    "type.list": {"en": "a list", "zh": "列表"},
    "type.string": {"en": "a string", "zh": "字符串"},
    "type.name": {"en": "a non-empty string", "zh": "非空字符串"},
    "type.boolean": {"en": "true or false", "zh": "true 或 false"},
    "type.integer": {"en": "a whole number", "zh": "整数"},
    "type.dice": {"en": "a list of dice", "zh": "骰子列表"},
    "field.rules": {"en": "The rule set", "zh": "规则"},
    "field.options": {"en": "The house rules", "zh": "房规"},
    "field.dice_in_play": {"en": "Dice in play", "zh": "场上骰子数"},
    "field.history": {"en": "Bids so far", "zh": "已叫的点"},
    "field.palifico": {"en": "Palifico round", "zh": "单骰回合（palifico）"},
    "field.owner": {"en": "Bidder is the palifico player", "zh": "叫点者是单骰玩家"},
    "field.bidder_dice": {"en": "The bidder's dice", "zh": "叫点者的骰子数"},
    "field.bid": {"en": "The bid", "zh": "叫点"},
    "field.own": {"en": "Your dice", "zh": "你的骰子"},
    "field.unseen": {"en": "Unseen dice", "zh": "看不见的骰子数"},
    "field.wild": {"en": "Wild ones", "zh": "1 点万能"},
    "field.transcript": {"en": "The transcript", "zh": "记录"},
    "field.players": {"en": "The players", "zh": "玩家"},
    "field.seed": {"en": "The seed", "zh": "随机种子"},
    "field.game": {"en": "The game", "zh": "对局"},
    "field.action": {"en": "The move", "zh": "这一步"},
    "field.level": {"en": "The bot level", "zh": "电脑难度"},
    "field.seat": {"en": "The seat", "zh": "座位"},
    "field.op": {"en": "The operation", "zh": "操作"},
    "field.topic": {"en": "The topic", "zh": "题型"},
    "field.answer": {"en": "Your answer", "zh": "你的答案"},
    "field.index": {"en": "The question number", "zh": "题号"},
    "field.count": {"en": "The count", "zh": "开出的个数"},
    "field.opener": {"en": "The first opener", "zh": "第一个叫点的人"},
    "field.moves": {"en": "The moves", "zh": "每一步"},
    "field.games": {"en": "The evening's games", "zh": "今晚的对局"},
    "field.round": {"en": "The round", "zh": "轮次"},
    "field.move_number": {"en": "Move {n}", "zh": "第 {n} 步"},
    "field.text": {"en": "The saved game", "zh": "保存的对局"},
    "field.missed": {"en": "The questions missed", "zh": "答错的题"},
    "field.bots": {"en": "The bots", "zh": "电脑玩家"},
    "field.judged": {"en": "The decisions already judged", "zh": "已评过的决定"},
    "field.move": {"en": "The move", "zh": "这一步"},
    "penalties.one": {"en": "{n} penalty", "zh": "{n} 杯"},
    "penalties.many": {"en": "{n} penalties", "zh": "{n} 杯"},
    "points.one": {"en": "{n} point", "zh": "{n} 分"},
    "points.many": {"en": "{n} points", "zh": "{n} 分"},
    "review.cause.luck": {"en": "{amount} to bad luck", "zh": "{amount}输在运气不好"},
    "review.cause.mistake": {"en": "{amount} to mistakes", "zh": "{amount}输在自己失误"},
    "review.cause.forced": {"en": "{amount} in spots where even the best move was likely to lose",
                            "zh": "{amount}输在连最好的走法也多半要输的局面"},
    "review.cause.unsure": {"en": "{amount} to moves that may have been mistakes",
                            "zh": "{amount}输在可能走错的几步"},
    "review.cause.likely": {"en": "{amount} where your own move was likely to lose",
                            "zh": "{amount}输在这一步本来就多半要输"},
    "stake.kai": {"en": "a plain 开 puts {n} at stake", "zh": "直接开，赌注 {n} 杯"},
    "stake.pi": {"en": "劈 doubled the stake to {n}", "zh": "劈了，赌注翻倍成 {n} 杯"},
    "stake.fanpi": {"en": "劈 and then 反劈 doubled it twice, to {n}",
                    "zh": "劈了又反劈，翻了两番，成 {n} 杯"},
    "dice.one": {"en": "1 die", "zh": "1 颗骰子"},
    "dice.many": {"en": "{n} dice", "zh": "{n} 颗骰子"},
    "unit.dice": {"en": "dice", "zh": "颗骰子"},
    "unit.points": {"en": "points", "zh": "分"},
    "unit.penalties": {"en": "penalties", "zh": "杯"},
    "expected.owner": {"en": "off outside a palifico round", "zh": "不是单骰回合时不能勾选"},
    "expected.names": {"en": "a list of different names", "zh": "互不相同的名字列表"},
    "expected.judged": {"en": "a list of the judge's records of this player's moves",
                        "zh": "这位玩家各步的评判记录列表"},
    "expected.table_move": {"en": "a bid, a call or a count",
                            "zh": "一个叫点、一次喊话或开出的个数"},
    "expected.move": {"en": "a bid or a call (dudo, calza, or 大话骰's 劈, open, 反劈, concede)",
                      "zh": "一个叫点，或一次喊话（开盅、calza，或大话骰的劈、开、反劈、投降）"},
    "expected.indices": {"en": "a list of at most {most} question numbers",
                         "zh": "最多 {most} 个题号的列表"},
    "input.stdin": {"en": "The standard input", "zh": "标准输入"},
    "file.not_found": {"en": "no such file", "zh": "文件不存在"},
    "file.is_a_folder": {"en": "it is a folder", "zh": "这是一个文件夹"},
    "file.no_permission": {"en": "permission denied", "zh": "没有读取权限"},
    "json.duplicate_key": {"en": "the key “{key}” appears twice in one object",
                           "zh": "同一个对象里键“{key}”出现了两次"},
    "json.too_deep": {"en": "it nests more than {depth} levels deep", "zh": "嵌套超过 {depth} 层"},
    "json.unexpected_text": {"en": "unexpected text at line {line}, column {column}",
                             "zh": "第 {line} 行第 {column} 列无法解析"},
    "json.number_too_long": {"en": "a number is too long to read",
                             "zh": "有一个数字太长，无法读取"},
    "json.lone_surrogate": {"en": "it holds a broken character (a lone UTF-16 surrogate)",
                            "zh": "含有残缺的字符（落单的 UTF-16 代理项）"},
}


def type_name(kind: str) -> dict[str, str]:
    """The localized name of a JSON type, for ``field_type`` messages."""
    return phrase(f"type.{kind}")


def phrase(key: str, /, **params: Any) -> dict[str, str]:
    """The part of a message ``PHRASES[key]`` in every language, ``params`` filled in."""
    return {lang: PHRASES[key][lang].format(**{name: _shown(name, _localize(value, lang))
                                              for name, value in params.items()})
            for lang in LANGUAGES}


# Parameters that may echo input (a player's name, a preset, a typed value, a field path
# holding an unknown key), each with the most characters a message shows of it.
ECHOED: Mapping[str, int] = {
    "name": 40, "player": 40, "preset": 40, "option": 40, "value": 40, "text": 40,
    "level": 40, "key": 40, "where": 200, "path": 200,
}


def _localize(value: Any, lang: str) -> Any:
    if isinstance(value, Mapping) and set(value) == set(LANGUAGES):
        return value[lang]
    return value


def _shown(key: str, value: Any) -> Any:
    """A parameter as a message shows it: any whole number bounded, echoed input made safe."""
    if isinstance(value, int) and not isinstance(value, bool):
        return echo_number(value)
    if isinstance(value, str) and key in ECHOED:
        return echo_text(value, ECHOED[key])
    return value


# Han characters and full-width punctuation: Chinese text sets no space between two of
# them, though it does between Chinese and Latin letters or digits (“是 {value}，”).
_HAN = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]")
_ZHAI_BID = re.compile(r"\d个\d斋$")


def _zh_join(parts: list[tuple[str, str]]) -> str:
    """Join literal/value pairs, dropping a template's space between Han on both sides.

    Templates put a space around a placeholder, which is right for ``actions[0]`` but not
    for a field named in Chinese (“这一步 写的”). Only the template's own spaces are
    touched: a value, which may echo what the reader typed, is never changed. The space
    after a 斋 bid stays (“4个3斋 够了”, not “4个3斋够了”): the bid ends there.
    """
    out: list[str] = []
    for index, (literal, value) in enumerate(parts):
        before = parts[index - 1][1] if index else ""
        if (before and literal[:1] == " " and _HAN.match(before[-1])
                and _HAN.match(literal[1:2]) and not _ZHAI_BID.search(before)):
            literal = literal[1:]
        if value and literal[-1:] == " " and _HAN.match(value[0]) and _HAN.match(literal[-2:-1]):
            literal = literal[:-1]
        out += [literal, value]
    return "".join(out)


def message(code: str, lang: str = "en", **params: Any) -> str:
    """The message for ``code`` in ``lang`` (English for an unknown language)."""
    if lang not in LANGUAGES:
        lang = "en"
    template = CATALOGUE[code][lang]
    values = {key: _shown(key, _localize(value, lang)) for key, value in params.items()}
    if lang != "zh":
        return template.format(**values)
    return _zh_join([(literal, "" if name is None else format(values[name], spec or ""))
                     for literal, name, spec, _ in Formatter().parse(template)])


def messages(code: str, **params: Any) -> dict[str, str]:
    """The message for ``code`` in every language, as ``{"en": ..., "zh": ...}``."""
    return {lang: message(code, lang, **params) for lang in LANGUAGES}

