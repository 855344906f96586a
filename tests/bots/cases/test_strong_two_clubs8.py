"""The strong 2♣ opener after the second negative (eighth set): a second suit as long as
the first is shown, not only a shorter one. Grouped by situation; each group names its book
(the ACBL SAYC System Booklet, revised 2006, where it speaks, else a standard textbook).
Our own hands; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- the 2♣ opener's second suit after the second negative ------------------------------------
# source: SAYC booklet, "Strong 2♣" (the opener's rebid is natural and forcing); Root,
#   "Commonsense Bidding": after the second negative the strong hand goes on describing
#   itself, a new suit forcing one round; the rebid of the first suit promises five.
AKQ4.K.AKJ7.KQ62     | 2C P 2D P 2S P 3C P | 3D  | 4-1-4-4, 23 HCP: four diamonds, not 3♠ on four
AKQ4.AKJ7.K.KQ62     | 2C P 2D P 2S P 3C P | 3H  | 4-4-1-4, 23 HCP: hearts as long as the spades
AKJ54.AKQ54.A2.5     | 2C P 2D P 2S P 3C P | 3H  | five-five in the majors: the hearts too
AKQJ5.AKQ4.A2.52     | 2C P 2D P 2S P 3C P | 3H  | five spades, four hearts: the second suit
"""

CASES = parse_table(TABLE)

test_strong_two_clubs_second_suit = book_calls_test(CASES)
