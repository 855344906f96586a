"""The IMP scale, shared by the benchmarks (endplay has none)."""

from __future__ import annotations

#: The IMP scale: the lower bound of each step of the score difference.
IMP_STEPS = (
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500,
    1750, 2000, 2250, 2500, 3000, 3500, 4000,
)  # fmt: skip


def imps(diff: int) -> int:
    """IMPs for a score difference (signed like the difference)."""
    n = sum(1 for step in IMP_STEPS if abs(diff) >= step)
    return n if diff >= 0 else -n
