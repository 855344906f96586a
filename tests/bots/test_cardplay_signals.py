"""Signals and the opening lead, as the samples read them."""

from __future__ import annotations

from biritch.bots.play.lead_model import opening_lead
from biritch.bots.play.signals import partner_signals, signal_weight
from biritch.engine import Card, Deal, Hand, Seat, seat_view
from tests.bots.test_cardplay import cards, state_with

DEAL = Deal.parse("N:AKQJ.T.AKQJ.AKQJ T98.Q97.T98.T987 765.AKJ43.765.65 432.8652.432.432")


def _deal_after(prefix: str, deal: Deal = DEAL):  # type: ignore[no-untyped-def]
    # 1NT by South: West leads the two of hearts, dummy plays the ten, East the nine (a
    # high spot card: East holds the queen), South the four.
    return state_with(deal, ["P", "P", "1NT", "P", "P", "P"], cards(prefix))


def _east_holding(spec: str) -> tuple[frozenset[Card], ...]:
    hands = [frozenset[Card](), frozenset[Card](), frozenset[Card](), frozenset[Card]()]
    hands[Seat.E.position] = Hand.of(cards(spec)).cards
    return tuple(hands)


def test_partner_high_spot_on_our_lead_is_read_as_encouraging() -> None:
    state = _deal_after("H2 HT H9 H4")
    view = seat_view(state, Seat.W)
    (signal,) = partner_signals(view)
    assert signal.card == Card.parse("H9") and signal.attitude
    weight = signal_weight(view)
    assert weight is not None
    assert weight(_east_holding("HQ H7 D2")) > weight(_east_holding("H7 D2 D3"))


def test_partners_only_spot_card_carries_no_message() -> None:
    # In a layout where East's nine was the only spot card East held in hearts, East had
    # no choice: the card neither encourages nor discourages.
    view = seat_view(_deal_after("H2 HT H9 H4"), Seat.W)
    weight = signal_weight(view)
    assert weight is not None
    assert weight(_east_holding("HQ D2 D3")) == 1.0
    assert weight(_east_holding("HK D2 D3")) == 1.0
    assert weight(_east_holding("H7 D2 D3")) < 1.0  # a choice, and no honour: a misread


def test_a_spot_card_that_takes_the_trick_is_no_signal() -> None:
    # Dummy's three wins West's two until East's nine takes the trick: third hand winning
    # cheaply, which the conventions do instead of signalling.
    deal = Deal.parse("N:AKQJ.3.AKQJ.AKQJ T98.Q97.T98.T987 765.AKJT4.765.65 432.8652.432.432")
    state = _deal_after("H2 H3 H9 H4", deal)
    assert partner_signals(seat_view(state, Seat.W)) == []
    assert signal_weight(seat_view(state, Seat.W)) is None


def test_declarer_side_reads_no_partner_signals() -> None:
    state = _deal_after("H2 HT H9 H4")
    assert partner_signals(seat_view(state, Seat.S)) == []


def test_the_opening_lead_is_read_by_the_other_seats_only() -> None:
    state = _deal_after("H2")
    assert opening_lead(seat_view(state, Seat.W)) is None
    lead = opening_lead(seat_view(state, Seat.S))
    assert lead == (Seat.W, Card.parse("H2"))
