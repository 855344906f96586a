"""The bots' next decision is worked out as soon as it is due, and only ``advance`` stores
it: the game never moves without the request, the decision is the one the request would
have got, and a stale or failed one is never used."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from biritch.server.bots_ahead import WorkAhead
from biritch.server.bots_pool import BotTask
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


def test_the_bots_acting_in_a_row_are_worked_out_as_a_chain_before_the_page_asks(
    make_table: Callable[..., Table], pool_dir: Path
) -> None:
    table = make_table(bot_workers=1, bot_module=SCRIPTED)
    view = _bot_first(table)  # West deals: West, North and East call before South
    _wait_for_attempts(pool_dir, 3)
    time.sleep(0.3)
    # The chain stops at the person's turn, and nothing was stored.
    assert len(attempts(pool_dir)) == 3
    assert table.get(view["id"]) == view
    # From now on the bot would fail: the three advances succeed only because each stores
    # the call its chain worked out.
    (pool_dir / "mode").write_text("fail")
    for _ in range(3):
        view = table.act(view, "advance")
    assert view["to_act"] == "you"
    pids = attempts(pool_dir)
    assert [c["explanation_en"] for c in view["auction"]] == [f"pass (pid {p})" for p in pids]


class _CountingRunner:
    """A runner whose decision names the attempt (``d1``, ``d2`` ...), counting them."""

    def __init__(self) -> None:
        self.tasks: list[BotTask] = []

    async def decide(self, task: BotTask) -> str:
        self.tasks.append(task)
        await asyncio.sleep(0.01)
        return f"d{len(self.tasks)}"


def _numbered_game(limit: int) -> tuple[Callable[[Any], BotTask | None], Callable[..., Any]]:
    """A stand-in game: the record is its version; a bot acts until ``limit``."""

    def pending(record: Any) -> BotTask | None:
        return BotTask(record) if record < limit else None

    def after(record: Any, task: BotTask, decision: Any) -> Any:
        return record + 1

    return pending, after


async def _until(check: Callable[[], bool]) -> None:
    for _ in range(500):
        if check():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("never happened")


def test_a_chained_decision_is_used_only_for_the_very_task_it_was_worked_out_for() -> None:
    async def play() -> None:
        runner = _CountingRunner()
        ahead = WorkAhead(depth=8)
        pending, after = _numbered_game(3)
        ahead.start("g", 0, 0, pending, after, runner)  # type: ignore[arg-type]
        await _until(lambda: len(runner.tasks) == 3)
        # Started again for a version the chain covers: nothing is redone.
        ahead.start("g", 0, 0, pending, after, runner)  # type: ignore[arg-type]
        assert await ahead.decide("g", 0, BotTask(0), runner) == "d1"  # type: ignore[arg-type]
        assert await ahead.decide("g", 1, BotTask(1), runner) == "d2"  # type: ignore[arg-type]
        assert len(runner.tasks) == 3
        # The game went another way than foreseen: decided afresh, the chain dropped.
        fresh = await ahead.decide("g", 2, BotTask(7), runner)  # type: ignore[arg-type]
        assert fresh == "d4"
        assert runner.tasks[-1] == BotTask(7)  # type: ignore[arg-type]
        assert await ahead.decide("g", 3, BotTask(3), runner) == "d5"  # type: ignore[arg-type]
        await ahead.close()

    asyncio.run(play())


def test_a_chain_stops_after_its_depth_and_a_request_past_it_starts_the_next() -> None:
    async def play() -> None:
        runner = _CountingRunner()
        ahead = WorkAhead(depth=2)
        pending, after = _numbered_game(10)
        ahead.start("g", 0, 0, pending, after, runner)  # type: ignore[arg-type]
        await _until(lambda: len(runner.tasks) == 2)
        await asyncio.sleep(0.1)
        assert len(runner.tasks) == 2
        assert await ahead.decide("g", 0, BotTask(0), runner) == "d1"  # type: ignore[arg-type]
        assert await ahead.decide("g", 1, BotTask(1), runner) == "d2"  # type: ignore[arg-type]
        ahead.start("g", 2, 2, pending, after, runner)  # type: ignore[arg-type]
        await _until(lambda: len(runner.tasks) == 4)
        assert await ahead.decide("g", 2, BotTask(2), runner) == "d3"  # type: ignore[arg-type]
        await ahead.close()

    asyncio.run(play())


def test_a_request_waiting_on_a_chain_that_is_dropped_decides_afresh() -> None:
    async def play() -> None:
        gate = asyncio.Event()

        class SlowRunner(_CountingRunner):
            async def decide(self, task: BotTask) -> str:
                if not self.tasks:
                    self.tasks.append(task)
                    await gate.wait()
                    return "never"
                return await super().decide(task)

        runner = SlowRunner()
        ahead = WorkAhead()
        pending, after = _numbered_game(3)
        ahead.start("g", 0, 0, pending, after, runner)  # type: ignore[arg-type]
        await _until(lambda: len(runner.tasks) == 1)
        waiting = asyncio.create_task(ahead.decide("g", 0, BotTask(0), runner))  # type: ignore[arg-type]
        await asyncio.sleep(0.05)
        # The game moves another way (say, a new game): its chain is dropped.
        ahead.start("g", 5, 5, pending, after, runner)  # type: ignore[arg-type]
        assert await asyncio.wait_for(waiting, 5) == "d2"
        await ahead.close()

    asyncio.run(play())
