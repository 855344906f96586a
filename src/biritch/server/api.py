"""The JSON API of docs/api.md. Handlers stay thin: parse, call the service in a worker
thread (bots may think for a second; the event loop must stay free), render the view."""

from __future__ import annotations

from typing import Annotated

import anyio.to_thread
from anyio import CapacityLimiter
from fastapi import APIRouter, Body, Depends, Request
from starlette.concurrency import run_in_threadpool

from biritch.server.errors import Invalid
from biritch.server.schemas import (
    ActionRequest,
    ErrorBody,
    GameView,
    Health,
    HintView,
    NewGameRequest,
    ReviewView,
)
from biritch.server.service import GameService
from biritch.server.settings import Settings
from biritch.server.view_model import game_view

_ERRORS: dict[int | str, dict[str, object]] = {
    404: {"model": ErrorBody, "description": "unknown game (`not_found`)"},
    409: {"model": ErrorBody, "description": "stale version or illegal action"},
    422: {"model": ErrorBody, "description": "malformed request (`invalid`)"},
}


def get_service(request: Request) -> GameService:
    """The app's game service (one per app, created at startup)."""
    service: GameService = request.app.state.service
    return service


def get_settings(request: Request) -> Settings:
    """The app's settings."""
    settings: Settings = request.app.state.settings
    return settings


async def get_bot_limiter(request: Request) -> CapacityLimiter:
    """The app's cap on threads running bots (made on first use: it needs the event loop)."""
    state = request.app.state
    limiter: CapacityLimiter | None = getattr(state, "bot_limiter", None)
    if limiter is None:
        settings: Settings = state.settings
        limiter = state.bot_limiter = CapacityLimiter(settings.bot_threads)
    return limiter


ServiceDep = Annotated[GameService, Depends(get_service)]
BotLimiterDep = Annotated[CapacityLimiter, Depends(get_bot_limiter)]
SettingsDep = Annotated[Settings, Depends(get_settings)]

router = APIRouter(prefix="/api", tags=["game"])


@router.get("/health", response_model=Health)
async def health(service: ServiceDep) -> Health:
    """The server is up and its database answers."""
    backend = await run_in_threadpool(service.store.ping)
    return Health(status="ok", database=backend)


@router.post("/games", status_code=201, response_model=GameView, responses=_ERRORS)
async def create_game(
    service: ServiceDep,
    settings: SettingsDep,
    body: Annotated[NewGameRequest | None, Body()] = None,
) -> GameView:
    """Start a new game: a new rubber, the first dealer drawn at random."""
    seed = None if body is None else body.seed
    if seed is not None and not settings.allow_client_seed:
        raise Invalid("this server chooses the seed itself")
    record = await run_in_threadpool(service.create, seed)
    return game_view(record)


@router.get("/games/{game_id}", response_model=GameView, responses=_ERRORS)
async def get_game(game_id: str, service: ServiceDep) -> GameView:
    """The game as South sees it now."""
    record = await run_in_threadpool(service.get, game_id)
    return game_view(record)


@router.post("/games/{game_id}/actions", response_model=GameView, responses=_ERRORS)
async def post_action(
    game_id: str,
    action: Annotated[ActionRequest, Body()],
    service: ServiceDep,
    bot_limiter: BotLimiterDep,
) -> GameView:
    """Apply one action made on ``version``: the person's call or card, one pending bot
    action (``advance``), or a control (``next_deal``, ``restart``, ``new_game``)."""
    if action.type == "advance":
        # Bots get their own few threads, so many thinking bots cannot take every worker
        # thread from the persons' requests.
        record = await anyio.to_thread.run_sync(service.act, game_id, action, limiter=bot_limiter)
    else:
        record = await run_in_threadpool(service.act, game_id, action)
    return game_view(record)


@router.get("/games/{game_id}/hint", response_model=HintView, responses=_ERRORS)
async def get_hint(game_id: str, service: ServiceDep, bot_limiter: BotLimiterDep) -> HintView:
    """What the bot would call or play in the person's place, with its reason; 409
    ``illegal`` when it is not the person's turn."""
    return await anyio.to_thread.run_sync(service.hint, game_id, limiter=bot_limiter)


@router.get("/games/{game_id}/review", response_model=ReviewView, responses=_ERRORS)
async def get_review(game_id: str, service: ServiceDep) -> ReviewView:
    """The finished deal's review (every hand, double-dummy table, par, each card's cost);
    409 ``unfinished_deal`` before the deal ends."""
    return await run_in_threadpool(service.review, game_id)
