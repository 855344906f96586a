"""What the contested situations share: the opponents' suits, the unbid suits and the takeout
double's shapes."""

from __future__ import annotations

from biritch.bots.bidding.core import (
    MAX_HCP,
    Check,
    Range,
    Rule,
    State,
    Tag,
    cond,
)
from biritch.bots.bidding.system.common import (
    TAKEOUT_LABEL,
    C,
    D,
    H,
    S,
    rule,
)
from biritch.engine import (
    DOUBLE,
    Suit,
)


def their_suits(st: State) -> list[Suit]:
    out: list[Suit] = []
    for seat in (st.me.lho, st.me.rho):
        for s in st.strains_bid_by(seat):
            if s not in out:
                out.append(s)
    return out


def unbid_suits(st: State) -> tuple[Suit, ...]:
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


def takeout_doubles(
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


# --- labels and thresholds more than one family of situations uses -----------------------
MINIMUM = ("минимум: без лишней силы", "minimum: no extra values")

UNBALANCED_HAND = Check("неравномерная", "unbalanced", lambda f: not f.balanced)

WEAK_JUMP = ("слабый прыжок: 6+ карт", "weak jump overcall: six cards")

#: The advancer's cue-bid without a fit: game values looking for the best game (a hand
#: with a natural call, its own suit or no-trump with their suit stopped, makes it).
ADVANCE_STRONG_CUE_HCP = 13

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

OWN_SUIT_NF = ("своя масть, не форсинг", "own suit, not forcing")
