"""Reading partner's signals: which sampled layouts agree with them.

The bots defend with simple signals (:mod:`biritch.bots.play.conventions`): on partner's
lead a high spot card encourages (an honour, queen or better, in the suit) and the lowest
discourages; on declarer's lead a high spot card shows an even number of cards and the
lowest an odd number. A defender's samples read these: a layout where partner's holding
at the time disagrees with the signal is kept only with probability :data:`DISAGREE`,
since the card may have been forced or chosen for its trick-taking value. Cards that
carried no message are not read: the only spot card partner held in the suit (partner
had no choice), and a spot card with which partner, third or fourth to play, took the
trick from an opponent (the conventions win cheaply there rather than signal). The
opening lead is read by :mod:`biritch.bots.play.lead_model`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from biritch.engine import Card, Rank, Seat, SeatView, Suit, Trick

#: How often a layout that contradicts one signal of partner's is kept.
DISAGREE = 0.35


@dataclass(frozen=True, slots=True)
class Signal:
    """A spot card partner followed with, and what it meant."""

    card: Card
    attitude: bool  # True: on our lead (attitude); False: on declarer's lead (count)
    later: frozenset[Card]  # cards of the suit partner played after this one


def partner_signals(view: SeatView) -> list[Signal]:
    """The signals of the viewer's partner, when both are defenders."""
    seat = view.seat
    if view.declarer is None or seat.side is view.declarer.side:
        return []
    partner = seat.partner
    plays: list[tuple[Seat, Seat, Card, int]] = []  # leader, seat, card, order
    tricks = list(view.tricks)
    if view.current is not None:
        tricks.append(view.current)
    for trick in tricks:
        for who, card in trick.plays():
            plays.append((trick.leader, who, card, len(plays)))
    signals: list[Signal] = []
    for trick in tricks:
        led = trick.suit_led
        if led is None or not trick.cards or trick.leader is partner:
            continue
        for index, (who, card) in enumerate(trick.plays()):
            if who is not partner or card.suit is not led or card.rank > Rank.NINE:
                continue
            if _took_the_trick(trick, index, seat, view.trump_suit):
                continue
            order = next(o for _l, w, c, o in plays if c == card and w is who)
            later = frozenset(
                c for _l, w, c, o in plays if w is partner and o > order and c.suit is led
            )
            signals.append(Signal(card, trick.leader is seat, later))
    return signals


def _took_the_trick(trick: Trick, index: int, ally: Seat, trump: Suit | None) -> bool:
    """Whether card ``index`` of ``trick``, played third or fourth, took the trick from
    the opponents (``ally`` is the player's partner): a cheap win, not a signal."""
    if index < 2:
        return False
    before = Trick(trick.leader, trick.cards[:index]).winner(trump)
    after = Trick(trick.leader, trick.cards[: index + 1]).winner(trump)
    return before is not ally and after is trick.leader.next(index)


def signal_weight(view: SeatView) -> Callable[[tuple[frozenset[Card], ...]], float] | None:
    """A layout's chance to be kept given partner's signals (None when there are none)."""
    signals = partner_signals(view)
    if not signals:
        return None
    partner = view.seat.partner.position

    def weight(world: tuple[frozenset[Card], ...]) -> float:
        hand = world[partner]
        kept = 1.0
        for sig in signals:
            suit: Suit = sig.card.suit
            holding = [c.rank for c in hand if c.suit is suit] + [c.rank for c in sig.later]
            if all(r > Rank.NINE for r in holding):
                continue  # the signal was partner's only spot card: no choice, no message
            high = any(r < sig.card.rank for r in holding)
            if sig.attitude:
                agrees = high == any(r >= Rank.QUEEN for r in holding)
            else:
                agrees = high == ((len(holding) + 1) % 2 == 0)
            if not agrees:
                kept *= DISAGREE
        return kept

    return weight
