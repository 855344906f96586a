"""``biritch bench load``: how many people one server holds, at a person's pace.

For each number of players N it starts ``biritch serve`` on 127.0.0.1 (a fresh SQLite file,
or the PostgreSQL named by ``--database-url``), and N simulated people arrive spread over
``--ramp`` seconds and play whole deals until ``--seconds`` have passed. A person takes 2 to
6 seconds (seeded) to choose a call, a card or the next deal, and drives the bots as the
page does: one ``advance`` at a time, 0.4-0.7 s after the last answer (1 s after a trick
is completed, while the page shows it). Printed for each N: the wait for each bot step
(p50/p95/max), the person's call/play latency (p50/p95), errors, and the CPU the server
used (its web and bot processes; a PostgreSQL server's own is not counted). Then the
largest N that keeps the bot step p95 <= 2 s and the person's p95 <= 100 ms with no error;
``--search`` narrows it down between the N given with more runs.

Everything stays on the loopback interface, every run is bounded in players and time, and
the server is stopped at the end of each run. Latencies include the load generator's own
work, which runs on the same cores as the server.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from biritch import bots
from biritch.bench.api import _free_port, _stand_in_call, _stand_in_card
from biritch.engine import Card, SeatView

#: The pass mark: a bot step's p95 wait and a person's p95 latency, in seconds.
BOT_P95 = 2.0
PERSON_P95 = 0.100
#: Hard bounds of one run.
MAX_PLAYERS = 2000
MAX_SECONDS = 3600
#: A person's thinking time and the page's pauses before a bot step, in seconds.
THINK = (2.0, 6.0)
BOT_DELAY = (0.4, 0.7)
TRICK_PAUSE = 1.0


class StandIn:
    """Fast stand-in bots (``--stand-in-bots``; the benchmark's own test uses them)."""

    @staticmethod
    def bot_call(view: SeatView) -> bots.Suggestion:
        return _stand_in_call(view)

    @staticmethod
    def bot_card(view: SeatView, seed: int, hurry: bool = False) -> Card:
        return _stand_in_card(view, seed)


stand_in = StandIn()


@dataclass
class Figures:
    """What one run measured."""

    players: int
    seconds: float = 0.0
    bot_waits: list[float] = field(default_factory=list)
    #: The same waits by the kind of step (``STEP_KINDS``): where the slow tail comes from.
    waits_by_kind: dict[str, list[float]] = field(default_factory=dict)
    person: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    deals: int = 0
    server_cpu: float = 0.0
    client_cpu: float = 0.0

    def passes(self) -> bool:
        """Within the pass mark: bot step p95 <= 2 s, person p95 <= 100 ms, no error."""
        return (
            not self.errors
            and bool(self.bot_waits and self.person)
            and percentile(self.bot_waits, 95) <= BOT_P95
            and percentile(self.person, 95) <= PERSON_P95
        )


#: The kinds of bot step, in the order printed.
STEP_KINDS = ("call", "opening lead", "lead", "follow")


def step_kind(view: dict[str, Any]) -> str:
    """What the bot whose turn it is in ``view`` (South's view) is about to decide."""
    if view["phase"] == "auction":
        return "call"
    trick = view.get("current_trick")
    if trick and trick["cards"]:
        return "follow"
    return "opening lead" if not view.get("tricks") else "lead"


def percentile(values: list[float], p: int) -> float:
    """The ``p``-th percentile (inclusive method); 0 for no values."""
    if not values:
        return 0.0
    if len(values) == 1:
        return values[0]
    return statistics.quantiles(values, n=100, method="inclusive")[p - 1]


# --- the server -------------------------------------------------------------------------


def _tree_cpu(root: int) -> float:
    """CPU seconds (user + system) used so far by ``root`` and its descendants."""
    ticks = os.sysconf("SC_CLK_TCK")
    parent: dict[int, int] = {}
    used: dict[int, float] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        pid = int(entry.name)
        parent[pid] = int(fields[1])
        # utime, stime, and the waited-for children's cutime, cstime.
        used[pid] = sum(int(x) for x in fields[11:15]) / ticks
    total = 0.0
    for pid, seconds in used.items():
        walk = pid
        while walk > 1 and walk != root:
            walk = parent.get(walk, 0)
        if walk == root:
            total += seconds
    return total


@dataclass
class Server:
    """A ``biritch serve`` on a free loopback port."""

    process: subprocess.Popen[bytes]
    url: str

    @classmethod
    def start(
        cls, env: dict[str, str], workers: int, timeout: float = 300.0, log: str | None = None
    ) -> Server:
        port = _free_port()
        command = [sys.executable, "-m", "biritch.cli", "serve", "--host", "127.0.0.1"]
        command += ["--port", str(port), "--workers", str(workers)]
        # The server's own log (its warnings: a bot restarted, a decision retried) goes to
        # ``log`` when given (appended, one run after another), else nowhere.
        if log is None:
            process = subprocess.Popen(
                command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
            )
        else:
            with open(log, "ab") as out:  # the child keeps its own copy of the file
                process = subprocess.Popen(command, env=env, stdout=out, stderr=out)
        server = cls(process, f"http://127.0.0.1:{port}")
        deadline = time.monotonic() + timeout
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"the server stopped with status {process.returncode}")
            if time.monotonic() > deadline:
                server.stop()
                raise RuntimeError("the server did not start in time")
            try:
                if httpx.get(server.url + "/api/health", timeout=5).status_code == 200:
                    return server
            except httpx.HTTPError:
                pass
            time.sleep(0.3)

    def cpu(self) -> float:
        return _tree_cpu(self.process.pid)

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(60)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


# --- the people -------------------------------------------------------------------------


def _person_choice(view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A person's call or card: mostly passes in the auction, sometimes the cheapest bid
    (never a double), so deals get played; any legal card."""
    if view["phase"] == "auction":
        bids = [c for c in view["legal"] if c[0].isdigit()]
        call = bids[0] if bids and rng.random() < 0.2 else "P"
        return {"type": "call", "call": call}
    return {"type": "play", "card": rng.choice(view["legal"])}


async def _person(
    client: httpx.AsyncClient,
    number: int,
    seed: int,
    arrive: float,
    until: float,
    figures: Figures,
) -> None:
    rng = random.Random(f"{seed}:load:{number}")
    await asyncio.sleep(max(0.0, arrive - time.monotonic()))
    try:
        response = await client.post("/api/games", json={"seed": seed * 100_003 + number})
        response.raise_for_status()
        view: dict[str, Any] = response.json()
        while time.monotonic() < until:
            if view["to_act"] == "bot":
                pause = rng.uniform(*BOT_DELAY)
                body: dict[str, Any] = {"type": "advance"}
            elif view["to_act"] == "you":
                pause = rng.uniform(*THINK)
                body = _person_choice(view, rng)
            else:
                pause = rng.uniform(*THINK)
                body = {"type": "next_deal"}
                figures.deals += 1
            await asyncio.sleep(pause)
            if time.monotonic() >= until:
                return
            body["version"] = view["version"]
            start = time.perf_counter()
            response = await client.post(f"/api/games/{view['id']}/actions", json=body)
            elapsed = time.perf_counter() - start
            if response.status_code != 200:
                figures.errors.append(f"{body['type']}: {response.status_code} {response.text}")
                response = await client.get(f"/api/games/{view['id']}")
                response.raise_for_status()
                view = response.json()
                continue
            tricks_before = len(view.get("tricks") or ())
            deal_before = view["deal_number"]
            kind = step_kind(view)
            view = response.json()
            if body["type"] == "advance":
                figures.bot_waits.append(elapsed)
                figures.waits_by_kind.setdefault(kind, []).append(elapsed)
                done = len(view.get("tricks") or ())
                if view["deal_number"] == deal_before and done > tricks_before:
                    # The page leaves a completed trick on the table for a moment.
                    await asyncio.sleep(max(0.0, TRICK_PAUSE - BOT_DELAY[0]))
            elif body["type"] in ("call", "play"):
                figures.person.append(elapsed)
    except (httpx.HTTPError, KeyError, ValueError) as err:
        figures.errors.append(f"player {number}: {type(err).__name__}: {err}")


async def _crowd(url: str, players: int, seconds: float, ramp: float, seed: int) -> Figures:
    figures = Figures(players)
    limits = httpx.Limits(max_connections=players + 1, max_keepalive_connections=players + 1)
    async with httpx.AsyncClient(base_url=url, timeout=120, limits=limits) as client:
        # One bot step first, so that the bots' workers are warm before anyone arrives.
        warm = (await client.post("/api/games", json={"seed": seed})).json()
        if warm["to_act"] == "bot":
            body = {"type": "advance", "version": warm["version"]}
            path = f"/api/games/{warm['id']}/actions"
            (await client.post(path, json=body, timeout=600)).raise_for_status()
        start = time.monotonic()
        until = start + seconds
        tasks = [
            _person(client, i, seed, start + ramp * i / max(1, players), until, figures)
            for i in range(players)
        ]
        # Bounded: a request still out long after the end is abandoned.
        await asyncio.wait_for(asyncio.gather(*tasks), seconds + 150)
        figures.seconds = time.monotonic() - start
    return figures


def _run_in_own_thread(crowd: Coroutine[Any, Any, Figures]) -> Figures:
    """Run ``crowd`` on a new event loop in a thread of its own: the caller's thread may
    already run a loop (a test's browser session), where ``asyncio.run`` refuses."""
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, crowd).result()


def run_once(args: argparse.Namespace, players: int) -> Figures:
    """One bounded run with ``players`` people against a fresh server."""
    with tempfile.TemporaryDirectory(prefix="biritch-load-") as tmp:
        # Every player comes from 127.0.0.1: per-client rate limits would take the whole
        # crowd for one person, so they are off (where the server has them).
        env = {
            **os.environ,
            "BIRITCH_ALLOW_CLIENT_SEED": "1",
            "BIRITCH_GAME_RATE": "0",
            "BIRITCH_ACTION_RATE": "0",
        }
        env.pop("DATABASE_URL", None)
        if args.db == "postgres":
            env["DATABASE_URL"] = args.database_url
        else:
            env["BIRITCH_DB"] = str(Path(tmp) / "load.db")
        if args.bot_workers is not None:
            env["BIRITCH_BOT_WORKERS"] = str(args.bot_workers)
        if args.stand_in_bots:
            env["BIRITCH_BOT_MODULE"] = "biritch.bench.load:stand_in"
        server = Server.start(env, args.workers, log=args.server_log)
        try:
            cpu_before, own_before = server.cpu(), time.process_time()
            crowd = _crowd(server.url, players, args.seconds, args.ramp, args.seed)
            figures = _run_in_own_thread(crowd)
            figures.server_cpu = server.cpu() - cpu_before
            figures.client_cpu = time.process_time() - own_before
        finally:
            server.stop()
    return figures


def report(figures: Figures, cores: int) -> str:
    """The lines printed for one run."""
    waits, person = figures.bot_waits, figures.person
    share = 100 * figures.server_cpu / max(1e-9, figures.seconds * cores)
    verdict = "within" if figures.passes() else "beyond"
    lines = [
        f"players {figures.players}: {figures.seconds:.0f} s, {len(waits)} bot steps, "
        f"{len(person)} person actions, {figures.deals} deals finished ({verdict} the mark)",
        f"  bot step wait      p50 {percentile(waits, 50):6.2f} s   "
        f"p95 {percentile(waits, 95):6.2f} s   max {max(waits, default=0.0):6.2f} s",
        f"  person action      p50 {1000 * percentile(person, 50):6.1f} ms  "
        f"p95 {1000 * percentile(person, 95):6.1f} ms",
        f"  errors {len(figures.errors)}   server CPU {figures.server_cpu:.1f} s "
        f"({share:.0f} % of {cores} cores)   load generator CPU {figures.client_cpu:.1f} s",
    ]
    for kind in STEP_KINDS:
        some = figures.waits_by_kind.get(kind, [])
        if some:
            lines.append(
                f"    {kind:<14} {len(some):5d} steps   p50 {percentile(some, 50):6.2f} s   "
                f"p95 {percentile(some, 95):6.2f} s   max {max(some):6.2f} s"
            )
    lines += [f"    {e}" for e in figures.errors[:5]]
    return "\n".join(lines)


def _counts(text: str) -> list[int]:
    counts = sorted({int(x) for x in text.split(",") if x.strip()})
    if not counts or counts[0] < 1 or counts[-1] > MAX_PLAYERS:
        raise argparse.ArgumentTypeError(f"player counts must be 1 to {MAX_PLAYERS}")
    return counts


def main(argv: list[str]) -> int:
    """Run the load benchmark and print its figures."""
    parser = argparse.ArgumentParser(prog="biritch bench load", description=__doc__)
    parser.add_argument("--players", type=_counts, default=[10], help="e.g. 10,50,100")
    parser.add_argument("--server-log", help="append the server's own log to this file")
    parser.add_argument("--db", choices=["sqlite", "postgres"], default="sqlite")
    parser.add_argument(
        "--database-url",
        default=os.environ.get("DATABASE_URL", ""),
        help="PostgreSQL URL for --db postgres (default: $DATABASE_URL)",
    )
    parser.add_argument("--seconds", type=float, default=150.0, help="length of each run")
    parser.add_argument("--ramp", type=float, default=30.0, help="arrivals spread over this")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1, help="web processes (serve --workers)")
    parser.add_argument("--bot-workers", type=int, help="bot processes (default: the server's)")
    parser.add_argument(
        "--search", action="store_true", help="narrow the largest passing N down with more runs"
    )
    parser.add_argument("--stand-in-bots", action="store_true", help="fast fake bots (tests)")
    args = parser.parse_args(argv)
    if not 0 < args.seconds <= MAX_SECONDS or not 0 <= args.ramp <= args.seconds:
        parser.error(f"--seconds must be 1 to {MAX_SECONDS}, --ramp at most --seconds")
    if args.db == "postgres" and not args.database_url.startswith("postgres"):
        parser.error("--db postgres needs --database-url postgresql://… (or $DATABASE_URL)")
    cores = os.cpu_count() or 1
    where = "PostgreSQL" if args.db == "postgres" else "SQLite"
    print(
        f"load: {where}, {args.workers} web process(es), bots: "
        f"{'stand-in' if args.stand_in_bots else 'real'}, {args.seconds:.0f} s a run, "
        f"arrivals over {args.ramp:.0f} s, {cores} cores, seed {args.seed}",
        flush=True,
    )
    results: dict[int, bool] = {}
    for players in args.players:
        figures = run_once(args, players)
        results[players] = figures.passes()
        print(report(figures, cores), flush=True)
    if args.search:
        for _ in range(4):
            good = max((n for n, ok in results.items() if ok), default=0)
            bad = min((n for n, ok in results.items() if not ok and n > good), default=0)
            if not bad or bad - good <= max(2, good // 10):
                break
            players = (good + bad) // 2
            figures = run_once(args, players)
            results[players] = figures.passes()
            print(report(figures, cores), flush=True)
    good = max((n for n, ok in results.items() if ok), default=0)
    tried = ", ".join(str(n) for n in sorted(results))
    print(
        f"largest N with bot step p95 <= {BOT_P95:g} s and person p95 <= "
        f"{1000 * PERSON_P95:g} ms: {good or 'none'} (runs: {tried})"
    )
    return 0


__all__ = ["main", "stand_in"]
