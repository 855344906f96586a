"""Reading the auction call by call when sampling layouts (biritch.bots.play.auction)."""

from __future__ import annotations

import random

from biritch.bench.play import _state, bid_with_bots
from biritch.bots.play.auction import MISBID, auction_weight
from biritch.bots.play.worlds import knowledge
from biritch.engine import SEATS, Play, deal_cards, seat_view


def _lead_views(count: int):  # type: ignore[no-untyped-def]
    """Opening leaders' views of seeded deals bid by the bots, with the true deals."""
    for number in range(count):
        dealer = SEATS[number % 4]
        deal = deal_cards(random.Random(f"play-auction:{number}"), dealer)
        auction = bid_with_bots(deal, dealer)
        if auction.contract is None or auction.declarer is None:
            continue
        play = Play.start(deal, auction.contract, auction.declarer)
        assert play.turn is not None
        yield deal, seat_view(_state(deal, dealer, auction, play), play.turn)


def test_the_real_layout_fits_an_auction_the_bots_bid() -> None:
    # The bots bid with the very system the sampler reads back, so the real hidden hands
    # must be kept with certainty.
    checked = 0
    for deal, view in _lead_views(30):
        weight = auction_weight(view, knowledge(view).played)
        assert weight is not None
        world = tuple(deal[s].cards for s in SEATS)
        assert weight(world) == 1.0
        checked += 1
    assert checked >= 25


def test_a_layout_that_swaps_declarer_and_partner_is_read_as_unlikely() -> None:
    # The leader's partner and declarer exchange hands: partner now holds the hand that
    # opened or won the contract, declarer the hand that did not. The system would have
    # bid at least one call differently in almost every deal.
    unlikely = 0
    total = 0
    for deal, view in _lead_views(30):
        assert view.declarer is not None
        weight = auction_weight(view, knowledge(view).played)
        assert weight is not None
        hands = [deal[s].cards for s in SEATS]
        partner, declarer = view.seat.partner.position, view.declarer.position
        hands[partner], hands[declarer] = hands[declarer], hands[partner]
        kept = weight(tuple(hands))
        assert any(abs(kept - MISBID**k) < 1e-12 for k in range(12))
        unlikely += kept < 1.0
        total += 1
    assert unlikely >= total * 0.8
