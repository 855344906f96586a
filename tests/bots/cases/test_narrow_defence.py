"""The defenders' side, answered narrowly: the advance of a takeout double at the three level
over a two-level bid, where the cheapest answer is weak and the invitational hands jump or bid
no-trump. Grouped by situation; each group names its book (the ACBL SAYC System Booklet,
revised 2006, where it speaks, else a standard textbook). Our own hands; line format as in
table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- advancing a takeout double of a two-level bid --------------------------------------------
# source: SAYC booklet, responses to the takeout double: 0-8 bid at the cheapest level, 9-11
#   jump a level, 12+ cue-bid. Over a two-level bid the cheapest answer in a higher suit is at
#   the three level and its jump is the game in a major or four of a minor; 2NT, the cheapest
#   no-trump, takes the invitational hands with their suit stopped.
Q32.J543.Q32.432     | 1S P 2S X P | 3H  | 5 HCP, four hearts: the cheapest answer
432.KJ54.A32.Q32     | 1S P 2S X P | 4H  | 10 HCP, four hearts: the jump is the game
432.K32.AJ54.Q32     | 1S P 2S X P | 4D  | 10 HCP, four diamonds, no spade stopper: the jump
KJ2.432.K543.Q32     | 1S P 2S X P | 2NT | 9 HCP, spades stopped, no four-card major
Q32.J543.Q32.432     | 2S X P      | 3H  | 5 HCP opposite the double of a weak two
432.KJ54.A32.Q32     | 2S X P      | 4H  | 10 HCP, four hearts, over a weak two
432.K32.AJ54.Q32     | 2S X P      | 4D  | 10 HCP, four diamonds, over a weak two
432.432.AK4.QJ32     | 2H X P      | 4C  | 10 HCP, four clubs, no heart stopper
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)
