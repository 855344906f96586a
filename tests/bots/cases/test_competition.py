"""Textbook cases of competitive bidding, grouped by situation, each group headed by the rule
it comes from (the ACBL SAYC System Booklet, revised 2006, where it speaks; a named standard
textbook where it is silent). The hands are our own.

Each line: hand (PBN, spades first) | auction so far, from the dealer | expected call (``A/B``
where the books accept either) | the reason, with optional settings ``dealer=E``, ``vul=EW``
(none/NS/EW/both) and ``ps=0,60`` (NS, EW part-scores below the line)."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- negative doubles --------------------------------------------------------------------
# SAYC booklet, "Negative doubles": responder's double of a suit overcall is for takeout
# through 2♠; it shows the unbid major(s), four cards, about 6+ HCP at the one level and
# 8+ at the two level; a new suit at the two level shows 10+ and five cards (forcing).
74.KJ83.Q962.K83      | 1C 1S           | X   | four hearts, 9 HCP
852.AJ54.Q73.J42      | 1C 1S           | X   | four hearts, 8 HCP
Q6.Q854.K32.Q942      | 1C 1S           | X   | four hearts, 9 HCP
93.KQT87.Q42.632      | 1C 1S           | X   | five hearts but too weak for 2♥
93.KQT87.AQ4.632      | 1C 1S           | 2H  | five hearts and 11 HCP: forcing 2♥
94.AJ63.A72.KJ84      | 1C 1S           | X   | a strong hand doubles first too
852.J654.Q73.942      | 1C 1S           | P   | 3 HCP: too weak
KJ84.52.Q73.K942      | 1D 1H           | X   | exactly four spades
KJ854.52.Q73.K94      | 1D 1H           | 1S  | five spades: bid them
QT83.642.K5.A832      | 1D 1H           | X   | four spades, 9 HCP
KJ84.QT52.63.J42      | 1C 1D           | X   | both majors
A982.K873.62.Q93      | 1C 1D           | X   | both majors, 9 HCP
KJ842.QT5.63.J42      | 1C 1D           | 1S  | one major, five cards
52.63.AJ84.QT932      | 1H 1S           | X   | both minors
KJ84.QT52.Q63.42      | 1D 2C           | X   | both majors at the two level
KJ84.52.Q963.K42      | 1H 2C           | X   | four spades at the two level
AJ93.J4.762.KT83      | 1H 2D           | X   | four spades
52.KJ84.Q963.K42      | 1S 2C           | X   | four hearts
52.KQ84.732.AJ42      | 1S 2D           | X   | four hearts
52.73.KJ842.AQ93      | 1S 2H           | X   | both minors
52.KQ84.A732.J42      | 1C 2S           | X   | negative through 2♠
6.KJ43.J74.KQ932      | 1D 2S           | X   | four hearts
KJ43.62.K74.Q932      | 1C 2H           | X   | four spades
AQT84.K52.63.J42      | 1D 2C           | 2S  | five spades and 10 HCP
Q54.KJ83.A7.9542      | 1D 1S           | X   | four hearts, 10 HCP
K7.A963.Q842.J53      | 1C 1S           | X   | four hearts, 10 HCP
Q83.KQ72.J6.8542      | 1D 1S           | X   | four hearts, 8 HCP
J942.K3.Q87.Q632      | 1D 1H           | X   | four spades, 8 HCP
AQJ9.32.K432.432      | 1H 1S           | 1NT | their suit stopped: no penalty double at this level
# --- responder after an overcall: raises, no-trump, new suits, cue-bid -------------------
# SAYC booklet, "Competitive bidding": responder's cue-bid of the overcaller's suit shows
# a limit raise or better; jump raises in competition are pre-emptive; 1NT/2NT/3NT show
# 6-10 / 11-12 / 13-15 with their suit stopped; raises keep their meaning.
A.KT65.QT94.AKQ4      | 1H 1S           | 2S  | 18 HCP with support: cue-bid
K32.QJ32.A432.32      | 1H 1S           | 2S  | limit raise: cue-bid
32.K432.A432.K32      | 1H 1S           | 2S  | 10 HCP and four trumps: limit raise or better
5.Q864.J8432.432      | 1H 1S           | 3H  | pre-emptive jump raise
5.Q8642.K8432.32      | 1H 1S           | 4H  | pre-emptive game raise: five trumps, weak
32.K432.Q432.432      | 1H 1S           | 2H  | simple raise
J2.K83.Q942.8643      | 1H 1S           | 2H  | simple raise with three trumps
KJ4.J3.A942.Q842      | 1H 1S           | 2NT | 11, spades stopped
Q4.J3.KQ9432.K82      | 1H 1S           | 2D  | 11 HCP, six diamonds
KJ4.Q83.AK72.A53      | 1D 1S           | 3NT | 17 balanced, spades stopped
A83.K52.Q873.Q53      | 1D 1S           | 2NT | 11, spades stopped
82.AQT83.K72.Q53      | 1D 1S           | 2H  | five hearts, 11 HCP
82.AT83.K72.Q532      | 1D 1S           | X   | four hearts, 9 HCP
82.Q73.AQ932.K53      | 1D 1S           | 2S  | limit raise in diamonds: cue-bid
82.Q73.Q9832.K53      | 1D 1S           | 2D  | simple raise, five diamonds
8.Q73.Q98432.532      | 1D 1S           | 3D  | pre-emptive jump raise
93.K52.AQ4.KT832      | 1C 1H           | 2H/2NT | club fit: cue-bid, or 2NT with hearts stopped
32.AKJ93.K32.432      | 1S 2D           | 2H  | new suit at the two level: 10+, five cards
Q82.K73.8432.K32      | 1S 2D           | 2S  | simple raise
K32.Q2.K32.AJ432      | 1S 2D           | 3D/4S | 13 support points: cue-bid or game
KQ2.A4.QJ3.K9432      | 1H 1S           | 3NT | 15 balanced, spades stopped
Q9.K83.A632.K942      | 1H 2C           | 3C/4H | 13 support points: cue-bid or game
J3.Q842.K743.942      | 1H 2C           | 2H  | simple raise
K2.J3.AQT842.Q42      | 1S 2H           | 3D  | new suit at the three level: forcing, 12 HCP
AK2.A32.KQ2.KJ32      | 1H 1S           | 2S  | 19 HCP: cue-bid to game (jump shifts here are weak)
AKQ2.AQ2.K32.KQ2      | 1D 1H           | 2H  | 21 HCP, even: the cue-bid, not a negative double
AK2.A32.KQ2.QJ32      | 1H 1S           | 2S  | 17 HCP: the cue-bid, not a free 2C
# --- responder over a takeout double ------------------------------------------------------
# SAYC booklet, "Over opponents' takeout double": redouble shows 10+ HCP; a jump raise is
# pre-emptive; a new suit at the one level is forcing.
A32.KJ4.Q432.J42      | 1D X            | XX  | 11 HCP
KQ3.A92.J842.Q42      | 1H X            | XX  | 12 HCP
8.Q9643.J8432.32      | 1H X            | 3H  | pre-emptive raise
Q82.K83.9643.J42      | 1S X            | 2S  | simple raise
# --- overcalls ----------------------------------------------------------------------------
# SAYC booklet, "Overcalls": 8-16 HCP with a good suit at the one level, sound opening
# values at the two level; jump overcalls are weak; 1NT 15-18 with a stopper; a takeout
# double shows support for the unbid suits (or 17+ with any shape).
AQT93.72.Q84.J63      | 1D              | 1S  | 9 HCP, good five-card suit
52.KQJ98.A73.642      | 1D              | 1H  | 10 HCP
AJT87.K4.Q52.983      | 1H              | 1S  | 10 HCP
52.A3.K84.AQJ973      | 1H              | 2C  | 14 HCP, six clubs
Q42.74.AKJ93.K62      | 1H              | 2D  | 13 HCP, good diamonds
KQJT95.73.842.J2      | 1H              | 2S  | weak jump overcall
32.KJT875.Q4.852      | 1C              | 2H  | weak jump overcall
52.6.KQJ875.Q842      | 1S              | 3D  | weak jump overcall at the three level
AQ4.KJ3.KT42.Q82      | 1H              | 1NT | 15 balanced, hearts stopped
KJ3.AQ4.KJ2.QT83      | 1S              | 1NT | 16 balanced, spades stopped
AQ4.KJ3.AK42.Q82      | 1H              | X   | 19 balanced: double, then no-trump
KT3.AQ32.AJT3.85    | 1S              | X   | 14 HCP, support for the unbid suits
AK74.QT83.2.KJ63      | 1D              | X   | classic takeout shape
AT82.KJ94.KJ73.5     | 1C              | X   | 12 HCP, short clubs
2.AQ75.KJ84.QT92      | 1S              | X   | short spades, three suits
KQ85.AJ7.KT63.42      | 1C              | X   | 13 HCP, short clubs
K83.Q4.K742.Q983      | 1H              | P   | 10 HCP: no suit, no shape
AKQT87.A4.KQ2.83      | 1D              | X   | 18 HCP: too strong to overcall
KQJT93.62.A84.32      | 1NT             | 2S  | natural, six spades
32.KQT87.Q32.K32      | 1S              | P   | vulnerable: too weak at two | vul=EW
AK2.KQ3.AJ42.Q93      | 1NT             | X   | penalty: stronger than the opener
2.AQ75.KJ84.QT92      | 2S              | X   | takeout over a weak two
52.A4.KQJT83.K92      | 2H              | 3D  | good six-card suit over a weak two
AQ3.KT4.KQ52.J93      | 2H              | 2NT | 15 balanced, hearts stopped
AQ75.4.KJ84.AQ93      | 3H              | X   | takeout over a pre-empt
8642.K3.AQ4.J932      | 1S              | P   | their suit: no action
# --- advancing an overcall ------------------------------------------------------------------
# SAYC booklet, "Overcalls": a new suit by advancer is not forcing; the cue-bid of
# opener's suit shows a limit raise or better; the jump raise is pre-emptive; 1NT 8-11,
# 2NT 12-14 with their suit stopped. A 1NT overcall is answered as a 1NT opening.
KJ2.A32.432.KJ32      | 1D 1S P         | 2D  | 12 HCP and three trumps: cue-bid
KJ32.32.A432.K32      | 1D 1S P         | 2D  | limit raise via the cue-bid
K32.Q32.5432.K32      | 1D 1S P         | 2S  | simple raise
Q987.32.J842.432      | 1D 1S P         | 3S  | pre-emptive jump raise
32.AQJT87.42.K32      | 1D 1S P         | 2H  | own suit, not forcing
32.A42.KQT3.QJ42      | 1D 1S P         | 2NT | 12, diamonds stopped
32.A42.KT83.QJ42      | 1D 1S P         | 1NT | 10, diamonds stopped
432.432.5432.432      | 1D 1S P         | P   | nothing to say
K432.A32.K32.K32      | 1D 1S P         | 2D  | 13, four trumps: cue-bid (jumps pre-emptive)
K4.QT83.A92.J642      | 1C 1H P         | 2C  | limit raise: cue-bid
8.JT86.Q9832.532      | 1C 1H P         | 3H  | pre-emptive jump raise
AKT53.42.Q84.J62      | 1C 1H P         | 1S  | own suit, not forcing
42.K83.K932.Q842      | 1S 2H P         | 3H  | simple raise at the three level
42.KJ83.A932.K42      | 1S 2H P         | 2S  | limit raise or better: cue-bid
KQ84.KT32.42.842     | 1D 1NT P        | 2C  | Stayman over the 1NT overcall
42.QJT873.K42.42      | 1D 1NT P        | 2H  | weak, to play
K42.Q32.K842.J42      | 1D 1NT P        | 2NT | 9 HCP: invitational
# --- advancing a takeout double ------------------------------------------------------------
# SAYC booklet, "Takeout doubles": advancer bids the best unbid suit (a major first),
# jumps with 9-11, cue-bids with game values, bids 1NT 6-10 / 2NT 11-12 with their suit
# stopped, and passes for penalty only with long, strong trumps.
8642.Q93.J42.863      | 1D X P          | 1S  | four spades, weak
93.K854.QT87.J32      | 1D X P          | 1H  | four hearts
KQ952.A43.84.J72      | 1D X P          | 2S  | jump: 10 HCP, five spades
AQ93.K84.542.K72      | 1D X P          | 2D  | 12 HCP: cue-bid
84.K93.AQT2.J942      | 1D X P          | 1NT | 10, diamonds stopped
K94.Q73.KQT3.J94      | 1D X P          | 2NT | 11, diamonds stopped
8.A7.KQJT93.9843      | 1D X P          | P   | penalty pass: long strong trumps
32.9643.K98.Q842      | 1H X P          | 2C  | no four spades: the minor
KJ84.73.Q93.J842      | 1H X P          | 1S  | four spades
J32.KJT3.A42.972      | 1H X P          | 1NT | 10, hearts stopped
KT64.32.AQ93.J42      | 1H X P          | 2S  | jump: 10 HCP
9.8642.Q9642.J32      | 1S X P          | 2H  | the major before a longer minor
9.AQT62.K942.842      | 1S X P          | 3H  | jump: 9 HCP, five hearts
92.AJ4.KQ82.A942      | 1S X P          | 2S  | 14 HCP: cue-bid
842.Q93.J842.932      | 1D X 1S         | P   | free bid needs values
842.KJ93.Q842.93      | 1D X 1S         | 2H  | free bid: 6 HCP, four hearts
92.KJ84.Q942.J42      | 2S X P          | 3H  | answer at the three level
92.AJ84.K942.K42      | 2S X P          | 4H  | game values
82.AKJ84.Q93.K42      | 1C X P          | 2C/4H | 13 HCP, five hearts: cue-bid or game
5432.K32.Q32.KJ2      | 1S X P          | 1NT | 9 HCP, no four-card suit to jump in
J32.Q32.K32.K432      | 1S X P          | 3C  | 9 HCP, four clubs: jump, 9-11
9742.K32.Q32.J32      | 1C X P          | 1S  | 6 HCP: the cheapest answer, 0-8
# Over a double of a two-level bid the same bands hold while the jump stays below the three
# level (Grant, "Bridge Basics 2": 0-8 cheapest, 9-11 jump or 2NT, 12+ cue-bid or game).
J432.432.Q32.432      | 2H X P          | 2S  | 3 HCP: the cheapest answer
Q32.K432.Q32.Q32      | 2H X P          | 2NT | 9 HCP, four hearts and no suit to jump in
# --- balancing ----------------------------------------------------------------------------
# Mike Lawrence, "The Complete Book on Balancing in Contract Bridge": in the pass-out seat
# bid as if holding a king more; 1NT shows about 11-14 with a stopper, a double may be
# light with shortness in their suit, an overcall 8+; when they have found a fit and
# stopped at the two level, balance with shortness in their suit.
AJT83.K42.83.652      | 1D P P          | 1S  | 8 HCP: balancing overcall
K93.QT4.KJ2.QT32      | 1D P P          | 1NT | 11 balanced, diamonds stopped
K32.AJ93.7.QT842      | 1D P P          | X   | 10 HCP, short diamonds
32.Q4.J843.K9832      | 1D P P          | P   | nothing
KT82.2.AT94.QT83      | 1H P P          | X   | 9 HCP, short hearts
42.AQT83.K72.832      | 1S P P          | 2H  | 9 HCP, five hearts
A42.K93.KQ2.JT83      | 1H P P          | 1NT | 13 balanced, hearts stopped
KJ32.2.QT32.K432      | 1H P 2H P P     | X   | their fit: short hearts | dealer=E
KJ32.2.QT32.K432      | 1H P 2H P P     | X   | 2♥ is their game: balance | dealer=E ps=0,60
KT943.42.K93.Q82      | 1H P 2H P P     | 2S  | five spades | dealer=E
532.KJ4.Q42.J832      | 1H P 2H P P     | P   | length in their suit: defend | dealer=E
42.KQ93.AT83.J42      | 1S P 2S P P     | X   | short spades, both red suits | dealer=E
Q42.AJT83.732.K4      | 1S P 2S P P     | 3H  | 10 HCP, five hearts | dealer=E
# --- rescue after 1NT doubled --------------------------------------------------------------
# Audrey Grant, "Bridge Basics 2: Competitive Bidding" (and the SAYC booklet's natural
# defence): after partner's 1NT is doubled for penalty, a weak hand with a five-card suit
# runs to it (to play); a redouble shows values (about 9+) to punish them; otherwise pass.
32.QJ9843.432.32      | 1NT X           | 2H  | weak, six hearts
32.432.Q98432.32      | 1NT X           | 2D  | weak, six diamonds
9832.Q9843.32.32      | 1NT X           | 2H  | weak, five hearts
32.432.432.Q8432      | 1NT X           | 2C  | weak, five clubs: natural
32.K32.Q432.J432      | 1NT X           | P   | 6 balanced: stay
K32.Q32.K432.J32      | 1NT X           | XX  | 9 HCP: values
A32.KT83.QJ2.982      | 1NT X           | XX  | 10 HCP
32.QJ9843.432.32      | 1NT P P X P P   | 2H  | runs in the pass-out seat too
32.K32.Q432.J432      | 1NT P P X P P   | P   | stays
# --- opener after partner's negative double ------------------------------------------------
# SAYC booklet, "Negative doubles": opener rebids as over a response showing the unbid
# major: the major with four cards (a jump with 16-18), no-trump with their suit stopped,
# his own long suit, or a new suit; a pass converts only with a trump stack.
K2.AQ43.K32.Q432      | 1C 1S X P       | 2H  | four hearts, minimum
K3.AQ63.AK72.Q42      | 1C 1S X P       | 3H/4H | four hearts, 18 HCP: jump (or game on points)
KJ3.Q2.K32.QJ432      | 1C 1S X P       | 1NT | spades stopped, minimum
32.Q2.KJ3.AKJ832      | 1C 1S X P       | 2C  | six clubs
AQ43.K2.KJ42.J32      | 1D 1H X P       | 1S  | four spades
A43.KJ2.K9432.Q2      | 1D 1H X P       | 1NT | hearts stopped
32.AKJ54.KQ32.32      | 1H 1S X P       | 2D  | four diamonds
KJ32.A42.AJ42.32      | 1D 2C X P       | 2S  | four spades
32.A42.AKJ842.32      | 1D 2C X P       | 2D  | six diamonds
# --- two-suited overcalls: the unusual 2NT and Michaels -------------------------------------
# SAYC booklet, "Defensive bidding": the unusual 2NT shows the two lowest unbid suits and
# Michaels' cue-bid two suits (both majors over a minor, the other major and a minor over a
# major), five-five; advancer chooses, and over Michaels of a major 2NT asks for the minor.
2.32.KQT83.QJ942      | 1S              | 2NT | both minors, 5-5
2.43.QJ983.KQT82      | 1H              | 2NT | both minors, 5-5
2.KQT83.32.QJ942      | 1D              | 2NT | the two lowest unbid: hearts and clubs
KQT83.QJ942.32.2      | 1D              | 2D  | Michaels: both majors
KJ982.QT983.2.K2      | 1C              | 2C  | Michaels: both majors
KQT83.2.QJ942.32      | 1H              | 2H  | Michaels: spades and a minor
2.KQT83.32.QJ942      | 1S              | 2S  | Michaels: hearts and a minor
K32.Q2.J432.Q432      | 1S 2NT P        | 3D  | the longer minor
K32.Q2.J43.Q5432      | 1S 2NT P        | 3C  | the longer minor
K32.Q2.J432.Q432      | 1H 2H P         | 2S  | three spades: choose spades
K3.Q2.J432.Q8432      | 1H 2H P         | 2NT | no spade fit: ask for the minor
J32.Q432.K32.432      | 1C 2C P         | 2H  | four hearts, three spades
# --- after a cue-bid raise ------------------------------------------------------------------
# SAYC booklet, "Competitive bidding": the cue-bid is a limit raise or better; the opener
# (or overcaller) with a minimum rebids his suit at the cheapest level, with extras bids
# game; the cue-bidder passes the minimum with a limit raise and bids game with more.
AK432.KJ32.32.32      | 1S 2D 3D P      | 3S  | opener's minimum
AK432.KJ32.A2.K2      | 1S 2D 3D P      | 4S  | opener with 17: game
AKJ32.K32.Q32.32      | 1H 1S 2S P      | 3H  | opener's minimum
AKJ32.KQ2.A32.32      | 1H 1S 2S P      | 4H  | opener with 17: game
AQJ32.K2.A32.Q32      | 1D 1S P 2D P    | 4S  | overcaller with 16: game
KQT32.J2.432.Q32      | 1D 1S P 2D P    | 2S  | overcaller's minimum
KJ2.A32.432.KJ32      | 1D 1S P 2D P 2S P | P  | limit raise opposite a minimum
KJ2.A32.432.KJ32      | 1D 1S P 2D P 3S P | 4S | accepts the invitation
AJ2.A32.K32.KJ32      | 1D 1S P 2D P 2S P | 4S | game values opposite a minimum
# --- the takeout doubler's second call -----------------------------------------------------
# Audrey Grant, "Bridge Basics 2: Competitive Bidding": after advancer's cheapest answer
# (0-8), the doubler passes with 12-16, raises with 17-18, jumps with 19-21, counting dummy
# points for shortness once the fit is found; double then a
# new suit shows a strong hand with its own suit; double then no-trump 18-20.
AK74.QT83.2.KJ63      | 1D X P 1H P     | P   | minimum: pass
AK74.AQT8.2.KJ63      | 1D X P 1H P     | 3H  | 17 HCP and a singleton: 20 dummy points, jump raise
AK74.AQT8.2.AK63      | 1D X P 1H P     | 4H  | 20 HCP and a singleton: 23 dummy points, game
AK2.AKQJ93.32.A2      | 1D X P 1S P     | 2H  | strong hand with its own suit
AQ2.KQ3.KJ3.AJ32      | 1D X P 1H P     | 1NT | 19 balanced, diamonds stopped
AK2.AKQ32.AQ2.32      | 1D X P 1S P     | 3H  | Grant: 22 with its own suit jumps, game forcing
# --- partner's 1NT redoubled -------------------------------------------------------------------
# Audrey Grant, "Bridge Basics 2": the redouble shows values to punish them; the opener
# leaves it in.
KQ2.AJ3.KJ32.Q32      | 1NT X XX P      | P   | sits for the redouble
# --- the opener's reopening double ---------------------------------------------------------
# SAYC booklet, "Negative doubles" (and Bergen, "Better Bidding with Bergen", vol. 2): since
# responder cannot double for penalty, the opener reopens with a double when short in
# the overcalled suit, and responder passes it with a trump stack.
KQ432.2.KJ32.A32      | 1S 2H P P       | X   | short hearts: reopen
AQ872.K4.2.KJ932      | 1S 2D P P       | X   | short diamonds
KQ432.A32.KJ2.32      | 1S 2H P P       | P   | three hearts, minimum
2.AQT9.K432.Q432      | 1S 2H P P X P   | P   | trump stack: pass for penalty
# Common Standard American practice in the reopening seat (the SAYC booklet is silent): a
# strong opener (18+) doubles a pre-empt even with three of its suit; a six-card suit short
# in theirs is rebid at the three level.
AJ965.K97.A95.AK      | 1S 3D P P       | X   | 19 HCP, three diamonds: double, not pass
AKQ42.AJ3.K32.Q2      | 1S 3C P P       | X   | 19 HCP, balanced with three clubs
AJT983..K75.A875      | 1S 3H P P       | 3S  | six spades and a void in hearts: rebid them
KQJ943.K32.2.Q32     | 1S 3D P P       | 3S  | six spades, a singleton diamond, 11 HCP: rebid them
AQJ43.K32.Q32.32      | 1S 3D P P       | P   | minimum, five spades: the pre-empt has done its work
# --- the opener's second call when the opponents compete -----------------------------------
# SAYC booklet, opener's rebids: minimum 13-15, medium 16-18, maximum 19-21 points, the
# stronger hands jumping; in competition (Root, "Commonsense Bidding") a free rebid or
# competitive raise stays minimum-ish and a strong opener doubles, jumps or cue-bids.
K3.AQJ742.Q32.32      | 1H X P 2D       | 2H  | 12 HCP, six hearts: compete at the two level
A2.Q3.KQJ432.Q32      | 1D 1S P 2S      | 3D  | 13 HCP, six diamonds: compete at the three level
K.AKJ742.Q432.A2      | 1H X P 2D       | 3H  | 17 HCP, six hearts, partner passed: jump
Q32.KJ32.Q5432.2      | 1H X            | 3H  | 7 HCP, four hearts: the pre-emptive jump raise
Q32.KJ32.K5432.2      | 1H X            | 2H  | 9 HCP: too good for the pre-emptive raise
AQ3.K2.AKJ32.Q32      | 1D P P 1NT      | X   | 19 HCP over their no-trump: double it, not pass
K3.Q2.AKJ432.432      | 1D P P 1NT      | 2D  | 11 HCP, six diamonds: compete
# --- the takeout doubler's second call when the opener competes ---------------------------
# Bergen ("Better Bidding with Bergen", vol. 2) and Root: the doubler's second double shows
# extra values (about 16-18); a hand too strong to name a contract cue-bids their suit.
AQ32.KJ42.A2.K32      | 1C X P 1H 2C    | X   | 16 HCP: double again, extra values
AK32.KQ42.AJ2.A2      | 1D X P 1S 2D    | 3D  | 21 HCP: the cue-bid first, forcing
# --- responder's later calls in competition ------------------------------------------------
# SAYC booklet, "Competitive bidding": a new suit at the three level over a pre-emptive
# overcall is forcing; with game values responder does not stop below game.
82.AKJ973.Q4.J42      | 1S 3C 3H P 3S P | 4S/4H | 11 HCP and six hearts opposite an opening
"""


CASES = parse_table(TABLE)


def test_the_table_is_large_enough() -> None:
    assert len(CASES) >= 150


test_expected_call = book_calls_test(CASES)
