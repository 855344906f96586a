"""Bots that bid and play from a seat's view only (never from a Game or a Deal)."""

from biritch.bots.bidder import Suggestion, bot_call, explain_call, suggest_call
from biritch.bots.cardplay import bot_card
from biritch.bots.constraints import UNCONSTRAINED, HandConstraints

__all__ = [
    "UNCONSTRAINED",
    "HandConstraints",
    "Suggestion",
    "bot_call",
    "bot_card",
    "explain_call",
    "suggest_call",
]
