"""The competitive defects of issue 16, each as it was found by playing and probing: a test
that failed before the fix. Hands are PBN (spades first); auctions run from the dealer."""

from __future__ import annotations

from biritch.bots import explain_call, suggest_call
from biritch.engine import Auction, Seat


def _call(hand: str, auction: str, dealer: str = "N", **kw: object) -> str:
    return suggest_call(hand, auction.split(), dealer=dealer, **kw).call  # type: ignore[arg-type]


# --- negative doubles ---------------------------------------------------------------------


def test_responder_makes_a_negative_double_with_the_unbid_major() -> None:
    # 1♣ (1♠): four hearts and 9 HCP, too weak for a two-level bid.
    assert _call("74.KJ83.Q962.K83", "1C 1S") == "X"


def test_a_negative_double_is_explained_as_takeout_of_their_suit_not_penalty() -> None:
    auction = Auction.from_calls(Seat.N, ["1C", "1S", "X"])
    s = explain_call(auction, 2)
    assert "negative" in s.explanation_en
    assert "penalty" not in s.explanation_en
    assert "4+ ♥" in s.explanation_en
    assert "отрицательная" in s.explanation


def test_the_opener_answers_a_persons_negative_double_by_showing_the_major() -> None:
    # South (the person) doubled 1♠: North, the opener, shows his four hearts.
    assert _call("K2.AQ43.K32.Q432", "1C 1S X P") == "2H"
    # With no hearts and spades stopped, 1NT; never a pass that plays 1♠ doubled.
    assert _call("KJ3.Q2.K32.QJ432", "1C 1S X P") == "1NT"


# --- responder with values after an overcall -------------------------------------------------


def test_responder_with_17_balanced_and_a_stopper_bids_game() -> None:
    assert _call("KJ4.Q83.AK72.A53", "1D 1S") in ("3NT", "2S")


def test_responder_with_a_strong_raise_cue_bids_rather_than_passing() -> None:
    assert _call("A.KT65.QT94.AKQ4", "1H 1S") in ("2S", "4H")


def test_responder_with_game_values_does_not_stop_in_a_part_score() -> None:
    # 1♠ (3♣) 3♥ – 3♠: eleven HCP and six hearts opposite an opening bid.
    assert _call("82.AKJ973.Q4.J42", "1S 3C 3H P 3S P") in ("4H", "4S")


# --- takeout doubles and their advances ----------------------------------------------------


def test_fourteen_hcp_with_support_for_the_unbid_suits_doubles_one_spade() -> None:
    assert _call("K103.AQ32.AJ103.85", "1S", dealer="W") == "X"


def test_a_passed_hand_does_not_jump_to_game_in_the_opponents_suit() -> None:
    # South opened 1♠ and North raised; West doubled twice for takeout (short spades) and
    # East, who passed the first double with nothing, must not now bid 4♠ or 3NT.
    weak_spades = _call("QJ8765.32.J42.32", "1S X 2S P P X P", dealer="S", vulnerable="EW")
    assert weak_spades in ("P", "3D")
    weak = _call("Q8765.32.J432.Q2", "1S X 2S P P X P", dealer="S", vulnerable="EW")
    assert weak in ("3D", "P")


def test_the_takeout_doublers_second_double_reads_as_takeout() -> None:
    auction = Auction.from_calls(Seat.S, ["1S", "X", "2S", "P", "P", "X"])
    s = explain_call(auction, 5)
    assert "takeout" in s.explanation_en


# --- Stayman over a 1NT overcall --------------------------------------------------------------


def test_responder_continues_after_a_stayman_denial_opposite_a_1nt_overcall() -> None:
    # 1♦ 1NT P 2♣ P 2♦ P: five spades, four hearts, 9 HCP opposite 15-18.
    assert _call("KQ432.KJ32.32.32", "1D 1NT P 2C P 2D P", dealer="W") in ("2S", "2NT")


# --- balancing and the rubber ------------------------------------------------------------------


def test_balancing_over_their_two_level_fit_with_a_singleton() -> None:
    assert _call("KJ32.2.QT32.K432", "1H P 2H P P", dealer="E") == "X"


def test_balancing_when_their_part_score_makes_two_hearts_a_game() -> None:
    assert _call("KJ32.2.QT32.K432", "1H P 2H P P", dealer="E", partscores=(0, 60)) == "X"


# --- rescue after 1NT doubled -------------------------------------------------------------------


def test_a_weak_hand_runs_from_1nt_doubled_to_its_long_suit() -> None:
    assert _call("32.QJ9843.432.32", "1NT X") == "2H"


def test_responder_redoubles_1nt_doubled_with_values() -> None:
    assert _call("K32.Q32.K432.J32", "1NT X") == "XX"


def test_michaels_over_a_minor_has_no_minor_to_show_after_2nt() -> None:
    # 2♦ over 1♦ showed both majors; partner's 2NT asks for no minor, so the Michaels
    # bidder never answers "my minor" with two clubs (the property test's find: the auction
    # was then read as five clubs). Over a major the 2NT ask is answered with the minor.
    majors = suggest_call("KQ832.A8632.K.84", ["P", "1D", "2D", "P", "2NT", "P"], "N")
    assert majors.call != "3C"
    spades_diamonds = suggest_call("KQ832.5.AQJ86.84", ["P", "1H", "2H", "P", "2NT", "P"], "N")
    assert spades_diamonds.call == "3D"
