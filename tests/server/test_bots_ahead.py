"""The bots' next decision is worked out as soon as it is due, and only ``advance`` stores
it: the game never moves without the request, the decision is the one the request would
have got, and a stale or failed one is never used."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from tests.server.conftest import Table
from tests.server.pool_bots import attempts
from tests.server.test_bots_pool import SCRIPTED, _bot_first


def _wait_for_attempts(pool_dir: Path, count: int, limit: float = 60) -> None:
    deadline = time.monotonic() + limit
    while len(attempts(pool_dir)) < count:
        assert time.monotonic() < deadline, "the decision was never started ahead"
        time.sleep(0.05)


def test_the_decision_is_worked_out_before_the_page_asks_and_stored_only_by_advance(
    make_table: Callable[..., Table], pool_dir: Path
) -> None:
    table = make_table(bot_workers=1, bot_module=SCRIPTED)
    view = _bot_first(table)
    _wait_for_attempts(pool_dir, 1)  # started when the game was created
    time.sleep(0.2)
    assert table.get(view["id"]) == view  # ... and nothing stored
    # From now on the bot would fail: the advance succeeds only because it stores the
    # call worked out ahead instead of deciding again.
    (pool_dir / "mode").write_text("fail")
    after = table.act(view, "advance")
    assert after["version"] == 1
    [first] = attempts(pool_dir)[:1]
    assert after["auction"][0]["explanation_en"] == f"pass (pid {first})"
    # Each advance starts the next one: the next bot's call is already under way.
    _wait_for_attempts(pool_dir, 2)


def test_a_decision_for_an_older_version_is_not_used(
    make_table: Callable[..., Table], pool_dir: Path
) -> None:
    table = make_table(bot_workers=1, bot_module=SCRIPTED)
    view = _bot_first(table)
    _wait_for_attempts(pool_dir, 1)
    # The game moves on another way (a new game, abandoning this deal): the new game's
    # first decision is worked out for it, never the old one's.
    moved = table.act(view, "new_game", abandon=True)
    assert moved["version"] > view["version"]
    if moved["to_act"] == "bot":
        after = table.act(moved, "advance")
        assert after["version"] == moved["version"] + 1
    assert table.post(view, "advance").status_code == 409  # the old version is stale


def test_a_decision_that_failed_ahead_is_the_requests_503_and_the_next_request_decides_afresh(
    make_table: Callable[..., Table], pool_dir: Path
) -> None:
    (pool_dir / "mode").write_text("fail")
    table = make_table(bot_workers=1, bot_module=SCRIPTED)
    view = _bot_first(table)
    _wait_for_attempts(pool_dir, 2)  # the runner's attempt and its one retry, ahead
    response = table.post(view, "advance")
    assert response.status_code == 503
    assert response.json()["code"] == "bot_unavailable"
    assert len(attempts(pool_dir)) == 2  # not tried a third and fourth time
    assert table.get(view["id"]) == view
    (pool_dir / "mode").unlink()
    assert table.act(view, "advance")["version"] == 1


def test_without_work_ahead_nothing_is_started_before_the_request(
    make_table: Callable[..., Table], pool_dir: Path
) -> None:
    table = make_table(bot_workers=1, bot_module=SCRIPTED, bots_ahead=False)
    view = _bot_first(table)
    time.sleep(0.5)
    assert attempts(pool_dir) == []
    table.act(view, "advance")
    assert len(attempts(pool_dir)) == 1
