"""Suits, ranks, cards, hands and deals; PBN deal strings in and out."""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from enum import Enum, IntEnum

from biritch.engine.errors import InvalidError
from biritch.engine.seats import SEATS, BySeat, Seat


class Suit(Enum):
    """A suit, ordered ♣ < ♦ < ♥ < ♠ (the bidding order)."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    @property
    def letter(self) -> str:
        """One-letter code: C, D, H, S."""
        return self.value

    @property
    def symbol(self) -> str:
        """The suit symbol ♣ ♦ ♥ ♠."""
        return _SYMBOLS[self]

    @property
    def order(self) -> int:
        """0 for clubs up to 3 for spades."""
        return _SUIT_ORDER.index(self)

    @property
    def is_major(self) -> bool:
        """Hearts and spades are the majors."""
        return self in (Suit.HEARTS, Suit.SPADES)

    @property
    def is_red(self) -> bool:
        """Diamonds and hearts are red."""
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    def __lt__(self, other: Suit) -> bool:
        return self.order < other.order

    def __repr__(self) -> str:
        return f"Suit.{self.name}"

    @classmethod
    def parse(cls, text: str) -> Suit:
        """``"S"``, ``"s"`` or ``"♠"`` to a suit."""
        key = text.strip().upper()
        for suit in cls:
            if key in (suit.value, suit.symbol):
                return suit
        raise InvalidError(f"unknown suit {text!r}; expected C, D, H or S")


_SUIT_ORDER = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
#: PBN writes a hand spades first.
PBN_SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
SUITS = _SUIT_ORDER


class Rank(IntEnum):
    """A card's rank, 2 (low) to ace (14)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def char(self) -> str:
        """The PBN character: 2–9, T, J, Q, K, A."""
        return _RANK_CHARS[self.value - 2]

    @property
    def hcp(self) -> int:
        """High-card points: A 4, K 3, Q 2, J 1."""
        return max(0, self.value - 10)

    @classmethod
    def parse(cls, text: str) -> Rank:
        """``"A"``, ``"T"``, ``"10"``, ``"7"`` to a rank."""
        key = text.strip().upper()
        if key == "10":
            key = "T"
        index = _RANK_CHARS.find(key) if len(key) == 1 else -1
        if index < 0:
            raise InvalidError(f"unknown rank {text!r}; expected 2-9, T, J, Q, K or A")
        return cls(index + 2)


_RANK_CHARS = "23456789TJQKA"


@dataclass(frozen=True, slots=True, order=False)
class Card:
    """One card; prints as suit then rank (``SA``, ``HT``) and parses back."""

    suit: Suit
    rank: Rank

    def __str__(self) -> str:
        return f"{self.suit.letter}{self.rank.char}"

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    @property
    def key(self) -> tuple[int, int]:
        """Sort key: suit order, then rank."""
        return (self.suit.order, self.rank.value)

    def __lt__(self, other: Card) -> bool:
        return self.key < other.key

    def __hash__(self) -> int:
        # Cards are hashed millions of times per bot decision (sets of cards in sampled
        # layouts); the generated hash would call the enums' Python-level __hash__.
        return ord(self.suit._value_) * 16 + self.rank._value_

    @classmethod
    def parse(cls, text: str) -> Card:
        """``"SA"``, ``"H10"``, ``"♠A"`` to a card (suit first)."""
        text = text.strip()
        if len(text) < 2:
            raise InvalidError(f"malformed card {text!r}; expected suit then rank, e.g. SA or HT")
        return cls(Suit.parse(text[0]), Rank.parse(text[1:]))


FULL_DECK: tuple[Card, ...] = tuple(Card(suit, rank) for suit in SUITS for rank in Rank)


@dataclass(frozen=True, slots=True)
class Hand:
    """A set of cards held by one player (any number, 0–13)."""

    cards: frozenset[Card]

    @classmethod
    def of(cls, cards: Iterable[Card]) -> Hand:
        """A hand from any iterable of cards; duplicates or more than 13 cards are an error."""
        listed = list(cards)
        hand = cls(frozenset(listed))
        if len(hand.cards) != len(listed):
            raise InvalidError("a hand cannot hold the same card twice")
        if len(hand.cards) > 13:
            raise InvalidError(f"a hand holds at most 13 cards, not {len(hand.cards)}")
        return hand

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.sorted())

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    def sorted(self) -> list[Card]:
        """Cards by suit (♠ ♥ ♦ ♣) and rank, highest first, as a player holds them."""
        return sorted(self.cards, key=lambda c: (-c.suit.order, -c.rank.value))

    def suit(self, suit: Suit) -> list[Rank]:
        """Ranks held in ``suit``, highest first."""
        return sorted((c.rank for c in self.cards if c.suit is suit), reverse=True)

    def length(self, suit: Suit) -> int:
        """Number of cards held in ``suit``."""
        return sum(1 for c in self.cards if c.suit is suit)

    @property
    def hcp(self) -> int:
        """High-card points: A 4, K 3, Q 2, J 1."""
        return sum(c.rank.hcp for c in self.cards)

    def without(self, card: Card) -> Hand:
        """The hand after ``card`` is played."""
        if card not in self.cards:
            raise InvalidError(f"{card} is not in this hand")
        return Hand(self.cards - {card})

    def to_pbn(self) -> str:
        """PBN form, spades first: ``AKQ2.K32.54.QJ32`` (a void is empty)."""
        return ".".join("".join(r.char for r in self.suit(s)) for s in PBN_SUIT_ORDER)

    def __str__(self) -> str:
        return self.to_pbn()

    def __repr__(self) -> str:
        return f"Hand.parse({self.to_pbn()!r})"

    @classmethod
    def parse(cls, text: str) -> Hand:
        """Parse PBN form ``AKQ2.K32.54.QJ32`` (spades, hearts, diamonds, clubs)."""
        parts = text.strip().split(".")
        if len(parts) != 4:
            raise InvalidError(f"malformed hand {text!r}; expected four suits separated by dots")
        cards: list[Card] = []
        for suit, ranks in zip(PBN_SUIT_ORDER, parts, strict=True):
            cards.extend(Card(suit, Rank.parse(ch)) for ch in ranks.replace("10", "T"))
        return cls.of(cards)


EMPTY_HAND = Hand(frozenset())


@dataclass(frozen=True, slots=True)
class Deal:
    """The four hands of one deal."""

    hands: BySeat[Hand]

    def __getitem__(self, seat: Seat) -> Hand:
        return self.hands[seat]

    def to_pbn(self, first: Seat = Seat.N) -> str:
        """PBN deal string: ``N:AKQ2.K32.54.QJ32 ...`` hands clockwise from ``first``."""
        return f"{first.value}:" + " ".join(self.hands[s].to_pbn() for s in first.clockwise_from())

    def __str__(self) -> str:
        return self.to_pbn()

    def __repr__(self) -> str:
        return f"Deal.parse({self.to_pbn()!r})"

    def holder(self, card: Card) -> Seat:
        """The seat that holds ``card``."""
        for seat, hand in self.hands.items():
            if card in hand:
                return seat
        raise InvalidError(f"{card} is in no hand")

    @classmethod
    def parse(cls, text: str) -> Deal:
        """Parse a PBN deal string; it must hold all 52 cards, 13 to each hand."""
        text = text.strip()
        if len(text) < 3 or text[1] != ":":
            raise InvalidError(f"malformed deal {text!r}; expected e.g. 'N:AKQ2.K32.54.QJ32 ...'")
        first = Seat.parse(text[0])
        parts = text[2:].split()
        if len(parts) != 4:
            raise InvalidError("a deal needs four hands")
        by_seat = {
            seat: Hand.parse(p) for seat, p in zip(first.clockwise_from(), parts, strict=True)
        }
        deal = cls(BySeat.build(lambda s: by_seat[s]))
        deal.validate()
        return deal

    def validate(self) -> None:
        """Raise if this is not a full deal of 52 distinct cards, 13 a hand."""
        seen: set[Card] = set()
        for seat, hand in self.hands.items():
            if len(hand) != 13:
                raise InvalidError(f"{seat.value} holds {len(hand)} cards, not 13")
            if seen & hand.cards:
                raise InvalidError("a card appears in two hands")
            seen |= hand.cards


def deal_cards(rng: random.Random, dealer: Seat = Seat.N) -> Deal:
    """Shuffle with ``rng`` and deal one card at a time clockwise from the dealer's left."""
    deck = list(FULL_DECK)
    rng.shuffle(deck)
    piles: dict[Seat, list[Card]] = {seat: [] for seat in SEATS}
    for i, card in enumerate(deck):
        piles[dealer.next(1 + i % 4)].append(card)
    return Deal(BySeat.build(lambda s: Hand.of(piles[s])))
