"""What the auction tells about a hidden hand: the shared currency between bidding
inference and card-play sampling."""

from __future__ import annotations

from dataclasses import dataclass, field

from biritch.engine import SUITS, Hand, Suit


def _zeros() -> dict[Suit, int]:
    return {s: 0 for s in SUITS}


def _thirteens() -> dict[Suit, int]:
    return {s: 13 for s in SUITS}


@dataclass(frozen=True)
class HandConstraints:
    """Ranges a hand is known (from the auction) to lie in; the default knows nothing."""

    hcp_min: int = 0
    hcp_max: int = 37
    length_min: dict[Suit, int] = field(default_factory=_zeros)
    length_max: dict[Suit, int] = field(default_factory=_thirteens)

    def admits(self, hand: Hand) -> bool:
        """Whether a full 13-card hand satisfies every range."""
        if not self.hcp_min <= hand.hcp <= self.hcp_max:
            return False
        return all(self.length_min[s] <= hand.length(s) <= self.length_max[s] for s in SUITS)

    def intersect(self, other: HandConstraints) -> HandConstraints:
        """Both sets of ranges at once (an empty range is left to the caller to relax)."""
        return HandConstraints(
            max(self.hcp_min, other.hcp_min),
            min(self.hcp_max, other.hcp_max),
            {s: max(self.length_min[s], other.length_min[s]) for s in SUITS},
            {s: min(self.length_max[s], other.length_max[s]) for s in SUITS},
        )


UNCONSTRAINED = HandConstraints()
