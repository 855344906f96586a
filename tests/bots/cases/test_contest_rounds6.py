"""Contested auctions and pre-empts, sixth round: negative doubles that show a major before a
raise or no-trump, the advances of doubles and overcalls, balancing jumps, fourth-seat
pre-empts and the Law of Total Tricks over partner's pre-empt. Grouped by situation; each
group names its book (the SAYC booklet where it speaks, else a standard textbook). Our own
hands; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- the takeout double and the overcall ----------------------------------------------------
# source: SAYC booklet (takeout doubles; overcalls 8-16 with a good suit, 1NT overcall 15-18
#   with a stopper, jump overcalls weak, Michaels and the unusual 2NT); Root, "Commonsense
#   Bidding" (short in their suit, support for the others; too strong to overcall: double).
AQ52.7.KJ84.QT62     | 1H | X   | 12 HCP, short hearts, four cards in each other suit
KJ7.AQ85.62.A943     | 1D | X   | 14 HCP, a doubleton diamond, all suits supported
2.KJ84.AQ73.K963     | 1S | X   | a singleton spade and three four-card suits
AK983.Q52.K4.862     | 1C | 1S  | a five-card major is overcalled, not doubled
AQ4.K52.AKJ3.Q72     | 1H | X   | 19 HCP balanced: too strong for 1NT, double first
KJ3.AQ4.KJ52.Q73     | 1S | 1NT | 16 HCP balanced, spades stopped
AQJT43.AK5.K2.82     | 1D | X   | 17 HCP: too strong to overcall, double then bid spades
82.KQJ974.53.T82     | 1C | 2H  | weak jump overcall: six good hearts, 6 HCP
82.A4.KQJ93.K862     | 1S | 2D  | 12 HCP, a good five-card suit at the two level
82.A4.QT932.K862     | 1S | P   | 9 HCP and a poor suit: no two-level overcall
KQJ84.5.82.AQT93     | 1H | 2H  | Michaels: five spades and a five-card minor
5.72.KQJ84.AQT93     | 1S | 2NT | the unusual 2NT: both minors
# --- the negative double shows the major before a raise or no-trump ------------------------
# source: SAYC booklet (negative doubles through 2S; after 1m (1H) the double shows four
#   spades, 1S five); Root, "Commonsense Bidding" (over partner's minor look for the major
#   fit first, also with game values: double, then bid game).
74.KJ83.Q962.K83     | 1C 1S | X   | four hearts, 9 HCP
KJ83.74.Q962.K83     | 1C 1H | X   | exactly four spades: double
KJ832.74.Q96.K83     | 1C 1H | 1S  | five spades: bid them
KQ83.74.Q962.K83     | 1H 2C | X   | four spades, 11 HCP, no heart fit
KQ83.AJ74.962.83     | 1D 2C | X   | both majors
AQ83.K74.96.KJ83     | 1D 1H | X   | 13 HCP and four spades: the double, not 3NT
AJ83.Q74.K96.KJ3     | 1C 1H | X   | 14 HCP and four spades: the double first
74.KJ83.A962.Q83     | 1D 2S | X   | four hearts: the double, not the cue-bid raise
5.AQ74.KJ62.9843     | 1D 2S | X   | four hearts and diamond support: hearts first
KJ4.Q83.J72.Q853     | 1D 1S | 1NT | no four hearts, spades stopped
KJ83.742.K53.Q82     | 1C 1D | 1S  | one four-card major: bid it (the double shows both)
K83.Q742.K53.Q82     | 1C 1D | 1H  | four hearts, not 1NT
KJ83.Q742.K53.82     | 1C 1D | X   | both majors: the double
74.K983.Q962.K83     | 1H 1S | 2H  | partner's major supported at once
74.K983.A962.K83     | 1H 1S | 2S  | a limit raise: the cue-bid
# --- responder after their takeout double of partner's opening ------------------------------
# source: SAYC booklet and card (versus takeout doubles: the redouble shows 10+ and implies no
#   fit; a new suit forces at the one level only, so at the two level it is a long suit to
#   play; jump raises are weak; 2NT over a major is a limit raise or better).
KQ3.8.KJ74.Q9632     | 1S X | XX  | 12 HCP, no fit: redouble
82.Q73.KQJ974.82     | 1S X | 2D  | six diamonds, 8 HCP: to play, not 1NT
8.Q73.KJ9742.982     | 1H X | 2H  | three hearts and 7 HCP: the raise first
Q8.J743.K9752.82     | 1H X | 3H  | four trumps, 6 HCP: the pre-emptive jump
# --- the opener after the negative double ---------------------------------------------------
# source: SAYC booklet (the double shows the unbid major); Root: the opener bids the major
#   at the cheapest level with a minimum, else no-trump with their suit stopped or his suit.
K52.AQ73.84.KJ62     | 1C 1S X P | 2H  | four hearts, a minimum
AQ5.K7.J84.KJ962     | 1C 1S X P | 1NT | no four hearts, spades stopped
5.K72.AKJ852.Q83     | 1D 1S X P | 2D  | six diamonds, no four hearts
# --- the negative doubler after the opener's minimum rebid of his suit ----------------------
# source: Root, "Commonsense Bidding" (26 points for game: opposite a minimum rebid 13+ bids
#   game, 11-12 invites with 2NT or a raise, less passes); SAYC booklet (negative doubles).
J853.K6.KQ63.AJ6     | 1C 1H X P 2C P | 3NT | 14 HCP, hearts stopped: game, not 2NT
J853.K6.Q963.AJ6     | 1D 1H X P 2D P | 2NT | 11 HCP, hearts stopped: invite
KJ85.6.Q963.AJ76     | 1C 1H X P 2C P | 3C  | 11 HCP, four clubs, no heart stopper: raise
J853.K6.Q963.J76     | 1C 1H X P 2C P | P   | 7 HCP: the double said it all
# --- advancing partner's takeout double -----------------------------------------------------
# source: SAYC booklet (0-8 the cheapest suit, 9-11 a jump, 12+ the cue-bid or game);
#   Root, "Commonsense Bidding" (no-trump answers with their suit stopped: 1NT 6-10, 2NT
#   11-12, 3NT 13-16 balanced with no four-card major).
862.Q974.853.K82     | 1D X P | 1H  | 5 HCP: the cheapest suit
862.KQ74.853.AJ2     | 1D X P | 2H  | 10 HCP: the jump
Q73.J84.KJ95.862     | 1D X P | 1NT | 7 HCP, diamonds stopped, no major
A73.Q84.KJ95.J62     | 1D X P | 2NT | 11 HCP, diamonds stopped
K73.Q84.KJ95.A62     | 1D X P | 3NT | 13 HCP balanced, diamonds stopped, no major: game
Q93.K82.A74.KJ95     | 1C X P | 3NT | 13 HCP, clubs stopped twice, no four-card major
AJ74.KQ83.A52.82     | 1C X P | 2C  | 14 HCP and both majors: the cue-bid
KT86.Q2.A84.J963     | 1H X P | 2S  | 10 HCP and four spades: the jump
# --- the takeout doubler's rebid ------------------------------------------------------------
# source: Root, "Commonsense Bidding" (the doubler passes a minimum; a double then no-trump
#   shows 19-21; a double then a new suit 17+).
AQ4.K52.KJ3.AQ72     | 1D X P 1S P | 1NT | 19 HCP balanced
KJ73.AQ84.62.K93     | 1D X P 1H P | P   | 13 HCP: the double said it all
AKQJ72.A4.52.KQ3     | 1D X P 1H P | 1S  | the strong hand's own suit
# --- advancing an overcall ------------------------------------------------------------------
# source: SAYC booklet (a new suit by the advancer is not forcing; the cue-bid shows a limit
#   raise or better; jump raises are pre-emptive); Root: with a long suit and no fit show the
#   suit before no-trump; Bergen, Law of Total Tricks (five trumps opposite five: game).
862.Q74.K853.J82     | 1C 1H P     | 2H  | 6 HCP and three trumps: the raise
82.KJ9742.A3.832     | 1D 1S P     | 2H  | six hearts, a doubleton spade: not forcing, not 1NT
Q82.K73.AJ94.Q73     | 1D 1S P     | 2D  | 12 HCP and three trumps: the cue-bid raise
82.AQJ94.K73.832     | 1C 1H P 2C P | 2H | the overcaller with a minimum
K9832.7.85432.92     | 1C 1S P     | 4S  | five trumps, a singleton, 3 HCP: pre-emptive game
K983.Q7.8532.982     | 1C 1S P     | 3S  | four trumps, 5 HCP: the pre-emptive jump raise
# --- balancing ------------------------------------------------------------------------------
# source: Root, "Commonsense Bidding" and Lawrence on balancing (in the pass-out seat 1NT is
#   11-14, a double may be light, and the jump overcall is intermediate: a good six-card suit
#   and an opening hand).
K74.AJ3.Q985.K32     | 1H P P      | 1NT | 13 HCP balanced, hearts stopped
KJ84.7.Q963.K852     | 1H P P      | X   | 9 HCP, a singleton heart
KJ84.7.Q963.K852     | 1H P 2H P P | X   | they found a fit and stopped: reopen
KJ4.AQ4.KJ52.K93     | 1H P P      | X   | 19 HCP: too strong for the balancing 1NT
82.AQJ974.K3.Q82     | 1D P P      | 2H  | 12 HCP, six good hearts: the intermediate jump
AKJ853.Q4.K72.83     | 1C P P      | 2S  | 13 HCP, six good spades: the intermediate jump
J84.973.Q53.J852     | 1C P P      | P   | 4 HCP: let them play
Q9842.A3.K92.T83     | 1D P P      | 1S  | 9 HCP and five spades: balance, the suit need not be good
KQ86.9.AJ96.T832     | 1H P 2H P P | X   | 10 HCP and a singleton heart: don't sell out
KQ86.9.QT96.T832     | 1H P 2H P P | P   | 7 HCP: let them play two
KQ86.9.QT96.T832     | 1H P 2H P P | X   | 7 HCP, but 2H is their game with 60 on: fight ps=60,0
# --- the opener in the reopening seat ---------------------------------------------------------
# source: Root, "Commonsense Bidding" and Bergen on the reopening double (partner may hold a
#   penalty pass of a negative double: the opener reopens with shortness in their suit,
#   shows a five-card second suit or a six-card suit, passes with length in theirs).
AQ852.KJ74.AQ3.2     | 1S 2C P P   | X   | a singleton club: reopen with a double
AQ852.KJ742.A3.2     | 1S 2D P P   | 2H  | five-five: the second suit
AQ852.K74.AJ3.82     | 1S 2D P P   | P   | three diamonds and a minimum: defend
AQ852.K7.KQ3.AJ2     | 1S 2D P P   | 2NT | 19 HCP balanced, diamonds stopped
AKJ854.K7.832.Q2     | 1S 2C P P   | 2S  | six spades: rebid them
# --- pre-emptive openings by seat -----------------------------------------------------------
# source: SAYC booklet (weak twos 5-11 with a good six-card suit; three-level pre-empts);
#   Root, "Commonsense Bidding" (no weak two with four cards in the other major; in fourth
#   seat a pre-empt is sound, made to be played, or the deal is passed out).
82.KQJ974.53.T82     | -     | 2H  | six good hearts, 6 HCP
KQT974.J853.5.82     | -     | P   | four hearts on the side: no weak two
82.53.KQT974.K82     | -     | 2D  | six good diamonds
5.82.KQJ9742.T83     | -     | 3D  | seven diamonds
5.KQJT9742.83.T3     | -     | 4H  | eight hearts
82.KQJ974.53.T82     | P P P | P   | fourth seat, 6 HCP: pass the deal out
AKQ9643.3.852.84     | P P P | 3S/1S/4S | fourth seat, 9 HCP and seven solid spades: sound
5.KQJ974.A52.832     | P P P | P   | fourth seat, 10 HCP and one spade: the rule of 15 passes
# --- pre-empts by vulnerability -------------------------------------------------------------
# source: Bergen's rule of 2-3-4 (a pre-empt may go down two vulnerable against not, three at
#   equal vulnerability, four at favourable); SAYC booklet (weak twos 5-11, a good suit).
QJT987.82.K53.82     | -     | 2S  | six good spades, 6 HCP vul=NS
KQ98762.82.532.2     | -     | 3S  | seven spades at equal vulnerability: six tricks
KQ98762.82.532.2     | P P   | 3S  | third seat
2.Q3.KJT9752.J53     | -     | 3D  | favourable: down four is allowed vul=EW
2.Q3.J53.KQT9752     | -     | 3C  | seven clubs
82.K2.J53.AQT852     | -     | P   | no weak two in clubs: 2C is strong
# --- responding to partner's weak two -------------------------------------------------------
# source: SAYC booklet (2NT asks, forcing; a raise is pre-emptive); Bergen, Law of Total
#   Tricks (with four trumps opposite six, ten trumps: the four level at once).
A83.AK52.K92.Q83     | 2S P | 4S  | 19 HCP and three trumps: game
82.Q73.KJ52.9732     | 2H P | 3H  | three trumps, 6 HCP: the pre-emptive raise
J.K963.Q8742.J52     | 2H P | 4H  | four trumps and a singleton: ten trumps, the four level
KQJ974.A3.852.82     | 2S P 2NT P | 3H | a maximum with a heart ace: the feature
KQT974.83.852.Q2     | 2S P 2NT P | 3S | a minimum: rebid the suit
KQJ974.5.QJ5.Q82     | 2S P 2NT P | 3S | 11 HCP but no side ace or king: rebid the suit, not 3NT
AKQ974.5.J52.982     | 2S P 2NT P | 3NT | a solid suit: 3NT
KQJ974.83.Q52.82     | 2S P 3D P  | 4D | three diamonds: raise partner's forcing new suit
# --- the pre-emptor after partner's 3NT, and the answers over their interference ------------
# source: SAYC booklet (the raise of a weak two is pre-emptive, also in competition); Root,
#   "Commonsense Bidding" (over their double the answers to a pre-empt keep their meaning;
#   over their overcall a double is for penalty; partner's 3NT places the contract).
KQJ974.83.Q52.82     | 2S P 3NT P | P  | partner placed the contract: pass
A83.AK52.K92.Q83     | 2S X       | 4S | 19 HCP and three trumps: game over their double
Q82.73.KJ52.9732     | 2S X       | 3S | three trumps, 6 HCP: the pre-emptive raise goes on
Q82.73.KJ52.9732     | 2S 3C      | 3S | the raise over their overcall
K73.AQ2.K852.A83     | 2H 3C      | 4H | 16 HCP and three trumps: game
82.KQJT5.A52.832     | 2S 3H      | X  | their trumps and 10 HCP: penalty
# --- responding to partner's three-level pre-empt -------------------------------------------
# source: Root, "Commonsense Bidding" (a new suit over a pre-empt is forcing; raise to game
#   on tricks, not points); Bergen, Law of Total Tricks (four trumps opposite seven: eleven
#   trumps, game at once however weak).
AKJ74.KQ5.8.A932     | 3D P | 3S  | 16 HCP, a good five-card major and a singleton diamond
K852.Q3.J852.Q93     | 3S P | 4S  | four trumps: game by the Law of Total Tricks
J.QT73.K9842.862     | 3H P | 4H  | four trumps and a singleton
82.AK3.Q532.K932     | 3D P | P   | 12 HCP: no game opposite a pre-empt
# --- the weak jump overcall before the simple one; the advancer's good raise --------------
# source: SAYC booklet: jump overcalls are weak (a weak two's hand), so a good six-card suit
#   in that range jumps at once and the simple overcall keeps the sounder hands; the
#   cue-bid of opener's suit is a limit raise or better, and the advancer bids the game
#   after it (Root, "Commonsense Bidding": cue-bid first with the good raises).
AKJ854.54.854.54     | 1D        | 2S  | 8 HCP, six good spades: the weak jump
AKJ854.K4.854.54     | 1D        | 1S  | 11 HCP: too good for the weak jump, overcall
K54.Q85.KJ54.A95     | 1C 1H P   | 2C  | 13 HCP and three trumps: the cue-bid first
K54.Q85.KJ54.A95     | 1C 1H P 2C P 2H P | 4H | then game opposite the minimum
"""


CASES = parse_table(TABLE)


test_expected_call = book_calls_test(CASES)
