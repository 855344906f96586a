"""The FastAPI application: the JSON API under /api and the page (static files) at /."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI, Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException

from biritch.engine import IllegalError, InvalidError
from biritch.server.api import router
from biritch.server.errors import ApiError
from biritch.server.service import GameService
from biritch.server.settings import Settings
from biritch.server.store import GameStore

log = logging.getLogger(__name__)

WEB_DIR = Path(__file__).parent / "web"

# The page must not load anything from elsewhere (no CDN, no fonts, no analytics); the
# browser enforces it. Inline code stays allowed, so this only forbids other origins.
# /docs is exempt: FastAPI's Swagger UI comes from a CDN.
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; font-src 'self' data:; connect-src 'self'; "
    "base-uri 'self'; form-action 'self'; frame-ancestors 'self'"
)
_DOCS_PATHS = ("/docs", "/redoc", "/openapi.json")

_CODES = {404: "not_found", 405: "invalid", 409: "illegal", 422: "invalid"}


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
        return _error(exc.status, exc.code, exc.detail)

    @app.exception_handler(RequestValidationError)
    async def validation_error(_request: Request, exc: RequestValidationError) -> JSONResponse:
        return _error(422, "invalid", _validation_message(exc))

    @app.exception_handler(IllegalError)
    async def illegal(_request: Request, exc: IllegalError) -> JSONResponse:
        return _error(409, "illegal", str(exc))

    @app.exception_handler(InvalidError)
    async def invalid(_request: Request, exc: InvalidError) -> JSONResponse:
        return _error(422, "invalid", str(exc))

    @app.exception_handler(Exception)
    async def unexpected(_request: Request, exc: Exception) -> JSONResponse:
        # Still logged by Starlette's error middleware; the page gets the usual shape.
        return _error(500, "error", f"internal error: {type(exc).__name__}")

    @app.exception_handler(StarletteHTTPException)
    async def http_error(_request: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = _CODES.get(exc.status_code, "error")
        return _error(exc.status_code, code, str(exc.detail))


def create_app(settings: Settings | None = None, store: GameStore | None = None) -> FastAPI:
    """The app; ``settings`` default to the environment, ``store`` to one on its database."""
    settings = Settings.from_env() if settings is None else settings

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        yield
        if own_store:
            app.state.service.store.close()
            app.state.service.reviews.close()

    own_store = store is None
    if store is None:
        store = GameStore.from_url(settings.database_url, settings.cache_size)
    app = FastAPI(
        title="Biritch",
        summary="Rubber bridge against bots: the game API",
        version="0.1.0",
        lifespan=lifespan,
    )
    app.state.settings = settings
    app.state.service = GameService(store)
    install_error_handlers(app)

    @app.middleware("http")
    async def headers(
        request: Request, call_next: Callable[[Request], Awaitable[Response]]
    ) -> Response:
        response = await call_next(request)
        path = request.url.path
        if path.startswith("/api/"):
            # A view is the state at one version; a cached one would offer stale moves.
            response.headers.setdefault("Cache-Control", "no-store")
        if not path.startswith(_DOCS_PATHS):
            response.headers.setdefault("Content-Security-Policy", CONTENT_SECURITY_POLICY)
        response.headers.setdefault("X-Content-Type-Options", "nosniff")
        return response

    app.include_router(router)
    # Last, so that /api and /docs win; html=True serves index.html at /.
    app.mount("/", StaticFiles(directory=WEB_DIR, html=True, check_dir=False), name="web")
    return app


def serve(host: str = "127.0.0.1", port: int = 8000) -> None:
    """Run the game with uvicorn and print the address to open."""
    import uvicorn

    settings = Settings.from_env()
    app = create_app(settings)
    shown = f"[{host}]" if ":" in host else host
    if host in ("0.0.0.0", "::"):
        shown = "127.0.0.1"
    print(f"Biritch is at http://{shown}:{port}/  (database: {settings.database_url})", flush=True)
    uvicorn.run(app, host=host, port=port, log_level="info")
