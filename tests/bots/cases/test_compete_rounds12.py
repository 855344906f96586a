"""Competitive game decisions, twelfth round: the pre-emptor after partner's raise when they
compete, the feature ask answered, and (below) how high to go with a fit once they compete.
Grouped by situation; each group names its book (the ACBL SAYC System Booklet, revised 2006,
where it speaks, else a standard textbook). Our own hands; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- the pre-emptor when they compete over partner's raise or pass ----------------------------
# source: Root, "Commonsense Bidding", and Bergen, "Better Bidding with Bergen": the pre-emptor
#   has described his hand within a narrow range and never bids again unless partner invites
#   him; partner, who knows both hands, decides whether to compete, double or sacrifice.
AQJ976.5.KJ54.32     | 2S 3H 3S 4H | P | a maximum weak two: partner decides over their game
KQJ976.5.Q854.J3     | 2S P 4S 5H  | P | partner's game raise: he decides over 5H vul=EW
5.KQJ976.Q854.J3     | 2H 2S 3H 3S | P | the raise to three was pre-emptive: no more hearts vul=EW
5.Q54.KQJ976.J32     | 2D 2S 3D 3S | P | a weak two in diamonds raised: pass vul=EW
AKJ976.5.K854.32     | 2S X 3S 4H  | P | their double, partner's raise, their game: pass
AQJ976.5.KJ54.32     | 2S 3H P P   | P | partner passed 3H: a maximum does not bid again
5.KQJ976.AJ54.32     | 2H 2S P P   | P | partner passed 2S: no second heart bid
KQJ97654.5.Q85.3     | 4S 5H P P   | P | eight spades, favourable: no sacrifice of his own vul=EW
AKJ976.5.K854.32     | 2S 3H X P   | P | partner's double is for penalty: leave it in
KQJ9765.5.Q85.43     | 3S 4H 4S 5H | P | a pre-empt raised to game: pass over 5H vul=EW
# --- the weak-two bidder's partner after the feature reply ------------------------------------
# source: SAYC booklet: 2NT over a weak two asks for a feature; with a maximum the opener
#   shows an ace or king, with a minimum he rebids his suit. Root: with a fit, 16+ opposite a
#   maximum is a game; opposite a minimum the responder signs off.
K54.Q87.AK93.AJ4     | 2S P 2NT P 3H P | 4S | 17 HCP, three spades, a maximum shown: game
Q54.A87.AQ93.AJ4     | 2S P 2NT P 3D P | 4S | 17 HCP, three trumps: the game
A54.K87.KQ93.AJ4     | 2H P 2NT P 3C P | 4H | 17 HCP, three hearts, his club feature: game
K54.Q87.AJ93.K54     | 2S P 2NT P 3S P | P  | 14 HCP opposite a minimum: stop
# --- the opener after responder's cue-bid raise of his major ---------------------------------
# source: SAYC booklet: over an overcall the cue-bid of their suit shows a limit raise or
#   better; Goren: the opener accepts a limit raise with 15 points, his shortness counted
#   (void 3, singleton 2, doubleton 1), and with a minimum rebids his suit.
AQ754.K43.Q32.K2     | 1S 2H 3H P | 4S | 14 HCP and a doubleton: 15 points, accept
AJT82.AQ65.82.Q7     | 1S 2C 3C P | 4S | 13 HCP and two doubletons: 15 points, accept
5.AQJ54.KQ32.Q32     | 1H 2C 3C P | 4H | 14 HCP and a singleton: accept
AQ754.K43.Q32.J2     | 1S 2H 3H P | 3S | 12 HCP and a doubleton: a minimum
KQ754.A43.Q32.32     | 1S 2D 3D P | 3S | 11 HCP: the minimum rebid
AKQ54.A43.Q32.32     | 1S 2D 3D P | 4S | 15 HCP: game
KQ9754.A4.Q32.32     | 1S 2D 3D P | 3S | 11 HCP, six spades: 14 points, still a minimum
# --- the bidder whose major partner raised, when they bid again -----------------------------
# source: Bergen, "Better Bidding with Bergen", and Cohen, "To Bid or Not to Bid" (the Law
#   of Total Tricks): in a contested part-score compete to the level of the trumps held
#   together; nine trumps (my six and the raise's three) bid three over their three, eight
#   let them play it.
KQJ954.K32.32.32     | 1D 1S 2D 2S 3D    | 3S | six spades and the raise's three: nine trumps
KQJ954.K32.32.32     | 1C 1S 2C 2S 3C    | 3S | nine trumps over their three clubs
AQT965.K32.32.32     | 1H 1S 2H 2S 3H    | 3S | nine trumps: compete over their three hearts
KQJ54.K432.32.32     | 1D 1S 2D 2S 3D    | P  | five spades and three: eight, let them play three
AQT65.K432.32.32     | 1H 1S 2H 2S 3H    | P  | eight trumps: defend three hearts
Q5.KJ954.K32.432     | 1C P 1H 1S 2H 2S  | 3H | five hearts and the opener's four: nine
Q3.KQ976.K84.J63     | 1C 1D 1H 2C 2H 3D | 3H | nine hearts: compete over their three diamonds
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)
