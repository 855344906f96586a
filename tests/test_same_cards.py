"""The bots' table on the same cards: the same deal from its start, four bots each deciding
from its own SeatView, reproducible, scored duplicate-style for North–South."""

from __future__ import annotations

import pytest

from biritch import bots
from biritch.engine import Action, Contract, Game, Scoring, Seat, SeatView, Side, duplicate_score
from biritch.same_cards import BotsTable, imps_against_bots, play_bots_table, score_ns
from tests.server.conftest import quick_call, quick_card


@pytest.fixture
def watched(monkeypatch: pytest.MonkeyPatch) -> list[SeatView]:
    """Quick stand-in bots that record every view they are given."""
    seen: list[SeatView] = []

    def call(view: SeatView) -> bots.Suggestion:
        seen.append(view)
        return quick_call(view)

    def card(view: SeatView, seed: int) -> object:
        seen.append(view)
        return quick_card(view, seed)

    monkeypatch.setattr(bots, "bot_call", call)
    monkeypatch.setattr(bots, "bot_card", card)
    return seen


def test_each_bot_sees_only_its_own_view(watched: list[SeatView]) -> None:
    state = Game.new(21, Scoring.CHICAGO).current
    play_bots_table(state, 5)
    assert watched
    for view in watched:
        hidden = [seat for seat, hand in view.hands.items() if hand is None]
        assert view.seat not in hidden
        assert len(hidden) >= 2  # never more than its own hand and dummy's before the end


def test_the_table_is_reproducible_and_starts_from_the_deal_whatever_happened(
    watched: list[SeatView],
) -> None:
    game = Game.new(21, Scoring.CHICAGO)
    first = play_bots_table(game.current, 5)
    moved = game.apply(Action.make_call("1C"))  # the person's table has moved on
    assert play_bots_table(moved.current, 5) == first
    assert isinstance(first, BotsTable)


@pytest.mark.parametrize(
    ("contract", "declarer", "tricks", "vulnerable", "expected"),
    [
        ("4S", Seat.E, 9, {Side.NS: False, Side.EW: True}, 100),  # "4♠ −1" vulnerable, for NS
        ("3S", Seat.S, 9, {Side.NS: False, Side.EW: False}, 140),
        (None, None, 0, {Side.NS: True, Side.EW: True}, 0),
    ],
)
def test_north_south_score_of_a_table(
    contract: str | None,
    declarer: Seat | None,
    tricks: int,
    vulnerable: dict[Side, bool],
    expected: int,
) -> None:
    parsed = None if contract is None else Contract.parse(contract)
    assert score_ns(parsed, declarer, tricks, vulnerable) == expected


def test_the_issues_example_is_six_imps() -> None:
    # Bots: 4♠ −1, −100; you: 3♠ =, +140; difference +6 IMPs.
    bots_table = BotsTable(None, None, 0, -100)
    you = duplicate_score("3S", 9, vulnerable=False)
    assert imps_against_bots(you, bots_table) == 6
