"""A game's life as a replay of actions: deal → auction → play → scored → next deal,
Restart, New game. The same seed and actions always give the same state, so a deal can
never be scored twice and a reload is a replay."""

from __future__ import annotations

import random
import re
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
    UNDO = "undo"
    CLAIM = "claim"


@dataclass(frozen=True, slots=True)
class Action:
    """One step of a game; prints as ``call 1NT``, ``play SA``, ``next_deal`` and parses back."""

    kind: ActionKind
    call: Call | None = None
    card: Card | None = None
    #: A claim's tricks for South's side from now on, and the tricks double dummy gives
    #: that side from the same position (the server solves it; the engine does no search).
    tricks: int | None = None
    dd_tricks: int | None = None

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
        claim = self.kind is ActionKind.CLAIM
        if claim != (self.tricks is not None and self.dd_tricks is not None):
            raise InvalidError("a claim needs its tricks and the double-dummy tricks")
        if claim and not (0 <= self.tricks <= 13 and 0 <= self.dd_tricks <= 13):  # type: ignore[operator]
            raise InvalidError("a claim's tricks are between 0 and 13")

    @classmethod
    def make_call(cls, call: Call | str) -> Action:
        """A call by the seat whose turn it is."""
        return cls(ActionKind.CALL, call=call if isinstance(call, Call) else Call.parse(call))

    @classmethod
    def play_card(cls, card: Card | str) -> Action:
        """A card played by (or for) the seat whose turn it is."""
        return cls(ActionKind.PLAY, card=card if isinstance(card, Card) else Card.parse(card))

    @classmethod
    def claim(cls, tricks: int, dd_tricks: int) -> Action:
        """South's side claims ``tricks`` of the remaining tricks; ``dd_tricks`` is what
        double dummy gives that side from this position."""
        return cls(ActionKind.CLAIM, tricks=tricks, dd_tricks=dd_tricks)

    def __str__(self) -> str:
        if self.call is not None:
            return f"call {self.call}"
        if self.card is not None:
            return f"play {self.card}"
        if self.kind is ActionKind.CLAIM:
            return f"claim {self.tricks} dd {self.dd_tricks}"
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
        if kind is ActionKind.CLAIM:
            match = re.fullmatch(r"(\d{1,2}) dd (\d{1,2})", rest)
            if match is None:
                raise InvalidError(f"malformed action {text!r}")
            return cls.claim(int(match[1]), int(match[2]))
        if rest:
            raise InvalidError(f"malformed action {text!r}")
        return cls(kind)


@dataclass(frozen=True, slots=True)
class Claim:
    """South's side claimed ``tricks`` of the remaining ones; double dummy gave it
    ``dd_tricks`` from that position. The claim stands when double dummy gives at least as
    many; otherwise the remaining tricks go as double dummy gives them (Law 70's doubtful
    points go against the claimer)."""

    tricks: int
    dd_tricks: int

    @property
    def stands(self) -> bool:
        """Whether the claim was accepted as made."""
        return self.dd_tricks >= self.tricks

    @property
    def awarded(self) -> int:
        """The remaining tricks that go to South's side."""
        return self.tricks if self.stands else self.dd_tricks


@dataclass(frozen=True, slots=True)
class DealResult:
    """How a finished deal ended: passed out, or the contract, tricks and the entries scored."""

    contract: Contract | None
    declarer: Seat | None
    declarer_tricks: int
    entries: tuple[Entry, ...]
    claim: Claim | None = None

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
    #: New games started in this game's life, 1-based: the rubber counter restarts with each.
    game_number: int = 1
    #: How many times the person took back an action in this deal.
    undos: int = 0

    @property
    def in_progress(self) -> bool:
        """Begun (someone has called) and not finished: leaving it would lose something."""
        return self.result is None and bool(self.auction.calls)

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
        if self.result is not None:
            return None  # a claim ends the deal with cards still in the hands
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


def _dealer_for_rubber(seed: int, rubber_number: int, game_number: int = 1) -> Seat:
    # The first game keeps the key it always had, so stored games replay unchanged.
    key = f"{seed}:dealer:{rubber_number}"
    if game_number > 1:
        key = f"{seed}:dealer:{game_number}:{rubber_number}"
    return random.Random(key).choice(SEATS)


def _fresh_deal(
    seed: int,
    number: int,
    rubber_number: int,
    in_rubber: int,
    dealer: Seat,
    score: ScoreSheet,
    game_number: int = 1,
) -> DealState:
    cards = deal_cards(random.Random(f"{seed}:deal:{number}"), dealer)
    return DealState(
        number,
        rubber_number,
        in_rubber,
        dealer,
        cards,
        score,
        Auction(dealer),
        score=score,
        game_number=game_number,
    )


def _first_deal(
    seed: int, number: int, rubber_number: int, scoring: Scoring, game_number: int = 1
) -> DealState:
    """The first deal of a rubber (or Chicago) from a zero score: a rubber's first dealer is
    drawn at random (from the seed), a Chicago's is North."""
    sheet = new_sheet(scoring)
    if isinstance(sheet, Chicago):
        dealer = sheet.dealer
    else:
        dealer = _dealer_for_rubber(seed, rubber_number, game_number)
    return _fresh_deal(seed, number, rubber_number, 1, dealer, sheet, game_number)


@dataclass(frozen=True, slots=True)
class Game:
    """A game: its seed, its actions, and the state they lead to. ``scoring`` is chosen when
    the game is created and is part of its record, like the seed."""

    seed: int
    actions: tuple[Action, ...]
    current: DealState
    history: tuple[DealState, ...] = ()  # earlier deals: finished, or abandoned unfinished
    #: The current deal as dealt, and the calls and cards that stand in it (each with
    #: whether the person made it): an undo replays them from ``start`` without the last
    #: of the person's and what followed it.
    start: DealState | None = None
    live: tuple[tuple[Action, bool], ...] = ()
    scoring: Scoring = Scoring.RUBBER

    @classmethod
    def new(cls, seed: int, scoring: Scoring | str = Scoring.RUBBER) -> Game:
        """A new rubber (or Chicago) from a zero score."""
        scoring = Scoring.parse(scoring)
        first = _first_deal(seed, 1, 1, scoring)
        return cls(seed, (), first, start=first, scoring=scoring)

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
        cur = self.current
        actions = (*self.actions, action)
        if action.kind in (ActionKind.CALL, ActionKind.PLAY, ActionKind.CLAIM):
            state = _step(cur, action)
            live = (*self.live, (action, cur.person_to_act))
            return replace(self, actions=actions, current=state, live=live)
        if action.kind is ActionKind.UNDO:
            return self._after_undo(actions)
        fresh = self._fresh(action.kind)
        history = self.history
        # A finished deal, or one left unfinished (abandoned, unscored), goes to the
        # history; a deal nobody has called in yet is simply not played.
        if action.kind is not ActionKind.RESTART and (cur.result is not None or cur.in_progress):
            history = (*history, cur)
        return replace(self, actions=actions, current=fresh, history=history, start=fresh, live=())

    def _after_undo(self, actions: tuple[Action, ...]) -> Game:
        cur = self.current
        if cur.result is not None:
            raise IllegalError("the deal is over; nothing can be taken back")
        mine = [i for i, (_, by_person) in enumerate(self.live) if by_person]
        if not mine:
            raise IllegalError("you have made no call or card in this deal to take back")
        live = self.live[: mine[-1]]
        state = self.start if self.start is not None else cur
        for action, _ in live:
            state = _step(state, action)
        state = replace(state, undos=cur.undos + 1)
        return replace(self, actions=actions, current=state, live=live)

    def _fresh(self, kind: ActionKind) -> DealState:
        cur = self.current
        seed = self.seed
        if kind is ActionKind.RESTART:
            return _fresh_deal(
                seed,
                cur.number,
                cur.rubber_number,
                cur.number_in_rubber,
                cur.dealer,
                cur.score_before,
                cur.game_number,
            )
        if kind is ActionKind.NEXT_DEAL:
            if cur.score.is_over:
                return _first_deal(
                    seed, cur.number + 1, cur.rubber_number + 1, self.scoring, cur.game_number
                )
            if isinstance(cur.score, Chicago):
                # The sheet knows the next dealer: the same seat again after a passed-out deal.
                return _fresh_deal(
                    seed,
                    cur.number + 1,
                    cur.rubber_number,
                    cur.score.next_deal,
                    cur.score.dealer,
                    cur.score,
                    cur.game_number,
                )
            return _fresh_deal(
                seed,
                cur.number + 1,
                cur.rubber_number,
                cur.number_in_rubber + 1,
                cur.dealer.next(),
                cur.score,
                cur.game_number,
            )
        # A new game: its rubbers count from 1 again; the cards keep the running deal
        # number, so they are new cards.
        return _first_deal(seed, cur.number + 1, 1, self.scoring, cur.game_number + 1)


def _step(cur: DealState, action: Action) -> DealState:
    """The deal after a call, a card or a claim."""
    if action.kind is ActionKind.CALL:
        assert action.call is not None
        return _after_call(cur, action.call)
    if action.kind is ActionKind.PLAY:
        assert action.card is not None
        return _after_card(cur, action.card)
    assert action.tricks is not None and action.dd_tricks is not None
    return _after_claim(cur, Claim(action.tricks, action.dd_tricks))


def _after_call(cur: DealState, call: Call) -> DealState:
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


def _after_card(cur: DealState, card: Card) -> DealState:
    if cur.phase is not Phase.PLAY or cur.play is None:
        raise IllegalError("cards can be played only during the play")
    play = cur.play.with_card(card)
    if not play.is_complete:
        return replace(cur, play=play)
    return _scored(replace(cur, play=play), play.declarer_tricks, None)


def _after_claim(cur: DealState, claim: Claim) -> DealState:
    play = cur.play
    if cur.phase is not Phase.PLAY or play is None:
        raise IllegalError("a claim is made only during the play")
    if play.declarer is Seat.N:
        raise IllegalError("your partner declares: only declarer or a defender may claim")
    remaining = 13 - len(play.tricks)
    if claim.tricks > remaining or claim.dd_tricks > remaining:
        raise IllegalError(f"only {remaining} tricks remain to be claimed")
    ours = play.tricks_won(Side.NS) + claim.awarded
    tricks = ours if play.declarer.side is Side.NS else 13 - ours
    return _scored(cur, tricks, claim)


def _scored(cur: DealState, tricks: int, claim: Claim | None) -> DealState:
    """The deal scored with declarer's ``tricks``: exactly once, when it ends."""
    play = cur.play
    assert play is not None
    score = record_played(
        cur.score_before, cur.deal, play.contract, play.declarer, tricks, cur.number_in_rubber
    )
    added = score.entries[len(cur.score_before.entries) :]
    result = DealResult(play.contract, play.declarer, tricks, added, claim)
    return replace(cur, result=result, score=score)
