"""The card-play bots: legal cards only, no peeking, and small positions played right."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from biritch.bots import bot_card
from biritch.bots.constraints import UNCONSTRAINED, HandConstraints
from biritch.bots.play.cardplay import Budget, _resample, choose_card, equivalence_classes
from biritch.engine import (
    FULL_DECK,
    SEATS,
    SUITS,
    Auction,
    BySeat,
    Card,
    Deal,
    Hand,
    Play,
    Rubber,
    Seat,
    SeatView,
    Suit,
    deal_cards,
    seat_view,
)
from biritch.engine.game import DealState

NO_AUCTION_INFO: BySeat[HandConstraints] = BySeat.build(lambda _s: UNCONSTRAINED)
QUICK = Budget(8, 8, 16)


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def state_with(
    deal: Deal, calls: list[str], played: list[Card], dealer: Seat = Seat.N
) -> DealState:
    """A deal state after ``calls`` and the ``played`` cards."""
    auction = Auction.from_calls(dealer, calls)
    assert auction.contract is not None and auction.declarer is not None
    play = Play.start(deal, auction.contract, auction.declarer)
    for card in played:
        play = play.with_card(card)
    return DealState(1, 1, 1, dealer, deal, Rubber(), auction, play, score=Rubber())


def ending(hands: dict[Seat, str], calls: list[str], leader: Seat, prefix: str = "") -> DealState:
    """A real deal whose first tricks are 'filler' (four cards of one suit each, all won by
    ``leader``) and whose last tricks are the ``hands`` given, with ``leader`` to lead and
    the ``prefix`` cards already played to the current trick.

    Each suit's count in the ending must leave a multiple of four outside it, so that the
    filler tricks never show a void that the ending does not have."""
    end = {s: cards(hands[s]) for s in SEATS}
    used = {c for hand in end.values() for c in hand}
    rest = [c for c in FULL_DECK if c not in used]
    groups: list[list[Card]] = []
    for suit in SUITS:
        pool = sorted((c for c in rest if c.suit is suit), key=lambda c: -c.rank)
        assert len(pool) % 4 == 0, f"{suit}: {len(pool)} filler cards"
        groups.extend(pool[i : i + 4] for i in range(0, len(pool), 4))
    auction = Auction.from_calls(Seat.N, calls)
    assert auction.declarer is not None
    filler: dict[Seat, list[Card]] = {s: [] for s in SEATS}
    sequence: list[Card] = []
    first = auction.declarer.lho
    for group in groups:
        # The leader of the ending wins every filler trick with the group's top card.
        order = first.clockwise_from()
        others = iter(group[1:])
        trick = [group[0] if seat is leader else next(others) for seat in order]
        for seat, card in zip(order, trick, strict=True):
            filler[seat].append(card)
        sequence.extend(trick)
        first = leader
    deal = Deal(BySeat.build(lambda s: Hand.of(end[s] + filler[s])))
    deal.validate()
    return state_with(deal, calls, sequence + cards(prefix))


def decide(state: DealState, constraints: BySeat[HandConstraints] = NO_AUCTION_INFO) -> Card:
    view = seat_view(state, state.decider)  # type: ignore[arg-type]
    return choose_card(view, seed=7, constraints=constraints)


# --- small positions with a known best play -------------------------------------------


def test_declarer_cashes_winners_before_giving_up_the_lead() -> None:
    state = ending(
        {
            Seat.S: "SA SK SQ D2",
            Seat.W: "DA DK DQ DJ",
            Seat.N: "S4 S5 H2 H3",
            Seat.E: "H4 H5 H6 C2",
        },
        ["P", "P", "1NT", "P", "P", "P"],
        leader=Seat.S,
    )
    assert state.play is not None and state.play.turn is Seat.S
    assert decide(state).suit is Suit.SPADES


def test_finesse_against_an_honour_known_to_sit_over_declarer() -> None:
    # East is known (here: from the auction) to hold no heart, so West has the king:
    # after the two of hearts and a low heart from West, dummy plays the queen.
    state = ending(
        {
            Seat.N: "HA HQ CA DA",
            Seat.E: "S3 S4 S5 S6",
            Seat.S: "H2 H3 H7 S2",
            Seat.W: "HK H4 H5 H6",
        },
        ["P", "P", "1NT", "P", "P", "P"],
        leader=Seat.S,
        prefix="H2 H4",
    )
    # East's only heart went to a filler trick: East began with at most one.
    no_hearts = HandConstraints(length_max={s: 1 if s is Suit.HEARTS else 13 for s in SUITS})
    known = NO_AUCTION_INFO.with_value(Seat.E, no_hearts)
    assert state.play is not None and state.play.turn is Seat.N
    assert decide(state, known) == Card.parse("HQ")


def test_declarer_draws_the_last_trump_before_cashing_side_winners() -> None:
    state = ending(
        {
            Seat.S: "SA S2 DA DK",
            Seat.W: "S4 C3 C4 C5",
            Seat.N: "S3 S5 D2 C2",
            Seat.E: "DQ DJ H2 C6",
        },
        ["P", "P", "4S", "P", "P", "P"],
        leader=Seat.S,
    )
    assert decide(state).suit is Suit.SPADES


def test_defender_cashes_winners_before_giving_up_the_lead() -> None:
    # West, on lead with three top diamonds, cashes them: a spade would let declarer in
    # to run his winners.
    state = ending(
        {
            Seat.W: "DA DK DQ S3",
            Seat.N: "SA SK CA CK",
            Seat.E: "DJ D2 H2 C2",
            Seat.S: "SQ SJ C4 C5",
        },
        ["P", "P", "1NT", "P", "P", "P"],
        leader=Seat.W,
    )
    assert decide(state).suit is Suit.DIAMONDS


def test_third_hand_wins_cheaply_with_equal_cards() -> None:
    # East holds the K and Q of hearts over dummy: both win, the queen is conventional.
    state = ending(
        {
            Seat.W: "H2 D4 D5 D6",
            Seat.N: "H3 S2 S3 S4",
            Seat.E: "HK HQ D2 D3",
            Seat.S: "H4 S5 S6 C2",
        },
        ["P", "P", "1NT", "P", "P", "P"],
        leader=Seat.W,
        prefix="H2 H3",
    )
    assert state.play is not None and state.play.turn is Seat.E
    assert decide(state) == Card.parse("HQ")


# --- every card legal, all four seats, whole deals -------------------------------------


def test_bots_play_whole_deals_with_legal_cards_only() -> None:
    for number in range(2):
        deal = deal_cards(random.Random(f"legal:{number}"))
        calls = ["1NT", "P", "3NT", "P", "P", "P"] if number else ["1S", "P", "4S", "P", "P", "P"]
        state = state_with(deal, calls, [])
        play = state.play
        assert play is not None
        while not play.is_complete:
            current = replace(state, play=play)
            view = seat_view(current, current.decider)  # type: ignore[arg-type]
            card = choose_card(view, seed=play.cards_played_count, plan=QUICK)
            assert card in play.legal_cards()
            play = play.with_card(card)
        assert len(play.tricks) == 13


def test_the_only_legal_card_is_played_at_once() -> None:
    state = ending(
        {
            Seat.W: "H2 D4 D5 D6",
            Seat.N: "H3 S2 S3 S4",
            Seat.E: "HK D2 D3 C2",
            Seat.S: "H4 H5 S5 S6",
        },
        ["P", "P", "1NT", "P", "P", "P"],
        leader=Seat.W,
        prefix="H2 H3",
    )
    assert bot_card(seat_view(state, Seat.E), seed=1) == Card.parse("HK")


def test_touching_cards_and_cards_separated_only_by_played_ones_are_equivalent() -> None:
    state = ending(
        {
            Seat.W: "SK SQ SJ S2",
            Seat.N: "S5 H4 H5 H6",
            Seat.E: "S9 S8 S7 S6",
            Seat.S: "H7 H8 D2 C2",
        },
        ["P", "P", "1NT", "P", "P", "P"],
        leader=Seat.W,
    )
    view = seat_view(state, Seat.W)
    groups = sorted(
        sorted(str(c) for c in g) for g in equivalence_classes(view, view.legal_cards())
    )
    # S3, S4 and S10 went in a filler trick but S9…S5 are still out: S2 stays apart.
    assert groups == [["S2"], ["SJ", "SK", "SQ"]]


# --- no peeking ------------------------------------------------------------------------


def reshuffled(state: DealState, view: SeatView, rng: random.Random) -> DealState:
    """The same deal state with the cards hidden from ``view.seat`` dealt anew among the
    hidden hands (same counts, no card of a suit a hand has shown out of)."""
    play = state.play
    assert play is not None
    hidden = [s for s in SEATS if view.hands[s] is None]
    voids: dict[Seat, set[Suit]] = {s: set() for s in SEATS}
    for trick in (*play.tricks, play.current):
        for seat, card in trick.plays():
            if trick.suit_led is not None and card.suit is not trick.suit_led:
                voids[seat].add(trick.suit_led)
    pool = [c for s in hidden for c in play.remaining[s].cards]
    for _ in range(1000):
        rng.shuffle(pool)
        new: dict[Seat, list[Card]] = {}
        at = 0
        for s in hidden:
            n = len(play.remaining[s])
            new[s] = pool[at : at + n]
            at += n
        if all(c.suit not in voids[s] for s in hidden for c in new[s]):
            break
    else:
        return state
    played_by: dict[Seat, list[Card]] = {s: [] for s in SEATS}
    for seat, card in play.played_cards():
        played_by[seat].append(card)
    hands = BySeat.build(lambda s: Hand.of(new[s] + played_by[s]) if s in new else state.deal[s])
    deal = Deal(hands)
    calls = [str(c) for c in state.auction.calls]
    return state_with(deal, calls, [c for _, c in play.played_cards()], state.dealer)


@pytest.mark.parametrize("number", range(6))
def test_no_peeking_the_same_view_gives_the_same_card(number: int) -> None:
    rng = random.Random(f"peek:{number}")
    deal = deal_cards(rng)
    calls = ["1NT", "P", "3NT", "P", "P", "P"] if number % 2 else ["1H", "P", "4H", "P", "P", "P"]
    state = state_with(deal, calls, [])
    play = state.play
    assert play is not None
    # Walk to a few random positions of this deal and test each of them.
    stops = sorted(rng.sample(range(1, 44), 3)) + ([0] if number < 2 else [])
    for stop in sorted(stops):
        walk = state.play
        assert walk is not None
        while walk.cards_played_count < stop:
            walk = walk.with_card(rng.choice(walk.legal_cards()))
        here = replace(state, play=walk)
        decider = here.decider
        assert decider is not None
        view = seat_view(here, decider)
        other = reshuffled(here, view, random.Random(stop))
        other_view = seat_view(other, decider)
        assert other_view == view
        assert other.deal != here.deal or stop > 40
        plan = Budget(6, 6, 12) if stop == 0 else None
        first = choose_card(view, seed=stop, plan=plan)
        second = choose_card(other_view, seed=stop, plan=plan)
        assert first == second


# --- the work budget ---------------------------------------------------------------------


def _count_layouts(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Record how many layouts each DDS batch of the card play solves."""
    from biritch.bots.play import cardplay

    batches: list[int] = []
    real = cardplay.solve_with_work

    def counting(positions):  # type: ignore[no-untyped-def]
        batches.append(len(positions))
        return real(positions)

    monkeypatch.setattr(cardplay, "solve_with_work", counting)
    return batches


def _opening_lead_view() -> SeatView:
    deal = deal_cards(random.Random("budget"))
    state = state_with(deal, ["1NT", "P", "3NT", "P", "P", "P"], [])
    return seat_view(state, state.decider)  # type: ignore[arg-type]


def test_a_node_budget_stops_sampling_after_the_first_batch(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    batches = _count_layouts(monkeypatch)
    choose_card(_opening_lead_view(), seed=3, plan=Budget(4, 4, 40, nodes=1))
    assert batches == [4]


def test_without_a_node_budget_sampling_goes_on_until_settled_or_capped(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    batches = _count_layouts(monkeypatch)
    choose_card(_opening_lead_view(), seed=3, plan=Budget(4, 4, 12, least=12))
    assert batches == [4, 4, 4]


def test_the_opening_lead_is_judged_on_32_layouts_unless_the_first_agree_or_dds_finds_it_hard() -> (
    None
):
    from biritch.bots.play.cardplay import LEAD_NODES, budget

    plan = budget(_opening_lead_view())
    assert plan.least >= 32 and plan.most >= 32
    assert plan.nodes == LEAD_NODES and plan.first < plan.least
    assert plan.agree == plan.first and plan.fit


def _scripted_solver(monkeypatch: pytest.MonkeyPatch, view: SeatView, agree: bool) -> list[int]:
    """A stand-in solver: 1,000 nodes a layout; the first two legal cards are worth 5 and 3
    tricks, in every layout when ``agree``, else taking turns at being best."""
    from biritch.bots.play import cardplay

    first, second = view.legal_cards()[:2]
    batches: list[int] = []

    def solve(positions):  # type: ignore[no-untyped-def]
        start = sum(batches)
        batches.append(len(positions))
        scores = []
        for i in range(start, start + len(positions)):
            best, other = (first, second) if agree or i % 2 == 0 else (second, first)
            scores.append({best: 5, other: 3})
        return scores, [1000] * len(positions)

    monkeypatch.setattr(cardplay, "solve_with_work", solve)
    return batches


def test_sampling_stops_when_the_first_layouts_agree(monkeypatch: pytest.MonkeyPatch) -> None:
    view = _opening_lead_view()
    batches = _scripted_solver(monkeypatch, view, agree=True)
    choose_card(view, seed=3, plan=Budget(4, 4, 40, least=40, agree=4))
    assert batches == [4]


def test_a_fitted_node_budget_cuts_the_last_batch_down_to_what_is_left(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    view = _opening_lead_view()
    batches = _scripted_solver(monkeypatch, view, agree=False)
    # 1,000 nodes a layout is planned as 1,024: after 4 layouts, 6 more fit, then none.
    choose_card(view, seed=3, plan=Budget(4, 8, 40, nodes=4000 + 6 * 1024, fit=True))
    assert batches == [4, 6]
    batches.clear()
    choose_card(view, seed=3, plan=Budget(4, 8, 40, nodes=4000 + 6 * 1024))
    assert batches == [4]


def test_the_node_budget_keeps_the_choice_deterministic() -> None:
    view = _opening_lead_view()
    assert len({choose_card(view, seed=5) for _ in range(2)}) == 1


def test_resampling_picks_layouts_in_proportion_to_their_fit_with_the_auction() -> None:
    # Layouts stand in as labels here; only their order and fit matter.
    pool = [("a",), ("b",), ("c",), ("d",)]
    for seed in range(20):
        rng = random.Random(seed)
        chosen = _resample(pool, [6.0, 0.0, 1.0, 1.0], 8, rng)  # type: ignore[arg-type]
        assert len(chosen) == 8
        assert chosen.count(("a",)) == 6  # systematic resampling: exactly in proportion
        assert chosen.count(("b",)) == 0  # a layout with no fit is never solved
        assert chosen.count(("c",)) == 1 and chosen.count(("d",)) == 1
    even = _resample(pool, [1.0] * 4, 4, random.Random(1))  # type: ignore[arg-type]
    assert even == pool
    assert _resample(pool, [0.0] * 4, 2, random.Random(1)) == pool[:2]  # type: ignore[arg-type]


def test_a_hurried_card_is_planned_smaller_and_still_legal() -> None:
    """A crowded server's plan (``hurry``) solves at most as many layouts as the usual
    one, for the opening lead, a later lead and a card following suit alike."""
    from biritch.bots.play.cardplay import budget, hurried

    deal = deal_cards(random.Random("hurry"))
    state = state_with(deal, ["1NT", "P", "3NT", "P", "P", "P"], [])
    play = state.play
    assert play is not None
    cards: list[Card] = []
    for _ in range(9):  # the opening lead, trick one's follows, trick two's lead ...
        now = state_with(deal, ["1NT", "P", "3NT", "P", "P", "P"], cards)
        assert now.decider is not None
        view = seat_view(now, now.decider)
        assert hurried(view).most <= budget(view).most
        card = bot_card(view, seed=len(cards), hurry=True)
        assert card in view.legal_cards()
        cards.append(card)
