"""End-to-end fixtures: the real server in a subprocess on a free port with a temporary
database, and Debian's Chromium driven by Playwright (its own browser download does not
work here, so it is never installed)."""

from __future__ import annotations

import contextlib
import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / "artifacts" / "screenshots"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Server:
    """The running server and a tiny JSON client for checks behind the page's back."""

    def __init__(self, base: str) -> None:
        self.base = base

    def request(
        self, method: str, path: str, body: Any = None, timeout: float = 30
    ) -> tuple[int, Any]:
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(
            self.base + path,
            data=data,
            method=method,
            headers={"Content-Type": "application/json"} if data else {},
        )
        try:
            with urllib.request.urlopen(req, timeout=timeout) as resp:
                return resp.status, json.loads(resp.read())
        except urllib.error.HTTPError as err:
            return err.code, json.loads(err.read() or b"null")

    def game(self, game_id: str) -> dict[str, Any]:
        status, view = self.request("GET", f"/api/games/{game_id}")
        assert status == 200, view
        return view


@contextlib.contextmanager
def run_server(db: Path, **extra_env: str) -> Iterator[Server]:
    """The server in a subprocess on a free port with the SQLite file ``db``."""
    port = _free_port()
    env = {
        **os.environ,
        "BIRITCH_DB": str(db),
        "BIRITCH_ALLOW_CLIENT_SEED": "1",
        "PYTHONUNBUFFERED": "1",
        **extra_env,
    }
    env.pop("DATABASE_URL", None)
    log = (db.parent / "server.log").open("w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "biritch.cli", "serve", "--port", str(port)],
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        cwd=ROOT,
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            with urllib.request.urlopen(base + "/api/health", timeout=2) as resp:
                if resp.status == 200:
                    break
        except OSError:
            pass
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            log.close()
            raise RuntimeError(
                f"the server did not start: {(db.parent / 'server.log').read_text()}"
            )
        time.sleep(0.2)
    try:
        yield Server(base)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    # No bots' table on the same cards here: only the scoring tests need it (it plays
    # every deal a second time); they start their own server.
    with run_server(tmp_path_factory.mktemp("e2e") / "e2e.db", BIRITCH_BOTS_TABLE="off") as srv:
        yield srv


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    from playwright import sync_api

    if not Path(CHROMIUM).exists():  # pragma: no cover - depends on the machine
        # A skipped browser test proves nothing: `make test` installs Debian's Chromium.
        pytest.fail("Chromium is not installed at /usr/bin/chromium: run `make browser`")
    with sync_api.sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def context(browser: Any) -> Iterator[Any]:
    ctx = browser.new_context(viewport={"width": 1280, "height": 860}, locale="ru-RU")
    ctx.set_default_timeout(30_000)
    yield ctx
    ctx.close()


@pytest.fixture
def page(context: Any) -> Any:
    pg = context.new_page()
    # These tests click every card themselves: forced cards are not played for them
    # (tests/e2e/test_table.py covers that option, on by default).
    pg.add_init_script("try { localStorage.setItem('biritch.autoplay', '0'); } catch (e) {}")
    errors: list[str] = []
    pg.on("pageerror", lambda exc: errors.append(str(exc)))

    def on_console(msg: Any) -> None:
        # An API error status is logged by the browser itself; the page handles those.
        if msg.type == "error" and "Failed to load resource" not in msg.text:
            errors.append(msg.text)  # e.g. a Content-Security-Policy violation

    pg.on("console", on_console)
    yield pg
    assert not errors, f"errors on the page: {errors}"


@pytest.fixture(scope="session")
def screenshots() -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS
