"""``biritch bench bidding``: four bots bid N seeded random deals; the contracts they reach
are measured against double dummy (endplay's DDS tables and par).

Figures: share of deals passed out; share of contracts that make double-dummy; average
IMPs of the contract reached against the double-dummy par (absolute, and from North–South's
side); a histogram of contract levels; seconds per call, p50 and p95. Then the auction's own
figures (:mod:`biritch.bench.bidding_figures`): the stronger side's game decision against
double dummy, deals passed out with game values, and how narrow the public HCP range of the
bots' second and later calls is. Beside them, the same two figures for a yardstick that sees
both hands of the stronger side (:mod:`biritch.bench.yardstick`), to read par against.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections import Counter
from dataclasses import dataclass
from typing import Any

from biritch.bench.bidding_figures import (
    NARROW_RANGE,
    GameDecision,
    call_ranges,
    game_decision,
    narrow_share,
    passed_out_with_game_values,
    wide_later_calls,
)
from biritch.bench.imps import imps
from biritch.bench.yardstick import yardstick_deal
from biritch.bots.bidding.bidder import decide
from biritch.engine import SEATS, Auction, Deal, Seat, Side, Strain, deal_cards
from biritch.engine.duplicate import duplicate_score

#: Duplicate vulnerability of boards 1–16, the usual cycle (None, NS, EW, Both rotated).
BOARD_VUL = (
    "none", "NS", "EW", "both", "NS", "EW", "both", "none",
    "EW", "both", "none", "NS", "both", "none", "NS", "EW",
)  # fmt: skip

MAX_CALLS = 80


@dataclass(frozen=True)
class Outcome:
    """One deal's auction and its double-dummy verdict."""

    auction: str
    contract: str
    declarer: str
    makes: bool | None
    score_ns: int
    par_ns: int
    imps_ns: int


def _vul_sides(text: str) -> frozenset[Side]:
    return {
        "none": frozenset(),
        "NS": frozenset({Side.NS}),
        "EW": frozenset({Side.EW}),
        "both": frozenset(Side),
    }[text]


def _bid_deal(deal: Deal, dealer: Seat, vul: frozenset[Side], times: list[float]) -> Auction:
    auction = Auction(dealer)
    while auction.turn is not None and len(auction.calls) < MAX_CALLS:
        seat = auction.turn
        start = time.perf_counter()
        chosen, _ = decide(deal[seat], auction, vul, (0, 0))
        times.append(time.perf_counter() - start)
        auction = auction.with_call(chosen.call)
    return auction


def _progress(done: int, total: int, label: str) -> None:
    width = 30
    filled = width * done // max(total, 1)
    bar = "#" * filled + "-" * (width - filled)
    sys.stderr.write(f"\r{label} [{bar}] {done}/{total}")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


def main(argv: list[str]) -> int:
    """Run the bidding benchmark and print its figures."""
    parser = argparse.ArgumentParser(prog="biritch bench bidding")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", type=str, default=None, help="write figures and deals here")
    parser.add_argument(
        "--sweep",
        action="store_true",
        help="instead: check the deals' calls against textbook invariants (no double dummy)",
    )
    parser.add_argument(
        "--show-misses",
        type=int,
        default=0,
        metavar="N",
        help="also list up to N deals of each kind where the stronger side's game decision "
        "disagrees with double dummy (its two hands and the auction)",
    )
    parser.add_argument(
        "--show-wide",
        type=int,
        default=0,
        metavar="N",
        help=f"also list up to N later bids whose public HCP range is wider than {NARROW_RANGE}"
        " (the auction up to the bid, its range and its public meaning)",
    )
    args = parser.parse_args(argv)
    if args.sweep:
        return _sweep(args.deals, args.seed)

    from endplay.dds import calc_all_tables, par
    from endplay.types import Deal as EpDeal
    from endplay.types import Denom, Player, Vul

    n = args.deals
    deals: list[Deal] = []
    dealers: list[Seat] = []
    vuls: list[str] = []
    auctions: list[Auction] = []
    times: list[float] = []
    wall = time.perf_counter()
    for i in range(n):
        dealer = SEATS[i % 4]
        vul = BOARD_VUL[i % 16]
        deal = deal_cards(random.Random(f"bidding:{args.seed}:{i}"), dealer)
        deals.append(deal)
        dealers.append(dealer)
        vuls.append(vul)
        auctions.append(_bid_deal(deal, dealer, _vul_sides(vul), times))
        _progress(i + 1, n, "bidding")
    bid_seconds = time.perf_counter() - wall

    denom = {
        Strain.CLUBS: Denom.clubs,
        Strain.DIAMONDS: Denom.diamonds,
        Strain.HEARTS: Denom.hearts,
        Strain.SPADES: Denom.spades,
        Strain.NOTRUMP: Denom.nt,
    }
    player = {Seat.N: Player.north, Seat.E: Player.east, Seat.S: Player.south, Seat.W: Player.west}
    ep_vul = {"none": Vul.none, "NS": Vul.ns, "EW": Vul.ew, "both": Vul.both}
    tables: list[Any] = []
    batch = 20
    for start in range(0, n, batch):
        chunk = [EpDeal.from_pbn(d.to_pbn()) for d in deals[start : start + batch]]
        tables.extend(calc_all_tables(chunk))
        _progress(min(start + batch, n), n, "double dummy")

    outcomes: list[Outcome] = []
    # The both-hands point count's distance from par and its game decision (see yardstick).
    yard_imps: list[int] = []
    yard_agrees: list[bool] = []
    levels: Counter[str] = Counter()
    decisions: list[GameDecision] = []
    wrong: list[tuple[int, GameDecision]] = []
    for deal_i in range(n):
        auction, table = auctions[deal_i], tables[deal_i]

        def dd_tricks(strain: Strain, seat: Seat, table: Any = table) -> int:
            return int(table[denom[strain], player[seat]])

        decision = game_decision(deals[deal_i], auction, dd_tricks)
        if decision is not None:
            decisions.append(decision)
            if not decision.agrees:
                wrong.append((deal_i, decision))
        par_ns = int(par(table, ep_vul[vuls[deal_i]], player[dealers[deal_i]]).score)
        if decision is None:
            yard_imps.append(imps(0 - par_ns))  # level sides: the yardstick passes
        else:
            yard = yardstick_deal(deals[deal_i], decision.side, dd_tricks, _vul_sides(vuls[deal_i]))
            yard_imps.append(imps(yard.score_ns - par_ns))
            yard_agrees.append(yard.is_game is decision.makes_game)
        contract, declarer = auction.contract, auction.declarer
        if contract is None or declarer is None:
            levels["passed out"] += 1
            score_ns, makes, text, decl = 0, None, "passed out", "-"
        else:
            levels[str(contract.level)] += 1
            tricks = int(table[denom[contract.strain], player[declarer]])
            is_vul = declarer.side in _vul_sides(vuls[deal_i])
            score = duplicate_score(contract, tricks, is_vul)
            score_ns = score if declarer.side is Side.NS else -score
            makes = tricks >= contract.level + 6
            text, decl = str(contract), declarer.value
        outcomes.append(
            Outcome(str(auction), text, decl, makes, score_ns, par_ns, imps(score_ns - par_ns))
        )

    played = [o for o in outcomes if o.makes is not None]
    passed_share = 1 - len(played) / n if n else 0.0
    make_share = sum(1 for o in played if o.makes) / len(played) if played else 0.0
    abs_imps = statistics.fmean(abs(o.imps_ns) for o in outcomes) if outcomes else 0.0
    ns_imps = statistics.fmean(o.imps_ns for o in outcomes) if outcomes else 0.0
    ordered = sorted(times)
    p50 = ordered[len(ordered) // 2] if ordered else 0.0
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))] if ordered else 0.0
    hist = {k: levels.get(k, 0) for k in ("passed out", "1", "2", "3", "4", "5", "6", "7")}
    game_share = sum(d.agrees for d in decisions) / len(decisions) if decisions else 0.0
    missed = sum(1 for d in decisions if d.makes_game and not d.bid_game)
    overbid = sum(1 for d in decisions if d.bid_game and not d.makes_game)
    yard_abs = statistics.fmean(abs(x) for x in yard_imps) if yard_imps else 0.0
    yard_game = sum(yard_agrees) / len(yard_agrees) if yard_agrees else 0.0
    passed_game = sum(
        passed_out_with_game_values(d, a) for d, a in zip(deals, auctions, strict=True)
    )
    ranges = [r for a, v in zip(auctions, vuls, strict=True) for r in call_ranges(a, _vul_sides(v))]
    # Bids only: a pass late in the auction says what it denies, not a range of its own.
    second = [r for r in ranges if r.nth == 1 and not r.is_pass]
    later = [r for r in ranges if r.nth >= 2 and not r.is_pass]

    print(f"deals: {n} (seed {args.seed}), calls: {len(times)}, bidding took {bid_seconds:.1f} s")
    print(f"passed out: {passed_share:.1%}")
    print(f"contracts making double-dummy: {make_share:.1%}")
    print(f"IMPs against double-dummy par: {abs_imps:.2f} average distance, {ns_imps:+.2f} NS")
    print("contract levels: " + ", ".join(f"{k}: {v}" for k, v in hist.items()))
    print(f"seconds per call: p50 {p50 * 1000:.2f} ms, p95 {p95 * 1000:.2f} ms")
    print(
        f"game decision of the stronger side vs double dummy: {game_share:.1%} agree "
        f"({len(decisions)} deals; game missed {missed}, game bid that fails {overbid})"
    )
    print(
        f"yardstick, Goren's count seeing both hands of the stronger side: game decision"
        f" {yard_game:.1%}, IMPs against par {yard_abs:.2f} average distance"
    )
    print(f"passed out with game values (a side with 25+ HCP): {passed_game}")
    print(
        f"public HCP range at most {NARROW_RANGE} wide: second bids {narrow_share(second):.1%}"
        f" (of {len(second)}), later bids {narrow_share(later):.1%} (of {len(later)}),"
        f" both {narrow_share(second + later):.1%}"
    )
    if args.show_misses:
        _show_misses(wrong, deals, auctions, vuls, args.show_misses)
    if args.show_wide:
        _show_wide(auctions, vuls, args.show_wide)
    if args.json:
        report = {
            "deals": n,
            "seed": args.seed,
            "passed_out": passed_share,
            "makes_dd": make_share,
            "imps_vs_par_abs": abs_imps,
            "imps_vs_par_ns": ns_imps,
            "levels": hist,
            "call_seconds_p50": p50,
            "call_seconds_p95": p95,
            "game_decision": game_share,
            "passed_out_with_game_values": passed_game,
            "yardstick_game_decision": yard_game,
            "yardstick_imps_vs_par_abs": yard_abs,
            "narrow_later_calls": narrow_share(second + later),
            "boards": [o.__dict__ for o in outcomes],
        }
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump(report, fh, ensure_ascii=False, indent=1)
    return 0


def _show_wide(auctions: list[Auction], vuls: list[str], limit: int) -> None:
    """Print up to ``limit`` later bids whose public HCP range is wide, deal by deal."""
    wide = [
        (i, w)
        for i, (a, v) in enumerate(zip(auctions, vuls, strict=True))
        for w in wide_later_calls(a, _vul_sides(v))
    ]
    print(
        f"-- later bids wider than {NARROW_RANGE} HCP: {len(wide)}, {min(limit, len(wide))} listed"
    )
    for i, w in wide[:limit]:
        lo, hi = w.hcp
        print(f"#{i} {auctions[i].dealer.value} deals: {w.auction}  [{lo}–{hi}] {w.meaning}")


def _show_misses(
    wrong: list[tuple[int, GameDecision]],
    deals: list[Deal],
    auctions: list[Auction],
    vuls: list[str],
    limit: int,
) -> None:
    """Print up to ``limit`` missed games and as many failing games bid: the stronger side's
    hands (PBN, HCP), the vulnerability and the auction from the dealer."""
    for title, missed in (("game missed", True), ("game bid that fails", False)):
        shown = [(i, d) for i, d in wrong if d.makes_game is missed][:limit]
        print(f"-- {title}: {len(shown)} listed")
        for i, d in shown:
            a = auctions[i]
            hands = "  ".join(
                f"{s.value} {deals[i][s].to_pbn()} ({deals[i][s].hcp})"
                for s in SEATS
                if s.side is d.side
            )
            print(f"#{i} {d.side.value} vul {vuls[i]}: {hands}")
            print(f"    {a.dealer.value}: {' '.join(str(c) for c in a.calls)}")


def _sweep(deals: int, seed: int) -> int:
    """Print how often each textbook invariant class is broken over ``deals`` deals."""
    from biritch.bench.bidding_sweep import sweep

    counts, flags = sweep(deals, seed)
    print(f"deals: {deals} (seed {seed}), flags: {sum(counts.values())}")
    for kind, n in counts.most_common():
        print(f"{n:6d}  {kind}")
        for f in [f for f in flags if f.kind == kind][:3]:
            print(f"        {f.hand} | {f.auction or '-'} | {f.call}")
    return 0
