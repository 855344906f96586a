"""Bot decisions run in a pool of worker processes: they leave the web process, a failing
or hung decision is tried once more and then answered 503 with nothing changed, and a
worker that dies is replaced."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from biritch.server.bots_pool import WORKER_NICENESS
from tests.server.conftest import Table, View
from tests.server.pool_bots import attempts

SCRIPTED = "tests.server.pool_bots:scripted"


def _pool_table(make_table: Callable[..., Table], **overrides: object) -> Table:
    # The pool's own behaviour, attempt by attempt: no decision is started ahead of the
    # request (tests/server/test_bots_ahead.py covers that).
    return make_table(bot_workers=2, bot_module=SCRIPTED, bots_ahead=False, **overrides)


def _bot_first(table: Table) -> View:
    view = table.new(1)  # West deals with seed 1: a bot speaks first
    assert view["to_act"] == "bot"
    return view


def test_a_bot_decides_in_a_worker_process(
    make_table: Callable[..., Table], pool_dir: Path
) -> None:
    table = _pool_table(make_table)
    view = table.act(_bot_first(table), "advance")
    assert view["version"] == 1
    [pid] = attempts(pool_dir)
    assert pid != os.getpid()
    assert view["auction"][0]["explanation_en"] == f"pass (pid {pid})"
    assert pid in table.app.state.bots.pids()
    # Lower priority than the web process: a person's request goes before a bot's search.
    mine = os.getpriority(os.PRIO_PROCESS, 0)
    assert os.getpriority(os.PRIO_PROCESS, pid) == min(19, mine + WORKER_NICENESS)


def test_a_failure_is_tried_once_more(make_table: Callable[..., Table], pool_dir: Path) -> None:
    table = _pool_table(make_table)
    (pool_dir / "mode").write_text("fail-once")
    view = table.act(_bot_first(table), "advance")
    assert view["version"] == 1
    assert len(attempts(pool_dir)) == 2


def test_two_failures_are_a_503_and_change_nothing(
    make_table: Callable[..., Table], pool_dir: Path
) -> None:
    table = _pool_table(make_table)
    (pool_dir / "mode").write_text("fail")
    view = _bot_first(table)
    response = table.post(view, "advance")
    assert response.status_code == 503
    body = response.json()
    assert body["code"] == "bot_unavailable"
    assert body["detail"].count("RuntimeError: the stand-in bot fails as asked") == 2
    assert len(attempts(pool_dir)) == 2
    assert table.get(view["id"]) == view
    (pool_dir / "mode").unlink()  # the bot recovers: the same advance now works
    assert table.act(view, "advance")["version"] == 1


def test_a_hung_decision_times_out_twice_then_503_and_the_pool_recovers(
    make_table: Callable[..., Table], pool_dir: Path
) -> None:
    table = _pool_table(make_table, bot_timeout=1.0)
    (pool_dir / "mode").write_text("hang")
    view = _bot_first(table)
    response = table.post(view, "advance")
    assert response.status_code == 503
    assert response.json()["code"] == "bot_unavailable"
    assert "no answer within 1 s" in response.json()["detail"]
    hung = attempts(pool_dir)
    assert len(hung) == 2
    assert table.get(view["id"]) == view
    (pool_dir / "mode").unlink()
    assert table.act(view, "advance")["version"] == 1
    # The hung workers were stopped, not left to hold a core.
    assert not set(hung) & set(table.app.state.bots.pids())


def test_a_hang_once_is_retried_within_the_request(
    make_table: Callable[..., Table], pool_dir: Path
) -> None:
    table = _pool_table(make_table, bot_timeout=1.0)
    (pool_dir / "mode").write_text("hang-once")
    assert table.act(_bot_first(table), "advance")["version"] == 1
    assert len(attempts(pool_dir)) == 2


def test_a_worker_that_dies_is_replaced_and_the_decision_retried(
    make_table: Callable[..., Table], pool_dir: Path
) -> None:
    table = _pool_table(make_table)
    view = table.act(_bot_first(table), "advance")
    before = table.app.state.bots.pids()
    (pool_dir / "mode").write_text("exit-once")
    view = table.act(view, "advance")
    assert view["version"] == 2
    died, retried = attempts(pool_dir)[1:]
    assert died != retried
    assert died in before and died not in table.app.state.bots.pids()
    assert table.act(view, "advance")["version"] == 3


def test_the_real_bots_decide_in_a_warmed_worker(make_table: Callable[..., Table]) -> None:
    table = make_table(bot_workers=1)
    view = table.act(_bot_first(table), "advance")
    assert view["auction"][0]["explanation"]
    assert len(table.app.state.bots.pids()) == 1


def _in_own_loop(scene: Any) -> Any:
    # A thread of its own: a browser test before this one in the same process may have
    # left an event loop running in this thread.
    import asyncio
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, scene).result()


def test_cheaper_decisions_go_to_the_next_free_worker_first() -> None:
    """With every worker busy, a call or a card with no real choice waiting for a worker
    goes before searches that were already waiting, a late card before a search of the
    first tricks; each cost keeps its order."""
    import asyncio

    from biritch.server.bots_pool import Cost, _Gate

    async def scene() -> list[str]:
        gate = _Gate(1)
        order: list[str] = []
        await gate.acquire(Cost.HEAVY)  # the one worker is busy

        async def wait(name: str, cost: Cost) -> None:
            await gate.acquire(cost)
            order.append(name)
            gate.release(cost)

        waiting = [
            asyncio.create_task(wait("search 1", Cost.HEAVY)),
            asyncio.create_task(wait("late card", Cost.LIGHT)),
            asyncio.create_task(wait("search 2", Cost.HEAVY)),
            asyncio.create_task(wait("call", Cost.QUICK)),
            asyncio.create_task(wait("forced card", Cost.QUICK)),
        ]
        await asyncio.sleep(0)
        gate.release(Cost.HEAVY)
        await asyncio.gather(*waiting)
        return order

    assert _in_own_loop(scene()) == ["call", "forced card", "late card", "search 1", "search 2"]


def test_heavy_searches_leave_one_worker_for_the_cheaper_decisions() -> None:
    """Three workers: two heavy searches take two, a third waits though one is free, and
    a call or a late card takes that one at once."""
    import asyncio

    from biritch.server.bots_pool import Cost, _Gate

    async def scene() -> list[str]:
        gate = _Gate(3)
        done: list[str] = []
        await gate.acquire(Cost.HEAVY)
        await gate.acquire(Cost.HEAVY)
        third = asyncio.create_task(gate.acquire(Cost.HEAVY))
        await asyncio.sleep(0)
        if not third.done():
            done.append("third search waits")
        await asyncio.wait_for(gate.acquire(Cost.LIGHT), 1)
        done.append("late card in")
        gate.release(Cost.LIGHT)
        gate.release(Cost.HEAVY)  # a search ends: the third goes in
        await asyncio.wait_for(third, 1)
        done.append("third search in")
        return done

    assert _in_own_loop(scene()) == ["third search waits", "late card in", "third search in"]


def test_a_decisions_cost_is_read_from_its_view() -> None:
    """Calls and cards with no real choice are quick, searches of the first tricks heavy,
    later ones light."""
    from biritch.engine import Game, seat_view
    from biritch.server.bots_pool import BotTask, Cost

    state = Game.new(seed=1).current
    assert state.decider is not None
    assert BotTask(seat_view(state, state.decider)).cost is Cost.QUICK
    # The opening lead is a search; the last trick's cards are forced.
    import random

    from biritch.engine import deal_cards
    from tests.bots.test_cardplay import state_with

    deal = deal_cards(random.Random("quick"))
    lead = state_with(deal, ["1NT", "P", "P", "P"], [])
    assert lead.decider is not None
    assert BotTask(seat_view(lead, lead.decider), seed=1).cost is Cost.HEAVY
    play = lead.play
    assert play is not None
    cards = []
    costs: dict[int, Cost] = {}
    while play.cards_played_count < 48:
        card = play.legal_cards()[0]
        cards.append(card)
        play = play.with_card(card)
        now = state_with(deal, ["1NT", "P", "P", "P"], cards)
        assert now.decider is not None
        costs[len(cards)] = BotTask(seat_view(now, now.decider), seed=1).cost
    assert costs[48] is Cost.QUICK  # the last trick's cards are forced
    assert Cost.LIGHT in {costs[n] for n in range(24, 48)}
    assert Cost.LIGHT not in {costs[n] for n in range(1, 12)}


def test_a_crowded_gate_hands_searches_the_hurried_plan() -> None:
    """As many decisions waiting as there are places makes the gate crowded, and a card
    decided in a hurry reaches the bots with ``hurry`` (a call never does)."""
    import asyncio

    from biritch.engine import Game, seat_view
    from biritch.server.bots_pool import BotTask, Cost, _Gate, decide

    async def scene() -> list[bool]:
        gate = _Gate(2)
        seen = [gate.crowded]
        await gate.acquire(Cost.HEAVY)
        await gate.acquire(Cost.LIGHT)
        waiting = [asyncio.create_task(gate.acquire(Cost.LIGHT)) for _ in range(2)]
        await asyncio.sleep(0)
        seen.append(gate.crowded)
        gate.release(Cost.HEAVY)
        await asyncio.sleep(0)
        seen.append(gate.crowded)
        for task in waiting:
            task.cancel()
        return seen

    assert _in_own_loop(scene()) == [False, True, False]

    hurried: list[bool] = []

    class Recording:
        @staticmethod
        def bot_call(view: Any) -> str:
            return "P"

        @staticmethod
        def bot_card(view: Any, seed: int, hurry: bool = False) -> Any:
            hurried.append(hurry)
            return None

    state = Game.new(seed=1).current
    assert state.decider is not None
    view = seat_view(state, state.decider)
    assert decide(Recording(), BotTask(view, hurry=True)) == "P"
    decide(Recording(), BotTask(view, seed=3, hurry=True))
    decide(Recording(), BotTask(view, seed=3))
    assert hurried == [True, False]
