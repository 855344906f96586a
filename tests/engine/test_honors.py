"""Honors (онёры): one original hand, trump honors A K Q J 10, or four aces in no-trump."""

from __future__ import annotations

import pytest

from biritch.engine import Deal, Hand, InvalidError, Side, Strain, honors_bonus, honors_by_side


def test_four_of_the_five_trump_honors_in_one_hand_is_100() -> None:
    assert honors_bonus(hand="AKQJ2.K32.54.QJ3", strain="S") == 100


def test_all_five_trump_honors_in_one_hand_is_150() -> None:
    assert honors_bonus(hand="AKQJT.K32.54.QJ3", strain="S") == 150


def test_any_four_of_the_five_count_including_the_ten() -> None:
    assert honors_bonus(hand="2.AKJT3.5432.432", strain="H") == 100
    assert honors_bonus(hand="2.KQJT3.5432.432", strain="H") == 100
    assert honors_bonus(hand="2.AQJT3.5432.432", strain="H") == 100


def test_three_trump_honors_is_nothing() -> None:
    assert honors_bonus(hand="AKQ32.K32.54.QJ3", strain="S") == 0


def test_honors_in_a_side_suit_do_not_count() -> None:
    # Four spade honors, but hearts are trumps.
    assert honors_bonus(hand="AKQJ2.K32.54.QJ3", strain="H") == 0
    assert honors_bonus(hand="AKQJT.K32.54.QJ3", strain="C") == 0


def test_four_aces_in_notrump_is_150() -> None:
    assert honors_bonus(hand="A32.A32.A32.A432", strain="NT") == 150


def test_three_aces_in_notrump_is_nothing() -> None:
    assert honors_bonus(hand="A32.A32.A32.K432", strain="NT") == 0


def test_trump_honors_do_not_count_in_notrump() -> None:
    assert honors_bonus(hand="AKQJT.K32.54.QJ3", strain="NT") == 0


def test_four_aces_do_not_count_in_a_suit_contract() -> None:
    assert honors_bonus(hand="A32.A32.A32.A432", strain="S") == 0


def test_honors_accepts_hand_and_strain_objects() -> None:
    hand = Hand.parse("AKQJ2.K32.54.QJ3")
    assert honors_bonus(hand, Strain.SPADES) == 100


def test_honors_of_a_malformed_hand_is_invalid() -> None:
    with pytest.raises(InvalidError):
        honors_bonus(hand="AKQJ2.K32.54", strain="S")
    with pytest.raises(InvalidError):
        honors_bonus(hand="AKQJ2.K32.54.QJ3", strain="Z")


_DEAL_SPLIT = Deal.parse("N:AK32.AK32.432.32 QJ54.QJ54.5.AK54 T98.T98.AKQJ.QJT 76.76.T9876.9876")
_DEAL_NORTH_FOUR = Deal.parse(
    "N:AKQJ.5432.432.32 T98.AKQJ.5.AKQJ4 765.T98.AKQJ.T98 432.76.T9876.765"
)


def test_honors_are_never_combined_across_two_hands() -> None:
    # N holds S A K, E holds S Q J, S holds S T: nobody has four.
    assert honors_by_side(_DEAL_SPLIT, "S") == {Side.NS: 0, Side.EW: 0}


def test_honors_by_side_gives_each_side_its_own_hands_honors() -> None:
    # N holds four spade honors, E four heart honors and clubs A K Q J.
    assert honors_by_side(_DEAL_NORTH_FOUR, "S") == {Side.NS: 100, Side.EW: 0}
    assert honors_by_side(_DEAL_NORTH_FOUR, Strain.HEARTS) == {Side.NS: 0, Side.EW: 100}
    assert honors_by_side(_DEAL_NORTH_FOUR, "C") == {Side.NS: 0, Side.EW: 100}
    assert honors_by_side(_DEAL_NORTH_FOUR, "NT") == {Side.NS: 0, Side.EW: 0}


def test_four_aces_split_between_partners_score_nothing_in_notrump() -> None:
    # N holds the two major aces, E the club ace, S the diamond ace.
    assert honors_by_side(_DEAL_SPLIT, "NT") == {Side.NS: 0, Side.EW: 0}
