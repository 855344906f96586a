"""The first action over their opening: overcalls, takeout doubles, the two-suited cue-bids and
balancing."""

from __future__ import annotations

from biritch.bots.bidding.core import (
    MAX_HCP,
    Check,
    Condition,
    Force,
    Range,
    Rule,
    State,
    Tag,
    cond,
)
from biritch.bots.bidding.system.common import (
    MAJORS,
    NT,
    SEMI_BALANCED,
    TAKEOUT_LABEL,
    C,
    D,
    H,
    S,
    bid,
    catch_all_pass,
    cheapest_bid,
    decent_suit,
    good_suit,
    longest_is,
    longest_of,
    rule,
    stoppers_in,
)
from biritch.bots.bidding.system.competition.shared import (
    WEAK_JUMP,
    takeout_doubles,
    their_suits,
    unbid_suits,
)
from biritch.bots.bidding.system.preempts import solid_suit, tricks_at_least
from biritch.engine import (
    DOUBLE,
    PASS,
    Bid,
    Double,
    Redouble,
    Strain,
    Suit,
)

#: Lower requirements in the pass-out seat over their fit; one point less again when
#: their part-score makes their contract a game (defending gives them the game).
BALANCE_DOUBLE = ("балансирующая контра: вызывная", "balancing double: takeout")
BALANCE_SUIT = ("балансирование: своя масть", "balancing: own suit")


#: The pass-out seat bids a good five-card suit at the two level (and over their two-level
#: contract a fair one) from here: partner holds the values they lack (Lawrence on
#: balancing; Root: about three points less in the pass-out seat).
BALANCE_TWO_LEVEL_HCP = 8
#: The opening, the response and the opener's raise of it.
RAISED_RESPONSE_BIDS = 3
#: After they bid two suits, four of each unbid suit double for takeout.
UNBID_PAIR_LENGTH = 4
#: The one-level balance in any five-card suit, good or not.
BALANCE_ANY_SUIT_HCP = 8
#: The intermediate jump overcall in the pass-out seat (a good six-card suit).
BALANCE_JUMP_HCP: Range = (12, 16)
BALANCE_JUMP = (
    "прыжок в позиции баланса: промежуточный, хорошая 6+ масть",
    "balancing jump: intermediate, a good suit of six or more",
)
#: The pre-emptive overcalls above the weak jump: (cards, level) of a one-level suit.
DOUBLE_JUMPS = ((8, 4), (7, 3))
PREEMPTIVE_JUMP = (
    "заградительный прыжок: 7+ карт, слабая рука",
    "pre-emptive jump: seven cards or more, a weak hand",
)
#: The takeout double of their major pre-empt with four of the other major: a doubleton at
#: least in each minor.
MINOR_AT_LEAST = 2
#: The 1NT overcall (SAYC booklet: 15-18 with a stopper) and its pass-out-seat range.
NT_OVERCALL_HCP: Range = (15, 18)
#: Any hand this strong doubles first when both opponents have bid (too strong to overcall).
STRONG_DOUBLE_HCP = 17
BALANCE_1NT_HCP: Range = (11, 14)
#: 1x P 1NT P P: the pass-out seat's takeout double, short in their suit.
BALANCE_OVER_1NT_HCP = 10
#: The pass-out seat's double with three cards in their suit: the 1NT range without the
#: stopper (the 15+ hands double whatever their shape).
BALANCE_THREE_CARD_DOUBLE_HCP: Range = (12, 14)
NT_OVERCALL = ("как открытие 1БК", "like a 1NT opening")
#: The jump to 2NT in the pass-out seat: a balanced hand above the double-then-1NT.
BALANCE_2NT_HCP: Range = (19, 21)
BALANCE_2NT = (
    "2БК в позиции баланса: сильная равномерная рука",
    "2NT in the pass-out seat: a strong balanced hand",
)
#: A good five-card suit overcalls a weak two at the three level from here.
THREE_LEVEL_FIVE_HCP = 15
#: The jump to game over their pre-empt: a good long major and nine playing tricks of my
#: own (partner, after their pre-empt, is counted for one); the big balanced or two-suited
#: hands double first.
JUMP_TO_GAME_HCP: Range = (11, 19)
GAME_TRICKS = 9
JUMP_TO_GAME = (
    "прыжок в гейм: длинная сильная масть, 9 взяток в своей руке",
    "jump to game: a long strong suit, nine playing tricks",
)
#: 3NT over their weak two on a solid minor of six or more and their suit stopped.
RUNNING_MINOR_3NT_HCP: Range = (14, 21)
RUNNING_MINOR_3NT = ("для игры: длинная сплошная масть", "to play: a long running suit")

#: From these HCP a one-level overcall needs five cards, not a good suit (Root).
STRONG_OVERCALL_HCP = 14
#: A good six-card suit overcalls at the two level a point lighter than a five-card one.
SIX_CARD_TWO_LEVEL_DISCOUNT = 1


def _suit_before_double(z: Suit, cards: int, unbid: tuple[Suit, ...], lo: int) -> Condition:
    """A good suit ``z`` of ``cards`` or more over their pre-empt, bid rather than doubled:
    no four cards of the other unbid major (the double looks for that fit first)."""
    other = {m: (0, 3) for m in MAJORS if m is not z and m in unbid}
    return cond(
        (lo, 17), lens={z: (cards, 13), **other}, checks=(good_suit(z), longest_of(z, unbid))
    )


#: Ten cards in two suits, or a six-card suit: the shape that competes at the three level.
SHAPELY = Check(
    "6+ карт в масти или две масти 5–5",
    "a six-card suit or two five-card suits",
    lambda f: sorted(f.lengths)[-1] >= 6 or sorted(f.lengths)[-2] >= 5,
)


def _raised_response(st: State, last: Bid) -> bool:
    """1x P 1y P 2y: the opener raised the response to two and nobody else has bid."""
    op = st.opening
    bids = [s for s in st.history if isinstance(s.call, Bid)]
    return (
        op is not None
        and len(bids) == RAISED_RESPONSE_BIDS
        and bids[0] is op
        and bids[2].seat is op.seat
        and bids[1].seat is op.seat.partner
        and last.level == 2
        and bids[1].rule.suit is not None
        and last.strain.suit is bids[1].rule.suit
        and not any(isinstance(s.call, Double | Redouble) for s in st.history)
    )


def _both_bid(st: State) -> bool:
    return bool(st.acted(st.me.lho)) and bool(st.acted(st.me.rho))


def _balancing_over_their_fit(st: State, last: Bid, t: Suit, unbid: tuple[Suit, ...]) -> list[Rule]:
    """1x P 2x P P (or the like): they have a fit and stopped low; I have passed so far."""
    them = st.me.side.other
    cheap = 1 if last.level >= st.game_level(last.strain, them) else 0
    out: list[Rule] = []
    if last.level <= 3:
        out.append(
            rule(
                DOUBLE,
                cond((8 - cheap, MAX_HCP), lens={t: (0, 1), **{u: (3, 13) for u in unbid}}),
                *BALANCE_DOUBLE,
                Tag.TAKEOUT,
            )
        )
        out.append(
            rule(
                DOUBLE,
                cond((10 - cheap, MAX_HCP), lens={t: (0, 2), **{u: (3, 13) for u in unbid}}),
                *BALANCE_DOUBLE,
                Tag.TAKEOUT,
            )
        )
    for z in unbid:
        b = cheapest_bid(st, z)
        if b is None or b.level > 3:
            continue
        lo = (8 if b.level == 2 else 10) - cheap
        out.append(
            rule(
                b,
                cond(
                    (lo, 16),
                    lens={z: (5, 13)},
                    checks=(decent_suit(z), longest_of(z, unbid)),
                ),
                *BALANCE_SUIT,
            )
        )
        if b.level == 3:
            # Short in their suit with a six-card suit or two five-card suits, the three
            # level needs no more than the two: the shape makes the tricks and they have a
            # fit (Bergen, "Better Bidding with Bergen": the Law of total tricks in the
            # balancing seat; Root: never sell out at two when they have found a fit).
            c = cond(
                (8 - cheap, 16),
                lens={t: (0, 1), z: (5, 13)},
                checks=(decent_suit(z), longest_of(z, unbid), SHAPELY),
            )
            out.append(rule(b, c, *BALANCE_SUIT))
    out.append(catch_all_pass(bounded=last.level <= 2))
    return out


#: SAYC: the unusual 2NT shows the two lowest unbid suits, Michaels' cue-bid the majors
#: over a minor and the other major and a minor over a major; five-five, not an opening
#: hand (stronger two-suiters overcall and bid again).
TWO_SUITED_HCP: Range = (7, 12)
UNUSUAL = (
    "необычные 2БК: две младшие неназванные масти, 5–5",
    "unusual 2NT: the two lowest unbid suits, 5-5",
)
MICHAELS = ("Майклс: две масти, 5–5", "Michaels cue-bid: two suits, 5-5")
A_MINOR = Check(
    "и 5+ карт в одном миноре",
    "and five cards in a minor",
    lambda f: max(f.length(C), f.length(D)) >= 5,
)


def _two_suiters(st: State, t: Suit) -> list[Rule]:
    """Over their one-level opening in ``t``: the unusual 2NT and Michaels' cue-bid."""
    lowest = [z for z in (C, D, H, S) if z is not t][:2]
    unusual = cond(TWO_SUITED_HCP, lens={z: (5, 13) for z in lowest})
    out = [rule(bid(2, NT), unusual, *UNUSUAL, Tag.TWO_SUITER, Force.ONE_ROUND)]
    if t.is_major:
        other = H if t is S else S
        michaels = cond(TWO_SUITED_HCP, lens={other: (5, 13)}, checks=(A_MINOR,))
    else:
        michaels = cond(TWO_SUITED_HCP, lens={H: (5, 13), S: (5, 13)})
    out.append(rule(bid(2, t), michaels, *MICHAELS, Tag.TWO_SUITER, Force.ONE_ROUND))
    return out


def overcalls(st: State) -> list[Rule]:
    """The opponents opened; neither partner nor I have acted yet."""
    last = st.last_bid
    assert last is not None
    vul = st.vulnerable(st.me.side)
    balancing = st.passes_end
    theirs = their_suits(st)
    unbid = unbid_suits(st)
    stops = stoppers_in(theirs)
    op_is_last = st.opening is not None and st.opening.call == last
    out: list[Rule] = []
    if (
        len(theirs) == 1
        and last.level == 2
        and last.strain is not NT
        and balancing
        and _both_bid(st)
    ):
        # They found a fit and stopped low: the pass-out seat competes (Lawrence).
        return _balancing_over_their_fit(st, last, theirs[0], unbid)
    if last.strain is NT:
        over_response = last.level == 1 and not op_is_last and len(theirs) == 1
        if last.level == 1 and not over_response:
            out.append(
                rule(
                    DOUBLE,
                    cond((15, MAX_HCP)),
                    "штрафная: сила больше, чем у открывшего",
                    "penalty: stronger than the opener",
                    Tag.PENALTY,
                )
            )
        for z in unbid:
            b = cheapest_bid(st, z)
            if b is not None and b.level <= 2 and last.level == 1:
                out.append(
                    rule(
                        b,
                        cond((8, 15), lens={z: (5, 13)}, checks=(decent_suit(z), longest_is(z))),
                        "естественная заявка",
                        "natural overcall",
                    )
                )
            elif b is not None and b.level <= 3:
                out.append(
                    rule(
                        b,
                        cond((10, 16), lens={z: (6, 13)}, checks=(good_suit(z), longest_is(z))),
                        "естественная заявка",
                        "natural overcall",
                    )
                )
        if over_response and not balancing:
            # Over their suit and the 1NT response the double is for takeout of the suit:
            # the opener is unlimited, so no penalty is in view (Root, "Commonsense
            # Bidding"; Bergen: a double of a 1NT response is takeout); the strong hands
            # double too, as over the opening itself.
            out.extend(takeout_doubles(12, theirs[0], unbid))
            out.append(rule(DOUBLE, cond((17, MAX_HCP)), *TAKEOUT_LABEL, Tag.TAKEOUT))
        if over_response and balancing:
            # 1x P 1NT P P: the opener passed a 6-10 response, so they are limited and
            # partner holds values he could not show; short in their suit, reopen with a
            # takeout double a king lighter (Root, "Commonsense Bidding": do not sell out
            # when they have shown a limited misfit; Lawrence on balancing). The strong
            # hands double too and bid again, as over the opening.
            out.extend(takeout_doubles(BALANCE_OVER_1NT_HCP, theirs[0], unbid))
            out.append(rule(DOUBLE, cond((15, MAX_HCP)), *TAKEOUT_LABEL, Tag.TAKEOUT))
        out.append(
            rule(
                PASS,
                cond((0, 14) if last.level == 1 and op_is_last else (0, MAX_HCP)),
                "",
                "",
                Tag.PASS,
            )
        )
        out.append(catch_all_pass(bounded=last.level <= 2))
        return out
    t = last.strain.suit
    assert t is not None
    if st.acted(st.me.lho) and st.acted(st.me.rho):
        if balancing and _raised_response(st, last):
            # 1x P 1y P 2y P P: they found a fit in y and stopped at two; the pass-out seat
            # reopens short in y as over 1x P 2x P P (Root, "Commonsense Bidding": do not
            # let them play at two with a fit; Lawrence on balancing). Four of x at most.
            fit = {t: (0, 1), **{u: (0, 4) for u in theirs if u is not t}}
            support = {u: (3, 13) for u in unbid}
            # (The stronger hands take the sound double below.)
            c = cond((BALANCE_TWO_LEVEL_HCP, 16), lens={**fit, **support})
            out.append(rule(DOUBLE, c, *BALANCE_DOUBLE, Tag.TAKEOUT))
        # Both opponents have bid: only a sound overcall or a takeout double, short in
        # their last suit and not long in the other; sounder still at the three level.
        lo = 12 if last.level <= 2 else 14
        shape = {**{u: (0, 3) for u in theirs}, t: (0, 2), **{u: (3, 13) for u in unbid}}
        out.append(rule(DOUBLE, cond((lo, MAX_HCP), lens=shape), *TAKEOUT_LABEL, Tag.TAKEOUT))
        if not balancing:
            # A hand too strong for any overcall doubles whatever its shape and bids again
            # (SAYC booklet: the takeout double also shows the hands too strong to
            # overcall, 17+; Root: double, then bid no-trump with the big balanced hand).
            out.append(
                rule(DOUBLE, cond((STRONG_DOUBLE_HCP, MAX_HCP)), *TAKEOUT_LABEL, Tag.TAKEOUT)
            )
        if len(unbid) == 2:
            # Four cards in each unbid suit double whatever I hold in theirs: the double
            # of two bid suits asks for the other two (Root, "Commonsense Bidding"; SAYC
            # booklet: the double is for takeout).
            both = {u: (UNBID_PAIR_LENGTH, 13) for u in unbid}
            c = cond((lo, MAX_HCP), lens=both)
            out.append(rule(DOUBLE, c, *TAKEOUT_LABEL, Tag.TAKEOUT))
        for z in unbid:
            b = cheapest_bid(st, z)
            if b is not None and b.level <= 2:
                out.append(
                    rule(
                        b,
                        cond(
                            (10, 16), lens={z: (5, 13)}, checks=(good_suit(z), longest_of(z, unbid))
                        ),
                        "вход в торговлю",
                        "overcall",
                    )
                )
                if balancing and last.level == 2:
                    # They stopped at the two level: the pass-out seat competes with a
                    # fair five-card suit and less (Lawrence on balancing).
                    c = cond(
                        (BALANCE_TWO_LEVEL_HCP, 16),
                        lens={z: (5, 13)},
                        checks=(decent_suit(z), longest_of(z, unbid)),
                    )
                    out.append(rule(b, c, *BALANCE_SUIT))
            elif b is not None and b.level == 3 and last.level == 2:
                # Over their raise, the three level takes a good six-card suit and an
                # opening hand (Root, "Commonsense Bidding": the higher the level, the
                # sounder the overcall).
                out.append(
                    rule(
                        b,
                        cond(
                            (13, 17), lens={z: (6, 13)}, checks=(good_suit(z), longest_of(z, unbid))
                        ),
                        "вход в торговлю на 3-м уровне: хорошая 6+ масть",
                        "three-level overcall: a good suit of six or more",
                    )
                )
        out.append(catch_all_pass(bounded=last.level <= 2))
        return out
    if last.level == 1:
        if not balancing and op_is_last:
            out.extend(_two_suiters(st, t))
        nt_hcp = BALANCE_1NT_HCP if balancing else NT_OVERCALL_HCP
        out.append(
            rule(
                bid(1, NT),
                cond(nt_hcp, balanced=True, checks=stops),
                *(("в позиции баланса", "balancing") if balancing else NT_OVERCALL),
            )
        )
        if balancing:
            # Too strong for the balancing 1NT and for the double-then-1NT (15-18): the
            # jump to 2NT, not unusual in the pass-out seat (SAYC as taught; Lawrence on
            # balancing).
            c = cond(BALANCE_2NT_HCP, balanced=True, checks=stops)
            out.append(rule(bid(2, NT), c, *BALANCE_2NT))
            # In the pass-out seat the jump overcall is intermediate, not weak: a good
            # six-card suit and an opening hand (Root, "Commonsense Bidding"; Lawrence on
            # balancing: partner may still hold the values).
            for z in unbid:
                b = cheapest_bid(st, z)
                if b is not None and b.level <= 2:
                    c = cond(
                        BALANCE_JUMP_HCP,
                        lens={z: (6, 13)},
                        checks=(good_suit(z), longest_of(z, unbid)),
                    )
                    out.append(rule(Bid(b.level + 1, b.strain), c, *BALANCE_JUMP))
        two_lo = (BALANCE_TWO_LEVEL_HCP if balancing else 11) + (1 if vul else 0)
        six_lo = two_lo - SIX_CARD_TWO_LEVEL_DISCOUNT
        if not balancing:
            # A good six-card suit overcalls at the two level a point lighter than a five-
            # card one: the sixth card is worth a point (Root, "Commonsense Bidding": the
            # weaker the hand, the longer and better the suit; Grant counts length points).
            # It comes before the jump to three, which is a three-level pre-empt's hand
            # (SAYC booklet: the jump overcall shows the hand of the same pre-emptive
            # opening), not an outside ace as well.
            for z in unbid:
                b = cheapest_bid(st, z)
                if b is not None and b.level == 2:
                    c = cond((six_lo, 16), lens={z: (6, 13)}, checks=(good_suit(z), longest_is(z)))
                    out.append(rule(b, c, "вход в торговлю на 2-м уровне", "two-level overcall"))
            # A good six-card suit in the weak range jumps at once (SAYC booklet: jump
            # overcalls are weak, a weak two's hand); the simple overcall below then shows
            # the sounder hands or a five-card suit.
            weak = (7, 10) if vul else (5, 10)
            for z in unbid:
                b = cheapest_bid(st, z)
                if b is None or b.level != 1:
                    continue
                # Seven cards jump one level more, eight in a major to game: the pre-empt
                # one would have opened (SAYC booklet: jump overcalls are pre-emptive;
                # Root: the double jump shows the three-level pre-empt's hand).
                for cards, level in DOUBLE_JUMPS:
                    if level == 4 and not z.is_major:
                        continue
                    c = cond(weak, lens={z: (cards, 13)}, checks=(good_suit(z), longest_is(z)))
                    out.append(rule(Bid(level, b.strain), c, *PREEMPTIVE_JUMP))
            for z in unbid:
                b = cheapest_bid(st, z)
                if b is not None and b.level <= 2:
                    jump = Bid(b.level + 1, b.strain)
                    # The jump to three stops below the six-card two-level overcall above.
                    hcp = weak if b.level == 1 else (weak[0], min(weak[1], six_lo - 1))
                    out.append(
                        rule(
                            jump,
                            cond(
                                hcp, lens={z: (6, 13)}, checks=(good_suit(z), longest_of(z, unbid))
                            ),
                            *WEAK_JUMP,
                        )
                    )
        one_lo = 7 if balancing else 8
        strong_one_level: list[Rule] = []
        for z in unbid:
            b = cheapest_bid(st, z)
            if b is not None and b.level == 1:
                out.append(
                    rule(
                        b,
                        cond(
                            (one_lo, 16),
                            lens={z: (5, 13)},
                            checks=(decent_suit(z), longest_of(z, unbid)),
                        ),
                        "вход в торговлю",
                        "overcall",
                    )
                )
                # With an opening hand the suit need not be good: the weaker the hand, the
                # better the suit must be (Root, "Commonsense Bidding"). It comes after the
                # takeout double, which a hand with the double's shape still prefers.
                strong_one_level.append(
                    rule(
                        b,
                        cond(
                            (STRONG_OVERCALL_HCP, 16),
                            lens={z: (5, 13)},
                            checks=(longest_of(z, unbid),),
                        ),
                        "вход в торговлю",
                        "overcall",
                    )
                )
                if balancing:
                    # In the pass-out seat the suit need not be good: partner holds the
                    # values the auction says are missing (Lawrence on balancing).
                    c = cond(
                        (BALANCE_ANY_SUIT_HCP, 16),
                        lens={z: (5, 13)},
                        checks=(longest_of(z, unbid),),
                    )
                    out.append(rule(b, c, "вход в торговлю", "overcall"))
        two_level: list[Rule] = []
        for z in unbid:
            b = cheapest_bid(st, z)
            if b is not None and b.level == 2:
                two_level.append(
                    rule(
                        b,
                        cond(
                            (two_lo, 16),
                            lens={z: (5, 13)},
                            checks=(good_suit(z), longest_of(z, unbid)),
                        ),
                        "вход в торговлю на 2-м уровне",
                        "two-level overcall",
                    )
                )
        # A good five-card suit is shown at once rather than doubled.
        out.extend(two_level)
        dbl_lo = 9 if balancing else 12
        out.extend(takeout_doubles(dbl_lo, theirs[-1], unbid, three_cards=not balancing))
        out.extend(strong_one_level)
        if balancing:
            # In the pass-out seat a fair five-card suit will do at the two level too (after
            # the double, which the hand with support for every unbid suit prefers):
            # partner holds the values they lack (Root, "Commonsense Bidding": balance
            # about a king lighter; Lawrence on balancing: the suit need not be good).
            for z in unbid:
                b = cheapest_bid(st, z)
                if b is not None and b.level == 2:
                    c = cond(
                        (two_lo, 16),
                        lens={z: (5, 13)},
                        checks=(decent_suit(z), longest_of(z, unbid)),
                    )
                    out.append(rule(b, c, *BALANCE_SUIT))
        if balancing:
            # 12-14 with three cards in their suit, no stopper for the 1NT above and no
            # suit: the pass-out seat doubles rather than sell out at the one level (Root,
            # "Commonsense Bidding": do not let them play one of a suit with the values
            # for a part-score of your own; the double asks partner for his suit).
            c = cond(
                BALANCE_THREE_CARD_DOUBLE_HCP,
                lens={t: (0, 3), **{u: (3, 13) for u in unbid}},
            )
            out.append(rule(DOUBLE, c, *BALANCE_DOUBLE, Tag.TAKEOUT))
        out.append(
            rule(
                DOUBLE,
                # In the balancing seat 15+ doubles first (1NT there is 11–14).
                cond((15 if balancing else 17, MAX_HCP)),
                *TAKEOUT_LABEL,
                Tag.TAKEOUT,
            )
        )
        out.append(rule(PASS, cond((0, 16)), "", "", Tag.PASS))
        out.append(catch_all_pass(bounded=last.level <= 2))
        return out
    # Over a weak two, a pre-empt or a higher bid: sounder values.
    suit_lo = 10 if balancing else 12
    for z in unbid:
        b = cheapest_bid(st, z)
        game = bid(st.game_level(Strain.of(z)), z)
        if z.is_major and b is not None and b.level < game.level <= 4 and not balancing:
            # A long, strong major with game in hand jumps to it at once: over a pre-empt
            # bid what you expect to make (Root, "Commonsense Bidding": with a self-
            # sufficient suit and the tricks for game, bid the game; a simple overcall
            # partner passes with the little he needs).
            c = cond(
                JUMP_TO_GAME_HCP,
                lens={z: (6, 13)},
                checks=(good_suit(z), longest_is(z), tricks_at_least(z, GAME_TRICKS)),
            )
            out.append(rule(game, c, *JUMP_TO_GAME))
        if z.is_major and b is not None and b.level <= 4:
            # A good six-card major is bid at once, not doubled: the double would let
            # partner answer in a minor, and the major is where the game lies (Root,
            # "Commonsense Bidding": over a pre-empt bid what you expect to make).
            out.append(
                rule(b, _suit_before_double(z, 6, unbid, suit_lo), "вход в торговлю", "overcall")
            )
    if last.level == 2 and not balancing:
        # A long running minor and their suit stopped: 3NT to play, nine tricks in view
        # (Root, "Commonsense Bidding": over a pre-empt bid what you expect to make; the
        # 2NT overcall below is the balanced hand).
        for z in (C, D):
            c = cond(
                RUNNING_MINOR_3NT_HCP,
                lens={z: (6, 13)},
                checks=(solid_suit(z), longest_is(z), *stops),
            )
            out.append(rule(bid(3, NT), c, *RUNNING_MINOR_3NT))
    # Over a weak two a perfect shape doubles with an opening hand; higher, a little more.
    dbl_lo = (10 if balancing else 12) + (1 if last.level >= 3 else 0)
    natural = st.opening is None or st.opening.rule.tag is not Tag.STRONG_2C
    if H in unbid and S in unbid and natural:
        # Both majors: the double asks for one, whatever the other minor, and comes before
        # the no-trump overcall, which would bury a 4-4 major fit (Root, "Commonsense
        # Bidding", and Grant: over a pre-empt double with the unbid majors).
        both = {t: (0, 2), H: (4, 13), S: (4, 13)}
        out.append(rule(DOUBLE, cond((dbl_lo, MAX_HCP), lens=both), *TAKEOUT_LABEL, Tag.TAKEOUT))
    if last.level <= 3:
        out.append(
            rule(
                bid(last.level, NT),
                cond((15, 18) if last.level == 2 else (16, 21), checks=(SEMI_BALANCED, *stops)),
                "естественно",
                "natural",
            )
        )
    for z in unbid:
        b = cheapest_bid(st, z)
        if b is not None and b.level == 2:
            # Over their weak two a good five-card suit at the two level is bid at once
            # rather than doubled, as over a one-level opening (Root, "Commonsense
            # Bidding": overcall with a good suit, double with support for the unbid
            # suits; the double would let partner answer in a minor). With four of the
            # other major the double looks for that fit first (Root: the takeout double
            # of a weak two promises the unbid major).
            out.append(
                rule(b, _suit_before_double(z, 5, unbid, suit_lo), "вход в торговлю", "overcall")
            )
    if balancing and last.level == 3:
        # In the pass-out seat over a three-level pre-empt a singleton or void in their
        # suit doubles a point lighter: partner may be sitting with a good hand he could
        # not show (Lawrence on balancing; Root: shape makes up for a point).
        short = {t: (0, 1), **{u: (3, 13) for u in unbid}}
        c = cond((dbl_lo - 1, MAX_HCP), lens=short)
        out.append(rule(DOUBLE, c, *TAKEOUT_LABEL, Tag.TAKEOUT))
    out.extend(takeout_doubles(dbl_lo, t, unbid))
    other = S if t is H else H if t is S else None
    if other is not None and other in unbid and natural:
        # Over their major the double is above all for the other major: four of it, short
        # in theirs, and a doubleton at least in each minor will do (Root, "Commonsense
        # Bidding": over a weak two in a major, double with the other major and values).
        shape = {t: (0, 2), other: (4, 13), C: (MINOR_AT_LEAST, 13), D: (MINOR_AT_LEAST, 13)}
        c = cond((dbl_lo, MAX_HCP), lens=shape)
        out.append(rule(DOUBLE, c, *TAKEOUT_LABEL, Tag.TAKEOUT))
    for z in unbid:
        b = cheapest_bid(st, z)
        if b is not None and b.level <= 4:
            out.append(
                rule(
                    b,
                    cond(
                        (suit_lo, 17),
                        lens={z: (5 if b.level <= 2 else 6, 13)},
                        checks=(good_suit(z), longest_of(z, unbid)),
                    ),
                    "вход в торговлю",
                    "overcall",
                )
            )
            if b.level == 3 and last.level == 2:
                # Over a weak two a good five-card suit overcalls at the three level with a
                # sound opening hand (Root, "Commonsense Bidding": the weaker the suit's
                # length, the more the hand must make up).
                c = cond(
                    (THREE_LEVEL_FIVE_HCP, 17),
                    lens={z: (5, 13)},
                    checks=(good_suit(z), longest_of(z, unbid)),
                )
                out.append(rule(b, c, "вход в торговлю", "overcall"))
            if b.level >= 3:
                # A six-card suit with one top honor overcalls with a sound opening hand
                # (Root: the weaker the suit, the more the hand must make up).
                out.append(
                    rule(
                        b,
                        cond(
                            (14, 17),
                            lens={z: (6, 13)},
                            checks=(decent_suit(z), longest_of(z, unbid)),
                        ),
                        "вход в торговлю",
                        "overcall",
                    )
                )
    out.append(rule(DOUBLE, cond((18, MAX_HCP)), *TAKEOUT_LABEL, Tag.TAKEOUT))
    out.append(catch_all_pass(bounded=last.level <= 2))
    return out
