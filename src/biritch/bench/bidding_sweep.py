"""A sweep of the bidding bots against textbook invariants (SAYC booklet principles).

Four bots bid seeded random deals; every call, and every final contract, is checked against
rules any Standard American player keeps (``biritch bench bidding --sweep N``, or the
property test). Each flag names its class, so a class can be driven to zero and kept there.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from biritch.bots.bidding.bidder import decide
from biritch.bots.bidding.core import State, Tag
from biritch.bots.bidding.system import analyse
from biritch.bots.bidding.system.later_rounds import partner_forces
from biritch.bots.evaluate import Features
from biritch.engine import SEATS, Auction, Bid, Call, Deal, Seat, Side, Strain, Suit, deal_cards

H, S = Suit.HEARTS, Suit.SPADES
VULS: tuple[frozenset[Side], ...] = (
    frozenset(),
    frozenset({Side.NS}),
    frozenset({Side.EW}),
    frozenset(Side),
)


@dataclass(frozen=True)
class Flag:
    """One broken invariant: its class, the hand, the auction before the call, the call."""

    kind: str
    hand: str
    auction: str
    call: str

    def __str__(self) -> str:
        return f"{self.kind}: {self.hand} | {self.auction or '-'} | {self.call}"


def _game_level(strain: Strain) -> int:
    return {Strain.NOTRUMP: 3, Strain.HEARTS: 4, Strain.SPADES: 4}.get(strain, 5)


def _opp_silent(st: State, side: Side) -> bool:
    return all(s.seat.side is side or s.rule.tag is Tag.PASS for s in st.history)


def check_call(st: State, f: Features, made: Call) -> Iterator[str]:
    """The invariant classes the call ``made`` by hand ``f`` in ``st`` breaks."""
    me = st.me
    call = made if isinstance(made, Bid) else None
    call_text = str(made)
    op = st.opening
    rho = st.last_of(me.rho)
    rho_passed = rho is None or rho.rule.tag is Tag.PASS
    if op is None:
        if (
            isinstance(call, Bid)
            and call.level == 1
            and call.strain in (Strain.HEARTS, Strain.SPADES)
        ):
            suit = call.strain.suit
            assert suit is not None
            if f.length(suit) < 5:
                yield "open 1M with four cards"
        if call == Bid(1, Strain.NOTRUMP) and not f.balanced:
            yield "1NT opening unbalanced"
        if call == Bid(2, Strain.CLUBS) and f.hcp < 22 and f.losers() > 3:
            yield "2C opening under 22 without game in hand"
        if call is None and call_text == "P" and f.hcp >= 14 and len(st.auction.calls) < 3:
            yield "pass with an opening hand"
        return
    pa = me.partner
    mine = st.acted(me)
    his = st.acted(pa)
    opening = op.call
    assert isinstance(opening, Bid)
    if call_text == "P" and partner_forces(st):
        yield "pass of a forcing call"
    if op.seat is pa and not mine and len(his) == 1 and rho_passed and _opp_silent(st, me.side):
        # Responder's first call.
        x = opening.strain.suit
        if opening.level == 1 and x is not None:
            if call_text == "P" and f.hcp >= 6:
                yield "pass of a one-suit opening with 6+"
            raise_ = isinstance(call, Bid) and call.strain == opening.strain and call.level <= 3
            if raise_ and f.length(x) < (3 if x.is_major else 4):
                yield "raise without support"
            if call == Bid(1, Strain.NOTRUMP):
                majors = [m for m in (H, S) if m.order > x.order and f.length(m) >= 4]
                if majors:
                    yield "1NT response with a biddable four-card major"
        if opening == Bid(1, Strain.NOTRUMP) and call_text == "P" and f.hcp >= 10:
            yield "pass of 1NT with 10+"
        if opening == Bid(2, Strain.NOTRUMP) and call_text == "P" and f.hcp >= 5:
            yield "pass of 2NT with 5+"
    doubled_last = bool(his) and st.history[-2:-1] == (his[-1],) if len(st.history) >= 2 else False
    if (
        op.seat is pa
        and his
        and his[-1].rule.tag is Tag.TAKEOUT
        and doubled_last
        and not mine
        and rho_passed
        and call_text == "P"
    ):
        last = st.last_bid
        t = last.strain.suit if last is not None else None
        if t is None or f.length(t) < 5:
            yield "pass of partner's takeout double"
    if (
        op.seat is me
        and len(mine) == 1
        and len(his) == 1
        and _opp_silent(st, me.side)
        and isinstance(call, Bid)
        and opening.level == 1
        and opening.strain.suit is not None
    ):
        # Opener's rebid: a reverse (a higher new suit at the two level) shows 16+.
        x = opening.strain.suit
        z = call.strain.suit
        answer = his[0].call
        fresh = z is not None and z is not x and all(z is not s.rule.suit for s in his)
        one_level = isinstance(answer, Bid) and answer.level == 1
        reverse = fresh and z is not None and call.level == 2 and z.order > x.order
        if reverse and one_level and f.hcp < 16:
            yield "reverse under 16"
        if call.strain is Strain.NOTRUMP and call.level == 1 and not f.balanced and f.hcp >= 15:
            yield "1NT rebid with 15+ unbalanced"
    if (
        op.seat is pa
        and not mine
        and len(his) == 1
        and rho_passed
        and _opp_silent(st, me.side)
        and isinstance(call, Bid)
        and opening.level == 1
        and opening.strain is not Strain.NOTRUMP
        and call.strain.suit is not None
        and call.strain != opening.strain
    ):
        lowest = 1 if Bid(1, call.strain) > opening else 2
        if call.level == lowest + 1 and f.hcp < 17:
            yield "jump shift under 17"
        if call.level == 2 and lowest == 2 and f.hcp < 10:
            yield "two over one under 10"
    if (
        op.seat.side is not me.side
        and his
        and his[-1].rule.tag is Tag.TAKEOUT
        and not mine
        and rho_passed
        and f.hcp >= 12
        and isinstance(call, Bid)
        and call.level < _game_level(call.strain)
    ):
        last = st.last_bid
        jump = last is not None and call.level == last.level + 1 and call.strain == last.strain
        if last is not None and not jump and not _is_cue(st, call):
            yield "advance of a takeout double with 12+ below game, no cue bid"


def _is_cue(st: State, call: Bid) -> bool:
    theirs = {s.rule.suit for s in st.history if s.seat.side is not st.me.side and s.rule.suit}
    return call.strain.suit in theirs


def check_result(deal: Deal, auction: Auction, st: State) -> Iterator[str]:
    """Invariant classes the final contract breaks."""
    contract, declarer = auction.contract, auction.declarer
    op = st.opening
    if op is None or contract is None or declarer is None:
        return
    side = op.seat.side
    if not _opp_silent(st, side):
        return
    opener, responder = op.seat, op.seat.partner
    combined = deal[opener].hcp + deal[responder].hcp
    g = _game_level(contract.strain)
    ours = declarer.side is side
    if not ours:
        return
    opening = op.call
    assert isinstance(opening, Bid)
    if contract.level < g:
        if combined >= 26:
            yield "part-score with 26+ combined"
        elif opening == Bid(1, Strain.NOTRUMP) and deal[responder].hcp >= 10:
            yield "part-score after 1NT with responder 10+"
        elif (
            opening.level == 1
            and opening.strain is not Strain.NOTRUMP
            and deal[responder].hcp >= 13
            and deal[opener].hcp >= 12
        ):
            yield "part-score with 13+ opposite an opening"
    if contract.level >= 6 and combined < 29:
        yield "slam without the values"
    if contract.level > g and contract.level < 6 and combined < 24:
        yield "past game without slam values"


def sweep(deals: int, seed: int = 1) -> tuple[Counter[str], list[Flag]]:
    """Bid ``deals`` random deals; the count of each flag class and the flags themselves."""
    counts: Counter[str] = Counter()
    flags: list[Flag] = []
    for i in range(deals):
        rng = random.Random(f"sweep:{seed}:{i}")
        dealer = SEATS[i % 4]
        vul = VULS[(i // 4) % 4]
        deal = deal_cards(rng, dealer)
        auction = Auction(dealer)
        while auction.turn is not None and len(auction.calls) < 60:
            seat: Seat = auction.turn
            r, st = decide(deal[seat], auction, vul, (0, 0))
            text = str(r.call)
            for kind in check_call(st, Features.of(deal[seat]), r.call):
                counts[kind] += 1
                flags.append(Flag(kind, deal[seat].to_pbn(), str(auction), text))
            auction = auction.with_call(r.call)
        st = analyse(dealer, auction.calls, vul, (0, 0))
        for kind in check_result(deal, auction, st):
            counts[kind] += 1
            flags.append(Flag(kind, deal.to_pbn(dealer), str(auction), str(auction.contract)))
    return counts, flags


#: Decision points swept one hand at a time: the auction before the call (dealer North).
POINTS = (
    "",
    "P",
    "P P",
    "P P P",
    "1C P",
    "1D P",
    "1H P",
    "1S P",
    "P 1H P",
    "P 1S P",
    "P P 1H P",
    "P P 1S P",
    "P P P 1D P",
    "1NT P",
    "2NT P",
    "2C P",
    "2D P",
    "2H P",
    "2S P",
    "1C P 1H P",
    "1C P 1S P",
    "1D P 1H P",
    "1D P 1S P",
    "1H P 1S P",
    "1H P 1NT P",
    "1S P 1NT P",
    "1S P 2C P",
    "1S P 2D P",
    "1S P 2H P",
    "1H P 2C P",
    "1H P 2D P",
    "1D P 2C P",
    "1H P 2H P",
    "1S P 2S P",
    "1S P 3S P",
    "1D P 1S P 1NT P",
    "1D P 1S P 2D P",
    "1D P 1H P 1S P",
    "1C P 1H P 2C P",
    "1H P 1S P 2H P",
    "1H P 1S P 1NT P",
    "1S P 1NT P 2H P",
    "1C",
    "1D",
    "1H",
    "1S",
    "1D P P",
    "1H P P",
    "1D 1S P",
    "1H 2C P",
    "1C 1H P",
    "1D X P",
    "1H X P",
    "1S X P",
    "1C X P",
    "1H 1S",
    "1H X",
    "1D 1H",
)


def _consistent(hand: Features, dealer: Seat, calls: list[Call], seat: Seat) -> bool:
    """Whether ``seat``, holding ``hand``, would itself have made its calls in ``calls``."""
    auction = Auction(dealer)
    for call in calls:
        if auction.turn is seat:
            r, _ = decide(hand.hand, auction, frozenset(), (0, 0))
            if r.call != call:
                return False
        auction = auction.with_call(call)
    return True


def sweep_points(per_point: int, seed: int = 1) -> tuple[Counter[str], list[Flag]]:
    """At each of :data:`POINTS`, ``per_point`` random hands that fit the seat's own earlier
    calls, checked one call at a time."""
    counts: Counter[str] = Counter()
    flags: list[Flag] = []
    for text in POINTS:
        calls = [Call.parse(c) for c in text.split()]
        auction = Auction.from_calls(Seat.N, text.split())
        seat = auction.turn
        assert seat is not None
        rng = random.Random(f"points:{seed}:{text}")
        done = tries = 0
        while done < per_point and tries < per_point * 200:
            tries += 1
            deal = deal_cards(rng, Seat.N)
            f = Features.of(deal[seat])
            if not _consistent(f, Seat.N, calls, seat):
                continue
            done += 1
            r, st = decide(deal[seat], auction, frozenset(), (0, 0))
            for kind in check_call(st, f, r.call):
                counts[kind] += 1
                flags.append(Flag(kind, deal[seat].to_pbn(), text, str(r.call)))
    return counts, flags


__all__ = ["POINTS", "Flag", "check_call", "check_result", "sweep", "sweep_points"]
