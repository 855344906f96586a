"""The double-dummy truth of a deal, through endplay's DDS: the table of tricks for each
declarer and strain, the par contracts, what each card played cost, and the tricks South's
side can still take from a position (for a claim).

This module sees every hand, so its figures may leave the server only once the deal is
over (the review) or folded into a result that does not depend on where the cards are
beyond what the claim itself settles (a claim ends the deal)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from endplay import dds
from endplay.types import Deal as EpDeal
from endplay.types import Denom, Penalty, Player, Vul

# The bots' DDS binding and its lock: DDS keeps per-thread scratch memory, so the server's
# own solves must never run beside a bot's.
from biritch.bots.play.dds import _LOCK as DDS_LOCK
from biritch.bots.play.dds import Position, solve
from biritch.engine import SEATS, Card, Deal, Play, Seat, Side, Strain

#: endplay's numbering of strains and seats (its enums' values).
_DENOM = {
    Strain.SPADES: Denom.spades,
    Strain.HEARTS: Denom.hearts,
    Strain.DIAMONDS: Denom.diamonds,
    Strain.CLUBS: Denom.clubs,
    Strain.NOTRUMP: Denom.nt,
}
_STRAIN_OF = {denom.value: strain for strain, denom in _DENOM.items()}
_PLAYER = {Seat.N: Player.north, Seat.E: Player.east, Seat.S: Player.south, Seat.W: Player.west}
_SEAT_OF = {player.value: seat for seat, player in _PLAYER.items()}


@dataclass(frozen=True, slots=True)
class CardCost:
    """One card played and the tricks it cost its side double dummy (0 when it was one of
    the best)."""

    seat: Seat
    card: Card
    cost: int


def ep_deal(deal: Deal) -> EpDeal:
    """endplay's deal of the engine's one."""
    return EpDeal(deal.to_pbn())


def position(play: Play) -> Position:
    """The true position of ``play`` for DDS: every hand's remaining cards and the trick."""
    hands = tuple(play.remaining[seat].cards for seat in SEATS)
    assert len(hands) == 4
    return Position(hands, play.trump, play.current.leader, play.current.cards)


def played_cards(play: Play) -> list[tuple[Seat, Card]]:
    """Every card of ``play``, in order, with its seat."""
    out: list[tuple[Seat, Card]] = []
    for trick in play.tricks:
        out.extend(trick.plays())
    if not play.is_complete:
        out.extend(play.current.plays())
    return out


def ns_tricks_from_here(play: Play) -> int:
    """The tricks South's side takes double dummy from the position of ``play`` (the
    current trick included), both sides playing their best."""
    assert not play.is_complete and play.turn is not None
    best = max(solve([position(play)])[0].values())
    remaining = 13 - len(play.tricks)
    return best if play.turn.side is Side.NS else remaining - best


Solver = Callable[[Sequence[Position]], list[dict[Card, int]]]


def positions_before_choices(play: Play) -> list[Position]:
    """The positions of ``play`` in which a card was chosen (more than one was legal)."""
    replay = Play.start(play.deal, play.contract, play.declarer)
    out: list[Position] = []
    for _, card in played_cards(play):
        if len(replay.legal_cards()) > 1:
            out.append(position(replay))
        replay = replay.with_card(card)
    return out


def card_costs(play: Play, solver: Solver = solve) -> list[CardCost]:
    """What each card of ``play`` cost its side double dummy: the best score of the
    position before it, less the card's own. A forced card costs nothing; the other
    positions are solved in one batch."""
    solved = iter(solver(positions_before_choices(play)))
    out: list[CardCost] = []
    replay = Play.start(play.deal, play.contract, play.declarer)
    for seat, card in played_cards(play):
        cost = 0
        if len(replay.legal_cards()) > 1:
            scores = next(solved)
            cost = max(scores.values()) - scores[card]
        out.append(CardCost(seat, card, cost))
        replay = replay.with_card(card)
    return out


@dataclass(frozen=True, slots=True)
class DoubleDummy:
    """The deal's double-dummy table (tricks for each declarer in each strain) and its par
    contracts (``"4SN"``, ``"5DXE"``) with North-South's par score."""

    table: dict[Seat, dict[str, int]]
    par_contracts: tuple[str, ...]
    par_score_ns: int


_PENALTY = {Penalty.passed: "", Penalty.doubled: "X", Penalty.redoubled: "XX"}
_VUL = {
    frozenset(): Vul.none,
    frozenset({Side.NS}): Vul.ns,
    frozenset({Side.EW}): Vul.ew,
    frozenset({Side.NS, Side.EW}): Vul.both,
}


def double_dummy(deal: Deal, vulnerable: Iterable[Side], dealer: Seat) -> DoubleDummy:
    """The table and par of ``deal`` for that vulnerability and dealer."""
    with DDS_LOCK:
        computed = dds.calc_dd_table(ep_deal(deal))
    rows = computed.to_list()  # rows S H D C NT, columns N E S W
    table = {
        seat: {strain.value: rows[_DENOM[strain].value][seat.position] for strain in _DENOM}
        for seat in SEATS
    }
    with DDS_LOCK:
        result = dds.par(computed, _VUL[frozenset(vulnerable)], _PLAYER[dealer])
    contracts: list[str] = []
    for contract in result:
        strain = _STRAIN_OF[contract.denom.value].value
        seat = _SEAT_OF[contract.declarer.value].value
        name = f"{contract.level}{strain}{_PENALTY[contract.penalty]}{seat}"
        if name not in contracts:
            contracts.append(name)
    return DoubleDummy(table, tuple(contracts), int(result.score))
