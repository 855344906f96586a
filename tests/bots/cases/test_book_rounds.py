"""The first two rounds, uncontested, and the pre-empts: a table of textbook cases written for
this project from the rules, each group headed by the rule it follows.

Sources: the ACBL SAYC System Booklet (revised 2006, cited "SAYC"); where the booklet is
silent, Audrey Grant, "Bidding in the 21st Century" (ACBL Bridge Series, cited "Grant"),
William Root, "Commonsense Bidding" (cited "Root"), Marty Bergen, "Points Schmoints!" and his
Law of Total Tricks (cited "Bergen"), Ned Downey's SAYC notes on weak twos (cited "Downey").
The hands cover each rule's edges: the bottom and the top of its range, the shapes it allows
and those it does not, the seats and the vulnerabilities.

Each line: hand (PBN, spades first) | auction so far, from the dealer | expected call (``a/b``
where the books allow either, said why in the note) | note, with optional settings
``dealer=E``, ``vul=NS`` (none/NS/EW/both) and ``ps=60,0``."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# === opener's reverses ====================================================================
# source: SAYC: opener's rebid in a new suit above his first at the two level is a reverse,
#   forcing one round; Root and Grant: it shows 17+ points and a first suit longer than the
#   second; with less opener rebids his suit, a lower suit or 1NT
5.AKJ4.AKJ85.Q43      | 1D P 1S P       | 2H  | 18 HCP, five-four: the reverse
4.KQ74.AKJ86.A52      | 1D P 1S P       | 2H  | 17 HCP: the bottom of the reverse
3.AKQ5.AQ9743.K4      | 1D P 1S P       | 2H  | 18 HCP, six-four: the reverse shows both suits
A4.5.KQJ3.AKJ842      | 1C P 1H P       | 2D  | 18 HCP, six clubs and four diamonds
4.AQJ5.K3.AKJ842      | 1C P 1S P       | 2H  | 18 HCP, six clubs and four hearts
5.AKJ4.K3.AQJ842      | 1C P 1NT P      | 2H/3C | 18 HCP; 1NT denied hearts: reverse or jump rebid
AQJ4.AKJ85.3.K43      | 1H P 1NT P      | 2S  | 1H then 2S over 1NT: a reverse, 18 HCP
4.KJ74.AQJ863.Q5      | 1D P 1S P       | 2D  | 13 HCP: too weak to reverse, rebid the six
4.AJ74.KQ863.Q52      | 1D P 1S P       | 2D  | 12 HCP, five-four: no reverse, rebid the diamonds
K4.5.KQJ3.QJ8542      | 1C P 1H P       | 2C  | 12 HCP: the clubs again, never 2D
K4.A5.43.AKQJ842      | 1C P 1S P       | 3C  | 17 HCP, one suit: the jump rebid, not a reverse
5.AQ74.K3.AKJ842      | 1C P 1D P       | 1H  | a new suit at the one level is no reverse
AK74.5.AKJ85.Q43      | 1D P 1H P       | 1S  | 17 HCP: 1S is a one-level new suit, no reverse
A4.53.AKJ85.KQ84      | 1D P 1H P       | 2C  | 17 HCP: a lower second suit, not forcing
K4.AQJ4.AKJ85.43      | 1D P 1S P       | 2H/2NT | 2-4-5-2: reverse (Root) or 2NT 18-19 (SAYC)
5.A54.KQJ4.AKJ54      | 1C P 1NT P      | 2D  | 18 HCP, five clubs, four diamonds: reverse
4.AQ74.AKJ863.Q5      | 1D P 1S P       | 2H  | 16 HCP and six diamonds (18 points): the reverse
AQJ4.AKJ854.K4.4      | 1H P 1NT P      | 2S  | 17 HCP, six-four: the reverse over 1NT
5.AK54.AQ543.A54      | 1D P 1NT P      | 2H  | 17 HCP, five-four: the reverse
AK54.4.AQ543.K54      | 1D P 1H P       | 1S  | 16 HCP: spades at the one level
AQJ4.5.K43.AKJ84      | 1C P 1H P       | 1S/2S | 18+1 length: 1S (Root) or jump shift (Grant)
5.AQ74.K43.KJ842      | 1C P 1S P       | 2C  | 13 HCP: the clubs again, 2H would be a reverse
4.AKJ85.AQ54.Q43      | 1H P 1S P       | 2D  | 16 HCP: a lower second suit, not a reverse
# === opener's game-forcing rebids ==========================================================
# source: SAYC: opener's jump shift is forcing to game (19+ points, Root); the jump to 2NT
#   shows 18-19 balanced; a double raise of responder's major to game shows 19-21 points with
#   four trumps (Grant); a jump to game in opener's own solid suit (Root)
AKQ5.4.A3.AKJ842      | 1C P 1H P       | 2S  | 21 HCP, the jump shift
AKJ4.5.AKQ85.K43      | 1D P 1H P       | 2S  | 20 HCP: the jump shift into spades
4.A4.AKJ85.AKJ43      | 1D P 1S P       | 3C  | 20 HCP, five-five minors: the jump shift
4.AKJ85.AKQ4.K43      | 1H P 1S P       | 3D  | 20 HCP: the jump shift into diamonds
A4.AKQ85.5.AKJ43      | 1H P 1NT P      | 3C  | 21 HCP over 1NT: the jump shift
AKJ85.A4.AKJ4.32      | 1S P 1NT P      | 3D  | 20 HCP over 1NT: the jump shift
A4.AKJ5.3.AKJ843      | 1C P 1D P       | 2H  | 20 HCP: the jump shift into hearts
54.KQJ5.A3.AKJ84      | 1C P 1H P       | 4H  | 18 HCP and four trumps, 20 support points: game
AQJ4.5.AKJ85.K43      | 1D P 1S P       | 4S  | 18 HCP, four trumps, a singleton: 21, game
4.AKQJ975.AQ5.K4      | 1H P 1S P       | 4H  | 19 HCP and a solid seven-card suit: game
KJ5.Q4.AQ54.AQ43      | 1D P 1S P       | 2NT | 18 HCP balanced: the jump to 2NT
K5.AQ4.KJ54.AQ43      | 1D P 1S P       | 2NT | 19 HCP balanced, three hearts
KQ5.J4.AQ54.AK43      | 1D P 1H P       | 2NT | 19 HCP balanced, a doubleton in partner's suit
A5.KQ4.KJ54.AQ43      | 1D P 1S P       | 2NT | 19 HCP, two small spades: 2NT, not a raise
# source: Root: opener's jump to 3NT after a one-level response shows a long strong minor,
#   19-21 HCP and the unbid suits stopped
K4.Q54.AKQJ54.A4      | 1D P 1S P       | 3NT | 19 HCP, six solid diamonds, hearts and clubs stopped
A4.KQ4.54.AKQJ54      | 1C P 1D P       | 3NT | 19 HCP, six solid clubs, the majors stopped
A54.K4.A4.AKQ954      | 1C P 1H P       | 3NT | 20 HCP, six strong clubs, the unbid suits stopped
A54.A4.AKQJ54.54      | 1D P 1S P       | 3D  | 18 HCP, clubs open: the jump rebid
5.AQ74.K3.AKJ842      | 1C P 1H P       | 4H  | 17 HCP, four trumps, a singleton: 20, game
AK4.AKJ54.KQ54.4      | 1H P 1S P       | 3D  | 20 HCP, five-four: the jump shift
AKQ54.4.AK4.KJ54      | 1S P 1NT P      | 3C  | 20 HCP: the jump shift over 1NT
4.AQJ85.A4.KJ432      | 1H P 1S P       | 2C  | 15 HCP, five-five: the simple new suit
AQ5.J54.KQ54.Q43      | 1D P 1H P       | 1NT | 14 HCP balanced: 1NT 12-14, the 2NT jump needs 18
# === game-forcing responses to a minor ======================================================
# source: SAYC: over 1C/1D, 2NT is 13-15 balanced and 3NT 16-18 balanced, no four-card major;
#   a jump shift shows 17+ points; otherwise a new suit (forcing), the major first
K54.Q54.KJ5.KJ54      | 1D P            | 2NT | 13 HCP balanced: the bottom of 2NT
AQ5.K54.Q54.KJ54      | 1D P            | 2NT | 15 HCP balanced: the top of 2NT
K54.QJ4.AJ5.K543      | 1C P            | 2NT | 14 HCP, 3-3-3-4 over 1C
QJ5.K54.AQ5.K543      | 1D P            | 2NT | 15 HCP, 3-3-3-4: 2NT over 1D
AQ5.K54.KJ5.KJ54      | 1D P            | 3NT | 17 HCP balanced: 3NT
AQ5.K54.K54.KJ54      | 1C P            | 3NT | 16 HCP balanced: the bottom of 3NT
AQ5.KJ4.KJ5.KJ54      | 1C P            | 3NT | 18 HCP balanced: the top of 3NT
K5.AQJ4.K54.QJ54      | 1C P            | 1H  | 16 HCP with four hearts: the major first
AKJ54.K4.Q54.K54      | 1D P            | 1S  | 16 HCP with five spades: the major first
KQ54.A4.KJ5.Q543      | 1D P            | 1S  | 15 HCP balanced with four spades: 1S, not 2NT
A4.AKQJ54.K54.54      | 1C P            | 2H  | 17 HCP and a solid suit: the jump shift
AKQJ54.A4.K54.54      | 1D P            | 2S  | 17 HCP: the jump shift into spades
A4.54.AKQJ54.K54      | 1C P            | 2D  | 17 HCP: the jump shift into diamonds
A4.K54.54.AKQJ54      | 1D P            | 3C  | 17 HCP: the jump shift into clubs
A54.4.K54.AKJ543      | 1D P            | 2C  | 15 HCP, six clubs, a singleton: the new suit
A54.4.AKJ543.K54      | 1C P            | 1D  | 15 HCP, six diamonds: 1D, the jump shift needs 17
A4.K5.KQ54.AJ543      | 1D P            | 2C/3C | 17 HCP: SAYC jump shift (17+) or new suit
4.AK54.KJ54.A543      | 1D P            | 1H  | 15 HCP, four hearts and four diamonds: the major
KQ54.AJ54.K5.Q54      | 1C P            | 1H  | 15 HCP, four-four majors: hearts first
AKJ54.KQ543.5.54      | 1D P            | 1S  | 14 HCP, five-five majors: spades first
A5.K4.AQ543.K543      | 1C P            | 1D  | 16 HCP, five diamonds: 1D, forcing
KQ5.A54.K54.A543      | 1D P            | 3NT | 16 HCP, 3-3-3-4: 3NT
AJ54.K4.5.AKJ543      | 1D P            | 2C  | 16 HCP, six clubs, four spades: longer first
# === invitational responses to a minor =====================================================
# source: SAYC: 1C-3C and 1D-3D are limit raises, 10-12 points (five clubs, four diamonds),
#   no four-card major; 1NT is 6-10; a new suit at the two level 10+
Q54.54.K43.AJ954      | 1C P            | 3C  | 10 HCP, five clubs: the limit raise
Q54.K54.KJ54.Q54      | 1D P            | 3D  | 11 HCP, four diamonds, balanced: the limit raise
K54.54.AQ543.Q54      | 1D P            | 3D  | 11 HCP, five diamonds
K54.4.QJ543.A543      | 1D P            | 3D  | 10 HCP and a singleton
K54.Q4.543.AQJ54      | 1C P            | 3C  | 12 HCP, five clubs: the top of the limit raise
K54.AQ54.54.J543      | 1D P            | 1H  | 10 HCP with four hearts: the major first
54.KJ54.54.AQ543      | 1C P            | 1H  | 10 HCP, five clubs and four hearts: the major
K54.Q4.54.AQJ543      | 1D P            | 2C  | 12 HCP, six clubs: the new suit at the two level
Q54.K54.J543.Q54      | 1D P            | 2D/1NT | 8 HCP: single raise or 1NT (both 6-10)
QJ5.K54.Q54.Q543      | 1C P            | 1NT | 10 HCP balanced, four clubs only: 1NT 6-10
Q54.K54.54.KQJ54      | 1D P            | 2C  | 11 HCP, five clubs over 1D: the new suit
A54.Q54.J54.K543      | 1C P            | 1NT | 10 HCP, four clubs: 1NT, the raise to 3C needs five
KJ5.Q54.K54.QJ54      | 1C P            | 3C  | 12 HCP, four clubs, no other call fits
5.K54.A5432.Q543      | 1D P            | 3D  | 9 HCP and a singleton: 12 dummy points
54.K54.A5432.Q54      | 1D P            | 2D  | 9 HCP, no shortness: the single raise
Q5.K4.K5432.Q543      | 1D P            | 3D  | 10 HCP, five diamonds
KJ5.Q54.KJ54.Q54      | 1C P            | 1D  | 12 HCP, four diamonds: the new suit over 1C
# source: Root, Grant: a passed hand's 2NT over a minor is 11-12 balanced, invitational (no
#   game force is left to a passed hand); its limit raise and 1NT keep their ranges
KJ5.Q54.KJ5.J543      | P P 1D P        | 2NT | dealer=S passed hand, 11 HCP balanced: 2NT invites
KJ5.Q54.KJ5.Q543      | P P 1C P        | 2NT | dealer=S passed hand, 12 HCP balanced
Q54.K54.KJ54.Q54      | P P 1D P        | 3D  | dealer=S passed hand, four diamonds: the limit raise
Q4.95.KQT763.AQ6      | P P 1D P        | 3D  | dealer=E 13 HCP after a pass: still the limit raise
JT9.KJ7.864.AKQ9      | P P 1C P        | 2NT | dealer=N 14 HCP after a pass, balanced, no fit: 2NT
A54.K54.Q54.J543      | P P 1C P        | 1NT | dealer=S passed hand, 10 HCP: 1NT
AK54.54.QJ54.J54      | P P 1D P        | 1S  | dealer=S passed hand with four spades: the major
# === weak two openings ======================================================================
# source: SAYC: weak twos in diamonds, hearts and spades, 5-11 HCP and a good six-card suit;
#   Downey: no side four-card major; the rule of 20 opens the hands it fits at one
54.KQJ854.543.54      | -               | 2H  | 6 HCP and a good six-card suit
AQJ854.54.K54.54      | -               | 2S  | 10 HCP: the top of the weak two
KQT854.54.543.54      | -               | 2S  | 5 HCP and a good suit, not vulnerable
54.K54.AJ9854.54      | -               | 2D  | 8 HCP, six diamonds
KQJ954.54.K43.54      | P               | 2S  | dealer=E vul=both second seat, 9 HCP, vulnerable
5.KQJ954.54.K543      | -               | 2H  | a side four-card minor is allowed
Q543.KQJ954.54.5      | -               | P   | Downey: not with four cards of the other major
5.54.KQJ954.Q543      | -               | 2D  | 8 HCP, six diamonds and four clubs
AKJ854.5.K54.543      | -               | 1S  | 11 HCP, six spades: the rule of 20 opens one
54.AKQ854.J54.54      | P P             | 2H/1H | third seat: a light one bid allowed
KJ9854.54.543.54      | P P P           | P   | fourth seat: pass a weak hand out
54.54.543.KQJ854      | -               | P   | SAYC: 2C is strong, no weak two in clubs
# === three- and four-level pre-empts ========================================================
# source: SAYC: three- and four-level openings are natural pre-empts; Bergen, Grant: the rule
#   of 2-3-4 (down two vulnerable against not, three at equal, four at favourable)
54.4.KQJ9854.543      | -               | 3D  | seven diamonds, six tricks, equal vulnerability
4.543.KJT9854.54      | P P             | 3D  | third seat: a trick lighter
4.KQJ98543.54.54      | -               | 4H  | eight hearts, seven tricks: the four-level
KQJ98543.4.54.54      | -               | 4S  | eight spades
KQJ98543.4.54.54      | -               | 4S  | vul=both equal vulnerability: three down at most
4.54.54.KQJ98543      | -               | 3C/4C | eight clubs: 3C keeps 3NT in view (Grant)
5.AKQT954.54.543      | -               | 3H  | vul=NS seven tricks: three vulnerable against not
4.QJ98543.543.54      | -               | P   | vul=NS four tricks: too few vulnerable
AKJ9854.4.A54.54      | -               | 1S  | 12 HCP and seven spades: an opening one bid
5.54.AQJ9854.KQ5      | -               | 1D  | 12 HCP and seven diamonds: rule of 20, open one
KQJT954.54.54.54      | P P P           | P   | fourth seat: no pre-empt
4.54.KQJT954.543      | P               | 3D  | dealer=E second seat, equal vulnerability
# === responses to a weak two ==============================================================
# source: SAYC: 2NT forcing asks for a feature; a new suit is forcing; a raise is pre-emptive;
#   Downey: 3NT to play; Bergen: raise to the level of the trumps held together
K54.Q54.K543.J54      | 2H P            | 3H  | three trumps, 9 HCP: the pre-emptive raise
A54.K54.AK54.Q54      | 2S P            | 4S  | 16 HCP and three trumps: game
AK54.54.AQ54.K54      | 2H P            | 2NT/3NT | all stopped: ask or 3NT (Downey)
4.AQ54.KJ54.Q543      | 2S P            | P   | 12 HCP, no fit: no game
AQ5.KQ4.54.AJ543      | 2D P            | 3NT | 16 HCP and the other suits stopped: 3NT
AKQ54.4.A54.K543      | 2H P            | 2S  | 16 HCP and a good five-card suit: forcing
Q543.4.K5432.543      | 2S P            | 4S  | four trumps, a singleton: Bergen's 4S
KJ54.4.Q543.J543      | 2H P            | P   | 8 HCP and a singleton trump: pass
A54.KQ4.AK54.543      | 2D P            | 3NT/2NT | 16 HCP, three diamonds, stoppers: 3NT (or ask)
AK54.Q54.AJ54.54      | 2H P            | 2NT | 14 HCP and three trumps: ask for a feature
54.A5.KQJ954.A54      | 2S P            | 3D  | 14 HCP, six good diamonds: forcing
Q54.54.A543.K543      | 2S P            | 3S  | 9 HCP, three trumps: the pre-emptive raise
QJ54.5.AK543.543      | 2S P            | 4S  | Bergen: four trumps and a singleton: game at once
5.K54.Q5432.K543      | 2D P            | 5D  | Bergen: five diamonds and a singleton: eleven trumps
# === opener's continuations after a weak two ==============================================
# source: SAYC: over 2NT opener rebids the suit with a minimum, names a feature (ace or king)
#   with a maximum; Downey: 3NT with a solid suit; a new suit forcing: raise with three
#   cards or a doubleton honour, else rebid the suit
54.KJ9854.Q43.54      | 2H P 2NT P      | 3H  | 6 HCP: the minimum rebid
54.KQJ854.54.A54      | 2H P 2NT P      | 3C  | 10 HCP, the club ace: the feature
54.AQJ854.K54.54      | 2H P 2NT P      | 3D  | 10 HCP, the diamond king: the feature
54.AKQ854.543.54      | 2H P 2NT P      | 3NT | a solid suit: 3NT
KQJ854.54.54.K54      | 2S P 3C P       | 4C  | three clubs: raise the forcing new suit
54.K4.KQJ854.543      | 2D P 2H P       | 3H  | a doubleton honour: raise
54.54.KQJ854.K54      | 2D P 2H P       | 3D  | two small hearts: rebid the suit
54.AQJ854.543.54      | 2H P 3H P       | P   | the raise is to play
KQJ854.5.Q54.543      | 2S P 2NT P      | 3S  | 7 HCP: the minimum
AQJ854.5.54.K543      | 2S P 2NT P      | 3C  | 10 HCP, the club king: the feature
KQJ954.54.543.54      | 2S P 3NT P      | P   | 3NT is to play
54.KQJ954.543.54      | 2H P 3C P       | 3H  | no clubs to raise: rebid the suit
KQJ954.4.Q543.54      | 2S P 3H P       | 3S  | a singleton heart: rebid the suit
KQJ954.Q4.543.54      | 2S P 3H P       | 4H  | a doubleton honour: raise
A54.KQ54.AK54.54      | 2S P 2NT P 3S P | P   | 16 HCP opposite a minimum: stop
A54.KQ54.AK54.54      | 2S P 2NT P 3H P | 4S  | a maximum with a feature: game
54.KQT954.A4.543      | 2H P 2NT P      | 3D  | 9 HCP, the diamond ace: the feature
54.KQJ954.K43.54      | 2H P 3D P       | 4D  | three diamonds: raise the forcing new suit
54.KQJ9854.54.54      | 3H P 3S P       | 4H  | no spade support: the suit again
# === responses to a three-level pre-empt ===================================================
# source: SAYC: a new suit below game is forcing; Grant: raise with tricks and support,
#   3NT with the other suits stopped and the tricks for it
A4.AK54.K543.543      | 3S P            | 4S  | 14 HCP, two trumps: raise to game
AK5.KQ54.A543.54      | 3C P            | 3NT | 16 HCP, stoppers: 3NT
K54.Q543.K54.Q54      | 3H P            | P   | 10 HCP: no game opposite a pre-empt
A54.K54.AK54.K54      | 3D P            | 3NT | 17 HCP, stoppers and three diamonds
Q543.K543.4.Q543      | 3D P            | P   | 7 HCP: pass
5432.Q54.5.A5432      | 3H P            | 4H  | Bergen: three trumps, a singleton: ten trumps
K5432.Q54.5.5432      | 3H P            | 4H  | Bergen: three trumps and a singleton
5432.Q54.54.A543      | 3H P            | P   | three trumps, no shortness, 6 HCP: pass
AK54.A5.K543.543      | 3H P            | 4H  | 15 HCP, a doubleton trump: game
54.AKQ54.A54.K54      | 3D P            | 3H  | 16 HCP and a good five-card major: forcing
# === strong 2♣: responses and continuations =================================================
# source: SAYC: 2D waiting; 2H/2S/3C/3D a five-card suit with two of the top three honours,
#   8+; 2NT 8+ balanced; opener's 2NT 22-24 and 3NT 25-27, a suit rebid natural;
#   Grant (ACBL Conventions): after 2C-2D-2M responder raises with three trumps and some
#   values, bids the cheaper minor as a second negative with nothing
543.543.543.5432      | 2C P            | 2D  | nothing: waiting
Q54.J54.K543.J54      | 2C P            | 2D  | 7 HCP balanced: waiting, 2NT needs 8
K54.Q54.J543.Q54      | 2C P            | 2NT | 8 HCP balanced: 2NT
AQ954.54.K54.543      | 2C P            | 2S  | 9 HCP, five spades with two top honours
54.KQ954.543.A54      | 2C P            | 2H  | 9 HCP, five hearts with two top honours
54.KJ954.Q43.543      | 2C P            | 2D  | one top honour: waiting
AK4.KQ4.AQJ4.KJ4      | 2C P 2D P       | 2NT | 23 HCP balanced: 2NT
AK4.AQ4.AQJ4.KQ4      | 2C P 2D P       | 3NT | 26 HCP balanced: 3NT
AKQJ54.AK4.A4.K4      | 2C P 2D P       | 2S  | a long suit: rebid it
A4.K4.AKQ54.AKQ4      | 2C P 2D P       | 3D  | a long minor: rebid it
K54.Q543.543.543      | 2C P 2D P 2H P  | 3H  | four trumps and a king: raise
543.543.5432.543      | 2C P 2D P 2S P  | 3C  | nothing: the second negative
K543.54.Q543.543      | 2C P 2D P 2S P  | 3S  | four trumps and 5 HCP: raise
543.54.K543.Q543      | 2C P 2D P 2NT P | 3NT | 5 HCP opposite 22-24: game
543.543.J543.543      | 2C P 2D P 2NT P | P   | 1 HCP: pass 2NT
K543.543.543.Q54      | 2C P 2D P 2NT P | 3C  | a four-card major and values: Stayman
Q54.K54.J543.543      | 2C P 2D P 2S P  | 3S  | three trumps and 6 HCP: raise
54.Q54.KJ543.Q54      | 2C P 2D P 2S P  | 3D  | five diamonds and values, no fit: own suit
AKQ54.AKQ4.A4.K4      | 2C P 2D P 2S P 3C P | 3H | opposite the second negative: the second suit
A4.AKQJ543.AK4.4      | 2C P 2D P       | 2H  | a long heart suit: rebid it
AK4.AKQ4.AKJ4.K4      | 2C P 2D P       | 3NT | 27 HCP balanced: 3NT
"""


CASES = parse_table(TABLE)


def test_the_table_holds_at_least_120_cases() -> None:
    assert len(CASES) >= 120


test_book_call = book_calls_test(CASES)
