"""Contested auctions, eighth round: the advance of an overcall with a long major of one's
own, the advance of a balancer, the overcaller's second call when they raise, takeout
doubles after two suits, and responder's direct game raise over their overcall. Grouped by
situation; each group names its book (the ACBL SAYC System Booklet, revised 2006, where it
speaks, else a standard textbook). Our own hands; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- advancing an overcall with a long major of my own ----------------------------------------
# source: SAYC booklet: a new suit by the advancer is not forcing, so a hand that wants game
#   bids it (Root, "Commonsense Bidding": bid what you expect to make; a self-sufficient
#   suit and an opening hand opposite an overcall is a game).
54.AKQJ843.A83.4     | 1C 1S P | 4H  | 14 HCP, seven solid hearts, not 2H that partner passes
54.AQJ843.A83.K4     | 1D 1S P | 4H  | 14 HCP, six good hearts, a doubleton spade
54.AQJ843.A83.54     | 1D 1S P | 2H  | 11 HCP, six hearts: own suit, not forcing
# --- advancing a weak jump overcall with a long major of my own ------------------------------
# source: SAYC booklet: jump overcalls are weak, answered as a weak two; Root, "Commonsense
#   Bidding": opposite a pre-empt bid what you expect to make; the weak hand is no entry to
#   its own suit, so a good six-card major plays in game rather than 3NT.
5.AKQ843.K832.A4     | 1C 2S P | 4H  | 16 HCP, six solid hearts, a singleton spade
54.AKJ843.K83.A4     | 1C 2S P | 4H  | 15 HCP, six good hearts
5.AKQ843.K832.A4     | 1C 3S P | 4H  | 16 HCP, six solid hearts opposite the pre-emptive jump
# --- advancing a balancer ----------------------------------------------------------------------
# source: Root, "Commonsense Bidding", and Bergen on balancing: the balancer has already bid
#   his partner's values, so the advancer takes about a king (three points) off his hand:
#   the simple raise to 13 support points, the jump raise invites, the cue-bid is stronger.
AQ54.4.K952.Q943     | 1H P P 1S P | 3S | 11 HCP, four spades, a singleton: 14 points less a king
AQ5.84.K9542.Q94     | 1H P P 1S P | 2S | 11 HCP, three spades: the simple raise
K54.84.Q952.J943     | 1H P P 1S P | 2S | 6 HCP, three spades
AK54.4.K952.Q943     | 1H P P 1S P | 3S | 12 HCP, four spades, a singleton: invite, not the cue-bid
# --- the overcaller competes again in a six-card suit ----------------------------------------
# source: the Law of Total Tricks (Cohen; Bergen): six trumps and partner's expected two make
#   eight, the two level; Root, "Commonsense Bidding": the higher the level the sounder the
#   hand; a five-card suit sells out.
KQJ954.84.A32.54     | 1D 1S 2D P P | 2S | 10 HCP, six spades: compete at the two level
KQJ954.8.A32.654     | 1D 1S 2D P P | 2S | 10 HCP, six spades and a singleton
AQJ943.5.K32.Q54     | 1C 1S 2C P P | 2S | 12 HCP, six spades
KQJ54.842.A32.54     | 1D 1S 2D P P | P  | 10 HCP, five spades only: sell out
KQJ954.84.A32.54     | 1D 1S 3D P P | P  | 10 HCP: the three level takes more
KQJ954.84.AQ2.54     | 1D 1S 3D P P | 3S | 12 HCP, six losers: the three level
# --- the takeout double after they bid two suits ----------------------------------------------
# source: Root, "Commonsense Bidding": when both opponents have bid, the double is for takeout
#   and asks for the two unbid suits; four cards in each is the ideal holding, whatever is
#   held in their suits (SAYC booklet: doubles of suit bids at low levels are for takeout).
KJ54.4.AQ52.KQ43     | 1C P 1H | X | 15 HCP, four spades and four diamonds, four clubs
5.KJ54.AQ52.K943     | 1S P 2C | X | 13 HCP, four hearts and four diamonds, four clubs
KJ54.4.QJ52.J843     | 1C P 1H | P | 8 HCP: too weak to enter between two bidders
# --- the two-level overcall in the pass-out seat ---------------------------------------------
# source: Lawrence on balancing; Root, "Commonsense Bidding": in the pass-out seat the
#   overcall needs about three points less (partner holds the missing values), so a good
#   suit overcalls at the two level from 8 HCP; vulnerable a point more.
5.842.KQJ954.Q54     | 1S P P | 2D | 8 HCP, six good diamonds, not vulnerable
5.842.KQJ954.Q54     | 1S P P | P  | vul=both 8 HCP, six good diamonds, vulnerable: a point short
# --- advancing an overcall with an opening hand and a plain suit -----------------------------
# source: Root, "Commonsense Bidding": opposite an overcall an opening hand does not pass; with
#   no fit and no stopper for no-trump, bid your five-card suit (SAYC booklet: a new suit by
#   the advancer is natural and not forcing).
K4.32.AJ32.K5432     | 1H 1S P | 2C  | 11 HCP, five weak clubs: not a pass
K4.32.K5432.AJ32     | 1H 1S P | 2D  | 11 HCP, five weak diamonds
K4.32.AQ32.K5432     | 1H 1S X | 2C  | 12 HCP over their negative double
K4.32.QJ32.Q5432     | 1H 1S P | P   | 8 HCP, no fit, a poor suit: pass
# --- advancing a 1NT overcall after they bid ----------------------------------------------------
# source: SAYC booklet: after interference over our 1NT, a suit at the two level is natural and
#   not forcing (Stayman and transfers are off); Root, "Commonsense Bidding": 25 points for
#   game, so opposite 15-18 a ten-count bids 3NT with their suit stopped.
K5432.32.K32.432     | 1H 1NT 2H | 2S  | 6 HCP, five spades: to play
K5432.32.K32.432     | 1H 1NT 2D | 2S  | 6 HCP, five spades over responder's diamonds
K32.32.K532.AQ43     | 1H 1NT 2H | 3NT | 12 HCP, balanced: game
KQ5432.32.K32.K2     | 1H 1NT 2H | 4S  | 11 HCP, six spades: the major game
K32.32.K532.AQ43     | 1H P P 1NT 2H | P | 12 HCP opposite the balancing 1NT (11-14): no game
# --- responder's raise over their overcall --------------------------------------------------
# source: SAYC booklet: after their overcall the cue-bid of their suit is the limit raise or
#   better (the only forcing raise) and jump raises are pre-emptive, so game values cue-bid
#   first and bid the game over opener's minimum; the direct game is the weak distributional
#   raise (the Law of Total Tricks: five trumps and a singleton).
K32.AQ32.K432.32     | 1S 2H       | 3H | 12 HCP, three spades: cue-bid, not 4S
KJ32.A2.K432.Q32     | 1S 2H       | 3H | 13 HCP, four spades: cue-bid
Q5432.2.K32.5432     | 1S 2H       | 4S | 5 HCP, five spades and a singleton: pre-emptive game
K32.AQ32.K432.32     | 1S 2H 3H P 3S P | 4S | 12 HCP: game over opener's minimum
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)
