"""Bots think in worker threads: while one game's bot thinks, other requests are served.
A bot's bad choice or crash is a server error in the usual shape, and changes nothing."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

import httpx
import pytest

from biritch import bots
from biritch.engine import Card, SeatView
from biritch.server.app import create_app
from tests.server.conftest import Table, TestClient, make_settings


def _run_in_own_loop(scenario: Callable[[], Coroutine[Any, Any, None]]) -> None:
    """Run ``scenario`` on a fresh event loop in its own thread: a Playwright session of the
    end-to-end tests may hold this worker's main thread loop, where asyncio.run() refuses."""
    failure: list[BaseException] = []

    def target() -> None:
        try:
            asyncio.run(scenario())
        except BaseException as err:  # re-raised in the test's thread below
            failure.append(err)

    thread = threading.Thread(target=target)
    thread.start()
    thread.join()
    if failure:
        raise failure[0]


def test_a_thinking_bot_does_not_stall_other_games(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    thinking, release = threading.Event(), threading.Event()

    def slow_call(view: SeatView) -> bots.Suggestion:
        thinking.set()
        release.wait(10)  # blocks its thread, as a real bot's search does
        return bots.Suggestion("P", "пас", "pass")

    monkeypatch.setattr(bots, "bot_call", slow_call)
    app = create_app(make_settings(tmp_path))

    async def scenario() -> None:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
            a = (await client.post("/api/games", json={"seed": 1})).json()
            b = (await client.post("/api/games", json={"seed": 2})).json()
            assert a["to_act"] == "bot"
            advance = asyncio.create_task(
                client.post(
                    f"/api/games/{a['id']}/actions",
                    json={"version": a["version"], "type": "advance"},
                )
            )
            assert await asyncio.to_thread(thinking.wait, 5)
            other = await asyncio.wait_for(client.get(f"/api/games/{b['id']}"), 5)
            assert other.status_code == 200
            created = await asyncio.wait_for(client.post("/api/games"), 5)
            assert created.status_code == 201
            assert not advance.done()
            release.set()
            done = await asyncio.wait_for(advance, 10)
            assert done.status_code == 200 and done.json()["version"] == 1

    try:
        _run_in_own_loop(scenario)
    finally:
        release.set()


def test_a_bots_illegal_choice_is_a_bot_error(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bots, "bot_call", lambda view: bots.Suggestion("X", "контра", "double"))
    view = table.new(1)
    response = table.post(view, "advance")
    assert response.status_code == 500
    assert response.json()["code"] == "bot_error"
    assert table.get(view["id"]) == view


def test_a_failing_bot_is_tried_twice_then_a_503_and_nothing_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    attempts: list[str] = []

    def broken(view: SeatView, seed: int) -> Card:
        attempts.append("card")
        raise RuntimeError("the solver fell over")

    def crash(view: SeatView) -> bots.Suggestion:
        attempts.append("call")
        raise RuntimeError("the bidder fell over")

    monkeypatch.setattr(bots, "bot_call", crash)
    monkeypatch.setattr(bots, "bot_card", broken)
    with TestClient(create_app(make_settings(tmp_path)), raise_server_exceptions=False) as client:
        view = client.post("/api/games", json={"seed": 1}).json()
        response = client.post(
            f"/api/games/{view['id']}/actions", json={"version": 0, "type": "advance"}
        )
        assert response.status_code == 503
        assert response.json()["code"] == "bot_unavailable"
        assert "RuntimeError: the bidder fell over" in response.json()["detail"]
        assert attempts == ["call", "call"]
        assert client.get(f"/api/games/{view['id']}").json() == view


def test_bots_have_their_own_threads_and_persons_keep_theirs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    started, release = threading.Semaphore(0), threading.Event()

    def slow_call(view: SeatView) -> bots.Suggestion:
        started.release()
        release.wait(10)
        return bots.Suggestion("P", "пас", "pass")

    monkeypatch.setattr(bots, "bot_call", slow_call)
    app = create_app(make_settings(tmp_path, bot_threads=1))

    async def scenario() -> None:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
            games = [(await client.post("/api/games", json={"seed": 1})).json() for _ in "ab"]
            mine = (await client.post("/api/games", json={"seed": 2})).json()
            assert mine["to_act"] == "you"  # South deals with seed 2
            advances = [
                asyncio.create_task(
                    client.post(
                        f"/api/games/{g['id']}/actions", json={"version": 0, "type": "advance"}
                    )
                )
                for g in games
            ]
            assert await asyncio.to_thread(started.acquire, True, 5)
            # One bot thinks, the other waits for the bots' only thread...
            assert not await asyncio.to_thread(started.acquire, True, 0.3)
            # ...and the person's call is served all the same.
            call = await asyncio.wait_for(
                client.post(
                    f"/api/games/{mine['id']}/actions",
                    json={"version": 0, "type": "call", "call": "1NT"},
                ),
                5,
            )
            assert call.status_code == 200
            release.set()
            done = await asyncio.wait_for(asyncio.gather(*advances), 10)
            assert [r.status_code for r in done] == [200, 200]

    try:
        _run_in_own_loop(scenario)
    finally:
        release.set()
