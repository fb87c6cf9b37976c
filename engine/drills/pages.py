"""Which rules page explains each reason a drill can give (a docs path, without ``.md``).

The widget links its feedback to ``PAGES[reason]`` on the site of the page's language,
at the heading ``SECTIONS[reason]`` when the reason has one; a test checks that every page
named here exists in both languages, and a site test that every section is a heading id of
the built page in both.
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
    "no_raise_fits_table": "rules/bidding",
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
    "top_face_must_rise": "dahua",
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
    "fanpi_answer": "dahua",
    "count_fei": "dahua",
    "count_zhai": "dahua",
    "stake_holds": "dahua",
    "stake_fails": "dahua",
    "stake_conceded": "dahua",
}

SECTIONS: Mapping[str, str] = {
    "opening_minimum_met": "the-opening-minimum",
    "opening_below_minimum": "the-opening-minimum",
    "ones_rank_highest": "the-one-is-the-top-face",
    "top_face_must_rise": "the-one-is-the-top-face",
    "to_zhai": "from-fei-to-zhai-and-back",
    "zhai_too_few": "from-fei-to-zhai-and-back",
    "to_fei": "from-fei-to-zhai-and-back",
    "fei_too_few": "from-fei-to-zhai-and-back",
    "zhai_locked": "from-fei-to-zhai-and-back",
    "ones_always_zhai": "zhai-and-fei",
    "pi_call": "kai-pi-fanpi-and-giving-up",
    "pi_own_bid": "kai-pi-fanpi-and-giving-up",
    "no_pi_to_answer": "kai-pi-fanpi-and-giving-up",
    "answer_pi_first": "kai-pi-fanpi-and-giving-up",
    "pi_answer": "kai-pi-fanpi-and-giving-up",
    "fanpi_answer": "kai-pi-fanpi-and-giving-up",
    "count_fei": "zhai-and-fei",
    "count_zhai": "zhai-and-fei",
    "stake_holds": "the-drinking-score",
    "stake_fails": "the-drinking-score",
    "stake_conceded": "the-drinking-score",
}
"""The heading of its page that explains a reason, for the reasons whose page has several
topics (the sections of the dahua page): a heading id the page has in both languages (the Chinese
page sets the English ids on those headings, as ones.zh.md does for opening-on-ones)."""
