"""Opening bids: the first call of the side when nobody has bid yet."""

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
    GAME_IN_HAND,
    MAJORS,
    NT,
    RULE_OF_20,
    C,
    D,
    H,
    S,
    bid,
    opening_suit_is,
    rule,
)
from biritch.bots.bidding.system.preempts import preempt_openings
from biritch.bots.evaluate import Features
from biritch.engine import (
    PASS,
)

#: HCP of the strong artificial 2♣ (a game-in-hand hand opens it from 18).
STRONG_2C_HCP = 22
GAME_IN_HAND_HCP = 18
#: HCP of the balanced no-trump openings.
ONE_NT: Range = (15, 17)
TWO_NT: Range = (20, 21)
#: Strength of a one-level suit opening by seat: (HCP, extra checks) pairs are built below.
MAX_ONE_LEVEL = 21
#: Weak two (six cards) and pre-empts (seven, eight cards).
#: The most a hand that passes in each seat may hold: stronger hands have opened above.
PASS_CAP = {1: 12, 2: 12, 3: 10, 4: 14}


def _good_five_card_major(f: Features) -> bool:
    """A good major of exactly five cards: the suit a light third-seat opening names to
    direct the lead. A six-card suit that light opens a weak two in third seat instead
    (Root, "Commonsense Bidding": third-seat weak twos; SAYC booklet: weak twos 5-11 HCP),
    so partner, a passed hand, does not look for a game opposite a one-level opening."""
    return any(f.length(m) == 5 and f.good_suit(m) for m in MAJORS)


#: A light third-seat opening (9-10 HCP): the rule of 20, or a good five-card major.
THIRD_SEAT_LIGHT = Check("", "", lambda f: f.rule_of_20() or _good_five_card_major(f))

MINOR_OPENING = ("открытие в миноре", "minor-suit opening")
MAJOR_OPENING = ("открытие в мажоре", "major-suit opening")


def openings(st: State) -> list[Rule]:
    """First call of the side, nobody has bid yet. Seat 1–2 rule of 20, third lighter,
    fourth rule of 15."""
    position = len(st.auction.calls) + 1
    out: list[Rule] = [
        rule(
            bid(2, C),
            cond((STRONG_2C_HCP, MAX_HCP)),
            "сильное искусственное, форсинг до гейма",
            "strong and artificial, game forcing",
            Tag.STRONG_2C,
            Force.GAME,
        ),
        rule(
            bid(2, C),
            cond((GAME_IN_HAND_HCP, STRONG_2C_HCP - 1), checks=(GAME_IN_HAND,)),
            "сильное искусственное, форсинг до гейма",
            "strong and artificial, game forcing",
            Tag.STRONG_2C,
            Force.GAME,
            # Partner judges it like any 2♣ opening: as good as 22.
            reading=Box((GAME_IN_HAND_HCP, MAX_HCP), (STRONG_2C_HCP, MAX_HCP)),
        ),
        rule(
            bid(2, NT),
            cond(TWO_NT, balanced=True),
            "открытие 2БК",
            "2NT opening",
        ),
        rule(bid(1, NT), cond(ONE_NT, balanced=True), "открытие 1БК", "1NT opening"),
    ]
    if position <= 2:
        strength: list[tuple[Range, tuple[Check, ...]]] = [
            ((12, MAX_ONE_LEVEL), (RULE_OF_20,)),
            ((10, 11), (RULE_OF_20,)),
        ]
    elif position == 3:
        # Third hand may open light: the rule of 20, or a good five-card major.
        strength = [((11, MAX_ONE_LEVEL), ()), ((9, 10), (THIRD_SEAT_LIGHT,))]
    else:
        rule15 = Check("", "", lambda f: f.hcp + f.length(S) >= 15)
        strength = [((11, MAX_ONE_LEVEL), (rule15,)), ((10, 10), (rule15,))]
    for hcp, extra in strength:
        for suit in (S, H, D, C):
            lo = 5 if suit.is_major else 3
            out.append(
                rule(
                    bid(1, suit),
                    cond(hcp, lens={suit: (lo, 13)}, checks=(opening_suit_is(suit), *extra)),
                    *(MAJOR_OPENING if suit.is_major else MINOR_OPENING),
                    force=Force.NO,
                )
            )
    out.extend(preempt_openings(st, position))
    # Any hand with more than these points has opened above (seat 3: 11+, seat 4: rule of
    # 15 is met from 15 HCP), so the pass is bounded and tells partner so.
    cap = PASS_CAP[position]
    out.append(rule(PASS, cond((0, cap)), "нет открытия", "no opening bid", Tag.PASS))
    return out
