"""Defects of opener's rebids, of the responses to a minor and of responder's answers to
opener's rebid, each found by playing or probing: every test here failed before its fix."""

from __future__ import annotations

from biritch.bots import explain_call, suggest_call
from biritch.engine import Auction, Seat


def _call(hand: str, auction: str, ps: tuple[int, int] = (0, 0)) -> str:
    return suggest_call(hand, auction.split(), dealer="N", partscores=ps).call


def _meaning(auction: str, ps: tuple[int, int] = (0, 0)) -> str:
    """The English explanation of the last call of ``auction`` (dealer North)."""
    a = Auction.from_calls(Seat.N, auction.split())
    return explain_call(a, len(a.calls) - 1, partscores=ps).explanation_en


# --- opener's rebids ----------------------------------------------------------------------


def test_balanced_nineteen_rebids_two_notrump_not_a_jump_shift() -> None:
    # Issue 16: 1♦–1♥ with a balanced 19 jump-shifted into its four clubs; SAYC shows
    # 18–19 balanced with the jump to 2NT.
    assert _call("AQ4.K3.AQJ5.K852", "1D P 1H P") == "2NT"


def test_double_raise_to_game_is_not_capped_by_shortness() -> None:
    # 21 HCP with four trumps and a singleton counted past the raise's upper bound and fell
    # through to a 2NT "invitation"; a hand too strong for 4♠ is never weaker than 2NT.
    assert _call("AQ32.AK2.2.AKJ32", "1C P 1S P") == "4S"


def test_six_four_reverse_rather_than_a_jump_rebid() -> None:
    assert _call("32.2.AKQ2.AKJ432", "1C P 1S P") == "2D"


def test_jump_rebid_counts_the_length_of_the_suit() -> None:
    # 15 HCP and six good diamonds are 17 points: the jump rebid, not a minimum 2♦.
    assert _call("2.A32.AKQ432.Q32", "1D P 1H P") == "3D"


def test_game_try_names_the_weak_three_card_suit() -> None:
    assert _call("AKJ32.A2.K32.432", "1S P 2S P") == "3C"
    assert _call("K2.AKJ32.AJ2.432", "1H P 2H P") == "3C"
    assert _call("2.AKJ32.J432.AQ2", "1H P 2H P") == "3D"


def test_opener_bids_three_notrump_over_a_minor_limit_raise_with_stoppers() -> None:
    assert _call("K32.A2.KQ432.Q32", "1D P 3D P") == "3NT"


def test_opener_does_not_pass_below_game_with_twenty_after_a_reverse() -> None:
    # 1♦–1♠–2♥–2♠ was passed with 20 HCP and a singleton spade.
    assert _call("2.AKJ2.AK432.KQ2", "1D P 1S P 2H P 2S P") == "3NT"


def test_responder_s_raise_of_the_reverse_suit_forces_to_game() -> None:
    assert _call("2.AKJ2.AK432.Q32", "1D P 1S P 2H P 3H P") == "4H"


# --- responses to a minor -----------------------------------------------------------------


def test_limit_raise_of_a_minor_counts_shortness() -> None:
    # Issue 16: a raise with four trumps valued by HCP alone.
    assert _call("2.K32.KJ432.Q432", "1D P") == "3D"


def test_limit_raise_of_diamonds_before_a_two_club_response() -> None:
    assert _call("J2.Q32.AQ32.J432", "1D P") == "3D"
    assert _call("K32.2.AJ32.Q5432", "1D P") == "3D"


def test_a_minor_raise_that_completes_the_game_is_not_called_invitational() -> None:
    # With 40 on, 3♦ is game: the raise was labelled "limit raise, invitational".
    assert "invit" not in _meaning("1D P 3D", ps=(40, 0))


# --- responder's second call --------------------------------------------------------------


def test_responder_invites_with_ten_and_five_clubs_after_the_club_rebid() -> None:
    # Issue 16: 1♦–1♥–2♣ was passed with 10 HCP and five clubs.
    assert _call("32.KJ32.32.AQ432", "1D P 1H P 2C P") == "3C"


def test_responder_invites_with_ten_balanced_after_opener_rebids_his_suit() -> None:
    assert _call("K2.KJ32.Q32.J432", "1D P 1H P 2D P") == "2NT"
    assert _call("KJ2.Q432.Q32.K32", "1C P 1H P 2C P") == "2NT"


def test_responder_raises_two_notrump_to_game_with_seven() -> None:
    assert _call("K432.Q32.432.Q32", "1D P 1S P 2NT P") == "3NT"


def test_responder_bids_game_opposite_the_jump_rebid() -> None:
    assert _call("KQ32.Q32.2.J5432", "1D P 1S P 3D P") == "3NT"


def test_weak_responder_signs_off_in_his_six_card_major() -> None:
    assert _call("32.KJ8432.Q32.32", "1C P 1H P 1NT P") == "2H"


def test_weak_responder_rebids_his_own_suit_after_a_reverse() -> None:
    assert _call("KJ432.32.Q32.432", "1D P 1S P 2H P") == "2S"
    assert _call("32.KJ432.32.Q432", "1C P 1H P 2D P") == "2H"


def test_responder_without_a_stopper_gives_preference_after_a_jump_shift() -> None:
    # 3NT with two small spades after 1♦–1♥–2♠ guessed; 3♦ keeps the game force going.
    assert _call("32.QJ32.Q32.J432", "1D P 1H P 2S P") == "3D"


def test_responder_declines_a_game_try_without_help() -> None:
    assert _call("Q32.Q32.K432.432", "1S P 2S P 3C P") == "3S"
    assert _call("32.Q432.432.KJ32", "1H P 2H P 3D P") == "3H"


def test_responder_accepts_a_game_try_with_help_or_a_maximum() -> None:
    assert _call("K32.J432.5432.A2", "1S P 2S P 3C P") == "4S"
    assert _call("K32.Q32.AJ32.432", "1S P 2S P 3C P") == "4S"


def test_with_sixty_on_opener_rebids_the_game_not_a_jump() -> None:
    # Issue 16: with 60 on, 1♥–1♠–3♥ was bid and labelled "invitational" though 2♥ is game.
    assert _call("32.AKQ432.A2.K32", "1H P 1S P", ps=(60, 0)) == "2H"
    assert "invit" not in _meaning("1H P 1S P 2H", ps=(60, 0))
    assert _call("AQ2.KJ2.AQ32.K32", "1D P 1S P", ps=(60, 0)) == "1NT"


# --- what the calls say -------------------------------------------------------------------


def test_a_reverse_is_explained_as_forcing() -> None:
    text = _meaning("1D P 1S P 2H")
    assert "reverse" in text
    assert "forcing" in text


def test_a_game_try_is_explained_as_one() -> None:
    assert "game try" in _meaning("1S P 2S P 3C")


def test_nothing_that_is_already_game_reads_as_invitational() -> None:
    # With 60 on, 2♠ completes the game: the raise is not an invitation.
    assert "invit" not in _meaning("1C P 1S P 2S", ps=(60, 0))
    assert "game try" not in _meaning("1S P 2S P 3C", ps=(20, 0))
