"""Bot decisions run in a pool of worker processes: they leave the web process, a failing
or hung decision is tried once more and then answered 503 with nothing changed, and a
worker that dies is replaced."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

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


def test_quick_decisions_go_to_the_next_free_worker_before_searches() -> None:
    """With every worker busy, a call or a card with no real choice waiting for a worker
    goes before searches that were already waiting; each kind keeps its order."""
    import asyncio

    from biritch.server.bots_pool import _Gate

    async def scene() -> list[str]:
        gate = _Gate(1)
        order: list[str] = []
        await gate.acquire(quick=False)  # the one worker is busy

        async def wait(name: str, quick: bool) -> None:
            await gate.acquire(quick)
            order.append(name)
            gate.release()

        waiting = [
            asyncio.create_task(wait("search 1", False)),
            asyncio.create_task(wait("search 2", False)),
            asyncio.create_task(wait("call", True)),
            asyncio.create_task(wait("forced card", True)),
        ]
        await asyncio.sleep(0)
        gate.release()
        await asyncio.gather(*waiting)
        return order

    # A thread of its own: a browser test before this one in the same process may have
    # left an event loop running in this thread.
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(1) as thread:
        order = thread.submit(asyncio.run, scene()).result()
    assert order == ["call", "forced card", "search 1", "search 2"]


def test_a_call_and_a_card_without_a_real_choice_are_quick() -> None:
    from biritch.engine import Game, seat_view
    from biritch.server.bots_pool import BotTask

    state = Game.new(seed=1).current
    assert state.decider is not None
    assert BotTask(seat_view(state, state.decider)).quick
    # The opening lead is a search; the last trick's cards are forced.
    import random

    from biritch.engine import SEATS, deal_cards
    from tests.bots.test_cardplay import state_with

    deal = deal_cards(random.Random("quick"))
    lead = state_with(deal, ["1NT", "P", "P", "P"], [])
    assert lead.decider is not None
    assert not BotTask(seat_view(lead, lead.decider), seed=1).quick
    play = lead.play
    assert play is not None
    cards = []
    while play.cards_played_count < 48:
        card = play.legal_cards()[0]
        cards.append(card)
        play = play.with_card(card)
    last = state_with(deal, ["1NT", "P", "P", "P"], cards)
    assert last.decider in SEATS
    assert BotTask(seat_view(last, last.decider), seed=1).quick  # type: ignore[arg-type]
