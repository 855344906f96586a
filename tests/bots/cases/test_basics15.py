"""Basic calls, session 15: openings, the first responses to one of a suit and to 1NT, the
opener's simple rebids, Blackwood replies and the first calls in competition. A check that the
basics stay right while the later rounds grow (the issue's second suite, goal 97 %). Written from
the books before running them; each group names its source. Our own hands; format as table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# openings (SAYC booklet: 1NT 15-17; 2NT 20-21; 2C 22+; longer minor, 1D with 4-4, 1C with 3-3)
KQ4.A72.KJ63.Q82     | -               | 1NT  | 15 HCP
AQ4.KJ2.AQ63.KQ2     | -               | 2NT  | 21 HCP
AKQ4.AK2.AQ63.K2     | -               | 2C   | 25 HCP
KJ4.A72.K863.Q82     | -               | 1D   | 13 HCP
KJ4.A72.Q86.K832     | -               | 1C   | 13 HCP
K874.AQ72.KJ63.2     | -               | 1D   | 13 HCP
K8742.AQ752.K6.2     | -               | 1S   | 12 HCP
AJ874.2.KQ752.J2     | -               | 1S   | 11 HCP
2.AJ874.KQ752.Q2     | -               | 1H   | 12 HCP
Q2.KJ874.K52.Q52     | -               | P    | 11 HCP
# source: Pearson's rule of 15 in fourth seat (Root and Grant teach it; the booklet is silent):
#   open when HCP plus spades reach 15, else pass the deal out.
AKJ976.Q2.52.852     | P P P           | 1S   | 10 HCP, six spades: 10 + 6 = 16, open
Q2.AKJ97.852.852     | P P P           | P    | 10 HCP, two spades: 10 + 2 = 12, pass
KQJ965.2.K52.852     | -               | 2S   | 9 HCP
AQJ9652.2.52.852     | -               | 3S   | 7 HCP
# responses to one of a major (SAYC: 1NT 6-10; 2/1 10+; single raise 6-10; limit raise 10-12 with
# 3+; Root: count shortness with a fit)
Q2.K874.Q852.J52     | 1S P            | 1NT  | 8 HCP
Q82.K874.Q852.52     | 1S P            | 2S   | 7 HCP
Q2.K8.AQ852.J852     | 1S P            | 2D   | 12 HCP
Q2.K8.AJ852.J852     | 1H P            | 2D   | 11 HCP
J8742.2.A852.K52     | 1H P            | 1S   | 8 HCP
K8742.A2.KQ52.52     | 1H P            | 1S   | 12 HCP
Q2.87.KJ852.J852     | 1H P            | 1NT  | 7 HCP
KQ2.K87.A852.Q52     | 1S P            | 2D   | 14 HCP
# responses to a minor (SAYC: 1C-1H up the line with 4-4 majors; 1D-2C 10+; 1NT 6-10 no major)
K852.Q874.J52.52     | 1C P            | 1H   | 6 HCP
K852.Q874.J52.52     | 1D P            | 1H   | 6 HCP
K85.Q74.J52.Q852     | 1D P            | 1NT  | 8 HCP
K85.Q4.J52.AQ852     | 1D P            | 2C   | 12 HCP
85.Q74.J52.KQ852     | 1D P            | 1NT  | 8 HCP
# responses to 1NT (SAYC: Stayman with a four-card major and 8+; 2D/2H/2S weak; 3NT 10-15;
# 2NT 8-9; 4H/4S six cards and game values)
K852.Q874.J52.52     | 1NT P           | P    | 6 HCP
K852.Q874.A52.52     | 1NT P           | 2C   | 9 HCP
KJ852.Q87.J52.52     | 1NT P           | 2S   | 7 HCP
52.Q87.KJ852.Q52     | 1NT P           | 2NT  | 8 HCP
K52.Q87.KJ852.Q2     | 1NT P           | 3NT  | 11 HCP
KQJ852.A7.J52.52     | 1NT P           | 4S   | 11 HCP
K52.Q87.J852.Q52     | 1NT P           | 2NT  | 8 HCP
# rebids (SAYC: 1NT 12-14; rebid a six-card suit; raise with four trumps; 2NT 18-19; reverse 17+)
KQ52.Q87.A2.KJ52     | 1C P 1H P       | 1S   | 15 HCP
AQJ52.K7.A2.QJ52     | 1S P 1NT P      | 2C   | 17 HCP
AQ52.K7.AKJ52.52     | 1D P 1H P       | 1S   | 17 HCP
AJ52.K7.KQ952.52     | 1D P 1S P       | 2S   | 13 HCP
AQJ52.K7.AQ2.J52     | 1S P 3S P       | 4S   | 17 HCP
# Blackwood replies (SAYC booklet: 5C 0/4, 5D 1, 5H 2, 5S 3; 5NT kings likewise)
KQJ52.K7.Q2.QJ52     | 1S P 3S P 4NT P | 5C   | 14 HCP
AQJ52.K7.Q2.QJ52     | 1S P 3S P 4NT P | 5D   | 15 HCP
AQJ52.A7.Q2.QJ52     | 1S P 3S P 4NT P | 5H   | 16 HCP
# slam basics (SAYC booklet, Blackwood: two aces missing, sign off in five of the suit; one
# missing, the small slam; 5NT answers kings in the same steps. 4NT over 1NT is quantitative:
# accept with a maximum. Goren: 33 points for 6NT, so 16 opposite 1NT invites, 18 bids it)
AKQJ52.A7.KQ2.52     | 1S P 3S P 4NT P 5C P       | 5S  | 19 HCP, two aces missing
AKQJ52.A7.KQ2.52     | 1S P 3S P 4NT P 5D P       | 6S  | 19 HCP, one ace missing
Q9852.K7.A2.KJ52     | 1S P 3S P 4NT P 5D P 5NT P | 6H  | 13 HCP, two kings
Q9852.Q7.A2.QJ52     | 1S P 3S P 4NT P 5D P 5NT P | 6C  | 11 HCP, no king
KQ2.AJ7.QJ52.Q52     | 1NT P 4NT P | P   | 15 HCP, a minimum: decline
AQ2.AJ7.KJ52.Q52     | 1NT P 4NT P | 6NT | 17 HCP, a maximum: accept
AQ2.KJ7.KJ52.Q52     | 1NT P       | 4NT | 16 HCP: invite the slam
AQ2.KJ7.KQ52.K52     | 1NT P       | 6NT | 18 HCP: 33 or more together
A2.KJ7.QJ952.Q52     | 2NT P       | 6NT | 13 HCP: 33 or more together
Q2.KJ7.QJ52.Q852     | 2NT P       | 3NT | 11 HCP: game, no slam
# competition basics (SAYC booklet: 1-level overcall 8-16 five cards; takeout double 12+ short
# in their suit; negative double through 2S; 1NT overcall 15-18 with a stopper)
KQJ52.K7.Q42.852     | 1D              | 1S   | 11 HCP
K52.KQ7.KJ42.A52     | 1D              | 1NT  | 16 HCP
K52.QJ72.KJ42.52     | 1C 1S           | X    | 10 HCP
"""

CASES = parse_table(TABLE)
test_basics15 = book_calls_test(CASES)
