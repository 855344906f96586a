"""Textbook invariants over random hands (biritch.bench.bidding_sweep): the classes the sweep
found and the system now keeps at zero, plus the responder with game values."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from biritch.bench.bidding_sweep import check_call, sweep
from biritch.bots.bidding.bidder import decide
from biritch.bots.evaluate import Features
from biritch.engine import PASS, Auction, Bid, Seat, Strain, deal_cards

#: Classes no call of the bots may ever break.
KEPT_AT_ZERO = {
    "open 1M with four cards",
    "1NT opening unbalanced",
    "2C opening under 22 without game in hand",
    "pass with an opening hand",
    "pass of a forcing call",
    "pass of a one-suit opening with 6+",
    "raise without support",
    "1NT response with a biddable four-card major",
    "pass of 1NT with 10+",
    "pass of 2NT with 5+",
    "pass of partner's takeout double",
    "part-score with 13+ opposite an opening",
    "reverse under 16",
    "1NT rebid with 15+ unbalanced",
    "jump shift under 17",
    "two over one under 10",
}

GAME = {Strain.NOTRUMP: 3, Strain.HEARTS: 4, Strain.SPADES: 4, Strain.CLUBS: 5, Strain.DIAMONDS: 5}


def test_a_sweep_of_random_deals_breaks_no_kept_invariant() -> None:
    _, flags = sweep(400, seed=11)
    broken = [str(f) for f in flags if f.kind in KEPT_AT_ZERO]
    assert not broken, "\n".join(broken[:10])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.integers(0, 2**32 - 1),
    st.sampled_from(["1C", "1D", "1H", "1S"]),
    st.sampled_from([[], ["P"], ["P", "P"], ["P", "P", "P"]]),
)
def test_responder_never_passes_a_one_suit_opening_with_six(
    seed: int, opening: str, before: list[str]
) -> None:
    calls = [*before, opening, "P"]
    auction = Auction.from_calls(Seat.N, calls)
    seat = auction.turn
    assert seat is not None
    hand = deal_cards(random.Random(seed))[seat]
    rule, state = decide(hand, auction, frozenset(), (0, 0))
    kinds = set(check_call(state, Features.of(hand), rule.call))
    assert not kinds & KEPT_AT_ZERO, f"{hand} after {auction}: {rule.call} ({kinds})"
    if hand.hcp >= 6:
        assert rule.call != PASS


@pytest.mark.parametrize("seed", range(4))
def test_thirteen_opposite_an_opening_reaches_game(seed: int) -> None:
    """Opponents silent: an opener with 12+ and a responder with 13+ end in game or higher."""
    rng = random.Random(f"game-values:{seed}")
    checked = 0
    while checked < 25:
        deal = deal_cards(rng, Seat.N)
        if deal[Seat.N].hcp < 12 or deal[Seat.S].hcp < 13:
            continue
        auction = Auction(Seat.N)
        first, _ = decide(deal[Seat.N], auction, frozenset(), (0, 0))
        if not (isinstance(first.call, Bid) and first.call.level == 1):
            continue
        checked += 1
        while auction.turn is not None and len(auction.calls) < 60:
            seat = auction.turn
            if seat in (Seat.E, Seat.W):
                auction = auction.with_call(PASS)
                continue
            rule, _ = decide(deal[seat], auction, frozenset(), (0, 0))
            auction = auction.with_call(rule.call)
        contract = auction.contract
        assert contract is not None
        where = f"{deal[Seat.N]} / {deal[Seat.S]}: {auction}"
        assert contract.level >= GAME[contract.strain], where
