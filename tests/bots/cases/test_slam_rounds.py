"""Textbook cases of strong 2♣ and slam auctions in their later rounds: the call the books
make and the public HCP range it shows. The calls are the books' (the ACBL SAYC System
Booklet, revised 2006, "Strong 2♣ opening" and "Slam bidding"; Goren's 33 points for a small
slam); the hands are our own.

Each line: hand (PBN, spades first) | auction so far, from the dealer | expected call | the
reason, with optional settings as in table.py."""

from __future__ import annotations

import pytest

from biritch.bots import suggest_call
from tests.bots.cases.table import case_ids, check_case, last_call_range, parse_table

TABLE = """
# --- the 2♣ opener after a positive response -----------------------------------------------
# SAYC booklet, "Strong 2♣": after a positive response opener shows his suit (or raises with
# a fit); Blackwood comes once a fit is found, not before opener has named a suit.
AKQJ54.AK4.AK4.4      | 2C P 2H P             | 2S  | six spades: name them, no 4NT yet
AKQJ5.AK4.AK43.4      | 2C P 2H P             | 2S  | five spades, three hearts: own suit first
AK4.AKQ4.AKJ4.K4      | 2C P 2S P             | 3S  | four-card support agrees the suit
AQ4.AKJ.AKJ4.KJ4      | 2C P 2H P             | 3H  | three-card support agrees the major
AQ4.AK4.KQJ4.K54      | 2C P 3D P             | 4D  | four-card support of the minor
AKQ4.A4.AKJ4.K54      | 2C P 3C P             | 3NT | balanced, three clubs only: no-trump
# --- responder after 2♣–2♦–2NT (22–24) ----------------------------------------------------
# SAYC booklet: over the 2NT rebid the 2NT-opening system is on; Goren: 33 points for a small
# slam, so opposite 22–24 a hand of 10–11 bids it, 9 invites with a quantitative 4NT.
KQ84.K72.Q83.J72      | 2C P 2D P 2NT P       | 6NT | 11 HCP: 33 together at the least
KJ84.Q72.Q83.J72      | 2C P 2D P 2NT P       | 3C  | 9 HCP and four spades: Stayman first
KJ4.Q72.Q832.J72      | 2C P 2D P 2NT P       | 4NT | 9 HCP, no major: quantitative, opener decides
Q984.AT7.9532.43      | 2C P 2D P 2NT P       | 3C  | 6 HCP and four spades: Stayman
# --- the strong hand takes control ---------------------------------------------------------
# Goren: 33 points for a small slam; SAYC booklet, Blackwood. Opposite responder's positive
# second call (4 and more) a 2♣ opener of 29 has the slam's points himself: he asks for aces.
AKQJ5.AKQ4.AK.K2      | 2C P 2D P 2S P 3D P   | 4NT | 29 HCP: 33 together at the least
AKQJ5.KQ4.AK.Q32      | 2C P 2D P 2S P 3D P   | 3NT | 24 HCP, no fit yet: game
# --- the 5NT king ask is answered ----------------------------------------------------------
# SAYC booklet, "Blackwood": 5NT asks for kings by the same steps (6♣ 0 or 4, 6♦ 1, 6♥ 2,
# 6♠ 3); it promises every ace, so the reply is never passed or skipped.
A8732.K4.A52.Q63      | 1S P 3S P 4NT P 5H P 5NT P | 6D | one king
AK732.K4.A52.K63      | 1S P 3S P 4NT P 5H P 5NT P | 6S | three kings
"""

CASES = parse_table(TABLE)


@pytest.mark.parametrize(("hand", "calls", "expected", "opts", "note"), CASES, ids=case_ids(CASES))
def test_textbook_case(hand, calls, expected, opts, note):
    check_case(hand, calls, expected, opts, note)


_range = last_call_range


def test_the_answers_to_the_2nt_rebid_below_slam_show_at_most_eight():
    # With 9 or more opposite 22–24 the hand has bid its slam or invited one, so Stayman and
    # the game-forcing suit show 2 (a game opposite 23) to 8; Stayman to 10, as the 9-10
    # with a four-card major asks before it invites (SAYC booklet: "the same as over 2NT").
    assert _range("2C P 2D P 2NT P 3C") == (2, 10)
    assert _range("2C P 2D P 2NT P 3S") == (2, 8)


def test_a_quantitative_4nt_is_a_slam_invitation_not_a_game():
    # SAYC booklet, "1NT opening": 4NT invites 6NT. Above game by design, it keeps its label.
    s = suggest_call("KQ4.AJ3.KJ82.Q73", ["1NT", "P"], dealer="N")
    assert s.call == "4NT"
    assert s.explanation_en.startswith("quantitative: invites a slam")


def test_in_a_strong_2c_auction_the_game_bids_show_less_than_the_slam_drive():
    # Responder with 13 or more (opposite 22) and opener with 27 or more (opposite a
    # positive second call) ask for aces, so the other calls there show less.
    assert _range("2C P 2D P 2S P 3S") == (4, 12)
    assert _range("2C P 2D P 2S P 3S P 4S") == (18, 26)
    assert _range("2C P 2D P 2S P 2NT P 3NT") == (18, 26)
