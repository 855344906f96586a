"""Our side in competition, thirteenth round: responder's negative double, free bids and raises
over an overcall, responder over their takeout double, the opener after a negative double,
after a free bid and in the pass-out seat, the Law of Total Tricks for our side, 1NT doubled,
and pre-empts (openings by seat and vulnerability, the responses, the pre-emptor's
continuations). Grouped by situation; each group names its book (the ACBL SAYC System
Booklet, revised 2006, where it speaks, else a standard textbook). Our own hands; line
format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- responder's negative double --------------------------------------------------------------
# source: SAYC booklet: negative doubles through 2♠; the double shows the unbid major(s) (both
#   minors once both majors are bid); a one-level major bid shows five where the double shows
#   four. Cohen, "Negative doubles": 6+ HCP at the one level, about 8+ at the two level,
#   no upper limit; 1♦ (2♣) X promises both majors, so five hearts and two spades pass.
K32.KJ54.Q32.432     | 1D 1S | X   | 9 HCP, four hearts
KJ54.QT54.32.K32     | 1C 1D | X   | 9 HCP, both majors
KJ54.32.Q32.K432     | 1D 1H | X   | 9 HCP, exactly four spades
KJ954.32.Q32.K32     | 1D 1H | 1S  | 9 HCP, five spades: bid them
32.J2.KJ54.Q5432    | 1H 1S | X   | 7 HCP, both minors, two hearts
32.KJ54.Q32.K432     | 1C 1S | X   | 9 HCP, four hearts
32.KJ54.Q432.K32     | 1S 2C | X   | 9 HCP, four hearts at the two level
KJ54.32.432.AQ32     | 1H 2D | X   | 10 HCP, four spades but not five
32.AJ54.32.KQ432     | 1D 2S | X   | 10 HCP, four hearts: negative through 2♠
32.KJ432.Q32.Q32     | 1D 2C | P   | 8 HCP, five hearts, two spades: no double (Cohen)
32.J432.Q32.J432     | 1D 1S | P   | 4 HCP: too weak to act
KJ54.32.Q432.K32     | 1C 2H | X   | 9 HCP, four spades over the weak jump
AJ54.32.K32.Q432     | 1D 2H | X   | 10 HCP, four spades
32.32.AQ432.K432     | 1H 2S | X   | 9 HCP, both minors
32.AQ54.KJ32.Q32     | 1D 1S | X   | 12 HCP, four hearts, no spade stopper: no upper limit
# --- responder's penalty double above 2♠ ---------------------------------------------------
# source: SAYC booklet: negative doubles through 2♠ only; above it the double is for penalty
#   (Goren: a trump stack and values, short in partner's suit).
32.32.A432.KQJ43     | 1H 3C | X   | 10 HCP, KQJ of their clubs: penalty
# --- responder's free bids ----------------------------------------------------------------
# source: SAYC booklet: after an overcall bids are the same as without it where possible; a
#   new suit at the two level shows 10+ and forces one round; 1NT is 6-10 with their suit
#   stopped; 2NT invites (11-12), 3NT is to play (13-15), both with their suit stopped.
32.AQT54.K32.Q32     | 1D 1S | 2H  | 11 HCP, five hearts: free bid, forcing
K32.32.Q32.AQJ54     | 1H 1S | 2C  | 12 HCP, five clubs: free bid
432.KQ3.J32.Q432     | 1C 1H | 1NT | 8 HCP, a heart stopper
KJ3.32.Q5432.432     | 1H 1S | 1NT | 6 HCP, a spade stopper, minors 5-3
AJ3.K32.Q32.J432     | 1D 1S | 2NT | 11 HCP, a spade stopper: invite
AJ3.K32.Q32.KJ32     | 1D 1S | 3NT | 14 HCP, a spade stopper: game
32.AKJ54.Q32.K32     | 1C 1S | 2H  | 13 HCP, five hearts: free bid
# --- responder's raises over an overcall -----------------------------------------------------
# source: SAYC booklet: after an overcall the cue-bid shows a limit raise or better and jump
#   raises are pre-emptive; the simple raise is 6-9 (a minor raise four cards or more); over
#   the cue-bid the opener signs off in three of his major with a minimum (Root).
#   Bergen, "Better Bidding with Bergen": five trumps and a singleton jump to game.
32.K432.Q432.J32     | 1H 1S | 2H  | 6 HCP, four hearts: the simple raise
32.KJ32.A432.Q32     | 1H 1S | 2S  | 10 HCP, four hearts: the cue-bid raise
2.Q432.65432.432     | 1H 1S | 3H  | 2 HCP, four hearts, a singleton: pre-emptive
Q5432.2.K5432.32     | 1S 2H | 4S  | 5 HCP, five spades, a singleton: pre-emptive game
2.KQ432.5432.543     | 1H 2S | 4H  | 5 HCP, five hearts, a singleton: game over 2♠ too
32.32.KJ432.K432     | 1D 1S | 2D  | 7 HCP, five diamonds: the simple raise
K432.32.A432.Q32     | 1S 2C | 3C  | 9 HCP and a doubleton, four spades: the cue-bid raise
A432.32.AK32.Q32     | 1S 2H | 3H  | 13 HCP, four spades: game values through the cue-bid
32.AKJ32.K32.Q32     | 1H 1S 2S P | 3H  | 13 HCP: the minimum over the cue-bid raise
A2.AKJ32.K32.Q32     | 1H 1S 2S P | 4H  | 17 HCP: game over the cue-bid raise
32.AKJ32.K32.Q32     | 1H 1S 3H P | P   | 13 HCP: the jump raise was pre-emptive
# --- responder over their takeout double ------------------------------------------------------
# source: SAYC booklet: over their takeout double the redouble shows 10+ (usually no fit),
#   2NT (Jordan) a limit raise or better in partner's major, the jump raise is pre-emptive, a
#   new suit at the one level forces, a new suit at the two level is not forcing; Root,
#   "Commonsense Bidding": a major to show comes before the raise of a minor or a minor suit.
32.AJ32.K432.Q32     | 1H X  | 2NT | 10 HCP, four hearts: Jordan
AQ32.32.KJ32.Q32     | 1H X  | XX  | 12 HCP, no fit: redouble
Q432.2.65432.432     | 1S X  | 3S  | 2 HCP, four spades: pre-emptive
32.KJ954.432.Q32     | 1D X  | 1H  | 6 HCP, five hearts: forcing at the one level
9652.Q8765.KJ2.3     | 1D X  | 1H  | 6 HCP, five hearts and four spades: the longer first
KQ52.K432.J32.32     | 1C X  | 1H  | 9 HCP, four of each major: up the line
Q432.32.KJ32.Q32     | 1C X  | 1S  | 8 HCP, four spades and four diamonds: the major
32.2.KQJ432.J432     | 1H X  | 2D  | 7 HCP, six diamonds: to play
K32.Q432.K432.32     | 1S X  | 2S  | 8 HCP, three spades: the simple raise
K2.32.KQJ432.Q32     | 1H X  | XX  | 11 HCP: redouble first
# --- the opener over their takeout double, after partner's answer ---------------------------
# source: SAYC booklet: over their takeout double the jump raise is pre-emptive and 2NT
#   (Jordan) a limit raise or better; Grant: the opener accepts the limit raise with 14+
#   (shortness counted); Bergen, "Better Bidding with Bergen": over their bid after the
#   single raise six trumps compete at the three level (nine together), 19+ bids game.
32.AKJ32.K32.Q32     | 1H X 3H P | P   | 13 HCP: partner's jump raise was pre-emptive
32.AKJ432.K32.Q2     | 1H X 2H 2S | 3H | six hearts opposite three: nine trumps
A2.AKJ32.KQ2.Q32     | 1H X 2H 2S | 4H | 19 HCP: game opposite the raise
32.AKJ32.AK2.Q32     | 1H X 2NT P | 4H | 17 HCP: accept Jordan's limit raise
# --- the opener after a redouble ------------------------------------------------------------
# source: SAYC booklet: after the redouble our side has the balance; Grant, "Bridge Basics 2":
#   the opener passes their escape (forcing) unless he can double it or has a weak six-card
#   suit, and the redoubler doubles with length in their suit.
32.AQJ32.K32.Q32     | 1H X XX 2C      | P   | a plain opening: the forcing pass
AQ32.K32.Q32.J32     | 1H X XX 1S P P  | X   | four spades: penalty
32.AKJ32.K32.Q32     | 1H X XX P       | P   | 13 HCP, they left the redouble in: partner decides
AQ32.32.K32.KJ32     | 1H X XX 2C P P  | X   | four clubs: penalty
# --- the opener after partner's negative double -----------------------------------------------
# source: SAYC booklet: the negative double asks the opener to show the unbid major; Root,
#   "Commonsense Bidding": with four cards in it the cheapest bid is a minimum, the jump 16-18
#   (the opener counts his shortness as declarer, Goren: a singleton two, a doubleton one);
#   1NT is 12-14 with their suit stopped; with only three cards a six-card suit is rebid;
#   with a trump stack the opener passes for penalty.
32.KJ32.AQ432.K2     | 1D 1S X P | 2H  | 13 HCP, four hearts: the cheapest bid
432.AKJ2.AQ43.Q2     | 1D 1S X P | 3H  | 16 HCP, four hearts: the jump
KJ2.Q32.A2.KJ432     | 1C 1S X P | 1NT | 14 HCP, a spade stopper, three hearts
A32.32.AKQ432.K2     | 1D 1S X P | 3D  | 16 HCP, six diamonds, two hearts: the jump rebid
32.A32.AQ5432.K2     | 1D 1S X P | 2D  | 13 HCP, six diamonds, three hearts
K432.AQJ32.32.K2     | 1H 2C X P | 2S  | 13 HCP, four spades: the cheapest bid
AKJ32.2.432.KQJ9     | 1S 2C X P | P   | KQJ9 of their clubs: pass for penalty
2.AKJ32.K32.Q432     | 1H 1S X P | 2C  | 13 HCP, four clubs, a singleton: still a minimum
2.AKJ32.K32.Q432     | 1H 1S X 2S | 3C/P | raised: a minimum competes or passes, no jump
K32.AQJ32.32.Q32     | 1H 2D X P  | 2H  | 12 HCP, no diamond stopper: rebid the five-card major
AQ32.32.K32.KJ32     | 1C 1H X P | 1S  | 13 HCP, four spades: the cheapest bid
32.KJ32.AKQ32.A2     | 1D 1S X P | 4H  | 17 HCP and two doubletons, four hearts: game
# --- the opener after partner's free bid -------------------------------------------------
# source: SAYC booklet: responder's new suit over the overcall forces one round; Goren: the
#   opener raises a major with three cards, else rebids 2NT with 12-14 and their suit stopped.
32.K32.AKJ32.Q32     | 1D 1S 2H P | 3H  | three hearts: raise the forcing new suit
KJ2.32.AQ432.K32     | 1D 1S 2C P | 2NT | 13 HCP, a spade stopper: the minimum no-trump
# --- the negative doubler's second call -------------------------------------------------
# source: Root, "Commonsense Bidding": opposite the opener's minimum (13-15) in the suit the
#   double showed, 11-12 invites by a raise and 13+ bids game, less passes; Cohen, "Negative
#   doubles": over the opener's own suit the doubler's new suit is weak, not forcing.
32.KJ32.Q432.K32     | 1C 1S X P 2H P | P   | 9 HCP: no game opposite a minimum
32.KJ32.AJ32.Q32     | 1C 1S X P 2H P | 3H  | 11 HCP: invite
32.KJ32.AQ32.K32     | 1C 1S X P 2H P | 4H  | 13 HCP: game
KQJ874.2.Q32.432     | 1H 2C X P 2H P | 2S  | 8 HCP, six spades: the new suit now is weak
AKJ932.2.432.432     | 1H 2C X P 2D P | 2S  | 8 HCP, six spades, over his second suit too
# --- the opener in the pass-out seat ----------------------------------------------------
# source: Root, "Commonsense Bidding"; Bergen, "Better Bidding with Bergen": playing negative
#   doubles the opener reopens with a double when short in their suit (partner may hold a
#   penalty pass), rebids a six-card suit with a minimum, and passes with length in theirs.
2.KJ32.AQ432.K32     | 1D 1S P P | X   | 13 HCP, a singleton spade: reopen
KQ32.AJ432.K32.2     | 1H 2C P P | X   | 13 HCP, a singleton club: reopen
K32.2.AQ432.AJ32     | 1D 1H P P | X   | 14 HCP, a singleton heart: reopen
32.AKJ432.K32.32     | 1H 2C P P | 2H  | 11 HCP, six hearts: rebid them
AQ432.KQJ2.32.32     | 1S 2H P P | P   | four hearts: pass, their suit is ours
AQ32.AKJ32.K32.2     | 1H 3C P P | X   | 17 HCP, a singleton club: reopen at the three level
# --- responder after the opener reopens with a double --------------------------------------
# source: Root, "Commonsense Bidding": having passed with their suit, responder leaves the
#   reopening double in for penalty; without it he answers it as a takeout double.
KQJ32.32.432.Q32     | 1D 1S P P X P | P  | five good spades: pass for penalty
32.J432.Q32.J432     | 1D 1S P P X P | 2H | 4 HCP, four hearts: answer the double
# --- the Law of Total Tricks for our side --------------------------------------------------
# source: Bergen, "Better Bidding with Bergen" (and Cohen, "To Bid or Not to Bid"): compete
#   to the level of the trumps held together: nine trumps the three level, eight the two.
AJ5432.K2.A32.32     | 1S P 2S 3H         | 3S  | six spades opposite three: nine trumps
AQ432.K2.A32.432     | 1S P 2S 3H         | P   | five spades opposite three: eight trumps
K2.AKJ432.Q32.32     | 1H 1S 2H 2S        | 3H  | six hearts opposite three: nine trumps
32.AKJ32.K32.Q32     | 1H 1S 2H 2S        | P   | five hearts opposite three: eight trumps
# --- game when the auction is contested ----------------------------------------------------
# source: Bergen, "Better Bidding with Bergen": with nine or ten trumps and a good hand bid the
#   game over their three-level bid when it leaves no room for a try.
AKJ432.2.AQ32.32     | 1S 2H 2S 3H        | 4S  | five losers, no room for a try: game
AK2.AQJ432.K32.2     | 1H 2C 2H 3C        | 4H  | 17 HCP, six hearts, a singleton: game
# --- 1NT doubled --------------------------------------------------------------------------
# source: SAYC booklet: over a double of 1NT the system is on (the weak two-level bids stay
#   to play); Grant, "Bridge Basics 2": a weak hand with a long suit runs, 9+ redoubles, the
#   opener sits for the redouble.
32.Q85432.432.32     | 1NT X       | 2H  | 2 HCP, six hearts: run
32.32.J85432.432     | 1NT X       | 2D  | 1 HCP, six diamonds: run
K32.Q32.J432.Q32     | 1NT X       | P   | 8 HCP, balanced: 1NT may make
A32.K32.Q432.J32     | 1NT X       | XX  | 10 HCP: redouble
32.32.Q85432.432     | 1NT P P X P P | 2D | 2 HCP, six diamonds: run from the balancing double
AQ2.KJ3.Q432.K32     | 1NT X XX P  | P   | partner's redouble: sit
AQ2.KJ3.Q432.K32     | 1NT X P P  | P   | partner's pass: sit
AQ2.KJ3.Q432.K32     | 1NT X 2H P | P   | partner's rescue is to play
# --- pre-empt openings by seat and vulnerability --------------------------------------------
# source: SAYC booklet: weak twos in ♦, ♥, ♠ (5-11 HCP, a good six-card suit), three-level
#   openings with a seven-card suit; Root, "Commonsense Bidding": no weak two with a side
#   four-card major, lighter in third seat, none in fourth; the rule of 2-3-4 (vulnerable
#   against not, within two tricks; not against vulnerable, within four).
KQJ932.32.432.32     | -     | 2S  | 6 HCP, a good six-card suit
32.AQJ932.432.32     | -     | 2H  | 7 HCP, a good six-card suit
32.32.KQJ932.432     | -     | 2D  | 6 HCP, a good six-card suit
KQJ9432.32.32.32     | -     | 3S  | a good seven-card suit
2.32.KQJ9432.432     | -     | 3D  | a good seven-card suit
2.32.QJ86432.432     | -     | 3D  | favourable, within four tricks vul=EW
2.32.QJ86432.432     | -     | P   | unfavourable, five tricks not within two vul=NS
KQJ932.Q432.32.2     | -     | P   | a side four-card major: no weak two
AQJ932.32.432.32     | -     | 2S  | vulnerable, a good suit vul=NS
AKJ932.32.K32.32     | -     | 1S  | 11 HCP and six spades: the rule of 20 opens one
KQT932.32.32.432     | P P   | 2S  | third seat: 5 HCP, a good six-card suit
32.Q98765.K32.32     | -     | P   | vulnerable, a poor suit: no weak two vul=NS
KQJ9432.32.32.32     | -     | 3S  | equal vulnerability, six tricks: within three vul=both
KQJ98432.32.32.2     | -     | 4S  | eight spades: the four level
2.32.QJ86432.432     | P P   | 3D  | third seat, equal vulnerability: a trick lighter
KQJ932.32.432.32     | P P P | P   | fourth seat: no weak two, pass it out
# --- responses to a weak two ----------------------------------------------------------------
# source: SAYC booklet: over a weak two 2NT asks for a feature (forcing), a raise is
#   pre-emptive (to play), a new suit forces one round; Bergen: raise to the level of the fit
#   (nine trumps the three level, ten the four; a flat hand counts a trick less).
AK2.K32.A432.Q32     | 2S P  | 2NT/4S | 16 HCP, three spades: ask
Q32.32.A432.5432     | 2S P  | 3S  | 6 HCP, three spades: pre-emptive raise
32.Q432.A5432.32     | 2H P  | 4H  | 6 HCP, four hearts: ten trumps, the four level
AKQ32.2.KJ32.K32     | 2H P  | 2S  | 16 HCP, five good spades: forcing
32.K32.QJ32.5432     | 2D P  | 3D  | 6 HCP, four diamonds: pre-emptive raise
32.KQ32.KQ32.K32     | 2S P  | P   | 13 HCP, a doubleton: no game opposite 5-11
Q32.K32.Q432.432     | 3S P  | P   | 7 HCP: no game
32.AK32.A432.K32     | 3H P  | 4H  | 14 HCP, four hearts: game
AK3.KQ2.AQ2.5432     | 2H P  | 4H  | 18 HCP, three hearts: game
32.32.A32.AKQJ32     | 2S P  | 3C  | 14 HCP, a good six-card club suit: forcing
Q32.K32.A32.5432     | 2S P  | 3S  | 9 HCP, three spades: nine trumps, the three level
AK2.A32.K2.AJ432     | 3D P  | 3NT | 19 HCP, every suit stopped
A2.K432.A432.K32     | 3S P  | 4S  | 14 HCP, two aces and two kings: game
2.Q432.65432.432     | 2H X  | 4H  | 2 HCP, four hearts, a singleton, over the double: ten trumps
Q32.32.A432.5432     | 2S 3H | 3S  | 6 HCP, three spades over their overcall: nine trumps
32.AQ32.K432.KJ2     | 2S 3H | X   | 13 HCP, AQ32 of their hearts: penalty
# --- the pre-emptor's continuations ------------------------------------------------------------
# source: SAYC booklet: over 2NT the weak two bidder rebids his suit with a minimum, shows a
#   feature (an ace or king) with a maximum, and bids 3NT with a solid suit; the raise is to
#   play; over a new suit he raises with three cards, else rebids his suit.
KQJ932.32.A32.32     | 2S P 2NT P  | 3D  | a maximum with the ace of diamonds
KQJ932.32.432.32     | 2S P 2NT P  | 3S  | a minimum
32.AKQ932.432.32     | 2H P 2NT P  | 3NT | a solid suit
KQJ932.32.A32.32     | 2S P 3S P   | P   | the raise is to play
2.KQJ932.K32.432     | 2H P 2S P   | 3H  | a singleton spade: rebid the hearts
K32.KQJ932.32.32     | 2H P 2S P   | 3S  | three spades: raise
KQJ932.K32.32.32     | 2S P 2NT P  | 3H  | a maximum with the king of hearts
KQJ932.32.K32.32     | 2S P 3C P   | 3S  | a doubleton club: rebid the spades
2.KQJ9432.432.32     | 3H P 3S P   | 4H  | a singleton spade: rebid the hearts
"""

CASES = parse_table(TABLE)


test_expected_call = book_calls_test(CASES)
