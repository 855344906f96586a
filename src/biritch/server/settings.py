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
class Settings:
    """Everything the server needs to know; build with :meth:`from_env`."""

    #: SQLAlchemy URL; ``sqlite:///…`` by default, ``postgresql://…`` works unchanged.
    database_url: str
    #: How many rebuilt games (one per (id, version)) stay in memory.
    cache_size: int = 256
    #: Worker threads that may run bot decisions at once (each may take about a second);
    #: other requests have their own threads, so thinking bots never starve them.
    bot_threads: int = 4
    #: Threads that may run bot decisions at once (each may take about a second).
    bot_workers: int = 4
    #: Let ``POST /api/games`` take ``{"seed": n}``: for reproducible tests and benchmarks
    #: only, since a known seed reveals every hand.
    allow_client_seed: bool = False
    #: Where the bots' table on the same cards is played: ``process`` (a low-priority worker
    #: process, so it never slows a bot's turn in a person's game), ``thread`` (tests with
    #: stand-in bots) or ``off``.
    bots_table: str = "process"
    #: The niceness of that worker process (0 to 19): high, so it only takes idle CPU.
    bots_table_niceness: int = 15

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        """``DATABASE_URL`` wins over ``BIRITCH_DB`` (a SQLite file path); then the default
        file. ``BIRITCH_CACHE_SIZE``, ``BIRITCH_BOT_WORKERS``, ``BIRITCH_ALLOW_CLIENT_SEED``,
        ``BIRITCH_BOTS_TABLE`` (process, thread or off), ``BIRITCH_BOTS_TABLE_NICENESS``."""
        env = os.environ if env is None else env
        url = env.get("DATABASE_URL", "").strip()
        if url.startswith("postgres://"):  # the short form some hosts hand out
            url = "postgresql://" + url.removeprefix("postgres://")
        if not url:
            path = Path(env.get("BIRITCH_DB", "").strip() or default_db_path(env))
            url = f"sqlite:///{path.expanduser()}"
        return cls(
            database_url=url,
            cache_size=int(env.get("BIRITCH_CACHE_SIZE", "256")),
            bot_threads=max(1, int(env.get("BIRITCH_BOT_THREADS", "4"))),
            bot_workers=int(env.get("BIRITCH_BOT_WORKERS", "4")),
            allow_client_seed=_flag(env.get("BIRITCH_ALLOW_CLIENT_SEED")),
            bots_table=env.get("BIRITCH_BOTS_TABLE", "process").strip().lower() or "process",
            bots_table_niceness=int(env.get("BIRITCH_BOTS_TABLE_NICENESS", "15")),
        )
