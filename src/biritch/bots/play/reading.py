"""Reading the cards the hidden hands chose: layouts where they played well are likelier.

The players at the table (the bots, and mostly the person too) seldom throw a trick away.
So a layout in which a hidden hand's recent card would have cost a trick double dummy is
less likely than one in which that card was among the best: each such card scales the
layout's weight by :data:`MISPLAY`. Only the last few tricks are read, which is where the
information is fresh and the positions are small enough to solve cheaply.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from biritch.bots.play.dds import Position, best_cards
from biritch.bots.play.worlds import World
from biritch.engine import SEATS, Card, Rank, Seat, SeatView

#: Weight factor of a layout for each read card that would have been a double-dummy error.
MISPLAY = 0.3
#: How many of the most recent cards (the opening lead excluded) are read. Two, not four:
#: reading cost about a fifth of a deal's solving, mostly at tricks 4-5 where positions
#: are still large; with two, the 1,455 decisions of ``biritch bench positions --deals 40
#: --seed 7`` took 131 s of CPU instead of 185 s (the auction's reading, cached at the same
#: time, saved part of it), with 27 cards giving up a trick instead
#: of 25 (within the luck of the layouts).
RECENT = 2


@dataclass(frozen=True, slots=True)
class _Played:
    index: int
    seat: Seat
    card: Card
    leader: Seat
    before: tuple[Card, ...]


def _history(view: SeatView) -> list[_Played]:
    out: list[_Played] = []
    tricks = list(view.tricks)
    if view.current is not None:
        tricks.append(view.current)
    for trick in tricks:
        for i, (seat, card) in enumerate(trick.plays()):
            out.append(_Played(len(out), seat, card, trick.leader, trick.cards[:i]))
    return out


def read_cards(view: SeatView, worlds: Sequence[World]) -> list[float]:
    """Each layout's weight (1 = every read card was double-dummy best in it)."""
    if not worlds:
        return []
    history = _history(view)
    hidden = {s for s in SEATS if view.hands[s] is None}
    if view.declarer is not None and view.declarer in hidden:
        # Dummy's cards are declarer's choices, made with declarer's hidden hand in view.
        hidden.add(view.declarer.partner)
    checked = [p for p in history[-RECENT:] if p.index > 0 and p.seat in hidden]
    if not checked:
        return [1.0] * len(worlds)
    # Cards of the tricks finished before each read card's trick: gone for good.
    gone = {
        played.index: frozenset(p.card for p in history[: played.index - len(played.before)])
        for played in checked
    }
    positions: list[Position] = []
    asked: list[tuple[int, Card]] = []  # (layout, read card) of each position solved
    for i, world in enumerate(worlds):
        for played in checked:
            # The hands as they were just before this card: add back every card played
            # from it on (the earlier cards of its trick stay on the table).
            hands = [set(world[s.position]) for s in SEATS]
            for later in history[played.index :]:
                hands[later.seat.position].add(later.card)
            if _no_real_choice(hands[played.seat.position], played, gone[played.index]):
                continue  # the card could not have cost a trick: nothing to read
            positions.append(
                Position(
                    (
                        frozenset(hands[0]),
                        frozenset(hands[1]),
                        frozenset(hands[2]),
                        frozenset(hands[3]),
                    ),
                    view.trump_suit,
                    played.leader,
                    played.before,
                )
            )
            asked.append((i, played.card))
    weights = [1.0] * len(worlds)
    for (i, card), best in zip(asked, best_cards(positions), strict=True):
        if card not in best:
            weights[i] *= MISPLAY
    return weights


def _no_real_choice(hand: set[Card], played: _Played, gone: frozenset[Card]) -> bool:
    """Whether every card the hand could legally play there was worth the same as the one
    it played in any layout: the legal cards are all of one suit and touch (nothing lies
    between them but the hand's own cards and those of finished tricks). A forced card
    or a choice among equals says nothing about the layout, so it needs no solve."""
    led = played.before[0].suit if played.before else None
    legal = [c for c in hand if c.suit is led] if led is not None else list(hand)
    if not legal:
        legal = list(hand)
    suit = played.card.suit
    if any(c.suit is not suit for c in legal):
        return False
    ranks = sorted(c.rank for c in legal)
    for low, high in itertools.pairwise(ranks):
        for rank in range(low + 1, high):
            between = Card(suit, Rank(rank))
            if between not in hand and between not in gone:
                return False
    return True
