"""Textbook basics: openings by seat and vulnerability, uncontested responses to 1♥ and 1♠,
and later-round judgment, each case with its source rule in the comment column.

Sources: the ACBL SAYC System Booklet (rev. 2006), Pavlicek's and Root's teaching of hand
valuation (rule of 20, rule of 15, dummy points: 5/3/1 with four trumps). The hands are our
own. Each line: hand (PBN, spades first) | auction so far, from the dealer | expected call |
source; ``vul=NS`` (none/NS/EW/both) in the comment sets the vulnerability."""

from __future__ import annotations

import pytest

from biritch.bots import suggest_call

TABLE = """
# --- openings, first and second seat ---------------------------------------------------------
AK873.KQ4.Q72.43 | -               | 1S  | SAYC General approach: five-card majors in all seats
43.AQJ52.K72.Q43 | -               | 1H  | SAYC: five-card major, 12 HCP
KQ5.A63.KJ4.Q983 | -               | 1NT | SAYC: 1NT 15-17 balanced
AQ5.KJ3.AK4.Q983 | -               | 1C  | SAYC: 18-19 balanced opens a minor, here 1C
K52.AJ3.Q74.KJ83 | -               | 1C  | SAYC: 1C with three-three or longer clubs
AJ74.K3.KQ85.J62 | -               | 1D  | SAYC: longer minor, diamonds
A3.K74.QJ65.KQ82 | -               | 1NT | SAYC: balanced 15 with 4-4 minors
AKQ4.AK3.KQ5.A94 | -               | 2C  | SAYC: strong artificial 2C
AK4.AQ5.KJ3.KQ92 | -               | 2C  | SAYC: 22+ balanced opens 2C (then 2NT)
AKJ.KQ4.AJ63.K52 | -               | 2NT | SAYC: 2NT 20-21
KQJ962.73.854.62 | -               | 2S  | SAYC: weak two, six-card suit
72.KQT965.A43.85 | -               | 2H  | SAYC: weak two in hearts
8.74.AQJ964.J832 | -               | 2D  | SAYC: weak two in diamonds
5.KQJ9762.843.72 | -               | 3H  | SAYC: three-level pre-empt, seven cards
QJT9843.5.K72.84 | -               | 3S  | SAYC: three-level pre-empt
82.5.KQT9842.J64 | -               | 3D  | SAYC: three-level pre-empt in a minor
6.QJ5.93.KQJ8764 | -               | 3C  | SAYC: three-level pre-empt in clubs
KQJ98763.5.72.84 | -               | 4S  | SAYC: four-level pre-empt, eight cards
Q8643.K72.Q95.J4 | -               | P   | Pavlicek: 8 HCP, no opening
KJ873.A4.8532.K2 | -               | 1S  | Rule of 20 (Pavlicek, Root): 11 + 5 + 4
A9852.K73.Q64.J2 | -               | P   | Rule of 20 fails: 10 + 5 + 3
AQ.KJ5.Q8643.K52 | -               | 1NT | SAYC: 1NT may hold a five-card minor
KQ.QJ4.AKJ.J9863 | -               | 1NT | SAYC: 1NT with a five-card minor, 17
AKJ5.7.KQ84.Q953 | -               | 1D  | SAYC: 1D with four-four in the minors
AK87.Q974.8.AQ63 | -               | 1C  | SAYC: no five-card major, longer minor clubs
5.AQJ73.KQ8642.2 | -               | 1D  | SAYC: the longer suit first
AKQ72.AJ863.54.4 | -               | 1S  | SAYC: higher of two five-card suits
KJ.AQ743.KQ5.Q72 | -               | 1NT | SAYC: 1NT may hold a five-card major
A2.KQ32.AQ32.K32 | -               | 1D  | SAYC: 18 balanced opens a minor, 4-4 diamonds
AQJ52.KQJ3.AK2.5 | -               | 1S  | SAYC: 20 unbalanced, one of the major
KQ4.A5.KQJ82.AJ3 | P               | 2NT | SAYC: 2NT 20-21 in second seat, five-card minor
Q87542.A3.K76.82 | P               | 2S  | SAYC: weak two in second seat, 9 HCP
QJ8643.72.A5.K82 | P               | 2S  | SAYC: weak two 5-11; rule of 20 fails (10 + 6 + 2)
8.KJ9875.K62.Q43 | P               | 2H  | SAYC: weak two, 9 HCP
AKT8642.4.52.853 | P               | 3S  | pre-empt with seven cards, 7 HCP
# --- openings by vulnerability ---------------------------------------------------------------
KJ8742.63.J5.Q72 | -               | 2S  | vul=both SAYC weak two: 7 HCP is enough vulnerable
Q98742.63.J5.Q72 | -               | 2S  | vul=none weak two non-vulnerable with 5 HCP
Q98742.63.J5.Q72 | -               | P   | vul=NS Root: vulnerable weak twos need more than 5 HCP
KT98742.6.852.Q2 | -               | P   | Bergen 2-3-4: equal vul, 3-level wants 6 tricks; 5 here
# --- openings, third and fourth seat ---------------------------------------------------------
KQJ84.72.A53.943 | P P             | 1S  | Pavlicek: third hand may open light with a good major
Q9843.K72.A3.J62 | P P             | P   | Pavlicek: light in third seat only with a good suit
AQ843.K7.Q64.J52 | P P P           | 1S  | Rule of 15 (Pearson, Pavlicek): 12 + 5 spades is 17
K4.AQ852.KJ4.863 | P P P           | 1H  | Rule of 15: 13 HCP + 2 spades is 15
4.KQ873.AJ2.Q963 | P P P           | P   | Rule of 15 fails: 12 + 1 spade is 13
QJ9842.73.K5.843 | P P P           | P   | fourth seat: no pre-empt, pass it out
AK73.K94.QJ5.J72 | P P P           | 1C  | Rule of 15: 14 HCP + 4 spades, 4-3-3-3 opens 1C
# --- responses to 1H -------------------------------------------------------------------------
Q32.K54.8643.J72 | 1H P            | 2H  | SAYC: single raise 6-10 with three trumps
K54.Q32.J765.Q43 | 1H P            | 2H  | SAYC: single raise, 8 HCP, 3 trumps
8652.K3.QJ74.K95 | 1H P            | 1S  | SAYC: new suit at the one level, 4+ cards, 6+
KQ8.QJ4.A73.9642 | 1H P            | 3H  | SAYC: limit raise 10-12 with 3+ trumps
5.KJ843.Q874.752 | 1H P            | 4H  | SAYC: 4H is five trumps, a singleton, under 10 HCP
J72.83.KQ84.Q953 | 1H P            | 1NT | SAYC: 1NT 6-10, no fit, no four spades
92.J3.AKJ853.Q74 | 1H P            | 2D  | SAYC: two-level new suit, 11+ with a long suit
73.QJ.K864.AKJ62 | 1H P            | 2C  | SAYC: 2C response, 4+ clubs, 11+ (longer minor)
KQJ84.A3.K72.Q95 | 1H P            | 1S  | SAYC: new suit forcing, not a jump shift with 15
AKQ842.A5.KQ3.72 | 1H P            | 2S  | SAYC: jump shift 17+ with a strong suit
7.T98.J62.975432 | 1H P            | P   | SAYC: under 6 points pass
84.KJ2.Q963.J852 | 1H P            | 2H  | SAYC: raise with three trumps, 7 HCP
Q7.J4.97543.8642 | 1H P            | P   | 3 HCP: pass
K7.94.Q9743.K862 | 1H P            | 1NT | SAYC: 1NT 6-10 without a fit, 8 HCP
AJ863.4.K852.Q73 | 1H P            | 1S  | SAYC: one-level new suit, five spades, 10 HCP
Q2.A75.K9643.J52 | 1H P            | 3H  | SAYC: limit raise 10-12 dummy points (10 HCP + doubleton)
T2.Q54.K87.Q9862 | 1H P            | 2H  | SAYC: minimum raise, 7 HCP
KJ65.QT87.3.Q432 | 1H P            | 3H  | Pavlicek dummy points: 8 + singleton (3) = 11: limit
Q986.Q32.K72.J54 | 1H P            | 2H  | SAYC: with support and 6-10 raise at once, ahead of 1S
# --- responses to 1S -------------------------------------------------------------------------
Q73.K842.J65.Q94 | 1S P            | 2S  | SAYC: single raise 6-10 with three trumps
73.KJ942.A84.Q65 | 1S P            | 2H  | SAYC: 2H over 1S shows five hearts, 10+
73.KJ94.Q842.J65 | 1S P            | 1NT | SAYC: 1NT 6-10, four hearts not biddable at the two level
Q9763.K4.J2.8642 | 1S P            | 2S  | SAYC: single raise with five trumps but no shortness
J8642.5.KQ873.42 | 1S P            | 4S  | SAYC: 4S is five trumps, singleton, under 10 HCP
K82.A93.K843.J52 | 1S P            | 3S  | SAYC: limit raise, 11 HCP, three trumps
2.K5.AQ8743.K965 | 1S P            | 2D  | SAYC: two-level new suit with 12 HCP and six diamonds
JT7.QJ3.8642.K32 | 1S P            | 2S  | SAYC: raise, 7 HCP, three trumps
5.QJ73.K862.9874 | 1S P            | 1NT | SAYC: 1NT 6-10 without support, 6 HCP
943.K8.AQ862.J75 | 1S P            | 3S  | SAYC: limit raise, 10 HCP + doubleton is 11 dummy points
842.Q7.8643.9752 | 1S P            | P   | SAYC: 2 HCP, pass
AK9.Q6.J972.J983 | 1S P            | 3S  | SAYC: limit raise, 11 HCP + doubleton
QT85.A3.K972.Q64 | 1S P            | 3S  | SAYC: limit raise with four trumps, 11 HCP
Q2.K3.J86542.T85 | 1S P            | 1NT | SAYC: 1NT with 6 HCP and a long minor (too weak for 2D)
T8652.Q3.K854.J2 | 1S P            | 2S  | SAYC: single raise with five trumps and no singleton
Q8652.7.K854.J92 | 1S P            | 4S  | SAYC: 4S is five trumps, a singleton, 6 HCP
7.Q8652.J8542.94 | 1H P            | 4H  | SAYC: 4H is five trumps, a singleton, 3 HCP
KJ74.A3.Q9652.84 | 1S P            | 3S  | Pavlicek: 10 HCP + doubleton: limit raise
K742.9.Q9652.J84 | 1S P            | 2S  | Pavlicek dummy points: 6 + singleton (3) = 9: raise
KJ65.QT87.3.J432 | 1H P            | 2H  | Pavlicek: 10 dummy points on shortness alone: raise
.AQ765.Q8654.KJ3 | 1H P            | 2NT | SAYC: 4H under 10 HCP; 12, five trumps, a void: Jacoby
AQ652.7.K854.J92 | 1S P            | 2D  | SAYC: 4S under 10 HCP; 10 and a singleton: new suit
KQ2.KJ2.AQ32.KJ2 | 1H P            | 2D  | SAYC: 2/1 10+ unlimited; no jump shift, even 19
AQ2.KQ32.AK2.QJ2 | 1S P            | 2C  | Soloway: no jump shift in a four-card suit; 2/1
AQ2.KQ32.K32.QJ2 | 1S P            | 2C  | SAYC: 17 with three spades: 2/1 first, game later
# --- later rounds: responder's second call ---------------------------------------------------
K852.Q4.J853.Q72 | 1H P 1S P 2H P  | P   | SAYC: responder 6-9 passes opener's minimum rebid
K2.KJ84.Q73.J943 | 1D P 1H P 1NT P | P   | Root: 1NT 12-14 plus 10 makes 22-24, no game: pass
K2.AJ84.Q73.J943 | 1D P 1H P 1NT P | 2NT | Root: 11 opposite 12-14 invites with 2NT
K2.AJ84.K73.Q943 | 1D P 1H P 1NT P | 3NT | Root: 13 opposite 12-14 bids game
K2.KJ84.Q3.J9432 | 1D P 1H P 2C P  | 3C  | Root: invitational minor raise, 10 points
K2.KJ84.Q3.A9432 | 1D P 1H P 2C P  | 3NT | Root: 13 with the unbid suit held: 3NT
T3.KJ84.Q73.J943 | 1D P 1H P 2C P  | P   | Root: a minimum responder with four clubs passes 2C
KJ9843.Q4.T73.52 | 1C P 1S P 1NT P | 2S  | SAYC: responder's rebid of a six-card suit is a sign-off
Q83.J4.Q7652.Q93 | 1S P 1NT P 2H P | 2S  | SAYC: preference to opener's first suit with three cards
Q8.J94.K7652.Q93 | 1S P 1NT P 2H P | P   | SAYC: three hearts, two spades: pass the second suit
AQ84.K72.Q3.K652 | 1D P 1S P 2D P  | 3NT | Root: 14 opposite an opening, suits held: 3NT
# --- later rounds: opener after a single raise -----------------------------------------------
K3.AQ984.KQ72.83 | 1H P 2H P       | P   | SAYC: opener with a minimum passes the single raise
K3.AQJ84.AQ72.K3 | 1H P 2H P       | 4H  | SAYC: 19 opposite 6-10 with a fit: game
AQ984.K3.KQ72.83 | 1S P 2S P       | P   | SAYC: 14, minimum: pass
AKJ84.K3.AJ72.83 | 1S P 2S P       | 3S  | SAYC: 16 + two doubletons = 18: invite
AKJ84.K3.AQ72.K3 | 1S P 2S P       | 4S  | SAYC: 20 bids game over a single raise
# --- more openings ---------------------------------------------------------------------------
A84.KQ2.AJ73.K52 | -               | 1NT | SAYC: 1NT 15-17, 4-3-3-3 with 17
KJ3.Q84.AQ2.K973 | -               | 1NT | SAYC: 1NT, 15 HCP 3-3-3-4
QJ2.AK84.KJ3.Q72 | P               | 1NT | SAYC: 1NT in second seat, 16 HCP
AJ52.KQ3.AK4.QJ2 | -               | 2NT | SAYC: 2NT 20-21 balanced with four spades
AKQ86.AK2.A3.KQ2 | -               | 2C  | SAYC: 2C with 25 and a five-card major
KQJ8753.A4.2.Q83 | -               | 1S  | SAYC: 12 HCP, seven spades: too strong to pre-empt
AQJ873.K4.82.A52 | -               | 1S  | SAYC: 14 HCP six spades: one of the major
A7.KQJ984.A52.73 | P               | 1H  | SAYC: 14 with six hearts: 1H, not a weak two
QT9863.4.AJ5.962 | -               | 2S  | SAYC: weak two, 7 HCP, decent suit
J98643.A7.K43.52 | -               | P   | Pavlicek: no weak two on a poor suit
T98643.A7.K43.52 | -               | P   | vul=none Pavlicek: no weak two on a broken suit
63.A4.KQ9874.853 | -               | 2D  | SAYC: weak two in diamonds, 9 HCP
Q3.K7.AKJ872.J54 | -               | 1D  | SAYC: 15 unbalanced, six diamonds: one of the minor
K95.AQ3.KJ862.Q4 | P               | 1NT | SAYC: 1NT with a five-card minor, 17 HCP
AQ4.KJ3.Q8.KJ962 | -               | 1NT | SAYC: 1NT with five clubs, 16 HCP
K873.AQ3.K5.Q982 | -               | 1C  | SAYC: 14 HCP 4-3-2-4 opens 1C (no five-card major)
K873.AQ32.K5.Q98 | -               | 1C  | SAYC: 4-4 majors, 2-3 minors: 1C
A9875.AK832.7.64 | -               | 1S  | SAYC: 5-5 majors: the higher suit
65.AQ875.AK832.7 | -               | 1H  | SAYC: 5-5 red suits: the higher
8.AK874.K3.QJ982 | -               | 1H  | SAYC: 5-5 hearts and clubs: the higher, 1H
K8.7.AQJ75.KJ982 | -               | 1D  | SAYC: 5-5 minors: the higher, 1D
5.Q3.KJ87542.A63 | -               | 1D  | Rule of 20: 10 + 7 + 3 is 20 opens one
5.Q3.KJ87542.963 | -               | P   | Bergen 2-3-4: equal vul, 3-level wants 6 tricks; 5 here
KQJT974.3.64.752 | P P             | 3S  | SAYC: pre-empt in third seat
AKJ875.4.982.A52 | P P P           | 1S  | Rule of 15: 12 HCP + 6 spades
2.AK8765.QJ4.J82 | P P P           | P   | Rule of 15 fails: 11 HCP + 1 spade, pass it out
# --- more responses to 1H and 1S -------------------------------------------------------------
J643.KJ2.T82.Q73 | 1H P            | 2H  | SAYC: a weak hand with support raises first, ahead of 1S
Q84.93.KJ762.A93 | 1S P            | 3S  | SAYC: limit raise: 10 HCP + doubleton is 11 dummy points
A742.3.KJ85.8642 | 1H P            | 1S  | SAYC: one-level new suit, 8 HCP and a singleton heart
8.A832.KJ93.Q652 | 1S P            | 2C  | SAYC: two-level new suit, 10 HCP, up the line
Q.K8542.J873.Q52 | 1S P            | 1NT | SAYC: 8 HCP, five hearts not enough for 2H (10+): 1NT
J7.AQT963.K4.852 | 1S P            | 2H  | SAYC: 2H with six hearts and 10 HCP
KQ3.J82.A873.J52 | 1H P            | 3H  | SAYC: limit raise 10-12 with three trumps, 11 HCP
T7654.Q8.J63.K52 | 1S P            | 2S  | SAYC: single raise, five trumps, 6 HCP, no singleton
8642.J5.Q9742.K3 | 1H P            | 1S  | SAYC: four spades with two hearts, 6 HCP
K652.T9.A8.J9832 | 1H P            | 1S  | SAYC: new suit at the one level, 8 HCP
Q52.T984.K93.A72 | 1H P            | 2H  | SAYC: four trumps, 9 HCP, no shortness: single raise
Q52.T984.K93.AJ2 | 1H P            | 3H  | SAYC: limit raise, 10 HCP, four trumps
# --- more later rounds -----------------------------------------------------------------------
8652.K3.QJ74.K95 | 1H P 1S P 1NT P | P   | Root: 9 opposite 12-14: no game, pass 1NT
8652.A3.QJ74.K95 | 1H P 1S P 1NT P | P   | Root: 10 opposite 12-14: pass
8652.A3.QJ74.KJ5 | 1H P 1S P 1NT P | 2NT | Root: 11 opposite 12-14 invites
A652.K3.QJ74.K95 | 1H P 1S P 1NT P | 3NT | Root: 13 opposite 12-14: game
Q652.K3.J874.K95 | 1H P 1S P 2H P  | P   | SAYC: responder with 8 passes opener's minimum rebid
KQ652.A3.J874.95 | 1H P 1S P 2S P  | 3S  | SAYC: 10 HCP + doubleton opposite a minimum raise invites
9652.K3.Q874.K95 | 1C P 1S P 2S P  | P   | SAYC: 8 HCP, opener's simple raise: pass
K652.A3.Q874.K95 | 1C P 1S P 2S P  | 4S  | SAYC: 12 HCP + doubleton is 13 opposite a raise: game
Q652.J3.Q874.K95 | 1D P 1S P 2D P  | P   | SAYC: responder minimum passes opener's 2D
# --- responses by a passed hand --------------------------------------------------------------
Q2.A75.K9643.J52 | P P 1H P        | 3H  | SAYC: a passed hand's limit raise, 10 HCP + doubleton
Q32.K54.8643.J72 | P P 1H P        | 2H  | SAYC: a passed hand's single raise
J72.83.KQ84.Q953 | P P 1H P        | 1NT | SAYC: a passed hand's 1NT, 8 HCP
8652.K3.QJ74.K95 | P P 1H P        | 1S  | SAYC: a passed hand's new suit, 9 HCP
Q73.K842.J65.Q94 | P P 1S P        | 2S  | SAYC: a passed hand's single raise of spades
K82.A93.K843.J52 | P P 1S P        | 3S  | SAYC: a passed hand's limit raise of spades
"""


def _cases() -> list[tuple[str, list[str], str, str, str]]:
    out = []
    for raw in TABLE.strip().splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        hand, auction, expected, note = (p.strip() for p in line.split("|"))
        vul = next((w[4:] for w in note.split() if w.startswith("vul=")), "none")
        out.append((hand, [] if auction == "-" else auction.split(), expected, vul, note))
    return out


CASES = _cases()


def test_the_basics_table_holds_at_least_150_cases() -> None:
    assert len(CASES) >= 150


@pytest.mark.parametrize(
    ("hand", "calls", "expected", "vul", "note"),
    CASES,
    ids=[f"{c[0]}|{' '.join(c[1]) or '-'}|{c[3]}" for c in CASES],
)
def test_textbook_call(hand: str, calls: list[str], expected: str, vul: str, note: str) -> None:
    s = suggest_call(hand, calls, dealer="N", vulnerable=vul)
    assert s.call == expected, f"{note}: got {s.call} ({s.explanation_en})"
