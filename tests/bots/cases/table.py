"""Reading a table of textbook bidding cases and checking one case against the system.

Each line: hand (PBN, spades first) | auction so far, from the dealer (``-`` for none) |
expected call | a note with optional settings ``dealer=E``, ``vul=NS`` (none/NS/EW/both)
and ``ps=60,0`` (NS, EW part-scores below the line). Lines starting with ``#`` head groups."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from biritch.bots import suggest_call
from biritch.bots.bidding.explain import public_hcp
from biritch.bots.bidding.system import analyse
from biritch.engine import Auction, Hand, Seat

#: Cards in a hand.
HAND_SIZE = 13

Case = tuple[str, list[str], str, dict[str, str], str]


def parse_table(table: str) -> list[Case]:
    """The cases of ``table``, in order."""
    out: list[Case] = []
    for raw in table.strip().splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        hand, auction, expected = parts[0], parts[1], parts[2]
        # A case with a card too few still bids (a hand in play is partial), so a miscounted
        # hand would test a different deal than its note says: refuse it here.
        cards = len(Hand.parse(hand))
        if cards != HAND_SIZE:
            raise ValueError(f"{hand}: {cards} cards; a case's hand has {HAND_SIZE}")
        note = parts[3] if len(parts) > 3 else ""
        opts = dict(w.split("=", 1) for w in note.split() if "=" in w)
        calls = [] if auction == "-" else auction.split()
        out.append((hand, calls, expected, opts, note))
    return out


def case_ids(cases: list[Case]) -> list[str]:
    """A readable test id per case."""
    return [f"{c[0]}|{' '.join(c[1]) or '-'}|{c[3]}" for c in cases]


def check_case(hand: str, calls: list[str], expected: str, opts: dict[str, str], note: str) -> None:
    """Assert that the system bids ``expected`` (or one of ``a/b``) with ``hand`` after
    ``calls``."""
    ps = tuple(int(x) for x in opts.get("ps", "0,0").split(","))
    s = suggest_call(
        hand,
        calls,
        dealer=opts.get("dealer", "N"),
        vulnerable=opts.get("vul", "none"),
        partscores=(ps[0], ps[1]),
    )
    # Where the books allow either of two calls the table says so: ``4S/4H``.
    assert s.call in expected.split("/"), f"{note}: got {s.call} ({s.explanation_en})"


def last_call_range(auction: str, dealer: Seat = Seat.N) -> tuple[int, int]:
    """The public HCP range of the last call of ``auction`` (calls separated by spaces)."""
    calls = Auction.from_calls(dealer, auction.split()).calls
    prev = analyse(dealer, calls[:-1], frozenset(), (0, 0))
    return public_hcp(prev, analyse(dealer, calls, frozenset(), (0, 0)).history[-1])


def book_calls_test(cases: list[Case]) -> Callable[[Case], None]:
    """The test every case table runs: one parametrized check per case of ``cases``, named
    by :func:`case_ids`. A table module binds it to a ``test_…`` name."""

    @pytest.mark.parametrize("case", cases, ids=case_ids(cases))
    def test_book_call(case: Case) -> None:
        check_case(*case)

    return test_book_call
