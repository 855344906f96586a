"""Reading the auction call by call: layouts in which the hidden hands would have bid as
they did are likelier.

The bidding inference (:mod:`biritch.bots.bidding.inference`) turns the auction into ranges of HCP
and suit lengths, which the sampler enforces. Ranges cannot say what a pass denies (no
overcall with a good suit, no raise with support), nor which of the hands inside a range
would really have chosen the call. So each sampled layout is also bid again: for every
call a hidden hand made, the bidding system (:mod:`biritch.bots.bidding.system`) is asked what it
would call there with that layout's cards; each call it would not have made scales the
layout's weight by :data:`MISBID`. GIB and Ben filter their samples the same way. It
reads the public auction and the layout's own cards, never the real hidden hands.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

from biritch.bots.bidding.core import Rule
from biritch.bots.bidding.system import analyse, rules_for
from biritch.bots.evaluate import Features
from biritch.engine import PASS, SEATS, BySeat, Call, Card, Hand, Seat, SeatView, Side

#: Weight factor of a layout for each call its hand would not have made. Not zero: the
#: person at the table bids in their own way, and a few of the system's choices are
#: judgement calls. Over 2,000 play positions of seeded deals (not the benchmark's), a
#: factor of one tenth gave the fewest double-dummy errors among 1, ½, ¼, ⅒ and 1/30.
MISBID = 0.1


@dataclass(frozen=True, slots=True)
class _Situation:
    """One call by a hidden hand: who made it, what it was, and the system's rules there
    (in priority order, only those legal at that point)."""

    seat: Seat
    call: Call
    rules: tuple[Rule, ...]

    def fits(self, features: Features) -> bool:
        """Whether the system would have made this call with a hand of ``features``."""
        for rule in self.rules:
            if rule.cond.holds(features):
                return rule.call == self.call
        return self.call == PASS


#: Hands whose fit is remembered per auction and viewer, at most (then forgotten at once).
MEMO_HANDS = 20_000


@dataclass(frozen=True, slots=True, eq=False)
class _Reading:
    """The hidden hands' calls of one finished auction, as one viewer reads them, with
    the fit of each hand already judged: a seat's hand is the same thirteen cards in many
    of the layouts drawn for one card and in those of the deal's later cards, and bidding
    it again is most of what weighting a layout costs."""

    situations: tuple[_Situation, ...]
    memo: dict[tuple[Seat, frozenset[Card]], float] = field(default_factory=dict)

    def fit(self, seat: Seat, hand: frozenset[Card]) -> float:
        """:data:`MISBID` to the power of the calls ``seat`` would not have made with
        ``hand`` (its thirteen cards)."""
        key = (seat, hand)
        kept = self.memo.get(key)
        if kept is None:
            features = Features.of(Hand(hand))
            kept = 1.0
            for situation in self.situations:
                if situation.seat is seat and not situation.fits(features):
                    kept *= MISBID
            if len(self.memo) >= MEMO_HANDS:
                self.memo.clear()
            self.memo[key] = kept
        return kept


def auction_weight(
    view: SeatView, played: BySeat[frozenset[Card]]
) -> Callable[[tuple[frozenset[Card], ...]], float] | None:
    """A layout's weight given the auction: 1 when every hidden hand would have called
    as it did (None when no hidden hand called). ``played``: the cards each seat has
    played so far (:attr:`biritch.bots.play.worlds.Knowledge.played`), which a layout's
    remaining cards lack."""
    hidden = tuple(s for s in SEATS if view.original[s] is None)
    auction = view.auction
    vul = frozenset(view.vulnerable_sides)
    parts = (int(view.partscore(Side.NS)), int(view.partscore(Side.EW)))
    reading = _reading(auction.dealer, auction.calls, vul, parts, hidden)
    if not reading.situations:
        return None
    callers = tuple({s.seat: None for s in reading.situations})

    def weight(world: tuple[frozenset[Card], ...]) -> float:
        kept = 1.0
        for seat in callers:
            kept *= reading.fit(seat, world[seat.position] | played[seat])
        return kept

    return weight


#: Auctions (with their viewers) read at most: a bot worker serves the cards of many
#: games in turn, each read by up to four viewers, and reading one again costs tens of
#: milliseconds.
READINGS = 4096


@lru_cache(maxsize=READINGS)
def _reading(
    dealer: Seat,
    calls: tuple[Call, ...],
    vul: frozenset[Side],
    parts: tuple[int, int],
    hidden: tuple[Seat, ...],
) -> _Reading:
    # The auction is read once per deal and seat, not once per card: it no longer changes
    # during the play.
    out: list[_Situation] = []
    for i, call in enumerate(calls):
        seat = dealer.next(i)
        if seat not in hidden:
            continue
        before = analyse(dealer, calls[:i], vul, parts)
        legal = tuple(r for r in rules_for(before) if before.auction.is_legal(r.call))
        out.append(_Situation(seat, call, legal))
    return _Reading(tuple(out))
