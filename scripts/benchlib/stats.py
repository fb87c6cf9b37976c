"""Small statistics for benchmark samples: median and nearest-rank percentiles."""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence


def median(samples: Sequence[float]) -> float:
    """The median of a non-empty sample."""
    if not samples:
        raise ValueError("median of no samples")
    return float(statistics.median(samples))


def percentile(samples: Sequence[float], share: float) -> float:
    """The nearest-rank percentile (share in 0..1) of a non-empty sample."""
    if not samples:
        raise ValueError("percentile of no samples")
    ordered = sorted(samples)
    rank = max(1, math.ceil(share * len(ordered)))
    return float(ordered[rank - 1])
