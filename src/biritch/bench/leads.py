"""``biritch bench leads``: opening leads only, over many deals, against double dummy.

The play benchmark sees one opening lead per deal, so its lead figures rest on a few dozen
no-trump leads. This one bids N seeded deals (a deal set of its own, not the play
benchmark's), lets the bot lead, and checks the lead against a double-dummy solve of the
real deal: a lead "gives up a trick" when it scores less than the best lead. With
``--study 16,32,64`` it also solves one shared sample of layouts per lead and reports what
the expected-value choice would lead with only the first 16, 32, 64 of them, which is how
the lead's layout budget was chosen.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from biritch.bench.play import _percentile, _progress, _state, bid_with_bots
from biritch.bots import bot_card
from biritch.bots.play.cardplay import GOAL_WEIGHT, equivalence_classes
from biritch.bots.play.conventions import conventional
from biritch.bots.play.dds import Position, solve
from biritch.bots.play.signals import signal_weight
from biritch.bots.play.worlds import knowledge, sample_worlds
from biritch.engine import SEATS, Card, Play, SeatView, deal_cards, seat_view


def lead_board(seed: int, number: int) -> tuple[Play, SeatView] | None:
    """Deal ``number`` of the lead benchmark's set for ``seed``, bid by the bots: the play
    at the opening lead and the leader's view (None when the deal is passed out)."""
    dealer = SEATS[(number - 1) % 4]
    deal = deal_cards(random.Random(f"{seed}:bench-leads:{number}"), dealer)
    auction = bid_with_bots(deal, dealer)
    if auction.contract is None or auction.declarer is None:
        return None
    play = Play.start(deal, auction.contract, auction.declarer)
    assert play.turn is not None
    return play, seat_view(_state(deal, dealer, auction, play), play.turn)


def _study_choice(view: SeatView, rows: list[list[int]], classes: list[list[Card]]) -> Card:
    """The lead the expected-value rule picks from these layouts' scores."""
    goal = view.contract.tricks_to_defeat if view.contract is not None else 7
    means = [
        statistics.fmean(r[i] + (GOAL_WEIGHT if r[i] >= goal else 0.0) for r in rows)
        for i in range(len(classes))
    ]
    best = max(means)
    tied = [card for i, group in enumerate(classes) if means[i] >= best - 1e-9 for card in group]
    return conventional(view, tied)


def main(argv: list[str]) -> int:
    """Run the opening-lead benchmark and print its figures."""
    parser = argparse.ArgumentParser(prog="biritch bench leads", description=__doc__)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--study", default="", help="comma-separated layout counts, e.g. 16,32,64 (slow)"
    )
    args = parser.parse_args(argv)
    sizes = sorted({int(x) for x in args.study.split(",") if x.strip()})
    good: dict[str, list[bool]] = {"suit": [], "nt": []}
    study: dict[int, dict[str, list[bool]]] = {n: {"suit": [], "nt": []} for n in sizes}
    seconds: list[float] = []
    started = time.perf_counter()
    for number in range(1, args.deals + 1):
        _progress(number, args.deals, started, "leads")
        board = lead_board(args.seed, number)
        if board is None:
            continue
        play, view = board
        leader = view.seat
        kind = "nt" if play.trump is None else "suit"
        hands = tuple(play.remaining[s].cards for s in SEATS)
        truth = solve([Position(hands, play.trump, leader)])[0]  # type: ignore[arg-type]
        top = max(truth.values())
        t0 = time.perf_counter()
        card = bot_card(view, number)
        seconds.append(time.perf_counter() - t0)
        good[kind].append(truth[card] >= top)
        if sizes:
            classes = equivalence_classes(view, view.legal_cards())
            worlds = sample_worlds(
                knowledge(view), sizes[-1], random.Random(number), weight=signal_weight(view)
            )
            scores = solve([Position(w, play.trump, leader) for w in worlds])
            rows = [[s.get(group[0], 0) for group in classes] for s in scores]
            for n in sizes:
                choice = _study_choice(view, rows[:n], classes)
                study[n][kind].append(truth[choice] >= top)

    def rate(flags: list[bool]) -> str:
        return f"{100 * sum(flags) / len(flags):.2f} %" if flags else "-"

    print(f"deals {args.deals} (seed {args.seed})")
    print(
        f"the bot's opening leads giving up no trick: {rate(good['suit'])} suit "
        f"({len(good['suit'])}) / {rate(good['nt'])} NT ({len(good['nt'])})"
    )
    print(
        f"seconds per lead p50 {_percentile(seconds, 0.5):.3f} / p95 "
        f"{_percentile(seconds, 0.95):.3f} / max {max(seconds, default=0.0):.3f}"
    )
    for n in sizes:
        print(
            f"  expected value over the first {n:3d} layouts: {rate(study[n]['suit'])} suit / "
            f"{rate(study[n]['nt'])} NT"
        )
    return 0


__all__ = ["lead_board", "main"]
