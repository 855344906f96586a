"""Strong hands and slams, twelfth round: the strong 2♣ opener's third call after
responder's values without a fit, responder's call after the opener rebids his suit, and
the slam conventions around them. Grouped by situation; each group names its book (the ACBL
SAYC System Booklet, revised 2006, where it speaks, else a standard textbook). Our own hands;
line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- the 2♣ opener after responder's values without a fit (2NT or his own suit) ------------
# source: SAYC booklet, "Strong 2♣": the opener's rebids are natural and the auction is
#   forced to game; Root, "Commonsense Bidding": the strong hand goes on describing itself
#   below game: a second suit of four cards, a six-card suit rebid, three cards raise
#   partner's major, 3NT with an even hand and the other suits stopped.
AKQJ5.AKQ4.A2.52     | 2C P 2D P 2S P 2NT P | 3H  | 5-4 in the majors: the second suit
AKQJ5.A2.AKQ4.52     | 2C P 2D P 2S P 2NT P | 3D  | five spades, four diamonds: the second suit
AKQ5.AKJ2.AQ2.K2     | 2C P 2D P 2S P 2NT P | 3H  | 4-4 in the majors: the hearts too
AKQJ54.AK2.A2.K2     | 2C P 2D P 2S P 2NT P | 3S  | six spades: rebid them below game
AK.AKQJ54.AK2.32     | 2C P 2D P 2H P 2NT P | 3H  | six hearts: rebid them below game
AKQ54.AK2.AQ2.K2     | 2C P 2D P 2S P 2NT P | 3NT | 5-3-3-2, the other suits stopped
AKQJ5.AKQ4.A2.52     | 2C P 2D P 2S P 3D P  | 3H  | over his diamonds: the second suit
AKQJ5.AK2.A2.K52     | 2C P 2D P 2S P 3D P  | 3NT | 5-3-2-3: no second suit, stoppers
AKQJ5.AK2.A2.K52     | 2C P 2D P 2S P 3H P  | 4H  | three cards in his major: game in it
AK.AKQJ54.AK2.32     | 2C P 2D P 2H P 3D P  | 3H  | six hearts over his diamonds
AKQ2.AKJ54.A2.K2     | 2C P 2D P 2H P 3C P  | 3S  | five hearts, four spades over his clubs
# --- responder after the opener rebids his suit ----------------------------------------------
# source: Root, "Commonsense Bidding": a suit the strong hand rebids holds six cards, so a
#   doubleton is support: raise it to game; with a singleton or void, 3NT, or 6NT with
#   11+ HCP opposite the opener's 22 (Goren's 33).
Q2.K32.J432.5432     | 2C P 2D P 2S P 2NT P 3S P | 4S  | a doubleton: game in spades
2.K32.QJ432.5432     | 2C P 2D P 2S P 2NT P 3S P | 3NT | a singleton: 3NT
32.KQ432.J32.432     | 2C P 2D P 2S P 3H P 3S P  | 4S  | two spades after my hearts: game
2.AQ84.KJ6.QT963     | 2C P 2D P 2S P 2NT P 3S P | 6NT | 12 HCP, a singleton: 33 with his 22
2.Q984.KJ6.QT963     | 2C P 2D P 2S P 2NT P 3S P | 3NT | 8 HCP: game only
# --- the 2♣ opener's slam try after responder's raise ------------------------------------------
# source: Root, "Commonsense Bidding": with the trumps agreed below game the strong hand
#   cue-bids an ace to try for slam; responder with the top of his range cue-bids an ace
#   back, with less signs off in game; then Blackwood (SAYC booklet: 4NT) places the slam.
#   Goren's 33: 24 points counted as declarer opposite 9 of responder's 4-12.
AJT6.AKQ73.AJ9.K     | 2C P 2D P 2H P 3H P | 3S  | 24 points with the long hearts: the spade ace
KQT6.AKQ73.AJ9.K     | 2C P 2D P 2H P 3H P | 4D  | the cheapest ace is in diamonds
KQ6.AKQ73.KJ9.K2     | 2C P 2D P 2H P 3H P | 4H  | 21 HCP, no shortness: game, no try
Q.J64.QT532.A842     | 2C P 2D P 2H P 3H P 3S P | 4C | 9 HCP and the club ace: accept
Q.J64.QT532.J842     | 2C P 2D P 2H P 3H P 3S P | 4H | 6 HCP: sign off in game
Q.K64.QT532.K842     | 2C P 2D P 2H P 3H P 3S P | 4H | 10 HCP but no ace to show: game
AJT6.AKQ73.AJ9.K     | 2C P 2D P 2H P 3H P 3S P 4C P | 4NT | he accepted: Blackwood
AJT6.AKQ73.AJ9.K     | 2C P 2D P 2H P 3H P 3S P 4H P | P   | he declined: pass
# --- Blackwood's replies and the king ask whatever the bidder showed ----------------------------
# source: SAYC booklet, "Blackwood": 4NT asks for aces, 5♣ 0 or 4, 5♦ 1, 5♥ 2, 5♠ 3; 5NT
#   asks for kings by the same steps (6♣ 0 or 4 ... 6♠ 3) and promises all the aces; the
#   asker places the contract. A reply or an ask keeps that meaning after a call that showed
#   few points (a pre-emptive raise, Stayman's weak range): it is answered, never passed.
AKQ2.KQ2.KQ2.QJ2     | 2C P 2D P 2NT P 3C P 3S P 4NT P 5D P 5NT P | 6S | three kings: 6♠
AKQ2.KQ2.QJ2.KQ2     | 2C P 2D P 2NT P 3C P 3S P 4NT P 5D P 5NT P | 6S | three kings again
AKQJ.KQJ.QJ2.QJ2    | 2C P 2D P 2NT P 3C P 3S P 4NT P 5D P 5NT P | 6H | two kings: 6♥
AKQJ2.K2.AQ2.KQ2     | 1S 2H 3S P 4NT P 5H P  | 6S/5NT | two aces and his two: the slam
AKQJ2.K2.KQ2.KQ2     | 1S 2H 3S P 4NT P 5D P  | 5S | one ace and his one: two missing
AKQJ2.K2.KQ2.KQ2     | 1S 2H 3S P 4NT P 5C P  | 5S | his none: stop at five
A32.Q2.5432.5432     | 1S 2H 3S P 4NT P       | 5D | the raiser's one ace
# --- the positive response to 2♣ over an overcall -------------------------------------------
# source: Grant, ACBL Bridge Series (and her "Better Bridge"): over interference responder
#   shows a reasonable five-card suit (headed by the queen at least) at once with the
#   values of a positive response (SAYC booklet: 8+), forcing to game, before the
#   opponents take the room; a weak or unsuited hand does not bid a suit.
KQJ54.32.K32.432     | 2C 2H | 2S  | 9 HCP, K-Q-J fifth: 2♠ at once
QJ954.32.K32.A32     | 2C 2H | 2S  | 10 HCP, Q-J fifth
32.32.KQJ54.K432     | 2C 2S | 3D  | 9 HCP, diamonds at the three level
32.J32.AQT54.K32     | 2C 2H | 3D  | 10 HCP, A-Q-10 fifth over hearts
432.5432.543.432     | 2C 2H | P   | nothing to say
J9854.32.K32.K32     | 2C 2H | P   | a jack-high suit: no positive bid
# --- Blackwood and the king ask after a limit raise ---------------------------------------------
# source: SAYC booklet, "Blackwood": 4NT asks for aces (5♣ 0 or 4, 5♦ 1, 5♥ 2, 5♠ 3); with
#   two aces missing stop at five, with one bid six; 5NT (all the aces held) asks for kings
#   by the same steps, seven with all of them. Goren: 33 for the small slam.
Q32.K32.J432.K32     | 1H P 3H P 4NT P | 5C  | no ace
A32.K32.J432.K32     | 1H P 3H P 4NT P | 5D  | one ace
A32.K32.A432.J32     | 1H P 3H P 4NT P | 5H  | two aces
A32.A32.A432.J32     | 1H P 3H P 4NT P | 5S  | three aces
AK2.AKQ952.KQ2.2     | 1H P 3H P 4NT P 5D P | 6H  | two aces and his one: one missing
KQ2.AKQJ52.KQ2.2     | 1H P 3H P 4NT P 5D P | 5H  | one ace and his one: two missing
AK2.AKJT52.AQ2.2     | 1H P 3H P 4NT P 5D P | 5NT | three aces and his one: ask for kings
AK2.AKJT52.AQ2.2     | 1H P 3H P 4NT P 5D P 5NT P 6H P | 7H | two kings and his two: the grand
AK2.AKJT52.AQ2.2     | 1H P 3H P 4NT P 5D P 5NT P 6D P | 6H | a king missing: the small slam
# --- Gerber and the quantitative 4NT over 1NT ----------------------------------------------
# source: SAYC booklet: over 1NT 4♣ is Gerber (4♦ 0 or 4, 4♥ 1, 4♠ 2, 4NT 3); 4NT is
#   quantitative, the opener bids 6NT with a maximum and passes with a minimum; 33 together
#   bid the slam at once (Goren).
K32.KQ2.KJ32.KJ2     | 1NT P 4C P | 4D  | no ace
AQ2.KQ2.KJ32.AJ2     | 1NT P 4C P | 4S  | two aces
AQ2.KQ2.AJ32.J32     | 1NT P 4NT P | 6NT | 17: the maximum accepts
KQ2.QJ2.KJ32.K32     | 1NT P 4NT P | P   | 15: the minimum declines
KQ2.KQ2.KJ32.Q32     | 1NT P | 4NT | 16: invite
AQ2.KQ2.KJ32.K32     | 1NT P | 6NT | 18: 33 opposite the minimum
# --- the 2♣ opener's rebid after 2♦ and an overcall -----------------------------------------------
# source: SAYC booklet, "Strong 2♣": 2NT 22-24, 3NT 25-27, a suit rebid natural, the auction
#   forced to game; Root, "Commonsense Bidding": over interference the strong hand goes on
#   describing itself (their suit stopped for no-trump), a penalty double wants their trumps.
AKQJ54.AK2.A2.K2     | 2C P 2D 2H | 2S  | six spades: rebid them, not a double on two hearts
AK.AKQJ54.AQ2.K2     | 2C P 2D 2S | 3H  | six hearts over their spades
AK2.A2.AKQJ2.KQ2     | 2C P 2D 2H | 3NT | 26 HCP, 5-3-3-2 (the diamonds in it), hearts stopped
AKQ2.AK2.AQ2.KQ2     | 2C P 2D 2H | 3NT | 27 HCP, balanced, hearts stopped
AK2.KQ2.AQJ2.KJ2     | 2C P 2D 2H | 2NT | 23 HCP, balanced, hearts stopped
AQ2.32.AKQJ2.AKQ     | 2C P 2D 2H | 3D  | 24 HCP, hearts unstopped: the diamonds
# --- Gerber after the 2♣ opener's 2NT rebid ----------------------------------------------------
# source: SAYC booklet, "Strong 2♣": after 2♣–2♦–2NT the 2NT system is on, Gerber 4♣ among
#   it; Root, "Commonsense Bidding": a six-card major plays the slam in its own suit, not in
#   no-trump; Goren's 33 with the opener's 22 (length counted).
KQJ5432.K2.32.32     | 2C P 2D P 2NT P | 4C  | 9 HCP, seven spades: Gerber, not 4NT
KQJ543.K2.A32.32     | 2C P 2D P 2NT P | 4C  | 13 HCP, six spades: Gerber, not 6NT
QJ5432.32.32.432     | 2C P 2D P 2NT P | 4S  | 3 HCP, six spades: game only
KQJ5432.A2.32.32     | 2C P 2D P 2NT P 4C P 4S P  | 6S  | his two aces and mine: one missing
KQJ5432.K2.32.32     | 2C P 2D P 2NT P 4C P 4S P  | P   | his two aces, none of mine: 4S is the stop
KQJ543.K2.A32.32     | 2C P 2D P 2NT P 4C P 4NT P | 5C  | all the aces: Gerber's king ask
"""

CASES = parse_table(TABLE)

test_slam_rounds12 = book_calls_test(CASES)
