"""The auction: legal calls, its end, the contract and declarer."""

from __future__ import annotations

from dataclasses import dataclass

from biritch.engine.calls import ALL_BIDS, DOUBLE, PASS, REDOUBLE, Bid, Call, Double, Pass, Redouble
from biritch.engine.contract import Contract, Doubling
from biritch.engine.errors import IllegalError
from biritch.engine.seats import Seat


@dataclass(frozen=True, slots=True)
class Auction:
    """The calls made so far, starting with the dealer's. Immutable: :meth:`with_call`."""

    dealer: Seat
    calls: tuple[Call, ...] = ()

    @classmethod
    def from_calls(cls, dealer: Seat, calls: list[str] | tuple[str, ...]) -> Auction:
        """Build by applying each call in turn (each must be legal)."""
        auction = cls(dealer)
        for text in calls:
            auction = auction.with_call(Call.parse(text))
        return auction

    @property
    def turn(self) -> Seat | None:
        """The seat to call next, or None once the auction is over."""
        return None if self.is_complete else self.dealer.next(len(self.calls))

    def seat_of(self, index: int) -> Seat:
        """The seat that made call number ``index`` (0 = the dealer's first call)."""
        return self.dealer.next(index)

    @property
    def is_complete(self) -> bool:
        """Four passes to start, or three passes in a row after any other call."""
        if len(self.calls) < 4:
            return False
        if all(isinstance(c, Pass) for c in self.calls[:4]):
            return True
        return all(isinstance(c, Pass) for c in self.calls[-3:])

    @property
    def is_passed_out(self) -> bool:
        """All four players passed: no contract, no score."""
        return len(self.calls) == 4 and all(isinstance(c, Pass) for c in self.calls)

    def _last_bid_index(self) -> int | None:
        for i in range(len(self.calls) - 1, -1, -1):
            if isinstance(self.calls[i], Bid):
                return i
        return None

    @property
    def last_bid(self) -> Bid | None:
        """The highest (most recent) bid, if any."""
        i = self._last_bid_index()
        if i is None:
            return None
        bid = self.calls[i]
        assert isinstance(bid, Bid)
        return bid

    @property
    def doubling(self) -> Doubling:
        """Whether the last bid stands doubled or redoubled."""
        i = self._last_bid_index()
        if i is None:
            return Doubling.NONE
        state = Doubling.NONE
        for call in self.calls[i + 1 :]:
            if isinstance(call, Double):
                state = Doubling.DOUBLED
            elif isinstance(call, Redouble):
                state = Doubling.REDOUBLED
        return state

    def is_legal(self, call: Call) -> bool:
        """Whether ``call`` may be made now by the seat whose turn it is."""
        turn = self.turn
        if turn is None:
            return False
        if isinstance(call, Pass):
            return True
        i = self._last_bid_index()
        if isinstance(call, Bid):
            last = self.last_bid
            return last is None or call > last
        if i is None:
            return False
        bidder_side = self.seat_of(i).side
        if isinstance(call, Double):
            return bidder_side is not turn.side and self.doubling is Doubling.NONE
        if isinstance(call, Redouble):
            return bidder_side is turn.side and self.doubling is Doubling.DOUBLED
        return False

    def legal_calls(self) -> list[Call]:
        """Every legal call now: pass, double/redouble if allowed, then the bids upward."""
        if self.turn is None:
            return []
        calls: list[Call] = [c for c in (PASS, DOUBLE, REDOUBLE) if self.is_legal(c)]
        last = self.last_bid
        calls.extend(b for b in ALL_BIDS if last is None or b > last)
        return calls

    def with_call(self, call: Call) -> Auction:
        """The auction after ``call``; raises :class:`IllegalError` if it is not legal now."""
        if self.turn is None:
            raise IllegalError("the auction is over; no more calls can be made")
        if not self.is_legal(call):
            raise IllegalError(f"{call} is not a legal call now ({self._why_illegal(call)})")
        return Auction(self.dealer, (*self.calls, call))

    def _why_illegal(self, call: Call) -> str:
        if isinstance(call, Bid):
            return f"a bid must be higher than {self.last_bid}"
        if isinstance(call, Double):
            return "you may double only an opponent's bid that is not doubled yet"
        return "you may redouble only a double of your side's bid"

    @property
    def contract(self) -> Contract | None:
        """The final contract once the auction is complete (None if passed out or unfinished)."""
        if not self.is_complete or self.is_passed_out:
            return None
        bid = self.last_bid
        assert bid is not None
        return Contract(bid.level, bid.strain, self.doubling)

    @property
    def declarer(self) -> Seat | None:
        """The first player of the declaring side to name the contract's strain."""
        i = self._last_bid_index()
        if not self.is_complete or i is None:
            return None
        bid = self.calls[i]
        assert isinstance(bid, Bid)
        side = self.seat_of(i).side
        for j, call in enumerate(self.calls):
            if isinstance(call, Bid) and call.strain is bid.strain and self.seat_of(j).side is side:
                return self.seat_of(j)
        raise AssertionError("unreachable: the last bidder named the strain")

    def __str__(self) -> str:
        return " ".join(str(c) for c in self.calls)
