"""Sampling the hands a seat cannot see ("worlds") consistent with everything it knows.

What is known comes from a :class:`~biritch.engine.SeatView` only: the seat's own cards,
dummy once it is face up, every card played (so who has shown out of which suit), and the
auction read back into ranges of HCP and suit lengths by :func:`infer_constraints`. A world
gives every hidden seat exactly as many cards as it still holds, never a card already seen,
and never a card of a suit the seat has shown out of. The auction's ranges are soft: when
too few layouts fit them within a fixed number of tries, they are widened step by step and
finally dropped, so sampling always ends (and ends the same way for the same seed).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from biritch.bots.bidding.inference import infer_constraints
from biritch.bots.constraints import UNCONSTRAINED, HandConstraints
from biritch.engine import FULL_DECK, SEATS, SUITS, BySeat, Card, Seat, SeatView, Suit

#: A world: the remaining cards of N, E, S, W (index = ``Seat.position``).
World = tuple[frozenset[Card], frozenset[Card], frozenset[Card], frozenset[Card]]

_SUIT_INDEX = {s._value_: i for i, s in enumerate(SUITS)}
_HCP = {c: c.rank.hcp for c in FULL_DECK}


@dataclass(frozen=True, slots=True)
class Knowledge:
    """What one seat knows about the cards, derived from its view."""

    viewer: Seat
    #: Remaining cards of the hands the viewer can see; None for a hidden hand.
    known: BySeat[frozenset[Card] | None]
    #: Cards each seat has played so far (the current trick included).
    played: BySeat[frozenset[Card]]
    #: How many cards each seat still holds.
    counts: BySeat[int]
    #: Suits each seat has shown out of.
    voids: BySeat[frozenset[Suit]]
    #: Cards neither visible nor played: the ones to deal among the hidden hands.
    unseen: frozenset[Card]
    #: The auction's ranges on each seat's original 13 cards.
    constraints: BySeat[HandConstraints]

    @property
    def hidden(self) -> tuple[Seat, ...]:
        """The seats whose remaining cards the viewer cannot see."""
        return tuple(s for s in SEATS if self.known[s] is None)


def knowledge(view: SeatView, constraints: BySeat[HandConstraints] | None = None) -> Knowledge:
    """Everything ``view`` tells about the cards; ``constraints`` default to the auction's
    inference for this view."""
    if constraints is None:
        try:
            constraints = infer_constraints(view)
        except Exception:
            # The auction's reading only sharpens the samples; a bot must still play a card
            # when an unusual auction defeats it, so it plays as if the auction said nothing.
            constraints = BySeat.build(lambda _s: UNCONSTRAINED)
    played: dict[Seat, set[Card]] = {s: set() for s in SEATS}
    voids: dict[Seat, set[Suit]] = {s: set() for s in SEATS}
    tricks = list(view.tricks)
    if view.current is not None:
        tricks.append(view.current)
    for trick in tricks:
        led = trick.suit_led
        for seat, card in trick.plays():
            played[seat].add(card)
            if led is not None and card.suit is not led:
                voids[seat].add(led)
    known: BySeat[frozenset[Card] | None] = view.hands.map(lambda h: None if h is None else h.cards)
    seen: set[Card] = set()
    for seat in SEATS:
        seen |= played[seat]
        cards = known[seat]
        if cards is not None:
            seen |= cards
    return Knowledge(
        viewer=view.seat,
        known=known,
        played=BySeat.build(lambda s: frozenset(played[s])),
        counts=BySeat.build(lambda s: 13 - len(played[s])),
        voids=BySeat.build(lambda s: frozenset(voids[s])),
        unseen=frozenset(c for c in FULL_DECK if c not in seen),
        constraints=constraints,
    )


@dataclass(frozen=True, slots=True)
class _Ranges:
    """A seat's auction ranges turned into checks on its *remaining* cards."""

    hcp_lo: int
    hcp_hi: int
    len_lo: tuple[int, int, int, int]
    len_hi: tuple[int, int, int, int]

    def admits(self, cards: frozenset[Card] | list[Card]) -> bool:
        hcp = 0
        lengths = [0, 0, 0, 0]
        for card in cards:
            hcp += _HCP[card]
            lengths[_SUIT_INDEX[card.suit._value_]] += 1
        if not self.hcp_lo <= hcp <= self.hcp_hi:
            return False
        return all(self.len_lo[i] <= lengths[i] <= self.len_hi[i] for i in range(4))


def _ranges(kn: Knowledge, seat: Seat, widen: int) -> _Ranges | None:
    """Ranges for ``seat``'s remaining cards, widened by ``widen`` steps (each step: HCP ±2,
    lengths ±1); None when nothing is constrained."""
    con = kn.constraints[seat]
    gone = kn.played[seat]
    gone_hcp = sum(_HCP[c] for c in gone)
    gone_len = [0, 0, 0, 0]
    for card in gone:
        gone_len[_SUIT_INDEX[card.suit._value_]] += 1
    lo = con.hcp_min - 2 * widen - gone_hcp
    hi = con.hcp_max + 2 * widen - gone_hcp
    len_lo = tuple(con.length_min[s] - widen - gone_len[i] for i, s in enumerate(SUITS))
    len_hi = tuple(con.length_max[s] + widen - gone_len[i] for i, s in enumerate(SUITS))
    if lo <= 0 and hi >= 40 and all(x <= 0 for x in len_lo) and all(x >= 13 for x in len_hi):
        return None
    return _Ranges(lo, hi, len_lo, len_hi)  # type: ignore[arg-type]


#: Widening steps tried in turn; the last (None) drops the auction's ranges altogether.
_WIDEN_STEPS: tuple[int | None, ...] = (0, 1, 2, None)


def sample_worlds(
    kn: Knowledge,
    count: int,
    rng: random.Random,
    tries: int = 0,
    weight: Callable[[World], float] | None = None,
) -> list[World]:
    """Up to ``count`` worlds consistent with ``kn``, drawn with ``rng``.

    ``tries`` bounds the layouts dealt per widening step (default ``60 * count``); worlds
    that fit the strict ranges come first, then those found with wider ranges, so the call
    always returns ``count`` worlds when any layout exists at all. ``weight`` (0–1) is
    the chance to keep a layout that fits (e.g. by how well it agrees with partner's
    signals); it is dropped with the auction's ranges in the last step."""
    return sample_worlds_widened(kn, count, rng, tries, weight)[0]


def sample_worlds_widened(
    kn: Knowledge,
    count: int,
    rng: random.Random,
    tries: int = 0,
    weight: Callable[[World], float] | None = None,
) -> tuple[list[World], list[int]]:
    """:func:`sample_worlds`, and for each world how far the auction's ranges had been
    widened to admit it (0: it fits them as they are; the last step, ranges dropped, is
    ``len(_WIDEN_STEPS) - 1``)."""
    hidden = kn.hidden
    base: list[frozenset[Card]] = [kn.known[s] or frozenset() for s in SEATS]
    if not hidden:
        return [(base[0], base[1], base[2], base[3])] * count, [0] * count
    tries = tries or 60 * count
    deal = _dealer(kn, hidden, sorted(kn.unseen, key=lambda c: c.key))
    if deal is None:
        return [], []
    positions = [s.position for s in hidden]
    worlds: list[World] = []
    levels: list[int] = []
    for level, widen in enumerate(_WIDEN_STEPS):
        if widen is None:
            checks: list[_Ranges | None] = [None] * len(hidden)
        else:
            checks = [_ranges(kn, s, widen) for s in hidden]
        attempts = tries if widen is not None else tries * 4
        for _ in range(attempts):
            if len(worlds) >= count:
                return worlds, levels
            dealt = deal(rng)
            if dealt is None:
                continue
            if not all(
                chk is None or chk.admits(cards) for chk, cards in zip(checks, dealt, strict=True)
            ):
                continue
            hands = list(base)
            for position, cards in zip(positions, dealt, strict=True):
                hands[position] = frozenset(cards)
            world = (hands[0], hands[1], hands[2], hands[3])
            if weight is not None and widen is not None:
                keep = weight(world)
                if keep < 1.0 and rng.random() >= keep:
                    continue
            worlds.append(world)
            levels.append(level)
    return worlds, levels


def _dealer(
    kn: Knowledge, hidden: tuple[Seat, ...], unseen: list[Card]
) -> Callable[[random.Random], list[list[Card]] | None] | None:
    """A function dealing ``unseen`` among ``hidden`` uniformly among the layouts that
    respect the counts and shown-out suits (None from it when one attempt hits a dead
    end); None when no layout can exist at all. What every attempt shares (which cards
    only one hidden seat can hold) is worked out once here, since sampling deals
    thousands of attempts."""
    if len(hidden) == 1:
        only = list(unseen)
        return lambda _rng: [only]
    # A card goes to a seat that is not void in its suit: cards only one hidden seat can
    # hold are forced; the others are shuffled into the remaining room.
    room = {s: kn.counts[s] for s in hidden}
    forced: dict[Seat, list[Card]] = {s: [] for s in hidden}
    free: list[Card] = []
    able_of: dict[Card, list[Seat]] = {}
    for card in unseen:
        able = [s for s in hidden if card.suit not in kn.voids[s]]
        if len(able) == 1:
            forced[able[0]].append(card)
            room[able[0]] -= 1
        elif not able:
            return None
        else:
            free.append(card)
            able_of[card] = able
    if any(r < 0 for r in room.values()):
        return None
    if len(hidden) == 2 or not any(kn.voids[s] for s in hidden):
        # Every free card fits every hidden seat: split the shuffle by room.
        cuts: list[tuple[Seat, int, int]] = []
        at = 0
        for seat in hidden:
            cuts.append((seat, at, at + room[seat]))
            at += room[seat]

        def split(rng: random.Random) -> list[list[Card]] | None:
            cards = free[:]
            rng.shuffle(cards)
            return [forced[seat] + cards[lo:hi] for seat, lo, hi in cuts]

        return split

    def place(rng: random.Random) -> list[list[Card]] | None:
        cards = free[:]
        rng.shuffle(cards)
        left = dict(room)
        hands = {s: list(forced[s]) for s in hidden}
        for card in cards:
            able = [s for s in able_of[card] if left[s] > 0]
            if not able:
                return None
            seat = able[rng.randrange(len(able))] if len(able) > 1 else able[0]
            hands[seat].append(card)
            left[seat] -= 1
        return [hands[s] for s in hidden]

    return place
