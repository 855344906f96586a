"""Opener's rebid after a one-level response, and the auction after a two-over-one."""

from __future__ import annotations

from dataclasses import replace

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
    GAME,
    GAME_PS,
    GF,
    INVITE,
    JUMP_SHIFT,
    MAJORS,
    NT,
    NT_SHAPE,
    RAISE,
    SEMI_BALANCED,
    SHORTNESS,
    SIX_CARDS,
    SUPPORT,
    TO_PLAY,
    UNBALANCED,
    bid,
    cheapest_bid,
    decent_suit,
    good_suit,
    longer_than,
    need,
    rule,
    stoppers_in,
)
from biritch.bots.evaluate import DIST_CAP, Features
from biritch.engine import (
    PASS,
    SUITS,
    Bid,
    Rank,
    Strain,
    Suit,
)


def opener_rebids(st: State, x: Suit, response: Bid) -> list[Rule]:
    """I opened 1x, partner answered one of a new suit or 1NT, the opponents are silent.

    A light opening (10–11 with the rule of 20, 9 in third seat) rebids like a minimum, so
    the minimum rebids set no floor of their own (the opening gives it); partner still
    judges a minimum as 12 (the usual reading of an opening)."""
    out = []
    for r in _opener_rebids(st, x, response):
        box = r.judged
        if box.hcp[0] <= 10 and r.cond.pts is None:
            r = replace(r, reading=replace(box, val=(12, max(12, box.val[1]))))
        out.append(r)
    return out


def _opener_rebids(st: State, x: Suit, response: Bid) -> list[Rule]:
    out: list[Rule] = []
    y = response.strain
    others = [z for z in SUITS if z is not x and Strain.of(z) is not y]
    if st.game_level(y) <= response.level:
        # Partner's bid already completes the game: only a slam would be worth more.
        ok = cond((0, 17)) if y is NT else cond((0, 17), lens={Suit(y.value): (3, 13)})
        out.append(rule(PASS, ok, "ставка партнёра уже гейм", "partner's bid is game", Tag.PASS))
    # With a part-score the cheapest game is the bid: no jump for the same game.
    out.extend(_games_below_a_jump(st, x, y))
    if y is NT:
        out.append(
            rule(
                PASS,
                cond((0, 14), balanced=True),
                "минимум, равномерная",
                "minimum, balanced",
                Tag.PASS,
            )
        )
        out.append(rule(bid(2, NT), cond((18, 19), balanced=True), *_invites(st, bid(2, NT))))
        if x.is_major:
            out.append(rule(bid(4, x), cond((19, 21), lens={x: (6, 13)}), *TO_PLAY))
        for z in others:
            out.extend(_jump_shift(bid(3, z), z))
            # Five-five with 17 opposite the 1NT response: the jump shift too (Root,
            # "Commonsense Bidding": 17 HCP and two five-card suits are 19 points with the
            # length, game opposite the top of 6-10), where a quiet 2♥ could be passed.
            five_five = cond(FIVE_FIVE_JUMP_SHIFT_HCP, lens={x: (5, 13), z: (5, 13)})
            out.append(rule(bid(3, z), five_five, *JUMP_SHIFT, force=Force.GAME))
        for z in others:
            if z.order > x.order:
                out.append(_reverse(bid(2, z), x, z))
        out.extend(_jump_rebid(st, x))
        out.append(rule(bid(3, x), cond((16, 21), lens={x: (6, 13)}), *_invites(st, bid(3, x))))
        for z in others:
            if z.order < x.order:
                out.append(
                    rule(
                        bid(2, z),
                        cond(MINIMUM_NEW_SUIT, lens={z: (4, 13)}),
                        "вторая масть",
                        "second suit",
                    )
                )
        out.append(rule(bid(2, x), cond((0, 16), lens={x: (6, 13)}), "минимум", "minimum"))
        out.append(
            rule(
                bid(2, x),
                cond((0, 17), lens={x: (5, 13)}),
                "минимум",
                "minimum",
                reading=SIX_CARDS[x],
            )
        )
        out.append(rule(bid(2, NT), cond((17, 21), checks=(SEMI_BALANCED,)), *INVITE))
        # 4-4-4-1 with extras has no reverse (the opened suit is not longer) and no jump:
        # 2NT invites all the same (common practice; the SAYC booklet is silent).
        out.append(rule(bid(2, NT), cond((17, 21), checks=(FOUR_FOUR_FOUR_ONE,)), *INVITE))
        for z in others:
            out.append(_jump_shift_18(bid(3, z), z))
        out.append(
            rule(
                PASS,
                cond((0, 16), checks=(FOUR_FOUR_FOUR_ONE,)),
                "минимум",
                "minimum",
                Tag.PASS,
            )
        )
        out.append(Rule(PASS, Condition(), "", "", Tag.PASS, last_resort=True))
        return out
    ys = Suit(y.value)
    g = st.game_level(y)
    if ys.is_major and g >= 4:
        out.append(
            rule(
                bid(4, ys),
                cond(pts=(19, 26), trump=ys, lens={ys: (4, 13)}, declarer_count=True),
                "поддержка до гейма",
                "raise to game",
            )
        )
        out.append(
            rule(
                bid(3, ys),
                cond(pts=(16, 18), trump=ys, lens={ys: (4, 13)}, declarer_count=True),
                "поддержка, инвит",
                "invitational raise",
            )
        )
    elif g <= 3 and g > response.level:
        out.append(
            rule(
                bid(g, ys),
                cond(pts=(need(g, y) - 6, 22), trump=ys, lens={ys: (4, 13)}, declarer_count=True),
                *GAME_PS,
            )
        )
    elif not ys.is_major:
        out.append(
            rule(
                bid(3, ys),
                cond(pts=(16, 22), trump=ys, lens={ys: (4, 13)}, declarer_count=True),
                "поддержка, инвит",
                "invitational raise",
            )
        )
    out.append(
        rule(
            bid(2, ys),
            cond(pts=(12, 15), trump=ys, lens={ys: (4, 13)}, declarer_count=True),
            *RAISE,
        )
    )
    for z in others:
        b = cheapest_bid(st, z)
        if b is not None and b.level < 3:
            out.extend(_jump_shift(Bid(b.level + 1, b.strain), z))
    out.append(rule(bid(2, NT), cond((18, 19), balanced=True), *_invites(st, bid(2, NT))))
    if x.is_major and st.game_level(Strain.of(x)) >= 4:
        out.append(
            rule(bid(4, x), cond((19, 21), lens={x: (6, 13)}, checks=(decent_suit(x),)), *TO_PLAY)
        )
    # A reverse shows both suits and the strength at once: it comes before the jump rebid.
    for z in others:
        b = cheapest_bid(st, z)
        if b is not None and b.level == 2 and z.order > x.order:
            out.append(_reverse(b, x, z))
    # A four-card major that can still be shown at the one level goes before the jump rebid
    # (Root, Commonsense Bidding: show the major, the long suit can be rebid later).
    one_level_majors = [
        z for z in others if z.is_major and (b := cheapest_bid(st, z)) is not None and b.level == 1
    ]
    out.extend(_jump_rebid(st, x, no_four_in=one_level_majors))
    out.extend(_running_minor_3nt(st, x, others))
    for z in others:
        b = cheapest_bid(st, z)
        if b is not None and b.level < 3:
            out.append(_jump_shift_18(Bid(b.level + 1, b.strain), z))
    for z in sorted(others, key=lambda s: s.order):
        b = cheapest_bid(st, z)
        if b is not None and b.level == 1:
            out.append(
                rule(b, cond(MINIMUM_NEW_SUIT, lens={z: (4, 13)}), "новая масть", "new suit")
            )
    out.append(
        rule(
            bid(1, NT),
            cond(NT_REBID_HCP, balanced=True),
            "минимум, равномерная",
            "minimum, balanced",
        )
    )
    # Six-five: the five-card suit before the six-card one is rebid (Goren; Root,
    # "Commonsense Bidding": bid the second suit, then rebid it to show the five cards).
    for z in others:
        b = cheapest_bid(st, z)
        if b is not None and b.level == 2 and z.order < x.order:
            five = cond(MINIMUM_NEW_SUIT, lens={z: (5, 13), x: (6, 13)})
            out.append(rule(b, five, "вторая масть", "second suit"))
    out.append(
        rule(bid(2, x), cond((0, 16), lens={x: (6, 13)}), "минимум, 6+ карт", "minimum, six cards")
    )
    for z in others:
        b = cheapest_bid(st, z)
        if b is not None and b.level == 2 and z.order < x.order:
            out.append(
                rule(b, cond(MINIMUM_NEW_SUIT, lens={z: (4, 13)}), "вторая масть", "second suit")
            )
    out.append(
        rule(
            bid(2, x),
            cond(MINIMUM_NEW_SUIT, lens={x: (5, 13)}),
            "минимум",
            "minimum",
            reading=SIX_CARDS[x],
        )
    )
    if ys.is_major:
        out.append(rule(bid(2, ys), cond(MINIMUM_NEW_SUIT, lens={ys: (3, 13)}), *RAISE))
    # An uneven minimum with nothing better: 1NT all the same, within the booklet's 12-14
    # (a balanced 15-17 opened 1NT; an uneven 15-16 rebids its suit instead), so the
    # rebid reads the same minimum whichever hand makes it.
    out.append(rule(bid(1, NT), cond(NT_REBID_HCP), "", ""))
    # 19-21 with a long minor that is not solid or leaves a suit unstopped: 3NT all the
    # same (Root, "Commonsense Bidding": with 19+ and a long minor the opener jumps to 3NT),
    # not the 2NT the booklet keeps for 18-19 balanced (an uneven 2NT here read 17-21 of
    # any shape, and a 14-point responder counted 33 and bid 6NT).
    if st.game_level(NT) >= 3:
        if not x.is_major:
            strong_minor = cond(RUNNING_MINOR_3NT_HCP, lens={x: (6, 13)})
            out.append(rule(bid(3, NT), strong_minor, *_RUNNING_MINOR))
        # Whatever strong hand is left (a big fit in responder's minor, 20-22, no raise to
        # describe it) has game opposite 6: the game (Root: 19+ opposite a one-level
        # response bids game).
        out.append(rule(bid(3, NT), cond((17, STRONG_LEFTOVER_MAX)), *GAME_VALUES))
    else:
        out.append(rule(bid(2, NT), cond((17, 21)), *INVITE))
    b = cheapest_bid(st, x)
    if b is not None:
        out.append(Rule(b, cond(lens={x: (3, 13)}), "", "", last_resort=True))
    out.append(Rule(PASS, Condition(), "", "", Tag.PASS, last_resort=True))
    return out


FOUR_FOUR_FOUR_ONE = Check("", "", lambda f: f.shape == (4, 4, 4, 1))


#: Opener's strength bands after a one-level response (SAYC booklet): a reverse 17+
#: points (16+ HCP), the jump rebid 16–18 points with six cards, a jump shift 19+ points
#: (18 HCP with the second suit's length), so a new suit, a raise or a rebid of a
#: five-card suit without a jump shows at most 17: an 18 with no reverse, no jump rebid
#: and no even shape jump-shifts too (its second suit makes it about 19 points).
MINIMUM_NEW_SUIT: Range = (0, 17)
#: The 1NT rebid after a one-level suit response (SAYC booklet: 12-14, a light opening less).
NT_REBID_HCP: Range = (0, 14)
JUMP_SHIFT_18: Range = (18, 18)
#: Two five-card suits opposite the 1NT response jump-shift from 17 HCP (19 with length).
FIVE_FIVE_JUMP_SHIFT_HCP: Range = (17, 17)
REVERSE_HCP: Range = (16, 21)
REVERSE_PTS: Range = (17, 25)
#: The jump rebid's HCP: 14 qualify with a seventh card (17 points counting length: a
#: point a card past four, Grant), so A4.AQJ8632.K5.72 jumps after 1H-1NT.
JUMP_REBID_HCP: Range = (14, 18)
JUMP_REBID_PTS: Range = (17, 22)
JUMP_SHIFT_HCP: Range = (19, 21)
REVERSE = ("реверс: сильная рука, форсинг на круг", "reverse: strong, forcing one round")


def _invites(st: State, b: Bid) -> tuple[str, str]:
    """The label of an invitation, or "game with the part-score" when ``b`` is game."""
    return GAME_PS if b.level >= st.game_level(b.strain) else INVITE


def _reverse(b: Bid, x: Suit, z: Suit) -> Rule:
    """A new suit above the opened one at the two level: both suits, the first longer."""
    return rule(
        b,
        cond(
            REVERSE_HCP, pts=REVERSE_PTS, lens={z: (4, 13), x: (5, 13)}, checks=(longer_than(x, z),)
        ),
        *REVERSE,
        force=Force.ONE_ROUND,
    )


def _games_below_a_jump(st: State, x: Suit, y: Strain) -> list[Rule]:
    """Two of the opened suit or 1NT when the part-score makes it a game: the hands that
    would otherwise jump (a six-card suit, a balanced 18–19) bid the game at once; four
    cards in partner's suit raise it instead (its rules follow)."""
    out: list[Rule] = []
    no_fit = {} if y.suit is None else {y.suit: (0, 3)}
    if st.game_level(Strain.of(x)) <= 2:
        out.append(rule(bid(2, x), cond((10, 21), lens={x: (6, 13), **no_fit}), *GAME_PS))
    one_nt = bid(1, NT)
    if st.game_level(NT) <= 1 and st.auction.is_legal(one_nt):
        out.append(rule(one_nt, cond((10, 19), balanced=True, lens=no_fit), *GAME_PS))
    return out


def _jump_shift(b: Bid, z: Suit) -> list[Rule]:
    """A jump in a new suit: 19+ points and unbalanced (a balanced 18–19 jumps to 2NT
    instead); 18 HCP qualify with two five-card suits (20 points with the length)."""
    shape = {z: (4, 13)}
    return [
        rule(
            b, cond(JUMP_SHIFT_HCP, lens=shape, checks=(UNBALANCED,)), *JUMP_SHIFT, force=Force.GAME
        ),
        rule(
            b,
            cond((18, 18), pts=(20, 22), lens={z: (5, 13)}, checks=(UNBALANCED,)),
            *JUMP_SHIFT,
            force=Force.GAME,
        ),
    ]


def _jump_shift_18(b: Bid, z: Suit) -> Rule:
    """The jump shift with 18 HCP and four cards in the new suit, for the hands with no
    reverse, no jump rebid and no even shape (they come first)."""
    return rule(
        b,
        cond(JUMP_SHIFT_18, lens={z: (4, 13)}, checks=(UNBALANCED,)),
        *JUMP_SHIFT,
        force=Force.GAME,
    )


#: Opener's jump to 3NT on a long strong minor (Root, Commonsense Bidding): too strong for
#: the jump rebid (16-18), no second suit to jump-shift in.
RUNNING_MINOR_3NT_HCP: Range = (19, 21)


#: The most an opener who did not open 2♣ holds (a 22 semi-balanced may open one).
STRONG_LEFTOVER_MAX = 22
GAME_VALUES = ("гейм: сильная рука", "game: a strong hand")
_RUNNING_MINOR = ("длинный сильный минор", "a long strong minor")


def _running_minor_3nt(st: State, x: Suit, unbid: list[Suit]) -> list[Rule]:
    """3NT after a one-level suit response with six good cards of the opened minor, 19–21
    HCP and the unbid suits stopped: the tricks of the minor and the stoppers make game."""
    if x.is_major or st.game_level(NT) < 3:
        return []
    return [
        rule(
            bid(3, NT),
            cond(
                RUNNING_MINOR_3NT_HCP,
                lens={x: (6, 13)},
                checks=(good_suit(x), SEMI_BALANCED, *stoppers_in(unbid)),
            ),
            *_RUNNING_MINOR,
        )
    ]


def _jump_rebid(st: State, x: Suit, no_four_in: list[Suit] | None = None) -> list[Rule]:
    """Three of the opened suit: six good cards, 16–18 counting the length (none when two
    of the suit is already game); ``no_four_in``: suits it denies four cards in."""
    if st.game_level(Strain.of(x)) <= 2:
        return []
    lens = {x: (6, 13), **{z: (0, 3) for z in no_four_in or []}}
    return [
        rule(
            bid(3, x),
            cond(JUMP_REBID_HCP, pts=JUMP_REBID_PTS, lens=lens, checks=(decent_suit(x),)),
            *_invites(st, bid(3, x)),
        )
    ]


def after_two_over_one(st: State, x: Suit, y: Suit) -> list[Rule]:
    """I opened 1x, partner answered two of a lower suit y (10+, forcing one round).
    As after a one-level answer, a light opening is still read as 12 by partner."""
    out = []
    for r in _after_two_over_one(st, x, y):
        box = r.judged
        if box.hcp[0] <= 10 and r.cond.pts is None:
            r = replace(r, reading=replace(box, val=(12, max(12, box.val[1]))))
        out.append(r)
    return out


#: Opener's bands after a two-over-one (10+ opposite, SAYC booklet: forcing one round, not to
#: game): a minimum rebid (the suit again, a raise, a lower new suit, 2NT) shows at most 16;
#: with 17+ the side holds game values and opener shows them at once (Goren: opener's jump
#: after a two-over-one is game forcing): a jump in the suit, a jump shift, a jump raise or
#: 3NT, so the simple rebids keep their upper limit.
AFTER_TWO_OVER_ONE_MIN: Range = (0, 16)
AFTER_TWO_OVER_ONE_EXTRA: Range = (17, MAX_HCP)
MINIMUM_REBID = ("минимум: другой ставки нет", "minimum: no better rebid")
EXTRA_VALUES_REBID = ("силы на гейм: другой ставки нет", "game values: no better rebid")


#: Opposite a passed hand's two-over-one (10-12, not forcing: SAYC booklet, a passed hand's
#: new suit does not force) the light opening stops low: it passes with three cards in
#: partner's suit, or with an even hand rebids a five-card major before 2NT (Root: no 2NT
#: without the values); a second suit is shown as usual.
PASSED_PARTNER_STOP: Range = (0, 13)
STOP_OPPOSITE_PASSED = (
    "минимум напротив спасовавшего партнёра: играть",
    "a minimum opposite a passed partner: to play",
)


def _after_two_over_one(st: State, x: Suit, y: Suit) -> list[Rule]:
    out: list[Rule] = []
    if st.calls_of(st.partner)[0].call == PASS:
        stop = PASSED_PARTNER_STOP
        out.append(rule(PASS, cond(stop, lens={y: (3, 13)}), *STOP_OPPOSITE_PASSED, Tag.PASS))
        if x.is_major:
            five = cond(stop, lens={x: (5, 13)}, balanced=True)
            out.append(rule(bid(2, x), five, *MINIMUM_REBID, reading=SIX_CARDS[x]))
    support = 3 if y.is_major else 4
    fit = {y: (support, 13)}
    others = [z for z in SUITS if z is not x and z is not y]
    low, extra = AFTER_TWO_OVER_ONE_MIN, AFTER_TWO_OVER_ONE_EXTRA
    out.append(rule(bid(3, x), cond(extra, lens={x: (6, 13)}), *GF, force=Force.GAME))
    for z in others:
        b = cheapest_bid(st, z)
        if b is None:
            continue
        if b.level == 2 and z.order > x.order:
            # A reverse shows the opened suit longer (SAYC booklet): a 4-4 hand rebids
            # no-trump or its suit instead.
            out.append(
                rule(
                    b,
                    cond((15, 21), lens={z: (4, 13), x: (5, 13)}, checks=(longer_than(x, z),)),
                    "реверс: сильная рука",
                    "reverse: strong hand",
                    force=Force.ONE_ROUND,
                )
            )
        elif b.level == 3:
            out.append(
                rule(
                    b,
                    cond((15, 21), lens={z: (4, 13)}),
                    "вторая масть, сильная рука, форсинг на круг",
                    "second suit, strong hand, forcing one round",
                    force=Force.ONE_ROUND,
                )
            )
    # A fit and extras: game at once in a major; in a minor 3NT with an even hand, else the
    # jump raise, which forces to game.
    if y.is_major:
        out.append(rule(bid(4, y), cond(extra, lens=fit), *JUMP_RAISE_GAME))
    else:
        out.append(rule(bid(3, NT), cond(extra, lens=fit, checks=(NT_SHAPE,)), *TO_PLAY))
        out.append(rule(bid(4, y), cond(extra, lens=fit), *JUMP_RAISE_GF, force=Force.GAME))
    for z in others:
        b = cheapest_bid(st, z)
        if b is not None and b.level == 2 and z.order < x.order:
            out.append(
                rule(
                    Bid(3, b.strain), cond(extra, lens={z: (4, 13)}), *JUMP_SHIFT, force=Force.GAME
                )
            )
    out.append(rule(bid(3, y), cond(low, lens=fit), "поддержка, минимум", "raise, minimum"))
    out.append(
        rule(bid(2, x), cond(low, lens={x: (6, 13)}), "6+ карт, минимум", "six cards, minimum")
    )
    for z in others:
        b = cheapest_bid(st, z)
        if b is not None and b.level == 2 and z.order < x.order:
            out.append(
                rule(
                    b,
                    cond(low, lens={z: (4, 13)}),
                    "вторая масть, минимум, форсинг на круг",
                    "second suit, minimum, forcing one round",
                    force=Force.ONE_ROUND,
                )
            )
    out.append(
        rule(bid(2, NT), cond((10, 14), balanced=True), "минимум, равномерная", "minimum, balanced")
    )
    out.append(rule(bid(3, NT), cond((15, 21), checks=(NT_SHAPE,)), *TO_PLAY))
    out.append(rule(bid(2, x), cond(low, lens={x: (5, 13)}), *MINIMUM_REBID, reading=SIX_CARDS[x]))
    out.append(rule(bid(2, NT), cond(low), *MINIMUM_REBID))
    out.append(rule(bid(3, NT), cond(extra), *EXTRA_VALUES_REBID, force=Force.NO))
    return out


JUMP_RAISE_GAME = ("поддержка до гейма, сильная рука", "raise to game, extra values")
JUMP_RAISE_GF = (
    "прыжок-поддержка: сильная рука, форсинг до гейма",
    "jump raise: extra values, game forcing",
)


# --- opener after partner raised the opened suit --------------------------------------------

#: Opener's points with a fit (HCP and shortness): after a single raise of a major, 16–18
#: tries for game and 19+ bids it; a limit raise is accepted with 15+ (about 14 HCP and a
#: doubleton, or less with a singleton), declined with less (Goren).
TRY_PTS: Range = (16, 18)
#: A game try also wants a sound opening: a bare 14 with two doubletons is a minimum.
TRY_HCP: Range = (15, 21)
GAME_IN_MINOR = ("гейм в миноре", "game in the minor")
GAME_OVER_RAISE_PTS: Range = (19, 26)
ACCEPT_LIMIT_PTS: Range = (15, 26)
#: A sound opening's HCP: below it an opening is light (the rule of 20) and rebids as a
#: minimum whatever its shape.
SOUND_OPENING = 12
#: Opener's HCP that look for slam over a limit raise of a major instead of bidding game.
SLAM_TRY_OVER_LIMIT_HCP: Range = (18, MAX_HCP)
#: Over a limit raise of a minor (10–12, no four-card major): 3NT with 14+ and the majors
#: stopped, five of the minor with 17+ points and shortness.
MINOR_3NT_HCP: Range = (14, 21)
#: ... and 3NT with 15+ when a major is only half stopped (Q-x, J-x-x): 25-27 together is
#: game, and the limit raise (no four-card major) is likely to hold something there; five of
#: the minor needs 28 (Root: "with game values, bid game", 3NT the nearer).
MINOR_3NT_HALF_STOPPED_HCP: Range = (15, 21)


def half_stopped(suit: Suit) -> Check:
    """A stopper, or Q-x / J-x-x: a guard once partner adds a card or an honour."""

    def test(f: Features) -> bool:
        ranks = f.ranks[suit.order]
        n = len(ranks)
        return (
            f.stopper(suit) or (Rank.QUEEN in ranks and n >= 2) or (Rank.JACK in ranks and n >= 3)
        )

    return Check(
        f"{suit.symbol} остановлена хотя бы наполовину",
        f"{suit.symbol} stopped or half stopped",
        test,
    )


MINOR_RAISE_3NT_HCP: Range = (20, 21)
#: 1m–2m: three of the minor invites with 16–18 points (HCP and shortness, a long suit);
#: 19+ opposite the raise's 6–10 is game (Goren: after a single raise 16–18 invites and 19+
#: bids game, as :data:`TRY_PTS` over a major's).
MINOR_REBID_PTS: Range = (TRY_PTS[0], TRY_PTS[1])
MINOR_RAISE_GAME_PTS: Range = (GAME_OVER_RAISE_PTS[0], MAX_HCP)
MINOR_GAME_PTS: Range = (17, 26)
HELP_SUIT_TRY = ("пробный гейм-бид: нужна помощь в этой масти", "help-suit game try")
#: Losing-trick count after a single raise (Klinger, "The Modern Losing Trick Count";
#: Bergen, "Points Schmoints"): the raise shows about nine losers, so an opener with five
#: losers and a five-card suit or longer expects ten tricks (24 less the two counts) and bids
#: the game, however few his HCP (a two-suiter such as AQJ96.AQT82.T7.5 after 1S-2S). Only
#: with a singleton or void: the count overstates a semi-balanced hand (Klinger), whose
#: minimum passes (K3.AQ984.KQ72.83).
GAME_LOSERS = 5
#: ... with a sound opening's HCP (a lighter two-suiter is a rule-of-20 opening).
LOSERS_GAME_HCP = 13
FIVE_LOSERS = Check(
    "не более пяти проигрышей", "five losers or fewer", lambda f: f.losers() <= GAME_LOSERS
)
GAME_ON_LOSERS = ("гейм: пять проигрышей, 5+ карт", "game: five losers, five trumps or more")
#: Six losers opposite the raise's nine make nine tricks: the opener invites (Klinger, "The
#: Modern Losing Trick Count": after a single raise six losers try for game), also with 14
#: HCP when a singleton or void backs the count; 13 or less stays a minimum.
TRY_LOSERS = 6
LOSERS_TRY_HCP: Range = (14, 14)
SIX_LOSERS = Check("шесть проигрышей", "six losers", lambda f: f.losers() <= TRY_LOSERS)


#: The losers a help-suit game try's suit holds (Bergen, "Points Schmoints"; Root,
#: "Commonsense Bidding"): three cards or more with two or three losers (x-x-x, K-x-x, Q-x-x,
#: K-J-x-x), where partner's ace, king or shortness saves a trick; an ace-led suit is
#: already controlled. The suit with the most losers is asked about first, then the
#: cheapest.
HELP_SUIT_LOSERS: Range = (2, 3)


def help_wanted(z: Suit) -> Check:
    """Three or more cards in ``z`` holding two or three losers and no ace: the suit a
    help-suit game try asks partner about (an ace-led suit is controlled, 3x tries)."""
    lo, hi = HELP_SUIT_LOSERS
    return Check(
        f"{z.symbol}: два-три проигрыша, без туза",
        f"{z.symbol}: two or three losers, no ace",
        lambda f: f.length(z) >= 3 and lo <= f.suit_losers(z) <= hi and not f.honors(z, 1),
    )


def most_losers_in(z: Suit) -> Check:
    """``z`` holds three losers (tie-break: the weakest suit is asked about first)."""
    return Check("", "", lambda f: f.suit_losers(z) >= HELP_SUIT_LOSERS[1])


#: Pavlicek ("Bidding After a Raise", rpbridge.net): once partner raises, the declarer adds
#: to his HCP and shortness (3/2/1) two points for each trump past the five his opening
#: promised. Counted up to DIST_CAP like every distribution count, so HCP stay within four
#: of it. (Pavlicek's point for a side four-card suit is left out: the SAYC cases count
#: AKJ84.K3.AJ72.83 as 18 after 1S-2S, an invitation.)
PROMISED_TRUMPS = 5


def declarer_points(f: Features, x: Suit) -> int:
    """The opener's points after partner raised ``x``, revalued as declarer (Pavlicek)."""
    extra = f.support_points(x, False) - f.hcp + 2 * max(0, f.length(x) - PROMISED_TRUMPS)
    return f.hcp + min(DIST_CAP, extra)


def revalued(x: Suit, need: int) -> Check:
    """At least ``need`` points counting the trump length once the fit is found."""
    return Check(
        "с учётом длины козыря",
        "counting the trump length",
        lambda f: declarer_points(f, x) >= need,
    )


def _on_trump_length(
    b: Bid, x: Suit, pts: Range, hcp: Range, label: tuple[str, str], more: tuple[Check, ...] = ()
) -> Rule:
    """``b`` by an opener with six trumps or more and ``pts`` revalued as declarer (and the
    checks ``more``): the hands the plain count leaves short. Partner reads the same points
    as the plain rule's."""
    c = cond(
        hcp,
        lens={x: (PROMISED_TRUMPS + 1, 13)},
        checks=(revalued(x, pts[0]), *more),
    )
    return rule(b, c, *label, reading=replace(c.box, val=pts))


def opener_after_raise(st: State, x: Suit, answer: Bid) -> list[Rule]:
    """I opened 1x and partner raised it (2x 6–10, or the limit raise 3x 10–12), the
    opponents silent; the raise is below game. SAYC booklet: after a single raise a new
    suit is a game try, forcing one round, and 3x invites; Root: the try names a side suit
    of three cards or more with two or three losers, where partner's help would make game
    (help-suit game try); 3x is the try with no such suit."""
    out: list[Rule] = []
    g = st.game_level(Strain.of(x))
    trump = {x: (3, 13)}
    # Opener counts shortness as declarer does (3/2/1, not dummy's 5/3/1), and a try also
    # needs 15+ HCP: SAYC booklet's 16-18 "game try" range, with Grant's (ACBL Bridge Series)
    # minimum of 13-14 HCP passing the single raise whatever its doubletons.
    if answer.level == 2 and x.is_major:
        game = bid(g, x)
        label = GAME if g == 4 else GAME_PS
        low = GAME_OVER_RAISE_PTS if g == 4 else (TRY_PTS[0], GAME_OVER_RAISE_PTS[1])
        out.append(rule(game, cond(pts=low, trump=x, lens=trump, declarer_count=True), *label))
        if g == 4:
            # Six trumps or more: the length counts too once the raise found the fit.
            out.append(_on_trump_length(game, x, GAME_OVER_RAISE_PTS, TRY_HCP, label))
            five_losers = (FIVE_LOSERS, SHORTNESS)
            five = cond((LOSERS_GAME_HCP, MAX_HCP), lens={x: (5, 13)}, checks=five_losers)
            out.append(rule(game, five, *GAME_ON_LOSERS))
            tries = [(z, b) for z in SUITS if z is not x and (b := cheapest_bid(st, z)) is not None]
            for weakest_first in (True, False):
                for z, b in tries:
                    if not b < bid(3, x):
                        continue
                    extra = (most_losers_in(z),) if weakest_first else ()
                    out.append(
                        rule(
                            b,
                            cond(
                                TRY_HCP,
                                pts=TRY_PTS,
                                trump=x,
                                lens=trump,
                                checks=(help_wanted(z), *extra),
                                declarer_count=True,
                            ),
                            *HELP_SUIT_TRY,
                            force=Force.ONE_ROUND,
                        )
                    )
            invite = (
                "инвит: с максимумом партнёр играет гейм",
                "invitational: partner bids game with a maximum",
            )
            out.append(
                rule(
                    bid(3, x),
                    cond(TRY_HCP, pts=TRY_PTS, trump=x, lens=trump, declarer_count=True),
                    *invite,
                )
            )
            losers = (SIX_LOSERS, SHORTNESS)
            out.append(
                rule(
                    bid(3, x),
                    cond(
                        LOSERS_TRY_HCP,
                        pts=TRY_PTS,
                        trump=x,
                        lens=trump,
                        checks=losers,
                        declarer_count=True,
                    ),
                    *invite,
                )
            )
            # Six trumps or more with 14 HCP: the length counts once the raise found the fit
            # (Pavlicek, "Bidding After a Raise": two points a trump past five), so
            # AK9654.A4.K73.52 holds 18 and re-raises (Root: the try on a long trump suit),
            # with six losers as Klinger's count wants for a try; seven (J73.AKQ952.QJ.J5,
            # its HCP in short queens and jacks) is a minimum.
            six = (SIX_LOSERS,)
            out.append(_on_trump_length(bid(3, x), x, TRY_PTS, LOSERS_TRY_HCP, invite, six))
        minimum = ("минимум", "minimum")
        low_pts = cond(pts=(0, TRY_PTS[0] - 1), trump=x, declarer_count=True)
        out.append(rule(PASS, low_pts, *minimum, Tag.PASS))
        out.append(rule(PASS, cond((0, TRY_HCP[0] - 1)), *minimum, Tag.PASS))
    elif answer.level == 2:
        # 1m–2m (6–10, no four-card major): 2NT 18–19 balanced invites, 3NT with 20–21
        # and the majors stopped, three of the minor with a long suit and 16–18 points.
        out.append(
            rule(
                bid(3, NT),
                cond(MINOR_RAISE_3NT_HCP, checks=(SEMI_BALANCED, *stoppers_in(list(MAJORS)))),
                *TO_PLAY,
            )
        )
        out.append(rule(bid(2, NT), cond((18, 19), balanced=True), *_invites(st, bid(2, NT))))
        out.append(
            rule(
                bid(3, x),
                cond(pts=MINOR_REBID_PTS, trump=x, lens={x: (5, 13)}, checks=(UNBALANCED,)),
                *_invites(st, bid(3, x)),
            )
        )
        # 19+ points with the long suit (Goren's game over a single raise): five of the
        # minor, the shape that made three of it an invitation now worth game.
        out.append(
            rule(
                bid(5, x),
                cond(pts=MINOR_RAISE_GAME_PTS, trump=x, lens={x: (5, 13)}, checks=(UNBALANCED,)),
                *GAME_IN_MINOR,
            )
        )
        # 18+ that fits none of those still has game opposite 6-10: five of a long minor,
        # else 3NT (Root: "with game values, bid game").
        out.append(rule(bid(5, x), cond((18, 37), lens={x: (5, 13)}), *GAME_IN_MINOR))
        out.append(rule(bid(3, NT), cond((18, 37)), *TO_PLAY))
        out.append(rule(PASS, cond((0, 17)), "минимум", "minimum", Tag.PASS))
    elif answer.level == 3 and x.is_major:
        # A point less when the scoring pays for a close game (stakes.py).
        accept = ACCEPT_LIMIT_PTS[0] - st.stakes.game_stretch(st.vulnerable(st.me.side))
        # 18+ opposite 10-12 and a fit of nine cards or more is slam country: ask for aces
        # (Goren: 33 together for a small slam), so the game shows less.
        if g >= 4:
            out.append(
                rule(
                    bid(4, NT),
                    cond(SLAM_TRY_OVER_LIMIT_HCP, lens=trump),
                    "Блэквуд: сколько тузов?",
                    "Blackwood: how many aces?",
                    Tag.BLACKWOOD,
                    Force.ONE_ROUND,
                )
            )
        out.append(
            rule(
                bid(4, x),
                cond(
                    (0, SLAM_TRY_OVER_LIMIT_HCP[0] - 1),
                    pts=(accept, ACCEPT_LIMIT_PTS[1]),
                    trump=x,
                    lens=trump,
                ),
                "принимает инвит: гейм",
                "accepts the invitation: game",
            )
        )
        # Six trumps or more counted as declarer (Pavlicek): two points for the sixth; a
        # light opening (the rule of 20's 10-11) still rebids as a minimum and passes.
        hcp = (max(accept - DIST_CAP, SOUND_OPENING), SLAM_TRY_OVER_LIMIT_HCP[0] - 1)
        accepts = ("принимает инвит: гейм", "accepts the invitation: game")
        out.append(_on_trump_length(bid(4, x), x, (accept, ACCEPT_LIMIT_PTS[1]), hcp, accepts))
        out.append(
            rule(
                PASS,
                cond(pts=(0, accept - 1), trump=x),
                "минимум: отказ от гейма",
                "minimum: declines the game",
                Tag.PASS,
            )
        )
    elif answer.level == 3:
        out.append(
            rule(
                bid(3, NT),
                cond(MINOR_3NT_HCP, checks=(SEMI_BALANCED, *stoppers_in(list(MAJORS)))),
                *TO_PLAY,
            )
        )
        half = tuple(half_stopped(m) for m in MAJORS)
        out.append(
            rule(
                bid(3, NT),
                cond(MINOR_3NT_HALF_STOPPED_HCP, checks=(SEMI_BALANCED, *half)),
                *TO_PLAY,
            )
        )
        out.append(
            rule(
                bid(5, x),
                cond(pts=MINOR_GAME_PTS, trump=x, checks=(SHORTNESS,)),
                *GAME_IN_MINOR,
            )
        )
        # 16+ opposite 10-12 is game even without shortness or both majors stopped:
        # five of the minor (Root: "with values for game and no stoppers, bid five").
        out.append(rule(bid(5, x), cond((16, 21)), *GAME_IN_MINOR))
        out.append(
            rule(
                PASS,
                cond((0, 15)),
                "минимум: отказ от гейма",
                "minimum: declines the game",
                Tag.PASS,
            )
        )
    out.append(Rule(PASS, Condition(), "", "", Tag.PASS, last_resort=True))
    return out


# --- opener after partner's strong jump shift ------------------------------------------------

SIX_CARD_REBID = ("6+ карт в своей масти", "six or more cards in my suit")
SECOND_SUIT = ("вторая масть, 4+ карты", "a second suit, four cards or more")
EVEN_HAND_NT = ("равномерная рука, минимум", "even shape, a minimum")
EVEN_EXTRAS_NT = ("равномерная рука, сильнее минимума", "even shape, extra values")
#: The opener's no-trump over a jump shift: the cheapest one with an even minimum, the
#: jump to 3NT over a two-level jump shift with more (a balanced 15-17 opened 1NT, so
#: mostly the 18-19 that would have rebid 2NT); an even hand above the minimum with no
#: room for the jump shows its suits.
EVEN_MINIMUM: Range = (0, 15)
EVEN_EXTRAS: Range = (16, 21)
FIVE_CARD_REBID = ("своя масть: другой ставки нет", "my suit again: no better call")


def opener_after_jump_shift(st: State, x: Suit, y: Suit) -> list[Rule]:
    """I opened 1x and partner jump-shifted in y (17+, forcing to game; SAYC booklet: the
    strong jump shift). The auction is forced to game, so opener describes his hand at the
    cheapest level and never jumps to show strength (Root, "Commonsense Bidding"; Goren):
    support for partner's suit first (three cards of a major, four of a minor), then a
    six-card suit of his own, a second four-card suit below 3NT, no-trump with an even hand,
    and the five-card suit again when nothing else fits."""
    out: list[Rule] = []
    raise_ = cheapest_bid(st, y)
    if raise_ is not None and raise_.level <= 4:
        support = 3 if y.is_major else 4
        out.append(rule(raise_, cond(lens={y: (support, 13)}), *SUPPORT))
    own = cheapest_bid(st, x)
    if own is not None:
        out.append(rule(own, cond(lens={x: (6, 13)}), *SIX_CARD_REBID))
    for z in SUITS:
        b = cheapest_bid(st, z)
        if z in (x, y) or b is None or not b < bid(3, NT):
            continue
        out.append(rule(b, cond(lens={z: (4, 13)}), *SECOND_SUIT))
    nt = cheapest_bid(st, NT)
    if nt is not None:
        out.append(rule(nt, cond(EVEN_MINIMUM, checks=(NT_SHAPE,)), *EVEN_HAND_NT))
        if nt.level == 2:
            out.append(rule(bid(3, NT), cond(EVEN_EXTRAS, checks=(NT_SHAPE,)), *EVEN_EXTRAS_NT))
    if own is not None:
        out.append(rule(own, cond(lens={x: (5, 13)}), *FIVE_CARD_REBID))
    if nt is not None:
        out.append(Rule(nt, Condition(), "", "", last_resort=True))
    out.append(Rule(PASS, Condition(), "", "", Tag.PASS, last_resort=True))
    return out


# --- opener after Jacoby 2NT -------------------------------------------------------------------

#: Opener's answers to Jacoby 2NT (SAYC booklet; Downey, "SAYC"): three of a new suit shows a
#: singleton or void (from a sound opening up to 19: with more the strength comes first),
#: three of the major 18+ without one, 3NT 15-17 without one, four of the major a minimum
#: without one (a light opening shows its minimum there whatever its shape).
JACOBY_SHORT_HCP: Range = (12, 19)
JACOBY_STRONG_HCP: Range = (18, MAX_HCP)
JACOBY_MEDIUM_HCP: Range = (15, 17)
JACOBY_MINIMUM_HCP: Range = (0, 14)


_JACOBY_SIDE_SUIT = ("вторая хорошая масть из 5+ карт", "a good second suit of five cards or more")


def jacoby_suit(opening: Seen | None, answer: Seen) -> Suit | None:
    """The major opened when ``answer`` is Jacoby 2NT over it (the 2NT raise that asks the
    opener to describe his hand), else None."""
    if opening is None or not isinstance(opening.call, Bid) or opening.call.level != 1:
        return None
    x = opening.call.strain.suit
    if x is None or not x.is_major or opening.rule.tag is not Tag.NATURAL:
        return None
    if answer.call != bid(2, NT) or answer.rule.tag is not Tag.FEATURE_ASK:
        return None
    return x


def jacoby_auction(st: State, opener_calls: int) -> Suit | None:
    """The major when the auction is 1M – Jacoby 2NT and the opener has made
    ``opener_calls`` calls, the opponents silent (1: the opener's answer is due; 2: the
    asker's next call), else None."""
    op = st.opening
    if op is None or op.seat.side is not st.me.side:
        return None
    if any(s.seat.side is not st.me.side and s.rule.tag is not Tag.PASS for s in st.history):
        return None
    asks = st.acted(op.seat.partner)
    if len(st.acted(op.seat)) != opener_calls or len(asks) != 1:
        return None
    return jacoby_suit(op, asks[0])


def opener_after_jacoby(st: State) -> list[Rule] | None:
    """I opened 1M, partner answered Jacoby 2NT, the opponents silent: my answer."""
    x = jacoby_auction(st, 1)
    if x is None or st.opening is None or st.opening.seat is not st.me:
        return None
    out: list[Rule] = []
    # A good second five-card suit comes first, at the four level below the major's game
    # (Downey, "SAYC": "a 4-level bid in a new suit shows a side suit of five+ cards";
    # it is shown before a singleton: the source of tricks matters most for slam).
    for z in SUITS:
        side = bid(4, z)
        if z is not x and side < bid(4, x):
            c = cond(JACOBY_SHORT_HCP, lens={z: (5, 13)}, checks=(good_suit(z),))
            out.append(rule(side, c, *_JACOBY_SIDE_SUIT, Tag.NATURAL))
    for z in SUITS:
        if z is not x:
            short = (f"синглет или ренонс в {z.symbol}", f"a singleton or void in {z.symbol}")
            out.append(
                rule(
                    bid(3, z),
                    cond(JACOBY_SHORT_HCP, lens={z: (0, 1)}),
                    *short,
                    Tag.CUEBID,
                    Force.ONE_ROUND,
                )
            )
    strong = ("сильная рука, без синглета", "a strong hand, no singleton")
    out.append(rule(bid(3, x), cond(JACOBY_STRONG_HCP), *strong, force=Force.ONE_ROUND))
    medium = ("средняя рука, без синглета", "a medium hand, no singleton")
    out.append(rule(bid(3, NT), cond(JACOBY_MEDIUM_HCP), *medium, force=Force.ONE_ROUND))
    minimum = ("минимум, без синглета", "a minimum, no singleton")
    out.append(rule(bid(4, x), cond(JACOBY_MINIMUM_HCP), *minimum))
    return out
