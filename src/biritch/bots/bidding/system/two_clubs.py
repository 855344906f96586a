"""The strong artificial 2♣ opening: responses and opener's rebid."""

from __future__ import annotations

from biritch.bots.bidding.core import (
    MAX_HCP,
    Condition,
    Force,
    Rule,
    Tag,
    cond,
)
from biritch.bots.bidding.system.common import (
    GF,
    NT,
    TO_PLAY,
    C,
    D,
    H,
    S,
    bid,
    catch_all_pass,
    good_suit,
    longest_is,
    rule,
)


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
