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

Later rounds are judged, not tabled: partner's shown ranges plus this hand decide the strain
(an eight-card major fit, no-trump, a minor fit) and the level (game, invitation, part-score),
where "game" is the lowest level that completes a game given the side's part-score.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from functools import lru_cache

from biritch.bots.bidding_core import (
    ANY,
    FREE,
    MAX_HCP,
    Box,
    Check,
    Condition,
    Force,
    Range,
    Rule,
    Seen,
    State,
    Tag,
    cond,
)
from biritch.bots.evaluate import Features
from biritch.engine import (
    DOUBLE,
    PASS,
    REDOUBLE,
    SUITS,
    Auction,
    Bid,
    Call,
    Double,
    Pass,
    Redouble,
    Seat,
    Side,
    Strain,
    Suit,
)
from biritch.engine.contract import Contract, Doubling
from biritch.engine.scoring import trick_points as contract_trick_points

C, D, H, S = SUITS
MAJORS = (H, S)
MINORS = (C, D)
NT = Strain.NOTRUMP

#: Combined points needed to make a contract at each level: with a trump fit / in no-trump.
NEED_SUIT = {1: 16, 2: 19, 3: 22, 4: 25, 5: 28, 6: 33, 7: 37}
NEED_NT = {1: 18, 2: 21, 3: 25, 4: 27, 5: 30, 6: 33, 7: 37}


def need(level: int, strain: Strain) -> int:
    """Combined points that usually make ``level`` in ``strain``."""
    return (NEED_NT if strain is NT else NEED_SUIT)[level]


def bid(level: int, strain: Strain | Suit) -> Bid:
    """A bid from a level and a strain or suit."""
    return Bid(level, strain if isinstance(strain, Strain) else Strain.of(strain))


def name_ru(call: Call) -> str:
    """A call in Russian shorthand: ``1♠``, ``3БК``, ``пас``, ``контра``, ``реконтра``."""
    if isinstance(call, Bid):
        return f"{call.level}{'БК' if call.strain is NT else call.strain.symbol}"
    return {"P": "пас", "X": "контра", "XX": "реконтра"}[str(call)]


def name_en(call: Call) -> str:
    """A call in English shorthand: ``1♠``, ``3NT``, ``pass``, ``double``, ``redouble``."""
    if isinstance(call, Bid):
        return f"{call.level}{call.strain.symbol}"
    return {"P": "pass", "X": "double", "XX": "redouble"}[str(call)]


# --- checks -------------------------------------------------------------------------------


def _stopper(suit: Suit) -> Check:
    return Check(f"остановка в {suit.symbol}", f"{suit.symbol} stopped", lambda f: f.stopper(suit))


def _stoppers(suits: list[Suit]) -> tuple[Check, ...]:
    return tuple(_stopper(s) for s in suits)


def _good(suit: Suit) -> Check:
    return Check("хорошая масть", "good suit", lambda f: f.good_suit(suit))


def _decent(suit: Suit) -> Check:
    return Check("", "", lambda f: f.decent_suit(suit))


def _longest(suit: Suit) -> Check:
    """``suit`` is the longest (ties go to the higher suit)."""
    return Check("", "", lambda f: f.longest() is suit)


def _opening_suit_is(suit: Suit) -> Check:
    return Check("", "", lambda f: opening_suit(f) is suit)


#: Game in hand: a long strong suit and at most three losers (about ten tricks).
GAME_IN_HAND = Check(
    "гейм в руке", "game in hand", lambda f: max(f.lengths) >= 6 and f.losers() <= 3
)
RULE_OF_20 = Check("", "", lambda f: f.hcp >= 13 or f.rule_of_20())
SEMI_BALANCED = Check("", "", lambda f: f.semi_balanced)
UNBALANCED = Check("", "", lambda f: not f.balanced)
NOT_4333 = Check("", "", lambda f: f.shape != (4, 3, 3, 3))
SHORTNESS = Check("", "", lambda f: min(f.lengths) <= 1)
NO_LONG_SUIT = Check("", "", lambda f: max(f.lengths) <= 5 or f.balanced)
NT_SHAPE = Check("", "", lambda f: min(f.lengths) >= 2 and max(f.lengths) <= 5)
HAS_4_MAJOR = Check("", "", lambda f: f.length(H) >= 4 or f.length(S) >= 4)
NO_4_MAJOR = Check("", "", lambda f: f.length(H) < 4 and f.length(S) < 4)


def opening_suit(f: Features) -> Suit:
    """Longest suit; the higher of equal five-card suits; without one, the better minor
    (1♦ with 4–4, 1♣ with 3–3)."""
    longest = max(f.lengths)
    if longest >= 5:
        return max((s for s in SUITS if f.length(s) == longest), key=lambda s: s.order)
    c, d = f.length(C), f.length(D)
    if d != c:
        return D if d > c else C
    return D if c >= 4 else C


def _shorter_of(suit: Suit, than: Suit) -> Check:
    return Check("", "", lambda f: f.length(suit) <= f.length(than))


# --- the rule builder ---------------------------------------------------------------------


def rule(
    call: Call,
    c: Condition,
    ru: str,
    en: str,
    tag: Tag = Tag.NATURAL,
    force: Force = Force.NO,
    reading: Box | None = None,
) -> Rule:
    """One rule (shorthand for :class:`Rule`)."""
    return Rule(call, c, ru, en, tag, force, reading)


def catch_all_pass(bounded: bool = False) -> Rule:
    """Pass with any hand: the end of every situation. ``bounded`` where the rules above
    are meant to leave no hand without a call (low in the auction, every bid still open),
    so what a pass shows comes from the situation's own pass rules."""
    return Rule(PASS, Condition(), "", "", Tag.PASS, last_resort=bounded)


# --- openings -----------------------------------------------------------------------------


def openings(st: State) -> list[Rule]:
    """First call of the side, nobody has bid yet. Seat 1–2 rule of 20, third lighter,
    fourth rule of 15."""
    position = len(st.auction.calls) + 1
    vul = st.vulnerable(st.me.side)
    out: list[Rule] = [
        rule(
            bid(2, C),
            cond((22, MAX_HCP)),
            "сильное искусственное, форсинг до гейма",
            "strong and artificial, game forcing",
            Tag.STRONG_2C,
            Force.GAME,
        ),
        rule(
            bid(2, C),
            cond((18, 21), checks=(GAME_IN_HAND,)),
            "сильное искусственное, форсинг до гейма",
            "strong and artificial, game forcing",
            Tag.STRONG_2C,
            Force.GAME,
            # Partner judges it like any 2♣ opening: as good as 22.
            reading=Box((18, MAX_HCP), (22, MAX_HCP)),
        ),
        rule(bid(2, NT), cond((20, 21), balanced=True), "", ""),
        rule(bid(1, NT), cond((15, 17), balanced=True), "", ""),
    ]
    if position <= 2:
        strength: list[tuple[Range, tuple[Check, ...]]] = [
            ((12, 21), (RULE_OF_20,)),
            ((10, 11), (RULE_OF_20,)),
        ]
    elif position == 3:
        # Third hand may open light: the rule of 20, or a good five-card major.
        light = Check(
            "",
            "",
            lambda f: f.rule_of_20() or any(f.length(m) >= 5 and f.good_suit(m) for m in MAJORS),
        )
        strength = [((11, 21), ()), ((9, 10), (light,))]
    else:
        rule15 = Check("", "", lambda f: f.hcp + f.length(S) >= 15)
        strength = [((11, 21), (rule15,)), ((10, 10), (rule15,))]
    for hcp, extra in strength:
        for suit in (S, H, D, C):
            lo = 5 if suit.is_major else 3
            out.append(
                rule(
                    bid(1, suit),
                    cond(hcp, lens={suit: (lo, 13)}, checks=(_opening_suit_is(suit), *extra)),
                    "",
                    "",
                    force=Force.NO,
                )
            )
    if position <= 3:
        weak_hcp = (6, 10) if vul else (5, 10)
        for suit in (S, H, D):
            out.append(
                rule(
                    bid(2, suit),
                    cond(
                        weak_hcp,
                        lens={suit: (6, 6), **{m: (0, 3) for m in MAJORS if m is not suit}},
                        checks=(_decent(suit),),
                    ),
                    "слабое: 6 карт",
                    "weak: six cards",
                )
            )
        for suit in (S, H, D, C):
            out.append(
                rule(
                    bid(3, suit),
                    cond((5, 10), lens={suit: (7, 7)}, checks=(_decent(suit),)),
                    "заградительное: 7 карт",
                    "pre-emptive: seven cards",
                )
            )
            out.append(
                rule(
                    bid(4, suit),
                    cond((5, 11), lens={suit: (8, 13)}, checks=(_decent(suit),)),
                    "заградительное: 8+ карт",
                    "pre-emptive: eight cards or more",
                )
            )
    # Any hand with more than these points has opened above (seat 3: 11+, seat 4: rule of
    # 15 is met from 15 HCP), so the pass is bounded and tells partner so.
    cap = {1: 12, 2: 12, 3: 10, 4: 14}[position]
    out.append(rule(PASS, cond((0, cap)), "нет открытия", "no opening bid", Tag.PASS))
    return out


# --- labels -------------------------------------------------------------------------------

FORCE1 = ("новая масть, форсинг на круг", "new suit, forcing one round")
TWO_OVER_ONE = ("2 на 1, форсинг на круг", "two over one, forcing one round")
GF = ("форсинг до гейма", "game forcing")
INVITE = ("инвит", "invitational")
RAISE = ("поддержка", "raise")
LIMIT = ("лимит-поддержка, инвит", "limit raise, invitational")
TO_PLAY = ("играть", "to play")
GAME_PS = ("гейм с учётом частичной записи", "game with the part-score")
PREFERENCE = ("выбор масти партнёра", "preference for partner's suit")
JUMP_SHIFT = ("прыжок в новую масть, форсинг до гейма", "jump shift, game forcing")
NO_4M = {H: (0, 3), S: (0, 3)}
#: How partner reads a rebid of a five-card suit made only for want of another call:
#: as the usual six cards (the sound reading keeps five).
SIX_CARDS = {
    x: Box((10, 18), (10, 18), tuple((6, 13) if s is x else ANY for s in SUITS))  # type: ignore[arg-type]
    for x in SUITS
}
TAKEOUT_LABEL = ("вызывная: просит партнёра назвать масть", "takeout: asks partner to bid a suit")


def _cheapest(st: State, strain: Strain | Suit) -> Bid | None:
    """The lowest legal bid in ``strain``."""
    strain = strain if isinstance(strain, Strain) else Strain.of(strain)
    last = st.last_bid
    for level in range(1, 8):
        b = Bid(level, strain)
        if last is None or b > last:
            return b
    return None


def _pick_major(m: Suit) -> Check:
    """Respond in ``m``: the longer major, hearts first with four-four, spades with 5–5."""
    other = S if m is H else H

    def test(f: Features) -> bool:
        a, b = f.length(m), f.length(other)
        if a != b:
            return a > b
        return (m is H) == (a == 4)

    return Check("", "", test)


def _longest_of(suit: Suit, among: tuple[Suit, ...]) -> Check:
    """``suit`` is the longest of ``among`` (ties go to the first listed)."""

    def test(f: Features) -> bool:
        best = max(among, key=lambda s: (f.length(s), -among.index(s)))
        return best is suit

    return Check("", "", test)


# --- responses to one of a suit -----------------------------------------------------------


def responses_to_one(st: State, x: Suit) -> list[Rule]:
    """Partner opened one of a suit and RHO passed."""
    out: list[Rule] = []
    g = st.game_level(Strain.of(x))
    support = 3 if x.is_major else (5 if x is C else 4)
    # A passed hand's new suit no longer forces: the opener may pass it.
    passed = bool(st.calls_of(st.me))
    one_round = Force.NO if passed else Force.ONE_ROUND
    if g <= 1:
        # Partner's bid already completes the game: leave it there unless slam is in view.
        out.append(
            rule(PASS, cond((0, 15)), "ставка партнёра уже гейм", "partner's bid is game", Tag.PASS)
        )
    if g == 2:
        out.append(rule(bid(2, x), cond(pts=(6, 16), trump=x, lens={x: (support, 13)}), *GAME_PS))
    for suit in (S, H, D, C):
        if suit is x:
            continue
        level = 2 if suit.order > x.order else 3
        out.append(
            rule(
                bid(level, suit),
                cond((17, MAX_HCP), lens={suit: (5, 13)}, checks=(_good(suit),)),
                *JUMP_SHIFT,
                force=Force.GAME,
            )
        )
    if x.is_major:
        out.append(
            rule(
                bid(4, x),
                cond((0, 9), lens={x: (5, 13)}, checks=(UNBALANCED,)),
                "заградительное повышение до гейма",
                "pre-emptive raise to game",
            )
        )
        out.append(
            rule(bid(3, x), cond((10, 12), pts=(10, 12), trump=x, lens={x: (3, 13)}), *LIMIT)
        )
        out.append(rule(bid(3, x), cond(pts=(11, 12), trump=x, lens={x: (3, 13)}), *LIMIT))
        out.append(rule(bid(2, x), cond(pts=(6, 10), trump=x, lens={x: (3, 13)}), *RAISE))
        out.append(
            rule(
                bid(4, x),
                cond((0, 12), pts=(13, 16), trump=x, lens={x: (3, 13)}, checks=(SHORTNESS,)),
                "гейм: распределение",
                "game on shape",
            )
        )
        if x is H:
            out.append(
                rule(bid(1, S), cond((6, MAX_HCP), lens={S: (4, 13)}), *FORCE1, force=one_round)
            )
        # Game values with support (13+ dummy points): an unpassed hand bids a new suit
        # first and raises to game next (this system has no Jacoby 2NT); a passed hand,
        # whose new suit would not force, bids the game at once.
        below = (C, D)
        for suit in below if not passed else ():
            out.append(
                rule(
                    bid(2, suit),
                    cond(
                        (10, MAX_HCP),
                        pts=(13, MAX_HCP),
                        trump=x,
                        lens={x: (3, 13), suit: (3, 13)},
                        checks=(_longest_of(suit, below),),
                    ),
                    *TWO_OVER_ONE,
                    force=one_round,
                )
            )
        if passed:
            out.append(
                rule(
                    bid(4, x),
                    cond((10, MAX_HCP), pts=(13, MAX_HCP), trump=x, lens={x: (3, 13)}),
                    "гейм",
                    "game",
                )
            )
        if x is S:
            out.append(
                rule(
                    bid(2, H),
                    cond((10, MAX_HCP), lens={H: (5, 13)}),
                    *TWO_OVER_ONE,
                    force=one_round,
                )
            )
        out.append(
            rule(
                bid(2, D),
                cond(
                    (10, MAX_HCP),
                    lens={D: (4, 13)},
                    checks=(Check("", "", lambda f: f.length(D) > f.length(C)),),
                ),
                *TWO_OVER_ONE,
                force=one_round,
            )
        )
        out.append(
            rule(
                bid(2, C),
                cond((10, MAX_HCP), lens={C: (4, 13)}),
                *TWO_OVER_ONE,
                force=one_round,
            )
        )
        out.append(
            rule(bid(2, NT), cond((13, 15), balanced=True, lens={x: (0, 2)}), *GF, force=Force.GAME)
        )
        out.append(rule(bid(3, NT), cond((16, 18), balanced=True, lens={x: (0, 2)}), *TO_PLAY))
        out.append(
            rule(
                bid(4, x),
                cond((10, MAX_HCP), pts=(13, MAX_HCP), trump=x, lens={x: (3, 13)}),
                "гейм",
                "game",
            )
        )
        out.append(rule(bid(1, NT), cond((6, 10)), "не форсинг", "not forcing"))
        # 11+ without a fit or a four-card suit to show: the longer minor, even of three.
        for suit in below:
            out.append(
                rule(
                    bid(2, suit),
                    cond((11, MAX_HCP), lens={suit: (3, 13)}, checks=(_longest_of(suit, below),)),
                    *TWO_OVER_ONE,
                    force=one_round,
                )
            )
    else:
        # With game values the longer minor goes first; the major follows (weaker hands
        # show the major at once).
        other = D if x is C else C
        out.append(
            rule(
                bid(1 if other is D else 2, other),
                cond(
                    (13, MAX_HCP),
                    lens={other: (5, 13)},
                    checks=(_longer(other, H), _longer(other, S)),
                ),
                *(FORCE1 if other is D else TWO_OVER_ONE),
                force=one_round,
            )
        )
        for m in (H, S):
            out.append(
                rule(
                    bid(1, m),
                    cond((6, MAX_HCP), lens={m: (4, 13)}, checks=(_pick_major(m),)),
                    *FORCE1,
                    force=one_round,
                )
            )
        if x is C:
            out.append(
                rule(
                    bid(1, D),
                    cond((6, MAX_HCP), lens={D: (4, 13), **NO_4M}),
                    *FORCE1,
                    force=one_round,
                )
            )
        out.append(
            rule(bid(2, NT), cond((13, 15), balanced=True, lens=NO_4M), *GF, force=Force.GAME)
        )
        out.append(rule(bid(3, NT), cond((16, 18), balanced=True, lens=NO_4M), *TO_PLAY))
        if x is D:
            out.append(
                rule(
                    bid(2, C),
                    cond((10, MAX_HCP), lens={C: (4, 13), **NO_4M}),
                    *TWO_OVER_ONE,
                    force=one_round,
                )
            )
        out.append(rule(bid(3, x), cond((10, 12), lens={x: (4, 13), **NO_4M}), *LIMIT))
        out.append(rule(bid(2, x), cond((6, 10), lens={x: (support, 13), **NO_4M}), *RAISE))
        out.append(rule(bid(1, NT), cond((6, 10), lens=NO_4M), "не форсинг", "not forcing"))
        out.append(rule(bid(2, NT), cond((13, MAX_HCP), lens=NO_4M), *GF, force=Force.GAME))
    out.append(rule(PASS, cond((0, 5)), "слабая рука", "weak hand", Tag.PASS))
    out.append(catch_all_pass(bounded=True))
    return out


# --- opener's rebid -----------------------------------------------------------------------


def opener_rebids(st: State, x: Suit, response: Bid) -> list[Rule]:
    """I opened 1x, partner answered one of a new suit or 1NT, the opponents are silent.

    A light opening (10–11 with the rule of 20) rebids like a minimum, so the rules admit
    10 HCP; partner still judges a minimum as 12 (the usual reading of an opening)."""
    out = []
    for r in _opener_rebids(st, x, response):
        box = r.judged
        if box.hcp[0] == 10 and r.cond.pts is None:
            r = replace(r, reading=replace(box, val=(12, max(12, box.val[1]))))
        out.append(r)
    return out


def _opener_rebids(st: State, x: Suit, response: Bid) -> list[Rule]:
    out: list[Rule] = []
    y = response.strain
    others = [z for z in SUITS if z is not x and Strain.of(z) is not y]
    if st.game_level(y) <= response.level:
        # Partner's bid already completes the game: only a slam would be worth more.
        ok = cond((0, 17)) if y is NT else cond((0, 17), lens={Suit(y.value): (3, 13)})
        out.append(rule(PASS, ok, "ставка партнёра уже гейм", "partner's bid is game", Tag.PASS))
    if y is NT:
        out.append(
            rule(
                PASS,
                cond((10, 14), balanced=True),
                "минимум, равномерная",
                "minimum, balanced",
                Tag.PASS,
            )
        )
        out.append(rule(bid(2, NT), cond((18, 19), balanced=True), *INVITE))
        out.append(
            rule(bid(3, x), cond((16, 18), lens={x: (6, 13)}, checks=(_decent(x),)), *INVITE)
        )
        if x.is_major:
            out.append(rule(bid(4, x), cond((19, 21), lens={x: (6, 13)}), *TO_PLAY))
        out.append(rule(bid(3, x), cond((16, 21), lens={x: (6, 13)}), *INVITE))
        for z in others:
            out.append(
                rule(bid(3, z), cond((19, 21), lens={z: (4, 13)}), *JUMP_SHIFT, force=Force.GAME)
            )
        for z in others:
            if z.order > x.order:
                out.append(
                    rule(
                        bid(2, z),
                        cond((17, 21), lens={z: (4, 13), x: (5, 13)}, checks=(_longer(x, z),)),
                        "реверс: сильная рука, форсинг на круг",
                        "reverse: strong, forcing one round",
                        force=Force.ONE_ROUND,
                    )
                )
        for z in others:
            if z.order < x.order:
                out.append(
                    rule(
                        bid(2, z), cond((10, 18), lens={z: (4, 13)}), "вторая масть", "second suit"
                    )
                )
        out.append(rule(bid(2, x), cond((10, 16), lens={x: (6, 13)}), "минимум", "minimum"))
        out.append(
            rule(
                bid(2, x),
                cond((10, 17), lens={x: (5, 13)}),
                "минимум",
                "minimum",
                reading=SIX_CARDS[x],
            )
        )
        out.append(rule(bid(2, NT), cond((17, 21), checks=(SEMI_BALANCED,)), *INVITE))
        out.append(
            rule(
                PASS,
                cond((10, 16), checks=(Check("", "", lambda f: f.shape == (4, 4, 4, 1)),)),
                "минимум",
                "minimum",
                Tag.PASS,
            )
        )
        out.append(Rule(PASS, Condition(), "", "", Tag.PASS, last_resort=True))
        return out
    ys = Suit(y.value)
    g = st.game_level(y)
    if ys.is_major and g >= 4:
        out.append(
            rule(
                bid(4, ys),
                cond(pts=(19, 22), trump=ys, lens={ys: (4, 13)}),
                "поддержка до гейма",
                "raise to game",
            )
        )
        out.append(
            rule(
                bid(3, ys),
                cond(pts=(16, 18), trump=ys, lens={ys: (4, 13)}),
                "поддержка, инвит",
                "invitational raise",
            )
        )
    elif g <= 3 and g > response.level:
        out.append(
            rule(bid(g, ys), cond(pts=(need(g, y) - 6, 22), trump=ys, lens={ys: (4, 13)}), *GAME_PS)
        )
    elif not ys.is_major:
        out.append(
            rule(
                bid(3, ys),
                cond(pts=(16, 22), trump=ys, lens={ys: (4, 13)}),
                "поддержка, инвит",
                "invitational raise",
            )
        )
    out.append(rule(bid(2, ys), cond(pts=(12, 15), trump=ys, lens={ys: (4, 13)}), *RAISE))
    for z in others:
        b = _cheapest(st, z)
        if b is not None and b.level < 3:
            out.append(
                rule(
                    Bid(b.level + 1, b.strain),
                    cond((19, 21), lens={z: (4, 13)}),
                    *JUMP_SHIFT,
                    force=Force.GAME,
                )
            )
    out.append(rule(bid(2, NT), cond((18, 19), balanced=True), *INVITE))
    out.append(rule(bid(3, x), cond((16, 18), lens={x: (6, 13)}, checks=(_decent(x),)), *INVITE))
    if x.is_major and st.game_level(Strain.of(x)) >= 4:
        out.append(
            rule(bid(4, x), cond((19, 21), lens={x: (6, 13)}, checks=(_decent(x),)), *TO_PLAY)
        )
    for z in others:
        b = _cheapest(st, z)
        if b is not None and b.level == 2 and z.order > x.order:
            out.append(
                rule(
                    b,
                    cond((17, 21), lens={z: (4, 13), x: (5, 13)}, checks=(_longer(x, z),)),
                    "реверс: сильная рука, форсинг на круг",
                    "reverse: strong, forcing one round",
                    force=Force.ONE_ROUND,
                )
            )
    for z in sorted(others, key=lambda s: s.order):
        b = _cheapest(st, z)
        if b is not None and b.level == 1:
            out.append(rule(b, cond((10, 18), lens={z: (4, 13)}), "новая масть", "new suit"))
    out.append(
        rule(bid(1, NT), cond((10, 14), balanced=True), "минимум, равномерная", "minimum, balanced")
    )
    out.append(
        rule(bid(2, x), cond((10, 16), lens={x: (6, 13)}), "минимум, 6+ карт", "minimum, six cards")
    )
    for z in others:
        b = _cheapest(st, z)
        if b is not None and b.level == 2 and z.order < x.order:
            out.append(rule(b, cond((10, 18), lens={z: (4, 13)}), "вторая масть", "second suit"))
    out.append(
        rule(
            bid(2, x), cond((10, 18), lens={x: (5, 13)}), "минимум", "minimum", reading=SIX_CARDS[x]
        )
    )
    if ys.is_major:
        out.append(rule(bid(2, ys), cond((10, 18), lens={ys: (3, 13)}), *RAISE))
    out.append(rule(bid(1, NT), cond((10, 16)), "", ""))
    out.append(rule(bid(2, NT), cond((17, 21)), *INVITE))
    b = _cheapest(st, x)
    if b is not None:
        out.append(Rule(b, cond(lens={x: (3, 13)}), "", "", last_resort=True))
    out.append(Rule(PASS, Condition(), "", "", Tag.PASS, last_resort=True))
    return out


def after_two_over_one(st: State, x: Suit, y: Suit) -> list[Rule]:
    """I opened 1x, partner answered two of a lower suit y (10+, forcing one round).
    As after a one-level answer, a light opening is still read as 12 by partner."""
    out = []
    for r in _after_two_over_one(st, x, y):
        box = r.judged
        if box.hcp[0] <= 10 and r.cond.pts is None:
            r = replace(r, reading=replace(box, val=(12, max(12, box.val[1]))))
        out.append(r)
    return out


def _after_two_over_one(st: State, x: Suit, y: Suit) -> list[Rule]:
    out: list[Rule] = []
    support = 3 if y.is_major else 4
    others = [z for z in SUITS if z is not x and z is not y]
    out.append(rule(bid(3, y), cond(lens={y: (support, 13)}), "поддержка", "raise"))
    out.append(rule(bid(2, x), cond((10, 16), lens={x: (6, 13)}), "6+ карт", "six cards"))
    out.append(
        rule(
            bid(3, x),
            cond((17, 21), lens={x: (6, 13)}, checks=(_decent(x),)),
            *GF,
            force=Force.GAME,
        )
    )
    for z in others:
        b = _cheapest(st, z)
        if b is None:
            continue
        if b.level == 2 and z.order < x.order:
            out.append(
                rule(
                    b,
                    cond(lens={z: (4, 13)}),
                    "вторая масть, форсинг на круг",
                    "second suit, forcing one round",
                    force=Force.ONE_ROUND,
                )
            )
        elif b.level == 2:
            out.append(
                rule(
                    b,
                    cond((15, 21), lens={z: (4, 13), x: (4, 13)}),
                    "реверс: сильная рука",
                    "reverse: strong hand",
                    force=Force.ONE_ROUND,
                )
            )
        elif b.level == 3:
            out.append(
                rule(
                    b,
                    cond((15, 21), lens={z: (4, 13)}),
                    "вторая масть, сильная рука, форсинг на круг",
                    "second suit, strong hand, forcing one round",
                    force=Force.ONE_ROUND,
                )
            )
    out.append(
        rule(bid(2, NT), cond((10, 14), balanced=True), "минимум, равномерная", "minimum, balanced")
    )
    out.append(rule(bid(3, NT), cond((15, 21), checks=(NT_SHAPE,)), *TO_PLAY))
    out.append(rule(bid(2, x), cond(lens={x: (5, 13)}), "", "", reading=SIX_CARDS[x]))
    out.append(rule(bid(2, NT), Condition(), "", ""))
    return out


def _longer(a: Suit, b: Suit) -> Check:
    return Check("", "", lambda f: f.length(a) > f.length(b))


# --- after no-trump openings --------------------------------------------------------------


def nt_responses(st: State, level: int, lo: int, hi: int) -> list[Rule]:
    """Partner showed ``lo``–``hi`` balanced at ``level`` no-trump (1NT, 2NT, 2♣…2NT)."""
    out: list[Rule] = []
    g = st.game_level(NT)
    slam = [
        rule(bid(7, NT), cond((37 - lo, MAX_HCP)), *TO_PLAY),
        rule(bid(6, NT), cond((33 - lo, 36 - lo)), *TO_PLAY),
    ]
    if g <= level:
        out.extend(slam)
        out.append(
            rule(
                PASS,
                cond((0, 32 - lo)),
                "ставка партнёра уже гейм",
                "partner's bid is game",
                Tag.PASS,
            )
        )
        out.append(catch_all_pass(bounded=True))
        return out
    invite_possible = g - 1 > level
    game_lo = need(g, NT) - lo if invite_possible else need(g, NT) - (lo + hi + 1) // 2
    inv_lo = need(g, NT) - hi if invite_possible else game_lo
    floor = inv_lo if invite_possible else game_lo
    if level == 1:
        for m in (S, H, D):
            out.append(
                rule(
                    bid(2, m),
                    cond((0, floor - 1), lens={m: (5, 13)}, checks=(_longest(m),)),
                    "слабая рука, играть",
                    "weak, to play",
                    Tag.SIGNOFF,
                )
            )
    if g >= 4 or g == 3:
        for m in (S, H):
            out.append(rule(bid(4, m), cond((max(floor, 0), 32 - hi), lens={m: (6, 13)}), *TO_PLAY))
    out.append(
        rule(
            bid(level + 1, C),
            cond(
                (max(floor, 0), MAX_HCP),
                checks=(Check("", "", lambda f: 4 in (f.length(H), f.length(S))), NOT_4333),
            ),
            "Стэйман: есть ли у партнёра 4 карты в мажоре?",
            "Stayman: asks for a four-card major",
            Tag.STAYMAN,
            Force.ONE_ROUND,
        )
    )
    for m in (S, H):
        out.append(
            rule(
                bid(3, m),
                cond(
                    (max(game_lo, 0), MAX_HCP),
                    lens={m: (5, 13)},
                    checks=(_longer_or_equal_major(m),),
                ),
                *GF,
                force=Force.GAME,
            )
        )
    if g == 3:
        out.append(
            rule(
                bid(4, NT),
                cond((33 - hi, 32 - lo)),
                "количественный: инвит в шлем",
                "quantitative: invites a slam",
                Tag.QUANTITATIVE,
            )
        )
    out.extend(slam)
    out.append(rule(bid(g, NT), cond((max(game_lo, 0), 32 - hi if g == 3 else 32 - lo)), *TO_PLAY))
    if invite_possible:
        out.append(rule(bid(g - 1, NT), cond((max(inv_lo, 0), game_lo - 1)), *INVITE))
    out.append(rule(PASS, cond((0, max(floor - 1, 0))), "слабая рука", "weak hand", Tag.PASS))
    out.append(catch_all_pass(bounded=True))
    return out


def _longer_or_equal_major(m: Suit) -> Check:
    other = S if m is H else H
    return Check(
        "",
        "",
        lambda f: f.length(m) >= f.length(other) if m is S else f.length(m) > f.length(other),
    )


def stayman_replies(level: int) -> list[Rule]:
    """I opened no-trump, partner asked with Stayman at ``level``."""
    return [
        rule(
            bid(level, H),
            cond(lens={H: (4, 13)}),
            "4+ ♥ на Стэйман",
            "four or more ♥ (Stayman reply)",
        ),
        rule(
            bid(level, S),
            cond(lens={S: (4, 13), H: (0, 3)}),
            "4+ ♠ на Стэйман",
            "four or more ♠ (Stayman reply)",
        ),
        rule(
            bid(level, D),
            cond(lens=NO_4M),
            "нет 4-карточного мажора",
            "no four-card major",
            Tag.STAYMAN_REPLY,
        ),
        catch_all_pass(),
    ]


def spades_after_stayman(st: State, answer: Bid, opened: Range) -> list[Rule]:
    """I showed hearts over Stayman and partner went back to no-trump: he asked with four
    spades, so with four spades too I play in spades."""
    lo, hi = opened
    out: list[Rule] = []
    game = bid(4, S)
    if answer.level >= 3:
        out.append(
            rule(game, cond(lens={S: (4, 13)}), "4 ♠ тоже: в мажор", "four ♠ too: the major")
        )
    else:
        out.append(
            rule(
                game,
                cond((lo + 1, hi), lens={S: (4, 13)}),
                "4 ♠ тоже, максимум",
                "four ♠ too, maximum",
            )
        )
        out.append(
            rule(
                bid(3, S),
                cond((lo, lo), lens={S: (4, 13)}),
                "4 ♠ тоже, минимум",
                "four ♠ too, minimum",
            )
        )
    out.extend(judgment(st))
    return out


# --- strong 2♣ ----------------------------------------------------------------------------


def two_club_responses() -> list[Rule]:
    """Partner opened a strong 2♣, RHO passed."""
    out: list[Rule] = []
    for m, level in ((S, 2), (H, 2), (D, 3), (C, 3)):
        out.append(
            rule(
                bid(level, m),
                cond((8, MAX_HCP), lens={m: (5, 13)}, checks=(_good(m), _longest(m))),
                "положительный ответ",
                "positive response",
                force=Force.GAME,
            )
        )
    out.append(
        rule(
            bid(2, NT),
            cond((8, MAX_HCP), balanced=True),
            "положительный ответ",
            "positive response",
            force=Force.GAME,
        )
    )
    out.append(
        rule(
            bid(2, D),
            Condition(),
            "ожидание: любая рука",
            "waiting: any hand",
            Tag.WAITING,
            Force.GAME,
        )
    )
    return out


def two_club_rebids() -> list[Rule]:
    """I opened 2♣, partner waited with 2♦."""
    out = [
        rule(
            bid(2, NT),
            cond((22, 24), balanced=True),
            "можно пасовать",
            "may be passed",
            force=Force.RELEASE,
        ),
        rule(bid(3, NT), cond((25, MAX_HCP), balanced=True), *TO_PLAY),
    ]
    for m, level in ((S, 2), (H, 2), (D, 3), (C, 3)):
        out.append(
            rule(
                bid(level, m),
                cond(lens={m: (4, 13)}, checks=(_longest(m),)),
                *GF,
                force=Force.GAME,
            )
        )
    out.append(catch_all_pass())
    return out


# --- after weak twos and pre-empts --------------------------------------------------------


def preempt_responses(st: State, opening: Bid) -> list[Rule]:
    """Partner opened a weak two or a pre-empt, RHO passed."""
    x = opening.strain.suit
    assert x is not None
    out: list[Rule] = []
    g = st.game_level(opening.strain)
    others = tuple(s for s in SUITS if s is not x)
    if g > opening.level:
        game = bid(g, x)
        strong = 16 if opening.level == 2 else 14
        if x.is_major or g <= 4:
            out.append(
                rule(
                    game,
                    cond(
                        pts=(strong, MAX_HCP),
                        trump=x,
                        lens={x: (2 if opening.level >= 3 else 3, 13)},
                    ),
                    "гейм",
                    "game",
                )
            )
        if g == 4 and x.is_major:
            out.append(
                rule(
                    game,
                    cond((0, 12), lens={x: (4, 13)}, checks=(UNBALANCED,)),
                    "заградительное повышение",
                    "pre-emptive raise",
                )
            )
        out.append(
            rule(
                bid(3, NT),
                cond((16, MAX_HCP), lens={x: (1, 13)}, checks=_stoppers(list(others))),
                *TO_PLAY,
            )
        )
    if opening.level == 2:
        for z in others:
            b = _cheapest(st, z)
            if b is not None and b.level <= 3:
                out.append(
                    rule(
                        b,
                        cond(
                            (16, MAX_HCP),
                            lens={z: (5, 13)},
                            checks=(_good(z), _longest_of(z, others)),
                        ),
                        *FORCE1,
                        force=Force.ONE_ROUND,
                    )
                )
        out.append(
            rule(
                bid(3, x),
                cond((0, 15), lens={x: (3, 13)}),
                "заградительное повышение",
                "pre-emptive raise",
            )
        )
    out.append(catch_all_pass())
    return out


# --- competition: our first action over their opening -------------------------------------


def _their_suits(st: State) -> list[Suit]:
    out: list[Suit] = []
    for seat in (st.me.lho, st.me.rho):
        for s in st.strains_bid_by(seat):
            if s not in out:
                out.append(s)
    return out


def _unbid(st: State) -> tuple[Suit, ...]:
    theirs = _their_suits(st)
    return tuple(s for s in (S, H, D, C) if s not in theirs)


def overcalls(st: State) -> list[Rule]:
    """The opponents opened; neither partner nor I have acted yet."""
    last = st.last_bid
    assert last is not None
    vul = st.vulnerable(st.me.side)
    balancing = st.passes_end
    theirs = _their_suits(st)
    unbid = _unbid(st)
    stops = _stoppers(theirs)
    op_is_last = st.opening is not None and st.opening.call == last
    out: list[Rule] = []
    takeout_shape = {**{t: (0, 2) for t in theirs[-1:]}, **{u: (3, 13) for u in unbid}}
    if last.strain is NT:
        if last.level == 1:
            out.append(
                rule(
                    DOUBLE,
                    cond((15, MAX_HCP)),
                    "штрафная: сила больше, чем у открывшего",
                    "penalty: stronger than the opener",
                    Tag.PENALTY,
                )
            )
        for z in unbid:
            b = _cheapest(st, z)
            if b is not None and b.level <= 2 and last.level == 1:
                out.append(
                    rule(
                        b,
                        cond((8, 15), lens={z: (5, 13)}, checks=(_decent(z), _longest(z))),
                        "естественная заявка",
                        "natural overcall",
                    )
                )
            elif b is not None and b.level <= 3:
                out.append(
                    rule(
                        b,
                        cond((10, 16), lens={z: (6, 13)}, checks=(_good(z), _longest(z))),
                        "естественная заявка",
                        "natural overcall",
                    )
                )
        out.append(
            rule(
                PASS,
                cond((0, 14) if last.level == 1 and op_is_last else (0, MAX_HCP)),
                "",
                "",
                Tag.PASS,
            )
        )
        out.append(catch_all_pass(bounded=last.level <= 2))
        return out
    t = last.strain.suit
    assert t is not None
    if st.acted(st.me.lho) and st.acted(st.me.rho):
        # Both opponents have bid: only a sound overcall or a takeout double.
        out.append(
            rule(
                DOUBLE,
                cond((12, MAX_HCP), lens=takeout_shape),
                *TAKEOUT_LABEL,
                Tag.TAKEOUT,
            )
        )
        for z in unbid:
            b = _cheapest(st, z)
            if b is not None and b.level <= 2:
                out.append(
                    rule(
                        b,
                        cond((10, 16), lens={z: (5, 13)}, checks=(_good(z), _longest_of(z, unbid))),
                        "вход в торговлю",
                        "overcall",
                    )
                )
        out.append(catch_all_pass(bounded=last.level <= 2))
        return out
    if last.level == 1:
        nt_lo, nt_hi = (11, 14) if balancing else (15, 18)
        out.append(
            rule(
                bid(1, NT),
                cond((nt_lo, nt_hi), balanced=True, checks=stops),
                "в позиции баланса" if balancing else "как открытие 1БК",
                "balancing" if balancing else "like a 1NT opening",
            )
        )
        one_lo = 7 if balancing else 8
        for z in unbid:
            b = _cheapest(st, z)
            if b is not None and b.level == 1:
                out.append(
                    rule(
                        b,
                        cond(
                            (one_lo, 16),
                            lens={z: (5, 13)},
                            checks=(_decent(z), _longest_of(z, unbid)),
                        ),
                        "вход в торговлю",
                        "overcall",
                    )
                )
        two_lo = (9 if balancing else 11) + (1 if vul else 0)
        two_level: list[Rule] = []
        for z in unbid:
            b = _cheapest(st, z)
            if b is not None and b.level == 2:
                two_level.append(
                    rule(
                        b,
                        cond(
                            (two_lo, 16),
                            lens={z: (5, 13)},
                            checks=(_good(z), _longest_of(z, unbid)),
                        ),
                        "вход в торговлю на 2-м уровне",
                        "two-level overcall",
                    )
                )
        # A good five-card suit is shown at once rather than doubled.
        out.extend(two_level)
        dbl_lo = 9 if balancing else 12
        out.append(
            rule(
                DOUBLE,
                cond((dbl_lo, MAX_HCP), lens=takeout_shape),
                *TAKEOUT_LABEL,
                Tag.TAKEOUT,
            )
        )
        out.append(
            rule(
                DOUBLE,
                # In the balancing seat 15+ doubles first (1NT there is 11–14).
                cond((15 if balancing else 17, MAX_HCP)),
                *TAKEOUT_LABEL,
                Tag.TAKEOUT,
            )
        )
        if not balancing:
            weak = (7, 10) if vul else (5, 10)
            for z in unbid:
                b = _cheapest(st, z)
                if b is not None and b.level <= 2:
                    jump = Bid(b.level + 1, b.strain)
                    out.append(
                        rule(
                            jump,
                            cond(weak, lens={z: (6, 13)}, checks=(_good(z), _longest_of(z, unbid))),
                            "слабый прыжок: 6+ карт",
                            "weak jump overcall: six cards",
                        )
                    )
        out.append(rule(PASS, cond((0, 16)), "", "", Tag.PASS))
        out.append(catch_all_pass(bounded=last.level <= 2))
        return out
    # Over a weak two, a pre-empt or a higher bid: sounder values.
    if last.level <= 3:
        out.append(
            rule(
                bid(last.level, NT),
                cond((15, 18) if last.level == 2 else (16, 21), checks=(SEMI_BALANCED, *stops)),
                "естественно",
                "natural",
            )
        )
    out.append(
        rule(
            DOUBLE,
            cond((10 if balancing else 13, MAX_HCP), lens=takeout_shape),
            *TAKEOUT_LABEL,
            Tag.TAKEOUT,
        )
    )
    for z in unbid:
        b = _cheapest(st, z)
        if b is not None and b.level <= 4:
            out.append(
                rule(
                    b,
                    cond(
                        (10 if balancing else 12, 17),
                        lens={z: (5 if b.level <= 2 else 6, 13)},
                        checks=(_good(z), _longest_of(z, unbid)),
                    ),
                    "вход в торговлю",
                    "overcall",
                )
            )
    out.append(rule(DOUBLE, cond((18, MAX_HCP)), *TAKEOUT_LABEL, Tag.TAKEOUT))
    out.append(catch_all_pass(bounded=last.level <= 2))
    return out


# --- advancing partner's overcall or takeout double ---------------------------------------


def advances(st: State, partner_call: Seen) -> list[Rule]:
    """Partner overcalled or doubled their opening; my first action."""
    out: list[Rule] = []
    theirs = _their_suits(st)
    unbid = _unbid(st)
    stops = _stoppers(theirs)
    rho = st.last_of(st.me.rho)
    rho_acted = rho is not None and rho.rule.tag is not Tag.PASS
    last = st.last_bid
    assert last is not None
    pc = partner_call.call
    if isinstance(pc, Bid) and pc.strain is NT and pc.level <= 2 and last == pc and not rho_acted:
        # A natural no-trump overcall is answered like a no-trump opening (Stayman too).
        lo, hi = partner_call.shown.hcp
        if hi - lo <= 5:
            return nt_responses(st, pc.level, lo, hi)
    if partner_call.rule.tag is Tag.TAKEOUT:
        t = (
            last.strain.suit
            if st.last_bidder is not None and st.last_bidder.side is not st.me.side
            else None
        )
        if not rho_acted and t is not None and last.level == 1:
            out.append(
                rule(
                    PASS,
                    cond((8, MAX_HCP), lens={t: (5, 13)}, checks=(_good(t),)),
                    "пас на контру: играть на штраф",
                    "pass: converts to penalty",
                    Tag.PASS,
                )
            )
        for m in (S, H):
            if m in unbid and st.game_level(Strain.of(m)) >= 2:
                top = bid(st.game_level(Strain.of(m)), m)
                if last < top:
                    out.append(rule(top, cond((11, MAX_HCP), lens={m: (5, 13)}), "гейм", "game"))
                    if last.level >= 2:
                        # Over a weak two or a pre-empt, a four-card major is enough for
                        # the game (partner promised support for it).
                        out.append(
                            rule(
                                top,
                                cond((11, MAX_HCP), lens={m: (4, 13)}, checks=(_pick_major(m),)),
                                "гейм",
                                "game",
                            )
                        )
        ntg = bid(st.game_level(NT), NT)
        if last.level >= 3 and last < ntg and t is not None:
            out.append(rule(ntg, cond((11, MAX_HCP), checks=(_stopper(t),)), *TO_PLAY))
        if t is not None:
            cue = _cheapest(st, t)
            if cue is not None and cue.level <= 3:
                out.append(
                    rule(
                        cue,
                        cond((12, MAX_HCP)),
                        "ставка в масть противника: 12+, форсинг",
                        "cue bid: 12+, forcing",
                        Tag.CUEBID,
                        Force.ONE_ROUND,
                    )
                )
        ntb = _cheapest(st, NT)
        if ntb is not None and ntb.level <= 3:
            # No-trump denies a four-card major partner asked for.
            no_major = {m: (0, 3) for m in MAJORS if m in unbid}
            ranges = {1: (6, 10), 2: (11, 12), 3: (13, 16)}
            out.append(
                rule(
                    ntb,
                    cond(ranges[ntb.level], lens=no_major, checks=stops),
                    "естественно",
                    "natural",
                )
            )
            if ntb.level == 1:
                # The jump to 2NT: 11–12 balanced-ish with their suit stopped.
                out.append(
                    rule(
                        bid(2, NT),
                        cond((11, 12), lens=no_major, checks=(*stops, SEMI_BALANCED)),
                        *INVITE,
                    )
                )
        for z in unbid:
            b = _cheapest(st, z)
            if b is not None and b.level <= 3:
                jump = Bid(b.level + 1, b.strain)
                if jump.level <= 3:
                    out.append(
                        rule(
                            jump,
                            cond((9, 11), lens={z: (4, 13)}, checks=(_best_unbid(z, unbid),)),
                            *INVITE,
                        )
                    )
        # After a redouble a pass would leave the redoubled contract: always run.
        if rho_acted and rho is not None and not isinstance(rho.call, Redouble):
            out.append(rule(PASS, cond((0, 5)), "слабая рука", "weak hand", Tag.PASS))
        for z in unbid:
            b = _cheapest(st, z)
            if b is not None and b.level <= 4:
                out.append(
                    rule(
                        b,
                        cond((0, 11), lens={z: (4, 13)}, checks=(_best_unbid(z, unbid),)),
                        "ответ на вызывную контру",
                        "answer to the takeout double",
                    )
                )
        for z in unbid:
            b = _cheapest(st, z)
            if b is not None and b.level <= 4:
                out.append(
                    rule(
                        b,
                        cond((0, 11), lens={z: (3, 13)}, checks=(_longest_of(z, unbid),)),
                        "ответ на вызывную контру",
                        "answer to the takeout double",
                    )
                )
                out.append(
                    rule(
                        b,
                        cond((12, MAX_HCP), lens={z: (3, 13)}, checks=(_longest_of(z, unbid),)),
                        "ответ на вызывную контру",
                        "answer to the takeout double",
                    )
                )
                out.append(
                    rule(
                        b,
                        cond(lens={z: (2, 13)}, checks=(_longest_of(z, unbid),)),
                        "ответ на вызывную контру",
                        "answer to the takeout double",
                    )
                )
        for z in unbid:
            b = _cheapest(st, z)
            if b is not None:
                out.append(
                    Rule(
                        b,
                        cond(checks=(_longest_of(z, unbid),)),
                        "",
                        "",
                        last_resort=last.level <= 2,
                    )
                )
        out.append(catch_all_pass(bounded=last.level <= 2))
        return out
    y = partner_call.rule.suit
    if y is not None:
        g = st.game_level(Strain.of(y))
        game = bid(g, y)
        gnt = bid(st.game_level(NT), NT)
        if not y.is_major and last < gnt and g > st.game_level(NT):
            # Opposite a minor overcall, 3NT with their suit stopped before five of the minor.
            out.append(rule(gnt, cond((13, MAX_HCP), checks=(*stops, NT_SHAPE)), *TO_PLAY))
        if last < game:
            out.append(
                rule(game, cond(pts=(13, MAX_HCP), trump=y, lens={y: (3, 13)}), "гейм", "game")
            )
        b = _cheapest(st, y)
        if b is not None and b.level + 1 < g:
            out.append(
                rule(
                    Bid(b.level + 1, b.strain),
                    cond(pts=(11, 12), trump=y, lens={y: (3, 13)}),
                    *INVITE,
                )
            )
        if b is not None and b.level < g:
            # Without room for an invitational jump, the simple raise takes 11–12 too.
            upper = 10 if b.level + 1 < g else 12
            out.append(rule(b, cond(pts=(7, upper), trump=y, lens={y: (3, 13)}), *RAISE))
        ntb = _cheapest(st, NT)
        if ntb is not None and ntb.level <= 3:
            ranges = {1: (8, 11), 2: (12, 14), 3: (15, 18)}
            out.append(rule(ntb, cond(ranges[ntb.level], checks=stops), "естественно", "natural"))
            if ntb.level == 1:
                out.append(rule(bid(2, NT), cond((12, 14), checks=stops), *INVITE))
        for z in unbid:
            if z is y:
                continue
            bz = _cheapest(st, z)
            if bz is not None and bz.level <= 2:
                out.append(
                    rule(
                        bz,
                        cond((8, 15), lens={z: (5, 13)}, checks=(_decent(z),)),
                        "своя масть, не форсинг",
                        "own suit, not forcing",
                    )
                )
        if st.last_bidder is not None and st.last_bidder.side is not st.me.side:
            out.extend(_sacrifices(st, last, st.box(st.partner)))
    out.append(catch_all_pass(bounded=last.level <= 2))
    return out


def _best_unbid(z: Suit, unbid: tuple[Suit, ...]) -> Check:
    """Answer a takeout double in the best unbid suit: a four-card major before a minor,
    otherwise the longest (the higher of equals)."""

    def test(f: Features) -> bool:
        majors = [m for m in unbid if m.is_major and f.length(m) >= 4]
        pool = majors or list(unbid)
        best = max(pool, key=lambda s: (f.length(s), s.order))
        return best is z

    return Check("", "", test)


# --- responder when the opponents interfere -----------------------------------------------


def competitive_responses(st: State, x: Suit) -> list[Rule]:
    """Partner opened 1x and RHO overcalled or doubled; my first action."""
    out: list[Rule] = []
    rho = st.last_of(st.me.rho)
    assert rho is not None
    last = st.last_bid
    assert last is not None
    theirs = _their_suits(st)
    stops = _stoppers(theirs)
    g = st.game_level(Strain.of(x))
    if isinstance(rho.call, Double):
        out.append(
            rule(
                REDOUBLE,
                cond((10, MAX_HCP)),
                "10+ ФО, сила у нашей линии",
                "10+ HCP, our side has the values",
                Tag.REDOUBLE,
            )
        )
        out.append(
            rule(
                bid(3, x),
                cond((0, 9), lens={x: (4, 13)}),
                "заградительное повышение",
                "pre-emptive raise",
            )
        )
        out.append(rule(bid(2, x), cond(pts=(6, 9), trump=x, lens={x: (3, 13)}), *RAISE))
        for z in (S, H, D, C):
            if z is x:
                continue
            b = _cheapest(st, z)
            if b is not None and b.level == 1:
                out.append(rule(b, cond((6, 9), lens={z: (4, 13)}), "естественно", "natural"))
        out.append(
            rule(
                bid(1, NT) if last.level == 1 and last.strain is not NT else PASS,
                cond((6, 9)),
                "естественно",
                "natural",
            )
        )
        out.append(catch_all_pass(bounded=last.level <= 2))
        return out
    t = last.strain.suit
    if t is not None and last.level <= 3:
        out.append(
            rule(
                DOUBLE,
                cond(
                    (10, MAX_HCP),
                    # With support for partner, raise rather than defend.
                    lens={t: (4, 13), x: (0, 2 if x.is_major else 3)},
                    checks=(_trump_honors(t, 3 if last.level == 1 else 2),),
                ),
                "штрафная: хорошие карты в масти противника",
                "penalty: good holding in their suit",
                Tag.PENALTY,
            )
        )
    elif last.strain is NT:
        out.append(rule(DOUBLE, cond((9, MAX_HCP)), "штрафная", "penalty", Tag.PENALTY))
    b = _cheapest(st, x)
    if b is not None:
        if b.level < g:
            out.append(
                rule(
                    bid(g, x),
                    cond(pts=(13, 18), trump=x, lens={x: (3 if x.is_major else 5, 13)}),
                    "гейм",
                    "game",
                )
            )
        if b.level + 1 < g:
            out.append(
                rule(
                    Bid(b.level + 1, b.strain),
                    cond(pts=(10, 12), trump=x, lens={x: (3 if x.is_major else 4, 13)}),
                    *LIMIT,
                )
            )
        if b.level <= g:
            out.append(
                rule(
                    b,
                    cond(
                        pts=(6, 10) if b.level == 2 else (8, 12),
                        trump=x,
                        lens={x: (3 if x.is_major else 4, 13)},
                    ),
                    *RAISE,
                )
            )
    for z in (S, H, D, C):
        if z is x or z in theirs:
            continue
        bz = _cheapest(st, z)
        if bz is None:
            continue
        if bz.level == 1:
            out.append(
                rule(bz, cond((6, MAX_HCP), lens={z: (4, 13)}), *FORCE1, force=Force.ONE_ROUND)
            )
        elif bz.level == 2:
            out.append(
                rule(bz, cond((10, MAX_HCP), lens={z: (5, 13)}), *FORCE1, force=Force.ONE_ROUND)
            )
        elif bz.level == 3:
            out.append(
                rule(bz, cond((11, MAX_HCP), lens={z: (5, 13)}), *FORCE1, force=Force.ONE_ROUND)
            )
    ntb = _cheapest(st, NT)
    if ntb is not None and ntb.level <= 3:
        ranges = {1: (6, 10), 2: (11, 12), 3: (13, 16)}
        out.append(rule(ntb, cond(ranges[ntb.level], checks=stops), "естественно", "natural"))
    out.append(catch_all_pass(bounded=last.level <= 2))
    return out


# --- Blackwood ----------------------------------------------------------------------------


def _aces_are(n: int) -> Check:
    return Check("", "", lambda f: f.aces == n)


def _trump_honors(t: Suit, n: int) -> Check:
    """At least ``n`` of the top five honors in the opponents' suit ``t``."""
    return Check("", "", lambda f: f.honors(t) >= n)


def _has_aces(n: int) -> Callable[[Features], bool]:
    return lambda f: f.aces == n


def ace_replies() -> list[Rule]:
    """Partner asked for aces with Blackwood 4NT."""
    texts = {
        C: ("0 или 4 туза", "0 or 4 aces"),
        D: ("1 туз", "1 ace"),
        H: ("2 туза", "2 aces"),
        S: ("3 туза", "3 aces"),
    }
    out = [
        rule(
            bid(5, C),
            cond(checks=(Check(*texts[C], lambda f: f.aces in (0, 4)),)),
            "ответ на Блэквуд",
            "Blackwood reply",
            Tag.ACE_REPLY,
        )
    ]
    for n, suit in ((1, D), (2, H), (3, S)):
        out.append(
            rule(
                bid(5, suit),
                cond(checks=(Check(*texts[suit], _has_aces(n)),)),
                "ответ на Блэквуд",
                "Blackwood reply",
                Tag.ACE_REPLY,
            )
        )
    return out


def after_aces(st: State, reply: Seen) -> list[Rule]:
    """I asked with Blackwood, partner showed his aces: bid the slam or sign off."""
    assert isinstance(reply.call, Bid)
    shown = {C: 0, D: 1, H: 2, S: 3}[reply.call.strain.suit or C]
    P = st.box(st.partner)
    trumps = _fit_order(st, P)
    out: list[Rule] = []
    for trump in trumps:
        est = _est_len(P, trump)
        for mine in range(5):
            theirs = 4 if shown == 0 and mine == 0 else shown
            missing = 4 - mine - theirs
            if missing >= 2:
                b = bid(5, trump)
                call: Call = (
                    b
                    if b > reply.call
                    else PASS
                    if trump is reply.call.strain.suit
                    else bid(6, trump)
                )
                text = ("не хватает двух тузов: отбой", "two aces missing: sign-off")
            elif missing == 1:
                call, text = bid(6, trump), ("малый шлем", "small slam")
            else:
                call, text = (
                    bid(6, trump),
                    ("малый шлем: все тузы на месте", "small slam: all the aces"),
                )
            out.append(
                rule(
                    call,
                    cond(lens={trump: (max(0, 8 - est), 13)}, checks=(_aces_are(mine),)),
                    *text,
                    Tag.SIGNOFF,
                )
            )
    out.append(
        rule(bid(6, NT), cond(checks=(Check("", "", lambda f: f.aces + shown >= 3),)), *TO_PLAY)
    )
    out.append(catch_all_pass())
    return out


# --- judgment: later rounds ---------------------------------------------------------------


def _est_len(p: Box, suit: Suit) -> int:
    """Cards partner is counted on for in ``suit``: what was shown, else two opposite a
    balanced hand and one otherwise."""
    shown = p.min_len(suit)
    if shown >= 2:
        return shown
    if p.length(suit)[1] < 2:
        return p.length(suit)[1]
    # A hand that showed a long suit elsewhere is more likely short here.
    elsewhere = any(p.min_len(s) >= 4 for s in SUITS if s is not suit)
    return 2 if p.balanced or not elsewhere else 1


def _fit_order(st: State, p: Box) -> list[Suit]:
    """Trump candidates, best first: majors before minors, suits partner showed first."""
    shown = st.strains_bid_by(st.partner)
    mine = st.strains_bid_by(st.me)

    def key(s: Suit) -> tuple[int, int, int, int]:
        return (s.is_major, s in shown, s in mine, _est_len(p, s))

    return sorted(SUITS, key=key, reverse=True)


def _forced(st: State) -> bool:
    """Whether partner's last call obliges me to bid on (and nobody took me off the hook)."""
    me, pa = st.me, st.partner
    rho = st.last_of(me.rho)
    if rho is not None and rho.rule.tag is not Tag.PASS:
        return False
    pl = st.last_of(pa)
    if pl is None:
        return False
    if pl.rule.force is Force.ONE_ROUND and pl.rule.tag is not Tag.PASS:
        return True
    game_forced = False
    for s in st.history:
        if s.seat.side is me.side:
            if s.rule.force is Force.GAME:
                game_forced = True
            elif s.rule.force is Force.RELEASE:
                game_forced = False
    last = st.last_bid
    if not game_forced or last is None or st.last_bidder is None:
        return False
    if st.last_bidder.side is not me.side:
        return False
    return last.level < st.game_level(last.strain)


def _blackwood_used(st: State) -> bool:
    return any(s.rule.tag is Tag.BLACKWOOD and s.seat.side is st.me.side for s in st.history)


def judgment(st: State) -> list[Rule]:
    """Later rounds: place the contract from partner's shown ranges and this hand."""
    me, pa = st.me, st.partner
    P = st.box(pa)
    pmin, pmax = P.val
    pmax = min(pmax, pmin + 8)
    last = st.last_bid
    last_seat = st.last_bidder
    ours = last_seat is not None and last_seat.side is me.side
    forced = _forced(st)
    theirs = _their_suits(st)
    stops = _stoppers(theirs)
    out: list[Rule] = []
    order = _fit_order(st, P)
    their_game = (
        last is not None
        and not ours
        and last.level >= st.game_level(last.strain, me.side.other)
        and last.level <= 3
    )

    my_suits = st.strains_bid_by(me)

    def fit(s: Suit, total: int = 8) -> dict[Suit, Range]:
        est = _est_len(P, s)
        need_mine = total - est
        # A six-card suit opposite a singleton plays about as well as most 4-4 fits.
        if total == 8 and est >= 6:
            need_mine = min(need_mine, 1)
        if total == 8 and s in my_suits and est >= 1:
            need_mine = min(need_mine, 6)
        if total == 8 and s in my_suits and s in st.strains_bid_by(pa) and est >= 3:
            # Partner raised the suit I named (four cards or more): the fit is agreed.
            need_mine = min(need_mine, 4)
        return {s: (max(0, need_mine), 13)}

    def legal(b: Bid) -> bool:
        return last is None or b > last

    # Penalty doubles of the opponents' contract, with the rubber in view.
    if last is not None and not ours and st.auction.doubling is Doubling.NONE:
        out.extend(_penalty_doubles(st, last, P))
    # Slam: Blackwood with a fit, or no-trump slams opposite a balanced hand.
    # Opposite a limited hand, slam is judged on the middle of its range.
    pslam = (pmin + pmax) // 2 if pmax - pmin <= 6 else pmin
    if not _blackwood_used(st) and legal(bid(4, NT)):
        for s in order:
            out.append(
                rule(
                    bid(4, NT),
                    cond(pts=(33 - pslam, MAX_HCP), trump=s, lens=fit(s)),
                    "Блэквуд: сколько тузов?",
                    "Blackwood: how many aces?",
                    Tag.BLACKWOOD,
                    Force.ONE_ROUND,
                )
            )
    no_major_fit = {m: (0, max(0, 7 - P.min_len(m))) for m in MAJORS}
    pl = st.last_of(pa)
    partner_nt = pl is not None and isinstance(pl.call, Bid) and pl.call.strain is NT
    if partner_nt:
        # Partner chose no-trump (stoppers, shape): raising it needs no shape of mine.
        nt_checks: tuple[Check, ...] = ()
    elif P.balanced:
        nt_checks = (NO_LONG_SUIT, *stops)
    else:
        nt_checks = (NT_SHAPE, *stops)
    for level, lo in ((7, 37), (6, 33)):
        slam_bid = bid(level, NT)
        if legal(slam_bid) and pmin >= 12:
            out.append(
                rule(
                    slam_bid,
                    cond((lo - pslam, MAX_HCP), lens=no_major_fit, checks=nt_checks),
                    *TO_PLAY,
                )
            )
    # Game in the best strain: a major fit, then no-trump, then a minor fit.
    strains: list[tuple[Strain, Condition, Range]] = []
    for s in order:
        if s.is_major:
            strains.append((Strain.of(s), cond(trump=s, lens=fit(s)), (0, 0)))
    strains.append((NT, cond(lens=no_major_fit, checks=nt_checks), (0, 0)))
    for s in order:
        if not s.is_major:
            strains.append((Strain.of(s), cond(trump=s, lens=fit(s)), (0, 0)))
    our_game = ours and last is not None and last.level >= st.game_level(last.strain)
    if our_game and last is not None and last.strain is NT:
        # From a no-trump game to a known major fit, the only correction worth making.
        strains = [x for x in strains if x[0].is_major]
    elif our_game:
        strains = []
    for strain, base, _ in strains:
        g = st.game_level(strain)
        game = Bid(g, strain)
        already = ours and last is not None and last.strain is strain and last.level >= g
        if already or not legal(game):
            continue
        # Vulnerable, the game wins the rubber: stretch a point for it.
        lo = need(g, strain) - pmin - (1 if st.vulnerable(me.side) else 0)
        out.append(_with_points(game, base, (lo, MAX_HCP), "гейм", "game"))
        # No invitation at four of a minor: it passes 3NT by.
        if g >= 2 and (strain is NT or strain.is_major or g <= 4):
            inv = Bid(g - 1, strain)
            if legal(inv) and pmax > pmin:
                # Invite when game is likely opposite the middle of partner's range (and
                # possible opposite its top): partner then judges from a narrow range.
                near = lo - 2 if strain is NT else need(g, strain) - (pmin + pmax) // 2 - 1
                hi = max(need(g, strain) - pmax, near)
                if hi < lo:
                    out.append(_with_points(inv, base, (hi, lo - 1), *INVITE))
    if any(s.rule.tag is Tag.TAKEOUT for s in st.acted(me)):
        # A double, then a suit: a strong hand with a long suit of its own.
        for s in (S, H, D, C):
            if s in theirs:
                continue
            b = _cheapest(st, s)
            if b is not None and b.level <= 4:
                out.append(
                    rule(
                        b,
                        cond((17, MAX_HCP), lens={s: (5, 13)}, checks=(_longest(s),)),
                        "сильная рука со своей мастью",
                        "strong hand with its own suit",
                    )
                )
    opened = st.opening is not None and st.opening.seat is me and isinstance(st.opening.call, Bid)
    if opened and not ours and last is not None and last.level <= 3 and last.strain is not NT:
        t = last.strain.suit
        assert t is not None
        if st.auction.doubling is Doubling.NONE and not st.acted(pa):
            # Partner passed their bid; with extra values the opener reopens for takeout.
            out.append(
                rule(
                    DOUBLE,
                    cond((14, MAX_HCP), lens={t: (0, 1)}),
                    "вызывная: лишняя сила у открывшего",
                    "takeout: the opener has extra values",
                    Tag.TAKEOUT,
                )
            )
            out.append(
                rule(
                    DOUBLE,
                    cond((16, MAX_HCP), lens={t: (0, 2)}),
                    "вызывная: лишняя сила у открывшего",
                    "takeout: the opener has extra values",
                    Tag.TAKEOUT,
                )
            )
    # No fit found yet but game values: show a five-card suit (forcing one round). When
    # partner's call already forces me, my suit is just the natural answer (below).
    if not our_game and not forced:
        for s in (S, H, D, C):
            b = _cheapest(st, s)
            if b is None or b.level > 3 or s in theirs or s in st.strains_bid_by(pa):
                continue
            if s in my_suits:
                continue
            out.append(
                rule(
                    b,
                    cond(
                        (max(10, 25 - pmin), MAX_HCP),
                        lens={s: (5, 13)},
                        checks=(_longest_of(s, tuple(u for u in SUITS if u not in my_suits)),),
                    ),
                    "своя масть, форсинг на круг",
                    "own suit, forcing one round",
                    force=Force.ONE_ROUND,
                )
            )
    if not our_game:
        # Game values, no fit and no new five-card suit: 3NT with the unbid suits stopped.
        gnt = bid(st.game_level(NT), NT)
        if legal(gnt) and pmin >= 10:
            ours_named = {*my_suits, *st.strains_bid_by(pa)}
            out.append(
                rule(
                    gnt,
                    cond(
                        (max(12, 25 - pmin), MAX_HCP),
                        checks=_stoppers([u for u in SUITS if u not in ours_named]),
                    ),
                    *TO_PLAY,
                )
            )
        if ours and not theirs and pmin >= 10:
            # Still game values opposite an opening: never stop below game. Partner's
            # five-card major with two cards, else 3NT.
            game_lo = max(13, 25 - pmin)
            for m in MAJORS:
                gm = bid(st.game_level(Strain.of(m)), m)
                if m in st.strains_bid_by(pa) and P.min_len(m) >= 5 and legal(gm):
                    out.append(
                        rule(gm, cond((game_lo, MAX_HCP), lens={m: (2, 13)}), "гейм", "game")
                    )
            if legal(gnt):
                out.append(rule(gnt, cond((game_lo, MAX_HCP)), *TO_PLAY))
    if ours and last is not None and last.strain is NT and not forced:
        # A long suit of my own plays better than partner's no-trump part-score.
        for s in SUITS:
            b = _cheapest(st, s)
            if b is not None and b.level <= 3 and s not in theirs:
                out.append(
                    rule(
                        b,
                        cond(
                            (max(8, 20 - pmin), MAX_HCP), lens={s: (6, 13)}, checks=(_longest(s),)
                        ),
                        "6+ карт",
                        "six cards or more",
                    )
                )
    # Part-scores: stay in an acceptable contract of ours, else find a better strain.
    if ours and last is not None and not forced:
        cur = last.strain
        if cur is NT:
            ok = cond(checks=(SEMI_BALANCED,)) if not P.balanced else Condition()
        else:
            cs = cur.suit
            assert cs is not None
            ok = Condition() if cs in st.strains_bid_by(me) else cond(lens=fit(cs, 7))
        out.append(rule(PASS, ok, "", "", Tag.PASS))
    for s in order:
        b = _cheapest(st, s)
        if b is None:
            continue
        if ours:
            # Correct to a fit in another strain (staying in ours is the pass above).
            if b.level <= 3 and last is not None and last.strain is not Strain.of(s):
                out.append(_with_points(b, cond(trump=s, lens=fit(s)), (0, MAX_HCP), "", ""))
        else:
            # Compete: the law of total tricks, one trick per trump past six; one level
            # more when their part-score makes their contract a game (the rubber).
            extra = 1 if their_game else 0
            for total in range(8, 11):
                if b.level <= total - 6 + extra and b.level <= 4:
                    lo = max(6, need(b.level, Strain.of(s)) - 3 - pmin)
                    out.append(
                        _with_points(
                            b,
                            cond(trump=s, lens=fit(s, total)),
                            (lo, MAX_HCP),
                            "борьба за частичную запись",
                            "competing for the part-score",
                        )
                    )
                    break
    if not ours and last is not None and last.level <= 2:
        # Compete for the part-score with a six-card suit of my own.
        for s in st.strains_bid_by(me):
            b = _cheapest(st, s)
            if b is not None and b.level <= 3:
                out.append(
                    rule(
                        b,
                        cond((11, MAX_HCP), lens={s: (6, 13)}),
                        "борьба за частичную запись: 6+ карт",
                        "competing for the part-score: six cards",
                    )
                )
    if not ours and last is not None and last_seat is not None:
        out.extend(_sacrifices(st, last, P))
    if ours or forced:
        # Raising our own contract's strain for no reason is left out when a pass is
        # allowed: it would only blur what the raise says.
        same = last.strain if (ours and not forced and last is not None) else None
        mine = st.strains_bid_by(me)
        for s in mine:
            b = _cheapest(st, s)
            if b is not None and b.level <= 3 and Strain.of(s) is not same:
                out.append(rule(b, cond(lens={s: (6, 13)}), "6+ карт", "six cards"))
        ntb = _cheapest(st, NT)
        if ntb is not None and ntb.level == 1:
            out.append(rule(ntb, cond(checks=(SEMI_BALANCED, *stops)), "", ""))
        for s in st.strains_bid_by(pa):
            b = _cheapest(st, s)
            if b is not None and b.level <= 3 and Strain.of(s) is not same:
                out.append(
                    rule(
                        b,
                        cond(lens={s: (3, 13)}),
                        "выбор масти партнёра",
                        "preference for partner's suit",
                    )
                )
        ntb = _cheapest(st, NT)
        if ntb is not None and ntb.level <= 3 and same is not NT:
            out.append(rule(ntb, cond(checks=(SEMI_BALANCED, *stops)), "", ""))
    if forced:
        for s in SUITS:
            b = _cheapest(st, s)
            if b is not None:
                out.append(rule(b, cond(lens={s: (4, 13)}, checks=(_longest(s),)), "", ""))
        # Partner's call forces me: with nothing better, the cheapest of no-trump, my
        # longest suit, or partner's suit (a forcing call is never passed).
        for s in st.strains_bid_by(pa):
            b = _cheapest(st, s)
            if b is not None and b.level <= 4:
                out.append(rule(b, cond(lens={s: (3, 13)}), *PREFERENCE))
        ntb = _cheapest(st, NT)
        if ntb is not None and ntb.level <= 3:
            out.append(rule(ntb, cond(checks=(_no_singleton_in(st.strains_bid_by(pa)),)), "", ""))
        for s in (*st.strains_bid_by(pa), *SUITS):
            b = _cheapest(st, s)
            if b is not None:
                out.append(Rule(b, cond(lens={s: (2, 13)}), "", "", last_resort=True))
                out.append(Rule(b, cond(checks=(_longest(s),)), "", "", last_resort=True))
    # Judgment has no table to prove that every hand finds a call above, so this pass
    # counts in what a pass shows (it shows nothing sure).
    out.append(rule(PASS, Condition(), "", "", Tag.PASS))
    return _one_force_per_call(out)


def _no_singleton_in(suits: list[Suit]) -> Check:
    """No singleton or void in any of ``suits`` (no-trump rather than a misfit)."""
    return Check("", "", lambda f: all(f.length(s) >= 2 for s in suits))


def _one_force_per_call(rules: list[Rule]) -> list[Rule]:
    """Keep, for each call, only the rules that force as much as its first rule does:
    partner must be able to tell from the call alone whether to bid on."""
    first: dict[Call, Force] = {}
    out: list[Rule] = []
    for r in rules:
        force = first.setdefault(r.call, r.force)
        if r.force is force:
            out.append(r)
    return out


def _with_points(call: Call, base: Condition, pts: Range, ru: str, en: str) -> Rule:
    """``base`` with points counted for its trump suit (HCP for no-trump) in ``pts``."""
    lo, hi = max(0, pts[0]), pts[1]
    if base.trump is None:
        c = Condition((lo, hi), None, None, base.lens, base.balanced, base.checks)
    else:
        c = Condition((0, MAX_HCP), (lo, hi), base.trump, base.lens, base.balanced, base.checks)
    return rule(call, c, ru, en)


def _penalty_doubles(st: State, last: Bid, p: Box) -> list[Rule]:
    """Double the opponents when the points say they are overboard, or on a trump stack."""
    out: list[Rule] = []
    if last.level < 2:
        return out
    them = st.me.side.other
    # They need about need(level) points; with three more than the rest we beat them.
    lo = 40 - need(last.level, last.strain) + 3 - p.hcp[0]
    already_game = trick_points_of(last) + st.partscore(them) >= 100
    doubled_game = 2 * trick_points_of(last) + st.partscore(them) >= 100
    if doubled_game and not already_game:
        lo += 2  # a double that gives them the game if it makes needs more
    t = last.strain.suit
    lens = {t: (2, 13)} if t is not None else {}
    out.append(
        rule(
            DOUBLE,
            cond((max(lo, 8), MAX_HCP), lens=lens),
            "штрафная: у противников не хватает сил",
            "penalty: they have overbid",
            Tag.PENALTY,
        )
    )
    if (
        t is not None
        and last.level <= 4
        and p.hcp[0] >= 6
        and not (doubled_game and not already_game)
    ):
        out.append(
            rule(
                DOUBLE,
                cond(
                    (10, MAX_HCP),
                    lens={t: (4, 13)},
                    checks=(Check("хорошие козыри", "good trumps", lambda f: f.honors(t) >= 2),),
                ),
                "штрафная: козыри противника у меня",
                "penalty: I hold their trumps",
                Tag.PENALTY,
            )
        )
    return out


def trick_points_of(b: Bid) -> int:
    """Undoubled trick points of a bid."""
    return contract_trick_points(Contract(b.level, b.strain))


def _sacrifices(st: State, last: Bid, p: Box) -> list[Rule]:
    """Bid over the opponents' game when going down costs less than their game (and, with
    them vulnerable, the rubber)."""
    them = st.me.side.other
    if last.level < st.game_level(last.strain, them):
        return []
    we_vul, they_vul = st.vulnerable(st.me.side), st.vulnerable(them)
    if we_vul and not they_vul:
        return []
    total = 10 if (they_vul and not we_vul) else 11
    out: list[Rule] = []
    for s in _fit_order(st, p):
        b = _cheapest(st, s)
        if b is None or b.level > 5 or b.level > total - 5:
            continue
        if s not in st.strains_bid_by(st.partner) and s not in st.strains_bid_by(st.me):
            continue
        out.append(
            rule(
                b,
                cond((0, 10), lens={s: (max(0, total - _est_len(p, s)), 13)}),
                "жертва: дешевле, чем гейм противника",
                "sacrifice: cheaper than their game",
            )
        )
    return out


# --- which situation are we in? -----------------------------------------------------------


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
        if (
            his
            and his[-1].rule.tag is Tag.TAKEOUT
            and not _called_since(st, me, his[-1])
            and _rho_passed(st)
        ):
            # Partner (the opener, or a responder) doubled their suit for takeout.
            return advances(st, his[-1])
        if (
            not opp_acted
            and op.seat is me
            and opening.strain is NT
            and len(mine) == 2
            and len(his) == 2
            and his[0].rule.tag is Tag.STAYMAN
            and mine[1].call == Bid(opening.level + 1, Strain.HEARTS)
            and isinstance(his[1].call, Bid)
            and his[1].call.strain is NT
        ):
            return spades_after_stayman(st, his[1].call, op.shown.hcp)
        return judgment(st)
    if not mine and not his:
        return overcalls(st)
    if not mine and len(his) == 1 and not _called_since(st, me, his[0]):
        return advances(st, his[0])
    if his and his[-1].rule.tag is Tag.TAKEOUT and not _called_since(st, me, his[-1]):
        return advances(st, his[-1])
    return judgment(st)


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


# --- reading an auction -------------------------------------------------------------------


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


__all__ = ["analyse", "choose", "name_en", "name_ru", "natural_reading", "rules_for"]
