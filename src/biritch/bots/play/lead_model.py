"""Reading the opening lead: layouts where the leader would likelier have made that lead
are likelier.

Which suit was led, and which card of it, says much about the leader's hand: against
no-trump a leader mostly leads a long suit, fourth best or the top of a sequence; against
a suit contract seldom away from an ace or an unsupported king, often partner's suit or a
short one, seldom declarer's. Each suit of a leader's thirteen cards gets a score from a
few features of the holding and the auction, and the scores are read as a choice: the
chance to lead suit *s* is ``exp(score(s)) / sum(exp(score))`` over the suits held (a
conditional logit); the card within the suit is a second such choice among its cards. The
weights were fitted to the bots' own opening leads on 1,186 deals of the opening-lead
benchmark's seeds 11, 13, 17 and 19, never the play benchmark's (``biritch bench
lead-model``), so the other three seats read the lead the way the bots make it. Over 3,588
play positions of other deals (``biritch bench positions --load``), reading the lead this
way, instead of only checking the card against the top-of-a-sequence and no-underleading
rules, changed 145 decisions: 13 double-dummy errors fixed, 7 made.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from functools import lru_cache

from biritch.bots.play.conventions import suits_bid_by
from biritch.engine import SUITS, BySeat, Card, Rank, Seat, SeatView, Suit

#: Names of the features of a suit holding, in the order of the weights below.
FEATURES = (
    "length",
    "four or more",
    "five or more",
    "points in the suit",
    "top of a sequence",
    "ace without the king",
    "king without ace or queen",
    "singleton",
    "doubleton",
    "partner bid it",
    "an opponent bid it",
    "trumps",
    "ace and king",
)

#: Fitted weights, against no-trump and against a suit contract.
WEIGHTS: dict[bool, tuple[float, ...]] = {
    True: (0.24, 0.04, 0.89, 0.07, 0.48, -0.58, -0.55, -0.46, -0.21, 3.10, -1.05, 0.00, 0.56),
    False: (0.55, -0.38, -0.40, -0.03, 0.78, -0.19, -0.80, 3.03, 1.39, 0.96, -0.81, -0.95, 2.09),
}


#: Names of the features of a card led from a holding, in the order of the weights below.
CARD_FEATURES = (
    "top card",
    "second",
    "third",
    "fourth",
    "lowest",
    "jack or higher",
    "top of a sequence",
    "the ace",
    "a spot card from an honour",
    "top of small cards",
)

#: Fitted weights of the card within the suit, against no-trump and against a suit.
CARD_WEIGHTS: dict[bool, tuple[float, ...]] = {
    True: (1.50, 3.18, 3.51, 5.73, -0.59, 0.14, 5.28, 3.15, -0.25, 1.38),
    False: (5.50, 4.22, 5.18, 2.56, -1.98, -1.48, 5.45, 4.41, 1.69, -2.17),
}


def card_features(ranks: Sequence[Rank], index: int) -> tuple[float, ...]:
    """The features of leading the ``index``-th highest card of a holding (``ranks``
    highest first)."""
    rank = ranks[index]
    length = len(ranks)
    sequence = length >= 2 and ranks[0] >= Rank.JACK and ranks[0] - ranks[1] == 1
    honour = any(r >= Rank.JACK for r in ranks)
    return (
        float(index == 0),
        float(index == 1),
        float(index == 2),
        float(index == 3),
        float(index == length - 1),
        float(rank >= Rank.JACK),
        float(sequence and index == 0),
        float(rank == Rank.ACE),
        float(honour and rank < Rank.TEN),
        float(not honour and index == 0),
    )


#: Suit holdings whose scores are remembered. Reading the lead scores every suit of the
#: leader's hand in each of hundreds of layouts per card, and the holdings repeat: there
#: are a few thousand in practice.
HOLDINGS = 16_384


def card_probability(ranks: Sequence[Rank], rank: Rank, notrump: bool) -> float:
    """The chance of leading ``rank`` from a holding of ``ranks`` (highest first), once
    the suit is chosen."""
    return _card_chance(tuple(ranks), rank, notrump)


@lru_cache(maxsize=HOLDINGS)
def _card_chance(ranks: tuple[Rank, ...], rank: Rank, notrump: bool) -> float:
    if len(ranks) == 1:
        return 1.0
    w = CARD_WEIGHTS[notrump]
    scores = [
        sum(a * b for a, b in zip(w, card_features(ranks, i), strict=True))
        for i in range(len(ranks))
    ]
    return _chance(scores, ranks.index(rank))


def _chance(scores: Sequence[float], index: int) -> float:
    """The chance of option ``index`` in a conditional logit with these ``scores``."""
    top = max(scores)
    total = sum(math.exp(x - top) for x in scores)
    return math.exp(scores[index] - top) / total


def holding_features(
    ranks: Sequence[Rank], partner_bid: bool, opponent_bid: bool, trumps: bool
) -> tuple[float, ...]:
    """The features of one suit holding (``ranks`` highest first, not empty)."""
    length = len(ranks)
    held = set(ranks)
    points = sum(r.hcp for r in ranks)
    sequence = length >= 2 and ranks[0] >= Rank.JACK and ranks[0] - ranks[1] == 1
    ace, king, queen = Rank.ACE in held, Rank.KING in held, Rank.QUEEN in held
    return (
        float(length),
        float(length >= 4),
        float(length >= 5),
        float(points),
        float(sequence),
        float(ace and not king),
        float(king and not ace and not queen),
        float(length == 1),
        float(length == 2),
        float(partner_bid),
        float(opponent_bid),
        float(trumps),
        float(ace and king),
    )


def suit_context(view: SeatView, leader: Seat) -> tuple[set[Suit], set[Suit]]:
    """The suits the leader's partner bid, and those declarer or dummy bid."""
    partner = set(suits_bid_by(view, leader.partner))
    opponents = set(suits_bid_by(view, leader.lho)) | set(suits_bid_by(view, leader.rho))
    return partner, opponents


def held_suit_features(
    cards: frozenset[Card], trump: Suit | None, partner: set[Suit], opponents: set[Suit]
) -> dict[Suit, tuple[float, ...]]:
    """The features of each suit held in ``cards`` (in the order of :data:`SUITS`)."""
    return {
        suit: holding_features(ranks, suit in partner, suit in opponents, suit is trump)
        for suit, ranks in _holdings(cards)
    }


def _holdings(cards: frozenset[Card]) -> Iterator[tuple[Suit, tuple[Rank, ...]]]:
    """Each suit held in ``cards`` with its ranks, highest first (in the order of
    :data:`SUITS`)."""
    for suit in SUITS:
        ranks = tuple(sorted((c.rank for c in cards if c.suit is suit), reverse=True))
        if ranks:
            yield suit, ranks


def suit_scores(
    cards: frozenset[Card],
    notrump: bool,
    trump: Suit | None,
    partner: set[Suit],
    opponents: set[Suit],
) -> dict[Suit, float]:
    """Each held suit's score for the opening lead."""
    return {
        suit: _holding_score(ranks, suit in partner, suit in opponents, suit is trump, notrump)
        for suit, ranks in _holdings(cards)
    }


@lru_cache(maxsize=HOLDINGS)
def _holding_score(
    ranks: tuple[Rank, ...], partner_bid: bool, opponent_bid: bool, trumps: bool, notrump: bool
) -> float:
    features = holding_features(ranks, partner_bid, opponent_bid, trumps)
    return sum(a * b for a, b in zip(WEIGHTS[notrump], features, strict=True))


def suit_probability(scores: dict[Suit, float], suit: Suit) -> float:
    """The chance of leading ``suit`` given the held suits' scores."""
    return _chance(list(scores.values()), list(scores).index(suit))


def opening_lead(view: SeatView) -> tuple[Seat, Card] | None:
    """The opening leader and card, as the other three seats read them (None before the
    lead, or for the leader, who knows his hand)."""
    if view.declarer is None:
        return None
    first = view.tricks[0] if view.tricks else view.current
    if first is None or not first.cards:
        return None
    leader = view.declarer.lho
    if view.seat is leader:
        return None
    return leader, first.cards[0]


def lead_likelihood(
    view: SeatView, played: BySeat[frozenset[Card]]
) -> Callable[[tuple[frozenset[Card], ...]], float] | None:
    """A layout's weight given the opening lead: how likely the leader's thirteen cards
    in that layout were to lead that suit and card (None when the viewer is the leader, or
    before the lead, or when the leader's hand is in view)."""
    lead = opening_lead(view)
    if lead is None or view.hands[lead[0]] is not None:
        return None
    leader, led = lead
    partner, opponents = suit_context(view, leader)
    seat = leader.position
    gone = played[leader]
    notrump = view.trump_suit is None

    def weight(world: tuple[frozenset[Card], ...]) -> float:
        cards = world[seat] | gone
        scores = suit_scores(cards, notrump, view.trump_suit, partner, opponents)
        ranks = tuple(sorted((c.rank for c in cards if c.suit is led.suit), reverse=True))
        return suit_probability(scores, led.suit) * _card_chance(ranks, led.rank, notrump)

    return weight
