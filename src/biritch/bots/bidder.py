"""PLACEHOLDER until the bidding issue lands: always passes. Replaced by the real bidder."""

from __future__ import annotations

from dataclasses import dataclass

from biritch.engine import PASS, Call, SeatView


@dataclass(frozen=True)
class Suggestion:
    """A bot's call with its meaning in Russian (``explanation``) and English."""

    call: str
    explanation: str
    explanation_en: str

    @property
    def as_call(self) -> Call:
        """The call as an engine value."""
        return Call.parse(self.call)


def bot_call(view: SeatView) -> Suggestion:
    """The call the bot in ``view.seat`` makes now, decided from its view only."""
    return Suggestion(str(PASS), "пас", "pass")
