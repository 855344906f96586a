"""Properties (hypothesis): random legal auctions and play-throughs, rubber arithmetic,
replays, and ``parse(str(x)) == x`` for every shorthand."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from biritch.engine import (
    ALL_BIDS,
    DOUBLE,
    FULL_DECK,
    PASS,
    REDOUBLE,
    Action,
    ActionKind,
    Auction,
    Bid,
    Call,
    Card,
    Contract,
    Deal,
    Double,
    Doubling,
    Game,
    Hand,
    IllegalError,
    Pass,
    Phase,
    Play,
    Reason,
    Redouble,
    Rubber,
    Seat,
    Side,
    Strain,
    deal_cards,
)

FEW = settings(max_examples=40, deadline=None)
SOME = settings(max_examples=100, deadline=None)

EVERY_CALL: tuple[Call, ...] = (PASS, DOUBLE, REDOUBLE, *ALL_BIDS)
seats = st.sampled_from(list(Seat))
calls = st.sampled_from(EVERY_CALL)
cards = st.sampled_from(FULL_DECK)
contracts = st.builds(
    Contract, st.integers(1, 7), st.sampled_from(list(Strain)), st.sampled_from(list(Doubling))
)


def _draw_call(data: st.DataObject, auction: Auction) -> Call:
    """A legal call, passing about half the time so that auctions end."""
    legal = auction.legal_calls()
    if data.draw(st.booleans(), label="pass?"):
        return PASS
    others = [c for c in legal if c != PASS]
    return data.draw(st.sampled_from(others), label="call") if others else PASS


def _random_auction(data: st.DataObject, dealer: Seat) -> Auction:
    auction = Auction(dealer)
    while not auction.is_complete:
        legal = auction.legal_calls()
        # Every call not listed is refused, and refusing leaves the auction alone.
        illegal = [c for c in EVERY_CALL if c not in legal]
        if illegal:
            wrong = data.draw(st.sampled_from(illegal), label="illegal")
            with pytest.raises(IllegalError):
                auction.with_call(wrong)
        auction = auction.with_call(_draw_call(data, auction))
    return auction


# --- auctions --------------------------------------------------------------------------


@SOME
@given(dealer=seats, data=st.data())
def test_random_legal_auctions_end_correctly(dealer: Seat, data: st.DataObject) -> None:
    auction = _random_auction(data, dealer)
    calls_made = auction.calls
    assert auction.is_complete and auction.turn is None and auction.legal_calls() == []
    # It became complete only at its last call.
    assert not any(Auction(dealer, calls_made[:n]).is_complete for n in range(len(calls_made)))
    bids = [(i, c) for i, c in enumerate(calls_made) if isinstance(c, Bid)]
    if not bids:
        assert auction.is_passed_out and calls_made == (PASS,) * 4
        assert auction.contract is None and auction.declarer is None
        return
    assert not auction.is_passed_out
    assert all(isinstance(c, Pass) for c in calls_made[-3:]) and len(calls_made) >= 4
    last_index, last = bids[-1]
    after = calls_made[last_index + 1 :]
    doubling = (
        Doubling.REDOUBLED
        if any(isinstance(c, Redouble) for c in after)
        else Doubling.DOUBLED
        if any(isinstance(c, Double) for c in after)
        else Doubling.NONE
    )
    assert auction.contract == Contract(last.level, last.strain, doubling)
    declarer = auction.declarer
    assert declarer is not None
    side = dealer.next(last_index).side
    assert declarer.side is side
    named = [
        dealer.next(i) for i, b in bids if b.strain is last.strain and dealer.next(i).side is side
    ]
    assert declarer is named[0]
    # Bids only ever go up.
    assert all(b > a for (_, a), (_, b) in pairwise(bids))


@SOME
@given(dealer=seats, data=st.data())
def test_doubles_and_redoubles_are_legal_exactly_when_the_rules_say(
    dealer: Seat, data: st.DataObject
) -> None:
    auction = Auction(dealer)
    while not auction.is_complete:
        turn = auction.turn
        assert turn is not None
        bids = [i for i, c in enumerate(auction.calls) if isinstance(c, Bid)]
        if bids:
            by = dealer.next(bids[-1]).side
            after = auction.calls[bids[-1] + 1 :]
            doubled = any(isinstance(c, Double) for c in after)
            redoubled = any(isinstance(c, Redouble) for c in after)
            assert auction.is_legal(DOUBLE) == (by is not turn.side and not doubled)
            assert auction.is_legal(REDOUBLE) == (by is turn.side and doubled and not redoubled)
        else:
            assert not auction.is_legal(DOUBLE) and not auction.is_legal(REDOUBLE)
        auction = auction.with_call(_draw_call(data, auction))


# --- play ------------------------------------------------------------------------------


@FEW
@given(
    seed=st.integers(0, 10**6),
    contract=contracts,
    declarer=seats,
    data=st.data(),
)
def test_random_legal_play_throughs_use_each_card_once_and_give_13_tricks(
    seed: int, contract: Contract, declarer: Seat, data: st.DataObject
) -> None:
    deal = deal_cards(random.Random(seed))
    play = Play.start(deal, contract, declarer)
    assert play.turn is declarer.lho
    while not play.is_complete:
        seat = play.turn
        assert seat is not None
        hand = play.remaining[seat]
        legal = play.legal_cards()
        led = play.current.suit_led
        if led is not None and hand.length(led):
            assert all(c.suit is led for c in legal) and len(legal) == hand.length(led)
        else:
            assert set(legal) == set(hand.cards)
        wrong = [c for c in FULL_DECK if c not in legal]
        if wrong:
            bad = data.draw(st.sampled_from(wrong), label="illegal card")
            with pytest.raises(IllegalError):
                play.with_card(bad)
        play = play.with_card(data.draw(st.sampled_from(legal), label="card"))
    played = [card for _, card in play.played_cards()]
    assert len(played) == 52 and set(played) == set(FULL_DECK)
    assert all(deal.holder(card) is seat for seat, card in play.played_cards())
    assert len(play.tricks) == 13
    assert play.tricks_won(Side.NS) + play.tricks_won(Side.EW) == 13
    assert play.tricks[0].leader is declarer.lho
    for before, after in pairwise(play.tricks):
        assert after.leader is before.winner(play.trump)
    for trick in play.tricks:
        winner = trick.cards[trick.winning_index(play.trump)]
        trumps = [c for c in trick.cards if c.suit is play.trump]
        if trumps:
            assert winner == max(trumps, key=lambda c: c.rank)
        else:
            led = [c for c in trick.cards if c.suit is trick.suit_led]
            assert winner == max(led, key=lambda c: c.rank)


# --- the rubber ------------------------------------------------------------------------

deals = st.tuples(
    st.sampled_from(list(Side)),
    contracts,
    st.integers(0, 13),
    st.sampled_from([0, 0, 0, 100, 150]),
    st.sampled_from([0, 0, 0, 100, 150]),
)


@SOME
@given(st.lists(deals, max_size=30))
def test_rubber_totals_are_the_sum_of_entries_and_never_negative(
    played: list[tuple[Side, Contract, int, int, int]],
) -> None:
    rubber = Rubber()
    partial = {side: 0 for side in Side}
    games = {side: 0 for side in Side}
    for side, contract, tricks, honors_ns, honors_ew in played:
        if rubber.is_over:
            with pytest.raises(IllegalError):
                rubber.add_deal(side, contract, tricks, honors_ns, honors_ew)
            break
        before = rubber
        rubber = rubber.add_deal(side, contract, tricks, honors_ns, honors_ew)
        assert before.entries == rubber.entries[: len(before.entries)]
        # An independent account of games: below-the-line points of the current game.
        if tricks >= contract.tricks_needed:
            partial[side] += rubber.entries[len(before.entries)].points
            if partial[side] >= 100:
                games[side] += 1
                partial = {s: 0 for s in Side}
        assert rubber.games == games
        assert rubber.partscores == partial
        assert all(rubber.vulnerable(s) == (games[s] > 0) for s in Side)
    assert all(e.points > 0 for e in rubber.entries)
    assert rubber.totals == {
        side: sum(e.points for e in rubber.entries if e.side is side) for side in Side
    }
    bonuses = [e for e in rubber.entries if e.reason is Reason.RUBBER]
    assert rubber.is_over == bool(bonuses) == (max(games.values()) == 2)
    if bonuses:
        (bonus,) = bonuses
        assert bonus.side is rubber.game_winners[-1]
        assert bonus.points == (500 if games[bonus.side.other] else 700)
        totals = rubber.totals
        if totals[Side.NS] != totals[Side.EW]:
            assert rubber.winner is max(Side, key=lambda s: totals[s])


# --- games and replays -----------------------------------------------------------------


def _draw_action(data: st.DataObject, game: Game) -> Action:
    state = game.current
    roll = data.draw(st.integers(0, 99), label="roll")
    if roll == 0:
        return Action(ActionKind.NEW_GAME)
    if roll == 1:
        return Action(ActionKind.RESTART)
    if state.phase is Phase.FINISHED:
        return Action(ActionKind.NEXT_DEAL)
    if state.phase is Phase.AUCTION:
        return Action.make_call(_draw_call(data, state.auction))
    assert state.play is not None
    return Action.play_card(data.draw(st.sampled_from(state.play.legal_cards()), label="card"))


@FEW
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 250), data=st.data())
def test_replaying_a_games_actions_reproduces_it_exactly(
    seed: int, steps: int, data: st.DataObject
) -> None:
    game = Game.new(seed)
    for _ in range(steps):
        game = game.apply(_draw_action(data, game))
        state = game.current
        assert all(e.points > 0 for e in state.score.entries)
        assert state.score.entries[: len(state.score_before.entries)] == state.score_before.entries
    assert Game.replay(seed, game.actions) == game
    assert Game.replay(seed, [Action.parse(str(a)) for a in game.actions]) == game


# --- round trips -----------------------------------------------------------------------


@SOME
@given(calls)
def test_call_round_trips(call: Call) -> None:
    assert Call.parse(str(call)) == call


@SOME
@given(cards)
def test_card_round_trips(card: Card) -> None:
    assert Card.parse(str(card)) == card


@SOME
@given(st.sets(cards, max_size=13))
def test_hand_round_trips(held: set[Card]) -> None:
    hand = Hand.of(held)
    assert Hand.parse(str(hand)) == hand
    assert Hand.parse(hand.to_pbn()) == hand


@SOME
@given(seed=st.integers(0, 10**9), dealer=seats, first=seats)
def test_deal_round_trips_through_pbn(seed: int, dealer: Seat, first: Seat) -> None:
    deal = deal_cards(random.Random(seed), dealer)
    assert Deal.parse(str(deal)) == deal
    assert Deal.parse(deal.to_pbn(first)) == deal


@SOME
@given(contracts)
def test_contract_round_trips(contract: Contract) -> None:
    assert Contract.parse(str(contract)) == contract


actions = st.one_of(
    calls.map(Action.make_call),
    cards.map(Action.play_card),
    st.sampled_from([ActionKind.NEXT_DEAL, ActionKind.RESTART, ActionKind.NEW_GAME]).map(Action),
)


@SOME
@given(actions)
def test_action_round_trips(action: Action) -> None:
    assert Action.parse(str(action)) == action
