"""Competitive bidding: overcalls and takeout doubles, advancing them, responder when the
opponents interfere, penalty doubles and sacrifices."""

from __future__ import annotations

from biritch.bots.bidding.core import (
    MAX_HCP,
    Box,
    Check,
    Force,
    Rule,
    Seen,
    State,
    Tag,
    cond,
)
from biritch.bots.bidding.system.common import (
    FORCE1,
    INVITE,
    LIMIT,
    MAJORS,
    NT,
    NT_SHAPE,
    RAISE,
    SEMI_BALANCED,
    TAKEOUT_LABEL,
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
    good_suit,
    longest_is,
    longest_of,
    need,
    pick_major,
    rule,
    stopper_in,
    stoppers_in,
)
from biritch.bots.bidding.system.notrump import nt_responses
from biritch.bots.bidding.system.slam import trump_honors
from biritch.bots.evaluate import Features
from biritch.engine import (
    DOUBLE,
    PASS,
    REDOUBLE,
    Bid,
    Double,
    Redouble,
    Strain,
    Suit,
)
from biritch.engine.contract import Contract
from biritch.engine.scoring import trick_points as contract_trick_points


def their_suits(st: State) -> list[Suit]:
    out: list[Suit] = []
    for seat in (st.me.lho, st.me.rho):
        for s in st.strains_bid_by(seat):
            if s not in out:
                out.append(s)
    return out


def _unbid(st: State) -> tuple[Suit, ...]:
    theirs = their_suits(st)
    return tuple(s for s in (S, H, D, C) if s not in theirs)


def overcalls(st: State) -> list[Rule]:
    """The opponents opened; neither partner nor I have acted yet."""
    last = st.last_bid
    assert last is not None
    vul = st.vulnerable(st.me.side)
    balancing = st.passes_end
    theirs = their_suits(st)
    unbid = _unbid(st)
    stops = stoppers_in(theirs)
    op_is_last = st.opening is not None and st.opening.call == last
    out: list[Rule] = []
    takeout_shape = {**{t: (0, 2) for t in theirs[-1:]}, **{u: (3, 13) for u in unbid}}
    if last.strain is NT:
        if last.level == 1:
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
        # Both opponents have bid: only a sound overcall or a takeout double.
        out.append(
            rule(
                DOUBLE,
                cond((12, MAX_HCP), lens=takeout_shape),
                *TAKEOUT_LABEL,
                Tag.TAKEOUT,
            )
        )
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
        out.append(catch_all_pass(bounded=last.level <= 2))
        return out
    if last.level == 1:
        nt_lo, nt_hi = (11, 14) if balancing else (15, 18)
        out.append(
            rule(
                bid(1, NT),
                cond((nt_lo, nt_hi), balanced=True, checks=stops),
                "в позиции баланса" if balancing else "как открытие 1БК",
                "balancing" if balancing else "like a 1NT opening",
            )
        )
        one_lo = 7 if balancing else 8
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
        two_lo = (9 if balancing else 11) + (1 if vul else 0)
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
        out.append(
            rule(
                DOUBLE,
                cond((dbl_lo, MAX_HCP), lens=takeout_shape),
                *TAKEOUT_LABEL,
                Tag.TAKEOUT,
            )
        )
        out.append(
            rule(
                DOUBLE,
                # In the balancing seat 15+ doubles first (1NT there is 11–14).
                cond((15 if balancing else 17, MAX_HCP)),
                *TAKEOUT_LABEL,
                Tag.TAKEOUT,
            )
        )
        if not balancing:
            weak = (7, 10) if vul else (5, 10)
            for z in unbid:
                b = cheapest_bid(st, z)
                if b is not None and b.level <= 2:
                    jump = Bid(b.level + 1, b.strain)
                    out.append(
                        rule(
                            jump,
                            cond(
                                weak, lens={z: (6, 13)}, checks=(good_suit(z), longest_of(z, unbid))
                            ),
                            "слабый прыжок: 6+ карт",
                            "weak jump overcall: six cards",
                        )
                    )
        out.append(rule(PASS, cond((0, 16)), "", "", Tag.PASS))
        out.append(catch_all_pass(bounded=last.level <= 2))
        return out
    # Over a weak two, a pre-empt or a higher bid: sounder values.
    if last.level <= 3:
        out.append(
            rule(
                bid(last.level, NT),
                cond((15, 18) if last.level == 2 else (16, 21), checks=(SEMI_BALANCED, *stops)),
                "естественно",
                "natural",
            )
        )
    out.append(
        rule(
            DOUBLE,
            cond((10 if balancing else 13, MAX_HCP), lens=takeout_shape),
            *TAKEOUT_LABEL,
            Tag.TAKEOUT,
        )
    )
    for z in unbid:
        b = cheapest_bid(st, z)
        if b is not None and b.level <= 4:
            out.append(
                rule(
                    b,
                    cond(
                        (10 if balancing else 12, 17),
                        lens={z: (5 if b.level <= 2 else 6, 13)},
                        checks=(good_suit(z), longest_of(z, unbid)),
                    ),
                    "вход в торговлю",
                    "overcall",
                )
            )
    out.append(rule(DOUBLE, cond((18, MAX_HCP)), *TAKEOUT_LABEL, Tag.TAKEOUT))
    out.append(catch_all_pass(bounded=last.level <= 2))
    return out


def advances(st: State, partner_call: Seen) -> list[Rule]:
    """Partner overcalled or doubled their opening; my first action."""
    out: list[Rule] = []
    theirs = their_suits(st)
    unbid = _unbid(st)
    stops = stoppers_in(theirs)
    rho = st.last_of(st.me.rho)
    rho_acted = rho is not None and rho.rule.tag is not Tag.PASS
    last = st.last_bid
    assert last is not None
    pc = partner_call.call
    if isinstance(pc, Bid) and pc.strain is NT and pc.level <= 2 and last == pc and not rho_acted:
        # A natural no-trump overcall is answered like a no-trump opening (Stayman too).
        lo, hi = partner_call.shown.hcp
        if hi - lo <= 5:
            return nt_responses(st, pc.level, lo, hi)
    if partner_call.rule.tag is Tag.TAKEOUT:
        t = (
            last.strain.suit
            if st.last_bidder is not None and st.last_bidder.side is not st.me.side
            else None
        )
        if not rho_acted and t is not None and last.level == 1:
            out.append(
                rule(
                    PASS,
                    cond((8, MAX_HCP), lens={t: (5, 13)}, checks=(good_suit(t),)),
                    "пас на контру: играть на штраф",
                    "pass: converts to penalty",
                    Tag.PASS,
                )
            )
        for m in (S, H):
            if m in unbid and st.game_level(Strain.of(m)) >= 2:
                top = bid(st.game_level(Strain.of(m)), m)
                if last < top:
                    out.append(rule(top, cond((11, MAX_HCP), lens={m: (5, 13)}), "гейм", "game"))
                    if last.level >= 2:
                        # Over a weak two or a pre-empt, a four-card major is enough for
                        # the game (partner promised support for it).
                        out.append(
                            rule(
                                top,
                                cond((11, MAX_HCP), lens={m: (4, 13)}, checks=(pick_major(m),)),
                                "гейм",
                                "game",
                            )
                        )
        ntg = bid(st.game_level(NT), NT)
        if last.level >= 3 and last < ntg and t is not None:
            out.append(rule(ntg, cond((11, MAX_HCP), checks=(stopper_in(t),)), *TO_PLAY))
        if t is not None:
            cue = cheapest_bid(st, t)
            if cue is not None and cue.level <= 3:
                out.append(
                    rule(
                        cue,
                        cond((12, MAX_HCP)),
                        "ставка в масть противника: 12+, форсинг",
                        "cue bid: 12+, forcing",
                        Tag.CUEBID,
                        Force.ONE_ROUND,
                    )
                )
        ntb = cheapest_bid(st, NT)
        if ntb is not None and ntb.level <= 3:
            # No-trump denies a four-card major partner asked for.
            no_major = {m: (0, 3) for m in MAJORS if m in unbid}
            ranges = {1: (6, 10), 2: (11, 12), 3: (13, 16)}
            out.append(
                rule(
                    ntb,
                    cond(ranges[ntb.level], lens=no_major, checks=stops),
                    "естественно",
                    "natural",
                )
            )
            if ntb.level == 1:
                # The jump to 2NT: 11–12 balanced-ish with their suit stopped.
                out.append(
                    rule(
                        bid(2, NT),
                        cond((11, 12), lens=no_major, checks=(*stops, SEMI_BALANCED)),
                        *INVITE,
                    )
                )
        for z in unbid:
            b = cheapest_bid(st, z)
            if b is not None and b.level <= 3:
                jump = Bid(b.level + 1, b.strain)
                if jump.level <= 3:
                    out.append(
                        rule(
                            jump,
                            cond((9, 11), lens={z: (4, 13)}, checks=(_best_unbid(z, unbid),)),
                            *INVITE,
                        )
                    )
        # After a redouble a pass would leave the redoubled contract: always run.
        if rho_acted and rho is not None and not isinstance(rho.call, Redouble):
            out.append(rule(PASS, cond((0, 5)), "слабая рука", "weak hand", Tag.PASS))
        for z in unbid:
            b = cheapest_bid(st, z)
            if b is not None and b.level <= 4:
                out.append(
                    rule(
                        b,
                        cond((0, 11), lens={z: (4, 13)}, checks=(_best_unbid(z, unbid),)),
                        "ответ на вызывную контру",
                        "answer to the takeout double",
                    )
                )
        for z in unbid:
            b = cheapest_bid(st, z)
            if b is not None and b.level <= 4:
                out.append(
                    rule(
                        b,
                        cond((0, 11), lens={z: (3, 13)}, checks=(longest_of(z, unbid),)),
                        "ответ на вызывную контру",
                        "answer to the takeout double",
                    )
                )
                out.append(
                    rule(
                        b,
                        cond((12, MAX_HCP), lens={z: (3, 13)}, checks=(longest_of(z, unbid),)),
                        "ответ на вызывную контру",
                        "answer to the takeout double",
                    )
                )
                out.append(
                    rule(
                        b,
                        cond(lens={z: (2, 13)}, checks=(longest_of(z, unbid),)),
                        "ответ на вызывную контру",
                        "answer to the takeout double",
                    )
                )
        for z in unbid:
            b = cheapest_bid(st, z)
            if b is not None:
                out.append(
                    Rule(
                        b,
                        cond(checks=(longest_of(z, unbid),)),
                        "",
                        "",
                        last_resort=last.level <= 2,
                    )
                )
        out.append(catch_all_pass(bounded=last.level <= 2))
        return out
    y = partner_call.rule.suit
    if y is not None:
        g = st.game_level(Strain.of(y))
        game = bid(g, y)
        gnt = bid(st.game_level(NT), NT)
        if not y.is_major and last < gnt and g > st.game_level(NT):
            # Opposite a minor overcall, 3NT with their suit stopped before five of the minor.
            out.append(rule(gnt, cond((13, MAX_HCP), checks=(*stops, NT_SHAPE)), *TO_PLAY))
        if last < game:
            out.append(
                rule(game, cond(pts=(13, MAX_HCP), trump=y, lens={y: (3, 13)}), "гейм", "game")
            )
        b = cheapest_bid(st, y)
        if b is not None and b.level + 1 < g:
            out.append(
                rule(
                    Bid(b.level + 1, b.strain),
                    cond(pts=(11, 12), trump=y, lens={y: (3, 13)}),
                    *INVITE,
                )
            )
        if b is not None and b.level < g:
            # Without room for an invitational jump, the simple raise takes 11–12 too.
            upper = 10 if b.level + 1 < g else 12
            out.append(rule(b, cond(pts=(7, upper), trump=y, lens={y: (3, 13)}), *RAISE))
        ntb = cheapest_bid(st, NT)
        if ntb is not None and ntb.level <= 3:
            ranges = {1: (8, 11), 2: (12, 14), 3: (15, 18)}
            out.append(rule(ntb, cond(ranges[ntb.level], checks=stops), "естественно", "natural"))
            if ntb.level == 1:
                out.append(rule(bid(2, NT), cond((12, 14), checks=stops), *INVITE))
        for z in unbid:
            if z is y:
                continue
            bz = cheapest_bid(st, z)
            if bz is not None and bz.level <= 2:
                out.append(
                    rule(
                        bz,
                        cond((8, 15), lens={z: (5, 13)}, checks=(decent_suit(z),)),
                        "своя масть, не форсинг",
                        "own suit, not forcing",
                    )
                )
        if st.last_bidder is not None and st.last_bidder.side is not st.me.side:
            out.extend(sacrifices(st, last, st.box(st.partner)))
    out.append(catch_all_pass(bounded=last.level <= 2))
    return out


def _best_unbid(z: Suit, unbid: tuple[Suit, ...]) -> Check:
    """Answer a takeout double in the best unbid suit: a four-card major before a minor,
    otherwise the longest (the higher of equals)."""

    def test(f: Features) -> bool:
        majors = [m for m in unbid if m.is_major and f.length(m) >= 4]
        pool = majors or list(unbid)
        best = max(pool, key=lambda s: (f.length(s), s.order))
        return best is z

    return Check("", "", test)


def competitive_responses(st: State, x: Suit) -> list[Rule]:
    """Partner opened 1x and RHO overcalled or doubled; my first action."""
    out: list[Rule] = []
    rho = st.last_of(st.me.rho)
    assert rho is not None
    last = st.last_bid
    assert last is not None
    theirs = their_suits(st)
    stops = stoppers_in(theirs)
    g = st.game_level(Strain.of(x))
    if isinstance(rho.call, Double):
        out.append(
            rule(
                REDOUBLE,
                cond((10, MAX_HCP)),
                "10+ ФО, сила у нашей линии",
                "10+ HCP, our side has the values",
                Tag.REDOUBLE,
            )
        )
        out.append(
            rule(
                bid(3, x),
                cond((0, 9), lens={x: (4, 13)}),
                "заградительное повышение",
                "pre-emptive raise",
            )
        )
        out.append(rule(bid(2, x), cond(pts=(6, 9), trump=x, lens={x: (3, 13)}), *RAISE))
        for z in (S, H, D, C):
            if z is x:
                continue
            b = cheapest_bid(st, z)
            if b is not None and b.level == 1:
                out.append(rule(b, cond((6, 9), lens={z: (4, 13)}), "естественно", "natural"))
        out.append(
            rule(
                bid(1, NT) if last.level == 1 and last.strain is not NT else PASS,
                cond((6, 9)),
                "естественно",
                "natural",
            )
        )
        out.append(catch_all_pass(bounded=last.level <= 2))
        return out
    t = last.strain.suit
    if t is not None and last.level <= 3:
        out.append(
            rule(
                DOUBLE,
                cond(
                    (10, MAX_HCP),
                    # With support for partner, raise rather than defend.
                    lens={t: (4, 13), x: (0, 2 if x.is_major else 3)},
                    checks=(trump_honors(t, 3 if last.level == 1 else 2),),
                ),
                "штрафная: хорошие карты в масти противника",
                "penalty: good holding in their suit",
                Tag.PENALTY,
            )
        )
    elif last.strain is NT:
        out.append(rule(DOUBLE, cond((9, MAX_HCP)), "штрафная", "penalty", Tag.PENALTY))
    b = cheapest_bid(st, x)
    if b is not None:
        if b.level < g:
            out.append(
                rule(
                    bid(g, x),
                    cond(pts=(13, 18), trump=x, lens={x: (3 if x.is_major else 5, 13)}),
                    "гейм",
                    "game",
                )
            )
        if b.level + 1 < g:
            out.append(
                rule(
                    Bid(b.level + 1, b.strain),
                    cond(pts=(10, 12), trump=x, lens={x: (3 if x.is_major else 4, 13)}),
                    *LIMIT,
                )
            )
        if b.level <= g:
            out.append(
                rule(
                    b,
                    cond(
                        pts=(6, 10) if b.level == 2 else (8, 12),
                        trump=x,
                        lens={x: (3 if x.is_major else 4, 13)},
                    ),
                    *RAISE,
                )
            )
    for z in (S, H, D, C):
        if z is x or z in theirs:
            continue
        bz = cheapest_bid(st, z)
        if bz is None:
            continue
        if bz.level == 1:
            out.append(
                rule(bz, cond((6, MAX_HCP), lens={z: (4, 13)}), *FORCE1, force=Force.ONE_ROUND)
            )
        elif bz.level == 2:
            out.append(
                rule(bz, cond((10, MAX_HCP), lens={z: (5, 13)}), *FORCE1, force=Force.ONE_ROUND)
            )
        elif bz.level == 3:
            out.append(
                rule(bz, cond((11, MAX_HCP), lens={z: (5, 13)}), *FORCE1, force=Force.ONE_ROUND)
            )
    ntb = cheapest_bid(st, NT)
    if ntb is not None and ntb.level <= 3:
        ranges = {1: (6, 10), 2: (11, 12), 3: (13, 16)}
        out.append(rule(ntb, cond(ranges[ntb.level], checks=stops), "естественно", "natural"))
    out.append(catch_all_pass(bounded=last.level <= 2))
    return out


def penalty_doubles(st: State, last: Bid, p: Box) -> list[Rule]:
    """Double the opponents when the points say they are overboard, or on a trump stack."""
    out: list[Rule] = []
    if last.level < 2:
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
