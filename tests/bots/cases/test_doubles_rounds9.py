"""Doubles and balancing, ninth round: the advance of a takeout double at every level (the
forced answer, the jump, no-trump, the cue-bid, the penalty pass, the free bid over a raise
or a redouble), the doubler's second call, negative doubles and the opener's answer to them,
the takeout double itself, and the pass-out seat. Grouped by situation; each group names its
book (the ACBL SAYC System Booklet, revised 2006, where it speaks, else a standard textbook).
Our own hands; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- advancing a takeout double: the forced answer and the jump -----------------------------
# source: SAYC booklet (the takeout double asks partner to bid; with nothing he still bids
#   his longest unbid suit, a major first); Root, "Commonsense Bidding": 0-8 bid the suit
#   cheaply, 9-11 jump (invitational), a five-card major a point less.
8643.752.9643.J2     | 1D X P | 1S  | 1 HCP: a forced answer, the four-card major
Q984.543.K32.J43     | 1H X P | 1S  | 6 HCP, four spades: the cheapest answer
KQ84.54.A543.832     | 1H X P | 2S  | 9 HCP, four spades: the invitational jump
43.KQT54.A32.543     | 1S X P | 3H  | 9 HCP, five hearts: jump in the major
43.543.Q5432.J43     | 1S X P | 2D  | 3 HCP, five diamonds, three hearts: the longest suit
# --- advancing a takeout double: no-trump ------------------------------------------------------
# source: Root, "Commonsense Bidding" (answering a takeout double with a stopper in their
#   suit and no four-card major: 1NT about 6-10, 2NT 11-12, 3NT 13 or more).
K32.Q54.KJ5.5432     | 1D X P | 1NT | 9 HCP, a diamond stopper, no four-card major
K32.Q54.KJ5.K432     | 1D X P | 2NT | 12 HCP, balanced, a diamond stopper
K32.QJ4.KJ5.A432     | 1D X P | 3NT | 14 HCP, balanced, a diamond stopper
# --- advancing a takeout double: the cue-bid and game ---------------------------------------
# source: SAYC booklet (the cue-bid of their suit is the only forcing answer); Root,
#   "Commonsense Bidding": with game values and no clear strain, cue-bid; with a good
#   five-card major and an opening hand, bid the game.
AQ84.54.KQ43.K32     | 1H X P | 2H  | 15 HCP, four spades, four diamonds: the cue-bid
43.AKJ54.K32.Q43     | 1S X P | 4H/2S | 13 HCP, five good hearts: game
# --- advancing a takeout double: the penalty pass ---------------------------------------------
# source: Root, "Commonsense Bidding" (pass the double only with long, solid trumps in
#   their suit: you must be able to draw declarer's trumps).
5.432.A43.KQJT97     | 1C X P | P   | six solid clubs behind the opener
# --- advancing a takeout double after the responder acts --------------------------------------
# source: Root, "Commonsense Bidding" (after a raise the advancer is free: he bids with some
#   values, passes with nothing; after a redouble he shows a five-card suit he can bid cheaply).
8643.752.Q643.J2     | 1H X 2H | P   | 3 HCP: no longer forced to bid
KJ84.752.Q643.J2     | 1H X 2H | 2S  | 7 HCP, four spades: compete
J8643.75.Q643.J2     | 1H X XX | 1S  | 4 HCP, five spades: show them before the redoubler doubles
# --- the doubler's second call ---------------------------------------------------------------
# source: Root, "Commonsense Bidding" (partner's forced answer may be nothing: the doubler
#   raises one level with 16-18 points, passes with a minimum; double then 1NT shows a
#   balanced 19-21, too strong for the 1NT overcall).
AQ54.KJ54.3.AK54     | 1D X P 1H P | 3H  | 17 HCP, four hearts, a singleton: the jump raise
AQ5.KQ4.KJ4.KJ43     | 1D X P 1S P | 1NT | 19 HCP, balanced, diamonds stopped
# --- negative doubles ----------------------------------------------------------------------------
# source: SAYC booklet (negative doubles through 2S; after 1m (1H) the double shows four
#   spades, 1S shows five or more); Bergen, "Negative Doubles": the double shows the unbid
#   major; a free two-level new suit shows five cards and about 10 points.
KJ84.543.Q43.J43     | 1C 1H | X   | 7 HCP, exactly four spades
KJ854.54.Q43.J43     | 1C 1H | 1S  | 7 HCP, five spades: the suit
43.KJ54.43.AQ543     | 1D 1S | X   | 10 HCP, four hearts and five clubs
43.KQJ54.43.A543     | 1D 1S | 2H  | 10 HCP, five good hearts: the free bid
KJ84.43.Q654.K32     | 1H 2C | X   | 9 HCP, four spades, four diamonds, two hearts
43.54.AQ543.KJ43     | 1S 2H | X   | 10 HCP, both minors, two spades
# --- the opener after a negative double --------------------------------------------------------
# source: SAYC booklet (the opener answers the negative double as he would a response: a
#   four-card major shown cheaply); Bergen, "Negative Doubles": with 16-18 jump in the suit,
#   with a minimum rebid a six-card suit or take out to the cheapest suit.
KJ54.43.A43.KJ43     | 1C 1H X P | 1S  | 12 HCP, four spades: show them
AKJ4.43.A43.KQ43     | 1C 1H X P | 2S  | 17 HCP, four spades: jump
AKJ954.54.KQ4.43     | 1S 2H X P | 2S  | 13 HCP, six spades, no minor to show
43.AQJ54.K3.Q543     | 1H 1S X P | 2C  | 12 HCP, four clubs: the cheapest of partner's suits
# --- the takeout double: when and with what --------------------------------------------------
# source: SAYC booklet (with 19 or more and a balanced hand double first, then bid no-trump);
#   Root, "Commonsense Bidding": with three cards in their suit and a bare opening, pass.
AQ4.KQ4.KJ4.AJ43     | 1D  | X   | 20 HCP, balanced: too strong for the 1NT overcall
KJ4.Q54.KJ43.Q43     | 1H  | P   | 12 HCP, 3-3-4-3, three hearts: no takeout shape
# --- advancing a takeout double of a weak two --------------------------------------------------
# source: SAYC booklet (doubles of weak twos are for takeout); Root, "Commonsense Bidding"
#   (answer as over a one-level opening, a level higher: the cheapest answer 0-8, the jump
#   9-11).
Q984.543.K32.J43     | 2H X P | 2S  | 6 HCP, four spades: the cheapest answer dealer=E
KQ984.543.A32.43     | 2H X P | 3S  | 9 HCP, five spades: the invitational jump dealer=E
43.543.J32.Q5432     | 2S X P | 3C  | 3 HCP, five clubs, three hearts dealer=E
# --- the doubler after partner's answer: pass, or game ------------------------------------------
# source: Root, "Commonsense Bidding" (with a minimum the doubler has said it all and
#   passes the forced answer; with the values for game opposite nothing much, bid it).
AJ54.KQ54.A43.43     | 1C X P 1D P | P  | 14 HCP: a minimum, partner may hold nothing
KQ54.4.AJ54.K543     | 1H X P 1S P | P  | 13 HCP, four spades: a minimum
AKQ4.4.AJ54.KQ43     | 1H X P 1S P | 4S | 19 HCP, four spades, a singleton heart: game
# --- the doubler after partner's jump or 1NT ---------------------------------------------------
# source: Root, "Commonsense Bidding" (the jump answer shows 9-11 and the 1NT answer 6-10:
#   the doubler adds his points and bids game with 26 together, counting shortness for a
#   suit contract; else he passes).
AQ54.KJ54.3.A543     | 1D X P 2H P  | 4H | 15 HCP and a singleton opposite 9-11: game
KQ54.KJ54.43.A43     | 1D X P 2H P  | P  | 13 HCP opposite 9-11: no game
KQ54.A54.3.KJ543     | 1D X P 1NT P | P  | 13 HCP opposite 6-10: no game
# --- the rescue when partner's 1NT is doubled ------------------------------------------------
# source: Root, "Commonsense Bidding" (with a weak hand and a long suit take partner's 1NT
#   out of the penalty double: the suit plays better than no-trump).
5.4.KQ97543.J543     | 1NT X | 2D | 5 HCP, seven diamonds: to play
# --- more negative doubles and the opener's answers ----------------------------------------------
# source: SAYC booklet (negative doubles through 2S); Bergen, "Negative Doubles" (the double
#   shows the unbid major, or both minors after 1H (1S); the opener shows a four-card major
#   the double asked for, or bids 1NT with their suit stopped and a minimum).
AJ84.54.KQ43.J43     | 1C 1H | X   | 11 HCP, four spades: double first, whatever the strength
54.43.KJ54.AJ543     | 1H 1S | X   | 9 HCP, both minors
KJ54.QJ54.43.K43     | 1D 2C | X   | 10 HCP, both majors
43.KJ54.A43.Q543     | 1D 2S | X   | 10 HCP, four hearts: through 2S the double is negative
43.KJ54.A43.AQ43     | 1C 1S X P | 2H  | 13 HCP, four hearts: show them
KJ4.Q43.A43.Q543     | 1C 1S X P | 1NT | 12 HCP, balanced, spades stopped
# --- more balancing overcalls ------------------------------------------------------------------
# source: Root, "Commonsense Bidding"; Lawrence on balancing (in the pass-out seat an
#   overcall needs about three points less; a good six-card suit at the two level).
43.KQJ954.A43.43     | 1S P P | 2H  | 10 HCP, six good hearts
KQ954.543.43.Q43     | 1D P P | 1S  | 7 HCP, five spades: the one-level balance
# --- the pass-out seat -------------------------------------------------------------------------
# source: SAYC booklet and Root, "Commonsense Bidding" (in the pass-out seat borrow a king:
#   the double and the overcall need about three points less; 1NT is a weaker range than the
#   direct 1NT overcall).
KJ4.KJ4.Q543.K43     | 1H P P | 1NT | 13 HCP, balanced, a heart stopper
KJ54.4.Q543.K543     | 1H P P | X   | 9 HCP, a singleton heart: reopen with a double
AQ4.KJ4.KJ4.Q543     | 1D P P | X   | 16 HCP, balanced: too strong for the balancing 1NT
543.KQ954.Q43.43     | 1C P P | 1H  | 7 HCP, five hearts: the one-level balance
# --- the balancer's second call ---------------------------------------------------------------
# source: Bergen on balancing; Root, "Commonsense Bidding" (the balancing 1NT is weaker than
#   the direct one, so a balanced 15-18 doubles first and then bids no-trump; 19-21 bids
#   2NT at once).
AQ4.KJ4.KJ4.Q543     | 1D P P X P 1H P | 1NT | 16 HCP, balanced, diamonds stopped
AQ4.KJ4.KQ4.Q543     | 1D P P X P 1S P | 1NT | 17 HCP, balanced, diamonds stopped
AQ4.KQ4.KJ4.KJ43     | 1D P P          | 2NT | 19 HCP, balanced: the balancing 2NT
# --- advancing a balancing double ------------------------------------------------------------
# source: Root, "Commonsense Bidding" (the balancer has bid some of his partner's values:
#   the advancer takes a king off: 12-14 still only jumps, no-trump and the cue-bid need
#   three points more than opposite a direct double).
KJ84.543.A54.KQ3     | 1H P P X P | 2S | 13 HCP, four spades: the jump, a king more than direct
K32.Q54.KJ5.J432     | 1D P P X P | 1NT | 10 HCP, a diamond stopper, no four-card major
K32.QJ4.KJ5.A432     | 1D P P X P | 2NT | 14 HCP, balanced: invite, not the direct 3NT
# --- advancing the double of a weak two: game values with their suit stopped -------------------
# source: Root, "Commonsense Bidding": 3NT with 13-16 and their suit stopped, as over a
#   one-level opening; the cue-bid is for the hands with no natural call (the booklet is
#   silent on advancing a double of a weak two).
AQ5.K54.K32.J843     | 2S X P | 3NT | 13 HCP, spades stopped, no four-card heart suit
KJ5.Q54.AQ32.K43     | 2S X P | 3NT | 15 HCP, balanced, spades stopped twice
A54.K54.KQ32.Q43     | 2H X P | 3NT | 14 HCP, hearts stopped, three spades only
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)
