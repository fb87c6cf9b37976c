"""大话骰 worked examples as figures: the bid's mode in words, 劈/反劈/开/投降 as calls, the
count only when the cups are opened, and the penalty points each player ends the round with
(issue 21: «Worked examples for each rule (at least eight, each verified …)»; spec
spec/rulesets.md "大话骰 … Calls and stakes", "Scoring and rounds")."""

from __future__ import annotations

from tests.site.figures import figure_view


def test_a_zhai_bid_is_said_with_its_mode_and_counted_without_ones() -> None:
    """Spec "Counting": 斋 counts F only; issue 21: «every bid is called 斋 or 飞»."""
    view = figure_view("dahua-zhai-counts-real-fives", "zh")
    assert view.actions[0].words == "叫 3个五斋"
    assert view.highlighted == 2 and "斋" in view.count_note
    assert view.results == ["只有 2 个，不够 3 个：叫多了，Ana 输。", "Ana 罚 1 杯。"]


def test_pi_fanpi_open_shows_each_call_and_the_penalty_points() -> None:
    """Spec "Calls and stakes": 劈 doubles, 反劈 doubles again, the loser takes the stake."""
    view = figure_view("dahua-pi-fanpi-open", "en")
    assert [a.code for a in view.actions] == ["4x5", "", "", ""]
    assert "pi (劈)" in view.actions[1].words and "fanpi (反劈)" in view.actions[2].words
    assert view.results[-1] == "Ben takes 4 penalty points (drinks)."
    assert view.after_caption == "Penalty points after the round"
    ana, ben = (next(r for r in view.rows if r.name == n) for n in ("Ana", "Ben"))
    assert (ben.before, ben.change, ben.after) == ("0", "+4", "4")
    assert (ana.before, ana.after) == ("2", "2")  # she lost the last round, so she opens


def test_a_concession_counts_nothing_and_pays_half() -> None:
    """Spec "Referee": «after a concession nothing is counted and "count" is null»."""
    view = figure_view("dahua-concede-after-pi", "zh")
    assert view.count_line == "" and view.highlighted == 0
    assert not any(d.counted for p in view.players for d in p.dice)
    assert view.results == ["Ana 在赌注 2 时投降，不开盅。", "Ana 罚 1 杯。"]


def test_only_bids_carry_the_shorthand_chip_never_the_engines_call_words() -> None:
    """Issue 21's 大话骰 figures; audit zh pass 3, item 10: «Ben 劈！赌注翻倍 pi … Ana 投降，不开盅
    concede»: the chip after a move is the site's explained bid shorthand (4x2, 3x5z); the
    engine's call words are not."""
    for lang in ("en", "zh"):
        assert [a.code for a in figure_view("dahua-pi-fanpi-open", lang).actions] == ["4x5", "", "", ""]
        assert [a.code for a in figure_view("dahua-concede-after-pi", lang).actions] == ["5x6", "", ""]
