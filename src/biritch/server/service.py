"""What an API request does to a game: the person's actions, one bot action (``advance``)
and the controls. Synchronous on purpose: the routes run it in a worker thread, so a bot
thinking about one game never stalls a request for another."""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Callable

from biritch import bots
from biritch.bots.play.hint import card_reason
from biritch.engine import (
    PERSON,
    Action,
    ActionKind,
    Call,
    DealState,
    IllegalError,
    InvalidError,
    Phase,
    SeatView,
    Side,
    seat_view,
)
from biritch.server.double_dummy import ns_tricks_from_here
from biritch.server.errors import BotError, Illegal, Invalid, StaleVersion, UnfinishedDeal
from biritch.server.review import Reviews
from biritch.server.schemas import (
    ActionRequest,
    CallRequest,
    ClaimRequest,
    HintView,
    PlayRequest,
    ReviewView,
)
from biritch.server.store import Explanation, GameRecord, GameStore

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

    def __init__(self, store: GameStore) -> None:
        self.store = store
        self.reviews = Reviews()

    def create(self, seed: int | None = None) -> GameRecord:
        """A new game: a new rubber from a zero score."""
        return self.store.create(seed)

    def get(self, game_id: str) -> GameRecord:
        """The game as it stands; NotFound if unknown."""
        return self.store.load(game_id)

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
            action, explanation = self._bot_action(record)
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
            self.reviews.prepare(state, new.game.current)
            return new
        except IllegalError as err:
            if request.type == "advance":
                log.error("bot action %s refused in game %s: %s", action, game_id, err)
                raise BotError(f"the bot chose {action}, which is not allowed: {err}") from None
            raise Illegal(str(err)) from None

    def hint(self, game_id: str) -> HintView:
        """What the bot would do in the person's place now, from South's view only (it sees
        dummy too once dummy is face up, as the person does); Illegal when it is not the
        person's turn."""
        record = self.store.load(game_id)
        state = record.game.current
        self._require_person(state)
        view = seat_view(state, PERSON)
        if state.phase is Phase.AUCTION:
            suggestion = bots.bot_call(view)
            return HintView(
                call=str(suggestion.call),
                reason=suggestion.explanation,
                reason_en=suggestion.explanation_en,
            )
        assert state.play is not None
        seed = bot_card_seed(record.game.seed, state.number, state.play.cards_played_count)
        card = bots.bot_card(view, seed)
        ru, en = card_reason(view, card, seed).words
        return HintView(card=str(card), reason=ru, reason_en=en)

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
