"""What the auction shows about hidden hands, and the explanation of any call made."""

from __future__ import annotations

from biritch.bots import bot_call, explain_call, suggest_call
from biritch.bots.bidding.inference import infer_auction, infer_constraints
from biritch.engine import SUITS, Action, Auction, Game, Seat, Side, Suit, seat_view


def test_one_notrump_opening_shows_15_to_17_balanced() -> None:
    c = infer_auction(Auction.from_calls(Seat.N, ["1NT"]))[Seat.N]
    assert (c.hcp_min, c.hcp_max) == (15, 17)
    assert all(c.length_min[s] == 2 and c.length_max[s] == 5 for s in SUITS)


def test_one_spade_opening_shows_five_spades() -> None:
    c = infer_auction(Auction.from_calls(Seat.N, ["1S"]))[Seat.N]
    assert c.length_min[Suit.SPADES] == 5
    assert c.hcp_min >= 10 and c.hcp_max == 21


def test_first_seat_pass_denies_an_opening() -> None:
    c = infer_auction(Auction.from_calls(Seat.N, ["P"]))[Seat.N]
    assert c.hcp_max == 12


def test_stayman_denial_shows_no_four_card_major() -> None:
    c = infer_auction(Auction.from_calls(Seat.N, ["1NT", "P", "2C", "P", "2D"]))[Seat.N]
    assert c.length_max[Suit.HEARTS] == 3 and c.length_max[Suit.SPADES] == 3
    assert (c.hcp_min, c.hcp_max) == (15, 17)


def test_responder_pass_of_a_major_shows_a_weak_hand() -> None:
    c = infer_auction(Auction.from_calls(Seat.N, ["1H", "P", "P"]))[Seat.S]
    assert c.hcp_max <= 5


def test_takeout_double_shows_an_opening_hand() -> None:
    auction = Auction.from_calls(Seat.N, ["1D", "X"])
    c = infer_auction(auction)[Seat.E]
    # Shortness is not sure: a strong hand (17+) doubles first with any shape.
    assert c.hcp_min >= 12
    assert "вызывная" in explain_call(auction, 1).explanation


def test_nonsense_calls_leave_wide_but_consistent_constraints() -> None:
    auction = Auction.from_calls(Seat.N, ["7NT", "X", "XX"])
    c = infer_auction(auction)
    for seat in (Seat.N, Seat.E, Seat.S, Seat.W):
        assert c[seat].hcp_min <= c[seat].hcp_max
        assert sum(c[seat].length_min.values()) <= 13 <= sum(c[seat].length_max.values())
    assert sum(c[s].hcp_min for s in (Seat.N, Seat.E, Seat.S, Seat.W)) <= 40


def test_infer_constraints_reads_the_view_of_a_real_game() -> None:
    game = Game.new(7)
    dealer = game.current.dealer
    # The invitational 2NT (Stayman no longer has a floor: the weak 4-4-4-1 asks too).
    for call in ("1NT", "P", "2NT", "P"):
        game = game.apply(Action.make_call(call))
    view = seat_view(game.current, dealer.lho)
    c = infer_constraints(view)
    assert (c[dealer].hcp_min, c[dealer].hcp_max) == (15, 17)
    assert (c[dealer.partner].hcp_min, c[dealer.partner].hcp_max) == (8, 9)


def test_bot_call_from_a_view_is_legal_and_explained() -> None:
    game = Game.new(3)
    for _ in range(12):
        state = game.current
        seat = state.auction.turn
        if seat is None:
            break
        s = bot_call(seat_view(state, seat))
        assert state.auction.is_legal(s.as_call)
        assert s.explanation and s.explanation_en
        game = game.apply(Action.make_call(s.call))


def test_explanations_use_hcp_and_suit_symbols() -> None:
    s = suggest_call("AKJ54.KQ32.4.K32", [], dealer="N")
    assert s.call == "1S"
    assert "ФО" in s.explanation and "5+ ♠" in s.explanation
    assert "HCP" in s.explanation_en


def test_explain_call_gives_the_system_meaning_of_any_call() -> None:
    auction = Auction.from_calls(Seat.N, ["1NT", "P", "2C", "P"])
    assert "Стэйман" in explain_call(auction, 2).explanation
    assert "Stayman" in explain_call(auction, 2).explanation_en
    assert "15–17" in explain_call(auction, 0).explanation


def test_explain_call_reads_a_call_outside_the_system_as_natural() -> None:
    auction = Auction.from_calls(Seat.N, ["1C", "P", "5H"])
    s = explain_call(auction, 2)
    assert "вне системы" in s.explanation
    assert "♥" in s.explanation


def test_vulnerability_and_part_score_reach_the_bot() -> None:
    hand = "32.K432.Q432.K32"
    assert suggest_call(hand, ["1H", "P"], partscores=(70, 0)).call == "P"
    assert suggest_call(hand, ["1H", "P"], vulnerable="both").call == "2H"
    assert suggest_call(hand, ["1H", "P"], vulnerable={Side.NS}).call == "2H"
