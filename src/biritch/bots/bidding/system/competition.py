"""Competitive bidding: overcalls and takeout doubles, advancing them, responder when the
opponents interfere, penalty doubles and sacrifices."""

from __future__ import annotations

from biritch.bots.bidding.core import (
    MAX_HCP,
    Box,
    Check,
    Condition,
    Force,
    Range,
    Rule,
    Seen,
    State,
    Tag,
    cond,
)
from biritch.bots.bidding.system.common import (
    FORCE1,
    GAME_PS,
    INVITE,
    MAJORS,
    NT,
    NT_SHAPE,
    RAISE,
    SEMI_BALANCED,
    SHORTNESS,
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
    Pass,
    Redouble,
    Strain,
    Suit,
)
from biritch.engine.contract import Contract, Doubling
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


#: A takeout double's second shape: three cards in their suit, four in each unbid major and
#: no more than one doubleton among the unbid suits (3-4-4-2 over 1♠ doubles with 13+).
def _one_doubleton(unbid: tuple[Suit, ...]) -> Check:
    return Check(
        "не больше одного дублета в неназванных мастях",
        "at most one doubleton in the unbid suits",
        lambda f: sum(1 for u in unbid if f.length(u) <= 2) <= 1,
    )


def _takeout_doubles(
    lo: int, t: Suit, unbid: tuple[Suit, ...], three_cards: bool = False
) -> list[Rule]:
    """Double for takeout with shortness in their suit ``t`` and support for every unbid
    suit; over a one-level opening also with three cards in ``t``, the unbid majors and
    one more point."""
    classic = {t: (0, 2), **{u: (3, 13) for u in unbid}}
    three = {t: (0, 3), **{u: ((4, 13) if u.is_major else (2, 13)) for u in unbid}}
    out = [rule(DOUBLE, cond((lo, MAX_HCP), lens=classic), *TAKEOUT_LABEL, Tag.TAKEOUT)]
    if three_cards:
        c = cond((lo + 1, MAX_HCP), lens=three, checks=(_one_doubleton(unbid),))
        out.append(rule(DOUBLE, c, *TAKEOUT_LABEL, Tag.TAKEOUT))
    return out


#: Lower requirements in the pass-out seat over their fit; one point less again when
#: their part-score makes their contract a game (defending gives them the game).
BALANCE_DOUBLE = ("балансирующая контра: вызывная", "balancing double: takeout")
BALANCE_SUIT = ("балансирование: своя масть", "balancing: own suit")


#: The pass-out seat over their two-level contract bids a fair five-card suit from here.
BALANCE_TWO_LEVEL_HCP = 8
#: A good five-card suit overcalls a weak two at the three level from here.
THREE_LEVEL_FIVE_HCP = 15


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
    unbid = _unbid(st)
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
        # Both opponents have bid: only a sound overcall or a takeout double, short in
        # their last suit and not long in the other; sounder still at the three level.
        lo = 12 if last.level <= 2 else 14
        shape = {**{u: (0, 3) for u in theirs}, t: (0, 2), **{u: (3, 13) for u in unbid}}
        out.append(rule(DOUBLE, cond((lo, MAX_HCP), lens=shape), *TAKEOUT_LABEL, Tag.TAKEOUT))
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
        out.extend(_takeout_doubles(dbl_lo, theirs[-1], unbid, three_cards=not balancing))
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
                            *WEAK_JUMP,
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
    # Over a weak two a perfect shape doubles with an opening hand; higher, a little more.
    dbl_lo = (10 if balancing else 12) + (1 if last.level >= 3 else 0)
    if balancing and last.level == 3:
        # In the pass-out seat over a three-level pre-empt a singleton or void in their
        # suit doubles a point lighter: partner may be sitting with a good hand he could
        # not show (Lawrence on balancing; Root: shape makes up for a point).
        short = {t: (0, 1), **{u: (3, 13) for u in unbid}}
        c = cond((dbl_lo - 1, MAX_HCP), lens=short)
        out.append(rule(DOUBLE, c, *TAKEOUT_LABEL, Tag.TAKEOUT))
    out.extend(_takeout_doubles(dbl_lo, t, unbid))
    natural = st.opening is None or st.opening.rule.tag is not Tag.STRONG_2C
    if H in unbid and S in unbid and natural:
        # Both majors: the double asks for one, whatever the other minor (Root,
        # "Commonsense Bidding", and Grant: over a pre-empt double with the unbid majors).
        both = {t: (0, 2), H: (4, 13), S: (4, 13)}
        out.append(rule(DOUBLE, cond((dbl_lo, MAX_HCP), lens=both), *TAKEOUT_LABEL, Tag.TAKEOUT))
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
    if partner_call.rule.tag is Tag.TWO_SUITER:
        return _advance_two_suiter(st, partner_call, rho_acted)
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
        if not rho_acted and t is not None and last.level == 2:
            out.append(
                rule(
                    PASS,
                    cond((8, MAX_HCP), lens={t: (4, 13)}, checks=(good_suit(t),)),
                    "пас на контру: играть на штраф",
                    "pass: converts to penalty",
                    Tag.PASS,
                )
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
                    if last.level >= 3:
                        # Above the two level no jump is left to invite with: 9+ HCP and
                        # a five-card major bid the game (Root: over pre-empts, bid what
                        # you expect to make).
                        c = cond(
                            (ADVANCE_GAME_OVER_THREE, MAX_HCP),
                            lens={m: (5, 13)},
                            checks=(pick_major(m),),
                        )
                        out.append(rule(top, c, "гейм", "game"))
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
            if ntb.level == 2 and last.level == 2:
                # An invitational hand with no four-card suit to jump in holds four of
                # theirs: 2NT, as the one-level 1NT/2NT answers do (below).
                no_four = {z: (0, 3) for z in unbid}
                out.append(rule(ntb, cond((9, 12), lens=no_four), "естественно", "natural"))
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
        # Over a one-level opening every invitational hand has its jump or no-trump, so the
        # cheapest answer is 0-8 (SAYC booklet: 0-8 bid at the cheapest level, 9-11 jump,
        # 12+ cue-bid); a hand with no four-card suit to jump in bids no-trump.
        simple = ADVANCE_SIMPLE_HCP if last.level == 1 else ADVANCE_MAX_NONFORCING

        def cheapest_range(b: Bid) -> Range:
            # Over a two-level bid an answer at the two level leaves the jump (9-11) and
            # 2NT open below three of a suit: the cheapest answer is 0-8 as over one.
            return ADVANCE_SIMPLE_HCP if last.level == 2 and b.level == 2 else simple

        if last.level == 1:
            no_four = {z: (0, 3) for z in unbid}
            out.append(rule(bid(1, NT), cond((9, 10), lens=no_four), "естественно", "natural"))
            out.append(rule(bid(2, NT), cond((11, 11), lens=no_four), *INVITE))
        # After a redouble a pass would leave the redoubled contract: always run.
        if rho_acted and rho is not None and not isinstance(rho.call, Redouble):
            out.append(rule(PASS, cond((0, 5)), "слабая рука", "weak hand", Tag.PASS))
        for z in unbid:
            b = cheapest_bid(st, z)
            if b is not None and b.level <= 4:
                out.append(
                    rule(
                        b,
                        cond(
                            cheapest_range(b),
                            lens={z: (4, 13)},
                            checks=(_best_unbid(z, unbid),),
                        ),
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
                        cond(
                            cheapest_range(b),
                            lens={z: (3, 13)},
                            checks=(longest_of(z, unbid),),
                        ),
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
                        cond(
                            cheapest_range(b)
                            if last.level == 1 or cheapest_range(b) == ADVANCE_SIMPLE_HCP
                            else (0, MAX_HCP),
                            lens={z: (2, 13)},
                            checks=(longest_of(z, unbid),),
                        ),
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
    if y is not None and (partner_call.rule.ru, partner_call.rule.en) == WEAK_JUMP:
        return _advance_weak_jump(st, y, last)
    if y is not None:
        g = st.game_level(Strain.of(y))
        game = bid(g, y)
        gnt = bid(st.game_level(NT), NT)
        if not y.is_major and last < gnt and g > st.game_level(NT):
            # Opposite a minor overcall, 3NT with their suit stopped before five of the minor.
            out.append(rule(gnt, cond((13, MAX_HCP), checks=(*stops, NT_SHAPE)), *TO_PLAY))
        # Opposite an overcall at the three level (an opening hand or more: over a weak
        # two or a pre-empt) game needs less (Root: 25 points together, and his six-card
        # suit is worth a point).
        pmin = partner_call.shown.hcp[0]
        high = isinstance(pc, Bid) and pc.level >= 3
        game_pts = min(13, 24 - pmin) if high else 13
        if last < game:
            out.append(
                rule(
                    game, cond(pts=(game_pts, MAX_HCP), trump=y, lens={y: (3, 13)}), "гейм", "game"
                )
            )
        b = cheapest_bid(st, y)
        opened = st.opening.call if st.opening is not None else None
        t = opened.strain.suit if isinstance(opened, Bid) else None
        cue = cheapest_bid(st, t) if t is not None and t is not y else None
        has_cue = cue is not None and cue < game and cue.level <= 3
        if has_cue and cue is not None:
            # SAYC: the cue-bid of opener's suit is the only forcing advance, a limit
            # raise or better.
            out.append(
                rule(
                    cue,
                    cond(pts=(11, 12), trump=y, lens={y: (3, 13)}),
                    *CUE_RAISE,
                    Tag.CUEBID,
                    Force.ONE_ROUND,
                )
            )
        if last < gnt:
            # Balanced, their suit stopped and too strong for the jump to 2NT: game.
            c = cond(ADVANCE_NT_GAME_HCP, checks=(*stops, SEMI_BALANCED))
            out.append(rule(gnt, c, *TO_PLAY))
        if b is not None and b.level + 1 < g:
            out.append(
                rule(
                    Bid(b.level + 1, b.strain),
                    cond((0, 7), lens={y: (4, 13)}),
                    *PREEMPTIVE_RAISE,
                )
            )
        if b is not None and b.level < g:
            # Without a cue-bid below game, the simple raise takes the limit raises too.
            upper = 10 if has_cue else 12
            # The raise counts points, but a hand of one or two queens is no raise however
            # short it is (the pre-emptive jump takes those with four trumps).
            out.append(
                rule(
                    b,
                    cond(
                        (ADVANCE_RAISE_MIN_HCP, upper), pts=(6, upper), trump=y, lens={y: (3, 13)}
                    ),
                    *RAISE,
                )
            )
        ntb = cheapest_bid(st, NT)
        if ntb is not None and ntb.level <= 3:
            nt3 = max(12, 24 - pmin) if high and pmin >= 12 else 15
            ranges = {1: (8, 11), 2: (12, 14), 3: (nt3, 18)}
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
            elif bz is not None and bz.level == 3:
                # A level higher the suit is longer and the hand sounder (Root,
                # "Commonsense Bidding"), still not forcing.
                out.append(
                    rule(
                        bz,
                        cond((10, 15), lens={z: (6, 13)}, checks=(decent_suit(z),)),
                        "своя масть, не форсинг",
                        "own suit, not forcing",
                    )
                )
            zg = bid(st.game_level(Strain.of(z)), z)
            if z.is_major and last < zg:
                # A six-card major and game values opposite an overcall (8+): the game in
                # it, partner's suit unsupported (Root: bid what you expect to make).
                out.append(
                    rule(
                        zg,
                        cond(
                            (OWN_MAJOR_GAME_HCP, MAX_HCP),
                            lens={z: (6, 13), y: (0, 2)},
                            checks=(decent_suit(z),),
                        ),
                        "гейм в своей масти",
                        "game in own suit",
                    )
                )
        if has_cue and cue is not None and not rho_acted and not st.calls_of(st.me):
            # Game values without a fit and no natural call above: the cue-bid, the only
            # forcing advance, then my own suit or no-trump (Root, "Commonsense Bidding":
            # the cue-bid also takes a strong hand that is looking for the best game).
            # Not once responder has bid (the values are theirs), nor by a passed hand.
            c = cond((ADVANCE_STRONG_CUE_HCP, MAX_HCP), lens={y: (0, 2)})
            out.append(rule(cue, c, *STRONG_ADVANCE_CUE, Tag.CUEBID, Force.ONE_ROUND))
        if st.last_bidder is not None and st.last_bidder.side is not st.me.side:
            out.extend(sacrifices(st, last, st.box(st.partner)))
    out.append(catch_all_pass(bounded=last.level <= 2))
    return out


WEAK_JUMP = ("слабый прыжок: 6+ карт", "weak jump overcall: six cards")
#: Opposite a weak jump overcall (5-10, six cards) game takes a fit and 16 points, as
#: opposite a weak two opening (SAYC booklet: the jump overcall is weak, like the weak two).
WEAK_JUMP_GAME_PTS = 16
#: The competitive raise of a weak jump overcall: some values (with less, pass; with more
#: and no game, the raise still competes).
WEAK_JUMP_RAISE_HCP: Range = (5, 13)
WEAK_JUMP_RAISE = ("повышение слабого прыжка: не инвит", "raise of the weak jump: not invitational")


def _advance_weak_jump(st: State, y: Suit, last: Bid) -> list[Rule]:
    """Partner made a weak jump overcall in ``y`` (5-10, six cards): answered as a weak two
    opening is (SAYC booklet; Root, "Commonsense Bidding"): game with a fit and 16 points,
    or in a major with four trumps and shape (the Law of Total Tricks: ten trumps, the four
    level); 3NT with 16+ HCP, their suits stopped and a card in his suit; a raise is
    competitive, never invitational (three trumps at the three level, four at the four);
    else pass."""
    out: list[Rule] = []
    g = st.game_level(Strain.of(y))
    game = bid(g, y)
    b = cheapest_bid(st, y)
    if last < game and (y.is_major or g <= 4):
        # Five of a minor is left to 3NT below (eleven tricks opposite 5-10 are rare).
        c = cond(pts=(WEAK_JUMP_GAME_PTS, MAX_HCP), trump=y, lens={y: (3, 13)})
        out.append(rule(game, c, "гейм: фит и сила", "game: a fit and the values"))
        if y.is_major and g == 4:
            c = cond((0, WEAK_JUMP_GAME_PTS - 1), lens={y: (4, 13)}, checks=(UNBALANCED_HAND,))
            out.append(rule(game, c, *PREEMPTIVE_RAISE))
    gnt = bid(st.game_level(NT), NT)
    if last < gnt:
        stops = stoppers_in(their_suits(st))
        c = cond((WEAK_JUMP_GAME_PTS, MAX_HCP), lens={y: (1, 13)}, checks=stops)
        out.append(rule(gnt, c, *TO_PLAY))
        # With a fit his six tricks-to-be run: two points less (a point a card past four,
        # Grant's length points, counted in his suit).
        c = cond((WEAK_JUMP_GAME_PTS - 2, MAX_HCP), lens={y: (2, 13)}, checks=stops)
        out.append(rule(gnt, c, *TO_PLAY))
    for z in (S, H, D, C):
        bz = cheapest_bid(st, z)
        if (
            z is y
            or z in their_suits(st)
            or bz is None
            or not bz < bid(st.game_level(Strain.of(z)), z)
        ):
            continue
        # A good suit of my own and game values: forcing one round, as over a weak two.
        c = cond(
            (WEAK_JUMP_GAME_PTS, MAX_HCP),
            lens={z: (5, 13)},
            checks=(good_suit(z), longest_is(z)),
        )
        out.append(rule(bz, c, *FORCE1, force=Force.ONE_ROUND))
    if b is not None and b < game and b.level <= 4:
        # To the level of the trumps held together: nine at the three level, ten at four.
        c = cond(WEAK_JUMP_RAISE_HCP, lens={y: (b.level, 13)})
        out.append(rule(b, c, *WEAK_JUMP_RAISE))
    if st.last_bidder is not None and st.last_bidder.side is not st.me.side:
        out.extend(sacrifices(st, last, st.box(st.partner)))
    out.append(catch_all_pass(bounded=last.level <= 2))
    return out


#: The advance of a takeout double at the cheapest level: 0-8 over a one-level opening
#: (SAYC booklet), up to 11 higher up, where an invitational hand may have no jump left.
ADVANCE_SIMPLE_HCP: Range = (0, 8)
ADVANCE_MAX_NONFORCING: Range = (0, 11)
#: The advance of a takeout double of a three-level bid that bids game in a five-card
#: major: from 9 HCP, where a jump would invite below it.
ADVANCE_GAME_OVER_THREE = 9
#: Advancer's own six-card major bids its game opposite an overcall with an opening hand.
OWN_MAJOR_GAME_HCP = 14
#: A raise of partner's overcall shows some high cards, not only shortness.
ADVANCE_RAISE_MIN_HCP = 4
#: The advancer's cue-bid without a fit: game values looking for the best game (a hand
#: with a natural call, its own suit or no-trump with their suit stopped, makes it).
ADVANCE_STRONG_CUE_HCP = 13
STRONG_ADVANCE_CUE = (
    "ставка в масть противника: сильная рука без фита, форсинг",
    "cue-bid: strong hand without a fit, forcing",
)
#: The advancer's jump to 3NT over a one- or two-level overcall: balanced, their suit
#: stopped, above the 2NT invitation.
ADVANCE_NT_GAME_HCP: Range = (15, 18)
#: The takeout doubler's own suit after partner's answer: too strong to overcall, 17-21
#: (Grant, Bridge Basics 2); with 22+ the doubler jumps in it, forcing to game.
DOUBLER_SUIT_HCP: Range = (17, 21)
DOUBLER_SUIT_JUMP = (
    "прыжок в своей масти: очень сильная рука, форсинг до гейма",
    "jump in own suit: very strong hand, game forcing",
)
CUE_RAISE = (
    "ставка в масть противника: поддержка, лимит-поддержка или сильнее",
    "cue-bid: support, limit raise or better",
)
PREEMPTIVE_RAISE = ("заградительное повышение", "pre-emptive raise")
#: The most HCP of the pre-emptive jump raise after their takeout double.
PREEMPTIVE_RAISE_TOP = 8
PREEMPTIVE_GAME = ("заградительный прыжок в гейм", "pre-emptive jump to game")


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
    if isinstance(rho.call, Double):
        if x.is_major and last == bid(1, x):
            # SAYC booklet: over their takeout double 2NT (Jordan) is a limit raise or
            # better with four trumps; the redouble then denies a fit.
            c = cond((JORDAN_HCP, MAX_HCP), lens={x: (4, 13)})
            out.append(rule(bid(2, NT), c, *JORDAN, force=Force.ONE_ROUND))
        out.append(
            rule(
                REDOUBLE,
                cond((10, MAX_HCP)),
                "10+ ФО, сила у нашей линии",
                "10+ HCP, our side has the values",
                Tag.REDOUBLE,
            )
        )
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
        out.append(rule(bid(2, x), cond(pts=(6, 9), trump=x, lens={x: (3, 13)}), *RAISE))
        out.append(
            rule(
                bid(2, x),
                cond((0, 9), pts=(10, 12), trump=x, lens={x: (4, 13)}),
                *RAISE,
            )
        )
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
    if t is None:
        return _over_their_notrump(st, x, last)
    # With a cue-bid of their suit at hand for the very strong hands (SAYC: responder's
    # cue-bid is the game force; jump shifts in competition are weak), the other actions
    # keep the upper limit they have without the overcall.
    cue = cheapest_bid(st, t)
    strong_cue = cue if cue is not None and cue.level <= 3 else None
    top = COMPETITIVE_RESPONSE_MAX if strong_cue is not None else MAX_HCP
    out.extend(_raises(st, x, t))
    # SAYC: responses keep their meaning; a new major at the one level shows five when a
    # negative double would show four.
    for z in (S, H):
        bz = cheapest_bid(st, z)
        if z is not x and z is not t and bz is not None and bz.level == 1:
            out.append(rule(bz, cond((6, top), lens={z: (5, 13)}), *FORCE1, force=Force.ONE_ROUND))
    for z in (S, H):
        bz = cheapest_bid(st, z)
        if z is not x and z is not t and bz is not None and bz.level == 2:
            out.append(rule(bz, cond((10, top), lens={z: (5, 13)}), *FORCE1, force=Force.ONE_ROUND))
    out.extend(_notrump_responses(st, t, (13, 18)))
    for z in (D, C):
        bz = cheapest_bid(st, z)
        if z is not x and z is not t and bz is not None and bz.level == 2:
            out.append(rule(bz, cond((10, top), lens={z: (5, 13)}), *FORCE1, force=Force.ONE_ROUND))
    neg = _negative_double(st, x, t, last, top)
    invite_nt = _notrump_responses(st, t, (11, 12))
    if neg is not None and neg.cond.lens[H.order][0] + neg.cond.lens[S.order][0] > 0:
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
    out.extend(_notrump_responses(st, t, (6, 10)))
    for z in (S, H, D, C):
        bz = cheapest_bid(st, z)
        if z is not x and z is not t and bz is not None and bz.level == 1:
            out.append(rule(bz, cond((6, top), lens={z: (4, 13)}), *FORCE1, force=Force.ONE_ROUND))
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
    out = [rule(bid(g, x), c, "гейм", "game")]
    if g > 3:
        c = cond(pts=(0, JORDAN_ACCEPT - 1), trump=x, declarer_count=True)
        out.append(rule(bid(3, x), c, *JORDAN_MINIMUM))
    out.append(catch_all_pass())
    return out


def jordan_again(st: State, x: Suit) -> list[Rule]:
    """Partner opened 1x, I bid Jordan 2NT and he signed off in three of it: game with 13+
    points (an opening hand opposite his minimum), else pass."""
    g = st.game_level(Strain.of(x))
    game = rule(bid(g, x), cond(pts=(13, MAX_HCP), trump=x), "гейм", "game")
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


UNBALANCED_HAND = Check("неравномерная", "unbalanced", lambda f: not f.balanced)


def _support(x: Suit) -> int:
    """Trumps a raise of partner's opening needs: three in a major, four diamonds, five
    clubs (1♣ may be three cards, 1♦ four)."""
    return 3 if x.is_major else (4 if x is D else 5)


def _raises(st: State, x: Suit, t: Suit) -> list[Rule]:
    """Support for partner's 1x after their overcall in ``t`` (SAYC): the cue-bid for a limit
    raise or better, jump raises pre-emptive, a simple raise 6–9; a direct game in a major
    with 13–15 points."""
    out: list[Rule] = []
    sup = _support(x)
    g = st.game_level(Strain.of(x))
    b = cheapest_bid(st, x)
    if b is None:
        return out
    if b.level >= g:
        # The part-score makes the simple raise a game.
        out.append(rule(b, cond(pts=(6, MAX_HCP), trump=x, lens={x: (sup, 13)}), *GAME_PS))
        return out
    game = bid(g, x)
    if x.is_major and g == b.level + 2:
        out.append(
            rule(game, cond((0, 9), lens={x: (5, 13)}, checks=(SHORTNESS,)), *PREEMPTIVE_GAME)
        )
    if not x.is_major:
        # With a minor fit and their suit stopped, no-trump first.
        out.extend(_notrump_responses(st, t, (11, 18)))
    cue = cheapest_bid(st, t)
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
        if x.is_major:
            out.append(rule(game, cond(pts=(13, 15), trump=x, lens={x: (sup, 13)}), "гейм", "game"))
        out.append(
            rule(
                cue,
                cond(pts=(16 if x.is_major else 13, MAX_HCP), trump=x, lens={x: (sup, 13)}),
                *CUE_RAISE,
                Tag.CUEBID,
                Force.ONE_ROUND,
            )
        )
    else:
        out.append(
            rule(game, cond(pts=(13, MAX_HCP), trump=x, lens={x: (sup, 13)}), "гейм", "game")
        )
    jump = Bid(b.level + 1, b.strain)
    if jump.level < g:
        c = cond((0, 6), lens={x: (sup + 1, 13)}, checks=(UNBALANCED_HAND,))
        out.append(rule(jump, c, *PREEMPTIVE_RAISE))
    upper = 9 if has_cue else 12
    out.append(rule(b, cond(pts=(6, upper), trump=x, lens={x: (sup, 13)}), *RAISE))
    return out


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
        out.append(rule(b, cond(pts=(6, 9), trump=x, lens={x: (_support(x), 13)}), *RAISE))
    for z in (S, H, D, C):
        bz = cheapest_bid(st, z)
        if z is not x and bz is not None and bz.level <= 2:
            c = cond((5, 8), lens={z: (6, 13)})
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


# --- opener after partner's negative double ---------------------------------------------------

SHOW_SUIT = ("показ масти партнёру после отрицательной контры", "shows a suit the double asked for")
SHOW_SUIT_JUMP = (
    "прыжок в масть партнёра: 16–18 очков, лишняя сила",
    "jump in the suit the double asked for: 16-18 points, extra values",
)
CONVERT = ("пас: играть контру на штраф", "pass: converts the double to penalty")


def after_negative_double(st: State, x: Suit, dbl: Seen) -> list[Rule]:
    """I opened 1x, they overcalled, partner made a negative double and RHO passed (SAYC):
    show the suit it asked for (a jump with 16–18, game with 19+), no-trump with their
    suit stopped, my long suit, another suit; pass only with a trump stack."""
    last = st.last_bid
    assert last is not None
    t = last.strain.suit
    assert t is not None
    shown = dbl.shown
    asked = [z for z in (S, H, D, C) if z not in (x, t) and shown.min_len(z) >= 3]
    out: list[Rule] = [
        rule(
            PASS,
            cond(
                (12, MAX_HCP),
                lens={t: (5 if last.level == 1 else 4, 13)},
                checks=(trump_honors(t, 3),),
            ),
            *CONVERT,
            Tag.PASS,
        )
    ]
    for z in asked:
        b = cheapest_bid(st, z)
        if b is None:
            continue
        g = st.game_level(Strain.of(z))
        fit = {z: (4, 13)}
        # Points with the fit (shortness counts): a 14-count with two doubletons jumps.
        if b.level < g:
            if b.level + 1 < g:
                out.append(
                    rule(bid(g, z), cond(pts=(19, MAX_HCP), trump=z, lens=fit), "гейм", "game")
                )
                out.append(
                    rule(
                        bid(b.level + 1, z), cond(pts=(16, 18), trump=z, lens=fit), *SHOW_SUIT_JUMP
                    )
                )
            else:
                out.append(
                    rule(bid(g, z), cond(pts=(16, MAX_HCP), trump=z, lens=fit), "гейм", "game")
                )
        out.append(rule(b, cond(pts=(10, 15), trump=z, lens=fit), *SHOW_SUIT))
    ntb = cheapest_bid(st, NT)
    if ntb is not None and ntb.level <= 2:
        stop = (stopper_in(t),)
        out.append(rule(ntb, cond((12, 14), balanced=True, checks=stop), *NATURAL))
        jump = bid(ntb.level + 1, NT)
        out.append(rule(jump, cond((18, 19), balanced=True, checks=stop), *NATURAL))
    own = cheapest_bid(st, x)
    if own is not None and own.level <= 3:
        out.append(rule(bid(own.level + 1, x), cond((16, 18), lens={x: (6, 13)}), *SIX_PLUS_JUMP))
        out.append(rule(own, cond((0, 15), lens={x: (6, 13)}), *SIX_PLUS))
    cue = cheapest_bid(st, t)
    if cue is not None and cue.level <= 3:
        out.append(rule(cue, cond((19, MAX_HCP)), *CUE_GF, Tag.CUEBID, Force.GAME))
    for z in (S, H, D, C):
        b = cheapest_bid(st, z)
        if z in (x, t) or z in asked or b is None or b.level > 2:
            continue
        out.append(rule(b, cond((12, 18), lens={z: (4, 13)}), *NEW_SUIT))
    if own is not None and own.level <= 3:
        # Nothing else to show: the opened suit again (it shows no more than the opening).
        out.append(rule(own, Condition(), *SIX_PLUS_ELSE))
    out.append(catch_all_pass(bounded=last.level <= 2))
    return out


FREE_FIT = (
    "масть, о которой спросила контра, в конкуренции: 4+ карт",
    "the suit the double asked for, competing: four cards",
)
FREE_OWN = ("своя масть в конкуренции: 6+ карт", "own suit, competing: six cards or more")
FREE_SECOND = ("вторая масть: 5–5 или длиннее", "second suit: five-five or longer")
FREE_NT = ("сильная рука, их масть остановлена", "strong hand, their suit stopped")


def after_negative_double_raised(st: State, x: Suit, dbl: Seen) -> list[Rule]:
    """I opened 1x, they overcalled, partner made a negative double and RHO bid again
    (a raise mostly): my pass shows a minimum with nothing to add; with four cards in the
    suit the double asked for I compete at the three level, jump or bid the major game
    with 16+ points (15+ at the four level); a six-card suit or a five-five two-suiter
    is shown, 3NT with their suit stopped and 17+ (Bergen, Better Bidding with Bergen 2;
    Cohen's Law: the three level with nine trumps)."""
    last = st.last_bid
    assert last is not None
    theirs = their_suits(st)
    shown = dbl.shown
    asked = [z for z in (S, H, D, C) if z is not x and z not in theirs and shown.min_len(z) >= 3]
    out: list[Rule] = []
    for z in asked:
        b = cheapest_bid(st, z)
        g = st.game_level(Strain.of(z))
        if b is None or b.level > max(g, 3):
            continue
        fit = {z: (4, 13)}
        if b.level == g:
            out.append(rule(b, cond(pts=(16, MAX_HCP), trump=z, lens=fit), "гейм", "game"))
            continue
        if b.level + 1 == g:
            out.append(rule(bid(g, z), cond(pts=(17, MAX_HCP), trump=z, lens=fit), "гейм", "game"))
        elif b.level + 1 < g:
            out.append(rule(bid(g, z), cond(pts=(19, MAX_HCP), trump=z, lens=fit), "гейм", "game"))
            out.append(
                rule(bid(b.level + 1, z), cond(pts=(16, 18), trump=z, lens=fit), *SHOW_SUIT_JUMP)
            )
        out.append(rule(b, cond(pts=(12, 15), trump=z, lens=fit), *FREE_FIT))
    ntb = cheapest_bid(st, NT)
    ntg = bid(st.game_level(NT), NT)
    if ntb is not None and not ntg < ntb and theirs:
        c = cond((17, MAX_HCP), checks=(SEMI_BALANCED, *stoppers_in(theirs)))
        out.append(rule(ntg, c, *FREE_NT))
    own = cheapest_bid(st, x)
    if own is not None and own.level <= 4:
        span = (12, 18) if own.level <= 3 else (15, MAX_HCP)
        out.append(rule(own, cond(span, lens={x: (6, 13)}), *FREE_OWN))
    for z in (S, H, D, C):
        bz = cheapest_bid(st, z)
        if z is x or z in theirs or z in asked or bz is None or bz.level > 4:
            continue
        span = (12, 18) if bz.level <= 3 else (14, MAX_HCP)
        c = cond(span, lens={x: (5, 13), z: (5, 13)})
        out.append(rule(bz, c, *FREE_SECOND))
    out.append(catch_all_pass())
    return out


SIX_PLUS = ("своя масть: 6+ карт", "own suit: six cards or more")
SIX_PLUS_JUMP = ("прыжок в свою масть: 6+ карт, 16–18", "jump in own suit: six cards, 16-18")
SIX_PLUS_ELSE = ("своя масть: нечего показать", "own suit: nothing else to show")
CUE_GF = ("ставка в масть противника: форсинг до гейма", "cue-bid: game forcing")
NEW_SUIT = ("новая масть: 4+ карт", "new suit: four cards or more")


# --- responder when partner's 1NT is doubled ----------------------------------------------------

RESCUE = ("бегство: играть в своей масти, слабая рука", "rescue: to play in my suit, weak hand")
VALUES_XX = ("реконтра: сила у нашей линии, наказать их", "redouble: our values, to punish them")


def after_1nt_doubled(st: State) -> list[Rule]:
    """Partner's 1NT was doubled for penalty (in the direct or the pass-out seat): a weak
    hand with five cards runs to its suit, 9+ redoubles, else pass (Grant, Bridge Basics 2)."""
    out: list[Rule] = []
    first = not st.calls_of(st.me)
    if first:
        out.append(rule(REDOUBLE, cond((9, MAX_HCP)), *VALUES_XX, Tag.REDOUBLE))
    for z in (S, H, D, C):
        b = cheapest_bid(st, z)
        if b is None or b.level > 2:
            continue
        c = cond((0, 8), lens={z: (5, 13)}, checks=(longest_is(z),))
        out.append(rule(b, c, *RESCUE))
    out.append(
        rule(PASS, cond((0, 8)), "пас: играть 1БК с контрой", "pass: play 1NT doubled", Tag.PASS)
    )
    # Having called before (say, passed partner's 1NT that is game with the part-score),
    # there is no redouble above: a 9+ hand passes too, so this pass counts in the reading.
    out.append(catch_all_pass(bounded=first))
    return out


# --- after our redouble of their takeout double --------------------------------------------

XX_FORCING_PASS = (
    "форсинг после реконтры партнёра, ждёт его контры",
    "forcing after partner's redouble, waits for his double",
)
XX_PENALTY = ("штрафная контра после реконтры", "penalty double after the redouble")
XX_OWN_SUIT = (
    "своя масть: 6+ карт, минимум, мало защиты",
    "own suit: six cards, minimum, little defence",
)
XX_BALANCE = (
    "штрафная контра: сила у нашей линии",
    "penalty double: our side has the values",
)
XX_NEW_SUIT = ("своя масть после реконтры, форсинг", "own suit after the redouble, forcing")
#: The most HCP of the opener who rebids his six-card suit after partner's redouble.
XX_OWN_SUIT_TOP = 13


def opener_after_redouble(st: State, x: Suit) -> list[Rule]:
    """I opened 1x, they doubled for takeout, partner redoubled (10+) and they ran: double
    with four good cards in their suit, rebid a six-card suit with a minimum and little
    defence, else pass, forcing: partner doubles or bids (SAYC booklet, Grant: Bridge
    Basics 2)."""
    last = st.last_bid
    assert last is not None
    t = last.strain.suit
    out: list[Rule] = []
    if t is not None:
        c = cond(lens={t: (4, 13)}, checks=(trump_honors(t, 2),))
        out.append(rule(DOUBLE, c, *XX_PENALTY, Tag.PENALTY))
    own = cheapest_bid(st, x)
    if own is not None and own.level <= 2:
        out.append(rule(own, cond((0, XX_OWN_SUIT_TOP), lens={x: (6, 13)}), *XX_OWN_SUIT))
    out.append(rule(PASS, Condition(), *XX_FORCING_PASS, Tag.PASS))
    return out


def redoubler_again(st: State, x: Suit) -> list[Rule]:
    """Partner opened 1x, I redoubled their takeout double, they ran and partner passed
    (forcing): a fit bids game with 13+ points or jumps with 10–12, length or an honour
    in their suit doubles, no-trump with their suit stopped, a good suit of my own;
    anything else doubles, never letting them play undoubled (SAYC booklet, Grant)."""
    last = st.last_bid
    assert last is not None
    t = last.strain.suit
    out: list[Rule] = []
    if t is None:
        # Their no-trump escape: our side holds the balance of strength.
        return [rule(DOUBLE, Condition(), *XX_BALANCE, Tag.PENALTY)]
    fit = {x: (_support(x), 13)}
    b = cheapest_bid(st, x)
    g = st.game_level(Strain.of(x))
    if b is not None and b.level < g:
        out.append(rule(bid(g, x), cond(pts=(13, MAX_HCP), trump=x, lens=fit), "гейм", "game"))
    out.append(rule(DOUBLE, cond(lens={t: (4, 13)}), *XX_PENALTY, Tag.PENALTY))
    c = cond(lens={t: (3, 13)}, checks=(trump_honors(t, 1),))
    out.append(rule(DOUBLE, c, *XX_PENALTY, Tag.PENALTY))
    if b is not None and b.level + 1 < g:
        c = cond(pts=(10, 12), trump=x, lens=fit)
        out.append(rule(bid(b.level + 1, x), c, *INVITE))
    ntb = cheapest_bid(st, NT)
    ntg = bid(st.game_level(NT), NT)
    if ntb is not None and ntb.level <= 2:
        if ntg > ntb:
            out.append(rule(ntg, cond((13, MAX_HCP), checks=(stopper_in(t),)), *TO_PLAY))
        out.append(rule(ntb, cond((10, 12), checks=(stopper_in(t),)), *NATURAL))
    for z in (S, H, D, C):
        bz = cheapest_bid(st, z)
        if z in (x, t) or bz is None or bz.level > 2:
            continue
        c = cond(lens={z: (5, 13)}, checks=(decent_suit(z),))
        out.append(rule(bz, c, *XX_NEW_SUIT, force=Force.ONE_ROUND))
    out.append(rule(DOUBLE, Condition(), *XX_BALANCE, Tag.PENALTY))
    return out


def _after_our_redouble(st: State) -> list[Rule] | None:
    """1x X XX and they ran to a one- or two-level contract: opener next to call, or the
    redoubler after opener's forcing pass. None elsewhere."""
    op = st.opening
    if op is None or not isinstance(op.call, Bid) or op.call.level != 1:
        return None
    x = op.call.strain.suit
    last = st.last_bid
    i = _index_of(st, op)
    after = st.history[i + 1 :]
    if x is None or last is None or last.level > 2 or op.seat.side is not st.me.side:
        return None
    if len(after) < 3 or after[0].rule.tag is not Tag.TAKEOUT or after[1].call != REDOUBLE:
        return None
    ran = after[2:]
    bids = [s for s in ran if isinstance(s.call, Bid)]
    if len(bids) != 1 or bids[0].seat.side is st.me.side:
        return None
    if op.seat is st.me and len(ran) == 1:
        return opener_after_redouble(st, x)
    opener_passed = all(isinstance(s.call, Pass) for s in ran if s.seat is op.seat)
    if after[1].seat is st.me and len(ran) == 3 and opener_passed:
        return redoubler_again(st, x)
    return None


# --- Stayman over partner's 1NT overcall ---------------------------------------------------------


def after_stayman_over_overcall(st: State, reply: Seen) -> list[Rule]:
    """Partner overcalled 1NT (15–18), I asked with 2♣ and he answered: place the contract
    as over a 1NT opening (SAYC): raise a major fit, show five spades after 2♦/2♥, else
    no-trump; 8–9 invites, 10+ bids game."""
    out: list[Rule] = []
    ans = reply.call
    assert isinstance(ans, Bid)
    m = ans.strain.suit
    if m is not None and m.is_major:
        g = st.game_level(Strain.of(m))
        out.append(rule(bid(max(g, 3), m), cond((10, MAX_HCP), lens={m: (4, 13)}), "гейм", "game"))
        out.append(rule(bid(3, m), cond((8, 9), lens={m: (4, 13)}), *INVITE))
    for major in (S, H):
        b = cheapest_bid(st, major)
        if b is None or major is m:
            continue
        lens = {major: (5, 13)}
        if b.level == 2:
            out.append(
                rule(bid(3, major), cond((10, MAX_HCP), lens=lens), *FIVE_GF, force=Force.ONE_ROUND)
            )
            out.append(rule(b, cond((8, 9), lens=lens), *FIVE_INVITE))
    out.append(rule(bid(3, NT), cond((10, MAX_HCP)), *TO_PLAY))
    out.append(rule(bid(2, NT), cond((8, 9)), *INVITE))
    out.append(catch_all_pass())
    return out


FIVE_INVITE = ("пять карт, инвит", "five cards, invitational")
FIVE_GF = ("пять карт, форсинг", "five cards, forcing")


# --- which competitive situation, beyond the first round ---------------------------------


def competitive_situation(st: State) -> list[Rule] | None:
    """The competitive situations this module recognises on its own (the dispatcher asks
    first): the opener answering a negative double, responder when partner's 1NT is
    doubled, and Stayman continued over partner's 1NT overcall. None when neither fits."""
    op = st.opening
    if op is None or not isinstance(op.call, Bid):
        return None
    redoubled = _after_our_redouble(st)
    if redoubled is not None:
        return redoubled
    me, pa = st.me, st.partner
    mine, his = st.acted(me), st.acted(pa)
    last = st.last_bid
    rho = st.last_of(me.rho)
    rho_passed = rho is None or rho.rule.tag is Tag.PASS
    x = op.call.strain.suit
    # I opened, partner's one call was a negative double, and I have not called since.
    doubled_for_me = (
        op.seat is me
        and len(mine) == 1
        and len(his) == 1
        and his[0].rule.tag is Tag.NEGATIVE
        and st.last_of(me) is op
    )
    if doubled_for_me and x is not None and rho_passed:
        return after_negative_double(st, x, his[0])
    if (
        doubled_for_me
        and x is not None
        and rho is not None
        and isinstance(rho.call, Bid)
        and last is not None
        and last.level <= 3
        and len(st.history) == _index_of(st, op) + 4
    ):
        return after_negative_double_raised(st, x, his[0])
    jordan = [s for s in st.history if (s.rule.ru, s.rule.en) == JORDAN]
    if jordan and x is not None and rho_passed and last is not None:
        j = jordan[0]
        if op.seat is me and st.last_of(pa) is j and last == j.call:
            return after_jordan(st, x)
        after_j = st.history[_index_of(st, j) + 1 :]
        if (
            j.seat is me
            and len(after_j) == 3
            and after_j[1].seat is op.seat
            and after_j[1].call == bid(3, x)
            and last == bid(3, x)
        ):
            return jordan_again(st, x)
    if (
        op.seat is pa
        and op.call == bid(1, NT)
        and not mine
        and last == op.call
        and st.auction.doubling is Doubling.DOUBLED
    ):
        return after_1nt_doubled(st)
    if (
        op.seat is me
        and op.call == bid(1, NT)
        and last == op.call
        and his
        and his[-1].rule.tag is Tag.REDOUBLE
        and st.auction.doubling is Doubling.REDOUBLED
    ):
        return [rule(PASS, Condition(), *SIT, Tag.PASS)]
    if (
        mine
        and his
        and his[-1].rule.tag is Tag.CUEBID
        and his[-1].rule.force is Force.ONE_ROUND
        and rho_passed
        and st.last_of(me) is mine[-1]
        and _index_of(st, his[-1]) > _index_of(st, mine[-1])
        and len(mine) == 1
        and len(his) == 1
        and mine[0].rule.suit is not None
        and last == his[-1].call
    ):
        return after_cue_raise(st, mine[0].rule.suit, op.seat is me)
    if (
        mine
        and his
        and mine[-1].rule.tag is Tag.CUEBID
        and mine[-1].rule.force is Force.ONE_ROUND
        and his[-1].rule.tag is Tag.NATURAL
        and isinstance(his[-1].call, Bid)
        and his[-1].rule.suit is not None
        and his[-1].rule.suit in st.strains_bid_by(pa)[:1]
        and last == his[-1].call
        and _index_of(st, his[-1]) > _index_of(st, mine[-1])
        and last.level < st.game_level(last.strain)
        and rho_passed
    ):
        jumped = (his[-1].rule.ru, his[-1].rule.en) == ACCEPT_INVITE
        return after_cue_raise_rebid(st, his[-1].rule.suit, jumped)
    if (
        len(mine) == 1
        and mine[0].rule.tag is Tag.TAKEOUT
        and mine[0].call == DOUBLE
        and len(his) == 1
        and his[0].rule.suit is not None
        and his[0].rule.tag is Tag.NATURAL
        and last == his[0].call
        and _index_of(st, his[0]) > _index_of(st, mine[0])
        and st.last_of(me) is mine[0]
        and rho_passed
        and op.seat.side is not me.side
        and _cheapest_answer(st, mine[0], his[0])
        and isinstance(st.history[_index_of(st, mine[0]) + 1].call, Pass)
    ):
        return after_takeout_answer(st, his[0].rule.suit)
    if (
        op.seat.side is not me.side
        and len(mine) == 1
        and mine[0].rule.tag is Tag.TWO_SUITER
        and _over_a_major(op)
        and len(his) == 1
        and his[0].call == bid(2, NT)
        and last == his[0].call
        and st.last_of(me) is mine[0]
    ):
        # Only Michaels over a major has a minor to show; over a minor it showed both
        # majors, and partner's 2NT asks nothing of that kind.
        return michaels_minor(st)
    if (
        op.seat.side is not me.side
        and len(mine) == 1
        and len(his) == 2
        and his[0].call == bid(1, NT)
        and mine[0].rule.tag is Tag.STAYMAN
        and his[1].rule.tag is Tag.STAYMAN_REPLY
        and last == his[1].call
    ):
        return after_stayman_over_overcall(st, his[1])
    return None


# --- later rounds of contested auctions, ahead of the general judgment -----------------------

DOUBLER_GAME = ("гейм: у линии хватает на гейм", "game: our side has game values")
DOUBLER_INVITE = ("инвит: 11–12 очков", "invitational: 11-12 points")
OVERCALLER_GAME = (
    "гейм в своей масти: длинная масть, 3 проигрышных",
    "game in own suit: long suit, three losers",
)
OVERCALLER_GAME_EIGHT = (
    "гейм в своей масти: 8+ карт, 4 проигрышных",
    "game in own suit: eight cards or more, four losers",
)
OVERCALLER_AGAIN = (
    "своя масть ещё раз: 6+ карт, не больше 5 проигрышных",
    "own suit again: six cards, at most five losers",
)
#: The most losers (losing-trick count) of the overcaller who bids game alone, and of
#: one who competes once more in his six-card suit opposite a silent partner.
OVERCALLER_GAME_LOSERS = 3
OVERCALLER_AGAIN_LOSERS = 5


def _losers_at_most(n: int) -> Check:
    return Check(f"не больше {n} проигрышных", f"at most {n} losers", lambda f: f.losers() <= n)


def doubler_after_answer(st: State, ans: Seen) -> list[Rule] | None:
    """I made a negative double and opener answered it (they passed throughout): over his
    cheapest bid in my suit (10–15 points) game with 13+ points, a raise inviting with
    11–12; over his jump (16–18) game with 8+; over 1NT (12–14) 3NT with 13+, 2NT with
    11–12 (SAYC booklet; Root, Commonsense Bidding: 26 points for game)."""
    call = ans.call
    if not isinstance(call, Bid):
        return None
    label = (ans.rule.ru, ans.rule.en)
    out: list[Rule] = []
    z = call.strain.suit
    if z is not None and label in (SHOW_SUIT, SHOW_SUIT_JUMP):
        g = st.game_level(Strain.of(z))
        if call.level >= g:
            return None
        lo = 8 if label == SHOW_SUIT_JUMP else 13
        out.append(rule(bid(g, z), cond(pts=(lo, MAX_HCP), trump=z), *DOUBLER_GAME))
        if label == SHOW_SUIT and call.level + 1 < g:
            c = cond(pts=(11, 12), trump=z)
            out.append(rule(bid(call.level + 1, z), c, *DOUBLER_INVITE))
        return out
    if call.strain is NT and label == NATURAL and call.level == 1:
        ntg = bid(st.game_level(NT), NT)
        if ntg.level > 1:
            out.append(rule(ntg, cond((13, MAX_HCP)), *DOUBLER_GAME))
        if ntg.level > 2:
            out.append(rule(bid(2, NT), cond((11, 12), checks=(SEMI_BALANCED,)), *DOUBLER_INVITE))
        return out
    return None


def overcaller_again(st: State, y: Suit) -> list[Rule] | None:
    """I overcalled in ``y``, partner passed and they bid again in their suit below game:
    with a long suit and three losers game alone, with six cards and at most five losers
    once more at the cheapest level (Root; the Law of Total Tricks: a six-card suit
    competes at the two level, the three level takes more)."""
    b = cheapest_bid(st, y)
    if b is None:
        return None
    g = st.game_level(Strain.of(y))
    out: list[Rule] = []
    if b.level <= g:
        c = cond(
            (10, MAX_HCP), lens={y: (7, 13)}, checks=(_losers_at_most(OVERCALLER_GAME_LOSERS),)
        )
        out.append(rule(bid(g, y), c, *OVERCALLER_GAME))
        # Eight trumps alone play as one more trick: four losers are enough.
        c = cond(
            (10, MAX_HCP), lens={y: (8, 13)}, checks=(_losers_at_most(OVERCALLER_GAME_LOSERS + 1),)
        )
        out.append(rule(bid(g, y), c, *OVERCALLER_GAME_EIGHT))
    if b.level < g and b.level <= 3:
        losers = OVERCALLER_AGAIN_LOSERS - (1 if b.level == 3 else 0)
        c = cond((10, MAX_HCP), lens={y: (6, 13)}, checks=(_losers_at_most(losers),))
        out.append(rule(b, c, *OVERCALLER_AGAIN))
    return out or None


OVERCALLER_REOPENS = (
    "вызывная: сильное вмешательство, мало карт в их масти",
    "takeout: a sound overcall, short in their suit",
)
#: The overcaller reopens with a takeout double from here (a sound overcall, 14+).
OVERCALLER_REOPENS_HCP = 14


def overcaller_reopens(st: State, y: Suit, u: Suit) -> list[Rule]:
    """I overcalled in ``y``, responder bid a new suit ``u`` at a low level and it came
    round to me: with a sound overcall and shortness in ``u`` a takeout double, asking
    partner for the unbid suits; a six-card suit bids again as when they raise (Root,
    "Commonsense Bidding": the overcaller with extra values does not sell out low)."""
    theirs = their_suits(st)
    unbid = {z: (3, 13) for z in (S, H, D, C) if z is not y and z not in theirs}
    c = cond((OVERCALLER_REOPENS_HCP, MAX_HCP), lens={u: (0, 1), **unbid})
    out = [rule(DOUBLE, c, *OVERCALLER_REOPENS, Tag.TAKEOUT)]
    return out + (overcaller_again(st, y) or [])


DOUBLER_FREE_RAISE = (
    "поддержка свободного ответа: 16–18, 4+ карты",
    "raise of the free answer: 16-18, four trumps",
)


def doubler_after_free_answer(st: State, z: Suit) -> list[Rule]:
    """I doubled for takeout, they raised and partner still answered ``z`` (a free bid,
    some values): with four trumps raise by strength, the game with 16+ points where the
    raise is the game, with 19+ below it; a minimum passes (Bergen, Better Bidding with
    Bergen 2: the doubler's raises after a free answer)."""
    out: list[Rule] = []
    b = cheapest_bid(st, z)
    g = st.game_level(Strain.of(z))
    fit = {z: (4, 13)}
    if b is not None and b.level <= g:
        lo = 16 if b.level == g else 19
        c = cond((lo - 2, MAX_HCP), pts=(lo, MAX_HCP), trump=z, lens=fit)
        out.append(rule(bid(g, z), c, "гейм", "game"))
        if b.level < g:
            c = cond(pts=(16, 18), trump=z, lens=fit)
            out.append(rule(b, c, *DOUBLER_FREE_RAISE))
    out.append(rule(PASS, cond((12, 15)), *MINIMUM, Tag.PASS))
    return out


#: The takeout doubler accepts advancer's invitational jump (9-11) with this many points,
#: support counted: a sound opening hand or better (Grant, Bridge Basics 2: the doubler
#: with a minimum passes the invitation, with more bids game).
DOUBLER_ACCEPTS_JUMP = 15
#: ... and no fewer HCP than a sound opening hand: shape alone does not make the game.
DOUBLER_ACCEPTS_JUMP_HCP = 13


def doubler_after_jump_answer(st: State, z: Suit) -> list[Rule]:
    """I doubled for takeout and partner jumped in ``z`` (9-11, four cards or more) with
    the opponents silent since: game in a major with three trumps or more, 13+ HCP and
    15+ points, 3NT opposite a minor with their suits stopped and 15+ HCP; up to 18 HCP,
    as stronger hands cue-bid. The judgment's rules follow (a minimum passes)."""
    out: list[Rule] = []
    g = st.game_level(Strain.of(z))
    last = st.last_bid
    if last is None or last.level >= g:
        return out
    fit = {z: (3, 13)}
    if z.is_major:
        c = cond(
            (DOUBLER_ACCEPTS_JUMP_HCP, DOUBLER_CUE_HCP - 1),
            pts=(DOUBLER_ACCEPTS_JUMP, MAX_HCP),
            trump=z,
            lens=fit,
        )
        out.append(rule(bid(g, z), c, "гейм", "game"))
    else:
        gnt = bid(st.game_level(NT), NT)
        c = cond(
            (DOUBLER_ACCEPTS_JUMP, DOUBLER_CUE_HCP - 1),
            checks=(SEMI_BALANCED, *stoppers_in(their_suits(st))),
        )
        out.append(rule(gnt, c, *TO_PLAY))
    return out


def _jump_answer_to_my_double(st: State) -> Suit | None:
    """The suit partner jumped in to answer my takeout double, when that was his only
    call since it, mine was my only action and everybody else passed since; else None."""
    mine = st.acted(st.me)
    if len(mine) != 1 or mine[0].rule.tag is not Tag.TAKEOUT or st.last_of(st.me) is not mine[0]:
        return None
    after = st.history[_index_of(st, mine[0]) + 1 :]
    his = [s for s in after if s.seat is st.partner]
    if len(his) != 1 or any(s.seat is not st.partner and s.rule.tag is not Tag.PASS for s in after):
        return None
    ans = his[0]
    z = ans.rule.suit
    if (
        ans.rule.tag is not Tag.NATURAL
        or z is None
        or z in their_suits(st)
        or st.last_bid != ans.call
        or _cheapest_answer(st, mine[0], ans)
    ):
        return None
    return z


def _my_overcall_round_later(st: State, after: tuple[Seen, ...], t: Suit | None) -> Suit | None:
    """The suit of my natural overcall of their opening in ``t`` when ``after`` (the calls
    since the opening) is my overcall and one round more; else None."""
    first = after[0] if len(after) == 4 else None
    op = st.opening
    if first is None or t is None or first.seat is not st.me or op is None:
        return None
    if op.seat.side is st.me.side:
        return None
    y = first.rule.suit
    if not isinstance(first.call, Bid) or first.rule.tag is not Tag.NATURAL or y in (None, t):
        return None
    return y


def contested_later_round(st: State) -> list[Rule] | None:
    """Later rounds of contested auctions this module reads before the general judgment:
    the negative doubler after opener's answer, and the overcaller whose partner stayed
    silent while they bid again. None elsewhere; the judgment's rules follow these."""
    op = st.opening
    if op is None or not isinstance(op.call, Bid):
        return None
    after = st.history[_index_of(st, op) + 1 :]
    me, pa = st.me, st.partner
    if (
        op.seat is pa
        and len(after) == 5
        and after[1].seat is me
        and after[1].rule.tag is Tag.NEGATIVE
        and isinstance(after[0].call, Bid)
        and isinstance(after[2].call, Pass)
        and after[3].seat is pa
        and isinstance(after[4].call, Pass)
    ):
        return doubler_after_answer(st, after[3])
    t = op.call.strain.suit
    last = st.last_bid
    y = _my_overcall_round_later(st, after, t)
    if (
        y is not None
        and all(isinstance(s.call, Pass) for s in after if s.seat is pa)
        and last is not None
        and last.strain.suit is t
        and st.last_bidder is not None
        and st.last_bidder.side is not me.side
    ):
        return overcaller_again(st, y)
    if (
        y is not None
        and st.passes_end
        and last is not None
        and last == after[1].call
        and last.level <= 2
        and last.strain.suit is not None
        and last.strain.suit not in (t, y)
    ):
        return overcaller_reopens(st, y, last.strain.suit)
    if (
        op.seat.side is not me.side
        and len(after) == 4
        and after[0].seat is me
        and after[0].rule.tag is Tag.TAKEOUT
        and isinstance(after[1].call, Bid)
        and after[2].seat is pa
        and isinstance(after[2].call, Bid)
        and after[2].rule.tag is Tag.NATURAL
        and after[2].rule.suit is not None
        and after[2].rule.suit not in their_suits(st)
        and isinstance(after[3].call, Pass)
        and _cheapest_answer(st, after[0], after[2])
    ):
        return doubler_after_free_answer(st, after[2].rule.suit)
    z = _jump_answer_to_my_double(st) if op.seat.side is not me.side else None
    if z is not None:
        return doubler_after_jump_answer(st, z) or None
    return None


# --- advancing the unusual 2NT and Michaels --------------------------------------------------

ASK_MINOR = ("2БК: спрашивает, какой минор", "2NT: asks which minor")
PICK_SUIT = ("выбор из двух мастей партнёра", "choice between partner's two suits")
MY_MINOR = ("мой минор", "my minor")


def _advance_two_suiter(st: State, two: Seen, rho_acted: bool) -> list[Rule]:
    """Partner showed two suits (five-five, weak): choose between them, game with a fit and
    values; over Michaels of a major with no support, 2NT asks for his minor."""
    known = tuple(z for z in (S, H, D, C) if two.shown.min_len(z) >= 5)
    minor_unknown = len(known) == 1
    # Whether the choices below take every hand (then the last resort shows nothing).
    covered = not minor_unknown
    out: list[Rule] = []
    for k in known:
        b = cheapest_bid(st, k)
        g = st.game_level(Strain.of(k))
        if b is not None and k.is_major and b.level < g:
            out.append(
                rule(bid(g, k), cond(pts=(11, MAX_HCP), trump=k, lens={k: (4, 13)}), "гейм", "game")
            )
    if minor_unknown:
        k = known[0]
        b = cheapest_bid(st, k)
        if b is not None:
            out.append(rule(b, cond(lens={k: (3, 13)}), *PICK_SUIT))
        ask = cheapest_bid(st, NT)
        if ask is not None and ask.level == 2:
            out.append(rule(ask, cond(lens={k: (0, 2)}), *ASK_MINOR, force=Force.ONE_ROUND))
            covered = True
    else:
        # Only when the opener's side is quiet and the cue-bid stays at the three level:
        # after their double or raise the values are theirs and the auction is too high.
        # Over both minors only: game there is far, and a major two-suiter's advancer
        # with values bids the major himself (the table's Michaels cases).
        minors = all(not k.is_major for k in known)
        cue = None if rho_acted or not minors else _two_suiter_cue(st, known)
        if cue is not None and cue.level <= 3:
            # A hand with values cue-bids their suit first (forcing: partner bids his
            # better suit and the advancer places the game), so the plain choice shows a
            # weak one, 0-8 (Root, "Commonsense Bidding", and Bergen on the unusual 2NT and
            # Michaels: a simple preference is weak, a good hand cue-bids).
            out.append(
                rule(
                    cue,
                    cond((TWO_SUITER_CUE_HCP, MAX_HCP)),
                    *GOOD_FIT_CUE,
                    Tag.CUEBID,
                    Force.ONE_ROUND,
                )
            )
        for k in known:
            b = cheapest_bid(st, k)
            if b is not None:
                out.append(rule(b, cond(checks=(longest_of(k, known),)), *PICK_SUIT))
    if rho_acted:
        out.append(rule(PASS, cond((0, 7)), "слабая рука", "weak hand", Tag.PASS))
    for k in known:
        b = cheapest_bid(st, k)
        if b is not None:
            out.append(Rule(b, Condition(), *PICK_SUIT, last_resort=covered))
    out.append(catch_all_pass())
    return out


#: The advancer of a known two-suiter cue-bids their suit from this many HCP.
TWO_SUITER_CUE_HCP = 9
GOOD_FIT_CUE = (
    "ставка в масть противника: ценности, форсинг на круг",
    "cue-bid: values, forcing one round",
)


def _two_suiter_cue(st: State, known: tuple[Suit, ...]) -> Bid | None:
    """The cheapest bid in their opened suit when it lies below game in both of partner's
    suits (so partner can still choose one there)."""
    op = st.opening
    t = op.call.strain.suit if op is not None and isinstance(op.call, Bid) else None
    if t is None or t in known:
        return None
    cue = cheapest_bid(st, t)
    if cue is None or any(not cue < bid(st.game_level(Strain.of(k)), k) for k in known):
        return None
    return cue


def _over_a_major(opening: Seen) -> bool:
    return isinstance(opening.call, Bid) and opening.call.strain.suit in MAJORS


def michaels_minor(st: State) -> list[Rule]:
    """I bid Michaels over their major and partner asked with 2NT: show my minor."""
    out = [
        rule(bid(3, C), cond(lens={C: (5, 13)}, checks=(longer_or_equal(C, D),)), *MY_MINOR),
        rule(bid(3, D), cond(lens={D: (5, 13)}), *MY_MINOR),
        Rule(bid(3, C), Condition(), *MY_MINOR, last_resort=True),
    ]
    return out


def longer_or_equal(a: Suit, b: Suit) -> Check:
    return Check("", "", lambda f: f.length(a) >= f.length(b))


# --- after a cue-bid raise, and the takeout doubler's second call ---------------------------

MINIMUM = ("минимум: без лишней силы", "minimum: no extra values")
ACCEPT_INVITE = ("лишняя сила: инвит", "extra values: invitational")
SIT = ("пас: играть с реконтрой", "pass: play it redoubled")


def after_cue_raise(st: State, y: Suit, opened: bool) -> list[Rule]:
    """Partner cue-bid their suit to raise my ``y`` (a limit raise or better): the opener
    bids game with 15+, else the cheapest ``y``; an overcaller (8–16) bids game with 14+,
    jumps with 12–13, else the cheapest ``y``. The cheapest bid shows the minimum, so
    partner can pass it with a limit raise."""
    out: list[Rule] = []
    b = cheapest_bid(st, y)
    if b is None:
        return [catch_all_pass()]
    g = st.game_level(Strain.of(y))
    game = bid(max(g, b.level), y)
    lo_game = 15 if opened else 14
    if b.level >= g:
        # No room below game: partner's cue-bid has already forced us there.
        lo_game = 0
    out.append(rule(game, cond((lo_game, MAX_HCP)), "гейм", "game"))
    if not opened and b.level + 1 < g:
        out.append(rule(bid(b.level + 1, y), cond((12, 13)), *ACCEPT_INVITE))
    if b.level < g:
        out.append(rule(b, cond((10 if opened else 7, lo_game - 1)), *MINIMUM))
    out.append(catch_all_pass())
    return out


DOUBLER_RAISE = ("поддержка после вызывной контры: 16–18", "raise after the takeout double: 16-18")
DOUBLER_JUMP = (
    "прыжок-поддержка после вызывной контры: 19–21",
    "jump raise after the double: 19-21",
)
DOUBLER_NT = ("сильная равномерная: 18–20, остановка", "strong balanced: 18-20, stopper")
DOUBLER_NT_JUMP = (
    "прыжок в БК после вызывной контры: 21–22, остановка",
    "jump in no-trump after the double: 21-22, stopper",
)
DOUBLER_NT_GAME = (
    "гейм в БК после вызывной контры: очень сильная рука, остановка",
    "no-trump game after the double: very strong hand, stopper",
)
DOUBLER_CUE = (
    "ставка в масть противника после вызывной контры: очень сильная рука, форсинг",
    "cue-bid after the double: very strong hand, forcing",
)
#: The doubler's cue-bid after partner's cheapest answer: a hand of 19+ that neither
#: raises, nor shows a suit, nor bids no-trump (Grant, Bridge Basics 2).
DOUBLER_CUE_HCP = 19


#: The takeout doubler raises partner's forced three-level answer in a major to game from
#: these HCP and dummy points.
DOUBLER_GAME_RAISE_HCP = 14
DOUBLER_GAME_RAISE_PTS = 17


def after_takeout_answer(st: State, z: Suit) -> list[Rule]:
    """I doubled for takeout and partner answered ``z`` at the cheapest level (0–8 or so):
    raise with four trumps by strength, show a strong suit of my own, no-trump with 18–20;
    else pass (Grant, Bridge Basics 2)."""
    out: list[Rule] = []
    b = cheapest_bid(st, z)
    g = st.game_level(Strain.of(z))
    theirs = their_suits(st)
    if b is not None and b.level < g:
        out.append(rule(bid(g, z), cond((22, MAX_HCP), lens={z: (4, 13)}), "гейм", "game"))
        if b.level + 1 < g:
            out.append(rule(bid(b.level + 1, z), cond((19, 21), lens={z: (4, 13)}), *DOUBLER_JUMP))
        out.append(rule(b, cond((16, 18), lens={z: (4, 13)}), *DOUBLER_RAISE))
    elif b is not None and b.level == g and z.is_major:
        # Over a weak two the forced answer is already at the three level (0-11) and the
        # raise is the game: with four trumps and a sound opening hand, counting dummy
        # points, bid it (Root, "Commonsense Bidding": over a pre-empt bid what you
        # expect to make; Grant: the doubler counts dummy points when he raises).
        c = cond(
            (DOUBLER_GAME_RAISE_HCP, DOUBLER_CUE_HCP - 1),
            pts=(DOUBLER_GAME_RAISE_PTS, MAX_HCP),
            trump=z,
            lens={z: (4, 13)},
        )
        out.append(rule(b, c, "гейм", "game"))
    for s in (S, H, D, C):
        bs = cheapest_bid(st, s)
        if s is z or s in theirs or bs is None or bs.level > 4:
            continue
        # The longest suit outside theirs (a strong doubler may hold five of theirs too).
        longest = longest_of(s, tuple(u for u in (S, H, D, C) if u not in theirs))
        # 22+ jumps in the suit and forces to game, so the simple bid of it shows 17-21.
        jump = Bid(bs.level + 1, bs.strain)
        if jump.level <= 4:
            c = cond((DOUBLER_SUIT_HCP[1] + 1, MAX_HCP), lens={s: (5, 13)}, checks=(longest,))
            out.append(rule(jump, c, *DOUBLER_SUIT_JUMP, force=Force.GAME))
        top = DOUBLER_SUIT_HCP[1] if jump.level <= 4 else MAX_HCP
        c = cond((DOUBLER_SUIT_HCP[0], top), lens={s: (5, 13)}, checks=(longest,))
        out.append(rule(bs, c, "сильная рука со своей мастью", "strong hand with its own suit"))
    ntb = cheapest_bid(st, NT)
    if ntb is not None and ntb.level <= 2:
        c = cond((18, 20), checks=(SEMI_BALANCED, *stoppers_in(theirs)))
        out.append(rule(ntb, c, *DOUBLER_NT))
        ntg = bid(st.game_level(NT), NT)
        if ntb.level == 1 and ntg.level > 2:
            c = cond((21, 22), checks=(SEMI_BALANCED, *stoppers_in(theirs)))
            out.append(rule(bid(2, NT), c, *DOUBLER_NT_JUMP))
        if ntg > ntb:
            lo = 23 if ntb.level == 1 else 21
            c = cond((lo, MAX_HCP), checks=stoppers_in(theirs))
            out.append(rule(ntg, c, *DOUBLER_NT_GAME))
    cue = cheapest_bid(st, theirs[0]) if theirs else None
    if cue is not None and cue.level <= 3:
        # Too strong to pass and no suit or no-trump to show: the cue-bid forces.
        c = cond((DOUBLER_CUE_HCP, MAX_HCP))
        out.append(rule(cue, c, *DOUBLER_CUE, Tag.CUEBID, Force.ONE_ROUND))
    out.append(rule(PASS, cond((12, 15)), *MINIMUM, Tag.PASS))
    out.append(catch_all_pass())
    return out


def _index_of(st: State, seen: Seen) -> int:
    return next(i for i, s in enumerate(st.history) if s is seen)


def _cheapest_answer(st: State, dbl: Seen, answer: Seen) -> bool:
    """Whether partner answered my double at the cheapest level (no jump)."""
    before = None
    for s in st.history[: _index_of(st, answer)]:
        if isinstance(s.call, Bid):
            before = s.call
    call = answer.call
    if not isinstance(call, Bid) or before is None:
        return False
    return all(not Bid(level, call.strain) > before for level in range(1, call.level))


def after_cue_raise_rebid(st: State, y: Suit, jumped: bool) -> list[Rule]:
    """I cue-bid to raise partner's ``y`` and he rebid it below game: over his minimum I
    bid game with 13+ points, over his invitation with 11+; else pass. A cue-bid made
    without a fit now shows its suit (forcing) or bids 3NT with their suit stopped; with
    neither, the game in his suit."""
    g = st.game_level(Strain.of(y))
    lo = 11 if jumped else 13
    out: list[Rule] = []
    no_fit = {y: (0, 2)}
    gnt = bid(st.game_level(NT), NT)
    last = st.last_bid
    for z in (S, H, D, C):
        b = cheapest_bid(st, z)
        if z is y or z in their_suits(st) or b is None or not b < bid(g, y):
            continue
        top = ADVANCE_STRONG_CUE_HCP + 8  # stronger still: 3NT or the game below
        c = cond((ADVANCE_STRONG_CUE_HCP, top), lens={**no_fit, z: (5, 13)})
        out.append(rule(b, c, *STRONG_OWN_SUIT, force=Force.ONE_ROUND))
    if last is not None and last < gnt:
        c = cond(
            (ADVANCE_STRONG_CUE_HCP, MAX_HCP), lens=no_fit, checks=stoppers_in(their_suits(st))
        )
        out.append(rule(gnt, c, *TO_PLAY))
    out.append(rule(bid(g, y), cond(pts=(lo, MAX_HCP), trump=y), "гейм", "game"))
    stop = rule(
        PASS, cond(pts=(0, lo - 1), trump=y), "пас: без лишней силы", "pass: no extra", Tag.PASS
    )
    return [*out, stop, catch_all_pass()]


STRONG_OWN_SUIT = (
    "своя масть после ставки в масть противника: 5+ карт, форсинг",
    "own suit after the cue-bid: five cards or more, forcing",
)
