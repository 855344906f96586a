"""PBN (Portable Bridge Notation 2.1) export of played deals: tags, auction and play.

Other tools (endplay, BridgeComposer, Bridge Solver Online) read the result, so anyone can
check the bots' figures independently.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from biritch.engine import Auction, Bid, Call, Deal, Double, Pass, Play, Redouble, Seat, Side


@dataclass(frozen=True, slots=True)
class PbnBoard:
    """One board to export: the deal, its auction and (unless passed out) its play."""

    number: int
    dealer: Seat
    deal: Deal
    auction: Auction
    play: Play | None = None
    vulnerable: frozenset[Side] = frozenset()
    event: str = "Biritch"
    site: str = ""
    date: str = "????.??.??"
    names: dict[Seat, str] | None = None


def _vulnerable(sides: frozenset[Side]) -> str:
    if sides == frozenset(Side):
        return "All"
    if Side.NS in sides:
        return "NS"
    if Side.EW in sides:
        return "EW"
    return "None"


def _call(call: Call) -> str:
    if isinstance(call, Pass):
        return "Pass"
    if isinstance(call, Double):
        return "X"
    if isinstance(call, Redouble):
        return "XX"
    assert isinstance(call, Bid)
    return str(call)


def board_to_pbn(board: PbnBoard) -> str:
    """The board as PBN text: the mandatory tags, then the auction and play sections."""
    auction = board.auction
    play = board.play
    contract = auction.contract
    declarer = auction.declarer
    names = board.names or {s: f"Bot {s.value}" for s in Seat}
    lines = [
        f'[Event "{board.event}"]',
        f'[Site "{board.site}"]',
        f'[Date "{board.date}"]',
        f'[Board "{board.number}"]',
        f'[West "{names[Seat.W]}"]',
        f'[North "{names[Seat.N]}"]',
        f'[East "{names[Seat.E]}"]',
        f'[South "{names[Seat.S]}"]',
        f'[Dealer "{board.dealer.value}"]',
        f'[Vulnerable "{_vulnerable(board.vulnerable)}"]',
        f'[Deal "{board.deal.to_pbn(board.dealer)}"]',
        '[Scoring "Rubber"]',
        f'[Declarer "{declarer.value if declarer else ""}"]',
        f'[Contract "{contract if contract else "Pass"}"]',
    ]
    if play is not None and play.is_complete:
        lines.append(f'[Result "{play.declarer_tricks}"]')
    else:
        lines.append('[Result ""]')
    lines.append(f'[Auction "{auction.dealer.value}"]')
    calls = [_call(c) for c in auction.calls]
    for i in range(0, len(calls), 4):
        lines.append(" ".join(calls[i : i + 4]))
    if play is not None and declarer is not None:
        leader = declarer.lho
        lines.append(f'[Play "{leader.value}"]')
        tricks = [*play.tricks]
        if play.current.cards and not play.is_complete:
            tricks.append(play.current)
        for trick in tricks:
            # PBN lists each trick in fixed seat order from the opening leader, not in the
            # order the cards were played; "-" marks a card not (yet) played.
            by_seat = dict(trick.plays())
            row = [str(by_seat[s]) if s in by_seat else "-" for s in leader.clockwise_from()]
            lines.append(" ".join(row))
        if play.is_complete:
            lines.append("*")
    return "\n".join(lines) + "\n"


def boards_to_pbn(boards: Iterable[PbnBoard]) -> str:
    """Several boards as one PBN file (boards separated by a blank line)."""
    head = "% PBN 2.1\n% EXPORT\n%Content-type: text/x-pbn; charset=UTF-8\n\n"
    return head + "\n".join(board_to_pbn(b) for b in boards)
