"""Reading the hidden hands' recent cards: a layout where they played well keeps its
weight, one where a card of theirs would have cost a trick loses some."""

from __future__ import annotations

import random
from dataclasses import replace

from biritch.bots.play.dds import Position, solve
from biritch.bots.play.reading import MISPLAY, read_cards
from biritch.engine import SEATS, Play, Seat, deal_cards, seat_view
from tests.bots.test_cardplay import state_with


def _position(play: Play) -> Position:
    hands = tuple(play.remaining[s].cards for s in SEATS)
    return Position(hands, play.trump, play.current.leader, play.current.cards)  # type: ignore[arg-type]


def _actual(play: Play):  # type: ignore[no-untyped-def]
    return tuple(play.remaining[s].cards for s in SEATS)


def test_the_real_layout_keeps_full_weight_after_double_dummy_play() -> None:
    deal = deal_cards(random.Random("reading"))
    state = state_with(deal, ["1NT", "P", "3NT", "P", "P", "P"], [])
    play = state.play
    assert play is not None
    for _ in range(14):
        scores = solve([_position(play)])[0]
        best = max(scores.values())
        play = play.with_card(min(c for c, v in scores.items() if v == best))
    here = replace(state, play=play)
    view = seat_view(here, here.decider)  # type: ignore[arg-type]
    assert read_cards(view, [_actual(play)]) == [1.0]


def test_a_card_that_costs_a_trick_makes_the_layout_less_likely() -> None:
    for number in range(20):
        deal = deal_cards(random.Random(f"reading:{number}"))
        state = state_with(deal, ["1NT", "P", "3NT", "P", "P", "P"], [])
        play = state.play
        assert play is not None
        # Best play until a defender, from the fifth card on, has cards of unequal worth.
        while True:
            scores = solve([_position(play)])[0]
            unequal = min(scores.values()) != max(scores.values())
            if play.cards_played_count >= 4 and play.turn in (Seat.E, Seat.W) and unequal:
                break
            if play.cards_played_count > 30:
                break
            play = play.with_card(max(scores, key=lambda c: (scores[c], c.key)))
        if play.cards_played_count > 30:
            continue
        worst = min(scores, key=lambda c: (scores[c], c.key))
        play = play.with_card(worst)
        here = replace(state, play=play)
        view = seat_view(here, here.decider)  # type: ignore[arg-type]
        (weight,) = read_cards(view, [_actual(play)])
        assert weight <= MISPLAY
        return
    raise AssertionError("no deal with a choice of unequal cards")
