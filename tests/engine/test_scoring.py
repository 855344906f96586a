"""One deal's score, line by line against the tables of RULES.md ("Scoring: one deal")."""

from __future__ import annotations

from itertools import pairwise

import pytest

from biritch.engine import Contract, InvalidError, Reason, score_deal


def _made(contract: str, tricks: int, vulnerable: bool = False) -> tuple[int, int, int]:
    s = score_deal(Contract.parse(contract), tricks=tricks, vulnerable=vulnerable)
    return s.below, s.above, s.defenders


# --- trick points below the line -------------------------------------------------------


@pytest.mark.parametrize(
    ("contract", "below"),
    [
        ("1C", 20),
        ("3C", 60),
        ("5C", 100),
        ("1D", 20),
        ("4D", 80),
        ("5D", 100),
        ("1H", 30),
        ("2H", 60),
        ("4H", 120),
        ("1S", 30),
        ("4S", 120),
        ("1NT", 40),
        ("2NT", 70),
        ("3NT", 100),
        ("7NT", 220),
    ],
)
def test_each_trick_bid_is_worth_the_strain_value_below_the_line(contract: str, below: int) -> None:
    c = Contract.parse(contract)
    assert score_deal(c, tricks=c.tricks_needed, vulnerable=False).below == below


def test_minor_tricks_are_20_each() -> None:
    assert _made("2C", 8) == (40, 0, 0)
    assert _made("2D", 8) == (40, 0, 0)


def test_major_tricks_are_30_each() -> None:
    assert _made("3H", 9) == (90, 0, 0)
    assert _made("3S", 9) == (90, 0, 0)


def test_notrump_first_trick_is_40_and_each_later_one_30() -> None:
    assert _made("1NT", 7) == (40, 0, 0)
    assert _made("2NT", 8) == (70, 0, 0)
    assert _made("3NT", 9) == (100, 0, 0)


@pytest.mark.parametrize(
    ("contract", "below"),
    [
        ("1CX", 40),
        ("2DX", 80),
        ("1HX", 60),
        ("2SX", 120),
        ("1NTX", 80),
        ("2NTX", 140),
        ("1CXX", 80),
        ("1HXX", 120),
        ("1NTXX", 160),
        ("2NTXX", 280),
    ],
)
def test_doubling_multiplies_trick_points_by_two_and_redoubling_by_four(
    contract: str, below: int
) -> None:
    level = Contract.parse(contract).level
    made = score_deal(contract, tricks=level + 6, vulnerable=False)
    assert made.below == below
    assert [i.reason for i in made.items if i.below] == [Reason.TRICKS]


def test_one_heart_doubled_made_is_60_below_and_50_insult_above() -> None:
    assert _made("1HX", 7) == (60, 50, 0)


def test_one_notrump_redoubled_made_is_160_below_and_100_insult_above() -> None:
    assert _made("1NTXX", 7) == (160, 100, 0)


# --- overtricks ------------------------------------------------------------------------


@pytest.mark.parametrize("vulnerable", [False, True])
def test_undoubled_overtricks_are_worth_the_trick_value(vulnerable: bool) -> None:
    assert _made("1C", 9, vulnerable) == (20, 40, 0)
    assert _made("1D", 8, vulnerable) == (20, 20, 0)
    assert _made("1H", 9, vulnerable) == (30, 60, 0)
    assert _made("2S", 9, vulnerable) == (60, 30, 0)
    # In no-trump every overtrick is 30, never 40.
    assert _made("1NT", 8, vulnerable) == (40, 30, 0)
    assert _made("3NT", 13, vulnerable) == (100, 120, 0)


@pytest.mark.parametrize(
    ("contract", "vulnerable", "each"),
    [
        ("2CX", False, 100),
        ("2CX", True, 200),
        ("2HX", False, 100),
        ("2HX", True, 200),
        ("2NTX", False, 100),
        ("2NTX", True, 200),
        ("2DXX", False, 200),
        ("2DXX", True, 400),
        ("2SXX", False, 200),
        ("2SXX", True, 400),
        ("2NTXX", False, 200),
        ("2NTXX", True, 400),
    ],
)
def test_doubled_and_redoubled_overtricks_depend_on_vulnerability_not_strain(
    contract: str, vulnerable: bool, each: int
) -> None:
    c = Contract.parse(contract)
    insult = 50 * c.doubling.multiplier // 2
    for over in range(0, 4):
        s = score_deal(c, tricks=c.tricks_needed + over, vulnerable=vulnerable)
        assert s.above == insult + each * over


def test_doubled_nonvulnerable_overtrick_is_100() -> None:
    assert _made("2HX", 9, vulnerable=False) == (120, 100 + 50, 0)


def test_redoubled_vulnerable_overtrick_is_400() -> None:
    assert _made("2HXX", 9, vulnerable=True) == (240, 400 + 100, 0)


# --- insult ----------------------------------------------------------------------------


@pytest.mark.parametrize("vulnerable", [False, True])
def test_making_a_doubled_contract_earns_50_and_redoubled_100(vulnerable: bool) -> None:
    doubled = score_deal("3CX", tricks=9, vulnerable=vulnerable)
    redoubled = score_deal("3CXX", tricks=9, vulnerable=vulnerable)
    plain = score_deal("3C", tricks=9, vulnerable=vulnerable)
    assert [(i.reason, i.points) for i in doubled.items if not i.below] == [(Reason.INSULT, 50)]
    assert [(i.reason, i.points) for i in redoubled.items if not i.below] == [(Reason.INSULT, 100)]
    assert plain.above == 0


def test_a_defeated_doubled_contract_earns_no_insult_bonus() -> None:
    s = score_deal("4SX", tricks=9, vulnerable=False)
    assert (s.below, s.above) == (0, 0)
    assert all(i.reason is Reason.UNDERTRICKS for i in s.items)


# --- slams -----------------------------------------------------------------------------


def test_small_slam_bid_and_made_nonvulnerable_is_500() -> None:
    assert _made("6S", 12, vulnerable=False) == (180, 500, 0)


def test_small_slam_bid_and_made_vulnerable_is_750() -> None:
    assert _made("6S", 12, vulnerable=True) == (180, 750, 0)


def test_grand_slam_bid_and_made_nonvulnerable_is_1000() -> None:
    assert _made("7NT", 13, vulnerable=False) == (220, 1000, 0)


def test_grand_slam_bid_and_made_vulnerable_is_1500() -> None:
    assert _made("7C", 13, vulnerable=True) == (140, 1500, 0)


def test_small_slam_with_an_overtrick_gets_the_small_slam_bonus_only() -> None:
    assert _made("6NT", 13, vulnerable=False) == (190, 500 + 30, 0)


def test_doubled_slam_gets_the_same_slam_bonus_and_the_insult() -> None:
    assert _made("6HX", 12, vulnerable=True) == (360, 750 + 50, 0)
    assert _made("7DXX", 13, vulnerable=False) == (560, 1000 + 100, 0)


@pytest.mark.parametrize("contract", ["3NT", "4H", "5C", "2S", "1NT"])
@pytest.mark.parametrize("tricks", [12, 13])
def test_twelve_or_thirteen_tricks_in_a_lower_contract_earn_no_slam_bonus(
    contract: str, tricks: int
) -> None:
    s = score_deal(contract, tricks=tricks, vulnerable=True)
    assert Reason.SMALL_SLAM not in {i.reason for i in s.items}
    assert Reason.GRAND_SLAM not in {i.reason for i in s.items}


def test_four_hearts_with_twelve_tricks_is_120_below_and_60_above() -> None:
    assert _made("4H", 12, vulnerable=True) == (120, 60, 0)


def test_a_defeated_slam_earns_no_slam_bonus() -> None:
    assert _made("6NT", 11, vulnerable=True) == (0, 0, 100)


# --- undertricks -----------------------------------------------------------------------

# The table of RULES.md, row by row: (1st, 2nd and 3rd each, 4th and later each).
UNDERTRICK_TABLE = {
    ("", False): (50, 50, 50),
    ("", True): (100, 100, 100),
    ("X", False): (100, 200, 300),
    ("X", True): (200, 300, 300),
    ("XX", False): (200, 400, 600),
    ("XX", True): (400, 600, 600),
}


def _expected_penalty(suffix: str, vulnerable: bool, down: int) -> int:
    first, second_third, later = UNDERTRICK_TABLE[(suffix, vulnerable)]
    return sum(first if n == 1 else second_third if n <= 3 else later for n in range(1, down + 1))


@pytest.mark.parametrize("suffix", ["", "X", "XX"])
@pytest.mark.parametrize("vulnerable", [False, True])
@pytest.mark.parametrize("down", range(1, 14))
def test_every_undertrick_cell_of_the_table(suffix: str, vulnerable: bool, down: int) -> None:
    contract = Contract.parse("7NT" + suffix)
    s = score_deal(contract, tricks=13 - down, vulnerable=vulnerable)
    assert (s.below, s.above) == (0, 0)
    assert s.defenders == _expected_penalty(suffix, vulnerable, down)
    assert not s.made


@pytest.mark.parametrize(
    ("suffix", "vulnerable", "cells"),
    [
        ("", False, (50, 50, 50, 50, 50)),
        ("", True, (100, 100, 100, 100, 100)),
        ("X", False, (100, 200, 200, 300, 300)),
        ("X", True, (200, 300, 300, 300, 300)),
        ("XX", False, (200, 400, 400, 600, 600)),
        ("XX", True, (400, 600, 600, 600, 600)),
    ],
)
def test_each_further_undertrick_adds_its_table_cell(
    suffix: str, vulnerable: bool, cells: tuple[int, ...]
) -> None:
    contract = Contract.parse("6C" + suffix)
    penalties = [
        score_deal(contract, tricks=12 - down, vulnerable=vulnerable).defenders
        for down in range(0, 6)
    ]
    assert tuple(b - a for a, b in pairwise(penalties)) == cells


def test_doubled_nonvulnerable_down_four_is_800() -> None:
    assert _made("4SX", 6, vulnerable=False) == (0, 0, 800)


def test_doubled_vulnerable_down_two_is_500() -> None:
    assert _made("4HX", 8, vulnerable=True) == (0, 0, 500)


def test_doubled_vulnerable_down_one_is_200() -> None:
    assert _made("4HX", 9, vulnerable=True) == (0, 0, 200)


def test_undoubled_nonvulnerable_down_three_is_150() -> None:
    assert _made("3NT", 6, vulnerable=False) == (0, 0, 150)


def test_redoubled_vulnerable_down_three_is_1600() -> None:
    assert _made("2CXX", 5, vulnerable=True) == (0, 0, 1600)


# --- what the score object says --------------------------------------------------------


def test_exactly_the_contracted_tricks_is_made() -> None:
    assert score_deal("4S", tricks=10, vulnerable=False).made
    assert not score_deal("4S", tricks=9, vulnerable=False).made


def test_score_deal_accepts_a_contract_string() -> None:
    assert score_deal("4HX", 9, True) == score_deal(Contract.parse("4HX"), 9, True)


@pytest.mark.parametrize("tricks", [-1, 14])
def test_tricks_outside_zero_to_thirteen_are_invalid(tricks: int) -> None:
    with pytest.raises(InvalidError):
        score_deal("1NT", tricks=tricks, vulnerable=False)


def test_points_are_never_negative() -> None:
    for contract in ("1C", "3NTX", "7SXX"):
        for tricks in range(14):
            for vulnerable in (False, True):
                s = score_deal(contract, tricks, vulnerable)
                assert all(i.points > 0 for i in s.items)
