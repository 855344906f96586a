"""The bots' table on the same cards, played in the background and kept with the game.

As soon as a deal is dealt, its replay by four bots (``biritch.same_cards``) is handed to a
worker: by default one low-priority process, so that it never takes CPU from a bot's turn
in a person's game. The result is stored in its own table, keyed by the game and the deal's
number (a restart replays the same number, the same cards, so the same table), and the view
shows it only once the person's deal is finished. Nothing here is needed to play: a table
that is not ready yet is simply pending."""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import threading
from collections import OrderedDict
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from datetime import UTC, datetime

from sqlalchemy import (
    Column,
    DateTime,
    Integer,
    MetaData,
    String,
    Table,
    select,
)
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError

from biritch.engine import Contract, DealState, Seat
from biritch.same_cards import BotsTable, play_bots_table, table_seed
from biritch.server.store import GameRecord

log = logging.getLogger(__name__)

MODES = ("process", "thread", "off")
#: How many finished tables stay in memory (each is a few dozen bytes).
MEMORY = 20_000
#: The worker process's niceness by default, the lowest: the person's game always comes
#: first, and the table takes only CPU that no bot's turn wants.
NICENESS = 19

metadata = MetaData()

bots_tables_table = Table(
    "bots_tables",
    metadata,
    Column("game_id", String(64), primary_key=True),
    Column("deal_number", Integer, primary_key=True),  # the game's deal number (DealState)
    Column("contract", String(8), nullable=True),  # null: the bots passed the deal out
    Column("declarer", String(1), nullable=True),
    Column("tricks", Integer, nullable=False),
    Column("score_ns", Integer, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
)

Key = tuple[str, int]


def _lower_priority(niceness: int) -> None:
    with contextlib.suppress(OSError):  # a platform without nice
        os.nice(niceness)


def _play(state: DealState, seed: int) -> BotsTable:
    return play_bots_table(state, seed)


class BotsTables:
    """Start, store and look up the bots' tables; safe to use from many threads."""

    def __init__(self, engine: Engine, mode: str = "process", niceness: int = NICENESS) -> None:
        if mode not in MODES:
            raise ValueError(f"bots_table must be one of {', '.join(MODES)}, not {mode!r}")
        self.engine = engine
        self.mode = mode
        self.niceness = niceness
        self._executor: Executor | None = None
        # Tables wait here and go to the one worker one at a time, the newest first: the
        # deal a person is playing now matters more than one they have left behind.
        self._waiting: list[tuple[Key, DealState, int]] = []
        self._busy = False
        self._running: set[Key] = set()
        self._failed: set[Key] = set()  # not tried again by this process: it would fail again
        self._closed = False
        self._done: OrderedDict[Key, BotsTable] = OrderedDict()
        self._lock = threading.Lock()
        if mode != "off":
            metadata.create_all(engine)

    @property
    def enabled(self) -> bool:
        """Whether tables are played at all."""
        return self.mode != "off"

    def _pool(self) -> Executor:
        if self._executor is None:
            if self.mode == "process":
                # spawn, not fork: the server has threads, and a forked copy of their locks
                # could hang the worker.
                self._executor = ProcessPoolExecutor(
                    max_workers=1,
                    mp_context=multiprocessing.get_context("spawn"),
                    initializer=_lower_priority,
                    initargs=(self.niceness,),
                )
            else:
                self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bots-table")
        return self._executor

    def close(self) -> None:
        """Stop the worker; tables not finished are played again when next asked for."""
        with self._lock:
            executor, self._executor = self._executor, None
            self._closed = True
        if executor is None:
            return
        # A table being played is not worth waiting for: stop the worker process now (the
        # standard shutdown would let it finish first, holding the server's exit).
        workers = dict(getattr(executor, "_processes", None) or {})
        executor.shutdown(wait=False, cancel_futures=True)
        for process in workers.values():
            process.terminate()

    # --- lookups ---------------------------------------------------------------------------

    def _remember(self, key: Key, table: BotsTable) -> None:
        with self._lock:
            self._done[key] = table
            self._done.move_to_end(key)
            while len(self._done) > MEMORY:
                self._done.popitem(last=False)

    def _load(self, game_id: str, numbers: list[int]) -> None:
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(bots_tables_table).where(
                    bots_tables_table.c.game_id == game_id,
                    bots_tables_table.c.deal_number.in_(numbers),
                )
            ).all()
        for row in rows:
            table = BotsTable(
                None if row.contract is None else Contract.parse(row.contract),
                None if row.declarer is None else Seat(row.declarer),
                int(row.tricks),
                int(row.score_ns),
            )
            self._remember((game_id, int(row.deal_number)), table)

    def tables_of(self, record: GameRecord) -> dict[int, BotsTable | None]:
        """``record``'s deals' tables by deal number: ready ones, and None for one being
        played now; a deal with neither is left out. From memory after the first look; call
        it in a worker thread, since it may read the database."""
        if not self.enabled:
            return {}
        numbers = [d.number for d in record.game.history] + [record.game.current.number]
        with self._lock:
            known = self._done.keys() | self._running
            missing = [n for n in numbers if (record.id, n) not in known]
        if missing:
            self._load(record.id, missing)
        with self._lock:
            tables: dict[int, BotsTable | None] = {}
            for n in numbers:
                key = (record.id, n)
                if key in self._done:
                    tables[n] = self._done[key]
                elif key in self._running:
                    tables[n] = None
            return tables

    # --- playing ---------------------------------------------------------------------------

    def ensure(self, record: GameRecord) -> None:
        """Start the table of ``record``'s current deal unless it is stored or running."""
        if not self.enabled:
            return
        state = record.game.current
        key = (record.id, state.number)
        with self._lock:
            if key in self._running or key in self._done or key in self._failed:
                return
        self._load(record.id, [state.number])
        with self._lock:
            if key in self._running or key in self._done:
                return
            self._running.add(key)
            self._waiting.append((key, state, table_seed(record.game.seed, state.number)))
        self._next()

    def _next(self) -> None:
        """Hand the newest waiting table to the worker if it is free."""
        with self._lock:
            if self._busy or not self._waiting:
                return
            key, state, seed = self._waiting.pop()
            self._busy = True
        try:
            future = self._pool().submit(_play, state, seed)
        except RuntimeError:  # the pool was shut down: the server is stopping
            with self._lock:
                self._busy = False
                self._running.discard(key)
            return
        future.add_done_callback(lambda f: self._finish(key, f))

    def _finish(self, key: Key, future: Future[BotsTable]) -> None:
        try:
            if future.cancelled() or self._closed:
                return  # stopped with the server: not a failure, played again next time
            error = future.exception()
            if error is not None:
                with self._lock:
                    self._failed.add(key)
                log.error("the bots' table of game %s deal %s failed: %r", *key, error)
                return
            table = future.result()
            self._store(key, table)
            self._remember(key, table)
        finally:
            with self._lock:
                self._running.discard(key)
                self._busy = False
            self._next()

    def _store(self, key: Key, table: BotsTable) -> None:
        try:
            with self.engine.begin() as conn:
                conn.execute(
                    bots_tables_table.insert().values(
                        game_id=key[0],
                        deal_number=key[1],
                        contract=None if table.contract is None else str(table.contract),
                        declarer=None if table.declarer is None else table.declarer.value,
                        tricks=table.tricks,
                        score_ns=table.score_ns,
                        created_at=datetime.now(UTC),
                    )
                )
        except IntegrityError:
            pass  # another server process stored the same (deterministic) table first
        except Exception:
            log.exception("could not store the bots' table of game %s deal %s", *key)
