"""``python -m biritch.bench.api``: latency of the person's actions through the game API.

Plays a few seeded games over HTTP: the person calls and plays at random from ``legal``
(mostly passing in the auction), the bots act through ``advance``. Only the person's
``call`` and ``play`` requests are timed (a bot's thinking is not the person's wait), and
their p50/p95 are printed, with GET (a reload) beside them.

By default the app runs in this process under a real uvicorn on 127.0.0.1 with a temporary
SQLite file, and with fast stand-in bots (the person's requests never run a bot; this keeps
the run short). ``--real-bots`` uses the real ones, ``--testclient`` skips the network,
``--url`` measures a server that is already running."""

from __future__ import annotations

import argparse
import random
import socket
import statistics
import tempfile
import threading
import time
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Protocol

import httpx

from biritch import bots
from biritch.engine import Card, SeatView

View = dict[str, Any]


class _Client(Protocol):
    def get(self, url: str) -> httpx.Response: ...

    def post(self, url: str, *, json: Any = None) -> httpx.Response: ...


def _stand_in_call(view: SeatView) -> bots.Suggestion:
    # Passes, except the first bot to speak opens the cheapest bid: deals get played.
    bid = next((c for c in view.auction.legal_calls() if str(c)[0].isdigit()), None)
    if bid is not None and not view.auction.calls:
        return bots.Suggestion(str(bid), str(bid), str(bid))
    return bots.Suggestion("P", "пас", "pass")


def _stand_in_card(view: SeatView, seed: int) -> Card:
    legal = view.legal_cards()
    return legal[seed % len(legal)]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@contextmanager
def _in_process(database: Path, network: bool) -> Iterator[_Client]:
    from biritch.server.app import create_app
    from biritch.server.settings import Settings

    app = create_app(Settings(database_url=f"sqlite:///{database}", allow_client_seed=True))
    if not network:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # Starlette's advice to move to httpx2
            from fastapi.testclient import TestClient

        with TestClient(app) as test_client:
            yield test_client
        return
    import uvicorn

    port = _free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="error"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.01)
    try:
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=300) as client:
            yield client
    finally:
        server.should_exit = True
        thread.join()


@contextmanager
def _remote(url: str) -> Iterator[_Client]:
    with httpx.Client(base_url=url.rstrip("/"), timeout=60) as client:
        yield client


def _new_game(client: _Client, seed: int) -> View:
    response = client.post("/api/games", json={"seed": seed})
    if response.status_code == 422:  # a server that chooses its own seeds
        response = client.post("/api/games", json=None)
    response.raise_for_status()
    return dict(response.json())


def play_games(
    client: _Client,
    games: int,
    deals: int,
    seed: int,
    reviews: list[float] | None = None,
    bot_pause: float = 0.0,
) -> tuple[list[float], list[float]]:
    """Play ``games`` games of ``deals`` deals each; returns the person's action latencies
    and the reload (GET) latencies, in seconds. With ``reviews``, the time from the last
    card's response to the finished deal's review is appended to it for each played deal."""
    person: list[float] = []
    reloads: list[float] = []
    for number in range(games):
        rng = random.Random(seed + number)
        view = _new_game(client, seed + number)
        finished = 0
        while finished < deals:
            body: dict[str, Any] = {"version": view["version"]}
            timed = view["to_act"] == "you"
            if timed and view["phase"] == "auction":
                call = "P" if rng.random() < 0.7 else rng.choice(view["legal"])
                body.update(type="call", call=call)
            elif timed:
                body.update(type="play", card=rng.choice(view["legal"]))
            elif view["to_act"] == "bot":
                body.update(type="advance")
                time.sleep(bot_pause)  # the page waits as long for each bot action
            else:
                finished += 1
                body.update(type="next_deal")
                if reviews is not None and view["result"] and not view["result"]["passed_out"]:
                    start = time.perf_counter()
                    client.get(f"/api/games/{view['id']}/review").raise_for_status()
                    reviews.append(time.perf_counter() - start)
            start = time.perf_counter()
            response = client.post(f"/api/games/{view['id']}/actions", json=body)
            elapsed = time.perf_counter() - start
            response.raise_for_status()
            view = dict(response.json())
            if timed:
                person.append(elapsed)
                start = time.perf_counter()
                client.get(f"/api/games/{view['id']}").raise_for_status()
                reloads.append(time.perf_counter() - start)
    return person, reloads


def _percentile(values: list[float], p: int) -> float:
    if len(values) < 2:
        return values[0]
    return statistics.quantiles(values, n=100, method="inclusive")[p - 1]


def _line(name: str, values: list[float]) -> str:
    if not values:
        return f"{name:<22} n=0"
    ms = [v * 1000 for v in values]
    return (
        f"{name:<22} n={len(ms):<5} p50={_percentile(ms, 50):7.2f} ms  "
        f"p95={_percentile(ms, 95):7.2f} ms  max={max(ms):7.2f} ms"
    )


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print p50/p95 of the person's call/play requests."""
    parser = argparse.ArgumentParser(prog="python -m biritch.bench.api", description=__doc__)
    parser.add_argument("--games", type=int, default=4, help="games to play (default 4)")
    parser.add_argument("--deals", type=int, default=4, help="deals per game (default 4)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--real-bots", action="store_true", help="use the real bots (slow)")
    parser.add_argument("--testclient", action="store_true", help="in-process, no network")
    parser.add_argument(
        "--review",
        action="store_true",
        help="also time each played deal's review, asked for as soon as the last card is in",
    )
    parser.add_argument(
        "--bot-pause",
        type=float,
        default=0.0,
        help="seconds to wait before each bot action, as a page shows them (default 0)",
    )
    parser.add_argument(
        "--url", help="measure a running server instead, e.g. http://127.0.0.1:8000"
    )
    args = parser.parse_args(argv)

    restore: list[Callable[[], None]] = []
    if not args.real_bots and not args.url:
        old_call, old_card = bots.bot_call, bots.bot_card
        bots.bot_call, bots.bot_card = _stand_in_call, _stand_in_card  # type: ignore[assignment]
        restore.append(lambda: setattr(bots, "bot_call", old_call))
        restore.append(lambda: setattr(bots, "bot_card", old_card))
    try:
        with tempfile.TemporaryDirectory() as tmp:
            if args.url:
                where, context = args.url, _remote(args.url)
            else:
                where = "TestClient" if args.testclient else "uvicorn on 127.0.0.1"
                context = _in_process(Path(tmp) / "bench.db", network=not args.testclient)
            with context as client:
                started = time.perf_counter()
                reviews: list[float] | None = [] if args.review else None
                person, reloads = play_games(
                    client, args.games, args.deals, args.seed, reviews, args.bot_pause
                )
                total = time.perf_counter() - started
    finally:
        for undo in restore:
            undo()
    bots_used = "server's" if args.url else ("real" if args.real_bots else "stand-in")
    pause = f", {args.bot_pause:g} s before each bot action" if args.bot_pause else ""
    print(f"API latency: {args.games} games x {args.deals} deals, {where}, {bots_used} bots{pause}")
    print(_line("person call/play", person))
    print(_line("reload (GET)", reloads))
    if reviews is not None:
        print(_line("review after last card", reviews))
    print(f"{'wall time':<22} {total:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
