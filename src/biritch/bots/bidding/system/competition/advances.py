"""Advancing partner's overcall or takeout double, and the weak jump overcall."""

from __future__ import annotations

from biritch.bots.bidding.core import (
    MAX_HCP,
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
    GAME,
    INVITE,
    MAJORS,
    NT,
    NT_SHAPE,
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
    good_suit,
    longest_is,
    longest_of,
    pick_major,
    rule,
    stopper_in,
    stoppers_in,
)
from biritch.bots.bidding.system.competition.opener_rounds import REOPEN_EXTRA, RESCUE
from biritch.bots.bidding.system.competition.responses import (
    REOPEN,
    sacrifices,
)
from biritch.bots.bidding.system.competition.shared import (
    ADVANCE_STRONG_CUE_HCP,
    CUE_RAISE,
    OWN_SUIT_NF,
    PREEMPTIVE_GAME,
    PREEMPTIVE_RAISE,
    UNBALANCED_HAND,
    WEAK_JUMP,
    their_suits,
    unbid_suits,
)
from biritch.bots.bidding.system.competition.two_suiters import (
    advance_two_suiter,
)
from biritch.bots.bidding.system.notrump import nt_responses
from biritch.bots.bidding.system.slam import trump_honors
from biritch.bots.evaluate import Features
from biritch.engine import (
    DOUBLE,
    PASS,
    Bid,
    Double,
    Pass,
    Redouble,
    Strain,
    Suit,
)

PENALTY_PASS = ("контра партнёра — на штраф", "converts partner's double to penalty")
#: The label every answer to partner's takeout double carries.
TAKEOUT_ANSWER = ("ответ на вызывную контру", "answer to the takeout double")
NO_SUIT_TO_ANSWER = (
    "на контру: 5+ их козырей, масти для ответа нет",
    "five of their trumps and no suit to answer in",
)


def advances(st: State, partner_call: Seen) -> list[Rule]:
    """Partner overcalled or doubled their opening; my first action."""
    out: list[Rule] = []
    theirs = their_suits(st)
    unbid = unbid_suits(st)
    stops = stoppers_in(theirs)
    rho = st.last_of(st.me.rho)
    rho_acted = rho is not None and rho.rule.tag is not Tag.PASS
    last = st.last_bid
    assert last is not None
    pc = partner_call.call
    if partner_call.rule.tag is Tag.TWO_SUITER:
        return advance_two_suiter(st, partner_call, rho_acted)
    if isinstance(pc, Bid) and pc.strain is NT and pc.level <= 2 and last == pc and not rho_acted:
        # A natural no-trump overcall is answered like a no-trump opening (Stayman too).
        lo, hi = partner_call.shown.hcp
        if hi - lo <= 5:
            return nt_responses(st, pc.level, lo, hi)
    if (
        pc == bid(1, NT)
        and last == pc
        and rho is not None
        and isinstance(rho.call, Double)
        and partner_call.shown.hcp[0] >= NT_ADVANCE_PARTNER_MIN
    ):
        return _rescue_doubled_nt(st, theirs)
    if (
        isinstance(pc, Bid)
        and pc.strain is NT
        and pc.level <= 2
        and rho_acted
        and last != pc
        and partner_call.shown.hcp[0] >= NT_ADVANCE_PARTNER_MIN
    ):
        return _advance_nt_over_their_bid(st, last, partner_call.shown.hcp[0])
    if partner_call.rule.tag is Tag.TAKEOUT:
        # Partner doubled a two-level bid and RHO passed: the answers keep the booklet's
        # steps (below). After RHO's bid the pass takes the weakest hands and a free bid at
        # the three level keeps the invitational ones (6-11).
        quiet_two = last.level == 2 and not rho_acted
        # Opposite a double in the pass-out seat of their one-level opening the strong
        # answers take a king off (the balancer has bid some of my values): no-trump, the
        # cue-bid and the game three points higher, the jump up to 14 (Root, "Commonsense
        # Bidding"; Bergen on balancing).
        d = BALANCER_DISCOUNT if not rho_acted and _partner_balanced_double(st, partner_call) else 0
        t = (
            last.strain.suit
            if st.last_bidder is not None and st.last_bidder.side is not st.me.side
            else None
        )
        nt_response = (
            t is None and last == bid(1, NT) and len(theirs) == 1 and st.last_bidder is not None
        )
        if nt_response:
            # Partner doubled their 1NT response for takeout of the opener's suit: that
            # suit is the one to answer around and to cue-bid (the booklet's steps; 2NT
            # below takes the invitational hands, as over a two-level bid).
            t = theirs[0]
            quiet_two = not rho_acted
        # The same over a three-level bid: the answer at the three level is 0-8, its jump
        # (the game in a major) 9-11, and with no four-card suit to answer in (four of
        # their trumps) 9+ leave the double in (Root, "Commonsense Bidding": over a
        # pre-empt bid what you expect to make, and with their trumps defend).
        quiet_three = last.level == 3 and not rho_acted and t is not None
        if not rho_acted and t is not None and _opener_reopened(st, partner_call):
            # I passed their overcall over partner's opening, waiting with their trumps
            # (negative doubles: no penalty double of my own), and his reopening double
            # is what I waited for: four good trumps sit for it (Root, "Commonsense
            # Bidding"; Bergen on the reopening double and the trap pass).
            # Five of them need only two honours: the length makes the tricks.
            c = cond((TRAP_PASS_MIN_HCP, MAX_HCP), lens={t: (4, 13)}, checks=(good_suit(t),))
            out.append(rule(PASS, c, *TRAP_PASS, Tag.PASS))
            c = cond((TRAP_PASS_MIN_HCP, MAX_HCP), lens={t: (5, 13)}, checks=(trump_honors(t, 2),))
            out.append(rule(PASS, c, *TRAP_PASS, Tag.PASS))
        if not rho_acted and t is not None and last.level == 2:
            out.append(
                rule(
                    PASS,
                    cond((8, MAX_HCP), lens={t: (4, 13)}, checks=(good_suit(t),)),
                    *PENALTY_PASS,
                    Tag.PASS,
                )
            )
        if not rho_acted and t is not None and last.level == 1:
            out.append(
                rule(
                    PASS,
                    cond((8, MAX_HCP), lens={t: (5, 13)}, checks=(good_suit(t),)),
                    *PENALTY_PASS,
                    Tag.PASS,
                )
            )
        for m in (S, H):
            if m in unbid and st.game_level(Strain.of(m)) >= 2:
                top = bid(st.game_level(Strain.of(m)), m)
                if last < top:
                    out.append(rule(top, cond((11 + d, MAX_HCP), lens={m: (5, 13)}), *GAME))
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
                        out.append(rule(top, c, *GAME))
        ntg = bid(st.game_level(NT), NT)
        if last.level >= 3 and last < ntg and t is not None:
            out.append(rule(ntg, cond((11, MAX_HCP), checks=(stopper_in(t),)), *TO_PLAY))
        ntb = cheapest_bid(st, NT)
        if ntb is not None and ntb.level == 1 and st.game_level(NT) == 3 and t is not None:
            # Game values, balanced, four cards in their suit with a stopper and no
            # four-card major: 3NT rather than the cue-bid (Root, "Commonsense Bidding":
            # 13-16 with their suit stopped; the doubler is short there).
            # Three cards there are enough: the stopper is what counts.
            lens = {**{m: (0, 3) for m in MAJORS if m in unbid}, t: (3, 13)}
            c = cond(_shifted(ADVANCE_JUMP_GAME_HCP, d), lens=lens, checks=(*stops, SEMI_BALANCED))
            out.append(rule(bid(3, NT), c, *TO_PLAY))
        if ntb is not None and ntb.level == 1:
            # The jump to 2NT: 11–12 balanced-ish with their suit stopped and no four-card
            # major, ahead of the cue-bid (Root, "Commonsense Bidding": 1NT 6-10, 2NT
            # 11-12, 3NT 13-16 with their suit stopped; the cue-bid is for the hands
            # that have no natural call).
            no_major = {m: (0, 3) for m in MAJORS if m in unbid}
            out.append(
                rule(
                    bid(2, NT),
                    cond(
                        _shifted(ADVANCE_NT_INVITE_HCP, d),
                        lens=no_major,
                        checks=(*stops, SEMI_BALANCED),
                    ),
                    *INVITE,
                )
            )
        if last.level == 2 and st.game_level(NT) == 3 and t is not None and ntg > last:
            # Over their two-level bid the same game values with their suit stopped and an
            # even hand bid 3NT, as over a one-level opening (Root, "Commonsense Bidding":
            # 3NT 13-16 with their suit stopped; the cue-bid is for the hands with no
            # natural call); 2NT below takes the invitational ones.
            c = cond(_shifted(ADVANCE_JUMP_GAME_HCP, d), checks=(*stops, SEMI_BALANCED))
            out.append(rule(ntg, c, *TO_PLAY))
        if t is not None:
            cue = cheapest_bid(st, t)
            if cue is not None and cue.level <= 3:
                out.append(
                    rule(
                        cue,
                        cond((12 + d, MAX_HCP)),
                        "ставка в масть противника: 12+, форсинг",
                        "cue bid: 12+, forcing",
                        Tag.CUEBID,
                        Force.ONE_ROUND,
                    )
                )
        if ntb is not None and ntb.level <= 3:
            # No-trump denies a four-card major partner asked for.
            no_major = {m: (0, 3) for m in MAJORS if m in unbid}
            # Over a two-level bid 2NT is the cheapest no-trump and takes the invitational
            # hands with their suit stopped (9-12) that would jump over a one-level bid.
            ranges = {
                1: (6, 10),
                2: (9, 12) if quiet_two else (11, 12),
                3: (13, 16),
            }
            out.append(
                rule(
                    ntb,
                    cond(_shifted(ranges[ntb.level], d), lens=no_major, checks=stops),
                    "естественно",
                    "natural",
                )
            )
            if ntb.level == 2 and (last.level == 2 or nt_response):
                # An invitational hand with no four-card suit to jump in holds four of
                # theirs: 2NT, as the one-level 1NT/2NT answers do (below).
                no_four = {z: (0, 3) for z in unbid}
                out.append(rule(ntb, cond((9, 12), lens=no_four), "естественно", "natural"))
        # Suits whose three-level answer over a two-level bid has no jump (below).
        no_jump: set[Suit] = set()
        for z in unbid:
            b = cheapest_bid(st, z)
            if b is not None and (b.level <= 3 or (quiet_three and b.level == 4)):
                jump = Bid(b.level + 1, b.strain)
                # Over a two-level bid the three-level answer keeps its jump too: the game
                # in a major, four of a minor (SAYC booklet: 9-11 jump a level); not in a
                # suit an opponent showed by a conventional call (Michaels' major). Over a
                # three-level bid a minor answered at the four level jumps to its game.
                zg = bid(st.game_level(Strain.of(z)), z)
                theirs_too = any(
                    st.shown[s.position].min_len(z) >= 4 for s in (st.me.lho, st.me.rho)
                )
                if jump.level > 3 and (zg < jump or theirs_too):
                    no_jump.add(z)
                if jump.level <= 3 or ((quiet_two or quiet_three) and z not in no_jump):
                    # A jump that is the game takes the stronger hands too (over a two-level
                    # bid the cue-bid above has them first).
                    # Opposite a balancer the whole step moves a king up: he has bid a king
                    # of mine, so 9-11 answer at the cheapest level and the jump is 12-14
                    # (Root, "Commonsense Bidding": "transfer a king" to the balancer).
                    hi = MAX_HCP if jump.level > 3 and jump == zg else 11 + d
                    c = cond((9 + d, hi), lens={z: (4, 13)}, checks=(_best_unbid(z, unbid),))
                    out.append(rule(jump, c, *INVITE))
                if quiet_three and z not in no_jump and not z.is_major and jump < zg:
                    # A minor's game: the strong hands without their suit stopped.
                    c = cond((12, MAX_HCP), lens={z: (4, 13)}, checks=(_best_unbid(z, unbid),))
                    out.append(rule(zg, c, *GAME))
        if quiet_three:
            # No four-card suit to answer in: four of their trumps (or of their other suit).
            c = cond((9, MAX_HCP), lens={z: (0, 3) for z in unbid})
            out.append(rule(PASS, c, *PENALTY_PASS, Tag.PASS))
        if last == Bid(1, NT) and not rho_acted:
            # Partner doubled their 1NT: with 9+ HCP and no four-card suit to jump in, our
            # side holds the balance of the deck over the no-trump bidder, so leave the
            # double in (Root, "Commonsense Bidding": double 1NT, and the side with the
            # points defends). Before this such hands had no answer of their own.
            c = cond((9, MAX_HCP), lens={z: (0, 3) for z in unbid})
            out.append(rule(PASS, c, *PENALTY_PASS, Tag.PASS))
        if last.level == 4 and not rho_acted and t is not None:
            # Over four of their suit the double asks for a bid only with shape: no four-
            # card suit to answer at the four level and no five cards to bid at the five,
            # leave it in whatever my values (Root, "Commonsense Bidding": the higher the
            # double, the more often partner passes it; the five level needs a fit).
            four = {z: (0, 3) if _cheapest_level(st, z) <= 4 else (0, 4) for z in unbid}
            out.append(rule(PASS, cond(lens=four), *PENALTY_PASS, Tag.PASS))
        # Over a one- or two-level bid every invitational hand has its jump or no-trump, so
        # the cheapest answer is 0-8 (SAYC booklet: 0-8 bid at the cheapest level, 9-11
        # jump, 12+ cue-bid); a hand with no four-card suit to jump in bids no-trump. Higher
        # up an invitational hand may have no jump left.
        narrow = last.level == 1 or quiet_two or quiet_three
        simple = ADVANCE_SIMPLE_HCP if narrow else ADVANCE_MAX_NONFORCING

        def cheapest_range(b: Bid) -> Range:
            # An answer at the two level leaves the jump (9-11) and 2NT open below three
            # of a suit: the cheapest answer is 0-8 as over one. Without its jump the
            # answer keeps the invitational hands.
            if last.level == 2 and b.level == 2:
                return ADVANCE_SIMPLE_HCP
            if b.strain.suit in no_jump or (b.level > 3 and not quiet_three):
                return ADVANCE_MAX_NONFORCING
            # Opposite a balancer the cheapest answer keeps the king he borrowed (Root).
            return (simple[0], simple[1] + d)

        if last.level == 1 and last.strain is not NT:
            no_four = {z: (0, 3) for z in unbid}
            c = cond((9, 10 + d), lens=no_four)
            out.append(rule(bid(1, NT), c, "естественно", "natural"))
            out.append(rule(bid(2, NT), cond(_shifted((11, 11), d), lens=no_four), *INVITE))
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
                        *TAKEOUT_ANSWER,
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
                        *TAKEOUT_ANSWER,
                    )
                )
                if not (quiet_three and z not in no_jump):
                    # (There a hand with no four-card answer holds four of their trumps
                    # and leaves the double in from 9 HCP.)
                    c = cond((12 + d, MAX_HCP), lens={z: (3, 13)}, checks=(longest_of(z, unbid),))
                    out.append(rule(b, c, *TAKEOUT_ANSWER))
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
                        *TAKEOUT_ANSWER,
                    )
                )
        if not rho_acted and t is not None and last.level == 1:
            # Five of their trumps and no unbid suit longer than a singleton: no answer
            # names a suit I hold, and the one-level contract doubled is the least bad
            # spot (Root, "Commonsense Bidding": with length in their suit and nothing
            # to bid, leave the double in).
            short = {z: (0, 1) for z in unbid}
            c = cond(lens={t: (5, 13), **short})
            out.append(rule(PASS, c, *NO_SUIT_TO_ANSWER, Tag.PASS))
        for z in unbid:
            b = cheapest_bid(st, z)
            if b is not None:
                out.append(
                    Rule(
                        b,
                        cond(checks=(longest_of(z, unbid),)),
                        "",
                        "",
                        last_resort=last.level <= 2 or quiet_three,
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
        # Partner's overcall in the pass-out seat already counted on my values: I take
        # about a king off my hand before raising or bidding game (Root, "Commonsense
        # Bidding"; Bergen on balancing: the balancer bids my cards).
        disc = BALANCER_DISCOUNT if _partner_balanced(st, partner_call) else 0
        gnt = bid(st.game_level(NT), NT)
        if not y.is_major and last < gnt and g > st.game_level(NT):
            # Opposite a minor overcall, 3NT with their suit stopped before five of the minor:
            # with three of his minor, which makes up for the overcall's light range; without
            # a fit 3NT takes 15+ and 2NT invites (Root, "Commonsense Bidding": opposite an
            # overcall 2NT is 12-14, 3NT 15+).
            c = cond((13, MAX_HCP), lens={y: (3, 13)}, checks=(*stops, NT_SHAPE))
            out.append(rule(gnt, c, *TO_PLAY))
        # Opposite an overcall at the three level (an opening hand or more: over a weak
        # two or a pre-empt) game needs less (Root: 25 points together, and his six-card
        # suit is worth a point).
        pmin = partner_call.shown.hcp[0]
        high = isinstance(pc, Bid) and pc.level >= 3
        game_pts = min(13, 24 - pmin) if high else DIRECT_GAME_PTS + disc
        b = cheapest_bid(st, y)
        opened = st.opening.call if st.opening is not None else None
        t = opened.strain.suit if isinstance(opened, Bid) else None
        cue = cheapest_bid(st, t) if t is not None and t is not y else None
        has_cue = cue is not None and cue < game and cue.level <= 3
        if not high and not has_cue and not disc:
            # Their jump raise took the cue-bid away: the hands that would have cue-bid
            # (a limit raise or better) bid the game, above the simple raise's 6-12
            # (Root, "Commonsense Bidding": over their pre-emptive raise bid what you
            # expect to make; Bergen: the Law's fit with values goes to game).
            game_pts = NO_CUE_GAME_PTS
        if last < game:
            out.append(rule(game, cond(pts=(game_pts, MAX_HCP), trump=y, lens={y: (3, 13)}), *GAME))
        # Opposite a balancer the jump raise invites (below) and the cue-bid is stronger.
        # When the jump raise would be the game (his balance was at the two level in a
        # major), no jump is left to invite with and the cue-bid takes the invitations too
        # (Root, "Commonsense Bidding": take a king off, then cue-bid the limit raise).
        jump_invites = b is not None and b.level + 1 < g
        cue_lo = BALANCER_INVITE_PTS[1] + 1 if jump_invites else BALANCER_INVITE_PTS[0]
        cue_pts = CUE_RAISE_PTS if not disc else (cue_lo, CUE_RAISE_PTS[1] + disc)
        if has_cue and cue is not None:
            # SAYC: the cue-bid of opener's suit is the only forcing advance, a limit
            # raise or better.
            out.append(
                rule(
                    cue,
                    cond(pts=cue_pts, trump=y, lens={y: (3, 13)}),
                    *CUE_RAISE,
                    Tag.CUEBID,
                    Force.ONE_ROUND,
                )
            )
        if last < gnt:
            # Balanced, their suit stopped and too strong for the jump to 2NT: game.
            c = cond(_shifted(ADVANCE_NT_GAME_HCP, disc), checks=(*stops, SEMI_BALANCED))
            out.append(rule(gnt, c, *TO_PLAY))
        if b is not None and y.is_major and g == b.level + 2 and last < game and not disc:
            # Five trumps and a short suit, weak: the jump to game (the Law of Total
            # Tricks: ten trumps together; Root: the pre-emptive jump to game).
            c = cond(PREEMPTIVE_RAISE_HCP, lens={y: (5, 13)}, checks=(SHORTNESS,))
            out.append(rule(game, c, *PREEMPTIVE_GAME))
        if b is not None and b.level + 1 < g and disc:
            # Opposite a balancer they have stopped low and nothing is left to pre-empt:
            # the jump raise invites (Bergen on balancing: the advancer's jump raise).
            c = cond(pts=BALANCER_INVITE_PTS, trump=y, lens={y: (3, 13)})
            out.append(rule(Bid(b.level + 1, b.strain), c, *INVITE))
        if b is not None and b.level + 1 < g and not disc:
            out.append(
                rule(
                    Bid(b.level + 1, b.strain),
                    cond(PREEMPTIVE_RAISE_HCP, lens={y: (4, 13)}),
                    *PREEMPTIVE_RAISE,
                )
            )
        if b is not None and b.level < g:
            # Without a cue-bid below game, the simple raise takes the limit raises too;
            # opposite a balancer the jump raise above takes them.
            upper = (10 if has_cue or disc else 12) + disc
            # The raise counts points, but a hand of one or two queens is no raise however
            # short it is (the pre-emptive jump takes those with four trumps). Opposite a
            # balancer, who has already bid a king of mine, less than a king and a queen
            # passes (Root, "Commonsense Bidding"; Bergen on balancing).
            floor = BALANCER_RAISE_MIN_HCP if disc else ADVANCE_RAISE_MIN_HCP
            out.append(
                rule(
                    b,
                    cond((floor, upper), pts=(6, upper), trump=y, lens={y: (3, 13)}),
                    *RAISE,
                )
            )

        def own_game(z: Suit, quality: Check) -> Condition:
            # The six-card major's game: partner's suit unsupported (at most two of it).
            return cond(
                (OWN_MAJOR_GAME_HCP + disc, MAX_HCP),
                lens={z: (6, 13), y: (0, 2)},
                checks=(quality,),
            )

        for z in unbid:
            zg = bid(st.game_level(Strain.of(z)), z)
            if z is not y and z.is_major and last < zg:
                # A good six-card major and game values opposite an overcall (8+): the game
                # in it, partner's suit unsupported, ahead of the suit bid that is not
                # forcing and partner would pass (Root: bid what you expect to make).
                out.append(rule(zg, own_game(z, good_suit(z)), *OWN_MAJOR_GAME))
        for z in unbid:
            bz = cheapest_bid(st, z)
            if z is not y and bz is not None and bz.level <= 2:
                # A six-card suit of my own is shown before no-trump (a new suit is not
                # forcing: SAYC booklet; Root: with a long suit and no fit, bid it).
                c = cond(OWN_SIX_NF_HCP, lens={z: (6, 13), y: (0, 2)}, checks=(decent_suit(z),))
                out.append(rule(bz, c, *OWN_SUIT_NF))
        ntb = cheapest_bid(st, NT)
        if ntb is not None and ntb.level <= 3:
            nt3 = max(12, 24 - pmin) if high and pmin >= 12 else 15
            ranges = {1: (8, 11), 2: (12, 14), 3: (nt3, 18)}
            span = _shifted(ranges[ntb.level], disc)
            out.append(rule(ntb, cond(span, checks=stops), "естественно", "natural"))
            if ntb.level == 1:
                span = _shifted((12, 14), disc)
                out.append(rule(bid(2, NT), cond(span, checks=stops), *INVITE))
        for z in unbid:
            if z is y:
                continue
            bz = cheapest_bid(st, z)
            if bz is not None and bz.level <= 2:
                out.append(
                    rule(
                        bz,
                        cond((8, 15), lens={z: (5, 13)}, checks=(decent_suit(z),)),
                        *OWN_SUIT_NF,
                    )
                )
                # Nearly an opening hand does not pass partner's overcall: a five-card suit is
                # bid whatever its quality (Root, "Commonsense Bidding": with 11+ and no
                # fit, bid your suit; the strength makes up for the spots).
                c = cond(ADVANCE_PLAIN_SUIT_HCP, lens={z: (5, 13)}, checks=(longest_of(z, unbid),))
                out.append(rule(bz, c, *OWN_SUIT_NF))
            elif bz is not None and bz.level == 3:
                # A level higher the suit is longer and the hand sounder (Root,
                # "Commonsense Bidding"), still not forcing.
                out.append(
                    rule(
                        bz,
                        cond((10, 15), lens={z: (6, 13)}, checks=(decent_suit(z),)),
                        *OWN_SUIT_NF,
                    )
                )
            zg = bid(st.game_level(Strain.of(z)), z)
            if z.is_major and last < zg:
                # A fair six-card major bids its game too, above the suit bids.
                out.append(rule(zg, own_game(z, decent_suit(z)), *OWN_MAJOR_GAME))
        if has_cue and cue is not None and not rho_acted and not st.calls_of(st.me):
            # Game values without a fit and no natural call above: the cue-bid, the only
            # forcing advance, then my own suit or no-trump (Root, "Commonsense Bidding":
            # the cue-bid also takes a strong hand that is looking for the best game).
            # Not once responder has bid (the values are theirs), nor by a passed hand.
            c = cond((ADVANCE_STRONG_CUE_HCP + disc, MAX_HCP), lens={y: (0, 2)})
            out.append(rule(cue, c, *STRONG_ADVANCE_CUE, Tag.CUEBID, Force.ONE_ROUND))
        if st.last_bidder is not None and st.last_bidder.side is not st.me.side:
            out.extend(sacrifices(st, last, st.box(st.partner)))
    out.append(catch_all_pass(bounded=last.level <= 2))
    return out


#: A natural 1NT overcall (15-18 direct, 11-14 in the pass-out seat) promises this much.
NT_ADVANCE_PARTNER_MIN = 11
#: Over their bid after partner's 1NT overcall: game values (25 points together, partner's
#: minimum counted) bid 3NT with their new suit stopped or a six-card major's game, else
#: double; below them a five-card suit competes at the two level.
NT_GAME_TOTAL = 25
NT_ADVANCE_VALUES = ("контра: сила у нас, на штраф", "penalty: the values are ours")
NT_ADVANCE_COMPETE = (
    "своя масть после вмешательства: 5+ карт, играть",
    "own suit over their bid: five cards or more, to play",
)


def _rescue_doubled_nt(st: State, theirs: list[Suit]) -> list[Rule]:
    """Partner's natural 1NT overcall was doubled for penalty: a weak hand with a five-card
    suit of its own runs to it at the two level (not to their suit, which would be a
    cue-bid); otherwise pass (Grant, "Bridge Basics 2": rescue partner's doubled 1NT with
    a weak hand and a five-card suit, as over our 1NT opening doubled)."""
    out: list[Rule] = []
    for z in (S, H, D, C):
        b = cheapest_bid(st, z)
        if z in theirs or b is None or b.level > 2:
            continue
        out.append(rule(b, cond(RESCUE_HCP, lens={z: (5, 13)}, checks=(longest_is(z),)), *RESCUE))
    out.append(catch_all_pass(bounded=True))
    return out


#: The advancer who runs from partner's doubled 1NT overcall: a weak hand (with more, 1NT
#: doubled opposite 15-18 is a fine spot).
RESCUE_HCP: Range = (0, 7)


def _advance_nt_over_their_bid(st: State, last: Bid, pmin: int) -> list[Rule]:
    """Partner overcalled 1NT (or 2NT over a weak two) and RHO bid: Stayman and transfers
    are off; a five-card suit at the two level is to play, game values bid 3NT with their
    new suit stopped or the game in a six-card major, else the double for penalty (SAYC
    booklet: after interference over our 1NT, a new suit at the two level is natural and
    not forcing; Root, "Commonsense Bidding": 25 points for game, the double shows the
    values)."""
    out: list[Rule] = []
    game_hcp = NT_GAME_TOTAL - pmin
    opened = st.opening.call if st.opening is not None else None
    new_suits = [
        z for z in their_suits(st) if not (isinstance(opened, Bid) and opened.strain.suit is z)
    ]
    for z in MAJORS:
        zg = bid(st.game_level(Strain.of(z)), z)
        if z not in their_suits(st) and last < zg:
            # The six-card suit counts its length (Goren's points for a long suit).
            c = cond(pts=(game_hcp, MAX_HCP), lens={z: (6, 13)}, checks=(decent_suit(z),))
            out.append(rule(zg, c, *OWN_MAJOR_GAME))
    gnt = bid(st.game_level(NT), NT)
    if last < gnt:
        c = cond((game_hcp, MAX_HCP), checks=stoppers_in(new_suits))
        out.append(rule(gnt, c, *TO_PLAY))
    if last.level <= 2:
        c = cond((game_hcp, MAX_HCP))
        out.append(rule(DOUBLE, c, *NT_ADVANCE_VALUES, Tag.PENALTY))
    for z in (S, H, D, C):
        b = cheapest_bid(st, z)
        if z in their_suits(st) or b is None or b.level > 2:
            continue
        c = cond((0, game_hcp - 1), lens={z: (5, 13)}, checks=(longest_is(z),))
        out.append(rule(b, c, *NT_ADVANCE_COMPETE))
    out.append(catch_all_pass(bounded=last.level <= 2))
    return out


#: Opposite a weak jump overcall (5-10, six cards) game takes a fit and 16 points, as
#: opposite a weak two opening (SAYC booklet: the jump overcall is weak, like the weak two).
WEAK_JUMP_GAME_PTS = 16
#: The competitive raise of a weak jump overcall: some values (with less, pass; with more
#: and no game, the raise still competes).
WEAK_JUMP_RAISE_HCP: Range = (5, 13)
#: A good six-card major of my own bids its game opposite the weak jump from here.
WEAK_JUMP_OWN_GAME_HCP = 14
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
    for z in MAJORS:
        zg = bid(st.game_level(Strain.of(z)), z)
        if z is not y and z not in their_suits(st) and last < zg:
            # A good six-card major of my own and the values: its game, ahead of 3NT
            # (the weak overcall is no entry to the long suit: Root, bid what you expect
            # to make opposite a pre-empt).
            c = cond(
                (WEAK_JUMP_OWN_GAME_HCP, MAX_HCP),
                lens={z: (6, 13), y: (0, 2)},
                checks=(good_suit(z), longest_is(z)),
            )
            out.append(rule(zg, c, *OWN_MAJOR_GAME))
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
#: ... and opposite a balancer, who counted on about a king of mine, a king and a queen.
BALANCER_RAISE_MIN_HCP = 5
STRONG_ADVANCE_CUE = (
    "ставка в масть противника: сильная рука без фита, форсинг",
    "cue-bid: strong hand without a fit, forcing",
)
#: Opposite a simple overcall (8-16) the good raises start with the cue-bid, which asks
#: the overcaller to say whether he holds a minimum; the advancer bids the game after
#: it with 13+. He jumps to game at once only with a hand that wants it opposite any
#: overcall (SAYC booklet: the cue-bid is a limit raise or better; Root, "Commonsense
#: Bidding": cue-bid first with the good raises).
CUE_RAISE_PTS: Range = (11, 15)
DIRECT_GAME_PTS = 16
#: ... and from 13 support points when their raise leaves no cue-bid below the game.
NO_CUE_GAME_PTS = 13
#: The partner of a balancer takes about a king off his hand: the balancer already bid it
#: (Root, "Commonsense Bidding"; Bergen on balancing).
BALANCER_DISCOUNT = 3
OWN_MAJOR_GAME = ("гейм в своей масти", "game in own suit")
#: ... so his invitational jump raise counts 14-16 support points (11-13 after the king).
BALANCER_INVITE_PTS: Range = (14, 16)


def _shifted(span: Range, by: int) -> Range:
    """``span`` raised by ``by`` points (the balancer's partner's discount)."""
    return (span[0] + by, min(span[1] + by, MAX_HCP))


def _partner_balanced(st: State, partner_call: Seen) -> bool:
    """Whether partner's call was a simple overcall in the pass-out seat of their one-level
    opening (1x P P 1y, 1x P P 2y below x's rank's next level): the light balance. A jump
    there is intermediate and a balance of a weak two is sound: neither is discounted."""
    i = next(k for k, s in enumerate(st.history) if s is partner_call)
    before = st.history[:i]
    if len(before) < 3 or not all(isinstance(s.call, Pass) for s in before[-2:]):
        return False
    opened, pc = before[-3].call, partner_call.call
    if not isinstance(opened, Bid) or opened.level != 1 or not isinstance(pc, Bid):
        return False
    return pc == cheapest_above(opened, pc.strain)


def _partner_balanced_double(st: State, partner_call: Seen) -> bool:
    """Whether partner's takeout double came in the pass-out seat of their one-level
    opening (1x P P X)."""
    if st.opening is None or st.opening.seat.side is st.me.side:
        return False
    i = next(k for k, s in enumerate(st.history) if s is partner_call)
    before = st.history[:i]
    if len(before) < 3 or not all(isinstance(s.call, Pass) for s in before[-2:]):
        return False
    # Their opening, not partner's reopening double after their overcall.
    return (
        before[-3] is st.opening
        and isinstance(before[-3].call, Bid)
        and (before[-3].call.level == 1 and before[-3].call == st.last_bid)
    )


def _cheapest_level(st: State, z: Suit) -> int:
    """The level of my cheapest bid in ``z`` (8 when none is left)."""
    b = cheapest_bid(st, z)
    return b.level if b is not None else 8


def cheapest_above(b: Bid, strain: Strain) -> Bid:
    """The cheapest bid in ``strain`` above ``b``."""
    same = Bid(b.level, strain)
    return same if b < same else Bid(b.level + 1, strain)


#: The advancer's own five-card suit of any quality: nearly an opening hand, too good to
#: pass partner's overcall and short of the strong cue-bid.
ADVANCE_PLAIN_SUIT_HCP: Range = (11, ADVANCE_STRONG_CUE_HCP - 1)
#: The advancer's pre-emptive raises of an overcall: a weak hand with the trumps.
PREEMPTIVE_RAISE_HCP: Range = (0, 7)
#: The advancer's own six-card suit, not forcing, before no-trump: short of game values.
OWN_SIX_NF_HCP: Range = (8, 12)
#: The jump to 2NT in answer to a takeout double of a one-level opening: invitational,
#: balanced, their suit stopped.
ADVANCE_NT_INVITE_HCP: Range = (11, 12)
#: The answer of 3NT to a takeout double of a one-level opening: game values, balanced.
ADVANCE_JUMP_GAME_HCP: Range = (13, 16)
#: The advancer's jump to 3NT over a one- or two-level overcall: balanced, their suit
#: stopped, above the 2NT invitation.
ADVANCE_NT_GAME_HCP: Range = (15, 18)


#: The responder who passed their overcall sits for the opener's reopening double with four
#: good trumps and this much (the opener holds an opening: the defence has the values).
TRAP_PASS_MIN_HCP = 6
TRAP_PASS = (
    "контра открывшего — на штраф: козыри противника у меня",
    "converts the opener's reopening double to penalty: their trumps are mine",
)


def _opener_reopened(st: State, partner_call: Seen) -> bool:
    """Whether ``partner_call`` is the opener's reopening double after their overcall."""
    opened = st.opening
    by_opener = opened is not None and opened.seat is partner_call.seat
    return by_opener and (partner_call.rule.ru, partner_call.rule.en) in (REOPEN, REOPEN_EXTRA)


def _best_unbid(z: Suit, unbid: tuple[Suit, ...]) -> Check:
    """Answer a takeout double in the best unbid suit: a four-card major before a minor,
    otherwise the longest (the higher of equals)."""

    def test(f: Features) -> bool:
        majors = [m for m in unbid if m.is_major and f.length(m) >= 4]
        pool = majors or list(unbid)
        best = max(pool, key=lambda s: (f.length(s), s.order))
        return best is z

    return Check("", "", test)
