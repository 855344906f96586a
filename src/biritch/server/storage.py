"""Whether the database can be used: checked once at start-up (a clear one-line reason,
naming the path and the setting, instead of a traceback) and again by the health check,
which writes a row so that a read-only file or a full disk is seen as well."""

from __future__ import annotations

import os
import shutil
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import insert, update
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import InterfaceError, OperationalError, SQLAlchemyError
from sqlalchemy.exc import TimeoutError as PoolTimeout

from biritch.server.errors import ApiError
from biritch.server.store import GameStore, health_table

#: Below this many free bytes a SQLite database's disk counts as full.
MIN_FREE_BYTES = 1 << 20

#: Errors that mean the storage cannot be used now (not a bug in a request).
STORAGE_ERRORS: tuple[type[Exception], ...] = (OperationalError, InterfaceError, PoolTimeout)


class StorageError(Exception):
    """The database cannot be used; the message is one line for the person running it."""


#: What the health check reports as storage unavailable.
UNUSABLE: tuple[type[Exception], ...] = (*STORAGE_ERRORS, StorageError)


class StorageUnavailable(ApiError):
    """The database refused a read or a write; nothing was changed."""

    status = 503
    code = "storage_unavailable"


def cause(err: BaseException) -> str:
    """The database's own reason, on one line, without SQLAlchemy's parameters and links."""
    original = getattr(err, "orig", None) or err
    text = str(original).strip().splitlines()
    return text[0] if text else type(original).__name__


def sqlite_path(url: str) -> Path | None:
    """The file of a SQLite URL, or None (another database, memory, a ``file:`` URI)."""
    parsed = make_url(url)
    database = parsed.database
    if parsed.get_backend_name() != "sqlite" or not database or database == ":memory:":
        return None
    if database.startswith("file:"):
        return Path(database.removeprefix("file:").partition("?")[0])
    return Path(database).expanduser()


def _path_problem(path: Path) -> str | None:
    """Why a SQLite file at ``path`` cannot be used, seen from the file system, or None."""
    if path.is_dir():
        return "it is a directory, not a database file"
    parent = path.parent
    for above in (parent, *parent.parents):
        if above.exists():
            if not above.is_dir():
                return f"{above} is a file, not a directory"
            break
    try:
        parent.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        return f"cannot create the directory {parent}: {err.strerror or err}"
    if not os.access(parent, os.W_OK | os.X_OK):
        return f"the directory {parent} is not writable"
    if path.exists() and not os.access(path, os.R_OK | os.W_OK):
        return "the file is not readable and writable"
    free = shutil.disk_usage(parent).free
    if free < MIN_FREE_BYTES:
        return f"the disk is full ({free} bytes free)"
    return None


def probe(engine: Engine) -> None:
    """Write one row and read it back: raises a SQLAlchemy error if storage is unusable."""
    now = datetime.now(UTC)
    with engine.begin() as conn:
        done = conn.execute(
            update(health_table).where(health_table.c.id == 1).values(checked_at=now)
        )
        if done.rowcount == 0:
            conn.execute(insert(health_table).values(id=1, checked_at=now))
    path = sqlite_path(str(engine.url))
    if path is not None and shutil.disk_usage(path.parent).free < MIN_FREE_BYTES:
        raise StorageError("the disk is full")


def open_store(url: str, setting: str, cache_size: int = 256) -> GameStore:
    """A store on ``url`` that has just written a row; else :class:`StorageError` whose
    message names the database, the setting it came from and the cause."""
    path = sqlite_path(url)
    where = str(path) if path is not None else make_url(url).render_as_string(hide_password=True)
    prefix = f"cannot use the database {where} ({setting})"
    problem = None if path is None else _path_problem(path)
    if problem is not None:
        raise StorageError(f"{prefix}: {problem}")
    store = None
    try:
        store = GameStore.from_url(url, cache_size)
        probe(store.engine)
    except (SQLAlchemyError, OSError, StorageError) as err:
        if store is not None:
            store.close()
        raise StorageError(f"{prefix}: {cause(err)}") from None
    return store
