"""The JSON API of docs/api.md. Handlers stay thin: parse, call the service in a worker
thread (or await the bots' runner, which thinks in other processes: the event loop must
stay free), render the view."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Body, Depends, Request
from starlette.concurrency import run_in_threadpool

from biritch.server.bots_pool import BotRunner
from biritch.server.errors import Invalid
from biritch.server.schemas import ActionRequest, ErrorBody, GameView, Health, NewGameRequest
from biritch.server.service import GameService
from biritch.server.settings import Settings
from biritch.server.view_model import game_view

_ERRORS: dict[int | str, dict[str, object]] = {
    404: {"model": ErrorBody, "description": "unknown game (`not_found`)"},
    409: {"model": ErrorBody, "description": "stale version or illegal action"},
    422: {"model": ErrorBody, "description": "malformed request (`invalid`)"},
    503: {"model": ErrorBody, "description": "the bot could not decide (`bot_unavailable`)"},
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


ServiceDep = Annotated[GameService, Depends(get_service)]
BotsDep = Annotated[BotRunner, Depends(get_bots)]
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
    bots: BotsDep,
) -> GameView:
    """Apply one action made on ``version``: the person's call or card, one pending bot
    action (``advance``), or a control (``next_deal``, ``restart``, ``new_game``)."""
    if action.type == "advance":
        # Awaited, not run in a thread: thinking bots hold no thread of the persons'.
        record = await service.advance(game_id, action.version, bots)
    else:
        record = await run_in_threadpool(service.act, game_id, action)
    return game_view(record)
