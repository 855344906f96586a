"""No card South may not see ever reaches the browser.

Whole deals are played through the API (the person chooses at random from ``legal``, the
bots act through ``advance``) and every response is checked against the true deal from the
store's replay: a card string still in a hidden hand fails the test. Played cards are
public; all four hands are public once the deal is finished."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from biritch.engine import PERSON, SEATS, DealState, Game, Phase, Seat
from tests.server.conftest import Table, View

CARD = re.compile(r"^[SHDC][2-9TJQKA]$")


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _strings(key)
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def _visible_seats(state: DealState) -> set[str]:
    """Worked out here from the rules, not from the engine's seat_view."""
    if state.phase is Phase.FINISHED:
        return {seat.value for seat in SEATS}
    seats = {PERSON.value}
    if state.play is not None and (state.play.tricks or state.play.current.cards):
        seats.add(state.play.declarer.partner.value)
    return seats


def _remaining(state: DealState) -> dict[str, set[str]]:
    hands = state.play.remaining if state.play is not None else state.deal.hands
    return {seat.value: {str(c) for c in hands[seat]} for seat in SEATS}


def _hidden(state: DealState) -> set[str]:
    visible = _visible_seats(state)
    return {c for seat, cards in _remaining(state).items() if seat not in visible for c in cards}


def check_no_leak(game: Game, view: View) -> None:
    """``view`` shows no card of a hidden hand, and what it shows of hands is true."""
    assert game.version == view["version"]
    state = game.current
    visible = _visible_seats(state)
    remaining = _remaining(state)
    hidden = {card for seat, cards in remaining.items() if seat not in visible for card in cards}
    leaked = {s for s in _strings(view) if CARD.match(s) and s in hidden}
    assert not leaked, f"hidden cards {sorted(leaked)} in the view at version {view['version']}"
    assert set(view["hands"]) == visible
    for seat, cards in view["hands"].items():
        if state.phase is Phase.FINISHED:
            assert set(cards) == {str(c) for c in state.deal[Seat(seat)]}
        else:
            assert set(cards) == remaining[seat], seat


def check_history(table: Table, game: Game, game_id: str) -> None:
    """Earlier deals are summarised by their auction and result: no card at all."""
    page = table.history(game_id, size=100)
    assert not [s for s in _strings(page) if CARD.match(s)]
    assert page["total"] == len(game.history) == len(page["deals"])


def _person_move(rng: random.Random, view: View) -> tuple[str, dict[str, Any]]:
    if rng.random() < 0.01:
        return "restart", {}
    # Now and then the person takes an action back, or claims (ending the play).
    if view["can_undo"] and rng.random() < 0.04:
        return "undo", {}
    if view["can_claim"] and rng.random() < 0.05:
        left = 13 - len(view["tricks"])
        return "claim", {"tricks": rng.randint(0, left)}
    if view["phase"] == "auction":
        # Mostly passes, so that auctions end at sensible levels.
        call = "P" if rng.random() < 0.65 else rng.choice(view["legal"])
        return "call", {"call": call}
    return "play", {"card": rng.choice(view["legal"])}


def play_checked(
    table: Table,
    seed: int,
    deals: int,
    max_bot_cards: int | None = None,
    kinds: list[str] | None = None,
) -> int:
    """Play ``deals`` deals checking every response; returns the number of responses
    (and appends each action's kind to ``kinds``)."""
    rng = random.Random(seed)
    view = table.new(seed)
    check_no_leak(table.game(view["id"]), view)
    checked, finished, bot_cards = 1, 0, 0
    while finished < deals:
        if view["phase"] != "finished":
            # Before the end there is no review: it would show every hand.
            assert table.client.get(f"/api/games/{view['id']}/review").status_code == 409
        if view["to_act"] == "you":
            if rng.random() < 0.1:  # a hint shows no hidden card either
                hint = table.client.get(f"/api/games/{view['id']}/hint")
                assert hint.status_code == 200, hint.text
                hidden = _hidden(table.game(view["id"]).current)
                assert not {s for s in _strings(hint.json()) if s in hidden}
            kind, fields = _person_move(rng, view)
        elif view["to_act"] == "bot":
            if view["phase"] == "play":
                bot_cards += 1
                if max_bot_cards is not None and bot_cards > max_bot_cards:
                    break
            kind, fields = "advance", {}
        else:
            finished += 1
            kind, fields = ("restart" if rng.random() < 0.1 else "next_deal"), {}
        if kinds is not None:
            kinds.append(kind)
        view = table.act(view, kind, **fields)
        check_no_leak(table.game(view["id"]), view)
        if kind in ("next_deal", "restart"):
            check_history(table, table.game(view["id"]), view["id"])
        if checked % 5 == 0:  # a reload shows the same (sampled: each request costs)
            assert table.get(view["id"]) == view
        checked += 1
    return checked


@pytest.mark.usefixtures("quick_bots")
@pytest.mark.parametrize("seed", [101, 202])
def test_many_deals_never_show_a_hidden_card(table: Table, seed: int) -> None:
    kinds: list[str] = []
    checked = play_checked(table, seed, deals=10, kinds=kinds)
    assert checked > 150
    assert "undo" in kinds and "claim" in kinds


def test_the_real_bots_through_the_api_show_no_hidden_card(table: Table) -> None:
    # The real bots (whatever biritch.bots holds now): an auction and the first tricks,
    # since card play may take about a second a card.
    play_checked(table, 303, deals=1, max_bot_cards=9)
