"""Responder's first call after partner opens one of a suit and the opponents stay silent."""

from __future__ import annotations

from biritch.bots.bidding.core import (
    MAX_HCP,
    Check,
    Force,
    Rule,
    State,
    Tag,
    cond,
)
from biritch.bots.bidding.system.common import (
    FORCE1,
    GAME_PS,
    GF,
    INVITE,
    JUMP_SHIFT,
    LIMIT,
    NO_4M,
    NT,
    RAISE,
    SHORTNESS,
    TO_PLAY,
    TWO_OVER_ONE,
    C,
    D,
    H,
    S,
    bid,
    catch_all_pass,
    good_suit,
    longer_than,
    longest_of,
    pick_major,
    rule,
)
from biritch.engine import (
    PASS,
    Strain,
    Suit,
)

#: SAYC's raise of 1M to four: five trumps, a singleton or void, fewer than 10 HCP. With
#: almost nothing it only gives the opponents a cheap double, so a few HCP are needed.
PREEMPTIVE_RAISE_HCP = (3, 9)
#: The most a limited response shows (the 2NT and the raises stay below SAYC's 17+
#: strong jump shift).
RESPONSE_MAX = 16
#: The strong jump shift's values (SAYC booklet: 17+).
STRONG_RESPONSE: tuple[int, int] = (RESPONSE_MAX + 1, MAX_HCP)
#: A new suit at the one level is forcing and unlimited (SAYC booklet: "6+, unlimited"), a
#: two-over-one is 10+ and unlimited: a strong hand without a good suit of its own (a two-
#: or three-suiter, a weak suit) bids it and forces later (Goren; Soloway's jump shift: a
#: good suit or a fit, never a two-suiter or a weak suit).
ONE_LEVEL_NEW_SUIT = (6, MAX_HCP)
TWO_OVER_ONE_HCP = (10, MAX_HCP)
PASSED_NEW_SUIT = ("новая масть после паса, не форсинг", "new suit by a passed hand, not forcing")
PASSED_TWO_LEVEL = (
    "новая масть на уровне 2 после паса, не форсинг",
    "new suit at the two level by a passed hand, not forcing",
)
#: The most a passed hand holds (the pass of an opening in first or second seat).
PASSED_HAND_MAX = 12
#: The limit raise of a minor (SAYC booklet: 10–12 points, no four-card major).
MINOR_LIMIT = (10, 12)
#: 1m-3NT: balanced, no four-card major (the booklet's 16-17, and 18: see below).
NT_GAME_RESPONSE = (16, 18)
#: Jacoby 2NT over 1♥/1♠ (SAYC booklet): four trumps, 13+ points, from 11 HCP with shape.
JACOBY_HCP = (11, MAX_HCP)
JACOBY = (
    "Джекоби 2БК: поддержка 4+ карты, форсинг до гейма",
    "Jacoby 2NT: four-card support or more, game forcing",
)
#: 1♥/1♠-3NT (SAYC booklet): balanced, two trumps at most.
MAJOR_3NT = (15, 17)
#: A passed hand's 2NT over 1♣/1♦: balanced, invitational.
PASSED_HAND_2NT = (11, 12)
#: The limit raise of 1♣ with only four clubs: above 1NT's 6-10, for want of another call.
MINOR_LIMIT_FOUR_CLUBS = (11, 12)


def _one_suited(suit: Suit, x: Suit) -> Check:
    """No second four-card suit besides ``suit`` and partner's ``x``: the strong jump shift
    shows one good suit (with or without a fit), never a two-suiter (Soloway, Goren)."""
    others = tuple(s for s in (S, H, D, C) if s is not suit and s is not x)
    return Check("одна масть", "one-suited", lambda f: all(f.length(s) <= 3 for s in others))


def responses_to_one(st: State, x: Suit) -> list[Rule]:
    """Partner opened one of a suit and RHO passed."""
    out: list[Rule] = []
    g = st.game_level(Strain.of(x))
    support = 3 if x.is_major else (5 if x is C else 4)
    # A passed hand's new suit no longer forces: the opener may pass it.
    passed = bool(st.calls_of(st.me))
    one_round = Force.NO if passed else Force.ONE_ROUND
    # The labels say what the call is: a passed hand's new suit does not force.
    new_suit = PASSED_NEW_SUIT if passed else FORCE1
    two_level = PASSED_TWO_LEVEL if passed else TWO_OVER_ONE
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
                cond(
                    STRONG_RESPONSE,
                    lens={suit: (5, 13)},
                    checks=(good_suit(suit), _one_suited(suit, x)),
                ),
                *JUMP_SHIFT,
                force=Force.GAME,
            )
        )
    if x.is_major:
        out.append(
            rule(
                bid(4, x),
                cond(PREEMPTIVE_RAISE_HCP, lens={x: (5, 13)}, checks=(SHORTNESS,)),
                "заградительное повышение до гейма",
                "pre-emptive raise to game",
            )
        )
        out.append(
            rule(bid(3, x), cond((10, 12), pts=(10, 12), trump=x, lens={x: (3, 13)}), *LIMIT)
        )
        out.append(rule(bid(3, x), cond(pts=(11, 12), trump=x, lens={x: (3, 13)}), *LIMIT))
        out.append(rule(bid(2, x), cond(pts=(6, 10), trump=x, lens={x: (3, 13)}), *RAISE))
        # An unpassed hand's jump to game stays under 10 HCP like SAYC's pre-emptive raise:
        # with 10+ and game values the new suit comes first (below), so the opener can still
        # judge a slam opposite a hand that showed its strength (1M-4M reads as weak). A
        # passed hand (12 at most) has no slam to show and bids the game at once.
        out.append(
            rule(
                bid(4, x),
                cond(
                    (0, PASSED_HAND_MAX if passed else PREEMPTIVE_RAISE_HCP[1]),
                    pts=(13, 16),
                    trump=x,
                    lens={x: (3, 13)},
                    checks=(SHORTNESS,),
                ),
                "гейм: распределение",
                "game on shape",
            )
        )
        if not passed and g == 4:
            # SAYC booklet: 2NT over 1M is Jacoby, a game-forcing raise with four trumps or
            # more (13+ points); it asks the opener to describe his shape and strength, so
            # it is an ask (not natural): the opener answers before anyone judges slam. Its
            # game force is the two tables' (rebids.py, responder_rebids.py): every answer
            # is below game and none passes; the force is not Force.GAME, which would read
            # the opener's 3NT answer as a no-trump hand that 4NT raises (slam_zone.py).
            jacoby = cond(JACOBY_HCP, pts=(13, MAX_HCP), trump=x, lens={x: (4, 13)})
            out.append(rule(bid(2, NT), jacoby, *JACOBY, Tag.FEATURE_ASK, Force.ONE_ROUND))
        if x is H:
            out.append(
                rule(
                    bid(1, S),
                    cond(ONE_LEVEL_NEW_SUIT, lens={S: (4, 13)}),
                    *new_suit,
                    force=one_round,
                )
            )
        # Game values with three trumps (13+ dummy points; Jacoby 2NT wants four): an
        # unpassed hand bids a new suit first and raises to game next; a passed hand,
        # whose new suit would not force, bids the game at once.
        below = (C, D)
        for suit in below if not passed else ():
            out.append(
                rule(
                    bid(2, suit),
                    cond(
                        TWO_OVER_ONE_HCP,
                        pts=(13, MAX_HCP),
                        trump=x,
                        lens={x: (3, 13), suit: (3, 13)},
                        checks=(longest_of(suit, below),),
                    ),
                    *two_level,
                    force=one_round,
                )
            )
        if passed:
            out.append(
                rule(
                    bid(4, x),
                    cond((10, RESPONSE_MAX), pts=(13, MAX_HCP), trump=x, lens={x: (3, 13)}),
                    "гейм",
                    "game",
                )
            )
        if x is S:
            out.append(
                rule(
                    bid(2, H),
                    cond(TWO_OVER_ONE_HCP, lens={H: (5, 13)}),
                    *two_level,
                    force=one_round,
                )
            )
        # SAYC booklet: 1M-3NT is 15-17 balanced with at most two trumps, bid at once
        # rather than a two-over-one in a four-card minor.
        out.append(rule(bid(3, NT), cond(MAJOR_3NT, balanced=True, lens={x: (0, 2)}), *TO_PLAY))
        if passed:
            # A passed hand's 2NT over a major is not Jacoby: 11-12 balanced, at most two
            # trumps (three make the limit raise), invitational (Root, "Commonsense
            # Bidding"; Grant), before a new suit at two that would name a three-card minor.
            nt = cond(PASSED_HAND_2NT, balanced=True, lens={x: (0, 2), S: (0, 3 if x is H else 13)})
            out.append(rule(bid(2, NT), nt, *INVITE))
        out.append(
            rule(
                bid(2, D),
                cond(
                    TWO_OVER_ONE_HCP,
                    lens={D: (4, 13)},
                    checks=(Check("", "", lambda f: f.length(D) > f.length(C)),),
                ),
                *two_level,
                force=one_round,
            )
        )
        out.append(
            rule(
                bid(2, C),
                cond(TWO_OVER_ONE_HCP, lens={C: (4, 13)}),
                *two_level,
                force=one_round,
            )
        )
        out.append(rule(bid(1, NT), cond((6, 10)), "не форсинг", "not forcing"))
        # 11+ without a fit or a four-card suit to show: the longer minor, even of three.
        # Not for a passed hand: at 11-12 its balanced hands bid 2NT above and its
        # four-card suits bid themselves, so the three-card minor never comes to it, and
        # the passed hand's new suit at two reads as the four cards it always holds.
        for suit in below if not passed else ():
            out.append(
                rule(
                    bid(2, suit),
                    cond((11, MAX_HCP), lens={suit: (3, 13)}, checks=(longest_of(suit, below),)),
                    *two_level,
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
                    checks=(longer_than(other, H), longer_than(other, S)),
                ),
                *(new_suit if other is D else two_level),
                force=one_round,
            )
        )
        for m in (H, S):
            out.append(
                rule(
                    bid(1, m),
                    cond(ONE_LEVEL_NEW_SUIT, lens={m: (4, 13)}, checks=(pick_major(m),)),
                    *new_suit,
                    force=one_round,
                )
            )
        # A balanced game-going hand with no major says so at once (SAYC booklet: 1♣-2NT
        # 13-15, 1♣-3NT): the no-trump response comes before 1♦, which a five-card diamond
        # suit of 13+ has already taken above; weaker hands bid 1♦ up the line.
        if not passed:
            out.append(
                rule(bid(2, NT), cond((13, 15), balanced=True, lens=NO_4M), *GF, force=Force.GAME)
            )
        # The booklet gives 1m-3NT as 16-17; 18 is kept here (Goren's 16-18) because the
        # system has no temporizing new suit for a balanced 18 without a four-card suit to
        # bid, and the jump shift below would name a three-card suit.
        out.append(rule(bid(3, NT), cond(NT_GAME_RESPONSE, balanced=True, lens=NO_4M), *TO_PLAY))
        if x is C:
            out.append(
                rule(
                    bid(1, D),
                    cond(ONE_LEVEL_NEW_SUIT, lens={D: (4, 13), **NO_4M}),
                    *new_suit,
                    force=one_round,
                )
            )
        # The limit raise (SAYC: 10–12 points, four trumps) comes before a 2♣ response with
        # the same values: it tells the strength and the fit at once. A singleton or void
        # makes 8–9 HCP worth it (dummy points).
        limit = LIMIT if g > 3 else GAME_PS
        # Four diamonds or five clubs (SAYC: 1♣ may be a three-card suit).
        fit = {x: (support, 13), **NO_4M}
        out.append(rule(bid(3, x), cond(MINOR_LIMIT, lens=fit), *limit))
        out.append(
            rule(
                bid(3, x),
                cond((8, 9), pts=MINOR_LIMIT, trump=x, lens=fit, checks=(SHORTNESS,)),
                *limit,
            )
        )
        if passed:
            # A passed hand has no game force: its 2NT is 11-12 balanced, invitational
            # (Root, Commonsense Bidding; Grant), where a new suit would not force.
            out.append(rule(bid(2, NT), cond(PASSED_HAND_2NT, balanced=True, lens=NO_4M), *INVITE))
            # A passed hand above its range (its pass was not the system's) still raises:
            # the limit raise is the strongest call a passed hand has in partner's minor.
            above = cond((PASSED_HAND_MAX + 1, MAX_HCP), lens=fit)
            out.append(rule(bid(3, x), above, *limit))
            # Without the fit, balanced, its strongest call is the invitational 2NT.
            above = cond((PASSED_HAND_MAX + 1, MAX_HCP), balanced=True, lens=NO_4M)
            out.append(rule(bid(2, NT), above, *INVITE))
        if x is D:
            out.append(
                rule(
                    bid(2, C),
                    cond(TWO_OVER_ONE_HCP, lens={C: (4, 13), **NO_4M}),
                    *two_level,
                    force=one_round,
                )
            )
            # Balanced above 1D-3NT's range with no major and three clubs: 2C, forcing,
            # then no-trump at a jump (Root, "Commonsense Bidding": a strong balanced
            # responder bids a new suit and jumps in no-trump next; a jump shift needs a
            # real suit, and three spades are none).
            strong = cond(
                (NT_GAME_RESPONSE[1] + 1, MAX_HCP), balanced=True, lens={C: (3, 13), **NO_4M}
            )
            out.append(rule(bid(2, C), strong, *two_level, force=one_round))
        out.append(rule(bid(2, x), cond((6, 10), lens={x: (support, 13), **NO_4M}), *RAISE))
        out.append(rule(bid(1, NT), cond((6, 10), lens=NO_4M), "не форсинг", "not forcing"))
        # 11-12 with four clubs only, no major and no four diamonds: no 1NT (6-10) and no 2NT
        # (13-15) fits, so the limit raise with four trumps is the nearest call.
        if x is C:
            four_clubs = cond(MINOR_LIMIT_FOUR_CLUBS, lens={C: (4, 13), **NO_4M})
            out.append(rule(bid(3, C), four_clubs, *limit))
        # Game values with no major and no minor to bid (a long fit in the opened minor,
        # clubs too short for 2♣): 2NT forces to game. It stays limited (13-16): unlimited,
        # it left the opener's 3NT over it reading 10-19, and the rare 17+ hand of this shape
        # takes the catch-all jump shift below.
        if not passed:
            out.append(
                rule(bid(2, NT), cond((13, RESPONSE_MAX), lens=NO_4M), *GF, force=Force.GAME)
            )
    # 17+ that nothing above fits: the jump shift all the same, in the longest side suit.
    side = tuple(s for s in (S, H, D, C) if s is not x)
    for suit in side:
        out.append(
            rule(
                bid(2 if suit.order > x.order else 3, suit),
                cond(STRONG_RESPONSE, checks=(longest_of(suit, side),)),
                *JUMP_SHIFT,
                force=Force.GAME,
            )
        )
    out.append(rule(PASS, cond((0, 5)), "слабая рука", "weak hand", Tag.PASS))
    out.append(catch_all_pass(bounded=True))
    return out
