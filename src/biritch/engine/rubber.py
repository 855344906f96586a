"""The rubber: a score sheet of entries above and below the line, from which games,
vulnerability, the rubber bonus, totals and the winner are all derived."""

from __future__ import annotations

from dataclasses import dataclass

from biritch.engine.contract import Contract
from biritch.engine.errors import IllegalError, InvalidError
from biritch.engine.scoring import Reason, score_deal
from biritch.engine.seats import Side

GAME_POINTS = 100
RUBBER_BONUS_TWO_NIL = 700
RUBBER_BONUS_TWO_ONE = 500


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


def _side(value: Side | str) -> Side:
    return value if isinstance(value, Side) else Side.parse(value)


@dataclass(frozen=True, slots=True)
class Rubber:
    """An immutable rubber score sheet; :meth:`add_deal` returns the next one."""

    entries: tuple[Entry, ...] = ()
    game_winners: tuple[Side, ...] = ()
    deals: int = 0

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
        side = _side(side)
        return sum(
            e.points
            for e in self.entries
            if e.below and e.side is side and e.game == self.current_game
        )

    @property
    def partscores(self) -> dict[Side, int]:
        """Below-the-line points of each side in the current game."""
        return {side: self.partscore(side) for side in Side}

    def vulnerable(self, side: Side | str) -> bool:
        """A side that has won a game is vulnerable until the rubber ends."""
        return _side(side) in self.game_winners

    @property
    def is_over(self) -> bool:
        """A side has won two games."""
        return any(n >= 2 for n in self.games.values())

    @property
    def totals(self) -> dict[Side, int]:
        """Each side's total of all entries, above and below the line."""
        return {side: sum(e.points for e in self.entries if e.side is side) for side in Side}

    @property
    def winner(self) -> Side | None:
        """The side with the larger total once the rubber is over (None before, or if tied)."""
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

    def add_deal(
        self,
        declarer_side: Side | str,
        contract: Contract | str,
        tricks: int,
        honors_ns: int = 0,
        honors_ew: int = 0,
        deal: int | None = None,
    ) -> Rubber:
        """Score one played deal and return the new sheet (this one is unchanged).

        Raises :class:`IllegalError` once the rubber is over."""
        if self.is_over:
            raise IllegalError("the rubber is over; start a new one")
        for value in (honors_ns, honors_ew):
            if value not in (0, 100, 150):
                raise InvalidError(f"honors are 0, 100 or 150, not {value}")
        declarer_side = _side(declarer_side)
        if isinstance(contract, str):
            contract = Contract.parse(contract)
        number = self.deals + 1 if deal is None else deal
        game = self.current_game
        score = score_deal(contract, tricks, self.vulnerable(declarer_side))
        new = [
            Entry(
                declarer_side if item.to_declarer else declarer_side.other,
                item.points,
                item.below,
                item.reason,
                number,
                game,
            )
            for item in score.items
        ]
        for side, points in ((Side.NS, honors_ns), (Side.EW, honors_ew)):
            if points:
                new.append(Entry(side, points, False, Reason.HONORS, number, game))
        entries = (*self.entries, *new)
        winners = self.game_winners
        below = sum(
            e.points for e in entries if e.below and e.side is declarer_side and e.game == game
        )
        if score.made and below >= GAME_POINTS:
            winners = (*winners, declarer_side)
        rubber = Rubber(entries, winners, max(self.deals, number))
        if rubber.is_over:
            winner = winners[-1]
            bonus = RUBBER_BONUS_TWO_ONE if rubber.games[winner.other] else RUBBER_BONUS_TWO_NIL
            bonus_entry = Entry(winner, bonus, False, Reason.RUBBER, number, game)
            rubber = Rubber((*entries, bonus_entry), winners, rubber.deals)
        return rubber

    def count_passed_out(self, deal: int | None = None) -> Rubber:
        """Record a passed-out deal: it scores nothing but counts as a deal."""
        if self.is_over:
            raise IllegalError("the rubber is over; start a new one")
        number = self.deals + 1 if deal is None else deal
        return Rubber(self.entries, self.game_winners, max(self.deals, number))
