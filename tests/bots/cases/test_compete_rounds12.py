"""Competitive game decisions, twelfth round: the pre-emptor after partner's raise when they
compete, the feature ask answered, and (below) how high to go with a fit once they compete.
Grouped by situation; each group names its book (the ACBL SAYC System Booklet, revised 2006,
where it speaks, else a standard textbook). Our own hands; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- the pre-emptor when they compete over partner's raise or pass ----------------------------
# source: Root, "Commonsense Bidding", and Bergen, "Better Bidding with Bergen": the pre-emptor
#   has described his hand within a narrow range and never bids again unless partner invites
#   him; partner, who knows both hands, decides whether to compete, double or sacrifice.
AQJ976.5.KJ54.32     | 2S 3H 3S 4H | P | a maximum weak two: partner decides over their game
KQJ976.5.Q854.J3     | 2S P 4S 5H  | P | partner's game raise: he decides over 5H vul=EW
5.KQJ976.Q854.J3     | 2H 2S 3H 3S | P | the raise to three was pre-emptive: no more hearts vul=EW
5.Q54.KQJ976.J32     | 2D 2S 3D 3S | P | a weak two in diamonds raised: pass vul=EW
AKJ976.5.K854.32     | 2S X 3S 4H  | P | their double, partner's raise, their game: pass
AQJ976.5.KJ54.32     | 2S 3H P P   | P | partner passed 3H: a maximum does not bid again
5.KQJ976.AJ54.32     | 2H 2S P P   | P | partner passed 2S: no second heart bid
KQJ97654.5.Q85.3     | 4S 5H P P   | P | eight spades, favourable: no sacrifice of his own vul=EW
AKJ976.5.K854.32     | 2S 3H X P   | P | partner's double is for penalty: leave it in
KQJ9765.5.Q85.43     | 3S 4H 4S 5H | P | a pre-empt raised to game: pass over 5H vul=EW
# --- the weak-two bidder's partner after the feature reply ------------------------------------
# source: SAYC booklet: 2NT over a weak two asks for a feature; with a maximum the opener
#   shows an ace or king, with a minimum he rebids his suit. Goren: 25 points make a game,
#   so with a fit the asker bids it on 15 points opposite a maximum (9-11) and on 18 HCP
#   opposite the rebid (most often a minimum, 5-8), over diamonds in 3NT with the suits
#   stopped; Root: the asker, who knows both hands, places the contract.
K54.Q87.AK93.AJ4     | 2S P 2NT P 3H P | 4S | 17 HCP, three spades, a maximum shown: game
Q54.A87.AQ93.AJ4     | 2S P 2NT P 3D P | 4S | 17 HCP, three trumps: the game
A54.K87.KQ93.AJ4     | 2H P 2NT P 3C P | 4H | 17 HCP, three hearts, his club feature: game
K54.Q87.AJ93.K54     | 2S P 2NT P 3S P | P  | 14 HCP opposite a minimum: stop
K54.K87.AQ9.K954     | 2S P 2NT P 3H P | 4S | 15 HCP and three spades opposite a maximum: game
AKT4.A8.AQ87.J95     | 2H P 2NT P 3H P | 4H | 18 HCP and a doubleton opposite the rebid: game
AK4.A82.AQ87.J95     | 2H P 2NT P 3H P | 4H | 18 HCP and three hearts: game even opposite a minimum
AQT9.K652.J92.A9     | 2H P 2NT P 3H P | P  | 14 HCP opposite the rebid: stop
A53.K7.KQT854.AT     | 2D P 2NT P 3C P | 3NT | his club feature, spades and hearts stopped: 3NT
KQ5.AJ4.Q32.AKJ2     | 2D P 2NT P 3D P | 3NT | 19 HCP opposite the rebid, all stopped: 3NT
# --- the opener after responder's cue-bid raise of his major ---------------------------------
# source: SAYC booklet: over an overcall the cue-bid of their suit shows a limit raise or
#   better; Goren: the opener accepts a limit raise with 15 points, his shortness counted
#   (void 3, singleton 2, doubleton 1), and with a minimum rebids his suit.
AQ754.K43.Q32.K2     | 1S 2H 3H P | 4S | 14 HCP and a doubleton: 15 points, accept
AJT82.AQ65.82.Q7     | 1S 2C 3C P | 4S | 13 HCP and two doubletons: 15 points, accept
5.AQJ54.KQ32.Q32     | 1H 2C 3C P | 4H | 14 HCP and a singleton: accept
AQ754.K43.Q32.J2     | 1S 2H 3H P | 3S | 12 HCP and a doubleton: a minimum
KQ754.A43.Q32.32     | 1S 2D 3D P | 3S | 11 HCP: the minimum rebid
AKQ54.A43.Q32.32     | 1S 2D 3D P | 4S | 15 HCP: game
KQ9754.A4.Q32.32     | 1S 2D 3D P | 3S | 11 HCP, six spades: 14 points, still a minimum
# --- the bidder whose major partner raised, when they bid again -----------------------------
# source: Bergen, "Better Bidding with Bergen", and Cohen, "To Bid or Not to Bid" (the Law
#   of Total Tricks): in a contested part-score compete to the level of the trumps held
#   together; nine trumps (my six and the raise's three) bid three over their three, eight
#   let them play it.
KQJ954.K32.32.32     | 1D 1S 2D 2S 3D    | 3S | six spades and the raise's three: nine trumps
KQJ954.K32.32.32     | 1C 1S 2C 2S 3C    | 3S | nine trumps over their three clubs
AQT965.K32.32.32     | 1H 1S 2H 2S 3H    | 3S | nine trumps: compete over their three hearts
KQJ54.K432.32.32     | 1D 1S 2D 2S 3D    | P  | five spades and three: eight, let them play three
AQT65.K432.32.32     | 1H 1S 2H 2S 3H    | P  | eight trumps: defend three hearts
Q5.KJ954.K32.432     | 1C P 1H 1S 2H 2S  | 3H | five hearts and the opener's four: nine
Q3.KQ976.K84.J63     | 1C 1D 1H 2C 2H 3D | 3H | nine hearts: compete over their three diamonds
# --- the opener after partner's single raise, when their bid leaves no room for a try --------
# source: SAYC booklet: after a single raise the opener's medium hand (16-18) invites, the
#   maximum bids game; Klinger's losing-trick count, as Bergen uses it after a raise: 24 less
#   both hands' losers (the raise's nine) is the tricks, so five losers make the game.
AKJ54.3.QJ543.A2     | 1S 2H 2S 3H | 4S | five-five, five losers: the game
AKJ543.3.QJ54.A2     | 1S 2H 2S 3H | 4S | six spades, five losers: game, not a competitive 3S
Q432.AKJ54.3.AQ2     | 1H P 2H 3D  | 4H | 16 HCP and a singleton, five losers
AQ854.3.KJ54.A32     | 1S 2H 2S 3H | P  | six losers and five trumps: defend
K432.AKJ54.3.J32     | 1H P 2H 3D  | P  | 12 HCP: a minimum
# --- responder's raises over their overcall or double ------------------------------------------
# source: SAYC booklet: over an overcall the cue-bid is a limit raise or better and jump
#   raises are pre-emptive; over a double, 2NT (Jordan) is a limit raise or better, the jump
#   raise pre-emptive and the redouble 10+ HCP; Bergen: five trumps and a short suit jump to
#   game (ten trumps together).
KJ54.32.Q8432.32     | 1S 2H | 3S  | 6 HCP and four spades: the pre-emptive jump raise
K54.32.Q832.J432     | 1S 2H | 2S  | 6 HCP and three spades: the single raise
KJ54.32.AQ32.J32     | 1S 2H | 3H  | 11 HCP and four spades: the cue-bid raise
QJ54.K8432.5.432     | 1H 1S | 4H  | five hearts and a singleton, weak: the jump to game
Q5.KJ54.8432.432     | 1H X  | 3H  | 6 HCP and four hearts: pre-emptive over the double
A5.KJ54.K432.432     | 1H X  | 2NT | 10 HCP and four hearts: Jordan, a limit raise or better
AQ5.54.KQJ2.J432     | 1H X  | XX  | 13 HCP without a fit: the redouble
# --- advancing partner's overcall ---------------------------------------------------------------
# source: SAYC booklet: the cue-bid of their suit is the forcing raise (a limit raise or
#   better), the jump raise is pre-emptive; Bergen (the Law of Total Tricks): five trumps and
#   a singleton jump to game over their raise.
KJ54.32.Q8432.32     | 1D 1S P  | 3S | 6 HCP, four spades: the pre-emptive jump raise
K54.32.Q843.J432     | 1D 1S P  | 2S | 6 HCP, three spades: the single raise
J.K987.Q843.K432     | 1C 1H P  | 2C | four hearts and a singleton, 13 points: the cue-bid raise
QJ54.K8432.5.432     | 1D 1H 2D | 4H | five hearts and a singleton: ten trumps, the four level
# --- advancing partner's takeout double --------------------------------------------------------
# source: SAYC booklet: 0-8 bid at the cheapest level, 9-11 jump, 12+ cue-bid; Root: over a
#   three-level pre-empt, 9+ and a five-card major bid the game.
KJ54.Q32.432.432     | 1D X P  | 1S | 6 HCP: the cheapest answer
KJ54.Q32.A32.J32     | 1D X P  | 2S | 10 HCP: the jump
KQ54.A32.A32.J32     | 1D X P  | 2D | 14 HCP: the cue-bid
KJ543.A32.32.Q32     | 1D X 2D | 3S | 10 HCP and five spades over their raise: invite
KJ543.32.A32.Q32     | 3H X P  | 4S | 10 HCP and five spades opposite the double of a pre-empt
# --- the negative doubler's rebid and the opener's answer ---------------------------------------
# source: SAYC booklet: negative doubles through 2S; the opener shows the unbid major at
#   the cheapest level with a minimum, jumps with 16-18 and bids game with more; the doubler
#   then invites with 11-12 and bids game with 13+.
32.KJ54.AQ32.J32     | 1C 1S X P 2H P | 3H | 10 HCP and a doubleton: invite
32.KQ54.AQ32.K32     | 1C 1S X P 2H P | 4H | 14 HCP: game
32.KJ54.Q432.432     | 1C 1S X P 2H P | P  | 6 HCP: the fit is found, stop
32.KJ54.AQ432.K2     | 1D 1S X P      | 2H | 13 HCP, four hearts: the cheapest
2.AKJ4.AKQ432.K2     | 1D 1S X P      | 4H | 20 HCP with a singleton: game
# --- balancing in the pass-out seat ------------------------------------------------------------
# source: Root, "Commonsense Bidding": in the pass-out seat 1NT shows 11-14, a stronger
#   balanced hand doubles first; the double and the suit need less than in the direct seat.
KJ54.32.AQ32.432     | 1H P P | X  | 10 HCP, short hearts: the balancing double
KQJ54.32.Q32.432     | 1H P P | 1S | 8 HCP and five good spades
K5.AQ4.KJ32.Q432     | 1S P P | X  | 15 HCP balanced: double, then no-trump
# --- the weak-two bidder's partner after his answer to a new major ------------------------------
# source: SAYC booklet: a new suit over a weak two is forcing one round; the opener raises
#   with support or rebids his suit. Root, "Commonsense Bidding": the responder places the
#   contract; Goren: 25 points for game (the new suit promised about 14 and a good suit), and
#   a good six-card suit plays opposite shortness.
.AK86543.Q976.AJ     | 2S P 3H P 3S P | 4H | seven good hearts and 14 HCP: game in them
3.AKJ754.AT8.A62     | 2S P 3H P 3S P | 4H | six good hearts, 16 HCP: game without his support
AKJ754.3.A84.K62     | 2H P 2S P 3S P | 4S | raised: the fit is found, game
AKJ75.32.A84.K62     | 2H P 2S P 3S P | 4S | 15 HCP and five spades raised: game
AQJ75.32.A84.K62     | 2H P 2S P 3S P | P  | 14 HCP and five spades: the raise is enough
AKJ754.3.A84.K62     | 2H P 2S P 3H P | 4S | six good spades, no support from him: game anyway
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)
