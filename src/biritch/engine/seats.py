"""Seats around the table, the two sides, and per-seat data."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from enum import StrEnum
from typing import Generic, TypeVar

from biritch.engine.errors import InvalidError

T = TypeVar("T")
U = TypeVar("U")


class Side(StrEnum):
    """A partnership: North–South or East–West."""

    NS = "NS"
    EW = "EW"

    @property
    def other(self) -> Side:
        """The opposing side."""
        return Side.EW if self is Side.NS else Side.NS

    @property
    def seats(self) -> tuple[Seat, Seat]:
        """The two seats of this side."""
        return (Seat.N, Seat.S) if self is Side.NS else (Seat.E, Seat.W)

    @classmethod
    def parse(cls, text: str) -> Side:
        """``"NS"``/``"ns"``/``"EW"`` to a side; anything else is invalid."""
        try:
            return cls(text.strip().upper())
        except ValueError:
            raise InvalidError(f"unknown side {text!r}; expected NS or EW") from None


class Seat(StrEnum):
    """A seat at the table, in clockwise order N, E, S, W."""

    N = "N"
    E = "E"
    S = "S"
    W = "W"

    @property
    def position(self) -> int:
        """0 for North, 1 East, 2 South, 3 West."""
        return _ORDER.index(self)

    def next(self, steps: int = 1) -> Seat:
        """The seat ``steps`` places clockwise."""
        return _ORDER[(self.position + steps) % 4]

    @property
    def lho(self) -> Seat:
        """Left-hand opponent: the next seat clockwise."""
        return self.next(1)

    @property
    def partner(self) -> Seat:
        """The seat opposite."""
        return self.next(2)

    @property
    def rho(self) -> Seat:
        """Right-hand opponent."""
        return self.next(3)

    @property
    def side(self) -> Side:
        """The partnership this seat belongs to."""
        return Side.NS if self in (Seat.N, Seat.S) else Side.EW

    def clockwise_from(self) -> tuple[Seat, Seat, Seat, Seat]:
        """All four seats starting with this one."""
        return (self, self.next(1), self.next(2), self.next(3))

    @classmethod
    def parse(cls, text: str) -> Seat:
        """``"N"``, ``"north"``… to a seat; anything else is invalid."""
        key = _SEAT_NAMES.get(text.strip().lower())
        if key is None:
            raise InvalidError(f"unknown seat {text!r}; expected N, E, S or W")
        return cls(key)


_SEAT_NAMES = {
    "n": "N",
    "north": "N",
    "e": "E",
    "east": "E",
    "s": "S",
    "south": "S",
    "w": "W",
    "west": "W",
}
_ORDER: tuple[Seat, Seat, Seat, Seat] = (Seat.N, Seat.E, Seat.S, Seat.W)
SEATS = _ORDER


@dataclass(frozen=True, slots=True)
class BySeat(Generic[T]):
    """One value per seat, immutable; index it with a :class:`Seat`."""

    n: T
    e: T
    s: T
    w: T

    @classmethod
    def build(cls, make: Callable[[Seat], T]) -> BySeat[T]:
        """Build from a function of the seat."""
        return cls(make(Seat.N), make(Seat.E), make(Seat.S), make(Seat.W))

    def __getitem__(self, seat: Seat) -> T:
        return (self.n, self.e, self.s, self.w)[seat.position]

    def with_value(self, seat: Seat, value: T) -> BySeat[T]:
        """A copy with one seat's value replaced."""
        values = [self.n, self.e, self.s, self.w]
        values[seat.position] = value
        return BySeat(*values)

    def map(self, fn: Callable[[T], U]) -> BySeat[U]:
        """Apply ``fn`` to every seat's value."""
        return BySeat(fn(self.n), fn(self.e), fn(self.s), fn(self.w))

    def items(self) -> Iterator[tuple[Seat, T]]:
        """(seat, value) pairs in N, E, S, W order."""
        return iter(zip(SEATS, (self.n, self.e, self.s, self.w), strict=True))
