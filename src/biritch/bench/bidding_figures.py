"""Figures of ``biritch bench bidding`` that judge the auction itself, not only its contract.

- The game decision of the stronger side (more combined HCP): did it bid game exactly when a
  game makes double dummy for it? A game is the lowest game level in a strain (3NT, 4 of a
  major, 5 of a minor); a side "bid game" when it made such a bid (a slam counts, and so does
  a game the opponents then outbid).
- Deals passed out although a side held game values (25+ combined HCP).
- How narrow the public HCP range of each call is: what the table knows of the caller after
  the call (the hull of every rule that makes the call there, met with what the caller's
  earlier calls showed), which is what the explanation says and what partner reads.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from biritch.bots.bidding.core import Seen, State
from biritch.bots.bidding.explain import meaning, public_hcp
from biritch.bots.bidding.system import analyse
from biritch.engine import SEATS, Auction, Bid, Deal, Seat, Side, Strain

#: The lowest level that is a game in each strain, with no part-score.
GAME_LEVEL = {
    Strain.CLUBS: 5,
    Strain.DIAMONDS: 5,
    Strain.HEARTS: 4,
    Strain.SPADES: 4,
    Strain.NOTRUMP: 3,
}
#: Combined HCP that count as game values when a deal is passed out.
GAME_VALUES_HCP = 25
#: A call's public HCP range counts as narrow when at most this many points wide.
NARROW_RANGE = 8

#: Double-dummy tricks for declarer ``seat`` in ``strain``.
Tricks = Callable[[Strain, Seat], int]


@dataclass(frozen=True, slots=True)
class GameDecision:
    """The stronger side's game decision on one deal, against double dummy."""

    side: Side
    bid_game: bool
    makes_game: bool

    @property
    def agrees(self) -> bool:
        """Whether the side bid game exactly when a game makes double dummy."""
        return self.bid_game is self.makes_game


def side_hcp(deal: Deal, side: Side) -> int:
    """Combined HCP of ``side``'s two hands."""
    return sum(deal[s].hcp for s in SEATS if s.side is side)


def stronger_side(deal: Deal) -> Side | None:
    """The side with more combined HCP (None on a 20–20 split)."""
    ns, ew = side_hcp(deal, Side.NS), side_hcp(deal, Side.EW)
    if ns == ew:
        return None
    return Side.NS if ns > ew else Side.EW


def bid_game(auction: Auction, side: Side) -> bool:
    """Whether ``side`` made a bid at game level or higher in the auction."""
    for i, call in enumerate(auction.calls):
        if (
            isinstance(call, Bid)
            and auction.seat_of(i).side is side
            and call.level >= GAME_LEVEL[call.strain]
        ):
            return True
    return False


def makes_game(tricks: Tricks, side: Side) -> bool:
    """Whether some game makes double dummy for ``side``, played by the better declarer."""
    return any(
        tricks(strain, seat) >= level + 6
        for strain, level in GAME_LEVEL.items()
        for seat in SEATS
        if seat.side is side
    )


def game_decision(deal: Deal, auction: Auction, tricks: Tricks) -> GameDecision | None:
    """The stronger side's game decision on this deal (None when the sides are level)."""
    side = stronger_side(deal)
    if side is None:
        return None
    return GameDecision(side, bid_game(auction, side), makes_game(tricks, side))


def passed_out_with_game_values(deal: Deal, auction: Auction) -> bool:
    """Whether the deal was passed out while a side held 25+ HCP."""
    if not auction.is_passed_out:
        return False
    return any(side_hcp(deal, side) >= GAME_VALUES_HCP for side in Side)


@dataclass(frozen=True, slots=True)
class CallRange:
    """One call's public HCP range: whose call it was (0 = the seat's first) and its width."""

    nth: int
    width: int
    is_pass: bool


def _public_ranges(
    auction: Auction, vul: frozenset[Side], partscores: tuple[int, int]
) -> Iterator[tuple[int, int, Seen, State, tuple[int, int]]]:
    """Each call of ``auction``: its index, whose call it was for its seat (0 = the seat's
    first), how the system read it, the state before it and the HCP range it shows."""
    st = analyse(auction.dealer, auction.calls, vul, partscores)
    made: dict[Seat, int] = {}
    for i, seen in enumerate(st.history):
        nth = made.get(seen.seat, 0)
        made[seen.seat] = nth + 1
        prev = analyse(auction.dealer, auction.calls[:i], vul, partscores)
        yield i, nth, seen, prev, public_hcp(prev, seen)


def call_ranges(
    auction: Auction, vul: frozenset[Side], partscores: tuple[int, int] = (0, 0)
) -> list[CallRange]:
    """Every call of ``auction`` with the width of the HCP range it shows in public."""
    return [
        CallRange(nth, hi - lo, str(seen.call) == "P")
        for _, nth, seen, _, (lo, hi) in _public_ranges(auction, vul, partscores)
    ]


@dataclass(frozen=True, slots=True)
class WideCall:
    """A later bid whose public HCP range is wider than :data:`NARROW_RANGE`: the auction up
    to and with it, its range and its public meaning (English)."""

    auction: str
    hcp: tuple[int, int]
    meaning: str


def wide_later_calls(
    auction: Auction, vul: frozenset[Side], partscores: tuple[int, int] = (0, 0)
) -> list[WideCall]:
    """The bids of ``auction`` counted as later calls (a seat's third call or after, passes
    included in the count) whose public HCP range is wider than :data:`NARROW_RANGE`."""
    return [
        WideCall(" ".join(str(c) for c in auction.calls[: i + 1]), (lo, hi), meaning(prev, seen)[1])
        for i, nth, seen, prev, (lo, hi) in _public_ranges(auction, vul, partscores)
        if nth >= 2 and str(seen.call) != "P" and hi - lo > NARROW_RANGE
    ]


def narrow_share(ranges: list[CallRange]) -> float:
    """The share of ``ranges`` at most :data:`NARROW_RANGE` points wide."""
    if not ranges:
        return 1.0
    return sum(1 for r in ranges if r.width <= NARROW_RANGE) / len(ranges)
