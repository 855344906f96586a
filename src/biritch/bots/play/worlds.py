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
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

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

    def admits(self, cards: Iterable[Card]) -> bool:
        hcp, lengths = _Ranges.totals(cards)
        if not self.hcp_lo <= hcp <= self.hcp_hi:
            return False
        return all(self.len_lo[i] <= lengths[i] <= self.len_hi[i] for i in range(4))

    @staticmethod
    def totals(cards: Iterable[Card]) -> tuple[int, list[int]]:
        """The HCP and the four suit lengths of ``cards``."""
        hcp = 0
        lengths = [0, 0, 0, 0]
        for card in cards:
            hcp += _HCP[card]
            lengths[_SUIT_INDEX[card.suit._value_]] += 1
        return hcp, lengths


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
    unseen = sorted(kn.unseen, key=lambda c: c.key)
    positions = [s.position for s in hidden]
    split = _Split.of(kn, hidden, unseen) if _splits(kn, hidden) else None
    deal = None if split is not None else _dealer(kn, hidden, unseen)
    if split is None and deal is None:
        return [], []
    gen = np.random.default_rng(rng.getrandbits(64)) if split is not None else None
    worlds: list[World] = []
    levels: list[int] = []
    for level, widen in enumerate(_WIDEN_STEPS):
        if widen is None:
            checks: list[_Ranges | None] = [None] * len(hidden)
        else:
            checks = [_ranges(kn, s, widen) for s in hidden]
        attempts = tries if widen is not None else tries * 4
        if split is not None and gen is not None:
            candidates: Iterator[list[list[Card]] | None] = split.deals(gen, attempts, checks)
        else:
            assert deal is not None
            candidates = (_checked(deal(rng), checks) for _ in range(attempts))
        for dealt in candidates:
            if len(worlds) >= count:
                return worlds, levels
            if dealt is None:
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


def _checked(
    dealt: list[list[Card]] | None, checks: list[_Ranges | None]
) -> list[list[Card]] | None:
    """``dealt`` when every hidden hand in it fits its ranges, else None."""
    if dealt is None:
        return None
    if all(chk is None or chk.admits(cards) for chk, cards in zip(checks, dealt, strict=True)):
        return dealt
    return None


def _splits(kn: Knowledge, hidden: tuple[Seat, ...]) -> bool:
    """Whether every card any hidden seat may hold fits every hidden seat's room alike, so
    that a layout is one shuffle cut by room: always with two hidden hands (a card only
    one of them can hold is dealt to it first), and with three when none has shown out."""
    return len(hidden) == 2 or (len(hidden) == 3 and not any(kn.voids[s] for s in hidden))


def _holders(
    kn: Knowledge, hidden: tuple[Seat, ...], unseen: list[Card]
) -> dict[Card, list[Seat]] | None:
    """For each unseen card, in order, the hidden seats that may hold it (those not void in
    its suit); None when some card can go to none of them."""
    out: dict[Card, list[Seat]] = {}
    for card in unseen:
        able = [s for s in hidden if card.suit not in kn.voids[s]]
        if not able:
            return None
        out[card] = able
    return out


def _forced_and_free(
    hidden: tuple[Seat, ...], holders: dict[Card, list[Seat]]
) -> tuple[dict[Seat, list[Card]], list[Card]]:
    """The cards only one hidden seat can hold, by seat, and the cards left to shuffle."""
    forced: dict[Seat, list[Card]] = {s: [] for s in hidden}
    free: list[Card] = []
    for card, able in holders.items():
        if len(able) == 1:
            forced[able[0]].append(card)
        else:
            free.append(card)
    return forced, free


#: How many shuffles :class:`_Split` deals and checks at once.
_BLOCK = 512


@dataclass(frozen=True, slots=True)
class _Split:
    """The hidden cards as one shuffle cut by each hidden seat's room, the cards only one
    seat can hold given to it first. Shuffles are dealt and checked against the auction's
    ranges a block at a time in numpy: a card-play decision deals thousands of them and
    keeps about one in five, and dealing them one by one in Python cost a sixth of the
    bots' CPU (issue 18)."""

    free: tuple[Card, ...]
    forced: tuple[tuple[Card, ...], ...]
    cuts: tuple[tuple[int, int], ...]
    hcp: npt.NDArray[np.int64]
    suits: npt.NDArray[np.int64]

    @staticmethod
    def of(kn: Knowledge, hidden: tuple[Seat, ...], unseen: list[Card]) -> _Split | None:
        holders = _holders(kn, hidden, unseen)
        if holders is None:
            return None
        forced, free = _forced_and_free(hidden, holders)
        cuts: list[tuple[int, int]] = []
        at = 0
        for seat in hidden:
            room = kn.counts[seat] - len(forced[seat])
            if room < 0:
                return None
            cuts.append((at, at + room))
            at += room
        if at != len(free):
            return None
        suits = np.zeros((len(free), 4), dtype=np.int64)
        for i, card in enumerate(free):
            suits[i, _SUIT_INDEX[card.suit._value_]] = 1
        return _Split(
            free=tuple(free),
            forced=tuple(tuple(forced[s]) for s in hidden),
            cuts=tuple(cuts),
            hcp=np.array([_HCP[c] for c in free], dtype=np.int64),
            suits=suits,
        )

    def deals(
        self, gen: np.random.Generator, attempts: int, checks: list[_Ranges | None]
    ) -> Iterator[list[list[Card]] | None]:
        """``attempts`` shuffles in turn: each hidden seat's cards, or None for one that
        some hand's ranges refuse."""
        fixed = [_Ranges.totals(cards) for cards in self.forced]
        left = attempts
        while left > 0:
            size = min(left, _BLOCK)
            left -= size
            order = gen.random((size, len(self.free))).argsort(axis=1)
            fits = np.ones(size, dtype=bool)
            for (lo, hi), chk, (hcp0, len0) in zip(self.cuts, checks, fixed, strict=True):
                if chk is None:
                    continue
                taken = order[:, lo:hi]
                hcp = self.hcp[taken].sum(axis=1) + hcp0
                lengths = self.suits[taken].sum(axis=1) + np.array(len0)
                fits &= (hcp >= chk.hcp_lo) & (hcp <= chk.hcp_hi)
                fits &= (lengths >= np.array(chk.len_lo)).all(axis=1)
                fits &= (lengths <= np.array(chk.len_hi)).all(axis=1)
            for row, ok in zip(order.tolist(), fits.tolist(), strict=True):
                if not ok:
                    yield None
                    continue
                yield [
                    [*forced, *(self.free[i] for i in row[lo:hi])]
                    for forced, (lo, hi) in zip(self.forced, self.cuts, strict=True)
                ]


def _dealer(
    kn: Knowledge, hidden: tuple[Seat, ...], unseen: list[Card]
) -> Callable[[random.Random], list[list[Card]] | None] | None:
    """A function dealing ``unseen`` among ``hidden`` where :class:`_Split` does not apply
    (three hidden hands, one of them void somewhere), uniformly among the layouts that
    respect the counts and shown-out suits (None from it when one attempt hits a dead
    end); None when no layout can exist at all. What every attempt shares (which cards
    only one hidden seat can hold) is worked out once here."""
    if len(hidden) == 1:
        only = list(unseen)
        return lambda _rng: [only]
    # A card goes to a seat that is not void in its suit: cards only one hidden seat can
    # hold are forced; the others are shuffled into the remaining room.
    able_of = _holders(kn, hidden, unseen)
    if able_of is None:
        return None
    forced, free = _forced_and_free(hidden, able_of)
    room = {s: kn.counts[s] - len(forced[s]) for s in hidden}
    if any(r < 0 for r in room.values()):
        return None

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
