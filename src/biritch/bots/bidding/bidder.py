"""The bidding bot: picks a call from :mod:`biritch.bots.bidding.system` and says what it means.

``bot_call(view)`` is what the game calls for a bot seat; ``suggest_call(...)`` is the same
decision from plain strings (the page's hint); ``explain_call(auction, index)`` gives the
system's meaning of any call already made, the person's included."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from biritch.bots.bidding.core import Rule, State
from biritch.bots.bidding.explain import explain_at
from biritch.bots.bidding.stakes import RUBBER, Stakes
from biritch.bots.bidding.system import analyse, choose
from biritch.bots.evaluate import Features
from biritch.engine import Auction, Call, Hand, Seat, SeatView, Side


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


def _state(
    auction: Auction, vul: frozenset[Side], partscores: tuple[int, int], stakes: Stakes
) -> State:
    ps = (int(partscores[0]), int(partscores[1]))
    return analyse(auction.dealer, auction.calls, vul, ps, stakes)


def decide(
    hand: Hand,
    auction: Auction,
    vul: frozenset[Side],
    partscores: tuple[int, int],
    stakes: Stakes = RUBBER,
) -> tuple[Rule, State]:
    """The rule the bot to call uses with ``hand``, and the situation it read."""
    if auction.turn is None:
        raise ValueError("the auction is over; there is no call to make")
    st = _state(auction, vul, partscores, stakes)
    return choose(st, Features.of(hand)), st


def _suggestion(
    r: Rule,
    auction: Auction,
    vul: frozenset[Side],
    partscores: tuple[int, int],
    stakes: Stakes = RUBBER,
) -> Suggestion:
    """The chosen call with its public meaning: what any hand making it there shows, never
    which rule this hand met (the explanation is the same as :func:`explain_call` gives)."""
    made = auction.with_call(r.call)
    ru, en = explain_at(made, len(made.calls) - 1, vul, partscores, stakes)
    return Suggestion(str(r.call), ru, en)


def bot_call(view: SeatView) -> Suggestion:
    """The call the bot in ``view.seat`` makes now, decided from its view only (the
    scoring of the game is part of that view: it sets how freely a close game is bid)."""
    vul = frozenset(view.vulnerable_sides)
    ps = (view.partscore(Side.NS), view.partscore(Side.EW))
    stakes = Stakes.of(view.score)
    hand = view.original[view.seat] or view.hand
    r, _ = decide(hand, view.auction, vul, ps, stakes)
    return _suggestion(r, view.auction, vul, ps, stakes)


def suggest_call(
    hand: str | Hand,
    auction: Sequence[str] | Auction = (),
    dealer: str | Seat = "N",
    vulnerable: str | frozenset[Side] = "none",
    partscores: tuple[int, int] = (0, 0),
    stakes: Stakes = RUBBER,
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
    vul = parse_vulnerable(vulnerable)
    ps = (int(partscores[0]), int(partscores[1]))
    r, _ = decide(h, a, vul, ps, stakes)
    return _suggestion(r, a, vul, ps, stakes)


def explain_call(
    auction: Auction,
    index: int,
    vulnerable: str | frozenset[Side] = "none",
    partscores: tuple[int, int] = (0, 0),
    stakes: Stakes = RUBBER,
) -> Suggestion:
    """What call number ``index`` of ``auction`` (0 = the dealer's first) means in the
    system, whoever made it; a call the system never makes there is read as natural."""
    if not 0 <= index < len(auction.calls):
        raise IndexError(f"the auction has no call number {index}")
    ps = (int(partscores[0]), int(partscores[1]))
    ru, en = explain_at(auction, index, parse_vulnerable(vulnerable), ps, stakes)
    return Suggestion(str(auction.calls[index]), ru, en)
