"""The layout sampler: never contradicts the view, keeps to the auction when it can,
and gives up the auction's ranges (never hangs) when no layout fits them."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from biritch.bots.constraints import UNCONSTRAINED, HandConstraints
from biritch.bots.play.worlds import knowledge, sample_worlds
from biritch.engine import FULL_DECK, SEATS, SUITS, BySeat, Seat, Suit, deal_cards, seat_view
from tests.bots.test_cardplay import NO_AUCTION_INFO, state_with


def random_view(number: int, stop: int, seat: Seat | None = None):  # type: ignore[no-untyped-def]
    rng = random.Random(f"worlds:{number}")
    deal = deal_cards(rng)
    state = state_with(deal, ["1S", "P", "2S", "P", "P", "P"], [])
    play = state.play
    assert play is not None
    while play.cards_played_count < stop:
        play = play.with_card(rng.choice(play.legal_cards()))
    here = replace(state, play=play)
    viewer = seat or here.decider
    assert viewer is not None
    return here, seat_view(here, viewer)


@pytest.mark.parametrize("number", range(12))
def test_no_world_contradicts_the_view(number: int) -> None:
    stop = [0, 1, 5, 13, 22, 30, 38, 47][number % 8]
    state, view = random_view(number, stop)
    play = state.play
    assert play is not None
    kn = knowledge(view, NO_AUCTION_INFO)
    played = {c for _, c in play.played_cards()}
    worlds = sample_worlds(kn, 30, random.Random(number))
    assert len(worlds) == 30
    for world in worlds:
        everything = [c for hand in world for c in hand]
        # 52 cards minus those played, each exactly once.
        assert len(everything) == len(set(everything)) == 52 - len(played)
        assert not set(everything) & played
        for seat in SEATS:
            hand = world[seat.position]
            assert len(hand) == len(play.remaining[seat])
            visible = view.hands[seat]
            if visible is not None:
                assert hand == visible.cards
            for suit in kn.voids[seat]:
                assert all(c.suit is not suit for c in hand)


def test_shown_out_suits_are_found_in_the_tricks() -> None:
    for number in range(30):
        state, view = random_view(number, 40)
        kn = knowledge(view, NO_AUCTION_INFO)
        assert state.play is not None
        for trick in state.play.tricks:
            for seat, card in trick.plays():
                if card.suit is not trick.suit_led:
                    assert trick.suit_led in kn.voids[seat]


def test_worlds_keep_to_the_auction_when_layouts_fit() -> None:
    state, view = random_view(3, 0)
    # West's real hand fits these ranges, so strict sampling can succeed.
    west = state.deal[Seat.W]
    ranges = HandConstraints(
        hcp_min=max(0, west.hcp - 1),
        hcp_max=west.hcp + 1,
        length_min={s: max(0, west.length(s) - 1) for s in SUITS},
        length_max={s: west.length(s) + 1 for s in SUITS},
    )
    constraints = BySeat.build(lambda s: ranges if s is Seat.W else UNCONSTRAINED)
    kn = knowledge(view, constraints)
    worlds = sample_worlds(kn, 20, random.Random(5))
    assert len(worlds) == 20
    from biritch.engine import Hand

    assert all(ranges.admits(Hand(w[Seat.W.position])) for w in worlds)


def test_impossible_auction_ranges_are_relaxed_not_hung() -> None:
    _state, view = random_view(4, 9)
    impossible = HandConstraints(hcp_min=38, length_min=dict.fromkeys(SUITS, 6))
    constraints = BySeat.build(lambda _s: impossible)
    kn = knowledge(view, constraints)
    worlds = sample_worlds(kn, 16, random.Random(1), tries=50)
    assert len(worlds) == 16


def test_sampling_is_deterministic_for_a_seed() -> None:
    _state, view = random_view(5, 14)
    kn = knowledge(view, NO_AUCTION_INFO)
    assert sample_worlds(kn, 10, random.Random(9)) == sample_worlds(kn, 10, random.Random(9))


def test_the_unseen_cards_are_the_deck_minus_what_the_seat_sees() -> None:
    _state, view = random_view(6, 17)
    kn = knowledge(view, NO_AUCTION_INFO)
    seen = {c for _, c in view.played()}
    for seat in SEATS:
        hand = view.hands[seat]
        if hand is not None:
            seen |= hand.cards
    assert kn.unseen == frozenset(c for c in FULL_DECK if c not in seen)
    assert all(isinstance(s, Suit) for v in kn.voids.map(list).items() for s in v[1])
