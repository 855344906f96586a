"""The bots' next decisions, started as soon as they are due instead of when the page asks.

The page shows each bot call or card for a moment (0.4-0.7 s, a second after a trick)
before it asks for the next one with ``advance``. Nothing in the game may change before
that request, but the decision itself can be worked out meanwhile: it depends only on the
deciding seat's view of the game at that version and the card's seed, so working it out
early gives exactly the decision the request would have got. When the request comes the
decision is usually ready, and the person sees the bots' own pace instead of the pace plus
the search.

When several bots act in a row (the three other seats after the person's card, every card
while the person is dummy), the run is worked out as a chain: once a decision is known,
the game it leads to is built in memory (never stored) and the next bot's decision starts
at once, instead of after the page's pause and its request. That adds no work (each of
those decisions is due anyway) but starts each one up to a second earlier, which is what
the person sees when the bots' workers are busy. A chained decision is used only when the
task the request brings, the seat's view and the card's seed, is exactly the one it was
worked out for, so it is always the decision the request would have got.

It is a cache, kept per game and keyed by the game's version: a request that finds no
decision for its version decides afresh (one that failed answers as the request itself
would have, and the next request decides afresh); an action that moves the game another
way (the person's own, a new deal) starts a new chain and drops the old one; several web
processes each keep their own. Nothing is stored here: only ``advance`` stores a bot's
action."""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import anyio.to_thread

from biritch.server.bots_pool import BotRunner, BotTask

log = logging.getLogger(__name__)

#: Games with decisions worked out ahead, at most (the oldest are forgotten first).
LIMIT = 2000
#: Decisions one chain works out at most before it waits for the page to catch up (a
#: request that finds none left starts the next chain): bounds the work spent on a game
#: whose page has been closed to a few seconds of the bots' time.
DEPTH = 8

#: A game's pending bot decision in a record (None: the person's turn or the deal over);
#: run in a worker thread.
Pending = Callable[[Any], BotTask | None]
#: The record after the decision for the task is applied in memory (never stored), None
#: when it cannot be; run in a worker thread.
After = Callable[[Any, BotTask, Any], Any]

_Result = asyncio.Future[tuple[BotTask, Any] | None]


class _Chain:
    """The decisions worked out ahead in one game, by version: each future gives the task
    it was worked out for and its decision, or None when no bot was to act there."""

    def __init__(self) -> None:
        self.results: dict[int, _Result] = {}
        self.job: asyncio.Task[None] | None = None

    def expect(self, version: int) -> _Result:
        result: _Result = asyncio.get_running_loop().create_future()
        result.add_done_callback(_quiet)
        self.results[version] = result
        return result

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
        for result in self.results.values():
            result.cancel()


class WorkAhead:
    """Decisions started ahead, a chain of them per game."""

    def __init__(self, enabled: bool = True, limit: int = LIMIT, depth: int = DEPTH) -> None:
        self.enabled = enabled
        self.limit = limit
        self.depth = depth
        self._ahead: OrderedDict[str, _Chain] = OrderedDict()

    def start(
        self,
        game_id: str,
        version: int,
        record: Any,
        pending: Pending,
        after: After,
        runner: BotRunner,
    ) -> None:
        """Start the decisions due in ``game_id`` from ``record`` (the game at ``version``),
        if a bot is to act there, unless a chain is already working them out. Called from
        the event loop right after an action is stored."""
        if not self.enabled:
            return
        chain = self._ahead.get(game_id)
        if chain is not None and version in chain.results:
            self._ahead.move_to_end(game_id)
            return
        if chain is not None:
            chain.cancel()
        chain = _Chain()
        chain.expect(version)
        chain.job = asyncio.get_running_loop().create_task(
            self._run(chain, version, record, pending, after, runner)
        )
        self._ahead[game_id] = chain
        self._ahead.move_to_end(game_id)
        while len(self._ahead) > self.limit:
            self._ahead.popitem(last=False)[1].cancel()

    async def _run(
        self,
        chain: _Chain,
        version: int,
        record: Any,
        pending: Pending,
        after: After,
        runner: BotRunner,
    ) -> None:
        for step in range(self.depth):
            result = chain.results[version]
            try:
                # The seat's view is built in a worker thread: the event loop stays free.
                task = await anyio.to_thread.run_sync(pending, record)
                if task is None:
                    result.set_result(None)
                    return
                decision = await runner.decide(task)
            except asyncio.CancelledError:
                # A request may be waiting on this entry after taking it from the chain.
                result.cancel()
                raise
            except Exception as err:
                result.set_exception(err)
                return
            last = step + 1 == self.depth
            # The next version's entry exists before this one is answered, so a request
            # for it never misses the chain while the next game is being built.
            following = None if last else chain.expect(version + 1)
            result.set_result((task, decision))
            if following is None:
                return
            try:
                record = await anyio.to_thread.run_sync(after, record, task, decision)
            except Exception:
                record = None
            if record is None:
                following.set_result(None)
                return
            version += 1

    async def decide(self, game_id: str, version: int, task: BotTask, runner: BotRunner) -> Any:
        """The decision for ``task`` (the game at ``version``): the one worked out ahead
        when there is one for this version and this very task, else decided now."""
        chain = self._ahead.get(game_id)
        result = None
        if chain is not None:
            result = chain.results.pop(version, None)
            for older in [v for v in chain.results if v < version]:
                chain.results.pop(older).cancel()
        if result is not None:
            await asyncio.wait({result})
            if not result.cancelled():
                # Its failure is this request's: the runner has already tried it twice, so
                # the answer is the same 503 (and the page's next request decides afresh).
                ahead = result.result()
                if ahead is not None and ahead[0] == task:
                    return ahead[1]
                if ahead is not None and chain is not None:
                    # The game went another way than the chain foresaw: its later
                    # decisions are for games that will not happen.
                    chain.cancel()
                    self._ahead.pop(game_id, None)
        return await runner.decide(task)

    async def close(self) -> None:
        """Stop what is still being worked out (the server is stopping)."""
        chains = list(self._ahead.values())
        self._ahead.clear()
        for chain in chains:
            chain.cancel()
        jobs = [chain.job for chain in chains if chain.job is not None]
        await asyncio.gather(*jobs, return_exceptions=True)


def _quiet(job: asyncio.Future[Any]) -> None:
    """Read a finished job's failure so that asyncio does not report it as never
    retrieved; the request that needs the decision tries again and reports it then."""
    if not job.cancelled() and job.exception() is not None:
        log.debug("a decision worked out ahead failed: %r", job.exception())
