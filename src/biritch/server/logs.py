"""The game id is the only key to a game, so it never reaches a log: logs name a game by
a short hash of its id, enough to follow one game through the log."""

from __future__ import annotations

import hashlib
import logging
import re

_GAME_PATH = re.compile(r"(/api/games/)([^/?#\s]+)")


def game_ref(game_id: str) -> str:
    """A short, stable name of a game for logs: ``g:`` and 8 hex digits of its id's hash."""
    return "g:" + hashlib.sha256(game_id.encode("utf-8", "replace")).hexdigest()[:8]


def redact(text: str) -> str:
    """``text`` with every game id in an API path replaced by its :func:`game_ref`."""
    return _GAME_PATH.sub(lambda m: m.group(1) + game_ref(m.group(2)), text)


class RedactGameIds(logging.Filter):
    """A filter for uvicorn's access log (and any other) that hashes the game ids in the
    record's arguments, such as the request path."""

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.args, tuple):
            record.args = tuple(redact(a) if isinstance(a, str) else a for a in record.args)
        if isinstance(record.msg, str):
            record.msg = redact(record.msg)
        return True


def install_redaction(names: tuple[str, ...] = ("uvicorn.access", "uvicorn.error")) -> None:
    """Attach :class:`RedactGameIds` once to each named logger."""
    for name in names:
        logger = logging.getLogger(name)
        if not any(isinstance(f, RedactGameIds) for f in logger.filters):
            logger.addFilter(RedactGameIds())
