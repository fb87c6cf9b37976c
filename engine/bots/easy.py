"""The ``easy`` bot: plausible but naive.

It looks only at its own dice. It bids its most plentiful face, opening at
what it holds plus a low guess for the rest of the table and then raising by
the smallest step. It challenges late, only when a bid claims more than it
holds plus half of the hidden dice, and now and then on a whim. In 大话骰 it
calls 劈 instead when a bid claims far more than that (``PI_MARGIN``), and
answers a 劈 or 反劈 by the same rough count: open when the bid looks made,
concede when it looks far off.
"""

from __future__ import annotations

import random

from engine.bots.chance import flip
from engine.bots.moves import answer_pi, choices, fallback, own_matches
from engine.game import View
from engine.round import Action

WHIM = 0.08          # chance of calling dudo on any bid, whatever it is
HIDDEN_SHARE = 0.5   # the share of hidden dice it believes match any face
OPENING_SHARE = 1 / 6
PI_MARGIN = 2        # dice past its belief at which a challenge becomes a 劈
SURE, DOUBTFUL = 0.9, 0.1  # the chance it gives a bid it believes made, or not


def choose_easy(view: View, rng: random.Random) -> Action:
    """The easy bot's move (only the rng passed in is used, so a seed replays it)."""
    options = choices(view)
    own = own_matches(view)
    standing = view.standing
    if standing is not None and options.answers:
        believed = own[standing.face - 1] + HIDDEN_SHARE * view.unseen
        return answer_pi(view, options, SURE if standing.quantity <= believed else DOUBTFUL)
    if standing is not None and options.dudo is not None:
        believed = own[standing.face - 1] + HIDDEN_SHARE * view.unseen
        if not options.bids or standing.quantity > believed or flip(rng, WHIM):
            if options.pi is not None and standing.quantity > believed + PI_MARGIN:
                return options.pi
            return options.dudo
    if not options.bids:
        return fallback(view, options)
    best = max(own)
    favourites = [face for face in range(1, 7) if own[face - 1] == best]
    order = [rng.choice(favourites)]
    order += sorted((f for f in range(1, 7) if f not in order), key=lambda f: -own[f - 1])
    for face in order:
        bids = [a for a in options.bids if a.bid is not None and a.bid.face == face]
        if not bids:
            continue
        if standing is None:
            target = own[face - 1] + round(OPENING_SHARE * view.unseen)
            fitting = [a for a in bids if a.bid is not None and a.bid.quantity <= target]
            return fitting[-1] if fitting else bids[0]
        return bids[0]
    return fallback(view, options)
