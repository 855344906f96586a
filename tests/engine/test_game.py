"""A game's life (engine/game.py): deals, the dealer's rotation, scoring once, Next deal,
Restart, New game, and replaying a game from its seed and actions."""

from __future__ import annotations

import pytest

from biritch.engine import (
    Action,
    ActionKind,
    Card,
    Game,
    IllegalError,
    InvalidError,
    Phase,
    Reason,
    Rubber,
    Seat,
    Side,
    honors_by_side,
)
from tests.engine._support import (
    bid_contract,
    call,
    next_deal,
    pass_out,
    play_for,
    play_out,
    win_deal,
    win_game,
)

RESTART = Action(ActionKind.RESTART)
NEW_GAME = Action(ActionKind.NEW_GAME)


# --- a new game ------------------------------------------------------------------------


def test_a_new_game_starts_the_first_deal_of_a_rubber_from_zero() -> None:
    state = Game.new(42).current
    assert (state.number, state.rubber_number, state.number_in_rubber) == (1, 1, 1)
    assert state.phase is Phase.AUCTION
    assert state.score_before == Rubber() and state.score == Rubber()
    assert state.auction.dealer is state.dealer and state.turn is state.dealer
    state.deal.validate()
    assert state.vulnerable == {Side.NS: False, Side.EW: False}


def test_the_same_seed_gives_the_same_game_and_other_seeds_other_deals() -> None:
    assert Game.new(5) == Game.new(5)
    assert len({str(Game.new(seed).current.deal) for seed in range(10)}) == 10


def test_the_first_dealer_is_drawn_from_the_seed() -> None:
    assert {Game.new(seed).current.dealer for seed in range(40)} == set(Seat)


# --- the dealer's rotation -------------------------------------------------------------


def test_the_deal_passes_clockwise_after_a_played_deal() -> None:
    game = play_out(bid_contract(Game.new(3), Seat.E, "2D"))
    first = game.current.dealer
    assert game.current.phase is Phase.FINISHED
    game = next_deal(game)
    assert game.current.dealer is first.next()
    assert game.current.number == 2 and game.current.number_in_rubber == 2


def test_the_deal_passes_clockwise_also_after_a_passed_out_deal() -> None:
    game = Game.new(3)
    dealers = [game.current.dealer]
    for _ in range(5):
        game = next_deal(pass_out(game))
        dealers.append(game.current.dealer)
    assert dealers == [dealers[0].next(i) for i in range(6)]


def test_each_deal_has_new_cards() -> None:
    game = Game.new(3)
    deals = {str(game.current.deal)}
    for _ in range(3):
        game = next_deal(pass_out(game))
        deals.add(str(game.current.deal))
    assert len(deals) == 4


# --- passed out ------------------------------------------------------------------------


def test_four_passes_finish_the_deal_with_no_score() -> None:
    game = pass_out(Game.new(8))
    state = game.current
    assert state.phase is Phase.FINISHED
    assert state.result is not None and state.result.passed_out and not state.result.made
    assert state.result.entries == ()
    assert state.score.entries == () and state.score.totals == {Side.NS: 0, Side.EW: 0}
    assert state.play is None and state.turn is None and not state.person_to_act


def test_a_passed_out_deal_scores_no_honors_even_with_four_aces() -> None:
    # Find a deal where one hand holds four honors in some suit or all four aces.
    for seed in range(2000):
        game = Game.new(seed)
        deal = game.current.deal
        if any(sum(honors_by_side(deal, s).values()) for s in ("S", "H", "D", "C", "NT")):
            break
    else:
        raise AssertionError("no deal with honors in 2000 seeds")
    state = pass_out(game).current
    assert state.score.entries == ()


# --- a played deal is scored exactly once ----------------------------------------------


def test_a_played_deal_is_scored_from_its_tricks_and_honors() -> None:
    game = play_out(bid_contract(Game.new(11), Seat.S, "4HX"))
    state = game.current
    assert state.phase is Phase.FINISHED and state.play is not None
    result = state.result
    assert result is not None and result.contract is not None
    assert str(result.contract) == "4HX" and result.declarer is Seat.S
    assert result.declarer_tricks == state.play.declarer_tricks
    honors = honors_by_side(state.deal, result.contract.strain)
    expected = Rubber().add_deal(
        "NS", "4HX", result.declarer_tricks, honors[Side.NS], honors[Side.EW], deal=1
    )
    assert state.score == expected
    assert result.entries == expected.entries
    assert result.made == (result.declarer_tricks >= 10)


def test_honors_of_a_played_deal_go_to_the_side_that_holds_them() -> None:
    for seed in range(2000):
        game = Game.new(seed)
        if honors_by_side(game.current.deal, "S")[Side.EW]:
            break
    else:
        raise AssertionError("no deal with EW spade honors in 2000 seeds")
    state = play_out(bid_contract(game, Seat.N, "1S")).current
    honors = [(e.side, e.points) for e in state.score.entries if e.reason is Reason.HONORS]
    assert honors == [(Side.EW, honors_by_side(state.deal, "S")[Side.EW])]


def test_no_card_or_call_is_accepted_once_the_deal_is_finished() -> None:
    game = play_out(bid_contract(Game.new(11), Seat.W, "1NT"))
    assert game.current.phase is Phase.FINISHED
    for action in (Action.play_card("SA"), Action.make_call("P"), Action.make_call("1C")):
        with pytest.raises(IllegalError):
            game.apply(action)
    result = game.current.result
    assert result is not None
    assert game.current.score.entries == result.entries


def test_a_card_during_the_auction_and_a_call_during_the_play_are_illegal() -> None:
    game = Game.new(1)
    with pytest.raises(IllegalError):
        game.apply(Action.play_card("SA"))
    game = bid_contract(game, Seat.N, "1C")
    with pytest.raises(IllegalError):
        game.apply(Action.make_call("P"))


def test_an_illegal_action_leaves_the_game_as_it_was() -> None:
    game = bid_contract(Game.new(1), Seat.N, "1C")
    snapshot = Game.replay(game.seed, game.actions)
    assert game.current.play is not None
    wrong = next(c for c in game.current.deal[Seat.N])  # not the opening leader's card
    for action in (Action.play_card(wrong), Action.make_call("2C")):
        with pytest.raises(IllegalError):
            game.apply(action)
    assert game == snapshot and game.version == snapshot.version


def test_an_illegal_call_raises_an_illegal_error() -> None:
    game = call(Game.new(1), "1NT")
    for text in ("1C", "XX"):
        with pytest.raises(IllegalError):
            call(game, text)
    with pytest.raises(IllegalError):
        call(call(game, "P"), "X")  # partner's bid


# --- the rubber across deals -----------------------------------------------------------


def test_vulnerability_of_a_deal_comes_from_the_score_before_it() -> None:
    game = win_game(Game.new(2), Side.NS)
    state = game.current
    assert state.vulnerable == {Side.NS: False, Side.EW: False}
    assert state.score.games[Side.NS] == 1
    game = next_deal(game)
    assert game.current.vulnerable == {Side.NS: True, Side.EW: False}
    assert game.current.score_before == state.score


def test_next_deal_after_a_finished_rubber_starts_a_new_rubber_from_zero() -> None:
    game = next_deal(win_game(Game.new(2), Side.EW))
    game = win_game(game, Side.EW)
    finished = game.current
    assert finished.score.is_over and finished.score.winner is Side.EW
    game = next_deal(game)
    state = game.current
    assert state.rubber_number == finished.rubber_number + 1
    assert state.number_in_rubber == 1 and state.number == finished.number + 1
    assert state.score_before == Rubber() and state.score == Rubber()
    assert state.vulnerable == {Side.NS: False, Side.EW: False}
    assert game.history[-1] == finished


def test_next_deal_keeps_the_rubber_score() -> None:
    game = play_out(bid_contract(Game.new(6), Seat.N, "2C"))
    score = game.current.score
    game = next_deal(game)
    assert game.current.score_before == score and game.current.score == score
    assert game.current.rubber_number == 1


def test_finished_deals_are_kept_in_the_history() -> None:
    game = Game.new(6)
    game = next_deal(pass_out(game))
    game = next_deal(play_out(bid_contract(game, Seat.E, "1H")))
    assert [s.number for s in game.history] == [1, 2]
    assert all(s.phase is Phase.FINISHED for s in game.history)


def test_next_deal_in_the_middle_of_a_deal_abandons_it_unscored() -> None:
    start = Game.new(6)
    game = play_out(bid_contract(start, Seat.S, "3NT"), cards=13)
    game = next_deal(game)
    state = game.current
    assert state.number == 2 and state.dealer is start.current.dealer.next()
    assert state.score_before == Rubber()
    # Kept in the history as abandoned: unfinished and unscored.
    assert len(game.history) == 1 and game.history[0].result is None
    assert game.history[0].in_progress


def test_leaving_a_deal_nobody_has_called_in_records_nothing() -> None:
    game = next_deal(Game.new(6))
    assert game.history == () and game.current.number == 2


# --- Restart ---------------------------------------------------------------------------


def _assert_restarted(restarted: Game, before: Game) -> None:
    """The current deal of ``restarted`` is exactly the fresh state of ``before``'s deal."""
    fresh = Game.replay(before.seed, before.actions).current
    state = restarted.current
    assert state.deal == fresh.deal and state.dealer == fresh.dealer
    assert state.number == fresh.number and state.number_in_rubber == fresh.number_in_rubber
    assert state.score_before == fresh.score_before and state.score == fresh.score_before
    assert state.phase is Phase.AUCTION and state.auction.calls == ()
    assert state.play is None and state.result is None


def test_restart_mid_auction_replays_the_same_cards_and_dealer() -> None:
    game = next_deal(pass_out(Game.new(4)))
    start = game
    game = call(call(game, "1C"), "1H")
    _assert_restarted(game.apply(RESTART), start)
    assert game.apply(RESTART).current == start.current


def test_restart_mid_play_replays_the_deal_from_the_start() -> None:
    start = next_deal(play_out(bid_contract(Game.new(4), Seat.S, "3NT")))
    game = play_out(bid_contract(start, Seat.W, "2S"), cards=9)
    assert game.current.phase is Phase.PLAY
    assert game.apply(RESTART).current == start.current


def test_restart_after_the_deal_was_scored_restores_the_score_before_it() -> None:
    start = next_deal(play_out(bid_contract(Game.new(4), Seat.S, "3NT")))
    before = start.current.score
    game = play_out(bid_contract(start, Seat.E, "4SX"))
    assert game.current.phase is Phase.FINISHED and game.current.score != before
    restarted = game.apply(RESTART)
    assert restarted.current == start.current
    assert restarted.current.score == before
    # Restart does not put the abandoned deal into the history.
    assert restarted.history == start.history


def test_restart_after_the_deal_that_ended_the_rubber_undoes_the_end() -> None:
    game = win_game(Game.new(2), Side.NS)
    game = next_deal(game)
    start = game
    game = win_game(game, Side.NS)
    assert game.current.score.is_over
    restarted = game.apply(RESTART)
    assert restarted.current.number == game.current.number
    assert not restarted.current.score.is_over
    assert restarted.current.score == game.current.score_before
    assert restarted.current.deal == game.current.deal
    assert restarted.current.dealer == game.current.dealer
    assert restarted.current.rubber_number == start.current.rubber_number


def test_restart_after_a_passed_out_deal_deals_the_same_cards_again() -> None:
    start = Game.new(9)
    game = pass_out(start).apply(RESTART)
    assert game.current == start.current


def test_restart_then_the_same_actions_give_the_same_result() -> None:
    start = Game.new(12)
    played = play_out(bid_contract(start, Seat.N, "4S"))
    again = play_out(bid_contract(played.apply(RESTART), Seat.N, "4S"))
    assert again.current == played.current


# --- New game --------------------------------------------------------------------------


def test_new_game_is_a_new_rubber_from_zero() -> None:
    game = next_deal(win_game(Game.new(2), Side.NS))
    assert game.current.score.totals[Side.NS] > 0
    game = call(game, "1C").apply(NEW_GAME)
    state = game.current
    # The counter the person sees is the new game's: rubber 1 again.
    assert state.rubber_number == 1 and state.number_in_rubber == 1
    assert state.game_number == 2
    assert state.score_before == Rubber() and state.score == Rubber()
    assert state.phase is Phase.AUCTION and state.auction.calls == ()


def test_new_game_deals_new_cards() -> None:
    game = Game.new(2)
    assert game.apply(NEW_GAME).current.deal != game.current.deal


# --- replay and actions ----------------------------------------------------------------


def test_replaying_a_games_actions_reproduces_it_exactly() -> None:
    game = Game.new(77)
    game = next_deal(pass_out(game))
    game = play_out(bid_contract(game, Seat.S, "3NT"), cards=20).apply(RESTART)
    game = next_deal(play_for(bid_contract(game, Seat.N, "2HX"), Side.NS))
    game = call(game, "1NT").apply(NEW_GAME)
    game = win_deal(game, Side.EW, ("1NT", "1C", "1D", "1H", "1S"))
    assert Game.replay(77, game.actions) == game
    assert Game.replay(77, list(game.actions)) == game
    assert game.version == len(game.actions)


def test_replay_of_text_actions_reproduces_the_game() -> None:
    game = play_out(bid_contract(Game.new(5), Seat.E, "3C"))
    texts = [str(a) for a in game.actions]
    assert Game.replay(5, [Action.parse(t) for t in texts]) == game


@pytest.mark.parametrize(
    "text", ["call 1NT", "call 7C", "call P", "call X", "call XX", "play SA", "play HT"]
)
def test_action_text_round_trips(text: str) -> None:
    assert str(Action.parse(text)) == text
    assert Action.parse(str(Action.parse(text))) == Action.parse(text)


@pytest.mark.parametrize("kind", [ActionKind.NEXT_DEAL, ActionKind.RESTART, ActionKind.NEW_GAME])
def test_plain_actions_print_as_their_kind(kind: ActionKind) -> None:
    action = Action(kind)
    assert str(action) == kind.value
    assert Action.parse(kind.value) == action


def test_actions_accept_calls_and_cards_as_objects_or_text() -> None:
    assert Action.play_card(Card.parse("HT")) == Action.play_card("H10")
    assert Action.make_call("pass") == Action.parse("call P")


@pytest.mark.parametrize(
    "text", ["", "bid 1NT", "call", "call 8C", "play", "play S1", "next_deal now", "restart x"]
)
def test_malformed_action_text_is_invalid(text: str) -> None:
    with pytest.raises(InvalidError):
        Action.parse(text)


def test_an_action_must_carry_exactly_what_its_kind_needs() -> None:
    with pytest.raises(InvalidError):
        Action(ActionKind.CALL)
    with pytest.raises(InvalidError):
        Action(ActionKind.PLAY)
    with pytest.raises(InvalidError):
        Action(ActionKind.RESTART, card=Card.parse("SA"))
