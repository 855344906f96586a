"""Defensive bidding, fifteenth round: the takeout double of a weak two and of a three- or
four-level pre-empt, the overcalls and no-trump overcalls of a pre-empt, the advances of such
a double (answered naturally: Lebensohl is not in our system) and the penalty pass; the two-
level and the jump overcalls, overcall or double with 5-4 shapes, the 1NT overcall at both ends
of its range and its advances (Stayman on); the sandwich seat; the advances of an overcall and
of a takeout double at the one, two and three level, after the responder's raise, new suit or
redouble, and by a passed hand; the doubler's and the overcaller's second calls; balancing
at the one and the two level over a weak two and a three-level pre-empt; Michaels and the
unusual 2NT and their answers. Grouped by situation; each group names its book (the ACBL SAYC
System Booklet, revised 2006, where it speaks, else a standard textbook). Our own hands,
written from the books before reading the code; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- the takeout double of a weak two ------------------------------------------------------
# source: SAYC booklet (defence to pre-empts): the double of a weak two is for takeout, with
#   opening values, shortness in their suit and support for the unbid suits.
KJ32.5.AQ43.KJ32     | P 2H  | X   | 14 HCP, 4-1-4-4 after partner's pass
AQ32.32.KQ3.AJ32     | 2H    | X   | 16 HCP, 4-2-3-4, no heart stopper: double, not 2NT
3.KQ3.AQ32.KJ432     | 2S    | X   | 15 HCP, 1-3-4-5: three cards in the other major will do
KJ32.AQ32.2.Q432     | 2D    | X   | 12 HCP, 4-4-1-4: the minimum double
# --- overcalls, 2NT and the pass over a weak two ---------------------------------------------
# source: SAYC booklet: overcalls of a pre-empt are natural with opening values; 2NT over a
#   weak two is natural, 15-18 with their suit stopped; Root, "Commonsense Bidding": with a
#   fair hand and no suit, pass.
A2.KQJ54.K32.432     | P 2D  | 2H  | 13 HCP, five good hearts: the two-level overcall
A2.32.K32.AKJ432     | 2H    | 3C  | 15 HCP, six good clubs: the three-level overcall
KQ2.KJ3.AJ32.Q32     | P P 2H | 2NT | 16 HCP, balanced, KJx in hearts
KJ943.32.Q32.K32     | 2H    | P   | 9 HCP, five fair spades: too weak over a pre-empt
# --- over a three- or four-level pre-empt ----------------------------------------------------
# source: SAYC booklet: doubles of pre-empts are for takeout; Root: 3NT over a pre-empt is to
#   play with a long running suit and their suit stopped.
AQ32.KJ32.KQ32.2     | 3C    | X   | 15 HCP, 4-4-4-1: the takeout double
2.AQ32.KJ32.K432     | 3S    | X   | 13 HCP, 1-4-4-4: short in spades, double
AQ32.2.KQ32.KJ32     | 4H    | X   | 15 HCP, 4-1-4-4: the double of 4♥ is for takeout
32.AQ2.AKQJ32.32     | 3H    | 3NT | 16 HCP, running diamonds and AQx in hearts
# --- advancing the double of a weak two (no Lebensohl: natural) -------------------------------
# source: SAYC booklet: the answers to a takeout double; Root, "Commonsense Bidding": over a
#   weak two the cheapest suit is 0-8, a jump invites (9-11), game with an opening hand; a
#   natural 2NT with a stopper; pass for penalty only with a trump stack.
Q432.432.K32.J32     | 2H X P | 2S  | 6 HCP, four spades: the cheapest bid
5432.432.5432.32     | 2D X P | 2S  | 0 HCP: must still bid, the four-card major
KJ43.432.A32.J32     | 2H X P | 3S  | 9 HCP, four spades: the jump invites
KQ432.32.A32.K32     | 2H X P | 4S  | 12 HCP, five spades: game
32.KQ32.A432.K32     | 2S X P | 4H  | 12 HCP, four hearts: game
32.Q432.KJ432.32     | 2S X P | 3H  | 6 HCP, four hearts and five diamonds: the major
K32.432.32.KQ432     | 2H X P | 3C  | 8 HCP, five clubs, three spades: the long suit
KJ2.Q32.Q432.K32     | 2S X P | 2NT | 11 HCP, KJx in spades: natural 2NT
32.KQJT9.A32.432     | 2H X P | P   | 10 HCP, KQJ109 of hearts: the penalty pass
# --- advancing the double of a three-level pre-empt --------------------------------------------
# source: SAYC booklet: doubles of pre-empts are for takeout; Root: answer in the cheapest
#   major, bid game with values, 3NT with their suit stopped, pass with a trump stack.
32.KJ432.Q32.K32     | 3S X P | 4H  | 9 HCP, five hearts: 4♥ is the cheapest heart bid
Q432.32.32.J5432     | 3H X P | 3S  | 3 HCP, four spades and five clubs: the major
432.J32.Q432.432     | 3C X P | 3D  | 3 HCP, four diamonds: the cheapest suit
K32.Q32.KJ3.A432     | 3D X P | 3NT | 13 HCP, KJx in diamonds: game in no-trump
KQ432.K2.432.A32     | 3D X P | 4S  | 12 HCP, five spades: game
32.32.K32.AQJT98     | 3C X P | P   | 10 HCP, AQJ109x of clubs: the penalty pass
# --- advancing the double of a four-level pre-empt ----------------
# source: Root, "Commonsense Bidding": the higher the double, the more often partner passes
#   it: bid with a long suit or the other major, pass a flat hand with no suit to name.
432.Q32.K432.Q32     | 4S X P | P   | 7 HCP, 3-3-4-3: leave the double in, not 5♦
432.Q32.Q432.K32     | 4H X P | P   | 7 HCP, three spades, four diamonds: pass
KJ5432.32.Q32.32     | 4H X P | 4S  | 6 HCP, six spades: bid them
# --- balancing over a pre-empt ----------------
# source: Root, "Commonsense Bidding", and Lawrence on balancing: in the pass-out seat over
#   a pre-empt double with shortness a little lighter; 2NT natural; pass a flat ten count.
KQ2.A32.AJ32.Q32     | 2S P P | 2NT | 16 HCP, balanced, KQx in spades
Q32.K32.Q432.K32     | 2S P P | P   | 10 HCP, 3-3-4-3: nothing to say
AQ32.2.KJ32.Q432     | 2H P P | X   | 12 HCP, a singleton heart: the balancing double
AQ32.2.KJ32.Q432     | 3H P P | X   | 12 HCP, a singleton heart: balance at the three level
# --- overcalls: the two level, the jump, 5-4 shapes ----------------
# source: SAYC booklet: jump overcalls are weak; Root, "Commonsense Bidding": a two-level
#   overcall needs a good suit and about an opening hand; with a five-card major and a
#   minimum, overcall rather than double; with 17+ double first.
A32.32.Q8432.KQ2     | 1S    | P   | 11 HCP, five poor diamonds: no two-level overcall
A2.32.Q8432.KJ32     | 1S    | P   | 10 HCP, five poor diamonds, vulnerable vul=EW
32.A2.KQJ32.K432     | 1S    | 2D  | 13 HCP, five good diamonds: the two-level overcall
32.KQJ432.A32.32     | 1S    | 2H  | 10 HCP, six good hearts: overcall, too good to jump
AQ432.KJ32.2.Q32     | 1D    | 1S  | 12 HCP, five spades and four hearts: overcall
KJ32.AQ932.32.32     | 1D    | 1H  | 10 HCP, five hearts and four spades: overcall
KQJ932.32.32.432     | 1C    | 2S  | 6 HCP, six good spades: the weak jump overcall
32.2.KQJ9432.432     | 1S    | 3D  | 6 HCP, seven good diamonds: the jump to three
AKJ432.AQ2.KQ.32     | 1C    | X   | 19 HCP, six spades: too strong to overcall, double
32.AQ3.KQ32.AJ32     | 1S    | X   | 16 HCP, no spade stopper: double, not 1NT
# --- the 1NT overcall ----------------
# source: SAYC booklet: the 1NT overcall is 15-18, balanced, with their suit stopped; a
#   stronger balanced hand doubles first.
AQ3.KJ2.KQ32.J32     | P 1H  | 1NT | 16 HCP, KJx in hearts
AJ3.KQ2.KQ3.QJ32     | P P 1D | 1NT | 18 HCP, KQx in diamonds: the top of the range
AK3.KQ2.KQ3.QJ32     | 1D    | X   | 20 HCP: too strong for 1NT, double first
# --- advancing the 1NT overcall: Stayman on ----------------
# source: SAYC booklet: after the 1NT overcall, Stayman applies as over a 1NT opening.
K32.Q432.432.J32     | 1H 1NT P | P   | 6 HCP: no game opposite 15-18
K432.Q2.K432.J32     | 1H 1NT P | 2C  | 9 HCP, four spades: Stayman
K32.K32.Q432.J32     | 1S 1NT P | 2NT | 9 HCP, balanced: invite
Q2.AQJ2.K32.A432     | 1S 1NT P 2C P | 2H | 16 HCP, four hearts: answer Stayman
# --- the sandwich seat ----------------
# source: Root, "Commonsense Bidding": after 1x P 1y a suit overcall is natural and the
#   double is for takeout of the two unbid suits.
KQT93.32.AJ32.32     | 1C P 1H | 1S  | 10 HCP, five good spades: natural
AQ32.32.KJ32.Q32     | 1C P 1H | X   | 12 HCP, spades and diamonds: the two unbid suits
2.Q432.AKJ32.Q32     | 1H P 1S | 2D  | 12 HCP, five good diamonds, three clubs: natural
# --- advancing an overcall ----------------
# source: SAYC booklet: the single raise is constructive, the jump raise pre-emptive, the
#   cue-bid of their suit a limit raise or better, a new suit not forcing; Root: 1NT about
#   8-11 and 2NT about 12 with their suit stopped.
K32.32.A432.5432     | 1H 1S P | 2S  | 7 HCP, three spades: the single raise
Q432.2.J5432.432     | 1H 1S P | 3S  | 3 HCP, four spades, a singleton: the pre-emptive jump
Q32.K32.A432.Q32     | 1C 1H P | 2C  | 11 HCP, three hearts: the cue-bid, a limit raise
KQ2.32.AJ32.Q432     | 1H 1S P | 2H  | 12 HCP, three spades, no heart stopper: the cue-bid
32.KQ32.Q432.A32     | 1S 2H P | 2S  | 11 HCP, four hearts: the cue-bid over a 2♥ overcall
Q2.32.KJ432.Q432     | 1H 2C P | 3C  | 8 HCP, four clubs: raise the two-level overcall
K32.32.KJ32.Q432     | 1D 1H P | 1NT | 9 HCP, KJxx in diamonds
K32.32.KJ32.AJ32     | 1D 1H P | 2NT | 12 HCP, KJxx in diamonds: invite
2.KQJ543.Q32.432     | 1C 1S P | 2H  | 8 HCP, six good hearts, a singleton spade: not forcing
K32.AQ2.KJ32.432     | 1H 2C P | 3NT | 13 HCP, AQx in hearts opposite a two-level overcall
32.Q432.K432.432     | 1H 1S P | P   | 5 HCP, two spades: nothing to add
K32.432.A432.432     | 1H 1S 2H | 2S | 7 HCP, three spades: compete over their raise
# source: Root, "Commonsense Bidding": opposite an overcall (8-16) 2NT is 12-14 and invites,
#   3NT takes 15+; a minor's fit makes up the difference.
AQ72.KQ65.84.QT3     | 1C 1D 1H | 2NT | 13 HCP, both their suits stopped, two diamonds
AQ72.K65.84.KJT3     | 1C 1D P  | 2NT | 13 HCP, clubs stopped, no fit: invite
K32.Q432.432.J32     | 1D 1S X | 2S  | 6 HCP, three spades: raise over the negative double
# --- advancing a takeout double at the one level ----------------
# source: SAYC booklet: the answers to a takeout double; Root, "Commonsense Bidding": 0-8
#   the cheapest bid, 9-11 a jump, 12+ a cue-bid or game; 1NT 6-10 with their suit stopped,
#   2NT 11-12; a major before a minor.
KJ32.2.Q5432.432     | 1H X P | 1S  | 6 HCP, four spades, five diamonds: the major
Q432.K32.432.Q32     | 1H X P | 1S  | 7 HCP, four spades: the major before 1NT
AQ32.432.K32.432     | 1H X P | 2S  | 9 HCP, four spades: the jump at the bottom
32.KQ432.32.AJ32     | 1D X P | 2H  | 10 HCP, five hearts: the jump
32.432.AK432.Q32     | 1S X P | 3D  | 9 HCP, five diamonds: the jump in a minor
KJ32.AQ32.32.K32     | 1D X P | 2D  | 13 HCP, both majors: the cue-bid
AQ32.32.K32.KJ32     | 1H X P | 2H  | 13 HCP, four spades: the cue-bid
KJ2.432.Q32.Q432     | 1S X P | 1NT | 8 HCP, KJx in spades
K32.Q32.KJ32.K32     | 1D X P | 2NT | 12 HCP, KJxx in diamonds: 2NT
KJ32.32.AJ32.Q32     | P P 1H X P | 2S | 11 HCP by a passed hand: the jump
# --- advancing the double after the responder acts ----------------
# source: Root, "Commonsense Bidding": after the responder's bid the advancer is no longer
#   forced: a bid shows some values (about 6+), a pass nothing; after the redouble bid a
#   five-card suit.
KJ32.432.Q32.J32     | 1C X 1H | 1S  | 7 HCP, four spades: free, at the one level
Q432.432.J32.432     | 1H X 2H | P   | 3 HCP: nothing to show
KJ432.32.Q32.J32     | 1H X 2H | 2S  | 7 HCP, five spades: compete
32.KQ32.Q32.J432     | 1C X 1S | 2H  | 8 HCP, four hearts: the free bid
432.J5432.32.432     | 1D X XX | 1H  | 1 HCP, five hearts: take out the redouble
# --- the doubler's second call ----------------
# source: Root, "Commonsense Bidding": the doubler passes a minimum, raises the advancer
#   with 16-18 and jumps with 19-21 (points counting shortness); a new suit shows 17+, a
#   1NT rebid 19-20; over the cue-bid a minimum bids the cheaper major.
AQ32.KQ32.32.AJ2     | 1D X P 1H P | 2H  | 16 HCP, four hearts: raise
KJ32.AQ32.32.K32     | 1D X P 1S P | P   | 13 HCP: a minimum
AQ2.KJ3.KQ3.KJ32     | 1C X P 1D P | 1NT | 19 HCP, KJxx in clubs: too strong for 1NT at once
2.A32.AKQJ32.K32     | 1H X P 1S P | 2D  | 17 HCP, six diamonds: the new suit shows extras
AK32.AQ32.AK3.32     | 1C X P 1H P | 3H  | 20 HCP, four hearts: the jump raise
KJ32.AQ32.2.Q432     | 1D X P 2D P | 2H  | 12 HCP, both majors: the cheaper
# --- the advancer's second call ----------------
# source: Root, "Commonsense Bidding": opposite the doubler's raise (16-18) bid game with an
#   opening hand; accept the doubler's invitation at the top of 0-8; pass with nothing.
KQ32.A32.432.K32     | 1D X P 1S P 2S P | 4S | 12 HCP: game
32.AQ32.Q432.432     | 1S X P 2H P 3H P | 4H | 8 HCP: the top of 0-8, accept
Q432.432.432.432     | 1C X P 1S P 2S P | P  | 2 HCP: pass
Q432.32.A32.K432     | 1H X P 1S P 1NT P | 3NT | 9 HCP opposite 19-20: game
# --- the overcaller's second call ----------------
# source: SAYC booklet: over the cue-bid the overcaller with a minimum rebids his suit; Root:
#   opposite a single raise or 1NT pass a minimum, bid game with extra values, rebid a six-
#   card suit.
A2.AKJ432.KQ2.32     | 1C 1H P 2H P | 4H  | 17 HCP, six hearts: game opposite the raise
AKJ432.K2.32.432     | 1C 1S P 2S P | P   | 11 HCP: a minimum
KQJ32.32.432.A32     | 1D 1S P 2S P | P   | 10 HCP: a minimum
KQT32.A32.432.32     | 1D 1S P 2D P | 2S  | 9 HCP: a minimum over the cue-bid
AKJ32.K32.Q2.432     | 1D 1S P 1NT P | P  | 13 HCP, 5-3-2-3: pass the 1NT
KQJ432.A2.32.K32     | 1D 1S P 1NT P | 2S | 13 HCP, six spades: rebid them
# --- balancing at the one and the two level ----------------
# source: SAYC booklet and Root, "Commonsense Bidding": in the pass-out seat bid about a king
#   lighter; 1NT there is about 11-14 balanced with their suit stopped; a stronger hand
#   doubles first; the two-level balance takes a fair five-card suit.
KJ432.32.A32.432     | 1H P P | 1S  | 8 HCP, five spades: balance
K32.Q32.K32.KJ32     | 1C P P | 1NT | 12 HCP, KJxx in clubs: the balancing 1NT
2.KJ32.A432.Q432     | 1S P P | X   | 10 HCP, a singleton spade: the balancing double
KQ2.AJ2.KJ3.K432     | 1D P P | X   | 17 HCP: too strong for the balancing 1NT
32.K32.A2.QJ5432     | 1S P P | 2C  | 10 HCP, six clubs: balance at the two level
Q32.432.J432.Q32     | 1H P P | P   | 5 HCP: let them play
KQT32.32.A32.432     | 1H P 2H P P | 2S | 9 HCP, five good spades: do not sell out at two
# --- the balancer's partner ----------------
# source: Root, "Commonsense Bidding": partner balanced on values you hold: take a king off
#   before you jump ("transfer a king").
KJ32.Q32.32.KJ32     | 1D P P X P | 1S | 10 HCP, four spades: no jump opposite a balance
# --- Michaels and the unusual 2NT ----------------
# source: SAYC booklet: the cue-bid of their major shows the other major and a minor (5-5);
#   the jump to 2NT the two lowest unbid suits; the advancer picks his better fit, game with
#   the values.
KQT32.2.QJT32.32     | 1H    | 2H  | 8 HCP, five spades, five diamonds: Michaels
2.32.KQJ32.QJT32     | 1S    | 2NT | 9 HCP, five-five in the minors: the unusual 2NT
2.2.KQ932.QJ9432     | 1H    | 2NT | 8 HCP, six clubs and five diamonds
Q32.K432.432.J32     | 1H 2H P | 2S | 6 HCP, three spades: the known major
K432.Q432.432.32     | 1S 2NT P | 3D | 5 HCP, three diamonds, two clubs
32.Q32.K432.Q432     | 1C 2C P | 2H | 7 HCP, three hearts, two spades
32.KQ32.A432.K32     | 1S 2S P | 4H | 12 HCP, four hearts: game
# --- after the redouble; the doubler over the jump; competing on ----------------
# source: Root, "Commonsense Bidding": after the redouble bid a five-card suit (or a four-card
#   major with some values); the doubler raises the jump answer (9-11) to game with 14+ and
#   a fit; the Law of Total Tricks: nine trumps compete to the three level.
432.432.32.KJ432     | 1H X XX | 2C  | 4 HCP, five clubs: run from the redouble
KJ32.Q32.Q32.J32     | 1C X XX | 1S  | 9 HCP, four spades: bid them now
AQ32.KJ32.2.KJ32     | 1D X P 2S P | 4S | 14 HCP, four spades, a singleton: game
KQJ432.32.A32.K2     | 1H 1S 2H 2S 3H | 3S | 13 HCP, six spades opposite a raise: compete
5432.32.5432.432     | 3H X P | 3S  | 0 HCP: the cheapest four-card major
AJ2.K32.AQ2.KJ32     | 3D    | 3NT | 18 HCP, balanced, AJx in diamonds
# --- more balancing ----------------
# source: Root, "Commonsense Bidding", and Lawrence on balancing: do not sell out to a weak
#   two or a raise at the two level; a five-card suit at the cheapest level, the double short
#   in their suit.
KQJ32.A32.432.32     | 2H P P | 2S  | 10 HCP, five good spades: balance over the weak two
2.AQ32.K432.J432     | 2S P P | X   | 10 HCP, 1-4-4-4: the balancing double
32.K32.AQJ432.32     | 1H P P | 2D  | 10 HCP, six good diamonds
32.QJ32.KQ32.K32     | 1S P 2S P P | X | 11 HCP, short spades: reopen
A32.KQJ32.2.A432     | 1S P 2S P P | 3H | 14 HCP, five good hearts: compete at three
KQ32.2.AJ32.K432     | 1H P 2H P P | X | 13 HCP, a singleton heart: reopen
# --- points where the books differ (not tested) ----------------
# 432.432.5432.432 | 1D X P | 1H or 1S: with three (or four) of each major Root bids up the
#   line (1♥) as responder does; others bid the higher (1♠) so the doubler can raise; left.
# 432.Q32.432.KJ32 | 1H X P | 2C or 1NT: Qxx in front of the opener is a doubtful stopper for
#   1NT (Root), yet 1NT 6-10 shows the values at once (Grant); left to judgment.
# AKJ32.A2.KQ3.432 | 3H | 3S or 3NT: a five-card major at the three level (Root: bid what you
#   expect to make) or 3NT with Ax in hearts and 17; books split.
# AQ2.KQ2.KJ32.Q32 | 1H P 1S | 1NT or X: natural 1NT with both their suits stopped (Bergen)
#   or the strong double (booklet: 17+ doubles); left.
# 32.32.A5432.K432 | 1S 2NT P | 3D or 4D: the booklet calls the jump preference "usually
#   pre-emptive" (ten trumps: 4♦); Root and Bergen make it invitational, as our system does.
# 2.KJ32.Q432.AJ32 | 1S | X or P: 11 HCP, 1-4-4-4: Root and Grant count the singleton and
#   double; the booklet asks opening values. Tried: the 11-point double widens every later
#   reading of the double by a point (seed 6 both-narrow 89.8 %), so it is left.
# KQ2.AJ2.KQ32.Q32 | 1S 1NT P 2D P | 2H or P: transfers after the 1NT overcall are on for
#   some (booklet "systems on"), off for others (only Stayman); our system plays them off.
# --- partner doubles their 1NT after they bid two suits -----------------------------------------
# source: Root, "Commonsense Bidding": with 9+ and their suits held, no four-card suit to bid,
#   the side with the points defends 1NT doubled.
653.AJ963.2.A964     | P P P 1C P 1H P 1NT X P | P    | 9 HCP, hearts and clubs held: leave it in
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)
