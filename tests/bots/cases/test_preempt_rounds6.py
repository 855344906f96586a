"""Partner's pre-empt when the opponents act over it: the responder's first call, the
pre-emptor after partner's redouble, and the redoubler once they run. Grouped by situation;
each group names its book (the SAYC booklet and the ACBL's SAYC notes where they speak,
else a standard textbook). Our own hands; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- responder when they double partner's weak two or pre-empt ----------------------------
# source: ACBL SAYC notes on weak twos: the responses keep their meaning over interference
#   (2NT still asks for a feature); raises stay pre-emptive (Bergen, the Law of Total
#   Tricks: three trumps to the three level, four to game); Root, "Commonsense Bidding":
#   the strong hand without a fit redoubles, the values are ours.
A54.Q84.AK52.K93     | 2H X    | 4H  | 16 HCP and three trumps: game, as without the double
A4.K84.AK52.Q932     | 3H X    | 4H  | 16 HCP and a doubleton over a seven-card pre-empt
Q54.K8.87652.J93     | 2S X    | 3S  | three trumps, weak: the pre-emptive raise
Q854.K8.87652.93     | 2S X    | 4S  | four trumps, weak and unbalanced: to the level of the fit
AK54.4.KQ52.A932     | 2H X    | XX  | 16 HCP, a singleton heart: redouble, the values are ours
AKJ4..KQ52.A9832     | 2H X    | XX  | 17 HCP, void in hearts: redouble
Q3.A43.KQ985.A43     | 2S X    | 2NT | 15 HCP with a doubleton: 2NT still asks for a feature
T843.K8.J852.T93     | 2H X    | P   | nothing to add
# --- responder when they overcall partner's weak two or pre-empt --------------------------
# source: as above; a double of their overcall is for penalty, four good cards in their
#   suit and values, since partner's pre-empt holds little defence outside his suit
#   (Root, "Commonsense Bidding"); over their no-trump overcall (15-18) 16 HCP double,
#   since our side then holds the balance (Goren: 21 of the 40 points).
A4.K842.AK52.Q93     | 2H 3C   | 4H  | 16 HCP and four trumps: game
Q854.K8.87652.93     | 2S 3D   | 4S  | four trumps, weak: pre-emptive game raise
Q54.K8.87652.J93     | 2S 3D   | 3S  | three trumps, weak: compete to the three level
K4.J32.AQT9.KJ93     | 2S 3D   | X   | four good diamonds and 15 HCP: penalty
K4.J3.Q9852.KJ93     | 2S 3D   | P   | diamonds not good enough to double, no fit
K43.A4.KQ52.AJ32     | 2S 2NT  | X   | 17 HCP against their 2NT: penalty
K43.A4.KQ52.J932     | 2S 2NT  | 3S  | 13 HCP: not enough to double their 2NT; compete
A54.K4.AQ852.K93     | 2H 2S   | 3NT | 16 HCP, spades stopped, a fit for hearts' tricks
# --- the pre-emptor after partner's redouble -----------------------------------------------
# source: Root, "Commonsense Bidding": the redoubler holds the balance of strength and
#   decides; the pre-emptor has told his story and passes.
KQJ976.84.832.54     | 2S X XX P  | P | partner decides
KQJ976.84.832.54     | 2S X XX 3C | P | partner decides, even over their escape
# --- the redoubler once they run ------------------------------------------------------------
# source: Root, "Commonsense Bidding": after the redouble the stronger side never lets them
#   play undoubled; three cards of their suit double it for penalty.
AK54.4.KQ52.A932     | 2H X XX 2S P P | X   | four spades: penalty
AK4.4.KQ52.A9832     | 2H X XX 3D P P | X   | four diamonds: penalty
# --- the pre-emptor answers the feature ask over their double -----------------------------
# source: ACBL SAYC notes: over interference 2NT still asks; with a maximum show an ace or
#   king outside, with a minimum rebid the suit.
KQJ976.K4.832.54     | 2S X 2NT P | 3H | 9 HCP and the king of hearts: the feature
KQJ976.84.832.54     | 2S X 2NT P | 3S | minimum: rebid the suit
"""


CASES = parse_table(TABLE)


test_expected_call = book_calls_test(CASES)
