"""The takeout doubler raises partner's cheapest answer counting support points.

Partner's cheapest answer may hold nothing, so the doubler raises only with extra values,
and he values his hand as the dummy he will be: shortness in a side suit is worth ruffs
with four trumps (Grant, Bridge Basics 2: a minimum of 12-16 passes, 17-18 raises one
level, 19-21 jump raises, 22+ bids game, in points counting dummy points for shortness, 5
a void, 3 a singleton, 1 a doubleton, once a fit is found). The rest of the doubler's
second call (his own suit, no-trump, the cue-bid, the pass) is
:func:`after_takeout_answer`'s."""

from __future__ import annotations

from biritch.bots.bidding.core import (
    MAX_HCP,
    Check,
    Condition,
    Range,
    Rule,
    Seen,
    State,
    Tag,
    cond,
)
from biritch.bots.bidding.system.common import (
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
    decent_suit,
    longest_is,
    longest_of,
    rule,
    stopper_in,
    stoppers_in,
)
from biritch.bots.bidding.system.competition.shared import their_suits, unbid_suits
from biritch.bots.bidding.system.competition.two_suiters import after_takeout_answer
from biritch.bots.bidding.system.slam import trump_honors
from biritch.bots.evaluate import Features
from biritch.engine import DOUBLE, PASS, Bid, Pass, Redouble, Strain, Suit

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
    # Its own raises count HCP only: these take their place.
    raises = _raises(st, z) if z.is_major and opening_values else None
    return after_takeout_answer(st, z, raises, balancing=not opening_values)


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


# --- after our penalty double of their 1NT, when they run ----------------------------------------

PENALTY_OF_RUN = (
    "штрафная: после нашей контры 1БК их бегство наказываем, 4+ карты в их масти",
    "penalty: after our double of 1NT their escape is doubled, four cards in their suit",
)
SIT_FOR_IT = (
    "контра партнёра штрафная: играть её",
    "partner's double is for penalty: defend it",
)
OWN_SUIT_OVER_RUN = (
    "своя масть: 5+ карт, без карт в их масти",
    "own suit: five cards or more, nothing in their suit",
)
NO_PENALTY = (
    "нечем наказать их масть",
    "nothing to punish their suit with",
)
#: After our penalty double of 1NT the partnership holds the balance of the deck: four cards
#: in their escape suit with two of its top honours double it.
RUN_PENALTY_TRUMPS = 4
RUN_PENALTY_HONOURS = 2
#: Our own suit over their escape stays at the two level: at the three level partner's
#: silence (nothing to double with, no suit) leaves too little to play opposite.
RUN_OWN_SUIT_TOP_LEVEL = 2
#: The advancer's 3NT over their escape: game values opposite the doubler's 15+.
RUN_NT_GAME_HCP = 10


def _our_penalty_double_of_1nt(st: State) -> Seen | None:
    """Their 1NT opening, doubled for penalty by our side as its first action, and no bid
    of ours since: that double, else None."""
    op = st.opening
    if op is None or op.call != bid(1, NT) or op.seat.side is st.me.side:
        return None
    ours = [s for s in st.history if s.seat.side is st.me.side and s.rule.tag is not Tag.PASS]
    if not ours or ours[0].call != DOUBLE or ours[0].rule.tag is not Tag.PENALTY:
        return None
    if any(isinstance(s.call, (Bid, Redouble)) for s in ours):
        return None
    return ours[0]


def after_their_escape(st: State) -> list[Rule] | None:
    """We doubled their 1NT for penalty and they ran to a suit: the doubles that follow are
    for penalty (Root, "Commonsense Bidding"; Grant, Bridge Basics 2: once partner has
    doubled 1NT for penalty, a double of their escape punishes it). Over partner's double of
    it I pass; else I double with four cards and two honours in their suit, bid a five-card
    suit of my own, or pass. None when the auction is not of that shape."""
    dbl = _our_penalty_double_of_1nt(st)
    last = st.last_bid
    if dbl is None or last is None or last.level > 3:
        return None
    t = last.strain.suit
    ran = st.last_bidder
    if t is None or ran is None or ran.side is st.me.side:
        return None
    his = st.last_of(st.partner)
    after_run = st.history[[s.call for s in st.history].index(last) + 1 :]
    if any(isinstance(s.call, Redouble) for s in after_run):
        return None
    if his is not None and his.call == DOUBLE and his in after_run:
        return [rule(PASS, Condition(), *SIT_FOR_IT, Tag.PASS)]
    out: list[Rule] = []
    c = cond(lens={t: (RUN_PENALTY_TRUMPS, 13)}, checks=(trump_honors(t, RUN_PENALTY_HONOURS),))
    out.append(rule(DOUBLE, c, *PENALTY_OF_RUN, Tag.PENALTY))
    if dbl.seat is st.partner:
        ntg = bid(st.game_level(NT), NT)
        if last < ntg:
            c = cond((RUN_NT_GAME_HCP, MAX_HCP), checks=(stopper_in(t), SEMI_BALANCED))
            out.append(rule(ntg, c, *TO_PLAY))
    for z in (S, H, D, C):
        b = cheapest_bid(st, z)
        if z is t or b is None or b.level > RUN_OWN_SUIT_TOP_LEVEL:
            continue
        c = cond(lens={z: (5, 13), t: (0, 2)}, checks=(decent_suit(z), longest_is(z)))
        out.append(rule(b, c, *OWN_SUIT_OVER_RUN))
    out.append(rule(PASS, Condition(), *NO_PENALTY, Tag.PASS))
    return out


# --- the takeout doubler when they redouble and partner passes -----------------------------------

RUN_FROM_REDOUBLE = (
    "бегство от реконтры: самая дешёвая масть из четырёх карт",
    "running from the redouble: the cheapest four-card suit",
)
RUN_FROM_REDOUBLE_THREE = (
    "бегство от реконтры: самая дешёвая масть из трёх карт",
    "running from the redouble: the cheapest three-card suit",
)


def doubler_after_redouble(st: State) -> list[Rule] | None:
    """1x X XX P P: they redoubled my takeout double and partner passed (no suit to name),
    the opener too. Their redoubled contract would make with their values: I run to my
    cheapest four-card suit (else three-card), so that partner can still correct (Root,
    "Commonsense Bidding": after the redouble the doubler's side must find its fit). None
    when the auction is not of that shape."""
    op = st.opening
    if op is None or not isinstance(op.call, Bid) or op.seat.side is st.me.side:
        return None
    after = st.history[st.history.index(op) + 1 :]
    if (
        op.call.level != 1
        or len(after) != 4
        or after[0].seat is not st.me
        or after[0].rule.tag is not Tag.TAKEOUT
        or not isinstance(after[1].call, Redouble)
        or not all(isinstance(s.call, Pass) for s in after[2:])
    ):
        return None
    unbid = [z for z in unbid_suits(st) if cheapest_bid(st, z) is not None]
    by_cost = tuple(sorted(unbid, key=lambda z: cheapest_bid(st, z) or Bid(7, Strain.of(z))))
    out: list[Rule] = []
    for n, label in ((4, RUN_FROM_REDOUBLE), (3, RUN_FROM_REDOUBLE_THREE)):
        for z in by_cost:
            b = cheapest_bid(st, z)
            if b is not None:
                out.append(rule(b, cond(checks=(_first_held(z, by_cost, n),)), *label))
    out.append(catch_all_pass())
    return out
