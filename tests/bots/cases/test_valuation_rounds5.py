"""Hand valuation where the count decides the call: honours in short suits counted once.
Grouped by situation; each group names its book. Our own hands; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- responder's raise with a singleton honour ------------------------------------------
# source: Goren's point count (dummy points: void 5, singleton 3, doubleton 1; deduct one
#   point for a singleton king, queen or jack: the honour and the ruff are the same card);
#   SAYC booklet: single raise 6-10 dummy points, limit raise 10-12, more bids a new suit.
K874.Q932.K.8652     | 1H P            | 2H  | 8 HCP, singleton king: 10 dummy points, not 11
K874.Q932.A.8652     | 1H P            | 3H  | 9 HCP, a singleton ace counts in full: 12, limit
QT74.J.KJ862.K43     | 1S P            | 3S  | 10 HCP, singleton jack: 12, the limit raise
K8743.Q.A862.J52     | 1S P            | 3S  | 10 HCP, singleton queen: 12, the limit raise
7643.KQJ.QJ742.Q     | 1H P            | 3H  | 11 HCP, three trumps, singleton queen: 12
# --- the opener raising responder's major with a singleton honour -------------------------
# source: Goren's point count (the singleton king, queen or jack one point less); SAYC
#   booklet: opener raises responder's major to two with 13-15 points, to three with
#   16-18, to game with 19 or more, shortness counted 3/2/1.
KQ84.AK973.Q.943     | 1H P 1S P       | 2S  | 14 HCP, singleton queen: 15, the single raise
AQ84.AKJ73.K.943     | 1H P 1S P       | 3S  | 17 HCP, singleton king: 18, invite, not game
# --- the opener's losing-trick count after a single raise: queens without aces -------------
# source: Klinger, "The Modern Losing Trick Count": the single raise shows about nine losers,
#   five losers bid game and six invite; a queen heading its suit (Q-x-x) is a winner only
#   when an ace elsewhere balances it, so an aceless hand of queens and jacks has a loser
#   more than the plain count says.
KQJ4.KQJ54.Q42.5     | 1H P 2H P       | 3H  | 14 HCP, no ace: Q-x-x a loser, six: invite
AQJ4.KQJ54.Q42.5     | 1H P 2H P       | 4H  | the ace balances the queen: five losers, game
"""


CASES = parse_table(TABLE)


test_expected_call = book_calls_test(CASES)
