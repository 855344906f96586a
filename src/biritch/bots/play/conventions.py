"""Choosing among cards the double-dummy samples rate equally: the conventional card.

Card play first finds the cards with the best expected result; when several are equally
good, the one a human partner expects is played: top of a sequence, fourth best against
no-trump, partner's suit, no underleading an ace against a suit contract; win cheaply,
second hand low, lowest of equals when not winning; simple attitude and count signals as a
defender; discards from a suit that needs no guarding. These choices never cost a trick in
the samples, so they only make the play readable (and the signals meaningful).
"""

from __future__ import annotations

from collections.abc import Sequence

from biritch.engine import SUITS, Bid, Card, Hand, Rank, Seat, SeatView, Suit


def suits_bid_by(view: SeatView, seat: Seat) -> list[Suit]:
    """The suits ``seat`` named in the auction, in the order it bid them."""
    out: list[Suit] = []
    for i, call in enumerate(view.auction.calls):
        if isinstance(call, Bid) and view.auction.seat_of(i) is seat:
            suit = call.strain.suit
            if suit is not None and suit not in out:
                out.append(suit)
    return out


def conventional(view: SeatView, candidates: Sequence[Card]) -> Card:
    """The conventional card among ``candidates`` (all legal, all equally good)."""
    if len(candidates) == 1:
        return candidates[0]
    seat = view.turn
    assert seat is not None and view.current is not None
    hand = view.hands[seat]
    assert hand is not None
    trick = view.current
    defending = view.declarer is not None and seat.side is not view.declarer.side
    if not trick.cards:
        if defending:
            return max(candidates, key=lambda c: _lead_preference(view, hand, c))
        return _declarer_lead(hand, candidates)
    led = trick.suit_led
    assert led is not None
    trump = view.trump_suit
    winner_seat = trick.winner(trump)
    partner_winning = winner_seat is seat.partner
    top = trick.cards[trick.winning_index(trump)]
    following = [c for c in candidates if c.suit is led]
    if following:
        winners = [c for c in following if _beats(c, top, trump)]
        last_to_play = len(trick.cards) == 3
        if winners and not partner_winning and (last_to_play or len(trick.cards) == 2):
            # Third and fourth hand: win as cheaply as possible.
            return min(winners, key=lambda c: c.rank)
        if defending and len(following) > 1:
            return _signal(view, hand, seat, led, following)
        return min(following, key=lambda c: c.rank)
    ruffs = [c for c in candidates if c.suit is trump and _beats(c, top, trump)]
    if ruffs and not partner_winning:
        return min(ruffs, key=lambda c: c.rank)
    discards = [c for c in candidates if c.suit is not trump] or list(candidates)
    return _discard(view, hand, seat, discards)


def _beats(card: Card, top: Card, trump: Suit | None) -> bool:
    if card.suit is top.suit:
        return card.rank > top.rank
    return card.suit is trump


def _lead_preference(view: SeatView, hand: Hand, card: Card) -> float:
    """How natural a defender's lead of ``card`` is (higher is more natural)."""
    suit = card.suit
    ranks = hand.suit(suit)  # highest first
    length = len(ranks)
    notrump = view.trump_suit is None
    partner = view.turn.partner if view.turn is not None else None
    score = 0.0
    if partner is not None and suit in suits_bid_by(view, partner):
        score += 4.0
    if view.declarer is not None and suit in suits_bid_by(view, view.declarer):
        score -= 1.0
    if view.dummy is not None and suit in suits_bid_by(view, view.dummy):
        score -= 1.0
    if suit is view.trump_suit:
        score -= 0.5
    index = ranks.index(card.rank)
    seq_top = _sequence_top(ranks)
    if seq_top is not None:
        # Top of a sequence of honours (KQJ, QJ10, J109...): lead the top card.
        score += 3.0 if card.rank == seq_top else -2.0
        return score
    if not notrump and Rank.ACE in ranks and card.rank != Rank.ACE:
        score -= 3.0  # never underlead an ace against a suit contract
    if length == 2:
        score += 1.0 if index == 0 else -1.0  # top of a doubleton
    elif notrump and length >= 4:
        score += 2.0 if index == 3 else -1.0  # fourth best from length
    elif any(r >= Rank.JACK for r in ranks):
        score += 1.0 if index == min(length - 1, 2) else -1.0  # low from an honour
    else:
        score += 0.5 if index == min(1, length - 1) else -0.5  # second from small cards
    if notrump:
        score += 0.2 * length
    return score


def _sequence_top(ranks: list[Rank]) -> Rank | None:
    """The top card of a holding headed by touching honours (two or more, the lower at
    least a ten), as in KQ, QJ10, AK."""
    if len(ranks) >= 2 and ranks[0] >= Rank.JACK and ranks[0] - ranks[1] == 1:
        return ranks[0]
    return None


def _declarer_lead(hand: Hand, candidates: Sequence[Card]) -> Card:
    # Declarer (or dummy) leads the lowest of equally good cards, from the longest suit,
    # keeping honours to win later tricks.
    return min(candidates, key=lambda c: (c.rank, -hand.length(c.suit), c.suit.order))


def _signal(view: SeatView, hand: Hand, seat: Seat, led: Suit, following: list[Card]) -> Card:
    """A defender's attitude or count signal among equally good cards of the suit led."""
    assert view.current is not None
    leader = view.current.leader
    spots = sorted((c for c in following if c.rank <= Rank.NINE), key=lambda c: c.rank)
    if not spots:
        return min(following, key=lambda c: c.rank)
    if leader is seat.partner:
        # Attitude: a high spot card asks partner to continue (we hold an honour).
        encourage = any(r >= Rank.QUEEN for r in hand.suit(led))
        return spots[-1] if encourage else spots[0]
    # Count on declarer's lead: high from an even number, low from an odd number.
    even = hand.length(led) % 2 == 0
    return spots[-1] if even and len(spots) > 1 else spots[0]


def _discard(view: SeatView, hand: Hand, seat: Seat, discards: list[Card]) -> Card:
    """A discard from the suit that needs guarding least, lowest card first."""
    watched = [
        view.hands[s]
        for s in (seat.lho, seat.rho)
        if view.hands[s] is not None and s is not seat.partner
    ]

    def need(suit: Suit) -> tuple[int, int, int]:
        ranks = hand.suit(suit)
        honours = sum(1 for r in ranks if r >= Rank.JACK)
        # Keep length with the visible opponent's hand: guard a suit we could be squeezed in.
        guard = 0
        for other in watched:
            assert other is not None
            if 0 < len(ranks) <= other.length(suit) + 1 and ranks and ranks[0] >= Rank.TEN:
                guard = 1
        return (guard, honours, -len(ranks))

    best_suit = min({c.suit for c in discards}, key=lambda s: (need(s), SUITS.index(s)))
    return min((c for c in discards if c.suit is best_suit), key=lambda c: c.rank)
