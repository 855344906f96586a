"""The strong artificial 2♣ opening: responses, opener's rebid, responder's second call (the
second negative) and opener's call after it."""

from __future__ import annotations

from biritch.bots.bidding.core import (
    MAX_HCP,
    Condition,
    Force,
    Rule,
    State,
    Tag,
    cond,
)
from biritch.bots.bidding.system.common import (
    GAME_IN_HAND,
    GF,
    NT,
    SEMI_BALANCED,
    TO_PLAY,
    C,
    D,
    H,
    S,
    bid,
    catch_all_pass,
    cheapest_bid,
    good_suit,
    longer_than,
    longest_is,
    rule,
)
from biritch.engine import Strain, Suit


def two_club_responses() -> list[Rule]:
    """Partner opened a strong 2♣, RHO passed."""
    out: list[Rule] = []
    for m, level in ((S, 2), (H, 2), (D, 3), (C, 3)):
        out.append(
            rule(
                bid(level, m),
                cond((8, MAX_HCP), lens={m: (5, 13)}, checks=(good_suit(m), longest_is(m))),
                "положительный ответ",
                "positive response",
                force=Force.GAME,
            )
        )
    out.append(
        rule(
            bid(2, NT),
            cond((8, MAX_HCP), balanced=True),
            "положительный ответ",
            "positive response",
            force=Force.GAME,
        )
    )
    out.append(
        rule(
            bid(2, D),
            Condition(),
            "ожидание: любая рука",
            "waiting: any hand",
            Tag.WAITING,
            Force.GAME,
        )
    )
    return out


def two_club_rebids() -> list[Rule]:
    """I opened 2♣, partner waited with 2♦."""
    out = [
        rule(
            bid(2, NT),
            cond((22, 24), balanced=True),
            "можно пасовать",
            "may be passed",
            force=Force.RELEASE,
        ),
        rule(bid(3, NT), cond((25, MAX_HCP), balanced=True), *TO_PLAY),
    ]
    for m, level in ((S, 2), (H, 2), (D, 3), (C, 3)):
        out.append(
            rule(
                bid(level, m),
                cond(lens={m: (4, 13)}, checks=(longest_is(m),)),
                *GF,
                force=Force.GAME,
            )
        )
    out.append(catch_all_pass())
    return out


def two_club_second_call(st: State, x: Suit) -> list[Rule]:
    """I waited with 2♦ over partner's 2♣ and he rebid his suit ``x`` (game forcing). With
    0–3 HCP the second negative: the cheaper minor, 3♣ over a major (3♦ over 3♣), which
    lets the auction stop below game; else support, a five-card suit of my own, or
    no-trump, all game forcing."""
    out: list[Rule] = []
    negative = bid(3, C) if x.is_major else bid(3, D) if x is C else None
    if negative is not None:
        out.append(
            rule(
                negative,
                cond((0, 3)),
                "второй негатив: слабая рука",
                "second negative: a weak hand",
                Tag.SECOND_NEGATIVE,
                Force.RELEASE,
            )
        )
    support = cheapest_bid(st, x)
    if support is not None:
        out.append(
            rule(
                support,
                cond((4, MAX_HCP), lens={x: (3, 13)}),
                "поддержка, есть ценности",
                "support with some values",
                force=Force.GAME,
            )
        )
    for z in (S, H, D, C):
        b = cheapest_bid(st, z)
        if z is x or b is None or b.level > 3 or b == negative:
            continue
        out.append(
            rule(
                b,
                cond((4, MAX_HCP), lens={z: (5, 13)}, checks=(longest_is(z),)),
                "своя масть, 5+ карт",
                "own suit, five cards or more",
                force=Force.GAME,
            )
        )
    nt = cheapest_bid(st, NT)
    if nt is not None:
        out.append(
            rule(
                nt,
                cond((4, MAX_HCP)),
                "ценности без фита",
                "some values, no fit",
                force=Force.GAME,
            )
        )
        # No second negative left (over 3♦): the bust still has to answer the game force.
        out.append(rule(nt, cond((0, 3)), "вынужденно: слабая рука", "forced: a bust"))
    return out


def after_second_negative(st: State, x: Suit) -> list[Rule]:
    """I opened 2♣, rebid ``x`` and partner gave the second negative: game with game in
    hand, a second suit (forcing one round), 3NT balanced, else my suit again (may be
    passed)."""
    out: list[Rule] = []
    game = bid(st.game_level(Strain.of(x)), x)
    if game > bid(3, D):
        out.append(rule(game, cond(lens={x: (6, 13)}, checks=(GAME_IN_HAND,)), *TO_PLAY))
    for z in (S, H, D):
        b = cheapest_bid(st, z)
        if z is x or b is None or b.level > 3:
            continue
        out.append(
            rule(
                b,
                cond(lens={z: (4, 13)}, checks=(longer_than(x, z),)),
                "вторая масть, форсинг на круг",
                "second suit, forcing one round",
                force=Force.ONE_ROUND,
            )
        )
    out.append(rule(bid(3, NT), cond((22, MAX_HCP), checks=(SEMI_BALANCED,)), *TO_PLAY))
    again = cheapest_bid(st, x)
    if again is not None:
        out.append(
            rule(
                again,
                cond(lens={x: (5, 13)}),
                "повтор масти, можно пасовать",
                "rebids the suit, may be passed",
            )
        )
        out.append(Rule(again, cond(), "", "", last_resort=True))
    return out
