"""What every request passes before the API sees it, as plain ASGI middleware (so that
their answers, 500s included, leave with the same headers): the security headers and the
last-resort 500, the Host allow-list and the same-origin check, and the body limit."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable
from urllib.parse import urlsplit

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from biritch.server.logs import redact

log = logging.getLogger(__name__)

_DOCS_PATHS = ("/docs", "/redoc", "/openapi.json")
_UNSAFE_METHODS = {"POST", "PUT", "PATCH", "DELETE"}


def _error_messages(
    status: int, code: str, detail: str, headers: Iterable[tuple[str, str]] = ()
) -> tuple[Message, Message]:
    """The two ASGI messages of an error answer in the API's shape ``{"detail", "code"}``."""
    body = json.dumps({"detail": detail, "code": code}).encode()
    start: Message = {
        "type": "http.response.start",
        "status": status,
        "headers": [
            (b"content-type", b"application/json"),
            (b"content-length", str(len(body)).encode()),
            *((k.encode(), v.encode()) for k, v in headers),
        ],
    }
    return start, {"type": "http.response.body", "body": body}


async def _answer(send: Send, status: int, code: str, detail: str) -> None:
    for message in _error_messages(status, code, detail):
        await send(message)


class SecurityHeaders:
    """Adds the security headers to every answer, and turns an unexpected exception into
    the API's 500 (logged with the path's game id hashed) before any byte was sent."""

    def __init__(self, app: ASGIApp, csp: str) -> None:
        self.app = app
        self.csp = csp.encode()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path: str = scope["path"]
        started = False

        async def send_with_headers(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                headers = list(message.get("headers", []))
                names = {k.lower() for k, _ in headers}
                if path.startswith("/api/") and b"cache-control" not in names:
                    # A view is the state at one version; a cached one would offer stale moves.
                    headers.append((b"cache-control", b"no-store"))
                if not path.startswith(_DOCS_PATHS) and b"content-security-policy" not in names:
                    headers.append((b"content-security-policy", self.csp))
                if b"x-content-type-options" not in names:
                    headers.append((b"x-content-type-options", b"nosniff"))
                if b"referrer-policy" not in names:
                    headers.append((b"referrer-policy", b"no-referrer"))
                message = {**message, "headers": headers}
            await send(message)

        try:
            await self.app(scope, receive, send_with_headers)
        except Exception as exc:
            if started:
                raise
            log.exception("%s %s failed", scope.get("method"), redact(path))
            await _answer(send_with_headers, 500, "error", f"internal error: {type(exc).__name__}")


def _host_name(host: str) -> str:
    """``example.org:8000`` → ``example.org``; ``[::1]:8000`` → ``::1``."""
    host = host.strip().lower()
    if host.startswith("["):
        return host[1:].partition("]")[0]
    return host.rpartition(":")[0] if host.count(":") == 1 else host


class HostCheck:
    """Refuses a ``Host`` not in the allow-list (400; an empty list allows any), and an
    unsafe request whose ``Origin`` is another site (403): a page elsewhere must not create
    games or act in the person's browser."""

    def __init__(self, app: ASGIApp, allowed_hosts: tuple[str, ...]) -> None:
        self.app = app
        self.allowed = frozenset(h.lower().strip("[]") for h in allowed_hosts)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope["headers"]}
        host = headers.get("host", "")
        if self.allowed and _host_name(host) not in self.allowed:
            await _answer(send, 400, "invalid_host", "this server does not answer to that host")
            return
        origin = headers.get("origin")
        if scope["method"] in _UNSAFE_METHODS and origin is not None:
            netloc = urlsplit(origin).netloc.lower()
            same = bool(netloc) and netloc == host.lower()
            if not same and not (netloc and _host_name(netloc) in self.allowed):
                await _answer(
                    send, 403, "forbidden_origin", "requests from another site are refused"
                )
                return
        await self.app(scope, receive, send)


class BodyLimit:
    """Refuses a body over ``limit`` bytes with 413 before reading it: at once from its
    ``Content-Length``, else as soon as the chunks received pass the limit. A body within
    the limit is read here and handed on unchanged."""

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or self.limit <= 0:
            await self.app(scope, receive, send)
            return
        too_large = f"the request body is larger than {self.limit} bytes"
        for name, value in scope["headers"]:
            length = value.strip()
            if name.lower() == b"content-length" and length.isdigit() and int(length) > self.limit:
                await _answer(send, 413, "too_large", too_large)
                return
        buffered: list[Message] = []
        size = 0
        while True:
            message = await receive()
            buffered.append(message)
            if message["type"] != "http.request":
                break
            size += len(message.get("body", b""))
            if size > self.limit:
                await _answer(send, 413, "too_large", too_large)
                return
            if not message.get("more_body", False):
                break

        async def replay() -> Message:
            return buffered.pop(0) if buffered else await receive()

        await self.app(scope, replay, send)
