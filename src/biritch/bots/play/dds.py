"""Batch double-dummy solving of play positions through endplay's DDS binding.

The solver works on the binary ``deal`` structure directly (no PBN strings, no endplay
``Deal`` objects) because card play solves thousands of positions per deal and the Python
overhead of endplay's convenience types would dominate small late-hand solves.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass

import endplay._dds as _dds

from biritch.engine import FULL_DECK, SEATS, Card, Seat, Suit

#: DDS takes at most this many boards in one SolveAllBoards call.
MAX_BOARDS = 200

# DDS numbers suits spades 0 … clubs 3 and no-trump 4; seats N 0, E 1, S 2, W 3 (the
# engine's own seat positions).
_DDS_SUIT = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.DIAMONDS: 2, Suit.CLUBS: 3}
_NOTRUMP = 4
_CARD_OF = {(_DDS_SUIT[c.suit], c.rank.value): c for c in FULL_DECK}

# One process-wide lock: the DDS library keeps per-thread scratch memory and a second
# concurrent SolveAllBoards call (e.g. two web requests at once) would share it.
_LOCK = threading.Lock()


@dataclass(frozen=True, slots=True)
class Position:
    """A play position for DDS: every seat's remaining cards (cards already played to the
    current trick are not in them), the trump suit, the trick's leader and its cards."""

    hands: tuple[frozenset[Card], frozenset[Card], frozenset[Card], frozenset[Card]]
    trump: Suit | None
    leader: Seat
    trick: tuple[Card, ...] = ()

    @property
    def to_play(self) -> Seat:
        """The seat whose card DDS scores."""
        return self.leader.next(len(self.trick))


def _fill(board: _dds.deal, position: Position) -> None:
    board.trump = _NOTRUMP if position.trump is None else _DDS_SUIT[position.trump]
    board.first = position.leader.position
    for i in range(3):
        if i < len(position.trick):
            card = position.trick[i]
            board.currentTrickSuit[i] = _DDS_SUIT[card.suit]
            board.currentTrickRank[i] = card.rank.value
        else:
            board.currentTrickSuit[i] = 0
            board.currentTrickRank[i] = 0
    for seat in SEATS:
        masks = [0, 0, 0, 0]
        for card in position.hands[seat.position]:
            masks[_DDS_SUIT[card.suit]] |= 1 << card.rank.value
        row = board.remainCards[seat.position]
        for s in range(4):
            row[s] = masks[s]


def _read(fut: _dds.futureTricks) -> dict[Card, int]:
    scores: dict[Card, int] = {}
    for i in range(fut.cards):
        score = fut.score[i]
        if score < 0:
            continue
        suit = fut.suit[i]
        holding = (1 << fut.rank[i]) | fut.equals[i]
        for rank in range(2, 15):
            if holding & (1 << rank):
                scores[_CARD_OF[(suit, rank)]] = score
    return scores


def solve(positions: Sequence[Position]) -> list[dict[Card, int]]:
    """For each position, every legal card of the seat to play with the tricks its side
    takes from here on (the current trick included) with best play all round.

    Positions are sent to DDS in batches of at most :data:`MAX_BOARDS`, which DDS spreads
    over its threads."""
    return _solve_in_batches(positions, solutions=3)[0]


def solve_with_work(positions: Sequence[Position]) -> tuple[list[dict[Card, int]], list[int]]:
    """:func:`solve`, plus the search nodes DDS spent on each position: a measure of the
    work that, unlike seconds, does not depend on the machine or its load."""
    return _solve_in_batches(positions, solutions=3)


def solve_best_with_work(
    positions: Sequence[Position],
) -> tuple[list[dict[Card, int]], list[int]]:
    """:func:`solve_with_work` in DDS's "all optimal cards" mode: for each position only the
    cards that keep the most tricks, with that number, and the nodes spent. It costs about
    a quarter less than scoring every card, since the other cards are only shown not to
    reach the best, not searched to their own worth."""
    return _solve_in_batches(positions, solutions=2)


def best_cards(positions: Sequence[Position]) -> list[frozenset[Card]]:
    """For each position, the cards of the seat to play that keep the most tricks for its
    side double dummy (DDS's "all optimal cards" mode, cheaper than scoring every card)."""
    return [frozenset(cards) for cards in solve_best_with_work(positions)[0]]


def _solve_in_batches(
    positions: Sequence[Position], solutions: int
) -> tuple[list[dict[Card, int]], list[int]]:
    """Each distinct position is solved once: sampled layouts repeat (late in the hand
    there are few left to deal, and resampling by the auction picks a likely one several
    times), and a repeat gets the first one's answer and node count, so the callers see
    exactly what solving it again would have given."""
    distinct: dict[Position, int] = {}
    for position in positions:
        distinct.setdefault(position, len(distinct))
    solved, work = _solve_distinct(list(distinct), solutions)
    picks = [distinct[position] for position in positions]
    return [solved[i] for i in picks], [work[i] for i in picks]


def _solve_distinct(
    positions: Sequence[Position], solutions: int
) -> tuple[list[dict[Card, int]], list[int]]:
    # DDS's ``solutions``: 3 scores every legal card, 2 returns only the optimal ones.
    out: list[dict[Card, int]] = []
    nodes: list[int] = []
    for start in range(0, len(positions), MAX_BOARDS):
        chunk = positions[start : start + MAX_BOARDS]
        bop = _dds.boards()
        bop.noOfBoards = len(chunk)
        for i, position in enumerate(chunk):
            _fill(bop.deals[i], position)
            bop.target[i] = -1
            bop.solutions[i] = solutions
            bop.mode[i] = 1
        solved = _dds.solvedBoards()
        with _LOCK:
            _dds.SolveAllBoardsBin(bop, solved)
        out.extend(_read(solved.solvedBoard[i]) for i in range(len(chunk)))
        nodes.extend(solved.solvedBoard[i].nodes for i in range(len(chunk)))
    return out, nodes
