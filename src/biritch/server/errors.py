"""The API's errors: each has an HTTP status and a code from docs/api.md."""

from __future__ import annotations


class ApiError(Exception):
    """An error the page is told about as ``{"detail", "code"}``; nothing was changed."""

    status = 500
    code = "error"

    def __init__(self, detail: str) -> None:
        super().__init__(detail)
        self.detail = detail


class NotFound(ApiError):
    """No game has this id."""

    status = 404
    code = "not_found"


class StaleVersion(ApiError):
    """The action was made on an older view: a double click or a retried request."""

    status = 409
    code = "stale_version"


class Illegal(ApiError):
    """Well-formed but not allowed now."""

    status = 409
    code = "illegal"


class Invalid(ApiError):
    """Malformed: cannot be parsed."""

    status = 422
    code = "invalid"


class BotError(ApiError):
    """A bot chose something the engine refused: a bug in the bot, not the person's fault."""

    status = 500
    code = "bot_error"


class TooManyRequests(ApiError):
    """This client sent more requests than its limit allows; it may retry later."""

    status = 429
    code = "rate_limited"

    def __init__(self, detail: str, retry_after: int) -> None:
        super().__init__(detail)
        self.retry_after = retry_after


class UnfinishedDeal(ApiError):
    """The deal is in progress: leaving it needs ``abandon``, its review waits for its end."""

    status = 409
    code = "unfinished_deal"
