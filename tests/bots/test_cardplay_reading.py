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


def test_a_card_with_no_real_choice_is_not_solved_and_reading_agrees_with_solving_it() -> None:
    """A forced card, or one among touching cards of the only suit the hand could play,
    cannot have cost a trick: it is not sent to the solver, and the weights are those
    that solving every read card gives."""
    from biritch.bots.play import reading

    checked = 0
    for number in range(12):
        deal = deal_cards(random.Random(f"reading-choice:{number}"))
        state = state_with(deal, ["1NT", "P", "3NT", "P", "P", "P"], [])
        play = state.play
        assert play is not None
        for _ in range(6 + number):  # a few tricks of double-dummy play
            scores = solve([_position(play)])[0]
            play = play.with_card(max(scores, key=lambda c: (scores[c], c.key)))
        here = replace(state, play=play)
        view = seat_view(here, here.decider)  # type: ignore[arg-type]
        layouts = [_actual(play)]
        asked: list[int] = []
        real = reading.best_cards

        def counting(positions, real=real, asked=asked):  # type: ignore[no-untyped-def]
            asked.append(len(positions))
            return real(positions)

        reading.best_cards = counting
        try:
            weights = read_cards(view, layouts)
        finally:
            reading.best_cards = real
        history = reading._history(view)
        hidden = {s for s in SEATS if view.hands[s] is None}
        if view.declarer in hidden:
            hidden.add(view.declarer.partner)  # type: ignore[union-attr]
        read = [p for p in history[-reading.RECENT :] if p.index > 0 and p.seat in hidden]
        # Solving every read card gives the same weights.
        assert weights == [_weight_solving_all(view, play, read)]
        checked += len(read) - sum(asked)
    assert checked > 0, "no read card without a real choice in these deals"


def _weight_solving_all(view, play: Play, read) -> float:  # type: ignore[no-untyped-def]
    from biritch.bots.play.dds import best_cards

    history = [p for t in [*view.tricks, view.current] if t is not None for p in t.plays()]
    weight = 1.0
    for p in read:
        hands = [set(play.remaining[s].cards) for s in SEATS]
        for seat, card in history[p.index :]:
            hands[seat.position].add(card)
        position = Position(
            tuple(frozenset(h) for h in hands),  # type: ignore[arg-type]
            play.trump,
            p.leader,
            p.before,
        )
        if p.card not in best_cards([position])[0]:
            weight *= MISPLAY
    return weight
