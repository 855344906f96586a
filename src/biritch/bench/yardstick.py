"""A yardstick for ``biritch bench bidding``: what a textbook point count would score on the
same deals if it could see both hands of the stronger side.

Double-dummy par is a hard measure: it assumes both sides know all 52 cards. To read the bots'
figures against something a player can picture, the benchmark also scores a "both-hands
bidder". It is the stronger side's two hands added up by Goren's count, with nothing hidden
and no auction:

- Strain: an eight-card major fit; else an eight-card minor fit below game values (25 HCP) or
  when it is worth a slam; else no-trump.
- Points: HCP, plus with a trump fit the shortness of the hand shorter in trumps (void 3,
  singleton 2, doubleton 1) and one for each trump past eight.
- Level: a small slam at 33, a grand at 37; else game at 26 in a major, 29 in a minor and 25
  HCP in no-trump (Goren); else the cheapest part-score, 2 of the suit or 1NT.
- The better declarer of the pair (double dummy) plays it, and the weaker side stays silent.

It sees both hands, so it never has to guess what partner holds. It is still a point count,
so it misjudges fits, duplication and wasted values, as any count does. The benchmark prints
its game decision and its IMPs from par beside the bots' own.
"""

from __future__ import annotations

from dataclasses import dataclass

from biritch.bench.bidding_figures import GAME_LEVEL, Tricks
from biritch.engine import SEATS, Contract, Deal, Hand, Seat, Side, Strain
from biritch.engine.cards import Suit
from biritch.engine.duplicate import duplicate_score

#: Goren's totals for game (HCP plus distribution with a fit; HCP alone in no-trump).
GAME_POINTS = {
    Strain.NOTRUMP: 25,
    Strain.SPADES: 26,
    Strain.HEARTS: 26,
    Strain.DIAMONDS: 29,
    Strain.CLUBS: 29,
}
SMALL_SLAM_POINTS = 33
GRAND_SLAM_POINTS = 37
#: A fit: this many trumps between the two hands.
FIT = 8
#: Goren's shortness points in the hand shorter in trumps: void, singleton, doubleton.
SHORTNESS = {0: 3, 1: 2, 2: 1}


@dataclass(frozen=True, slots=True)
class YardstickDeal:
    """The both-hands bidder's contract on one deal, and its score for North–South."""

    contract: Contract
    declarer: Seat
    score_ns: int

    @property
    def is_game(self) -> bool:
        """Whether the contract is a game or a slam."""
        return self.contract.level >= GAME_LEVEL[self.contract.strain]


def _fit_length(a: Hand, b: Hand, suit: Suit) -> int:
    return a.length(suit) + b.length(suit)


def _trump_suit(a: Hand, b: Hand) -> Suit | None:
    """The suit the both-hands bidder plays in, or None for no-trump."""
    major = max((Suit.SPADES, Suit.HEARTS), key=lambda s: _fit_length(a, b, s))
    if _fit_length(a, b, major) >= FIT:
        return major
    minor = max((Suit.DIAMONDS, Suit.CLUBS), key=lambda s: _fit_length(a, b, s))
    if _fit_length(a, b, minor) < FIT:
        return None
    if a.hcp + b.hcp < GAME_POINTS[Strain.NOTRUMP]:
        return minor
    # Game values: 3NT, the nine-trick game, unless the minor fit is worth a slam.
    return minor if _points(a, b, minor) >= SMALL_SLAM_POINTS else None


def _points(a: Hand, b: Hand, trumps: Suit | None) -> int:
    """Goren's count of the two hands together, for play in ``trumps``."""
    hcp = a.hcp + b.hcp
    if trumps is None:
        return hcp
    short = a if a.length(trumps) < b.length(trumps) else b
    shortness = sum(SHORTNESS.get(short.length(s), 0) for s in Suit if s is not trumps)
    return hcp + shortness + max(0, _fit_length(a, b, trumps) - FIT)


def _level(points: int, strain: Strain) -> int:
    if points >= GRAND_SLAM_POINTS:
        return 7
    if points >= SMALL_SLAM_POINTS:
        return 6
    if points >= GAME_POINTS[strain]:
        return GAME_LEVEL[strain]
    return 1 if strain is Strain.NOTRUMP else 2


def yardstick_deal(
    deal: Deal, side: Side, tricks: Tricks, vulnerable: frozenset[Side]
) -> YardstickDeal:
    """The contract the both-hands bidder reaches for ``side``, played double dummy by the
    pair's better declarer, with its score from North–South's side."""
    seats = [s for s in SEATS if s.side is side]
    a, b = deal[seats[0]], deal[seats[1]]
    trumps = _trump_suit(a, b)
    strain = Strain.NOTRUMP if trumps is None else Strain.of(trumps)
    contract = Contract(_level(_points(a, b, trumps), strain), strain)
    declarer = max(seats, key=lambda s: tricks(strain, s))
    score = duplicate_score(contract, tricks(strain, declarer), side in vulnerable)
    return YardstickDeal(contract, declarer, score if side is Side.NS else -score)
