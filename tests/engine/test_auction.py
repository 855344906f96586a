"""The auction (RULES.md, "Auction"): legal calls, its end, the contract and declarer."""

from __future__ import annotations

import pytest

from biritch.engine import (
    DOUBLE,
    PASS,
    REDOUBLE,
    Auction,
    Bid,
    Call,
    Contract,
    Doubling,
    IllegalError,
    Seat,
    Strain,
)


def _auction(calls: str, dealer: Seat = Seat.N) -> Auction:
    return Auction.from_calls(dealer, calls.split())


def _legal(auction: Auction, call: str) -> bool:
    return auction.is_legal(Call.parse(call))


def test_the_dealer_calls_first_then_clockwise() -> None:
    a = Auction(Seat.E)
    assert a.turn is Seat.E
    a = _auction("P 1C", dealer=Seat.E)
    assert a.turn is Seat.W
    assert a.seat_of(0) is Seat.E and a.seat_of(1) is Seat.S


def test_opening_calls_are_pass_and_every_bid() -> None:
    calls = Auction(Seat.N).legal_calls()
    assert calls[0] == PASS
    assert DOUBLE not in calls and REDOUBLE not in calls
    assert len(calls) == 1 + 35


def test_a_bid_must_be_higher_than_the_last_bid() -> None:
    a = _auction("1H")
    assert _legal(a, "1S") and _legal(a, "1NT") and _legal(a, "2C") and _legal(a, "7NT")
    assert not _legal(a, "1H") and not _legal(a, "1D") and not _legal(a, "1C")
    a = _auction("1NT")
    assert not _legal(a, "1S") and _legal(a, "2C")
    a = _auction("7NT")
    assert [str(c) for c in a.legal_calls()] == ["P", "X"]


def test_double_of_an_opponents_bid_is_legal() -> None:
    assert _legal(_auction("1H"), "X")


def test_double_after_two_intervening_passes_is_legal() -> None:
    a = _auction("1H P P")
    assert a.turn is Seat.W
    assert _legal(a, "X")
    assert _auction("1H P P X").doubling is Doubling.DOUBLED


def test_no_double_of_partners_bid() -> None:
    a = _auction("1H P")
    assert a.turn is Seat.S
    assert not _legal(a, "X")
    with pytest.raises(IllegalError):
        a.with_call(DOUBLE)


def test_no_double_of_a_doubled_bid() -> None:
    a = _auction("1H X P")
    assert a.turn is Seat.W
    assert not _legal(a, "X")


def test_no_double_of_a_redoubled_bid() -> None:
    a = _auction("1H X XX")
    assert not _legal(a, "X")


def test_no_double_before_any_bid() -> None:
    assert not _legal(_auction("P P"), "X")


def test_redouble_of_a_double_of_your_sides_bid_is_legal() -> None:
    assert _legal(_auction("1H X"), "XX")  # by the opener's partner
    assert _legal(_auction("1H X P P"), "XX")  # by the opener himself


def test_no_redouble_without_a_double() -> None:
    assert not _legal(_auction("1H"), "XX")
    assert not _legal(_auction("1H P"), "XX")


def test_no_redouble_of_your_own_sides_double() -> None:
    a = _auction("1H X P")
    assert a.turn is Seat.W
    assert not _legal(a, "XX")


def test_no_redouble_of_a_redoubled_bid() -> None:
    a = _auction("1H X XX P P")
    assert a.turn is Seat.E
    assert not _legal(a, "XX")


def test_a_new_bid_cancels_the_double() -> None:
    a = _auction("1H X 2H")
    assert a.doubling is Doubling.NONE
    assert not _legal(a, "XX")
    assert _legal(a, "X")


def test_a_new_bid_cancels_the_redouble() -> None:
    a = _auction("1H X XX 2C P P P")
    assert a.contract == Contract.parse("2C")


def test_three_passes_after_a_bid_end_the_auction() -> None:
    a = _auction("1H P P")
    assert not a.is_complete and a.turn is not None
    a = a.with_call(PASS)
    assert a.is_complete and a.turn is None
    assert a.legal_calls() == []


def test_three_passes_after_a_double_end_the_auction() -> None:
    a = _auction("1H X P P P")
    assert a.is_complete
    assert a.contract == Contract.parse("1HX")


def test_three_passes_after_a_redouble_end_the_auction() -> None:
    a = _auction("P 1S X XX P P P")
    assert a.is_complete
    assert a.contract == Contract.parse("1SXX")
    assert a.declarer is Seat.E


def test_three_passes_to_start_are_not_complete() -> None:
    a = _auction("P P P")
    assert not a.is_complete and not a.is_passed_out
    assert a.turn is Seat.W
    assert a.contract is None and a.declarer is None


def test_a_bid_after_three_opening_passes_keeps_the_auction_going() -> None:
    a = _auction("P P P 1C")
    assert not a.is_complete and not a.is_passed_out
    a = _auction("P P P 1C P P P")
    assert a.is_complete and a.declarer is Seat.W


def test_four_passes_is_passed_out() -> None:
    a = _auction("P P P P")
    assert a.is_complete and a.is_passed_out
    assert a.contract is None and a.declarer is None
    assert a.turn is None


def test_no_call_after_the_auction_is_over() -> None:
    for text in ("P P P P", "1NT P P P"):
        a = _auction(text)
        with pytest.raises(IllegalError):
            a.with_call(PASS)
        assert not a.is_legal(PASS)


def test_the_contract_is_the_last_bid_with_its_doubling() -> None:
    a = _auction("1NT P 3NT X P P P")
    assert a.contract == Contract(3, Strain.NOTRUMP, Doubling.DOUBLED)
    assert str(a.contract) == "3NTX"


def test_a_double_then_a_pass_around_keeps_the_double() -> None:
    a = _auction("1C P P X P P P")
    assert a.contract == Contract.parse("1CX")
    assert a.declarer is Seat.N


def test_declarer_is_the_first_of_the_side_to_name_the_strain() -> None:
    # N 1H, S 4H: North named hearts first.
    a = _auction("1H P 4H P P P")
    assert a.declarer is Seat.N
    assert a.contract == Contract.parse("4H")


def test_declarer_is_the_partner_who_named_the_strain_first_even_if_the_other_bid_last() -> None:
    # N 1S, E 2H, S 2S, W 3H, N 4S: South did not name spades first, North did.
    a = _auction("1S 2H 2S 3H 4S P P P")
    assert a.declarer is Seat.N
    # N 1C, S 1H, N 2H, S 4H: South named hearts first.
    a = _auction("1C P 1H P 2H P 4H P P P")
    assert a.declarer is Seat.S


def test_the_opponents_naming_the_strain_first_does_not_make_them_declarer() -> None:
    # E names hearts first, but NS buy the contract in hearts: N named it first for NS.
    a = _auction("P 1H P P 2H P P P")
    assert a.contract == Contract.parse("2H")
    assert a.declarer is Seat.N
    a = _auction("1C 1H 2H P 3NT P P P")
    assert a.declarer is Seat.N
    a = _auction("1C 1H P 2H 3C P P 4H P P P")
    assert a.declarer is Seat.E


def test_declarer_with_a_dealer_other_than_north() -> None:
    a = _auction("1NT P 3NT P P P", dealer=Seat.W)
    assert a.declarer is Seat.W
    a = _auction("P 1D P 3NT P P P", dealer=Seat.S)
    assert a.declarer is Seat.E


def test_legal_calls_agree_with_is_legal() -> None:
    for text in ("", "1H", "1H X", "1H X XX", "1H P P", "7NT X", "P P P"):
        a = _auction(text)
        every: list[Call] = [
            PASS,
            DOUBLE,
            REDOUBLE,
            *(Bid(lv, s) for lv in range(1, 8) for s in Strain),
        ]
        assert {str(c) for c in a.legal_calls()} == {str(c) for c in every if a.is_legal(c)}


def test_an_illegal_call_raises_and_leaves_the_auction_as_it_was() -> None:
    a = _auction("1H P")
    before = (a.dealer, a.calls)
    for call in ("1C", "1H", "X", "XX"):
        with pytest.raises(IllegalError):
            a.with_call(Call.parse(call))
    assert (a.dealer, a.calls) == before
    assert isinstance(IllegalError("x"), ValueError)


def test_with_call_returns_a_new_auction() -> None:
    a = Auction(Seat.N)
    b = a.with_call(Call.parse("1C"))
    assert a.calls == () and len(b.calls) == 1


def test_str_lists_the_calls() -> None:
    assert str(_auction("1NT P 3NT X P P XX P P P")) == "1NT P 3NT X P P XX P P P"
