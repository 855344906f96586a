"""Pre-empts, ninth round: the weak two and the three- and four-level openings by seat and
vulnerability, the responses to them, the pre-emptor's continuations and the defence over
their pre-empts (overcalls, doubles, no-trump, advancing). Grouped by situation; each group
names its book (the ACBL SAYC System Booklet, revised 2006, where it speaks, else a standard
textbook). Our own hands; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- the weak two opening ------------------------------------------------------------------
# source: SAYC booklet: weak twos in diamonds, hearts and spades, 5-11 HCP and a good
#   six-card suit; a five-card suit does not open two; the rule of 20 opens at the one level.
AQJ954.K4.832.54     | -     | 2S  | 10 HCP, six good spades
54.KQJ954.832.54     | -     | 2H  | 6 HCP, six good hearts
54.84.AQJ954.K32     | -     | 2D  | 10 HCP, six good diamonds
54.84.KQJ954.832     | -     | 2D  | 6 HCP, six good diamonds
KQJ95.842.832.54     | -     | P   | five spades only
T98543.K4.Q32.54     | -     | P   | a poor suit
AQJ954.K4.K32.54     | -     | 1S  | 13 HCP: a one-level opening
AQJ954.4.KJ852.5     | -     | 1S  | 11 HCP, 6-5: the rule of 20
AQJ9854.4.K32.54     | -     | 1S  | 10 HCP, seven spades: the rule of 20
# --- the weak two by vulnerability -----------------------------------------------------------
# source: SAYC booklet: vulnerability is a matter of judgement; Root, "Commonsense Bidding":
#   vulnerable, the weak two needs a good suit.
54.KQJ954.832.54     | -     | 2H  | vul=both 6 HCP, a good suit vulnerable
J98543.K4.Q32.54     | -     | P   | vul=both 6 HCP, a poor suit vulnerable
# --- the pre-empt at the three and four level, by vulnerability ------------------------------
# source: SAYC booklet: three-level openings are pre-emptive, a good seven-card suit; Root,
#   "Commonsense Bidding": the rule of 2-3-4 (two tricks down vulnerable against not, four
#   not vulnerable against vulnerable); an eight-card suit opens at the four level.
KQJ9854.4.832.54     | -     | 3S  | 6 HCP, seven good spades
KQJ9854.84.832.5     | -     | 3S  | 6 HCP, seven good spades
54.4.832.KQJ9854     | -     | 3C  | 6 HCP, seven good clubs
QJ98543.4.832.54     | -     | P   | vul=NS vulnerable against not: too few tricks
QJ98543.4.832.54     | -     | 3S  | vul=EW not vulnerable against vulnerable: pre-empt
KQJ98543.4.83.54     | -     | 4S  | 6 HCP, eight spades
4.KQJ98543.83.54     | -     | 4H  | 6 HCP, eight hearts
4.5.832.KQJ98543     | -     | 4C  | eight good clubs
# --- the pre-empt by seat ------------------------------------------------------------------
# source: Root, "Commonsense Bidding": in third seat, partner has passed, a pre-empt may be
#   lighter, a full opening opens at one; in fourth seat a weak hand passes the deal out
#   (Pearson's rule of 15: HCP and spades make 15 to open).
KQT954.84.832.54     | P P   | 2S  | 5 HCP, six spades: third seat
AQJ954.K4.Q32.54     | P P   | 1S  | 12 HCP: open at the one level
KQT954.84.832.54     | P P P | P   | fourth seat: pass the deal out
AQJ954.K4.J32.54     | P P P | 1S  | 11 HCP and six spades: the rule of 15
AQJ9854.4.832.54     | P P P | P   | 7 HCP and seven spades: below the rule of 15
# --- raising a weak two --------------------------------------------------------------------
# source: SAYC booklet: a raise of a weak two is pre-emptive, not invitational (the opener
#   passes); Bergen, the Law of Total Tricks: ten trumps, game; with the values, game; Root,
#   "Commonsense Bidding": a misfit is a signal to stop, 2NT asks with game interest.
Q54.K8.87652.J93     | 2S P  | 3S  | three trumps, 8 HCP: the pre-emptive raise
Q54.J84.K52.9843     | 2D P  | 3D  | three trumps, weak: pre-emptive raise
Q854.8.87652.K93     | 2S P  | 4S  | four trumps and a singleton: the pre-emptive game
AK4.A842.K52.Q93     | 2S P  | 4S  | 19 HCP, three trumps: game
4.AQ84.K952.Q943     | 2S P  | P   | 13 HCP, a singleton spade: no game
AQ54.4.KJ52.Q943     | 2H P  | P   | 12 HCP, a singleton heart
4.AQ84.KJ52.A943     | 2S P  | P   | 14 HCP, a singleton spade: a misfit, no ask
KQ4.AJ4.K852.Q93     | 2S P  | 2NT | 15 HCP, three spades: ask
# --- a new suit, 2NT and 3NT opposite a weak two ----------------------------------------------
# source: SAYC booklet: a new suit response to a weak two is forcing one round; 2NT asks
#   (game interest); Root, "Commonsense Bidding": 3NT with the other suits stopped is to play.
AKJ54.4.AQ52.K93     | 2H P  | 2S  | 17 HCP, five good spades: forcing
5.AKQ84.AK52.Q93     | 2S P  | 3H  | 18 HCP, five good hearts: forcing
5.K84.A52.AKQ943     | 2S P  | 3C  | 16 HCP, six good clubs, a singleton spade
AJ4.Q42.KJ52.K93     | 2H P  | 2NT | 14 HCP, three trumps: ask
AK4.KQ4.Q52.KJ43     | 2D P  | 3NT | 18 HCP, all stopped
# --- the feature ask and its answers -------------------------------------------------------
# source: SAYC booklet: 2NT asks; with a minimum the opener rebids his suit, with a maximum
#   he shows a feature (an ace or king) in a side suit, 3NT with a solid suit (AKQxxx).
AQJ954.K4.832.54     | 2S P 2NT P | 3H  | 10 HCP, the king of hearts
A4.KQJ954.832.54     | 2H P 2NT P | 3S  | 10 HCP, the ace of spades
54.K4.AQJ954.832     | 2D P 2NT P | 3H  | 10 HCP, the king of hearts
54.AQJ954.K32.54     | 2H P 2NT P | 3D  | 10 HCP, the king of diamonds
KQJ954.84.832.54     | 2S P 2NT P | 3S  | 6 HCP: minimum
AQJ954.Q42.Q32.5     | 2S P 2NT P | 3S  | 11 HCP, no ace or king outside
AKQ954.84.832.54     | 2S P 2NT P | 3NT | 9 HCP, a solid suit
# --- the pre-emptor after partner's new suit or raise ----------------------------------------
# source: SAYC booklet: a new suit is forcing one round: the opener raises with three cards
#   or a doubleton honour, else rebids his suit; the raise is pre-emptive and 3NT or game
#   places the contract: the opener passes (Root: the pre-emptor has told his story).
AQJ954.K54.832.5     | 2S P 3H P  | 4H  | three hearts: raise partner's suit
AQJ954.84.32.K54     | 2S P 3C P  | 4C  | three clubs: raise
KQJ954.84.A32.54     | 2S P 3H P  | 3S  | no fit: rebid the suit
54.AQJ954.K32.54     | 2H P 2S P  | 3H  | two small spades: rebid the suit
54.KQJ954.832.54     | 2H P 3C P  | 3H  | no fit: rebid the suit
K54.KQJ9854.8.54     | 3H P 3S P  | 4S  | three spades: raise partner's suit
4.K4.832.KQJ9854     | 3C P 3H P  | 4H  | a doubleton king: raise
AQJ954.K4.832.54     | 2S P 3S P  | P   | partner's raise is no invitation
AQJ954.K4.832.54     | 2S P 4S P  | P   | partner placed the game
AQJ954.K4.832.54     | 2S P 3NT P | P   | partner placed the contract
54.AQJ954.K32.54     | 2H P 2NT P 3H P | P | partner signed off
KQJ9854.4.832.54     | 3S P 4S P  | P   | partner placed the game
KQJ954.84.832.54     | 2S P P 3H P P | P | told his story
# --- responding to a three-level pre-empt -----------------------------------------------------
# source: Root, "Commonsense Bidding": opposite a pre-empt count tricks: game with a fit
#   and the values (a doubleton honour will do opposite seven cards), 3NT with the other
#   suits stopped and his minor running; Bergen: four trumps and shape bid game at once.
A4.K8.AK52.Q9432     | 3H P  | 4H  | 16 HCP, a doubleton honour: game
Q854.4.K8765.932     | 3S P  | 4S  | four trumps, a singleton: pre-emptive game
AQ4.K84.KJ52.K93     | 3C P  | 3NT | 19 HCP, the club king, all stopped
AK4.K4.K52.QJ432     | 3D P  | 3NT | 16 HCP, all stopped, the diamond king
Q4.84.87652.K932     | 3H P  | P   | 5 HCP: pass
AK4.A5.KQ52.J943     | 4H P  | P   | 18 HCP: no slam opposite a pre-empt
# --- the responder over their double or overcall of our pre-empt ----------------------------
# source: Root, "Commonsense Bidding": over their double the raise stays pre-emptive and the
#   strong hand without a fit redoubles; over an overcall the double is for penalty.
J4.Q84.87652.K93     | 2H X  | 3H  | three trumps, weak: raise
4.Q854.87652.K93     | 2H X  | 4H  | four trumps, a singleton: game raise
Q854.8.87652.K93     | 2S 3H | 4S  | four trumps, a singleton: pre-emptive game
AK54.4.KQ52.A932     | 2H X  | XX  | 19 HCP, no fit
4.KQ84.AQ52.A943     | 3S X  | XX  | 17 HCP, a singleton spade: no fit
A54.K4.Q52.KQT93     | 2H 3C | X   | 14 HCP, good clubs: penalty
# --- the defence over their weak two: doubles and no-trump -------------------------------
# source: SAYC booklet: over their pre-empt the double is for takeout; Root, "Commonsense
#   Bidding": 2NT over a weak two shows 15-18 balanced with their suit stopped, a stronger
#   hand doubles first; without a stopper, double.
4.KJ54.AQ52.K943     | 2S    | X   | 13 HCP, short spades, the other suits: takeout
KJ54.AQ52.4.K943     | 2D    | X   | 13 HCP, short diamonds
54.AK4.KQ52.AJ43     | 2S    | X   | 17 HCP, no spade stopper: double
KQ4.AK4.AQ52.K93     | 2S    | X   | 22 HCP: double, then no-trump
KQ4.A4.KJ52.A932     | 2S    | 2NT | 17 HCP, balanced, spades stopped
KJ5.A5.KQ2.QJ943     | 2H    | 2NT | 16 HCP, hearts stopped
KQ4.AQJ5.K52.943     | 2H    | 2NT | 17 HCP, hearts well stopped
Q54.K54.Q52.J943     | 2S    | P   | 8 HCP: pass
# --- the defence over their weak two: suit overcalls -------------------------------------------
# source: Root, "Commonsense Bidding": over a pre-empt bid what you expect to make: a good
#   suit overcalls (a good five-card suit at the two level rather than a double, as over a
#   one-level opening); the three level takes a good six-card suit and an opening hand; with
#   a self-sufficient major and the tricks for game, jump to it; with a long running minor
#   and their suit stopped, 3NT.
AKJ954.54.A32.54     | 2H    | 2S  | 12 HCP, six good spades
AKJ54.K4.32.A543     | 2D    | 2S  | 15 HCP, five good spades
AKJ54.54.K32.Q43     | 2H    | 2S  | 13 HCP, five good spades: overcall, not double
54.AQJ54.K32.K43     | 2D    | 2H  | 13 HCP, five good hearts
AQJ54.KJ54.32.K4     | 2D    | X   | 14 HCP, five spades and four hearts: double for the majors
54.AKJ954.A32.54     | 2S    | 3H  | 12 HCP, six good hearts
54.84.AK2.AQJ954     | 2H    | 3C  | 14 HCP, six good clubs
54.KQJ954.A32.54     | 2S    | P   | 10 HCP: too weak for the three level
5.AKQJ954.AK2.54     | 2S    | 4H  | 17 HCP, seven solid hearts, nine tricks
54.K4.A2.AKQJ954     | 2H    | 3NT | 17 HCP, seven running clubs, hearts stopped
# --- the defence over their three- and four-level pre-empts --------------------------------
# source: SAYC booklet: the double of a pre-empt is for takeout; Root, "Commonsense Bidding":
#   3NT over a three-level pre-empt shows a strong hand with their suit stopped; a good
#   six-card suit and an opening hand overcalls; over four of a major the double is for
#   takeout with short trumps.
KJ54.4.AQ52.K943     | 3H    | X   | 13 HCP, a singleton heart: takeout
A4.KQ4.AQ52.K943     | 3H    | 3NT | 18 HCP, hearts stopped
AQ4.KJ4.KQ52.K93     | 3C    | 3NT | 18 HCP, clubs stopped
AQJ954.K4.K32.54     | 3C    | 3S  | 13 HCP, six good spades
54.AKJ954.A32.K4     | 3C    | 3H  | 15 HCP, six good hearts
5.AKQJ54.A32.K54     | 3S    | 4H  | 17 HCP, six solid hearts
5.K4.AKQJ54.A543     | 3S    | 4D  | 17 HCP, six solid diamonds
KQJ9854.4.832.54     | 1H    | 3S  | 6 HCP, seven good spades: pre-emptive jump
AK54.4.AQ52.K943     | 4H    | X   | 19 HCP, a singleton heart
4.AKJ5.AQ52.KJ43     | 4S    | X   | 18 HCP, short spades
AKQJ54.4.A52.K43     | 4H    | 4S  | 17 HCP, six solid spades
# --- balancing over their pre-empt -------------------------------------------------------------
# source: Lawrence on balancing; Root, "Commonsense Bidding": in the pass-out seat about
#   three points less: partner may hold the values he could not show.
4.KJ54.AQ52.J943     | 2S P P | X  | 11 HCP, short spades: balance
KJ54.4.KJ52.Q943     | 2H P P | X  | 10 HCP, a singleton heart: balance
54.KQJ954.A32.54     | 2S P P | 3H | 10 HCP, six good hearts: balance
# --- advancing the takeout double of a pre-empt -----------------------------------------------
# source: Root, "Commonsense Bidding": the advancer must bid (the takeout double asks), in
#   his longest unbid suit; with about nine points he jumps (over a weak two) or bids game
#   (over a three-level pre-empt).
54.J854.832.9843     | 2S X P | 3H | 2 HCP, four hearts: forced to bid
J854.54.832.9843     | 3H X P | 3S | 1 HCP, four spades: forced
54.J854.832.Q843     | 3S X P | 4H | 3 HCP, four hearts: forced
KJ54.54.A32.J943     | 2H X P | 3S | 9 HCP, four spades: the jump invites
KQ854.54.A32.J43     | 3H X P | 4S | 10 HCP, five spades: game
"""


CASES = parse_table(TABLE)


test_expected_call = book_calls_test(CASES)
