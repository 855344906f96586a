"""The opening side's later calls in competition, narrowed to what the books ask of them: the
opener's reopening double and his cue-bid with a very strong hand, no penalty double of
their cue-bid of our suit, and responder's free raise where no cue-bid takes the limit
raises. Grouped by situation; each group names its book (the ACBL SAYC System Booklet,
revised 2006, where it speaks, else a standard textbook). Our own hands; line format as in
table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- the opener in the reopening seat ------------------------------------------------------
# source: Root, "Commonsense Bidding", and Bergen on the reopening double: short in their suit
#   the opener doubles (partner may be waiting to pass it for penalty); with a very strong
#   hand, 20 HCP or more, he cue-bids their suit, forcing, since partner who passed may
#   leave the double in when game is there.
AKQ54.5.AKJ3.K32     | 1S 2H P P | 3H | 20 HCP, a singleton heart: cue-bid, not the double
AKQ54.54.AKJ3.K3     | 1S 2H P P | 3H | 20 HCP, two hearts: cue-bid
AKQ54.5.AJ32.K32     | 1S 2H P P | X  | 17 HCP, a singleton heart: the reopening double
KQ954.5.AJ32.K32     | 1S 2H P P | X  | 13 HCP, a singleton heart: the reopening double
# --- the opener over their cue-bid of his suit ---------------------------------------------
# source: SAYC booklet: the advancer's cue-bid of our suit is their forcing raise, so they bid
#   on over any double; K. Walker, "Relearning bridge" 60: a double that only says "you
#   cannot make that" is pointless there (they never play the cue-bid).
7.Q92.AJT85.KJ84     | 1D 1H 1S 2D | P   | 11 HCP, diamonds: no penalty double of the cue-bid
A5.K2.AKJ85.KJ84     | 1D 1H 1S 2D | 3NT | 19 HCP, hearts stopped: bid the game, not double
# --- responder's free raise with no cue-bid below it ---------------------------------------
# source: SAYC booklet: after their overcall jump raises are pre-emptive and the cue-bid is the
#   limit raise; over their jump to the three level no cue-bid is left below the raise, so
#   the raise takes up to 12 points; Goren: a free raise over an overcall promises a fair
#   hand, some high cards and not only shape.
K84.Q6532.A854.2     | 1S 3C | 3S | 9 HCP, three spades, a singleton: the free raise
K843.9653.9854.2     | 1S 3C | P  | 3 HCP, four spades and a singleton: no free raise
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)
