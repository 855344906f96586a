"""Helpers shared by the engine tests: drive a game to a chosen contract, play it out."""

from __future__ import annotations

import random

from biritch.engine import (
    Action,
    ActionKind,
    Card,
    Contract,
    Doubling,
    Game,
    Phase,
    Play,
    Seat,
    Side,
    Trick,
)


def call(game: Game, text: str) -> Game:
    """Apply one call."""
    return game.apply(Action.make_call(text))


def bid_contract(game: Game, declarer: Seat, contract: str) -> Game:
    """Pass round to ``declarer``, who bids ``contract``; the next opponent doubles and
    declarer's partner redoubles if the contract says so; then three passes end it."""
    wanted = Contract.parse(contract)
    while game.current.turn is not declarer:
        game = call(game, "P")
    game = call(game, str(wanted.bid))
    if wanted.doubling >= Doubling.DOUBLED:
        game = call(game, "X")  # declarer's left-hand opponent
    if wanted.doubling is Doubling.REDOUBLED:
        game = call(game, "XX")  # declarer's partner
    for _ in range(3):
        game = call(game, "P")
    assert game.current.contract == wanted, game.current.auction
    assert game.current.declarer is declarer
    return game


def play_card(game: Game, card: str) -> Game:
    """Apply one card."""
    return game.apply(Action.play_card(card))


def play_out(game: Game, rng: random.Random | None = None, cards: int = 52) -> Game:
    """Play up to ``cards`` cards: the first legal card each time, or a random one."""
    for _ in range(cards):
        state = game.current
        if state.phase is not Phase.PLAY:
            break
        assert state.play is not None
        legal = state.play.legal_cards()
        choice = rng.choice(legal) if rng is not None else legal[0]
        game = game.apply(Action.play_card(choice))
    return game


def game_with_dealer(dealer: Seat) -> Game:
    """A new game whose first dealer is ``dealer`` (the first seed that draws it)."""
    for seed in range(1000):
        game = Game.new(seed)
        if game.current.dealer is dealer:
            return game
    raise AssertionError("no seed draws this dealer")


def _greedy(state_play: Play, legal: list[Card]) -> Card:
    """The cheapest card that wins the trick for the side to play, else the lowest card."""
    trick = state_play.current
    seat = state_play.turn
    assert seat is not None
    by_rank = sorted(legal, key=lambda c: c.rank)
    if trick.cards and trick.winner(state_play.trump).side is seat.side:
        return by_rank[0]
    for card in by_rank:
        trial = Trick(trick.leader, (*trick.cards, card))
        if trial.winner(state_play.trump) is seat:
            return card
    return by_rank[0]


def play_for(game: Game, side: Side) -> Game:
    """Play the deal out with ``side`` playing greedily and the other side its lowest card,
    so that ``side`` takes most of the tricks (deterministic)."""
    while game.current.phase is Phase.PLAY:
        state = game.current
        assert state.play is not None and state.turn is not None
        legal = state.play.legal_cards()
        if state.turn.side is side:
            choice = _greedy(state.play, legal)
        else:
            choice = min(legal, key=lambda c: c.rank)
        game = game.apply(Action.play_card(choice))
    return game


_GAME_CONTRACTS = ("3NT", "4S", "4H", "5D", "5C")


def win_deal(game: Game, side: Side, contracts: tuple[str, ...] = _GAME_CONTRACTS) -> Game:
    """Let ``side`` declare the first of ``contracts`` that it makes with :func:`play_for`."""
    for contract in contracts:
        for declarer in side.seats:
            done = play_for(bid_contract(game, declarer, contract), side)
            result = done.current.result
            assert result is not None
            if result.made:
                return done
    raise AssertionError(f"{side} makes none of {contracts} on this deal")


def pass_out(game: Game) -> Game:
    """Four passes."""
    for _ in range(4):
        game = call(game, "P")
    return game


def next_deal(game: Game) -> Game:
    """Press "Next deal"."""
    return game.apply(Action(ActionKind.NEXT_DEAL))


def win_game(game: Game, side: Side) -> Game:
    """Deal after deal until ``side`` wins a game with a game contract; deals it cannot make
    are passed out. Returns the game with the winning deal finished (not yet moved on)."""
    for _ in range(30):
        try:
            return win_deal(game, side)
        except AssertionError:
            game = next_deal(pass_out(game))
    raise AssertionError(f"{side} did not win a game in 30 deals")
