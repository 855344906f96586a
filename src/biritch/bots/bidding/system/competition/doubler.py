"""The takeout doubler raises partner's cheapest answer counting support points.

Partner's cheapest answer may hold nothing, so the doubler raises only with extra values,
and he values his hand as the dummy he will be: shortness in a side suit is worth ruffs
with four trumps (Grant, Bridge Basics 2: a minimum of 12-16 passes, 17-18 raises one
level, 19-21 jump raises, 22+ bids game, in points counting dummy points for shortness, 5
a void, 3 a singleton, 1 a doubleton, once a fit is found). The rest of the doubler's
second call (his own suit, no-trump, the cue-bid, the pass) is
:func:`after_takeout_answer`'s."""

from __future__ import annotations

from biritch.bots.bidding.core import MAX_HCP, Check, Range, Rule, Seen, State, cond
from biritch.bots.bidding.system.common import (
    NT,
    SEMI_BALANCED,
    bid,
    catch_all_pass,
    cheapest_bid,
    longest_of,
    rule,
    stoppers_in,
)
from biritch.bots.bidding.system.competition.shared import their_suits, unbid_suits
from biritch.bots.bidding.system.competition.two_suiters import after_takeout_answer
from biritch.bots.evaluate import Features
from biritch.engine import Bid, Strain, Suit

#: The doubler's raises of the cheapest answer, in support points (dummy points).
DOUBLER_RAISE_PTS: Range = (17, 18)
DOUBLER_JUMP_PTS: Range = (19, 21)
DOUBLER_GAME_PTS = 22
#: A takeout double that promised an opening hand (not the lighter balancing double).
DOUBLER_OPENING_HCP = 12
#: Four trumps: partner's cheapest answer may be a four-card suit.
DOUBLER_RAISE_TRUMPS = 4

RAISE_PTS = (
    "поддержка после вызывной контры: 17–18 очков с учётом коротких мастей",
    "raise after the takeout double: 17-18 points counting shortness",
)
JUMP_PTS = (
    "прыжок-поддержка после вызывной контры: 19–21 очко с учётом коротких мастей",
    "jump raise after the takeout double: 19-21 points counting shortness",
)
RAISE_INVITES = (
    "поддержка после вызывной контры: 17–21 очко с учётом коротких мастей, инвит",
    "raise after the takeout double: 17-21 points counting shortness, invitational",
)
GAME_PTS = (
    "гейм после вызывной контры: 22+ очка с учётом коротких мастей",
    "game after the takeout double: 22+ points counting shortness",
)


def _raises(st: State, z: Suit) -> list[Rule]:
    """The raises of partner's ``z`` below its game, by support points (none when the
    cheapest ``z`` is already the game: :func:`after_takeout_answer` judges that one)."""
    b = cheapest_bid(st, z)
    g = st.game_level(Strain.of(z))
    if b is None or b.level >= g:
        return []
    fit = {z: (DOUBLER_RAISE_TRUMPS, 13)}
    out = [rule(bid(g, z), cond(pts=(DOUBLER_GAME_PTS, MAX_HCP), trump=z, lens=fit), *GAME_PTS)]
    if b.level + 1 < g:
        jump = cond(pts=DOUBLER_JUMP_PTS, trump=z, lens=fit)
        out.append(rule(bid(b.level + 1, z), jump, *JUMP_PTS))
        out.append(rule(b, cond(pts=DOUBLER_RAISE_PTS, trump=z, lens=fit), *RAISE_PTS))
    else:
        # No room to jump below the game: the raise invites with the jump's hands too.
        c = cond(pts=(DOUBLER_RAISE_PTS[0], DOUBLER_JUMP_PTS[1]), trump=z, lens=fit)
        out.append(rule(b, c, *RAISE_INVITES))
    return out


def takeout_doubler_again(st: State, z: Suit, dbl: Seen) -> list[Rule]:
    """I doubled for takeout and partner answered ``z`` at the cheapest level: raise a major
    by support points when my double promised an opening hand (a balancing double is
    lighter and a minor's game lies far above); the other calls as
    :func:`after_takeout_answer` has them."""
    opening_values = dbl.shown.hcp[0] >= DOUBLER_OPENING_HCP
    raises = _raises(st, z) if z.is_major and opening_values else []
    if not raises:
        return after_takeout_answer(st, z)
    rest = after_takeout_answer(st, z)
    # Its raises count HCP only: the ones above take their place.
    return [*raises, *(r for r in rest if not _bids(r, z))]


def _bids(r: Rule, z: Suit) -> bool:
    """Whether ``r`` bids ``z``."""
    return isinstance(r.call, Bid) and r.call.strain is Strain.of(z)


# --- after the advancer's cue-bid --------------------------------------------------------------

MAJOR_UP_THE_LINE = (
    "четвёрка в мажоре после ставки в масть противника: снизу вверх",
    "a four-card major after partner's cue-bid, the cheaper first",
)
OWN_MINOR = (
    "своя масть после ставки в масть противника: 5+ карт, без четвёрки в мажоре",
    "own suit after partner's cue-bid: five cards, no four-card major",
)
NT_STOPPED = (
    "БК после ставки в масть противника: их масть остановлена, без четвёрки в мажоре",
    "no-trump after partner's cue-bid: their suit stopped, no four-card major",
)
CHEAPEST_SUIT = (
    "младшая масть после ставки в масть противника: без четвёрки в мажоре",
    "a minor after partner's cue-bid: no four-card major",
)
#: A suit the doubler names after the cue-bid: four cards in a major, five in a minor.
MAJOR_AFTER_CUE = 4
MINOR_AFTER_CUE = 5


def _first_held(z: Suit, suits: tuple[Suit, ...], n: int) -> Check:
    """``z`` is the first of ``suits`` (listed cheapest first) that holds ``n`` cards."""

    def test(f: Features) -> bool:
        held = [u for u in suits if f.length(u) >= n]
        return bool(held) and held[0] is z

    return Check("", "", test)


def doubler_after_cue(st: State) -> list[Rule]:
    """I doubled for takeout and partner cue-bid their suit (12+, forcing): bid a four-card
    major, the cheaper first with two, so that partner can show his own; else a five-card
    minor, no-trump with their suit stopped, or the cheapest suit (Root, "Commonsense
    Bidding"; Grant, Bridge Basics 2: the cue-bid asks the doubler to describe his hand,
    majors up the line)."""
    theirs = their_suits(st)
    unbid = unbid_suits(st)
    by_cost = sorted(
        (z for z in unbid if cheapest_bid(st, z) is not None),
        key=lambda z: cheapest_bid(st, z) or Bid(7, Strain.of(z)),
    )
    majors = tuple(z for z in by_cost if z.is_major)
    no_major = {m: (0, MAJOR_AFTER_CUE - 1) for m in majors}
    out: list[Rule] = []
    for m in majors:
        b = cheapest_bid(st, m)
        if b is not None:
            c = cond(
                lens={m: (MAJOR_AFTER_CUE, 13)}, checks=(_first_held(m, majors, MAJOR_AFTER_CUE),)
            )
            out.append(rule(b, c, *MAJOR_UP_THE_LINE))
    minors = tuple(z for z in by_cost if not z.is_major)
    for z in minors:
        b = cheapest_bid(st, z)
        if b is not None:
            c = cond(lens={**no_major, z: (MINOR_AFTER_CUE, 13)}, checks=(longest_of(z, minors),))
            out.append(rule(b, c, *OWN_MINOR))
    ntb = cheapest_bid(st, NT)
    if ntb is not None:
        c = cond(lens=no_major, checks=(SEMI_BALANCED, *stoppers_in(theirs)))
        out.append(rule(ntb, c, *NT_STOPPED))
    for z in minors:
        # The cue-bid forces: with nothing above, the cheaper minor of three cards.
        b = cheapest_bid(st, z)
        if b is not None:
            c = cond(lens={**no_major, z: (3, 13)}, checks=(_first_held(z, minors, 3),))
            out.append(rule(b, c, *CHEAPEST_SUIT))
    out.append(catch_all_pass())
    return out
