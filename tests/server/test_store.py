"""Storage: persistence across restarts, replay equals the cached path, one winner per
version, settings from the environment."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from biritch.engine import Action
from biritch.server.errors import StaleVersion
from biritch.server.settings import Settings
from biritch.server.store import GameStore
from tests.server.conftest import Table, View

pytestmark = pytest.mark.usefixtures("quick_bots")


def _some_moves(table: Table, view: View, count: int) -> View:
    for _ in range(count):
        if view["to_act"] == "bot":
            view = table.act(view, "advance")
        elif view["to_act"] == "you":
            kind = "call" if view["phase"] == "auction" else "play"
            choice = view["legal"][0]  # pass in the auction, the first card in play
            view = table.act(view, kind, **{"call" if kind == "call" else "card": choice})
        else:
            view = table.act(view, "next_deal")
    return view


def test_a_new_app_on_the_same_database_continues_the_game(
    make_table: Callable[..., Table],
) -> None:
    first = make_table()
    view = _some_moves(first, first.new(21), 30)
    second = make_table()  # a restarted server: nothing in memory
    assert second.get(view["id"]) == view
    after = _some_moves(second, view, 5)
    assert after["version"] == view["version"] + 5
    assert first.get(view["id"]) == after


def test_replay_without_cache_equals_the_live_game(make_table: Callable[..., Table]) -> None:
    live = make_table()
    view = live.new(22)
    for _ in range(3):
        view = _some_moves(live, view, 80)
    uncached = make_table(cache_size=0)
    assert uncached.get(view["id"]) == view
    history = uncached.history(view["id"])
    assert history == live.history(view["id"]) and history["total"] >= 1
    assert any(e["explanation"] for deal in history["deals"] for e in deal["auction"])


def test_the_database_holds_the_seed_and_action_strings(table: Table) -> None:
    view = _some_moves(table, table.new(23), 12)
    store: GameStore = table.app.state.service.store
    with store.engine.connect() as conn:
        rows = conn.exec_driver_sql(
            "SELECT seq, action FROM game_actions WHERE game_id = ? ORDER BY seq", (view["id"],)
        ).all()
        seed, version = conn.exec_driver_sql(
            "SELECT seed, version FROM games WHERE id = ?", (view["id"],)
        ).one()
    assert (seed, version) == (23, 12)
    assert [r.seq for r in rows] == list(range(12))
    assert all(Action.parse(r.action) for r in rows)


def test_of_two_actions_on_one_version_only_one_is_stored(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'race.db'}"
    store = GameStore.from_url(url, cache_size=0)
    record = store.create(seed=5)
    results: list[str] = []
    barrier = threading.Barrier(8)

    def attempt() -> None:
        # Each thread has its own copy of the game at version 0, as two requests would.
        mine = store.load(record.id)
        barrier.wait()
        try:
            store.append(mine, Action.parse("call P"))
            results.append("ok")
        except StaleVersion:
            results.append("stale")

    threads = [threading.Thread(target=attempt) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(results) == ["ok"] + ["stale"] * 7
    assert store.load(record.id).version == 1
    store.close()


def test_settings_prefer_database_url_then_biritch_db(tmp_path: Path) -> None:
    both = Settings.from_env({"DATABASE_URL": "postgresql://u@h/db", "BIRITCH_DB": "/x.db"})
    assert both.database_url == "postgresql://u@h/db"
    assert Settings.from_env({"BIRITCH_DB": str(tmp_path / "g.db")}).database_url == (
        f"sqlite:///{tmp_path / 'g.db'}"
    )
    default = Settings.from_env({"XDG_DATA_HOME": str(tmp_path)})
    assert default.database_url == f"sqlite:///{tmp_path / 'biritch' / 'biritch.db'}"
    assert default.allow_client_seed is False
    assert Settings.from_env({"BIRITCH_ALLOW_CLIENT_SEED": "1"}).allow_client_seed is True
    short = Settings.from_env({"DATABASE_URL": "postgres://u@h/db"})
    assert short.database_url == "postgresql://u@h/db"


def test_the_default_database_directory_is_created(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'deep' / 'er' / 'g.db'}"
    store = GameStore.from_url(url)
    assert store.load(store.create().id).version == 0
    assert (tmp_path / "deep" / "er" / "g.db").exists()
    store.close()


def test_the_cache_keeps_one_version_per_game(tmp_path: Path) -> None:
    store = GameStore.from_url(f"sqlite:///{tmp_path / 'c.db'}", cache_size=2)
    a, b = store.create(seed=1), store.create(seed=2)
    for _ in range(3):
        a = store.append(a, Action.parse("call P"))
    assert set(store._cache) == {(a.id, 3), (b.id, 0)}
    c = store.create(seed=3)  # the least recently used game leaves
    assert set(store._cache) == {(a.id, 3), (c.id, 0)}
    assert store.load(b.id).version == 0  # rebuilt from the database
    store.close()
