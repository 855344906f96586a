"""Responder when they interfere over partner's opening: raises, Jordan 2NT, negative doubles, free
bids; penalty doubles and sacrifices."""

from __future__ import annotations

from biritch.bots.bidding.core import (
    MAX_HCP,
    Box,
    Check,
    Force,
    Range,
    Rule,
    State,
    Tag,
    cond,
)
from biritch.bots.bidding.system.common import (
    FORCE1,
    GAME,
    GAME_PS,
    INVITE,
    NT,
    RAISE,
    SEMI_BALANCED,
    SHORTNESS,
    TO_PLAY,
    C,
    D,
    H,
    S,
    bid,
    catch_all_pass,
    cheapest_bid,
    decent_suit,
    est_len,
    fit_order,
    longest_of,
    need,
    rule,
    stopper_in,
)
from biritch.bots.bidding.system.competition.shared import (
    CUE_RAISE,
    MINIMUM,
    OWN_SUIT_NF,
    PREEMPTIVE_GAME,
    PREEMPTIVE_RAISE,
    PREEMPTIVE_RAISE_TOP,
    UNBALANCED_HAND,
)
from biritch.bots.bidding.system.slam import trump_honors
from biritch.engine import (
    DOUBLE,
    PASS,
    REDOUBLE,
    Bid,
    Double,
    Pass,
    Strain,
    Suit,
)
from biritch.engine.contract import Contract
from biritch.engine.scoring import trick_points as contract_trick_points


def competitive_responses(st: State, x: Suit) -> list[Rule]:
    """Partner opened 1x and RHO overcalled or doubled; my first action."""
    out: list[Rule] = []
    rho = st.last_of(st.me.rho)
    assert rho is not None
    last = st.last_bid
    assert last is not None
    if isinstance(rho.call, Double):
        if x.is_major and last == bid(1, x):
            # SAYC booklet: over their takeout double 2NT (Jordan) is a limit raise or
            # better with four trumps; the redouble then denies a fit.
            c = cond((JORDAN_HCP, MAX_HCP), lens={x: (4, 13)})
            out.append(rule(bid(2, NT), c, *JORDAN, force=Force.ONE_ROUND))
        out.append(
            rule(
                REDOUBLE,
                cond((REDOUBLE_HCP, MAX_HCP)),
                "10+ ФО, сила у нашей линии",
                "10+ HCP, our side has the values",
                Tag.REDOUBLE,
            )
        )
        out.extend(_weak_jump_shifts(st, x))
        # The longest suit first (4-5 bids the five); of equal ones a major before a
        # minor, the majors up the line (Root, "Commonsense Bidding": over the double a
        # weak hand may not bid twice, so it shows the major it holds).
        ones = tuple(z for z in (H, S, D) if z is not x and _one_level(st, z))
        one_level: list[Rule] = []
        for z in ones:
            b = cheapest_bid(st, z)
            assert b is not None
            c = cond((6, 9), lens={z: (4, 13)}, checks=(longest_of(z, ones),))
            one_level.append(rule(b, c, *FORCE1, force=Force.ONE_ROUND))
        if not x.is_major:
            # SAYC booklet: over their double a new suit at the one level is forcing, and
            # Root ("Commonsense Bidding"): a major to show comes before raising a minor,
            # the pre-emptive jump raise too.
            out.extend(r for r in one_level if r.suit is not None and r.suit.is_major)
        # SAYC booklet: after their double the jump raise is pre-emptive, a weak hand
        # (0-8 HCP, below the values of a raise with four trumps and shortness); the
        # simple raise then takes 6-9 points, and up to 12 with four trumps and shape.
        out.append(
            rule(
                bid(3, x),
                cond((0, PREEMPTIVE_RAISE_TOP), lens={x: (4, 13)}),
                "заградительное повышение",
                "pre-emptive raise",
            )
        )
        if not x.is_major:
            out.extend(r for r in one_level if r.suit is D)
        # Short of a redouble (10+ HCP), three trumps in partner's major raise however
        # short the hand is: a doubleton or singleton beside them is no reason for 1NT (a
        # minor's raise keeps 6-9 points: a major at the one level comes first).
        top = OVER_DOUBLE_MAJOR_RAISE_PTS if x.is_major else OVER_DOUBLE_RAISE_PTS
        c = cond((0, REDOUBLE_HCP - 1), pts=(6, top), trump=x, lens={x: (3, 13)})
        out.append(rule(bid(2, x), c, *RAISE))
        out.append(
            rule(
                bid(2, x),
                cond((0, REDOUBLE_HCP - 1), pts=(10, 12), trump=x, lens={x: (4, 13)}),
                *RAISE,
            )
        )
        if x.is_major:
            out.extend(one_level)
        for z in (S, H, D, C):
            b = cheapest_bid(st, z)
            if z is not x and b is not None and b.level == 2:
                # SAYC card: over their takeout double a new suit forces only at the one
                # level; at the two level it is a long suit to play (10+ redoubles).
                c = cond(OWN_SUIT_OVER_DOUBLE, lens={z: (6, 13), x: (0, raise_length(x) - 1)})
                out.append(rule(b, c, *OWN_SUIT_NF))
                # A good five-card suit too, short in partner's suit: no-trump would hide
                # the singleton (Root, "Commonsense Bidding": over the double bid a good
                # suit of your own at the two level with a fair hand, not forcing).
                short = {z: (5, 13), x: (0, 1)}
                c = cond(OWN_SUIT_OVER_DOUBLE, lens=short, checks=(decent_suit(z),))
                out.append(rule(b, c, *OWN_SUIT_NF))
        # 1NT is balanced-ish: no singleton in partner's suit or elsewhere.
        nt_shape = (SEMI_BALANCED,) if last.level == 1 and last.strain is not NT else ()
        out.append(
            rule(
                bid(1, NT) if last.level == 1 and last.strain is not NT else PASS,
                cond((6, 9), checks=nt_shape),
                "естественно",
                "natural",
            )
        )
        out.append(catch_all_pass(bounded=last.level <= 2))
        return out
    t = last.strain.suit
    if t is None:
        return _over_their_notrump(st, x, last)
    # With a cue-bid of their suit at hand for the very strong hands (SAYC: responder's
    # cue-bid is the game force; jump shifts in competition are weak), the other actions
    # keep the upper limit they have without the overcall.
    cue = cheapest_bid(st, t)
    strong_cue = cue if cue is not None and cue.level <= 3 else None
    top = COMPETITIVE_RESPONSE_MAX if strong_cue is not None else MAX_HCP
    neg = _negative_double(st, x, t, last, top)
    shows_major = neg is not None and neg.cond.lens[H.order][0] + neg.cond.lens[S.order][0] > 0
    # (Not over their cue-bid of partner's minor, a two-suiter: the raise comes first.)
    major_first = shows_major and not x.is_major and t is not x
    # SAYC: responses keep their meaning; a new major at the one level shows five when a
    # negative double would show four.
    five_card_majors: list[Rule] = []
    for z in (S, H):
        bz = cheapest_bid(st, z)
        if z is not x and z is not t and bz is not None and bz.level == 1:
            c = cond((6, top), lens={z: (5, 13)})
            five_card_majors.append(rule(bz, c, *FORCE1, force=Force.ONE_ROUND))
    for z in (S, H):
        bz = cheapest_bid(st, z)
        if z is not x and z is not t and bz is not None and bz.level == 2:
            c = cond((10, top), lens={z: (5, 13)})
            five_card_majors.append(rule(bz, c, *FORCE1, force=Force.ONE_ROUND))
    out.extend(_weak_jump_shifts(st, x, t))
    if major_first and neg is not None:
        # Over partner's minor the major fit comes first: a five-card major is bid, four
        # cards double (SAYC booklet: the negative double shows the unbid major), before a
        # minor raise or no-trump, even with game values (the responder bids again).
        out.extend([*five_card_majors, neg])
    out.extend(_raises(st, x, t))
    if not major_first:
        out.extend(five_card_majors)
    out.extend(_notrump_responses(st, t, (13, 18)))
    for z in (D, C):
        bz = cheapest_bid(st, z)
        if z is not x and z is not t and bz is not None and bz.level == 2:
            out.append(rule(bz, cond((10, top), lens={z: (5, 13)}), *FORCE1, force=Force.ONE_ROUND))
    invite_nt = _notrump_responses(st, t, (11, 12))
    if major_first:
        out.extend(invite_nt)
    elif neg is not None and shows_major:
        # A double that shows a major comes before 2NT: the major fit first.
        out.extend([neg, *invite_nt])
    elif neg is not None:
        out.extend([*invite_nt, neg])
    else:
        out.extend(invite_nt)
    if neg is None and last.level >= 3:
        # Above 2♠ a double is for penalty (SAYC: negative doubles through 2♠).
        out.append(
            rule(
                DOUBLE,
                cond(
                    (10, MAX_HCP),
                    lens={t: (4, 13), x: (0, 2 if x.is_major else 3)},
                    checks=(trump_honors(t, 2),),
                ),
                "штрафная: хорошие карты в масти противника",
                "penalty: good holding in their suit",
                Tag.PENALTY,
            )
        )
    for z in (S, H, D, C):
        bz = cheapest_bid(st, z)
        if z is not x and z is not t and bz is not None and bz.level == 3:
            # A new suit at the three level promises game values.
            out.append(rule(bz, cond((11, top), lens={z: (5, 13)}), *NEW_SUIT_GF, force=Force.GAME))
    # A four-card suit the double does not show (1♣ (1♦): the double shows both majors)
    # is bid at the one level as without the overcall, before 1NT.
    for z in (S, H, D, C):
        bz = cheapest_bid(st, z)
        if z is not x and z is not t and bz is not None and bz.level == 1:
            out.append(rule(bz, cond((6, top), lens={z: (4, 13)}), *FORCE1, force=Force.ONE_ROUND))
    out.extend(_notrump_responses(st, t, (6, 10)))
    if strong_cue is not None:
        out.append(
            rule(
                strong_cue,
                cond((COMPETITIVE_RESPONSE_MAX + 1, MAX_HCP)),
                *STRONG_CUE,
                Tag.CUEBID,
                Force.GAME,
            )
        )
    out.append(catch_all_pass(bounded=last.level <= 2))
    return out


#: The weak jump shift in competition: a six-card suit and a weak hand, about the values of a
#: weak two (SAYC booklet: jump shifts in competition are weak).
WEAK_JUMP_SHIFT_HCP: Range = (3, 7)
WEAK_JUMP_SHIFT = (
    "слабый прыжок в новую масть: 6+ карт",
    "weak jump shift: six cards",
)


def _weak_jump_shifts(st: State, x: Suit, t: Suit | None = None) -> list[Rule]:
    """A jump to the two level in a new suit over their overcall of ``t`` or their takeout
    double (``t`` None) of partner's 1x: weak, a good six-card suit and no raise for
    partner (SAYC booklet: jump shifts in competition are weak)."""
    out: list[Rule] = []
    for z in (S, H, D, C):
        b = cheapest_bid(st, z)
        if z in (x, t) or b is None or b.level != 1:
            continue
        lens = {z: (6, 13), x: (0, raise_length(x) - 1)}
        c = cond(WEAK_JUMP_SHIFT_HCP, lens=lens, checks=(decent_suit(z),))
        out.append(rule(Bid(2, b.strain), c, *WEAK_JUMP_SHIFT))
    return out


def _one_level(st: State, z: Suit) -> bool:
    b = cheapest_bid(st, z)
    return b is not None and b.level == 1


#: The redouble of their takeout double: our side has the values (SAYC booklet: 10+).
REDOUBLE_HCP = 10
#: The simple raise over their takeout double: 6-9 points, in a major up to 11 with shortness.
OVER_DOUBLE_RAISE_PTS = 9
OVER_DOUBLE_MAJOR_RAISE_PTS = 11
#: A new suit at the two level over their takeout double: a long suit, short of a redouble.
OWN_SUIT_OVER_DOUBLE: Range = (5, 9)
#: Jordan 2NT after their takeout double of partner's major: a limit raise or better with
#: four trumps, from 10 HCP (weaker hands with shape raise to two or jump pre-emptively).
JORDAN_HCP = 10
JORDAN = (
    "2БК (Джордан): лимит-поддержка или сильнее, 4+ козыря",
    "2NT (Jordan): limit raise or better, four trumps",
)
JORDAN_MINIMUM = (
    "минимум: без гейма против лимит-поддержки",
    "minimum: no game opposite a limit raise",
)
#: The opener accepts the limit raise shown by Jordan 2NT with this many points.
JORDAN_ACCEPT = 14


def after_jordan(st: State, x: Suit) -> list[Rule]:
    """I opened 1x (a major), they doubled, partner bid Jordan 2NT (limit raise or better,
    four trumps) and RHO passed: game with 14+ points, else three of the major, which the
    responder with game values raises (SAYC booklet; Grant: opener after a limit raise)."""
    g = st.game_level(Strain.of(x))
    fit = {x: (4, 13)}
    c = cond(pts=(JORDAN_ACCEPT, MAX_HCP), trump=x, lens=fit, declarer_count=True)
    out = [rule(bid(g, x), c, *GAME)]
    if g > 3:
        c = cond(pts=(0, JORDAN_ACCEPT - 1), trump=x, declarer_count=True)
        out.append(rule(bid(3, x), c, *JORDAN_MINIMUM))
    out.append(catch_all_pass())
    return out


def jordan_again(st: State, x: Suit) -> list[Rule]:
    """Partner opened 1x, I bid Jordan 2NT and he signed off in three of it: game with 13+
    points (an opening hand opposite his minimum), else pass."""
    g = st.game_level(Strain.of(x))
    game = rule(bid(g, x), cond(pts=(13, MAX_HCP), trump=x), *GAME)
    stop = rule(PASS, cond(pts=(0, 12), trump=x), *MINIMUM, Tag.PASS)
    return [game, stop, catch_all_pass()]


#: The most responder's free bids and negative double show after an overcall, and the
#: cue-bid that takes the stronger hands.
COMPETITIVE_RESPONSE_MAX = 16
STRONG_CUE = (
    "ставка в масть противника: сильная рука, форсинг до гейма",
    "cue-bid: strong hand, game forcing",
)
NEW_SUIT_GF = (
    "новая масть на 3-м уровне, форсинг до гейма",
    "new suit at the three level, game forcing",
)
NEGATIVE_LABEL = (
    "отрицательная контра: вызывная, показывает неназванные масти",
    "negative double: takeout, shows the unbid suits",
)
FOUR_IN_A_MAJOR = Check(
    "4+ карты в одной из мажорных мастей",
    "four cards in a major",
    lambda f: max(f.length(H), f.length(S)) >= 4,
)


def raise_length(x: Suit) -> int:
    """Trumps a raise of partner's opening needs: three in a major, four diamonds, five
    clubs (1♣ may be three cards, 1♦ four)."""
    return 3 if x.is_major else (4 if x is D else 5)


def _raises(st: State, x: Suit, t: Suit) -> list[Rule]:
    """Support for partner's 1x after their overcall in ``t`` (SAYC): the cue-bid for a limit
    raise or better (game values too), jump raises pre-emptive, a simple raise 6–9."""
    out: list[Rule] = []
    sup = raise_length(x)
    g = st.game_level(Strain.of(x))
    b = cheapest_bid(st, x)
    if b is None:
        return out
    if b.level >= g:
        # The part-score makes the simple raise a game.
        out.append(rule(b, cond(pts=(6, MAX_HCP), trump=x, lens={x: (sup, 13)}), *GAME_PS))
        return out
    game = bid(g, x)
    if x.is_major and g > b.level:
        # Five trumps and a short suit jump to game however high they overcalled (Bergen,
        # "Better Bidding with Bergen": ten trumps together, the four level): over 1♥ (2♠)
        # the simple raise would be three.
        out.append(
            rule(game, cond((0, 9), lens={x: (5, 13)}, checks=(SHORTNESS,)), *PREEMPTIVE_GAME)
        )
    if not x.is_major:
        # With a minor fit and their suit stopped, no-trump first.
        out.extend(_notrump_responses(st, t, (11, 18)))
    # (Over their cue-bid of my partner's suit, a Michaels, "their" suit is ours: no cue.)
    cue = cheapest_bid(st, t) if t is not x else None
    has_cue = cue is not None and cue < game and cue.level <= 3
    if has_cue and cue is not None:
        out.append(
            rule(
                cue,
                cond(pts=(10, 12), trump=x, lens={x: (sup, 13)}),
                *CUE_RAISE,
                Tag.CUEBID,
                Force.ONE_ROUND,
            )
        )
        # Game values go through the cue-bid too, then bid the game: the direct jump to
        # game is pre-emptive (SAYC booklet: after their overcall the cue-bid is the limit
        # raise or better and jump raises are pre-emptive).
        out.append(
            rule(
                cue,
                cond(pts=(13, MAX_HCP), trump=x, lens={x: (sup, 13)}),
                *CUE_RAISE,
                Tag.CUEBID,
                Force.ONE_ROUND,
            )
        )
    else:
        out.append(rule(game, cond(pts=(13, MAX_HCP), trump=x, lens={x: (sup, 13)}), *GAME))
    jump = Bid(b.level + 1, b.strain)
    if jump.level < g:
        # The four level of a minor (1♦ (2♦ Michaels) 4♦, 1♦ (3♣) 4♦) wants six trumps:
        # ten together opposite 1♦'s four (Bergen, the Law); five raise to three.
        trumps = sup + 1 if x.is_major or jump.level <= 3 else max(sup + 1, 6)
        c = cond((0, 6), lens={x: (trumps, 13)}, checks=(UNBALANCED_HAND,))
        out.append(rule(jump, c, *PREEMPTIVE_RAISE))
        if not x.is_major and jump.level <= 3:
            # The Law (Bergen, "Better Bidding with Bergen"): a trump more than the raise
            # promises makes nine together, the three level: a minor's five trumps jump
            # with a flat hand too (1♦ (1♠) 3♦ with 5-3-3-2) when too weak for the simple
            # raise (6+).
            c = cond((0, 5), lens={x: (sup + 1, 13)})
            out.append(rule(jump, c, *PREEMPTIVE_RAISE))
    if has_cue:
        out.append(rule(b, cond(pts=(6, 9), trump=x, lens={x: (sup, 13)}), *RAISE))
    else:
        # No cue-bid below the raise (their jump overcall, or their cue-bid of partner's
        # suit): the free raise is the one constructive call and takes up to 12 points,
        # but a free bid at that level shows some high cards as well, not only shape
        # (Goren: the free raise over an overcall promises a fair hand; a weaker one with
        # length jumps pre-emptively or passes).
        c = cond((FREE_RAISE_HCP, MAX_HCP), pts=(6, 12), trump=x, lens={x: (sup, 13)})
        out.append(rule(b, c, *RAISE))
    return out


#: The fewest HCP of the free raise where no cue-bid takes the limit raises (Goren).
FREE_RAISE_HCP = 6


def _notrump_responses(st: State, t: Suit, span: Range) -> list[Rule]:
    """No-trump with their suit stopped, within ``span``: 1NT 6–10, 2NT 11–12 (inviting
    game unless the part-score makes it one), 3NT 13–18."""
    out: list[Rule] = []
    ntb = cheapest_bid(st, NT)
    if ntb is None:
        return out
    g = st.game_level(NT)
    ranges = {1: (6, 10), 2: (11, 12), 3: (13, 18)}
    for level in (3, 2, 1):
        lo, hi = ranges[level]
        lo, hi = max(lo, span[0]), min(hi, span[1])
        if level < ntb.level or lo > hi:
            continue
        label = TO_PLAY if level >= g else (INVITE if level == 2 else NATURAL)
        checks: tuple[Check, ...] = (stopper_in(t),)
        if level >= 2:
            checks = (*checks, SEMI_BALANCED)
        out.append(rule(bid(level, NT), cond((lo, hi), checks=checks), *label))
    return out


NATURAL = ("естественно", "natural")


def _negative_double(st: State, x: Suit, t: Suit, last: Bid, top: int = MAX_HCP) -> Rule | None:
    """SAYC: responder's double of a suit overcall through 2♠ is negative: about 6+ HCP at
    the one level (8+ at the two), four cards in the unbid major(s), else both minors."""
    if last > bid(2, S):
        return None
    unbid = [z for z in (S, H, D, C) if z is not x and z is not t]
    majors = [m for m in unbid if m.is_major]
    lo = 6 if last.level == 1 else 8
    checks: tuple[Check, ...] = ()
    lens: dict[Suit, Range]
    if len(majors) == 2 and last.level == 1:
        lens = {S: (4, 13), H: (4, 13)}
    elif len(majors) == 2:
        lens = {S: (3, 13), H: (3, 13)}
        checks = (FOUR_IN_A_MAJOR,)
    elif majors:
        m = majors[0]
        bm = cheapest_bid(st, m)
        # After 1m (1♥) a 1♠ response shows five: the double shows exactly four.
        lens = {m: (4, 4) if bm is not None and bm.level == 1 else (4, 13)}
    else:
        lens = {D: (4, 13), C: (4, 13)}
    c = cond((lo, top), lens=lens, checks=checks)
    return rule(DOUBLE, c, *NEGATIVE_LABEL, Tag.NEGATIVE)


def _over_their_notrump(st: State, x: Suit, last: Bid) -> list[Rule]:
    """Partner opened 1x and RHO overcalled in no-trump: double for penalty with values,
    else raise or bid a long suit."""
    out: list[Rule] = [rule(DOUBLE, cond((9, MAX_HCP)), "штрафная", "penalty", Tag.PENALTY)]
    b = cheapest_bid(st, x)
    if b is not None and b.level <= 3:
        out.append(rule(b, cond(pts=(6, 9), trump=x, lens={x: (raise_length(x), 13)}), *RAISE))
    for z in (S, H, D, C):
        bz = cheapest_bid(st, z)
        if z is not x and bz is not None and bz.level <= 2:
            # Root, "Commonsense Bidding": over their 1NT overcall responder's new suit is
            # weak and to play, a six-card suit however few its high cards (opposite the
            # opening and their 15-18 our side has no game; the suit plays better than
            # defending their no-trump with it as dead weight).
            c = cond((0, 8), lens={z: (6, 13)})
            out.append(rule(bz, c, "своя масть, играть", "own suit, to play"))
    out.append(catch_all_pass(bounded=last.level <= 2))
    return out


def penalty_doubles(st: State, last: Bid, p: Box) -> list[Rule]:
    """Double the opponents when the points say they are overboard, or on a trump stack.
    A takeout doubler who doubles their suit again still asks partner to bid."""
    out: list[Rule] = []
    t = last.strain.suit
    if t is not None and last.level <= 3 and _doubled_for_takeout(st, t):
        return [rule(DOUBLE, cond((16, MAX_HCP), lens={t: (0, 3)}), *TAKEOUT_AGAIN, Tag.TAKEOUT)]
    if t is not None and _reopening_seat(st, t):
        # Partner may be waiting to pass a takeout double for penalty (negative doubles):
        # the opener reopens with shortness in their suit.
        return [
            rule(DOUBLE, cond((12, MAX_HCP), lens={t: (0, 1)}), *REOPEN, Tag.TAKEOUT),
            rule(DOUBLE, cond((15, MAX_HCP), lens={t: (0, 2)}), *REOPEN, Tag.TAKEOUT),
        ]
    if last.level < 2:
        return out
    if t is not None and t in (*st.strains_bid_by(st.me), *st.strains_bid_by(st.partner)):
        # Their bid of our suit is a cue-bid: artificial and forcing, they never play it,
        # so neither the points that say they overbid nor length in it make a penalty
        # double (the SAYC booklet makes the cue-bid of our suit their forcing raise, so
        # they bid on over any double; K. Walker, "Relearning bridge" 60: a double saying
        # only "you cannot make it" is pointless there).
        return out
    them = st.me.side.other
    # They need about need(level) points; with three more than the rest we beat them.
    lo = 40 - need(last.level, last.strain) + 3 - p.hcp[0]
    already_game = trick_points_of(last) + st.partscore(them) >= 100
    doubled_game = 2 * trick_points_of(last) + st.partscore(them) >= 100
    if doubled_game and not already_game:
        lo += 2  # a double that gives them the game if it makes needs more
    t = last.strain.suit
    lens = {t: (2, 13)} if t is not None else {}
    out.append(
        rule(
            DOUBLE,
            cond((max(lo, 8), MAX_HCP), lens=lens),
            "штрафная: у противников не хватает сил",
            "penalty: they have overbid",
            Tag.PENALTY,
        )
    )
    if (
        t is not None
        and last.level <= 4
        and p.hcp[0] >= 6
        and not (doubled_game and not already_game)
    ):
        out.append(
            rule(
                DOUBLE,
                cond(
                    (10, MAX_HCP),
                    lens={t: (4, 13)},
                    checks=(Check("хорошие козыри", "good trumps", lambda f: f.honors(t) >= 2),),
                ),
                "штрафная: козыри противника у меня",
                "penalty: I hold their trumps",
                Tag.PENALTY,
            )
        )
    return out


TAKEOUT_AGAIN = (
    "вызывная снова: лишняя сила, мало карт в их масти",
    "takeout again: extra values, short in their suit",
)


REOPEN = (
    "вызывная: открывший возобновляет торговлю, мало карт в их масти",
    "takeout: the opener reopens, short in their suit",
)


def _reopening_seat(st: State, t: Suit) -> bool:
    """1x (overcall in ``t``) P P, and I opened: the pass-out seat after partner's pass."""
    op = st.opening
    calls = st.history
    return (
        op is not None
        and op.seat is st.me
        and len(calls) >= 4
        and calls[-4] is op
        and isinstance(calls[-3].call, Bid)
        and calls[-3].call.strain.suit is t
        and calls[-3].call.level <= 2
        and all(isinstance(c.call, Pass) for c in calls[-2:])
    )


def _doubled_for_takeout(st: State, t: Suit) -> bool:
    """Whether I have already doubled a bid in ``t`` for takeout."""
    doubled: Bid | None = None
    for s in st.history:
        if isinstance(s.call, Bid):
            doubled = s.call
        elif s.seat is st.me and s.rule.tag is Tag.TAKEOUT and _suit_of(doubled) is t:
            return True
    return False


def _suit_of(b: Bid | None) -> Suit | None:
    return b.strain.suit if b is not None else None


def trick_points_of(b: Bid) -> int:
    """Undoubled trick points of a bid."""
    return contract_trick_points(Contract(b.level, b.strain))


def sacrifices(st: State, last: Bid, p: Box) -> list[Rule]:
    """Bid over the opponents' game when going down costs less than their game (and, with
    them vulnerable, the rubber)."""
    them = st.me.side.other
    if last.level < st.game_level(last.strain, them):
        return []
    we_vul, they_vul = st.vulnerable(st.me.side), st.vulnerable(them)
    if we_vul and not they_vul:
        return []
    total = 10 if (they_vul and not we_vul) else 11
    out: list[Rule] = []
    for s in fit_order(st, p):
        b = cheapest_bid(st, s)
        if b is None or b.level > 5 or b.level > total - 5:
            continue
        if s not in st.strains_bid_by(st.partner) and s not in st.strains_bid_by(st.me):
            continue
        out.append(
            rule(
                b,
                cond((0, 10), lens={s: (max(0, total - est_len(p, s)), 13)}),
                "жертва: дешевле, чем гейм противника",
                "sacrifice: cheaper than their game",
            )
        )
    return out
