"""One deal's duplicate-style score (part-score 50, game 300 / 500, slams, no honours), the
yardstick of Russian Chicago's target and of the bots' table on the same cards."""

from __future__ import annotations

from biritch.engine.contract import Contract
from biritch.engine.scoring import score_deal

GAME_POINTS = 100
PARTSCORE_BONUS = 50
#: Game bonus by vulnerability.
GAME_BONUS: dict[bool, int] = {False: 300, True: 500}


def duplicate_score(contract: Contract | str, tricks: int, vulnerable: bool) -> int:
    """Declarer's score: positive when made (trick points, overtricks, insult, slam, and the
    part-score or game bonus of this one deal), negative undertricks when defeated."""
    score = score_deal(contract, tricks, vulnerable)
    if not score.made:
        return -score.defenders
    bonus = GAME_BONUS[vulnerable] if score.below >= GAME_POINTS else PARTSCORE_BONUS
    return score.below + score.above + bonus
