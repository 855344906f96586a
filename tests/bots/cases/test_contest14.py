"""Our side in competition, session 14: the negative double's shape and level, free bids and
no-trump responses over an overcall, raises and cue-bid raises, responder over a takeout
double, the opener after a negative double, the re-opening double and its penalty pass, the
Law of Total Tricks for our side, and responder's second call after a negative double. Written
from the books before reading the code; other seats, passed hands and later rounds than the
earlier tables. Our own hands; line format as in table.py. A line starting ``#open`` is a book
call the system does not make yet (it is read as a comment): the Law for the raiser, whose
rule lost on the benchmark (the three-level raise read as an invitation wins games there),
and the weak jump shift over an overcall."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- the negative double: which suits it shows ---------------------------------------------
# source: SAYC booklet: negative doubles through 2♠; Cohen, "Negative Doubles" (larryco.com):
#   1♣ (1♦) X is both majors, 1m (1♥) X exactly four spades (1♠ shows five), 1♥ (1♠) X both
#   minors, after 1♠ (2♥) X shows the minors; no upper limit; 6+ at the one level.
KJ54.432.Q54.J32     | 1C 1H       | X   | 7 HCP, exactly four spades
KJ954.432.Q54.32     | 1C 1H       | 1S  | five spades: bid them
KJ54.Q943.32.J32     | 1C 1D       | X   | 7 HCP, four-four in the majors
AJ54.KQ43.32.Q32     | 1C 1D       | X   | 12 HCP, both majors: no upper limit
AQ954.KJ32.32.32     | 1C 1D       | 1S  | five spades and four hearts: the five-card suit
432.43.KJ54.QJ32     | 1H 1S       | X   | 7 HCP, both minors, two hearts
32.KJ54.QJ54.432     | 1C 1S       | X   | 7 HCP, four hearts
32.KJ954.Q32.J32     | 1D 1S       | X   | 7 HCP, five hearts too weak for 2♥
KJ54.KJ3.Q32.432     | 1D 1H       | X   | 10 HCP, four spades: the major before no-trump
32.KJ54.QJ54.432     | P 1C 1S     | X   | 7 HCP, four hearts, second seat dealer=E
# --- the negative double at the two level: more values -------------------------------------
# source: SAYC booklet (through 2♠); Cohen: at the two level about 8+ (the values rise with
#   the level); 1♦ (2♣) X both majors; 1♥ (2♣/2♦) X four spades; 1♠ (2♦) X hearts.
43.32.AQ54.KJ432     | 1S 2H       | X   | 10 HCP, both minors
KJ54.QJ43.432.J2     | 1D 2C       | X   | 8 HCP, both majors
KJ54.32.Q432.K32     | 1H 2C       | X   | 9 HCP, four spades
AJ54.43.432.KJ32     | 1H 2D       | X   | 9 HCP, four spades
32.KQ54.43.AJ432     | 1S 2D       | X   | 10 HCP, four hearts and clubs
KJ54.32.Q432.K32     | P 1H 2C     | X   | 9 HCP, four spades dealer=W vul=NS
J543.32.Q432.J32     | 1H 2C       | P   | 4 HCP: too weak at the two level
32.43.Q5432.J432     | 1S 2H       | P   | 3 HCP: too weak at the two level
# --- the negative double of their weak jump overcall (2♠) ------------------------------------
# source: SAYC booklet: negative doubles through 2♠; Cohen: the other major promised.
32.KQ54.A432.J32     | 1C 2S       | X   | 10 HCP, four hearts
32.AQ54.K3.Q5432     | 1D 2S       | X   | 11 HCP, four hearts
# --- free bids over the overcall ------------------------------------------------------------
# source: SAYC booklet: a new suit at the one level is forcing as without the overcall; a new
#   suit at the two level shows 10+ and five cards (Root: the two-over-one in competition).
32.AKJ54.432.Q32     | 1D 1S       | 2H  | 10 HCP, five hearts
K54.32.Q32.AQJ32     | 1H 1S       | 2C  | 12 HCP, five clubs
32.K32.AKJ54.432     | 1S 2C       | 2D  | 11 HCP, five diamonds
AKJ54.32.Q32.432     | 1H 2C       | 2S  | 10 HCP, five spades
KQ954.32.432.Q32     | 1D 1H       | 1S  | 7 HCP, five spades: one-level new suit
KQJ543.32.A2.K32     | 1C 1H       | 1S  | 13 HCP, six spades: forcing, no need to jump
# --- no-trump responses over the overcall ---------------------------------------------------
# source: SAYC booklet: over an overcall 1NT is 6-10 (a stopper), 2NT 11-12 invitational,
#   3NT 13-15, each with their suit stopped (Root: the stopper is the point of no-trump).
KJ4.Q32.J32.Q432     | 1D 1S       | 1NT | 9 HCP, spades stopped, three hearts
KJ4.Q32.KJ32.Q43     | 1C 1S       | 2NT | 12 HCP, spades stopped
K32.AQ4.K32.QJ32     | 1D 1H       | 3NT | 15 HCP, hearts stopped
A32.32.QJ32.KQT2     | 1H 2C       | 2NT | 12 HCP, clubs stopped, no four spades
AQ4.K32.K32.J432     | 1D 2S       | 3NT | 13 HCP, spades stopped, no four hearts
# --- raises over the overcall ---------------------------------------------------------------
# source: SAYC booklet: a raise shows the same values as without the overcall; Root: a
#   cue-bid of their suit is a limit raise or better; Bergen, "Better Bidding with Bergen":
#   a jump to game with five trumps and shape is pre-emptive (ten trumps, ten tricks).
K32.432.Q432.J32     | 1S 2H       | 2S  | 6 HCP, three spades
K32.Q32.432.QJ32     | 1H 2D       | 2H  | 8 HCP, three hearts
2.KJ543.Q5432.32     | 1H 1S       | 4H  | 6 HCP, five trumps, a singleton: pre-emptive game
432.KQ32.AJ3.Q32     | 1H 1S       | 2S  | 12 HCP, four hearts: the cue-bid raise
K432.A32.K32.432     | 1S 2C       | 3C  | 10 HCP, four spades: the cue-bid raise
32.K32.QJ32.Q432     | 1H 2S       | 3H  | 8 HCP, three hearts: the free raise
32.KQ54.AJ32.K32     | 1H 2S       | 3S/4H | 13 HCP, four hearts: the cue-bid or game
32.K543.Q5432.32     | 1H 2S       | 3H  | 5 HCP, four trumps: nine trumps, the three level
K32.Q32.Q432.J32     | P P 1H 1S   | 2H  | passed hand, 8 HCP, three hearts
32.43.KJ54.AQ432     | P P 1S 2H   | X   | passed hand, 10 HCP, both minors
# --- responder over their takeout double ----------------------------------------------------
# source: SAYC booklet: after their takeout double a redouble shows 10+ and implies no fit, a
#   new suit at the one level is forcing, a jump raise is pre-emptive and 2NT is a limit raise
#   or better (Jordan); Bergen: with five trumps and shape jump to game.
KJ54.32.AQ32.J32     | 1H X        | XX  | 11 HCP, two hearts: redouble
KJ4.Q32.AJ32.Q32     | 1C X        | XX  | 13 HCP, no major: redouble
K432.A32.KJ32.32     | 1S X        | 2NT | 11 HCP, four spades: the limit raise
32.Q543.QJ432.32     | 1H X        | 3H  | 5 HCP, four trumps: pre-emptive
3.K6543.QJ543.32     | 1H X        | 3H/4H | 6 HCP, five trumps: booklet 3H, Bergen 4H
KJ954.32.Q32.432     | 1D X        | 1S  | 7 HCP, five spades
Q32.K432.J432.32     | 1S X        | 2S  | 6 HCP, three spades: the simple raise
32.Q432.KJ32.J32     | 1S X        | 1NT | 7 HCP, no fit
# --- opener after partner's negative double -------------------------------------------------
# source: Cohen; Seagram, "Negative Doubles": the opener bids the promised suit at the lowest
#   level with a minimum, jumps with about 16-18, bids game with more; without it he bids
#   no-trump with their suit stopped or rebids his own suit; with a trump stack he passes.
32.KJ43.AQ432.K2     | 1D 1S X P   | 2H  | 13 HCP, four hearts: minimum
2.AQ43.AKJ43.Q32     | 1D 1S X P   | 3H  | 16 HCP, four hearts: the jump
A2.AK43.AKJ43.32     | 1D 1S X P   | 4H  | 19 HCP, four hearts: game
KJ43.32.K32.AJ32     | 1C 1H X P   | 1S  | 12 HCP, four spades
Q32.KJ4.K32.AJ32     | 1C 1H X P   | 1NT | 14 HCP, hearts stopped, no four spades
KJ4.A32.AQ32.KJ2     | 1D 1S X P   | 2NT | 18 HCP, spades stopped
AK43.32.AQJ32.Q2     | 1D 1H X P   | 2S  | 16 HCP, four spades, no singleton: the jump
KJ43.AQ543.K32.2     | 1H 2C X P   | 2S  | 13 HCP, four spades
32.AQJ543.K32.K2     | 1H 2C X P   | 2H  | 13 HCP, six hearts, no spades
AQ543.32.KJ43.Q2     | 1S 2H X P   | 3D  | 12 HCP, four diamonds: the minor partner showed
32.AK543.K2.KQJ9     | 1H 2C X P   | P   | KQJ9 of clubs: the penalty pass
# --- the opener in the pass-out seat --------------------------------------------------------
# source: Cohen; Root: after (overcall) P (P) the opener re-opens with a double when short in
#   their suit (partner may have a penalty pass); with length in their suit he passes.
KJ43.AQ543.K32.2     | 1H 2C P P   | X   | a singleton club: re-open
KJ93.32.AQ43.K32     | 1D 1S P P   | P   | four spades: pass
AQ543.KJ43.2.K32     | 1S 2D P P   | X   | a singleton diamond, four hearts
K32.Q32.2.AKJ432     | 1C 1H P P   | 2C  | six clubs, three hearts: rebid the suit
KJ43.AQ543.K32.2     | P 1H 2C P P | X   | a singleton club, second seat dealer=W
# --- responder after the re-opening double --------------------------------------------------
# source: Cohen: responder converts the re-opening double for penalty with length and
#   strength in their suit; otherwise he bids his best suit at the cheapest level.
32.32.Q432.KQJ92     | 1H 2C P P X P | P  | KQJ92 of clubs: penalty
QJT98.32.K32.432     | 1D 1S P P X P | P  | QJT98 of spades: penalty
432.J8432.32.Q32     | 1D 1S P P X P | 2H | 3 HCP, five hearts: to play
32.QJ54.432.Q432     | 1S 2D P P X P | 2H | 5 HCP, four hearts
# --- the opener once both sides have bid ----------------------------------------------------
# source: Bergen, "Better Bidding with Bergen" (the Law of Total Tricks): bid to the level of
#   the side's trumps; with eight trumps let them have the three level; Root: game with the
#   values opposite a raise.
K32.AQ543.K32.32     | 1H 1S 2H 2S   | P   | 12 HCP, five hearts: eight trumps, pass
2.AQJ543.K32.Q32     | 1H 1S 2H 2S   | 3H  | 12 HCP, six hearts: nine trumps
AQ543.32.KJ3.Q32     | 1S 2H 2S 3H   | P   | 12 HCP, five spades: let them play
AQJ543.2.K32.Q32     | 1S 2H 2S 3H   | 3S  | six spades: nine trumps
AKJ43.2.AQ32.KJ2     | 1S 2H 2S 3H   | 4S  | 18 HCP opposite a raise: game
32.KJ3.AQ432.K32     | 1D 1S 2H P    | 3H  | 13 HCP, three hearts: raise the free bid
#open K432.32.432.KJ32     | 1S 2D 2S 3D P P | 3S | 7 HCP, four spades: nine trumps, three level
# --- responder's second call after his negative double --------------------------------------
# source: SAYC booklet: responder's later new-suit bids after a negative double are not
#   forcing; Cohen: the doubler raises to invite with 10-12 and bids game with 13+.
32.KJ9543.32.QJ2     | 1D 1S X P 2C P | 2H | 7 HCP, six hearts, two diamonds: to play
32.KQ54.A432.Q32     | 1C 1S X P 2H P | 3H | 11 HCP: invite
32.KQ54.AK32.Q32     | 1C 1S X P 2H P | 4H | 14 HCP: game
KJ54.32.Q432.K32     | 1H 2C X P 2H P | P  | 9 HCP, two hearts: done
AQ54.32.A432.K32     | 1H 2C X P 2S P | 4S | 13 HCP, four spades: game
# --- the opener after responder's cue-bid raise, Jordan 2NT or redouble -----------------------
# source: SAYC booklet (2NT over their double is a limit raise or better; redouble 10+);
#   Root: over a limit raise the opener signs off with a minimum and bids game with more;
#   after partner's redouble the opener passes their escape with a balanced minimum so that
#   partner may double it.
K32.AQ543.K32.32     | 1H 1S 2S P   | 3H  | 12 HCP: the minimum, sign off
AK2.AQ543.K32.Q2     | 1H 1S 2S P   | 4H  | 18 HCP: game
AQ543.K32.K32.32     | 1S X 2NT P   | 3S  | 12 HCP: decline
AKJ43.K32.A32.Q2     | 1S X 2NT P   | 4S  | 17 HCP: game
K32.AQ543.K32.32     | 1H X XX 1S   | P   | 12 HCP, balanced: let partner double
KJ93.32.AQ32.J32     | 1H X XX 1S P P | X | 11 HCP, KJ93 of spades: penalty
# --- responder against their no-trump overcall ----------------------------------------------
# source: SAYC booklet: a double of their 1NT overcall is for penalty (about 9+); Root: a
#   simple raise with three trumps and 6-9 to compete.
K32.QJ32.K32.Q32     | 1D 1NT      | X   | 11 HCP: penalty
K32.Q32.J432.432     | 1H 1NT      | 2H  | 6 HCP, three hearts: compete
# --- responder over the weak jump overcall: free bids and raises ----------------------------
# source: SAYC booklet: a new suit at the two level is forcing (10+), at the three level
#   forcing (about 11+); 2NT invites with their suit stopped; Root: raise to compete.
AKJ54.32.Q32.432     | 1C 2H       | 2S  | 10 HCP, five spades
32.32.AQ3.KQJ432     | 1D 2H       | 3C  | 12 HCP, six clubs: forcing
K32.A432.Q432.32     | 1S 3C       | 3S  | 9 HCP, three spades: compete
KJ4.Q2.KQ32.J432     | 1H 2S       | 2NT | 12 HCP, spades stopped: invite
# --- the opener after responder's free bid --------------------------------------------------
# source: SAYC booklet: responder's two-level new suit in competition is forcing; Root: the
#   opener raises with three-card support.
AQ543.K32.K32.32     | 1S 2C 2H P   | 3H  | 12 HCP, three hearts: raise
# --- responder once both sides have bid -----------------------------------------------------
# source: Bergen, "Better Bidding with Bergen" (the Law): nine trumps, the three level; with
#   eight let them play at the two level... and defend at the three level.
#open 32.K543.Q432.J32     | 1H 1S 2H 2S P P | 3H | 6 HCP, four hearts: nine trumps
32.K54.Q432.J432     | 1H 1S 2H 2S P P | P  | 6 HCP, three hearts: eight trumps
# --- the opener's own suit after a negative double ------------------------------------------
# source: Seagram, "Negative Doubles"; Root: without the promised suit the opener rebids a
#   six-card suit, at the two level with a minimum and with a jump with about 16-18.
KJ7.86.AKQ432.A9     | 1D 1S X P   | 3D  | 17 HCP, six good diamonds: the jump
Q7.86.AK9432.K92     | 1D 1S X P   | 2D  | 12 HCP, six diamonds: minimum
2.A2.KQ3.AKJ5432    | 1C 1S X P   | 3C  | 17 HCP, seven good clubs, two hearts: the jump
# --- responder's second call after the opener's minimum rebid ------------------------------
# source: SAYC booklet: responder's later bids after a negative double are natural, not
#   forcing below game; Root: 11-12 invites (2NT with their suit stopped, a raise).
A9.J543.QJ7.K654     | 1D 1S X P 2D P | 2NT/3D | 11 HCP: invite
A92.K543.QT7.KJ6     | 1D 1S X P 2D P | 3NT | 13 HCP, spades stopped: game
# --- 1NT overcalled: game values ------------------------------------------------------------
# source: SAYC booklet (natural over their overcall of our 1NT); Grant: with 10+ bid game.
K32.Q32.A32.KJ32     | 1NT 2C      | 3NT | 13 HCP, clubs stopped: game
# --- the opener's rebid after their takeout double and partner's raise ----------------------
# source: Bergen (the Law): after 1♥ X 2♥ the opener with a sixth trump competes to three
#   when they bid again; with five he passes.
2.AQJ543.K32.Q32     | 1H X 2H 2S    | 3H  | 12 HCP, six hearts: nine trumps
K32.AQ543.K32.32     | 1H X 2H 2S    | P   | 12 HCP, five hearts: eight trumps
# --- the opener after responder's new suit over their double -------------------------------
# source: SAYC booklet: over their takeout double a new suit at the one level is forcing;
#   the opener rebids as without the double (Root).
K32.AQ543.K32.32     | 1H X 1S P     | 1NT | 12 HCP, balanced: 1NT
KJ32.AQ543.32.K2     | 1H X 1S P     | 2S  | 13 HCP, four spades: raise
# --- responder over their two-suited overcalls ----------------------------------------------
# source: Root, "Commonsense Bidding": over their unusual 2NT or Michaels cue-bid a raise of
#   partner's major is competitive (6-9) and the double shows values (10+) to punish them.
K32.Q432.J32.432     | 1H 2NT      | 3H  | 6 HCP, four hearts: compete
KJ2.32.KJ32.AT32     | 1H 2NT      | X   | 12 HCP, minors held: values
K32.Q32.J432.J32     | 1H 2H       | 3H  | 7 HCP, three hearts: compete
# --- responder's weak jump shift and four-card major over an overcall -----------------------
# source: SAYC booklet: jump shifts in competition are weak; Cohen: the negative double
#   shows the four-card major before no-trump.
32.KQJ954.432.32     | 1C 1D       | 2H  | 6 HCP, six good hearts: weak jump shift
KJ4.Q532.J32.Q43     | 1D 1S       | X   | 9 HCP, four hearts: the double first
# --- the opener after a two-level negative double -------------------------------------------
# source: Seagram, "Negative Doubles"; Cohen: the opener shows the promised major, jumping
#   with 16-18; with a six-card suit of his own and no major he rebids it.
AKJ3.AQ543.K2.32     | 1H 2C X P   | 3S/4S | 17 HCP, four spades: jump, or game (Goren: 19 points)
AQJ543.32.K32.Q2     | 1S 2H X P   | 2S  | 12 HCP, six spades
AQ543.KJ43.2.K32     | 1S 2D X P   | 2H  | 13 HCP, four hearts
# --- responder over their double of a minor or of 1♠ ----------------------------------------
# source: SAYC booklet: over their takeout double a new suit at the one level is forcing, the
#   jump raise pre-emptive; Root: the simple raise with 6-9.
32.KJ54.Q32.J432     | 1C X        | 1H  | 7 HCP, four hearts
32.432.KJ432.Q32     | 1D X        | 2D/3D | 6 HCP, five diamonds: raise (Bergen: 3D)
Q543.32.QJ432.32     | 1S X        | 3S  | 5 HCP, four spades: pre-emptive
# --- the opener after responder's one-level free bid ----------------------------------------
# source: SAYC booklet: calls keep their meaning over interference; Root: the opener raises
#   a major response with four cards, rebids 1NT balanced (their suit stopped), else his suit.
K32.KJ43.32.AQ32     | 1C 1D 1H P  | 2H  | 13 HCP, four hearts: raise
KJ3.Q32.KJ4.A432     | 1C 1D 1S P  | 1NT | 14 HCP, balanced, diamonds stopped
KJ43.32.AQ432.K2     | 1D 1H 1S P  | 2S  | 13 HCP, four spades: raise
K93.Q96.J6.AKJ97     | 1C 1D 1S P  | 2C  | 14 HCP, three spades: the raise promises four
# --- the opener after partner's 1NT over the overcall ---------------------------------------
# source: SAYC booklet (1NT after the overcall 6-10, their suit stopped); Root: the opener
#   passes a balanced minimum and rebids a six-card suit.
K32.AQ543.K32.32     | 1H 1S 1NT P | P   | 12 HCP, balanced: pass
32.AQJ543.K32.Q2     | 1H 1S 1NT P | 2H  | 12 HCP, six hearts
# --- the opener after partner's raise over the overcall -------------------------------------
# source: Root: after a single raise the opener bids game with 19+ points, tries with 17-18,
#   passes a minimum (the raise shows 6-9 as without the overcall).
AKJ43.A2.KQ32.K2     | 1S 2H 2S P  | 4S  | 20 HCP: game
AQ543.K2.K32.432     | 1S 2H 2S P  | P   | 12 HCP: minimum
# --- responder's other actions over the overcall --------------------------------------------
# source: SAYC booklet: negative doubles through 2♠ (after 1♣ (2♦) both majors); a new suit
#   at the two level is forcing (10+), at the three level forcing to game; Root: over their
#   1NT overcall a long suit of a weak hand is to play.
KJ54.QJ43.32.J32     | 1C 2D       | X   | 8 HCP, both majors
32.32.AK2.KQJ432     | 1S 2H       | 3C  | 13 HCP, six clubs, no heart stopper: forcing
AKJ54.32.Q32.432     | 1D 2H       | 2S  | 10 HCP, five spades: forcing
32.KJ9543.432.32     | 1D 1NT      | 2H  | 4 HCP, six hearts: to play
KJ54.QJ43.32.K32     | P P 1D 2C   | X   | passed hand, 10 HCP, both majors dealer=N
# --- our 1NT overcalled ---------------------------------------------------------------------
# source: SAYC booklet: after an overcall of 1NT a two-level suit is to play (not forcing).
KJ954.32.Q32.432     | 1NT 2H      | 2S  | 6 HCP, five spades: to play
32.KJ954.J32.432     | 1NT 2D      | 2H  | 5 HCP, five hearts: to play
# --- the overcaller when they stop in two of their suit ------------------------------------------
# source: Root, "Commonsense Bidding": a sound overcall short in their suit does not sell out
#   at the two level; it reopens with a takeout double for the unbid suits, as it does over
#   their new suit. A minimum overcall passes.
AQJ54.5.KJ83.A32     | 1H 1S 2H P P | X   | 15 HCP, a singleton heart: reopen  dealer=W
AQJ54.5.KJ83.532     | 1H 1S 2H P P | P   | 11 HCP: a minimum overcall passes  dealer=W
832.8643.Q54.KJ4     | 1H 1S 2H P P X P | 2S | 6 HCP, three spades: the overcaller's suit  dealer=W
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)
