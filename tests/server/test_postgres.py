"""The same store on PostgreSQL, when ``BIRITCH_TEST_DATABASE_URL`` names one
(e.g. ``postgresql://biritch@127.0.0.1:55432/biritch_test``); without one it fails in CI and is
skipped for a newcomer who cannot start one (see ``conftest.postgres_url``)."""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy import update

from biritch.engine import Action
from biritch.server.app import create_app
from biritch.server.errors import NotFound, StaleVersion
from biritch.server.settings import Settings
from biritch.server.store import GameStore, games_table
from tests.server.conftest import Table, TestClient, postgres_url

pytestmark = pytest.mark.usefixtures("quick_bots", "database_url")


@pytest.fixture
def database_url() -> str:
    """The PostgreSQL to test on (a missing one fails in CI: see :func:`postgres_url`)."""
    return postgres_url()


def _table(cache_size: int = 256) -> Table:
    settings = Settings(database_url=postgres_url(), cache_size=cache_size, allow_client_seed=True)
    client = TestClient(create_app(settings))
    client.__enter__()
    return Table(client)


def test_a_game_is_played_and_reloaded_by_a_new_app_on_postgresql() -> None:
    first = _table()
    view = first.new(2**62 + 7)  # a seed that needs a 64-bit column
    for _ in range(60):
        if view["to_act"] == "bot":
            view = first.act(view, "advance")
        elif view["to_act"] == "you":
            kind, key = ("call", "call") if view["phase"] == "auction" else ("play", "card")
            view = first.act(view, kind, **{key: view["legal"][0]})
        else:
            view = first.act(view, "next_deal")
    stale = first.post({**view, "version": view["version"] - 1}, "advance")
    assert stale.status_code == 409 and stale.json()["code"] == "stale_version"
    second = _table(cache_size=0)
    assert second.get(view["id"]) == view
    assert second.client.get("/api/health").json()["database"] == "postgresql"
    first.client.__exit__(None, None, None)
    second.client.__exit__(None, None, None)


def test_of_two_actions_on_one_version_only_one_is_stored_on_postgresql(tmp_path: Path) -> None:
    store = GameStore.from_url(postgres_url(), cache_size=0)
    record = store.create(seed=5)
    results: list[str] = []
    barrier = threading.Barrier(6)

    def attempt() -> None:
        mine = store.load(record.id)
        barrier.wait()
        try:
            store.append(mine, Action.parse("call P"))
            results.append("ok")
        except StaleVersion:
            results.append("stale")

    threads = [threading.Thread(target=attempt) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(results) == ["ok"] + ["stale"] * 5
    assert store.load(record.id).version == 1
    store.close()


def test_a_nul_byte_in_a_game_id_is_not_found_on_postgresql() -> None:
    table = _table()
    assert table.client.get("/api/games/%00").status_code == 404
    body = {"version": 0, "type": "advance"}
    response = table.client.post("/api/games/a%00b/actions", json=body)
    assert response.status_code == 404 and response.json()["code"] == "not_found"
    assert table.client.get("/api/health").json() == {"status": "ok", "database": "postgresql"}
    table.client.__exit__(None, None, None)


def test_abandoned_games_are_purged_on_postgresql() -> None:
    store = GameStore.from_url(postgres_url(), cache_size=0)
    old, fresh = store.create(seed=1), store.create(seed=2)
    store.append(store.load(old.id), Action.parse("call P"))
    with store.engine.begin() as conn:
        conn.execute(
            update(games_table)
            .where(games_table.c.id == old.id)
            .values(updated_at=datetime.now(UTC) - timedelta(days=9))
        )
    assert store.purge(timedelta(days=8)) >= 1
    with pytest.raises(NotFound):
        store.load(old.id)
    assert store.load(fresh.id).version == 0
    store.close()
