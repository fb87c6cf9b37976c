"""The baseline bot: picks uniformly among the legal actions."""

from __future__ import annotations

import random

from engine.game import View
from engine.round import Action


def choose_random(view: View, rng: random.Random) -> Action:
    """Any legal action, each equally likely."""
    return rng.choice(view.legal_actions)
