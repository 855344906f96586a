"""The rules of rubber bridge: pure Python, no I/O, randomness only through a passed-in rng."""

from biritch.engine.auction import Auction
from biritch.engine.calls import (
    ALL_BIDS,
    DOUBLE,
    PASS,
    REDOUBLE,
    STRAINS,
    Bid,
    Call,
    Double,
    Pass,
    Redouble,
    Strain,
)
from biritch.engine.cards import FULL_DECK, SUITS, Card, Deal, Hand, Rank, Suit, deal_cards
from biritch.engine.chicago import Chicago, chicago_dealer, chicago_vulnerable
from biritch.engine.contract import Contract, Doubling
from biritch.engine.duplicate import duplicate_score
from biritch.engine.errors import IllegalError, InvalidError
from biritch.engine.game import (
    PERSON,
    Action,
    ActionKind,
    Claim,
    DealResult,
    DealState,
    Game,
    Phase,
)
from biritch.engine.imps import TargetResult, imps, score_against_target, target_points
from biritch.engine.play import Play, Trick
from biritch.engine.rubber import Rubber
from biritch.engine.scoresheet import ScoreSheet, Scoring
from biritch.engine.scoring import (
    DealScore,
    Reason,
    ScoreItem,
    honors_bonus,
    honors_by_side,
    score_deal,
)
from biritch.engine.seats import SEATS, BySeat, Seat, Side
from biritch.engine.sheet import Entry, Settlement
from biritch.engine.views import SeatView, seat_view

__all__ = [
    "ALL_BIDS",
    "DOUBLE",
    "FULL_DECK",
    "PASS",
    "PERSON",
    "REDOUBLE",
    "SEATS",
    "STRAINS",
    "SUITS",
    "Action",
    "ActionKind",
    "Auction",
    "Bid",
    "BySeat",
    "Call",
    "Card",
    "Chicago",
    "Claim",
    "Contract",
    "Deal",
    "DealResult",
    "DealScore",
    "DealState",
    "Double",
    "Doubling",
    "Entry",
    "Game",
    "Hand",
    "IllegalError",
    "InvalidError",
    "Pass",
    "Phase",
    "Play",
    "Rank",
    "Reason",
    "Redouble",
    "Rubber",
    "ScoreItem",
    "ScoreSheet",
    "Scoring",
    "Seat",
    "SeatView",
    "Settlement",
    "Side",
    "Strain",
    "Suit",
    "TargetResult",
    "Trick",
    "chicago_dealer",
    "chicago_vulnerable",
    "deal_cards",
    "duplicate_score",
    "honors_bonus",
    "honors_by_side",
    "imps",
    "score_against_target",
    "score_deal",
    "seat_view",
    "target_points",
]
