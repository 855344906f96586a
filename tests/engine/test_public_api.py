"""The public engine API exactly as other parts of Biritch (and independent checks) use it."""

from __future__ import annotations

import pytest

from biritch.engine import (
    Action,
    ActionKind,
    Contract,
    IllegalError,
    InvalidError,
    Rubber,
    Side,
    honors_bonus,
    score_deal,
)


@pytest.mark.parametrize("text", ["4HX", "3NT", "7CXX", "1S"])
def test_contract_parse_and_str_give_each_other_back(text: str) -> None:
    assert str(Contract.parse(text)) == text


def test_score_deal_reports_below_above_and_defenders() -> None:
    s = score_deal(Contract.parse("4HX"), tricks=9, vulnerable=True)
    assert (s.below, s.above, s.defenders) == (0, 0, 200)
    s = score_deal(Contract.parse("4HX"), tricks=11, vulnerable=True)
    assert (s.below, s.above, s.defenders) == (240, 200 + 50, 0)


def test_honors_bonus_of_one_pbn_hand() -> None:
    assert honors_bonus(hand="AKQJ2.K32.54.QJ3", strain="S") == 100
    assert honors_bonus(hand="AKQJ2.K32.54.QJ3", strain="NT") == 0
    assert honors_bonus(hand="A32.A32.A32.A432", strain="NT") == 150


def test_rubber_add_deal_and_its_read_outs() -> None:
    r = Rubber().add_deal(declarer_side="NS", contract="2H", tricks=8, honors_ns=0, honors_ew=100)
    assert r.totals == {"NS": 60, "EW": 100}
    assert r.games == {"NS": 0, "EW": 0}
    assert r.vulnerable("NS") is False
    assert r.is_over is False and r.winner is None
    assert len(r.entries) == 2
    assert all(isinstance(k, Side) for k in r.totals)
    r = r.add_deal(declarer_side="NS", contract="2C", tricks=8)
    assert r.games["NS"] == 1 and r.vulnerable("NS") is True
    r = r.add_deal(declarer_side="NS", contract="3NT", tricks=9)
    assert r.is_over and r.winner == "NS" and r.games == {"NS": 2, "EW": 0}
    assert r.totals["NS"] == 60 + 40 + 100 + 700
    with pytest.raises(IllegalError):
        r.add_deal(declarer_side="EW", contract="1NT", tricks=7)


def test_action_kind_may_be_given_as_its_string() -> None:
    assert Action("next_deal") == Action(ActionKind.NEXT_DEAL)  # type: ignore[arg-type]
    with pytest.raises(InvalidError):
        Action("deal_again")  # type: ignore[arg-type]
