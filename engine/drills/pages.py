"""Which rules page explains each reason a drill can give (a docs path, without ``.md``).

The widget links its feedback to ``PAGES[reason]`` on the site of the page's language,
at the heading ``SECTIONS[reason][lang]`` when the reason has one; a test checks that every
page named here exists in both languages, and a site test that every section is a heading
id of the built page in its language.
"""

from __future__ import annotations

from collections.abc import Mapping

PAGES: Mapping[str, str] = {
    "opening_bid": "rules/bidding",
    "opening_bid_ones_single_die": "rules/ones",
    "ones_opening_forbidden": "rules/ones",
    "higher_quantity": "rules/bidding",
    "higher_face": "rules/bidding",
    "not_a_raise": "rules/bidding",
    "exceeds_dice_in_play": "rules/bidding",
    "quantity_above_limit": "variants",
    "to_ones": "rules/ones",
    "from_ones": "rules/ones",
    "ones_too_few": "rules/ones",
    "ones_must_rise": "rules/ones",
    "face_after_ones_too_few": "rules/ones",
    "palifico_raise": "palifico",
    "palifico_owner_new_face": "palifico",
    "face_locked": "palifico",
    "dudo_call": "rules/challenge",
    "nothing_to_call": "rules/challenge",
    "not_your_turn": "rules/setup",
    "calza_call": "calza",
    "calza_not_in_rules": "calza",
    "calza_own_bid": "calza",
    "pressure_not_in_rules": "party",
    "pressure_used_up": "party",
    "pressure_already_applied": "party",
    "count_wild": "rules/wild-ones",
    "count_ones": "rules/wild-ones",
    "count_unwild": "rules/wild-ones",
    "dudo_bid_holds": "rules/challenge",
    "dudo_bid_fails": "rules/challenge",
    "calza_right_regains": "calza",
    "calza_right_bidder_loses": "calza",
    "calza_wrong": "calza",
    "opener_loser": "rules/losing-dice",
    "opener_calza_caller": "calza",
    "opener_after_out": "rules/losing-dice",
    "party_plain": "party",
    "party_pressured": "party",
    # 大话骰 (dahua): its own page, at the section of SECTIONS below.
    "opening_minimum_met": "dahua",
    "opening_below_minimum": "dahua",
    "ones_rank_highest": "dahua",
    "to_zhai": "dahua",
    "zhai_too_few": "dahua",
    "to_fei": "dahua",
    "fei_too_few": "dahua",
    "zhai_locked": "dahua",
    "ones_always_zhai": "dahua",
    "pi_call": "dahua",
    "pi_own_bid": "dahua",
    "no_pi_to_answer": "dahua",
    "answer_pi_first": "dahua",
    "pi_answer": "dahua",
    "count_fei": "dahua",
    "count_zhai": "dahua",
    "stake_holds": "dahua",
    "stake_fails": "dahua",
    "stake_conceded": "dahua",
}

_OPENING = {"en": "the-opening-minimum", "zh": "起叫"}
_TOP_FACE = {"en": "the-one-is-the-top-face", "zh": "1-最大"}
_MODES = {"en": "zhai-and-fei", "zh": "斋和飞"}
_CONVERSIONS = {"en": "from-fei-to-zhai-and-back", "zh": "飞改斋斋改飞"}
_PI = {"en": "kai-pi-fanpi-and-giving-up", "zh": "开劈反劈投降"}
_STAKES = {"en": "the-drinking-score", "zh": "罚酒怎么算"}

SECTIONS: Mapping[str, Mapping[str, str]] = {
    "opening_minimum_met": _OPENING,
    "opening_below_minimum": _OPENING,
    "ones_rank_highest": _TOP_FACE,
    "to_zhai": _CONVERSIONS,
    "zhai_too_few": _CONVERSIONS,
    "to_fei": _CONVERSIONS,
    "fei_too_few": _CONVERSIONS,
    "zhai_locked": _CONVERSIONS,
    "ones_always_zhai": _MODES,
    "pi_call": _PI,
    "pi_own_bid": _PI,
    "no_pi_to_answer": _PI,
    "answer_pi_first": _PI,
    "pi_answer": _PI,
    "count_fei": _MODES,
    "count_zhai": _MODES,
    "stake_holds": _STAKES,
    "stake_fails": _STAKES,
    "stake_conceded": _STAKES,
}
"""The heading of its page (by language, as the built page spells the id) that explains a
reason, for the reasons whose page has several topics: the 大话骰 page's sections."""
