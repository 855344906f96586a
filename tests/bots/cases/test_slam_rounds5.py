"""Slam auctions after the ask: the asker is the captain, 4NT over partner's natural
no-trump is quantitative and answered as such. Grouped by situation; each group names its
book (the SAYC booklet where it speaks, else a standard textbook). Our own hands; line format
as in table.py."""

from __future__ import annotations

import pytest

from biritch.bots.bidding.core import Tag
from biritch.bots.bidding.system import analyse
from biritch.engine import Auction, Seat
from tests.bots.cases.table import (
    book_calls_test,
    last_call_range,
    parse_table,
)

TABLE = """
# --- the replier after the asker has placed the contract ----------------------------------
# source: SAYC booklet, "Blackwood": the 4NT bidder learns partner's aces (and kings) and
#   decides; Root, "Commonsense Bidding": the asker is the captain, his sign-off at the five
#   level and his slam alike end the auction for partner.
KJT73.Q95.T7.Q97 | 2C P 2S P 3D P 3NT P 4NT P 5C P 5D P | P | no ace, partner stopped at 5D
Q3.K65.KJ64.Q982 | 1H P 3H P 4NT P 5D P 5H P | P | one ace, two missing: 5H is final
KQ5.QJ9.AJ94.K62 | 1NT P 2C P 2H P 4NT P 5D P 6H P | P | partner placed the small slam
A86.KQ987.AQT.AK | 2C P 2D P 2NT P 4NT P 5S P 5NT P 6H P 6NT P | P | 6NT final dealer=E
# --- 4NT over partner's natural no-trump is quantitative ---------------------------------
# source: SAYC booklet, "Notrump opening bids": over 1NT and 2NT 4NT is quantitative (bid 6NT
#   with a maximum, pass with a minimum); after 2C-2D-2NT "the 2NT system is on"; Goren: 33
#   points for a small slam, so opposite 9-10 the 22-24 opener accepts with 24.
A86.KQ98.AQT.AKJ     | 2C P 2D P 2NT P 4NT P | P   | 23 HCP: minimum, no ace reply
A86.KQ98.AQJ.AKJ     | 2C P 2D P 2NT P 4NT P | 6NT | 24 HCP: the maximum accepts
AQ4.K32.AJ5.K532     | 1NT P 4NT P           | 6NT | 17 HCP: the maximum accepts
AQ4.K32.AJ5.Q532     | 1NT P 4NT P           | P   | 16 HCP: declines
# --- the 2C opener's 3NT rebid is 25-27, and responder counts it -------------------------
# source: SAYC booklet, "Strong 2C": 2NT 22-24, 3NT 25-27 (a stronger balanced hand names a
#   suit first); Goren: 33 for a small slam, so opposite 25-27 responder invites with 6.
AKQ4.AKQ.AKJ4.K5     | 2C P 2D P             | 2S  | 29 balanced: above the 3NT rebid
AKQ4.AKQ.AKJ4.75     | 2C P 2D P             | 3NT | 26 balanced: 25-27
Q84.K83.J843.952     | 2C P 2D P 3NT P       | 4NT | 6 HCP: 31-33, invite
Q84.J83.Q843.952     | 2C P 2D P 3NT P       | P   | 5 HCP: no slam
AKJ4.AK2.KQ3.AQ5     | 2C P 2D P 3NT P 4NT P | P   | 25: declines
AKJ4.AK2.KQ3.AK5     | 2C P 2D P 3NT P 4NT P | 6NT | 27: accepts
# --- after Stayman's denial, 4NT is quantitative too --------------------------------------
# source: SAYC booklet (1NT and 2NT: 4NT quantitative); Grant, "Bidding in the 21st
#   Century": no fit found, responder invites 6NT with the values of a 1NT-4NT raise
#   (16-17 opposite 15-17, 12 opposite 20-21); the opener accepts with a maximum.
KJ86.QT93.T65.AQ     | 2NT P 3C P 3D P       | 4NT | 12 HCP, no major fit: invites 6NT
KJ86.QT93.A5.AQ4     | 1NT P 2C P 2D P       | 4NT | 16 HCP, no major fit: invites 6NT
AQ4.KJ3.AQJ5.KJ2     | 2NT P 3C P 3D P 4NT P | 6NT | 21 HCP: accepts
AQ4.KJ3.AQ95.KJ2     | 2NT P 3C P 3D P 4NT P | P   | 20 HCP: declines
AQ4.KJ3.QJ52.A72     | 1NT P 2C P 2D P 4NT P | 6NT | 17 HCP: accepts
AQ4.KJ3.QJ52.K72     | 1NT P 2C P 2D P 4NT P | P   | 16 HCP: declines
# --- a passed hand's call promises no more than its pass did -------------------------------
# source: Root, "Commonsense Bidding": a passed hand's balancing 1NT is a maximum pass (11-12
#   here, the system's passes deny 13); Grant, "Bidding in the 21st Century": 25 together
#   for game, so partner with 12 passes and with 13 (Stayman) goes on.
J5.KJ86.KQ93.Q75     | P P 1C P P 1NT P      | P   | 12 opposite 11-12: no game dealer=S
A5.KJ86.KQ93.Q75     | P P 1C P P 1NT P      | 2C  | 15 opposite 11-12: game, Stayman first dealer=S
# --- the asker without a trump fit ---------------------------------------------------------
# source: Root, "Commonsense Bidding": with no fit found the slam is played in no-trump;
#   Blackwood tells the asker whether one ace at most is missing.
AT2.AQ9.AKQ54.A7     | P P 2C P 3C P 3D P 4C P 4NT P 5C P | 6NT | no fit, all the aces: 6NT
"""

CASES = parse_table(TABLE)


test_expected_call = book_calls_test(CASES)


def test_a_passed_hands_call_reads_no_more_than_its_pass() -> None:
    """A passed hand's balancing double reads 9-12 as its own call, not 9-31: every rule is
    cut to what the seat has shown (deck.call_room), so partner's table built on the call
    (Stayman over a balancing 1NT, say) counts the truth."""
    calls = Auction.from_calls(Seat.S, ["P", "P", "1C", "P", "P", "X"]).calls
    st = analyse(Seat.S, calls, frozenset(), (0, 0))
    assert st.history[-1].shown.hcp == (9, 12)


@pytest.mark.parametrize(
    ("auction", "hcp"),
    [
        ("2C P 2D P 2NT P 4NT", (9, 10)),
        ("2NT P 3C P 3D P 4NT", (12, 12)),
        ("1NT P 2C P 2D P 4NT", (16, 17)),
    ],
)
def test_quantitative_4nt_reads_as_quantitative(auction: str, hcp: tuple[int, int]) -> None:
    """4NT over partner's balanced no-trump without a fit is read as the quantitative
    invitation, never as Blackwood, with the HCP of a 1NT-4NT raise (SAYC booklet)."""
    calls = Auction.from_calls(Seat.N, auction.split()).calls
    st = analyse(Seat.N, calls, frozenset(), (0, 0))
    assert st.history[-1].rule.tag is Tag.QUANTITATIVE
    assert last_call_range(auction) == hcp
