"""Chicago (RULES.md, "Other ways to score"): four played deals, North deals first then
clockwise, the vulnerability of each deal, part-scores carrying, 300 / 500 for a game, 100
for a part-score at the end, everything else as in the rubber, no rubber bonus."""

from __future__ import annotations

import pytest

from biritch.engine import (
    Chicago,
    IllegalError,
    InvalidError,
    Reason,
    Seat,
    Side,
    chicago_dealer,
    chicago_vulnerable,
    score_deal,
)


def _play(sheet: Chicago, *deals: tuple[str, str, int]) -> Chicago:
    for side, contract, tricks in deals:
        sheet = sheet.add_deal(declarer_side=side, contract=contract, tricks=tricks)
    return sheet


def _lines(sheet: Chicago, deal: int) -> list[tuple[Side, int, bool, Reason]]:
    return [(e.side, e.points, e.below, e.reason) for e in sheet.entries if e.deal == deal]


@pytest.mark.parametrize(
    ("deal", "dealer", "vulnerable"),
    [
        (1, Seat.N, frozenset()),
        (2, Seat.E, frozenset({Side.NS})),  # East dealt: North–South did not
        (3, Seat.S, frozenset({Side.EW})),  # South dealt: East–West did not
        (4, Seat.W, frozenset({Side.NS, Side.EW})),
    ],
)
def test_north_deals_first_then_clockwise_with_the_modern_vulnerability(
    deal: int, dealer: Seat, vulnerable: frozenset[Side]
) -> None:
    assert chicago_dealer(deal) is dealer
    assert chicago_vulnerable(deal) == vulnerable


@pytest.mark.parametrize("deal", [0, 5])
def test_a_chicago_has_no_deal_outside_one_to_four(deal: int) -> None:
    with pytest.raises(InvalidError):
        chicago_dealer(deal)


def test_a_new_chicago_is_empty_north_deals_nobody_vulnerable() -> None:
    sheet = Chicago()
    assert sheet.dealer is Seat.N and sheet.next_deal == 1
    assert not sheet.vulnerable(Side.NS) and not sheet.vulnerable(Side.EW)
    assert sheet.totals == {Side.NS: 0, Side.EW: 0} and not sheet.is_over


def test_the_sheet_follows_the_deal_vulnerability_deal_by_deal() -> None:
    sheet = Chicago()
    seen = []
    for _ in range(4):
        seen.append((sheet.dealer, frozenset(s for s in Side if sheet.vulnerable(s))))
        sheet = sheet.add_deal("NS", "1C", 7)
    assert seen == [
        (Seat.N, frozenset()),
        (Seat.E, frozenset({Side.NS})),
        (Seat.S, frozenset({Side.EW})),
        (Seat.W, frozenset(Side)),
    ]


def test_a_passed_out_deal_does_not_count_and_the_same_dealer_deals_again() -> None:
    sheet = Chicago().add_deal("NS", "1C", 7)
    again = sheet.count_passed_out()
    assert again == sheet and again.dealer is Seat.E and again.deals == 1


def test_a_game_not_vulnerable_scores_300_above_the_line() -> None:
    sheet = Chicago().add_deal("NS", "4S", 10)  # deal 1: nobody vulnerable
    assert _lines(sheet, 1) == [
        (Side.NS, 120, True, Reason.TRICKS),
        (Side.NS, 300, False, Reason.GAME),
    ]
    assert sheet.games == {Side.NS: 1, Side.EW: 0}


def test_a_game_vulnerable_scores_500() -> None:
    sheet = _play(Chicago(), ("NS", "1C", 6), ("NS", "3NT", 9))  # deal 2: NS vulnerable
    assert (Side.NS, 500, False, Reason.GAME) in _lines(sheet, 2)


def test_a_game_by_the_non_vulnerable_side_on_deal_two_scores_300() -> None:
    sheet = _play(Chicago(), ("NS", "1C", 6), ("EW", "4H", 10))
    assert (Side.EW, 300, False, Reason.GAME) in _lines(sheet, 2)


def test_part_scores_carry_from_deal_to_deal_into_a_game() -> None:
    sheet = _play(Chicago(), ("NS", "2H", 8), ("NS", "2C", 8))  # 60 + 40; deal 2 NS vulnerable
    assert (Side.NS, 500, False, Reason.GAME) in _lines(sheet, 2)
    assert sheet.partscores == {Side.NS: 0, Side.EW: 0}  # a new game starts after it


def test_a_game_wipes_the_other_sides_part_score_toward_the_next_game() -> None:
    sheet = _play(Chicago(), ("EW", "2H", 8), ("NS", "4S", 10))
    assert sheet.partscores == {Side.NS: 0, Side.EW: 0}
    assert sheet.totals[Side.EW] == 60  # it stays in the totals


def test_a_part_score_held_after_the_fourth_deal_scores_100() -> None:
    sheet = _play(Chicago(), ("NS", "4S", 10), ("EW", "1C", 6), ("EW", "1C", 6), ("NS", "2D", 8))
    assert sheet.is_over
    assert (Side.NS, 100, False, Reason.PARTSCORE) in _lines(sheet, 4)
    assert all(e.reason is not Reason.PARTSCORE or e.side is Side.NS for e in sheet.entries)


def test_both_sides_holding_a_part_score_at_the_end_score_100_each() -> None:
    sheet = _play(Chicago(), ("NS", "2S", 8), ("EW", "2H", 8), ("NS", "1C", 6), ("EW", "1C", 6))
    bonuses = {e.side: e.points for e in sheet.entries if e.reason is Reason.PARTSCORE}
    assert bonuses == {Side.NS: 100, Side.EW: 100}


def test_a_part_score_wiped_by_a_game_earns_no_bonus() -> None:
    sheet = _play(Chicago(), ("EW", "2H", 8), ("NS", "1C", 6), ("NS", "1C", 6), ("NS", "3NT", 9))
    assert not any(e.reason is Reason.PARTSCORE for e in sheet.entries)


def test_no_rubber_bonus_even_after_two_games() -> None:
    sheet = _play(Chicago(), ("NS", "4S", 10), ("NS", "4S", 10), ("NS", "4S", 10), ("NS", "4S", 10))
    assert sheet.games[Side.NS] == 4
    assert not any(e.reason is Reason.RUBBER for e in sheet.entries)
    assert sheet.totals[Side.NS] == 4 * 120 + 300 + 500 + 300 + 500  # NS vulnerable on 2 and 4


@pytest.mark.parametrize(
    ("contract", "tricks", "deal"),
    [("4HX", 11, 4), ("2CX", 10, 1), ("3NTXX", 10, 2), ("6S", 12, 4), ("7NT", 13, 1)],
)
def test_trick_points_overtricks_insult_and_slams_are_the_rubbers(
    contract: str, tricks: int, deal: int
) -> None:
    # NS declares on deal ``deal``; NS is vulnerable on deals 2 and 4.
    fillers = [("NS", "1C", 7)] * (deal - 1)
    before = _play(Chicago(), *fillers)
    sheet = before.add_deal("NS", contract, tricks)
    vulnerable = deal in (2, 4)
    rubber = score_deal(contract, tricks, vulnerable)
    lines = [x for x in _lines(sheet, deal) if x[3] not in (Reason.GAME, Reason.PARTSCORE)]
    assert lines == [(Side.NS, i.points, i.below, i.reason) for i in rubber.items if i.to_declarer]


@pytest.mark.parametrize(
    ("deal", "vulnerable", "penalty"),
    [(1, False, 100 + 200 + 200), (2, True, 200 + 300 + 300), (3, False, 100 + 200 + 200)],
)
def test_undertricks_go_to_the_defenders_by_declarers_vulnerability(
    deal: int, vulnerable: bool, penalty: int
) -> None:
    fillers = [("EW", "1C", 7)] * (deal - 1)
    sheet = _play(Chicago(), *fillers).add_deal("NS", "4SX", 7)  # down three doubled
    assert _lines(sheet, deal) == [(Side.EW, penalty, False, Reason.UNDERTRICKS)]


def test_honours_count_as_in_the_rubber() -> None:
    sheet = Chicago().add_deal("NS", "4S", 9, honors_ns=0, honors_ew=100)
    assert (Side.EW, 100, False, Reason.HONORS) in _lines(sheet, 1)
    with pytest.raises(InvalidError):
        Chicago().add_deal("NS", "4S", 9, honors_ns=50)


def test_the_chicago_is_over_after_four_played_deals_and_takes_no_more() -> None:
    sheet = _play(Chicago(), *[("NS", "1C", 6)] * 4)
    assert sheet.is_over and sheet.deals == 4
    with pytest.raises(IllegalError):
        sheet.add_deal("NS", "1C", 7)
    with pytest.raises(IllegalError):
        sheet.count_passed_out()


def test_the_winner_and_settlement_come_from_the_totals_once_over() -> None:
    sheet = _play(Chicago(), ("NS", "4S", 10), ("EW", "1C", 7), ("EW", "1C", 7))
    assert sheet.winner is None
    sheet = sheet.add_deal("EW", "1C", 7)
    # NS 120 + 300; EW three times 1♣ made (20 each), and 100 for its 60 part-score.
    assert sheet.totals == {Side.NS: 420, Side.EW: 160}
    assert sheet.winner is Side.NS and sheet.settlement.hundreds == 3


def test_with_imps_the_sheet_needs_the_cards() -> None:
    with pytest.raises(InvalidError):
        Chicago(with_imps=True).add_deal("NS", "1C", 7)
