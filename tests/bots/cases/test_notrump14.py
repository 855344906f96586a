"""No-trump, session 14: the invitational hand with a five-card major opposite 1NT, in a
system without transfers (RULES.md lists Stayman alone over 1NT), and the opener's answer to
an invitational 2NT. Each group names its book; our own hands; line
format as in table.py."""

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
"""

CASES = parse_table(TABLE)
test_notrump14 = book_calls_test(CASES)
