"""A table of expected calls, written from the principles of the SAYC booklet (within this
system's scope: no transfers, no Jacoby 2NT, no negative doubles), and rubber-score cases.

Each line: hand (PBN, spades first) | auction so far, from the dealer | expected call
| optional settings: ``dealer=E``, ``vul=NS`` (none/NS/EW/both), ``ps=60,0`` (NS, EW
part-scores below the line)."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- openings -----------------------------------------------------------------------------
AKQ2.K32.54.QJ32      | -               | 1NT | 15 balanced
AKJ54.K32.Q4.K32      | -               | 1NT | 16, 5-3-3-2 with a five-card major
KQ32.A2.KJ32.Q32      | -               | 1NT
K2.AQ2.KJ32.Q432      | -               | 1NT
AK32.32.KQ32.A32      | -               | 1NT
Q3.K32.KQ432.AJ2      | -               | 1NT | five-card minor
AKJ54.KQ32.4.K32      | -               | 1S  | unbalanced 16
AQ2.KQ3.AJ32.KQ2      | -               | 2NT
AK32.AQ3.KQ32.K2      | -               | 2NT
KQ.AQJ.KQ32.AJ32      | -               | 2C  | 22 balanced
AKQJ2.AKQ2.A2.K2      | -               | 2C
AK2.K32.AK54.AQ2      | -               | 2C
A9832.K7.A54.832      | -               | P   | 11, rule of 20 fails
A9832.K7.A5432.2      | -               | 1S  | rule of 20, higher of 5-5
KJ654.AQ987.3.K2      | -               | 1S
K8.AQ987.KJ654.2      | -               | 1H  | higher of 5-5
AQ.KJ987.AKQ65.2      | -               | 1H
A432.KQ32.K32.32      | -               | 1D  | 4-4-3-2: three diamonds, two clubs
A432.KQ32.32.K32      | -               | 1C
AQ3.K32.Q432.K32      | -               | 1D
AQ3.K32.K32.Q432      | -               | 1C
AQ3.K2.K432.Q432      | -               | 1D  | 4-4 minors
32.K32.KQ432.AJ2      | -               | 1D
AKQ32.32.KQ2.A32      | -               | 1S
A2.KQ32.AQ32.K32      | -               | 1D  | 18 balanced
32.A432.AK32.Q32      | -               | 1D
Q32.A432.K2.K432      | -               | 1C  | 12 with rule of 20
AJ2.Q2.K5432.Q32      | -               | 1D
2.AKJ32.KQ432.32      | -               | 1H
AK432.2.KQ432.32      | -               | 1S
AK4.2.KQ432.5432      | -               | 1D
KQ2.2.KQ432.K432      | -               | 1D
32.2.KQ5432.AJ32      | -               | 1D  | rule of 20 with 10
AKQ5432.A2.32.32      | -               | 1S
KQJ987.32.K32.32      | -               | 2S  | weak two
32.AQJ987.32.432      | -               | 2H
32.32.AQJ987.432      | -               | 2D
32.2.KQJ542.5432      | -               | 2D
KQ5432.2.32.J432      | -               | 2S
32.32.432.AQJ987      | -               | P   | no weak 2C
KQJ9876.2.32.432      | -               | 3S
2.QJ98765.K2.432      | -               | 3H
3.2.KQJ9876.Q432      | -               | 3D
2.KQJ98765.32.32      | -               | 4H  | eight cards
AQJ43.K32.432.32      | P P             | 1S  | third hand, light with a good major
K9843.Q32.K32.32      | P P             | P   | third hand, too light
AQ32.K32.Q32.J32      | P P P           | 1C  | fourth hand, rule of 15
J2.KQ32.AJ32.Q32      | P P P           | 1D
2.KQ32.AJ32.Q432      | P P P           | P   | fourth hand, rule of 15 fails
KQJ987.32.K32.32      | P P P           | P   | no weak two in fourth hand
# --- responses to 1♥ / 1♠ ------------------------------------------------------------------
Q32.K32.5432.432      | 1H P            | P
Q32.K432.5432.32      | 1H P            | 2H  | 6 dummy points
K32.Q32.A432.432      | 1H P            | 2H
K32.QJ32.A432.32      | 1H P            | 3H  | limit raise
2.K32.A432.Q5432      | 1H P            | 3H  | 9 HCP and a singleton
AQ32.32.K432.432      | 1H P            | 1S
A432.32.K432.Q32      | 1H P            | 1S
KQ32.A32.32.5432      | 1H P            | 2H  | raise before a four-card spade suit
KQ32.A32.K2.5432      | 1H P            | 1S  | 12 HCP: new suit first
K32.32.Q432.K432      | 1H P            | 1NT
32.2.KQ32.K65432      | 1H P            | 1NT
KQ2.32.AQ432.K32      | 1H P            | 2D
K32.2.AQ32.KJ432      | 1H P            | 2C
Q2.32.AKJ432.K32      | 1H P            | 2D
AKQ32.2.AQ32.K32      | 1H P            | 1S  | two-suited: new suit, no jump shift (Soloway)
KJ432.3.Q432.K32      | 1H P            | 1S
2.Q9876.K5432.32      | 1H P            | 4H  | pre-emptive raise
2.K9876.K5432.32      | 1H P            | 4H
32.KQ432.A32.432      | 1S P            | 1NT | 2H needs 10+
32.KQ432.A32.K32      | 1S P            | 2H
Q32.K32.5432.432      | 1S P            | P
Q32.K32.J432.Q32      | 1S P            | 2S
K432.A2.K432.432      | 1S P            | 3S  | limit raise
32.A32.KQ32.Q432      | 1S P            | 2C  | 4-4 minors: the lower
2.KJ2.Q5432.A432      | 1S P            | 2D
432.K32.A32.Q432      | 1S P            | 2S
2.K432.A432.Q432      | 1S P            | 1NT
# --- responses to 1♣ / 1♦ ------------------------------------------------------------------
32.KJ32.Q432.432      | 1C P            | 1H
KJ32.KJ32.432.32      | 1C P            | 1H  | four-four majors: up the line
KJ432.KJ432.32.2      | 1C P            | 1S  | five-five: the higher
32.32.KJ432.K432      | 1C P            | 1D
432.Q32.K32.KJ32      | 1C P            | 1NT
432.Q32.K2.KJ432      | 1C P            | 2C
32.Q32.AK2.KJ432      | 1C P            | 2NT
32.32.43.AKQ5432      | 1C P            | 2C
A32.KQ2.Q32.K432      | 1D P            | 2NT
32.32.KQ32.Q5432      | 1D P            | 2D
AK32.32.32.Q5432      | 1D P            | 1S
AKQ32.2.K32.AK32      | 1D P            | 1S  | two-suited: new suit, no jump shift (Soloway)
432.K32.A32.Q432      | 1D P            | 1NT
432.432.5432.K32      | 1D P            | P
# --- over 1NT -----------------------------------------------------------------------------
32.K32.Q432.5432      | 1NT P           | P
432.432.432.5432      | 1NT P           | P
32.KJ432.432.432      | 1NT P           | 2H  | weak sign-off
KJ432.32.432.432      | 1NT P           | 2S
32.32.KJ5432.432      | 1NT P           | 2D
K432.Q432.K2.432      | 1NT P           | 2C  | Stayman
KQ32.2.A432.K432      | 1NT P           | 2C
K32.Q32.K32.J432      | 1NT P           | 2NT | invitational
A32.Q32.K32.KJ32      | 1NT P           | 3NT
KJ2.Q32.K32.Q432      | 1NT P           | 3NT
AQ32.K32.Q32.K32      | 1NT P           | 2C  | 4-3-3-3 with a four-card major: Stayman too
32.AQ5432.K32.32      | 1NT P           | 4H
32.AQ5432.K32.K2      | 1NT P           | 4H
AQ432.K32.32.K32      | 1NT P           | 3S  | five spades, game forcing
AQ3.KJ3.KQ32.Q32      | 1NT P           | 4NT | quantitative
AQ3.KJ3.KQ32.KQ2      | 1NT P           | 5NT
AK32.K32.Q32.K32      | 1NT P 2C P      | 2S  | Stayman reply
AK32.KQ32.32.K32      | 1NT P 2C P      | 2H  | both majors: hearts first
AK3.K32.Q432.K32      | 1NT P 2C P      | 2D
K432.Q432.K2.432      | 1NT P 2C P 2H P | 3H
K432.Q432.K2.A32      | 1NT P 2C P 2H P | 4H
K432.Q432.K2.A32      | 1NT P 2C P 2D P | 3NT
K432.Q432.K2.432      | 1NT P 2C P 2D P | 2NT
K432.Q432.K32.32     | 1NT P 2C P 2S P | 3S
432.KQ32.A2.K432      | 1NT P 2C P 2S P | 3NT
AK32.KQ32.K2.432      | 1NT P 2C P 2H P 3NT P | 4S | partner asked with four spades
AK32.KQ32.K2.Q32      | 1NT P 2C P 2H P 2NT P | 4S | maximum with the spade fit
AK32.KQ32.K2.432      | 1NT P 2C P 2H P 2NT P | 3S | minimum with the spade fit
AK3.KQ32.K32.432      | 1NT P 2C P 2H P 3NT P | P
AQ3.KJ3.KQ32.432      | 1NT P 2NT P     | P   | minimum declines
AQ3.KJ3.KQ32.Q32      | 1NT P 2NT P     | 3NT | maximum accepts
AQ3.KJ3.KQ32.Q32      | 1NT P 4NT P     | 6NT
AQ3.KJ3.KQ32.432      | 1NT P 4NT P     | P
K32.AQ3.KQ32.Q32      | 1NT P 3S P      | 4S
K2.AQ32.KQ32.Q32      | 1NT P 3S P      | 3NT
# --- over 2NT and 2♣ ----------------------------------------------------------------------
432.432.5432.432      | 2NT P           | P
432.K32.Q432.432      | 2NT P           | 3NT
K432.Q432.32.432      | 2NT P           | 3C  | Stayman
32.KJ5432.32.432      | 2NT P           | 4H
AQ32.KQ3.AQ2.KJ2      | 2NT P 3C P      | 3S
432.432.5432.432      | 2C P            | 2D  | waiting
32.AKJ32.432.432      | 2C P            | 2H  | positive
AK2.AQ3.KQJ2.AJ2      | 2C P 2D P       | 2NT | 22-24 balanced
AKQJ32.AK32.A2.K     | 2C P 2D P       | 2S
432.K32.5432.432      | 2C P 2D P 2NT P | 3NT
AKQ2.AQ32.AK2.K2      | 2C P 2H P       | 4NT | slam: ask for aces
# --- after weak twos and pre-empts --------------------------------------------------------
K32.AK2.A432.K32      | 2S P            | 4S
Q32.5432.K432.32      | 2S P            | 3S  | pre-emptive raise
2.K32.Q5432.5432      | 2H P            | 3H
AK2.32.Q5432.K32      | 2H P            | P
A32.K32.A432.K32      | 3H P            | 4H
K32.2.AQ32.K5432      | 3H P            | P
# --- opener's rebid -----------------------------------------------------------------------
K2.A32.KQ432.432      | 1D P 1S P       | 1NT
K2.A32.KQ5432.32      | 1D P 1S P       | 2D
K32.A2.KQ432.432      | 1D P 1S P       | 1NT
KJ32.A2.KQ432.32      | 1D P 1S P       | 2S
KJ32.A32.AQ43.K2      | 1D P 1S P       | 3S  | 16-18 with four trumps
A2.KQ32.AQ432.32      | 1D P 1S P       | 2D  | no reverse with 15
A2.AKJ2.AQ432.32      | 1D P 1S P       | 2H  | reverse
KQ32.32.A32.K432      | 1C P 1H P       | 1S
K32.Q32.A32.K432      | 1C P 1H P       | 1NT
K32.Q432.A2.K432      | 1C P 1H P       | 2H
A32.K32.AQ2.KQJ2      | 1C P 1H P       | 2NT | 18-19 balanced
A2.32.AQ.KQJ5432      | 1C P 1H P       | 3C
2.AQ432.K32.K432      | 1H P 1S P       | 2C
32.AQ5432.K32.K2      | 1H P 1S P       | 2H
32.AQ432.K32.K32      | 1H P 1NT P      | P
2.AQ432.K32.K432      | 1H P 1NT P      | 2C
AQ5432.K32.K2.32      | 1S P 1NT P      | 2S
AQ432.K2.AK2.Q32      | 1S P 1NT P      | 2NT
AKJ432.K2.AQ2.32      | 1S P 1NT P      | 3S
AQ432.K32.K32.32      | 1S P 2S P       | P
AQ432.K32.AK2.32      | 1S P 2S P       | 3S/3H | game try: the re-raise, or help wanted in K-x-x
AKQ32.K32.AK2.32      | 1S P 2S P       | 4S
AQ432.K32.K32.32      | 1S P 3S P       | P
AQ432.K32.K32.K2      | 1S P 3S P       | 4S
2.AK432.KQ32.432      | 1H P 2H P       | P
AQ432.K32.K32.32      | 1S P 2H P       | 3H
AQ432.K32.K32.32      | 1S P 2C P       | 2NT
AQ5432.K32.K2.32      | 1S P 2C P       | 2S
# --- responder's rebid --------------------------------------------------------------------
KJ432.32.Q32.K32      | 1D P 1S P 1NT P | P
KJ432.A2.Q32.J32      | 1D P 1S P 1NT P | 2NT | invitational
KQ32.K32.432.432      | 1H P 1S P 2H P  | P
32.KQ32.Q432.432      | 1C P 1H P 1S P  | 1NT
32.KQ32.Q432.K32      | 1C P 1H P 1S P  | 1NT
K32.Q32.A432.432      | 1S P 2S P 3S P  | 4S  | accepts with a maximum
Q32.Q32.5432.K32      | 1S P 2S P 3S P  | P   | declines with a minimum
# --- overcalls ----------------------------------------------------------------------------
KQJ32.32.432.A32      | 1D              | 1S
AQ32.KJ32.2.K432      | 1D              | X   | takeout shape
AQ2.KJ2.KQ32.J32      | 1D              | 1NT | 15-18 with a stopper
32.32.AQ2.KQJ432      | 1D              | 2C
32.KQJ987.432.32      | 1D              | 2H  | weak jump overcall
432.432.K32.Q432      | 1D              | P
AKQ32.AK32.2.K32      | 1D              | X   | too strong to overcall
32.AQ32.KJ32.K32      | 1H              | P   | their suit: no action
32.A32.KQ32.AJ32      | 1S              | X
32.KQ432.A32.432      | 1S              | P   | too weak for two level
32.AKJ32.A32.432      | 1S              | 2H
32.KQJ32.A32.432      | 1NT             | 2H
AKQ2.KJ2.AQ2.432      | 1NT             | X   | penalty
2.AQ32.KJ32.KJ32      | 2S              | X
AQ2.KJ2.KQ32.J32      | 2S              | 2NT
KQ432.32.432.A32      | 1D P P          | 1S  | balancing
A32.K32.Q32.K432      | 1D P P          | 1NT | balancing 1NT
KJ32.Q432.2.K432      | 1D P P          | X   | balancing double
# --- advancing ----------------------------------------------------------------------------
K32.Q32.5432.K32      | 1D 1S P         | 2S
K32.A32.5432.K32      | 1D 1S P         | 2S
K432.A32.K32.K32      | 1D 1S P         | 2D
32.A32.KJ32.Q432      | 1D 1S P         | 1NT
32.432.5432.5432      | 1D 1S P         | P
KJ2.A32.432.KJ32      | 1D 1S P         | 2D  | cue-bid: limit raise or better (SAYC)
32.K32.Q432.K432      | 1C 1H P         | 2H
AJ2.32.KJ32.Q432      | 1C 1H P         | 1NT
432.Q432.432.432      | 1D X P          | 1H
432.432.432.Q432      | 1D X P          | 2C
KQ432.K32.32.432      | 1D X P          | 1S
KJ32.K32.32.Q432      | 1D X P          | 2S  | jump: 9-11
A32.K32.QJ32.432      | 1D X P          | 1NT
32.KJ32.Q432.432      | 1C X P          | 1H
32.KQ432.432.432      | 1S X P          | 2H
32.KQ432.A32.432      | 1S X P          | 3H
# --- responder in competition -------------------------------------------------------------
32.K432.Q432.432      | 1H 1S           | 2H
32.K432.A432.K32      | 1H 1S           | 2S  | cue-bid: limit raise or better (SAYC)
KJ32.32.A432.Q32      | 1H 1S           | 1NT
AQJ9.32.K432.432      | 1H 1S           | 1NT | doubles are negative (SAYC): 1NT, stopper
32.32.AKJ432.K32      | 1H 1S           | 2D
32.K32.A432.KJ32      | 1H X            | XX
32.K432.Q432.432      | 1H X            | 3H  | pre-emptive raise
# --- Blackwood ----------------------------------------------------------------------------
K432.A32.K32.432      | 1S P 3S P 4NT P | 5D  | one ace
K432.K32.K32.Q32      | 1S P 3S P 4NT P | 5C  | no ace
A432.A32.K32.432      | 1S P 3S P 4NT P | 5H
AKQJ2.KQ2.A2.K32      | 1S P 3S P 4NT P 5D P | 6S | one ace missing
AKQJ2.KQ2.A2.K32      | 1S P 3S P 4NT P 5C P | 5S | two aces missing
# --- sacrifice ----------------------------------------------------------------------------
2.Q9876.K5432.32      | 1S 2H 4S        | 5H  | dealer=E vul=EW
2.Q9876.K5432.32      | 1S 2H 4S        | P   | dealer=E vul=NS
# --- rubber: part-scores and vulnerability ------------------------------------------------
32.K432.Q432.432      | 1H P            | 2H  | ps=60,0
K32.QJ32.A432.32      | 1H P            | 2H  | ps=60,0 2H is game already
32.K432.Q432.K32      | 1H P            | P   | ps=70,0 1H is game
32.K432.Q432.K32      | 1H P            | 2H  | ps=0,70 their score does not help us
K32.Q32.K32.J432      | 1NT P           | P   | ps=60,0 1NT is game
K32.Q32.K32.J432      | 1NT P           | 2NT | ps=40,0 2NT is game
32.Q32.K32.J5432      | 1NT P           | 2NT | ps=40,0 stretch for game
32.K32.Q32.K5432      | 1C P            | 2C  | ps=60,0 2C is game
AQ432.K32.K32.32      | 1S P 2S P       | P   | ps=40,0
AQ432.K32.AK2.32      | 1S P 2S P       | 3S  | ps=20,0 3S is game
K32.Q32.A432.432      | 1S P 2S P 3S P  | 4S
K32.Q32.A432.432      | 1S P 2S P 3S P  | P   | ps=20,0 3S is game: no further
K32.Q32.K32.J432      | 1NT 2H          | 2NT | natural, invitational
K32.Q32.K32.J432      | 1NT 2H          | X   | ps=0,40 2H is their game anyway: punish it
AQ532.K2.A54.432      | 1S 2H 2S 3H     | P
AQ532.K2.A54.432      | 1S 2H 2S 3H     | 3S  | ps=0,60 3H would give them the game
K32.Q32.K432.432      | 1S P 2S P 3S P  | P   | not vulnerable: 8 points decline
K32.Q32.K432.432      | 1S P 2S P 3S P  | 4S  | vul=NS vulnerable: the game wins the rubber, stretch
KJ9876.32.J32.32      | -               | 2S
KJ9876.32.J32.32      | -               | P   | vul=NS vulnerable weak two needs more
32.AQJ32.K32.J32      | 1S              | 2H  | dealer=N vul=none
32.AQJ32.K32.J32      | 1S              | P   | dealer=N vul=EW vulnerable overcall is sounder
# --- responder with game values: Jacoby 2NT with four trumps (SAYC booklet), else new suit first
K8752.A3.K54.Q32      | 1S P            | 2NT | 12 HCP, five trumps: 13 dummy points, Jacoby
K8752.A3.K54.Q32      | P P 1S P        | 4S  | passed hand: game at once
K8752.A3.K54.Q32      | 1S P 2C P 2D P  | 3S/4S | delayed game raise: the jump preference forces
K8752.A3.K54.Q32      | 1S P 2C P 2S P  | 4S
Q32.AK32.K32.Q32      | 1H P            | 2NT | 14 with four trumps: Jacoby
Q32.AK32.K32.Q32      | 1H P 2C P 2H P  | 4H
Q32.AK32.K32.Q32      | 1H P 2C P 2NT P | 4H
K2.QJ32.AK32.432      | 1H P            | 2NT | 13 with four trumps: Jacoby
A2.AQJ972.97.653      | 1H P            | 2NT | 11 HCP, six trumps, three doubletons: Jacoby
KJ752.QJ83.KT.JT      | 1S P            | 2NT | 11 HCP, five trumps, two doubletons: Jacoby
KQ73.K943.A87.T9      | P 1S P          | 2NT | second-seat opening, 12 HCP, four trumps: Jacoby
K64.KQT86.Q62.Q6      | 1H P            | 2NT | 13 HCP, five trumps: Jacoby
AQ2.Q32.KJ32.K32      | 1S P            | 2D  | 15 with three trumps: not 2NT
K32.QJ32.A432.32      | P P 1H P        | 3H  | passed hand limit raise
AQ32.Q432.K432.2      | P P 1H P        | 4H  | passed hand, maximum with shape
A32.Q32.KJ32.K32      | 1S P            | 2D
# --- opener's rebid: reverses, jumps, no-trump, raises --------------------------------------
2.AKQ2.AQ432.Q32      | 1D P 1S P       | 2H  | reverse, 17
2.K32.AQJ2.AKJ32      | 1C P 1S P       | 2D  | reverse into diamonds
2.AKQJ32.K32.A32      | 1H P 1S P       | 3H  | jump rebid, 16-18
2.AKJ432.AQ2.KQ2      | 1H P 1S P       | 4H  | 19 with a good six-card major
AQ2.K32.AQ32.KJ2      | 1D P 1S P       | 2NT | 18-19 balanced
AQ2.AQ432.K32.K2      | 1H P 2C P       | 3NT | 18 balanced after two over one
KQ2.KQ432.J32.K2      | 1H P 2C P       | 2NT | minimum balanced after two over one
A2.KQJ32.A32.K32      | 1H P 2D P       | 3NT
A2.KQ32.32.AQ432      | 1C P 1H P       | 3H  | jump raise, 16-18 points
AK32.KQ32.2.AQ32      | 1C P 1H P       | 4H
AQ32.AK32.A2.K32      | 1H P 1S P       | 4S
K32.AQ432.Q32.K2      | 1H P 1S P       | 1NT
KQJ32.A2.K32.K32      | 1C P 1D P       | 1S
AKJ32.AQ2.K32.32      | 1D P 1H P       | 1S
32.KQ2.KJ32.AQ32      | 1S P 2C P       | 3C  | four-card support for the two-over-one minor
K32.A2.AK5432.32      | 1D P 1H P       | 2D  | minimum six-card rebid
# --- responder's rebid ----------------------------------------------------------------------
AKJ32.K32.Q32.32      | 1D P 1S P 1NT P | 3NT
AKJ32.K32.Q32.32      | 1H P 1S P 2H P  | 4H
K432.K32.Q2.J432      | 1D P 1S P 2D P  | P
A432.K32.Q2.KJ32      | 1D P 1S P 2D P  | 3NT
AQ432.K2.32.AQ32      | 1H P 1S P 2H P  | 4H
KQ432.A32.K32.32      | 1C P 1S P 2C P  | 2NT
A32.KJ32.K32.K32      | 1C P 1H P 1S P  | 3NT
KQ32.A32.K32.A32      | 1D P 1S P 2S P  | 4S  | the raise agrees the fit
KQT92.Q.864.AKJT      | 1H P 1S P 2D P  | 3NT | game values, clubs stopped
AQ975.AKT73.Q5.9      | 1C P 1S P 2C P  | 2H  | new suit, forcing
AK93.QT5.7.KQT86      | 1D P 1S P 2D P  | 3C  | game values: show the clubs
9.93.T86543.T862      | P 2C P 2D P 2S P | 3C | game forced: never pass (second negative)
T95.J.98653.J865      | 2C P 2D P 2H P  | 3C  | the second negative
Q6.T.JT742.QJ865      | 1H P 1NT P 2S P | 3D  | the reverse forces
# --- competition ----------------------------------------------------------------------------
32.KQ32.A32.J432      | 1D X P          | 2H  | jump: 9-11
KJ32.K2.K32.J432      | 1H X P          | 2S  | jump: 9-11
KJ32.A32.32.AQ32      | 1D X P          | 2D  | cue bid: 12+
AQ32.K32.32.KJ32      | 1H X P          | 2H  | cue bid: 12+
AK2.KJ2.Q32.J432      | 1S X P          | 3NT | 13-16 balanced, spades stopped (Root)
KJ2.Q32.KQ32.432      | 1D X P          | 2NT | 11, diamonds stopped
QJ32.KT6.KQJ9.53      | 3C P P X P      | 4S  | game over a pre-empt
QJ5.K842.Q73.A63      | 3H P P X P      | 3NT
K432.A3.Q432.K32      | 2H X P          | 4S
QJT92.T.Q2.T9632      | 1D P P 1H X P   | 1S  | the opener's reopening double: answer it
32.AQJ32.K32.432      | 1C 1S P         | 2H  | advancing: own suit
K32.J32.32.KJ432      | 1H 1S P         | 2S  | advancing: simple raise
32.AK32.KQJ2.432      | 1H 2C P         | 3NT | opposite a minor overcall: 3NT first
2.K32.AQJ32.5432      | 1S P P          | 2D  | balancing two-level
K32.Q32.KJ2.A432      | 1H P P          | 1NT | balancing 1NT 11-14
K32.AQ32.K432.32      | 1S 2H           | 3H  | game values cue-bid first (SAYC)
AQJ9.32.K432.432      | 1H 1S           | 1NT | doubles are negative (SAYC)
AJ32.32.AKQ32.32      | 1C P            | 1D  | game values: the longer minor first
KJ32.32.KQ432.32      | 1C P            | 1S  | weak: the major at once
32.AJ32.32.AKQ32      | 1D P            | 2C  | game values: clubs first
AKQJ532.AK2.A2.2      | -               | 2C  | game in hand with 21
32.KQ32.AJ32.Q32      | 1C 1S P         | 2NT | advancing: 12-14 with their suit stopped
AQ2.KJ2.KQ32.J32      | 1H P P          | X   | balancing: too strong for 1NT, double first
A32.A32.KJ32.432      | 1H P P          | 1NT | balancing 1NT
432.Q32.K32.J432      | 1S X P          | 2C  | no spade stopper: the suit, not 1NT
KJ2.AQ432.AK2.32      | 1H 1S 2H P      | 3H  | opener invites after the raise in competition
KJ2.AQ432.K32.32      | 1H 1S 2H P      | P
Q32.32.AQ432.K32      | 1H 1S           | 2D  | new suit over the overcall
AJ32.K2.KQ32.432      | P               | 1D  | second seat
AQ32.J2.K32.5432      | 1H X            | XX  | 10+ over the double
Q32.QJ32.K432.32      | 1H X            | 3H  | pre-emptive jump raise over the double
KJ32.32.A432.K32      | 1D 1S P         | 2D  | advancing: cue-bid, limit raise or better
KQ32.K2.A32.Q432      | 1NT P 2C P 2H P | 3NT | no heart fit: 3NT
"""


CASES = parse_table(TABLE)


def test_the_table_is_large_enough() -> None:
    assert len(CASES) >= 260


test_expected_call = book_calls_test(CASES)
