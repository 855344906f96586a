"""``biritch bench lead-model``: fit the opening-lead reading to the bots' own leads.

Card play reads the opening lead as a choice (:mod:`biritch.bots.play.lead_model`): which
suit the leader picked among the suits held, then which card of it. This command bids
``--deals`` seeded deals for each of ``--seeds`` (the opening-lead benchmark's deal sets,
which the play benchmark does not use), lets the bot lead on each, and fits both choices
as conditional logits by maximum likelihood (a little L2 shrinkage). It prints how well
the fit predicts the leads of the last seed when fitted on the others (log-likelihood per
lead against a uniform guess, and how often the likeliest choice is the lead), then the
weights fitted on all seeds, ready to paste into ``WEIGHTS`` and ``CARD_WEIGHTS``.
"""

from __future__ import annotations

import argparse
import math
import time
from collections.abc import Sequence

import numpy as np

from biritch.bench.leads import lead_board
from biritch.bench.play import _progress
from biritch.bots import bot_card
from biritch.bots.play.lead_model import (
    CARD_FEATURES,
    FEATURES,
    card_features,
    held_suit_features,
    suit_context,
)
from biritch.engine import Card, SeatView

#: One choice: the features of every option (a row each) and the index of the one taken.
Choice = tuple[np.ndarray, int, int]  # features, chosen, seed


def _suit_choice(view: SeatView, card: Card, seed: int) -> Choice:
    leader = view.seat
    hand = view.hands[leader]
    assert hand is not None
    partner, opponents = suit_context(view, leader)
    held = held_suit_features(hand.cards, view.trump_suit, partner, opponents)
    rows = list(held.values())
    chosen = list(held).index(card.suit)
    return np.array(rows), chosen, seed


def _card_choice(view: SeatView, card: Card, seed: int) -> Choice | None:
    hand = view.hands[view.seat]
    assert hand is not None
    ranks = hand.suit(card.suit)
    if len(ranks) < 2:
        return None
    rows = [card_features(ranks, i) for i in range(len(ranks))]
    return np.array(rows), ranks.index(card.rank), seed


def _chances(x: np.ndarray, w: np.ndarray) -> np.ndarray:
    """Each option's chance under weights ``w`` (options' features as rows of ``x``)."""
    s = x @ w
    p: np.ndarray = np.exp(s - s.max())
    p /= p.sum()
    return p


def fit(choices: Sequence[Choice], width: int, shrink: float = 0.01) -> np.ndarray:
    """Weights maximising the choices' conditional-logit likelihood (Newton's method)."""
    w = np.zeros(width)
    for _ in range(25):
        grad = -shrink * w
        hess = -shrink * np.eye(width)
        for x, chosen, _seed in choices:
            p = _chances(x, w)
            mean = p @ x
            grad += x[chosen] - mean
            centred = x - mean
            hess -= (centred * p[:, None]).T @ centred
        step = np.linalg.solve(hess, grad)
        w -= step
        if float(np.abs(step).max()) < 1e-6:
            break
    return w


def score(w: np.ndarray, choices: Sequence[Choice]) -> tuple[float, float, float]:
    """Mean log-likelihood per choice, the uniform guess's, and the top choice's hit rate."""
    ll = uniform = hits = 0.0
    for x, chosen, _seed in choices:
        p = _chances(x, w)
        ll += math.log(p[chosen])
        uniform -= math.log(len(p))
        hits += int(np.argmax(p)) == chosen
    n = max(len(choices), 1)
    return ll / n, uniform / n, hits / n


def main(argv: list[str]) -> int:
    """Collect the bots' leads, fit the lead reading and print the weights."""
    parser = argparse.ArgumentParser(prog="biritch bench lead-model", description=__doc__)
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seeds", default="11,13,17,19")
    args = parser.parse_args(argv)
    seeds = [int(x) for x in args.seeds.split(",") if x.strip()]
    suits: dict[bool, list[Choice]] = {True: [], False: []}
    cards: dict[bool, list[Choice]] = {True: [], False: []}
    started = time.perf_counter()
    total = args.deals * len(seeds)
    done = 0
    for seed in seeds:
        for number in range(1, args.deals + 1):
            done += 1
            _progress(done, total, started, "leads")
            board = lead_board(seed, number)
            if board is None:
                continue
            play, view = board
            card = bot_card(view, number)  # the seed 'bench leads' gives: the same lead
            notrump = play.trump is None
            suits[notrump].append(_suit_choice(view, card, seed))
            within = _card_choice(view, card, seed)
            if within is not None:
                cards[notrump].append(within)
    held_out = seeds[-1]
    for name, data, names in (("suit", suits, FEATURES), ("card", cards, CARD_FEATURES)):
        for notrump in (True, False):
            choices = data[notrump]
            train = [c for c in choices if c[2] != held_out]
            test = [c for c in choices if c[2] == held_out]
            label = f"{name} choice against {'no-trump' if notrump else 'a suit'}"
            if train and test and len(seeds) > 1:
                ll, uniform, hits = score(fit(train, len(names)), test)
                print(
                    f"{label}: {len(choices)} leads; seed {held_out} held out: "
                    f"log-likelihood {ll:.3f} per lead (uniform {uniform:.3f}), "
                    f"likeliest = led {100 * hits:.1f} %"
                )
            weights = fit(choices, len(names))
            print(f"  {notrump}: ({', '.join(f'{x:.2f}' for x in weights)}),")
    return 0


__all__ = ["fit", "main", "score"]
