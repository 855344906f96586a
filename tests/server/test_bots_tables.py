"""The bots' tables' worker: one table at a time, the newest waiting one first."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest
from sqlalchemy import create_engine

from biritch.engine import Action, ActionKind, DealState, Game
from biritch.same_cards import BotsTable
from biritch.server import bots_tables
from biritch.server.bots_tables import BotsTables
from biritch.server.store import GameRecord


def _record_at_deal(number: int) -> GameRecord:
    game = Game.new(3)
    for _ in range(number - 1):  # pass each deal out, then deal the next one
        for _ in range(4):
            game = game.apply(Action.make_call("P"))
        game = game.apply(Action(ActionKind.NEXT_DEAL))
    return GameRecord("g", game)


def test_tables_wait_and_the_newest_goes_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    order: list[int] = []
    release = threading.Event()

    def fake_play(state: DealState, seed: int) -> BotsTable:
        order.append(state.number)
        release.wait(10)
        return BotsTable(None, None, 0, 0)

    monkeypatch.setattr(bots_tables, "_play", fake_play)
    tables = BotsTables(create_engine(f"sqlite:///{tmp_path / 't.db'}"), "thread")
    try:
        for number in (1, 2, 3):
            tables.ensure(_record_at_deal(number))
        release.set()
        deadline = time.monotonic() + 10
        while len(tables.tables_of(_record_at_deal(3))) < 3 or tables._running:
            assert time.monotonic() < deadline
            time.sleep(0.01)
        assert order == [1, 3, 2]
        assert tables.tables_of(_record_at_deal(3)) == {
            n: BotsTable(None, None, 0, 0) for n in (1, 2, 3)
        }
    finally:
        tables.close()


def test_an_unknown_mode_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="bots_table"):
        BotsTables(create_engine(f"sqlite:///{tmp_path / 't.db'}"), "sometimes")


def test_a_table_cut_short_by_the_server_stopping_is_not_a_failure(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    # Stopping the server terminates the worker: the table being played then ends with a
    # broken pool. That is no bot failure: nothing is logged as an error and the table is
    # played again when next asked for.
    from concurrent.futures import Future
    from concurrent.futures.process import BrokenProcessPool

    tables = BotsTables(create_engine(f"sqlite:///{tmp_path / 't.db'}"), "thread")
    tables.close()
    cut_short: Future[BotsTable] = Future()
    cut_short.set_exception(BrokenProcessPool("terminated"))
    with caplog.at_level("ERROR"):
        tables._finish(("game", 1), cut_short)
    assert not caplog.records
    assert ("game", 1) not in tables._failed
