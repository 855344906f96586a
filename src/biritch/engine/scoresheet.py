"""How a game is scored, chosen when it starts: the rubber (the default), Chicago, or
Chicago with IMPs against the points target. One place maps the choice to its sheet, so
the game's life (game.py) stays the same for all of them."""

from __future__ import annotations

from enum import StrEnum

from biritch.engine.cards import Deal
from biritch.engine.chicago import Chicago
from biritch.engine.contract import Contract
from biritch.engine.errors import InvalidError
from biritch.engine.rubber import Rubber
from biritch.engine.scoring import honors_by_side
from biritch.engine.seats import Seat, Side

#: A score sheet of any scoring; both kinds answer the same questions (entries, totals,
#: partscores, vulnerable, is_over, winner, settlement).
ScoreSheet = Rubber | Chicago


class Scoring(StrEnum):
    """The ways to score a game."""

    RUBBER = "rubber"
    CHICAGO = "chicago"
    CHICAGO_IMPS = "chicago_imps"

    @classmethod
    def parse(cls, text: Scoring | str) -> Scoring:
        """``"rubber"``, ``"chicago"`` or ``"chicago_imps"``; anything else is invalid."""
        try:
            return cls(text)
        except ValueError:
            raise InvalidError(f"unknown scoring {text!r}") from None


def new_sheet(scoring: Scoring) -> ScoreSheet:
    """An empty sheet of ``scoring``."""
    if scoring is Scoring.RUBBER:
        return Rubber()
    return Chicago(with_imps=scoring is Scoring.CHICAGO_IMPS)


def record_played(
    sheet: ScoreSheet,
    cards: Deal,
    contract: Contract,
    declarer: Seat,
    tricks: int,
    number_in_rubber: int,
) -> ScoreSheet:
    """The sheet after a played deal, honours counted from the original hands."""
    honors = honors_by_side(cards, contract.strain)
    if isinstance(sheet, Chicago):
        return sheet.add_deal(
            declarer.side, contract, tricks, honors[Side.NS], honors[Side.EW], cards=cards
        )
    return sheet.add_deal(
        declarer.side, contract, tricks, honors[Side.NS], honors[Side.EW], deal=number_in_rubber
    )


def record_passed_out(sheet: ScoreSheet, number_in_rubber: int) -> ScoreSheet:
    """The sheet after a passed-out deal: a rubber counts it, a Chicago deals it again."""
    if isinstance(sheet, Chicago):
        return sheet.count_passed_out()
    return sheet.count_passed_out(number_in_rubber)
