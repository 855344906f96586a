"""The next round of our side's contested auctions: the opener after a negative double, responder
when partner's 1NT is doubled, after our redouble, Stayman over partner's 1NT overcall."""

from __future__ import annotations

from biritch.bots.bidding.core import (
    MAX_HCP,
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
from biritch.bots.bidding.system.common import (
    GAME,
    INVITE,
    NT,
    SEMI_BALANCED,
    SHORTNESS,
    TO_PLAY,
    C,
    D,
    H,
    S,
    bid,
    catch_all_pass,
    cheapest_bid,
    decent_suit,
    longest_is,
    rule,
    stopper_in,
    stoppers_in,
)
from biritch.bots.bidding.system.competition.responses import (
    NATURAL,
    REOPEN,
    raise_length,
)
from biritch.bots.bidding.system.competition.shared import (
    their_suits,
)
from biritch.bots.bidding.system.competition.two_suiters import (
    index_of,
)
from biritch.bots.bidding.system.notrump import FIVE_CARD_SUIT
from biritch.bots.bidding.system.slam import trump_honors
from biritch.engine import (
    DOUBLE,
    PASS,
    REDOUBLE,
    Bid,
    Pass,
    Strain,
    Suit,
)

# --- opener after partner's negative double ---------------------------------------------------

SHOW_SUIT = ("показ масти партнёру после отрицательной контры", "shows a suit the double asked for")
SHOW_SUIT_JUMP = (
    "прыжок в масть партнёра: 16–18 очков, лишняя сила",
    "jump in the suit the double asked for: 16-18 points, extra values",
)
CONVERT = ("играть контру на штраф", "converts the double to penalty")


def after_negative_double(st: State, x: Suit, dbl: Seen) -> list[Rule]:
    """I opened 1x, they overcalled, partner made a negative double and RHO passed (SAYC):
    show the suit it asked for (a jump with 16–18, game with 19+), no-trump with their
    suit stopped, my long suit, another suit; pass only with a trump stack."""
    last = st.last_bid
    assert last is not None
    t = last.strain.suit
    assert t is not None
    shown = dbl.shown
    asked = [z for z in (S, H, D, C) if z not in (x, t) and shown.min_len(z) >= 3]
    out: list[Rule] = [
        rule(
            PASS,
            cond(
                (12, MAX_HCP),
                lens={t: (5 if last.level == 1 else 4, 13)},
                checks=(trump_honors(t, 3),),
            ),
            *CONVERT,
            Tag.PASS,
        )
    ]
    for z in asked:
        b = cheapest_bid(st, z)
        if b is None:
            continue
        g = st.game_level(Strain.of(z))
        # Points with the fit (shortness counts): a 15-count with two doubletons jumps.
        if b.level < g:
            if b.level + 1 < g:
                out.append(rule(bid(g, z), _fit_points(z, 19, MAX_HCP), *GAME))
                out.append(rule(bid(b.level + 1, z), _fit_points(z, 16, 18), *SHOW_SUIT_JUMP))
            else:
                out.append(rule(bid(g, z), _fit_points(z, 16, MAX_HCP), *GAME))
        out.append(rule(b, _fit_points(z, 10, 15), *SHOW_SUIT))
    ntb = cheapest_bid(st, NT)
    if ntb is not None and ntb.level <= 2:
        stop = (stopper_in(t),)
        out.append(rule(ntb, cond((12, 14), balanced=True, checks=stop), *NATURAL))
        jump = bid(ntb.level + 1, NT)
        out.append(rule(jump, cond((18, 19), balanced=True, checks=stop), *NATURAL))
    own = cheapest_bid(st, x)
    if own is not None and own.level <= 3:
        out.append(rule(bid(own.level + 1, x), cond((16, 18), lens={x: (6, 13)}), *SIX_PLUS_JUMP))
        out.append(rule(own, cond((0, 15), lens={x: (6, 13)}), *SIX_PLUS))
    cue = cheapest_bid(st, t)
    if cue is not None and cue.level <= 3:
        out.append(rule(cue, cond((19, MAX_HCP)), *CUE_GF, Tag.CUEBID, Force.GAME))
    for z in (S, H, D, C):
        b = cheapest_bid(st, z)
        if z in (x, t) or z in asked or b is None or b.level > 2:
            continue
        out.append(rule(b, cond((12, 18), lens={z: (4, 13)}), *NEW_SUIT))
    if own is not None and own.level <= 3:
        # Nothing else to show: the opened suit again (it shows no more than the opening).
        out.append(rule(own, Condition(), *SIX_PLUS_ELSE))
    out.append(catch_all_pass(bounded=last.level <= 2))
    return out


def _fit_points(z: Suit, lo: int, hi: int) -> Condition:
    """Four cards in ``z``, the suit partner's negative double showed, and ``lo``-``hi``
    points with it: the opener raising the doubler's suit counts his shortness as the hand
    that will declare (3/2/1, Goren), as when he raises a response: a 13-count with a
    singleton is a minimum, not a jump."""
    return cond(pts=(lo, hi), trump=z, lens={z: (4, 13)}, declarer_count=True)


FREE_FIT = (
    "масть, о которой спросила контра, в конкуренции: 4+ карт",
    "the suit the double asked for, competing: four cards",
)
FREE_OWN = ("своя масть в конкуренции: 6+ карт", "own suit, competing: six cards or more")
FREE_SECOND = ("вторая масть: 5–5 или длиннее", "second suit: five-five or longer")
FREE_NT = ("сильная рука, их масть остановлена", "strong hand, their suit stopped")


def after_negative_double_raised(st: State, x: Suit, dbl: Seen) -> list[Rule]:
    """I opened 1x, they overcalled, partner made a negative double and RHO bid again
    (a raise mostly): my pass shows a minimum with nothing to add; with four cards in the
    suit the double asked for I compete at the three level, jump or bid the major game
    with 16+ points (15+ at the four level); a six-card suit or a five-five two-suiter
    is shown, 3NT with their suit stopped and 17+ (Bergen, Better Bidding with Bergen 2;
    Cohen's Law: the three level with nine trumps)."""
    last = st.last_bid
    assert last is not None
    theirs = their_suits(st)
    shown = dbl.shown
    asked = [z for z in (S, H, D, C) if z is not x and z not in theirs and shown.min_len(z) >= 3]
    out: list[Rule] = []
    for z in asked:
        b = cheapest_bid(st, z)
        g = st.game_level(Strain.of(z))
        if b is None or b.level > max(g, 3):
            continue
        if b.level == g:
            out.append(rule(b, _fit_points(z, 16, MAX_HCP), *GAME))
            continue
        if b.level + 1 == g:
            out.append(rule(bid(g, z), _fit_points(z, 17, MAX_HCP), *GAME))
        elif b.level + 1 < g:
            out.append(rule(bid(g, z), _fit_points(z, 19, MAX_HCP), *GAME))
            out.append(rule(bid(b.level + 1, z), _fit_points(z, 16, 18), *SHOW_SUIT_JUMP))
        out.append(rule(b, _fit_points(z, 12, 15), *FREE_FIT))
    ntb = cheapest_bid(st, NT)
    ntg = bid(st.game_level(NT), NT)
    if ntb is not None and not ntg < ntb and theirs:
        c = cond((17, MAX_HCP), checks=(SEMI_BALANCED, *stoppers_in(theirs)))
        out.append(rule(ntg, c, *FREE_NT))
    own = cheapest_bid(st, x)
    if own is not None and own.level <= 4:
        span = (12, 18) if own.level <= 3 else (15, MAX_HCP)
        out.append(rule(own, cond(span, lens={x: (6, 13)}), *FREE_OWN))
    for z in (S, H, D, C):
        bz = cheapest_bid(st, z)
        if z is x or z in theirs or z in asked or bz is None or bz.level > 4:
            continue
        span = (12, 18) if bz.level <= 3 else (14, MAX_HCP)
        c = cond(span, lens={x: (5, 13), z: (5, 13)})
        out.append(rule(bz, c, *FREE_SECOND))
    out.append(catch_all_pass())
    return out


REOPEN_SECOND = ("вторая масть: 5–5", "second suit: five-five")
REOPEN_REVERSE = ("вторая масть выше своей: сильная рука", "second suit above my own: strong hand")
REOPEN_OWN = ("своя масть ещё раз: 6+ карт", "own suit again: six cards or more")
REOPEN_EXTRA = ("вызывная: лишняя сила", "takeout: extra values")
REOPEN_NT_LABEL = (
    "сильная равномерная, их масть остановлена",
    "strong balanced, their suit stopped",
)
#: The reopening no-trump: too strong for a 1NT rebid, their suit stopped.
REOPEN_NT: Range = (18, 19)
#: The opener who reopens: a minimum opening with shape, or the strong hands above it.
REOPEN_MINIMUM: Range = (11, 16)
REOPEN_STRONG: Range = (17, MAX_HCP)
#: The most HCP of the reopening double; a hand above it cue-bids their suit (below).
REOPEN_DOUBLE_TOP = 19
REOPEN_CUE = (
    "ставка в масть противника: очень сильная рука открывшего, форсинг",
    "cue-bid: the opener's very strong hand, forcing",
)


def opener_reopens(st: State, x: Suit, t: Suit) -> list[Rule]:
    """I opened 1x, the overcall in ``t`` went round to me (partner may be waiting to pass a
    takeout double for penalty: negative doubles): double with shortness in their suit,
    else show a five-card second suit (above my suit only with a strong hand) or rebid a
    six-card suit; pass with length in their suit (Root, "Commonsense Bidding"; Bergen on
    the reopening double). A very strong hand (20+, short of a 2♣ opening) that would
    double cue-bids their suit instead, forcing: opposite a partner who passed, game is
    likely and a double he may pass for penalty undersells it (Root, "Commonsense
    Bidding": the opener's cue-bid of the overcall is his strongest rebid, forcing)."""
    top = REOPEN_DOUBLE_TOP
    out: list[Rule] = []
    cue = cheapest_bid(st, t)
    if cue is not None and cue.level <= 3:
        c = cond((top + 1, MAX_HCP), lens={t: (0, 3)})
        out.append(rule(cue, c, *REOPEN_CUE, Tag.CUEBID, Force.ONE_ROUND))
    out += [
        rule(DOUBLE, cond((12, top), lens={t: (0, 1)}), *REOPEN, Tag.TAKEOUT),
        rule(DOUBLE, cond((15, top), lens={t: (0, 2)}), *REOPEN, Tag.TAKEOUT),
    ]
    two_x = bid(2, x)
    for z in (S, H, D, C):
        b = cheapest_bid(st, z)
        if z in (x, t) or b is None or b.level > 2:
            continue
        lens = {x: (5 if x.is_major else 4, 13), z: (5, 13)}
        if b < two_x:
            out.append(rule(b, cond(REOPEN_MINIMUM, lens=lens), *REOPEN_SECOND))
        else:
            c = cond(REOPEN_STRONG, lens={**lens, z: (4, 13)})
            out.append(rule(b, c, *REOPEN_REVERSE, force=Force.ONE_ROUND))
    own = cheapest_bid(st, x)
    if own is not None and own.level <= 2:
        out.append(rule(own, cond(REOPEN_MINIMUM, lens={x: (6, 13)}), *REOPEN_OWN))
    ntb = cheapest_bid(st, NT)
    if ntb is not None and ntb.level == 2:
        # Over a two-level overcall (after one at the one level 1NT would be the weak
        # no-trump range, and the opener defends instead).
        c = cond(REOPEN_NT, balanced=True, checks=(stopper_in(t),))
        out.append(rule(ntb, c, *REOPEN_NT_LABEL))
    extras = cond((REOPEN_STRONG[0], top), lens={t: (0, 3)})
    out.append(rule(DOUBLE, extras, *REOPEN_EXTRA, Tag.TAKEOUT))
    out.append(catch_all_pass())
    return out


# --- the opener after partner's single raise, when they bid on ---------------------------------

#: The opener's points, counted as declarer with the fit, after partner's single raise: the
#: SAYC booklet's medium rebid (16-18) tries for game, the maximum (19-21) bids it.
RAISED_TRY: Range = (16, 18)
RAISED_GAME = 19
#: ... and the sound opening (13 HCP) of the medium hand with a short suit that bids the
#: game when their bid leaves no room for a try.
RAISED_GAME_HCP = 13
RAISED_TRY_LABEL = (
    "попытка гейма: 16–18 очков, длина в этой масти",
    "game try: 16-18 points, length in this suit",
)
RAISED_LAW = (
    "борьба: семь козырей (десять на линии)",
    "competing: seven trumps (ten on our side)",
)
#: The most losers of the medium opener who bids the game over their bid (see above).
RAISED_GAME_LOSERS = 5
RAISED_FIVE_LOSERS = Check(
    f"не больше {RAISED_GAME_LOSERS} проигрышных",
    f"at most {RAISED_GAME_LOSERS} losers",
    lambda f: f.losers() <= RAISED_GAME_LOSERS,
)
RAISED_LTC_GAME = (
    "гейм: пять проигрышных напротив повышения",
    "game: five losers opposite the raise",
)
RAISED_COMPETE = (
    "борьба: шесть козырей, минимум (девять на линии)",
    "competing: six trumps, a minimum (nine on our side)",
)


def opener_after_raise_contested(st: State, x: Suit) -> list[Rule]:
    """I opened one of a major ``x``, partner made the single raise and they bid on: with
    19+ points (as declarer) bid the game; with 16-18 try for game in a new suit below
    three of the major where one is open (three cards or more there); with a minimum and
    six trumps compete at the three level, nine trumps together (the Law of Total Tricks:
    Bergen, Better Bidding with Bergen 2: the re-raise in competition is competitive, not
    a try; the SAYC booklet: minimum 13-15, medium 16-18, maximum 19-21 after a single
    raise), with five when their part-score makes their bid a game; else pass. With no
    new suit below three of the major open, the medium hand with six trumps competes as
    the minimum does; with no room below the game at all, the medium hand with 13+ HCP
    and a short suit bids it, as does a sound opening with seven trumps (ten together)."""
    b = cheapest_bid(st, x)
    assert b is not None
    g = st.game_level(Strain.of(x))
    theirs = their_suits(st)
    out: list[Rule] = [
        rule(bid(g, x), cond(pts=(RAISED_GAME, MAX_HCP), trump=x, declarer_count=True), *GAME)
    ]
    if b.level == g:
        # Their bid took the room for a try: the medium hand with a sound opening and a
        # singleton or void bids the game itself (Bergen, Better Bidding with Bergen 2:
        # when they take away the invitation, shape decides; a short suit is the ruffing
        # trick that makes the game).
        out.append(rule(bid(g, x), _medium_opener(x, SHORTNESS), *GAME))
        # Seven trumps make ten with the raise: the Law's four level, with a sound opening.
        c = cond((RAISED_GAME_HCP, MAX_HCP), lens={x: (7, 13)})
        out.append(rule(bid(g, x), c, *RAISED_LAW))
    if b.level < g:
        tries = 0
        for z in (C, D, H, S):
            bz = cheapest_bid(st, z)
            if z is x or z in theirs or bz is None or not bz < b:
                continue
            c = cond(pts=RAISED_TRY, trump=x, lens={z: (3, 13)}, declarer_count=True)
            out.append(rule(bz, c, *RAISED_TRY_LABEL, force=Force.ONE_ROUND))
            tries += 1
        if not tries:
            # Their bid took the room for a try: a medium hand of five losers bids the game,
            # the raise's nine losers making ten tricks with it (Klinger's losing-trick
            # count, as Bergen uses it after a raise: 24 less both hands' losers).
            out.append(rule(bid(g, x), _medium_opener(x, RAISED_FIVE_LOSERS), *RAISED_LTC_GAME))
        top = RAISED_TRY[0] - 1 if tries else RAISED_TRY[1]
        # Where their part-score makes their contract a game, the eight trumps of the
        # raise fight one level higher (the rubber: their game costs more than our minus).
        last = st.last_bid
        assert last is not None
        their_game = last.level >= st.game_level(last.strain, st.me.side.other)
        trumps = 5 if their_game else 6
        c = cond(pts=(0, top), trump=x, lens={x: (trumps, 13)}, declarer_count=True)
        out.append(rule(b, c, *RAISED_COMPETE))
    out.append(catch_all_pass())
    return out


def _medium_opener(x: Suit, shape: Check) -> Condition:
    """A sound opening (13+ HCP) with a medium hand or more (16+ points counted as declarer
    with ``x`` as trumps) and ``shape``."""
    return cond(
        (RAISED_GAME_HCP, MAX_HCP),
        pts=(RAISED_TRY[0], MAX_HCP),
        trump=x,
        checks=(shape,),
        declarer_count=True,
    )


# --- the opener after partner's invitational 2NT over their overcall -------------------------

#: The opener accepts responder's 2NT (11-12) over their overcall with 14 HCP (25 for game,
#: Root), or 13 with a five-card suit (its length point, as the 1NT opener counts it).
NT_INVITE_ACCEPT = 14


def opener_after_nt_invite_contested(st: State, x: Suit) -> list[Rule]:
    """I opened 1x, they overcalled and partner bid an invitational 2NT (11-12, their suit
    stopped), RHO passing: a six-card major with 13 HCP and 14 points counting its length
    bids its game; else 14 HCP (13 and a five-card suit) bid 3NT (SAYC booklet:
    responder's 2NT invites, the opener with a minimum passes or rebids his suit, with
    more he accepts; Root, "Commonsense Bidding": 25 points make a game). The calls below
    game are the general judgment's."""
    out: list[Rule] = []
    game = (NT_INVITE_ACCEPT, MAX_HCP)
    g = bid(st.game_level(Strain.of(x)), x)
    if x.is_major and cheapest_bid(st, x) is not None:
        # The six-card major counts its length (Grant): 14 points with 13 HCP.
        c = cond((NT_INVITE_ACCEPT - 1, MAX_HCP), pts=game, lens={x: (6, 13)})
        out.append(rule(g, c, *GAME))
    gnt = bid(st.game_level(NT), NT)
    out.append(rule(gnt, cond(game), *TO_PLAY))
    five = cond((NT_INVITE_ACCEPT - 1, NT_INVITE_ACCEPT - 1), checks=(FIVE_CARD_SUIT,))
    out.append(rule(gnt, five, *TO_PLAY))
    return out


#: The opener's takeout double of their three-level overcall passed round to him: a
#: singleton from 14 HCP, a doubleton from 16, three cards from 18 (the same shapes as the
#: general judgment's reopening doubles of a pre-empt).
REOPEN_HIGH_DOUBLES = ((14, 1), (16, 2), (18, 3))
#: The opener's 3NT there: strong and balanced, their suit stopped.
REOPEN_HIGH_NT: Range = (18, MAX_HCP)


def opener_reopens_high(st: State, x: Suit, t: Suit) -> list[Rule]:
    """I opened 1x, their overcall in ``t`` at the three level went round to me: double with
    shortness in their suit (SAYC booklet: a double of a pre-empt is for takeout), else
    3NT with 18+, balanced, their suit stopped, else a six-card suit: the major's game
    with 17+, the suit at the three level with a minimum (11-16); else pass (Root,
    "Commonsense Bidding": the opener's rebid of his suit shows a minimum, the game a
    strong hand)."""
    out = [
        rule(DOUBLE, cond((lo, MAX_HCP), lens={t: (0, most)}), *REOPEN, Tag.TAKEOUT)
        for lo, most in REOPEN_HIGH_DOUBLES
    ]
    ntb = cheapest_bid(st, NT)
    if ntb is not None and ntb.level == 3:
        c = cond(REOPEN_HIGH_NT, balanced=True, checks=(stopper_in(t),))
        out.append(rule(ntb, c, *REOPEN_NT_LABEL))
    own = cheapest_bid(st, x)
    g = st.game_level(Strain.of(x))
    six = {x: (6, 13)}
    if own is not None and x.is_major and own.level < g:
        out.append(rule(bid(g, x), cond(REOPEN_STRONG, lens=six), *GAME))
    if own is not None and own.level <= 3:
        out.append(rule(own, cond(REOPEN_MINIMUM, lens=six), *REOPEN_OWN))
    out.append(catch_all_pass())
    return out


SIX_PLUS = ("своя масть: 6+ карт", "own suit: six cards or more")
SIX_PLUS_JUMP = ("прыжок в свою масть: 6+ карт, 16–18", "jump in own suit: six cards, 16-18")
SIX_PLUS_ELSE = ("своя масть: нечего показать", "own suit: nothing else to show")
CUE_GF = ("ставка в масть противника: форсинг до гейма", "cue-bid: game forcing")
NEW_SUIT = ("новая масть: 4+ карт", "new suit: four cards or more")


# --- responder when partner's 1NT is doubled ----------------------------------------------------

RESCUE = ("бегство: играть в своей масти, слабая рука", "rescue: to play in my suit, weak hand")
VALUES_XX = ("реконтра: сила у нашей линии, наказать их", "redouble: our values, to punish them")


def after_1nt_doubled(st: State) -> list[Rule]:
    """Partner's 1NT was doubled for penalty (in the direct or the pass-out seat): a weak
    hand with five cards runs to its suit, 9+ redoubles, else pass (Grant, Bridge Basics 2)."""
    out: list[Rule] = []
    first = not st.calls_of(st.me)
    if first:
        out.append(rule(REDOUBLE, cond((9, MAX_HCP)), *VALUES_XX, Tag.REDOUBLE))
    for z in (S, H, D, C):
        b = cheapest_bid(st, z)
        if b is None or b.level > 2:
            continue
        c = cond((0, 8), lens={z: (5, 13)}, checks=(longest_is(z),))
        out.append(rule(b, c, *RESCUE))
    out.append(rule(PASS, cond((0, 8)), "играть 1БК с контрой", "play 1NT doubled", Tag.PASS))
    # Having called before (say, passed partner's 1NT that is game with the part-score),
    # there is no redouble above: a 9+ hand passes too, so this pass counts in the reading.
    out.append(catch_all_pass(bounded=first))
    return out


# --- after our redouble of their takeout double --------------------------------------------

XX_FORCING_PASS = (
    "форсинг после реконтры партнёра, ждёт его контры",
    "forcing after partner's redouble, waits for his double",
)
XX_SIT = (
    "реконтра партнёра: решает он",
    "partner's redouble: his decision",
)
XX_PENALTY = ("штрафная контра после реконтры", "penalty double after the redouble")
XX_OWN_SUIT = (
    "своя масть: 6+ карт, минимум, мало защиты",
    "own suit: six cards, minimum, little defence",
)
XX_BALANCE = (
    "штрафная контра: сила у нашей линии",
    "penalty double: our side has the values",
)
XX_NEW_SUIT = ("своя масть после реконтры, форсинг", "own suit after the redouble, forcing")
#: The most HCP of the opener who rebids his six-card suit after partner's redouble.
XX_OWN_SUIT_TOP = 13


def opener_after_redouble(st: State, x: Suit) -> list[Rule]:
    """I opened 1x, they doubled for takeout, partner redoubled (10+) and they ran: double
    with four good cards in their suit, rebid a six-card suit with a minimum and little
    defence, else pass, forcing: partner doubles or bids (SAYC booklet, Grant: Bridge
    Basics 2)."""
    last = st.last_bid
    assert last is not None
    t = last.strain.suit
    out: list[Rule] = []
    if t is not None:
        c = cond(lens={t: (4, 13)}, checks=(trump_honors(t, 2),))
        out.append(rule(DOUBLE, c, *XX_PENALTY, Tag.PENALTY))
    own = cheapest_bid(st, x)
    if own is not None and own.level <= 2:
        out.append(rule(own, cond((0, XX_OWN_SUIT_TOP), lens={x: (6, 13)}), *XX_OWN_SUIT))
    out.append(rule(PASS, Condition(), *XX_FORCING_PASS, Tag.PASS))
    return out


def redoubler_again(st: State, x: Suit) -> list[Rule]:
    """Partner opened 1x, I redoubled their takeout double, they ran and partner passed
    (forcing): a fit bids game with 13+ points or jumps with 10–12, length or an honour
    in their suit doubles, no-trump with their suit stopped, a good suit of my own;
    anything else doubles, never letting them play undoubled (SAYC booklet, Grant)."""
    last = st.last_bid
    assert last is not None
    t = last.strain.suit
    out: list[Rule] = []
    if t is None:
        # Their no-trump escape: our side holds the balance of strength.
        return [rule(DOUBLE, Condition(), *XX_BALANCE, Tag.PENALTY)]
    fit = {x: (raise_length(x), 13)}
    b = cheapest_bid(st, x)
    g = st.game_level(Strain.of(x))
    if b is not None and b.level < g:
        out.append(rule(bid(g, x), cond(pts=(13, MAX_HCP), trump=x, lens=fit), *GAME))
    out.append(rule(DOUBLE, cond(lens={t: (4, 13)}), *XX_PENALTY, Tag.PENALTY))
    c = cond(lens={t: (3, 13)}, checks=(trump_honors(t, 1),))
    out.append(rule(DOUBLE, c, *XX_PENALTY, Tag.PENALTY))
    if b is not None and b.level + 1 < g:
        c = cond(pts=(10, 12), trump=x, lens=fit)
        out.append(rule(bid(b.level + 1, x), c, *INVITE))
    ntb = cheapest_bid(st, NT)
    ntg = bid(st.game_level(NT), NT)
    if ntb is not None and ntb.level <= 2:
        if ntg > ntb:
            out.append(rule(ntg, cond((13, MAX_HCP), checks=(stopper_in(t),)), *TO_PLAY))
        out.append(rule(ntb, cond((10, 12), checks=(stopper_in(t),)), *NATURAL))
    for z in (S, H, D, C):
        bz = cheapest_bid(st, z)
        if z in (x, t) or bz is None or bz.level > 2:
            continue
        c = cond(lens={z: (5, 13)}, checks=(decent_suit(z),))
        out.append(rule(bz, c, *XX_NEW_SUIT, force=Force.ONE_ROUND))
    out.append(rule(DOUBLE, Condition(), *XX_BALANCE, Tag.PENALTY))
    return out


def after_our_redouble(st: State) -> list[Rule] | None:
    """1x X XX and they ran to a one- or two-level contract: opener next to call, or the
    redoubler after opener's forcing pass. None elsewhere."""
    op = st.opening
    if op is None or not isinstance(op.call, Bid) or op.call.level != 1:
        return None
    x = op.call.strain.suit
    last = st.last_bid
    i = index_of(st, op)
    after = st.history[i + 1 :]
    if x is None or last is None or last.level > 2 or op.seat.side is not st.me.side:
        return None
    if len(after) < 3 or after[0].rule.tag is not Tag.TAKEOUT or after[1].call != REDOUBLE:
        return None
    ran = after[2:]
    if op.seat is st.me and len(ran) == 1 and isinstance(ran[0].call, Pass):
        # They left the redouble in: our contract, redoubled, is partner's decision
        # (Grant, "Bridge Basics 2": after the redouble the opener passes and lets the
        # redoubler, who knows our values, decide).
        return [rule(PASS, Condition(), *XX_SIT, Tag.PASS)]
    bids = [s for s in ran if isinstance(s.call, Bid)]
    if len(bids) != 1 or bids[0].seat.side is st.me.side:
        return None
    if op.seat is st.me and len(ran) == 1:
        return opener_after_redouble(st, x)
    opener_passed = all(isinstance(s.call, Pass) for s in ran if s.seat is op.seat)
    if after[1].seat is st.me and len(ran) == 3 and opener_passed:
        return redoubler_again(st, x)
    return None


# --- Stayman over partner's 1NT overcall ---------------------------------------------------------


def after_stayman_over_overcall(st: State, reply: Seen) -> list[Rule]:
    """Partner overcalled 1NT (15–18), I asked with 2♣ and he answered: place the contract
    as over a 1NT opening (SAYC): raise a major fit, show five spades after 2♦/2♥, else
    no-trump; 8–9 invites, 10+ bids game."""
    out: list[Rule] = []
    ans = reply.call
    assert isinstance(ans, Bid)
    m = ans.strain.suit
    if m is not None and m.is_major:
        g = st.game_level(Strain.of(m))
        out.append(rule(bid(max(g, 3), m), cond((10, MAX_HCP), lens={m: (4, 13)}), *GAME))
        out.append(rule(bid(3, m), cond((8, 9), lens={m: (4, 13)}), *INVITE))
    for major in (S, H):
        b = cheapest_bid(st, major)
        if b is None or major is m:
            continue
        lens = {major: (5, 13)}
        if b.level == 2:
            out.append(
                rule(bid(3, major), cond((10, MAX_HCP), lens=lens), *FIVE_GF, force=Force.ONE_ROUND)
            )
            out.append(rule(b, cond((8, 9), lens=lens), *FIVE_INVITE))
    out.append(rule(bid(3, NT), cond((10, MAX_HCP)), *TO_PLAY))
    out.append(rule(bid(2, NT), cond((8, 9)), *INVITE))
    out.append(catch_all_pass())
    return out


FIVE_INVITE = ("пять карт, инвит", "five cards, invitational")
FIVE_GF = ("пять карт, форсинг", "five cards, forcing")
