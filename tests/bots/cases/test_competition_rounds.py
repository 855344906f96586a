"""Textbook cases of the later rounds of contested auctions, grouped by situation, each group
headed by the rule it comes from (the ACBL SAYC System Booklet, revised 2006, where it
speaks; a named standard textbook where it is silent). The hands are our own.

Each line: hand (PBN, spades first) | auction so far, from the dealer | expected call (``A/B``
where the books accept either) | the reason, with optional settings ``dealer=E``, ``vul=EW``
(none/NS/EW/both) and ``ps=0,60`` (NS, EW part-scores below the line)."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- opener after partner's redouble of their takeout double -------------------------------
# SAYC booklet, "Redouble": responder's redouble shows 10+ HCP; later doubles by either
# partner are for penalty. Root & Pavlicek (Modern Bridge Conventions) and Grant (Bridge
# Basics 2): after the redouble opener passes (forcing) to let partner double; he doubles
# with four good cards in their suit and rebids his suit only with six and a minimum.
A8.A97652.Q2.J62      | 1H X XX 1S       | 2H  | six hearts, minimum, little defence
J5.AJT54.QT2.A83      | 1H X XX 1S       | P   | nothing to add: pass, forcing
AJ5.KQT54.Q2.A83      | 1H X XX 2C       | P   | extra values but no clubs: pass, partner doubles
KQ43.KJ752.Q2.J6      | 1H X XX 1S       | X   | four good spades: penalty
Q6.AK854.Q2.KJT3      | 1S X XX 2C       | X   | four good clubs: penalty
# --- the redoubler's second call ----------------------------------------------------------
# Same sources: opener's pass is forcing; the redoubler doubles with length or honours in
# their suit, raises with a fit (a jump invites, game with 13+), bids no-trump with their
# suit stopped; he never lets them play undoubled at the one or two level.
A43.K8.K9653.J94      | 1H X XX 1S P P   | X   | ace third of spades: penalty
K32.K7.QJ84.Q765      | 1H X XX 2C P P   | X   | four clubs, no fit: penalty
AQJ73.KT7.T732.5      | P P 1H X XX 1NT P P | X | balance of strength: double dealer=W
9.KJ7.KJ84.QT652      | 1H X XX 1S P P   | 3H  | three-card limit raise: the jump invites
9.KJ7.AJ84.KQ652      | 1H X XX 1S P P   | 4H  | three trumps, a singleton and 13 points: game
# --- opener after a negative double when they raise ---------------------------------------
# Bergen (Better Bidding with Bergen 2) and the Law of Total Tricks (Cohen): over their
# raise opener's pass shows a minimum with nothing to add; four cards in the suit the
# double showed compete at the three level, game with extra values; a six-card suit or a
# five-five hand is shown, 3NT with their suit stopped and a strong balanced hand.
K4.QJ73.A72.KJ85      | 1C 1S X 2S       | 3H  | four hearts, minimum: compete at the three level
A4.KQ73.AK72.Q85      | 1C 1S X 2S       | 4H  | four hearts and 17 points: game
AQ4.K3.KJ72.A853      | 1C 1S X 2S       | 3NT | 18 HCP, spades stopped
A4.K3.KJ72.QJ853      | 1C 1S X 2S       | P   | minimum without hearts: nothing to add
A9..AJ643.AKT964      | 1C 1H X 3H       | 4C  | six-five in the minors, 16 HCP: bid on
5.A7.KQ952.KQ632      | 1D 1S X 3S       | 4C  | five-five in the minors: show the second suit
A4.KQ73.AK72.Q85      | 1D 1S X 3S       | 4H  | four hearts and 17 points at the four level
# --- the negative doubler after opener's answer --------------------------------------------
# SAYC booklet: the negative double promises values, not a maximum; Root (Commonsense
# Bidding): with opening values opposite an opening bid, bid game (26 points); 11-12
# invite. Opener's cheapest answer shows 12-15, his jump 16-18, 1NT 12-14 with a stopper.
52.KQ83.A72.KJ53      | 1C 1S X P 2H P   | 4H  | 13 points and a fit: game
KJ4.KQ83.72.K953      | 1D 1S X P 2H P   | 4H  | 13 HCP and a fit: game
52.KQ83.A72.Q953      | 1C 1S X P 2H P   | 3H  | 11 points: invite
52.Q983.K72.J953      | 1C 1S X P 2H P   | P   | 7 points: opener has a minimum
A82.KJ3.AQ72.Q53      | 1D 1S X P 1NT P  | 3NT | 16 HCP opposite 12-14: game
# --- the overcaller when they bid again over partner's silence ------------------------------
# Root (Commonsense Bidding) and the Law of Total Tricks (Cohen): a six-card suit competes
# once more at the cheapest level with playing strength; a long suit with three or four
# losers bids the game itself.
.AKJT96543.3.AJ3      | 1S 2H 3S P P     | 4H  | nine hearts, four losers: game
K5.AQJT96.K32.32      | 1S 2H 2S P P     | 3H  | six good hearts: compete once more
# --- the takeout doubler's second call with a very strong hand ------------------------------
# Grant (Bridge Basics 2) and Root (Commonsense Bidding): the doubler's 1NT shows 18-20,
# the jump to 2NT 21-22 with their suit stopped; stronger balanced hands bid 3NT; a strong
# hand with no suit or no-trump to bid cue-bids their suit, forcing.
AQ4.KQ3.AK4.KJ32      | 1D X P 1H P      | 2NT | 21 HCP balanced, diamonds stopped
AKJ.KQ3.AQ43.A32      | 1D X P 1S P      | 3NT | 24 HCP balanced, diamonds stopped
AK.KJ3.AKQ43.A32      | 1D X P 1S P      | 3NT | 24 HCP, diamonds held twice over
# --- the takeout doubler after a free answer --------------------------------------------
# Bergen (Better Bidding with Bergen 2): when they raise and partner still answers, his
# free bid shows values; the doubler raises with four trumps by strength (game with 16+
# points where the raise is the game) and passes a minimum.
AKQT.K543.J8.KT6      | 1D X 3D 3H P     | 4H  | 16 HCP and four trumps: game
AKQ.8764.K8.JT54      | 1S X 2S 3H P     | P   | 13 HCP: a minimum double, pass
AKQT.K543.J8.KT6      | 1D X 2D 2H P     | 3H  | 16 points and four trumps: raise once
# --- answering a takeout double above the two level ---------------------------------------
# SAYC booklet: advancer's jump shows 9-11, with 12+ he cue-bids or bids game. Over a
# three-level bid no jump is left below game: with a five-card major and 9+ HCP the
# advancer bids the game himself (Root, Commonsense Bidding: over pre-empts bid what you
# think you can make).
K8.AJ852.42.Q854      | 3D X P           | 4H  | five hearts and 10 HCP
K8.AJ852.42.Q854      | P 1S 3D P P X P  | 4H  | five hearts and 10 HCP after the reopening double
Q843.76.K52.J843      | 3D X P           | 3S  | six points: the cheapest answer
"""


CASES = parse_table(TABLE)


test_expected_call = book_calls_test(CASES)
