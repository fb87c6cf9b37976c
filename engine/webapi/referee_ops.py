"""The facade's ``referee`` operation: the referee contract on a round transcript.

Kept apart from the bid operations so a page that only checks bids does not
compile the round machine and the referee while it starts.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.referee import referee
from engine.webapi.args import Args, with_field


def referee_op(data: Any) -> dict[str, Any]:
    """The referee contract on ``transcript`` (a decoded JSON object)."""
    args = Args(data)
    return dict(with_field("transcript", lambda: referee(args.data.get("transcript"))))


OPS: Mapping[str, Callable[[Any], dict[str, Any]]] = {"referee": referee_op}
