"""The later-round judgment, twelfth round: game decisions once a fit is known. Responder
whose major the opener has raised revalues as the future declarer (Goren: two points for the
sixth trump and each one after, on top of the support points), so a long suit raised bids
the game or invites where a plain count passes or only invites.
Grouped by situation; each group names its book. Our own hands; line format as in
table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- responder's six-card major raised by the opener: game -----------------------------------
# source: Goren, "Point Count Bidding" (revaluation by the bidder whose suit is raised: add
#   two points for the sixth trump and each further trump; shortness as support points);
#   SAYC booklet: opener's single raise of responder's major shows a minimum (13-15),
#   responder bids game with 13 points opposite it, invites with 11-12. Points below are
#   HCP + shortness (5/3/1 with four trumps) + two a trump past the fit's five.
KQ8543.2.Q32.J32     | 1D P 1S P 2S P | 4S  | 8 HCP, six spades, a singleton: 13 points
2.KQ8643.J32.Q32     | 1C P 1H P 2H P | 4H  | 8 HCP, six hearts, a singleton: 13
5.AJ9865.K32.432     | 1D P 1H P 2H P | 4H  | 8 HCP, six hearts, a singleton: 13
AJ8643.A2.32.432     | 1D P 1S P 2S P | 4S  | 9 HCP, six spades, a doubleton: 13
KQ9865.A.8642.32     | 1H P 1S P 2S P | 4S  | 9 HCP, six spades, singleton ace: 14
QJ8654.7.K53.Q42     | 1C P 1S P 2S P | 4S  | 8 HCP, six spades, a singleton: 13
64.KQJ654.Q53.42     | 1C P 1H P 2H P | 3H  | 8 HCP, six hearts, two doubletons: 12
KQ8543.2.Q32.J32     | 1D P 1S P 2S P | 4S  | vul=both the same vulnerable: game
# --- responder's long major raised: the invitation ---------------------------------------------
# source: Goren, "Point Count Bidding" (the same revaluation); SAYC booklet: responder
#   invites with 11-12 opposite the single raise (extra over HCP counted up to five).
KJ8643.32.Q2.J32     | 1H P 1S P 2S P | 3S  | 7 HCP, six spades, two doubletons: 11
QJ97642.3.K32.32     | 1C P 1S P 2S P | 3S  | 6 HCP, seven spades, a singleton: 11
AQ8654.2.432.J32     | 1C P 1S P 2S P | 3S  | 7 HCP, six spades, a singleton: 12
Q98654.2.K32.Q32     | 1D P 1S P 2S P | 3S  | 7 HCP, six spades, a singleton: 12
KJ9754.32.K32.32     | 1C P 1S P 2S P | 3S  | 7 HCP, six spades, two doubletons: 11
5.KJ98643.32.Q32     | 1C P 1H P 2H P | 3H  | 6 HCP, seven hearts: 11
A8654..K432.8765     | 1H P 1S P 2S P | 3S  | 7 HCP, five spades and a void: 11
KJ854..Q832.J432     | 1D P 1S P 2S P | 3S  | 7 HCP, five spades and a void: 11
KJ9643.5.Q432.32     | 1C P 1S P 2S P | 3S  | 6 HCP, six spades, singleton, doubleton: 12
KJ9643.5.Q432.32     | 1H P 1S P 2S P | 3S  | the same over 1H
AQ9654.72.J53.42     | 1D P 1S P 2S P | 3S  | 7 HCP, six spades, two doubletons: 11
6.AQ9654.J53.742     | 1C P 1H P 2H P | 3H  | 7 HCP, six hearts, a singleton: 12
6.AKT654.953.742     | 1C P 1H P 2H P | 3H  | 7 HCP, six hearts, a singleton: 12
Q7654.3.A654.K32     | 1D P 1S P 2S P | 3S  | 9 HCP, five spades, a singleton: 12
# --- responder's plain hands opposite the single raise ------------------------------------------
# source: SAYC booklet: opposite the opener's single raise responder passes with 6-10,
#   invites with 11-12 and bids game with 13+ (support points once the fit is found, Goren).
KQ854.32.Q32.J32     | 1D P 1S P 2S P | P   | 8 HCP, five spades, a doubleton: 9, pass
32.KQ86.J32.Q432     | 1C P 1H P 2H P | P   | 8 HCP, flat: pass
A97654.J32.32.32     | 1C P 1S P 2S P | P   | 5 HCP, six spades: 9, pass
K7654.3.A654.432     | 1H P 1S P 2S P | P   | 7 HCP, five spades, a singleton: 10, pass
KQ54.A32.K32.432     | 1D P 1S P 2S P | 3S  | 12 HCP, flat: invite
KQ54.A32.K32.Q32     | 1D P 1S P 2S P | 4S  | 14 HCP: game
KQ543.A3.K32.Q32     | 1C P 1S P 2S P | 4S  | 14 HCP, five spades: game
5.QJ54.KQ32.5432     | 1C P 1H P 2H P | 3H  | 8 HCP, four hearts, a singleton: 11, invite
# --- responder's long major after the opener's jump raise -------------------------------------
# source: SAYC booklet: opener's jump raise of responder's major shows 16-18 and invites;
#   responder accepts with 9 points (25 together), passes with less; Goren, "Point Count
#   Bidding": the fifth trump adds a point, the sixth and each further one two, once raised.
Q98654.2.K32.432     | 1D P 1S P 3S P | 4S  | 5 HCP, six spades, a singleton: accept
32.QJ8654.K32.32     | 1C P 1H P 3H P | 4H  | 6 HCP, six hearts, two doubletons: accept
K98643.2.Q32.432     | 1H P 1S P 3S P | 4S  | 5 HCP, six spades, a singleton: accept
Q9865.32.Q32.K32     | 1C P 1S P 3S P | 4S  | 7 HCP, five spades, a doubleton: 9, accept
K8654.32.Q32.432     | 1C P 1S P 3S P | P   | 5 HCP, five spades, a doubleton: 7, pass
QJ8643.32.32.K32     | 1D P 1S P 2S P | P   | 6 HCP, six spades: 10 opposite the single raise, pass
# --- the long major raised in a contested auction ---------------------------------------------
# source: Goren, "Point Count Bidding": the revaluation of a raised suit holds whoever
#   bids (the sixth trump and each further one two points); Root, "Commonsense Bidding":
#   the free raise shows values, so a long suit raised bids on. Their overcall is not ours
#   to judge here: where the competitive raise reads weaker than the book's 13-15, the
#   invitation and the game are both allowed.
KQ8643.2.K32.432     | 1C P 1S 2H 2S P | 3S/4S | 8 HCP, six spades, a singleton: at least invite
KQ8643.2.K32.432     | 1D 1H 1S P 2S P | 3S/4S | the same after their overcall
98643.2.Q32.K432     | 1C P 1S 2H 2S P | P     | 5 HCP, five spades: pass
AKJ8743.5.KQ3.32     | 1S 2H 2S P      | 3S/4S | opener, 13 HCP, seven spades, a singleton
AKQ8743.5.AQ3.32     | 1S 2H 2S P      | 4S    | opener, 15 HCP, seven spades, a singleton: game
AQJ863.5.KQ3.432     | 1S 2C 2S P      | P     | opener, 12 HCP, six spades: no game opposite 6-10
# --- the opener's own long major raised, later rounds -----------------------------------------
# source: Goren, "Point Count Bidding": the opener revalues after the raise; Root,
#   "Commonsense Bidding": a six-card suit raised on the second round plays game with values.
AKJ8643.5.KQ3.32     | 1S P 2S P | 4S  | 13 HCP, seven spades, a singleton: game
AQ8643.K2.KJ3.32     | 1S P 1NT P 2S P 3S P | 4S | 13 HCP, six spades: accept
5.AK1054.32.Q5432    | 1S P 2H P 3H P | 4H  | responder's two-over-one raised: game
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)
