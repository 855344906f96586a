"""The review of a finished deal: all four hands, the auction with its meanings, the
double-dummy table and par, and what every card played cost double dummy.

The double-dummy work is done off the event loop, in one low-priority worker thread, and
mostly while the deal is played: the table and par as soon as the auction ends, each chosen
card's position queued as soon as the card is played and solved in batches (so the thread
catches up after a burst of cards instead of dropping work). By the last card only that
trick's positions are left, so the review is ready a moment after the deal ends. Results are
kept by position, so a reload or a second request costs nothing (after a restart the review
solves them again, on request)."""

from __future__ import annotations

import contextlib
import logging
import os
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor

from biritch.bots.play.dds import Position, solve
from biritch.engine import Card, DealState, Phase, Seat, Side
from biritch.server.double_dummy import (
    DoubleDummy,
    card_costs,
    double_dummy,
    played_cards,
    position,
)
from biritch.server.errors import UnfinishedDeal
from biritch.server.schemas import CardCostView, ParView, ReviewView
from biritch.server.store import GameRecord
from biritch.server.view_model import auction_entries, hand_cards, result_view

log = logging.getLogger(__name__)

#: Tables queued ahead at most (one a deal, when its auction ends): when many games end
#: their auctions at once, the rest are left to the review itself.
MAX_AHEAD = 12
#: Positions waiting to be solved ahead at most. A deal adds at most 48 and the thread
#: solves them in batches, so it only fills when many games play faster than the thread
#: solves; then the oldest (of deals most likely finished and reviewed or left) go first.
MAX_WAITING = 5_000
#: Positions solved in one DDS call: DDS spreads a batch over its threads, so the thread
#: catches up quickly after a burst of cards.
DRAIN_BATCH = 32
#: The review thread's niceness: the lowest, well below the bots' workers
#: (bots_pool.WORKER_NICENESS), so on a busy server a bot's turn in somebody's game goes
#: first and the review takes only what is left (on an idle one it still runs at once; a
#: review opened before it is done solves the rest then). At 10 it took about a tenth of
#: two busy cores with 50 players. Linux gives each thread its own niceness.
REVIEW_NICENESS = 19
#: Solved positions and tables kept (a deal has at most 48 chosen cards).
MEMO_POSITIONS = 20_000
MEMO_TABLES = 500

_TableKey = tuple[str, frozenset[Side], Seat]


def _lower_thread_priority() -> None:
    """Lower this thread's CPU priority (only this thread's: not the web process's)."""
    with contextlib.suppress(OSError, AttributeError):  # no per-thread nice: run as is
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), REVIEW_NICENESS)


class Reviews:
    """Builds reviews and does their double-dummy work ahead, in one worker thread."""

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(
            max_workers=1, thread_name_prefix="review", initializer=_lower_thread_priority
        )
        self._lock = threading.Lock()
        self._positions: OrderedDict[Position, dict[Card, int]] = OrderedDict()
        self._tables: OrderedDict[_TableKey, DoubleDummy] = OrderedDict()
        self._pending = 0
        #: Positions chosen in, waiting to be solved ahead, oldest first.
        self._waiting: OrderedDict[Position, None] = OrderedDict()
        self._draining = False

    def close(self) -> None:
        """Stop the worker (work already queued is dropped)."""
        self._pool.shutdown(wait=False, cancel_futures=True)

    # --- work ahead ---------------------------------------------------------------------

    def prepare(self, before: DealState, after: DealState) -> Future[None] | None:
        """Start the double-dummy work the review will need, given the deal before and
        after an action: the table once the contract is known, the position a card was
        chosen in once it is played."""
        if after.play is None or before.number != after.number:
            return None
        if before.play is None:
            return self._ahead(self.table, after)
        one_card = len(played_cards(after.play)) == len(played_cards(before.play)) + 1
        if before.result is None and len(before.play.legal_cards()) > 1 and one_card:
            return self._wait_for_solving(position(before.play))
        return None

    def _wait_for_solving(self, chosen_in: Position) -> Future[None] | None:
        """Queue a position to solve ahead; start draining the queue if nothing does. Never
        dropped because the thread is busy: a position left out now would be solved by the
        review itself, after the last card, which is exactly the wait to avoid."""
        with self._lock:
            if chosen_in in self._positions or chosen_in in self._waiting:
                return None
            self._waiting[chosen_in] = None
            while len(self._waiting) > MAX_WAITING:
                self._waiting.popitem(last=False)
            if self._draining:
                return None
            self._draining = True
        return self._pool.submit(self._quietly, self._drain)

    def _drain(self) -> None:
        """Solve the waiting positions, a batch at a time, oldest first, until none wait."""
        while True:
            with self._lock:
                batch: list[Position] = []
                while self._waiting and len(batch) < DRAIN_BATCH:
                    chosen_in, _ = self._waiting.popitem(last=False)
                    if chosen_in not in self._positions:
                        batch.append(chosen_in)
                if not batch:
                    self._draining = False
                    return
            try:
                self.solve(batch)
            except Exception:
                with self._lock:
                    self._draining = False
                raise

    def _ahead(self, fn: Callable[..., object], *args: object) -> Future[None] | None:
        with self._lock:
            if self._pending >= MAX_AHEAD:
                return None
            self._pending += 1
        return self._pool.submit(self._quietly, fn, *args)

    def _quietly(self, fn: Callable[..., object], *args: object) -> None:
        try:
            fn(*args)
        except Exception:  # work ahead is a courtesy; the review recomputes on demand
            log.exception("review work ahead failed")
        finally:
            with self._lock:
                self._pending -= 1

    # --- memoised double dummy ----------------------------------------------------------

    def solve(self, positions: Sequence[Position]) -> list[dict[Card, int]]:
        """DDS's scores of ``positions``, solving only those not seen before."""
        with self._lock:
            missing = [p for p in dict.fromkeys(positions) if p not in self._positions]
        if missing:
            solved = solve(missing)
            with self._lock:
                for p, scores in zip(missing, solved, strict=True):
                    self._positions[p] = scores
                while len(self._positions) > MEMO_POSITIONS:
                    self._positions.popitem(last=False)
        with self._lock:
            out = []
            for p in positions:
                found = self._positions.get(p)
                if found is None:  # pushed out meanwhile by many other games
                    found = solve([p])[0]
                out.append(found)
            return out

    def table(self, state: DealState) -> DoubleDummy:
        """The double-dummy table and par of ``state``'s deal."""
        vulnerable = frozenset(side for side, v in state.vulnerable.items() if v)
        key = (state.deal.to_pbn(), vulnerable, state.dealer)
        with self._lock:
            found = self._tables.get(key)
        if found is not None:
            return found
        facts = double_dummy(state.deal, vulnerable, state.dealer)
        with self._lock:
            self._tables[key] = facts
            while len(self._tables) > MEMO_TABLES:
                self._tables.popitem(last=False)
        return facts

    # --- the review ---------------------------------------------------------------------

    def build(self, record: GameRecord) -> ReviewView:
        """The review of the current deal; :class:`UnfinishedDeal` before its end."""
        state = record.game.current
        if state.phase is not Phase.FINISHED or state.result is None:
            raise UnfinishedDeal("the review is shown once the deal is over")
        facts = self.table(state)
        costs = [] if state.play is None else card_costs(state.play, self.solve)
        return ReviewView(
            deal_number=state.number,
            dealer=state.dealer,
            vulnerable={side: state.vulnerable[side] for side in Side},
            hands={seat: hand_cards(state.deal[seat]) for seat in Seat},
            auction=auction_entries(state.auction, record.calls),
            contract=None if state.contract is None else str(state.contract),
            declarer=state.declarer,
            result=result_view(state.result),
            dd_table=facts.table,
            par=ParView(contracts=list(facts.par_contracts), score_ns=facts.par_score_ns),
            cards=[CardCostView(seat=c.seat, card=str(c.card), cost=c.cost) for c in costs],
        )
