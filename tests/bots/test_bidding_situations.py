"""A situation is found by its auction pattern, and by its name."""

from __future__ import annotations

import pytest

from biritch.bots.bidding.system import analyse
from biritch.bots.bidding.system.dispatch import SITUATIONS, situation, situation_named
from biritch.engine import Auction, Seat


def _situation(calls: str) -> str:
    a = Auction.from_calls(Seat.N, calls.split())
    return situation(analyse(a.dealer, a.calls, frozenset(), (0, 0))).name


@pytest.mark.parametrize(
    ("calls", "name"),
    [
        ("", "opening"),
        ("P P", "opening"),
        ("1H P", "response to one of a suit"),
        ("1H 1S", "responder after an overcall"),
        ("1NT P", "response to no-trump"),
        ("2C P", "response to strong 2♣"),
        ("2S P", "response to a pre-empt"),
        ("1H P 1S P", "opener after a one-level response"),
        ("1H P 2C P", "opener after two over one"),
        ("1NT P 2C P", "Stayman over my no-trump"),
        ("P 1NT 2C", "responder over their overcall of 1NT"),
        ("P 1NT 3C", "responder in competition"),
        ("2C P 2D P", "opener after 2♣–2♦"),
        ("2C P 2D P 2NT P", "responder after 2♣–2♦–2NT"),
        ("1H", "overcall"),
        ("1H 1S P", "advancing partner's overcall or double"),
        ("1H X P", "advancing partner's overcall or double"),
        ("1S P 3S P 4NT P", "ace reply"),
        ("1S P 3S P 4NT P 5D P", "after the ace reply"),
        ("1H P 1S P 2H P", "responder's second call, opener's third call"),
    ],
)
def test_each_auction_pattern_is_recognised_as_its_situation(calls: str, name: str) -> None:
    assert _situation(calls) == name


def test_situations_have_distinct_names_and_are_found_by_name() -> None:
    names = [s.name for s in SITUATIONS]
    assert len(names) == len(set(names))
    assert situation_named("overcall").name == "overcall"
    with pytest.raises(KeyError):
        situation_named("no such situation")
