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
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)

#: Auctions whose last call the books above narrow to at most eight HCP, with the dealer.
NARROW = [
    ("1C P 1D P 1S P 6NT", "N"),
    ("1D P 2C P 2H P 6NT", "N"),
    ("1C P 1S P 2C P 6NT", "N"),
]


@pytest.mark.parametrize(("auction", "dealer"), NARROW)
def test_public_range_is_narrow(auction: str, dealer: str) -> None:
    from biritch.engine import Seat

    lo, hi = last_call_range(auction, Seat(dealer))
    assert hi - lo <= 8, f"{auction}: {lo}-{hi}"
