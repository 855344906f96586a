"""Judgment in the later rounds: game values reach game, a long running suit counts as
tricks, and a fit in partner's minor invites rather than stopping at two (issue 16's
defects, each of which failed before its fix)."""

from __future__ import annotations

from biritch.bots import suggest_call


def test_running_diamonds_opposite_1nt_bid_3nt_not_a_quantitative_4nt() -> None:
    # Issue 16: AJT.7.AKQJ7652.J opposite 1NT; a solid seven-card suit is seven tricks.
    assert suggest_call("AJT.7.AKQJ7652.J", ["1NT", "P"]).call == "3NT"


def test_a_fit_in_opener_s_diamonds_invites_at_three_in_the_third_round() -> None:
    # 1♦–1♥–1♠: 11 HCP, four diamonds and a singleton spade are worth an invitation,
    # not the simple preference 2♦ (it used to stop at two with game in view).
    s = suggest_call("8.A7543.QJ42.A84", ["1D", "P", "1H", "P", "1S", "P"])
    assert s.call == "3D"
    assert "invit" in s.explanation_en


def test_own_six_card_major_opposite_a_jump_rebid_bids_the_game() -> None:
    s = suggest_call("32.KQ9843.2.AJ32", ["1D", "P", "1H", "P", "3D", "P"])
    assert s.call == "4H"


def test_a_19_count_opener_reopens_a_pre_empt_passed_round_to_him() -> None:
    # 1♠ (3♦) P P with AJ965.K97.A95.AK: the opener used to pass with 19 HCP.
    assert suggest_call("AJ965.K97.A95.AK", ["1S", "3D", "P", "P"]).call == "X"


def test_the_opener_rebids_six_spades_with_a_void_over_a_pre_empt() -> None:
    assert suggest_call("AJT983..K75.A875", ["1S", "3H", "P", "P"]).call == "3S"


def test_a_17_count_4441_opener_does_not_pass_1nt() -> None:
    # P P 1♦ P 1NT P: the pass was read as 10–16 and the bot held 17 (the property test
    # "bots' hands fit what they showed" found it).
    assert suggest_call("AQJ2.Q942.AJ94.K", ["P", "P", "1D", "P", "1NT", "P"]).call == "2NT"
