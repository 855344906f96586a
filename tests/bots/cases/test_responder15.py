"""The responder's calls, uncontested, fifteenth round: the first response at every band
(which suit first, the raise counted in support points, the limit raise, the two-over-one,
the jump shift), the responder's second call after the opener's 1NT, his own suit, a new suit,
a jump rebid, a 2NT rebid, a reverse, a jump raise and a game try, the responder's rebid after
his two-over-one, and the strong 2♣ continuations. Grouped by situation; each group names its
book (the ACBL SAYC System Booklet, revised 2006, where it speaks, else a standard textbook).
Our own hands, written from the books' rules before reading the code; line format as in
table.py. The first word of each note is the hand's HCP."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- the first response: which suit first ---------------------------------------------------
# source: SAYC booklet: a new suit at the one level is 6+ points and forcing; with four-card
#   suits respond up the line, with 5-5 bid the higher first, with a longer suit bid it first;
#   a weak hand (6-10) with a four-card major shows the major rather than the diamonds.
KJ54.Q854.32.J32     | 1C P | 1H  | 7 HCP, four of each major: up the line
KQ954.QJ953.2.32     | 1D P | 1S  | 8 HCP, five of each major: the higher first
A2.KQ54.AQ954.32     | 1C P | 1D  | 15 HCP, five diamonds and four hearts, game values: longer first
32.KJ54.Q5432.32     | 1D P | 1H  | 6 HCP, five diamonds and four hearts, weak: the major
Q32.K32.J432.Q32     | 1C P | 1D  | 8 HCP, four diamonds, no major: one over one
Q32.K32.J32.Q432     | 1C P | 1NT | 8 HCP, 3-3-3-4, no suit to show at the one level: 6-10
K32.Q32.Q32.Q432     | P 1D P | 1NT | 9 HCP, 3-3-3-4, no major: 6-10 balanced
QJ543.32.Q32.432     | 1C P | P   | 5 HCP, five spades: below the six points a response needs
# --- the raise of a major, in support points ----------------
# source: SAYC booklet: the single raise is 6-10 points, the limit raise 10-12, both with three
#   or more trumps, counting dummy points (Goren: with four trumps a singleton counts three, a
#   doubleton one).
2.Q432.K5432.432     | 1H P | 2H  | 5 HCP, four trumps and a singleton: 8 support points
QJ54.5.K5432.Q32     | 1S P | 3S  | 8 HCP, four trumps and a singleton: 11, the limit raise
K54.Q54.KJ4.Q432     | 1H P | 3H  | 11 HCP, three trumps, 3-3-3-4: the limit raise
K54.K32.Q2.QJ432     | 1S P | 3S  | 11 HCP, three trumps and a doubleton: the limit raise
# --- no raise: 1NT, the two-over-one, the jump shift ----------------
# source: SAYC booklet: 1NT is 6-10 and denies a suit biddable at the one level; a two-level
#   new suit is 10+ (1♠-2♥ five hearts) and forcing; a jump shift is strong (17+) and forcing
#   to game; with three trumps and game values responder bids a new suit first.
32.KQ954.K32.J32     | 1S P | 1NT | 9 HCP, five hearts: too weak for 2♥
32.AQ954.K32.Q32     | 1S P | 2H  | 11 HCP, five hearts: the two-over-one
32.K32.Q2.AQJ432     | 1D P | 2C  | 12 HCP, six clubs: the two-over-one
K32.Q54.32.AKJ54     | 1H P | 2C  | 13 HCP, three trumps and game values: the new suit first
AKQJ54.Q2.AK2.32     | 1H P | 2S  | 19 HCP, a solid six-card suit: the jump shift
# --- after the opener's 1NT rebid ----------------
# source: SAYC booklet: opener's 1NT rebid is 12-14 balanced; responder passes with 6-10 and
#   no long suit, rebids a six-card suit at two to play, bids a new lower suit at two to play
#   (non-forcing), invites with 2NT (11-12), jumps in a new suit to force to game.
KJ954.32.Q32.J32     | 1H P 1S P 1NT P | P   | 7 HCP, 5-3-3-2: 1NT is as good as anything
KJ9543.2.Q32.J32     | 1H P 1S P 1NT P | 2S  | 7 HCP, six spades: to play
KJ543.2.32.QJ432     | 1H P 1S P 1NT P | 2C  | 7 HCP, five spades and five clubs: to play
Q32.KJ54.KJ4.Q32     | 1C P 1H P 1NT P | 2NT | 12 HCP, balanced: invite
AKJ54.2.KQ432.32     | 1H P 1S P 1NT P | 3D  | 13 HCP, five spades and five diamonds: force
# --- after the opener rebids his suit or shows a second one ----------------
# source: SAYC booklet and Root, "Commonsense Bidding": responder with 6-9 passes or gives
#   preference (with equal length, to the opener's first suit); with 10-12 he invites (2NT,
#   a jump preference, a jump in his own six-card suit); with 13+ he bids game.
AJ54.32.K432.K32     | 1H P 1S P 2H P | 2NT | 11 HCP, two hearts: invite in no-trump
KJ543.2.Q432.432     | 1H P 1S P 2H P | P   | 6 HCP, five spades and a singleton heart
KJ4.QJ54.A32.432     | 1C P 1H P 2C P | 2NT | 11 HCP, spades and diamonds stopped: invite
AQJ543.32.K32.32     | 1C P 1S P 2C P | 3S  | 10 HCP, a good six-card suit: invite
KJ543.Q432.32.32     | 1D P 1S P 2C P | 2D  | 6 HCP, two of each minor: the first suit
KJ543.Q43.32.432     | 1D P 1S P 2C P | P   | 6 HCP, three clubs, two diamonds: pass
KJ54.Q43.32.J432     | 1H P 1S P 2D P | 2H  | 7 HCP, three hearts: the preference
KJ54.Q43.A2.J432     | 1H P 1S P 2D P | 3H  | 11 HCP, three hearts: the jump preference invites
KJ54.Q43.A2.K432     | 1H P 1S P 2D P | 4H  | 13 HCP, three hearts: game
# --- after the opener's one-level new suit ----------------
# source: SAYC booklet: 1♣-1♦-1♥-1♠ is natural; Root: responder bids again over the opener's
#   one-level new suit with anything above a bare minimum (1NT 6-10, 2NT 11-12).
QJ54.32.KJ543.32     | 1C P 1D P 1H P | 1S  | 7 HCP, four spades: natural at the one level
K32.AJ54.32.K432     | 1D P 1H P 1S P | 2NT | 11 HCP, clubs stopped: invite
Q32.KJ54.Q32.J32     | 1C P 1H P 1S P | 1NT | 9 HCP, three spades: more than a bare minimum
K32.QJ54.32.KJ32     | 1D P 1H P 1S P | 1NT | 10 HCP, clubs stopped: the top of 1NT
Q32.KJ54.432.J32     | 1D P 1H P 1S P | P   | 7 HCP, three spades: a bare minimum passes
K3.J854.QJT84.97     | 1C P 1H P 1S P | 1NT | 7 HCP, no fit for clubs or spades
# --- after the opener's raise ----------------
# source: Root, "Commonsense Bidding": after opener's single raise (12-15) responder invites
#   with 10-12 and bids game with 13+; after the game try 1♠-2♠-3♠ the raiser goes on with a
#   maximum (9-10) and passes with a minimum; opener's jump raise shows about 17 in support
#   and responder bids game with 8 or more.
KJ54.Q32.Q32.432     | 1C P 1S P 3S P | 4S  | 8 HCP: game opposite the jump raise
KJ54.Q32.J32.432     | 1C P 1S P 3S P | P   | 7 HCP, 4-3-3-3: pass
KJ54.A32.Q32.J32     | 1C P 1S P 2S P | 3S  | 11 HCP: invite
K32.K432.Q32.J32     | 1S P 2S P 3S P | 4S  | 9 HCP: a maximum raise accepts
432.K432.Q32.J32     | 1S P 2S P 3S P | P   | 6 HCP: a minimum declines
QJ54.J32.J32.432     | 1C P 1S P 3S P | P   | 5 HCP: no game opposite 16-18
# --- after the opener's jump rebid in his suit (16-18) ----------------
# source: SAYC booklet: the jump rebid of opener's suit is invitational (a good six-card suit,
#   about 16-18); Root: responder goes on with 8+ and passes with less.
KJ54.K32.2.Q5432     | 1D P 1S P 3D P  | 3NT | 9 HCP, hearts and clubs stopped: game
QJ543.J32.2.J432     | 1D P 1S P 3D P  | P   | 5 HCP: pass
32.KJ54.Q432.K32     | 1S P 1NT P 3S P | 4S  | 9 HCP, two spades: accept
K32.J2.QJ43.Q432     | 1H P 1NT P 3H P | 4H  | 9 HCP, a doubleton: accept
J32.J2.Q543.Q432     | 1H P 1NT P 3H P | P   | 6 HCP: decline
# --- after the opener's 2NT jump rebid (18-19) ----------------
# source: SAYC booklet: the jump to 2NT is 18-19 balanced; responder bids game with 7+ (a bare
#   minimum may pass); three of his five-card major is forcing and asks for three-card support.
QJ954.32.K32.432     | 1H P 1S P 2NT P | 3S  | 6 HCP, five spades: forcing, offers a choice
Q954.32.K432.Q32     | 1H P 1S P 2NT P | 3NT | 7 HCP: game
J32.QJ54.Q432.J2     | 1C P 1H P 2NT P | 3NT | 7 HCP: game
432.KJ543.Q32.32     | 1C P 1H P 2NT P | 3H  | 6 HCP, five hearts: forcing, offers a choice
# --- after the opener's reverse ----------------
# source: SAYC booklet: a reverse shows extra values (17+) and forces one round; responder
#   with game values opposite 17+ bids the game (Root).
KJ954.32.32.KQ32     | 1D P 1S P 2H P | 3NT | 9 HCP, clubs held: game
# Books differ on the 8-count with four of opener's second suit: Grant and most teachers count
#   17 + 8 = 25 and raise to game; Root's and the Standard American style the system follows
#   (the reverse's minimum answers show 6-8) bids 2NT first, the weak answer.
# QJ54.K432.32.Q32   | 1D P 1S P 2H P | 4H  | 8 HCP, four hearts
# --- after the opener's 2NT or 1NT over a minor ----------------
# source: Root: with a four-card fit for opener's second suit and values, raise it.
K32.2.QJ432.K432     | 1H P 1NT P 2C P | 3C | 9 HCP, four clubs: the raise shows a good 1NT
32.Q43.K432.J432     | 1S P 1NT P 2H P | P  | 6 HCP, three hearts: the contract suits
# --- the responder after his two-over-one ----------------
# source: SAYC booklet: "responder promises to bid again if he responded with a new suit at
#   the two level unless opener's rebid is at the game level"; after 1♥-2♣ responder's 3♥ is
#   invitational with three-card support; 2NT and his own suit again limit the hand (10-11).
K32.Q43.32.AQ432     | 1H P 2C P 2H P | 3H  | 11 HCP, three hearts: invite
2.AQ954.Q32.K432     | 1S P 2H P 2S P | 2NT | 11 HCP, a singleton spade: the promised second bid
2.KQ954.Q32.K432     | 1S P 2H P 2S P | 2NT | 10 HCP, minors stopped: not a pass
2.KJ4.QJ32.A5432     | 1S P 2C P 2S P | 2NT | 11 HCP, hearts and diamonds stopped
2.K32.AQJ543.432     | 1S P 2D P 2S P | 3D  | 10 HCP, six diamonds: the promised second bid
# --- the strong 2♣: the first response ----------------
# source: SAYC booklet: 2♦ is waiting; 2♥, 2♠, 3♣, 3♦ are positive with a good five-card suit
#   (two of the top three honours) and 8+ points.
32.KQ954.A32.432     | 2C P | 2H  | 9 HCP, KQ954: positive
32.32.AKJ54.5432     | 2C P | 3D  | 8 HCP, AKJ54: positive
Q8543.K32.Q32.32     | 2C P | 2D  | 7 HCP, a poor suit: waiting
# --- the strong 2♣: responder's second call ----------------
# source: SAYC booklet: after 2♣-2♦-2NT (22-24) the notrump methods apply (3♣ Stayman);
#   with 3+ points game, with a slam's worth (33 combined) 6NT; a new suit is natural and
#   forcing; a positive responder raises opener's suit with three.
KQJ543.32.J32.32     | 2C P 2D P 2H P | 2S  | 7 HCP, six good spades: natural
J32.Q32.5432.432     | 2C P 2D P 2NT P | 3NT | 3 HCP: game opposite 22-24
KQ2.K32.Q432.J32     | 2C P 2D P 2NT P | 6NT | 11 HCP: 33-35 together
QJ54.K32.432.432     | 2C P 2D P 2NT P 3C P 3H P | 3NT | 6 HCP, no heart fit: game
QJ54.K32.432.432     | 2C P 2D P 2NT P 3C P 3S P | 4S  | 6 HCP, four spades: game in the fit
K32.KQ954.32.432     | 2C P 2H P 2S P | 3S  | 8 HCP, three spades: the raise
# --- the responder to a weak two with game values ----------------
# source: SAYC booklet: new suits and 2NT are forcing; Root: with a fit and game values opposite
#   a weak two, bid the game (or ask with 2NT).
AK32.Q32.A432.K2     | 2H P | 4H/2NT | 16 HCP, three hearts: game
"""

CASES = parse_table(TABLE)

test_responder15 = book_calls_test(CASES)
