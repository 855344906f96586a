"""The scoring chosen at ``POST /api/games`` (rubber, chicago, chicago_imps), the Chicago
sheet in the view, the result against the target, and the bots' table on the same cards
(played in the background, shown only in a finished deal's result)."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from biritch import bots
from biritch.engine import Contract, Scoring, Seat, SeatView, Side, imps, score_against_target
from biritch.same_cards import score_ns
from tests.server.conftest import Table, View, passive_call
from tests.server.test_controls import _play_deal  # South bids, then plays its top cards

pytestmark = pytest.mark.usefixtures("passive_bots")


def test_the_default_is_the_rubber_as_before(table: Table) -> None:
    view = table.new(seed=3)
    assert view["scoring"] == "rubber" and view["score"]["chicago"] is None


@pytest.mark.parametrize("scoring", ["duplicate", "", "CHICAGO", 1])
def test_an_unknown_scoring_is_refused_and_creates_nothing(table: Table, scoring: object) -> None:
    response = table.client.post("/api/games", json={"scoring": scoring})
    assert response.status_code == 422 and response.json()["code"] == "invalid"


def test_a_chicago_view_shows_its_four_columns(table: Table) -> None:
    view = table.new(seed=3, scoring="chicago")
    assert view["scoring"] == "chicago" and view["dealer"] == "N"
    assert view["vulnerable"] == {"NS": False, "EW": False}
    columns = view["score"]["chicago"]["deals"]
    assert [(c["deal"], c["dealer"], c["vulnerable"], c["played"]) for c in columns] == [
        (1, "N", {"NS": False, "EW": False}, False),
        (2, "E", {"NS": True, "EW": False}, False),
        (3, "S", {"NS": False, "EW": True}, False),
        (4, "W", {"NS": True, "EW": True}, False),
    ]


def test_a_whole_chicago_through_the_api_then_a_reload(
    make_table: Callable[..., Table],
) -> None:
    table = make_table()
    view = table.new(seed=5, scoring="chicago")
    view = _play_deal(table, view, "P")  # everyone passes: redealt by North
    assert view["result"]["passed_out"] and not view["score"]["is_over"]
    view = table.act(view, "next_deal")
    assert (view["dealer"], view["deal_in_rubber"]) == ("N", 1)
    for n, dealer in enumerate("NESW", start=1):
        assert (view["dealer"], view["deal_in_rubber"]) == (dealer, n)
        view = _play_deal(table, view, "1C")
        assert view["score"]["is_over"] is (n == 4)
        assert all(e["deal"] == n for e in view["result"]["entries"])
        if n < 4:
            view = table.act(view, "next_deal")
    assert {e["deal"] for e in view["score"]["entries"]} == {1, 2, 3, 4}
    assert all(c["played"] for c in view["score"]["chicago"]["deals"])
    reloaded = make_table().get(view["id"])  # another app on the same database
    assert reloaded == view
    view = table.act(view, "next_deal")
    assert view["rubber_number"] == 2 and view["dealer"] == "N" and view["score"]["entries"] == []


def test_restart_replays_a_chicago_deal_with_the_score_before_it(table: Table) -> None:
    view = _play_deal(table, table.new(seed=8, scoring="chicago"), "1C")
    view = _play_deal(table, table.act(view, "next_deal"), "2C")
    restarted = table.act(view, "restart")
    assert restarted["deal_in_rubber"] == 2 and restarted["dealer"] == "E"
    assert {e["deal"] for e in restarted["score"]["entries"]} == {1}


def test_chicago_imps_results_carry_the_target(table: Table) -> None:
    view = _play_deal(table, table.new(seed=4, scoring="chicago_imps"), "2D")
    game = table.game(view["id"])
    state = game.current
    result = view["result"]
    expected = score_against_target(
        state.deal, state.vulnerable, Contract.parse("2D"), Side.NS, result["tricks"]
    )
    assert result["target"] == {
        "side": expected.side.value,
        "hcp": expected.hcp,
        "points": expected.points,
        "actual": expected.actual,
        "imps": expected.imps,
    }
    column = view["score"]["chicago"]["deals"][0]
    assert column["target"] == result["target"]
    assert view["score"]["chicago"]["imps_ns"] == expected.imps_ns
    assert game.scoring is Scoring.CHICAGO_IMPS


def test_plain_chicago_results_have_no_target(table: Table) -> None:
    view = _play_deal(table, table.new(seed=4, scoring="chicago"), "1C")
    assert view["result"]["target"] is None
    assert view["score"]["chicago"]["deals"][0]["target"] is None


def _wait_for_bots_table(table: Table, view: View, limit: float = 60) -> View:
    deadline = time.monotonic() + limit
    while view["result"]["bots_table_pending"]:
        assert time.monotonic() < deadline, "the bots' table never came"
        time.sleep(0.05)
        view = table.get(view["id"])
    return view


def test_the_bots_table_on_the_same_cards_comes_with_the_finished_deal(
    make_table: Callable[..., Table],
) -> None:
    table = make_table(bots_table="thread")
    view = table.new(seed=6, scoring="chicago")
    assert view["result"] is None and "bots_table" not in str(view)  # nothing before the end
    view = _wait_for_bots_table(table, _play_deal(table, view, "3C"))
    result = view["result"]
    bots = result["bots_table"]
    # The passive bots pass, and so does the bot sitting South: the bots' table is passed out.
    assert bots == {"contract": None, "declarer": None, "tricks": 0, "score_ns": 0,
                    "imps": imps(result["score_ns"])}  # fmt: skip
    state = table.game(view["id"]).current
    assert result["score_ns"] == score_ns(
        Contract.parse("3C"), Seat.S, result["tricks"], state.vulnerable
    )
    assert view["bots_imps"] == {"total": bots["imps"], "deals": 1}
    later = _wait_for_bots_table(table, _play_deal(table, table.act(view, "next_deal"), "P"))
    assert table.history(view["id"])["deals"][0]["result"]["bots_table"] == bots
    assert later["bots_imps"]["deals"] == 2
    # A second app on the same database finds the stored tables without playing them again.
    again = make_table(bots_table="thread")
    assert again.history(view["id"])["deals"][0]["result"]["bots_table"] == bots


def test_with_the_bots_table_off_nothing_is_pending(table: Table) -> None:
    view = _play_deal(table, table.new(seed=6), "1C")
    assert view["result"]["bots_table"] is None and not view["result"]["bots_table_pending"]
    assert view["bots_imps"] == {"total": 0, "deals": 0}


def test_a_database_from_before_the_scoring_column_gets_it(
    make_table: Callable[..., Table], tmp_path: Path
) -> None:
    engine = create_engine(f"sqlite:///{tmp_path / 'biritch.db'}")
    with engine.begin() as conn:
        conn.execute(
            text(
                "CREATE TABLE games (id VARCHAR(64) PRIMARY KEY, seed BIGINT NOT NULL, "
                "version INTEGER NOT NULL, created_at DATETIME NOT NULL, "
                "updated_at DATETIME NOT NULL)"
            )
        )
        conn.execute(
            text(
                "INSERT INTO games VALUES ('old_game_id_22_chars_x', 7, 0, '2026-01-01 00:00:00', "
                "'2026-01-01 00:00:00')"
            )
        )
    engine.dispose()
    table = make_table()
    assert table.get("old_game_id_22_chars_x")["scoring"] == "rubber"
    assert table.new(seed=2, scoring="chicago")["scoring"] == "chicago"


def test_a_failing_bots_table_is_not_pending_and_not_played_again(
    make_table: Callable[..., Table], monkeypatch: pytest.MonkeyPatch
) -> None:
    tries: list[str] = []

    def south_fails(view: SeatView) -> bots.Suggestion:
        if view.seat is Seat.S:  # only the bots' table has a bot in South
            tries.append(str(view.auction))
            raise RuntimeError("a bot failed")
        return passive_call(view)

    monkeypatch.setattr(bots, "bot_call", south_fails)
    table = make_table(bots_table="thread")
    view = _play_deal(table, table.new(seed=6, scoring="chicago"), "1C")
    deadline = time.monotonic() + 60
    while table.app.state.service.bots_tables._running:
        assert time.monotonic() < deadline
        time.sleep(0.05)
    view = table.get(view["id"])
    assert view["result"]["bots_table"] is None and not view["result"]["bots_table_pending"]
    assert len(tries) == 1
