"""Opener's rebids and the responses to 1♣/1♦, with responder's next call where it answers
a rebid: a table of textbook cases grouped by situation, each group headed by the rule it
comes from (the ACBL SAYC System Booklet, revised 2006, and where the booklet is silent a
named standard textbook). The hands are written for this table.

Each line: hand (PBN, spades first) | auction so far, from the dealer | expected call
| note, with optional settings: ``dealer=E``, ``vul=NS`` (none/NS/EW/both), ``ps=60,0`` (NS,
EW part-scores below the line)."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- responses to 1♣/1♦: one-level and minimum ---------------------------------------
# source: SAYC booklet, responses to 1m: four-card suits up the line, 1NT 6-10, raise 1D with
#   four, 1C with five
32.KJ32.Q432.432      | 1D P            | 1H  | booklet: four-card major at the one level, 6+
Q432.K432.32.J32      | 1C P            | 1H  | booklet: four-card suits up the line
KJ432.Q5432.2.32      | 1D P            | 1S  | five-five: the higher first
K32.32.Q5432.J32      | 1D P            | 2D  | booklet: four trumps raise 1D, 6-10
32.K32.Q432.J432      | 1D P            | 2D  | four diamonds, 6 HCP: simple raise
Q32.K32.432.K432      | 1D P            | 1NT | 2C needs 10+: 1NT 6-10
K32.Q32.J32.Q432      | 1C P            | 1NT | booklet: five trumps to raise 1C
32.J32.K432.Q432      | 1C P            | 1D  | four diamonds, no major
432.Q32.32.KJ432      | 1C P            | 2C  | five clubs, 6 HCP: simple raise
432.432.432.5432      | 1C P            | P   | under 6 HCP
Q32.J32.5432.432      | 1D P            | P
AJ32.32.Q5432.32      | 1C P            | 1S  | weak: the major at once, not the diamonds
32.QJ32.AK32.432      | 1C P            | 1H  | invitational with a major: the major first
KQ32.J32.Q32.432      | 1D P            | 1S
32.Q32.AJ3.K5432      | 1D P            | 2C  | booklet: new suit at the two level, 10+
2.Q32.K432.Q5432      | 1D P            | 2D  | weak: raise rather than a 2C response
KQ32.KJ32.32.432      | 1D P            | 1H  | four-four majors: up the line
32.KQ32.J32.Q432      | 1D P            | 1H
J32.K2.K432.5432      | 1C P            | 1D
Q2.K32.Q32.Q5432      | 1C P            | 2C  | five clubs: raise
J2.K32.A32.65432      | 1C P            | 2C
KJ2.Q32.Q32.J432      | 1D P            | 1NT | 9 HCP balanced, no four-card major
A432.K32.Q32.432      | 1C P            | 1S
2.Q432.K32.KJ432      | 1C P            | 1H  | weak with hearts and clubs: the major
Q32.432.KJ32.J32      | 1C P            | 1D
32.J32.KQ32.J432      | 1D P            | 2D
# --- invitational responses to a minor -----------------------------------------------
# source: SAYC booklet: limit raise of a minor 10-12 points (dummy points), new suit at two 10+
32.K32.AQ432.J32      | 1D P            | 3D  | booklet: limit raise 10-12, no four-card major
32.Q32.J32.AKJ32      | 1C P            | 3C  | limit raise with five clubs
Q2.J32.K32.AQ432      | 1C P            | 3C
2.K32.KJ432.Q432      | 1D P            | 3D  | 9 HCP, a singleton: limit raise on dummy points
32.A32.KQ432.Q32      | 1D P            | 3D
J2.Q32.AQ32.J432      | 1D P            | 3D  | 10 HCP, four diamonds, no major
K32.2.AJ32.Q5432      | 1D P            | 3D  | 10 HCP, four diamonds and a singleton
K2.Q32.32.AQ5432      | 1D P            | 2C  | 11 HCP, six clubs: new suit first
2.Q32.KJ32.AJ432      | 1C P            | 1D  | invitational with both minors: up the line
# --- game-forcing responses to a minor -----------------------------------------------
# source: SAYC booklet: 2NT 13-15 and 3NT 16-18 balanced, strong jump shift 17+, new suit forcing
KJ2.Q32.K32.AQ32      | 1D P            | 2NT | booklet: 2NT 13-15 balanced, game forcing
Q32.KJ2.A32.KJ32      | 1D P            | 2NT
AQ2.KJ2.Q32.KJ32      | 1D P            | 3NT | booklet: 3NT 16-18 balanced
KQ2.AJ2.KJ2.Q432      | 1D P            | 3NT
KQ2.Q32.AJ2.K432      | 1C P            | 2NT | 14 balanced, 4-3-3-3 with four clubs
AQ2.KJ2.KJ2.Q432      | 1C P            | 3NT
AQ32.K2.K32.Q432      | 1C P            | 1S  | game values with a major: the major first
AJ2.32.AKQ32.432      | 1C P            | 1D  | game values: the longer minor first
2.AJ32.K32.AKJ32      | 1D P            | 2C  | game values: clubs before the hearts
AKQ32.A2.K32.Q32      | 1C P            | 2S  | booklet: strong jump shift, 17+
AKJ432.A2.K2.Q32      | 1D P            | 2S
2.AKQJ32.A32.K32      | 1C P            | 2H
2.A32.K32.AKQJ32      | 1D P            | 3C
A2.K32.AQ432.Q32      | 1D P            | 2NT | 15, five diamonds: balanced
AK2.A32.KQ432.32      | 1D P            | 3NT | 16 balanced with five diamonds
2.KJ2.AQ432.AJ32      | 1D P            | 2C  | game values, diamond fit, shortness: new suit first
A32.KQ2.32.AKJ32      | 1C P            | 3NT | 17 balanced, five clubs
K2.A32.KQ432.K32      | 1D P            | 2NT
AQ2.K2.A32.Q5432      | 1D P            | 2C  | 15, five clubs and a doubleton: the suit
QJ2.AK2.A432.K32      | 1C P            | 3NT | 17 balanced, no major: 3NT 16-18, not 1D (16 max)
# --- opener's minimum rebids ---------------------------------------------------------
# source: SAYC booklet: opener's minimum rebids (1NT 12-14, raise, new suit, own six-card suit)
Q32.A2.K432.KJ32      | 1D P 1H P       | 1NT | booklet: 1NT rebid 12-14 balanced
AK32.32.K432.Q32      | 1D P 1H P       | 1S  | new suit at the one level
2.AQ32.KJ32.K432      | 1D P 1H P       | 2H  | raise with four trumps, minimum
A2.32.AQ432.K432      | 1D P 1S P       | 2C  | second suit, lower: not forcing
32.K2.AQJ432.K32      | 1D P 1H P       | 2D  | six-card suit, minimum
KQ2.J32.AK32.432      | 1D P 1S P       | 1NT
2.KQ32.AJ5432.K2      | 1D P 1S P       | 2D  | 13 HCP: too weak to reverse
32.AK2.Q32.KJ432      | 1C P 1D P       | 1NT | 13 balanced
KJ32.A2.32.KQ432      | 1C P 1D P       | 1S
A32.KQ32.2.KJ432      | 1C P 1S P       | 2C  | no reverse with 13
Q2.AK432.32.KJ32      | 1H P 1S P       | 2C
AKJ432.K2.32.Q32      | 1S P 1NT P      | 2S
AKJ32.KQ32.K2.32      | 1S P 1NT P      | 2H  | second suit, not a reverse
# --- opener's reverses ---------------------------------------------------------------
# source: SAYC booklet: a reverse shows extra values (17+), first suit longer, forcing one round
32.AKJ2.AK432.Q2      | 1D P 1S P       | 2H  | booklet: a reverse shows extra values, forcing
2.K32.AKJ2.AQJ32      | 1C P 1H P       | 2D
32.AQJ2.K2.AKJ32      | 1C P 1S P       | 2H
AK32.AKJ32.K2.32      | 1H P 1NT P      | 2S
2.KJ2.AQJ2.AK432      | 1C P 1H P       | 2D
A2.AKJ2.KQ432.32      | 1D P 1S P       | 2H
32.2.AKQ2.AKJ432      | 1C P 1S P       | 2D  | six clubs, four diamonds, 17
K2.AQ32.AKJ32.32      | 1D P 1S P       | 2H
AQ2.2.AKJ2.KJ432      | 1C P 1H P       | 2D
2.AQ32.AK432.A32      | 1D P 1S P       | 2H
2.KQ2.AKJ2.AJ432      | 1C P 1NT P      | 2D  | reverse over 1NT
# --- responder after a reverse -------------------------------------------------------
# source: Root, Commonsense Bidding: the reverse forces one round; 2 of own suit, 2NT, three of
#   opener's suit are the weak answers (6-8); the raise of the reverse suit forces to game
#   (Belk; Root), so 9+ raises it or bids game
KJ432.32.Q32.432      | 1D P 1S P 2H P  | 2S  | weak: rebid the five-card suit
Q432.2.K32.J5432      | 1D P 1S P 2H P  | 3D  | weak: preference to opener's longer suit
K432.Q432.32.J32      | 1D P 1S P 2H P  | 3D  | weak: no raise of the reverse suit, preference
K432.KJ32.32.Q32      | 1D P 1S P 2H P  | 3H  | game values with four hearts: the forcing raise
AQ432.32.K32.Q32      | 1D P 1S P 2H P  | 3NT | game values, clubs stopped
32.KJ432.32.Q432      | 1C P 1H P 2D P  | 2H  | weak: rebid hearts
Q32.KQ32.32.K432      | 1C P 1H P 2D P  | 3NT | game values, spades stopped
Q432.Q432.Q432.2      | 1C P 1H P 2D P  | 2NT | weak: four diamonds, but the raise would force
# --- opener's third call after a reverse or a jump shift -------------------------------
# source: Root, Commonsense Bidding: over responder's weak answer to a reverse opener stops
#   with a minimum reverse (pass, 2NT with the fourth suit stopped) and bids game with 19+;
#   after a jump shift, 3NT with the fourth suit stopped when responder shows no fit
2.AKJ2.AK432.Q32      | 1D P 1S P 2H P 2S P  | 2NT | minimum reverse, clubs stopped
2.AKJ2.AK432.KQ2      | 1D P 1S P 2H P 2S P  | 3NT | 20: game
K2.AKJ2.AK432.32      | 1D P 1S P 2H P 2S P  | P   | minimum, two spades, clubs open
2.AKJ2.AK432.Q32      | 1D P 1S P 2H P 3H P  | 4H  | minimum: the forcing raise, game
2.AKQ2.AK432.KQ2      | 1D P 1S P 2H P 3H P  | 4NT | 20 and a singleton opposite 9+: slam try
2.AKJ2.AK432.Q32      | 1D P 1S P 2H P 2NT P | P
2.AKJ2.AK432.KQ2      | 1D P 1S P 2H P 2NT P | 3NT
2.AKJ2.AK432.Q32      | 1D P 1S P 2H P 3D P  | P
2.AKJ2.AKQ32.Q32      | 1D P 1S P 2H P 3D P  | 3NT | 19, clubs stopped
AKJ2.2.AKQ32.K32      | 1D P 1H P 2S P 2NT P | 3NT | after the jump shift
AKJ2.2.AKQ32.K32      | 1D P 1H P 2S P 3D P  | 3NT
# --- opener's game-forcing rebids ----------------------------------------------------
# source: SAYC booklet: 2NT jump rebid 18-19 balanced; jump shift 19+ game forcing; double raise /
#   jump to game 19-21
AQ4.K3.AQJ5.K852      | 1D P 1H P       | 2NT | booklet: 2NT 18-19 balanced, not a jump shift
AK2.Q3.KQ2.AJ432      | 1C P 1S P       | 2NT
KQ2.AJ2.AQ32.K32      | 1D P 1S P       | 2NT
AKJ2.2.AKQ32.K32      | 1D P 1H P       | 2S  | jump shift: 19+, game forcing
2.AKJ32.A2.AKJ32      | 1H P 1S P       | 3C
AKJ32.2.AKQ2.K32      | 1S P 1NT P      | 3D
A2.2.AKJ2.AKJ432      | 1C P 1H P       | 3D  | jump shift into diamonds
2.AKQJ32.AK2.Q32      | 1H P 1S P       | 4H  | nineteen with a solid six-card major
2.AKQJ32.AK2.K32      | 1H P 1NT P      | 4H
AQ32.AK2.2.AKJ32      | 1C P 1S P       | 4S  | booklet: double raise to game, 19-21 points
2.AQ32.AKJ32.KQ2      | 1D P 1H P       | 4H
KQ2.AKJ32.K2.Q32      | 1H P 2D P       | 3NT | 18 balanced after two over one
AKQJ32.K32.A2.32      | 1S P 2C P       | 3S  | jump rebid after two over one: extras, six cards
A2.AKQ432.AQ2.32      | 1H P 1S P       | 4H
2.AKQ32.A2.KQ432      | 1H P 1S P       | 3C  | 18 HCP and 5-5: 20 points, jump shift
2.AQ432.AK2.KQ32      | 1H P 1S P       | 3C  | booklet: jump shift 19+ points: 18 HCP, five-four
K2.AKJ32.A2.QJ32      | 1H P 1S P       | 3C  | 18, five-four, a doubleton spade: jump shift, not 2C
AKJ32.AKQ2.K2.32      | 1S P 1NT P      | 3H  | jump shift over 1NT
A2.2.AKJ32.AKJ32      | 1D P 1H P       | 3C  | 5-5 minors, 20
KQ2.A2.K32.AQJ32      | 1C P 1D P       | 2NT | 19 balanced over 1D
AQ2.AKJ32.K2.Q32      | 1H P 1S P       | 2NT | 19 balanced with five hearts
# --- opener's invitational rebids ----------------------------------------------------
# source: SAYC booklet: jump rebid of a six-card suit and jump raise with four trumps, 16-18
#   points
32.K2.AKQJ32.K32      | 1D P 1S P       | 3D  | booklet: jump rebid, six cards, 16-18
AKJ432.A32.K2.Q2      | 1S P 1NT P      | 3S
KJ32.A2.AQ432.Q2      | 1D P 1S P       | 3S  | booklet: jump raise, four trumps, 16-18
2.KQ32.AK2.QJ432      | 1C P 1H P       | 3H
AQ2.KQJ32.A32.K2      | 1H P 1NT P      | 2NT | 18-19 balanced
KQ2.AJ2.K32.AQ32      | 1C P 1H P       | 2NT
2.AKQ432.KJ2.A32      | 1H P 1S P       | 3H
AQ32.2.KJ2.AQ432      | 1C P 1S P       | 3S
AQJ432.KQ2.A2.32      | 1S P 1NT P      | 3S
2.A32.AKQ432.Q32      | 1D P 1H P       | 3D  | 15 HCP and six diamonds: 17 points
A2.32.AQJ432.KQ2      | 1D P 1S P       | 3D  | 16 HCP and six diamonds
AK2.32.AKJ432.Q2      | 1D P 1S P       | 3D
32.K2.AQ2.AKJ432      | 1C P 1D P       | 3C
2.A32.KJ32.AKJ32      | 1C P 1D P       | 3D  | jump raise of diamonds, 16 points
# common practice (the booklet is silent): 4-4-4-1 with 17+ opposite 1NT has no reverse and
#   no jump, and invites with 2NT; a minimum passes
AQJ2.Q942.AJ94.K      | 1D P 1NT P      | 2NT | 17 HCP, 4-4-4-1: invite, never pass
KQ32.AK32.AQ32.2      | 1D P 1NT P      | 2NT | 4-4-4-1, 18 HCP
KJ32.Q932.AJ32.2      | 1D P 1NT P      | P   | 4-4-4-1 minimum: pass
# --- game tries over a single raise --------------------------------------------------
# source: SAYC booklet: after a single raise a new suit is a game try (forcing one round), 3M
#   invites; Root: the help-suit try names a weak three-card suit
AKJ32.A2.K32.432      | 1S P 2S P       | 3C  | help-suit game try in the weak clubs
2.AKJ32.J432.AQ2      | 1H P 2H P       | 3D  | help-suit game try in the weak diamonds
AQJ54.Q2.A32.A32      | 1S P 2S P       | 3S  | 17 HCP, no weak side suit: reraise
32.AQ432.KQ2.Q32      | 1H P 2H P       | P   | minimum: pass
AKQ32.AK2.K2.432      | 1S P 2S P       | 4S  | 19: game
AQ432.K32.Q32.32      | 1S P 2S P       | P
K2.AKJ32.AJ2.432      | 1H P 2H P       | 3C
AK2.AQJ432.A2.32      | 1H P 2H P       | 4H
# --- responder's answers to a game try -----------------------------------------------
# source: Root, Commonsense Bidding: accept a help-suit try with a maximum or with help (ace, king
#   or shortness)
K32.J432.5432.A2      | 1S P 2S P 3C P  | 4S  | help in clubs: accept
Q32.Q32.K432.432      | 1S P 2S P 3C P  | 3S  | minimum, no help: sign off
K32.Q32.AJ32.432      | 1S P 2S P 3C P  | 4S  | maximum: accept
2.K432.A32.65432      | 1H P 2H P 3D P  | 4H  | help in diamonds
32.Q432.432.KJ32      | 1H P 2H P 3D P  | 3H  | no help, minimum
Q32.K432.Q32.432      | 1H P 2H P 3C P  | 3H  | two small clubs: no help
K32.Q32.A432.432      | 1S P 2S P 3S P  | 4S  | accepts with a maximum
J32.Q432.Q32.Q32      | 1S P 2S P 3S P  | P   | declines with a minimum
# --- opener after a single raise of a minor --------------------------------------------
# source: Standard American (Goren; Root, Commonsense Bidding): over 1m-2m (6-10, no major)
#   opener passes a minimum, invites with 2NT (18-19 balanced) or three of the minor (a
#   long suit, 16-18 points), and bids 3NT with 20-21 and the majors stopped; 19+ points
#   with the long suit is game (Goren: 19+ bids game over a single raise)
AQ2.KJ2.AQ32.Q32      | 1D P 2D P       | 2NT | 18 balanced: invite
KJ2.Q32.AQ32.K32      | 1D P 2D P       | P   | 15 balanced: pass
A2.KQ2.AKJ32.K32      | 1D P 2D P       | 3NT | 20, the majors stopped
AQ2.K32.AQJ32.Q2      | 1D P 2D P       | 2NT
2.AK2.AKJ432.Q32      | 1D P 2D P       | 5D  | long diamonds, 17 HCP and a singleton: 19+
AK2.Q32.K2.AQ432      | 1C P 2C P       | 2NT
KQ2.32.A32.KJ432      | 1C P 2C P       | P   | minimum
# --- opener after a limit raise ------------------------------------------------------
# source: Goren / SAYC booklet: pass a limit raise with a minimum, bid game with 14+; over 1m-3m
#   bid 3NT with the majors stopped
AKJ32.Q2.K32.432      | 1S P 3S P       | P   | 13 HCP, flat: pass
AKJ32.K32.2.Q432      | 1S P 3S P       | 4S  | singleton: game
2.AQJ32.K32.KJ32      | 1H P 3H P       | 4H
Q32.KQ432.Q32.K2      | 1H P 3H P       | P
AQ432.K32.KQ2.32      | 1S P 3S P       | 4S  | 14: game
AQ432.K32.KJ2.32      | 1S P 3S P       | P
AQ2.AKJ32.KQ2.32      | 1H P 3H P       | 4NT | Goren: 18 opposite 10-12, nine trumps: slam try
KQ2.AKJ32.A2.K32      | 1H P 3H P       | 4NT | 19: Blackwood rather than a quiet game
K32.A2.KQ432.Q32      | 1D P 3D P       | 3NT | booklet: 3NT with the majors stopped
32.K2.AQ432.K432      | 1D P 3D P       | P
AJ2.K32.Q2.AQ432      | 1C P 3C P       | 3NT
KQ2.K2.AQJ432.32      | 1D P 3D P       | 3NT
# --- after a two-over-one response ---------------------------------------------------
# source: SAYC booklet: a two-over-one forces one round, not to game; 2NT 12-14, 3NT 15-18
2.AQ432.KJ32.K32      | 1H P 2C P       | 2D  | second suit
K2.AKJ32.32.Q432      | 1H P 2C P       | 3C  | raise with four clubs
32.AQ432.KQ32.K2      | 1H P 2D P       | 3D
KQ2.AJ432.K32.32      | 1H P 2C P       | 2NT | 12-14 balanced
AKJ432.K2.Q32.32      | 1S P 2C P       | 2S  | six spades, minimum
AK432.AQ32.32.32      | 1S P 2C P       | 2H  | second suit, lower: no extras needed
AK32.AQ432.32.32      | 1H P 2C P       | 2H  | 2S would be a reverse: rebid the hearts
AKQ32.K32.A2.K32      | 1S P 2D P       | 3NT
AQ432.KJ2.32.K32      | 1S P 2H P       | 3H  | raise of hearts with three
AQ432.K32.2.KQ32      | 1S P 2C P       | 3C  | four clubs: raise
AQ432.K2.KQ32.32      | 1S P 2C P       | 2D
# source: Goren, "Point Count Bidding": after a two-over-one (10+) opener's simple rebids are
#   a minimum; with 17+ opposite 10+ the side has game and opener jumps (a jump raise, a jump
#   shift, 3NT with an even hand), so the simple rebids stay below 17
AQ432.KJ2.2.AKJ2      | 1S P 2C P       | 4C  | 18, four clubs, a singleton: the jump raise
AQ432.K32.KQ2.K2      | 1S P 2C P       | 3NT | 17 even, a club fit: 3NT
AKJ32.KQ32.A2.Q2      | 1S P 2C P       | 3H  | 18, five spades and four hearts: the jump shift
AKJ32.KJ32.2.KQ2      | 1S P 2H P       | 4H  | 17 with four hearts: game at once
AQJ32.KJ32.2.KQ2      | 1S P 2H P       | 3H  | 16 with four hearts: the raise, a minimum
AKJ432.AQ2.K32.2      | 1S P 2D P       | 3S  | 17, six spades: the jump rebid forces to game
# --- responder's second call ---------------------------------------------------------
# source: Root / Goren: responder with 10-12 invites, with 13+ reaches game, with less signs off
32.KJ32.32.AQ432      | 1D P 1H P 2C P  | 3C  | 10 HCP, five clubs: invite, never pass
K2.AJ32.32.KQ432      | 1D P 1H P 2C P  | 3NT | 13 HCP: game
2.KQJ432.Q32.Q32      | 1C P 1H P 1NT P | 3H  | 10 HCP, six hearts: invite
32.KJ8432.Q32.32      | 1C P 1H P 1NT P | 2H  | weak six-card suit: sign off
K2.KJ32.Q32.J432      | 1D P 1H P 2D P  | 2NT | 10 HCP, balanced: invite
32.QJ32.Q32.J432      | 1D P 1H P 2S P  | 3D  | jump shift forces game: preference
32.KJ32.Q432.K32      | 1C P 1H P 3H P  | 4H  | accepts the jump raise
32.QJ32.J432.Q32      | 1C P 1H P 3H P  | P   | minimum declines
K432.Q32.432.Q32      | 1D P 1S P 2NT P | 3NT | 18-19 opposite 7: game
KQ32.Q32.2.J5432      | 1D P 1S P 3D P  | 3NT | 8 opposite the jump rebid, stoppers
K65.K8.97653.J95      | 1H P 1NT P 2NT P | 3NT | 7 HCP opposite 18-19: 25 together, game
K65.K84.9765.J95      | 1H P 1NT P 2NT P | 4H  | 7 HCP and three hearts opposite a possible five
Q65.K4.97653.J95      | 1H P 1NT P 2NT P | P   | 6 HCP: 24 at most, no game
KJ2.Q432.Q32.K32      | 1C P 1H P 2C P  | 2NT | 11 balanced after the club rebid
Q2.KJ432.K32.Q32      | 1D P 1H P 1NT P | 2NT | 11 HCP: invite
AQ432.K2.K32.Q32      | 1C P 1S P 2C P  | 3NT | 14 HCP opposite a minimum: game
# source: SAYC booklet: after opener's jump rebid (16-18, six cards) responder bids game with
#   game values; Root (Commonsense Bidding): with game values bid a game, in a major of
#   six, in five of opener's minor with three
32.KQ9843.2.AJ32      | 1D P 1H P 3D P  | 4H  | own six hearts, 10 HCP: the major game
Q2.KJ943.K32.843      | 1D P 1H P 3D P  | 5D  | three diamonds, nine HCP, clubs unstopped: 5D
# source: SAYC booklet: after opener's jump rebid a new suit by responder is forcing; with game
#   values and no fit or stoppers responder names one rather than pass below game
AQ32.KJ32.2.8765      | 1D P 1H P 3D P  | 3S  | 10 HCP, four spades, clubs unstopped: 3S forcing
94.AKT94..AJ8654      | 1D P 1H P 3D P  | 4C  | 12 HCP, six clubs, a void in diamonds: 4C forcing
# source: the SAYC booklet's limit raise of a minor (10-12 points) carried to the later
#   rounds (common Standard American practice); support points once the fit is known
#   (Goren); 1D then a new suit promises four diamonds
8.A7543.QJ42.A84      | 1D P 1H P 1S P  | 3D  | 11 HCP, four diamonds and a singleton: invite
8.A7543.Q432.K84      | 1D P 1H P 1S P  | 3D  | 9 HCP and a singleton: 12 support points
8.J7543.Q432.K84      | 1D P 1H P 1S P  | 2D  | 6 HCP: a simple preference
# --- the part-score (rubber bridge) --------------------------------------------------
# source: rubber bridge: the game is the lowest level that completes 100 with the part-score
2.KQ32.AKJ32.K32      | 1D P 1H P       | 2H  | ps=40,0 2H is game: no jump
KJ32.A2.Q32.K432      | 1C P 1S P       | 2S  | ps=60,0 2S is game
AQ432.K32.KQ2.32      | 1S P 3S P       | P   | ps=40,0 3S is game
K32.A2.KQ432.Q32      | 1D P 3D P       | P   | ps=40,0 3D is game
K2.AQJ32.AQ2.J32      | 1H P 2H P       | P   | ps=40,0 2H is game
32.K32.AQ432.J32      | 1D P            | 3D  | ps=40,0 3D completes the game
32.K32.AQ432.J32      | 1D P            | 2D  | ps=60,0 2D completes the game
KJ32.A2.AQ432.K2      | 1D P 1S P       | 2S  | ps=40,0 2S is game
32.AKQ432.A2.K32      | 1H P 1S P       | 2H  | ps=60,0 2H is game: no jump rebid
AQ2.KJ2.AQ32.K32      | 1D P 1S P       | 1NT | ps=60,0 1NT is game: no jump to 2NT
"""


CASES = parse_table(TABLE)


def test_the_table_holds_at_least_150_cases() -> None:
    assert len(CASES) >= 150


test_textbook_call = book_calls_test(CASES)
