"""Whether a bid is legal in a round, why, and the smallest legal bid of each face.

The round is described by a :class:`BidContext`: the rules, the dice in play,
the bids made so far, and what matters about the bidder (palifico owner, dice
held). Calls (dudo, calza) depend on who sits where; :mod:`engine.round`
judges those.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.bids import FACES, FEI, MAX_QUANTITY, ZHAI, Bid, localized_bid
from engine.errors import RulesError
from engine.messages import PHRASES, messages, phrase
from engine.modes import mode_minimum, moded, opening_minimum, outranks
from engine.rules import MAX_DICE_IN_PLAY, START_DICE, Rules


@dataclass(frozen=True)
class Judgement:
    """The verdict on one move: legal or not, with a stable reason code."""

    legal: bool
    reason: str
    params: dict[str, Any] = field(default_factory=dict, compare=False)

    @property
    def messages(self) -> dict[str, str]:
        """The reason in every language, as ``{"en": ..., "zh": ...}``."""
        return messages(self.reason, **self.params)

    @property
    def reasons(self) -> dict[str, str]:
        """The reason without its "Legal: " / "Illegal: " label, in every language: for a
        message that says "is illegal" itself and gives this one as its reason."""
        label = PHRASES["verdict.legal" if self.legal else "verdict.illegal"]
        return {lang: text.removeprefix(label[lang]) for lang, text in self.messages.items()}


@dataclass(frozen=True)
class BidContext:
    """What decides whether a bid is legal: rules, dice in play, bids so far, the bidder.

    A palifico round needs rules with palifico rounds (:class:`RulesError` otherwise).
    """

    rules: Rules
    dice_in_play: int
    history: tuple[Bid, ...] = ()
    palifico: bool = False
    bidder_is_palifico_owner: bool = False
    bidder_dice: int | None = None
    players: int | None = None

    def __post_init__(self) -> None:
        if self.palifico and not self.rules.palifico:
            raise RulesError("palifico_round_not_in_rules")

    @property
    def standing(self) -> Bid | None:
        """The bid to beat, or None before the opening bid."""
        return self.history[-1] if self.history else None

    @property
    def table_size(self) -> int:
        """The players in the round: as given, else one per five dice in play (a 大话骰
        table, where every player rolls five dice), within the rule set's smallest and
        largest tables."""
        return self.players if self.players is not None else min(
            self.rules.max_players, max(self.rules.min_players, self.dice_in_play // START_DICE))

    def table_words(self) -> dict[str, str]:
        """The table size as a message states it, in every language: as given, or as the
        count of players the dice in play stand for, saying so."""
        players = self.table_size
        if self.players is not None:
            return phrase("table.players", players=players)
        from_dice = self.dice_in_play // START_DICE
        if from_dice < players:
            return phrase("table.fewest", players=players, dice=self.dice_in_play)
        if from_dice > players:
            return phrase("table.most", players=players, dice=self.dice_in_play)
        if players * START_DICE < self.dice_in_play:
            return phrase("table.from_dice_rounded", players=players, per=START_DICE,
                          dice=self.dice_in_play)
        return phrase("table.from_dice", players=players, per=START_DICE)

    def after(self, bid: Bid, bidder_is_palifico_owner: bool = False,
              bidder_dice: int | None = None) -> BidContext:
        """The context for the next bidder once ``bid`` has been made."""
        made = moded(bid) if self.rules.bid_modes else bid
        return BidContext(
            self.rules, self.dice_in_play, (*self.history, made), self.palifico,
            bidder_is_palifico_owner, bidder_dice, self.players,
        )


def ones_wild(rules: Rules, history: tuple[Bid, ...], palifico: bool) -> bool:
    """Whether ones are wild in a round with this opening (spec: wild ones, palifico); with
    bid modes, whether the standing bid is 飞 (before any bid: yes, 飞 is the default)."""
    if rules.bid_modes:
        return not history or moded(history[-1]).mode == FEI
    if not rules.wild_ones or palifico:
        return False
    return not (rules.ones_opened_unwild and history and history[0].face == 1)


def context_wild(ctx: BidContext) -> bool:
    """Whether ones are wild for the next bid in ``ctx``."""
    return ones_wild(ctx.rules, ctx.history, ctx.palifico)


def _normal_raise(bid: Bid, previous: Bid) -> Judgement:
    params = {"bid": localized_bid(bid), "previous": localized_bid(previous)}
    if bid.quantity > previous.quantity:
        return Judgement(True, "higher_quantity", params)
    if bid.quantity == previous.quantity and bid.face > previous.face:
        return Judgement(True, "higher_face", params)
    return Judgement(False, "not_a_raise", params)


def _wild_raise(bid: Bid, previous: Bid) -> Judgement:
    params: dict[str, Any] = {"bid": localized_bid(bid), "previous": localized_bid(previous),
                              "quantity": previous.quantity}
    if previous.face == 1 and bid.face == 1:
        if bid.quantity > previous.quantity:
            return Judgement(True, "higher_quantity", params)
        return Judgement(False, "ones_must_rise", params)
    if bid.face == 1:
        params["minimum"] = -(-previous.quantity // 2)
        ok = bid.quantity >= params["minimum"]
        return Judgement(ok, "to_ones" if ok else "ones_too_few", params)
    if previous.face == 1:
        params["minimum"] = 2 * previous.quantity + 1
        ok = bid.quantity >= params["minimum"]
        return Judgement(ok, "from_ones" if ok else "face_after_ones_too_few", params)
    return _normal_raise(bid, previous)


def _palifico_raise(ctx: BidContext, bid: Bid, previous: Bid) -> Judgement:
    if ctx.bidder_is_palifico_owner and ctx.rules.palifico_owner_may_change_face:
        verdict = _normal_raise(bid, previous)
        if verdict.legal and bid.face != previous.face:
            return Judgement(True, "palifico_owner_new_face",
                            {"face": bid.face, "bid": localized_bid(bid)})
        if not verdict.legal:
            return verdict
    elif bid.face != previous.face:
        return Judgement(False, "face_locked", {"face": previous.face})
    elif bid.quantity <= previous.quantity:
        return _normal_raise(bid, previous)
    return Judgement(True, "palifico_raise", {"face": previous.face})


def _opening(ctx: BidContext, bid: Bid) -> Judgement:
    if bid.face == 1 and ctx.rules.ones_opening == "single_die_only":
        if ctx.bidder_dice == 1:
            return Judgement(True, "opening_bid_ones_single_die")
        return Judgement(False, "ones_opening_forbidden")
    return Judgement(True, "opening_bid")


MODE_PHRASES = {FEI: "mode.fei", ZHAI: "mode.zhai"}


def _mode_opening(ctx: BidContext, bid: Bid) -> Judgement:
    minimum = opening_minimum(ctx.rules, ctx.table_size, bid.mode)
    if minimum <= 1:
        return Judgement(True, "opening_bid")
    params = {"bid": localized_bid(bid), "minimum": minimum, "table": ctx.table_words(),
              "mode": PHRASES[MODE_PHRASES[bid.mode]]}
    ok = bid.quantity >= minimum
    return Judgement(ok, "opening_minimum_met" if ok else "opening_below_minimum", params)


def _mode_raise(ctx: BidContext, bid: Bid, previous: Bid) -> Judgement:
    """A 大话骰 raise (spec: "Bids"): within a mode by quantity, then by face rank; from
    飞 to 斋 and back by the quantities ``fei_to_zhai`` and ``zhai_to_fei`` ask."""
    params: dict[str, Any] = {"bid": localized_bid(bid), "previous": localized_bid(previous)}
    if bid.mode == previous.mode:
        if bid.quantity > previous.quantity:
            return Judgement(True, "higher_quantity", params)
        if bid.quantity == previous.quantity and outranks(ctx.rules, bid.face, previous.face):
            ones_top = bid.face == 1 and ctx.rules.face_rank == "ones_high"
            return Judgement(True, "ones_rank_highest" if ones_top else "higher_face", params)
        top = previous.face == 1 and ctx.rules.face_rank == "ones_high"
        return Judgement(False, "top_face_must_rise" if top else "not_a_raise", params)
    minimum = mode_minimum(ctx.rules, previous.quantity, bid.mode)
    if minimum is None:
        return Judgement(False, "zhai_locked", params)
    params["minimum"] = minimum
    ok = bid.quantity >= minimum
    if bid.mode == ZHAI:
        return Judgement(ok, "to_zhai" if ok else "zhai_too_few", params)
    return Judgement(ok, "to_fei" if ok else "fei_too_few", params)


def _judge_moded(ctx: BidContext, bid: Bid) -> Judgement:
    if bid.face == 1 and bid.mode == FEI:
        return Judgement(False, "ones_always_zhai", {"bid": localized_bid(bid)})
    bid = moded(bid)
    previous = ctx.standing
    if previous is None:
        return _mode_opening(ctx, bid)
    return _mode_raise(ctx, bid, moded(previous))


def judge_bid(ctx: BidContext, bid: Bid) -> Judgement:
    """Judge ``bid`` as the next bid in ``ctx`` (spec: raises, ones, palifico, cap, and the
    大话骰 modes when the rules have them)."""
    if bid.quantity > MAX_QUANTITY:
        return Judgement(False, "quantity_above_limit",
                         {"bid": localized_bid(bid), "maximum": MAX_QUANTITY,
                          "dice": MAX_DICE_IN_PLAY})
    if bid.mode and not ctx.rules.bid_modes:
        return Judgement(False, "bid_mode_not_in_rules", {"bid": localized_bid(bid)})
    previous = ctx.standing
    if ctx.rules.bid_modes:
        verdict = _judge_moded(ctx, bid)
    elif previous is None:
        verdict = _opening(ctx, bid)
    elif ctx.palifico:
        verdict = _palifico_raise(ctx, bid, previous)
    elif context_wild(ctx):
        verdict = _wild_raise(bid, previous)
    else:
        verdict = _normal_raise(bid, previous)
    if verdict.legal and ctx.rules.cap_at_dice and bid.quantity > ctx.dice_in_play:
        return Judgement(False, "exceeds_dice_in_play",
                         {"bid": localized_bid(bid), "dice": ctx.dice_in_play})
    return verdict


def _moded_quantity(ctx: BidContext, face: int, mode: str) -> int | None:
    previous = ctx.standing
    if previous is None:
        return opening_minimum(ctx.rules, ctx.table_size, mode)
    previous = moded(previous)
    if mode != previous.mode:
        return mode_minimum(ctx.rules, previous.quantity, mode)
    if outranks(ctx.rules, face, previous.face):
        return previous.quantity
    return previous.quantity + 1


def _candidate_quantity(ctx: BidContext, face: int) -> int | None:
    previous = ctx.standing
    if ctx.rules.bid_modes:
        return _moded_quantity(ctx, face, ZHAI if face == 1 else FEI)
    if previous is None:
        return 1
    if ctx.palifico and not (ctx.bidder_is_palifico_owner
                             and ctx.rules.palifico_owner_may_change_face):
        return previous.quantity + 1 if face == previous.face else None
    if not ctx.palifico and context_wild(ctx):
        if face == 1:
            return previous.quantity + 1 if previous.face == 1 else -(-previous.quantity // 2)
        if previous.face == 1:
            return 2 * previous.quantity + 1
    return previous.quantity if face > previous.face else previous.quantity + 1


def smallest_raise(ctx: BidContext, face: int, mode: str = "") -> Bid | None:
    """The smallest bid of ``face`` (in ``mode``, with bid modes) that the raise rules allow
    after ``ctx``, before the table's cap and the parser's limit are applied: the bid whose
    judgement says why no bid of the face is legal when :func:`minimum_raises` has none.
    None when the raise rules themselves allow no bid of the face (a locked face)."""
    if ctx.rules.bid_modes and mode == ZHAI and face != 1:
        quantity = _moded_quantity(ctx, face, ZHAI)
        return Bid(quantity, face, ZHAI) if quantity is not None else None
    quantity = _candidate_quantity(ctx, face)
    if quantity is None:
        return None
    return moded(Bid(quantity, face)) if ctx.rules.bid_modes else Bid(quantity, face)


def minimum_raises(ctx: BidContext) -> dict[int, Bid | None]:
    """The smallest legal bid of each face 1–6 after ``ctx`` (None when no bid of it is legal).

    A bid whose quantity would pass ``MAX_QUANTITY`` is not legal, so a suggestion is
    always a bid the parser reads back.
    """
    result: dict[int, Bid | None] = {}
    for face in FACES:
        bid = smallest_raise(ctx, face)
        result[face] = bid if bid is not None and judge_bid(ctx, bid).legal else None
    return result


def minimum_zhai_raises(ctx: BidContext) -> dict[int, Bid | None]:
    """With bid modes, the smallest legal 斋 bid of each face 2–6 (faces 1–6 of
    :func:`minimum_raises` are 飞, and 斋 for ones); empty without bid modes."""
    if not ctx.rules.bid_modes:
        return {}
    result: dict[int, Bid | None] = {}
    for face in FACES[1:]:
        bid = smallest_raise(ctx, face, ZHAI)
        result[face] = bid if bid is not None and judge_bid(ctx, bid).legal else None
    return result
