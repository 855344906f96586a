"""Responses and no-trump continuations (seventh set): the strong 2♣ opener after the 2NT
positive, responder after the 2♣ opener's no-trump rebids, the 2♣ responder's support and
captaincy, the 2♣ opener after the bust's preference, Gerber's king ask, the no-trump
opener after three of a major and after the weak sign-off, Stayman's public ranges, and
textbook responses to 1♣/1♦. Grouped by situation; each group names its book (the ACBL
SAYC System Booklet, revised 2006, where it speaks, else a standard textbook). Our own
hands; line format as in table.py."""

from __future__ import annotations

import pytest

from biritch.bots import suggest_call
from tests.bots.cases.table import book_calls_test, last_call_range, parse_table

TABLE = """
# --- the 2♣ opener after the 2NT positive response ----------------------------------------------
# source: SAYC booklet, "Strong 2♣" (2NT positive: balanced, 8+ HCP; the opener then bids
#   naturally); Goren, "Point Count Bidding" (33 together for a small slam, 37 for the grand):
#   a balanced opener counts the slam at once, an unbalanced one shows his suit first.
AKQ4.AKJ3.AQ2.K5     | 2C P 2NT P              | 6NT | 26 HCP 4-4-3-2: 34 together at least
AKJ.AQ4.AKQ3.KJ4     | 2C P 2NT P              | 6NT | 27 HCP 3-3-4-3: 35 together at least
AKQ.AKQ.AKJ4.KQ3     | 2C P 2NT P              | 7NT | 31 HCP balanced: 39 together at least
AKQ4.AKJ3.A92.K5     | 2C P 2NT P              | 3NT | 24 HCP balanced: 3NT, partner judges slam
AK.AKQJ84.AQ3.K5     | 2C P 2NT P              | 3H  | 26 HCP, six hearts: the suit first
AKQJ4.AK3.AQ2.K5     | 2C P 2NT P              | 3S  | 26 HCP, five spades: the suit first
AK4.AK3.AKQJ74.5     | 2C P 2NT P              | 3D  | 24 HCP, six diamonds: the suit first
# --- the 2NT positive responder after the opener's 3NT ------------------------------------------
# source: SAYC booklet (4NT over partner's natural no-trump is quantitative); Goren's 33: the
#   opener's 3NT after 2♣-2NT is 22-24 balanced, so 9-10 invites, 11+ bids the slam.
KQ4.962.K75.Q865     | 2C P 2NT P 3NT P        | 4NT | 10 HCP: 32-34 together, invite
KQJ4.962.K75.Q86     | 2C P 2NT P 3NT P        | 6NT | 11 HCP: 33 together at least
KQ4.962.Q75.J865     | 2C P 2NT P 3NT P        | P   | 8 HCP: no slam
# --- responder after 2♣–2♦–3NT (25–27 balanced) -------------------------------------------------
# source: SAYC booklet, "Strong 2♣" (3NT rebid 25-27); Goren's 33 and 37: 6NT with 8-11, 7NT
#   with 12+, the quantitative 4NT with 6-7 (slam only opposite the top), else pass; a
#   six-card major plays in its own game (Root, "Commonsense Bidding").
Q4.962.K75.Q8652     | 2C P 2D P 3NT P         | 4NT | 7 HCP: 32-34, invite
QJ4.962.K75.Q865     | 2C P 2D P 3NT P         | 6NT | 8 HCP: 33 at least
Q4.K62.K75.K8652     | 2C P 2D P 3NT P         | 6NT | 11 HCP: 36-38, not the grand
A4.K62.K75.K8652     | 2C P 2D P 3NT P         | 7NT | 13 HCP: 38 at least
Q4.962.975.Q8652     | 2C P 2D P 3NT P         | P   | 4 HCP: no slam
KJ9752.62.975.85     | 2C P 2D P 3NT P         | 4S  | 4 HCP and six spades: the major game
# --- the 2♣ responder's support of the opener's minor --------------------------------------------
# source: SAYC booklet (2♣-2♦ then a minor is forcing to four of it); Root, "Commonsense
#   Bidding": support a minor with four cards; balanced with three, nine tricks in 3NT
#   come before eleven in the minor.
843.962.A752.K52     | 2C P 2D P 3C P          | 3NT | 7 HCP, three clubs, balanced: 3NT
843.962.A75.K852     | 2C P 2D P 3C P          | 4C  | 7 HCP, four clubs: support
843.96.A752.K852     | 2C P 2D P 3C P          | 4C  | 7 HCP, four clubs, a doubleton: support
# --- the waiting responder supports, the 2♣ opener asks -----------------------------------------
# source: SAYC booklet ("Strong 2♣": 2♦ waiting, the opener's suit forces); Root,
#   "Commonsense Bidding": the 2♣ opener is the captain; the waiting hand with support and
#   some values raises and leaves the ace asking to him.
QJ9.Q876432.9.T4     | 2C P 2D P 2H P          | 3H  | 5 HCP, seven hearts: raise, not 4NT
T92.A8654.A.9852     | 2C P 2D P 2H P          | 3H  | 8 HCP, five hearts: raise, not 4NT
T7.AT65.KQ.T7654     | 2C P 2D P 2H P          | 3H  | 9 HCP, four hearts: raise, not 4NT
# --- the positive responder after the 2♣ opener raises his suit ---------------------------------
# source: SAYC booklet ("Strong 2♣": the positive response forces to game); Root,
#   "Commonsense Bidding": once the opener raises, trumps are set and he is the captain;
#   responder cue-bids his cheapest side ace, without one bids the game (fast arrival).
AQJ74.K32.854.62     | 2C P 2S P 3S P          | 4S  | 10 HCP, no side ace: game, not 4NT
KQJ74.A32.854.62     | 2C P 2S P 3S P          | 4H  | 10 HCP, the heart ace: cue-bid it
# --- the 2♣ opener after the bust's raise or preference -----------------------------------------
# source: SAYC booklet ("Strong 2♣": the cheaper minor is the second negative); Root,
#   "Commonsense Bidding": after the second negative the opener's new suit forces one round,
#   and once the bust raises or prefers, the strong hand bids the game with ten tricks in
#   view (four losers at most); a game the bust already bid is passed.
AKQJ8.AKQJ8.A3.5     | 2C P 2D P 2S P 3C P 3H P 3S P | 4S | 24 HCP, two losers: game
AKJ82.AKQ82.A3.5     | 2C P 2D P 2S P 3C P 3H P 3S P | 4S | 21 HCP, three losers: game
AK.AKQJ82.AKJ2.5     | 2C P 2D P 2H P 3C P 3D P 3H P | 4H | 25 HCP, two losers: game
AKQJ8.AKQJ8.A3.5     | 2C P 2D P 2S P 3C P 3H P 4H P | P  | the bust raised to game
# --- Gerber: the king ask and its replies -------------------------------------------------------
# source: SAYC booklet, "Gerber" (4♣ over 1NT/2NT asks for aces, steps 4♦ 0 or 4, 4♥ 1, 4♠ 2,
#   4NT 3; then 5♣ asks for kings, the same steps one level up); Goren: the asker who holds
#   every ace asks for kings with the grand in view, then bids seven with all of them.
AJ2.KQ3.A742.K52     | 1NT P 4C P 4S P 5C P    | 5S  | 17 HCP, two aces, two kings
A52.QJ3.A742.KQ2     | 1NT P 4C P 4S P 5C P    | 5H  | 16 HCP, two aces, one king
A52.QJ3.AJ42.QJ2     | 1NT P 4C P 4S P 5C P    | 5D  | 15 HCP, two aces, no king
AK2.K93.A742.K52     | 1NT P 4C P 4S P 5C P    | 5NT | 17 HCP, two aces, three kings
KQJ8642.AK.KQ.A5     | 1NT P 4C P 4S P         | 5C  | every ace held, 22 HCP: ask for kings
KQJ8642.AK.KQ.A5     | 1NT P 4C P 4S P 5C P 5H P | 7S | 22 HCP, three kings and one: all four
KQJ8642.AK.Q3.A5     | 1NT P 4C P 4S P 5C P 5H P | 6S | 19 HCP, two kings and one: one missing
# --- the no-trump opener after three of a major ------------------------------------------------
# source: SAYC booklet (1NT-3♥/3♠ five cards, game forcing; the same over 2NT, and over
#   2♣-2♦-2NT where the 2NT system is on): the opener raises to game with three cards,
#   bids 3NT with two.
AQ2.KJ3.AK42.K52     | 2NT P 3S P              | 4S  | 20 HCP, three spades
AQ2.KJ3.AK42.K52     | 2NT P 3H P              | 4H  | 20 HCP, three hearts
AQ.KJ3.AK742.K52     | 2NT P 3S P              | 3NT | 20 HCP, two spades
AQ2.KJ3.AK42.KQ2     | 2C P 2D P 2NT P 3H P    | 4H  | 22 HCP, three hearts
AQ2.KJ3.K742.Q52     | 1NT P 3S P              | 4S  | 15 HCP, three spades
AQ.KJ3.K7432.Q52     | 1NT P 3S P              | 3NT | 15 HCP, two spades
# --- the 1NT opener after the weak sign-off ------------------------------------------------------
# source: SAYC booklet (1NT-2♦/2♥/2♠ weak, to play); Goren: the opener passes the weak
#   take-out whatever his hand.
AQ82.KJ3.AJ4.Q52     | 1NT P 2S P              | P   | 17 HCP, four spades: pass
AQ8.KJ3.AJ42.Q52     | 1NT P 2D P              | P   | 17 HCP, four diamonds: pass
# --- responses to 1♣/1♦: the limits of the simple responses -----------------------------------
# source: SAYC booklet, "Responses to 1♣/1♦" (a one-level suit up the line, the raise 6-10 with
#   four diamonds or five clubs, 1NT 6-10, the limit raise 10-12, 2NT 13-15 and 3NT 16-17
#   balanced without a four-card major; a passed hand's 2NT is 11-12, Root).
843.97.KQ72.J852     | 1D P                    | 2D  | 6 HCP, four diamonds: the raise
Q43.97.K72.KJ852     | 1C P                    | 2C  | 9 HCP, five clubs: the raise
Q43.97.KJ2.KJ852     | 1C P                    | 3C  | 10 HCP, five clubs: the limit raise
843.97.K72.QJ852     | 1C P                    | 2C  | 6 HCP, five clubs
K43.93.QJ72.AJ85     | P P 1D P                | 3D  | a passed 11 HCP, four diamonds
K43.K93.Q72.QJ85     | P P 1C P                | 2NT | a passed 11 HCP balanced, no major
KJ84.Q973.K72.85     | 1D P                    | 1H  | four-four majors: hearts first
KJ874.Q973.K7.85     | 1D P                    | 1S  | five spades, four hearts: spades first
K93.QJ4.A872.KQJ     | 1C P                    | 3NT | 16 HCP balanced, no major
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)


@pytest.mark.parametrize(
    ("auction", "expected"),
    [
        # Stayman's invitations read as the invitation (8-9 opposite 15-17), so the opener
        # can accept or decline them; judgment's even hands no longer widen them to 8-12.
        ("1NT P 2C P 2H P 2NT", (8, 9)),
        ("1NT P 2C P 2D P 2NT", (8, 9)),
        ("1NT P 2C P 2D P 2H", (8, 9)),
        # The balanced 2♣ opener's 3NT over the 2NT positive is his 2NT rebid's 22-24.
        ("2C P 2NT P 3NT", (22, 24)),
    ],
)
def test_invitations_read_as_invitations(auction: str, expected: tuple[int, int]) -> None:
    assert last_call_range(auction) == expected


def test_the_opener_passes_the_weak_sign_off_for_what_it_is() -> None:
    """The pass says partner signed off, not which raises a 1NT opener never makes."""
    s = suggest_call("AQ82.KJ3.AJ4.Q52", ["1NT", "P", "2S", "P"], dealer="N", vulnerable="none")
    assert s.call == "P"
    assert s.explanation_en.startswith("pass: partner signed off"), s.explanation_en
