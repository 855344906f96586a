"""Pre-empts: weak twos and three- and four-level openings by seat and vulnerability (the rule
of 2-3-4), the responses to them and the continuations."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

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
    MAJORS,
    NOT_4333,
    NT,
    SHORTNESS,
    TO_PLAY,
    UNBALANCED,
    C,
    D,
    H,
    S,
    bid,
    catch_all_pass,
    cheapest_bid,
    decent_suit,
    good_suit,
    longest_is,
    longest_of,
    rule,
    stopper_in,
    stoppers_in,
)
from biritch.bots.bidding.system.later_rounds import judged_past
from biritch.bots.bidding.system.slam import trump_honors
from biritch.bots.bidding.system.slam_zone import BLACKWOOD
from biritch.bots.evaluate import Features
from biritch.engine import (
    DOUBLE,
    PASS,
    REDOUBLE,
    SUITS,
    Bid,
    Call,
    Rank,
    Strain,
    Suit,
)


def _half_tricks(f: Features, suit: Suit) -> int:
    """Defensive-style honour tricks outside the long suit, in halves: AK 4, AQ 3, A or KQ 2,
    K with a guard 1."""
    rs = f.ranks[suit.order]
    ace, king, queen = Rank.ACE in rs, Rank.KING in rs, Rank.QUEEN in rs
    if ace and king:
        return 4
    if ace and queen:
        return 3
    if ace or (king and queen):
        return 2
    return 1 if king and len(rs) >= 2 else 0


def playing_tricks(f: Features, suit: Suit) -> int:
    """Tricks the hand takes with ``suit`` as trumps: the long suit's length less its
    losers, plus the honour tricks outside it (a half trick counts as one)."""
    long = f.length(suit) - f.suit_losers(suit)
    side = sum(_half_tricks(f, s) for s in SUITS if s is not suit)
    return long + (side + 1) // 2


def tricks_at_least(suit: Suit, n: int) -> Check:
    return Check(
        f"{n}+ взяток в своей руке",
        f"{n}+ playing tricks",
        lambda f: playing_tricks(f, suit) >= n,
    )


def _overbid_allowed(st: State, position: int) -> int:
    """The rule of 2-3-4: tricks a pre-empt may go down, by vulnerability (two vulnerable
    against not, three at equal, four not vulnerable against vulnerable); a third-seat
    pre-empt may be a trick lighter (the fourth hand has most of the rest)."""
    ours, theirs = st.vulnerable(st.me.side), st.vulnerable(st.me.side.other)
    down = 2 if ours and not theirs else 4 if theirs and not ours else 3
    return down + (1 if position == 3 else 0)


WEAK_TWO = ("слабое: 6 карт", "weak: six cards")
PREEMPTIVE_RAISE = ("заградительное повышение", "pre-emptive raise")
FIT_GAME = ("гейм: фит и сила", "game: a fit and the values")
WEAK_TWO_FIVE = ("слабое в 3-й руке: 5 карт", "weak, third seat: five cards")
THIRD_SEAT_FIVE_HCP: Range = (6, 8)
#: The side suits a weak two in first or second seat may hold: no four-card major (partner
#: may have a fit there that the weak two hides) and no void (a hand that plays better than
#: a weak two; SAYC as taught, Root "Commonsense Bidding"). In third seat partner has passed
#: and these give way to the pre-emptive purpose.
SIDE_MAJOR_AT_MOST = 3
SIDE_SUIT_AT_LEAST = 1


def _weak_two_side(suit: Suit, position: int) -> dict[Suit, Range]:
    """The side-suit lengths of a weak two in ``suit`` from ``position`` (see above)."""
    if position >= 3:
        return {}
    return {
        s: (SIDE_SUIT_AT_LEAST, SIDE_MAJOR_AT_MOST if s.is_major else 13)
        for s in SUITS
        if s is not suit
    }


#: Opposite a three-level pre-empt: a good six-card major of mine bids its game from here,
#: and 3NT over his minor with a top honour in it (his suit then runs) from here.
OWN_MAJOR_GAME_HCP: Range = (14, MAX_HCP)
RUNNING_MINOR_3NT_HCP: Range = (13, MAX_HCP)
#: The minor game opposite his three-level minor with three trumps: 16 support points (his
#: six or seven tricks and my five: two or three quick tricks, the trump honour, a ruff).
MINOR_GAME_PTS = 16
MINOR_GAME_HCP: Range = (12, 20)


def _top_honour(x: Suit) -> Check:
    return Check(
        f"туз или король в {x.symbol}", f"ace or king in {x.symbol}", lambda f: f.honors(x, 2) >= 1
    )


#: The feature ask opposite a weak two: game interest with a doubleton or more in his
#: suit; with a misfit (a singleton or void in it) only game values on my own.
FEATURE_ASK_HCP: Range = (14, MAX_HCP)
MISFIT_ASK_HCP: Range = (16, MAX_HCP)
#: The most HCP of a pre-emptive raise to game: more is a raise on values. The Law's raise
#: reaches 13 HCP, where the ask (14+) begins: a 13-count with the trumps and shape bids the
#: game the Law names, not three (a singleton honour counts short of the game on values).
PREEMPTIVE_GAME_RAISE_HCP: Range = (0, 13)
#: The pre-emptive raise of a three-level minor, below its game: a weak hand's.
PREEMPTIVE_MINOR_RAISE_HCP: Range = (0, 10)
#: The trumps and shape that raise a seven-card pre-empt to the four level uncontested
#: (Bergen's Law of Total Tricks, ten trumps): four (any shape but 4-3-3-3), or three and a
#: singleton or void to ruff with.
SEVEN_CARD_RAISE_FITS: list[tuple[Range, Check]] = [((4, 13), NOT_4333), ((3, 13), SHORTNESS)]
#: The same opposite a six-card weak two: four trumps and an unbalanced hand, or five.
ANY_SHAPE = Check("", "", lambda f: True)
WEAK_TWO_RAISE_FITS: list[tuple[Range, Check]] = [((4, 13), UNBALANCED), ((5, 13), ANY_SHAPE)]


def preempt_openings(st: State, position: int) -> list[Rule]:
    """Weak twos (SAYC: 5–11 HCP and a good six-card suit; the rule of 20 opens the 11s at
    one) and three- and four-level pre-empts by the rule of 2-3-4. In fourth seat a weak
    hand simply passes the deal out: a pre-empt there is sound, a hand below the rule of 15
    that expects to make its contract."""
    if position >= 4:
        return _fourth_seat_preempts()
    out: list[Rule] = []
    ours = st.vulnerable(st.me.side)
    down = _overbid_allowed(st, position)
    if ours:
        # Vulnerable: a good suit (two of the top three, or three of the top five), or a
        # fair one with 7+ HCP (SAYC: 5-11 HCP, vulnerability a matter of judgement).
        kinds: list[tuple[Range, Callable[[Suit], Check]]] = [
            ((5, 10), good_suit),
            ((7, 10), decent_suit),
        ]
    elif position == 3:
        # Third seat: lighter with a good suit, or a fair suit with values (Downey, "SAYC":
        # the tactical pre-empt is a third-seat bid, partner has passed). In first and second
        # seat the booklet's 5-11 HCP hold even at favourable vulnerability.
        kinds = [((3, 10), good_suit), ((5, 10), decent_suit)]
    else:
        kinds = [((5, 10), decent_suit)]
    for suit in (S, H, D):
        for hcp, quality in kinds:
            c = cond(
                hcp, lens={suit: (6, 6), **_weak_two_side(suit, position)}, checks=(quality(suit),)
            )
            out.append(rule(bid(2, suit), c, *WEAK_TWO))
    if position == 3 and not ours:
        # Third seat, not vulnerable: a strong five-card major will do (Downey, "SAYC": a
        # weak two "occasionally with a five-card suit, normally in third position", where
        # partner has passed and the bid is tactical); below the light one-level opening.
        for suit in (S, H):
            c = cond(THIRD_SEAT_FIVE_HCP, lens={suit: (5, 5)}, checks=(good_suit(suit),))
            out.append(rule(bid(2, suit), c, *WEAK_TWO_FIVE))
    for suit in (S, H, D, C):
        out.append(
            rule(
                bid(4, suit),
                cond((3, 11), lens={suit: (8, 13)}, checks=(tricks_at_least(suit, 10 - down),)),
                "заградительное: 8+ карт",
                "pre-emptive: eight cards or more",
            )
        )
        out.append(
            rule(
                bid(3, suit),
                cond((2, 10), lens={suit: (7, 13)}, checks=(tricks_at_least(suit, 9 - down),)),
                "заградительное: 7+ карт",
                "pre-emptive: seven cards or more",
            )
        )
    return out


#: A fourth-seat pre-empt: sound values below a one-level opening, a good seven-card suit
#: and the spades to compete (Root, "Commonsense Bidding": in fourth seat a pre-empt shows a
#: hand that hopes to make its contract; Pearson's rule of 15: HCP and spades make 15).
FOURTH_SEAT_PREEMPT: Range = (8, 12)
SOUND_PREEMPT = (
    "в 4-й руке: полноценное, 7+ карт, хорошая масть",
    "fourth seat: sound, a good suit of seven or more",
)
RULE_OF_15 = Check("ФО и пики: 15+", "HCP and spades: 15+", lambda f: f.hcp + f.length(S) >= 15)


def _fourth_seat_preempts() -> list[Rule]:
    """Fourth seat: a sound three-level opening (seven cards, seven playing tricks) by the
    rule of 15; any weaker hand passes the deal out."""
    out: list[Rule] = []
    for suit in (S, H, D, C):
        c = cond(
            FOURTH_SEAT_PREEMPT,
            lens={suit: (7, 13)},
            checks=(good_suit(suit), tricks_at_least(suit, 7), RULE_OF_15),
        )
        out.append(rule(bid(3, suit), c, *SOUND_PREEMPT))
    return out


def after_preempt_placed(st: State) -> list[Rule]:
    """I pre-empted and partner bid 3NT: he placed the contract, knowing my hand."""
    return [rule(PASS, cond(), "партнёр выбрал контракт", "partner placed the contract", Tag.PASS)]


TOLD_HIS_STORY = (
    "заблокировавший уже описал руку: решает партнёр",
    "the pre-emptor has told his story: partner decides",
)


def preemptor_over_their_bid(st: State) -> list[Rule] | None:
    """I opened a weak two or a pre-empt and have not called since; partner only passed,
    raised my suit or doubled them for penalty (never asked or bid a new suit), and they
    have bid or doubled: I pass whatever I hold, their game or part-score alike, and do not
    sacrifice (Root, "Commonsense Bidding", and Bergen: the pre-emptor has described his
    hand within a narrow range and does not bid again unless partner invites him; partner,
    who knows both hands, decides to compete, double or sacrifice). None elsewhere."""
    op = st.opening
    if op is None or op.seat is not st.me or op.rule.tag is not Tag.NATURAL:
        return None
    opening = op.call
    if not isinstance(opening, Bid) or opening.level < 2 or opening.strain.suit is None:
        return None
    if len(st.acted(st.me)) != 1:
        return None
    x = opening.strain.suit
    for s in st.acted(st.partner):
        raised = s.rule.suit is x and s.rule.force is Force.NO
        if not (raised or s.rule.tag is Tag.PENALTY):
            return None
    if not any(s.seat.side is not st.me.side and s.rule.tag is not Tag.PASS for s in st.history):
        return None
    return [rule(PASS, cond(), *TOLD_HIS_STORY, Tag.PASS)]


def preempt_responses(st: State, opening: Bid) -> list[Rule]:
    """Partner opened a weak two or a pre-empt, RHO passed. Over a weak two (SAYC): game
    with a fit and the values, a pre-emptive raise, 2NT forcing and asking for a feature, a
    new suit forcing one round; over a three-level pre-empt: game with tricks and a fit,
    3NT with the other suits stopped."""
    x = opening.strain.suit
    assert x is not None
    out: list[Rule] = []
    g = st.game_level(opening.strain)
    others = tuple(s for s in SUITS if s is not x)
    weak_two = opening.level == 2
    if g > opening.level:
        game = bid(g, x)
        if x.is_major or g <= 4:
            # Opposite a weak two three trumps and 16 points; opposite a seven-card
            # pre-empt a doubleton and 14.
            fit, strong = ((3, 13), 16) if weak_two else ((2, 13), 14)
            out.append(
                rule(
                    game,
                    cond(pts=(strong, MAX_HCP), trump=x, lens={x: fit}),
                    *FIT_GAME,
                )
            )
        if g == 4 and x.is_major:
            # Bergen's Law of Total Tricks: bid to the level of the trumps held together:
            # ten opposite a six-card weak two with four trumps and shape, eleven with five
            # on any shape (the jump to game with five-card support whatever the strength),
            # opposite a seven-card pre-empt with four (any shape but the flattest), or with
            # three and a short suit to ruff.
            fits = WEAK_TWO_RAISE_FITS if weak_two else SEVEN_CARD_RAISE_FITS
            for raise_fit, shape in fits:
                out.append(
                    rule(
                        game,
                        cond(PREEMPTIVE_GAME_RAISE_HCP, lens={x: raise_fit}, checks=(shape,)),
                        *PREEMPTIVE_RAISE,
                    )
                )
    if not x.is_major:
        # The raise of his minor is pre-emptive too (SAYC: raises of a pre-empt are to
        # play), a weak hand's, to the level of the trumps held together (Bergen, the Law of
        # Total Tricks) with the shape that ruffs, as the raise of his major above: opposite
        # seven cards eleven trumps with four and a short suit, ten with four or with three
        # and a short suit; opposite a weak 2♦'s six, eleven with five and a short suit, ten
        # with four and an unbalanced hand. Better hands look at 3NT or pass (the minor game
        # needs eleven tricks).
        raises = (
            [(5, (4, 13), SHORTNESS)] + [(4, f, sh) for f, sh in SEVEN_CARD_RAISE_FITS]
            if opening.level == 3
            else [(5, (5, 13), SHORTNESS), (4, (4, 13), UNBALANCED)]
        )
        for level, fit, shape in raises:
            if st.auction.is_legal(bid(level, x)):
                c = cond(PREEMPTIVE_MINOR_RAISE_HCP, lens={x: fit}, checks=(shape,))
                out.append(rule(bid(level, x), c, *PREEMPTIVE_RAISE))
    if weak_two:
        # A good suit of my own is shown first (SAYC: a new suit forces one round): 3NT
        # below is for the hands with nothing to show.
        out.extend(_weak_two_new_suits(st, x, others))
    if opening.level == 3:
        # A good major of my own comes before 3NT (a new suit forces one round).
        for z in MAJORS:
            b = cheapest_bid(st, z)
            if z is x or b is None or b.level > 4:
                continue
            game_z = bid(st.game_level(Strain.of(z)), z)
            if b.level < game_z.level:
                # A good six-card major, a doubleton or less in partner's suit (the game
                # raise above takes his major with a doubleton): the game in mine, to play,
                # rather than a forcing new suit that he would raise or leave (Root,
                # "Commonsense Bidding": opposite a pre-empt, bid what you expect to make).
                c = cond(
                    OWN_MAJOR_GAME_HCP,
                    lens={z: (6, 13), x: (0, 2)},
                    checks=(good_suit(z), longest_is(z)),
                )
                out.append(rule(game_z, c, *TO_PLAY))
            if b.level == game_z.level:
                # A major of my own at game level, no fit for partner: to play.
                lens, hcp, text, force = (
                    {z: (6, 13), x: (0, 1)},
                    OWN_MAJOR_GAME_HCP,
                    TO_PLAY,
                    Force.NO,
                )
            else:
                lens, hcp, text, force = {z: (5, 13)}, (16, MAX_HCP), FORCE1, Force.ONE_ROUND
            c = cond(hcp, lens=lens, checks=(good_suit(z), longest_is(z)))
            out.append(rule(b, c, *text, force=force))
    if g > opening.level:
        out.append(
            rule(
                bid(3, NT),
                cond((16, MAX_HCP), lens={x: (1, 13)}, checks=stoppers_in(list(others))),
                *TO_PLAY,
            )
        )
        if opening.level == 3 and not x.is_major:
            # An ace or king in partner's seven-card minor makes it run: 3NT needs less,
            # the other suits stopped (Root, "Commonsense Bidding": count his suit's tricks
            # and your own quick ones).
            c = cond(
                RUNNING_MINOR_3NT_HCP,
                lens={x: (2, 13)},
                checks=(_top_honour(x), *stoppers_in(list(others))),
            )
            out.append(rule(bid(3, NT), c, *TO_PLAY))
    if opening.level == 3 and not x.is_major and g == 5:
        # A fit for his seven-card minor and the values, but a side suit open for 3NT: the
        # minor game (Root, "Commonsense Bidding": opposite a pre-empt count tricks, his
        # suit's and my quick ones; the nine tricks of 3NT need every suit stopped).
        c = cond(MINOR_GAME_HCP, pts=(MINOR_GAME_PTS, MAX_HCP), trump=x, lens={x: (3, 13)})
        out.append(rule(bid(5, x), c, *FIT_GAME))
    if weak_two:
        # A singleton or void in his suit is a misfit: his suit gives me no tricks, so the
        # ask takes the values for game on my own (Root, "Commonsense Bidding": opposite a
        # pre-empt count tricks; a misfit is a signal to stop).
        for ask in (cond(FEATURE_ASK_HCP, lens={x: (2, 13)}), cond(MISFIT_ASK_HCP)):
            out.append(
                rule(
                    bid(2, NT),
                    ask,
                    "вопрос о фигуре: форсинг, интерес к гейму",
                    "asks for a feature: forcing, game interest",
                    Tag.FEATURE_ASK,
                    Force.ONE_ROUND,
                )
            )
    raise_x = cheapest_bid(st, x)
    if weak_two and raise_x is not None and raise_x.level == 3:
        # The raise stays pre-emptive over their double or overcall (Law of Total Tricks).
        out.append(
            rule(
                raise_x,
                cond((0, 13), lens={x: (3, 13)}),
                *PREEMPTIVE_RAISE,
            )
        )
    out.append(catch_all_pass())
    return out


#: The strong hand that redoubles their takeout double of partner's pre-empt, and the hand
#: that doubles their overcall of it for penalty (Root, "Commonsense Bidding": opposite a
#: pre-empt the strength is in the responder's hand, so his double is for business).
REDOUBLE_HCP = (14, MAX_HCP)
PENALTY_DOUBLE_HCP = (10, MAX_HCP)
#: Their no-trump overcall shows 15-18: doubled, it goes down only when our side holds
#: the balance, 16 of ours opposite the pre-empt's 5-10 (Goren's count: 21+ of the 40).
NT_PENALTY_DOUBLE_HCP = (16, MAX_HCP)


def preempt_responses_in_competition(st: State, opening: Bid, theirs: Call) -> list[Rule]:
    """Partner opened a weak two or a pre-empt and RHO doubled or overcalled (``theirs``);
    my first call. The responses keep their meaning where they are still legal (ACBL SAYC
    notes: 2NT still asks for a feature over interference; the raises stay pre-emptive, by
    Bergen's Law of Total Tricks). Over their double the strong hand without a fit
    redoubles; over an overcall a double is for penalty: four good cards in their suit, or
    the values against their no-trump."""
    x = opening.strain.suit
    assert x is not None
    kept = [r for r in preempt_responses(st, opening) if st.auction.is_legal(r.call)]
    out: list[Rule] = []
    if theirs == DOUBLE:
        out.append(
            rule(
                REDOUBLE,
                cond(REDOUBLE_HCP, lens={x: (0, 1)}),
                "реконтра: сильная рука без фита",
                "redouble: a strong hand without a fit",
                Tag.PENALTY,
            )
        )
    elif isinstance(theirs, Bid) and theirs.strain.suit is not None:
        t = theirs.strain.suit
        out.append(
            rule(
                DOUBLE,
                cond(
                    PENALTY_DOUBLE_HCP, lens={t: (4, 13), x: (0, 2)}, checks=(trump_honors(t, 2),)
                ),
                "штрафная: хорошие карты в масти противника",
                "penalty: good holding in their suit",
                Tag.PENALTY,
            )
        )
    elif isinstance(theirs, Bid):
        # Their no-trump overcall faces the responder's values: a double is for business.
        out.append(
            rule(
                DOUBLE,
                cond(NT_PENALTY_DOUBLE_HCP),
                "штрафная: сила против их без козыря",
                "penalty: the values against their no-trump",
                Tag.PENALTY,
            )
        )
    g = bid(st.game_level(opening.strain), x)
    if theirs == DOUBLE and opening.level == 3:
        # Over their takeout double they have a fit of their own: three trumps raise a
        # seven-card pre-empt to the four level on any shape but 4-3-3-3, four and a short
        # suit a minor to the five level (Bergen, the Law of Total Tricks: raise to the
        # level of the fit, eleven trumps eleven tricks, at once, over the double).
        if not x.is_major:
            c = cond(PREEMPTIVE_MINOR_RAISE_HCP, lens={x: (4, 13)}, checks=(SHORTNESS,))
            out.append(rule(bid(5, x), c, *PREEMPTIVE_RAISE))
        c = cond(PREEMPTIVE_MINOR_RAISE_HCP, lens={x: (3, 13)}, checks=(NOT_4333,))
        out.append(rule(bid(4, x), c, *PREEMPTIVE_RAISE))
    if opening.level == 2 and x.is_major and not st.auction.is_legal(bid(2, NT)):
        # Their overcall took away the feature ask: the hand that would have asked, three
        # trumps and the asking values, bids the game the ask was looking for (Root,
        # "Commonsense Bidding": over interference bid what you expect to make; SAYC
        # booklet: 2NT shows game interest).
        c = cond(FEATURE_ASK_HCP, pts=(FEATURE_ASK_HCP[0], MAX_HCP), trump=x, lens={x: (3, 13)})
        out.append(rule(g, c, *FIT_GAME))
    # The pass stays last: the new calls come before it.
    return out + [r for r in kept if r.call != PASS] + [r for r in kept if r.call == PASS]


PARTNER_DECIDES = ("партнёр показал силу, решает он", "partner showed the strength and decides")
PENALTY_OF_ESCAPE = ("штрафная: их бегство", "penalty: their escape")
OWN_SUIT = ("своя масть, без фита", "own suit, no fit")


def after_partners_redouble(st: State) -> list[Rule]:
    """I pre-empted, they doubled and partner redoubled: the strength is his and so is the
    decision, to double their escape or to bid on; the pre-emptor passes whatever he holds
    (Root, "Commonsense Bidding": after the redouble the pre-emptor has told his story)."""
    return [rule(PASS, cond(), *PARTNER_DECIDES, Tag.PASS)]


def redoubler_after_their_escape(st: State, x: Suit, y: Suit) -> list[Rule]:
    """Partner pre-empted in ``x``, I redoubled their double (the strong hand without a fit)
    and they ran to ``y``: three cards of theirs double it for penalty, which is what the
    redouble announced; a good five-card suit of mine is bid instead, else 3NT with their
    suit stopped; else the double still (Root, "Commonsense Bidding": after the redouble
    the side that holds the balance of strength never lets them play undoubled)."""
    out = [rule(DOUBLE, cond(lens={y: (3, 13)}), *PENALTY_OF_ESCAPE, Tag.PENALTY)]
    others = tuple(z for z in SUITS if z not in (x, y))
    for z in others:
        b = cheapest_bid(st, z)
        if b is not None and b.level <= 3:
            c = cond(lens={z: (5, 13)}, checks=(good_suit(z), longest_of(z, others)))
            out.append(rule(b, c, *OWN_SUIT, force=Force.ONE_ROUND))
    if st.auction.is_legal(bid(3, NT)):
        out.append(rule(bid(3, NT), cond(checks=(stopper_in(y),)), *TO_PLAY))
    out.append(rule(DOUBLE, cond(), *PENALTY_OF_ESCAPE, Tag.PENALTY))
    return out


def _weak_two_new_suits(st: State, x: Suit, others: tuple[Suit, ...]) -> list[Rule]:
    """Partner opened a weak two in ``x``: a good five-card suit of my own and 14+, forcing
    one round (a major of my own; a minor when partner's suit is no fit for me: a singleton,
    or a doubleton with six of the minor, where a game in it is in view rather than 3NT)."""
    out: list[Rule] = []
    for z in others:
        b = cheapest_bid(st, z)
        if b is None or b.level > 3:
            continue
        shapes = (
            [{z: (5, 13)}] if z.is_major else [{z: (5, 13), x: (0, 1)}, {z: (6, 13), x: (2, 2)}]
        )
        for own in shapes:
            out.append(
                rule(
                    b,
                    cond((14, MAX_HCP), lens=own, checks=(good_suit(z), longest_of(z, others))),
                    *FORCE1,
                    force=Force.ONE_ROUND,
                )
            )
    return out


def _feature(z: Suit) -> Check:
    return Check(
        f"туз или король в {z.symbol}",
        f"ace or king in {z.symbol}",
        lambda f: f.honors(z, 2) >= 1,
    )


def solid_suit(x: Suit) -> Check:
    return Check("сплошная масть", "solid suit", lambda f: f.honors(x, 3) == 3)


def feature_replies(st: State, x: Suit) -> list[Rule]:
    """I opened a weak two in ``x``, partner asked with 2NT (SAYC): with a minimum rebid the
    suit; with a maximum show a feature (an ace or king) in a side suit, or bid 3NT with a
    solid suit; a maximum with no feature rebids the suit as well."""
    maximum, minimum = (9, 11), (0, 8)
    out = [
        rule(
            bid(3, NT),
            cond(maximum, checks=(solid_suit(x),)),
            "максимум, сплошная масть",
            "maximum, a solid suit",
        )
    ]
    for z in SUITS:
        if z is not x:
            out.append(
                rule(
                    bid(3, z),
                    cond(maximum, checks=(_feature(z),)),
                    "максимум, фигура в масти",
                    "maximum, a feature in the suit",
                    Tag.FEATURE,
                    Force.ONE_ROUND,
                )
            )
    out.append(rule(bid(3, x), cond(minimum), "минимум", "minimum"))
    # A maximum with no ace or king to show rebids the suit too: the rebid denies a
    # feature (SAYC booklet: 3NT is the solid suit).
    out.append(rule(bid(3, x), cond(maximum), "нет фигуры для показа", "no side feature to show"))
    out.append(Rule(bid(3, x), cond(), "", "", last_resort=True))
    return out


#: The asker's game after the weak-two bidder's answer to 2NT: opposite the maximum that
#: showed a feature, the 14 points that asked (SAYC booklet: 2NT shows game interest and
#: the feature a maximum, so the asker who hoped for a maximum bids the game when he hears
#: one; Goren's 25 counts his long suit's length too), in points with his suit as trumps;
#: opposite the plain rebid of his suit, most often a minimum (5-8, counted at
#: 7), in HCP (the ruffs in the short hand add little when the long hand is so weak).
#: The HCP stay within 8 of the ask's (and the new suit's) 14.
GAME_OVER_FEATURE_PTS = 14
GAME_OVER_REBID_HCP = 18
ASKER_GAME_HCP: Range = (14, 22)


def responder_after_weak_two_answer(st: State) -> list[Rule] | None:
    """Partner opened a weak two, I asked with 2NT or bid a new major (forcing one round) and
    he answered, nobody else bidding: the game where the answer shows it (Root,
    "Commonsense Bidding": the responder, who knows both hands, places the contract), then
    the judgment's other calls. None elsewhere."""
    op = st.opening
    if op is None or op.seat is not st.partner or op.rule.tag is not Tag.NATURAL:
        return None
    opening = op.call
    if not isinstance(opening, Bid) or opening.level != 2 or opening.strain.suit is None:
        return None
    x = opening.strain.suit
    mine, his = st.acted(st.me), st.acted(st.partner)
    if len(mine) != 1 or len(his) != 2 or st.last_bid != his[1].call:
        return None
    if any(s.seat.side is not st.me.side and s.rule.tag is not Tag.PASS for s in st.history):
        return None
    ask, reply = mine[0], his[1]
    table: list[Rule] | None = None
    z = ask.rule.suit
    if ask.rule.tag is Tag.FEATURE_ASK:
        table = _asker_after_feature_reply(x, reply)
    elif z is not None and z.is_major and ask.rule.force is Force.ONE_ROUND:
        table = _after_answer_to_new_suit(x, z, reply)
    elif z is not None and ask.rule.force is Force.ONE_ROUND:
        table = _after_minor_raised(x, z, reply)
    if table is None:
        return None
    # The table owns its game (its HCP stay narrow); a hand above them with the fit asks
    # for aces (23+ opposite 5-10 looks at slam: Kantar), then the judgment's other calls.
    fit = reply.rule.suit if reply.rule.suit is not None and reply.rule.suit is z else x
    slam = cond((ASKER_GAME_HCP[1] + 1, MAX_HCP), lens={fit: (2, 13)})
    ask_aces = rule(bid(4, NT), slam, *BLACKWOOD, Tag.BLACKWOOD, Force.ONE_ROUND)
    # (3NT over his diamonds stays the judgment's too: its misfit hands bid it as well.)
    owned = {r.call for r in table if r.call != bid(3, NT)}
    return [*table, ask_aces, *judged_past(st, owned)]


def _asker_after_feature_reply(x: Suit, reply: Seen) -> list[Rule] | None:
    """With two or more of his suit the game on 15 points opposite a feature (a maximum)
    and on 18 HCP opposite the rebid of his suit (SAYC booklet: 2NT asks, the opener shows a
    feature with a maximum and rebids his suit with a minimum): four of his major; over his
    diamonds 3NT, the suits he did not show stopped (his feature stops its suit), as the
    nine tricks come sooner than eleven (Root, "Commonsense Bidding")."""
    fit = {x: (2, 13)}
    shown = reply.call.strain.suit if isinstance(reply.call, Bid) else None
    if reply.rule.tag is Tag.FEATURE:
        c = cond(ASKER_GAME_HCP, pts=(GAME_OVER_FEATURE_PTS, MAX_HCP), trump=x, lens=fit)
    elif reply.call == bid(3, x):
        c = cond((GAME_OVER_REBID_HCP, ASKER_GAME_HCP[1]), lens=fit)
    else:
        return None
    if x.is_major:
        return [rule(bid(4, x), c, *FIT_GAME)]
    stops = stoppers_in([s for s in SUITS if s not in (x, shown)])
    c = replace(c, checks=(*c.checks, *stops))
    return [rule(bid(3, NT), c, *TO_PLAY)]


#: The new suit's bidder bids its game with these points (HCP and length) once the weak-two
#: bidder raised it, or, with six cards of it, once he rebid his own suit: the new suit
#: promised 14 HCP and a good suit, and opposite 5-10 with a fit or a six-card suit it makes
#: the game (Goren: 25 together; Root: a good six-card suit plays opposite a singleton).
NEW_SUIT_GAME_PTS = 16
NEW_SUIT_GAME = ("гейм в своей масти", "game in own suit")


def _after_answer_to_new_suit(x: Suit, z: Suit, reply: Seen) -> list[Rule] | None:
    """I bid my major ``z`` over partner's weak two in ``x`` (SAYC: forcing one round): he
    raised it (three cards or an honour doubleton) or rebid his suit (no support)."""
    game = bid(4, z)
    if not isinstance(reply.call, Bid) or not reply.call < game:
        return None
    if reply.rule.suit is z:
        lens = {z: (5, 13)}
    elif reply.rule.suit is x:
        lens = {z: (6, 13)}
    else:
        return None
    c = cond(ASKER_GAME_HCP, pts=(NEW_SUIT_GAME_PTS, MAX_HCP), lens=lens)
    return [rule(game, c, *NEW_SUIT_GAME), *_game_over_rebid(x, z, reply)]


def _game_over_rebid(x: Suit, z: Suit, reply: Seen) -> list[Rule]:
    """He rebid his weak two's suit ``x`` over my forcing new suit ``z`` (a minimum or no
    fit): as over the same rebid after the 2NT ask, 18 HCP make the game opposite his 5-8
    (Goren: 25 together): four of his major with two of it, else 3NT with the two other
    suits stopped (Root, "Commonsense Bidding": the forcing new suit leaves the decision
    to its bidder, who knows both hands). None when he did not rebid his suit."""
    if reply.rule.suit is not x or not isinstance(reply.call, Bid):
        return []
    hcp = (GAME_OVER_REBID_HCP, ASKER_GAME_HCP[1])
    out: list[Rule] = []
    if x.is_major and reply.call < bid(4, x):
        c = cond(hcp, lens={x: (2, 13)})
        out.append(rule(bid(4, x), c, *FIT_GAME))
    if reply.call < bid(3, NT):
        stops = stoppers_in([s for s in SUITS if s not in (x, z)])
        out.append(rule(bid(3, NT), cond(hcp, lens={x: (1, 13)}, checks=stops), *TO_PLAY))
    return out


#: After his raise of my minor (past 3NT) the game is his major with two of it (the 6-2 fit
#: takes ten tricks where the minor needs eleven) on 16 points, else five of the minor on 16
#: HCP (Goren: 26 for a major game, 29 for a minor one; his 5-10 with the fit adds about
#: 9-10; a singleton in his long suit is no ruffing value, so the minor counts HCP only).
MINOR_RAISED_MAJOR_PTS = 16
MINOR_RAISED_MINOR_HCP = 16


def _after_minor_raised(x: Suit, z: Suit, reply: Seen) -> list[Rule] | None:
    """I bid my minor ``z`` over partner's weak two in ``x`` (SAYC: a new suit is forcing one
    round) and he raised it: I know both hands and place the game (Root, "Commonsense
    Bidding": the forcing new suit leaves the decision to its bidder). Over his rebid of
    his own suit the game needs 18 HCP (:func:`_game_over_rebid`)."""
    if z.is_major or not isinstance(reply.call, Bid):
        return None
    if reply.rule.suit is x:
        return _game_over_rebid(x, z, reply) or None
    if reply.rule.suit is not z:
        return None
    out: list[Rule] = []
    if x.is_major and reply.call < bid(4, x):
        c = cond(ASKER_GAME_HCP, pts=(MINOR_RAISED_MAJOR_PTS, MAX_HCP), trump=x, lens={x: (2, 13)})
        out.append(rule(bid(4, x), c, "гейм в масти партнёра", "game in partner's suit"))
    if reply.call < bid(5, z):
        short = (0, 1) if out else (0, 13)
        c = cond((MINOR_RAISED_MINOR_HCP, ASKER_GAME_HCP[1]), lens={x: short})
        out.append(rule(bid(5, z), c, *NEW_SUIT_GAME))
    return out


def _doubleton_honour(z: Suit) -> Check:
    return Check("онёр сам-друг", "a doubleton honour", lambda f: f.honors(z, 3) >= 1)


def after_new_suit(st: State, x: Suit, z: Suit) -> list[Rule]:
    """I opened a weak two (or three) in ``x``, partner bid a new suit ``z`` (forcing one
    round): raise with three cards or a doubleton honour, else rebid my suit."""
    out: list[Rule] = []
    raise_z = cheapest_bid(st, z)
    if raise_z is not None:
        out.append(
            rule(
                raise_z,
                cond(lens={z: (3, 13)}),
                "поддержка новой масти партнёра",
                "support for partner's new suit",
            )
        )
        out.append(
            rule(
                raise_z,
                cond(lens={z: (2, 2)}, checks=(_doubleton_honour(z),)),
                "поддержка новой масти партнёра",
                "support for partner's new suit",
            )
        )
    again = cheapest_bid(st, x)
    if again is not None:
        out.append(rule(again, cond(lens={z: (0, 2)}), "повтор своей масти", "rebids the suit"))
        out.append(Rule(again, cond(), "", "", last_resort=True))
    return out
