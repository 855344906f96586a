"""What one seat may know (engine/views.py): its own hand, dummy only after the opening
lead, never another hidden hand, and every hand once the deal is finished."""

from __future__ import annotations

from dataclasses import replace

import pytest

from biritch.engine import BySeat, Deal, Game, Phase, Seat, Side, seat_view
from tests.engine._support import bid_contract, call, next_deal, pass_out, play_out, win_game


def _visible(state_game: Game, seat: Seat) -> set[Seat]:
    view = seat_view(state_game.current, seat)
    return {s for s, hand in view.hands.items() if hand is not None}


@pytest.mark.parametrize("seat", list(Seat))
def test_during_the_auction_a_seat_sees_only_its_own_hand(seat: Seat) -> None:
    game = call(Game.new(1), "1C")
    view = seat_view(game.current, seat)
    assert _visible(game, seat) == {seat}
    assert view.hand == game.current.deal[seat]
    assert view.original[seat] == game.current.deal[seat]
    assert all(view.original[s] is None for s in Seat if s is not seat)
    assert view.phase is Phase.AUCTION and view.contract is None and view.declarer is None
    assert view.auction == game.current.auction and view.dealer is game.current.dealer
    assert view.tricks == () and view.current is None and view.legal_cards() == []


@pytest.mark.parametrize("seat", list(Seat))
def test_dummy_stays_hidden_until_the_opening_lead(seat: Seat) -> None:
    game = bid_contract(Game.new(1), Seat.S, "4S")
    assert game.current.phase is Phase.PLAY
    assert _visible(game, seat) == {seat}
    assert seat_view(game.current, seat).contract is not None


@pytest.mark.parametrize("seat", list(Seat))
def test_after_the_opening_lead_every_seat_sees_dummy_too(seat: Seat) -> None:
    game = play_out(bid_contract(Game.new(1), Seat.S, "4S"), cards=1)
    assert _visible(game, seat) == {seat, Seat.N}


def test_declarer_never_sees_the_defenders_hands_nor_they_each_other() -> None:
    game = play_out(bid_contract(Game.new(1), Seat.E, "3NT"), cards=30)
    assert game.current.phase is Phase.PLAY
    assert _visible(game, Seat.E) == {Seat.E, Seat.W}
    assert _visible(game, Seat.S) == {Seat.S, Seat.W}
    assert _visible(game, Seat.N) == {Seat.N, Seat.W}
    assert _visible(game, Seat.W) == {Seat.W}


def test_a_view_shows_remaining_cards_and_the_original_hands_it_may_see() -> None:
    game = play_out(bid_contract(Game.new(1), Seat.N, "2H"), cards=9)
    state = game.current
    assert state.play is not None
    view = seat_view(state, Seat.E)
    assert view.hands[Seat.S] == state.play.remaining[Seat.S]  # dummy
    assert view.original[Seat.S] == state.deal[Seat.S]
    assert view.hand == state.play.remaining[Seat.E]
    assert len(view.hand) < 13 and len(view.original[Seat.E] or ()) == 13
    assert view.tricks == state.play.tricks and view.current == state.play.current
    assert view.played() == state.play.played_cards()
    assert view.turn is state.turn and view.dummy is Seat.S and view.declarer is Seat.N


@pytest.mark.parametrize("seat", list(Seat))
def test_all_four_hands_are_shown_when_the_deal_is_finished(seat: Seat) -> None:
    game = play_out(bid_contract(Game.new(1), Seat.W, "1NT"))
    view = seat_view(game.current, seat)
    assert view.phase is Phase.FINISHED
    assert view.original == game.current.deal.hands
    assert all(hand is not None and len(hand) == 0 for _, hand in view.hands.items())
    assert view.current is None and view.turn is None and len(view.tricks) == 13


@pytest.mark.parametrize("seat", list(Seat))
def test_all_four_hands_are_shown_after_a_passed_out_deal(seat: Seat) -> None:
    game = pass_out(Game.new(1))
    view = seat_view(game.current, seat)
    assert view.original == game.current.deal.hands
    assert view.hands == game.current.deal.hands


def test_a_view_gives_legal_cards_only_for_a_hand_it_can_see() -> None:
    game = play_out(bid_contract(Game.new(1), Seat.S, "3NT"), cards=1)
    state = game.current
    assert state.play is not None and state.turn is Seat.N  # dummy to play
    assert seat_view(state, Seat.S).legal_cards() == state.play.legal_cards()
    assert seat_view(state, Seat.N).legal_cards() == state.play.legal_cards()
    state = play_out(game, cards=1).current
    assert state.play is not None and state.turn is Seat.E
    assert seat_view(state, Seat.S).legal_cards() == []
    assert seat_view(state, Seat.E).legal_cards() == state.play.legal_cards()


def test_a_view_knows_the_vulnerability_and_the_partscores() -> None:
    game = next_deal(win_game(Game.new(2), Side.EW))
    game = play_out(bid_contract(game, Seat.N, "1C"))
    game = next_deal(game)
    view = seat_view(game.current, Seat.S)
    assert view.vulnerable(Side.EW) and not view.vulnerable(Side.NS)
    assert view.vulnerable_sides == frozenset({Side.EW})
    assert view.partscore(Side.NS) == game.current.score_before.partscore(Side.NS)
    assert view.score == game.current.score_before


def test_changing_the_hidden_cards_does_not_change_the_view() -> None:
    game = call(call(Game.new(3), "P"), "P")
    state = game.current
    deal = state.deal
    # Swap the two hands South cannot see with each other.
    swapped = Deal(BySeat(deal[Seat.N], deal[Seat.W], deal[Seat.S], deal[Seat.E]))
    other = replace(state, deal=swapped)
    assert seat_view(other, Seat.S) == seat_view(state, Seat.S)
    assert seat_view(other, Seat.E) != seat_view(state, Seat.E)
