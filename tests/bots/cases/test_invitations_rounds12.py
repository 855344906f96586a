"""Uncontested game decisions, twelfth round: the opener's revaluation once partner raised
(the trump length counts), the limit raise accepted on a long suit, responder's raises
valued in dummy points, the raiser's answer to opener's invitation. Grouped by situation;
each group names its book (the ACBL SAYC System Booklet, revised 2006, where it speaks,
else a standard textbook). Our own hands; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- opener after a single raise of his major: the trump length counts -----------------------
# source: Pavlicek, "Bidding After a Raise" (and Goren, "Point Count Bidding": the opener
#   revalues once the raise found the fit): add to HCP and shortness (3/2/1) two points for
#   each trump past the five promised and one for a side-suit card past three; 16-18 tries
#   for game, 19+ bids it, less passes.
AJ8.AT7543.2.AK5     | 1H P 2H P | 4H | 16 HCP, six hearts and a singleton: 20 points
KQ9854.A3.K52.A4     | 1S P 2S P | 4S | 16 HCP, six spades, two doubletons: 20 points
A3.AQJ854.K52.Q4     | 1H P 2H P | 4H | 16 HCP, six good hearts: 20 points
KQ8654.A32.AK2.5     | 1S P 2S P | 4S | 16 HCP, six spades and a singleton: 20 points
AQJ432.K2.AQ2.32     | 1S P 2S P | 4S | 16 HCP, six spades, two doubletons: 20 points
AK854.Q43.K32.J2     | 1S P 2S P | P  | 13 HCP, five spades, 5-3-3-2: a minimum
KJ9854.A3.Q52.J4     | 1S P 2S P | P  | 11 HCP, six spades: 15 points, a minimum
AKJ54.KQ4.A32.32     | 1S P 2S P | 3S/3H/3D/3C | 17 HCP, five spades, one doubleton: a try
# --- opener over the limit raise of his major ------------------------------------------------
# source: SAYC booklet: 1M-3M is a limit raise (10-12 points), opener passes with a minimum;
#   Pavlicek, "Bidding After a Raise": the sixth trump is worth two points, so a 12-count
#   with six trumps holds the 15 that accept.
42.AKT432.KT3.Q3     | 1H P 3H P | 4H | 12 HCP, six hearts, two doubletons: 16 points
KJ9854.A3.Q52.Q4     | 1S P 3S P | 4S | 12 HCP, six spades, two doubletons: 16 points
Q3.KJ8652.A42.Q5     | 1H P 3H P | 4H | 12 HCP, six hearts: accept
AJ854.Q43.K32.Q2     | 1S P 3S P | P  | 12 HCP, five spades, 5-3-3-2: decline
KQ854.J43.Q32.K2     | 1S P 3S P | P  | 11 HCP, five spades, 5-3-3-2: decline
# --- responder raises opener's second suit, counting dummy points ------------------------------
# source: SAYC booklet: raises are valued in support points (dummy points: a void 5, a
#   singleton 3, a doubleton 1 with four trumps); responder's jump raise of opener's second
#   suit invites with 10-12 (Root, "Commonsense Bidding": 10-12 points invite), from 8 HCP
#   (Root: a responder of 0-7 passes or gives preference).
JT54.T763..AK762     | 1D P 1H P 2C P | 3C | 8 HCP, five clubs and a void in diamonds: 12 points
K654.Q763..QJ642     | 1D P 1H P 2C P | 3C | 8 HCP, five clubs, a void: 12 points
Q654.KJ63.9.Q862     | 1D P 1H P 2C P | 3C | 8 HCP, four clubs and a singleton: 11 points
J654.KJ63.92.Q86     | 1D P 1H P 2C P | P  | 7 HCP, three clubs: pass the second suit
Q65.KJ63.98.Q862     | 1D P 1H P 2C P | P/2D | 8 HCP, four clubs, no shortness: no invitation
KJ54.J32.Q9543.4     | 1H P 1S P 2D P | P  | 7 HCP and a singleton: still a minimum (Root)
# --- a strong balanced responder over 1D: a new suit, not a jump shift in three cards --------
# source: SAYC booklet: 1m-3NT is 16-17 balanced with no four-card major, a jump shift is
#   17+ with a good suit; Root, "Commonsense Bidding": stronger balanced hands bid a new
#   suit first and jump in no-trump later (a jump shift needs a real suit).
AK4.A97.A852.AT7     | 1D P | 2C  | 19 HCP, 3-3-4-3: a new suit, not a jump shift in three spades
KQ4.AJ7.KJ52.AJ7     | 1D P | 2C  | 19 HCP, 3-3-4-3: 2C, no-trump later
AQ4.KJ7.A82.KQ73     | 1D P | 2C  | 19 HCP, four clubs: 2C
KQ4.AJ7.K852.A73     | 1D P | 3NT | 17 HCP, balanced, no major: 3NT
# --- responder's strong two-suiter after opener's second suit -------------------------------
# source: Root, "Commonsense Bidding": responder's jump in a new suit at his second turn
#   forces to game; the fourth suit at the cheapest level forces one round only (SAYC
#   booklet: fourth suit forcing), so a 17+ five-five with a void in opener's suit jumps.
AQ985..AQJT6.A64     | 1H P 1S P 2C P | 3D | 19 HCP, 5-5, a void in hearts: the jump forces
AKJ85.AQJ65.2.K3     | 1D P 1S P 2C P | 3H | 18 HCP, five-five in the majors: game force
AQ985.2.KQJT6.64     | 1H P 1S P 2C P | 2D | 12 HCP, five diamonds: the fourth suit
# --- the 1NT responder's own long suit after opener's second suit ---------------------------
# source: SAYC booklet: 1NT is 6-10 and not forcing; Root, "Commonsense Bidding": after 1NT
#   the responder's new suit at the two level is a sign-off with a long suit.
84.K3.K97542.Q32     | 1H P 1NT P 2C P | 2D   | 8 HCP, six diamonds: to play
84.QJ9754.K3.J32     | 1S P 1NT P 2D P | 2H   | 7 HCP, six hearts: to play
Q4.K3.K97542.J32     | 1H P 1NT P 2C P | 2D   | 9 HCP, six diamonds: to play
84.K32.K9754.Q32     | 1H P 1NT P 2C P | 2H/P | 8 HCP, five diamonds only: no sign-off in them
# --- responder's own six-card major with game values after opener's minimum rebid ----------
# source: SAYC booklet: responder's jump rebid of his suit invites (10-12); Root,
#   "Commonsense Bidding": with game values bid game, and a good six-card major needs no
#   support; with four cards in the other major show them first (a new suit forces).
K8.AQJ854.A3.Q32     | 1D P 1H P 2D P  | 4H | 16 HCP, six good hearts: game, not five diamonds
K8.AQJ854.A3.Q32     | 1C P 1H P 2C P  | 4H | 16 HCP, six good hearts: game
AKJ954.K3.Q2.J32     | 1D P 1S P 2D P  | 4S | 14 HCP, six good spades: game
KQJ642.AJT6.Q5.4     | 1C P 1S P 2C P  | 2H | 13 HCP, six spades and four hearts: hearts first
Q3.KQJ854.93.K32     | 1D P 1H P 1NT P | 3H | 11 HCP, six hearts: invite
A3.KQJ854.93.K32     | 1D P 1H P 1NT P | 4H | 13 HCP, six hearts: game
# --- invitations after opener's minimum rebid, accepted or declined ------------------------
# source: SAYC booklet: opener's single raise and 1NT rebid show a minimum (12-14/15);
#   responder invites with 10-12 and bids game with 13+; Root: opener accepts with the top
#   of his range and declines with the bottom.
QJ2.KJ54.Q93.J32     | 1D P 1H P 1NT P | P   | 10 HCP: no game opposite 12-14
A32.KJ54.A93.K32     | 1D P 1H P 1NT P | 3NT | 15 HCP: game
KJ854.A42.Q2.J32     | 1H P 1S P 2H P  | 3H  | 11 HCP, three hearts: invite
KQ5.AJ54.Q93.K32     | 1C P 1H P 2H P 3H P | 4H | 15 HCP: the top of the raise, accept
K65.AJ54.Q93.K32     | 1C P 1H P 2H P 3H P | P  | 13 HCP: decline
KQ9.A54.K32.QJ32     | 1C P 1S P 1NT P 2NT P | 3NT | 14 HCP: accept
KQ9.J54.K32.QJ32     | 1C P 1S P 1NT P 2NT P | P   | 12 HCP: decline
A8.J54.9843.KJ54     | 1H P 1NT P 2D P | 3D  | 9 HCP, four diamonds, a doubleton: 10 dummy points
# --- the raises of partner's major, counted in dummy points ---------------------------------
# source: SAYC booklet: 1M-2M 6-10 points and three trumps, 1M-3M a limit raise (10-12),
#   1M-4M five trumps, a singleton or void and fewer than 10 HCP; dummy points (Pavlicek:
#   a doubleton 1, a singleton 3 with four trumps).
Q32.J42.K542.Q32     | 1S P | 2S | 8 HCP, three spades: the single raise
KQ2.J42.A542.Q32     | 1S P | 3S | 12 HCP, three spades: the limit raise
KQ32.J42.A542.32     | 1S P | 3S | 10 HCP, four spades and a doubleton: 11 points
KQ932.42.A5432.2     | 1S P | 4S | 9 HCP, five spades and a singleton: pre-emptive game
QJ932.4.J5432.32     | 1S P | 4S | 4 HCP, five spades and a singleton: pre-emptive game
# --- the raises of partner's minor ----------------------------------------------------------
# source: SAYC booklet: 1m-2m 6-10, 1m-3m a limit raise (10-12), no four-card major.
Q2.K42.Q5432.J32     | 1D P | 2D | 8 HCP, five diamonds: the single raise
Q2.K42.KQ542.J32     | 1D P | 3D | 11 HCP, five diamonds: the limit raise
# --- opener's rebid: the strength bands ------------------------------------------------------
# source: SAYC booklet: the single raise of responder's major 12-15 (four trumps), the jump
#   raise 16-18 points, game 19+; 2NT 18-19 balanced; the jump rebid a good six-card suit
#   (16-18); a reverse 17+ points; a jump shift 19+, forcing to game.
AQ32.K2.KJ542.32     | 1D P 1S P | 2S  | 13 HCP, four spades: the single raise
AQ32.K2.AKJ42.A2     | 1D P 1S P | 4S  | 21 HCP, four spades: game
AQ3.K2.AKJ42.Q32     | 1D P 1S P | 2NT | 19 HCP, balanced: 2NT
A3.K2.AKJ542.Q32     | 1D P 1S P | 3D  | 17 HCP, six good diamonds: the jump rebid
A3.KJ42.AKJ42.32     | 1D P 1S P | 2H  | 16 HCP, five diamonds and four hearts: the reverse
A3.KJ42.AQJ42.A2     | 1D P 1S P | 3H  | 19 HCP, five-four: the jump shift
AKQJ32.54.A2.K32     | 1S P 1NT P | 3S | 17 HCP, six good spades: invite opposite 6-10
KQ8532.54.A2.K32     | 1S P 1NT P | 2S | 12 HCP, six spades: a minimum
KQ32.A2.J2.KQ432     | 1C P 1H P 1S P 2NT P | 3NT | 15 HCP: accept responder's 2NT
# --- responder's fit with opener's rebid suit, counted in dummy points ----------------------
# source: SAYC booklet: responder with 10-12 invites and with 13+ bids game; raises are
#   counted in support points (a doubleton 1, a singleton 3 with four trumps); Root,
#   "Commonsense Bidding": with a singleton the minor game, not 3NT.
AQJ54.A93.6.9873     | 1C P 1S P 2C P | 5C | 11 HCP, four clubs and a singleton: 14 points
KJ854.A42.K2.J32     | 1H P 1S P 2H P | 4H | 12 HCP, three hearts and a doubleton: 13 points
KJ854.A42.Q2.J32     | 1H P 1S P 2H P | 3H | 11 HCP, three hearts and a doubleton: invite
KQ854.Q2.J32.K32     | 1C P 1S P 2C P | 3C/2NT | 11 HCP, three clubs, no shortness: invite
# --- opener after responder's suit again over his 2NT (1x-2y-2NT-3y) --------------------------
# source: SAYC booklet: the two-over-one promised a second bid; Root, "Commonsense Bidding":
#   three of responder's suit after 2NT invites (six cards, 10-12), so opener bids the game
#   with the top of his 2NT and two cards there (3NT over a minor, his stoppers shown), and
#   passes with the bottom.
AK854.A72.J2.JT6     | 1S P 2D P 2NT P 3D P | 3NT | 13 HCP, two diamonds: the no-trump game
AK854.A72.J2.JT6     | 1S P 2H P 2NT P 3H P | 4H  | 13 HCP, two hearts: the major game
AQ854.J72.Q2.KT6     | 1S P 2D P 2NT P 3D P | P   | 12 HCP: the bottom of 2NT, to play
# --- responder's seven-card suit after opener's minimum rebid --------------------------------
# source: Goren, "Point Count Bidding": a long suit counts a point for each card past four;
#   SAYC booklet: responder's jump rebid of his suit invites (10-12 points), 13+ is game.
74.AQJ97632.4.Q3     | 1D P 1H P 2D P | 4H | 9 HCP, eight hearts: 13 points, game
74.AQJ9763.42.Q3     | 1D P 1H P 2D P | 3H | 9 HCP, seven hearts: 12 points, invite
74.KJ97632.42.32     | 1D P 1H P 2D P | 2H | 4 HCP, seven hearts: to play
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)
