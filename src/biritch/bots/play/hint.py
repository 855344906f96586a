"""Why a card is the bots' choice, in words: in how many of the layouts it samples for the
view (the same sampling card play uses) the card is among the best double dummy. Used by
the person's hint, so it reads a :class:`SeatView` and nothing else."""

from __future__ import annotations

from dataclasses import dataclass

from biritch.bots.play.cardplay import equivalence_classes, weighted_layouts
from biritch.bots.play.dds import Position, best_cards
from biritch.engine import Card, SeatView

#: Layouts sampled to say how often the card is best ("best in 31 of 40 layouts").
HINT_LAYOUTS = 40


@dataclass(frozen=True, slots=True)
class CardReason:
    """The card's standing among the sampled layouts: best in ``best`` of ``layouts``
    (``layouts`` is 0 when the card was forced or every legal card is worth the same)."""

    best: int
    layouts: int
    forced: bool = False

    @property
    def words(self) -> tuple[str, str]:
        """The reason in Russian and in English."""
        if self.forced:
            return _FORCED
        if not self.layouts:
            return _ALL_EQUAL
        return (
            f"лучший в {self.best} из {self.layouts} вариантов раскладов",
            f"best in {self.best} of {self.layouts} sampled layouts",
        )


_FORCED = ("единственная возможная карта", "the only legal card")
_ALL_EQUAL = ("все возможные карты равноценны", "every legal card is worth the same")


def card_reason(view: SeatView, card: Card, seed: int, layouts: int = HINT_LAYOUTS) -> CardReason:
    """How often ``card`` keeps the most tricks for its side over layouts sampled from
    ``view`` (with ``seed``, so the same view gives the same words)."""
    legal = view.legal_cards()
    if len(legal) <= 1:
        return CardReason(0, 0, forced=True)
    classes = equivalence_classes(view, legal)
    if len(classes) == 1:
        return CardReason(0, 0)
    worlds, _ = weighted_layouts(view, layouts, seed)
    current = view.current
    assert current is not None
    positions = [Position(w, view.trump_suit, current.leader, current.cards) for w in worlds]
    best = sum(1 for cards in best_cards(positions) if card in cards)
    return CardReason(best, len(positions))
