"""Slam asks and the strong 2♣ auction, twelfth round: guard cases for the calls whose public
HCP range is wide. The asker's range is what Goren's count lets it be (33 together for a
small slam, with shortness and a long suit's length counted), so a floor on the ask that
left the long suit's length out would lose the slam of the first case. Grouped by
situation; each group names its book. Our own hands; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- responder with a long suit raised by the opener ------------------------------------------
# source: Goren's point count: 33 points together for a small slam, 26 for game; the long
#   suit counts a point for each card past the fourth, a singleton two (Goren); SAYC booklet:
#   4NT asks for aces once the fit is found.
J.AQJ96532.KQ3.8     | 1S P 2H P 3H P | 4NT | 13 HCP, eight hearts raised, two singletons: slam
2.AKJ54.KQ2.AQ43     | 1C P 1H P 2H P | 4NT | 18 HCP, a singleton, partner raised: ask for aces
2.AKJ54.K32.QJ32     | 1C P 1H P 2H P | 4H  | 14 HCP: game, not slam
# --- the strong 2♣ opening and its waiting answer ---------------------------------------------
# source: SAYC booklet, "Strong 2♣": 2♦ is the waiting answer; opener's suit after it is
#   natural and game forcing.
AKQJ32.A2.AK3.K2     | 2C P 2D P | 2S | 23 HCP and six spades: the suit, game forcing
K2.Q32.J432.5432     | P P 2C P  | 2D | 6 HCP, a passed hand: waiting
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)
