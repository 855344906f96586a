"""Slam in the later rounds: the quantitative 4NT over partner's no-trump answer to a force,
the long-trump hand that asks for aces after partner's raise, the strong 2♣ opener over a
positive raise, and the Blackwood replies and decisions that follow. Grouped by situation;
each group names its book (the SAYC booklet where it speaks, else a standard textbook). Our
own hands; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- 4NT raising partner's 3NT over a forcing new suit (no suit agreed) ------------------
# source: SAYC booklet, "Notrump opening bids": 4NT over partner's no-trump is quantitative;
#   Goren: 33 points for a small slam, so opposite 15-17 the invitation is 16-17 and the
#   opener's 3NT over a forcing three-level suit is still his 15-17 (no answer is wider).
AK4.KQ3.K52.J954     | 1NT 2S 3C P 3NT P       | 4NT | 16 HCP: 31-33 together, invite
AJ9.AK76.872.KJ2     | P 1NT 2S 3S P 3NT P     | 4NT | 16 HCP after the cue-bid dealer=N
AK4.KQ3.K52.Q954     | 1NT 2S 3C P 3NT P       | 4NT | 17 HCP: still an invitation
AK4.KQ3.Q52.J954     | 1NT 2S 3C P 3NT P       | P   | 15 HCP: 30-32, no slam
AK2.765.Q62.AK54     | 1NT 2S 3C P 3NT P 4NT P | P   | opener's 16 opposite 16-17: declines
KJ4.AQ32.KJ5.Q54     | 1NT P 2C P 2D P         | 4NT | 16 HCP, Stayman denied: invite
# --- the hand whose suit partner raised counts its long trumps before Blackwood ----------
# source: Goren, "Point Count Bidding": after partner's raise the bidder of the suit revalues
#   (HCP, short suits, one point for each trump past the fourth); 33 together for a small
#   slam, and with a fit the strong hand checks aces with Blackwood (SAYC booklet, 4NT).
K52.AQ7643.A82.K     | 1C P 1H P 2H P          | 4NT | 16 HCP, six hearts, a singleton: 33+
A5.KQJ862.A3.K94     | 1D P 1H P 2H P          | 4NT | 17 HCP, six hearts, two doubletons
AKJ976.A4.K532.3     | 1D P 1S P 2S P          | 4NT | 15 HCP, six spades, a singleton
KQ5.AJ974.K52.84     | 1C P 1H P 2H P          | 4H  | 13 HCP, five hearts: game only
AQ5.AJ974.K52.84     | 1C P 1H P 2H P          | 4H  | 14 HCP, five hearts: 16, game only
AKJ843.K5.A72.Q3     | 1S P 2S P               | 4S  | 17 HCP opposite 6-10: no slam
AKQ72.KJ4.A3.Q95     | 1S P 2S P               | 4S/3S | 19 HCP, five spades: game, no slam
# --- the jump-shifter after opener's raise ----------------------------------------------
# source: SAYC booklet: a jump shift is strong and forces to game; Goren: with the fit found
#   and 33 together (the opening counted as 13, Goren) the strong hand asks for aces.
#   The raise of the jump shift does not narrow the opening: it counts as an opening.
AQJ52.K3.AJ5.KQ3     | 1H P 2S P 3S P          | 4NT | 20 HCP, five spades: slam values
KQT42.T6.AJ.AKT4     | 1H P 2S P 3S P          | 4NT | 17 HCP, five spades, two doubletons
KQ942.Q63.A2.AK4     | 1H P 2S P 3S P          | 4NT | 18 HCP, five spades, a doubleton
AKQ52.K83.A5.K83     | 1H P 2S P 3H P          | 4NT | 19 HCP, three hearts to his six
AKQ52.K83.A5.K83     | 1H P 2S P 3H P 4NT P 5D P | 6H | one ace missing
AKQ52.K83.A5.K83     | 1H P 2S P 3H P 4NT P 5C P | 5H | two aces missing
# --- the major jump-shifter after opener's rebid in a minor: the long suit before 3NT ----
# source: Root, "Commonsense Bidding": the jump-shifter's rebid of his suit shows it long and
#   strong, forcing; SAYC booklet: a jump shift suggests slam, so the trumps are set first.
#   A poor six-card suit with the other suits stopped still bids 3NT (and a long minor is
#   tricks for 3NT: test_responder_rounds6.py).
AKQ752.K3.A5.K83     | 1H P 2S P 3C P          | 3S  | 19 HCP, AKQ sixth
AKJ852.A3.K4.A53     | 1D P 2S P 3D P          | 3S  | 19 HCP, AKJ sixth over his diamond rebid
AJ7542.KQ.AQ5.K3     | 1H P 2S P 3C P          | 3NT | 19 HCP, a poor suit, diamonds held
# --- the strong 2C opener over partner's positive raise ----------------------------------
# source: SAYC booklet, "Strong 2C": 2D waits, then responder's raise shows support and some
#   values; Goren's 33 with the opener's six-card suit counted, Blackwood to check aces.
A4.AKQJ52.KQ5.A3     | 2C P 2D P 2H P 3H P     | 4NT | 23 HCP, six solid hearts
K83.Q64.A852.J73     | 2C P 2D P 2H P 3H P 4NT P | 5D | one ace
A4.AKQJ52.KQ5.A3     | 2C P 2D P 2H P 3H P 4NT P 5C P | 6H | 5C is none (I hold three)
# --- the replies and the asker's decision ------------------------------------------------
# source: SAYC booklet, "Blackwood": 5C 0 or 4, 5D 1, 5H 2, 5S 3; the asker stops at five
#   with two aces missing and bids six with one missing.
AQJ.J952.65.AQ93     | 1C P 1H P 2H P 4NT P    | 5H  | two aces
QT84.K3.AQJ4.K52     | 1D P 1S P 2S P 4NT P    | 5D  | one ace
K52.AQ7643.A82.K     | 1C P 1H P 2H P 4NT P 5D P | 6H | one ace missing
K52.AQ7643.A82.K     | 1C P 1H P 2H P 4NT P 5C P | 5H | two aces missing
AKJ976.A4.K532.3     | 1D P 1S P 2S P 4NT P 5C P | 5S | two aces missing
AKJ976.A4.K532.3     | 1D P 1S P 2S P 4NT P 5D P | 6S | one ace missing
"""

CASES = parse_table(TABLE)


test_expected_call = book_calls_test(CASES)
