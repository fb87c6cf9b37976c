"""Which rules page explains each reason a drill can give (a docs path, without ``.md``).

The widget links its feedback to ``PAGES[reason]`` on the site of the page's language;
a site test checks that every page named here exists in both languages.
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
}
