"""Chicago: a rubber of exactly four played deals (RULES.md, "Other ways to score").

North deals first, then the deal passes clockwise; a passed-out deal is redealt by the same
dealer, so the sheet counts only played deals. Deal 1 nobody is vulnerable, deals 2 and 3
the side that did not deal, deal 4 both. Part-scores carry; a game scores 300 not vulnerable,
500 vulnerable; a part-score held after the fourth deal scores 100; everything else as in
the rubber, and there is no rubber bonus. With ``with_imps`` (Russian Chicago) each deal is
also scored against the points target of the side that held more HCP."""

from __future__ import annotations

from dataclasses import dataclass

from biritch.engine.cards import Deal
from biritch.engine.contract import Contract
from biritch.engine.errors import IllegalError, InvalidError
from biritch.engine.imps import TargetResult, score_against_target
from biritch.engine.scoring import Reason, score_deal
from biritch.engine.seats import Seat, Side
from biritch.engine.sheet import Entry, SheetArithmetic, as_side, check_honors, deal_entries

DEALS = 4
GAME_POINTS = 100
#: The bonus for each game made, by the declaring side's vulnerability on that deal.
GAME_BONUS: dict[bool, int] = {False: 300, True: 500}
#: The bonus for a part-score in an unfinished game after the fourth deal.
PARTSCORE_BONUS = 100


def chicago_dealer(deal: int) -> Seat:
    """The dealer of played deal ``deal`` (1–4): North, then clockwise."""
    _check_deal(deal)
    return Seat.N.next(deal - 1)


def chicago_vulnerable(deal: int) -> frozenset[Side]:
    """The vulnerable sides on played deal ``deal`` (1–4): none; the side that did not
    deal; the side that did not deal; both."""
    _check_deal(deal)
    if deal == 1:
        return frozenset()
    if deal == DEALS:
        return frozenset(Side)
    return frozenset({chicago_dealer(deal).side.other})


def _check_deal(deal: int) -> None:
    if not 1 <= deal <= DEALS:
        raise InvalidError(f"a Chicago has deals 1 to {DEALS}, not {deal}")


@dataclass(frozen=True, slots=True)
class Chicago(SheetArithmetic):
    """An immutable Chicago score sheet; :meth:`add_deal` returns the next one.

    ``deals`` counts played deals only; ``targets`` holds each played deal's result against
    the points target when the sheet is kept ``with_imps``."""

    entries: tuple[Entry, ...] = ()
    game_winners: tuple[Side, ...] = ()
    deals: int = 0
    with_imps: bool = False
    targets: tuple[TargetResult, ...] = ()

    @property
    def next_deal(self) -> int:
        """The number (1–4) of the deal to be played next; 4 once the Chicago is over."""
        return min(self.deals + 1, DEALS)

    @property
    def dealer(self) -> Seat:
        """Who deals the next deal (the same seat again after a passed-out deal)."""
        return chicago_dealer(self.next_deal)

    def vulnerable(self, side: Side | str) -> bool:
        """Whether ``side`` is vulnerable on the next deal (it depends on the deal only)."""
        return as_side(side) in chicago_vulnerable(self.next_deal)

    @property
    def is_over(self) -> bool:
        """Four deals have been played."""
        return self.deals >= DEALS

    @property
    def imps_ns(self) -> int:
        """North–South's IMPs against the target over the deals played (0 without IMPs)."""
        return sum(t.imps_ns for t in self.targets)

    def add_deal(
        self,
        declarer_side: Side | str,
        contract: Contract | str,
        tricks: int,
        honors_ns: int = 0,
        honors_ew: int = 0,
        cards: Deal | None = None,
    ) -> Chicago:
        """Score one played deal and return the new sheet (this one is unchanged). ``cards``
        (the deal's hands) are needed with IMPs, for the HCP each side held.

        Raises :class:`IllegalError` once four deals have been played."""
        if self.is_over:
            raise IllegalError("the Chicago is over; start a new one")
        check_honors(honors_ns, honors_ew)
        if self.with_imps and cards is None:
            raise InvalidError("scoring against the target needs the deal's cards")
        declarer_side = as_side(declarer_side)
        if isinstance(contract, str):
            contract = Contract.parse(contract)
        number, game = self.deals + 1, self.current_game
        vulnerable = {side: side in chicago_vulnerable(number) for side in Side}
        score = score_deal(contract, tricks, vulnerable[declarer_side])
        new = deal_entries(declarer_side, score, honors_ns, honors_ew, number, game)
        winners = self.game_winners
        below = score.below + self.partscore(declarer_side)
        if score.made and below >= GAME_POINTS:
            bonus = GAME_BONUS[vulnerable[declarer_side]]
            new.append(Entry(declarer_side, bonus, False, Reason.GAME, number, game))
            winners = (*winners, declarer_side)
        targets = self.targets
        if self.with_imps:
            assert cards is not None
            target = score_against_target(cards, vulnerable, contract, declarer_side, tricks)
            targets = (*targets, target)
        sheet = Chicago((*self.entries, *new), winners, number, self.with_imps, targets)
        if sheet.is_over:
            bonuses = tuple(
                Entry(side, PARTSCORE_BONUS, False, Reason.PARTSCORE, number, sheet.current_game)
                for side, points in sheet.partscores.items()
                if points > 0
            )
            sheet = Chicago((*sheet.entries, *bonuses), winners, number, self.with_imps, targets)
        return sheet

    def count_passed_out(self) -> Chicago:
        """A passed-out deal is redealt by the same dealer: it does not count."""
        if self.is_over:
            raise IllegalError("the Chicago is over; start a new one")
        return self
