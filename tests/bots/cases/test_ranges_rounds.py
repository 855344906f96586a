"""Textbook cases of later rounds whose public HCP range the deck itself narrows: a pack holds
40 HCP, so a strong call shows at most 40 less what the other three seats have shown at the
least (bots/bidding/system/deck.py). The calls are the books' (the ACBL SAYC System Booklet,
revised 2006, where it speaks); the hands are our own. The cut changes no call of an honest
auction, only what the call is read to show.

Each line: hand (PBN, spades first) | auction so far, from the dealer | expected call | the
reason, with optional settings as in table.py."""

from __future__ import annotations

import pytest

from biritch.bots import suggest_call
from biritch.bots.bidding.bidder import decide
from biritch.bots.bidding.inference import infer_auction
from biritch.engine import Auction, Hand, Seat
from tests.bots.cases.table import case_ids, check_case, last_call_range, parse_table

TABLE = """
# --- the takeout doubler's second call ----------------------------------------------------
# SAYC booklet, "Takeout doubles": a double followed by a cue-bid of their suit shows a hand
# too strong for a simple overcall, forcing; the doubler's range is then capped by the deck.
AKJ4.3.AQ5.AKJ32      | 1H X P 2D 2H          | 3H  | 21 HCP: double, then cue-bid
AKQ4.3.AKQ5.AJ32      | 1H X P 2D 2H          | 3H  | 23 HCP, short in their suit
AQ4.AK2.AKJ3.K32      | P 2H X P 3S P         | 4H  | 22 HCP over partner's jump: cue-bid
# --- the strong 2♣ opener's rebid ---------------------------------------------------------
# SAYC booklet, "Strong 2♣": after the 2♦ waiting response opener's suit is game forcing.
AKQJ32.A2.AK3.K2      | 2C P 2D P             | 2S  | 23 HCP and six spades
AKJ32.A2.AKQ3.K2      | 2C P 2D P             | 2S  | five spades and four diamonds
"""

CASES = parse_table(TABLE)


@pytest.mark.parametrize(("hand", "calls", "expected", "opts", "note"), CASES, ids=case_ids(CASES))
def test_textbook_case(hand, calls, expected, opts, note):
    check_case(hand, calls, expected, opts, note)


_range = last_call_range


@pytest.mark.parametrize(
    ("auction", "expected"),
    [
        # 19+ after the double; the opener's 1♥ shows 11 at the least: 40 - 11 = 29.
        ("1H X P 2D 2H 3H", (19, 29)),
        # The weak two shows 5 and partner's jump answer 9: at most 40 - 14 = 26.
        ("P 2H X P 3S P 4H", (19, 26)),
    ],
)
def test_a_strong_call_shows_no_more_than_the_deck_leaves(auction, expected):
    assert _range(auction) == expected
    hand = {"1H X P 2D 2H 3H": "AKJ4.3.AQ5.AKJ32", "P 2H X P 3S P 4H": "AQ4.AK2.AKJ3.K32"}
    s = suggest_call(hand[auction], auction.split()[:-1], dealer="N")
    assert f"{expected[0]}–{expected[1]} HCP" in s.explanation_en


def test_a_hand_holding_more_than_the_deck_leaves_still_fits_its_reading():
    # South, a person, opens a strong 2♣ with 3 HCP; North holds 27, more than the 22 the
    # 2♣ leaves. North still calls, and what the auction is read to show holds his hand.
    north = Hand.parse("AKQ2.AKQ2.AK2.K2")
    auction = Auction.from_calls(Seat.S, ["2C", "P"])
    rule, _ = decide(north, auction, frozenset(), (0, 0))
    after = auction.with_call(rule.call)
    assert infer_auction(after)[Seat.N].admits(north)


def test_the_aces_a_slam_call_shows_are_points_it_holds():
    # SAYC booklet, "Blackwood": 5NT asks for kings and promises that the partnership holds
    # every ace. Over the 5♦ reply (one ace) the asker holds the other three, 12 HCP at the
    # least; the 2NT opener's 20 leave him at most 20.
    assert _range("P 2NT P 3S P 4S P 4NT P 5D P 5NT") == (12, 20)
