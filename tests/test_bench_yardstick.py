"""The both-hands yardstick of ``biritch bench bidding``: Goren's count of the stronger side's
two hands chooses the strain and the level; the better declarer plays it double dummy."""

from __future__ import annotations

from biritch.bench.yardstick import Tricks, yardstick_deal
from biritch.engine import Contract, Deal, Seat, Side, Strain
from biritch.engine.cards import Card, Hand, Rank, Suit
from biritch.engine.duplicate import duplicate_score

NONE: frozenset[Side] = frozenset()


def _tricks(by_strain: dict[Strain, int], north_better: bool = True) -> Tricks:
    """North–South's tricks in each strain (the other side takes the rest); North plays one
    trick better than South when ``north_better``."""

    def tricks(strain: Strain, seat: Seat) -> int:
        ns = by_strain.get(strain, 6)
        if seat.side is not Side.NS:
            return 13 - ns
        return ns if (seat is Seat.N) is north_better else ns - 1

    return tricks


def _ns(north: str, south: str) -> Deal:
    """A deal with the given North and South hands; East and West share the rest."""
    held = Hand.parse(north).cards | Hand.parse(south).cards
    rest = [Card(s, r) for s in Suit for r in Rank if Card(s, r) not in held]
    east, west = Hand.of(rest[:13]), Hand.of(rest[13:])
    return Deal.parse(f"N:{north} {east.to_pbn()} {south} {west.to_pbn()}")


def test_a_major_fit_with_26_goren_points_plays_the_major_game() -> None:
    # 4-4 spades, 25 HCP, and South's doubletons in hearts and clubs add 2: 27 points.
    deal = _ns("AKQ2.K32.54.QJ32", "J543.A4.KQ632.54")
    result = yardstick_deal(deal, Side.NS, _tricks({Strain.SPADES: 10}), NONE)
    assert result.contract == Contract(4, Strain.SPADES) and result.is_game
    assert result.declarer is Seat.N and result.score_ns == 420


def test_below_game_values_without_a_fit_it_plays_one_no_trump() -> None:
    # 24 HCP, no eight-card fit: 1NT, eight tricks = 120 for North–South.
    deal = _ns("AK2.K32.Q54.Q932", "Q43.A654.K32.J54")
    result = yardstick_deal(deal, Side.NS, _tricks({Strain.NOTRUMP: 8}), NONE)
    assert result.contract == Contract(1, Strain.NOTRUMP) and not result.is_game
    assert result.score_ns == 120


def test_game_values_with_only_a_minor_fit_play_three_no_trump() -> None:
    # 26 HCP, an eight-card diamond fit but no major fit: 3NT, not 5♦ (Goren's 29 not reached).
    deal = _ns("AK2.K32.AQ54.932", "Q43.A54.K32.KJ54")
    result = yardstick_deal(deal, Side.NS, _tricks({Strain.NOTRUMP: 8}), NONE)
    assert result.contract == Contract(3, Strain.NOTRUMP)
    assert result.score_ns == -50  # one down, not vulnerable


def test_east_west_as_the_stronger_side_score_from_north_souths_side() -> None:
    deal = _ns("AKQ2.K32.54.QJ32", "J543.A4.KQ632.54")
    result = yardstick_deal(deal, Side.EW, _tricks({}), frozenset({Side.EW}))
    assert result.declarer.side is Side.EW
    # East–West hold 15 HCP: the yardstick still bids for them, and scores 7 tricks.
    assert result.score_ns == -duplicate_score(result.contract, 7, True)


def test_33_points_with_a_fit_bid_a_small_slam() -> None:
    # 33 HCP, 4-4 hearts, and South's singleton spade adds 2: 35 points (a grand needs 37).
    deal = _ns("A32.AKQ2.AQ5.K32", "4.J543.KJ432.AQ4")
    result = yardstick_deal(deal, Side.NS, _tricks({Strain.HEARTS: 12}), NONE)
    assert result.contract == Contract(6, Strain.HEARTS) and result.is_game
