"""Reading partner's signals and the opening lead: which sampled layouts agree with them.

The bots defend with simple signals (:mod:`biritch.bots.play_conventions`): on partner's
lead a high spot card encourages (an honour, queen or better, in the suit) and the lowest
discourages; on declarer's lead a high spot card shows an even number of cards and the
lowest an odd number. A defender's samples read these: a layout where partner's holding
at the time disagrees with the signal is kept only with probability :data:`DISAGREE`,
since the card may have been forced or chosen for its trick-taking value. The opening
lead is read the same way by the other three seats (top of a sequence; no underleading of
an ace against a suit contract).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from biritch.engine import Card, Rank, Seat, SeatView, Suit

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
        for who, card in trick.plays():
            if who is not partner or card.suit is not led or card.rank > Rank.NINE:
                continue
            order = next(o for _l, w, c, o in plays if c == card and w is who)
            later = frozenset(
                c for _l, w, c, o in plays if w is partner and o > order and c.suit is led
            )
            signals.append(Signal(card, trick.leader is seat, later))
    return signals


@dataclass(frozen=True, slots=True)
class OpeningLead:
    """The opening lead and the cards of its suit the leader played later."""

    leader: Seat
    card: Card
    later: frozenset[Card]
    notrump: bool


def opening_lead(view: SeatView) -> OpeningLead | None:
    """The opening lead as the other three seats read it (None before it, or for the
    leader himself, who knows his hand)."""
    if view.declarer is None:
        return None
    tricks = list(view.tricks)
    if view.current is not None:
        tricks.append(view.current)
    if not tricks or not tricks[0].cards:
        return None
    leader = view.declarer.lho
    if view.seat is leader:
        return None
    card = tricks[0].cards[0]
    later = frozenset(
        c
        for trick in tricks[1:]
        for who, c in trick.plays()
        if who is leader and c.suit is card.suit
    )
    return OpeningLead(leader, card, later, view.trump_suit is None)


def _lead_agrees(lead: OpeningLead, hand: frozenset[Card]) -> bool:
    """Whether the leader's holding in ``hand`` fits the leads the bots make: an honour
    other than the ace from a sequence (or from a doubleton or singleton); against a suit
    contract, a spot card never from a suit headed by the ace."""
    holding = {c.rank for c in hand if c.suit is lead.card.suit} | {c.rank for c in lead.later}
    rank = lead.card.rank
    if Rank.TEN <= rank <= Rank.KING:
        return Rank(rank - 1) in holding or len(holding) <= 1
    if rank <= Rank.NINE and not lead.notrump:
        return Rank.ACE not in holding
    return True


def signal_weight(view: SeatView) -> Callable[[tuple[frozenset[Card], ...]], float] | None:
    """A layout's chance to be kept given partner's signals and the opening lead (None
    when neither says anything)."""
    signals = partner_signals(view)
    lead = opening_lead(view)
    if not signals and lead is None:
        return None
    partner = view.seat.partner.position

    def weight(world: tuple[frozenset[Card], ...]) -> float:
        hand = world[partner]
        kept = 1.0
        if lead is not None and not _lead_agrees(lead, world[lead.leader.position]):
            kept *= DISAGREE
        for sig in signals:
            suit: Suit = sig.card.suit
            holding = [c.rank for c in hand if c.suit is suit] + [c.rank for c in sig.later]
            high = any(r < sig.card.rank for r in holding)
            if sig.attitude:
                agrees = high == any(r >= Rank.QUEEN for r in holding)
            else:
                agrees = high == ((len(holding) + 1) % 2 == 0)
            if not agrees:
                kept *= DISAGREE
        return kept

    return weight
