"""The defenders' side, answered narrowly: the advance of a takeout double at the three level
over a two- or three-level bid, where the cheapest answer is weak and the invitational hands
jump or bid no-trump; the preference between partner's two suits (the unusual 2NT,
Michaels); the raise of a balancer; the doubler's own suit. Grouped by situation; each group
names its book (the ACBL SAYC System Booklet, revised 2006, where it speaks, else a standard
textbook). Our own hands; line format as in table.py."""

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
# --- advancing a takeout double of a three-level pre-empt -----------------------------------------
# source: SAYC booklet: 0-8 at the cheapest level, 9-11 jump; Root, "Commonsense Bidding":
#   over a pre-empt bid what you expect to make (the jump in a major is its game, a minor's
#   game without their suit stopped), and with four of their trumps and no suit to answer
#   in, defend the doubled contract.
Q32.J543.Q32.432     | 3D X P      | 3H  | 5 HCP, four hearts
432.KJ54.A32.Q32     | 3D X P      | 4H  | 10 HCP, four hearts: the jump is the game
432.K32.AJ54.Q32     | 3C X P      | 4D  | 10 HCP, four diamonds, no club stopper: the jump
K32.K32.AQJ4.432     | 3C X P      | 5D  | 13 HCP, four diamonds, no club stopper: the game
Q32.Q32.QJ54.K32     | 3D X P      | P   | 10 HCP, four of their diamonds, no four-card suit
KQ32.65432.AK.Q2     | 3H X P      | 4S  | 14 HCP, four spades, five small hearts: the game
432.32.A32.KQ432     | 3S X P      | 5C  | 10 HCP, five clubs: the jump is the game
432.32.432.KJ432     | 3S X P      | 4C  | 4 HCP, five clubs: the cheapest answer
# --- advancing the unusual 2NT and Michaels -----------------------------------------------------
# source: Root, "Commonsense Bidding", and Bergen on the unusual 2NT and Michaels: the simple
#   preference for one of partner's suits is a weak hand; a good hand jumps in the suit it
#   prefers (invitational; in a major the jump is the game) or cue-bids their suit; with an
#   opening hand of his own he bids the game (a minor's with four trumps). Over their raise
#   the advancer competes only with support for the known major.
432.K32.KJ32.Q32     | 1S 2S P     | 4H  | 9 HCP, three hearts: the jump is the game
5432.Q32.J432.32     | 1S 2S P     | 3H  | 3 HCP: the simple preference
A432.K2.432.Q432     | 1D 2NT P    | 4C  | 9 HCP, four clubs: the invitational jump
5432.J2.5432.432     | 1D 2NT P    | 3C  | 1 HCP
AK3.Q2.K432.A432     | 1D 2NT P    | 5C  | 16 HCP, four clubs: an opening hand bids the game
AK94.95.KJ98.Q84     | 1D 2NT P    | 4C  | 13 HCP, three clubs: eleven tricks want four trumps
7.J985.Q54.AKJ52     | 1H 2H 3H    | P   | 9 HCP, a singleton spade: their raise, no fit
A432.K2.J432.Q43     | 1S 2NT X    | 4D  | 10 HCP, four diamonds after their double
5432.J2.5432.432     | 1S 2NT X    | 3D  | 1 HCP
432.K32.KJ32.Q32     | 1C 2C P     | 3S  | 9 HCP, three cards in each major: jump in spades
5432.Q32.J432.32     | 1C 2C P     | 2S  | 3 HCP, four spades
# --- raising partner's balancing overcall --------------------------------------------------------
# source: Root, "Commonsense Bidding", and Bergen on balancing: the balancer has already bid
#   about a king of his partner's, so the advancer takes it off before he raises; with less
#   than a king and a queen the balancer's bid is left to stand.
Q54.4.98652.Q943     | 1H P P 1S P | P   | 4 HCP and a singleton: the balancer bid them
K54.4.98652.Q943     | 1H P P 1S P | 2S  | 5 HCP and a singleton: the raise
Q54.4.Q943.98652     | 1D P P 2C P | P   | 4 HCP, five clubs
# --- the takeout doubler's own suit after partner's forced four-level answer --------------------
# source: Grant, Bridge Basics 2: opposite the forced answer the doubler shows a strong suit
#   of his own with 17-21 and jumps with 22+; where his suit's simple bid is already the game
#   the jump goes past it (Root, "Commonsense Bidding": with extra values bid past the game).
AKQ32.AKQ2.2.AK3     | 3D X P 4C P | 5S  | 25 HCP, five spades: past the game
AKQ32.AK2.2.K432     | 3D X P 4C P | 4S  | 19 HCP, five spades: the game
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)
