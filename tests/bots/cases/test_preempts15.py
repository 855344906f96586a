"""Pre-empts, fifteenth round: the weak two by side suit, void and suit quality, the third-
and fourth-seat pre-empt by vulnerability, the responder's misfit choices (pass, 3NT, the minor
game), the feature ask by seat, the pre-emptor after a double or their game, and the responder
when they double or overcall (the raise by the Law, the penalty double). Grouped by situation;
each group names its book (the ACBL SAYC System Booklet, revised 2006, where it speaks, else a
standard textbook). Our own hands, written from the books' rules before reading the code; line
format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- the weak two with a side four-card major ---------------------------------------------------
# source: SAYC booklet: 2♦/2♥/2♠ show 5-11 HCP and a good six-card suit; Downey, "SAYC" (the
#   booklet's commentary) and Kantar, "Bridge for Dummies": no outside four-card major, a 4-4
#   major fit would be lost; pass and bid later.
QT43.KQJ976.4.32     | -       | P   | 8 HCP, six hearts and four spades: no weak two
KJ43.4.KQT976.32     | -       | P   | 9 HCP, six diamonds and four spades: no weak two
32.AQT976.K432.4     | P P     | 2H  | 9 HCP, third seat: a side four-card minor is no bar
KQJ976.4.32.Q432     | P       | 2S  | dealer=E 8 HCP, second seat, four clubs: no bar
# --- the weak two: a void, a poor suit ----------------------------------------------------------
# source: Downey, "SAYC": no void (partner's values in it are wasted); Root, "Commonsense
#   Bidding": the weak two's values are in its suit (two of the top three honours); with a
#   poor suit and the points outside, pass.
KQT976.432..Q432     | -       | P   | 7 HCP, a void in diamonds: no weak two
J97642.A3.K42.32     | -       | P   | 8 HCP, jack-high spades, the points outside: pass
T97642.K3.KJ2.32     | P       | P   | dealer=W vul=NS 7 HCP, ten-high spades, vulnerable: pass
# --- the third-seat pre-empt by vulnerability ---------------------------------------------------
# source: Downey, "SAYC": a five-card weak two is a third-seat tactic; Cohen and Root: light in
#   third seat only at a safe vulnerability; vulnerable against not the weak two keeps its six
#   cards (the rule of 2: no more than two down).
KQJ96.432.432.32     | P P     | P   | vul=NS 6 HCP, five spades vulnerable against not: pass
KQT976.432.J2.32     | P P     | 2S  | vul=EW 6 HCP, third seat favourable: the weak two
KQJ9765.43.32.32     | P P     | 3S  | vul=EW 6 HCP, seven spades, third seat favourable
KQJ98643.4.32.32     | P P     | 4S  | vul=EW 6 HCP, eight spades, third seat favourable
32.AQJ976.K32.32     | P P     | 2H  | vul=both 10 HCP, third seat, equal vulnerability
4.32.KJT9765.Q32     | P       | 3D  | dealer=E vul=EW 6 HCP, second seat favourable
J976542.K3.Q2.32     | P P     | P   | vul=NS 6 HCP, seven poor spades vulnerable: four tricks
KQJ9765.4.Q432.3     | -       | 3S  | 8 HCP, seven spades and four diamonds: a side minor, no bar
# --- the weak two at the edges of its range -----------------------------------------------------
# source: SAYC booklet: 5-11 HCP, in any seat; below five the hand passes even at favourable
#   vulnerability in first seat (the lighter pre-empt is a third-seat tactic: Downey, "SAYC").
QJT976.432.J2.32     | -       | P   | vul=EW 4 HCP: below the booklet's five
# 11 HCP, ten in the suit: Downey ("SAYC") opens the weak two (his AKQJxx xx Jxx xx), the rule
#   of 20 (Root, Bergen) opens it at one: the books differ, no case.
#   32.AKQJ76.J32.32 | - | 2H (Downey) or 1H (the rule of 20)
# the seven-card suit with four of the other major: Kantar ("Bridge for Dummies") would not
#   pre-empt with a side four-card major; Root's rule of 2-3-4 counts only the tricks (3H).
#   Q432.KQJ8652.3.4 | - | P or 3H: the books differ, no case.
# --- the fourth-seat pre-empt -------------------------------------------------------------------
# source: Root, "Commonsense Bidding": in fourth seat nobody is shut out: pass a weak hand
#   rather than pre-empt (the deal is passed out, no score lost); a three-level or higher
#   opening there is sound, a hand that expects to make.
32.KQJ9765.432.3     | P P P   | P   | 6 HCP, seven hearts: pass the deal out
4.32.KQT9765.Q32     | P P P   | P   | vul=EW 7 HCP, seven diamonds: no pre-empt in fourth seat
# --- the weak two in the rubber with a part-score -------------------------------------------
# source: Root, "Commonsense Bidding": the weak two keeps its meaning with a part-score; the
#   opening that would be game with a part-score is still the same weak hand.
32.KQJ976.J32.32     | -       | 2H  | ps=0,60 7 HCP, six good hearts, they have 60
32.4.KQJ976.J432     | -       | 2D  | ps=40,0 7 HCP, six good diamonds with our 40
32.4.KQJ976.J432     | -       | 2D  | ps=60,0 7 HCP, six good diamonds with our 60
# --- raising a weak two: the Law of Total Tricks --------------------------------------------
# source: Bergen, "Better Bidding with Bergen" (the Law of Total Tricks): bid to the level of
#   the trumps held together: six opposite five make eleven, the five level at favourable
#   vulnerability; SAYC booklet: the raise is to play (pre-emptive).
Q9643.4.K9752.43     | 2D P    | 5D  | vul=EW 5 HCP, five diamonds and a singleton: eleven trumps
Q54.J82.K9852.43     | 2H P    | 3H  | 6 HCP, three hearts: nine trumps, the three level
A43.A432.5432.32     | 2S P    | 3S  | 8 HCP, two aces and three trumps: nine trumps, no game
# source: Bergen, the Law of Total Tricks: five trumps opposite six make eleven, the jump to
#   game with five-card support whatever the shape or strength (written after the code).
Q8754.72.K62.732     | 2S P    | 4S  | 5 HCP, five spades, 5-3-3-2: eleven trumps, the game raise
J8754.A7.A62.732     | 2S P    | 4S  | 9 HCP, five spades, 5-3-3-2: eleven trumps
KJ54.Q.AQ85.J932     | 2S P    | 4S  | 13 HCP, four spades and a singleton: ten trumps, game
# --- the responder with a misfit: pass, 3NT or the game in the minor --------------------------
# source: Root, "Commonsense Bidding": opposite a weak two a misfit plays best low, pass with
#   less than a game on one's own; 3NT with the other suits stopped and tricks of one's own;
#   SAYC booklet: 3NT is to play.
AQ43.4.KJ92.KQ43     | 2H P    | P   | 15 HCP, a singleton heart: pass the misfit
AQ43.KQ43.4.KJ32     | 2D P    | P   | 15 HCP, a singleton diamond: pass the misfit
4.AQ32.KQJ4.AK32     | 2S P    | 3NT | 19 HCP, a singleton spade, all the rest stopped: to play
KQJ96.32.K432.32     | 2H P    | P   | 9 HCP, five spades: a new suit would force, no game
# --- the responder opposite a third-seat weak two, a passed hand ------------------------------
# source: Root, "Commonsense Bidding": a passed hand opposite a third-seat pre-empt has no game
#   without a fit; with a misfit it passes (a new suit would show a fit-less rescue).
AQ943.32.KJ3.432     | P P 2H P | P  | 10 HCP, five spades, two hearts: pass
# --- responding to a three-level pre-empt: the minor game ------------------------------------
# source: Root, "Commonsense Bidding": count tricks opposite a seven-card suit; with a fit and
#   top cards but a side suit unstopped, play the minor game rather than 3NT.
AK43.4.K32.A9432     | 3D P    | 5D  | 14 HCP, three diamonds, hearts unstopped: the minor game
A43.K32.AK32.432     | 3H P    | 4H  | 14 HCP, three quick tricks and three trumps: game
# 11 HCP, two aces and the trump king, 3-3-4-3: Root's three quick tricks are two and a half;
#   the game is a guess. A43.K32.A432.432 | 3H P | 4H or P
# --- the opener's answer to the feature ask ------------------------------------------------------
# source: SAYC booklet: over 2NT a minimum rebids the suit, a maximum shows a feature (an ace
#   or king) in a side suit, 3NT shows a solid suit (AKQxxx).
K3.AQT976.432.32     | 2H P 2NT P | 3S | 9 HCP, a maximum with the king of spades: the feature
A32.32.KQJ976.32     | 2D P 2NT P | 3S | vul=both 10 HCP, the ace of spades
QJT976.K32.32.32     | 2S P 2NT P | 3S | 6 HCP, a minimum: rebid the suit despite the king
43.AKQJ75.432.32     | 2H P 2NT P | 3NT | 10 HCP, a solid suit: 3NT
# --- the asker after the feature ---------------------------------------------------------------
# source: SAYC booklet: the asker places the contract; Root: 3NT with the other suits stopped
#   once partner's feature covers the last one.
J4.AQ3.K32.AQ432     | 2D P 2NT P 3S P | 3NT | 16 HCP, spades covered by partner: 3NT
# --- the new-suit bidder after opener raises --------------------------------------------------
# source: SAYC booklet: the new suit is forcing; Downey: opener raises with three-card support;
#   Root: the new suit's bidder then places the contract: game with an opening's values.
A4.KQJ96.A43.K32     | 2D P 2H P 3H P | 4H | 17 HCP, five hearts raised: game
# with 14 HCP (A4.KQJ96.A43.432) the raise shows three hearts, not a maximum: 14 opposite 5-10
#   is Goren's 25 only opposite the top of the range; the books leave it to judgment.
# --- the pre-emptor after their double -----------------------------------------------------------
# source: Root, "Commonsense Bidding": the pre-emptor has told his story; when partner passes
#   their double for penalty, or they bid on, he passes.
KQT976.4.K432.32     | 2S X P P | P   | 8 HCP, their double passed for penalty: no running
4.KQT976.K432.32     | 2H X P 2S | P  | 8 HCP, partner passed: no more
KQJ976.4.QJ32.32     | 2S 3H P 4H | P | 9 HCP, their game: partner passed, no sacrifice alone
4.32.Q32.KQJ9765     | 3C X P P | P   | 8 HCP, their double passed for penalty: no running
4.KQJ9765.Q32.32     | 3H P 4H X | P  | 8 HCP, partner's game doubled: his decision, no more
KQJ976.4.Q432.32     | 2S P 4H P | P   | 8 HCP, partner's game in his own suit is to play
# their overcall of the 2NT ask: books differ on the minimum's call (a pass, or the rebid of
#   the suit as without it); the booklet does not say. No case.
#   43.KQJ976.432.32 | 2H P 2NT 3C | P or 3H
# --- the responder when they overcall: raise by the Law or double for penalty --------------
# source: Bergen, the Law of Total Tricks: three trumps opposite six, the three level; Root,
#   "Commonsense Bidding": after partner's pre-empt a double of their overcall is for penalty,
#   a trump stack sitting over the overcaller and the values.
Q54.43.K9852.J93     | 2S 3H   | 3S  | 6 HCP, three spades: nine trumps, compete
4.KJT9.AQ43.K932     | 2S 3H   | X   | 13 HCP, a heart stack behind the overcaller: penalty
K43.4.AJ3.KQT932     | 3H 4C   | X   | 13 HCP, six good clubs over the overcaller: penalty
A43.KJ98.Q4.A932     | 2D 2H   | X   | 14 HCP, four good hearts: penalty
KJ3.AQ4.K2.AJ432     | 2D 2S   | 3NT | 18 HCP, spades stopped, the diamond king: to play
A43.K32.Q432.J32     | 2H 2S   | 3H  | 10 HCP, three hearts: compete, no game opposite 5-11
Q432.4.J8765.K32     | 3C 3H   | 4C  | vul=EW 6 HCP, three clubs and a singleton: ten trumps
4.J432.Q74.K9832     | 3D 3S   | 4D  | vul=EW 6 HCP, three diamonds, a singleton: ten trumps
Q43.4.J8765.9432     | 3S 4H   | 4S  | vul=EW 3 HCP, three spades and a singleton: ten trumps
J875.Q943.4.K832     | 2H 3S   | 4H  | vul=EW 6 HCP, four hearts and a singleton: ten trumps
4.Q943.J8752.K32     | 2H 2S   | 4H  | vul=EW 6 HCP, four hearts and a singleton: ten trumps
Q54.4.J8765.9432     | 2S 4H   | P   | vul=EW 3 HCP, three spades: nine trumps, no sacrifice
Q54.J432.9852.32     | 2S 2NT  | 3S  | 3 HCP, three spades: nine trumps, compete
Q4.AK32.KJ3.A432     | 2S 3D   | 3NT | 17 HCP, diamonds stopped twice: to play
# --- the responder when they double ----------------------------------------------------------
# source: Bergen, the Law of Total Tricks: over their double raise to the level of the fit;
#   a game raise with values and a singleton.
4.J432.Q974.K932     | 3D X    | 5D  | vul=EW 6 HCP, four diamonds and a singleton: eleven trumps
4.KJ43.A9432.Q32     | 2H X    | 4H  | 10 HCP, four trumps and a singleton: game
J432.4.Q974.9832     | 2D X    | 4D  | vul=EW 3 HCP, four diamonds and a singleton: ten trumps
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)
