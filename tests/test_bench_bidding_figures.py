"""The auction figures of ``biritch bench bidding``: the stronger side's game decision,
deals passed out with game values, and how narrow the public range of each call is."""

from __future__ import annotations

from biritch.bench.bidding_figures import (
    NARROW_RANGE,
    CallRange,
    Tricks,
    bid_game,
    call_ranges,
    game_decision,
    makes_game,
    narrow_share,
    passed_out_with_game_values,
    stronger_side,
)
from biritch.engine import Auction, Deal, Seat, Side, Strain

# North-South hold 28 HCP: AKQ2.K32.54.QJ32 (15) and J543.AQ4.K32.K54 (13).
DEAL = Deal.parse("N:AKQ2.K32.54.QJ32 T987.J98.QJT9.T9 J543.AQ4.K32.K54 6.T765.A876.A876")


def _tricks(ns: int) -> Tricks:
    def tricks(strain: Strain, seat: Seat) -> int:
        return ns if seat.side is Side.NS else 13 - ns

    return tricks


def test_the_stronger_side_is_the_one_with_more_hcp() -> None:
    assert stronger_side(DEAL) is Side.NS


def test_a_side_bid_game_when_it_reached_a_game_level_bid() -> None:
    game = Auction.from_calls(Seat.N, ["1NT", "P", "3NT", "P", "P", "P"])
    part = Auction.from_calls(Seat.N, ["1NT", "P", "2NT", "P", "P", "P"])
    assert bid_game(game, Side.NS) and not bid_game(part, Side.NS)
    assert not bid_game(game, Side.EW)


def test_the_game_decision_agrees_when_game_is_bid_exactly_when_it_makes() -> None:
    game = Auction.from_calls(Seat.N, ["1NT", "P", "3NT", "P", "P", "P"])
    made = game_decision(DEAL, game, _tricks(9))
    failed = game_decision(DEAL, game, _tricks(8))
    assert made is not None and made.agrees and made.makes_game
    assert failed is not None and not failed.agrees
    assert makes_game(_tricks(10), Side.NS)
    assert not makes_game(_tricks(8), Side.NS)


def test_a_passed_out_deal_with_25_hcp_on_one_side_counts() -> None:
    passed = Auction.from_calls(Seat.N, ["P", "P", "P", "P"])
    played = Auction.from_calls(Seat.N, ["1NT", "P", "P", "P"])
    assert passed_out_with_game_values(DEAL, passed)
    assert not passed_out_with_game_values(DEAL, played)


def test_call_ranges_read_each_calls_public_hcp_range() -> None:
    auction = Auction.from_calls(Seat.N, ["1NT", "P", "3NT", "P", "P", "P"])
    ranges = call_ranges(auction, frozenset())
    assert ranges[0] == CallRange(0, 2, False)  # 1NT: 15-17
    assert [r.nth for r in ranges] == [0, 0, 0, 0, 1, 1]
    assert narrow_share([CallRange(1, NARROW_RANGE, False), CallRange(1, 20, False)]) == 0.5
