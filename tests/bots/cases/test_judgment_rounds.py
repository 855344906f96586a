"""Uncontested later rounds where the side decides on game: the opener accepting or
declining an invitation, revaluing his hand after a raise, and responder forcing once his
length is counted. Grouped by situation; each group names its book (the SAYC booklet where
it speaks, else a standard textbook). Our own hands; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- accepting a 2NT invitation with a long suit ----------------------------------------
# source: ACBL Bridge Series (Grant), "Bidding in the 21st Century": a hand counts a length
#   point for each card past four in a suit, and accepts an invitation when HCP and length
#   points reach game values; a long suit that runs is tricks in no-trump. The passed hand's
#   2NT over 1D is 11-12 (Root, Grant), so 13 with a six-card suit is game.
K54.A5.KQJ543.54      | P P P 1D P 2NT P      | 3NT | 13 HCP and six diamonds: game
K54.A52.KQJ5.543      | P P P 1D P 2NT P      | P   | 13 HCP, no long suit: 24-25 at most
Q.3.J97.AKQJ7632      | P P 1C P 1H P 2C P 2NT P | 3NT | 13 HCP, seven running clubs
Q.3.J97.AKJ87632      | P P 1C P 1H P 2C P 2NT P | 3C  | 12 HCP: three points short, sign off
# --- the opener's 1NT rebid after responder's 2NT, vulnerable ---------------------------
# source: ACBL Bridge Series (Grant): the 1NT rebid (12-14) accepts 2NT when the two hands
#   can hold 25, 13 opposite 11-12 (test_game_valuation.py). Vulnerable, responder already
#   invites a point lighter (10-11, the scoring's stretch, stakes.py), so 13 opposite it is
#   at most 24 and the opener needs 14: the game is stretched for once, not twice.
Q2.KQ97.AJT2.J62      | 1D P 1S P 1NT P 2NT P | P   | 13 HCP opposite 10-11: pass vul=NS
A32.KJ4.KJ73.Q92      | 1D P 1S P 1NT P 2NT P | 3NT | 14 HCP: game vul=NS
Q3.KJ4.KJ873.Q92      | 1D P 1S P 1NT P 2NT P | P   | 12 HCP and five diamonds: pass vul=NS
# --- responder after opener's reverse ---------------------------------------------------
# source: Root, "Commonsense Bidding" (the usual Standard American treatment, as in
#   responder_rebids.py): the reverse forces one round; with a minimum (6-8) responder makes a
#   cheap call that opener may pass; the raise of the reverse suit forces to game (Belk), so
#   it shows 9+.
AJ54.K543.54.543      | 1D P 1S P 2H P        | 3D  | 8 HCP: the raise would force, preference
AJ54.K543.54.Q43      | 1D P 1S P 2H P        | 3H  | 10 HCP and four hearts: the forcing raise
# --- the opener revalues after a single raise (losing-trick count) -----------------------
# source: Klinger, "The Modern Losing Trick Count"; Bergen, "Points Schmoints": the single
#   raise shows about nine losers; the opener with five losers and a long trump suit expects
#   ten tricks and bids game. With a semi-balanced minimum the count overstates the hand,
#   and the SAYC booklet's minimum passes (test_basics.py).
AQJ96.AQT82.T7.5      | 1S P 2S P             | 4S  | 13 HCP, five-five: five losers, game
AKJ95.AQ873.T74.      | 1H P 2H P             | 4H  | 5-5 with a void: five losers, game
KQ954.A2.Q8732.4      | 1S P 2S P             | P   | 13 HCP, seven losers: pass
# --- responder's game values counted with length points --------------------------------
# source: ACBL Bridge Series (Grant): 13 points with length points opposite an opening is
#   game; SAYC booklet: responder's new suit at his second turn is forcing, so he shows his
#   second suit rather than pass a non-forcing rebid.
94.AKT94..AJ8654      | 1D P 1H P 1S P        | 2C  | 12 HCP, six-five: game values, force
94.AKT94.2.AJ865      | 1D P 1H P 1S P        | 2C  | 12 HCP, five-five: game values, force
# --- responder's invitation with no natural call ---------------------------------------
# source: SAYC booklet: a new suit by responder is forcing; 10-12 opposite the opener's
#   minimum rebid invites. Without a fit, a stopper for 2NT or a long suit, the new suit
#   keeps the auction open instead of passing a part-score.
KQT7.KQ65.Q984.3      | 1C P 1H P 2C P        | 2D  | 12 HCP, singleton club: new suit, forcing
KQT7.Q765.Q984.3      | 1C P 1H P 2C P        | P   | 9 HCP: no invitation, pass
"""


CASES = parse_table(TABLE)


test_the_book_s_call = book_calls_test(CASES)
