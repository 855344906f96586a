"""Doubles in the first rounds: the takeout double and its advances, the doubler's second
call, negative doubles and the responder's other calls over an overcall, the opener after a
negative double and the responder after the opener's reopening double. Grouped by situation;
each group names its book (the SAYC booklet where it speaks, else a standard textbook). Our
own hands; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- the takeout double of a one-level opening -----------------------------------------------
# source: SAYC booklet (the takeout double: opening values, short in their suit, support for
#   the unbid suits; with 17+ any shape, planning to bid again); Root, "Commonsense Bidding".
KJ84.3.AQ72.K985     | 1H  | X   | 13 HCP, 4-1-4-4, a singleton heart
3.KQ85.AJ72.Q984     | 1S  | X   | 12 HCP, a singleton spade, four hearts
KQ85.J2.AQ94.K32     | 1H  | X   | 15 HCP, four spades, a doubleton heart
AK98.QJ76.K5.872     | 1C  | X   | 13 HCP, both majors
AKJ85.4.KQ3.A985     | 1H  | X   | 17 HCP and five spades: too strong to overcall
# --- the takeout double of a weak two and of a three-level pre-empt -----------------------------
# source: SAYC booklet (doubles of pre-empts are for takeout); Root: over a pre-empt, the
#   shape of a takeout double and a sound opening hand.
AQ73.4.KJ85.KT93     | 2H  | X   | 13 HCP, a singleton heart dealer=E
4.AJ82.KQ74.A953     | 2S  | X   | 14 HCP, a singleton spade dealer=E
AQ85.KJ94.2.AJ73     | 3D  | X   | 15 HCP, both majors, a singleton diamond dealer=E
KQ85.AJ93.KJ72.5     | 3C  | X   | 14 HCP, a singleton club dealer=E
# --- the double after they bid two suits ----------------------------------------------------
# source: SAYC booklet (a double of a one-level response is takeout: the other two suits).
2.AQ85.K73.KJ974     | 1D P 1S | X | 13 HCP, hearts and clubs, short spades
# source: Root, "Commonsense Bidding" (with length in their suit and nothing to bid, leave
#   the double in): a singleton in each suit the double asks for, five of their trumps.
KT874.9.T97642.J     | 1D P 1S X P | P | 4 HCP, one heart, one club, five spades
# --- the advancer: the cheapest answer, the jump, no-trump, the cue-bid, the penalty pass -----
# source: SAYC booklet (0-8 bid at the cheapest level, 9-11 jump, 12+ cue-bid); Root,
#   "Commonsense Bidding" (1NT 6-10, 2NT 11-12, 3NT 13-16, with their suit stopped; pass a
#   one-level double only with long, strong trumps).
8643.J72.843.Q95     | 1D X P | 1S  | 3 HCP: four spades at the cheapest level
84.963.Q8742.J95     | 1H X P | 2D  | 3 HCP and five diamonds, no four-card major
J62.QT72.843.K92     | 1C X P | 1H  | 6 HCP, four hearts
Q72.KJ9.Q862.J73     | 1H X P | 1NT | 9 HCP, hearts stopped, no four spades
Q72.AJ9.K862.Q73     | 1H X P | 2NT | 12 HCP, hearts stopped, no four spades
Q72.K83.J862.AJ9     | 1C X P | 2NT | 11 HCP, clubs stopped, no four-card major
KQ985.A73.J82.84     | 1C X P | 2S  | 10 HCP and five spades: the jump
84.84.KJ9.AQ9876     | 1H X P | 3C  | 10 HCP and six clubs: the jump
963.KQ74.AJ5.832     | 1S X P | 3H  | 10 HCP and four hearts: the jump
AQ84.K962.73.K82     | 1D X P | 2D  | 12 HCP, both majors: the cue-bid
8.K73.J82.AKQT84     | 1C X P | P   | six strong clubs: convert to penalty
# --- the advancer when the responder acts --------------------------------------------------
# source: Root, "Commonsense Bidding": after the responder bids the advancer is no longer
#   forced; a free bid shows some values, over a redouble bid a suit to help the doubler.
842.963.Q742.J95     | 1H X 1S | P   | 3 HCP: nothing to say
842.K63.KJ842.95     | 1H X 1S | 2D  | 7 HCP and five diamonds: a free bid
8642.963.Q742.95     | 1H X XX | 1S  | after the redouble: the four-card spade suit
KJ84.73.Q962.J83     | 1H X 2H | 2S  | 7 HCP and four spades: compete
# --- the takeout doubler when they redouble and partner passes --------------------------------
# source: Root, "Commonsense Bidding": after the redouble partner's pass names no suit; their
#   side has the values and the redoubled contract would make, so the doubler runs to his
#   cheapest four-card suit and partner corrects if he can.
AQ73.KJ84.5.A932     | 1D X XX P P | 1H  | 14 HCP, four hearts: the cheapest four-card suit
AQ73.KJ8.52.A932     | 1D X XX P P | 1S  | 14 HCP, four spades, three hearts
AQ7.KJ8.5.AQ9532     | 1D X XX P P | 2C  | 16 HCP, six clubs: the only long suit
# --- the doubler's second call after the advancer's cue-bid ---------------------------------
# source: Root, "Commonsense Bidding"; Grant, Bridge Basics 2: the cue-bid (12+) forces and
#   asks the doubler to describe his hand: four-card majors up the line (partner may hold the
#   other), else a five-card minor or no-trump with their suit stopped.
KQ73.AJ84.5.A932     | 1D X P 2D P | 2H  | 14 HCP, both majors: hearts first
KQ73.A84.5.AK932     | 1H X P 2H P | 2S  | 16 HCP: four spades before the five clubs
AQ73.KQ8.K52.J93     | 1H X P 2H P | 2S  | 15 HCP: four spades before no-trump
AQ3.KQ8.K52.J932     | 1H X P 2H P | 2NT | 15 HCP, no four spades, hearts stopped
KQ3.J84.52.AKQ93     | 1D X P 2D P | 3C  | 15 HCP, five clubs, no four-card major
# --- the doubler's second call over the cheapest answer -------------------------------------
# source: Grant, Bridge Basics 2: partner's cheapest answer may hold nothing; the doubler
#   passes a minimum (12-16), raises with 17-18, jump raises with 19-21, bids game with 22+,
#   counting dummy points once a fit is found (void 5, singleton 3, doubleton 1); a new suit
#   or no-trump shows a strong hand (Root, "Commonsense Bidding").
KQ73.AJ84.5.AQ93     | 1D X P 1H P | 3H  | 16 HCP and a singleton: 19 points, the jump raise
KQ73.AJ84.5.AJ93     | 1D X P 1H P | 2H  | 15 HCP and a singleton: 18 points, the raise
KQ73.AJ84.5.A932     | 1D X P 1S P | 2S  | 14 HCP and a singleton: 17 points, the raise
KQ73.AJ84.5.K932     | 1D X P 1H P | P   | 13 HCP and a singleton: 16 points, a minimum
KQ73.AJ84.52.AQ9     | 1D X P 1H P | 2H  | 16 HCP and a doubleton: 17 points, the raise
AK73.AJ84.5.AK93     | 1D X P 1H P | 4H  | 19 HCP and a singleton: 22 points, game
A973.KJ84.5.A932     | 1D X P 1H P | P   | 12 HCP and a singleton: 15 points, a minimum
AKJT.K8.KT8.A862     | 1H P 2H X P 2S P | 3S | 18 HCP, 19 points: no room to jump, raise dealer=E
AKQJ5.A4.K73.985     | 1H X P 2C P | 2S  | 17 HCP and five good spades: the new suit
AQ4.KQ2.AJ3.K872     | 1C X P 1D P | 1NT | 19 HCP balanced, clubs stopped
# --- responder over their takeout double -------------------------------------------------------
# source: SAYC booklet (over the double: redouble 10+, a new suit at the two level is not
#   forcing, the jump raise is pre-emptive); Root: 1NT is balanced, a good suit of one's own
#   with a singleton in partner's suit is bid, not hidden in no-trump.
7.AQ852.J982.Q63     | 1S X  | 2H  | 9 HCP, five good hearts, a singleton spade: not 1NT
Q7.K852.J98.Q632     | 1S X  | 1NT | 8 HCP, balanced, no fit
8.AQ852.KJ82.Q63     | 1S X  | XX  | 12 HCP: the redouble first
K852.43.J982.Q63     | 1S X  | 3S  | 6 HCP and four spades: the pre-emptive jump raise
Q7.J85.A9852.Q63     | 1H X  | 2H  | 9 HCP, three hearts, a doubleton: the raise, not 1NT
7.J85.A9852.QJ63     | 1H X  | 2H  | 8 HCP, three hearts, a singleton: the raise
Q7.KJ5.A985.Q632     | 1H X  | XX  | 12 HCP: the redouble
# --- responder over the overcall: no-trump and the cue-bid raise -----------------------------
# source: SAYC booklet (1NT over an overcall about 8-10 with a stopper, 2NT 11-12, 3NT 13-15;
#   the cue-bid is a limit raise or better; a simple raise is constructive, not strong).
K84.Q93.Q82.J962     | 1D 1S | 1NT | 8 HCP, spades stopped
AJ9.K84.Q72.K963     | 1D 1S | 3NT | 13 HCP, spades stopped
KJ9.Q73.AJ4.9653     | 1C 1S | 2NT | 11 HCP, spades stopped
84.KJ73.Q972.K83     | 1H 1S | 2S  | 9 HCP, four hearts, a doubleton: 10 points, the cue-bid raise
84.KJ73.Q972.843     | 1H 2C | 2H  | 6 HCP and four hearts: the simple raise
842.73.KJ842.Q92     | 1D 1H | 2D  | 6 HCP and five diamonds: the raise
# --- the opener after a negative double ------------------------------------------------------
# source: SAYC booklet (the negative double shows the unbid major); Root: the opener bids it at
#   the cheapest level with a minimum, jumps with 16-18, bids game with 19+ (points with the
#   fit); no-trump with their suit stopped (2NT 18-19).
A2.AKQ4.KQJ82.32     | 1D 1S X P | 4H  | 19 HCP and four hearts: game
KQ9.A2.AK84.QJ92     | 1D 1S X P | 2NT | 19 HCP balanced, spades stopped
AJ95.K73.82.KQ93     | 1C 1H X P | 1S  | 13 HCP and four spades: the cheapest
A95.KQJ873.A2.93     | 1H 2C X P | 2H  | six hearts, no four spades
# --- the negative doubler's second call: game values and no stopper in their suit --------------
# source: Root, "Commonsense Bidding": 26 points make game; without their suit stopped the
#   cue-bid of their suit is the forcing call that asks the opener for a stopper; once it
#   is made the auction goes to game (SAYC booklet: a cue-bid by responder is forcing).
853.AQ73.K2.AJ93     | 1D 1S X P 2C P | 2S | 14 HCP, spades open: the cue-bid
853.AQ73.KJ2.A93     | 1D 1S X P 2D P | 2S | 14 HCP, spades open: the cue-bid
AJ3.KQ73.82.K932     | 1D 1S X P 2D P | 3NT | 13 HCP, spades stopped: game
84.K4.AQ8532.KQ3     | 1D 1S X P 2D P 2S P | 3D | 14 HCP, no spade stopper: six diamonds
853.AQ73.KJ2.A93     | 1D 1S X P 2D P 2S P 2NT P | 3NT | he holds spades: game
853.AQ73.K2.AJ93     | 1D 1S X P 2C P 2S P 3C P | 5C | nobody holds spades: the minor game
# --- the responder after the opener's reopening double ------------------------------------
# source: Root, "Commonsense Bidding"; Bergen: with negative doubles the responder who holds
#   their suit passes, waiting for the opener's reopening double, and sits for it.
KQJ9.74.K52.8643     | 1D 1S P P X P | P   | KQJ9 of spades: convert to penalty
KJT95.74.Q52.864     | 1D 1S P P X P | P   | five spades to the KJT: convert
74.94.KQ52.KJ943     | 1H 2C P P X P | P   | 9 HCP, five clubs to the KJ behind the overcaller
Q964.74.K52.8643     | 1D 1S P P X P | 2C  | Q964 is no trump stack: take it out
# --- after our penalty double of their 1NT, when they run -----------------------------------
# source: Root, "Commonsense Bidding"; Grant, Bridge Basics 2: once partner has doubled 1NT
#   for penalty our side holds the balance of the deck: a double of their escape is for
#   penalty, and partner sits for it; a weak hand with a long suit of its own bids it.
Q42.KQJ9.854.J43     | 1NT X 2H       | X   | 9 HCP, KQJ9 of their hearts: penalty
KQT42.9.J85.J432     | 1NT X 2H       | 2S  | 7 HCP, five spades, a singleton heart
8742.9.9853.J432     | 1NT X 2H       | P   | 1 HCP, nothing to punish hearts with
Q42.KQ9.Q85.J432     | 1NT X 2H       | 3NT | 10 HCP, hearts stopped, opposite 15+: game
AKJ3.KQ9.A85.J42     | 1NT X 2H X P   | P   | partner doubled for penalty: defend
AKJ3.KQJ9.A85.42     | 1NT X 2H P P   | X   | 18 HCP, KQJ9 of hearts: penalty
AKJ3.KQ9.A85.J42     | 1NT X 2H P P   | P   | three hearts: let it go
"""


CASES = parse_table(TABLE)


test_expected_call = book_calls_test(CASES)
