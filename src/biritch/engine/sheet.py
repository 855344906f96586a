"""What every score sheet derives the same way from its entries, whatever the scoring: the
line of the sheet, games, part-scores, totals, the winner and the settlement."""

from __future__ import annotations

from dataclasses import dataclass

from biritch.engine.errors import InvalidError
from biritch.engine.scoring import DealScore, Reason
from biritch.engine.seats import Side


@dataclass(frozen=True, slots=True)
class Entry:
    """One line of the score sheet. ``game`` is the game (0, 1, 2) a below entry counts in."""

    side: Side
    points: int
    below: bool
    reason: Reason
    deal: int
    game: int


@dataclass(frozen=True, slots=True)
class Settlement:
    """The traditional settlement: the winner's margin in hundreds (50 rounds up)."""

    side: Side | None
    hundreds: int


def as_side(value: Side | str) -> Side:
    """A side, from itself or its name."""
    return value if isinstance(value, Side) else Side.parse(value)


def check_honors(*values: int) -> None:
    """Honours are 0, 100 or 150 for a side."""
    for value in values:
        if value not in (0, 100, 150):
            raise InvalidError(f"honors are 0, 100 or 150, not {value}")


def deal_entries(
    declarer_side: Side, score: DealScore, honors_ns: int, honors_ew: int, deal: int, game: int
) -> list[Entry]:
    """The sheet's lines for one played deal: its score's items, then each side's honours."""
    new = [
        Entry(
            declarer_side if item.to_declarer else declarer_side.other,
            item.points,
            item.below,
            item.reason,
            deal,
            game,
        )
        for item in score.items
    ]
    for side, points in ((Side.NS, honors_ns), (Side.EW, honors_ew)):
        if points:
            new.append(Entry(side, points, False, Reason.HONORS, deal, game))
    return new


class SheetArithmetic:
    """Shared by the rubber and the Chicago: a sheet has ``entries``, the sides that made
    each game in ``game_winners``, and says when it ``is_over``."""

    __slots__ = ()
    entries: tuple[Entry, ...]
    game_winners: tuple[Side, ...]

    @property
    def is_over(self) -> bool:
        """Whether the sheet is finished (each scoring says when)."""
        raise NotImplementedError

    @property
    def current_game(self) -> int:
        """Index of the game being played (0 for the first)."""
        return len(self.game_winners)

    @property
    def games(self) -> dict[Side, int]:
        """Games won by each side."""
        return {side: self.game_winners.count(side) for side in Side}

    def partscore(self, side: Side | str) -> int:
        """Below-the-line points of ``side`` in the current game."""
        side = as_side(side)
        return sum(
            e.points
            for e in self.entries
            if e.below and e.side is side and e.game == self.current_game
        )

    @property
    def partscores(self) -> dict[Side, int]:
        """Below-the-line points of each side in the current game."""
        return {side: self.partscore(side) for side in Side}

    @property
    def totals(self) -> dict[Side, int]:
        """Each side's total of all entries, above and below the line."""
        return {side: sum(e.points for e in self.entries if e.side is side) for side in Side}

    @property
    def winner(self) -> Side | None:
        """The side with the larger total once the sheet is over (None before, or if tied)."""
        if not self.is_over:
            return None
        totals = self.totals
        if totals[Side.NS] == totals[Side.EW]:
            return None
        return Side.NS if totals[Side.NS] > totals[Side.EW] else Side.EW

    @property
    def settlement(self) -> Settlement:
        """Difference of totals in hundreds, 50 rounding up: 1170 − 900 = 270 → 3."""
        totals = self.totals
        diff = totals[Side.NS] - totals[Side.EW]
        if diff == 0:
            return Settlement(None, 0)
        side = Side.NS if diff > 0 else Side.EW
        return Settlement(side, (abs(diff) + 50) // 100)
