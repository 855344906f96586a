"""Opener's third call after a reverse or a jump shift, once responder has answered: the
opponents silent, opener 1x, responder one of a suit, opener's reverse (17+, forcing one
round) or jump shift (19+, game forcing), responder's answer.

Treatment (Root, Commonsense Bidding): after responder's weak answer to a reverse (two of
his suit, 2NT, a raise of the reverse suit, three of opener's first suit) opener with 19+
bids game and with a minimum reverse (16–18) stops: he passes, or bids 2NT with the
fourth suit stopped, or rebids a six-card first suit. After a jump shift the auction is
forcing to game and 3NT is the game to try with the fourth suit stopped.

After opener's minimum rebid (1NT, two of his suit, or a lower new suit) and responder's
invitation (2NT, or three of a suit already named, 10–12), opener accepts with the top of
his range, counting a point for each card past four in a long suit (Goren's length points;
Grant, "Bidding in the 21st Century": with a minimum decline, with a maximum bid game), in
the strain the auction shows: the major fit, else 3NT with the unbid suits stopped. A
declining hand, or a minor fit without the stoppers, is left to judgment."""

from __future__ import annotations

from biritch.bots.bidding.core import MAX_HCP, Range, Rule, State, Tag, cond
from biritch.bots.bidding.system.common import (
    NT,
    NT_SHAPE,
    TO_PLAY,
    bid,
    rule,
    stoppers_in,
)
from biritch.bots.bidding.system.responder_rebids import Rebid, read_rebid
from biritch.engine import PASS, SUITS, Bid, Strain, Suit

#: Opener's reverse shows 16–21 HCP: a minimum stops, 19+ bids game.
MINIMUM_REVERSE: Range = (16, 18)
GAME_REVERSE: Range = (19, 21)

GAME = ("гейм", "game")
MINIMUM_STOP = ("минимальный реверс: играть", "minimum reverse: to play")
MINIMUM_NT = (
    "минимальный реверс, остановка в четвёртой масти",
    "minimum reverse, the fourth suit stopped",
)
MINIMUM_OWN = ("минимальный реверс, 6+ карт в первой масти", "minimum reverse, six cards")
MINIMUM_RAISE = ("минимальный реверс, поддержка, инвит", "minimum reverse, raise, invitational")


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
    if a is None or answer is None or not isinstance(answer.call, Bid) or a.response.level != 1:
        return []
    if a.reverse:
        return _after_reverse(st, a, answer.call)
    if a.jump_shift and answer.call.strain in (Strain.of(a.x), NT):
        # Responder showed no fit for the jump-shift suit: 3NT with the rest stopped.
        return _after_jump_shift(st, a)
    return _after_invitation(st, a, answer.call)


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
    out.append(rule(PASS, cond(MINIMUM_REVERSE), *MINIMUM_STOP, Tag.PASS))
    return out


def _after_jump_shift(st: State, a: Rebid) -> list[Rule]:
    three_nt = bid(3, NT)
    if not st.auction.is_legal(three_nt):
        return []
    unbid = [s for s in SUITS if s not in (a.x, a.y, a.z)]
    return [rule(three_nt, cond(checks=stoppers_in(unbid)), *TO_PLAY)]


#: Opener's length points (HCP and a point per card past four) that accept responder's
#: invitation after each minimum rebid: the 1NT rebid shows 12–14, so 14 accepts (13 HCP
#: with a five-card suit); two of his six-card suit 12–16 counting its two length points
#: 14–18, so 16 accepts (14 HCP); a lower new suit (12–17, five-four: 13–18) 16.
ACCEPT_AFTER_1NT = 14
ACCEPT_AFTER_OWN_SUIT = 16
ACCEPT_AFTER_NEW_SUIT = 16
ACCEPTS = ("максимум: принимает инвит", "maximum: accepts the invitation")


def _min_rebid_floor(a: Rebid) -> int | None:
    """The points that accept an invitation after opener's rebid, or None when the rebid
    is not a minimum one."""
    if a.rebid == bid(1, NT):
        return ACCEPT_AFTER_1NT
    if a.rebid == bid(2, a.x) and a.lowest == 2:
        return ACCEPT_AFTER_OWN_SUIT
    z = a.z
    if z is not None and a.rebid.level == a.lowest and not a.reverse:
        return ACCEPT_AFTER_NEW_SUIT
    return None


def _named(a: Rebid) -> list[Suit]:
    return [s for s in (a.x, a.y, a.z) if s is not None]


def _after_invitation(st: State, a: Rebid, answer: Bid) -> list[Rule]:
    """Responder invited after my minimum rebid: game with the top of my range."""
    floor = _min_rebid_floor(a)
    if floor is None or a.response.level != 1:
        return []
    g_nt = st.game_level(NT)
    invited = answer == bid(2, NT) or (
        answer.level == 3 and answer.strain.suit in _named(a) and answer.strain is not NT
    )
    if not invited or answer.level >= st.game_level(answer.strain) or g_nt != 3:
        return []
    pts = (floor, MAX_HCP)
    unbid = [s for s in SUITS if s not in _named(a)]
    stopped = stoppers_in(unbid)
    out: list[Rule] = []
    t = answer.strain.suit
    three_nt = bid(3, NT)
    if t is None:
        # 2NT: the no-trump game, or four of my six-card major.
        if a.x.is_major:
            out.append(rule(bid(4, a.x), cond(pts=pts, lens={a.x: (6, 13)}), *ACCEPTS))
        out.append(rule(three_nt, cond(pts=pts), *ACCEPTS))
        return out
    support = 2 if t is a.y and t is not a.x else 3
    if t.is_major:
        out.append(rule(bid(4, t), cond(pts=pts, lens={t: (support, 13)}), *ACCEPTS))
    # A minor fit plays in 3NT with the unbid suits stopped: five of a minor needs more
    # than an invitation accepted (it is left to judgment).
    out.append(rule(three_nt, cond(pts=pts, checks=(NT_SHAPE, *stopped)), *ACCEPTS))
    return out
