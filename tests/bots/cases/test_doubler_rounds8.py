"""The takeout doubler's second call when partner has not bid (eighth set): the second
double shows extra values (16-21) and leaves partner free to pass; a hand with game in it
opposite nothing cue-bids their suit instead. Grouped by situation; each group names its
book (the ACBL SAYC System Booklet, revised 2006, where it speaks, else a standard
textbook). Our own hands; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- the doubler again, partner silent ---------------------------------------------------------
# source: the SAYC booklet is silent on the doubler's rebids; Root, "Commonsense Bidding", and
#   Bergen: a second takeout double shows extra values and still asks partner to bid (he may
#   pass); the doubler's cue-bid of their suit is the one call that forces, kept for a hand
#   with game in it on its own.
KQ82.AJ82.A2.K32     | 1C X 3C P P | X   | 17 HCP, short in clubs: double again
AQ82.AKJ2.A2.K32     | 1C X 3C P P | X   | 21 HCP: still the double
AKQ2.AK82.AKQ.32     | 1C X 3C P P | 4C  | 24 HCP: game opposite nothing, the cue-bid forces
AKJ2.KQ2.AKQ2.32     | P P 1C X 2C P P | 3C | 22 HCP, partner silent: the cue-bid, not a double
"""

CASES = parse_table(TABLE)

test_doubler_again = book_calls_test(CASES)
