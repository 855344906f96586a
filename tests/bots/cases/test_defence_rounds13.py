"""Defensive bidding, thirteenth round: the direct seat (simple, two-level and weak jump
overcalls, the 1NT overcall, the takeout double, Michaels and the unusual 2NT, the pass with a
balanced hand and no suit), the advances of an overcall and of a takeout double, the doubler's
second call, the balancing seat (also when the opponents' part-score makes their two-level
contract a game), the answers to Michaels and the unusual 2NT, and the entry over a weak two
or a 1NT opening. Grouped by situation; each group names its book (the ACBL SAYC System
Booklet, revised 2006, where it speaks, else a standard textbook). Our own hands; line format
as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- simple overcalls in the direct seat ----------------
# source: SAYC booklet: a one-level overcall shows about 8-16 points and a good five-card
#   suit; a two-level overcall a good suit and opening values; Root, "Commonsense Bidding":
#   the overcall is about the suit, so a one-level overcall may be light with a strong suit.
AQJ97.K43.32.J32     | 1D | 1S  | 11 HCP, five good spades: the one-level overcall
KQJ98.32.Q32.432     | 1C | 1S  | 8 HCP, KQJ98: light, but the suit is good
32.Q32.AKJ54.432     | 1C | 1D  | 10 HCP, five good diamonds: overcall
32.AQ4.32.KQJT54     | 1S | 2C  | 12 HCP, six good clubs: the two-level overcall
2.AKJ54.Q32.K432     | 1S | 2H  | 13 HCP, five good hearts: the two-level overcall
32.AQJ54.KJ3.Q32     | 1S | 2H  | 13 HCP, five good hearts: the two-level overcall
Q2.432.K3.QJ5432     | 1S | P   | 8 HCP, a moderate six-card club suit: too weak at the two level
KQJ43.2.32.KQT54     | 1D | 1S  | spades and clubs are not both majors: overcall the spades
# --- the balanced hand without a suit ----------------
# source: SAYC booklet / Root: with 12-14 balanced, no good suit, length in their suit and no
#   1NT overcall (15-18), pass: a takeout double promises shortness in their suit.
KJ4.Q32.A32.Q432     | 1C | P   | 12 HCP, 3-3-3-4: no suit, no shortness
KJ4.Q32.A432.Q32     | 1D | P   | 12 HCP, 3-3-4-3: no suit, no shortness
KJ2.Q32.KQ32.Q32     | 1D | P   | 13 HCP, 3-3-4-3: too weak for 1NT, no shortness
KJ43.Q432.2.J432     | 1D | P   | 7 HCP: too weak to double
# --- weak jump overcalls ----------------
# source: SAYC booklet: jump overcalls are weak, like a weak two (a good six-card suit at the
#   two level, seven at the three level); with opening values bid the suit at its cheapest.
32.KQJT54.32.432     | 1C | 2H  | 6 HCP, six good hearts: the weak jump overcall
AQJT54.32.432.32     | 1D | 2S  | 7 HCP, six good spades: the weak jump overcall
32.32.32.KQJT543     | 1H | 3C  | 6 HCP, seven good clubs: the weak jump overcall
AKJT54.K32.Q2.32     | 1C | 1S  | 13 HCP, six good spades: too strong to jump
# --- the 1NT overcall ----------------
# source: SAYC booklet: the 1NT overcall shows 15-18 HCP, balanced, with their suit stopped;
#   without a stopper a strong hand doubles.
AJ3.KQ4.K432.Q32     | 1S | 1NT | 16 HCP, balanced, spades stopped
K32.AQ4.KQ32.A32     | 1D | 1NT | 18 HCP, balanced, diamonds stopped
Q32.KJ2.AQ432.AQ     | 1C | 1NT | 16 HCP, five diamonds, clubs stopped
432.AK4.KQ32.AQ2     | 1S | X   | 16 HCP, no spade stopper: double
AQ3.KJ4.AQ32.KJ2     | 1D | X   | 20 HCP: too strong for 1NT, double first
# --- the takeout double ----------------
# source: SAYC booklet: the takeout double shows opening values, shortness in their suit and
#   support for the unbid suits (or any 17+ hand); Root: three cards in an unbid suit will do
#   when the hand has the values; issue 16: the bot passed the 14 HCP hand over 1♠.
KT3.AQ32.AJT3.85     | 1S | X   | 14 HCP, 3-4-4-2: takeout double dealer=W
2.KJ43.AQ32.K432     | 1S | X   | 13 HCP, 1-4-4-4: takeout double
KJ43.AQ32.2.K432     | 1D | X   | 13 HCP, 4-4-1-4: takeout double
AQ32.KJ43.Q432.2     | 1C | X   | 12 HCP, 4-4-4-1: takeout double
KJ32.AJ32.32.K32     | 1D | X   | 12 HCP, both majors, a doubleton diamond: takeout double
# --- Michaels and the unusual 2NT ----------------
# source: SAYC booklet: the cue-bid of their minor shows both majors, of their major the
#   other major and a minor (5-5); the jump to 2NT shows the two lowest unbid suits (5-5).
KQT43.AJT54.2.32     | 1D | 2D  | 10 HCP, both majors: Michaels
2.KQT54.32.AQJ54     | 1S | 2S  | hearts and clubs: Michaels
AQJ54.2.KQT43.32     | 1H | 2H  | spades and diamonds: Michaels
32.2.AQT54.KQJ43     | 1S | 2NT | the minors: the unusual 2NT
2.KQJ54.KJT43.32     | 1C | 2NT | over 1♣ the two lowest unbid suits are diamonds and hearts
# --- advancing an overcall ----------------
# source: SAYC booklet / Root, "Commonsense Bidding": the single raise 6-10 with three trumps;
#   the jump raise is pre-emptive (four trumps); the cue-bid of their suit is a limit raise or
#   better; 1NT about 8-11 and 2NT 11-12 with their suit stopped; a new suit is not forcing;
#   with a weak misfit pass.
Q32.K432.K432.32     | 1D 1S P | 2S  | 8 HCP, three spades: the single raise
Q432.32.K5432.32     | 1C 1S P | 3S  | 5 HCP, four spades: the pre-emptive jump raise
K32.A32.KJ32.432     | 1C 1S P | 2C  | 11 HCP, three spades: the cue-bid, a limit raise
A32.KJ3.K432.Q32     | 1C 1H P | 2C  | 13 HCP, three hearts: the cue-bid first
Q4.K32.KJ32.5432     | 1D 1S P | 1NT | 9 HCP, diamonds stopped: 1NT
Q4.K32.KQ32.Q432     | 1D 1S P | 2NT | 12 HCP, diamonds stopped: 2NT
2.32.KQJT43.Q432     | 1H 1S P | 2D  | 8 HCP, six good diamonds: not forcing
2.Q432.J432.Q432     | 1D 1S P | P   | 5 HCP, one spade: pass
K32.Q32.K432.432     | 1S 2H P | 3H  | 8 HCP, three hearts: raise the two-level overcall
# source: Root, "Commonsense Bidding": over their pre-emptive jump raise no cue-bid is left
#   below the game: raise with the simple raise's values, bid the game with a fit and more.
KT972.9.KJ8.AT75     | 1H 1S 3H | 4S | 11 HCP, five spades and a singleton: game
K97.932.A98.KT54     | 1H 1S 3H | 3S | 10 HCP, three spades, flat: compete
# --- advancing a takeout double ----------------
# source: SAYC booklet / Root: the advancer bids the cheapest suit with 0-8 (a major before
#   a minor), jumps with 9-11, cue-bids or bids game with 12+; 1NT 6-10 and 2NT 11-12 with
#   their suit stopped, 3NT with more; he passes for penalty only with long solid trumps.
Q432.32.K432.432     | 1C X P  | 1S  | 5 HCP: the major before the diamonds
5432.432.5432.32     | 1H X P  | 1S  | 0 HCP: still answer, the cheapest four-card suit
432.32.J5432.Q32     | 1H X P  | 2D  | 3 HCP: the five-card suit
KJ432.32.A32.J32     | 1C X P  | 2S  | 9 HCP, five spades: the jump
32.AQ432.K32.432     | 1D X P  | 2H  | 9 HCP, five hearts: the jump
32.KJ43.432.K432     | 1D X 1S | 2H  | 7 HCP, four hearts: the free bid still competes
KJ43.32.A432.Q32     | 2H X P  | 3S  | 10 HCP, four spades: the jump
KJ43.32.AK32.Q32     | 2H X P  | 4S  | 13 HCP, four spades: game
32.432.AQ432.K32     | 1H X P  | 3D  | 9 HCP, five diamonds: the jump
AJ43.KQ32.32.K32     | 1D X P  | 2D  | 13 HCP, both majors: the cue-bid
KQ432.A32.K32.32     | 1D X P  | 4S/2D | 12 HCP, five spades: game or the cue-bid
432.32.KQ32.K432     | 1D X P  | 1NT | 8 HCP, diamonds stopped, no major: 1NT
Q32.32.KQ32.AJ32     | 1D X P  | 2NT | 12 HCP, diamonds stopped: 2NT
K32.32.KQ32.AQ32     | 1D X P  | 3NT | 14 HCP, diamonds stopped: 3NT
Q2.32.KQJT98.432     | 1D X P  | P   | six solid diamonds: pass for penalty
# --- the doubler's second call ----------------
# source: Root, "Commonsense Bidding": after a forced answer the doubler raises with about
#   16-18 points, jumps with 19-21; a new suit shows a hand too strong to overcall (17+);
#   double then 1NT shows a balanced hand too strong for the 1NT overcall (about 19-20);
#   after the cue-bid the doubler bids his four-card majors up the line; over 1NT (6-10) a
#   minimum passes, over 2NT (11-12) a sound hand bids game.
AQ43.KJ32.2.KJ32     | 1D X P 1S P  | 2S  | 14 HCP and a singleton: the single raise
AK43.KJ32.2.AQ32     | 1D X P 1S P  | 3S  | 17 HCP and a singleton: the jump raise
AKJ543.AQ2.K32.2     | 1C X P 1H P  | 1S  | 17 HCP, six spades: double, then the suit
AQ3.KJ4.KQ32.KJ2     | 1C X P 1H P  | 1NT | 19 HCP, balanced, clubs stopped
AQ43.KJ32.2.K432     | 1D X P 2D P  | 2H  | 13 HCP, both majors: up the line
KJ43.AQ32.2.K432     | 1D X P 1NT P | P   | 13 HCP opposite 6-10: pass
KJ43.AQ32.2.AQ32     | 1D X P 2NT P | 3NT | 16 HCP opposite 11-12: game
# --- the balancing seat after one of a suit ----------------
# source: SAYC booklet / Root, "Commonsense Bidding": in the pass-out seat bid about a king
#   lighter (partner is marked with values): a five-card suit from about 8 HCP, the double
#   with shortness in their suit, 1NT with a balanced hand and their suit stopped; with
#   length in their suit or a bare 5 HCP pass.
2.Q32.KJ543.Q432     | 1H P P  | 2D  | 8 HCP, five diamonds, one spade: balance in the suit
32.KJ543.Q32.K32     | 1C P P  | 1H  | 9 HCP, five hearts: balance
KJ3.Q32.K432.A32     | 1D P P  | 1NT | 13 HCP, diamonds stopped: the balancing 1NT
432.KQ3.K32.AJ32     | 1S P P  | X   | 12 HCP, no spade stopper, three hearts: double
Q432.32.J432.Q32     | 1H P P  | P   | 5 HCP: even a king more leaves too little
K2.Q32.KJ543.Q32     | 1H P P  | 1NT | 11 HCP, balanced, hearts stopped: the balancing 1NT
AK543.KQ3.K32.32     | 1C P P  | 1S  | 15 HCP, five good spades: overcall
AKJ543.KQ3.A32.2     | 1D P P  | X   | 17 HCP, six spades: too strong for the jump, double first
KJ43.32.AK32.Q32     | 1H P P X P | 2S | 13 HCP: the jump after the balancing double
K32.A32.KQ32.432     | 1H P P 1S P | 2S | 12 HCP, three spades: partner may be light, the raise
# --- balancing after 1x P 1NT P P ----------------
# source: Root, "Commonsense Bidding": when the responder's 1NT is passed the opponents are
#   limited and partner holds values; reopen with a takeout double when short in opener's
#   suit, or with a good suit; pass a balanced hand.
KJ43.AQ32.2.Q432     | 1D P 1NT P P | X  | 11 HCP, one diamond: takeout
KQ32.2.KJ32.Q432     | 1H P 1NT P P | X  | 11 HCP, one heart: takeout
AQJ543.K32.32.32     | 1C P 1NT P P | 2S | 10 HCP, six good spades: natural
# --- reopening after they stop in two of their suit ----------------
# source: Root, "Commonsense Bidding": after 1x P 2x P P the opponents have a fit, so we have
#   one too and partner holds values: reopen with shortness in their suit (a double, or a
#   five-card suit); at rubber the fight matters more when their part-score makes 2x a game
#   (issue 16: the bot passed with 8 HCP and a singleton heart).
K432.2.QJ43.Q432     | 1H P 2H P P | X  | 8 HCP, one heart: reopen
K432.2.QJ43.Q432     | 1H P 2H P P | X  | 8 HCP, one heart, 2♥ is their game: reopen ps=60,0
K432.2.QJ43.J432     | 1H P 2H P P | P  | 7 HCP, one heart: too little
K432.2.QJ43.J432     | 1H P 2H P P | X  | 7 HCP, one heart, 2♥ is their game: a point less ps=60,0
2.KJ43.Q432.K432     | 1S P 2S P P | X  | 9 HCP, one spade: reopen
2.Q432.AKJ43.432     | 1C P 1H P P | 2D | 10 HCP, five good diamonds: reopen
KJ43.2.Q432.K432     | 1C P 1H P 2H P P | X | 9 HCP, one heart: they found a fit, reopen
2.KJ43.Q432.K432     | 1D P 1S P 2S P P | X | 9 HCP, one spade: they found a fit, reopen
KJ43.32.Q432.K32     | 1D P 1H P 2H P P | P | 9 HCP, two hearts: not short enough
KJ543.Q32.2.Q432     | 1D P 2D P P | 2S/X | 8 HCP, five spades, one diamond: reopen
KQ32.32.K432.Q32     | 1H P 2H P P | X  | 10 HCP, two hearts, four spades: reopen
2.KQJ54.32.K5432     | 1S P 2S P P | X/3H | 9 HCP, 1-5-2-5: do not sell out
2.432.AKJ543.432     | 1S P 2S P P | 3D/X | 8 HCP, six good diamonds, one spade: reopen
Q32.Q432.K32.432     | 1H P 2H P P | P  | 7 HCP, four hearts: pass
# --- answering Michaels and the unusual 2NT ----------------
# source: SAYC booklet / Bergen, "Better Bidding with Bergen": the advancer gives preference
#   at the cheapest level with a weak hand, jumps with invitational values and a fit, bids
#   game with a good fit and opening values; over Michaels in a major the overcaller answers
#   2NT with his minor.
Q2.K432.Q432.432     | 1D 2D P | 2H  | 7 HCP, four hearts: preference
K432.A32.Q432.32     | 1C 2C P | 3S  | 9 HCP, four spades: the invitational jump
K432.A32.KQ32.32     | 1C 2C P | 4S  | 12 HCP, four spades: game
32.432.K5432.Q32     | 1S 2NT P | 3D | 5 HCP, five diamonds: preference
Q432.32.K32.5432     | 1H 2H P | 2S  | 5 HCP, four spades: the major
32.K432.Q432.J32     | 1S 2S P | 3H  | 6 HCP, four hearts: the major
KQJ54.2.32.KJT43     | 1H 2H P 2NT P | 3C | my minor is clubs
# --- over their weak two and their 1NT ----------------
# source: SAYC booklet: over a weak two an overcall is natural and sound (opening values, a
#   good suit) and the double is for takeout; over their 1NT a suit overcall is natural.
2.AKJ543.K32.Q32     | 2S | 3H  | 14 HCP, six good hearts
AKJ43.32.K32.Q32     | 2H | 2S  | 13 HCP, five good spades
32.K2.AKQJ43.Q32     | 2S | 3D  | 15 HCP, six solid diamonds
KJ43.AQ32.2.K432     | 2D | X   | 13 HCP, one diamond: takeout
2.KQJT43.A32.432     | 1NT | 2H | 10 HCP, six good hearts: natural
K32.Q32.J432.Q32     | 1NT | P  | 8 HCP, balanced: pass
# --- advancing a no-trump overcall after their raise ----------------
# source: SAYC booklet: after interference over our no-trump the new suit is natural;
#   Root, "Commonsense Bidding": 25 points make game, a six-card suit counting its length.
AKJ862.5.J98.752     | 2H 2NT 3H | 4S | 9 HCP, six good spades opposite 15-18: game
AKJ862.5.J98.752     | 1H 1NT 2H | 4S | 9 HCP, six good spades opposite 15-18: game
KJ9862.5.J98.752     | 1H 1NT 2H | 2S | 5 HCP, six spades: compete, no more
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)
