"""PLACEHOLDER until the bidding issue lands: the auction tells nothing. The bidding issue
replaces this with constraints read from the same rules the bots bid by."""

from __future__ import annotations

from biritch.bots.constraints import UNCONSTRAINED, HandConstraints
from biritch.engine import BySeat, SeatView


def infer_constraints(view: SeatView) -> BySeat[HandConstraints]:
    """Per seat, what the public auction in ``view`` tells about that seat's hand."""
    return BySeat.build(lambda _seat: UNCONSTRAINED)
