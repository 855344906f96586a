"""The vocabulary of the bidding system: a rule is a call, a condition on the hand, and a
meaning. The same condition decides the bot's call, writes its explanation and tells the
other seats what the hand holds (DESIGN.md, principle 6)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum

from biritch.bots.bidding.stakes import RUBBER, Stakes
from biritch.bots.constraints import HandConstraints
from biritch.bots.evaluate import DIST_CAP, Features
from biritch.engine import SUITS, Auction, Bid, Call, Contract, Seat, Side, Strain, Suit
from biritch.engine.scoring import trick_points as contract_trick_points

MAX_HCP = 37
Range = tuple[int, int]
ANY: Range = (0, 13)
Lens = tuple[Range, Range, Range, Range]
FREE_LENS: Lens = (ANY, ANY, ANY, ANY)


class Tag(Enum):
    """What kind of call a rule makes; later rules read partner's calls by their tag."""

    NATURAL = "natural"
    PASS = "pass"
    STRONG_2C = "strong 2C"
    WAITING = "waiting"
    STAYMAN = "Stayman"
    STAYMAN_REPLY = "Stayman reply"
    BLACKWOOD = "Blackwood"
    ACE_REPLY = "ace reply"
    QUANTITATIVE = "quantitative"
    TAKEOUT = "takeout double"
    #: Responder's double of a suit overcall: takeout, showing the unbid suits (SAYC).
    NEGATIVE = "negative double"
    #: The unusual 2NT and Michaels' cue-bid: two five-card suits.
    TWO_SUITER = "two-suited"
    PENALTY = "penalty double"
    REDOUBLE = "redouble"
    CUEBID = "cue bid"
    SIGNOFF = "sign-off"
    KING_ASK = "king ask"
    KING_REPLY = "king reply"
    #: 4♣ over partner's 1NT/2NT opening asks for aces (SAYC: Gerber); its step replies.
    GERBER = "Gerber"
    GERBER_REPLY = "Gerber reply"
    FEATURE_ASK = "feature ask"
    FEATURE = "feature"
    SECOND_NEGATIVE = "second negative"


class Force(Enum):
    """How far partner must keep bidding after this call."""

    NO = 0
    ONE_ROUND = 1
    GAME = 2
    #: A call that releases an earlier game force (2♣ then 2NT 22–24 may be passed).
    RELEASE = 3


@dataclass(frozen=True, slots=True)
class Check:
    """A named predicate on a hand beyond ranges (a stopper, suit quality, rule of 20…).
    ``ru``/``en`` are empty when the check only breaks ties and is not worth saying."""

    ru: str
    en: str
    test: Callable[[Features], bool] = field(compare=False)


@dataclass(frozen=True, slots=True)
class Condition:
    """Ranges on HCP, on points (HCP plus distribution, counted for ``trump`` when given),
    and on each suit's length, plus balance and named checks; all must hold."""

    hcp: Range = (0, MAX_HCP)
    pts: Range | None = None
    trump: Suit | None = None
    lens: Lens = FREE_LENS
    balanced: bool | None = None
    checks: tuple[Check, ...] = ()
    #: Count shortness as the hand that will declare (3/2/1), not as dummy (5/3/1 with
    #: four trumps): opener raising responder's suit.
    declarer_count: bool = False

    def holds(self, f: Features) -> bool:
        """Whether the hand meets every part of the condition."""
        if not self.hcp[0] <= f.hcp <= self.hcp[1]:
            return False
        for (lo, hi), n in zip(self.lens, f.lengths, strict=True):
            if not lo <= n <= hi:
                return False
        if self.pts is not None:
            p = (
                f.support_points(self.trump, not self.declarer_count)
                if self.trump is not None
                else f.length_points
            )
            if not self.pts[0] <= p <= self.pts[1]:
                return False
        if self.balanced is not None and f.balanced is not self.balanced:
            return False
        return all(c.test(f) for c in self.checks)

    @property
    def box(self) -> Box:
        """The ranges this condition guarantees (sound: every hand that meets it fits)."""
        lo, hi = self.hcp
        if self.pts is not None:
            lo = max(lo, self.pts[0] - DIST_CAP)
            hi = min(hi, self.pts[1])
        if lo > hi:
            # No hand meets it (its points ask for more HCP than its cap, once cut to the
            # seat's room): only a person's odd call makes it, and it still means what the
            # system says (a 5NT after Blackwood asks for kings). It reads as the span
            # between the two, never as an empty "11–9".
            lo, hi = hi, lo
        lens = self.lens
        if self.balanced:
            lens = tuple((max(a, 2), min(b, 5)) for a, b in lens)  # type: ignore[assignment]
        val = self.pts if self.pts is not None else (lo, hi)
        return Box((max(0, lo), min(MAX_HCP, hi)), val, lens, bool(self.balanced))


def cond(
    hcp: Range = (0, MAX_HCP),
    *,
    pts: Range | None = None,
    trump: Suit | None = None,
    lens: dict[Suit, Range] | None = None,
    balanced: bool | None = None,
    checks: tuple[Check, ...] = (),
    declarer_count: bool = False,
) -> Condition:
    """Build a condition with lengths keyed by suit (unnamed suits are free)."""
    lens = lens or {}
    table = tuple(lens.get(s, ANY) for s in SUITS)
    return Condition(hcp, pts, trump, table, balanced, checks, declarer_count)  # type: ignore[arg-type]


@dataclass(frozen=True, slots=True)
class Box:
    """Known ranges of one hand: HCP (sound), strength ``val`` (points, for judgment),
    lengths, and whether a balanced hand was shown."""

    hcp: Range = (0, MAX_HCP)
    val: Range = (0, MAX_HCP)
    lens: Lens = FREE_LENS
    balanced: bool = False

    def hull(self, other: Box) -> Box:
        """The smallest box holding both (a call made by either of two rules)."""
        return Box(
            (min(self.hcp[0], other.hcp[0]), max(self.hcp[1], other.hcp[1])),
            (min(self.val[0], other.val[0]), max(self.val[1], other.val[1])),
            tuple(
                (min(a[0], b[0]), max(a[1], b[1]))
                for a, b in zip(self.lens, other.lens, strict=True)
            ),  # type: ignore[arg-type]
            self.balanced and other.balanced,
        )

    def meet(self, other: Box) -> Box:
        """Both boxes at once; where they contradict, the newer (``other``) wins, so the
        result is never empty even after nonsense calls."""
        hcp = _meet(self.hcp, other.hcp)
        val = _meet(self.val, other.val)
        lens = tuple(_meet(a, b) for a, b in zip(self.lens, other.lens, strict=True))
        if sum(lo for lo, _ in lens) > 13 or sum(hi for _, hi in lens) < 13:
            lens = other.lens
        return Box(hcp, val, lens, self.balanced or other.balanced)  # type: ignore[arg-type]

    def length(self, suit: Suit) -> Range:
        """Known length range of ``suit``."""
        return self.lens[suit.order]

    def min_len(self, suit: Suit) -> int:
        """Fewest cards the hand can hold in ``suit``."""
        return self.lens[suit.order][0]

    def constraints(self) -> HandConstraints:
        """The public, sound form used to sample hidden hands."""
        return HandConstraints(
            self.hcp[0],
            self.hcp[1],
            {s: self.lens[s.order][0] for s in SUITS},
            {s: self.lens[s.order][1] for s in SUITS},
        )


def _meet(a: Range, b: Range) -> Range:
    lo, hi = max(a[0], b[0]), min(a[1], b[1])
    return (lo, hi) if lo <= hi else b


FREE = Box()


@dataclass(frozen=True, slots=True)
class Rule:
    """One line of the system: make ``call`` when ``cond`` holds; it means ``ru``/``en``.
    ``reading`` (default: the condition) is how partner reads the call for judgment."""

    call: Call
    cond: Condition
    ru: str
    en: str
    tag: Tag = Tag.NATURAL
    force: Force = Force.NO
    reading: Box | None = None
    #: A last resort: its box is left out of what the call shows when other rules make
    #: the same call (the situation's rules are meant to cover every hand before it).
    last_resort: bool = False

    @property
    def box(self) -> Box:
        """What the call guarantees about the hand."""
        return self.cond.box

    @property
    def judged(self) -> Box:
        """What partner assumes from the call when judging the contract."""
        return self.reading if self.reading is not None else self.cond.box

    @property
    def suit(self) -> Suit | None:
        """The suit a natural suit bid names."""
        if isinstance(self.call, Bid) and self.tag is Tag.NATURAL:
            return self.call.strain.suit
        return None


@dataclass(frozen=True, slots=True)
class Seen:
    """A call already made, read by the system: the rules that could have made it."""

    seat: Seat
    call: Call
    rule: Rule
    #: True when no rule of the system makes this call here (read as natural).
    synthetic: bool = False
    #: What the call guarantees: the hull of every rule that makes it here.
    shown: Box = field(default_factory=lambda: Box())
    #: How many rules of the situation make this call.
    readings: int = 1
    #: The label all those rules share (Russian, English); empty if they differ.
    label: tuple[str, str] = ("", "")


@dataclass(frozen=True, slots=True)
class State:
    """The public situation before a call: everything a rule's context may look at."""

    auction: Auction
    history: tuple[Seen, ...]
    #: Per seat (N, E, S, W order): the sound ranges shown, and the ranges for judgment.
    shown: tuple[Box, Box, Box, Box]
    judged: tuple[Box, Box, Box, Box]
    vul: frozenset[Side]
    partscores: tuple[int, int]
    #: The scoring of the game: how much a close game is worth (public, like the score).
    stakes: Stakes = RUBBER

    @property
    def me(self) -> Seat:
        """The seat to call."""
        turn = self.auction.turn
        assert turn is not None
        return turn

    @property
    def partner(self) -> Seat:
        """The caller's partner."""
        return self.me.partner

    def box(self, seat: Seat) -> Box:
        """What ``seat`` has shown, for judgment."""
        return self.judged[seat.position]

    def calls_of(self, seat: Seat) -> list[Seen]:
        """``seat``'s calls so far, in order."""
        return [s for s in self.history if s.seat is seat]

    def acted(self, seat: Seat) -> list[Seen]:
        """``seat``'s calls other than passes."""
        return [s for s in self.history if s.seat is seat and s.rule.tag is not Tag.PASS]

    @property
    def opening(self) -> Seen | None:
        """The first bid of the auction."""
        return next((s for s in self.history if isinstance(s.call, Bid)), None)

    @property
    def last_bid(self) -> Bid | None:
        """The current highest bid."""
        return self.auction.last_bid

    @property
    def last_bidder(self) -> Seat | None:
        """Who made the current highest bid."""
        for s in reversed(self.history):
            if isinstance(s.call, Bid):
                return s.seat
        return None

    def last_of(self, seat: Seat) -> Seen | None:
        """``seat``'s most recent call."""
        calls = self.calls_of(seat)
        return calls[-1] if calls else None

    def vulnerable(self, side: Side) -> bool:
        """Whether ``side`` is vulnerable."""
        return side in self.vul

    def partscore(self, side: Side) -> int:
        """``side``'s points below the line in this game."""
        return self.partscores[0 if side is Side.NS else 1]

    def game_level(self, strain: Strain, side: Side | None = None) -> int:
        """The lowest level in ``strain`` that completes a game for ``side`` (the caller's
        by default) given its part-score: with 60 below the line, 2♣ is game."""
        side = side or self.me.side
        need = max(0, 100 - self.partscore(side))
        for level in range(1, 8):
            if trick_points(level, strain) >= need:
                return level
        return 7

    @property
    def passes_end(self) -> bool:
        """Whether a pass now ends the auction (the pass-out seat)."""
        calls = self.auction.calls
        if len(calls) < 2 or any(str(c) != "P" for c in calls[-2:]):
            return False
        return self.auction.last_bid is not None or len(calls) == 3

    def strains_bid_by(self, seat: Seat) -> list[Suit]:
        """Suits ``seat`` has named naturally, first named first."""
        out: list[Suit] = []
        for s in self.calls_of(seat):
            suit = s.rule.suit
            if suit is not None and suit not in out:
                out.append(suit)
        return out


def trick_points(level: int, strain: Strain) -> int:
    """Undoubled trick points of a contract at ``level`` in ``strain`` (the engine's table)."""
    return contract_trick_points(Contract(level, strain))
