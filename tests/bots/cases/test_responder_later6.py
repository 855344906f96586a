"""Responder's second call in uncontested auctions (sixth set, round e), and the opener's
answer where it reads responder's forcing call: after the opener's 2NT rebid (18–19), his
jump rebid (16–18), his 1NT rebid (12–14) and his reverse (17+). Grouped by situation;
each group names its book (the ACBL SAYC System Booklet, revised 2006, where it speaks,
else a standard textbook). Our own hands; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- responder after the opener's 2NT rebid (18-19 balanced) -------------------------------------
# source: Root, "Commonsense Bidding"; Grant, ACBL Bridge Series: over 2NT responder's game
#   values start at 7 (25 together); three of his five-card major is forcing and asks for
#   three-card support, a new suit is forcing (the other major with five-four, a five-card
#   minor with a singleton), six cards bid game; the forcing call shows no extra values.
KJ875.K4.82.Q876     | 1D P 1S P 2NT P         | 3S  | 9 HCP, five spades: forcing, choose 3NT or 4S
KJ875.K432.82.Q8     | 1D P 1S P 2NT P         | 3H  | 9 HCP, five spades and four hearts: forcing
KQJ875.K4.82.876     | 1D P 1S P 2NT P         | 4S  | 9 HCP, six spades: game in the major
T876.AJ3.QT94.Q5     | 1D P 1S P 2NT P         | 3NT | 9 HCP, four spades, balanced: 3NT
KJ84.4.Q2.KJ8762     | 1D P 1S P 2NT P         | 3C  | 10 HCP, six clubs, a singleton: forcing
KJ84.Q4.Q2.KJ876     | 1D P 1S P 2NT P         | 3NT | 12 HCP, five clubs, no shortness: 3NT
# --- the opener answers responder's forcing call over his 2NT -------------------------------------
# source: Root, "Commonsense Bidding": with three cards in responder's five-card major the
#   opener raises to game, with four in the other major he raises it, else 3NT.
K8.A43.AQ982.KQ4     | 1D P 1S P 2NT P 3S P    | 3NT | 18 HCP, two spades: 3NT
K82.A43.AQ98.KQ4     | 1D P 1S P 2NT P 3S P    | 4S  | 18 HCP, three spades: game in spades
K8.AJ43.AQ98.KQ4     | 1D P 1S P 2NT P 3H P    | 4H  | 19 HCP, four hearts: game in hearts
K8.AJ4.AQ982.KQ4     | 1D P 1S P 2NT P 3H P    | 3NT | 19 HCP, two spades and three hearts: 3NT
A8.KQ4.AQ982.KJ4     | 1D P 1S P 2NT P 3C P    | 3NT | 19 HCP: game opposite the forcing 3C, no slam
# --- responder after the opener's jump rebid (16-18, six cards) ----------------------------------
# source: Goren, "Point Count Bidding": after the opener's jump rebid any new suit or rebid of
#   responder's suit is forcing; responder raises with two cards (the rebid shows six), with
#   a singleton he rebids a five-card major, forcing; under 8 he passes.
AQ875.4.Q32.K876     | 1H P 1S P 3H P          | 3S  | 11 HCP, five spades, heart singleton: forcing
AQ8752.4.Q32.K87     | 1H P 1S P 3H P          | 3S  | 11 HCP, six spades, heart singleton: forcing
AQ875.42.Q32.K87     | 1H P 1S P 3H P          | 4H  | 11 HCP, two hearts: raise to game
K9875.4.Q32.J876     | 1H P 1S P 3H P          | P   | 6 HCP and a misfit: pass
# --- the opener answers responder's forcing three of his major ---------------------------------
# source: Goren, "Point Count Bidding": responder's rebid is forcing; the opener raises with
#   three cards, else rebids a solid six-card suit at game.
K8.AKQJ75.K94.54     | 1H P 1S P 3H P 3S P     | 4H  | 16 HCP, solid hearts, two spades: 4H
K82.AKJ975.AQ.54     | 1H P 1S P 3H P 3S P     | 4S  | 17 HCP, three spades: raise to game
# --- responder after the opener's 1NT rebid (12-14 balanced) -------------------------------------
# source: Goren, "Point Count Bidding"; Root, "Commonsense Bidding": a jump in a new suit
#   forces to game (five-four in the majors looks for the four-four heart fit); 2NT invites
#   with 11-12; three of responder's six-card suit invites, two of it signs off; 6-10
#   balanced passes.
QJ874.QJ75.K5.K5     | 1D P 1S P 1NT P         | 3H  | 12 HCP, five-four in the majors: game forcing
AJ874.KQ75.K5.85     | 1C P 1S P 1NT P         | 3H  | 13 HCP, five-four majors over 1C: forcing
K8652.Q4.J82.Q87     | 1D P 1S P 1NT P         | P   | 8 HCP balanced: pass
KJ8652.Q4.82.Q87     | 1D P 1S P 1NT P         | 2S  | 8 HCP, six spades: sign off
KQ8652.A4.82.Q87     | 1D P 1S P 1NT P         | 3S  | 11 HCP, six spades: invitational
KJ86.Q4.A82.J873     | 1D P 1S P 1NT P         | 2NT | 11 HCP balanced: invitational
# --- the weak two-suiter after the opener's 1NT rebid -------------------------------------------
# source: SAYC booklet as taught (a new suit by responder forces, except after the opener's
#   1NT rebid); Root, "Commonsense Bidding": the lower new suit at the two level is a weak
#   two-suiter, the opener passes with a fit or gives preference to responder's first suit.
QT964.AQT.6.T743     | 1D P 1S P 1NT P         | 2C  | 8 HCP, five-four in spades and clubs
Q8742.KJ85.9.J84     | 1D P 1S P 1NT P         | 2H  | 7 HCP, five-four in the majors: not forcing
K4.A72.QJ97.Q543     | 1D P 1S P 1NT P 2C P    | P   | 12 HCP, four clubs: pass the weak 2C
KJ2.A72.KJ976.54     | 1D P 1S P 1NT P 2C P    | 2S  | 12 HCP, three spades, two clubs: preference
# --- the opener answers the game-forcing jump in hearts -----------------------------------------
# source: Goren, "Point Count Bidding": the jump is forcing to game; the opener raises hearts
#   with four, else bids 3NT with two spades.
K8.A43.Q9832.K54     | 1D P 1S P 1NT P 3H P    | 3NT | 12 HCP, two spades, three hearts: 3NT
K8.A432.Q983.K54     | 1D P 1S P 1NT P 3H P    | 4H  | 12 HCP, four hearts: game in hearts
# --- responder after the opener's minimum rebid of his minor -----------------------------------
# source: SAYC booklet, "Responder's rebids": a new suit by responder is forcing one round;
#   Goren, "Point Count Bidding": with five spades, four hearts and 10 or more responder
#   shows the hearts (the four-four fit); weaker he passes the minimum rebid.
AQ874.KJ85.95.84     | 1D P 1S P 2D P          | 2H  | 10 HCP, five-four in the majors: forcing
AQ874.KJ85.95.84     | 1C P 1S P 2C P          | 2H  | 10 HCP over 2C: hearts, forcing
Q8742.KJ85.95.84     | 1D P 1S P 2D P          | P   | 6 HCP: pass the minimum rebid
# --- responder after the opener's minimum rebid of his major -----------------------------------
# source: SAYC booklet (responder's 10-12 invites: 2NT or three of a bid suit); Goren, "Point
#   Count Bidding": with three cards in opener's rebid major the raise invites before 2NT.
AT53.J52.A92.K74     | 1H P 1S P 2H P          | 3H  | 12 HCP, three hearts: the invitational raise
AT53.J5.A92.K874     | 1H P 1S P 2H P          | 2NT | 12 HCP, two small hearts, stoppers: 2NT
# --- responder after the opener's new suit at the one level --------------------------------------
# source: SAYC booklet and Goren, "Point Count Bidding": four cards in the opener's second suit
#   are a fit; raise it as an opening in the suit: 6-10 dummy points the single raise, 11-12
#   the jump raise, 13 or more game.
K842.Q975.J76.Q6     | 1C P 1H P 1S P          | 2S  | 8 HCP, four spades: single raise
Q842.KJ754.96.J6     | 1D P 1H P 1S P          | 2S  | 7 HCP, four spades: single raise
8.K754.QJ963.J62     | 1C P 1D P 1H P          | 2H  | 7 HCP, four hearts: single raise
KQ42.AJ75.76.J62     | 1C P 1H P 1S P          | 3S  | 11 HCP, four spades: invitational raise
KQ42.AJ75.A6.J62     | 1C P 1H P 1S P          | 4S  | 15 HCP, four spades: game
# --- the opener after the single raise of his second suit --------------------------------------
# source: Goren, "Point Count Bidding": opposite 6-10 the opener passes a minimum, bids game
#   with 19 or more points counted with the fit.
AJ42.K4.A4.KQJ52     | 1C P 1H P 1S P 2S P     | 4S  | 18 HCP: game
AJ42.K4.42.KQJ52     | 1C P 1H P 1S P 2S P     | P   | 14 HCP: minimum, pass
# --- responder after the opener's reverse (17+, forcing one round) -----------------------------
# source: Root, "Commonsense Bidding"; Grant, ACBL Bridge Series: the weak answers are the
#   minimum rebid of responder's five-card suit, 2NT with the fourth suit stopped, three of
#   the opener's first suit; with game values responder bids game.
KQ86.72.Q76.J854     | 1D P 1S P 2H P          | 3D  | 8 HCP, three diamonds: preference, weak
QT964.AQT.6.T743     | 1D P 1S P 2H P          | 2S  | 8 HCP, five spades: weak
J973.KJ.64.KT942     | 1D P 1S P 2H P          | 2NT | 8 HCP, clubs stopped: weak
AT53.JT52.A2.K74     | 1D P 1S P 2H P          | 3H  | 12 HCP, four hearts: the raise forces
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)
