"""The strong artificial 2♣ opening: responses, opener's rebid, responder's second call (the
second negative) and opener's call after it."""

from __future__ import annotations

from dataclasses import replace

from biritch.bots.bidding.core import (
    MAX_HCP,
    Check,
    Condition,
    Force,
    Rule,
    State,
    Tag,
    cond,
)
from biritch.bots.bidding.system.common import (
    GAME_IN_HAND,
    GF,
    NT,
    SEMI_BALANCED,
    SUPPORT,
    TO_PLAY,
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
    need,
    rule,
    stoppers_in,
)
from biritch.bots.bidding.system.notrump import ace_in, nt_responses
from biritch.bots.bidding.system.slam_zone import (
    BLACKWOOD,
    QUANTITATIVE,
    SMALL_SLAM_PTS,
    WAITING_ASK_HCP,
    revalued_at_least,
)
from biritch.engine import PASS, SUITS, Bid, Strain, Suit

#: HCP of a positive response to 2♣ (SAYC booklet: 8 or more).
POSITIVE_MIN = 8


def two_club_responses() -> list[Rule]:
    """Partner opened a strong 2♣, RHO passed."""
    out: list[Rule] = []
    for m, level in ((S, 2), (H, 2), (D, 3), (C, 3)):
        out.append(
            rule(
                bid(level, m),
                cond((8, MAX_HCP), lens={m: (5, 13)}, checks=(good_suit(m), longest_is(m))),
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


OVERCALL_POSITIVE = (
    "положительный ответ после вмешательства: 5+ карт, форсинг до гейма",
    "positive response over the overcall: five cards, game forcing",
)


def positive_over_overcall(st: State) -> list[Rule] | None:
    """Partner opened 2♣ and my right-hand opponent overcalled a suit: with the values of
    a positive response (8+) and a reasonable five-card suit, headed by the queen at least,
    I name it at once, forcing to game, before they raise and take the room (Grant, ACBL
    Bridge Series: over interference responder shows such a suit now, its quality a little
    below the uncontested positive's). Other hands are judged (dispatch.py). None when the
    auction is not this one."""
    op, rho = st.opening, st.last_of(st.me.rho)
    if op is None or op.seat is not st.partner or op.rule.tag is not Tag.STRONG_2C:
        return None
    if st.acted(st.me) or len(st.acted(st.partner)) != 1 or st.acted(st.me.lho):
        return None
    if rho is None or not isinstance(rho.call, Bid) or rho.call.strain.suit is None:
        return None
    theirs = rho.call.strain.suit
    out: list[Rule] = []
    for z in (S, H, D, C):
        b = cheapest_bid(st, z)
        if z is theirs or b is None or b.level > 3:
            continue
        c = cond((POSITIVE_MIN, MAX_HCP), lens={z: (5, 13)}, checks=(decent_suit(z), longest_is(z)))
        out.append(rule(b, c, *OVERCALL_POSITIVE, force=Force.GAME))
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
        # SAYC booklet, "Strong 2♣": 2NT 22–24, 3NT 25–27; stronger balanced hands name a
        # suit first, so responder can count the 3NT rebid for slam.
        rule(bid(3, NT), cond(THREE_NT_REBID, balanced=True), *TO_PLAY),
    ]
    for m, level in ((S, 2), (H, 2), (D, 3), (C, 3)):
        out.append(
            rule(
                bid(level, m),
                cond(lens={m: (4, 13)}, checks=(longest_is(m),)),
                *GF,
                force=Force.GAME,
            )
        )
    out.append(catch_all_pass())
    return out


OWN_SUIT_OVER_OVERCALL = (
    "своя масть, 5+ карт: форсинг до гейма",
    "own suit, five cards or more: game forcing",
)


def rebid_over_overcall(st: State) -> list[Rule] | None:
    """2♣–2♦ and my right-hand opponent overcalled a suit: the auction is still forced to
    game, so I describe my hand as without the overcall: 2NT or 3NT balanced with their suit
    stopped (22-24, 25-27), else my longest suit of five cards or more at the cheapest
    level (SAYC booklet, "Strong 2♣": the opener's rebids are natural; Root, "Commonsense
    Bidding": over interference the strong hand goes on describing itself). Other hands
    (a trump stack for a penalty double, a four-card suit) are judged (dispatch.py). None
    when the auction is not this one."""
    op, rho = st.opening, st.last_of(st.me.rho)
    if op is None or op.seat is not st.me or op.rule.tag is not Tag.STRONG_2C:
        return None
    his = st.acted(st.partner)
    if len(st.acted(st.me)) != 1 or len(his) != 1 or his[0].rule.tag is not Tag.WAITING:
        return None
    if rho is None or not isinstance(rho.call, Bid) or rho.call.strain.suit is None:
        return None
    if st.acted(st.me.lho):
        return None
    theirs = rho.call.strain.suit
    stop = stoppers_in([theirs])
    out: list[Rule] = []
    for level, hcp in ((2, TWO_NT_REBID), (3, THREE_NT_REBID)):
        if st.auction.is_legal(bid(level, NT)):
            out.append(rule(bid(level, NT), cond(hcp, balanced=True, checks=stop), *TO_PLAY))
    for z in (S, H, D, C):
        b = cheapest_bid(st, z)
        if z is not theirs and b is not None and b.level <= 3:
            c = cond(lens={z: (5, 13)}, checks=(longest_is(z),))
            out.append(rule(b, c, *OWN_SUIT_OVER_OVERCALL, force=Force.GAME))
    return out


def two_club_second_call(st: State, x: Suit) -> list[Rule]:
    """I waited with 2♦ over partner's 2♣ and he rebid his suit ``x`` (game forcing). With
    0–3 HCP the second negative: the cheaper minor, 3♣ over a major (3♦ over 3♣), which
    lets the auction stop below game; else support, a five-card suit of my own, or
    no-trump, all game forcing."""
    if x.is_major and st.last_bid == bid(3, x):
        return _after_jump_rebid(st, x)
    out: list[Rule] = []
    negative = bid(3, C) if x.is_major else bid(3, D) if x is C else None
    if negative is not None:
        out.append(
            rule(
                negative,
                cond((0, 3)),
                "второй негатив: слабая рука",
                "second negative: a weak hand",
                Tag.SECOND_NEGATIVE,
                Force.RELEASE,
            )
        )
    support = cheapest_bid(st, x)
    if support is not None:
        # Three cards support a major; a minor wants four, a balanced hand bids 3NT
        # instead (Root, "Commonsense Bidding": nine tricks before eleven).
        out.append(
            rule(
                support,
                cond((4, MAX_HCP), lens={x: (3 if x.is_major else 4, 13)}),
                "поддержка, есть ценности",
                "support with some values",
                force=Force.GAME,
            )
        )
    for z in (S, H, D, C):
        b = cheapest_bid(st, z)
        if z is x or b is None or b.level > 3 or b == negative:
            continue
        out.append(
            rule(
                b,
                cond((4, MAX_HCP), lens={z: (5, 13)}, checks=(longest_is(z),)),
                "своя масть, 5+ карт",
                "own suit, five cards or more",
                force=Force.GAME,
            )
        )
    nt = cheapest_bid(st, NT)
    if nt is not None:
        out.append(
            rule(
                nt,
                cond((4, MAX_HCP)),
                "ценности без фита",
                "some values, no fit",
                force=Force.GAME,
            )
        )
        # No second negative left (over 3♦): the bust still has to answer the game force.
        out.append(rule(nt, cond((0, 3)), "вынужденно: слабая рука", "forced: a bust"))
    return out


NO_ACE_GAME = (
    "без бокового туза: гейм в согласованной масти",
    "no side ace: game in the agreed suit",
)
ACE_CUE = ("контрольная заявка: туз", "cue-bid: an ace")


def _after_jump_rebid(st: State, x: Suit) -> list[Rule]:
    """2♣–2♦–3♥/3♠: the opener's jump shows a solid suit and sets it as trumps (Goren;
    Root, "Commonsense Bidding": responder cue-bids an ace, the cheapest first, and without
    one raises to game whatever his length)."""
    return cue_or_game(st, x)


def cue_or_game(st: State, x: Suit) -> list[Rule]:
    """The 2♣ opener has set ``x`` as trumps (his jump after 2♦, or his raise of my
    positive response): I cue-bid my cheapest side ace below game, else bid the game; he is
    the captain and asks for aces himself (Root, "Commonsense Bidding")."""
    game = bid(st.game_level(Strain.of(x)), x)
    out: list[Rule] = []
    for z in (C, D, H, S):
        b = cheapest_bid(st, z)
        if z is not x and b is not None and b < game:
            out.append(rule(b, cond(checks=(ace_in(z),)), *ACE_CUE, Tag.CUEBID, Force.ONE_ROUND))
    out.sort(key=lambda r: r.call if isinstance(r.call, Bid) else game)
    out.append(rule(game, cond(), *NO_ACE_GAME))
    return out


def at_most_as_long(z: Suit, x: Suit) -> Check:
    """``z`` no longer than ``x``."""
    return Check("", "", lambda f: f.length(z) <= f.length(x))


def after_second_negative(st: State, x: Suit) -> list[Rule]:
    """I opened 2♣, rebid ``x`` and partner gave the second negative: game with game in
    hand, a second suit (forcing one round), 3NT balanced, else my suit again (may be
    passed)."""
    out: list[Rule] = []
    game = bid(st.game_level(Strain.of(x)), x)
    if game > bid(3, D):
        out.append(rule(game, cond(lens={x: (6, 13)}, checks=(GAME_IN_HAND,)), *TO_PLAY))
    for z in (S, H, D):
        b = cheapest_bid(st, z)
        if z is x or b is None or b.level > 3:
            continue
        out.append(
            rule(
                b,
                # As long as my first suit, not only shorter: a 4-4 or 5-5 hand shows
                # its second suit too (the first was bid first as the higher one), where
                # a rebid of the first would promise five (Root, "Commonsense Bidding":
                # after the second negative the strong hand goes on describing itself).
                cond(lens={z: (4, 13)}, checks=(at_most_as_long(z, x),)),
                "вторая масть, форсинг на круг",
                "second suit, forcing one round",
                force=Force.ONE_ROUND,
            )
        )
    out.append(rule(bid(3, NT), cond((22, MAX_HCP), checks=(SEMI_BALANCED,)), *TO_PLAY))
    again = cheapest_bid(st, x)
    if again is not None:
        out.append(
            rule(
                again,
                cond(lens={x: (5, 13)}),
                "повтор масти, можно пасовать",
                "rebids the suit, may be passed",
            )
        )
        out.append(Rule(again, cond(), "", "", last_resort=True))
    return out


OPENER_SECOND_SUIT = ("вторая масть, форсинг до гейма", "second suit, game forcing")
OPENER_SIX_AGAIN = ("6+ карт в своей масти, форсинг", "six cards in my suit, forcing")
MAJOR_FIT_GAME = ("3+ карты в мажоре партнёра: гейм", "three cards in partner's major: game")


def opener_after_answer(st: State, x: Suit, y: Suit | None) -> list[Rule]:
    """2♣–2♦–``x``, and partner answered with values and no fit for ``x``: his own suit
    ``y`` (five cards) or 2NT (``y`` None); the game is forced. SAYC booklet, "Strong 2♣":
    the opener's rebids are natural; Root, "Commonsense Bidding": the strong hand goes on
    describing itself below game: three cards raise partner's major, a six-card suit is
    rebid (so a doubleton makes the fit), a second suit of four cards is shown, an even
    hand with the other suits stopped bids 3NT. Slam values ask first (slam_zone.py); the
    hands left are judged (dispatch.py)."""
    out: list[Rule] = []
    game = st.game_level
    if y is not None and y.is_major:
        raise_y = cheapest_bid(st, y)
        if raise_y is not None:
            out.append(rule(raise_y, cond(lens={y: (3, 13)}), *MAJOR_FIT_GAME))
    again = cheapest_bid(st, x)
    if again is not None and again.level < game(Strain.of(x)):
        c = cond(lens={x: (6, 13)})
        out.append(rule(again, c, *OPENER_SIX_AGAIN, force=Force.GAME))
    for z in (S, H, D, C):
        b = cheapest_bid(st, z)
        if z in (x, y) or b is None or b.level >= game(Strain.of(z)):
            continue
        c = cond(lens={z: (4, 13)}, checks=(at_most_as_long(z, x),))
        out.append(rule(b, c, *OPENER_SECOND_SUIT, force=Force.GAME))
    nt = cheapest_bid(st, NT)
    unbid = [s for s in (S, H, D, C) if s not in (x, y)]
    if nt is not None:
        out.append(rule(nt, cond(checks=stoppers_in(unbid)), *NT_STOPPERS))
    return out


NO_FIT_SLAM = (
    "малый шлем в БК: нет фита, 33 вместе",
    "small slam in no-trump: no fit, 33 together",
)
DOUBLETON_GAME = (
    "2+ карты в масти партнёра: гейм в ней",
    "two cards in partner's suit: game in it",
)


def after_suit_again(st: State, x: Suit) -> list[Rule]:
    """2♣–2♦–``x``–my values without a fit for it–``x`` again below game (six cards): a
    doubleton makes the eight-card fit, so its game; else 3NT
    (Root, "Commonsense Bidding": a rebid suit needs only two cards for a raise), or 6NT
    with a small slam's HCP together."""
    out: list[Rule] = []
    # Without the fit, a small slam's HCP opposite the opener's 22 (Goren's 33; with a
    # doubleton the slam zone asks for aces first): the no-trump slam.
    slam = cond((WAITING_ASK_HCP, MAX_HCP), lens={x: (0, 1)})
    out.append(rule(bid(6, NT), slam, *NO_FIT_SLAM))
    game = bid(st.game_level(Strain.of(x)), x)
    if st.last_bid is not None and game > st.last_bid:
        out.append(rule(game, cond(lens={x: (2, 13)}), *DOUBLETON_GAME))
    nt = cheapest_bid(st, NT)
    if nt is not None:
        out.append(rule(nt, cond(), *BALANCED_NO_FIT))
    out.append(catch_all_pass())
    return out


SLAM_TRY_CUE = (
    "контрольная заявка: туз, интерес к шлему",
    "cue-bid: an ace, slam interest",
)
#: Revalued points (HCP, shortness as declarer, trump length) for the 2♣ opener's slam try
#: over responder's raise: a slam if responder holds nine of his 4-12 (Goren's 33). From
#: the slam zone's Blackwood (27) up he asks at once.
SLAM_TRY_PTS = 24
SLAM_TRY_TRUMPS = 5


def slam_try_cues(st: State, x: Suit) -> list[Rule]:
    """2♣–2♦–``x``–3``x`` (responder's raise with some values, 4-12): with a slam if he
    holds the top of his range, the opener cue-bids his cheapest side ace below game
    (Root, "Commonsense Bidding": with the trumps agreed the strong hand shows controls on
    the way to game; a direct game bid shows no interest). Other hands are judged."""
    game = bid(st.game_level(Strain.of(x)), x)
    out: list[Rule] = []
    for z in (C, D, H, S):
        b = cheapest_bid(st, z)
        if z is x or b is None or not b < game:
            continue
        c = cond(
            lens={x: (SLAM_TRY_TRUMPS, 13)},
            checks=(ace_in(z), revalued_at_least(x, SLAM_TRY_PTS)),
        )
        out.append(rule(b, c, *SLAM_TRY_CUE, Tag.CUEBID, Force.ONE_ROUND))
    out.sort(key=lambda r: r.call if isinstance(r.call, Bid) else game)
    return out


ACCEPT_CUE = ("принимает: туз, верх диапазона", "accepts: an ace, the top of the range")
DECLINE_TRY = ("отказ: гейм в согласованной масти", "declines: game in the agreed suit")
#: Responder's HCP that make the slam opposite the opener's slam try (Goren's 33 with 24).
ACCEPT_HCP = SMALL_SLAM_PTS - SLAM_TRY_PTS


def answer_slam_try(st: State, x: Suit) -> list[Rule]:
    """I raised the 2♣ opener's ``x`` and he cue-bid an ace, trying for slam: with the top
    of my range I cue-bid my cheapest side ace below game, else (a minimum, or no ace to
    show) I bid the game (Root, "Commonsense Bidding")."""
    game = bid(st.game_level(Strain.of(x)), x)
    out: list[Rule] = []
    for z in (C, D, H, S):
        b = cheapest_bid(st, z)
        if z is not x and b is not None and b < game:
            c = cond((ACCEPT_HCP, MAX_HCP), checks=(ace_in(z),))
            out.append(rule(b, c, *ACCEPT_CUE, Tag.CUEBID, Force.ONE_ROUND))
    out.sort(key=lambda r: r.call if isinstance(r.call, Bid) else game)
    out.append(rule(game, cond(), *DECLINE_TRY))
    return out


def ask_after_cues(st: State) -> list[Rule]:
    """The 2♣ opener tried for slam with a cue-bid and responder cue-bid an ace back,
    accepting: the opener asks for aces (SAYC booklet: Blackwood 4NT) and places the
    contract by the reply."""
    four_nt = bid(4, NT)
    if not st.auction.is_legal(four_nt):
        return [catch_all_pass()]
    return [rule(four_nt, cond(), *BLACKWOOD, Tag.BLACKWOOD, Force.ONE_ROUND)]


SECOND_SUIT_RAISE = ("4+ карты во второй масти партнёра", "four cards in partner's second suit")
SECOND_SUIT_THREE = ("3 карты во второй масти партнёра", "three cards in partner's second suit")
FIRST_SUIT_PREFERENCE = ("выбор первой масти партнёра", "preference for partner's first suit")
BUST_NT = ("слабая рука, остановки в остальных мастях", "a bust, the other suits stopped")
MINOR_NT = ("слабая рука: гейм в БК, а не в миноре", "a bust: the no-trump game, not the minor")


def after_second_suit(st: State, x: Suit, z: Suit) -> list[Rule]:
    """2♣–2♦–(``x``)–second negative–a new suit ``z`` (forcing one round): the bust (0–3
    HCP) answers it. Root, "Commonsense Bidding" (after the second negative the opener's new
    suit forces; responder raises the second suit with four cards, else gives preference to
    the first, which holds five): four cards in a second major raise it; three cards in a
    first major prefer it; 3NT wants the unbid suits stopped; a doubleton in a first major
    still prefers it (five-two) to no-trump without stoppers; after a first minor, 3NT."""
    out: list[Rule] = []
    unbid = [s for s in (S, H, D, C) if s not in (x, z)]
    first, second = cheapest_bid(st, x), cheapest_bid(st, z)
    if second is not None and z.is_major:
        out.append(rule(second, cond(lens={z: (4, 13)}), *SECOND_SUIT_RAISE))
    if first is not None and x.is_major:
        out.append(rule(first, cond(lens={x: (3, 13)}), *FIRST_SUIT_PREFERENCE))
    nt = cheapest_bid(st, NT)
    if nt is not None:
        out.append(rule(nt, cond(checks=stoppers_in(unbid)), *BUST_NT))
    if x.is_major:
        if first is not None:
            out.append(rule(first, cond(lens={x: (2, 13)}), *FIRST_SUIT_PREFERENCE))
        if second is not None:
            out.append(rule(second, cond(lens={z: (3, 13)}), *SECOND_SUIT_THREE))
    if x.is_major and first is not None:
        # Any bust left (a singleton, no stoppers) still prefers the five-card major: the
        # preference's reading says so, rather than a last resort it would leave out.
        out.append(rule(first, cond(), *FIRST_SUIT_PREFERENCE))
    elif nt is not None:
        # Opposite a minor (forcing only to four of it, SAYC booklet) 3NT is the game.
        out.append(rule(nt, cond(), *MINOR_NT))
    return out


#: Losers the 2♣ opener may hold and still bid game opposite the bust's raise or three-card
#: preference below game (Root, "Commonsense Bidding": after the second negative the strong
#: hand bids the game with ten tricks in view; the fit covers a loser, the bust no more).
GAME_LOSERS = 4
FEW_LOSERS = Check(
    "не больше четырёх проигрышей",
    "four losers at most",
    lambda f: f.losers() <= GAME_LOSERS,
)
BUST_FIT_GAME = ("гейм: фит найден", "game: the fit is found")
BUST_FIT_PART = ("частичная: больше четырёх проигрышей", "part-score: more than four losers")
BUST_FIT_REACHED = ("гейм достигнут", "game reached")


def after_bust_answer(st: State, t: Suit) -> list[Rule]:
    """2♣–2♦–a suit–second negative–a second suit, and the bust raised it or gave
    preference in ``t`` below game: the opener bids the game with four losers at most,
    else passes."""
    game = bid(st.game_level(Strain.of(t)), t)
    if st.last_bid is None or not game > st.last_bid:
        return [rule(PASS, Condition(), *BUST_FIT_REACHED, Tag.PASS)]
    return [
        rule(game, cond(checks=(FEW_LOSERS,)), *BUST_FIT_GAME),
        rule(PASS, Condition(), *BUST_FIT_PART, Tag.PASS),
    ]


OWN_SUIT_GF = ("своя масть, форсинг до гейма", "own suit, game forcing")


def _own_suits(st: State, suits: list[Suit], n: int) -> list[Rule]:
    """The cheapest bid in each of ``suits`` holding ``n`` cards or more, my longest."""
    out: list[Rule] = []
    for z in suits:
        b = cheapest_bid(st, z)
        if b is not None:
            c = cond(lens={z: (n, 13)}, checks=(longest_is(z),))
            out.append(rule(b, c, *OWN_SUIT_GF, force=Force.GAME))
    return out


def after_positive_response(st: State, y: Suit | None) -> list[Rule]:
    """I opened 2♣ and partner gave a positive response in his suit ``y`` (five cards or
    more, game forcing), or in 2NT (``y`` None: a balanced 8+). SAYC: opener now shows
    his own suit; with a fit he agrees partner's. A long suit of mine comes first (six
    cards), then four-card support, then a five-card suit, three-card support of a major,
    no-trump with a balanced hand, and a four-card suit. Blackwood waits until a fit is
    found (slam_zone.py); opposite the 2NT positive a balanced hand counts the no-trump
    slam at once."""
    out: list[Rule] = []
    own = [z for z in (S, H, D, C) if z is not y]
    support = cheapest_bid(st, y) if y is not None else None
    for n in (6, 5):
        out.extend(_own_suits(st, own, n))
        if support is not None and y is not None:
            # Three-card support agrees a major; a minor wants four (3NT first).
            c = cond(lens={y: (n - 2 if y.is_major else 4, 13)})
            out.append(rule(support, c, *AGREED, force=Force.GAME))
    nt = cheapest_bid(st, NT)
    if y is None:
        out.extend(_nt_slams_opposite_positive())
    if nt is not None and y is None:
        # Below the slam the balanced 2♣ opener holds what his 2NT rebid would show.
        out.append(rule(nt, cond(TWO_NT_REBID, balanced=True), *BALANCED_OVER_2NT))
    elif nt is not None:
        c = cond(balanced=True)
        out.append(rule(nt, c, *BALANCED_NO_FIT, force=Force.GAME))
    out.extend(_own_suits(st, own, 4))
    if nt is not None:
        out.append(_any_hand_nt(st, nt))
    out.append(catch_all_pass())
    return out


OWN_SUIT_AGAIN = ("своя масть снова", "own suit again")
OWN_SUIT_FIVE = (
    "своя масть снова: нет фита и остановок",
    "own suit again: no fit, no stoppers",
)
NT_STOPPERS = ("остановки в остальных мастях", "the other suits stopped")


def after_positive_then_suit(st: State, y: Suit | None, z: Suit) -> list[Rule]:
    """I gave a positive response to partner's 2♣ (a suit ``y``, or 2NT when None) and he
    named his own suit ``z``; the game is forced. Root, "Commonsense Bidding": support his
    suit first (three cards for a major, four for a minor), else rebid a six-card suit,
    bid no-trump with the other suits stopped, else repeat the five-card suit (no-trump
    last of all)."""
    out: list[Rule] = []
    own = cheapest_bid(st, y) if y is not None else None
    his = cheapest_bid(st, z)
    nt = cheapest_bid(st, NT)
    unbid = [s for s in (S, H, D, C) if s is not y and s is not z]
    if his is not None:
        c = cond(lens={z: (3 if z.is_major else 4, 13)})
        out.append(rule(his, c, *SUPPORT, force=Force.GAME))
    if own is not None and y is not None:
        out.append(rule(own, cond(lens={y: (6, 13)}), *OWN_SUIT_AGAIN, force=Force.GAME))
    if nt is not None:
        out.append(rule(nt, cond(checks=stoppers_in(unbid)), *NT_STOPPERS, force=Force.GAME))
    if own is not None and y is not None:
        out.append(rule(own, cond(lens={y: (5, 13)}), *OWN_SUIT_FIVE, force=Force.GAME))
    if nt is not None:
        out.append(_any_hand_nt(st, nt))
    return out


def _any_hand_nt(st: State, nt: Bid) -> Rule:
    """No-trump for whatever hand the rules above leave. While every suit can still be bid
    those rules cover every hand, so it is a last resort, left out of the reading; once
    the auction has gone past some of them (partner jumped to seven) it takes real hands
    and reads as what it is."""
    room = all(cheapest_bid(st, s) is not None for s in SUITS)
    return Rule(nt, cond(), "", "", force=Force.GAME, last_resort=room)


AGREED = ("поддержка: масть партнёра согласована", "support: partner's suit is agreed")
BALANCED_NO_FIT = ("равномерная, без фита", "balanced, no fit")
BALANCED_OVER_2NT = ("гейм: для шлема мало", "game: short of a slam")

#: The 2NT positive response to 2♣ (SAYC booklet: balanced, 8 HCP or more).
POSITIVE_NT_MIN = 8


def _nt_slams_opposite_positive() -> list[Rule]:
    """2♣–2NT: a balanced opener adds his HCP to the 8 partner promised at least: 33
    together make the small slam, 37 the grand (Goren's count), bid at once; less bids
    3NT and leaves a slam to partner, who knows both ranges."""
    return [
        rule(
            bid(level, NT),
            cond((need(level, NT) - POSITIVE_NT_MIN, MAX_HCP), balanced=True),
            *TO_PLAY,
        )
        for level in (7, 6)
    ]


#: The 2♣ opener's 2NT rebid (SAYC: 22–24 balanced).
TWO_NT_REBID = (22, 24)
#: The 2♣ opener's 3NT rebid (SAYC: 25–27 balanced).
THREE_NT_REBID = (25, 27)


def after_two_nt_rebid(st: State) -> list[Rule]:
    """2♣–2♦–2NT: responder answers as over a 2NT opening of 22–24 (SAYC booklet: the same
    system on), but a hand with slam values says so first: opposite 22–24 a small slam
    needs only 9–11 (Goren's 33), so the no-trump slams come before Stayman and the suit
    bids, and the quantitative 4NT too but for a four-card major's Stayman: the suit bids
    then show 2–8 and a game at most, Stayman 2–10."""
    rules = nt_responses(st, 2, *TWO_NT_REBID, grand_invite=False)
    slam = [
        r for r in rules if isinstance(r.call, Bid) and r.call.strain is NT and r.call.level >= 4
    ]
    # Highest first: each slam call then takes the top of the range the ones below keep.
    slam.sort(key=lambda r: r.call.level if isinstance(r.call, Bid) else 0, reverse=True)
    rest = [r for r in rules if r not in slam]
    # The invitation waits for Stayman with a four-card major: "the same as over a 2NT
    # opening", 3♣ first, then the slam in the fit or 4NT over 3♦ (SAYC booklet, "Strong
    # 2♣"). The slams themselves stay first, so Stayman shows an invitation at most.
    ask = [
        replace(r, cond=replace(r.cond, hcp=(r.cond.hcp[0], WAITING_ASK_HCP - 1)))
        for r in rest
        if r.tag is Tag.STAYMAN
    ]
    invite = [r for r in slam if r.tag is Tag.QUANTITATIVE]
    return [r for r in slam if r not in invite] + ask + invite + rest


#: A six-card major opposite the 3NT rebid: four of it is the game (Root, "Commonsense
#: Bidding": a long major plays better in its own game than in no-trump).
SIX_CARD_MAJOR_GAME = ("6+ карт в мажоре: гейм в нём", "a six-card major: game in it")


def after_three_nt_rebid(st: State) -> list[Rule]:
    """2♣–2♦–3NT (25–27 balanced): responder counts the slam as over a 3NT of that range
    (SAYC booklet, "Strong 2♣": 3NT 25-27; Goren's 33 and 37): the small slam with 8-11
    opposite the minimum, the grand with 12, the quantitative 4NT with 6-7 (33 only
    opposite the maximum), four of a six-card major as the game, else pass."""
    lo, hi = THREE_NT_REBID
    small, grand = need(6, NT), need(7, NT)
    out = [
        rule(bid(7, NT), cond((grand - lo, MAX_HCP)), *TO_PLAY),
        rule(bid(6, NT), cond((small - lo, grand - lo - 1)), *TO_PLAY),
        rule(
            bid(4, NT),
            cond((small - hi, small - lo - 1)),
            *QUANTITATIVE,
            Tag.QUANTITATIVE,
        ),
    ]
    for m in (S, H):
        c = cond((0, small - hi - 1), lens={m: (6, 13)}, checks=(longest_is(m),))
        out.append(rule(bid(4, m), c, *SIX_CARD_MAJOR_GAME))
    out.append(rule(PASS, cond((0, small - hi - 1)), "слабая рука", "weak hand", Tag.PASS))
    out.append(catch_all_pass(bounded=True))
    return out
