"""Leaving an unfinished deal, undo, claim, hint and the review through the API."""

from __future__ import annotations

import os
import random
import threading
from typing import Any

import pytest
from endplay import dds
from endplay.types import Card as EpCard
from endplay.types import Deal as EpDeal
from endplay.types import Denom, Player

from biritch import bots
from biritch.bots.play.dds import _LOCK as DDS_LOCK
from biritch.bots.play.dds import Position
from biritch.engine import Card, Contract, Game, Play, Seat, SeatView, deal_cards
from biritch.server.bots_pool import WORKER_NICENESS
from biritch.server.double_dummy import positions_before_choices
from biritch.server.review import Reviews
from tests.server.conftest import Table, View

pytestmark = pytest.mark.usefixtures("passive_bots")


def _to_play(table: Table, seed: int = 5, contract: str = "1NT") -> View:
    """South opens ``contract``, the passive bots pass: South declares and plays."""
    view = table.advance_until_you(table.new(seed))
    view = table.act(view, "call", call=contract)
    return table.advance_until_you(view)


def _play_out(table: Table, view: View) -> View:
    for _ in range(60):
        view = table.advance_until_you(view)
        if view["phase"] == "finished":
            return view
        view = table.act(view, "play", card=view["legal"][0])
    raise AssertionError("the deal did not end")


def _error(response: Any, status: int, code: str) -> None:
    assert response.status_code == status, response.text
    assert response.json()["code"] == code


# --- leaving a deal in progress --------------------------------------------------------


@pytest.mark.parametrize("kind", ["next_deal", "new_game"])
def test_leaving_a_deal_in_progress_needs_abandon(table: Table, kind: str) -> None:
    view = _to_play(table)
    assert view["in_progress"] is True
    _error(table.post(view, kind), 409, "unfinished_deal")
    assert table.get(view["id"]) == view  # nothing changed
    left = table.act(view, kind, abandon=True)
    # The abandoned deal is in the history (its own route), unscored.
    gone = table.history(left["id"])["deals"][-1]
    assert left["phase"] == "auction" and gone["abandoned"] is True
    assert gone["result"] is None and gone["contract"] == "1NT"
    assert left["score"]["entries"] == [] and gone["auction"] == view["auction"]
    if kind == "new_game":
        assert left["rubber_number"] == 1 and left["game_number"] == 2


def test_a_finished_deal_is_left_without_abandon(table: Table) -> None:
    done = _play_out(table, _to_play(table))
    assert done["in_progress"] is False
    nxt = table.act(done, "next_deal")
    assert table.history(nxt["id"])["deals"][-1]["abandoned"] is False


# --- undo --------------------------------------------------------------------------------


def test_undo_takes_back_the_last_card_and_the_bots_after_it(table: Table) -> None:
    view = _to_play(table)
    assert view["can_undo"] is True
    before = view
    view = table.act(view, "play", card=view["legal"][0])
    view = table.advance_until_you(view)  # West, North (dummy: the person's), ...
    back = table.act(view, "undo")
    assert back["version"] == view["version"] + 1  # an action, not a deletion
    for key in ("hands", "tricks", "current_trick", "legal", "turn", "auction"):
        assert back[key] == before[key], key
    assert back["undos"] == 1
    # Played on after the undo and finished, the history says it was played with undo.
    done = _play_out(table, back)
    nxt = table.act(done, "next_deal")
    assert table.history(nxt["id"])["deals"][-1]["undos"] == 1


def test_undo_in_the_auction_takes_back_the_call_and_its_meaning(table: Table) -> None:
    start = table.advance_until_you(table.new(5))
    view = table.act(start, "call", call="1NT")
    view = table.advance_until_you(view)
    back = table.act(view, "undo")
    assert back["auction"] == start["auction"] and back["phase"] == "auction"
    assert back["legal"] == start["legal"]


def test_undo_with_nothing_to_take_back_is_refused(table: Table) -> None:
    view = table.advance_until_you(table.new(5))
    assert view["can_undo"] is False
    _error(table.post(view, "undo"), 409, "illegal")
    done = _play_out(table, _to_play(table))
    _error(table.post(done, "undo"), 409, "illegal")
    assert table.get(done["id"]) == done


# --- claim -------------------------------------------------------------------------------


def _dd_ns_tricks(table: Table, game_id: str) -> int:
    """Double dummy from the true position, worked out here with endplay's solve_board."""
    state = table.game(game_id).current
    play = state.play
    assert play is not None
    board = EpDeal(state.deal.to_pbn())
    board.trump = {"S": Denom.spades, "H": Denom.hearts, "D": Denom.diamonds}.get(
        play.contract.strain.value, Denom.clubs if play.contract.strain.value == "C" else Denom.nt
    )
    board.first = Player.find(play.declarer.lho.value)
    for trick in play.tricks:
        for card in trick.cards:
            board.play(EpCard(str(card)))
    for card in play.current.cards:
        board.play(EpCard(str(card)))
    with DDS_LOCK:  # the server's review worker may be solving at the same moment
        best = max(score for _, score in dds.solve_board(board))
    to_play = Seat(Player(board.curplayer).abbr)
    remaining = 13 - len(play.tricks)
    return best if to_play in (Seat.N, Seat.S) else remaining - best


def test_a_claim_double_dummy_allows_stands_and_ends_the_play(table: Table) -> None:
    view = _to_play(table)
    for _ in range(8):
        view = table.act(view, "play", card=view["legal"][0])
        view = table.advance_until_you(view)
    dd = _dd_ns_tricks(table, view["id"])
    won = view["tricks_won"]["NS"]
    done = table.act(view, "claim", tricks=dd)
    assert done["phase"] == "finished" and done["to_act"] is None
    claim = done["result"]["claim"]
    assert claim == {"tricks": dd, "stands": True, "awarded": dd}
    assert done["result"]["tricks"] == won + dd
    # Scored once: the entries of this deal are in the score exactly once.
    assert done["score"]["entries"] == done["result"]["entries"]
    _error(table.post(done, "claim", tricks=0), 409, "illegal")


def test_a_claim_too_many_gets_what_double_dummy_gives(table: Table) -> None:
    view = _to_play(table)
    dd = _dd_ns_tricks(table, view["id"])
    assert dd < 13, "seed 5 is meant to leave the defence a trick"
    done = table.act(view, "claim", tricks=13)
    assert done["result"]["claim"] == {"tricks": 13, "stands": False, "awarded": dd}
    assert done["result"]["tricks"] == dd


def test_bad_claims_change_nothing(table: Table) -> None:
    auction = table.advance_until_you(table.new(5))
    _error(table.post(auction, "claim", tricks=3), 409, "illegal")  # no play yet
    view = _to_play(table)
    _error(table.post(view, "claim", tricks=-1), 422, "invalid")
    _error(table.post(view, "claim", tricks="many"), 422, "invalid")
    _error(table.post(view, "claim"), 422, "invalid")
    stale = dict(view, version=view["version"] - 1)
    _error(table.post(stale, "claim", tricks=3), 409, "stale_version")
    assert table.get(view["id"]) == view


def test_claiming_when_partner_declares_is_refused(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    def north_opens(view: SeatView) -> bots.Suggestion:
        call = "1C" if view.seat is Seat.N and view.auction.contract is None else "P"
        return bots.Suggestion(call, call, call)

    monkeypatch.setattr(bots, "bot_call", north_opens)
    view = table.new(5)
    while view["phase"] == "auction":  # one action at a time: stop as the play starts
        if view["to_act"] == "you":
            view = table.act(view, "call", call="P")
        else:
            view = table.act(view, "advance")
    assert view["declarer"] == "N" and view["can_claim"] is False
    _error(table.post(view, "claim", tricks=1), 409, "illegal")


# --- hint --------------------------------------------------------------------------------


def test_hint_for_a_call_and_a_card(table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    view = table.advance_until_you(table.new(5))
    hint = table.client.get(f"/api/games/{view['id']}/hint")
    assert hint.status_code == 200, hint.text
    body = hint.json()
    assert body["call"] in view["legal"] and body["card"] is None
    assert body["reason"] and body["reason_en"]
    view = _to_play(table)
    body = table.client.get(f"/api/games/{view['id']}/hint").json()
    assert body["card"] in view["legal"]
    assert "из" in body["reason"] or "единственная" in body["reason"] or body["reason"]
    assert table.get(view["id"]) == view  # a hint changes nothing


def test_no_hint_when_it_is_not_your_turn(table: Table) -> None:
    done = _play_out(table, _to_play(table))
    _error(table.client.get(f"/api/games/{done['id']}/hint"), 409, "illegal")


# --- review ------------------------------------------------------------------------------


def test_review_waits_for_the_end_of_the_deal(table: Table) -> None:
    view = _to_play(table)
    _error(table.client.get(f"/api/games/{view['id']}/review"), 409, "unfinished_deal")


def test_review_costs_are_endplays_on_each_position(table: Table) -> None:
    done = _play_out(table, _to_play(table))
    response = table.client.get(f"/api/games/{done['id']}/review")
    assert response.status_code == 200, response.text
    review = response.json()
    assert review["hands"] == done["hands"]
    assert set(review["dd_table"]) == {"N", "E", "S", "W"}
    assert set(review["dd_table"]["N"]) == {"C", "D", "H", "S", "NT"}
    assert review["par"]["contracts"] and isinstance(review["par"]["score_ns"], int)
    cards = review["cards"]
    assert len(cards) == 52
    played = [c for t in done["tricks"] for c in t["cards"]]
    assert [(c["seat"], c["card"]) for c in cards] == [(c["seat"], c["card"]) for c in played]
    # Each cost, worked out here with endplay's solve_board on the position before it.
    state = table.game(done["id"]).current
    board = EpDeal(state.deal.to_pbn())
    board.trump = Denom.nt
    board.first = Player.find(done["tricks"][0]["leader"])
    for entry in cards:
        with DDS_LOCK:
            scores = {str(c): s for c, s in dds.solve_board(board)}
        mine = scores[str(EpCard(entry["card"]))]
        assert entry["cost"] == max(scores.values()) - mine, entry
        board.play(EpCard(entry["card"]))
    # The same review again (a reload) is the same.
    assert table.client.get(f"/api/games/{done['id']}/review").json() == review


def test_review_of_a_claimed_deal_shows_the_claim(table: Table) -> None:
    view = _to_play(table)
    done = table.act(view, "claim", tricks=0)
    review = table.client.get(f"/api/games/{done['id']}/review").json()
    assert review["result"]["claim"]["tricks"] == 0
    lead = view["current_trick"]["cards"]
    assert [(c["seat"], c["card"]) for c in review["cards"]] == [
        (c["seat"], c["card"]) for c in lead
    ]


def test_game_replays_with_undo_and_claim(table: Table) -> None:
    view = _to_play(table)
    view = table.act(view, "play", card=view["legal"][0])
    view = table.act(table.advance_until_you(view), "undo")
    view = table.act(view, "claim", tricks=1)
    game = table.game(view["id"])
    again = Game.replay(game.seed, game.actions)
    assert again.current == game.current


def test_a_hint_is_decided_from_souths_view_only(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[SeatView] = []
    real = bots.bot_card

    def watching(view: SeatView, seed: int) -> Any:
        seen.append(view)
        return real(view, seed)

    view = _to_play(table)
    monkeypatch.setattr(bots, "bot_card", watching)
    assert table.client.get(f"/api/games/{view['id']}/hint").status_code == 200
    (hinted,) = seen
    assert hinted.seat is Seat.S
    assert hinted.hands[Seat.E] is None and hinted.hands[Seat.W] is None


def test_the_review_works_ahead_below_the_bots_priority() -> None:
    # Its double-dummy work ahead must never take CPU from a bot's turn in a person's game:
    # the thread runs at a lower priority than the bots' workers (and than the web process).
    reviews = Reviews()
    try:
        nice = reviews._pool.submit(
            lambda: os.getpriority(os.PRIO_PROCESS, threading.get_native_id())
        ).result()
    finally:
        reviews.close()
    assert nice >= os.getpriority(os.PRIO_PROCESS, 0) + WORKER_NICENESS + 1


def test_the_review_solves_every_position_ahead_however_fast_the_cards_come(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A whole deal's cards arriving at once (many more than MAX_AHEAD) are all solved ahead,
    # in batches, none left for the review to solve after the last card.
    import biritch.server.review as review_module

    batches: list[int] = []
    started = threading.Event()
    go_on = threading.Event()

    def slow_solve(positions: list[Position]) -> list[dict[Card, int]]:
        batches.append(len(positions))
        started.set()
        go_on.wait(10)  # the first batch is slow: the rest of the deal piles up meanwhile
        return [{} for _ in positions]

    monkeypatch.setattr(review_module, "solve", slow_solve)
    play = Play.start(deal_cards(random.Random(5)), Contract.parse("3NT"), Seat.S)
    while not play.is_complete:
        play = play.with_card(play.legal_cards()[0])
    chosen = positions_before_choices(play)
    assert len(chosen) > review_module.MAX_AHEAD
    reviews = Reviews()
    try:
        first = reviews._wait_for_solving(chosen[0])
        assert first is not None
        started.wait(10)
        for p in chosen[1:]:
            assert reviews._wait_for_solving(p) is None  # joins the queue being drained
        go_on.set()
        first.result(10)
        assert all(p in reviews._positions for p in chosen)
        assert sum(batches) == len(set(chosen))
        assert max(batches) <= review_module.DRAIN_BATCH and len(batches) > 1
    finally:
        reviews.close()
