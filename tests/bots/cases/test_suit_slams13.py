"""Slams, thirteenth round: the Blackwood, king and Gerber replies in new auctions, the
asker's decision after them, the quantitative no-trump raises, the Jacoby 2NT rebids and the
slam tries once a suit is agreed. Grouped by situation; each group names its book (the ACBL
SAYC System Booklet, revised 2006, where it speaks, else a standard textbook). Our own hands;
line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- Blackwood replies in new auctions ---------------------------------------------------------
# source: SAYC booklet, "Blackwood": over 4NT, 5♣ shows 0 or 4 aces, 5♦ one, 5♥ two, 5♠ three.
AKJ54.KQ3.A2.K32     | 1S P 2NT P 3S P 4NT P   | 5H  | two aces after the Jacoby 3♠
AKJ54.A3.A2.A432     | 1S P 2NT P 3S P 4NT P   | 5C  | four aces
K2.AQJ54.QJ3.J32     | 1H P 2NT P 4H P 4NT P   | 5D  | one ace, the minimum 4♥
KQ54.K2.KQJ54.K2     | 1D P 1S P 3S P 4NT P    | 5C  | no ace after the jump raise
A32.KJ54.A32.A32     | 1C P 1H P 4H P 4NT P    | 5S  | three aces under the opener's 4♥
# --- the king ask and its replies ---------------------------------------------------------------
# source: SAYC booklet, "Blackwood": 5NT asks for kings and promises that the partnership
#   holds all four aces (6♣ 0 or 4, 6♦ 1, 6♥ 2, 6♠ 3); Goren: 37 together for a grand slam.
AKQJ52.KQ.AQ5.K3     | 1H P 2S P 3S P 4NT P 5H P | 5NT | all four aces, 24 HCP: a grand in view
Q43.AJ854.A2.KJ2     | 1H P 2S P 3S P 4NT P 5H P 5NT P | 6D | one king
K43.AJ854.A2.K32     | 1H P 2S P 3S P 4NT P 5H P 5NT P | 6H | two kings
Q43.AQJ54.A2.QJ2     | 1H P 2S P 3S P 4NT P 5H P 5NT P | 6C | no king
AKQJ52.KQ.AQ5.K3     | 1H P 2S P 3S P 4NT P 5H P 5NT P 6D P | 7S/7NT | every ace and king
# --- Gerber over partner's no-trump -------------------------------------------------------------
# source: SAYC booklet, "Notrump opening bids": 4♣ over 1NT or 2NT is Gerber: 4♦ 0 or 4 aces,
#   4♥ one, 4♠ two, 4NT three; after the reply 4NT signs off and six places the slam.
AQ3.K52.AJ54.Q32     | 1NT P 4C P              | 4S  | two aces
KQ3.KJ2.AQ54.Q32     | 1NT P 4C P              | 4H  | one ace
AK3.AQ2.AJ54.Q32     | 2NT P 4C P              | 4NT | three aces
KQ3.AQ2.KJ54.KQ2     | 2NT P 4C P              | 4H  | one ace
KQ2.KQJ2.KQ2.J32     | 1NT P 4C P              | 4D  | no ace
AK2.A32.KQJ54.KQ     | 1NT P 4C P 4S P         | 5C  | all four aces, 22 HCP: ask for kings
K2.KQJ.A5432.KQJ     | 1NT P 4C P 4S P         | 6NT | three aces together, 34+ points
K2.KQJ.A5432.KQJ     | 1NT P 4C P 4H P         | 4NT | two aces missing: sign off
# --- no-trump slams after Stayman and after 2♣–2♦–3NT ---------------------------------------------
# source: SAYC booklet: over Stayman's reply a fit is found or denied; Goren's 33: 18 HCP
#   opposite 15-17 makes a slam: with the four-four fit check the aces (Blackwood), without
#   it bid 6NT. 2♣–2♦–3NT is 25-27 balanced: 6-7 HCP invites with 4NT, 8+ bids 6NT.
KQ54.AJ3.KQ2.K32     | 1NT P 2C P 2S P         | 4NT | 18 HCP and the spade fit: ask for aces
KQ54.AJ3.KQ2.K32     | 1NT P 2C P 2D P         | 6NT | 18 HCP, no fit: 33+
KQ54.AJ3.KQ2.K32     | 1NT P 2C P 2H P         | 6NT | 18 HCP, hearts not mine: 33+
KJ4.Q32.5432.J32     | 2C P 2D P 3NT P         | 4NT | 7 HCP: 32-34, invite
KJ4.Q32.K432.J32     | 2C P 2D P 3NT P         | 6NT | 10 HCP: 35+
# --- Gerber over 2♣–2♦–2NT ------------------------------------------------------------------------
# source: SAYC booklet, "Strong 2♣": after 2♣–2♦–2NT the responses are as over a 2NT opening,
#   so 4♣ is Gerber: 4♦ 0 or 4, 4♥ one, 4♠ two, 4NT three.
AKQ.AQJ2.KQ2.K32     | 2C P 2D P 2NT P 4C P    | 4S  | two aces
# --- quantitative no-trump raises ----------------------------------------------------------------
# source: SAYC booklet, "Notrump opening bids": 4NT is quantitative (invites 6NT); the opener
#   accepts with a maximum. Goren: 33 together for 6NT, so opposite 15-17 responder invites
#   with 16-17 and bids 6NT with 18-19; opposite 20-21 invites with 11-12, 6NT with 13-14.
KJ4.AQ32.KJ5.K54     | 1NT P 4NT P             | 6NT | 17 HCP: a maximum, accept
QJ4.AQ32.KJ5.Q54     | 1NT P 4NT P             | P   | 15 HCP: a minimum, decline
AQ4.KJ3.KQ54.Q32     | 1NT P                   | 4NT | 17 HCP, 3-3-4-3: invite
AQ4.KJ3.KQ54.KJ2     | 1NT P                   | 6NT | 19 HCP, 3-3-4-3: 34-36 together
KJ4.Q32.KJ54.Q32     | 2NT P                   | 4NT | 12 HCP: 32-33, invite
KJ4.Q32.KQ54.Q32     | 2NT P                   | 6NT | 13 HCP: 33-34, the slam
AK3.AQ2.KJ54.KJ2     | 2NT P 4NT P             | 6NT | 21 HCP: accept
AK3.AQ2.KJ54.QJ2     | 2NT P 4NT P             | P   | 20 HCP: decline
# --- quantitative raises of the opener's no-trump rebid -------------------------------------------
# source: Goren, "Point Count Bidding": 33 for 6NT; opposite opener's 1NT rebid (12-14)
#   responder invites with 4NT when 33 is possible, bids 6NT when it is sure; opposite the
#   jump to 2NT (18-19) the same count.
AQ54.KQ3.AQ2.K32     | 1C P 1S P 1NT P         | 4NT | 20 HCP: 32-34, invite
AQ54.KQ3.AQ2.KJ2     | 1C P 1S P 1NT P         | 6NT | 21 HCP: 33-35, the slam
KJ3.AQ54.KJ2.Q32     | 1C P 1H P 2NT P         | 6NT | 16 HCP opposite 18-19: 34-35
# --- the strong 2♣ and 2NT rebid ------------------------------------------------------------------
# source: SAYC booklet, "Strong 2♣": 2♣-2♦-2NT is 22-24 balanced; Goren's 33: responder with
#   11+ bids 6NT, with 9-10 invites with 4NT.
KJ4.Q32.K54.Q432     | 2C P 2D P 2NT P         | 6NT | 11 HCP: 33+ together
K54.Q32.K54.J432     | 2C P 2D P 2NT P         | 4NT | 9 HCP: 31-33, invite
# --- Jacoby 2NT: the opener's rebids ------------------------------------------------------------
# source: SAYC booklet, "Jacoby 2NT": a new suit at the three level shows a singleton or void;
#   3 of the major is 18+ without shortness, 3NT 15-17 without shortness, 4 of the major a
#   minimum without shortness.
AKJ54.KQ3.A2.K32     | 1S P 2NT P              | 3S  | 20 HCP, no shortness
AQJ54.Q32.K2.Q32     | 1S P 2NT P              | 4S  | 14 HCP, no shortness: the minimum
AQJ54.K32.K2.K32     | 1S P 2NT P              | 3NT | 16 HCP, no shortness
AQJ54.K432.K32.2     | 1S P 2NT P              | 3C  | a singleton club
KQ2.AQJ54.2.K432     | 1H P 2NT P              | 3D  | a singleton diamond
# --- Jacoby 2NT: responder after the opener's rebid -----------------------------------------------
# source: SAYC booklet, "Jacoby 2NT" and "Blackwood"; Goren's 33: opposite the 18+ of 3M
#   responder's 15 is a slam (he checks aces or cue-bids); opposite the minimum 4M he passes.
K432.A2.KQ54.K32     | 1S P 2NT P 3S P         | 4NT/4C/4D/4H | 15 HCP opposite 18+: slam
K432.A2.KQ54.J32     | 1S P 2NT P 4S P         | P   | 13 HCP opposite a minimum
# --- the opener after a limit raise ---------------------------------------------------------------
# source: SAYC booklet: the jump raise is a limit raise (10-12 points); Goren: 33 together for
#   a small slam with the opener's shortness counted, Blackwood to check the aces.
AKQ54.A.KQ32.K32     | 1S P 3S P               | 4NT | 21 HCP and a singleton: 34+
AQ2.KQJ54.K32.32     | 1H P 3H P               | 4H  | 15 HCP: game, no slam
# --- responder over the opener's jump raise and jump rebid ----------------------------------------
# source: SAYC booklet: opener's jump raise shows 16-18 points with four trumps; Goren's 33:
#   responder with 17 opposite it checks aces with Blackwood.
KQJ54.A2.A32.K32     | 1D P 1S P 3S P          | 4NT | 17 HCP opposite 16-18: 33+
KJ54.Q2.Q54.J432     | 1D P 1S P 3S P          | 4S  | 9 HCP: game only
# --- responder opposite the opener's jump to game or jump raise -----------------------------------
# source: SAYC booklet: 1x-1M-4M shows 19-20 points with four trumps, 1♣-1♥-3♥ 16-18; Goren's
#   33: responder with his share (HCP and shortness for the fit) checks aces, else passes.
KQ54.K2.A432.Q32     | 1H P 1S P 4S P          | 4NT | 14 HCP and a doubleton opposite 19-20
KQ54.Q2.Q432.J32     | 1H P 1S P 4S P          | P   | 8 HCP: game is enough
AQ54.KQ54.2.KQ32     | 1C P 1H P 3H P          | 4NT | 16 HCP and a singleton opposite 16-18
# --- responder with a long major opposite 2NT -----------------------------------------------------
# source: SAYC booklet: 2NT-3M is five cards, forcing; Goren's count for the long-trump hand
#   (HCP, a point a trump past the fourth, shortness): 11 HCP with a singleton and the fifth
#   trump (14) is a slam opposite 20-21 once the opener shows three trumps; 5 HCP is not.
A9763.8.KT54.A42     | 2NT P 3S P 4S P         | 4NT | 11 HCP, a singleton, five trumps: 34
Q9763.82.KT54.42     | 2NT P 3S P 4S P         | P   | 5 HCP: game only
A6532.8.AT5.AT42     | 2NT P 3S P 4D P         | 4NT | his maximum with four trumps: 33+
# --- the Blackwood asker after a Jacoby 2NT -------------------------------------------------------
# source: SAYC booklet, "Blackwood": two aces missing, stop in five of the trump suit.
K432.A2.KQ54.K32     | 1S P 2NT P 3S P 4NT P 5D P | 5S | two aces missing
# --- the no-trump opener over responder's forcing major -----------------------------------------
# source: Root, "Commonsense Bidding": over 1NT-3M (five cards, forcing) the opener with three
#   or four trumps raises to game with a minimum; with a maximum and four trumps he shows
#   slam interest by cue-bidding an ace below game.
KQ7.AQT5.Q76.QJ2     | 1NT P 3S P              | 4S  | 15 HCP, three spades: game
KQJ7.AQT5.Q76.QJ     | 1NT P 3S P              | 4H  | 17 HCP, four trumps: cue the ♥ ace
KQJ7.AQT5.K76.32     | 1NT P 3S P              | 4S  | 16 HCP, four trumps, no ruff: game
KQ.AQT5.Q763.QJ2     | 1NT P 3S P              | 3NT | 16 HCP, two spades: 3NT
KQ32.QJ54.KQ2.Q2     | 1NT P 3H P              | 4H  | 15 HCP, four trumps: a minimum, game
KQJ7.AK.A32.KJ32     | 2NT P 3S P              | 4D  | 21 HCP, four trumps: cue the ♦ ace
KQJ7.AQ.A32.KJ32     | 2NT P 3S P              | 4S  | 20 HCP, four trumps: not the maximum, game
AQJ7.KQT5.Q76.QJ     | 1NT P 3S P              | 4C/4S | the ♠ ace only: no side ace to cue
# --- responder after the no-trump opener's cue-bid ----------------------------------------------
# source: Root, "Commonsense Bidding": opposite the opener's slam interest responder with his
#   share of Goren's 33 (the opener's maximum counted with his ruffing value, responder's
#   HCP with trump length and shortness) asks for aces (SAYC booklet: Blackwood); with less
#   he signs off in game.
A6532.8.AT5.AT42     | 1NT P 3S P 4H P         | 4NT | 12 HCP, a singleton, fifth trump: 33
A6532.86.KT5.AJ4     | 1NT P 3S P 4H P         | 4S  | 12 HCP, 5-2-3-3: 32, game
AKQ32.K8.AQ5.KQ2     | 1NT P 3S P 4H P         | 6S  | 20 HCP: 36+, one ace out at most
KQJ7.AQT5.Q76.QJ     | 1NT P 3S P 4H P 4NT P   | 5D  | one ace
A6532.8.AT5.AT42     | 1NT P 3S P 4H P 4NT P 5D P | 6S | all four aces: the small slam
KQJ7.AQT5.Q76.QJ     | 1NT P 3S P 4H P 4S P    | P   | partner signed off
"""

CASES = parse_table(TABLE)
test_expected_call = book_calls_test(CASES)
