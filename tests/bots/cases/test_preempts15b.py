"""Pre-empts, fifteenth round (second look): the responder to a weak two or a three-level
pre-empt (game raise, the pre-emptive raise, the 2NT ask, a forcing new suit, 3NT, the misfit
pass), the opener's answers to the 2NT ask and to a new suit, the responder's third call, the
opener after a raise or 3NT, and the responder when they double or overcall. Grouped by
situation; each group names its book (the ACBL SAYC System Booklet, revised 2006, where it
speaks, else a standard textbook). Our own hands, written from the books' rules before reading
the code; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- the responder to a weak two: game, the pre-emptive raise, the misfit pass -----------------
# source: SAYC booklet: a raise of a weak two is pre-emptive (not invitational), 3NT is to
#   play, a new suit is forcing one round; Root, "Commonsense Bidding": with a misfit and no
#   game, pass (do not rescue).
AK32.KQ4.AJ5.432     | 2S P    | 4S  | 17 HCP, four trumps: game
K32.4.98765.Q432     | 2S P    | 3S  | 5 HCP, three trumps and a singleton: the pre-emptive raise
4.Q432.K5432.432     | 2S P    | P   | 5 HCP, a singleton spade: pass
4.KQJ9876.Q32.32     | 2S P    | P   | 8 HCP, seven hearts but a misfit: no rescue
#   32.4.AKQJ765.A32 | 2H P | 3NT (bot 3D, fails today) | 14 HCP, running diamonds
KQ3.AJ4.K32.AQ32     | 2D P    | 3NT | 19 HCP, balanced, every suit stopped: to play
AKJ32.K4.Q3.A432     | 2D P    | 2S  | 17 HCP, five good spades: forcing one round
432.432.KJ2.Q432     | 2D 2H   | 3D  | 6 HCP, three diamonds: nine trumps, compete
# --- the 2NT ask ---------------------------------------------------------------------------
# source: SAYC booklet: 2NT over a weak two is the only forcing bid that asks; used with game
#   interest (about 15+ HCP and a fit or a doubleton honour).
#   KQ4.Q3.A432.KQ32 | 2H P | 2NT (bot 3NT: fails today) | 16 HCP, a doubleton queen: ask
# --- the opener answers the 2NT ask --------------------------------------------------------
# source: SAYC booklet: with a minimum rebid the suit; with a maximum show a feature (an ace
#   or king) outside; 3NT shows a solid suit (AKQxxx).
432.KQJ976.A3.32     | 2H P 2NT P | 3D  | 10 HCP, maximum, the diamond ace: the feature
KJ9765.432.32.Q3     | 2S P 2NT P | 3S  | 6 HCP, minimum: rebid the suit
32.AKQ976.432.32     | 2H P 2NT P | 3NT | 9 HCP, AKQ-sixth: the solid suit
32.A3.KQJ976.432     | 2D P 2NT P | 3H  | 10 HCP, maximum, the heart ace: the feature
AQ9765.Q32.K3.32     | 2S P 2NT P | 3D  | 11 HCP, maximum, the diamond king: the feature
32.KJ9765.Q32.32     | 2H P 2NT P | 3H  | 6 HCP, minimum: rebid the suit
# --- the opener answers a new suit -----------------------------------------------------------
# source: SAYC booklet: a new suit by the responder is forcing one round; Root: raise with
#   three-card support, else rebid the suit.
43.KQJ976.K32.32     | 2H P 2S P  | 3H  | 9 HCP, a doubleton spade: rebid the suit
Q43.32.KQJ976.32     | 2D P 2S P  | 3S  | 8 HCP, three spades: raise
KQJ976.432.K3.32     | 2S P 3C P  | 3S  | 9 HCP, two small clubs: rebid the suit
32.AQJ976.Q432.4     | 2H P 3D P  | 4D  | 9 HCP, four diamonds: raise
# --- the responder's third call --------------------------------------------------------------
# source: SAYC booklet: the opener's rebid of the suit shows a minimum; Root: game opposite a
#   maximum, stop opposite a minimum; 3NT on a solid suit is to play with the rest stopped.
KQ4.Q3.A432.KQ32     | 2H P 2NT P 3H P  | P   | 16 HCP, opener minimum: stop
AK3.K32.Q4.A5432     | 2S P 2NT P 3D P  | 4S  | 16 HCP, opener maximum with a feature: game
KQ4.32.A432.KQ32     | 2H P 2NT P 3NT P | P   | 14 HCP, the solid suit, the rest stopped
# --- the opener after the raise or 3NT -------------------------------------------------------
# source: SAYC booklet: the raise of a weak two is pre-emptive and 3NT is to play: the opener
#   passes.
32.AQJ976.K32.32     | 2H P 3H P  | P   | 10 HCP, the raise is no invitation
32.32.KQJ976.K32     | 2D P 3NT P | P   | 9 HCP, 3NT is to play
KQJ976.432.32.32     | 2S P P X   | P   | 6 HCP, the pre-empt said it all
# --- the responder to a three-level pre-empt -----------------------------------------------
# source: Root, "Commonsense Bidding" (the pre-empt is seven tricks non-vulnerable; raise to
#   game with three or four tricks and a fit); SAYC booklet: a new suit over a pre-empt is
#   forcing, so with a misfit pass; Bergen, the Law: eleven trumps, the five level.
AK32.K4.A432.Q32     | 3S P    | 4S  | 16 HCP, four trumps: game
KQ432.4.KQ32.J32     | 3H P    | P   | 11 HCP, a singleton heart: pass
KQ3.AQ4.KJ32.K32     | 3C P    | 3NT | 18 HCP, three clubs, every suit stopped: to play
A432.4.KQ32.A432     | 4H P    | P   | 13 HCP, no slam opposite a pre-empt
4.Q432.9432.Q432     | 3C P    | 5C  | vul=EW 4 HCP, four clubs, favourable: eleven trumps
# --- the responder when they double ----------------------------------------------------------
# source: Bergen, the Law of Total Tricks: raise to the level of the fit over their double.
Q43.432.4.J98432     | 2S X    | 3S  | 3 HCP, three spades: nine trumps
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)
