"""Textbook cases for no-trump and Stayman, the strong 2♣, pre-empts and slam bidding.

Written for this project from the rules of the ACBL SAYC System Booklet (revised 2006; cited
as "SAYC: <section>") and, where the booklet is silent, from a named standard text: Audrey
Grant, "Bidding in the 21st Century" (ACBL Bridge Series, cited "ACBL Bidding"), Audrey Grant,
"Commonly Used Conventions in the 21st Century" (cited "ACBL Conventions"), Marty Bergen,
"Points Schmoints!" (cited "Bergen"), Eddie Kantar, "Roman Keycard Blackwood / Bridge
Conventions" (cited "Kantar"). The system has no transfers (see test_bidding_table.py), so
1NT–2♥/2♠/2♦ are weak sign-offs and 1NT–3♥/3♠ five-card game forces.

Choices where common practice varies, said once here:
- Stayman is used with a four-card major whatever the shape, 4-3-3-3 included, with 8+ HCP
  opposite 1NT (ACBL Bidding: "with 8 or more points and a four-card major, use Stayman").
- After 2♣–2♦–2♥/2♠ the second negative is 3♣ (the cheaper minor, ACBL Conventions); over
  3♣ it is 3♦.
- Opposite a weak two 2NT asks for a feature (SAYC: "2NT response is forcing and asks opener
  to show a feature (A or K) with a maximum; with a minimum opener rebids his suit"); a new
  suit is forcing (SAYC: "a new suit is forcing"); a raise is pre-emptive.
- Pre-empts follow the rule of 2-3-4 (Bergen; ACBL Bidding): down at most two tricks vulnerable
  against not, three at equal vulnerability, four not vulnerable against vulnerable; third
  seat a trick lighter; no weak pre-empt in fourth seat.
- Blackwood and the king ask (SAYC: "Blackwood 4NT; 5NT asks for kings"; replies step by
  step, 5♣/6♣ = 0 or 4).

Each line: hand (PBN, spades first) | auction so far from the dealer (N unless said) |
expected call | comment with the source; ``dealer=E``, ``vul=NS`` (none/NS/EW/both) and
``ps=60,0`` settings as in test_bidding_table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# === no-trump: opener after the invitational 2NT ==========================================
# source: Grant (ACBL Bridge Series, Bidding in the 21st Century): opener passes 2NT with 15,
#   bids 3NT with 16-17; a five-card suit's length point (Goren) makes 15 worth 16
AKJ72.KJ3.83.AT5      | 1NT P 2NT P     | 3NT | 16 HCP: accepts
AJ2.K963.K532.KQ      | 1NT P 2NT P     | 3NT | 16 HCP balanced: accepts
AQ2.K93.KJ532.Q2      | 1NT P 2NT P     | 3NT | 15 HCP and five diamonds: accepts
AQ2.K963.K532.K2      | 1NT P 2NT P     | P   | 15 HCP, no five-card suit: declines
# === no-trump: responses to 1NT ===============================================================
J42.Q53.J842.753      | 1NT P           | P   | SAYC 1NT: 0-7 balanced, pass
Q53.J42.8642.K53      | 1NT P           | P   | SAYC 1NT: 6 HCP, no game
Q842.J53.8642.K3      | 1NT P           | P   | ACBL Bidding: Stayman needs 8+
K53.Q42.K842.J53      | 1NT P           | 2NT | SAYC 1NT: 2NT invitational, 8-9
K53.QJ2.Q842.J53      | 1NT P           | 2NT | SAYC 1NT: 2NT invitational, 8-9
K53.Q42.A842.J53      | 1NT P           | 3NT | SAYC 1NT: 10-15 balanced, 3NT
KQ3.A42.K842.Q53      | 1NT P           | 3NT | SAYC 1NT: 14, 3NT
KQ3.A42.K842.KQ3      | 1NT P           | 4NT | SAYC 1NT: 4NT quantitative, 16-17
AQ3.A42.K842.KQ3      | 1NT P           | 6NT | ACBL Bidding: 18-19 opposite 15-17, 6NT
AK3.AQ2.KQ42.AQ3      | 1NT P           | 7NT | ACBL Bidding: 22+ opposite 15-17, 7NT
K842.Q53.K42.J53      | 1NT P           | 2C  | ACBL Bidding: Stayman, 4-3-3-3 too
KJ42.A53.K42.Q53      | 1NT P           | 2C  | ACBL Bidding: Stayman with 4-3-3-3 and game values
Q53.KJ42.K42.Q53      | 1NT P           | 2C  | ACBL Bidding: four hearts, 4-3-3-3
K842.QJ53.42.K53      | 1NT P           | 2C  | SAYC 1NT: Stayman with both majors
K8642.KJ53.Q2.53      | 1NT P           | 2C  | ACBL Bidding: 5-4 majors, invitational
AQ864.KJ53.42.K3      | 1NT P           | 2C  | ACBL Bidding: 5-4 majors, game values
J8642.Q53.842.53      | 1NT P           | 2S  | SAYC 1NT (no transfers): weak sign-off
53.J8642.Q42.853      | 1NT P           | 2H  | weak sign-off in hearts
53.J42.Q98642.53      | 1NT P           | 2D  | weak sign-off in diamonds
AQ864.K53.K42.53      | 1NT P           | 3S  | SAYC 1NT (no transfers): 3M five cards, game forcing
53.AQ864.K42.K53      | 1NT P           | 3H  | five hearts, game forcing
53.KQ8642.A42.53      | 1NT P           | 4H  | ACBL Bidding: six-card major, game values: game
53.42.AKQ842.853      | 1NT P           | 3NT | ACBL Bidding: a long running minor plays 3NT
53.842.AKQJ42.53      | 1NT P           | 3NT | running diamonds, 10 HCP
42.853.53.AKQ952      | 1NT P           | 3NT | running clubs, 9 HCP
# Pavlicek: count tricks, not points, with a solid suit; 4NT quantitative shows an even hand
AJT.7.AKQJ7652.J      | 1NT P           | 3NT | issue 16: running diamonds with 16 HCP: 3NT, not 4NT
K2.7.AKQ8652.Q84      | 1NT P           | 3NT | running diamonds, 14 HCP and a singleton
Q42.K.J2.AKQ8652      | 1NT P           | 3NT | running clubs, 16 HCP: tricks, no quantitative 4NT
K53.Q42.K842.J53      | 1NT P           | P   | ps=60,0 1NT is game already
K53.Q42.K842.J53      | 1NT P           | 2NT | ps=40,0 2NT is game with the part-score
# === Stayman: opener's replies ================================================================
AK42.KQ3.J42.K53      | 1NT P 2C P      | 2S  | SAYC Stayman: four spades
AK42.KQ53.J4.K53      | 1NT P 2C P      | 2H  | SAYC Stayman: both majors, hearts first
AK4.KQ3.J842.K53      | 1NT P 2C P      | 2D  | SAYC Stayman: no four-card major
AK4.KQ53.J42.K53      | 1NT P 2C P      | 2H  | SAYC Stayman: four hearts
KQ4.A53.KQ42.AK3      | 2NT P 3C P      | 3D  | SAYC 2NT: Stayman at the three level
KQ42.A53.KQ4.AK3      | 2NT P 3C P      | 3S  | SAYC 2NT: four spades
# === Stayman: responder's second call ========================================================
K842.Q53.K42.J53      | 1NT P 2C P 2D P | 2NT | ACBL Bidding: no fit, invitational 2NT
KJ42.A53.K42.Q53      | 1NT P 2C P 2D P | 3NT | ACBL Bidding: no fit, game values
K842.Q53.K42.J53      | 1NT P 2C P 2S P | 3S  | ACBL Bidding: fit, invitational raise
KJ42.A53.K42.Q53      | 1NT P 2C P 2S P | 4S  | ACBL Bidding: fit, game
K842.Q53.K42.J53      | 1NT P 2C P 2H P | 2NT | ACBL Bidding: spades, no heart fit, invitational
KJ42.A53.K42.Q53      | 1NT P 2C P 2H P | 3NT | no heart fit, game values
53.KJ42.K42.Q853      | 1NT P 2C P 2S P | 2NT | hearts, no spade fit, invitational
53.AJ42.K42.KQ53      | 1NT P 2C P 2S P | 3NT | hearts, no spade fit, game values
K8642.KJ53.Q2.53      | 1NT P 2C P 2D P | 2S  | ACBL Conventions: 2♠ five spades, invitational
AQ864.KJ53.42.K3      | 1NT P 2C P 2D P | 3S  | ACBL Conventions: 3♠ five spades, game forcing
AQ864.KJ53.42.K3      | 1NT P 2C P 2H P | 4H  | heart fit found, game
K8642.KJ53.Q2.53      | 1NT P 2C P 2H P | 3H  | heart fit, invitational
K842.QJ53.42.K53      | 1NT P 2C P 2H P | 3H  | heart fit, invitational
K842.QJ53.42.A53      | 1NT P 2C P 2H P | 4H  | heart fit, game
K842.QJ53.42.K53      | 1NT P 2C P 2D P | 2NT | both majors, no fit, invitational
# === Stayman: opener's third call =============================================================
AK4.KQ3.Q842.K53      | 1NT P 2C P 2D P 2NT P | 3NT | ACBL Bidding: maximum accepts
AK4.KQ3.J842.Q53      | 1NT P 2C P 2D P 2NT P | P   | ACBL Bidding: minimum declines
AK42.KQ3.Q42.K53      | 1NT P 2C P 2S P 3S P  | 4S  | maximum accepts the raise
AK42.KQ3.J42.Q53      | 1NT P 2C P 2S P 3S P  | P   | minimum declines the raise
AK4.KQ53.Q42.K53      | 1NT P 2C P 2H P 2NT P | 3NT | no spades, maximum
AK4.KQ53.J42.Q53      | 1NT P 2C P 2H P 2NT P | P   | no spades, minimum
AK4.KQ53.Q42.K53      | 1NT P 2C P 2H P 3H P  | 4H  | maximum accepts the raise
AK4.KQ53.J42.Q53      | 1NT P 2C P 2H P 3H P  | P   | minimum declines the raise
AK4.K53.KJ42.K53      | 1NT P 2C P 2D P 2S P  | 4S  | ACBL Conventions: three spades, maximum
A4.KQ3.KJ42.KJ53      | 1NT P 2C P 2D P 2S P  | 3NT | two spades, maximum: 3NT
A4.KQ3.KJ42.Q853      | 1NT P 2C P 2D P 2S P  | P   | two spades, minimum: pass the invitation
AK4.Q53.KJ42.Q53      | 1NT P 2C P 2D P 3S P  | 4S  | ACBL Conventions: three spades, the major game
A4.KQ3.KJ42.Q853      | 1NT P 2C P 2D P 3S P  | 3NT | two spades: 3NT
AK4.KQ53.Q42.K53      | 1NT P 2C P 2H P 4H P  | P   | game reached
# === no-trump: responses to 2NT and continuations =============================================
J53.842.8642.853      | 2NT P           | P   | SAYC 2NT: 0-3 pass
K53.Q42.8642.J53      | 2NT P           | 3NT | SAYC 2NT: 4-10 balanced, 3NT
K842.Q53.842.J53      | 2NT P           | 3C  | SAYC 2NT: Stayman with a four-card major
Q8642.Q53.842.53      | 2NT P           | 3S  | five spades: game forcing
53.KJ8642.842.53      | 2NT P           | 4H  | six hearts: game
KJ3.A42.Q842.Q53      | 2NT P           | 4NT | ACBL Bidding: 11-12 quantitative
KQ3.A42.Q842.Q53      | 2NT P           | 6NT | ACBL Bidding: 13-15, 6NT
K842.Q53.842.J53      | 2NT P 3C P 3S P | 4S  | fit found: game
K842.Q53.842.J53      | 2NT P 3C P 3D P | 3NT | no fit: 3NT
K842.Q53.842.J53      | 2NT P 3C P 3H P | 3NT | no spade fit: 3NT
AKQ.KQ3.AJ42.Q53      | 2NT P 4NT P     | 6NT | maximum accepts the quantitative raise
# === no-trump: Stayman after a 1NT overcall (systems on) ======================================
KQ842.KJ53.42.53      | 1D 1NT P        | 2C  | systems on over a 1NT overcall: Stayman
AK3.KQ42.KJ3.Q53      | 1D 1NT P 2C P   | 2H  | the overcaller answers Stayman
A53.KQ4.KJ3.Q853      | 1D 1NT P 2C P   | 2D  | no four-card major
KQ842.KJ53.42.53      | 1D 1NT P 2C P 2D P | 2S | five spades, invitational
KQ842.KJ53.A2.53      | 1D 1NT P 2C P 2D P | 3S | five spades, game forcing
J8642.Q53.842.53      | 1D 1NT P        | 2S  | weak sign-off over the overcall
# === strong 2♣: responses =====================================================================
KQJ42.53.K42.853      | 2C P            | 2S  | SAYC 2♣: positive, five-card suit, two top honours
53.842.AQJ42.K53      | 2C P            | 3D  | SAYC 2♣: positive in diamonds
53.853.K42.AKJ42      | 2C P            | 3C  | SAYC 2♣: positive in clubs
K53.Q42.K842.J53      | 2C P            | 2NT | SAYC 2♣: 2NT 8+ balanced
J53.Q842.8642.53      | 2C P            | 2D  | SAYC 2♣: 2♦ waiting
53.J8642.Q842.K5      | 2C P            | 2D  | poor suit: waiting
# === strong 2♣: opener's rebids ===============================================================
AKQ842.AK3.AQ2.3      | 2C P 2D P       | 2S  | SAYC 2♣: suit rebid natural
AK3.AQ3.KQJ2.AQ3      | 2C P 2D P       | 3NT | SAYC 2♣: 3NT 25-27 balanced
AK3.AQ3.KQJ2.KJ3      | 2C P 2D P       | 2NT | SAYC 2♣: 2NT 22-24, not forcing
A3.AKQJ42.AK2.K3      | 2C P 2D P       | 2H  | natural
A3.K2.AKQJ42.AK3      | 2C P 2D P       | 3D  | natural
# === strong 2♣: responder's second call ======================================================
53.J8642.8642.53      | 2C P 2D P 2S P  | 3C  | ACBL Conventions: cheaper minor, second negative
J842.53.8642.853      | 2C P 2D P 2H P  | 3C  | second negative (2♠ would show five)
K53.Q842.8642.53      | 2C P 2D P 2S P  | 3S  | support with some values: raise
53.Q842.K842.Q53      | 2C P 2D P 2H P  | 3H  | four trumps and values: raise
53.KJ8642.842.53      | 2C P 2D P 2S P  | 3H  | natural, six hearts
53.Q842.K842.Q53      | 2C P 2D P 2S P  | 2NT | natural, values, no fit
53.842.J8642.853      | 2C P 2D P 3C P  | 3D  | second negative over 3♣
K53.Q42.8642.J53      | 2C P 2D P 2NT P | 3NT | SAYC 2♣: after 2NT systems on, game
J53.842.8642.853      | 2C P 2D P 2NT P | P   | SAYC 2♣: 2NT may be passed
K842.Q53.842.853      | 2C P 2D P 2NT P | 3C  | SAYC 2♣: systems on, Stayman
J53.842.8642.853      | 2C P 2D P 3NT P | P   | 25-27 opposite nothing
# === strong 2♣: continuations ================================================================
AKQJ42.AK3.A2.K3      | 2C P 2D P 2S P 3C P | 4S | game in hand after the second negative
A3.AKQJ42.AK2.K3      | 2C P 2D P 2H P 3C P | 4H | game in hand after the second negative
53.J8642.8642.53      | 2C P 2D P 2S P 3C P 3S P | P | the second negative may pass a non-forcing 3M
53.Q842.K842.Q53      | 2C P 2D P 2H P 3H P 4H P | P | game reached
# === pre-empts: weak two openings, by seat and vulnerability ==================================
KQJ852.53.842.53      | -               | 2S  | SAYC weak twos: 5-11, good six-card suit
53.AQ9852.842.53      | -               | 2H  | SAYC weak twos
53.842.KQT852.53      | -               | 2D  | SAYC weak twos
AQJ852.53.K42.53      | -               | 2S  | 10 HCP, rule of 20 fails
53.AQT852.K42.53      | -               | 2H  | vul=both good suit vulnerable
QJ8652.53.842.K3      | -               | 2S  | not vulnerable: a fair suit will do
QJ8652.53.842.K3      | -               | P   | vul=NS vulnerable: the suit is too poor
KQJ852.53.842.53      | P               | 2S  | dealer=E second seat like first
KQJ852.53.842.53      | P P             | 2S  | third seat
QJT852.53.842.53      | P P             | 2S  | vul=EW third seat, favourable: lighter
QJT852.53.842.53      | -               | P   | vul=NS first seat unfavourable: too light
KQJ852.53.842.53      | P P P           | P   | SAYC: no weak two in fourth seat
53.842.KQT852.53      | P P P           | P   | no weak two in fourth seat
32.32.432.AKJ987      | -               | P   | SAYC: no weak 2♣ (strong 2♣ only)
KQJ852.Q842.2.53      | -               | P   | ACBL Bidding: not with four of the other major
# === pre-empts: three- and four-level openings ================================================
KQJ9852.53.42.53      | -               | 3S  | rule of 2-3-4: six tricks at equal vulnerability
KQJ9852.53.42.53      | -               | P   | vul=NS rule of 2: six tricks too few
KQJ9852.53.42.53      | -               | 3S  | vul=EW favourable
KQJ9852.53.42.53      | -               | 3S  | vul=both equal vulnerability: three down at most
KQJ9852.A3.42.53      | -               | 3S  | vul=NS seven tricks: three vulnerable
QJ98652.53.42.53      | -               | 3S  | vul=EW rule of 4: five tricks at favourable
QJ98652.53.42.53      | -               | P   | five tricks at equal vulnerability: too few
QJ98652.53.42.53      | P P             | 3S  | third seat: a trick lighter
53.42.KQJ9852.53      | -               | 3D  | three of a minor
53.42.53.AQJ9852      | -               | 3C  | three clubs
2.KQJ9852.K42.53      | -               | 3H  | seven hearts, seven tricks
KQJ98652.53.2.53      | -               | 4S  | eight cards, seven tricks, equal vulnerability
KQJ98652.53.2.53      | -               | 3S  | vul=NS vulnerable against not: one level lower
2.KQJT8652.53.53      | -               | 4H  | eight hearts
KQJ9852.53.42.53      | P P P           | P   | no pre-empt in fourth seat
KQJ9852.A3.A2.53      | -               | 1S  | an opening hand opens one
# === pre-empts: responses =====================================================================
A53.A42.KQ842.K3      | 2S P            | 4S  | SAYC weak twos: raise to game with values and a fit
A53.K42.AQ4.K853      | 2H P            | 4H  | game values, three trumps
AK53.K42.AQ42.53      | 2H P            | 4H  | game values, three trumps
K53.2.AQ842.K853      | 2H P            | P   | no fit, no game
Q853.53.8642.K53      | 2S P            | 3S  | SAYC: the raise is pre-emptive
Q8532.53.86423.3      | 2S P            | 4S  | five trumps and shape: pre-emptive game raise
A3.KQ42.AK842.53      | 2S P            | 2NT | SAYC: 2NT forcing, asks for a feature
AK4.K3.AQ842.853      | 2H P            | 2NT | game interest with a doubleton: ask
A3.AKQJ42.K42.53      | 2S P            | 3H  | SAYC: new suit forcing
AKJ53.A42.42.K53      | 2D P            | 2S  | SAYC: new suit forcing
AQ3.KJ4.42.AKQ53      | 2D P            | 3NT | stoppers and game values: 3NT
A53.K42.AKJ2.853      | 3H P            | 4H  | tricks for game opposite a pre-empt
AK3.KQ42.A842.53      | 3C P            | 3NT | ACBL Bidding: stoppers, 3NT
K42.Q953.Q842.53      | 3S P            | P   | no game opposite a pre-empt
K42.AQ53.QJ42.53      | 3D P            | P   | no game
AKQJ52.K2.A32.53      | 3D P            | 3S  | ACBL Bidding: a new suit below game is forcing
2.AKQJ52.A32.532      | 3S P            | 4H  | own major at game level, no fit: to play
A2.KQJ852.A32.53      | 3S P            | 4S  | a doubleton opposite seven: raise
3.K53.KQJ8652.K2      | 3D P 3S P       | 4D  | no support for the new suit: rebid the suit
K3.K53.KQJ8652.2      | 3D P 3S P       | 4S  | ACBL Bidding: a doubleton honour is support
# === pre-empts: opener's continuations ========================================================
KQJ852.53.842.53      | 2S P 2NT P      | 3S  | SAYC: minimum, rebid the suit
AQJ852.53.K42.53      | 2S P 2NT P      | 3D  | SAYC: maximum, show the feature
AQJ852.K53.84.53      | 2S P 2NT P      | 3H  | SAYC: maximum, feature in hearts
AKQ852.53.842.53      | 2S P 2NT P      | 3NT | SAYC: solid suit, 3NT
KQJ852.K53.842.3      | 2S P 3H P       | 4H  | SAYC: new suit forcing, three-card support: raise
KQJ852.3.842.K53      | 2S P 3H P       | 3S  | no support: rebid the suit
Q53.53.KQJ852.53      | 2D P 2S P       | 3S  | support for the forcing new suit
3.K53.KQJ852.853      | 2D P 2S P       | 3D  | no support: rebid the suit
KQJ852.53.842.53      | 2S P 3S P       | P   | the pre-emptive raise is never bid on
KQJ852.53.842.53      | 2S P 4S P       | P   | game reached
# === pre-empts: responder's continuations =====================================================
A3.KQ42.AK842.53      | 2S P 2NT P 3S P | P   | minimum opposite: stop
A3.KQ42.AK842.53      | 2S P 2NT P 3D P | 4S  | maximum with a diamond feature: game
AK4.K3.AQ842.853      | 2H P 2NT P 3S P | 4H  | maximum: game
AK4.K3.AQ842.853      | 2H P 2NT P 3H P | P   | minimum: stop
# === slam: Blackwood replies ===================================================================
KQ53.K42.A842.53      | 1S P 3S P 4NT P | 5D  | SAYC Blackwood: one ace
KQ53.A42.A842.53      | 1H P 3H P 4NT P | 5H  | SAYC Blackwood: two aces
K53.KQ42.K842.Q3      | 1H P 3H P 4NT P | 5C  | SAYC Blackwood: none
A53.KQ42.A842.A3      | 1H P 3H P 4NT P | 5S  | SAYC Blackwood: three aces
# === slam: the asker places the contract =======================================================
AKQJ52.KQ2.A2.K3      | 1S P 3S P 4NT P 5C P | 5S | SAYC Blackwood: two aces missing, stop at five
AKQJ52.KQ2.A2.K3      | 1S P 3S P 4NT P 5D P | 6S | one ace missing: small slam
AKQJ52.KQ2.A2.K3      | 1S P 3S P 4NT P 5H P | 5NT | SAYC: all the aces, 5NT asks for kings
AKQJ52.KQ2.A2.A3      | 1S P 3S P 4NT P 5D P | 5NT | SAYC: 5NT asks for kings with all the aces
KQ3.KQJ852.A2.K3      | 1H P 3H P 4NT P 5D P | 5H | two aces missing: stop at five
KQ3.KQJ852.A2.K3      | 1H P 3H P 4NT P 5H P | 6H | one ace missing: small slam
AKQJ52.A2.KQ3.K3      | 1S P 2H P 4NT P 5C P | 5S | 5♣ is artificial: stop in spades
A3.K2.KQ.KQJ8652      | 1C P 3C P 4NT P 5C P | P  | clubs agreed: 5♣ is the contract
# === slam: the king ask =========================================================================
KQ53.K42.A842.53      | 1S P 3S P 4NT P 5D P 5NT P | 6H | SAYC: 5NT, two kings
KQ53.A42.A842.53      | 1H P 3H P 4NT P 5H P 5NT P | 6D | SAYC: 5NT, one king
Q853.QJ2.A842.Q3      | 1S P 3S P 4NT P 5D P 5NT P | 6C | SAYC: 5NT, no king
KQ53.KQ2.A842.K3      | 1S P 3S P 4NT P 5D P 5NT P | 6S | SAYC: 5NT, three kings
AKQJ52.KQ2.A2.A3      | 1S P 3S P 4NT P 5D P 5NT P 6H P | 7S | all the kings: the grand slam
AKQJ52.KQ2.A2.A3      | 1S P 3S P 4NT P 5D P 5NT P 6D P | 6S | a king missing: small slam
# === slam: quantitative =========================================================================
AK4.KQ3.J842.Q53      | 1NT P 4NT P     | P   | SAYC 1NT: minimum declines the quantitative raise
AK4.KQ3.Q842.K53      | 1NT P 4NT P     | 6NT | maximum accepts
# === slam: values found in any round (Goren's count as ACBL Bidding teaches it: 33 points
# together for a small slam; with a fit the strong hand asks for aces first, SAYC Blackwood) ===
AKQJ82.A5.KQ4.K3      | 1S P 3S P       | 4NT | ACBL Bidding: 22 opposite a limit raise: aces
AKJ982.A5.Q54.K3      | 1S P 3S P       | 4S  | ACBL Bidding: 21 points opposite 10-12, game only
AK62.K53.Q4.AJ62      | 1D P 1S P 3S P  | 4NT | ACBL Bidding: 15 and a fit vs 16-18: aces
KQ93.A6.K8.AQ642      | 1NT P 2C P 2S P | 4NT | SAYC Blackwood: Stayman fit, 17 vs 15-17
K853.A6.K84.Q642      | 1NT P 2C P 2S P | 4S  | ACBL Bidding: fit, game values only
AQ4.K2.KQJ5.AQ32      | 1H P 1S P 1NT P | 6NT | ACBL Bidding: 20 even vs 12-14: 6NT
AQ4.K2.KQ75.Q532      | 1H P 1S P 1NT P | 3NT | ACBL Bidding: 16 opposite 12-14: game only
AJ53.T763.K52.AK      | P 1C P 1H P 2D P | 6NT | dealer=E ACBL Bidding: 15 even vs a reverse
AJ53.T763.K52.A4      | P 1C P 1H P 2D P | 3NT | dealer=E ACBL Bidding: 12 opposite a reverse: game
K7.AKQJ9.A.AJT93      | 1D P 2H P 2NT P | 6NT | ACBL Bidding: 22 opposite an opening: slam
K7.AKQJ9.A.JT932      | 1D P 2H P 2NT P | 3NT | ACBL Bidding: 18 opposite 10-15: game, no slam
# === slam: Gerber (SAYC booklet: 4♣ over a 1NT or 2NT opening asks for aces; replies 4♦ 0/4,
# 4♥ 1, 4♠ 2, 4NT 3; here the asker holds a long major and places the contract) ===========
A2.KQJ9842.A5.K3      | 1NT P           | 4C  | SAYC Gerber: long major, slam values
AKQ9842.A2.K5.K3      | 2NT P           | 4C  | SAYC Gerber over 2NT
KQ5.KJ7.KQ32.KJ4      | 1NT P 4C P      | 4D  | SAYC Gerber: no ace
KQ5.A87.KQ32.K54      | 1NT P 4C P      | 4H  | SAYC Gerber: one ace
KQ5.A87.KQ32.A54      | 1NT P 4C P      | 4S  | SAYC Gerber: two aces
A85.A87.AQ32.J54      | 1NT P 4C P      | 4NT | SAYC Gerber: three aces
AQ5.A87.AQ32.AJ4      | 2NT P 4C P      | 4D  | SAYC Gerber: four aces, as none
A2.KQJ9842.A5.K3      | 1NT P 4C P 4H P | 6H  | Gerber: one ace missing, small slam
A2.KQJ9842.K5.K3      | 1NT P 4C P 4H P | P   | Gerber: two aces missing, 4H is the contract
KQ5.A87.KQ32.K54      | 1NT P 4C P 4H P 5H P | P | the asker placed the contract
"""


CASES = parse_table(TABLE)


def test_the_table_is_large_enough() -> None:
    assert len(CASES) >= 150


test_expected_call = book_calls_test(CASES)
