"""What the auction tells about each hand: the ranges read back from the very rules that
make the calls (:mod:`biritch.bots.bidding.system`), so a hand that bid by the system always
lies inside them."""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from biritch.bots.bidding.core import MAX_HCP, State
from biritch.bots.bidding.stakes import RUBBER, Stakes
from biritch.bots.bidding.system import analyse
from biritch.bots.bidding.system.deck import DECK_HCP, deck_room
from biritch.bots.constraints import UNCONSTRAINED, HandConstraints
from biritch.engine import SEATS, SUITS, Auction, BySeat, SeatView, Side


@lru_cache(maxsize=512)
def infer_auction(
    auction: Auction,
    vul: frozenset[Side] = frozenset(),
    partscores: tuple[int, int] = (0, 0),
    stakes: Stakes = RUBBER,
) -> BySeat[HandConstraints]:
    """Per seat, the HCP and length ranges its calls in ``auction`` show.

    Calls outside the system show nothing; if the seats' ranges together cannot hold a
    deal (only possible after such calls), the seats that made them are left free.

    Kept for the last few hundred auctions: during the play every card of a deal reads
    the same finished auction again (a bot worker serves many games' cards in turn), and
    the answer is immutable."""
    st = analyse(auction.dealer, auction.calls, frozenset(vul), partscores, stakes)
    boxes = _ceilings_of_the_deck_freed(auction, st, frozenset(vul), partscores, stakes)
    if not _feasible(boxes):
        odd = {s.seat for s in st.history if s.synthetic}
        boxes = [UNCONSTRAINED if seat in odd else boxes[i] for i, seat in enumerate(SEATS)]
        if not _feasible(boxes):
            boxes = [UNCONSTRAINED] * 4
    return BySeat(*boxes)


def _ceilings_of_the_deck_freed(
    auction: Auction, st: State, vul: frozenset[Side], partscores: tuple[int, int], stakes: Stakes
) -> list[HandConstraints]:
    """Each seat's ranges, its HCP ceiling dropped where it is no lower than the least room
    the deck left it at any of its calls (:mod:`biritch.bots.bidding.system.deck`): a dealt
    layout never exceeds that room anyway (while the seats held what they showed), and a
    hand that held more after another seat's call showed too much is read up to the room."""
    room = [DECK_HCP] * 4
    for i, seen in enumerate(st.history):
        before = analyse(auction.dealer, auction.calls[:i], vul, partscores, stakes)
        p = seen.seat.position
        room[p] = min(room[p], deck_room(before))
    out = []
    for p, box in enumerate(st.shown):
        c = box.constraints()
        out.append(replace(c, hcp_max=MAX_HCP) if c.hcp_max >= room[p] else c)
    return out


def _feasible(boxes: list[HandConstraints]) -> bool:
    if sum(b.hcp_min for b in boxes) > 40 or sum(b.hcp_max for b in boxes) < 40:
        return False
    for suit in SUITS:
        if sum(b.length_min[suit] for b in boxes) > 13:
            return False
        if sum(b.length_max[suit] for b in boxes) < 13:
            return False
    for b in boxes:
        if b.hcp_min > b.hcp_max:
            return False
        if sum(b.length_min.values()) > 13 or sum(b.length_max.values()) < 13:
            return False
    return True


def infer_constraints(view: SeatView) -> BySeat[HandConstraints]:
    """Per seat, what the public auction in ``view`` tells about that seat's hand."""
    ps = (view.partscore(Side.NS), view.partscore(Side.EW))
    vul = frozenset(view.vulnerable_sides)
    return infer_auction(view.auction, vul, ps, Stakes.of(view.score))
