"""Our side in competition, session 15: the opener's rebid after a negative double of a
two-level or jump overcall, responder's second call after the opener's jump, the opener when
his partner's response is overcalled, the re-opening double after their raise, the Law for
the opener, the boundaries of the negative double, free bids, no-trump and raises over an
overcall (the pre-emptive jump raise), responder over a takeout double (the weak jump shift),
the penalty pass of the re-opening double and our 1NT doubled or overcalled. Written from the
books before reading the code; other seats and vulnerabilities than the earlier tables. Our
own hands; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- the opener after a negative double of a two-level or jump overcall -----------------------
# source: Cohen, "Negative Doubles" (larryco.com); Seagram, "Negative Doubles": the opener
#   bids the promised suit at the cheapest level with a minimum and jumps with about 16-18;
#   without it he bids no-trump with their suit stopped, rebids a six-card suit or shows a
#   four-card minor, at the three level if he must.
2.AQ954.K43.QJ54     | 1H 2S X P     | 3C  | 12 HCP, four clubs, no stopper: the minor
2.AQ9543.K43.Q54     | 1H 2S X P     | 3H  | 11 HCP, six hearts: rebid them
KJ4.AQ954.43.Q54     | 1H 2S X P     | 2NT | 12 HCP, spades stopped: minimum no-trump
AQ54.3.KJ954.Q43     | P 1D 2H X P   | 2S  | 12 HCP, four spades: minimum dealer=W
AQ54.3.AQJ54.K43     | 1D 2H X P     | 3S  | 16 HCP, four spades: the jump vul=NS
K43.Q954.3.AKJ54     | 1C 2D X P     | 2H  | 13 HCP, four hearts
AK54.3.AKJ54.KQ4     | 1D 2C X P     | 4S  | 20 HCP, four spades: game
# --- responder after the opener's rebid --------------------------------------------------------
# source: Cohen: opposite the opener's jump (16-18) the doubler bids game with about 8+; the
#   SAYC booklet: responder's later bids are natural; Root: give preference to the opener's
#   first suit; when the opener denies the majors responder with a minimum passes.
32.KJ54.Q954.Q43     | 1D 1S X P 3H P | 4H | 8 HCP: accept
32.KJ54.J954.J43     | 1D 1S X P 3H P | P  | 6 HCP: decline
32.KJ54.Q954.J43     | 1D 1S X P 2C P | 2D | 7 HCP: preference
KJ54.QJ43.J43.32     | 1D 2C X P 2D P | P  | 8 HCP: the opener has no major
# --- the opener when his partner's response is overcalled -------------------------------------
# source: SAYC booklet: calls keep their meaning over interference; Root, "Commonsense
#   Bidding": the opener raises a major with four trumps (support points: a singleton three,
#   Goren), 2 with 13-15, 3 with 16-18; a balanced minimum with their suit stopped bids 1NT;
#   a minimum with nothing to add may pass (partner will bid again); Bergen, "Better Bidding
#   with Bergen" (the Law): with a sixth trump compete to three, with five let them have it.
K4.QJ54.432.AK54     | 1C P 1H 1S     | 2H  | 13 HCP, four hearts: raise
KJ4.Q4.KJ54.Q543     | 1D P 1H 1S     | 1NT | 12 HCP, spades stopped
Q4.KJ54.AQ954.43     | 1D P 1H 2C     | 2H  | 12 HCP, four hearts: raise
KJ54.3.AQ954.Q43     | 1D P 1S 2C     | 2S  | 12 HCP, four spades: the single raise
AQ54.3.AKJ54.Q43     | 1D P 1S 2C     | 3S  | 16 HCP, four spades, a singleton: invite
KQ54.32.AJ954.Q4     | 1D P 1H 2C     | P/2D | 12 HCP: a minimum, too weak to reverse
K4.AQ9543.K43.43     | P 1H P 2H 3C   | 3H  | 12 HCP, six hearts: nine trumps dealer=E
AQ954.K43.K43.43     | 1S P 2S 3H     | P   | 12 HCP, five spades: eight trumps
# --- the opener's competitive double after their raise ---------------------------------------
# source: Root; Cohen: when they raise their suit the opener short in it competes with a
#   double (it shows the unbid suits, here four hearts) rather than rebid a five-card minor.
3.AJ54.AQ954.K43     | 1D 1S P 2S     | X   | 14 HCP, a singleton spade, four hearts
# --- the Law for the opener once both sides have bid -----------------------------------------
# source: Bergen, "Better Bidding with Bergen" (the Law of Total Tricks): bid to the level of
#   the side's trumps (a raise of 1♦ over an overcall shows four or more); Root: game with
#   the values opposite a raise.
32.K4.AQT954.Q54     | 1D 1S 2D 2S    | 3D  | 11 HCP, six diamonds: ten trumps
K43.AQ954.32.K54     | 1H 2D 2H 3D    | P   | 12 HCP, five hearts: eight trumps
K4.AQ9543.32.K54     | 1H 2D 2H 3D    | 3H  | 12 HCP, six hearts: nine trumps vul=both
AK4.AKJ54.K3.Q54     | 1H 2C 2H 3C    | 4H  | 20 HCP: game opposite a raise
# --- the negative double: the boundaries of values and shape --------------------------------
# source: SAYC booklet: negative doubles through 2♠; Cohen: 6+ at the one level, about 8+ at
#   the two level; 1m (1♥) X four spades; 1♥ (1♠) and 1♥ (2♠) X the minors; with a five-card
#   major too weak to bid it at the two level, double; without their suit stopped, double
#   rather than bid 1NT.
Q843.32.J972.K54     | 1C 1H          | X   | 6 HCP, four spades: enough at the one level
3.J432.Q972.Q1054    | 1S 2H          | P   | 5 HCP, both minors: too weak at the two level
KJ72.43.Q54.9854     | 1D 2H          | P   | 6 HCP, four spades: too weak at the two level
432.Q3.KJ72.AJT5     | 1H 2S          | X   | 11 HCP, both minors
KJ54.43.Q54.K954     | P 1C 2H        | X   | 9 HCP, four spades over the weak jump dealer=W
3.KQ872.K954.543     | 1S 2C          | X   | 8 HCP, five hearts too weak for 2♥
432.Q4.KJ72.QT54     | 1H 1S          | X   | 8 HCP, no spade stopper: both minors
32.KJ872.Q74.943     | 1D 1S          | X   | 6 HCP, five hearts: too weak for 2♥ vul=both
# --- free bids over an overcall ---------------------------------------------------------------
# source: SAYC booklet: a new suit at the one level is forcing as without the overcall, at the
#   two level it shows 10+ (five cards); Root: over their 1NT overcall a long suit is to play.
543.QT72.J2.K954     | 1C 1D          | 1H  | 6 HCP, four hearts only: bid it
32.AQJ72.K74.J43     | 1D 1S          | 2H  | 11 HCP, five hearts: the free bid
3.AQJ72.K954.543     | 1S 2C          | 2H  | 10 HCP, five hearts: forcing
432.Q4.K94.AQJ54     | P P 1H 1S      | 2C  | 12 HCP, five clubs dealer=S
KJ9543.43.Q54.54     | 1H 1NT         | 2S  | 6 HCP, six spades: to play over their 1NT
# --- no-trump over the overcall ---------------------------------------------------------------
# source: SAYC booklet: over an overcall 1NT is 6-10, 2NT 11-12, 3NT 13-15, each with their
#   suit stopped.
Q43.KJ3.J97.Q543     | 1D 1H          | 1NT | 9 HCP, hearts stopped, three diamonds
AT4.KJ3.Q72.KJ95     | 1D 2C          | 3NT | 14 HCP, clubs stopped
KT4.Q54.AJ54.Q54     | 1C 2S          | 2NT | 12 HCP, spades stopped: invite
# --- raises over an overcall ------------------------------------------------------------------
# source: SAYC booklet: after an overcall a jump raise is pre-emptive and the cue-bid of their
#   suit is a limit raise or better; Bergen (the Law): nine trumps, the three level; five
#   trumps and a singleton, game; Root: over their Michaels cue-bid the raise competes (five
#   diamonds opposite 1♦ make nine trumps, the three level).
2.QT72.K9854.943     | 1H 1S          | 3H  | 5 HCP, four trumps: the pre-emptive jump raise
32.432.KJ954.J43     | 1D 1S          | 3D  | 5 HCP, five diamonds: the pre-emptive jump
K4.Q54.A954.Q954     | 1H 1S          | 2S  | 11 HCP, three hearts: the cue-bid raise
K54.Q54.54.AJ954     | 1H 2D          | 3D  | 10 HCP, three hearts: the cue-bid raise
2.QT872.K9854.43     | 1H 2C          | 4H  | 5 HCP, five trumps and a singleton: game
QT4.543.K972.J54     | 1S 2H          | 2S  | 6 HCP, three spades vul=NS
QT54.3.K9543.J43     | 1S 2H          | 3S  | 6 HCP, four spades: pre-emptive
32.43.KJ954.Q943     | 1D 2D          | 3D  | 6 HCP, five diamonds over Michaels: compete
# --- responder over a takeout double ---------------------------------------------------------
# source: SAYC booklet: over their takeout double a redouble shows 10+ and no fit, a new suit
#   at the one level is forcing, jump shifts are weak, a jump raise is pre-emptive; Bergen:
#   ten trumps, the four level; Root: after the redouble double their escape with four trumps.
3.KJ72.AQ54.JT54     | 1S X           | XX  | 11 HCP, one spade
KJT954.32.543.43     | 1C X           | 2S  | 4 HCP, six spades: the weak jump shift
KJ954.2.Q543.943     | 1H X           | 1S  | 6 HCP, five spades: forcing
Q43.K72.J954.943     | 1S X           | 2S  | 6 HCP, three spades
QT743.2.K9854.32     | 1S X           | 3S/4S | 5 HCP, five trumps: booklet 3S, Bergen 4S
32.432.KJ954.Q43     | 1D X           | 3D  | 6 HCP, five diamonds: pre-emptive
432.QJ93.AJ4.K54     | 1C X XX 1H P P | X   | 11 HCP, QJ93 of hearts: penalty
# --- the re-opening double and the trap pass -------------------------------------------------
# source: Cohen: with a trump stack responder passes the overcall (no penalty double) and
#   converts the opener's re-opening double; without it he bids his suit; the opener
#   re-opens with a double when short in their suit and passes with length in it.
43.K54.AQT87.J43     | 1S 2D P P X P  | P   | 10 HCP, AQT87 of diamonds: penalty
32.JT954.54.Q954     | 1S 2D P P X P  | 2H  | 3 HCP, five hearts
AJ54.KQT54.3.K43     | 1H 2D P P      | X   | 13 HCP, a singleton diamond
AQT54.K4.43.KJ94     | 1S 2C P P      | P   | 13 HCP, four clubs: pass
AJ54.3.KQT54.K43     | 1D 2H P P      | X   | 13 HCP, a singleton heart
32.K5.J543.KQT95     | 1H 2C          | P   | 9 HCP, KQT95 of clubs: the trap pass
# --- our 1NT doubled or overcalled ----------------------------------------------------------
# source: SAYC booklet: after 1NT is doubled a redouble shows values and a suit is natural,
#   to play; over their overcall a new suit at the two level is to play and at the three
#   level forcing.
JT954.432.54.Q43     | 1NT X          | 2S  | 3 HCP, five spades: run
K43.QT54.J54.K43     | 1NT X          | XX  | 9 HCP: redouble
32.43.543.QJ9854     | 1NT X          | 2C  | 3 HCP, six clubs: run vul=both
43.54.K54.AQJ954     | 1NT 2H         | 3C  | 10 HCP, six clubs: forcing
AQ954.43.K54.J54     | 1NT 2D         | 3S  | 10 HCP, five spades: forcing
# --- no-trump after the overcall, and the cue-bid Stayman -----------------------------------
# source: SAYC booklet: over their overcall of our 1NT the cue-bid asks for a major (Stayman,
#   game forcing); over an overcall responder's 2NT is 11-12 and the opener's 2NT after a
#   negative double a minimum with their suit stopped; Root: 13+ opposite a minimum is game.
KJ54.43.A54.Q954     | 1NT 2H         | 3H  | 10 HCP, four spades: the cue-bid Stayman
KJ4.AQ954.K4.Q54     | 1H 2C 2NT P    | 3NT | 15 HCP: accept the invitation
K54.AQ954.Q4.J54     | 1H 2C 2NT P    | P   | 12 HCP: a minimum
32.K4.AQ54.KJ543     | 1S 2H X P 2NT P | 3NT | 13 HCP opposite a minimum: game
# --- responder's second call, and the opener over their raise after a negative double -------
# source: SAYC booklet: responder's later bids are natural; Root: 11-12 invites with 2NT (their
#   suit stopped), 13+ bids game opposite the opener's sign-off; Cohen: after 1♣ (1♥) X (2♥)
#   the opener shows four spades at the two level with a minimum.
KJ54.32.A54.QJ54     | 1H 2C X P 2H P  | 2NT | 11 HCP, clubs stopped: invite
32.KJ54.AJ4.Q543     | 1D 1S X P 1NT P | 2NT | 11 HCP: invite
KJ54.32.AQ4.K543     | 1C 1H X 2H      | 2S  | 13 HCP, four spades
43.KJ5.A954.KQ54     | 1H 1S 2S P 3H P | 4H  | 13 HCP opposite the sign-off: game
K432.A32.KJ32.Q2     | 1S X 2NT P 3S P | 4S  | 13 HCP opposite the sign-off: game
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)
