"""The game decision in later rounds: when the side's values reach game, when they stop
short, and how partner's call is read on the way there. A table of textbook cases grouped by
situation, each group headed by the rule it comes from (the ACBL SAYC System Booklet,
revised 2006, and where the booklet is silent a named standard textbook). The hands are
written for this table.

Each line: hand (PBN, spades first) | auction so far, from the dealer | expected call
| note, with optional settings: ``dealer=E``, ``vul=NS`` (none/NS/EW/both), ``ps=60,0`` (NS,
EW part-scores below the line)."""

from __future__ import annotations

from tests.bots.cases.table import book_calls_test, parse_table

TABLE = """
# --- the opener's reopening double is for takeout ------------------------------------
# source: SAYC booklet: doubles of an overcall or a pre-empt at this level are for takeout;
#   the opener reopens with a double when short in their suit (partner, playing negative
#   doubles, may be waiting to pass it for penalty). Partner answers it as a takeout double:
#   with values and a suit of his own he bids, he passes only with their suit stacked.
AJ965.K97.A95.AK      | P 1S 3D P P        | X      | 19 HCP, three diamonds: reopen with a double
K8.AJ852.42.Q854      | P 1S 3D P P X P    | 3H/4H  | 10 HCP, five hearts: bid, not pass
32.Q32.AQJ98.432      | 1H 2D P P X P      | P      | their suit stacked: pass for penalty
Q432.J32.K32.432      | 1H 2C P P X P      | 2S     | weak, four spades: answer the double
# --- the opener's 1NT rebid (12-14) after responder's 2NT invitation (11-12) -----------
# source: ACBL Bridge Series (Grant), "Bidding in the 21st Century": an invitation is
#   accepted unless minimum, as the 1NT opener passes 2NT with 15 and bids 3NT with 16-17;
#   a five-card suit adds a length point (Goren), so 12 with one accepts too.
Q2.KQ97.AJT2.J62      | 1D P 1S P 1NT P 2NT P | 3NT | 13 HCP: not a minimum, accept
A32.KJ4.KJ73.Q92      | 1D P 1S P 1NT P 2NT P | 3NT | 14 HCP: maximum
Q32.KJ4.KJ73.Q92      | 1D P 1S P 1NT P 2NT P | P   | 12 HCP, no five-card suit: minimum, decline
Q3.KJ4.KJ873.Q92      | 1D P 1S P 1NT P 2NT P | 3NT | 12 HCP and five diamonds: the length point
Q32.KJ4.Q9.KJ732      | 1C P 1H P 1NT P 2NT P | 3NT | 12 HCP and five clubs
Q32.QJ4.Q9.KJ732      | 1C P 1H P 1NT P 2NT P | P   | 11 HCP: pass even with five clubs
# --- responder's tabled invitation keeps its meaning ------------------------------------
# source: SAYC booklet: after opener's minimum rebid responder's 2NT and three of opener's
#   suit invite with 10-12 (weaker hands pass or give preference), so the opener bids game
#   with a maximum (Root, "Commonsense Bidding": opener's 2D rebid 12-15; 15 opposite 10-12
#   is game).
K.AK95.A9542.J42      | 1D P 1S P 2D P 2NT P | 3NT | 15 HCP opposite 10-12: game
KJ32.Q32.K2.Q432      | 1D P 1S P 2D P       | 2NT | 10 HCP, hearts and clubs stopped: invite
KJ32.Q32.J2.Q432      | 1D P 1S P 2D P       | P   | 8 HCP: no invitation
KJ32.Q32.J2.Q432      | 1C P 1S P 2C P       | P   | 8 HCP: no invitation
# --- no-trump valued with length points in later rounds ----------------------------------
# source: ACBL Bridge Series (Grant): a hand's points are its HCP plus a length point for
#   each card past four in a suit, in no-trump too; so a hand a point short of 3NT values
#   in HCP with a five-card suit or longer bids the game.
J2.K32.AQJ974.K3      | 1D P 1S P 2D P 2NT P | 3NT | 14 HCP and six diamonds opposite 10-12: game
J2.Q32.AQJ974.Q3      | 1D P 1S P 2D P 2NT P | 3D  | 12 HCP: two points short, sign off
"""


CASES = parse_table(TABLE)


test_textbook_call = book_calls_test(CASES)


def test_the_opener_s_reopening_double_reads_as_takeout() -> None:
    # 1♠ (3♦) P P X: the explanation partner and the person see is takeout, not penalty.
    from biritch.bots import explain_call
    from biritch.engine import Auction, Seat

    auction = Auction.from_calls(Seat.N, ["P", "1S", "3D", "P", "P", "X"])
    assert "takeout" in explain_call(auction, 5, "EW").explanation_en
