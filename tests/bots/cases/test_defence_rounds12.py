"""Defensive bidding, twelfth round: the direct seat's choice (takeout double, overcall, 1NT
overcall, pass), the double of a 1NT opening, Michaels and the unusual 2NT, the advances,
negative doubles and opener after them, the rescue of 1NT doubled, the balancing seat and the
pre-empts with their responses. Grouped by situation; each group names its book (the ACBL SAYC
System Booklet, revised 2006, where it speaks, else a standard textbook). Our own hands; line
format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- the direct seat over one of a suit ----------------
# source: SAYC booklet: a one-level overcall shows 8-16 points and a good five-card suit (two
#   level: a good suit and opening values); the 1NT overcall is 15-18, balanced, with their
#   suit stopped; the takeout double is short in their suit with support for the others, or
#   any 17+ hand planning to bid again; jump overcalls are weak (like a weak two).
KQ54.2.AJ43.KT43    | 1H | X   | 13 HCP, one heart, support for all three: takeout double
AKJ54.32.K43.432     | 1H | 1S  | 11 HCP, five good spades: overcall
32.K54.AKJ543.32     | 1S | 2D  | 11 HCP, six good diamonds: the two-level overcall
AQ4.KJ3.KQ54.Q32     | 1H | 1NT | 17 HCP, balanced, hearts stopped: 1NT overcall
AQ4.K3.QJ82.KQ93     | 1C | 1NT | 17 HCP, balanced, clubs stopped: 1NT overcall
AKQ543.AK4.A3.32     | 1H | X   | 20 HCP, six spades: too strong to overcall, double first
Q54.KJ3.Q432.J32     | 1H | P   | 9 HCP, balanced, no suit: pass
KQJ543.32.432.32     | 1H | 2S  | 6 HCP, six good spades: the weak jump overcall
J3.32.KQJ9432.32     | 1S | 3D  | 7 HCP, seven good diamonds: the weak jump overcall
# --- the double of a 1NT opening ----------------
# source: SAYC booklet: over the opponents' 1NT opening the double is for penalty; suit
#   overcalls are natural.
AQ4.KJ3.KQ54.Q32     | 1NT | X  | 17 HCP: the penalty double
KQJT43.32.K43.32    | 1NT | 2S | 9 HCP, six good spades: natural
# --- Michaels and the unusual 2NT ----------------
# source: SAYC booklet: the direct cue-bid of a minor shows both majors, of a major the other
#   major and a minor (Michaels, 5-5); the jump to 2NT shows the two lower unbid suits.
32.2.KQJ54.KJT43    | 1H | 2NT | 5-5 in the minors: the unusual 2NT
KQJ54.KJT43.32.2    | 1C | 2C  | 5-5 in the majors: Michaels
KQJ54.3.32.KJT43    | 1H | 2H  | five spades and five clubs: Michaels
# source: Root, "Commonsense Bidding" / Bergen: the advancer picks his better suit of the two
#   shown at the cheapest level with a weak hand.
Q43.J543.K43.Q32     | 1H 2H P  | 2S | 8 HCP, three spades: prefer the major
Q32.K543.J4.Q432     | 1H 2NT P | 3C | 8 HCP, four clubs and two diamonds: the better minor
Q3.K32.J43.Q5432     | 1C 2C P  | 2H  | 8 HCP, three hearts and two spades: the longer major
# --- advancing an overcall ----------------
# source: SAYC booklet (and Root): advancer's single raise is about 6-10 with three trumps; the
#   cue-bid of their suit shows a limit raise or better; 1NT is about 8-11 with their suit
#   stopped; a new suit is not forcing.
Q43.543.K432.J32     | 1H 1S P  | 2S  | 6 HCP, three spades: the single raise
KJ3.543.AK43.Q32     | 1H 1S P  | 2H  | 13 HCP, three spades: the cue-bid
32.KJ4.Q432.K432     | 1H 1S P  | 1NT | 9 HCP, two spades, hearts stopped: 1NT
2.KQJ543.432.Q32     | 1D 1S P  | 2H  | 8 HCP, six good hearts, one spade: not forcing
# --- advancing a takeout double ----------------
# source: SAYC booklet / Root: the cheapest suit 0-8, a jump 9-11, the cue-bid 12+ (forcing);
#   1NT about 6-10 and 2NT 11-12 with their suit stopped, 3NT with more; a pass converts the
#   double to penalty with long strong trumps.
J432.543.Q432.32     | 1H X P   | 1S  | 3 HCP: the cheapest suit
KJ43.543.A432.Q2     | 1H X P   | 2S  | 10 HCP and four spades: the jump
KJ43.543.AK43.Q3     | 1H X P   | 2H  | 13 HCP: the cue-bid
432.KJ3.Q432.Q32     | 1H X P   | 1NT | 8 HCP, hearts stopped: 1NT
K32.KJ3.Q432.Q32     | 1H X P   | 2NT | 11 HCP, hearts stopped: 2NT
3.KQJT98.A32.432    | 1H X P   | P   | six solid hearts: pass for penalty
J432.43.Q432.432     | 1H X 2H  | P   | 3 HCP after their raise: no need to bid
KJ43.43.Q432.J32     | 1H X 2H  | 2S  | 7 HCP, four spades: compete at the two level
# --- negative doubles and responder's free bids ----------------
# source: SAYC booklet: negative doubles through 2♠; after 1♣/1♦ 1♥ the double shows four
#   spades (1♠ shows five); a new suit at the two level is 10+ (forcing one round); 1NT is
#   about 6-10 with their suit stopped.
KJ43.32.Q432.K32     | 1C 1H    | X   | 9 HCP, four spades: negative double
32.KJ43.Q432.K32     | 1C 1S    | X   | 9 HCP, four hearts and four diamonds: negative double
KJ43.Q432.32.K32     | 1D 2C    | X   | 9 HCP, both majors: negative double
32.32.AQ43.KJ432     | 1H 2S    | X   | 10 HCP, the minors: negative double
KJ3.Q32.432.Q432     | 1D 1S    | 1NT | 8 HCP, spades stopped: 1NT
32.AKJ43.Q32.K32     | 1D 1S    | 2H  | 13 HCP, five hearts: the free bid
AQ543.32.Q32.432     | 1C 1H    | 1S  | 8 HCP, five spades: 1S, not a double
# --- opener after the negative double ----------------
# source: SAYC booklet / Root: opener bids partner's promised major at the cheapest level with
#   a minimum, jumps with about 17-18, and rebids 1NT (12-14) with their suit stopped.
KJ43.32.K32.AQ32     | 1C 1H X P | 1S  | 13 HCP, four spades: the cheapest
AKJ3.32.K32.AQ32     | 1C 1H X P | 2S  | 17 HCP, four spades: the jump
432.KJ3.K32.AQ32     | 1C 1H X P | 1NT | 13 HCP, hearts stopped, no spades: 1NT
32.KJ43.AQ432.K2     | 1D 1S X P | 2H  | 13 HCP, four hearts: the cheapest
# --- 1NT doubled ----------------
# source: SAYC booklet: after 1NT is doubled, responder's redouble shows values (about 9+) and
#   a suit bid is natural, to play; Root: with a weak hand run to a five-card suit.
32.J5432.5432.32     | 1NT X | 2H/2D | 1 HCP, five hearts: run
32.32.J5432.J432     | 1NT X | 2D | 2 HCP, five diamonds: run
K32.Q43.K432.J32     | 1NT X | XX | 9 HCP: redouble
# --- the balancing seat ----------------
# source: SAYC booklet / Root, "Commonsense Bidding": in the balancing (pass-out) seat bid
#   about a king lighter: the double with shortness in their suit, 1NT about 11-14 (here
#   12-14 with their suit stopped), a one-level overcall on a good suit, the jump overcall
#   intermediate (a good six-card suit, opening values); pass with length in their suit;
#   after 1x P 2x P P reopen with shortness (they have a fit, so we have one too).
KJ43.3.Q432.K432     | 1H P P | X   | 9 HCP, one heart: the balancing double
K32.KJ3.Q432.K32     | 1H P P | 1NT | 12 HCP, hearts stopped: the balancing 1NT
KJ543.32.Q32.J32     | 1H P P | 1S  | 7 HCP, five spades: overcall
AKJ543.32.KQ2.32     | 1H P P | 2S  | 13 HCP, six good spades: the intermediate jump
32.AQJ43.K32.432     | 1H P P | P   | five good hearts: pass
KJ43.3.Q432.K432     | 1H P 2H P P | X  | 9 HCP, one heart, they have a fit: reopen
KJ543.32.Q32.K32     | 1H P 2H P P | 2S | 9 HCP, five spades: reopen
432.KJ43.K32.Q32     | 1H P 2H P P | P  | four hearts: pass
# --- pre-empts by seat ----------------
# source: SAYC booklet: the weak two is 5-11 HCP with a good six-card suit; three-level
#   openings are pre-emptive (a good seven-card suit); Bergen / Root: in fourth seat nobody
#   pre-empts (pass a weak hand out).
KQJ9854.32.32.32     | -        | 3S | 6 HCP, seven good spades: pre-empt
KQJ9854.32.32.32     | P P      | 3S | third seat: pre-empt
KQJ9854.32.32.32     | P P P    | P  | fourth seat: pass it out
AQJ432.32.432.32     | P P P    | P  | 7 HCP, fourth seat: pass it out
# --- responses to the weak two and the three-bid ----------------
# source: SAYC booklet: over a weak two a raise is pre-emptive, a new suit forcing, 2NT asks
#   for a feature (a minimum rebids the suit); Root: with a fit and game values bid game;
#   over 3m, 3NT with the other suits stopped.
K432.A32.5.J5432     | 2S P | 4S | 8 HCP, four trumps and a singleton: ten trumps, game
432.K32.K5432.32     | 2H P | 3H | 6 HCP, three hearts: the pre-emptive raise
AKJ543.3.K32.AJ2     | 2H P | 2S | 16 HCP, six good spades: forcing
AQJ543.32.K32.32     | 2S P 2NT P | 3D | 10 HCP, a maximum with the ♦K: the feature
KQJ543.32.432.32     | 2S P 2NT P | 3S | 6 HCP: a minimum, rebid the suit
A32.KQ3.AK32.432     | 3C P | 3NT | 16 HCP, the other suits stopped: 3NT
K32.KQJ543.32.32     | 2H P 2S P | 3S | three spades: raise the forcing new suit
# --- the double of their 1NT response ----------------
# source: Root, "Commonsense Bidding", and Bergen: over their suit and a 1NT response the
#   double is for takeout of the suit (the opener is unlimited: no penalty is in view);
#   a good five-card suit is bid; a balanced hand without a suit passes.
KQ54.2.AJ43.KT43     | 1H P 1NT | X  | 13 HCP, one heart: takeout
KQ54.AJ43.2.KT43     | 1D P 1NT | X  | 13 HCP, one diamond: takeout
AQ54.KJ3.KQ54.Q3     | 1D P 1NT | X  | 17 HCP: the strong hand doubles first
Q54.KJ3.Q432.J32     | 1H P 1NT | P  | 9 HCP, balanced, no suit: pass
KJ543.32.Q32.K32     | 1H P 1NT | 2S | 9 HCP, five spades: natural
# source: SAYC booklet (the answers to a takeout double: 0-8 the cheapest suit, 9-11 a jump,
#   12+ the cue-bid), here around the opener's suit.
432.5432.Q432.32     | 1H P 1NT X P | 2D | 2 HCP: the cheapest suit
KJ43.543.A432.Q2     | 1H P 1NT X P | 3S | 10 HCP, four spades: the jump
KJ43.54.AK32.Q32     | 1H P 1NT X P | 2H | 13 HCP: the cue-bid
# --- over their weak two and three-bid ----------------
# source: SAYC booklet / Root, "Commonsense Bidding": over a pre-empt the takeout double
#   shows an opening hand short in their suit, 2NT over a weak two 15-18 with a stopper,
#   3NT over a three-bid to play with their suit stopped and tricks.
KQ54.2.AJ43.KT43     | 2H | X   | 13 HCP, one heart: takeout
AQ4.KJ3.KQ54.Q32     | 2H | 2NT | 17 HCP, balanced, hearts stopped
KQ54.2.AQ43.KT43     | 3H | X   | 14 HCP, one heart: takeout
Q3.K3.AKJ32.AJ32     | 3C | 3NT | 18 HCP, the ♣AJ behind the bidder: to play
KQ54.2.AQ43.KT43     | 2H P P | X | 14 HCP, one heart: the balancing double
# --- the doubler's and the overcaller's second call ----------------
# source: Grant, "Bridge Basics 2" / Root: after partner's forced answer the doubler passes
#   a minimum; double then a new suit shows a hand too strong to overcall; the overcaller
#   with a minimum passes the 1NT advance or signs off after the cue-bid.
KQ54.2.AJ43.KT43     | 1H X P 1S P   | P  | 13 HCP: a minimum, pass
AKQ543.AK4.A3.32     | 1H X P 2C P   | 2S | 20 HCP: double, then the suit
AQ54.2.AQ43.KT43     | 1H X P 2S P   | 4S | 15 HCP opposite 9-11: game
AKJ54.32.K43.432     | 1H 1S P 2H P  | 2S | 11 HCP: a minimum after the cue-bid
AKJ54.32.K43.432     | 1H 1S P 2S P  | P  | 11 HCP: pass the single raise
AKJ54.32.K43.432     | 1H 1S P 1NT P | P  | 11 HCP, balanced: pass
# --- the double of two suits ----------------
# source: Root, "Commonsense Bidding": after they bid two suits the double asks for the
#   other two.
KJ43.32.AQ43.K32     | 1C P 1H | X | 13 HCP, spades and diamonds
# --- opener's side over their takeout double ----------------
# source: SAYC booklet: over their takeout double a redouble shows 10+, 2NT (Jordan) a limit
#   raise or better, jump raises are pre-emptive, a new suit at the one level is forcing.
32.KJ43.AQ32.432     | 1H X | 2NT | 10 HCP, four hearts: Jordan
32.Q5432.432.432     | 1H X | 3H  | 2 HCP, five hearts: pre-emptive
AQ543.32.K32.432     | 1H X | 1S  | 9 HCP, five spades: forcing
K32.KJ3.K432.J32     | 1C X | XX  | 11 HCP: redouble
Q32.432.K432.Q32     | 1S X | 2S  | 7 HCP, three spades: the raise
Q432.2.J5432.432     | 1S X | 3S  | 3 HCP, four spades: pre-emptive
2.KQ43.KJ43.Q432     | 1S X | XX  | 11 HCP, one spade: redouble
# --- responder over their overcall ----------------
# source: SAYC booklet: negative doubles through 2♠; the double of their 1NT overcall is for
#   penalty; Root: the cue-bid is a limit raise or better, the simple raise 6-9.
K432.32.AQ43.J32     | 1S 2H  | 3H | 10 HCP, four spades: the cue-bid
Q32.432.K432.Q32     | 1S 2H  | 2S | 7 HCP, three spades: the raise
32.KJ43.K432.Q32     | 1D 2S  | X  | 9 HCP, four hearts: negative double
32.KJ43.K432.Q32     | 1C 2S  | X  | 9 HCP, four hearts: negative double
K32.Q4.KJ43.Q432     | 1H 1NT | X  | 11 HCP: penalty
KJ43.Q432.32.K32     | 1C 1D  | X  | 9 HCP, both majors: negative double
KJ43.432.32.K432     | 1C 1D  | 1S | 7 HCP, one major: bid it
Q432.32.K432.J32     | 1C 1H  | X  | 6 HCP, four spades: negative double
32.KJ432.Q32.J32     | 1D 1S  | X  | 7 HCP, five hearts: too weak for 2H, double
32.KJ43.K32.AQ32     | 1D 2C X P | 2H | 13 HCP, four hearts: the cheapest
2.KJ3.AQ432.K432     | 1D 1S P P | X  | 13 HCP, one spade: opener reopens
KJ43.AQ432.KJ3.3     | 1H 2C P P | X  | 14 HCP, one club: opener reopens
# --- more advances ----------------
# source: Root / Bergen: over Michaels in a major the advancer asks for the minor with 2NT;
#   a jump raise of an overcall is pre-emptive; game with a fit and the values.
Q43.K32.432.Q432     | 1S 2S P | 3H  | 7 HCP, three hearts: prefer the major
32.Q43.Q432.K432     | 1H 2H P | 2NT | 7 HCP, two spades, both minors: which minor?
KJ43.32.AK32.K32     | 1H 2H P | 4S  | 14 HCP, four spades: game
Q432.J432.2.5432     | 1C 1H P | 3H  | 3 HCP, four hearts: pre-emptive
AK32.2.KQ43.A432     | 1D 2S P | 4S  | 16 HCP, four spades: game
432.43.Q5432.432     | 1H X XX | 2D  | 2 HCP, five diamonds: escape
# --- more pre-empts ----------------
# source: SAYC booklet: the weak two wants a good six-card suit (a poor one passes,
#   vulnerable above all); three-level and four-level openings show seven and eight cards;
#   over a weak two the raise is pre-emptive, also over their overcall.
Q86542.K2.32.432     | -     | P     | 5 HCP, a poor suit, vulnerable: pass vul=NS
32.32.32.KQJ9854     | -     | 3C    | seven good clubs
32.32.AQJ943.432     | -     | 2D    | six good diamonds
KQJT9854.32.2.32     | -     | 4S    | eight spades
2.32.KQJT98543.2     | -     | 4D/5D | nine diamonds
AKJ543.32.K32.32     | P P   | 2S/1S | third seat, 11 HCP
K432.A2.5432.432     | 2H P  | P     | 7 HCP, two hearts: no game
432.K32.K5432.32     | 2H 2S | 3H    | three hearts: the pre-emptive raise still
KQJ543.32.K32.32     | 2S P 3S P  | P   | the raise is pre-emptive: pass
AKQ543.32.432.32     | 2S P 2NT P | 3NT | a solid suit: 3NT
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)
