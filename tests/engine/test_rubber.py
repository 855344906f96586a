"""The rubber (RULES.md, "Scoring: the rubber"): games from below-the-line points,
vulnerability, the rubber bonus, totals, the winner and the settlement."""

from __future__ import annotations

import pytest

from biritch.engine import Entry, IllegalError, InvalidError, Reason, Rubber, Side


def _play(rubber: Rubber, *deals: tuple[str, str, int]) -> Rubber:
    for side, contract, tricks in deals:
        rubber = rubber.add_deal(declarer_side=side, contract=contract, tricks=tricks)
    return rubber


def test_new_rubber_is_zero_zero_nobody_vulnerable() -> None:
    r = Rubber()
    assert r.totals == {Side.NS: 0, Side.EW: 0}
    assert r.games == {Side.NS: 0, Side.EW: 0}
    assert not r.vulnerable("NS") and not r.vulnerable("EW")
    assert not r.is_over and r.winner is None
    assert r.entries == ()


def test_the_required_example_call_works() -> None:
    r = Rubber().add_deal(declarer_side="NS", contract="2H", tricks=8, honors_ns=0, honors_ew=100)
    assert r.totals == {"NS": 60, "EW": 100}
    assert r.games == {"NS": 0, "EW": 0}
    assert not r.vulnerable("NS")
    assert not r.is_over and r.winner is None
    assert [(e.side, e.points, e.below, e.reason) for e in r.entries] == [
        (Side.NS, 60, True, Reason.TRICKS),
        (Side.EW, 100, False, Reason.HONORS),
    ]


def test_two_hearts_made_then_two_clubs_made_completes_a_game() -> None:
    r = _play(Rubber(), ("NS", "2H", 8))
    assert r.games[Side.NS] == 0 and r.partscore("NS") == 60
    r = _play(r, ("NS", "2C", 8))
    assert r.games == {Side.NS: 1, Side.EW: 0}
    assert r.vulnerable("NS") and not r.vulnerable("EW")


def test_a_partial_does_not_win_a_game_by_itself() -> None:
    r = _play(Rubber(), ("NS", "3D", 9), ("NS", "1C", 7))
    assert r.partscore(Side.NS) == 80
    assert r.games[Side.NS] == 0


def test_game_in_one_deal_with_three_notrump() -> None:
    r = _play(Rubber(), ("EW", "3NT", 9))
    assert r.games == {Side.NS: 0, Side.EW: 1}


def test_overtricks_do_not_count_toward_game() -> None:
    r = _play(Rubber(), ("NS", "2H", 12))
    assert r.totals[Side.NS] == 60 + 120
    assert r.games[Side.NS] == 0


def test_honors_do_not_count_toward_game() -> None:
    r = Rubber().add_deal("NS", "2S", 8, honors_ns=150)
    assert r.totals[Side.NS] == 60 + 150
    assert r.games[Side.NS] == 0


def test_a_doubled_partial_that_reaches_100_below_is_a_game() -> None:
    r = _play(Rubber(), ("NS", "2HX", 8))
    assert r.games[Side.NS] == 1


def test_the_opponents_partial_does_not_help_reach_game() -> None:
    r = _play(Rubber(), ("NS", "2H", 8), ("EW", "2C", 8))
    assert r.partscores == {Side.NS: 60, Side.EW: 40}
    assert r.games == {Side.NS: 0, Side.EW: 0}


def test_a_defeated_contract_does_not_reach_game_even_with_a_partial() -> None:
    r = _play(Rubber(), ("NS", "3S", 9), ("NS", "2NT", 7))
    assert r.partscore(Side.NS) == 90
    assert r.games[Side.NS] == 0
    assert r.totals[Side.EW] == 50


def test_partials_reset_for_both_sides_after_a_game_but_stay_in_totals() -> None:
    r = _play(Rubber(), ("NS", "2H", 8), ("EW", "4S", 10))
    assert r.games == {Side.NS: 0, Side.EW: 1}
    assert r.partscores == {Side.NS: 0, Side.EW: 0}
    assert r.totals == {Side.NS: 60, Side.EW: 120}
    # The old 60 no longer helps NS: 2C now is a partial of 40.
    r = _play(r, ("NS", "2C", 8))
    assert r.partscores == {Side.NS: 40, Side.EW: 0}
    assert r.games == {Side.NS: 0, Side.EW: 1}


def test_entries_carry_the_game_they_were_scored_in() -> None:
    r = _play(Rubber(), ("NS", "2H", 8), ("NS", "2C", 8), ("EW", "1NT", 7))
    assert [(e.deal, e.game, e.points) for e in r.entries] == [(1, 0, 60), (2, 0, 40), (3, 1, 40)]


def test_vulnerable_after_one_game_until_the_end_of_the_rubber() -> None:
    r = _play(Rubber(), ("EW", "4H", 10))
    assert r.vulnerable(Side.EW) and not r.vulnerable(Side.NS)
    # Vulnerability changes what a defeated contract costs.
    r2 = _play(r, ("EW", "4HX", 8))
    assert r2.entries[-1] == Entry(Side.NS, 500, False, Reason.UNDERTRICKS, 2, 1)
    r3 = _play(r, ("NS", "4HX", 8))
    assert r3.entries[-1] == Entry(Side.EW, 300, False, Reason.UNDERTRICKS, 2, 1)


def test_both_sides_vulnerable_at_one_game_all() -> None:
    r = _play(Rubber(), ("EW", "4H", 10), ("NS", "5C", 11))
    assert r.games == {Side.NS: 1, Side.EW: 1}
    assert r.vulnerable("NS") and r.vulnerable("EW")
    assert not r.is_over


def test_two_nil_rubber_bonus_is_700() -> None:
    r = _play(Rubber(), ("NS", "3NT", 9), ("NS", "4S", 10))
    assert r.is_over
    assert r.games == {Side.NS: 2, Side.EW: 0}
    bonus = [e for e in r.entries if e.reason is Reason.RUBBER]
    assert [(e.side, e.points) for e in bonus] == [(Side.NS, 700)]
    assert r.totals == {Side.NS: 100 + 120 + 700, Side.EW: 0}
    assert r.winner is Side.NS


def test_two_one_rubber_bonus_is_500() -> None:
    r = _play(Rubber(), ("NS", "3NT", 9), ("EW", "4S", 10), ("EW", "5D", 11))
    assert r.is_over
    assert r.games == {Side.NS: 1, Side.EW: 2}
    bonus = [e for e in r.entries if e.reason is Reason.RUBBER]
    assert [(e.side, e.points) for e in bonus] == [(Side.EW, 500)]
    assert r.totals == {Side.NS: 100, Side.EW: 120 + 100 + 500}
    assert r.winner is Side.EW


def test_second_game_reached_with_partials_ends_the_rubber() -> None:
    r = _play(Rubber(), ("NS", "4H", 10), ("NS", "2NT", 8), ("NS", "2D", 8))
    assert r.is_over and r.games[Side.NS] == 2
    assert r.totals[Side.NS] == 120 + 70 + 40 + 700


def test_rubber_winner_is_decided_by_totals_not_games() -> None:
    # NS win two games, but one vulnerable grand slam doubled and badly defeated costs more.
    r = _play(Rubber(), ("NS", "3NT", 9), ("NS", "7NTX", 4), ("NS", "3NT", 9))
    assert r.is_over
    assert r.games == {Side.NS: 2, Side.EW: 0}
    # 9 down doubled vulnerable: 200 + 8 * 300.
    assert r.totals == {Side.NS: 100 + 100 + 700, Side.EW: 2600}
    assert r.winner is Side.EW


def test_a_tied_rubber_has_no_winner() -> None:
    # NS: 3NT game (100), 3NT game (100) + 700 = 900; EW earn exactly 900 in penalties.
    r = _play(Rubber(), ("NS", "3NT", 9), ("NS", "3NTX", 6), ("NS", "1NT", 6), ("NS", "3NT", 9))
    assert r.is_over
    assert r.totals[Side.NS] == 900
    # Vulnerable: 3NTX down 3 is 200 + 300 + 300, 1NT down 1 is 100.
    assert r.totals[Side.EW] == 800 + 100
    assert r.winner is None


def test_winner_is_none_before_the_rubber_is_over() -> None:
    r = _play(Rubber(), ("EW", "7NTX", 0))
    assert r.totals[Side.NS] > 0 and not r.is_over
    assert r.winner is None


def test_add_deal_is_refused_after_the_rubber_is_over() -> None:
    r = _play(Rubber(), ("NS", "3NT", 9), ("NS", "3NT", 9))
    assert r.is_over
    with pytest.raises(IllegalError):
        r.add_deal(declarer_side="EW", contract="1C", tricks=7)
    with pytest.raises(IllegalError):
        r.count_passed_out()


def test_add_deal_returns_a_new_rubber_and_leaves_the_old_one_alone() -> None:
    r0 = Rubber()
    r1 = r0.add_deal("NS", "2H", 8)
    assert r0 == Rubber() and r0.entries == ()
    assert r1 is not r0 and len(r1.entries) == 1
    with pytest.raises(AttributeError):
        r1.entries = ()  # type: ignore[misc]


def test_honors_go_to_their_side_even_when_it_defends() -> None:
    r = Rubber().add_deal("NS", "4S", 9, honors_ew=100)
    assert r.totals == {Side.NS: 0, Side.EW: 50 + 100}
    r = Rubber().add_deal("NS", "4S", 9, honors_ns=150)
    assert r.totals == {Side.NS: 150, Side.EW: 50}


@pytest.mark.parametrize("honors", [-100, 50, 200, 250])
def test_impossible_honors_values_are_invalid(honors: int) -> None:
    with pytest.raises(InvalidError):
        Rubber().add_deal("NS", "4S", 10, honors_ns=honors)


def test_malformed_side_or_contract_is_invalid() -> None:
    with pytest.raises(InvalidError):
        Rubber().add_deal("NE", "4S", 10)
    with pytest.raises(InvalidError):
        Rubber().add_deal("NS", "8S", 10)


def test_a_passed_out_deal_counts_but_scores_nothing() -> None:
    r = Rubber().count_passed_out()
    assert r.deals == 1 and r.entries == ()
    r = r.add_deal("NS", "1C", 7)
    assert r.entries[0].deal == 2


def _sheet(ns: int, ew: int) -> Rubber:
    return Rubber(
        entries=(
            Entry(Side.NS, ns, False, Reason.OVERTRICKS, 1, 0),
            Entry(Side.EW, ew, False, Reason.OVERTRICKS, 1, 0),
        )
    )


def test_settlement_1170_minus_900_is_270_which_is_3() -> None:
    s = _sheet(1170, 900).settlement
    assert (s.side, s.hundreds) == (Side.NS, 3)


@pytest.mark.parametrize(
    ("ns", "ew", "side", "hundreds"),
    [
        (900, 1170, Side.EW, 3),
        (350, 100, Side.NS, 3),  # 250: 50 rounds up
        (349, 100, Side.NS, 2),
        (150, 100, Side.NS, 1),  # 50 rounds up
        (140, 100, Side.NS, 0),
        (100, 100, None, 0),
    ],
)
def test_settlement_rounds_to_hundreds_with_50_rounding_up(
    ns: int, ew: int, side: Side | None, hundreds: int
) -> None:
    s = _sheet(ns, ew).settlement
    assert (s.side, s.hundreds) == (side, hundreds)
