"""Games in a database through SQLAlchemy Core: a game is its seed and its actions.

Two tables: ``games`` (id, seed, version) and ``game_actions`` (one row per action, in
order, with the meaning of a call when one is known). Appending an action is one
transaction guarded by ``UPDATE games … WHERE id = ? AND version = ?``, so of two requests
made on the same version only the first is applied. The state is rebuilt by replay and the
rebuilt games are kept in a small LRU keyed by (id, version)."""

from __future__ import annotations

import re
import secrets
import threading
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import (
    BigInteger,
    Column,
    DateTime,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    create_engine,
    delete,
    event,
    insert,
    inspect,
    select,
    text,
    update,
)
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import IntegrityError

from biritch.engine import Action, ActionKind, Game, Scoring
from biritch.server.errors import NotFound, StaleVersion

metadata = MetaData()

games_table = Table(
    "games",
    metadata,
    Column("id", String(64), primary_key=True),
    Column("seed", BigInteger, nullable=False),
    Column("version", Integer, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
    # How the game is scored (engine Scoring), chosen at creation: part of its record.
    Column("scoring", String(16), nullable=False, server_default="rubber"),
)

actions_table = Table(
    "game_actions",
    metadata,
    Column("game_id", String(64), ForeignKey("games.id"), primary_key=True),
    Column("seq", Integer, primary_key=True),  # 0-based; version = number of actions
    Column("action", String(32), nullable=False),  # Action's string: "call 1NT", "play SA"
    Column("explanation", Text, nullable=True),
    Column("explanation_en", Text, nullable=True),
)

# One row the health check rewrites, so that it sees a read-only file or a full disk.
health_table = Table(
    "health",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("checked_at", DateTime(timezone=True), nullable=False),
)


@dataclass(frozen=True, slots=True)
class Explanation:
    """The meaning of a call, in Russian and English."""

    ru: str
    en: str


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A stored game rebuilt: the engine's game plus the meanings of the calls, aligned
    with the calls of the current deal and of each finished deal in ``game.history``."""

    id: str
    game: Game
    calls: tuple[Explanation | None, ...] = ()
    history_calls: tuple[tuple[Explanation | None, ...], ...] = ()

    @property
    def version(self) -> int:
        """Number of actions applied."""
        return self.game.version

    def apply(self, action: Action, explanation: Explanation | None = None) -> GameRecord:
        """The record after ``action``; raises the engine's IllegalError if not allowed."""
        game = self.game.apply(action)
        history_calls = self.history_calls
        # The engine moves a finished deal into its history on next_deal/new_game; the
        # meanings of that deal's calls move with it.
        if len(game.history) > len(self.game.history):
            history_calls = (*history_calls, self.calls)
        if action.kind is ActionKind.CALL:
            calls: tuple[Explanation | None, ...] = (*self.calls, explanation)
        elif action.kind in (ActionKind.PLAY, ActionKind.CLAIM):
            calls = self.calls
        elif action.kind is ActionKind.UNDO:  # the calls still standing keep their meanings
            calls = self.calls[: len(game.current.auction.calls)]
        else:  # every control action starts a deal afresh (restart: the same cards)
            calls = ()
        return GameRecord(self.id, game, calls, history_calls)

    @classmethod
    def replay(
        cls,
        game_id: str,
        seed: int,
        actions: Iterable[tuple[Action, Explanation | None]],
        scoring: Scoring | str = Scoring.RUBBER,
    ) -> GameRecord:
        """Rebuild from the seed, the scoring and the stored actions."""
        record = cls(game_id, Game.new(seed, scoring))
        for action, explanation in actions:
            record = record.apply(action, explanation)
        return record


def new_game_id() -> str:
    """An unguessable token: the id is the only key to a game."""
    return secrets.token_urlsafe(16)


# Exactly what new_game_id makes: 16 random bytes in URL-safe base64, without padding.
_GAME_ID = re.compile(r"[A-Za-z0-9_-]{22}")


def is_game_id(text: str) -> bool:
    """Whether ``text`` has the form of a game id (checked before it reaches a query, so a
    NUL byte or a megabyte of text is a plain "not found" on every database)."""
    return _GAME_ID.fullmatch(text) is not None


def new_seed() -> int:
    """A random seed that fits a signed 64-bit column."""
    return secrets.randbits(63)


# The version a game gets while it is being purged; no real game has it.
_PURGED = -1


def _now() -> datetime:
    return datetime.now(UTC)


def _add_scoring_column(engine: Engine) -> None:
    """A database made before games had a scoring gets the column; its games are rubbers."""
    if "scoring" in {c["name"] for c in inspect(engine).get_columns("games")}:
        return
    with engine.begin() as conn:
        conn.execute(
            text("ALTER TABLE games ADD COLUMN scoring VARCHAR(16) NOT NULL DEFAULT 'rubber'")
        )


def make_engine(url: str) -> Engine:
    """A SQLAlchemy engine; for SQLite, create the file's directory, and use WAL and a busy
    timeout so concurrent requests wait for the writer instead of failing."""
    parsed = make_url(url)
    # hide_parameters: a database error's message would otherwise quote the game id.
    if parsed.get_backend_name() != "sqlite":
        return create_engine(url, pool_pre_ping=True, hide_parameters=True)
    database = parsed.database
    if database and database != ":memory:" and not database.startswith("file:"):
        Path(database).expanduser().parent.mkdir(parents=True, exist_ok=True)
    engine = create_engine(
        url, connect_args={"check_same_thread": False, "timeout": 30}, hide_parameters=True
    )

    @event.listens_for(engine, "connect")
    def _pragmas(dbapi_connection: Any, _record: Any) -> None:
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        # With WAL, NORMAL never corrupts the file; a power cut may lose the last moves,
        # which a game can afford, and each move no longer waits for an fsync.
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.close()

    return engine


class GameStore:
    """Create, load and extend games; safe to use from many threads."""

    def __init__(self, engine: Engine, cache_size: int = 256) -> None:
        self.engine = engine
        self._cache: OrderedDict[tuple[str, int], GameRecord] = OrderedDict()
        self._cache_size = max(0, cache_size)
        self._lock = threading.Lock()

    @classmethod
    def from_url(cls, url: str, cache_size: int = 256) -> GameStore:
        """A store on ``url``, creating the tables if needed."""
        store = cls(make_engine(url), cache_size)
        store.create_tables()
        return store

    def create_tables(self) -> None:
        """Create the tables that do not exist yet."""
        metadata.create_all(self.engine)
        _add_scoring_column(self.engine)

    def close(self) -> None:
        """Release the database connections."""
        self.engine.dispose()

    # --- cache -----------------------------------------------------------------------------

    def _cached(self, game_id: str, version: int) -> GameRecord | None:
        with self._lock:
            record = self._cache.get((game_id, version))
            if record is not None:
                self._cache.move_to_end((game_id, version))
            return record

    def _remember(self, record: GameRecord) -> None:
        if not self._cache_size:
            return
        with self._lock:
            # The version before is superseded: only a stale request would ask for it, so
            # one slot per game is enough and the LRU holds as many games as it has slots.
            self._cache.pop((record.id, record.version - 1), None)
            self._cache[(record.id, record.version)] = record
            self._cache.move_to_end((record.id, record.version))
            while len(self._cache) > self._cache_size:
                self._cache.popitem(last=False)

    # --- games -----------------------------------------------------------------------------

    def create(
        self, seed: int | None = None, scoring: Scoring | str = Scoring.RUBBER
    ) -> GameRecord:
        """Store a new game (a new rubber, or Chicago) and return it."""
        game_id = new_game_id()
        seed = new_seed() if seed is None else seed
        game = Game.new(seed, scoring)
        now = _now()
        with self.engine.begin() as conn:
            conn.execute(
                insert(games_table).values(
                    id=game_id,
                    seed=seed,
                    version=0,
                    created_at=now,
                    updated_at=now,
                    scoring=game.scoring.value,
                )
            )
        record = GameRecord(game_id, game)
        self._remember(record)
        return record

    def load(self, game_id: str) -> GameRecord:
        """The game as it stands now; raises :class:`NotFound`."""
        if not is_game_id(game_id):
            raise NotFound("no game with this id")
        with self.engine.connect() as conn:
            row = conn.execute(
                select(games_table.c.seed, games_table.c.version, games_table.c.scoring).where(
                    games_table.c.id == game_id
                )
            ).one_or_none()
            if row is None:
                raise NotFound(f"no game with id {game_id!r}")
            seed, version, scoring = int(row.seed), int(row.version), str(row.scoring)
            cached = self._cached(game_id, version)
            if cached is not None:
                return cached
            # Only actions below the version read above: an action appended meanwhile is
            # not half-seen, since its row and the version move in one transaction.
            rows = conn.execute(
                select(
                    actions_table.c.action,
                    actions_table.c.explanation,
                    actions_table.c.explanation_en,
                )
                .where(actions_table.c.game_id == game_id, actions_table.c.seq < version)
                .order_by(actions_table.c.seq)
            ).all()
        stored = [
            (
                Action.parse(r.action),
                None if r.explanation is None else Explanation(r.explanation, r.explanation_en),
            )
            for r in rows
        ]
        record = GameRecord.replay(game_id, seed, stored, scoring)
        self._remember(record)
        return record

    def append(
        self, record: GameRecord, action: Action, explanation: Explanation | None = None
    ) -> GameRecord:
        """Apply ``action`` to ``record`` and store it in one transaction; raises the engine's
        IllegalError before touching the database, :class:`StaleVersion` if another action
        was stored on this version first."""
        new = record.apply(action, explanation)
        try:
            with self.engine.begin() as conn:
                updated = conn.execute(
                    update(games_table)
                    .where(
                        games_table.c.id == record.id,
                        games_table.c.version == record.version,
                    )
                    .values(version=record.version + 1, updated_at=_now())
                )
                if updated.rowcount != 1:
                    raise StaleVersion(
                        f"the game has moved on from version {record.version}; reload it"
                    )
                conn.execute(
                    insert(actions_table).values(
                        game_id=record.id,
                        seq=record.version,
                        action=str(action),
                        explanation=None if explanation is None else explanation.ru,
                        explanation_en=None if explanation is None else explanation.en,
                    )
                )
        except IntegrityError:
            raise StaleVersion(
                f"the game has moved on from version {record.version}; reload it"
            ) from None
        self._remember(new)
        return new

    def purge(self, idle: timedelta) -> int:
        """Delete the games nobody has touched for ``idle``; returns how many."""
        cutoff = _now() - idle
        with self.engine.begin() as conn:
            # Marking first takes the rows (PostgreSQL) or the file (SQLite) in the same
            # statement that tests the age, so a game moved meanwhile is never deleted, and
            # an action racing the purge finds no version to extend.
            conn.execute(
                update(games_table).where(games_table.c.updated_at < cutoff).values(version=_PURGED)
            )
            marked = select(games_table.c.id).where(games_table.c.version == _PURGED)
            conn.execute(delete(actions_table).where(actions_table.c.game_id.in_(marked)))
            gone = conn.execute(delete(games_table).where(games_table.c.version == _PURGED))
        with self._lock:
            self._cache.clear()  # a purged game must not live on in memory
        return int(gone.rowcount)

    def ping(self) -> str:
        """The database backend's name, after a trivial query (for the health check)."""
        with self.engine.connect() as conn:
            conn.execute(select(1))
        return self.engine.url.get_backend_name()
