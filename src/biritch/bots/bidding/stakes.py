"""What a close game is worth under the scoring chosen for this game, and so how freely the
bots bid one (issue 19: "the bots bid knowing the scoring").

The book's point counts (25 for 3NT or four of a major) are for even money: bid the game
when it makes about half the time. Whether even money is the right price depends on the
score: a game bid and made gains the game's bonus over the part-score, a game bid and one
trick short loses the part-score and the undertrick. The break-even chance is
loss / (gain + loss), worked out here from each scoring's own numbers for the standard
close case (4♠ bid, or 3♠ stopped in, with ten or nine tricks):

- rubber and Chicago (total points): a game is worth 300 not vulnerable and 500 vulnerable
  (Chicago scores exactly that; in a rubber those are the values a first game and a rubber
  game are traditionally reckoned at, which is why the Laws of Chicago adopted them). A
  part-score carries to the next deal, reckoned at 50; on Chicago's fourth deal nothing
  follows, and a part-score left on the sheet scores its 100 at once.
- Chicago with IMPs: each deal is scored duplicate-style (part-score 50, game 300 / 500) and
  the difference converted to IMPs, which shrinks the big swings: vulnerable, a game gains
  10 IMPs and risks 6, so it is worth bidding at 37.5 % (the IMP player's rule).

The chance is turned into points by the usual slope near game values: one HCP more or less
moves a game's chance by about 12 %. Vulnerable in a rubber, in the first three deals of a
Chicago and at IMPs that is one point of stretch; not vulnerable, none; on Chicago's last
deal the part-score's 100 takes the vulnerable side's stretch away again.

Everything here is public (the scoring, the deal's number and vulnerability), so rules
built with it still explain themselves from the auction alone."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from biritch.engine import Contract
from biritch.engine.chicago import Chicago
from biritch.engine.duplicate import GAME_BONUS, PARTSCORE_BONUS, duplicate_score
from biritch.engine.imps import imps
from biritch.engine.scoresheet import ScoreSheet, Scoring
from biritch.engine.scoring import score_deal

#: A part-score's worth when the deal is not the last: what it is reckoned to add toward
#: the next game (the duplicate part-score bonus, the usual rubber reckoning).
PARTSCORE_CARRIES = PARTSCORE_BONUS
#: A part-score's worth on Chicago's fourth deal: the 100 for a part-score at the end.
PARTSCORE_AT_THE_END = 100
#: How much one HCP moves the chance of a close game (25 HCP ≈ 50 %, 26 ≈ 62 %).
CHANCE_PER_POINT = 0.12
#: The close case the odds are worked out on: game, and the part-score one level lower.
CLOSE_GAME = Contract.parse("4S")
CLOSE_PARTSCORE = Contract.parse("3S")


@dataclass(frozen=True, slots=True)
class Stakes:
    """The scoring of this game and, in a Chicago, which of its four deals is played."""

    scoring: Scoring = Scoring.RUBBER
    #: The Chicago deal (1–4) being played; 0 in a rubber.
    deal: int = 0

    @classmethod
    def of(cls, sheet: ScoreSheet) -> Stakes:
        """The stakes of the deal played next on ``sheet``."""
        if isinstance(sheet, Chicago):
            scoring = Scoring.CHICAGO_IMPS if sheet.with_imps else Scoring.CHICAGO
            return cls(scoring, sheet.next_deal)
        return cls()

    @property
    def last_deal(self) -> bool:
        """Whether this is a Chicago's fourth deal (nothing carries past it)."""
        return self.scoring is not Scoring.RUBBER and self.deal >= 4

    def worth(self, contract: Contract, tricks: int, vulnerable: bool) -> int:
        """Declarer's side's score for the result, in this scoring's points (the IMP
        scoring's deal score is duplicate-style)."""
        if self.scoring is Scoring.CHICAGO_IMPS:
            return duplicate_score(contract, tricks, vulnerable)
        score = score_deal(contract, tricks, vulnerable)
        if not score.made:
            return -score.defenders
        if score.below >= 100:
            bonus = GAME_BONUS[vulnerable]
        else:
            bonus = PARTSCORE_AT_THE_END if self.last_deal else PARTSCORE_CARRIES
        return score.below + score.above + bonus

    def game_odds(self, vulnerable: bool) -> float:
        """The chance a close game needs to be worth bidding rather than stopping short."""
        return _break_even(self, vulnerable)

    def game_stretch(self, vulnerable: bool) -> int:
        """Points a game may be bid short of the book's count (negative: points more)."""
        return int((0.5 - self.game_odds(vulnerable)) / CHANCE_PER_POINT)


@lru_cache(maxsize=64)
def _break_even(stakes: Stakes, vulnerable: bool) -> float:
    def worth(contract: Contract, tricks: int) -> int:
        return stakes.worth(contract, tricks, vulnerable)

    gain = worth(CLOSE_GAME, 10) - worth(CLOSE_PARTSCORE, 10)
    loss = worth(CLOSE_PARTSCORE, 9) - worth(CLOSE_GAME, 9)
    if stakes.scoring is Scoring.CHICAGO_IMPS:
        gain, loss = imps(gain), imps(loss)
    return loss / (gain + loss)


#: The stakes of a rubber: what every call site means when it names none.
RUBBER = Stakes()
