"""Can a position arise in a real game under its rules? (worked examples and drills alike)

The referee judges any position it is given; a worked example, and every position a drill
shows, must also be one that a game reaches (issue 10, "Reachable examples"; issue 20,
item 4). The build checks each example with :func:`unreachable`; the drill tests check
each drill's round with it, and each drill's bid (the bid checker's fields) with
:func:`unreachable_bid`. The problems are for authors (English, like the build's other
errors), never shown to a reader. What a game allows:

* every hand holds 0 to five dice; party mode keeps all five for everyone and never has an
  eliminated player; a classic round has at least two players still holding dice, and an
  eliminated player does not act;
* a palifico round belongs to a player holding exactly one die, under rules that have
  palifico rounds, and that player opens it (they lost the die, so they open);
* party scores and pressures left come from the rounds already played: each round moves
  one point, or three when it was pressured, from its loser to its winner; each pressure
  used makes exactly one round pressured (pressure never stacks), and a game of N players
  has 2N rounds, so at most 2N − 1 lie before the one shown. An example may say which round
  of the game it is (``round_number``); otherwise some number of rounds must fit;
* in drinks mode (大话骰) everyone rolls five dice every round and nobody is eliminated;
  penalties come from the rounds already played (``rounds``, 2N by default): each gave one
  player 1, 2 or 4 (开, 劈, 反劈; a 投降 half of 2 or 4), so a player's penalties take at
  least as many rounds as 4s, then 2s, then 1s make them up, and all of them together at
  most the rounds before the one shown; once anyone has penalties, the round's opener (the
  first to act, or the first seat) lost the last round, so has some too;
* a bid's position (dice in play, the bids so far, the bidder's dice, palifico) needs a
  table: at least one other player holding dice, at most the rules' players with five dice
  each, everyone's five in party and drinks mode; in a palifico round the palifico player (one die)
  made the opening bid and bids again only once the others have bid.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.errors import EngineError
from engine.rules import PRESSURE_USES as PRESSURES
from engine.rules import START_DICE, Rules, game_rounds, make_rules


def _points_reachable(scores: tuple[int, ...], pressured: int, plain: int) -> bool:
    """Whether transfers of 3 (``pressured`` of them) and of 1 (``plain``) between any two
    players, starting from all zeros, can end at ``scores``."""
    return _reach(tuple(sorted(scores)), pressured, plain, {})


def _reach(scores: tuple[int, ...], pressured: int, plain: int,
           seen: dict[tuple[tuple[int, ...], int, int], bool]) -> bool:
    key = (scores, pressured, plain)
    if key not in seen:
        seen[key] = _reach_uncached(scores, pressured, plain, seen)
    return seen[key]


def _reach_uncached(scores: tuple[int, ...], pressured: int, plain: int,
                    seen: dict[tuple[tuple[int, ...], int, int], bool]) -> bool:
    if pressured == 0 and plain == 0:
        return all(s == 0 for s in scores)
    # Undo the last round: some winner had received t from some loser.
    if sum(abs(s) for s in scores) > 2 * (3 * pressured + plain):
        return False
    for size, rest in ((3, (pressured - 1, plain)), (1, (pressured, plain - 1))):
        if min(rest) < 0:
            continue
        for w in range(len(scores)):
            for loser in range(len(scores)):
                if w == loser:
                    continue
                before = list(scores)
                before[w] -= size
                before[loser] += size
                if _reach(tuple(sorted(before)), *rest, seen):
                    return True
    return False


def _short_hands(players: Sequence[Mapping[str, Any]], mode: str, at: Any) -> list[str]:
    """Hands of fewer than five dice, where everyone keeps all five (party, drinks mode)."""
    return [f"{player.get('name')} holds {len(player.get('dice', []))} dice, but in {mode} "
            f"mode everyone keeps all {START_DICE} {at('round', 'players', index, 'dice')}"
            for index, player in enumerate(players)
            if len(player.get("dice", [])) != START_DICE]


def _party_problems(players: Sequence[Mapping[str, Any]], round_number: int | None,
                    at: Any) -> list[str]:
    problems = _short_hands(players, "party", at)
    scores = tuple(int(p.get("score", 0)) for p in players)
    left = [int(p.get("pressure_left", PRESSURES)) for p in players]
    used = sum(PRESSURES - n for n in left)
    last_before = 2 * len(players) - 1
    if round_number is not None:
        if not 1 <= round_number <= last_before + 1:
            return [*problems, f"round_number {round_number} is not a round of a "
                    f"{len(players)}-player party game (1 to {last_before + 1})"
                    f"{at('round_number')}"]
        choices = [round_number - 1]
    else:
        choices = list(range(used, last_before + 1))
    if not any(k >= used and _points_reachable(scores, used, k - used) for k in choices):
        played = (f"the {choices[0]} rounds before round {round_number}" if round_number
                  else f"at most {last_before} rounds before this one")
        problems.append(f"scores {list(scores)} with {used} pressure(s) used cannot come from "
                        f"{played} (each moves 1 point, or 3 when pressured){at('round')}")
    return problems


def _fewest_rounds(penalty: int) -> int:
    """The fewest rounds that give one player ``penalty`` (each gives 1, 2 or 4)."""
    fours, rest = divmod(penalty, 4)
    return fours + rest // 2 + rest % 2


def _opener(transcript: Mapping[str, Any],
            players: Sequence[Mapping[str, Any]]) -> Mapping[str, Any] | None:
    """The player who opens the round: the first to act, else the first seat."""
    actions = transcript.get("actions") or []
    first = actions[0].get("player") if actions and isinstance(actions[0], Mapping) else None
    return next((p for p in players if p.get("name") == first),
                players[0] if players and first is None else None)


def _drinks_problems(rules: Rules, transcript: Mapping[str, Any],
                     players: Sequence[Mapping[str, Any]],
                     round_number: int | None, at: Any) -> list[str]:
    problems = _short_hands(players, "drinks", at)
    given = [p.get("penalties", 0) for p in players]
    if any(isinstance(n, bool) or not isinstance(n, int) or n < 0 for n in given):
        return [*problems, f"penalties {given} are not whole numbers from 0 up{at('round')}"]
    total = game_rounds(rules, len(players)) or 1
    before = total - 1 if round_number is None else round_number - 1
    if round_number is not None and not 1 <= round_number <= total:
        return [*problems, f"round_number {round_number} is not a round of a "
                f"{len(players)}-player game of {total} rounds{at('round_number')}"]
    opener = _opener(transcript, players)
    if any(given) and opener is not None and not opener.get("penalties", 0):
        problems.append(f"{opener.get('name')} opens with no penalties while others have some: "
                        f"the last round's loser opens the next{at('round', 'actions', 0)}")
    needed = sum(_fewest_rounds(n) for n in given)
    if needed > before:
        problems.append(f"penalties {given} need at least {needed} rounds (each gives one "
                        f"player 1, 2 or 4), more than the {before} before this one"
                        f"{at('round')}")
    return problems


def unreachable(transcript: Mapping[str, Any], round_number: int | None = None,
                at: Any = lambda *path: "") -> list[str]:
    """What in a worked example's starting position no real game can reach (empty if none).

    ``at(*path)`` tells where a part of the example is written (`` (line N)``).
    """
    try:
        rules = make_rules(str(transcript.get("rules")), dict(transcript.get("options") or {}))
    except (EngineError, TypeError, ValueError):
        return []  # the referee reports a bad rule set
    players = [p for p in transcript.get("players", []) if isinstance(p, Mapping)]
    problems = []
    for index, player in enumerate(players):
        held = len(player.get("dice", []))
        if held > START_DICE:
            problems.append(f"{player.get('name')} holds {held} dice; nobody holds more than "
                            f"{START_DICE}{at('round', 'players', index, 'dice')}")
    if rules.mode == "party":
        return problems + _party_problems(players, round_number, at)
    if rules.mode == "drinks":
        return problems + _drinks_problems(rules, transcript, players, round_number, at)
    holding = [p for p in players if p.get("dice")]
    if len(holding) < 2:
        problems.append(f"only {len(holding)} player(s) hold dice: the game is already over"
                        f"{at('round', 'players')}")
    owner = transcript.get("palifico")
    if owner is not None:
        held_by = {p.get("name"): len(p.get("dice", [])) for p in players}
        if not rules.palifico:
            problems.append(f"a palifico round under {rules.preset}, which has none"
                            f"{at('round', 'palifico')}")
        elif held_by.get(owner) != 1:
            problems.append(f"{owner}'s palifico round, but {owner} holds {held_by.get(owner)} "
                            f"dice: it starts when a player is down to exactly one"
                            f"{at('round', 'palifico')}")
        actions = transcript.get("actions") or []
        first = actions[0].get("player") if actions and isinstance(actions[0], Mapping) else None
        if first is not None and first != owner:
            problems.append(f"{first} opens {owner}'s palifico round, but the palifico player "
                            f"opens it (they just lost a die){at('round', 'actions', 0)}")
    return problems


def unreachable_bid(position: Mapping[str, Any]) -> list[str]:
    """What in a bid's position (the bid checker's fields, as a drill shows them) no game reaches.

    ``position`` holds ``rules``, ``options``, ``dice_in_play``, ``history`` (the bids so
    far), ``palifico``, ``owner`` (the bidder is the palifico player) and ``bidder_dice``.
    """
    rules = make_rules(str(position["rules"]), dict(position.get("options") or {}))
    dice, held = int(position["dice_in_play"]), int(position["bidder_dice"])
    others = dice - held
    problems = []
    if not 1 <= held <= START_DICE:
        problems.append(f"the bidder holds {held} dice; a player holds 1 to {START_DICE}")
    if others < 1:
        problems.append(f"{dice} dice in play and the bidder holds {held}: nobody else has dice")
    if others > (rules.max_players - 1) * START_DICE:
        problems.append(f"{others} dice besides the bidder's, more than "
                        f"{rules.max_players - 1} other players can hold")
    if rules.mode in ("party", "drinks") and (held != START_DICE or dice % START_DICE):
        problems.append(f"{dice} dice in play and the bidder holds {held}, but in "
                        f"{rules.mode} mode everyone holds all {START_DICE}")
    if not position.get("palifico"):
        if position.get("owner"):
            problems.append("the bidder is the palifico player outside a palifico round")
        return problems
    bids = len(position.get("history") or [])
    if not rules.palifico:
        problems.append(f"a palifico round under {rules.preset}, which has none")
    if position.get("owner") and held != 1:
        problems.append(f"the palifico player holds {held} dice: the round starts when a "
                        f"player is down to exactly one")
    if position.get("owner") and bids == 1:
        problems.append("the palifico player opened the round and bids again at once: "
                        "the others bid first")
    if not position.get("owner") and bids == 0:
        problems.append("someone other than the palifico player opens the palifico round")
    return problems
