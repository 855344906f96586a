"""The routes and errors of docs/api.md."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from biritch import bots
from biritch.bots.bidding.stakes import RUBBER, Stakes
from biritch.engine import SeatView
from tests.server.conftest import Table, View

pytestmark = pytest.mark.usefixtures("passive_bots")


def _your_call(table: Table, seed: int = 1) -> View:
    """A new game advanced to the person's first call."""
    view = table.advance_until_you(table.new(seed))
    assert view["phase"] == "auction" and view["to_act"] == "you"
    return view


def _south_declares_1nt(table: Table, seed: int = 1) -> View:
    view = _your_call(table, seed)
    view = table.act(view, "call", call="1NT")
    return table.advance_until_you(view)


def test_health_reports_the_database(table: Table) -> None:
    response = table.client.get("/api/health")
    assert response.status_code == 200
    assert response.json() == {"status": "ok", "database": "sqlite"}


def test_new_game_is_201_with_a_fresh_rubber(table: Table) -> None:
    response = table.client.post("/api/games")
    assert response.status_code == 201
    view = response.json()
    assert len(view["id"]) >= 20
    assert view["version"] == 0
    assert view["phase"] == "auction"
    assert (view["rubber_number"], view["deal_number"], view["deal_in_rubber"]) == (1, 1, 1)
    assert view["turn"] == view["dealer"]
    assert view["to_act"] == ("you" if view["dealer"] == "S" else "bot")
    assert list(view["hands"]) == ["S"] and len(view["hands"]["S"]) == 13
    assert view["dummy"] is None and view["dummy_visible"] is False
    assert view["auction"] == [] and view["tricks"] == [] and view["current_trick"] is None
    assert view["contract"] is None and view["declarer"] is None and view["result"] is None
    assert view["score"]["entries"] == [] and view["score"]["totals"] == {"NS": 0, "EW": 0}
    assert "history" not in view
    assert table.history(view["id"]) == {"deals": [], "total": 0, "next_before": None}


def test_two_new_games_have_different_ids_and_seeds(table: Table) -> None:
    a = table.client.post("/api/games").json()
    b = table.client.post("/api/games").json()
    assert a["id"] != b["id"]
    assert table.game(a["id"]).seed != table.game(b["id"]).seed


def test_a_client_seed_is_refused_unless_allowed(make_table: Callable[..., Table]) -> None:
    table = make_table(allow_client_seed=False)
    response = table.client.post("/api/games", json={"seed": 5})
    assert response.status_code == 422 and response.json()["code"] == "invalid"
    assert table.client.post("/api/games", json={}).status_code == 201


def test_the_same_seed_deals_the_same_cards(table: Table) -> None:
    assert table.new(7)["hands"] == table.new(7)["hands"]


def test_unknown_game_is_404(table: Table) -> None:
    response = table.client.get("/api/games/nope")
    assert response.status_code == 404
    assert response.json() == {"detail": "no game with this id", "code": "not_found"}
    response = table.client.post("/api/games/nope/actions", json={"version": 0, "type": "restart"})
    assert response.status_code == 404 and response.json()["code"] == "not_found"


def test_unknown_api_route_is_404_in_the_error_shape(table: Table) -> None:
    response = table.client.get("/api/nothing-here")
    assert response.status_code == 404 and response.json()["code"] == "not_found"


def test_person_call_is_applied_and_shown(table: Table) -> None:
    view = _your_call(table)
    assert "P" in view["legal"] and "1C" in view["legal"] and "7NT" in view["legal"]
    after = table.act(view, "call", call="1H")
    assert after["version"] == view["version"] + 1
    last = after["auction"][-1]
    assert (last["seat"], last["call"]) == ("S", "1H")
    assert after["to_act"] == "bot" and after["legal"] == []


def test_bot_calls_carry_the_bots_explanation(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    def explained(view: SeatView) -> bots.Suggestion:
        return bots.Suggestion("P", f"пас {view.seat}", f"pass by {view.seat}")

    monkeypatch.setattr(bots, "bot_call", explained)
    view = table.new(1)
    assert view["dealer"] != "S"
    view = table.act(view, "advance")
    seat = view["auction"][0]["seat"]
    assert view["auction"][0] == {
        "seat": seat,
        "call": "P",
        "explanation": f"пас {seat}",
        "explanation_en": f"pass by {seat}",
    }
    assert table.get(view["id"]) == view


def test_advance_applies_exactly_one_bot_action(table: Table) -> None:
    view = table.new(1)
    assert view["to_act"] == "bot"
    after = table.act(view, "advance")
    assert after["version"] == view["version"] + 1
    assert len(after["auction"]) == 1 and after["auction"][0]["seat"] == view["turn"]


def test_advance_on_the_persons_turn_is_409(table: Table) -> None:
    view = _your_call(table)
    response = table.post(view, "advance")
    assert response.status_code == 409 and response.json()["code"] == "illegal"
    assert "your turn" in response.json()["detail"]
    assert table.get(view["id"]) == view


def test_advance_after_the_deal_is_409(table: Table) -> None:
    view = _your_call(table)
    view = table.act(view, "call", call="P")
    view = table.advance_until_you(view)
    assert view["phase"] == "finished" and view["to_act"] is None
    response = table.post(view, "advance")
    assert response.status_code == 409 and response.json()["code"] == "illegal"


def test_call_on_a_bots_turn_is_409(table: Table) -> None:
    view = table.new(1)
    assert view["to_act"] == "bot"
    response = table.post(view, "call", call="P")
    assert response.status_code == 409 and response.json()["code"] == "illegal"
    assert "not your turn" in response.json()["detail"]
    assert table.get(view["id"]) == view


def test_illegal_call_is_409_and_changes_nothing(table: Table) -> None:
    view = _your_call(table)
    for call in ("X", "XX"):
        response = table.post(view, "call", call=call)
        assert response.status_code == 409, call
        assert response.json()["code"] == "illegal"
    view = table.act(view, "call", call="2H")
    view = table.advance_until_you(view)
    assert view["phase"] == "play"  # everyone passed: South declares 2H


def test_lower_bid_is_409(table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    def opens_2s(view: SeatView) -> bots.Suggestion:
        call = "2S" if view.auction.last_bid is None else "P"
        return bots.Suggestion(call, call, call)

    monkeypatch.setattr(bots, "bot_call", opens_2s)
    view = table.advance_until_you(table.new(1))
    response = table.post(view, "call", call="1NT")
    assert response.status_code == 409
    assert response.json() == {
        "detail": "1NT is not a legal call now (a bid must be higher than 2S)",
        "code": "illegal",
    }


@pytest.mark.parametrize(
    "body",
    [
        {"type": "call", "call": "8NT"},
        {"type": "call", "call": "hello"},
        {"type": "call"},
        {"type": "play", "card": "Z9"},
        {"type": "play"},
        {"type": "shuffle"},
        {},
    ],
)
def test_malformed_action_is_422(table: Table, body: dict[str, object]) -> None:
    view = _your_call(table)
    response = table.client.post(
        f"/api/games/{view['id']}/actions", json={"version": view["version"], **body}
    )
    assert response.status_code == 422, response.text
    assert response.json()["code"] == "invalid"
    assert response.json()["detail"]
    assert table.get(view["id"]) == view


@pytest.mark.parametrize("version", [-1, "three", None])
def test_malformed_version_is_422(table: Table, version: object) -> None:
    view = table.new(1)
    response = table.client.post(
        f"/api/games/{view['id']}/actions", json={"version": version, "type": "advance"}
    )
    assert response.status_code == 422 and response.json()["code"] == "invalid"


def test_a_body_that_is_not_json_is_422(table: Table) -> None:
    view = table.new(1)
    response = table.client.post(
        f"/api/games/{view['id']}/actions",
        content=b"{not json",
        headers={"content-type": "application/json"},
    )
    assert response.status_code == 422 and response.json()["code"] == "invalid"


def test_the_same_version_twice_is_409_and_applied_once(table: Table) -> None:
    view = _your_call(table)
    first = table.post(view, "call", call="1C")
    second = table.post(view, "call", call="1C")
    assert first.status_code == 200
    assert second.status_code == 409
    assert second.json()["code"] == "stale_version"
    now = table.get(view["id"])
    assert now == first.json()
    assert [c["call"] for c in now["auction"]].count("1C") == 1


def test_a_retried_advance_is_not_applied_twice(table: Table) -> None:
    view = table.new(1)
    first = table.post(view, "advance")
    assert first.status_code == 200
    retry = table.post(view, "advance")
    assert retry.status_code == 409 and retry.json()["code"] == "stale_version"
    assert table.get(view["id"]) == first.json()


def test_a_version_from_the_future_is_stale(table: Table) -> None:
    view = table.new(1)
    response = table.post({**view, "version": 99}, "advance")
    assert response.status_code == 409 and response.json()["code"] == "stale_version"


def test_reload_equals_the_last_response(table: Table) -> None:
    view = _south_declares_1nt(table)
    for _ in range(6):
        view = (
            table.act(view, "play", card=view["legal"][0])
            if view["to_act"] == "you"
            else (table.act(view, "advance"))
        )
        assert table.get(view["id"]) == view


def test_play_during_the_auction_is_409(table: Table) -> None:
    view = _your_call(table)
    response = table.post(view, "play", card=view["hands"]["S"][0])
    assert response.status_code == 409 and response.json()["code"] == "illegal"


def test_south_declares_and_plays_dummy_too(table: Table) -> None:
    view = _south_declares_1nt(table)
    assert (view["contract"], view["declarer"], view["dummy"]) == ("1NT", "S", "N")
    # West led (a bot), so dummy is face up and North is to play: the person plays it.
    assert view["dummy_visible"] is True
    assert view["current_trick"]["leader"] == "W" and len(view["current_trick"]["cards"]) == 1
    assert view["turn"] == "N" and view["to_act"] == "you"
    assert view["you_control"] == ["S", "N"]
    assert sorted(view["hands"]) == ["N", "S"]
    assert view["legal"] and set(view["legal"]) <= set(view["hands"]["N"])
    view = table.act(view, "play", card=view["legal"][0])
    assert view["turn"] == "E" and view["to_act"] == "bot"


def test_a_card_not_in_the_hand_to_play_is_409(table: Table) -> None:
    view = _south_declares_1nt(table)
    response = table.post(view, "play", card=view["hands"]["S"][0])  # North is to play
    assert response.status_code == 409
    assert response.json()["code"] == "illegal"
    assert "not in N's hand" in response.json()["detail"]


def test_not_following_suit_is_409(table: Table) -> None:
    view = _south_declares_1nt(table)
    led = view["current_trick"]["cards"][0]["card"][0]
    offsuit = [c for c in view["hands"]["N"] if c[0] != led]
    assert offsuit and any(c[0] == led for c in view["hands"]["N"]), "dummy needs a revoke to try"
    response = table.post(view, "play", card=offsuit[0])
    assert response.status_code == 409 and "must follow suit" in response.json()["detail"]


def test_when_north_declares_the_person_watches(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    def north_opens(view: SeatView) -> bots.Suggestion:
        call = "1NT" if view.seat == "N" and view.auction.last_bid is None else "P"
        return bots.Suggestion(call, call, call)

    monkeypatch.setattr(bots, "bot_call", north_opens)
    view = table.advance_until_you(table.new(1))
    view = table.act(view, "call", call="P")
    while not view["current_trick"] or not view["current_trick"]["cards"]:
        view = table.act(view, "advance")  # the auction ends, then East leads
    assert (view["declarer"], view["dummy"]) == ("N", "S")
    assert view["dummy_visible"] is True and view["turn"] == "S"
    assert view["to_act"] == "bot" and view["you_control"] == [] and view["legal"] == []
    response = table.post(view, "play", card=view["hands"]["S"][0])
    assert response.status_code == 409 and "not your turn" in response.json()["detail"]
    after = table.act(view, "advance")  # North (declarer) plays dummy's card
    assert after["current_trick"]["cards"][-1]["seat"] == "S"


def test_defending_the_person_plays_south_only(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    def east_opens(view: SeatView) -> bots.Suggestion:
        call = "1S" if view.seat == "E" and view.auction.last_bid is None else "P"
        return bots.Suggestion(call, call, call)

    monkeypatch.setattr(bots, "bot_call", east_opens)
    view = table.advance_until_you(table.new(1))
    while view["phase"] == "auction":
        view = table.advance_until_you(table.act(view, "call", call="P"))
    assert (view["declarer"], view["dummy"]) == ("E", "W")
    assert view["you_control"] == ["S"]
    # South makes the opening lead; dummy is not yet face up.
    assert view["turn"] == "S" and view["dummy_visible"] is False
    assert sorted(view["hands"]) == ["S"]
    view = table.act(view, "play", card=view["legal"][0])
    assert view["dummy_visible"] is True and sorted(view["hands"]) == ["S", "W"]


def test_api_responses_are_not_cached_and_the_page_stays_on_its_origin(table: Table) -> None:
    response = table.client.post("/api/games")
    assert response.headers["cache-control"] == "no-store"
    policy = table.client.get("/").headers["content-security-policy"]
    assert "default-src 'self'" in policy and "connect-src 'self'" in policy


def test_the_page_is_served_at_the_root(table: Table) -> None:
    from biritch.server.app import WEB_DIR

    assert (WEB_DIR / "index.html").exists()
    response = table.client.get("/")
    assert response.status_code == 200 and "text/html" in response.headers["content-type"]


def test_openapi_describes_the_routes(make_table: Callable[..., Table]) -> None:
    table = make_table(docs=True)
    paths = table.client.get("/openapi.json").json()["paths"]
    routes = {"/api/games", "/api/games/{game_id}", "/api/games/{game_id}/actions"}
    assert routes | {"/api/games/{game_id}/history"} <= set(paths)
    assert "/api/health" in paths


def test_the_persons_call_is_explained_by_the_bidders_explainer(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[tuple[str, int, frozenset[object], tuple[int, int], Stakes]] = []

    def explainer(
        auction: object,
        index: int,
        vulnerable: frozenset[object],
        partscores: tuple[int, int],
        stakes: Stakes,
    ) -> bots.Suggestion:
        seen.append((str(auction), index, vulnerable, partscores, stakes))
        return bots.Suggestion("1NT", "15–17 ФО, равномерная", "15–17 HCP, balanced")

    monkeypatch.setattr(bots, "explain_call", explainer)
    view = _your_call(table)
    after = table.act(view, "call", call="1NT")
    assert after["auction"][-1] == {
        "seat": "S",
        "call": "1NT",
        "explanation": "15–17 ФО, равномерная",
        "explanation_en": "15–17 HCP, balanced",
    }
    index = len(view["auction"])
    assert seen == [
        (
            " ".join([*(c["call"] for c in view["auction"]), "1NT"]),
            index,
            frozenset(),
            (0, 0),
            RUBBER,  # the game's scoring, read from the person's view like the bots'
        )
    ]
    assert table.get(view["id"]) == after


def test_a_failing_explainer_never_refuses_the_call(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*args: object) -> bots.Suggestion:
        raise RuntimeError("no meaning")

    monkeypatch.setattr(bots, "explain_call", broken)
    view = _your_call(table)
    after = table.act(view, "call", call="2C")
    assert after["auction"][-1]["explanation"] is None
    assert table.post(view, "call", call="X").json()["code"] == "stale_version"
