"""The opener's rebids and later calls in uncontested auctions (sixth set): after
responder's strong jump shift, after a two-over-one, the reverse against its alternatives,
the game-forcing and invitational rebids, the game tries over a single raise and the
answers to partner's invitation, and the opener after a limit raise. Grouped by situation;
each group names its book (the SAYC booklet where it speaks, else a standard textbook).
Our own hands; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- the opener after responder's strong jump shift ----------------------------------------
# source: SAYC booklet (responder's jump shift is strong, forcing to game); Root,
#   "Commonsense Bidding" and Goren: the auction is forced to game, so the opener describes
#   at the cheapest level, never jumping: support first (three cards of a major, four of a
#   minor), then a six-card suit, a second four-card suit, no-trump with an even hand.
KQ4.AJ863.Q85.72     | 1H P 2S P   | 3S  | three spades: support first
K4.AJ863.Q85.K72     | 1H P 2S P   | 2NT | even hand, no support: the cheapest no-trump
54.AQJ863.Q85.K2     | 1H P 2S P   | 3H  | six hearts: rebid them, no jump to game
54.AJ863.KQ85.K2     | 1H P 2S P   | 3D  | a second four-card suit
KJ4.A63.KQ985.72     | 1D P 2S P   | 3S  | three spades
K4.A63.KQ985.Q72     | 1D P 2S P   | 2NT | even hand
54.A63.KQ985.AQ2     | 1D P 2H P   | 3H  | three hearts
AQ954.K3.98.KJ72     | 1S P 3C P   | 4C  | four clubs raise the minor
AQJ954.K3.98.K72     | 1S P 3D P   | 3S  | six spades
Q954.K3.A98.KJ72     | 1C P 2H P   | 2S  | four spades at the two level
# --- the opener after a two-over-one --------------------------------------------------------
# source: SAYC booklet (a two-over-one response is forcing one round; the opener's
#   minimum rebids are the suit again, a raise, a lower new suit, 2NT); Goren: the opener's
#   jump rebid after a two-over-one forces to game; a reverse shows the first suit longer.
K4.AJ863.Q5.K972     | 1H P 2C P   | 3C  | four clubs, a minimum: raise
AQJ954.K3.98.Q72     | 1S P 2D P   | 2S  | six spades, a minimum
AQ954.KJ83.K98.2     | 1S P 2C P   | 2H  | a second suit below the opened one
KQ954.AJ3.K98.J2     | 1S P 2H P   | 3H  | three hearts raise the major
A4.AKJ863.KQ5.72     | 1H P 2C P   | 3H  | 17 HCP and six hearts: the forcing jump
KJ4.Q83.AQ85.Q72     | 1D P 2C P   | 2NT | 14 HCP balanced, a minimum
KQJ4.A3.AQ92.K72     | 1D P 2C P   | 3NT | 19 even, four-four: no reverse, diamonds not longer
KQJ4.A3.AQ932.K2     | 1D P 2C P   | 2S  | 19 HCP, five diamonds and four spades: the reverse
AK954.QJ83.A2.K2     | 1S P 2H P   | 4H  | 17 HCP and four hearts: game at once
# --- the light opener after a passed hand's two-over-one ------------------------------------
# source: SAYC booklet (a new suit by a passed hand is not forcing; third- and fourth-seat
#   openings may be light); Root, "Commonsense Bidding": opposite a passed partner's 10-12
#   the light opener stops low, in partner's suit or his own five-card major.
AQ954.K83.Q52.72     | P P 1S P 2C P | 2S  | 11 HCP, a doubleton club: the five-card major dealer=N
KJ954.83.Q52.A72     | P P 1S P 2D P | P   | 10 HCP and three diamonds: pass dealer=N
AQ954.K83.A52.K2     | P P 1S P 2C P | 3NT | 16 HCP opposite 10-12: game dealer=N
# --- the opener's choice: reverse, no-trump, or the suit again -----------------------------
# source: SAYC booklet (a reverse, a new suit above the opened one at the two level, is
#   forcing one round and shows a strong hand, the opened suit longer; 2NT after a one-level
#   response shows 18-19 balanced); Root, "Commonsense Bidding": with a minimum the opener
#   cannot reverse and rebids his suit.
A3.KQ74.AKJ86.92     | 1D P 1S P   | 2H  | 17 HCP, five diamonds and four hearts: reverse
5.KJ74.AQ862.K93     | 1D P 1S P   | 2D  | 13 HCP: too weak to reverse
5.A54.AQJ7.KQ873     | 1C P 1S P   | 2D  | 16 HCP and a singleton: reverse
9.A3.AKJ7.KQ8652     | 1C P 1H P   | 2D  | 17 HCP, six clubs and four diamonds
9.A3.KJ72.AQ8652     | 1C P 1H P   | 2C  | 14 HCP: the clubs again
AQJ7.AKJ83.K32.2     | 1H P 1NT P  | 2S  | 18 HCP: the reverse over 1NT
AQ4.KJ73.AQ85.Q2     | 1D P 1S P   | 2NT | 18 balanced, diamonds not longer: 2NT, no reverse
KQ4.A3.AJ85.KJ72     | 1C P 1H P   | 2NT | 18 balanced
5.AQ74.AKJ863.K2     | 1D P 1S P   | 2H  | six-four: the reverse shows both suits
3.AK97.AJ7.KQ865     | 1C P 1D P   | 1H  | the major at the one level: no reverse needed
# --- the opener's third call after his reverse ----------------------------------------------
# source: Root, "Commonsense Bidding" (the usual Standard American): after a reverse,
#   responder's two of his suit, 2NT, three of the opener's first suit or a raise of the
#   reverse suit show a minimum, and a minimum reverse may pass them; any other answer (the
#   fourth suit, a jump in his own suit) shows game values, so the opener bids on.
A3.KQ74.AKJ86.92     | 1D P 1S P 2H P 2S P     | P     | 17 HCP opposite a weak rebid: pass
A3.KQ74.AKJ86.92     | 1D P 1S P 2H P 3C P     | 3D/3S | the fourth suit forces: no pass
A3.KQ74.AKJ86.92     | 1D P 1S P 2H P 3S P     | 4S    | the jump shows six spades: A-x raises
AQ3.KQ74.AKJ86.2     | 1D P 1S P 2H P 2S P     | 4S    | 19 HCP and three spades: game
AQ3.KQ74.AKJ86.2     | 1D P 1S P 2H P 2NT P    | 3NT   | 19 HCP: game
AQJ7.AKJ83.K32.2     | 1H P 1NT P 2S P 3C P    | P     | over 1NT three of a new suit is weak
# --- the opener's third call after his jump shift -------------------------------------------
# source: Root, "Commonsense Bidding": the jump shift forces to game; a major responder
#   rebids is raised with two cards, 3NT wants the unbid suit stopped, else the opener shows
#   his long first suit.
A2.AKJ83.KQJ3.32     | 1H P 1S P 3D P 3S P     | 4S    | spades rebid: A-x raises, clubs open
AKJ75.A4.AKJ4.32     | 1S P 1NT P 3D P 3H P    | 3S/4H | clubs unstopped: no 3NT
# --- the opener's game-forcing rebids -----------------------------------------------------
# source: SAYC booklet (the opener's jump shift forces to game; the jump to game in his
#   own suit or in responder's major is to play); Goren: 19 points opposite a response make
#   game; Root: 3NT on a long running minor with the other suits stopped.
AKJ753.AQ4.KQ5.3     | 1S P 1NT P  | 4S  | 19 HCP, six spades: game
AQ75.AKJ64.A5.32     | 1H P 1S P   | 4S  | 18 HCP and two doubletons with four spades
A5.KQ75.AKJ862.2     | 1D P 1H P   | 4H  | 17 HCP, a singleton and four hearts
A3.AQ3.K7.KQJ832     | 1C P 1H P   | 3NT | 19 HCP, a running club suit, stoppers
A54.AKJ75.5.AKQ4     | 1H P 1S P   | 3C  | 21 HCP, five-four: the jump shift
KQ75.5.AK3.AQJ76     | 1C P 1S P   | 4S  | 19 HCP, four trumps and a singleton: game
AKJ75.A4.AKJ4.32     | 1S P 1NT P  | 3D  | 20 HCP: the jump shift over 1NT
AQ4.K3.AQJ5.K852     | 1D P 1H P   | 2NT | 19 balanced: 2NT, not a jump shift
# --- the opener's invitational rebids -------------------------------------------------------
# source: SAYC booklet (the jump rebid of the opened suit and the jump raise of responder's
#   suit invite, 16-18 points); Root: the jump rebid wants a good six-card suit; Grant
#   (ACBL Bridge Series): a point for each card past four.
AKJ753.A4.KQ5.32     | 1S P 1NT P  | 3S  | 17 HCP, six good spades
K4.AKJ863.A5.Q72     | 1H P 1S P   | 3H  | 17 HCP, six good hearts
KJ4.5.A32.AKJ863     | 1C P 1H P   | 3C  | 16 HCP, six good clubs
KQ75.AKJ643.53.2     | 1H P 1S P   | 3S  | 13 HCP, four trumps, six hearts, a singleton: 17 points
A4.AQJ8632.K5.72     | 1H P 1NT P  | 3H  | 14 HCP and seven hearts: 17 points with length
A4.AQJ863.K5.872     | 1H P 1NT P  | 2H  | 14 HCP and six hearts: 16 points, a minimum
# --- the game tries over a single raise -----------------------------------------------------
# source: SAYC booklet (after 1M-2M a new suit is a game try, forcing; 3M invites); Bergen,
#   "Points Schmoints", and Root: the help-suit try names a side suit of three or more
#   cards with two or three losers (xxx, Kxx, Qxx), where partner's ace, king or shortness
#   helps; with no such suit the opener re-raises; a minimum passes, 19 points bid game.
A4.AKJ75.Q74.K32     | 1H P 2H P   | 3C/3D | 17 HCP, two losers in each minor: a help-suit try
AKJ75.KJ74.A3.32     | 1S P 2S P   | 3H  | 16 HCP, K-J-x-x: help wanted in hearts
AK763.K4.A85.Q72     | 1S P 2S P   | 3C  | 16 HCP, Q-x-x: help wanted in clubs
K4.AKJ63.A85.752     | 1H P 2H P   | 3C  | 15 HCP and two doubletons, x-x-x clubs
AK763.K4.Q85.AJ2     | 1S P 2S P   | 3D  | 17 HCP, Q-x-x diamonds
AKJ84.K3.AJ72.83     | 1S P 2S P   | 3S  | no side suit of three cards without the ace: 3S
AK763.K4.J85.872     | 1S P 2S P   | P   | 11 HCP: a minimum passes
# --- the opener's answer to responder's invitation ------------------------------------------
# source: SAYC booklet (responder's return to three of the major after a game try declines,
#   four accepts; responder's raise to three invites, the opener bids game with the top of
#   his range); Root: after 1NT-2NT the opener bids 3NT with 13 or more, and 3NT wants
#   the unbid suits held.
AK763.K4.AQ5.J72     | 1S P 2S P 3C P 3S P     | P   | the try declined: pass
AK8764.A8.Q2.K64     | 1S P 2S P 3C P 3S P     | P   | six trumps, declined dealer=E vul=both
AK763.K4.AQ5.J72     | 1S P 2S P 3C P 4S P     | P   | the try accepted: game reached
AQ954.KQ83.A9.72     | 1S P 1NT P 2H P 3H P    | 4H  | 15 HCP opposite the raise: game
AQ954.KJ83.Q9.72     | 1S P 1NT P 2H P 3H P    | P   | 12 HCP: declines
K4.AQJ863.K85.72     | 1H P 1S P 2H P 3H P     | 4H  | 13 HCP and six hearts: accepts
84.AQJ863.K85.72     | 1H P 1S P 2H P 3H P     | P   | 10 HCP: declines
AQ74.5.A84.KJ963     | 1C P 1H P 1S P 3S P     | 4S  | 14 HCP and a singleton: accepts
K4.A3.KQJ853.Q72     | 1D P 1S P 2D P 2NT P    | 3NT | 15 HCP, six good diamonds: accepts
84.A3.KQJ853.Q72     | 1D P 1S P 2D P 2NT P    | 3D  | 12 HCP: back to the suit
Q4.K5.A653.KJ763     | 1C P 1H P 2C P 3C P     | P   | 13 HCP, spades unguarded: no 3NT
# --- the opener after responder's preference ------------------------------------------------
# source: Root, "Commonsense Bidding": responder's simple preference to the opener's first
#   suit shows 6-9 and no more than a fit; a minimum opener passes, 16 or more bids again;
#   Goren: the opener, declarer in his own suit, counts a singleton as two points (dummy's
#   count of three is for the short hand that ruffs).
5.K83.KQJ86.A972     | 1D P 1S P 2C P 2D P     | P     | 13 HCP and a singleton spade: pass
# --- the opener after a limit raise ----------------------------------------------------------
# source: SAYC booklet (the limit raise shows 10-12 points; the opener passes a minimum,
#   bids game otherwise; over a minor limit raise 3NT with the majors stopped); Goren:
#   the opener counts a singleton as two points once the fit is known; Root: with game
#   values 3NT is the nearer game, a major half stopped (Q-x) opposite the limit raise.
KQ4.AJ863.Q852.2     | 1H P 3H P   | 4H  | 12 HCP and a singleton: game
KQ4.AJ863.Q85.72     | 1H P 3H P   | P   | 12 HCP, no shortness: pass
KQ4.A86.KQ863.72     | 1D P 3D P   | 3NT | 14 HCP, both majors stopped
A4.86.AKJ863.KQ2     | 1D P 3D P   | 5D  | 17 HCP, hearts open: five diamonds
Q4.86.AKJ863.Q72     | 1D P 3D P   | P   | 12 HCP: pass
KJ763.4.AJ52.Q72     | 1S P 3S P   | P   | 11 HCP, seven losers: a light opening passes
K4.Q6.KQ863.AJ72     | 1D P 3D P   | 3NT | 15 HCP, hearts half stopped (Q-x): game, 3NT
K4.J72.AQ854.AK3     | 1D P 3D P   | 3NT | 17 HCP, J-x-x hearts: 3NT before eleven tricks
AJ4.72.AQ854.KQ3     | 1D P 3D P   | 5D  | 16 HCP, hearts unguarded: five diamonds
"""


CASES = parse_table(TABLE)


test_expected_call = book_calls_test(CASES)
