"""The uncontested constructive auction, ninth round: opener's rebid after a one-level
response, opener over a single and a limit raise, the responses to one of a minor, responder's
rebid, the Stayman continuations and the strong 2♣ continuations. Grouped by situation; each
group names its book (the ACBL SAYC System Booklet, revised 2006, where it speaks, else a
standard textbook). Our own hands; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- opener's rebid after a one-level response -------------------------------------------------
# source: SAYC booklet: opener's 1NT rebid is 12-14 balanced, the jump to 2NT 18-19; a jump
#   rebid of opener's own suit is invitational (a good six-card suit, about 17-18); a reverse
#   shows extra values (17+) and is forcing one round; a minimum rebids his suit.
AK5.Q3.KQ42.AJ32     | 1D P 1H P | 2NT | 19 HCP, balanced: the jump to 2NT
K5.Q32.AQ42.J432     | 1D P 1S P | 1NT | 12 HCP, balanced: the minimum no-trump
AK.54.AKJ954.Q32     | 1D P 1S P | 3D  | 17 HCP, six good diamonds: the jump rebid
5.AKJ4.AQ932.K32     | 1D P 1S P | 2H  | 17 HCP, five diamonds and four hearts: the reverse
5.KJ54.AQ932.Q32     | 1D P 1S P | 2D  | 12 HCP: too weak to reverse, rebid the diamonds
# --- opener raises responder's major ----------------
# source: SAYC booklet: with four-card support opener raises to two with a minimum, jumps to
#   three with about 17-18 points (invitational) and to game with 19-20 (Goren's support
#   points: a singleton counts three).
KJ54.5.AQ932.K32     | 1D P 1S P | 2S  | 13 HCP, four spades: the single raise
KQ54.5.AKJ32.K32     | 1D P 1S P | 3S  | 16 HCP and a singleton: the invitational jump raise
AQ54.5.AKJ32.A32     | 1D P 1S P | 4S  | 18 HCP and a singleton: game
# --- opener's jump shift ----------------
# source: SAYC booklet: a jump shift by opener is forcing to game (about 19+ points).
5.AKJ54.AK2.AQ32     | 1H P 1S P | 3C  | 21 HCP, five hearts and four clubs: game force
# --- opener over a single raise of his major ----------------
# source: SAYC booklet: after the single raise a new suit is a game try (forcing one round);
#   Root, "Commonsense Bidding": a minimum passes, 17-18 points try, 19+ bids game.
AKJ54.Q43.A32.32     | 1S P 2S P | P       | 14 HCP: no game opposite 6-10
AKJ54.KQ4.A32.32     | 1S P 2S P | 3S/3H/3D/3C | 17 HCP, 5-3-3-2: a game try
AKJ54.KQ43.A3.A2     | 1S P 2S P | 4S      | 21 HCP: game
# --- opener over a limit raise ----------------
# source: SAYC booklet: the jump raise is a limit raise (10-11 points); opener passes with a
#   minimum and bids game with more (Root: 14+ accepts).
AKJ54.Q43.K32.32     | 1S P 3S P | P   | 13 HCP, 5-3-3-2: a minimum, pass
AKJ54.Q43.K32.Q2     | 1S P 3S P | 4S  | 15 HCP: accept
# --- responses to one of a minor ----------------
# source: SAYC booklet: over 1♣/1♦, 2NT is 13-15 balanced (forcing), 3NT 16-17 balanced,
#   without a four-card major; the single raise is 6-10, the jump raise a limit raise
#   (10-11 points); a jump shift is strong (about 17+) and forcing to game.
K32.Q32.KJ4.AJ32     | 1D P | 2NT | 14 HCP, 3-3-3-4, no major: 13-15
K32.Q32.KJ4.AK32     | 1D P | 3NT | 16 HCP, 3-3-3-4, no major: 16-17
32.K32.KJ432.Q32     | 1D P | 2D  | 9 HCP, five diamonds: the single raise
32.A32.KQ432.J32     | 1D P | 3D  | 10 HCP, five diamonds: the limit raise
AKJ54.K3.AQ2.432     | 1C P | 2S  | 17 HCP, five good spades: the strong jump shift
# --- responder's rebid after opener's minimum ----------------
# source: SAYC booklet: responder with 10-12 points invites (2NT, a jump raise of opener's
#   suit, a jump in his own six-card suit), with 13+ bids game; with 6-9 he passes or bids
#   his own six-card suit again.
KJ54.Q32.K2.Q432     | 1D P 1S P 1NT P | 2NT | 11 HCP, balanced: invite
AQ54.K32.K2.Q432     | 1D P 1S P 1NT P | 3NT | 14 HCP, balanced: game
KQ6543.K2.32.432     | 1D P 1S P 2D P  | 2S  | 8 HCP, six spades: to play
KQ54.K32.32.Q432     | 1H P 1S P 2H P  | 3H  | 10 HCP, three hearts and a doubleton: invite
Q432.KJ54.32.432     | 1C P 1H P 1S P  | 2S  | 6 HCP, four spades: the single raise
KJ54.KQ54.32.J32     | 1C P 1H P 1S P  | 3S  | 10 HCP, four spades: the invitational raise
# --- the invitational Stayman continuations ----------------
# source: SAYC booklet: after Stayman, responder's 2NT and his raise of opener's major to
#   three are invitational (8-9); opener passes with a minimum and goes on with a maximum.
K432.QJ32.K32.32     | 1NT P 2C P 2D P | 2NT | 9 HCP, no fit: invite
K432.QJ32.K32.32     | 1NT P 2C P 2H P | 3H  | 9 HCP, four hearts: invite in the fit
432.KJ32.K32.Q32     | 1NT P 2C P 2S P | 2NT | 9 HCP, four hearts but not spades: invite
AK2.KQ32.K32.Q32     | 1NT P 2C P 2H P 3H P | 4H  | 17 HCP: accept
AQ2.KQ32.Q32.Q32     | 1NT P 2C P 2H P 3H P | P   | 15 HCP: decline
AQ2.KQ32.Q32.Q32     | 1NT P 2C P 2H P 2NT P | P  | 15 HCP, responder has no hearts: decline
AK2.KQ32.K32.Q32     | 1NT P 2C P 2H P 2NT P | 3NT | 17 HCP, no spade fit: accept
# --- the strong 2♣ continuations ----------------
# source: SAYC booklet: after 2♣-2♦, opener's 2NT is 22-24 and 3NT 25-27 (balanced); opposite
#   2NT responder uses the notrump methods and with a balanced hand and values bids game.
AK32.AQ2.KQ2.AQ2     | 2C P 2D P | 2NT | 24 HCP, balanced
AK2.AKQ2.KQ2.AQ2     | 2C P 2D P | 3NT | 27 HCP, balanced
Q32.J32.Q432.J32     | 2C P 2D P 2NT P | 3NT | 6 HCP, 3-3-4-3: game opposite 22-24
# --- the game try past three of the major ----------------
# source: Root, "Commonsense Bidding": opener's new suit after a single raise is a game try
#   and forces; 1♥-2♥-3♠ leaves no stop at three hearts, so the raiser bids the game.
K32.K432.A2.5432     | 1H P 2H P 3S P | 4H  | 10 HCP: the cheapest stop is the game
J32.Q432.32.5432     | 1H P 2H P 3S P | 4H  | 3 HCP: no stop below game all the same
# --- responder's preference after opener's second suit ----------------
# source: SAYC booklet: responder's jump to three of opener's first suit invites (10-12);
#   Root, "Commonsense Bidding": with three cards in opener's major and four in his minor,
#   the major fit comes first (its game needs a trick less).
AQ54.K32.32.K543     | 1H P 1S P 2C P | 3H/4H | 12 HCP, three hearts, four clubs
KJ54.Q32.32.KQ43     | 1H P 1S P 2C P | 3H    | 11 HCP, three hearts, four clubs: invite in hearts
AQ54.K32.32.K543     | 1H P 1S P 2D P | 3H/4H | 12 HCP, three hearts: the fit, not 2NT
KQ54.32.32.KQ543     | 1H P 1S P 2C P | 3C    | 10 HCP, two hearts, five clubs: raise the minor
AQ54.32.K32.K543     | 1D P 1S P 2C P | 3C/3D/2NT | 12 HCP, opener's suits both minors
Q543.K2.32.K5432     | 1H P 1S P 2C P | P     | 8 HCP, five clubs: pass the second suit
# --- responder's rebid over opener's 1NT ----------------
# source: SAYC booklet: after opener's 1NT rebid a new suit or a jump by responder shows
#   values; Root: a weak six-card suit rebids at two to play, game values bid game.
KQ543.K2.32.Q432     | 1D P 1S P 1NT P | P   | 10 HCP, five spades: no game opposite 12-14
KQ543.AJ32.K2.32     | 1D P 1S P 1NT P | 3H  | 13 HCP, five spades and four hearts: game force
KJ5432.2.Q32.432     | 1D P 1S P 1NT P | 2S  | 6 HCP, six spades: to play
# --- the fourth suit ----------------
# source: SAYC booklet: the fourth suit by responder is forcing (Root: a stopper in it
#   lets opener bid no-trump); a minimum responder with a fit raises or passes.
KQ54.32.Q2.KJ432     | 1D P 1S P 2C P | 3C  | 11 HCP, five clubs: invite in clubs
Q543.32.K2.K5432     | 1D P 1S P 2C P | P   | 8 HCP, five clubs: pass
5.KQ4.AQ932.K432     | 1D P 1S P 2C P 2H P | 2NT | 14 HCP, hearts stopped
# --- Stayman with five spades and four hearts ----------------
# source: SAYC booklet: after 1NT-2♣-2♦ responder's two of a major shows five cards there
#   and invites; three of it forces to game.
KJ543.Q432.K2.32     | 1NT P 2C P 2D P | 2S  | 9 HCP, five spades and four hearts: invite
AJ543.K432.K2.32     | 1NT P 2C P 2D P | 3S  | 11 HCP: game force
AQ2.KJ2.K432.Q32     | 1NT P 2C P 2D P 3S P | 4S  | three spades: the major game
AQ.KJ2.K432.Q432     | 1NT P 2C P 2D P 3S P | 3NT | two spades: no-trump
# --- the strong 2♣: suits ----------------
# source: SAYC booklet: after 2♣-2♦ opener's suit rebid is natural and forcing; a positive
#   response needs a good five-card suit and 8 HCP; the weak responder raises a major with
#   three cards and otherwise shows his own suit or bids 2NT.
AKQJ54.AK2.AK2.2     | 2C P 2D P | 2S  | 24 HCP, six spades
32.AKJ54.32.5432     | 2C P      | 2H  | 8 HCP, five good hearts: positive
Q32.32.K5432.432     | 2C P 2D P 2S P | 3S | 5 HCP, three spades: raise
# --- responder's promised second bid after a two-over-one ---------------------------------------
# source: SAYC booklet: responder promises to bid again after a new suit at the two level
#   (an unpassed hand) unless opener's rebid is game; Root, "Commonsense Bidding": an
#   opening opposite a two-over-one is a game, so without a fit he bids 3NT over 2NT.
K2.Q32.AQ432.432     | 1S P 2D P 2NT P | 3NT | 11 HCP, two spades: not a pass
K2.Q3.AQ432.J432     | 1S P 2D P 2NT P | 3NT | 12 HCP, two spades
32.K32.Q2.AQ5432     | 1S P 2C P 2NT P | 3NT | 11 HCP, six clubs, two spades
Q2.K32.32.AJ5432     | 1D P 2C P 2NT P | 3C/3NT | 10 HCP, six clubs: three of them is a second bid
# --- the raiser over opener's game try ----------------
# source: SAYC booklet: after the single raise a new suit by opener is a game try; Root,
#   "Commonsense Bidding": the raiser bids game with a maximum or with help (an ace or king,
#   or shortness) in the try suit, else returns to three; over the 2NT try three trumps and
#   an even minimum return to three of the major, a maximum bids game.
K32.Q432.32.K432     | 1H P 2H P 3C P  | 4H | 8 HCP, the king of clubs: help
K32.Q432.K32.432     | 1H P 2H P 3C P  | 3H | 8 HCP, three small clubs: no help
Q32.Q432.32.5432     | 1H P 2H P 3C P  | 3H | 4 HCP: a minimum
K32.Q432.J32.J32     | 1H P 2H P 2NT P | 3H | 7 HCP: decline
K32.KJ32.32.Q432     | 1H P 2H P 2NT P | 4H/3NT | 9 HCP, four trumps: accept
# --- opener's third call after an invitation ----------------
# source: SAYC booklet: 1NT rebid 12-14, responder's 2NT invites; Root: accept with the
#   top of the range; the minimum two-level rebid raised to three accepts with extras.
K5.Q32.AQ42.J432     | 1D P 1S P 1NT P 2NT P | P   | 12 HCP: decline
K5.Q32.AQ42.KJ32     | 1D P 1S P 1NT P 2NT P | 3NT | 15 HCP: accept
KJ.Q32.AQ9432.32     | 1D P 1S P 2D P 3D P   | P   | 12 HCP: decline
AJ.K32.AQ9432.32     | 1D P 1S P 2D P 3D P   | 3NT | 14 HCP, stoppers: accept
# --- opener over responder's strong jump shift ----------------
# source: SAYC booklet: the jump shift is forcing to game; opener describes: 2NT balanced,
#   his own six-card suit, or a raise with support.
K2.Q32.AJ432.Q32     | 1D P 2S P | 2NT | 12 HCP, balanced
32.Q32.AKJ432.Q2     | 1D P 2S P | 3D  | six good diamonds
Q32.Q2.AKJ4.Q432     | 1D P 2S P | 3S  | three spades: raise
# --- responder after opener raises his two-over-one below game -------------------------------
# source: SAYC booklet: "Responder promises to bid again if he responded with a new suit at
#   the two level unless opener's rebid is at the game level" (an unpassed hand); Root,
#   "Commonsense Bidding": an opening opposite a two-over-one is a game.
K2.KQ432.Q32.J32     | 1S P 2H P 3H P | 4H  | 11 HCP, five hearts raised: the game, not a pass
2.KJ32.AQ432.Q32     | 1S P 2D P 3D P | 3NT | 11 HCP, hearts and clubs stopped: 3NT, not a pass
A2.KQ1043.Q32.J32    | 1S P 2H P 3H P | 4H  | 12 HCP, five hearts raised: the game
K32.Q2.J32.AKJ43     | 1S P 2C P 3C P | 4S  | 14 HCP, three spades: the major game first
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)
