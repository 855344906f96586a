"""Session 13's textbook cases for the calls whose public meaning the readings tests check:
the responses to one of a suit, the opener's rebid, the responder's rebid, the opener over a
raise and the answers to Jacoby 2NT. Grouped by situation; each group names its book (the
ACBL SAYC System Booklet, revised 2006, where it speaks, else a standard textbook). Our own
hands; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- responses to one of a minor ---------------------------------------------------------------
# source: SAYC booklet (minor-suit openings): 1NT 6-10; 2NT 13-15 balanced, forcing, no
#   four-card major; 3NT 16-17 balanced; the single raise 6-10 and the jump raise a limit
#   raise, both without a four-card major; a four-card major is bid at the one level, up the
#   line with two four-card majors (hearts first), the longer first with five.
Q32.K32.Q432.J32     | 1C P | 1D  | 8 HCP, four diamonds: up the line at the one level
K32.Q32.J32.Q432     | 1D P | 1NT | 8 HCP, no four-card major, three diamonds: 1NT
KJ4.Q32.KJ2.K432     | 1C P | 2NT | 13 HCP, 3-3-3-4: 13-15 balanced
KJ4.Q32.KJ2.AJ32     | 1D P | 2NT | 15 HCP, 3-3-3-4, no major: 2NT
KJ4.KQ2.QJ2.AJ32     | 1C P | 3NT | 17 HCP, 3-3-3-4, no major: 3NT
32.Q32.KJ32.Q432     | 1D P | 2D  | 8 HCP, four diamonds, no major: the single raise
2.K32.AJ432.Q432     | 1D P | 3D  | 10 HCP, five diamonds, no major: the limit raise
KJ32.QJ32.32.K32     | 1C P | 1H  | two four-card majors: hearts first, up the line
KJ432.QJ32.32.K3     | 1D P | 1S  | five spades and four hearts: the longer major first
Q432.32.K32.QJ32     | 1C P | 1S  | 8 HCP, four spades: the major before 1NT
32.KQ432.A32.K32     | 1D P | 1H  | 12 HCP, five hearts: the major first, forcing
# --- responses to one of a major ---------------------------------------------------------------
# source: SAYC booklet (major-suit openings): the single raise 6-10 with three trumps; the
#   jump raise a limit raise (10-12, three or more trumps); 2NT Jacoby (four trumps, game
#   values); 3NT 15-17 balanced with two trumps at most; 4M pre-emptive (five trumps, a
#   singleton or void, under 10 HCP); 1NT 6-10 not forcing; 1♠ over 1♥ with four spades;
#   a two-over-one new suit 10+.
Q32.K32.J432.Q32     | 1H P | 2H  | 8 HCP, three hearts: the single raise
K32.Q32.K432.Q32     | 1S P | 3S  | 10 HCP, three spades: the limit raise
Q32.KJ32.A432.K2     | 1H P | 2NT | 13 HCP, four hearts: Jacoby
2.KJ432.Q432.432     | 1H P | 4H  | 6 HCP, five hearts, a singleton: pre-emptive game
K32.32.Q432.Q432     | 1H P | 1NT | 7 HCP, no fit, no spades to show: 1NT
KJ32.32.Q432.Q32     | 1H P | 1S  | four spades: 1♠ over 1♥
KQ2.Q2.AJ32.KJ32     | 1S P | 2C/2D | 16 HCP, three spades: a two-over-one, not 3NT
Q2.KQ2.AJ32.KJ32     | 1S P | 3NT | 16 HCP, two spades, balanced: 3NT
32.Q32.AKJ32.K32     | 1S P | 2D  | 11 HCP, five diamonds: two over one
32.KQ432.A32.K32     | 1S P | 2H  | 12 HCP, five hearts: two over one
2.Q32.AK32.KJ432     | 1H P | 2C  | 13 HCP, five clubs: two over one
# --- opener's rebid after a one-level response -------------------------------------------------
# source: SAYC booklet (opener's rebids): 1NT 12-14 balanced; the jump to 2NT 18-19
#   balanced; the single raise of responder's major with four trumps (a minimum), the jump
#   raise 16-18 points (invitational), game with 19-20; a reverse 17+; a jump rebid of the
#   opened suit with a good six-card suit (16-18); a minimum rebids a six-card suit or
#   names a lower second suit.
K32.Q2.KJ32.QJ32     | 1D P 1S P | 1NT | 12 HCP, balanced: the 1NT rebid
AK2.KQ2.KJ32.Q32     | 1C P 1H P | 2NT | 18 HCP, balanced: the jump to 2NT
AK2.KQ2.KJ32.QJ2     | 1D P 1S P | 2NT | 19 HCP, balanced: the jump to 2NT
K432.2.AJ32.K432     | 1C P 1H P | 1S  | 11 HCP, four spades: the new suit at the one level
KJ32.2.A432.KJ32     | 1D P 1S P | 2S  | 12 HCP, four spades: the single raise
AQ32.2.AKJ32.Q32     | 1D P 1S P | 3S  | 16 HCP and a singleton: the jump raise
AQ32.A2.AKJ32.32     | 1D P 1S P | 4S  | 18 HCP and a doubleton, four trumps: game
2.AK32.AQ432.K32     | 1D P 1S P | 2H  | 16 HCP, five diamonds and four hearts: the reverse
32.KQ2.AKQJ32.32     | 1D P 1S P | 3D  | 15 HCP, six solid diamonds: the jump rebid
32.K32.KQ8432.A2     | 1D P 1S P | 2D  | 12 HCP, six diamonds: a minimum rebid
2.KJ32.AQ432.K32     | 1D P 1S P | 2D  | 13 HCP, five diamonds, four hearts: too weak to reverse
K2.32.AQ432.KJ32     | 1D P 1S P | 2C  | 13 HCP, five diamonds and four clubs: the lower suit
A2.KQJ432.32.K32     | 1H P 1S P | 2H  | 13 HCP, six hearts: a minimum rebid
2.AKJ432.A32.KQ2     | 1H P 1S P | 3H  | 17 HCP, six good hearts: the jump rebid
# --- opener's rebid after 1NT ------------------------------------------------------------------
# source: SAYC booklet: 1NT (6-10) is not forcing; a minimum balanced opener passes, a new
#   lower suit or a six-card rebid is a minimum, 2NT 18-19 invites, a jump rebid of a six-card
#   major 17-18 invites.
AJ432.Q32.K32.Q2     | 1S P 1NT P | P   | 12 HCP, balanced: pass
AJ432.2.KQ32.K32     | 1S P 1NT P | 2D  | 13 HCP, four diamonds: the second suit
2.AJ8432.KQ2.K32     | 1H P 1NT P | 2H  | 13 HCP, six hearts: rebid them
2.AKJ432.AQ2.K32     | 1H P 1NT P | 3H  | 17 HCP, six good hearts: invite
# --- opener over a raise of his major -----------------------------------------------------------
# source: SAYC booklet / Root, "Commonsense Bidding": after the single raise a minimum
#   passes and 19+ bids game; after the limit raise a minimum passes, more accepts.
KJ432.K32.Q32.A2     | 1S P 2S P | P   | 13 HCP, 5-3-3-2: pass
AKJ32.KQ2.A32.K2     | 1S P 2S P | 4S  | 20 HCP: game
AJ432.K32.K32.J2     | 1S P 3S P | P   | 12 HCP: a minimum, pass
AJ432.K32.KQ2.Q2     | 1S P 3S P | 4S  | 15 HCP: accept
# --- responder's rebid after the opener's 1NT --------------------------------------------------
# source: SAYC booklet (responder's rebids): with 6-9 pass or sign off in a six-card major;
#   10-12 invites (2NT, or three of a six-card major); 13+ bids game.
KJ32.Q32.J32.Q32     | 1C P 1S P 1NT P | P   | 9 HCP, balanced: pass
KJ32.Q32.KJ2.Q32     | 1C P 1S P 1NT P | 2NT | 12 HCP, balanced: invite
KQ32.A32.KJ2.Q32     | 1C P 1S P 1NT P | 3NT | 15 HCP, balanced: game
32.KQ8432.Q32.32     | 1C P 1H P 1NT P | 2H  | 7 HCP, six hearts: sign off
32.AQJ432.K32.32     | 1C P 1H P 1NT P | 3H  | 10 HCP, six good hearts: invite
# --- responder's rebid after the opener's rebid of his suit ------------------------------------
# source: SAYC booklet: 10-12 invites (2NT with the unbid suits stopped, three of opener's
#   suit with support); 6-9 passes or rebids a six-card suit.
KJ32.Q32.32.Q432     | 1D P 1S P 2D P | P   | 8 HCP, no fit, no long suit: pass
KQ8432.32.Q2.432     | 1D P 1S P 2D P | 2S  | 7 HCP, six spades: rebid them
KQ32.K32.Q2.J432     | 1D P 1S P 2D P | 2NT | 11 HCP, hearts and clubs stopped: invite
# --- after a two-over-one response -------------------------------------------------------------
# source: SAYC booklet (two-over-one responses, 10+, forcing one round): the opener rebids
#   2NT with 12-14 balanced, raises the response with support, rebids a six-card suit.
AQ432.K2.QJ2.Q32     | 1S P 2C P | 2NT | 14 HCP, balanced: 2NT
AQ432.KJ2.Q32.32     | 1S P 2H P | 3H  | 12 HCP, three hearts: raise the response
2.AKJ432.Q32.K32     | 1H P 2C P | 2H  | 13 HCP, six hearts: rebid them
K32.QJ2.K2.Q5432     | 1D P | 2C  | 11 HCP, five clubs, no major: two over one
# --- responder over the opener's jump to 2NT and his single raise ------------------------------
# source: SAYC booklet: the jump to 2NT is 18-19 balanced, so responder bids game with 6+;
#   opposite the opener's minimum rebid of his suit 10-12 invites (three of opener's suit
#   with three-card support).
Q32.KJ32.Q32.432     | 1C P 1H P 2NT P | 3NT | 8 HCP opposite 18-19: game
KQ32.K32.Q32.J32     | 1H P 1S P 2H P | 3H  | 11 HCP, three hearts: invite
Q32.KJ32.KQ2.J32     | 1C P 1H P 1S P | 2NT | 12 HCP, balanced, no spade fit: invite
# --- the opener answers Jacoby 2NT -------------------------------------------------------------
# source: SAYC booklet (Jacoby 2NT): a singleton or void at the three level; without one,
#   4M with a minimum, 3M with 18+, 3NT with 15-17.
AKJ32.2.K432.Q32     | 1S P 2NT P | 3H  | a singleton heart: show it
AKJ32.Q2.K32.J32     | 1S P 2NT P | 4S  | 13 HCP, no shortness: the minimum
AKJ32.AQ2.K32.K2     | 1S P 2NT P | 3S  | 20 HCP, no shortness: the strong hand
"""

CASES = parse_table(TABLE)
test_readings13 = book_calls_test(CASES)
