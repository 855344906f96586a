"""The opening leader's choice of suit and card, as the other seats' samples read it."""

from __future__ import annotations

import math

import numpy as np

from biritch.bench.lead_model import fit, score
from biritch.bots.play.lead_model import (
    card_probability,
    lead_likelihood,
    suit_probability,
    suit_scores,
)
from biritch.bots.play.worlds import knowledge
from biritch.engine import SEATS, Card, Deal, Rank, Seat, Suit, seat_view
from tests.bots.test_cardplay import cards, state_with

# 1NT by South; West leads.
DEAL = Deal.parse("N:AKQJ.3.AKQJ.AKQJ T98.Q97.T98.T987 765.AKJT4.765.65 432.8652.432.432")
AUCTION = ["P", "P", "1NT", "P", "P", "P"]


def _world(**hands: str) -> tuple[frozenset[Card], ...]:
    out = [frozenset[Card]() for _ in SEATS]
    for name, text in hands.items():
        out[Seat[name.upper()].position] = frozenset(cards(text))
    return tuple(out)


def test_the_suit_probabilities_of_a_hand_add_up_to_one() -> None:
    hand = frozenset(cards("SA SK S2 HQ HJ HT H9 D5 D4 C3 C2 CJ C8"))
    for notrump in (True, False):
        scores = suit_scores(hand, notrump, None if notrump else Suit.SPADES, {Suit.HEARTS}, set())
        total = sum(suit_probability(scores, s) for s in scores)
        assert math.isclose(total, 1.0)


def test_against_no_trump_a_long_suit_is_the_likelier_lead() -> None:
    long_hearts = frozenset(cards("S2 S3 HK H9 H7 H5 H3 D2 D3 D4 C2 C3 C4"))
    short_hearts = frozenset(cards("S2 S3 S4 S5 HK H9 D2 D3 D4 D5 C2 C3 C4"))
    p_long = suit_probability(suit_scores(long_hearts, True, None, set(), set()), Suit.HEARTS)
    p_short = suit_probability(suit_scores(short_hearts, True, None, set(), set()), Suit.HEARTS)
    assert p_long > p_short


def test_a_king_is_likelier_led_from_king_queen_than_from_king_small() -> None:
    king_queen = [Rank.KING, Rank.QUEEN, Rank.FIVE]
    king_small = [Rank.KING, Rank.SEVEN, Rank.FIVE]
    for notrump in (True, False):
        assert card_probability(king_queen, Rank.KING, notrump) > card_probability(
            king_small, Rank.KING, notrump
        )
    assert card_probability([Rank.KING], Rank.KING, True) == 1.0


def test_the_lead_is_read_by_the_other_seats_only() -> None:
    state = state_with(DEAL, AUCTION, cards("H2"))
    leader = seat_view(state, Seat.W)
    assert lead_likelihood(leader, knowledge(leader).played) is None
    before = seat_view(state_with(DEAL, AUCTION, []), Seat.E)
    assert lead_likelihood(before, knowledge(before).played) is None
    partner = seat_view(state, Seat.E)
    weight = lead_likelihood(partner, knowledge(partner).played)
    assert weight is not None
    # The two of hearts led against no-trump: more likely from four hearts than from two.
    four = _world(w="H8 H6 H5 S4 S3 S2 D4 D3 D2 C6 C5 C4")
    two = _world(w="H8 S6 S5 S4 S3 S2 D4 D3 D2 C6 C5 C4")
    assert weight(four) > weight(two)


def test_the_fit_recovers_a_clear_preference() -> None:
    # Options with one feature; the one with the feature set is always taken.
    choices = [(np.array([[1.0], [0.0], [0.0]]), 0, 1) for _ in range(20)]
    choices += [(np.array([[0.0], [1.0], [0.0]]), 0, 1) for _ in range(5)]
    weights = fit(choices, 1)
    assert weights[0] > 1.0
    ll, uniform, hits = score(weights, choices)
    assert ll > uniform and hits == 0.8
