"""The opening side's later calls in competition, narrowed to what the books ask of them: the
opener's reopening double and his cue-bid with a very strong hand, no penalty double of
their cue-bid of our suit, responder's free raise where no cue-bid takes the limit raises,
the opener after partner's single raise when they bid on, after partner's invitational
2NT over their overcall, and when their three-level overcall comes round to him. Grouped
by situation; each group names its book (the ACBL SAYC System Booklet, revised 2006, where
it speaks, else a standard textbook). Our own hands; line format as in table.py."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- the opener in the reopening seat ------------------------------------------------------
# source: Root, "Commonsense Bidding", and Bergen on the reopening double: short in their suit
#   the opener doubles (partner may be waiting to pass it for penalty); with a very strong
#   hand, 20 HCP or more, he cue-bids their suit, forcing, since partner who passed may
#   leave the double in when game is there.
AKQ54.5.AKJ3.K32     | 1S 2H P P | 3H | 20 HCP, a singleton heart: cue-bid, not the double
AKQ54.54.AKJ3.K3     | 1S 2H P P | 3H | 20 HCP, two hearts: cue-bid
AKQ54.5.AJ32.K32     | 1S 2H P P | X  | 17 HCP, a singleton heart: the reopening double
KQ954.5.AJ32.K32     | 1S 2H P P | X  | 13 HCP, a singleton heart: the reopening double
# --- the opener over their cue-bid of his suit ---------------------------------------------
# source: SAYC booklet: the advancer's cue-bid of our suit is their forcing raise, so they bid
#   on over any double; K. Walker, "Relearning bridge" 60: a double that only says "you
#   cannot make that" is pointless there (they never play the cue-bid).
7.Q92.AJT85.KJ84     | 1D 1H 1S 2D | P   | 11 HCP, diamonds: no penalty double of the cue-bid
A5.K2.AKJ85.KJ84     | 1D 1H 1S 2D | 3NT | 19 HCP, hearts stopped: bid the game, not double
# --- responder's free raise with no cue-bid below it ---------------------------------------
# source: SAYC booklet: after their overcall jump raises are pre-emptive and the cue-bid is the
#   limit raise; over their jump to the three level no cue-bid is left below the raise, so
#   the raise takes up to 12 points; Goren: a free raise over an overcall promises a fair
#   hand, some high cards and not only shape.
K84.Q6532.A854.2     | 1S 3C | 3S | 9 HCP, three spades, a singleton: the free raise
K843.9653.9854.2     | 1S 3C | P  | 3 HCP, four spades and a singleton: no free raise
# --- the opener after partner's single raise, when they bid on -------------------------------
# source: SAYC booklet: after a single raise the opener's minimum is 13-15 points, medium 16-18
#   (tries for game), maximum 19-21 (bids it); Bergen, Better Bidding with Bergen 2, and the
#   Law of Total Tricks: in competition the re-raise to three is competitive (nine trumps),
#   the try is a new suit; when their bid leaves no room for a try, the medium hand with a
#   short suit bids game, and ten trumps (the Law) with a sound opening; their cue-bid of
#   our suit leaves the same choices.
AQ9653.K2.A32.54     | 1S 2D 2S 3D | 3S | 12 HCP, six spades: compete, nine trumps
AQ965.K32.A32.54     | 1S 2D 2S 3D | P  | 12 HCP, five spades: let them play three
AQ965.KJ3.A32.K4     | 1S 2D 2S 3D | 3H | 17 HCP, three hearts: the game try, not 3S
AKJ65.KQ3.A32.K4     | 1S 2D 2S 3D | 4S | 20 HCP: game
AK2.AQT65.3.KT72     | 1H 2D 2H 4D | 4H | 16 HCP, a singleton: no room for a try, game
72.AKQ854.A95.K2     | 1H 2D 2H 4D | P  | 16 HCP, no short suit: no room for a try, pass
AQ965.K32.K32.54     | 1S 3C 3S 4C | P  | 12 HCP: a minimum passes
AQT8754.Q.K72.Q6     | 1S 2C 2S 3S | 4S | 13 HCP, seven spades over their cue-bid: ten trumps
AQT8754.Q.872.Q6     | 1S 2C 2S 3S | P  | 10 HCP, seven spades: not a sound opening
# --- the opener after partner's invitational 2NT over their overcall ------------------------
# source: SAYC booklet: responder's 2NT over their overcall invites (11-12, their suit
#   stopped); the opener with a minimum passes or rebids his suit, with more he accepts;
#   Root, "Commonsense Bidding": 25 points for game (14 HCP opposite 11-12, 13 with a
#   five-card suit's length point); Grant: a six-card major counts its length.
AQ.KJ953.K32.Q32     | 1H 1S 2NT P | 3NT | 15 HCP: accept
AQ2.KJ953.K32.32     | 1H 1S 2NT P | 3NT | 13 HCP and five hearts: accept
Q2.KJ953.K32.Q32     | 1H 1S 2NT P | P   | 11 HCP: a minimum declines
2.AKQJ953.K32.32     | 1H 1S 2NT P | 4H  | 13 HCP, seven hearts: the major game
2.AKQJ953.Q32.32     | 1H 1S 2NT P | 3H  | 12 HCP, seven hearts: a minimum rebids his suit
# --- the opener when their three-level overcall comes round --------------------------------
# source: SAYC booklet: a double of a pre-empt is for takeout; Root, "Commonsense Bidding": the
#   opener's rebid of his six-card suit shows a minimum, with a strong hand he bids the game,
#   3NT with their suit stopped; the responder with their trumps sits for the double.
AQJ7632.Q92.Q.A9     | 1S 3H P P | 3S  | 13 HCP, seven spades: a minimum rebids his suit
AKJ953.K32.A2.Q2     | 1S 3H P P | 4S  | 17 HCP, six spades, three hearts: the game
5.AKJ93.KQ32.A32     | 1H 3S P P | X   | 17 HCP, a singleton spade: takeout
AQ2.KQ.KJ32.A432    | 1D 3C P P | 3NT | 19 HCP, balanced, four clubs with the ace
Q2.AJT3.T53.J932     | P 1S 3H P P X P | P | 8 HCP, AJT3 of hearts: sit for the double
"""

CASES = parse_table(TABLE)

test_book_call = book_calls_test(CASES)
