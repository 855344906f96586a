"""The bidding bot: picks a call from :mod:`biritch.bots.system` and says what it means.

``bot_call(view)`` is what the game calls for a bot seat; ``suggest_call(...)`` is the same
decision from plain strings (the page's hint); ``explain_call(auction, index)`` gives the
system's meaning of any call already made, the person's included."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from biritch.bots.bidding_core import MAX_HCP, Rule, Seen, State, Tag
from biritch.bots.evaluate import Features
from biritch.bots.system import analyse, choose
from biritch.engine import SUITS, Auction, Call, Hand, Seat, SeatView, Side


@dataclass(frozen=True)
class Suggestion:
    """A call with its meaning in Russian (``explanation``) and English."""

    call: str
    explanation: str
    explanation_en: str

    @property
    def as_call(self) -> Call:
        """The call as an engine value."""
        return Call.parse(self.call)


def parse_vulnerable(text: str | frozenset[Side] | set[Side]) -> frozenset[Side]:
    """``"none"``, ``"NS"``, ``"EW"``, ``"both"`` (or a set of sides) to the vulnerable sides."""
    if not isinstance(text, str):
        return frozenset(text)
    key = text.strip().lower()
    if key in ("none", "-", "", "love", "nil"):
        return frozenset()
    if key in ("both", "all", "b"):
        return frozenset(Side)
    return frozenset({Side.parse(key)})


def describe_rule(r: Rule) -> tuple[str, str]:
    """Russian and English words for what ``r`` shows: its label, then its ranges."""
    c = r.cond
    ru: list[str] = []
    en: list[str] = []
    lo, hi = c.hcp
    if (lo, hi) != (0, MAX_HCP):
        ru.append(_range(lo, hi) + " ФО")
        en.append(_range(lo, hi) + " HCP")
    if c.pts is not None:
        ru.append(_range(*c.pts) + " очк.")
        en.append(_range(*c.pts) + " pts")
    if c.balanced:
        ru.append("равномерная")
        en.append("balanced")
    for suit in reversed(SUITS):
        a, b = c.lens[suit.order]
        text = _length_text(a, b, suit.symbol)
        if text:
            ru.append(text)
            en.append(text)
    for check in c.checks:
        if check.ru:
            ru.append(check.ru)
            en.append(check.en)
    return _join(r, ", ".join(ru), ", ".join(en))


def describe_seen(seen: Seen) -> tuple[str, str]:
    """Words for a call already made: its rule's label, then the ranges it guarantees
    (the hull of every rule that makes it there, so it holds for any hand that made it)."""
    r = seen.rule
    if seen.synthetic or seen.readings == 1:
        return describe_rule(r)
    box = seen.shown
    ru: list[str] = []
    en: list[str] = []
    lo, hi = box.hcp
    if (lo, hi) != (0, MAX_HCP):
        ru.append(_range(lo, hi) + " ФО")
        en.append(_range(lo, hi) + " HCP")
    if box.balanced:
        ru.append("равномерная")
        en.append("balanced")
    for suit in reversed(SUITS):
        a, b = box.length(suit)
        if box.balanced and (a, b) == (2, 5):
            continue
        text = _length_text(a, b, suit.symbol)
        if text:
            ru.append(text)
            en.append(text)
    return _join(replace(r, ru=seen.label[0], en=seen.label[1]), ", ".join(ru), ", ".join(en))


def _length_text(a: int, b: int, symbol: str) -> str:
    if a >= 1 and b >= 13:
        return f"{a}+ {symbol}"
    if a >= 1 and a == b:
        return f"{a} {symbol}"
    if a >= 1:
        return f"{a}–{b} {symbol}"
    if b <= 3:
        return f"≤{b} {symbol}"
    return ""


def _join(r: Rule, body_ru: str, body_en: str) -> tuple[str, str]:
    if r.ru and body_ru:
        return f"{r.ru}; {body_ru}", f"{r.en}; {body_en}"
    if r.ru:
        return r.ru, r.en
    if body_ru:
        return body_ru, body_en
    if r.tag is Tag.PASS or str(r.call) == "P":
        return "пас", "pass"
    return "естественно", "natural"


def _range(lo: int, hi: int) -> str:
    if hi >= 30:
        return f"{lo}+"
    if lo == hi:
        return str(lo)
    return f"{lo}–{hi}"


def _state(auction: Auction, vul: frozenset[Side], partscores: tuple[int, int]) -> State:
    return analyse(auction.dealer, auction.calls, vul, (int(partscores[0]), int(partscores[1])))


def decide(
    hand: Hand, auction: Auction, vul: frozenset[Side], partscores: tuple[int, int]
) -> tuple[Rule, State]:
    """The rule the bot to call uses with ``hand``, and the situation it read."""
    if auction.turn is None:
        raise ValueError("the auction is over; there is no call to make")
    st = _state(auction, vul, partscores)
    return choose(st, Features.of(hand)), st


def _suggestion(r: Rule) -> Suggestion:
    ru, en = describe_rule(r)
    return Suggestion(str(r.call), ru, en)


def bot_call(view: SeatView) -> Suggestion:
    """The call the bot in ``view.seat`` makes now, decided from its view only."""
    vul = frozenset(view.vulnerable_sides)
    ps = (view.partscore(Side.NS), view.partscore(Side.EW))
    hand = view.original[view.seat] or view.hand
    r, _ = decide(hand, view.auction, vul, ps)
    return _suggestion(r)


def suggest_call(
    hand: str | Hand,
    auction: Sequence[str] | Auction = (),
    dealer: str | Seat = "N",
    vulnerable: str | frozenset[Side] = "none",
    partscores: tuple[int, int] = (0, 0),
) -> Suggestion:
    """The system's call for ``hand`` (PBN ``"AKQ2.K32.54.QJ32"``) after ``auction`` (calls
    from the dealer, e.g. ``["1H", "P"]``); ``vulnerable`` is none/NS/EW/both and
    ``partscores`` are (NS, EW) points below the line in this game."""
    h = hand if isinstance(hand, Hand) else Hand.parse(hand)
    if isinstance(auction, Auction):
        a = auction
    else:
        d = dealer if isinstance(dealer, Seat) else Seat.parse(dealer)
        a = Auction.from_calls(d, list(auction))
    r, _ = decide(h, a, parse_vulnerable(vulnerable), partscores)
    return _suggestion(r)


def explain_call(
    auction: Auction,
    index: int,
    vulnerable: str | frozenset[Side] = "none",
    partscores: tuple[int, int] = (0, 0),
) -> Suggestion:
    """What call number ``index`` of ``auction`` (0 = the dealer's first) means in the
    system, whoever made it; a call the system never makes there is read as natural."""
    if not 0 <= index < len(auction.calls):
        raise IndexError(f"the auction has no call number {index}")
    st = _state(auction, parse_vulnerable(vulnerable), partscores)
    seen = st.history[index]
    ru, en = describe_seen(seen)
    return Suggestion(str(seen.call), ru, en)
