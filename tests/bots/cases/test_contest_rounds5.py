"""Contested auctions, fifth round: Jordan 2NT over their takeout double and what follows,
and the other competitive corrections of this round. Grouped by situation; each group
names its book (the SAYC booklet where it speaks, else a standard textbook). Our own hands;
line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- responder after their takeout double of partner's major ------------------------------
# source: SAYC booklet (versus opening takeout doubles: the redouble implies no fit; 2NT
#   over a major is a limit raise or better with four trumps, Jordan).
82.KJ92.AQ52.632     | 1H X | 2NT | four hearts and 10 HCP: the limit raise is 2NT
A2.J832.K4.KJ762     | 1H X | 2NT | four hearts and 12 HCP: 2NT, not the redouble
K3.8.KQ74.QJ9632     | 1S X | XX  | 12 HCP without spade support: redouble
Q32.KJ32.K5432.2     | 1H X | 2H  | 9 HCP with shape: the simple raise, not 2NT
# --- the opener after Jordan 2NT -----------------------------------------------------------
# source: Grant, ACBL Bridge Series (opener after a limit raise: game with 14+ points,
#   else three of the major); the same answer to the SAYC booklet's Jordan 2NT.
AQ865.K843.A5.82     | 1S X 2NT P | 4S  | 15 points with the fit: accept
KJ865.K84.Q52.Q2     | 1S X 2NT P | 3S  | 12 HCP and a doubleton, 13 points: sign off at three
# --- responder after the opener's sign-off -------------------------------------------------
# source: Grant: responder who showed a limit raise or better bids game with an opening hand.
82.KJ92.AQ52.A32     | 1H X 2NT P 3H P | 4H | 13 HCP and four trumps: game
82.KJ92.AQ52.632     | 1H X 2NT P 3H P | P  | 10 HCP: the limit raise was all
# --- the advancer with game values and no fit for partner's overcall ----------------------
# source: Root, "Commonsense Bidding" (a new suit by the advancer is not forcing; the
#   cue-bid of their suit is the one forcing advance: support, or a strong hand looking
#   for the best game, which then shows its suit or bids no-trump); balanced with their
#   suit stopped and more than the 2NT invitation, 3NT.
A8654.A62.4.AKT9     | 1C 1D P | 2C | 15 HCP, a singleton in partner's suit: the cue-bid
AQ654.A62.4.AKT9     | 1C 1D P 2C P 2D P | 2S | then the own suit, forcing
AJ3.82.AKJ74.KQ2     | 1C 1H P | 3NT | 17 HCP balanced, clubs stopped: game
KQ3.82.AK74.AQ72     | 1D 1H P 2D P 2H P | 3NT | no fit, diamonds stopped: 3NT, not 4H
# --- balancing over a three-level pre-empt -------------------------------------------------
# source: Lawrence on balancing (in the pass-out seat partner may hold the good hand he
#   could not show over the pre-empt); Root: shape makes up for a point.
AK42.JT752.7.QT5     | P 3D P P | X  | 10 HCP, a singleton diamond: double
KJ83.A952.4.Q862     | 3D P P   | X  | 10 HCP, both majors, a singleton: double dealer=W
KJ83.A952.42.Q86     | 3D P P   | P  | a doubleton diamond: 10 HCP is not enough dealer=W
# --- the takeout doubler after advancer's invitational jump --------------------------------
# source: Grant, ACBL Bridge Series (Bridge Basics 2: the jump answer shows 9-11 and four
#   cards; the doubler passes with a minimum and bids game with more, counting dummy points).
AJ7.2.A8432.AT82     | 1H P 2H X P 3S P | 4S  | 13 HCP and a singleton heart: game dealer=S
AQ96.Q73.Q3.KJ32     | P 1D X P 2H P    | 4H  | 14 HCP and three hearts: game dealer=S
AQ96.Q73.Q3.K932     | P 1D X P 2H P    | P   | 13 HCP, nothing more: pass the invitation dealer=S
AQ96.Q73.KJ3.K32     | P 1D X P 3C P    | 3NT | 15 HCP balanced, diamonds stopped dealer=S
# --- advancing a weak jump overcall ---------------------------------------------------------
# source: SAYC booklet (jump overcalls are weak, a weak two's values); answered as a weak
#   two opening is: game with a fit and about 16 points, a raise is pre-emptive; Bergen's
#   Law of Total Tricks: bid to the level of the trumps held together.
K82.Q73.AJ52.K93     | 1C 2H P | 3H  | 13 HCP opposite 5-10: no game, the raise competes
K82.Q73.AJ52.Q93     | 1C 2H P | 3H  | no limit-raise cue-bid opposite a weak hand
AK8.Q73.AJ52.K93     | 1C 2H P | 4H  | 17 HCP and three trumps: game
Q982.7.J9752.K93     | 1C 2S P | 4S  | four trumps and a singleton: ten trumps, the four level
KQ98.72.J975.932     | 1S 3C P | P   | three clubs: nine trumps, the three level is enough dealer=E
# --- the overcall of a weak two with a good five-card suit ---------------------------------
# source: Root, "Commonsense Bidding" (over a pre-empt overcall with what you would open and
#   a suit to play in; a five-card suit at the three level wants a sound opening hand).
87.3.AKQ96.AQ852     | 2H | 3D | 15 HCP, five-five in the minors with AKQ: overcall dealer=E
A7.3.AKQ96.Q8652     | 2S | 3D | 15 HCP and a good five-card suit dealer=E
87.3.AKJ96.Q8652     | 2S | P  | 10 HCP: not at the three level dealer=E
# --- the pass-out seat when they stop at the two level --------------------------------------
# source: Lawrence on balancing (when they stop at two, the pass-out seat competes with a
#   fair five-card suit and 8+ HCP; partner has values he could not show).
QJ632.AK86.42.Q8     | 1C P 1H P 2C P P | 2S | 12 HCP and five spades: balance dealer=E
KJ632.A86.42.Q87     | 1C P 1H P 2C P P | 2S | 10 HCP and five spades: balance dealer=E
# --- the takeout doubler of a weak two after the forced answer in a major ------------------
# source: Root, "Commonsense Bidding" (over a pre-empt bid what you expect to make); Grant,
#   ACBL Bridge Series (the doubler raises counting dummy points). The answer at the three
#   level is forced (0-11), so the raise to game needs a sound opening hand and shape.
5.K986.A9752.AK9     | P 2S X P 3H P | 4H | 14 HCP, four trumps and a singleton: game
5.K986.Q975.AK92     | P 2S X P 3H P | P  | 12 HCP: the double was all
# --- more advances: no natural call, a weak jump, an overcall of a pre-empt -----------------
# source: Root, "Commonsense Bidding" (the cue-bid is the advancer's one forcing call, for
#   any good hand with no natural bid; opposite an overcall of a pre-empt, which shows an
#   opening hand, 25 points together make game); SAYC booklet (a new suit opposite a weak
#   two, and so opposite a weak jump overcall, forces one round).
K8.KJ96.AQ97.876     | 1C 1S P       | 2C  | 13 HCP, no fit, no club stopper, no suit: cue-bid
65.2.AKQT9.AK843     | 1S 3H P       | 4D  | 17 HCP, two good minors opposite a weak jump: forcing
Q63.JT.KQ53.A932     | 2S 3H P       | 3NT | 12 HCP, spades stopped opposite an opening hand
A963.J943.A86.Q9     | P 3C 3H P     | 4H  | four trumps, 11 HCP opposite an opening dealer=E
# --- the strong takeout doubler's own suit ---------------------------------------------------
# source: Grant, ACBL Bridge Series (Bridge Basics 2: the doubler with 17+ and a suit of his
#   own bids it after partner's answer; his length in their suit does not matter).
.AK964.AQ5.KJ965     | 1H X P 1S P | 2C | 17 HCP, five clubs, a void in partner's spades
# --- the overcaller in the pass-out seat after responder's new suit -------------------------
# source: Root, "Commonsense Bidding" (the overcaller with extra values and shortness in
#   their last suit reopens with a takeout double rather than sell out at the one level).
8.AQ973.KQ85.A92     | 1C 1H 1S P P | X | 15 HCP, a singleton spade: reopen with a double
8.AQ973.KQ85.J92     | 1C 1H 1S P P | P | 11 HCP: the overcall said it all
"""


CASES = parse_table(TABLE)


test_expected_call = book_calls_test(CASES)
