"""What every family of situations shares: the suits, the combined points each level needs,
the rule builder, named checks on a hand, the labels calls are explained with, and small
helpers that read partner's shown ranges."""

from __future__ import annotations

from biritch.bots.bidding.core import (
    ANY,
    Box,
    Check,
    Condition,
    Force,
    Rule,
    State,
    Tag,
)
from biritch.bots.evaluate import Features
from biritch.engine import (
    PASS,
    SUITS,
    Bid,
    Call,
    Strain,
    Suit,
)

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


def stopper_in(suit: Suit) -> Check:
    return Check(f"остановка в {suit.symbol}", f"{suit.symbol} stopped", lambda f: f.stopper(suit))


def stoppers_in(suits: list[Suit]) -> tuple[Check, ...]:
    return tuple(stopper_in(s) for s in suits)


def good_suit(suit: Suit) -> Check:
    return Check("хорошая масть", "good suit", lambda f: f.good_suit(suit))


def decent_suit(suit: Suit) -> Check:
    return Check("", "", lambda f: f.decent_suit(suit))


def longest_is(suit: Suit) -> Check:
    """``suit`` is the longest (ties go to the higher suit)."""
    return Check("", "", lambda f: f.longest() is suit)


def opening_suit_is(suit: Suit) -> Check:
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


FORCE1 = ("новая масть, форсинг на круг", "new suit, forcing one round")


TWO_OVER_ONE = ("2 на 1, форсинг на круг", "two over one, forcing one round")


GF = ("форсинг до гейма", "game forcing")


INVITE = ("инвит", "invitational")


RAISE = ("поддержка", "raise")


SUPPORT = ("поддержка масти партнёра", "support for partner's suit")


LIMIT = ("лимит-поддержка, инвит", "limit raise, invitational")


TO_PLAY = ("играть", "to play")


GAME = ("гейм", "game")


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


def cheapest_bid(st: State, strain: Strain | Suit) -> Bid | None:
    """The lowest legal bid in ``strain``."""
    strain = strain if isinstance(strain, Strain) else Strain.of(strain)
    last = st.last_bid
    for level in range(1, 8):
        b = Bid(level, strain)
        if last is None or b > last:
            return b
    return None


def pick_major(m: Suit) -> Check:
    """Respond in ``m``: the longer major, hearts first with four-four, spades with 5–5."""
    other = S if m is H else H

    def test(f: Features) -> bool:
        a, b = f.length(m), f.length(other)
        if a != b:
            return a > b
        return (m is H) == (a == 4)

    return Check("", "", test)


def longest_of(suit: Suit, among: tuple[Suit, ...]) -> Check:
    """``suit`` is the longest of ``among`` (ties go to the first listed)."""

    def test(f: Features) -> bool:
        best = max(among, key=lambda s: (f.length(s), -among.index(s)))
        return best is suit

    return Check("", "", test)


def longer_than(a: Suit, b: Suit) -> Check:
    return Check("", "", lambda f: f.length(a) > f.length(b))


def est_len(p: Box, suit: Suit) -> int:
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


def fit_order(st: State, p: Box) -> list[Suit]:
    """Trump candidates, best first: majors before minors, suits partner showed first."""
    shown = st.strains_bid_by(st.partner)
    mine = st.strains_bid_by(st.me)

    def key(s: Suit) -> tuple[int, int, int, int]:
        return (s.is_major, s in shown, s in mine, est_len(p, s))

    return sorted(SUITS, key=key, reverse=True)
