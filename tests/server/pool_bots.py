"""Stand-in bots for the worker-pool tests, importable by a worker process by name
(``tests.server.pool_bots:scripted``). They decide from the view only, and misbehave as the
file ``mode`` in the directory ``$POOL_BOTS_DIR`` says: ``fail`` (raise), ``hang`` (sleep
far past any time limit), ``exit`` (kill the worker process); a mode ending in ``-once``
misbehaves on the first attempt only. Every attempt appends the worker's pid to the file
``attempts``, so the test can count attempts and see which process ran them."""

from __future__ import annotations

import os
import time
from pathlib import Path

from biritch import bots
from biritch.engine import Card, SeatView


def _here() -> Path:
    return Path(os.environ["POOL_BOTS_DIR"])


def attempts(where: Path) -> list[int]:
    """The pids of every attempt so far, in order (for the tests)."""
    path = where / "attempts"
    return [int(line) for line in path.read_text().split()] if path.exists() else []


def _misbehave() -> None:
    pid = os.getpid()
    with (_here() / "attempts").open("a") as out:
        out.write(f"{pid}\n")
    mode_file = _here() / "mode"
    try:
        mode = mode_file.read_text().strip()
    except FileNotFoundError:
        return
    if mode.endswith("-once"):
        mode_file.unlink(missing_ok=True)
        mode = mode.removesuffix("-once")
    if mode == "fail":
        raise RuntimeError("the stand-in bot fails as asked")
    if mode == "hang":
        time.sleep(120)
    if mode == "exit":
        os._exit(3)


class Scripted:
    """Passes and plays its lowest card, after misbehaving as the mode file says; a call's
    explanation names the process that decided it."""

    @staticmethod
    def bot_call(view: SeatView) -> bots.Suggestion:
        _misbehave()
        return bots.Suggestion("P", f"пас ({os.getpid()})", f"pass (pid {os.getpid()})")

    @staticmethod
    def bot_card(view: SeatView, seed: int, hurry: bool = False) -> Card:
        _misbehave()
        return min(view.legal_cards(), key=lambda c: c.rank)


scripted = Scripted()
