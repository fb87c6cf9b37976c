"""A worked example whose round ends the game: the figure names the winner, not an opener.

Spec spec/rulesets.md, rules 34-35 («A player with 0 dice is eliminated and never
acts again. The last player holding dice wins»): after Eve's palifico round (Perudo, two
players) only Frank holds dice, so no next round is opened (audit pass 22, zh: «Eve 出局。下一轮由
Frank 先叫。»). A round that leaves two or more players with dice still says who opens next.
"""

from __future__ import annotations

import pytest

from tests.site.figures import figure_view


@pytest.mark.parametrize(("lang", "won", "opener"), [
    ("en", "Frank is the last player with dice and wins the game.", "opens the next round"),
    ("zh", "只剩 Frank 还有骰子，赢下整局。", "下一轮由"),
])
def test_the_last_player_with_dice_wins_and_opens_no_round(lang: str, won: str,
                                                           opener: str) -> None:
    """Spec, rules 34-35: «The last player holding dice wins»: Eve's elimination leaves
    Frank alone, so the figure says he wins and names no opener."""
    view = figure_view("eve-palifico-two-fours", lang)
    assert view.after_lines[-1] == won
    assert not any(opener in line for line in view.after_lines)


def test_an_elimination_that_leaves_a_table_still_names_the_next_opener() -> None:
    """Spec, rule 38: the next opener is the loser or, «if that player was eliminated, … the
    next active player after them»."""
    view = figure_view("last-die-and-next-opener", "en")
    assert view.after_lines[-1] == "Dan opens the next round."
