"""Card play: tricks, following suit, trick winners, thirteen tricks."""

from __future__ import annotations

from dataclasses import dataclass

from biritch.engine.cards import Card, Deal, Hand, Suit
from biritch.engine.contract import Contract
from biritch.engine.errors import IllegalError
from biritch.engine.seats import BySeat, Seat, Side


@dataclass(frozen=True, slots=True)
class Trick:
    """Up to four cards played clockwise from ``leader``."""

    leader: Seat
    cards: tuple[Card, ...] = ()

    @property
    def is_complete(self) -> bool:
        """Four cards have been played to it."""
        return len(self.cards) == 4

    @property
    def suit_led(self) -> Suit | None:
        """The suit of the first card, if any."""
        return self.cards[0].suit if self.cards else None

    @property
    def next_seat(self) -> Seat | None:
        """Who plays next to this trick, None when it is complete."""
        return None if self.is_complete else self.leader.next(len(self.cards))

    def plays(self) -> list[tuple[Seat, Card]]:
        """(seat, card) for each card played, in order."""
        return [(self.leader.next(i), card) for i, card in enumerate(self.cards)]

    def winning_index(self, trump: Suit | None) -> int:
        """Index of the card currently winning: highest trump, else highest of the suit led."""
        if not self.cards:
            raise ValueError("an empty trick has no winner")
        best = 0
        for i, card in enumerate(self.cards[1:], start=1):
            top = self.cards[best]
            if card.suit is top.suit:
                if card.rank > top.rank:
                    best = i
            elif card.suit is trump:
                best = i
        return best

    def winner(self, trump: Suit | None) -> Seat:
        """The seat winning (or that won) this trick."""
        return self.leader.next(self.winning_index(trump))

    def __str__(self) -> str:
        return f"{self.leader.value}:" + " ".join(str(c) for c in self.cards)


@dataclass(frozen=True, slots=True)
class Play:
    """The play of one deal. Immutable: :meth:`with_card` returns the next state."""

    deal: Deal
    contract: Contract
    declarer: Seat
    remaining: BySeat[Hand]
    tricks: tuple[Trick, ...]
    current: Trick

    @classmethod
    def start(cls, deal: Deal, contract: Contract, declarer: Seat) -> Play:
        """The play before the opening lead, which is made by declarer's left-hand opponent."""
        return cls(deal, contract, declarer, deal.hands, (), Trick(declarer.lho))

    @property
    def trump(self) -> Suit | None:
        """The trump suit, None in no-trump."""
        return self.contract.strain.suit

    @property
    def dummy(self) -> Seat:
        """Declarer's partner, whose hand is laid face up after the opening lead."""
        return self.declarer.partner

    @property
    def dummy_exposed(self) -> bool:
        """True once the opening lead has been made."""
        return bool(self.tricks) or bool(self.current.cards)

    @property
    def is_complete(self) -> bool:
        """All thirteen tricks have been played."""
        return len(self.tricks) == 13

    @property
    def turn(self) -> Seat | None:
        """The seat whose card is to be played next (dummy's too), None when play is over."""
        return None if self.is_complete else self.current.next_seat

    def legal_cards(self) -> list[Card]:
        """The cards the seat to play may play: it must follow suit if it can."""
        seat = self.turn
        if seat is None:
            return []
        hand = self.remaining[seat]
        led = self.current.suit_led
        if led is not None and hand.length(led) > 0:
            return [c for c in hand.sorted() if c.suit is led]
        return hand.sorted()

    def with_card(self, card: Card) -> Play:
        """The play after ``card``; raises :class:`IllegalError` if it may not be played now."""
        seat = self.turn
        if seat is None:
            raise IllegalError("all thirteen tricks have been played")
        hand = self.remaining[seat]
        if card not in hand:
            raise IllegalError(f"{card} is not in {seat.value}'s hand")
        led = self.current.suit_led
        if led is not None and card.suit is not led and hand.length(led) > 0:
            raise IllegalError(f"{seat.value} must follow suit ({led.symbol})")
        trick = Trick(self.current.leader, (*self.current.cards, card))
        remaining = self.remaining.with_value(seat, hand.without(card))
        if trick.is_complete:
            tricks = (*self.tricks, trick)
            following = Trick(trick.winner(self.trump)) if len(tricks) < 13 else Trick(seat)
            return Play(self.deal, self.contract, self.declarer, remaining, tricks, following)
        return Play(self.deal, self.contract, self.declarer, remaining, self.tricks, trick)

    def tricks_won(self, side: Side) -> int:
        """Completed tricks won by ``side``."""
        return sum(1 for t in self.tricks if t.winner(self.trump).side is side)

    @property
    def declarer_tricks(self) -> int:
        """Completed tricks won by the declaring side."""
        return self.tricks_won(self.declarer.side)

    def played_cards(self) -> list[tuple[Seat, Card]]:
        """Every card played so far, in order, with its seat."""
        out: list[tuple[Seat, Card]] = []
        for trick in (*self.tricks, self.current):
            out.extend(trick.plays())
        return out

    @property
    def cards_played_count(self) -> int:
        """How many cards have been played (0–52)."""
        return 4 * len(self.tricks) + len(self.current.cards)
