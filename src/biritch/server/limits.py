"""Per-client rate limits: a token bucket per client address, kept in this process's
memory (a limit per process is enough to keep one client from filling the database or
keeping every bot busy; it is not needed for correctness)."""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable

from biritch.server.settings import Rate

#: Buckets kept before the full ones (clients idle long enough) are forgotten.
_MAX_CLIENTS = 10_000


class RateLimiter:
    """``rate.count`` requests in a burst per client, refilled at ``rate.count`` per
    ``rate.seconds``; :meth:`wait` says how long a client must wait, 0 when it may go."""

    def __init__(self, rate: Rate, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate
        self._clock = clock
        self._buckets: dict[str, tuple[float, float]] = {}  # client → (tokens, when)
        self._lock = threading.Lock()

    def wait(self, client: str) -> float:
        """Take one token for ``client``; the seconds to wait (and nothing taken) if none."""
        if self.rate.off:
            return 0.0
        per_second = self.rate.count / self.rate.seconds
        now = self._clock()
        with self._lock:
            tokens, when = self._buckets.get(client, (float(self.rate.count), now))
            tokens = min(float(self.rate.count), tokens + (now - when) * per_second)
            if tokens < 1:
                self._buckets[client] = (tokens, now)
                return (1 - tokens) / per_second
            self._buckets[client] = (tokens - 1, now)
            if len(self._buckets) > _MAX_CLIENTS:
                self._forget_full(now, per_second)
            return 0.0

    def retry_after(self, client: str) -> int | None:
        """Whole seconds for a ``Retry-After`` header, or None when ``client`` may go."""
        seconds = self.wait(client)
        return None if seconds <= 0 else max(1, math.ceil(seconds))

    def _forget_full(self, now: float, per_second: float) -> None:
        full = float(self.rate.count)
        for client, (tokens, when) in list(self._buckets.items()):
            if tokens + (now - when) * per_second >= full:
                del self._buckets[client]
