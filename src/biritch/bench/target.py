"""``biritch bench target``: the bots against Russian Chicago's points target.

Four bots bid N seeded random deals laid out as Chicagos (deal 1–4 of each: North deals
first, then clockwise; nobody, the non-dealers, the non-dealers, both vulnerable); a
passed-out deal is dealt again, as the rules say, and counted apart. Each played deal is
scored duplicate-style and set against the target of the side that held more HCP; the
figure is that side's average IMPs (with a 95 % interval): how the bots bid (and, with
``--play bots``, play) against par for the points held. ``--play dd`` (default) takes the
double-dummy tricks of the contract reached; ``--play bots`` lets the bots play the cards
(about half a minute a deal).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time

from biritch.engine import (
    Chicago,
    DealState,
    Seat,
    Side,
    Strain,
    TargetResult,
    chicago_dealer,
    deal_cards,
    score_against_target,
)
from biritch.engine.auction import Auction
from biritch.same_cards import bots_auction, play_bots_table, table_seed


def _chicago_before(deal_in_chicago: int) -> Chicago:
    """A Chicago sheet standing before deal ``deal_in_chicago`` (only its position matters:
    each deal is scored on its own against the target)."""
    return Chicago(deals=deal_in_chicago - 1, with_imps=True)


def _state(seed: int, index: int, position: int) -> DealState:
    dealer = chicago_dealer(position)
    cards = deal_cards(random.Random(f"target:{seed}:{index}"), dealer)
    sheet = _chicago_before(position)
    return DealState(index + 1, 1, position, dealer, cards, sheet, Auction(dealer), score=sheet)


def _dd_tricks(state: DealState) -> int:
    from endplay.dds import calc_dd_table
    from endplay.types import Deal as EpDeal
    from endplay.types import Denom, Player

    contract, declarer = state.contract, state.declarer
    assert contract is not None and declarer is not None
    denom = {
        Strain.CLUBS: Denom.clubs,
        Strain.DIAMONDS: Denom.diamonds,
        Strain.HEARTS: Denom.hearts,
        Strain.SPADES: Denom.spades,
        Strain.NOTRUMP: Denom.nt,
    }[contract.strain]
    player = {Seat.N: Player.north, Seat.E: Player.east, Seat.S: Player.south,
              Seat.W: Player.west}[declarer]  # fmt: skip
    table = calc_dd_table(EpDeal.from_pbn(state.deal.to_pbn()))
    return int(table[denom, player])


def main(argv: list[str]) -> int:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(prog="biritch bench target")
    parser.add_argument("--deals", type=int, default=100, help="played deals to score")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--play", choices=("dd", "bots"), default="dd")
    args = parser.parse_args(argv)

    results: list[TargetResult] = []
    passed_out = 0
    index = 0
    position = 1
    wall = time.perf_counter()
    while len(results) < args.deals:
        state = _state(args.seed, index, position)
        index += 1
        if args.play == "bots":
            table = play_bots_table(state, table_seed(args.seed, index))
            contract, declarer, tricks = table.contract, table.declarer, table.tricks
        else:
            bid = bots_auction(state)
            contract, declarer = bid.contract, bid.declarer
            tricks = 0 if contract is None else _dd_tricks(bid)
        if contract is None or declarer is None:
            passed_out += 1  # dealt again by the same dealer: the position stays
            continue
        results.append(
            score_against_target(state.deal, state.vulnerable, contract, declarer.side, tricks)
        )
        position = position % 4 + 1
        sys.stderr.write(f"\rdeals {len(results)}/{args.deals}")
        sys.stderr.flush()
    sys.stderr.write("\n")
    seconds = time.perf_counter() - wall

    imps = [r.imps for r in results]
    mean = statistics.fmean(imps)
    half = 1.96 * statistics.stdev(imps) / math.sqrt(len(imps)) if len(imps) > 1 else 0.0
    ns = statistics.fmean(r.imps_ns for r in results)
    reached = statistics.fmean(1.0 if r.actual >= r.points else 0.0 for r in results)
    print(
        f"deals: {len(results)} played (seed {args.seed}, play: {args.play}), "
        f"{passed_out} passed out and dealt again; {seconds:.0f} s"
    )
    print(
        f"bots' IMPs against the points target (side with more HCP): "
        f"{mean:+.2f} per deal (95 % interval {mean - half:+.2f} to {mean + half:+.2f}), "
        f"{sum(imps):+d} in all"
    )
    print(f"average distance from the target: {statistics.fmean(abs(i) for i in imps):.2f} IMPs")
    print(f"target reached or beaten: {reached:.1%}; North–South's view: {ns:+.2f} per deal")
    by_side = {side: sum(1 for r in results if r.side is side) for side in Side}
    print(f"stronger side: NS {by_side[Side.NS]}, EW {by_side[Side.EW]}")
    return 0
