"""The bots' card play: Monte-Carlo double-dummy, as GIB, WBridge5 and Ben play.

For the seat to play (declarer decides for dummy), deal the hidden cards many times
consistently with the view (:mod:`biritch.bots.play.worlds`), solve every layout double-dummy
with DDS in one batch (:mod:`biritch.bots.play.dds`), and play the card with the best
result over the layouts. The result is the rubber's: each layout in which the contract is
made (for declarer) or defeated (for the defenders) is worth :data:`GOAL_WEIGHT` tricks on
top of the tricks themselves, so the contract comes first and overtricks or extra
undertricks after. Among equally good cards the conventional one is played
(:mod:`biritch.bots.play.conventions`).

What the layouts may be comes from the auction (the bidding inference's ranges), the
suits each hand has shown out of and partner's signals (:mod:`biritch.bots.play.signals`).
The layouts solved are chosen among four times as many by whether their hidden hands would
have bid as they did (:mod:`biritch.bots.play.auction`) and how likely the opening leader
was to lead that suit and card (:mod:`biritch.bots.play.lead_model`), and from trick four
on the hidden hands' last cards weigh in: a layout in which one of them would have cost a
trick double dummy counts for less (:mod:`biritch.bots.play.reading`). Layouts are solved
in batches until the best card is clear (paired over the same layouts) or the decision's
budget is spent; the budget is small at trick one, where each solve is dearest, and grows
as the hand shrinks.

The decision reads the :class:`SeatView` and nothing else, and every random choice comes
from ``random.Random(seed)``; the amount of work is counted in layouts and in DDS search
nodes, never in seconds, so the same view and seed give the same card on any machine
under any load.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from biritch.bots.constraints import HandConstraints
from biritch.bots.play.auction import MISBID, auction_weight
from biritch.bots.play.conventions import conventional
from biritch.bots.play.dds import Position, solve_best_with_work, solve_with_work
from biritch.bots.play.lead_model import lead_likelihood
from biritch.bots.play.reading import read_cards
from biritch.bots.play.signals import signal_weight
from biritch.bots.play.worlds import Knowledge, World, knowledge, sample_worlds_widened
from biritch.engine import BySeat, Card, Rank, SeatView

#: A layout where the side's goal (make / defeat the contract) is reached is worth this
#: many tricks on top of its tricks.
GOAL_WEIGHT = 3.0


@dataclass(frozen=True, slots=True)
class Budget:
    """How many layouts to solve: a ``first`` batch, then batches of ``step`` until one
    card is clearly best (judged from ``least`` layouts on), ``cap`` layouts have been
    solved, or the next batch would take the search past ``nodes`` DDS nodes (0: no such
    limit). With ``agree``, the search also stops once that many layouts are solved and
    one card is at least as good as every other in each of them. With ``fit``, a batch
    that would pass ``nodes`` is cut down to what the nodes left pay for, instead of
    being dropped."""

    first: int
    step: int = 0
    cap: int = 0
    nodes: int = 0
    least: int = 0
    agree: int = 0
    fit: bool = False

    @property
    def most(self) -> int:
        """The most layouts this budget solves."""
        return max(self.first, self.cap)


def budget(view: SeatView) -> Budget:
    """Layouts for this decision. A double-dummy solve costs milliseconds at trick one and
    a fraction of one from trick three on, so later decisions can afford many more layouts.

    Every decision starts small and stops as soon as the first layouts agree (one card at
    least as good as every other in each of them): most cards are clear after a handful
    of layouts, and the search goes on, in batches, only where the layouts disagree, until
    the best card leads the next by well beyond its sampling error or the cap is reached.
    Leads to a trick (from trick two) get more layouts than following or discarding: over
    the 1,455 decisions of ``biritch bench positions --deals 40 --seed 7``, 13 of the 22
    cards that gave up a trick were leads at tricks 2-6, and following suit was almost
    never wrong. Planned this way, those decisions cost 185 s of CPU instead of 350 s,
    with 25 cards giving up a trick instead of 22 (4 fixed, 7 made: within the luck of the
    layouts). The opening lead gets 32 to 64 layouts: with 16, measured over two hundred
    no-trump leads, about one lead in twenty more gives up a trick; but it stops at 8 when
    they all agree on the lead, and it never passes :data:`LEAD_NODES`, so that a lead
    takes about a second at most on two idle cores. Every plan also stops before the
    search would pass a number of DDS nodes (a few seconds' work at worst), so a layout
    family that DDS finds hard, such as some 1NT contracts at trick one, cannot keep the
    table waiting."""
    if is_opening_lead(view):
        # A small first batch measures how hard this deal is for DDS before committing.
        return Budget(8, 24, 64, nodes=LEAD_NODES, least=32, agree=8, fit=True)
    trick = len(view.tricks) + 1
    if not is_following(view):
        # Every lead starts with 8 layouts and stops there when they agree. Starting later
        # leads with 16 (and 16 agreeing) gave, over the 1,455 decisions of ``biritch bench
        # positions --deals 40 --seed 7 --load``, as many errors at tricks 2-6 (16) and 29
        # in all instead of 28, for 111 s of CPU instead of 86 s (issue 18).
        if trick == 2:
            return Budget(8, 16, 48, nodes=PLAY_NODES, least=24, agree=8)
        if trick <= 4:
            return Budget(8, 16, 96, nodes=PLAY_NODES, least=32, agree=8)
        return Budget(8, 32, 160, nodes=PLAY_NODES, least=48, agree=8)
    # Following and discarding, at any trick: see :data:`FOLLOW_BUDGET`.
    return FOLLOW_BUDGET


def hurried(view: SeatView) -> Budget:
    """The smaller plan of a crowded server (:data:`HURRIED`): the opening lead, a later
    lead, or a card following to a trick."""
    if is_opening_lead(view):
        return HURRIED.opening_lead
    return HURRIED.following if is_following(view) else HURRIED.lead


def is_following(view: SeatView) -> bool:
    """Whether the card to choose follows to a trick already led (else it leads)."""
    return view.current is not None and bool(view.current.cards)


def is_opening_lead(view: SeatView) -> bool:
    """Whether the card to choose is the deal's opening lead."""
    return not view.tricks and not is_following(view)


@dataclass(frozen=True, slots=True)
class Plans:
    """A plan for each kind of card decision."""

    opening_lead: Budget
    lead: Budget
    following: Budget


#: The plans of a crowded server, about half the search of :func:`budget`'s. When as many
#: decisions wait for the bots' workers as there are workers, a person would otherwise
#: wait seconds for each bot card; the bots then play a little faster and a little worse,
#: as a person in a hurry does, until the queue is short again. Over the 1,455 decisions
#: of ``biritch bench positions --deals 40 --seed 7 --load``, every card planned this way
#: gave up a trick 32 times instead of 26, for 70 s of CPU instead of 98 s; the opening
#: lead, not among them, gets a million DDS nodes instead of 1.5 million (issue 18).
HURRIED = Plans(
    opening_lead=Budget(8, 16, 32, nodes=1_000_000, least=16, agree=8, fit=True),
    lead=Budget(8, 8, 24, nodes=2_000_000, least=16, agree=8),
    following=Budget(8, 8, 16, nodes=2_000_000, least=16, agree=8),
)


#: The most DDS search nodes an opening lead may cost, planned from the median cost of the
#: last batch's layouts (so a few heavy ones may pass it by a little). Over the first 84
#: leads of ``biritch bench leads --seed 1``, solving 64 layouts cost 5.6 million nodes at
#: the median and 10.3 at the 95th percentile; stopping when the first 8 agree or at this
#: cap, 2.5 and 5.5, and as many leads gave up no trick (66 of 84, 3 better, 3 worse).
#: Halved to 2 million so that a lead takes under a second (issue 18): over the 300 deals
#: of ``biritch bench leads --seed 1``, leads giving up no trick went from 80.45 % (suit,
#: 220) / 75.32 % (NT, 77) to 80.91 % / 72.73 % (234 of 297 leads instead of 235), for
#: two thirds of the CPU. Cut again to 1.5 million when the same benchmark, on the bidding
#: of issue 16's later rounds, measured a lead's p95 at 1.15 s alone: with 1.5 million,
#: 234 of 297 leads give up no trick, as with 2 million (84.40 % suit, 218 / 63.29 % NT,
#: 79; one lead better and one worse), and the p95 is 0.945 s.
LEAD_NODES = 1_500_000
#: The smallest batch worth solving when ``fit`` cuts one down.
MIN_BATCH = 4
#: The most DDS search nodes any other card may cost.
PLAY_NODES = 4_000_000
#: The layouts for a card played second, third or fourth to a trick. Such cards were
#: planned like leads, with up to 160 layouts late in the play; but the layouts nearly
#: always agree on them, and over the 1,455 decisions of ``biritch bench positions
#: --deals 40 --seed 7 --load``, solving at most 32 for them (the first trick's budget)
#: gave up a trick 28 times instead of 27 (one discard more each side, one first-trick
#: follow fewer), for 118 s of CPU instead of 143 s (issue 18: the bots' CPU bounds how
#: many people one server holds).
FOLLOW_BUDGET = Budget(8, 8, 32, nodes=PLAY_NODES, least=16, agree=8)


def bot_card(view: SeatView, seed: int, hurry: bool = False) -> Card:
    """The card the bot plays for ``view.turn`` (its own seat, or dummy when it declares),
    decided from ``view`` only; ``seed`` makes the choice reproducible. With ``hurry`` (a
    crowded server) it searches on the smaller plan of :data:`HURRIED`."""
    return choose_card(view, seed, plan=hurried(view) if hurry else None)


def choose_card(
    view: SeatView,
    seed: int,
    constraints: BySeat[HandConstraints] | None = None,
    plan: Budget | None = None,
) -> Card:
    """:func:`bot_card` with optional auction ``constraints`` (default: the inference's)
    and layout ``plan`` (default: :func:`budget`)."""
    legal = view.legal_cards()
    if not legal:
        raise ValueError("this view has no card to play")
    if len(legal) == 1:
        return legal[0]
    classes = equivalence_classes(view, legal)
    if len(classes) == 1:
        return conventional(view, legal)
    values = card_values(view, seed, classes, constraints, plan)
    best = max(values.values())
    candidates = [c for c in legal if values[c] >= best - 1e-9]
    return conventional(view, candidates)


def equivalence_classes(view: SeatView, legal: Sequence[Card]) -> list[list[Card]]:
    """Legal cards grouped into sets that are worth the same in every layout: cards of one
    suit with no card between them except this hand's own and cards of finished tricks."""
    seat = view.turn
    assert seat is not None
    hand = view.hands[seat]
    assert hand is not None
    gone = {card for trick in view.tricks for card in trick.cards}
    classes: list[list[Card]] = []
    for suit in {c.suit for c in legal}:
        ranks = sorted((c.rank for c in legal if c.suit is suit), reverse=True)
        group = [Card(suit, ranks[0])]
        for rank in ranks[1:]:
            between = (Card(suit, Rank(r)) for r in range(rank + 1, group[-1].rank))
            if all(c in hand or c in gone for c in between):
                group.append(Card(suit, rank))
            else:
                classes.append(group)
                group = [Card(suit, rank)]
        classes.append(group)
    return classes


def card_values(
    view: SeatView,
    seed: int,
    classes: Sequence[Sequence[Card]],
    constraints: BySeat[HandConstraints] | None = None,
    plan: Budget | None = None,
) -> dict[Card, float]:
    """Each legal card's expected worth over sampled layouts: tricks for the side to play
    plus :data:`GOAL_WEIGHT` when its goal is reached."""
    seat = view.turn
    assert seat is not None and view.contract is not None and view.declarer is not None
    plan = plan or budget(view)
    rng = random.Random(seed)
    kn = knowledge(view, constraints)
    weight = signal_weight(view)
    prior = _prior_fit(view, kn)
    reps = [group[0] for group in classes]
    side = seat.side
    won = sum(1 for t in view.tricks if t.winner(view.trump_suit).side is side)
    goal = view.contract.goal(side is view.declarer.side)

    # Following to a trick, only the best cards of each layout are solved (see
    # :data:`FOLLOW_BEST_ONLY`); a card that is not among them counts one trick less.
    following = FOLLOW_BEST_ONLY and is_following(view)
    solver = solve_best_with_work if following else solve_with_work
    rows: list[list[float]] = []
    weights: list[float] = []
    spent = 0
    batch = plan.first
    while batch > 0:
        worlds, read = _weighted_batch(view, kn, batch, rng, weight, prior)
        if not worlds:
            break
        weights.extend(read)
        solved, nodes = solver([_position(view, w) for w in worlds])
        for scores in solved:
            row = []
            short = max(scores.values(), default=1) - 1
            for card in reps:
                tricks = won + scores.get(card, short)
                row.append(tricks + (GOAL_WEIGHT if tricks >= goal else 0.0))
            rows.append(row)
        if plan.agree and len(rows) >= plan.agree and _unanimous(rows):
            break
        if len(rows) >= plan.least and _settled(rows, weights):
            break
        spent += sum(nodes)
        batch = min(plan.step, plan.most - len(rows))
        if plan.nodes and spent + batch * _nodes_per_layout(nodes) > plan.nodes:
            if not plan.fit:
                break
            batch = (plan.nodes - spent) // _nodes_per_layout(nodes)
            if batch < MIN_BATCH:
                break
    total = sum(weights) or 1.0
    means = [
        sum(w * row[i] for w, row in zip(weights, rows, strict=True)) / total
        for i in range(len(reps))
    ]
    out: dict[Card, float] = {}
    for group, mean in zip(classes, means, strict=True):
        for card in group:
            out[card] = mean
    return out


#: Whether a card played second, third or fourth to a trick is chosen from each layout's
#: best cards only (DDS's "all optimal cards" mode), any other card counting one trick
#: less than the best: the exact loss of a worse card matters when it is two tricks or
#: more in some layouts and the best card differs between them, which following suit and
#: discarding rarely meet. Over the 1,455 decisions of ``biritch bench positions --deals
#: 40 --seed 7 --load``, 28 cards gave up a trick instead of 27, for 131 s of CPU instead
#: of 143 s on an idle machine (130 s to 109 s on a loaded one; issue 18: the bots' CPU
#: bounds how many people one server holds). Leads to a trick, where most errors are, keep
#: every card's exact worth.
FOLLOW_BEST_ONLY = True
#: How many standard errors the best card must lead the next one by to stop sampling.
SETTLED_Z = 2.5
#: Whether layouts are weighted by how well the hidden hands' recent cards fit them.
READ_PLAY = True
#: Reading starts once this many tricks are complete: earlier positions are the dearest
#: to solve again, and the auction and the lead say more then anyway. Five, not three:
#: over the 1,455 decisions of ``biritch bench positions --deals 40 --seed 7 --load``,
#: 29 cards gave up a trick instead of 28, for 109 s of CPU instead of 119 s (with no
#: reading at all: 29, 113 s; issue 18).
READ_FROM_TRICK = 5
#: Whether layouts are weighted by whether their hidden hands would have bid as they did.
READ_AUCTION = True


def weighted_layouts(view: SeatView, count: int, seed: int) -> tuple[list[World], list[float]]:
    """``count`` layouts of the hidden cards and the weight card play gives each, drawn as
    for a decision of ``view`` with ``seed`` (used to check how well the samples match the
    real deals: ``biritch bench positions --calibration``)."""
    kn = knowledge(view)
    prior = _prior_fit(view, kn)
    return _weighted_batch(view, kn, count, random.Random(seed), signal_weight(view), prior)


def _prior_fit(view: SeatView, kn: Knowledge) -> Callable[[World], float] | None:
    """How well a layout's hidden hands fit the public actions before the play: the
    auction's calls and the opening leader's choice of suit and card."""
    parts = [
        f
        for f in (
            auction_weight(view, kn.played) if READ_AUCTION else None,
            lead_likelihood(view, kn.played) if READ_LEAD else None,
        )
        if f is not None
    ]
    if not parts:
        return None
    return lambda world: math.prod(f(world) for f in parts)


#: Whether layouts are chosen by how likely the opening leader was to make that lead.
READ_LEAD = True


def _weighted_batch(
    view: SeatView,
    kn: Knowledge,
    count: int,
    rng: random.Random,
    weight: Callable[[World], float] | None,
    prior: Callable[[World], float] | None,
) -> tuple[list[World], list[float]]:
    """A batch of ``count`` sampled layouts with their weights. Partner's signals shape
    the sampling itself. The ``prior`` (the auction's call-by-call reading and the opening
    lead's) chooses which layouts are solved: :data:`OVERSAMPLE` times as many are drawn
    and ``count`` of them picked in proportion to how well their hidden hands fit the calls
    and the lead (sampling-importance-resampling). Carried as weights instead, a few
    layouts that fit the auction outweighed all the others and the samples were
    overconfident: over 3,588 positions, honours they placed with a hand 80-90 % of the
    time (84.7 % on average) were there 75.7 % of the time, and those given 0-10 % (1.9 %)
    4.8 % of the time; resampled, 84.2 % came true 83.5 % and 1.8 % came true 2.2 %
    (``biritch bench positions --deals 100 --seed 7 --calibration``). The hidden hands'
    recent cards, which need a solve per layout to read, weight the chosen layouts."""
    if prior is None:
        worlds, _ = sample_worlds_widened(kn, count, rng, weight=weight)
    else:
        pool, widened = sample_worlds_widened(kn, count * OVERSAMPLE, rng, weight=weight)
        # A layout admitted only by widening the auction's ranges counts as one more call
        # its hands would not have made for each step, so the call-by-call reading never
        # favours it over one inside them. Weights never refuse a layout outright: when
        # none fits the auction (an unusual call, or the person's own style) they are
        # chosen alike instead of being redrawn until the sampler gives up the ranges too.
        fit = [prior(w) * MISBID**steps for w, steps in zip(pool, widened, strict=True)]
        worlds = _resample(pool, fit, min(count, len(pool)), rng)
    reading = READ_PLAY and len(view.tricks) >= READ_FROM_TRICK
    return worlds, read_cards(view, worlds) if reading else [1.0] * len(worlds)


#: Layouts drawn for each layout solved, to be chosen among by the auction's reading.
OVERSAMPLE = 4


def _resample(pool: list[World], fit: list[float], count: int, rng: random.Random) -> list[World]:
    """``count`` layouts from ``pool``, each as likely to be chosen as its ``fit``
    (systematic resampling: one random offset, evenly spaced picks, so a layout with a
    k-th of the total fit is chosen about ``count / k`` times)."""
    total = sum(fit)
    if count <= 0 or total <= 0:
        return pool[:count]
    step = total / count
    target = rng.random() * step
    chosen: list[World] = []
    reached = fit[0]
    index = 0
    for _ in range(count):
        while reached < target and index < len(pool) - 1:
            index += 1
            reached += fit[index]
        chosen.append(pool[index])
        target += step
    return chosen


def _nodes_per_layout(nodes: Sequence[int]) -> int:
    """What one more layout is expected to cost, from the batch just solved: its median,
    rounded up to a power of two. DDS repeats its node counts exactly on all but the
    heaviest boards, and there only to within a fraction of a percent; the rounding keeps
    that from ever changing the plan in practice."""
    median = sorted(nodes)[len(nodes) // 2]
    return 1 << median.bit_length()


def _settled(rows: list[list[float]], weights: list[float]) -> bool:
    """Whether more layouts are unlikely to change the choice: one card is at least as
    good as every other in every layout so far, or the best card's (weighted) lead over
    the next best, layout by layout, is well beyond its sampling error."""
    if not rows:
        return False
    width = len(rows[0])
    if _unanimous(rows):
        return True
    total = sum(weights)
    if total <= 0:
        return False
    means = [
        sum(w * row[i] for w, row in zip(weights, rows, strict=True)) / total for i in range(width)
    ]
    order = sorted(range(width), key=lambda i: -means[i])
    best, second = order[0], order[1]
    diffs = [row[best] - row[second] for row in rows]
    mean = means[best] - means[second]
    var = sum(w * (d - mean) ** 2 for w, d in zip(weights, diffs, strict=True)) / total
    # The effective number of layouts once they are weighted.
    n = total * total / sum(w * w for w in weights)
    return mean > 0 and mean * mean * n > SETTLED_Z * SETTLED_Z * var


def _unanimous(rows: list[list[float]]) -> bool:
    """Whether one card is at least as good as every other in every layout so far."""
    return any(all(row[i] >= max(row) for row in rows) for i in range(len(rows[0])))


def _position(view: SeatView, world: World) -> Position:
    assert view.current is not None
    return Position(world, view.trump_suit, view.current.leader, view.current.cards)
