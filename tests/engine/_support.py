"""Helpers shared by the engine tests: drive a game to a chosen contract, play it out."""

from __future__ import annotations

import random

from biritch.engine import Action, Contract, Doubling, Game, Phase, Seat


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
