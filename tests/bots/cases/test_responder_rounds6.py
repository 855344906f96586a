"""Responder in uncontested auctions, no-trump and the strong 2♣ (sixth set): game-forcing
and invitational responses to 1♣/1♦ and responder's rebids after them, Stayman's
invitational continuations and the opener's answers, the strong 2♣ and its later rounds,
and a few basics (dummy points, the king ask). Grouped by situation; each group names its
book (the ACBL SAYC System Booklet, revised 2006, where it speaks, else a standard
textbook). Our own hands; line format as in table.py."""

from __future__ import annotations

from biritch.bots import suggest_call
from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- game-forcing responses to 1♣/1♦ ----------------------------------------------------------
# source: SAYC booklet, "Responses to 1♣/1♦" (1m-2NT 13-15 game forcing, 1m-3NT 16-17; no
#   forcing minor-suit raise: a game-forcing responder bids a new suit first; up the line at
#   the one level; a jump shift shows 17 or more); 2NT and 3NT deny a four-card major.
AQ3.K94.QJ8.Q732     | 1D P                    | 2NT | 14 HCP balanced, no major
Q4.A83.QJ92.KJ52     | 1D P                    | 2NT | 13 HCP balanced, four diamonds
KQ4.AJ3.K72.QJ52     | 1D P                    | 3NT | 16 HCP balanced, no major
KQ4.AJ3.K72.KJ52     | 1D P                    | 3NT | 17 HCP balanced, no major
KQ4.AJ3.AJ72.Q52     | 1C P                    | 3NT | 17 HCP balanced over 1C
AQ42.KJ3.K86.Q74     | 1D P                    | 1S  | 15 HCP 4-3-3-3: the major first
K4.Q93.AQ72.KJ52     | 1C P                    | 2NT | 15 HCP balanced, four diamonds: 2NT, not 1D
KJ4.Q93.AQ72.KJ5     | 1C P                    | 3NT | 17 HCP balanced, four diamonds: 3NT, not 1D
KJ.Q93.AQ872.K52     | 1C P                    | 1D  | five diamonds: the suit first
73.A4.KQ72.AK983     | 1D P                    | 2C  | game values and a diamond fit: new suit first
K4.83.AKJ4.KQ932     | 1C P                    | 1D  | game values and a club fit: new suit first
AKQJ5.A3.KQ4.872     | 1C P                    | 2S  | 19 HCP and a solid suit: jump shift
A4.K3.KQJ952.A72     | 1C P                    | 2D  | 17 HCP and a good six-card suit: jump shift
Q4.A83.K9.AKJ753     | 1D P                    | 3C  | 17 HCP, good clubs: jump shift
KQ3.J92.A4.KJ852     | 1D P                    | 2C  | 14 HCP and five clubs: two over one
A82.K73.Q4.KQJ82     | 1D P                    | 2C  | 15 HCP 3-3-2-5: clubs first
AQJ82.K73.Q4.K82     | 1C P                    | 1S  | 15 HCP: the five-card major, not 2NT
Q83.KJ2.AQ84.K93     | 1D P                    | 2NT | 15 HCP 3-3-4-3 over 1D
K83.QJ2.A84.KQ93     | 1C P                    | 2NT | 15 HCP 3-3-3-4 over 1C
KJ83.AQ72.K4.J93     | 1C P                    | 1H  | four-four majors, game values: hearts first
KJ832.AQ762.K4.J     | 1D P                    | 1S  | five-five majors: spades first
AKJ973.A4.KQ5.83     | 1D P                    | 2S  | 17 HCP and six good spades: jump shift
# --- responder's second call after a game-forcing start ----------------------------------------
# source: SAYC booklet (new suits force; 2NT and 3NT natural); Root, "Commonsense Bidding":
#   with game values opposite the opener's minimum rebid, 3NT with the unbid suits stopped.
K73.A4.Q72.AK983     | 1D P 2C P 2D P          | 3NT | 16 HCP, both majors stopped
AQ3.K94.KJ82.Q73     | 1C P 2NT P 3C P         | 3NT | the game force answered: 3NT
KJ4.AQ93.K72.J52     | 1C P 1H P 1S P          | 3NT | 13 HCP, no spade fit: game
# --- the jump-shifter's second call ------------------------------------------------------------
# source: SAYC booklet (the jump shift, 17+, forces to game); Root, "Commonsense Bidding":
#   nine tricks in no-trump come before eleven in a minor, with the other suits stopped.
A4.K3.KQJ952.A72     | 1C P 2D P 3D P          | 3NT | raised: the majors stopped, 3NT not 5D
A4.K3.KQJ952.A72     | 1C P 2D P 3C P          | 3NT | clubs rebid: the majors stopped
# --- invitational responses to 1♣/1♦ ----------------------------------------------------------
# source: SAYC booklet (1D-3D / 1C-3C limit raise, 10-12, four diamonds or five clubs, no
#   four-card major; 1NT 6-10; 2NT is forcing, so a balanced 11-12 shows a one-level suit
#   first and bids 2NT next); Root, "Commonsense Bidding" (the limit raise of a minor).
94.K82.AQ73.QJ52     | 1D P                    | 3D  | 12 HCP, four diamonds, no major
Q4.K93.KQ852.J52     | 1D P                    | 3D  | 11 HCP, five diamonds
72.K93.Q4.AQ8652     | 1C P                    | 3C  | 11 HCP, six clubs
KJ4.Q93.K872.Q53     | 1C P                    | 1D  | 11 HCP: the one-level suit first
A43.72.KQT874.K5     | 1D P                    | 3D  | 12 HCP, six diamonds: the limit raise
J43.72.KQT84.K52     | 1D P                    | 2D  | 9 HCP, five diamonds: the single raise
J43.Q72.K84.QJ52     | 1D P                    | 1NT | 9 HCP, no major, three diamonds
J43.Q72.K84.QJ52     | 1C P                    | 1NT | 9 HCP, four clubs only: 1NT
# --- responder's invitational second call ------------------------------------------------------
# source: SAYC booklet (responder's 2NT after a minimum rebid invites with 11-12; a jump
#   in his own six-card suit or a jump raise of opener's second suit invites, 10-12).
KJ4.Q93.K872.Q53     | 1C P 1D P 1H P          | 2NT | 11 HCP balanced
KJ4.Q93.K872.Q53     | 1C P 1D P 1S P          | 2NT | 11 HCP balanced
KJ4.Q93.K872.Q53     | 1C P 1D P 1NT P         | 2NT | 11 HCP opposite 12-14
K4.AQ93.Q72.J852     | 1C P 1H P 1NT P         | 2NT | 11 HCP opposite 12-14
K4.AQ9732.72.J52     | 1C P 1H P 1NT P         | 3H  | 10 HCP and six hearts
KJ42.AQ93.72.J52     | 1C P 1H P 1S P          | 3S  | 11 HCP, four spades: jump raise
KJ8432.A9.872.Q5     | 1D P 1S P 1NT P         | 3S  | 10 HCP and six spades
KJ84.A9.72.QJ652     | 1D P 1S P 2C P          | 3C  | 11 HCP, five clubs: jump raise
KJ42.A93.872.Q52     | 1D P 1S P 2C P          | 2NT | 10 HCP, hearts stopped
K4.AQ93.Q72.J852     | 1D P 1H P 2D P          | 2NT | 11 HCP, the black suits stopped
# --- responder's weak second call after the opener's lower second suit -----------------------
# source: Goren; Root, "Commonsense Bidding": after 1x-1y-2z (or 1x-1NT-2z) a weak responder
#   gives preference to the first suit with equal or greater length there (the opener holds
#   at least as many of it), passes when the second suit is longer, rebids a six-card suit.
K865.52.J743.Q32     | 1D P 1S P 2C P          | 2D  | four diamonds, three clubs: preference
K8653.52.J74.Q83     | 1D P 1S P 2C P          | 2D  | three-three: back to the first suit
K8653.J52.74.Q83     | 1D P 1S P 2C P          | P   | more clubs: pass
KJ8653.J52.74.Q8     | 1D P 1S P 2C P          | 2S  | six spades: the own suit
K63.Q85.J742.Q83     | 1S P 1NT P 2H P         | 2S  | three-three in the majors: spades
K86.J52.Q74.Q832     | 1H P 1NT P 2D P         | 2H  | three hearts, three diamonds: hearts
# --- Stayman, responder ------------------------------------------------------------------------
# source: SAYC booklet, "Stayman" (2C asks for a four-card major; 1NT-2C-2x-2NT invites
#   without a fit, three of the major found invites with four); ACBL Bridge Series (Grant,
#   "Bidding in the 21st Century"): Stayman with 8+ and a four-card major, 4-3-3-3 too.
KJ84.Q93.K72.852     | 1NT P                   | 2C  | 9 HCP 4-3-3-3 with four spades
KJ84.Q93.K72.A52     | 1NT P                   | 2C  | 13 HCP 4-3-3-3 with four spades
K952.Q73.J84.Q73     | 1NT P                   | 2C  | 8 HCP 4-3-3-3 with four spades
K952.Q73.J84.Q73     | 1NT P 2C P 2H P         | 2NT | 8 HCP, no fit: invite
KQ52.J73.Q84.K73     | 1NT P 2C P 2D P         | 3NT | 11 HCP, no fit: game
KQ52.J73.Q84.K73     | 1NT P 2C P 2S P         | 4S  | 11 HCP, fit found: game
Q73.KQ52.J84.K73     | 1NT P 2C P 2S P         | 3NT | four hearts, not spades: 3NT
KJ84.Q93.K72.852     | 1NT P 2C P 2D P         | 2NT | no fit: invite
KJ84.Q93.K72.852     | 1NT P 2C P 2H P         | 2NT | the wrong major: invite in no-trump
KJ84.Q93.K72.852     | 1NT P 2C P 2S P         | 3S  | fit found, 9 HCP: invite
K84.QJ93.K72.852     | 1NT P 2C P 2H P         | 3H  | fit found, 9 HCP: invite
# --- Stayman, the opener's answer to the invitation ----------------------------------------------
# source: SAYC booklet (the opener accepts an invitation with a maximum); ACBL Bridge Series:
#   1NT-2C-2H-2NT, the opener with four spades too bids 3S with a minimum, 4S with a maximum
#   (responder's 2NT promised four spades).
AQ82.KJ43.K7.Q52     | 1NT P 2C P 2H P 2NT P   | 3S  | 15 HCP, four spades: minimum
AQ82.KJ43.K7.QJ2     | 1NT P 2C P 2H P 2NT P   | 4S  | 16 HCP, four spades: maximum
AQ2.KJ43.K72.Q52     | 1NT P 2C P 2H P 3H P    | P   | 15 HCP: declines
AQ2.KJ43.K72.QJ2     | 1NT P 2C P 2H P 3H P    | 4H  | 16 HCP: accepts
KJ4.AQ73.KQ8.J52     | 1NT P 2C P 2H P 3H P    | 4H  | 16 HCP: accepts
AQ4.KJ73.K82.Q73     | 1NT P 2C P 2H P 3H P    | P   | 15 HCP: declines
AQ32.KJ3.K74.QJ2     | 1NT P 2C P 2S P 3S P    | 4S  | 16 HCP: accepts
AQ2.KJ3.K742.Q52     | 1NT P 2C P 2D P 2NT P   | P   | 15 HCP: declines
AQ2.KJ3.K742.QJ2     | 1NT P 2C P 2D P 2NT P   | 3NT | 16 HCP: accepts
# --- responses to the strong 2♣ ----------------------------------------------------------------
# source: SAYC booklet 7.3 (2D artificial, waiting; 2H/2S/3C/3D natural, game forcing, five
#   cards and 8 points; 2NT a balanced 8+); Root, "Commonsense Bidding": the positive suit
#   is a good one.
AQJ74.K32.854.62     | 2C P                    | 2S  | 10 HCP and AQJxx: positive
KJ4.Q93.K872.J52     | 2C P                    | 2NT | 10 HCP balanced: positive
Q94.J93.8752.J52     | 2C P                    | 2D  | 5 HCP: waiting
KQJ74.852.J52.62     | 2C P                    | 2D  | 7 HCP: a good suit but short of 8, waiting
# --- responder's second call after 2♣-2♦ and the opener's suit -----------------------------------
# source: SAYC booklet 7.4 (a suit rebid forces to three of a major, four of a minor; after
#   2NT, 22-24, the same responses as over a 2NT opening: 3C Stayman); Root, "Commonsense
#   Bidding" (the cheaper minor is the second negative, 0-3; with values support or a suit).
843.J962.8752.52     | 2C P 2D P 2H P          | 3C  | 1 HCP: the second negative
843.Q962.K752.52     | 2C P 2D P 2H P          | 3H  | 5 HCP and four hearts: raise
J52.Q842.8752.J2     | 2C P 2D P 2H P          | 3H  | 4 HCP and four hearts: raise
KQJ843.62.752.52     | 2C P 2D P 2H P          | 2S  | 6 HCP and six spades
43.8652.Q752.K62     | 2C P 2D P 2S P          | 2NT | 5 HCP, no fit
843.862.752.6532     | 2C P 2D P 3C P          | 3D  | a bust: the second negative over 3C
8432.62.Q752.K65     | 2C P 2D P 2NT P         | 3C  | four spades and 5 HCP: Stayman
843.62.Q752.K652     | 2C P 2D P 2NT P         | 3NT | 5 HCP balanced: game
843.8652.752.652     | 2C P 2D P 2NT P         | P   | a bust opposite 22-24: pass
# --- the positive responder after the opener's own suit ---------------------------------------
# source: SAYC booklet 7.3 (the positive response forces to game); Root, "Commonsense
#   Bidding": after a positive response support partner's suit first (three cards for a
#   major), else a six-card suit again, no-trump with the other suits stopped.
AQJ74.K32.854.62     | 2C P 2S P 3H P          | 4H  | three hearts: support, not 3NT
KJ4.Q93.K872.J52     | 2C P 2NT P 3H P         | 4H  | three hearts after the 2NT positive
KJ4.Q9.K872.J652     | 2C P 2NT P 3H P         | 3NT | a doubleton heart, the rest stopped
KJ4.Q9.K872.J652     | 2C P 2NT P 3S P         | 4S  | three spades: support
AQJ742.K2.543.62     | 2C P 2S P 3D P          | 3S  | six spades, no diamond fit
# --- the 2♣ opener's rebids and his call after the second negative -----------------------------
# source: SAYC booklet 7.3/7.4 (2NT 22-24, 3NT 25-27 balanced); Root, "Commonsense Bidding"
#   (after the second negative the opener bids game with it in hand, shows a second suit,
#   or bids 3NT balanced).
AQ3.AKJ.KQ2.KJ32     | 2C P 2D P               | 2NT | 23 HCP balanced
AKJ6.AK4.AQ3.KQ5     | 2C P 2D P               | 3NT | 26 HCP balanced
AK.AKQJ84.AQ3.K5     | 2C P 2D P 2H P 3C P     | 4H  | game in hand
AKJ5.AKQJ8.AQ3.5     | 2C P 2D P 2H P 3C P     | 3S  | a second suit
AK5.AKQJ8.AQ3.K5     | 2C P 2D P 2H P 3C P     | 3NT | 25 HCP, 5-3-3-2
# --- the bust after the second negative and the opener's second suit -----------------------------
# source: Root, "Commonsense Bidding" (the opener's new suit after the second negative forces
#   one round; responder raises it with four cards, else gives preference to the first suit,
#   which holds five; 3NT wants the unbid suits stopped).
8543.62.742.6532     | 2C P 2D P 2H P 3C P 3S P | 4S  | four spades: raise the second suit
843.862.7542.652     | 2C P 2D P 2H P 3C P 3S P | 4H  | three hearts: preference
843.J62.Q752.652     | 2C P 2D P 2S P 3C P 3H P | 3S  | three spades: preference, not 3NT
82.J632.Q752.652     | 2C P 2D P 2S P 3C P 3H P | 4H  | four hearts: raise the second suit
# --- the opener's jump to three of a major after 2♣-2♦ ------------------------------------------
# source: Goren, "Point Count Bidding"; Root, "Commonsense Bidding": the jump shows a solid
#   suit and sets trumps; responder cue-bids an ace (the cheapest), else raises to game.
843.862.752.6532     | 2C P 2D P 3H P          | 4H  | no ace: game in hearts
843.K62.Q752.652     | 2C P 2D P 3H P          | 4H  | values but no ace: game
A43.862.Q752.652     | 2C P 2D P 3H P          | 3S  | the spade ace: cue-bid it
843.862.A752.652     | 2C P 2D P 3S P          | 4D  | the diamond ace: cue-bid it
# --- basics: dummy points, the king ask -----------------------------------------------------------
# source: SAYC booklet (1M-3M limit raise 10-12 dummy points; 1M-4M five trumps, a singleton
#   or void, under 10 HCP; 5NT asks for kings, step replies 6C 0, 6D 1, 6H 2, 6S 3).
KJ43.9.KJ765.852     | 1S P                    | 3S  | 8 HCP and a singleton: limit raise
KJ43.92.QJ65.852     | 1S P                    | 2S  | 7 HCP, four trumps, no shortness: raise
Q8432.2.8765.K52     | 1S P                    | 4S  | five trumps, a singleton, 5 HCP
K843.K2.Q752.852     | 1S P 2S P 4NT P 5C P 5NT P | 6H | two kings
K843.A2.Q752.K52     | 1S P 4NT P 5H P 5NT P   | 6H  | two kings
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)


def test_a_passed_hands_new_suit_is_not_called_forcing() -> None:
    """A passed hand's new suit does not force (the opener may pass it): the explanation
    must not say "forcing" (it read "two over one, forcing one round")."""
    for hand, calls in (("K4.93.Q72.AQJ852", "P P 1D P"), ("KJ4.Q93.KJ72.Q52", "P P 1C P")):
        s = suggest_call(hand, calls.split(), dealer="N", vulnerable="none")
        assert "not forcing" in s.explanation_en, s.explanation_en
