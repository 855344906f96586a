"""Properties of the bidding bots over random deals and auctions (hypothesis): the call is
legal, its rule's condition holds for the hand that made it, every hand lies inside what
the auction is read to show (so explanations never lie), and bidding is deterministic."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from biritch.bots.bidding.bidder import decide, explain_call
from biritch.bots.bidding.inference import infer_auction
from biritch.bots.bidding.system import analyse
from biritch.bots.evaluate import Features
from biritch.engine import SEATS, SUITS, Auction, Deal, Seat, Side, deal_cards

VULS = (frozenset(), frozenset({Side.NS}), frozenset({Side.EW}), frozenset(Side))
PARTSCORES = (0, 0, 0, 20, 30, 40, 60, 70, 90)

deals = st.integers(min_value=0, max_value=2**32 - 1)
dealers = st.sampled_from(SEATS)
vuls = st.sampled_from(VULS)
scores = st.tuples(st.sampled_from(PARTSCORES), st.sampled_from(PARTSCORES))
fast = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _bid_out(
    deal: Deal,
    dealer: Seat,
    vul: frozenset[Side],
    ps: tuple[int, int],
    person: Seat | None = None,
    rng: random.Random | None = None,
) -> Auction:
    """All four seats bid by the bots, except ``person`` who calls at random."""
    auction = Auction(dealer)
    while auction.turn is not None and len(auction.calls) < 80:
        seat = auction.turn
        if seat is person and rng is not None:
            legal = auction.legal_calls()
            # Mostly passes and low bids, sometimes anything at all (nonsense included).
            call = legal[0] if rng.random() < 0.5 else rng.choice(legal[: 12 + rng.randrange(30)])
            auction = auction.with_call(call)
            continue
        rule, _ = decide(deal[seat], auction, vul, ps)
        assert auction.is_legal(rule.call), f"{rule.call} is illegal after {auction}"
        assert rule.cond.holds(Features.of(deal[seat])), f"{rule.call} by a hand it does not fit"
        auction = auction.with_call(rule.call)
    return auction


@fast
@given(deals, dealers, vuls, scores)
def test_bots_bid_legally_and_their_hands_fit_what_they_showed(
    seed: int, dealer: Seat, vul: frozenset[Side], ps: tuple[int, int]
) -> None:
    deal = deal_cards(random.Random(seed), dealer)
    auction = _bid_out(deal, dealer, vul, ps)
    assert auction.turn is None
    for k in range(len(auction.calls) + 1):
        shown = infer_auction(Auction(dealer, auction.calls[:k]), vul, ps)
        for seat in SEATS:
            assert shown[seat].admits(deal[seat]), (
                f"{seat.value} {deal[seat]} after {Auction(dealer, auction.calls[:k])}: "
                f"{shown[seat]}"
            )


@fast
@given(deals, dealers, vuls, scores)
def test_bidding_is_deterministic(
    seed: int, dealer: Seat, vul: frozenset[Side], ps: tuple[int, int]
) -> None:
    deal = deal_cards(random.Random(seed), dealer)
    first = _bid_out(deal, dealer, vul, ps)
    analyse.cache_clear()
    second = _bid_out(deal, dealer, vul, ps)
    assert first.calls == second.calls


@fast
@given(deals, dealers, vuls, scores, st.sampled_from(SEATS), st.integers(0, 10**6))
def test_random_calls_by_the_person_break_nothing(
    seed: int, dealer: Seat, vul: frozenset[Side], ps: tuple[int, int], person: Seat, r: int
) -> None:
    deal = deal_cards(random.Random(seed), dealer)
    auction = _bid_out(deal, dealer, vul, ps, person, random.Random(r))
    shown = infer_auction(auction, vul, ps)
    for seat in SEATS:
        c = shown[seat]
        assert c.hcp_min <= c.hcp_max
        assert sum(c.length_min.values()) <= 13 <= sum(c.length_max.values())
        assert all(c.length_min[s] <= c.length_max[s] for s in SUITS)
        if seat is not person:
            assert c.admits(deal[seat]), f"{seat.value} {deal[seat]} after {auction}: {c}"
    assert sum(shown[s].hcp_min for s in SEATS) <= 40 <= sum(shown[s].hcp_max for s in SEATS)
    for i in range(len(auction.calls)):
        s = explain_call(auction, i, vul, ps)
        assert s.call == str(auction.calls[i])
        assert s.explanation and s.explanation_en
