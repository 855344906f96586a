"""A contract: level, strain and doubling (declarer is kept beside it, not in it)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from biritch.engine.calls import Bid, Strain
from biritch.engine.errors import InvalidError


class Doubling(IntEnum):
    """Undoubled, doubled or redoubled; the value is the multiplier's power of two."""

    NONE = 0
    DOUBLED = 1
    REDOUBLED = 2

    @property
    def suffix(self) -> str:
        """``""``, ``"X"`` or ``"XX"``."""
        return "X" * self.value

    @property
    def multiplier(self) -> int:
        """1, 2 or 4: how trick points are multiplied."""
        return 1 << self.value


@dataclass(frozen=True, slots=True)
class Contract:
    """``Contract.parse("4HX")``; ``str()`` gives ``"4HX"`` back."""

    level: int
    strain: Strain
    doubling: Doubling = Doubling.NONE

    def __post_init__(self) -> None:
        if not 1 <= self.level <= 7:
            raise InvalidError(f"a contract's level must be 1 to 7, not {self.level}")

    @property
    def bid(self) -> Bid:
        """The bid that names this contract."""
        return Bid(self.level, self.strain)

    @property
    def tricks_needed(self) -> int:
        """Tricks declarer must take: level + 6."""
        return self.level + 6

    @property
    def tricks_to_defeat(self) -> int:
        """Tricks the defenders must take to defeat it: one more than declarer may lose."""
        return 14 - self.tricks_needed

    def goal(self, declaring: bool) -> int:
        """The tricks a side needs for its aim: declarer's side to make the contract,
        the defenders to defeat it."""
        return self.tricks_needed if declaring else self.tricks_to_defeat

    def __str__(self) -> str:
        return f"{self.level}{self.strain.value}{self.doubling.suffix}"

    def __repr__(self) -> str:
        return f"Contract.parse({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Contract:
        """``"3NT"``, ``"4HX"``, ``"7CXX"``, ``"1S"`` (also ♠ symbols) to a contract."""
        key = text.strip().upper()
        doubling = Doubling.NONE
        if key.endswith("XX"):
            doubling, key = Doubling.REDOUBLED, key[:-2]
        elif key.endswith("X"):
            doubling, key = Doubling.DOUBLED, key[:-1]
        if len(key) < 2 or key[0] not in "1234567":
            raise InvalidError(f"malformed contract {text!r}; expected e.g. 3NT, 4HX or 7CXX")
        return cls(int(key[0]), Strain.parse(key[1:]), doubling)
