"""Cross-check against endplay's duplicate scoring: the two differ only in duplicate's
part-score / game bonus (+50 for a part score, +300 NV / +500 V for a game) when made."""

from __future__ import annotations

import pytest
from endplay.types import Contract as EPContract
from endplay.types import Denom, Penalty, Player, Vul

from biritch.engine import Contract, Doubling, Strain, score_deal

_DENOM = {
    Strain.CLUBS: Denom.clubs,
    Strain.DIAMONDS: Denom.diamonds,
    Strain.HEARTS: Denom.hearts,
    Strain.SPADES: Denom.spades,
    Strain.NOTRUMP: Denom.nt,
}
_PENALTY = {
    Doubling.NONE: Penalty.passed,
    Doubling.DOUBLED: Penalty.doubled,
    Doubling.REDOUBLED: Penalty.redoubled,
}


def _duplicate_score(contract: Contract, tricks: int, vulnerable: bool) -> int:
    ep = EPContract(
        level=contract.level,
        denom=_DENOM[contract.strain],
        declarer=Player.north,
        penalty=_PENALTY[contract.doubling],
        result=tricks - contract.tricks_needed,
    )
    return int(ep.score(Vul.ns if vulnerable else Vul.none))


def _duplicate_game_bonus(below: int, vulnerable: bool) -> int:
    if below >= 100:
        return 500 if vulnerable else 300
    return 50


@pytest.mark.parametrize("doubling", list(Doubling), ids=lambda d: d.name)
@pytest.mark.parametrize("vulnerable", [False, True], ids=["NV", "V"])
@pytest.mark.parametrize("strain", list(Strain), ids=lambda s: s.value)
@pytest.mark.parametrize("level", range(1, 8))
def test_rubber_score_equals_duplicate_score_without_the_game_bonus(
    level: int, strain: Strain, vulnerable: bool, doubling: Doubling
) -> None:
    contract = Contract(level, strain, doubling)
    for tricks in range(14):
        ours = score_deal(contract, tricks=tricks, vulnerable=vulnerable)
        duplicate = _duplicate_score(contract, tricks, vulnerable)
        if ours.made:
            expected = duplicate - _duplicate_game_bonus(ours.below, vulnerable)
            assert ours.below + ours.above == expected, (str(contract), tricks)
            assert ours.defenders == 0
        else:
            assert -ours.defenders == duplicate, (str(contract), tricks)
            assert ours.below == ours.above == 0
