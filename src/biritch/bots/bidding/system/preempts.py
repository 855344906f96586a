"""Responding to weak twos and higher pre-empts."""

from __future__ import annotations

from biritch.bots.bidding.core import (
    MAX_HCP,
    Force,
    Rule,
    State,
    cond,
)
from biritch.bots.bidding.system.common import (
    FORCE1,
    NT,
    TO_PLAY,
    UNBALANCED,
    bid,
    catch_all_pass,
    cheapest_bid,
    good_suit,
    longest_of,
    rule,
    stoppers_in,
)
from biritch.engine import (
    SUITS,
    Bid,
)


def preempt_responses(st: State, opening: Bid) -> list[Rule]:
    """Partner opened a weak two or a pre-empt, RHO passed."""
    x = opening.strain.suit
    assert x is not None
    out: list[Rule] = []
    g = st.game_level(opening.strain)
    others = tuple(s for s in SUITS if s is not x)
    if g > opening.level:
        game = bid(g, x)
        strong = 16 if opening.level == 2 else 14
        if x.is_major or g <= 4:
            out.append(
                rule(
                    game,
                    cond(
                        pts=(strong, MAX_HCP),
                        trump=x,
                        lens={x: (2 if opening.level >= 3 else 3, 13)},
                    ),
                    "гейм",
                    "game",
                )
            )
        if g == 4 and x.is_major:
            out.append(
                rule(
                    game,
                    cond((0, 12), lens={x: (4, 13)}, checks=(UNBALANCED,)),
                    "заградительное повышение",
                    "pre-emptive raise",
                )
            )
        out.append(
            rule(
                bid(3, NT),
                cond((16, MAX_HCP), lens={x: (1, 13)}, checks=stoppers_in(list(others))),
                *TO_PLAY,
            )
        )
    if opening.level == 2:
        for z in others:
            b = cheapest_bid(st, z)
            if b is not None and b.level <= 3:
                out.append(
                    rule(
                        b,
                        cond(
                            (16, MAX_HCP),
                            lens={z: (5, 13)},
                            checks=(good_suit(z), longest_of(z, others)),
                        ),
                        *FORCE1,
                        force=Force.ONE_ROUND,
                    )
                )
        out.append(
            rule(
                bid(3, x),
                cond((0, 15), lens={x: (3, 13)}),
                "заградительное повышение",
                "pre-emptive raise",
            )
        )
    out.append(catch_all_pass())
    return out
