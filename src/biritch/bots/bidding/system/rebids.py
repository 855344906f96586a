"""Opener's rebid after a one-level response, and the auction after a two-over-one."""

from __future__ import annotations

from dataclasses import replace

from biritch.bots.bidding.core import (
    Check,
    Condition,
    Force,
    Rule,
    State,
    Tag,
    cond,
)
from biritch.bots.bidding.system.common import (
    GAME_PS,
    GF,
    INVITE,
    JUMP_SHIFT,
    NT,
    NT_SHAPE,
    RAISE,
    SEMI_BALANCED,
    SIX_CARDS,
    TO_PLAY,
    bid,
    cheapest_bid,
    decent_suit,
    longer_than,
    need,
    rule,
)
from biritch.engine import (
    PASS,
    SUITS,
    Bid,
    Strain,
    Suit,
)


def opener_rebids(st: State, x: Suit, response: Bid) -> list[Rule]:
    """I opened 1x, partner answered one of a new suit or 1NT, the opponents are silent.

    A light opening (10–11 with the rule of 20) rebids like a minimum, so the rules admit
    10 HCP; partner still judges a minimum as 12 (the usual reading of an opening)."""
    out = []
    for r in _opener_rebids(st, x, response):
        box = r.judged
        if box.hcp[0] == 10 and r.cond.pts is None:
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
    if y is NT:
        out.append(
            rule(
                PASS,
                cond((10, 14), balanced=True),
                "минимум, равномерная",
                "minimum, balanced",
                Tag.PASS,
            )
        )
        out.append(rule(bid(2, NT), cond((18, 19), balanced=True), *INVITE))
        out.append(
            rule(bid(3, x), cond((16, 18), lens={x: (6, 13)}, checks=(decent_suit(x),)), *INVITE)
        )
        if x.is_major:
            out.append(rule(bid(4, x), cond((19, 21), lens={x: (6, 13)}), *TO_PLAY))
        out.append(rule(bid(3, x), cond((16, 21), lens={x: (6, 13)}), *INVITE))
        for z in others:
            out.append(
                rule(bid(3, z), cond((19, 21), lens={z: (4, 13)}), *JUMP_SHIFT, force=Force.GAME)
            )
        for z in others:
            if z.order > x.order:
                out.append(
                    rule(
                        bid(2, z),
                        cond((17, 21), lens={z: (4, 13), x: (5, 13)}, checks=(longer_than(x, z),)),
                        "реверс: сильная рука, форсинг на круг",
                        "reverse: strong, forcing one round",
                        force=Force.ONE_ROUND,
                    )
                )
        for z in others:
            if z.order < x.order:
                out.append(
                    rule(
                        bid(2, z), cond((10, 18), lens={z: (4, 13)}), "вторая масть", "second suit"
                    )
                )
        out.append(rule(bid(2, x), cond((10, 16), lens={x: (6, 13)}), "минимум", "minimum"))
        out.append(
            rule(
                bid(2, x),
                cond((10, 17), lens={x: (5, 13)}),
                "минимум",
                "minimum",
                reading=SIX_CARDS[x],
            )
        )
        out.append(rule(bid(2, NT), cond((17, 21), checks=(SEMI_BALANCED,)), *INVITE))
        out.append(
            rule(
                PASS,
                cond((10, 16), checks=(Check("", "", lambda f: f.shape == (4, 4, 4, 1)),)),
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
                cond(pts=(19, 22), trump=ys, lens={ys: (4, 13)}),
                "поддержка до гейма",
                "raise to game",
            )
        )
        out.append(
            rule(
                bid(3, ys),
                cond(pts=(16, 18), trump=ys, lens={ys: (4, 13)}),
                "поддержка, инвит",
                "invitational raise",
            )
        )
    elif g <= 3 and g > response.level:
        out.append(
            rule(bid(g, ys), cond(pts=(need(g, y) - 6, 22), trump=ys, lens={ys: (4, 13)}), *GAME_PS)
        )
    elif not ys.is_major:
        out.append(
            rule(
                bid(3, ys),
                cond(pts=(16, 22), trump=ys, lens={ys: (4, 13)}),
                "поддержка, инвит",
                "invitational raise",
            )
        )
    out.append(rule(bid(2, ys), cond(pts=(12, 15), trump=ys, lens={ys: (4, 13)}), *RAISE))
    for z in others:
        b = cheapest_bid(st, z)
        if b is not None and b.level < 3:
            out.append(
                rule(
                    Bid(b.level + 1, b.strain),
                    cond((19, 21), lens={z: (4, 13)}),
                    *JUMP_SHIFT,
                    force=Force.GAME,
                )
            )
    out.append(rule(bid(2, NT), cond((18, 19), balanced=True), *INVITE))
    out.append(
        rule(bid(3, x), cond((16, 18), lens={x: (6, 13)}, checks=(decent_suit(x),)), *INVITE)
    )
    if x.is_major and st.game_level(Strain.of(x)) >= 4:
        out.append(
            rule(bid(4, x), cond((19, 21), lens={x: (6, 13)}, checks=(decent_suit(x),)), *TO_PLAY)
        )
    for z in others:
        b = cheapest_bid(st, z)
        if b is not None and b.level == 2 and z.order > x.order:
            out.append(
                rule(
                    b,
                    cond((17, 21), lens={z: (4, 13), x: (5, 13)}, checks=(longer_than(x, z),)),
                    "реверс: сильная рука, форсинг на круг",
                    "reverse: strong, forcing one round",
                    force=Force.ONE_ROUND,
                )
            )
    for z in sorted(others, key=lambda s: s.order):
        b = cheapest_bid(st, z)
        if b is not None and b.level == 1:
            out.append(rule(b, cond((10, 18), lens={z: (4, 13)}), "новая масть", "new suit"))
    out.append(
        rule(bid(1, NT), cond((10, 14), balanced=True), "минимум, равномерная", "minimum, balanced")
    )
    out.append(
        rule(bid(2, x), cond((10, 16), lens={x: (6, 13)}), "минимум, 6+ карт", "minimum, six cards")
    )
    for z in others:
        b = cheapest_bid(st, z)
        if b is not None and b.level == 2 and z.order < x.order:
            out.append(rule(b, cond((10, 18), lens={z: (4, 13)}), "вторая масть", "second suit"))
    out.append(
        rule(
            bid(2, x), cond((10, 18), lens={x: (5, 13)}), "минимум", "minimum", reading=SIX_CARDS[x]
        )
    )
    if ys.is_major:
        out.append(rule(bid(2, ys), cond((10, 18), lens={ys: (3, 13)}), *RAISE))
    out.append(rule(bid(1, NT), cond((10, 16)), "", ""))
    out.append(rule(bid(2, NT), cond((17, 21)), *INVITE))
    b = cheapest_bid(st, x)
    if b is not None:
        out.append(Rule(b, cond(lens={x: (3, 13)}), "", "", last_resort=True))
    out.append(Rule(PASS, Condition(), "", "", Tag.PASS, last_resort=True))
    return out


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


def _after_two_over_one(st: State, x: Suit, y: Suit) -> list[Rule]:
    out: list[Rule] = []
    support = 3 if y.is_major else 4
    others = [z for z in SUITS if z is not x and z is not y]
    out.append(rule(bid(3, y), cond(lens={y: (support, 13)}), "поддержка", "raise"))
    out.append(rule(bid(2, x), cond((10, 16), lens={x: (6, 13)}), "6+ карт", "six cards"))
    out.append(
        rule(
            bid(3, x),
            cond((17, 21), lens={x: (6, 13)}, checks=(decent_suit(x),)),
            *GF,
            force=Force.GAME,
        )
    )
    for z in others:
        b = cheapest_bid(st, z)
        if b is None:
            continue
        if b.level == 2 and z.order < x.order:
            out.append(
                rule(
                    b,
                    cond(lens={z: (4, 13)}),
                    "вторая масть, форсинг на круг",
                    "second suit, forcing one round",
                    force=Force.ONE_ROUND,
                )
            )
        elif b.level == 2:
            out.append(
                rule(
                    b,
                    cond((15, 21), lens={z: (4, 13), x: (4, 13)}),
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
    out.append(
        rule(bid(2, NT), cond((10, 14), balanced=True), "минимум, равномерная", "minimum, balanced")
    )
    out.append(rule(bid(3, NT), cond((15, 21), checks=(NT_SHAPE,)), *TO_PLAY))
    out.append(rule(bid(2, x), cond(lens={x: (5, 13)}), "", "", reading=SIX_CARDS[x]))
    out.append(rule(bid(2, NT), Condition(), "", ""))
    return out
