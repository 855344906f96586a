"""Server settings read from the environment, with defaults that work on a laptop."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path


def default_db_path(env: Mapping[str, str]) -> Path:
    """The SQLite file used when no database is configured: the user's data directory,
    so the game survives wherever ``biritch serve`` is started from."""
    base = env.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "biritch" / "biritch.db"


def _flag(value: str | None) -> bool:
    return (value or "").strip().lower() in {"1", "true", "yes", "on"}


@dataclass(frozen=True, slots=True)
class Rate:
    """At most ``count`` requests in a burst, refilled at ``count`` per ``seconds``
    (a token bucket); ``count`` 0 turns the limit off."""

    count: int
    seconds: float

    @classmethod
    def parse(cls, text: str) -> Rate:
        """``"30/600"``: 30 per 600 seconds; ``"0"``: no limit."""
        count, _, seconds = text.strip().partition("/")
        return cls(max(0, int(count)), float(seconds or 1))

    @property
    def off(self) -> bool:
        """True when this limit is not applied."""
        return self.count <= 0 or self.seconds <= 0


#: Default limits of ``biritch serve``: far above a person's pace (a new game is created
#: only on a first visit; a deal is about 60 actions in several minutes), low enough that
#: one client cannot fill the database or keep every bot busy.
DEFAULT_GAME_RATE = "30/600"
DEFAULT_ACTION_RATE = "600/60"
#: Hosts always accepted by ``biritch serve`` besides the address it serves.
LOCAL_HOSTS = ("localhost", "127.0.0.1", "::1")


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the server needs to know; build with :meth:`from_env`."""

    #: SQLAlchemy URL; ``sqlite:///…`` by default, ``postgresql://…`` works unchanged.
    database_url: str
    #: How many rebuilt games (one per (id, version)) stay in memory.
    cache_size: int = 256
    #: Worker threads that may run bot decisions at once (each may take about a second);
    #: other requests have their own threads, so thinking bots never starve them.
    bot_threads: int = 4
    #: Processes that run bot decisions (``biritch.server.bots_pool``), each with the bots
    #: loaded once; 0 runs them in ``bot_threads`` threads of the web process instead (the
    #: default here, for tests that replace the bots; the environment's default is the
    #: number of cores).
    bot_workers: int = 0
    #: Seconds a bot decision may take in a worker before it is tried once more (then 503).
    bot_timeout: float = 30.0
    #: The bots, as ``module`` or ``module:attribute`` with ``bot_call`` and ``bot_card``:
    #: ``biritch.bots``; tests and benchmarks name stand-ins.
    bot_module: str = "biritch.bots"
    #: Let ``POST /api/games`` take ``{"seed": n}``: for reproducible tests and benchmarks
    #: only, since a known seed reveals every hand.
    allow_client_seed: bool = False
    #: Where ``database_url`` came from, named in storage errors.
    database_setting: str = "DATABASE_URL"
    #: Largest request body in bytes; a larger one is refused (413) before it is read.
    max_body: int = 8192
    #: Per-client limits on ``POST /api/games`` and on actions (429 beyond them). Settings
    #: built in code apply none (tests, benchmarks); ``from_env`` applies the defaults.
    game_rate: Rate = Rate(0, 1)
    action_rate: Rate = Rate(0, 1)
    #: Games untouched for this many days are deleted (0: never).
    purge_days: float = 0
    #: Accepted ``Host`` names (no port); empty accepts any (settings built in code).
    allowed_hosts: tuple[str, ...] = ()
    #: Serve the OpenAPI docs at /docs, /redoc and /openapi.json.
    docs: bool = False
    #: Where the bots' table on the same cards is played: ``process`` (a low-priority worker
    #: process, so it never slows a bot's turn in a person's game), ``thread`` (tests with
    #: stand-in bots) or ``off``.
    bots_table: str = "process"
    #: The niceness of that worker process (0 to 19): the lowest, so it only takes idle CPU.
    bots_table_niceness: int = 19
    #: Work out the bots' next decision as soon as it is due, before the page asks for it
    #: (:mod:`biritch.server.bots_ahead`).
    bots_ahead: bool = True

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        """``DATABASE_URL`` wins over ``BIRITCH_DB`` (a SQLite file path); then the default
        file. ``BIRITCH_CACHE_SIZE``, ``BIRITCH_BOT_WORKERS`` (default: the number of
        cores), ``BIRITCH_BOT_TIMEOUT``, ``BIRITCH_BOT_MODULE``, ``BIRITCH_ALLOW_CLIENT_SEED``,
        and the limits of docs/server.md."""
        env = os.environ if env is None else env
        url = env.get("DATABASE_URL", "").strip()
        setting = "DATABASE_URL" if url else "BIRITCH_DB"
        if url.startswith("postgres://"):  # the short form some hosts hand out
            url = "postgresql://" + url.removeprefix("postgres://")
        if not url:
            path = Path(env.get("BIRITCH_DB", "").strip() or default_db_path(env))
            url = f"sqlite:///{path.expanduser()}"
        return cls(
            database_url=url,
            cache_size=int(env.get("BIRITCH_CACHE_SIZE", "256")),
            bot_threads=max(1, int(env.get("BIRITCH_BOT_THREADS", "4"))),
            bot_workers=max(0, int(env.get("BIRITCH_BOT_WORKERS", "") or default_bot_workers())),
            bot_timeout=float(env.get("BIRITCH_BOT_TIMEOUT", "30")),
            bot_module=env.get("BIRITCH_BOT_MODULE", "").strip() or "biritch.bots",
            allow_client_seed=_flag(env.get("BIRITCH_ALLOW_CLIENT_SEED")),
            database_setting=setting,
            max_body=int(env.get("BIRITCH_MAX_BODY", "8192")),
            game_rate=Rate.parse(env.get("BIRITCH_GAME_RATE", DEFAULT_GAME_RATE)),
            action_rate=Rate.parse(env.get("BIRITCH_ACTION_RATE", DEFAULT_ACTION_RATE)),
            purge_days=float(env.get("BIRITCH_PURGE_DAYS", "30")),
            allowed_hosts=_hosts(env.get("BIRITCH_ALLOWED_HOSTS")),
            docs=_flag(env.get("BIRITCH_DOCS")),
            bots_table=env.get("BIRITCH_BOTS_TABLE", "process").strip().lower() or "process",
            bots_table_niceness=int(env.get("BIRITCH_BOTS_TABLE_NICENESS", "19")),
            bots_ahead=env.get("BIRITCH_BOTS_AHEAD", "1").strip() != "0",
        )


#: Bot worker processes per core. A decision alternates between Python (sampling the
#: layouts, one thread) and the solver (DDS's threads): with one worker per core a core
#: idles while its worker samples. Two per core keep both busy: with 50 players on two
#: cores (``biritch bench load --players 50 --seconds 150 --ramp 30``), 4 workers made
#: 2,542 bot steps at 0.075 s of CPU each where 2 made 1,750 at 0.114 s, the bot step's
#: median wait 0.51 s instead of 1.70 s.
WORKERS_PER_CORE = 2


def default_bot_workers(web_processes: int = 1) -> int:
    """The bot workers of one web process when ``BIRITCH_BOT_WORKERS`` is not set:
    :data:`WORKERS_PER_CORE` per core, shared among ``web_processes``."""
    return max(1, WORKERS_PER_CORE * (os.cpu_count() or 1) // web_processes)


def _hosts(value: str | None) -> tuple[str, ...]:
    """``BIRITCH_ALLOWED_HOSTS`` (comma-separated names, ``*`` for any) or the local names."""
    if value is None or not value.strip():
        return LOCAL_HOSTS
    names = tuple(h.strip().lower() for h in value.split(",") if h.strip())
    return () if "*" in names else names
