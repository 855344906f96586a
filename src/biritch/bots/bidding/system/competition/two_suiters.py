"""Advancing the unusual 2NT and Michaels; after a cue-bid raise; the takeout doubler's second
call."""

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
    MAJORS,
    NT,
    SEMI_BALANCED,
    TO_PLAY,
    C,
    D,
    H,
    S,
    bid,
    catch_all_pass,
    cheapest_bid,
    longest_of,
    rule,
    stoppers_in,
)
from biritch.bots.bidding.system.competition.shared import (
    ADVANCE_STRONG_CUE_HCP,
    DOUBLER_SUIT_HCP,
    DOUBLER_SUIT_JUMP,
    MINIMUM,
    their_suits,
)
from biritch.bots.bidding.system.rebids import ACCEPT_LIMIT_PTS
from biritch.engine import (
    PASS,
    Bid,
    Strain,
    Suit,
)

# --- advancing the unusual 2NT and Michaels --------------------------------------------------

ASK_MINOR = ("2БК: спрашивает, какой минор", "2NT: asks which minor")
PICK_SUIT = ("выбор из двух мастей партнёра", "choice between partner's two suits")
MY_MINOR = ("мой минор", "my minor")


def advance_two_suiter(st: State, two: Seen, rho_acted: bool) -> list[Rule]:
    """Partner showed two suits (five-five, weak): choose between them, game with a fit and
    values; over Michaels of a major with no support, 2NT asks for his minor."""
    known = tuple(z for z in (S, H, D, C) if two.shown.min_len(z) >= 5)
    minor_unknown = len(known) == 1
    # Whether the choices below take every hand (then the last resort shows nothing).
    covered = not minor_unknown
    out: list[Rule] = []
    for k in known:
        b = cheapest_bid(st, k)
        g = st.game_level(Strain.of(k))
        if b is not None and k.is_major and b.level < g:
            out.append(rule(bid(g, k), cond(pts=(11, MAX_HCP), trump=k, lens={k: (4, 13)}), *GAME))
        if b is not None and b.level < g and not _cue_first(st, known, rho_acted):
            # An opening hand of my own opposite his five-five bids the game in the suit
            # it prefers, above the invitational jump (where no cue-bid asks first); eleven
            # tricks in a minor take four trumps, else the jump is as far as it goes.
            prefer = (longest_of(k, known),) if len(known) > 1 else ()
            c = cond(
                (PREFERENCE_JUMP_HCP[1] + 1, MAX_HCP),
                lens={k: (3 if k.is_major else 4, 13)},
                checks=prefer,
            )
            out.append(rule(bid(g, k), c, *GAME))
    if minor_unknown:
        k = known[0]
        b = cheapest_bid(st, k)
        if b is not None:
            jump = _preference_jump(st, k)
            if jump is not None:
                c = cond((PREFERENCE_JUMP_HCP[0], MAX_HCP), lens={k: (3, 13)})
                out.append(rule(jump, c, *JUMP_PREFERENCE))
            weak = PREFERENCE_HCP if jump is not None else (0, MAX_HCP)
            out.append(rule(b, cond(weak, lens={k: (3, 13)}), *PICK_SUIT))
        ask = cheapest_bid(st, NT)
        if ask is not None and ask.level == 2:
            out.append(rule(ask, cond(lens={k: (0, 2)}), *ASK_MINOR, force=Force.ONE_ROUND))
            covered = True
        elif rho_acted and b is not None and b.level < st.game_level(Strain.of(k)):
            # Their raise took the ask away: with no fit for his major the auction is
            # theirs (Bergen on Michaels: over their raise the advancer competes only with
            # support).
            out.append(rule(PASS, cond(lens={k: (0, 2)}), *NO_FIT, Tag.PASS))
            covered = True
    else:
        # Only when the opener's side is quiet and the cue-bid stays at the three level:
        # after their double or raise the values are theirs and the auction is too high.
        # Over both minors only: game there is far, and a major two-suiter's advancer
        # with values bids the major himself (the table's Michaels cases).
        cue = _two_suiter_cue(st, known) if _cue_first(st, known, rho_acted) else None
        if cue is not None:
            # A hand with values cue-bids their suit first (forcing: partner bids his
            # better suit and the advancer places the game), so the plain choice shows a
            # weak one, 0-8 (Root, "Commonsense Bidding", and Bergen on the unusual 2NT and
            # Michaels: a simple preference is weak, a good hand cue-bids).
            out.append(
                rule(
                    cue,
                    cond((TWO_SUITER_CUE_HCP, MAX_HCP)),
                    *GOOD_FIT_CUE,
                    Tag.CUEBID,
                    Force.ONE_ROUND,
                )
            )
        jumps = {k: _preference_jump(st, k) for k in known}
        for k, jump in jumps.items():
            if jump is not None:
                c = cond((PREFERENCE_JUMP_HCP[0], MAX_HCP), checks=(longest_of(k, known),))
                out.append(rule(jump, c, *JUMP_PREFERENCE))
        for k in known:
            b = cheapest_bid(st, k)
            if b is not None:
                weak = PREFERENCE_HCP if jumps[k] is not None else (0, MAX_HCP)
                out.append(rule(b, cond(weak, checks=(longest_of(k, known),)), *PICK_SUIT))
    if rho_acted:
        out.append(rule(PASS, cond((0, 7)), "слабая рука", "weak hand", Tag.PASS))
    for k in known:
        b = cheapest_bid(st, k)
        if b is not None:
            out.append(Rule(b, Condition(), *PICK_SUIT, last_resort=covered))
    out.append(catch_all_pass())
    return out


#: The simple preference between partner's two suits is weak; the invitational hands jump
#: in the suit they prefer, the jump in a major being its game (Root, "Commonsense Bidding",
#: and Bergen on the unusual 2NT and Michaels: the cheapest preference is a weak hand, a
#: good one jumps or cue-bids). The jump is invitational, 9-12; from 13 the game, except
#: in a minor with three trumps, where the jump stays the limit.
PREFERENCE_HCP = (0, 8)
PREFERENCE_JUMP_HCP = (9, 12)
JUMP_PREFERENCE = (
    "прыжок в масть партнёра: хорошая рука, инвит",
    "jump in partner's suit: a good hand, invitational",
)


def _preference_jump(st: State, k: Suit) -> Bid | None:
    """The jump in partner's ``k`` when it lies below or at its game (else None: the
    cheapest ``k`` takes every hand)."""
    b = cheapest_bid(st, k)
    if b is None or b.level >= st.game_level(Strain.of(k)) or b.level >= 7:
        return None
    jump = Bid(b.level + 1, b.strain)
    return None if bid(st.game_level(Strain.of(k)), k) < jump else jump


NO_FIT = ("нет фита в мажоре партнёра", "no fit for partner's major")
#: The advancer of a known two-suiter cue-bids their suit from this many HCP.
TWO_SUITER_CUE_HCP = 9
GOOD_FIT_CUE = (
    "ставка в масть противника: ценности, форсинг на круг",
    "cue-bid: values, forcing one round",
)


def _cue_first(st: State, known: tuple[Suit, ...], rho_acted: bool) -> bool:
    """Whether the advancer with values cue-bids their suit (both of partner's suits
    minors, the opener's side quiet, the cue-bid at the three level)."""
    if rho_acted or len(known) < 2 or any(k.is_major for k in known):
        return False
    cue = _two_suiter_cue(st, known)
    return cue is not None and cue.level <= 3


def _two_suiter_cue(st: State, known: tuple[Suit, ...]) -> Bid | None:
    """The cheapest bid in their opened suit when it lies below game in both of partner's
    suits (so partner can still choose one there)."""
    op = st.opening
    t = op.call.strain.suit if op is not None and isinstance(op.call, Bid) else None
    if t is None or t in known:
        return None
    cue = cheapest_bid(st, t)
    if cue is None or any(not cue < bid(st.game_level(Strain.of(k)), k) for k in known):
        return None
    return cue


def over_a_major(opening: Seen) -> bool:
    return isinstance(opening.call, Bid) and opening.call.strain.suit in MAJORS


def michaels_minor(st: State) -> list[Rule]:
    """I bid Michaels over their major and partner asked with 2NT: show my minor."""
    out = [
        rule(bid(3, C), cond(lens={C: (5, 13)}, checks=(longer_or_equal(C, D),)), *MY_MINOR),
        rule(bid(3, D), cond(lens={D: (5, 13)}), *MY_MINOR),
        Rule(bid(3, C), Condition(), *MY_MINOR, last_resort=True),
    ]
    return out


def longer_or_equal(a: Suit, b: Suit) -> Check:
    return Check("", "", lambda f: f.length(a) >= f.length(b))


# --- after a cue-bid raise, and the takeout doubler's second call ---------------------------

ACCEPT_INVITE = ("лишняя сила: инвит", "extra values: invitational")
SIT = ("играть с реконтрой", "play it redoubled")


#: The overcaller's extra values after partner's cue-bid raise, counted from the bottom of
#: his overcall (8 at the one level, 11 at the two level): the next four points are the
#: minimum that rebids the suit, two more invite, and beyond that game (Root, "Commonsense
#: Bidding": the overcaller rebids his suit with no more than his overcall promised).
OVERCALL_BOTTOM = {1: 8, 2: 11}
OVERCALL_MINIMUM_SPAN = 4
OVERCALL_INVITE_SPAN = 2


def _overcall_level(st: State, y: Suit) -> int:
    """The level of my first bid in ``y``."""
    for s in st.history:
        if s.seat is st.me and isinstance(s.call, Bid) and s.call.strain.suit is y:
            return s.call.level
    return 1


#: The opener who accepts partner's cue-bid raise on points needs this many HCP.
CUE_ACCEPT_HCP: Range = (13, MAX_HCP)


def after_cue_raise(st: State, y: Suit, opened: bool) -> list[Rule]:
    """Partner cue-bid their suit to raise my ``y`` (a limit raise or better): the opener
    bids game with 15+, else the cheapest ``y``; an overcaller bids game with six points
    above his overcall's bottom, jumps with four or five, else the cheapest ``y`` (8-11 at
    the one level, 11-14 at the two level; with no room to jump, game from the invitation).
    The cheapest bid shows the minimum, so partner can pass it with a limit raise."""
    out: list[Rule] = []
    b = cheapest_bid(st, y)
    if b is None:
        return [catch_all_pass()]
    g = st.game_level(Strain.of(y))
    game = bid(max(g, b.level), y)
    bottom = OVERCALL_BOTTOM.get(_overcall_level(st, y), OVERCALL_BOTTOM[2])
    invite = bottom + OVERCALL_MINIMUM_SPAN
    room = not opened and b.level + 1 < g
    lo_game = 15 if opened else invite + (OVERCALL_INVITE_SPAN if room else 0)
    if b.level >= g:
        # No room below game: partner's cue-bid has already forced us there.
        lo_game = 0
    if opened and y.is_major and b.level < g:
        # The cue-bid is the limit raise of competition (SAYC booklet: a limit raise or
        # better), so the opener accepts it as he accepts the jump raise: 15 points (Goren),
        # his shortness counted as the hand that will declare (void 3, singleton 2,
        # doubleton 1, as after the single raise in competition); from a sound opening, 13
        # HCP (a bare 12 with shape rebids the suit).
        c = cond(
            CUE_ACCEPT_HCP,
            pts=(ACCEPT_LIMIT_PTS[0], MAX_HCP),
            trump=y,
            lens={y: (5, 13)},
            declarer_count=True,
        )
        out.append(rule(game, c, *GAME))
    out.append(rule(game, cond((lo_game, MAX_HCP)), *GAME))
    if room:
        out.append(rule(bid(b.level + 1, y), cond((invite, lo_game - 1)), *ACCEPT_INVITE))
    if b.level < g:
        out.append(rule(b, cond((10 if opened else 7, lo_game - 1)), *MINIMUM))
    out.append(catch_all_pass())
    return out


DOUBLER_RAISE = ("поддержка после вызывной контры: 16–18", "raise after the takeout double: 16-18")
DOUBLER_JUMP = (
    "прыжок-поддержка после вызывной контры: 19–21",
    "jump raise after the double: 19-21",
)
DOUBLER_NT = ("сильная равномерная: 18–20, остановка", "strong balanced: 18-20, stopper")
DOUBLER_NT_BALANCING = (
    "БК после контры в позиции балансирования: 15–18, остановка",
    "no-trump after the balancing double: 15-18, stopper",
)
#: After a double in the pass-out seat no-trump shows 15-18 balanced: weaker balances bid
#: 1NT at once (11-14) and stronger ones 2NT (19-21) (Bergen on balancing; Root,
#: "Commonsense Bidding": in the pass-out seat the no-trump ranges drop about three points).
DOUBLER_NT_BALANCING_HCP: Range = (15, 18)
DOUBLER_NT_JUMP = (
    "прыжок в БК после вызывной контры: 21–22, остановка",
    "jump in no-trump after the double: 21-22, stopper",
)
DOUBLER_NT_GAME = (
    "гейм в БК после вызывной контры: очень сильная рука, остановка",
    "no-trump game after the double: very strong hand, stopper",
)
DOUBLER_CUE = (
    "ставка в масть противника после вызывной контры: очень сильная рука, форсинг",
    "cue-bid after the double: very strong hand, forcing",
)
DOUBLER_SLAM_TRY = (
    "прыжок выше гейма в своей масти после вызывной контры: 22+, шлем возможен",
    "jump past game in own suit after the double: 22+, slam try",
)
#: The doubler's cue-bid after partner's cheapest answer: a hand of 19+ that neither
#: raises, nor shows a suit, nor bids no-trump (Grant, Bridge Basics 2).
DOUBLER_CUE_HCP = 19


#: The takeout doubler raises partner's forced three-level answer in a major to game from
#: these HCP and dummy points.
DOUBLER_GAME_RAISE_HCP = 14
DOUBLER_GAME_RAISE_PTS = 17


def after_takeout_answer(
    st: State, z: Suit, raises: list[Rule] | None = None, balancing: bool = False
) -> list[Rule]:
    """I doubled for takeout and partner answered ``z`` at the cheapest level (0–8 or so):
    raise with four trumps by strength, show a strong suit of my own, no-trump with 18–20;
    else pass (Grant, Bridge Basics 2). ``raises``, when given, are the raises below game
    to make instead of the ones here by HCP (doubler.py counts them in support points).
    After a ``balancing`` double no-trump shows 15-18."""
    out: list[Rule] = []
    b = cheapest_bid(st, z)
    g = st.game_level(Strain.of(z))
    theirs = their_suits(st)
    if b is not None and b.level < g and raises:
        out.extend(raises)
    elif b is not None and b.level < g:
        out.append(rule(bid(g, z), cond((22, MAX_HCP), lens={z: (4, 13)}), *GAME))
        if b.level + 1 < g:
            out.append(rule(bid(b.level + 1, z), cond((19, 21), lens={z: (4, 13)}), *DOUBLER_JUMP))
        out.append(rule(b, cond((16, 18), lens={z: (4, 13)}), *DOUBLER_RAISE))
    elif b is not None and b.level == g and z.is_major:
        # Over a weak two the forced answer is already at the three level (0-8) and the
        # raise is the game: with four trumps and a sound opening hand, counting dummy
        # points, bid it (Root, "Commonsense Bidding": over a pre-empt bid what you
        # expect to make; Grant: the doubler counts dummy points when he raises).
        c = cond(
            (DOUBLER_GAME_RAISE_HCP, DOUBLER_CUE_HCP - 1),
            pts=(DOUBLER_GAME_RAISE_PTS, MAX_HCP),
            trump=z,
            lens={z: (4, 13)},
        )
        out.append(rule(b, c, *GAME))
    for s in (S, H, D, C):
        bs = cheapest_bid(st, s)
        if s is z or s in theirs or bs is None or bs.level > 4:
            continue
        # The longest suit outside theirs (a strong doubler may hold five of theirs too).
        longest = longest_of(s, tuple(u for u in (S, H, D, C) if u not in theirs))
        # 22+ jumps in the suit and forces to game, so the simple bid of it shows 17-21.
        # Where the simple bid is already the game (four of a major after a forced
        # four-level answer) the jump past it is the slam try (Grant, Bridge Basics 2:
        # 22+ opposite the forced answer; Root: with extra values bid past the game).
        jump = Bid(bs.level + 1, bs.strain)
        sg = bid(st.game_level(Strain.of(s)), s)
        strong = cond((DOUBLER_SUIT_HCP[1] + 1, MAX_HCP), lens={s: (5, 13)}, checks=(longest,))
        top = DOUBLER_SUIT_HCP[1]
        if jump.level <= 4 or jump == sg:
            out.append(rule(jump, strong, *DOUBLER_SUIT_JUMP, force=Force.GAME))
        elif not bs < sg:
            out.append(rule(jump, strong, *DOUBLER_SLAM_TRY))
        else:
            top = MAX_HCP
        c = cond((DOUBLER_SUIT_HCP[0], top), lens={s: (5, 13)}, checks=(longest,))
        out.append(rule(bs, c, "сильная рука со своей мастью", "strong hand with its own suit"))
    ntb = cheapest_bid(st, NT)
    if ntb is not None and ntb.level <= 2:
        checks = (SEMI_BALANCED, *stoppers_in(theirs))
        if balancing:
            out.append(
                rule(ntb, cond(DOUBLER_NT_BALANCING_HCP, checks=checks), *DOUBLER_NT_BALANCING)
            )
        else:
            out.append(rule(ntb, cond((18, 20), checks=checks), *DOUBLER_NT))
        ntg = bid(st.game_level(NT), NT)
        if ntb.level == 1 and ntg.level > 2:
            c = cond((21, 22), checks=(SEMI_BALANCED, *stoppers_in(theirs)))
            out.append(rule(bid(2, NT), c, *DOUBLER_NT_JUMP))
        if ntg > ntb:
            lo = 23 if ntb.level == 1 else 21
            c = cond((lo, MAX_HCP), checks=stoppers_in(theirs))
            out.append(rule(ntg, c, *DOUBLER_NT_GAME))
    cue = cheapest_bid(st, theirs[0]) if theirs else None
    if cue is not None and cue.level <= 3:
        # Too strong to pass and no suit or no-trump to show: the cue-bid forces.
        c = cond((DOUBLER_CUE_HCP, MAX_HCP))
        out.append(rule(cue, c, *DOUBLER_CUE, Tag.CUEBID, Force.ONE_ROUND))
    out.append(rule(PASS, cond((12, 15)), *MINIMUM, Tag.PASS))
    out.append(catch_all_pass())
    return out


def index_of(st: State, seen: Seen) -> int:
    return next(i for i, s in enumerate(st.history) if s is seen)


def cheapest_answer(st: State, dbl: Seen, answer: Seen) -> bool:
    """Whether partner answered my double at the cheapest level (no jump)."""
    before = None
    for s in st.history[: index_of(st, answer)]:
        if isinstance(s.call, Bid):
            before = s.call
    call = answer.call
    if not isinstance(call, Bid) or before is None:
        return False
    return all(not Bid(level, call.strain) > before for level in range(1, call.level))


def after_cue_raise_rebid(st: State, y: Suit, jumped: bool) -> list[Rule]:
    """I cue-bid to raise partner's ``y`` and he rebid it below game: over his minimum I
    bid game with 13+ points, over his invitation with 11+; else pass. A cue-bid made
    without a fit now shows its suit (forcing) or bids 3NT with their suit stopped; with
    neither, the game in his suit."""
    g = st.game_level(Strain.of(y))
    lo = 11 if jumped else 13
    out: list[Rule] = []
    no_fit = {y: (0, 2)}
    gnt = bid(st.game_level(NT), NT)
    last = st.last_bid
    for z in (S, H, D, C):
        b = cheapest_bid(st, z)
        if z is y or z in their_suits(st) or b is None or not b < bid(g, y):
            continue
        top = ADVANCE_STRONG_CUE_HCP + 8  # stronger still: 3NT or the game below
        c = cond((ADVANCE_STRONG_CUE_HCP, top), lens={**no_fit, z: (5, 13)})
        out.append(rule(b, c, *STRONG_OWN_SUIT, force=Force.ONE_ROUND))
    if last is not None and last < gnt:
        c = cond(
            (ADVANCE_STRONG_CUE_HCP, MAX_HCP), lens=no_fit, checks=stoppers_in(their_suits(st))
        )
        out.append(rule(gnt, c, *TO_PLAY))
    out.append(rule(bid(g, y), cond(pts=(lo, MAX_HCP), trump=y), *GAME))
    stop = rule(PASS, cond(pts=(0, lo - 1), trump=y), "без лишней силы", "no extra", Tag.PASS)
    return [*out, stop, catch_all_pass()]


STRONG_OWN_SUIT = (
    "своя масть после ставки в масть противника: 5+ карт, форсинг",
    "own suit after the cue-bid: five cards or more, forcing",
)
