"""Russian Chicago's yardsticks (RULES.md, "Other ways to score"): the duplicate-style deal
score, the points target for 20–40 HCP, the IMP scale, and the seed's worked example."""

from __future__ import annotations

import pytest

from biritch.engine import (
    Contract,
    Deal,
    InvalidError,
    Side,
    duplicate_score,
    imps,
    score_against_target,
    target_points,
)

# Each row of the table: HCP, not vulnerable, vulnerable.
TARGET_ROWS = [
    (20, 0, 0), (21, 50, 50), (22, 70, 70), (23, 110, 110), (24, 200, 290), (25, 300, 440),
    (26, 350, 520), (27, 400, 600), (28, 430, 630), (29, 460, 660), (30, 490, 690),
    (31, 600, 900), (32, 700, 1050), (33, 900, 1350), (34, 1000, 1500), (35, 1100, 1650),
    (36, 1200, 1800), (37, 1300, 1950), (38, 1300, 1950), (39, 1300, 1950), (40, 1300, 1950),
]  # fmt: skip


@pytest.mark.parametrize(("hcp", "nv", "v"), TARGET_ROWS)
def test_every_row_of_the_target_table(hcp: int, nv: int, v: int) -> None:
    assert target_points(hcp, vulnerable=False) == nv
    assert target_points(hcp, vulnerable=True) == v


@pytest.mark.parametrize("hcp", [19, 41, 0])
def test_the_target_table_covers_20_to_40_hcp_only(hcp: int) -> None:
    with pytest.raises(InvalidError):
        target_points(hcp, vulnerable=False)


# The IMP scale: each step's lower bound and the IMPs it gives.
IMP_ROWS = [
    (0, 0), (19, 0), (20, 1), (49, 1), (50, 2), (89, 2), (90, 3), (130, 4), (170, 5), (220, 6),
    (270, 7), (320, 8), (370, 9), (430, 10), (500, 11), (600, 12), (750, 13), (900, 14),
    (1100, 15), (1300, 16), (1500, 17), (1750, 18), (2000, 19), (2250, 20), (2500, 21),
    (3000, 22), (3500, 23), (3999, 23), (4000, 24), (7600, 24),
]  # fmt: skip


@pytest.mark.parametrize(("diff", "expected"), IMP_ROWS)
def test_the_imp_scale_is_symmetric(diff: int, expected: int) -> None:
    assert imps(diff) == expected
    assert imps(-diff) == -expected


@pytest.mark.parametrize(
    ("contract", "tricks", "vulnerable", "score"),
    [
        ("3H", 10, True, 90 + 30 + 50),  # the seed's example: part-score bonus 50
        ("3S", 9, False, 90 + 50),  # "вы: 3♠ =, +140"
        ("4S", 9, False, -50),  # "4♠ −1, −100" is vulnerable: next row
        ("4S", 9, True, -100),
        ("4S", 10, False, 120 + 300),
        ("3NT", 9, True, 100 + 500),
        ("2HX", 8, False, 120 + 50 + 300),  # doubled into game: the game bonus
        ("1NTXX", 8, True, 160 + 400 + 100 + 500),
        ("6S", 12, False, 180 + 500 + 300),
        ("7NT", 13, True, 220 + 1500 + 500),
        ("5CX", 8, True, -(200 + 300 + 300)),
        ("1C", 13, False, 20 + 6 * 20 + 50),  # twelve or thirteen tricks: no slam unbid
    ],
)
def test_the_duplicate_style_deal_score(
    contract: str, tricks: int, vulnerable: bool, score: int
) -> None:
    assert duplicate_score(Contract.parse(contract), tricks, vulnerable) == score


def test_the_seeds_worked_example() -> None:
    # East–West vulnerable with 24 HCP bid 3♥ and make ten tricks: 170 against 290: −3 IMPs.
    deal = Deal.parse("N:T98.T98.AQ9.AKQJ AKQ.AKQ.543.5432 7654.7654.T876.T J32.J32.KJ2.9876")
    result = score_against_target(
        deal, {Side.NS: False, Side.EW: True}, Contract.parse("3H"), Side.EW, tricks=10
    )
    assert (result.side, result.hcp, result.points, result.actual) == (Side.EW, 24, 290, 170)
    assert result.imps == -3 and result.imps_ns == 3


def test_equal_points_give_north_south_a_target_of_zero() -> None:
    deal = Deal.parse("N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.432.AKQJ.T98 432.765.T98.AKQJ")
    result = score_against_target(deal, {Side.NS: True, Side.EW: True}, None, None)
    assert (result.side, result.hcp, result.points, result.actual, result.imps) == (
        Side.NS,
        20,
        0,
        0,
        0,
    )


def test_the_weaker_side_declaring_counts_against_the_stronger() -> None:
    deal = Deal.parse("N:T98.T98.AQ9.AKQJ AKQ.AKQ.543.5432 7654.7654.T876.T J32.J32.KJ2.9876")
    # North–South (16 HCP) go down two not vulnerable: EW (24, not vulnerable) score +100.
    result = score_against_target(
        deal, {Side.NS: False, Side.EW: False}, Contract.parse("2C"), Side.NS, tricks=6
    )
    assert (result.side, result.points, result.actual) == (Side.EW, 200, 100)
    assert result.imps == imps(100 - 200) == -3


def test_a_contract_needs_its_declaring_side() -> None:
    deal = Deal.parse("N:T98.T98.AQ9.AKQJ AKQ.AKQ.543.5432 7654.7654.T876.T J32.J32.KJ2.9876")
    with pytest.raises(InvalidError):
        score_against_target(deal, {Side.NS: False, Side.EW: False}, Contract.parse("2C"), None)
