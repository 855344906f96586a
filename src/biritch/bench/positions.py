"""``biritch bench positions``: the card-play bots judged on fixed positions, paired.

``biritch bench play`` replays whole deals, so one changed card changes every later
position, and two versions of the bots are never judged on the same decisions: single
200-deal runs differ by about five per cent in error counts from that alone. This benchmark
plays N seeded deals once (a deal set of its own), keeps every decision of tricks 1-12
that had more than one really different card (the opening lead aside: ``biritch bench
leads`` measures it) together with its double-dummy truth, and reports the errors by kind
of decision. ``--save FILE`` writes those positions as JSON; ``--load FILE`` judges the
bots of the current code on exactly those positions and compares them with the cards
played when the file was saved: decisions changed, errors fixed, errors made.

``--calibration`` checks the card-play sampler against the real deals, for one hidden
hand (a defender's partner, declarer's left-hand opponent; the other holds the rest). For
every unseen card ten or higher, the weighted share of layouts that give it to that hand is
set against how often the hand really held it (a calibrated sampler's 30 % come true 30 %
of the time), and the hand's real HCP and suit lengths are ranked among the layouts (mean
rank 0.5 when the sampler is unbiased).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from dataclasses import dataclass, replace

from biritch.bench.play import _percentile, _progress, _state, bid_with_bots, play_deal
from biritch.bots import bot_card
from biritch.bots.play.cardplay import equivalence_classes, weighted_layouts
from biritch.bots.play.dds import Position, solve
from biritch.engine import (
    SEATS,
    Auction,
    Card,
    Deal,
    Play,
    Rank,
    Seat,
    SeatView,
    Suit,
    deal_cards,
    seat_view,
)

#: Layouts per decision for ``--calibration``.
CALIBRATION_LAYOUTS = 32


@dataclass(frozen=True, slots=True)
class Decision:
    """One position a bot decided, with what it played then and the double-dummy truth
    (tricks still to come for the side to play, after each legal card)."""

    number: int
    dealer: Seat
    deal: Deal
    calls: tuple[str, ...]
    cards: tuple[str, ...]  # every card played before this decision, in order
    seed: int
    card: str
    truth: dict[str, int]

    def play(self) -> Play:
        """The play as it stood at this decision."""
        auction = self.auction()
        assert auction.contract is not None and auction.declarer is not None
        play = Play.start(self.deal, auction.contract, auction.declarer)
        for text in self.cards:
            play = play.with_card(Card.parse(text))
        return play

    def auction(self) -> Auction:
        return Auction.from_calls(self.dealer, self.calls)

    def view(self) -> SeatView:
        """What the seat deciding (declarer for dummy) saw."""
        state = _state(self.deal, self.dealer, self.auction(), self.play())
        assert state.decider is not None
        return seat_view(state, state.decider)

    def error(self, card: str) -> bool:
        """Whether ``card`` gives up a trick double dummy here."""
        return self.truth[card] < max(self.truth.values())

    def label(self) -> tuple[str, str, str, str]:
        """(declarer | defender, suit | nt, lead | follow | discard or ruff, the phase: tricks
        1-6 | 7-12, with leads in tricks 2-6 since the opening lead is not kept)."""
        play = self.play()
        assert play.turn is not None and play.declarer is not None
        role = "declarer" if play.turn.side is play.declarer.side else "defender"
        kind = "nt" if play.trump is None else "suit"
        led = play.current.suit_led
        if led is None:
            move = "lead"
        else:
            move = "follow" if Card.parse(self.card).suit is led else "discard/ruff"
        first = 2 if move == "lead" else 1
        phase = f"tricks {first}-6" if len(play.tricks) < 6 else "tricks 7-12"
        return role, kind, move, phase

    def as_json(self) -> dict[str, object]:
        return {
            "number": self.number,
            "dealer": self.dealer.value,
            "deal": self.deal.to_pbn(),
            "calls": list(self.calls),
            "cards": list(self.cards),
            "seed": self.seed,
            "card": self.card,
            "truth": self.truth,
        }

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Decision:
        return cls(
            int(data["number"]),  # type: ignore[call-overload]
            Seat.parse(str(data["dealer"])),
            Deal.parse(str(data["deal"])),
            tuple(str(c) for c in data["calls"]),  # type: ignore[attr-defined]
            tuple(str(c) for c in data["cards"]),  # type: ignore[attr-defined]
            int(data["seed"]),  # type: ignore[call-overload]
            str(data["card"]),
            {str(k): int(v) for k, v in data["truth"].items()},  # type: ignore[attr-defined]
        )


def collect(deals: int, seed: int) -> list[Decision]:
    """Play ``deals`` seeded deals with the bots and keep every decision worth judging."""
    out: list[Decision] = []
    views: list[SeatView] = []  # what each card of the current deal was chosen from

    def bot_seeing(view: SeatView, card_seed: int) -> Card:
        views.append(view)
        return bot_card(view, card_seed)

    started = time.perf_counter()
    for number in range(1, deals + 1):
        dealer = SEATS[(number - 1) % 4]
        deal = deal_cards(random.Random(f"{seed}:bench-positions:{number}"), dealer)
        auction = bid_with_bots(deal, dealer)
        _progress(number, deals, started, "positions")
        if auction.contract is None or auction.declarer is None:
            continue
        calls = tuple(str(c) for c in auction.calls)
        views.clear()
        deal_seed = seed * 1_000_003 + number
        _, records = play_deal(deal, dealer, auction, dict.fromkeys(SEATS, bot_seeing), deal_seed)
        played = [str(r.card) for r in records]
        pending: list[tuple[Position, Decision]] = []
        for index, (record, view) in enumerate(zip(records, views, strict=True)):
            # The opening lead is left to 'bench leads'; trick 13 has no choice.
            if index == 0 or record.trick > 12:
                continue
            if len(equivalence_classes(view, view.legal_cards())) > 1:
                card_seed = deal_seed * 100 + index
                decision = Decision(
                    number, dealer, deal, calls, tuple(played[:index]), card_seed, played[index], {}
                )
                pending.append((record.position, decision))
        truths = solve([p for p, _ in pending])
        for (_, decision), scores in zip(pending, truths, strict=True):
            out.append(replace(decision, truth={str(c): v for c, v in scores.items()}))
    return out


def _table(decisions: list[Decision], chosen: list[str]) -> list[str]:
    errors: Counter[tuple[str, ...]] = Counter()
    totals: Counter[tuple[str, ...]] = Counter()
    for decision, card in zip(decisions, chosen, strict=True):
        label: tuple[str, ...] = decision.label()
        for key in (label[:2], label):
            totals[key] += 1
            errors[key] += decision.error(card)
    lines = []
    for row in sorted(totals, key=lambda k: (k[:2], len(k), k)):
        share = 100 * errors[row] / totals[row]
        name = " / ".join(row) if len(row) == 2 else "    " + " / ".join(row[2:])
        lines.append(f"  {name:34s} {errors[row]:4d} of {totals[row]:5d}  {share:5.2f} %")
    return lines


_HCP = {Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1}


def _rank(measure: int, values: list[int], weights: list[float]) -> float:
    """Where ``measure`` falls among the weighted ``values`` (0 to 1, ties counted half)."""
    below = sum(w for w, v in zip(weights, values, strict=True) if v < measure)
    equal = sum(w for w, v in zip(weights, values, strict=True) if v == measure)
    return (below + equal / 2) / sum(weights)


def _calibration(decisions: list[Decision]) -> list[str]:
    bins = [[0.0, 0, 0] for _ in range(10)]  # predicted sum, came true, count
    ranks: dict[str, list[float]] = {}
    started = time.perf_counter()
    for index, decision in enumerate(decisions):
        view = decision.view()
        real = decision.play().remaining
        worlds, weights = weighted_layouts(view, CALIBRATION_LAYOUTS, decision.seed)
        total = sum(weights)
        _progress(index + 1, len(decisions), started, "calibration", "position")
        if not worlds or total <= 0:
            continue
        hidden = [s for s in SEATS if view.hands[s] is None]
        # The two hidden hands share the unseen cards, so each mirrors the other: judge
        # one, a defender's partner or declarer's left-hand opponent.
        seat = view.seat.partner if view.seat.partner in hidden else view.seat.lho
        who = "partner's" if seat is view.seat.partner else "left-hand opponent's"
        truth = real[seat].cards
        for card in (c for s in hidden for c in real[s].cards if c.rank >= Rank.TEN):
            share = sum(w for w, x in zip(weights, worlds, strict=True) if card in x[seat.position])
            p = share / total
            cell = bins[min(int(p * 10), 9)]
            cell[0] += p
            cell[1] += card in truth
            cell[2] += 1

        hcp = [sum(_HCP.get(c.rank, 0) for c in x[seat.position]) for x in worlds]
        truth_hcp = sum(_HCP.get(c.rank, 0) for c in truth)
        ranks.setdefault(f"{who} HCP", []).append(_rank(truth_hcp, hcp, weights))
        for suit in Suit:
            lengths = [sum(1 for c in x[seat.position] if c.suit is suit) for x in worlds]
            measure = sum(1 for c in truth if c.suit is suit)
            ranks.setdefault(f"{who} suit lengths", []).append(_rank(measure, lengths, weights))
    lines = ["  unseen cards ten or higher placed with that hand:"]
    for i, (predicted, true, count) in enumerate(bins):
        if count:
            lines.append(
                f"    layouts say {i * 10:2d}-{i * 10 + 10:3d} %: {count:6d} cases, "
                f"mean {100 * predicted / count:5.1f} %, came true {100 * true / count:5.1f} %"
            )
    for name, values in ranks.items():
        if values:
            mean = sum(values) / len(values)
            lines.append(
                f"  real {name} ranked among the layouts: mean {mean:.3f} (n={len(values)})"
            )
    return lines


def main(argv: list[str]) -> int:
    """Run the positions benchmark and print its figures."""
    parser = argparse.ArgumentParser(prog="biritch bench positions", description=__doc__)
    parser.add_argument("--deals", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--save", help="write the positions (with the cards played) here")
    parser.add_argument("--load", help="judge the current bots on the positions in this file")
    parser.add_argument(
        "--calibration", action="store_true", help="also check the sampler against the deals"
    )
    args = parser.parse_args(argv)
    if args.load:
        try:
            with open(args.load, encoding="utf-8") as fh:
                data = json.load(fh)
            decisions = [Decision.from_json(d) for d in data["decisions"]]
        except (OSError, ValueError, KeyError, TypeError) as exc:
            print(f"cannot read positions from {args.load}: {exc}", file=sys.stderr)
            return 2
        source = f"{len(decisions)} positions from {args.load}"
    else:
        decisions = collect(args.deals, args.seed)
        source = f"{len(decisions)} positions from {args.deals} deals (seed {args.seed})"
        if args.save:
            with open(args.save, "w", encoding="utf-8") as fh:
                json.dump(
                    {"deals": args.deals, "seed": args.seed,
                     "decisions": [d.as_json() for d in decisions]},
                    fh,
                )  # fmt: skip

    print(source)
    chosen = [d.card for d in decisions]
    if args.load:
        seconds: list[float] = []
        chosen = []
        started = time.perf_counter()
        for index, decision in enumerate(decisions):
            view = decision.view()
            t0 = time.perf_counter()
            chosen.append(str(bot_card(view, decision.seed)))
            seconds.append(time.perf_counter() - t0)
            _progress(index + 1, len(decisions), started, "replay", "position")
        changed = [(d, c) for d, c in zip(decisions, chosen, strict=True) if c != d.card]
        fixed = sum(1 for d, c in changed if d.error(d.card) and not d.error(c))
        made = sum(1 for d, c in changed if not d.error(d.card) and d.error(c))
        print(
            f"against the saved cards: {len(changed)} decisions changed, "
            f"{fixed} errors fixed, {made} errors made"
        )
        print(
            f"seconds per decision p50 {_percentile(seconds, 0.5):.3f} / "
            f"p95 {_percentile(seconds, 0.95):.3f} / max {max(seconds, default=0.0):.3f}"
        )
    print("cards giving up a trick double dummy (decisions with a real choice only):")
    for line in _table(decisions, chosen):
        print(line)
    if args.calibration:
        print("calibration of the card-play sampler:")
        for line in _calibration(decisions):
            print(line)
    return 0


__all__ = ["Decision", "collect", "main"]
