"""The opener's rebids and later calls, uncontested (session 15): the rebid after a 1♦
response to 1♣ and after a 1NT response to a major, the rebid after a two-over-one (not
game forcing in SAYC), 4-4-4-1 and 5-5 hands, the higher four-card suit with a minimum, the
raise of responder's suit by support points, the openings of two-suiters, and the opener's
third call: after the fourth suit, a preference, an invitation after a two-over-one.
Grouped by situation; each group names its book (the ACBL SAYC System Booklet, revised
2006, where it speaks, else a standard textbook). Our own hands; line format as in
table.py; the note starts with the hand's HCP."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- opener's rebid after 1♣-1♦ ---------------------------------------------------------------
# source: SAYC booklet: opener's 1NT rebid is 12-14 balanced, the jump to 2NT 18-19; a jump
#   rebid of his own suit shows a good six-card suit and extra values; Root, "Commonsense
#   Bidding": a four-card major is shown at the one level, hearts before spades with both
#   (up the line); four-card support for responder's minor raises him with a minimum.
AK54.32.Q5.AJ872     | 1C P 1D P | 1S  | 14 HCP, four spades: show the major
K54.Q2.J43.AQ876     | 1C P 1D P | 1NT | 12 HCP, balanced, no major: the minimum no-trump
AQ4.KJ3.K2.AQ876     | 1C P 1D P | 2NT | 19 HCP, balanced: the jump to 2NT
KJ54.AQ32.4.KJ87     | 1C P 1D P | 1H  | 14 HCP, both majors: hearts first, up the line
5.K32.KJ54.AQ876     | 1C P 1D P | 2D  | 13 HCP, four diamonds: raise
32.K3.Q54.AKJ876     | 1C P 1D P | 2C  | 13 HCP, six clubs, a minimum: the suit again
A2.KQ3.54.AKJ876     | 1C P 1D P | 3C  | 17 HCP, six good clubs: the jump rebid
A2.KJ54.32.KQ876     | 1C P 1D P | 1H  | 13 HCP, four hearts: at the one level
# --- opener's rebid after 1M-1NT ---------------------------------------------------------------
# source: SAYC booklet: 1NT over a major is not forcing (6-10); Root: a balanced minimum
#   passes, a second suit lower than the first is shown at two, a higher one is a reverse
#   (17+), the jump rebid shows a good six-card suit (about 17), 2NT 18-19, a jump shift
#   19+ forces to game; with five-five bid the second suit.
K43.AQJ54.Q32.42     | 1H P 1NT P | P   | 12 HCP, 5-3-3-2: pass
4.AKJ54.Q32.KJ42     | 1H P 1NT P | 2C  | 14 HCP, four clubs: the second suit
AQ54.AKJ76.K2.32     | 1H P 1NT P | 2S  | 17 HCP, four spades: the reverse
A2.AKQJ76.K32.32     | 1H P 1NT P | 3H  | 17 HCP, six solid hearts: the jump rebid
AKJ54.KQ2.AJ2.32     | 1S P 1NT P | 2NT | 18 HCP, 5-3-3-2: invite
KQ876.AQ876.3.K2     | 1S P 1NT P | 2H  | 14 HCP, five-five: the second suit
AKJ54.A2.32.AKJ2     | 1S P 1NT P | 3C  | 20 HCP, five-four: the jump shift
# --- opener's rebid after a two-over-one ------------------------------------------------------
# source: SAYC booklet: a two-over-one shows 10+ and is forcing one round (responder bids
#   again unless opener's rebid is game), so opener rebids naturally by strength: his suit
#   again with a minimum, a lower new suit, a raise with four of responder's minor or three
#   of his hearts; a higher new suit is a reverse and needs extras; a jump rebid shows a
#   good six-card suit and extra values.
AQJ876.K32.42.K2     | 1S P 2D P | 2S  | 13 HCP, six spades: the suit again
AQ876.2.KJ54.Q32     | 1S P 2D P | 3D  | 12 HCP, four diamonds: raise
AQ876.KJ54.2.Q32     | 1S P 2D P | 2H  | 12 HCP, four hearts: the lower new suit
KJ54.AQ876.K2.32     | 1H P 2C P | 2H  | 13 HCP, four spades: too weak to reverse
A2.AQ876.32.KJ54     | 1H P 2C P | 3C  | 14 HCP, four clubs: raise
AQ876.K32.K2.432     | 1S P 2H P | 3H  | 12 HCP, three hearts: raise the five-card suit
32.AKQJ54.K32.32     | 1H P 2C P | 2H  | 13 HCP, six hearts, a minimum: the suit again
A2.AKQJ54.K32.32     | 1H P 2C P | 3H  | 17 HCP, six solid hearts: the jump rebid
AQ876.2.KJ54.Q32     | 1S P 2C P | 2D  | 12 HCP, four diamonds: the new suit
AQJ54.KQ876.2.32     | 1S P 2C P | 2H  | 12 HCP, five-five majors: the second suit
# --- opener over a single raise of his suit ---------------------------------------------------
# source: Root, "Commonsense Bidding": after 1M-2M a minimum (to about 15) passes, 16-18 tries
#   for game in the suit where it needs help (a help-suit try), 19+ bids game; after 1m-2m a
#   balanced minimum passes.
32.AKJ54.KJ32.A2     | 1H P 2H P | 3D  | 16 HCP, KJxx of diamonds: the help-suit try
K32.AKJ76.AKJ2.2     | 1H P 2H P | 4H  | 19 HCP and a singleton: game
AQJ54.K32.KJ2.32     | 1S P 2S P | P   | 14 HCP, 5-3-3-2: no game opposite 6-10
KJ4.Q32.AJ54.Q32     | 1D P 2D P | P   | 13 HCP, balanced: pass
# --- opener over a limit raise ----------------------------------------------------------------
# source: SAYC booklet: the jump raise is a limit raise (10-11); Root: opener accepts with 14+
#   or a good 13 with shape, passes a flat minimum; over the minor 3NT with the side suits
#   stopped.
A2.KQJ54.5.K8432     | 1H P 3H P | 4H  | 13 HCP, five-five and a singleton: accept
AQ432.KJ4.Q32.J2     | 1S P 3S P | P   | 13 HCP, 5-3-3-2: decline
K2.AQ876.K32.Q32     | 1H P 3H P | 4H  | 14 HCP: accept
KJ4.K32.A54.K432     | 1C P 3C P | 3NT | 14 HCP, balanced, all stopped: 3NT
32.KJ4.A54.KJ432     | 1C P 3C P | P   | 12 HCP, a minimum: pass
# --- the higher four-card suit with a minimum -------------------------------------------------
# source: SAYC booklet: a reverse shows extra values (Root: 17+) and is forcing one round;
#   with less, rebid the five-card suit (Grant, "Bridge Basics": do not reverse on 15).
K32.2.KQ54.AJ876     | 1C P 1H P | 2C  | 13 HCP, five clubs, four diamonds: no reverse
A32.2.KQ54.AKJ87     | 1C P 1H P | 2D  | 17 HCP: the reverse
32.AQ54.AQ876.K2     | 1D P 1S P | 2D  | 15 HCP, four hearts: too weak to reverse
2.32.AKJ54.AKJ32     | 1D P 1H P | 2C  | 16 HCP, five-five minors: the lower second suit
# --- four-four-four-one and five-five ---------------------------------------------------------
# source: SAYC booklet: with 4-4 in the minors open 1♦, with five-five the higher suit;
#   Goren, Root: with 4-4-4-1 raise responder's major with four (support points: the
#   singleton), show a four-card major at the one level, and with a singleton in partner's
#   suit bid a suit rather than 1NT; with five-five bid the lower suit next, and pass
#   partner's preference with a minimum.
KJ54.AQ32.KJ32.2     | 1D P 1H P | 3H  | 14 HCP, four hearts, a singleton: 16 support points
2.KJ54.AQ32.KJ32     | 1D P 1S P | 2C  | 14 HCP, singleton spade: not 1NT
KJ54.2.AQ32.KJ32     | 1D P 1H P | 1S  | 14 HCP, four spades at the one level
2.K2.AQJ54.KJ876     | 1D P 1S P | 2C  | 14 HCP, five-five minors: the second suit
2.K2.AQJ54.KJ876     | 1D P 1S P 2C P 2D P | P | 14 HCP: his preference, a minimum
# --- opener raises responder's major ----------------------------------------------------------
# source: SAYC booklet; Goren's support points for the opener (doubleton 1, singleton 2):
#   the single raise with a minimum, the jump raise with 16-18, game with 19+; a jump shift
#   (19+) forces to game.
KQ54.AJ32.2.KJ32     | 1C P 1H P | 3H  | 14 HCP and a singleton: the jump raise
AJ54.KQ32.AKJ2.2     | 1D P 1H P | 4H  | 18 HCP and a singleton: game
AQ54.AKJ76.K32.2     | 1H P 1S P | 4S  | 17 HCP and a singleton: game
KJ54.A2.32.AKJ32     | 1C P 1S P | 3S  | 16 HCP, two doubletons: the jump raise
KJ54.AQ876.32.Q2     | 1H P 1S P | 2S  | 12 HCP, four spades: the single raise
AKJ4.2.KQ2.AQ876     | 1C P 1H P | 2S  | 19 HCP, four spades: the jump shift
2.AKJ4.AKQ54.A32     | 1D P 1S P | 3H  | 21 HCP, four hearts: the jump shift
KJ4.KQ32.Q32.J32     | 1C P 1S P | 1NT | 12 HCP, four hearts: 2♥ would be a reverse
# --- opener's third call after the fourth suit ------------------------------------------------
# source: SAYC booklet: the fourth suit is forcing one round; Root: opener shows three-card
#   support for responder's major first, else no-trump with the fourth suit stopped (2NT with
#   a minimum).
2.AQ876.KJ2.QJ32     | 1H P 1S P 2C P 2D P | 2NT | 13 HCP, diamonds stopped
K32.AQ876.2.KJ32     | 1H P 1S P 2C P 2D P | 2S  | 13 HCP, three spades
# --- opener's third call after preference, invitation, the suit again ----------------------
# source: Root, "Commonsense Bidding": after a one-level response a simple preference or a
#   rebid suit is weak and a minimum passes; 2NT or a jump in responder's suit invites and
#   opener accepts with the top of his 12-14 (an honour doubleton is a fit for a six-card
#   suit); a single raise of opener's second suit invites, 3NT with the unbid suit stopped.
2.AQ876.KJ54.K32     | 1H P 1S P 2D P 2H P | P   | 13 HCP: his preference, a minimum
2.Q432.AQ54.KJ32     | 1D P 1S P 2C P 2NT P | P  | 12 HCP: decline
2.K432.AQ54.AQ32     | 1D P 1S P 2C P 2NT P | 3NT | 15 HCP: accept
KJ4.Q2.K32.AJ432     | 1C P 1H P 1NT P 3H P | 4H  | 14 HCP, Qx of hearts: accept
QJ4.32.KJ2.AJ432     | 1C P 1H P 1NT P 3H P | P   | 12 HCP: decline
2.K32.AQJ543.K32     | 1D P 1S P 2D P 2S P | P   | 13 HCP, his six spades: pass
K2.32.AKJ543.K32     | 1D P 1H P 2D P 2NT P | 3NT | 14 HCP, six good diamonds: accept
AQ876.32.K2.KJ54     | 1S P 1NT P 2C P 2S P | P   | 13 HCP: his preference, a minimum
AQ876.32.KJ54.K2     | 1S P 1NT P 2D P 2S P | P   | 13 HCP: his preference, a minimum
32.AQ876.K2.KJ54     | 1H P 1NT P 2C P 2H P | P   | 13 HCP: his preference, a minimum
2.AQ876.K32.QJ32     | 1H P 1S P 2C P 3C P | P   | 12 HCP: decline
# --- opener's third call after a two-over-one and his invitation -----------------------------
# source: SAYC booklet: "1♠ 2♣ 2♥: 2NT, 3♣, 3♥ = invitation to game (10-11 points); 2♠ =
#   preference, not forcing"; the two-over-one promised one more call, not a game: opener
#   passes with a minimum and accepts with 14+ (14 and 11 make 25).
AQ876.KJ54.K2.32     | 1S P 2C P 2H P 2S P | P   | 13 HCP: the preference is not forcing
AQ876.KJ54.Q2.32     | 1S P 2C P 2H P 2NT P | P  | 12 HCP: decline
AQ876.AJ54.KJ.32     | 1S P 2C P 2H P 2NT P | 3NT | 15 HCP: accept
AQ876.AJ54.32.KJ     | 1S P 2C P 2H P 2NT P | 3NT | 15 HCP: accept, his 2NT stops diamonds
AQ876.KJ54.Q2.32     | 1S P 2C P 2H P 3H P | P   | 12 HCP: decline
AQ876.KJ54.K2.J2     | 1S P 2C P 2H P 3H P | 4H  | 14 HCP: accept
AQ876.KJ54.Q2.32     | 1S P 2C P 2H P 3C P | P   | 12 HCP: decline
AQ876.2.KJ54.Q32     | 1S P 2C P 2D P 3D P | P   | 12 HCP: decline
AQ876.K2.KJ54.Q2     | 1S P 2C P 2D P 3D P | 3NT | 15 HCP, hearts stopped: accept
AQJ876.K32.42.K2     | 1S P 2D P 2S P 2NT P | P  | 13 HCP: decline
AKJ876.K32.42.K2     | 1S P 2D P 2S P 2NT P | 4S/3NT | 14 HCP, six spades: accept
# --- opener's rebid after a one-level response: more shapes ----------------------------------
# source: SAYC booklet: a reverse shows extras (17+) and forces one round, 2NT is 18-19
#   balanced (three cards in partner's major do not make it a raise); Goren, Root: with
#   six-five the five-card suit comes next, then it is rebid (the six-card suit again would
#   hide it); a jump rebid shows a good six-card suit and 16-18 points.
2.AKJ4.K32.AQ876     | 1C P 1S P | 2H  | 17 HCP, five clubs, four hearts: the reverse
K2.AKQ954.A32.32     | 1H P 1S P | 3H  | 16 HCP, six good hearts: the jump rebid
2.2.AKJ654.KJ432     | 1D P 1S P | 2C  | 12 HCP, six-five: the second suit first
AJ2.KQ3.AQ54.K32     | 1D P 1S P | 2NT | 19 HCP, 3-3-4-3: the balanced jump
# --- opener's third call: more ---------------------------------------------------------------
# source: SAYC booklet: "1♣ 1♦ 1♥ 1♠" is natural (four spades), so the opener raises with
#   four or rebids 1NT balanced; after 1NT a new suit by responder below his first is to
#   play; Root: responder's simple raise of the opener's second suit (6-9), his own suit
#   again, or a preference is passed with a minimum; his single raise of the opener's
#   second suit after 1NT invites, and his 2NT after the opener's new suit invites (11-12).
AQ54.K2.32.KJ543     | 1C P 1H P 1S P 2S P | P   | 13 HCP: his raise, a minimum
KJ54.Q432.2.AQ54     | 1C P 1D P 1H P 1S P | 2S  | 12 HCP, four spades: raise
K32.AQ54.J2.KJ54     | 1C P 1D P 1H P 1S P | 1NT | 14 HCP, balanced, three spades
AQ876.K32.2.KQ32     | 1S P 1NT P 2C P 2D P | P  | 14 HCP: his long diamonds, to play
AQ876.KJ54.Q2.32     | 1S P 1NT P 2H P 3H P | P  | 12 HCP: decline
AQ876.AJ54.K2.Q2     | 1S P 1NT P 2H P 3H P | 4H | 16 HCP: accept
AJ54.2.KQ876.Q32     | 1D P 1H P 1S P 2NT P | P  | 12 HCP: decline
AJ54.2.KQ876.AQ2     | 1D P 1H P 1S P 2NT P | 3NT | 16 HCP: accept
2.AQJ876.K32.Q32     | 1H P 1S P 2H P 2S P | P   | 12 HCP: his six spades, to play
KJ4.2.K32.AQJ876     | 1C P 1H P 2C P 2H P | P   | 14 HCP: his six hearts, to play
Q32.AK876.K32.32     | 1H P 1S P 1NT P 2H P | P  | 12 HCP: his preference
AQJ54.K32.Q2.J32     | 1S P 2C P 2S P 2NT P | P  | 13 HCP: decline (SAYC: 2NT invites)
AQJ54.K32.K2.Q32     | 1S P 2C P 2S P 2NT P | 3NT | 15 HCP: accept
AQJ876.K32.42.K2     | 1S P 2D P 2S P 3D P | P   | 13 HCP: his six diamonds invite; decline
# --- opener after responder's jump to three of his own major ---------------------------------
# source: SAYC booklet: responder's jump in his own suit is invitational (six cards); Root,
#   "Commonsense Bidding": the opener with the top of his minimum accepts, in the major with
#   two cards (a doubleton, even a small one, makes eight trumps), in 3NT with a singleton.
Q2.K32.AKJ654.32     | 1D P 1S P 2D P 3S P | 4S  | 13 HCP, Qx of spades: the major game
32.K32.AQJ654.K2     | 1D P 1S P 2D P 3S P | 4S  | 13 HCP, a small doubleton: still the major
2.K32.AKJ654.Q32     | 1D P 1S P 2D P 3S P | 3NT | 13 HCP, a singleton spade: 3NT
K2.AQ876.K32.Q32     | 1H P 1S P 1NT P 3S P | 4S | 14 HCP, Kx of spades: accept
K32.AQJ654.K2.32     | 1H P 1S P 2H P 3H P | 4H  | 13 HCP, six hearts raised: accept
32.AQ8654.Q32.K2     | 1H P 1S P 2H P 3H P | P   | 11 HCP: decline
# --- opener after a raise: tries, limit raise, Jacoby 2NT -------------------------------------
# source: SAYC booklet: Jacoby 2NT (four trumps, game forcing): opener shows a singleton or void
#   at three, 3M with 18+ and no shortness, 3NT 15-17, 4M a minimum; Root: the help-suit try
#   names the side suit with the most losers; a limit raise is accepted with a good 13 and a
#   singleton, declined flat.
AKJ54.5432.A2.A2     | 1S P 2S P | 3H  | 16 HCP, four small hearts: the help-suit try
AKQ54.A2.KQ54.32     | 1S P 2S P | 4S  | 18 HCP: game
AKJ654.2.KQ87.32     | 1S P 3S P | 4S  | 13 HCP, six spades and a singleton: accept
K32.AQ876.Q32.J2     | 1H P 3H P | P   | 12 HCP, 5-3-3-2: decline
AK2.KJ3.AQ54.Q32     | 1D P 3D P | 3NT | 19 HCP, all stopped: 3NT
AQ2.KJ3.K2.AQ876     | 1C P 2C P | 2NT | 19 HCP, balanced: invite
K32.AQ876.KJ54.2     | 1H P 2NT P | 3C  | 13 HCP, singleton club
K32.AQ876.K54.Q2     | 1H P 2NT P | 4H  | 14 HCP, no shortness: the minimum
K32.AQ876.A54.K2     | 1H P 2NT P | 3NT | 16 HCP, no shortness: 15-17
AK2.AQ876.A54.K2     | 1H P 2NT P | 3H  | 20 HCP, no shortness: 18+
# --- opening two-suiters and the choice of minor ---------------------------------------------
# source: SAYC booklet: five-card majors, the higher of two five-card suits, 1♦ with 4-4 in
#   the minors, 1♣ with 3-3; 2NT 20-21 balanced (a five-card minor allowed); Goren: the
#   longer suit first with six-five; the rule of 20 (Bergen) opens a shapely 10 count.
AKJ54.2.32.KQJ54     | - | 1S  | 14 HCP, five-five black: the higher
AJ543.2.2.KQJ543     | - | 1C  | 11 HCP, six clubs and five spades: the longer
KJ54.AQ32.K32.32     | - | 1D  | 13 HCP, 4-4-3-2: three diamonds, two clubs
KJ54.AQ3.K32.J32     | - | 1C  | 14 HCP, 3-3 in the minors
KJ54.AQ32.2.KJ32     | - | 1C  | 14 HCP, singleton diamond: four clubs
KQJ54.KJ432.32.2     | - | 1S  | 10 HCP, five-five: the rule of 20
AK2.KQ2.AQJ54.Q2     | - | 2NT | 21 HCP, balanced with five diamonds
AQ876.KJ54.Q32.2     | - | 1S  | 12 HCP, five-four: the rule of 20
KQJ954.32.A32.32     | - | 2S  | 10 HCP, six good spades: the weak two
KJ54.2.AQ54.K432     | - | 1D  | 13 HCP, four-four in the minors
KJ2.Q32.AKJ54.Q2     | - | 1NT | 16 HCP, balanced with five diamonds
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)
