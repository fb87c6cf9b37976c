"""Fixing a mistake without undoing a night (issue 44, item 5): an earlier round's count
corrected with the rest replayed (``table_correct``), and players leaving or joining between
rounds (``{"leave"}``, ``{"join", "after"}`` moves of a saved game)."""

from __future__ import annotations

import json

from engine_support import assert_bilingual
from test_table_game import call, play, seats

SCRIPT = "Ana 3x4, Ben dudo, =5, Ben 2x2, Cai dudo, =1, Ben 3x3, Cai dudo, =4"


def test_a_corrected_count_replays_the_rest_and_says_what_changed() -> None:
    """issue 44: «correct an earlier round's count … with the engine replaying the rest and
    saying what changed»; spec: «The bid holds when the count reaches its quantity»: round 3's
    3 threes with 1 counted instead of 4 fails, so Ben loses the die Cai lost."""
    game = play("perudo", "Ana Ben Cai", SCRIPT)["game"]
    assert seats(play("perudo", "Ana Ben Cai", SCRIPT)) == {"Ana": 5, "Ben": 3, "Cai": 4}
    answer = call("table_correct", game=game, round=3, count=1)["result"]
    assert answer["correction"] == {"round": 3, "was": 4, "count": 1, "changed": [3],
                                    "set_aside": None, "recount": []}
    assert seats(answer) == {"Ana": 5, "Ben": 2, "Cai": 5}
    assert answer["game"]["moves"][-1] == {"count": 1}


def test_moves_that_no_longer_fit_are_set_aside_with_the_engines_reason() -> None:
    """issue 44 item 5; spec: «The next round is opened by the player who lost dice in the
    resolution»: with round 1 corrected, Ana loses and opens round 2, so the recorded round 2
    (opened by Ben) no longer fits, and its moves are set aside, with the reason."""
    game = play("perudo", "Ana Ben Cai", SCRIPT)["game"]
    answer = call("table_correct", game=game, round=1, count=1)["result"]
    correction = answer["correction"]
    assert correction["changed"] == [1] and correction["set_aside"]["moves"] == 6
    assert correction["set_aside"]["round"] == 2
    assert_bilingual(correction["set_aside"]["reason"])
    assert answer["view"]["to_act"] == "Ana" and len(answer["game"]["moves"]) == 3


def test_a_count_that_cannot_be_corrected_changes_nothing_and_says_why() -> None:
    """issue 44 item 5 (a correction «saying what changed», and otherwise changing nothing);
    brief: «a clear error in the reader's language, never a traceback»."""
    game = play("perudo", "Ana Ben Cai", SCRIPT)["game"]
    for args, code in (({"round": 9, "count": 1}, "table_no_such_round"),
                       ({"round": 1, "count": 99}, "invalid_number"),
                       ({"round": "x", "count": 1}, "invalid_number")):
        error = call("table_correct", game=game, **args)["error"]
        assert error["code"] == code, error
        assert_bilingual(error["message"])
    from test_table_dahua import play as play_dahua
    conceded = play_dahua("Ana 4x3, Ben pi, Ana concede")["game"]
    error = call("table_correct", game=conceded, round=1, count=2)["error"]
    assert error["code"] == "table_round_not_counted"


def test_a_player_leaves_and_one_joins_between_rounds() -> None:
    """issue 44: «add or remove a player between rounds»; spec: «A player with 0 dice is
    eliminated and never acts again» (the table goes on with the players still seated)."""
    result = play("perudo", "Ana Ben Cai", "Ana 3x4, Ben dudo, =5")
    left = call("table_move", game=result["game"], move={"leave": "Cai"})["result"]
    assert seats(left) == {"Ana": 5, "Ben": 4} and left["view"]["to_act"] == "Ben"
    assert left["view"]["seat_changes"] == [{"round": 2, "leave": "Cai"}]
    joined = call("table_move", game=left["game"], move={"join": "Dee", "after": "Ana"})["result"]
    assert [seat["name"] for seat in joined["view"]["seats"]] == ["Ana", "Dee", "Ben"]
    assert seats(joined) == {"Ana": 5, "Dee": 5, "Ben": 4}
    # saved and read back as it was played
    again = call("table_load", text=json.dumps(joined["game"]))["result"]
    assert again["view"] == joined["view"]
    # the opener who leaves passes the opening to the next player with dice
    gone = call("table_move", game=joined["game"], move={"leave": "Ben"})["result"]
    assert gone["view"]["to_act"] == "Ana"


def test_seats_change_only_between_rounds_and_within_the_table_size() -> None:
    """issue 44 item 5 («between rounds»), within the rules' table size (min_players and
    max_players); brief: «a clear error in the reader's language»."""
    mid = play("perudo", "Ana Ben Cai", "Ana 3x4")["game"]
    cases = [(mid, {"leave": "Cai"}, "table_seats_mid_round"),
             (play("perudo", "Ana Ben", "")["game"], {"leave": "Ben"}, "seats_too_few_with_dice"),
             (play("perudo", "Ana Ben", "")["game"], {"join": "ana"}, "table_duplicate_name"),
             (play("perudo", "Ana Ben", "")["game"], {"leave": "Zed"}, "unknown_player"),
             (play("perudo", "A B C D E F", "")["game"], {"join": "G"}, "player_count"),
             (play("perudo", "Ana Ben", "")["game"], {"join": "Dee", "count": 1}, "field_type")]
    for game, move, code in cases:
        error = call("table_move", game=game, move=move)["error"]
        assert error["code"] == code, (move, error)
        assert_bilingual(error["message"])


def test_a_party_game_keeps_its_rounds_when_a_player_leaves() -> None:
    """spec: «N players play exactly 2N rounds»: N is the table at the start (docs/variants.md:
    the companion keeps the number of rounds set when the game began)."""
    result = play("wango-party", "Ana Ben Cai", "Ana 3x4, Ben dudo, =5")
    left = call("table_move", game=result["game"], move={"leave": "Cai"})["result"]
    assert left["view"]["total_rounds"] == 6


def test_a_player_who_joined_bids_and_calls_like_the_others() -> None:
    """issue 44 item 5 («add … a player between rounds»); found by a prose audit: the newcomer's
    bids were refused as «not at the table» (the check read the players of the game's start)."""
    result = play("wango", "Ana Ben", "Ana 3x4, Ben dudo, =5")
    joined = call("table_move", game=result["game"], move={"join": "Cai"})["result"]
    game = call("table_move", game=joined["game"], move={"player": "Ben", "bid": "2x2"})
    game = call("table_move", game=game["result"]["game"], move={"player": "Cai", "bid": "3x2"})
    assert game["ok"], game
    called = call("table_move", game=game["result"]["game"], move={"player": "Ana", "call": "dudo"})
    assert called["ok"] and called["result"]["view"]["pending"]["player"] == "Ana"
    left = call("table_move", game=result["game"], move={"leave": "Ben"})
    assert left["error"]["code"] == "seats_too_few_with_dice"


def test_with_special_hands_a_count_may_pass_the_dice_in_play() -> None:
    """spec (大话骰, Special hands): «(豹子) count 6; five identical dice (纯豹) count 7»: the
    table accepts a count above the dice in play when special hands are counted, and not
    otherwise."""
    from test_table_dahua import play as play_dahua
    plain = play_dahua("Ana 12x3, Ben dudo", names="Ana Ben")
    assert plain["view"]["count_most"] == 10
    answer = call("table_new", rules="dahua", options={"special_hands": "common"},
                  players=["Ana", "Ben"], opener="Ana")["result"]
    for move in ({"player": "Ana", "bid": "12x3"}, {"player": "Ben", "call": "dudo"}):
        answer = call("table_move", game=answer["game"], move=move)["result"]
    assert answer["view"]["count_most"] == 14
    counted = call("table_move", game=answer["game"], move={"count": 13})["result"]
    assert counted["outcome"]["bid_holds"] is True and counted["outcome"]["loser"] == "Ben"


def test_a_correction_flags_later_rounds_now_counted_another_way() -> None:
    """issue 44 item 5 («saying what changed»); spec (Palifico): ones are not wild in a
    palifico round. With the house rule of losing the difference, round 2 corrected from a
    count of 1 to 2 costs Ana one die, not two: round 3 is no longer her palifico round, so
    its count, kept as entered, is flagged to be checked."""
    script = "Ana 2x6, Ben dudo, =0, Ana 3x6, Ben dudo, =1, Ana 2x5, Ben dudo, =1"
    result = play("perudo", "Ana Ben", script, options={"dice_loss": "difference"})
    assert result["view"]["log"][2]["palifico"] == "Ana"
    answer = call("table_correct", game=result["game"], round=2, count=2)["result"]
    correction = answer["correction"]
    assert correction["recount"] == [3] and correction["set_aside"] is None, correction
    assert answer["view"]["log"][2]["palifico"] is None
