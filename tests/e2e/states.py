"""Games brought to a given state through the API (the person's calls and cards as a simple
plan, the bots' steps one `advance` at a time), so that a page test can open the page right
there: mid-auction, mid-play with a trick behind, a finished deal, a Chicago after two deals.
Nothing waits for time: each step is a request answered when it is done."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tests.e2e.conftest import Server

View = dict[str, Any]


def new_game(server: Server, seed: int, scoring: str = "rubber") -> View:
    status, view = server.request("POST", "/api/games", {"seed": seed, "scoring": scoring})
    assert status == 201, view
    return dict(view)


def act(server: Server, view: View, action: dict[str, Any]) -> View:
    # A bot's step may take long on a loaded machine: wait for it. When the bots are too
    # slow the server answers 503 having changed nothing, so the step is asked again.
    for _ in range(5):
        status, nxt = server.request(
            "POST",
            f"/api/games/{view['id']}/actions",
            {"version": view["version"], **action},
            timeout=600,
        )
        if not (status == 503 and action["type"] == "advance"):
            break
    assert status == 200, (action, nxt)
    return dict(nxt)


def person_move(view: View, bid: str | None) -> dict[str, Any]:
    """The person's plan: in the auction ``bid`` once if it is legal (so that NS may
    declare), pass otherwise; in the play the first legal card."""
    if view["phase"] == "auction":
        mine = [c for c in view["auction"] if c["seat"] == "S"]
        call = bid if bid and not mine and bid in view["legal"] else "P"
        return {"type": "call", "call": call}
    return {"type": "play", "card": view["legal"][0]}


def drive(
    server: Server, view: View, until: Callable[[View], bool], bid: str | None = None
) -> View:
    """Bots and the person's plan act until ``until(view)`` holds or the deal is over."""
    for _ in range(200):  # a deal is at most ~60 actions; more means a bug
        if until(view) or view["phase"] == "finished":
            return view
        if view["to_act"] == "bot":
            view = act(server, view, {"type": "advance"})
        else:
            view = act(server, view, person_move(view, bid))
    raise AssertionError("the deal never reached the state")


def next_deal(server: Server, view: View) -> View:
    return act(server, view, {"type": "next_deal"})


def played_deal(server: Server, view: View, bid: str | None) -> View:
    """On from ``view`` to the end of a deal that is played (a passed-out one is redealt)."""
    for _ in range(8):
        view = drive(server, view, lambda v: False, bid)
        if not view["result"]["passed_out"]:
            return view
        view = next_deal(server, view)
    raise AssertionError("eight deals passed out in a row")
