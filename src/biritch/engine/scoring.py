"""One deal's rubber-bridge score (RULES.md, "Scoring: one deal"); the tables are data."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from biritch.engine.calls import Strain
from biritch.engine.cards import Deal, Hand, Rank
from biritch.engine.contract import Contract, Doubling
from biritch.engine.errors import InvalidError
from biritch.engine.seats import SEATS, Side


class Reason(StrEnum):
    """What a score-sheet entry is for."""

    TRICKS = "tricks"  # contracted tricks, below the line
    OVERTRICKS = "overtricks"
    INSULT = "insult"  # making a doubled or redoubled contract
    SMALL_SLAM = "small_slam"
    GRAND_SLAM = "grand_slam"
    UNDERTRICKS = "undertricks"
    HONORS = "honors"
    RUBBER = "rubber"
    GAME = "game"  # Chicago: the bonus for a game made, 300 not vulnerable / 500 vulnerable
    PARTSCORE = "partscore"  # Chicago: 100 for a part-score held after the fourth deal


# Trick value of each contracted trick, undoubled: (first trick, each later trick).
TRICK_VALUE: dict[Strain, tuple[int, int]] = {
    Strain.CLUBS: (20, 20),
    Strain.DIAMONDS: (20, 20),
    Strain.HEARTS: (30, 30),
    Strain.SPADES: (30, 30),
    Strain.NOTRUMP: (40, 30),
}
# Each overtrick when doubled / redoubled, by vulnerability (undoubled: the trick value).
DOUBLED_OVERTRICK: dict[Doubling, dict[bool, int]] = {
    Doubling.DOUBLED: {False: 100, True: 200},
    Doubling.REDOUBLED: {False: 200, True: 400},
}
INSULT: dict[Doubling, int] = {Doubling.NONE: 0, Doubling.DOUBLED: 50, Doubling.REDOUBLED: 100}
SLAM_BONUS: dict[int, dict[bool, int]] = {6: {False: 500, True: 750}, 7: {False: 1000, True: 1500}}
# Undertricks: (1st, 2nd and 3rd each, 4th and later each) by doubling and vulnerability.
UNDERTRICK: dict[Doubling, dict[bool, tuple[int, int, int]]] = {
    Doubling.NONE: {False: (50, 50, 50), True: (100, 100, 100)},
    Doubling.DOUBLED: {False: (100, 200, 300), True: (200, 300, 300)},
    Doubling.REDOUBLED: {False: (200, 400, 600), True: (400, 600, 600)},
}
HONORS_FOUR_OF_FIVE = 100
HONORS_ALL_FIVE = 150
HONORS_FOUR_ACES = 150
_TRUMP_HONORS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)


@dataclass(frozen=True, slots=True)
class ScoreItem:
    """One line of a deal's score: for the declaring side or for the defenders."""

    reason: Reason
    points: int
    below: bool
    to_declarer: bool


@dataclass(frozen=True, slots=True)
class DealScore:
    """A deal's score without honors: ``below``/``above`` for declarer's side, ``defenders``."""

    items: tuple[ScoreItem, ...]

    @property
    def below(self) -> int:
        """Declarer side's trick points below the line."""
        return sum(i.points for i in self.items if i.to_declarer and i.below)

    @property
    def above(self) -> int:
        """Declarer side's points above the line (overtricks, insult, slam; no honors)."""
        return sum(i.points for i in self.items if i.to_declarer and not i.below)

    @property
    def defenders(self) -> int:
        """The defenders' undertrick points, above the line."""
        return sum(i.points for i in self.items if not i.to_declarer)

    @property
    def made(self) -> bool:
        """Whether the contract was made."""
        return not any(i.reason is Reason.UNDERTRICKS for i in self.items)


def trick_points(contract: Contract) -> int:
    """Below-the-line points for the contracted tricks of a made contract."""
    first, later = TRICK_VALUE[contract.strain]
    return (first + later * (contract.level - 1)) * contract.doubling.multiplier


def undertrick_penalty(down: int, doubling: Doubling, vulnerable: bool) -> int:
    """The defenders' points for ``down`` undertricks."""
    first, second_third, later = UNDERTRICK[doubling][vulnerable]
    total = 0
    for n in range(1, down + 1):
        total += first if n == 1 else second_third if n <= 3 else later
    return total


def score_deal(contract: Contract | str, tricks: int, vulnerable: bool) -> DealScore:
    """Score a played contract: ``tricks`` taken by declarer's side (0–13), declarer's
    vulnerability. Honors are separate (:func:`honors_bonus`)."""
    if isinstance(contract, str):
        contract = Contract.parse(contract)
    if not 0 <= tricks <= 13:
        raise InvalidError(f"tricks must be 0 to 13, not {tricks}")
    doubling = contract.doubling
    items: list[ScoreItem] = []
    if tricks < contract.tricks_needed:
        down = contract.tricks_needed - tricks
        points = undertrick_penalty(down, doubling, vulnerable)
        items.append(ScoreItem(Reason.UNDERTRICKS, points, below=False, to_declarer=False))
        return DealScore(tuple(items))
    items.append(ScoreItem(Reason.TRICKS, trick_points(contract), below=True, to_declarer=True))
    over = tricks - contract.tricks_needed
    if over:
        each = (
            TRICK_VALUE[contract.strain][1]
            if doubling is Doubling.NONE
            else DOUBLED_OVERTRICK[doubling][vulnerable]
        )
        items.append(ScoreItem(Reason.OVERTRICKS, each * over, below=False, to_declarer=True))
    if doubling is not Doubling.NONE:
        items.append(ScoreItem(Reason.INSULT, INSULT[doubling], below=False, to_declarer=True))
    if contract.level in SLAM_BONUS:
        reason = Reason.SMALL_SLAM if contract.level == 6 else Reason.GRAND_SLAM
        points = SLAM_BONUS[contract.level][vulnerable]
        items.append(ScoreItem(reason, points, below=False, to_declarer=True))
    return DealScore(tuple(items))


def honors_bonus(hand: Hand | str, strain: Strain | str) -> int:
    """Honors held in one original hand: 100 for four of the five trump honors, 150 for all
    five; in no-trump 150 for all four aces; otherwise 0. ``hand`` may be PBN (S.H.D.C)."""
    if isinstance(hand, str):
        hand = Hand.parse(hand)
    if isinstance(strain, str):
        strain = Strain.parse(strain)
    trump = strain.suit
    if trump is None:
        aces = sum(1 for c in hand.cards if c.rank is Rank.ACE)
        return HONORS_FOUR_ACES if aces == 4 else 0
    held = sum(1 for r in hand.suit(trump) if r in _TRUMP_HONORS)
    return HONORS_ALL_FIVE if held == 5 else HONORS_FOUR_OF_FIVE if held == 4 else 0


def honors_by_side(deal: Deal, strain: Strain | str) -> dict[Side, int]:
    """Each side's honors in a played deal, from the original hands. Every hand is judged on
    its own, so honors split between two partners' hands score nothing."""
    honors = {side: 0 for side in Side}
    for seat in SEATS:
        honors[seat.side] += honors_bonus(deal[seat], strain)
    return honors
