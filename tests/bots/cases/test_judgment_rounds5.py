"""Uncontested later rounds, the game decision (fifth set): accepting a vulnerable
invitation without stretching twice, responder opposite the opener's 2NT jump, the raise of
the opener's second suit after 1NT, and responder's new suit when two suits tie. Grouped by
situation; each group names its book (the SAYC booklet where it speaks, else a standard
textbook). Our own hands; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- the opener accepting responder's invitational raise, vulnerable -----------------------
# source: SAYC booklet (the opener's single raise is a minimum, 13-15 points; responder's
#   raise to three invites, the opener bids game with the top of his range); stakes.py: the
#   vulnerable inviter already invites a point lighter, so the opener does not stretch again
#   (the same once-only stretch as 1x-1y-1NT-2NT, test_judgment_rounds.py).
K52.A532.AJ93.97     | 1D P 1H P 2H P 3H P     | P  | 12 HCP, 13 points: a minimum dealer=E vul=both
J763.AJ8643.A8.8     | P 1H P 2D P 2H P 3H P   | P  | a light opening, 10 HCP vul=both
K52.A532.AJ93.K7     | 1D P 1H P 2H P 3H P     | 4H | 15 HCP: the top, game dealer=E vul=both
# --- the opener answering responder's tabled invitation (10-12) -----------------------------
# source: SAYC booklet (responder's invitational rebids show 10-12; the opener bids game
#   with the upper part of his minimum rebid, passes a bare minimum); Root, "Commonsense
#   Bidding": responder's jump in his six-card suit is raised to game with a doubleton and
#   a sound opening.
A5.J752.K7.KQJ96     | 1C P 1S P 2C P 3S P     | 4S  | 14 HCP and two spades: game
85.J752.A7.KQJ96     | 1C P 1S P 2C P 3S P     | P   | 11 HCP: a minimum declines
K4.A3.QJ964.QJ85     | 1D P 1S P 2C P 2NT P    | 3NT | 14 HCP: accepts
K4.A3.QJ964.Q985     | 1D P 1S P 2C P 2NT P    | P   | 12 HCP: declines
# --- the opener after a single raise: six losers invite -----------------------------------
# source: Klinger, "The Modern Losing Trick Count" (the single raise shows about nine losers;
#   an opener with six invites, 24 less the two counts making nine tricks); SAYC booklet:
#   three of the major after the raise invites. A semi-balanced 14 with seven losers passes.
AKJ4.76543.Q42.A     | P P 1H P 2H P           | 3H  | 14 HCP, 6 losers, a singleton dealer=S vul=NS
AQJT3.J83.72.AQ7     | 1S P 2S P               | P   | 14 HCP, seven losers: a minimum
# --- responder after the opener's jump to 2NT (18-19) --------------------------------------
# source: SAYC booklet (1x-1y-2NT shows 18-19 balanced; 25 together for 3NT, so 7 bids
#   game); stakes.py: vulnerable a close game is bid a point lighter, so 6 (6 and 19 make 25).
J873.A92.T5.J653     | P P P 1C P 1S P 2NT P   | 3NT | 6 HCP vulnerable: game dealer=S vul=EW
JT2.T864.987.AJ4     | P P P 1D P 1H P 2NT P   | P   | 6 HCP not vulnerable: pass
# --- responder after 1x-1NT and the opener's lower second suit ------------------------------
# source: Grant, ACBL Bridge Series ("Bidding in the 21st Century"): after 1S-1NT-2H the
#   raise to 3H shows four-card support and the top of the 1NT response, counting dummy
#   points once the fit is known (Goren); with less, pass or give preference.
42.K643.KQ54.843     | 1S P 1NT P 2H P         | 3H | four trumps, 8 HCP and a doubleton
942.K643.Q54.843     | 1S P 1NT P 2H P         | P  | four trumps, 5 HCP: pass
# --- responder's invitation after the opener's six-card rebid, a suit unstopped -----------
# source: SAYC booklet (responder's 2NT or raise after a minimum rebid invites, 10-12);
#   Root, "Commonsense Bidding": 2NT wants the unbid suits stopped, and the opener's rebid
#   suit (six cards) may be raised with a doubleton honour.
AQ86.T83.KT.KT83     | 1D P 1S P 2D P          | 3D  | 12 HCP, hearts open: raise on Kx
AQ86.KT3.T2.QT83     | 1D P 1S P 2D P          | 2NT | 11 HCP, both unbid suits stopped
# --- responder with game values counted with length, after the opener's raise -------------
# source: ACBL Bridge Series (Grant): a point for each card past four counts toward game
#   values; Root, "Commonsense Bidding": with game values opposite an opening, bid a game.
AQT.Q7.T8.A87432     | P 1D P 2C P 3C P        | 3NT | 12 HCP and six clubs dealer=E
AQT.Q7.T8.Q87432     | P 1D P 2C P 3C P        | P   | 10 HCP: no game dealer=E
# --- responder's invitational jump in a good six-card minor over 1NT ----------------------
# source: SAYC booklet (1NT-3C/3D invites 3NT with a good six-card suit); the opener bids
#   3NT holding a top honour there (the suit then runs), else passes.
832.95.J2.AKJ842     | 1NT P                   | 3C  | 8 HCP and AKJxxx: invite
AQ63.AQJT.T97.K8     | 1NT P 3C P              | 3NT | the king of clubs: the suit runs
AQ63.AQJT.KT97.8     | 1NT P 3C P              | P   | no top club honour: pass
# --- responder's new suit with invitational values and two four-card suits -----------------
# source: SAYC booklet (responder's new suit is forcing one round); with two unbid four-card
#   suits the one still open at the two level is named (clubs would take the three level).
A732.A975.9.KJ74     | P 1D P 1H P 2D P        | 2S | 12 HCP, 4 spades, 4 clubs dealer=E vul=both
"""


CASES = parse_table(TABLE)


test_expected_call = book_calls_test(CASES)
