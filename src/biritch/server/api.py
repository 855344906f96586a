"""The JSON API of docs/api.md. Handlers stay thin: parse, call the service in a worker
thread (or await the bots' runner, which thinks in other processes: the event loop must
stay free), render the view."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Annotated

from fastapi import APIRouter, Body, Depends, Query, Request, Response
from starlette.concurrency import run_in_threadpool

from biritch.engine import Scoring
from biritch.server.bots_pool import BotRunner
from biritch.server.errors import Invalid, TooManyRequests
from biritch.server.limits import RateLimiter
from biritch.server.schemas import (
    ActionRequest,
    ErrorBody,
    GameView,
    Health,
    HintView,
    HistoryPage,
    NewGameRequest,
    ReviewView,
)
from biritch.server.service import GameService
from biritch.server.settings import Settings
from biritch.server.storage import UNUSABLE, cause, probe

_ERRORS: dict[int | str, dict[str, object]] = {
    404: {"model": ErrorBody, "description": "unknown game (`not_found`)"},
    409: {"model": ErrorBody, "description": "stale version or illegal action"},
    413: {"model": ErrorBody, "description": "request body too large (`too_large`)"},
    422: {"model": ErrorBody, "description": "malformed request (`invalid`)"},
    429: {"model": ErrorBody, "description": "too many requests (`rate_limited`)"},
    503: {
        "model": ErrorBody,
        "description": "storage unavailable (`storage_unavailable`), or the bot could not"
        " decide (`bot_unavailable`)",
    },
}


def get_service(request: Request) -> GameService:
    """The app's game service (one per app, created at startup)."""
    service: GameService = request.app.state.service
    return service


def get_settings(request: Request) -> Settings:
    """The app's settings."""
    settings: Settings = request.app.state.settings
    return settings


def get_bots(request: Request) -> BotRunner:
    """The app's bots' runner (a pool of processes, or threads)."""
    runner: BotRunner = request.app.state.bots
    return runner


def _rate_limit(limiter_name: str, what: str) -> Callable[[Request], Awaitable[None]]:
    async def check(request: Request) -> None:
        limiter: RateLimiter = getattr(request.app.state, limiter_name)
        client = request.client.host if request.client else "unknown"
        retry_after = limiter.retry_after(client)
        if retry_after is not None:
            raise TooManyRequests(f"too many {what}; retry in {retry_after} s", retry_after)

    return check


limit_games = Depends(_rate_limit("game_limiter", "new games"))
limit_actions = Depends(_rate_limit("action_limiter", "actions"))

ServiceDep = Annotated[GameService, Depends(get_service)]
BotsDep = Annotated[BotRunner, Depends(get_bots)]
SettingsDep = Annotated[Settings, Depends(get_settings)]

router = APIRouter(prefix="/api", tags=["game"])


@router.get(
    "/health",
    response_model=Health,
    response_model_exclude_none=True,
    responses={503: {"model": Health}},
)
async def health(service: ServiceDep, response: Response) -> Health:
    """The server is up and its database takes a write (503 when it does not)."""
    engine = service.store.engine
    backend = engine.url.get_backend_name()
    try:
        await run_in_threadpool(probe, engine)
    except UNUSABLE as err:
        response.status_code = 503
        return Health(status="storage_unavailable", database=backend, detail=cause(err))
    return Health(status="ok", database=backend)


@router.post(
    "/games",
    status_code=201,
    response_model=GameView,
    responses=_ERRORS,
    dependencies=[limit_games],
)
async def create_game(
    service: ServiceDep,
    settings: SettingsDep,
    bots: BotsDep,
    body: Annotated[NewGameRequest | None, Body()] = None,
) -> GameView:
    """Start a new game: a new rubber (the first dealer drawn at random) or, with
    ``scoring``, a Chicago (North deals first)."""
    seed = None if body is None else body.seed
    scoring = Scoring.RUBBER if body is None else body.scoring
    if seed is not None and not settings.allow_client_seed:
        raise Invalid("this server chooses the seed itself")
    record = await run_in_threadpool(service.create, seed, scoring)
    service.work_ahead(record, bots)
    return await run_in_threadpool(service.view_of, record)


@router.get("/games/{game_id}", response_model=GameView, responses=_ERRORS)
async def get_game(game_id: str, service: ServiceDep) -> GameView:
    """The game as South sees it now."""
    record = await run_in_threadpool(service.get, game_id)
    return await run_in_threadpool(service.view_of, record)


@router.get("/games/{game_id}/history", response_model=HistoryPage, responses=_ERRORS)
async def get_history(
    game_id: str,
    service: ServiceDep,
    before: Annotated[int | None, Query(ge=0, description="deals before this index")] = None,
    size: Annotated[int, Query(ge=1, le=100, description="deals per page")] = 20,
) -> HistoryPage:
    """The game's earlier finished deals, a page at a time, newest page first."""
    record = await run_in_threadpool(service.get, game_id)
    return await run_in_threadpool(service.history_of, record, before, size)


@router.post(
    "/games/{game_id}/actions",
    response_model=GameView,
    responses=_ERRORS,
    dependencies=[limit_actions],
)
async def post_action(
    game_id: str,
    action: Annotated[ActionRequest, Body()],
    service: ServiceDep,
    bots: BotsDep,
) -> GameView:
    """Apply one action made on ``version``: the person's call or card, one pending bot
    action (``advance``), a control (``next_deal``, ``restart``, ``new_game``, ``undo``) or
    a claim."""
    if action.type == "advance":
        # Awaited, not run in a thread: thinking bots hold no thread of the persons'.
        # The bots' next decision is started there too.
        record = await service.advance(game_id, action.version, bots)
    else:
        record = await run_in_threadpool(service.act, game_id, action)
        service.work_ahead(record, bots)
    return await run_in_threadpool(service.view_of, record)


@router.get(
    "/games/{game_id}/hint",
    response_model=HintView,
    responses=_ERRORS,
    dependencies=[limit_actions],
)
async def get_hint(game_id: str, service: ServiceDep, bots: BotsDep) -> HintView:
    """What the bot would call or play in the person's place, with its reason; 409
    ``illegal`` when it is not the person's turn."""
    # Awaited: the bots think in their runner, as for their own seats.
    return await service.hint(game_id, bots)


@router.get("/games/{game_id}/review", response_model=ReviewView, responses=_ERRORS)
async def get_review(game_id: str, service: ServiceDep) -> ReviewView:
    """The finished deal's review (every hand, double-dummy table, par, each card's cost);
    409 ``unfinished_deal`` before the deal ends."""
    return await run_in_threadpool(service.review, game_id)
