"""Next deal, Restart, New game, and a rubber played to its end."""

from __future__ import annotations

import pytest

from biritch.engine import Contract, Deal, Play, Seat, Strain
from tests.server.conftest import Table, View

pytestmark = pytest.mark.usefixtures("passive_bots")

_TRICK_POINTS = {Strain.CLUBS: 20, Strain.DIAMONDS: 20, Strain.HEARTS: 30, Strain.SPADES: 30}


def _tricks_for_south(deal: Deal, strain: Strain) -> int:
    """Tricks South takes as declarer playing its highest legal card against the passive
    bots (lowest legal card): the same choices the test and the bots make below."""
    play = Play.start(deal, Contract(1, strain), Seat.S)
    while not play.is_complete:
        legal = play.legal_cards()
        ours = play.turn in (Seat.N, Seat.S)
        pick = max(legal, key=lambda c: c.rank) if ours else min(legal, key=lambda c: c.rank)
        play = play.with_card(pick)
    return play.declarer_tricks


def _best_call(deal: Deal) -> str:
    """The highest-scoring contract South makes with that play, or pass."""
    best, best_points = "P", 0
    for strain in Strain:
        level = min(7, _tricks_for_south(deal, strain) - 6)
        if level < 1:
            continue
        points = (
            40 + 30 * (level - 1) if strain is Strain.NOTRUMP else _TRICK_POINTS[strain] * level
        )
        if points > best_points:
            best, best_points = f"{level}{strain.value}", points
    return best


def _play_deal(table: Table, view: View, call: str | None = None) -> View:
    """Play one deal to its end: South bids ``call`` (or passes), then plays its highest
    legal card for South and dummy."""
    view = table.advance_until_you(view)
    assert view["phase"] == "auction"
    view = table.act(view, "call", call=call or "P")
    for _ in range(200):
        view = table.advance_until_you(view)
        if view["phase"] == "finished":
            return view
        if view["phase"] == "auction":
            view = table.act(view, "call", call="P")
        else:
            ranks = "23456789TJQKA"
            card = max(view["legal"], key=lambda c: ranks.index(c[1]))
            view = table.act(view, "play", card=card)
    raise AssertionError("the deal did not end")


def _play_well(table: Table, view: View) -> View:
    deal = table.game(view["id"]).current.deal
    return _play_deal(table, view, _best_call(deal))


def test_a_finished_deal_shows_all_hands_and_its_result(table: Table) -> None:
    view = _play_well(table, table.new(3))
    assert view["phase"] == "finished" and view["turn"] is None and view["to_act"] is None
    assert sorted(view["hands"]) == ["E", "N", "S", "W"]
    assert all(len(cards) == 13 for cards in view["hands"].values())
    assert view["current_trick"] is None and view["legal"] == []
    result = view["result"]
    assert not result["passed_out"], "seed 3 is meant to give a played deal"
    assert len(view["tricks"]) == 13
    assert result["tricks"] == view["tricks_won"]["NS"]
    assert result["made"] is True and result["difference"] >= 0
    assert (
        result["entries"]
        and view["score"]["entries"][-len(result["entries"]) :] == (result["entries"])
    )


def test_next_deal_rotates_the_dealer_and_keeps_the_score(table: Table) -> None:
    view = _play_well(table, table.new(3))
    score = view["score"]
    nxt = table.act(view, "next_deal")
    order = "NESW"
    assert nxt["dealer"] == order[(order.index(view["dealer"]) + 1) % 4]
    assert (nxt["deal_number"], nxt["deal_in_rubber"]) == (2, 2)
    assert nxt["rubber_number"] == 1 and nxt["phase"] == "auction"
    assert nxt["score"] == score
    assert nxt["hands"]["S"] != view["hands"]["S"]
    history = table.history(nxt["id"])["deals"]
    assert len(history) == 1
    past = history[0]
    assert (past["deal_number"], past["dealer"]) == (1, view["dealer"])
    assert past["auction"] == view["auction"] and past["result"] == view["result"]


def test_next_deal_after_a_passed_out_deal_passes_the_deal_on(table: Table) -> None:
    view = _play_deal(table, table.new(3), "P")
    assert view["result"]["passed_out"] is True and view["score"]["entries"] == []
    nxt = table.act(view, "next_deal")
    assert nxt["dealer"] == "NESW"[("NESW".index(view["dealer"]) + 1) % 4]
    assert table.history(nxt["id"])["deals"][0]["result"]["passed_out"] is True


def test_restart_after_the_deal_restores_score_and_cards(table: Table) -> None:
    first = _play_well(table, table.new(3))
    start = table.act(first, "next_deal")
    done = _play_well(table, start)
    assert done["score"] != start["score"] or done["result"]["passed_out"]
    again = table.act(done, "restart")
    assert again["version"] == done["version"] + 1
    for key in ("phase", "dealer", "deal_number", "deal_in_rubber", "rubber_number", "hands"):
        assert again[key] == start[key], key
    for key in ("score", "partscores", "vulnerable", "auction", "tricks"):
        assert again[key] == start[key], key
    assert table.history(again["id"])["total"] == 1
    assert again["result"] is None
    # The same deal can be played again and is scored once.
    redone = _play_well(table, again)
    assert redone["score"] == done["score"]


def test_restart_mid_play_restores_the_deal(table: Table) -> None:
    start = table.new(5)
    view = table.advance_until_you(start)
    view = table.act(view, "call", call="1NT")
    view = table.advance_until_you(view)
    view = table.act(view, "play", card=view["legal"][0])
    assert view["phase"] == "play"
    again = table.act(view, "restart")
    assert again["hands"] == start["hands"] and again["auction"] == []
    assert again["dealer"] == start["dealer"] and again["score"] == start["score"]


def test_new_game_starts_from_a_zero_score(table: Table) -> None:
    view = _play_well(table, table.new(3))
    view = table.act(view, "next_deal")
    view = _play_well(table, view)
    fresh = table.act(view, "new_game")
    # A new game counts its rubbers from 1 again.
    assert fresh["rubber_number"] == 1 and fresh["game_number"] == 2
    assert fresh["deal_in_rubber"] == 1 and fresh["deal_number"] == view["deal_number"] + 1
    assert fresh["score"]["entries"] == [] and fresh["score"]["totals"] == {"NS": 0, "EW": 0}
    assert fresh["partscores"] == {"NS": 0, "EW": 0}
    assert fresh["vulnerable"] == {"NS": False, "EW": False}
    assert fresh["phase"] == "auction" and fresh["auction"] == []


def test_a_finished_rubber_starts_the_next_one(table: Table) -> None:
    view = table.new(11)
    for _ in range(40):
        view = _play_well(table, view)
        if view["score"]["is_over"]:
            break
        view = table.act(view, "next_deal")
    else:
        raise AssertionError("no rubber ended in 40 deals")
    score = view["score"]
    assert max(score["games"].values()) == 2
    assert score["winner"] in ("NS", "EW")
    assert any(e["reason"] == "rubber" for e in score["entries"])
    assert sum(e["points"] for e in score["entries"] if e["side"] == "NS") == score["totals"]["NS"]
    nxt = table.act(view, "next_deal")
    assert nxt["rubber_number"] == view["rubber_number"] + 1
    assert nxt["deal_in_rubber"] == 1 and nxt["deal_number"] == view["deal_number"] + 1
    assert nxt["score"]["entries"] == [] and nxt["score"]["is_over"] is False
    assert nxt["vulnerable"] == {"NS": False, "EW": False}
    assert table.history(nxt["id"])["deals"][-1]["result"] == view["result"]
    assert table.get(nxt["id"]) == nxt


def test_vulnerability_follows_a_won_game(table: Table) -> None:
    view = table.new(11)
    for _ in range(40):
        view = _play_well(table, view)
        if view["score"]["games"]["NS"] == 1:
            break
        view = table.act(view, "next_deal")
    else:
        pytest.fail("NS never won a game in 40 well-bid deals")
    assert view["score"]["vulnerable"]["NS"] is True
    nxt = table.act(view, "next_deal")
    assert nxt["vulnerable"] == {"NS": True, "EW": False}
    assert nxt["partscores"] == {"NS": 0, "EW": 0}
