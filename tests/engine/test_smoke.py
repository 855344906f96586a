from biritch.engine import Contract, score_deal


def test_four_hearts_doubled_vulnerable_down_one_is_200() -> None:
    s = score_deal(Contract.parse("4HX"), tricks=9, vulnerable=True)
    assert (s.below, s.above, s.defenders) == (0, 0, 200)
