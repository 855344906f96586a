"""The bots' next decision, started as soon as it is due instead of when the page asks.

The page shows each bot call or card for a moment (0.4-0.7 s, a second after a trick)
before it asks for the next one with ``advance``. Nothing in the game may change before
that request, but the decision itself can be worked out meanwhile: it depends only on the
deciding seat's view of the game at that version and the card's seed, so working it out
early gives exactly the decision the request would have got. When the request comes the
decision is usually ready, and the person sees the bots' own pace instead of the pace plus
the search.

One decision per game is kept, keyed by the game's version (an action that moves the
game on makes it stale, and it is dropped). It is a cache: a request that finds none, or
one for another version, decides afresh (one that failed answers as the request itself
would have, and the next request decides afresh); several web processes each keep their
own. Nothing is stored here: only ``advance`` stores a bot's action."""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import anyio.to_thread

from biritch.server.bots_pool import BotRunner, BotTask

log = logging.getLogger(__name__)

#: Games with a decision worked out ahead, at most (the oldest are forgotten first).
LIMIT = 2000


class WorkAhead:
    """Decisions started ahead, one per game."""

    def __init__(self, enabled: bool = True, limit: int = LIMIT) -> None:
        self.enabled = enabled
        self.limit = limit
        self._ahead: OrderedDict[str, tuple[int, asyncio.Task[Any]]] = OrderedDict()

    def start(
        self, game_id: str, version: int, task_of: Callable[[], BotTask | None], runner: BotRunner
    ) -> None:
        """Start the decision due in ``game_id`` at ``version``, if a bot is to act there
        (``task_of``, run in a worker thread, gives its task, or None when it is the person's
        turn or the deal is over). Called from the event loop right after an action is
        stored."""
        if not self.enabled:
            return
        self._ahead.pop(game_id, None)

        async def work() -> Any:
            # The seat's view is built in a worker thread: the event loop stays free.
            task = await anyio.to_thread.run_sync(task_of)
            return None if task is None else await runner.decide(task)

        job = asyncio.get_running_loop().create_task(work())
        job.add_done_callback(_quiet)
        self._ahead[game_id] = (version, job)
        while len(self._ahead) > self.limit:
            self._ahead.popitem(last=False)

    async def decide(self, game_id: str, version: int, task: BotTask, runner: BotRunner) -> Any:
        """The decision for ``task`` (the game at ``version``): the one worked out ahead
        when there is one for this version, else decided now."""
        entry = self._ahead.pop(game_id, None)
        if entry is not None and entry[0] == version:
            # Its failure is this request's: the runner has already tried it twice, so
            # the answer is the same 503 (and the page's next request decides afresh).
            decision = await entry[1]
            if decision is not None:
                return decision
        return await runner.decide(task)

    async def close(self) -> None:
        """Stop what is still being worked out (the server is stopping)."""
        jobs = [job for _version, job in self._ahead.values()]
        self._ahead.clear()
        for job in jobs:
            job.cancel()
        await asyncio.gather(*jobs, return_exceptions=True)


def _quiet(job: asyncio.Task[Any]) -> None:
    """Read a finished job's failure so that asyncio does not report it as never
    retrieved; the request that needs the decision tries again and reports it then."""
    if not job.cancelled() and job.exception() is not None:
        log.debug("a decision worked out ahead failed: %r", job.exception())
