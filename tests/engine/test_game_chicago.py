"""A game scored as Chicago or Chicago with IMPs: the scoring is part of the game's record,
dealers and vulnerability follow the Chicago, passed-out deals are redealt by the same
dealer, the game's Chicago ends after four played deals, Restart and Next deal keep their
meanings. Properties (hypothesis): a Chicago is always four played deals; the IMP total is
the sum of the deals'."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from biritch.engine import (
    Action,
    ActionKind,
    Chicago,
    Game,
    InvalidError,
    Phase,
    Rubber,
    Scoring,
    Seat,
    Side,
    score_against_target,
)
from tests.engine._support import bid_contract, pass_out, play_out

NEXT = Action(ActionKind.NEXT_DEAL)
RESTART = Action(ActionKind.RESTART)
NEW = Action(ActionKind.NEW_GAME)


def _play_one(game: Game, contract: str = "1C", declarer: Seat = Seat.N) -> Game:
    return play_out(bid_contract(game, declarer, contract))


def test_the_default_scoring_is_the_rubber_unchanged() -> None:
    game = Game.new(7)
    assert game.scoring is Scoring.RUBBER and isinstance(game.current.score, Rubber)
    assert Game.new(7, "rubber") == game


def test_an_unknown_scoring_is_invalid() -> None:
    with pytest.raises(InvalidError):
        Game.new(7, "duplicate")


@pytest.mark.parametrize("scoring", [Scoring.CHICAGO, Scoring.CHICAGO_IMPS])
def test_a_chicago_game_starts_with_north_dealing_nobody_vulnerable(scoring: Scoring) -> None:
    game = Game.new(11, scoring)
    state = game.current
    assert isinstance(state.score, Chicago)
    assert state.score.with_imps is (scoring is Scoring.CHICAGO_IMPS)
    assert state.dealer is Seat.N and state.number_in_rubber == 1
    assert state.vulnerable == {Side.NS: False, Side.EW: False}


def test_the_dealers_and_vulnerability_of_the_four_deals() -> None:
    game = Game.new(3, Scoring.CHICAGO)
    seen = []
    for _ in range(4):
        seen.append((game.current.number_in_rubber, game.current.dealer, game.current.vulnerable))
        game = _play_one(game)
        if not game.current.score.is_over:
            game = game.apply(NEXT)
    assert seen == [
        (1, Seat.N, {Side.NS: False, Side.EW: False}),
        (2, Seat.E, {Side.NS: True, Side.EW: False}),
        (3, Seat.S, {Side.NS: False, Side.EW: True}),
        (4, Seat.W, {Side.NS: True, Side.EW: True}),
    ]
    assert game.current.score.is_over


def test_a_passed_out_deal_is_redealt_by_the_same_dealer_with_new_cards() -> None:
    game = _play_one(Game.new(5, Scoring.CHICAGO)).apply(NEXT)
    first = game.current
    game = pass_out(game)
    assert game.current.phase is Phase.FINISHED and game.current.score == first.score_before
    game = game.apply(NEXT)
    again = game.current
    assert (again.dealer, again.number_in_rubber) == (Seat.E, 2)
    assert again.number == first.number + 1 and again.deal != first.deal


def test_restart_replays_the_deal_with_the_score_before_it() -> None:
    game = _play_one(Game.new(5, Scoring.CHICAGO_IMPS)).apply(NEXT)
    before = game.current
    game = _play_one(game, "4S", Seat.E).apply(RESTART)
    assert game.current.deal == before.deal and game.current.score == before.score_before
    assert game.current.phase is Phase.AUCTION


def test_next_deal_after_a_finished_chicago_starts_a_new_one() -> None:
    game = Game.new(9, Scoring.CHICAGO)
    for _ in range(4):
        game = _play_one(game)
        game = game.apply(NEXT)
    state = game.current
    assert state.rubber_number == 2 and state.dealer is Seat.N
    assert state.score == Chicago() and state.number_in_rubber == 1


def test_new_game_keeps_the_scoring() -> None:
    game = _play_one(Game.new(9, Scoring.CHICAGO_IMPS)).apply(NEW)
    assert game.scoring is Scoring.CHICAGO_IMPS
    assert game.current.score == Chicago(with_imps=True) and game.current.dealer is Seat.N


def test_the_scoring_is_part_of_the_replay() -> None:
    game = _play_one(Game.new(13, Scoring.CHICAGO_IMPS)).apply(NEXT)
    assert Game.replay(13, game.actions, Scoring.CHICAGO_IMPS) == game
    assert Game.replay(13, game.actions).scoring is Scoring.RUBBER


def _random_action(rng: random.Random, game: Game) -> Action:
    state = game.current
    if state.phase is Phase.FINISHED:
        return NEXT
    if state.phase is Phase.AUCTION:
        legal = state.auction.legal_calls()
        # Pass often, so that some deals are passed out and auctions end.
        return Action.make_call(legal[0] if rng.random() < 0.6 else rng.choice(legal))
    assert state.play is not None
    return Action.play_card(rng.choice(state.play.legal_cards()))


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), scoring=st.sampled_from([Scoring.CHICAGO, Scoring.CHICAGO_IMPS]))
def test_a_chicago_is_always_four_played_deals_and_its_imps_are_the_deals_sum(
    seed: int, scoring: Scoring
) -> None:
    rng = random.Random(seed)
    game = Game.new(seed, scoring)
    played: list[tuple[Seat, dict[Side, bool]]] = []
    passed_out = 0
    imps_ns = 0
    while not (game.current.phase is Phase.FINISHED and game.current.score.is_over):
        before = game.current
        game = game.apply(_random_action(rng, game))
        if before.phase is not Phase.FINISHED and game.current.phase is Phase.FINISHED:
            state, result = game.current, game.current.result
            assert result is not None
            if result.passed_out:
                passed_out += 1
                continue
            played.append((state.dealer, state.vulnerable))
            assert result.declarer is not None
            imps_ns += score_against_target(
                state.deal, state.vulnerable, result.contract, result.declarer.side,
                result.declarer_tricks,
            ).imps_ns  # fmt: skip
    sheet = game.current.score
    assert isinstance(sheet, Chicago)
    assert sheet.deals == len(played) == 4
    assert [dealer for dealer, _ in played] == [Seat.N, Seat.E, Seat.S, Seat.W]
    assert len(game.history) + 1 == 4 + passed_out
    if scoring is Scoring.CHICAGO_IMPS:
        assert len(sheet.targets) == 4
        assert sheet.imps_ns == sum(t.imps_ns for t in sheet.targets) == imps_ns
    else:
        assert sheet.targets == ()
    assert sum(sheet.totals.values()) == sum(e.points for e in sheet.entries)
