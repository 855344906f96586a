"""Defects of no-trump/Stayman, the strong 2♣, pre-empts and slam bidding found by playing
(issue 16): each test failed before the fix. Hands are this project's own."""

from __future__ import annotations

from biritch.bots import explain_call, suggest_call
from biritch.engine import Auction, Bid, Seat


def _call(hand: str, auction: str, **kw: str) -> tuple[str, str]:
    s = suggest_call(hand, auction.split(), **kw)  # type: ignore[arg-type]
    return s.call, s.explanation_en


# --- Blackwood and the king ask ------------------------------------------------------------


def test_with_clubs_agreed_one_ace_is_not_enough_to_ask() -> None:
    # 4NT with clubs as trumps and one ace: a 5♦ reply would leave no way to stop in 5♣.
    call, _ = _call("A3.KQ.KQ.KQJ8652", "1C P 3C P")
    assert call != "4NT"


def test_a_slam_reached_after_the_ace_reply_is_never_labelled_a_sign_off() -> None:
    # Clubs agreed, two aces missing and 5♣ already passed by: whatever is bid is no
    # "sign-off" when it is a slam.
    call, text = _call("A3.K2.KQ.KQJ8652", "1C P 3C P 4NT P 5D P")
    if call.startswith("6") or call.startswith("7"):
        assert "sign-off" not in text
    call, text = _call("KQ3.KQJ852.A2.K3", "1H P 3H P 4NT P 5H P")
    assert call == "6H"
    assert "sign-off" not in text


def test_the_asker_never_passes_an_artificial_ace_reply() -> None:
    # 1♠ (six) – 2♥; 4NT; 5♣ (no ace): two aces missing, the asker stops in 5♠.
    call, _ = _call("AKQJ52.A2.KQ3.K3", "1S P 2H P 4NT P 5C P")
    assert call == "5S"


def test_the_king_ask_is_answered_step_by_step() -> None:
    assert _call("KQ53.K42.A842.53", "1S P 3S P 4NT P 5D P 5NT P")[0] == "6H"  # two kings
    assert _call("KQ53.A42.A842.53", "1H P 3H P 4NT P 5H P 5NT P")[0] == "6D"  # one
    assert _call("Q853.QJ2.A842.Q3", "1S P 3S P 4NT P 5D P 5NT P")[0] == "6C"  # none


def test_the_king_asker_places_the_contract() -> None:
    grand = "1S P 3S P 4NT P 5D P 5NT P 6H P"
    assert _call("AKQJ52.KQ2.A2.A3", grand)[0] == "7S"
    small = "1S P 3S P 4NT P 5D P 5NT P 6D P"
    assert _call("AKQJ52.KQ2.A2.A3", small)[0] == "6S"


def test_a_person_s_5nt_after_the_ace_reply_reads_as_the_king_ask() -> None:
    a = Auction.from_calls(Seat.N, ["1S", "P", "3S", "P", "4NT", "P", "5D", "P", "5NT"])
    assert a.calls[-1] == Bid.parse("5NT")
    text = explain_call(a, len(a.calls) - 1).explanation_en
    assert "king" in text.lower()


# --- no-trump and Stayman -----------------------------------------------------------------


def test_stayman_with_a_four_card_major_in_a_4333_hand() -> None:
    assert _call("K842.Q53.K42.J53", "1NT P")[0] == "2C"
    assert _call("KJ42.A53.K42.Q53", "1NT P")[0] == "2C"


def test_invitational_stayman_continuations() -> None:
    assert _call("K842.QJ53.42.K53", "1NT P 2C P 2H P")[0] == "3H"
    assert _call("K8642.KJ53.Q2.53", "1NT P 2C P 2D P")[0] == "2S"
    assert _call("A4.KQ3.KJ42.Q853", "1NT P 2C P 2D P 2S P")[0] == "P"


def test_the_nt_opener_never_passes_the_game_forcing_five_card_major() -> None:
    assert _call("AK4.Q53.KJ42.Q53", "1NT P 2C P 2D P 3S P")[0] == "4S"
    assert _call("A4.KQ3.KJ42.Q853", "1NT P 2C P 2D P 3S P")[0] == "3NT"


def test_stayman_after_a_1nt_overcall_is_not_dropped_with_five_four_majors() -> None:
    # Systems on over the 1NT overcall: 2♦ (no major) is artificial, never passed.
    call, _ = _call("KQ842.KJ53.42.53", "1D 1NT P 2C P 2D P")
    assert call == "2S"
    call, _ = _call("KQ842.KJ53.A2.53", "1D 1NT P 2C P 2D P")
    assert call == "3S"


def test_a_long_running_minor_bids_3nt_opposite_1nt() -> None:
    assert _call("53.42.AKQ842.853", "1NT P")[0] == "3NT"


# --- strong 2♣ ----------------------------------------------------------------------------


def test_the_second_negative_after_a_strong_2c() -> None:
    call, text = _call("53.J8642.8642.53", "2C P 2D P 2S P")
    assert call == "3C"
    assert "negative" in text


def test_responder_raises_the_strong_2c_opener_s_major_with_support() -> None:
    assert _call("K53.Q842.8642.53", "2C P 2D P 2S P")[0] == "3S"


# --- pre-empts ----------------------------------------------------------------------------


def test_pre_empts_follow_the_vulnerability() -> None:
    hand = "KQJ9852.53.42.53"
    assert _call(hand, "", vulnerable="none")[0] == "3S"
    assert _call(hand, "", vulnerable="NS")[0] == "P"  # vulnerable against not
    assert _call("QJ98652.53.42.53", "", vulnerable="EW")[0] == "3S"  # favourable


def test_responder_to_a_weak_two_asks_with_2nt_and_bids_game_with_values() -> None:
    assert _call("A3.KQ42.AK842.53", "2S P")[0] == "2NT"
    assert _call("A53.A42.KQ842.K3", "2S P")[0] == "4S"


def test_the_weak_two_opener_answers_the_2nt_ask() -> None:
    assert _call("KQJ852.53.842.53", "2S P 2NT P")[0] == "3S"  # minimum
    assert _call("AQJ852.53.K42.53", "2S P 2NT P")[0] == "3D"  # feature


def test_a_new_suit_over_a_weak_two_is_forcing() -> None:
    assert _call("KQJ852.3.842.K53", "2S P 3H P")[0] == "3S"
