"""The bots' bidding system as data: for each situation, the rules in order of priority.

A basic natural system after Standard American Yellow Card (SAYC): five-card majors, better
minor, 1NT 15–17, 2NT 20–21, strong 2♣, weak twos, pre-empts, Stayman, Blackwood, simple and
weak jump overcalls, 1NT overcall, takeout and penalty doubles. Each situation function
returns the rules the seat to call may use; the first whose condition holds and whose call is
legal is chosen. Every situation ends with a rule that any hand meets, so a call is always
found. The same rules are read back (:func:`analyse`): a call shows the hull of the ranges of
every rule that makes it there, so the reading holds for any hand that made it. A situation's
final catch-all pass is left out of that reading only where the rules before it are meant to
cover every hand (low in the auction); the property tests check that they do.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from functools import lru_cache

from biritch.bots.bidding.core import (
    FREE,
    Box,
    Condition,
    Force,
    Rule,
    Seen,
    State,
    Tag,
)
from biritch.bots.bidding.system.common import NT, C, bid, catch_all_pass, rule
from biritch.bots.bidding.system.competition import advances, competitive_responses, overcalls
from biritch.bots.bidding.system.later_rounds import judgment
from biritch.bots.bidding.system.notrump import (
    nt_responses,
    opener_after_stayman,
    stayman_continuations,
    stayman_replies,
)
from biritch.bots.bidding.system.openings import openings
from biritch.bots.bidding.system.preempts import (
    after_new_suit,
    feature_replies,
    preempt_responses,
)
from biritch.bots.bidding.system.rebids import after_two_over_one, opener_rebids
from biritch.bots.bidding.system.responses import responses_to_one
from biritch.bots.bidding.system.slam import ace_replies, after_aces, after_kings, king_replies
from biritch.bots.bidding.system.two_clubs import (
    after_second_negative,
    two_club_rebids,
    two_club_responses,
    two_club_second_call,
)
from biritch.bots.evaluate import Features
from biritch.engine import (
    PASS,
    SUITS,
    Auction,
    Bid,
    Call,
    Double,
    Pass,
    Redouble,
    Seat,
    Side,
    Suit,
)


def rules_for(st: State) -> list[Rule]:
    """The rules, in priority order, for the seat whose turn it is in ``st``."""
    op = st.opening
    if op is None:
        return openings(st)
    me, pa = st.me, st.partner
    mine, his = st.acted(me), st.acted(pa)
    if (
        his
        and his[-1].rule.tag is Tag.BLACKWOOD
        and (
            not mine
            or mine[-1].rule.tag is not Tag.ACE_REPLY
            or _index(st, mine[-1]) < _index(st, his[-1])
        )
    ):
        return ace_replies()
    if (
        mine
        and mine[-1].rule.tag is Tag.BLACKWOOD
        and his
        and his[-1].rule.tag is Tag.ACE_REPLY
        and _index(st, his[-1]) > _index(st, mine[-1])
    ):
        return after_aces(st, his[-1])
    slam = _king_ask_situation(st, mine, his)
    if slam is not None:
        return slam
    stayman = _stayman_situation(st)
    if stayman is not None:
        return stayman + judgment(st)
    opp_acted = any(s.seat.side is not me.side and s.rule.tag is not Tag.PASS for s in st.history)
    if (
        his
        and his[-1].rule.tag is Tag.STAYMAN
        and mine
        and isinstance(his[-1].call, Bid)
        and mine[-1].call == Bid(his[-1].call.level - 1, NT)
        and not _acted_after(st, his[-1])
    ):
        return stayman_replies(his[-1].call.level)
    opening = op.call
    assert isinstance(opening, Bid)
    if op.seat.side is me.side:
        if op.seat is pa and not mine and len(his) == 1:
            suit = opening.strain.suit
            if opp_acted:
                if opening.level == 1 and suit is not None:
                    rho = st.last_of(me.rho)
                    if rho is not None and rho.rule.tag is not Tag.PASS and _only_rho_acted(st):
                        return competitive_responses(st, suit)
                return judgment(st)
            if op.rule.tag is Tag.STRONG_2C:
                return two_club_responses()
            if opening.level == 1 and suit is not None:
                return responses_to_one(st, suit)
            if opening.strain is NT and opening.level in (1, 2):
                lo, hi = (15, 17) if opening.level == 1 else (20, 21)
                return nt_responses(st, opening.level, lo, hi)
            if suit is not None and opening.level >= 2:
                return preempt_responses(st, opening)
            return judgment(st)
        if not opp_acted and op.seat is me and len(mine) == 1 and len(his) == 1:
            answer = his[0]
            suit = opening.strain.suit
            if answer.rule.tag is Tag.STAYMAN and opening.strain is NT:
                return stayman_replies(opening.level + 1)
            if op.rule.tag is Tag.STRONG_2C and answer.rule.tag is Tag.WAITING:
                return two_club_rebids()
            weak_two = _weak_two_rebid(st, op, answer)
            if weak_two is not None:
                return weak_two
            if (
                opening.level == 1
                and suit is not None
                and isinstance(answer.call, Bid)
                and answer.rule.tag is Tag.NATURAL
            ):
                r = answer.call
                if r.level == 1:
                    return opener_rebids(st, suit, r)
                ys = r.strain.suit
                if r.level == 2 and ys is not None and ys.order < suit.order:
                    return after_two_over_one(st, suit, ys)
            return judgment(st)
        if (
            (
                not opp_acted
                and op.seat is pa
                and op.rule.tag is Tag.STRONG_2C
                and len(mine) == 1
                and len(his) == 2
            )
            and mine[0].rule.tag is Tag.WAITING
            and his[1].call == bid(2, NT)
        ):
            return nt_responses(st, 2, 22, 24)
        strong = _two_club_situation(st, op, mine, his)
        if strong is not None and not opp_acted:
            return strong
        if (
            his
            and his[-1].rule.tag is Tag.TAKEOUT
            and not _called_since(st, me, his[-1])
            and _rho_passed(st)
        ):
            # Partner (the opener, or a responder) doubled their suit for takeout.
            return advances(st, his[-1])
        return judgment(st)
    if not mine and not his:
        return overcalls(st)
    if (
        not mine
        and len(his) == 1
        and his[0].call == bid(1, NT)
        and not _called_since(st, me, his[0])
        and _rho_passed(st)
        and isinstance(opening.strain.suit, Suit)
    ):
        # Systems on over partner's 1NT overcall: answer it as a 1NT opening.
        lo, hi = his[0].shown.hcp
        return nt_responses(st, 1, lo, hi, avoid=opening.strain.suit)
    if not mine and len(his) == 1 and not _called_since(st, me, his[0]):
        return advances(st, his[0])
    if his and his[-1].rule.tag is Tag.TAKEOUT and not _called_since(st, me, his[-1]):
        return advances(st, his[-1])
    return judgment(st)


def _two_club_situation(
    st: State, op: Seen, mine: list[Seen], his: list[Seen]
) -> list[Rule] | None:
    """2♣–2♦–(a suit): responder's second call; 2♣–2♦–(a suit)–second negative: the
    opener's next call."""
    if op.rule.tag is not Tag.STRONG_2C:
        return None
    if op.seat is st.partner and len(mine) == 1 and len(his) == 2:
        x = his[1].rule.suit
        if mine[0].rule.tag is Tag.WAITING and x is not None:
            return two_club_second_call(st, x)
    if op.seat is st.me and len(mine) == 2 and len(his) == 2:
        x = mine[1].rule.suit
        if his[0].rule.tag is Tag.WAITING and his[1].rule.tag is Tag.SECOND_NEGATIVE and x:
            return after_second_negative(st, x)
    return None


def _weak_two_rebid(st: State, op: Seen, answer: Seen) -> list[Rule] | None:
    """I opened a weak two (or three of a suit), partner asked with 2NT or bid a new suit
    (both forcing)."""
    opening = op.call
    assert isinstance(opening, Bid)
    x = opening.strain.suit
    if opening.level not in (2, 3) or x is None or op.rule.tag is Tag.STRONG_2C:
        return None
    if answer.rule.tag is Tag.FEATURE_ASK:
        return feature_replies(st, x)
    z = answer.rule.suit
    if z is not None and z is not x and answer.rule.force is Force.ONE_ROUND:
        return after_new_suit(st, x, z)
    return None


def _stayman_situation(st: State) -> list[Rule] | None:
    """After no-trump (opened or overcalled), Stayman and its reply, with the opponents
    silent since the no-trump: responder's second call, or the no-trump bidder's third."""
    ours = [s for s in st.history if s.seat.side is st.me.side and s.rule.tag is not Tag.PASS]
    for i, nt in enumerate(ours[:-2]):
        if not isinstance(nt.call, Bid) or nt.call.strain is not NT or nt.call.level > 2:
            continue
        ask, reply = ours[i + 1], ours[i + 2]
        if ask.rule.tag is not Tag.STAYMAN or ask.seat is nt.seat or reply.seat is not nt.seat:
            continue
        if ask.call != bid(nt.call.level + 1, C) or not isinstance(reply.call, Bid):
            return None
        if reply.call.level != nt.call.level + 1 or _they_acted_after(st, nt):
            return None
        rest = ours[i + 3 :]
        level, opened = nt.call.level, nt.shown.hcp
        if not rest and st.me is ask.seat:
            return stayman_continuations(st, level, opened[0], opened[1], reply.call)
        if len(rest) == 1 and st.me is nt.seat and isinstance(rest[0].call, Bid):
            return opener_after_stayman(st, level, opened, reply.call, rest[0].call)
        return None
    return None


def _they_acted_after(st: State, seen: Seen) -> bool:
    """Whether an opponent of ``seen``'s side bid or doubled after it."""
    i = _index(st, seen)
    side = seen.seat.side
    return any(s.seat.side is not side and s.rule.tag is not Tag.PASS for s in st.history[i + 1 :])


def _king_ask_situation(st: State, mine: list[Seen], his: list[Seen]) -> list[Rule] | None:
    """Partner asked for kings (I answer), or I asked and partner answered (I place)."""
    if (
        his
        and his[-1].rule.tag is Tag.KING_ASK
        and (not mine or _index(st, mine[-1]) < _index(st, his[-1]))
    ):
        return king_replies()
    if (
        mine
        and mine[-1].rule.tag is Tag.KING_ASK
        and his
        and his[-1].rule.tag is Tag.KING_REPLY
        and _index(st, his[-1]) > _index(st, mine[-1])
    ):
        return after_kings(st, his[-1])
    return None


def _index(st: State, seen: Seen) -> int:
    for i, s in enumerate(st.history):
        if s is seen:
            return i
    return -1


def _called_since(st: State, seat: Seat, seen: Seen) -> bool:
    """Whether ``seat`` has made any call (a pass too) after ``seen``."""
    i = _index(st, seen)
    return any(s.seat is seat for s in st.history[i + 1 :])


def _acted_after(st: State, seen: Seen) -> bool:
    """Whether an opponent bid or doubled after ``seen``."""
    i = _index(st, seen)
    return any(s.rule.tag is not Tag.PASS for s in st.history[i + 1 :])


def _rho_passed(st: State) -> bool:
    """Whether my right-hand opponent has passed (or not called) since his last action."""
    rho = st.last_of(st.me.rho)
    return rho is None or rho.rule.tag is Tag.PASS


def _only_rho_acted(st: State) -> bool:
    lho = st.me.lho
    return not st.acted(lho)


def natural_reading(st: State, call: Call) -> Rule:
    """How a call outside the system is read: naturally, and promising nothing sure."""
    if isinstance(call, Pass):
        return rule(PASS, Condition(), "пас", "pass", Tag.PASS)
    our_bids = [s for s in st.history if s.seat.side is st.me.side and isinstance(s.call, Bid)]
    if isinstance(call, Double):
        last = st.last_bid
        takeout = last is not None and last.level <= 2 and not our_bids
        tag = Tag.TAKEOUT if takeout else Tag.PENALTY
        text = (
            ("вне системы; читается как вызывная", "outside the system; read as takeout")
            if takeout
            else ("вне системы; читается как штрафная", "outside the system; read as penalty")
        )
        return rule(call, Condition(), *text, tag, reading=Box(val=(12, 20)))
    if isinstance(call, Redouble):
        return rule(
            call,
            Condition(),
            "вне системы; читается как сила",
            "outside the system; read as strength",
            Tag.REDOUBLE,
            reading=Box(val=(10, 20)),
        )
    assert isinstance(call, Bid)
    if call == bid(4, NT) and any(s.rule.suit is not None for s in our_bids):
        return rule(
            call,
            Condition(),
            "вне системы; читается как Блэквуд",
            "outside the system; read as Blackwood",
            Tag.BLACKWOOD,
            Force.ONE_ROUND,
            reading=Box(val=(16, 30)),
        )
    suit = call.strain.suit
    val = (8, 18) if call.level <= 2 else (10, 20)
    if suit is None:
        return rule(
            call,
            Condition(),
            "вне системы; читается как естественная",
            "outside the system; read as natural",
            reading=Box(val=val, balanced=True, lens=((2, 6), (2, 6), (2, 6), (2, 6))),
        )
    lens = tuple((5, 13) if s is suit else (0, 13) for s in SUITS)
    return rule(
        call,
        Condition(),
        f"вне системы; читается как естественная: {suit.symbol}",
        f"outside the system; read as natural: {suit.symbol}",
        reading=Box(val=val, lens=lens),  # type: ignore[arg-type]
    )


def _force_rank(force: Force) -> int:
    return {Force.RELEASE: 0, Force.NO: 1, Force.ONE_ROUND: 2, Force.GAME: 3}[force]


def _hull(boxes: Iterator[Box] | list[Box]) -> Box:
    result: Box | None = None
    for b in boxes:
        result = b if result is None else result.hull(b)
    return result if result is not None else FREE


@lru_cache(maxsize=20000)
def analyse(
    dealer: Seat, calls: tuple[Call, ...], vul: frozenset[Side], partscores: tuple[int, int]
) -> State:
    """Read ``calls`` in order: for each, the rules that could make it and what it shows."""
    if not calls:
        free = (FREE, FREE, FREE, FREE)
        return State(Auction(dealer), (), free, free, vul, partscores)
    prev = analyse(dealer, calls[:-1], vul, partscores)
    call = calls[-1]
    seat = prev.me
    rules = rules_for(prev)
    matching = [r for r in rules if r.call == call]
    # A last resort is left out of the reading only where the situation's rules are all
    # open to the bidder: they are meant to cover every hand, which fails once some of
    # their calls are illegal (say after a jump to 7NT), and then it counts like any rule.
    if all(prev.auction.is_legal(r.call) for r in rules):
        strict = [r for r in matching if not r.last_resort] or matching
    else:
        strict = matching
    labels = {(r.ru, r.en) for r in strict}
    label = next(iter(labels)) if len(labels) == 1 else ("", "")
    if strict:
        rep = strict[0]
        # Partner can only rely on a force that every reading of the call carries.
        weakest = min((r.force for r in strict), key=_force_rank)
        if weakest is not rep.force:
            rep = replace(rep, force=weakest)
        shown = _hull([r.box for r in strict])
        judged = _hull([r.judged for r in strict])
        synthetic = False
    else:
        rep = natural_reading(prev, call)
        shown, judged = FREE, rep.judged
        synthetic = True
    i = seat.position
    shown_all = list(prev.shown)
    shown_all[i] = prev.shown[i].meet(shown)
    judged_all = list(prev.judged)
    judged_all[i] = prev.judged[i].meet(judged)
    return State(
        prev.auction.with_call(call),
        (*prev.history, Seen(seat, call, rep, synthetic, shown, max(1, len(strict)), label)),
        tuple(shown_all),  # type: ignore[arg-type]
        tuple(judged_all),  # type: ignore[arg-type]
        vul,
        partscores,
    )


def choose(st: State, f: Features) -> Rule:
    """The first rule of the situation that the hand meets and that is legal now."""
    for r in rules_for(st):
        if r.cond.holds(f) and st.auction.is_legal(r.call):
            return r
    return catch_all_pass()


__all__ = ["analyse", "choose", "natural_reading", "rules_for"]
