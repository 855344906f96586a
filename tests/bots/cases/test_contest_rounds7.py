"""Pre-empts, overcalls and balancing: the opening pre-empt by seat and vulnerability, the
responses and the pre-emptor's rebids, the overcall and its advance, the overcall over
their pre-empt, and the pass-out seat. Grouped by situation; each group names its book
(the ACBL SAYC System Booklet, revised 2006, where it speaks, else a standard textbook).
Our own hands; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- weak twos by seat ----------------------------------------------------------------------
# source: SAYC booklet: weak twos 5-11 HCP and a good six-card suit; as taught with it (Root,
#   "Commonsense Bidding"; Klinger): in first and second seat no four-card side major and no
#   void, since partner may still hold the hand for game; in third seat, partner having
#   passed, the pre-empt takes those liberties.
AQJ976.8432.83.4     | P P     | 2S  | third seat: 7 HCP, a four-card heart side suit is allowed
KJT976.8432.K3.4     | P P     | 2S  | vul=both third seat: 7 HCP, a side four-card major
AQJ976.8432.83.4     | P       | P   | second seat: 7 HCP with four hearts, no weak two
KQJ976..8432.654     | -       | P   | first seat: 6 HCP with a void, no weak two
KQJ976..8432.654     | P P     | 2S  | third seat: 6 HCP, the void no longer bars it
4.KQT976.843.K32     | -       | 2H  | first seat: 8 HCP, a good six-card heart suit
KQJ976.84.832.54     | P P P   | P   | fourth seat: 6 HCP, pass the deal out
# --- three- and four-level pre-empts ---------------------------------------------------------
# source: SAYC booklet: three-level openings pre-emptive, a seven-card suit; Goren's rule of
#   2-3-4 (down two vulnerable against not, three at equal, four favourable); four of a
#   major with eight cards; a weak two vulnerable wants a good suit or more values.
KQT9876.4.832.54     | -       | 3S  | 5 HCP, seven spades, not vulnerable
4.54.KQJ9854.J32     | -       | 3D  | 7 HCP, seven diamonds
KQJT9876.4.832.4     | -       | 4S  | 6 HCP, eight spades
5.QJT98742.K3.54     | -       | 4H  | 6 HCP, eight hearts, not vulnerable: the game
5.QJT98742.K3.54     | -       | 3H  | vul=NS 6 HCP, eight hearts vulnerable against not: 3H
KJ9865.84.A32.54     | -       | 2S  | vul=NS 8 HCP, a fair suit and values: vulnerable 2S
QT9865.84.A32.54     | -       | P   | vul=NS 6 HCP, a poor suit vulnerable against not: pass
# --- responses to a weak two and the opener's rebids ------------------------------------------
# source: SAYC booklet: 2NT is the only forcing response, the opener with a minimum rebids
#   his suit, with a maximum shows a feature (an ace or king), with a solid suit 3NT; a new
#   suit forces one round (RONF) and the opener raises with support; the responder, who
#   asked, places the contract and the pre-emptor passes his game; Bergen's Law of Total
#   Tricks for the pre-emptive raises.
Q854.5.K8652.932     | 2S P    | 4S  | 5 HCP, four trumps and a singleton: to the level of the fit
Q85.54.K8652.932     | 2S P    | 3S  | 5 HCP, three trumps: the pre-emptive raise
KQJ976.K4.832.54     | 2S P 2NT P | 3H  | 9 HCP, a maximum with the king of hearts: the feature
KQJ976.84.832.54     | 2S P 2NT P | 3S  | 6 HCP: a minimum rebids the suit
AKQ976.84.832.54     | 2S P 2NT P | 3NT | 9 HCP, a solid suit: 3NT
KQJ976.K84.32.54     | 2S P 3H P  | 4H  | 9 HCP, three hearts: raise partner's forcing new suit
KQJ976.K4.832.54     | 2S P 2NT P 3H P 3NT P | P | 9 HCP: partner asked, then placed the game
KQJ976.4.832.K54     | 2S P 3H P 3S P 3NT P  | P | 9 HCP: partner chose 3NT knowing my hand
KQJ976.84.832.54     | 2S P 2NT P 3S P 4S P  | P | 6 HCP: game bid over my minimum, pass
# --- responses to a three-level pre-empt -------------------------------------------------------
# source: SAYC booklet (pre-empts); Root, "Commonsense Bidding": opposite a seven-card
#   pre-empt count tricks; game in the major with three fast tricks, 3NT over a minor with
#   the other suits stopped and an ace or king of his suit to run it; a good six-card
#   major of one's own and no fit: its game, to play.
A5.AK54.A852.932     | 3S P    | 4S  | 15 HCP, three aces and a king: game
KQ4.AJ3.KQ52.K93     | 3C P    | 3NT | 18 HCP, every suit stopped: 3NT over the minor
A54.KJ5.K85.QJ43     | 3D P    | 3NT | 14 HCP, the king of diamonds: his suit runs, all stopped
A54.KJ5.QJ43.K85     | 3C P    | 3NT | 14 HCP, the king of clubs: his suit runs, all stopped
A54.KJ5.Q85.QJ43     | 3D P    | P   | 13 HCP, no top honour in diamonds: his suit may not run
AKQJ85.5.A852.43     | 3H P    | 4S  | 14 HCP, a solid six-card spade suit: the game in it
AKQJ85.5.A852.43     | 3C P    | 4S  | 14 HCP, solid spades and two clubs: to play
AKJ985.5.A852.43     | 3H P    | P   | 12 HCP, a misfit: let the pre-empt play
# --- direct overcalls at the one and two level ------------------------------------------------
# source: SAYC booklet: overcalls 8-16 (a good suit at the two level), 1NT overcall 15-18
#   with a stopper, jump overcalls weak (six cards a single jump, seven the double jump,
#   eight a major's game: the pre-empt one would open, Root); a poor suit at the two level
#   passes.
KQJ95.84.A32.654     | 1D      | 1S  | dealer=E 10 HCP, a good five-card spade suit
54.KJ854.A32.654     | 1S      | P   | dealer=E 8 HCP, a poor suit for the two level
KJ4.AQ3.KQ52.J93     | 1H      | 1NT | dealer=E 16 HCP, balanced, hearts stopped
KQJ976.84.832.54     | 1C      | 2S  | dealer=E 6 HCP: the weak jump overcall
4.84.KQJ9854.J32     | 1H      | 3D  | dealer=E 7 HCP, seven diamonds: the weak jump
KQJ9765.84.32.54     | 1C      | 3S  | dealer=E 6 HCP, seven spades: the double jump, a 3S opening
4.KQJ9765.832.54     | 1C      | 3H  | dealer=E 6 HCP, seven hearts: pre-empt at the three level
KQJ97654.84.3.54     | 1D      | 4S  | dealer=E 6 HCP, eight spades: the game, a 4S opening
KQJ976.84.832.54     | 1D      | 2S  | dealer=E 6 HCP, six spades: the single jump
# --- overcalls over their weak two or three-level pre-empt ------------------------------------
# source: Root, "Commonsense Bidding": over a pre-empt bid what you expect to make; a good
#   six-card major is bid, not doubled (the double would have partner answer in a minor);
#   the double shows the shape for the unbid suits, over a major above all four of the
#   other major; 2NT natural 15-18 with a stopper.
4.AKQJ83.A52.932     | 3S      | 4H  | dealer=E 14 HCP, a solid six-card heart suit
AK4.AQJ983.K3.54     | 2S      | 3H  | dealer=E 17 HCP, six good hearts: bid them, not 2NT
AKJ983.K4.A52.32     | 2H      | 2S  | dealer=E 15 HCP, six good spades: 2S, not 2NT
KQ4.AJ3.KJ52.Q93     | 2S      | 2NT | dealer=E 16 HCP, balanced, spades stopped
4.KQ83.AJ52.K932     | 2S      | X   | dealer=E 13 HCP, short spades, the other suits
A4.KJ43.A2.Q6543     | 2S      | X   | dealer=E 14 HCP, four hearts: double, two diamonds will do
KJ43.A4.A2.Q6543     | 2H      | X   | dealer=E 14 HCP, four spades, short hearts: double
A4.KJ43.A2.Q6543     | 3S      | X   | dealer=E 14 HCP, four hearts over their 3S: double
# --- advancing an overcall, and the overcaller after a cue-bid raise -------------------------
# source: SAYC booklet: the single raise 8-10 (about), the cue-bid a limit raise or better,
#   the jump raise pre-emptive, 1NT 8-11 with a stopper; Root, "Commonsense Bidding": after
#   the cue-bid the overcaller with no more than his overcall promised rebids his suit at
#   the cheapest level (a two-level overcall promises 11 or so, so 12 is no extra).
K54.K843.832.Q54     | 1D 1S P | 2S  | dealer=W 8 HCP, three trumps: the single raise
K854.8432.3.Q854     | 1D 1S P | 3S  | dealer=W 5 HCP, four trumps: the pre-emptive jump raise
43.K84.AQ3.J8543     | 1D 1S P | 1NT | dealer=W 10 HCP, diamonds stopped
KJ954.84.A32.654     | 1D 1S P 2D P | 2S | dealer=W 8 HCP: a minimum rebids the suit
54.AK5.KQJ85.654     | 1S 2D P 2S P | 3D | dealer=W 13 HCP: a two-level overcall's minimum
54.KQJ85.AK5.654     | 1S 2H P 2S P | 3H | dealer=W 13 HCP: minimum, partner decides
# --- the pass-out seat over a one-level opening ------------------------------------------------
# source: SAYC as taught (Lawrence on balancing; Root): 1NT 11-14 with a stopper, the
#   double lighter, a jump overcall intermediate; with 19-21 balanced the jump to 2NT,
#   which in the pass-out seat is natural (the double then 1NT is 15-18).
KQ4.A3.AK52.QJ93     | 1H P P  | 2NT | dealer=W 19 HCP, balanced, hearts stopped
KQ4.AJ3.AK52.KJ9     | 1C P P  | 2NT | dealer=W 21 HCP, balanced, clubs stopped
K54.KQ43.A8.Q954     | 1C P P  | 1NT | dealer=W 14 HCP, balanced, clubs stopped
K4.843.AQJ852.K4     | 1S P P  | 3D  | dealer=W 13 HCP, six good diamonds: intermediate jump
A4.KJ43.A2.Q6543     | 2S P P  | X   | dealer=W 14 HCP, four hearts, short spades: reopen, double
Q54.843.K852.J93     | 1H P P  | P   | dealer=W 6 HCP and three hearts: let them play
# --- the pass-out seat over their fit --------------------------------------------------------
# source: Lawrence on balancing: when they find a fit and stop at the two level, the
#   pass-out seat competes: the double with shortness in their suit, a five-card suit.
K54.4.AJ52.Q9432     | 1H P 2H P P | X  | dealer=W 10 HCP, a singleton heart
KT854.84.K52.Q54     | 1H P 2H P P | 2S | dealer=W 8 HCP, five spades
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)
