"""No-trump and slam, session 13: the responses to 1NT and 2NT and their slam arithmetic
(the quantitative 4NT, 6NT, 7NT), Gerber and its continuations, the Stayman replies and
continuations (invitational, game, slam, the weak "garbage" Stayman), the opener's answer to
the quantitative 4NT, the strong 2♣ with its 2NT and 3NT rebids, Blackwood's and the 5NT
king ask's replies, and the no-trump ranges that add up to a slam after a suit opening.
Grouped by situation; each group names its book (the ACBL SAYC System Booklet, revised 2006,
where it speaks, else a standard textbook). Our own hands; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- responses to 1NT: the no-trump slam arithmetic ---------------------------------------------
# source: SAYC booklet (1NT 15-17; 4NT is quantitative, inviting 6NT); Goren's point count as
#   Root, "Commonsense Bidding" teaches it: 33 together for a small slam, 37 for a grand; with
#   25 the game, 23-24 invite with 2NT, less passes.
KQ3.AJ2.KJ32.Q32     | 1NT P | 4NT | 16 HCP, no major: 31-33 together, invite the slam
AQ3.AJ2.KJ32.K32     | 1NT P | 6NT | 18 HCP: 33 opposite the minimum
AQ3.AJ2.KQ32.AJ2     | 1NT P | 5NT | 21 HCP: 36-38, the grand opposite 17: 5NT
AQ3.AK2.KJ32.AJ2     | 1NT P | 7NT | 22 HCP: 37 opposite the minimum
K32.Q32.KJ32.Q32     | 1NT P | 3NT | 11 HCP, no major: game
Q32.J32.KJ32.Q32     | 1NT P | 2NT | 9 HCP, no major: invite
Q32.J32.Q432.Q32     | 1NT P | P   | 7 HCP, balanced: no game
# --- responses to 1NT with a four-card or a long major -------------------------------------------
# source: SAYC booklet: 2♣ Stayman, usually 8+ HCP, with a four-card major; 4♥/4♠ to play
#   with a six-card major; 2♠ (here, without transfers) a weak sign-off. Stayman first with a
#   four-card major even with slam values (the slam is judged once the fit is known or denied).
AQ32.KJ2.Q32.KJ2     | 1NT P | 2C  | 16 HCP 4-3-3-3 with four spades: Stayman first
K932.Q32.K32.J32     | 1NT P | 2C  | 9 HCP, four spades: Stayman
KQJ654.K2.Q32.32     | 1NT P | 4S  | 11 HCP, six spades: game in the major
J87654.32.Q32.32     | 1NT P | 2S  | 3 HCP, six spades: the weak sign-off
# --- Gerber over 1NT and 2NT -------------------------------------------------------------------
# source: SAYC booklet: over 1NT and 2NT, 4♣ is Gerber; replies 4♦ 0 or 4 aces, 4♥ 1, 4♠ 2,
#   4NT 3; 5♣ then asks for kings; any other bid by the Gerber bidder (4NT included) is to
#   play, so with two aces missing he signs off at the cheapest level.
AKQJ54.K2.A32.32     | 1NT P | 4C  | 17 HCP and six spades: slam values, ask for aces
KQ2.KQ2.AJ32.Q32     | 1NT P 4C P | 4H  | one ace
AQ2.KQ2.AJ32.432     | 1NT P 4C P | 4S  | two aces
KQ2.KQ2.KQ32.Q32     | 1NT P 4C P | 4D  | no ace
A32.A32.A432.K32     | 1NT P 4C P | 4NT | three aces
AK2.AJ2.AQ32.Q32     | 2NT P 4C P | 4NT | three aces over 2NT too
KQJ654.AK2.K2.32     | 1NT P 4C P 4H P | 4S  | two aces missing: sign off at the cheapest level
AKQJ54.K2.KQ2.32     | 1NT P 4C P 4S P | 6S  | one ace missing: the small slam
AKQJ54.A2.KQ2.32     | 1NT P 4C P 4S P | 5C  | every ace held: ask for kings
AQ2.KJ2.AJ32.Q32     | 1NT P 4C P 4S P 5C P | 5H | one king
# --- the opener's answer to the quantitative 4NT ------------------------------------------------
# source: SAYC booklet: 1NT-4NT and 2NT-4NT invite 6NT: the opener bids it with a maximum
#   and passes with a minimum; Goren: a five-card suit adds a length point (16 with a good
#   five-card suit counts as a maximum).
AQ2.KJ2.KQ32.Q32     | 1NT P 4NT P | 6NT | 17 HCP: a maximum, accept
AQ2.QJ2.KJ32.Q32     | 1NT P 4NT P | P   | 15 HCP: a minimum, pass
AQ2.KJ.KJ432.Q32     | 1NT P 4NT P | 6NT | 16 HCP and five diamonds: accept
AQ2.AK2.KQ32.K32     | 2NT P 4NT P | 6NT | 21 HCP: a maximum, accept
AQ2.AK2.KQ32.Q32     | 2NT P 4NT P | P   | 20 HCP: a minimum, pass
# --- the Stayman replies ------------------------------------------------------------------------
# source: SAYC booklet: over 2♣ the opener bids 2♥ with four hearts (with both majors too),
#   2♠ with four spades, 2♦ without a four-card major.
AQ2.KJ32.K32.Q32     | 1NT P 2C P | 2H | four hearts
AQ32.KJ32.K2.Q32     | 1NT P 2C P | 2H | both majors: hearts first
AQ32.KJ2.K32.Q32     | 1NT P 2C P | 2S | four spades only
AQ2.KJ2.K432.Q32     | 1NT P 2C P | 2D | no four-card major
AK32.KQ2.AQ2.Q32     | 2NT P 3C P | 3S | over 2NT the same replies one level up
# --- responder's continuations after Stayman
# source: SAYC booklet: after the reply, 2NT and three of opener's major invite (8-9),
#   3NT and four of the major are game (10-15); with four spades after 2♥ responder bids
#   no-trump and the opener, holding four spades too, corrects to spades.
K432.Q32.K32.432     | 1NT P 2C P 2S P | 3S  | 8 HCP, four spades: invite in the fit
K432.Q32.A32.J32     | 1NT P 2C P 2S P | 4S  | 10 HCP, four spades: game in the fit
K432.Q32.A32.J32     | 1NT P 2C P 2H P | 3NT | 10 HCP, spades not hearts: 3NT
K432.Q32.K32.432     | 1NT P 2C P 2D P | 2NT | 8 HCP, no fit: invite
AQ32.KJ2.KJ2.Q32     | 1NT P 2C P 2D P | 4NT | 16 HCP, no fit: the quantitative 4NT
AQ32.KQ2.AJ2.K32     | 1NT P 2C P 2D P | 6NT | 19 HCP, no fit: 6NT
AQ32.KQ2.AJ2.K32     | 1NT P 2C P 2S P | 4NT/6S | 19 HCP and the spade fit: slam
# --- Stayman's reply doubled ------------------------------------------------------------------
# source: common practice (the SAYC booklet is silent): a double of the Stayman reply takes
#   no room, so responder continues as without it.
K432.Q32.K32.432     | 1NT P 2C P 2S X | 3S  | 8 HCP, four spades: invite in the fit
K432.Q32.A32.J32     | 1NT P 2C P 2S X | 4S  | 10 HCP, four spades: game in the fit
Q874.AK7.K97.T83     | 1NT P 2C P 2D X | 3NT | 12 HCP, no fit: game
# --- the opener after responder's continuation --------------------------------------------------
# source: SAYC booklet: the opener accepts the invitation with a maximum, passes with a
#   minimum, and plays in spades when responder's no-trump showed four of them.
AQ32.KJ32.K2.Q32     | 1NT P 2C P 2H P 3NT P | 4S  | four spades too: the major game
AQ2.KJ32.K32.Q32     | 1NT P 2C P 2H P 3NT P | P   | no four spades: 3NT
AQ32.KJ32.K2.Q32     | 1NT P 2C P 2H P 2NT P | 3S  | four spades, a minimum: three of them
AQ32.KJ32.K2.K32     | 1NT P 2C P 2H P 2NT P | 4S  | four spades, a maximum: game
AQ2.KJ32.K32.K32     | 1NT P 2C P 2H P 3H P  | 4H  | 16 HCP: accept the invitation
AQ2.KJ2.K432.Q32     | 1NT P 2C P 2D P 3NT P | P   | partner placed the game
# --- the weak ("garbage") Stayman ---------------------------------------------------------------
# source: SAYC booklet (1NT responses): Stayman is usually 8+ HCP, but a weak hand short in
#   clubs, 4-4-4-1 or 4-4-5-0, may bid 2♣ intending to pass any reply.
J432.Q432.J432.2     | 1NT P | 2C  | 4 HCP, 4-4-4-1 short in clubs: any reply is better than 1NT
J432.Q432.J5432.     | 1NT P | 2C  | 4 HCP, 4-4-5-0: the same
J432.Q432.J432.2     | 1NT P 2C P 2D P | P | weak: pass the reply
J432.Q432.J432.2     | 1NT P 2C P 2H P | P | weak: pass the reply
J432.Q432.J432.2     | 1NT P 2C P 2S P | P | weak: pass the reply
# --- responses to 2NT
# source: SAYC booklet: 2NT 20-21; 3♣ Stayman, 4♣ Gerber, 4NT quantitative; Goren: game
#   with 4-10, 4NT with 12 (32-33), 6NT with 13-16, nothing below 4.
Q32.J32.J432.J32     | 2NT P | 3NT | 5 HCP, balanced: game
J32.432.Q432.432     | 2NT P | P   | 3 HCP: no game
432.KJ32.Q32.432     | 2NT P | 3C  | 6 HCP, four hearts: Stayman
432.KJ32.Q32.432     | 2NT P 3C P 3H P | 4H  | the heart fit: game
432.KJ32.Q32.432     | 2NT P 3C P 3D P | 3NT | no fit: 3NT
KQ2.Q32.KJ32.J32     | 2NT P | 4NT | 12 HCP: invite the slam
KQ2.Q32.AJ32.Q32     | 2NT P | 6NT | 14 HCP: 34-35, the small slam
# --- the 2NT opener after Stayman --------------------------------------------------------------
# source: SAYC booklet: over 2NT, 3♣ is Stayman (hearts first with both majors); responder's
#   3NT after 3♥ shows four spades, and the opener with four spades too corrects to 4♠.
AKJ2.AQ32.QJ2.K2     | 2NT P 3C P | 3H | both majors: hearts first
AQ32.AKJ2.Q32.KQ     | 2NT P 3C P 3H P 3NT P | 4S | four spades too: the major game
AQ2.AKJ2.Q32.KQ2     | 2NT P 3C P 3H P 3NT P | P  | no four spades: 3NT
AK32.AQJ2.KQ2.A2     | 2C P 2D P 2NT P 3C P 3H P 3NT P | 4S | the same after 2♣-2♦-2NT
AK2.AQ2.KQ32.KQ2     | 2C P 2D P 2NT P 3H P | 4H  | five hearts opposite three: the major game
AK2.AQ.KQ432.KQ2     | 2C P 2D P 2NT P 3H P | 3NT | two hearts: 3NT
# --- the strong 2♣: 2NT and 3NT rebids
# source: SAYC booklet, "Strong 2♣": after 2♣-2♦-2NT (22-24) the responses are the same as
#   over a 2NT opening: Stayman first with a four-card major; 3NT rebid 25-27; Goren's 33.
AK83.6.K83.T9764     | 2C P 2D P 2NT P | 3C  | 10 HCP and four spades: Stayman first
AK83.6.K83.T9764     | 2C P 2D P 2NT P 3C P 3S P | 4NT/6S | the fit and 32-34 with a singleton: slam
K832.Q2.K83.J976     | 2C P 2D P 2NT P 3C P 3D P | 4NT | 9 HCP, no fit: invite the slam
K32.Q32.KJ32.Q32     | 2C P 2D P 2NT P | 6NT | 11 HCP, no major: 33 opposite the minimum
K32.Q32.K432.Q32     | 2C P 2D P 2NT P | 4NT | 10 HCP, no major: invite
AK32.AQ2.KQ2.AQ2     | 2C P 2D P 2NT P 4NT P | 6NT | 24 HCP: a maximum, accept
AK32.AQ2.KQ2.KJ2     | 2C P 2D P 2NT P 4NT P | P   | 22 HCP: a minimum, pass
K32.Q32.K432.432     | 2C P 2D P 3NT P | 6NT | 8 HCP: 33 opposite 25
K32.Q32.J432.432     | 2C P 2D P 3NT P | 4NT | 6 HCP: slam only opposite the maximum
J32.Q32.J432.432     | 2C P 2D P 3NT P | P   | 4 HCP: no slam
AKQ2.AQ2.KQ2.AJ2     | 2C P 2NT P | 6NT | 25 HCP balanced opposite the 8+ positive
# --- the strong 2♣: later rounds
# source: SAYC booklet, "Strong 2♣": the second negative (3♣) lets the opener's suit rebid be
#   passed; a positive response shows a good five-card suit and 8+.
5432.32.5432.432     | 2C P 2D P 2H P 3C P 3H P | P | the bust passes the suit rebid
5432.32.5432.432     | 2C P 2D P 2S P 3C P 4S P | P | the opener bid the game
KQJ54.32.K32.432     | 2C P | 2S  | 9 HCP, five good spades: the positive response
# --- Blackwood and the 5NT king ask -------------------------------------------------------------
# source: SAYC booklet: Blackwood 4NT, replies 5♣ 0 or 4 aces, 5♦ 1, 5♥ 2, 5♠ 3; 5NT then
#   asks for kings (6♣ 0 or 4, 6♦ 1, 6♥ 2, 6♠ 3) and promises all the aces.
KJ32.A32.Q32.432     | 1S P 3S P 4NT P | 5D | one ace
KJ32.A32.Q32.432     | 1S P 3S P 4NT P 5D P 5NT P | 6D | one king
QJ32.A32.Q32.Q32     | 1S P 3S P 4NT P 5D P 5NT P | 6C | no king
A32.QJ32.A32.432     | 1H P 3H P 4NT P 5H P 5NT P | 6C | two aces and no king
K432.A32.K32.432     | 1S P 3S P 4NT P 5D P 5NT P | 6H | two kings
AQJ54.K2.KQ2.A32     | 1S P 3S P 4NT P 5H P 5NT P 6H P | 7S | every ace and king: the grand
# --- no-trump ranges that add up to a slam after a suit opening -----------------------------------
# source: Root, "Commonsense Bidding", and Goren: add the no-trump ranges; with 31-32 at
#   the top invite with 4NT (quantitative), with 33 opposite the minimum bid 6NT. SAYC
#   booklet: 1♣/1♦-2NT 13-15; opener's jump to 2NT 18-19; the 1NT rebid 12-14.
AK94.AQ.Q942.KT3     | P 1D P 2NT P | 4NT | 18 HCP opposite 13-15: invite the slam
AK94.AQ.Q942.KJ3     | P 1D P 2NT P | 4NT | 19 HCP opposite 13-15: invite the slam
KQ2.KJ2.Q32.KJ32     | 1D P 2NT P 4NT P | 6NT | 15 HCP, the top of 2NT: accept
KQ2.K32.J32.KJ32     | 1D P 2NT P 4NT P | P   | 13 HCP, the bottom: pass
KQ2.AJ32.Q32.K32     | 1C P 1H P 2NT P | 6NT | 15 HCP opposite 18-19: 33
KQ2.AJ32.J32.K32     | 1C P 1H P 2NT P | 4NT | 14 HCP opposite 18-19: invite
AK32.KQ2.KJ2.K32     | 1D P 1S P 1NT P | 4NT | 19 HCP opposite 12-14: invite
"""

CASES = parse_table(TABLE)
test_notrump_slam13 = book_calls_test(CASES)
