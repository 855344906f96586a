"""No-trump, session 14: the invitational hand with a five-card major opposite 1NT, in a
system without transfers (RULES.md lists Stayman alone over 1NT), the opener's answer to an
invitational 2NT, and 29 cases written blind (before reading the code) on the strong 2♣, the
2NT opening and the Stayman continuations: all agreed on the first run (two more, on which
the books differ, were left out). Each group names its book; our own hands; line format as in
table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- a five-card major and invitational values opposite 1NT ------------------------------------
# source: Goren's Stayman, as played without transfers: with five cards in a major and 8-9
#   HCP, bid 2♣ and then two of the major over 2♦ (non-forcing, invitational); the opener,
#   who has denied four, bids game with three cards and a maximum, 3NT with two and a
#   maximum, and passes with a minimum. Over 2♥ or 2♠ without a fit, 2NT invites (the same
#   book). A direct 2♠ would be a weak sign-off and 3♠ forcing, so the invitation must go
#   through 2♣.
KJT62.2.T75.A973     | 1NT P | 2C  | 8 HCP, five spades and a singleton: Stayman, then 2♠
KJT62.2.T75.A973     | 1NT P 2C P 2D P | 2S  | five spades, invitational
94.AJ986.KJ4.865     | 1NT P | 2C  | 9 HCP, five hearts: Stayman, then 2♥
94.AJ986.KJ4.865     | 1NT P 2C P 2D P | 2H  | five hearts, invitational
94.AJ986.KJ4.865     | 1NT P 2C P 2S P | 2NT | no fit for spades: invite in no-trump
Q8754.AK7.932.87     | 1NT P 2C P 2D P | 2S  | 9 HCP, five spades, 5-3-3-2: invite in the major
AQ3.K98.A43.KJT6     | 1NT P 2C P 2D P 2S P | 4S  | 17 HCP, three spades: maximum with a fit, game
AQ3.Q98.A43.QJT6     | 1NT P 2C P 2D P 2S P | P   | 15 HCP, three spades: minimum, pass
AQ.K98.A432.QJT6     | 1NT P 2C P 2D P 2S P | 3NT | 16 HCP, two spades: maximum, 3NT
# A weak hand still signs off, and a game hand still forces.
J8754.K7.932.874     | 1NT P | 2S  | 4 HCP, five spades: the weak sign-off
KQ754.A7.932.K87     | 1NT P | 3S  | 12 HCP, five spades: game forcing
# --- the opener's answer to responder's 2NT invitation after a one-level rebid --------------
# source: SAYC booklet: a minimum declines an invitation, the upper part of the range
#   accepts (after 1m-1x-1y-2NT, 11-12 HCP: 14 accepts, 12 declines).
A974.Q5.T75.AKJ2     | 1C P 1D P 1S P 2NT P | 3NT | 14 HCP: accept
A974.Q5.K75.QJ32     | 1C P 1D P 1S P 2NT P | P   | 12 HCP: a minimum declines
# --- the strong 2♣ and the opener's rebid --------------------------------------------------------
# source: SAYC booklet: 2♣ strong and artificial, 22+ HCP or the playing equivalent (nine
#   tricks); 2♣-2♦-2NT shows 22-24 balanced, 2♣-2♦-3NT 25-27; a suit rebid is natural.
AKQ2.AQ3.KQJ.AJ3     | -                     | 2C  | 26 HCP balanced: 2♣ first
AKQ2.AQ3.KQJ.AJ3     | 2C P 2D P             | 3NT | 26 HCP: 3NT shows 25-27
AK32.AQ3.KQJ.KJ3     | 2C P 2D P             | 2NT | 23 HCP: 2NT shows 22-24
AK32.AQ3.KQJ.KJ3     | -                     | 2C  | 23 HCP balanced, above 2NT's 20-21
AKQJT32.AK3.A2.K     | 2C P 2D P             | 2S  | nine tricks: the long suit, natural
AK2.AKQJ65.AQ3.2     | 2C P 2D P             | 2H  | the long hearts, natural
# --- responses to 2♣ -----------------------------------------------------------------------------
# source: SAYC booklet, as Downey's "SAYC" restates it: 2♦ waiting; 2♥/2♠/3♣/3♦ positive,
#   a five-card suit with two of the top three honours.
Q32.J32.853.J432     | 2C P                  | 2D  | 4 HCP: the waiting 2♦
KQJ76.32.A32.432     | 2C P                  | 2S  | 10 HCP, five spades, two top honours: positive
# --- responder after 2♣-2♦-2NT and 2♣-2♦-3NT -----------------------------------------------------
# source: SAYC booklet: after 2♣-2♦-2NT the responses are those over a 2NT opening
#   (Stayman, game with values: 22-24 and 3-5 make 25+).
Q32.J32.8532.Q32     | 2C P 2D P 2NT P       | 3NT | 5 HCP opposite 22-24: game
Q432.J32.853.Q32     | 2C P 2D P 2NT P       | 3C  | four spades, game values: Stayman
T32.J32.8532.J32     | 2C P 2D P 3NT P       | P   | 2 HCP opposite 25-27: pass
# --- responder after 2♣-2♦-2♠ --------------------------------------------------------------------
# source: Root, "Commonsense Bidding": the opener's suit rebid is forcing; with three-card
#   support raise it, below game, to leave room for the opener's slam tries.
Q32.J32.8532.J32     | 2C P 2D P 2S P        | 3S  | three spades: raise, leave room
# --- the 2NT opening and its responses -----------------------------------------------------------
# source: SAYC booklet: 2NT 20-21 balanced; 3♣ Stayman; game with 5+ (25 together).
AK2.AQ3.KQ32.QJ2     | -                     | 2NT | 21 HCP balanced
Q32.J32.8532.Q32     | 2NT P                 | 3NT | 5 HCP: 25-26 together, game
T32.732.8532.J32     | 2NT P                 | P   | 1 HCP: pass
Q432.J32.K532.32     | 2NT P                 | 3C  | 6 HCP and four spades: Stayman
KQ32.J32.K532.Q2     | 2NT P 3C P 3H P       | 3NT | no spade fit known: 3NT
KQ32.J32.K532.Q2     | 2NT P 3C P 3S P       | 4S  | spade fit: game
# --- Stayman continuations over 1NT --------------------------------------------------------------
# source: SAYC booklet: after the reply responder invites with 2NT or three of the major
#   found (8-9), bids game with 10+; a 2NT over 2♥ may hold four spades.
K932.Q32.K32.J32     | 1NT P 2C P 2D P       | 2NT | 9 HCP, no fit: invite
K932.Q32.K32.J32     | 1NT P 2C P 2S P       | 3S  | 9 HCP, fit: invite in the major
K932.Q32.K32.J32     | 1NT P 2C P 2H P       | 2NT | 9 HCP, no heart fit: 2NT
K932.Q32.K32.K32     | 1NT P 2C P 2S P       | 4S  | 11 HCP, fit: game
K932.Q32.K32.K32     | 1NT P 2C P 2H P       | 3NT | 11 HCP, no heart fit: 3NT
# --- the opener after Stayman and an invitation --------------------------------------------------
# source: SAYC booklet: accept with the top of 15-17, decline with the bottom; over 2♥-2NT
#   the opener with four spades too bids them (partner's 2NT promises a major).
AQ3.KQ4.K852.Q32     | 1NT P 2C P 2D P 2NT P | 3NT | 16 HCP: accept
AQ3.KQ4.Q852.Q32     | 1NT P 2C P 2D P 2NT P | P   | 15 HCP: decline
AQ32.KQ4.K85.Q32     | 1NT P 2C P 2S P 3S P  | 4S  | 16 HCP and the fit: game
AQ32.KQ4.Q85.Q32     | 1NT P 2C P 2S P 3S P  | P   | 15 HCP: decline
AQ32.KQ42.K8.K32     | 1NT P 2C P 2H P 2NT P | 4S  | 17 HCP, four spades too: 4♠
AQ32.KQ42.Q8.Q32     | 1NT P 2C P 2H P 2NT P | 3S  | 15 HCP, four spades too: 3♠
"""

CASES = parse_table(TABLE)
test_notrump14 = book_calls_test(CASES)
