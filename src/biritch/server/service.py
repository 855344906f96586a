"""What an API request does to a game: the person's actions, one bot action (``advance``)
and the controls. Synchronous on purpose: the routes run it in a worker thread, so a bot
thinking about one game never stalls a request for another."""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Callable

from biritch import bots
from biritch.engine import (
    PERSON,
    Action,
    ActionKind,
    Call,
    DealState,
    IllegalError,
    InvalidError,
    Phase,
    Scoring,
    SeatView,
    Side,
    seat_view,
)
from biritch.server.bots_tables import BotsTables
from biritch.server.errors import BotError, Illegal, Invalid, StaleVersion
from biritch.server.schemas import ActionRequest, CallRequest, GameView, PlayRequest
from biritch.server.store import Explanation, GameRecord, GameStore
from biritch.server.view_model import game_view

log = logging.getLogger(__name__)


def bot_card_seed(game_seed: int, deal_number: int, cards_played: int) -> int:
    """The seed of one bot card decision: reproducible from the game, the deal and the
    moment, and different for every decision."""
    digest = hashlib.sha256(f"{game_seed}:{deal_number}:{cards_played}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def explain_call(
    view: SeatView, call: Call, suggestion: bots.Suggestion | None
) -> Explanation | None:
    """The meaning shown beside a call in the auction, decided when the call is made
    (``view`` is the caller's view just before it); the one place that decides it.

    A bot's call carries the explanation the bot gave; any other call (the person's) is
    read by the bidder's ``explain_call``, the same system the bots bid with."""
    if suggestion is not None:
        return Explanation(suggestion.explanation, suggestion.explanation_en)
    if not view.auction.is_legal(call):
        return None  # the engine refuses it next
    auction = view.auction.with_call(call)
    partscores = (view.partscore(Side.NS), view.partscore(Side.EW))
    try:
        meaning = bots.explain_call(
            auction, len(view.auction.calls), frozenset(view.vulnerable_sides), partscores
        )
        return Explanation(meaning.explanation, meaning.explanation_en)
    except Exception:
        # A meaning is a courtesy: failing to find one must never refuse the person's call.
        log.exception("no explanation for %s after %s", call, view.auction)
        return None


class GameService:
    """Applies requests to stored games."""

    def __init__(self, store: GameStore, bots_tables: BotsTables | None = None) -> None:
        self.store = store
        self.bots_tables = BotsTables(store.engine, "off") if bots_tables is None else bots_tables

    def create(
        self, seed: int | None = None, scoring: Scoring | str = Scoring.RUBBER
    ) -> GameRecord:
        """A new game: a new rubber (or Chicago) from a zero score."""
        record = self.store.create(seed, scoring)
        self.bots_tables.ensure(record)
        return record

    def get(self, game_id: str) -> GameRecord:
        """The game as it stands; NotFound if unknown."""
        record = self.store.load(game_id)
        self.bots_tables.ensure(record)  # e.g. after a restart of the server
        return record

    def act(self, game_id: str, request: ActionRequest) -> GameRecord:
        """Apply one action made on ``request.version``; raises an ApiError and changes
        nothing when the version is stale or the action malformed or not allowed now."""
        record = self.store.load(game_id)
        if request.version != record.version:
            raise StaleVersion(
                f"this action was made on version {request.version}, but the game is at "
                f"version {record.version}; reload it"
            )
        state = record.game.current
        explanation: Explanation | None = None
        if isinstance(request, CallRequest):
            self._require_person(state)
            action = _parse(lambda: Action.make_call(request.call))
            assert action.call is not None
            if state.phase is Phase.AUCTION:
                explanation = explain_call(seat_view(state, PERSON), action.call, None)
        elif isinstance(request, PlayRequest):
            self._require_person(state)
            action = _parse(lambda: Action.play_card(request.card))
        elif request.type == "advance":
            action, explanation = self._bot_action(record)
        else:
            action = Action(ActionKind(request.type))
        try:
            new = self.store.append(record, action, explanation)
        except IllegalError as err:
            if request.type == "advance":
                log.error("bot action %s refused in game %s: %s", action, game_id, err)
                raise BotError(f"the bot chose {action}, which is not allowed: {err}") from None
            raise Illegal(str(err)) from None
        if new.game.current.number != state.number:
            self.bots_tables.ensure(new)  # a new deal is dealt: the bots start its table
        return new

    def view_of(self, record: GameRecord) -> GameView:
        """The view of ``record`` with its ready bots' tables (may read the database)."""
        tables = self.bots_tables.tables_of(record) if self.bots_tables.enabled else None
        return game_view(record, tables)

    @staticmethod
    def _require_person(state: DealState) -> None:
        if state.turn is None:
            raise Illegal("nobody is to act: the deal is over")
        if not state.person_to_act:
            raise Illegal(f"it is not your turn: {state.turn.value} is to act (a bot)")

    @staticmethod
    def _bot_action(record: GameRecord) -> tuple[Action, Explanation | None]:
        """Exactly one pending bot action, decided from the deciding seat's view only."""
        state = record.game.current
        if state.turn is None:
            raise Illegal("no bot action is pending: the deal is over")
        if state.person_to_act:
            raise Illegal("no bot action is pending: it is your turn")
        decider = state.decider
        assert decider is not None
        view = seat_view(state, decider)
        if state.phase is Phase.AUCTION:
            suggestion = bots.bot_call(view)
            action = Action.make_call(suggestion.call)
            assert action.call is not None
            return action, explain_call(view, action.call, suggestion)
        assert state.play is not None
        seed = bot_card_seed(record.game.seed, state.number, state.play.cards_played_count)
        return Action.play_card(bots.bot_card(view, seed)), None


def _parse(make: Callable[[], Action]) -> Action:
    try:
        return make()
    except InvalidError as err:
        raise Invalid(str(err)) from None
