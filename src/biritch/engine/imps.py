"""The IMP scale and the points target of Russian Chicago (RULES.md, "Other ways to score"):
the side that held more high-card points is expected to score its target for those points
and its vulnerability; the difference from the target, in IMPs, is the deal's result."""

from __future__ import annotations

from dataclasses import dataclass

from biritch.engine.cards import Deal
from biritch.engine.contract import Contract
from biritch.engine.duplicate import duplicate_score
from biritch.engine.errors import InvalidError
from biritch.engine.seats import Side

#: The IMP scale: the lower bound of each step of the score difference.
IMP_STEPS = (
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500,
    1750, 2000, 2250, 2500, 3000, 3500, 4000,
)  # fmt: skip


def imps(diff: int) -> int:
    """IMPs for a score difference (signed like the difference)."""
    n = sum(1 for step in IMP_STEPS if abs(diff) >= step)
    return n if diff >= 0 else -n


#: The points target by the HCP the side held: (not vulnerable, vulnerable), 20 to 40 HCP.
TARGETS: dict[int, tuple[int, int]] = {
    20: (0, 0), 21: (50, 50), 22: (70, 70), 23: (110, 110), 24: (200, 290), 25: (300, 440),
    26: (350, 520), 27: (400, 600), 28: (430, 630), 29: (460, 660), 30: (490, 690),
    31: (600, 900), 32: (700, 1050), 33: (900, 1350), 34: (1000, 1500), 35: (1100, 1650),
    36: (1200, 1800), 37: (1300, 1950), 38: (1300, 1950), 39: (1300, 1950), 40: (1300, 1950),
}  # fmt: skip


def target_points(hcp: int, vulnerable: bool) -> int:
    """The target of a side holding ``hcp`` (20–40) high-card points."""
    if hcp not in TARGETS:
        raise InvalidError(f"the target table covers 20 to 40 HCP, not {hcp}")
    return TARGETS[hcp][vulnerable]


@dataclass(frozen=True, slots=True)
class TargetResult:
    """One deal scored against the target: ``side`` held ``hcp`` (the more, NS when equal),
    its target was ``points``, it scored ``actual`` (duplicate-style, negative when it lost
    points) and so won ``imps`` (negative when it fell short)."""

    side: Side
    hcp: int
    points: int
    actual: int
    imps: int

    @property
    def imps_ns(self) -> int:
        """The deal's IMPs from North–South's view."""
        return self.imps if self.side is Side.NS else -self.imps


def side_hcp(deal: Deal) -> dict[Side, int]:
    """High-card points held by each side (40 in all)."""
    return {side: sum(deal[seat].hcp for seat in side.seats) for side in Side}


def stronger_side(deal: Deal) -> tuple[Side, int]:
    """The side that held more HCP (NS when equal) and its HCP."""
    held = side_hcp(deal)
    side = Side.EW if held[Side.EW] > held[Side.NS] else Side.NS
    return side, held[side]


def score_against_target(
    deal: Deal,
    vulnerable: dict[Side, bool],
    contract: Contract | None,
    declarer_side: Side | None,
    tricks: int = 0,
) -> TargetResult:
    """Score a deal against the target of the side with more HCP. ``contract`` None is a
    passed-out deal (it scores 0)."""
    side, hcp = stronger_side(deal)
    points = target_points(hcp, vulnerable[side])
    actual = 0
    if contract is not None:
        if declarer_side is None:
            raise InvalidError("a played contract needs its declaring side")
        declared = duplicate_score(contract, tricks, vulnerable[declarer_side])
        actual = declared if declarer_side is side else -declared
    return TargetResult(side, hcp, points, actual, imps(actual - points))
