"""``biritch serve --workers 2``: two web processes on one database, on SQLite (WAL) and,
when ``BIRITCH_TEST_DATABASE_URL`` names one, on PostgreSQL. Nothing in a process's memory
is needed: games are played with every request on a new connection (either process may
take it) and every action sent twice at once, and each is applied exactly once."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest

from biritch.bench.api import _free_port
from tests.server.conftest import postgres_url

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.xdist_group("workers")


def _web_workers(pid: int) -> list[int]:
    """The processes uvicorn started for ``pid`` (not multiprocessing's resource tracker)."""
    return [
        child
        for child in _children(pid)
        if b"spawn_main" in Path(f"/proc/{child}/cmdline").read_bytes()
    ]


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry.name))
    return found


@pytest.fixture(params=["sqlite", "postgresql"])
def server(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[str, int]]:
    """A ``biritch serve --workers 2`` on a free port; the stand-in bots write the pid of
    the web process that ran them (they run in its threads) to ``attempts``."""
    env = {
        **os.environ,
        "BIRITCH_ALLOW_CLIENT_SEED": "1",
        "BIRITCH_BOT_WORKERS": "0",
        "BIRITCH_BOT_MODULE": "tests.server.pool_bots:scripted",
        "POOL_BOTS_DIR": str(tmp_path),
        "PYTHONPATH": str(ROOT),
    }
    env.pop("DATABASE_URL", None)
    if request.param == "postgresql":
        env["DATABASE_URL"] = postgres_url()
    else:
        env["BIRITCH_DB"] = str(tmp_path / "biritch.db")
    port = _free_port()
    command = [sys.executable, "-m", "biritch.cli", "serve", "--port", str(port), "--workers", "2"]
    proc = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 180
        while len(_web_workers(proc.pid)) < 2 or not _healthy(url):
            assert proc.poll() is None, "the server stopped"
            assert time.monotonic() < deadline, "the server did not start"
            time.sleep(0.2)
        yield url, proc.pid
    finally:
        proc.terminate()
        proc.wait(60)


def _healthy(url: str) -> bool:
    try:
        return httpx.get(f"{url}/api/health", timeout=5).status_code == 200
    except httpx.HTTPError:
        return False


# No connection is kept: each request opens its own, which either process may take.
_CLIENT = httpx.Client(timeout=30, limits=httpx.Limits(max_keepalive_connections=0))


def _send(url: str, path: str, body: Any) -> httpx.Response:
    return _CLIENT.post(url + path, json=body)


def _play(url: str, seed: int) -> tuple[str, int]:
    """A game played with every action sent twice at once; returns the id and the number
    of actions applied."""
    view = _send(url, "/api/games", {"seed": seed}).json()
    applied = 0
    with ThreadPoolExecutor(2) as pool:
        while applied < 20:
            if view["to_act"] == "bot":
                body = {"type": "advance"}
            elif view["to_act"] == "you":
                kind, key = ("call", "call") if view["phase"] == "auction" else ("play", "card")
                body = {"type": kind, key: view["legal"][0]}
            else:
                body = {"type": "next_deal"}
            body["version"] = view["version"]
            path = f"/api/games/{view['id']}/actions"
            twice = list(pool.map(_send, [url, url], [path, path], [body, body]))
            codes = sorted(r.status_code for r in twice)
            assert codes == [200, 409], [r.text for r in twice]
            assert all(r.json()["code"] == "stale_version" for r in twice if r.status_code == 409)
            view = next(r.json() for r in twice if r.status_code == 200)
            applied += 1
            assert view["version"] == applied
    return view["id"], applied


def test_two_web_processes_share_one_database(server: tuple[str, int], tmp_path: Path) -> None:
    url, pid = server
    workers = {str(p) for p in _web_workers(pid)}
    served: set[str] = set()
    # The kernel decides which process accepts a connection, and a lightly loaded one may
    # take them all for a while; more games are played (up to five rounds of four) until
    # both processes have run bots. Every game is checked the same way in every round.
    for round_ in range(5):
        seeds = [1 + 4 * (4 * round_ + k) for k in range(4)]
        with ThreadPoolExecutor(4) as pool:
            games = list(pool.map(lambda seed: _play(url, seed), seeds))
        for game_id, applied in games:
            views = [_CLIENT.get(f"{url}/api/games/{game_id}").json() for _ in range(6)]
            assert all(v == views[0] for v in views)
            assert views[0]["version"] == applied
        served = set((tmp_path / "attempts").read_text().split())
        # No other process ever ran a bot.
        assert served <= workers
        if served == workers:
            break
    # Both processes took requests.
    assert served == workers


def _get_health(sock: socket.socket) -> bytes:
    """One whole response to a health check on ``sock`` (its head and its body may come in
    separate segments: read up to the body's announced length)."""
    sock.sendall(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            return data  # the server closed the connection
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    length = next(
        int(line.split(b":", 1)[1])
        for line in head.split(b"\r\n")
        if line.lower().startswith(b"content-length:")
    )
    while len(body) < length:
        chunk = sock.recv(65536)
        if not chunk:
            break
        body += chunk
    return head + b"\r\n\r\n" + body


def test_an_idle_connection_outlives_a_persons_pause(server: tuple[str, int]) -> None:
    """A page that waits between two moves sends the next one on the same connection: the
    server must not have closed it (uvicorn's default closes after 5 s idle)."""
    url, _pid = server
    port = int(url.rsplit(":", 1)[1])
    with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
        assert _get_health(sock).startswith(b"HTTP/1.1 200")
        time.sleep(KEEP_ALIVE_PAUSE)
        assert _get_health(sock).startswith(b"HTTP/1.1 200")


#: Longer than uvicorn's default keep-alive, well within the server's.
KEEP_ALIVE_PAUSE = 7.0
