"""Where bot decisions run: in a pool of worker processes, so that bots use every core and
the web process's event loop never waits on a search (Python's global lock would
serialise bots run in threads).

A decision travels as a :class:`BotTask`: the deciding seat's :class:`SeatView` and the
card's seed, nothing else, so a worker cannot see what the seat may not (the no-peeking
rule holds across the process boundary too). Each worker loads the bots and the
double-dummy solver once, when it starts, and warms them with one call.

A decision that fails or runs past its time is tried once more; if that fails too the
request is answered 503 ``bot_unavailable`` and nothing is stored. A worker that dies
(a crash in the solver's C code, the kernel's OOM killer) breaks a
:class:`~concurrent.futures.ProcessPoolExecutor`; the pool is then rebuilt and the
decisions in flight are retried on the new one. A decision that runs past its time gets
the same treatment: its worker cannot be interrupted, so the pool is rebuilt without it.

With ``bot_workers = 0`` the bots run in threads of the web process instead (tests that
replace the bots by monkeypatching :mod:`biritch.bots` use it), with the same retry rule."""

from __future__ import annotations

import asyncio
import heapq
import importlib
import logging
import multiprocessing
import os
import time
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, replace
from enum import IntEnum
from typing import Any, Protocol

import anyio
import anyio.to_thread
from anyio import CapacityLimiter

from biritch.engine import Card, SeatView
from biritch.server.errors import ApiError

log = logging.getLogger(__name__)

#: The bots, as an importable name: a module (or ``module:attribute``) with ``bot_call``
#: and ``bot_card``. Tests name stand-ins here to make a worker fail, hang or crash.
DEFAULT_BOTS = "biritch.bots"


class BotUnavailable(ApiError):
    """The bot could not decide (it failed or ran out of time twice): nothing changed,
    and asking again later may work."""

    status = 503
    code = "bot_unavailable"


class Cost(IntEnum):
    """How long a decision keeps a worker, roughly: the order in which waiting decisions
    get one (cheapest first)."""

    #: A call (the bidding reads tables) or a card with no real choice: milliseconds.
    QUICK = 0
    #: A card searched late in the play, where the double-dummy solves are small: tens
    #: of milliseconds.
    LIGHT = 1
    #: A card searched in the first tricks: a tenth of a second to a few seconds.
    HEAVY = 2


#: The searches counted heavy: a lead up to this trick, and a card following to one up to
#: :data:`HEAVY_FOLLOW_TRICK`. Measured over thirty games played as ``biritch bench
#: load``'s people play them, a lead took 424, 374, 183 and 69 ms of CPU on average at
#: tricks 2 to 5, then 37 ms and less; a card following 246, 124 and 60 ms at tricks 1 to
#: 3, then 24 ms and less.
HEAVY_LEAD_TRICK = 5
HEAVY_FOLLOW_TRICK = 3


@dataclass(frozen=True, slots=True)
class BotTask:
    """One bot decision: a call when ``seed`` is None, else a card chosen with ``seed``
    (with ``hurry``, on the smaller plan of a crowded server). Only the deciding seat's
    view is in it."""

    view: SeatView
    seed: int | None = None
    hurry: bool = False

    @property
    def cost(self) -> Cost:
        """How long this decision keeps a worker (:class:`Cost`)."""
        if self.seed is None:
            return Cost.QUICK
        from biritch.bots.play.cardplay import equivalence_classes, is_following

        legal = self.view.legal_cards()
        if len(legal) <= 1 or len(equivalence_classes(self.view, legal)) == 1:
            return Cost.QUICK
        trick = len(self.view.tricks) + 1
        last_heavy = HEAVY_FOLLOW_TRICK if is_following(self.view) else HEAVY_LEAD_TRICK
        return Cost.HEAVY if trick <= last_heavy else Cost.LIGHT


class _Gate:
    """At most ``size`` holders at once. When full, the cheapest waiting decisions are let
    in first, each cost in the order it came (shortest job first, without starving a
    search: a search waits only for cheaper decisions that came while it was waiting).
    Heavy searches hold at most all but one place, so that a call or a late card never
    waits for a search of the first tricks to end: at a crowded table most bot steps are
    cheap, and they went to the back of a queue of seconds."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.free = size
        self.heavy_places = max(1, size - 1)
        self.heavy = 0
        self._waiting: list[tuple[Cost, int, asyncio.Future[None]]] = []
        self._order = 0

    @property
    def crowded(self) -> bool:
        """Whether at least as many decisions wait as there are places."""
        return len(self._waiting) >= self.size

    def _admits(self, cost: Cost) -> bool:
        return self.free > 0 and (cost < Cost.HEAVY or self.heavy < self.heavy_places)

    def _take(self, cost: Cost) -> None:
        self.free -= 1
        if cost is Cost.HEAVY:
            self.heavy += 1

    async def acquire(self, cost: Cost) -> None:
        # A newcomer goes in at once only if no decision as cheap is waiting (one can only
        # be waiting when it is not admitted, so the newcomer would not be either).
        if self._admits(cost) and not any(w[0] <= cost for w in self._waiting):
            self._take(cost)
            return
        self._order += 1
        turn: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        heapq.heappush(self._waiting, (cost, self._order, turn))
        try:
            await turn
        except asyncio.CancelledError:
            if turn.done() and not turn.cancelled():
                self.release(cost)  # it was let in just as it was cancelled: pass it on
            else:
                self._waiting = [w for w in self._waiting if w[2] is not turn]
                heapq.heapify(self._waiting)
            raise

    def release(self, cost: Cost) -> None:
        self.free += 1
        if cost is Cost.HEAVY:
            self.heavy -= 1
        while self._waiting:
            waiting, _order, turn = self._waiting[0]
            if turn.done():  # cancelled while waiting
                heapq.heappop(self._waiting)
                continue
            if not self._admits(waiting):
                # The cheapest waiting is heavy and the heavy places are taken: so is
                # everyone behind it.
                return
            heapq.heappop(self._waiting)
            self._take(waiting)
            turn.set_result(None)


class Bots(Protocol):
    """What the bot modules provide (``biritch.bots`` or a stand-in)."""

    def bot_call(self, view: SeatView) -> Any: ...

    def bot_card(self, view: SeatView, seed: int, hurry: bool = False) -> Card: ...


def load_bots(name: str) -> Bots:
    """The bots named ``module`` or ``module:attribute``, looked up now (so a monkeypatched
    ``biritch.bots`` is honoured by the in-process runner)."""
    module_name, _, attribute = name.partition(":")
    target: Any = importlib.import_module(module_name)
    if attribute:
        target = getattr(target, attribute)
    return target  # type: ignore[no-any-return]


def decide(bots: Bots, task: BotTask) -> Any:
    """The bots' decision for ``task``: a Suggestion (call) or a Card."""
    if task.seed is None:
        return bots.bot_call(task.view)
    if task.hurry:
        return bots.bot_card(task.view, task.seed, hurry=True)
    return bots.bot_card(task.view, task.seed)


# --- in a worker process --------------------------------------------------------------------

_worker_bots: Bots | None = None


#: How much lower than the web process's a worker's CPU priority is: on a busy machine a
#: person's own request (a few milliseconds of work) goes before a bot's search (hundreds).
WORKER_NICENESS = 5


def _start_worker(name: str, warm: bool) -> None:
    """Load the bots once per worker and, for the real ones, make one call, so the bidding
    tables and the solver are ready before the first request."""
    global _worker_bots
    os.nice(WORKER_NICENESS)
    _worker_bots = load_bots(name)
    if warm:
        _warm(_worker_bots)


def _warm(bots: Bots) -> None:
    from biritch.engine import Game, seat_view

    try:
        # One call loads the bidding system; importing the bots loaded the solver.
        state = Game.new(seed=1).current
        if state.decider is not None:
            bots.bot_call(seat_view(state, state.decider))
    except Exception:  # warming is an optimisation: the first real decision will tell
        log.exception("warming the bots failed")


def _run_in_worker(task: BotTask) -> Any:
    assert _worker_bots is not None, "the worker's initializer did not run"
    return decide(_worker_bots, task)


def _ready() -> int:
    return os.getpid()


# --- in the web process ---------------------------------------------------------------------


class BotRunner:
    """Runs decisions somewhere else than the event loop, with one retry and a time limit."""

    def __init__(self, timeout: float) -> None:
        self.timeout = timeout

    async def decide(self, task: BotTask) -> Any:
        """The decision for ``task``; :class:`BotUnavailable` after two failed attempts."""
        failures: list[str] = []
        for _attempt in range(2):
            try:
                return await self._attempt(task)
            except TimeoutError:
                failures.append(f"no answer within {self.timeout:g} s")
            except ApiError:
                raise
            except Exception as err:
                log.warning("a bot decision failed: %r", err, exc_info=True)
                failures.append(f"{type(err).__name__}: {err}")
        raise BotUnavailable(
            "the bot could not decide (" + "; then ".join(failures) + "); try again in a moment"
        )

    async def _attempt(self, task: BotTask) -> Any:
        raise NotImplementedError

    def start(self) -> None:
        """Get ready before the first request (nothing to do for threads)."""

    def close(self) -> None:
        """Release the workers."""


class ThreadBots(BotRunner):
    """Bots in threads of this process, at most ``threads`` at once (tests and
    ``BIRITCH_BOT_WORKERS=0``)."""

    def __init__(self, name: str, threads: int, timeout: float) -> None:
        super().__init__(timeout)
        self.name = name
        self.threads = threads
        self._limiter: CapacityLimiter | None = None

    async def _attempt(self, task: BotTask) -> Any:
        if self._limiter is None:  # made on first use: it needs the event loop
            self._limiter = CapacityLimiter(self.threads)
        bots = load_bots(self.name)
        with anyio.fail_after(self.timeout):
            # A thread cannot be stopped: on time-out it is abandoned and finishes alone.
            return await anyio.to_thread.run_sync(
                decide, bots, task, limiter=self._limiter, abandon_on_cancel=True
            )


#: Seconds a new worker may take to start and warm up.
START_TIMEOUT = 120.0


class ProcessBots(BotRunner):
    """Bots in ``workers`` processes, each with the bots loaded once."""

    def __init__(self, name: str, workers: int, timeout: float, warm: bool = True) -> None:
        super().__init__(timeout)
        self.name = name
        self.workers = workers
        self.warm = warm
        self._pool: ProcessPoolExecutor | None = None
        self._ready: list[Future[int]] = []
        # At most one decision per worker is handed to the pool, so the time limit counts
        # a decision's own work, not its wait behind others (which is load, not failure).
        self._slots: _Gate | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            # "spawn": a fork of a threaded web server may copy a lock held by another thread.
            self._pool = ProcessPoolExecutor(
                self.workers,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=_start_worker,
                initargs=(self.name, self.warm),
            )
            # One small task per worker starts them all now; they answer once warmed.
            self._ready = [self._pool.submit(_ready) for _ in range(self.workers)]
        return self._pool

    def _rebuild(self, broken: ProcessPoolExecutor) -> None:
        """Replace ``broken`` (once, however many decisions noticed it) and stop its workers."""
        if self._pool is not broken:
            return
        self._pool = None
        _stop(broken, grace=0.0)
        log.warning("the bot workers were restarted")

    async def _attempt(self, task: BotTask) -> Any:
        loop = asyncio.get_running_loop()
        if self._slots is None or self._loop is not loop:
            self._slots, self._loop = _Gate(self.workers), loop
        slots = self._slots
        cost = task.cost
        await slots.acquire(cost)
        if cost is not Cost.QUICK and slots.crowded:
            # As many decisions wait as there are workers: searches take the smaller plan
            # until the queue is short again (see ``biritch.bots.play.cardplay.HURRIED``).
            task = replace(task, hurry=True)
        try:
            pool = self._executor()
            try:
                # Starting and warming workers is not the decision's time.
                ready = asyncio.gather(*(asyncio.wrap_future(f) for f in self._ready))
                await asyncio.wait_for(ready, max(self.timeout, START_TIMEOUT))
                future: Future[Any] = pool.submit(_run_in_worker, task)
                return await asyncio.wait_for(asyncio.wrap_future(future), self.timeout)
            except (TimeoutError, BrokenProcessPool):
                self._rebuild(pool)
                raise
        finally:
            slots.release(cost)

    def start(self) -> None:
        """Start every worker now (each loads and warms the bots), not on the first requests."""
        self._executor()

    def pids(self) -> list[int]:
        """The worker processes' ids (after the first decision)."""
        pool = self._pool
        return [] if pool is None else sorted((getattr(pool, "_processes", None) or {}).keys())

    def close(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            _stop(pool, grace=CLOSE_GRACE)


#: Seconds a worker may take to finish its decision when the server stops.
CLOSE_GRACE = 10.0


def _stop(pool: ProcessPoolExecutor, grace: float) -> None:
    """Shut ``pool`` down, killing the workers still busy after ``grace`` seconds (a hung
    worker would otherwise hold its core, or the server's exit, for good)."""
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    deadline = time.monotonic() + grace
    for process in processes:
        process.join(max(0.0, deadline - time.monotonic()))
        if process.is_alive():
            process.kill()
            process.join(1)


def make_bots(name: str, workers: int, threads: int, timeout: float) -> BotRunner:
    """The runner the settings ask for: processes when ``workers`` > 0, else threads."""
    if workers > 0:
        return ProcessBots(name, workers, timeout, warm=name == DEFAULT_BOTS)
    return ThreadBots(name, threads, timeout)
