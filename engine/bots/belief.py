"""The opponent model: what the hidden dice probably show, given the bids so far.

Without evidence every hidden die is independent (a binomial count per
face). With evidence, each opponent's hand gets a Bayesian update from the
faces it bid this round: a bidder is assumed to favour the faces it holds,

    P(bid face f | hand) = NOISE / 6 + (1 - NOISE) * softmax(3 * strength(hand))[f],

where ``strength`` is the hand's matches of each face (ones count double
when they are wild, since a bid on ones needs about half the quantity). The
``NOISE`` share keeps the model honest against players who bid at random.
A bid whose face was forced (a locked palifico face) says nothing and is
skipped. The posterior over the opponent's hands gives, per face, the
distribution of that opponent's matches; hidden dice of players who have
not bid stay binomial. Everything is read from the :class:`View` only.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import fsum
from operator import mul

from engine.bids import FACES
from engine.bots.hands import HANDS, Hands
from engine.bots.tally import binomial, convolve
from engine.game import View

NOISE = 0.2
# The softmax weight exp(3 * s) is computed as a power of a written-out e**3 by
# repeated multiplication: libm's exp differs by an ulp between CPython and
# Pyodide, while products of one literal are the same everywhere.
E_CUBED = 20.085536923187668


def _power(strength: int) -> float:
    value = 1.0
    for _ in range(strength):
        value *= E_CUBED
    return value


def _likelihood(matches: tuple[int, ...], wild: bool) -> tuple[float, ...]:
    strengths = [(2 * m if wild and face == 1 else m) for face, m in zip(FACES, matches,
                                                                          strict=True)]
    weights = [_power(s) for s in strengths]
    total = fsum(weights)
    return tuple(NOISE / 6 + (1 - NOISE) * w / total for w in weights)


def _columns(hands: Hands, wild: bool) -> tuple[tuple[float, ...], ...]:
    rows = [_likelihood(m, wild) for m in hands.matches[wild]]
    return tuple(tuple(row[face - 1] for row in rows) for face in FACES)


def _groups(hands: Hands, wild: bool) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """``groups[face - 1][k]``: indices of the hands with exactly k matches of ``face``."""
    return tuple(
        tuple(
            tuple(h for h, m in enumerate(hands.matches[wild]) if m[face - 1] == k)
            for k in range(hands.size + 1)
        )
        for face in FACES
    )


# LIKELIHOOD[wild][size][face - 1][hand]: P(that face is bid | hand).
LIKELIHOOD = tuple(tuple(_columns(h, wild) for h in HANDS) for wild in (False, True))
GROUPS = tuple(tuple(_groups(h, wild) for h in HANDS) for wild in (False, True))


def hand_posterior(size: int, faces: Sequence[int], wild: bool) -> list[list[float]]:
    """Per face, the distribution of matches in a ``size``-dice hand that bid ``faces``."""
    weights = list(HANDS[size].prior)
    columns = LIKELIHOOD[wild][size]
    for face in faces:
        weights = list(map(mul, weights, columns[face - 1]))
    total = fsum(weights)
    out: list[list[float]] = []
    for per_face in GROUPS[wild][size]:
        out.append([fsum(map(weights.__getitem__, group)) / total for group in per_face])
    return out


def informative_bids(view: View) -> dict[int, list[int]]:
    """The faces each other player chose freely this round, by seat."""
    evidence: dict[int, list[int]] = {}
    rules = view.rules
    previous = None
    for seat, bid in view.bids:
        forced = (
            view.palifico is not None and previous is not None
            and not (rules.palifico_owner_may_change_face and view.names[seat] == view.palifico)
        )
        if seat != view.seat and not forced:
            evidence.setdefault(seat, []).append(bid.face)
        previous = bid
    return evidence


Posteriors = dict[tuple[int, tuple[int, ...], bool], list[list[float]]]


def hidden_counts(view: View, infer: bool = True, wild: bool | None = None,
                  posteriors: Posteriors | None = None) -> list[list[float]]:
    """Per face (index face - 1), the distribution of matches among the dice this player can't see.

    With ``infer`` the opponents' bids update their hands (see the module
    docstring); without it every hidden die is independent. ``wild`` counts ones as
    the round does by default, or as a 大话骰 bid's own mode asks. ``posteriors`` keeps
    each hand's posterior (:func:`hand_posterior`, a pure function of its arguments) for
    the next call.
    """
    wild = view.wild if wild is None else wild
    evidence = informative_bids(view) if infer else {}
    plain = sum(n for seat, n in enumerate(view.dice_counts)
                if seat != view.seat and seat not in evidence)
    result = [list(binomial(plain, face, wild)) for face in FACES]
    for seat, faces in evidence.items():
        size = view.dice_counts[seat]
        if size == 0:
            continue
        if posteriors is None:
            posterior = hand_posterior(size, faces, wild)
        else:
            key = (size, tuple(faces), wild)
            if key not in posteriors:
                posteriors[key] = hand_posterior(size, faces, wild)
            posterior = posteriors[key]
        result = [convolve(dist, post) for dist, post in zip(result, posterior, strict=True)]
    return result
