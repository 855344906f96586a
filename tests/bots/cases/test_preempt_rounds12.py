"""Pre-empts, twelfth round: the weak-two bidder's answer to partner's forcing new suit and
the new suit's bidder placing the game after the raise of his minor, and the weak jump
overcaller over the advancer's new suit. Grouped by situation;
each group names its book (the ACBL SAYC System Booklet, revised 2006, where it speaks, else
a standard textbook). Our own hands; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- the weak-two bidder over partner's new suit ---------------------------------------------
# source: SAYC booklet: over a weak two a new suit is forcing one round; Root, "Commonsense
#   Bidding": the opener raises with three-card support or a doubleton honour, else rebids
#   his suit.
54.KQJ954.K43.54     | 2H P 3D P       | 4D  | three diamonds: raise
54.KQJ954.K4.543     | 2H P 3D P       | 4D  | a doubleton honour: raise
54.KQJ954.4.Q543     | 2H P 3D P       | 3H  | a singleton: rebid the hearts
# --- the new suit's bidder after the raise of his minor ------------------------------------
# source: Root, "Commonsense Bidding": the forcing new suit leaves the decision to its
#   bidder, who knows both hands; Goren: 26 points for a major game, 29 for a minor one, so
#   with two of partner's six-card major the ten-trick game is there, else five of the minor.
AK4.Q3.AKJ842.32     | 2H P 3D P 4D P  | 4H  | 17 HCP, two hearts: the 6-2 major game
A43.3.AKQJ42.A32     | 2H P 3D P 4D P  | 5D  | 18 HCP, a singleton heart: the minor game
K43.Q3.AKJ842.32     | 2H P 3D P 4D P  | P   | 14 HCP: no game opposite 5-10
4.Q84.AKQ975.K32     | 2S P 3D P 4D P  | P   | 14 HCP, a singleton spade: no minor game
AK4.A43.3.AKJ842     | 2D P 3C P 4C P  | 5C  | 19 HCP, a singleton diamond: the minor game
A3.KQ4.A3.AKJ842     | 2S P 3C P 4C P  | 4S  | 20 HCP, two spades: the 6-2 major game
A3.KQ4.43.AKJ842     | 2S P 3C P 4C P  | 4S  | 17 HCP, two spades: the 6-2 major game
# --- the weak jump overcaller over partner's new suit ----------------------------------------
# source: SAYC booklet: the weak jump overcall is like a weak two opening; Root, "Commonsense
#   Bidding": so the advancer's new suit is forcing one round, and the overcaller raises it
#   with three cards or a doubleton honour, else rebids his suit.
K3.AQT875.873.JT     | 1S 3H P 4D P    | 5D  | three diamonds: raise
K3.AQT875.87.JT3     | 1S 3H P 4D P    | 4H  | two small diamonds: rebid the hearts
KQJT75.3.873.J32     | 1C 2S P 3D P    | 4D  | three diamonds: raise
KQJT75.83.Q3.J73     | 1C 2S P 3D P    | 4D  | a doubleton queen: raise
KQJT75.83.3.J732     | 1C 2S P 3D P    | 3S  | a singleton: rebid the spades
"""

CASES = parse_table(TABLE)


test_expected_call = book_calls_test(CASES)
