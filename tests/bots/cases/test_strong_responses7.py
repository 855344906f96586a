"""Responder's strong hands (17+) over one of a suit, and what follows (seventh set): the
one-level new suit and the two-over-one are forcing and unlimited, so a strong hand
without one good suit of its own bids them and forces later; the strong jump shift keeps
the good-suit hands; responder's second call counts the slam (the quantitative 4NT
opposite the 1NT rebid, Blackwood with a fit); the opener answers; the opener's five-five
jump shift after 1NT. Grouped by situation; each group names its book (the ACBL SAYC
System Booklet, revised 2006, where it speaks, else a standard textbook). Our own hands;
line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- a strong responder without one good suit: the forcing new suit, not the jump shift ----
# source: SAYC booklet, "Responses to 1♣/1♦ and 1♥/1♠" (a new suit at the one level: 6+ HCP,
#   unlimited, forcing; a two-over-one: 10+, forcing); Goren and Soloway: the jump shift
#   wants a good suit of one's own or a fit, never a four-card suit, a two-suiter or a weak
#   suit; the strong hand bids the new suit and forces later.
AKQ4.A83.Q2.QJ85     | 1C P | 1S  | 18 HCP, four spades: no jump shift in a four-card suit
KJ32.AQ4.AK2.Q32     | 1H P | 1S  | 19 HCP 4-3-3-3: the one-level spades, unlimited
AQ32.K2.AKJ2.Q32     | 1H P | 1S  | 19 HCP, four spades and four diamonds: 1♠ first
AKQ4.AQ83.K2.Q32     | 1D P | 1H  | 20 HCP, four-four in the majors: up the line, 1♥
AKQJ5.AQ83.Q2.K5     | 1D P | 1S  | 21 HCP, five spades and four hearts: two-suited, 1♠
AQ2.KJ2.AQ32.KJ2     | 1C P | 1D  | 20 HCP balanced, four diamonds: 1♦, no-trump later
AK4.AK83.2.QJ852     | 1D P | 2C  | 17 HCP, five clubs four hearts: the longer suit, 2♣
KQ2.KJ2.AQ32.KJ2     | 1H P | 2D  | 19 HCP balanced: two over one, not 3♦
A2.KQ2.AKJ5.KJ32     | 1S P | 2C  | 21 HCP four-four in the minors: 2♣, forcing
A2.KJ832.AQ2.KQ2     | 1S P | 2H  | 19 HCP, a weak five-card heart suit: 2♥, not 3♥
# --- the strong jump shift keeps its good-suit hands --------------------------------------
# source: SAYC booklet (jump shift: 17+ HCP, forcing to game); Soloway's jump shift: a good
#   suit of one's own, with or without a fit for partner.
AKQJ52.A83.Q2.K5     | 1C P | 2S  | 19 HCP, a solid six-card suit
AKQJ5.A83.Q2.K54     | 1H P | 2S  | 19 HCP, a good suit and three hearts
AJ2.K32.AKJ32.K2     | 1S P | 3D  | 19 HCP, a good diamond suit, three spades
# --- the strong responder opposite the 1NT rebid (12-14) ----------------------------------
# source: SAYC booklet (4NT over partner's natural no-trump is quantitative); Goren, "Point
#   Count Bidding": 33 together for a small slam; 18 opposite 12-14 is 30-32, game only;
#   19-20 invites, 21+ bids 6NT.
AQ2.KJ2.AQ32.Q32     | 1C P 1D P 1NT P | 3NT | 18 HCP: 30-32 together, game
AQ2.KJ2.AQ32.QJ2     | 1C P 1D P 1NT P | 4NT | 19 HCP: 31-33, invite
AQ2.KJ2.AQ32.KJ2     | 1C P 1D P 1NT P | 4NT | 20 HCP: 32-34, invite
AKQ2.KJ2.AQ32.K2     | 1C P 1D P 1NT P | 6NT | 22 HCP: 34 at least
# --- the opener answers the quantitative 4NT ----------------------------------------------
# source: SAYC booklet (the quantitative 4NT asks the no-trump bidder to bid 6NT with a
#   maximum, pass with a minimum).
K32.AJ2.K32.K432     | 1C P 1D P 1NT P 4NT P | 6NT | 14 HCP: the top of 12-14
K32.A32.Q32.K432     | 1C P 1D P 1NT P 4NT P | P   | 12 HCP: the bottom of 12-14
# --- the strong responder with a fit: Blackwood, not a quiet game ------------------------
# source: Root, "Commonsense Bidding" (with the fit found and slam values, the strong hand
#   asks for aces); SAYC booklet (4NT Blackwood once a suit is agreed); Goren's 33.
AK32.AQ32.K2.K32     | 1D P 1H P 2H P | 4NT | 19 HCP, four trumps opposite the raise
AK32.AQ32.K2.K32     | 1C P 1H P 1S P | 4NT | 19 HCP, four spades opposite 1♠
AK32.AQ32.K2.432     | 1D P 1H P 2H P | 4H  | 16 HCP: game, no slam
# --- the opener answers the unlimited one-level response --------------------------------
# source: SAYC booklet (opener's rebids: 1NT 12-14 balanced, a single raise with four-card
#   support and a minimum); the new suit is forcing, so the opener never passes it.
Q2.K32.KJ2.AJ432     | 1C P 1S P | 1NT | 14 HCP balanced
K432.Q2.K2.AJ432     | 1C P 1S P | 2S  | 13 HCP, four spades
# --- the opener with two five-card suits and 17 after the 1NT response ------------------
# source: Root, "Commonsense Bidding" (the jump shift after 1NT: 19 points with the length;
#   five-five with 17 HCP is worth it, a quiet 2♥ may be passed); SAYC booklet (a jump
#   shift by the opener forces to game). Five-four stays at the two level.
AKJ85.AQ932.K2.3     | 1S P 1NT P | 3H  | 17 HCP, five-five majors
AKJ85.KQ932.A2.3     | 1S P 1NT P | 3H  | 17 HCP, five-five majors
A2.AKJ85.KQ954.3     | 1H P 1NT P | 3D  | 17 HCP, five hearts five diamonds
AKJ85.KQ93.A2.32     | 1S P 1NT P | 2H  | 17 HCP, five-four: the second suit, no jump
"""

CASES = parse_table(TABLE)

test_strong_responses = book_calls_test(CASES)
