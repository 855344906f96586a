"""Which contested situation, beyond the first round, and the later rounds of contested auctions
ahead of the general judgment."""

from __future__ import annotations

from collections.abc import Callable

from biritch.bots.bidding.core import (
    MAX_HCP,
    Check,
    Condition,
    Force,
    Rule,
    Seen,
    State,
    Tag,
    cond,
)
from biritch.bots.bidding.system.common import (
    GAME,
    INVITE,
    NT,
    RAISE,
    SEMI_BALANCED,
    TO_PLAY,
    C,
    D,
    H,
    S,
    bid,
    catch_all_pass,
    cheapest_bid,
    longest_is,
    rule,
    stopper_in,
    stoppers_in,
)
from biritch.bots.bidding.system.competition.doubler import (
    after_their_escape,
    doubler_after_cue,
    doubler_after_redouble,
    takeout_doubler_again,
)
from biritch.bots.bidding.system.competition.opener_rounds import (
    NEW_SUIT,
    SHOW_SUIT,
    SHOW_SUIT_JUMP,
    SIX_PLUS,
    SIX_PLUS_ELSE,
    after_1nt_doubled,
    after_negative_double,
    after_negative_double_raised,
    after_our_redouble,
    after_stayman_over_overcall,
    opener_after_nt_invite_contested,
    opener_after_raise_contested,
    opener_reopens,
    opener_reopens_high,
)
from biritch.bots.bidding.system.competition.responses import (
    JORDAN,
    NATURAL,
    after_jordan,
    jordan_again,
)
from biritch.bots.bidding.system.competition.shared import (
    MINIMUM,
    WEAK_JUMP,
    their_suits,
)
from biritch.bots.bidding.system.competition.two_suiters import (
    ACCEPT_INVITE,
    DOUBLER_CUE_HCP,
    SIT,
    after_cue_raise,
    after_cue_raise_rebid,
    cheapest_answer,
    index_of,
    michaels_minor,
    over_a_major,
)
from biritch.bots.bidding.system.later_rounds import judged_past
from biritch.bots.bidding.system.preempts import after_new_suit, preemptor_over_their_bid
from biritch.bots.bidding.system.rebids import NT_REBID_HCP, opener_rebids
from biritch.engine import (
    DOUBLE,
    PASS,
    Bid,
    Call,
    Pass,
    Strain,
    Suit,
)
from biritch.engine.contract import Doubling

# --- which competitive situation, beyond the first round ---------------------------------


#: A table finder: the rules of one situation, or None when the auction is not it.
Finder = Callable[[State], list[Rule] | None]


def first_found(st: State, finders: tuple[Finder, ...]) -> list[Rule] | None:
    """The table of the first finder that recognises the auction (they are tried in order,
    so a more particular situation comes before a more general one); None when none does."""
    for find in finders:
        table = find(st)
        if table is not None:
            return table
    return None


#: The trumps the opener's raise of a one-level response promises.
RAISE_TRUMPS = 4


def competitive_situation(st: State) -> list[Rule] | None:
    """The competitive situations this module recognises on its own (the dispatcher asks
    first): the opener answering a negative double, responder when partner's 1NT is
    doubled, and Stayman continued over partner's 1NT overcall. None when neither fits."""
    op = st.opening
    if op is None or not isinstance(op.call, Bid):
        return None
    found = first_found(st, (after_our_redouble, after_their_escape, doubler_after_redouble))
    if found is not None:
        return found
    me, pa = st.me, st.partner
    mine, his = st.acted(me), st.acted(pa)
    last = st.last_bid
    rho = st.last_of(me.rho)
    rho_passed = rho is None or rho.rule.tag is Tag.PASS
    x = op.call.strain.suit
    # I opened, partner's one call was a negative double, and I have not called since.
    doubled_for_me = (
        op.seat is me
        and len(mine) == 1
        and len(his) == 1
        and his[0].rule.tag is Tag.NEGATIVE
        and st.last_of(me) is op
    )
    if doubled_for_me and x is not None and rho_passed:
        return after_negative_double(st, x, his[0])
    if (
        doubled_for_me
        and x is not None
        and rho is not None
        and isinstance(rho.call, Bid)
        and last is not None
        and last.level <= 3
        and len(st.history) == index_of(st, op) + 4
    ):
        return after_negative_double_raised(st, x, his[0])
    after_op = st.history[index_of(st, op) + 1 :]
    overcall = after_op[0].call if after_op else None
    if (
        op.seat is me
        and x is not None
        and op.call.level == 1
        and len(after_op) == 3
        and isinstance(overcall, Bid)
        and overcall.level <= 3
        and overcall.strain.suit not in (None, x)
        and all(isinstance(c.call, Pass) for c in after_op[1:])
    ):
        # The overcall went round to the opener: the reopening seat.
        t = overcall.strain.suit
        assert t is not None
        return opener_reopens(st, x, t) if overcall.level <= 2 else opener_reopens_high(st, x, t)
    answer = after_op[1] if len(after_op) == 3 else None
    if (
        op.seat is me
        and x is not None
        and op.call.level == 1
        and answer is not None
        and answer.seat is pa
        and answer.rule.tag is Tag.NATURAL
        and isinstance(answer.call, Bid)
        and answer.call.level == 1
        and answer.rule.suit not in (None, x)
        and isinstance(after_op[2].call, Pass)
    ):
        their = after_op[0]
        if their.rule.tag is Tag.TAKEOUT:
            # Their takeout double, partner's new suit at the one level (forcing, as
            # without the double), their pass: the opener rebids as if the double were a
            # pass (SAYC booklet, "Competitive bidding": calls keep their meaning over
            # interference).
            return opener_rebids(st, x, answer.call)
        if isinstance(their.call, Bid) and their.call.level == 1:
            # Their one-level overcall, partner's free one-level new suit: the opener
            # raises it with four cards on the values he would have without the overcall
            # (SAYC booklet, as above; Goren's support points); the rest is judged, with
            # their suit in view (no-trump wants a stopper there). The raises below game
            # keep their meaning (four trumps, 12-15 or 16-18), so that partner can invite
            # or pass as without the overcall.
            y = answer.rule.suit
            raises = [
                r
                for r in opener_rebids(st, x, answer.call)
                if isinstance(r.call, Bid)
                and y is not None
                and r.call.strain is Strain.of(y)
                and r.cond.lens[y.order][0] >= RAISE_TRUMPS
            ]
            owned: set[Call] = {
                r.call
                for r in raises
                if isinstance(r.call, Bid) and r.call.level < st.game_level(r.call.strain)
            }
            return raises + judged_past(st, owned)
    if (
        op.seat is me
        and x is not None
        and op.call.level == 1
        and len(after_op) == 3
        and isinstance(after_op[0].call, Pass)
    ):
        found = _opener_over_overcall_of_answer(st, x, after_op[1], after_op[2])
        if found is not None:
            return found
    if x is not None and _raised_then_they_bid(st, x):
        return opener_after_raise_contested(st, x)
    if x is not None and _nt_invite_over_their_overcall(st):
        # The table owns its games; the general judgment keeps the rest.
        table = opener_after_nt_invite_contested(st, x)
        return table + judged_past(st, {r.call for r in table})
    jordan = [s for s in st.history if (s.rule.ru, s.rule.en) == JORDAN]
    if jordan and x is not None and rho_passed and last is not None:
        j = jordan[0]
        if op.seat is me and st.last_of(pa) is j and last == j.call:
            return after_jordan(st, x)
        after_j = st.history[index_of(st, j) + 1 :]
        if (
            j.seat is me
            and len(after_j) == 3
            and after_j[1].seat is op.seat
            and after_j[1].call == bid(3, x)
            and last == bid(3, x)
        ):
            return jordan_again(st, x)
    if (
        op.seat is pa
        and op.call == bid(1, NT)
        and not mine
        and last == op.call
        and st.auction.doubling is Doubling.DOUBLED
    ):
        return after_1nt_doubled(st)
    if (
        op.seat is me
        and op.call == bid(1, NT)
        and last == op.call
        and his
        and his[-1].rule.tag is Tag.REDOUBLE
        and st.auction.doubling is Doubling.REDOUBLED
    ):
        return [rule(PASS, Condition(), *SIT, Tag.PASS)]
    if (
        mine
        and his
        and his[-1].rule.tag is Tag.CUEBID
        and his[-1].rule.force is Force.ONE_ROUND
        and rho_passed
        and st.last_of(me) is mine[-1]
        and index_of(st, his[-1]) > index_of(st, mine[-1])
        and len(mine) == 1
        and len(his) == 1
        and mine[0].rule.suit is not None
        and last == his[-1].call
    ):
        return after_cue_raise(st, mine[0].rule.suit, op.seat is me)
    if (
        mine
        and his
        and mine[-1].rule.tag is Tag.CUEBID
        and mine[-1].rule.force is Force.ONE_ROUND
        and his[-1].rule.tag is Tag.NATURAL
        and isinstance(his[-1].call, Bid)
        and his[-1].rule.suit is not None
        and his[-1].rule.suit in st.strains_bid_by(pa)[:1]
        and last == his[-1].call
        and index_of(st, his[-1]) > index_of(st, mine[-1])
        and last.level < st.game_level(last.strain)
        and rho_passed
    ):
        jumped = (his[-1].rule.ru, his[-1].rule.en) == ACCEPT_INVITE
        return after_cue_raise_rebid(st, his[-1].rule.suit, jumped)
    answered = _answer_to_my_takeout_double(st, mine, his) and rho_passed
    if (
        answered
        and his[0].rule.suit is not None
        and his[0].rule.tag is Tag.NATURAL
        and cheapest_answer(st, mine[0], his[0])
        and isinstance(st.history[index_of(st, mine[0]) + 1].call, Pass)
    ):
        return takeout_doubler_again(st, his[0].rule.suit, mine[0])
    if answered and his[0].rule.tag is Tag.CUEBID:
        return doubler_after_cue(st)
    if (
        op.seat.side is not me.side
        and len(mine) == 1
        and mine[0].rule.tag is Tag.TWO_SUITER
        and over_a_major(op)
        and len(his) == 1
        and his[0].call == bid(2, NT)
        and last == his[0].call
        and st.last_of(me) is mine[0]
    ):
        # Only Michaels over a major has a minor to show; over a minor it showed both
        # majors, and partner's 2NT asks nothing of that kind.
        return michaels_minor(st)
    if (
        op.seat.side is not me.side
        and len(mine) == 1
        and len(his) == 2
        and his[0].call == bid(1, NT)
        and mine[0].rule.tag is Tag.STAYMAN
        and his[1].rule.tag is Tag.STAYMAN_REPLY
        and last == his[1].call
    ):
        return after_stayman_over_overcall(st, his[1])
    return None


NT_OVER_THEIR_OVERCALL = (
    "минимум, равномерная, задержка в их масти",
    "minimum, balanced, their suit stopped",
)


def _opener_over_overcall_of_answer(
    st: State, x: Suit, answer: Seen, theirs: Seen
) -> list[Rule] | None:
    """I opened 1x, partner answered a new suit at the one level and RHO overcalled it
    naturally at the one or two level (1♦ P 1♠ 2♣): the opener raises with four trumps on
    the values he would have without the overcall (2 with a minimum, 3 with 16-18 support
    points, Goren), and a balanced minimum with their suit stopped bids 1NT (SAYC booklet:
    calls keep their meaning over interference; Root, "Commonsense Bidding": no-trump wants
    their suit stopped). The rest is judged. None when the auction is not that one."""
    y, t = answer.rule.suit, theirs.rule.suit
    if (
        answer.seat is not st.partner
        or answer.rule.tag is not Tag.NATURAL
        or not isinstance(answer.call, Bid)
        or answer.call.level != 1
        or y in (None, x)
        or theirs.rule.tag is not Tag.NATURAL
        or not isinstance(theirs.call, Bid)
        or theirs.call.level > 2
        or t in (None, x, y)
    ):
        return None
    assert y is not None and t is not None
    out = [
        r
        for r in opener_rebids(st, x, answer.call)
        if isinstance(r.call, Bid)
        and r.call.strain is Strain.of(y)
        and r.cond.lens[y.order][0] >= RAISE_TRUMPS
    ]
    if cheapest_bid(st, NT) == bid(1, NT):
        c = cond(NT_REBID_HCP, balanced=True, checks=(stopper_in(t),))
        out.append(rule(bid(1, NT), c, *NT_OVER_THEIR_OVERCALL))
    owned: set[Call] = {
        r.call
        for r in out
        if isinstance(r.call, Bid) and r.call.level < st.game_level(r.call.strain)
    }
    return out + judged_past(st, owned)


def _raised_then_they_bid(st: State, x: Suit) -> bool:
    """I opened one of the major ``x``, partner's one action was the single raise, I have
    not called since my opening, and they have bid a suit (ours too: a cue-bid) over the
    raise, undoubled, below our game."""
    op = st.opening
    his = st.acted(st.partner)
    last = st.last_bid
    b = cheapest_bid(st, x)
    if op is None or op.seat is not st.me or not isinstance(op.call, Bid) or not x.is_major:
        return False
    if op.call.level != 1 or st.last_of(st.me) is not op or len(his) != 1:
        return False
    if his[0].rule.suit is not x or (his[0].rule.ru, his[0].rule.en) != RAISE:
        return False
    # (Their bid may be a cue-bid of our suit: the table is the same.)
    if last is None or last.strain is NT or st.auction.doubling is not Doubling.NONE:
        return False
    by = st.last_bidder
    return (
        by is not None
        and by.side is not st.me.side
        and index_of(st, his[0]) < len(st.history) - 1
        and b is not None
        and b.level <= st.game_level(Strain.of(x))
    )


def _nt_invite_over_their_overcall(st: State) -> bool:
    """I opened one of a suit, they overcalled, partner's one action was the invitational
    2NT and RHO passed it; I have not called since my opening."""
    op = st.opening
    his = st.acted(st.partner)
    if op is None or op.seat is not st.me or st.last_of(st.me) is not op or len(his) != 1:
        return False
    nt = his[0]
    after = st.history[index_of(st, op) + 1 : index_of(st, nt)]
    return (
        nt.call == bid(2, NT)
        and (nt.rule.ru, nt.rule.en) == INVITE
        and st.last_bid == nt.call
        and any(isinstance(s.call, Bid) and s.seat.side is not st.me.side for s in after)
    )


def _answer_to_my_takeout_double(st: State, mine: list[Seen], his: list[Seen]) -> bool:
    """My one call was a takeout double of their opening, partner's one call (after it)
    answered it, and it is my turn over his answer."""
    op = st.opening
    return (
        op is not None
        and op.seat.side is not st.me.side
        and len(mine) == 1
        and mine[0].rule.tag is Tag.TAKEOUT
        and mine[0].call == DOUBLE
        and len(his) == 1
        and st.last_bid == his[0].call
        and index_of(st, his[0]) > index_of(st, mine[0])
        and st.last_of(st.me) is mine[0]
    )


# --- later rounds of contested auctions, ahead of the general judgment -----------------------

DOUBLER_GAME = ("гейм: у линии хватает на гейм", "game: our side has game values")
DOUBLER_INVITE = ("инвит: 11–12 очков", "invitational: 11-12 points")
OVERCALLER_GAME = (
    "гейм в своей масти: длинная масть, 3 проигрышных",
    "game in own suit: long suit, three losers",
)
OVERCALLER_GAME_EIGHT = (
    "гейм в своей масти: 8+ карт, 4 проигрышных",
    "game in own suit: eight cards or more, four losers",
)
OVERCALLER_AGAIN = ("своя масть ещё раз: 6+ карт", "own suit again: six cards or more")
#: The most losers (losing-trick count) of the overcaller who bids game alone, and of
#: one who competes once more in his six-card suit opposite a silent partner: at the two
#: level any sound overcall with six cards (seven losers, the Law of Total Tricks: six
#: trumps and partner's two make eight, the two level), a trick better at the three.
OVERCALLER_GAME_LOSERS = 3
OVERCALLER_AGAIN_LOSERS = 7


def _losers_at_most(n: int) -> Check:
    return Check(f"не больше {n} проигрышных", f"at most {n} losers", lambda f: f.losers() <= n)


def doubler_after_answer(st: State, ans: Seen) -> list[Rule] | None:
    """I made a negative double and opener answered it (they passed throughout): over his
    cheapest bid in my suit (10–15 points) game with 13+ points, a raise inviting with
    11–12; over his jump (16–18) game with 8+; over 1NT (12–14) 3NT with 13+, 2NT with
    11–12 (SAYC booklet; Root, Commonsense Bidding: 26 points for game)."""
    call = ans.call
    if not isinstance(call, Bid):
        return None
    label = (ans.rule.ru, ans.rule.en)
    out: list[Rule] = []
    z = call.strain.suit
    if z is not None and label in (SHOW_SUIT, SHOW_SUIT_JUMP):
        g = st.game_level(Strain.of(z))
        if call.level >= g:
            return None
        lo = 8 if label == SHOW_SUIT_JUMP else 13
        out.append(rule(bid(g, z), cond(pts=(lo, MAX_HCP), trump=z), *DOUBLER_GAME))
        if label == SHOW_SUIT and call.level + 1 < g:
            c = cond(pts=(11, 12), trump=z)
            out.append(rule(bid(call.level + 1, z), c, *DOUBLER_INVITE))
        return out
    opened = st.strains_bid_by(st.partner)[:1]
    if z is not None and label in (SIX_PLUS, SIX_PLUS_ELSE) and opened == [z]:
        return _doubler_over_opener_suit(st, call, z)
    if z is not None and label == NEW_SUIT and len(opened) == 1 and opened[0] is not z:
        return _doubler_over_new_suit(st, call, opened[0], z)
    if call.strain is NT and label == NATURAL and call.level == 1:
        ntg = bid(st.game_level(NT), NT)
        if ntg.level > 1:
            out.append(rule(ntg, cond((13, MAX_HCP)), *DOUBLER_GAME))
        if ntg.level > 2:
            out.append(rule(bid(2, NT), cond((11, 12), checks=(SEMI_BALANCED,)), *DOUBLER_INVITE))
        return out
    return None


#: The negative doubler's values once the opener has only rebid his suit (10-15): game
#: from 13, an invitation with 11-12, else pass (Root, "Commonsense Bidding": 26 for game).
DOUBLER_REBID_GAME = 13
DOUBLER_REBID_INVITE = (11, 12)
DOUBLER_PASS = ("без гейма против минимума", "no game opposite a minimum")


def _doubler_over_opener_suit(st: State, call: Bid, x: Suit) -> list[Rule]:
    """I made a negative double and the opener rebid his own suit (a minimum, nothing
    else to show): 3NT with 13+ and their suit stopped, or game in his major with three
    trumps; 2NT or the raise invites with 11-12; else pass. Game values with their suit
    unstopped are left to the general judgment."""
    out: list[Rule] = []
    stops = stoppers_in(their_suits(st))
    top = (DOUBLER_REBID_GAME, MAX_HCP)
    ntg = bid(st.game_level(NT), NT)
    g = bid(st.game_level(Strain.of(x)), x)
    if x.is_major and call < g:
        out.append(rule(g, cond(pts=top, trump=x, lens={x: (3, 13)}), *DOUBLER_GAME))
    if call < ntg:
        out.append(rule(ntg, cond(top, checks=stops), *DOUBLER_GAME))
    out.extend(_doubler_cue(st, call, ntg))
    if call < bid(2, NT) and bid(2, NT) < ntg:
        c = cond(DOUBLER_REBID_INVITE, checks=(*stops, SEMI_BALANCED))
        out.append(rule(bid(2, NT), c, *DOUBLER_INVITE))
    raised = bid(call.level + 1, x)
    if raised < g:
        c = cond(DOUBLER_REBID_INVITE, lens={x: (3, 13)})
        out.append(rule(raised, c, *DOUBLER_INVITE))
    weak = (0, DOUBLER_REBID_INVITE[0] - 1)
    out.extend(_doubler_own_suit(st, (x,)))
    out.append(rule(PASS, cond(weak), *DOUBLER_PASS, Tag.PASS))
    return out


def _doubler_own_suit(st: State, his: tuple[Suit, ...]) -> list[Rule]:
    """A long suit of my own, too weak to bid it at the two level at once, short in the
    opener's first suit (``his[0]``, a doubleton at most; three at most in a second): weak
    and to play (Cohen, "Negative doubles": the doubler's new suit at his second turn is
    not forcing, or he would have bid it the first time). Six cards opposite a doubleton
    play better than a doubleton opposite his five (Root, "Commonsense Bidding": the weak
    hand's long suit is its one asset)."""
    out: list[Rule] = []
    weak = (0, DOUBLER_REBID_INVITE[0] - 1)
    theirs = their_suits(st)
    for z in (S, H, D, C):
        b = cheapest_bid(st, z)
        if z in his or z in theirs or b is None or b.level > 2:
            continue
        # At most a doubleton in his first suit, three cards in a second one.
        short = {y: (0, 2) if k == 0 else (0, 3) for k, y in enumerate(his)}
        c = cond(weak, lens={z: (6, 13), **short}, checks=(longest_is(z),))
        out.append(rule(b, c, *DOUBLER_OWN_SUIT))
    return out


DOUBLER_OWN_SUIT = (
    "своя длинная масть: слабая рука, не форсинг",
    "own long suit: a weak hand, not forcing",
)


DOUBLER_CUE = (
    "ставка в масть противника: сила на гейм, нет остановки, форсинг",
    "cue-bid: game values, no stopper in their suit, forcing",
)


def _doubler_cue(st: State, call: Bid, ntg: Bid) -> list[Rule]:
    """Game values opposite the opener's minimum rebid with their suit unstopped: the
    cue-bid of their suit, forcing, asks him for a stopper for 3NT (Root, "Commonsense
    Bidding": the cue-bid is the one forcing call left; SAYC booklet: a cue-bid by the
    responder is forcing). Only below 3NT, which it looks for."""
    theirs = their_suits(st)
    cue = cheapest_bid(st, theirs[0]) if theirs else None
    if cue is None or not call < cue or not cue < ntg:
        return []
    c = cond((DOUBLER_REBID_GAME, MAX_HCP))
    return [rule(cue, c, *DOUBLER_CUE, Tag.CUEBID, Force.ONE_ROUND)]


DOUBLER_BACK = ("предпочтение первой масти партнёра", "preference for partner's first suit")
DOUBLER_PASS_SECOND = ("без гейма: играть его вторую масть", "no game: his second suit plays")


def _doubler_over_new_suit(st: State, call: Bid, x: Suit, z: Suit) -> list[Rule]:
    """I made a negative double and the opener named a new suit ``z`` the double did not
    ask for (four cards, 12-18, not forcing): game with 13+ (3NT with their suit stopped),
    an invitation with 11-12 (2NT with their suit stopped, else a raise of his new suit
    with four or a jump preference to his first suit with four); a weaker hand gives
    preference to his first suit with as many cards there, else passes; game hands
    without a stopper or a fit are left to the general judgment (SAYC booklet: the doubler
    bids on as after any response; Root, "Commonsense Bidding": 26 points for game)."""
    out: list[Rule] = []
    stops = stoppers_in(their_suits(st))
    ntg = bid(st.game_level(NT), NT)
    game = (DOUBLER_REBID_GAME, MAX_HCP)
    if call < ntg:
        out.append(rule(ntg, cond(game, checks=stops), *DOUBLER_GAME))
    out.extend(_doubler_cue(st, call, ntg))
    minor_game = bid(st.game_level(Strain.of(z)), z)
    if not z.is_major and call < minor_game:
        # Game values, their suit open and four cards in his minor: the minor's game.
        out.append(rule(minor_game, cond(game, lens={z: (4, 13)}), *DOUBLER_GAME))
    if call < bid(2, NT) and bid(2, NT) < ntg:
        c = cond(DOUBLER_REBID_INVITE, checks=(*stops, SEMI_BALANCED))
        out.append(rule(bid(2, NT), c, *DOUBLER_INVITE))
    for suit in (z, x):
        raised = bid(3, suit)
        if call < raised and raised.level < st.game_level(raised.strain):
            c = cond(DOUBLER_REBID_INVITE, lens={suit: (4, 13)})
            out.append(rule(raised, c, *DOUBLER_INVITE))
    # Below an invitation: back to his first suit when it is the longer one here (he holds
    # more of it, so it plays better), else pass his second suit.
    weak = (0, DOUBLER_REBID_INVITE[0] - 1)
    out.extend(_doubler_own_suit(st, (x, z)))
    back = cheapest_bid(st, x)
    if back is not None and back.level == call.level:
        out.append(rule(back, cond(weak, checks=(_longer_or_equal(x, z),)), *DOUBLER_BACK))
    out.append(rule(PASS, cond(weak), *DOUBLER_PASS_SECOND, Tag.PASS))
    return out


def _longer_or_equal(x: Suit, z: Suit) -> Check:
    return Check("", "", lambda f: f.length(x) >= f.length(z))


def overcaller_again(st: State, y: Suit) -> list[Rule] | None:
    """I overcalled in ``y``, partner passed and they bid again in their suit below game:
    with a long suit and three losers game alone, with six cards once more at the
    cheapest level: seven losers at the two level, six at the three (Root; the Law of
    Total Tricks: a six-card suit competes at the two level, the three level takes
    more)."""
    b = cheapest_bid(st, y)
    if b is None:
        return None
    g = st.game_level(Strain.of(y))
    out: list[Rule] = []
    if b.level <= g:
        c = cond(
            (10, MAX_HCP), lens={y: (7, 13)}, checks=(_losers_at_most(OVERCALLER_GAME_LOSERS),)
        )
        out.append(rule(bid(g, y), c, *OVERCALLER_GAME))
        # Eight trumps alone play as one more trick: four losers are enough.
        c = cond(
            (10, MAX_HCP), lens={y: (8, 13)}, checks=(_losers_at_most(OVERCALLER_GAME_LOSERS + 1),)
        )
        out.append(rule(bid(g, y), c, *OVERCALLER_GAME_EIGHT))
    if b.level < g and b.level <= 3:
        losers = OVERCALLER_AGAIN_LOSERS - (1 if b.level == 3 else 0)
        c = cond((10, MAX_HCP), lens={y: (6, 13)}, checks=(_losers_at_most(losers),))
        out.append(rule(b, c, *OVERCALLER_AGAIN))
    return out or None


OVERCALLER_REOPENS = (
    "вызывная: сильное вмешательство, мало карт в их масти",
    "takeout: a sound overcall, short in their suit",
)
#: The overcaller reopens with a takeout double from here (a sound overcall, 14+).
OVERCALLER_REOPENS_HCP = 14


def overcaller_reopens(st: State, y: Suit, u: Suit) -> list[Rule]:
    """I overcalled in ``y``, responder bid a new suit ``u`` at a low level and it came
    round to me: with a sound overcall and shortness in ``u`` a takeout double, asking
    partner for the unbid suits; a six-card suit bids again as when they raise (Root,
    "Commonsense Bidding": the overcaller with extra values does not sell out low)."""
    theirs = their_suits(st)
    unbid = {z: (3, 13) for z in (S, H, D, C) if z is not y and z not in theirs}
    c = cond((OVERCALLER_REOPENS_HCP, MAX_HCP), lens={u: (0, 1), **unbid})
    out = [rule(DOUBLE, c, *OVERCALLER_REOPENS, Tag.TAKEOUT)]
    return out + (overcaller_again(st, y) or [])


DOUBLER_FREE_RAISE = (
    "поддержка свободного ответа: 16–18, 4+ карты",
    "raise of the free answer: 16-18, four trumps",
)


def doubler_after_free_answer(st: State, z: Suit) -> list[Rule]:
    """I doubled for takeout, they raised and partner still answered ``z`` (a free bid,
    some values): with four trumps raise by strength, the game with 16+ points where the
    raise is the game, with 19+ below it; a minimum passes (Bergen, Better Bidding with
    Bergen 2: the doubler's raises after a free answer)."""
    out: list[Rule] = []
    b = cheapest_bid(st, z)
    g = st.game_level(Strain.of(z))
    fit = {z: (4, 13)}
    if b is not None and b.level <= g:
        lo = 16 if b.level == g else 19
        c = cond((lo - 2, MAX_HCP), pts=(lo, MAX_HCP), trump=z, lens=fit)
        out.append(rule(bid(g, z), c, *GAME))
        if b.level < g:
            c = cond(pts=(16, 18), trump=z, lens=fit)
            out.append(rule(b, c, *DOUBLER_FREE_RAISE))
    out.append(rule(PASS, cond((12, 15)), *MINIMUM, Tag.PASS))
    return out


#: The takeout doubler accepts advancer's invitational jump (9-11) with this many points,
#: support counted: a sound opening hand or better (Grant, Bridge Basics 2: the doubler
#: with a minimum passes the invitation, with more bids game).
DOUBLER_ACCEPTS_JUMP = 15
#: ... and no fewer HCP than a sound opening hand: shape alone does not make the game.
DOUBLER_ACCEPTS_JUMP_HCP = 13


def doubler_after_jump_answer(st: State, z: Suit) -> list[Rule]:
    """I doubled for takeout and partner jumped in ``z`` (9-11, four cards or more) with
    the opponents silent since: game in a major with three trumps or more, 13+ HCP and
    15+ points, 3NT opposite a minor with their suits stopped and 15+ HCP; up to 18 HCP,
    as stronger hands cue-bid. The judgment's rules follow (a minimum passes)."""
    out: list[Rule] = []
    g = st.game_level(Strain.of(z))
    last = st.last_bid
    if last is None or last.level >= g:
        return out
    fit = {z: (3, 13)}
    if z.is_major:
        c = cond(
            (DOUBLER_ACCEPTS_JUMP_HCP, DOUBLER_CUE_HCP - 1),
            pts=(DOUBLER_ACCEPTS_JUMP, MAX_HCP),
            trump=z,
            lens=fit,
        )
        out.append(rule(bid(g, z), c, *GAME))
    else:
        gnt = bid(st.game_level(NT), NT)
        c = cond(
            (DOUBLER_ACCEPTS_JUMP, DOUBLER_CUE_HCP - 1),
            checks=(SEMI_BALANCED, *stoppers_in(their_suits(st))),
        )
        out.append(rule(gnt, c, *TO_PLAY))
    return out


def _jump_answer_to_my_double(st: State) -> Suit | None:
    """The suit partner jumped in to answer my takeout double, when that was his only
    call since it, mine was my only action and everybody else passed since; else None."""
    mine = st.acted(st.me)
    if len(mine) != 1 or mine[0].rule.tag is not Tag.TAKEOUT or st.last_of(st.me) is not mine[0]:
        return None
    after = st.history[index_of(st, mine[0]) + 1 :]
    his = [s for s in after if s.seat is st.partner]
    if len(his) != 1 or any(s.seat is not st.partner and s.rule.tag is not Tag.PASS for s in after):
        return None
    ans = his[0]
    z = ans.rule.suit
    if (
        ans.rule.tag is not Tag.NATURAL
        or z is None
        or z in their_suits(st)
        or st.last_bid != ans.call
        or cheapest_answer(st, mine[0], ans)
    ):
        return None
    return z


def _my_overcall_round_later(st: State, after: tuple[Seen, ...], t: Suit | None) -> Suit | None:
    """The suit of my natural overcall of their opening in ``t`` when ``after`` (the calls
    since the opening) is my overcall and one round more; else None."""
    first = after[0] if len(after) == 4 else None
    op = st.opening
    if first is None or t is None or first.seat is not st.me or op is None:
        return None
    if op.seat.side is st.me.side:
        return None
    y = first.rule.suit
    if not isinstance(first.call, Bid) or first.rule.tag is not Tag.NATURAL or y in (None, t):
        return None
    return y


def _new_suit_over_my_weak_jump(after: tuple[Seen, ...], y: Suit | None) -> Suit | None:
    """The suit of partner's forcing new suit over my weak jump overcall in ``y``, both
    opponents silent since; else None."""
    if y is None or (after[0].rule.ru, after[0].rule.en) != WEAK_JUMP:
        return None
    answer = after[2]
    z = answer.rule.suit
    quiet = isinstance(after[1].call, Pass) and isinstance(after[3].call, Pass)
    if not quiet or answer.rule.force is not Force.ONE_ROUND or z in (None, y):
        return None
    return z


def negative_doubler_again(st: State) -> list[Rule] | None:
    """The negative doubler's second call: partner opened, they overcalled, I doubled, and
    partner answered with them silent (None elsewhere, or where no table covers his
    answer; the judgment's rules follow these)."""
    op = st.opening
    if op is None or not isinstance(op.call, Bid) or op.seat is not st.partner:
        return None
    after = st.history[index_of(st, op) + 1 :]
    if (
        len(after) == 5
        and after[1].seat is st.me
        and after[1].rule.tag is Tag.NEGATIVE
        and isinstance(after[0].call, Bid)
        and isinstance(after[2].call, Pass)
        and after[3].seat is st.partner
        and isinstance(after[4].call, Pass)
    ):
        return doubler_after_answer(st, after[3])
    if (
        len(after) == 9
        and after[1].seat is st.me
        and after[1].rule.tag is Tag.NEGATIVE
        and isinstance(after[0].call, Bid)
        and (after[5].rule.ru, after[5].rule.en) == DOUBLER_CUE
        and after[5].seat is st.me
        and after[7].seat is st.partner
        and all(isinstance(after[i].call, Pass) for i in (2, 4, 6, 8))
    ):
        return _doubler_after_cue_answer(st, after[7])
    return None


DOUBLER_PLACES = (
    "гейм после ставки в масть противника: форсинг до гейма выполнен",
    "game after the cue-bid: the game force is kept",
)


def _doubler_after_cue_answer(st: State, answer: Seen) -> list[Rule]:
    """I made a negative double, then cue-bid their suit with game values and no stopper,
    and the opener answered: his no-trump (a stopper) is raised to game; else game in his
    last suit with three cards, or in his first, else 3NT (the cue-bid forced to game:
    Root, "Commonsense Bidding")."""
    out: list[Rule] = []
    ntg = bid(st.game_level(NT), NT)
    last = st.last_bid
    if last is None:
        return [catch_all_pass()]
    if isinstance(answer.call, Bid) and answer.call.strain is NT and last < ntg:
        return [rule(ntg, Condition(), *DOUBLER_PLACES)]
    for z in (answer.rule.suit, *st.strains_bid_by(st.partner)[:1]):
        if z is None:
            continue
        g = bid(st.game_level(Strain.of(z)), z)
        if last < g:
            out.append(rule(g, cond(lens={z: (3, 13)}), *DOUBLER_PLACES))
    if last < ntg:
        out.append(rule(ntg, Condition(), *DOUBLER_PLACES))
    out.append(catch_all_pass())
    return out


LAW_COMPETE = (
    "борьба по закону взяток: козырей на этот уровень",
    "competing by the Law of Total Tricks: trumps for this level",
)
#: The Law's competitive calls keep to the hands of a competitive bid: at most this many
#: HCP above the least the bidder has shown (stronger hands are judged on values).
LAW_SPAN = 8


def _law_after_raise(st: State) -> list[Rule] | None:
    """I bid a major ``y``, partner raised it (his last call, not forcing, below game) and
    they bid again over the raise, undoubled, with me yet to call since: the Law of Total
    Tricks sets the level, my trumps and the fewest partner's raise promised together; as
    many as the cheapest level below game plus six (nine for the three level) compete
    there (Bergen, "Better Bidding with Bergen"; Cohen, "To Bid or Not to Bid": in a
    contested part-score, bid to the level of the trumps held together). More trumps, or
    the game, are the judgment's (it follows): on the benchmark the Law's jump to game with
    ten lost more doubled than it gained. None elsewhere."""
    mine, his = st.acted(st.me), st.acted(st.partner)
    last = st.last_bid
    if not mine or not his or last is None or st.auction.doubling is not Doubling.NONE:
        return None
    y = mine[0].rule.suit
    raised = his[-1]
    if (
        y is None
        or not y.is_major
        or raised.rule.suit is not y
        or raised.rule.force is not Force.NO
    ):
        return None
    at = index_of(st, raised)
    if at < index_of(st, mine[-1]) or any(s.seat is st.me for s in st.history[at + 1 :]):
        return None
    by = st.last_bidder
    if by is None or by.side is st.me.side or last.strain is Strain.of(y):
        return None
    b = cheapest_bid(st, y)
    g = st.game_level(Strain.of(y))
    if b is None or b.level > g or not isinstance(raised.call, Bid) or raised.call.level >= g:
        return None
    pmin = st.shown[st.partner.position].min_len(y)
    lo = st.shown[st.me.position].hcp[0]
    span = (lo, lo + LAW_SPAN)
    if b.level >= g:
        return None
    n = b.level + 6 - pmin
    return [rule(b, cond(span, lens={y: (n, n)}), *LAW_COMPETE)]


def contested_later_round(st: State) -> list[Rule] | None:
    """Later rounds of contested auctions this module reads before the general judgment:
    the pre-emptor whose partner only raised, the bidder whose major partner raised before
    they bid again, the overcaller whose partner stayed
    silent while they bid again. None elsewhere; the judgment's rules follow these."""
    op = st.opening
    if op is None or not isinstance(op.call, Bid):
        return None
    found = first_found(st, (preemptor_over_their_bid, _law_after_raise))
    if found is not None:
        return found
    after = st.history[index_of(st, op) + 1 :]
    me, pa = st.me, st.partner
    t = op.call.strain.suit
    last = st.last_bid
    y = _my_overcall_round_later(st, after, t)
    if (
        y is not None
        and all(isinstance(s.call, Pass) for s in after if s.seat is pa)
        and last is not None
        and last.strain.suit is t
        and st.last_bidder is not None
        and st.last_bidder.side is not me.side
    ):
        if st.passes_end and last.level <= 2 and t is not None:
            # They stop in two of their suit: a sound overcall short in it reopens with
            # the takeout double, as over their new suit (Root, "Commonsense Bidding":
            # do not sell out at the two level with extra values and shortness).
            return overcaller_reopens(st, y, t)
        return overcaller_again(st, y)
    z = _new_suit_over_my_weak_jump(after, y)
    if y is not None and z is not None:
        # Answered as a weak two (SAYC booklet: the weak jump overcall is like a weak two;
        # Root, "Commonsense Bidding": the new suit is forcing one round, raise it with
        # three cards or an honour doubleton, else rebid the suit).
        return after_new_suit(st, y, z)
    if (
        y is not None
        and st.passes_end
        and last is not None
        and last == after[1].call
        and last.level <= 2
        and last.strain.suit is not None
        and last.strain.suit not in (t, y)
    ):
        return overcaller_reopens(st, y, last.strain.suit)
    if (
        op.seat.side is not me.side
        and len(after) == 4
        and after[0].seat is me
        and after[0].rule.tag is Tag.TAKEOUT
        and isinstance(after[1].call, Bid)
        and after[2].seat is pa
        and isinstance(after[2].call, Bid)
        and after[2].rule.tag is Tag.NATURAL
        and after[2].rule.suit is not None
        and after[2].rule.suit not in their_suits(st)
        and isinstance(after[3].call, Pass)
        and cheapest_answer(st, after[0], after[2])
    ):
        return doubler_after_free_answer(st, after[2].rule.suit)
    z = _jump_answer_to_my_double(st) if op.seat.side is not me.side else None
    if z is not None:
        return doubler_after_jump_answer(st, z) or None
    return None
