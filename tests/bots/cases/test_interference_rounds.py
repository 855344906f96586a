"""Interference the first rounds meet: the opponents overcall partner's 1NT, or bid again
after they raise, and the overcall at the three level. Grouped by situation; each group
names its book (the SAYC booklet where it speaks, else a standard textbook). Our own hands;
line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- responder when they overcall partner's 1NT -------------------------------------------
# source: SAYC booklet (interference over 1NT: Stayman and the transfers are off over an
#   overcall; a suit at the two level is to play, at the three level forcing, double is for
#   penalty); Grant, "Bidding in the 21st Century": 25 combined for game, so opposite 15-17
#   10+ bids game and 8-9 invites. A cue-bid of their suit, game values without a stopper,
#   takes Stayman's place.
T.A6432.QJT7642.     | 1NT 2C | 2D  | seven diamonds, weak: compete, to play
8743.QJ9632.54.2     | 1NT 2C | 2H  | six hearts, 3 HCP: to play
K2.AQJ52.T54.432     | 1NT 2S | 3H  | five hearts and 10 HCP: forcing, opener picks the game
Q2.KJ5432.AQ4.32     | 1NT 2S | 4H  | six hearts and game values: game
K2.A52.QJ54.K432     | 1NT 2S | 3NT | 13 HCP, spades stopped: game
QJ8.K52.Q54.J432     | 1NT 2S | 2NT | 9 HCP, spades stopped: invitation
QJT8.A52.Q54.432     | 1NT 2S | X   | four good spades and 9 HCP: penalty
Q2.K532.AQ4.J432     | 1NT 2S | 3S  | game values, no spade stopper: the cue-bid
8743.Q52.654.432     | 1NT 2S | P   | nothing to say
# --- opener after responder competes over their overcall ---------------------------------
# source: SAYC booklet: the two-level suit over interference is to play; opener passes.
AK3.K43.KJ5.Q752     | 1NT 2C 2D P | P | responder's suit is to play
# --- the overcall at the three level, over their raise -------------------------------------
# source: Root, "Commonsense Bidding": the higher the overcall, the sounder: at the three
#   level over a raise, a good six-card suit and an opening hand; less passes.
AT3.9.AKJT643.Q4     | 1H P 2H | 3D  | 14 HCP and seven good diamonds dealer=W
A3.92.AKJT64.Q42     | 1H P 2H | 3D  | 14 HCP and six good diamonds dealer=W
AT3.9.KJT643.Q42     | 1H P 2H | P   | 10 HCP: too weak at the three level dealer=W
# --- the overcall of a weak two with a six-card suit ----------------------------------------
# source: Root, "Commonsense Bidding": over a pre-empt overcall with what you would open and
#   a suit to play in; the weaker the suit, the more the hand must make up.
A852.A98732.K.K9     | 2S  | 3H  | 14 HCP, six hearts to the ace dealer=W vul=NS
852.A98732.K.KJ9     | 2S  | P   | 11 HCP: not enough at the three level dealer=W
# --- the advancer with a long suit of his own ---------------------------------------------
# source: Root, "Commonsense Bidding": the advancer's new suit is not forcing, at the three
#   level a six-card suit; with an opening hand and a six-card major he bids its game.
A852.AQ9873.K.K9     | 1C 1D P        | 4H  | 16 HCP and six hearts: game dealer=E
A852.AQ9873.K.K9     | 1S 2D P        | 4H  | 16 HCP and six hearts: game dealer=E
A852.A98732.K.K9     | 2S P P 3D P    | 3H  | after the balancing 3D: six hearts dealer=W vul=NS
# --- responder to the strong 2C when they double -------------------------------------------
# source: common practice (the SAYC booklet is silent): a double of 2C takes no room, the
#   responses keep their meaning; 3NT with nothing was an accident of the general judgment.
96.9862.95.Q7632     | P 2C X         | 2D  | waiting, as without the double dealer=W
"""


CASES = parse_table(TABLE)


test_expected_call = book_calls_test(CASES)
