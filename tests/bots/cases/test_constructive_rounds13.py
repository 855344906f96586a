"""The uncontested constructive auction, thirteenth round: opener's reverses, jump shifts,
jump rebids and no-trump rebids, the game tries over a raise, opener after a limit raise and
after Jacoby 2NT, the responses to one of a minor and of a major, opener's rebid over a
two-over-one, responder's rebids (fourth suit, preference) and opener's third call. Grouped by
situation; each group names its book (the ACBL SAYC System Booklet, revised 2006, where it
speaks, else a standard textbook). Our own hands; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- opener's reverse ------------------------------------------------------------------------
# source: SAYC booklet: a reverse shows a strong hand (about 17+) and is forcing one round;
#   Root, "Commonsense Bidding": the first suit is longer than the second; a new suit at the
#   one level, or a lower suit at the two level, is no reverse and shows no extras.
4.AKJ5.A3.KQ9854     | 1C P 1S P | 2H    | 17 HCP, six clubs and four hearts: the reverse
3.AQJ5.AKJ74.K93     | 1D P 1S P | 2H    | 18 HCP, 1-4-5-3: the reverse
A3.J4.AKJ5.KQ754     | 1C P 1H P | 2D    | 18 HCP, five clubs and four diamonds: the reverse
5.KQ73.Q4.AJ9652     | 1C P 1S P | 2C    | 12 HCP, six clubs and four hearts: too weak to reverse
74.AQ65.3.KQJ853     | 1C P 1D P | 1H    | 12 HCP: the one-level suit is no reverse
AQ84.3.AKJ52.K64     | 1D P 1H P | 1S    | 17 HCP: the one-level suit, not a jump shift
KJ4.3.AQ852.KQ73     | 1D P 1S P | 2C    | 15 HCP: the lower suit at the two level
# --- opener's jump shift ---------------------------------------------------------------------
# source: SAYC booklet: opener's jump shift is forcing to game (about 19+ points).
AK94.5.AQ3.AQT42    | 1C P 1H P | 2S    | 19 HCP, four spades: the jump shift
3.AKQ75.AK2.KJ84     | 1H P 1S P | 3C    | 20 HCP, five hearts and four clubs
A5.AKJ4.3.AKJ852     | 1C P 1S P | 3H    | 20 HCP, six clubs and four hearts: the jump reverse
# --- opener's jump rebid of his own suit ------------------------------------------------------
# source: SAYC booklet: opener's jump rebid of his suit is invitational: a good six-card suit,
#   about 16-18 points; it is made over 1NT too.
AKQT74.A5.K83.74    | 1S P 1NT P | 3S   | 16 HCP, six good spades
7.AKJT93.KQ4.A82    | 1H P 1NT P | 3H   | 17 HCP, six good hearts
A4.K7.93.AKQJ852     | 1C P 1D P | 3C    | 17 HCP, seven good clubs
74.K3.AKQJ95.A82     | 1D P 1H P | 3D    | 17 HCP, six good diamonds
# --- opener's no-trump rebids ----------------------------------------------------------------
# source: SAYC booklet: opener's 1NT rebid shows 12-14 balanced; the jump to 2NT 18-19.
K84.Q3.KJ74.A952     | 1D P 1H P | 1NT   | 13 HCP, 3-2-4-4: the minimum no-trump
Q5.KJ4.AJ53.Q842     | 1D P 1S P | 1NT   | 13 HCP, balanced
74.AQ963.KJ5.K83     | 1H P 1S P | 1NT   | 13 HCP, 2-5-3-3: the minimum no-trump
KQ4.J5.AQ7.AK984     | 1C P 1H P | 2NT   | 19 HCP, balanced: the jump to 2NT
K53.AQ4.AKJ7.Q83     | 1D P 1S P | 2NT   | 19 HCP, 3-3-4-3
Q3.AK854.AQ6.KJ5     | 1H P 1S P | 2NT   | 19 HCP, five hearts, balanced
AJ4.KQ3.K82.AQ93     | 1C P 1D P | 2NT   | 19 HCP, 3-3-3-4, no major
# --- opener's rebid over 1NT ---------------------------------------------------------------
# source: SAYC booklet: the 1NT response to a major is 6-10 and not forcing; opener passes a
#   balanced minimum and shows a second four-card suit lower than his first.
AQ854.KJ73.6.Q84     | 1S P 1NT P | 2H    | 12 HCP, five spades and four hearts
AQ854.K73.Q6.Q84     | 1S P 1NT P | P     | 13 HCP, 5-3-2-3: a balanced minimum
6.AKJ84.Q3.AQT63    | 1H P 1NT P | 2C    | 16 HCP, five-five: the second suit
# --- the game tries after 1M-2M ------------------------------------------------------------
# source: SAYC booklet: after the single raise a new suit is a game try (forcing); Root,
#   "Commonsense Bidding": a minimum (up to 16 points) passes, 17-18 tries, 19+ bids the game;
#   the re-raise to three of the major is a try on a long trump suit; Klinger, "The Modern
#   Losing Trick Count": five losers opposite the raise bid the game.
5.AKQ84.A73.K942     | 1H P 2H P | 3C/3D/2S/2NT/3H/4H | 16 HCP, a singleton: try, or game (5 losers)
A5.AQJT84.KQ4.A3    | 1H P 2H P | 4H    | 20 HCP, six hearts: the game
AJ854.K3.Q84.K32     | 1S P 2S P | P     | 13 HCP: a minimum
AK9654.A4.K73.52     | 1S P 2S P | 3S/3D/3C/3H/2NT | 14 HCP, six spades: a try
AQJ54.KQ4.K83.Q6     | 1S P 2S P | 2NT/3C/3D/3H/3S | 17 HCP, 5-3-3-2: a try
# --- the raiser answers the try --------------------------------------------------------------
# source: Root, "Commonsense Bidding": over a help-suit try the raiser bids game with a
#   maximum or with help in the try suit (an ace or king, or shortness), else returns to three;
#   over 2NT he bids game with a maximum and signs off at three with a minimum.
85.Q953.J842.A63     | 1H P 2H P 3C P | 4H | 7 HCP, the ace of clubs: help
KQ5.Q953.K842.63     | 1H P 2H P 3C P | 4H | 10 HCP: a maximum
Q85.J953.K84.863     | 1H P 2H P 3C P | 3H | 6 HCP, three small clubs: no help
J84.K95.8532.Q62     | 1S P 2S P 2NT P | 3S/P | 6 HCP, 3-3-4-3: a minimum (3S, or pass 2NT flat)
K84.K95.Q853.Q62     | 1S P 2S P 2NT P | 4S/3NT | 10 HCP: a maximum
# --- opener after the limit raise -------------------------------------------------------------
# source: SAYC booklet: 1M-3M and 1m-3m are limit raises; opener passes a minimum and bids
#   game with more (Root: about 14+ points; over 1m-3m, 3NT with the other suits stopped).
K4.AQ853.KJ2.Q74     | 1H P 3H P | 4H    | 15 HCP: accept
852.AKJ75.Q4.Q93     | 1H P 3H P | P     | 12 HCP, 3-5-2-3: a minimum
AKJ75.4.K9832.Q2     | 1S P 3S P | 4S    | 13 HCP, five-five and a singleton: accept on shape
A4.KJ5.KJ853.Q62     | 1D P 3D P | 3NT   | 14 HCP, the other suits stopped
84.A72.KQ954.QJ3     | 1D P 3D P | P     | 12 HCP: a minimum
# --- opener after Jacoby 2NT ----------------------------------------------------------------
# source: SAYC booklet: 1M-2NT (Jacoby) is a game-forcing raise with four trumps; opener bids
#   a new suit at three with a singleton or void, four of the major with a minimum and no
#   shortness, 3NT with 15-17 (no shortness), three of the major with 18+.
AK854.K63.5.QJ74     | 1S P 2NT P | 3D   | 13 HCP, a singleton diamond
AQ854.K63.Q5.J74     | 1S P 2NT P | 4S   | 12 HCP, no shortness: the minimum
A4.AKJ84.KQ3.Q74     | 1H P 2NT P | 3H   | 19 HCP, no shortness
K4.AQJ84.KQ3.974     | 1H P 2NT P | 3NT  | 15 HCP, no shortness
# source: Downey, "SAYC" (Jacoby 2NT): "a 4-level bid in a new suit shows a side suit of
#   five+ cards", a good one; it comes before a singleton (the tricks matter most for slam).
AKJ54.KQJ83.4.72     | 1S P 2NT P | 4H   | 5-5, good hearts: the second suit before the singleton
AKJ54.K3.KQJ83.7     | 1S P 2NT P | 4D   | 17 HCP, good five diamonds
7.AKJ54.KQ.98652     | 1H P 2NT P | 3S   | 13 HCP, clubs too poor to show: the singleton spade
# --- after Jacoby 2NT: responder's next call, the opener's third ------------------------------
# source: SAYC booklet (Jacoby 2NT; Blackwood); Downey, "SAYC": over the opener's answer the
#   Jacoby bidder passes a game, signs off in game without slam values, or asks for aces;
#   the opener passes the sign-off. A passed hand has no Jacoby: it raises at once.
K4.AJ85.KQ3.J962     | 1H P 2NT P 3D P     | 4H  | 14 HCP: no slam opposite the shortness
K4.AJ85.KQ3.J962     | 1H P 2NT P 4H P     | P   | 14 HCP opposite a minimum: pass
AK4.AJ85.KQ3.K62     | 1H P 2NT P 3H P     | 4NT | 19 HCP opposite 18+: ask for aces
AK854.K63.5.QJ74     | 1S P 2NT P 3D P 4S P | P  | 13 HCP: partner signed off
K4.AJ85.Q93.J962     | P P 1H P            | 3H  | 11 HCP, a passed hand: the limit raise
# --- responses to one of a minor --------------------------------------------------------------
# source: SAYC booklet: over 1♣/1♦ new suits at the one level go up the line (a four-card
#   major first with a weak or moderate hand); 1NT 6-10, 2NT 13-15 (forcing), 3NT 16-17, all
#   balanced without a four-card major; the single raise 6-10 (five clubs, four diamonds), the
#   jump raise a limit raise; a jump shift is strong (17+) and forcing to game; with a game
#   force and support for the minor (no forcing minor raise) responder bids a new suit first.
J85.Q4.K963.QT82    | 1C P | 1D    | 8 HCP, four diamonds: the one-level suit
K53.Q84.J62.K973     | 1D P | 1NT   | 9 HCP, 3-3-3-4
85.KQ4.A763.QJ94     | 1C P | 1D    | 12 HCP, four diamonds
AJ4.KQ5.Q83.KT62    | 1D P | 2NT   | 15 HCP, balanced, no major
AQ5.K84.KJ3.Q962     | 1C P | 2NT   | 15 HCP, 3-3-3-4
KJ5.AQ4.KJ3.Q962     | 1D P | 3NT   | 16 HCP, 3-3-3-4
A84.K62.Q53.KJ96     | 1C P | 2NT   | 13 HCP, 3-3-3-4
84.K3.Q9852.K753     | 1D P | 2D    | 8 HCP, five diamonds: the single raise
84.K83.962.KQ975     | 1C P | 2C    | 8 HCP, five clubs, no shortness: the single raise
7.A84.J93.AJT762    | 1C P | 3C    | 10 HCP, six clubs: the limit raise
5.KQJT83.A84.K62    | 1D P | 1H    | 13 HCP, six hearts: not strong enough to jump
AKJT86.KQ4.A3.75    | 1C P | 2S    | 17 HCP, six good spades: the jump shift
4.AKQJ84.AQ3.K52     | 1D P | 2H    | 19 HCP, solid hearts: the jump shift
A5.K2.AJ853.KQ74     | 1D P | 2C    | 17 HCP, diamonds: a new suit first, no forcing raise
8532.AJ84.Q3.K62     | 1C P | 1H    | 10 HCP, four-four in the majors: hearts first
KJ84.AT75.96.832    | 1C P | 1H    | 8 HCP, four-four in the majors: hearts first
QJ84.K3.A62.J963     | 1D P | 1S    | 11 HCP, four spades
85.J4.KQ9763.A62     | 1C P | 1D    | 10 HCP, six diamonds: the one-level suit, no jump
# --- responses to one of a major --------------------------------------------------------------
# source: SAYC booklet: over 1♥/1♠ 1NT is 6-10 and not forcing; the single raise 6-10 with
#   three trumps; 3M a limit raise (10-11 points); 2NT Jacoby (13+, four trumps); 4M weak with
#   five trumps and shape; a new suit at two 10+; a jump shift strong (17+).
84.K963.A52.J842     | 1S P | 1NT   | 8 HCP, one spade short of a raise
Q85.K83.9642.A72     | 1S P | 2S    | 9 HCP, three spades: the single raise
KJ85.A3.Q842.J73     | 1S P | 3S    | 11 HCP, four spades: the limit raise
K4.AJ85.KQ3.J962     | 1H P | 2NT   | 14 HCP, four hearts: Jacoby
Q9754.6.K8532.74     | 1S P | 4S    | 5 HCP, five spades and a singleton: the pre-empt
A83.95.KQJ74.A62     | 1H P | 2D    | 14 HCP, five diamonds: two over one
6.AKQT84.K4.A953    | 1S P | 2H    | 16 HCP: two over one, short of a jump shift
AKQT74.K3.A62.Q5    | 1H P | 2S    | 18 HCP, six good spades: the jump shift
73.A84.KQ5.KJ963     | 1S P | 2C    | 13 HCP, five clubs: two over one
# source: SAYC booklet: 1M-3NT is 15-17 balanced with at most two trumps (no Jacoby fit).
KQ4.73.AQ54.KJ82     | 1H P | 3NT   | 15 HCP, 3-2-4-4: the balanced game
Q3.KQ4.A8542.KJ3     | 1S P | 3NT   | 15 HCP, 2-3-5-3
AQ4.73.AQ54.KQJ2     | 1H P | 2C/2D | 18 HCP: above 3NT's range, a new suit first
# --- opener's rebid over a two-over-one -------------------------------------------------------
# source: SAYC booklet: a two-over-one promises another bid; opener's new suit is forcing
#   one round; a minimum with a six-card suit rebids it.
AKJ84.KQ73.5.J62     | 1S P 2D P | 2H    | 14 HCP, four hearts: the new suit
6.AKJ853.K94.Q73     | 1H P 2C P | 2H    | 13 HCP, six hearts: the minimum rebid
AQJ854.K3.Q85.J4     | 1S P 2H P | 2S    | 13 HCP, six spades
# --- responder's rebid: fourth suit and preference ---------------------------------------------
# source: SAYC booklet: the fourth suit is forcing; Root, "Commonsense Bidding": with game
#   values and no stopper in the fourth suit bid it; with a stopper bid 3NT; with a weak hand
#   give preference to opener's first suit with equal length (false preference), else pass
#   his second suit.
7.AKJ84.A93.8532     | 1D P 1H P 1S P | 2C | 12 HCP, clubs unstopped: the fourth suit
A84.KQJ53.K52.96     | 1C P 1H P 1S P | 3NT/2D | 13 HCP, diamonds stopped: the game
KJ854.Q4.J732.Q6     | 1H P 1S P 2C P | 2H | 9 HCP, two-two: preference to the first suit
KJ854.84.Q73.Q62     | 1H P 1S P 2C P | P  | 8 HCP, three clubs and two hearts: pass
# --- more responses to one of a minor: invitational and game forcing ------------------------
# source: SAYC booklet: over 1♣/1♦ the jump raise is a limit raise; 2NT 13-15 and 3NT 16-17
#   balanced without a major; a new suit at two 10+; the jump shift 17+ (Soloway: one good
#   suit); with 11-12 balanced and no major an unpassed hand bids a two-level suit; Root,
#   "Commonsense Bidding": a passed hand's 2NT is 11-12, its jump raise a limit raise.
K84.Q73.KJ5.Q962     | P P 1D P | 2NT    | 11 HCP, a passed hand: 2NT invites
72.Q84.K63.AQJ85     | P P 1C P | 3C/2NT | 12 HCP, a passed hand, five clubs: invite
73.KJ4.AQ865.932     | 1D P | 3D     | 10 HCP, five diamonds: the limit raise
Q5.K83.J4.KQ9742     | 1C P | 3C     | 11 HCP, six clubs: the limit raise
KQ4.J83.Q92.KJ73     | 1D P | 2C     | 12 HCP, balanced: too strong for 1NT, too weak for 2NT
AQ5.KJ4.Q83.K962     | 1C P | 2NT    | 15 HCP, 3-3-3-4
AKJ85.Q3.K4.J962     | 1D P | 1S     | 14 HCP: the one-level suit, no jump shift
K4.AQ2.KQJ852.A3     | 1C P | 2D     | 19 HCP, six good diamonds: the jump shift
5.AKQ874.KJ3.A52     | 1C P | 2H     | 17 HCP, six good hearts: the jump shift
KQ5.A4.K862.KJ93     | 1D P | 2C/3NT | 16 HCP, four diamonds: a new suit first, or 3NT
# --- more reverses, and responder's answers ---------------------------------------------------
# source: SAYC booklet: a reverse shows 17+ and forces one round; Root, "Commonsense Bidding":
#   responder with a weak hand rebids a five-card suit, bids 2NT or gives preference; with
#   10+ opposite the reverse he goes to game.
4.AK73.AQJ75.KJ4     | 1D P 1S P | 2H    | 18 HCP, 1-4-5-3: the reverse
K5.A4.AKJ3.Q9762     | 1C P 1S P | 2D    | 17 HCP, 2-2-4-5: the reverse
Q4.8.AKJ5.AQ9763     | 1C P 1H P | 2D    | 16 HCP, six clubs and four diamonds: the reverse
KJ853.Q72.84.J63     | 1C P 1S P 2D P | 2S/3C/2NT | 7 HCP: a weak answer
85.KJ743.Q86.J42     | 1C P 1H P 2D P | 2H/2NT/3C | 7 HCP: a weak answer
KQ84.Q65.83.K952     | 1D P 1S P 2H P | 3NT/4H/3H | 10 HCP, clubs stopped: game values
# --- more jump shifts by opener, and responder's answer ----------------------------------------
# source: SAYC booklet: opener's jump shift forces to game (19+); Root, "Commonsense Bidding":
#   responder then shows support or preference, or rebids a five-card suit.
AKJ75.AQ84.KQ3.5     | 1S P 1NT P | 3H   | 19 HCP, five spades and four hearts: the jump shift
A3.AKJ85.4.AKJ73     | 1H P 1S P | 3C    | 20 HCP, five-five: the jump shift
AKQ4.5.AQJ84.K72     | 1D P 1H P | 2S    | 19 HCP, four spades: the jump shift
92.KQ874.J63.Q82     | 1D P 1H P 2S P | 3D/3H/2NT | 8 HCP: preference or the suit again
# --- more game tries and the raiser's answers --------------------------------------------------
# source: SAYC booklet: a new suit after the single raise is a game try; Root, "Commonsense
#   Bidding": 17-18 tries, 19+ bids game; the raiser accepts with help in the try suit (ace,
#   king, shortness) or a maximum, else signs off at three.
AKJ74.K5.Q843.A6     | 1S P 2S P | 3D/3C/3H/2NT/3S/4S | 17 HCP, two doubletons: 19 points
84.AKJ95.KQ4.AJ3     | 1H P 2H P | 4H    | 18 HCP and a doubleton: 19 points, game
Q73.852.KQ74.J52     | 1S P 2S P 3D P | 4S | 8 HCP, the king-queen of diamonds: help
Q73.K852.742.Q52     | 1S P 2S P 3D P | 3S | 7 HCP, three small diamonds: no help
# --- more openers after the limit raise --------------------------------------------------------
# source: SAYC booklet: the limit raise; Root: opener passes a minimum, bids game with 14+;
#   over 1m-3m 3NT with the other suits stopped.
AQJ85.K4.A83.752     | 1S P 3S P | 4S    | 14 HCP: accept
Q73.KJ852.Q4.A93     | 1H P 3H P | P     | 12 HCP: a minimum
A4.KQ5.AJ2.KJ873     | 1C P 3C P | 3NT   | 18 HCP, every suit stopped
# --- more responder's rebids ---------------------------------------------------------------------
# source: SAYC booklet: responder's 1NT rebid is 6-10, his 2NT invites (11-12, the unbid suit
#   stopped);
#   Root, "Commonsense Bidding": with 10-12 invite by 2NT or by raising opener's suit.
KQ853.74.Q62.KJ3     | 1H P 1S P 2D P  | 2NT    | 11 HCP, clubs stopped: invite
73.KQ852.K64.QJ2     | 1D P 1H P 1S P  | 2NT/3D | 11 HCP: invite
73.KQ852.K64.Q82     | 1D P 1H P 1S P  | 1NT    | 10 HCP: the minimum no-trump, 6-10
KQ85.A4.J73.Q652     | 1C P 1S P 1NT P | 2NT    | 12 HCP: invite opposite 12-14
# --- opener's rebid over a two-over-one: raises ------------------------------------------------
# source: SAYC booklet: a two-over-one forces one round; Root, "Commonsense Bidding": the opener
#   raises a minor with four cards, a two-level heart response (five cards) with three.
AQ854.K3.64.KJ52     | 1S P 2C P | 3C    | 13 HCP, four clubs: the raise
AQ874.K62.A83.94     | 1S P 2H P | 3H    | 13 HCP, three hearts: the raise
# --- responder after opener raised his major ---------------------------------------------------
# source: SAYC booklet: opener's single raise is a minimum (12-15), the jump raise 16-18;
#   Root, "Commonsense Bidding": responder passes 6-9 over the single raise, invites with
#   10-12, bids game with 13+; over the jump raise he bids game with 8+ and passes less.
Q84.AJ85.KQ3.J62     | 1C P 1H P 2H P | 4H  | 13 HCP: game
84.KQJ75.A62.952     | 1C P 1H P 2H P | 3H  | 10 HCP, five hearts: invite
J8542.K73.Q4.963     | 1D P 1S P 2S P | P   | 6 HCP: pass
K8542.Q73.J4.K63     | 1D P 1S P 3S P | 4S  | 9 HCP: game opposite 16-18
Q8542.973.J4.K63     | 1D P 1S P 3S P | P   | 6 HCP: pass
# --- responder after his 1NT and opener's second suit --------------------------------------------
# source: SAYC booklet: the 1NT response is 6-10; Root, "Commonsense Bidding": with a weak hand
#   pass opener's second suit when it is longer than his first here, give preference with
#   equal length, raise the second suit with four and 10 points.
Q84.J5.K9763.Q83     | 1H P 1NT P 2C P | P   | 8 HCP, three clubs and two hearts: pass
K84.5.Q7643.KQ82     | 1H P 1NT P 2C P | 3C  | 10 HCP, four clubs: invite
84.Q73.K9652.J63     | 1S P 1NT P 2H P | P   | 6 HCP, three hearts and two spades: pass
# --- responder's second call after opener's minimum rebid ----------------------------------------
# source: SAYC booklet: after opener's 1NT rebid responder signs off in his six-card major at
#   two or shows a second, lower suit (not forcing) with a weak hand; Root: with 6-10 and no
#   fit he rebids 1NT, with support for opener's first suit he gives preference.
84.KJ9753.Q4.J63     | 1D P 1H P 1NT P | 2H     | 7 HCP, six hearts: to play
KJ853.Q874.4.J63     | 1C P 1S P 1NT P | 2H     | 7 HCP, five spades and four hearts
84.KJ75.Q63.J852     | 1C P 1H P 1S P  | 1NT/2C | 7 HCP: a minimum
# --- opener's answer to the fourth suit -----------------------------------------------------------
# source: SAYC booklet: the fourth suit forces; Root, "Commonsense Bidding": opener shows
#   three-card support for responder's major first, then no-trump with the fourth suit stopped.
AQ84.K73.KJ852.6     | 1D P 1H P 1S P 2C P | 2H  | 13 HCP, three hearts: delayed support
AQ84.7.KJ852.K62     | 1D P 1H P 1S P 2C P | 2NT | 13 HCP, clubs stopped
# --- opener's third call after responder's invitation ----------------------------------------
# source: SAYC booklet: responder's 2NT and raise to three invite; Root, "Commonsense
#   Bidding": opener accepts with the top of his range and passes the bottom.
K5.Q32.AQ42.K432     | 1D P 1S P 1NT P 2NT P | 3NT | 14 HCP: the top of 12-14
K5.Q32.AQ42.J432     | 1D P 1S P 1NT P 2NT P | P   | 12 HCP: the bottom
K5.KJ83.Q4.AJ852     | 1C P 1H P 2H P 3H P   | 4H  | 14 HCP, four hearts: accept
74.AQJT85.K83.Q6    | 1H P 1S P 2H P 3H P   | 4H  | 12 HCP, six good hearts: 14 points, accept
"""

test_book_call = book_calls_test(parse_table(TABLE))
