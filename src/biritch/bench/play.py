"""``biritch bench play``: the card-play bots measured against double dummy.

Bots bid (``biritch.bots.bot_call``) and play all four seats on N seeded random deals. Every
card of tricks 1–12 is checked against a double-dummy solve of the real position it was
played from: a card "gives up a trick" when it scores less than the best card there. The
figures: opening-lead accuracy, declarer (dummy's cards included) and defender error rates
(the opening lead is counted only among the leads), the share of each side's cards that
cost it the contract itself (the rubber's first goal: a card after which the contract
fails, or is made, double dummy where the best card kept it), declarer's tricks minus the
double-dummy tricks of the contract, speed per card and per deal, and a duplicate match of
the bots against a simple baseline player on the same deals with seats swapped. The deals,
auctions and play go to a PBN file so anyone can check the figures with other tools. Every
rate is printed with its 95 % interval: what the luck of the deals alone allows.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from biritch.bench.imps import imps
from biritch.bots import bot_call, bot_card
from biritch.bots.play.dds import Position, solve
from biritch.engine import (
    PASS,
    SEATS,
    Auction,
    Bid,
    Call,
    Card,
    Deal,
    Play,
    Rank,
    Rubber,
    Seat,
    SeatView,
    Side,
    Strain,
    Suit,
    deal_cards,
    seat_view,
)
from biritch.engine.duplicate import duplicate_score
from biritch.engine.game import DealState
from biritch.formats import PbnBoard, boards_to_pbn

Player = Callable[[SeatView, int], Card]

# --- bidding ------------------------------------------------------------------------


def _state(deal: Deal, dealer: Seat, auction: Auction, play: Play | None = None) -> DealState:
    return DealState(1, 1, 1, dealer, deal, Rubber(), auction, play, score=Rubber())


def bid_with_bots(deal: Deal, dealer: Seat) -> Auction:
    """The auction the bidding bots produce, each deciding from its own view."""
    auction = Auction(dealer)
    while not auction.is_complete:
        seat = auction.turn
        assert seat is not None
        call = bot_call(seat_view(_state(deal, dealer, auction), seat)).as_call
        auction = auction.with_call(call if auction.is_legal(call) else PASS)
    return auction


def bid_simply(deal: Deal, dealer: Seat) -> Auction:
    """A stand-in auction for when no bidding bot is available: the side with more HCP
    bids its contract at once (game with 25+, else a part score; a major with eight
    cards, else no-trump when balanced-ish, else the longest fit), everybody else passes."""
    side = max(Side, key=lambda s: (sum(deal[x].hcp for x in s.seats), s is Side.NS))
    a, b = side.seats
    hcp = deal[a].hcp + deal[b].hcp
    fits = {s: deal[a].length(s) + deal[b].length(s) for s in Suit}
    major = max((Suit.SPADES, Suit.HEARTS), key=lambda s: fits[s])
    minor = max((Suit.DIAMONDS, Suit.CLUBS), key=lambda s: fits[s])
    short = min(min(deal[a].length(s), deal[b].length(s)) for s in Suit)
    if fits[major] >= 8:
        strain, level = Strain(major.value), (4 if hcp >= 25 else 2)
    elif short >= 2 or fits[minor] < 8:
        strain, level = Strain.NOTRUMP, (3 if hcp >= 25 else 1)
    else:
        strain, level = Strain(minor.value), (5 if hcp >= 28 else 3 if hcp >= 23 else 2)
    if hcp >= 33:
        level = 6
    if strain is Strain.NOTRUMP:
        declarer = a if deal[a].hcp >= deal[b].hcp else b
    else:
        suit = strain.suit
        assert suit is not None
        declarer = a if deal[a].length(suit) >= deal[b].length(suit) else b
    calls: list[Call] = []
    seat = dealer
    while seat is not declarer:
        calls.append(PASS)
        seat = seat.next()
    calls.extend([Bid(level, strain), PASS, PASS, PASS])
    auction = Auction(dealer)
    for call in calls:
        auction = auction.with_call(call)
    return auction


def _bidder_is_placeholder() -> bool:
    from biritch.bots.bidding import bidder

    return (bidder.__doc__ or "").startswith("PLACEHOLDER")


# --- the baseline player --------------------------------------------------------------


def baseline_card(view: SeatView, seed: int) -> Card:
    """A simple player: cash a card that is the highest left in its suit, else lead low
    from the longest suit; win a trick as cheaply as possible when partner is not winning
    it, else play low; ruff low, else discard low from the longest side suit."""
    del seed
    legal = view.legal_cards()
    seat = view.turn
    assert seat is not None and view.current is not None and legal
    trump = view.trump_suit
    gone = {c for _, c in view.played()}
    hand = view.hands[seat]
    assert hand is not None
    trick = view.current
    if not trick.cards:
        for card in sorted(legal, key=lambda c: -c.rank):
            above = (Card(card.suit, Rank(r)) for r in range(card.rank + 1, 15))
            if all(c in gone or c in hand for c in above):
                return card
        longest = max(legal, key=lambda c: (hand.length(c.suit), c.suit is not trump))
        return min((c for c in legal if c.suit is longest.suit), key=lambda c: c.rank)
    top = trick.cards[trick.winning_index(trump)]
    partner_wins = trick.winner(trump) is seat.partner

    def beats(card: Card) -> bool:
        if card.suit is top.suit:
            return card.rank > top.rank
        return card.suit is trump

    winners = [c for c in legal if beats(c)]
    if winners and not partner_wins:
        return min(winners, key=lambda c: (c.suit is trump, c.rank))
    side = [c for c in legal if c.suit is not trump] or legal
    if side[0].suit is trick.suit_led:
        return min(side, key=lambda c: c.rank)
    return min(side, key=lambda c: (-hand.length(c.suit), c.rank))


# --- playing a deal -------------------------------------------------------------------


@dataclass
class CardRecord:
    """One card played: who decided it, how long it took, the position it came from."""

    seat: Seat
    card: Card
    seconds: float
    position: Position
    trick: int  # 1-based


@dataclass
class PlayedDeal:
    """A deal played out, with each card's record."""

    number: int
    dealer: Seat
    deal: Deal
    auction: Auction
    play: Play | None
    records: list[CardRecord] = field(default_factory=list)
    seconds: float = 0.0


def play_deal(deal: Deal, dealer: Seat, auction: Auction, players: dict[Seat, Player],
              seed: int) -> tuple[Play, list[CardRecord]]:  # fmt: skip
    """Play the deal out, each card chosen by the player of the seat that decides it
    (declarer for dummy) from that seat's view."""
    contract, declarer = auction.contract, auction.declarer
    assert contract is not None and declarer is not None
    play = Play.start(deal, contract, declarer)
    state = _state(deal, dealer, auction, play)
    records: list[CardRecord] = []
    while not play.is_complete:
        state = replace(state, play=play)
        decider = state.decider
        assert decider is not None and play.turn is not None
        position = Position(
            tuple(play.remaining[s].cards for s in SEATS),  # type: ignore[arg-type]
            play.trump,
            play.current.leader,
            play.current.cards,
        )
        view = seat_view(state, decider)
        start = time.perf_counter()
        card = players[decider](view, seed * 100 + play.cards_played_count)
        seconds = time.perf_counter() - start
        records.append(CardRecord(play.turn, card, seconds, position, len(play.tricks) + 1))
        play = play.with_card(card)
    return play, records


# --- figures --------------------------------------------------------------------------


@dataclass
class Tally:
    """Errors out of cards, split by suit and no-trump contracts."""

    errors: dict[str, int] = field(default_factory=lambda: {"suit": 0, "nt": 0})
    cards: dict[str, int] = field(default_factory=lambda: {"suit": 0, "nt": 0})

    def add(self, kind: str, error: bool) -> None:
        self.cards[kind] += 1
        self.errors[kind] += int(error)

    def rate(self, kind: str) -> float:
        return 100.0 * self.errors[kind] / self.cards[kind] if self.cards[kind] else 0.0

    def good_rate(self, kind: str) -> float:
        return 100.0 - self.rate(kind) if self.cards[kind] else 0.0

    def as_json(self, good: bool = False) -> dict[str, object]:
        pick = self.good_rate if good else self.rate

        def interval(kind: str) -> list[float]:
            n = self.cards[kind]
            k = n - self.errors[kind] if good else self.errors[kind]
            return [round(x, 2) for x in wilson_interval(k, n)]

        return {
            "suit": round(pick("suit"), 2),
            "nt": round(pick("nt"), 2),
            "errors": dict(self.errors),
            "cards": dict(self.cards),
            "interval95": {"suit": interval("suit"), "nt": interval("nt")},
        }


def wilson_interval(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % (Wilson score) interval, in percent, of a rate observed as ``k`` out of
    ``n``: how far the figure could be from the bots' true rate by the luck of the deals
    alone (seven errors more or fewer move a 3,500-card rate by 0.2 %)."""
    if n == 0:
        return 0.0, 0.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return 100.0 * max(0.0, centre - half), 100.0 * min(1.0, centre + half)


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


def _progress(done: int, total: int, started: float, label: str, unit: str = "deal") -> None:
    width = 30
    filled = width * done // max(total, 1)
    rate = (time.perf_counter() - started) / max(done, 1)
    bar = "#" * filled + "." * (width - filled)
    sys.stderr.write(f"\r{label} [{bar}] {done}/{total}  {rate:.1f} s/{unit} ")
    sys.stderr.flush()
    if done == total:
        sys.stderr.write("\n")


def _duplicate_score(contract_text: str, declarer: Seat, tricks: int) -> int:
    """North–South's score, duplicate style non-vulnerable (rubber trick and undertrick
    tables plus 300 for a game, 50 for a part score) so that the match counts games."""
    points = duplicate_score(contract_text, tricks, vulnerable=False)
    return points if declarer.side is Side.NS else -points


def main(argv: list[str]) -> int:
    """Run the card-play benchmark; prints the figures and optionally writes JSON/PBN."""
    parser = argparse.ArgumentParser(prog="biritch bench play", description=__doc__)
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pbn", help="write every deal with its auction and play here")
    parser.add_argument("--json", help="write the figures here as JSON")
    parser.add_argument(
        "--bidder",
        choices=("auto", "bots", "simple"),
        default="auto",
        help="bots: biritch.bots.bot_call; simple: a stand-in; auto: bots unless placeholder",
    )
    parser.add_argument("--no-baseline", action="store_true", help="skip the baseline match")
    parser.add_argument(
        "--baseline-deals", type=int, default=0, help="play the match on the first N deals only"
    )
    args = parser.parse_args(argv)

    simple = args.bidder == "simple" or (args.bidder == "auto" and _bidder_is_placeholder())
    bidder = bid_simply if simple else bid_with_bots
    bots: dict[Seat, Player] = dict.fromkeys(SEATS, bot_card)

    tallies = Tallies()
    card_seconds: list[float] = []
    lead_seconds: list[float] = []
    deal_seconds: list[float] = []
    slowest = (0.0, 0, 0)  # seconds, deal, card index
    load_before = os.getloadavg()[0]
    played: list[PlayedDeal] = []
    started = time.perf_counter()
    for i in range(args.deals):
        number = i + 1
        dealer = SEATS[i % 4]
        deal = deal_cards(random.Random(f"{args.seed}:bench-play:{number}"), dealer)
        t0 = time.perf_counter()
        auction = bidder(deal, dealer)
        record = PlayedDeal(number, dealer, deal, auction, None)
        if auction.contract is None:
            played.append(record)
            _progress(number, args.deals, started, "play")
            continue
        seed = args.seed * 1_000_003 + number
        play, cards = play_deal(deal, dealer, auction, bots, seed)
        record.play, record.records = play, cards
        record.seconds = time.perf_counter() - t0
        played.append(record)
        deal_seconds.append(record.seconds)
        card_seconds.extend(c.seconds for c in cards)
        lead_seconds.append(cards[0].seconds)
        slowest = max(slowest, *((c.seconds, number, j) for j, c in enumerate(cards)))
        _score(record, tallies)
        _progress(number, args.deals, started, "play")
    elapsed = time.perf_counter() - started

    contracts = [p for p in played if p.play is not None]
    figures: dict[str, object] = {
        "deals": args.deals,
        "seed": args.seed,
        "bidder": "simple stand-in" if simple else "biritch.bots.bot_call",
        "played": len(contracts),
        "passed_out": args.deals - len(contracts),
        "opening_leads": tallies.leads.as_json(good=True),
        "declarer_errors": tallies.declarer.as_json(),
        "defender_errors": tallies.defender.as_json(),
        "declarer_contract_errors": tallies.declarer_contract.as_json(),
        "defender_contract_errors": tallies.defender_contract.as_json(),
        "declarer_minus_dd": {
            k: round(statistics.fmean(v), 3) if v else 0.0 for k, v in tallies.dd_diff.items()
        },
        "seconds_per_card": {
            "p50": round(_percentile(card_seconds, 0.5), 4),
            "p95": round(_percentile(card_seconds, 0.95), 4),
            "max": round(max(card_seconds, default=0.0), 4),
        },
        "seconds_per_deal": {"p50": round(_percentile(deal_seconds, 0.5), 3)},
        "seconds_per_opening_lead": {"p50": round(_percentile(lead_seconds, 0.5), 3)},
        "slowest_card": {"seconds": round(slowest[0], 3), "deal": slowest[1], "card": slowest[2]},
        # Other work on the machine slows every figure above: the 1-minute load averages.
        "load_average": {"start": round(load_before, 2), "end": round(os.getloadavg()[0], 2)},
        "elapsed_seconds": round(elapsed, 1),
    }
    _print(figures)
    _write(args, figures, played)
    if args.no_baseline:
        return 0
    # The duplicate match comes second so that the figures above are out (and written)
    # even if the match is cut short.
    boards = [p for p in played if p.play is not None][: args.baseline_deals or None]
    match: list[int] = []
    started = time.perf_counter()
    for k, p in enumerate(boards, start=1):
        seed = args.seed * 1_000_003 + p.number
        match.append(_baseline_board(p.deal, p.dealer, p.auction, seed))
        _progress(k, len(boards), started, "match")
    if match:
        figures["baseline_match"] = {
            "boards": len(match),
            "imps_per_board": round(statistics.fmean(match), 3),
            "imps_total": sum(match),
            "scoring": "duplicate-style, non-vulnerable; bots NS vs baseline EW, then swapped",
        }
        _print_match(figures)
        _write(args, figures, played)
    return 0


def _write(args: argparse.Namespace, figures: dict[str, object], played: list[PlayedDeal]) -> None:
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump(figures, fh, indent=2)
    if args.pbn:
        boards = [
            PbnBoard(p.number, p.dealer, p.deal, p.auction, p.play, event="Biritch bench play")
            for p in played
        ]
        with open(args.pbn, "w", encoding="utf-8") as fh:
            fh.write(boards_to_pbn(boards))


@dataclass
class Tallies:
    """Everything the figures count, over the deals played so far."""

    leads: Tally = field(default_factory=Tally)
    declarer: Tally = field(default_factory=Tally)
    defender: Tally = field(default_factory=Tally)
    #: Cards that cost the side the contract itself double dummy (made to defeated for
    #: declarer, defeated to made for the defenders), of all the side's cards.
    declarer_contract: Tally = field(default_factory=Tally)
    defender_contract: Tally = field(default_factory=Tally)
    dd_diff: dict[str, list[int]] = field(default_factory=lambda: {"suit": [], "nt": []})


def _score(record: PlayedDeal, tallies: Tallies) -> None:
    assert record.play is not None and record.play.declarer is not None
    play = record.play
    kind = "nt" if play.trump is None else "suit"
    declarer_side = play.declarer.side
    contract = play.contract
    checked = [c for c in record.records if c.trick <= 12]
    results = solve([c.position for c in checked])
    for index, (rec, scores) in enumerate(zip(checked, results, strict=True)):
        error = scores[rec.card] < max(scores.values())
        # The rubber's objective comes first: did this card turn the contract's fate?
        side = rec.seat.side
        won = sum(1 for t in play.tricks[: rec.trick - 1] if t.winner(play.trump).side is side)
        goal = contract.goal(side is declarer_side)
        fate = won + max(scores.values()) >= goal > won + scores[rec.card]
        if index == 0:
            tallies.leads.add(kind, error)
            dd_tricks = 13 - max(scores.values())
            tallies.dd_diff[kind].append(play.declarer_tricks - dd_tricks)
        elif side is declarer_side:
            tallies.declarer.add(kind, error)
            tallies.declarer_contract.add(kind, fate)
        else:
            tallies.defender.add(kind, error)
            tallies.defender_contract.add(kind, fate)


def _baseline_board(deal: Deal, dealer: Seat, auction: Auction, seed: int) -> int:
    """IMPs to the bots on one board: bots NS against the baseline, then the baseline NS
    against the bots, same auction."""
    contract, declarer = auction.contract, auction.declarer
    assert contract is not None and declarer is not None
    scores = []
    for bot_side in (Side.NS, Side.EW):
        players: dict[Seat, Player] = {
            s: (bot_card if s.side is bot_side else baseline_card) for s in SEATS
        }
        play, _ = play_deal(deal, dealer, auction, players, seed)
        scores.append(_duplicate_score(str(contract), declarer, play.declarer_tricks))
    return imps(scores[0] - scores[1])


def _print(figures: dict[str, object]) -> None:
    def pair(key: str) -> str:
        value = figures[key]
        assert isinstance(value, dict)

        def one(kind: str, label: str) -> str:
            lo, hi = value["interval95"][kind]
            return f"{value[kind]:.2f} % {label} (95 % {lo:.2f}-{hi:.2f})"

        return f"{one('suit', 'suit')} / {one('nt', 'NT')}"

    print(f"deals {figures['deals']} (seed {figures['seed']}), played {figures['played']}, "
          f"passed out {figures['passed_out']}; bidding: {figures['bidder']}")  # fmt: skip
    print(f"opening leads giving up no trick: {pair('opening_leads')}")
    print(f"declarer card errors (tricks 1-12): {pair('declarer_errors')}")
    print(f"defender card errors (tricks 1-12): {pair('defender_errors')}")
    print(f"declarer cards costing the contract: {pair('declarer_contract_errors')}")
    print(f"defender cards costing the contract: {pair('defender_contract_errors')}")
    diff = figures["declarer_minus_dd"]
    assert isinstance(diff, dict)
    print(f"declarer tricks minus double dummy: {diff['suit']:+.3f} suit / {diff['nt']:+.3f} NT")
    card = figures["seconds_per_card"]
    deal_s = figures["seconds_per_deal"]
    assert isinstance(card, dict) and isinstance(deal_s, dict)
    print(f"seconds per card p50 {card['p50']:.3f} / p95 {card['p95']:.3f} / max "
          f"{card['max']:.3f}; per deal p50 {deal_s['p50']:.2f}")  # fmt: skip
    load = figures["load_average"]
    assert isinstance(load, dict)
    elapsed = figures["elapsed_seconds"]
    print(f"elapsed {elapsed} s (load {load['start']} -> {load['end']})", flush=True)


def _print_match(figures: dict[str, object]) -> None:
    match = figures["baseline_match"]
    assert isinstance(match, dict)
    print(f"duplicate match vs baseline: {match['imps_per_board']:+.2f} IMPs/board over "
          f"{match['boards']} boards ({match['imps_total']:+d} IMPs)", flush=True)  # fmt: skip


__all__ = ["baseline_card", "bid_simply", "bid_with_bots", "imps", "main", "play_deal"]
