"""The rubber: a score sheet of entries above and below the line, from which games,
vulnerability, the rubber bonus, totals and the winner are all derived."""

from __future__ import annotations

from dataclasses import dataclass

from biritch.engine.contract import Contract
from biritch.engine.errors import IllegalError
from biritch.engine.scoring import Reason, score_deal
from biritch.engine.seats import Side
from biritch.engine.sheet import Entry, SheetArithmetic, as_side, check_honors, deal_entries

GAME_POINTS = 100
RUBBER_BONUS_TWO_NIL = 700
RUBBER_BONUS_TWO_ONE = 500


@dataclass(frozen=True, slots=True)
class Rubber(SheetArithmetic):
    """An immutable rubber score sheet; :meth:`add_deal` returns the next one."""

    entries: tuple[Entry, ...] = ()
    game_winners: tuple[Side, ...] = ()
    deals: int = 0

    def vulnerable(self, side: Side | str) -> bool:
        """A side that has won a game is vulnerable until the rubber ends."""
        return as_side(side) in self.game_winners

    @property
    def is_over(self) -> bool:
        """A side has won two games."""
        return any(n >= 2 for n in self.games.values())

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
        check_honors(honors_ns, honors_ew)
        declarer_side = as_side(declarer_side)
        if isinstance(contract, str):
            contract = Contract.parse(contract)
        number = self.deals + 1 if deal is None else deal
        game = self.current_game
        score = score_deal(contract, tricks, self.vulnerable(declarer_side))
        new = deal_entries(declarer_side, score, honors_ns, honors_ew, number, game)
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
