"""What one seat may know at this moment; nothing else leaves the engine toward bots or
the web (DESIGN.md, principle 5)."""

from __future__ import annotations

from dataclasses import dataclass

from biritch.engine.auction import Auction
from biritch.engine.cards import Card, Hand, Suit
from biritch.engine.contract import Contract
from biritch.engine.game import DealState, Phase
from biritch.engine.play import Trick
from biritch.engine.scoresheet import ScoreSheet
from biritch.engine.seats import BySeat, Seat, Side


@dataclass(frozen=True, slots=True)
class SeatView:
    """Exactly what ``seat`` may see: its own hand, dummy's once it is face up (all four
    hands once the deal is finished), the auction, the cards played and the score."""

    seat: Seat
    dealer: Seat
    phase: Phase
    auction: Auction
    contract: Contract | None
    declarer: Seat | None
    tricks: tuple[Trick, ...]
    current: Trick | None
    turn: Seat | None
    #: Remaining cards of each hand this seat can see; None for a hidden hand.
    hands: BySeat[Hand | None]
    #: The 13 original cards of each hand this seat can see; None for a hidden hand.
    original: BySeat[Hand | None]
    vulnerable_sides: frozenset[Side]
    score: ScoreSheet

    @property
    def hand(self) -> Hand:
        """This seat's remaining cards."""
        hand = self.hands[self.seat]
        assert hand is not None
        return hand

    @property
    def dummy(self) -> Seat | None:
        """Declarer's partner, once the auction is over."""
        return None if self.declarer is None else self.declarer.partner

    @property
    def trump_suit(self) -> Suit | None:
        """The trump suit once the contract is known (None in no-trump or during the auction)."""
        return None if self.contract is None else self.contract.strain.suit

    def vulnerable(self, side: Side) -> bool:
        """Whether ``side`` is vulnerable in this deal."""
        return side in self.vulnerable_sides

    def partscore(self, side: Side) -> int:
        """``side``'s below-the-line points in the current game."""
        return self.score.partscore(side)

    def played(self) -> list[tuple[Seat, Card]]:
        """Every card played so far, in order, with its seat."""
        out: list[tuple[Seat, Card]] = []
        for trick in self.tricks:
            out.extend(trick.plays())
        if self.current is not None:
            out.extend(self.current.plays())
        return out

    def legal_cards(self) -> list[Card]:
        """Legal cards for the seat to play, if this view can see that hand (else empty)."""
        if self.phase is not Phase.PLAY or self.turn is None or self.current is None:
            return []
        hand = self.hands[self.turn]
        if hand is None:
            return []
        led = self.current.suit_led
        if led is not None and hand.length(led) > 0:
            return [c for c in hand.sorted() if c.suit is led]
        return hand.sorted()


def seat_view(state: DealState, seat: Seat) -> SeatView:
    """The view of ``seat`` on the deal ``state``."""
    play = state.play
    finished = state.phase is Phase.FINISHED
    dummy_up = play is not None and play.dummy_exposed

    def visible(s: Seat) -> bool:
        return s is seat or finished or (dummy_up and play is not None and s is play.dummy)

    remaining = play.remaining if play is not None else state.deal.hands
    hands: BySeat[Hand | None] = BySeat.build(lambda s: remaining[s] if visible(s) else None)
    original: BySeat[Hand | None] = BySeat.build(lambda s: state.deal[s] if visible(s) else None)
    return SeatView(
        seat=seat,
        dealer=state.dealer,
        phase=state.phase,
        auction=state.auction,
        contract=state.contract,
        declarer=state.declarer,
        tricks=play.tricks if play is not None else (),
        current=play.current if play is not None and not play.is_complete else None,
        turn=state.turn,
        hands=hands,
        original=original,
        vulnerable_sides=frozenset(side for side, v in state.vulnerable.items() if v),
        score=state.score_before,
    )
