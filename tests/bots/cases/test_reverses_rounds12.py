"""Opener's reverses and game-forcing rebids, the game tries over a raise, opener after a
limit raise and the responses to one of a minor, twelfth round. Grouped by situation; each
group names its book (the ACBL SAYC System Booklet, revised 2006, where it speaks, else a
standard textbook). Our own hands; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- opener's reverse ------------------------------------------------------------------------
# source: SAYC booklet: a reverse (opener's second suit, higher than his first, at the two
#   level) shows a strong hand (about 17+) and is forcing one round; it promises more cards in
#   the first suit. Root, "Commonsense Bidding": a new suit at the one level or a lower suit
#   at the two level is no reverse and shows no extra values.
AK.AQ54.KJ432.32     | 1D P 1S P | 2H    | 17 HCP, five diamonds and four hearts: the reverse
5.A2.AKJ4.KQ5432     | 1C P 1H P | 2D    | 17 HCP, six clubs and four diamonds: the reverse
4.AKQ5.K2.AJ5432     | 1C P 1S P | 2H    | 17 HCP, six clubs and four hearts: the reverse
2.KQ54.AKJ93.432     | 1D P 1S P | 2D    | 13 HCP, 1-4-5-3: too weak to reverse
32.AJ54.KQ1054.Q2    | 1D P 1S P | 1NT/2D | 12 HCP, 2-4-5-2: no reverse on a minimum
32.AKJ54.KQ32.32     | 1H P 1S P | 2D    | 13 HCP: a lower second suit is no reverse
2.AKJ54.AQ32.K32     | 1H P 1S P | 2D    | 17 HCP: the lower suit, short of a jump shift
AQ54.32.K2.KJ432     | 1C P 1H P | 1S    | 13 HCP: the one-level suit
AKJ4.2.AQ932.K32     | 1D P 1H P | 1S    | 17 HCP: the one-level suit, not a jump
# --- responder after opener's reverse ----------------------------------------------------------
# source: SAYC booklet: the reverse is forcing one round, so responder may not pass; Root,
#   "Commonsense Bidding": the weak responder gives preference, rebids his suit or bids 2NT;
#   with 10+ opposite the reverse's 17+ he bids a game: raise the reverse suit with four (the
#   raise forces), 3NT with the fourth suit stopped.
Q5432.32.K2.J432     | 1D P 1S P 2H P | 2S/2NT/3D | 6 HCP: not a pass, the reverse forces
Q5432.32.K32.J32     | 1D P 1S P 2H P | 3D/2S/2NT | 6 HCP, three diamonds: preference
KQ54.KJ54.Q2.432     | 1D P 1S P 2H P | 3H/4H | 11 HCP, four hearts: the raise forces to game
AQ54.32.Q32.KJ32     | 1D P 1S P 2H P | 3NT   | 12 HCP, clubs stopped: the game
# --- opener's jump shift -----------------------------------------------------------------------
# source: SAYC booklet: opener's jump shift is forcing to game (about 19+ points).
AKJ4.5.AKQ32.K32     | 1D P 1H P | 2S    | 20 HCP, four spades: the jump shift
5.AK32.AKJ54.AQ2     | 1D P 1S P | 3H    | 21 HCP, five diamonds and four hearts: game force
Q2.AKJ54.A5.AK32     | 1H P 1S P | 3C    | 21 HCP, five hearts and four clubs
32.K3.AKQ54.AKJ2     | 1D P 1H P | 3C    | 20 HCP, five diamonds and four clubs
# --- opener's jump rebid of his own suit --------------------------------------------------------
# source: SAYC booklet: the jump rebid of opener's suit is invitational (a good six-card suit,
#   about 16-18 points); a minimum rebids the suit at the cheapest level.
32.A2.AKQ1054.K32    | 1D P 1S P | 3D    | 16 HCP, six good diamonds
2.AKQJ54.A32.Q32     | 1H P 1S P | 3H    | 16 HCP, six good hearts
32.2.AK2.AKJ5432     | 1C P 1H P | 3C    | 15 HCP, seven good clubs
32.K2.AQJ1054.K32    | 1D P 1S P | 2D    | 13 HCP, six diamonds: a minimum
32.AQ10954.K32.K2    | 1H P 1S P | 2H    | 12 HCP, six hearts: a minimum
# --- opener's 2NT rebid -----------------------------------------------------------------------
# source: SAYC booklet: opener's jump to 2NT shows 18-19 HCP, balanced.
AQ2.K2.AQ54.KJ32     | 1D P 1H P | 2NT   | 19 HCP, balanced
K2.AQ3.KJ2.AQ432     | 1C P 1S P | 2NT   | 19 HCP, balanced, five clubs
KQ2.AJ3.K2.AQ432     | 1C P 1D P | 2NT   | 19 HCP, no four-card major
K2.AQJ54.KQ2.A32     | 1H P 1S P | 2NT   | 19 HCP, five hearts, 2-5-3-3
# --- opener raises responder's major to game -----------------------------------------------------
# source: Root, "Commonsense Bidding" (Goren's support points): with four trumps opener
#   raises to game with 19+ points (a singleton counts three).
AQ54.5.AKJ32.KQ2     | 1D P 1S P | 4S    | 19 HCP, four spades, a singleton
KQ54.A.AKJ32.Q32     | 1D P 1S P | 4S    | 19 HCP, four spades
2.AK32.K32.AKJ32     | 1C P 1H P | 4H    | 18 HCP and a singleton: 21 support points
# --- opener over a single raise of his major ------------------------------------------------------
# source: SAYC booklet: after the single raise a new suit is a game try; Root, "Commonsense
#   Bidding": 17-18 points try for game, 19+ bid it, a minimum passes.
AQ1054.K2.AK32.32    | 1S P 2S P | 3D/3C/3H/3S/2NT | 16 HCP and two doubletons: a try
AKJ54.2.A32.KJ32     | 1S P 2S P | 3C/3D/3H/3S/2NT | 16 HCP and a singleton: a try
AKQ54.A2.KQ3.K32     | 1S P 2S P | 4S    | 21 HCP: game
KQ1054.A32.K32.32    | 1S P 2S P | P     | 12 HCP: a minimum
# --- the raiser over opener's try ---------------------------------------------------------------
# source: Root, "Commonsense Bidding": the raiser bids game with a maximum or with help in the
#   try suit (an ace or king, or shortness), else signs off at three; over the re-raise to
#   three he bids game with a maximum and passes a minimum.
Q54.K32.432.KQ32     | 1S P 2S P 3C P | 4S | 10 HCP, the king-queen of clubs: help
K54.Q32.K432.432     | 1S P 2S P 3C P | 3S | 8 HCP, three small clubs: no help
K32.Q432.2.J5432     | 1H P 2H P 3D P | 4H | 6 HCP, a singleton diamond: help
Q54.K32.A432.J32     | 1S P 2S P 3S P | 4S | 10 HCP: a maximum
954.K32.Q432.J32     | 1S P 2S P 3S P | P  | 6 HCP: a minimum
# --- opener after the limit raise of his major ---------------------------------------------------
# source: SAYC booklet: 1M-3M is a limit raise; opener passes a minimum and bids game with
#   more (about 14+).
AQ1054.K32.K2.432    | 1S P 3S P | P     | 12 HCP, 5-3-2-3: a minimum
AQ1054.K32.K2.Q32    | 1S P 3S P | 4S    | 14 HCP: accept
A32.KQJ54.Q2.K32     | 1H P 3H P | 4H    | 15 HCP: accept
AQ1054.2.KQ432.32    | 1S P 3S P | 4S    | 11 HCP, 5-5 and a singleton: accept on shape
# --- responses to one of a minor ---------------------------------------------------------------
# source: SAYC booklet: over 1♣/1♦ without a four-card major 2NT is 13-15 balanced (forcing)
#   and 3NT 16-17; 1NT is 6-10; a new suit at the two level shows 10+; the single raise is
#   6-10, the jump raise a limit raise; a four-card major is shown first with a weak or
#   moderate hand; the jump shift is strong and forces to game (Soloway: one good suit).
#   SAYC plays no inverted minors.
K32.Q54.KJ2.AJ32     | 1C P | 2NT   | 14 HCP, 3-3-3-4
K32.A32.QJ32.KQ2     | 1D P | 2NT   | 15 HCP, 3-3-4-3
AQ2.K32.KJ32.K32     | 1D P | 3NT   | 16 HCP, 3-3-4-3
AQ2.KJ2.KQ32.Q32     | 1D P | 3NT   | 17 HCP, 3-3-4-3
KQ2.AJ2.Q32.AJ32     | 1C P | 3NT   | 17 HCP, 3-3-3-4
K32.Q54.J32.Q432     | 1D P | 1NT   | 8 HCP, three diamonds
K32.Q54.J32.Q432     | 1C P | 1NT/2C | 8 HCP, no major
32.K32.Q32.KJ432     | 1C P | 2C    | 9 HCP, five clubs: the single raise
32.K32.Q5432.K32     | 1D P | 2D    | 8 HCP, five diamonds: the single raise
32.A2.K32.KJ5432     | 1C P | 3C    | 11 HCP, six clubs: the limit raise
2.A32.KQ5432.Q32     | 1D P | 3D    | 11 HCP, six diamonds: the limit raise
K2.Q32.32.AKJ432     | 1D P | 2C    | 13 HCP, six clubs: two over one
32.K32.Q2.AQJ432     | 1D P | 2C    | 12 HCP, six clubs: two over one
AQ2.KJ32.32.Q432     | 1D P | 1H    | 12 HCP, four hearts: the major first
32.KJ32.Q432.432     | 1C P | 1H    | 6 HCP, four hearts and four diamonds: the major
AKQ54.A2.KQ2.Q32     | 1C P | 2S    | 20 HCP, five good spades: the jump shift
32.AKJ54.AQ2.AK2     | 1D P | 2H    | 21 HCP, one good suit: the jump shift
# --- opener after responder's raise of his minor --------------------------------------------------
# source: SAYC booklet: the jump raise of a minor is a limit raise; Root, "Commonsense
#   Bidding": opener passes a minimum and bids 3NT with extras and the side suits stopped;
#   after the single raise a minimum passes.
K2.AQ2.AJ432.K32     | 1D P 3D P | 3NT   | 17 HCP, every suit stopped
32.K32.AQ432.K32     | 1D P 3D P | P     | 12 HCP: a minimum
32.K32.AQ432.K32     | 1D P 2D P | P     | 12 HCP: a minimum
# --- more reverses and the hands that are no reverse ----------------------------------------------
# source: SAYC booklet: a reverse shows about 17+ and forces one round; Root, "Commonsense
#   Bidding": a minimum with the two suits rebids the first, a one-level suit shows no extra
#   values; with 19+ opener jump-shifts instead (forcing to game).
5.KQ54.AKJ932.32     | 1D P 1S P | 2D    | 13 HCP, six diamonds and four hearts: no reverse
5.AQ54.AQ932.K32     | 1D P 1S P | 2D    | 15 HCP, 1-4-5-3: short of a reverse
K5.AQ54.AKJ93.32     | 1D P 1S P | 2H    | 17 HCP, 2-4-5-2: the reverse
5.AQ54.AKJ93.KQ2     | 1D P 1S P | 3H    | 19 HCP: the jump shift
5.AKQ4.32.AKJ932     | 1C P 1S P | 2H    | 17 HCP, six clubs and four hearts: the reverse
5.AQ54.K2.AKJ932     | 1C P 1D P | 1H    | 17 HCP: the one-level suit first
5.AQ54.AKJ932.Q2     | 1D P 1S P | 2H    | 16 HCP, six-four: 17+ points with the length
4.AKQ5.Q2.AJ5432     | 1C P 1S P | 2H    | 16 HCP, six clubs and four hearts: the reverse
AQ54.K2.AKJ93.32     | 1D P 1H P | 1S    | 17 HCP, four spades: the one-level suit
5.AQ54.AKJ93.K32     | 1D P 1NT P | 2H   | 17 HCP: the reverse over 1NT too
# --- responder's weak answers to a reverse -----------------------------------------------------
# source: SAYC booklet: the reverse forces one round; Root, "Commonsense Bidding": the weak
#   responder rebids a long suit of his own or gives preference; with game values he bids
#   on (the fourth suit, a raise of the minor, 3NT).
KJ5432.32.32.Q32     | 1D P 1S P 2H P | 2S    | 6 HCP, six spades: the weak rebid
J5432.Q2.32.Q432     | 1D P 1S P 2H P | 2S/2NT | 5 HCP: the cheapest weak call
32.KJ54.32.Q5432     | 1C P 1H P 2D P | 3C/2H/2NT | 6 HCP, five clubs: preference
KQ543.J2.A32.432     | 1D P 1S P 2H P | 3C/3D/3NT | 10 HCP: game values, not a weak call
# --- responder after opener's jump shift --------------------------------------------------------
# source: SAYC booklet: opener's jump shift forces to game; Root, "Commonsense Bidding":
#   responder shows a six-card suit, else gives preference (false preference is fine).
Q5432.32.K32.J32     | 1D P 1S P 3C P | 3D/3S | 6 HCP: preference or the suit again
KQ5432.32.32.Q32     | 1D P 1S P 3C P | 3S  | 7 HCP, six spades
Q5432.32.K32.J32     | 1D P 1H P 2S P | 3S/3D | 6 HCP, five spades: raise the jump shift
# --- responder after opener's invitational rebids ----------------------------------------------
# source: SAYC booklet: opener's 2NT rebid (18-19) and jump rebid (16-18) invite; Grant,
#   "Bidding in the 21st Century": responder passes a bare minimum and bids game with more;
#   a five-card major goes back at three (forcing) with game values.
KJ54.Q32.2.K5432     | 1D P 1S P 3D P  | 3NT | 9 HCP, hearts and clubs stopped
J5432.32.32.Q543     | 1D P 1S P 3D P  | P   | 3 HCP: pass
Q543.K2.J32.Q432     | 1C P 1S P 2NT P | 3NT | 8 HCP: game
KQ5432.32.32.Q32     | 1D P 1S P 2NT P | 3S/4S | 7 HCP, six spades
Q5432.K2.K32.J32     | 1D P 1S P 2NT P | 3S/3NT | 9 HCP, five spades: game values
# --- responder's rebid with a six-card major ------------------------------------------------------
# source: SAYC booklet: responder with 10-12 invites (a jump in his own six-card suit), with
#   13+ bids game.
KQ5432.A2.Q32.32     | 1C P 1S P 1NT P | 3S  | 11 HCP, six spades: invite
AQ5432.A2.K32.32     | 1C P 1S P 1NT P | 4S  | 13 HCP, six spades: game
A2.AQ5432.K32.32     | 1C P 1H P 1NT P | 4H  | 13 HCP, six hearts: game
32.AKJ543.Q32.32     | 1C P 1H P 1NT P | 3H  | 10 HCP, six good hearts: invite
KQ5432.A2.Q32.32     | 1D P 1S P 2D P  | 3S  | 11 HCP, six spades: invite
# --- opener after 1m-2NT, 1m-2m, 1m-3m ------------------------------------------------------
# source: SAYC booklet: 1m-2NT is 13-15 and forces to game; 1m-2m is 6-10; the jump raise is
#   a limit raise. Root, "Commonsense Bidding": a minimum opener bids the game over 2NT,
#   passes the single raise, and over the limit raise bids 3NT with the majors stopped.
K5.Q32.AQ42.J432     | 1D P 2NT P | 3NT | 12 HCP: the game
AK5.Q32.AQ42.K32     | 1D P 2D P  | 2NT | 18 HCP, balanced: invite
KJ2.K2.AQ432.Q32     | 1D P 3D P  | 3NT | 15 HCP, the majors stopped
32.K32.AQ432.K32     | 1C P 1H P  | 1NT | 12 HCP: a minimum, no jump
# --- more responses to one of a minor -------------------------------------------------------------
# source: SAYC booklet: over 1♣/1♦ a four-card major is bid first with up to invitational
#   values and with a balanced game force; with two four-card majors the hearts first (up
#   the line), with five-five the spades; 2NT 13-15 and the limit raise deny a major; the jump
#   shift is strong (Soloway: a good one-suiter).
K32.AQ54.KJ2.Q32     | 1D P | 1H  | 15 HCP, four hearts: the major, not 2NT
AQ54.KJ32.K2.432     | 1C P | 1H  | 13 HCP, four-four in the majors: up the line
AQ543.KJ543.2.32     | 1D P | 1S  | 10 HCP, five-five in the majors: spades first
K2.32.AQ54.KJ432     | 1C P | 1D  | 13 HCP, four diamonds: the one-level suit
Q2.K32.AQ32.K432     | 1C P | 2NT/1D | 14 HCP, balanced, no major
K32.K2.QJ32.A432     | 1D P | 2NT | 13 HCP, balanced, no major
32.K2.Q5432.AJ32     | 1D P | 3D  | 10 HCP, five diamonds: the limit raise
Q32.Q2.J432.K432     | 1D P | 2D/1NT | 8 HCP, four diamonds
A2.K2.KQ2.AKJ432     | 1D P | 3C  | 20 HCP, six good clubs: the jump shift
AKQJ54.K2.32.A32     | 1D P | 2S  | 17 HCP, six solid spades: the jump shift
KQJ543.K2.32.A32     | 1C P | 1S  | 13 HCP: no jump shift
# --- responder limits his hand after a two-over-one and opener's new suit ---------------------
# source: SAYC booklet: 1♠-2♣-2♥: 2NT, 3♣, 3♥ invite (10-11 points); after 1♠-2♣-2♦
#   (forcing one round) responder limits his hand with 2♠, 2NT, 3♣ or 3♦; with an opening
#   opposite (Root, "Commonsense Bidding") he bids the game.
K2.J32.J32.AQ432     | 1S P 2C P 2H P | 2NT/3C | 11 HCP, two spades: invite
32.J32.K2.AQT432     | 1S P 2C P 2H P | 3C    | 10 HCP, six clubs: invite
32.KJ32.32.AQ432     | 1S P 2C P 2H P | 3H    | 10 HCP, four hearts: invite
K2.J32.J32.AQ432     | 1S P 2C P 2D P | 2NT/3C/2S | 11 HCP: a limit
32.J32.K2.AQT432     | 1S P 2C P 2D P | 3C    | 10 HCP, six clubs: a limit
K2.Q32.K32.AJ432     | 1S P 2C P 2H P | 3NT   | 13 HCP, two spades: the game
# --- the jump preference after a two-over-one -------------------------------------------------
# source: SAYC booklet (1♠-2♣-2♥): "a subsequent jump raise of opener's first suit to the
#   three level is game forcing", the 10-11 raise being made at once; 3♠ forces and leaves
#   room below game.
K32.Q2.K32.AQ432     | 1S P 2C P 2H P | 3S    | 14 HCP, three spades: game forcing
K32.Q2.K32.AQ432     | 1S P 2C P 2D P | 3S    | 14 HCP, three spades: game forcing
Q32.KJ2.32.AQJ32     | 1H P 2C P 2D P | 3H    | 13 HCP, three hearts: game forcing
AKJ54.AQ32.54.32     | 1S P 2C P 2H P 3S P | 4S | 14 HCP: the forced game
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)
