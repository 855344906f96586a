"""The opener's rebids and what follows them (seventh set): responder's answer to a reverse
and the opener's next call, the raiser's answer to the opener's 2NT game try. Grouped by
situation; each group names its book (the SAYC booklet where it speaks, else a standard
textbook). Our own hands; line format as in table.py."""

from __future__ import annotations

import pytest

from tests.bots.cases.table import book_calls_test, last_call_range, parse_table

TABLE = """
# --- responder after the opener's reverse ----------------------------------------------------
# source: SAYC booklet (the reverse is forcing one round); Root, "Commonsense Bidding", and
#   Belk's notes on reverses: responder's minimum answers are his own five-card suit again,
#   2NT, or three of the opener's first suit; anything else, the raise of the reverse suit
#   too, forces to game, so a weak hand with four cards there gives preference instead.
QT73.K854.J2.983     | 1D P 1S P 2H P          | 3D  | 6 HCP, four hearts: preference, no raise
KJ73.A854.72.Q83     | 1D P 1S P 2H P          | 3H  | 10 HCP, four hearts: the forcing raise
Q4.KJ63.Q832.A43     | 1C P 1H P 2D P          | 3D  | 12 HCP, four diamonds, spades open
J962.KT83.QJ84.5     | 1C P 1H P 2D P          | 2NT | 7 HCP, a singleton club: 2NT, weak
# source: Root, "Commonsense Bidding": with game values, no fit and the fourth suit open,
#   responder bids the fourth suit (forcing to game, asking for a stopper) rather than 3NT.
KJ842.J6.A32.743     | 1D P 1S P 2H P          | 3C  | 9 HCP, clubs open: the fourth suit
AJ842.Q62.A3.743     | 1D P 1S P 2H P          | 3C  | 11 HCP, three hearts, clubs open
AJ84.62.KJ3.7432     | 1C P 1S P 2D P          | 2H  | 9 HCP, hearts open: the fourth suit
A3.KQ74.AKJ86.K2     | 1D P 1S P 2H P 3C P     | 3NT | 20 HCP, clubs stopped: 3NT
# --- the opener after responder's raise of the reverse suit -----------------------------------
# source: as above: the raise forces to game, so the minimum reverse bids the major game, or
#   over a minor raise 3NT with the fourth suit stopped, else five of the minor.
A4.KQ84.AKJ85.72     | 1D P 1S P 2H P 3H P     | 4H  | 17 HCP, a minimum reverse: game
K3.A2.AKJ7.Q8652     | 1C P 1H P 2D P 3D P     | 3NT | 17 HCP, spades stopped
53.A2.AKJ7.KQ865     | 1C P 1H P 2D P 3D P     | 5D  | 17 HCP, spades open
# --- responder after the opener's 1NT rebid, with three cards in the opened major -----------
# source: SAYC booklet (after the opener's minimum rebid responder's three of the opener's
#   suit invites, 10-12; a balanced 15-17 would have opened 1NT, so the rebid shows 12-14);
#   Root, "Commonsense Bidding": with a five-three fit in the major, raise it, not no-trump.
KQ984.K72.Q5.J82     | 1H P 1S P 1NT P         | 3H  | 11 HCP, three hearts: the invitation
QJ984.A72.K5.J82     | 1H P 1S P 1NT P         | 3H  | 11 HCP, three hearts
KQ984.K72.A5.J82     | 1H P 1S P 1NT P         | 4H  | 13 HCP, three hearts: game
QJ984.972.K5.J82     | 1H P 1S P 1NT P         | P   | 7 HCP: pass
# --- responder after the opener's new suit, the fourth suit open ------------------------------
# source: Root, "Commonsense Bidding"; Seagram/Bird, "25 Bridge Conventions" (fourth suit
#   forcing): with invitational values or more, no fit and no stopper in the fourth suit,
#   responder bids it, forcing, instead of no-trump with the suit open; with the stopper,
#   no-trump.
KQ984.752.AJ5.K2     | 1D P 1S P 2C P          | 2H  | 13 HCP, hearts open
K98.AJ752.Q5.K82     | 1C P 1H P 1S P          | 2D  | 13 HCP, diamonds open
K98.AJ752.85.AQ2     | 1C P 1H P 1S P          | 2D  | 14 HCP, diamonds open
K98.AJ752.QJ5.K2     | 1C P 1H P 1S P          | 3NT | 14 HCP, diamonds stopped: game
# --- the raiser's answer to the opener's 2NT game try (1M-2M-2NT) ----------------------------
# source: SAYC booklet (after a single raise the opener's 2NT, like a new suit, tries for
#   game); Root, "Commonsense Bidding", and the usual Standard American answers: a maximum
#   bids game, 3NT with three trumps and an even hand, else four of the major; a minimum
#   returns to three of the major, or passes 2NT with three trumps and an even hand.
Q842.K7.86432.92     | 1S P 2S P 2NT P         | 3S  | 5 HCP, four trumps: back to the major
Q84.J72.K643.Q92     | 1H P 2H P 2NT P         | P   | 8 HCP, three trumps, even: pass 2NT
Q84.K72.K643.Q92     | 1S P 2S P 2NT P         | 3NT | 10 HCP, three trumps, even: 3NT
Q8.K742.KJ43.862     | 1H P 2H P 2NT P         | 4H  | 9 HCP, four trumps: game
Q842.K72.K643.92     | 1S P 2S P 2NT P         | 4S  | 8 HCP, four trumps and a doubleton: game
"""


CASES = parse_table(TABLE)


test_expected_call = book_calls_test(CASES)


# SAYC booklet: the opener's 1NT rebid after a one-level suit response is 12-14 (a balanced
# 15-17 opened 1NT), so it reads no more than 14 to partner, whichever hand made it.
NT_REBIDS = ["1H P 1S P 1NT", "1D P 1S P 1NT", "1C P 1H P 1NT", "1C P 1D P 1NT"]


@pytest.mark.parametrize("auction", NT_REBIDS)
def test_the_1nt_rebid_reads_a_minimum(auction: str) -> None:
    _lo, hi = last_call_range(auction)
    assert hi == 14


def test_the_delayed_raise_of_the_opened_major_reads_invitational() -> None:
    # 1H-1S-1NT-3H raises the opener's hearts (10-12), not the five-four "other major" jump
    # that forces after a minor opening (1D-1S-1NT-3H).
    assert last_call_range("1H P 1S P 1NT P 3H") == (10, 12)
