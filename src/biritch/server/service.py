"""What an API request does to a game: the person's actions, one bot action (``advance``)
and the controls. The storage work is synchronous (the routes run it in a worker thread);
a bot's decision is awaited from the bots' runner (:mod:`biritch.server.bots_pool`), which
thinks in other processes, so a bot thinking about one game never stalls another."""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Callable
from typing import Any

import anyio.to_thread

from biritch import bots
from biritch.bots.bidding.stakes import Stakes
from biritch.bots.play.hint import card_reason
from biritch.engine import (
    PERSON,
    Action,
    ActionKind,
    Call,
    Card,
    DealState,
    IllegalError,
    InvalidError,
    Phase,
    Scoring,
    Seat,
    SeatView,
    Side,
    seat_view,
)
from biritch.server.bots_ahead import WorkAhead
from biritch.server.bots_pool import DEFAULT_BOTS, BotRunner, BotTask, decide, load_bots
from biritch.server.bots_tables import BotsTables
from biritch.server.double_dummy import ns_tricks_from_here
from biritch.server.errors import BotError, Illegal, Invalid, StaleVersion, UnfinishedDeal
from biritch.server.logs import game_ref
from biritch.server.review import Reviews
from biritch.server.schemas import (
    ActionRequest,
    CallRequest,
    ClaimRequest,
    GameView,
    HintView,
    HistoryPage,
    PlayRequest,
    ReviewView,
)
from biritch.server.store import Explanation, GameRecord, GameStore
from biritch.server.view_model import game_view, history_page

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
            auction,
            len(view.auction.calls),
            frozenset(view.vulnerable_sides),
            partscores,
            Stakes.of(view.score),
        )
        return Explanation(meaning.explanation, meaning.explanation_en)
    except Exception:
        # A meaning is a courtesy: failing to find one must never refuse the person's call.
        log.exception("no explanation for %s after %s", call, view.auction)
        return None


class GameService:
    """Applies requests to stored games."""

    def __init__(
        self, store: GameStore, bots_tables: BotsTables | None = None, work_ahead: bool = True
    ) -> None:
        self.store = store
        self.bots_tables = BotsTables(store.engine, "off") if bots_tables is None else bots_tables
        self.reviews = Reviews()
        self.ahead = WorkAhead(work_ahead)

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
        elif isinstance(request, ClaimRequest):
            action = self._claim(state, request.tricks)
        elif request.type == "advance":
            # The synchronous path (scripts); the API awaits :meth:`advance` instead.
            task = self._bot_task(record)
            return self.apply_bot(record, task, decide(load_bots(DEFAULT_BOTS), task))
        else:
            leaving = request.type in ("next_deal", "new_game")
            if leaving and state.in_progress and not request.abandon:
                raise UnfinishedDeal(
                    "the deal is not finished and would not be scored; send "
                    '"abandon": true to leave it'
                )
            action = Action(ActionKind(request.type))
        try:
            new = self.store.append(record, action, explanation)
        except IllegalError as err:
            raise Illegal(str(err)) from None
        self.reviews.prepare(state, new.game.current)
        if new.game.current.number != state.number:
            self.bots_tables.ensure(new)  # a new deal is dealt: the bots start its table
        return new

    def view_of(self, record: GameRecord) -> GameView:
        """The view of ``record`` with its ready bots' tables (may read the database)."""
        tables = self.bots_tables.tables_of(record) if self.bots_tables.enabled else None
        return game_view(record, tables)

    def history_of(self, record: GameRecord, before: int | None, size: int) -> HistoryPage:
        """A page of ``record``'s earlier deals with their ready bots' tables."""
        tables = self.bots_tables.tables_of(record) if self.bots_tables.enabled else None
        return history_page(record, before, size, tables)

    async def advance(self, game_id: str, version: int, runner: BotRunner) -> GameRecord:
        """Apply the one pending bot action to the game at ``version``: the deciding seat's
        view goes to ``runner``, the answer is stored only if the game has not moved meanwhile
        (else :class:`StaleVersion`); nothing changes when the bot cannot decide."""
        record, task = await anyio.to_thread.run_sync(self.bot_task, game_id, version)
        decision = await self.ahead.decide(game_id, version, task, runner)
        new = await anyio.to_thread.run_sync(self.apply_bot, record, task, decision)
        self.work_ahead(new, runner)
        return new

    def work_ahead(self, record: GameRecord, runner: BotRunner) -> None:
        """Start the bots' next decision in ``record`` now, if one is due, so that it is
        ready when the page asks for it (:mod:`biritch.server.bots_ahead`). Called from
        the event loop after an action is stored."""
        self.ahead.start(record.id, record.version, lambda: self.pending_task(record), runner)

    def pending_task(self, record: GameRecord) -> BotTask | None:
        """The bot decision due in ``record``, or None when none is (the person's turn,
        the deal is over)."""
        state = record.game.current
        if state.turn is None or state.person_to_act:
            return None
        return self._bot_task(record)

    def bot_task(self, game_id: str, version: int) -> tuple[GameRecord, BotTask]:
        """The game at ``version`` and its pending bot decision."""
        record = self.store.load(game_id)
        if version != record.version:
            raise StaleVersion(
                f"this action was made on version {version}, but the game is at "
                f"version {record.version}; reload it"
            )
        return record, self._bot_task(record)

    def apply_bot(self, record: GameRecord, task: BotTask, decision: Any) -> GameRecord:
        """Store the bot's ``decision`` for ``task`` (a Suggestion or a Card) on ``record``."""
        action: Action | None = None
        explanation: Explanation | None = None
        try:
            if task.seed is None:
                action = Action.make_call(decision.call)
                assert action.call is not None
                explanation = explain_call(task.view, action.call, decision)
            else:
                action = Action.play_card(decision)
            new = self.store.append(record, action, explanation)
        except (IllegalError, InvalidError) as err:
            chosen = decision if action is None else action
            log.error("bot action %s refused in game %s: %s", chosen, game_ref(record.id), err)
            raise BotError(f"the bot chose {chosen}, which is not allowed: {err}") from None
        self.reviews.prepare(record.game.current, new.game.current)
        return new

    async def hint(self, game_id: str, runner: BotRunner) -> HintView:
        """What the bot would do in the person's place now, from South's view only (it sees
        dummy too once dummy is face up, as the person does); Illegal when it is not the
        person's turn. The bots decide through ``runner``, as for their own seats."""
        task = await anyio.to_thread.run_sync(self.hint_task, game_id)
        decision = await runner.decide(task)
        if task.seed is None:
            return HintView(
                call=str(decision.call),
                reason=decision.explanation,
                reason_en=decision.explanation_en,
            )
        card = Card.parse(str(decision))
        # The reason samples layouts and solves them: a worker thread's job, not the loop's.
        reason = await anyio.to_thread.run_sync(card_reason, task.view, card, task.seed)
        ru, en = reason.words
        return HintView(card=str(card), reason=ru, reason_en=en)

    def hint_task(self, game_id: str) -> BotTask:
        """The bots' decision a hint asks for: from South's view, with the seed the bot's
        card would have there."""
        record = self.store.load(game_id)
        self._require_person(record.game.current)
        return _task_for(record, PERSON)

    def review(self, game_id: str) -> ReviewView:
        """The review of the finished current deal; UnfinishedDeal before its end."""
        return self.reviews.build(self.store.load(game_id))

    @staticmethod
    def _claim(state: DealState, tricks: int) -> Action:
        # The engine judges whether the claim is allowed; the solve needs a play under way.
        play = state.play
        if state.phase is not Phase.PLAY or play is None:
            raise Illegal("a claim is made only during the play")
        return Action.claim(tricks, ns_tricks_from_here(play))

    @staticmethod
    def _require_person(state: DealState) -> None:
        if state.turn is None:
            raise Illegal("nobody is to act: the deal is over")
        if not state.person_to_act:
            raise Illegal(f"it is not your turn: {state.turn.value} is to act (a bot)")

    @staticmethod
    def _bot_task(record: GameRecord) -> BotTask:
        """Exactly one pending bot decision, from the deciding seat's view only."""
        state = record.game.current
        if state.turn is None:
            raise Illegal("no bot action is pending: the deal is over")
        if state.person_to_act:
            raise Illegal("no bot action is pending: it is your turn")
        decider = state.decider
        assert decider is not None
        return _task_for(record, decider)


def _task_for(record: GameRecord, seat: Seat) -> BotTask:
    """The decision due now, from ``seat``'s view only: a call, or a card with its seed."""
    state = record.game.current
    view = seat_view(state, seat)
    if state.phase is Phase.AUCTION:
        return BotTask(view)
    assert state.play is not None
    seed = bot_card_seed(record.game.seed, state.number, state.play.cards_played_count)
    return BotTask(view, seed)


def _parse(make: Callable[[], Action]) -> Action:
    try:
        return make()
    except InvalidError as err:
        raise Invalid(str(err)) from None
