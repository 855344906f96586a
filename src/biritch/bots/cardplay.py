"""PLACEHOLDER until the card-play issue lands: plays the lowest legal card."""

from __future__ import annotations

from biritch.engine import Card, SeatView


def bot_card(view: SeatView, seed: int) -> Card:
    """The card the bot plays for ``view.turn`` (its own seat, or dummy when it declares),
    decided from ``view`` only; ``seed`` makes the choice reproducible."""
    legal = view.legal_cards()
    if not legal:
        raise ValueError("this view has no card to play")
    return min(legal, key=lambda c: c.rank)
