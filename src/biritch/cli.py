"""The ``biritch`` command: ``serve`` the game, ``bench`` the bots."""

from __future__ import annotations

import argparse
import importlib
import sys

BENCHES = {
    "api": "biritch.bench.api",
    "bidding": "biritch.bench.bidding",
    "lead-model": "biritch.bench.lead_model",
    "leads": "biritch.bench.leads",
    "load": "biritch.bench.load",
    "play": "biritch.bench.play",
    "positions": "biritch.bench.positions",
    "target": "biritch.bench.target",
}


def main(argv: list[str] | None = None) -> int:
    """Entry point of the console script."""
    argv = sys.argv[1:] if argv is None else argv
    parser = argparse.ArgumentParser(prog="biritch", description="Rubber bridge against bots")
    sub = parser.add_subparsers(dest="command", required=True)
    serve = sub.add_parser("serve", help="start the web game and print its address")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument(
        "--workers", type=int, default=1, help="web processes sharing the port and the database"
    )
    # The bench's own options (and its --help) belong to the benchmark module.
    bench = sub.add_parser(
        "bench",
        help="benchmarks: api, bidding, lead-model, leads, load, play, positions, target",
        add_help=False,
    )
    bench.add_argument("which", choices=sorted(BENCHES))
    bench.add_argument("options", nargs=argparse.REMAINDER)
    args, rest = parser.parse_known_args(argv)
    if args.command == "serve":
        if rest:
            parser.error(f"unknown arguments: {' '.join(rest)}")
        server = importlib.import_module("biritch.server.app")
        server.serve(host=args.host, port=args.port, workers=args.workers)
        return 0
    module = importlib.import_module(BENCHES[args.which])
    return int(module.main([*args.options, *rest]))


if __name__ == "__main__":
    raise SystemExit(main())
