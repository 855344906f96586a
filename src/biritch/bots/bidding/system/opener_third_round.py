"""Opener's third call after a reverse or a jump shift, once responder has answered: the
opponents silent, opener 1x, responder one of a suit, opener's reverse (17+, forcing one
round) or jump shift (19+, game forcing), responder's answer.

Treatment (Root, Commonsense Bidding): after responder's weak answer to a reverse (two of
his suit, 2NT, a raise of the reverse suit, three of opener's first suit) opener with 19+
bids game and with a minimum reverse (16–18) stops: he passes, or bids 2NT with the
fourth suit stopped, or rebids a six-card first suit. After a jump shift the auction is
forcing to game and 3NT is the game to try with the fourth suit stopped."""

from __future__ import annotations

from biritch.bots.bidding.core import MAX_HCP, Range, Rule, State, Tag, cond
from biritch.bots.bidding.system.common import (
    NT,
    TO_PLAY,
    bid,
    cheapest_bid,
    rule,
    stoppers_in,
)
from biritch.bots.bidding.system.notrump import (
    ACCEPT_NT_INVITE,
    DECLINE_NT_INVITE,
    FIVE_CARD_SUIT,
)
from biritch.bots.bidding.system.responder_rebids import Rebid, read_rebid
from biritch.engine import PASS, SUITS, Bid, Call, Strain

#: Opener's reverse shows 16–21 HCP: a minimum stops, 19+ bids game.
MINIMUM_REVERSE: Range = (16, 18)
GAME_REVERSE: Range = (19, 21)

#: After 1x–1y–1NT (12–14 balanced)–2NT (responder's 11–12, invitational) the opener
#: passes with a minimum and bids 3NT with 13 or more, or with 12 and a five-card suit
#: (its length point): the same split of a three-point range as the 1NT opener's answer to
#: 2NT, 15 passes and 16–17 accept (ACBL Bridge Series, Grant, "Bidding in the 21st
#: Century"; Goren's length points). Counted against the top of the 2NT's shown range: 13
#: and 12 make 25. Where responder already stretched for a vulnerable game (his 2NT then
#: shows 10–11, stakes.py), the opener does not stretch a second time: he accepts with 14.
NT_REBID_GAME = 25

GAME = ("гейм", "game")
TRY_DECLINED = ("партнёр отказался от гейма: играть", "partner declined the game try: to play")
MINIMUM_STOP = ("минимальный реверс: играть", "minimum reverse: to play")
MINIMUM_NT = (
    "минимальный реверс, остановка в четвёртой масти",
    "minimum reverse, the fourth suit stopped",
)
MINIMUM_OWN = ("минимальный реверс, 6+ карт в первой масти", "minimum reverse, six cards")
MINIMUM_RAISE = ("минимальный реверс, поддержка, инвит", "minimum reverse, raise, invitational")
GAME_FORCED_RAISE = ("поддержка: три карты", "support: three cards")
GAME_FORCED_OWN = ("длинная первая масть", "the long first suit")
RAISE_AFTER_JUMP_SHIFT = ("поддержка масти партнёра", "support for partner's suit")


def opener_third_round(st: State) -> list[Rule]:
    """My rules for the auction's shape (empty when it is not opener's third call after
    his reverse or jump shift and responder's answer)."""
    me, pa = st.me, st.partner
    op = st.opening
    if op is None or op.seat is not me:
        return []
    mine, his = st.acted(me), st.acted(pa)
    if len(mine) != 2 or len(his) != 2:
        return []
    if any(s.seat.side is not me.side and s.rule.tag is not Tag.PASS for s in st.history):
        return []
    a = read_rebid(op, his[0], mine[1])
    answer = st.last_of(pa)
    if a is not None and answer is not None and _nt_rebid_invited(a, answer.call):
        return _after_nt_rebid_invite(st)
    if a is not None and answer is not None and _try_declined(a, answer.call):
        return [rule(PASS, cond(), *TRY_DECLINED, Tag.PASS)]
    if a is None or answer is None or not isinstance(answer.call, Bid) or a.response.level != 1:
        return []
    if a.reverse:
        return _after_reverse(st, a, answer.call)
    if a.jump_shift and answer.call.strain in (Strain.of(a.x), NT):
        # Responder showed no fit for the jump-shift suit: 3NT with the rest stopped.
        return _after_jump_shift(st, a)
    if a.jump_shift and answer.call.level == 3:
        return _after_jump_shift_suit(st, a, answer.call)
    return []


def _after_reverse(st: State, a: Rebid, answer: Bid) -> list[Rule]:
    z = a.z
    assert z is not None
    x, y = a.x, a.y
    out: list[Rule] = []
    fourth = stoppers_in(a.fourth())
    if answer == bid(3, NT) or answer.level >= 4:
        return []
    if y is not None and answer == bid(2, y) and y.is_major:
        out.append(rule(bid(4, y), cond(GAME_REVERSE, lens={y: (3, 13)}), *GAME))
    if answer == bid(3, z) and z.is_major:
        out.append(rule(bid(4, z), cond(GAME_REVERSE), *GAME))
    if st.auction.is_legal(bid(3, NT)):
        out.append(rule(bid(3, NT), cond(GAME_REVERSE, checks=fourth), *TO_PLAY))
    if answer == bid(3, x) and not x.is_major:
        out.append(rule(bid(5, x), cond(GAME_REVERSE), *GAME))
    # A minimum reverse opposite a weak answer.
    if y is not None and answer == bid(2, y):
        out.append(rule(bid(3, y), cond(MINIMUM_REVERSE, lens={y: (3, 13)}), *MINIMUM_RAISE))
        out.append(rule(bid(2, NT), cond(MINIMUM_REVERSE, checks=fourth), *MINIMUM_NT))
        out.append(rule(bid(3, x), cond(MINIMUM_REVERSE, lens={x: (6, 13)}), *MINIMUM_OWN))
    weak = {bid(2, NT), bid(3, z), bid(3, x)} | ({bid(2, y)} if y is not None else set())
    if y is None:
        # After 1NT (6-10) responder's long suit at the three level is a weak rescue too.
        weak |= {bid(3, s) for s in a.fourth()}
    if answer in weak:
        out.append(rule(PASS, cond(MINIMUM_REVERSE), *MINIMUM_STOP, Tag.PASS))
        return out
    # Any other answer (the fourth suit, a jump in his own suit) shows the 9+ that makes
    # game opposite a reverse: the opener may not pass below game. A major partner rebid
    # with a jump is raised with two cards, 3NT wants the fourth suit stopped, else the
    # cheapest bid of the long first suit (Root, Commonsense Bidding).
    if y is not None and y.is_major and answer == bid(3, y):
        out.append(rule(bid(4, y), cond(lens={y: (2, 13)}), *GAME))
    if st.auction.is_legal(bid(3, NT)):
        out.append(rule(bid(3, NT), cond(checks=fourth), *TO_PLAY))
    if y is not None and y.is_major:
        raise_y = cheapest_bid(st, y)
        if raise_y is not None and raise_y.level <= 4:
            out.append(rule(raise_y, cond(lens={y: (3, 13)}), *GAME_FORCED_RAISE))
    own = cheapest_bid(st, x)
    if own is not None and own.level <= 4:
        out.append(rule(own, cond(lens={x: (5, 13)}), *GAME_FORCED_OWN))
    return out


def _after_jump_shift(st: State, a: Rebid) -> list[Rule]:
    three_nt = bid(3, NT)
    if not st.auction.is_legal(three_nt):
        return []
    unbid = [s for s in SUITS if s not in (a.x, a.y, a.z)]
    return [rule(three_nt, cond(checks=stoppers_in(unbid)), *TO_PLAY)]


def _after_jump_shift_suit(st: State, a: Rebid, answer: Bid) -> list[Rule]:
    """Responder named a suit at the three level over my jump shift (his own again, or a
    new one): the game force goes on. A major he rebids is raised with two cards, a new
    major with three; 3NT wants every suit nobody named stopped; else my long first suit
    (Root, Commonsense Bidding). Other hands are left to judgment."""
    w = answer.strain.suit
    if w is None or w is a.z:
        return []
    out: list[Rule] = []
    if w.is_major and w is not a.x:
        support = 2 if w is a.y else 3
        out.append(rule(bid(4, w), cond(lens={w: (support, 13)}), *RAISE_AFTER_JUMP_SHIFT))
    unbid = [s for s in SUITS if s not in (a.x, a.y, a.z, w)]
    if st.auction.is_legal(bid(3, NT)):
        out.append(rule(bid(3, NT), cond(checks=stoppers_in(unbid)), *TO_PLAY))
    own = cheapest_bid(st, a.x)
    if own is not None and own.level <= 4 and w is not a.x:
        out.append(rule(own, cond(lens={a.x: (5, 13)}), *GAME_FORCED_OWN))
    return out


def _try_declined(a: Rebid, answer: Call) -> bool:
    """1M–2M, my help-suit game try (a new suit below 3M) and partner's return to 3M: he
    declined, and the opener, whose try showed 15-18, leaves it there (SAYC booklet: the
    raiser signs off with a minimum)."""
    x = a.x
    if not x.is_major or a.response != bid(2, x) or answer != bid(3, x):
        return False
    return a.rebid < bid(3, x) and a.z is not None


def _nt_rebid_invited(a: Rebid, answer: Call) -> bool:
    """1x–1y–1NT–2NT: responder invited opposite the opener's minimum balanced rebid."""
    return a.response.level == 1 and a.rebid == bid(1, NT) and answer == bid(2, NT)


def _after_nt_rebid_invite(st: State) -> list[Rule]:
    if st.game_level(NT) != 3:
        return []
    accept = NT_REBID_GAME - st.box(st.partner).hcp[1]
    short = accept - 1
    return [
        rule(bid(3, NT), cond((accept, MAX_HCP)), *ACCEPT_NT_INVITE),
        rule(bid(3, NT), cond((short, short), checks=(FIVE_CARD_SUIT,)), *ACCEPT_NT_INVITE),
        rule(PASS, cond((0, short)), *DECLINE_NT_INVITE, Tag.PASS),
    ]
