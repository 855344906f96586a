"""Card play (RULES.md, "Play"): the opening lead, dummy, following suit, trick winners,
thirteen tricks, and who controls each seat."""

from __future__ import annotations

import random

import pytest

from biritch.engine import (
    FULL_DECK,
    Card,
    Contract,
    Deal,
    IllegalError,
    Phase,
    Play,
    Seat,
    Side,
    Suit,
    Trick,
)
from tests.engine._support import bid_contract, game_with_dealer, play_out

# N holds the top spades, E the top hearts and clubs, S the top diamonds.
DEAL = Deal.parse("N:AKQJ.5432.432.32 T98.AKQJ.5.AKQJ4 765.T98.AKQJ.T98 432.76.T9876.765")


def _play(contract: str = "4S", declarer: Seat = Seat.N) -> Play:
    return Play.start(DEAL, Contract.parse(contract), declarer)


def _cards(play: Play, *cards: str) -> Play:
    for text in cards:
        play = play.with_card(Card.parse(text))
    return play


def _trick(leader: Seat, cards: str) -> Trick:
    return Trick(leader, tuple(Card.parse(c) for c in cards.split()))


# --- the opening lead and dummy --------------------------------------------------------


@pytest.mark.parametrize("declarer", list(Seat))
def test_the_opening_lead_is_made_from_declarers_left(declarer: Seat) -> None:
    play = _play("3NT", declarer)
    assert play.turn is declarer.lho
    assert play.current.leader is declarer.lho
    assert play.dummy is declarer.partner


def test_dummy_is_exposed_only_after_the_opening_lead() -> None:
    play = _play()
    assert not play.dummy_exposed
    play = _cards(play, "HA")
    assert play.dummy_exposed


def test_play_goes_clockwise_from_the_leader() -> None:
    play = _play()
    seats = []
    for card in ("HA", "H8", "H6", "H2"):
        seats.append(play.turn)
        play = _cards(play, card)
    assert seats == [Seat.E, Seat.S, Seat.W, Seat.N]


# --- following suit --------------------------------------------------------------------


def test_a_player_must_follow_suit_if_able() -> None:
    play = _cards(_play(), "HA")
    assert play.turn is Seat.S
    assert {str(c) for c in play.legal_cards()} == {"HT", "H9", "H8"}
    with pytest.raises(IllegalError):
        play.with_card(Card.parse("DA"))


def test_an_illegal_card_leaves_the_play_as_it_was() -> None:
    play = _cards(_play(), "HA")
    before = (play.remaining, play.tricks, play.current)
    for text in ("DA", "SA", "C2"):
        with pytest.raises(IllegalError):
            play.with_card(Card.parse(text))
    assert (play.remaining, play.tricks, play.current) == before


def test_a_card_from_another_hand_is_illegal() -> None:
    play = _play()
    assert play.turn is Seat.E
    with pytest.raises(IllegalError):
        play.with_card(Card.parse("SA"))  # North's card


def test_a_void_player_may_play_any_card_and_need_not_ruff() -> None:
    play = _cards(_play(), "CA", "C8", "C5", "C2", "CK", "C9", "C6", "C3", "CQ", "CT", "C7")
    assert play.turn is Seat.N
    assert play.remaining[Seat.N].length(Suit.CLUBS) == 0
    assert {str(c) for c in play.legal_cards()} == {str(c) for c in play.remaining[Seat.N]}
    discarded = play.with_card(Card.parse("H2"))
    assert discarded.tricks[-1].winner(discarded.trump) is Seat.E


def test_the_leader_may_lead_any_card() -> None:
    play = _play()
    assert len(play.legal_cards()) == 13


# --- trick winners ---------------------------------------------------------------------


def test_highest_card_of_the_suit_led_wins_without_trumps() -> None:
    assert _trick(Seat.W, "C2 CA CK DA").winner(None) is Seat.N


def test_a_higher_card_of_another_suit_does_not_win_in_notrump() -> None:
    assert _trick(Seat.N, "C2 DA HA SA").winner(None) is Seat.N


def test_a_side_suit_discard_does_not_win_in_a_suit_contract() -> None:
    assert _trick(Seat.N, "C2 DA HA C3").winner(Suit.SPADES) is Seat.W


def test_a_ruff_wins_the_trick() -> None:
    assert _trick(Seat.E, "CA H2 CK CQ").winner(Suit.HEARTS) is Seat.S


def test_an_over_ruff_beats_the_ruff() -> None:
    assert _trick(Seat.E, "CA H2 H5 C3").winner(Suit.HEARTS) is Seat.W


def test_an_under_ruff_does_not_beat_the_ruff() -> None:
    assert _trick(Seat.E, "CA H5 H2 C3").winner(Suit.HEARTS) is Seat.S


def test_when_trumps_are_led_the_highest_trump_wins() -> None:
    assert _trick(Seat.S, "H2 HA SA H3").winner(Suit.HEARTS) is Seat.W


def test_an_empty_trick_has_no_winner() -> None:
    with pytest.raises(ValueError):
        Trick(Seat.N).winner(None)


def test_the_trick_winner_leads_to_the_next_trick() -> None:
    play = _cards(_play(), "HA", "H8", "H6", "H2")
    assert play.tricks[-1].winner(play.trump) is Seat.E
    assert play.current.leader is Seat.E and play.turn is Seat.E


def test_declarer_ruffs_the_third_round_and_leads_next() -> None:
    play = _cards(_play(), "CA", "C8", "C5", "C2", "CK", "C9", "C6", "C3", "CQ", "CT", "C7", "SA")
    assert play.tricks[-1].winner(play.trump) is Seat.N
    assert play.turn is Seat.N
    assert play.tricks_won(Side.EW) == 2 and play.declarer_tricks == 1


def test_a_ruff_and_an_over_ruff_in_play() -> None:
    # Hearts are trumps; N and E are both void in clubs, which W leads.
    deal = Deal.parse("N:AKQJT.432.AKQJT. 98765.765.98765. 432.T98.432.KQJT .AKQJ..A98765432")
    play = Play.start(deal, Contract.parse("4H"), Seat.S)
    play = _cards(play, "CA", "H2")
    assert play.current.winner(play.trump) is Seat.N
    play = _cards(play, "H5")
    assert play.current.winner(play.trump) is Seat.E
    play = _cards(play, "CK")
    assert play.tricks[-1].winner(play.trump) is Seat.E
    assert play.turn is Seat.E


# --- thirteen tricks -------------------------------------------------------------------


def test_all_thirteen_tricks_are_played_and_each_card_once() -> None:
    play = _play("3NT", Seat.S)
    rng = random.Random(7)
    while not play.is_complete:
        play = play.with_card(rng.choice(play.legal_cards()))
    assert len(play.tricks) == 13 and play.cards_played_count == 52
    played = [card for _, card in play.played_cards()]
    assert sorted(played) == sorted(FULL_DECK)
    assert len(set(played)) == 52
    assert play.tricks_won(Side.NS) + play.tricks_won(Side.EW) == 13
    assert play.turn is None and play.legal_cards() == []
    assert all(len(hand) == 0 for _, hand in play.remaining.items())
    with pytest.raises(IllegalError):
        play.with_card(Card.parse("SA"))


def test_each_player_plays_one_card_to_each_trick() -> None:
    play = _play("2H", Seat.E)
    while not play.is_complete:
        play = play.with_card(play.legal_cards()[-1])
    for trick in play.tricks:
        seats = [seat for seat, _ in trick.plays()]
        assert sorted(seats) == sorted(Seat)


# --- who controls each seat ------------------------------------------------------------


def test_the_person_controls_south_during_the_auction() -> None:
    state = game_with_dealer(Seat.S).current
    assert state.turn is Seat.S and state.person_to_act and state.decider is Seat.S
    assert state.controlled_by_person(Seat.S)
    assert not any(state.controlled_by_person(s) for s in (Seat.N, Seat.E, Seat.W))


def test_when_south_declares_the_person_plays_north_too() -> None:
    game = bid_contract(game_with_dealer(Seat.S), Seat.S, "4H")
    state = game.current
    assert state.phase is Phase.PLAY and state.turn is Seat.W
    assert state.controlled_by_person(Seat.S) and state.controlled_by_person(Seat.N)
    assert not state.person_to_act
    game = play_out(game, cards=1)  # W leads
    state = game.current
    assert state.turn is Seat.N
    assert state.decider is Seat.S
    assert state.person_to_act


def test_when_north_declares_norths_bot_plays_souths_cards() -> None:
    game = bid_contract(game_with_dealer(Seat.N), Seat.N, "3NT")
    state = game.current
    assert state.turn is Seat.E  # opening lead
    assert not state.controlled_by_person(Seat.S)
    assert not state.controlled_by_person(Seat.N)
    game = play_out(game, cards=1)
    state = game.current
    assert state.turn is Seat.S
    assert state.decider is Seat.N
    assert not state.person_to_act


@pytest.mark.parametrize("declarer", [Seat.E, Seat.W])
def test_when_the_opponents_declare_the_person_defends_with_south_only(declarer: Seat) -> None:
    game = bid_contract(game_with_dealer(declarer), declarer, "2S")
    state = game.current
    assert state.controlled_by_person(Seat.S)
    assert not any(state.controlled_by_person(s) for s in (Seat.N, Seat.E, Seat.W))
    dummy = declarer.partner
    while state.turn is not dummy:
        game = play_out(game, cards=1)
        state = game.current
    assert state.decider is declarer and not state.person_to_act
    while state.turn is not Seat.S:
        game = play_out(game, cards=1)
        state = game.current
    assert state.decider is Seat.S and state.person_to_act


def test_the_person_acts_exactly_on_south_and_on_dummy_when_south_declares() -> None:
    game = bid_contract(game_with_dealer(Seat.S), Seat.S, "1NT")
    while game.current.phase is Phase.PLAY:
        state = game.current
        assert state.turn is not None
        assert state.person_to_act == (state.turn in (Seat.N, Seat.S))
        assert state.decider == (Seat.S if state.turn is Seat.N else state.turn)
        game = play_out(game, cards=1)
    assert not game.current.person_to_act and game.current.decider is None
