"""Hand evaluation for bidding: HCP, shape, balance, stoppers, suit quality, points."""

from __future__ import annotations

from dataclasses import dataclass

from biritch.engine import SUITS, Hand, Rank, Suit

#: Distribution points never add more than this to HCP, so a condition on points gives a
#: sound bound on HCP (points - DIST_CAP <= HCP <= points) for the inference side.
DIST_CAP = 4

#: Honours that lose their value when bare: a singleton K, Q or J (a singleton ace keeps it).
BARE_HONOURS = frozenset((Rank.KING, Rank.QUEEN, Rank.JACK))


@dataclass(frozen=True, slots=True)
class Features:
    """What the bidding rules look at in one 13-card hand, computed once."""

    hand: Hand
    hcp: int
    #: Lengths in bidding order ♣ ♦ ♥ ♠ (index = ``Suit.order``).
    lengths: tuple[int, int, int, int]
    #: Ranks held per suit, highest first, in the same order.
    ranks: tuple[tuple[Rank, ...], tuple[Rank, ...], tuple[Rank, ...], tuple[Rank, ...]]

    @classmethod
    def of(cls, hand: Hand) -> Features:
        """Evaluate ``hand``."""
        ranks = tuple(tuple(hand.suit(s)) for s in SUITS)
        lengths = tuple(len(r) for r in ranks)
        return cls(hand, hand.hcp, lengths, ranks)  # type: ignore[arg-type]

    def length(self, suit: Suit) -> int:
        """Cards held in ``suit``."""
        return self.lengths[suit.order]

    @property
    def shape(self) -> tuple[int, ...]:
        """Lengths sorted longest first, e.g. (4, 3, 3, 3)."""
        return tuple(sorted(self.lengths, reverse=True))

    @property
    def balanced(self) -> bool:
        """4-3-3-3, 4-4-3-2 or 5-3-3-2: no void, no singleton, at most one doubleton."""
        return self.shape in ((4, 3, 3, 3), (4, 4, 3, 2), (5, 3, 3, 2))

    @property
    def semi_balanced(self) -> bool:
        """Balanced, or 5-4-2-2 / 6-3-2-2: no singleton or void."""
        return min(self.lengths) >= 2

    def hcp_in(self, suit: Suit) -> int:
        """High-card points held in ``suit``."""
        return sum(r.hcp for r in self.ranks[suit.order])

    def honors(self, suit: Suit, top: int = 5) -> int:
        """How many of the top ``top`` honors (A K Q J 10) are held in ``suit``."""
        return sum(1 for r in self.ranks[suit.order] if r.value > 14 - top)

    def good_suit(self, suit: Suit) -> bool:
        """Two of the top three honors, or three of the top five."""
        return self.honors(suit, 3) >= 2 or self.honors(suit, 5) >= 3

    def decent_suit(self, suit: Suit) -> bool:
        """At least one of A/K/Q with another honor to the ten (or with six cards or more)."""
        if self.honors(suit, 3) < 1:
            return False
        return self.honors(suit, 5) >= 2 or self.length(suit) >= 6

    def stopper(self, suit: Suit) -> bool:
        """A, Kx, Qxx or Jxxx: a likely trick-and-a-half guard against a run of ``suit``."""
        ranks = self.ranks[suit.order]
        n = len(ranks)
        if Rank.ACE in ranks:
            return True
        if Rank.KING in ranks and n >= 2:
            return True
        if Rank.QUEEN in ranks and n >= 3:
            return True
        return Rank.JACK in ranks and n >= 4

    @property
    def aces(self) -> int:
        """Number of aces."""
        return sum(1 for rs in self.ranks if rs and rs[0] is Rank.ACE)

    def longest(self) -> Suit:
        """The longest suit; among equals the higher-ranking."""
        return max(SUITS, key=lambda s: (self.length(s), s.order))

    def rule_of_20(self) -> bool:
        """HCP plus the two longest suits' lengths reach 20."""
        shape = self.shape
        return self.hcp + shape[0] + shape[1] >= 20

    def support_points(self, trump: Suit, as_dummy: bool = True) -> int:
        """Dummy points: HCP plus shortness with three or more trumps, at most DIST_CAP
        (void 3, singleton 2, doubleton 1; with four trumps void 5, singleton 3, doubleton 1,
        as Pavlicek counts them: the fourth trump ruffs once more); bare HCP otherwise.
        A singleton king, queen or jack counts one point less (Goren): the honour and the
        ruff are the same card, so they cannot both be counted in full."""
        if self.length(trump) < 3:
            return self.hcp
        # The hand that will declare (opener raising responder) counts its shortness
        # plainly: 3/2/1 (SAYC booklet's 13-15 / 16-18 / 19+ raises count so).
        void, singleton = (5, 3) if as_dummy and self.length(trump) >= 4 else (3, 2)
        extra = 0
        for s in SUITS:
            if s is trump:
                continue
            n = self.length(s)
            if n == 1:
                extra += singleton - 1 if self.ranks[s.order][0] in BARE_HONOURS else singleton
            else:
                extra += void if n == 0 else 1 if n == 2 else 0
        return self.hcp + min(extra, DIST_CAP)

    @property
    def length_points(self) -> int:
        """HCP plus one for each card past four in a suit (at most DIST_CAP)."""
        return self.hcp + min(DIST_CAP, sum(max(0, n - 4) for n in self.lengths))

    def losers(self) -> int:
        """Losing-trick count: in each suit, up to three cards, each missing A/K/Q is a loser.
        A queen heading its suit (Q-x-x, no ace or king beside it) wins a trick only when an
        ace elsewhere balances it (Klinger, "The Modern Losing Trick Count": an aceless hand
        full of queens holds more losers than the plain count says)."""
        bare_queens = sum(1 for rs in self.ranks if len(rs) >= 3 and rs[0] is Rank.QUEEN)
        unbalanced = max(0, bare_queens - self.aces)
        return sum(self.suit_losers(s) for s in SUITS) + unbalanced

    def suit_losers(self, suit: Suit) -> int:
        """Losers among the top three cards of ``suit`` (its part of the losing-trick count)."""
        top = self.ranks[suit.order][:3]
        n = len(top)
        held = set(top)
        lose = n
        if Rank.ACE in held:
            lose -= 1
        if Rank.KING in held and n >= 2:
            lose -= 1
        if Rank.QUEEN in held and n >= 3:
            lose -= 1
        return lose
