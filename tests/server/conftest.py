"""A fresh app on a temporary SQLite file per test, and helpers to drive a game."""

from __future__ import annotations

import hashlib
import os
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from biritch import bots
from biritch.engine import Card, Game, SeatView
from biritch.server.app import create_app
from biritch.server.settings import Settings

with warnings.catch_warnings():
    # Starlette asks for httpx2 in its TestClient; httpx works the same for these tests.
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

View = dict[str, Any]


def postgres_url() -> str:
    """The PostgreSQL that ``BIRITCH_TEST_DATABASE_URL`` names (``make test`` starts one:
    scripts/with-test-postgres). The store must be tested on it, so a missing one fails
    these tests, saying why; they never skip."""
    url = os.environ.get("BIRITCH_TEST_DATABASE_URL", "")
    if not url.startswith("postgres"):
        pytest.fail(
            "no PostgreSQL to test on: BIRITCH_TEST_DATABASE_URL is unset "
            "(run the tests with `make test`, which starts one)"
        )
    return url


class Table:
    """A test client on one app with helpers for the game API."""

    def __init__(self, client: TestClient) -> None:
        self.client = client

    @property
    def app(self) -> Any:
        return self.client.app

    def new(self, seed: int | None = 1, scoring: str | None = None) -> View:
        body: dict[str, Any] | None = None if seed is None else {"seed": seed}
        if scoring is not None:
            body = {**(body or {}), "scoring": scoring}
        response = self.client.post("/api/games", json=body)
        assert response.status_code == 201, response.text
        return dict(response.json())

    def get(self, game_id: str) -> View:
        response = self.client.get(f"/api/games/{game_id}")
        assert response.status_code == 200, response.text
        return dict(response.json())

    def history(self, game_id: str, **params: Any) -> View:
        """A page of the game's finished deals (``GET /api/games/{id}/history``)."""
        response = self.client.get(f"/api/games/{game_id}/history", params=params)
        assert response.status_code == 200, response.text
        return dict(response.json())

    def post(self, view: View, kind: str, **fields: Any) -> Any:
        """The raw response of an action made on ``view``'s version."""
        body = {"version": view["version"], "type": kind, **fields}
        return self.client.post(f"/api/games/{view['id']}/actions", json=body)

    def act(self, view: View, kind: str, **fields: Any) -> View:
        """An action that must succeed; returns the new view."""
        response = self.post(view, kind, **fields)
        assert response.status_code == 200, response.text
        return dict(response.json())

    def game(self, game_id: str) -> Game:
        """The true game, straight from the store (tests only: the page never sees it)."""
        return self.app.state.service.store.load(game_id).game  # type: ignore[no-any-return]

    def advance_until_you(self, view: View, limit: int = 400) -> View:
        """Let the bots act until it is the person's turn or the deal is over."""
        for _ in range(limit):
            if view["to_act"] != "bot":
                return view
            view = self.act(view, "advance")
        raise AssertionError("the bots never stopped")


def make_settings(path: Path, **overrides: Any) -> Settings:
    """Settings for a test: a SQLite file in ``path``, client seeds allowed, and no bots'
    table on the same cards unless a test asks for one (it plays a whole deal per deal)."""
    values: dict[str, Any] = {
        "database_url": f"sqlite:///{path / 'biritch.db'}",
        "allow_client_seed": True,
        "bots_table": "off",
    }
    values.update(overrides)
    return Settings(**values)


@pytest.fixture
def make_table(tmp_path: Path) -> Iterator[Callable[..., Table]]:
    """Build tables (apps) on this test's database; all are closed at the end."""
    clients: list[TestClient] = []

    def make(**overrides: Any) -> Table:
        client = TestClient(create_app(make_settings(tmp_path, **overrides)))
        client.__enter__()
        clients.append(client)
        return Table(client)

    yield make
    for client in clients:
        client.__exit__(None, None, None)


@pytest.fixture
def table(make_table: Callable[..., Table]) -> Table:
    """One app on a temporary database."""
    return make_table()


def _hash(*parts: object) -> int:
    return int.from_bytes(hashlib.sha256(":".join(map(str, parts)).encode()).digest()[:4], "big")


def quick_call(view: SeatView) -> bots.Suggestion:
    """A fast stand-in bidder that still uses its view only: mostly passes, sometimes the
    cheapest legal bid, so that deals are played as well as passed out."""
    legal = [str(c) for c in view.auction.legal_calls()]
    bids = [c for c in legal if c[0].isdigit()]
    roll = _hash(view.seat, str(view.auction), view.hand.to_pbn()) % 10
    call = bids[0] if bids and roll < 3 and len(view.auction.calls) < 12 else "P"
    return bots.Suggestion(call, f"быстрый {call}", f"quick {call}")


def quick_card(view: SeatView, seed: int) -> Card:
    """A fast stand-in card player: a seeded choice among the legal cards of its view."""
    legal = view.legal_cards()
    assert legal, "the bot was asked to play without a legal card"
    return legal[seed % len(legal)]


@pytest.fixture
def quick_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Replace the bots by fast stand-ins (for tests that play many deals)."""
    monkeypatch.setattr(bots, "bot_call", quick_call)
    monkeypatch.setattr(bots, "bot_card", quick_card)


def passive_call(view: SeatView) -> bots.Suggestion:
    """A bot that always passes."""
    return bots.Suggestion("P", "пас", "pass")


def lowest_card(view: SeatView, seed: int) -> Card:
    """A bot that plays its lowest legal card (the first of the lowest rank)."""
    return min(view.legal_cards(), key=lambda c: c.rank)


@pytest.fixture
def passive_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bots that always pass and play their lowest card: predictable whatever bots land."""
    monkeypatch.setattr(bots, "bot_call", passive_call)
    monkeypatch.setattr(bots, "bot_card", lowest_card)


@pytest.fixture
def pool_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The stand-in pool bots' directory (tests/server/pool_bots.py); worker processes
    inherit it from the environment."""
    where = tmp_path / "pool-bots"
    where.mkdir()
    monkeypatch.setenv("POOL_BOTS_DIR", str(where))
    return where
