"""The opener's third call after responder's forcing new suit, and light third-seat openings
(sixth set). Grouped by situation; each group names its book (the SAYC booklet where it
speaks, else a standard textbook). Our own hands; line format as in table.py."""

from __future__ import annotations

import pytest

from tests.bots.cases.table import book_calls_test, last_call_range, parse_table

TABLE = """
# --- the opener after 1m-1S-1NT-3H (responder's jump: five spades, four hearts, game forcing) --
# source: SAYC booklet (responder's jump in a new suit forces to game); Goren and Root,
#   "Commonsense Bidding": the opener shows three-card support for the first (five-card)
#   major first, raises the second with four, else bids 3NT with the unbid suit stopped; with
#   three cards in the second suit and the unbid suit open, game in it (five-four at least).
K32.Q87.AQ74.K52     | 1D P 1S P 1NT P 3H P    | 3S  | 14 HCP, three spades
Q2.Q874.AQ74.KJ5     | 1D P 1S P 1NT P 3H P    | 4H  | 14 HCP, four hearts, two spades
Q2.Q87.AQ74.KJ52     | 1D P 1S P 1NT P 3H P    | 3NT | 14 HCP, clubs stopped
Q2.K87.AQ743.J52     | 1D P 1S P 1NT P 3H P    | 4H  | 12 HCP, three hearts, clubs open
# --- the opener after his suit rebid and responder's new suit (forcing one round) -------------
# source: SAYC booklet (a new suit by responder is forcing); Root, "Commonsense Bidding": the
#   opener gives three-card support for responder's major first, raises a new major with
#   four, bids no-trump with the unbid suit stopped (2NT minimum), else rebids six cards.
KJ3.72.AQJ962.J3     | 1D P 1S P 2D P 2H P     | 2S  | 12 HCP, three spades
Q3.72.AQJ962.KJ3     | 1D P 1S P 2D P 2H P     | 2NT | 13 HCP, clubs stopped
K3.A72.AQJ962.83     | 1D P 1S P 2D P 2H P     | 3D  | 14 HCP, no club stopper
K3.QJ72.AQJ96.83     | 1D P 1S P 2D P 2H P     | 3H  | 13 HCP, four hearts: a minimum raise
# --- ... and responder's new suit at the three level (forcing to game) -------------------------
# source: as above; a new suit at the three level forces to game, so the opener never passes:
#   support, 3NT with the unbid suit stopped, else his six-card suit.
KJ3.72.AQJ962.J3     | 1D P 1S P 2D P 3C P     | 3S  | 12 HCP, three spades
Q3.72.AQJ962.KJ3     | 1D P 1S P 2D P 3C P     | 3D  | hearts open: six diamonds again
Q3.KJ2.AQJ962.83     | 1D P 1S P 2D P 3C P     | 3NT | 13 HCP, hearts stopped
# --- the opener after the fourth suit (1C-1H-1S-2D) -------------------------------------------
# source: the usual answers to the fourth suit (Root, "Commonsense Bidding"; Seagram/Bird,
#   "25 Bridge Conventions", fourth suit forcing): three-card support for responder's first
#   suit; no-trump with the fourth suit stopped (2NT minimum, 3NT more); the long suit again;
#   four cards in the fourth suit raised.
AJ84.K72.5.AQ932     | 1C P 1H P 1S P 2D P     | 2H  | 14 HCP, three hearts
AJ84.72.K5.AQ932     | 1C P 1H P 1S P 2D P     | 2NT | 14 HCP, diamonds stopped
AJ84.72.KQ5.AQ93     | 1C P 1H P 1S P 2D P     | 3NT | 16 HCP, diamonds stopped
AJ84.7.52.AKQ932     | 1C P 1H P 1S P 2D P     | 3C  | 14 HCP, six clubs
AT83.K.KQ87.7432     | 1D P 1H P 1S P 2C P     | 3C  | 12 HCP, four clubs
# --- the negative doubler's second call after the opener's answer ---------------------------
# source: SAYC booklet (negative doubles; after the opener's answer the doubler bids on as
#   after any response); Root, "Commonsense Bidding": 26 points for game, so with 11-12 the
#   doubler invites (2NT with their suit stopped, a raise of a suit the opener showed), with
#   13+ he bids game (3NT with their suit stopped, game in the fit).
KJ83.Q72.K4.QT82     | 1D 1H X P 2C P          | 2NT | 11 HCP, hearts stopped
KJ83.AQ7.K4.QT82     | 1D 1H X P 2C P          | 3NT | 15 HCP, hearts stopped
KJ83.72.K54.KJ82     | 1D 1H X P 2C P          | 3C  | 11 HCP, four clubs, hearts open
KJ83.72.KJ84.A82     | 1D 1H X P 2C P          | 3D  | 12 HCP, four diamonds, hearts open
AJ83.KJ3.Q4.9832     | 1C 1H X P 2D P          | 2NT | 11 HCP, hearts stopped
KJ83.Q72.K4.QT82     | 1D 1H X P 1S P          | 2S  | 11 HCP and four spades: invites
KJ83.AQ7.K4.QT82     | 1D 1H X P 1S P          | 4S  | 15 HCP and four spades: game
KJ83.Q72.K42.QT8     | 1D 1H X P 2D P          | 2NT | 11 HCP, hearts stopped
# source: Root, "Commonsense Bidding" (preference: with a weak hand return to the opener's
#   first suit holding as many cards there, else pass his second suit).
KJ83.762.Q864.82     | 1D 1H X P 2C P          | 2D  | 6 HCP, four diamonds, two clubs
KJ83.762.82.Q864     | 1D 1H X P 2C P          | P   | 6 HCP, four clubs, two diamonds
# --- the opener after a two-over-one and the fourth suit (1S-2C-2D-2H) ----------------------
# source: as for the fourth suit above: three-card support for responder's suit (a minor
#   too, once no-trump is out), else no-trump with the fourth suit stopped.
AKJ84.7.KQ95.Q83     | 1S P 2C P 2D P 2H P     | 3C  | 15 HCP, three clubs, hearts open
AKJ84.KJ2.Q954.3     | 1S P 2C P 2D P 2H P     | 2NT | 14 HCP, hearts stopped
# --- third seat: a six-card suit below an opening is a weak two -------------------------------
# source: SAYC booklet (weak twos 5-11 HCP; a light third-seat opening at one is a matter of
#   judgment); Root, "Commonsense Bidding": third-seat weak twos; the light one-level opening
#   in third seat is the good five-card suit that directs the lead.
KQT982.A2.853.82     | P P                     | 2S  | 9 HCP, six spades dealer=N
KQJ982.A2.853.82     | P P                     | 2S  | 10 HCP, six spades dealer=N vul=NS
AQT983.85.Q82.J3     | P P                     | 2S  | 9 HCP dealer=N vul=EW
82.KQT982.A53.82     | P P                     | 2H  | 9 HCP, six hearts dealer=N
AQJ98.K2.853.832     | P P                     | 1S  | 10 HCP, a good five-card suit dealer=N
KQT982.A2.853.82     | -                       | 2S  | first seat: the same weak two dealer=N
"""


CASES = parse_table(TABLE)


test_expected_call = book_calls_test(CASES)


# The negative doubler's invitations read 11-12 to the opener (the table owns them below
# game: the general judgment does not make the same bids with other hands).
DOUBLER_INVITES = ["1D 1H X P 2C P 2NT", "1D 1H X P 2D P 2NT", "1D 1H X P 2C P 3C"]


def test_the_doubler_s_preference_reads_weak() -> None:
    _lo, hi = last_call_range("1D 1H X P 2C P 2D")
    assert hi <= 10


@pytest.mark.parametrize("auction", DOUBLER_INVITES)
def test_the_doubler_s_invitation_reads_eleven_twelve(auction: str) -> None:
    assert last_call_range(auction) == (11, 12)
