"""Bots that bid and play from a seat's view only (never from a Game or a Deal)."""

from biritch.bots.bidding.bidder import Suggestion, bot_call, explain_call, suggest_call
from biritch.bots.constraints import UNCONSTRAINED, HandConstraints
from biritch.bots.play.cardplay import bot_card

__all__ = [
    "UNCONSTRAINED",
    "HandConstraints",
    "Suggestion",
    "bot_call",
    "bot_card",
    "explain_call",
    "suggest_call",
]
