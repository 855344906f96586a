"""The FastAPI application: the JSON API under /api and the page (static files) at /."""

from __future__ import annotations

import logging
import os
import socket
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, suppress
from dataclasses import replace
from datetime import timedelta
from pathlib import Path

import anyio
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from sqlalchemy.engine import make_url
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.middleware.gzip import GZipMiddleware

from biritch.engine import IllegalError, InvalidError
from biritch.server.api import router
from biritch.server.bots_pool import make_bots
from biritch.server.bots_tables import BotsTables
from biritch.server.errors import ApiError, TooManyRequests
from biritch.server.guards import BodyLimit, HostCheck, SecurityHeaders
from biritch.server.limits import RateLimiter
from biritch.server.logs import install_redaction
from biritch.server.service import GameService
from biritch.server.settings import LOCAL_HOSTS, Settings, default_bot_workers
from biritch.server.storage import (
    STORAGE_ERRORS,
    StorageError,
    StorageUnavailable,
    cause,
    open_store,
)
from biritch.server.store import GameStore
from biritch.server.web_assets import WebAssets

log = logging.getLogger(__name__)

WEB_DIR = Path(__file__).parent / "web"

# How often abandoned games are looked for (also once at start-up).
PURGE_EVERY_SECONDS = 3600.0


def content_security_policy(script_hashes: tuple[str, ...] = ()) -> str:
    """The page must not load anything from elsewhere (no CDN, no fonts, no analytics) nor
    run inline script other than its import map (allowed by hash); the browser enforces
    it. /docs (only with ``BIRITCH_DOCS=1``) is exempt: Swagger UI comes from a CDN."""
    scripts = " ".join(("'self'", *script_hashes))
    return (
        f"default-src 'self'; script-src {scripts}; style-src 'self' 'unsafe-inline'; "
        "img-src 'self' data:; font-src 'self' data:; connect-src 'self'; "
        "base-uri 'self'; form-action 'self'; frame-ancestors 'self'"
    )


# FastAPI answers 400 only when a body cannot be parsed (bad UTF-8, JSON nested too deep):
# malformed, as docs/api.md calls it.
_CODES = {400: "invalid", 404: "not_found", 405: "invalid", 409: "illegal", 422: "invalid"}


def _error(status: int, code: str, detail: str) -> JSONResponse:
    return JSONResponse({"detail": detail, "code": code}, status_code=status)


def _validation_message(exc: RequestValidationError) -> str:
    parts = []
    for err in exc.errors():
        where = ".".join(str(p) for p in err.get("loc", ()) if p != "body")
        parts.append(f"{where}: {err.get('msg')}" if where else str(err.get("msg")))
    return "malformed request: " + ("; ".join(parts) or "invalid body")


def install_error_handlers(app: FastAPI) -> None:
    """Every error leaves as ``{"detail", "code"}`` (docs/api.md)."""

    @app.exception_handler(ApiError)
    async def api_error(_request: Request, exc: ApiError) -> JSONResponse:
        response = _error(exc.status, exc.code, exc.detail)
        if isinstance(exc, TooManyRequests):
            response.headers["Retry-After"] = str(exc.retry_after)
        return response

    async def storage_error(_request: Request, exc: Exception) -> JSONResponse:
        log.error("storage unavailable: %s", cause(exc))
        unavailable = StorageUnavailable(
            "the game's storage is unavailable; nothing was changed, try again shortly"
        )
        return _error(unavailable.status, unavailable.code, unavailable.detail)

    for kind in STORAGE_ERRORS:
        app.add_exception_handler(kind, storage_error)

    @app.exception_handler(RequestValidationError)
    async def validation_error(_request: Request, exc: RequestValidationError) -> JSONResponse:
        return _error(422, "invalid", _validation_message(exc))

    @app.exception_handler(IllegalError)
    async def illegal(_request: Request, exc: IllegalError) -> JSONResponse:
        return _error(409, "illegal", str(exc))

    @app.exception_handler(InvalidError)
    async def invalid(_request: Request, exc: InvalidError) -> JSONResponse:
        return _error(422, "invalid", str(exc))

    # Any other exception becomes the API's 500 in guards.SecurityHeaders, with the headers.

    @app.exception_handler(StarletteHTTPException)
    async def http_error(_request: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = _CODES.get(exc.status_code, "error")
        status = 422 if exc.status_code == 400 else exc.status_code
        return _error(status, code, str(exc.detail))


def create_app(settings: Settings | None = None, store: GameStore | None = None) -> FastAPI:
    """The app; ``settings`` default to the environment, ``store`` to one on its database
    (raises :class:`StorageError` with a one-line reason when it cannot be used)."""
    settings = Settings.from_env() if settings is None else settings

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        install_redaction()
        store: GameStore = app.state.service.store
        app.state.bots.start()
        async with anyio.create_task_group() as tasks:
            if settings.purge_days > 0:
                idle = timedelta(days=settings.purge_days)
                await _purge(store, idle)  # at once, then now and then
                tasks.start_soon(_purge_forever, store, idle)
            yield
            tasks.cancel_scope.cancel()
        await app.state.service.ahead.close()
        app.state.bots.close()
        app.state.service.bots_tables.close()
        app.state.service.reviews.close()
        if own_store:
            app.state.service.store.close()

    own_store = store is None
    if store is None:
        store = open_store(settings.database_url, settings.database_setting, settings.cache_size)
    assets = WebAssets.load(WEB_DIR)
    app = FastAPI(
        title="Biritch",
        summary="Rubber bridge against bots: the game API",
        version="0.1.0",
        lifespan=lifespan,
        # Off by default: Swagger UI and ReDoc load scripts from a CDN.
        docs_url="/docs" if settings.docs else None,
        redoc_url="/redoc" if settings.docs else None,
        openapi_url="/openapi.json" if settings.docs else None,
    )
    app.state.settings = settings
    app.state.service = GameService(
        store,
        BotsTables(store.engine, settings.bots_table, settings.bots_table_niceness),
        work_ahead=settings.bots_ahead,
    )
    app.state.game_limiter = RateLimiter(settings.game_rate)
    app.state.action_limiter = RateLimiter(settings.action_rate)
    app.state.bots = make_bots(
        settings.bot_module, settings.bot_workers, settings.bot_threads, settings.bot_timeout
    )
    install_error_handlers(app)
    app.include_router(router)
    for path in ("/", "/index.html"):
        app.add_api_route(
            path, assets.index_response, methods=["GET", "HEAD"], include_in_schema=False
        )
    # Last, so that /api and /docs win.
    app.mount("/", assets.static_files(), name="web")
    # Added innermost first: the security headers wrap every answer of the others.
    app.add_middleware(GZipMiddleware, minimum_size=512)
    app.add_middleware(BodyLimit, limit=settings.max_body)
    app.add_middleware(HostCheck, allowed_hosts=settings.allowed_hosts)
    app.add_middleware(SecurityHeaders, csp=content_security_policy(assets.script_hashes))
    return app


async def _purge(store: GameStore, idle: timedelta) -> None:
    try:
        gone = await run_in_threadpool(store.purge, idle)
    except STORAGE_ERRORS as err:
        log.warning("could not purge abandoned games: %s", cause(err))
        return
    if gone:
        log.info("purged %d games untouched for %s", gone, idle)


async def _purge_forever(store: GameStore, idle: timedelta) -> None:
    while True:
        await anyio.sleep(PURGE_EVERY_SECONDS)
        await _purge(store, idle)


def served_hosts(settings: Settings, host: str) -> Settings:
    """``settings`` accepting the address ``biritch serve`` listens on (and, on every
    address, this machine's name and addresses) besides the allow-list."""
    if not settings.allowed_hosts:
        return settings  # any host
    names = {host.strip("[]").lower()}
    if host in ("0.0.0.0", "::"):
        name = socket.gethostname()
        names = {name.lower(), socket.getfqdn().lower()}
        with suppress(OSError):
            names |= set(socket.gethostbyname_ex(name)[2])
    extra = tuple(sorted(names - set(settings.allowed_hosts) - set(LOCAL_HOSTS)))
    return replace(settings, allowed_hosts=(*settings.allowed_hosts, *extra))


#: How long an idle connection stays open. uvicorn's default, 5 s, is shorter than a
#: person's pause between two moves (2-6 s, and often more): the server then closed the
#: connection just as the page sent its next move on it, and the move failed with a
#: dropped connection (``biritch bench load`` saw it as ReadError at 45 players).
KEEP_ALIVE_SECONDS = 75


def serve(host: str = "127.0.0.1", port: int = 8000, workers: int = 1) -> None:
    """Run the game with uvicorn and print the address to open; exit with one line naming
    the database, its setting and the cause when the database cannot be used. With
    ``workers`` > 1, that many web processes share the socket and the database: a game
    lives only in the database, so any process may serve any request (the replay cache is
    keyed by the stored version, and an append is guarded by it)."""
    import uvicorn

    settings = served_hosts(Settings.from_env(), host)
    try:
        app = create_app(settings)  # checks the database and creates its tables, once
    except StorageError as err:
        raise SystemExit(f"biritch: {err}") from None
    shown = f"[{host}]" if ":" in host else host
    if host in ("0.0.0.0", "::"):
        shown = "127.0.0.1"
    database = make_url(settings.database_url).render_as_string(hide_password=True)
    print(f"Biritch is at http://{shown}:{port}/  (database: {database})", flush=True)
    if workers <= 1:
        uvicorn.run(
            app, host=host, port=port, log_level="info", timeout_keep_alive=KEEP_ALIVE_SECONDS
        )
        return
    app.state.service.store.close()
    # The workers build their own app from the environment: hand them the same hosts.
    os.environ["BIRITCH_ALLOWED_HOSTS"] = ",".join(settings.allowed_hosts) or "*"
    if not os.environ.get("BIRITCH_BOT_WORKERS", "").strip():
        # The cores are shared by the web processes' bot pools.
        os.environ["BIRITCH_BOT_WORKERS"] = str(default_bot_workers(workers))
    uvicorn.run(
        "biritch.server.app:create_app",
        factory=True,
        host=host,
        port=port,
        workers=workers,
        log_level="info",
        timeout_keep_alive=KEEP_ALIVE_SECONDS,
    )
