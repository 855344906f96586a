"""Opener's third call after a reverse or a jump shift, once responder has answered: the
opponents silent, opener 1x, responder one of a suit, opener's reverse (17+, forcing one
round) or jump shift (19+, game forcing), responder's answer.

Treatment (Root, Commonsense Bidding): after responder's weak answer to a reverse (two of
his suit, 2NT, three of opener's first suit) opener with 19+
bids game and with a minimum reverse (16–18) stops: he passes, or bids 2NT with the
fourth suit stopped, or rebids a six-card first suit. After a jump shift the auction is
forcing to game and 3NT is the game to try with the fourth suit stopped; so is responder's
raise of the reverse suit.

Also opener's third call after a minimum rebid and responder's forcing new suit (the fourth
suit, or a natural new suit): support first, then no-trump with the unbid suit stopped, then
the long suit again (Root; the usual answers to the fourth suit)."""

from __future__ import annotations

from dataclasses import replace

from biritch.bots.bidding.core import MAX_HCP, Force, Range, Rule, State, Tag, cond
from biritch.bots.bidding.system.common import (
    GAME,
    NT,
    SUPPORT,
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
from biritch.engine import PASS, SUITS, Bid, Call, Strain, Suit

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
DELAYED_SUPPORT = (
    "поддержка первой масти партнёра: три карты",
    "support for partner's first suit: three cards",
)
NEW_SUIT_RAISE = (
    "поддержка новой масти партнёра: четыре карты",
    "support for his new suit: four cards",
)
UNBID_STOPPED = ("остановка в неназванной масти", "the unbid suit stopped")
OWN_SIX = ("своя масть, 6+ карт", "own suit, six cards")
NEW_SUIT_THREE = (
    "поддержка новой масти партнёра: три карты",
    "support for his new suit: three cards",
)
OWN_FIVE = ("своя масть ещё раз, без остановки", "own suit again, no stopper")
DOUBLETON_PREFERENCE = ("предпочтение: две карты", "preference: two cards")
OWN_AGAIN = ("своя масть ещё раз: ничего лучше", "own suit again: nothing better")
NO_BETTER_GAME = ("форсинг до гейма, иного гейма нет", "game forcing, no other game")
NO_FIT_NT = ("без фита в мажоре партнёра: 3БК", "no fit for his major: 3NT")
SECOND_FIVE = ("вторая масть ещё раз: пять-пять", "the second suit again: five-five")

#: After responder's one-round force the opener with this much bids the game himself
#: (a minimum rebid shows 12-14; 15+ is the upper part of a one-level opening).
EXTRAS: Range = (15, MAX_HCP)
MINIMUM: Range = (0, 14)


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
    if a is None or answer is None or not isinstance(answer.call, Bid):
        return []
    if _new_suit_forces(a, answer.call):
        return _after_new_suit(st, a, answer.call)
    if _two_over_one_suit_again(a, answer.call):
        return _after_two_over_one_suit_again(st, a)
    if _two_over_one_invited(a, answer.call):
        return _after_two_over_one_invite(st, a, answer.call)
    if a.response.level != 1:
        return []
    if a.rebid == bid(2, NT) and a.y is not None and a.y.is_major and answer.call.level == 3:
        return _after_2nt_major(st, a, answer.call)
    if _his_major_jump(a, answer.call):
        return _after_his_major_jump(st, a, answer.call)
    if a.reverse:
        return _after_reverse(st, a, answer.call)
    if a.jump_shift and answer.call.strain in (Strain.of(a.x), NT):
        # Responder showed no fit for the jump-shift suit: 3NT with the rest stopped.
        return _after_jump_shift(st, a)
    if a.jump_shift and answer.call.level == 3:
        return _after_jump_shift_suit(st, a, answer.call)
    return []


def _after_2nt_major(st: State, a: Rebid, answer: Bid) -> list[Rule]:
    """1x-1M-2NT (18-19)-three of a major, forcing: his five-card major again asks for
    three-card support, three hearts after his spades shows five-four (Root, "Commonsense
    Bidding": the opener raises with three cards of the five-card major, with four of the
    second major, else bids 3NT). Other answers are left to judgment."""
    y = a.y
    assert y is not None
    w = answer.strain.suit
    out: list[Rule] = []
    if w is Suit.HEARTS and y is Suit.SPADES:
        out.append(rule(bid(4, Suit.HEARTS), cond(lens={w: (4, 13)}), *NEW_SUIT_RAISE))
        out.append(rule(bid(4, y), cond(lens={y: (3, 13)}), *DELAYED_SUPPORT))
    elif w is y:
        out.append(rule(bid(4, y), cond(lens={y: (3, 13)}), *SUPPORT))
    else:
        return []
    out.append(rule(bid(3, NT), cond(), *NO_FIT_NT))
    return out


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
    if answer == bid(3, z):
        # His raise of the reverse suit forces to game: the major's game, or with a minor
        # 3NT with the fourth suit stopped, else five of it (Root, Commonsense Bidding).
        if z.is_major:
            return [rule(bid(4, z), cond(), *GAME)]
        return [
            rule(bid(3, NT), cond(checks=fourth), *TO_PLAY),
            rule(bid(5, z), cond(), *GAME),
        ]
    if st.auction.is_legal(bid(3, NT)):
        out.append(rule(bid(3, NT), cond(GAME_REVERSE, checks=fourth), *TO_PLAY))
    if answer == bid(3, x) and not x.is_major:
        out.append(rule(bid(5, x), cond(GAME_REVERSE), *GAME))
    # A minimum reverse opposite a weak answer.
    if y is not None and answer == bid(2, y):
        out.append(rule(bid(3, y), cond(MINIMUM_REVERSE, lens={y: (3, 13)}), *MINIMUM_RAISE))
        out.append(rule(bid(2, NT), cond(MINIMUM_REVERSE, checks=fourth), *MINIMUM_NT))
        out.append(rule(bid(3, x), cond(MINIMUM_REVERSE, lens={x: (6, 13)}), *MINIMUM_OWN))
    weak = {bid(2, NT), bid(3, x)} | ({bid(2, y)} if y is not None else set())
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
        out.append(rule(bid(4, w), cond(lens={w: (support, 13)}), *SUPPORT))
    unbid = [s for s in SUITS if s not in (a.x, a.y, a.z, w)]
    if st.auction.is_legal(bid(3, NT)):
        out.append(rule(bid(3, NT), cond(checks=stoppers_in(unbid)), *TO_PLAY))
    own = cheapest_bid(st, a.x)
    if own is not None and own.level <= 4 and w is not a.x:
        out.append(rule(own, cond(lens={a.x: (5, 13)}), *GAME_FORCED_OWN))
    return out


def _his_major_jump(a: Rebid, answer: Bid) -> bool:
    """1x-1M-my minimum rebid (1NT or my suit again)-his jump to 3M: six cards, invitational."""
    y = a.y
    if y is None or not y.is_major or a.response.level != 1 or answer != bid(3, y):
        return False
    return a.rebid in (bid(1, NT), bid(2, a.x))


def _after_his_major_jump(st: State, a: Rebid, answer: Bid) -> list[Rule]:
    """His six-card major invites: with the top of my minimum and two cards (eight trumps)
    the major game, not 3NT (Root, "Commonsense Bidding": a doubleton is support for a
    six-card suit). The rest (a minimum, a singleton) is judged."""
    y = a.y
    assert y is not None
    game = bid(st.game_level(Strain.of(y)), y)
    if game.level != 4:
        return []
    top = NT_REBID_GAME - st.box(st.partner).hcp[1]
    return [rule(game, cond((top, MAX_HCP), lens={y: (2, 13)}), *GAME)]


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


def _two_over_one_suit_again(a: Rebid, answer: Call) -> bool:
    """1x-2y-2NT-3y: responder's six-card suit again after my minimum 2NT."""
    y = a.y
    return (
        a.response.level == 2
        and y is not None
        and y is not a.x
        and a.rebid == bid(2, NT)
        and answer == bid(3, y)
    )


def _after_two_over_one_suit_again(st: State, a: Rebid) -> list[Rule]:
    """Responder's six-card suit again after his two-over-one and my 2NT: invitational
    (10-12), not a sign-off (Root, "Commonsense Bidding": a two-over-one and an opening
    are close to game; SAYC booklet: the two-over-one promised a second bid). With the top
    of my 2NT and two cards in his suit, the game: four of a major (eight trumps), 3NT over
    a minor, whose long suit runs with my doubleton (my 2NT showed the other stoppers);
    else I pass."""
    y = a.y
    assert y is not None
    fit = {y: (2, 13)}
    game = bid(4, y) if y.is_major else bid(3, NT)
    if st.game_level(game.strain) != game.level:
        return []
    label = GAME if y.is_major else TO_PLAY
    return [
        rule(game, cond(TOP_OF_2NT, lens=fit), *label),
        rule(PASS, cond((0, TOP_OF_2NT[0] - 1)), *SUIT_AGAIN_DECLINED, Tag.PASS),
    ]


#: The upper part of opener's 2NT after a two-over-one (10-16, rebids.py): 13 and
#: responder's 10-12 with a six-card suit reach the game.
TOP_OF_2NT: Range = (13, 16)
SUIT_AGAIN_DECLINED = ("минимум: играть", "a minimum: to play")


#: After 1x-2y-my minimum rebid at two, responder's 2NT, his suit again at three or his
#: raise of my new suit invites with 10-11 (SAYC booklet: "1♠ 2♣ 2♥: 2NT, 3♣, 3♥ =
#: invitation to game (10-11 points)"): 14 and 11 make the 25 of a game.
INVITE_ACCEPT: Range = (14, MAX_HCP)
INVITE_DECLINE: Range = (0, INVITE_ACCEPT[0] - 1)


def _two_over_one_invited(a: Rebid, answer: Bid) -> bool:
    """1x-2y-my minimum rebid at two (my suit again, or a new suit without a reverse)-
    responder's invitation (2NT, his suit again at three, three of my new suit) or his
    simple preference for my first suit (SAYC booklet: not forcing)."""
    y = a.y
    if a.response.level != 2 or y is None or y is a.x:
        return False
    if a.rebid.level != 2 or a.reverse or a.rebid.strain in (NT, Strain.of(y)):
        return False
    invitations = {bid(2, NT), bid(3, y)}
    if a.z is not None:
        invitations |= {bid(3, a.z), bid(2, a.x)}
    return answer in invitations


def _after_two_over_one_invite(st: State, a: Rebid, answer: Bid) -> list[Rule]:
    """My call after responder's invitation or preference (SAYC booklet, 1♠-2♣-2♥: 2NT,
    3♣, 3♥ invite with 10-11, 2♠ is a preference, not forcing). The two-over-one promised
    one more call, not a game: with a minimum I pass, with 14+ I bid the game his call
    names (four of a major with a fit, else 3NT with the unbid suits stopped). What the
    table leaves (extras without a fit or stoppers) is judged."""
    x, y, z = a.x, a.y, a.z
    assert y is not None
    if answer == bid(2, x):
        return [rule(PASS, cond(MINIMUM), *SUIT_AGAIN_DECLINED, Tag.PASS)]
    out: list[Rule] = []
    three_nt = bid(3, NT)
    if answer == bid(2, NT):
        if x.is_major and st.game_level(Strain.of(x)) == 4:
            out.append(rule(bid(4, x), cond(INVITE_ACCEPT, lens={x: (6, 13)}), *ACCEPT_INVITE))
        game: Bid = three_nt
        fit: dict[Suit, Range] = {}
    elif z is not None and answer == bid(3, z):
        game, fit = (bid(4, z) if z.is_major else three_nt), {z: (4, 13)}
    else:
        game, fit = (bid(4, y) if y.is_major else three_nt), {y: (2, 13)}
    if st.game_level(game.strain) != game.level:
        return []
    # His 2NT showed the unbid suits stopped; over his suit or his raise 3NT needs mine.
    unbid = [s for s in SUITS if s not in (x, y, z)]
    checks = stoppers_in(unbid) if game == three_nt and answer != bid(2, NT) else ()
    out.append(rule(game, cond(INVITE_ACCEPT, lens=fit, checks=checks), *ACCEPT_INVITE))
    out.append(rule(PASS, cond(INVITE_DECLINE), *DECLINE_INVITE, Tag.PASS))
    return out


ACCEPT_INVITE = ("не минимум: принимаю инвит", "above a minimum: accepts the invitation")
DECLINE_INVITE = ("минимум: отказ от приглашения", "a minimum: declines the invitation")


def _cheapest_level(after: Bid, suit: Suit) -> int:
    return after.level if Bid(after.level, Strain.of(suit)) > after else after.level + 1


def _new_suit_forces(a: Rebid, answer: Bid) -> bool:
    """1x-1y (or 2y)-a minimum rebid (1NT, my suit again, a new suit without a reverse or
    a jump)-responder's new suit at the two or three level: forcing (SAYC booklet: a new
    suit by responder is forcing one round, except a non-jump new suit below his first
    after a 1NT rebid, which is to play)."""
    w = answer.strain.suit
    if w is None or w in (a.x, a.y, a.z) or answer.level not in (2, 3):
        return False
    if a.y is None or a.y is a.x:
        # After 1NT his new suit is a weak escape; after his raise, a game try.
        return False
    if a.reverse or a.jump_shift:
        return False
    if a.z is None and a.rebid.strain is not Strain.of(a.x) and a.rebid != bid(1, NT):
        return False
    if a.rebid == bid(1, NT):
        jump = answer.level > _cheapest_level(a.rebid, w)
        return jump or w.order > a.y.order
    return True


def _after_new_suit(st: State, a: Rebid, answer: Bid) -> list[Rule]:
    """My third call after responder's forcing new suit (the fourth suit, artificial, or a
    natural third suit). In order: three-card support for his first major; four cards in
    his natural new major; no-trump with the unbid suits stopped (2NT with a minimum after
    a one-round force, else 3NT); three cards in his first suit, a minor; my six-card suit
    again; my second suit again with five-
    five; four cards in his fourth suit (Root, "Commonsense Bidding"; Goren; the usual
    answers to the fourth suit: preference for his first suit, no-trump with a stopper,
    the natural rebid). A jump, or a new suit at the three level, forces to game."""
    w = answer.strain.suit
    assert w is not None
    x, y, z = a.x, a.y, a.z
    fourth = z is not None
    game_force = answer.level == 3 or answer.level > _cheapest_level(a.rebid, w)
    out: list[Rule] = []
    if y is not None and y.is_major:
        b = cheapest_bid(st, y)
        if b is not None and b.level <= st.game_level(b.strain):
            out.append(rule(b, cond(lens={y: (3, 13)}), *DELAYED_SUPPORT))
    raise_w = cheapest_bid(st, w)
    if not fourth and w.is_major and raise_w is not None:
        game = bid(st.game_level(Strain.of(w)), w)
        if game_force or raise_w == game:
            out.append(rule(game, cond(lens={w: (4, 13)}), *NEW_SUIT_RAISE))
        else:
            out.append(rule(game, cond(EXTRAS, lens={w: (4, 13)}), *NEW_SUIT_RAISE))
            out.append(rule(raise_w, cond(MINIMUM, lens={w: (4, 13)}), *NEW_SUIT_RAISE))
    unbid = [s for s in SUITS if s not in (x, y, z) and (fourth or s is not w)]
    stopped = stoppers_in(unbid)
    three_nt = bid(3, NT)
    if st.auction.is_legal(bid(2, NT)) and not game_force:
        out.append(rule(three_nt, cond(EXTRAS, checks=stopped), *UNBID_STOPPED))
        out.append(rule(bid(2, NT), cond(MINIMUM, checks=stopped), *UNBID_STOPPED))
    elif st.auction.is_legal(three_nt):
        out.append(rule(three_nt, cond(checks=stopped), *UNBID_STOPPED))
    if y is not None and not y.is_major:
        # His minor with three cards: below 3NT, which the stopper has already taken.
        b = cheapest_bid(st, y)
        if b is not None and b.level < st.game_level(b.strain):
            out.append(rule(b, cond(lens={y: (3, 13)}), *DELAYED_SUPPORT))
    own = cheapest_bid(st, x)
    if own is not None and own.level < st.game_level(own.strain):
        out.append(rule(own, cond(lens={x: (6, 13)}), *OWN_SIX))
    if z is not None:
        second = cheapest_bid(st, z)
        if second is not None and second.level < st.game_level(second.strain):
            out.append(rule(second, cond(lens={z: (5, 13)}), *SECOND_FIVE))
    if fourth and raise_w is not None and raise_w.level < st.game_level(raise_w.strain):
        out.append(rule(raise_w, cond(lens={w: (4, 13)}), *NEW_SUIT_RAISE))
    # Nothing above fits: the force is still on. His natural major (five-four at least, a
    # jump five-five) is raised with three; else my five-card suit again below game; a
    # game force without any of these settles in 3NT.
    if not fourth and w.is_major and game_force:
        game = bid(st.game_level(Strain.of(w)), w)
        out.append(rule(game, cond(lens={w: (3, 13)}), *NEW_SUIT_THREE))
    if own is not None and own.level < st.game_level(own.strain) and not game_force:
        out.append(rule(own, cond(lens={x: (5, 13)}), *OWN_FIVE))
        if y is not None and y.is_major:
            b = cheapest_bid(st, y)
            if b is not None and b.level < st.game_level(b.strain):
                out.append(rule(b, cond(lens={y: (2, 13)}), *DOUBLETON_PREFERENCE))
        out.append(rule(own, cond(), *OWN_AGAIN))
    if game_force and st.auction.is_legal(three_nt):
        out.append(rule(three_nt, cond(), *NO_BETTER_GAME))
        # Below game the force goes on: responder may not pass my support or my suit.
        out = [replace(r, force=Force.GAME) if _below_game(st, r.call) else r for r in out]
    return out


def _below_game(st: State, call: Call) -> bool:
    return isinstance(call, Bid) and call.level < st.game_level(call.strain)
