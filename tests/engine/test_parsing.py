"""Shorthand in and out: cards, hands, PBN deals, calls, contracts, seats and sides.
Malformed input raises ``InvalidError`` (a ``ValueError``)."""

from __future__ import annotations

import random

import pytest

from biritch.engine import (
    ALL_BIDS,
    DOUBLE,
    FULL_DECK,
    PASS,
    REDOUBLE,
    Bid,
    Call,
    Card,
    Contract,
    Deal,
    Doubling,
    Hand,
    InvalidError,
    Rank,
    Seat,
    Side,
    Strain,
    Suit,
    deal_cards,
)


def test_invalid_error_is_a_value_error() -> None:
    assert issubclass(InvalidError, ValueError)


# --- cards -----------------------------------------------------------------------------


def test_card_prints_suit_then_rank_and_parses_back() -> None:
    card = Card(Suit.SPADES, Rank.ACE)
    assert str(card) == "SA" and Card.parse("SA") == card
    assert str(Card.parse("H10")) == "HT" and Card.parse("HT") == Card(Suit.HEARTS, Rank.TEN)
    assert Card.parse("♠A") == card and Card.parse(" sa ") == card
    assert eval(repr(card), {"Card": Card}) == card


def test_every_card_of_the_deck_round_trips() -> None:
    assert len(set(FULL_DECK)) == 52
    for card in FULL_DECK:
        assert Card.parse(str(card)) == card


@pytest.mark.parametrize("text", ["", "S", "A", "XA", "S1", "SAA", "S11", "AS", "10S"])
def test_malformed_cards_are_invalid(text: str) -> None:
    with pytest.raises(InvalidError):
        Card.parse(text)


def test_ranks_order_two_to_ace() -> None:
    assert [r.char for r in sorted(Rank)] == list("23456789TJQKA")
    assert Rank.ACE > Rank.KING > Rank.TEN > Rank.NINE > Rank.TWO
    assert [Rank.parse(c).hcp for c in "AKQJT2"] == [4, 3, 2, 1, 0, 0]


# --- hands and deals -------------------------------------------------------------------


def test_hand_pbn_round_trips_spades_first() -> None:
    hand = Hand.parse("AKQJ2.K32.54.QJ3")
    assert len(hand) == 13 and hand.hcp == 10 + 3 + 3
    assert hand.to_pbn() == "AKQJ2.K32.54.QJ3" == str(hand)
    assert Hand.parse(hand.to_pbn()) == hand
    assert hand.length(Suit.SPADES) == 5 and hand.length(Suit.DIAMONDS) == 2
    assert eval(repr(hand), {"Hand": Hand}) == hand


def test_a_hand_may_have_voids_and_tens_written_as_10() -> None:
    assert Hand.parse("AK1098765432..A.").to_pbn() == "AKT98765432..A."
    assert len(Hand.parse("...")) == 0


@pytest.mark.parametrize(
    "text",
    ["", "AKQ.K32.54", "AKQ.K32.54.QJ3.2", "AAK.K32.54.QJ3", "AKZ.K32.54.QJ3", "AKQJT98765432.A.."],
)
def test_malformed_hands_are_invalid(text: str) -> None:
    with pytest.raises(InvalidError):
        Hand.parse(text)


def test_a_hand_cannot_hold_a_card_twice() -> None:
    with pytest.raises(InvalidError):
        Hand.of([Card.parse("SA"), Card.parse("SA")])


def test_deal_pbn_round_trips_from_any_first_seat() -> None:
    deal = deal_cards(random.Random(1), Seat.E)
    for first in Seat:
        text = deal.to_pbn(first)
        assert text.startswith(f"{first.value}:")
        assert Deal.parse(text) == deal
    assert eval(repr(deal), {"Deal": Deal}) == deal


def test_deal_cards_gives_13_distinct_cards_to_each_seat() -> None:
    deal = deal_cards(random.Random(2))
    deal.validate()
    assert sorted(c for s in Seat for c in deal[s]) == sorted(FULL_DECK)
    assert all(deal.holder(c) in Seat for c in FULL_DECK)


def test_deal_cards_is_reproducible_from_the_rng() -> None:
    assert deal_cards(random.Random(3)) == deal_cards(random.Random(3))
    assert deal_cards(random.Random(3)) != deal_cards(random.Random(4))


_GOOD_DEAL = "N:AKQJ.5432.432.32 T98.AKQJ.5.AKQJ4 765.T98.AKQJ.T98 432.76.T9876.765"


@pytest.mark.parametrize(
    "text",
    [
        "",
        _GOOD_DEAL.replace("N:", "N"),
        _GOOD_DEAL.replace("N:", "Q:"),
        _GOOD_DEAL.rsplit(" ", 1)[0],  # three hands
        _GOOD_DEAL + " ...",  # five hands
        _GOOD_DEAL.replace("432.76", "432.7"),  # a 12-card hand
        _GOOD_DEAL.replace("T9876.765", "T9876.76A"),  # CA twice
    ],
)
def test_malformed_deals_are_invalid(text: str) -> None:
    with pytest.raises(InvalidError):
        Deal.parse(text)


# --- calls and contracts ---------------------------------------------------------------


def test_calls_print_in_shorthand_and_parse_back() -> None:
    assert [str(c) for c in (PASS, DOUBLE, REDOUBLE)] == ["P", "X", "XX"]
    assert str(Bid(3, Strain.NOTRUMP)) == "3NT"
    for call in (PASS, DOUBLE, REDOUBLE, *ALL_BIDS):
        assert Call.parse(str(call)) == call
        assert (
            eval(repr(call), {"Call": Call, "PASS": PASS, "DOUBLE": DOUBLE, "REDOUBLE": REDOUBLE})
            == call
        )


@pytest.mark.parametrize(
    ("text", "call"),
    [
        ("pass", PASS),
        ("Pass", PASS),
        ("пас", PASS),
        ("x", DOUBLE),
        ("xx", REDOUBLE),
        ("1n", Bid(1, Strain.NOTRUMP)),
        ("2БК", Bid(2, Strain.NOTRUMP)),
        ("4♥", Bid(4, Strain.HEARTS)),
        ("7 s", Bid(7, Strain.SPADES)),
    ],
)
def test_calls_accept_common_spellings(text: str, call: Call) -> None:
    assert Call.parse(text) == call


@pytest.mark.parametrize("text", ["", "1", "0C", "8C", "1Z", "XXX", "1NTX", "C1", "bid"])
def test_malformed_calls_are_invalid(text: str) -> None:
    with pytest.raises(InvalidError):
        Call.parse(text)


def test_a_bid_level_outside_one_to_seven_is_invalid() -> None:
    with pytest.raises(InvalidError):
        Bid(0, Strain.CLUBS)
    with pytest.raises(InvalidError):
        Bid(8, Strain.CLUBS)


def test_bids_are_ordered_by_level_then_strain() -> None:
    assert list(ALL_BIDS) == sorted(ALL_BIDS, key=lambda b: b.rank)
    assert len(ALL_BIDS) == 35
    assert Bid(1, Strain.NOTRUMP) > Bid(1, Strain.SPADES) > Bid(1, Strain.HEARTS)
    assert Bid(1, Strain.HEARTS) > Bid(1, Strain.DIAMONDS) > Bid(1, Strain.CLUBS)
    assert Bid(2, Strain.CLUBS) > Bid(1, Strain.NOTRUMP)


@pytest.mark.parametrize("text", ["4HX", "3NT", "7CXX", "1S", "6DX", "2NTXX"])
def test_contract_parses_and_prints_back(text: str) -> None:
    assert str(Contract.parse(text)) == text


def test_every_contract_round_trips() -> None:
    for bid in ALL_BIDS:
        for doubling in Doubling:
            contract = Contract(bid.level, bid.strain, doubling)
            assert Contract.parse(str(contract)) == contract
            assert contract.bid == bid and contract.tricks_needed == bid.level + 6
            assert eval(repr(contract), {"Contract": Contract}) == contract


def test_the_defenders_need_one_trick_more_than_declarer_may_lose() -> None:
    for bid in ALL_BIDS:
        contract = Contract(bid.level, bid.strain)
        assert contract.tricks_to_defeat == 13 - contract.tricks_needed + 1
    assert Contract.parse("3NT").tricks_to_defeat == 5
    assert Contract.parse("7S").tricks_to_defeat == 1
    assert Contract.parse("4H").goal(declaring=True) == 10
    assert Contract.parse("4H").goal(declaring=False) == 4


def test_contract_fields() -> None:
    c = Contract.parse("4HX")
    assert (c.level, c.strain, c.doubling) == (4, Strain.HEARTS, Doubling.DOUBLED)
    assert Contract.parse("3n") == Contract.parse("3NT")
    assert Contract.parse("7♣XX") == Contract(7, Strain.CLUBS, Doubling.REDOUBLED)


@pytest.mark.parametrize("text", ["", "X", "4", "8H", "0NT", "4HXXX", "4Z", "P", "H4"])
def test_malformed_contracts_are_invalid(text: str) -> None:
    with pytest.raises(InvalidError):
        Contract.parse(text)


# --- seats and sides -------------------------------------------------------------------


def test_seats_go_clockwise_with_partners_opposite() -> None:
    assert [s.next() for s in Seat] == [Seat.E, Seat.S, Seat.W, Seat.N]
    assert Seat.N.partner is Seat.S and Seat.E.partner is Seat.W
    assert Seat.S.lho is Seat.W and Seat.S.rho is Seat.E
    assert Seat.N.side is Side.NS and Seat.W.side is Side.EW
    assert Side.NS.other is Side.EW and Side.EW.seats == (Seat.E, Seat.W)


def test_seat_and_side_parse_and_reject_nonsense() -> None:
    assert Seat.parse("south") is Seat.S and Seat.parse("w") is Seat.W
    assert Side.parse("ns") is Side.NS
    for text in ("", "X", "NE"):
        with pytest.raises(InvalidError):
            Seat.parse(text)
        with pytest.raises(InvalidError):
            Side.parse(text)


def test_sides_are_string_keys() -> None:
    assert Side.NS == "NS" and {Side.EW: 1}["EW"] == 1
