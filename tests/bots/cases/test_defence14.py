"""Defensive bidding, fourteenth round: the defence to pre-empts (the takeout double of a weak
two and of a three- or four-level pre-empt, natural overcalls, the 2NT and 3NT overcalls, the
trap pass), the advances of a double of a pre-empt (answered naturally: Lebensohl is not in
our system) and the penalty pass, the advances of the 1NT overcall (systems on), the sandwich
seat, the advances of an overcall and of a takeout double after the responder's raise, new
suit or redouble, the doubler's and the overcaller's second calls, balancing at the one and
the two level with the balancer's partner, and the answers to Michaels and the unusual 2NT
over other openings. Grouped by situation; each group names its book (the ACBL SAYC System
Booklet, revised 2006, where it speaks, else a standard textbook). Our own hands, written from
the books before reading the code; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- the takeout double of a weak two ----------------
# source: SAYC booklet (defence to pre-empts): a double of a weak two is for takeout, with
#   opening values, shortness in their suit and support for the unbid suits.
AQ32.2.KJ43.KQ32     | 2H | X   | 15 HCP, 4-1-4-4: takeout double dealer=E
KQ32.AJ43.2.KJ32     | 2D | X   | 14 HCP, 4-4-1-4: takeout double dealer=W
2.AQ43.KQ32.AJ32     | 2S | X   | 16 HCP, 1-4-4-4: takeout double vul=both
# --- natural overcalls and the trap pass over a weak two ----------------
# source: SAYC booklet: overcalls of a pre-empt are natural and show opening values or
#   better; Root, "Commonsense Bidding": with length in their suit and no better call, pass.
AKJ54.K32.Q2.432     | 2H | 2S  | 13 HCP, five good spades: the natural overcall
32.AQ4.AKJ543.K2     | 2S | 3D  | 16 HCP, six good diamonds: the three-level overcall
AKJ543.2.AQ3.K32     | 3H | 3S  | 17 HCP, six good spades over a three-level pre-empt
2.AKJ543.KQ3.A32     | 3S | 4H  | 17 HCP, six good hearts over 3♠: the game
Q32.K32.QJ32.K32     | 2S | P   | 11 HCP, 3-3-4-3: too weak to act over a pre-empt
KQJ4.K32.A32.432     | 2S | P   | 13 HCP, four spades: no suit, no shortness, too weak for 2NT
# --- the 2NT and 3NT overcalls of a pre-empt ----------------
# source: SAYC booklet: 2NT over a weak two is natural (not unusual), about 15-18 balanced
#   with their suit stopped; 3NT over a pre-empt is to play (a long running suit and a stop).
KJ2.AQ3.KQ43.J32     | 2S | 2NT | 16 HCP, balanced, KJx in spades
AQ.KJ3.AQ32.Q432     | 2S | 2NT | 18 HCP, balanced, AQ in spades dealer=E
A2.K32.AKQJ432.2     | 2S | 3NT | seven running diamonds and the spade ace: to play
K2.AQ3.AKJ32.Q32     | 3H | 3NT | 19 HCP, balanced, AQx in hearts: to play
# --- the takeout double of a three- or four-level pre-empt ----------------
# source: SAYC booklet: doubles of pre-empts are for takeout; Root: a double at the three
#   level wants a sound opening with support for the unbid suits (or a four-card major).
AQ32.KJ43.2.AQ32     | 3D | X   | 16 HCP, 4-4-1-4: takeout double
KQ32.AQ32.AJ32.2     | 3C | X   | 16 HCP, 4-4-4-1: takeout double
AQ43.2.KQ32.AK32     | 4H | X   | 18 HCP, 4-1-4-4: double the four-level pre-empt for takeout
# --- advancing partner's double of a weak two (natural: no Lebensohl) ----------------
# source: SAYC booklet: the double of a weak two is for takeout; advancer answers as to a
#   takeout double (Root: a minimum names his suit at the cheapest level, about 9-11 jumps,
#   game values bid game; 2NT natural about 11-12 with a stopper, 3NT with 13+); with length
#   and strength in their suit he passes for penalties.
Q432.432.K32.432     | 2H X P | 2S  | 5 HCP, four spades: the cheapest suit
KJ43.432.A32.Q32     | 2H X P | 3S  | 10 HCP, four spades: the invitational jump
KQ543.32.A32.K32     | 2H X P | 4S  | 12 HCP, five spades: game opposite an opening
32.Q32.KQ432.432     | 2S X P | 3D  | 7 HCP, five diamonds: the cheapest suit, forced
KJ4.Q32.K32.Q432     | 2S X P | 2NT | 11 HCP, KJx in spades: natural, invitational
KJ4.A32.K32.Q432     | 2S X P | 3NT | 13 HCP, KJx in spades: game
KQJT9.32.A32.432     | 2S X P | P   | 10 HCP, KQJT9 in spades: the penalty pass
432.432.32.QJ432     | 2D X P | 3C  | 3 HCP, five clubs: forced to bid, the cheapest suit
KJ432.32.A32.432     | 2H X 3H | 3S | 8 HCP, five spades: a free bid over the raise
5432.32.Q32.J432     | 2H X 3H | P  | 3 HCP: no need to bid after the raise
# --- advancing partner's double of a three-level pre-empt ----------------
# source: SAYC booklet; Root: at the three level a minimum names his suit, game values (about
#   a good 10+) bid game; with their suit well held, pass for penalties.
Q432.32.K432.432     | 3H X P | 3S  | 5 HCP, four spades: the cheapest answer
KQ32.32.AQ32.Q32     | 3H X P | 4S  | 13 HCP, four spades: game
32.KQJT9.A32.432     | 3H X P | P   | KQJT9 in hearts: the penalty pass
432.32.432.KJ432     | 3D X P | 4C  | 4 HCP, five clubs: forced, the only suit
# --- advancing the 1NT overcall (systems on) ----------------
# source: SAYC booklet: the 1NT overcall shows 15-18 balanced with a stopper; responses as
#   to a 1NT opening (Stayman; invite with about 8-9, game with 10+; pass with a weak
#   balanced hand).
KJ32.Q432.32.K32     | 1D 1NT P | 2C  | 9 HCP, both majors: Stayman
KJ4.32.Q432.K432     | 1H 1NT P | 2NT | 9 HCP, balanced: invite
32.K32.KJ32.A432     | 1S 1NT P | 3NT | 11 HCP, balanced: game
432.J32.Q432.432     | 1S 1NT P | P   | 3 HCP, balanced: pass
# --- partner's 1NT overcall doubled ----------------
# source: Grant, "Bridge Basics 2": when partner's 1NT is doubled for penalty, a weak hand
#   with a five-card suit runs to it at the two level; a weak balanced hand passes.
32.J5432.432.432     | 1S 1NT X | 2H  | 1 HCP, five hearts: rescue
432.J32.Q432.432     | 1S 1NT X | P   | 3 HCP, balanced: nowhere better to go
432.32.QJ432.432     | 1H 1NT X | 2D  | 3 HCP, five diamonds: rescue dealer=E
# --- the sandwich seat: 1x P 1y ? ----------------
# source: Root, "Commonsense Bidding" / Bergen: after two opponents have bid, a suit overcall
#   is natural and the double is takeout of the two unbid suits (the SAYC booklet does not
#   speak); with a weak hand pass.
AKJ54.32.K32.432     | 1C P 1H | 1S  | 11 HCP, five good spades: natural
KJ32.32.AQ432.K2     | 1C P 1H | X   | 13 HCP, spades and diamonds: the two unbid suits
Q432.32.K432.Q32     | 1C P 1H | P   | 7 HCP: no call between two bidders
# source: SAYC booklet: the takeout double also shows any hand too strong to overcall
#   (17+); Root: double, then bid no-trump with the big balanced hand; not a pass.
AQ3.KJ2.KJ32.A32     | 1C P 1H | X   | 18 HCP, balanced: too strong to pass, double first
AK2.KQ2.AJ32.Q32     | 1S P 2S | X   | 19 HCP, three spades: double, then bid again
# --- advancing an overcall ----------------
# source: SAYC booklet: advancer's raise shows support; a jump raise is pre-emptive; 1NT
#   about 8-11 with a stopper; 2NT invitational with a stopper (Downey, "SAYC": the jump to
#   2NT 13-15); 3NT to play; a new suit is not forcing; the raise 6-10 points. Root: raise
#   the overcall at once when the responder raises.
J432.32.K432.432     | 1H 1S P | 3S  | 4 HCP, four spades: the pre-emptive jump raise
32.KJ3.Q432.K432     | 1H 1S P | 1NT | 9 HCP, KJx in hearts, no fit
K32.2.KJ32.AJ432     | 1C 1H P | 2NT | 12 HCP, a singleton heart, clubs held: invitational
2.KQ32.AJ3.KJ432     | 1D 1S P | 2NT | 14 HCP, a singleton spade, diamonds held: the jump invites
Q32.K432.32.5432     | 1C 1H 2C | 3H/2H | 5 HCP, four hearts: raise over the responder's raise
432.K32.5432.K32     | 1D 1H 1S | 2H | 6 HCP, three hearts: raise at once
# --- advancing a takeout double after the responder acts ----------------
# source: SAYC booklet / Root: after the responder bids, advancer is no longer forced; a free
#   bid shows some values (about 6+ at the one level, 8+ at the two level and higher); after
#   a redouble advancer names a four-card suit with a weak hand.
Q432.32.K432.J32     | 1C X 1H | 1S  | 6 HCP, four spades: the free bid at the one level
32.KJ432.K32.432     | 1S X 2S | 3H  | 7 HCP, five hearts: compete
Q432.J32.432.432     | 1D X XX | 1S  | 3 HCP, four spades: name the suit after the redouble
# --- the doubler's second call ----------------
# source: Root, "Commonsense Bidding": the doubler who then bids a new suit shows about 17+;
#   after a minimum answer the doubler raises with extras (about 16-18 one level, 19-21 a
#   jump, counting shortness as dummy points); after the advancer's cue-bid the doubler
#   names his cheapest four-card suit (a major first).
AKJ54.A32.KQ2.32     | 1C X P 1H P | 1S | 17 HCP, five spades: double, then the suit
KQ32.AK32.2.AQ32     | 1D X P 1S P | 3S | 18 HCP, four spades and a singleton: the jump raise
KJ32.2.AQ32.K432     | 1H X P 2H P | 2S | 13 HCP, four spades: answer the cue-bid
KQ32.AJ32.2.KJ32     | 1D X P 2S P | 4S | 15 HCP and a singleton: accept the invitation
AQ3.KJ2.KQ3.AJ32     | 1D X P 1H P | 1NT | 20 HCP, balanced: too strong for a 1NT overcall
# source: Root, "Commonsense Bidding": opposite the advancer's 1NT (about 6-10) the doubler
#   raises to 2NT with about 17-18 balanced and passes with a minimum; opposite the
#   invitational jump he passes with a minimum; after the responder's raise and the
#   advancer's free bid a minimum doubler has said it all.
KQ32.AQ3.32.AK32     | 1D X P 1NT P | 2NT | 18 HCP, balanced: invite
KJ32.AJ32.2.Q432     | 1D X P 1NT P | P   | 12 HCP: a minimum double
AQ32.KJ32.32.Q32     | 1C X P 2H P  | P   | 12 HCP: a minimum opposite the invitation
KQ32.32.AJ3.K432     | 1H X 2H 2S P | P   | 13 HCP, 4-2-3-4: a minimum double, partner competed
# source: SAYC booklet / Root: the double of a weak two is the double of a one-level
#   opening two levels up; opposite the forced cheapest answer the doubler raises with about
#   16-18 counting shortness, and with a minimum passes.
AQ32.2.AKJ3.K432     | 2H X P 2S P | 3S | 17 HCP, four spades and a singleton: raise
KQ32.2.AJ32.K432     | 2H X P 2S P | P  | 13 HCP: a minimum double
# --- the overcaller's second call ----------------
# source: SAYC booklet: advancer's cue-bid shows a limit raise or better; the overcaller with
#   a minimum rebids his suit, with more bids game (Root). After a single raise a strong
#   overcaller bids game.
KQJ43.32.K32.432     | 1C 1S P 2C P | 2S | 9 HCP: a minimum overcall
AKJ43.K32.A32.32     | 1C 1S P 2C P | 4S | 15 HCP: game opposite the limit raise
AKJ432.AK2.K2.32     | 1D 1S P 2S P | 4S | 18 HCP, six spades: game opposite the raise
# source: Root, "Commonsense Bidding": with a six-card suit the overcaller competes again
#   when they stop at two in their fit; with a five-card suit and a minimum he has said it.
AQJ432.K32.32.32     | 1D 1S 2D P P | 2S | 10 HCP, six spades: compete
KQJ43.K32.432.32     | 1D 1S 2D P P | P  | 9 HCP, five spades: said it already
# --- the direct seat: strong hands, weak jumps ----------------
# source: SAYC booklet: an overcall shows up to about 16 (17+ doubles first, then bids his
#   suit); jump overcalls are weak, seven cards at the three level.
32.AKJ43.AQ3.KQ2     | 1S | X   | 19 HCP, five hearts: too strong to overcall
32.KQJ9854.32.32     | 1C | 3H  | 6 HCP, seven good hearts: the weak jump overcall
# source: SAYC booklet: the advancer's new suit is not forcing; Root: a minimum overcaller
#   with nothing more to say passes it. Michaels: the two-suiter has described his hand.
KQJ43.32.K32.432     | 1D 1S P 2H P | P | 9 HCP, five spades, two hearts: pass the new suit
KQJ43.2.32.QJ432     | 1H 2H P 2S P | P | 9 HCP, Michaels: partner chose, pass
# --- balancing ----------------
# source: SAYC booklet / Root, "Commonsense Bidding": in the pass-out seat bid with a king
#   less than in the direct seat; the balancing 1NT is a weaker no-trump (about 11-14 or
#   12-15) and a stronger balanced hand doubles first; the two-level balancing double when
#   they stop in a fit shows the unbid suits; a jump in the pass-out seat is intermediate (a
#   good six-card suit and about an opening).
KJ3.Q32.AJ2.Q432     | 1S P P | 1NT | 13 HCP, balanced, KJx in spades: the balancing 1NT
AKJ432.K32.A2.32     | 1C P P | 2S  | 15 HCP, six good spades: the intermediate jump
AQ3.KJ2.KQ32.J32     | 1H P P | X   | 16 HCP, balanced: too strong for the balancing 1NT
432.432.KJ32.Q32     | 1H P P | P   | 6 HCP: too weak even to balance
KJ32.Q432.2.K432     | 1D P 2D P P | X | 9 HCP, 4-4-1-4: they have found a fit, balance
KJ32.2.AJ32.Q432     | 2H P P | X   | 11 HCP, 4-1-4-4: the balancing double of a weak two
2.KJ32.AJ32.Q432     | 1C P 1S P 2S P P | X | 11 HCP, a singleton spade, the red suits: balance
AQ3.KJ2.KQ32.J32     | 1NT P P | X  | 16 HCP: the penalty double of 1NT in the pass-out seat
# --- the balancer's partner ----------------
# source: Root, "Commonsense Bidding": the balancer has borrowed a king, so his partner
#   subtracts about 3 points before he jumps (no jump with a hand that would jump opposite a
#   direct double); with a trump stack he passes for penalties; a limit raise that is left
#   after the king is taken off cue-bids, as opposite a direct overcall.
32.KJ32.AQ32.J32     | 1S P P X P | 2H | 11 HCP, four hearts: no jump opposite a balancer
KQJT9.32.A32.432     | 1S P P X P | P  | KQJT9 in spades: the penalty pass
32.AQ3.K432.KJ32     | 1S P P 2H P | 2S | 14 points: a limit raise after the king, cue-bid
K32.AQ3.K432.J32     | 1S P P 2H P | 3H | 13 points, 3-3-4-3: 10 after the king, the simple raise
# source: SAYC booklet: over the advancer's 2NT (asking) the Michaels bidder names his minor.
2.KQJ43.32.QJ432     | 1S 2S P 2NT P | 3C | hearts and clubs: name the minor
# --- answering Michaels and the unusual 2NT ----------------
# source: SAYC booklet: the cue-bid of a minor shows both majors, of a major the other major
#   and a minor; the jump to 2NT the two lowest unbid suits; advancer chooses, jumping to
#   game with the values.
32.Q432.K432.Q32     | 1D 2D P | 2H  | 7 HCP, four hearts, two spades: prefer hearts
KJ32.Q32.432.AK2     | 1D 2D P | 4S  | 13 HCP, four spades: game
K432.32.Q32.J432     | 1C 2NT P | 3D | 1C 2NT shows diamonds and hearts: three diamonds
432.QJ32.K2.5432     | 1D 2NT P | 3H | 1D 2NT shows clubs and hearts: four hearts
2.432.Q432.KJ432     | 1H 2H P | 2NT | a singleton spade: ask for the minor
KQJ43.QJ432.32.2     | 1C | 2C   | 9 HCP, five-five in the majors: Michaels vul=EW dealer=W
# --- a one-level overcall with an opening hand and a poor suit -------------------------
# source: Root, "Commonsense Bidding": the weaker the overcall, the better the suit must be;
#   with an opening hand a five-card suit overcalls at the one level whatever its spots.
K6432.5.AK5.KQJ8     | 1D | 1S  | 16 HCP, five poor spades: overcall, not pass
J8643.A5.K53.Q82     | 1C | P   | 10 HCP, five poor spades: a light overcall needs a good suit
AQ52.A9852.T.AJ2     | 1D | X   | 16 HCP, both majors, short diamonds: the double still comes first
# --- both majors over their pre-empt: the double before no-trump ---------------------------------
# source: Root, "Commonsense Bidding", and Grant: over a pre-empt in a minor, double with
#   both majors; a no-trump overcall would bury the 4-4 major fit. Without four of each
#   major the balanced hand with their suit stopped overcalls in no-trump.
AK54.KQ73.A8.J42     | 3D | X   | 16 HCP, four-four in the majors: double, not 3NT
AK54.KQ73.A8.J42     | 2D | X   | over the weak two too: double, not 2NT
K54.A73.KQ82.A42     | 3D | 3NT | 16 HCP balanced, diamonds stopped, no four-card major
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)
