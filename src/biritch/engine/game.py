"""A game's life as a replay of actions: deal → auction → play → scored → next deal,
Restart, New game. The same seed and actions always give the same state, so a deal can
never be scored twice and a reload is a replay."""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from enum import StrEnum

from biritch.engine.auction import Auction
from biritch.engine.calls import Call
from biritch.engine.cards import Card, Deal, deal_cards
from biritch.engine.chicago import Chicago
from biritch.engine.contract import Contract
from biritch.engine.errors import IllegalError, InvalidError
from biritch.engine.play import Play
from biritch.engine.rubber import Rubber
from biritch.engine.scoresheet import (
    ScoreSheet,
    Scoring,
    new_sheet,
    record_passed_out,
    record_played,
)
from biritch.engine.seats import SEATS, Seat, Side
from biritch.engine.sheet import Entry

#: The person always sits South.
PERSON = Seat.S


class Phase(StrEnum):
    """Where the current deal stands."""

    AUCTION = "auction"
    PLAY = "play"
    FINISHED = "finished"


class ActionKind(StrEnum):
    """What an action does."""

    CALL = "call"
    PLAY = "play"
    NEXT_DEAL = "next_deal"
    RESTART = "restart"
    NEW_GAME = "new_game"


@dataclass(frozen=True, slots=True)
class Action:
    """One step of a game; prints as ``call 1NT``, ``play SA``, ``next_deal`` and parses back."""

    kind: ActionKind
    call: Call | None = None
    card: Card | None = None

    def __post_init__(self) -> None:
        # Accept the kind's plain string too ("call"), as JSON gives it; an unknown one is
        # malformed input, not a crash.
        try:
            object.__setattr__(self, "kind", ActionKind(self.kind))
        except ValueError:
            raise InvalidError(f"unknown action kind {self.kind!r}") from None
        if (self.kind is ActionKind.CALL) != (self.call is not None):
            raise InvalidError("a call action needs a call, and only a call action has one")
        if (self.kind is ActionKind.PLAY) != (self.card is not None):
            raise InvalidError("a play action needs a card, and only a play action has one")

    @classmethod
    def make_call(cls, call: Call | str) -> Action:
        """A call by the seat whose turn it is."""
        return cls(ActionKind.CALL, call=call if isinstance(call, Call) else Call.parse(call))

    @classmethod
    def play_card(cls, card: Card | str) -> Action:
        """A card played by (or for) the seat whose turn it is."""
        return cls(ActionKind.PLAY, card=card if isinstance(card, Card) else Card.parse(card))

    def __str__(self) -> str:
        if self.call is not None:
            return f"call {self.call}"
        if self.card is not None:
            return f"play {self.card}"
        return self.kind.value

    @classmethod
    def parse(cls, text: str) -> Action:
        """Inverse of ``str()``."""
        word, _, rest = text.strip().partition(" ")
        try:
            kind = ActionKind(word)
        except ValueError:
            raise InvalidError(f"unknown action {text!r}") from None
        if kind is ActionKind.CALL:
            return cls.make_call(rest)
        if kind is ActionKind.PLAY:
            return cls.play_card(rest)
        if rest:
            raise InvalidError(f"malformed action {text!r}")
        return cls(kind)


@dataclass(frozen=True, slots=True)
class DealResult:
    """How a finished deal ended: passed out, or the contract, tricks and the entries scored."""

    contract: Contract | None
    declarer: Seat | None
    declarer_tricks: int
    entries: tuple[Entry, ...]

    @property
    def passed_out(self) -> bool:
        """Nobody bid."""
        return self.contract is None

    @property
    def made(self) -> bool:
        """Whether the contract was made (False when passed out)."""
        return self.contract is not None and self.declarer_tricks >= self.contract.tricks_needed


@dataclass(frozen=True, slots=True)
class DealState:
    """One deal from the deal to its score."""

    number: int  # deals started in this game, 1-based; it also seeds the cards
    rubber_number: int
    number_in_rubber: int
    dealer: Seat
    deal: Deal
    score_before: ScoreSheet
    auction: Auction
    play: Play | None = None
    result: DealResult | None = None
    score: ScoreSheet = field(default_factory=Rubber)

    @property
    def phase(self) -> Phase:
        """Auction, play or finished."""
        if self.result is not None:
            return Phase.FINISHED
        return Phase.PLAY if self.play is not None else Phase.AUCTION

    @property
    def contract(self) -> Contract | None:
        """The contract once the auction is over (None if passed out)."""
        return self.auction.contract

    @property
    def declarer(self) -> Seat | None:
        """Declarer once the auction is over."""
        return self.auction.declarer

    @property
    def dummy(self) -> Seat | None:
        """Declarer's partner once the auction is over."""
        return None if self.declarer is None else self.declarer.partner

    @property
    def turn(self) -> Seat | None:
        """The seat whose call or card comes next (dummy's seat when dummy plays)."""
        if self.play is not None:
            return self.play.turn
        return self.auction.turn

    @property
    def decider(self) -> Seat | None:
        """The seat whose player decides the next action: declarer decides for dummy."""
        seat = self.turn
        if seat is not None and self.play is not None and seat == self.play.dummy:
            return self.play.declarer
        return seat

    def controlled_by_person(self, seat: Seat) -> bool:
        """The person plays South, and North too when South declares (North is dummy)."""
        if seat is PERSON:
            return self.play is None or self.play.declarer is not Seat.N
        return self.play is not None and seat is Seat.N and self.play.declarer is PERSON

    @property
    def person_to_act(self) -> bool:
        """Whether the next action is the person's."""
        seat = self.turn
        return seat is not None and self.controlled_by_person(seat)

    @property
    def vulnerable(self) -> dict[Side, bool]:
        """Vulnerability of each side for this deal."""
        return {side: self.score_before.vulnerable(side) for side in Side}


def _dealer_for_rubber(seed: int, rubber_number: int) -> Seat:
    return random.Random(f"{seed}:dealer:{rubber_number}").choice(SEATS)


def _fresh_deal(
    seed: int, number: int, rubber_number: int, in_rubber: int, dealer: Seat, score: ScoreSheet
) -> DealState:
    cards = deal_cards(random.Random(f"{seed}:deal:{number}"), dealer)
    return DealState(
        number, rubber_number, in_rubber, dealer, cards, score, Auction(dealer), score=score
    )


def _first_deal(seed: int, number: int, rubber_number: int, scoring: Scoring) -> DealState:
    """The first deal of a rubber (or Chicago) from a zero score: a rubber's first dealer is
    drawn at random (from the seed), a Chicago's is North."""
    sheet = new_sheet(scoring)
    if isinstance(sheet, Chicago):
        return _fresh_deal(seed, number, rubber_number, 1, sheet.dealer, sheet)
    return _fresh_deal(
        seed, number, rubber_number, 1, _dealer_for_rubber(seed, rubber_number), sheet
    )


@dataclass(frozen=True, slots=True)
class Game:
    """A game: its seed, its actions, and the state they lead to. ``scoring`` is chosen when
    the game is created and is part of its record, like the seed."""

    seed: int
    actions: tuple[Action, ...]
    current: DealState
    history: tuple[DealState, ...] = ()  # earlier deals that were finished
    scoring: Scoring = Scoring.RUBBER

    @classmethod
    def new(cls, seed: int, scoring: Scoring | str = Scoring.RUBBER) -> Game:
        """A new rubber (or Chicago) from a zero score."""
        scoring = Scoring.parse(scoring)
        return cls(seed, (), _first_deal(seed, 1, 1, scoring), scoring=scoring)

    @classmethod
    def replay(
        cls,
        seed: int,
        actions: list[Action] | tuple[Action, ...],
        scoring: Scoring | str = Scoring.RUBBER,
    ) -> Game:
        """Rebuild a game from its seed, its scoring and its actions."""
        game = cls.new(seed, scoring)
        for action in actions:
            game = game.apply(action)
        return game

    @property
    def version(self) -> int:
        """How many actions have been applied: the optimistic-concurrency version."""
        return len(self.actions)

    def apply(self, action: Action) -> Game:
        """The game after ``action``; raises :class:`IllegalError` (state unchanged) if the
        action is not allowed now."""
        current = self._next_state(action)
        history = self.history
        if action.kind is ActionKind.NEXT_DEAL and self.current.result is not None:
            history = (*history, self.current)
        if action.kind is ActionKind.NEW_GAME and self.current.result is not None:
            history = (*history, self.current)
        return Game(self.seed, (*self.actions, action), current, history, self.scoring)

    def _next_state(self, action: Action) -> DealState:
        cur = self.current
        if action.kind is ActionKind.CALL:
            assert action.call is not None
            return self._after_call(action.call)
        if action.kind is ActionKind.PLAY:
            assert action.card is not None
            return self._after_card(action.card)
        if action.kind is ActionKind.RESTART:
            return _fresh_deal(
                self.seed,
                cur.number,
                cur.rubber_number,
                cur.number_in_rubber,
                cur.dealer,
                cur.score_before,
            )
        if action.kind is ActionKind.NEXT_DEAL:
            if cur.score.is_over:
                return _first_deal(self.seed, cur.number + 1, cur.rubber_number + 1, self.scoring)
            if isinstance(cur.score, Chicago):
                # The sheet knows the next dealer: the same seat again after a passed-out deal.
                return _fresh_deal(
                    self.seed,
                    cur.number + 1,
                    cur.rubber_number,
                    cur.score.next_deal,
                    cur.score.dealer,
                    cur.score,
                )
            return _fresh_deal(
                self.seed,
                cur.number + 1,
                cur.rubber_number,
                cur.number_in_rubber + 1,
                cur.dealer.next(),
                cur.score,
            )
        return _first_deal(self.seed, cur.number + 1, cur.rubber_number + 1, self.scoring)

    def _after_call(self, call: Call) -> DealState:
        cur = self.current
        if cur.phase is not Phase.AUCTION:
            raise IllegalError("the auction is over; calls are not accepted now")
        auction = cur.auction.with_call(call)
        if not auction.is_complete:
            return replace(cur, auction=auction)
        if auction.is_passed_out:
            result = DealResult(None, None, 0, ())
            score = record_passed_out(cur.score_before, cur.number_in_rubber)
            return replace(cur, auction=auction, result=result, score=score)
        contract, declarer = auction.contract, auction.declarer
        assert contract is not None and declarer is not None
        return replace(cur, auction=auction, play=Play.start(cur.deal, contract, declarer))

    def _after_card(self, card: Card) -> DealState:
        cur = self.current
        if cur.phase is not Phase.PLAY or cur.play is None:
            raise IllegalError("cards can be played only during the play")
        play = cur.play.with_card(card)
        if not play.is_complete:
            return replace(cur, play=play)
        tricks = play.declarer_tricks
        score = record_played(
            cur.score_before, cur.deal, play.contract, play.declarer, tricks, cur.number_in_rubber
        )
        added = score.entries[len(cur.score_before.entries) :]
        result = DealResult(play.contract, play.declarer, tricks, added)
        return replace(cur, play=play, result=result, score=score)
