"""Pre-empts, fourteenth round: the weak two by shape, seat and vulnerability, the three-,
four- and five-level openings, the responses to a weak two and to a three-level pre-empt, the
feature ask from the responder's side, the pre-emptor's later calls (never again unasked) and
the responder when they come in. Grouped by situation; each group names its book (the ACBL
SAYC System Booklet, revised 2006, where it speaks, else a standard textbook). Our own hands,
written from the books' rules before reading the code; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- the weak two by shape -------------------------------------------------------------------
# source: SAYC booklet: 2♦/2♥/2♠ show 5-11 HCP and a good six-card suit; Downey, "SAYC"
#   (the booklet's commentary): no void, no outside four-card major (a 4-4 major fit would
#   be lost), a side four-card minor is no bar; 2♣ is the strong opening, so six clubs and a
#   weak hand pass; a hand too good for a weak two (the rule of 20) opens at the one level.
AQJ854.4.Q532.32     | -     | 2S  | 9 HCP, six spades and four diamonds
4.32.KQT952.Q432     | -     | 2D  | 7 HCP, six diamonds and four clubs
KQJ854.K732.4.32     | -     | P   | 9 HCP, six spades and four hearts: no weak two
4.KQJ854.K732.32     | -     | 2H  | 9 HCP, six hearts and four diamonds: a minor is no bar
KQT854..Q532.432     | -     | P   | 7 HCP, a void in hearts: no weak two
43.K2.432.KQT852     | -     | P   | 8 HCP, six clubs: 2C is the strong opening
AKJ854.7.JT54.Q3     | -     | 1S  | 11 HCP, 6-1-4-2: too good for a weak two
AQJT5.4.KT52.432     | -     | P   | 10 HCP, five spades: no weak two, no rule of 20
# --- the weak two by seat and vulnerability ---------------------------------------------------
# source: SAYC booklet: the weak two in any seat; Root, "Commonsense Bidding": vulnerable the
#   suit must be good; Downey, "SAYC": a five-card weak two is for third seat, where partner
#   has passed and the pre-empt is tactical; in third seat a full opening opens at one.
KQJ976.43.J32.54     | -     | 2S  | dealer=E vul=EW 7 HCP, a good suit vulnerable
54.AJT976.Q32.54     | P     | 2H  | dealer=W 7 HCP, second seat
43.Q2.KQT852.J43     | P     | 2D  | vul=EW 8 HCP, second seat vulnerable, a good suit
43.AQT975.Q32.32     | P P   | 2H  | vul=NS 8 HCP, third seat vulnerable
AKJT5.432.432.32     | P P   | 2S  | 8 HCP, five strong spades: the third-seat weak two
KQJ854.A4.J32.54     | P P   | 1S  | 11 HCP, six spades: third seat, a full opening
# --- the fourth-seat pre-empt ------------------------------------------------------------------
# source: Root, "Commonsense Bidding": in fourth seat a pre-empt shuts nobody out, so open a
#   weak two only with a near-opening hand and a good suit, else pass the deal out (Pearson:
#   HCP and spades make 15 to open). Books differ on the near-opening hand with a good
#   six-card spade suit: Root's sound weak two or Pearson's light 1S; either is accepted.
AKJ954.4.Q32.432     | P P P | 2S/1S | 10 HCP, six good spades: the sound weak two or Pearson's 1S
4.KQJT964.K32.54     | P P P | P   | 9 HCP, one spade: pass the deal out
4.K32.AQJ954.432     | P P P | P   | 10 HCP, one spade: pass the deal out
# --- three-, four- and five-level openings by vulnerability ------------------------------------
# source: SAYC booklet: three-level openings are pre-emptive with a seven-card suit; Root,
#   "Commonsense Bidding": the rule of 2-3-4 (count playing tricks: within two of the
#   contract vulnerable against not, three at equal vulnerability, four not vulnerable against
#   vulnerable); eight cards open at four.
4.AKQT975.432.32     | -     | 3H  | vul=NS 9 HCP, seven tricks: vulnerable against not
4.32.AQJT852.432     | -     | 3D  | vul=both 7 HCP, six tricks at equal vulnerability
4.432.32.KJT9852     | P P   | 3C  | vul=EW 4 HCP, third seat not vulnerable against vulnerable
AKQT9854.4.32.54     | -     | 4S  | vul=NS 9 HCP, eight spades: eight tricks vulnerable
KQT9754.4.QJ52.4     | -     | 3S/4S | vul=EW 8 HCP, 7-4: pre-empt
# --- raising a weak two --------------------------------------------------------------------------
# source: SAYC booklet: a raise of a weak two is pre-emptive; Bergen, the Law of Total Tricks:
#   bid to the level of the fit; Root, "Commonsense Bidding": opposite 5-11 game needs about
#   16 points with a fit; without a fit and without that much, pass.
K32.Q43.K5432.32     | 2H P  | 3H  | dealer=E 8 HCP, three trumps: the pre-emptive raise
4.Q854.J8765.932     | 2H P  | 4H  | vul=EW 3 HCP, four trumps, a singleton: the level of the fit
K854.4.AK52.Q932     | 2S P  | 4S  | 12 HCP, four trumps, a singleton: game with a fit and tricks
Q854.Q62.976.K65     | 2S P  | 3S  | 7 HCP, four trumps, 4-3-3-3: the flattest counts a trick short
AK54.32.KQ52.J93     | 2H P  | P   | 13 HCP, two small hearts: no game opposite a weak two
KJ4.Q43.AJ2.5432     | P P 2H P | 3H | 11 HCP, three trumps, a passed hand: raise, no ask
# --- the forcing responses: new suit, 2NT and 3NT ---------------------------------------------
# source: SAYC booklet: over a weak two a new suit is forcing one round (so a weak hand with
#   a long suit of its own passes), 2NT asks with game interest, 3NT is to play.
K4.AQ5.KJ52.Q932     | 2S P  | 2NT | 15 HCP, a doubleton honour: ask
A4.KQJ954.32.KQ2     | 2D P  | 2H  | 15 HCP, six good hearts: forcing
KJ98543.4.32.432     | 2H P  | P   | 4 HCP, seven spades: a new suit would force
AQ3.KJ4.K2.AJ432     | 2D P  | 3NT | 18 HCP, the other suits stopped, the diamond king
# --- the opener's answer to the feature ask ----------------------------------------------------
# source: SAYC booklet: over 2NT the opener with a minimum rebids his suit; with a maximum he
#   shows a feature (an ace or king) in a side suit; 3NT shows a solid suit (AKQxxx).
54.AQJ954.32.A43     | 2H P 2NT P | 3C  | 11 HCP, the ace of clubs
54.43.AKQT54.432     | 2D P 2NT P | 3NT | 9 HCP, a solid suit
54.KJT954.K32.54     | 2H P 2NT P | 3H  | 7 HCP, a minimum: no feature shown
AJT954.K54.K2.54     | 2S P 2NT P | 3D/3H | 11 HCP, two features
654.KQJ954.A2.54     | 2H P 2NT P | 3D  | dealer=S 10 HCP, the ace of diamonds
# --- the asker after the answer ---------------------------------------------------------------
# source: SAYC booklet: the asker places the contract; Root, "Commonsense Bidding": a minimum
#   signs off at three, a maximum with a fit goes to game, a solid suit plays 3NT.
K43.AJ3.KJ52.Q93     | 2S P 2NT P 3S P  | P   | 14 HCP: opener has a minimum
K43.AJ3.KJ52.Q93     | 2S P 2NT P 3C P  | 4S  | 14 HCP and three trumps opposite a maximum
43.AJ3.KJ52.AQ93     | 2S P 2NT P 3NT P | P   | opener's solid suit: 3NT
# --- the pre-emptor over partner's new suit --------------------------------------------------
# source: SAYC booklet: a new suit is forcing one round; Downey, "SAYC": raise a new major
#   with three-card support or a doubleton honour, else rebid the suit with a minimum.
4.Q4.KQJ954.J432     | 2D P 2H P | 3H  | 9 HCP, the queen doubleton: raise
K54.KJT954.32.54     | 2H P 2S P | 3S  | 7 HCP, three spades: raise
KQT954.843.J52.5     | 2S P 3C P | 3S  | 6 HCP, a singleton club: rebid the spades
# --- the new suit's bidder after the weak-two bidder's rebid ----------------------------------
# source: SAYC booklet: the rebid of the weak two's suit over a forcing new suit shows a
#   minimum or no fit; Root, "Commonsense Bidding": the new suit's bidder, who knows both
#   hands, places the contract; Goren: 25 together for game (18 opposite 5-8).
A753.KQJT8.KJ.A8     | 2D P 2H P 3D P | 3NT | 18 HCP, spades and clubs stopped: game
A75.KQJT86.K2.A8     | 2S P 3H P 3S P | 4H  | 17 HCP, six good hearts: the game in them
AK3.A2.KQJT8.Q82     | 2H P 3D P 3H P | 4H  | 19 HCP, two hearts: the 6-2 major game
K53.Q2.AQJT8.K82     | 2H P 3D P 3H P | P   | 15 HCP opposite a minimum: stop
# --- the pre-emptor never bids again unasked -----------------------------------------------
# source: Root, "Commonsense Bidding": the pre-emptor has told his story in one bid; partner
#   knows it and decides; he passes when partner passes, raises or redoubles.
4.KQT954.K32.432     | 2H P P 2S   | P   | partner passed: no more
AQT954.4.K432.54     | 2S 3H P P   | P   | partner passed: no more
4.KQT954.K32.432     | 2H 2S 3H 3S | P   | partner's raise was competitive
4.32.KQJT852.432     | 3D P P X    | P   | partner passed: no running
KQT954.4.K32.432     | 2S X 3S 4H  | P   | partner raised and decides
KQT954.4.K32.432     | 2S X XX 3C  | P   | partner redoubled: his decision
# --- responding to a three-level pre-empt ------------------------------------------------------
# source: SAYC booklet: a new suit below game over a three-level pre-empt is forcing; Root,
#   "Commonsense Bidding": count the tricks: two aces and a trump fit make game opposite a
#   seven-card suit; a weak hand with its own suit passes. Bergen, the Law of Total Tricks:
#   the raise is pre-emptive, to the level of the trumps held together (ten: three trumps
#   and a singleton to ruff, or four; eleven: four and a singleton).
AKJ54.AK3.4.Q932     | 3D P  | 3S  | 16 HCP, five good spades, a singleton diamond: forcing
Q43.J432.K932.32     | 3C P  | P   | 6 HCP, two clubs: pass
Q.J432.65432.K32     | 3C P  | 4C  | 6 HCP, three clubs, a singleton: ten trumps, the raise
Q432.J432.2.K932     | 3C P  | 5C  | 6 HCP, four clubs and a singleton: eleven trumps
Q.J5432.K93.5432     | 3D P  | 4D  | 6 HCP, three diamonds and a singleton: ten trumps
A9432.543.A932.2     | 3H P  | 4H  | 8 HCP, three trumps and a singleton: ten trumps, game
A43.A9432.5432.2     | 3S P  | 4S  | two aces, three trumps and a singleton: game
KJ9854.4.Q32.432     | 3H P  | P   | 6 HCP, six spades: no rescue
AK54.A3.KQ52.932     | 4H P  | P   | 16 HCP, two aces: no slam opposite an eight-card pre-empt
# --- the three-level pre-emptor over partner's new suit ----------------------------------------
# source: SAYC booklet: the new suit forces; Root: raise with three cards or a doubleton
#   honour, else rebid the suit.
4.K32.KQJT854.32     | 3D P 3S P | 4D  | a singleton spade: rebid the diamonds
4.K32.KQJT854.32     | 3D P 3H P | 4H  | three hearts to the king: raise
# --- the responder when they double or overcall --------------------------------------------
# source: Bergen, the Law of Total Tricks: over their double or overcall raise to the level
#   of the fit (three trumps: the three level over a weak two, game over a three-level
#   pre-empt); Root: with the values and no fit pass; a game opposite 5-11 needs about 16.
5432.J4.K86.Q932     | 2D X  | 3D  | 6 HCP, three diamonds: nine trumps, the three level
K43.54.Q65.J9432     | 2D 2H | 3D  | 6 HCP, three diamonds: compete
A54.KQ3.AQ52.943     | 2S 3C | 4S/3S | 15 HCP, three trumps: the ask is gone; raise
43.J542.K8652.93     | 2S 3H | P   | 4 HCP, two small spades: pass
Q4.J32.8652.K932     | 3H X  | 4H  | 6 HCP, three trumps: ten trumps, game
Q4.J432.5432.K32     | 3C X  | 4C  | 6 HCP, three clubs: ten trumps, the four level
# --- the weak two with a part-score ----------------------------------------------------------
# source: Root, "Commonsense Bidding": with a part-score the pre-empt keeps its meaning (the
#   weak hand still shows its suit); a game-going hand still opens at one.
54.KQJ954.832.54     | -     | 2H  | ps=40,0 6 HCP, six good hearts with a part-score
AKJ954.K4.A32.54     | -     | 1S  | ps=40,0 15 HCP: an opening bid, not a weak two
# --- a seven-card suit too weak for three --------------------------------------------------
# source: Downey, "SAYC": a weak two may hold a seven-card suit of poor quality; Root: the
#   rule of 2-3-4 allows three at equal vulnerability with six tricks. Either is accepted.
QT86532.K4.32.32     | -     | 2S/3S | 5 HCP, seven poor spades: Downey's 2S or 3S by the rule of 3
# --- the four-level opening by seat and vulnerability -----------------------------------------
# source: SAYC booklet: four-level openings are pre-emptive; Root: the rule of 2-3-4; eight
#   cards open at four.
4.AQJT9643.Q32.5     | P     | 4H  | dealer=E 9 HCP, eight hearts: second seat
# --- responding to a four-level pre-empt ------------------------------------------------------
# source: Root, "Commonsense Bidding": the four-level pre-empt is to play.
K854.4.QJ652.932     | 4S P  | P   | 6 HCP, four trumps: the game is bid, no more
# --- the pre-emptor when partner doubles their overcall -------------------------------------
# source: Root, "Commonsense Bidding": partner's double is for penalty and final; the
#   pre-emptor passes.
KQT954.4.K32.432     | 2S 3H X P   | P   | partner's penalty double: defend
# --- the pre-emptor after partner's 3NT over his three-level minor -------------------------------
# source: SAYC booklet: 3NT opposite a pre-empt is to play.
4.32.KQJT852.432     | 3D P 3NT P  | P   | partner placed the contract
# --- the weak-two bidder over partner's 3NT or 4 of his major ----------------------------------
# source: SAYC booklet: 3NT is to play, the raise is to play.
54.AQJ954.K32.54     | 2H P 4H P   | P   | partner placed the game
# --- responding to a weak two: the minor game rather than the ask ----------------------------
# source: Root, "Commonsense Bidding": 3NT with the other suits stopped and his diamonds
#   running (a top honour in them), a misfit passes.
AK4.Q54.A2.KQ943     | 2D P  | 3NT | 18 HCP, the ace of diamonds, all stopped
# --- the responder when they overcall 2NT --------------------------------------------------------
# source: as above (penalty double of their no-trump with the balance of strength).
A4.KQ4.KJ52.KT93     | 2H 2NT | X  | 16 HCP against their 2NT: penalty
# --- second-seat three-level pre-empt -------------------------------------------------------
# source: Root: the rule of 2-3-4 in second seat too.
4.KQJT975.432.32     | P     | 3H  | vul=NS 6 HCP, seven good hearts, favourable
# --- the pre-emptor answers Blackwood ----------------------------------------------------------
# source: SAYC booklet: 4NT asks for aces (5♣ none or four, 5♦ one, 5♥ two, 5♠ three).
QJT9854.4.A32.54     | 3S P 4NT P   | 5D  | one ace
KQJ9854.4.832.54     | 3S P 4NT P   | 5C  | no ace
AQT954.4.A32.543     | 2S P 4NT P   | 5H  | two aces
# --- a passed hand opposite a third-seat weak two -------------------------------------------
# source: SAYC booklet: a raise of a weak two is to play; Root, "Commonsense Bidding": a
#   passed hand has no game opposite a third-seat pre-empt without a fit and tricks.
KJ54.Q432.K32.32     | P P 2S P     | 3S  | 9 HCP, four trumps, a passed hand: compete
K5.Q4.KJ432.Q432     | P P 2H P     | P   | 11 HCP, two hearts: no game
# --- the fourth-seat three-level opening ---------------------------------------------------------
# source: Root, "Commonsense Bidding": in fourth seat a pre-empt is sound, a good seven-card
#   suit that hopes to make; Pearson: HCP and spades make 15.
AKQT854.4.432.54     | P P P        | 3S  | 9 HCP, seven solid-ish spades: sound
# --- the responder over their game after our pre-empt ---------------------------------------
# source: Bergen, the Law of Total Tricks: over their game, ten trumps bid four of ours
#   (the sacrifice, not vulnerable against vulnerable); Root, "Commonsense Bidding": with
#   nothing, pass.
Q854.4.J8765.932     | 2S 4H        | 4S  | vul=EW 3 HCP, four trumps and a singleton: ten trumps
54.J43.8765.9432     | 2S 4H        | P   | 1 HCP, two spades: nothing to say
# --- the responder's new suit over their overcall ---------------------------------------------
# source: SAYC booklet: the new suit over a weak two is forcing; Root: over their overcall a
#   good suit of one's own with the values is still bid.
5.AKQJ84.A52.K93     | 2S 3C        | 3H  | 17 HCP, six solid hearts: forcing
# --- the weak-two bidder over partner's new suit after their double -----------------------------
# source: Root, "Commonsense Bidding": partner's new suit stays forcing; raise with three.
AQJ954.K54.832.5     | 2S X 3H P    | 4H  | three hearts: raise partner's suit
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)
