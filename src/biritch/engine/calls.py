"""Strains and calls: bids, pass, double, redouble."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from biritch.engine.cards import Suit
from biritch.engine.errors import InvalidError


class Strain(Enum):
    """A bid's denomination, ordered ♣ < ♦ < ♥ < ♠ < NT."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"
    NOTRUMP = "NT"

    @property
    def order(self) -> int:
        """0 for clubs up to 4 for no-trump."""
        return _STRAIN_ORDER.index(self)

    @property
    def suit(self) -> Suit | None:
        """The trump suit, or None for no-trump."""
        return None if self is Strain.NOTRUMP else Suit(self.value)

    @property
    def symbol(self) -> str:
        """♣ ♦ ♥ ♠ or NT."""
        return "NT" if self is Strain.NOTRUMP else Suit(self.value).symbol

    @property
    def is_major(self) -> bool:
        """Hearts or spades."""
        return self in (Strain.HEARTS, Strain.SPADES)

    @property
    def is_minor(self) -> bool:
        """Clubs or diamonds."""
        return self in (Strain.CLUBS, Strain.DIAMONDS)

    @classmethod
    def of(cls, suit: Suit) -> Strain:
        """The strain of a suit."""
        return cls(suit.value)

    def __repr__(self) -> str:
        return f"Strain.{self.name}"

    @classmethod
    def parse(cls, text: str) -> Strain:
        """``"H"``, ``"♥"``, ``"NT"``, ``"N"``, ``"БК"`` to a strain."""
        key = text.strip().upper()
        if key in ("NT", "N", "БК", "NOTRUMP"):
            return cls.NOTRUMP
        try:
            return cls.of(Suit.parse(key))
        except InvalidError:
            raise InvalidError(f"unknown strain {text!r}; expected C, D, H, S or NT") from None


_STRAIN_ORDER = (Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES, Strain.NOTRUMP)
STRAINS = _STRAIN_ORDER


@dataclass(frozen=True, slots=True)
class Call:
    """Any call in the auction. Subclasses: :class:`Bid`, :class:`Pass`, :class:`Double`,
    :class:`Redouble`. ``Call.parse("3NT")``, ``str(call)`` gives the shorthand back."""

    @classmethod
    def parse(cls, text: str) -> Call:
        """``"1NT"``, ``"4H"``, ``"P"``/``"Pass"``, ``"X"``, ``"XX"`` to a call."""
        key = text.strip().upper().replace("♣", "C").replace("♦", "D").replace("♥", "H")
        key = key.replace("♠", "S").replace(" ", "")
        if key in ("P", "PASS", "ПАС"):
            return PASS
        if key in ("X", "D", "DBL", "DOUBLE"):
            return DOUBLE
        if key in ("XX", "R", "RDBL", "REDOUBLE"):
            return REDOUBLE
        if len(key) >= 2 and key[0] in "1234567":
            return Bid(int(key[0]), Strain.parse(key[1:]))
        raise InvalidError(f"malformed call {text!r}; expected e.g. 1C, 3NT, P, X or XX")


@dataclass(frozen=True, slots=True)
class Bid(Call):
    """A bid of ``level`` (1–7) in ``strain``."""

    level: int
    strain: Strain

    def __post_init__(self) -> None:
        if not 1 <= self.level <= 7:
            raise InvalidError(f"a bid's level must be 1 to 7, not {self.level}")

    @property
    def rank(self) -> int:
        """Position in the bidding ladder: 1♣ is 0, 7NT is 34."""
        return (self.level - 1) * 5 + self.strain.order

    def __gt__(self, other: Bid) -> bool:
        return self.rank > other.rank

    def __str__(self) -> str:
        return f"{self.level}{self.strain.value}"

    def __repr__(self) -> str:
        return f"Call.parse({str(self)!r})"


@dataclass(frozen=True, slots=True)
class Pass(Call):
    """Pass."""

    def __str__(self) -> str:
        return "P"

    def __repr__(self) -> str:
        return "PASS"


@dataclass(frozen=True, slots=True)
class Double(Call):
    """Double of the opponents' last bid."""

    def __str__(self) -> str:
        return "X"

    def __repr__(self) -> str:
        return "DOUBLE"


@dataclass(frozen=True, slots=True)
class Redouble(Call):
    """Redouble of a double of one's own side's bid."""

    def __str__(self) -> str:
        return "XX"

    def __repr__(self) -> str:
        return "REDOUBLE"


PASS = Pass()
DOUBLE = Double()
REDOUBLE = Redouble()
ALL_BIDS: tuple[Bid, ...] = tuple(Bid(level, strain) for level in range(1, 8) for strain in STRAINS)
