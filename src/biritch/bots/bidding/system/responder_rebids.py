"""Responder's second call when it answers opener's rebid: partner opened one of a suit, I
answered once, partner rebid, the opponents silent. These are the answers the textbooks
table (a reverse, a jump shift, a jump rebid, 2NT, a minimum rebid, a game try); anything
else is left to judgment, whose rules follow these in the dispatcher.

Treatment after a reverse (Root, Commonsense Bidding; the usual Standard American): the
reverse forces one round; responder's cheapest rebid of a five-card suit, 2NT or
three of opener's first suit show a minimum (6–8); with 9+ responder bids game at once, or
raises the reverse suit, which forces to game (Root; Belk: any answer but the minimum ones
forces to game), so a weak hand with four cards there bids one of the minimum answers."""

from __future__ import annotations

from dataclasses import dataclass

from biritch.bots.bidding.core import (
    MAX_HCP,
    Check,
    Force,
    Range,
    Rule,
    Seen,
    State,
    Tag,
    cond,
)
from biritch.bots.bidding.system.common import (
    FORCE1,
    GAME,
    GAME_PS,
    INVITE,
    NT,
    NT_SHAPE,
    SEMI_BALANCED,
    TO_PLAY,
    bid,
    cheapest_bid,
    good_suit,
    rule,
    stoppers_in,
)
from biritch.bots.bidding.system.rebids import jacoby_auction
from biritch.bots.bidding.system.slam_zone import (
    BLACKWOOD,
    GRAND_SLAM_PTS,
    QUANTITATIVE,
    SMALL_SLAM_PTS,
    blackwood_asks,
    slam_points,
)
from biritch.bots.evaluate import Features
from biritch.engine import PASS, SUITS, Bid, Strain, Suit

#: Responder's strength after opener's minimum rebid: 10–12 invites (SAYC), 13+ is game.
INVITE_HCP: Range = (10, 12)
#: A raise of opener's second suit invites with 10-12 dummy points from 8 HCP (less passes).
DUMMY_INVITE_HCP: Range = (INVITE_HCP[0] - 2, INVITE_HCP[0] - 1)
#: Opposite a reverse (17+): 6–8 stays low, 9+ is game.
AFTER_REVERSE_WEAK: Range = (0, 8)
AFTER_REVERSE_GAME: Range = (9, 15)
#: Opposite a jump shift (19+, game forcing) the natural answers, up to slam values.
AFTER_JUMP_SHIFT: Range = (5, 13)
#: Opposite 18–19 balanced (the jump to 2NT, after a one-level suit or a 1NT response):
#: 7+ makes game (25 together); vulnerable, where the scoring pays for a close game
#: (stakes.py), 6 does too (6 and 19 make 25: the 2NT never shows less than 18).
OVER_2NT_GAME: Range = (7, 13)
#: After a 1NT response (6–10) the raise of opener's second suit invites with four trumps
#: and 9+ points counted as dummy (Grant, ACBL Bridge Series: responder's raise of the new
#: suit after 1NT shows four-card support and the top of the 1NT range); less passes.
NT_RESPONSE_RAISE_PTS: Range = (9, 13)
#: Opposite the jump rebid (16–18, six cards): 8+ makes game.
OVER_JUMP_REBID_GAME: Range = (8, 14)
#: Opposite the 1NT rebid (12–14): game-forcing values (Goren counts 13 for the 25; the
#: five-four shape is worth the point that 12 lacks).
OVER_1NT_REBID_GAME: Range = (12, 16)
#: Responder's values for the fourth suit opposite opener's new suit (12–18): invitational
#: or more (Seagram/Bird, "25 Bridge Conventions": the fourth suit shows at least an
#: invitation), so an 11-12 without the stopper for 2NT asks too.
FOURTH_SUIT_HCP: Range = (11, 16)
#: The 1NT response (SAYC booklet: 6-10).
NT_RESPONSE_HCP: Range = (6, 10)
#: Game in responder's own six-card major after opener's minimum rebid (13+ opposite
#: 12-14; the strong responder's 17+ goes to slam judgment).
GAME_OWN_MAJOR_HCP: Range = (13, 16)
#: Responder's dummy points that make game opposite opener's minimum rebid.
FIT_GAME_PTS: Range = (13, MAX_HCP)
#: A seven-card suit or longer invites or bids game on HCP and length points (Goren).
LONG_SUIT_INVITE_HCP: Range = (7, 9)
LONG_SUIT_GAME_HCP: Range = (8, 12)
#: The natural fourth suit at a jump: above the fourth suit's range, below slam values
#: (21 and the opening's 12 reach Goren's 33: those hands are judged for slam).
STRONG_FOURTH_SUIT_HCP: Range = (FOURTH_SUIT_HCP[1] + 1, 20)
#: The fewest HCP of a one-level new suit (SAYC booklet: "6+, unlimited").
ONE_LEVEL_NEW_SUIT_HCP = 6
#: The top of a one-level responder's hand that has not jumped (17+ jump-shifts).
MAX_RESPONDER_HCP = 16
#: The opener's 1NT rebid as a slam is counted on it (SAYC booklet: 12-14 balanced; the
#: public range starts lower for a light opening, but a slam is judged on a full one).
OPENER_1NT_REBID: Range = (12, 14)
#: A strong responder: the values of SAYC's strong jump shift (17+), shown later by a hand
#: whose one-level or two-over-one response is unlimited.
STRONG_RESPONDER_HCP: Range = (MAX_RESPONDER_HCP + 1, MAX_HCP)
#: Opposite opener's new suit at the one level (12–18), the single raise with four trumps
#: (SAYC booklet: responder's raise of opener's second suit is the weak one, 6–10).
SINGLE_RAISE_PTS: Range = (6, 10)
#: A weak two-suiter opposite the 1NT rebid: the lower new suit, not forcing.
WEAK_TWO_SUITER: Range = (6, 10)
#: A six-card suit opposite a minimum balanced rebid: sign off with less than 10.
SIGN_OFF_HCP: Range = (0, 9)
#: Answering a help-suit game try after a single raise (6–10): a maximum accepts, a hand
#: with help in the suit (an ace or king, or a singleton or void) accepts from 6 up.
GAME_TRY_MAX_PTS: Range = (9, 16)
GAME_TRY_HELP_PTS: Range = (6, 8)

DELAYED_RAISE = (
    "поддержка мажора партнёра: три карты или больше, инвит",
    "support for partner's major: three cards or more, invitational",
)
SIGN_OFF = ("своя масть, 6+ карт: играть", "own six-card suit: to play")
WEAK_OWN = ("слабая рука: своя масть, 5+ карт", "weak: own suit, five cards or more")
WEAK_RAISE = ("слабая рука: поддержка второй масти", "weak: raise of the second suit")
WEAK_PREFERENCE = (
    "слабая рука: выбор первой масти партнёра",
    "weak: preference for the first suit",
)
WEAK_PASS = ("слабая рука: пас второй масти", "weak: passes the second suit")
WEAK_NT = ("слабая рука, остановка в четвёртой масти", "weak, the fourth suit stopped")
WEAK_NO_BETTER = ("слабая рука: другой ставки нет", "weak: no better call")
SECOND_SUIT_RAISE = ("поддержка второй масти", "raise of the second suit")
REVERSE_RAISE_GF = (
    "поддержка второй масти, форсинг до гейма",
    "raise of the second suit, game forcing",
)
PREFERENCE_GF = ("выбор первой масти партнёра, форсинг до гейма", "preference, game forcing")
OWN_SUIT_GF = ("своя масть, 6+ карт, форсинг до гейма", "own six-card suit, game forcing")
OWN_FIVE_GF = ("своя масть, 5 карт, форсинг до гейма", "own five-card suit, game forcing")
FOURTH_SUIT_ASK = (
    "четвёртая масть: форсинг, нет остановки в ней",
    "the fourth suit: forcing, no stopper there",
)
FOURTH_SUIT_NATURAL = (
    "четвёртая масть: 5+ карт, форсинг",
    "the fourth suit: five cards or more, forcing",
)
FOURTH_SUIT_GF = (
    "четвёртая масть: форсинг до гейма, нет остановки",
    "the fourth suit: game forcing, no stopper there",
)
NT_GF = ("остановка в четвёртой масти, форсинг до гейма", "the fourth suit stopped, game forcing")
ACCEPT_MAX = ("принимает пробу: максимум", "accepts the game try: maximum")
TRY_PAST_THREE = (
    "гейм: проба выше трёх в масти, остановиться ниже нельзя",
    "game: the try passed three of the suit, no stop below game",
)
ACCEPT_HELP = ("принимает пробу: помощь в масти", "accepts the game try: help in the suit")
OWN_SUIT_FORCING = (
    "своя масть, 5+ карт, форсинг на круг",
    "own suit, five cards, forcing one round",
)
SECOND_SUIT_WEAK = (
    "вторая масть, слабая рука: не форсинг",
    "second suit, weak: not forcing",
)
NEW_SUIT_GF = ("новая масть, форсинг до гейма", "new suit, game forcing")
FIVE_ASKS = (
    "своя масть, ровно 5 карт, форсинг: выбор между мажором и БК",
    "own suit, exactly five cards, forcing: choose the major or no-trump",
)
OWN_MAJOR_FORCING = (
    "своя масть, 5+ карт, без фита: форсинг",
    "own suit, five cards or more, no fit: forcing",
)
SECOND_MAJOR_FORCING = (
    "вторая мажорная масть (5–4 в мажорах), форсинг",
    "the other major (five-four in the majors), forcing",
)
SECOND_MAJOR_GF = (
    "прыжок во второй мажор (5–4 в мажорах), форсинг до гейма",
    "jump in the other major (five-four in the majors), game forcing",
)
#: No singleton or void: a long suit of mine is tricks in no-trump, a short one a hole.
NO_SHORTNESS = Check(
    "без синглета и ренонса", "no singleton or void", lambda f: min(f.lengths) >= 2
)
SHORTNESS = Check("синглет или ренонс", "a singleton or void", lambda f: min(f.lengths) <= 1)
JUMP_SHIFT_NT = ("остановки в остальных мастях: 3БК", "the other suits stopped: 3NT")
DECLINE_TRY = ("отказ от гейма: минимум без помощи", "declines: minimum without help")
DECLINE_2NT_TRY = ("отказ от гейма: минимум", "declines the game: a minimum")
TRY_3NT = (
    "принимает пробу: максимум, три козыря, равномерная",
    "accepts the game try: maximum, three trumps, even shape",
)
TRY_2NT_PASS = (
    "минимум, три козыря, равномерная: играть 2БК",
    "minimum, three trumps, even shape: 2NT to play",
)


@dataclass(frozen=True, slots=True)
class Rebid:
    """The uncontested auction 1x – response – opener's rebid, read by its shape."""

    x: Suit
    response: Bid
    rebid: Bid

    @property
    def y(self) -> Suit | None:
        """My response's suit (None after 1NT)."""
        return self.response.strain.suit

    @property
    def z(self) -> Suit | None:
        """Opener's new suit, when the rebid names one."""
        s = self.rebid.strain.suit
        return s if s is not None and s is not self.x and s is not self.y else None

    @property
    def lowest(self) -> int:
        """The cheapest level at which opener could have named the rebid's strain."""
        level = self.response.level
        return level if Bid(level, self.rebid.strain) > self.response else level + 1

    @property
    def reverse(self) -> bool:
        z = self.z
        return z is not None and self.rebid.level == 2 == self.lowest and z.order > self.x.order

    @property
    def jump_shift(self) -> bool:
        return self.z is not None and self.rebid.level == self.lowest + 1

    def fourth(self) -> list[Suit]:
        """The suits nobody has named."""
        named = {self.x, self.y, self.z}
        return [s for s in SUITS if s not in named]


def read_rebid(opening: Seen, response: Seen, rebid: Seen) -> Rebid | None:
    """The shape 1x – response – opener's rebid, when all three are natural bids."""
    calls = (opening.call, response.call, rebid.call)
    if not all(isinstance(c, Bid) for c in calls):
        return None
    if any(s.rule.tag is not Tag.NATURAL for s in (response, rebid)):
        return None
    op, r, q = opening.call, response.call, rebid.call
    assert isinstance(op, Bid) and isinstance(r, Bid) and isinstance(q, Bid)
    x = op.strain.suit
    if op.level != 1 or x is None:
        return None
    return Rebid(x, r, q)


def _read(st: State) -> Rebid | None:
    """The shape of the auction when it is responder's second call, else None."""
    me, pa = st.me, st.partner
    op = st.opening
    if op is None or op.seat is not pa:
        return None
    if any(s.seat.side is not me.side and s.rule.tag is not Tag.PASS for s in st.history):
        return None
    mine, his = st.acted(me), st.acted(pa)
    if len(mine) != 1 or len(his) != 2:
        return None
    return read_rebid(op, mine[0], his[1])


def responder_rebids(st: State) -> list[Rule]:
    """My rules for the auction's shape (empty when it is not responder's second call
    after an uncontested one-of-a-suit opening)."""
    jacoby = _after_jacoby_answer(st)
    if jacoby is not None:
        return jacoby
    a = _read(st)
    if a is None:
        return []
    if a.response.strain is Strain.of(a.x) and a.response.level == 2:
        return _after_game_try(st, a) if a.x.is_major else []
    if _jumped(a):
        return _after_my_jump_shift(st, a)
    # An unpassed two-over-one promised a second bid (my response is my only call).
    if a.response.level == 2 and a.y is not None and len(st.calls_of(st.me)) == 1:
        if a.rebid == bid(2, NT):
            return _over_2nt_after_two_over_one(a)
        if a.rebid == bid(3, a.y):
            return _over_raise_after_two_over_one(a)
        if a.rebid == bid(2, a.x):
            return _over_rebid_after_two_over_one(st, a)
        if a.x.is_major and a.z is not None and a.rebid < bid(2, a.x):
            return _jump_preference_after_two_over_one(a.x)
    if a.response.level != 1:
        return []
    if a.reverse:
        return _after_reverse(st, a)
    if a.jump_shift:
        return _after_jump_shift(st, a)
    if a.rebid == bid(2, NT):
        return _over_2nt(st, a)
    if a.rebid == bid(3, a.x) and a.lowest == 2:
        return _over_jump_rebid(st, a)
    if a.rebid == bid(1, NT) or a.rebid == bid(2, a.x):
        return _over_minimum(st, a)
    y = a.y
    if y is not None and y.is_major and a.rebid == bid(2, y):
        return _strong_fit(y)
    z = a.z
    if z is not None and a.rebid.level == 2 and z.order < a.x.order:
        return _over_second_suit(st, a, z)
    if z is not None and a.rebid.level == 1:
        return _over_one_level_suit(st, a, z)
    return []


#: Responder's sign-off in game after opener's answer to Jacoby 2NT: no slam values (those
#: ask for aces first, slam_zone.py); stronger hands without an ask are left to judgment.
JACOBY_SIGNOFF_HCP: Range = (11, 16)
JACOBY_SIGNOFF = ("отбой в гейме: шлема нет", "sign-off in game: no slam")


def _after_jacoby_answer(st: State) -> list[Rule] | None:
    """1M – Jacoby 2NT (mine) – opener's answer, the opponents silent: my second call
    (SAYC booklet; Downey, "SAYC": pass a game answer, sign off in game, or ask for aces
    with slam values). Opener's shortness is a cue-bid, so the aces are asked here; over
    his natural answers slam_zone.py asks before this table."""
    x = jacoby_auction(st, 2)
    pa = st.partner
    if x is None or st.opening is None or st.opening.seat is not pa:
        return None
    his = st.acted(pa)
    game = bid(4, x)
    if his[1].call == game:
        return [rule(PASS, cond(), *TO_PLAY, Tag.PASS)]
    out = blackwood_asks(st, st.box(pa)) if his[1].rule.tag is Tag.CUEBID else []
    if st.auction.is_legal(game):
        out.append(rule(game, cond(JACOBY_SIGNOFF_HCP), *JACOBY_SIGNOFF))
    # 17+ opposite an opening is a slam's values (Goren's 33 with the fit's shortness): the
    # aces are asked whatever the count above made of it.
    strong = cond((JACOBY_SIGNOFF_HCP[1] + 1, MAX_HCP))
    out.append(rule(bid(4, NT), strong, *BLACKWOOD, Tag.BLACKWOOD, Force.ONE_ROUND))
    return out


def _jumped(a: Rebid) -> bool:
    """My response was a jump shift (a new suit one level above the cheapest)."""
    y = a.y
    if y is None or y is a.x:
        return False
    cheapest = 1 if y.order > a.x.order else 2
    return a.response.level == cheapest + 1


def _after_my_jump_shift(st: State, a: Rebid) -> list[Rule]:
    """I jump-shifted (17+, game forcing) and opener's rebid named a minor or no-trump at
    the three level or below: with the other suits stopped and no singleton, 3NT rather
    than eleven tricks in the minor (Root, "Commonsense Bidding": nine tricks in no-trump
    come before eleven in a minor). Anything else is left to judgment."""
    r = a.rebid
    minor_or_nt = r.strain is NT or (r.strain.suit is not None and not r.strain.suit.is_major)
    nt = _legal(st, bid(3, NT))
    if not minor_or_nt or nt is None:
        return []
    named = {a.x, a.y, r.strain.suit}
    unbid = [s for s in SUITS if s not in named]
    even = (NO_SHORTNESS, *stoppers_in(unbid))
    out = _jump_suit_again(st, a)
    # The same even hand with a slam's values together bids it, 33 for six, 37 for seven,
    # opposite the opener counted as slam judgment counts him (Goren; SAYC booklet: a jump
    # shift suggests slam), so 3NT shows a game without them.
    pslam = slam_points(st.box(st.partner).hcp)
    for level, total in ((7, GRAND_SLAM_PTS), (6, SMALL_SLAM_PTS)):
        slam = _legal(st, bid(level, NT))
        if slam is not None:
            out.append(rule(slam, cond((total - pslam, MAX_HCP), checks=even), *TO_PLAY))
    out.append(rule(nt, cond(checks=even), *JUMP_SHIFT_NT))
    return out


#: Cards of a good suit that the jump-shifter shows again (Root, "Commonsense Bidding").
JUMP_SUIT_AGAIN = 6
JUMP_SUIT_REBID = (
    "шесть карт хорошей масти, форсинг до гейма",
    "a good six-card suit, forcing to game",
)


def _jump_suit_again(st: State, a: Rebid) -> list[Rule]:
    """After my jump shift in a major and opener's minor or no-trump rebid, a good suit of
    six cards is bid again below game, still forcing: it sets the trumps before 3NT (Root,
    "Commonsense Bidding": the jump-shifter's rebid of his suit shows it long and strong;
    SAYC booklet: a jump shift suggests slam, so the trump suit comes first)."""
    y = a.y
    if y is None or not y.is_major:
        # A long minor is tricks for 3NT: nine tricks there before eleven (Root).
        return []
    again = cheapest_bid(st, y)
    if again is None or again.level >= st.game_level(again.strain):
        return []
    c = cond(lens={y: (JUMP_SUIT_AGAIN, 13)}, checks=(_good_suit(y),))
    return [rule(again, c, *JUMP_SUIT_REBID, force=Force.GAME)]


def _good_suit(s: Suit) -> Check:
    """Two of the top three honours in ``s``, or three of the top five."""

    def test(f: Features) -> bool:
        return f.good_suit(s)

    return Check("хорошая масть", "a good suit", test)


def _legal(st: State, b: Bid | None) -> Bid | None:
    return b if b is not None and st.auction.is_legal(b) else None


def _label(st: State, b: Bid, label: tuple[str, str]) -> tuple[str, str]:
    """An invitation at the level that already makes game with the part-score is a game."""
    return GAME_PS if label is INVITE and b.level >= st.game_level(b.strain) else label


def _after_reverse(st: State, a: Rebid) -> list[Rule]:
    z = a.z
    assert z is not None
    out: list[Rule] = []
    # No-trump needs the fourth suit stopped and no singleton (a misfit plays in a suit).
    fourth = (SEMI_BALANCED, *stoppers_in(a.fourth()))
    # Game values first: the raise of a major reverse suit (forcing, below game, so the
    # opener can show his extras), my own six-card major, 3NT, the raise of a minor one.
    raise_z = rule(
        bid(3, z), cond(AFTER_REVERSE_GAME, lens={z: (4, 13)}), *REVERSE_RAISE_GF, force=Force.GAME
    )
    if z.is_major:
        out.append(raise_z)
    y = a.y
    if y is not None and y.is_major:
        out.append(rule(bid(4, y), cond(AFTER_REVERSE_GAME, lens={y: (6, 13)}), *GAME))
    out.append(rule(bid(3, NT), cond(AFTER_REVERSE_GAME, checks=fourth), *TO_PLAY))
    if not z.is_major:
        out.append(raise_z)
    # Game values, no fit and the fourth suit open: bid it, forcing to game (Root,
    # "Commonsense Bidding": the fourth suit asks the opener for a stopper there), rather
    # than 3NT without one; the opener answers 3NT with it, else describes.
    if y is not None:
        for w in a.fourth():
            ask = _legal(st, cheapest_bid(st, w))
            if ask is not None and ask.level <= 3:
                out.append(rule(ask, cond(AFTER_REVERSE_GAME), *FOURTH_SUIT_GF, force=Force.GAME))
    # The weak answers.
    if y is not None:
        own = _legal(st, bid(2, y))
        if own is not None:
            out.append(rule(own, cond(AFTER_REVERSE_WEAK, lens={y: (5, 13)}), *WEAK_OWN))
    out.append(rule(bid(3, a.x), cond(AFTER_REVERSE_WEAK, lens={a.x: (3, 13)}), *WEAK_PREFERENCE))
    out.append(rule(bid(2, NT), cond(AFTER_REVERSE_WEAK, checks=fourth), *WEAK_NT))
    if y is not None:
        # Nothing else fits a weak hand after a suit response (four cards in the reverse
        # suit, whose raise would force): preference with two cards, the opener's first
        # suit being five or longer; with a singleton there too, 2NT, the weak answer that
        # names nothing. (After 1NT the misfits are left to judgment.)
        two = cond(AFTER_REVERSE_WEAK, lens={a.x: (2, 2)})
        out.append(rule(bid(3, a.x), two, *WEAK_PREFERENCE))
        out.append(rule(bid(2, NT), cond(AFTER_REVERSE_WEAK), *WEAK_NO_BETTER))
    return out


def _after_jump_shift(st: State, a: Rebid) -> list[Rule]:
    z = a.z
    assert z is not None
    out: list[Rule] = []
    raise_z = _legal(st, cheapest_bid(st, z))
    if raise_z is not None:
        out.append(rule(raise_z, cond(AFTER_JUMP_SHIFT, lens={z: (4, 13)}), *SECOND_SUIT_RAISE))
    back = _legal(st, cheapest_bid(st, a.x))
    if back is not None:
        out.append(rule(back, cond(AFTER_JUMP_SHIFT, lens={a.x: (3, 13)}), *PREFERENCE_GF))
    if a.y is not None:
        own = _legal(st, cheapest_bid(st, a.y))
        if own is not None:
            out.append(rule(own, cond(AFTER_JUMP_SHIFT, lens={a.y: (6, 13)}), *OWN_SUIT_GF))
            # A five-card major is rebid too, before no-trump: the opener raises it with
            # three cards (Root, "Commonsense Bidding": after the opener's jump shift the
            # responder describes naturally; the five-three major fit comes first).
            if a.y.is_major:
                five = cond(AFTER_JUMP_SHIFT, lens={a.y: (5, 5)})
                out.append(rule(own, five, *OWN_FIVE_GF))
    nt = _legal(st, cheapest_bid(st, NT))
    if nt is not None:
        out.append(rule(nt, cond(AFTER_JUMP_SHIFT, checks=stoppers_in(a.fourth())), *NT_GF))
    return out


#: Responder's values after a two-over-one and opener's 2NT that the no-trump game takes:
#: 11 and up, so the minimum 12-14 makes the 23-25 of a game with the five-card suit
#: (Root; a bare 10 is judged); above 15 a slam is judged.
TWO_OVER_ONE_AGAIN: Range = (11, 15)


def _over_2nt_after_two_over_one(a: Rebid) -> list[Rule]:
    """1x-2y-2NT, I am an unpassed hand: the two-over-one promised a second bid (SAYC
    booklet: responder promises to bid again after a new suit at the two level unless
    opener's rebid is game), so a hand with no fit for opener's major does not pass 2NT;
    the no-trump game (Root, "Commonsense Bidding": an opening opposite a two-over-one
    is a game). Hands with three cards in opener's major, or six in my own suit (three of
    it is a minimum's second bid), are judged."""
    y = a.y
    assert y is not None
    lens = {y: (0, 5), **({a.x: (0, 2)} if a.x.is_major else {})}
    return [rule(bid(3, NT), cond(TWO_OVER_ONE_AGAIN, lens=lens), *PROMISED_GAME)]


PROMISED_GAME = (
    "обещанная вторая ставка: гейм в БК",
    "the promised second bid: the no-trump game",
)
PROMISED_SUIT_GAME = (
    "обещанная вторая ставка: гейм в согласованной масти",
    "the promised second bid: game in the agreed suit",
)
PROMISED_MAJOR_GAME = (
    "обещанная вторая ставка: гейм в мажоре партнёра, 3 карты",
    "the promised second bid: game in partner's major, three cards",
)


def _over_raise_after_two_over_one(a: Rebid) -> list[Rule]:
    """1x-2y-3y, I am an unpassed hand: the two-over-one promised a second bid and the
    raise is not a game (SAYC booklet: responder promises to bid again after a new suit at
    the two level unless opener's rebid is game), so a game hand does not pass it (Root,
    "Commonsense Bidding": an opening opposite a two-over-one is a game). A major raised:
    its game. A minor raised: three cards in opener's major bid that game (ten tricks
    before eleven), the unbid suits stopped bid 3NT. Other hands (five of the minor on
    shape, a bare 10, slam values) are judged."""
    y = a.y
    assert y is not None
    if y.is_major:
        return [rule(bid(4, y), cond(TWO_OVER_ONE_AGAIN), *PROMISED_SUIT_GAME)]
    out: list[Rule] = []
    if a.x.is_major:
        c = cond(TWO_OVER_ONE_AGAIN, lens={a.x: (3, 13)})
        out.append(rule(bid(4, a.x), c, *PROMISED_MAJOR_GAME))
    unbid = [s for s in SUITS if s not in (a.x, y)]
    c = cond(TWO_OVER_ONE_AGAIN, checks=tuple(stoppers_in(unbid)))
    out.append(rule(bid(3, NT), c, *PROMISED_GAME))
    return out


#: The two-over-one's limiting second bids (SAYC booklet, 1♠-2♣-2♥: "responder can limit
#: his hand by bidding 2♠, 2NT, 3♣ or 3♦", the invitation 10-11). Game values are judged.
TWO_OVER_ONE_LIMIT_HCP: Range = (10, 11)
TWO_OVER_ONE_LIMIT = (
    "обещанная вторая ставка: приглашение",
    "the promised second bid: invitational",
)


def _over_rebid_after_two_over_one(st: State, a: Rebid) -> list[Rule]:
    """1x-2y-2x, I am an unpassed hand: the two-over-one promised a second bid (SAYC booklet:
    responder promises to bid again after a new suit at the two level unless opener's rebid
    is game), so an invitational hand with no fit does not pass the minimum rebid: my own
    six-card suit again, or 2NT with a singleton or void in opener's suit and the unbid
    suits stopped. Two or three cards in opener's suit (shown five or six long) raise it or
    bid its game by points, and the shapely hands are judged on theirs."""
    y = a.y
    assert y is not None
    limit = TWO_OVER_ONE_LIMIT_HCP
    unbid = [s for s in SUITS if s is not a.x and s is not y]
    six = cond(limit, lens={y: (6, 6), **{s: (0, 4) for s in SUITS if s is not y}})
    out = [rule(bid(3, y), six, *TWO_OVER_ONE_LIMIT)]
    nt = cond(limit, lens={y: (0, 5), a.x: (0, 1)}, checks=stoppers_in(unbid))
    out.append(rule(bid(2, NT), nt, *TWO_OVER_ONE_LIMIT))
    return out


#: The jump preference after a two-over-one: three cards in opener's major and the game
#: values that bid the two-over-one before raising (13+ dummy points, slam values judged).
JUMP_PREFERENCE_GF_HCP: Range = (10, MAX_RESPONDER_HCP)
JUMP_PREFERENCE_GF_PTS: Range = (13, MAX_RESPONDER_HCP)
JUMP_PREFERENCE_GF = (
    "поддержка первой масти партнёра прыжком, форсинг до гейма",
    "jump preference to partner's major, game forcing",
)


def _jump_preference_after_two_over_one(x: Suit) -> list[Rule]:
    """1M-2y-2z, opener's new suit below two of his major, I am an unpassed hand: three of
    the major is game forcing (SAYC booklet, 1♠-2♣-2♥: "a subsequent jump raise of opener's
    first suit to the three level is game forcing", so the 10-11 raise is made at once), and
    it leaves room below game for a slam try where the jump to game would not."""
    c = cond(JUMP_PREFERENCE_GF_HCP, pts=JUMP_PREFERENCE_GF_PTS, trump=x, lens={x: (3, 13)})
    return [rule(bid(3, x), c, *JUMP_PREFERENCE_GF, force=Force.GAME)]


def _over_2nt(st: State, a: Rebid) -> list[Rule]:
    y = a.y
    out: list[Rule] = []
    stretch = st.stakes.game_stretch(st.vulnerable(st.me.side))
    game = (OVER_2NT_GAME[0] - stretch, OVER_2NT_GAME[1])
    # A five-card suit is worth a point opposite 18-19 (Grant's length points; the same
    # count that bids 3NT a point short, later_rounds.py), so the five-card major's and the
    # second suit's forcing calls start there too: the 3NT they pass by is bid on it anyway.
    five = (game[0] - 1, game[1])
    # A six-card major is worth two (Grant), and the opener's 2NT holds two cards of it at
    # least: its game from 5 HCP, where 3NT would want 7.
    six = (OVER_2NT_GAME[0] - 2, game[1])
    if y is not None and y.is_major:
        out.append(rule(bid(4, y), cond(six, lens={y: (6, 13)}), *GAME))
        # Five cards in my major with game values: show the other major (five-four), else
        # rebid the five-carder, forcing; the opener raises with three cards, else bids
        # 3NT (Root, "Commonsense Bidding"; Grant: after 2NT a new suit or responder's
        # major is forcing, the search for the eight-card fit).
        if y is Suit.SPADES:
            out.append(
                rule(
                    bid(3, Suit.HEARTS),
                    cond(five, lens={y: (5, 5), Suit.HEARTS: (4, 13)}),
                    *SECOND_MAJOR_FORCING,
                    force=Force.GAME,
                )
            )
        out.append(rule(bid(3, y), cond(five, lens={y: (5, 5)}), *FIVE_ASKS, force=Force.GAME))
    # A five-card minor and a singleton or void: the new suit at the three level, forcing
    # to game (Grant: after 2NT any new suit is forcing; 7 or more opposite 18–19 is game),
    # so the opener judges 3NT against the shortness; it shows game values, not slam ones.
    for m in (Suit.CLUBS, Suit.DIAMONDS):
        if m is not a.x and m is not y:
            minor = cond(game, lens={m: (5, 13)}, checks=(SHORTNESS,))
            out.append(rule(bid(3, m), minor, *NEW_SUIT_GF, force=Force.GAME))
    if y is None and a.x.is_major:
        # 1M–1NT–2NT: opener's major may hold five cards; three of them make the fit.
        out.append(rule(bid(4, a.x), cond(game, lens={a.x: (3, 13)}), *GAME))
    out.append(rule(bid(3, NT), cond(game), *TO_PLAY))
    return out


def _over_jump_rebid(st: State, a: Rebid) -> list[Rule]:
    out: list[Rule] = []
    if a.x.is_major:
        out.append(rule(bid(4, a.x), cond(OVER_JUMP_REBID_GAME, lens={a.x: (2, 13)}), *GAME))
    y = a.y
    own_major = _own_major_forcing(a)
    if own_major is not None and a.x.is_major:
        out.append(own_major)
    unbid = [s for s in SUITS if s is not a.x and s is not a.y]
    out.append(rule(bid(3, NT), cond(OVER_JUMP_REBID_GAME, checks=stoppers_in(unbid)), *TO_PLAY))
    # Game values without a major fit or the stoppers: the game is bid all the same (Root,
    # Commonsense Bidding: with game values, bid a game): my own six-card major, or five of
    # opener's minor with three cards. (3NT without the stoppers was tried: double dummy
    # it fails more often than it makes, so those hands are left to judgment.)
    if y is not None and y.is_major:
        out.append(rule(bid(4, y), cond(OVER_JUMP_REBID_GAME, lens={y: (6, 13)}), *GAME))
    if own_major is not None and not a.x.is_major:
        # Over a minor the games come first: 3NT with the stoppers, four of a six-card major.
        out.append(own_major)
    if not a.x.is_major:
        out.append(rule(bid(5, a.x), cond(OVER_JUMP_REBID_GAME, lens={a.x: (3, 13)}), *GAME))
    # Game values with no fit and no stoppers: a new suit, forcing one round (SAYC booklet:
    # after opener's jump rebid responder's new suit is forcing), never a pass below game.
    for z in unbid:
        b = _legal(st, cheapest_bid(st, z))
        if b is not None and b.level <= 4:
            # Past 3NT (four of a minor) only with a five-card suit worth naming there.
            length = (4, 13) if b.level == 3 else (5, 13)
            out.append(
                rule(
                    b,
                    cond(OVER_JUMP_REBID_GAME, lens={z: length}),
                    *FORCE1,
                    force=Force.ONE_ROUND,
                )
            )
    return out


def _own_major_forcing(a: Rebid) -> Rule | None:
    """No fit for opener's jump-rebid suit and five cards or more in my major: three of it,
    forcing (Goren: after opener's jump rebid any new suit or rebid of responder's suit is
    forcing); the opener raises with three cards, else bids 3NT or his suit."""
    y = a.y
    if y is None or not y.is_major or y.order < a.x.order:
        return None
    short_x = {a.x: (0, 1), y: (5, 13)}
    # A longer side suit is named first (the new suit below, forcing too).
    longest = tuple(_at_least_as_long(y, s) for s in SUITS if s is not a.x and s is not y)
    return rule(
        bid(3, y),
        cond(OVER_JUMP_REBID_GAME, lens=short_x, checks=longest),
        *OWN_MAJOR_FORCING,
        force=Force.GAME,
    )


def _over_minimum(st: State, a: Rebid) -> list[Rule]:
    """Opener rebid 1NT (12–14 balanced) or two of his suit (a minimum, six cards)."""
    out: list[Rule] = []
    if a.rebid == bid(1, NT):
        # A strong responder opposite the 1NT rebid counts Goren's 33: 6NT when the slam
        # is there opposite the minimum, the quantitative 4NT when only opposite the
        # maximum (SAYC booklet: 4NT over partner's natural no-trump invites 6NT). A fit
        # is looked for first (slam_zone.py); 3NT is then a game without slam values.
        lo, hi = OPENER_1NT_REBID
        out.append(rule(bid(6, NT), cond((SMALL_SLAM_PTS - lo, MAX_HCP)), *TO_PLAY))
        invite = cond((SMALL_SLAM_PTS - hi, SMALL_SLAM_PTS - lo - 1))
        out.append(rule(bid(4, NT), invite, *QUANTITATIVE, Tag.QUANTITATIVE))
    y = a.y
    if y is Suit.SPADES and a.rebid == bid(1, NT) and a.x is not Suit.HEARTS:
        # Five spades and four hearts with game values: jump in hearts, game forcing (Goren;
        # Root, "Commonsense Bidding": responder's jump in a new suit after a 1NT rebid
        # forces to game); the opener bids 3♠ with three spades, 4♥ with four hearts,
        # else 3NT.
        five_four = cond(OVER_1NT_REBID_GAME, lens={y: (5, 5), Suit.HEARTS: (4, 13)})
        out.append(rule(bid(3, Suit.HEARTS), five_four, *SECOND_MAJOR_GF, force=Force.GAME))
    if y is not None and a.rebid == bid(1, NT):
        # A game-going two-suiter with a singleton or void: a jump in the new minor forces
        # to game (SAYC booklet: after the 1NT rebid "responder must jump shift to force
        # game"; Root, "Commonsense Bidding"), so the opener chooses 3NT, a fit or the
        # major's game knowing of the shortness; an even hand bids 3NT itself.
        for w in (Suit.CLUBS, Suit.DIAMONDS):
            if w is not a.x and w is not y:
                two_suits = {y: (5, 13), w: (5, 13)}
                gf = cond(OVER_1NT_REBID_GAME, lens=two_suits, checks=(SHORTNESS,))
                out.append(rule(bid(3, w), gf, *NEW_SUIT_GF, force=Force.GAME))
        # A weak two-suiter: a lower new suit at the two level, not forcing (SAYC: after the
        # 1NT rebid responder's new suit is no force; Root, "Commonsense Bidding": it asks the
        # opener to pass or give preference); to force, responder jumps.
        for w in SUITS:
            if w is not a.x and w.order < y.order:
                weak = cond(WEAK_TWO_SUITER, lens={y: (5, 13), w: (4, 13)}, checks=(SHORTNESS,))
                out.append(rule(bid(2, w), weak, *SECOND_SUIT_WEAK))
    out.extend(_own_suit_again(st, a))
    if y is not None and a.x.is_major and a.rebid == bid(1, NT):
        # Three cards in the opened major (five or more) and invitational values: the jump
        # raise, delayed, invites (SAYC booklet: responder's three of opener's major
        # invites; Root, "Commonsense Bidding": the five-three fit before no-trump).
        late = bid(3, a.x)
        support = cond(INVITE_HCP, lens={a.x: (3, 13)})
        out.append(rule(late, support, *_label(st, late, DELAYED_RAISE)))
    if y is Suit.SPADES and a.rebid == bid(2, a.x) and not a.x.is_major:
        # Five spades, four hearts and invitational values or more after the minor's rebid:
        # 2♥, a new suit, forcing one round (SAYC booklet: a new suit by responder is
        # forcing), to find the four-four heart fit before no-trump or the minor.
        hearts = cond((INVITE_HCP[0], MAX_RESPONDER_HCP), lens={y: (5, 13), Suit.HEARTS: (4, 13)})
        out.append(rule(bid(2, Suit.HEARTS), hearts, *FORCE1, force=Force.ONE_ROUND))
    if a.rebid == bid(2, a.x):
        unbid = [s for s in SUITS if s is not a.x and s is not a.y]
        # Invitational HCP and a fit worth game in dummy points (SAYC booklet: raises are
        # counted in support points; 13+ opposite the minimum rebid is game): a major's
        # game, or five of a minor with a singleton or void (no 3NT with a short suit).
        fit_game = _legal(st, bid(st.game_level(Strain.of(a.x)), a.x))
        if fit_game is not None and fit_game.level <= 5:
            trumps = {a.x: (3 if a.x.is_major else 4, 13)}
            short = () if a.x.is_major else (SHORTNESS,)
            values = cond(INVITE_HCP, pts=FIT_GAME_PTS, trump=a.x, lens=trumps, checks=short)
            out.append(rule(fit_game, values, *GAME))
        raise_x = bid(3, a.x)
        fit_raise = rule(
            raise_x, cond(INVITE_HCP, lens={a.x: (3, 13)}), *_label(st, raise_x, INVITE)
        )
        # Three cards in opener's rebid major are the eight-card fit: the raise invites
        # before 2NT (Goren: with a major fit, support partner).
        if a.x.is_major:
            out.append(fit_raise)
        nt = bid(2, NT)
        out.append(
            rule(
                nt,
                cond(INVITE_HCP, checks=(NT_SHAPE, *stoppers_in(unbid))),
                *_label(st, nt, INVITE),
            )
        )
        if not a.x.is_major:
            out.append(fit_raise)
        if st.box(st.partner).min_len(a.x) >= 6:
            # Opener's rebid showed six cards: a doubleton honour makes the eight-card fit,
            # and the raise invites where 2NT lacks a stopper (Root, "Commonsense Bidding":
            # a suit rebid may be raised with two cards).
            doubleton = cond(INVITE_HCP, lens={a.x: (2, 2)}, checks=(_top_honour(a.x),))
            out.append(rule(raise_x, doubleton, *_label(st, raise_x, INVITE)))
    return out


def _own_suit_again(st: State, a: Rebid, invite: bool = True) -> list[Rule]:
    """My own six-card suit again below game: at the two level to play with 0–9, the jump
    to three inviting with 10–12 (SAYC booklet: responder's rebid of his suit is the weak
    call, the jump rebid invites, 13+ bids game). The game itself is judgment's, which
    then shows more than the weak rebid. Without ``invite`` the invitation is judgment's
    too, on points (a shapely ten-count is game values)."""
    y = a.y
    if y is None:
        return []
    out: list[Rule] = []
    jump = _legal(st, bid(3, y))
    if jump is not None and invite:
        # Seven cards or more are worth a point a card past four (Goren's length points):
        # a 9-count with eight hearts is game, a 7-count with seven invites. (Over the 1NT
        # rebid the game stays judgment's: its reading would pass eight HCP wide.)
        game = _legal(st, bid(4, y))
        long_suit = {y: (7, 13)}
        if y.is_major and game is not None and a.rebid != bid(1, NT):
            values = cond(LONG_SUIT_GAME_HCP, pts=FIT_GAME_PTS, lens=long_suit)
            out.append(rule(game, values, *GAME))
        values = cond(LONG_SUIT_INVITE_HCP, pts=INVITE_HCP, lens=long_suit)
        out.append(rule(jump, values, *_label(st, jump, INVITE)))
    own = _legal(st, cheapest_bid(st, y))
    if own is not None and own.level == 2:
        out.append(rule(own, cond(SIGN_OFF_HCP, lens={y: (6, 13)}), *SIGN_OFF))
    if jump is not None and invite:
        out.append(rule(jump, cond(INVITE_HCP, lens={y: (6, 13)}), *_label(st, jump, INVITE)))
        # Game values and six cards of a major with two honours, no four of the other:
        # its game (Root, "Commonsense Bidding": with game values, bid game; a six-card
        # major needs no support), never three of opener's minor or five of it.
        game = _legal(st, bid(4, y))
        if y.is_major and game is not None:
            other = Suit.HEARTS if y is Suit.SPADES else Suit.SPADES
            six = {y: (6, 13), other: (0, 3)}
            strong = cond(GAME_OWN_MAJOR_HCP, lens=six, checks=(good_suit(y),))
            out.append(rule(game, strong, *GAME))
    return out


def _top_honour(x: Suit) -> Check:
    """The ace, king or queen of ``x``."""
    return Check(
        f"старшая онёра в {x.symbol}", f"a top honour in {x.symbol}", lambda f: f.honors(x, 3) >= 1
    )


def _over_second_suit(st: State, a: Rebid, z: Suit) -> list[Rule]:
    """Opener named a lower second suit at the two level (not forcing, 12–18)."""
    out: list[Rule] = _fourth_suit_ask(st, a, z)
    back = bid(3, a.x)
    back_rule = rule(back, cond(INVITE_HCP, lens={a.x: (3, 13)}), *_label(st, back, INVITE))
    if a.x.is_major:
        # Three cards in opener's major: the jump preference invites in the major fit
        # before a raise of his minor (Root, "Commonsense Bidding": the major game needs
        # one trick fewer; SAYC booklet: 1♠-2♣-2♥, 3♠... an invitation with support).
        out.append(back_rule)
    raise_z = bid(3, z)
    if a.y is None:
        # After 1NT: four trumps and the top of the 1NT range, counted with shortness.
        values = cond(pts=NT_RESPONSE_RAISE_PTS, trump=z, lens={z: (4, 13)})
    else:
        values = cond(INVITE_HCP, lens={z: (4, 13)})
    out.append(rule(raise_z, values, *_label(st, raise_z, INVITE)))
    if a.y is not None:
        # Four trumps and a singleton or void make a raise: the shortness counts as dummy
        # points (SAYC booklet: raises are valued in support points), so 8 HCP and a void
        # in opener's first suit invite. Doubletons alone leave a weak hand passing.
        fit = {z: (4, 13)}
        dummy = cond(DUMMY_INVITE_HCP, pts=INVITE_HCP, trump=z, lens=fit, checks=(SHORTNESS,))
        out.append(rule(raise_z, dummy, *_label(st, raise_z, INVITE)))
    nt = bid(2, NT)
    out.append(
        rule(
            nt,
            cond(INVITE_HCP, checks=(NT_SHAPE, *stoppers_in(a.fourth()))),
            *_label(st, nt, INVITE),
        )
    )
    if not a.x.is_major:
        out.append(back_rule)
    # A weak hand: my own six-card suit again, else preference. Goren; Root, "Commonsense
    # Bidding": with equal length in opener's two suits return to the first, which is the
    # longer (or as long); pass the second only when it is the longer in my hand.
    y = a.y
    weak = (0, INVITE_HCP[0] - 1)
    if y is not None:
        own = _legal(st, bid(2, y))
        if own is not None:
            out.append(rule(own, cond(weak, lens={y: (6, 13)}), *SIGN_OFF))
    else:
        # The 1NT responder's six-card suit, two cards or fewer in opener's first suit:
        # two of it, to play (Root, "Commonsense Bidding": after 1NT the responder's
        # new suit at the two level is a sign-off; SAYC booklet: 1NT is 6-10).
        for w in a.fourth():
            own = _legal(st, bid(2, w))
            if own is not None:
                long_w = cond(NT_RESPONSE_HCP, lens={w: (6, 13), a.x: (0, 2)})
                out.append(rule(own, long_w, *SIGN_OFF))
    prefer = _legal(st, bid(2, a.x))
    if prefer is not None:
        at_least = _at_least_as_long(a.x, z)
        out.append(
            rule(prefer, cond(weak, lens={a.x: (2, 13)}, checks=(at_least,)), *WEAK_PREFERENCE)
        )
    # Any other weak hand passes the second suit, which does not force (SAYC booklet;
    # Root: a minimum responder passes or gives preference), so a game bid here is never
    # a weak hand counting its shortness.
    out.append(rule(PASS, cond(weak), *WEAK_PASS, Tag.PASS))
    return out


#: Responder's 1NT over opener's one-level new suit: above the bare minimum that passes
#: with three cards there, below the 11-12 that invites with 2NT.
NT_AGAIN_HCP: Range = (8, 10)
NT_AGAIN = (
    "равномерная рука, остановка в четвёртой масти: больше минимума",
    "even shape, the fourth suit stopped: more than a bare minimum",
)

NT_NO_FIT = (
    "равномерная рука без фита в мастях партнёра",
    "even shape, no fit for either of partner's suits",
)


def _over_one_level_suit(st: State, a: Rebid, z: Suit) -> list[Rule]:
    """Opener named a new suit at the one level (1♣–1♥–1♠, 1♣–1♦–1♥ ...): with four cards
    in it and 6–10 points counted as dummy I raise once, as I would have raised an opening
    in the suit (SAYC booklet, Goren: the raise of opener's second suit is the weak one; the
    jump raise invites and game needs 13). My own six-card suit again when weak, as after
    a minimum rebid; the invitations and games are left to judgment."""
    raise_z = rule(bid(2, z), cond(pts=SINGLE_RAISE_PTS, trump=z, lens={z: (4, 13)}), *WEAK_RAISE)
    strong = _strong_fit(z) if z.is_major else []
    # 1♣-1♦-1♥: 1♠ is natural, four cards or more, forcing one round, not the fourth suit
    # (SAYC booklet: "1♣-1♦-1♥-1♠ is natural"), ahead of 1NT with four spades and no heart
    # fit, up to an invitation; game values without a heart fit bid their game, as before.
    natural: list[Rule] = []
    if (a.x, a.y, z) == (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS):
        spades = cond(
            (ONE_LEVEL_NEW_SUIT_HCP, INVITE_HCP[1]), lens={Suit.SPADES: (4, 13), z: (0, 3)}
        )
        natural.append(rule(bid(1, Suit.SPADES), spades, *FORCE1, force=Force.ONE_ROUND))
    # No four cards for the new suit, an even hand above the bare minimum: 1NT, not a pass
    # (Root, "Commonsense Bidding": opener's new suit is unlimited, up to 18, and responder
    # passes it only with a bare minimum and a fit; SAYC booklet: 1NT is the 6-10 no-trump).
    # The bare minimum bids it too with no fit for either of opener's suits: a pass would
    # leave a seven-card fit or worse, preference to his first suit needs three cards, four
    # to a 1♣ that may hold three (SAYC booklet: 1♣ with three-three in the minors).
    fourth = a.fourth()
    even = cond(
        NT_AGAIN_HCP, lens={z: (0, 3), a.x: (0, 3)}, checks=(NT_SHAPE, *stoppers_in(fourth))
    )
    natural.append(rule(bid(1, NT), even, *NT_AGAIN))
    bare = (ONE_LEVEL_NEW_SUIT_HCP, NT_AGAIN_HCP[0] - 1)
    short_x = (0, 3 if a.x is Suit.CLUBS else 2)
    no_fit = cond(bare, lens={z: (0, 2), a.x: short_x}, checks=(NT_SHAPE,))
    natural.append(rule(bid(1, NT), no_fit, *NT_NO_FIT))
    # My own six-card suit is rebid as after a minimum rebid when weak, so the game in it
    # (judgment's) shows 10+, not a 9-count with a void.
    return [
        *strong,
        *_fourth_suit_ask(st, a, z),
        raise_z,
        *natural,
        *_own_suit_again(st, a, False),
    ]


def _strong_fit(t: Suit) -> list[Rule]:
    """Opener raised my major or named a new major at the one level, and four cards there
    make the fit: a strong responder (17+) takes command with Blackwood (Root,
    "Commonsense Bidding": the hand that knows of the fit and of slam values asks for
    aces; 17 and the opener's 12-15 with the fit's shortness reach Goren's 33), never
    stopping in a game the system reads as 16 at most."""
    ask = cond(STRONG_RESPONDER_HCP, lens={t: (4, 13)})
    return [rule(bid(4, NT), ask, *BLACKWOOD, Tag.BLACKWOOD, Force.ONE_ROUND)]


def _fourth_suit_ask(st: State, a: Rebid, z: Suit) -> list[Rule]:
    """Game values, no fit and the fourth suit unguarded after opener's new suit: the
    fourth suit, forcing (Root, "Commonsense Bidding"; Seagram/Bird, "25 Bridge
    Conventions", fourth suit forcing: it asks for a stopper there, so 3NT is not bid
    with the suit open). A fit (three cards in opener's major, four in his new suit, six
    of my own) or a stopper bids its game instead, as judgment does."""
    y = a.y
    if y is None:
        return []
    out: list[Rule] = []
    for w in a.fourth():
        ask = _legal(st, cheapest_bid(st, w))
        # At the one level (1♣-1♦-1♥-1♠) the fourth suit is natural (SAYC booklet).
        if ask is None or ask.level != 2:
            continue
        no_fit = {y: (0, 5), z: (0, 3), a.x: (0, 2 if a.x.is_major else 13)}
        values = cond(FOURTH_SUIT_HCP, lens=no_fit, checks=(_unguarded(w),))
        out.append(rule(ask, values, *FOURTH_SUIT_ASK, force=Force.ONE_ROUND))
        # The same call is also natural (five cards or more there): the suit is shown.
        natural = cond(FOURTH_SUIT_HCP, lens={**no_fit, w: (5, 13)})
        out.append(rule(ask, natural, *FOURTH_SUIT_NATURAL, force=Force.ONE_ROUND))
        # Stronger, the five-card fourth suit at a jump forces to game (Root, "Commonsense
        # Bidding": responder's jump in a new suit at his second turn is game forcing), so
        # a misfit with a void in opener's suit is never left in 3NT "to play".
        strong = cond(STRONG_FOURTH_SUIT_HCP, lens={**no_fit, w: (5, 13)})
        out.append(rule(Bid(ask.level + 1, ask.strain), strong, *NEW_SUIT_GF, force=Force.GAME))
    return out


def _unguarded(w: Suit) -> Check:
    return Check(
        f"нет остановки в {w.symbol}", f"no stopper in {w.symbol}", lambda f: not f.stopper(w)
    )


def _at_least_as_long(x: Suit, z: Suit) -> Check:
    return Check(
        f"{x.symbol} не короче {z.symbol}",
        f"{x.symbol} at least as long as {z.symbol}",
        lambda f: f.length(x) >= f.length(z),
    )


def _over_2nt_try(x: Suit, top: Range) -> list[Rule]:
    """1M-2M-2NT: the opener's game try with an even hand, forcing one round (Root,
    "Commonsense Bidding"; the usual Standard American: with a maximum the raiser bids
    game, 3NT with three trumps and an even hand, else four of the major; with a minimum
    he returns to three of the major, or passes 2NT with three trumps and an even hand)."""
    three = {x: (3, 3)}
    low = (0, top[0] - 1)
    return [
        rule(bid(3, NT), cond(pts=top, trump=x, lens=three, checks=(NO_SHORTNESS,)), *TRY_3NT),
        rule(bid(4, x), cond(pts=top, trump=x, lens={x: (3, 13)}), *ACCEPT_MAX),
        rule(
            PASS,
            cond(pts=low, trump=x, lens=three, checks=(NO_SHORTNESS,)),
            *TRY_2NT_PASS,
            Tag.PASS,
        ),
        rule(bid(3, x), cond(pts=low, trump=x, lens={x: (3, 13)}), *DECLINE_2NT_TRY),
    ]


def _helps(z: Suit) -> Check:
    """Help for a game try in ``z``: the ace or the king there, or a singleton or void."""
    return Check(
        f"помощь в {z.symbol}",
        f"help in {z.symbol}",
        lambda f: f.length(z) <= 1 or f.honors(z, 2) >= 1,
    )


def _after_game_try(st: State, a: Rebid) -> list[Rule]:
    """I raised 1x to 2x; opener named a new suit below 3x (a help-suit game try) or bid
    2NT (a game try with an even hand)."""
    z = a.z
    x = a.x
    game = bid(4, x)
    fit = {x: (3, 13)}
    # A point less for a maximum when the scoring pays for a close game (stakes.py).
    stretch = st.stakes.game_stretch(st.vulnerable(st.me.side))
    top = (GAME_TRY_MAX_PTS[0] - stretch, GAME_TRY_MAX_PTS[1])
    if a.rebid == bid(2, NT) and st.game_level(Strain.of(x)) == 4:
        return _over_2nt_try(x, top)
    if z is not None and bid(3, x) < a.rebid < game:
        # 1♥-2♥-3♠: the try goes past three of the major, so the raiser cannot sign off
        # below game (Root, "Commonsense Bidding": opener's new suit after a raise is a
        # game try and forces; here the cheapest stop is the game).
        return [rule(game, cond(lens=fit), *TRY_PAST_THREE)]
    if z is None or not a.rebid < bid(3, x):
        return []
    return [
        rule(game, cond(pts=top, trump=x, lens=fit), *ACCEPT_MAX),
        rule(
            game, cond(pts=GAME_TRY_HELP_PTS, trump=x, lens=fit, checks=(_helps(z),)), *ACCEPT_HELP
        ),
        rule(bid(3, x), cond(pts=(0, GAME_TRY_HELP_PTS[1]), trump=x, lens=fit), *DECLINE_TRY),
    ]
