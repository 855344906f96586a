"""Uncontested later rounds whose public ranges the books narrow: a stronger hand has its own
textbook call, so the weaker call shows less. Grouped by situation; each group names its book
(the ACBL SAYC System Booklet, revised 2006, where it speaks, else a standard textbook). Our
own hands; line format as in table.py."""

from __future__ import annotations

import pytest

from tests.bots.cases.table import book_calls_test, last_call_range, parse_table

TABLE = """
# --- no fit, slam values: the small slam or the grand in no-trump ----------------------------
# source: Goren's point count (as the ACBL Bridge Series, Grant, teaches it): 33 points
#   together for a small slam, 37 for a grand; with no fit the slam is played in no-trump,
#   and a grand is bid when it is there opposite partner's minimum.
A.AKQ4.AKJ32.KQ2     | 1C P 1D P 1S P | 7NT | 26 HCP opposite 12 at the least: the grand
A.AKQ4.AKQJ2.K32     | 1C P 1H P 1S P | 7NT | 26 HCP, no fit in spades or clubs
A.AKQ4.AJ432.KQ2     | 1C P 1D P 1S P | 6NT | 23 HCP: 37 only opposite more than a minimum
A.KQ54.AKJ32.KQ2     | 1C P 1H P 1S P | 6NT | 22 HCP: the small slam
# --- responder's six-card suit again after opener's new suit at the one level --------------
# source: SAYC booklet, responder's rebids: the rebid of responder's own suit is the weak
#   call (6-9 HCP), as after opener's minimum rebid; invitations and games count the shape
#   (Goren's point count), so the game in the suit shows 10+ HCP, never a nine-count with
#   a void.
.KQ9843.Q852.Q43     | 1C P 1H P 1S P | 2H  | 9 HCP, six hearts and a void: the weak rebid
5.KQ9843.Q52.Q43     | 1C P 1H P 1S P | 2H  | 9 HCP, six hearts: to play
5.KQ9843.Q52.K43     | 1C P 1H P 1S P | 4H  | 10 HCP, six hearts and a singleton: game values
5.AQ9843.A52.K43     | 1C P 1H P 1S P | 4H  | 13 HCP, six hearts: game
# --- a weak responder after opener's lower second suit at the two level ----------------------
# source: SAYC booklet: opener's new suit below his first is not forcing; Root, "Commonsense
#   Bidding": a minimum responder (0-9) passes it or gives preference, and passes the second
#   suit when it is the longer in his hand; game needs 13+, not a nine-count with a void.
AJ54.J432.K9543.     | 1H P 1S P 2D P | P   | 9 HCP, four hearts, five diamonds, a void
KJ54.J32.Q9543.4     | 1H P 1S P 2D P | P   | 7 HCP, diamonds longer than hearts
KJ543.AJ3.K54.Q3     | 1H P 1S P 2D P | 4H  | 14 HCP, three hearts: game
# --- the jump-shifter's no-trump after opener's minor rebid -----------------------------------
# source: SAYC booklet: the strong jump shift suggests slam; Goren's point count: 33 together
#   for a small slam in no-trump, so the even hand that holds them opposite the opener's
#   minimum bids 6NT, and 3NT is the game without them (Root, "Commonsense Bidding").
AK.A2.K32.AKQ832     | 1S P 3C P 3D P | 6NT | 23 HCP, six clubs, no shortness: the slam
Q2.A2.K32.AKQ832     | 1S P 3C P 3D P | 3NT | 18 HCP: game
# --- opener after a single raise of his minor -------------------------------------------------
# source: Goren's point count: after partner's single raise (6-10) the opener invites with
#   16-18 points and bids game with 19 or more; Root, "Commonsense Bidding": with game
#   values, bid game (five of the long minor when no-trump does not suit the hand).
5.A43.AKJ862.K53     | 1D P 2D P      | 3D  | 15 HCP and a singleton: 16-18 points, invites
5.AQ3.AKJ862.K53     | 1D P 2D P      | 5D  | 17 HCP and a singleton: 19+ points, game
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)

#: Auctions whose last call the books above narrow to at most eight HCP, with the dealer.
NARROW = [
    ("1C P 1D P 1S P 6NT", "N"),
    ("1D P 2C P 2H P 6NT", "N"),
    ("1C P 1S P 2C P 6NT", "N"),
    ("1C P 1H P 1S P 4H", "N"),
    ("1D P 1H P 1S P 4H", "N"),
    ("1H P 1S P 2D P 4H", "N"),
    ("1H P 1S P 2C P 4H", "N"),
    ("1S P 3C P 3D P 3NT", "N"),
    ("1C P 2H P 3D P 3NT", "N"),
    ("1D P 2D P 3D", "N"),
]


@pytest.mark.parametrize(("auction", "dealer"), NARROW)
def test_public_range_is_narrow(auction: str, dealer: str) -> None:
    from biritch.engine import Seat

    lo, hi = last_call_range(auction, Seat(dealer))
    assert hi - lo <= 8, f"{auction}: {lo}-{hi}"
